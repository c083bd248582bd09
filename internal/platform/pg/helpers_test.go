package pg_test

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// inTenant returns a context carrying tenant id.
func inTenant(id uuid.UUID) context.Context {
	return tenantctx.With(context.Background(), tenantctx.Identity{TenantID: id})
}

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func randBase62(tb testing.TB, n int) string {
	tb.Helper()
	b := make([]byte, n)
	for i := range b {
		j, err := rand.Int(rand.Reader, big.NewInt(int64(len(base62))))
		if err != nil {
			tb.Fatal(err)
		}
		b[i] = base62[j.Int64()]
	}
	return string(b)
}

// seeded is a fresh tenant with some patients and doctors written through the app role.
type seeded struct {
	ID       uuid.UUID
	Key      string
	Patients []uuid.UUID
	Doctors  []uuid.UUID
}

// seedTenant creates a fresh tenant holding nPatients patients and nDoctors doctors.
func seedTenant(tb testing.TB, env *testkit.Env, nPatients, nDoctors int) seeded {
	tb.Helper()
	t := env.NewTenant(tb)
	s := seeded{ID: t.ID, Key: t.Key}
	err := env.App.InTenant(inTenant(t.ID), func(tx pgx.Tx) error {
		for i := range nPatients {
			id := uuid.Must(uuid.NewV7())
			if _, err := tx.Exec(context.Background(),
				`insert into patients (id, tenant_id, public_id, name) values ($1, $2, $3, $4)`,
				id, t.ID, "pat_"+randBase62(tb, 22), fmt.Sprintf("Patient %d of %s", i, t.ID)); err != nil {
				return fmt.Errorf("insert patient: %w", err)
			}
			s.Patients = append(s.Patients, id)
		}
		for i := range nDoctors {
			id := uuid.Must(uuid.NewV7())
			if _, err := tx.Exec(context.Background(),
				`insert into doctors (id, tenant_id, name, crm, crm_uf) values ($1, $2, $3, $4, 'SP')`,
				id, t.ID, fmt.Sprintf("Doctor %d", i), fmt.Sprint(100000+i)); err != nil {
				return fmt.Errorf("insert doctor: %w", err)
			}
			s.Doctors = append(s.Doctors, id)
		}
		return nil
	})
	if err != nil {
		tb.Fatalf("seed tenant: %v", err)
	}
	return s
}

// countAs counts rows of table visible under tenant id through db.
func countAs(tb testing.TB, db *pg.DB, id uuid.UUID, table string) int {
	tb.Helper()
	var n int
	err := db.InTenant(inTenant(id), func(tx pgx.Tx) error {
		return tx.QueryRow(context.Background(), "select count(*) from "+table).Scan(&n)
	})
	if err != nil {
		tb.Fatalf("count %s: %v", table, err)
	}
	return n
}

// sqlState returns the SQLSTATE of err, or "" when err is not a Postgres error.
func sqlState(err error) string {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code
	}
	return ""
}

// tenantTables are the tables holding tenant data that the app role must not see untenanted.
var tenantTables = []string{"tenants", "api_keys", "patients", "doctors"}
