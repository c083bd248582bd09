package rest_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"clinic/internal/testkit"
)

// api is a fresh tenant (key with every permission) and a client of the full REST handler.
type api struct {
	env    *testkit.Env
	tenant testkit.Tenant
	c      *testkit.Client
}

// newAPI starts the API over the real services with a fresh tenant. Unless opt names a logger,
// the service's log is printed when the test fails.
func newAPI(t *testing.T, opt testkit.ServerOptions) api {
	t.Helper()
	env := testkit.Setup(t)
	if opt.Log == nil {
		var l logBuffer
		opt.Log = l.logger()
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("service log:\n%s", l.String())
			}
		})
	}
	return api{env: env, tenant: env.NewTenant(t), c: env.Server(t, opt)}
}

// wantDetail fails unless the body is exactly {"detail": want} (no other field).
func wantDetail(t *testing.T, r *testkit.Response, want string) {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		t.Fatalf("error body is not JSON: %s", r.Body)
	}
	if len(m) != 1 || m["detail"] != want {
		t.Fatalf("body %s, want {\"detail\": %q}", r.Body, want)
	}
}

// fieldsOf returns the field names listed in a 422 body's errors.
func fieldsOf(t *testing.T, r *testkit.Response) []string {
	t.Helper()
	var body struct {
		Detail string `json:"detail"`
		Errors []struct {
			Field   string `json:"field"`
			Message string `json:"message"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatalf("422 body is not JSON: %s", r.Body)
	}
	var out []string
	for _, e := range body.Errors {
		if e.Message == "" {
			t.Errorf("field %s has no message: %s", e.Field, r.Body)
		}
		if !strings.Contains(body.Detail, e.Field) {
			t.Errorf("detail %q does not name %s", body.Detail, e.Field)
		}
		out = append(out, e.Field)
	}
	return out
}

// logBuffer is a concurrency-safe sink for the service's JSON log.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// lines returns every log record decoded.
func (l *logBuffer) lines(t *testing.T) []map[string]any {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(l.buf.String()), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line is not JSON: %s", line)
		}
		out = append(out, m)
	}
	return out
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func (l *logBuffer) logger() *slog.Logger {
	return slog.New(slog.NewJSONHandler(l, &slog.HandlerOptions{Level: slog.LevelDebug}))
}
