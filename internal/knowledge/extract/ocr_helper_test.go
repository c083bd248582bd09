package extract

import (
	"context"
	"os/exec"
	"path/filepath"
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
	ocrCache.Store(file, res.Text)
	return res.Text
}
