// Package noshow predicts whether a patient will miss an appointment: a logistic regression
// (model.go, pure Go) over factors known before the visit (features.go), trained per clinic by
// the worker on the clinic's own attended and no-show visits (cancelled ones say nothing about
// attendance and are left out), with a time-based holdout for its AUC and Brier score. A clinic
// with too little history is scored by a documented prior model (prior.go).
package noshow

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/scheduling/localtime"
)

// Risk levels and their cut-offs: low below 0.15, medium from 0.15 to below 0.30, high from 0.30.
const (
	LevelLow    = "low"
	LevelMedium = "medium"
	LevelHigh   = "high"
	MediumFrom  = 0.15
	HighFrom    = 0.30
)

// holdoutShare is the latest part of the history kept out of training to measure the model.
const holdoutShare = 0.2

// Risk is one appointment's prediction.
type Risk struct {
	AppointmentID  uuid.UUID
	ProviderID     uuid.UUID
	LocationID     uuid.UUID
	PatientToken   string
	Status         string
	Start          time.Time
	Score          float64
	Level          string
	Factors        []Factor
	Recommendation string
	ModelSource    string // tenant or prior
}

// ErrAppointmentNotFound is the uniform answer for an appointment missing or another tenant's.
var ErrAppointmentNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Appointment not found"}

// Service trains and applies the clinics' models.
type Service struct {
	db  *pg.DB
	now func() time.Time
}

// NewService returns the service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db, now: time.Now} }

// levelOf is the level of a score.
func levelOf(p float64) string {
	switch {
	case p >= HighFrom:
		return LevelHigh
	case p >= MediumFrom:
		return LevelMedium
	default:
		return LevelLow
	}
}

// recommendations per level, in Portuguese (the clinics' staff read them).
var recommendations = map[string]string{
	LevelLow:    "Risco baixo: mantenha o lembrete padrão (mensagem automática na véspera).",
	LevelMedium: "Risco moderado: confirme por mensagem ou telefone na véspera e lembre o paciente no dia.",
	LevelHigh: "Risco alto: ligue na véspera para confirmar; se não confirmar, ofereça o horário à lista de espera " +
		"ou considere um encaixe (overbooking) neste horário.",
}

// Current returns the model in use for the caller's tenant: its trained model, else the prior.
func (s *Service) Current(ctx context.Context) (*Model, error) {
	var raw []byte
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		if rows.Next() {
			return rows.Scan(&raw)
		}
		return rows.Err()
	}, `select model from noshow_models`)
	if err != nil {
		return nil, fmt.Errorf("read no-show model: %w", err)
	}
	if raw == nil {
		return PriorModel(), nil
	}
	var m Model
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("decode no-show model: %w", err)
	}
	return &m, nil
}

// Risk predicts appointment id. Errors: ErrAppointmentNotFound.
func (s *Service) Risk(ctx context.Context, id uuid.UUID) (Risk, error) {
	m, err := s.Current(ctx)
	if err != nil {
		return Risk{}, err
	}
	var out []Risk
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		out, err = scanRisks(rows, m)
		return err
	}, visitsSQL("a.id = $1"), id)
	if err != nil {
		return Risk{}, fmt.Errorf("no-show risk: %w", err)
	}
	if len(out) == 0 {
		return Risk{}, ErrAppointmentNotFound
	}
	return out[0], nil
}

// DailyRisks predicts every active appointment whose start falls on date in its location's
// zone, highest risk first, and names the source of the model that scored them (tenant or prior).
func (s *Service) DailyRisks(ctx context.Context, date time.Time) ([]Risk, string, error) {
	m, err := s.Current(ctx)
	if err != nil {
		return nil, "", err
	}
	// Every zone's date lies within 14 h before and 14 h after the UTC date (UTC-12 to UTC+14).
	from := time.Date(date.Year(), date.Month(), date.Day(), 0, 0, 0, 0, time.UTC).Add(-14 * time.Hour)
	to := from.Add(24*time.Hour + 28*time.Hour)
	var all []Risk
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		all, err = scanRisks(rows, m)
		return err
	}, visitsSQL(`a.status in ('requested', 'confirmed', 'checked_in', 'in_progress') and a.start_time >= $1 and a.start_time < $2`), from, to)
	if err != nil {
		return nil, "", fmt.Errorf("daily no-show risks: %w", err)
	}
	want := date.Format(time.DateOnly)
	out := all[:0]
	for _, r := range all {
		if r.Start.Format(time.DateOnly) == want { // Start is local to its location (scanRisks)
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out, m.Source, nil
}

// scanRisks scores the rows of visitsSQL with m; each Risk's Start is in its location's zone.
func scanRisks(rows pgx.Rows, m *Model) ([]Risk, error) {
	var out []Risk
	for rows.Next() {
		var v Visit
		var h History
		var r Risk
		var zone string
		if err := rows.Scan(&v.ID, &v.PatientID, &v.TypeID, &v.Start, &v.CreatedAt, &v.ConfirmedAt, &zone, &v.BirthDate,
			&r.Status, &r.ProviderID, &r.LocationID, &r.PatientToken, &h.Attended, &h.NoShows, &h.LastAttended); err != nil {
			return nil, err
		}
		v.Zone = loadZone(zone)
		r.AppointmentID, r.Start = v.ID, v.Start.In(v.Zone)
		r.Score, r.Factors = m.Score(Observe(v, h, m.BaseRate))
		r.Level = levelOf(r.Score)
		r.Recommendation, r.ModelSource = recommendations[r.Level], m.Source
		out = append(out, r)
	}
	return out, rows.Err()
}

func loadZone(name string) *time.Location {
	z, err := localtime.LoadZone(name)
	if err != nil {
		return time.UTC
	}
	return z
}

// TrainAll trains every clinic with history (the worker's periodic task) and returns how many
// it trained. One clinic's failure does not stop the others; the first error is returned.
func (s *Service) TrainAll(ctx context.Context) (int, error) {
	var tenants []uuid.UUID
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `select tenant_id from noshow_tenants()`)
		var err error
		tenants, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("list tenants to train: %w", err)
	}
	n, first := 0, error(nil)
	for _, t := range tenants {
		if _, err := s.Train(tenantctx.With(ctx, tenantctx.Identity{TenantID: t})); err != nil {
			first = errors.Join(first, fmt.Errorf("train tenant %s: %w", t, err))
			continue
		}
		n++
	}
	return n, first
}

