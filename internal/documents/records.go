package documents

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
)

// statusColumns select a Status from patient_documents l joined with ocr_documents d.
const statusColumns = `d.id, l.id, l.patient_id, l.document_type, d.ocr_status, l.classification_status,
	l.classification_confidence, d.original_filename, d.file_size_bytes, d.page_count, d.ocr_error,
	l.created_at, greatest(l.updated_at, d.updated_at), d.processed_at`

const joinOCR = `patient_documents l join ocr_documents d on d.tenant_id = l.tenant_id and d.id = l.document_id`

func scanStatus(row pgx.CollectableRow) (Status, error) {
	var s Status
	err := row.Scan(&s.DocumentID, &s.PatientDocumentID, &s.PatientID, &s.DocumentType, &s.OCRStatus,
		&s.ClassificationStatus, &s.ClassificationConfidence, &s.OriginalFilename, &s.FileSizeBytes,
		&s.PageCount, &s.OCRError, &s.CreatedAt, &s.UpdatedAt, &s.ProcessedAt)
	return s, err
}

// Get returns the status of the patient's active document whose OCR document id (or link id) is
// documentID. Errors: ErrNotFound.
func (s *Service) Get(ctx context.Context, patientID, documentID uuid.UUID) (Status, error) {
	var st Status
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		st, err = pgx.CollectExactlyOneRow(rows, scanStatus)
		return err
	}, `select `+statusColumns+` from `+joinOCR+`
		where l.patient_id = $1 and l.is_active and (l.document_id = $2 or l.id = $2)
		order by l.created_at desc limit 1`, patientID, documentID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Status{}, ErrNotFound
	}
	if err != nil {
		return Status{}, fmt.Errorf("get document: %w", err)
	}
	return st, nil
}

// linkColumns select a Link from patient_documents l joined with ocr_documents d.
const linkColumns = `l.id, l.patient_id, l.document_id, l.document_type, l.title, l.notes, l.uploaded_by,
	l.is_active, l.classification_status, l.classification_confidence, l.created_at, l.updated_at,
	d.original_filename, d.mime_type, d.ocr_status, d.page_count`

func scanLink(row pgx.CollectableRow) (Link, error) {
	var l Link
	err := row.Scan(&l.ID, &l.PatientID, &l.DocumentID, &l.DocumentType, &l.Title, &l.Notes, &l.UploadedBy,
		&l.IsActive, &l.ClassificationStatus, &l.ClassificationConfidence, &l.CreatedAt, &l.UpdatedAt,
		&l.OCR.OriginalFilename, &l.OCR.MimeType, &l.OCR.Status, &l.OCR.PageCount)
	return l, err
}

// ListQuery filters List. Limit and Offset are already within their bounds.
type ListQuery struct {
	PatientID    uuid.UUID
	DocumentType string
	OCRStatuses  []string   // any of these (none: every status)
	From, To     *time.Time // created on or after / on or before
	Limit        int
	Offset       int
}

// ListPage is one page of a patient's active documents, newest first, and the number of matches.
type ListPage struct {
	Items []Link
	Total int
}

// List returns the patient's active documents matching q, newest first.
func (s *Service) List(ctx context.Context, q ListQuery) (ListPage, error) {
	conds, args := []string{"l.patient_id = $1", "l.is_active"}, []any{q.PatientID}
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if q.DocumentType != "" {
		add("l.document_type = $%d", q.DocumentType)
	}
	if q.From != nil {
		add("l.created_at >= $%d", *q.From)
	}
	if q.To != nil {
		add("l.created_at <= $%d", *q.To)
	}
	if len(q.OCRStatuses) > 0 {
		add("exists (select 1 from ocr_documents o where o.id = l.document_id and o.ocr_status = any($%d))", q.OCRStatuses)
	}
	where := strings.Join(conds, " and ")
	var out ListPage
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		b := &pgx.Batch{}
		b.Queue(`select count(*) from patient_documents l where `+where, args...).QueryRow(func(r pgx.Row) error {
			return r.Scan(&out.Total)
		})
		b.Queue(fmt.Sprintf(`select %s from %s where %s order by l.created_at desc, l.id desc limit %d offset %d`,
			linkColumns, joinOCR, where, q.Limit, q.Offset), args...).Query(func(rows pgx.Rows) error {
			var err error
			out.Items, err = pgx.CollectRows(rows, scanLink)
			return err
		})
		return tx.SendBatch(ctx, b).Close()
	})
	if err != nil {
		return ListPage{}, fmt.Errorf("list documents: %w", err)
	}
	return out, nil
}

