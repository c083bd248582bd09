package ocr

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/ledongthuc/pdf"
)

// glyph is one shown character with its position in PDF user space (origin
// bottom left).
type glyph struct {
	x, y, w, size float64
	s             string
	seq           int // the order in which the content stream shows it
	obj           int // the text object (BT … ET) that shows it
}

// Layout tuning, relative to the font size.
const (
	lineTolerance   = 0.5  // baselines closer than this are one line
	spaceGap        = 0.2  // a gap wider than this between glyphs with known widths is a space
	unknownWidthGap = 1.3  // advance beyond which glyphs without widths are separated by a space
	collapsedShare  = 0.5  // more glyphs than this share a point: positions unusable
	minLetters      = 10   // fewer letters than this: the page is a scan
	defaultFontSize = 10.0 // used when the library reports no usable size
)

// toGlyphs converts the library's text items, dropping control characters.
// U+2212 MINUS SIGN (what PostScript's ISOLatin1Encoding calls the hyphen
// key) becomes "-", so ranges read "70 - 99" whatever the generator.
func toGlyphs(items []pdf.Text, objs []int) []glyph {
	gs := make([]glyph, 0, len(items))
	for i, t := range items {
		if t.S == "" || strings.IndexFunc(t.S, unicode.IsControl) >= 0 && strings.TrimSpace(t.S) == "" {
			continue
		}
		size := math.Abs(t.FontSize)
		if size < 0.5 || math.IsNaN(size) || math.IsInf(size, 0) {
			size = defaultFontSize
		}
		gs = append(gs, glyph{x: t.X, y: t.Y, w: t.W, size: size, s: strings.ReplaceAll(t.S, "\u2212", "-"), seq: len(gs), obj: objs[i]})
	}
	return gs
}

// positionsCollapsed reports whether most visible glyphs share their
// position with another glyph. The library gives glyphs of CID (Type0) fonts
// no advance width, so every glyph of a string shown with Tj lands on the
// string's origin: a whole run, line or page collapses into one point and
// word gaps made by kerning are lost.
func positionsCollapsed(gs []glyph) bool {
	counts := map[[2]int64]int{}
	visible := 0
	for _, g := range gs {
		if strings.TrimSpace(g.s) == "" {
			continue
		}
		visible++
		counts[[2]int64{int64(math.Round(g.x * 10)), int64(math.Round(g.y * 10))}]++
	}
	shared := 0
	for _, n := range counts {
		if n > 1 {
			shared += n
		}
	}
	return visible >= minLetters && float64(shared) > collapsedShare*float64(visible)
}

// layoutText turns glyphs into lines of text, top to bottom, left to right.
func layoutText(gs []glyph) string {
	lines := readingOrder(groupLines(gs))
	out := make([]string, 0, len(lines))
	cells := objectsAreCells(gs)
	for _, l := range lines {
		if s := lineText(l, cells); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, "\n")
}

// groupLines clusters glyphs by baseline. Sorting is stable so glyphs that
// share a position keep the content stream's order.
func groupLines(gs []glyph) [][]glyph {
	sorted := append([]glyph(nil), gs...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].y > sorted[j].y })
	var lines [][]glyph
	var cur []glyph
	var refY, refSize float64
	for _, g := range sorted {
		if len(cur) > 0 && refY-g.y <= lineTolerance*max(refSize, g.size) {
			cur = append(cur, g)
			continue
		}
		if len(cur) > 0 {
			lines = append(lines, cur)
		}
		cur, refY, refSize = []glyph{g}, g.y, g.size
	}
	if len(cur) > 0 {
		lines = append(lines, cur)
	}
	for _, l := range lines {
		sort.SliceStable(l, func(i, j int) bool { return l[i].x < l[j].x })
	}
	return lines
}

