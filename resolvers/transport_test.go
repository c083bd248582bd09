package resolvers_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"clinic/internal/testkit"
)

// Whatever a client sends, the answer is a clear error in a documented shape, never a 500.
func TestGraphQLRejectsMalformedRequests(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{BodyLimit: 64 << 10})
	for name, tc := range map[string]struct {
		method, contentType, body string
		status                    int
	}{
		"not JSON":            {http.MethodPost, "application/json", `{"query": `, http.StatusBadRequest},
		"no query":            {http.MethodPost, "application/json", `{}`, http.StatusUnprocessableEntity},
		"query not a string":  {http.MethodPost, "application/json", `{"query": 5}`, http.StatusBadRequest},
		"form body":           {http.MethodPost, "application/x-www-form-urlencoded", `query={patients{edges{cursor}}}`, http.StatusBadRequest},
		"variables wrong":     {http.MethodPost, "application/json", `{"query": "query($f: Int) { patients(first: $f) { edges { cursor } } }", "variables": {"f": "x"}}`, http.StatusUnprocessableEntity},
		"over the body limit": {http.MethodPost, "application/json", `{"query": "` + strings.Repeat("a", 70<<10) + `"}`, http.StatusRequestEntityTooLarge},
		"PUT":                 {http.MethodPut, "application/json", `{}`, http.StatusMethodNotAllowed},
	} {
		req, _ := http.NewRequest(tc.method, c.URL+"/graphql", strings.NewReader(tc.body))
		req.Header.Set("Content-Type", tc.contentType)
		req.Header.Set("x-api-key", tn.Key)
		resp, err := c.HTTP.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var shape map[string]any
		if resp.StatusCode != tc.status || json.Unmarshal(body, &shape) != nil || (shape["errors"] == nil && shape["detail"] == nil) {
			t.Errorf("%s: %d %s, want %d with errors or detail", name, resp.StatusCode, body, tc.status)
		}
	}
}
