package scheduling

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
)

// MaxSlotSpanDays is how far date_to may be after date_from.
const MaxSlotSpanDays = 30

// SlotQuery is a search for available slots. Dates are local dates of each location.
type SlotQuery struct {
	DateFrom, DateTo  time.Time
	AppointmentTypeID uuid.UUID
	ProviderID        *uuid.UUID
	Specialty         string // matches one of the provider's specialties, case and accents ignored
	LocationID        *uuid.UUID
	DurationMinutes   *int
	Limit             int
	Cursor            string
}

// Slot is one bookable interval of one provider at one location.
type Slot struct {
	ProviderID   uuid.UUID
	ProviderName string
	Specialty    *string
	LocationID   uuid.UUID
	LocationName string
	Date         time.Time // local date
	Start, End   Clock     // local wall-clock times
	StartsAt     time.Time // UTC
	EndsAt       time.Time // UTC
	Score        float64
}

// SlotPage is one page of FindSlots, ordered by date, start time, provider and location.
type SlotPage struct {
	Items      []Slot
	NextCursor *string
}

// Validate checks the query's own rules and returns Invalid naming every bad parameter.
func (q *SlotQuery) Validate() error {
	var f errs.Fields
	q.Specialty = strings.TrimSpace(q.Specialty)
	if q.DateTo.Before(q.DateFrom) {
		f.Rule("date_to", "must not be before date_from")
	} else if q.DateTo.Sub(q.DateFrom) > MaxSlotSpanDays*24*time.Hour {
		f.Rule("date_to", "must be at most %d days after date_from", MaxSlotSpanDays)
	}
	if q.ProviderID == nil && q.Specialty == "" {
		f.Rule("provider_id", "provider_id or specialty is required")
	}
	if q.DurationMinutes != nil && (*q.DurationMinutes < 5 || *q.DurationMinutes > 480) {
		f.Add("duration_minutes", "must be 5 to 480")
	}
	return f.Err()
}

// slotProvider is a provider as slot search needs it.
type slotProvider struct {
	ID                         uuid.UUID
	Name                       string
	Specialties                []string
	DefaultMinutes, BufferMins int
	MaxDaily                   *int
	MaxConcurrent              int
	Matched                    *string // the specialty the search matched
}

type slotLocation struct {
	ID   uuid.UUID
	Name string
	Zone *time.Location
}

// busy is one active appointment of a provider.
type busy struct{ Start, End time.Time }

// FindSlots searches the available slots of the query. Errors: Invalid (the query's own rules,
// an unknown or inactive appointment type, provider or location); BadRequest for a foreign cursor.
func (s *Service) FindSlots(ctx context.Context, q SlotQuery) (SlotPage, error) {
	if err := q.Validate(); err != nil {
		return SlotPage{}, err
	}
	after, err := decodeSlotCursor(q.Cursor)
	if err != nil {
		return SlotPage{}, err
	}
	var d slotData
	if err := s.db.InTenant(ctx, func(tx pgx.Tx) error { return d.load(ctx, tx, q) }); err != nil {
		return SlotPage{}, fmt.Errorf("find slots: %w", err)
	}
	if d.invalid != nil {
		return SlotPage{}, d.invalid.Err()
	}
	all := d.generate(q, s.now())
	slices.SortFunc(all, compareSlots)
	start := 0
	if after != nil {
		start = sort.Search(len(all), func(i int) bool { return compareSlots(all[i], *after) > 0 })
	}
	all = all[start:]
	var out SlotPage
	if len(all) > q.Limit {
		all = all[:q.Limit]
		c := encodeSlotCursor(all[len(all)-1])
		out.NextCursor = &c
	}
	out.Items = all
	return out, nil
}

func compareSlots(a, b Slot) int {
	return cmp.Or(a.Date.Compare(b.Date), cmp.Compare(a.Start, b.Start),
		strings.Compare(a.ProviderID.String(), b.ProviderID.String()),
		strings.Compare(a.LocationID.String(), b.LocationID.String()))
}

