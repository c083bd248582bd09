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

func readDICOMBytes(t *testing.T, data []byte) (Result, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "f.dcm")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return New(Options{}).Read(ctx, path, KindDICOM)
}

func TestReadDICOMHeader(t *testing.T) {
	want := DICOMInfo{Modality: "CT", StudyDate: "2026-03-15"}
	res, err := New(Options{}).Read(context.Background(), fixture("exam.dcm"), KindDICOM)
	if err != nil || res.DICOM == nil || *res.DICOM != want || res.PageCount != 0 || res.Text != "" {
		t.Fatalf("Read(exam.dcm) = %+v, %v", res, err)
	}
	// Every transfer syntax the old reader handled, and pixel data after the header that is
	// never read (8 MiB of it, past the 1 MiB the parse looks at).
	pixels := hostile.Element(0x7FE0, 0x0010, "OB", make([]byte, 8<<20))
	for _, ts := range []string{hostile.ExplicitLE, hostile.ImplicitLE, hostile.ExplicitBE, hostile.Deflated} {
		res, err := readDICOMBytes(t, hostile.DICOMFile(ts, append(hostile.CTHeader(), pixels)...))
		if err != nil || res.DICOM == nil || *res.DICOM != want {
			t.Errorf("%s: %+v, %v", ts, res.DICOM, err)
		}
	}
	// Absent or invalid values are empty, not errors.
	res, err = readDICOMBytes(t, hostile.DICOMFile(hostile.ExplicitLE,
		hostile.Element(0x0008, 0x0020, "DA", hostile.DICOMText("20261345", ' ')),
		hostile.Element(0x0008, 0x0060, "CS", hostile.DICOMText("<script>", ' '))))
	if err != nil || res.DICOM == nil || *res.DICOM != (DICOMInfo{}) {
		t.Errorf("invalid values: %+v, %v", res.DICOM, err)
	}
	res, err = readDICOMBytes(t, hostile.DICOMFile(hostile.ExplicitLE, hostile.Element(0x0010, 0x0010, "PN", hostile.DICOMText("X", ' '))))
	if err != nil || res.DICOM == nil || *res.DICOM != (DICOMInfo{}) {
		t.Errorf("no modality: %+v, %v", res.DICOM, err)
	}
}

func TestReadDICOMHeaderBroken(t *testing.T) {
	data, err := os.ReadFile(fixture("exam.dcm"))
	if err != nil {
		t.Fatal(err)
	}
	// A UT element that claims 0xFFFFFFF0 bytes: the library allocates what the header says
	// before reading. (1 GiB under the race detector, which touches the shadow of every
	// allocation: 4 GiB would be resident there.)
	claim := uint32(0xFFFFFFF0)
	if raceEnabled {
		claim = 1 << 30
	}
	tests := []struct {
		name   string
		data   []byte
		reason string
	}{
		{"truncated in meta group", data[:150], "corrupt DICOM file"},
		{"truncated in preamble", data[:100], "not a DICOM file"},
		{"no magic", append(make([]byte, 128), []byte("NOPE....")...), "not a DICOM file"},
		{"pdf", []byte("%PDF-1.4\n"), "not a DICOM file"},
		{"truncated in study date", hostile.DICOMFile(hostile.ExplicitLE, hostile.CTHeader()...)[:185], "corrupt DICOM file"},
		{"element claiming 4 GiB", hostile.DICOMClaiming(claim), "corrupt DICOM file"},
		// 60,000 levels: the library recurses once per level.
		{"nested sequences", hostile.NestedDICOM(60_000), "corrupt DICOM file"},
		// 3,000 levels (60 KB): the library's errors wrap each other, about 8 GiB in all.
		{"quadratic nesting", hostile.NestedDICOM(3000), "corrupt DICOM file"},
	}
	for _, tt := range tests {
		start := time.Now()
		_, err := readDICOMBytes(t, tt.data)
		var u *UnreadableError
		if !errors.As(err, &u) || u.Reason != tt.reason {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.reason)
		}
		t.Logf("%s: %v in %v", tt.name, err, time.Since(start).Round(time.Millisecond))
	}
}

// Cancelling the context stops the parse: the child is killed and the error is the context's.
func TestReadDICOMCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := New(Options{}).Read(ctx, fixture("exam.dcm"), KindDICOM)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if _, err := readDICOMFile(ctx, fixture("exam.dcm")); !errors.Is(err, context.Canceled) {
		t.Fatalf("readDICOMFile: err = %v, want context.Canceled", err)
	}
}

func TestFormatDICOMDate(t *testing.T) {
	for in, want := range map[string]string{"20260315": "2026-03-15", "2026.03.15": "2026-03-15", "20261345": "", "": ""} {
		if got := formatDICOMDate(in); got != want {
			t.Errorf("formatDICOMDate(%q) = %q, want %q", in, got, want)
		}
	}
}
