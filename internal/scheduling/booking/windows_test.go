package booking_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/scheduling/booking"
	"clinic/internal/testkit"
)

// Every window query reads a bounded range of one provider's (or the searched providers')
// appointments through an index, never the provider's whole history: with ten years of
// completed visits behind a provider, the plan of each query is an index scan bounded on
// start_time at both ends. The plans are logged (go test -v -run TestWindowQueryPlans).
func TestWindowQueryPlans(t *testing.T) {
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	provider, location, typ, patient := uuid.New(), uuid.New(), uuid.New(), uuid.New()
	start := time.Date(2017, 1, 2, 12, 0, 0, 0, time.UTC)
	var ids []uuid.UUID
	var starts []time.Time
	var statuses []string
	for d := 0; d < 3650; d++ {
		for h := 0; h < 4; h++ {
			ids = append(ids, uuid.New())
			starts = append(starts, start.AddDate(0, 0, d).Add(time.Duration(h)*time.Hour))
			statuses = append(statuses, map[bool]string{true: "completed", false: "confirmed"}[d < 3640])
		}
	}
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{`insert into provider_profiles (id, tenant_id, name) values ($1, $2, 'Dra. Plano')`, []any{provider, tn.ID}},
			{`insert into locations (id, tenant_id, name) values ($1, $2, 'Plano')`, []any{location, tn.ID}},
			{`insert into appointment_types (id, tenant_id, name, duration_minutes) values ($1, $2, 'Consulta', 30)`, []any{typ, tn.ID}},
			{`insert into patients (id, tenant_id, public_id, name) values ($1, $2, 'pat_PlanoPlanoPlanoPlano12', 'Plano')`, []any{patient, tn.ID}},
			{`insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id, location_id, start_time, end_time, status)
				select u.id, $1, $2, $3, $4, $5, u.s, u.s + interval '30 minutes', u.st
				from unnest($6::uuid[], $7::timestamptz[], $8::text[]) as u(id, s, st)`,
				[]any{tn.ID, provider, patient, typ, location, ids, starts, statuses}},
		} {
			if _, err := tx.Exec(ctx, q.sql, q.args...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Owner.Operator(context.Background(), func(tx pgx.Tx) error {
		_, err := tx.Exec(context.Background(), "analyze appointments")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	at := start.AddDate(0, 0, 3645)
	for _, q := range []struct {
		name, sql string
		args      []any
	}{
		{"capacity", booking.CapacitySQL, []any{provider, uuid.Nil, at.Add(40 * time.Minute), at.Add(-13 * time.Hour)}},
		{"daily", booking.DailySQL, []any{provider, uuid.Nil, at.Add(-12 * time.Hour), at.Add(12 * time.Hour)}},
		{"busy", booking.BusySQL, []any{[]uuid.UUID{provider}, at.Add(-booking.BusyBefore), at.Add(booking.BusyAfter)}},
		{"conflicts", booking.ConflictsSQL, []any{provider, at.AddDate(0, 0, -1), at.AddDate(0, 0, 2)}},
		{"schedule", booking.ScheduleSQL, []any{provider, at.Add(-booking.BusyBefore), at.Add(booking.BusyAfter)}},
	} {
		var plan []string
		err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
			rows, _ := tx.Query(ctx, "explain "+q.sql, q.args...)
			var line string
			_, err := pgx.ForEachRow(rows, []any{&line}, func() error { plan = append(plan, line); return nil })
			return err
		})
		if err != nil {
			t.Fatalf("%s: %v", q.name, err)
		}
		text := strings.Join(plan, "\n")
		t.Logf("%s:\n%s", q.name, text)
		cond := ""
		for _, l := range plan {
			if strings.Contains(l, "Index Cond:") {
				cond = l
			}
		}
		if strings.Contains(text, "Seq Scan") || !strings.Contains(cond, "start_time >") || !strings.Contains(cond, "start_time <") {
			t.Errorf("%s: the plan does not read a bounded index range of the provider's appointments:\n%s", q.name, text)
		}
	}
}
