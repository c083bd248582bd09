// Package fold maps Portuguese text to the lower-case, accent-free form under which two spellings
// of a word ("Terça", "terca") are the same.
package fold

import (
	"strings"
	"unicode"
)

// Rune maps a rune to its lower-case, accent-free form. Every rune maps to exactly one rune, so
// folded text lines up rune by rune with the original.
func Rune(r rune) rune {
	switch r {
	case 'á', 'à', 'â', 'ã', 'ä', 'Á', 'À', 'Â', 'Ã', 'Ä':
		return 'a'
	case 'é', 'è', 'ê', 'ë', 'É', 'È', 'Ê', 'Ë':
		return 'e'
	case 'í', 'ì', 'î', 'ï', 'Í', 'Ì', 'Î', 'Ï':
		return 'i'
	case 'ó', 'ò', 'ô', 'õ', 'ö', 'Ó', 'Ò', 'Ô', 'Õ', 'Ö':
		return 'o'
	case 'ú', 'ù', 'û', 'ü', 'Ú', 'Ù', 'Û', 'Ü':
		return 'u'
	case 'ç', 'Ç':
		return 'c'
	case 'µ', 'μ':
		return 'u'
	case '–', '—', '−':
		return '-'
	}
	return unicode.ToLower(r)
}

// String returns s lower-cased and without accents, rune for rune.
func String(s string) string { return strings.Map(Rune, s) }

// Text is a folded copy of a string whose byte offsets map back to the original, so patterns
// match accent-insensitively while what they match is returned as written.
type Text struct {
	Orig   string
	Folded string
	off    []int // off[i]: the original byte offset of folded byte i; len(Folded)+1 entries
}

// NewText folds orig.
func NewText(orig string) Text {
	var b strings.Builder
	off := make([]int, 0, len(orig)+1)
	for i, r := range orig {
		n := b.Len()
		b.WriteRune(Rune(r))
		for j := n; j < b.Len(); j++ {
			off = append(off, i)
		}
	}
	return Text{Orig: orig, Folded: b.String(), off: append(off, len(orig))}
}

// Offsets returns, for each folded byte and one past the end, its byte offset in the original
// (shared, not to be changed).
func (t Text) Offsets() []int { return t.off }

// Span returns the original text of the folded byte range [i, j) ("" for an empty or invalid
// range).
func (t Text) Span(i, j int) string {
	if i < 0 || j > len(t.Folded) || i >= j {
		return ""
	}
	return t.Orig[t.off[i]:t.off[j]]
}
