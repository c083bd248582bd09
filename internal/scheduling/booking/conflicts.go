package booking

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/localtime"
)

// The kinds of a conflicting pair.
const (
	ConflictOverlap    = "overlap"     // the two intervals intersect
	ConflictTravelTime = "travel_time" // they do not, but the gap between them is under the travel time
)

// Limits of CrossLocationConflicts.
const (
	ConflictMaxDays          = 90   // date_to at most this many days after date_from
	ConflictMaxTravelMinutes = 1440 // travel_minutes at most one day
	ConflictMaxPairs         = 1000 // pairs of each list; Truncated reports more
)

// ConflictQuery is the input of CrossLocationConflicts: local dates, inclusive.
type ConflictQuery struct {
	DateFrom      time.Time
	DateTo        time.Time
	TravelMinutes int
}

// ConflictAppointment is one side of a conflicting pair of appointments.
type ConflictAppointment struct {
	ID           uuid.UUID
	Status       string
	LocationID   uuid.UUID
	LocationName string
	StartTime    time.Time
	EndTime      time.Time
}

// ConflictAppointmentPair is two active appointments of the provider at different locations that
// overlap (OverlapMinutes) or leave less than the travel time between them (GapMinutes). First
// starts first (ties: lower id).
type ConflictAppointmentPair struct {
	Kind           string
	OverlapMinutes *int // kind overlap: length of the intersection, rounded up
	GapMinutes     *int // kind travel_time: from the end of First to the start of Second, rounded down
	First          ConflictAppointment
	Second         ConflictAppointment
}

// ConflictTemplate is one side of a conflicting pair of templates.
type ConflictTemplate = calendar.TemplateAt

// ConflictTemplatePair is two active templates of the provider at different locations whose
// windows collide on at least one date of the range. First is the one whose window starts first
// on the first such date (ties: lower id); Dates are First's local dates of every collision.
type ConflictTemplatePair struct {
	Kind           string // overlap when any collision overlaps, else travel_time
	OverlapMinutes *int   // kind overlap: the largest intersection, rounded up
	GapMinutes     *int   // kind travel_time: the smallest gap, rounded down
	Dates          []time.Time
	First          ConflictTemplate
	Second         ConflictTemplate
}

// CrossLocationConflicts is the report of ConflictsOf.
type CrossLocationConflicts struct {
	ProviderID    uuid.UUID
	DateFrom      time.Time
	DateTo        time.Time
	TravelMinutes int
	Appointments  []ConflictAppointmentPair
	Templates     []ConflictTemplatePair
	Truncated     bool // a list reached ConflictMaxPairs
}

// Validate returns Invalid naming every bad parameter of q.
func (q *ConflictQuery) Validate() error {
	var f errs.Fields
	okFrom, okTo := !q.DateFrom.IsZero() && calendar.DateOK(q.DateFrom), !q.DateTo.IsZero() && calendar.DateOK(q.DateTo)
	if !okFrom {
		f.Add("date_from", "must be a date between %s", calendar.DateSpan)
	}
	if !okTo {
		f.Add("date_to", "must be a date between %s", calendar.DateSpan)
	}
	if okFrom && okTo && (q.DateTo.Before(q.DateFrom) || q.DateTo.Sub(q.DateFrom) > ConflictMaxDays*24*time.Hour) {
		f.Rule("date_to", "must be on or after date_from and at most %d days after it", ConflictMaxDays)
	}
	if q.TravelMinutes < 0 || q.TravelMinutes > ConflictMaxTravelMinutes {
		f.Add("travel_minutes", "must be between 0 and %d", ConflictMaxTravelMinutes)
	}
	return f.Err()
}

// occurrence is one occurrence (an appointment, or a template on one date) on the timeline.
type occurrence struct {
	start, end time.Time
	location   uuid.UUID
	item       int       // index of the appointment or template
	date       time.Time // local date of the occurrence
}

// collision is a pair found by collisions: a starts first (ties: lower item).
type collision struct {
	a, b    occurrence
	overlap time.Duration // > 0 when they intersect
	gap     time.Duration // >= 0 when they do not
}

