package ocr

import (
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/ledongthuc/pdf"
)

// pageText walks a page's content stream like pdf.Page.Content, with the
// same positions (and the same missing widths for Type0 fonts), but
//   - without the phantom glyph Content appends after every TJ (it decodes a
//     "\n" byte through the font, which yields a letter in subset fonts), and
//   - decoding simple fonts code by code, so a ligature ("fi") stays one
//     item at its own position instead of shifting its neighbours.
//
// It keeps at most maxPageGlyphs glyphs and maxGraphicsDepth saved graphics states, decodes each
// font once, charges every ToUnicode map it reads to budget and finds inherited resources within
// maxTreeDepth parents, so a content stream of a billion "q" or font changes costs time (bounded
// by maxContentBytes), not memory, and a Parent cycle cannot loop. overLimits is true when the
// page shows more than maxPageGlyphs glyphs or the budget ran out. objs gives, per item, the
// text object (BT … ET) that shows it.
func pageText(p pdf.Page, budget *decodeBudget) (items []pdf.Text, objs []int, overLimits bool) {
	contents := p.V.Key("Contents")
	if contents.IsNull() {
		return nil, nil, false
	}
	w := &textWalker{resources: inherited(p.V, "Resources"), budget: budget,
		g: textState{th: 1, ctm: identity}, fonts: map[string]walkerFont{}}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(pageOverLimits); !ok {
				panic(r)
			}
			items, objs, overLimits = nil, nil, true
		}
	}()
	pdf.Interpret(contents, w.op)
	return w.out, w.objs, false
}

// pageOverLimits is the panic that ends a walk over its limits: Interpret has no other way out.
type pageOverLimits struct{}

// Bounds of one page's walk: a dense A4 page shows about 6,000 glyphs; PDF viewers allow a few
// dozen nested q; page trees are a few levels deep.
const (
	maxPageGlyphs    = 200_000
	maxGraphicsDepth = 1024
	maxTreeDepth     = 64
)

// inherited returns node's key, or the nearest Parent's, looking at most maxTreeDepth levels up
// (the library's own lookup follows a Parent cycle for ever).
func inherited(node pdf.Value, key string) pdf.Value {
	for i := 0; i < maxTreeDepth && !node.IsNull(); i++ {
		if v := node.Key(key); !v.IsNull() {
			return v
		}
		node = node.Key("Parent")
	}
	return pdf.Value{}
}

type mat [3][3]float64

var identity = mat{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

func (x mat) mul(y mat) mat {
	var z mat
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				z[i][j] += x[i][k] * y[k][j]
			}
		}
	}
	return z
}

func translate(tx, ty float64) mat { return mat{{1, 0, 0}, {0, 1, 0}, {tx, ty, 1}} }

type textState struct {
	tc, tw, th, tl, tfs, trise float64
	font                       pdf.Font
	enc                        pdf.TextEncoding
	composite                  bool
	cid                        *cidWidths // a composite font's two-byte codes and widths; nil: unknown
	wide                       wideRanges // ToUnicode ranges the library decodes wrong (see wideRanges)
	tm, tlm, ctm               mat
}

type textWalker struct {
	resources pdf.Value
	budget    *decodeBudget
	g         textState
	stack     []textState
	skipped   int // q operators beyond maxGraphicsDepth, matched by the next Q operators
	out       []pdf.Text
	objs      []int                 // per glyph of out, the text object (BT … ET) that shows it
	obj       int                   // text objects begun so far
	fonts     map[string]walkerFont // by resource name, decoded once per page
}

// walkerFont is a font resource with its decoder.
type walkerFont struct {
	font      pdf.Font
	enc       pdf.TextEncoding
	composite bool
	cid       *cidWidths
	wide      wideRanges
}

func floats(args []pdf.Value) []float64 {
	f := make([]float64, len(args))
	for i, a := range args {
		f[i] = a.Float64()
	}
	return f
}

func matrixOf(a []float64) mat {
	return mat{{a[0], a[1], 0}, {a[2], a[3], 0}, {a[4], a[5], 1}}
}

func (w *textWalker) op(stk *pdf.Stack, op string) {
	n := stk.Len()
	args := make([]pdf.Value, n)
	for i := n - 1; i >= 0; i-- {
		args[i] = stk.Pop()
	}
	g := &w.g
	switch {
	case op == "q" && len(w.stack) < maxGraphicsDepth:
		w.stack = append(w.stack, *g)
	case op == "q":
		w.skipped++
	case op == "Q" && w.skipped > 0:
		w.skipped--
	case op == "Q" && len(w.stack) > 0:
		*g = w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
	case op == "cm" && n == 6:
		g.ctm = matrixOf(floats(args)).mul(g.ctm)
	case op == "BT":
		g.tm, g.tlm = identity, identity
		w.obj++
	case op == "Tm" && n == 6:
		g.tm = matrixOf(floats(args))
		g.tlm = g.tm
	case (op == "Td" || op == "TD") && n == 2:
		if op == "TD" {
			g.tl = -args[1].Float64()
		}
		g.tlm = translate(args[0].Float64(), args[1].Float64()).mul(g.tlm)
		g.tm = g.tlm
	case op == "T*":
		w.nextLine()
	case op == "Tf" && n == 2:
		w.setFont(args[0].Name(), args[1].Float64())
	case op == "Tc" && n == 1:
		g.tc = args[0].Float64()
	case op == "Tw" && n == 1:
		g.tw = args[0].Float64()
	case op == "Tz" && n == 1:
		g.th = args[0].Float64() / 100
	case op == "TL" && n == 1:
		g.tl = args[0].Float64()
	case op == "Ts" && n == 1:
		g.trise = args[0].Float64()
	case op == "Tj" && n == 1:
		w.show(args[0].RawString())
	case op == "'" && n == 1:
		w.nextLine()
		w.show(args[0].RawString())
	case op == "\"" && n == 3:
		g.tw, g.tc = args[0].Float64(), args[1].Float64()
		w.nextLine()
		w.show(args[2].RawString())
	case op == "TJ" && n == 1:
		w.showArray(args[0])
	}
}

