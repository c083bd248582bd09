package ocr

import (
	"context"
	"errors"
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

// The external tools really run under their limits: a tool over its CPU time, file size or
// address space is stopped, and one that writes more than its output cap is cut off; either way
// the file is over the limits (or the tool failed), never a success.
func TestToolLimitsAreEnforced(t *testing.T) {
	needTools(t, "pdftoppm", "tesseract", "prlimit")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a tool without limits spins until then
	defer cancel()
	small := toolLimits{AddressSpace: 1 << 30, CPUSeconds: 1, FileSize: 1 << 20, Stdout: 1 << 20}
	_, err := run(ctx, nil, small, "sh", "-c", "while :; do :; done")
	if !isLimits(err) {
		t.Errorf("CPU: %v, want over the limits", err)
	}
	_, err = run(ctx, nil, small, "sh", "-c", "head -c 2000000 /dev/zero")
	if !isLimits(err) {
		t.Errorf("standard output: %v, want over the limits", err)
	}
	out := filepath.Join(t.TempDir(), "page")
	_, err = run(ctx, nil, toolLimits{AddressSpace: 1 << 30, CPUSeconds: 60, FileSize: 1 << 20, Stdout: 1 << 20},
		"pdftoppm", "-r", "300", "-gray", "-singlefile", fixture("lab_ps2pdf.pdf"), out)
	if !isLimits(err) {
		t.Errorf("file size (an 8 MB page under a 1 MiB cap): %v, want over the limits", err)
	}
	_, err = run(ctx, []string{"OMP_THREAD_LIMIT=1"}, toolLimits{AddressSpace: 32 << 20, CPUSeconds: 60, FileSize: 1 << 20, Stdout: 1 << 20},
		"tesseract", fixture("lab_scan.png"), "stdout", "-l", "por")
	if err == nil {
		t.Errorf("address space: tesseract read a page in 32 MiB")
	}
}

func isLimits(err error) bool {
	var u *UnreadableError
	return errors.As(err, &u) && u.Reason == reasonLimits
}
