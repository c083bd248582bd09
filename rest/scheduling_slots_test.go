package rest_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// slotWorld is a clinic with one location, one appointment type and helpers to add providers,
// templates, overrides and appointments, all through the API except appointments (SQL).
type slotWorld struct {
	api
	location, typ string
	patient       uuid.UUID
}

func slotSetup(t *testing.T, zone string, typeMinutes int) slotWorld {
	t.Helper()
	a := newAPI(t, testkit.ServerOptions{})
	w := slotWorld{api: a}
	w.location = locCreate(t, a, map[string]any{"name": "Unidade " + zone, "timezone": zone})["id"].(string)
	w.typ = a.c.Do(t, "POST", "/v1/scheduling/appointment-types", a.tenant.Key,
		map[string]any{"name": "Consulta", "duration_minutes": typeMinutes}).Expect(t, 201).JSON(t)["id"].(string)
	p := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Paciente"}).Expect(t, 201).JSON(t)
	w.patient = uuid.MustParse(p["uuid"].(string))
	return w
}

func (w slotWorld) provider(t *testing.T, body map[string]any) string {
	t.Helper()
	if body["name"] == nil {
		body["name"] = "Dra. " + uuid.NewString()[:6]
	}
	return w.c.Do(t, "POST", "/v1/scheduling/providers", w.tenant.Key, body).Expect(t, 201).JSON(t)["id"].(string)
}

func (w slotWorld) template(t *testing.T, provider string, weekday int, start, end string, extra ...map[string]any) {
	t.Helper()
	body := map[string]any{"location_id": w.location, "weekday": weekday, "start_time": start, "end_time": end}
	for _, e := range extra {
		for k, v := range e {
			body[k] = v
		}
	}
	w.c.Do(t, "POST", "/v1/scheduling/providers/"+provider+"/templates", w.tenant.Key, body).Expect(t, 201)
}

func (w slotWorld) override(t *testing.T, provider string, body map[string]any) {
	t.Helper()
	w.c.Do(t, "POST", "/v1/scheduling/providers/"+provider+"/overrides", w.tenant.Key, body).Expect(t, 201)
}

