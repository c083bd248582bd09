package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"clinic/internal/platform/errs"
)

// An unexpected error or a panic is answered with the uniform 500 and the request id; what went
// wrong (SQL, stack, patient data) goes only to the log, under that request id.
func TestInternalErrorsAreUniform500(t *testing.T) {
	const leak = `ERROR: duplicate key value violates unique constraint "patients_cpf_key" DETAIL: Key (cpf)=(52998224725)`
	handlers := map[string]func(*slog.Logger) http.HandlerFunc{
		"plain error": func(log *slog.Logger) http.HandlerFunc {
			return func(w http.ResponseWriter, r *http.Request) {
				writeError(w, r, log, fmt.Errorf("create patient: %s", leak))
			}
		},
		"classified as Internal": func(log *slog.Logger) http.HandlerFunc {
			return func(w http.ResponseWriter, r *http.Request) {
				writeError(w, r, log, &errs.Error{Kind: errs.Internal, Detail: leak, Err: errors.New("x")})
			}
		},
		"panic": func(*slog.Logger) http.HandlerFunc {
			return func(http.ResponseWriter, *http.Request) { panic(leak) }
		},
	}
	for name, h := range handlers {
		var logBuf bytes.Buffer
		log := slog.New(slog.NewJSONHandler(&logBuf, nil))
		srv := requestID(accessLog(log, nil)(recoverer(log)(h(log))))
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/x", nil))
		if rec.Code != 500 {
			t.Errorf("%s: status %d, want 500", name, rec.Code)
		}
		var body map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || len(body) != 1 || body["detail"] != "Internal server error" {
			t.Errorf("%s: body %s, want {\"detail\": \"Internal server error\"}", name, rec.Body)
		}
		if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
			t.Errorf("%s: Content-Type %q", name, ct)
		}
		id := rec.Header().Get("X-Request-ID")
		if id == "" {
			t.Errorf("%s: no X-Request-ID on the 500", name)
		}
		logged := logBuf.String()
		if !strings.Contains(logged, `"request_id":"`+id+`"`) || !strings.Contains(logged, "patients_cpf_key") {
			t.Errorf("%s: the log lacks the request id or the cause:\n%s", name, logged)
		}
	}
}

// The error table maps every kind to its status once.
func TestEveryErrorKindHasAStatus(t *testing.T) {
	want := map[errs.Kind]int{
		errs.BadRequest: 400, errs.Invalid: 422, errs.NotFound: 404, errs.Conflict: 409,
		errs.Unauthenticated: 401, errs.Forbidden: 403, errs.TooLarge: 413, errs.RateLimited: 429,
		errs.Unavailable: 503, errs.Internal: 500,
	}
	for kind, status := range want {
		rec := httptest.NewRecorder()
		e := &errs.Error{Kind: kind, Detail: "d"}
		if kind == errs.RateLimited {
			e.RetryAfter = 1500_000_000 // 1.5 s rounds up
		}
		writeError(rec, httptest.NewRequest("GET", "/", nil), slog.New(slog.DiscardHandler), e)
		if rec.Code != status {
			t.Errorf("kind %d: status %d, want %d", kind, rec.Code, status)
		}
		if kind == errs.RateLimited && rec.Header().Get("Retry-After") != "2" {
			t.Errorf("Retry-After = %q, want 2", rec.Header().Get("Retry-After"))
		}
	}
}