// collisions returns every pair of intervals at different locations that intersect or are
// separated by less than travel, in order of the first one's start. iv is sorted in place.
func collisions(iv []occurrence, travel time.Duration) []collision {
	slices.SortStableFunc(iv, func(x, y occurrence) int {
		return cmp.Or(x.start.Compare(y.start), cmp.Compare(x.item, y.item))
	})
	var out []collision
	for i := range iv {
		for j := i + 1; j < len(iv) && iv[j].start.Before(iv[i].end.Add(travel)); j++ {
			a, b := iv[i], iv[j]
			if a.location == b.location {
				continue
			}
			c := collision{a: a, b: b}
			if overlap := minTime(a.end, b.end).Sub(b.start); overlap > 0 {
				c.overlap = overlap
			} else {
				c.gap = b.start.Sub(a.end)
			}
			out = append(out, c)
		}
	}
	return out
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// minutesOf returns d in whole minutes, rounded up or down.
func minutesOf(d time.Duration, up bool) *int {
	m := int(d / time.Minute)
	if up && d%time.Minute != 0 {
		m++
	}
	return &m
}

// cachedZone loads an IANA zone once per report; an unknown name (never stored by the API) is UTC.
func cachedZone(cache map[string]*time.Location, name string) *time.Location {
	if loc, ok := cache[name]; ok {
		return loc
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = time.UTC
	}
	cache[name] = loc
	return loc
}

// ConflictsOf reports the provider's cross-location conflicts on the local dates of q: pairs of
// active appointments (requested, confirmed, checked_in, in_progress) at different locations
// whose local start dates (in each one's location zone) fall in the range and that overlap or
// are closer than the travel time; and pairs of active templates at different active locations whose
// windows, laid out on the range's dates in each location's zone within their validity, overlap
// or are closer than the travel time. Errors: ProviderNotFound; Invalid naming every bad parameter.
func (s *Service) ConflictsOf(ctx context.Context, providerID uuid.UUID, q ConflictQuery) (CrossLocationConflicts, error) {
	if err := q.Validate(); err != nil {
		return CrossLocationConflicts{}, err
	}
	out := CrossLocationConflicts{ProviderID: providerID, DateFrom: q.DateFrom, DateTo: q.DateTo, TravelMinutes: q.TravelMinutes,
		Appointments: []ConflictAppointmentPair{}, Templates: []ConflictTemplatePair{}}
	var appts []ConflictAppointment
	var locationZones []string
	var tmpls []ConflictTemplate
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := calendar.ProviderExists(ctx, tx, providerID); err != nil {
			return err
		}
		// Every zone's local dates of the range lie within a day either side of the UTC dates.
		rows, _ := tx.Query(ctx, conflictsSQL, providerID, q.DateFrom.AddDate(0, 0, -1), q.DateTo.AddDate(0, 0, 2))
		var a ConflictAppointment
		_, err := pgx.ForEachRow(rows, []any{&a.ID, &a.Status, &a.LocationID, &a.StartTime, &a.EndTime},
			func() error { appts = append(appts, a); return nil })
		if err != nil {
			return err
		}
		sites, err := calendar.Sites(ctx, tx, appointmentLocations(appts))
		if err != nil {
			return err
		}
		for i := range appts {
			site := sites[appts[i].LocationID]
			appts[i].LocationName, locationZones = site.Name, append(locationZones, site.Zone.String())
		}
		tmpls, err = calendar.ActiveTemplates(ctx, tx, providerID)
		return err
	})
	if err != nil {
		return CrossLocationConflicts{}, fmt.Errorf("cross-location conflicts: %w", err)
	}
	zones := map[string]*time.Location{}
	travel := time.Duration(q.TravelMinutes) * time.Minute
	out.Appointments, out.Truncated = appointmentPairs(appts, locationZones, zones, q, travel)
	var truncated bool
	out.Templates, truncated = templatePairs(tmpls, zones, q, travel)
	out.Truncated = out.Truncated || truncated
	return out, nil
}

