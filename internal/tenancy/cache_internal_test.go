package tenancy

import (
	"crypto/sha256"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
)

func newTestCache(max int) *keyCache {
	c := &keyCache{ttl: time.Minute, max: max, m: map[[32]byte]cachedKey{}, known: map[[32]byte]knownKey{}}
	c.reset(true)
	return c
}

// A lookup that started before a revocation or a reset cannot cache what it read; one that
// started after can. A cache that is off neither answers nor stores.
func TestKeyCacheGenerations(t *testing.T) {
	now := time.Now()
	p := Principal{TenantID: uuid.New(), KeyID: uuid.New()}
	h := sha256.Sum256([]byte("k"))
	for name, interrupt := range map[string]func(*keyCache){
		"revocation of the key":         func(c *keyCache) { c.drop(p.KeyID) },
		"revocation of another key":     func(c *keyCache) { c.drop(uuid.New()) },
		"subscription lost and resumed": func(c *keyCache) { c.reset(false); c.reset(true) },
	} {
		t.Run(name, func(t *testing.T) {
			c := newTestCache(10)
			gen := c.generation()
			interrupt(c)
			c.put(h, p, now, gen)
			if _, ok := c.get(h, now); ok {
				t.Fatal("a lookup older than the interruption was cached")
			}
			c.put(h, p, now, c.generation())
			if got, ok := c.get(h, now); !ok || got.KeyID != p.KeyID {
				t.Fatal("a lookup after the interruption was not cached")
			}
		})
	}
	c := newTestCache(10)
	c.put(h, p, now, c.generation())
	c.reset(false)
	if _, ok := c.get(h, now); ok {
		t.Fatal("a cache that is off answered")
	}
	c.put(h, p, now, c.generation())
	if len(c.m) != 0 {
		t.Fatal("a cache that is off stored a key")
	}
}

// An entry lives for the TTL; a revocation drops every entry of its key; the cache never holds
// more than its bound, expired entries going first.
func TestKeyCacheExpiryDropAndBound(t *testing.T) {
	now := time.Now()
	c := newTestCache(3)
	a, b := Principal{KeyID: uuid.New()}, Principal{KeyID: uuid.New()}
	ha, hb := sha256.Sum256([]byte("a")), sha256.Sum256([]byte("b"))
	c.put(ha, a, now, c.generation())
	c.put(hb, b, now.Add(-2*time.Minute), c.generation()) // already expired
	if _, ok := c.get(ha, now.Add(time.Minute-time.Nanosecond)); !ok {
		t.Error("an entry expired before its TTL")
	}
	if _, ok := c.get(ha, now.Add(time.Minute)); ok {
		t.Error("an entry outlived its TTL")
	}
	c.put(ha, a, now, c.generation())
	c.put(hb, b, now, c.generation())
	c.drop(a.KeyID)
	if _, ok := c.get(ha, now); ok {
		t.Error("a revoked key is still cached")
	}
	if _, ok := c.get(hb, now); !ok {
		t.Error("revoking one key dropped another")
	}
	for i := range 10 {
		c.put(sha256.Sum256([]byte{byte(i)}), Principal{KeyID: uuid.New()}, now, c.generation())
		if len(c.m) > c.max {
			t.Fatalf("%d entries held, bound %d", len(c.m), c.max)
		}
	}
}

// get, put, drop and reset from many goroutines: no data race (go test -race), and revoking
// every key afterwards leaves nothing cached.
func TestKeyCacheConcurrency(t *testing.T) {
	c := newTestCache(50)
	now := time.Now()
	keys := make([]Principal, 8)
	for i := range keys {
		keys[i] = Principal{KeyID: uuid.New()}
	}
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for i := range 2000 {
				k := keys[(w+i)%len(keys)]
				h := sha256.Sum256(k.KeyID[:])
				switch {
				case i%7 == 0:
					c.drop(k.KeyID)
				case i%70 == 1:
					c.reset(true)
				default:
					gen := c.generation()
					if _, ok := c.get(h, now); !ok {
						c.put(h, k, now, gen)
					}
				}
			}
		})
	}
	wg.Wait()
	for _, k := range keys {
		c.drop(k.KeyID)
	}
	if len(c.m) != 0 {
		t.Fatalf("%d entries left after revoking every key", len(c.m))
	}
}

func TestWellFormed(t *testing.T) {
	good := "clk_" + strings.Repeat("aZ9", 14) + "x"
	for s, want := range map[string]bool{
		good:                        true,
		"":                          false,
		good[:len(good)-1]:          false,
		good + "x":                  false,
		"clx_" + good[4:]:           false,
		good[:10] + "-" + good[11:]: false,
		good[:10] + "é" + good[12:]: false,
		good[:46] + "\x00":          false,
		"CLK_" + good[4:]:           false,
	} {
		if got := wellFormed(s); got != want {
			t.Errorf("wellFormed(%q) = %v, want %v", s, got, want)
		}
	}
	for range 20 {
		s, err := newSecret()
		if err != nil || !wellFormed(s) {
			t.Fatalf("an issued key %q is not well formed (%v)", s, err)
		}
	}
}

// A key is known for a day after it authenticated, across resets of the cache, until it is
// revoked or fails; the set is bounded like the cache.
func TestKnownKeys(t *testing.T) {
	c := newTestCache(3)
	now := time.Now()
	k := uuid.New()
	h := sha256.Sum256([]byte("known"))
	c.remember(h, k, now)
	c.reset(false)
	if !c.isKnown(h, now.Add(knownFor-time.Second)) {
		t.Error("a key was forgotten by a reset or before a day")
	}
	if c.isKnown(h, now.Add(knownFor)) {
		t.Error("a key stayed known past a day")
	}
	c.drop(k)
	if c.isKnown(h, now) {
		t.Error("a revoked key stayed known")
	}
	c.remember(h, k, now)
	c.forget(h)
	if c.isKnown(h, now) {
		t.Error("a key that failed stayed known")
	}
	for i := range 10 {
		c.remember(sha256.Sum256([]byte{byte(i)}), uuid.New(), now)
		if len(c.known) > c.max {
			t.Fatalf("%d known keys, bound %d", len(c.known), c.max)
		}
	}
}
