package pg_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// connectApp opens a raw connection as the app role, with no tenant setting.
func connectApp(t *testing.T, env *testkit.Env) *pgx.Conn {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, env.Settings["DATABASE_URL"])
	if err != nil {
		t.Fatalf("connect as app role: %v", err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

// countRaw counts the rows of every tenant table visible on q.
func countRaw(t *testing.T, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range tenantTables {
		var n int
		if err := q.QueryRow(context.Background(), "select count(*) from "+table).Scan(&n); err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		out[table] = n
	}
	return out
}

func assertNothingVisible(t *testing.T, when string, counts map[string]int) {
	t.Helper()
	for table, n := range counts {
		if n != 0 {
			t.Errorf("%s: app role sees %d rows of %s, want 0", when, n, table)
		}
	}
}

func TestAppRoleWithoutTenantSeesNothing(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	a, b, c := seedTenant(t, env, 3, 2), seedTenant(t, env, 2, 1), seedTenant(t, env, 1, 1)

	// The rows exist: each tenant sees its own.
	for _, s := range []seeded{a, b, c} {
		if got := countAs(t, env.App, s.ID, "patients"); got != len(s.Patients) {
			t.Fatalf("tenant sees %d patients, want %d", got, len(s.Patients))
		}
		if got := countAs(t, env.App, s.ID, "doctors"); got != len(s.Doctors) {
			t.Fatalf("tenant sees %d doctors, want %d", got, len(s.Doctors))
		}
		if got := countAs(t, env.App, s.ID, "tenants"); got != 1 {
			t.Fatalf("tenant sees %d tenant rows, want 1", got)
		}
		if got := countAs(t, env.App, s.ID, "api_keys"); got != 1 {
			t.Fatalf("tenant sees %d api keys, want 1", got)
		}
	}

	conn := connectApp(t, env)
	assertNothingVisible(t, "autocommit, never set", countRaw(t, conn))

	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	assertNothingVisible(t, "transaction, never set", countRaw(t, tx))
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}

	// A transaction-local set on this connection, then the setting reads '' afterwards.
	tx, err = conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "select set_config('app.tenant_id', $1, true)", a.ID.String()); err != nil {
		t.Fatal(err)
	}
	if got := countRaw(t, tx)["patients"]; got != len(a.Patients) {
		t.Fatalf("with tenant set on the raw connection: %d patients, want %d", got, len(a.Patients))
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	var setting *string
	if err := conn.QueryRow(ctx, "select current_setting('app.tenant_id', true)").Scan(&setting); err != nil {
		t.Fatal(err)
	}
	if setting == nil || *setting != "" {
		t.Fatalf("after a transaction-local set the setting is %v, want ''", setting)
	}
	assertNothingVisible(t, "after a transaction-local set ended", countRaw(t, conn))

	// Explicitly reset to '' (session-level and transaction-local): still no rows and no error.
	if _, err := conn.Exec(ctx, "select set_config('app.tenant_id', '', false)"); err != nil {
		t.Fatal(err)
	}
	assertNothingVisible(t, "setting reset to '' for the session", countRaw(t, conn))
	tx, err = conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck
	if _, err := tx.Exec(ctx, "select set_config('app.tenant_id', '', true)"); err != nil {
		t.Fatal(err)
	}
	assertNothingVisible(t, "setting reset to '' in a transaction", countRaw(t, tx))
}

func TestInTenantCannotReachAnotherTenant(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	a, b := seedTenant(t, env, 2, 1), seedTenant(t, env, 2, 1)
	bPatient, bDoctor := b.Patients[0], b.Doctors[0]
	var bName string
	if err := env.App.InTenant(inTenant(b.ID), func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select name from patients where id = $1", bPatient).Scan(&bName)
	}); err != nil {
		t.Fatalf("read B's patient as B: %v", err)
	}

	err := env.App.InTenant(inTenant(a.ID), func(tx pgx.Tx) error {
		for _, q := range []struct{ sql, arg string }{
			{"select count(*) from patients where tenant_id = $1", b.ID.String()},
			{"select count(*) from patients where id = $1", bPatient.String()},
			{"select count(*) from doctors where tenant_id = $1", b.ID.String()},
			{"select count(*) from doctors where id = $1", bDoctor.String()},
			{"select count(*) from api_keys where tenant_id = $1", b.ID.String()},
			{"select count(*) from tenants where id = $1", b.ID.String()},
			{"select count(*) from patients where tenant_id <> $1", a.ID.String()},
		} {
			var n int
			if err := tx.QueryRow(ctx, q.sql, q.arg).Scan(&n); err != nil {
				t.Errorf("%s: %v", q.sql, err)
			} else if n != 0 {
				t.Errorf("%s: tenant A sees %d of B's rows", q.sql, n)
			}
		}
		var name string
		if err := tx.QueryRow(ctx, "select name from patients where id = $1", bPatient).Scan(&name); !errors.Is(err, pgx.ErrNoRows) {
			t.Errorf("select B's patient by id as A: err = %v (name %q), want ErrNoRows", err, name)
		}

		for _, q := range []struct {
			sql string
			arg uuid.UUID
		}{
			{"update patients set name = 'hijacked' where id = $1", bPatient},
			{"update patients set name = 'hijacked' where tenant_id = $1", b.ID},
			{"update doctors set name = 'hijacked' where id = $1", bDoctor},
			{"update api_keys set request_count = 999 where tenant_id = $1", b.ID},
			{"delete from patients where id = $1", bPatient},
			{"delete from doctors where id = $1", bDoctor},
		} {
			tag, err := tx.Exec(ctx, q.sql, q.arg)
			if err != nil {
				t.Errorf("%s: %v", q.sql, err)
			} else if tag.RowsAffected() != 0 {
				t.Errorf("%s: affected %d of B's rows", q.sql, tag.RowsAffected())
			}
		}
		// An unqualified update touches only A's own rows.
		tag, err := tx.Exec(ctx, "update patients set updated_at = now()")
		if err != nil {
			return err
		}
		if tag.RowsAffected() != int64(len(a.Patients)) {
			t.Errorf("unqualified update affected %d rows, want A's %d", tag.RowsAffected(), len(a.Patients))
		}
		return nil
	})
	if err != nil {
		t.Fatalf("as A: %v", err)
	}

	// Writing a row for B, or moving A's row to B, violates the policy.
	for _, q := range []struct {
		name, sql string
		args      []any
	}{
		{"insert patient for B", "insert into patients (id, tenant_id, public_id, name) values ($1, $2, $3, 'Intruder')",
			[]any{uuid.New(), b.ID, "pat_" + randBase62(t, 22)}},
		{"insert doctor for B", "insert into doctors (id, tenant_id, name, crm, crm_uf) values ($1, $2, 'Intruder', '42', 'RJ')",
			[]any{uuid.New(), b.ID}},
		{"move A's patient to B", "update patients set tenant_id = $2 where id = $1", []any{a.Patients[0], b.ID}},
	} {
		err := env.App.InTenant(inTenant(a.ID), func(tx pgx.Tx) error {
			_, err := tx.Exec(ctx, q.sql, q.args...)
			return err
		})
		if sqlState(err) != "42501" {
			t.Errorf("%s as A: err = %v, want SQLSTATE 42501 (row-level security)", q.name, err)
		}
	}

	// B's data is intact when read back as B.
	err = env.App.InTenant(inTenant(b.ID), func(tx pgx.Tx) error {
		var name string
		if err := tx.QueryRow(ctx, "select name from patients where id = $1", bPatient).Scan(&name); err != nil {
			return err
		}
		if name != bName {
			t.Errorf("B's patient name is %q, want %q", name, bName)
		}
		var np, nd int
		if err := tx.QueryRow(ctx, "select (select count(*) from patients), (select count(*) from doctors)").Scan(&np, &nd); err != nil {
			return err
		}
		if np != len(b.Patients) || nd != len(b.Doctors) {
			t.Errorf("B has %d patients and %d doctors, want %d and %d", np, nd, len(b.Patients), len(b.Doctors))
		}
		return nil
	})
	if err != nil {
		t.Fatalf("as B: %v", err)
	}
	if got := countAs(t, env.App, a.ID, "patients"); got != len(a.Patients) {
		t.Errorf("A has %d patients after the attempts, want %d", got, len(a.Patients))
	}
}

