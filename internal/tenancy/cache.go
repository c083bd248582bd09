package tenancy

import (
	"context"
	"crypto/sha256"
	"regexp"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// keyShape is what every key this service issues looks like: anything else is refused without a
// database lookup.
var keyShape = regexp.MustCompile(`^clk_[0-9A-Za-z]{43}$`)

// RevocationChannel is the Redis pub/sub channel on which RevokeKey announces a revoked key id,
// so that every API instance drops it from its key cache at once.
const RevocationChannel = "clinic:api-keys:revoked"

// DefaultKeyCacheTTL is how long an authenticated key is trusted from memory before Postgres is
// asked again. Revocations reach every instance through RevocationChannel within milliseconds;
// the TTL only bounds what a lost announcement could cost.
const DefaultKeyCacheTTL = time.Minute

// keyCache holds recently authenticated keys by the SHA-256 of their secret. It answers only
// while the revocation subscription is live (see WatchRevocations); unknown keys are never
// cached, so a guess always reaches Postgres (after the per-address limit of the REST edge).
type keyCache struct {
	ttl  time.Duration
	live atomic.Bool
	// gen changes with every revocation or reset: a lookup that started before one must not
	// cache what it read (the key may have been revoked while it ran).
	gen atomic.Uint64
	mu  sync.Mutex
	m   map[[32]byte]cachedKey
}

type cachedKey struct {
	p       Principal
	expires time.Time
}

func (c *keyCache) get(hash [32]byte, now time.Time) (Principal, bool) {
	if c == nil || !c.live.Load() {
		return Principal{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[hash]
	if !ok || now.After(e.expires) {
		delete(c.m, hash)
		return Principal{}, false
	}
	return e.p, true
}

// generation returns the current generation, to pass to put after a lookup.
func (c *keyCache) generation() uint64 {
	if c == nil {
		return 0
	}
	return c.gen.Load()
}

func (c *keyCache) put(hash [32]byte, p Principal, now time.Time, gen uint64) {
	if c == nil || !c.live.Load() {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen.Load() != gen {
		return
	}
	if len(c.m) > 100_000 { // bounded: a burst of distinct valid keys cannot grow it forever
		clear(c.m)
	}
	c.m[hash] = cachedKey{p: p, expires: now.Add(c.ttl)}
}

func (c *keyCache) drop(keyID uuid.UUID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen.Add(1)
	for h, e := range c.m {
		if e.p.KeyID == keyID {
			delete(c.m, h)
		}
	}
}

func (c *keyCache) reset(live bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen.Add(1)
	clear(c.m)
	c.live.Store(live)
}

// CacheKeys makes Authenticate keep authenticated keys in memory for ttl (DefaultKeyCacheTTL when
// zero). The cache is used only while WatchRevocations runs and is subscribed.
func (s *Service) CacheKeys(ttl time.Duration) *Service {
	if ttl <= 0 {
		ttl = DefaultKeyCacheTTL
	}
	s.cache = &keyCache{ttl: ttl, m: map[[32]byte]cachedKey{}}
	return s
}

// WatchRevocations follows RevocationChannel until ctx ends, dropping each revoked key from the
// cache. While the subscription is down (Redis unreachable), the cache is emptied and not used:
// every request then asks Postgres, so a revocation is never missed. It reconnects by itself.
func (s *Service) WatchRevocations(ctx context.Context) {
	if s.cache == nil {
		return
	}
	for ctx.Err() == nil {
		s.watchOnce(ctx)
		s.cache.reset(false)
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

func (s *Service) watchOnce(ctx context.Context) {
	sub := s.rdb.Subscribe(ctx, RevocationChannel)
	defer sub.Close()
	// A blocked read does not watch ctx: closing the subscription ends it.
	defer context.AfterFunc(ctx, func() { _ = sub.Close() })()
	if _, err := sub.Receive(ctx); err != nil { // the subscription confirmation
		return
	}
	s.cache.reset(true)
	for ctx.Err() == nil {
		msg, err := sub.ReceiveTimeout(ctx, 30*time.Second)
		if err != nil {
			if isTimeout(err) {
				if sub.Ping(ctx) == nil { // quiet channel: make sure the connection is alive
					continue
				}
			}
			return
		}
		if m, ok := msg.(*redis.Message); ok {
			if id, err := uuid.Parse(m.Payload); err == nil {
				s.cache.drop(id)
			}
		}
	}
}

func isTimeout(err error) bool {
	t, ok := err.(interface{ Timeout() bool })
	return ok && t.Timeout()
}

// CacheLive reports whether the key cache is in use (subscribed to revocations).
func (s *Service) CacheLive() bool { return s.cache != nil && s.cache.live.Load() }

// FromCache returns the principal of secret when the key cache holds it, without any I/O.
func (s *Service) FromCache(secret string) (Principal, bool) {
	if s.cache == nil || !keyShape.MatchString(secret) {
		return Principal{}, false
	}
	return s.cache.get(sha256.Sum256([]byte(secret)), s.now())
}
