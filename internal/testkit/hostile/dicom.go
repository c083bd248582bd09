package hostile

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
)

// DICOMElement is one data element to encode: tag, explicit VR and value (nil: undefined length).
type DICOMElement struct {
	Group, Elem uint16
	VR          string
	Value       []byte
}

// Element returns a DICOMElement.
func Element(group, elem uint16, vr string, value []byte) DICOMElement {
	return DICOMElement{Group: group, Elem: elem, VR: vr, Value: value}
}

// DICOM transfer syntaxes DICOMFile encodes.
const (
	ExplicitLE = "1.2.840.10008.1.2.1"
	ImplicitLE = "1.2.840.10008.1.2"
	ExplicitBE = "1.2.840.10008.1.2.2"
	Deflated   = "1.2.840.10008.1.2.1.99"
)

// DICOMFile encodes a Part 10 file: preamble, "DICM", the meta group (explicit VR little endian,
// with its group length) naming transfer syntax ts, then els encoded as ts says.
func DICOMFile(ts string, els ...DICOMElement) []byte {
	var meta bytes.Buffer
	putElement(&meta, binary.LittleEndian, true, DICOMElement{0x0002, 0x0010, "UI", DICOMText(ts, 0)})
	var b bytes.Buffer
	b.Write(make([]byte, 128))
	b.WriteString("DICM")
	putElement(&b, binary.LittleEndian, true, DICOMElement{0x0002, 0x0000, "UL",
		binary.LittleEndian.AppendUint32(nil, uint32(meta.Len()))})
	b.Write(meta.Bytes())
	var data bytes.Buffer
	order := binary.ByteOrder(binary.LittleEndian)
	if ts == ExplicitBE {
		order = binary.BigEndian
	}
	for _, el := range els {
		putElement(&data, order, ts != ImplicitLE, el)
	}
	if ts == Deflated {
		w, _ := flate.NewWriter(&b, flate.BestCompression)
		_, _ = w.Write(data.Bytes())
		_ = w.Close()
	} else {
		b.Write(data.Bytes())
	}
	return b.Bytes()
}

func putElement(b *bytes.Buffer, order binary.ByteOrder, explicit bool, el DICOMElement) {
	_ = binary.Write(b, order, el.Group)
	_ = binary.Write(b, order, el.Elem)
	length := uint32(len(el.Value))
	if el.Value == nil {
		length = 0xFFFFFFFF // undefined
	}
	switch {
	case !explicit || el.Group == 0xFFFE:
		_ = binary.Write(b, order, length)
	case el.VR == "OB" || el.VR == "SQ" || el.VR == "UN" || el.VR == "UT" || el.VR == "OW":
		b.WriteString(el.VR)
		b.Write([]byte{0, 0})
		_ = binary.Write(b, order, length)
	default:
		b.WriteString(el.VR)
		_ = binary.Write(b, order, uint16(length))
	}
	b.Write(el.Value)
}

// DICOMText pads s to an even length with pad, as DICOM values are.
func DICOMText(s string, pad byte) []byte {
	if len(s)%2 == 1 {
		return append([]byte(s), pad)
	}
	return []byte(s)
}

// CTHeader is the dataset of a CT study of 15 March 2026 (explicit VRs).
func CTHeader() []DICOMElement {
	return []DICOMElement{
		{0x0008, 0x0005, "CS", DICOMText("ISO_IR 100", ' ')},
		{0x0008, 0x0020, "DA", DICOMText("20260315", ' ')},
		{0x0008, 0x0030, "TM", DICOMText("101500", ' ')},
		{0x0008, 0x0060, "CS", DICOMText("CT", ' ')},
		{0x0010, 0x0010, "PN", DICOMText("SANTOS^MARIA", ' ')},
	}
}

// NestedDICOM is a DICOM file whose dataset opens depth sequences of undefined length, each
// holding an item of undefined length that opens the next (20 bytes a level), never closed.
func NestedDICOM(depth int) []byte {
	level := []byte{0x08, 0x00, 0x06, 0x00, 'S', 'Q', 0, 0, 0xFF, 0xFF, 0xFF, 0xFF,
		0xFE, 0xFF, 0x00, 0xE0, 0xFF, 0xFF, 0xFF, 0xFF}
	return append(DICOMFile(ExplicitLE), bytes.Repeat(level, depth)...)
}

// DICOMClaiming is a DICOM file whose StudyDate element is a UT that claims length bytes and is
// followed by 64.
func DICOMClaiming(length uint32) []byte {
	b := append(DICOMFile(ExplicitLE), 0x08, 0x00, 0x20, 0x00, 'U', 'T', 0, 0)
	b = binary.LittleEndian.AppendUint32(b, length)
	return append(b, make([]byte, 64)...)
}
