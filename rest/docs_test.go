package rest_test

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
	"clinic/rest"
)

// The OpenAPI 3.1 description documents every operation: its key, permission, errors and shapes.
// docResponse is a response of the document, or a reference to a shared one.
type docResponse struct {
	Ref         string `json:"$ref"`
	Description string `json:"description"`
	Content     map[string]struct {
		Schema map[string]any `json:"schema"`
	} `json:"content"`
}

func TestOpenAPIDescribesEveryOperation(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	r := a.c.Do(t, "GET", "/openapi.json", "", nil).Expect(t, 200)
	var doc struct {
		OpenAPI string `json:"openapi"`
		Info    struct {
			Description string `json:"description"`
		} `json:"info"`
		Paths      map[string]map[string]json.RawMessage `json:"paths"`
		Components struct {
			Responses       map[string]docResponse `json:"responses"`
			Schemas         map[string]any         `json:"schemas"`
			SecuritySchemes map[string]struct {
				Type, In, Name string
			} `json:"securitySchemes"`
		} `json:"components"`
	}
	if err := json.Unmarshal(r.Body, &doc); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.1") {
		t.Errorf("openapi %q, want 3.1", doc.OpenAPI)
	}
	if s := doc.Components.SecuritySchemes["apiKey"]; s.Type != "apiKey" || s.In != "header" || s.Name != "x-api-key" {
		t.Errorf("security scheme = %+v, want an apiKey header x-api-key (Swagger UI's Authorize dialog)", s)
	}
	for _, p := range tenancy.AllPermissions {
		if !strings.Contains(doc.Info.Description, "`"+string(p)+"`") {
			t.Errorf("the description does not document the permission %s", p)
		}
	}
	for _, must := range []string{"/v1/health", "/v1/patients", "/v1/patients/{patient_id}", "/v1/doctors",
		"/v1/doctors/{doctor_id}", "/v1/scheduling/locations", "/v1/scheduling/appointments", "/v1/scheduling/slots",
		"/v1/scheduling/providers/{provider_id}/templates"} {
		if doc.Paths[must] == nil {
			t.Errorf("%s is not described", must)
		}
	}
	// Every operation of the document, whatever resource it belongs to.
	for path, item := range doc.Paths {
		for m := range item {
			if m == "parameters" {
				continue
			}
			raw := item[m]
			var op struct {
				OperationID string                 `json:"operationId"`
				Summary     string                 `json:"summary"`
				Description string                 `json:"description"`
				Security    []map[string][]string  `json:"security"`
				Responses   map[string]docResponse `json:"responses"`
			}
			if err := json.Unmarshal(raw, &op); err != nil {
				t.Fatal(err)
			}
			if op.OperationID == "" || op.Summary == "" {
				t.Errorf("%s %s lacks an id or summary", m, path)
			}
			if len(op.Security) != 1 || op.Security[0]["apiKey"] == nil {
				t.Errorf("%s %s does not require the key: %v", m, path, op.Security)
			}
			if path != "/v1/health" && !strings.Contains(op.Description, "Requires the permission `") {
				t.Errorf("%s %s does not name its permission", m, path)
			}
			codes := []string{"400", "401", "403", "422", "429", "500", "503"}
			if m == "post" || m == "put" {
				codes = append(codes, "413")
			}
			for _, code := range codes {
				resp, ok := op.Responses[code]
				if !ok {
					t.Errorf("%s %s does not document %s", m, path, code)
					continue
				}
				if name, isRef := strings.CutPrefix(resp.Ref, "#/components/responses/"); isRef {
					resp = doc.Components.Responses[name] // shared answers are stated once
				}
				if ref := resp.Content["application/json"].Schema["$ref"]; ref != "#/components/schemas/ErrorBody" {
					t.Errorf("%s %s %s: schema %v, want ErrorBody", m, path, code, ref)
				}
			}
		}
	}
	for _, schema := range []string{"ErrorBody", "FieldIssue", "PatientCreate", "PatientOut", "PatientPage", "DoctorCreate", "DoctorOut", "HealthReport"} {
		if doc.Components.Schemas[schema] == nil {
			t.Errorf("schema %s missing", schema)
		}
	}
	if !strings.Contains(string(r.Body), `"example"`) && !strings.Contains(string(r.Body), `"examples"`) {
		t.Error("no examples in the description")
	}
}

