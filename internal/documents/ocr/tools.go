package ocr

import (
	"context"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"clinic/internal/platform/ligature"
	"clinic/internal/platform/tool"
)

// toolLimits bound one run of an external tool (tool.Limits).
type toolLimits = tool.Limits

// toolError is a tool that ran and exited with a non-zero status (tool.ExitError).
type toolError = tool.ExitError

// The limits of each tool. Measured on testdata: tesseract peaks near 250 MB and pdftoppm near
// 150 MB on an A4 page at 300 dpi; the limits leave several times that. One page takes poppler
// well under a second; 30 s of CPU is what inflating a FlateDecode bomb of about 10 GiB costs
// (a PDF the text-layer child cannot open reaches poppler unmeasured), so such a file fails as
// over the limits within half a minute instead of two.
var (
	pdfinfoLimits   = toolLimits{AddressSpace: 512 << 20, CPUSeconds: 20, FileSize: 1 << 20, Stdout: 1 << 20}
	pdftotextLimits = toolLimits{AddressSpace: 1 << 30, CPUSeconds: 30, FileSize: 1 << 20, Stdout: 16 << 20}
	pdftoppmLimits  = toolLimits{AddressSpace: 1 << 30, CPUSeconds: 30, FileSize: 256 << 20, Stdout: 1 << 20}
	tesseractLimits = toolLimits{AddressSpace: 2 << 30, CPUSeconds: 120, FileSize: 1 << 20, Stdout: 4 << 20}
)

// run executes name with args under lim and returns its standard output. A non-zero exit is a
// *toolError; a tool stopped by a limit is an *UnreadableError ("file exceeds the processing
// limits"); a missing tool or a cancelled context is a plain (transient) error.
func run(ctx context.Context, env []string, lim toolLimits, name string, args ...string) ([]byte, error) {
	out, err := tool.Run(ctx, env, lim, name, args...)
	if errors.Is(err, tool.ErrLimit) {
		return nil, unreadable(reasonLimits)
	}
	if err != nil {
		var te *toolError
		if !errors.As(err, &te) {
			err = fmt.Errorf("ocr: %w", err)
		}
	}
	return out, err
}

// runTesseract runs OCR on an image file in page segmentation mode psm and returns its normalised
// text.
func (r *Reader) runTesseract(ctx context.Context, image, psm string) (string, error) {
	out, err := run(ctx, []string{"OMP_THREAD_LIMIT=1"}, tesseractLimits, r.tesseract,
		image, "stdout", "-l", r.lang, "--psm", psm)
	if err != nil {
		return "", err
	}
	return normalizeText(string(out)), nil
}

// tesseractReadings reads a page image in tesseractPSM and, when the reader ranks readings
// (Options.Rank), in tesseractBlockPSM at the same time. alt is "" when the reader does not rank,
// and also when only the second reading failed: the first one stands alone then.
func (r *Reader) tesseractReadings(ctx context.Context, image string) (text, alt string, err error) {
	if r.rank == nil {
		text, err = r.runTesseract(ctx, image, tesseractPSM)
		return text, "", err
	}
	second := make(chan string, 1)
	go func() {
		t, err := r.runTesseract(ctx, image, tesseractBlockPSM)
		if err != nil {
			t = ""
		}
		second <- t
	}()
	text, err = r.runTesseract(ctx, image, tesseractPSM)
	alt = <-second
	if err != nil {
		return "", "", err
	}
	return text, alt, nil
}

// tesseractPSM is tesseract's page segmentation mode: 4 (one column of text of variable sizes)
// keeps a table row on one line where 3 (fully automatic) splits columns into blocks. Measured
// on the scanned lab reports of package extract's fixtures and development sets, after
// eraseLeaders: F1 0.895 vs 0.869, 0.699 vs 0.692, 0.576 vs 0.546.
const tesseractPSM = "4"

// tesseractBlockPSM is the second mode a page is read in when readings are ranked: 6 (a single
// uniform block of text). Alone it reads package extract's 690 development scans worse than mode
// 4 (lab F1 0.875 vs 0.895), but it keeps rows mode 4 loses whole: a table whose header cells
// hold two lines ("Coleta" over its date), a grid of boxed cells, a skewed ruled table. Keeping
// per page the reading the lab reader ranks higher (extract.ScanReadingRank) gave 0.903; 75
// reports gained, 6 lost a few results.
const tesseractBlockPSM = "6"

