package classify

import (
	"slices"
	"strings"
	"unicode"
)

// FNV-1a 64-bit constants used to hash features without allocating strings.
const (
	fnvOffset = 14695981039922310189
	fnvPrime  = 1099511628211
)

// Feature kinds, mixed into each hash so that e.g. the word "ans" and the
// character trigram "ans" are distinct features.
const (
	kindWord   = 'w'
	kindBigram = 'b'
	kindChar   = 'c'
	kindCue    = 'k'
)

// Character n-gram lengths taken inside each (padded) word.
const (
	minCharN = 3
	maxCharN = 5
)

// hashBytes continues an FNV-1a hash over s.
func hashBytes(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

// hashByte continues an FNV-1a hash over one byte.
func hashByte(h uint64, b byte) uint64 {
	h ^= uint64(b)
	return h * fnvPrime
}

// foldRune lowercases r, strips Portuguese diacritics and maps digits to '0'.
// It returns 0 for anything that is not a letter or digit (a separator).
func foldRune(r rune) rune {
	r = unicode.ToLower(r)
	switch {
	case r >= 'a' && r <= 'z':
		return r
	case r >= '0' && r <= '9':
		return '0'
	}
	switch r {
	case 'à', 'á', 'â', 'ã', 'ä', 'å', 'ª':
		return 'a'
	case 'è', 'é', 'ê', 'ë':
		return 'e'
	case 'ì', 'í', 'î', 'ï':
		return 'i'
	case 'ò', 'ó', 'ô', 'õ', 'ö', 'º', '°':
		return 'o'
	case 'ù', 'ú', 'û', 'ü':
		return 'u'
	case 'ç':
		return 'c'
	case 'ñ':
		return 'n'
	case 'ý', 'ÿ':
		return 'y'
	case '²', '³', '¹':
		return '0'
	}
	return 0
}

// normalize folds text into lowercase ASCII words separated by single spaces.
func normalize(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	pendingSpace := false
	for _, r := range text {
		f := foldRune(r)
		if f == 0 {
			pendingSpace = b.Len() > 0
			continue
		}
		if pendingSpace {
			b.WriteByte(' ')
			pendingSpace = false
		}
		b.WriteByte(byte(f))
	}
	return b.String()
}

// featureHashes appends the hashes of all word, bigram, character n-gram and
// cue features of normalized text to dst. Repeated features appear repeatedly.
func featureHashes(dst []uint64, norm string) []uint64 {
	words := strings.Fields(norm)
	var buf []byte
	for i, w := range words {
		dst = append(dst, hashBytes(hashByte(fnvOffset, kindWord), w))
		if i > 0 {
			h := hashBytes(hashByte(fnvOffset, kindBigram), words[i-1])
			dst = append(dst, hashBytes(hashByte(h, ' '), w))
		}
		buf = append(append(append(buf[:0], '<'), w...), '>')
		dst = appendCharGrams(dst, buf)
	}
	return dst
}

// appendCharGrams appends the hashes of the character n-grams of a padded word.
func appendCharGrams(dst []uint64, padded []byte) []uint64 {
	for n := minCharN; n <= maxCharN; n++ {
		for i := 0; i+n <= len(padded); i++ {
			h := hashByte(hashByte(fnvOffset, kindChar), byte(n))
			for _, c := range padded[i : i+n] {
				h = hashByte(h, c)
			}
			dst = append(dst, h)
		}
	}
	return dst
}

// featureCount is one distinct feature of a document and how often it occurs.
type featureCount struct {
	hash  uint64
	count int
}

// countFeatures sorts hashes and collapses them into distinct features with
// counts, in ascending hash order (deterministic, no map iteration).
func countFeatures(hashes []uint64) []featureCount {
	slices.Sort(hashes)
	out := make([]featureCount, 0, len(hashes)/2+1)
	for i, h := range hashes {
		if i > 0 && h == hashes[i-1] {
			out[len(out)-1].count++
			continue
		}
		out = append(out, featureCount{hash: h, count: 1})
	}
	return out
}
