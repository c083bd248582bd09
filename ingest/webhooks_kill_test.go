package ingest_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// webhookKillQueueDB holds the killed webhook worker's queue alone.
const webhookKillQueueDB = 9

// A webhook worker SIGKILLed while its request is in flight loses nothing: its lease on the
// delivery runs out, another worker claims it and sends the event again, with the same
// webhook-id (at least once under crashes), and the delivery ends succeeded, recorded once.
func TestWebhookWorkerKilledMidDeliveryLosesNothing(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{})

	var mu sync.Mutex
	var ids []string
	arrived := make(chan struct{}, 4)
	release := make(chan struct{})
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		mu.Lock()
		ids = append(ids, r.Header.Get("webhook-id"))
		first := len(ids) == 1
		mu.Unlock()
		arrived <- struct{}{}
		if first { // hold the first request open until the test ends: its worker dies meanwhile
			<-release
		}
	}))
	t.Cleanup(func() { close(release); receiver.Close() })
	sub := c.Do(t, "POST", "/v1/scheduling/webhooks", tenant.Key,
		map[string]any{"url": receiver.URL, "events": []string{"*"}}).Expect(t, 201).JSON(t)["id"].(string)

	child := startChild(t, fmt.Sprintf("%s=%d:%s", webhookWorkerEnv, webhookKillQueueDB, tenant.ID))
	eventID := uuid.Must(uuid.NewV7())
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant.ID})
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into outbox_events (id, tenant_id, kind, aggregate_id, payload)
			values ($1, $2, 'appointment.created', $3, '{"id": "x"}')`, eventID, tenant.ID, uuid.New())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-arrived:
	case <-time.After(30 * time.Second):
		t.Fatal("the child worker never sent the event")
	}
	if err := child.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_, _ = child.Process.Wait()

	env.PumpWebhooks(t, tenant.ID) // another worker; the dead one's lease runs out first
	select {
	case <-arrived:
	case <-time.After(time.Minute):
		t.Fatal("the event was not sent again after its worker died")
	}
	mu.Lock()
	got := append([]string(nil), ids...)
	mu.Unlock()
	if len(got) != 2 || got[0] != eventID.String() || got[1] != eventID.String() {
		t.Errorf("webhook-ids received: %v, want the event %s twice", got, eventID)
	}
	var status string
	var attempts, recorded int
	waitFor(t, 10*time.Second, func() bool {
		err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, `select d.status, d.attempts, (select count(*) from webhook_attempts a where a.delivery_id = d.id)
				from webhook_deliveries d where d.subscription_id = $1 and d.event_id = $2`, sub, eventID).Scan(&status, &attempts, &recorded)
		})
		return err == nil && status == "succeeded"
	})
	if attempts != 1 || recorded != 1 {
		t.Errorf("delivery %s after %d attempts with %d recorded, want one of each (the killed attempt left no record)",
			status, attempts, recorded)
	}
}
