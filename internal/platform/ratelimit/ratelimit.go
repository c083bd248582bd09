// Package ratelimit is the per-key request limiter kept in Redis, so every replica of the service
// shares one budget per key. It is GCRA (the generic cell rate algorithm) from
// github.com/go-redis/redis_rate: a key may send Limit requests per Window, refilled smoothly
// (one request every Window/Limit), with a burst of Limit. Unlike fixed windows, no boundary lets
// twice the limit through, and the wait it reports is exact.
package ratelimit

import (
	"context"
	"fmt"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// Decision is the outcome of one Allow call.
type Decision struct {
	Allowed    bool
	Limit      int
	Remaining  int           // requests that would be allowed right now, this one counted
	RetryAfter time.Duration // when refused: until the next request is allowed
	Reset      time.Duration // until the whole burst (Limit) is available again
}

// Limiter allows Limit requests per Window for each key.
type Limiter struct {
	rdb    redis.UniversalClient
	Limit  int
	Window time.Duration
	// Prefix namespaces the keys (tests give each server its own).
	Prefix string
}

// New returns a limiter of limit requests per window.
func New(rdb redis.UniversalClient, limit int, window time.Duration) *Limiter {
	return &Limiter{rdb: rdb, Limit: limit, Window: window}
}

// Allow counts one request for key and says whether it is within the limit. The commands that
// also queues (it may be nil) travel in the same pipeline as the limiter's script, so a caller
// with more to tell Redis on every request pays one round trip in all.
// It returns an error when Redis cannot be reached; the caller decides whether to fail open.
func (l *Limiter) Allow(ctx context.Context, key string, also func(redis.Pipeliner)) (Decision, error) {
	lim := redis_rate.Limit{Rate: l.Limit, Burst: l.Limit, Period: l.Window}
	res, err := redis_rate.NewLimiter(pipelined{UniversalClient: l.rdb, also: also}).Allow(ctx, l.Prefix+key, lim)
	if err != nil {
		return Decision{}, fmt.Errorf("rate limit: %w", err)
	}
	d := Decision{Allowed: res.Allowed > 0, Limit: l.Limit, Remaining: max(res.Remaining, 0), Reset: max(res.ResetAfter, 0)}
	if !d.Allowed {
		d.RetryAfter = max(res.RetryAfter, 0)
	}
	return d, nil
}

// pipelined is the Redis client redis_rate sees: its script call (EVALSHA) goes out in one
// pipeline with the caller's own commands. When Redis does not know the script yet (NOSCRIPT),
// redis_rate falls back to EVAL, which goes alone: the caller's commands already ran.
type pipelined struct {
	redis.UniversalClient
	also func(redis.Pipeliner)
}

// EvalSha sends the script call and the caller's commands in one round trip.
func (p pipelined) EvalSha(ctx context.Context, sha1 string, keys []string, args ...any) *redis.Cmd {
	pipe := p.UniversalClient.Pipeline()
	cmd := pipe.EvalSha(ctx, sha1, keys, args...)
	if p.also != nil {
		p.also(pipe)
	}
	if _, err := pipe.Exec(ctx); err != nil && cmd.Err() == nil && cmd.Val() == nil {
		// A pipeline that never reached Redis (dial failed) leaves its commands without an error
		// of their own; redis_rate would read the empty reply.
		cmd.SetErr(err)
	}
	return cmd
}
