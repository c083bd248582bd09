package browsertest

import (
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"testing"
)

// Swagger UI at /docs: Authorize with a key, "Try it out" on the patients list, Execute: the page
// shows 200 and the tenant's patient, and the request carried the key; a wrong key shows 401.
func TestSwaggerUITryItOut(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	const name = "Maria Aparecida dos Santos"
	s.c.Do(t, "POST", "/v1/patients", s.tenant.Key, map[string]any{"name": name}).Expect(t, http.StatusCreated)
	wrong := "clk_" + strings.Repeat("A", 43) // well-formed, unknown

	var got struct {
		Status       int     `json:"status"`
		Body         string  `json:"body"`
		SentKey      *string `json:"sent_key"`
		CurlHasKey   bool    `json:"curl_has_key"`
		WrongStatus  int     `json:"wrong_status"`
		WrongSentKey *string `json:"wrong_sent_key"`
		WrongBody    string  `json:"wrong_body"`
		Blocked      int     `json:"blocked"`
	}
	driverRun{
		script: "swagger-ui.mjs",
		env: map[string]string{"API_KEY": s.tenant.Key, "WRONG_KEY": wrong,
			"OPERATION": "operations-Patients-list-patients", "OPERATION_PATH": "/v1/patients"},
		shots: []string{"swagger-ui-try-it-out"},
	}.run(t, s.c.URL, &got)

	if got.Status != http.StatusOK {
		t.Errorf("Try it out with the key: the page shows status %d, want 200; body:\n%s", got.Status, got.Body)
	}
	if got.SentKey == nil || *got.SentKey != s.tenant.Key {
		t.Errorf("Execute sent x-api-key %v, want the authorized key", deref(got.SentKey))
	}
	if !got.CurlHasKey {
		t.Errorf("the curl command shown does not carry the x-api-key header")
	}
	if !strings.Contains(got.Body, name) || !strings.Contains(got.Body, `"items"`) {
		t.Errorf("the response body shown lacks the tenant's patient %q:\n%s", name, got.Body)
	}
	if got.WrongStatus != http.StatusUnauthorized {
		t.Errorf("Try it out with a wrong key: the page shows status %d, want 401; body:\n%s", got.WrongStatus, got.WrongBody)
	}
	if got.WrongSentKey == nil || *got.WrongSentKey != wrong {
		t.Errorf("the second Execute sent x-api-key %v, want the wrong key", deref(got.WrongSentKey))
	}
	if !strings.Contains(got.WrongBody, `"detail"`) || strings.Contains(got.WrongBody, name) {
		t.Errorf("the 401 shown is not a {\"detail\"} body without data:\n%s", got.WrongBody)
	}
}

// ReDoc at /redoc: the side menu lists exactly the operations of /openapi.json, and no error box.
func TestRedocListsEveryOperation(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(s.c.Do(t, "GET", "/openapi.json", "", nil).Expect(t, http.StatusOK).Body, &doc); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, item := range doc.Paths {
		for method, raw := range item {
			if !httpMethod(method) {
				continue // "parameters", "summary"...
			}
			var op struct {
				OperationID string `json:"operationId"`
			}
			if err := json.Unmarshal(raw, &op); err != nil {
				t.Fatal(err)
			}
			want = append(want, op.OperationID)
		}
	}
	sort.Strings(want)
	if len(want) < 20 {
		t.Fatalf("/openapi.json lists %d operations: the document is not the API's", len(want))
	}

	var got struct {
		Operations []string `json:"operations"` // operationIds read from the menu entries
		Labels     []string `json:"labels"`     // the menu entries' text
		Error      string   `json:"error"`
		Title      string   `json:"title"`
		Blocked    int      `json:"blocked"`
	}
	driverRun{script: "redoc.mjs", shots: []string{"redoc-operations"}}.run(t, s.c.URL, &got)

	if got.Error != "" {
		t.Errorf("ReDoc shows an error: %s", got.Error)
	}
	if !strings.Contains(got.Title, "Clinical Practice Service") {
		t.Errorf("ReDoc's title %q is not the API's", got.Title)
	}
	ops := append([]string(nil), got.Operations...)
	sort.Strings(ops)
	if strings.Join(ops, "\n") != strings.Join(want, "\n") {
		t.Errorf("ReDoc's menu lists %d operations, /openapi.json has %d\nmissing: %v\nextra: %v",
			len(ops), len(want), minus(want, ops), minus(ops, want))
	}
	if len(got.Labels) != len(got.Operations) {
		t.Errorf("%d menu labels for %d operations", len(got.Labels), len(got.Operations))
	}
}

// httpMethod is true for the keys of an OpenAPI path item that are operations.
func httpMethod(k string) bool {
	switch k {
	case "get", "put", "post", "delete", "options", "head", "patch", "trace":
		return true
	}
	return false
}

// minus returns the elements of a that b lacks.
func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, x := range b {
		in[x] = true
	}
	var out []string
	for _, x := range a {
		if !in[x] {
			out = append(out, x)
		}
	}
	return out
}

// deref shows a header the page may not have sent.
func deref(s *string) string {
	if s == nil {
		return "(none)"
	}
	return *s
}
