package rest_test

// End-to-end tests of the scheduling engine's rules, through the public HTTP API only:
//
//  1. Capacity is peak concurrency: an active appointment occupies its provider over
//     [start, end + buffer); a booking is allowed iff at every instant of its own occupancy fewer
//     than max_concurrent_appointments other active appointments' occupancies run (half-open
//     intervals: touching ends never overlap). Slot search offers a slot iff booking it is allowed.
//  2. Operating hours bound availability: ((templates, or that date's `modified` windows) ∩ the
//     location's hours of the weekday) ∪ that date's `added` windows, minus `blocked` ones. A
//     booking outside the location's hours (and outside an `added` window of its provider, location
//     and date) is a 409 whose detail mentions operating hours.
//  3. A location created without operating_hours is open all day every day.
//  4. max_daily_appointments counts the location's local dates.
//  5. Slot search pages with a cursor, in (date, start_time, provider_id, location_id) order.
//  6. Concurrent bookings never exceed capacity.

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

// engineDays are the keys of operating hours, Monday first.
var engineDays = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}

// engineAllDay is operating hours open 00:00–24:00 every day, stated explicitly.
func engineAllDay() map[string]any {
	h := map[string]any{}
	for _, d := range engineDays {
		h[d] = []any{map[string]any{"start": "00:00", "end": "24:00"}}
	}
	return h
}

// engineWorld is a fresh tenant with one location (in zone), appointment types of 15, 30 and 60
// minutes and a patient, all made through the API. It reuses slotWorld's provider, template and
// override helpers (w.location is the location, w.typ the 30-minute type).
type engineWorld struct {
	slotWorld
	zone         *time.Location
	patientToken string
	types        map[int]string // appointment type id by duration in minutes
}

// engineSetup creates the world; hours nil creates the location without operating_hours.
func engineSetup(t *testing.T, zone string, hours map[string]any) engineWorld {
	t.Helper()
	return engineSetupWith(t, testkit.ServerOptions{}, zone, hours)
}

// engineSetupWith is engineSetup with an API started with opt.
func engineSetupWith(t *testing.T, opt testkit.ServerOptions, zone string, hours map[string]any) engineWorld {
	t.Helper()
	a := newAPI(t, opt)
	loc, err := time.LoadLocation(zone)
	if err != nil {
		t.Fatalf("load zone %s: %v", zone, err)
	}
	w := engineWorld{slotWorld: slotWorld{api: a}, zone: loc, types: map[int]string{}}
	body := map[string]any{"name": "Unidade " + zone, "timezone": zone}
	if hours != nil {
		body["operating_hours"] = hours
	}
	w.location = locCreate(t, a, body)["id"].(string)
	for _, m := range []int{15, 30, 60} {
		w.types[m] = a.c.Do(t, "POST", "/v1/scheduling/appointment-types", a.tenant.Key,
			map[string]any{"name": fmt.Sprintf("Consulta %d min", m), "duration_minutes": m}).Expect(t, 201).JSON(t)["id"].(string)
	}
	w.typ = w.types[30]
	var patientUUID string
	w.patientToken, patientUUID = apptNewPatient(t, a)
	w.patient = uuid.MustParse(patientUUID)
	return w
}

// at is the instant of wall-clock time clock ("HH:MM", "24:00" = the next midnight) on the local
// date (YYYY-MM-DD) in the world's zone.
func (w engineWorld) at(t *testing.T, date, clock string) time.Time {
	t.Helper()
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		t.Fatalf("bad date %q", date)
	}
	var h, m int
	if _, err := fmt.Sscanf(clock, "%d:%d", &h, &m); err != nil {
		t.Fatalf("bad clock %q", clock)
	}
	return time.Date(d.Year(), d.Month(), d.Day(), h, m, 0, 0, w.zone)
}

// post books [from, to) local on date for provider at the world's location with the 30-minute
// type and returns the answer, whatever its status.
func (w engineWorld) post(t *testing.T, provider, date, from, to string) *testkit.Response {
	t.Helper()
	return w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, map[string]any{
		"provider_profile_id": provider, "patient_id": w.patientToken, "appointment_type_id": w.typ,
		"location_id": w.location, "start_time": w.at(t, date, from).UTC().Format(time.RFC3339),
		"end_time": w.at(t, date, to).UTC().Format(time.RFC3339)})
}

