package webhooks

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
)

// Subscription is a clinic's endpoint and the events it wants. Its secret is never read back:
// it is returned once, by Create and by a rotating Update.
type Subscription struct {
	ID                uuid.UUID
	URL               string
	Events            []string
	Description       *string
	IsActive          bool
	DeactivatedReason *string
	FailingSince      *time.Time
	// PreviousSecretUntil: while set and in the future, the rotated-out secret signs too.
	PreviousSecretUntil *time.Time
	CreatedAt           time.Time
	UpdatedAt           time.Time
}

// Fields are the writable fields; for an update, nil means unchanged.
type Fields struct {
	URL         *string
	Events      []string // nil: unchanged
	Description *string
	IsActive    *bool
}

// Bounds of the fields.
const (
	maxEvents      = 32
	maxDescription = 500
)

// Query pages a list: Limit 1 to 200 (anything else is 50), Cursor a next_cursor.
type Query struct {
	Limit  int
	Cursor string
}

// pageSize is limit when it is 1 to 200, else 50.
func pageSize(limit int) int {
	if limit < 1 || limit > 200 {
		return 50
	}
	return limit
}

// SubscriptionPage is one page of subscriptions.
type SubscriptionPage struct {
	Items      []Subscription
	NextCursor *string
}

// validate normalises in and returns Invalid naming every bad field.
func (in *Fields) validate(creating, allowLoopback bool) error {
	var f errs.Fields
	switch {
	case in.URL == nil && creating:
		f.Add("url", "is required")
	case in.URL != nil:
		u, why := checkURL(*in.URL, allowLoopback)
		if why != "" {
			f.Add("url", "%s", why)
		}
		in.URL = &u
	}
	switch {
	case in.Events == nil && creating:
		f.Add("events", "is required")
	case in.Events != nil:
		if why := normaliseEvents(&in.Events); why != "" {
			f.Add("events", "%s", why)
		}
	}
	if in.Description != nil {
		d := strings.TrimSpace(*in.Description)
		in.Description = &d
		if len([]rune(d)) > maxDescription {
			f.Add("description", "must be at most 500 characters")
		}
	}
	return f.Err()
}

// normaliseEvents dedupes events in place and says what is wrong with them, if anything.
func normaliseEvents(events *[]string) string {
	in := *events
	if len(in) == 0 {
		return "must name at least one event type, or \"*\""
	}
	if len(in) > maxEvents {
		return "must name at most 32 event types"
	}
	var out, bad []string
	for _, e := range in {
		e = strings.TrimSpace(e)
		switch {
		case e != "*" && !slices.Contains(EventTypes, e):
			bad = append(bad, e)
		case !slices.Contains(out, e):
			out = append(out, e)
		}
	}
	if len(bad) > 0 {
		return "unknown event types: " + strings.Join(bad, ", ") + " (valid: \"*\", " + strings.Join(EventTypes, ", ") + ")"
	}
	*events = out
	return ""
}

func scanSubscription(row pgx.CollectableRow) (Subscription, error) {
	var s Subscription
	err := row.Scan(&s.ID, &s.URL, &s.Events, &s.Description, &s.IsActive, &s.DeactivatedReason, &s.FailingSince,
		&s.PreviousSecretUntil, &s.CreatedAt, &s.UpdatedAt)
	return s, err
}

// Create stores a subscription and returns it with its secret (shown this once).
// Errors: Invalid.
func (s *Service) Create(ctx context.Context, in Fields) (Subscription, string, error) {
	if err := in.validate(true, s.cfg.AllowLoopback); err != nil {
		return Subscription{}, "", err
	}
	active := in.IsActive == nil || *in.IsActive
	secret := newSecret()
	var sub Subscription
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, insertSubscriptionSQL, uuid.Must(uuid.NewV7()), *in.URL, in.Events, in.Description, active, secret)
		var err error
		sub, err = pgx.CollectExactlyOneRow(rows, scanSubscription)
		return err
	})
	if err != nil {
		return Subscription{}, "", fmt.Errorf("create webhook subscription: %w", err)
	}
	return sub, secret, nil
}

// Get returns a subscription, active or not. Errors: ErrNotFound.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Subscription, error) {
	return pg.ReadOne(ctx, s.db, scanSubscription, ErrNotFound.Detail, getSubscriptionSQL, id)
}

// List returns one page of the tenant's subscriptions in creation order, inactive ones included.
// Errors: BadRequest for a foreign cursor.
func (s *Service) List(ctx context.Context, q Query) (SubscriptionPage, error) {
	items, next, err := readPage(ctx, s, q, scanSubscription, func(s Subscription) uuid.UUID { return s.ID },
		listSubscriptionsSQL)
	if err != nil {
		return SubscriptionPage{}, fmt.Errorf("list webhook subscriptions: %w", err)
	}
	return SubscriptionPage{Items: items, NextCursor: next}, nil
}

// readPage reads one page of a list: sql takes its arguments args, then the cursor's id and the
// number of rows to read (one more than the page, so page.Trim sees whether another follows).
func readPage[T any](ctx context.Context, s *Service, q Query, scan pgx.RowToFunc[T], id func(T) uuid.UUID,
	sql string, args ...any) ([]T, *string, error) {
	cursor, err := page.Decode(q.Cursor)
	if err != nil {
		return nil, nil, err
	}
	size := pageSize(q.Limit)
	var items []T
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		items, err = pgx.CollectRows(rows, scan)
		return err
	}, sql, append(args, cursor, size+1)...)
	if err != nil {
		return nil, nil, err
	}
	items, next := page.Trim(items, size, id)
	return items, next, nil
}

// Update changes the fields given; rotate replaces the secret (returned, shown this once) and
// keeps the previous one signing for Config.SecretGrace. Reactivating (is_active true) clears
// the failure record, so a receiver that was fixed gets three new days. Deliveries already
// pending go to the new URL. Errors: ErrNotFound, Invalid.
func (s *Service) Update(ctx context.Context, id uuid.UUID, in Fields, rotate bool) (Subscription, *string, error) {
	if err := in.validate(false, s.cfg.AllowLoopback); err != nil {
		return Subscription{}, nil, err
	}
	var secret *string
	var grace *time.Time
	if rotate {
		v, until := newSecret(), s.now().Add(s.cfg.SecretGrace)
		secret, grace = &v, &until
	}
	var sub Subscription
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, updateSubscriptionSQL, id, in.URL, in.Events, in.Description, in.IsActive, secret, grace)
		var err error
		sub, err = pgx.CollectExactlyOneRow(rows, scanSubscription)
		return err
	})
	if err = pg.NotFoundIfNoRows(err, ErrNotFound.Detail); err != nil {
		return Subscription{}, nil, fmt.Errorf("update webhook subscription: %w", err)
	}
	return sub, secret, nil
}

// Deactivate soft-deletes a subscription (is_active false): it gets no new events, and its
// pending deliveries become dead letters when their turn comes. Doing it again is harmless.
// Errors: ErrNotFound.
func (s *Service) Deactivate(ctx context.Context, id uuid.UUID) error {
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, deactivateSubscriptionSQL, id)
		if err == nil && tag.RowsAffected() == 0 {
			return ErrNotFound
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("deactivate webhook subscription: %w", err)
	}
	return nil
}
