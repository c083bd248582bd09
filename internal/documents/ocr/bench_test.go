package ocr

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkScannedPages compares Reader.Read on scan_multipage.pdf with plain
// tesseract on the same pages pre-rendered at the same DPI; the ratio of the
// two pages/min figures is the Reader's overhead (rendering, temp files). It
// also reads the file with a Reader that ranks readings (Options.Rank: two
// tesseract runs per page, side by side): ranked_ratio is its time over the
// plain Reader's.
func BenchmarkScannedPages(b *testing.B) {
	needTools(b, "pdftotext", "pdftoppm", "tesseract")
	const pages = 6
	file := fixture("scan_multipage.pdf")
	dir := b.TempDir()
	out, err := exec.Command("pdftoppm", "-r", "300", "-gray", file, filepath.Join(dir, "p")).CombinedOutput()
	if err != nil {
		b.Fatalf("pdftoppm: %v: %s", err, out)
	}
	rendered, _ := filepath.Glob(filepath.Join(dir, "p-*.pgm"))
	if len(rendered) != pages {
		b.Fatalf("rendered %d pages, want %d", len(rendered), pages)
	}
	r := New(Options{})
	ranked := New(Options{Rank: func(s string) int { return len(s) }})
	var readTime, plainTime, rankedTime time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if _, err := r.Read(context.Background(), file, KindPDF); err != nil {
			b.Fatal(err)
		}
		readTime += time.Since(start)
		start = time.Now()
		for _, p := range rendered {
			cmd := exec.Command("tesseract", p, "stdout", "-l", "por", "--psm", tesseractPSM)
			cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
			if out, err := cmd.CombinedOutput(); err != nil {
				b.Fatalf("tesseract: %v: %s", err, out)
			}
		}
		plainTime += time.Since(start)
		start = time.Now()
		if _, err := ranked.Read(context.Background(), file, KindPDF); err != nil {
			b.Fatal(err)
		}
		rankedTime += time.Since(start)
	}
	perMin := func(d time.Duration) float64 { return float64(pages*b.N) / d.Minutes() }
	b.ReportMetric(perMin(readTime), "read_pages/min")
	b.ReportMetric(perMin(plainTime), "tesseract_pages/min")
	b.ReportMetric(readTime.Seconds()/plainTime.Seconds(), "overhead_ratio")
	b.ReportMetric(perMin(rankedTime), "ranked_pages/min")
	b.ReportMetric(rankedTime.Seconds()/readTime.Seconds(), "ranked_ratio")
	b.ReportMetric(0, "ns/op")
}
