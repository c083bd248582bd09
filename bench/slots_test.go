package bench

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// BenchmarkSlotSearch measures GET /v1/scheduling/slots for 10 providers × 30 days with a dense
// calendar (templates Monday to Saturday 08:00-18:00, 30-minute slots, about 60% of them booked),
// through the full stack, next to one raw SQL fetch of the same busy intervals in the same run.
func BenchmarkSlotSearch(b *testing.B) {
	env := testkit.Setup(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30})
	const from, to = "2027-03-01", "2027-03-30"
	st := seedSlotTenant(b, env, c, 10, from)
	providers, typ := st.providerIDs, st.typ
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	first, _ := time.ParseInLocation(time.DateOnly, from, zone)
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: st.id})

	get := func(url string) time.Duration {
		req, _ := http.NewRequest("GET", c.URL+url, nil)
		req.Header.Set("x-api-key", st.key)
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
			st.booked, pct(oneProvider, 0.5), pct(oneProvider, 0.95), pct(specialty, 0.5), pct(specialty, 0.95),
			pct(sql, 0.5), pct(oneProvider, 0.5)/pct(sql, 0.5), len(oneProvider))
	}
}
