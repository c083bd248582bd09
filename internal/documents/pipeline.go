package documents

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Pipeline is where a tenant's documents stand in processing: uploaded files by OCR status, and
// active patient-document links by classification status. Every status of each track is present,
// zero when no document has it.
type Pipeline struct {
	OCR            map[string]int64
	Classification map[string]int64
	// OldestUnfinishedAt is when the oldest file still pending or processing OCR was uploaded; nil
	// when none is.
	OldestUnfinishedAt *time.Time
	// OverdueUnfinished counts the unfinished files past their SLA deadline (the sweeper fails them
	// on its next run).
	OverdueUnfinished int64
}

// OCRStatuses and ClassificationStatuses list each track's statuses in pipeline order.
var (
	OCRStatuses            = []string{OCRPending, OCRProcessing, OCRCompleted, OCRFailed, OCRSkipped}
	ClassificationStatuses = []string{ClassPending, ClassCompleted, ClassFailed, ClassSkipped}
)

// PipelineCounts returns the pipeline of ctx's tenant. Errors: Unavailable.
func (s *Service) PipelineCounts(ctx context.Context) (Pipeline, error) {
	p := Pipeline{OCR: map[string]int64{}, Classification: map[string]int64{}}
	for _, st := range OCRStatuses {
		p.OCR[st] = 0
	}
	for _, st := range ClassificationStatuses {
		p.Classification[st] = 0
	}
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		b := &pgx.Batch{}
		b.Queue("select ocr_status, count(*) from ocr_documents group by ocr_status").Query(func(rows pgx.Rows) error {
			return collectCounts(rows, p.OCR)
		})
		b.Queue("select classification_status, count(*) from patient_documents where is_active group by classification_status").
			Query(func(rows pgx.Rows) error { return collectCounts(rows, p.Classification) })
		b.Queue(`select min(created_at), count(*) filter (where deadline_at < now()) from ocr_documents
			where ocr_status in ('pending', 'processing')`).QueryRow(func(r pgx.Row) error {
			return r.Scan(&p.OldestUnfinishedAt, &p.OverdueUnfinished)
		})
		return tx.SendBatch(ctx, b).Close()
	})
	if err != nil {
		return Pipeline{}, fmt.Errorf("document pipeline counts: %w", err)
	}
	return p, nil
}

// collectCounts reads (status, count) rows into into.
func collectCounts(rows pgx.Rows, into map[string]int64) error {
	var st string
	var n int64
	_, err := pgx.ForEachRow(rows, []any{&st, &n}, func() error {
		into[st] = n
		return nil
	})
	return err
}
