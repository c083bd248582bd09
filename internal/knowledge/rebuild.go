package knowledge

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
)

// wipeBatch bounds one delete transaction of Rebuild.
const wipeBatch = 5000

// Rebuild replaces the tenant's graph with one built from Postgres (documents, then the notes of
// WithNotes' source; the count returned is of both): every node of the tenant is
// deleted, then every document with OCR text is synced again. It returns the documents and notes synced.
// Job states are left alone. Errors: Unavailable when Neo4j cannot be reached.
func (s *Service) Rebuild(ctx context.Context, tenantID uuid.UUID) (int, error) {
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
	if err := s.wipe(ctx); err != nil {
		return 0, err
	}
	var ids []uuid.UUID
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `select distinct d.id from ocr_documents d
			join patient_documents l on l.tenant_id = d.tenant_id and l.document_id = d.id and l.is_active
			where d.ocr_status = 'completed' order by d.id`)
		var err error
		ids, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("list documents: %w", err)
	}
	for i, id := range ids {
		if _, err := s.syncDocument(ctx, id); err != nil {
			return i, err
		}
	}
	if s.notes == nil {
		return len(ids), nil
	}
	notes, err := s.notes.Notes(ctx)
	if err != nil {
		return len(ids), fmt.Errorf("list notes: %w", err)
	}
	for i, n := range notes {
		if err := s.SyncNote(ctx, n); err != nil {
			return len(ids) + i, err
		}
	}
	return len(ids) + len(notes), nil
}

// wipe deletes every node of the caller's tenant, in batches.
func (s *Service) wipe(ctx context.Context) error {
	for {
		st, err := tenantStatement(ctx, cypherWipeTenant, map[string]any{"batch": wipeBatch})
		if err != nil {
			return err
		}
		var deleted int64
		err = s.graph.writeRead(ctx, st, func(n int64) { deleted = n })
		if err != nil {
			return fmt.Errorf("wipe tenant graph: %w", err)
		}
		if deleted < wipeBatch {
			return nil
		}
	}
}
