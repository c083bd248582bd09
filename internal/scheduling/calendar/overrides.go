package calendar

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metadata"
	"clinic/internal/platform/page"
	"clinic/internal/scheduling/localtime"
)

// The kinds of Override.
const (
	OverrideBlocked  = "blocked"  // removes its interval (the whole day without times)
	OverrideModified = "modified" // replaces that day's template windows with its window
	OverrideAdded    = "added"    // adds its window to that day's
)

// OverrideKinds lists the accepted kinds.
var OverrideKinds = []string{OverrideBlocked, OverrideModified, OverrideAdded}

// Override changes a provider's availability on one local date, at one location (LocationID) or
// at every location (LocationID nil). StartTime and EndTime are both nil (a whole-day block) or
// both set.
type Override struct {
	ID         uuid.UUID
	ProviderID uuid.UUID
	Kind       string
	Date       time.Time // the local date, midnight UTC
	StartTime  *localtime.Clock
	EndTime    *localtime.Clock
	LocationID *uuid.UUID
	Reason     *string
	CreatedAt  time.Time
}

// NewOverride is the input of CreateOverride. Times are "HH:MM" (the end may be "24:00").
type NewOverride struct {
	Kind       string
	Date       time.Time // zero: missing
	StartTime  *string
	EndTime    *string
	LocationID *uuid.UUID // an active location of the tenant; nil: every location
	Reason     *string
}

// OverrideQuery filters ListOverrides: dates inclusive; LocationID keeps the overrides that apply
// there (that location's and those for every location).
type OverrideQuery struct {
	DateFrom   *time.Time
	DateTo     *time.Time
	LocationID *uuid.UUID
	Limit      int
	Cursor     string
}

// OverridePage is one page of ListOverrides.
type OverridePage struct {
	Items      []Override
	NextCursor *string
}

// OverrideNotFound is the uniform answer for an override that is missing (deleted included),
// another provider's or another tenant's.
var OverrideNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Schedule override not found"}

// OverrideMaxReason bounds the length of Reason.
const OverrideMaxReason = 1000

// build returns the override in describes, with Invalid naming every bad field (the location is
// checked against the database separately).
func (in *NewOverride) build(providerID uuid.UUID) (Override, error) {
	var f errs.Fields
	o := Override{ID: uuid.Must(uuid.NewV7()), ProviderID: providerID, Kind: in.Kind, Date: in.Date, LocationID: in.LocationID}
	if !slices.Contains(OverrideKinds, in.Kind) {
		f.Add("kind", "must be one of %s", strings.Join(OverrideKinds, ", "))
	}
	switch {
	case in.Date.IsZero():
		f.Add("date", "is required")
	case !DateOK(in.Date):
		f.Add("date", "must be a date between %s", DateSpan)
	}
	timesOK := true
	switch {
	case in.StartTime == nil && in.EndTime == nil:
		if in.Kind == OverrideModified || in.Kind == OverrideAdded {
			f.Rule("start_time", "is required for kind %s", in.Kind)
			f.Rule("end_time", "is required for kind %s", in.Kind)
		}
		timesOK = false
	case in.StartTime == nil:
		f.Rule("start_time", "is required when end_time is given")
		timesOK = false
	case in.EndTime == nil:
		f.Rule("end_time", "is required when start_time is given")
		timesOK = false
	}
	if in.StartTime != nil {
		c, ok := parseClockField(&f, "start_time", *in.StartTime, false)
		o.StartTime, timesOK = &c, timesOK && ok
	}
	if in.EndTime != nil {
		c, ok := parseClockField(&f, "end_time", *in.EndTime, true)
		o.EndTime, timesOK = &c, timesOK && ok
	}
	if timesOK && *o.EndTime <= *o.StartTime {
		f.Rule("end_time", "must be after start_time (%s)", *o.StartTime)
	}
	if in.Reason != nil {
		r := strings.TrimSpace(*in.Reason)
		if len([]rune(r)) > OverrideMaxReason || metadata.HasNUL(r) {
			f.Add("reason", "must be at most %d characters (no NUL)", OverrideMaxReason)
		}
		if r != "" {
			o.Reason = &r
		}
	}
	return o, f.Err()
}

// Validate returns Invalid naming every bad field of in (the location is checked by
// CheckOverride and CreateOverride).
func (in *NewOverride) Validate() error {
	_, err := in.build(uuid.Nil)
	return err
}

