package availability

import (
	"fmt"
	"testing"
	"time"
)

// at is 09:00 + m minutes on a fixed day, UTC.
func at(m int) time.Time {
	return time.Date(2027, 3, 1, 9, 0, 0, 0, time.UTC).Add(time.Duration(m) * time.Minute)
}

func iv(a, b int) Interval { return Interval{at(a), at(b)} }

// TestAdmitsIsPeakConcurrency is the sweep's table: minutes after 09:00; [a, b) half-open.
func TestAdmitsIsPeakConcurrency(t *testing.T) {
	for _, tc := range []struct {
		name     string
		booked   []Interval
		buffer   int
		capacity int
		try      Interval
		peak     int
	}{
		{"empty", nil, 0, 1, iv(0, 30), 0},
		{"back-to-back pair under a long visit", []Interval{iv(0, 30), iv(30, 60)}, 0, 2, iv(0, 60), 1},
		{"touching ends never overlap", []Interval{iv(0, 30)}, 0, 1, iv(30, 60), 0},
		{"touching start", []Interval{iv(30, 60)}, 0, 1, iv(0, 30), 0},
		{"equal starts", []Interval{iv(0, 30), iv(0, 30)}, 0, 3, iv(0, 30), 2},
		{"equal starts full", []Interval{iv(0, 30), iv(0, 30), iv(0, 30)}, 0, 3, iv(0, 30), 3},
		{"nested: the inner one ends where the new starts", []Interval{iv(0, 120), iv(30, 60)}, 0, 2, iv(60, 90), 1},
		{"nested: the new one meets both", []Interval{iv(0, 120), iv(30, 60)}, 0, 2, iv(45, 75), 2},
		{"staggered: only the second runs", []Interval{iv(0, 60), iv(30, 90)}, 0, 2, iv(60, 90), 1},
		{"staggered: both run", []Interval{iv(0, 60), iv(30, 90)}, 0, 2, iv(15, 45), 2},
		{"staggered chain: never more than one at once", []Interval{iv(0, 20), iv(20, 40), iv(40, 60)}, 0, 2, iv(0, 60), 1},
		{"buffer: gap equal to the buffer", []Interval{iv(0, 30)}, 10, 1, iv(40, 70), 0},
		{"buffer: gap a minute short", []Interval{iv(0, 30)}, 10, 1, iv(39, 69), 1},
		{"buffer before an existing one", []Interval{iv(0, 30)}, 10, 1, iv(-40, -10), 0},
		{"buffer before, a minute short", []Interval{iv(0, 30)}, 10, 1, iv(-39, -9), 1},
		{"buffer at capacity 2: both still cleaning", []Interval{iv(0, 30), iv(0, 30)}, 10, 2, iv(35, 65), 2},
		{"buffer at capacity 2: both done", []Interval{iv(0, 30), iv(0, 30)}, 10, 2, iv(40, 70), 0},
		{"long appointment reaching from far before", []Interval{iv(-700, 10)}, 0, 1, iv(0, 30), 1},
		{"far before and over", []Interval{iv(-800, -100)}, 0, 1, iv(0, 30), 0},
	} {
		b := NewBusy(append([]Interval(nil), tc.booked...), time.Duration(tc.buffer)*time.Minute)
		peak, ok := b.Admits(tc.try.Start, tc.try.End, tc.capacity)
		if peak != tc.peak || ok != (tc.peak < tc.capacity) {
			t.Errorf("%s: peak %d ok %v, want peak %d", tc.name, peak, ok, tc.peak)
		}
	}
}

// The sweep agrees with counting at every minute, on many random calendars.
func TestAdmitsAgreesWithCountingEveryMinute(t *testing.T) {
	seed := uint64(1)
	rnd := func(n int) int { seed = seed*6364136223846793005 + 1442695040888963407; return int(seed>>33) % n }
	for trial := 0; trial < 2000; trial++ {
		var booked []Interval
		for range rnd(8) {
			s := rnd(240) - 60
			booked = append(booked, iv(s, s+5+rnd(90)))
		}
		buffer := rnd(3) * 5
		s := rnd(200) - 30
		try := iv(s, s+5+rnd(60))
		want := 0
		for m := s; m < s+int(try.End.Sub(try.Start)/time.Minute)+buffer; m++ {
			n := 0
			for _, x := range booked {
				if !at(m).Before(x.Start) && at(m).Before(x.End.Add(time.Duration(buffer)*time.Minute)) {
					n++
				}
			}
			want = max(want, n)
		}
		b := NewBusy(append([]Interval(nil), booked...), time.Duration(buffer)*time.Minute)
		if got, _ := b.Admits(try.Start, try.End, 100); got != want {
			t.Fatalf("trial %d: booked %v buffer %d try %v: peak %d, want %d", trial, fmt.Sprint(booked), buffer, try, got, want)
		}
	}
}

func TestOpen(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	var hours Hours
	hours[6] = []Window{{90, 270}}    // Sunday 01:30-04:30
	hours[0] = []Window{{0, 1440}}    // Monday all day
	hours[5] = []Window{{1320, 1440}} // Saturday 22:00-24:00
	local := func(s string) time.Time { t, _ := time.ParseInLocation("2006-01-02 15:04", s, ny); return t }
	added := func(d time.Time) []Window {
		if d.Format(time.DateOnly) == "2027-03-15" {
			return nil
		}
		if d.Format(time.DateOnly) == "2027-03-16" { // a Tuesday, closed, opened 18:00-20:00
			return []Window{{1080, 1200}}
		}
		return nil
	}
	for _, tc := range []struct {
		from, to string
		want     bool
	}{
		{"2027-03-14 01:30", "2027-03-14 01:59", true},  // before the spring-forward gap
		{"2027-03-14 01:30", "2027-03-14 03:30", true},  // across it (the hour 02:xx does not exist)
		{"2027-03-14 04:00", "2027-03-14 04:30", true},  // ends at closing
		{"2027-03-14 04:00", "2027-03-14 04:31", false}, // a minute past closing
		{"2027-03-14 01:00", "2027-03-14 01:30", false}, // before opening
		{"2027-03-14 23:30", "2027-03-15 00:30", false}, // Sunday closes at 04:30
		{"2027-03-13 23:30", "2027-03-14 00:30", false}, // Saturday open until 24:00, Sunday from 01:30
		{"2027-03-15 23:30", "2027-03-16 00:30", false}, // Tuesday closed at 00:00
		{"2027-03-16 18:00", "2027-03-16 20:00", true},  // the added window
		{"2027-03-16 17:59", "2027-03-16 18:30", false},
		{"2027-03-15 08:00", "2027-03-15 20:00", true}, // all day
	} {
		if got := Open(local(tc.from), local(tc.to), ny, &hours, added); got != tc.want {
			t.Errorf("%s to %s: open %v, want %v", tc.from, tc.to, got, tc.want)
		}
	}
	hours[0], hours[1] = []Window{{1200, 1440}}, []Window{{0, 120}}
	if !Open(local("2027-03-15 23:00"), local("2027-03-16 01:00"), ny, &hours, nil) {
		t.Error("open until 24:00 and from 00:00 the next day: a visit across midnight is open")
	}
}
