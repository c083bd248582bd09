package extract

import (
	"os"
	"strings"
	"testing"
)

// BenchmarkExtract runs Extract on a three-page document (a lab report, a
// clinical note and a prescription joined by page separators).
func BenchmarkExtract(b *testing.B) {
	var pages []string
	for _, f := range []string{"testdata/lab_table.txt", "testdata/note_consulta.txt", "testdata/prescription_receita.txt"} {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		pages = append(pages, string(data))
	}
	text := strings.Join(pages, "\n\f\n")
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		Extract(text)
	}
}
