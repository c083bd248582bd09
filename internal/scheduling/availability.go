package scheduling

import (
	"slices"
	"time"

	"github.com/google/uuid"
)

// Window is an interval of wall-clock time on one local date, [Start, End).
type Window struct{ Start, End Clock }

// availTemplate is a weekly template as the availability engine needs it.
type availTemplate struct {
	ProviderID, LocationID uuid.UUID
	Weekday                int
	Window                 Window
	ValidFrom, ValidUntil  *time.Time // local dates, inclusive
	TypeIDs                []uuid.UUID
}

// availOverride is a date override as the availability engine needs it.
type availOverride struct {
	ProviderID uuid.UUID
	Kind       string     // blocked, modified, added
	Date       time.Time  // local date
	Window     *Window    // nil: the whole day (blocked only)
	LocationID *uuid.UUID // nil: every location
}

// DayWindows returns the merged windows in which provider may be booked at location on the
// local date for appointment type typeID (uuid.Nil: any type):
//  1. the active templates of that weekday valid on date that allow the type (no list = every type);
//  2. then the overrides of that date for the location or for every location, in this order:
//     `modified` replaces the day's windows with its own (several modified ones: their union),
//     `added` adds its window, `blocked` removes its window (without times: the whole day);
//  3. overlapping or touching windows merge into one.
//
// regular says whether the provider has templates at this location: an added or modified window
// for every location applies only at such locations, so that it never opens a location the
// provider does not work at (a location-specific override does).
func DayWindows(templates []availTemplate, overrides []availOverride, provider, location uuid.UUID, date time.Time, typeID uuid.UUID, regular bool) []Window {
	var base []Window
	day := date.Format(time.DateOnly)
	for _, t := range templates {
		if t.ProviderID != provider || t.LocationID != location || t.Weekday != Weekday(date) ||
			(t.ValidFrom != nil && t.ValidFrom.Format(time.DateOnly) > day) ||
			(t.ValidUntil != nil && t.ValidUntil.Format(time.DateOnly) < day) ||
			(typeID != uuid.Nil && len(t.TypeIDs) > 0 && !slices.Contains(t.TypeIDs, typeID)) {
			continue
		}
		base = append(base, t.Window)
	}
	var modified, added, blocked []Window
	wholeDayBlocked := false
	for _, o := range overrides {
		if o.ProviderID != provider || o.Date.Format(time.DateOnly) != day || (o.LocationID != nil && *o.LocationID != location) ||
			(o.LocationID == nil && o.Kind != "blocked" && !regular) {
			continue
		}
		switch {
		case o.Kind == "blocked" && o.Window == nil:
			wholeDayBlocked = true
		case o.Window == nil:
		case o.Kind == "modified":
			modified = append(modified, *o.Window)
		case o.Kind == "added":
			added = append(added, *o.Window)
		case o.Kind == "blocked":
			blocked = append(blocked, *o.Window)
		}
	}
	if wholeDayBlocked {
		return nil
	}
	if len(modified) > 0 {
		base = modified
	}
	windows := mergeWindows(append(base, added...))
	for _, b := range blocked {
		windows = subtractWindow(windows, b)
	}
	return windows
}

// mergeWindows sorts ws and merges overlapping or touching windows.
func mergeWindows(ws []Window) []Window {
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

// subtractWindow removes b from every window of ws (sorted, disjoint).
func subtractWindow(ws []Window, b Window) []Window {
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
