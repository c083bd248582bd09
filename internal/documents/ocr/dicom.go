package ocr

import (
	"bufio"
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// DICOM tags used here, as group<<16 | element.
const (
	tagTransferSyntax = 0x00020010
	tagStudyDate      = 0x00080020
	tagModality       = 0x00080060
	tagItem           = 0xFFFEE000
	tagItemEnd        = 0xFFFEE00D
	tagSequenceEnd    = 0xFFFEE0DD
	undefinedLength   = 0xFFFFFFFF
	maxValueRead      = 256 // longest value read into memory
	maxNesting        = 16  // deepest sequence nesting skipped
)

// Transfer syntaxes that change how the dataset is encoded.
const (
	tsImplicitLE = "1.2.840.10008.1.2"
	tsExplicitBE = "1.2.840.10008.1.2.2"
	tsDeflated   = "1.2.840.10008.1.2.1.99"
)

// readDICOMFile is Read for KindDICOM: the header only, no OCR. Reading stops when ctx ends.
func readDICOMFile(ctx context.Context, path string) (Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return Result{}, fmt.Errorf("ocr: %w", err)
	}
	defer f.Close()
	info, err := ReadDICOMHeader(ctxReader{ctx: ctx, r: f})
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return Result{}, cerr
		}
		return Result{}, err
	}
	return Result{DICOM: &info}, nil
}

// ctxReader fails reads once ctx has ended.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// ReadDICOMHeader parses the preamble, "DICM" magic at offset 128 and the
// header elements it needs: the file meta group (explicit VR little endian)
// for the transfer syntax, then the dataset's first elements up to Modality
// (0008,0060). It stops there and never reads pixel data. A stream without the
// magic, or one cut short inside an element, yields *UnreadableError; other
// read errors are returned as they are.
func ReadDICOMHeader(r io.Reader) (DICOMInfo, error) {
	br := bufio.NewReader(r)
	var head [132]byte
	if _, err := io.ReadFull(br, head[:]); err != nil {
		return DICOMInfo{}, dicomReadError(err, reasonNotDICOM)
	}
	if string(head[128:]) != "DICM" {
		return DICOMInfo{}, unreadable(reasonNotDICOM)
	}
	d := &dicomDecoder{r: br, order: binary.LittleEndian, explicit: true}
	ts, err := d.readMetaGroup()
	if err != nil {
		return DICOMInfo{}, err
	}
	if err := d.switchSyntax(ts); err != nil {
		return DICOMInfo{}, err
	}
	return d.readInfo()
}

// dicomDecoder reads data elements from a stream.
type dicomDecoder struct {
	r        *bufio.Reader
	src      io.Reader // what elements are read from: r, or a deflate reader
	order    binary.ByteOrder
	explicit bool
}

// element is one data element's header.
type element struct {
	tag    uint32
	vr     string
	length uint32
}

func (d *dicomDecoder) reader() io.Reader {
	if d.src != nil {
		return d.src
	}
	return d.r
}

// readMetaGroup reads group 0002 and returns the transfer syntax UID.
func (d *dicomDecoder) readMetaGroup() (string, error) {
	var ts string
	for {
		group, err := d.r.Peek(2)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return ts, nil
			}
			return "", dicomReadError(err, reasonCorruptDICOM)
		}
		if binary.LittleEndian.Uint16(group) != 0x0002 {
			return ts, nil
		}
		el, err := d.readElement()
		if err != nil {
			return "", err
		}
		if el.tag == tagTransferSyntax {
			if ts, err = d.readString(el); err != nil {
				return "", err
			}
			continue
		}
		if err := d.skipValue(el, 0); err != nil {
			return "", err
		}
	}
}

// switchSyntax sets up decoding of the dataset for the transfer syntax.
func (d *dicomDecoder) switchSyntax(ts string) error {
	switch ts {
	case tsImplicitLE:
		d.explicit = false
	case tsExplicitBE:
		d.order = binary.BigEndian
	case tsDeflated:
		d.src = flate.NewReader(d.r)
	}
	return nil
}

