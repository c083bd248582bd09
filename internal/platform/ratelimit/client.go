package ratelimit

import (
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Request-path Redis timeouts: the limiter and usage counts run on every request, so a Redis
// that does not answer must cost milliseconds, not go-redis' default seconds (5 s dial, 3 s read,
// retries). The request then goes through unlimited (fail open), and it is logged.
const (
	DialTimeout  = 250 * time.Millisecond
	ReadTimeout  = 200 * time.Millisecond
	WriteTimeout = 200 * time.Millisecond
	PoolTimeout  = 300 * time.Millisecond
)

// NewClient is the Redis client of the API's request path, from a redis:// URL, with the short
// timeouts above and no retries. The service and the tests use this one constructor.
func NewClient(url string) (*redis.Client, error) {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("parse Redis URL: %w", err)
	}
	opt.DialTimeout, opt.ReadTimeout, opt.WriteTimeout, opt.PoolTimeout = DialTimeout, ReadTimeout, WriteTimeout, PoolTimeout
	opt.MaxRetries, opt.DialerRetries = -1, 1
	return redis.NewClient(opt), nil
}