// lineText joins one line's glyphs, inserting spaces at wide gaps, and
// normalizes the line (normalizeLine). The line is read phrase by phrase (see phrases), so a
// cell whose text overflows into the next one reads whole, then the next ("4,12 milhões/mm³
// Homens: 4,50 a 5,90"), where glyphs sorted by position alone would interleave.
func lineText(l []glyph, cells bool) string {
	var b strings.Builder
	for k, p := range phrases(l, cells) {
		if k > 0 {
			b.WriteByte(' ')
		}
		for i, g := range p {
			if i > 0 && needsSpace(p[i-1], g) {
				b.WriteByte(' ')
			}
			if i > 0 && isOverprint(p[i-1], g) {
				continue
			}
			b.WriteString(g.s)
		}
	}
	return normalizeLine(b.String())
}

// phrases splits a line's glyphs, in the order the content stream shows them, wherever the
// next glyph does not go on to the right of the previous one (it starts back over drawn text),
// and, when cells is set, wherever a new text object begins; it orders the phrases by where
// they start. A generator that shows a line left to right (Chromium, LibreOffice, a TJ row)
// gives one phrase, read as glyphs in their positions; cells drawn one by one (fpdf, whose cells
// touch when their margin is 0: "1,34" right-aligned then "0,70 a 1,30") give a phrase each. A
// phrase drawn again over itself (fake bold) is read once.
func phrases(l []glyph, cells bool) [][]glyph {
	byShow := append([]glyph(nil), l...)
	sort.SliceStable(byShow, func(i, j int) bool { return byShow[i].seq < byShow[j].seq })
	var out [][]glyph
	start := 0
	for i := 1; i <= len(byShow); i++ {
		if i < len(byShow) && !goesBack(byShow[i-1], byShow[i]) && (!cells || byShow[i].obj == byShow[i-1].obj) {
			continue
		}
		p := byShow[start:i]
		start = i
		if !redrawn(out, p) {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i][0].x < out[j][0].x })
	return out
}

// objectsAreCells reports whether the page's text objects (BT … ET) hold words or more, as a
// generator's cells and lines do: most of its glyphs are in objects of at least three glyphs.
// A generator that puts every glyph in its own object says nothing by its object boundaries.
func objectsAreCells(gs []glyph) bool {
	per := map[int]int{}
	for _, g := range gs {
		per[g.obj]++
	}
	inWords := 0
	for _, g := range gs {
		if per[g.obj] >= 3 {
			inWords++
		}
	}
	return len(gs) > 0 && inWords*2 > len(gs)
}

// goesBack reports whether next starts left of where prev ends (by more than a fifth of the font
// size, what kerning and rounding allow).
func goesBack(prev, next glyph) bool {
	if isOverprint(prev, next) {
		return false // a glyph drawn twice (fake bold), read once
	}
	return next.x < prev.x+max(prev.w, 0)-0.2*max(prev.size, next.size)
}

// redrawn reports whether p repeats, at nearly the same place, a phrase already read.
func redrawn(read [][]glyph, p []glyph) bool {
	for _, q := range read {
		if math.Abs(q[0].x-p[0].x) < 0.2*p[0].size && math.Abs(q[0].y-p[0].y) < 0.2*p[0].size &&
			slices.EqualFunc(q, p, func(a, b glyph) bool { return a.s == b.s }) {
			return true
		}
	}
	return false
}

// needsSpace reports whether the gap between two neighbouring glyphs reads as
// a space.
func needsSpace(prev, next glyph) bool {
	size := max(prev.size, next.size)
	advance := next.x - prev.x
	if prev.w <= 0 {
		// The library knows no width (CID fonts): only a gap wider than any
		// glyph counts.
		return advance > unknownWidthGap*size
	}
	return advance-prev.w > spaceGap*size
}

// isOverprint reports a glyph drawn twice at the same place (fake bold).
func isOverprint(prev, next glyph) bool {
	return prev.w > 0 && prev.s == next.s && math.Abs(prev.x-next.x) < 0.1*prev.w && math.Abs(prev.y-next.y) < 0.5
}

// countLetters counts Unicode letters outside the private use area.
func countLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Co, r) {
			n++
		}
	}
	return n
}
