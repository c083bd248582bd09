package ocr

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// dicomElement is one data element to encode: tag, explicit VR and value.
type dicomElement struct {
	group, elem uint16
	vr          string
	value       []byte
}

// Transfer syntaxes the tests encode.
const (
	tsExplicitLE = "1.2.840.10008.1.2.1"
	tsImplicitLE = "1.2.840.10008.1.2"
	tsExplicitBE = "1.2.840.10008.1.2.2"
	tsDeflated   = "1.2.840.10008.1.2.1.99"
)

// dicomFile encodes a Part 10 file: preamble, DICM, the meta group (explicit VR little endian,
// with its group length) naming ts, then els encoded as ts says.
func dicomFile(ts string, els ...dicomElement) []byte {
	var meta bytes.Buffer
	putElement(&meta, binary.LittleEndian, true, dicomElement{0x0002, 0x0010, "UI", dicomText(ts, 0)})
	var b bytes.Buffer
	b.Write(make([]byte, 128))
	b.WriteString("DICM")
	putElement(&b, binary.LittleEndian, true, dicomElement{0x0002, 0x0000, "UL",
		binary.LittleEndian.AppendUint32(nil, uint32(meta.Len()))})
	b.Write(meta.Bytes())
	var data bytes.Buffer
	order := binary.ByteOrder(binary.LittleEndian)
	if ts == tsExplicitBE {
		order = binary.BigEndian
	}
	for _, el := range els {
		putElement(&data, order, ts != tsImplicitLE, el)
	}
	if ts == tsDeflated {
		w, _ := flate.NewWriter(&b, flate.BestCompression)
		_, _ = w.Write(data.Bytes())
		_ = w.Close()
	} else {
		b.Write(data.Bytes())
	}
	return b.Bytes()
}

func putElement(b *bytes.Buffer, order binary.ByteOrder, explicit bool, el dicomElement) {
	_ = binary.Write(b, order, el.group)
	_ = binary.Write(b, order, el.elem)
	length := uint32(len(el.value))
	if el.value == nil {
		length = 0xFFFFFFFF // undefined
	}
	switch {
	case !explicit || el.group == 0xFFFE:
		_ = binary.Write(b, order, length)
	case el.vr == "OB" || el.vr == "SQ" || el.vr == "UN" || el.vr == "UT" || el.vr == "OW":
		b.WriteString(el.vr)
		b.Write([]byte{0, 0})
		_ = binary.Write(b, order, length)
	default:
		b.WriteString(el.vr)
		_ = binary.Write(b, order, uint16(length))
	}
	b.Write(el.value)
}

func dicomText(s string, pad byte) []byte {
	if len(s)%2 == 1 {
		return append([]byte(s), pad)
	}
	return []byte(s)
}

// ctHeader is the dataset of a CT study of 15 March 2026.
var ctHeader = []dicomElement{
	{0x0008, 0x0005, "CS", dicomText("ISO_IR 100", ' ')},
	{0x0008, 0x0020, "DA", dicomText("20260315", ' ')},
	{0x0008, 0x0030, "TM", dicomText("101500", ' ')},
	{0x0008, 0x0060, "CS", dicomText("CT", ' ')},
	{0x0010, 0x0010, "PN", dicomText("SANTOS^MARIA", ' ')},
}

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
	pixels := dicomElement{0x7FE0, 0x0010, "OB", make([]byte, 8<<20)}
	for _, ts := range []string{tsExplicitLE, tsImplicitLE, tsExplicitBE, tsDeflated} {
		res, err := readDICOMBytes(t, dicomFile(ts, append(ctHeader, pixels)...))
		if err != nil || res.DICOM == nil || *res.DICOM != want {
			t.Errorf("%s: %+v, %v", ts, res.DICOM, err)
		}
	}
	// Absent or invalid values are empty, not errors.
	res, err = readDICOMBytes(t, dicomFile(tsExplicitLE,
		dicomElement{0x0008, 0x0020, "DA", dicomText("20261345", ' ')},
		dicomElement{0x0008, 0x0060, "CS", dicomText("<script>", ' ')}))
	if err != nil || res.DICOM == nil || *res.DICOM != (DICOMInfo{}) {
		t.Errorf("invalid values: %+v, %v", res.DICOM, err)
	}
	res, err = readDICOMBytes(t, dicomFile(tsExplicitLE, dicomElement{0x0010, 0x0010, "PN", dicomText("X", ' ')}))
	if err != nil || res.DICOM == nil || *res.DICOM != (DICOMInfo{}) {
		t.Errorf("no modality: %+v, %v", res.DICOM, err)
	}
}

func TestReadDICOMHeaderBroken(t *testing.T) {
	data, err := os.ReadFile(fixture("exam.dcm"))
	if err != nil {
		t.Fatal(err)
	}
	// Nested sequences of undefined length, 60,000 deep: the library recurses once per level.
	nested := bytes.Repeat([]byte{0x08, 0x00, 0x06, 0x00, 'S', 'Q', 0, 0, 0xFF, 0xFF, 0xFF, 0xFF,
		0xFE, 0xFF, 0x00, 0xE0, 0xFF, 0xFF, 0xFF, 0xFF}, 60_000)
	// A UT element whose 32-bit length says 0xFFFFFFF0 bytes, followed by 64: the library
	// allocates what the header says before reading. (1 GiB under the race detector, which
	// touches the shadow of every allocation: 4 GiB would be resident there.)
	claim := []byte{0xF0, 0xFF, 0xFF, 0xFF}
	if raceEnabled {
		claim = []byte{0x00, 0x00, 0x00, 0x40}
	}
	huge := append(dicomFile(tsExplicitLE), 0x08, 0x00, 0x20, 0x00, 'U', 'T', 0, 0)
	huge = append(huge, claim...)
	huge = append(huge, make([]byte, 64)...)
	tests := []struct {
		name   string
		data   []byte
		reason string
	}{
		{"truncated in meta group", data[:150], "corrupt DICOM file"},
		{"truncated in preamble", data[:100], "not a DICOM file"},
		{"no magic", append(make([]byte, 128), []byte("NOPE....")...), "not a DICOM file"},
		{"pdf", []byte("%PDF-1.4\n"), "not a DICOM file"},
		{"truncated in study date", dicomFile(tsExplicitLE, ctHeader...)[:185], "corrupt DICOM file"},
		{"element claiming 4 GiB", huge, "corrupt DICOM file"},
		{"nested sequences", append(dicomFile(tsExplicitLE), nested...), "corrupt DICOM file"},
		// 3,000 levels (60 KB): the library's errors wrap each other, about 8 GiB in all.
		{"quadratic nesting", append(dicomFile(tsExplicitLE), nested[:3000*20]...), "corrupt DICOM file"},
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
