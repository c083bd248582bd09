package tenancy

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // UsageZone resolves the same on every host

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/redis/go-redis/v9"

	"clinic/internal/platform/tenantctx"
)

// Usage counts live in two Redis hashes (field "<tenant>/<key>/<day>", day the UsageZone date the
// request arrived): request counts and the last use in Unix milliseconds. FlushUsage moves them
// into api_keys and api_key_daily_usage, so no request writes to Postgres. The hashes are named
// apikey:usage2:* since migration 014; the day-less fields a service from before it left in the
// former apikey:usage:* hashes are taken over by the next flush, as uses of the flush's day.
const (
	legacyCountKey = "apikey:usage:count"
	legacyLastKey  = "apikey:usage:last"

	usageCountKey = "apikey:usage2:count"
	usageLastKey  = "apikey:usage2:last"
	flushingTag   = ":flushing:"
	flushLockKey  = "apikey:usage2:flush-lock"
	flushLockTTL  = 5 * time.Minute
)

// UsageZone is the zone whose calendar days the daily request counts use (the product's default
// zone, never the server's).
var UsageZone = mustZone("America/Sao_Paulo")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err) // time/tzdata is embedded: a missing zone is a build error
	}
	return loc
}

// usageDay is the UsageZone date of t as YYYY-MM-DD.
func usageDay(t time.Time) string { return t.In(UsageZone).Format(time.DateOnly) }

func usageField(tenantID, keyID uuid.UUID, day string) string {
	return tenantID.String() + "/" + keyID.String() + "/" + day
}

// parseUsageField splits a field into tenant, key and day; ok is false for a malformed one.
func parseUsageField(f string) (tenantID, keyID uuid.UUID, day time.Time, ok bool) {
	parts := strings.Split(f, "/")
	if len(parts) != 3 {
		return uuid.Nil, uuid.Nil, time.Time{}, false
	}
	var err1, err2, err3 error
	tenantID, err1 = uuid.Parse(parts[0])
	keyID, err2 = uuid.Parse(parts[1])
	day, err3 = time.Parse(time.DateOnly, parts[2])
	return tenantID, keyID, day, err1 == nil && err2 == nil && err3 == nil
}

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
	now := s.now()
	f := usageField(p.TenantID, p.KeyID, usageDay(now))
	pipe.HIncrBy(ctx, usageCountKey, f, 1)
	pipe.HSet(ctx, usageLastKey, f, now.UnixMilli())
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

// Adds the day-less counts of the former hashes (KEYS[1], KEYS[2]) to the live ones (KEYS[3],
// KEYS[4]) as uses of day ARGV[1], keeping the later last use, and deletes them; atomic, so a
// flusher of the former kind that renames them away at the same moment gets them instead, never
// both.
var adoptLegacyScript = redis.NewScript(`
local counts = redis.call('HGETALL', KEYS[1])
for i = 1, #counts, 2 do redis.call('HINCRBY', KEYS[3], counts[i] .. '/' .. ARGV[1], counts[i + 1]) end
local lasts = redis.call('HGETALL', KEYS[2])
for i = 1, #lasts, 2 do
  local f = lasts[i] .. '/' .. ARGV[1]
  local cur = tonumber(redis.call('HGET', KEYS[4], f) or '0')
  if tonumber(lasts[i + 1]) > cur then redis.call('HSET', KEYS[4], f, lasts[i + 1]) end
end
redis.call('DEL', KEYS[1], KEYS[2])
return #counts / 2`)

// Deletes the lock only when it is still the caller's.
var unlockScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

// FlushUsage adds the counted uses to api_keys (request_count, last_used_at) and to the day they
// were counted on in api_key_daily_usage, one transaction per tenant, and returns how many keys it updated. Batches left by an interrupted flush are applied
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
	if err := adoptLegacyScript.Run(ctx, s.rdb, []string{legacyCountKey, legacyLastKey, usageCountKey, usageLastKey},
		usageDay(s.now())).Err(); err != nil {
		return 0, fmt.Errorf("take over day-less usage: %w", err)
	}
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
	type rows struct {
		ids    []uuid.UUID
		days   []time.Time
		counts []int64
		lasts  []*time.Time
	}
	byTenant := map[uuid.UUID]*rows{}
	for f, u := range batch {
		tenantID, keyID, day, ok := parseUsageField(f)
		if !ok {
			continue
		}
		r := byTenant[tenantID]
		if r == nil {
			r = &rows{}
			byTenant[tenantID] = r
		}
		r.ids, r.days, r.counts, r.lasts = append(r.ids, keyID), append(r.days, day), append(r.counts, u.count), append(r.lasts, u.last)
	}
	updated := 0
	for tenantID, r := range byTenant {
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
		err := s.db.InTenant(tctx, func(tx pgx.Tx) error {
			tag, err := tx.Exec(ctx, `update api_keys k set request_count = k.request_count + u.n,
				last_used_at = greatest(k.last_used_at, u.last)
				from (select id, sum(n)::bigint as n, max(last) as last
				      from unnest($1::uuid[], $2::bigint[], $3::timestamptz[]) as u(id, n, last) group by id) u
				where k.id = u.id`, r.ids, r.counts, r.lasts)
			if err != nil {
				return fmt.Errorf("add to request_count: %w", err)
			}
			updated += int(tag.RowsAffected())
			// Only keys of this tenant (RLS hides the others) get daily rows.
			_, err = tx.Exec(ctx, `insert into api_key_daily_usage as d (tenant_id, key_id, day, requests)
				select $4, u.id, u.day, sum(u.n)
				from unnest($1::uuid[], $2::date[], $3::bigint[]) as u(id, day, n)
				where exists (select 1 from api_keys k where k.id = u.id)
				group by u.id, u.day
				on conflict (tenant_id, key_id, day) do update set requests = d.requests + excluded.requests`,
				r.ids, r.days, r.counts, tenantID)
			if err != nil {
				return fmt.Errorf("add to daily usage: %w", err)
			}
			return nil
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

// keyPending is what Redis holds for one key and not yet flushed: in all, today, in the 30 days
// ending today, and the last use.
type keyPending struct {
	total, today, last30 int64
	last                 *time.Time
}

// addTo adds the pending total and last use to k.
func (p keyPending) addTo(k *Key) {
	k.RequestCount += p.total
	if p.last != nil && (k.LastUsedAt == nil || p.last.After(*k.LastUsedAt)) {
		k.LastUsedAt = p.last
	}
}

// today is the current UsageZone date, as a midnight-UTC time (how dates travel to Postgres).
func (s *Service) today() time.Time {
	d, _ := time.Parse(time.DateOnly, usageDay(s.now()))
	return d
}

// pendingByKey sums pendingUsage per key, with the days counted relative to today.
func (s *Service) pendingByKey(ctx context.Context, today time.Time) (map[uuid.UUID]keyPending, error) {
	pending, err := s.pendingUsage(ctx)
	if err != nil {
		return nil, err
	}
	from := today.AddDate(0, 0, -(UsageWindowDays - 1))
	out := map[uuid.UUID]keyPending{}
	for f, u := range pending {
		_, keyID, day, ok := parseUsageField(f)
		if !ok {
			continue
		}
		p := out[keyID]
		p.total += u.count
		if day.Equal(today) {
			p.today += u.count
		}
		if !day.Before(from) && !day.After(today) {
			p.last30 += u.count
		}
		if u.last != nil && (p.last == nil || u.last.After(*p.last)) {
			p.last = u.last
		}
		out[keyID] = p
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