func (w *textWalker) nextLine() {
	w.g.tlm = translate(0, -w.g.tl).mul(w.g.tlm)
	w.g.tm = w.g.tlm
}

func (w *textWalker) setFont(name string, size float64) {
	f, ok := w.fonts[name]
	if !ok {
		f.font = pdf.Font{V: w.resources.Key("Font").Key(name)}
		if !w.budget.charge(f.font.V.Key("ToUnicode")) {
			panic(pageOverLimits{})
		}
		f.composite = f.font.V.Key("Subtype").Name() == "Type0"
		if f.composite {
			f.cid = readCIDWidths(f.font.V)
			if f.cid != nil {
				f.wide = readWideRanges(f.font.V.Key("ToUnicode"))
			}
		}
		if f.enc = f.font.Encoder(); f.enc == nil {
			f.enc = rawEncoding{}
		}
		w.fonts[name] = f
	}
	g := &w.g
	g.font, g.enc, g.composite, g.cid, g.wide, g.tfs = f.font, f.enc, f.composite, f.cid, f.wide, size
}

// rawEncoding passes bytes through, as the library does without an encoding.
type rawEncoding struct{}

func (rawEncoding) Decode(raw string) string { return raw }

func (w *textWalker) showArray(v pdf.Value) {
	g := &w.g
	for i := 0; i < v.Len(); i++ {
		x := v.Index(i)
		if x.Kind() == pdf.String {
			w.show(x.RawString())
			continue
		}
		g.tm = translate(-x.Float64()/1000*g.tfs*g.th, 0).mul(g.tm)
	}
}

// show places a string's glyphs. A composite font with two-byte codes (Identity-H or -V, what
// Chromium, LibreOffice and most generators embed) is read code by code with the widths of its
// descendant font, so its glyphs get their own positions and widths like a simple font's; any
// other composite font is decoded as a whole and, as in the library, gets no advance width.
func (w *textWalker) show(s string) {
	g := &w.g
	if g.enc == nil {
		g.enc = rawEncoding{}
	}
	if g.composite && g.cid != nil {
		for i := 0; i+1 < len(s); i += 2 {
			code := int(s[i])<<8 | int(s[i+1])
			w0 := g.cid.width(code)
			text, ok := g.wide.decode(code)
			if !ok {
				text = g.enc.Decode(s[i : i+2])
			}
			w.emit(text, w0)
			g.tm = translate((w0/1000*g.tfs+g.tc)*g.th, 0).mul(g.tm)
		}
		return
	}
	if g.composite {
		for _, r := range g.enc.Decode(s) {
			w.emit(string(r), 0)
		}
		return
	}
	for i := 0; i < len(s); i++ {
		w0 := g.font.Width(int(s[i]))
		w.emit(g.enc.Decode(s[i:i+1]), w0)
		tx := w0/1000*g.tfs + g.tc
		if s[i] == ' ' {
			tx += g.tw
		}
		g.tm = translate(tx*g.th, 0).mul(g.tm)
	}
}

func (w *textWalker) emit(text string, w0 float64) {
	if len(w.out) >= maxPageGlyphs {
		panic(pageOverLimits{})
	}
	g := &w.g
	trm := mat{{g.tfs * g.th, 0, 0}, {0, g.tfs, 0}, {0, g.trise, 1}}.mul(g.tm).mul(g.ctm)
	font := g.font.BaseFont()
	if i := strings.Index(font, "+"); i >= 0 {
		font = font[i+1:]
	}
	w.out = append(w.out, pdf.Text{Font: font, FontSize: trm[0][0], X: trm[2][0], Y: trm[2][1], W: w0 / 1000 * trm[0][0], S: text})
	w.objs = append(w.objs, w.obj)
}

// cidWidths are a composite font's glyph widths (PDF 32000 9.7.4.3): runs of consecutive codes
// with their own widths ("c [w1 w2 ...]") or one width ("c1 c2 w"), and a default.
type cidWidths struct {
	runs []cidRun
	dw   float64
}

type cidRun struct {
	first, last int
	w           float64   // the run's width when ws is nil
	ws          []float64 // one width per code from first
}