func TestInTenantWithoutTenant(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	// A closed pool: any query attempt would fail with something other than ErrNoTenant.
	db, err := pg.Open(ctx, env.Settings["DATABASE_URL"], 1)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	for name, c := range map[string]context.Context{
		"no identity":  ctx,
		"nil tenant":   tenantctx.With(ctx, tenantctx.Identity{KeyID: uuid.New()}),
		"wrong values": context.WithValue(ctx, struct{}{}, uuid.New()),
	} {
		for dbName, d := range map[string]*pg.DB{"open pool": env.App, "closed pool": db} {
			called := false
			err := d.InTenant(c, func(pgx.Tx) error { called = true; return nil })
			if !errors.Is(err, pg.ErrNoTenant) {
				t.Errorf("%s, %s: err = %v, want ErrNoTenant", name, dbName, err)
			}
			if called {
				t.Errorf("%s, %s: fn ran without a tenant", name, dbName)
			}
		}
	}
	// Sanity: with a tenant, the closed pool is actually used (and fails differently).
	err = db.InTenant(inTenant(uuid.New()), func(pgx.Tx) error { return nil })
	if err == nil || errors.Is(err, pg.ErrNoTenant) {
		t.Errorf("closed pool with a tenant: err = %v, want a connection error", err)
	}
}

