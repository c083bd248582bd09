package pg

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
)

// Migrate applies, in order, every NNN_name.sql file of files not yet recorded in
// schema_migrations, each in its own transaction, under an advisory lock so that concurrent
// callers (parallel test binaries, several replicas) apply each migration once. Forward only.
// It must run as the owner role. It returns the versions it applied.
func (db *DB) Migrate(ctx context.Context, files fs.FS) ([]int, error) {
	type migration struct {
		version int
		name    string
	}
	entries, err := fs.Glob(files, "*.sql")
	if err != nil {
		return nil, fmt.Errorf("list migrations: %w", err)
	}
	var all []migration
	seen := map[int]string{}
	for _, e := range entries {
		base := path.Base(e)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %q: name must be NNN_description.sql", base)
		}
		if other, dup := seen[v]; dup {
			return nil, fmt.Errorf("migrations %q and %q share version %d", other, base, v)
		}
		seen[v] = base
		all = append(all, migration{v, base})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].version < all[j].version })

	conn, err := db.pool.Acquire(ctx)
	if err != nil {
		return nil, classify(err)
	}
	defer conn.Release()
	const lockID = 7_244_301 // arbitrary, constant: "clinic migrations"
	if _, err := conn.Exec(ctx, "select pg_advisory_lock($1)", lockID); err != nil {
		return nil, fmt.Errorf("migration lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "select pg_advisory_unlock($1)", lockID) //nolint:errcheck
	if _, err := conn.Exec(ctx, `create table if not exists schema_migrations (
		version int primary key, name text not null, applied_at timestamptz not null default now())`); err != nil {
		return nil, fmt.Errorf("create schema_migrations: %w", err)
	}
	var applied []int
	for _, m := range all {
		sql, err := fs.ReadFile(files, m.name)
		if err != nil {
			return applied, err
		}
		err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			var done bool
			if err := tx.QueryRow(ctx, "select exists(select 1 from schema_migrations where version=$1)", m.version).Scan(&done); err != nil {
				return err
			}
			if done {
				return nil
			}
			if _, err := tx.Exec(ctx, string(sql)); err != nil {
				return err
			}
			applied = append(applied, m.version)
			_, err := tx.Exec(ctx, "insert into schema_migrations(version, name) values ($1, $2)", m.version, m.name)
			return err
		})
		if err != nil {
			return applied, fmt.Errorf("migration %s: %w", m.name, err)
		}
	}
	return applied, nil
}
