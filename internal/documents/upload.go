package documents

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/tenantctx"
)

// Meta is what a client says about a document besides its bytes (upload and link).
type Meta struct {
	Title        *string
	Notes        *string
	DocumentType *string // nil: classify automatically (upload) or other (link)
}

// Validate checks the fields. Errors: BadRequest for an unknown document_type (the spec's
// Portuguese text listing the valid types); Invalid naming title or notes when too long or not
// text.
func (m Meta) Validate() error {
	if m.DocumentType != nil && !slices.Contains(Types, *m.DocumentType) {
		return errs.BadRequestf("Tipo de documento inválido: %s. Tipos válidos: %s.",
			*m.DocumentType, strings.Join(Types, ", "))
	}
	var f errs.Fields
	checkText(&f, "title", m.Title, MaxTitle)
	checkText(&f, "notes", m.Notes, MaxNotes)
	return f.Err()
}

func checkText(f *errs.Fields, field string, v *string, max int) {
	switch {
	case v == nil:
	case !utf8.ValidString(*v) || strings.ContainsRune(*v, 0):
		f.Add(field, "must be UTF-8 text without NUL characters")
	case utf8.RuneCountInString(*v) > max:
		f.Add(field, "must be at most %d characters", max)
	}
}

// Uploaded is the answer to an upload (the spec's 202 body).
type Uploaded struct {
	DocumentID           uuid.UUID
	PatientDocumentID    uuid.UUID
	PatientID            uuid.UUID
	DocumentType         string
	ClassificationStatus string
	OriginalFilename     *string
	FileSizeBytes        int64
	OCRStatus            string
	CreatedAt            time.Time
}

// Upload records a staged file for a patient: the OCR document (due within the SLA), the
// patient's link and the OCR job, in one transaction, with the file committed under its key before the transaction commits.
// The job is then queued; if queueing fails the sweeper queues it later. The staged file is
// consumed: on error it is removed. Errors: Invalid/BadRequest from Meta.Validate; NotFound when
// the patient does not exist in the tenant.
func (s *Service) Upload(ctx context.Context, patientID uuid.UUID, f *StagedFile, m Meta) (Uploaded, error) {
	defer f.Discard()
	if err := m.Validate(); err != nil {
		return Uploaded{}, err
	}
	id, _ := tenantctx.From(ctx)
	up := Uploaded{DocumentID: uuid.Must(uuid.NewV7()), PatientDocumentID: uuid.Must(uuid.NewV7()),
		PatientID: patientID, DocumentType: TypeOther, ClassificationStatus: ClassPending,
		OriginalFilename: f.filename, FileSizeBytes: f.size, OCRStatus: OCRPending}
	switch {
	case m.DocumentType != nil:
		up.DocumentType, up.ClassificationStatus = *m.DocumentType, ClassSkipped
	case f.kind.label == "DICOM":
		up.DocumentType, up.ClassificationStatus = "imaging", ClassSkipped
	}
	key := storageKey(id.TenantID, up.DocumentID)
	committed := false
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := insertUpload(ctx, tx, &up, f, m, key, keyOf(id), s.sla); err != nil {
			return err
		}
		if err := f.staged.Commit(key); err != nil {
			return err
		}
		committed = true
		return nil
	})
	if err != nil {
		if committed {
			_ = s.blobs.Delete(context.WithoutCancel(ctx), key)
		}
		return Uploaded{}, fmt.Errorf("upload document: %w", err)
	}
	s.dispatchOrLog(ctx, Job{Kind: JobOCR, TenantID: id.TenantID, DocumentID: up.DocumentID})
	return up, nil
}

func keyOf(id tenantctx.Identity) *uuid.UUID {
	if id.KeyID == uuid.Nil {
		return nil
	}
	return &id.KeyID
}

const tenantSetting = "(select nullif(current_setting('app.tenant_id', true), ''))::uuid"

func insertUpload(ctx context.Context, tx pgx.Tx, up *Uploaded, f *StagedFile, m Meta, key string, by *uuid.UUID, sla time.Duration) error {
	err := tx.QueryRow(ctx, `insert into ocr_documents (id, tenant_id, storage_key, original_filename, mime_type,
			file_size_bytes, sha256, uploaded_by, deadline_at)
		values ($1, `+tenantSetting+`, $2, $3, $4, $5, $6, $7, now() + $8::interval) returning created_at`,
		up.DocumentID, key, f.filename, f.kind.mime, f.size, f.sum, by, sla).Scan(&up.CreatedAt)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `insert into patient_documents (id, tenant_id, patient_id, document_id, document_type,
			title, notes, uploaded_by, classification_status, created_at, updated_at)
		values ($1, `+tenantSetting+`, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
		up.PatientDocumentID, up.PatientID, up.DocumentID, up.DocumentType, m.Title, m.Notes, by,
		up.ClassificationStatus, up.CreatedAt)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `insert into document_jobs (tenant_id, document_id, kind) values (`+tenantSetting+`, $1, $2)`,
		up.DocumentID, JobOCR)
	return err
}

// dispatchOrLog queues a job whose row is committed. A failure is not the client's problem: the
// sweeper dispatches jobs left queued.
func (s *Service) dispatchOrLog(ctx context.Context, j Job) {
	if err := s.dispatch.Dispatch(context.WithoutCancel(ctx), j); err != nil {
		s.log.WarnContext(ctx, "job not queued; the sweeper will queue it", "kind", string(j.Kind),
			"document_id", j.DocumentID.String(), "error", err.Error())
	}
}
