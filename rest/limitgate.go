package rest

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/ratelimit"
)

// The per-key rate limit and usage count cost one Redis round trip per request. Waiting for it
// before anything else put that round trip in series with resolving the path's patient, a
// Postgres read. On routes with a {patient_id} the limiter call now leaves at once, on a worker,
// and the request goes on with what cannot change anything (the permission check, the parameter
// checks, resolving the patient: reads only); it waits for the decision before the handler runs
// and before the first byte of any answer. A refused request is answered 429 exactly as before,
// its handler never runs, and whatever the middleware had prepared for it is discarded. A key
// that was refused waits for the decision first, as before, until its Retry-After has passed,
// so a client hammering past its limit costs no Postgres read. Other routes read nothing before
// their handler and wait at once. With Redis unreachable the request goes through, logged.

// Canonical keys (the form net/http sends) of the headers every answer carries: indexing the
// header map with them directly spares canonicalising, an allocation each, on every request.
const (
	hdrRequestID = "X-Request-Id"
	hdrAPIKey    = "X-Api-Key"
	hdrLimit     = "X-Ratelimit-Limit"
	hdrRemaining = "X-Ratelimit-Remaining"
	hdrReset     = "X-Ratelimit-Reset"
)

// limitGate is the pending rate-limit decision of one request and the writer that holds the
// answer back until the decision is known.
type limitGate struct {
	http.ResponseWriter
	s     *server
	r     *http.Request
	key   uuid.UUID
	outer []string      // headers set before the gate (X-Request-ID): kept on a 429
	call  func()        // the limiter's round trip: sets d and err
	done  chan struct{} // closed when call, run by a worker, has returned; nil: settle runs call
	d     ratelimit.Decision
	err   error
	once  sync.Once
	ok    bool // the request may proceed (settled)
}

// rateLimit applies the per-key limit and counts the request for the key's usage figures, both
// in one Redis round trip that overlaps the request's pre-handler work (see above).
func (s *server) rateLimit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		p, _ := principalFrom(ctx)
		g := &limitGate{ResponseWriter: w, s: s, r: r, key: p.KeyID}
		for k := range w.Header() {
			g.outer = append(g.outer, k)
		}
		// Not cancelled by a client that hangs up: its request is counted all the same, and the
		// Redis client's own timeouts bound the call.
		lctx := context.WithoutCancel(ctx)
		g.call = func() {
			g.d, g.err = s.deps.Limiter.Allow(lctx, p.KeyID.String(), func(pipe redis.Pipeliner) {
				s.deps.Tenancy.QueueUse(lctx, pipe, p)
			})
		}
		// Only resolving a path's patient reads before the handler: elsewhere there is nothing to
		// overlap, and the call runs here. So it does for a held key, and without a request state
		// (never in New), where awaitLimit could not find the gate.
		st := stateFrom(ctx)
		if st != nil && hasPatientParam(ctx) && !s.holds.held(p.KeyID, time.Now()) {
			g.done = make(chan struct{})
			runLimit(func() {
				defer close(g.done)
				defer func() { // out of the request's goroutine, a panic would end the process
					if v := recover(); v != nil {
						g.err = fmt.Errorf("rate limiter panicked: %v", v)
					}
				}()
				g.call()
			})
			defer func() { <-g.done }() // the count is sent before the request ends
		} else if !g.settle() {
			return
		}
		if st != nil {
			st.gate = g
		}
		next.ServeHTTP(g, r)
	})
}

// hasPatientParam reports whether the matched route resolves a {patient_id} before its handler.
func hasPatientParam(ctx context.Context) bool {
	rc := chi.RouteContext(ctx)
	return rc != nil && strings.Contains(rc.RoutePattern(), "{patient_id}")
}