// expect books [from, to) local on date and fails the test (the schedule no longer is what the
// rest of the test assumes) unless the answer is want. A 409 must carry a detail (the service's
// error body, see errors.go) that contains every string of mention.
func (w engineWorld) expect(t *testing.T, provider, date, from, to string, want int, mention ...string) *testkit.Response {
	t.Helper()
	r := w.post(t, provider, date, from, to)
	what := fmt.Sprintf("booking %s %s–%s local (%s, %s to %s)", date, from, to, w.zone,
		w.at(t, date, from).UTC().Format(time.RFC3339), w.at(t, date, to).UTC().Format(time.RFC3339))
	if r.Status != want {
		t.Fatalf("%s: status %d, want %d; body: %s", what, r.Status, want, r.Body)
	}
	if want == 409 {
		var p struct {
			Detail string `json:"detail"`
		}
		if err := json.Unmarshal(r.Body, &p); err != nil || p.Detail == "" {
			t.Fatalf("%s: 409 without a detail: %s", what, r.Body)
		}
		for _, m := range mention {
			if !strings.Contains(p.Detail, m) {
				t.Errorf("%s: 409 detail %q does not mention %q", what, p.Detail, m)
			}
		}
	}
	return r
}

// engineStep is one booking attempt of a scenario.
type engineStep struct {
	from, to string
	want     int
}

// run plays steps in order on date for provider.
func (w engineWorld) run(t *testing.T, provider, date string, steps []engineStep) {
	t.Helper()
	for _, s := range steps {
		w.expect(t, provider, date, s.from, s.to, s.want)
	}
}

// engineSlot is one item of a slot search.
type engineSlot struct {
	ProviderID string `json:"provider_id"`
	Location   struct {
		ID string `json:"id"`
	} `json:"location"`
	Date      string    `json:"date"`
	StartTime string    `json:"start_time"`
	EndTime   string    `json:"end_time"`
	StartsAt  time.Time `json:"starts_at"`
	EndsAt    time.Time `json:"ends_at"`
}

// search runs one slot search page (query is appended to /v1/scheduling/slots?).
func (w engineWorld) search(t *testing.T, query string) (items []engineSlot, next string) {
	t.Helper()
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?"+query, w.tenant.Key, nil).Expect(t, 200)
	var page struct {
		Items      []engineSlot `json:"items"`
		NextCursor *string      `json:"next_cursor"`
	}
	if err := json.Unmarshal(r.Body, &page); err != nil {
		t.Fatalf("slot page is not JSON: %v: %s", err, r.Body)
	}
	if page.NextCursor != nil {
		next = *page.NextCursor
	}
	return page.Items, next
}

// slotsOn returns the slots of provider at the world's location on date for the type of the
// given duration, as "HH:MM-HH:MM" local (one page of up to 200: more never happens here).
func (w engineWorld) slotsOn(t *testing.T, minutes int, provider, date string) []string {
	t.Helper()
	items, next := w.search(t, "appointment_type_id="+w.types[minutes]+"&provider_id="+provider+"&location_id="+w.location+
		"&date_from="+date+"&date_to="+date+"&limit=200")
	if next != "" {
		t.Fatalf("more than 200 slots on %s", date)
	}
	out := []string{}
	for _, s := range items {
		if s.Date != date || s.ProviderID != provider || s.Location.ID != w.location {
			t.Errorf("slot %+v is not of provider %s at %s on %s", s, provider, w.location, date)
		}
		out = append(out, s.StartTime+"-"+s.EndTime)
	}
	return out
}

// engineSlotList is want's "HH:MM-HH:MM" slots of minutes each from first to last start (inclusive).
func engineSlotList(first, last string, minutes int) []string {
	a, _ := time.Parse("15:04", first)
	b, _ := time.Parse("15:04", last)
	out := []string{}
	for s := a; !s.After(b); s = s.Add(time.Duration(minutes) * time.Minute) {
		out = append(out, s.Format("15:04")+"-"+s.Add(time.Duration(minutes)*time.Minute).Format("15:04"))
	}
	return out
}

// engineSlotsStartingAt filters slots ("HH:MM-HH:MM") by start.
func engineSlotsStartingAt(slots []string, start string) []string {
	var out []string
	for _, s := range slots {
		if strings.HasPrefix(s, start+"-") {
			out = append(out, s)
		}
	}
	return out
}

