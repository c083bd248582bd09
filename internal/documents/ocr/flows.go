package ocr

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// A page may print two or three flows of text side by side: exam blocks in columns whose lines
// do not line up, a column of comments beside the results. Lines grouped by baseline across the
// whole page then interleave them ("HEPATITE B – ANTI-HBc TOTAL" from the left block, then
// "SÍFILIS – TESTE TREPONÊMICO" from the right, then a line holding both blocks' material).
// readingOrder finds such bands of lines and reads each flow of a band whole, left to right.
//
// A table's columns are never split: its rows put every cell on one baseline, so a gutter
// between its columns has content on both sides of nearly every line. Side-by-side flows break
// that: many of their lines hold text on one side only, because the two flows' lines fall on
// different baselines or end at different heights.

// Flow detection tuning.
const (
	minFlowLines  = 4    // the shortest band read as flows side by side
	gutterWidth   = 1.2  // the narrowest gap between flows, relative to the font size
	oneSidedShare = 0.25 // at least this share of a band's lines hold text on one side only
	// a line whose parts on either side of the gutter stand this many font sizes apart in height
	// joins two flows' lines that groupLines put together; a table's row shares one baseline, so
	// at least a third of a band's lines with text on both sides must be such joins
	baselineOffset = 0.08
)

// span is the horizontal extent of a glyph.
type span struct{ x0, x1 float64 }

// glyphSpan is where g is drawn; a glyph of unknown width is taken as half its font size wide.
func glyphSpan(g glyph) span {
	w := g.w
	if w <= 0 {
		w = 0.5 * g.size
	}
	return span{g.x, g.x + w}
}

// readingOrder returns the page's lines in reading order: where a band of lines holds flows side
// by side, the left flow's parts of those lines, then the right flow's (each again split when it
// holds flows of its own).
func readingOrder(lines [][]glyph) [][]glyph {
	var out [][]glyph
	for i := 0; i < len(lines); {
		end, x, ok := flowsAt(lines, i)
		if !ok {
			out = append(out, lines[i])
			i++
			continue
		}
		var left, right [][]glyph
		for _, l := range lines[i:end] {
			k := splitAt(l, x)
			if k > 0 {
				left = append(left, l[:k])
			}
			if k < len(l) {
				right = append(right, l[k:])
			}
		}
		out = append(out, readingOrder(left)...)
		out = append(out, readingOrder(right)...)
		i = end
	}
	return out
}

// flowsAt looks for a band of flows side by side that starts at line i: the longest run of
// lines that leave a common gutter free with text on both sides of it, when enough of those
// lines hold text on one side only. It returns the band's end (exclusive) and the gutter's x.
func flowsAt(lines [][]glyph, i int) (int, float64, bool) {
	size := medianSize(lines[i])
	free, ext := freeGaps(lines[i], size), extent(lines[i])
	end := i + 1
	for ; end < len(lines); end++ {
		f, e := intersectGaps(free, freeGaps(lines[end], size), size), extent(lines[end])
		e = span{min(e.x0, ext.x0), max(e.x1, ext.x1)}
		if len(innerGaps(f, e, size)) == 0 {
			break
		}
		free, ext = f, e
	}
	if end-i < minFlowLines {
		return 0, 0, false
	}
	gaps := innerGaps(free, ext, size)
	slices.SortStableFunc(gaps, func(a, b span) int { return cmp.Compare(b.x1-b.x0, a.x1-a.x0) }) // the widest first
	for _, g := range gaps {
		x := (g.x0 + g.x1) / 2
		if sidedFlows(lines[i:end], x) {
			return end, x, true
		}
	}
	return 0, 0, false
}

// extent is the horizontal extent of a line's text.
func extent(l []glyph) span {
	e := span{math.Inf(1), math.Inf(-1)}
	for _, g := range l {
		if strings.TrimSpace(g.s) != "" {
			s := glyphSpan(g)
			e = span{min(e.x0, s.x0), max(e.x1, s.x1)}
		}
	}
	return e
}

