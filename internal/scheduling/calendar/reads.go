package calendar

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/scheduling/availability"
	"clinic/internal/scheduling/localtime"
)

// What booking and slot search read of the calendar, inside their own transaction (tx): the
// calendar's tables are read here and nowhere else.

// ProviderTerms are what a provider imposes on a booking.
type ProviderTerms struct {
	Active        bool
	BufferMinutes int
	MaxConcurrent int
	MaxDaily      *int
}

// LockProvider reads the provider's terms holding its row lock until tx ends, which serialises
// every booking of the provider. Errors: pgx.ErrNoRows when it does not exist.
func LockProvider(ctx context.Context, tx pgx.Tx, id uuid.UUID) (ProviderTerms, error) {
	var t ProviderTerms
	err := tx.QueryRow(ctx, lockProviderSQL, id).
		Scan(&t.Active, &t.BufferMinutes, &t.MaxConcurrent, &t.MaxDaily)
	return t, err
}

// ProviderSpecialties reads a provider's specialties and whether it is active. Errors:
// pgx.ErrNoRows when it does not exist.
func ProviderSpecialties(ctx context.Context, tx pgx.Tx, id uuid.UUID) (specialties []string, active bool, err error) {
	err = tx.QueryRow(ctx, providerSpecialtiesSQL, id).Scan(&specialties, &active)
	return specialties, active, err
}

// ProviderExists returns ProviderNotFound unless the provider exists (active or not).
func ProviderExists(ctx context.Context, tx pgx.Tx, id uuid.UUID) error {
	return providerExists(ctx, tx, id)
}

// TypeActive reports whether the appointment type is active. Errors: pgx.ErrNoRows.
func TypeActive(ctx context.Context, tx pgx.Tx, id uuid.UUID) (bool, error) {
	var active bool
	err := tx.QueryRow(ctx, typeActiveSQL, id).Scan(&active)
	return active, err
}

// TypeMinutes is the duration of an active appointment type; ok is false when there is none.
func TypeMinutes(ctx context.Context, tx pgx.Tx, id uuid.UUID) (minutes int, ok bool, err error) {
	err = tx.QueryRow(ctx, typeMinutesSQL, id).Scan(&minutes)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	return minutes, err == nil, err
}

// Site is a location as booking and slot search need it.
type Site struct {
	availability.Location
	Active bool
}

// Sites reads the locations of ids (missing ones are absent from the map). A zone that does not
// load (never stored by the API) is UTC.
func Sites(ctx context.Context, tx pgx.Tx, ids []uuid.UUID) (map[uuid.UUID]*Site, error) {
	out := make(map[uuid.UUID]*Site, len(ids))
	rows, _ := tx.Query(ctx, sitesSQL, ids)
	var s Site
	var zone string
	var hours map[string][]map[string]string
	_, err := pgx.ForEachRow(rows, []any{&s.ID, &s.Name, &zone, &hours, &s.Active}, func() error {
		s.Zone, s.Hours = zoneOrUTC(zone), hoursFromJSON(hours)
		site := s
		out[s.ID] = &site
		return nil
	})
	return out, err
}

func zoneOrUTC(name string) *time.Location {
	z, err := localtime.LoadZone(name)
	if err != nil {
		return time.UTC
	}
	return z
}

// RoomAt reads whether a room is active and its location. Errors: pgx.ErrNoRows.
func RoomAt(ctx context.Context, tx pgx.Tx, id uuid.UUID) (active bool, location uuid.UUID, err error) {
	err = tx.QueryRow(ctx, roomAtSQL, id).Scan(&active, &location)
	return active, location, err
}

// AddedWindows reads the provider's `added` overrides with times for location (or for every
// location) on the local dates from..to, and whether the provider has templates there, as a
// Calendar whose AddedOn answers for that location.
func AddedWindows(ctx context.Context, tx pgx.Tx, provider, location uuid.UUID, from, to time.Time) (availability.Calendar, error) {
	var cal availability.Calendar
	rows, _ := tx.Query(ctx, addedWindowsSQL, provider, location, from, to)
	var o availability.Override
	var start, end int
	var regular bool
	_, err := pgx.ForEachRow(rows, []any{&o.Date, &start, &end, &o.LocationID, &regular}, func() error {
		w := availability.Window{Start: localtime.Clock(start), End: localtime.Clock(end)}
		o.Kind, o.Window = availability.Added, &w
		cal.Overrides = append(cal.Overrides, o)
		if regular && len(cal.Templates) == 0 { // AddedOn honours overrides for every location only where the provider works
			cal.Templates = append(cal.Templates, availability.Template{LocationID: location})
		}
		return nil
	})
	return cal, err
}

