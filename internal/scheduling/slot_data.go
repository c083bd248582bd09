package scheduling

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
)

// slotData is everything one slot search reads, loaded with one query per table (never per day
// or per slot).
type slotData struct {
	typeMinutes int
	providers   []slotProvider
	locations   []slotLocation                   // every location some provider works at, in load order
	worksAt     map[uuid.UUID]map[uuid.UUID]bool // provider → locations of its templates and location-specific added/modified overrides
	regular     map[uuid.UUID]map[uuid.UUID]bool // provider → locations of its templates
	templates   []availTemplate
	overrides   []availOverride
	busy        map[uuid.UUID][]busy // per provider, sorted by start
	invalid     errs.Fields          // unknown or inactive references of the query
}

func (d *slotData) load(ctx context.Context, tx pgx.Tx, q SlotQuery) error {
	err := tx.QueryRow(ctx, "select duration_minutes from appointment_types where id = $1 and is_active",
		q.AppointmentTypeID).Scan(&d.typeMinutes)
	if errors.Is(err, pgx.ErrNoRows) {
		d.invalid.Reference("appointment_type_id", "is not an active appointment type of this clinic")
	} else if err != nil {
		return err
	}
	rows, _ := tx.Query(ctx, `select id, name, specialties, default_appointment_duration_minutes,
			buffer_between_appointments_minutes, max_daily_appointments, max_concurrent_appointments,
			(select s from unnest(specialties) s where $2 <> '' and lower(unaccent(s)) = lower(unaccent($2)) limit 1)
		from provider_profiles
		where is_active and ($1::uuid is null or id = $1)
		  and ($2 = '' or exists (select 1 from unnest(specialties) s where lower(unaccent(s)) = lower(unaccent($2))))
		order by id`, q.ProviderID, q.Specialty)
	d.providers, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (slotProvider, error) {
		var p slotProvider
		err := r.Scan(&p.ID, &p.Name, &p.Specialties, &p.DefaultMinutes, &p.BufferMins, &p.MaxDaily, &p.MaxConcurrent, &p.Matched)
		return p, err
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
	ids := make([]uuid.UUID, len(d.providers))
	for i, p := range d.providers {
		ids[i] = p.ID
	}
	if err := d.loadTemplates(ctx, tx, ids, q.LocationID); err != nil {
		return err
	}
	if err := d.loadOverrides(ctx, tx, ids, q); err != nil {
		return err
	}
	return d.loadBusy(ctx, tx, ids, q)
}

// loadTemplates reads the active templates at active locations, and those locations.
func (d *slotData) loadTemplates(ctx context.Context, tx pgx.Tx, providers []uuid.UUID, location *uuid.UUID) error {
	d.worksAt, d.regular = map[uuid.UUID]map[uuid.UUID]bool{}, map[uuid.UUID]map[uuid.UUID]bool{}
	rows, _ := tx.Query(ctx, `select t.provider_id, t.location_id, t.weekday,
			(extract(epoch from t.start_time) / 60)::int, (extract(epoch from t.end_time) / 60)::int,
			t.valid_from, t.valid_until, t.appointment_type_ids, l.name, l.timezone
		from schedule_templates t join locations l on l.id = t.location_id
		where t.is_active and l.is_active and t.provider_id = any($1) and ($2::uuid is null or t.location_id = $2)
		order by t.location_id`, providers, location)
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var t availTemplate
		var start, end int
		var name, zone string
		if err := r.Scan(&t.ProviderID, &t.LocationID, &t.Weekday, &start, &end, &t.ValidFrom, &t.ValidUntil,
			&t.TypeIDs, &name, &zone); err != nil {
			return struct{}{}, err
		}
		t.Window = Window{Clock(start), Clock(end)}
		d.templates = append(d.templates, t)
		if d.regular[t.ProviderID] == nil {
			d.regular[t.ProviderID] = map[uuid.UUID]bool{}
		}
		d.regular[t.ProviderID][t.LocationID] = true
		return struct{}{}, d.works(t.ProviderID, t.LocationID, name, zone)
	})
	return err
}

// works records that provider works at location (its name and zone as stored).
func (d *slotData) works(provider, location uuid.UUID, name, zone string) error {
	if d.worksAt[provider] == nil {
		d.worksAt[provider] = map[uuid.UUID]bool{}
	}
	d.worksAt[provider][location] = true
	for _, l := range d.locations {
		if l.ID == location {
			return nil
		}
	}
	loc, err := LoadZone(zone)
	if err != nil {
		return err
	}
	d.locations = append(d.locations, slotLocation{ID: location, Name: name, Zone: loc})
	return nil
}

// loadOverrides reads the overrides of the range (those of inactive locations are void). An
// added or modified window at a specific location makes that location one the provider works at
// on that date; overrides for every location apply only where the provider works.
func (d *slotData) loadOverrides(ctx context.Context, tx pgx.Tx, providers []uuid.UUID, q SlotQuery) error {
	rows, _ := tx.Query(ctx, `select o.provider_id, o.kind, o.date, (extract(epoch from o.start_time) / 60)::int,
			(extract(epoch from o.end_time) / 60)::int, o.location_id, coalesce(l.name, ''), coalesce(l.timezone, '')
		from schedule_overrides o left join locations l on l.id = o.location_id
		where o.provider_id = any($1) and o.date between $2 and $3 and (o.location_id is null or l.is_active)
		  and ($4::uuid is null or o.location_id is null or o.location_id = $4)
		order by o.id`, providers, q.DateFrom, q.DateTo, q.LocationID)
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var o availOverride
		var start, end *int
		var name, zone string
		if err := r.Scan(&o.ProviderID, &o.Kind, &o.Date, &start, &end, &o.LocationID, &name, &zone); err != nil {
			return struct{}{}, err
		}
		if start != nil && end != nil {
			o.Window = &Window{Clock(*start), Clock(*end)}
		}
		d.overrides = append(d.overrides, o)
		if o.LocationID != nil && o.Window != nil && o.Kind != "blocked" {
			return struct{}{}, d.works(o.ProviderID, *o.LocationID, name, zone)
		}
		return struct{}{}, nil
	})
	return err
}

// loadBusy reads the active appointments that can touch the search, at any location: a day of
// margin either side covers every zone's offset and the longest buffer.
func (d *slotData) loadBusy(ctx context.Context, tx pgx.Tx, providers []uuid.UUID, q SlotQuery) error {
	from, to := q.DateFrom.Add(-36*time.Hour), q.DateTo.Add(60*time.Hour)
	rows, _ := tx.Query(ctx, `select provider_id, start_time, end_time from appointments
		where provider_id = any($1) and status = any($2) and start_time < $4 and end_time > $3
		order by start_time`, providers, StatusesActive, from, to)
	d.busy = map[uuid.UUID][]busy{}
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var p uuid.UUID
		var b busy
		err := r.Scan(&p, &b.Start, &b.End)
		d.busy[p] = append(d.busy[p], b)
		return struct{}{}, err
	})
	for _, bs := range d.busy {
		slices.SortFunc(bs, func(a, b busy) int { return a.Start.Compare(b.Start) })
	}
	return err
}
