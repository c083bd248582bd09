// Package hostile generates the hostile files the document tests upload and the fuzz seeds
// start from: PDFs that overflow a recursive parser, claim huge pages or thousands of pages, or
// inflate to gigabytes; images whose header claims more pixels than any page; truncated and
// disguised files. Every generator is deterministic and produces its bytes in well under a
// second, so nothing large is committed.
package hostile

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"fmt"
	"hash/adler32"
	"hash/crc32"
	"strings"
)

// PDF writes objects 1..n with a correct cross-reference table; object 1 is the catalog. An
// object may hold binary data (a stream).
func PDF(objects []string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}

// Stream returns a stream object holding data, with extra entries (e.g. "/Filter /FlateDecode")
// in its dictionary.
func Stream(extra string, data []byte) string {
	return fmt.Sprintf("<< /Length %d %s >>\nstream\n%s\nendstream", len(data), extra, data)
}

// textContent is a page's content stream that shows one line of text in Helvetica.
const textContent = "BT /F1 12 Tf 72 720 Td (Paciente: Maria Aparecida dos Santos - Glicose 131 mg/dL) Tj ET"

// onePage is a PDF of one page of width × height points whose content stream is content (an
// already built stream object).
func onePage(width, height float64, content string) []byte {
	return PDF([]string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Contents 4 0 R "+
			"/Resources << /Font << /F1 5 0 R >> >> >>", width, height),
		content,
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	})
}

// TextPDF is a valid one-page A4 PDF with a line of text in its text layer.
func TextPDF() []byte { return onePage(595, 842, Stream("", []byte(textContent))) }

// NestedArrayPDF is a PDF whose page dictionary holds depth nested arrays ("[[[…]]]"): a parser
// that recurses once per "[" overflows its stack, a fatal error in Go that recover cannot catch.
// Two million levels make a 4 MB file.
func NestedArrayPDF(depth int) []byte {
	return PDF([]string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /X " +
			strings.Repeat("[", depth) + strings.Repeat("]", depth) + " >>",
	})
}

// HugePagePDF is a one-page PDF whose page is inches × inches (a 200-inch page rendered at 300 dpi
// would be 3.6 gigapixels) with a filled bar drawn on it and no text, so the page must be rendered
// for OCR.
func HugePagePDF(inches float64) []byte {
	side := inches * 72
	draw := fmt.Sprintf("0 g 72 %g 500 40 re f", side-144)
	return onePage(side, side, Stream("", []byte(draw)))
}

// ManyPagesPDF is a PDF of n pages that all share one small text content stream.
func ManyPagesPDF(n int) []byte {
	kids := make([]string, n)
	objects := []string{"<< /Type /Catalog /Pages 2 0 R >>", "", Stream("", []byte(textContent)),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"}
	for i := range n {
		kids[i] = fmt.Sprintf("%d 0 R", len(objects)+1)
		objects = append(objects, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R "+
			"/Resources << /Font << /F1 4 0 R >> >> >>")
	}
	objects[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n)
	return PDF(objects)
}

// FlateBombPDF is a one-page PDF whose content stream is a FlateDecode stream of about inflated
// bytes of PDF whitespace, compressed about 1000:1 (a 4 GiB bomb is a 4 MB file).
func FlateBombPDF(inflated int64) []byte {
	return onePage(595, 842, Stream("/Filter /FlateDecode", ZlibBomb(' ', inflated)))
}

// ZlibBomb is a zlib stream that inflates to n copies of c (rounded up to whole chunks of 1 MiB),
// built by repeating one compressed chunk: producing it costs about n/1000 bytes and a few
// milliseconds, not the work of compressing n bytes.
func ZlibBomb(c byte, n int64) []byte {
	const chunk = 1 << 20
	plain := bytes.Repeat([]byte{c}, chunk)
	var first, repeat bytes.Buffer
	w, _ := flate.NewWriter(&first, flate.BestCompression)
	_, _ = w.Write(plain)
	_ = w.Flush() // byte-aligned, not final: the next chunk's blocks may follow
	// The second chunk's blocks only refer back to bytes equal to c, so they can be repeated.
	mark := first.Len()
	_, _ = w.Write(plain)
	_ = w.Flush()
	repeat.Write(first.Bytes()[mark:])
	first.Truncate(mark)
	chunks := max(1, (n+chunk-1)/chunk)
	var out bytes.Buffer
	out.Write([]byte{0x78, 0xDA}) // zlib header, best compression
	out.Write(first.Bytes())
	for i := int64(1); i < chunks; i++ {
		out.Write(repeat.Bytes())
	}
	out.Write([]byte{0x03, 0x00}) // an empty final fixed-Huffman block
	// The Adler-32 of chunks·chunk copies of c, computed without producing them: adler32 of
	// repeated data is not cheap to combine here, so the checksum is of one chunk only (readers
	// find the mismatch only after inflating everything, which is the bomb's point).
	_ = binary.Write(&out, binary.BigEndian, adler32.Checksum(plain))
	return out.Bytes()
}

// PNGHeader is a PNG that claims width × height 8-bit grey pixels: signature, IHDR, one tiny IDAT
// and IEND. Its header is valid; its pixel data is not there.
func PNGHeader(width, height uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, width)
	ihdr = binary.BigEndian.AppendUint32(ihdr, height)
	ihdr = append(ihdr, 8, 0, 0, 0, 0) // bit depth 8, greyscale, deflate, adaptive, no interlace
	pngChunk(&b, "IHDR", ihdr)
	pngChunk(&b, "IDAT", []byte{0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	pngChunk(&b, "IEND", nil)
	return b.Bytes()
}

func pngChunk(b *bytes.Buffer, typ string, data []byte) {
	_ = binary.Write(b, binary.BigEndian, uint32(len(data)))
	crc := crc32.NewIEEE()
	crc.Write([]byte(typ))
	crc.Write(data)
	b.WriteString(typ)
	b.Write(data)
	_ = binary.Write(b, binary.BigEndian, crc.Sum32())
}

// Zip is a ZIP archive holding one small text file (uploaded under a .jpg name).
func Zip() []byte {
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	f, _ := w.Create("exame.txt")
	_, _ = f.Write([]byte("Glicose 131 mg/dL\n"))
	_ = w.Close()
	return b.Bytes()
}

// Truncate returns the first fraction of data (at least one byte).
func Truncate(data []byte, fraction float64) []byte {
	return data[:max(1, int(float64(len(data))*fraction))]
}
