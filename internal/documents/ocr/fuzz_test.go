package ocr

import (
	"bytes"
	"context"
	"errors"
	"image"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
	"unicode/utf8"
)

// The corpora in testdata/fuzz/<FuzzTarget>/ are written by scripts/fuzz-seeds.sh.

// FuzzImageHeader: the header check never panics; what it accepts is a PNG or JPEG of at most
// maxImagePixels; what it refuses is an unreadable image (never a transient error: bytes in
// memory cannot fail to read).
func FuzzImageHeader(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		err := checkImageHeader(bytes.NewReader(data))
		if err != nil {
			var u *UnreadableError
			if !errors.As(err, &u) || (u.Reason != reasonImage && u.Reason != reasonImageTooLarge) {
				t.Fatalf("err = %v, want an unreadable image", err)
			}
			return
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil || (format != "png" && format != "jpeg") || cfg.Width <= 0 || cfg.Height <= 0 ||
			int64(cfg.Width)*int64(cfg.Height) > maxImagePixels {
			t.Fatalf("accepted %s %dx%d (%v)", format, cfg.Width, cfg.Height, err)
		}
	})
}

// fuzzFile writes data to a file of the fuzz run.
func fuzzFile(t *testing.T, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "input")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// FuzzTextLayer runs the PDF text-layer reader as the worker does, in its child process: whatever
// the bytes, this process survives and gets either a well-formed reply or errSandboxDied (which
// sends the file to poppler), never a transient error that would be retried into the same crash.
func FuzzTextLayer(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		reply, err := textLayer(ctx, fuzzFile(t, data), MaxPages)
		if errors.Is(err, errSandboxDied) {
			return
		}
		if err != nil {
			t.Fatalf("transient error %v", err)
		}
		statuses := []string{statusOK, statusEncrypted, statusUnopenable, statusTooLarge}
		if !slices.Contains(statuses, reply.Status) {
			t.Fatalf("status %q", reply.Status)
		}
		if reply.Status == statusOK && reply.PageCount <= MaxPages && len(reply.Pages) != reply.PageCount {
			t.Fatalf("%d pages for a page count of %d", len(reply.Pages), reply.PageCount)
		}
		for i, p := range reply.Pages {
			if !utf8.ValidString(p.Text) || (p.Usable && countLetters(p.Text) < minLetters) {
				t.Fatalf("page %d: usable %v, text %q", i+1, p.Usable, p.Text)
			}
		}
	})
}

// FuzzDICOMHeader reads DICOM files as the worker does (library in the child): the result is a
// header with a valid code string and date, or "not a DICOM file" / "corrupt DICOM file"; never a
// transient error, never a crash of this process.
func FuzzDICOMHeader(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		res, err := readDICOMFile(ctx, fuzzFile(t, data))
		if err != nil {
			var u *UnreadableError
			if !errors.As(err, &u) || (u.Reason != reasonNotDICOM && u.Reason != reasonCorruptDICOM) {
				t.Fatalf("err = %v, want not a DICOM file or corrupt", err)
			}
			return
		}
		d := res.DICOM
		if d == nil || validModality(d.Modality) != d.Modality || !validDate(d.StudyDate) {
			t.Fatalf("header %+v", d)
		}
	})
}

func validDate(s string) bool {
	_, err := time.Parse(time.DateOnly, s)
	return s == "" || err == nil
}
