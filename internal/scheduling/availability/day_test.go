package availability

import (
	"clinic/internal/scheduling/localtime"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestDayWindows(t *testing.T) {
	loc, other, typ, otherType := uuid.New(), uuid.New(), uuid.New(), uuid.New()
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	w := func(a, b string) Window {
		s, _ := localtime.ParseClock(a, false)
		e, _ := localtime.ParseClock(b, true)
		return Window{s, e}
	}
	win := func(a, b string) *Window { x := w(a, b); return &x }
	monday := day("2027-03-01")
	from, until := day("2027-03-01"), day("2027-03-31")
	base := []Template{
		{LocationID: loc, Weekday: 1, Window: w("08:00", "10:00")},
		{LocationID: loc, Weekday: 1, Window: w("09:30", "12:00")},                                      // overlaps: merges
		{LocationID: loc, Weekday: 1, Window: w("14:00", "16:00"), TypeIDs: []uuid.UUID{otherType}},     // other type only
		{LocationID: loc, Weekday: 1, Window: w("17:00", "18:00"), ValidFrom: &until},                   // not yet valid
		{LocationID: loc, Weekday: 1, Window: w("18:00", "19:00"), ValidFrom: &from, ValidUntil: &from}, // valid that day only
		{LocationID: other, Weekday: 1, Window: w("06:00", "07:00")},                                    // other location
		{LocationID: loc, Weekday: 2, Window: w("06:00", "07:00")},                                      // other weekday
	}
	for _, tc := range []struct {
		name      string
		overrides []Override
		want      string
	}{
		{"templates only", nil, "[{08:00 12:00} {18:00 19:00}]"},
		{"blocked whole day", []Override{{Kind: "blocked", Date: monday}}, "[]"},
		{"blocked interval splits", []Override{{Kind: "blocked", Date: monday, Window: win("09:00", "10:00")}},
			"[{08:00 09:00} {10:00 12:00} {18:00 19:00}]"},
		{"modified replaces", []Override{{Kind: "modified", Date: monday, Window: win("13:00", "15:00")}}, "[{13:00 15:00}]"},
		{"added touching merges", []Override{{Kind: "added", Date: monday, Window: win("12:00", "13:00")}},
			"[{08:00 13:00} {18:00 19:00}]"},
		{"override of another location ignored", []Override{{Kind: "blocked", Date: monday, LocationID: &other}},
			"[{08:00 12:00} {18:00 19:00}]"},
		{"override of this location applies", []Override{{Kind: "blocked", Date: monday, LocationID: &loc}}, "[]"},
		{"override of another date ignored", []Override{{Kind: "blocked", Date: day("2027-03-08")}},
			"[{08:00 12:00} {18:00 19:00}]"},
		{"modified, added, then blocked", []Override{
			{Kind: "blocked", Date: monday, Window: win("13:30", "14:00")},
			{Kind: "modified", Date: monday, Window: win("13:00", "15:00")},
			{Kind: "added", Date: monday, Window: win("20:00", "24:00")},
		}, "[{13:00 13:30} {14:00 15:00} {20:00 24:00}]"},
	} {
		got := fmt.Sprint((&Calendar{Templates: base, Overrides: tc.overrides}).Day(loc, nil, monday, typ))
		if tc.want == "[]" && got == "[]" {
			continue
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	if got := fmt.Sprint((&Calendar{Templates: base}).Day(loc, nil, monday, otherType)); got != "[{08:00 12:00} {14:00 16:00} {18:00 19:00}]" {
		t.Errorf("type allowed by the restricted template: %s", got)
	}
}

// At a location without templates only its own overrides open windows; one for every location
// may still block, never add.
func TestDayWindowsAtANonRegularLocation(t *testing.T) {
	loc := uuid.New()
	monday, _ := time.Parse(time.DateOnly, "2027-03-01")
	w := func(a, b localtime.Clock) *Window { return &Window{a, b} }
	overrides := []Override{
		{Kind: "added", Date: monday, Window: w(720, 780)},                   // every location
		{Kind: "added", Date: monday, Window: w(900, 960), LocationID: &loc}, // this one
		{Kind: "blocked", Date: monday, Window: w(930, 945)},                 // every location
	}
	if got := fmt.Sprint((&Calendar{Overrides: overrides}).Day(loc, nil, monday, uuid.Nil)); got != "[{15:00 15:30} {15:45 16:00}]" {
		t.Errorf("non-regular location: %s", got)
	}
	if got := fmt.Sprint((&Calendar{Templates: []Template{{LocationID: loc, Weekday: 3, Window: Window{0, 60}}}, Overrides: overrides}).Day(loc, nil, monday, uuid.Nil)); got != "[{12:00 13:00} {15:00 15:30} {15:45 16:00}]" {
		t.Errorf("regular location: %s", got)
	}
}

// Operating hours clip templates and `modified` windows; `added` ones go beyond them and open a
// closed day; `blocked` still applies to everything.
func TestDayWindowsWithinOperatingHours(t *testing.T) {
	loc := uuid.New()
	monday, _ := time.Parse(time.DateOnly, "2027-03-01")
	tuesday := monday.AddDate(0, 0, 1)
	var hours Hours
	hours[0] = []Window{{8 * 60, 12 * 60}, {14 * 60, 17 * 60}} // Monday; Tuesday closed
	cal := Calendar{Templates: []Template{
		{LocationID: loc, Weekday: 1, Window: Window{7 * 60, 18 * 60}},
		{LocationID: loc, Weekday: 2, Window: Window{8 * 60, 12 * 60}},
	}}
	for _, tc := range []struct {
		name      string
		date      time.Time
		overrides []Override
		want      string
	}{
		{"template clipped to the hours", monday, nil, "[{08:00 12:00} {14:00 17:00}]"},
		{"a closed day offers nothing from templates", tuesday, nil, "[]"},
		{"modified clipped too", monday, []Override{{Kind: Modified, Date: monday, Window: &Window{10 * 60, 20 * 60}}}, "[{10:00 12:00} {14:00 17:00}]"},
		{"added beyond the hours", monday, []Override{{Kind: Added, Date: monday, Window: &Window{18 * 60, 20 * 60}}}, "[{08:00 12:00} {14:00 17:00} {18:00 20:00}]"},
		{"added on a closed day", tuesday, []Override{{Kind: Added, Date: tuesday, Window: &Window{9 * 60, 10 * 60}}}, "[{09:00 10:00}]"},
		{"blocked inside an added window", tuesday, []Override{{Kind: Added, Date: tuesday, Window: &Window{9 * 60, 10 * 60}},
			{Kind: Blocked, Date: tuesday, Window: &Window{9*60 + 30, 10 * 60}}}, "[{09:00 09:30}]"},
	} {
		c := cal
		c.Overrides = tc.overrides
		if got := fmt.Sprint(c.Day(loc, &hours, tc.date, uuid.Nil)); got != tc.want && !(tc.want == "[]" && got == "[]") {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}