// generate lays out every candidate of every provider, location and date, and keeps the free ones.
func (d *slotData) generate(q SlotQuery, now time.Time) []Slot {
	var out []Slot
	span := int(q.DateTo.Sub(q.DateFrom).Hours()/24 + 0.5)
	for _, p := range d.providers {
		length := d.typeMinutes
		if q.DurationMinutes != nil {
			length = *q.DurationMinutes
		}
		if length == 0 {
			length = p.DefaultMinutes
		}
		buffer := time.Duration(p.BufferMins) * time.Minute
		appts := d.busy[p.ID]
		for _, l := range d.locations {
			if !d.worksAt[p.ID][l.ID] {
				continue
			}
			for i := 0; i <= span; i++ {
				date := q.DateFrom.AddDate(0, 0, i)
				windows := DayWindows(d.templates, d.overrides, p.ID, l.ID, date, q.AppointmentTypeID, d.regular[p.ID][l.ID])
				if len(windows) == 0 {
					continue
				}
				if p.MaxDaily != nil && countStarting(appts, date, l.Zone) >= *p.MaxDaily {
					continue
				}
				for _, w := range windows {
					for c := w.Start; c+Clock(length) <= w.End; c += Clock(length + p.BufferMins) {
						startsAt, ok1 := LocalInstant(date, c, l.Zone)
						endsAt, ok2 := LocalInstant(date, c+Clock(length), l.Zone)
						if !ok1 || !ok2 || startsAt.Before(now) || !endsAt.After(startsAt) {
							continue
						}
						if overlapping(appts, startsAt.Add(-buffer), endsAt.Add(buffer)) >= p.MaxConcurrent {
							continue
						}
						sl := Slot{ProviderID: p.ID, ProviderName: p.Name, Specialty: slotSpecialty(p),
							LocationID: l.ID, LocationName: l.Name, Date: date, Start: c, End: c + Clock(length),
							StartsAt: startsAt, EndsAt: endsAt}
						sl.Score = slotScore(i, span, w, sl, appts, l.Zone, buffer)
						out = append(out, sl)
					}
				}
			}
		}
	}
	return out
}

// overlapping counts the appointments (sorted by start, each at most 12 h long) overlapping [a, b).
func overlapping(appts []busy, a, b time.Time) int {
	lo := sort.Search(len(appts), func(i int) bool { return appts[i].Start.After(a.Add(-12 * time.Hour)) })
	n := 0
	for _, ap := range appts[lo:] {
		if !ap.Start.Before(b) {
			break
		}
		if ap.End.After(a) {
			n++
		}
	}
	return n
}

// countStarting counts the appointments starting on the local date in zone, the day bounded
// exactly as booking bounds it (AppointmentLocalDay), so search and booking agree.
func countStarting(appts []busy, date time.Time, zone *time.Location) int {
	noon, _ := LocalInstant(date, 12*60, zone)
	from, to := AppointmentLocalDay(noon, zone)
	lo := sort.Search(len(appts), func(i int) bool { return !appts[i].Start.Before(from) })
	hi := sort.Search(len(appts), func(i int) bool { return !appts[i].Start.Before(to) })
	return hi - lo
}

// slotSpecialty is the provider's specialty the search asked for, else its first, else none.
func slotSpecialty(p slotProvider) *string {
	if p.Matched != nil {
		return p.Matched
	}
	if len(p.Specialties) > 0 {
		return &p.Specialties[0]
	}
	return nil
}

// slotScore is 0.5 × sooner + 0.5 × compactness, rounded to 4 places:
//   - sooner falls linearly from 1 on the first day of the search to 0 on its last (1 when the
//     search is one day long);
//   - compactness is 1 when the slot touches (within the buffer) an existing appointment or an
//     edge of its window, 0 when it would leave on either side a gap too short for another slot
//     of the same length, and 0.5 otherwise.
func slotScore(day, span int, w Window, sl Slot, appts []busy, zone *time.Location, buffer time.Duration) float64 {
	sooner := 1.0
	if span > 0 {
		sooner = 1 - float64(day)/float64(span)
	}
	length := sl.EndsAt.Sub(sl.StartsAt)
	winStart, _ := LocalInstant(sl.Date, w.Start, zone)
	winEnd, _ := LocalInstant(sl.Date, w.End, zone)
	before, after := sl.StartsAt.Sub(winStart), winEnd.Sub(sl.EndsAt)
	// Only appointments meeting the window can be nearer than its edges (each lasts at most 12 h).
	lo := sort.Search(len(appts), func(i int) bool { return appts[i].Start.After(winStart.Add(-12 * time.Hour)) })
	hi := sort.Search(len(appts), func(i int) bool { return !appts[i].Start.Before(winEnd) })
	for _, ap := range appts[lo:max(lo, hi)] {
		if !ap.End.After(sl.StartsAt) && sl.StartsAt.Sub(ap.End) < before {
			before = sl.StartsAt.Sub(ap.End)
		}
		if !ap.Start.Before(sl.EndsAt) && ap.Start.Sub(sl.EndsAt) < after {
			after = ap.Start.Sub(sl.EndsAt)
		}
	}
	compact := 0.5
	switch {
	case before <= buffer || after <= buffer:
		compact = 1
	case before < length || after < length:
		compact = 0
	}
	return math.Round((0.5*sooner+0.5*compact)*1e4) / 1e4
}
