package ocr

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clinic/internal/testkit/hostile"
)

// A row of evenly spaced dots is whitened; a name, a decimal comma and three dots are not.
func TestEraseLeaders(t *testing.T) {
	const w, h = 400, 40
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 235 // paper
	}
	ink := func(x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				img.pix[y*w+x] = 20
			}
		}
	}
	ink(5, 5, 40, 30) // a letter-sized block: the name
	for x := 60; x < 300; x += 10 {
		ink(x, 27, x+2, 29) // a leader: 24 dots, 10 px apart
	}
	ink(320, 27, 322, 29) // a decimal comma
	for x := 340; x < 370; x += 10 {
		ink(x, 27, x+2, 29) // an ellipsis: three dots
	}
	if n := eraseLeaders(img, 300); n != 1 {
		t.Fatalf("eraseLeaders erased %d runs, want 1", n)
	}
	at := func(x, y int) byte { return img.pix[y*w+x] }
	if at(61, 28) != 255 || at(291, 28) != 255 {
		t.Error("the leader's dots are still there")
	}
	if at(20, 20) != 20 || at(321, 28) != 20 || at(341, 28) != 20 {
		t.Error("the name, the comma or the ellipsis was erased")
	}
}

// A dashed rule under a heading is whitened like a leader; a minus sign after a leader's dots
// is not part of the leader.
func TestEraseLeadersDashedRule(t *testing.T) {
	const w, h = 500, 60
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 235
	}
	ink := func(x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				img.pix[y*w+x] = 20
			}
		}
	}
	for x := 10; x < 400; x += 20 {
		ink(x, 10, x+11, 12) // a dashed rule: 12 px dashes, 8 px apart
	}
	for x := 10; x < 200; x += 10 {
		ink(x, 47, x+2, 49) // a leader
	}
	ink(200, 47, 209, 49) // a minus sign one step after its last dot, on its baseline
	ink(215, 30, 230, 49) // and its number
	if n := eraseLeaders(img, 300); n != 2 {
		t.Fatalf("eraseLeaders erased %d runs, want 2", n)
	}
	at := func(x, y int) byte { return img.pix[y*w+x] }
	if at(15, 11) != 255 || at(395, 11) != 255 || at(11, 48) != 255 {
		t.Error("the rule's dashes or the leader's dots are still there")
	}
	if at(205, 48) != 20 || at(220, 40) != 20 {
		t.Error("the minus sign or the number was erased")
	}
}

// Unevenly spaced small blobs (the dots of i's and accents along a line of text) are kept.
func TestEraseLeadersKeepsUnevenDots(t *testing.T) {
	const w, h = 400, 20
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 235
	}
	for _, x := range []int{10, 14, 40, 47, 90, 95, 130, 160} {
		for y := 5; y <= 7; y++ {
			for dx := 0; dx <= 2; dx++ {
				img.pix[y*w+x+dx] = 20
			}
		}
	}
	if n := eraseLeaders(img, 300); n != 0 {
		t.Errorf("eraseLeaders erased %d runs of uneven dots", n)
	}
}

func TestReadPGMRejectsOversizedHeader(t *testing.T) {
	if _, err := readPGM(strings.NewReader("P5\n100000 100000\n255\n")); err == nil {
		t.Error("a 10-gigapixel header was accepted")
	}
	img, err := readPGM(strings.NewReader("P5\n2 1\n255\n\x01\x02"))
	if err != nil || img.w != 2 || img.pix[1] != 2 {
		t.Errorf("readPGM = %+v, %v", img, err)
	}
	if got := string(img.encode()); got != "P5\n2 1\n255\n\x01\x02" {
		t.Errorf("encode = %q", got)
	}
}

// A vertical cell border is whitened; a digit's stem beside it is not.
func TestEraseRulesVertical(t *testing.T) {
	const w, h = 60, 200
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 255
	}
	for y := 0; y < h; y++ {
		img.pix[y*w+10], img.pix[y*w+11] = 20, 20 // a border, 2 px thick, the whole height
	}
	for y := 80; y < 120; y++ {
		for x := 30; x < 34; x++ {
			img.pix[y*w+x] = 20 // a "1", 40 px tall
		}
	}
	eraseRules(img, 300)
	if img.pix[50*w+10] != 255 || img.pix[150*w+11] != 255 {
		t.Error("the border is still there")
	}
	if img.pix[100*w+31] != 20 {
		t.Error("the digit was erased")
	}
}

