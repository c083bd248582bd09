package ocr

import "testing"

// A light rule between two rows, broken by the whitened background into dashes and specks at two
// levels (a skewed scan), is whitened; a row of em dashes between a text line's digits, a solid
// rule and the text are not.
func TestEraseBrokenRules(t *testing.T) {
	const w, h = 1200, 200
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 255
	}
	ink := func(x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				img.pix[y*w+x] = 40
			}
		}
	}
	glyphs := func(y0 int, xs ...int) { // letter-sized blocks of a text line
		for _, x := range xs {
			ink(x, y0, x+20, y0+30)
		}
	}
	glyphs(10, 20, 50, 80, 600, 630)
	for x := 20; x < 1100; x += 60 { // the broken rule: dashes of 12 to 31 px, stepping down once
		y := 55
		if x > 600 {
			y = 58
		}
		ink(x, y, x+12+x%20, y+1)
		if x+60 < 1100 {
			ink(x+40, y, x+41, y+1) // a speck between two dashes
		}
	}
	glyphs(70, 20, 50, 80, 600, 630)
	for x := 150; x < 1100; x += 120 { // em dashes in the text line's empty cells
		ink(x, 84, x+30, 86)
	}
	ink(20, 150, 1100, 152) // a solid rule
	if n := eraseBrokenRules(img, 300); n != 1 {
		t.Fatalf("eraseBrokenRules erased %d rules, want 1", n)
	}
	at := func(x, y int) byte { return img.pix[y*w+x] }
	for x := 20; x <= 1052; x++ { // to the last dash's end
		if at(x, 55) != 255 || at(x, 58) != 255 {
			t.Fatalf("the broken rule's ink at x=%d is still there", x)
		}
	}
	if at(160, 85) != 40 || at(1000, 85) != 40 {
		t.Error("a text line's em dash was erased")
	}
	if at(500, 151) != 40 {
		t.Error("the solid rule was erased")
	}
	if at(30, 20) != 40 || at(30, 80) != 40 {
		t.Error("a glyph was erased")
	}
}
