package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-pdf/fpdf"
)

// ----------------------------------------------------------------------------- layout model

type Layout struct {
	ID      string    `json:"id"`
	Title   string    `json:"title"`
	Style   Style     `json:"style"`
	Header  Header    `json:"header"`
	Patient Patient   `json:"patient"`
	Footer  Footer    `json:"footer"`
	Pages   [][]Block `json:"pages"`
}

type Style struct {
	Font   string  `json:"font"`
	Size   float64 `json:"size"`
	Accent string  `json:"accent"`
	Thbg   string  `json:"thbg"`
	Thfg   string  `json:"thfg"`
}

type Header struct {
	Variant string   `json:"variant"`
	Name    string   `json:"name"`
	Logo    string   `json:"logo"`
	Sub     []string `json:"sub"`
	Right   []string `json:"right"`
	Lines   []string `json:"lines"`
}

type Patient struct {
	Fields  [][]string `json:"fields"`
	Cols    int        `json:"cols"`
	Variant string     `json:"variant"`
}

type Footer struct {
	Lines []string `json:"lines"`
	Page  string   `json:"page"`
}

type Block struct {
	T     string            `json:"t"`
	Level int               `json:"level"`
	Text  string            `json:"text"`
	Style string            `json:"style"`
	H     float64           `json:"h"`
	Lines []string          `json:"lines"`
	Mode  string            `json:"mode"`
	Ref   string            `json:"ref"`
	Nw    float64           `json:"nw"`
	Vw    float64           `json:"vw"`
	Uw    float64           `json:"uw"`
	MonoW []int             `json:"mono_w"`
	Rows  []json.RawMessage `json:"rows"`
	Cols  []string          `json:"cols"`
	W     []float64         `json:"w"`
	Align []string          `json:"align"`
	Grid  string            `json:"grid"`
	Head  bool              `json:"head"`
	Size  *float64          `json:"size"`
	Left  []Block           `json:"left"`
	Right []Block           `json:"right"`
	Rule  bool              `json:"rule"`
}

type LRow struct {
	Name  string  `json:"name"`
	Value string  `json:"value"`
	Unit  string  `json:"unit"`
	Flag  string  `json:"flag"`
	Ref   string  `json:"ref"`
	Note  *string `json:"note"`
	Sub   *string `json:"sub"`
}

// ----------------------------------------------------------------------------- renderer

const (
	pageW   = 210.0
	pageH   = 297.0
	marginL = 13.0
	marginR = 13.0
	marginT = 10.0
	bottomY = 272.0 // content must end above this (footer zone)
)

type R struct {
	pdf    *fpdf.Fpdf
	L      *Layout
	fam    string
	base   float64
	accent [3]int
	thbg   [3]int
	thfg   [3]int
	errs   []string
	page   int
}

func hexColor(s string, def [3]int) [3]int {
	s = strings.TrimPrefix(s, "#")
	if len(s) != 6 {
		return def
	}
	var c [3]int
	for i := 0; i < 3; i++ {
		v, err := strconv.ParseUint(s[2*i:2*i+2], 16, 8)
		if err != nil {
			return def
		}
		c[i] = int(v)
	}
	return c
}