// renderPage renders one PDF page to a grayscale PGM and returns its path. PGM, not PNG:
// poppler's PNG encoder spends about 14 s on one A4 page at 300 dpi, PGM about 0.1 s, and
// tesseract reads both. The resolution is Options.DPI unless the page would exceed
// maxRenderPixels, in which case it is lowered to fit (a 200-inch page is not 3.6 gigapixels).
func (r *Reader) renderPage(c *call, page int) (string, error) {
	n := strconv.Itoa(page)
	prefix := filepath.Join(c.dir, "page-"+n)
	size := []string{"-scale-to", strconv.Itoa(maxRenderSide)} // size unknown: bound the longest side
	if sz, ok := r.pageSizes(c)[page]; ok {
		size = []string{"-r", strconv.Itoa(renderDPI(sz, r.dpi))}
	}
	args := append(size, "-f", n, "-l", n, "-gray", "-singlefile", c.path, prefix)
	if _, err := run(c.ctx, nil, pdftoppmLimits, r.pdftoppm, args...); err != nil {
		return "", err
	}
	return prefix + ".pgm", nil
}

// Render bounds: at most maxRenderPixels per page (an A3 page at 300 dpi is 35 megapixels), and
// maxRenderSide pixels on the longest side when the page size is unknown.
const (
	maxRenderPixels = 40_000_000
	maxRenderSide   = 6000
)

// pageSize is a page's width and height in points (1/72 inch).
type pageSize struct{ w, h float64 }

// renderDPI is dpi, lowered so that the page fits in maxRenderPixels.
func renderDPI(sz pageSize, dpi int) int {
	px := sz.w / 72 * float64(dpi) * sz.h / 72 * float64(dpi)
	if px <= maxRenderPixels {
		return dpi
	}
	return max(1, int(float64(dpi)*math.Sqrt(maxRenderPixels/px)))
}

// pageSizes returns every page's size from pdfinfo (run once per call); an empty map when pdfinfo
// cannot read the file.
func (r *Reader) pageSizes(c *call) map[int]pageSize {
	if c.info == nil {
		_, _ = r.pdfInfo(c)
	}
	if c.info == nil {
		return nil // pdfinfo did not run to the end (cancelled): the render bounds the side
	}
	return c.info.sizes
}

// pdftotextPage returns one page's text as laid out by poppler, normalised.
func (r *Reader) pdftotextPage(c *call, page int) (string, error) {
	n := strconv.Itoa(page)
	out, err := run(c.ctx, nil, pdftotextLimits, r.pdftotext, "-layout", "-enc", "UTF-8", "-q", "-f", n, "-l", n, c.path, "-")
	if err != nil {
		return "", err
	}
	return normalizeText(string(out)), nil
}

// pdfInfoResult is what one pdfinfo run found: the page count, or why the file is unreadable,
// and the pages' sizes.
type pdfInfoResult struct {
	pages int
	err   error
	sizes map[int]pageSize
}

// pdfInfo runs pdfinfo once per call (its result is kept in c) and returns the page count. Exit
// statuses are classified into *UnreadableError here.
func (r *Reader) pdfInfo(c *call) (int, error) {
	if c.info != nil {
		return c.info.pages, c.info.err
	}
	info := &pdfInfoResult{sizes: map[int]pageSize{}}
	out, err := run(c.ctx, nil, pdfinfoLimits, r.pdfinfo, "-f", "1", "-l", strconv.Itoa(MaxPages), c.path)
	if err != nil {
		// A cancelled or missing tool is not the file's fault: keep nothing, so a retry runs again.
		info.err = pdfInfoError(err)
		if !isUnreadable(info.err) {
			return 0, info.err
		}
		c.info = info
		return 0, info.err
	}
	info.err = unreadable(reasonCorruptPDF)
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && n > 0 {
				info.pages, info.err = n, nil
			}
			continue
		}
		var page int
		var sz pageSize
		if _, err := fmt.Sscanf(line, "Page %d size: %g x %g pts", &page, &sz.w, &sz.h); err == nil && sz.w > 0 && sz.h > 0 {
			info.sizes[page] = sz
		}
	}
	c.info = info
	return info.pages, info.err
}

// pdfInfoError classifies pdfinfo's failure: a password or other complaint about the file is
// unreadable; anything else (cancelled, missing, killed by a limit) is returned as it is.
func pdfInfoError(err error) error {
	var te *toolError
	if !errors.As(err, &te) {
		return err
	}
	if strings.Contains(te.Stderr, "password") || te.Code == 3 {
		return unreadable(reasonEncrypted)
	}
	return unreadable(reasonCorruptPDF)
}

// normalizeLine expands ligatures, trims the line and collapses its whitespace runs.
func normalizeLine(l string) string {
	return strings.Join(strings.Fields(ligature.Expand(l)), " ")
}

// normalizeText trims every line, collapses whitespace runs to one space and
// drops empty lines and form feeds.
func normalizeText(s string) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		if l = normalizeLine(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
