package ocr

import (
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // register the JPEG decoder
	_ "image/png"  // register the PNG decoder
	"io"
	"os"
)

// maxImagePixels bounds the images decoded (and OCRed): 100 megapixels is an
// A3 page at 600 dpi with room to spare.
const maxImagePixels = 100_000_000

// readImage OCRs a PNG or JPEG file as one page. PNG and JPEG are treated
// alike: a PNG stored as KindJPEG (or the reverse) is read normally, since
// both the Go decoders and tesseract recognise the format by its bytes.
func (r *Reader) readImage(c *call) (Result, error) {
	if err := checkImage(c.path); err != nil {
		return Result{}, err
	}
	text, err := r.runTesseract(c.ctx, c.path)
	if err != nil {
		return Result{}, err
	}
	return assemble([]Page{{Number: 1, Text: text, Method: MethodTesseract}}, 1), nil
}

// checkImage decodes the whole image, so a truncated or mislabelled file is
// reported as unreadable before tesseract sees it.
func checkImage(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("ocr: %w", err)
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		return imageError(err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return unreadable(reasonImage)
	}
	if int64(cfg.Width)*int64(cfg.Height) > maxImagePixels {
		return unreadable(reasonImageTooLarge)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("ocr: %w", err)
	}
	if _, _, err := image.Decode(f); err != nil {
		return imageError(err)
	}
	return nil
}

// imageError keeps I/O failures transient and calls everything else an
// unreadable image.
func imageError(err error) error {
	var pathErr *os.PathError
	if errors.As(err, &pathErr) {
		return fmt.Errorf("ocr: %w", err)
	}
	return unreadable(reasonImage)
}