// checkOverrideRefsWith returns static's field errors plus the location's finding in one Invalid error.
func checkOverrideRefsWith(ctx context.Context, tx pgx.Tx, static error, locationID *uuid.UUID) error {
	return withRefChecks(static, func(f *errs.Fields) error { return checkTemplateRefs(ctx, tx, f, locationID, nil) })
}

// CheckOverride validates in as CreateOverride will, the location included, without writing.
// Errors: Invalid naming every bad field.
func (s *Service) CheckOverride(ctx context.Context, in *NewOverride) error {
	static := in.Validate()
	return s.db.InTenant(ctx, func(tx pgx.Tx) error { return checkOverrideRefsWith(ctx, tx, static, in.LocationID) })
}

func scanOverride(row pgx.CollectableRow) (Override, error) {
	var o Override
	err := row.Scan(&o.ID, &o.ProviderID, &o.Kind, &o.Date, &o.StartTime, &o.EndTime, &o.LocationID, &o.Reason, &o.CreatedAt)
	return o, err
}

// clockText is c as a time literal for Postgres, or nil.
func clockText(c *localtime.Clock) *string {
	if c == nil {
		return nil
	}
	s := c.String()
	return &s
}

// CreateOverride records an exception to a provider's weekly templates (active provider or not).
// Errors: ProviderNotFound; Invalid naming every bad field, the location included.
func (s *Service) CreateOverride(ctx context.Context, providerID uuid.UUID, in NewOverride) (Override, error) {
	o, static := in.build(providerID)
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := providerExists(ctx, tx, providerID); err != nil {
			return err
		}
		if err := checkOverrideRefsWith(ctx, tx, static, in.LocationID); err != nil {
			return err
		}
		return tx.QueryRow(ctx, insertOverrideSQL,
			o.ID, o.ProviderID, o.Kind, o.Date, clockText(o.StartTime), clockText(o.EndTime), o.LocationID, o.Reason).
			Scan(&o.CreatedAt)
	})
	if err != nil {
		return Override{}, fmt.Errorf("create override: %w", err)
	}
	return o, nil
}

// Validate returns Invalid naming every bad parameter of q: dates out of range, date_to before
// date_from.
func (q OverrideQuery) Validate() error {
	var f errs.Fields
	if q.DateFrom != nil && !DateOK(*q.DateFrom) {
		f.Add("date_from", "must be a date between %s", DateSpan)
	}
	if q.DateTo != nil && !DateOK(*q.DateTo) {
		f.Add("date_to", "must be a date between %s", DateSpan)
	} else if q.DateFrom != nil && q.DateTo != nil && q.DateTo.Before(*q.DateFrom) {
		f.Rule("date_to", "must be on or after date_from")
	}
	return f.Err()
}

// ListOverrides returns one page of a provider's overrides in creation order.
// Errors: ProviderNotFound; Invalid naming bad parameters; BadRequest for a foreign cursor.
func (s *Service) ListOverrides(ctx context.Context, providerID uuid.UUID, q OverrideQuery) (OverridePage, error) {
	if err := q.Validate(); err != nil {
		return OverridePage{}, err
	}
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return OverridePage{}, err
	}
	lq := page.NewQuery(after)
	lq.Where(providerFilterSQL, providerID)
	if q.DateFrom != nil {
		lq.Where(dateFromFilterSQL, *q.DateFrom)
	}
	if q.DateTo != nil {
		lq.Where(dateToFilterSQL, *q.DateTo)
	}
	if q.LocationID != nil {
		lq.Where(overrideLocationFilterSQL, *q.LocationID)
	}
	sql, args := lq.SQL(overrideColumnsSQL, overridesTableSQL, q.Limit)
	var items []Override
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := providerExists(ctx, tx, providerID); err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scanOverride)
		return err
	})
	if err != nil {
		return OverridePage{}, fmt.Errorf("list overrides: %w", err)
	}
	var out OverridePage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(o Override) uuid.UUID { return o.ID })
	return out, nil
}

// DeleteOverride removes an override for good. Errors: ProviderNotFound; OverrideNotFound
// (also when it was already deleted).
func (s *Service) DeleteOverride(ctx context.Context, providerID, id uuid.UUID) error {
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := providerExists(ctx, tx, providerID); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, deleteOverrideSQL, id, providerID)
		if err == nil && tag.RowsAffected() == 0 {
			return OverrideNotFound
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("delete override: %w", err)
	}
	return nil
}
