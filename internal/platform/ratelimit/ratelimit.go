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

// Allow counts one request for key and says whether it is within the limit. The commands that
// also (may be nil) queues travel in the same pipeline, so a caller with more to tell Redis on
// every request pays one round trip in all.
// It returns an error when Redis cannot be reached; the caller decides whether to fail open.
func (l *Limiter) Allow(ctx context.Context, key string, now time.Time, also func(redis.Pipeliner)) (Decision, error) {
	window := now.UnixMilli() / l.Window.Milliseconds()
	keys, args := []string{fmt.Sprintf("ratelimit:%s:%d", key, window)}, []any{l.Window.Milliseconds()}
	pipe := l.rdb.Pipeline()
	cmd := incrScript.EvalSha(ctx, pipe, keys, args...)
	if also != nil {
		also(pipe)
	}
	_, err := pipe.Exec(ctx)
	res, cmdErr := cmd.Int64Slice()
	if cmdErr != nil && redis.HasErrorPrefix(cmdErr, "NOSCRIPT") {
		// First use on this Redis: load the script (the rest of the pipeline did run).
		res, cmdErr = incrScript.Run(ctx, l.rdb, keys, args...).Int64Slice()
		err = nil
	}
	if cmdErr != nil {
		return Decision{}, fmt.Errorf("rate limit: %w", cmdErr)
	}
	if err != nil {
		return Decision{}, fmt.Errorf("rate limit pipeline: %w", err)
	}
	count, ttl := int(res[0]), time.Duration(res[1])*time.Millisecond
	if ttl < 0 {
		ttl = l.Window
	}
	return Decision{Allowed: count <= l.Limit, Limit: l.Limit, Remaining: max(l.Limit-count, 0), Reset: ttl}, nil
}
