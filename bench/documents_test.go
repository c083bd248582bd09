package bench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"clinic/internal/documents"
	"clinic/internal/platform/blob"
	"clinic/internal/testkit"
)

// benchQueueDB is the Redis database of the benchmark's queues: only its own workers serve it.
const benchQueueDB = 13

func scanFixture(b *testing.B) string {
	return filepath.Join(testkit.RepoRoot(), "internal", "documents", "ocr", "testdata", "scan_multipage.pdf")
}

// BenchmarkDocumentPipeline prints pages per minute of the whole pipeline (HTTP upload, queue,
// worker: render, Tesseract, classification, database) against the plain tesseract command on
// the same pages rendered beforehand, and with one worker against two. Each round uploads two
// copies of a 6-page scan. The plain command runs before and after the pipeline rounds of every
// iteration and counts as their mean, so a machine whose load drifts during the run (shared CI
// runners) biases the ratio less.
func BenchmarkDocumentPipeline(b *testing.B) {
	const pages, docs = 6, 2
	file := scanFixture(b)
	dir := b.TempDir()
	if out, err := exec.Command("pdftoppm", "-r", "300", "-gray", file, filepath.Join(dir, "p")).CombinedOutput(); err != nil {
		b.Fatalf("pdftoppm: %v: %s", err, out)
	}
	rendered, _ := filepath.Glob(filepath.Join(dir, "p-*.pgm"))
	if len(rendered) != pages {
		b.Fatalf("rendered %d pages", len(rendered))
	}
	pdf, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	var plain time.Duration
	perMinute := map[int]float64{}
	plainRound := func() time.Duration {
		start := time.Now()
		for _, p := range rendered {
			cmd := exec.Command("tesseract", p, "stdout", "-l", "por", "--psm", "3")
			cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
			if out, err := cmd.CombinedOutput(); err != nil {
				b.Fatalf("tesseract: %v: %s", err, out)
			}
		}
		return time.Since(start)
	}
	for i := 0; i < b.N; i++ {
		plain += plainRound()
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
				d := pipelineRound(b, workers, docs, pdf)
				perMinute[workers] += float64(docs*pages) / d.Minutes()
			})
		}
		plain += plainRound()
	}
	plainRate := float64(2*b.N*pages) / plain.Minutes()
	one, two := perMinute[1]/float64(b.N), perMinute[2]/float64(b.N)
	b.ReportMetric(plainRate, "tesseract_pages/min")
	b.ReportMetric(one, "pipeline1_pages/min")
	b.ReportMetric(two, "pipeline2_pages/min")
	b.ReportMetric(0, "ns/op")
	fmt.Printf("document pipeline: plain tesseract %.1f pages/min; pipeline with 1 worker %.1f pages/min (%.2fx tesseract), "+
		"2 workers %.1f pages/min (%.2fx one worker)\n", plainRate, one, one/plainRate, two, two/one)
}

