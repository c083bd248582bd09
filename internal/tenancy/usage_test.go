package tenancy_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// storedTotal reads api_keys.request_count (the flushed part only).
func storedTotal(t *testing.T, env *testkit.Env, key uuid.UUID) int64 {
	t.Helper()
	var n int64
	err := env.Owner.Operator(context.Background(), func(tx pgx.Tx) error {
		return tx.QueryRow(context.Background(), "select request_count from api_keys where id = $1", key).Scan(&n)
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Flushers racing each other move every count exactly once, into the total and the daily rows.
func TestFlushUsageConcurrentFlushersCountOnce(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	_, keyID := env.NewKey(t, tn.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	p := tenancy.Principal{TenantID: tn.ID, KeyID: keyID}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 25 {
				if err := svc.RecordUse(context.Background(), p); err != nil {
					t.Error(err)
				}
				if (i+g)%5 == 0 {
					if _, err := svc.FlushUsage(context.Background()); err != nil {
						t.Error(err)
					}
				}
			}
		}()
	}
	wg.Wait()
	days := flushUntil(t, env, svc, keyID, 100)
	if n := storedTotal(t, env, keyID); n != 100 {
		t.Errorf("request_count %d after racing flushes, want 100 (daily rows %v)", n, days)
	}
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 100 || month != 100 || total != 100 {
		t.Errorf("counts today %d, 30d %d, total %d; want 100 each", today, month, total)
	}
}

// A batch a flush moved aside and did not finish (the flusher died) is counted by the listing
// meanwhile and applied by the next flush, to the day it carries.
func TestFlushUsageAppliesAnInterruptedBatch(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	_, keyID := env.NewKey(t, tn.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	day := time.Now().In(tenancy.UsageZone).AddDate(0, 0, -3)
	field := tn.ID.String() + "/" + keyID.String() + "/" + day.Format(time.DateOnly)
	count, last := tenancy.UsageHashes()
	suffix := ":flushing:" + uuid.NewString()
	ctx := context.Background()
	if err := env.Redis.HSet(ctx, count+suffix, field, 7).Err(); err != nil {
		t.Fatal(err)
	}
	if err := env.Redis.HSet(ctx, last+suffix, field, day.UnixMilli()).Err(); err != nil {
		t.Fatal(err)
	}
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 0 || month != 7 || total != 7 {
		t.Errorf("before the flush: today %d, 30d %d, total %d; want 0, 7, 7", today, month, total)
	}
	days := flushUntil(t, env, svc, keyID, 7)
	if days[day.Format(time.DateOnly)] != 7 {
		t.Errorf("daily rows %v, want 7 on %s", days, day.Format(time.DateOnly))
	}
	if n, err := env.Redis.Exists(ctx, count+suffix, last+suffix).Result(); err != nil || n != 0 {
		t.Errorf("the interrupted batch is still in Redis (%d, %v)", n, err)
	}
	k, err := svc.TenantKey(inTenant(tn.ID), keyID)
	if err != nil || k.RequestCount != 7 || k.LastUsedAt == nil || !k.LastUsedAt.Equal(time.UnixMilli(day.UnixMilli())) {
		t.Errorf("after the flush: %+v (%v)", k, err)
	}
}

// Counts a service from before daily counts left in the day-less hashes are taken over by the
// next flush, as uses of that day, in the total and the daily rows. Not parallel: the tests
// with an injected clock flush the same shared hashes with their own "today".
func TestFlushUsageTakesOverDaylessCounts(t *testing.T) {
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	_, keyID := env.NewKey(t, tn.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	ctx := context.Background()
	field := tn.ID.String() + "/" + keyID.String()
	last := time.Now().Add(-time.Minute).Truncate(time.Millisecond)
	if err := env.Redis.HSet(ctx, "apikey:usage:count", field, 7).Err(); err != nil {
		t.Fatal(err)
	}
	if err := env.Redis.HSet(ctx, "apikey:usage:last", field, last.UnixMilli()).Err(); err != nil {
		t.Fatal(err)
	}
	if err := svc.RecordUse(ctx, tenancy.Principal{TenantID: tn.ID, KeyID: keyID}); err != nil {
		t.Fatal(err)
	}
	days := flushUntil(t, env, svc, keyID, 8)
	today := time.Now().In(tenancy.UsageZone).Format(time.DateOnly)
	if len(days) != 1 || days[today] != 8 {
		t.Errorf("daily rows %v, want the 7 day-less uses and the new one on %s", days, today)
	}
	if n := storedTotal(t, env, keyID); n != 8 {
		t.Errorf("request_count %d, want 8", n)
	}
	if n, err := env.Redis.HExists(ctx, "apikey:usage:count", field).Result(); err != nil || n {
		t.Errorf("the day-less count is still there (%v)", err)
	}
}
