package resolvers_test

import (
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/pg"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

const patientsQuery = `{ patients(first: 10) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }`

// someAppointments returns n confirmed appointments spread over the fixture's providers,
// locations and patients.
func someAppointments(n, providers, locations, patients int) []appt {
	base := time.Date(2026, 3, 2, 13, 0, 0, 0, time.UTC)
	out := make([]appt, n)
	for i := range out {
		out[i] = appt{provider: i % providers, location: i % locations, patient: i % patients,
			start:  base.Add(time.Duration(i) * time.Hour),
			status: "confirmed", created: base.AddDate(0, 0, -7)}
	}
	return out
}

func TestGraphQLNeedsAKeyWithAnalyticsRead(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{})
	seedClinic(t, env.App, tn.ID, []string{"America/Sao_Paulo"}, 1, 2, nil)

	if r := gql(t, c, "", patientsQuery, nil); r.Status != http.StatusUnauthorized || !strings.Contains(string(r.Raw), `"detail"`) {
		t.Fatalf("no key: %d %s", r.Status, r.Raw)
	}
	if r := gql(t, c, "not-a-key", patientsQuery, nil); r.Status != http.StatusUnauthorized {
		t.Fatalf("bad key: %d %s", r.Status, r.Raw)
	}
	clinical, _ := env.NewKey(t, tn.ID, tenancy.PatientsRead, tenancy.SchedulingRead)
	r := gql(t, c, clinical, patientsQuery, nil)
	if r.Status != http.StatusForbidden || strings.TrimSpace(string(r.Raw)) != `{"detail":"This API key lacks the permission analytics:read"}` {
		t.Fatalf("key without analytics:read: %d %s", r.Status, r.Raw)
	}
	analytics, _ := env.NewKey(t, tn.ID, tenancy.AnalyticsRead)
	if got := len(at(gql(t, c, analytics, patientsQuery, nil).ok(t), "patients", "edges").([]any)); got != 2 {
		t.Fatalf("analytics key sees %d patients, want 2", got)
	}
	// The admin permission holds every other one.
	admin, _ := env.NewKey(t, tn.ID, tenancy.Admin)
	gql(t, c, admin, patientsQuery, nil).ok(t)
}

func TestGraphQLSeesOnlyItsTenant(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	a, b := env.NewTenant(t), env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{})
	ca := seedClinic(t, env.App, a.ID, []string{"America/Sao_Paulo"}, 2, 2, someAppointments(4, 2, 1, 2))
	cb := seedClinic(t, env.App, b.ID, []string{"America/Manaus"}, 1, 1, someAppointments(1, 1, 1, 1))

	d := gql(t, c, b.Key, `{ patients(first: 100) { edges { node { id name } } }
		appointments(first: 100) { edges { node { id patient { id } provider { id } location { id timezone } } } }
		providers(first: 100) { edges { node { id } } } locations(first: 100) { edges { node { id } } } }`, nil).ok(t)
	for _, list := range []string{"patients", "appointments", "providers", "locations"} {
		if n := len(at(d, list, "edges").([]any)); n != 1 {
			t.Errorf("tenant b sees %d %s, want its own 1", n, list)
		}
	}
	if got := at(d, "appointments", "edges", 0, "node", "location", "timezone"); got != "America/Manaus" {
		t.Errorf("tenant b's appointment location zone %v", got)
	}
	if got := at(d, "patients", "edges", 0, "node", "id"); got != cb.tokens[0] {
		t.Errorf("tenant b's patient %v, want %s", got, cb.tokens[0])
	}
	// Another tenant's objects are indistinguishable from missing ones: null, no error.
	d = gql(t, c, b.Key, `query($p: ID!, $a: ID!) { patient(id: $p) { id } appointment(id: $a) { id } }`,
		map[string]any{"p": ca.tokens[0], "a": ca.appointments[0].String()}).ok(t)
	if d["patient"] != nil || d["appointment"] != nil {
		t.Fatalf("tenant b reads tenant a's objects: %v", d)
	}
	// Filtering by another tenant's provider finds nothing, and aggregates count nothing of a.
	d = gql(t, c, b.Key, `query($p: ID!) { appointments(filter: {providerId: $p}) { edges { node { id } } }
		appointmentCounts(range: {from: "2026-03-01", to: "2026-04-01"}, groupBy: STATUS) { status count } }`,
		map[string]any{"p": ca.providers[0].String()}).ok(t)
	if n := len(at(d, "appointments", "edges").([]any)); n != 0 {
		t.Errorf("tenant b lists %d of tenant a's appointments", n)
	}
	if got := at(d, "appointmentCounts", 0, "count"); len(at(d, "appointmentCounts").([]any)) != 1 || got != float64(1) {
		t.Errorf("tenant b's counts %v, want its 1 appointment", at(d, "appointmentCounts"))
	}
	// And tenant a still sees its own.
	d = gql(t, c, a.Key, `query($p: ID!) { patient(id: $p) { name appointments { edges { node { id } } } } }`,
		map[string]any{"p": ca.tokens[0]}).ok(t)
	if at(d, "patient", "name") != ca.names[0] || len(at(d, "patient", "appointments", "edges").([]any)) != 2 {
		t.Fatalf("tenant a's patient: %v", d)
	}
}

