package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/google/uuid"

	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/drugs"
	"clinic/internal/knowledge"
	"clinic/internal/patients"
	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/pg"
	"clinic/internal/tenancy"
	"clinic/internal/wire"
	"clinic/migrations"
)

// migrate applies the SQL migrations as the owner role.
func migrate(ctx context.Context, cfg config) error {
	db, err := pg.Open(ctx, cfg.DatabaseOwnerURL, 2)
	if err != nil {
		return fmt.Errorf("postgres (owner): %w", err)
	}
	defer db.Close()
	applied, err := db.Migrate(ctx, migrations.Files)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "migrations applied: %v\n", applied)
	graph, err := graphdb.Open(cfg.Neo4jURI, cfg.Neo4jUser, cfg.Neo4jPassword, cfg.Neo4jDatabase)
	if err != nil {
		return err
	}
	defer graph.Close(context.WithoutCancel(ctx))
	if err := knowledge.Migrate(ctx, graph); err != nil {
		return err
	}
	fmt.Fprintln(os.Stderr, "graph constraints and indexes in place")
	return nil
}

// graphCommand runs `clinic graph rebuild [--tenant ID]`: every tenant's graph (or one) is
// replaced by one built from Postgres, the source of truth.
func graphCommand(ctx context.Context, cfg config, args []string) error {
	if len(args) == 0 || args[0] != "rebuild" {
		return fmt.Errorf("usage: clinic graph rebuild [--tenant ID]")
	}
	fs := flag.NewFlagSet("graph rebuild", flag.ContinueOnError)
	tenant := fs.String("tenant", "", "only this tenant")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	svc, done, err := operator(ctx, cfg)
	if err != nil {
		return err
	}
	defer done()
	var ids []uuid.UUID
	if *tenant != "" {
		id, err := uuid.Parse(*tenant)
		if err != nil {
			return fmt.Errorf("--tenant: %w", err)
		}
		ids = []uuid.UUID{id}
	} else if ids, err = svc.TenantIDs(ctx); err != nil {
		return err
	}
	db, err := pg.Open(ctx, cfg.DatabaseURL, 4)
	if err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	defer db.Close()
	graph, err := graphdb.Open(cfg.Neo4jURI, cfg.Neo4jUser, cfg.Neo4jPassword, cfg.Neo4jDatabase)
	if err != nil {
		return err
	}
	defer graph.Close(context.WithoutCancel(ctx))
	k := knowledge.NewService(db, graph, time.Minute)
	k.WithNotes(wire.ConsultationNotes{Knowledge: k, Consultations: consultations.NewService(db, nil), Patients: patients.NewService(db)})
	for _, id := range ids {
		n, err := k.Rebuild(ctx, id)
		if err != nil {
			return fmt.Errorf("tenant %s: %w", id, err)
		}
		if err := printJSON(os.Stdout, map[string]any{"tenant_id": id, "documents": n}); err != nil {
			return err
		}
	}
	return nil
}

// operator opens the tenancy service on the owner role, as the operator commands need.
func operator(ctx context.Context, cfg config) (*tenancy.Service, func(), error) {
	db, err := pg.Open(ctx, cfg.DatabaseOwnerURL, 2)
	if err != nil {
		return nil, nil, fmt.Errorf("postgres (owner): %w", err)
	}
	rdb, err := openRedis(cfg.RedisURL)
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	return tenancy.NewService(db, rdb), func() { db.Close(); rdb.Close() }, nil
}

func printJSON(w io.Writer, v any) error { return json.NewEncoder(w).Encode(v) }

func tenantCommand(ctx context.Context, cfg config, args []string) error {
	if len(args) == 0 || args[0] != "create" {
		return fmt.Errorf("usage: clinic tenant create --name NAME")
	}
	fs := flag.NewFlagSet("tenant create", flag.ContinueOnError)
	name := fs.String("name", "", "tenant (clinic) name")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	svc, done, err := operator(ctx, cfg)
	if err != nil {
		return err
	}
	defer done()
	t, _, secret, err := svc.CreateTenant(ctx, *name)
	if err != nil {
		return err
	}
	return printJSON(os.Stdout, map[string]string{"tenant_id": t.ID.String(), "api_key": secret})
}