// readInfo scans the dataset until both fields are found or elements sort
// after Modality.
func (d *dicomDecoder) readInfo() (DICOMInfo, error) {
	var info DICOMInfo
	for {
		el, err := d.readElement()
		if errors.Is(err, io.EOF) {
			return info, nil
		}
		if err != nil {
			return DICOMInfo{}, err
		}
		if el.tag > tagModality {
			return info, nil
		}
		switch el.tag {
		case tagStudyDate:
			v, err := d.readString(el)
			if err != nil {
				return DICOMInfo{}, err
			}
			info.StudyDate = formatDICOMDate(v)
		case tagModality:
			v, err := d.readString(el)
			if err != nil {
				return DICOMInfo{}, err
			}
			info.Modality = v
			return info, nil
		default:
			if err := d.skipValue(el, 0); err != nil {
				return DICOMInfo{}, err
			}
		}
	}
}

// readElement reads a data element header. io.EOF means the stream ended
// cleanly before it.
func (d *dicomDecoder) readElement() (element, error) {
	var b [8]byte
	if _, err := io.ReadFull(d.reader(), b[:4]); err != nil {
		if errors.Is(err, io.EOF) {
			return element{}, io.EOF
		}
		return element{}, dicomReadError(err, reasonCorruptDICOM)
	}
	el := element{tag: uint32(d.order.Uint16(b[0:2]))<<16 | uint32(d.order.Uint16(b[2:4]))}
	group := el.tag >> 16
	explicit := d.explicit && group != 0xFFFE
	if group == 0x0002 {
		explicit = true // the meta group is always explicit VR
	}
	if !explicit {
		if _, err := io.ReadFull(d.reader(), b[:4]); err != nil {
			return element{}, dicomReadError(err, reasonCorruptDICOM)
		}
		el.length = d.order.Uint32(b[:4])
		return el, nil
	}
	if _, err := io.ReadFull(d.reader(), b[:4]); err != nil {
		return element{}, dicomReadError(err, reasonCorruptDICOM)
	}
	el.vr = string(b[0:2])
	if !longLengthVR(el.vr) {
		el.length = uint32(d.order.Uint16(b[2:4]))
		return el, nil
	}
	if _, err := io.ReadFull(d.reader(), b[:4]); err != nil {
		return element{}, dicomReadError(err, reasonCorruptDICOM)
	}
	el.length = d.order.Uint32(b[:4])
	return el, nil
}

// longLengthVR reports VRs with two reserved bytes and a 32-bit length.
func longLengthVR(vr string) bool {
	switch vr {
	case "OB", "OD", "OF", "OL", "OV", "OW", "SQ", "SV", "UC", "UN", "UR", "UT", "UV":
		return true
	}
	return false
}

// readString reads a short text value, trimming padding.
func (d *dicomDecoder) readString(el element) (string, error) {
	if el.length == undefinedLength || el.length > maxValueRead {
		return "", unreadable(reasonCorruptDICOM)
	}
	buf := make([]byte, el.length)
	if _, err := io.ReadFull(d.reader(), buf); err != nil {
		return "", dicomReadError(err, reasonCorruptDICOM)
	}
	return strings.TrimRight(string(bytes.TrimRight(buf, "\x00 ")), " "), nil
}

// skipValue discards an element's value without keeping it in memory,
// walking sequences of undefined length item by item.
func (d *dicomDecoder) skipValue(el element, depth int) error {
	if el.length != undefinedLength {
		_, err := io.CopyN(io.Discard, d.reader(), int64(el.length))
		return dicomReadError(err, reasonCorruptDICOM)
	}
	if depth >= maxNesting {
		return unreadable(reasonCorruptDICOM)
	}
	end := uint32(tagSequenceEnd)
	if el.tag == tagItem {
		end = tagItemEnd
	}
	for {
		inner, err := d.readElement()
		if err != nil {
			return dicomReadError(err, reasonCorruptDICOM)
		}
		if inner.tag == end {
			return nil
		}
		if err := d.skipValue(inner, depth+1); err != nil {
			return err
		}
	}
}

// dicomReadError turns a short read into *UnreadableError with reason and
// keeps other read errors (transient I/O) as they are.
func dicomReadError(err error, reason string) error {
	if err == nil {
		return nil
	}
	if isUnreadable(err) {
		return err
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return unreadable(reason)
	}
	var ce flate.CorruptInputError
	if errors.As(err, &ce) {
		return unreadable(reason)
	}
	return fmt.Errorf("ocr: reading DICOM: %w", err)
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
