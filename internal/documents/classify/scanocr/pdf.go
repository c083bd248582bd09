package main

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"

	"golang.org/x/text/encoding/charmap"
)

// A4 page size and the printable area, in points.
const (
	pageWidth  = 595.28
	pageHeight = 841.89
)

// layout is how a document is typeset: fonts, size and margins.
type layout struct {
	regular, bold *font
	size          float64 // body font size, points
	leading       float64 // line advance as a multiple of size
	margin        float64 // left, right and top margin, points
	boldTitle     bool    // first non-empty line in bold, 1.25× size
}

// line is one typeset line: WinAnsi bytes at a baseline on a page.
type line struct {
	text       []byte
	bold       bool
	size, x, y float64
}

// winAnsi encodes s for a WinAnsiEncoding font; runes it lacks become a
// close ASCII spelling or '?'.
func winAnsi(s string) []byte {
	out := make([]byte, 0, len(s))
	for _, r := range s {
		switch r {
		case '\t':
			out = append(out, "    "...)
			continue
		case '≥':
			out = append(out, ">="...)
			continue
		case '≤':
			out = append(out, "<="...)
			continue
		case '\r':
			continue
		}
		b, ok := charmap.Windows1252.EncodeRune(r)
		if !ok || b < 32 {
			b = '?'
		}
		out = append(out, b)
	}
	return out
}

// width is the advance of text in points at size.
func (f *font) width(text []byte, size float64) float64 {
	var w float64
	for _, c := range text {
		w += f.widths[c]
	}
	return w * size / 1000
}

// typeset breaks text into lines that fit the page width and places them
// top to bottom over as many pages as needed; it returns the lines per page.
func (l layout) typeset(text string) [][]line {
	var pages [][]line
	var page []line
	y := pageHeight - l.margin
	titleDone := !l.boldTitle
	for raw := range strings.SplitSeq(strings.TrimRight(text, "\n"), "\n") {
		bold, size := false, l.size
		if !titleDone && strings.TrimSpace(raw) != "" {
			bold, size, titleDone = true, l.size*1.25, true
		}
		f := l.regular
		if bold {
			f = l.bold
		}
		for _, seg := range wrap(winAnsi(raw), f, size, pageWidth-2*l.margin) {
			if y-size*l.leading < l.margin*0.8 {
				pages, page, y = append(pages, page), nil, pageHeight-l.margin
			}
			y -= size * l.leading
			page = append(page, line{text: seg, bold: bold, size: size, x: l.margin, y: y})
		}
	}
	return append(pages, page)
}

// wrap splits text at spaces so each part is at most width points wide; a
// word wider than the line is cut. An empty text is one empty line.
func wrap(text []byte, f *font, size, width float64) [][]byte {
	var out [][]byte
	for f.width(text, size) > width {
		cut := 0
		var w float64
		for i, c := range text {
			w += f.widths[c] * size / 1000
			if w > width {
				break
			}
			if c == ' ' {
				cut = i
			}
		}
		if cut == 0 { // no space fits: cut the word where the line ends
			for cut = 1; cut < len(text) && f.width(text[:cut+1], size) <= width; cut++ {
			}
		}
		out = append(out, bytes.TrimRight(text[:cut], " "))
		text = bytes.TrimLeft(text[cut:], " ")
	}
	return append(out, text)
}

// pdfString writes b as a PDF literal string.
func pdfString(b []byte) string {
	var s strings.Builder
	s.WriteByte('(')
	for _, c := range b {
		switch {
		case c == '(' || c == ')' || c == '\\':
			s.WriteByte('\\')
			s.WriteByte(c)
		case c < 32 || c > 126:
			fmt.Fprintf(&s, "\\%03o", c)
		default:
			s.WriteByte(c)
		}
	}
	s.WriteByte(')')
	return s.String()
}

// pdfWriter accumulates numbered objects and writes the cross-reference table.
type pdfWriter struct {
	buf     bytes.Buffer
	offsets []int
}

// object appends object number len(offsets)+1 with an optional stream.
func (w *pdfWriter) object(dict string, stream []byte) int {
	w.offsets = append(w.offsets, w.buf.Len())
	n := len(w.offsets)
	fmt.Fprintf(&w.buf, "%d 0 obj\n%s\n", n, dict)
	if stream != nil {
		w.buf.WriteString("stream\n")
		w.buf.Write(stream)
		w.buf.WriteString("\nendstream\n")
	}
	w.buf.WriteString("endobj\n")
	return n
}

// deflate compresses a stream for /FlateDecode.
func deflate(b []byte) []byte {
	var out bytes.Buffer
	zw := zlib.NewWriter(&out)
	zw.Write(b)
	zw.Close()
	return out.Bytes()
}

// fontObjects writes an embedded TrueType font with WinAnsiEncoding and returns its object number.
func (w *pdfWriter) fontObjects(f *font) int {
	data := deflate(f.data)
	file := w.object(fmt.Sprintf("<< /Length %d /Length1 %d /Filter /FlateDecode >>", len(data), len(f.data)), data)
	desc := w.object(fmt.Sprintf("<< /Type /FontDescriptor /FontName /%s /Flags 32 /FontBBox [%d %d %d %d] /ItalicAngle 0 /Ascent %d /Descent %d /CapHeight %d /StemV 80 /FontFile2 %d 0 R >>",
		f.name, f.bbox[0], f.bbox[1], f.bbox[2], f.bbox[3], f.ascent, f.descent, f.ascent, file), nil)
	var widths strings.Builder
	for c := 32; c < 256; c++ {
		fmt.Fprintf(&widths, " %.0f", f.widths[c])
	}
	return w.object(fmt.Sprintf("<< /Type /Font /Subtype /TrueType /BaseFont /%s /FirstChar 32 /LastChar 255 /Widths [%s ] /Encoding /WinAnsiEncoding /FontDescriptor %d 0 R >>",
		f.name, widths.String(), desc), nil)
}

// pdf renders typeset pages as a PDF document with both fonts embedded.
func (l layout) pdf(pages [][]line) []byte {
	var w pdfWriter
	w.buf.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	w.object("<< /Type /Catalog /Pages 2 0 R >>", nil)
	w.offsets = append(w.offsets, -1) // object 2, the page tree, is written last
	regular, bold := w.fontObjects(l.regular), w.fontObjects(l.bold)
	var kids []string
	for _, page := range pages {
		var content strings.Builder
		for _, ln := range page {
			name := "F1"
			if ln.bold {
				name = "F2"
			}
			fmt.Fprintf(&content, "BT /%s %.2f Tf 1 0 0 1 %.2f %.2f Tm %s Tj ET\n", name, ln.size, ln.x, ln.y, pdfString(ln.text))
		}
		stream := deflate([]byte(content.String()))
		c := w.object(fmt.Sprintf("<< /Length %d /Filter /FlateDecode >>", len(stream)), stream)
		p := w.object(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> /Contents %d 0 R >>",
			pageWidth, pageHeight, regular, bold, c), nil)
		kids = append(kids, fmt.Sprintf("%d 0 R", p))
	}
	w.offsets[1] = w.buf.Len()
	fmt.Fprintf(&w.buf, "2 0 obj\n<< /Type /Pages /Kids [%s] /Count %d >>\nendobj\n", strings.Join(kids, " "), len(kids))
	xref := w.buf.Len()
	fmt.Fprintf(&w.buf, "xref\n0 %d\n0000000000 65535 f \n", len(w.offsets)+1)
	for _, off := range w.offsets {
		fmt.Fprintf(&w.buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&w.buf, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(w.offsets)+1, xref)
	return w.buf.Bytes()
}