func TestAppRoleAttributes(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	conn := connectApp(t, env)

	var role string
	var super, bypass bool
	if err := conn.QueryRow(ctx, "select rolname, rolsuper, rolbypassrls from pg_roles where rolname = current_user").
		Scan(&role, &super, &bypass); err != nil {
		t.Fatal(err)
	}
	if role != "clinic_app" {
		t.Errorf("DATABASE_URL connects as %q, want clinic_app", role)
	}
	if super || bypass {
		t.Errorf("app role: rolsuper=%v rolbypassrls=%v, want both false", super, bypass)
	}
	// Neither the role nor any role it belongs to (or may SET ROLE to) bypasses RLS or owns a table.
	var bypassing []string
	rows, err := conn.Query(ctx, `select rolname from pg_roles
		where pg_has_role(current_user, oid, 'MEMBER') and (rolsuper or rolbypassrls)`)
	if err != nil {
		t.Fatal(err)
	}
	if bypassing, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
		t.Fatal(err)
	}
	if len(bypassing) > 0 {
		t.Errorf("app role is a member of superuser/bypassrls roles %v", bypassing)
	}
	rows, err = conn.Query(ctx, `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
		  and pg_has_role(current_user, c.relowner, 'MEMBER')`)
	if err != nil {
		t.Fatal(err)
	}
	owned, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(owned) > 0 {
		t.Errorf("app role owns (directly or by membership) %v", owned)
	}
	var tablesOwned int
	if err := conn.QueryRow(ctx, "select count(*) from pg_tables where tableowner = current_user").Scan(&tablesOwned); err != nil {
		t.Fatal(err)
	}
	if tablesOwned != 0 {
		t.Errorf("pg_tables lists %d tables owned by the app role", tablesOwned)
	}
}

