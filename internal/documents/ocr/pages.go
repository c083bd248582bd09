package ocr

import "os"

// prepared is a page read as far as poppler takes it: its text, or the rendered image tesseract
// must read.
type prepared struct {
	page  Page   // complete unless image is set
	image string // the rendered page, awaiting tesseract
	err   error
}

// popplerPages reads pages nums, in order, with pdftotext and, where a page has too few letters,
// OCR. While tesseract reads one page, the next is extracted and rendered: rendering costs about a
// sixth of tesseract's time on a scan, and overlapping them keeps that off the document's time
// (at most one pdftoppm or pdftotext runs beside tesseract). The context is checked before every
// page; nothing is left running when it returns.
func (r *Reader) popplerPages(c *call, nums []int) ([]Page, error) {
	pages := make([]Page, 0, len(nums))
	if len(nums) == 0 {
		return pages, nil
	}
	next := r.prepare(c, nums[0])
	for i := range nums {
		if err := c.ctx.Err(); err != nil {
			next.discard()
			return nil, err
		}
		cur := next
		var ahead chan prepared
		if i+1 < len(nums) && cur.err == nil {
			ahead = make(chan prepared, 1)
			go func(n int) { ahead <- r.prepare(c, n) }(nums[i+1])
		}
		page, err := r.finish(c, cur)
		if ahead != nil {
			next = <-ahead
		}
		if err != nil {
			next.discard()
			return nil, err
		}
		pages = append(pages, page)
	}
	return pages, nil
}

// prepare reads page n with pdftotext and, when it has too few letters, renders it for OCR (at
// most MaxOCRPages per document). Only one prepare runs at a time for a call.
func (r *Reader) prepare(c *call, n int) prepared {
	text, err := r.pdftotextPage(c, n)
	if err != nil {
		return prepared{err: pdfToolError(err)}
	}
	if countLetters(text) >= minLetters {
		return prepared{page: Page{Number: n, Text: text, Method: MethodPdftotext}}
	}
	if c.ocrPages++; c.ocrPages > MaxOCRPages {
		return prepared{err: unreadable(reasonTooManyScans)}
	}
	image, err := r.renderPage(c, n)
	if err != nil {
		return prepared{err: pdfToolError(err)}
	}
	cleanPageFile(image, r.dpi)
	return prepared{page: Page{Number: n}, image: image}
}

// finish completes a prepared page: tesseract reads its image, if it has one (twice when the reader
// ranks readings).
func (r *Reader) finish(c *call, p prepared) (Page, error) {
	if p.err != nil || p.image == "" {
		return p.page, p.err
	}
	defer p.discard()
	text, alt, err := r.tesseractReadings(c.ctx, p.image)
	if err != nil {
		return Page{}, pdfToolError(err)
	}
	return Page{Number: p.page.Number, Text: text, Method: MethodTesseract, Alternative: alt}, nil
}

// discard removes a prepared page's image.
func (p prepared) discard() {
	if p.image != "" {
		_ = os.Remove(p.image)
	}
}
