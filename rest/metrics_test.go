package rest_test

import (
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"clinic/internal/platform/metrics"
	"clinic/internal/testkit"
)

// opsToken is the operator token of the tests (at least 32 characters).
const opsToken = "test-operator-token-0123456789abcdef"

// scrape reads /metrics with the operator token and parses it.
func scrape(t *testing.T, c *testkit.Client) testkit.Metrics {
	t.Helper()
	r := c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer "+opsToken).Expect(t, 200)
	return testkit.ParseMetrics(t, r.Body)
}

// /metrics answers only the operator token: 401 {"detail"} without it, with a wrong one, or
// when no token is configured at all (closed); 200 in the Prometheus text format with it.
func TestMetricsNeedTheOperatorToken(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, AuthFailures: 1000})
	for name, headers := range map[string][]string{
		"no header":      nil,
		"wrong token":    {"Authorization: Bearer " + strings.Repeat("x", len(opsToken))},
		"token prefix":   {"Authorization: Bearer " + opsToken[:len(opsToken)-1]},
		"token suffixed": {"Authorization: Bearer " + opsToken + "x"},
		"not bearer":     {"Authorization: Basic " + opsToken},
		"api key":        {"x-api-key: " + a.tenant.Key},
	} {
		r := a.c.Do(t, "GET", "/metrics", "", nil, headers...)
		if r.Status != 401 || r.Header.Get("WWW-Authenticate") == "" {
			t.Errorf("%s: status %d, WWW-Authenticate %q", name, r.Status, r.Header.Get("WWW-Authenticate"))
			continue
		}
		wantDetail(t, r, "Invalid or missing operator token")
	}
	r := a.c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer "+opsToken).Expect(t, 200)
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("Content-Type %q, want the text format", ct)
	}
	m := testkit.ParseMetrics(t, r.Body)
	if _, ok := m["clinic_http_requests_total"]; !ok {
		t.Errorf("no clinic_http_requests_total in:\n%s", r.Body)
	}

	closed := newAPI(t, testkit.ServerOptions{AuthFailures: 1000})
	for _, h := range []string{"Authorization: Bearer " + opsToken, "Authorization: Bearer ", "Authorization: Bearer"} {
		wantDetail(t, closed.c.Do(t, "GET", "/metrics", "", nil, h).Expect(t, 401), "Invalid or missing operator token")
	}
}

// Requests are counted by route pattern, method and status: a patient's id never becomes a
// label, and paths no route matches share one label.
func TestMetricsCountRequestsByRoutePattern(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken})
	p := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Maria Métrica"}).Expect(t, 201).JSON(t)
	id := p["id"].(string)
	for range 3 {
		a.c.Do(t, "GET", "/v1/patients/"+id, a.tenant.Key, nil).Expect(t, 200)
	}
	missing := uuid.NewString()
	a.c.Do(t, "GET", "/v1/patients/"+missing, a.tenant.Key, nil).Expect(t, 404)
	stray := "/no-such-thing/" + uuid.NewString()
	a.c.Do(t, "GET", stray, "", nil).Expect(t, 404)

	r := a.c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer "+opsToken).Expect(t, 200)
	m := testkit.ParseMetrics(t, r.Body)
	route := map[string]string{"route": "/v1/patients/{patient_id}", "method": "GET"}
	if n, _ := m.Value("clinic_http_requests_total", with(route, "status", "200")); n != 3 {
		t.Errorf("GET /v1/patients/{patient_id} 200 counted %v times, want 3", n)
	}
	if n, _ := m.Value("clinic_http_requests_total", with(route, "status", "404")); n != 1 {
		t.Errorf("GET /v1/patients/{patient_id} 404 counted %v times, want 1", n)
	}
	if n, _ := m.Value("clinic_http_request_duration_seconds", with(route, "status", "200")); n != 3 {
		t.Errorf("latency histogram has %v samples, want 3", n)
	}
	if n, _ := m.Value("clinic_http_requests_total", map[string]string{"route": "/v1/patients", "method": "POST", "status": "201"}); n != 1 {
		t.Errorf("POST /v1/patients counted %v times, want 1", n)
	}
	if n, _ := m.Value("clinic_http_requests_total", map[string]string{"route": "unmatched", "status": "404"}); n < 1 {
		t.Errorf("the unmatched path is not counted as route \"unmatched\": %v", m.LabelValues("clinic_http_requests_total", "route"))
	}
	for _, raw := range []string{id, missing, stray, "Maria"} {
		if strings.Contains(string(r.Body), raw) {
			t.Errorf("the scrape contains %q (a raw path or value)", raw)
		}
	}
	for _, rt := range m.LabelValues("clinic_http_requests_total", "route") {
		if rt != "unmatched" && !strings.HasPrefix(rt, "/") {
			t.Errorf("route label %q is not a pattern", rt)
		}
	}
}

// with returns labels plus k=v.
func with(labels map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for a, b := range labels {
		out[a] = b
	}
	return out
}

