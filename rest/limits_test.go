package rest_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/ratelimit"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// Each key has its own budget (GCRA: a burst of the limit, then one request every minute/limit);
// the headers say exactly when to come back, and waiting for the clock's next minute gives nothing.
func TestRateLimitPerKey(t *testing.T) {
	t.Parallel()
	const limit = 3 // one request every 20 s once the burst is spent
	a := newAPI(t, testkit.ServerOptions{RateLimit: limit})
	other, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	for i := range limit {
		r := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)
		if r.Header.Get("X-RateLimit-Limit") != strconv.Itoa(limit) || r.Header.Get("X-RateLimit-Remaining") != strconv.Itoa(limit-1-i) {
			t.Fatalf("request %d: limit %q remaining %q", i+1, r.Header.Get("X-RateLimit-Limit"), r.Header.Get("X-RateLimit-Remaining"))
		}
	}
	refused := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 429)
	wantDetail(t, refused, "Rate limit exceeded: 3 requests per minute for this API key")
	// Retry-After: the next request is allowed 20 s after the first one (ceil: 19.9 s → 20).
	if retry := headerInt(t, refused, "Retry-After"); retry < 19 || retry > 20 {
		t.Errorf("Retry-After = %d, want 20 (one request every 60/3 s)", retry)
	}
	// Reset: the whole burst is back 60 s after the first request.
	if reset := headerInt(t, refused, "X-RateLimit-Reset"); reset < 59 || reset > 60 {
		t.Errorf("X-RateLimit-Reset = %d, want 60", reset)
	}
	if refused.Header.Get("X-RateLimit-Remaining") != "0" {
		t.Errorf("429 with X-RateLimit-Remaining %q", refused.Header.Get("X-RateLimit-Remaining"))
	}
	// Another key of the same tenant is not affected.
	a.c.Do(t, "GET", "/v1/patients", other, nil).Expect(t, 200)
}

// No more than the limit passes across a boundary: GCRA has no windows, so a burst just before
// a minute boundary and another just after cannot add up. The limiter is driven directly so the
// test can place requests on both sides of a boundary without waiting a minute.
func TestRateLimitHasNoWindowBoundary(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	const limit = 5
	lim := ratelimit.New(env.EdgeRedis, limit, 2*time.Second) // one request every 400 ms
	key := "boundary-" + strconv.FormatInt(time.Now().UnixNano(), 10)
	// Start just before a 2-second boundary of the clock, where a fixed window would reset.
	time.Sleep(time.Until(time.Now().Truncate(2 * time.Second).Add(1900 * time.Millisecond)))
	allowed := 0
	deadline := time.Now().Add(300 * time.Millisecond) // straddles the boundary
	for time.Now().Before(deadline) {
		d, err := lim.Allow(context.Background(), key, nil)
		if err != nil {
			t.Fatal(err)
		}
		if d.Allowed {
			allowed++
		}
	}
	// Within 300 ms: the burst (5) plus at most one refill (400 ms each); a fixed window gives 10.
	if allowed > limit+1 {
		t.Errorf("%d requests allowed across the boundary, limit %d", allowed, limit)
	}
}

func headerInt(t *testing.T, r *testkit.Response, name string) int {
	t.Helper()
	v, err := strconv.Atoi(r.Header.Get(name))
	if err != nil {
		t.Fatalf("%s = %q: %v", name, r.Header.Get(name), err)
	}
	return v
}

