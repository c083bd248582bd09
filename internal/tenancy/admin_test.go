package tenancy_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// inTenant returns ctx carrying tenant as the caller's.
func inTenant(tenant uuid.UUID) context.Context {
	return tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant})
}

// keyUsage returns the counts TenantKey reports for id.
func keyUsage(t *testing.T, svc *tenancy.Service, tenant, id uuid.UUID) (today, month, total int64) {
	t.Helper()
	k, err := svc.TenantKey(inTenant(tenant), id)
	if err != nil {
		t.Fatal(err)
	}
	return k.Today, k.Last30Days, k.RequestCount
}

// flushUntil flushes until the daily rows of key hold want requests in all (another test's flush
// may hold the lock for a moment).
func flushUntil(t *testing.T, env *testkit.Env, svc *tenancy.Service, key uuid.UUID, want int64) map[string]int64 {
	t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := svc.FlushUsage(ctx); err != nil {
			t.Fatal(err)
		}
		days := map[string]int64{}
		var sum int64
		err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
			rows, _ := tx.Query(ctx, "select day::text, requests from api_key_daily_usage where key_id = $1", key)
			var d string
			var n int64
			_, err := pgx.ForEachRow(rows, []any{&d, &n}, func() error { days[d] = n; sum += n; return nil })
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if sum == want {
			return days
		}
		if sum > want || time.Now().After(deadline) {
			t.Fatalf("daily rows of the key sum to %d (%v), want %d", sum, days, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Requests are counted on the America/Sao_Paulo day they arrived, before and after the flush: a
// flush after midnight moves yesterday's requests into yesterday, not today.
func TestDailyCountsAcrossMidnight(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	_, keyID := env.NewKey(t, tn.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	// 23:58 in São Paulo on 2026-03-10 is 02:58 UTC on 2026-03-11: the server's (UTC) day differs.
	clock := time.Date(2026, 3, 10, 23, 58, 0, 0, tenancy.UsageZone)
	tenancy.SetNow(svc, func() time.Time { return clock })
	p := tenancy.Principal{TenantID: tn.ID, KeyID: keyID}
	use := func(n int) {
		for range n {
			if err := svc.RecordUse(context.Background(), p); err != nil {
				t.Fatal(err)
			}
		}
	}
	use(3)
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 3 || month != 3 || total != 3 {
		t.Errorf("before midnight, unflushed: today %d, 30d %d, total %d; want 3, 3, 3", today, month, total)
	}
	clock = clock.Add(4 * time.Minute) // 00:02 on 2026-03-11
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 0 || month != 3 || total != 3 {
		t.Errorf("after midnight, unflushed: today %d, 30d %d, total %d; want 0, 3, 3", today, month, total)
	}
	use(2)
	days := flushUntil(t, env, svc, keyID, 5)
	if days["2026-03-10"] != 3 || days["2026-03-11"] != 2 || len(days) != 2 {
		t.Errorf("daily rows %v, want 2026-03-10: 3 and 2026-03-11: 2", days)
	}
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 2 || month != 5 || total != 5 {
		t.Errorf("after the flush: today %d, 30d %d, total %d; want 2, 5, 5", today, month, total)
	}
	// 29 days after 2026-03-11 the window still holds it; 30 days after, only the total does.
	clock = time.Date(2026, 4, 9, 12, 0, 0, 0, tenancy.UsageZone)
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 0 || month != 2 || total != 5 {
		t.Errorf("on 2026-04-09: today %d, 30d %d, total %d; want 0, 2, 5", today, month, total)
	}
	clock = time.Date(2026, 4, 10, 0, 0, 0, 0, tenancy.UsageZone)
	if today, month, total := keyUsage(t, svc, tn.ID, keyID); today != 0 || month != 0 || total != 5 {
		t.Errorf("on 2026-04-10: today %d, 30d %d, total %d; want 0, 0, 5", today, month, total)
	}
	// A second flush with nothing new changes nothing (no double counting).
	if days := flushUntil(t, env, svc, keyID, 5); days["2026-03-11"] != 2 {
		t.Errorf("after a second flush: %v", days)
	}
}

// The app role sees and writes only its own tenant's daily rows.
func TestDailyUsageRowLevelSecurity(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	a, b := env.NewTenant(t), env.NewTenant(t)
	_, keyB := env.NewKey(t, b.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	if err := svc.RecordUse(context.Background(), tenancy.Principal{TenantID: b.ID, KeyID: keyB}); err != nil {
		t.Fatal(err)
	}
	flushUntil(t, env, svc, keyB, 1)
	ctx := inTenant(a.ID)
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, "select count(*) from api_key_daily_usage where key_id = $1", keyB).Scan(&n); err != nil {
			return err
		}
		if n != 0 {
			t.Errorf("tenant A sees %d daily rows of tenant B's key", n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, "insert into api_key_daily_usage(tenant_id, key_id, day, requests) values ($1, $2, current_date, 1)", b.ID, keyB)
		return err
	})
	if !strings.Contains(fmt.Sprint(err), "row-level security") {
		t.Errorf("tenant A inserting a daily row for tenant B: %v, want a row-level security violation", err)
	}
	// The grants of migration 014 on api_keys stay under the tenant policy too.
	err = env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into api_keys(id, tenant_id, name, prefix, key_hash, permissions)
			values ($1, $2, 'x', 'clk_xxxxxxxx', $3, '{admin}')`, uuid.New(), b.ID, uuid.New().String())
		return err
	})
	if !strings.Contains(fmt.Sprint(err), "row-level security") {
		t.Errorf("tenant A inserting a key into tenant B: %v, want a row-level security violation", err)
	}
	err = env.App.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "update api_keys set revoked_at = now() where id = $1", keyB)
		if err == nil && tag.RowsAffected() != 0 {
			t.Errorf("tenant A revoked %d keys of tenant B", tag.RowsAffected())
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var n int
	err = env.App.InTenant(inTenant(b.ID), func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select count(*) from api_key_daily_usage where key_id = $1", keyB).Scan(&n)
	})
	if err != nil || n != 1 {
		t.Errorf("tenant B sees %d of its own daily rows (%v), want 1", n, err)
	}
}

// Tenant-scoped key administration runs as the app role and never reaches another tenant's key.
func TestTenantKeyAdministration(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	a, b := env.NewTenant(t), env.NewTenant(t)
	_, keyB := env.NewKey(t, b.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	ctx := inTenant(a.ID)
	self := uuid.New()

	k, secret, err := svc.CreateTenantKey(ctx, "  front desk ", []string{"patients:read", "scheduling:write", "patients:read"})
	if err != nil {
		t.Fatal(err)
	}
	if k.Name != "front desk" || k.TenantID != a.ID || len(k.Permissions) != 2 || secret[:12] != k.Prefix {
		t.Errorf("created %+v with secret %q", k, secret[:12])
	}
	pr, err := svc.Authenticate(context.Background(), secret)
	if err != nil || pr.TenantID != a.ID || pr.Can(tenancy.SchedulingRead) || !pr.Can(tenancy.SchedulingWrite) {
		t.Errorf("new key authenticates as %+v (%v)", pr, err)
	}
	_, _, err = svc.CreateTenantKey(ctx, "", []string{"patients:read", "root", "sudo"})
	if got := errs.FieldNames(err); got != "name permissions" {
		t.Errorf("invalid create: fields %q (%v), want name and permissions", got, err)
	}
	if e, _ := errs.As(err); e == nil || !strings.Contains(e.Detail, "root,sudo") {
		t.Errorf("invalid create does not name the unknown permissions: %v", err)
	}

	for name, op := range map[string]func() error{
		"get":    func() error { _, err := svc.TenantKey(ctx, keyB); return err },
		"rotate": func() error { _, _, err := svc.RotateKey(ctx, keyB, self, false); return err },
		"revoke": func() error { return svc.RevokeTenantKey(ctx, keyB, self) },
	} {
		if err := op(); !errors.Is(err, tenancy.ErrKeyNotFound) {
			t.Errorf("%s of another tenant's key: %v, want ErrKeyNotFound", name, err)
		}
	}
	if _, err := svc.ActiveKey(context.Background(), a.ID, keyB); !errors.Is(err, tenancy.ErrInvalidKey) {
		t.Errorf("ActiveKey of another tenant's key under tenant A: %v", err)
	}

	nk, nsecret, err := svc.RotateKey(ctx, k.ID, self, false)
	if err != nil || nk.Name != k.Name || len(nk.Permissions) != 2 || nk.ID == k.ID {
		t.Fatalf("rotate: %+v %v", nk, err)
	}
	if _, err := svc.Authenticate(context.Background(), secret); err != nil {
		t.Errorf("old key after step 1 of a rotation: %v, want still active", err)
	}
	if err := svc.RevokeTenantKey(ctx, k.ID, self); err != nil {
		t.Fatal(err)
	}
	if err := svc.RevokeTenantKey(ctx, k.ID, self); err != nil {
		t.Errorf("revoking twice: %v", err)
	}
	if _, err := svc.Authenticate(context.Background(), secret); !errors.Is(err, tenancy.ErrInvalidKey) {
		t.Errorf("revoked key authenticates: %v", err)
	}
	if _, err := svc.Authenticate(context.Background(), nsecret); err != nil {
		t.Errorf("rotated key: %v", err)
	}
	if _, _, err := svc.RotateKey(ctx, k.ID, self, false); !errors.Is(err, tenancy.ErrKeyRevoked) {
		t.Errorf("rotating a revoked key: %v, want ErrKeyRevoked", err)
	}
	if err := svc.RevokeTenantKey(ctx, nk.ID, nk.ID); !errors.Is(err, tenancy.ErrOwnKey) {
		t.Errorf("revoking one's own key: %v, want ErrOwnKey", err)
	}
	if _, _, err := svc.RotateKey(ctx, nk.ID, nk.ID, true); !errors.Is(err, tenancy.ErrOwnKey) {
		t.Errorf("rotating one's own key with revoke_old: %v, want ErrOwnKey", err)
	}
	page, err := svc.TenantKeys(ctx, tenancy.KeyQuery{Limit: 1})
	if err != nil || len(page.Items) != 1 || page.NextCursor == nil {
		t.Fatalf("first page of one: %+v %v", page, err)
	}
	rest, err := svc.TenantKeys(ctx, tenancy.KeyQuery{Limit: 10, Cursor: *page.NextCursor})
	if err != nil || len(rest.Items) != 1 || rest.Items[0].ID != nk.ID || rest.NextCursor != nil {
		t.Errorf("second page: %+v %v; want only the rotated key (revoked ones hidden)", rest, err)
	}
	all, err := svc.TenantKeys(ctx, tenancy.KeyQuery{Limit: 10, IncludeRevoked: true})
	if err != nil || len(all.Items) != 3 {
		t.Errorf("with revoked: %d keys (%v), want 3", len(all.Items), err)
	}
}
