package rest

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"clinic/internal/platform/ratelimit"
	"clinic/internal/tenancy"
)

// A key is held until the instant it was given, no longer; the memory stays bounded.
func TestLimitHolds(t *testing.T) {
	h := limitHolds{until: map[uuid.UUID]time.Time{}}
	now := time.Now()
	k := uuid.New()
	if h.held(k, now) {
		t.Fatal("an unknown key is held")
	}
	h.hold(k, now.Add(time.Second))
	if !h.held(k, now) || !h.held(k, now.Add(999*time.Millisecond)) {
		t.Fatal("a key is not held before its instant")
	}
	if h.held(k, now.Add(time.Second)) {
		t.Fatal("a key is still held at its instant")
	}
	if _, ok := h.until[k]; ok {
		t.Fatal("an expired hold was kept")
	}
	for range maxHolds + 10 {
		h.hold(uuid.New(), time.Now().Add(time.Hour))
	}
	if len(h.until) > maxHolds {
		t.Fatalf("%d holds kept, at most %d", len(h.until), maxHolds)
	}
}

// Every call handed to runLimit runs exactly once, however many arrive at once.
func TestRunLimitRunsEveryCall(t *testing.T) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	ran := map[int]int{}
	for i := range 500 {
		wg.Add(1)
		go runLimit(func() {
			defer wg.Done()
			mu.Lock()
			ran[i]++
			mu.Unlock()
		})
	}
	wg.Wait()
	for i := range 500 {
		if ran[i] != 1 {
			t.Fatalf("call %d ran %d times", i, ran[i])
		}
	}
}

// The limiter overlaps only routes that resolve a {patient_id} before their handler; the route
// is known to the middleware of a group.
func TestHasPatientParam(t *testing.T) {
	r := chi.NewRouter()
	got := map[string]bool{}
	r.Group(func(g chi.Router) {
		g.Use(func(next http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				got[r.URL.Path] = hasPatientParam(r.Context())
				next.ServeHTTP(w, r)
			})
		})
		g.Get("/v1/patients", func(http.ResponseWriter, *http.Request) {})
		g.Get("/v1/patients/{patient_id}", func(http.ResponseWriter, *http.Request) {})
		g.Get("/v1/patients/{patient_id}/documents/{document_id}", func(http.ResponseWriter, *http.Request) {})
	})
	for path, want := range map[string]bool{"/v1/patients": false, "/v1/patients/x": true, "/v1/patients/x/documents/y": true} {
		r.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", path, nil))
		if got[path] != want {
			t.Errorf("%s: overlapping %v, want %v", path, got[path], want)
		}
	}
}

// A limiter that panics on its worker does not take the process down: the request goes
// through as with Redis unreachable, and the failure is logged.
func TestLimiterPanicOnWorkerFailsOpen(t *testing.T) {
	var log bytes.Buffer
	s := &server{deps: Deps{Limiter: ratelimit.New(nil, 10, time.Minute)}, // no client: Allow panics
		log: slog.New(slog.NewJSONHandler(&log, nil)), holds: limitHolds{until: map[uuid.UUID]time.Time{}}}
	r := chi.NewRouter()
	r.Use(requestID)
	r.Group(func(g chi.Router) {
		g.Use(func(next http.Handler) http.Handler { // authenticated, as authenticate leaves it
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				st := stateFrom(r.Context())
				st.principal, st.authed = tenancy.Principal{KeyID: uuid.New()}, true
				next.ServeHTTP(w, r)
			})
		}, s.rateLimit)
		g.Get("/v1/patients/{patient_id}", func(w http.ResponseWriter, r *http.Request) {
			if !stateFrom(r.Context()).gate.settle() {
				return
			}
			w.WriteHeader(http.StatusNoContent)
		})
	})
	w := httptest.NewRecorder()
	r.ServeHTTP(w, httptest.NewRequest("GET", "/v1/patients/x", nil))
	if w.Code != http.StatusNoContent {
		t.Fatalf("status %d, want the handler's 204", w.Code)
	}
	if !strings.Contains(log.String(), "rate limiter panicked") {
		t.Errorf("panic not logged: %s", log.String())
	}
}