// Train fits the caller's tenant's model on its attended and no-show history, measures it on
// the latest fifth (trained on the rest), refits it on everything and stores it; with too little
// history it stores the prior model, measured on the same holdout when there is one.
func (s *Service) Train(ctx context.Context) (*Model, error) {
	var visits []Visit
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		for rows.Next() {
			var v Visit
			var zone string
			if err := rows.Scan(&v.ID, &v.PatientID, &v.TypeID, &v.Start, &v.CreatedAt, &v.ConfirmedAt, &v.NoShow, &zone,
				&v.BirthDate); err != nil {
				return err
			}
			v.Zone = loadZone(zone)
			visits = append(visits, v)
		}
		return rows.Err()
	}, historySQL)
	if err != nil {
		return nil, fmt.Errorf("read history: %w", err)
	}
	m, err := trainOn(visits)
	if err != nil {
		return nil, err
	}
	m.TrainedAt = s.now().UTC()
	raw, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, upsertModelSQL, m.Source, m.TrainedAt, m.Samples, m.Holdout, m.AUC, m.Brier, raw).Scan(&m.Version)
	})
	if err != nil {
		return nil, fmt.Errorf("store no-show model: %w", err)
	}
	return m, nil
}

// trainOn builds the model of visits (attended and no-show, in start order): the observations
// are made in time order, each from the patient's visits before it.
func trainOn(visits []Visit) (*Model, error) {
	noShows := 0
	for _, v := range visits {
		if v.NoShow {
			noShows++
		}
	}
	base := PriorModel().BaseRate
	if len(visits) > 0 {
		base = float64(noShows) / float64(len(visits))
	}
	samples := make([]sample, len(visits))
	history := map[uuid.UUID]*History{}
	for i, v := range visits {
		h := history[v.PatientID]
		if h == nil {
			h = &History{}
			history[v.PatientID] = h
		}
		samples[i] = sample{x: encode(Observe(v, *h, base)), y: map[bool]float64{true: 1}[v.NoShow]}
		h.Add(v)
	}
	cut := len(samples) - int(float64(len(samples))*holdoutShare)
	train, holdout := samples[:cut], samples[cut:]
	enough := len(visits) >= MinSamples && noShows >= MinEach && len(visits)-noShows >= MinEach
	var m *Model
	if enough {
		intercept, weights, means, err := fit(train)
		if err != nil {
			return nil, err
		}
		m = &Model{Source: "tenant", BaseRate: base, Intercept: intercept, Weights: weights, Means: means}
	} else {
		m = PriorModel()
	}
	m.Samples, m.Holdout = len(train), len(holdout)
	if len(holdout) > 0 {
		probs, ys := make([]float64, len(holdout)), make([]float64, len(holdout))
		for i, s := range holdout {
			probs[i], ys[i] = m.logitProb(s.x), s.y
		}
		if auc, ok := AUC(probs, ys); ok {
			m.AUC = &auc
		}
		b := Brier(probs, ys)
		m.Brier = &b
	}
	if enough { // serve the model of the whole history; the metrics are those of the holdout
		intercept, weights, means, err := fit(samples)
		if err != nil {
			return nil, err
		}
		m.Intercept, m.Weights, m.Means, m.Samples = intercept, weights, means, len(samples)
	}
	return m, nil
}

// logitProb is the probability of encoded inputs x.
func (m *Model) logitProb(x []feature) float64 {
	z := m.Intercept
	for _, f := range x {
		z += m.Weights[f.name] * f.value
	}
	return sigmoid(z)
}
