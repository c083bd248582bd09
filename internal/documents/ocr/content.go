package ocr

import (
	"strings"

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
// page shows more than maxPageGlyphs glyphs or the budget ran out.
func pageText(p pdf.Page, budget *decodeBudget) (items []pdf.Text, overLimits bool) {
	contents := p.V.Key("Contents")
	if contents.IsNull() {
		return nil, false
	}
	w := &textWalker{resources: inherited(p.V, "Resources"), budget: budget,
		g: textState{th: 1, ctm: identity}, fonts: map[string]walkerFont{}}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(pageOverLimits); !ok {
				panic(r)
			}
			items, overLimits = nil, true
		}
	}()
	pdf.Interpret(contents, w.op)
	return w.out, false
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
	tm, tlm, ctm               mat
}

type textWalker struct {
	resources pdf.Value
	budget    *decodeBudget
	g         textState
	stack     []textState
	skipped   int // q operators beyond maxGraphicsDepth, matched by the next Q operators
	out       []pdf.Text
	fonts     map[string]walkerFont // by resource name, decoded once per page
}

// walkerFont is a font resource with its decoder.
type walkerFont struct {
	font      pdf.Font
	enc       pdf.TextEncoding
	composite bool
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
		if f.enc = f.font.Encoder(); f.enc == nil {
			f.enc = rawEncoding{}
		}
		w.fonts[name] = f
	}
	g := &w.g
	g.font, g.enc, g.composite, g.tfs = f.font, f.enc, f.composite, size
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

// show places a string's glyphs. Composite fonts are decoded as a whole and,
// as in the library, get no advance width.
func (w *textWalker) show(s string) {
	g := &w.g
	if g.enc == nil {
		g.enc = rawEncoding{}
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
}
