package extract

import (
	"context"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"clinic/internal/documents/ocr"
)

// ocrFixtureDir holds package ocr's fixtures, read here through ocr.Reader.
const ocrFixtureDir = "../../documents/ocr/testdata"

// ocrFixtures are the ocr fixtures with gold files in testdata/ocr; scan
// marks those read by tesseract.
var ocrFixtures = []struct {
	file string
	scan bool
}{
	{"lab_ps2pdf.pdf", false},
	{"lab_libreoffice.pdf", false},
	{"lab_fpdf.pdf", false},
	{"lab_chromium.pdf", false},
	{"cid_collapsed.pdf", false},
	{"clinical_note.pdf", false},
	{"prescription.pdf", false},
	{"lab_scan.pdf", true},
	{"lab_scan.png", true},
	{"lab_scan.jpg", true},
	{"lab_followup_scan.pdf", true},
}

var ocrCache sync.Map // file name → string

// readOCR returns the ocr package's text for a fixture of package ocr, skipping the test
// when the external tools are missing.
func readOCR(t testing.TB, file string) string {
	t.Helper()
	return readOCRPath(t, filepath.Join(ocrFixtureDir, file))
}

// readOCRPath returns the ocr package's text for the file at path (PDF, PNG or JPEG).
func readOCRPath(t testing.TB, file string) string {
	t.Helper()
	for _, tool := range []string{"pdftotext", "pdftoppm", "tesseract"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	if v, ok := ocrCache.Load(file); ok {
		return v.(string)
	}
	kind := ocr.KindPDF
	switch strings.ToLower(filepath.Ext(file)) {
	case ".png":
		kind = ocr.KindPNG
	case ".jpg", ".jpeg":
		kind = ocr.KindJPEG
	}
	res, err := ocr.New(ocr.Options{}).Read(context.Background(), file, kind)
	if err != nil {
		t.Fatalf("ocr %s: %v", file, err)
	}
	scanned := slices.ContainsFunc(res.Pages, func(p ocr.Page) bool { return p.Method == ocr.MethodTesseract })
	scannedCache.Store(file, scanned)
	ocrCache.Store(file, res.Text)
	return res.Text
}

// scannedCache remembers, per file read, whether tesseract read any of its pages.
var scannedCache sync.Map // file name → bool

// extractOCR reads the file as the pipeline does and extracts its facts as the knowledge sync
// does: ExtractScanned when tesseract read a page of it, Extract otherwise.
func extractOCR(t testing.TB, file string) Facts {
	t.Helper()
	text := readOCRPath(t, file)
	if scanned, _ := scannedCache.Load(file); scanned == true {
		return ExtractScanned(text)
	}
	return Extract(text)
}
