package rest

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/ratelimit"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/tenancy"
)

// This file is the edge of the API: what a request meets before any resource handler, and the
// abuse limits that protect the service from clients it cannot trust yet.

// Defaults of the edge limits (Deps fields of the same names override them).
const (
	DefaultAuthFailuresPerMinute = 20               // failed authentications per client address, burst included
	DefaultMaxConcurrentUploads  = 4                // uploads in flight per key and instance
	DefaultBodyReadWindow        = 30 * time.Second // an upload must send DefaultBodyMinBytes in every window
	DefaultBodyMinBytes          = 1024
)

// clientAddr is the address a request comes from: the peer (RemoteAddr), unless the peer is a
// trusted proxy, in which case X-Forwarded-For is read from the right and the first address that
// is not a trusted proxy is the client. With no trusted proxies the header is ignored, so a
// client cannot choose its own address.
func clientAddr(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}
	}
	addr := peer.Addr().Unmap()
	if !isTrusted(addr, trusted) {
		return addr
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return addr // a malformed hop: trust nothing further left
		}
		hop = hop.Unmap()
		if !isTrusted(hop, trusted) {
			return hop
		}
		addr = hop
	}
	return addr
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// authGuard limits failed authentications per client address. Failures are counted in Redis
// (GCRA, shared by every instance); an address over its budget is remembered in memory until its
// Retry-After, so that while it is blocked its guesses cost neither Postgres nor Redis. A key
// that authenticated on this instance lately (in the key cache, or Known) is still looked up from
// a blocked address: one misconfigured machine behind a clinic's NAT does not lock the others
// out. IPv6 clients are counted per /64, the block one subscriber usually holds, so that an
// attacker cannot mint a fresh budget per address.
type authGuard struct {
	limiter *ratelimit.Limiter // nil: failures are not limited
	mu      sync.Mutex
	blocked map[netip.Prefix]time.Time
}

// maxBlocked bounds the memory of blocked addresses; past it, expired blocks go, then all (a
// forgotten block costs a lookup and a Redis call per request until it is seen again).
const maxBlocked = 100_000

// budgetOf is the unit failures are counted by: the address itself for IPv4, its /64 for IPv6.
func budgetOf(addr netip.Addr) netip.Prefix {
	bits := addr.BitLen()
	if addr.Is6() {
		bits = 64
	}
	p, err := addr.Prefix(bits)
	if err != nil { // no address (an unparseable peer): one shared budget
		return netip.Prefix{}
	}
	return p
}

// until returns when addr's block ends, zero when it is not blocked.
func (g *authGuard) until(addr netip.Addr, now time.Time) time.Time {
	b := budgetOf(addr)
	g.mu.Lock()
	defer g.mu.Unlock()
	t, ok := g.blocked[b]
	if ok && !now.Before(t) {
		delete(g.blocked, b)
		return time.Time{}
	}
	return t
}

// fail counts one failed authentication of addr and returns how long it must now wait (zero
// while it is within its budget, or when Redis cannot be reached: fail open).
func (g *authGuard) fail(ctx context.Context, addr netip.Addr, now time.Time) time.Duration {
	if g.limiter == nil {
		return 0
	}
	b := budgetOf(addr)
	d, err := g.limiter.Allow(ctx, "auth-failures:"+b.String(), nil)
	if err != nil || d.Allowed {
		return 0
	}
	g.block(b, now, now.Add(d.RetryAfter))
	return d.RetryAfter
}

// block remembers that b is blocked until then, within maxBlocked entries.
func (g *authGuard) block(b netip.Prefix, now, until time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.blocked) >= maxBlocked {
		for a, t := range g.blocked {
			if !now.Before(t) {
				delete(g.blocked, a)
			}
		}
		if len(g.blocked) >= maxBlocked {
			clear(g.blocked)
		}
	}
	g.blocked[b] = until
}

func tooManyFailures(wait time.Duration) error {
	e := errs.New(errs.RateLimited, "Too many failed authentications from this address; retry after %d s", ceilSeconds(wait))
	e.RetryAfter = time.Duration(ceilSeconds(wait)) * time.Second
	return e
}

// authLookupTimeout bounds a key lookup and the counting of its failure, which a client that
// hangs up does not cancel: a cancelled query costs a pooled Postgres connection, and a failure
// left uncounted would be a free guess.
const authLookupTimeout = 5 * time.Second

// authenticate resolves x-api-key to a principal. A key in the cache passes at once; otherwise a
// blocked address gets 429 before any lookup (unless the key is Known), and a failed lookup
// counts against the address.
func (s *server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var secret string
		if v := r.Header[hdrAPIKey]; len(v) > 0 {
			secret = v[0]
		}
		p, err := s.lookupKey(r, secret)
		if err != nil {
			writeError(w, r, s.log, err)
			return
		}
		ctx := r.Context()
		st := stateFrom(ctx)
		if st == nil { // outside requestID (never in New): a state of its own
			st = &requestState{}
			ctx = context.WithValue(ctx, stateKey{}, st)
		}
		st.principal, st.authed = p, true
		ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: p.TenantID, KeyID: p.KeyID})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// lookupKey authenticates secret as presented by r: a key in the cache passes at once; otherwise a
