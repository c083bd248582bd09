package classify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// FNV-1a 64-bit constants used to hash features without allocating strings.
const (
	fnvOffset = 14695981039922310189
	fnvPrime  = 1099511628211
)

// blockKind is a family of features. Each block of a featureSpec is one kind
// over one range of n; the kind and n are mixed into every hash, so the word
// "ans" and the character trigram "ans" are distinct features.
type blockKind byte

const (
	kindWord    blockKind = 'w' // word n-grams
	kindCharWB  blockKind = 'c' // character n-grams inside each word padded with spaces (char_wb)
	kindCharAll blockKind = 'a' // character n-grams over the whole text, across word boundaries (char)
	kindCue     blockKind = 'k' // cue phrases (cues.go), present or not
	kindHead    blockKind = 'h' // word n-grams of the document's first lines
	kindHeadCue blockKind = 't' // cue phrases in the document's first lines (its title)
)

// block is one family of features, tf-idf weighted and L2-normalized on its
// own, then scaled by weight (like one vectorizer of a scikit-learn FeatureUnion).
type block struct {
	kind   blockKind
	lo, hi int     // n-gram lengths, inclusive (words or characters)
	weight float64 // scale of the block's unit vector
	// raw tokenizes like scikit-learn's defaults: text lowercased only,
	// words are runs of two or more letters, digits or '_', character
	// n-grams include punctuation. Otherwise the text is normalized first
	// (normalize: accents folded, digits to '0', punctuation to spaces).
	// Cues are always matched on normalized text.
	raw bool
}

// featureSpec says how a text becomes features.
type featureSpec struct {
	blocks    []block
	headLines int // lines that count as the header, for kindHead
}

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

// seed starts the hash of a feature of block blk with n units (raw and
// normalized forms of a feature are distinct features).
func seed(blk block, n int) uint64 {
	h := hashByte(hashByte(fnvOffset, byte(blk.kind)), byte(n))
	if blk.raw {
		h = hashByte(h, 'r')
	}
	return h
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

// rawWords returns the lowercased runs of two or more letters, digits or
// '_' (scikit-learn's token_pattern `(?u)\b\w\w+\b`).
func rawWords(lower string) []string {
	isWord := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) }
	var out []string
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !isWord(r) }) {
		if utf8.RuneCountInString(w) >= 2 {
			out = append(out, w)
		}
	}
	return out
}

// document is a text prepared once for every block: its words and its
// whitespace-separated chunks, both raw (scikit-learn's analyzers) and normalized.
type document struct {
	text   [2]string   // [normalized, raw]: normalized, or lowercased with whitespace runs as one space
	words  [2][]string // tokens for word n-grams
	chunks [2][]string // whitespace-separated pieces for char_wb (words, for normalized text)
	head   [2][]string // tokens of the first headLines lines
}

// Indices into a document's pairs.
const (
	formNorm = 0
	formRaw  = 1
)

// prepare tokenizes text both ways.
func (s *featureSpec) prepare(text string) document {
	headText := firstLines(text, s.headLines)
	lower := collapseSpaces(strings.ToLower(text))
	norm := normalize(text)
	words := strings.Fields(norm)
	return document{
		text:   [2]string{norm, lower},
		words:  [2][]string{words, rawWords(lower)},
		chunks: [2][]string{words, strings.Fields(lower)},
		head:   [2][]string{strings.Fields(normalize(headText)), rawWords(strings.ToLower(headText))},
	}
}

