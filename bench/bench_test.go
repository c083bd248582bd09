// Package bench measures the service against baselines taken in the same run, and prints ratios.
// Run: make bench (or go test -run '^$' -bench . ./bench/). Figures depend on the machine; the
// ratios are what to compare between runs.
package bench

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// BenchmarkGetPatient compares GET /v1/patients/{id} through the whole stack (auth lookup,
// rate limit and usage count in Redis, patient resolution under RLS, JSON) with a bare net/http
// handler answering a body of the same size, one client, keep-alive, on loopback.
func BenchmarkGetPatient(b *testing.B) {
	env := testkit.Setup(b)
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{RateLimit: 1 << 30})
	p := c.Do(b, "POST", "/v1/patients", tn.Key, map[string]any{"name": "Maria Bench", "cpf": "529.982.247-25"}).Expect(b, 201)
	token := p.JSON(b)["id"].(string)
	body := c.Do(b, "GET", "/v1/patients/"+token, tn.Key, nil).Expect(b, 200).Body

	bare := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	}))
	defer bare.Close()

	get := func(url string, key string) {
		req, _ := http.NewRequest("GET", url, nil)
		if key != "" {
			req.Header.Set("x-api-key", key)
		}
		resp, err := c.HTTP.Do(req)
		if err != nil || resp.StatusCode != 200 {
			b.Fatalf("GET %s: %v %v", url, err, resp)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	var full, base time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		get(c.URL+"/v1/patients/"+token, tn.Key)
		t1 := time.Now()
		get(bare.URL, "")
		full, base = full+t1.Sub(t0), base+time.Since(t1)
	}
	fullRPS, bareRPS := float64(b.N)/full.Seconds(), float64(b.N)/base.Seconds()
	b.ReportMetric(fullRPS, "full_req/s")
	b.ReportMetric(bareRPS, "bare_req/s")
	b.ReportMetric(bareRPS/fullRPS, "bare/full")
	b.ReportMetric(0, "ns/op")
	if b.N > 1 {
		fmt.Printf("GET /v1/patients/{id}: full stack %.0f req/s, bare net/http %.0f req/s, full stack costs %.1fx a bare handler (%d requests each)\n",
			fullRPS, bareRPS, bareRPS/fullRPS, b.N)
	}
}

// BenchmarkRLS compares reading one patient by id four ways, as the app role:
//   - rls: InTenant (transaction + set_config) and the RLS policy, the path of every write;
//   - rls_one_trip: ReadInTenant (set_config and the query pipelined as one implicit
//     transaction), the path of the hot single-query reads;
//   - where_in_tx: the same transaction with an explicit WHERE tenant_id on a copy of the table
//     without RLS (isolates the policy's cost from the transaction's);
//   - where_plain: one statement with an explicit WHERE tenant_id on the copy, no transaction.
func BenchmarkRLS(b *testing.B) {
	env := testkit.Setup(b)
	ctx := context.Background()
	var ids []uuid.UUID
	var tenants []uuid.UUID
	for i := 0; i < 5; i++ { // several tenants so the policy has rows to exclude
		tn := env.NewTenant(b)
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: tn.ID})
		err := env.App.InTenant(tctx, func(tx pgx.Tx) error {
			for j := 0; j < 200; j++ {
				id := uuid.Must(uuid.NewV7())
				if _, err := tx.Exec(ctx, `insert into patients(id, tenant_id, public_id, name) values ($1, $2, $3, $4)`,
					id, tn.ID, fmt.Sprintf("pat_%022d", j), "Bench Patient"); err != nil {
					return err
				}
				ids = append(ids, id)
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		tenants = append(tenants, tn.ID)
	}
	table := "bench_norls_" + uuid.NewString()[:8]
	owner, err := pgxpool.New(ctx, env.Settings["DATABASE_OWNER_URL"])
	if err != nil {
		b.Fatal(err)
	}
	defer owner.Close()
	for _, sql := range []string{
		"create table " + table + " (like patients including indexes)",
		"grant select on " + table + " to clinic_app",
	} {
		if _, err := owner.Exec(ctx, sql); err != nil {
			b.Fatal(err)
		}
	}
	defer owner.Exec(context.Background(), "drop table "+table) //nolint:errcheck
	for _, t := range tenants {                                 // copy through RLS, one tenant at a time (the owner has no bypass)
		_, err := owner.Exec(ctx, `begin; select set_config('app.tenant_id', '`+t.String()+`', true);
			insert into `+table+` select * from patients where tenant_id = '`+t.String()+`'; commit;`)
		if err != nil {
			b.Fatal(err)
		}
	}
	app, err := pgxpool.New(ctx, env.Settings["DATABASE_URL"])
	if err != nil {
		b.Fatal(err)
	}
	defer app.Close()

	pick := func(i int) (uuid.UUID, uuid.UUID) { return tenants[(i%len(ids))/200], ids[i%len(ids)] }
	var rls, oneTrip, inTx, plain time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tenant, id := pick(i)
		var name string
		t0 := time.Now()
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: tenant})
		if err := env.App.InTenant(tctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, "select name from patients where id = $1", id).Scan(&name)
		}); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := env.App.ReadInTenant(tctx, func(rows pgx.Rows) error {
			var err error
			name, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[string])
			return err
		}, "select name from patients where id = $1", id); err != nil {
			b.Fatal(err)
		}
		t1b := time.Now()
		if err := env.App.InTenant(tctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, "select name from "+table+" where tenant_id = $1 and id = $2", tenant, id).Scan(&name)
		}); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if err := app.QueryRow(ctx, "select name from "+table+" where tenant_id = $1 and id = $2", tenant, id).Scan(&name); err != nil {
			b.Fatal(err)
		}
		rls, oneTrip, inTx, plain = rls+t1.Sub(t0), oneTrip+t1b.Sub(t1), inTx+t2.Sub(t1b), plain+time.Since(t2)
	}
	per := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(b.N) }
	b.ReportMetric(per(rls), "rls_µs/op")
	b.ReportMetric(per(oneTrip), "rls_one_trip_µs/op")
	b.ReportMetric(per(inTx), "where_in_tx_µs/op")
	b.ReportMetric(per(plain), "where_plain_µs/op")
	b.ReportMetric(0, "ns/op")
	if b.N > 1 {
		fmt.Printf("patient by id: RLS transaction %.0f µs, same transaction with explicit WHERE and no RLS %.0f µs (policy costs %.2fx); "+
			"RLS one-round-trip read %.0f µs vs one plain statement with explicit WHERE %.0f µs (%.2fx)\n",
			per(rls), per(inTx), per(rls)/per(inTx), per(oneTrip), per(plain), per(oneTrip)/per(plain))
	}
}
