package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"clinic/internal/platform/logging"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// BenchmarkGetPatient measures GET /v1/patients/{id} through the whole stack, run as production
// runs it (key cache on with its revocation watcher, the GCRA limiter and usage count in Redis,
// the access log at info level), against two baselines served in the same run, one client,
// keep-alive, on loopback, the three requests taking turns:
//   - floor: a bare net/http handler that runs the same one query on a pooled pgx connection (the
//     patient's columns by tenant and token, one statement, on a copy of the table without RLS)
//     and writes the row as JSON: what any service must pay to answer from Postgres;
//   - canned: a bare handler writing the full stack's body from memory (the HTTP cost alone).
//
// full/floor is the figure to watch (goal ≥ 70 %).
func BenchmarkGetPatient(b *testing.B) {
	env := testkit.Setup(b)
	tn := env.NewTenant(b)
	c := env.Server(b, testkit.ServerOptions{
		RateLimit:   1 << 30, // the real limiter, with a budget the benchmark cannot exhaust
		KeyCacheTTL: tenancy.DefaultKeyCacheTTL,
		Log:         logging.New(io.Discard, "info"),
	})
	created := c.Do(b, "POST", "/v1/patients", tn.Key, map[string]any{"name": "Maria Bench", "cpf": "529.982.247-25",
		"birth_date": "1985-03-14", "phone": "+55 11 98765-4321", "email": "maria@example.com"}).Expect(b, 201)
	token := created.JSON(b)["id"].(string)
	body := c.Do(b, "GET", "/v1/patients/"+token, tn.Key, nil).Expect(b, 200).Body

	table, pool := plainCopy(b, env, []uuid.UUID{tn.ID})
	floor := httptest.NewServer(floorHandler(pool, table, tn.ID))
	defer floor.Close()
	canned := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	}))
	defer canned.Close()

	get := func(url, key string) {
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
	urls := []string{c.URL + "/v1/patients/" + token, floor.URL + "/v1/patients/" + token, canned.URL}
	keys := []string{tn.Key, "", ""}
	for i := range urls { // warm connections, caches and prepared statements
		get(urls[i], keys[i])
	}
	var spent [3]time.Duration
	took := [3][]time.Duration{}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := range urls {
			t0 := time.Now()
			get(urls[j], keys[j])
			d := time.Since(t0)
			spent[j] += d
			took[j] = append(took[j], d)
		}
	}
	rps := func(d time.Duration) float64 { return float64(b.N) / d.Seconds() }
	full, fl, cn := rps(spent[0]), rps(spent[1]), rps(spent[2])
	// The median request is less swayed than the mean by other processes on a shared machine.
	medFull, medFloor := p50(took[0]), p50(took[1])
	b.ReportMetric(full, "full_req/s")
	b.ReportMetric(fl, "floor_req/s")
	b.ReportMetric(cn, "canned_req/s")
	b.ReportMetric(100*full/fl, "full/floor_%")
	b.ReportMetric(100*float64(medFloor)/float64(medFull), "p50_full/floor_%")
	b.ReportMetric(0, "ns/op")
	if b.N > 1 {
		fmt.Printf("GET /v1/patients/{id}: full stack %.0f req/s, one-query floor %.0f req/s, canned body %.0f req/s; "+
			"full stack at %.0f%% of the floor (%.0f%% by median latency: %d µs vs %d µs; %d requests each)\n",
			full, fl, cn, 100*full/fl, 100*float64(medFloor)/float64(medFull), medFull.Microseconds(), medFloor.Microseconds(), b.N)
	}
}

// floorPatient is the patient as the floor handler writes it (the same fields as the API's).
type floorPatient struct {
	ID        string         `json:"id"`
	UUID      uuid.UUID      `json:"uuid"`
	Name      string         `json:"name"`
	BirthDate *time.Time     `json:"birth_date"`
	Sex       *string        `json:"sex"`
	CPF       *string        `json:"cpf"`
	Phone     *string        `json:"phone"`
	Email     *string        `json:"email"`
	Metadata  map[string]any `json:"metadata"`
	CreatedAt time.Time      `json:"created_at"`
	UpdatedAt time.Time      `json:"updated_at"`
}

// floorHandler answers GET /v1/patients/{token} with one pooled query on table and JSON.
func floorHandler(pool *pgxpool.Pool, table string, tenant uuid.UUID) http.Handler {
	query := "select id, public_id, name, birth_date, sex, cpf, phone, email, metadata, created_at, updated_at from " +
		table + " where tenant_id = $1 and public_id = $2"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var p floorPatient
		err := pool.QueryRow(r.Context(), query, tenant, strings.TrimPrefix(r.URL.Path, "/v1/patients/")).Scan(
			&p.UUID, &p.ID, &p.Name, &p.BirthDate, &p.Sex, &p.CPF, &p.Phone, &p.Email, &p.Metadata, &p.CreatedAt, &p.UpdatedAt)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(p)
	})
}

// plainCopy copies the patients of tenants into a new table without RLS (same columns and
// indexes), readable by the app role, and returns its name and a pool on the app role; both are
// removed when b ends.
func plainCopy(b *testing.B, env *testkit.Env, tenants []uuid.UUID) (string, *pgxpool.Pool) {
	b.Helper()
	ctx := context.Background()
	table := "bench_norls_" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
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
	b.Cleanup(func() {
		if o, err := pgxpool.New(context.Background(), env.Settings["DATABASE_OWNER_URL"]); err == nil {
			_, _ = o.Exec(context.Background(), "drop table "+table)
			o.Close()
		}
	})
	for _, t := range tenants { // copy through RLS, one tenant at a time (the owner has no bypass)
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
	b.Cleanup(app.Close)
	return table, app
}