func TestGraphQLLimitsAndErrors(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{})
	seedClinic(t, env.App, tn.ID, []string{"America/Sao_Paulo"}, 1, 1, someAppointments(1, 1, 1, 1))

	deep := `{ appointments { edges { node { patient { appointments { edges { node { patient { appointments {
		edges { node { id } } } } } } } } } } } }`
	if r := gql(t, c, tn.Key, deep, nil); r.code(t) != "DEPTH_LIMIT_EXCEEDED" || r.Data != nil ||
		!strings.Contains(r.Errors[0].Message, "the limit is 10") {
		t.Fatalf("deep query: %s", r.Raw)
	}
	costly := `{ patients(first: 100) { edges { node { appointments(first: 100) { edges { node { id provider { name } } } } } } } }`
	if r := gql(t, c, tn.Key, costly, nil); r.code(t) != "COMPLEXITY_LIMIT_EXCEEDED" || r.Data != nil {
		t.Fatalf("costly query: %s", r.Raw)
	}
	// Introspection (GraphiQL's schema query nests deeply) is not held to the depth limit.
	gql(t, c, tn.Key, `{ __schema { types { name fields { name type { name ofType { name ofType { name ofType {
		name ofType { name ofType { name } } } } } } } } } }`, nil).ok(t)

	for name, tc := range map[string]struct{ query, code, says string }{
		"first above 100":   {`{ patients(first: 101) { edges { cursor } } }`, "BAD_USER_INPUT", "first: must be 1 to 100"},
		"first 0":           {`{ patients(first: 0) { edges { cursor } } }`, "BAD_USER_INPUT", "first: must be 1 to 100"},
		"foreign cursor":    {`{ patients(after: "nope") { edges { cursor } } }`, "BAD_USER_INPUT", "cursor"},
		"bad date":          {`{ leadTimes(range: {from: "2026-02-30", to: "2026-03-01"}) { count } }`, "BAD_USER_INPUT", "YYYY-MM-DD"},
		"date out of years": {`{ leadTimes(range: {from: "1899-12-31", to: "2026-03-01"}) { count } }`, "BAD_USER_INPUT", "1900 to 9998"},
		"reversed range":    {`{ leadTimes(range: {from: "2026-03-02", to: "2026-03-01"}) { count } }`, "BAD_USER_INPUT", "range.to"},
		"range too long":    {`{ leadTimes(range: {from: "2020-01-01", to: "2026-03-01"}) { count } }`, "BAD_USER_INPUT", "range.to"},
		"bad provider id":   {`{ appointments(filter: {providerId: "x"}) { edges { cursor } } }`, "BAD_USER_INPUT", "filter.providerId"},
		"bad status":        {`{ appointments(filter: {status: [gone]}) { edges { cursor } } }`, "GRAPHQL_VALIDATION_FAILED", "gone"},
		"bad instant":       {`{ appointments(filter: {startFrom: "yesterday"}) { edges { cursor } } }`, "BAD_USER_INPUT", "RFC 3339"},
		"unknown field":     {`{ patients { edges { node { cpf } } } }`, "GRAPHQL_VALIDATION_FAILED", "cpf"},
		"not GraphQL":       {`{ patients(`, "GRAPHQL_PARSE_FAILED", ""},
		"too many markers":  {`{ outOfRangeLabs(markers: [` + strings.Repeat(`"a",`, 51) + `]) { marker } }`, "BAD_USER_INPUT", "markers"},
		"bad document type": {`{ patients { edges { node { documents(filter: {type: "x"}) { totalCount } } } } }`,
			"BAD_USER_INPUT", "filter.type"},
		"period too long": {`{ patients { edges { node { labSeries(periodMonths: 121) { marker } } } } }`, "BAD_USER_INPUT", "periodMonths"},
	} {
		r := gql(t, c, tn.Key, tc.query, nil)
		if got := r.code(t); got != tc.code || !strings.Contains(r.Errors[0].Message, tc.says) {
			t.Errorf("%s: code %s message %q, want %s saying %q", name, got, r.Errors[0].Message, tc.code, tc.says)
		}
		if regexp.MustCompile(`(?i)sql|pgx|cypher|neo4j|panic|goroutine`).Match(r.Raw) {
			t.Errorf("%s: the error leaks internals: %s", name, r.Raw)
		}
	}
}