var fontFiles = map[string][3]string{
	"sans":  {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"},
	"serif": {"DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"},
	"mono":  {"DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf"},
	"cond":  {"DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"},
}

func fontDir() string {
	if d := os.Getenv("FONTDIR"); d != "" {
		return d
	}
	return "/usr/share/fonts/truetype/dejavu"
}

func newR(L *Layout) *R {
	pdf := fpdf.New("P", "mm", "A4", fontDir())
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCellMargin(0)
	pdf.SetCreator("labeval gopdfgen (go-pdf/fpdf v0.9.0)", true)
	pdf.SetTitle(L.Title, true)
	for fam, files := range fontFiles {
		for i, st := range []string{"", "B", "I"} {
			pdf.AddUTF8Font(fam, st, files[i])
		}
	}
	r := &R{pdf: pdf, L: L, fam: L.Style.Font, base: L.Style.Size}
	if r.base == 0 {
		r.base = 8.8
	}
	if _, ok := fontFiles[r.fam]; !ok {
		r.fam = "sans"
	}
	r.accent = hexColor(L.Style.Accent, [3]int{0, 0, 0})
	r.thbg = hexColor(L.Style.Thbg, [3]int{230, 230, 230})
	r.thfg = hexColor(L.Style.Thfg, [3]int{17, 17, 17})
	return r
}

func (r *R) font(style string, size float64) { r.pdf.SetFont(r.fam, style, size) }
func (r *R) mono(style string, size float64) { r.pdf.SetFont("mono", style, size) }
func lh(size float64) float64                { return size * 0.3528 * 1.32 }
func (r *R) color(c [3]int)                  { r.pdf.SetTextColor(c[0], c[1], c[2]) }
func (r *R) gray(g int)                      { r.pdf.SetTextColor(g, g, g) }

// text at top-left (x,y) in a box of width w with alignment L/C/R
func (r *R) txt(x, y, w, h float64, s, align string) {
	r.pdf.SetXY(x, y)
	r.pdf.CellFormat(w, h, s, "", 0, align, false, 0, "")
}

// wrap splits on explicit newlines and word-wraps to width w with the current font.
func (r *R) wrap(s string, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		lead := ""
		if strings.HasPrefix(para, " ") {
			lead = para[:len(para)-len(strings.TrimLeft(para, " "))]
		}
		cur := lead + words[0]
		for _, wd := range words[1:] {
			if r.pdf.GetStringWidth(cur+" "+wd) <= w {
				cur += " " + wd
			} else {
				out = append(out, cur)
				cur = wd
			}
		}
		out = append(out, cur)
	}
	return out
}

func (r *R) checkY(y float64, what string) {
	if y > bottomY+0.01 {
		r.errs = append(r.errs, fmt.Sprintf("page %d overflows (%s) y=%.1f", r.page, what, y))
	}
}

// ----------------------------------------------------------------------------- header/patient/footer

func (r *R) header() float64 {
	h := r.L.Header
	pdf := r.pdf
	x, w, y := marginL, pageW-marginL-marginR, marginT
	switch h.Variant {
	case "mono":
		r.mono("", 8.5)
		r.gray(0)
		for _, l := range h.Lines {
			r.txt(x, y, w, lh(8.5)*0.95, l, "L")
			y += lh(8.5) * 0.95
		}
		return y + 3
	case "band":
		hh := 8.0 + float64(len(h.Sub))*lh(7.5)
		if rh := 4 + float64(len(h.Right))*lh(7.5); rh > hh {
			hh = rh
		}
		pdf.SetFillColor(r.accent[0], r.accent[1], r.accent[2])
		pdf.RoundedRect(x, y, w, hh+4, 1.5, "1234", "F")
		r.gray(255)
		r.font("B", 15)
		r.txt(x+4, y+2.5, w*0.7, 7, h.Name, "L")
		r.font("", 7.5)
		yy := y + 10
		for _, s := range h.Sub {
			r.txt(x+4, yy, w*0.72, lh(7.5), s, "L")
			yy += lh(7.5)
		}
		yy = y + 3
		for _, s := range h.Right {
			r.txt(x+w*0.6, yy, w*0.4-4, lh(7.5), s, "R")
			yy += lh(7.5)
		}
		r.gray(17)
		return y + hh + 4 + 3
	case "boxed":
		hh := 20.0
		pdf.SetDrawColor(136, 136, 136)
		pdf.SetLineWidth(0.25)
		pdf.Rect(x, y, w, hh, "D")
		pdf.SetFillColor(r.accent[0], r.accent[1], r.accent[2])
		pdf.Circle(x+10, y+hh/2, 7.5, "F")
		r.gray(255)
		r.font("B", 11)
		r.txt(x+2.5, y+hh/2-2.5, 15, 5, h.Logo, "C")
		r.color(r.accent)
		r.font("B", 14)
		r.txt(x+21, y+2.5, w*0.55, 6.5, h.Name, "L")
		r.gray(68)
		r.font("", 7.5)
		yy := y + 9.5
		for _, s := range h.Sub {
			r.txt(x+21, yy, w*0.62, lh(7.5), s, "L")
			yy += lh(7.5)
		}
		yy = y + 4
		for _, s := range h.Right {
			r.txt(x+w*0.62, yy, w*0.38-3, lh(7.5), s, "R")
			yy += lh(7.5)
		}
		r.gray(17)
		return y + hh + 3
	default: // plain
		r.color(r.accent)
		r.font("B", 15)
		r.txt(x, y, w*0.7, 7, h.Name, "L")
		r.gray(68)
		r.font("", 7.5)
		yy := y + 8
		for _, s := range h.Sub {
			r.txt(x, yy, w*0.7, lh(7.5), s, "L")
			yy += lh(7.5)
		}
		ry := y + 1
		for _, s := range h.Right {
			r.txt(x+w*0.6, ry, w*0.4, lh(7.5), s, "R")
			ry += lh(7.5)
		}
		if ry > yy {
			yy = ry
		}
		yy += 1.5
		pdf.SetDrawColor(r.accent[0], r.accent[1], r.accent[2])
		pdf.SetLineWidth(0.6)
		pdf.Line(x, yy, x+w, yy)
		pdf.SetLineWidth(0.2)
		r.gray(17)
		return yy + 3
	}
}

