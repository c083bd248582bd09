package calendar

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/br"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/metadata"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/availability"
	"clinic/internal/scheduling/localtime"
)

// DefaultTimezone is the zone of a location created without one.
const DefaultTimezone = "America/Sao_Paulo"

// Days are the keys of operating hours, Monday first.
var Days = [7]string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}

// OperatingHours are the opening windows of each weekday, Monday (index 0) to Sunday; an empty
// day is closed. They bound what templates and `modified` overrides offer (see
// availability.Calendar.Day) and where an appointment may be booked.
type OperatingHours = availability.Hours

// AlwaysOpen are the hours of a location created without operating_hours: every day 00:00-24:00.
var AlwaysOpen = func() OperatingHours {
	var h OperatingHours
	for i := range h {
		h[i] = []availability.Window{{Start: 0, End: 24 * 60}}
	}
	return h
}()

// RawHours is operating hours as the client wrote them ("HH:MM" strings), before validation.
type RawHours map[string][]RawWindow

// RawWindow is one window as written.
type RawWindow struct{ Start, End string }

// Location is a site of a clinic.
type Location struct {
	ID             uuid.UUID
	Name           string
	Address        *string
	City           *string
	State          *string
	ZipCode        *string
	Phone          *string
	Timezone       string
	OperatingHours OperatingHours
	Metadata       map[string]any
	IsActive       bool
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// LocationFields are the writable fields of a location; for an update, nil means unchanged.
type LocationFields struct {
	Name           *string
	Address        *string
	City           *string
	State          *string
	ZipCode        *string
	Phone          *string
	Timezone       *string
	OperatingHours RawHours // nil: unchanged (create: open every day 00:00-24:00, AlwaysOpen)
	Metadata       map[string]any
	IsActive       *bool
}

// LocationQuery filters ListLocations. City matches exactly, ignoring case and accents.
type LocationQuery struct {
	City            string
	IncludeInactive bool
	Limit           int
	Cursor          string
}

// LocationPage is one page of ListLocations.
type LocationPage struct {
	Items      []Location
	NextCursor *string
}

// Validate normalises in (trimmed text, upper-case UF, CEP as NNNNN-NNN) and returns Invalid
// naming every bad field; creating requires a name. It returns the parsed operating hours.
func (in *LocationFields) Validate(creating bool) (OperatingHours, error) {
	var f errs.Fields
	trim := func(p *string) *string {
		if p == nil {
			return nil
		}
		s := strings.TrimSpace(*p)
		return &s
	}
	in.Name, in.Address, in.City, in.ZipCode, in.Phone, in.Timezone =
		trim(in.Name), trim(in.Address), trim(in.City), trim(in.ZipCode), trim(in.Phone), trim(in.Timezone)
	if in.Name == nil && creating {
		f.Add("name", "is required")
	} else if in.Name != nil && (len([]rune(*in.Name)) < 1 || len([]rune(*in.Name)) > 255) {
		f.Add("name", "must be 1 to 255 characters")
	}
	for name, p := range map[string]*string{"address": in.Address, "city": in.City} {
		if p != nil && len([]rune(*p)) > 500 {
			f.Add(name, "must be at most 500 characters")
		}
	}
	if in.State != nil {
		if uf, ok := br.NormalizeUF(*in.State); ok {
			in.State = &uf
		} else {
			f.Add("state", "must be a Brazilian state (UF), e.g. SP")
		}
	}
	if in.ZipCode != nil {
		if cep, ok := br.NormalizeCEP(*in.ZipCode); ok {
			in.ZipCode = &cep
		} else {
			f.Add("zip_code", "must be a CEP: 8 digits, hyphen optional (01310-100)")
		}
	}
	if in.Phone != nil {
		if _, ok := br.NormalizePhone(*in.Phone); !ok {
			f.Add("phone", "must hold 8 to 15 digits (spaces, +, parentheses, dots and hyphens allowed)")
		}
	}
	if in.Timezone != nil {
		if _, err := localtime.LoadZone(*in.Timezone); err != nil {
			f.Add("timezone", "must be an IANA time zone such as America/Sao_Paulo")
		}
	}
	hours, hf := ParseHours(in.OperatingHours)
	f = append(f, hf...)
	if creating && in.OperatingHours == nil {
		hours = AlwaysOpen
	}
	metadata.Check(&f, "metadata", in.Metadata)
	return hours, f.Err()
}

// ParseHours checks raw operating hours: only the keys mon..sun, each window HH:MM with
// start < end (end may be 24:00), windows of a day not overlapping. Fields are named like
// operating_hours.mon[1].end.
func ParseHours(raw RawHours) (OperatingHours, errs.Fields) {
	var out OperatingHours
	var f errs.Fields
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, day := range keys {
		i := slices.Index(Days[:], day)
		if i < 0 {
			f.Add("operating_hours."+day, "is not a day: use mon, tue, wed, thu, fri, sat, sun")
			continue
		}
		for j, w := range raw[day] {
			at := fmt.Sprintf("operating_hours.%s[%d]", day, j)
			start, okS := localtime.ParseClock(w.Start, false)
			end, okE := localtime.ParseClock(w.End, true)
			switch {
			case !okS:
				f.Add(at+".start", "must be HH:MM between 00:00 and 23:59")
			case !okE:
				f.Add(at+".end", "must be HH:MM between 00:01 and 24:00")
			case end <= start:
				f.Rule(at+".end", "must be after start")
			default:
				out[i] = append(out[i], availability.Window{Start: start, End: end})
			}
		}
		slices.SortFunc(out[i], func(a, b availability.Window) int { return int(a.Start - b.Start) })
		for j := 1; j < len(out[i]); j++ {
			if out[i][j].Start < out[i][j-1].End {
				f.Rule("operating_hours."+day, "windows must not overlap")
				break
			}
		}
	}
	return out, f
}

// hoursJSON is how operating hours are stored: {"mon": [{"start": "08:00", "end": "12:00"}], ...}.
func hoursJSON(h OperatingHours) map[string][]map[string]string {
	out := make(map[string][]map[string]string, 7)
	for i, day := range Days {
		out[day] = []map[string]string{}
		for _, w := range h[i] {
			out[day] = append(out[day], map[string]string{"start": w.Start.String(), "end": w.End.String()})
		}
	}
	return out
}

func hoursFromJSON(stored map[string][]map[string]string) OperatingHours {
	var out OperatingHours
	for i, day := range Days {
		for _, w := range stored[day] {
			s, _ := localtime.ParseClock(w["start"], false)
			e, _ := localtime.ParseClock(w["end"], true)
			out[i] = append(out[i], availability.Window{Start: s, End: e})
		}
	}
	return out
}

func scanLocation(row pgx.CollectableRow) (Location, error) {
	var l Location
	var hours map[string][]map[string]string
	err := row.Scan(&l.ID, &l.Name, &l.Address, &l.City, &l.State, &l.ZipCode, &l.Phone, &l.Timezone, &hours,
		&l.Metadata, &l.IsActive, &l.CreatedAt, &l.UpdatedAt)
	l.OperatingHours = hoursFromJSON(hours)
	return l, err
}

// ErrLocationNotFound is the uniform answer for a location that is missing or another tenant's.
var ErrLocationNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Location not found"}

// CreateLocation stores a location (timezone default America/Sao_Paulo, active).
// Errors: Invalid.
func (s *Service) CreateLocation(ctx context.Context, in LocationFields) (Location, error) {
	hours, err := in.Validate(true)
	if err != nil {
		return Location{}, err
	}
	tz := DefaultTimezone
	if in.Timezone != nil {
		tz = *in.Timezone
	}
	if in.Metadata == nil {
		in.Metadata = map[string]any{}
	}
	active := in.IsActive == nil || *in.IsActive
	var l Location
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, insertLocationSQL,
			uuid.Must(uuid.NewV7()), *in.Name, in.Address, in.City, in.State, in.ZipCode, in.Phone, tz,
			hoursJSON(hours), in.Metadata, active)
		l, err = pgx.CollectExactlyOneRow(rows, scanLocation)
		return err
	})
	if err != nil {
		return Location{}, fmt.Errorf("create location: %w", err)
	}
	return l, nil
}

