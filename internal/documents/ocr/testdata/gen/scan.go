package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"strings"
)

// degrade turns a clean grayscale render into something like a scan: a
// slight rotation, a grey paper tone and deterministic speckle noise.
func degrade(src image.Image, seed uint64) *image.Gray {
	b := src.Bounds()
	dst := image.NewGray(b)
	angle := 0.6 * math.Pi / 180
	sin, cos := math.Sin(angle), math.Cos(angle)
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	rng := rand.New(rand.NewPCG(seed, 42))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx := int(math.Round(cos*dx + sin*dy + cx))
			sy := int(math.Round(-sin*dx + cos*dy + cy))
			v := 255.0
			if sx >= 0 && sy >= 0 && sx < b.Dx() && sy < b.Dy() {
				v = float64(color.GrayModel.Convert(src.At(b.Min.X+sx, b.Min.Y+sy)).(color.Gray).Y)
			}
			v = v*0.9 + 12 + rng.NormFloat64()*6
			if rng.IntN(2000) == 0 {
				v = 60
			}
			dst.SetGray(x, y, color.Gray{Y: uint8(max(0, min(255, v)))})
		}
	}
	return dst
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// scanImage writes a degraded copy of in as PNG or JPEG, by out's extension.
func scanImage(out, in string) error {
	src, err := readPNG(in)
	if err != nil {
		return err
	}
	img := degrade(src, 1)
	var buf bytes.Buffer
	if strings.HasSuffix(out, ".png") {
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		err = enc.Encode(&buf, img)
	} else {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 70})
	}
	if err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// scanPDF writes an image-only PDF: each input PNG is degraded, JPEG
// compressed and placed as a DCTDecode image filling an A4-wide page.
func scanPDF(out string, ins []string) error {
	var jpegs [][]byte
	var sizes []image.Point
	for i, in := range ins {
		src, err := readPNG(in)
		if err != nil {
			return err
		}
		img := degrade(src, uint64(i+1))
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 55}); err != nil {
			return err
		}
		jpegs = append(jpegs, buf.Bytes())
		sizes = append(sizes, img.Bounds().Size())
	}
	return os.WriteFile(out, imagePDF(jpegs, sizes), 0o644)
}

// imagePDF lays out a minimal PDF: catalog, pages, then per page a page
// object, its content stream and its image XObject.
func imagePDF(jpegs [][]byte, sizes []image.Point) []byte {
	var b bytes.Buffer
	var offsets []int
	obj := func(body string, stream []byte) {
		offsets = append(offsets, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\n", len(offsets), body)
		if stream != nil {
			b.WriteString("stream\n")
			b.Write(stream)
			b.WriteString("\nendstream\n")
		}
		b.WriteString("endobj\n")
	}
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	kids := make([]string, len(jpegs))
	for i := range jpegs {
		kids[i] = fmt.Sprintf("%d 0 R", 3+3*i)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>", nil)
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(jpegs)), nil)
	for i, data := range jpegs {
		w, h := 595.0, 595.0*float64(sizes[i].Y)/float64(sizes[i].X)
		content := []byte(fmt.Sprintf("q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q", w, h))
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << /Im0 %d 0 R >> >> /Contents %d 0 R >>",
			w, h, 5+3*i, 4+3*i), nil)
		obj(fmt.Sprintf("<< /Length %d >>", len(content)), content)
		obj(fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>",
			sizes[i].X, sizes[i].Y, len(data)), data)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	return b.Bytes()
}
