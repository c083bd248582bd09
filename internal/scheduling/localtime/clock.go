// Package localtime is the calendar's wall-clock arithmetic: times of day (Clock), IANA zones a
// location may name, and the instants at which a local date's wall times occur, across DST
// changes. It knows nothing of providers or appointments; every scheduling package uses it.
package localtime

import (
	"fmt"
	"slices"
	"time"
	_ "time/tzdata" // zones are resolved the same on every host, with or without /usr/share/zoneinfo
)

// Clock is a wall-clock time of day, in minutes after midnight: 0 (00:00) to 1440 (24:00, only
// meaningful as the end of a window).
type Clock int

// StartClockPattern is what ParseClock accepts without allowEnd, EndClockPattern with it; the
// OpenAPI document states them.
const (
	StartClockPattern = `^([01][0-9]|2[0-3]):[0-5][0-9]$`
	EndClockPattern   = `^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$`
)

// ParseClock parses "HH:MM" (00:00 to 23:59, or 24:00 when allowEnd); it reports false for
// anything else.
func ParseClock(s string, allowEnd bool) (Clock, bool) {
	if len(s) != 5 || s[2] != ':' {
		return 0, false
	}
	for _, i := range []int{0, 1, 3, 4} {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	h, m := int(s[0]-'0')*10+int(s[1]-'0'), int(s[3]-'0')*10+int(s[4]-'0')
	if m > 59 {
		return 0, false
	}
	c := Clock(h*60 + m)
	if c < 1440 || (allowEnd && c == 1440) {
		return c, true
	}
	return 0, false
}

// String formats c as "HH:MM".
func (c Clock) String() string { return fmt.Sprintf("%02d:%02d", int(c)/60, int(c)%60) }

// Duration is c as a time.Duration after midnight.
func (c Clock) Duration() time.Duration { return time.Duration(c) * time.Minute }

// LocalInstant returns the instant at which the wall clock in loc shows c on the local date
// (year, month, day of date; its zone is ignored). A wall time that occurs twice (the clocks
// fall back) is its first occurrence; one that never occurs (the clocks spring forward) reports
// false. 24:00 is midnight of the next day.
func LocalInstant(date time.Time, c Clock, loc *time.Location) (time.Time, bool) {
	y, mo, d := date.Date()
	day := time.Date(y, mo, d, 0, 0, 0, 0, time.UTC) // the wall time, read as if it were UTC
	wall := day.Add(c.Duration())
	wy, wmo, wd := wall.Date()
	wh, wmi, _ := wall.Clock()
	var best time.Time
	found := false
	// The zone's offset a day either side bounds the offsets that can apply at this wall time.
	for _, probe := range []time.Time{wall.Add(-36 * time.Hour), wall.Add(36 * time.Hour)} {
		_, off := probe.In(loc).Zone()
		cand := wall.Add(-time.Duration(off) * time.Second)
		l := cand.In(loc)
		ly, lmo, ld := l.Date()
		lh, lmi, _ := l.Clock()
		if ly == wy && lmo == wmo && ld == wd && lh == wh && lmi == wmi && (!found || cand.Before(best)) {
			best, found = cand.UTC(), true
		}
	}
	return best, found
}

// Weekday returns 1 (Monday) to 7 (Sunday) for date.
func Weekday(date time.Time) int {
	w := int(date.Weekday())
	if w == 0 {
		return 7
	}
	return w
}

//go:generate go run gen_zones.go

// LoadZone loads an IANA zone by name: one of ZoneNames (the OpenAPI document lists them), so
// never "" or "Local" (the server's own zone).
func LoadZone(name string) (*time.Location, error) {
	if _, ok := slices.BinarySearch(ZoneNames, name); !ok {
		return nil, fmt.Errorf("zone %q is not an IANA zone", name)
	}
	return time.LoadLocation(name)
}

// InstantOrNext is the instant of wall time c on date in loc; a wall time skipped by a DST jump
// moves to the first minute after it that exists (so a window that starts in the gap opens when
// the clocks resume).
func InstantOrNext(date time.Time, c Clock, loc *time.Location) time.Time {
	for step := Clock(0); step <= 240; step++ {
		if t, ok := LocalInstant(date, c+step, loc); ok {
			return t
		}
	}
	t, _ := LocalInstant(date, c, time.UTC)
	return t
}

// Day returns the instants at which the local date of t in loc begins and ends (the next local
// date begins), so a day that lost or gained an hour is 23 or 25 hours long.
func Day(t time.Time, loc *time.Location) (from, to time.Time) {
	local := t.In(loc)
	return InstantOrNext(local, 0, loc), InstantOrNext(local.AddDate(0, 0, 1), 0, loc)
}

// Date is the local date of t in loc, as midnight UTC of that date (how dates are carried).
func Date(t time.Time, loc *time.Location) time.Time {
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