// 2027-03-01 is a Monday (slotMonday); Sao Paulo has had no DST since 2019.
const engineZone = "America/Sao_Paulo"

// Rule 1: two back-to-back appointments never run together, so at capacity 2 a visit spanning
// both fits; the search agrees before and after.
func TestEngineCapacityBackToBack(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	p := w.provider(t, map[string]any{"max_concurrent_appointments": 2})
	w.template(t, p, 1, "08:00", "11:00")
	w.expect(t, p, slotMonday, "09:00", "09:30", 201)
	w.expect(t, p, slotMonday, "09:30", "10:00", 201)
	if got := engineSlotsStartingAt(w.slotsOn(t, 60, p, slotMonday), "09:00"); !slices.Equal(got, []string{"09:00-10:00"}) {
		t.Errorf("60-minute slots at 09:00 with 09:00–09:30 and 09:30–10:00 booked at capacity 2: %v, want [09:00-10:00] "+
			"(at most one of them runs at any instant)", got)
	}
	w.expect(t, p, slotMonday, "09:00", "10:00", 201)
	if got := engineSlotsStartingAt(w.slotsOn(t, 60, p, slotMonday), "09:00"); len(got) != 0 {
		t.Errorf("60-minute slot at 09:00 still offered once full (2 run over 09:00–10:00 at capacity 2): %v", got)
	}
	w.expect(t, p, slotMonday, "09:00", "10:00", 409)
	if got := engineSlotsStartingAt(w.slotsOn(t, 60, p, slotMonday), "09:00"); len(got) != 0 {
		t.Errorf("60-minute slot at 09:00 offered after its booking was refused: %v", got)
	}
}

// Rule 1: nested appointments count only where they actually run.
func TestEngineCapacityNested(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	t.Run("capacity 2", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 2})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "11:00", 201},
			{"09:30", "10:00", 201},
			{"10:00", "10:30", 201}, // at [10:00, 10:30) only 09:00–11:00 runs
			{"09:45", "10:15", 409}, // at 09:45 both 09:00–11:00 and 09:30–10:00 run
		})
	})
	t.Run("capacity 3 two small ones inside a long one", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 3})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "11:00", 201},
			{"09:15", "09:45", 201},
			{"10:15", "10:45", 201},
			{"09:00", "11:00", 201}, // overlaps all three, but at most 2 run at any instant
			{"09:30", "09:40", 409}, // 09:00–11:00 ×2 and 09:15–09:45 run
			{"10:00", "10:15", 201}, // only the two long ones run
			{"10:10", "10:20", 409}, // at 10:10 both long ones and 10:00–10:15 run
		})
	})
}

// Rule 1: staggered appointments.
func TestEngineCapacityStaggered(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	t.Run("capacity 2", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 2})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "10:00", 201},
			{"09:30", "10:30", 201},
			{"10:00", "10:30", 201}, // at [10:00, 10:30) only 09:30–10:30 runs
			{"09:15", "09:45", 409}, // at 09:30 09:00–10:00 and 09:30–10:30 run
		})
	})
	t.Run("capacity 3 spanning a chain", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 3})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "10:00", 201},
			{"09:30", "10:30", 201},
			{"10:00", "11:00", 201},
			{"09:00", "11:00", 201}, // overlaps all three, but at most 2 of them run at any instant
			{"09:45", "10:15", 409}, // at 09:45: 09:00–10:00, 09:30–10:30, 09:00–11:00
			{"10:30", "11:00", 201}, // at [10:30, 11:00): 10:00–11:00 and 09:00–11:00
		})
	})
}

// Rule 1: equal starts fill capacity; touching ends never overlap.
func TestEngineCapacityEqualStartsAndTouchingEnds(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	t.Run("equal starts", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 3})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "09:30", 201}, {"09:00", "09:30", 201}, {"09:00", "09:30", 201},
			{"09:00", "09:30", 409},
		})
	})
	t.Run("touching ends", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 3})
		w.run(t, p, slotMonday, []engineStep{
			{"08:30", "09:00", 201}, {"08:30", "09:00", 201}, {"08:30", "09:00", 201},
			{"09:00", "09:30", 201}, {"09:00", "09:30", 201}, {"09:00", "09:30", 201},
			{"08:45", "09:15", 409},
		})
	})
}

