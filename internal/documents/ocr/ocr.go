package ocr

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Kind is a stored file's type, decided by its bytes (the caller has already sniffed it).
type Kind string

// The kinds of file Read understands.
const (
	KindPDF   Kind = "pdf"
	KindPNG   Kind = "png"
	KindJPEG  Kind = "jpeg"
	KindDICOM Kind = "dicom"
)

// Method says how a page's text was obtained.
type Method string

// The ways a page's text can be obtained, in the order they are tried.
const (
	MethodTextLayer Method = "text_layer"
	MethodPdftotext Method = "pdftotext"
	MethodTesseract Method = "tesseract"
)

// PageSeparator joins the pages' texts in Result.Text: a line holding only a
// form feed.
const PageSeparator = "\n\f\n"

// Page is one page's text.
type Page struct {
	// Number is the 1-based page number.
	Number int
	// Text is the page's lines joined by "\n", each line trimmed and with
	// whitespace runs collapsed to one space and typographic ligatures ("ﬁ")
	// spelled out; empty lines are dropped.
	Text string
	// Method says how Text was obtained.
	Method Method
	// Alternative is, on a page Tesseract read for a Reader that ranks readings (Options.Rank),
	// the reading Text was not chosen from (normalised like Text); "" otherwise.
	Alternative string
}

// DICOMInfo holds header fields of a DICOM file, empty when absent.
type DICOMInfo struct {
	// Modality is (0008,0060), e.g. "CT", "MR", "US".
	Modality string
	// StudyDate is (0008,0020) as YYYY-MM-DD, or "" when absent or invalid.
	StudyDate string
}

// Result is what Read found.
type Result struct {
	// Text is every page's Text joined by PageSeparator ("\n\f\n"); it is
	// empty when no page has any text.
	Text string
	// Pages holds one entry per page, in order.
	Pages []Page
	// PageCount is the number of pages in the file (1 for an image, 0 for DICOM).
	PageCount int
	// DICOM is set only for KindDICOM; no OCR is done for DICOM.
	DICOM *DICOMInfo
}

// UnreadableError means the file itself cannot be read (encrypted, corrupt,
// not a valid image): retrying will not help.
type UnreadableError struct {
	// Reason is a short English phrase safe to show a client, such as
	// "encrypted PDF", "corrupt PDF" or "unreadable image". It never holds a
	// path or a tool's output.
	Reason string
}

// Error implements error.
func (e *UnreadableError) Error() string { return "unreadable file: " + e.Reason }

// Reasons used in UnreadableError.
const (
	reasonEncrypted     = "encrypted PDF"
	reasonCorruptPDF    = "corrupt PDF"
	reasonNotPDF        = "not a PDF file"
	reasonImage         = "unreadable image"
	reasonImageTooLarge = "image too large"
	reasonNotDICOM      = "not a DICOM file"
	reasonCorruptDICOM  = "corrupt DICOM file"
	reasonUnknownKind   = "unsupported file type"
	reasonTooManyPages  = "PDF has more than 1000 pages"
	reasonTooManyScans  = "PDF has more than 300 pages that need OCR"
	reasonLimits        = "file exceeds the processing limits"
)

// Page caps: a PDF of more than MaxPages pages is refused as unreadable before any page is
// read; at most MaxOCRPages of its pages may need OCR (rendering and tesseract, about 2 s a
// page), the rest must have text.
const (
	MaxPages    = 1000
	MaxOCRPages = 300
)

func unreadable(reason string) error { return &UnreadableError{Reason: reason} }

// Options configure a Reader; zero values mean defaults.
type Options struct {
	// Tesseract, Pdftotext and Pdftoppm are the executables to run; by
	// default "tesseract", "pdftotext" and "pdftoppm" found on PATH.
	// Pdfinfo is looked up next to Pdftotext (or on PATH).
	Tesseract, Pdftotext, Pdftoppm string
	// DPI is the rendering resolution for scanned pages, default 300.
	DPI int
	// Language is the tesseract language, default "por".
	Language string
	// TempDir is where per-call temporary directories go, default os.TempDir().
	TempDir string
	// Rank, when set, scores a page's reading: every page Tesseract reads is then read in two
	// page segmentation modes at once (4, one column of text of variable sizes, and 6, one
	// uniform block; tesseractBlockPSM says why) and Page.Text is the reading Rank scores
	// higher, mode 4's on a tie (Result.Choose). It costs a second Tesseract run per scanned
	// page. A Rank that scores every text alike keeps mode 4's readings as Text and mode 6's
	// as Alternative, for a caller that ranks them later with Result.Choose.
	Rank func(text string) int
}

