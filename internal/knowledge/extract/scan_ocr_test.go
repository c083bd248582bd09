package extract

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"clinic/internal/documents/ocr"
)

// scanOCRRefresh is how the kept OCR of the scans is made again.
const scanOCRRefresh = "rm -r internal/knowledge/extract/" + scanOCRDir + " && " + scanOCRRefreshEnv +
	"=1 go test -count=1 ./internal/knowledge/extract/ (then commit the directory)"

// TestScanOCRCacheIsCurrent fails when the kept OCR of the scans (scanOCRDir) was made by other
// code than package ocr's of today, when a scan the tests read has no entry, or an entry no scan.
// Other tool versions than the entries' only make the lab tests read the scans live.
func TestScanOCRCacheIsCurrent(t *testing.T) {
	fp, err := ocrFingerprint()
	if err != nil {
		t.Skipf("OCR tools: %v", err)
	}
	kept := committedFingerprint()
	if !strings.Contains(kept, "code "+fp.code+"\n") {
		t.Fatalf("%s was made by other OCR code (%q, today %q): run\n%s", scanOCRDir, kept, fp, scanOCRRefresh)
	}
	if kept != fp.String() {
		t.Logf("%s was made with other tools (%q, here %q): the lab tests read the scans live", scanOCRDir, kept, fp)
	}
	scans, err := filepath.Glob("testdata/*/*/rendered/*.scan.pdf")
	if err != nil {
		t.Fatal(err)
	}
	for _, pattern := range []string{"testdata/eval/rendered/*.scan.pdf", "testdata/layouts/pdf/*_scan.pdf"} {
		more, _ := filepath.Glob(pattern)
		scans = append(scans, more...)
	}
	for _, f := range ocrFixtures {
		if f.scan {
			scans = append(scans, filepath.Join(ocrFixtureDir, f.file))
		}
	}
	if len(scans) < 100 {
		t.Fatalf("found only %d scans", len(scans))
	}
	want := map[string]string{}
	for _, s := range scans {
		want[filepath.Base(scanOCRPath(s))] = s
	}
	entries, err := filepath.Glob(filepath.Join(scanOCRDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, e := range entries {
		have[filepath.Base(e)] = true
		if _, ok := want[filepath.Base(e)]; !ok {
			t.Errorf("%s is the OCR of no scan the tests read: delete it", e)
		}
	}
	var missing []string
	for entry, scan := range want {
		if !have[entry] {
			missing = append(missing, scan)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("%d scans have no kept OCR (%s): run\n%s=1 go test -count=1 ./internal/knowledge/extract/ (then commit %s)",
			len(missing), strings.Join(missing, ", "), scanOCRRefreshEnv, scanOCRDir)
	}
	for _, e := range entries {
		b, err := os.ReadFile(e)
		if err != nil || len(strings.TrimSpace(string(b))) == 0 {
			t.Errorf("%s is empty or unreadable (%v)", e, err)
			continue
		}
		if res, ok := entryResult(string(b)); !ok || !slices.ContainsFunc(res.Pages, func(p ocr.Page) bool { return p.Alternative != "" }) {
			t.Errorf("%s does not hold both readings of its pages", e)
		}
	}
}
