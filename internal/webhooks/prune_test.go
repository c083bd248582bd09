package webhooks_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
	"clinic/internal/webhooks"
)

// Fanned-out events and finished deliveries older than the retention are pruned; pending
// deliveries and recent rows stay.
func TestPruneKeepsTheRetention(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	sub := uuid.New()
	oldEvent, newEvent := uuid.New(), uuid.New()
	oldDone, oldPending, newDone := uuid.New(), uuid.New(), uuid.New()
	exec := func(sql string, args ...any) {
		t.Helper()
		if err := env.App.InTenant(ctx, func(tx pgx.Tx) error { _, err := tx.Exec(ctx, sql, args...); return err }); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	exec(`insert into webhook_subscriptions (id, tenant_id, url, events, secret) values ($1, $2, 'https://x.example/h', '{*}', 'whsec_x')`, sub, tn.ID)
	for _, e := range []struct {
		id  uuid.UUID
		age string
	}{{oldEvent, "40 days"}, {newEvent, "1 day"}} {
		exec(`insert into outbox_events (id, tenant_id, kind, aggregate_id, payload, created_at, delivered_at)
			values ($1, $2, 'appointment.created', $1, '{}', now() - $3::interval, now() - $3::interval)`, e.id, tn.ID, e.age)
	}
	for _, d := range []struct {
		id          uuid.UUID
		status, age string
	}{{oldDone, "dead", "40 days"}, {oldPending, "pending", "40 days"}, {newDone, "succeeded", "1 day"}} {
		exec(`insert into webhook_deliveries (id, tenant_id, subscription_id, event_id, event_type, event_created_at, body,
				status, created_at, finished_at)
			values ($1, $2, $3, $1, 'appointment.created', now(), '{}', $4, now() - $5::interval,
				case when $4 = 'pending' then null else now() - $5::interval end)`, d.id, tn.ID, sub, d.status, d.age)
		exec(`insert into webhook_attempts (id, tenant_id, subscription_id, delivery_id, attempt, trigger, attempted_at,
				duration_ms, succeeded) values ($1, $2, $3, $4, 1, 'scheduled', now(), 5, false)`, uuid.New(), tn.ID, sub, d.id)
	}
	svc := webhooks.NewService(env.App, webhooks.Config{Retention: 30 * 24 * time.Hour})
	if _, err := svc.Prune(context.Background()); err != nil {
		t.Fatal(err)
	}
	var events, deliveries, attempts []uuid.UUID
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		for q, dst := range map[string]*[]uuid.UUID{
			"select id from outbox_events":                                  &events,
			"select id from webhook_deliveries order by id":                 &deliveries,
			"select delivery_id from webhook_attempts order by delivery_id": &attempts,
		} {
			rows, _ := tx.Query(ctx, q)
			var err error
			if *dst, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 1 || events[0] != newEvent {
		t.Errorf("events left: %v, want only the recent one", events)
	}
	if len(deliveries) != 2 || len(attempts) != 2 {
		t.Errorf("deliveries left %v with attempts %v, want the pending old one and the recent one", deliveries, attempts)
	}
	for _, d := range deliveries {
		if d == oldDone {
			t.Error("an old finished delivery was kept")
		}
	}
}
