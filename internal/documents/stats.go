package documents

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// TypeStatusCount is the number of a tenant's active documents of one type in one OCR status, and
// the mean seconds from upload to the end of processing over those that finished (nil: none did).
type TypeStatusCount struct {
	DocumentType      string
	OCRStatus         string
	Count             int
	AverageProcessing *float64
}

// Counts returns the tenant's active documents uploaded in [from, to) (nil: unbounded) counted by
// type and OCR status, largest first. Errors: Unavailable.
func (s *Service) Counts(ctx context.Context, from, to *time.Time) ([]TypeStatusCount, error) {
	var out []TypeStatusCount
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var c TypeStatusCount
		_, err := pgx.ForEachRow(rows, []any{&c.DocumentType, &c.OCRStatus, &c.Count, &c.AverageProcessing},
			func() error { out = append(out, c); return nil })
		return err
	}, `select l.document_type, d.ocr_status, count(*),
			avg(extract(epoch from d.processed_at - d.created_at)) filter (where d.processed_at is not null)::float8
		from `+joinOCR+`
		where l.is_active and ($1::timestamptz is null or l.created_at >= $1) and ($2::timestamptz is null or l.created_at < $2)
		group by 1, 2 order by 3 desc, 1, 2`, from, to)
	if err != nil {
		return nil, fmt.Errorf("count documents: %w", err)
	}
	return out, nil
}
