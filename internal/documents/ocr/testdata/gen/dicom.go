package main

import (
	"bytes"
	"encoding/binary"
	"os"
)

// dicom writes a tiny explicit VR little endian CT file: preamble, "DICM",
// file meta group, a few dataset elements and 8x8 pixels.
func dicom(out string) error {
	var meta bytes.Buffer
	put(&meta, 0x0002, 0x0001, "OB", []byte{0, 1})
	put(&meta, 0x0002, 0x0002, "UI", uid("1.2.840.10008.5.1.4.1.1.2"))
	put(&meta, 0x0002, 0x0003, "UI", uid("1.2.826.0.1.3680043.8.498.1"))
	put(&meta, 0x0002, 0x0010, "UI", uid("1.2.840.10008.1.2.1"))
	put(&meta, 0x0002, 0x0012, "UI", uid("1.2.826.0.1.3680043.8.498"))

	var f bytes.Buffer
	f.Write(make([]byte, 128))
	f.WriteString("DICM")
	groupLen := make([]byte, 4)
	binary.LittleEndian.PutUint32(groupLen, uint32(meta.Len()))
	put(&f, 0x0002, 0x0000, "UL", groupLen)
	f.Write(meta.Bytes())

	put(&f, 0x0008, 0x0005, "CS", text("ISO_IR 100"))
	put(&f, 0x0008, 0x0016, "UI", uid("1.2.840.10008.5.1.4.1.1.2"))
	put(&f, 0x0008, 0x0020, "DA", text("20260315"))
	put(&f, 0x0008, 0x0030, "TM", text("101500"))
	put(&f, 0x0008, 0x0060, "CS", text("CT"))
	put(&f, 0x0010, 0x0010, "PN", text("SANTOS^MARIA APARECIDA DOS"))
	put(&f, 0x0028, 0x0010, "US", u16(8))
	put(&f, 0x0028, 0x0011, "US", u16(8))
	put(&f, 0x0028, 0x0100, "US", u16(8))
	pixels := make([]byte, 64)
	for i := range pixels {
		pixels[i] = byte(i * 4)
	}
	put(&f, 0x7FE0, 0x0010, "OB", pixels)
	return os.WriteFile(out, f.Bytes(), 0o644)
}

// put writes one explicit VR little endian element.
func put(b *bytes.Buffer, group, elem uint16, vr string, value []byte) {
	binary.Write(b, binary.LittleEndian, group)
	binary.Write(b, binary.LittleEndian, elem)
	b.WriteString(vr)
	switch vr {
	case "OB", "OW", "SQ", "UN", "UT":
		b.Write([]byte{0, 0})
		binary.Write(b, binary.LittleEndian, uint32(len(value)))
	default:
		binary.Write(b, binary.LittleEndian, uint16(len(value)))
	}
	b.Write(value)
}

func uid(s string) []byte { return pad(s, 0) }

func text(s string) []byte { return pad(s, ' ') }

func pad(s string, c byte) []byte {
	b := []byte(s)
	if len(b)%2 == 1 {
		b = append(b, c)
	}
	return b
}

func u16(v uint16) []byte { return binary.LittleEndian.AppendUint16(nil, v) }
