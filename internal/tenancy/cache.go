package tenancy

import (
	"context"
	"crypto/sha256"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// RevocationChannel is the Redis pub/sub channel on which RevokeKey announces a revoked key id,
// so that every API instance drops it from its key cache at once.
const RevocationChannel = "clinic:api-keys:revoked"

// DefaultKeyCacheTTL is how long an authenticated key is trusted from memory before Postgres is
// asked again. Revocations reach every instance through RevocationChannel within milliseconds;
// the TTL only bounds what a lost announcement could cost.
const DefaultKeyCacheTTL = time.Minute

// Defaults of the cache's bounds and of the revocation watcher's timings.
const (
	defaultMaxCachedKeys = 100_000          // keys held at once; past it, expired ones go, then all
	defaultWatchQuiet    = 15 * time.Second // a silent subscription is pinged after this long
	defaultWatchAnswer   = 5 * time.Second  // the subscription and each ping must be answered within
	watchRetry           = time.Second      // between attempts to subscribe again
)

// keyCache holds recently authenticated keys by the SHA-256 of their secret. It answers only
// while the revocation subscription is live (see WatchRevocations); unknown keys are never
// cached, so a guess always reaches Postgres (after the per-address limit of the REST edge).
type keyCache struct {
	ttl  time.Duration
	max  int
	live atomic.Bool
	// gen changes with every revocation or reset, under mu: a lookup that read the database
	// before one must not cache what it read (the key may have been revoked meanwhile).
	gen atomic.Uint64
	mu  sync.Mutex
	m   map[[32]byte]cachedKey
	// known: keys that authenticated through Postgres on this instance lately, by hash. It
	// grants nothing but a lookup from an address blocked for failed authentications (see
	// Known), so it survives resets; revocations and failed lookups remove keys from it.
	known map[[32]byte]knownKey

	quiet, answer time.Duration // watcher timings
}

// knownFor is how long a key that authenticated stays known (Known) after its last lookup.
const knownFor = 24 * time.Hour

type knownKey struct {
	keyID uuid.UUID
	at    time.Time
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
	if !ok {
		return Principal{}, false
	}
	if !now.Before(e.expires) {
		delete(c.m, hash)
		return Principal{}, false
	}
	return e.p, true
}

// generation returns the current generation, to pass to put after a lookup. Read it before
// the lookup starts.
func (c *keyCache) generation() uint64 {
	if c == nil {
		return 0
	}
	return c.gen.Load()
}

// put caches p unless a revocation or reset happened since gen was read, or the cache is off.
func (c *keyCache) put(hash [32]byte, p Principal, now time.Time, gen uint64) {
	if c == nil || !c.live.Load() {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen.Load() != gen || !c.live.Load() {
		return
	}
	if len(c.m) >= c.max { // bounded: a burst of distinct valid keys cannot grow it forever
		for h, e := range c.m {
			if !now.Before(e.expires) {
				delete(c.m, h)
			}
		}
		if len(c.m) >= c.max {
			clear(c.m)
		}
	}
	c.m[hash] = cachedKey{p: p, expires: now.Add(c.ttl)}
}

// drop forgets every entry of keyID and makes lookups in flight unable to cache.
func (c *keyCache) drop(keyID uuid.UUID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen.Add(1)
	for h, e := range c.m {
		if e.p.KeyID == keyID {
			delete(c.m, h)
		}
	}
	for h, k := range c.known {
		if k.keyID == keyID {
			delete(c.known, h)
		}
	}
}

// remember marks hash as a key that authenticated through Postgres at now (forget: that failed).
func (c *keyCache) remember(hash [32]byte, keyID uuid.UUID, now time.Time) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.known) >= c.max {
		for h, k := range c.known {
			if now.Sub(k.at) >= knownFor {
				delete(c.known, h)
			}
		}
		if len(c.known) >= c.max {
			clear(c.known)
		}
	}
	c.known[hash] = knownKey{keyID: keyID, at: now}
}

func (c *keyCache) forget(hash [32]byte) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.known, hash)
}

