package ingest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"clinic/internal/webhooks"
)

// TypeWebhookDeliver makes one attempt of a claimed webhook delivery.
const TypeWebhookDeliver = "webhook:deliver"

// QueueWebhooks holds delivery attempts: a slow receiver never holds up documents.
const QueueWebhooks = "webhooks"

// WebhookPayload names one claim on one delivery.
type WebhookPayload struct {
	TenantID   uuid.UUID `json:"tenant_id"`
	DeliveryID uuid.UUID `json:"delivery_id"`
	Claim      int       `json:"claim"`
}

// NewWebhookDeliverTask returns the task of claim c, whose lease lasts lease. Its id names the
// claim, so a claim is queued once; asynq never retries it: a failed attempt is rescheduled by
// the delivery's own retry schedule, and a task lost with its worker is claimed again by the
// pump when its lease ends.
func NewWebhookDeliverTask(c webhooks.Claim, lease time.Duration) (*asynq.Task, error) {
	payload, err := json.Marshal(WebhookPayload{TenantID: c.TenantID, DeliveryID: c.DeliveryID, Claim: c.Number})
	if err != nil {
		return nil, err
	}
	return asynq.NewTask(TypeWebhookDeliver, payload, asynq.Queue(QueueWebhooks), asynq.MaxRetry(0),
		asynq.Timeout(lease), asynq.TaskID("webhook:"+c.DeliveryID.String()+":"+strconv.Itoa(c.Number)),
		asynq.Retention(time.Hour)), nil
}

// HandleWebhookDeliverTask makes the attempt. Undecodable payloads are dropped (SkipRetry).
func HandleWebhookDeliverTask(svc *webhooks.Service) asynq.HandlerFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		var pl WebhookPayload
		if err := json.Unmarshal(t.Payload(), &pl); err != nil || pl.TenantID == uuid.Nil || pl.DeliveryID == uuid.Nil {
			return fmt.Errorf("webhook task payload %q: %w", t.Payload(), asynq.SkipRetry)
		}
		return svc.Deliver(ctx, webhooks.Claim{TenantID: pl.TenantID, DeliveryID: pl.DeliveryID, Number: pl.Claim})
	}
}

// Pump settings.
const (
	// webhookClaimBatch bounds the claims of one tick.
	webhookClaimBatch = 100
	// webhookBacklog: while this many attempts wait in the queue, the pump claims nothing more
	// (claims would expire in the queue and be taken again).
	webhookBacklog = 200
	// webhookPruneEvery is how often the pump prunes old events and deliveries.
	webhookPruneEvery = time.Hour
)

// WebhookQueue hands claimed attempts to asynq.
type WebhookQueue struct {
	Client    *asynq.Client
	Inspector *asynq.Inspector
	Lease     time.Duration // the service's Lease: the task's timeout
}

// Busy reports whether enough attempts wait already.
func (q WebhookQueue) Busy() bool {
	info, err := q.Inspector.GetQueueInfo(QueueWebhooks)
	return err == nil && info.Pending+info.Active >= webhookBacklog
}

// Enqueue queues the attempt of claim c (once: the task id names the claim).
func (q WebhookQueue) Enqueue(ctx context.Context, c webhooks.Claim) error {
	t, err := NewWebhookDeliverTask(c, q.Lease)
	if err != nil {
		return err
	}
	if _, err := q.Client.EnqueueContext(ctx, t); err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		return fmt.Errorf("queue webhook attempt: %w", err) // the lease ends and the claim is taken again
	}
	return nil
}

// WebhookPump moves events from the outbox to receivers.
type WebhookPump struct {
	Service *webhooks.Service
	Queue   interface {
		Busy() bool
		Enqueue(context.Context, webhooks.Claim) error
	}
	Interval time.Duration
	Log      *slog.Logger
	// Tenant, when set, limits the claims to one clinic's deliveries (tests run one pump per
	// clinic, each with its own rules); the fan-out always serves every clinic.
	Tenant uuid.UUID
}

// Run runs until ctx ends: every Interval it fans the outbox out into deliveries, claims the
// deliveries that are due and queues an attempt for each; every hour it prunes what the
// retention lets go. Every worker runs one; claims keep them from sending anything twice.
func (p WebhookPump) Run(ctx context.Context) {
	tick := time.NewTicker(p.Interval)
	defer tick.Stop()
	lastPrune := time.Time{}
	for {
		if err := p.once(ctx); err != nil && ctx.Err() == nil {
			p.Log.WarnContext(ctx, "webhook pump", "error", err.Error())
		}
		if time.Since(lastPrune) >= webhookPruneEvery {
			if r, err := p.Service.Prune(ctx); err != nil && ctx.Err() == nil {
				p.Log.WarnContext(ctx, "webhook prune", "error", err.Error())
			} else if r.Events > 0 || r.Deliveries > 0 {
				p.Log.InfoContext(ctx, "webhooks pruned", "events", r.Events, "deliveries", r.Deliveries)
			}
			lastPrune = time.Now()
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// once is one tick of Run.
func (p WebhookPump) once(ctx context.Context) error {
	if _, err := p.Service.FanOut(ctx); err != nil {
		return err
	}
	if p.Queue.Busy() {
		return nil
	}
	claims, err := p.Service.ClaimDue(ctx, webhookClaimBatch, p.Tenant)
	if err != nil {
		return err
	}
	for _, c := range claims {
		if err := p.Queue.Enqueue(ctx, c); err != nil {
			return err
		}
	}
	return nil
}
