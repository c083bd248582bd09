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

// readImage OCRs a PNG or JPEG file as one page, cleaned first (cleanimage.go). PNG and JPEG are treated
// alike: a PNG stored as KindJPEG (or the reverse) is read normally, since
// both the Go decoders and tesseract recognise the format by its bytes.
func (r *Reader) readImage(c *call) (Result, error) {
	if err := checkImage(c.path); err != nil {
		return Result{}, err
	}
	text, alt, err := r.readImageText(c)
	var te *toolError
	if errors.As(err, &te) {
		// The header was fine but the data is not (a truncated file): tesseract cannot read it.
		return Result{}, unreadable(reasonImage)
	}
	if err != nil {
		return Result{}, err
	}
	return assemble([]Page{{Number: 1, Text: text, Method: MethodTesseract, Alternative: alt}}, 1), nil
}

// checkImage reads the image's header only: see checkImageHeader.
func checkImage(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("ocr: %w", err)
	}
	defer f.Close()
	return checkImageHeader(f)
}

// checkImageHeader reads an image's header only (image.DecodeConfig): a stream that is not a PNG
// or JPEG, or claims more than maxImagePixels, is unreadable before any pixel is decoded. The
// pixels are decoded only by tesseract, in its own process under its limits. Errors:
// *UnreadableError ("unreadable image", "image too large"); a read error of r as it is.
func checkImageHeader(r io.Reader) error {
	cfg, _, err := image.DecodeConfig(r)
	if err != nil {
		return imageError(err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return unreadable(reasonImage)
	}
	if int64(cfg.Width)*int64(cfg.Height) > maxImagePixels {
		return unreadable(reasonImageTooLarge)
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