// SearchProviders reads the active providers a slot search covers: the one of id, or those with
// the specialty (case and accents ignored), which their slots then show.
func SearchProviders(ctx context.Context, tx pgx.Tx, id *uuid.UUID, specialty string) (map[uuid.UUID]*availability.Provider, error) {
	out := map[uuid.UUID]*availability.Provider{}
	rows, _ := tx.Query(ctx, searchProvidersSQL, id, specialty)
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p availability.Provider
		var specialties []string
		var buffer int
		err := r.Scan(&p.ID, &p.Name, &specialties, &p.DefaultMinutes, &buffer, &p.MaxDaily, &p.MaxConcurrent, &p.Specialty)
		if p.Specialty == nil && len(specialties) > 0 { // the one the search asked for, else the first
			p.Specialty = &specialties[0]
		}
		p.Buffer = time.Duration(buffer) * time.Minute
		p.Busy = availability.NewBusy(nil, p.Buffer)
		out[p.ID] = &p
		return struct{}{}, err
	})
	return out, err
}

// Calendars fills the Calendar of every provider (keyed by id) with its active templates at
// active locations and its overrides of the local dates from..to (those of inactive locations are
// void), and returns the pairs of a provider and a location it works at: those of its templates,
// and those a location-specific added or modified override opens. location, when not nil,
// restricts all of it to one location (overrides for every location still count).
func Calendars(ctx context.Context, tx pgx.Tx, providers map[uuid.UUID]*availability.Provider, location *uuid.UUID,
	from, to time.Time) ([]availability.Pair, error) {
	ids := make([]uuid.UUID, 0, len(providers))
	for id := range providers {
		ids = append(ids, id)
	}
	works := map[[2]uuid.UUID]bool{}
	rows, _ := tx.Query(ctx, calendarTemplatesSQL, ids, location)
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p uuid.UUID
		var t availability.Template
		var start, end int
		err := r.Scan(&p, &t.LocationID, &t.Weekday, &start, &end, &t.ValidFrom, &t.ValidUntil, &t.TypeIDs)
		t.Window = availability.Window{Start: localtime.Clock(start), End: localtime.Clock(end)}
		cal := &providers[p].Calendar
		cal.Templates = append(cal.Templates, t)
		works[[2]uuid.UUID{p, t.LocationID}] = true
		return struct{}{}, err
	})
	if err != nil {
		return nil, err
	}
	rows, _ = tx.Query(ctx, calendarOverridesSQL, ids, from, to, location)
	_, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p uuid.UUID
		var o availability.Override
		var start, end *int
		err := r.Scan(&p, &o.Kind, &o.Date, &start, &end, &o.LocationID)
		if start != nil && end != nil {
			o.Window = &availability.Window{Start: localtime.Clock(*start), End: localtime.Clock(*end)}
		}
		cal := &providers[p].Calendar
		cal.Overrides = append(cal.Overrides, o)
		if o.LocationID != nil && o.Window != nil && o.Kind != availability.Blocked {
			works[[2]uuid.UUID{p, *o.LocationID}] = true
		}
		return struct{}{}, err
	})
	if err != nil {
		return nil, err
	}
	var locIDs []uuid.UUID
	for pl := range works {
		locIDs = append(locIDs, pl[1])
	}
	sites, err := Sites(ctx, tx, locIDs)
	if err != nil {
		return nil, err
	}
	pairs := make([]availability.Pair, 0, len(works))
	for pl := range works {
		if site := sites[pl[1]]; site != nil { // read in the same transaction as the rows that named it
			pairs = append(pairs, availability.Pair{Provider: providers[pl[0]], Location: &site.Location})
		}
	}
	return pairs, nil
}

// TemplateAt is an active template at an active location, with the location's name and zone.
type TemplateAt struct {
	Template
	LocationName     string
	LocationTimezone string
}

// ActiveTemplates reads the provider's active templates at active locations, by id.
func ActiveTemplates(ctx context.Context, tx pgx.Tx, provider uuid.UUID) ([]TemplateAt, error) {
	rows, _ := tx.Query(ctx, activeTemplatesSQL, provider)
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (TemplateAt, error) {
		var t TemplateAt
		err := row.Scan(&t.ID, &t.ProviderID, &t.LocationID, &t.Weekday, &t.StartTime, &t.EndTime, &t.ValidFrom,
			&t.ValidUntil, &t.AppointmentTypeIDs, &t.IsActive, &t.CreatedAt, &t.UpdatedAt, &t.LocationName, &t.LocationTimezone)
		return t, err
	})
}

// SiteOf reads one location. Errors: pgx.ErrNoRows.
func SiteOf(ctx context.Context, tx pgx.Tx, id uuid.UUID) (Site, error) {
	sites, err := Sites(ctx, tx, []uuid.UUID{id})
	if err != nil {
		return Site{}, err
	}
	if s, ok := sites[id]; ok {
		return *s, nil
	}
	return Site{}, pgx.ErrNoRows
}

// LocationZones returns the IANA time zone of every location of the tenant, active or not, keyed
// by id: what an aggregate needs to read an appointment's local date and weekday.
func LocationZones(ctx context.Context, tx pgx.Tx) (map[uuid.UUID]string, error) {
	rows, _ := tx.Query(ctx, locationZonesSQL)
	out := map[uuid.UUID]string{}
	var id uuid.UUID
	var tz string
	_, err := pgx.ForEachRow(rows, []any{&id, &tz}, func() error { out[id] = tz; return nil })
	return out, err
}
