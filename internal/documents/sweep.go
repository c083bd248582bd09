package documents

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// SweepResult counts what one sweep did.
type SweepResult struct {
	Reaped       int // documents failed with "processing timeout"
	Redispatched int // queued jobs handed to the queue again
	StaleUploads int // staged files of uploads that never finished, removed
}

// StaleUploadAge is how long a staged upload may sit unfinished before the sweeper removes it
// (an upload still streaming touches its file all the time).
const StaleUploadAge = 6 * time.Hour

// Sweep ends every document still unfinished at its deadline (OCR failed with ErrTimeout,
// pending classifications failed) and dispatches again the jobs left queued for longer than idle
// (lost between commit and queue, or behind a crashed worker; the queue drops duplicates), and
// removes staged files of uploads a crashed process left behind. It
// spans tenants through two SECURITY DEFINER functions and is safe to run concurrently.
func (s *Service) Sweep(ctx context.Context, idle time.Duration) (SweepResult, error) {
	var res SweepResult
	var due []Job
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `select tenant_id, document_id from documents_reap()`)
		reaped, err := pgx.CollectRows(rows, pgx.RowToStructByPos[struct{ T, D uuid.UUID }])
		if err != nil {
			return err
		}
		res.Reaped = len(reaped)
		for _, r := range reaped {
			s.log.WarnContext(ctx, "document processing timed out", "tenant_id", r.T.String(), "document_id", r.D.String())
		}
		rows, _ = tx.Query(ctx, `select kind, tenant_id, document_id from documents_jobs_due($1, 500)`, idle)
		due, err = pgx.CollectRows(rows, pgx.RowToStructByPos[Job])
		return err
	})
	if err != nil {
		return res, fmt.Errorf("sweep documents: %w", err)
	}
	for _, j := range due {
		if err := s.dispatch.Dispatch(ctx, j); err != nil {
			return res, fmt.Errorf("redispatch %s job of %s: %w", j.Kind, j.DocumentID, err)
		}
		res.Redispatched++
	}
	res.StaleUploads, err = s.blobs.RemoveStale(ctx, StaleUploadAge)
	return res, err
}
