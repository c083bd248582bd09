package ingest_test

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"mime/multipart"
	"net/textproto"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
	"clinic/internal/testkit/hostile"
)

// hostileQueueDB is the Redis database of the hostile suite's queues: only this suite's worker
// serves it, so every hostile document is processed by the worker whose survival is checked.
const hostileQueueDB = 11

// hostileBound is how long after its upload a hostile document may take to end (far below the
// 300 s SLA; each ends in seconds, see hostileCase.note). The suite fails on a document that is
// not terminal by then: that is a hang, not a slow machine.
const hostileBound = 90 * time.Second

// hostileCase is one hostile upload and what the API must make of it.
type hostileCase struct {
	name, filename, contentType string
	data                        []byte
	status                      int      // the upload's answer: 202, or 400 with a Portuguese detail
	detail                      string   // for 400: the start of the detail
	ocr                         []string // for 202: acceptable terminal ocr_status/ocr_error pairs, "status" or "status: error"
}

func hostileCases(t *testing.T) []hostileCase {
	fixture := func(name string) []byte { return readFixture(t, name) }
	const pdf, png, jpeg = "application/pdf", "image/png", "image/jpeg"
	return []hostileCase{
		// The library's parser overflows its stack in the child; poppler reads the page (blank).
		{"two million nested arrays", "nested.pdf", pdf, hostile.NestedArrayPDF(2_000_000), 202, "",
			[]string{"completed", "failed: corrupt PDF"}},
		{"PNG claiming 100,000 x 100,000 pixels", "huge.png", png, hostile.PNGHeader(100_000, 100_000), 202, "",
			[]string{"failed: image too large"}},
		// Rendered at the resolution that fits 40 megapixels (about 31 dpi), then OCRed.
		{"200 x 200-inch page", "poster.pdf", pdf, hostile.HugePagePDF(200), 202, "", []string{"completed"}},
		{"3,000 pages", "pages.pdf", pdf, hostile.ManyPagesPDF(3000), 202, "",
			[]string{"failed: PDF has more than 1000 pages"}},
		{"FlateDecode bomb of 4 GiB", "bomb.pdf", pdf, hostile.FlateBombPDF(4 << 30), 202, "",
			[]string{"failed: file exceeds the processing limits"}},
		{"truncated PDF", "cut.pdf", pdf, hostile.Truncate(fixture("lab_ps2pdf.pdf"), 0.5), 202, "",
			[]string{"failed: corrupt PDF"}},
		{"truncated PNG", "cut.png", png, hostile.Truncate(fixture("lab_scan.png"), 0.5), 202, "",
			[]string{"failed: unreadable image"}},
		{"truncated JPEG", "cut.jpg", jpeg, hostile.Truncate(fixture("lab_scan.jpg"), 0.5), 202, "",
			[]string{"failed: unreadable image"}},
		{"DICOM nested 60,000 deep", "deep.dcm", "application/dicom", hostile.NestedDICOM(60_000), 202, "",
			[]string{"failed: corrupt DICOM file"}},
		{"ZIP named .jpg", "exame.jpg", jpeg, hostile.Zip(), 400,
			"Tipo de arquivo não suportado: image/jpeg (o conteúdo não é JPEG)", nil},
		{"ZIP as octet-stream", "exame.jpg", "application/octet-stream", hostile.Zip(), 400,
			"Tipo de arquivo não suportado: application/octet-stream", nil},
		{"PDF cut to its first 3 bytes", "tiny.pdf", pdf, []byte("%PD"), 400,
			"Tipo de arquivo não suportado: application/pdf (o conteúdo não é PDF)", nil},
	}
}

