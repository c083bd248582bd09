package availability

import (
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
)

// A day's slots come in page order (start, provider, location), a position resumes after itself,
// booked capacity and the daily maximum remove slots, and the same rule as booking decides.
func TestSearchDay(t *testing.T) {
	sp, _ := time.LoadLocation("America/Sao_Paulo")
	date, _ := time.Parse(time.DateOnly, "2027-03-01") // a Monday
	var hours Hours
	hours[0] = []Window{{8 * 60, 10 * 60}}
	l := &Location{ID: uuid.MustParse("00000000-0000-0000-0000-0000000000aa"), Name: "A", Zone: sp, Hours: hours}
	tmpl := []Template{{LocationID: l.ID, Weekday: 1, Window: Window{7 * 60, 12 * 60}}}
	p1 := &Provider{ID: uuid.MustParse("00000000-0000-0000-0000-000000000002"), MaxConcurrent: 2, Calendar: Calendar{Templates: tmpl}}
	p2 := &Provider{ID: uuid.MustParse("00000000-0000-0000-0000-000000000001"), MaxConcurrent: 1, Calendar: Calendar{Templates: tmpl}}
	local := func(h, m int) time.Time { return time.Date(2027, 3, 1, h, m, 0, 0, sp).UTC() }
	// p1 (capacity 2) has two visits at 08:30; p2 (capacity 1) one at 09:00.
	p1.Busy = NewBusy([]Interval{{local(8, 30), local(9, 0)}, {local(8, 30), local(9, 0)}}, 0)
	p2.Busy = NewBusy([]Interval{{local(9, 0), local(9, 30)}}, 0)
	s := NewSearch(Search{From: date, To: date, TypeMinutes: 30}, []Pair{{p1, l}, {p2, l}})
	got := s.Day(nil, date, nil, 100)
	var seen []string
	for _, sl := range got {
		seen = append(seen, sl.Start.String()+" "+sl.ProviderID.String()[35:])
	}
	want := []string{"08:00 1", "08:00 2", "08:30 1", "09:00 2", "09:30 1", "09:30 2"}
	if !slices.Equal(seen, want) {
		t.Fatalf("slots %v, want %v", seen, want)
	}
	for i := range got {
		rest := s.Day(nil, date, &got[i].Position, 100)
		if len(rest) != len(got)-i-1 || (len(rest) > 0 && rest[0].Position != got[i+1].Position) {
			t.Errorf("after %v: %d slots, want the %d that follow", got[i].Position, len(rest), len(got)-i-1)
		}
	}
	if page := s.Day(nil, date, nil, 2); len(page) != 2 {
		t.Errorf("limit 2: %d slots", len(page))
	}
	daily := 1
	p2.MaxDaily = &daily
	for _, sl := range s.Day(nil, date, nil, 100) {
		if sl.ProviderID == p2.ID {
			t.Errorf("p2 has reached its daily maximum, yet %v is offered", sl.Start)
		}
	}
}