// A request refused by a key's rate limit, and one refused for too many failed
// authentications, each count one rejection of their kind. (A blocked address gets 429 from
// /metrics too, whatever it sends: the scrapes come from a second server sharing the registry.)
func TestMetricsCountRateLimitRejections(t *testing.T) {
	t.Parallel()
	reg := metrics.New()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, RateLimit: 1, AuthFailures: 1, Metrics: reg})
	scraper := a.env.Server(t, testkit.ServerOptions{OperatorToken: opsToken, Metrics: reg})
	a.c.Do(t, "GET", "/v1/health", a.tenant.Key, nil).Expect(t, 200)
	a.c.Do(t, "GET", "/v1/health", a.tenant.Key, nil).Expect(t, 429)
	m := scrape(t, scraper)
	if n, _ := m.Value("clinic_rate_limit_rejections_total", map[string]string{"kind": "api_key"}); n != 1 {
		t.Errorf("api_key rejections = %v, want 1", n)
	}
	if n, ok := m.Value("clinic_rate_limit_rejections_total", map[string]string{"kind": "auth_failures"}); ok && n != 0 {
		t.Errorf("auth_failures rejections = %v before any failure", n)
	}

	a.c.Do(t, "GET", "/v1/health", "wrong-key-1", nil).Expect(t, 401)
	a.c.Do(t, "GET", "/v1/health", "wrong-key-2", nil).Expect(t, 429)
	a.c.Do(t, "GET", "/v1/health", "wrong-key-3", nil).Expect(t, 429) // blocked in memory
	a.c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer "+opsToken).Expect(t, 429)
	m = scrape(t, scraper)
	if n, _ := m.Value("clinic_rate_limit_rejections_total", map[string]string{"kind": "auth_failures"}); n != 3 {
		t.Errorf("auth_failures rejections = %v, want 3", n)
	}
	if n, _ := m.Value("clinic_http_requests_total", map[string]string{"route": "/v1/health", "status": "429"}); n != 3 {
		t.Errorf("429s of /v1/health counted %v, want 3", n)
	}
}

// Queue depth is read from Redis at scrape time, per queue and state.
func TestMetricsQueueDepth(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, OpsQueueDB: testkit.OpsQueueDB})
	queue := "metrics-test-" + uuid.NewString()
	opt := env.QueueRedisDB(testkit.OpsQueueDB)
	client, inspector := asynq.NewClient(opt), asynq.NewInspector(opt)
	t.Cleanup(func() {
		_, _ = inspector.DeleteAllPendingTasks(queue)
		_, _ = inspector.DeleteAllScheduledTasks(queue)
		_ = inspector.DeleteQueue(queue, true)
		_ = client.Close()
		_ = inspector.Close()
	})
	for i := range 3 {
		if _, err := client.Enqueue(asynq.NewTask("test:noop", []byte{byte(i)}), asynq.Queue(queue)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := client.Enqueue(asynq.NewTask("test:later", nil), asynq.Queue(queue), asynq.ProcessIn(time.Hour)); err != nil {
		t.Fatal(err)
	}
	m := scrape(t, a.c)
	if up, _ := m.Value("clinic_queue_up", nil); up != 1 {
		t.Fatalf("clinic_queue_up = %v", up)
	}
	for state, want := range map[string]float64{"pending": 3, "scheduled": 1, "active": 0, "retry": 0, "archived": 0} {
		if n, ok := m.Value("clinic_queue_tasks", map[string]string{"queue": queue, "state": state}); !ok || n != want {
			t.Errorf("%s tasks of the queue = %v (reported %v), want %v", state, n, ok, want)
		}
	}
	if lat, ok := m.Value("clinic_queue_latency_seconds", map[string]string{"queue": queue}); !ok || lat < 0 {
		t.Errorf("queue latency = %v (reported %v)", lat, ok)
	}
	if _, err := inspector.DeleteAllPendingTasks(queue); err != nil {
		t.Fatal(err)
	}
	m = scrape(t, a.c)
	if n, _ := m.Value("clinic_queue_tasks", map[string]string{"queue": queue, "state": "pending"}); n != 0 {
		t.Errorf("pending after deleting them = %v", n)
	}
}

// The Postgres pool and the Neo4j sessions are reported.
func TestMetricsPoolStats(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken})
	p := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Pool"}).Expect(t, 201).JSON(t)
	before := scrape(t, a.c)
	sessions, _ := before.Value("clinic_neo4j_sessions_total", nil)
	a.c.Do(t, "GET", "/v1/patients/"+p["id"].(string)+"/context", a.tenant.Key, nil).Expect(t, 200)
	m := scrape(t, a.c)
	for name, atLeast := range map[string]float64{
		"clinic_pg_pool_max_conns": 20, "clinic_pg_pool_total_conns": 1, "clinic_pg_pool_acquires_total": 1,
		"clinic_pg_pool_idle_conns": 0, "clinic_pg_pool_acquired_conns": 0, "clinic_pg_pool_acquire_seconds_total": 0,
		"clinic_pg_pool_empty_acquires_total": 0, "clinic_pg_pool_canceled_acquires_total": 0,
	} {
		if n, ok := m.Value(name, map[string]string{"pool": "app"}); !ok || n < atLeast {
			t.Errorf("%s = %v (reported %v), want ≥ %v", name, n, ok, atLeast)
		}
	}
	if n, _ := m.Value("clinic_pg_pool_max_conns", map[string]string{"pool": "app"}); n != 20 {
		t.Errorf("max conns = %v, want the test pool's 20", n)
	}
	if n, _ := m.Value("clinic_neo4j_pool_max_conns", nil); n != 100 {
		t.Errorf("neo4j max pool = %v, want the driver's default 100", n)
	}
	if n, _ := m.Value("clinic_neo4j_sessions_total", nil); n <= sessions {
		t.Errorf("neo4j sessions %v after a graph read, %v before", n, sessions)
	}
	if n, ok := m.Value("clinic_neo4j_sessions_open", nil); !ok || n < 0 {
		t.Errorf("neo4j open sessions = %v (reported %v)", n, ok)
	}
	if _, ok := m.Value("clinic_neo4j_session_seconds_total", nil); !ok {
		t.Error("no clinic_neo4j_session_seconds_total")
	}
}
