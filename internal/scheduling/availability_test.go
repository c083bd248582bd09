package scheduling

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestDayWindows(t *testing.T) {
	prov, loc, other, typ, otherType := uuid.New(), uuid.New(), uuid.New(), uuid.New(), uuid.New()
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	w := func(a, b string) Window {
		s, _ := ParseClock(a, false)
		e, _ := ParseClock(b, true)
		return Window{s, e}
	}
	win := func(a, b string) *Window { x := w(a, b); return &x }
	monday := day("2027-03-01")
	from, until := day("2027-03-01"), day("2027-03-31")
	base := []availTemplate{
		{ProviderID: prov, LocationID: loc, Weekday: 1, Window: w("08:00", "10:00")},
		{ProviderID: prov, LocationID: loc, Weekday: 1, Window: w("09:30", "12:00")},                                      // overlaps: merges
		{ProviderID: prov, LocationID: loc, Weekday: 1, Window: w("14:00", "16:00"), TypeIDs: []uuid.UUID{otherType}},     // other type only
		{ProviderID: prov, LocationID: loc, Weekday: 1, Window: w("17:00", "18:00"), ValidFrom: &until},                   // not yet valid
		{ProviderID: prov, LocationID: loc, Weekday: 1, Window: w("18:00", "19:00"), ValidFrom: &from, ValidUntil: &from}, // valid that day only
		{ProviderID: prov, LocationID: other, Weekday: 1, Window: w("06:00", "07:00")},                                    // other location
		{ProviderID: prov, LocationID: loc, Weekday: 2, Window: w("06:00", "07:00")},                                      // other weekday
		{ProviderID: uuid.New(), LocationID: loc, Weekday: 1, Window: w("06:00", "07:00")},                                // other provider
	}
	for _, tc := range []struct {
		name      string
		overrides []availOverride
		want      string
	}{
		{"templates only", nil, "[{08:00 12:00} {18:00 19:00}]"},
		{"blocked whole day", []availOverride{{ProviderID: prov, Kind: "blocked", Date: monday}}, "[]"},
		{"blocked interval splits", []availOverride{{ProviderID: prov, Kind: "blocked", Date: monday, Window: win("09:00", "10:00")}},
			"[{08:00 09:00} {10:00 12:00} {18:00 19:00}]"},
		{"modified replaces", []availOverride{{ProviderID: prov, Kind: "modified", Date: monday, Window: win("13:00", "15:00")}}, "[{13:00 15:00}]"},
		{"added touching merges", []availOverride{{ProviderID: prov, Kind: "added", Date: monday, Window: win("12:00", "13:00")}},
			"[{08:00 13:00} {18:00 19:00}]"},
		{"override of another location ignored", []availOverride{{ProviderID: prov, Kind: "blocked", Date: monday, LocationID: &other}},
			"[{08:00 12:00} {18:00 19:00}]"},
		{"override of this location applies", []availOverride{{ProviderID: prov, Kind: "blocked", Date: monday, LocationID: &loc}}, "[]"},
		{"override of another date ignored", []availOverride{{ProviderID: prov, Kind: "blocked", Date: day("2027-03-08")}},
			"[{08:00 12:00} {18:00 19:00}]"},
		{"modified, added, then blocked", []availOverride{
			{ProviderID: prov, Kind: "blocked", Date: monday, Window: win("13:30", "14:00")},
			{ProviderID: prov, Kind: "modified", Date: monday, Window: win("13:00", "15:00")},
			{ProviderID: prov, Kind: "added", Date: monday, Window: win("20:00", "24:00")},
		}, "[{13:00 13:30} {14:00 15:00} {20:00 24:00}]"},
	} {
		got := fmt.Sprint(DayWindows(base, tc.overrides, prov, loc, monday, typ, true))
		if tc.want == "[]" && got == "[]" {
			continue
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	if got := fmt.Sprint(DayWindows(base, nil, prov, loc, monday, otherType, true)); got != "[{08:00 12:00} {14:00 16:00} {18:00 19:00}]" {
		t.Errorf("type allowed by the restricted template: %s", got)
	}
}

// At a location without templates only its own overrides open windows; one for every location
// may still block, never add.
func TestDayWindowsAtANonRegularLocation(t *testing.T) {
	prov, loc := uuid.New(), uuid.New()
	monday, _ := time.Parse(time.DateOnly, "2027-03-01")
	w := func(a, b Clock) *Window { return &Window{a, b} }
	overrides := []availOverride{
		{ProviderID: prov, Kind: "added", Date: monday, Window: w(720, 780)},                   // every location
		{ProviderID: prov, Kind: "added", Date: monday, Window: w(900, 960), LocationID: &loc}, // this one
		{ProviderID: prov, Kind: "blocked", Date: monday, Window: w(930, 945)},                 // every location
	}
	if got := fmt.Sprint(DayWindows(nil, overrides, prov, loc, monday, uuid.Nil, false)); got != "[{15:00 15:30} {15:45 16:00}]" {
		t.Errorf("non-regular location: %s", got)
	}
	if got := fmt.Sprint(DayWindows(nil, overrides, prov, loc, monday, uuid.Nil, true)); got != "[{12:00 13:00} {15:00 15:30} {15:45 16:00}]" {
		t.Errorf("regular location: %s", got)
	}
}