// blocked address gets RateLimited before any lookup (unless the key is Known), and a failed
// lookup counts against the address. The admin panel's sign-in goes through it too.
func (s *server) lookupKey(r *http.Request, secret string) (tenancy.Principal, error) {
	if p, ok := s.deps.Tenancy.FromCache(secret); ok {
		return p, nil
	}
	addr, now := clientAddr(r, s.deps.TrustedProxies), time.Now()
	if until := s.guard.until(addr, now); !until.IsZero() && !s.deps.Tenancy.Known(secret) {
		s.deps.Metrics.RateLimited(metrics.LimitAuthFailures)
		return tenancy.Principal{}, tooManyFailures(until.Sub(now))
	}
	lctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), authLookupTimeout)
	defer cancel()
	p, err := s.deps.Tenancy.Authenticate(lctx, secret)
	if errors.Is(err, tenancy.ErrInvalidKey) {
		if wait := s.guard.fail(lctx, addr, now); wait > 0 {
			s.deps.Metrics.RateLimited(metrics.LimitAuthFailures)
			err = tooManyFailures(wait)
		}
	}
	return p, err
}

// uploadSlots caps the uploads in flight per key on this instance.
type uploadSlots struct {
	max   int
	mu    sync.Mutex
	inUse map[string]int
}

func (u *uploadSlots) acquire(key string) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.inUse[key] >= u.max {
		return false
	}
	u.inUse[key]++
	return true
}

func (u *uploadSlots) release(key string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.inUse[key]--; u.inUse[key] <= 0 {
		delete(u.inUse, key)
	}
}

// uploadGuard applies, to uploads only, the per-key cap of concurrent uploads (429 over it).
func (s *server) uploadGuard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isUpload(r) && !isVoice(r) {
			next.ServeHTTP(w, r)
			return
		}
		p, _ := principalFrom(r.Context())
		if !s.uploads.acquire(p.KeyID.String()) {
			e := errs.New(errs.RateLimited, "Too many uploads in progress for this API key (at most %d at once)", s.uploads.max)
			e.RetryAfter = 5 * time.Second
			s.deps.Metrics.RateLimited(metrics.LimitUploads)
			writeError(w, r, s.log, e)
			return
		}
		defer s.uploads.release(p.KeyID.String())
		next.ServeHTTP(w, r)
	})
}

// minBodyRate cuts off, with 408, any request body that sends fewer than BodyMinBytes in a
// BodyReadWindow (slowBody), so a client that trickles a body holds no goroutine, connection or
// staged file for long. It comes first: a body nobody reads (a refused key) is still bounded while
// net/http discards it. The deadline is lifted once the body has been read to its end, so it never
// cuts off a handler that works on after reading (net/http would cancel its context).
func (s *server) minBodyRate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		sb := &slowBody{r: r.Body, rc: http.NewResponseController(w), window: s.deps.BodyReadWindow, min: s.deps.BodyMinBytes}
		if sb.extend() != nil { // the server does not support read deadlines (net/http does)
			next.ServeHTTP(w, r)
			return
		}
		r.Body = sb
		next.ServeHTTP(ownDeadlines{w}, r)
	})
}

// ownDeadlines keeps the read deadlines of a guarded body to slowBody: huma would set five
// seconds from the start of a JSON body (cutting off a large body on a slow link however steadily
// it arrives) and never lift them (net/http then cancels a handler that outlives them).
type ownDeadlines struct{ http.ResponseWriter }

// SetReadDeadline ignores the deadline: slowBody sets them.
func (ownDeadlines) SetReadDeadline(time.Time) error { return nil }

// Unwrap lets http.ResponseController reach the writer's other abilities (Flush).
func (o ownDeadlines) Unwrap() http.ResponseWriter { return o.ResponseWriter }

// errSlowBody is the answer to a body that sent less than the minimum in a window.
var errSlowBody = &ErrorBody{status: http.StatusRequestTimeout,
	Detail: "The request body arrived too slowly and was cut off"}

// slowBody moves the connection's read deadline forward each time min more bytes have arrived:
// a body that sends fewer than min bytes in a window hits the deadline, and its read fails with a
// timeout (answered 408: by huma for JSON, by bodyReadError for uploads).
type slowBody struct {
	r      io.ReadCloser
	rc     *http.ResponseController
	window time.Duration
	min    int
	since  int // bytes since the deadline last moved
}

func (b *slowBody) extend() error { return b.rc.SetReadDeadline(time.Now().Add(b.window)) }

func (b *slowBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err == io.EOF {
		_ = b.rc.SetReadDeadline(time.Time{})
		return n, err
	}
	if b.since += n; b.since >= b.min {
		b.since = 0
		_ = b.extend()
	}
	return n, err
}

func (b *slowBody) Close() error { return b.r.Close() }
