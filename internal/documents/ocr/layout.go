package ocr

import (
	"math"
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
func toGlyphs(items []pdf.Text) []glyph {
	gs := make([]glyph, 0, len(items))
	for _, t := range items {
		if t.S == "" || strings.IndexFunc(t.S, unicode.IsControl) >= 0 && strings.TrimSpace(t.S) == "" {
			continue
		}
		size := math.Abs(t.FontSize)
		if size < 0.5 || math.IsNaN(size) || math.IsInf(size, 0) {
			size = defaultFontSize
		}
		gs = append(gs, glyph{x: t.X, y: t.Y, w: t.W, size: size, s: strings.ReplaceAll(t.S, "\u2212", "-")})
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
	lines := groupLines(gs)
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if s := lineText(l); s != "" {
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
// normalizes the line (normalizeLine).
func lineText(l []glyph) string {
	var b strings.Builder
	for i, g := range l {
		if i > 0 && needsSpace(l[i-1], g) {
			b.WriteByte(' ')
		}
		if i > 0 && isOverprint(l[i-1], g) {
			continue
		}
		b.WriteString(g.s)
	}
	return normalizeLine(b.String())
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