// innerGaps clips gaps to the extent e and keeps those that lie inside it (text on both sides),
// at least gutterWidth font sizes wide.
func innerGaps(gaps []span, e span, size float64) []span {
	var out []span
	for _, g := range gaps {
		c := span{max(g.x0, e.x0), min(g.x1, e.x1)}
		if c.x0 > e.x0 && c.x1 < e.x1 && c.x1-c.x0 >= gutterWidth*size {
			out = append(out, c)
		}
	}
	return out
}

// freeGaps returns the horizontal gaps of a line at least gutterWidth font sizes wide, including
// the open space left and right of its text (a line holding one side only leaves the other
// free).
func freeGaps(l []glyph, size float64) []span {
	if len(l) == 0 {
		return []span{{math.Inf(-1), math.Inf(1)}}
	}
	spans := make([]span, 0, len(l))
	for _, g := range l {
		if strings.TrimSpace(g.s) != "" {
			spans = append(spans, glyphSpan(g))
		}
	}
	if len(spans) == 0 {
		return []span{{math.Inf(-1), math.Inf(1)}}
	}
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.x0, b.x0) })
	out := []span{{math.Inf(-1), spans[0].x0}}
	end := spans[0].x1
	for _, s := range spans[1:] {
		if s.x0-end >= gutterWidth*size {
			out = append(out, span{end, s.x0})
		}
		end = max(end, s.x1)
	}
	return append(out, span{end, math.Inf(1)})
}

// intersectGaps keeps the parts of gaps a and b that both leave free, at least gutterWidth font
// sizes wide.
func intersectGaps(a, b []span, size float64) []span {
	var out []span
	for _, p := range a {
		for _, q := range b {
			s := span{max(p.x0, q.x0), min(p.x1, q.x1)}
			if s.x1-s.x0 >= gutterWidth*size {
				out = append(out, s)
			}
		}
	}
	return out
}

// sidedFlows reports whether a band's lines, split at x, read as two flows side by side: text on
// both sides (at least two lines each, two of them with digits: a block's names apart from its
// values are no flow of their own), a right side whose lines mostly start with a word (nor is a
// table's column of values), and, between the band's first and last line with text on both
// sides, at least two lines with text on the left only and two on the right only, together a
// share of those lines, while a third of the lines with text on both sides join two baselines.
// Columns of cards whose lines nearly line up leave few lines with text on one side; when two
// thirds of their lines with text on both sides join two baselines, that suffices. A table's
// rows share a baseline, and its wrapped cells leave lines with text on one side mostly: its
// wrapped names, or its wrapped references.
func sidedFlows(band [][]glyph, x float64) bool {
	sides := make([]int, len(band)) // 1 left only, 2 right only, 3 both
	var left, right, wordStarts, leftDigits, rightDigits, offset, rows int
	first, last := -1, -1
	for i, l := range band {
		k := splitAt(l, x)
		if k > 0 && k < len(l) && math.Abs(baseline(l[:k])-baseline(l[k:])) > baselineOffset*medianSize(l) {
			offset++
		}
		if k > 0 {
			left++
			sides[i] |= 1
			if holdsDigit(l[:k]) {
				leftDigits++
			}
		}
		if k < len(l) {
			right++
			sides[i] |= 2
			if startsWithWord(l[k:]) {
				wordStarts++
			}
			if holdsDigit(l[k:]) {
				rightDigits++
			}
		}
		if sides[i] == 3 {
			if first < 0 {
				first = i
			}
			last = i
			if nameAlone(l[:k]) && startsWithValue(l[k:]) {
				rows++ // a name beside its value: "Glicose" | "108 * mg/dL", "T4 livre" | "15.2 pmol/L", "HBsAg CMIA" | "Não reagente"
			}
		}
	}
	if first < 0 {
		first, last = 0, len(band)-1
	}
	var leftOnly, rightOnly, both int
	for _, s := range sides[first : last+1] {
		switch s {
		case 1:
			leftOnly++
		case 2:
			rightOnly++
		case 3:
			both++
		}
	}
	return left >= 2 && right >= 2 && 2*wordStarts > right && leftDigits >= 2 && rightDigits >= 2 && leftOnly >= 2 && rightOnly >= 2 &&
		(both == 0 || 2*rows < both) && // (half of them a name beside its value: a table's rows, drawn on baselines a little apart)
		(both == 0 || 3*offset >= both) &&
		(float64(leftOnly+rightOnly) >= oneSidedShare*float64(last-first+1) || both >= minFlowLines && 3*offset >= 2*both)
}

