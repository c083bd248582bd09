package waitlist

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/patientref"
)

// NewEntry is the input of Create.
type NewEntry struct {
	PatientRef        string // pat_ token or internal UUID
	AppointmentTypeID uuid.UUID
	ProviderProfileID *uuid.UUID
	Specialty         *string
	LocationID        *uuid.UUID
	EarliestDate      *time.Time
	LatestDate        *time.Time
	PreferredPeriods  []string
	Priority          *int // default 5
	Notes             *string
}

// Bounds of the fields.
const (
	maxSpecialty = 100
	maxNotes     = 2000
	// DefaultPriority is an entry's priority unless said (0 to 10, higher first).
	DefaultPriority = 5
)

// validate normalises in and returns Invalid naming every bad field. today is the latest date
// that has not ended somewhere: a latest_date before it is over already.
func (in *NewEntry) validate(today time.Time) error {
	var f errs.Fields
	if _, ok := patientref.Parse(in.PatientRef); !ok {
		f.Add("patient_id", patientref.Invalid)
	}
	if in.AppointmentTypeID == uuid.Nil {
		f.Add("appointment_type_id", "is required")
	}
	if in.Specialty != nil {
		sp := strings.TrimSpace(*in.Specialty)
		switch {
		case sp == "":
			in.Specialty = nil
		case len([]rune(sp)) > maxSpecialty:
			f.Add("specialty", "must be at most %d characters", maxSpecialty)
		default:
			in.Specialty = &sp
		}
	}
	for _, d := range []struct {
		name string
		v    *time.Time
	}{{"earliest_date", in.EarliestDate}, {"latest_date", in.LatestDate}} {
		if d.v != nil && (d.v.Year() < 1900 || d.v.Year() > 9998) {
			f.Add(d.name, "must be a date from 1900 to 9998")
		}
	}
	switch {
	case in.EarliestDate != nil && in.LatestDate != nil && in.LatestDate.Before(*in.EarliestDate):
		f.Rule("latest_date", "must not be before earliest_date")
	case in.LatestDate != nil && in.LatestDate.Before(today):
		f.Rule("latest_date", "is over already")
	}
	seen := map[string]bool{}
	for _, p := range in.PreferredPeriods {
		if !slices.Contains(Periods, p) {
			f.Add("preferred_periods", "must hold only %s", strings.Join(Periods, ", "))
			break
		}
		seen[p] = true
	}
	in.PreferredPeriods = slices.DeleteFunc(slices.Clone(Periods), func(p string) bool { return !seen[p] })
	if in.Priority == nil {
		p := DefaultPriority
		in.Priority = &p
	} else if *in.Priority < 0 || *in.Priority > 10 {
		f.Add("priority", "must be 0 to 10")
	}
	if in.Notes != nil && len([]rune(*in.Notes)) > maxNotes {
		f.Add("notes", "must be at most %d characters", maxNotes)
	}
	return f.Err()
}

func scanEntry(row pgx.CollectableRow) (Entry, error) {
	var e Entry
	var o Offer
	var provider, location *uuid.UUID
	var start, end, expires *time.Time
	err := row.Scan(&e.ID, &e.PatientID, &e.PatientToken, &e.AppointmentTypeID, &e.ProviderProfileID, &e.Specialty,
		&e.LocationID, &e.EarliestDate, &e.LatestDate, &e.PreferredPeriods, &e.Priority, &e.Notes, &e.Status,
		&provider, &location, &start, &end, &expires, &e.AppointmentID, &e.CreatedAt, &e.UpdatedAt)
	if err == nil && provider != nil && location != nil && start != nil && end != nil && expires != nil {
		o.ProviderProfileID, o.LocationID, o.StartTime, o.EndTime, o.HoldExpiresAt = *provider, *location, *start, *end, *expires
		e.Offer = &o
	}
	return e, err
}

// Create puts a patient on the waitlist (status waiting). It does not look for a free slot now:
// the waitlist is served by slots that free up later. Errors: Invalid (bad fields, or a
// patient, type, provider or location that is not the clinic's, or inactive).
func (s *Service) Create(ctx context.Context, in NewEntry) (Entry, error) {
	var e Entry
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var today time.Time
		if err := tx.QueryRow(ctx, todaySQL).Scan(&today); err != nil {
			return err
		}
		if err := in.validate(today); err != nil {
			return err
		}
		patient, err := s.checkRefs(ctx, tx, in)
		if err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, insertEntrySQL, uuid.Must(uuid.NewV7()), patient, in.AppointmentTypeID, in.ProviderProfileID,
			in.Specialty, in.LocationID, in.EarliestDate, in.LatestDate, in.PreferredPeriods, *in.Priority, in.Notes)
		e, err = pgx.CollectExactlyOneRow(rows, scanEntry)
		return err
	})
	if err != nil {
		return Entry{}, fmt.Errorf("create waitlist entry: %w", err)
	}
	return e, nil
}