// keyLine is one line of `clinic key list`.
type keyLine struct {
	KeyID        uuid.UUID            `json:"key_id"`
	Name         string               `json:"name"`
	Prefix       string               `json:"prefix"`
	Permissions  []tenancy.Permission `json:"permissions"`
	CreatedAt    time.Time            `json:"created_at"`
	LastUsedAt   *time.Time           `json:"last_used_at"`
	RevokedAt    *time.Time           `json:"revoked_at"`
	RequestCount int64                `json:"request_count"`
}

func keyCommand(ctx context.Context, cfg config, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("usage: clinic key create|list|revoke ...")
	}
	fs := flag.NewFlagSet("key "+args[0], flag.ContinueOnError)
	tenant := fs.String("tenant", "", "tenant id")
	perms := fs.String("permissions", "", "comma-separated permissions")
	name := fs.String("name", "", "key name")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	svc, done, err := operator(ctx, cfg)
	if err != nil {
		return err
	}
	defer done()
	switch args[0] {
	case "create":
		tid, err := uuid.Parse(*tenant)
		if err != nil {
			return fmt.Errorf("--tenant must be a tenant id")
		}
		ps, err := tenancy.ParsePermissions(*perms)
		if err != nil {
			return err
		}
		k, secret, err := svc.CreateKey(ctx, tid, *name, ps)
		if err != nil {
			return err
		}
		return printJSON(os.Stdout, map[string]any{"key_id": k.ID, "api_key": secret, "name": k.Name,
			"prefix": k.Prefix, "permissions": k.Permissions})
	case "list":
		tid, err := uuid.Parse(*tenant)
		if err != nil {
			return fmt.Errorf("--tenant must be a tenant id")
		}
		keys, err := svc.ListKeys(ctx, tid)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if err := printJSON(os.Stdout, keyLine{k.ID, k.Name, k.Prefix, k.Permissions, k.CreatedAt.UTC(),
				utc(k.LastUsedAt), utc(k.RevokedAt), k.RequestCount}); err != nil {
				return err
			}
		}
		return nil
	case "revoke":
		if fs.NArg() != 1 {
			return fmt.Errorf("usage: clinic key revoke KEY_ID")
		}
		kid, err := uuid.Parse(fs.Arg(0))
		if err != nil {
			return fmt.Errorf("KEY_ID must be a key id")
		}
		if err := svc.RevokeKey(ctx, kid); err != nil {
			return err
		}
		return printJSON(os.Stdout, map[string]any{"key_id": kid, "revoked": true})
	default:
		return fmt.Errorf("unknown key command %q", args[0])
	}
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// drugsCommand runs `clinic drugs import FILE.csv`: the installation's licensed interaction
// rules are replaced by the file's, as the owner role, in one transaction (nothing changes when
// any line is wrong). Running services pick the new rules up on their next check.
func drugsCommand(ctx context.Context, cfg config, args []string) error {
	if len(args) != 2 || args[0] != "import" {
		return fmt.Errorf("usage: clinic drugs import FILE.csv (header: drug_a,drug_b,severity,mechanism,recommendation,source)")
	}
	f, err := os.Open(args[1])
	if err != nil {
		return err
	}
	defer f.Close()
	db, err := pg.Open(ctx, cfg.DatabaseOwnerURL, 2)
	if err != nil {
		return fmt.Errorf("postgres (owner): %w", err)
	}
	defer db.Close()
	sum, err := drugs.Import(ctx, db, f, filepath.Base(args[1]))
	if err != nil {
		return fmt.Errorf("%s: %w", args[1], err)
	}
	return json.NewEncoder(os.Stdout).Encode(map[string]any{"version": sum.Version, "rules": sum.Rules, "new_drugs": sum.NewDrugs})
}
