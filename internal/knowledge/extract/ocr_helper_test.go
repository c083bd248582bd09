package extract

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
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
	if res, ok := diskOCR(file); ok {
		text := rankedText(res)
		scannedCache.Store(file, true)
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
	// Both readings of every scanned page are kept (a Rank that ties keeps them in their modes'
	// order), so the kept OCR does not depend on the reader that ranks them.
	res, err := ocr.New(ocr.Options{Rank: func(string) int { return 0 }}).Read(context.Background(), file, kind)
	if err != nil {
		t.Fatalf("ocr %s: %v", file, err)
	}
	scanned := slices.ContainsFunc(res.Pages, func(p ocr.Page) bool { return p.Method == ocr.MethodTesseract })
	scannedCache.Store(file, scanned)
	storeDiskOCR(file, res, scanned)
	text := rankedText(res)
	ocrCache.Store(file, text)
	return text
}

// rankedText is the text the service keeps of res: each scanned page's reading ranked as the
// service ranks it (ingest's reader has Rank ScanReadingRank).
func rankedText(res ocr.Result) string {
	res.Pages = slices.Clone(res.Pages)
	res.Choose(ScanReadingRank)
	return res.Text
}

// readingsSeparator parts, in a kept entry, the pages' first readings (Result.Text) from their
// second ones (the pages' Alternative joined by ocr.PageSeparator). Normalised text never holds
// two form feeds in a row.
const readingsSeparator = "\n\f\f\n"

// entryText is a kept entry of res.
func entryText(res ocr.Result) string {
	alts := make([]string, len(res.Pages))
	for i, p := range res.Pages {
		alts[i] = p.Alternative
	}
	return res.Text + readingsSeparator + strings.Join(alts, ocr.PageSeparator)
}

// entryResult is the result a kept entry was made from, as far as ranking needs it.
func entryResult(entry string) (ocr.Result, bool) {
	text, alt, ok := strings.Cut(entry, readingsSeparator)
	if !ok {
		return ocr.Result{}, false
	}
	texts, alts := strings.Split(text, ocr.PageSeparator), strings.Split(alt, ocr.PageSeparator)
	if len(texts) != len(alts) {
		return ocr.Result{}, false
	}
	res := ocr.Result{Text: text, PageCount: len(texts)}
	for i := range texts {
		res.Pages = append(res.Pages, ocr.Page{Number: i + 1, Text: texts[i], Method: ocr.MethodTesseract, Alternative: alts[i]})
	}
	return res, true
}

// scanOCRDir keeps, committed, the OCR of every scan the lab tests read (the development and
// evaluation sets' and the fixtures'), both readings of each page (entryText), one file per scan
// named by the SHA-256 of its bytes:
// reading them again takes Tesseract minutes of CPU in every make test, while the reader's rules
// change far more often than the OCR. An entry is used only while scanOCRDir/FINGERPRINT equals
// the fingerprint of the OCR that runs here (package ocr's code, the tools' versions, the
// Portuguese model); otherwise every scan is read live, so a figure is never measured on stale
// OCR, and TestScanOCRCacheIsCurrent says how to refresh the entries.
const scanOCRDir = "testdata/scan_ocr"

// scanOCRRefreshEnv, set to 1, reads live every scan without a current entry and writes its entry
// and the fingerprint.
const scanOCRRefreshEnv = "LAB_SCAN_OCR_REFRESH"

// diskOCR returns the OCR kept for file's bytes, if the cache is current and holds it. Only
// scans are kept, so its pages are Tesseract's.
func diskOCR(file string) (ocr.Result, bool) {
	fp, err := ocrFingerprint()
	if err != nil || committedFingerprint() != fp.String() {
		return ocr.Result{}, false
	}
	b, err := os.ReadFile(scanOCRPath(file))
	if err != nil {
		return ocr.Result{}, false
	}
	return entryResult(string(b))
}

