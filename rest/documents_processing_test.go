package rest_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/documents"
	"clinic/internal/documents/classify"
	"clinic/internal/documents/ocr"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// docRow is what Postgres holds about an OCR document beyond the API's fields.
type docRow struct {
	text      *string
	methods   []string
	modality  *string
	studyDate *time.Time
	attempts  int
	graphJobs int
	ocrJob    string
}

func (a api) docRow(t *testing.T, docID string) docRow {
	t.Helper()
	var r docRow
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a.tenant.ID})
	err := a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `select d.ocr_text, d.ocr_methods, d.dicom_modality, d.dicom_study_date, d.attempts,
				(select count(*) from document_jobs j where j.document_id = d.id and j.kind = 'graph'),
				(select j.state from document_jobs j where j.document_id = d.id and j.kind = 'ocr')
			from ocr_documents d where d.id = $1`, docID).
			Scan(&r.text, &r.methods, &r.modality, &r.studyDate, &r.attempts, &r.graphJobs, &r.ocrJob)
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Every kind of file through the real worker: text layer, scans (PDF, PNG, JPEG), DICOM, broken
// files, a given type. Each ends in the state the spec's table says, once.
func TestDocumentPipelineEndsEachKindInItsState(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, _ := a.newPatient(t, "Maria Aparecida dos Santos")
	type want struct {
		ocr, class, docType, ocrError string
		pages                         float64
		ready                         bool
		method                        string
		textHas                       string
	}
	cases := []struct {
		name  string
		parts []formPart
		want  want
	}{
		{"text-layer PDF", []formPart{filePart("lab.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf"))},
			want{ocr: "completed", class: "completed", docType: "lab_report", pages: 1, ready: true,
				method: "text_layer", textHas: "Glicose 131 mg/dL 70 - 99"}},
		{"scanned PDF", []formPart{filePart("scan.pdf", "application/pdf", fixture(t, "lab_scan.pdf"))},
			want{ocr: "completed", class: "completed", docType: "lab_report", pages: 1, ready: true,
				method: "tesseract", textHas: "Glicose"}},
		{"PNG scan", []formPart{filePart("scan.png", "image/png", fixture(t, "lab_scan.png"))},
			want{ocr: "completed", class: "completed", docType: "lab_report", pages: 1, ready: true,
				method: "tesseract", textHas: "Glicose"}},
		{"JPEG scan", []formPart{filePart("scan.jpg", "image/jpeg", fixture(t, "lab_scan.jpg"))},
			want{ocr: "completed", class: "completed", docType: "lab_report", pages: 1, ready: true,
				method: "tesseract", textHas: "Glicose"}},
		{"clinical note", []formPart{filePart("nota.pdf", "application/pdf", fixture(t, "clinical_note.pdf"))},
			want{ocr: "completed", class: "completed", docType: "clinical_note", pages: 1, ready: true, textHas: "Alergias"}},
		{"type given", []formPart{filePart("receita.pdf", "application/pdf", fixture(t, "prescription.pdf")),
			textPart("document_type", "prescription")},
			want{ocr: "completed", class: "skipped", docType: "prescription", pages: 1, ready: true, textHas: "Metformina"}},
		{"DICOM", []formPart{filePart("exam.dcm", "application/dicom", fixture(t, "exam.dcm"))},
			want{ocr: "skipped", class: "skipped", docType: "imaging", ready: true}},
		{"encrypted PDF", []formPart{filePart("sigilo.pdf", "application/pdf", fixture(t, "encrypted.pdf"))},
			want{ocr: "failed", class: "failed", docType: "other", ocrError: "encrypted PDF"}},
		{"corrupt PDF", []formPart{filePart("quebrado.pdf", "application/pdf", fixture(t, "corrupt.pdf"))},
			want{ocr: "failed", class: "failed", docType: "other", ocrError: "corrupt PDF"}},
		// OCR that finds no text completes; classification then fails, and the document is ready.
		{"blank scan", []formPart{filePart("branco.png", "image/png", blankPNG(t))},
			want{ocr: "completed", class: "failed", docType: "other", pages: 1, ready: true, method: "tesseract"}},
	}
	ids := make([]string, len(cases))
	for i, tc := range cases {
		ids[i] = a.upload(t, pat, tc.parts...).Expect(t, 202).JSON(t)["document_id"].(string)
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := a.poll(t, pat, ids[i], 3*time.Minute, finished)
			w := tc.want
			if st["ocr_status"] != w.ocr || st["classification_status"] != w.class || st["document_type"] != w.docType ||
				st["ready"] != w.ready || st["processed_at"] == nil {
				t.Fatalf("status %v, want %+v", st, w)
			}
			if w.ocrError != "" && st["ocr_error"] != w.ocrError {
				t.Errorf("ocr_error %v, want %q", st["ocr_error"], w.ocrError)
			}
			if w.pages > 0 && st["page_count"] != w.pages {
				t.Errorf("page_count %v, want %v", st["page_count"], w.pages)
			}
			conf, isNum := st["classification_confidence"].(float64)
			if w.class == "completed" && (!isNum || conf <= 0 || conf > 1) {
				t.Errorf("classification_confidence %v", st["classification_confidence"])
			}
			if w.class != "completed" && st["classification_confidence"] != nil {
				t.Errorf("confidence %v without classification", st["classification_confidence"])
			}
			row := a.docRow(t, ids[i])
			if row.ocrJob != "done" {
				t.Errorf("ocr job %q, want done", row.ocrJob)
			}
			if w.method != "" && (len(row.methods) == 0 || row.methods[0] != w.method) {
				t.Errorf("methods %v, want %s", row.methods, w.method)
			}
			if w.textHas != "" && (row.text == nil || !strings.Contains(*row.text, w.textHas)) {
				t.Errorf("OCR text lacks %q: %v", w.textHas, row.text)
			}
			// The hand-off to the knowledge graph happens once, for documents with text only.
			wantGraph := 0
			if w.ocr == "completed" && row.text != nil && *row.text != "" {
				wantGraph = 1
			}
			if row.graphJobs != wantGraph {
				t.Errorf("graph jobs %d, want %d", row.graphJobs, wantGraph)
			}
		})
	}
	// The graph jobs handed off were run by the worker.
	a.graphSynced(t, time.Minute)
	// The DICOM header is kept.
	if row := a.docRow(t, ids[6]); row.modality == nil || *row.modality != "CT" || row.studyDate == nil ||
		row.studyDate.Format(time.DateOnly) != "2026-03-15" {
		t.Errorf("DICOM header %v %v", row.modality, row.studyDate)
	}

	// A second run of a finished job changes nothing and hands off nothing more.
	model, err := classify.Default()
	if err != nil {
		t.Fatal(err)
	}
	proc := documents.NewProcessor(a.env.Documents(t, time.Minute, slog.New(slog.DiscardHandler)), ocr.New(ocr.Options{}), model)
	before := a.poll(t, pat, ids[0], time.Second, finished)
	if err := proc.ProcessOCR(context.Background(), a.tenant.ID, uuid.MustParse(ids[0])); err != nil {
		t.Fatal(err)
	}
	after := a.poll(t, pat, ids[0], time.Second, finished)
	if after["updated_at"] != before["updated_at"] || a.docRow(t, ids[0]).graphJobs != 1 {
		t.Errorf("second run changed the document: %v → %v", before, after)
	}
	// Terminal states are enforced where the update happens, whoever runs it.
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a.tenant.ID})
	err = a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `update ocr_documents set ocr_status = 'pending' where id = $1`, ids[0])
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "terminal") {
		t.Errorf("moving a completed document back to pending: %v", err)
	}
	err = a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `update patient_documents set classification_status = 'pending' where document_id = $1`, ids[0])
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "terminal") {
		t.Errorf("moving a completed classification back to pending: %v", err)
	}
}