// appointmentPairs keeps the appointments whose local start date is in the range and pairs
// the colliding ones.
func appointmentPairs(appts []ConflictAppointment, zoneNames []string, zones map[string]*time.Location,
	q ConflictQuery, travel time.Duration) ([]ConflictAppointmentPair, bool) {
	from, to := q.DateFrom.Format(time.DateOnly), q.DateTo.Format(time.DateOnly)
	var iv []occurrence
	for i, a := range appts {
		local := a.StartTime.In(cachedZone(zones, zoneNames[i])).Format(time.DateOnly)
		if local >= from && local <= to {
			iv = append(iv, occurrence{start: a.StartTime, end: a.EndTime, location: a.LocationID, item: i})
		}
	}
	out := []ConflictAppointmentPair{}
	for _, c := range collisions(iv, travel) {
		if len(out) == ConflictMaxPairs {
			return out, true
		}
		p := ConflictAppointmentPair{First: appts[c.a.item], Second: appts[c.b.item]}
		p.First.StartTime, p.First.EndTime = p.First.StartTime.UTC(), p.First.EndTime.UTC()
		p.Second.StartTime, p.Second.EndTime = p.Second.StartTime.UTC(), p.Second.EndTime.UTC()
		if c.overlap > 0 {
			p.Kind, p.OverlapMinutes = ConflictOverlap, minutesOf(c.overlap, true)
		} else {
			p.Kind, p.GapMinutes = ConflictTravelTime, minutesOf(c.gap, false)
		}
		out = append(out, p)
	}
	return out, false
}

// templatePairs lays every template out on the range's local dates of its location's zone
// (its weekday, within its validity) and pairs the templates whose occurrences collide.
func templatePairs(tmpls []ConflictTemplate, zones map[string]*time.Location, q ConflictQuery,
	travel time.Duration) ([]ConflictTemplatePair, bool) {
	var iv []occurrence
	for i, t := range tmpls {
		loc := cachedZone(zones, t.LocationTimezone)
		for d := q.DateFrom; !d.After(q.DateTo); d = d.AddDate(0, 0, 1) {
			if localtime.Weekday(d) != t.Weekday || (t.ValidFrom != nil && d.Before(*t.ValidFrom)) ||
				(t.ValidUntil != nil && d.After(*t.ValidUntil)) {
				continue
			}
			start, end := localtime.InstantOrNext(d, t.StartTime, loc), localtime.InstantOrNext(d, t.EndTime, loc)
			if end.After(start) { // a window inside a DST gap has no time that day
				iv = append(iv, occurrence{start: start, end: end, location: t.LocationID, item: i, date: d})
			}
		}
	}
	type key struct{ a, b int }
	byPair := map[key]*ConflictTemplatePair{}
	var order []key
	for _, c := range collisions(iv, travel) {
		k := key{min(c.a.item, c.b.item), max(c.a.item, c.b.item)}
		p, seen := byPair[k]
		if !seen {
			p = &ConflictTemplatePair{First: tmpls[c.a.item], Second: tmpls[c.b.item]}
			byPair[k] = p
			order = append(order, k)
		}
		date := c.a.date
		if p.First.ID != tmpls[c.a.item].ID {
			date = c.b.date
		}
		if !slices.ContainsFunc(p.Dates, date.Equal) {
			p.Dates = append(p.Dates, date)
		}
		switch {
		case c.overlap > 0 && (p.OverlapMinutes == nil || *minutesOf(c.overlap, true) > *p.OverlapMinutes):
			p.Kind, p.OverlapMinutes, p.GapMinutes = ConflictOverlap, minutesOf(c.overlap, true), nil
		case c.overlap == 0 && p.Kind != ConflictOverlap && (p.GapMinutes == nil || *minutesOf(c.gap, false) < *p.GapMinutes):
			p.Kind, p.GapMinutes = ConflictTravelTime, minutesOf(c.gap, false)
		}
	}
	out := make([]ConflictTemplatePair, 0, len(order))
	for _, k := range order {
		if len(out) == ConflictMaxPairs {
			return out, true
		}
		p := byPair[k]
		slices.SortFunc(p.Dates, func(x, y time.Time) int { return x.Compare(y) })
		out = append(out, *p)
	}
	return out, false
}

// appointmentLocations returns the distinct locations of appts.
func appointmentLocations(appts []ConflictAppointment) []uuid.UUID {
	var ids []uuid.UUID
	for _, a := range appts {
		if !slices.Contains(ids, a.LocationID) {
			ids = append(ids, a.LocationID)
		}
	}
	return ids
}
