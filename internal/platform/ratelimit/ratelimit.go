// Package ratelimit is a per-key fixed-window request limiter kept in Redis, so every replica
// of the service shares one budget per key.
package ratelimit

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Decision is the outcome of one Allow call.
type Decision struct {
	Allowed   bool
	Limit     int
	Remaining int
	Reset     time.Duration // until the window ends
}

// Limiter allows Limit requests per Window for each key.
type Limiter struct {
	rdb    redis.UniversalClient
	Limit  int
	Window time.Duration
}

// New returns a limiter of limit requests per window.
func New(rdb redis.UniversalClient, limit int, window time.Duration) *Limiter {
	return &Limiter{rdb: rdb, Limit: limit, Window: window}
}

// INCR and PEXPIRE in one atomic step; the TTL is set only when the window opens.
var incrScript = redis.NewScript(`
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {n, ttl}`)

// Allow counts one request for key and says whether it is within the limit.
// It returns an error when Redis cannot be reached; the caller decides whether to fail open.
func (l *Limiter) Allow(ctx context.Context, key string, now time.Time) (Decision, error) {
	window := now.UnixMilli() / l.Window.Milliseconds()
	rk := fmt.Sprintf("ratelimit:%s:%d", key, window)
	res, err := incrScript.Run(ctx, l.rdb, []string{rk}, l.Window.Milliseconds()).Int64Slice()
	if err != nil {
		return Decision{}, fmt.Errorf("rate limit: %w", err)
	}
	count, ttl := int(res[0]), time.Duration(res[1])*time.Millisecond
	if ttl < 0 {
		ttl = l.Window
	}
	d := Decision{Allowed: count <= l.Limit, Limit: l.Limit, Remaining: max(l.Limit-count, 0), Reset: ttl}
	return d, nil
}