// A document unfinished at its SLA deadline is failed by the sweeper with "processing timeout",
// and a late worker run leaves it so.
func TestDocumentSLAReaperFailsOverdueDocuments(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Second, testkit.ServerOptions{})
	pat, _ := p.newPatient(t, "Maria")
	auto := p.upload(t, pat, filePart("lab.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf"))).Expect(t, 202).JSON(t)
	typed := p.upload(t, pat, filePart("r.pdf", "application/pdf", fixture(t, "prescription.pdf")),
		textPart("document_type", "prescription")).Expect(t, 202).JSON(t)
	// Nothing processes them (the recorder queues nothing): both miss the 1 s SLA.
	time.Sleep(1100 * time.Millisecond)
	res, err := p.svc.Sweep(context.Background(), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if res.Reaped < 2 {
		t.Errorf("reaped %d, want at least these 2", res.Reaped)
	}
	for _, tc := range []struct {
		body  map[string]any
		class string
	}{{auto, "failed"}, {typed, "skipped"}} {
		st := p.poll(t, pat, tc.body["document_id"].(string), time.Second, finished)
		if st["ocr_status"] != "failed" || st["ocr_error"] != documents.ErrTimeout || st["classification_status"] != tc.class ||
			st["processed_at"] == nil || st["ready"] != false {
			t.Errorf("after the SLA: %v", st)
		}
	}
	// The worker's run arriving late finds the document finished and leaves it.
	model, err := classify.Default()
	if err != nil {
		t.Fatal(err)
	}
	proc := documents.NewProcessor(p.svc, ocr.New(ocr.Options{}), model)
	docID := auto["document_id"].(string)
	if err := proc.ProcessOCR(context.Background(), p.tenant.ID, uuid.MustParse(docID)); err != nil {
		t.Fatal(err)
	}
	st := p.poll(t, pat, docID, time.Second, finished)
	if st["ocr_status"] != "failed" || st["ocr_error"] != documents.ErrTimeout {
		t.Errorf("a late run changed a reaped document: %v", st)
	}
	if row := p.docRow(t, docID); row.ocrJob != "done" || row.graphJobs != 0 || row.text != nil {
		t.Errorf("reaped document row %+v", row)
	}
}

// A job whose row is committed but never reached the queue (a crash between the two) is queued
// again by the sweeper.
func TestSweepRequeuesJobsThatNeverReachedTheQueue(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, _ := p.newPatient(t, "Maria")
	docID := p.upload(t, pat, filePart("lab.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf"))).Expect(t, 202).JSON(t)["document_id"].(string)
	p.jobs.jobs = nil // as if the enqueue after commit had been lost
	time.Sleep(20 * time.Millisecond)
	if _, err := p.svc.Sweep(context.Background(), 10*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, j := range p.jobs.jobs {
		found = found || (j.DocumentID.String() == docID && j.Kind == documents.JobOCR && j.TenantID == p.tenant.ID)
	}
	if !found {
		t.Fatalf("the lost job was not dispatched again: %v", p.jobs.jobs)
	}
	// Touched by the sweep, it is not dispatched again before the idle time passes.
	n := len(p.jobs.jobs)
	if _, err := p.svc.Sweep(context.Background(), time.Hour); err != nil {
		t.Fatal(err)
	}
	for _, j := range p.jobs.jobs[n:] {
		if j.DocumentID.String() == docID {
			t.Errorf("dispatched again within the idle time")
		}
	}
}
