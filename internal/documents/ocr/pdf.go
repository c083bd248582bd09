package ocr

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/ledongthuc/pdf"
)

// readPDF reads every page; see the package documentation for the order in which the methods
// are tried. The library's parse runs in a child process (sandbox.go).
func (r *Reader) readPDF(c *call) (Result, error) {
	if err := checkPDFHeader(c.path); err != nil {
		return Result{}, err
	}
	reply, err := textLayer(c.ctx, c.path, MaxPages)
	switch {
	case errors.Is(err, errSandboxDied):
		// The library crashed or ran out of its limits on this file; poppler, under its own
		// limits, may still read it (and classifies it if not).
		return r.readPDFWithPoppler(c)
	case err != nil:
		return Result{}, err
	case reply.Status == statusEncrypted:
		return Result{}, unreadable(reasonEncrypted)
	case reply.Status == statusTooLarge:
		// Poppler would inflate the same content: the document is over the limits.
		return Result{}, unreadable(reasonLimits)
	case reply.Status != statusOK:
		return r.readPDFWithPoppler(c)
	case reply.PageCount > MaxPages:
		return Result{}, unreadable(reasonTooManyPages)
	}
	// Text the library does not see (e.g. inside form XObjects) is still found by poppler; a
	// real scan falls through to OCR.
	var viaPoppler []int
	for i, tl := range reply.Pages {
		if !tl.Usable {
			viaPoppler = append(viaPoppler, i+1)
		}
	}
	read, err := r.popplerPages(c, viaPoppler)
	if err != nil {
		return Result{}, err
	}
	pages := make([]Page, 0, reply.PageCount)
	for i, tl := range reply.Pages {
		if tl.Usable {
			pages = append(pages, Page{Number: i + 1, Text: tl.Text, Method: MethodTextLayer})
			continue
		}
		pages = append(pages, read[0])
		read = read[1:]
	}
	return assemble(pages, reply.PageCount), nil
}

// readPDFWithPoppler reads a PDF the library could not open: pdfinfo
// decides whether it is readable, pdftotext and OCR read the pages.
func (r *Reader) readPDFWithPoppler(c *call) (Result, error) {
	count, err := r.pdfInfo(c)
	if err != nil {
		return Result{}, err
	}
	if count > MaxPages {
		return Result{}, unreadable(reasonTooManyPages)
	}
	nums := make([]int, count)
	for i := range nums {
		nums[i] = i + 1
	}
	pages, err := r.popplerPages(c, nums)
	if err != nil {
		return Result{}, err
	}
	return assemble(pages, count), nil
}

// pdfToolError maps a poppler tool failing on the file to "corrupt PDF";
// anything else (missing tool, killed, cancelled) stays transient.
func pdfToolError(err error) error {
	var te *toolError
	if errors.As(err, &te) {
		return unreadable(reasonCorruptPDF)
	}
	return err
}

// checkPDFHeader makes sure the file starts like a PDF (the header may follow
// up to 1 KiB of junk, as readers tolerate).
func checkPDFHeader(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("ocr: %w", err)
	}
	defer f.Close()
	head := make([]byte, 1024)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return fmt.Errorf("ocr: %w", err)
	}
	if !bytes.Contains(head[:n], []byte("%PDF-")) {
		return unreadable(reasonNotPDF)
	}
	return nil
}

func isEncrypted(err error) bool { return errors.Is(err, pdf.ErrInvalidPassword) }

// openPDF opens path with the library (in the text-layer child). Its failures, panics included, are
// *UnreadableError ("corrupt PDF"); the caller may still try poppler.
func openPDF(path string) (doc *pdf.Reader, closeFn func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("ocr: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("ocr: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			f.Close()
			doc, closeFn, err = nil, nil, unreadable(reasonCorruptPDF)
		}
	}()
	doc, err = pdf.NewReader(f, fi.Size())
	if err != nil {
		f.Close()
		if errors.Is(err, pdf.ErrInvalidPassword) {
			return nil, nil, err
		}
		return nil, nil, unreadable(reasonCorruptPDF)
	}
	return doc, func() { f.Close() }, nil
}

// numPages returns the library's page count, recovering its panics.
func numPages(doc *pdf.Reader) (n int, err error) {
	defer func() {
		if p := recover(); p != nil {
			n, err = 0, unreadable(reasonCorruptPDF)
		}
	}()
	return doc.NumPage(), nil
}

// errOverLimits is a page that shows more than maxPageGlyphs glyphs, or whose streams exhaust
// the document's decode budget.
var errOverLimits = errors.New("ocr: page over the text-layer limits")

// pageGlyphs returns a page's glyphs, recovering the library's panics; errOverLimits as pageText
// says.
func pageGlyphs(page pdf.Page, budget *decodeBudget) (gs []glyph, err error) {
	defer func() {
		if p := recover(); p != nil {
			gs, err = nil, unreadable(reasonCorruptPDF)
		}
	}()
	if page.V.IsNull() {
		return nil, unreadable(reasonCorruptPDF)
	}
	items, objs, over := pageText(page, budget)
	if over {
		return nil, errOverLimits
	}
	return toGlyphs(items, objs), nil
}
