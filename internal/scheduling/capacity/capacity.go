// Package capacity decides whether a provider can take a slot: the location's operating hours
// (or the provider's `added` windows), the peak concurrency of everything that occupies the
// provider (availability.Busy.Admits) and the daily maximum. What occupies a provider is its
// active appointments and the holds of waitlist offers (a freed slot on offer to one waiting
// patient); both are read here, inside the caller's transaction, by booking (under the
// provider's row lock), slot search and the waitlist's offers, so the three always agree.
package capacity

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/availability"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/localtime"
)

// Terms are what a provider and a location impose on a slot: the provider's capacity, and the
// location's time zone (where the daily maximum counts days) and operating hours.
type Terms struct {
	Provider calendar.ProviderTerms
	Site     calendar.Site
}

// Slot is a provider's time at a location.
type Slot struct {
	ProviderID uuid.UUID
	LocationID uuid.UUID
	Start, End time.Time
}

// Except names what a check leaves out: an appointment (the one being rescheduled) and a
// waitlist entry's hold (the entry being booked into its offered slot). uuid.Nil: nothing.
type Except struct {
	Appointment uuid.UUID
	Hold        uuid.UUID
}

// Check returns Conflict when s lies outside its location's operating hours (and outside the
// provider's `added` windows there), when it does not fit the provider's capacity, or when it
// would give the provider more than its daily maximum of occupancies starting on s's local date
// at its location. Each query reads only the window it needs.
func Check(ctx context.Context, tx pgx.Tx, s Slot, t Terms, except Except) error {
	loc, p := t.Site.Zone, t.Provider
	if err := checkOpen(ctx, tx, s, &t.Site); err != nil {
		return err
	}
	buffer := time.Duration(p.BufferMinutes) * time.Minute
	// Occupancies meeting [start, end + buffer) start before its end and after start − (longest + buffer).
	rows, _ := tx.Query(ctx, capacitySQL, s.ProviderID, except.Appointment, s.End.Add(buffer),
		s.Start.Add(-availability.MaxAppointment-buffer), except.Hold)
	var iv availability.Interval
	var others []availability.Interval
	if _, err := pgx.ForEachRow(rows, []any{&iv.Start, &iv.End}, func() error { others = append(others, iv); return nil }); err != nil {
		return err
	}
	busy := availability.NewBusy(others, buffer)
	if peak, ok := busy.Admits(s.Start, s.End, p.MaxConcurrent); !ok {
		return errs.Conflictf("The provider is already booked at this time: %d active appointment(s) or waitlist hold(s) "+
			"run at once during %s to %s plus the %d-minute buffer (max_concurrent_appointments is %d)", peak,
			s.Start.Format(time.RFC3339), s.End.Format(time.RFC3339), p.BufferMinutes, p.MaxConcurrent)
	}
	if p.MaxDaily == nil {
		return nil
	}
	from, to := localtime.Day(s.Start, loc)
	var daily int
	if err := tx.QueryRow(ctx, dailySQL, s.ProviderID, except.Appointment, from, to, except.Hold).Scan(&daily); err != nil {
		return err
	}
	if daily >= *p.MaxDaily {
		return errs.Conflictf("The provider already has %d active appointment(s) or waitlist hold(s) on %s (the location's "+
			"local date); max_daily_appointments is %d", daily, s.Start.In(loc).Format(time.DateOnly), *p.MaxDaily)
	}
	return nil
}

// checkOpen returns Conflict unless s lies within its location's operating hours or the
// provider's `added` override windows at that location, on the local dates it touches.
func checkOpen(ctx context.Context, tx pgx.Tx, s Slot, site *calendar.Site) error {
	loc := site.Zone
	first, last := localtime.Date(s.Start, loc), localtime.Date(s.End.Add(-time.Nanosecond), loc)
	cal, err := calendar.AddedWindows(ctx, tx, s.ProviderID, s.LocationID, first, last)
	if err != nil {
		return err
	}
	added := func(date time.Time) []availability.Window { return cal.AddedOn(s.LocationID, date) }
	if !availability.Open(s.Start, s.End, loc, &site.Hours, added) {
		return errs.Conflictf("Cannot book %s to %s: outside the location's operating hours on %s (%s); "+
			"an `added` override of the provider opens extra hours", s.Start.In(loc).Format("2006-01-02 15:04"),
			s.End.In(loc).Format("15:04"), first.Format(time.DateOnly), loc)
	}
	return nil
}

// Busy calls add for every occupancy (active appointment or live hold, at any location) of the
// providers that starts in [from, to), in start order.
func Busy(ctx context.Context, tx pgx.Tx, providers []uuid.UUID, from, to time.Time, add func(uuid.UUID, availability.Interval)) error {
	rows, _ := tx.Query(ctx, busySQL, providers, from, to)
	var p uuid.UUID
	var iv availability.Interval
	_, err := pgx.ForEachRow(rows, []any{&p, &iv.Start, &iv.End}, func() error {
		add(p, iv)
		return nil
	})
	return err
}
