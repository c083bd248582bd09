package rest_test

import (
	"context"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"clinic/internal/documents"
	"clinic/internal/platform/blob"
	"clinic/internal/testkit"
)

// jobRecorder is a documents.Dispatcher that only records, so a test sees exactly what was
// queued and no worker touches its documents.
type jobRecorder struct {
	mu   sync.Mutex
	jobs []documents.Job
}

func (r *jobRecorder) Dispatch(_ context.Context, j documents.Job) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.jobs = append(r.jobs, j)
	return nil
}

func (r *jobRecorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.jobs)
}

// privateDocs is an API whose documents go to a blob directory of its own and whose jobs are
// recorded, not queued.
type privateDocs struct {
	api
	dir  string
	jobs *jobRecorder
	svc  *documents.Service
}

func newPrivateDocs(t *testing.T, sla time.Duration, opt testkit.ServerOptions) privateDocs {
	t.Helper()
	env := testkit.Setup(t)
	dir := t.TempDir()
	store, err := blob.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	jobs := &jobRecorder{}
	svc := documents.NewService(env.App, store, jobs, slog.New(slog.DiscardHandler), sla)
	opt.Documents = svc
	return privateDocs{api: newAPI(t, opt), dir: dir, jobs: jobs, svc: svc}
}

// files lists every file under the private blob directory, staging included.
func (p privateDocs) files(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(p.dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestUploadRejectsBadInputAndLeavesNothing(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, _ := p.newPatient(t, "Maria")
	pdf := fixture(t, "lab_ps2pdf.pdf")
	long := func(n int) string { return strings.Repeat("á", n) }
	unsupported := "Tipo de arquivo não suportado: "
	accepted := ". Tipos aceitos: PDF, PNG, JPG, DICOM."
	for _, tc := range []struct {
		name   string
		parts  []formPart
		status int
		detail string   // exact detail (400)
		fields []string // offending fields (422)
	}{
		{"empty file", []formPart{filePart("a.pdf", "application/pdf", nil)}, 400, "O arquivo está vazio.", nil},
		{"text/plain", []formPart{filePart("a.txt", "text/plain", []byte("olá"))}, 400, unsupported + "text/plain" + accepted, nil},
		{"PNG sent as application/pdf", []formPart{filePart("scan.pdf", "application/pdf", pngBytes(t))}, 400,
			unsupported + "application/pdf (o conteúdo é PNG)" + accepted, nil},
		{"text file named .pdf", []formPart{filePart("laudo.pdf", "application/pdf", fixture(t, "not_a_pdf.pdf"))}, 400,
			unsupported + "application/pdf (o conteúdo não é PDF)" + accepted, nil},
		{"PDF sent as image/png", []formPart{filePart("a.png", "image/png", pdf)}, 400,
			unsupported + "image/png (o conteúdo é PDF)" + accepted, nil},
		{"unknown bytes without a type", []formPart{filePart("x.bin", "application/octet-stream", []byte("just text"))}, 400,
			unsupported + "application/octet-stream" + accepted, nil},
		{"invalid document_type", []formPart{filePart("a.pdf", "application/pdf", pdf), textPart("document_type", "receita")}, 400,
			"Tipo de documento inválido: receita. Tipos válidos: clinical_note, consent_form, exam_result, imaging, " +
				"insurance_doc, lab_report, other, prescription, referral.", nil},
		{"invalid document_type before the file", []formPart{textPart("document_type", "x"), filePart("a.pdf", "application/pdf", pdf)}, 400,
			"Tipo de documento inválido: x. Tipos válidos: clinical_note, consent_form, exam_result, imaging, " +
				"insurance_doc, lab_report, other, prescription, referral.", nil},
		{"title and notes too long", []formPart{textPart("title", long(501)), textPart("notes", long(2001)),
			filePart("a.pdf", "application/pdf", pdf)}, 422, "", []string{"body.title", "body.notes"}},
		{"no file", []formPart{textPart("title", "Exame")}, 422, "", []string{"body.file"}},
		{"two files", []formPart{filePart("a.pdf", "application/pdf", pdf), filePart("b.pdf", "application/pdf", pdf)}, 422, "", []string{"body.file"}},
		{"unknown field", []formPart{filePart("a.pdf", "application/pdf", pdf), textPart("tipo", "x")}, 422, "", []string{"body.tipo"}},
		{"NUL in title", []formPart{filePart("a.pdf", "application/pdf", pdf), textPart("title", "a\x00b")}, 422, "", []string{"body.title"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := p.upload(t, pat, tc.parts...).Expect(t, tc.status)
			if tc.detail != "" {
				wantDetail(t, r, tc.detail)
			}
			if tc.fields != nil {
				if got := fieldsOf(t, r); !slices.Equal(got, tc.fields) {
					t.Errorf("fields %v, want %v", got, tc.fields)
				}
			}
		})
	}
	r := p.c.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", p.tenant.Key, `{"file": "x"}`).Expect(t, 400)
	wantDetail(t, r, "The body must be multipart/form-data with a file field")
	// A form that breaks multipart's own grammar is the client's error (it used to be a 500).
	for name, body := range map[string]string{
		"control character in a part header": "--b\r\nContent-Disposition: form-data; name=\"\x03\"\r\n\r\nx\r\n--b--\r\n",
		"file cut short": "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n" +
			"Content-Type: application/pdf\r\n\r\n%PDF-1.4\nabc",
	} {
		r := p.c.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", p.tenant.Key, body,
			"Content-Type: multipart/form-data; boundary=b")
		if r.Status != 400 || r.JSON(t)["detail"] != "Malformed multipart body" {
			t.Errorf("%s: %d %s, want 400 Malformed multipart body", name, r.Status, r.Body)
		}
	}

	list := p.c.Do(t, "GET", "/v1/patients/"+pat+"/documents", p.tenant.Key, nil).Expect(t, 200).JSON(t)
	if list["total"] != 0.0 {
		t.Errorf("rejected uploads left records: %v", list)
	}
	if f := p.files(t); len(f) != 0 {
		t.Errorf("rejected uploads left files: %v", f)
	}
	if n := p.jobs.count(); n != 0 {
		t.Errorf("rejected uploads queued %d jobs", n)
	}
}

func TestUploadSizeLimitsPerKind(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{UploadLimit: 64 << 20})
	pat, _ := p.newPatient(t, "Maria")
	pdfHead := []byte("%PDF-1.7\n")
	// At the limit is accepted (the worker would fail it later; here nothing runs it).
	p.streamUpload(t, pat, "application/pdf", pdfHead, documents.MaxPDFBytes).Expect(t, 202)
	r := p.streamUpload(t, pat, "application/pdf", pdfHead, documents.MaxPDFBytes+1).Expect(t, 400)
	wantDetail(t, r, "O arquivo excede o limite de 40 MB.")
	r = p.streamUpload(t, pat, "image/png", pngBytes(t)[:16], documents.MaxOtherBytes+1).Expect(t, 400)
	wantDetail(t, r, "O arquivo excede o limite de 20 MB.")
	r = p.streamUpload(t, pat, "image/jpg", jpegBytes(t)[:16], documents.MaxOtherBytes+1).Expect(t, 400)
	wantDetail(t, r, "O arquivo excede o limite de 20 MB.")

	files := p.files(t)
	if len(files) != 1 {
		t.Fatalf("want only the accepted file stored, got %v", files)
	}
	if fi, err := os.Stat(files[0]); err != nil || fi.Size() != documents.MaxPDFBytes {
		t.Errorf("stored file %v size %v, want %d", files[0], fi, documents.MaxPDFBytes)
	}
	list := p.c.Do(t, "GET", "/v1/patients/"+pat+"/documents", p.tenant.Key, nil).Expect(t, 200).JSON(t)
	if list["total"] != 1.0 {
		t.Errorf("want one record, got %v", list["total"])
	}
}