// settle waits for the decision and applies it once: the rate-limit headers, and for a refused
// request the 429. It reports whether the request may proceed.
func (g *limitGate) settle() bool {
	g.once.Do(func() {
		if g.done != nil {
			<-g.done
		} else {
			g.call()
		}
		if g.err != nil {
			g.s.log.WarnContext(g.r.Context(), "rate limiter unavailable; request allowed, not counted",
				"request_id", requestIDFrom(g.r.Context()), "error", g.err.Error())
			g.ok = true
			return
		}
		h := g.ResponseWriter.Header()
		if !g.d.Allowed {
			g.s.holds.hold(g.key, time.Now().Add(g.d.RetryAfter))
			for k := range h { // drop what the request prepared for an answer it will not give
				if !slices.Contains(g.outer, k) {
					delete(h, k)
				}
			}
		}
		h[hdrLimit] = []string{strconv.Itoa(g.d.Limit)}
		h[hdrRemaining] = []string{strconv.Itoa(g.d.Remaining)}
		h[hdrReset] = []string{strconv.Itoa(ceilSeconds(g.d.Reset))}
		if g.ok = g.d.Allowed; !g.ok {
			e := errs.New(errs.RateLimited, "Rate limit exceeded: %d requests per minute for this API key", g.d.Limit)
			e.RetryAfter = time.Duration(ceilSeconds(g.d.RetryAfter)) * time.Second
			g.s.deps.Metrics.RateLimited(metrics.LimitAPIKey)
			writeError(g.ResponseWriter, g.r, g.s.log, e)
		}
	})
	return g.ok
}

// WriteHeader sends the status once the request is allowed; a refused request's is dropped.
func (g *limitGate) WriteHeader(code int) {
	if g.settle() {
		g.ResponseWriter.WriteHeader(code)
	}
}

// Write sends b once the request is allowed; a refused request's body is dropped.
func (g *limitGate) Write(b []byte) (int, error) {
	if !g.settle() {
		return len(b), nil
	}
	return g.ResponseWriter.Write(b)
}

// Flush flushes once the request is allowed.
func (g *limitGate) Flush() {
	if g.settle() {
		_ = http.NewResponseController(g.ResponseWriter).Flush()
	}
}

// Unwrap gives http.ResponseController the underlying writer (read deadlines of uploads).
func (g *limitGate) Unwrap() http.ResponseWriter { return g.ResponseWriter }

// awaitLimit is the last middleware before a handler: the handler runs only once the request is
// known to be within its key's limit.
func (s *server) awaitLimit(ctx huma.Context, next func(huma.Context)) {
	if st := stateFrom(ctx.Context()); st != nil && st.gate != nil && !st.gate.settle() {
		return
	}
	next(ctx)
}

// limitHolds remembers, per key, until when it is refused: the limiter refuses every request of
// a key until the Retry-After it gave (GCRA never moves that instant earlier), so until then the
// key's requests wait for the decision before doing any work.
type limitHolds struct {
	mu    sync.Mutex
	until map[uuid.UUID]time.Time
}

// maxHolds bounds the memory of refused keys; past it, expired holds are pruned.
const maxHolds = 10_000

func (h *limitHolds) held(key uuid.UUID, now time.Time) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	t, ok := h.until[key]
	if ok && !now.Before(t) {
		delete(h.until, key)
		return false
	}
	return ok
}

func (h *limitHolds) hold(key uuid.UUID, until time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.until) >= maxHolds {
		now := time.Now()
		for k, t := range h.until {
			if !now.Before(t) {
				delete(h.until, k)
			}
		}
		if len(h.until) >= maxHolds { // all live: forget them rather than grow
			clear(h.until)
		}
	}
	h.until[key] = until
}

// limitJobs hands limiter calls to idle limitWorkers.
var limitJobs = make(chan func())

// limitWorkerIdle is how long a limitWorker waits for another call before it ends.
const limitWorkerIdle = 10 * time.Second

// runLimit runs f on an idle worker, or on a new one when none is idle. A worker outlives its
// call for a while so that the next call reuses its grown stack: a fresh goroutine per request
// spent more time copying its stack as the Redis client's calls deepened it than the call took.
func runLimit(f func()) {
	select {
	case limitJobs <- f:
	default:
		go limitWorker(f)
	}
}

func limitWorker(f func()) {
	idle := time.NewTimer(limitWorkerIdle)
	defer idle.Stop()
	for {
		f()
		idle.Reset(limitWorkerIdle)
		select {
		case f = <-limitJobs:
		case <-idle.C:
			return
		}
	}
}