// collapseSpaces replaces every run of two or more whitespace characters
// by one space and keeps a single one as it is (scikit-learn's `\s\s+`).
func collapseSpaces(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	inRun := false
	for i, r := range s {
		if !unicode.IsSpace(r) {
			b.WriteRune(r)
			inRun = false
			continue
		}
		next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		switch {
		case inRun:
		case i+utf8.RuneLen(r) < len(s) && unicode.IsSpace(next):
			b.WriteByte(' ')
			inRun = true
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// firstLines returns the first n non-blank lines of text.
func firstLines(text string, n int) string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if len(out) >= n {
			break
		}
		if strings.TrimSpace(line) != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// extract returns, per block of spec, the sorted distinct features of text with their counts.
func (s *featureSpec) extract(text string) [][]featureCount {
	d := s.prepare(text)
	out := make([][]featureCount, len(s.blocks))
	var hashes []uint64
	for b, blk := range s.blocks {
		hashes = hashes[:0]
		form := formNorm
		if blk.raw {
			form = formRaw
		}
		switch blk.kind {
		case kindWord:
			hashes = appendWordGrams(hashes, d.words[form], blk)
		case kindHead:
			hashes = appendWordGrams(hashes, d.head[form], blk)
		case kindCharWB:
			for _, w := range d.chunks[form] {
				hashes = appendCharGrams(hashes, " "+w+" ", blk)
			}
		case kindCharAll:
			hashes = appendCharGrams(hashes, d.text[form], blk)
		case kindCue:
			hashes = appendCueHashes(hashes, d.text[formNorm], blk)
		case kindHeadCue:
			hashes = appendCueHashes(hashes, strings.Join(d.head[formNorm], " "), blk)
		}
		out[b] = countFeatures(hashes)
	}
	return out
}

// appendWordGrams appends the hashes of the word n-grams of words, n in [blk.lo, blk.hi].
func appendWordGrams(dst []uint64, words []string, blk block) []uint64 {
	for n := blk.lo; n <= blk.hi; n++ {
		for i := 0; i+n <= len(words); i++ {
			h := seed(blk, n)
			for j, w := range words[i : i+n] {
				if j > 0 {
					h = hashByte(h, ' ')
				}
				h = hashBytes(h, w)
			}
			dst = append(dst, h)
		}
	}
	return dst
}

// appendCharGrams appends the hashes of the character (rune) n-grams of s,
// n in [blk.lo, blk.hi], as scikit-learn's analyzers do: once an n reaches
// the length of s, s itself is the last n-gram (for char_wb even when s is
// shorter than blk.lo, for char only when it is not).
//
//go:norace
func appendCharGrams(dst []uint64, s string, blk block) []uint64 {
	var starts [64]int
	pos := starts[:0]
	for i := range s {
		pos = append(pos, i)
	}
	runes := len(pos)
	pos = append(pos, len(s))
	for n := blk.lo; n <= blk.hi; n++ {
		if runes <= n {
			if runes == n || blk.kind == kindCharWB {
				dst = append(dst, hashBytes(seed(blk, n), s))
			}
			break
		}
		for i := 0; i+n <= runes; i++ {
			dst = append(dst, hashBytes(seed(blk, n), s[pos[i]:pos[i+n]]))
		}
	}
	return dst
}

// featureCount is one distinct feature of a document and how often it occurs.
type featureCount struct {
	hash  uint64
	count int32
}

// countFeatures sorts hashes and collapses them into distinct features with
// counts, in ascending hash order (deterministic, no map iteration).
//
//go:norace
func countFeatures(hashes []uint64) []featureCount {
	radixSort(hashes)
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

// radixSort sorts s ascending: least-significant-digit radix sort, eight
// passes of one byte, about three times faster than slices.Sort on the
// thousands of hashes of a document.
//
//go:norace
func radixSort(s []uint64) {
	if len(s) < 64 {
		slices.Sort(s)
		return
	}
	buf := make([]uint64, len(s))
	src, dst := s, buf
	for shift := uint(0); shift < 64; shift += 8 {
		var count [257]int
		for _, v := range src {
			count[(v>>shift)&0xff+1]++
		}
		for i := 1; i < 257; i++ {
			count[i] += count[i-1]
		}
		for _, v := range src {
			d := (v >> shift) & 0xff
			dst[count[d]] = v
			count[d]++
		}
		src, dst = dst, src
	}
	// eight passes: the sorted data is back in s
}
