package rest_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/redis/go-redis/v9"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// Each key has its own budget; the 429 says when to come back.
func TestRateLimitPerKey(t *testing.T) {
	t.Parallel()
	const limit = 3
	a := newAPI(t, testkit.ServerOptions{RateLimit: limit})
	other, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)

	// Fixed one-minute windows: a window may roll over during the loop, so send until refused
	// (at most two windows' worth) and check the request before the refusal had nothing left.
	var prev, refused *testkit.Response
	for range 2*limit + 1 {
		r := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil)
		if r.Status == 429 {
			refused = r
			break
		}
		r.Expect(t, 200)
		if r.Header.Get("X-RateLimit-Limit") != strconv.Itoa(limit) {
			t.Fatalf("X-RateLimit-Limit = %q, want %d", r.Header.Get("X-RateLimit-Limit"), limit)
		}
		prev = r
	}
	if refused == nil {
		t.Fatalf("no 429 after %d requests with a limit of %d", 2*limit+1, limit)
	}
	if prev == nil || prev.Header.Get("X-RateLimit-Remaining") != "0" {
		t.Errorf("the request before the 429 had X-RateLimit-Remaining %q, want 0", prev.Header.Get("X-RateLimit-Remaining"))
	}
	wantDetail(t, refused, "Rate limit exceeded: 3 requests per minute for this API key")
	retry, err := strconv.Atoi(refused.Header.Get("Retry-After"))
	if err != nil || retry < 1 || retry > 60 {
		t.Errorf("Retry-After = %q, want 1..60 seconds", refused.Header.Get("Retry-After"))
	}
	reset, err := strconv.Atoi(refused.Header.Get("X-RateLimit-Reset"))
	if err != nil || reset < 1 || reset > 60 || refused.Header.Get("X-RateLimit-Remaining") != "0" ||
		refused.Header.Get("X-RateLimit-Limit") != "3" {
		t.Errorf("429 headers: %v", refused.Header)
	}
	// Another key of the same tenant is not affected.
	a.c.Do(t, "GET", "/v1/patients", other, nil).Expect(t, 200)
}

// With Redis unreachable, requests still go through (availability over strictness), and the
// limiter's failure is logged rather than answered.
func TestRateLimiterDownLetsRequestsThrough(t *testing.T) {
	t.Parallel()
	dead := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { dead.Close() })
	var log logBuffer
	a := newAPI(t, testkit.ServerOptions{Redis: dead, Log: log.logger()})
	r := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)
	if r.Header.Get("X-RateLimit-Limit") != "" {
		t.Errorf("rate-limit headers without a limiter: %v", r.Header)
	}
	if !strings.Contains(log.String(), "rate limiter unavailable") {
		t.Errorf("limiter failure not logged:\n%s", log.String())
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
