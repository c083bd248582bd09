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

	"clinic/internal/testkit/hostile"
)

// contentPDF is a one-page PDF whose content stream is unit repeated to about n bytes, compressed.
func contentPDF(t *testing.T, unit string, n int) string {
	t.Helper()
	return writePDF(t, []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		hostile.Stream("/Filter /FlateDecode", compress(t, strings.Repeat(unit, n/len(unit)))),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	})
}

func compress(t *testing.T, s string) []byte {
	t.Helper()
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	if _, err := w.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return z.Bytes()
}

// writePDF writes hostile.PDF(objects) to a file of the test.
func writePDF(t *testing.T, objects []string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "f.pdf")
	if err := os.WriteFile(path, hostile.PDF(objects), 0o600); err != nil {
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
	// A font whose ToUnicode map inflates to 4 GiB: the library parses it when the font is used.
	cmapBomb := writePDF(t, []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		hostile.Stream("", []byte("BT /F1 12 Tf 72 720 Td (Glicose 131 mg/dL) Tj ET")),
		"<< /Type /Font /Subtype /Type0 /BaseFont /X /Encoding /Identity-H /ToUnicode 6 0 R >>",
		hostile.Stream("/Filter /FlateDecode", hostile.ZlibBomb(' ', 4<<30)),
	})
	for name, path := range map[string]string{
		"4 GiB of whitespace":      bomb,
		"30 MB of one-letter text": contentPDF(t, "BT /F1 1 Tf (a) Tj ET ", 30<<20),
		"4 GiB ToUnicode map":      cmapBomb,
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

// Page trees and Parent chains that loop end: the library's own page lookup and inherited
// attributes follow such cycles for ever (the child would burn its CPU limit and die).
func TestPageTreeCycles(t *testing.T) {
	for name, objects := range map[string][]string{
		"Kids holds its own node": {
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 1 >>",
			"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
			hostile.Stream("", []byte("BT /F1 12 Tf 72 720 Td (Glicose 131 mg/dL) Tj ET")),
		},
		"a page is its own Parent": {
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
			"<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
			hostile.Stream("", []byte("BT /F1 12 Tf 72 720 Td (Glicose 131 mg/dL) Tj ET")),
		},
	} {
		reply, err := textLayer(context.Background(), writePDF(t, objects), MaxPages)
		if err != nil || reply.Status != statusOK || reply.PageCount != 1 {
			t.Errorf("%s: %+v, %v", name, reply, err)
		}
	}
}
