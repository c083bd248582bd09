package tenancy_test

import (
	"context"
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"clinic/internal/platform/ratelimit"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// cachingService returns a Service over the test Postgres and rdb with the key cache on and its
// revocation watcher running until the test ends; done is closed when the watcher has returned.
// configure, when given, adjusts the service before the watcher starts (the watcher reads its
// settings without a lock, so nothing may change them once it runs).
func cachingService(t *testing.T, rdb redis.UniversalClient, configure ...func(*tenancy.Service)) (svc *tenancy.Service, stop func(), done <-chan struct{}) {
	t.Helper()
	env := testkit.Setup(t)
	svc = tenancy.NewService(env.App, rdb).CacheKeys(time.Hour) // only revocations drop keys
	for _, f := range configure {
		f(svc)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan struct{})
	go func() { defer close(ch); svc.WatchRevocations(ctx) }()
	t.Cleanup(func() { cancel(); <-ch })
	return svc, cancel, ch
}

// waitFor polls cond until it holds, failing the test after limit.
func waitFor(t *testing.T, what string, limit time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s", what, limit)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A lookup that read the key before its revocation, and would cache it after the revocation was
// seen, does not cache it: the next request asks Postgres and is refused.
func TestRevocationDuringLookupIsNotCached(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	ctx := context.Background()
	svc, _, _ := cachingService(t, env.EdgeRedis)
	waitFor(t, "subscribed", 10*time.Second, svc.CacheLive)

	// Control: without a revocation the lookup is cached.
	other, _ := env.NewKey(t, tenant.ID, tenancy.PatientsRead)
	if _, err := svc.Authenticate(ctx, other); err != nil {
		t.Fatal(err)
	}
	if _, ok := svc.FromCache(other); !ok {
		t.Fatal("an authenticated key was not cached")
	}

	key, keyID := env.NewKey(t, tenant.ID, tenancy.PatientsRead)
	var once sync.Once
	tenancy.SetAfterLookup(svc, func() {
		once.Do(func() { // the database said "valid"; now the key is revoked and the watcher hears it
			before := tenancy.CacheGeneration(svc)
			if err := env.Operator.RevokeKey(ctx, keyID); err != nil {
				t.Error(err)
			}
			waitFor(t, "revocation seen", 5*time.Second, func() bool { return tenancy.CacheGeneration(svc) != before })
		})
	})
	if _, err := svc.Authenticate(ctx, key); err != nil {
		t.Fatalf("the lookup that read the key before its revocation: %v", err)
	}
	if _, ok := svc.FromCache(key); ok {
		t.Fatal("a key revoked during its lookup was cached")
	}
	if _, err := svc.Authenticate(ctx, key); !errors.Is(err, tenancy.ErrInvalidKey) {
		t.Fatalf("the revoked key authenticated again: %v", err)
	}
}

// With Redis unreachable the cache stays off and keys authenticate through Postgres, so a
// revocation takes effect at once even though nobody can announce it.
func TestKeyCacheOffWithoutRedis(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	ctx := context.Background()
	dead, err := ratelimit.NewClient("redis://127.0.0.1:1/0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dead.Close() })
	svc, _, _ := cachingService(t, dead)
	key, keyID := env.NewKey(t, tenant.ID, tenancy.PatientsRead)
	for range 5 {
		if _, err := svc.Authenticate(ctx, key); err != nil {
			t.Fatalf("authenticate with Redis down: %v", err)
		}
		if svc.CacheLive() {
			t.Fatal("the cache is live without a subscription")
		}
		if _, ok := svc.FromCache(key); ok {
			t.Fatal("the cache answered without a subscription")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !svc.Known(key) {
		t.Error("a key that authenticated is not known")
	}
	if err := env.Operator.RevokeKey(ctx, keyID); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Authenticate(ctx, key); !errors.Is(err, tenancy.ErrInvalidKey) {
		t.Fatalf("a revoked key authenticated with Redis down: %v", err)
	}
	if svc.Known(key) {
		t.Error("a key whose lookup failed is still known")
	}
}

// The watcher returns promptly when its context ends, whether it is subscribed, retrying an
// unreachable Redis, or waiting on a Redis that accepts connections and never answers.
func TestWatcherStopsWithItsContext(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	silent := testkit.SilentServer(t)
	for name, url := range map[string]string{
		"subscribed":  env.Settings["REDIS_URL"],
		"unreachable": "redis://127.0.0.1:1/0",
		"silent":      "redis://" + silent + "/0",
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rdb, err := ratelimit.NewClient(url)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { rdb.Close() })
			svc, stop, done := cachingService(t, rdb)
			if name == "subscribed" {
				waitFor(t, "subscribed", 10*time.Second, svc.CacheLive)
			} else {
				time.Sleep(300 * time.Millisecond) // inside a dial, a retry wait or a read
			}
			stop()
			select {
			case <-done:
			case <-time.After(3 * time.Second): // a liveness bound, far above the milliseconds it takes
				t.Fatal("the watcher did not return after its context ended")
			}
			if svc.CacheLive() {
				t.Error("the cache is live after its watcher ended")
			}
		})
	}
}

// A subscription whose connection goes silent (a frozen proxy, a vanished host) is detected by
// an unanswered ping: the cache turns off instead of trusting a channel that may be dropping
// revocations, and comes back when the subscription does.
func TestSilentSubscriptionTurnsTheCacheOff(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	proxy := newFreezingProxy(t, env.Settings["REDIS_URL"])
	rdb, err := ratelimit.NewClient("redis://" + proxy.addr + "/0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rdb.Close() })
	svc, _, _ := cachingService(t, rdb, func(svc *tenancy.Service) {
		tenancy.SetWatchTimings(svc, 100*time.Millisecond, 200*time.Millisecond)
	})
	waitFor(t, "subscribed", 10*time.Second, svc.CacheLive)
	time.Sleep(500 * time.Millisecond) // several quiet pings, all answered
	if !svc.CacheLive() {
		t.Fatal("a quiet but healthy subscription turned the cache off")
	}
	proxy.frozen.Store(true)
	waitFor(t, "cache off after the connection went silent", 5*time.Second, func() bool { return !svc.CacheLive() })
	proxy.frozen.Store(false)
	waitFor(t, "cache back with a new subscription", 10*time.Second, svc.CacheLive)
}

// freezingProxy forwards TCP to Redis until frozen; while frozen it drops what flows either way
// and keeps the connections open, like a network that stopped delivering.
type freezingProxy struct {
	addr   string
	frozen atomic.Bool
}

func newFreezingProxy(t *testing.T, redisURL string) *freezingProxy {
	t.Helper()
	opt, err := redis.ParseURL(redisURL)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	p := &freezingProxy{addr: l.Addr().String()}
	go func() {
		for {
			in, err := l.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", opt.Addr)
			if err != nil {
				in.Close()
				continue
			}
			t.Cleanup(func() { in.Close(); out.Close() })
			go p.pipe(out, in)
			go p.pipe(in, out)
		}
	}()
	return p
}

func (p *freezingProxy) pipe(dst io.Writer, src io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 && !p.frozen.Load() {
			if _, err := dst.Write(buf[:n]); err != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}
