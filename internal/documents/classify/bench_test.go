package classify

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"
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

// futureCorpus stands in for the corpus being written (about 65 base
// documents per type, two to four times longer): each synthetic document
// joins three documents of one type, lightly noised so that no two are
// alike, and gets the same variants as a real one.
func futureCorpus(tb testing.TB, perType int) []Example {
	tb.Helper()
	docs, err := readCorpus()
	if err != nil {
		tb.Fatal(err)
	}
	byType := map[string][]baseDoc{}
	for _, d := range docs {
		byType[d.typ] = append(byType[d.typ], d)
	}
	var out []Example
	for _, typ := range Types {
		same := byType[typ]
		for j := range perType {
			var parts []string
			for _, k := range []int{j, j + 1, j + 3} {
				d := same[k%len(same)]
				parts = append(parts, ocrNoise(d.text, fmt.Sprint(d.name, j), 1+j%2))
			}
			name := fmt.Sprintf("%s/synthetic-%d.txt", typ, j)
			text := strings.Join(parts, "\n")
			out = append(out, baseDoc{name: name, typ: typ, text: text, ocr: text}.examples(trainingAugmentation)...)
		}
	}
	return out
}

// BenchmarkTrainFutureCorpus trains on 65 synthetic base documents per type,
// three times as long as today's: the size the corpus is growing to.
func BenchmarkTrainFutureCorpus(b *testing.B) {
	exs := futureCorpus(b, 65)
	var chars int
	for _, ex := range exs {
		chars += len(ex.Text)
	}
	b.Logf("%d examples, %d characters", len(exs), chars)
	start := cpuTime()
	for b.Loop() {
		if _, err := Train(exs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "cpu-s/op")
}

// cpuTime is the CPU time this process has used (user and system): unlike
// the wall clock, it does not grow when other processes load the machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
