package testkit

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
)

// ProviderHistory gives a fresh tenant one provider with ten years of appointments (four a day
// from 2017, all completed but the last ten days' confirmed ones) and as many waitlist offers
// of the same slots (booked, but the last ten days' still held), analysed, for the tests that
// check the plans of the window queries. It returns the tenant's context, the provider and an
// instant among the confirmed ones.
func (e *Env) ProviderHistory(t *testing.T) (ctx context.Context, provider uuid.UUID, at time.Time) {
	t.Helper()
	tn := e.NewTenant(t)
	ctx = tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	env := e
	provider = uuid.New()
	location, typ, patient := uuid.New(), uuid.New(), uuid.New()
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
			// Every appointment was once a waitlist offer: booked since, but for the last ten
			// days' holds, still on offer.
			{`insert into waitlist_entries (id, tenant_id, patient_id, appointment_type_id, status, offered_provider_id,
					offered_location_id, offered_start, offered_end, hold_expires_at)
				select gen_random_uuid(), $1, $2, $3, case when u.st = 'completed' then 'booked' else 'offered' end, $4, $5,
					u.s, u.s + interval '30 minutes', case when u.st = 'completed' then u.s else now() + interval '2 hours' end
				from unnest($6::timestamptz[], $7::text[]) as u(s, st)`,
				[]any{tn.ID, patient, typ, provider, location, starts, statuses}},
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
		_, err := tx.Exec(context.Background(), "analyze appointments; analyze waitlist_entries")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ctx, provider, start.AddDate(0, 0, 3645)
}

// CheckBoundedPlan explains query (with args, under ctx's tenant), logs the plan and fails the
// test unless the provider's appointments (and holds) are read through an index range bounded on
// the start at both ends: no sequential scan, and every index condition bounds start_time (or a
// hold's offered_start) from below and above, or reads only the holds still live.
func (e *Env) CheckBoundedPlan(t *testing.T, ctx context.Context, name, query string, args ...any) {
	t.Helper()
	var plan []string
	err := e.App.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, "explain "+query, args...)
		var line string
		_, err := pgx.ForEachRow(rows, []any{&line}, func() error { plan = append(plan, line); return nil })
		return err
	})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	text := strings.Join(plan, "\n")
	t.Logf("%s:\n%s", name, text)
	conds := 0
	for _, l := range plan {
		if !strings.Contains(l, "Index Cond:") {
			continue
		}
		conds++
		if strings.Contains(l, "Index Cond: (hold_expires_at > now())") {
			continue // the live holds: at most the offers of the last SERVICE_WAITLIST_HOLD, of every clinic
		}
		if !boundedBelow.MatchString(l) || !boundedAbove.MatchString(l) {
			t.Errorf("%s: an index condition does not bound the start at both ends: %s", name, l)
		}
	}
	if conds == 0 || strings.Contains(text, "Seq Scan") {
		t.Errorf("%s: the plan does not read a bounded index range of the provider's appointments:\n%s", name, text)
	}
}

var (
	boundedBelow = regexp.MustCompile(`(start_time|offered_start) >`)
	boundedAbove = regexp.MustCompile(`(start_time|offered_start) <`)
)
