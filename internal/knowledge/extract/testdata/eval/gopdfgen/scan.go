package main

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/go-pdf/fpdf"
)

// toGray converts any decoded image to *image.Gray.
func toGray(src image.Image) *image.Gray {
	if g, ok := src.(*image.Gray); ok {
		return g
	}
	b := src.Bounds()
	g := image.NewGray(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g.Set(x, y, color.GrayModel.Convert(src.At(x, y)))
		}
	}
	return g
}

// degrade applies mild scan realism: a small rotation (bilinear), paper tone, light noise and a few specks.
func degrade(src *image.Gray, rng *rand.Rand, angleDeg float64) *image.Gray {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dst := image.NewGray(image.Rect(0, 0, w, h))
	a := angleDeg * math.Pi / 180
	ca, sa := math.Cos(a), math.Sin(a)
	cx, cy := float64(w)/2, float64(h)/2
	const paper = 255.0
	sample := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return paper
		}
		return float64(src.Pix[y*src.Stride+x])
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			// inverse rotation: where does this output pixel come from?
			dx, dy := float64(x)-cx, float64(y)-cy
			sx := ca*dx + sa*dy + cx
			sy := -sa*dx + ca*dy + cy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			fx, fy := sx-float64(x0), sy-float64(y0)
			v := sample(x0, y0)*(1-fx)*(1-fy) + sample(x0+1, y0)*fx*(1-fy) +
				sample(x0, y0+1)*(1-fx)*fy + sample(x0+1, y0+1)*fx*fy
			// paper tone / toner: compress range to ~[14, 244], add light noise
			v = 14 + v*0.902 + rng.NormFloat64()*3.0
			if v < 0 {
				v = 0
			} else if v > 255 {
				v = 255
			}
			dst.Pix[y*dst.Stride+x] = uint8(v)
		}
	}
	// a few dust specks
	for i := 0; i < 60; i++ {
		px, py := rng.IntN(w), rng.IntN(h)
		r := 1 + rng.IntN(2)
		shade := uint8(60 + rng.IntN(100))
		for yy := py - r; yy <= py+r; yy++ {
			for xx := px - r; xx <= px+r; xx++ {
				if xx >= 0 && yy >= 0 && xx < w && yy < h && (xx-px)*(xx-px)+(yy-py)*(yy-py) <= r*r {
					dst.Pix[yy*dst.Stride+xx] = shade
				}
			}
		}
	}
	return dst
}

func seedFor(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// buildScan embeds each page image (full A4 page) into a PDF.
func buildScan(out string, pages []string) error {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCreator("labeval gopdfgen scan", true)
	pdf.SetTitle(filepath.Base(out), true)
	for i, p := range pages {
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		rng := rand.New(rand.NewPCG(seedFor(filepath.Base(out)), uint64(i+1)))
		angle := 0.15 + rng.Float64()*0.35
		if rng.IntN(2) == 0 {
			angle = -angle
		}
		g := degrade(toGray(img), rng, angle)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: 70}); err != nil {
			return err
		}
		name := fmt.Sprintf("page%d", i+1)
		opt := fpdf.ImageOptions{ImageType: "jpg", ReadDpi: false}
		pdf.RegisterImageOptionsReader(name, opt, &buf)
		pdf.AddPage()
		pdf.ImageOptions(name, 0, 0, 210, 297, false, opt, 0, "")
		fmt.Fprintf(os.Stderr, "  %s page %d: rotation %+.2f°\n", filepath.Base(out), i+1, angle)
	}
	return pdf.OutputFileAndClose(out)
}
