package classify

import (
	"strings"
	"testing"
)

// threePages builds a roughly three-page document (about 9,000 characters).
func threePages(tb testing.TB) string {
	tb.Helper()
	_, heldOut, err := Corpus()
	if err != nil {
		tb.Fatal(err)
	}
	var b strings.Builder
	for i := 0; b.Len() < 9000; i++ {
		b.WriteString(heldOut[i%len(heldOut)].Text)
		b.WriteByte('\n')
	}
	return b.String()
}

func BenchmarkClassifyThreePages(b *testing.B) {
	m := mustDefault(b)
	text := threePages(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := m.Classify(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClassifyShort(b *testing.B) {
	m := mustDefault(b)
	text := freshTexts[0].text
	for b.Loop() {
		if _, err := m.Classify(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTrain(b *testing.B) {
	train, heldOut, err := Corpus()
	if err != nil {
		b.Fatal(err)
	}
	all := append(train, heldOut...)
	for b.Loop() {
		if _, err := Train(all); err != nil {
			b.Fatal(err)
		}
	}
}