// book inserts an active appointment [start, end) (RFC 3339) for provider.
func (w slotWorld) book(t *testing.T, provider, start, end string) {
	t.Helper()
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: w.tenant.ID})
	err := w.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id,
				location_id, start_time, end_time, status)
			values ($1, $2, $3, $4, $5, $6, $7, $8, 'confirmed')`,
			uuid.Must(uuid.NewV7()), w.tenant.ID, provider, w.patient, w.typ, w.location, start, end)
		return err
	})
	if err != nil {
		t.Fatalf("book: %v", err)
	}
}

// slots searches and returns "date start-end" of each item, checking the fixed fields.
func (w slotWorld) slots(t *testing.T, query string) []string {
	t.Helper()
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&"+query, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	var out []string
	for _, it := range r["items"].([]any) {
		s := it.(map[string]any)
		if s["available"] != true || s["score"].(float64) < 0 || s["score"].(float64) > 1 {
			t.Errorf("slot %v: available must be true and score in [0, 1]", s)
		}
		out = append(out, fmt.Sprintf("%s %s-%s", s["date"], s["start_time"], s["end_time"]))
	}
	return out
}

// 2027-03-01 is a Monday, well in the future.
const slotMonday = "2027-03-01"

func TestSlotsFromTemplatesWithBufferAndDuration(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	p := w.provider(t, map[string]any{"specialties": []string{"Cardiologia"}})
	w.template(t, p, 1, "08:00", "10:00")
	got := w.slots(t, "provider_id="+p+"&date_from="+slotMonday+"&date_to="+slotMonday)
	want := []string{"2027-03-01 08:00-08:30", "2027-03-01 08:30-09:00", "2027-03-01 09:00-09:30", "2027-03-01 09:30-10:00"}
	if !slices.Equal(got, want) {
		t.Errorf("slots %v, want %v", got, want)
	}
	// The first slot as a whole: names, location, UTC instants (Sao Paulo is UTC-3).
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&provider_id="+p+"&date_from="+slotMonday+"&date_to="+slotMonday+"&limit=1",
		w.tenant.Key, nil).Expect(t, 200).JSON(t)
	first := r["items"].([]any)[0].(map[string]any)
	if first["provider_id"] != p || first["specialty"] != "Cardiologia" || first["location"].(map[string]any)["id"] != w.location ||
		first["starts_at"] != "2027-03-01T11:00:00Z" || first["ends_at"] != "2027-03-01T11:30:00Z" {
		t.Errorf("first slot = %v", first)
	}
	// A week without templates on other days: only the Mondays.
	if got := w.slots(t, "provider_id="+p+"&date_from=2027-03-02&date_to=2027-03-07"); len(got) != 0 {
		t.Errorf("slots on days without templates: %v", got)
	}
	// The duration parameter wins over the type; a buffer separates slots; a slot ends inside its window.
	got = w.slots(t, "provider_id="+p+"&date_from="+slotMonday+"&date_to="+slotMonday+"&duration_minutes=45")
	if !slices.Equal(got, []string{"2027-03-01 08:00-08:45", "2027-03-01 08:45-09:30"}) {
		t.Errorf("45-minute slots %v", got)
	}
	pb := w.provider(t, map[string]any{"buffer_between_appointments_minutes": 10})
	w.template(t, pb, 1, "08:00", "10:00")
	got = w.slots(t, "provider_id="+pb+"&date_from="+slotMonday+"&date_to="+slotMonday)
	if !slices.Equal(got, []string{"2027-03-01 08:00-08:30", "2027-03-01 08:40-09:10", "2027-03-01 09:20-09:50"}) {
		t.Errorf("slots with a 10-minute buffer %v", got)
	}
}

func TestSlotsSkipBusyTimeAndHonourLimits(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	one := w.provider(t, map[string]any{})
	w.template(t, one, 1, "08:00", "10:00")
	w.book(t, one, "2027-03-01T11:30:00Z", "2027-03-01T12:00:00Z") // 08:30-09:00 local
	q := "&date_from=" + slotMonday + "&date_to=" + slotMonday
	if got := w.slots(t, "provider_id="+one+q); !slices.Equal(got, []string{"2027-03-01 08:00-08:30", "2027-03-01 09:00-09:30", "2027-03-01 09:30-10:00"}) {
		t.Errorf("max concurrent 1: %v", got)
	}
	two := w.provider(t, map[string]any{"max_concurrent_appointments": 2})
	w.template(t, two, 1, "08:00", "10:00")
	w.book(t, two, "2027-03-01T11:30:00Z", "2027-03-01T12:00:00Z")
	if got := w.slots(t, "provider_id="+two+q); len(got) != 4 {
		t.Errorf("max concurrent 2 with one booking: %v, want all 4", got)
	}
	w.book(t, two, "2027-03-01T11:30:00Z", "2027-03-01T12:00:00Z")
	if got := w.slots(t, "provider_id="+two+q); len(got) != 3 {
		t.Errorf("max concurrent 2 with two bookings: %v, want 3", got)
	}
	// The buffer widens a booking: 08:30-09:00 with 10 minutes blocks 08:00 (ends 08:30+10) too.
	buf := w.provider(t, map[string]any{"buffer_between_appointments_minutes": 10})
	w.template(t, buf, 1, "08:00", "10:00")
	w.book(t, buf, "2027-03-01T12:20:00Z", "2027-03-01T12:40:00Z") // 09:20-09:40 local
	if got := w.slots(t, "provider_id="+buf+q); !slices.Equal(got, []string{"2027-03-01 08:00-08:30", "2027-03-01 08:40-09:10"}) {
		t.Errorf("booking with buffer: %v", got)
	}
	// A daily limit reached closes the day.
	daily := w.provider(t, map[string]any{"max_daily_appointments": 1})
	w.template(t, daily, 1, "08:00", "10:00")
	w.template(t, daily, 2, "08:00", "09:00")
	w.book(t, daily, "2027-03-01T19:00:00Z", "2027-03-01T19:30:00Z") // 16:00 local, outside the template
	if got := w.slots(t, "provider_id="+daily+"&date_from="+slotMonday+"&date_to=2027-03-02"); !slices.Equal(got, []string{"2027-03-02 08:00-08:30", "2027-03-02 08:30-09:00"}) {
		t.Errorf("daily limit: %v", got)
	}
	// Past dates have no slots.
	if got := w.slots(t, "provider_id="+one+"&date_from=2026-01-05&date_to=2026-01-05"); len(got) != 0 {
		t.Errorf("slots in the past: %v", got)
	}
}

func TestSlotsApplyOverrides(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	other := locCreate(t, w.api, map[string]any{"name": "Outra"})["id"].(string)
	q := "&date_from=" + slotMonday + "&date_to=" + slotMonday
	for _, tc := range []struct {
		name      string
		overrides []map[string]any
		want      []string
	}{
		{"blocked whole day", []map[string]any{{"kind": "blocked"}}, nil},
		{"blocked interval", []map[string]any{{"kind": "blocked", "start_time": "08:30", "end_time": "09:00"}},
			[]string{"08:00-08:30", "09:00-09:30", "09:30-10:00"}},
		{"modified", []map[string]any{{"kind": "modified", "start_time": "14:00", "end_time": "15:00"}},
			[]string{"14:00-14:30", "14:30-15:00"}},
		{"added and merged", []map[string]any{{"kind": "added", "start_time": "10:00", "end_time": "11:00"}},
			[]string{"08:00-08:30", "08:30-09:00", "09:00-09:30", "09:30-10:00", "10:00-10:30", "10:30-11:00"}},
		{"blocked at another location only", []map[string]any{{"kind": "blocked", "location_id": other}},
			[]string{"08:00-08:30", "08:30-09:00", "09:00-09:30", "09:30-10:00"}},
		{"modified then blocked", []map[string]any{{"kind": "modified", "start_time": "13:00", "end_time": "15:00"},
			{"kind": "blocked", "start_time": "13:30", "end_time": "14:30"}}, []string{"13:00-13:30", "14:30-15:00"}},
	} {
		p := w.provider(t, map[string]any{})
		w.template(t, p, 1, "08:00", "10:00")
		for _, o := range tc.overrides {
			o["date"] = slotMonday
			w.override(t, p, o)
		}
		got := w.slots(t, "provider_id="+p+q)
		var want []string
		for _, s := range tc.want {
			want = append(want, slotMonday+" "+s)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", tc.name, got, want)
		}
	}
	// A template restricted to another type offers nothing for this one.
	p := w.provider(t, map[string]any{})
	otherType := w.c.Do(t, "POST", "/v1/scheduling/appointment-types", w.tenant.Key, map[string]any{"name": "Exame", "duration_minutes": 60}).Expect(t, 201).JSON(t)["id"].(string)
	w.template(t, p, 1, "08:00", "10:00", map[string]any{"appointment_type_ids": []string{otherType}})
	if got := w.slots(t, "provider_id="+p+q); len(got) != 0 {
		t.Errorf("template for another type gives %v", got)
	}
}

// Wall-clock templates across the switches: New York 2027-03-14 (02:00 → 03:00) and 2027-11-07
// (02:00 → 01:00), Lisbon 2027-03-28 (01:00 → 02:00).
func TestSlotsOnDSTSwitchDates(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		zone, date string
		want       []string // start_time starts_at
	}{
		// 01:00-02:00 ends at a time that does not exist, 02:00 starts at one: both skipped.
		{"America/New_York", "2027-03-14", []string{"03:00 2027-03-14T07:00:00Z"}},
		// 01:00 happens twice: its first occurrence (EDT); that slot lasts two real hours.
		{"America/New_York", "2027-11-07", []string{"01:00 2027-11-07T05:00:00Z", "02:00 2027-11-07T07:00:00Z", "03:00 2027-11-07T08:00:00Z"}},
		// 01:00 does not exist in Lisbon that night.
		{"Europe/Lisbon", "2027-03-28", []string{"02:00 2027-03-28T01:00:00Z", "03:00 2027-03-28T02:00:00Z"}},
		{"America/Sao_Paulo", "2027-03-14", []string{"01:00 2027-03-14T04:00:00Z", "02:00 2027-03-14T05:00:00Z", "03:00 2027-03-14T06:00:00Z"}},
	} {
		w := slotSetup(t, tc.zone, 60)
		p := w.provider(t, map[string]any{})
		w.template(t, p, 7, "01:00", "04:00") // both switch dates are Sundays
		r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&provider_id="+p+"&date_from="+tc.date+"&date_to="+tc.date,
			w.tenant.Key, nil).Expect(t, 200).JSON(t)
		var got []string
		for _, it := range r["items"].([]any) {
			s := it.(map[string]any)
			got = append(got, s["start_time"].(string)+" "+s["starts_at"].(string))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s %s: %v, want %v", tc.zone, tc.date, got, tc.want)
		}
	}
}

func TestSlotSearchBySpecialtyPagesAndScores(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	p1 := w.provider(t, map[string]any{"specialties": []string{"Pediatria", "Clínica Médica"}})
	p2 := w.provider(t, map[string]any{"specialties": []string{"clinica medica"}})
	p3 := w.provider(t, map[string]any{"specialties": []string{"Ortopedia"}})
	for _, p := range []string{p1, p2, p3} {
		w.template(t, p, 1, "08:00", "09:00")
		w.template(t, p, 2, "08:00", "09:00")
	}
	q := "specialty=" + url.QueryEscape("CLINICA MÉDICA") + "&date_from=" + slotMonday + "&date_to=2027-03-02"
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&"+q, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	items := r["items"].([]any)
	if len(items) != 8 {
		t.Fatalf("specialty search gives %d slots, want 8 (2 providers × 2 days × 2)", len(items))
	}
	for i, it := range items {
		s := it.(map[string]any)
		if s["provider_id"] == p3 {
			t.Errorf("an orthopedist matched: %v", s)
		}
		if s["provider_id"] == p1 && s["specialty"] != "Clínica Médica" {
			t.Errorf("specialty shown %v, want the matched one", s["specialty"])
		}
		if i > 0 {
			prev := items[i-1].(map[string]any)
			if fmt.Sprint(prev["date"], prev["start_time"]) > fmt.Sprint(s["date"], s["start_time"]) {
				t.Errorf("not ordered by date and time at %d", i)
			}
		}
	}
	// Sooner scores higher, and the same search scores the same.
	first, last := items[0].(map[string]any), items[len(items)-1].(map[string]any)
	if first["score"].(float64) <= last["score"].(float64) {
		t.Errorf("score of the first day %v not above the last day's %v", first["score"], last["score"])
	}
	again := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&"+q, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if fmt.Sprint(again["items"]) != fmt.Sprint(items) {
		t.Error("the same search answered differently")
	}
	// Pages of 3 walk the same 8 slots, without duplicates or gaps.
	var walked []string
	path := "/v1/scheduling/slots?appointment_type_id=" + w.typ + "&" + q + "&limit=3"
	for pages := 0; pages < 5; pages++ {
		r := w.c.Do(t, "GET", path, w.tenant.Key, nil).Expect(t, 200).JSON(t)
		for _, it := range r["items"].([]any) {
			s := it.(map[string]any)
			walked = append(walked, fmt.Sprint(s["date"], s["start_time"], s["provider_id"]))
		}
		next, ok := r["next_cursor"].(string)
		if !ok {
			break
		}
		path = "/v1/scheduling/slots?appointment_type_id=" + w.typ + "&" + q + "&limit=3&cursor=" + url.QueryEscape(next)
	}
	var all []string
	for _, it := range items {
		s := it.(map[string]any)
		all = append(all, fmt.Sprint(s["date"], s["start_time"], s["provider_id"]))
	}
	if !slices.Equal(walked, all) {
		t.Errorf("pages walked %v, want %v", walked, all)
	}
}

// A slot next to a booking scores higher than one that leaves a useless gap.
func TestSlotScoreFavoursCompactDays(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	p := w.provider(t, map[string]any{})
	w.template(t, p, 1, "08:00", "12:00")
	w.book(t, p, "2027-03-01T13:00:00Z", "2027-03-01T13:30:00Z") // 10:00-10:30 local
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&provider_id="+p+"&date_from="+slotMonday+"&date_to="+slotMonday,
		w.tenant.Key, nil).Expect(t, 200).JSON(t)
	score := map[string]float64{}
	for _, it := range r["items"].([]any) {
		s := it.(map[string]any)
		score[s["start_time"].(string)] = s["score"].(float64)
	}
	if !(score["09:30"] > score["09:00"] && score["10:30"] > score["11:00"] && score["08:00"] > score["09:00"]) {
		t.Errorf("scores %v: slots touching the booking or the window edge must score higher", score)
	}
}

func TestSlotSearchValidation(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	p := w.provider(t, map[string]any{})
	b := w.env.NewTenant(t)
	theirType := w.c.Do(t, "POST", "/v1/scheduling/appointment-types", b.Key, map[string]any{"name": "B", "duration_minutes": 30}).Expect(t, 201).JSON(t)["id"].(string)
	theirProvider := w.c.Do(t, "POST", "/v1/scheduling/providers", b.Key, map[string]any{"name": "Dr. B"}).Expect(t, 201).JSON(t)["id"].(string)
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"appointment_type_id=" + w.typ + "&provider_id=" + p + "&date_from=2027-03-01&date_to=2027-04-01", []string{"query.date_to"}},
		{"appointment_type_id=" + w.typ + "&provider_id=" + p + "&date_from=2027-03-02&date_to=2027-03-01", []string{"query.date_to"}},
		{"appointment_type_id=" + w.typ + "&date_from=2027-03-01&date_to=2027-03-02", []string{"query.provider_id"}},
		{"appointment_type_id=" + w.typ + "&provider_id=" + p + "&date_from=2027-03-01&date_to=2027-03-02&limit=0&duration_minutes=3", []string{"query.limit", "query.duration_minutes"}},
		{"appointment_type_id=" + theirType + "&provider_id=" + p + "&date_from=2027-03-01&date_to=2027-03-02", []string{"query.appointment_type_id"}},
		{"appointment_type_id=" + w.typ + "&provider_id=" + theirProvider + "&date_from=2027-03-01&date_to=2027-03-02", []string{"query.provider_id"}},
		{"appointment_type_id=" + w.typ + "&provider_id=" + p + "&location_id=" + uuid.NewString() + "&date_from=2027-03-01&date_to=2027-03-02", []string{"query.location_id"}},
		{"provider_id=" + p + "&date_from=2027-03-01", []string{"query.appointment_type_id", "query.date_to"}},
	} {
		r := w.c.Do(t, "GET", "/v1/scheduling/slots?"+tc.query, w.tenant.Key, nil)
		if r.Status != 422 {
			t.Errorf("%s: status %d, want 422: %s", tc.query, r.Status, r.Body)
			continue
		}
		got := fieldsOf(t, r)
		for _, f := range tc.want {
			if !slices.Contains(got, f) {
				t.Errorf("%s: 422 names %v, want %s", tc.query, got, f)
			}
		}
	}
	// A cursor this service could not have issued does not match the documented pattern: 422.
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&provider_id="+p+"&date_from=2027-03-01&date_to=2027-03-02&cursor=bm9wZQ", w.tenant.Key, nil).Expect(t, 422)
	if f := fieldsOf(t, r); !slices.Equal(f, []string{"query.cursor"}) {
		t.Errorf("foreign cursor: fields %v", f)
	}
	if strings.Contains(string(r.Body), "sql") {
		t.Error("leak")
	}
}

func TestLocationsSchedule(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	ny := locCreate(t, w.api, map[string]any{"name": "NY", "timezone": "America/New_York"})["id"].(string)
	p := w.provider(t, map[string]any{})
	w.template(t, p, 1, "08:00", "12:00")
	w.template(t, p, 2, "09:00", "10:00", map[string]any{"location_id": ny})
	w.override(t, p, map[string]any{"kind": "blocked", "date": slotMonday, "start_time": "10:00", "end_time": "11:00"})
	w.book(t, p, "2027-03-01T11:30:00Z", "2027-03-01T12:00:00Z")
	r := w.c.Do(t, "GET", "/v1/scheduling/providers/"+p+"/locations-schedule?date_from="+slotMonday+"&date_to=2027-03-07",
		w.tenant.Key, nil).Expect(t, 200).JSON(t)
	locs := r["locations"].([]any)
	if len(locs) != 2 {
		t.Fatalf("locations %v", locs)
	}
	byName := map[string]map[string]any{}
	for _, l := range locs {
		l := l.(map[string]any)
		byName[l["location"].(map[string]any)["name"].(string)] = l
	}
	sp := byName["Unidade America/Sao_Paulo"]["days"].([]any)
	if len(sp) != 1 {
		t.Fatalf("Sao Paulo days %v", sp)
	}
	day := sp[0].(map[string]any)
	got := fmt.Sprint(day["windows"])
	if !strings.Contains(got, "start_time:08:00") || !strings.Contains(got, "end_time:10:00") || !strings.Contains(got, "start_time:11:00") ||
		!strings.Contains(got, "starts_at:2027-03-01T11:00:00Z") {
		t.Errorf("windows after the override %s", got)
	}
	if appts := day["appointments"].([]any); len(appts) != 1 || appts[0].(map[string]any)["start_time"] != "2027-03-01T11:30:00Z" {
		t.Errorf("appointments %v", appts)
	}
	nyDays := byName["NY"]["days"].([]any)
	if len(nyDays) != 1 || nyDays[0].(map[string]any)["date"] != "2027-03-02" || byName["NY"]["timezone"] != "America/New_York" {
		t.Errorf("NY days %v", nyDays)
	}
	if w := fmt.Sprint(nyDays[0].(map[string]any)["windows"]); !strings.Contains(w, "starts_at:2027-03-02T14:00:00Z") {
		t.Errorf("NY windows %s (09:00 EST is 14:00Z)", w)
	}
	// Range rules and 404s.
	w.c.Do(t, "GET", "/v1/scheduling/providers/"+p+"/locations-schedule?date_from=2027-03-01&date_to=2027-04-15", w.tenant.Key, nil).Expect(t, 422)
	b := w.env.NewTenant(t)
	for _, id := range []string{p, uuid.NewString(), "nope"} {
		wantDetail(t, w.c.Do(t, "GET", "/v1/scheduling/providers/"+id+"/locations-schedule?date_from=2027-03-01&date_to=2027-03-02", b.Key, nil).Expect(t, 404),
			"Provider not found")
	}
}

// An override for every location applies where the provider works, never where it does not;
// a window added at one specific location opens that location for that date.
func TestSlotOverridesApplyWhereTheProviderWorks(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	l2 := locCreate(t, w.api, map[string]any{"name": "L2"})["id"].(string)
	l3 := locCreate(t, w.api, map[string]any{"name": "L3"})["id"].(string)
	p1 := w.provider(t, map[string]any{"specialties": []string{"Neurologia"}})
	p2 := w.provider(t, map[string]any{"specialties": []string{"Neurologia"}})
	w.template(t, p1, 1, "08:00", "09:00")                                    // p1 works at the default location
	w.template(t, p2, 1, "08:00", "09:00", map[string]any{"location_id": l2}) // p2 at L2 only
	w.override(t, p1, map[string]any{"kind": "added", "date": slotMonday, "start_time": "12:00", "end_time": "12:30"})
	w.override(t, p1, map[string]any{"kind": "added", "date": slotMonday, "start_time": "15:00", "end_time": "15:30", "location_id": l3})
	r := w.c.Do(t, "GET", "/v1/scheduling/slots?appointment_type_id="+w.typ+"&specialty=neurologia&date_from="+slotMonday+"&date_to="+slotMonday,
		w.tenant.Key, nil).Expect(t, 200).JSON(t)
	var got []string
	for _, it := range r["items"].([]any) {
		s := it.(map[string]any)
		who := "p2"
		if s["provider_id"] == p1 {
			who = "p1"
		}
		got = append(got, fmt.Sprintf("%s %s %s", who, s["location"].(map[string]any)["name"], s["start_time"]))
	}
	want := []string{"p1 Unidade America/Sao_Paulo 08:00", "p2 L2 08:00", "p1 Unidade America/Sao_Paulo 08:30", "p2 L2 08:30",
		"p1 Unidade America/Sao_Paulo 12:00", "p1 L3 15:00"}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("slots %v, want %v", got, want)
	}
}
