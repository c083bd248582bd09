package extract

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
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
	if text, scanned, ok := diskOCR(file); ok {
		scannedCache.Store(file, scanned)
		ocrCache.Store(file, text)
		return text
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
	storeDiskOCR(file, res.Text, scanned)
	return res.Text
}

// ocrCacheEnv names a directory where, when set, the OCR of each file read is kept across test
// runs, keyed by the file's bytes: reading the development sets' scans again takes minutes, and
// the reader's rules change far more often than the OCR. The cache goes stale when package ocr
// changes; delete the directory then. make test never sets it.
const ocrCacheEnv = "LAB_OCR_CACHE"

// diskOCR returns the text and the scanned mark kept for file in the OCR cache, if any.
func diskOCR(file string) (text string, scanned, ok bool) {
	path, ok := diskOCRPath(file)
	if !ok {
		return "", false, false
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", false, false
	}
	mark, text, ok := strings.Cut(string(b), "\n")
	return text, mark == "scanned", ok
}

// storeDiskOCR keeps file's text and scanned mark in the OCR cache, when there is one.
func storeDiskOCR(file, text string, scanned bool) {
	path, ok := diskOCRPath(file)
	if !ok {
		return
	}
	mark := "text"
	if scanned {
		mark = "scanned"
	}
	_ = os.MkdirAll(filepath.Dir(path), 0o755)
	_ = os.WriteFile(path, []byte(mark+"\n"+text), 0o644)
}

// diskOCRPath is the cache file of file's bytes; false without a cache or a readable file.
func diskOCRPath(file string) (string, bool) {
	dir := os.Getenv(ocrCacheEnv)
	if dir == "" {
		return "", false
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", false
	}
	sum := sha256.Sum256(b)
	return filepath.Join(dir, hex.EncodeToString(sum[:])+".txt"), true
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
