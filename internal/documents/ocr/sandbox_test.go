package ocr

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
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

// contentPDF is a one-page PDF whose content stream is unit repeated to about n bytes, compressed.
func contentPDF(t *testing.T, unit string, n int) string {
	t.Helper()
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	if _, err := w.Write([]byte(strings.Repeat(unit, n/len(unit)))); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "content.pdf")
	data := hostile.PDF([]string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		hostile.Stream("/Filter /FlateDecode", z.Bytes()),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	})
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// Page content that inflates to gigabytes, or shows millions of glyphs, fails the document as over
// the limits at once, from the text-layer child, before poppler would read the same content.
// Millions of nested "q" cost the walk time, not memory.
func TestContentBombs(t *testing.T) {
	bomb := filepath.Join(t.TempDir(), "bomb.pdf")
	if err := os.WriteFile(bomb, hostile.FlateBombPDF(4<<30), 0o600); err != nil {
		t.Fatal(err)
	}
	for name, path := range map[string]string{
		"4 GiB of whitespace":      bomb,
		"30 MB of one-letter text": contentPDF(t, "BT /F1 1 Tf (a) Tj ET ", 30<<20),
	} {
		_, err := New(Options{}).Read(context.Background(), path, KindPDF)
		var u *UnreadableError
		if !errors.As(err, &u) || u.Reason != reasonLimits {
			t.Errorf("%s: err = %v, want %q", name, err, reasonLimits)
		}
	}
	// Ten million nested q: the child neither runs out of memory (a saved state is about 700
	// bytes) nor gives up; the page has no text.
	reply, err := textLayer(context.Background(), contentPDF(t, "q ", 20<<20), MaxPages)
	if err != nil || reply.Status != statusOK || len(reply.Pages) != 1 || reply.Pages[0].Usable {
		t.Errorf("nested q: %+v, %v", reply, err)
	}
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