// storeDiskOCR keeps the OCR of a scan that had no current entry, when refreshing
// (scanOCRRefreshEnv): the entries of an older fingerprint must have been deleted first, since
// writing the new one would make them count as current.
func storeDiskOCR(file string, res ocr.Result, scanned bool) {
	if !scanned || os.Getenv(scanOCRRefreshEnv) != "1" {
		return
	}
	fp, err := ocrFingerprint()
	if err != nil {
		panic(err)
	}
	if kept := committedFingerprint(); kept != "" && kept != fp.String() {
		panic(scanOCRDir + " holds the OCR of another fingerprint: delete it, then refresh")
	}
	if err := os.MkdirAll(scanOCRDir, 0o755); err != nil {
		panic(err)
	}
	if err := os.WriteFile(scanOCRPath(file), []byte(entryText(res)), 0o644); err != nil {
		panic(err)
	}
	if err := os.WriteFile(filepath.Join(scanOCRDir, "FINGERPRINT"), []byte(fp.String()), 0o644); err != nil {
		panic(err)
	}
}

// scanOCRPath is the entry of file's bytes (one that never exists when file cannot be read).
func scanOCRPath(file string) string {
	b, err := os.ReadFile(file)
	if err != nil {
		return filepath.Join(scanOCRDir, "unreadable")
	}
	sum := sha256.Sum256(b)
	return filepath.Join(scanOCRDir, hex.EncodeToString(sum[:])+".txt")
}

// committedFingerprint is scanOCRDir/FINGERPRINT, "" when missing.
func committedFingerprint() string {
	b, _ := os.ReadFile(filepath.Join(scanOCRDir, "FINGERPRINT"))
	return string(b)
}

// fingerprint names what the OCR of a scan depends on: code is package ocr's source and that of
// the project packages it imports, tools the versions of tesseract and pdftoppm and the hash of
// the Portuguese model.
type fingerprint struct{ code, tools string }

func (f fingerprint) String() string { return "code " + f.code + "\ntools " + f.tools + "\n" }

// toolVersions keeps, of a tool's version output, the lines that name its version and its
// libraries' ("tesseract 5.3.0", " leptonica-1.82.0", " libgif 5.2.1 : libjpeg …", "pdftoppm version
// 22.12.0"), not the lines tesseract adds about the machine ("Found AVX2") or about libraries it
// reads no page with ("Found libcurl/7.88.1 OpenSSL/3.0.19"): a security update of OpenSSL or
// another CPU leaves every reading byte-identical (checked on 12 dev scans when OpenSSL moved), and
// should not make the tests read every scan live.
func toolVersions(out []byte) []byte {
	var keep []string
	for _, l := range strings.Split(string(out), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "Found ") && !strings.HasPrefix(t, "Copyright ") {
			keep = append(keep, t)
		}
	}
	return []byte(strings.Join(keep, "\n") + "\n")
}

// ocrSourceDirs are package ocr and the project packages it imports (go list -deps).
var ocrSourceDirs = []string{"../../documents/ocr", "../../platform/ligature", "../../platform/tool"}

var ocrFingerprint = sync.OnceValues(func() (fingerprint, error) {
	code := sha256.New()
	for _, dir := range ocrSourceDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			return fingerprint{}, err
		}
		for _, f := range files { // Glob sorts
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				return fingerprint{}, err
			}
			fmt.Fprintf(code, "%s %d\n", filepath.ToSlash(f), len(b))
			code.Write(b)
		}
	}
	tools := sha256.New()
	for _, args := range [][]string{{"tesseract", "--version"}, {"pdftoppm", "-v"}} {
		out, err := exec.Command(args[0], args[1:]...).CombinedOutput()
		if err != nil {
			return fingerprint{}, fmt.Errorf("%s: %v", strings.Join(args, " "), err)
		}
		tools.Write(toolVersions(out))
	}
	model, err := tessdata("por")
	if err != nil {
		return fingerprint{}, err
	}
	tools.Write(model)
	return fingerprint{hex.EncodeToString(code.Sum(nil))[:16], hex.EncodeToString(tools.Sum(nil))[:16]}, nil
})

// tessdata returns the bytes of tesseract's model for lang, found where tesseract says it looks.
func tessdata(lang string) ([]byte, error) {
	out, err := exec.Command("tesseract", "--list-langs").CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("tesseract --list-langs: %v", err)
	}
	// List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (3):
	_, rest, ok := strings.Cut(string(out), `"`)
	dir, _, ok2 := strings.Cut(rest, `"`)
	if !ok || !ok2 {
		return nil, fmt.Errorf("tesseract --list-langs: no directory in %.80q", out)
	}
	return os.ReadFile(filepath.Join(dir, lang+".traineddata"))
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