// Rule 1: at capacity 1 the buffer must fit between two visits, exactly; before and after.
func TestEngineCapacityBufferOneAtATime(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	p := w.provider(t, map[string]any{"max_concurrent_appointments": 1, "buffer_between_appointments_minutes": 10})
	w.run(t, p, slotMonday, []engineStep{
		{"09:00", "09:30", 201}, // occupies [09:00, 09:40)
		{"09:30", "10:00", 409},
		{"09:39", "10:09", 409}, // gap 9 minutes
		{"08:21", "08:51", 409}, // occupies [08:21, 09:01)
		{"09:40", "10:10", 201}, // gap exactly the buffer
		{"08:20", "08:50", 201}, // occupies [08:20, 09:00): touches
	})
}

// Rule 1: at capacity 2 with a buffer, occupancies [start, end + buffer) are what count.
func TestEngineCapacityBufferCapacityTwo(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	t.Run("two at once fill the buffer too", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 2, "buffer_between_appointments_minutes": 10})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "09:30", 201}, // A: [09:00, 09:40)
			{"09:00", "09:30", 201}, // C: [09:00, 09:40)
			{"09:35", "10:05", 409}, // at 09:35 A's and C's occupancies still run
			{"09:40", "10:10", 201},
		})
	})
	t.Run("disjoint occupancies", func(t *testing.T) {
		p := w.provider(t, map[string]any{"max_concurrent_appointments": 2, "buffer_between_appointments_minutes": 10})
		w.run(t, p, slotMonday, []engineStep{
			{"09:00", "09:30", 201}, // A: [09:00, 09:40)
			{"09:40", "10:10", 201}, // C: [09:40, 10:20), touches A's
			{"09:10", "09:40", 201}, // D: [09:10, 09:50) meets A then C, one at a time
			{"09:35", "10:05", 409}, // at 09:35 A's and D's occupancies run
		})
	})
}

// Rule 1: slot search and booking are one rule: every offered slot books, and a start that is
// refused is never offered.
func TestEngineSearchAgreesWithBooking(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	p := w.provider(t, map[string]any{"max_concurrent_appointments": 2, "buffer_between_appointments_minutes": 10})
	w.template(t, p, 1, "08:00", "12:00")
	for _, s := range []engineStep{
		{"08:00", "08:30", 201}, {"08:00", "08:30", 201}, // full over [08:00, 08:40)
		{"09:20", "10:20", 201}, {"09:50", "10:20", 201}, // full over [09:50, 10:30)
		{"10:40", "11:00", 201}, {"11:10", "11:30", 201}, // disjoint occupancies [10:40, 11:10), [11:10, 11:40)
	} {
		w.expect(t, p, slotMonday, s.from, s.to, s.want)
	}
	cancel := func(r *testkit.Response) {
		t.Helper()
		id := r.JSON(t)["id"].(string)
		w.c.Do(t, "POST", "/v1/scheduling/appointments/"+id+"/cancel", w.tenant.Key, nil).Expect(t, 200)
	}
	offered := w.slotsOn(t, 30, p, slotMonday)
	if len(offered) == 0 {
		t.Fatal("no slot offered: the test needs some")
	}
	for _, s := range offered {
		from, to, _ := strings.Cut(s, "-")
		r := w.post(t, p, slotMonday, from, to)
		if r.Status != 201 {
			t.Errorf("offered slot %s does not book: %d %s", s, r.Status, r.Body)
			continue
		}
		cancel(r) // back to the schedule searched
	}
	refused := 0
	for m := 8 * 60; m <= 11*60+30; m += 5 {
		from := fmt.Sprintf("%02d:%02d", m/60, m%60)
		to := fmt.Sprintf("%02d:%02d", (m+30)/60, (m+30)%60)
		r := w.post(t, p, slotMonday, from, to)
		switch r.Status {
		case 201:
			cancel(r)
		case 409:
			refused++
			if got := engineSlotsStartingAt(offered, from); len(got) != 0 {
				t.Errorf("%s–%s is refused (%s) but the search offers %v", from, to, r.Body, got)
			}
		default:
			t.Errorf("%s–%s: status %d: %s", from, to, r.Status, r.Body)
		}
	}
	if refused == 0 {
		t.Error("no start was refused: the test needs some")
	}
}

