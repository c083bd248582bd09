package noshow_test

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/testkit"
)

// trueLogOdds is the generator's no-show model, over the same factors the service observes; a
// visit's true probability is σ(trueLogOdds(observation)).
func trueLogOdds(o noshow.Observation, riskyType uuid.UUID) float64 {
	z := -2.9 + 2.5*o.PriorRate + 0.4*math.Log1p(o.LeadDays)
	if o.Confirmed {
		z -= 0.9
	}
	if o.HourBand == "before 10h" {
		z += 0.3
	}
	if o.AgeBand == "18-39" {
		z += 0.4
	}
	if o.TypeID == riskyType {
		z += 0.5
	}
	if o.SinceLast == nil {
		z += 0.3
	}
	return z
}

// A clinic's synthetic history, drawn from a known no-show probability per appointment, is
// stored as real appointments; the trained model's AUC on the time-based holdout comes within
// 0.02 of the AUC the true probabilities reach on the same visits.
func TestModelRecoversASyntheticClinic(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tn.ID})
	rng := rand.New(rand.NewPCG(7, 14))
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	provider, location := uuid.New(), uuid.New()
	types := []uuid.UUID{uuid.New(), uuid.New(), uuid.New()}
	const nPatients, nVisits = 500, 6000
	patients := make([]uuid.UUID, nPatients)
	births := make([]*time.Time, nPatients)
	for i := range patients {
		patients[i] = uuid.New()
		if rng.Float64() < 0.9 {
			b := time.Date(1940+rng.IntN(80), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 0, 0, 0, 0, time.UTC)
			births[i] = &b
		}
	}
	type gen struct {
		v       noshow.Visit
		patient int
	}
	visits := make([]gen, nVisits)
	first := time.Date(2024, 1, 1, 0, 0, 0, 0, zone)
	for i := range visits {
		p := rng.IntN(nPatients)
		day := first.AddDate(0, 0, rng.IntN(700))
		start := time.Date(day.Year(), day.Month(), day.Day(), 7+rng.IntN(12), 30*rng.IntN(2), 0, 0, zone)
		lead := time.Duration(rng.ExpFloat64()*10*24) * time.Hour
		v := noshow.Visit{ID: uuid.Must(uuid.NewV7()), PatientID: patients[p], TypeID: types[rng.IntN(3)], Start: start,
			Zone: zone, CreatedAt: start.Add(-lead), BirthDate: births[p]}
		confirmed := start.Add(-2 * time.Hour)
		if rng.Float64() < 0.55 {
			confirmed = start.Add(-48 * time.Hour)
		}
		v.ConfirmedAt = &confirmed
		visits[i] = gen{v: v, patient: p}
	}
	sort.Slice(visits, func(i, j int) bool { // the service's order: start, then id
		if !visits[i].v.Start.Equal(visits[j].v.Start) {
			return visits[i].v.Start.Before(visits[j].v.Start)
		}
		return bytes.Compare(visits[i].v.ID[:], visits[j].v.ID[:]) < 0
	})
	history := map[uuid.UUID]*noshow.History{}
	truth := make([]float64, nVisits)
	outcome := make([]float64, nVisits)
	noShows := 0
	for i := range visits {
		v := &visits[i].v
		h := history[v.PatientID]
		if h == nil {
			h = &noshow.History{}
			history[v.PatientID] = h
		}
		truth[i] = 1 / (1 + math.Exp(-trueLogOdds(noshow.Observe(*v, *h, 0.2), types[0])))
		v.NoShow = rng.Float64() < truth[i]
		if v.NoShow {
			outcome[i] = 1
			noShows++
		}
		h.Add(*v)
	}

	// Store it as the clinic's appointments.
	ids, pats, typs, starts, created, confirmed, statuses := make([]uuid.UUID, nVisits), make([]uuid.UUID, nVisits),
		make([]uuid.UUID, nVisits), make([]time.Time, nVisits), make([]time.Time, nVisits), make([]time.Time, nVisits), make([]string, nVisits)
	for i, g := range visits {
		ids[i], pats[i], typs[i], starts[i], created[i], confirmed[i] = g.v.ID, g.v.PatientID, g.v.TypeID, g.v.Start, g.v.CreatedAt, *g.v.ConfirmedAt
		statuses[i] = map[bool]string{true: "no_show", false: "completed"}[g.v.NoShow]
	}
	err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{`insert into provider_profiles (id, tenant_id, name) values ($1, $2, 'Dra. Síntese')`, []any{provider, tn.ID}},
			{`insert into locations (id, tenant_id, name, timezone) values ($1, $2, 'Síntese', 'America/Sao_Paulo')`, []any{location, tn.ID}},
			{`insert into appointment_types (id, tenant_id, name, duration_minutes)
				select u, $1, 'Tipo', 30 from unnest($2::uuid[]) u`, []any{tn.ID, types}},
			{`insert into patients (id, tenant_id, public_id, name, birth_date)
				select u.id, $1, 'pat_' || substr(md5(u.id::text), 1, 22), 'Paciente', u.b
				from unnest($2::uuid[], $3::date[]) as u(id, b)`, []any{tn.ID, patients, births}},
			{`insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id, location_id, start_time,
					end_time, status, created_at, confirmed_at)
				select u.id, $1, $2, u.p, u.t, $3, u.s, u.s + interval '30 minutes', u.st, u.c, u.cf
				from unnest($4::uuid[], $5::uuid[], $6::uuid[], $7::timestamptz[], $8::text[], $9::timestamptz[], $10::timestamptz[])
					as u(id, p, t, s, st, c, cf)`,
				[]any{tn.ID, provider, location, ids, pats, typs, starts, statuses, created, confirmed}},
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

	svc := noshow.NewService(env.App)
	m, err := svc.Train(ctx)
	if err != nil {
		t.Fatal(err)
	}
	holdout := nVisits - int(float64(nVisits)*0.8)
	trueAUC, _ := noshow.AUC(truth[nVisits-holdout:], outcome[nVisits-holdout:])
	if m.Source != "tenant" || m.AUC == nil || m.Brier == nil || m.Holdout != holdout || m.Samples != nVisits {
		t.Fatalf("model = %+v", m)
	}
	t.Logf("%d visits, %.1f %% no-shows; holdout of %d: model AUC %.4f, true-probability AUC %.4f, model Brier %.4f",
		nVisits, 100*float64(noShows)/nVisits, holdout, *m.AUC, trueAUC, *m.Brier)
	if math.Abs(*m.AUC-trueAUC) > 0.02 {
		t.Errorf("model AUC %.4f is not within 0.02 of the true probabilities' %.4f", *m.AUC, trueAUC)
	}
	if m.Weights["confirmed_ahead"] > -0.5 || m.Weights["prior_no_show_rate"] < 1 {
		t.Errorf("weights far from the generator's: %v", m.Weights)
	}
	again, err := svc.Current(ctx)
	if err != nil || again.Version != 1 || again.Source != "tenant" {
		t.Errorf("stored model = %+v, %v", again, err)
	}
	if m2, err := svc.Train(ctx); err != nil || m2.Version != 2 {
		t.Errorf("retrained version = %v, %v", m2, err)
	}
}
