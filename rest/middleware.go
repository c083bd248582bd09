package rest

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"runtime/debug"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metrics"
	"clinic/internal/tenancy"
)

type stateKey struct{}

// requestState is what the middleware learns about one request, put in its context once (by
// requestID) and filled in by the inner middleware: one context value and one request copy
// instead of one per fact.
type requestState struct {
	id        string
	principal tenancy.Principal
	authed    bool       // principal is set
	gate      *limitGate // the pending rate-limit decision (rateLimit)
}

func stateFrom(ctx context.Context) *requestState {
	st, _ := ctx.Value(stateKey{}).(*requestState)
	return st
}

func requestIDFrom(ctx context.Context) string {
	if st := stateFrom(ctx); st != nil {
		return st.id
	}
	return ""
}

func principalFrom(ctx context.Context) (tenancy.Principal, bool) {
	if st := stateFrom(ctx); st != nil && st.authed {
		return st.principal, true
	}
	return tenancy.Principal{}, false
}

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,128}$`)

// requestID takes X-Request-ID when it is a sane token, else generates one, and echoes it.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var id string
		if v := r.Header[hdrRequestID]; len(v) > 0 {
			id = v[0]
		}
		if !validRequestID.MatchString(id) {
			id = uuid.NewString()
		}
		w.Header()[hdrRequestID] = []string{id}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), stateKey{}, &requestState{id: id})))
	})
}

// serveRecorded serves r with next and returns what it answered: the status (200 when it set
// none) and the bytes written.
func serveRecorded(w http.ResponseWriter, r *http.Request, next http.Handler) *statusRecorder {
	rec := &statusRecorder{ResponseWriter: w}
	next.ServeHTTP(rec, r)
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return rec
}

// routePattern is the chi route r matched ("" when none did): what logs and metrics name a
// request by, never its raw path.
func routePattern(r *http.Request) string {
	if rc := chi.RouteContext(r.Context()); rc != nil {
		return rc.RoutePattern()
	}
	return ""
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// accessLog records every request once: in the metrics (route pattern, never the raw path,
// method, status, duration; m may be nil) and as one JSON line: method, route pattern, status,
// duration, tenant and key id (never the key itself, never the query string, which may hold a
// CPF). It runs inside requestID, whose state names the tenant and key once authentication has run.
func accessLog(log *slog.Logger, m *metrics.Registry) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			rec := serveRecorded(w, r, next)
			took, status, route := time.Since(start), rec.status, routePattern(r)
			m.ObserveRequest(route, r.Method, status, took)
			level := slog.LevelInfo
			if status >= 500 {
				level = slog.LevelError
			}
			ctx := r.Context()
			if !log.Enabled(ctx, level) {
				return
			}
			var tenantID, keyID string
			if p, ok := principalFrom(ctx); ok {
				tenantID, keyID = p.TenantID.String(), p.KeyID.String()
			}
			// A record without a caller's PC: the handler prints no source, and capturing one
			// (runtime.Callers) was the costliest part of the line.
			rl := slog.NewRecord(time.Now(), level, "request", 0)
			rl.AddAttrs(slog.String("request_id", requestIDFrom(ctx)),
				slog.String("method", r.Method), slog.String("route", route), slog.Int("status", status),
				slog.Float64("duration_ms", float64(took.Microseconds())/1000),
				slog.Int("bytes", rec.bytes),
				slog.String("tenant_id", tenantID), slog.String("key_id", keyID))
			_ = log.Handler().Handle(ctx, rl)
		})
	}
}

// recoverer turns a panic into the uniform 500, logging the stack with the request id.
func recoverer(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				if v := recover(); v != nil {
					if v == http.ErrAbortHandler {
						panic(v)
					}
					log.ErrorContext(r.Context(), "panic", "request_id", requestIDFrom(r.Context()),
						"panic", fmt.Sprint(v), "stack", string(debug.Stack()))
					writeError(w, r, log, fmt.Errorf("panic: %v", v))
				}
			}()
			next.ServeHTTP(w, r)
		})
	}
}

// bodyLimit answers 413 before any parsing when the declared body is over limit, and stops
// reading an undeclared (chunked) body past it.
func bodyLimit(limitOf func(*http.Request) int64, log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			limit := limitOf(r)
			if r.ContentLength > limit {
				writeError(w, r, log, errs.New(errs.TooLarge, "Request body too large (limit %d bytes)", limit))
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, limit+1)
			next.ServeHTTP(w, r)
		})
	}
}

// ceilSeconds rounds d up to whole seconds, the unit of Retry-After and X-RateLimit-Reset: a
// client that waits that long is never early.
func ceilSeconds(d time.Duration) int { return int((d + time.Second - 1) / time.Second) }