func TestEveryTenantTableForcesRLS(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	type table struct {
		name         string
		rls, forced  bool
		hasTenantCol bool
	}
	var tables []table
	// As the owner, so information_schema.columns is not filtered by the app role's privileges.
	err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `select c.relname, c.relrowsecurity, c.relforcerowsecurity,
				exists (select 1 from information_schema.columns col
				        where col.table_schema = n.nspname and col.table_name = c.relname and col.column_name = 'tenant_id')
			from pg_class c join pg_namespace n on n.oid = c.relnamespace
			where n.nspname = current_schema() and c.relkind in ('r', 'p')
			order by c.relname`)
		if err != nil {
			return err
		}
		tables, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (table, error) {
			var tb table
			err := r.Scan(&tb.name, &tb.rls, &tb.forced, &tb.hasTenantCol)
			return tb, err
		})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var checked []string
	for _, tb := range tables {
		if !tb.hasTenantCol && tb.name != "tenants" {
			continue
		}
		checked = append(checked, tb.name)
		if !tb.rls || !tb.forced {
			t.Errorf("table %s: relrowsecurity=%v relforcerowsecurity=%v, want both true", tb.name, tb.rls, tb.forced)
		}
	}
	for _, want := range tenantTables {
		if !slices.Contains(checked, want) {
			t.Errorf("table %s was not checked (found %v)", want, checked)
		}
	}
	// No permissive policy lets the app role (or everyone) through unconditionally.
	err = env.Owner.Operator(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `select tablename || '.' || policyname from pg_policies
			where schemaname = current_schema() and ('clinic_app' = any(roles) or 'public' = any(roles))
			  and (qual = 'true' or with_check = 'true')`)
		if err != nil {
			return err
		}
		open, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return err
		}
		if len(open) > 0 {
			t.Errorf("policies open to the app role unconditionally: %v", open)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestAPIKeyLookupPolicy(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	a := seedTenant(t, env, 2, 1)
	seedTenant(t, env, 1, 1) // another tenant with its own key
	secret, keyID := env.NewKey(t, a.ID, "patients:read")
	hash := sha256.Sum256([]byte(secret))

	right := hex.EncodeToString(hash[:])
	type row struct {
		ID, TenantID uuid.UUID
		KeyHash      []byte
	}
	var got []row
	err := env.App.InKeyLookup(ctx, right, func(rows pgx.Rows) error {
		var err error
		got, err = pgx.CollectRows(rows, pgx.RowToStructByPos[row])
		return err
	}, "select id, tenant_id, key_hash from api_keys")
	if err != nil {
		t.Fatalf("lookup with the right hash: %v", err)
	}
	if len(got) != 1 || got[0].ID != keyID || got[0].TenantID != a.ID || string(got[0].KeyHash) != string(hash[:]) {
		t.Errorf("key lookup sees %+v, want only key %s of tenant %s", got, keyID, a.ID)
	}
	counts := lookupCounts(t, env, right)
	for _, table := range []string{"patients", "doctors", "tenants"} {
		if counts[table] != 0 {
			t.Errorf("key lookup reveals %d rows of %s", counts[table], table)
		}
	}
	// The lookup policy is read-only.
	var updated int
	err = env.App.InKeyLookup(ctx, right, func(rows pgx.Rows) error {
		var err error
		updated, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[int])
		return err
	}, "with u as (update api_keys set request_count = request_count + 1000 where key_hash = $1 returning 1) select count(*)::int from u", hash[:])
	if err != nil || updated != 0 {
		t.Errorf("key lookup updated %d api_keys rows (err %v)", updated, err)
	}

	wrong := sha256.Sum256([]byte(secret + "x"))
	for name, h := range map[string]string{
		"hash of another value": hex.EncodeToString(wrong[:]),
		"hash of the secret's prefix only": func() string {
			p := sha256.Sum256([]byte(secret[:12]))
			return hex.EncodeToString(p[:])
		}(),
		"empty": "",
	} {
		assertNothingVisible(t, "key lookup with "+name, lookupCounts(t, env, h))
	}

	// A key lookup does not carry over to later transactions.
	if err := env.App.Operator(ctx, func(tx pgx.Tx) error {
		assertNothingVisible(t, "plain transaction after lookups", countRaw(t, tx))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// lookupCounts counts, in one key-lookup statement, the rows of every tenant table it can see.
func lookupCounts(t *testing.T, env *testkit.Env, hashHex string) map[string]int {
	t.Helper()
	out := map[string]int{}
	err := env.App.InKeyLookup(context.Background(), hashHex, func(rows pgx.Rows) error {
		defer rows.Close()
		if !rows.Next() {
			return rows.Err()
		}
		vals, err := rows.Values()
		for i, table := range tenantTables {
			out[table] = int(vals[i].(int64))
		}
		return err
	}, "select "+func() string {
		parts := make([]string, len(tenantTables))
		for i, table := range tenantTables {
			parts[i] = "(select count(*) from " + table + ")"
		}
		return strings.Join(parts, ", ")
	}())
	if err != nil {
		t.Fatalf("lookup counts: %v", err)
	}
	return out
}

// A one-statement read runs in its own implicit transaction: it sees its setting (even one with
// quotes) and the setting is gone for the next user of the connection.
func TestOneRoundTripReadsDoNotLeak(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	a := seedTenant(t, env, 3, 0)
	db, err := pg.Open(ctx, env.Settings["DATABASE_URL"], 1) // one connection: every call reuses it
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, v := range []string{"a'b", `x'); select pg_sleep(5); --`, `back\slash`, "ünï'cødé"} {
		var got string
		err := db.InKeyLookup(ctx, v, func(rows pgx.Rows) error {
			var err error
			got, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[string])
			return err
		}, "select current_setting('app.api_key_hash')")
		if err != nil || got != v {
			t.Errorf("value %q: read back %q, err %v", v, got, err)
		}
	}
	var n int
	if err := db.ReadInTenant(inTenant(a.ID), func(rows pgx.Rows) error {
		var err error
		n, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[int])
		return err
	}, "select count(*)::int from patients"); err != nil || n != 3 {
		t.Fatalf("ReadInTenant sees %d patients (err %v), want 3", n, err)
	}
	if err := db.ReadInTenant(ctx, func(pgx.Rows) error { return nil }, "select 1"); !errors.Is(err, pg.ErrNoTenant) {
		t.Errorf("ReadInTenant without a tenant: %v, want ErrNoTenant", err)
	}
	// A failing statement does not leave the setting behind either.
	if err := db.ReadInTenant(inTenant(a.ID), func(pgx.Rows) error { return nil }, "select 1/0"); err == nil {
		t.Error("division by zero succeeded")
	}
	if err := db.Operator(ctx, func(tx pgx.Tx) error {
		var setting *string
		if err := tx.QueryRow(ctx, "select current_setting('app.tenant_id', true)").Scan(&setting); err != nil {
			return err
		}
		if setting != nil && *setting != "" {
			t.Errorf("after ReadInTenant the connection still carries tenant %q", *setting)
		}
		assertNothingVisible(t, "plain transaction after one-round-trip reads", countRaw(t, tx))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}