// maxCIDWidthItems bounds the W array read (a CJK font lists a few thousand; more is hostile
// or useless, and the font is then read without widths).
const maxCIDWidthItems = 1 << 16

// readCIDWidths reads the widths of a Type0 font whose codes are two bytes (Identity-H or
// Identity-V encoding); nil when the encoding is another CMap or the W array is too large.
func readCIDWidths(font pdf.Value) *cidWidths {
	if e := font.Key("Encoding").Name(); e != "Identity-H" && e != "Identity-V" {
		return nil
	}
	desc := font.Key("DescendantFonts").Index(0)
	c := &cidWidths{dw: 1000}
	if dw := desc.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
		c.dw = dw.Float64()
	}
	arr := desc.Key("W")
	n := arr.Len()
	if n > maxCIDWidthItems {
		return nil
	}
	items := 0
	for i := 0; i < n; {
		first := arr.Index(i)
		if i+1 >= n || first.Kind() != pdf.Integer {
			break
		}
		if next := arr.Index(i + 1); next.Kind() == pdf.Array {
			m := next.Len()
			if items += m; items > maxCIDWidthItems {
				return nil
			}
			ws := make([]float64, m)
			for k := range ws {
				ws[k] = next.Index(k).Float64()
			}
			c.runs = append(c.runs, cidRun{first: int(first.Int64()), last: int(first.Int64()) + m - 1, ws: ws})
			i += 2
			continue
		}
		if i+2 >= n {
			break
		}
		c.runs = append(c.runs, cidRun{first: int(first.Int64()), last: int(arr.Index(i + 1).Int64()), w: arr.Index(i + 2).Float64()})
		i += 3
	}
	sort.Slice(c.runs, func(a, b int) bool { return c.runs[a].first < c.runs[b].first })
	return c
}

// width is the width of code in thousandths of the font size.
func (c *cidWidths) width(code int) float64 {
	k := sort.Search(len(c.runs), func(i int) bool { return c.runs[i].last >= code })
	for ; k < len(c.runs) && c.runs[k].first <= code; k++ {
		if r := c.runs[k]; code <= r.last {
			if r.ws == nil {
				return r.w
			}
			return r.ws[code-r.first]
		}
	}
	return c.dw
}

// wideRanges are the bfrange entries of a two-byte font's ToUnicode map whose codes span more than
// their last byte ("<0000> <FFFF> <0000>": go-pdf/fpdf maps every code to itself this way). The
// library adds the offset to the destination's last byte only, so "—" (code 2014) reads as the
// control character 14; these ranges are decoded here with the whole offset instead.
type wideRanges []wideRange

type wideRange struct {
	lo, hi int
	dst    []uint16 // the UTF-16 code units of lo's text; the last one is offset by code-lo
}

// maxToUnicodeBytes bounds the ToUnicode map read for its wide ranges (the budget has charged it).
const maxToUnicodeBytes = 1 << 20

// bfrangeEntry is a "<lo> <hi> <dst>" entry of a bfrange section, all two-byte codes and a
// destination of one or two UTF-16 code units.
var bfrangeEntry = regexp.MustCompile(`<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4}|[0-9A-Fa-f]{8})>`)

// readWideRanges reads the wide ranges of a ToUnicode stream; nil when it has none or cannot be
// read.
func readWideRanges(toUnicode pdf.Value) (out wideRanges) {
	defer func() {
		if recover() != nil {
			out = nil // a damaged stream: the library's decoding stands
		}
	}()
	if toUnicode.Kind() != pdf.Stream {
		return nil
	}
	b, err := io.ReadAll(io.LimitReader(toUnicode.Reader(), maxToUnicodeBytes))
	if err != nil {
		return nil
	}
	text := string(b)
	for {
		start := strings.Index(text, "beginbfrange")
		if start < 0 {
			return out
		}
		text = text[start+len("beginbfrange"):]
		end := strings.Index(text, "endbfrange")
		if end < 0 {
			return out
		}
		for _, m := range bfrangeEntry.FindAllStringSubmatch(text[:end], -1) {
			lo, _ := strconv.ParseUint(m[1], 16, 16)
			hi, _ := strconv.ParseUint(m[2], 16, 16)
			if lo>>8 == hi>>8 || hi < lo {
				continue // within one last byte: the library decodes it right
			}
			var dst []uint16
			for k := 0; k < len(m[3]); k += 4 {
				u, _ := strconv.ParseUint(m[3][k:k+4], 16, 16)
				dst = append(dst, uint16(u))
			}
			out = append(out, wideRange{lo: int(lo), hi: int(hi), dst: dst})
		}
		text = text[end:]
	}
}

// decode returns the text of code when a wide range holds it.
func (ws wideRanges) decode(code int) (string, bool) {
	for _, r := range ws {
		if code < r.lo || code > r.hi {
			continue
		}
		units := append([]uint16(nil), r.dst...)
		last := int(units[len(units)-1]) + code - r.lo
		if last > 0xFFFF {
			return "", false
		}
		units[len(units)-1] = uint16(last)
		return string(utf16.Decode(units)), true
	}
	return "", false
}