// Rule 2: the location's hours clip template windows; a closed day offers nothing.
func TestEngineOperatingHoursClipTemplates(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, map[string]any{"mon": []any{map[string]any{"start": "08:00", "end": "12:00"}}})
	p := w.provider(t, map[string]any{})
	w.template(t, p, 1, "07:00", "18:00")
	w.template(t, p, 2, "08:00", "12:00") // Tuesday: closed
	if got, want := w.slotsOn(t, 30, p, slotMonday), engineSlotList("08:00", "11:30", 30); !slices.Equal(got, want) {
		t.Errorf("template 07:00–18:00 at a location open 08:00–12:00: slots %v, want %v", got, want)
	}
	if got := w.slotsOn(t, 30, p, "2027-03-02"); len(got) != 0 {
		t.Errorf("template on a closed weekday offers %v, want nothing", got)
	}
}

// Rule 2: a booking must lie entirely inside the location's hours of its local date.
func TestEngineOperatingHoursRefuseBookings(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, map[string]any{"mon": []any{map[string]any{"start": "08:00", "end": "12:00"}}})
	p := w.provider(t, map[string]any{})
	w.template(t, p, 1, "07:00", "18:00")
	w.template(t, p, 2, "08:00", "12:00")
	w.expect(t, p, slotMonday, "07:30", "08:00", 409, "operating hours")
	w.expect(t, p, slotMonday, "07:45", "08:15", 409, "operating hours")
	w.expect(t, p, slotMonday, "11:45", "12:15", 409, "operating hours")
	w.expect(t, p, slotMonday, "12:00", "12:30", 409, "operating hours")
	w.expect(t, p, "2027-03-02", "09:00", "09:30", 409, "operating hours") // closed Tuesday, inside the template
	w.expect(t, p, slotMonday, "08:00", "08:30", 201)
	w.expect(t, p, slotMonday, "11:30", "12:00", 201)
}

// Rule 2: an `added` override may go beyond the hours and open a closed day, for its provider.
func TestEngineAddedOverrideExtendsHours(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, map[string]any{"mon": []any{map[string]any{"start": "08:00", "end": "12:00"}}})
	p := w.provider(t, map[string]any{})
	other := w.provider(t, map[string]any{})
	for _, prov := range []string{p, other} {
		w.template(t, prov, 1, "07:00", "18:00")
		w.template(t, prov, 2, "08:00", "12:00")
	}
	const monday, tuesday = "2027-03-08", "2027-03-09"
	w.override(t, p, map[string]any{"kind": "added", "date": monday, "start_time": "18:00", "end_time": "20:00", "location_id": w.location})
	w.override(t, p, map[string]any{"kind": "added", "date": tuesday, "start_time": "09:00", "end_time": "10:00", "location_id": w.location})

	want := append(engineSlotList("08:00", "11:30", 30), engineSlotList("18:00", "19:30", 30)...)
	if got := w.slotsOn(t, 30, p, monday); !slices.Equal(got, want) {
		t.Errorf("added 18:00–20:00 at a location open 08:00–12:00: slots %v, want %v", got, want)
	}
	if got, want := w.slotsOn(t, 30, p, tuesday), engineSlotList("09:00", "09:30", 30); !slices.Equal(got, want) {
		t.Errorf("added 09:00–10:00 on a closed day: slots %v, want %v", got, want)
	}
	if got, want := w.slotsOn(t, 30, other, monday), engineSlotList("08:00", "11:30", 30); !slices.Equal(got, want) {
		t.Errorf("a provider without the override: slots %v, want %v", got, want)
	}

	w.expect(t, p, monday, "18:00", "18:30", 201)
	w.expect(t, p, monday, "19:30", "20:00", 201)
	w.expect(t, p, monday, "20:00", "20:30", 409, "operating hours")
	w.expect(t, p, monday, "17:30", "18:00", 409, "operating hours") // inside the template, outside hours and the override
	w.expect(t, p, tuesday, "09:00", "09:30", 201)
	w.expect(t, p, tuesday, "10:00", "10:30", 409, "operating hours")
	w.expect(t, other, monday, "18:00", "18:30", 409, "operating hours") // the override is p's
	w.expect(t, other, tuesday, "09:00", "09:30", 409, "operating hours")
}