func (r *R) patient(y float64) float64 {
	p := r.L.Patient
	pdf := r.pdf
	x, w := marginL, pageW-marginL-marginR
	cols := p.Cols
	if cols == 0 {
		cols = 2
	}
	size := 8.3
	fam := r.fam
	if p.Variant == "mono" {
		fam = "mono"
	}
	rows := (len(p.Fields) + cols - 1) / cols
	pad := 2.0
	if p.Variant == "lines" || p.Variant == "mono" {
		pad = 1.5
	}
	rowH := lh(size) * 1.05
	height := float64(rows)*rowH + 2*pad
	pdf.SetDrawColor(150, 150, 150)
	pdf.SetLineWidth(0.25)
	switch p.Variant {
	case "lines":
		pdf.Line(x, y, x+w, y)
		pdf.Line(x, y+height, x+w, y+height)
	case "mono":
		pdf.SetDashPattern([]float64{1, 0.8}, 0)
		pdf.Line(x, y+height, x+w, y+height)
		pdf.SetDashPattern([]float64{}, 0)
	default:
		pdf.RoundedRect(x, y, w, height, 1, "1234", "D")
	}
	cw := (w - 6) / float64(cols)
	for i, f := range p.Fields {
		cx := x + 3 + float64(i%cols)*cw
		cy := y + pad + float64(i/cols)*rowH
		pdf.SetFont(fam, "", size)
		r.gray(85)
		lw := pdf.GetStringWidth(f[0] + " ")
		r.txt(cx, cy, lw, rowH, f[0]+" ", "L")
		pdf.SetFont(fam, "B", size)
		r.gray(17)
		r.txt(cx+lw, cy, cw-lw-2, rowH, f[1], "L")
	}
	return y + height + 4
}

func (r *R) footer(i, n int) {
	f := r.L.Footer
	pdf := r.pdf
	x, w := marginL, pageW-marginL-marginR
	size := 7.0
	r.font("", size)
	lines := []string{}
	for _, l := range f.Lines {
		lines = append(lines, r.wrap(l, w*0.85)...)
	}
	top := pageH - 8 - float64(len(lines))*lh(size) - 1.5
	pdf.SetDrawColor(150, 150, 150)
	pdf.SetLineWidth(0.25)
	pdf.Line(x, top, x+w, top)
	r.gray(68)
	yy := top + 1.5
	for _, l := range lines {
		r.txt(x, yy, w*0.85, lh(size), l, "L")
		yy += lh(size)
	}
	pg := strings.ReplaceAll(strings.ReplaceAll(f.Page, "{p}", strconv.Itoa(i)), "{n}", strconv.Itoa(n))
	r.font("B", size)
	r.txt(x+w*0.8, yy-lh(size), w*0.2, lh(size), pg, "R")
	r.gray(17)
}

