package webhooks

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Claim is a worker's lease on one due delivery: Deliver attempts it.
type Claim struct {
	TenantID   uuid.UUID
	DeliveryID uuid.UUID
	Number     int // the delivery's claim count: a later claim makes this one stale
}

// fanOutBatch is how many outbox events one FanOut statement takes.
const fanOutBatch = 500

// FanOut turns every outbox event not yet fanned out into the deliveries of the subscriptions
// that want it (across tenants, oldest first) and returns how many events it took. Several
// workers may run it at once: each event is taken once.
func (s *Service) FanOut(ctx context.Context) (int, error) {
	total := 0
	for {
		var n int
		err := s.db.Operator(ctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, `select webhooks_fan_out($1)`, fanOutBatch).Scan(&n)
		})
		if err != nil {
			return total, fmt.Errorf("fan out webhook events: %w", err)
		}
		total += n
		if n < fanOutBatch {
			return total, nil
		}
	}
}

// ClaimDue leases up to max due deliveries for Deliver, across tenants or of tenant only when
// it is not uuid.Nil: each is the earliest pending event of its aggregate for its subscription,
// its time has come, and no live lease holds it. A delivery whose worker died is claimed again
// once its lease ends.
func (s *Service) ClaimDue(ctx context.Context, max int, only uuid.UUID) ([]Claim, error) {
	var tenant *uuid.UUID
	if only != uuid.Nil {
		tenant = &only
	}
	var out []Claim
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `select tenant_id, delivery_id, claim from webhook_deliveries_due($1, $2, $3)`,
			max, s.Lease(), tenant)
		var err error
		out, err = pgx.CollectRows(rows, pgx.RowToStructByPos[Claim])
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("claim due webhook deliveries: %w", err)
	}
	return out, nil
}

// PruneResult counts what Prune deleted.
type PruneResult struct{ Events, Deliveries int64 }

// Prune deletes outbox events fanned out, and finished deliveries (succeeded, failed tests,
// dead letters) with their attempts, older than Config.Retention.
func (s *Service) Prune(ctx context.Context) (PruneResult, error) {
	var r PruneResult
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `select events, deliveries from webhooks_prune($1)`, s.cfg.Retention).Scan(&r.Events, &r.Deliveries)
	})
	if err != nil {
		return r, fmt.Errorf("prune webhooks: %w", err)
	}
	return r, nil
}