// Rule 2: a `modified` override replaces the template but stays inside the hours.
func TestEngineModifiedOverrideStaysInsideHours(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, map[string]any{"mon": []any{map[string]any{"start": "08:00", "end": "12:00"}}})
	p := w.provider(t, map[string]any{})
	w.template(t, p, 1, "07:00", "18:00")
	const monday = "2027-03-15"
	w.override(t, p, map[string]any{"kind": "modified", "date": monday, "start_time": "10:00", "end_time": "20:00", "location_id": w.location})
	if got, want := w.slotsOn(t, 30, p, monday), engineSlotList("10:00", "11:30", 30); !slices.Equal(got, want) {
		t.Errorf("modified 10:00–20:00 at a location open 08:00–12:00: slots %v, want %v", got, want)
	}
	w.expect(t, p, monday, "12:00", "12:30", 409, "operating hours")
	w.expect(t, p, monday, "10:00", "10:30", 201)
}

// Rule 2 across DST switches in New York: hours clip the template in wall-clock time, no slot
// starts at a wall time that does not exist, and every starts_at is its local date and time.
func TestEngineOperatingHoursAcrossDST(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, "America/New_York", map[string]any{"sun": []any{map[string]any{"start": "01:30", "end": "04:30"}}})
	p := w.provider(t, map[string]any{})
	w.template(t, p, 7, "01:00", "05:00") // both switch dates are Sundays
	for _, date := range []string{"2027-03-14", "2027-11-07"} {
		items, _ := w.search(t, "appointment_type_id="+w.types[15]+"&provider_id="+p+"&location_id="+w.location+
			"&date_from="+date+"&date_to="+date+"&limit=200")
		if len(items) == 0 {
			t.Errorf("%s: no slots", date)
			continue
		}
		var starts []string
		for _, s := range items {
			starts = append(starts, s.StartTime)
			if s.Date != date {
				t.Errorf("%s: slot %+v on another date", date, s)
			}
			if want := w.at(t, date, s.StartTime); !s.StartsAt.Equal(want) {
				t.Errorf("%s: slot at %s local has starts_at %s, want %s (%s in %s)", date, s.StartTime,
					s.StartsAt.Format(time.RFC3339), want.UTC().Format(time.RFC3339), s.StartTime, w.zone)
			}
			if s.StartTime < "01:30" || s.EndTime > "04:30" || s.EndTime < s.StartTime {
				t.Errorf("%s: slot %s-%s outside the hours 01:30–04:30", date, s.StartTime, s.EndTime)
			}
		}
		if starts[0] != "01:30" {
			t.Errorf("%s: first slot starts at %s, want 01:30 (hours open at 01:30); starts %v", date, starts[0], starts)
		}
		if last := items[len(items)-1]; last.EndTime != "04:30" {
			t.Errorf("%s: last slot ends at %s, want 04:30; starts %v", date, last.EndTime, starts)
		}
		var afterThree []string
		for _, s := range starts {
			if s >= "03:00" {
				afterThree = append(afterThree, s)
			}
		}
		if want := []string{"03:00", "03:15", "03:30", "03:45", "04:00", "04:15"}; !slices.Equal(afterThree, want) {
			t.Errorf("%s: starts from 03:00 %v, want %v", date, afterThree, want)
		}
		if date == "2027-03-14" {
			for _, s := range starts {
				if s >= "02:00" && s < "03:00" {
					t.Errorf("2027-03-14: a slot starts at %s, a wall time that does not exist that night", s)
				}
			}
		} else if want := []string{"01:30", "01:45", "02:00", "02:15", "02:30", "02:45", "03:00", "03:15", "03:30", "03:45", "04:00", "04:15"}; !slices.Equal(starts, want) {
			t.Errorf("2027-11-07: starts %v, want %v (each wall time once)", starts, want)
		}
	}
	// Booking follows the same hours: 01:00–01:30 EST on 2027-03-14 is before they open.
	w.expect(t, p, "2027-03-14", "01:00", "01:30", 409, "operating hours")
	w.expect(t, p, "2027-03-14", "03:00", "03:30", 201)
}