func (c *keyCache) isKnown(hash [32]byte, now time.Time) bool {
	if c == nil {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := c.known[hash]
	return ok && now.Sub(k.at) < knownFor
}

// reset empties the cache, makes lookups in flight unable to cache, and turns it on or off.
func (c *keyCache) reset(live bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen.Add(1)
	clear(c.m)
	c.live.Store(live)
}

// CacheKeys makes Authenticate keep authenticated keys in memory for ttl (DefaultKeyCacheTTL when
// zero), at most 100,000 at once. The cache is used only while WatchRevocations runs and is
// subscribed.
func (s *Service) CacheKeys(ttl time.Duration) *Service {
	if ttl <= 0 {
		ttl = DefaultKeyCacheTTL
	}
	s.cache = &keyCache{ttl: ttl, max: defaultMaxCachedKeys, m: map[[32]byte]cachedKey{},
		known: map[[32]byte]knownKey{}, quiet: defaultWatchQuiet, answer: defaultWatchAnswer}
	return s
}

// WatchRevocations follows RevocationChannel until ctx ends, dropping each revoked key from the
// cache; it returns promptly when ctx ends. While the subscription is not known to be alive
// (Redis unreachable, or silent: a quiet subscription is pinged, and an unanswered ping ends
// it), the cache is empty and unused, so every request asks Postgres and a revocation is never
// missed for longer than that. It reconnects by itself.
func (s *Service) WatchRevocations(ctx context.Context) {
	if s.cache == nil {
		return
	}
	for ctx.Err() == nil {
		s.watchOnce(ctx)
		s.cache.reset(false)
		select {
		case <-ctx.Done():
		case <-time.After(watchRetry):
		}
	}
}

// watchOnce holds one subscription while it is alive.
func (s *Service) watchOnce(ctx context.Context) {
	c := s.cache
	sub := s.rdb.Subscribe(ctx, RevocationChannel)
	defer sub.Close()
	// A blocked read does not watch ctx: closing the subscription ends it.
	defer context.AfterFunc(ctx, func() { _ = sub.Close() })()
	if _, err := sub.ReceiveTimeout(ctx, c.answer); err != nil { // the subscription's confirmation
		return
	}
	c.reset(true)
	wait, pinged := c.quiet, false
	for ctx.Err() == nil {
		msg, err := sub.ReceiveTimeout(ctx, wait)
		switch {
		case err == nil: // any message, a pong included, shows the connection alive
			wait, pinged = c.quiet, false
			if m, ok := msg.(*redis.Message); ok {
				if id, err := uuid.Parse(m.Payload); err == nil {
					c.drop(id)
				}
			}
		case isTimeout(err) && !pinged:
			if sub.Ping(ctx) != nil {
				return
			}
			wait, pinged = c.answer, true
		default: // a broken connection, or a ping left unanswered: nothing it says can be trusted
			return
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
	if s.cache == nil || !s.cache.live.Load() || !wellFormed(secret) {
		return Principal{}, false
	}
	return s.cache.get(sha256.Sum256([]byte(secret)), s.now())
}

// Known reports whether secret authenticated on this instance within the last day, even if the
// cache no longer holds it (expired, or emptied while the subscription was down), and has not
// failed or been revoked since. It lets a clinic's valid key be looked up from an address that
// is blocked for failed authentications, which a guess cannot be. Always false without CacheKeys.
func (s *Service) Known(secret string) bool {
	if s.cache == nil || !wellFormed(secret) {
		return false
	}
	return s.cache.isKnown(sha256.Sum256([]byte(secret)), s.now())
}

// wellFormed reports whether secret has the shape of every key this service issues (clk_ and 43
// base62 characters): anything else is refused without a lookup.
func wellFormed(secret string) bool {
	if len(secret) != len(keyPrefix)+43 || secret[:len(keyPrefix)] != keyPrefix {
		return false
	}
	for i := len(keyPrefix); i < len(secret); i++ {
		switch c := secret[i]; {
		case '0' <= c && c <= '9', 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z':
		default:
			return false
		}
	}
	return true
}
