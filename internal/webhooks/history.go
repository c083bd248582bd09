package webhooks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
)

// AttemptPage is one page of attempts, newest first.
type AttemptPage struct {
	Items      []Attempt
	NextCursor *string
}

// DeadLetter is a delivery that will not be retried: its retries ran out, or its subscription
// was deactivated. Replay sends it again.
type DeadLetter struct {
	ID                 uuid.UUID
	SubscriptionID     uuid.UUID
	EventID            uuid.UUID
	EventType          string
	Attempts           int
	LastError          *string
	LastResponseStatus *int
	Body               json.RawMessage // the event as it was sent
	CreatedAt          time.Time
	DeadAt             time.Time
}

// DeadLetterQuery filters DeadLetters.
type DeadLetterQuery struct {
	SubscriptionID *uuid.UUID
	Limit          int
	Cursor         string
}

// DeadLetterPage is one page of dead letters, newest first.
type DeadLetterPage struct {
	Items      []DeadLetter
	NextCursor *string
}

// Errors of Replay.
var (
	ErrReplayInactive = &errs.Error{Kind: errs.Conflict,
		Detail: "The subscription is inactive: reactivate it (PUT is_active true) before replaying its dead letters"}
	ErrReplayBusy = &errs.Error{Kind: errs.Conflict, Detail: "This delivery is being sent already"}
)

// Attempts returns one page of subscription id's attempts, newest first. Errors: ErrNotFound,
// BadRequest for a foreign cursor.
func (s *Service) Attempts(ctx context.Context, id uuid.UUID, q Query) (AttemptPage, error) {
	if _, err := s.Get(ctx, id); err != nil {
		return AttemptPage{}, err
	}
	items, next, err := readPage(ctx, s, q, scanAttempt, func(a Attempt) uuid.UUID { return a.ID }, attemptsSQL, id)
	if err != nil {
		return AttemptPage{}, fmt.Errorf("list webhook attempts: %w", err)
	}
	return AttemptPage{Items: items, NextCursor: next}, nil
}

func scanDeadLetter(row pgx.CollectableRow) (DeadLetter, error) {
	var d DeadLetter
	var body string
	err := row.Scan(&d.ID, &d.SubscriptionID, &d.EventID, &d.EventType, &d.Attempts, &d.LastError,
		&d.LastResponseStatus, &body, &d.CreatedAt, &d.DeadAt)
	d.Body = json.RawMessage(body)
	return d, err
}

// DeadLetters returns one page of the tenant's dead letters (of one subscription when asked),
// newest first. Errors: BadRequest for a foreign cursor.
func (s *Service) DeadLetters(ctx context.Context, q DeadLetterQuery) (DeadLetterPage, error) {
	items, next, err := readPage(ctx, s, Query{Limit: q.Limit, Cursor: q.Cursor}, scanDeadLetter,
		func(d DeadLetter) uuid.UUID { return d.ID }, deadLettersSQL, q.SubscriptionID)
	if err != nil {
		return DeadLetterPage{}, fmt.Errorf("list webhook dead letters: %w", err)
	}
	return DeadLetterPage{Items: items, NextCursor: next}, nil
}

// Test sends a webhook.test event to subscription id now (active or not), records the attempt
// in its history and returns it. A test is never retried and says nothing about the
// subscription's health. Errors: ErrNotFound.
func (s *Service) Test(ctx context.Context, id uuid.UUID) (Attempt, error) {
	eventID, deliveryID := uuid.Must(uuid.NewV7()), uuid.Must(uuid.NewV7())
	body, err := json.Marshal(map[string]any{
		"id": eventID, "type": TestEventType, "created_at": s.now().UTC().Format(time.RFC3339Nano),
		"data": map[string]any{"subscription_id": id, "message": "Evento de teste: a assinatura recebe eventos."},
	})
	if err != nil {
		return Attempt{}, err
	}
	var claim int
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, insertTestDeliverySQL, id, deliveryID, eventID, string(body), s.Lease()).Scan(&claim)
	})
	if err = pg.NotFoundIfNoRows(err, ErrNotFound.Detail); err != nil {
		return Attempt{}, fmt.Errorf("test webhook: %w", err)
	}
	return s.attemptNow(ctx, Claim{DeliveryID: deliveryID, Number: claim}, triggerTest)
}

// Replay sends dead letter id again now and returns the attempt: on success the delivery is
// succeeded (and leaves the dead letters); on failure it stays a dead letter, with the attempt
// in its history. Errors: ErrDeliveryNotFound (also once it was delivered); ErrReplayInactive
// when its subscription is inactive; ErrReplayBusy while a replay of it is under way.
func (s *Service) Replay(ctx context.Context, id uuid.UUID) (Attempt, error) {
	var status string
	var active bool
	var claim *int
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, claimReplaySQL, id, s.Lease()).Scan(&status, &active, &claim)
	})
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return Attempt{}, ErrDeliveryNotFound
	case err != nil:
		return Attempt{}, fmt.Errorf("replay webhook delivery: %w", err)
	case status == statusPending:
		return Attempt{}, ErrReplayBusy
	case status != statusDead:
		return Attempt{}, ErrDeliveryNotFound // delivered since: no longer a dead letter
	case !active || claim == nil:
		return Attempt{}, ErrReplayInactive
	}
	return s.attemptNow(ctx, Claim{DeliveryID: id, Number: *claim}, triggerReplay)
}

// attemptNow makes the attempt of a claim taken by the API (a test or a replay) and records it.
func (s *Service) attemptNow(ctx context.Context, c Claim, trigger string) (Attempt, error) {
	if id, ok := tenantctx.From(ctx); ok {
		c.TenantID = id.TenantID
	}
	d, ok, err := s.readClaimed(ctx, c.DeliveryID, c.Number)
	if err != nil {
		return Attempt{}, err
	}
	if !ok {
		return Attempt{}, ErrReplayBusy
	}
	r := s.send(context.WithoutCancel(ctx), d.url, d.eventID.String(), d.body, d.secrets)
	return s.settle(ctx, c, d, r, trigger)
}