// Reader reads text from files. Safe for concurrent use.
type Reader struct {
	tesseract, pdftotext, pdftoppm, pdfinfo string
	dpi                                     int
	lang                                    string
	tempDir                                 string
	rank                                    func(string) int
}

// New returns a Reader using opts, with defaults filled in.
func New(opts Options) *Reader {
	r := &Reader{
		tesseract: orDefault(opts.Tesseract, "tesseract"),
		pdftotext: orDefault(opts.Pdftotext, "pdftotext"),
		pdftoppm:  orDefault(opts.Pdftoppm, "pdftoppm"),
		dpi:       opts.DPI,
		lang:      orDefault(opts.Language, "por"),
		tempDir:   opts.TempDir,
		rank:      opts.Rank,
	}
	if r.dpi <= 0 {
		r.dpi = 300
	}
	r.pdfinfo = siblingTool(r.pdftotext, "pdfinfo")
	return r
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// siblingTool returns name in the same directory as tool when tool is a path.
func siblingTool(tool, name string) string {
	if i := strings.LastIndexByte(tool, '/'); i >= 0 {
		return tool[:i+1] + name
	}
	return name
}

// Read returns the text of the file at path. Errors: *UnreadableError for a
// file that cannot be read; any other error is transient (context cancelled,
// a tool missing or killed) and the caller retries.
func (r *Reader) Read(ctx context.Context, path string, kind Kind) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	switch kind {
	case KindDICOM:
		return readDICOMFile(ctx, path)
	case KindPNG, KindJPEG:
		return r.ranked(r.withTemp(ctx, path, r.readImage))
	case KindPDF:
		return r.ranked(r.withTemp(ctx, path, r.readPDF))
	default:
		return Result{}, unreadable(reasonUnknownKind)
	}
}

// call holds what one Read needs: its context, file and temporary directory.
type call struct {
	ctx      context.Context
	path     string
	dir      string
	ocrPages int            // pages rendered and OCRed so far
	info     *pdfInfoResult // pdfinfo's findings, once it has run
}

func (r *Reader) withTemp(ctx context.Context, path string, fn func(*call) (Result, error)) (Result, error) {
	dir, err := os.MkdirTemp(r.tempDir, tempPrefix+"*")
	if err != nil {
		return Result{}, fmt.Errorf("ocr: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	res, err := fn(&call{ctx: ctx, path: path, dir: dir})
	if err != nil {
		// A cancelled context wins over whatever the tools reported.
		if cerr := ctx.Err(); cerr != nil && !isUnreadable(err) {
			return Result{}, cerr
		}
		return Result{}, err
	}
	return res, nil
}

func isUnreadable(err error) bool {
	var u *UnreadableError
	return errors.As(err, &u)
}

// ranked applies the reader's Rank to a successful read.
func (r *Reader) ranked(res Result, err error) (Result, error) {
	if err == nil && r.rank != nil {
		res.Choose(r.rank)
	}
	return res, err
}

// Choose makes Text, on every page with an Alternative, the reading rank scores higher (Text on
// a tie; the other becomes Alternative), and joins the pages' Text again.
func (res *Result) Choose(rank func(text string) int) {
	changed := false
	for i := range res.Pages {
		p := &res.Pages[i]
		if p.Alternative != "" && rank(p.Alternative) > rank(p.Text) {
			p.Text, p.Alternative = p.Alternative, p.Text
			changed = true
		}
	}
	if changed {
		res.Text = assemble(res.Pages, res.PageCount).Text
	}
}

// assemble fills Text from pages.
func assemble(pages []Page, count int) Result {
	texts := make([]string, len(pages))
	empty := true
	for i, p := range pages {
		texts[i] = p.Text
		empty = empty && p.Text == ""
	}
	res := Result{Pages: pages, PageCount: count}
	if !empty {
		res.Text = strings.Join(texts, PageSeparator)
	}
	return res
}

// tempPrefix starts the name of every per-call temporary directory.
const tempPrefix = "ocr-"

// StaleTempAge is how old a per-call temporary directory must be before RemoveStaleTemp removes
// it: far longer than one document's processing (bounded by the SLA), so only runs that died
// (a worker killed mid-document) leave such directories.
const StaleTempAge = time.Hour

// RemoveStaleTemp removes the temporary directories of Read calls in dir (os.TempDir() when
// empty) last modified before now−age, and returns how many it removed.
func RemoveStaleTemp(dir string, age time.Duration) (int, error) {
	if dir == "" {
		dir = os.TempDir()
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, fmt.Errorf("ocr: list %s: %w", dir, err)
	}
	cutoff := time.Now().Add(-age)
	removed := 0
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), tempPrefix) {
			continue
		}
		info, err := e.Info()
		if err != nil || info.ModTime().After(cutoff) {
			continue
		}
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err == nil {
			removed++
		}
	}
	return removed, nil
}
