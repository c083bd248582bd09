package bench

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// BenchmarkSlotSearch measures GET /v1/scheduling/slots for 10 providers × 30 days with a dense
// calendar (templates Monday to Saturday 08:00-18:00, 30-minute slots, about 60% of them booked),
// through the full stack, next to one raw SQL fetch of the same busy intervals in the same run.
func BenchmarkSlotSearch(b *testing.B) {
	env := testkit.Setup(b)
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30})
	post := func(path string, body map[string]any) map[string]any {
		return c.Do(b, "POST", path, tn.Key, body).Expect(b, 201).JSON(b)
	}
	loc := post("/v1/scheduling/locations", map[string]any{"name": "Bench"})["id"].(string)
	typ := post("/v1/scheduling/appointment-types", map[string]any{"name": "Consulta", "duration_minutes": 30})["id"].(string)
	patient := uuid.MustParse(post("/v1/patients", map[string]any{"name": "Bench"})["uuid"].(string))
	var providers []uuid.UUID
	for i := range 10 {
		p := post("/v1/scheduling/providers", map[string]any{"name": fmt.Sprint("Dr. ", i), "specialties": []string{"Clínica Médica"}})["id"].(string)
		for wd := 1; wd <= 6; wd++ {
			post("/v1/scheduling/providers/"+p+"/templates", map[string]any{"location_id": loc, "weekday": wd, "start_time": "08:00", "end_time": "18:00"})
		}
		providers = append(providers, uuid.MustParse(p))
	}
	const from, to = "2027-03-01", "2027-03-30"
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	first, _ := time.ParseInLocation(time.DateOnly, from, zone)
	rng := rand.New(rand.NewPCG(1, 2)) // the same calendar every run
	var ids, provs []uuid.UUID
	var starts, ends []time.Time
	for _, p := range providers {
		for d := 0; d < 30; d++ {
			day := first.AddDate(0, 0, d)
			if day.Weekday() == time.Sunday {
				continue
			}
			for s := 0; s < 20; s++ {
				if rng.Float64() < 0.6 {
					start := day.Add(8*time.Hour + time.Duration(s)*30*time.Minute)
					ids, provs = append(ids, uuid.Must(uuid.NewV7())), append(provs, p)
					starts, ends = append(starts, start), append(ends, start.Add(30*time.Minute))
				}
			}
		}
	}
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	if err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id, location_id, start_time, end_time, status)
			select u.id, $1, u.p, $2, $3, $4, u.s, u.e, 'confirmed' from unnest($5::uuid[], $6::uuid[], $7::timestamptz[], $8::timestamptz[]) as u(id, p, s, e)`,
			tn.ID, patient, typ, loc, ids, provs, starts, ends)
		return err
	}); err != nil {
		b.Fatal(err)
	}

	get := func(url string) time.Duration {
		req, _ := http.NewRequest("GET", c.URL+url, nil)
		req.Header.Set("x-api-key", tn.Key)
		t0 := time.Now()
		resp, err := c.HTTP.Do(req)
		if err != nil || resp.StatusCode != 200 {
			b.Fatalf("GET %s: %v %v", url, err, resp)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return time.Since(t0)
	}
	raw := func() time.Duration {
		t0 := time.Now()
		err := env.App.ReadInTenant(ctx, func(rows pgx.Rows) error {
			for rows.Next() {
			}
			return rows.Err()
		}, `select provider_id, start_time, end_time from appointments where provider_id = any($1)
			and status = any('{requested,confirmed,checked_in,in_progress}') and start_time < $3 and end_time > $2`,
			providers, first.Add(-36*time.Hour), first.AddDate(0, 0, 31))
		if err != nil {
			b.Fatal(err)
		}
		return time.Since(t0)
	}
	var oneProvider, specialty, sql []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := providers[i%len(providers)]
		oneProvider = append(oneProvider, get(fmt.Sprintf("/v1/scheduling/slots?appointment_type_id=%s&provider_id=%s&date_from=%s&date_to=%s&limit=200", typ, p, from, to)))
		if i%5 == 0 {
			specialty = append(specialty, get(fmt.Sprintf("/v1/scheduling/slots?appointment_type_id=%s&specialty=clinica%%20medica&date_from=%s&date_to=%s&limit=200", typ, from, to)))
		}
		sql = append(sql, raw())
	}
	b.StopTimer()
	pct := func(ds []time.Duration, p float64) float64 {
		s := slices.Clone(ds)
		slices.Sort(s)
		return float64(s[int(p*float64(len(s)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(oneProvider, 0.5), "provider_p50_ms")
	b.ReportMetric(pct(oneProvider, 0.95), "provider_p95_ms")
	b.ReportMetric(pct(specialty, 0.5), "specialty10_p50_ms")
	b.ReportMetric(pct(sql, 0.5), "raw_sql_p50_ms")
	b.ReportMetric(0, "ns/op")
	if b.N > 1 {
		fmt.Printf("slot search, 30 days, %d booked appointments: one provider p50 %.2f ms p95 %.2f ms; 10 providers by specialty p50 %.2f ms p95 %.2f ms; "+
			"raw SQL fetch of the busy intervals p50 %.2f ms (one-provider search = %.1fx the raw fetch; %d searches)\n",
			len(ids), pct(oneProvider, 0.5), pct(oneProvider, 0.95), pct(specialty, 0.5), pct(specialty, 0.95),
			pct(sql, 0.5), pct(oneProvider, 0.5)/pct(sql, 0.5), len(oneProvider))
	}
}
