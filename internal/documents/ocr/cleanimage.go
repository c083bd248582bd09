package ocr

import (
	"image"
	"image/color"
	"io"
	"os"
	"path/filepath"
)

// An uploaded PNG or JPEG page is prepared like a rendered PDF page before Tesseract reads it:
// brought to 300 dpi when it is a little coarser (as PDF pages are rendered) and cleaned (white
// background, no vertical rules, no dotted leaders; cleanpage.go). On the 17 one-page scans of
// the lab development sets uploaded as JPEG, the reader's F1 went from 0.761 (Tesseract on the
// upload) to 0.805 (cleaned) and 0.836 (cleaned at 300 dpi); the same scans as PDFs give 0.828. Decoding its pixels is
// parsing untrusted bytes, so it happens in a parser child (sandbox.go): the child decodes the
// image, cleans it and writes a PGM beside it. When the child fails (a file that crashes the
// decoder or exceeds its limits, an image over maxRenderPixels) Tesseract reads the upload as it
// is, as it always did.

const jobCleanImage = "clean-image"

// cleanImageReply is what the clean-image child writes on its standard output.
type cleanImageReply struct {
	Status string `json:"status"` // statusOK when the PGM was written; "skipped" or "corrupt" otherwise
	DPI    int    `json:"dpi,omitempty"`
}

// cleanedImage returns the path of a cleaned grayscale copy of the image at c.path, or "" when
// Tesseract should read the upload itself. It never fails the document: cleaning is an
// improvement, not a step the text depends on.
func (r *Reader) cleanedImage(c *call) string {
	out := filepath.Join(c.dir, "image.pgm")
	var reply cleanImageReply
	if err := runChild(c.ctx, jobCleanImage, out, c.path, &reply); err != nil || reply.Status != statusOK {
		return ""
	}
	return out
}

// cleanImageJob decodes the image at path, upscales it to ocrDPI when it is at most maxUpscale
// coarser (dpi estimated from its size; never beyond maxRenderPixels), cleans it and writes it as
// a PGM to out.
func cleanImageJob(path, out string) any {
	f, err := os.Open(path)
	if err != nil {
		return cleanImageReply{Status: "io"}
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		return cleanImageReply{Status: "corrupt"}
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > maxRenderPixels {
		return cleanImageReply{Status: "skipped"}
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return cleanImageReply{Status: "io"}
	}
	img, _, err := image.Decode(f)
	if err != nil {
		return cleanImageReply{Status: "corrupt"}
	}
	page := grayPage(img)
	dpi := pageDPI(page.w, page.h)
	if factor := float64(ocrDPI) / float64(dpi); factor > 1 && factor <= maxUpscale {
		if scaled := upscale(page, factor); scaled != nil {
			page, dpi = scaled, ocrDPI
		}
	}
	cleanPage(page, dpi)
	if os.WriteFile(out, page.encode(), 0o600) != nil {
		return cleanImageReply{Status: "io"}
	}
	return cleanImageReply{Status: statusOK, DPI: dpi}
}

// grayPage converts img to an 8-bit grayscale page; the luma plane of a JPEG is taken as it is.
func grayPage(img image.Image) *pgm {
	b := img.Bounds()
	p := &pgm{w: b.Dx(), h: b.Dy(), pix: make([]byte, b.Dx()*b.Dy())}
	switch src := img.(type) {
	case *image.YCbCr:
		for y := 0; y < p.h; y++ {
			o := src.YOffset(b.Min.X, b.Min.Y+y)
			copy(p.pix[y*p.w:(y+1)*p.w], src.Y[o:o+p.w])
		}
	case *image.Gray:
		for y := 0; y < p.h; y++ {
			o := src.PixOffset(b.Min.X, b.Min.Y+y)
			copy(p.pix[y*p.w:(y+1)*p.w], src.Pix[o:o+p.w])
		}
	default:
		for y := 0; y < p.h; y++ {
			for x := 0; x < p.w; x++ {
				p.pix[y*p.w+x] = color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.Gray).Y
			}
		}
	}
	return p
}

// pageDPI estimates the resolution of a page image from its size, taking its longer side as an
// A4 page's 11.69 inches (a photo or scan of a letter or A5 page errs by a fifth at most), within
// 100 to 600 dpi. The cleaning's sizes (a leader dot, a rule's thickness) follow from it.
func pageDPI(w, h int) int {
	return min(600, max(100, int(float64(max(w, h))/11.69+0.5)))
}

// readImageText runs Tesseract on the cleaned copy of the upload when there is one, else on the
// upload (tesseractReadings: alt is the second reading, when the reader ranks readings).
func (r *Reader) readImageText(c *call) (text, alt string, err error) {
	if cleaned := r.cleanedImage(c); cleaned != "" {
		defer os.Remove(cleaned)
		if text, alt, err := r.tesseractReadings(c.ctx, cleaned); err == nil {
			return text, alt, nil
		}
	}
	return r.tesseractReadings(c.ctx, c.path)
}

// ocrDPI is the resolution Tesseract reads best at, the one PDF pages are rendered at. A page
// is brought to it by at most maxUpscale: 200-dpi scans read better at 300 (above), but a noisy
// 150-dpi page doubled lost its values ("131 mg/dL" became "ABL mgal", testdata/lab_scan.png),
// so coarser pages are read as they are.
const (
	ocrDPI     = 300
	maxUpscale = 1.5
)

// upscale resizes p by factor (> 1) with bilinear interpolation, or returns nil when the result
// would exceed maxRenderPixels.
func upscale(p *pgm, factor float64) *pgm {
	w, h := int(float64(p.w)*factor+0.5), int(float64(p.h)*factor+0.5)
	if w*h > maxRenderPixels || w <= p.w {
		return nil
	}
	out := &pgm{w: w, h: h, pix: make([]byte, w*h)}
	x0s, x1s, fxs := make([]int, w), make([]int, w), make([]float64, w)
	for x := range w {
		sx := (float64(x)+0.5)/factor - 0.5
		x0 := max(0, int(sx))
		x0s[x], x1s[x], fxs[x] = x0, min(p.w-1, x0+1), max(0, sx-float64(x0))
	}
	for y := range h {
		sy := (float64(y)+0.5)/factor - 0.5
		y0 := max(0, int(sy))
		y1, fy := min(p.h-1, y0+1), max(0, sy-float64(y0))
		r0, r1, row := p.pix[y0*p.w:(y0+1)*p.w], p.pix[y1*p.w:(y1+1)*p.w], out.pix[y*w:(y+1)*w]
		for x := range w {
			a, b := float64(r0[x0s[x]]), float64(r0[x1s[x]])
			c, d := float64(r1[x0s[x]]), float64(r1[x1s[x]])
			top, bottom := a+(b-a)*fxs[x], c+(d-c)*fxs[x]
			row[x] = byte(top + (bottom-top)*fy + 0.5)
		}
	}
	return out
}
