package localtime

import (
	"testing"
	"time"
)

func TestParseClock(t *testing.T) {
	for _, tc := range []struct {
		in       string
		allowEnd bool
		want     Clock
		ok       bool
	}{
		{"00:00", false, 0, true}, {"08:30", false, 510, true}, {"23:59", false, 1439, true},
		{"24:00", true, 1440, true}, {"24:00", false, 0, false}, {"24:01", true, 0, false},
		{"8:30", false, 0, false}, {"08:60", false, 0, false}, {"0830", false, 0, false},
		{"-1:00", false, 0, false}, {"ab:cd", false, 0, false}, {"", false, 0, false}, {"08:3a", false, 0, false},
	} {
		got, ok := ParseClock(tc.in, tc.allowEnd)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ParseClock(%q, %v) = %v, %v; want %v, %v", tc.in, tc.allowEnd, got, ok, tc.want, tc.ok)
		}
		if ok && got.String() != tc.in {
			t.Errorf("%q formats back as %q", tc.in, got.String())
		}
	}
}

func TestLocalInstantAcrossDST(t *testing.T) {
	zone := func(name string) *time.Location {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		return loc
	}
	ny, lisbon, sp := zone("America/New_York"), zone("Europe/Lisbon"), zone("America/Sao_Paulo")
	date := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	for _, tc := range []struct {
		name  string
		loc   *time.Location
		date  string
		clock string
		want  string // RFC 3339 UTC, or "" when the wall time does not exist
	}{
		{"New York, ordinary winter day", ny, "2026-01-15", "09:00", "2026-01-15T14:00:00Z"},
		{"New York, spring forward: 02:30 does not exist", ny, "2026-03-08", "02:30", ""},
		{"New York, spring forward: 01:30 is still EST", ny, "2026-03-08", "01:30", "2026-03-08T06:30:00Z"},
		{"New York, spring forward: 03:00 is EDT", ny, "2026-03-08", "03:00", "2026-03-08T07:00:00Z"},
		{"New York, fall back: 01:30 happens twice, first is EDT", ny, "2026-11-01", "01:30", "2026-11-01T05:30:00Z"},
		{"New York, fall back: 09:00 is EST", ny, "2026-11-01", "09:00", "2026-11-01T14:00:00Z"},
		{"Lisbon, spring forward: 01:30 does not exist", lisbon, "2026-03-29", "01:30", ""},
		{"Lisbon, fall back: 01:30 first occurrence is WEST", lisbon, "2026-10-25", "01:30", "2026-10-25T00:30:00Z"},
		{"Lisbon, summer", lisbon, "2026-07-01", "09:00", "2026-07-01T08:00:00Z"},
		{"Sao Paulo, no DST since 2019", sp, "2026-11-01", "00:00", "2026-11-01T03:00:00Z"},
		{"Sao Paulo, 2018 spring forward: midnight did not exist", sp, "2018-11-04", "00:30", ""},
		{"Sao Paulo, 24:00 is next midnight", sp, "2026-11-01", "24:00", "2026-11-02T03:00:00Z"},
	} {
		c, ok := ParseClock(tc.clock, true)
		if !ok {
			t.Fatalf("%s: bad clock", tc.name)
		}
		got, ok := LocalInstant(date(tc.date), c, tc.loc)
		switch {
		case tc.want == "" && ok:
			t.Errorf("%s: got %s, want no such instant", tc.name, got.Format(time.RFC3339))
		case tc.want != "" && (!ok || got.Format(time.RFC3339) != tc.want):
			t.Errorf("%s: got %s (%v), want %s", tc.name, got.Format(time.RFC3339), ok, tc.want)
		}
	}
}

func TestWeekday(t *testing.T) {
	for d, want := range map[string]int{"2026-11-23": 1, "2026-11-28": 6, "2026-11-29": 7} {
		day, _ := time.Parse(time.DateOnly, d)
		if got := Weekday(day); got != want {
			t.Errorf("Weekday(%s) = %d, want %d", d, got, want)
		}
	}
}