// /docs and /redoc work with no internet: every asset comes from the binary.
func TestDocsPagesWorkOffline(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	src := regexp.MustCompile(`(?:src|href)="([^"]+)"`)
	for page, marker := range map[string]string{"/docs": "SwaggerUIBundle", "/redoc": "<redoc"} {
		r := a.c.Do(t, "GET", page, "", nil).Expect(t, 200)
		html := string(r.Body)
		if !strings.Contains(html, marker) || !strings.Contains(html, "/openapi.json") {
			t.Errorf("%s does not load the explorer on /openapi.json", page)
		}
		if strings.Contains(html, "http://") || strings.Contains(html, "https://") {
			t.Errorf("%s references an outside address", page)
		}
		for _, m := range src.FindAllStringSubmatch(html, -1) {
			asset := a.c.Do(t, "GET", m[1], "", nil).Expect(t, 200)
			if len(asset.Body) < 10_000 {
				t.Errorf("%s: asset %s is only %d bytes", page, m[1], len(asset.Body))
			}
		}
	}
}

func TestHealthReportsEveryDependency(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	h := a.c.Do(t, "GET", "/v1/health", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	deps := h["dependencies"].(map[string]any)
	for _, name := range []string{"postgres", "redis", "neo4j"} {
		d, _ := deps[name].(map[string]any)
		if d["status"] != "ok" || d["latency_ms"] == nil {
			t.Errorf("%s: %v, want ok with a latency", name, d)
		}
	}
	if h["status"] != "ok" {
		t.Errorf("status %v", h["status"])
	}
	a.c.Do(t, "GET", "/healthz", "", nil).Expect(t, 200)
	a.c.Do(t, "GET", "/readyz", "", nil).Expect(t, 200)
}

func TestHealthWithADependencyDown(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	down := errors.New("connection refused")
	pg := rest.Check{Name: "postgres", Ping: env.App.Ping, Ready: true}
	graphDown := rest.Check{Name: "neo4j", Ping: func(context.Context) error { return down }}
	a := newAPI(t, testkit.ServerOptions{Checks: []rest.Check{
		pg, {Name: "redis", Ping: func(ctx context.Context) error { return env.Redis.Ping(ctx).Err() }, Ready: true}, graphDown,
	}})
	h := a.c.Do(t, "GET", "/v1/health", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	deps := h["dependencies"].(map[string]any)
	if h["status"] != "degraded" || deps["neo4j"].(map[string]any)["status"] != "down" || deps["postgres"].(map[string]any)["status"] != "ok" {
		t.Errorf("health with neo4j down = %v", h)
	}
	if strings.Contains(string(a.c.Do(t, "GET", "/v1/health", a.tenant.Key, nil).Body), "refused") {
		t.Error("health leaks the dependency's error text")
	}
	// A graph outage does not pull the instance out of the load balancer: readiness is Postgres
	// and Redis only.
	r := a.c.Do(t, "GET", "/readyz", "", nil).Expect(t, 200).JSON(t)
	if _, ok := r["dependencies"].(map[string]any)["neo4j"]; ok {
		t.Errorf("readyz reports the graph: %v", r)
	}
	a.c.Do(t, "GET", "/healthz", "", nil).Expect(t, 200) // the process itself is fine
	// The API itself keeps working for what does not need the graph.
	a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)

	// Redis down: not ready.
	b := newAPI(t, testkit.ServerOptions{Checks: []rest.Check{
		pg, {Name: "redis", Ping: func(context.Context) error { return down }, Ready: true}, graphDown,
	}})
	if rb := b.c.Do(t, "GET", "/readyz", "", nil).Expect(t, 503); rb.JSON(t)["status"] != "degraded" {
		t.Errorf("readyz body %s", rb.Body)
	}
}

// However many probes arrive, each dependency is pinged at most once a second.
func TestReadyzIsCached(t *testing.T) {
	t.Parallel()
	var pings atomic.Int64
	a := newAPI(t, testkit.ServerOptions{Checks: []rest.Check{
		{Name: "postgres", Ping: func(context.Context) error { pings.Add(1); return nil }, Ready: true},
	}})
	start := time.Now()
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 25 {
				a.c.Do(t, "GET", "/readyz", "", nil).Expect(t, 200)
			}
		})
	}
	wg.Wait()
	if max := int64(time.Since(start)/time.Second) + 1; pings.Load() > max {
		t.Errorf("200 probes in %v pinged postgres %d times, want at most %d", time.Since(start), pings.Load(), max)
	}
}