// pipelineRound starts workers, uploads docs copies of pdf and returns the time until all are
// ready.
func pipelineRound(b *testing.B, workers, docs int, pdf []byte) time.Duration {
	env := testkit.Setup(b)
	for w := 0; w < workers; w++ {
		env.StartWorker(b, testkit.WorkerOptions{Concurrency: 1, QueueDB: benchQueueDB})
	}
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30, Documents: env.DocumentsOn(b, benchQueueDB, 10*time.Minute, nil)})
	pat := c.Do(b, "POST", "/v1/patients", tn.Key, map[string]any{"name": "Bench"}).Expect(b, 201).JSON(b)["id"].(string)
	start := time.Now()
	ids := make([]string, docs)
	for i := range ids {
		body, ct := formBody(b, pdf)
		ids[i] = c.Do(b, "POST", "/v1/patients/"+pat+"/prontuario-documents", tn.Key, body, "Content-Type: "+ct).
			Expect(b, 202).JSON(b)["document_id"].(string)
	}
	for _, id := range ids {
		for {
			st := c.Do(b, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+id, tn.Key, nil).Expect(b, 200).JSON(b)
			if st["ready"] == true {
				break
			}
			if st["ocr_status"] == "failed" {
				b.Fatalf("document failed: %v", st)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return time.Since(start)
}

func formBody(b *testing.B, pdf []byte) ([]byte, string) {
	r, ct := streamingForm(int64(len(pdf)), func(w io.Writer) error { _, err := w.Write(pdf); return err })
	body, err := io.ReadAll(r)
	if err != nil {
		b.Fatal(err)
	}
	return body, ct
}

// streamingForm returns a multipart body with one file part whose n bytes fill writes, produced
// on demand through a pipe (the client never holds the file).
func streamingForm(n int64, fill func(io.Writer) error) (io.Reader, string) {
	pr, pw := io.Pipe()
	w := multipart.NewWriter(pw)
	go func() {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="f.pdf"`)
		h.Set("Content-Type", "application/pdf")
		part, err := w.CreatePart(h)
		if err == nil {
			err = fill(part)
		}
		if err == nil {
			err = w.Close()
		}
		pw.CloseWithError(err)
	}()
	return pr, w.FormDataContentType()
}

// BenchmarkUploadMemory prints the peak heap growth of the API process during a 1 MB and a
// 20 MB PDF upload, streamed by the client: the upload streams to the blob store, so the peak
// must not grow with the file.
func BenchmarkUploadMemory(b *testing.B) {
	env := testkit.Setup(b)
	store, err := blob.NewDir(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	svc := documents.NewService(env.App, store, nopDispatcher{}, slog.New(slog.DiscardHandler), time.Minute)
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30, Documents: svc})
	pat := c.Do(b, "POST", "/v1/patients", tn.Key, map[string]any{"name": "Bench"}).Expect(b, 201).JSON(b)["id"].(string)
	upload := func(size int64) uint64 {
		body, ct := streamingForm(size, func(w io.Writer) error {
			if _, err := io.WriteString(w, "%PDF-1.7\n"); err != nil {
				return err
			}
			chunk := make([]byte, 32<<10)
			for left := size - 9; left > 0; left -= int64(len(chunk)) {
				if _, err := w.Write(chunk[:min(int64(len(chunk)), left)]); err != nil {
					return err
				}
			}
			return nil
		})
		req, _ := http.NewRequest("POST", c.URL+"/v1/patients/"+pat+"/prontuario-documents", body)
		req.Header.Set("Content-Type", ct)
		req.Header.Set("x-api-key", tn.Key)
		return peakHeapDuring(func() {
			resp, err := c.HTTP.Do(req)
			if err != nil || resp.StatusCode != 202 {
				b.Fatalf("upload: %v %v", err, resp)
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		})
	}
	var small, large uint64
	for i := 0; i < b.N; i++ {
		small += upload(1 << 20)
		large += upload(20 << 20)
	}
	small, large = small/uint64(b.N), large/uint64(b.N)
	b.ReportMetric(float64(small)/(1<<20), "peak_MiB_1MB")
	b.ReportMetric(float64(large)/(1<<20), "peak_MiB_20MB")
	b.ReportMetric(0, "ns/op")
	fmt.Printf("upload memory: peak heap growth %.2f MiB for a 1 MB file, %.2f MiB for a 20 MB file (%.2fx for 20x the bytes)\n",
		float64(small)/(1<<20), float64(large)/(1<<20), float64(large)/float64(max(small, 1)))
}

type nopDispatcher struct{}

func (nopDispatcher) Dispatch(context.Context, documents.Job) error { return nil }

// peakHeapDuring runs f and returns the highest live heap seen while it ran, above the live heap
// before it (sampled every 100 µs).
func peakHeapDuring(f func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	var peak atomic.Uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			if v := read(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-time.After(100 * time.Microsecond):
			}
		}
	}()
	f()
	close(done)
	wg.Wait()
	if p := peak.Load(); p > base {
		return p - base
	}
	return 0
}