// The hostile-upload suite: every file is refused at upload or ends terminal within
// hostileBound, with a documented ocr_error; afterwards the same worker reads a normal document.
// It logs each document's processing time and the peak resident memory of this process (API,
// worker and test) and of the worker's children.
func TestHostileUploads(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{Documents: env.DocumentsOn(t, hostileQueueDB, 5*time.Minute, nil)})
	env.StartWorker(t, testkit.WorkerOptions{Concurrency: 2, QueueDB: hostileQueueDB})
	pat := c.Do(t, "POST", "/v1/patients", tenant.Key, map[string]any{"name": "Maria"}).Expect(t, 201).JSON(t)["id"].(string)
	upload := func(filename, contentType string, data []byte) *testkit.Response {
		body, ct := filePartForm(t, filename, contentType, data)
		return c.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", tenant.Key, body, "Content-Type: "+ct)
	}
	status := func(id string) map[string]any {
		return c.Do(t, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+id, tenant.Key, nil).Expect(t, 200).JSON(t)
	}

	start := time.Now()
	sampler := testkit.SampleDescendants(5 * time.Millisecond)
	defer sampler.Stop()
	cases := hostileCases(t)
	ids := map[string]string{}
	for _, tc := range cases {
		r := upload(tc.filename, tc.contentType, tc.data).Expect(t, tc.status)
		if tc.status == 400 {
			if d, _ := r.JSON(t)["detail"].(string); !strings.HasPrefix(d, tc.detail) {
				t.Errorf("%s: detail %q, want %q…", tc.name, d, tc.detail)
			}
			continue
		}
		ids[tc.name] = r.JSON(t)["document_id"].(string)
	}
	took, worked := map[string]time.Duration{}, map[string]time.Duration{}
	for _, tc := range cases {
		id, ok := ids[tc.name]
		if !ok {
			continue
		}
		st := pollTerminal(t, status, id, hostileBound)
		got := st["ocr_status"].(string)
		if e, _ := st["ocr_error"].(string); e != "" {
			got += ": " + e
		}
		if !slices.Contains(tc.ocr, got) {
			t.Errorf("%s: ended %q, want one of %q", tc.name, got, tc.ocr)
		}
		took[tc.name] = processingTime(t, st)
		worked[tc.name] = workTime(t, env, tenant.ID, id)
	}

	// The same worker is alive and reads a normal document.
	doc := upload("lab.pdf", "application/pdf", readFixture(t, "lab_ps2pdf.pdf")).Expect(t, 202).JSON(t)["document_id"].(string)
	st := pollTerminal(t, status, doc, hostileBound)
	if st["ocr_status"] != "completed" || st["classification_status"] != "completed" || st["document_type"] != "lab_report" {
		t.Fatalf("normal document after the hostile ones: %v", st)
	}
	took["normal lab report afterwards"] = processingTime(t, st)
	worked["normal lab report afterwards"] = workTime(t, env, tenant.ID, doc)
	report(t, took, worked, sampler.Stop(), time.Since(start))
}

// pollTerminal polls a document until its OCR status is terminal, at most bound.
func pollTerminal(t *testing.T, status func(string) map[string]any, id string, bound time.Duration) map[string]any {
	t.Helper()
	deadline := time.Now().Add(bound)
	for {
		st := status(id)
		if s := st["ocr_status"]; s == "completed" || s == "failed" || s == "skipped" {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("document %s still %v after %s", id, st["ocr_status"], bound)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// processingTime is a document's time from upload to the end of processing, as the API says.
func processingTime(t *testing.T, st map[string]any) time.Duration {
	created, err1 := time.Parse(time.RFC3339Nano, st["created_at"].(string))
	processed, err2 := time.Parse(time.RFC3339Nano, fmt.Sprint(st["processed_at"]))
	if err1 != nil || err2 != nil {
		t.Fatalf("created_at %v, processed_at %v", st["created_at"], st["processed_at"])
	}
	return processed.Sub(created)
}

// workTime is the time the worker spent on a document: from its claim to the end of processing.
func workTime(t *testing.T, env *testkit.Env, tenant uuid.UUID, id string) time.Duration {
	t.Helper()
	var d time.Duration
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant})
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `select processed_at - processing_started_at from ocr_documents where id = $1`, id).Scan(&d)
	})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// report logs the processing times and the peak resident memory of this process and of the
// OCR children (parser children, pdfinfo, pdftotext, pdftoppm, tesseract).
func report(t *testing.T, took, worked map[string]time.Duration, peaks map[string]int64, wall time.Duration) {
	for _, n := range slices.Sorted(maps.Keys(took)) {
		t.Logf("%-40s %6.2f s processing, %6.2f s from upload to terminal", n, worked[n].Seconds(), took[n].Seconds())
	}
	var children []string
	for _, k := range slices.Sorted(maps.Keys(peaks)) {
		children = append(children, fmt.Sprintf("%s %d MiB", k, peaks[k]>>20))
	}
	t.Logf("suite wall time %.1f s; peak RSS of this process (API + worker + test, %s) %d MiB; children: %s",
		wall.Seconds(), buildMode(), testkit.PeakRSS()>>20, strings.Join(children, ", "))
}

// buildMode says whether this binary has the race detector, which inflates the peak.
func buildMode() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-race" && s.Value == "true" {
				return "race detector on"
			}
		}
	}
	return "race detector off"
}

func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "internal", "documents", "ocr", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// filePartForm is a multipart form with one file part.
func filePartForm(t *testing.T, filename, contentType string, data []byte) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="file"; filename=%q`, filename))
	h.Set("Content-Type", contentType)
	part, err := w.CreatePart(h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := part.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.FormDataContentType()
}