// baseline is the median baseline of a line part.
func baseline(l []glyph) float64 {
	ys := make([]float64, len(l))
	for i, g := range l {
		ys[i] = g.y
	}
	slices.Sort(ys)
	return ys[len(ys)/2]
}

// nameAlone reports whether a line part may be a name alone: no word of it starts with a digit
// (a value, a range; "A1c" and "T4" are names) outside brackets ("TFGe (CKD-EPI 2021)" is a
// name), and it does not end in a colon (a label).
func nameAlone(l []glyph) bool {
	text := strings.TrimSpace(lineText(l, false))
	if text == "" || strings.HasSuffix(text, ":") {
		return false
	}
	depth := 0
	for _, w := range strings.Fields(text) {
		if r := []rune(w)[0]; unicode.IsDigit(r) && depth == 0 {
			return false
		}
		depth = max(0, depth+strings.Count(w, "(")-strings.Count(w, ")"))
	}
	return true
}

// startsWithDigit reports whether a line part's first visible character is a digit: a value.
func startsWithDigit(l []glyph) bool {
	for _, g := range l {
		for _, r := range g.s {
			if !unicode.IsSpace(r) {
				return unicode.IsDigit(r)
			}
		}
	}
	return false
}

// qualitativeResult matches the start of a qualitative result: a serology's or a urinalysis's
// value cell ("Não reagente", "Negativo", "Ausentes"), which a table's row puts beside its name
// as a number would be.
var qualitativeResult = regexp.MustCompile(`^(?i)(n[ãa]o[ -]+)?(reagente|detect[áa]vel|negativ[oa]|positiv[oa]|ausentes?|presentes?|indeterminad[oa]|inconclusiv[oa])\b`)

// startsWithValue reports whether a line part starts with a value: a number, or a qualitative
// result.
func startsWithValue(l []glyph) bool {
	return startsWithDigit(l) || qualitativeResult.MatchString(strings.TrimSpace(lineText(l, false)))
}

// holdsDigit reports whether a line part holds a digit: a value, a date, a reference.
func holdsDigit(l []glyph) bool {
	return slices.ContainsFunc(l, func(g glyph) bool { return strings.ContainsAny(g.s, "0123456789") })
}

// startsWithWord reports whether a line part starts with a word of three letters or more: a
// name, not a unit ("µUI/mL", "ng/dL") nor a flag ("H") a table's next column starts with.
func startsWithWord(l []glyph) bool {
	var word []rune
	for _, g := range l {
		for _, r := range g.s {
			switch {
			case unicode.IsLetter(r):
				word = append(word, r)
			case unicode.IsSpace(r) && len(word) == 0:
			default:
				return len(word) >= 3 && r != '/'
			}
		}
	}
	return len(word) >= 3
}

// medianSize is the median font size of a line's glyphs.
func medianSize(l []glyph) float64 {
	if len(l) == 0 {
		return defaultFontSize
	}
	sizes := make([]float64, len(l))
	for i, g := range l {
		sizes[i] = g.size
	}
	slices.Sort(sizes)
	return sizes[len(sizes)/2]
}

// splitAt is where line l crosses the gutter at x: the index of its first glyph at or right of x
// (len(l) when every glyph is left of it).
func splitAt(l []glyph, x float64) int {
	if k := slices.IndexFunc(l, func(g glyph) bool { return g.x >= x }); k >= 0 {
		return k
	}
	return len(l)
}
