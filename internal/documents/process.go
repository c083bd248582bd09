package documents

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/documents/classify"
	"clinic/internal/documents/ocr"
	"clinic/internal/platform/blob"
	"clinic/internal/platform/tenantctx"
)

// TextReader reads the text of a stored file (ocr.Reader).
type TextReader interface {
	Read(ctx context.Context, path string, kind ocr.Kind) (ocr.Result, error)
}

// Classifier decides a document's type from its text (classify.Model).
type Classifier interface {
	Classify(text string) (classify.Prediction, error)
	Version() string
}

// Processor runs the document pipeline for the worker: OCR, then classification, then the
// hand-off to the knowledge graph.
type Processor struct {
	svc        *Service
	reader     TextReader
	classifier Classifier
	log        *slog.Logger
	onRead     func(res ocr.Result, took time.Duration) // ObserveReads; nil: nobody
}

// ObserveReads makes p report each successful read of a file to fn, with the time it took
// (metrics of OCR seconds per page). Set it before p is used.
func (p *Processor) ObserveReads(fn func(res ocr.Result, took time.Duration)) {
	p.onRead = fn
}

// NewProcessor returns a Processor storing its results through svc.
func NewProcessor(svc *Service, reader TextReader, classifier Classifier) *Processor {
	return &Processor{svc: svc, reader: reader, classifier: classifier, log: svc.log}
}

// claimed is a document the OCR job took: it is processing.
type claimed struct {
	key      string
	kind     ocr.Kind
	deadline time.Time
}

// outcome is what the OCR job found, written in one transaction by finish.
type outcome struct {
	ocrStatus  string
	ocrError   *string
	text       *string
	methods    []string
	pageCount  *int
	modality   *string
	studyDate  *time.Time
	class      string // classification status for links still pending
	docType    *string
	confidence *float64
	version    *string
}

// ProcessOCR runs the OCR job of one document. It is idempotent: a document already finished
// (by an earlier run or by the SLA reaper) is left as it is. An unreadable file ends as failed;
// any other error is returned for the queue to retry.
func (p *Processor) ProcessOCR(ctx context.Context, tenantID, documentID uuid.UUID) error {
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
	c, ok, err := p.claim(ctx, documentID)
	if err != nil || !ok {
		return err
	}
	deadline := c.deadline
	rctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	res, err := p.read(rctx, c)
	var unreadable *ocr.UnreadableError
	switch {
	case errors.As(err, &unreadable):
		return p.finish(ctx, tenantID, documentID, failedOutcome(unreadable.Reason))
	case errors.Is(err, blob.ErrNotFound):
		return p.finish(ctx, tenantID, documentID, failedOutcome("file missing"))
	case err != nil && time.Now().After(deadline):
		return nil // past the SLA: the reaper ends the document
	case err != nil:
		return fmt.Errorf("read document %s: %w", documentID, err)
	}
	return p.finish(ctx, tenantID, documentID, p.outcomeOf(res))
}

// claim moves the document to processing and counts the attempt; ok is false when it is
// already finished (or gone), which ends the job.
func (p *Processor) claim(ctx context.Context, documentID uuid.UUID) (c claimed, ok bool, err error) {
	var mimeType string
	err = p.svc.db.InTenant(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `update ocr_documents set ocr_status = 'processing', attempts = attempts + 1,
				processing_started_at = coalesce(processing_started_at, now()), updated_at = now()
			where id = $1 and ocr_status in ('pending', 'processing')
			returning storage_key, mime_type, deadline_at`, documentID).Scan(&c.key, &mimeType, &c.deadline)
		if errors.Is(err, pgx.ErrNoRows) {
			_, err = tx.Exec(ctx, `update document_jobs set state = 'done', done_at = now(), updated_at = now()
				where document_id = $1 and kind = 'ocr' and state = 'queued'`, documentID)
			return err
		}
		ok = err == nil
		return err
	})
	if err != nil {
		return claimed{}, false, fmt.Errorf("claim document %s: %w", documentID, err)
	}
	k, _ := kindOfMime(mimeType)
	c.kind = k.kind
	return c, ok, nil
}