func TestUploadOverTransportCapIs413BeforeParsing(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{UploadLimit: 256 << 10})
	pat, _ := p.newPatient(t, "Maria")
	body, ct := multipartBody(t, filePart("a.pdf", "application/pdf", append([]byte("%PDF-1.4\n"), make([]byte, 300<<10)...)))
	r := p.c.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", p.tenant.Key, body, "Content-Type: "+ct).Expect(t, 413)
	wantDetail(t, r, "Request body too large (limit 262144 bytes)")
	// A chunked body (no Content-Length) is cut at the cap too.
	r = p.streamUpload(t, pat, "application/pdf", []byte("%PDF-1.4\n"), 300<<10).Expect(t, 413)
	if f := p.files(t); len(f) != 0 {
		t.Errorf("413 left files: %v", f)
	}
	// A JSON endpoint keeps the small JSON cap.
	p.c.Do(t, "POST", "/v1/patients", p.tenant.Key, `{"name": "`+strings.Repeat("a", 2<<20)+`"}`).Expect(t, 413)
}

func TestUploadAcceptedAnswersTheSpecBody(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, patUUID := p.newPatient(t, "Maria")
	pdf := fixture(t, "lab_ps2pdf.pdf")
	r := p.upload(t, pat, textPart("title", "Hemograma março"), textPart("notes", "Jejum de 12 h"),
		filePart(`C:\exames\Hemograma 03-2026.pdf`, "application/pdf", pdf)).Expect(t, 202)
	body := r.JSON(t)
	keys := make([]string, 0, len(body))
	for k := range body {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := []string{"classification_status", "created_at", "document_id", "document_type", "file_size_bytes",
		"message", "ocr_status", "original_filename", "patient_document_id", "patient_id"}
	if !slices.Equal(keys, want) {
		t.Errorf("202 fields %v, want %v", keys, want)
	}
	if body["patient_id"] != patUUID || body["document_type"] != "other" || body["classification_status"] != "pending" ||
		body["ocr_status"] != "pending" || body["file_size_bytes"] != float64(len(pdf)) ||
		body["original_filename"] != "Hemograma 03-2026.pdf" {
		t.Errorf("202 body %v", body)
	}
	docID := body["document_id"].(string)
	if loc := r.Header.Get("Location"); loc != "/v1/patients/"+pat+"/prontuario-documents/"+docID {
		t.Errorf("Location %q", loc)
	}
	// The file is stored by tenant and id, byte for byte; the job was handed to the queue once.
	stored, err := os.ReadFile(filepath.Join(p.dir, p.tenant.ID.String(), docID))
	if err != nil || !slices.Equal(stored, pdf) {
		t.Fatalf("stored file: %v (len %d)", err, len(stored))
	}
	if p.jobs.count() != 1 || p.jobs.jobs[0].Kind != documents.JobOCR || p.jobs.jobs[0].DocumentID.String() != docID {
		t.Errorf("jobs %v", p.jobs.jobs)
	}
	// Poll: the single-document record, by pat_ token or UUID, by document id or link id.
	for _, path := range []string{pat + "/prontuario-documents/" + docID, patUUID + "/prontuario-documents/" + docID,
		pat + "/prontuario-documents/" + body["patient_document_id"].(string)} {
		st := p.c.Do(t, "GET", "/v1/patients/"+path, p.tenant.Key, nil).Expect(t, 200).JSON(t)
		if st["document_id"] != docID || st["ocr_status"] != "pending" || st["processed_at"] != nil ||
			st["ready"] != false || st["page_count"] != nil || st["file_size_bytes"] != float64(len(pdf)) {
			t.Errorf("status %v", st)
		}
	}
	// The list shows the link record with its OCR summary, never the text.
	list := p.c.Do(t, "GET", "/v1/patients/"+pat+"/documents", p.tenant.Key, nil).Expect(t, 200).JSON(t)
	docs := list["documents"].([]any)
	if len(docs) != 1 || list["total"] != 1.0 || list["limit"] != 20.0 || list["offset"] != 0.0 {
		t.Fatalf("list %v", list)
	}
	d := docs[0].(map[string]any)
	ocrDoc := d["ocr_document"].(map[string]any)
	if d["id"] != body["patient_document_id"] || d["title"] != "Hemograma março" || d["notes"] != "Jejum de 12 h" ||
		d["is_active"] != true || d["uploaded_by"] == nil || ocrDoc["mime_type"] != "application/pdf" ||
		ocrDoc["status"] != "pending" || len(ocrDoc) != 4 {
		t.Errorf("list item %v", d)
	}
}

func TestUploadTypeGivenOrDICOMSkipsClassification(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{})
	pat, _ := p.newPatient(t, "Maria")
	for _, tc := range []struct {
		name     string
		parts    []formPart
		wantType string
	}{
		{"type given", []formPart{filePart("r.pdf", "application/pdf", fixture(t, "prescription.pdf")),
			textPart("document_type", "prescription")}, "prescription"},
		{"DICOM as octet-stream", []formPart{filePart("ct.dcm", "application/octet-stream", dicomBytes())}, "imaging"},
		{"DICOM with a type", []formPart{filePart("ecg.dcm", "application/dicom", dicomBytes()),
			textPart("document_type", "exam_result")}, "exam_result"},
		{"image/jpg is JPEG", []formPart{filePart("f.jpg", "image/jpg", jpegBytes(t)), textPart("document_type", "other")}, "other"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := p.upload(t, pat, tc.parts...).Expect(t, 202).JSON(t)
			if b["classification_status"] != "skipped" || b["document_type"] != tc.wantType || b["ocr_status"] != "pending" {
				t.Errorf("202 body %v", b)
			}
		})
	}
}