// Link shows an existing OCR document in the patient's record. It is idempotent: while an active
// link of that document to that patient exists, it is returned unchanged (created reports which).
// A new link takes the given type (classification skipped) or other, and the document's facts
// join the patient's graph (a graph sync is requested). Errors: Invalid/BadRequest
// from Meta.Validate; ErrNotFound when the OCR document does not exist in the tenant.
func (s *Service) Link(ctx context.Context, patientID, documentID uuid.UUID, m Meta) (l Link, created bool, err error) {
	if err := m.Validate(); err != nil {
		return Link{}, false, err
	}
	id, _ := tenantctx.From(ctx)
	docType := TypeOther
	if m.DocumentType != nil {
		docType = *m.DocumentType
	}
	linkID := uuid.Must(uuid.NewV7())
	resync := false
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `insert into patient_documents (id, tenant_id, patient_id, document_id,
				document_type, title, notes, uploaded_by, classification_status)
			select $1, d.tenant_id, $2, d.id, $4, $5, $6, $7, 'skipped' from ocr_documents d where d.id = $3
			on conflict (tenant_id, patient_id, document_id) where is_active do nothing`,
			linkID, patientID, documentID, docType, m.Title, m.Notes, keyOf(id))
		if err != nil {
			return err
		}
		created = tag.RowsAffected() == 1
		rows, _ := tx.Query(ctx, `select `+linkColumns+` from `+joinOCR+`
			where l.patient_id = $1 and l.document_id = $2 and l.is_active`, patientID, documentID)
		l, err = pgx.CollectExactlyOneRow(rows, scanLink)
		if err != nil || !created {
			return err
		}
		resync, err = requestGraphSync(ctx, tx, documentID)
		return err
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Link{}, false, ErrNotFound
	}
	if err != nil {
		return Link{}, false, fmt.Errorf("link document: %w", err)
	}
	if resync {
		s.dispatchOrLog(ctx, Job{Kind: JobGraph, TenantID: id.TenantID, DocumentID: documentID})
	}
	return l, created, nil
}

// Delete soft-deletes the patient's active document (by OCR document id or link id): the link
// becomes inactive; the file and the OCR record are kept; the document's facts leave the
// patient's graph (a graph sync is requested). Errors: ErrNotFound, also for a
// document already deleted.
func (s *Service) Delete(ctx context.Context, patientID, documentID uuid.UUID) error {
	var ocrID uuid.UUID
	resync := false
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `update patient_documents set is_active = false, deleted_at = now(), updated_at = now()
			where patient_id = $1 and is_active and (document_id = $2 or id = $2) returning document_id`,
			patientID, documentID).Scan(&ocrID)
		if err != nil {
			return err
		}
		resync, err = requestGraphSync(ctx, tx, ocrID)
		return err
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("delete document: %w", err)
	}
	if resync {
		id, _ := tenantctx.From(ctx)
		s.dispatchOrLog(ctx, Job{Kind: JobGraph, TenantID: id.TenantID, DocumentID: ocrID})
	}
	return nil
}

// requestGraphSync asks for the document's facts to be synced to the graph again (its patients
// changed), when it has text to extract; it reports whether a job was requested.
func requestGraphSync(ctx context.Context, tx pgx.Tx, documentID uuid.UUID) (bool, error) {
	tag, err := tx.Exec(ctx, `insert into document_jobs (tenant_id, document_id, kind)
		select d.tenant_id, d.id, 'graph' from ocr_documents d
		where d.id = $1 and d.ocr_status = 'completed' and coalesce(d.ocr_text, '') <> ''
		on conflict (tenant_id, document_id, kind) do update
			set state = 'queued', requested_at = now(), updated_at = now(), done_at = null`, documentID)
	return tag.RowsAffected() == 1, err
}
