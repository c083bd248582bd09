package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"

	"golang.org/x/text/encoding/charmap"
)

// font is a TrueType font file with what a PDF needs to place its glyphs:
// the advance width (1/1000 em) of each WinAnsi code and a few metrics.
type font struct {
	name    string // PostScript-safe base name, e.g. "DejaVuSans"
	data    []byte // the whole .ttf file, embedded as FontFile2
	widths  [256]float64
	bbox    [4]int // font bounding box, 1/1000 em
	ascent  int
	descent int
}

// loadFont reads a TrueType file and its metrics (head, hhea, hmtx, cmap 3/1 format 4).
func loadFont(name, path string) (*font, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f := &font{name: name, data: data}
	if err := f.parse(); err != nil {
		return nil, fmt.Errorf("font %s: %w", path, err)
	}
	return f, nil
}

// errBadFont is any structural problem in a font file.
var errBadFont = errors.New("not a TrueType font this tool can read")

// table returns the bytes of the named sfnt table.
func (f *font) table(tag string) ([]byte, error) {
	d := f.data
	if len(d) < 12 {
		return nil, errBadFont
	}
	n := int(binary.BigEndian.Uint16(d[4:]))
	for i := range n {
		rec := d[12+16*i:]
		if len(rec) < 16 {
			return nil, errBadFont
		}
		if string(rec[:4]) == tag {
			off, size := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
			if uint64(off)+uint64(size) > uint64(len(d)) {
				return nil, errBadFont
			}
			return d[off : off+size], nil
		}
	}
	return nil, fmt.Errorf("%w: no %s table", errBadFont, tag)
}

// parse fills the metrics and the WinAnsi widths.
func (f *font) parse() error {
	head, err := f.table("head")
	if err != nil || len(head) < 54 {
		return errBadFont
	}
	hhea, err := f.table("hhea")
	if err != nil || len(hhea) < 36 {
		return errBadFont
	}
	hmtx, err := f.table("hmtx")
	if err != nil {
		return err
	}
	glyphs, err := f.cmap()
	if err != nil {
		return err
	}
	em := float64(binary.BigEndian.Uint16(head[18:]))
	scale := func(v int16) int { return int(float64(v) * 1000 / em) }
	for i := range 4 {
		f.bbox[i] = scale(int16(binary.BigEndian.Uint16(head[36+2*i:])))
	}
	f.ascent = scale(int16(binary.BigEndian.Uint16(hhea[4:])))
	f.descent = scale(int16(binary.BigEndian.Uint16(hhea[6:])))
	nMetrics := int(binary.BigEndian.Uint16(hhea[34:]))
	if nMetrics == 0 || len(hmtx) < 4*nMetrics {
		return errBadFont
	}
	for code := 32; code < 256; code++ {
		r := charmap.Windows1252.DecodeByte(byte(code))
		g := min(int(glyphs[r]), nMetrics-1)
		f.widths[code] = float64(binary.BigEndian.Uint16(hmtx[4*g:])) * 1000 / em
	}
	return nil
}

// cmap returns the glyph index of every BMP rune from the Windows Unicode
// (platform 3, encoding 1) format-4 subtable.
func (f *font) cmap() (map[rune]uint16, error) {
	t, err := f.table("cmap")
	if err != nil || len(t) < 4 {
		return nil, errBadFont
	}
	for i := range int(binary.BigEndian.Uint16(t[2:])) {
		rec := t[4+8*i:]
		if len(rec) < 8 {
			return nil, errBadFont
		}
		if binary.BigEndian.Uint16(rec) == 3 && binary.BigEndian.Uint16(rec[2:]) == 1 {
			off := binary.BigEndian.Uint32(rec[4:])
			if uint64(off) >= uint64(len(t)) {
				return nil, errBadFont
			}
			return format4(t[off:])
		}
	}
	return nil, fmt.Errorf("%w: no Windows Unicode cmap", errBadFont)
}

// format4 decodes a cmap format-4 subtable (segments of BMP code points).
func format4(s []byte) (map[rune]uint16, error) {
	if len(s) < 14 || binary.BigEndian.Uint16(s) != 4 {
		return nil, errBadFont
	}
	segs := int(binary.BigEndian.Uint16(s[6:])) / 2
	ends, starts := 14, 16+2*segs
	deltas, offsets := starts+2*segs, starts+4*segs
	if len(s) < offsets+2*segs {
		return nil, errBadFont
	}
	u16 := func(at int) uint16 {
		if at+2 > len(s) {
			return 0
		}
		return binary.BigEndian.Uint16(s[at:])
	}
	out := make(map[rune]uint16)
	for i := range segs {
		end, start := u16(ends+2*i), u16(starts+2*i)
		delta, roff := u16(deltas+2*i), u16(offsets+2*i)
		for c := uint32(start); c <= uint32(end) && c != 0xFFFF; c++ {
			g := uint16(c) + delta
			if roff != 0 {
				g = u16(offsets + 2*i + int(roff) + 2*int(c-uint32(start)))
				if g != 0 {
					g += delta
				}
			}
			out[rune(c)] = g
		}
	}
	return out, nil
}
