package ocr

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"
)

func TestReadDICOMHeader(t *testing.T) {
	data, err := os.ReadFile(fixture("exam.dcm"))
	if err != nil {
		t.Fatal(err)
	}
	info, err := ReadDICOMHeader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if info != (DICOMInfo{Modality: "CT", StudyDate: "2026-03-15"}) {
		t.Errorf("info = %+v", info)
	}
	res, err := New(Options{}).Read(context.Background(), fixture("exam.dcm"), KindDICOM)
	if err != nil || res.DICOM == nil || *res.DICOM != info || res.PageCount != 0 || res.Text != "" {
		t.Errorf("Read = %+v, %v", res, err)
	}
}

func TestReadDICOMHeaderBroken(t *testing.T) {
	data, err := os.ReadFile(fixture("exam.dcm"))
	if err != nil {
		t.Fatal(err)
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
	}
	for _, tt := range tests {
		_, err := ReadDICOMHeader(bytes.NewReader(tt.data))
		var u *UnreadableError
		if !errors.As(err, &u) || u.Reason != tt.reason {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.reason)
		}
	}
}

func TestFormatDICOMDate(t *testing.T) {
	for in, want := range map[string]string{"20260315": "2026-03-15", "2026.03.15": "2026-03-15", "20261345": "", "": ""} {
		if got := formatDICOMDate(in); got != want {
			t.Errorf("formatDICOMDate(%q) = %q, want %q", in, got, want)
		}
	}
}