// Rule 3: a location created without operating_hours is open all day every day.
func TestEngineLocationWithoutHoursIsOpenAllDay(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, nil)
	check := func(what string, l map[string]any) {
		t.Helper()
		hours, ok := l["operating_hours"].(map[string]any)
		if !ok || len(hours) != 7 {
			t.Fatalf("%s: operating_hours %v, want all 7 days", what, l["operating_hours"])
		}
		for _, d := range engineDays {
			if got := fmt.Sprint(hours[d]); got != "[map[end:24:00 start:00:00]]" {
				t.Errorf(`%s: %s = %v, want [{"start":"00:00","end":"24:00"}]`, what, d, hours[d])
			}
		}
	}
	created := locCreate(t, w.api, map[string]any{"name": "Sem horário"})
	check("create answer", created)
	check("GET", w.c.Do(t, "GET", "/v1/scheduling/locations/"+created["id"].(string), w.tenant.Key, nil).Expect(t, 200).JSON(t))
	// The world's own location was made the same way: it books and offers around the clock.
	p := w.provider(t, map[string]any{})
	w.template(t, p, 7, "22:00", "24:00")
	const sunday = "2027-03-07"
	if got := w.slotsOn(t, 30, p, sunday); len(got) != 4 || !strings.HasPrefix(got[0], "22:00-") || !strings.HasPrefix(got[3], "23:30-") {
		t.Errorf("template 22:00–24:00 at a location without hours: slots %v, want 22:00, 22:30, 23:00, 23:30", got)
	}
	w.expect(t, p, sunday, "00:00", "00:30", 201)
	w.expect(t, p, sunday, "23:30", "24:00", 201)
	w.expect(t, p, "2027-03-03", "03:00", "03:30", 201) // a Wednesday at night
}

// Rule 4: the daily maximum counts the location's local dates, not UTC ones.
func TestEngineDailyLimitPerLocalDate(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, "Asia/Tokyo", engineAllDay())
	p := w.provider(t, map[string]any{"max_daily_appointments": 2})
	const wed, thu = "2027-03-10", "2027-03-11"
	w.template(t, p, 3, "12:00", "14:00")
	w.template(t, p, 4, "12:00", "14:00")
	all := engineSlotList("12:00", "13:30", 30)
	if got := w.slotsOn(t, 30, p, wed); !slices.Equal(got, all) {
		t.Fatalf("before any booking %s offers %v, want %v", wed, got, all)
	}
	if r := w.expect(t, p, wed, "09:00", "09:30", 201); r.JSON(t)["start_time"] != "2027-03-10T00:00:00Z" {
		t.Errorf("09:00 Tokyo stored as %v, want 2027-03-10T00:00:00Z", r.JSON(t)["start_time"])
	}
	w.expect(t, p, wed, "10:00", "10:30", 201)      // 01:00Z
	w.expect(t, p, wed, "23:00", "23:30", 409)      // 14:00Z, local date 2027-03-10: its third
	r := w.expect(t, p, thu, "08:00", "08:30", 201) // 2027-03-10T23:00Z, the same UTC date as the others
	if got := r.JSON(t)["start_time"]; got != "2027-03-10T23:00:00Z" {
		t.Errorf("08:00 Tokyo on %s stored as %v, want 2027-03-10T23:00:00Z", thu, got)
	}
	if got := w.slotsOn(t, 30, p, wed); len(got) != 0 {
		t.Errorf("%s has its 2 appointments but still offers %v", wed, got)
	}
	if got := w.slotsOn(t, 30, p, thu); !slices.Equal(got, all) {
		t.Errorf("%s has 1 appointment of 2 (08:00, outside the window): slots %v, want %v", thu, got, all)
	}
}