// checkRefs resolves the patient and checks every reference. Errors: Invalid naming each.
func (s *Service) checkRefs(ctx context.Context, tx pgx.Tx, in NewEntry) (uuid.UUID, error) {
	var f errs.Fields
	problem := func(field, what string, err error, active bool) error {
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			f.Reference(field, "no such %s in this clinic", what)
		case err != nil:
			return err
		case !active:
			f.Reference(field, "the %s is inactive", what)
		}
		return nil
	}
	patient, err := patientref.Resolve(ctx, tx, in.PatientRef)
	if err := problem("patient_id", "patient", err, true); err != nil {
		return uuid.Nil, err
	}
	active, err := calendar.TypeActive(ctx, tx, in.AppointmentTypeID)
	if err := problem("appointment_type_id", "appointment type", err, active); err != nil {
		return uuid.Nil, err
	}
	if in.ProviderProfileID != nil {
		_, active, err := calendar.ProviderSpecialties(ctx, tx, *in.ProviderProfileID)
		if err := problem("provider_profile_id", "provider", err, active); err != nil {
			return uuid.Nil, err
		}
	}
	if in.LocationID != nil {
		site, err := calendar.SiteOf(ctx, tx, *in.LocationID)
		if err := problem("location_id", "location", err, site.Active); err != nil {
			return uuid.Nil, err
		}
	}
	return patient, f.Err()
}

// Get returns an entry. Errors: ErrNotFound.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Entry, error) {
	return pg.ReadOne(ctx, s.db, scanEntry, ErrNotFound.Detail, getEntrySQL, id)
}

// Query filters List.
type Query struct {
	Statuses          []string
	PatientRef        string
	ProviderProfileID *uuid.UUID
	AppointmentTypeID *uuid.UUID
	Limit             int
	Cursor            string
}

// EntryPage is one page of entries.
type EntryPage struct {
	Items      []Entry
	NextCursor *string
}

// List returns one page of the tenant's entries in creation order. An unknown patient matches
// nothing. Errors: Invalid for a bad filter; BadRequest for a foreign cursor.
func (s *Service) List(ctx context.Context, q Query) (EntryPage, error) {
	var f errs.Fields
	for _, st := range q.Statuses {
		if !slices.Contains(Statuses, st) {
			f.Add("status", "must be one of %s", strings.Join(Statuses, ", "))
			break
		}
	}
	if q.PatientRef != "" {
		if _, ok := patientref.Parse(q.PatientRef); !ok {
			f.Add("patient_id", patientref.Invalid)
		}
	}
	if err := f.Err(); err != nil {
		return EntryPage{}, err
	}
	if q.Limit < 1 || q.Limit > 200 {
		q.Limit = 50
	}
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return EntryPage{}, err
	}
	var statuses []string
	if len(q.Statuses) > 0 {
		statuses = q.Statuses
	}
	var items []Entry
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var patient *uuid.UUID
		if q.PatientRef != "" {
			id, err := patientref.Resolve(ctx, tx, q.PatientRef)
			if errors.Is(err, pgx.ErrNoRows) {
				return nil // nobody's entries
			} else if err != nil {
				return err
			}
			patient = &id
		}
		rows, _ := tx.Query(ctx, listEntriesSQL, after, statuses, patient, q.ProviderProfileID, q.AppointmentTypeID, q.Limit+1)
		items, err = pgx.CollectRows(rows, scanEntry)
		return err
	})
	if err != nil {
		return EntryPage{}, fmt.Errorf("list waitlist entries: %w", err)
	}
	var out EntryPage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(e Entry) uuid.UUID { return e.ID })
	return out, nil
}

// Position returns entry id's place in its queue. Errors: ErrNotFound.
func (s *Service) Position(ctx context.Context, id uuid.UUID) (Position, error) {
	var p Position
	var ahead, total int
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		if !rows.Next() {
			if err := rows.Err(); err != nil {
				return err
			}
			return ErrNotFound
		}
		return rows.Scan(&p.Status, &ahead, &total)
	}, positionSQL, id)
	if err != nil {
		return Position{}, err
	}
	p.Ahead, p.TotalWaiting = ahead, total
	if p.Status == StatusWaiting {
		n := ahead + 1
		p.Position = &n
	}
	return p, nil
}

// Remove takes an entry off the waitlist (status removed). An entry on offer gives its slot up,
// which is offered to the next entry at once. Removing again is harmless. Errors: ErrNotFound;
// Conflict for an entry already booked or expired.
func (s *Service) Remove(ctx context.Context, id uuid.UUID) error {
	err := s.db.InTenantRetrying(ctx, func(tx pgx.Tx) error {
		e, err := lockEntry(ctx, tx, id)
		if err != nil {
			return err
		}
		switch e.Status {
		case StatusRemoved:
			return nil
		case StatusBooked, StatusExpired:
			return errs.Conflictf("The entry is %s already; only waiting or offered entries can be removed", e.Status)
		}
		return s.withdraw(ctx, tx, e, StatusRemoved, "removed", uuid.Nil)
	})
	if err != nil {
		return fmt.Errorf("remove waitlist entry: %w", err)
	}
	return nil
}

// lockEntry reads entry id holding its row lock. Errors: ErrNotFound.
func lockEntry(ctx context.Context, tx pgx.Tx, id uuid.UUID) (Entry, error) {
	rows, _ := tx.Query(ctx, getEntrySQL+forUpdateSQL, id)
	e, err := pgx.CollectExactlyOneRow(rows, scanEntry)
	if errors.Is(err, pgx.ErrNoRows) {
		return Entry{}, ErrNotFound
	}
	return e, err
}
