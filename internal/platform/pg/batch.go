package pg

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
)

// MaxBatch bounds the ids a batch read (ReadByIDs) takes.
const MaxBatch = 500

// ReadByIDs reads the rows of table whose id is one of ids, under the tenant in ctx, in one round
// trip, and returns them keyed by id (the key func's); ids of another tenant or of nothing are
// absent. It is the batch read behind the GraphQL dataloaders. Errors: Invalid for more than
// MaxBatch ids; ErrNoTenant; Unavailable.
func ReadByIDs[T any](ctx context.Context, db *DB, columns, table string, ids []uuid.UUID,
	scan pgx.RowToFunc[T], key func(T) uuid.UUID) (map[uuid.UUID]T, error) {
	if len(ids) > MaxBatch {
		return nil, errs.InvalidFields(errs.FieldError{Field: "ids", Message: fmt.Sprintf("at most %d", MaxBatch)})
	}
	out := make(map[uuid.UUID]T, len(ids))
	err := db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		items, err := pgx.CollectRows(rows, scan)
		for _, it := range items {
			out[key(it)] = it
		}
		return err
	}, "select "+columns+" from "+table+" where id = any($1)", ids)
	if err != nil {
		return nil, fmt.Errorf("read %s by ids: %w", table, err)
	}
	return out, nil
}