// ----------------------------------------------------------------------------- blocks

func (r *R) blocks(bs []Block, x, y, w float64) float64 {
	for _, b := range bs {
		y = r.block(b, x, y, w)
	}
	return y
}

func (r *R) block(b Block, x, y, w float64) float64 {
	pdf := r.pdf
	switch b.T {
	case "title":
		if b.Level == 1 {
			y += 3
			r.color(r.accent)
			r.font("B", 10.5)
			if r.fam == "mono" {
				r.gray(0)
				r.mono("B", 9)
			}
			for _, l := range r.wrap(b.Text, w) {
				r.txt(x, y, w, lh(10.5), l, "L")
				y += lh(10.5)
			}
			pdf.SetDrawColor(r.accent[0], r.accent[1], r.accent[2])
			pdf.SetLineWidth(0.3)
			if r.fam == "mono" {
				pdf.SetDashPattern([]float64{1, 0.8}, 0)
			}
			pdf.Line(x, y+0.3, x+w, y+0.3)
			pdf.SetDashPattern([]float64{}, 0)
			r.gray(17)
			y += 2
		} else {
			y += 2.2
			r.font("B", 9)
			for _, l := range r.wrap(b.Text, w) {
				r.txt(x, y, w, lh(9), l, "L")
				y += lh(9)
			}
			y += 0.8
		}
	case "text":
		size, style := r.base, ""
		st := " " + b.Style + " "
		if strings.Contains(st, " small ") {
			size = 7.5
		}
		if strings.Contains(st, " method ") {
			size, style = 7.5, "I"
		}
		if strings.Contains(st, " note ") {
			size = 7.8
		}
		if strings.Contains(st, " bold ") {
			style = "B"
		}
		align := "L"
		if strings.Contains(st, " center ") {
			align = "C"
		}
		inset := 0.0
		if strings.Contains(st, " note ") || strings.Contains(st, " box ") {
			inset = 2.5
		}
		if r.fam == "mono" {
			r.mono(style, size)
		} else {
			r.font(style, size)
		}
		r.gray(40)
		y += 1
		lines := r.wrap(b.Text, w-2*inset)
		y0 := y
		for _, l := range lines {
			r.txt(x+inset, y, w-2*inset, lh(size), l, align)
			y += lh(size)
		}
		if strings.Contains(st, " note ") {
			pdf.SetDrawColor(170, 170, 170)
			pdf.SetLineWidth(0.5)
			pdf.Line(x+0.3, y0, x+0.3, y)
			pdf.SetLineWidth(0.2)
		}
		if strings.Contains(st, " box ") {
			pdf.SetDrawColor(120, 120, 120)
			pdf.Rect(x, y0-1, w, y-y0+2, "D")
		}
		r.gray(17)
		y += 1
	case "space":
		y += b.H
	case "sig":
		y += 6
		r.font("", 8)
		for _, l := range b.Lines {
			r.txt(x, y, w, lh(8), l, "R")
			y += lh(8)
		}
	case "leader":
		if b.Mode == "dots" {
			return r.monoLeader(b, x, y, w)
		}
		return r.leader(b, x, y, w)
	case "table":
		return r.table(b, x, y, w)
	case "twocol":
		gap := 7.0
		cw := (w - gap) / 2
		y1 := r.blocks(b.Left, x, y, cw)
		y2 := r.blocks(b.Right, x+cw+gap, y, cw)
		ym := y1
		if y2 > ym {
			ym = y2
		}
		if b.Rule {
			pdf.SetDrawColor(187, 187, 187)
			pdf.SetLineWidth(0.25)
			pdf.Line(x+cw+gap/2, y+2, x+cw+gap/2, ym)
		}
		y = ym
	}
	r.checkY(y, b.T)
	return y
}

func padDots(s string, n int) string {
	s += " "
	for utf8.RuneCountInString(s) < n {
		s += "."
	}
	rs := []rune(s)
	return string(rs[:n])
}

