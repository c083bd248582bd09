package ocr

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/suyashkumar/dicom"
	"github.com/suyashkumar/dicom/pkg/tag"
	"github.com/suyashkumar/dicom/pkg/uid"
)

// maxDICOMHeader bounds the bytes of a DICOM file the header parse reads: the file meta group and
// the dataset's elements up to Modality (0008,0060) take a few hundred bytes in real files.
const maxDICOMHeader = 1 << 20

// dicomReply is what the DICOM child writes on its standard output. Status is "ok", "corrupt"
// (the library refused the header) or "io" (the file could not be read).
type dicomReply struct {
	Status    string `json:"status"`
	Modality  string `json:"modality,omitempty"`
	StudyDate string `json:"study_date,omitempty"`
}

// readDICOMFile is Read for KindDICOM: the header only, no OCR. The file must carry the "DICM"
// magic at offset 128; github.com/suyashkumar/dicom then parses its header in a child process
// (sandbox.go), which cancelling ctx kills.
func readDICOMFile(ctx context.Context, path string) (Result, error) {
	if err := checkDICOMMagic(path); err != nil {
		return Result{}, err
	}
	var reply dicomReply
	err := runChild(ctx, jobDICOM, "", path, &reply)
	switch {
	case errors.Is(err, errSandboxDied):
		// No real header makes the parse crash or reach a limit within 1 MiB.
		return Result{}, unreadable(reasonCorruptDICOM)
	case err != nil:
		return Result{}, err
	case reply.Status != statusOK:
		return Result{}, unreadable(reasonCorruptDICOM)
	}
	return Result{DICOM: &DICOMInfo{Modality: validModality(reply.Modality), StudyDate: formatDICOMDate(reply.StudyDate)}}, nil
}

// checkDICOMMagic reads the 128-byte preamble and the "DICM" magic; anything else is not a DICOM
// file (the library would try to read it as a bare dataset).
func checkDICOMMagic(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("ocr: %w", err)
	}
	defer f.Close()
	var head [132]byte
	if _, err := io.ReadFull(f, head[:]); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return unreadable(reasonNotDICOM)
		}
		return fmt.Errorf("ocr: %w", err)
	}
	if string(head[128:]) != "DICM" {
		return unreadable(reasonNotDICOM)
	}
	return nil
}

// dicomJob is the DICOM child's work.
func dicomJob(path, _ string) any {
	f, err := os.Open(path)
	if err != nil {
		return dicomReply{Status: "io"}
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return dicomReply{Status: "io"}
	}
	info, err := parseDICOMHeader(f, fi.Size())
	if err != nil {
		return dicomReply{Status: "corrupt"}
	}
	return dicomReply{Status: statusOK, Modality: info.Modality, StudyDate: info.StudyDate}
}

// parseDICOMHeader reads, with the library, the file meta group (for the transfer syntax) and the
// dataset's elements up to Modality, from the first maxDICOMHeader bytes of r (size bytes long),
// never pixel data. StudyDate is returned as the file has it. A header cut short before Modality
// is an error unless the cut is maxDICOMHeader's.
func parseDICOMHeader(r io.Reader, size int64) (info DICOMInfo, err error) {
	defer func() {
		if p := recover(); p != nil {
			info, err = DICOMInfo{}, fmt.Errorf("dicom: %v", p)
		}
	}()
	n := min(size, maxDICOMHeader)
	in := &countingReader{r: io.LimitReader(r, n)}
	p, err := dicom.NewParser(in, n, nil, dicom.SkipPixelData(),
		dicom.AllowMissingMetaElementGroupLength(), dicom.AllowUnknownSpecificCharacterSet())
	if err != nil {
		return DICOMInfo{}, fmt.Errorf("dicom header: %w", err)
	}
	// Without a group length the meta group may end with the dataset's first element.
	if collect(p.GetMetadata().Elements, &info) {
		return info, nil
	}
	// The parser knows where the data ends (n), so a clean end is ErrorEndOfDICOM and io.EOF
	// means an element was cut short, except in a deflated dataset, whose end only EOF marks.
	deflated := transferSyntax(p.GetMetadata()) == uid.DeflatedExplicitVRLittleEndian
	for {
		el, err := p.Next()
		switch {
		case errors.Is(err, dicom.ErrorEndOfDICOM) || deflated && errors.Is(err, io.EOF):
			return info, nil
		case err != nil && size > n && in.n >= n:
			return info, nil // cut by maxDICOMHeader, not by the file
		case err != nil:
			return DICOMInfo{}, fmt.Errorf("dicom element: %w", err)
		}
		if collect([]*dicom.Element{el}, &info) {
			return info, nil
		}
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// collect copies StudyDate and Modality from els into info and reports whether the header is
// done: Modality seen, or an element that sorts after it.
func collect(els []*dicom.Element, info *DICOMInfo) bool {
	for _, el := range els {
		switch {
		case el.Tag == tag.StudyDate:
			info.StudyDate = firstString(el)
		case el.Tag == tag.Modality:
			info.Modality = firstString(el)
			return true
		case el.Tag.Group != 0x0002 && el.Tag.Compare(tag.Modality) > 0:
			return true
		}
	}
	return false
}

// transferSyntax is the meta group's transfer syntax UID, or "".
func transferSyntax(meta dicom.Dataset) string {
	el, err := meta.FindElementByTag(tag.TransferSyntaxUID)
	if err != nil {
		return ""
	}
	return firstString(el)
}

// firstString is an element's first string value, or "".
func firstString(el *dicom.Element) string {
	if el.Value == nil || el.Value.ValueType() != dicom.Strings {
		return ""
	}
	if v := dicom.MustGetStrings(el.Value); len(v) > 0 {
		return strings.TrimSpace(v[0])
	}
	return ""
}

// validModality returns m when it is a DICOM code string (at most 16 upper-case letters, digits,
// spaces or underscores, e.g. "CT", "MR", "US"), else "".
func validModality(m string) string {
	if len(m) > 16 {
		return ""
	}
	for _, c := range m {
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' || c == '_') {
			return ""
		}
	}
	return m
}

// formatDICOMDate turns a DA value (YYYYMMDD, or the old YYYY.MM.DD) into
// YYYY-MM-DD, or "" when it is not a valid date.
func formatDICOMDate(v string) string {
	v = strings.ReplaceAll(strings.TrimSpace(v), ".", "")
	t, err := time.Parse("20060102", v)
	if err != nil {
		return ""
	}
	return t.Format("2006-01-02")
}
