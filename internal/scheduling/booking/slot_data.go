package booking

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/availability"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/capacity"
)

// slotData is everything one slot search reads, loaded with one query per table (never per
// provider, day or slot) and indexed by provider; busy time is added a chunk of dates at a time.
type slotData struct {
	typeMinutes int
	providers   map[uuid.UUID]*availability.Provider
	pairs       []availability.Pair // a provider and a location it works at
	invalid     errs.Fields         // unknown or inactive references of the query
}

func (d *slotData) load(ctx context.Context, tx pgx.Tx, q SlotQuery) error {
	var ok bool
	var err error
	if d.typeMinutes, ok, err = calendar.TypeMinutes(ctx, tx, q.AppointmentTypeID); err != nil {
		return err
	} else if !ok {
		d.invalid.Reference("appointment_type_id", "is not an active appointment type of this clinic")
	}
	if d.providers, err = calendar.SearchProviders(ctx, tx, q.ProviderID, q.Specialty); err != nil {
		return err
	}
	if q.ProviderID != nil && len(d.providers) == 0 {
		d.invalid.Reference("provider_id", "is not an active provider of this clinic")
	}
	if q.LocationID != nil {
		site, err := calendar.SiteOf(ctx, tx, *q.LocationID)
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && !site.Active) {
			d.invalid.Reference("location_id", "is not an active location of this clinic")
		} else if err != nil {
			return err
		}
	}
	if len(d.invalid) > 0 || len(d.providers) == 0 {
		return nil
	}
	d.pairs, err = calendar.Calendars(ctx, tx, d.providers, q.LocationID, q.DateFrom, q.DateTo)
	return err
}

// loadBusy adds what occupies the providers (active appointments at any location, waitlist
// holds) starting in [from, to). Successive calls take successive ranges, so each provider's
// list stays sorted by start.
func (d *slotData) loadBusy(ctx context.Context, tx pgx.Tx, from, to time.Time) error {
	ids := make([]uuid.UUID, 0, len(d.providers))
	for id := range d.providers {
		ids = append(ids, id)
	}
	return capacity.Busy(ctx, tx, ids, from, to, func(p uuid.UUID, iv availability.Interval) { d.providers[p].Busy.Add(iv) })
}
