// Package outbox writes the events clients may want to hear about into outbox_events, in the
// transaction of the change they describe; the webhooks domain fans them out to subscriptions
// later (internal/webhooks). A payload leaves the service: it never carries internal notes.
package outbox

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// insertSQL records an event of the caller's tenant: $1 id, $2 kind, $3 aggregate, $4 payload.
const insertSQL = `insert into outbox_events (id, tenant_id, kind, aggregate_id, payload)
	values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4)`

// Write records one event of kind about aggregate (the object whose events are delivered in
// order: an appointment, a waitlist entry) with payload, inside tx.
func Write(ctx context.Context, tx pgx.Tx, kind string, aggregate uuid.UUID, payload any) error {
	_, err := tx.Exec(ctx, insertSQL, uuid.Must(uuid.NewV7()), kind, aggregate, payload)
	return err
}
