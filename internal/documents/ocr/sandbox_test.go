package ocr

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"clinic/internal/testkit/hostile"
)

// The crash happens in the child: this process survives, Read answers (unreadable, or what
// poppler makes of it), and a normal PDF is read afterwards by the same process.
func TestNestedArraysDoNotCrashTheReader(t *testing.T) {
	needTools(t, "pdftotext", "pdftoppm", "tesseract")
	path := filepath.Join(t.TempDir(), "nested.pdf")
	if err := os.WriteFile(path, hostile.NestedArrayPDF(2_000_000), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := New(Options{}).Read(ctx, path, KindPDF)
	if err != nil && !isUnreadable(err) {
		t.Fatalf("nested arrays: transient error %v (it would be retried into the same crash)", err)
	}
	t.Logf("nested arrays: %v, %d pages", err, res.PageCount)
	// The child died, not us: the sandbox reports it as such.
	if _, err := textLayer(ctx, path, MaxPages); err != errSandboxDied {
		t.Errorf("text-layer child on nested arrays: %v, want errSandboxDied", err)
	}
	read(t, "lab_fpdf.pdf", KindPDF)
}

func TestPageCapsAndRenderBounds(t *testing.T) {
	if got := renderDPI(pageSize{w: 595, h: 842}, 300); got != 300 {
		t.Errorf("A4 at 300 dpi lowered to %d", got)
	}
	huge := pageSize{w: 200 * 72, h: 200 * 72} // 200 × 200 inches
	dpi := renderDPI(huge, 300)
	if px := (200 * float64(dpi)) * (200 * float64(dpi)); px > maxRenderPixels || dpi < 1 {
		t.Errorf("200-inch page renders at %d dpi: %.0f pixels", dpi, px)
	}
}

func TestRemoveStaleTemp(t *testing.T) {
	dir := t.TempDir()
	old, fresh, other := filepath.Join(dir, "ocr-old"), filepath.Join(dir, "ocr-new"), filepath.Join(dir, "keep-me")
	for _, d := range []string{old, fresh, other} {
		if err := os.MkdirAll(filepath.Join(d, "sub"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-2 * StaleTempAge)
	for _, d := range []string{old, other} {
		if err := os.Chtimes(d, past, past); err != nil {
			t.Fatal(err)
		}
	}
	n, err := RemoveStaleTemp(dir, StaleTempAge)
	if err != nil || n != 1 {
		t.Fatalf("removed %d, %v; want 1", n, err)
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("stale directory still there")
	}
	for _, d := range []string{fresh, other} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s removed: %v", d, err)
		}
	}
}
