package availability

import (
	"bytes"
	"cmp"
	"math"
	"slices"
	"sort"
	"time"

	"github.com/google/uuid"

	"clinic/internal/scheduling/localtime"
)

// Provider is a provider as slot search needs it.
type Provider struct {
	ID             uuid.UUID
	Name           string
	Specialty      *string // shown on its slots
	DefaultMinutes int
	Buffer         time.Duration
	MaxConcurrent  int
	MaxDaily       *int
	Calendar       Calendar
	Busy           Busy
}

// Location is a location as slot search needs it.
type Location struct {
	ID    uuid.UUID
	Name  string
	Zone  *time.Location
	Hours Hours
}

// Pair is a provider and a location it works at.
type Pair struct {
	Provider *Provider
	Location *Location
}

// Slot is one bookable interval of one provider at one location.
type Slot struct {
	Position
	ProviderName string
	Specialty    *string
	LocationName string
	End          localtime.Clock // local wall-clock time
	StartsAt     time.Time       // UTC
	EndsAt       time.Time       // UTC
	Score        float64
}

// Position is where a slot stands in the order pages are cut: local date, local start time,
// provider id, location id (ids compared as bytes, which is their text order).
type Position struct {
	Date       time.Time // local date
	Start      localtime.Clock
	ProviderID uuid.UUID
	LocationID uuid.UUID
}

// Compare orders positions.
func (p Position) Compare(q Position) int {
	return cmp.Or(p.Date.Compare(q.Date), cmp.Compare(p.Start, q.Start),
		bytes.Compare(p.ProviderID[:], q.ProviderID[:]), bytes.Compare(p.LocationID[:], q.LocationID[:]))
}

// Search is one slot search over pairs, laid out a date at a time.
type Search struct {
	From, To        time.Time // local dates, inclusive
	TypeID          uuid.UUID
	TypeMinutes     int  // the type's duration; 0: each provider's default
	DurationMinutes *int // asked for; overrides the type's
	Now             time.Time
	pairs           []Pair // sorted by provider id, then location id
}

// NewSearch returns a search over pairs (reordered in place).
func NewSearch(s Search, pairs []Pair) *Search {
	slices.SortFunc(pairs, func(a, b Pair) int {
		return cmp.Or(bytes.Compare(a.Provider.ID[:], b.Provider.ID[:]), bytes.Compare(a.Location.ID[:], b.Location.ID[:]))
	})
	s.pairs = pairs
	return &s
}

// candidate is a start time of a pair on the date being laid out.
type candidate struct {
	start  localtime.Clock
	pair   int32
	window int32 // index in the pair's windows of the date
}