func rjust(s string, n int) string {
	for utf8.RuneCountInString(s) < n {
		s = " " + s
	}
	return s
}

func ljust(s string, n int) string {
	for utf8.RuneCountInString(s) < n {
		s += " "
	}
	return s
}

// monoLeader reproduces the fixed-width leader lines (same algorithm as the HTML side).
func (r *R) monoLeader(b Block, x, y, w float64) float64 {
	nw, vw, uw := b.MonoW[0], b.MonoW[1], b.MonoW[2]
	var lines []string
	for _, raw := range b.Rows {
		var row LRow
		_ = json.Unmarshal(raw, &row)
		if row.Note != nil {
			lines = append(lines, strings.Split(*row.Note, "\n")...)
			continue
		}
		if row.Sub != nil {
			lines = append(lines, *row.Sub)
			continue
		}
		names := strings.Split(row.Name, "\n")
		refs := []string{""}
		if row.Ref != "" {
			refs = strings.Split(row.Ref, "\n")
		}
		lines = append(lines, names[:len(names)-1]...)
		head := padDots(names[len(names)-1], nw) + ": "
		val := row.Value
		if utf8.RuneCountInString(val) <= vw {
			val = rjust(val, vw)
		}
		unit := ljust(" "+row.Unit, uw+1)
		if row.Flag != "" {
			unit = ljust(" "+row.Unit+" "+row.Flag, uw+1)
		}
		switch b.Ref {
		case "right":
			lines = append(lines, strings.TrimRight(head+val+unit+" "+refs[0], " "))
			pad := strings.Repeat(" ", nw+2+vw+uw+2)
			for _, rf := range refs[1:] {
				lines = append(lines, pad+rf)
			}
		default:
			lines = append(lines, strings.TrimRight(head+val+unit, " "))
			if b.Ref == "below" {
				for _, rf := range refs {
					if rf != "" {
						lines = append(lines, "    "+rf)
					}
				}
			}
		}
	}
	size := 8.2
	r.mono("", size)
	r.gray(0)
	y += 1
	for _, l := range lines {
		r.txt(x, y, w, lh(size)*0.98, l, "L")
		y += lh(size) * 0.98
	}
	r.gray(17)
	y += 1
	r.checkY(y, "mono leader")
	return y
}

func (r *R) dotted(x1, x2, y float64, on bool) {
	if !on || x2-x1 < 1.5 {
		return
	}
	pdf := r.pdf
	pdf.SetDrawColor(85, 85, 85)
	pdf.SetLineWidth(0.2)
	pdf.SetDashPattern([]float64{0.25, 0.75}, 0)
	pdf.Line(x1, y, x2, y)
	pdf.SetDashPattern([]float64{}, 0)
}

