package documents

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/page"
)

// BrowseQuery filters Browse: the tenant's active documents of every patient. Zero values do not
// filter; Limit is within its bounds (the caller's).
type BrowseQuery struct {
	DocumentType string
	OCRStatuses  []string   // any of these
	From, To     *time.Time // uploaded on or after / on or before
	Limit        int
	Cursor       string
}

// BrowsePage is one page of Browse.
type BrowsePage struct {
	Items      []Link
	NextCursor *string
}

// Browse returns one page of the tenant's active documents, of every patient, in upload order
// (the cursor list of analytics; a patient's own list is List). Errors: BadRequest for a foreign
// cursor; Unavailable.
func (s *Service) Browse(ctx context.Context, q BrowseQuery) (BrowsePage, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return BrowsePage{}, err
	}
	conds, args := []string{"l.is_active", "l.id > $1"}, []any{after}
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if q.DocumentType != "" {
		add("l.document_type = $%d", q.DocumentType)
	}
	if len(q.OCRStatuses) > 0 {
		add("d.ocr_status = any($%d)", q.OCRStatuses)
	}
	if q.From != nil {
		add("l.created_at >= $%d", *q.From)
	}
	if q.To != nil {
		add("l.created_at <= $%d", *q.To)
	}
	var items []Link
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		items, err = pgx.CollectRows(rows, scanLink)
		return err
	}, fmt.Sprintf("select %s from %s where %s order by l.id limit %d", linkColumns, joinOCR,
		strings.Join(conds, " and "), q.Limit+1), args...)
	if err != nil {
		return BrowsePage{}, fmt.Errorf("browse documents: %w", err)
	}
	var out BrowsePage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(l Link) uuid.UUID { return l.ID })
	return out, nil
}