func (p *Processor) read(ctx context.Context, c claimed) (ocr.Result, error) {
	path, release, err := p.svc.blobs.LocalPath(ctx, c.key)
	if err != nil {
		return ocr.Result{}, err
	}
	defer release()
	start := time.Now()
	res, err := p.reader.Read(ctx, path, c.kind)
	if err == nil && p.onRead != nil {
		p.onRead(res, time.Since(start))
	}
	return res, err
}

func failedOutcome(reason string) outcome {
	return outcome{ocrStatus: OCRFailed, ocrError: &reason, class: ClassFailed}
}

// outcomeOf turns what the reader found into statuses: DICOM is skipped (its header kept); text
// is classified; a document without text completes OCR but fails classification.
func (p *Processor) outcomeOf(res ocr.Result) outcome {
	pages := res.PageCount
	o := outcome{ocrStatus: OCRCompleted, pageCount: &pages, class: ClassFailed}
	if res.DICOM != nil {
		o.ocrStatus, o.class, o.pageCount = OCRSkipped, ClassSkipped, nil
		o.modality = nonEmpty(res.DICOM.Modality)
		if d, err := time.Parse(time.DateOnly, res.DICOM.StudyDate); err == nil {
			o.studyDate = &d
		}
		return o
	}
	text := cleanText(res.Text)
	o.text = &text
	for _, pg := range res.Pages {
		o.methods = append(o.methods, string(pg.Method))
	}
	pred, err := p.classifier.Classify(text)
	if err != nil {
		return o // no text: classification failed
	}
	version := p.classifier.Version()
	o.class, o.docType, o.confidence, o.version = ClassCompleted, &pred.Type, &pred.Confidence, &version
	return o
}

// cleanText makes extracted text storable: valid UTF-8 without NUL characters.
func cleanText(s string) string {
	return strings.ReplaceAll(strings.ToValidUTF8(s, ""), "\x00", "")
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// finish records the outcome in one transaction: the OCR track (only out of pending or
// processing), pending classifications, the OCR job done and, when there is text, the graph job,
// created once per document. The graph job is queued after the commit.
func (p *Processor) finish(ctx context.Context, tenantID, documentID uuid.UUID, o outcome) error {
	handOff := false
	err := p.svc.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `update ocr_documents set ocr_status = $2, ocr_error = $3, ocr_text = $4,
				ocr_methods = $5, page_count = $6, dicom_modality = $7, dicom_study_date = $8,
				processed_at = now(), updated_at = now()
			where id = $1 and ocr_status in ('pending', 'processing')`,
			documentID, o.ocrStatus, o.ocrError, o.text, o.methods, o.pageCount, o.modality, o.studyDate)
		if err != nil || tag.RowsAffected() == 0 {
			return err // 0 rows: finished already (the reaper, or a run before this one)
		}
		if _, err := tx.Exec(ctx, `update patient_documents set classification_status = $2,
				document_type = coalesce($3, document_type), classification_confidence = $4,
				classifier_version = $5, updated_at = now()
			where document_id = $1 and classification_status = 'pending'`,
			documentID, o.class, o.docType, o.confidence, o.version); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `update document_jobs set state = 'done', done_at = now(), updated_at = now()
			where document_id = $1 and kind = 'ocr'`, documentID); err != nil {
			return err
		}
		if o.ocrStatus != OCRCompleted || o.text == nil || *o.text == "" {
			return nil
		}
		tag, err = tx.Exec(ctx, `insert into document_jobs (tenant_id, document_id, kind)
			values (`+tenantSetting+`, $1, 'graph') on conflict do nothing`, documentID)
		handOff = err == nil && tag.RowsAffected() == 1
		return err
	})
	if err != nil {
		return fmt.Errorf("finish document %s: %w", documentID, err)
	}
	if handOff {
		p.svc.dispatchOrLog(ctx, Job{Kind: JobGraph, TenantID: tenantID, DocumentID: documentID})
	}
	return nil
}
