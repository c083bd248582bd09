package webhooks

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
)

// Attempt is one recorded attempt to deliver an event.
type Attempt struct {
	ID             uuid.UUID
	DeliveryID     uuid.UUID
	EventID        uuid.UUID
	EventType      string
	Number         int    // 1 for the first attempt of its delivery
	Trigger        string // scheduled, test or replay
	AttemptedAt    time.Time
	Duration       time.Duration
	Succeeded      bool
	ResponseStatus *int
	Error          *string
	NextRetryAt    *time.Time // when the next attempt is due; nil when none will follow
	DeliveryStatus string     // the delivery's status now: pending, succeeded, failed or dead
}

// Triggers of an attempt.
const (
	triggerScheduled = "scheduled"
	triggerTest      = "test"
	triggerReplay    = "replay"
)

// Delivery statuses.
const (
	statusPending   = "pending"
	statusSucceeded = "succeeded"
	statusFailed    = "failed"
	statusDead      = "dead"
)

// claimed is a delivery as an attempt needs it.
type claimed struct {
	subscriptionID uuid.UUID
	eventID        uuid.UUID
	eventType      string
	body           []byte
	attempts       int
	kind           string
	url            string
	active         bool
	secrets        []string
}

// readClaimed returns delivery id under claim, false when the claim no longer holds (another
// worker claimed it after this lease ended, or it is settled).
func (s *Service) readClaimed(ctx context.Context, id uuid.UUID, claim int) (claimed, bool, error) {
	var d claimed
	var body, secret string
	var previous *string
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		if !rows.Next() {
			return rows.Err()
		}
		return rows.Scan(&d.subscriptionID, &d.eventID, &d.eventType, &body, &d.attempts, &d.kind, &d.url, &d.active,
			&secret, &previous)
	}, claimedDeliverySQL, id, claim)
	if err != nil {
		return claimed{}, false, fmt.Errorf("read webhook delivery %s: %w", id, err)
	}
	if secret == "" {
		return claimed{}, false, nil
	}
	d.body, d.secrets = []byte(body), []string{secret}
	if previous != nil {
		d.secrets = append(d.secrets, *previous)
	}
	return d, true, nil
}

// Deliver makes the attempt a worker claimed and records it. A stale claim does nothing; a
// delivery whose subscription was deactivated becomes a dead letter without an attempt.
// Errors: only storage errors (the receiver's failures are recorded, not returned).
func (s *Service) Deliver(ctx context.Context, c Claim) error {
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: c.TenantID})
	d, ok, err := s.readClaimed(ctx, c.DeliveryID, c.Number)
	if err != nil || !ok {
		return err
	}
	if !d.active {
		err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
			_, err := tx.Exec(ctx, deadUnsentSQL, c.DeliveryID, c.Number, "subscription deactivated before this delivery")
			return err
		})
		if err == nil {
			s.outcome(OutcomeDeadLettered, 0)
		}
		return err
	}
	r := s.send(ctx, d.url, d.eventID.String(), d.body, d.secrets)
	a, err := s.settle(ctx, c, d, r, triggerScheduled)
	if err == nil {
		s.outcome(outcomeOf(a.DeliveryStatus), r.status)
	}
	return err
}

// Outcomes of a worker's delivery attempt, as WithOutcomes reports them.
const (
	OutcomeDelivered    = "delivered"     // the receiver answered 2xx in time
	OutcomeFailed       = "failed"        // the attempt failed; a retry is scheduled
	OutcomeDeadLettered = "dead_lettered" // the attempt failed with no retry left, or the subscription is off
)

// WithOutcomes makes s report each attempt Deliver records to fn: the outcome (Outcome*) and
// the receiver's HTTP status (0 when no answer came). Set it before s is used.
func (s *Service) WithOutcomes(fn func(outcome string, status int)) *Service {
	s.onOutcome = fn
	return s
}

// outcome reports an attempt to the WithOutcomes func, if any.
func (s *Service) outcome(o string, status int) {
	if s.onOutcome != nil {
		s.onOutcome(o, status)
	}
}

