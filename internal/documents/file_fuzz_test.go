package documents

import (
	"bytes"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"clinic/internal/platform/errs"
)

// FuzzDecideKind feeds arbitrary declared types and leading bytes to the upload's kind decision:
// it never panics; what it accepts starts with its kind's magic and agrees with any kind the
// declared type names; what it refuses is a BadRequest whose Portuguese detail is short, valid
// UTF-8 text without control characters.
func FuzzDecideKind(f *testing.F) {
	f.Add("application/pdf", []byte("%PDF-1.7\n"))
	f.Add("image/png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	f.Add("image/jpg", []byte{0xFF, 0xD8, 0xFF, 0xE0})
	f.Add("application/octet-stream", append(make([]byte, 128), "DICM"...))
	f.Add("image/jpeg", []byte("PK\x03\x04"))
	f.Add("", []byte{})
	f.Add("text/plain; charset=\xff", []byte("%PDF-"))
	f.Fuzz(func(t *testing.T, declared string, head []byte) {
		if len(head) > sniffLen {
			head = head[:sniffLen]
		}
		kind, err := decideKind(declared, head)
		if err != nil {
			e, ok := errs.As(err)
			if !ok || e.Kind != errs.BadRequest {
				t.Fatalf("error %v is not a BadRequest", err)
			}
			if !strings.Contains(e.Detail, "arquivo") || !utf8.ValidString(e.Detail) || len(e.Detail) > 400 ||
				strings.IndexFunc(e.Detail, unicode.IsControl) >= 0 {
				t.Fatalf("detail %q is not a short Portuguese text", e.Detail)
			}
			return
		}
		again, ok := sniff(head)
		if !ok || again != kind {
			t.Fatalf("accepted %v for bytes %q that sniff as %v", kind.kind, head, again.kind)
		}
		if !magicOf(kind, head) {
			t.Fatalf("accepted %v without its magic: %q", kind.kind, head)
		}
	})
}

// magicOf reports whether head carries k's signature (restated here, not taken from sniff).
func magicOf(k fileKind, head []byte) bool {
	switch k.label {
	case "PDF":
		return bytes.HasPrefix(head, []byte("%PDF-"))
	case "PNG":
		return bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n"))
	case "JPEG":
		return bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF})
	case "DICOM":
		return len(head) >= 132 && string(head[128:132]) == "DICM"
	}
	return false
}

// FuzzCleanFilename: the name kept for display is nil or a non-empty base name of valid UTF-8,
// without control characters or path separators, at most MaxFilename characters.
func FuzzCleanFilename(f *testing.F) {
	f.Add("exame.pdf")
	f.Add("../../etc/passwd")
	f.Add(`C:\Users\maria\Desktop\hemograma março.pdf`)
	f.Add("\x00\x1b[31m.pdf\n")
	f.Add(strings.Repeat("ç", 300))
	f.Fuzz(func(t *testing.T, name string) {
		got := cleanFilename(name)
		if got == nil {
			return
		}
		s := *got
		if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxFilename ||
			strings.ContainsAny(s, `/\`) || strings.IndexFunc(s, unicode.IsControl) >= 0 || s == "." {
			t.Fatalf("cleanFilename(%q) = %q", name, s)
		}
	})
}
