package tenancy

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/redis/go-redis/v9"

	"clinic/internal/platform/tenantctx"
)

// Usage counts live in two Redis hashes (field "<tenant>/<key>"): request counts and the last use
// in Unix milliseconds. FlushUsage moves them into api_keys, so no request writes to Postgres.
const (
	usageCountKey = "apikey:usage:count"
	usageLastKey  = "apikey:usage:last"
	flushingTag   = ":flushing:"
	flushLockKey  = "apikey:usage:flush-lock"
	flushLockTTL  = 5 * time.Minute
)

func usageField(tenantID, keyID uuid.UUID) string { return tenantID.String() + "/" + keyID.String() }

// RecordUse counts one request of p (one Redis round trip).
func (s *Service) RecordUse(ctx context.Context, p Principal) error {
	pipe := s.rdb.Pipeline()
	s.QueueUse(ctx, pipe, p)
	_, err := pipe.Exec(ctx)
	return err
}

// QueueUse adds the counting of one request of p to pipe, for a caller that already talks to
// Redis on every request (the rate limiter).
func (s *Service) QueueUse(ctx context.Context, pipe redis.Pipeliner, p Principal) {
	f := usageField(p.TenantID, p.KeyID)
	pipe.HIncrBy(ctx, usageCountKey, f, 1)
	pipe.HSet(ctx, usageLastKey, f, s.now().UnixMilli())
}

type usage struct {
	count int64
	last  *time.Time
}

// Moves the live hashes aside under one name, atomically, so counting continues into fresh ones.
var detachScript = redis.NewScript(`
for i, k in ipairs(KEYS) do
  if redis.call('EXISTS', k) == 1 then redis.call('RENAME', k, k .. ARGV[1]) end
end
return 1`)

// Deletes the lock only when it is still the caller's.
var unlockScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

// FlushUsage adds the counted uses to api_keys (request_count, last_used_at), one transaction per
// tenant, and returns how many keys it updated. Batches left by an interrupted flush are applied
// too. One flush runs at a time (a lock in Redis): two flushers picking up the same batch would
// count it twice; a flush that finds the lock taken returns 0 and leaves the counts to the running
// one. A crash after the Postgres commit and before the Redis delete counts that batch twice:
// counts are at-least-once.
func (s *Service) FlushUsage(ctx context.Context) (int, error) {
	token := uuid.NewString()
	got, err := s.rdb.SetNX(ctx, flushLockKey, token, flushLockTTL).Result()
	if err != nil {
		return 0, fmt.Errorf("usage flush lock: %w", err)
	}
	if !got {
		return 0, nil
	}
	defer unlockScript.Run(context.WithoutCancel(ctx), s.rdb, []string{flushLockKey}, token) //nolint:errcheck // expires anyway
	return s.flushAll(ctx)
}

func (s *Service) flushAll(ctx context.Context) (int, error) {
	suffix := flushingTag + uuid.NewString()
	if err := detachScript.Run(ctx, s.rdb, []string{usageCountKey, usageLastKey}, suffix).Err(); err != nil {
		return 0, fmt.Errorf("detach usage: %w", err)
	}
	batches, err := s.detachedBatches(ctx)
	if err != nil {
		return 0, err
	}
	updated := 0
	for _, countKey := range batches {
		lastKey := usageLastKey + strings.TrimPrefix(countKey, usageCountKey)
		n, err := s.flushBatch(ctx, countKey, lastKey)
		if err != nil {
			return updated, err
		}
		updated += n
		if err := s.rdb.Del(ctx, countKey, lastKey).Err(); err != nil {
			return updated, fmt.Errorf("delete usage batch: %w", err)
		}
	}
	return updated, nil
}

// detachedBatches lists the count hashes moved aside by flushes (SCAN, not KEYS: the Redis is
// shared with the queues and must not block).
func (s *Service) detachedBatches(ctx context.Context) ([]string, error) {
	var out []string
	iter := s.rdb.Scan(ctx, 0, usageCountKey+flushingTag+"*", 100).Iterator()
	for iter.Next(ctx) {
		out = append(out, iter.Val())
	}
	if err := iter.Err(); err != nil {
		return nil, fmt.Errorf("list usage batches: %w", err)
	}
	return out, nil
}

func (s *Service) flushBatch(ctx context.Context, countKey, lastKey string) (int, error) {
	batch, err := readUsage(ctx, s.rdb, countKey, lastKey)
	if err != nil {
		return 0, err
	}
	byTenant := map[uuid.UUID][]string{}
	for f := range batch {
		t, _, ok := strings.Cut(f, "/")
		if id, err := uuid.Parse(t); ok && err == nil {
			byTenant[id] = append(byTenant[id], f)
		}
	}
	updated := 0
	for tenantID, fields := range byTenant {
		ids := make([]uuid.UUID, 0, len(fields))
		counts := make([]int64, 0, len(fields))
		lasts := make([]*time.Time, 0, len(fields))
		for _, f := range fields {
			_, k, _ := strings.Cut(f, "/")
			id, err := uuid.Parse(k)
			if err != nil {
				continue
			}
			ids, counts, lasts = append(ids, id), append(counts, batch[f].count), append(lasts, batch[f].last)
		}
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
		err := s.db.InTenant(tctx, func(tx pgx.Tx) error {
			tag, err := tx.Exec(ctx, `update api_keys k set request_count = k.request_count + u.n,
				last_used_at = greatest(k.last_used_at, u.last)
				from unnest($1::uuid[], $2::bigint[], $3::timestamptz[]) as u(id, n, last)
				where k.id = u.id`, ids, counts, lasts)
			updated += int(tag.RowsAffected())
			return err
		})
		if err != nil {
			return updated, fmt.Errorf("flush usage of tenant %s: %w", tenantID, err)
		}
	}
	return updated, nil
}

// pendingUsage sums the uses counted in Redis and not yet flushed (live and detached batches).
// While a flush is between its Postgres commit and deleting its batch, that batch is counted in
// both places: a listing may briefly over-count by that batch, never under-count.
func (s *Service) pendingUsage(ctx context.Context) (map[string]usage, error) {
	out, err := readUsage(ctx, s.rdb, usageCountKey, usageLastKey)
	if err != nil {
		return nil, err
	}
	batches, err := s.detachedBatches(ctx)
	if err != nil {
		return nil, err
	}
	for _, countKey := range batches {
		b, err := readUsage(ctx, s.rdb, countKey, usageLastKey+strings.TrimPrefix(countKey, usageCountKey))
		if err != nil {
			return nil, err
		}
		for f, u := range b {
			cur := out[f]
			cur.count += u.count
			if u.last != nil && (cur.last == nil || u.last.After(*cur.last)) {
				cur.last = u.last
			}
			out[f] = cur
		}
	}
	return out, nil
}

func readUsage(ctx context.Context, rdb redis.UniversalClient, countKey, lastKey string) (map[string]usage, error) {
	counts, err := rdb.HGetAll(ctx, countKey).Result()
	if err != nil {
		return nil, fmt.Errorf("read usage: %w", err)
	}
	lasts, err := rdb.HGetAll(ctx, lastKey).Result()
	if err != nil {
		return nil, fmt.Errorf("read usage: %w", err)
	}
	out := make(map[string]usage, len(counts))
	for f, c := range counts {
		n, _ := strconv.ParseInt(c, 10, 64)
		u := usage{count: n}
		if ms, err := strconv.ParseInt(lasts[f], 10, 64); err == nil {
			t := time.UnixMilli(ms).UTC()
			u.last = &t
		}
		out[f] = u
	}
	return out, nil
}