// outcomeOf names what a delivery's status after an attempt says of the attempt.
func outcomeOf(deliveryStatus string) string {
	switch deliveryStatus {
	case statusSucceeded:
		return OutcomeDelivered
	case statusPending:
		return OutcomeFailed
	}
	return OutcomeDeadLettered
}

// settle records attempt r of delivery c and what it makes of the delivery and its
// subscription, and returns the attempt. trigger decides what a failure leads to: the next
// retry or a dead letter (scheduled), failed (test), dead again (replay).
func (s *Service) settle(ctx context.Context, c Claim, d claimed, r result, trigger string) (Attempt, error) {
	status, next := statusSucceeded, (*time.Time)(nil)
	var errText *string
	var respStatus *int
	if r.status != 0 {
		respStatus = &r.status
	}
	if !r.ok() {
		errText = &r.err
		switch trigger {
		case triggerTest:
			status = statusFailed
		case triggerReplay:
			status = statusDead
		default:
			status = statusDead
			if delay, ok := s.retryDelay(d.attempts + 1); ok {
				at := r.at.Add(r.duration).Add(delay)
				status, next = statusPending, &at
			}
		}
	}
	attemptID := uuid.Must(uuid.NewV7())
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var n int
		err := tx.QueryRow(ctx, settleDeliverySQL, c.DeliveryID, c.Number, status, next, errText, respStatus).Scan(&n)
		stale := errors.Is(err, pgx.ErrNoRows)
		switch {
		case stale: // a newer claim owns the delivery: the attempt happened, its outcome is not ours to apply
			n, next = d.attempts+1, nil
		case err != nil:
			return err
		}
		if _, err := tx.Exec(ctx, insertAttemptSQL, attemptID, d.subscriptionID, c.DeliveryID, n, trigger, r.at,
			r.duration.Milliseconds(), r.ok(), respStatus, errText, next); err != nil {
			return err
		}
		if stale || d.kind != "event" {
			return nil // test events say nothing about the subscription's health
		}
		return s.recordHealth(ctx, tx, d.subscriptionID, r)
	})
	if err != nil {
		return Attempt{}, fmt.Errorf("record webhook attempt: %w", err)
	}
	return s.readAttempt(ctx, attemptID)
}

// recordHealth clears subscription id's failure record after a success; after a failure it
// starts it, and deactivates the subscription once it has run for Config.DeactivateAfter.
func (s *Service) recordHealth(ctx context.Context, tx pgx.Tx, id uuid.UUID, r result) error {
	if r.ok() {
		_, err := tx.Exec(ctx, healthySQL, id)
		return err
	}
	var since time.Time
	if err := tx.QueryRow(ctx, failingSQL, id).Scan(&since); err != nil {
		return err
	}
	if s.now().Sub(since) < s.cfg.DeactivateAfter {
		return nil
	}
	reason := fmt.Sprintf("deactivated at %s: every delivery failed since %s (last: %s)",
		s.now().UTC().Format(time.RFC3339), since.UTC().Format(time.RFC3339), r.err)
	_, err := tx.Exec(ctx, deactivateFailingSQL, id, reason)
	return err
}

func scanAttempt(row pgx.CollectableRow) (Attempt, error) {
	var a Attempt
	var ms int64
	err := row.Scan(&a.ID, &a.DeliveryID, &a.EventID, &a.EventType, &a.Number, &a.Trigger, &a.AttemptedAt, &ms,
		&a.Succeeded, &a.ResponseStatus, &a.Error, &a.NextRetryAt, &a.DeliveryStatus)
	a.Duration = time.Duration(ms) * time.Millisecond
	return a, err
}

// readAttempt returns attempt id.
func (s *Service) readAttempt(ctx context.Context, id uuid.UUID) (Attempt, error) {
	var a Attempt
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		a, err = pgx.CollectExactlyOneRow(rows, scanAttempt)
		return err
	}, attemptSQL, id)
	if err != nil {
		return Attempt{}, fmt.Errorf("read webhook attempt: %w", err)
	}
	return a, nil
}
