// Package availability is the slot engine: pure functions over calendar data already loaded
// (templates, overrides, operating hours, appointments), table-tested without a database. It
// decides three things, each in one place, for every caller:
//   - Calendar.Day: the windows in which a provider may be booked at a location on a local date;
//   - Busy.Admits: whether one more appointment fits the provider's capacity (a sweep);
//   - Search.Day: the bookable slots of a date, in the order pages are cut.
//
// Instants are UTC; windows are wall-clock times of the location's zone on a local date.
package availability

import (
	"slices"
	"time"

	"github.com/google/uuid"

	"clinic/internal/scheduling/localtime"
)

// Window is an interval of wall-clock time on one local date, [Start, End).
type Window struct{ Start, End localtime.Clock }

// Hours are a location's operating hours, Monday (index 0) to Sunday; an empty day is closed.
type Hours [7][]Window

// The kinds of an override.
const (
	Blocked  = "blocked"
	Modified = "modified"
	Added    = "added"
)

// Template is one active weekly template of a provider.
type Template struct {
	LocationID            uuid.UUID
	Weekday               int        // 1 (Monday) to 7
	Window                Window     // wall-clock time of the location
	ValidFrom, ValidUntil *time.Time // local dates, inclusive; nil: unbounded
	TypeIDs               []uuid.UUID
}

// Override is one date override of a provider.
type Override struct {
	Kind       string     // Blocked, Modified, Added
	Date       time.Time  // local date
	Window     *Window    // nil: the whole day (Blocked only)
	LocationID *uuid.UUID // nil: every location
}

// Calendar is one provider's templates and overrides.
type Calendar struct {
	Templates []Template
	Overrides []Override
}

// Regular reports whether the provider has a template at location (a location it works at every
// week, as opposed to one opened by a location-specific override).
func (c *Calendar) Regular(location uuid.UUID) bool {
	return slices.ContainsFunc(c.Templates, func(t Template) bool { return t.LocationID == location })
}

// Day returns the merged windows in which the provider may be booked at location on the local
// date for appointment type typeID (uuid.Nil: any type), given the location's operating hours:
//
//	((templates of the weekday, valid on date, allowing the type) — or, when the date has
//	  `modified` overrides, their windows instead — ∩ operating hours of the weekday)
//	∪ `added` windows
//	− `blocked` windows (a `blocked` override without times: nothing that day)
//
// An `added` window is the explicit exception: it may lie outside operating hours and opens even
// a closed day. Overrides for every location (no location_id) add or modify only at locations
// where the provider has templates, so they never open a location the provider does not work at;
// they block everywhere. Touching or overlapping windows merge.
func (c *Calendar) Day(location uuid.UUID, hours *Hours, date time.Time, typeID uuid.UUID) []Window {
	var base []Window
	day := date.Format(time.DateOnly)
	weekday := localtime.Weekday(date)
	for _, t := range c.Templates {
		if t.LocationID != location || t.Weekday != weekday ||
			(t.ValidFrom != nil && t.ValidFrom.Format(time.DateOnly) > day) ||
			(t.ValidUntil != nil && t.ValidUntil.Format(time.DateOnly) < day) ||
			(typeID != uuid.Nil && len(t.TypeIDs) > 0 && !slices.Contains(t.TypeIDs, typeID)) {
			continue
		}
		base = append(base, t.Window)
	}
	var modified, added, blocked []Window
	regular := c.Regular(location)
	for _, o := range c.Overrides {
		if o.Date.Format(time.DateOnly) != day || (o.LocationID != nil && *o.LocationID != location) ||
			(o.LocationID == nil && o.Kind != Blocked && !regular) {
			continue
		}
		switch {
		case o.Kind == Blocked && o.Window == nil:
			return nil
		case o.Window == nil:
		case o.Kind == Modified:
			modified = append(modified, *o.Window)
		case o.Kind == Added:
			added = append(added, *o.Window)
		case o.Kind == Blocked:
			blocked = append(blocked, *o.Window)
		}
	}
	if len(modified) > 0 {
		base = modified
	}
	windows := Merge(base)
	if hours != nil {
		windows = Intersect(windows, hours[weekday-1])
	}
	windows = Merge(append(windows, added...))
	for _, b := range blocked {
		windows = Subtract(windows, b)
	}
	return windows
}

// AddedOn returns the provider's `added` windows at location on the local date (the explicit
// openings outside operating hours), with the same location rule as Day.
func (c *Calendar) AddedOn(location uuid.UUID, date time.Time) []Window {
	day := date.Format(time.DateOnly)
	regular := c.Regular(location)
	var out []Window
	for _, o := range c.Overrides {
		if o.Kind == Added && o.Window != nil && o.Date.Format(time.DateOnly) == day &&
			((o.LocationID != nil && *o.LocationID == location) || (o.LocationID == nil && regular)) {
			out = append(out, *o.Window)
		}
	}
	return out
}

// Merge sorts a copy of ws and merges overlapping or touching windows.
func Merge(ws []Window) []Window {
	ws = slices.Clone(ws)
	slices.SortFunc(ws, func(a, b Window) int { return int(a.Start - b.Start) })
	var out []Window
	for _, w := range ws {
		if n := len(out); n > 0 && w.Start <= out[n-1].End {
			out[n-1].End = max(out[n-1].End, w.End)
			continue
		}
		out = append(out, w)
	}
	return out
}

// Intersect returns the parts of ws (sorted, disjoint) inside some window of keep (sorted,
// disjoint).
func Intersect(ws, keep []Window) []Window {
	var out []Window
	for _, w := range ws {
		for _, k := range keep {
			if s, e := max(w.Start, k.Start), min(w.End, k.End); s < e {
				out = append(out, Window{s, e})
			}
		}
	}
	return out
}

// Subtract removes b from every window of ws (sorted, disjoint).
func Subtract(ws []Window, b Window) []Window {
	var out []Window
	for _, w := range ws {
		if b.End <= w.Start || b.Start >= w.End {
			out = append(out, w)
			continue
		}
		if w.Start < b.Start {
			out = append(out, Window{w.Start, b.Start})
		}
		if b.End < w.End {
			out = append(out, Window{b.End, w.End})
		}
	}
	return out
}