// Rule 5: a cursor walk over 100 providers' slots gives each slot once, in order, and no other.
func TestEngineSlotCursorPagingAcross100Providers(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	const specialty = "Endocrinologia"
	const monday, tuesday = slotMonday, "2027-03-02"
	starts := []string{"08:00", "08:30", "09:00", "09:30"}
	type key struct{ date, start, provider, location string }
	want := map[key]bool{}
	for i := range 100 {
		p := w.provider(t, map[string]any{"name": fmt.Sprintf("Dr. %03d", i), "specialties": []string{specialty}})
		w.template(t, p, 1, "08:00", "10:00")
		w.template(t, p, 2, "08:00", "10:00")
		for _, d := range []string{monday, tuesday} {
			for _, s := range starts {
				want[key{d, s, p, w.location}] = true
			}
		}
		switch i % 10 {
		case 3:
			w.expect(t, p, monday, "08:30", "09:00", 201)
			delete(want, key{monday, "08:30", p, w.location})
		case 7:
			w.expect(t, p, tuesday, "09:30", "10:00", 201)
			delete(want, key{tuesday, "09:30", p, w.location})
		}
	}
	if len(want) != 780 {
		t.Fatalf("expected set has %d slots, want 780", len(want))
	}
	walk := func(limit int) []key {
		t.Helper()
		base := "appointment_type_id=" + w.typ + "&specialty=" + url.QueryEscape(specialty) +
			"&date_from=" + monday + "&date_to=" + tuesday + fmt.Sprintf("&limit=%d", limit)
		var out []key
		cursor := ""
		for pages := 0; ; pages++ {
			if pages > 800/limit+5 {
				t.Fatalf("limit %d: the walk does not end after %d pages", limit, pages)
			}
			q := base
			if cursor != "" {
				q += "&cursor=" + url.QueryEscape(cursor)
			}
			items, next := w.search(t, q)
			if len(items) > limit {
				t.Errorf("limit %d: a page of %d", limit, len(items))
			}
			for _, s := range items {
				k := key{s.Date, s.StartTime, s.ProviderID, s.Location.ID}
				if want := w.at(t, s.Date, s.StartTime); !s.StartsAt.Equal(want) {
					t.Errorf("slot %+v: starts_at %s, want %s", k, s.StartsAt, want.UTC())
				}
				out = append(out, k)
			}
			if next == "" {
				return out
			}
			if len(items) == 0 {
				t.Fatalf("limit %d: an empty page with a next_cursor", limit)
			}
			cursor = next
		}
	}
	less := func(a, b key) int {
		return strings.Compare(a.date+" "+a.start+" "+a.provider+" "+a.location, b.date+" "+b.start+" "+b.provider+" "+b.location)
	}
	for _, limit := range []int{37, 200} {
		got := walk(limit)
		seen := map[key]bool{}
		for i, k := range got {
			if seen[k] {
				t.Errorf("limit %d: slot %+v returned twice", limit, k)
			}
			seen[k] = true
			if i > 0 && less(got[i-1], k) >= 0 {
				t.Errorf("limit %d: out of order at %d: %+v then %+v", limit, i, got[i-1], k)
			}
			if !want[k] {
				t.Errorf("limit %d: slot %+v is not available (no template, or booked)", limit, k)
			}
		}
		missing := 0
		for k := range want {
			if !seen[k] {
				missing++
				if missing <= 10 {
					t.Errorf("limit %d: available slot %+v never returned", limit, k)
				}
			}
		}
		if missing > 0 || len(got) != len(want) {
			t.Errorf("limit %d: walked %d slots (%d distinct), want %d; %d missing", limit, len(got), len(seen), len(want), missing)
		}
	}
}

// Rule 6: 50 simultaneous bookings of one slot at capacity 3: exactly 3 succeed.
func TestEngineConcurrentBookingsIntoCapacityThree(t *testing.T) {
	t.Parallel()
	w := engineSetup(t, engineZone, engineAllDay())
	p := w.provider(t, map[string]any{"max_concurrent_appointments": 3})
	const n = 50
	bodies := make(chan string, n)
	got := apptRace(t, n, func(int) int {
		r := w.post(t, p, slotMonday, "09:00", "09:30")
		if r.Status != 201 && r.Status != 409 {
			bodies <- fmt.Sprintf("%d %s", r.Status, r.Body)
		}
		return r.Status
	})
	close(bodies)
	for b := range bodies {
		t.Errorf("unexpected answer: %s", b)
	}
	if got[201] != 3 || got[409] != n-3 || len(got) != 2 {
		t.Errorf("answers %v, want 3 × 201 and %d × 409", got, n-3)
	}
	list := w.c.Do(t, "GET", "/v1/scheduling/appointments?limit=200&provider_profile_id="+p, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	items := list["items"].([]any)
	active := 0
	for _, it := range items {
		a := it.(map[string]any)
		switch a["status"] {
		case "requested", "confirmed", "checked_in", "in_progress":
			active++
		}
		if a["start_time"] != w.at(t, slotMonday, "09:00").UTC().Format(time.RFC3339) {
			t.Errorf("appointment %v at another time", a)
		}
	}
	if active != 3 || len(items) != 3 {
		t.Errorf("the provider has %d appointments, %d active; want exactly 3 active: %v", len(items), active, items)
	}
}