// statementCounter counts the statements and batches sent to Postgres (round trips).
type statementCounter struct{ n atomic.Int64 }

func (s *statementCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	s.n.Add(1)
	return ctx
}
func (s *statementCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
func (s *statementCounter) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	s.n.Add(1)
	return ctx
}
func (s *statementCounter) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}
func (s *statementCounter) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData)     {}

func TestGraphQLBatchesItsReads(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	var counter statementCounter
	db, err := pg.OpenTraced(context.Background(), env.Settings["DATABASE_URL"], 4, &counter)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	c := env.Server(t, testkit.ServerOptions{App: db})
	query := `{ appointments(first: 100) { edges { node { id status
		patient { id name } provider { name primaryLocation { name } } location { name } appointmentType { name }
		statusHistory { fromStatus toStatus changedAt } } } } }`
	counts := map[int]int64{}
	for _, n := range []int{3, 30} {
		tn := env.NewTenant(t)
		seedClinic(t, env.App, tn.ID, []string{"America/Sao_Paulo", "America/Manaus"}, 3, 4, someAppointments(n, 3, 2, 4))
		counter.n.Store(0)
		d := gql(t, c, tn.Key, query, nil).ok(t)
		counts[n] = counter.n.Load()
		edges := at(d, "appointments", "edges").([]any)
		if len(edges) != n {
			t.Fatalf("%d appointments listed, want %d", len(edges), n)
		}
		for _, e := range edges {
			if at(e, "node", "patient", "name") == nil || at(e, "node", "provider", "primaryLocation", "name") == nil ||
				len(at(e, "node", "statusHistory").([]any)) != 2 {
				t.Fatalf("appointment not resolved whole: %v", e)
			}
		}
	}
	t.Logf("statements and batches sent: %v (by number of appointments)", counts)
	// The list (begin, select, commit), then one batch per kind (patients, providers, locations,
	// types, histories), fetched as the list is read, and one for the providers' primary
	// locations, a level down: 9. What 30 appointments cost, 3 cost too; the one level the list
	// does not prefetch may split once when its loads straddle the loader's wait.
	if counts[3] != 9 || counts[30] > counts[3]+1 {
		t.Fatalf("round trips grow with the list (N+1): %v", counts)
	}
}

func TestGraphiQLIsServedOffline(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	c := env.Server(t, testkit.ServerOptions{})
	resp, err := c.HTTP.Get(c.URL + "/graphql")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /graphql: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if !strings.Contains(string(page), `id="api-key"`) || !strings.Contains(string(page), "'x-api-key'") {
		t.Fatal("GraphiQL page has no key field sent as x-api-key")
	}
	srcs := regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllStringSubmatch(string(page), -1)
	if len(srcs) != 4 {
		t.Fatalf("assets %v, want GraphiQL's css and three scripts", srcs)
	}
	for _, m := range srcs {
		if !strings.HasPrefix(m[1], "/docs/assets/") {
			t.Fatalf("asset %s is not embedded (no CDN)", m[1])
		}
		r, err := c.HTTP.Get(c.URL + m[1])
		if err != nil {
			t.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, r.Body)
		r.Body.Close()
		if r.StatusCode != http.StatusOK || n < 10_000 {
			t.Fatalf("%s: %d, %d bytes", m[1], r.StatusCode, n)
		}
	}
}