// A value printed white on a black box turns dark on light, the box's edges exactly; black text
// beside it, even bold, stays as it is.
func TestInvertDarkBoxes(t *testing.T) {
	const w, h = 400, 120
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 255
	}
	fill := func(x0, y0, x1, y1 int, v byte) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				img.pix[y*w+x] = v
			}
		}
	}
	fill(200, 40, 300, 80, 38)  // the box, 100 × 40 px at 300 dpi
	fill(220, 50, 224, 70, 255) // white strokes of its value
	fill(240, 50, 260, 53, 255)
	fill(20, 45, 26, 75, 20) // bold black strokes of a name
	fill(30, 45, 60, 51, 20)
	if n := invertDarkBoxes(img, 300); n != 1 {
		t.Fatalf("inverted %d boxes, want 1", n)
	}
	if img.pix[60*w+250] != 255 || img.pix[60*w+221] != 0 {
		t.Error("the box was not inverted: background still dark or value still white")
	}
	if img.pix[39*w+250] != 255 || img.pix[80*w+250] != 255 || img.pix[60*w+199] != 255 || img.pix[60*w+300] != 255 {
		t.Error("pixels outside the box were inverted")
	}
	if img.pix[60*w+22] != 20 || img.pix[48*w+40] != 20 {
		t.Error("black text was inverted")
	}
}

// An uploaded image is cleaned in the parser child: the PGM it writes has the leader whitened and
// the text kept, at a resolution estimated from the page's size.
func TestCleanImageJob(t *testing.T) {
	const w, h = 2480, 120 // an A4 page's width at 300 dpi, one line tall
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 235
	}
	ink := func(x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				img.Pix[y*w+x] = 20
			}
		}
	}
	for x := 5; x < 60; x += 14 {
		ink(x, 40, x+4, 80) // the name's strokes
	}
	for x := 100; x < 600; x += 12 {
		ink(x, 76, x+3, 79) // the leader
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "page.png"), filepath.Join(dir, "page.pgm")
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	reply := cleanImageJob(in, out).(cleanImageReply)
	if reply.Status != statusOK || reply.DPI != ocrDPI {
		t.Fatalf("reply %+v, want ok, brought from 212 dpi (2480 px / 11.69 in) to %d", reply, ocrDPI)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	page, err := readPGM(f)
	if err != nil {
		t.Fatal(err)
	}
	at := func(x, y int) byte { // a pixel of the input page, in the upscaled copy
		f := float64(page.w) / w
		return page.pix[int(float64(y)*f)*page.w+int(float64(x)*f)]
	}
	if page.w <= w || at(101, 77) != 255 || at(34, 60) != 20 {
		t.Errorf("width %d (want > %d), leader pixel %d (want 255), name pixel %d (want 20)", page.w, w, at(101, 77), at(34, 60))
	}
}

// An image whose header claims more pixels than a rendered page may have is left to Tesseract as
// it is, without decoding it; a file that is no image is refused.
func TestCleanImageJobSkipsAndRefuses(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.png")
	if err := os.WriteFile(big, hostile.PNGHeader(7000, 7000), 0o600); err != nil {
		t.Fatal(err)
	}
	if r := cleanImageJob(big, filepath.Join(dir, "big.pgm")).(cleanImageReply); r.Status != "skipped" {
		t.Errorf("49-megapixel header: %+v, want skipped", r)
	}
	junk := filepath.Join(dir, "junk.png")
	if err := os.WriteFile(junk, []byte("not an image at all"), 0o600); err != nil {
		t.Fatal(err)
	}
	if r := cleanImageJob(junk, filepath.Join(dir, "junk.pgm")).(cleanImageReply); r.Status != "corrupt" {
		t.Errorf("junk: %+v, want corrupt", r)
	}
}

func TestPageDPI(t *testing.T) {
	for _, c := range []struct{ w, h, want int }{
		{2480, 3508, 300}, {1654, 2339, 200}, {3000, 4000, 342}, {300, 400, 100}, {10000, 14000, 600},
	} {
		if got := pageDPI(c.w, c.h); got != c.want {
			t.Errorf("pageDPI(%d, %d) = %d, want %d", c.w, c.h, got, c.want)
		}
	}
}

