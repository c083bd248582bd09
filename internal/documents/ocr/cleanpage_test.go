package ocr

import (
	"strings"
	"testing"
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
