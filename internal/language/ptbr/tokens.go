package ptbr

import (
	"strconv"
	"strings"
	"unicode"

	"clinic/internal/platform/fold"
)

// kind is what a token is.
type kind int

const (
	word   kind = iota // letters: "terça", "Dra"
	number             // digits, maybe an ordinal: "15", "1º"
	clock              // a written clock time: "14h", "14h30", "10:15", "8hs"
	slash              // a written date: "10/12", "10/12/2026"
	stop               // punctuation that ends a phrase: , . ? ! ; and line breaks
)

// token is one unit of a message. Words are matched by their folded form; names keep the
// original spelling.
type token struct {
	kind     kind
	text     string // folded: lower case, no accents
	orig     string // as written
	n        int    // number: its value
	h, m     int    // clock: hour and minute
	d, mo, y int    // slash: day, month, year (0 when not written)
	used     bool   // consumed by a rule; later rules skip it
}

// tokenize splits a message into tokens. Hyphens split words ("segunda-feira" → segunda feira,
// "meio-dia" → meio dia); other punctuation inside a phrase is dropped.
func tokenize(s string) []token {
	var out []token
	rs := []rune(s)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsLetter(r) && r != 'º' && r != 'ª':
			j := i
			for j < len(rs) && unicode.IsLetter(rs[j]) && rs[j] != 'º' && rs[j] != 'ª' {
				j++
			}
			orig := string(rs[i:j])
			out = append(out, token{kind: word, text: fold.String(orig), orig: orig})
			i = j
		case unicode.IsDigit(r):
			t, j := numberToken(rs, i)
			out = append(out, t)
			i = j
		case r == ',' || r == '.' || r == '?' || r == '!' || r == ';' || r == '\n':
			out = append(out, token{kind: stop, text: string(r), orig: string(r)})
			i++
		default:
			i++
		}
	}
	return out
}

// numberToken reads the digits at rs[i] and what a number may carry: ":mm", "h", "hmm",
// "hs"/"hrs", "/m", "/m/yyyy", an ordinal sign.
func numberToken(rs []rune, i int) (token, int) {
	digits := func(j int) (int, int, int) { // value, end, count
		k := j
		for k < len(rs) && unicode.IsDigit(rs[k]) && k-j < 6 {
			k++
		}
		v, _ := strconv.Atoi(string(rs[j:k]))
		return v, k, k - j
	}
	v, j, _ := digits(i)
	orig := func(end int) string { return string(rs[i:end]) }
	isDigit := func(k int) bool { return k < len(rs) && unicode.IsDigit(rs[k]) }
	switch {
	case j < len(rs) && rs[j] == ':' && isDigit(j+1):
		m, k, c := digits(j + 1)
		if c == 2 && v < 24 && m < 60 {
			return token{kind: clock, h: v, m: m, orig: orig(k), text: orig(k)}, skipHourSuffix(rs, k)
		}
	case j < len(rs) && (rs[j] == 'h' || rs[j] == 'H') && v < 24:
		k := j + 1
		m := 0
		if isDigit(k) {
			mm, e, c := digits(k)
			if c != 2 || mm >= 60 {
				break
			}
			m, k = mm, e
			if strings.EqualFold(string(rs[k:min(k+3, len(rs))]), "min") {
				k += 3 // "8h30min"
			}
		} else {
			for k < len(rs) && unicode.IsLetter(rs[k]) && strings.ContainsRune("rsRS", rs[k]) {
				k++ // "14hs", "14hrs"
			}
			if k < len(rs) && unicode.IsLetter(rs[k]) {
				break // "10horas" is read as a number and a word
			}
		}
		return token{kind: clock, h: v, m: m, orig: orig(k), text: orig(k)}, k
	case j < len(rs) && rs[j] == '/' && isDigit(j+1):
		mo, k, _ := digits(j + 1)
		y := 0
		if k < len(rs) && rs[k] == '/' && isDigit(k+1) {
			yy, e, c := digits(k + 1)
			switch c {
			case 2:
				y, k = 2000+yy, e
			case 4:
				y, k = yy, e
			}
		}
		return token{kind: slash, d: v, mo: mo, y: y, orig: orig(k), text: orig(k)}, k
	case j < len(rs) && (rs[j] == 'º' || rs[j] == '°' || rs[j] == 'o' && (j+1 == len(rs) || !unicode.IsLetter(rs[j+1]))):
		return token{kind: number, n: v, orig: orig(j + 1), text: strconv.Itoa(v)}, j + 1
	}
	return token{kind: number, n: v, orig: orig(j), text: strconv.Itoa(v)}, j
}

// skipHourSuffix skips an "h" or "hs" written after "10:15".
func skipHourSuffix(rs []rune, k int) int {
	if k < len(rs) && (rs[k] == 'h' || rs[k] == 'H') && (k+1 == len(rs) || !unicode.IsLetter(rs[k+1]) || rs[k+1] == 's') {
		k++
		if k < len(rs) && rs[k] == 's' {
			k++
		}
	}
	return k
}
