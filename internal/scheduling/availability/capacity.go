package availability

import (
	"slices"
	"sort"
	"time"

	"clinic/internal/scheduling/localtime"
)

// Interval is [Start, End) in UTC.
type Interval struct{ Start, End time.Time }

// MaxAppointment is the longest an appointment may last; with the buffer it bounds how far
// before a window an appointment that reaches into it can start.
const MaxAppointment = 12 * time.Hour

// Busy is one provider's active appointments and the buffer that follows each. The capacity rule
// (Admits) is the only place the engine counts concurrency; booking and slot search both call it.
type Busy struct {
	appts  []Interval // sorted by Start
	buffer time.Duration
}

// NewBusy returns the busy time of appointments (any order; the slice is sorted in place)
// followed by buffer each.
func NewBusy(appts []Interval, buffer time.Duration) Busy {
	slices.SortFunc(appts, func(a, b Interval) int { return a.Start.Compare(b.Start) })
	return Busy{appts: appts, buffer: buffer}
}

// Add appends appointments that start at or after every one already held (a later load).
func (b *Busy) Add(appts ...Interval) { b.appts = append(b.appts, appts...) }

// Appointments returns the appointments, sorted by start.
func (b *Busy) Appointments() []Interval { return b.appts }

// Admits reports whether an appointment [start, end) fits the capacity, and the peak it meets.
//
// The rule: every active appointment occupies its provider over [start, end + buffer). One more
// is admitted when, at every instant of its own occupancy, fewer than capacity occupancies of the
// others cover that instant. Intervals are half-open, so touching ends never overlap; at capacity
// 1 two appointments need a gap of at least the buffer between them, at any capacity the peak is
// the number running at one instant, not the number touching the window. The peak is found by a
// sweep over the clipped starts and ends of the occupancies that meet the new one (ends before
// starts at equal instants).
func (b *Busy) Admits(start, end time.Time, capacity int) (peak int, ok bool) {
	peak = b.peak(start, end.Add(b.buffer))
	return peak, peak < capacity
}

func (b *Busy) peak(from, to time.Time) int {
	// Occupancies meeting [from, to) start before to, and after from − (longest appointment + buffer).
	earliest := from.Add(-MaxAppointment - b.buffer)
	hi := sort.Search(len(b.appts), func(i int) bool { return !b.appts[i].Start.Before(to) })
	var startBuf, endBuf [16]time.Time
	starts, ends := startBuf[:0], endBuf[:0]
	for i := hi - 1; i >= 0 && b.appts[i].Start.After(earliest); i-- {
		a := b.appts[i]
		occEnd := a.End.Add(b.buffer)
		if !occEnd.After(from) {
			continue
		}
		starts = append(starts, maxTime(a.Start, from))
		ends = append(ends, minTime(occEnd, to))
	}
	if len(starts) == 0 {
		return 0
	}
	slices.SortFunc(starts, time.Time.Compare)
	slices.SortFunc(ends, time.Time.Compare)
	count, peak, j := 0, 0, 0
	for _, s := range starts {
		for j < len(ends) && !ends[j].After(s) { // an occupancy ending at s no longer runs at s
			count--
			j++
		}
		count++
		peak = max(peak, count)
	}
	return peak
}

// CountStarting counts the appointments starting in [from, to).
func (b *Busy) CountStarting(from, to time.Time) int {
	lo := sort.Search(len(b.appts), func(i int) bool { return !b.appts[i].Start.Before(from) })
	hi := sort.Search(len(b.appts), func(i int) bool { return !b.appts[i].Start.Before(to) })
	return hi - lo
}

// Open reports whether [start, end) lies inside the union of a location's operating hours and
// the provider's `added` windows (added(date), may be nil) on the local dates it touches, in
// zone. A window ending at 24:00 meets the next date's window starting at 00:00, so an
// appointment may run across midnight when both days are open then. A window whose start falls
// in a DST gap opens when the clocks resume.
func Open(start, end time.Time, zone *time.Location, hours *Hours, added func(date time.Time) []Window) bool {
	first, last := localtime.Date(start, zone), localtime.Date(end.Add(-time.Nanosecond), zone)
	var open []Interval
	for d := first; !d.After(last); d = d.AddDate(0, 0, 1) {
		ws := slices.Clone(hours[localtime.Weekday(d)-1])
		if added != nil {
			ws = append(ws, added(d)...)
		}
		for _, w := range ws {
			s, e := localtime.InstantOrNext(d, w.Start, zone), localtime.InstantOrNext(d, w.End, zone)
			if e.After(s) {
				open = append(open, Interval{s, e})
			}
		}
	}
	slices.SortFunc(open, func(a, b Interval) int { return a.Start.Compare(b.Start) })
	var cur Interval
	for i, o := range open {
		if i > 0 && !o.Start.After(cur.End) {
			cur.End = maxTime(cur.End, o.End)
		} else {
			cur = o
		}
		if !cur.Start.After(start) && !cur.End.Before(end) {
			return true
		}
	}
	return false
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}
