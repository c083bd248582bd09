// Package bench measures the service against baselines taken in the same run, and prints ratios.
// Run: make bench (or go test -run '^$' -bench . ./bench/). Figures depend on the machine; the
// ratios are what to compare between runs.
package bench

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// BenchmarkRLS compares reading one patient by id four ways, as the app role:
//   - rls: InTenant (transaction + set_config) and the RLS policy, the path of every write;
//   - rls_one_trip: ReadInTenant (set_config and the query pipelined as one implicit
//     transaction), the path of the hot single-query reads;
//   - where_in_tx: the same transaction with an explicit WHERE tenant_id on a copy of the table
//     without RLS (isolates the policy's cost from the transaction's);
//   - where_plain: one statement with an explicit WHERE tenant_id on the copy, no transaction.
func BenchmarkRLS(b *testing.B) {
	env := testkit.Setup(b)
	ctx := context.Background()
	var ids []uuid.UUID
	var tenants []uuid.UUID
	for i := 0; i < 5; i++ { // several tenants so the policy has rows to exclude
		tn := env.NewTenant(b)
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: tn.ID})
		err := env.App.InTenant(tctx, func(tx pgx.Tx) error {
			for j := 0; j < 200; j++ {
				id := uuid.Must(uuid.NewV7())
				if _, err := tx.Exec(ctx, `insert into patients(id, tenant_id, public_id, name) values ($1, $2, $3, $4)`,
					id, tn.ID, fmt.Sprintf("pat_%022d", j), "Bench Patient"); err != nil {
					return err
				}
				ids = append(ids, id)
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		tenants = append(tenants, tn.ID)
	}
	table, app := plainCopy(b, env, tenants)

	pick := func(i int) (uuid.UUID, uuid.UUID) { return tenants[(i%len(ids))/200], ids[i%len(ids)] }
	var rls, oneTrip, inTx, plain time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tenant, id := pick(i)
		var name string
		t0 := time.Now()
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: tenant})
		if err := env.App.InTenant(tctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, "select name from patients where id = $1", id).Scan(&name)
		}); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := env.App.ReadInTenant(tctx, func(rows pgx.Rows) error {
			var err error
			name, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[string])
			return err
		}, "select name from patients where id = $1", id); err != nil {
			b.Fatal(err)
		}
		t1b := time.Now()
		if err := env.App.InTenant(tctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, "select name from "+table+" where tenant_id = $1 and id = $2", tenant, id).Scan(&name)
		}); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if err := app.QueryRow(ctx, "select name from "+table+" where tenant_id = $1 and id = $2", tenant, id).Scan(&name); err != nil {
			b.Fatal(err)
		}
		rls, oneTrip, inTx, plain = rls+t1.Sub(t0), oneTrip+t1b.Sub(t1), inTx+t2.Sub(t1b), plain+time.Since(t2)
	}
	per := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(b.N) }
	b.ReportMetric(per(rls), "rls_µs/op")
	b.ReportMetric(per(oneTrip), "rls_one_trip_µs/op")
	b.ReportMetric(per(inTx), "where_in_tx_µs/op")
	b.ReportMetric(per(plain), "where_plain_µs/op")
	b.ReportMetric(0, "ns/op")
	if b.N > 1 {
		fmt.Printf("patient by id: RLS transaction %.0f µs, same transaction with explicit WHERE and no RLS %.0f µs (policy costs %.2fx); "+
			"RLS one-round-trip read %.0f µs vs one plain statement with explicit WHERE %.0f µs (%.2fx)\n",
			per(rls), per(inTx), per(rls)/per(inTx), per(oneTrip), per(plain), per(oneTrip)/per(plain))
	}
}