func (r *R) leader(b Block, x, y, w float64) float64 {
	size := r.base
	rsize := 7.6
	h := lh(size)
	dots := b.Mode == "css"
	y += 0.5
	for _, raw := range b.Rows {
		var row LRow
		_ = json.Unmarshal(raw, &row)
		if row.Note != nil {
			r.font("I", 7.5)
			r.gray(51)
			for _, l := range r.wrap(*row.Note, w-2) {
				r.txt(x+2, y+0.5, w-2, lh(7.5), l, "L")
				y += lh(7.5)
			}
			y += 1.5
			r.gray(17)
			continue
		}
		if row.Sub != nil {
			y += 1.2
			r.font("B", size)
			r.txt(x, y, w, h, *row.Sub, "L")
			y += h + 0.3
			continue
		}
		vw, uw := b.Vw, b.Uw
		if vw == 0 {
			vw = 18
		}
		if uw == 0 {
			uw = 20
		}
		var nameW, refX, refW, valRight float64
		switch b.Ref {
		case "below":
			nameW = w - vw - uw - 4
			valRight = x + w - uw
		case "before":
			nameW = w * b.Nw
			refX = x + nameW + 1
			refW = w - nameW - vw - uw - 12
			valRight = x + w - uw
		case "none":
			nameW = w*b.Nw - vw - uw - 4
			valRight = x + w*b.Nw - uw
		default: // right
			nameW = w*b.Nw - vw - uw - 4
			valRight = x + w*b.Nw - uw
			refX = x + w*b.Nw + 3
			refW = w - w*b.Nw - 3
		}
		r.font("", size)
		names := r.wrap(row.Name, nameW)
		var refs []string
		if row.Ref != "" && b.Ref != "none" {
			r.font("", rsize)
			if b.Ref == "below" {
				refs = r.wrap(row.Ref, w-8)
			} else {
				refs = r.wrap(row.Ref, refW)
			}
		}
		// name lines
		r.font("", size)
		r.gray(17)
		yy := y
		for _, l := range names {
			r.txt(x, yy, nameW, h, l, "L")
			yy += h
		}
		lastY := y + float64(len(names)-1)*h
		r.font("", size)
		endName := x + r.pdf.GetStringWidth(names[len(names)-1]) + 1.2
		rowBottom := yy
		// reference (right/before)
		if b.Ref == "right" || b.Ref == "before" {
			r.font("", rsize)
			r.gray(51)
			ry := y + 0.3
			if b.Ref == "right" && len(refs) == 1 {
				ry = lastY + (h-lh(rsize))/2
			}
			for _, l := range refs {
				r.txt(refX, ry, refW, lh(rsize), l, "L")
				ry += lh(rsize)
			}
			if ry > rowBottom {
				rowBottom = ry
			}
			r.gray(17)
			if b.Ref == "before" {
				endName = refX + refW + 1
				// the result sits on the first line of the row
				lastY = y
			}
		}
		// value and unit
		r.font("B", size)
		vwid := r.pdf.GetStringWidth(row.Value)
		vx := valRight - vwid
		r.dotted(endName, vx-1.2, lastY+h*0.78, dots)
		r.txt(vx, lastY, vwid, h, row.Value, "L")
		r.font("", size)
		unit := row.Unit
		r.txt(valRight+1.5, lastY, uw, h, unit, "L")
		if row.Flag != "" {
			uwid := r.pdf.GetStringWidth(unit)
			r.font("B", size)
			r.txt(valRight+1.5+uwid+1, lastY, 10, h, row.Flag, "L")
		}
		y = rowBottom + 0.9
		if b.Ref == "below" && len(refs) > 0 {
			r.font("", 7.4)
			r.gray(68)
			for _, l := range refs {
				r.txt(x+6, y, w-6, lh(7.4), l, "L")
				y += lh(7.4)
			}
			r.gray(17)
			y += 1.0
		}
	}
	y += 1.2
	r.checkY(y, "leader")
	return y
}

