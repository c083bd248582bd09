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

// BenchmarkExtractHostileLine runs Extract on one 60 KB line that names a marker with a value
// and a comparator two thousand times: every marker inside a line is a candidate result, so
// this is where reading could turn cubic (it took 94 s before midLineWindow; it must stay
// linear, a few hundred ms).
func BenchmarkExtractHostileLine(b *testing.B) {
	text := strings.Repeat("Ref.: x Glicose < 92 mg/dL ", 2000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Extract(text)
	}
}
