package main

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"math"
	"math/rand/v2"
	"os"
)

// scanLook is how a page is degraded to look like a scan.
type scanLook struct {
	angle   float64 // rotation, degrees
	tone    float64 // paper grey: white becomes 255-tone
	noise   float64 // standard deviation of per-pixel noise
	specks  int     // one dark speck per this many pixels (0: none)
	blur    bool    // a 3×3 box blur before the noise
	quality int     // JPEG quality
}

// readPGM decodes a binary (P5) 8-bit greyscale PGM as pdftoppm -gray writes it.
func readPGM(path string) (*image.Gray, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReader(f)
	var magic string
	var w, h, maxVal int
	if _, err := fmt.Fscan(r, &magic, &w, &h, &maxVal); err != nil || magic != "P5" {
		return nil, fmt.Errorf("pgm %s: not a binary PGM (%v)", path, err)
	}
	if _, err := r.ReadByte(); err != nil { // the single whitespace after the header
		return nil, err
	}
	if maxVal != 255 || w <= 0 || h <= 0 || w*h > 100_000_000 {
		return nil, fmt.Errorf("pgm %s: unsupported %dx%d max %d", path, w, h, maxVal)
	}
	img := image.NewGray(image.Rect(0, 0, w, h))
	if _, err := io.ReadFull(r, img.Pix); err != nil {
		return nil, fmt.Errorf("pgm %s: %w", path, err)
	}
	return img, nil
}

// degrade returns a rotated, toned, blurred and noisy copy of src, drawn
// from rng so the same seed always gives the same page.
func degrade(src *image.Gray, look scanLook, rng *rand.Rand) *image.Gray {
	if look.blur {
		src = boxBlur(src)
	}
	b := src.Bounds()
	dst := image.NewGray(b)
	rad := look.angle * math.Pi / 180
	sin, cos := math.Sin(rad), math.Cos(rad)
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	scale := (255 - look.tone) / 255
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			v := bilinear(src, cos*dx+sin*dy+cx, -sin*dx+cos*dy+cy)
			v = v*scale + rng.NormFloat64()*look.noise
			if look.specks > 0 && rng.IntN(look.specks) == 0 {
				v = 40 + 60*rng.Float64()
			}
			dst.Pix[y*dst.Stride+x] = uint8(max(0, min(255, math.Round(v))))
		}
	}
	return dst
}

// bilinear samples src at (x, y); outside the page is white paper.
func bilinear(src *image.Gray, x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	at := func(ix, iy int) float64 {
		if ix < 0 || iy < 0 || ix >= src.Rect.Dx() || iy >= src.Rect.Dy() {
			return 255
		}
		return float64(src.Pix[iy*src.Stride+ix])
	}
	ix, iy := int(x0), int(y0)
	top := at(ix, iy)*(1-fx) + at(ix+1, iy)*fx
	bottom := at(ix, iy+1)*(1-fx) + at(ix+1, iy+1)*fx
	return top*(1-fy) + bottom*fy
}

// boxBlur averages each pixel with its eight neighbours (edges clamp).
func boxBlur(src *image.Gray) *image.Gray {
	b := src.Bounds()
	dst := image.NewGray(b)
	w, h := b.Dx(), b.Dy()
	for y := range h {
		for x := range w {
			var sum int
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					sx, sy := min(max(x+dx, 0), w-1), min(max(y+dy, 0), h-1)
					sum += int(src.Pix[sy*src.Stride+sx])
				}
			}
			dst.Pix[y*dst.Stride+x] = uint8(sum / 9)
		}
	}
	return dst
}

// writeJPEG encodes img at quality into path.
func writeJPEG(path string, img image.Image, quality int) error {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: quality}); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
