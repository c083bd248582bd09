package scheduling

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/availability"
	"clinic/internal/scheduling/localtime"
)

// slotData is everything one slot search reads, loaded with one query per table (never per
// provider, day or slot) and indexed by provider; busy time is added a chunk of dates at a time.
type slotData struct {
	typeMinutes int
	providers   map[uuid.UUID]*availability.Provider
	locations   map[uuid.UUID]*availability.Location
	pairs       []availability.Pair // provider works at location: templates, location-specific added/modified overrides
	invalid     errs.Fields         // unknown or inactive references of the query
}

func (d *slotData) load(ctx context.Context, tx pgx.Tx, q SlotQuery) error {
	err := tx.QueryRow(ctx, "select duration_minutes from appointment_types where id = $1 and is_active",
		q.AppointmentTypeID).Scan(&d.typeMinutes)
	if errors.Is(err, pgx.ErrNoRows) {
		d.invalid.Reference("appointment_type_id", "is not an active appointment type of this clinic")
	} else if err != nil {
		return err
	}
	d.providers, d.locations = map[uuid.UUID]*availability.Provider{}, map[uuid.UUID]*availability.Location{}
	rows, _ := tx.Query(ctx, `select id, name, specialties, default_appointment_duration_minutes,
			buffer_between_appointments_minutes, max_daily_appointments, max_concurrent_appointments,
			(select s from unnest(specialties) s where $2 <> '' and lower(unaccent(s)) = lower(unaccent($2)) limit 1)
		from provider_profiles
		where is_active and ($1::uuid is null or id = $1)
		  and ($2 = '' or exists (select 1 from unnest(specialties) s where lower(unaccent(s)) = lower(unaccent($2))))`,
		q.ProviderID, q.Specialty)
	var ids []uuid.UUID
	_, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p availability.Provider
		var specialties []string
		var buffer int
		err := r.Scan(&p.ID, &p.Name, &specialties, &p.DefaultMinutes, &buffer, &p.MaxDaily, &p.MaxConcurrent, &p.Specialty)
		if p.Specialty == nil && len(specialties) > 0 { // the one the search asked for, else the first
			p.Specialty = &specialties[0]
		}
		p.Buffer = time.Duration(buffer) * time.Minute
		p.Busy = availability.NewBusy(nil, p.Buffer)
		d.providers[p.ID], ids = &p, append(ids, p.ID)
		return struct{}{}, err
	})
	if err != nil {
		return err
	}
	if q.ProviderID != nil && len(d.providers) == 0 {
		d.invalid.Reference("provider_id", "is not an active provider of this clinic")
	}
	if q.LocationID != nil {
		var active bool
		err := tx.QueryRow(ctx, "select is_active from locations where id = $1", *q.LocationID).Scan(&active)
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && !active) {
			d.invalid.Reference("location_id", "is not an active location of this clinic")
		} else if err != nil {
			return err
		}
	}
	if len(d.invalid) > 0 || len(d.providers) == 0 {
		return nil
	}
	return d.loadCalendars(ctx, tx, ids, q.LocationID, q.DateFrom, q.DateTo)
}

// loadCalendars reads the providers' active templates at active locations and their overrides of
// the dates (those of inactive locations are void), the locations they name, and which locations
// each provider works at: those of its templates, and those a location-specific added or modified
// override opens on some date. location, when not nil, restricts all of it to one location
// (overrides for every location still count).
func (d *slotData) loadCalendars(ctx context.Context, tx pgx.Tx, providers []uuid.UUID, location *uuid.UUID, from, to time.Time) error {
	works := map[[2]uuid.UUID]bool{}
	rows, _ := tx.Query(ctx, `select t.provider_id, t.location_id, t.weekday,
			(extract(epoch from t.start_time) / 60)::int, (extract(epoch from t.end_time) / 60)::int,
			t.valid_from, t.valid_until, t.appointment_type_ids
		from schedule_templates t join locations l on l.id = t.location_id
		where t.is_active and l.is_active and t.provider_id = any($1) and ($2::uuid is null or t.location_id = $2)`,
		providers, location)
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p uuid.UUID
		var t availability.Template
		var start, end int
		err := r.Scan(&p, &t.LocationID, &t.Weekday, &start, &end, &t.ValidFrom, &t.ValidUntil, &t.TypeIDs)
		t.Window = availability.Window{Start: localtime.Clock(start), End: localtime.Clock(end)}
		cal := &d.providers[p].Calendar
		cal.Templates = append(cal.Templates, t)
		works[[2]uuid.UUID{p, t.LocationID}] = true
		return struct{}{}, err
	})
	if err != nil {
		return err
	}
	rows, _ = tx.Query(ctx, `select o.provider_id, o.kind, o.date, (extract(epoch from o.start_time) / 60)::int,
			(extract(epoch from o.end_time) / 60)::int, o.location_id
		from schedule_overrides o left join locations l on l.id = o.location_id
		where o.provider_id = any($1) and o.date between $2 and $3 and (o.location_id is null or l.is_active)
		  and ($4::uuid is null or o.location_id is null or o.location_id = $4)
		order by o.id`, providers, from, to, location)
	_, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p uuid.UUID
		var o availability.Override
		var start, end *int
		err := r.Scan(&p, &o.Kind, &o.Date, &start, &end, &o.LocationID)
		if start != nil && end != nil {
			o.Window = &availability.Window{Start: localtime.Clock(*start), End: localtime.Clock(*end)}
		}
		cal := &d.providers[p].Calendar
		cal.Overrides = append(cal.Overrides, o)
		if o.LocationID != nil && o.Window != nil && o.Kind != availability.Blocked {
			works[[2]uuid.UUID{p, *o.LocationID}] = true
		}
		return struct{}{}, err
	})
	if err != nil {
		return err
	}
	var locIDs []uuid.UUID
	for pl := range works {
		if d.locations[pl[1]] == nil {
			d.locations[pl[1]] = &availability.Location{ID: pl[1]}
			locIDs = append(locIDs, pl[1])
		}
	}
	rows, _ = tx.Query(ctx, "select id, name, timezone, operating_hours from locations where id = any($1)", locIDs)
	_, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var id uuid.UUID
		var name, zone string
		var hours map[string][]map[string]string
		if err := r.Scan(&id, &name, &zone, &hours); err != nil {
			return struct{}{}, err
		}
		z, err := localtime.LoadZone(zone)
		*d.locations[id] = availability.Location{ID: id, Name: name, Zone: z, Hours: hoursFromJSON(hours)}
		return struct{}{}, err
	})
	if err != nil {
		return err
	}
	for pl := range works {
		d.pairs = append(d.pairs, availability.Pair{Provider: d.providers[pl[0]], Location: d.locations[pl[1]]})
	}
	return nil
}

// loadBusy adds the providers' active appointments (at any location) starting in [from, to).
// Successive calls take successive ranges, so each provider's list stays sorted by start.
func (d *slotData) loadBusy(ctx context.Context, tx pgx.Tx, from, to time.Time) error {
	ids := make([]uuid.UUID, 0, len(d.providers))
	for id := range d.providers {
		ids = append(ids, id)
	}
	rows, _ := tx.Query(ctx, `select provider_id, start_time, end_time from appointments
		where provider_id = any($1) and status = any($2) and start_time >= $3 and start_time < $4
		order by start_time`, ids, StatusesActive, from, to)
	var p uuid.UUID
	var iv availability.Interval
	_, err := pgx.ForEachRow(rows, []any{&p, &iv.Start, &iv.End}, func() error {
		d.providers[p].Busy.Add(iv)
		return nil
	})
	return err
}
