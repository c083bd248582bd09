package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// The scheduling benchmarks below go through the HTTP API only (plus direct SQL for bulk
// seeding), so they measure whichever scheduling engine the service runs. Each takes a fixed
// number of timed requests per b.Loop round: -benchtime 1x makes exactly one round, -benchtime 3s
// adds rounds (more samples) only while a round is shorter than 3 s. Quantiles are nearest rank
// (quantile and ms in knowledge_test.go).

// allDayHours is a location's operating_hours open every day 00:00-24:00.
func allDayHours() map[string]any {
	h := map[string]any{}
	for _, d := range []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"} {
		h[d] = []map[string]string{{"start": "00:00", "end": "24:00"}}
	}
	return h
}

// schedRequest sends method path with key (body, when not nil, as JSON) and times it up to the
// whole body read; it fails the benchmark unless the status is want.
func schedRequest(b *testing.B, c *testkit.Client, key, method, path string, body []byte, want int) (time.Duration, []byte) {
	b.Helper()
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, c.URL+path, r)
	if err != nil {
		b.Fatal(err)
	}
	req.Header.Set("x-api-key", key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	t0 := time.Now()
	resp, err := c.HTTP.Do(req)
	if err != nil {
		b.Fatalf("%s %s: %v", method, path, err)
	}
	out, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	d := time.Since(t0)
	if err != nil || resp.StatusCode != want {
		b.Fatalf("%s %s: status %d, want %d (%v): %s", method, path, resp.StatusCode, want, err, out)
	}
	return d, out
}

// slotPage decodes a slot search page, failing unless it holds want items and a next cursor.
func slotPage(b *testing.B, body []byte, want int) string {
	b.Helper()
	var p struct {
		Items      []json.RawMessage `json:"items"`
		NextCursor *string           `json:"next_cursor"`
	}
	if err := json.Unmarshal(body, &p); err != nil {
		b.Fatalf("slot page: %v: %.300s", err, body)
	}
	if len(p.Items) != want || p.NextCursor == nil {
		b.Fatalf("slot page: %d items (want %d), next_cursor %v: %.300s", len(p.Items), want, p.NextCursor, body)
	}
	return *p.NextCursor
}

// analyzeScheduling refreshes the planner's statistics after bulk seeding, as autovacuum would
// eventually, so plans do not change in the middle of the timed requests.
func analyzeScheduling(b *testing.B, env *testkit.Env) {
	b.Helper()
	if err := env.Owner.Operator(context.Background(), func(tx pgx.Tx) error {
		_, err := tx.Exec(context.Background(), "analyze appointments, provider_profiles, schedule_templates")
		return err
	}); err != nil {
		b.Fatal(err)
	}
}

// slotTenant is a tenant seeded for slot search.
type slotTenant struct {
	id          uuid.UUID
	key, typ    string
	providers   int
	providerIDs []uuid.UUID
	booked      int
}