// GetLocation returns a location, active or not. Errors: ErrLocationNotFound.
func (s *Service) GetLocation(ctx context.Context, id uuid.UUID) (Location, error) {
	return pg.ReadOne(ctx, s.db, scanLocation, ErrLocationNotFound.Detail, getLocationSQL, id)
}

// UpdateLocation changes the fields given (nil = unchanged; is_active true reactivates).
// Errors: ErrLocationNotFound, Invalid.
func (s *Service) UpdateLocation(ctx context.Context, id uuid.UUID, in LocationFields) (Location, error) {
	hours, err := in.Validate(false)
	if err != nil {
		return Location{}, err
	}
	var hoursArg any
	if in.OperatingHours != nil {
		hoursArg = hoursJSON(hours)
	}
	var l Location
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, updateLocationSQL,
			id, in.Name, in.Address, in.City, in.State, in.ZipCode, in.Phone, in.Timezone, hoursArg, in.Metadata, in.IsActive)
		l, err = pgx.CollectExactlyOneRow(rows, scanLocation)
		return err
	})
	if err = pg.NotFoundIfNoRows(err, ErrLocationNotFound.Detail); err != nil {
		return Location{}, fmt.Errorf("update location: %w", err)
	}
	return l, nil
}

// DeactivateLocation soft-deletes a location; doing it again is harmless.
// Errors: ErrLocationNotFound.
func (s *Service) DeactivateLocation(ctx context.Context, id uuid.UUID) error {
	return s.deactivate(ctx, locationsTableSQL, id, ErrLocationNotFound)
}

// deactivate sets is_active = false on one row of table (a constant of this package).
func (s *Service) deactivate(ctx context.Context, table string, id uuid.UUID, notFound error) error {
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, deactivateSQL(table), id)
		if err != nil {
			return fmt.Errorf("deactivate %s: %w", table, err)
		}
		if tag.RowsAffected() == 0 {
			return notFound
		}
		return nil
	})
}

// ListLocations returns one page of locations in creation order, active ones unless asked.
// Errors: BadRequest for a foreign cursor.
func (s *Service) ListLocations(ctx context.Context, q LocationQuery) (LocationPage, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return LocationPage{}, err
	}
	lq := page.NewQuery(after)
	if !q.IncludeInactive {
		lq.WhereSQL(activeFilterSQL)
	}
	if c := strings.TrimSpace(q.City); c != "" {
		lq.Where(cityFilterSQL, c)
	}
	sql, args := lq.SQL(locationColumnsSQL, locationsTableSQL, q.Limit)
	var items []Location
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		items, err = pgx.CollectRows(rows, scanLocation)
		return err
	}, sql, args...)
	if err != nil {
		return LocationPage{}, fmt.Errorf("list locations: %w", err)
	}
	var out LocationPage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(l Location) uuid.UUID { return l.ID })
	return out, nil
}