// With Redis unreachable or silent, requests still go through (availability over strictness)
// quickly, with the production client settings, and the limiter's failure is logged.
func TestRateLimiterDownLetsRequestsThrough(t *testing.T) {
	t.Parallel()
	// A Redis that accepts connections and never answers: only short read timeouts save the
	// request from go-redis' defaults (3 s per read, three retries).
	silent := testkit.SilentServer(t)
	for name, url := range map[string]string{"refused": "redis://127.0.0.1:1/0", "silent": "redis://" + silent + "/0"} {
		t.Run(name, func(t *testing.T) {
			dead, err := ratelimit.NewClient(url)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { dead.Close() })
			var log logBuffer
			a := newAPI(t, testkit.ServerOptions{Redis: dead, Log: log.logger()})
			start := time.Now()
			const n = 5
			for range n {
				r := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil)
				if r.Status != 200 {
					t.Fatalf("status %d: %s\n%s", r.Status, r.Body, log.String())
				}
				if r.Header.Get("X-RateLimit-Limit") != "" {
					t.Errorf("rate-limit headers without a limiter: %v", r.Header)
				}
			}
			// Generous bound: the defaults would take at least 12 s per request here.
			if took := time.Since(start); took > n*2*time.Second {
				t.Errorf("%d requests took %v with Redis %s", n, took, name)
			}
			if !strings.Contains(log.String(), "rate limiter unavailable") {
				t.Errorf("limiter failure not logged:\n%s", log.String())
			}
		})
	}
}

// Request counts and last use per key are kept in Redis on the request path and flushed to
// Postgres by the worker; the operator's key list shows both parts.
func TestRequestCountsPerKey(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	ctx := context.Background()
	k1, id1 := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	_, id2 := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	before := time.Now().Add(-time.Second)
	for range 5 {
		a.c.Do(t, "GET", "/v1/patients", k1, nil).Expect(t, 200)
	}
	a.c.Do(t, "GET", "/v1/doctors", k1, nil).Expect(t, 403) // refused for permission: still a request

	counts := func() map[string]tenancy.Key {
		keys, err := a.env.Operator.ListKeys(ctx, a.tenant.ID)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]tenancy.Key{}
		for _, k := range keys {
			out[k.ID.String()] = k
		}
		return out
	}
	check := func(when string) {
		got := counts()
		if k := got[id1.String()]; k.RequestCount != 6 || k.LastUsedAt == nil || k.LastUsedAt.Before(before) {
			t.Errorf("%s: key 1 count %d last used %v, want 6 and recent", when, k.RequestCount, k.LastUsedAt)
		}
		if k := got[id2.String()]; k.RequestCount != 0 || k.LastUsedAt != nil {
			t.Errorf("%s: unused key 2 count %d last used %v, want 0 and never", when, k.RequestCount, k.LastUsedAt)
		}
	}
	check("before the flush")
	// No Postgres write happened on the request path.
	if n := storedCount(t, a, id1); n != 0 {
		t.Errorf("request_count in Postgres is %d before any flush, want 0", n)
	}
	svc := tenancy.NewService(a.env.App, a.env.Redis)
	// A flush may be running for another test; retry until ours runs and the counts have landed.
	deadline := time.Now().Add(10 * time.Second)
	for storedCount(t, a, id1) != 6 {
		if time.Now().After(deadline) {
			t.Fatalf("request_count in Postgres is %d after flushing, want 6", storedCount(t, a, id1))
		}
		if _, err := svc.FlushUsage(ctx); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	check("after the flush") // moved, not doubled
}

// storedCount reads request_count from Postgres only (not the pending Redis part).
func storedCount(t *testing.T, a api, keyID any) int64 {
	t.Helper()
	var n int64
	err := a.env.Owner.Operator(context.Background(), func(tx pgx.Tx) error {
		return tx.QueryRow(context.Background(), "select request_count from api_keys where id = $1", keyID).Scan(&n)
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// The limiter's script is loaded on first use (after a Redis restart or SCRIPT FLUSH) without
// losing the decision or counting the request twice.
func TestRateLimitAfterScriptFlush(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{RateLimit: 5})
	key, id := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	if err := a.env.Redis.ScriptFlush(context.Background()).Err(); err != nil {
		t.Fatal(err)
	}
	r := a.c.Do(t, "GET", "/v1/patients", key, nil).Expect(t, 200)
	if r.Header.Get("X-RateLimit-Limit") != "5" || r.Header.Get("X-RateLimit-Remaining") == "" {
		t.Errorf("headers after a script flush: %v", r.Header)
	}
	keys, err := a.env.Operator.ListKeys(context.Background(), a.tenant.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if k.ID == id && k.RequestCount != 1 {
			t.Errorf("one request counted %d times", k.RequestCount)
		}
	}
}
