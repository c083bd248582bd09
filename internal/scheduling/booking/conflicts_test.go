package booking

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/localtime"
)

func testInstant(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func testDay(s string) time.Time {
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestConflictCollisions(t *testing.T) {
	locA, locB, locC := uuid.New(), uuid.New(), uuid.New()
	iv := func(item int, loc uuid.UUID, start, end string) occurrence {
		return occurrence{start: testInstant("2026-03-10T" + start + ":00Z"), end: testInstant("2026-03-10T" + end + ":00Z"), location: loc, item: item}
	}
	for _, tc := range []struct {
		name   string
		in     []occurrence
		travel time.Duration
		want   []string // "a-b overlap|gap minutes"
	}{
		{"overlap", []occurrence{iv(0, locA, "10:00", "11:00"), iv(1, locB, "10:30", "11:30")}, 0, []string{"0-1 overlap 30m0s"}},
		{"same location never collides", []occurrence{iv(0, locA, "10:00", "11:00"), iv(1, locA, "10:30", "11:30")}, time.Hour, nil},
		{"back to back without travel", []occurrence{iv(0, locA, "10:00", "11:00"), iv(1, locB, "11:00", "12:00")}, 0, nil},
		{"back to back with travel", []occurrence{iv(0, locA, "10:00", "11:00"), iv(1, locB, "11:00", "12:00")}, time.Minute, []string{"0-1 gap 0s"}},
		{"gap equal to travel is enough", []occurrence{iv(0, locA, "10:00", "11:00"), iv(1, locB, "11:10", "12:00")}, 10 * time.Minute, nil},
		{"gap under travel", []occurrence{iv(0, locA, "10:00", "11:00"), iv(1, locB, "11:10", "12:00")}, 11 * time.Minute, []string{"0-1 gap 10m0s"}},
		{"containment: the overlap is the inner one", []occurrence{iv(1, locB, "10:15", "10:45"), iv(0, locA, "10:00", "12:00")}, 0, []string{"0-1 overlap 30m0s"}},
		{"same start: lower item first", []occurrence{iv(5, locB, "10:00", "10:20"), iv(2, locA, "10:00", "11:00")}, 0, []string{"2-5 overlap 20m0s"}},
		{"a long one reaches past a short neighbour", []occurrence{
			iv(0, locA, "08:00", "12:00"), iv(1, locA, "08:30", "09:00"), iv(2, locB, "11:00", "11:30"), iv(3, locC, "12:05", "13:00"),
		}, 10 * time.Minute, []string{"0-2 overlap 30m0s", "0-3 gap 5m0s"}},
	} {
		var got []string
		for _, c := range collisions(tc.in, tc.travel) {
			if c.overlap > 0 {
				got = append(got, fmt.Sprintf("%d-%d overlap %s", c.a.item, c.b.item, c.overlap))
			} else {
				got = append(got, fmt.Sprintf("%d-%d gap %s", c.a.item, c.b.item, c.gap))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestConflictMinutesRounding(t *testing.T) {
	if got := *minutesOf(90*time.Second, true); got != 2 {
		t.Errorf("overlap of 1m30s rounds up to %d", got)
	}
	if got := *minutesOf(90*time.Second, false); got != 1 {
		t.Errorf("gap of 1m30s rounds down to %d", got)
	}
	if got := *minutesOf(30*time.Minute, true); got != 30 {
		t.Errorf("30m = %d", got)
	}
}

func TestConflictQueryValidate(t *testing.T) {
	for _, tc := range []struct {
		from, to string
		travel   int
		want     string
	}{
		{"2026-01-01", "2026-01-01", 0, ""},
		{"2026-01-01", "2026-04-01", 1440, ""}, // 90 days
		{"2026-01-01", "2026-04-02", 0, "date_to"},
		{"2026-01-02", "2026-01-01", 0, "date_to"},
		{"", "2026-01-01", 0, "date_from"},
		{"", "", -1, "date_from date_to travel_minutes"},
		{"1899-12-31", "1900-01-01", 1441, "date_from travel_minutes"},
	} {
		q := ConflictQuery{TravelMinutes: tc.travel}
		if tc.from != "" {
			q.DateFrom = testDay(tc.from)
		}
		if tc.to != "" {
			q.DateTo = testDay(tc.to)
		}
		if got := errs.FieldNames(q.Validate()); got != tc.want {
			t.Errorf("%s..%s travel %d: fields %q, want %q", tc.from, tc.to, tc.travel, got, tc.want)
		}
	}
}

func TestConflictInstantSkipsTheDSTGap(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	for _, tc := range []struct{ date, clock, want string }{
		{"2026-03-08", "02:30", "2026-03-08T07:00:00Z"}, // 02:30 does not exist: 03:00 EDT
		{"2026-03-08", "01:59", "2026-03-08T06:59:00Z"},
		{"2026-11-01", "01:30", "2026-11-01T05:30:00Z"}, // the first 01:30 (EDT)
		{"2026-03-09", "24:00", "2026-03-10T04:00:00Z"},
	} {
		c, _ := localtime.ParseClock(tc.clock, true)
		if got := localtime.InstantOrNext(testDay(tc.date), c, ny).Format(time.RFC3339); got != tc.want {
			t.Errorf("%s %s = %s, want %s", tc.date, tc.clock, got, tc.want)
		}
	}
}

// Templates are compared as instants on each date: two zones whose DST switches differ collide on
// some dates only, and a window that falls inside a DST gap has no time at all.
func TestConflictTemplatePairsAcrossZonesAndDST(t *testing.T) {
	ny, lisbon := uuid.New(), uuid.New()
	tmpl := func(name string, loc uuid.UUID, zone string, wd int, start, end string) ConflictTemplate {
		s, _ := localtime.ParseClock(start, false)
		e, _ := localtime.ParseClock(end, true)
		return ConflictTemplate{Template: calendar.Template{ID: uuid.New(), LocationID: loc, Weekday: wd, StartTime: s, EndTime: e,
			IsActive: true}, LocationName: name, LocationTimezone: zone}
	}
	tmpls := []ConflictTemplate{
		// Monday 09:00-10:00 New York is 14:00Z (EST) until 8 March, 13:00Z (EDT) after.
		tmpl("NY", ny, "America/New_York", 1, "09:00", "10:00"),
		// Monday 14:00-15:00 Lisbon is 14:00Z (WET) until 29 March, 13:00Z (WEST) after.
		tmpl("Lisbon", lisbon, "Europe/Lisbon", 1, "14:00", "15:00"),
		// Sunday 8 March 02:00-03:00 New York does not exist; Lisbon 07:00-08:00 is 07:00Z.
		tmpl("NY", ny, "America/New_York", 7, "02:00", "03:00"),
		tmpl("Lisbon", lisbon, "Europe/Lisbon", 7, "06:30", "08:00"),
	}
	q := ConflictQuery{DateFrom: testDay("2026-03-01"), DateTo: testDay("2026-04-05")}
	pairs, truncated := templatePairs(tmpls, map[string]*time.Location{}, q, 0)
	if truncated || len(pairs) != 2 {
		t.Fatalf("%d pairs (truncated %v): %+v", len(pairs), truncated, pairs)
	}
	dateList := func(p ConflictTemplatePair) string {
		var out []string
		for _, d := range p.Dates {
			out = append(out, d.Format(time.DateOnly))
		}
		return strings.Join(out, " ")
	}
	// Sunday comes first (1 March). NY 02:00-03:00 is 07:00-08:00Z (EST) on 1 March, 06:00-07:00Z
	// (EDT) from the 15th; on the 8th the window is inside the gap. Lisbon 06:30-08:00 is
	// 06:30-08:00Z until the 22nd, 05:30-07:00Z on the 29th and 5 April.
	sun, mon := pairs[0], pairs[1]
	if sun.First.LocationName != "Lisbon" || sun.Kind != ConflictOverlap || *sun.OverlapMinutes != 60 ||
		dateList(sun) != "2026-03-01 2026-03-15 2026-03-22 2026-03-29 2026-04-05" {
		t.Errorf("Sunday pair: first %s, kind %s, overlap %v, dates %s", sun.First.LocationName, sun.Kind, *sun.OverlapMinutes, dateList(sun))
	}
	// Monday: the same start on 2 March (NY, the lower index, first), touching in between, the
	// same again once Lisbon has switched too.
	if mon.First.ID != tmpls[0].ID || mon.Kind != ConflictOverlap || *mon.OverlapMinutes != 60 ||
		dateList(mon) != "2026-03-02 2026-03-30" {
		t.Errorf("Monday pair: first %s, kind %s, dates %s", mon.First.LocationName, mon.Kind, dateList(mon))
	}
}

// A pair's kind is overlap when any date overlaps, else travel_time with the smallest gap.
func TestConflictTemplatePairKindAggregates(t *testing.T) {
	ny, lisbon := uuid.New(), uuid.New()
	mk := func(loc uuid.UUID, zone, start, end string) ConflictTemplate {
		s, _ := localtime.ParseClock(start, false)
		e, _ := localtime.ParseClock(end, true)
		return ConflictTemplate{Template: calendar.Template{ID: uuid.New(), LocationID: loc, Weekday: 1, StartTime: s, EndTime: e, IsActive: true},
			LocationTimezone: zone}
	}
	q := ConflictQuery{DateFrom: testDay("2026-03-01"), DateTo: testDay("2026-03-31")}
	for _, tc := range []struct {
		lisbonStart, lisbonEnd string
		travel                 time.Duration
		want                   string
	}{
		// NY 09:00-10:00 is 14:00-15:00Z on 2 March, 13:00-14:00Z after; Lisbon is UTC+0 until the 29th.
		{"14:30", "15:30", 60 * time.Minute, "overlap overlap=30 gap=<nil> 5 dates"},
		{"14:30", "15:30", 0, "overlap overlap=30 gap=<nil> 2 dates"}, // 2 and 30 March (Lisbon on WEST)
		{"15:00", "16:00", 90 * time.Minute, "travel_time overlap=<nil> gap=0 5 dates"},
		{"15:00", "16:00", 61 * time.Minute, "travel_time overlap=<nil> gap=0 5 dates"},
		{"15:00", "16:00", 60 * time.Minute, "travel_time overlap=<nil> gap=0 2 dates"},
		{"16:00", "17:00", 60 * time.Minute, ""},
	} {
		tmpls := []ConflictTemplate{mk(ny, "America/New_York", "09:00", "10:00"), mk(lisbon, "Europe/Lisbon", tc.lisbonStart, tc.lisbonEnd)}
		pairs, _ := templatePairs(tmpls, map[string]*time.Location{}, q, tc.travel)
		got := ""
		if len(pairs) == 1 {
			p := pairs[0]
			show := func(v *int) string {
				if v == nil {
					return "<nil>"
				}
				return fmt.Sprint(*v)
			}
			got = fmt.Sprintf("%s overlap=%s gap=%s %d dates", p.Kind, show(p.OverlapMinutes), show(p.GapMinutes), len(p.Dates))
		} else if len(pairs) > 1 {
			got = fmt.Sprint(len(pairs), " pairs")
		}
		if got != tc.want {
			t.Errorf("Lisbon %s-%s travel %s: %q, want %q", tc.lisbonStart, tc.lisbonEnd, tc.travel, got, tc.want)
		}
	}
}