// Day appends to out the slots of date after position after (nil: from the first), in order,
// until out holds limit slots. Busy time of every provider must be loaded through the date's
// last slot (two days after date is always enough).
func (s *Search) Day(out []Slot, date time.Time, after *Position, limit int) []Slot {
	windows := make([][]Window, len(s.pairs))
	var cands []candidate
	for i, pr := range s.pairs {
		p := pr.Provider
		windows[i] = p.Calendar.Day(pr.Location.ID, &pr.Location.Hours, date, s.TypeID)
		length, step := s.length(p), s.length(p)+localtime.Clock(p.Buffer/time.Minute)
		for wi, w := range windows[i] {
			for c := w.Start; c+length <= w.End; c += step {
				cands = append(cands, candidate{start: c, pair: int32(i), window: int32(wi)})
			}
		}
	}
	// Pairs are in id order, so (start, pair) is the page order: no allocation in the comparator.
	slices.SortFunc(cands, func(a, b candidate) int { return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(a.pair, b.pair)) })
	if after != nil && after.Date.Equal(date) {
		i := sort.Search(len(cands), func(i int) bool {
			pr := s.pairs[cands[i].pair]
			pos := Position{Date: date, Start: cands[i].start, ProviderID: pr.Provider.ID, LocationID: pr.Location.ID}
			return pos.Compare(*after) > 0
		})
		cands = cands[i:]
	}
	full := make(map[int32]bool) // pairs whose provider reached the daily maximum on this date
	for _, c := range cands {
		if len(out) >= limit {
			break
		}
		pr := s.pairs[c.pair]
		p, l := pr.Provider, pr.Location
		if full[c.pair] {
			continue
		}
		if p.MaxDaily != nil {
			noon, _ := localtime.LocalInstant(date, 12*60, l.Zone)
			from, to := localtime.Day(noon, l.Zone)
			if p.Busy.CountStarting(from, to) >= *p.MaxDaily {
				full[c.pair] = true
				continue
			}
		}
		end := c.start + s.length(p)
		startsAt, ok1 := localtime.LocalInstant(date, c.start, l.Zone)
		endsAt, ok2 := localtime.LocalInstant(date, end, l.Zone)
		if !ok1 || !ok2 || startsAt.Before(s.Now) || !endsAt.After(startsAt) {
			continue
		}
		if _, ok := p.Busy.Admits(startsAt, endsAt, p.MaxConcurrent); !ok {
			continue
		}
		sl := Slot{Position: Position{Date: date, Start: c.start, ProviderID: p.ID, LocationID: l.ID},
			ProviderName: p.Name, Specialty: p.Specialty, LocationName: l.Name, End: end, StartsAt: startsAt, EndsAt: endsAt}
		sl.Score = s.score(date, windows[c.pair][c.window], sl, p, l.Zone)
		out = append(out, sl)
	}
	return out
}

// length is the slot length for p, in minutes.
func (s *Search) length(p *Provider) localtime.Clock {
	switch {
	case s.DurationMinutes != nil:
		return localtime.Clock(*s.DurationMinutes)
	case s.TypeMinutes > 0:
		return localtime.Clock(s.TypeMinutes)
	}
	return localtime.Clock(p.DefaultMinutes)
}

// score is 0.5 × sooner + 0.5 × compactness, rounded to 4 places:
//   - sooner falls linearly from 1 on the first day of the search to 0 on its last (1 when the
//     search is one day long);
//   - compactness is 1 when the slot touches (within the buffer) an existing appointment or an
//     edge of its window, 0 when it would leave on either side a gap too short for another slot
//     of the same length, and 0.5 otherwise.
func (s *Search) score(date time.Time, w Window, sl Slot, p *Provider, zone *time.Location) float64 {
	span := int(s.To.Sub(s.From).Hours()/24 + 0.5)
	day := int(date.Sub(s.From).Hours()/24 + 0.5)
	sooner := 1.0
	if span > 0 {
		sooner = 1 - float64(day)/float64(span)
	}
	length := sl.EndsAt.Sub(sl.StartsAt)
	winStart, _ := localtime.LocalInstant(sl.Date, w.Start, zone)
	winEnd, _ := localtime.LocalInstant(sl.Date, w.End, zone)
	before, after := sl.StartsAt.Sub(winStart), winEnd.Sub(sl.EndsAt)
	// Only appointments meeting the window can be nearer than its edges (each lasts at most 12 h).
	appts := p.Busy.Appointments()
	lo := sort.Search(len(appts), func(i int) bool { return appts[i].Start.After(winStart.Add(-MaxAppointment)) })
	hi := sort.Search(len(appts), func(i int) bool { return !appts[i].Start.Before(winEnd) })
	for _, ap := range appts[lo:max(lo, hi)] {
		if !ap.End.After(sl.StartsAt) && sl.StartsAt.Sub(ap.End) < before {
			before = sl.StartsAt.Sub(ap.End)
		}
		if !ap.Start.Before(sl.EndsAt) && ap.Start.Sub(sl.EndsAt) < after {
			after = ap.Start.Sub(sl.EndsAt)
		}
	}
	compact := 0.5
	switch {
	case before <= p.Buffer || after <= p.Buffer:
		compact = 1
	case before < length || after < length:
		compact = 0
	}
	return math.Round((0.5*sooner+0.5*compact)*1e4) / 1e4
}