// seedSlotTenant makes a fresh tenant with n providers of "Clínica Médica" at one location (through
// the API: location, 30-minute type, patient; bulk SQL: providers, templates Monday to Saturday
// 08:00-18:00, and 'confirmed' appointments at about 60% of the 30-minute starts from date from
// for 30 days, drawn with a fixed seed).
func seedSlotTenant(b *testing.B, env *testkit.Env, c *testkit.Client, n int, from string) slotTenant {
	tn := env.NewTenant(b)
	post := func(path string, body map[string]any) map[string]any {
		return c.Do(b, "POST", path, tn.Key, body).Expect(b, 201).JSON(b)
	}
	loc := uuid.MustParse(post("/v1/scheduling/locations", map[string]any{"name": "Bench", "operating_hours": allDayHours()})["id"].(string))
	typ := post("/v1/scheduling/appointment-types", map[string]any{"name": "Consulta", "duration_minutes": 30})["id"].(string)
	patient := uuid.MustParse(post("/v1/patients", map[string]any{"name": "Bench"})["uuid"].(string))

	var names []string
	var provIDs []uuid.UUID
	var tmplIDs, tmplProvs []uuid.UUID
	var weekdays []int16
	for i := range n {
		p := uuid.Must(uuid.NewV7())
		provIDs, names = append(provIDs, p), append(names, fmt.Sprintf("Dr. %03d", i))
		for wd := int16(1); wd <= 6; wd++ {
			tmplIDs, tmplProvs, weekdays = append(tmplIDs, uuid.Must(uuid.NewV7())), append(tmplProvs, p), append(weekdays, wd)
		}
	}
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	first, _ := time.ParseInLocation(time.DateOnly, from, zone)
	rng := rand.New(rand.NewPCG(1, 2)) // the same calendar every run
	var ids, apProvs []uuid.UUID
	var starts, ends []time.Time
	for _, p := range provIDs {
		for d := 0; d < 30; d++ {
			day := first.AddDate(0, 0, d)
			if day.Weekday() == time.Sunday {
				continue
			}
			for s := 0; s < 20; s++ {
				if rng.Float64() < 0.6 {
					start := day.Add(8*time.Hour + time.Duration(s)*30*time.Minute)
					ids, apProvs = append(ids, uuid.Must(uuid.NewV7())), append(apProvs, p)
					starts, ends = append(starts, start), append(ends, start.Add(30*time.Minute))
				}
			}
		}
	}
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	if err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `insert into provider_profiles (id, tenant_id, name, specialties)
			select u.id, $1, u.name, '{Clínica Médica}' from unnest($2::uuid[], $3::text[]) as u(id, name)`,
			tn.ID, provIDs, names); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `insert into schedule_templates (id, tenant_id, provider_id, location_id, weekday, start_time, end_time, is_active)
			select u.id, $1, u.p, $2, u.wd, '08:00', '18:00', true from unnest($3::uuid[], $4::uuid[], $5::int2[]) as u(id, p, wd)`,
			tn.ID, loc, tmplIDs, tmplProvs, weekdays); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id, location_id, start_time, end_time, status)
			select u.id, $1, u.p, $2, $3, $4, u.s, u.e, 'confirmed' from unnest($5::uuid[], $6::uuid[], $7::timestamptz[], $8::timestamptz[]) as u(id, p, s, e)`,
			tn.ID, patient, typ, loc, ids, apProvs, starts, ends)
		return err
	}); err != nil {
		b.Fatal(err)
	}
	return slotTenant{id: tn.ID, key: tn.Key, typ: typ, providers: n, providerIDs: provIDs, booked: len(ids)}
}

// BenchmarkSlotSearchScale measures the first page (limit 50) of GET /v1/scheduling/slots by
// specialty over 30 days (2027-03-01 to 2027-03-30) with about 60% of the calendar booked, for 10,
// 100 and 500 providers, each in its own tenant, the sizes taking turns request by request. The
// ratios to watch: p95(100)/p95(10) (target ≤ 6) and p95(500)/p95(10), and, for 100 providers,
// page 5 (one cursor, followed once from page 1 and then requested repeatedly) against page 1:
// p95(page 5)/p95(page 1) (target ≤ 1.5). A round is 120 timed requests of each page-1 search
// and of page 5, but 60 of the 500-provider search.
func BenchmarkSlotSearchScale(b *testing.B) {
	const from, to, rounds = "2027-03-01", "2027-03-30", 120
	env := testkit.Setup(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30})
	seedStart := time.Now()
	sizes := []int{10, 100, 500}
	tenants := make([]slotTenant, len(sizes))
	for i, n := range sizes {
		tenants[i] = seedSlotTenant(b, env, c, n, from)
	}
	analyzeScheduling(b, env)
	seeded := time.Since(seedStart)

	firstPage := func(t slotTenant) string {
		return fmt.Sprintf("/v1/scheduling/slots?specialty=clinica%%20medica&date_from=%s&date_to=%s&appointment_type_id=%s&limit=50",
			from, to, t.typ)
	}
	// The request list: page 1 of each size, then page 5 of the 100-provider tenant.
	type target struct {
		key, path string
	}
	var targets []target
	for _, t := range tenants {
		targets = append(targets, target{t.key, firstPage(t)})
	}
	t100 := tenants[1]
	cursor := ""
	for range 4 { // pages 1 to 4, each giving the next one's cursor
		path := firstPage(t100)
		if cursor != "" {
			path += "&cursor=" + url.QueryEscape(cursor)
		}
		_, body := schedRequest(b, c, t100.key, "GET", path, nil, 200)
		cursor = slotPage(b, body, 50)
	}
	targets = append(targets, target{t100.key, firstPage(t100) + "&cursor=" + url.QueryEscape(cursor)})
	for range 2 { // warm-up (connections, plans, caches), checking every answer is a full page
		for _, tg := range targets {
			_, body := schedRequest(b, c, tg.key, "GET", tg.path, nil, 200)
			slotPage(b, body, 50)
		}
	}

	// Each round: every target in turn, the order rotating so no target always follows the same
	// one; the 500-provider search (the slow one) every other round only.
	lat := make([][]time.Duration, len(targets))
	i := 0
	for b.Loop() {
		for range rounds {
			for k := range targets {
				j := (i + k) % len(targets)
				if j == 2 && i%2 == 1 {
					continue
				}
				d, _ := schedRequest(b, c, targets[j].key, "GET", targets[j].path, nil, 200)
				lat[j] = append(lat[j], d)
			}
			i++
		}
	}
	p95 := func(j int) float64 { return ms(quantile(lat[j], 0.95)) }
	p50 := func(j int) float64 { return ms(quantile(lat[j], 0.5)) }
	for j, n := range sizes {
		b.ReportMetric(p50(j), fmt.Sprintf("p50_%dprov_ms", n))
		b.ReportMetric(p95(j), fmt.Sprintf("p95_%dprov_ms", n))
	}
	b.ReportMetric(p95(3), "p95_100prov_page5_ms")
	b.ReportMetric(p95(1)/p95(0), "p95_ratio_100v10")
	b.ReportMetric(p95(2)/p95(0), "p95_ratio_500v10")
	b.ReportMetric(p95(3)/p95(1), "p95_ratio_page5v1")
	b.ReportMetric(0, "ns/op")
	for j, n := range sizes {
		b.Logf("slot search by specialty, 30 days, first page of 50: %3d providers (%6d confirmed appointments): p50 %7.2f ms  p95 %7.2f ms",
			n, tenants[j].booked, p50(j), p95(j))
	}
	b.Logf("100 providers, page 5 (same cursor each time): p50 %.2f ms  p95 %.2f ms", p50(3), p95(3))
	b.Logf("p95 ratios: 100/10 providers %.2fx (target ≤ 6), 500/10 providers %.2fx; page 5/page 1 (100 providers) %.2fx (target ≤ 1.5); "+
		"%d timed requests per series (%d for 500 providers); seeding %.1f s", p95(1)/p95(0), p95(2)/p95(0), p95(3)/p95(1),
		len(lat[0]), len(lat[2]), seeded.Seconds())
}

// BenchmarkBookingHistory measures POST /v1/scheduling/appointments (201) for a provider with ten
// years of history (40,000 appointments in 2017-2026: 94% completed, 3% cancelled, 3% no_show,
// bulk-inserted) against a brand-new provider of the same tenant, location and type. Both book the
// same sequence of distinct future times (2027-01-04 onward, Monday to Saturday, 08:00-18:00 in
// 30-minute steps, inside their templates and the location's 24-hour operating hours), taking turns,
// each with its own patient without history, so every timed booking is a first booking of a free
// time and the two series stay comparable. The ratio to watch: p95(history)/p95(new) (target ≤ 1.5).
func BenchmarkBookingHistory(b *testing.B) {
	const history, rounds = 40000, 100
	env := testkit.Setup(b)
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30})
	seedStart := time.Now()
	post := func(path string, body map[string]any) map[string]any {
		return c.Do(b, "POST", path, tn.Key, body).Expect(b, 201).JSON(b)
	}
	loc := post("/v1/scheduling/locations", map[string]any{"name": "Bench", "operating_hours": allDayHours()})["id"].(string)
	typ := post("/v1/scheduling/appointment-types", map[string]any{"name": "Consulta", "duration_minutes": 30})["id"].(string)
	pastPatient := uuid.MustParse(post("/v1/patients", map[string]any{"name": "Bench History"})["uuid"].(string))
	patientOld := post("/v1/patients", map[string]any{"name": "Bench Old"})["id"].(string)
	patientNew := post("/v1/patients", map[string]any{"name": "Bench New"})["id"].(string)
	provider := func(name string) string {
		p := post("/v1/scheduling/providers", map[string]any{"name": name, "specialties": []string{"Clínica Médica"}})["id"].(string)
		for wd := 1; wd <= 6; wd++ {
			post("/v1/scheduling/providers/"+p+"/templates", map[string]any{"location_id": loc, "weekday": wd, "start_time": "08:00", "end_time": "18:00"})
		}
		return p
	}
	old, fresh := provider("Dr. Decade"), provider("Dr. New")

	zone, _ := time.LoadLocation("America/Sao_Paulo")
	// Every 30-minute start Monday to Saturday 08:00-18:00 from 2017-01-01 to 2026-12-31; history of
	// them, drawn with a fixed seed, then put back in time order.
	var all []time.Time
	for day := time.Date(2017, 1, 1, 0, 0, 0, 0, zone); day.Year() < 2027; day = day.AddDate(0, 0, 1) {
		if day.Weekday() == time.Sunday {
			continue
		}
		for s := 0; s < 20; s++ {
			all = append(all, day.Add(8*time.Hour+time.Duration(s)*30*time.Minute))
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	starts := all[:history]
	slices.SortFunc(starts, time.Time.Compare)
	ids := make([]uuid.UUID, history)
	ends := make([]time.Time, history)
	statuses := make([]string, history)
	counts := map[string]int{}
	for i, s := range starts {
		ids[i], ends[i] = uuid.Must(uuid.NewV7()), s.Add(30*time.Minute)
		switch r := rng.Float64(); {
		case r < 0.03:
			statuses[i] = "cancelled"
		case r < 0.06:
			statuses[i] = "no_show"
		default:
			statuses[i] = "completed"
		}
		counts[statuses[i]]++
	}
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	if err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id, location_id,
				start_time, end_time, status, completed_at, no_show_at, cancelled_at, created_at, updated_at)
			select u.id, $1, $2, $3, $4, $5, u.s, u.e, u.st,
				case when u.st = 'completed' then u.e end, case when u.st = 'no_show' then u.s end,
				case when u.st = 'cancelled' then u.s - interval '1 day' end, u.s - interval '7 days', u.e
			from unnest($6::uuid[], $7::timestamptz[], $8::timestamptz[], $9::text[]) as u(id, s, e, st)`,
			tn.ID, old, pastPatient, typ, loc, ids, starts, ends, statuses)
		return err
	}); err != nil {
		b.Fatal(err)
	}
	analyzeScheduling(b, env)
	seeded := time.Since(seedStart)

	// Successive distinct future times, the same for both providers.
	next := 0
	nextStart := func() time.Time {
		day := time.Date(2027, 1, 4, 0, 0, 0, 0, zone) // a Monday
		for n := next / 20; n > 0; {
			if day = day.AddDate(0, 0, 1); day.Weekday() != time.Sunday {
				n--
			}
		}
		s := day.Add(8*time.Hour + time.Duration(next%20)*30*time.Minute)
		next++
		return s
	}
	book := func(prov, patient string, start time.Time) time.Duration {
		body, err := json.Marshal(map[string]any{"provider_profile_id": prov, "patient_id": patient, "appointment_type_id": typ,
			"location_id": loc, "start_time": start.UTC().Format(time.RFC3339), "end_time": start.Add(30 * time.Minute).UTC().Format(time.RFC3339)})
		if err != nil {
			b.Fatal(err)
		}
		d, _ := schedRequest(b, c, tn.Key, "POST", "/v1/scheduling/appointments", body, 201)
		return d
	}
	for range 3 { // warm-up
		s := nextStart()
		book(old, patientOld, s)
		book(fresh, patientNew, s)
	}
	var withHistory, brandNew []time.Duration
	i := 0
	for b.Loop() {
		for range rounds {
			s := nextStart()
			if i%2 == 0 { // alternate which provider books first
				withHistory = append(withHistory, book(old, patientOld, s))
				brandNew = append(brandNew, book(fresh, patientNew, s))
			} else {
				brandNew = append(brandNew, book(fresh, patientNew, s))
				withHistory = append(withHistory, book(old, patientOld, s))
			}
			i++
		}
	}
	hp50, hp95 := ms(quantile(withHistory, 0.5)), ms(quantile(withHistory, 0.95))
	np50, np95 := ms(quantile(brandNew, 0.5)), ms(quantile(brandNew, 0.95))
	b.ReportMetric(hp50, "history_p50_ms")
	b.ReportMetric(hp95, "history_p95_ms")
	b.ReportMetric(np50, "new_p50_ms")
	b.ReportMetric(np95, "new_p95_ms")
	b.ReportMetric(hp95/np95, "p95_ratio_history_v_new")
	b.ReportMetric(0, "ns/op")
	b.Logf("booking, provider with %d past appointments (%d completed, %d cancelled, %d no_show): p50 %.2f ms  p95 %.2f ms",
		history, counts["completed"], counts["cancelled"], counts["no_show"], hp50, hp95)
	b.Logf("booking, brand-new provider:                p50 %.2f ms  p95 %.2f ms", np50, np95)
	b.Logf("p95 ratio history/new %.2fx (target ≤ 1.5); %d timed bookings each; seeding %.1f s", hp95/np95, len(withHistory), seeded.Seconds())
}
