package main

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"clinic/internal/platform/metrics"
)

// SERVICE_OPERATOR_TOKEN: empty is closed, shorter than 32 characters is a configuration error
// that never echoes the value, 32 or more is taken.
func TestOperatorTokenSetting(t *testing.T) {
	none := filepath.Join(t.TempDir(), "none")
	clearSettings(t)
	if c, err := loadConfig(none); err != nil || c.OperatorToken != "" {
		t.Fatalf("unset: %q %v", c.OperatorToken, err)
	}
	short := "short-secret-value-1234567890"
	t.Setenv("SERVICE_OPERATOR_TOKEN", short)
	_, err := loadConfig(none)
	if err == nil || !strings.Contains(err.Error(), "SERVICE_OPERATOR_TOKEN") || !strings.Contains(err.Error(), "32") {
		t.Fatalf("a short token: %v", err)
	}
	if strings.Contains(err.Error(), short) {
		t.Errorf("the error echoes the token: %v", err)
	}
	long := strings.Repeat("k", 32)
	t.Setenv("SERVICE_OPERATOR_TOKEN", long)
	if c, err := loadConfig(none); err != nil || c.OperatorToken != long {
		t.Errorf("a 32-character token: %q %v", c.OperatorToken, err)
	}
}

// The worker's admin address serves /metrics behind the operator token and /healthz, nothing
// else (the queue UI moved to the API's /ops/queues).
func TestWorkerAdminHandler(t *testing.T) {
	token := strings.Repeat("w", 40)
	reg := metrics.New()
	reg.ObserveTask("documents", "document:ocr", "success", 0)
	srv := httptest.NewServer(adminHandler(reg, token))
	defer srv.Close()
	get := func(path, auth string) *http.Response {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	for auth, want := range map[string]int{"": 401, "Bearer nope": 401, "Bearer " + token: 200} {
		if got := get("/metrics", auth).StatusCode; got != want {
			t.Errorf("/metrics with %q: %d, want %d", auth, got, want)
		}
	}
	if got := get("/healthz", "").StatusCode; got != 200 {
		t.Errorf("/healthz: %d, want 200 without a token", got)
	}
	if got := get("/queues", "Bearer "+token).StatusCode; got != 404 {
		t.Errorf("/queues: %d, want 404", got)
	}
	closed := httptest.NewServer(adminHandler(reg, ""))
	defer closed.Close()
	resp, err := closed.Client().Get(closed.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Errorf("no token configured: %d", resp.StatusCode)
	}
}
