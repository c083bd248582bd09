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