// Read cleans an uploaded image in a parser child before Tesseract: the child writes the PGM.
func TestUploadedImageIsCleaned(t *testing.T) {
	for _, name := range []string{"lab_scan.png", "lab_scan.jpg"} {
		c := &call{ctx: context.Background(), path: fixture(name), dir: t.TempDir()}
		cleaned := New(Options{}).cleanedImage(c)
		if cleaned == "" {
			t.Fatalf("%s: no cleaned copy", name)
		}
		f, err := os.Open(cleaned)
		if err != nil {
			t.Fatal(err)
		}
		page, err := readPGM(f)
		f.Close()
		if err != nil || page.w < 1000 {
			t.Errorf("%s: cleaned copy %v, %v", name, page, err)
		}
	}
}

// upscale keeps flat areas flat, interpolates between pixels and refuses to exceed the pixel cap.
func TestUpscale(t *testing.T) {
	p := &pgm{w: 4, h: 2, pix: []byte{0, 0, 200, 200, 0, 0, 200, 200}}
	out := upscale(p, 1.5)
	if out == nil || out.w != 6 || out.h != 3 {
		t.Fatalf("upscale: %+v", out)
	}
	row := out.pix[:6]
	if row[0] != 0 || row[5] != 200 || row[2] == 0 || row[2] == 200 {
		t.Errorf("row %v: want 0 … a value between … 200", row)
	}
	if upscale(&pgm{w: 8000, h: 4000, pix: make([]byte, 32_000_000)}, 1.5) != nil {
		t.Error("upscale past maxRenderPixels")
	}
}

// Flag arrows beside values are whitened; the glyphs that came nearest to passing for one on
// the development scans (a bold "f", a bold "T", a "1" with its foot) stay. Each glyph is the ink
// of a real page as rendered for OCR at 300 dpi (the first at 200), laid out on one line.
func TestEraseArrows(t *testing.T) {
	glyphs := []struct {
		name  string
		arrow bool
		rows  string
	}{
		{"↑ at 200 dpi", true, `
...####...
...#####..
..#######.
.#########
##########
.#..##..#.
....###...
....###...
....###...
....###...
....###...
....###...
....###...
....###...
....###...
....##....`},
		{"small ↑ of a noisy scan", true, `
...#...
.####..
.#####.
#######
######.
..###..
..##...
..##...
..##...
..##...
..##...
..##...
..##...
..##...
..##...
..##...
..##...
..##...
...#...`},
		{"↓ (the first, upside down)", true, `
....##....
....###...
....###...
....###...
....###...
....###...
....###...
....###...
....###...
....###...
.#..##..#.
##########
.#########
..#######.
...#####..
...####...`},
		{"bold f", false, `
........####..
......########
.....########.
.....#####.#..
....####......
....####......
...######.....
#############.
##############
#############.
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
....####......
.....###......`},
		{"bold T under a speck", false, `
....##...........
#################
#################
#################
#################
.################
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
......#####......
.......###.......`},
		{"1 with its foot", false, `
...#....
..####..
..#####.
...####.
...####.
...####.
...####.
...####.
...####.
...####.
...####.
...####.
...####.
...###..
...###..
...####.
...####.
...####.
...####.
...####.
...####.
...####.
...####.
.#######
########
....###.`},
	}
	const h = 60
	w := 10
	for _, g := range glyphs {
		w += len(strings.Split(strings.TrimSpace(g.rows), "\n")[0]) + 20
	}
	img := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	for i := range img.pix {
		img.pix[i] = 255
	}
	type placed struct{ x, y int } // a pixel of the glyph's ink
	at := make([]placed, len(glyphs))
	x0 := 10
	for i, g := range glyphs {
		rows := strings.Split(strings.TrimSpace(g.rows), "\n")
		for y, row := range rows {
			for x, c := range row {
				if c == '#' {
					img.pix[(10+y)*w+x0+x] = 20
					at[i] = placed{x0 + x, 10 + y}
				}
			}
		}
		x0 += len(rows[0]) + 20
	}
	want := 0
	for _, g := range glyphs {
		if g.arrow {
			want++
		}
	}
	if n := eraseArrows(img, 300); n != want {
		t.Errorf("eraseArrows erased %d glyphs, want %d", n, want)
	}
	for i, g := range glyphs {
		if erased := img.pix[at[i].y*w+at[i].x] == 255; erased != g.arrow {
			t.Errorf("%s: erased %v, want %v", g.name, erased, g.arrow)
		}
	}
}