func (r *R) table(b Block, x, y, w float64) float64 {
	pdf := r.pdf
	n := len(b.Cols)
	size := r.base
	if b.Size != nil {
		size = *b.Size
	}
	hsize := 7.6
	cw := make([]float64, n)
	cx := make([]float64, n)
	acc := x
	for i := 0; i < n; i++ {
		cw[i] = w * b.W[i]
		cx[i] = acc
		acc += cw[i]
	}
	pad := 1.2
	align := func(i int) string {
		switch b.Align[i] {
		case "r":
			return "R"
		case "c":
			return "C"
		}
		return "L"
	}
	y += 1
	pdf.SetLineWidth(0.2)
	if b.Head {
		r.font("B", hsize)
		maxl := 1
		cells := make([][]string, n)
		for i, c := range b.Cols {
			cells[i] = r.wrap(c, cw[i]-2*pad)
			if len(cells[i]) > maxl {
				maxl = len(cells[i])
			}
		}
		hh := float64(maxl)*lh(hsize) + 2
		pdf.SetFillColor(r.thbg[0], r.thbg[1], r.thbg[2])
		pdf.Rect(x, y, w, hh, "F")
		r.color(r.thfg)
		for i := range cells {
			yy := y + 1
			for _, l := range cells[i] {
				r.txt(cx[i]+pad, yy, cw[i]-2*pad, lh(hsize), l, align(i))
				yy += lh(hsize)
			}
			if b.Grid == "grid" {
				pdf.SetDrawColor(136, 136, 136)
				pdf.Rect(cx[i], y, cw[i], hh, "D")
			}
		}
		r.gray(17)
		if b.Grid == "lines" || b.Grid == "zebra" {
			pdf.SetDrawColor(51, 51, 51)
			pdf.SetLineWidth(0.35)
			pdf.Line(x, y+hh, x+w, y+hh)
			pdf.SetLineWidth(0.2)
		}
		y += hh
	}
	rowi := 0
	for _, raw := range b.Rows {
		var obj map[string]string
		if err := json.Unmarshal(raw, &obj); err == nil {
			if s, ok := obj["sub"]; ok {
				r.font("B", size)
				hh := lh(size) + 1.8
				pdf.SetFillColor(232, 232, 232)
				pdf.Rect(x, y, w, hh, "F")
				if b.Grid == "grid" {
					pdf.SetDrawColor(136, 136, 136)
					pdf.Rect(x, y, w, hh, "D")
				}
				r.txt(x+pad, y+1.1, w-2*pad, lh(size), s, "L")
				y += hh
				rowi = 0
				continue
			}
			if s, ok := obj["note"]; ok {
				r.font("I", 7.4)
				r.gray(51)
				lines := r.wrap(s, w-2*pad)
				hh := float64(len(lines))*lh(7.4) + 1.6
				yy := y + 0.8
				for _, l := range lines {
					r.txt(x+pad, yy, w-2*pad, lh(7.4), l, "L")
					yy += lh(7.4)
				}
				if b.Grid == "grid" {
					pdf.SetDrawColor(136, 136, 136)
					pdf.Rect(x, y, w, hh, "D")
				}
				r.gray(17)
				y += hh
				continue
			}
		}
		var cells []string
		if err := json.Unmarshal(raw, &cells); err != nil {
			r.errs = append(r.errs, "bad table row: "+string(raw))
			continue
		}
		r.font("", size)
		wrapped := make([][]string, n)
		maxl := 1
		for i := 0; i < n && i < len(cells); i++ {
			if i > 0 && b.Align[i] != "l" {
				// numeric-ish columns in bold like the HTML value columns
				r.font("", size)
			}
			wrapped[i] = r.wrap(cells[i], cw[i]-2*pad)
			if len(wrapped[i]) > maxl {
				maxl = len(wrapped[i])
			}
		}
		hh := float64(maxl)*lh(size) + 1.6
		if b.Grid == "zebra" && rowi%2 == 1 {
			pdf.SetFillColor(240, 243, 247)
			pdf.Rect(x, y, w, hh, "F")
		}
		for i := 0; i < n; i++ {
			yy := y + 0.8
			for _, l := range wrapped[i] {
				r.txt(cx[i]+pad, yy, cw[i]-2*pad, lh(size), l, align(i))
				yy += lh(size)
			}
			if b.Grid == "grid" {
				pdf.SetDrawColor(136, 136, 136)
				pdf.Rect(cx[i], y, cw[i], hh, "D")
			}
		}
		if b.Grid == "lines" || b.Grid == "zebra" {
			pdf.SetDrawColor(204, 204, 204)
			pdf.Line(x, y+hh, x+w, y+hh)
		}
		y += hh
		rowi++
	}
	y += 2
	r.checkY(y, "table")
	return y
}

// ----------------------------------------------------------------------------- entry

func renderLayout(in, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	var L Layout
	if err := json.Unmarshal(data, &L); err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	r := newR(&L)
	n := len(L.Pages)
	for i, blocks := range L.Pages {
		r.page = i + 1
		r.pdf.AddPage()
		y := r.header()
		y = r.patient(y)
		r.blocks(blocks, marginL, y, pageW-marginL-marginR)
		r.footer(i+1, n)
	}
	if len(r.errs) > 0 {
		return fmt.Errorf("%s: %s", L.ID, strings.Join(r.errs, "; "))
	}
	return r.pdf.OutputFileAndClose(out)
}
