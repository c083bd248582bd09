package extract

import (
	"regexp"
	"strings"
	"unicode"

	textfold "clinic/internal/platform/fold"
	"clinic/internal/platform/ligature"
)

// foldRune maps a rune to its lower-case, accent-free form, one rune for one rune, so folded
// text lines up with the original.
func foldRune(r rune) rune { return textfold.Rune(r) }

// fold returns s lower-cased and without accents.
func fold(s string) string { return textfold.String(s) }

// Fold returns s trimmed, lower-cased and without accents: the form under which two mentions of
// a fact ("Dipirona", "dipirona") are the same.
func Fold(s string) string { return fold(strings.TrimSpace(s)) }

// foldedText is a folded copy of a string that can map its byte offsets back
// to the original, so patterns can match accent-insensitively while values
// are returned as printed.
type foldedText struct {
	orig string
	s    string
	off  []int // off[i] is the original byte offset of folded byte i; len(s)+1 entries
}

func newFolded(orig string) foldedText {
	t := textfold.NewText(orig)
	return foldedText{orig: orig, s: t.Folded, off: t.Offsets()}
}

// span returns the original text for the folded byte range [i, j).
func (f foldedText) span(i, j int) string {
	if i < 0 || j > len(f.s) || i >= j {
		return ""
	}
	return f.orig[f.off[i]:f.off[j]]
}

// lines splits text into trimmed lines, ligatures spelled out (package ocr already does; texts
// from elsewhere may not); page separators become empty lines.
func lines(text string) []string {
	raw := strings.Split(strings.ReplaceAll(ligature.Expand(text), "\r", ""), "\n")
	out := make([]string, len(raw))
	for i, l := range raw {
		fields := strings.Fields(strings.ReplaceAll(tickedOptions(l), "\f", " "))
		for k, f := range fields {
			if t := strings.TrimLeft(f, "“”„"); t != "" {
				fields[k] = t // an opening quote OCR reads from a speck before a word: "“Coleta “02/09/2025"
			}
		}
		out[i] = strings.Join(fields, " ")
	}
	return out
}

// checkbox finds a form's boxes: ticked ("☒", "☑", "[x]") or not ("☐", "[ ]").
var checkbox = regexp.MustCompile(`[☐☒☑]|\[[ xX]\]`)

// tickedOptions keeps, of a line of a form's boxes, what comes before the first box and the
// options whose box is ticked ("Nitrito ☐ Negativo ☒ Positivo" → "Nitrito Positivo"): an option
// left unticked is not a statement.
func tickedOptions(l string) string {
	boxes := checkbox.FindAllStringIndex(l, -1)
	if boxes == nil {
		return l
	}
	parts := []string{l[:boxes[0][0]]}
	for k, b := range boxes {
		end := len(l)
		if k+1 < len(boxes) {
			end = boxes[k+1][0]
		}
		if box := l[b[0]:b[1]]; box == "☒" || box == "☑" || strings.ContainsAny(box, "xX") {
			parts = append(parts, l[b[1]:end])
		}
	}
	return strings.Join(parts, " ")
}

// upperFirst capitalises the first letter of s.
func upperFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// cleanItem trims spaces and edge punctuation from a list item.
func cleanItem(s string) string {
	return strings.Trim(strings.TrimSpace(s), " .,;:-–—•*")
}

// splitList splits an inline list on ";", "," and " e ".
func splitList(s string) []string {
	s = strings.ReplaceAll(s, ";", ",")
	var out []string
	for _, part := range splitOutsideParens(s) {
		for _, p := range strings.Split(part, " e ") {
			if p = cleanItem(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// splitOutsideParens splits s on commas that are not inside parentheses.
func splitOutsideParens(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
