package rest_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

const invalidKey = "Invalid or missing API key"

// Every /v1 route, /v1/health included, needs a key; every way of not having a valid one gets
// the same 401 body.
func TestMissingUnknownOrRevokedKeyIs401(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{AuthFailures: 1000}) // this test fails on purpose, often
	revoked, revokedID := a.env.NewKey(t, a.tenant.ID, tenancy.Admin)
	if err := a.env.Operator.RevokeKey(context.Background(), revokedID); err != nil {
		t.Fatal(err)
	}
	last := "a"
	if strings.HasSuffix(a.tenant.Key, "a") {
		last = "b"
	}
	near := a.tenant.Key[:len(a.tenant.Key)-1] + last
	keys := map[string]string{
		"missing":                  "",
		"unknown":                  "clk_" + strings.Repeat("x", 43),
		"one character off":        near,
		"the key's prefix only":    a.tenant.Key[:12],
		"the key with a suffix":    a.tenant.Key + "0",
		"revoked":                  revoked,
		"very long":                strings.Repeat("k", 5000),
		"not a key at all (space)": " ",
	}
	routes := []struct{ method, path string }{
		{"GET", "/v1/health"}, {"GET", "/v1/patients"}, {"POST", "/v1/patients"},
		{"GET", "/v1/patients/pat_0000000000000000000000"}, {"GET", "/v1/doctors"},
		{"POST", "/v1/doctors"}, {"GET", "/v1/doctors/" + uuid.NewString()},
	}
	for name, key := range keys {
		for _, rt := range routes {
			var body any
			if rt.method == "POST" {
				body = map[string]any{"name": "Should Not Exist", "crm": "1", "crm_uf": "SP"}
			}
			r := a.c.Do(t, rt.method, rt.path, "", body, "x-api-key: "+key)
			if r.Status != http.StatusUnauthorized {
				t.Errorf("%s key, %s %s: status %d, want 401 (%s)", name, rt.method, rt.path, r.Status, r.Body)
				continue
			}
			wantDetail(t, r, invalidKey)
		}
	}
	// Nothing was created by the refused POSTs.
	r := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)
	if items := r.JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("refused requests created %d patients", len(items))
	}
}

func TestPermissionsDecideWhatAKeyReaches(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	patient := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Ana"}).Expect(t, 201).JSON(t)
	doctor := a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key,
		map[string]any{"name": "Dr. Beto", "crm": "123", "crm_uf": "SP"}).Expect(t, 201).JSON(t)

	type route struct {
		method, path string
		body         any
		perm         tenancy.Permission
		ok           int
	}
	n := 0
	routes := func() []route {
		n++ // unique CPF-free bodies; CRM changes per call so creates never conflict
		return []route{
			{"GET", "/v1/patients", nil, tenancy.PatientsRead, 200},
			{"GET", "/v1/patients/" + patient["id"].(string), nil, tenancy.PatientsRead, 200},
			{"POST", "/v1/patients", map[string]any{"name": "New"}, tenancy.PatientsWrite, 201},
			{"GET", "/v1/doctors", nil, tenancy.SchedulingRead, 200},
			{"GET", "/v1/doctors/" + doctor["id"].(string), nil, tenancy.SchedulingRead, 200},
			{"POST", "/v1/doctors", map[string]any{"name": "Dr. Novo", "crm": strconv.Itoa(1000 + n), "crm_uf": "RJ"}, tenancy.SchedulingWrite, 201},
		}
	}
	for _, held := range tenancy.AllPermissions {
		key, _ := a.env.NewKey(t, a.tenant.ID, held)
		for _, rt := range routes() {
			r := a.c.Do(t, rt.method, rt.path, key, rt.body)
			allowed := held == rt.perm || held == tenancy.Admin
			switch {
			case allowed && r.Status != rt.ok:
				t.Errorf("key with %s, %s %s: status %d, want %d (%s)", held, rt.method, rt.path, r.Status, rt.ok, r.Body)
			case !allowed && r.Status != http.StatusForbidden:
				t.Errorf("key with %s, %s %s: status %d, want 403 (%s)", held, rt.method, rt.path, r.Status, r.Body)
			case !allowed:
				wantDetail(t, r, "This API key lacks the permission "+string(rt.perm))
			}
		}
		// Health needs any valid key, whatever it holds.
		a.c.Do(t, "GET", "/v1/health", key, nil).Expect(t, 200)
	}
}

// The spec's rotation: create a new key, switch clients, revoke the old one.
func TestKeyRotation(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	old, oldID := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	newKey, newID := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	if old == newKey || oldID == newID {
		t.Fatal("two keys are the same")
	}
	for _, k := range []string{old, newKey} {
		a.c.Do(t, "GET", "/v1/patients", k, nil).Expect(t, 200)
	}
	if err := a.env.Operator.RevokeKey(context.Background(), oldID); err != nil {
		t.Fatal(err)
	}
	wantDetail(t, a.c.Do(t, "GET", "/v1/patients", old, nil).Expect(t, 401), invalidKey)
	a.c.Do(t, "GET", "/v1/patients", newKey, nil).Expect(t, 200)
	// Revoking twice is harmless; revoking an unknown key is NotFound.
	if err := a.env.Operator.RevokeKey(context.Background(), oldID); err != nil {
		t.Errorf("second revoke: %v", err)
	}
	if err := a.env.Operator.RevokeKey(context.Background(), uuid.New()); err == nil {
		t.Error("revoking an unknown key succeeded")
	}
}

// Keys are random, long, shown once and stored only as a hash.
func TestKeysAreRandomAndStoredHashed(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	secrets := []string{tn.Key}
	for range 5 {
		k, _ := env.NewKey(t, tn.ID, tenancy.PatientsRead)
		if !strings.HasPrefix(k, "clk_") || len(k) < 4+43 {
			t.Errorf("key of %d characters: want clk_ and at least 43 base62 characters (256 bits)", len(k))
		}
		if slices.Contains(secrets, k) {
			t.Fatal("a key repeated")
		}
		secrets = append(secrets, k)
	}
	ctx := context.Background()
	err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
		for _, k := range secrets {
			var hashed, plain int
			if err := tx.QueryRow(ctx, `select count(*) filter (where key_hash = sha256(convert_to($2, 'UTF8'))),
					count(*) filter (where position($2 in row_to_json(api_keys)::text) > 0)
				from api_keys where tenant_id = $1`, tn.ID, k).Scan(&hashed, &plain); err != nil {
				return err
			}
			if hashed != 1 || plain != 0 {
				t.Errorf("key stored as hash %d times and in clear %d times, want 1 and 0", hashed, plain)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
