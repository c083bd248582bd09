package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/scheduling/noshow"
	"clinic/internal/tenancy"
)

// RiskFactorOut is one factor's part in a prediction.
type RiskFactorOut struct {
	Factor       string  `json:"factor" enum:"prior_no_show_rate,prior_visits,lead_time_days,weekday,local_hour,appointment_type,confirmed_ahead,age_band,days_since_last_visit"`
	Value        string  `json:"value" doc:"The factor's value for this appointment, as text"`
	Contribution float64 `json:"contribution" doc:"Its part in the log-odds of a no-show, against the clinic's average appointment: positive raises the risk"`
}

// NoShowRiskResponse is the spec's NoShowRiskResponse, with the appointment and model it concerns.
type NoShowRiskResponse struct {
	AppointmentID  uuid.UUID       `json:"appointment_id"`
	RiskScore      float64         `json:"risk_score" minimum:"0" maximum:"1" doc:"Probability of a no-show"`
	RiskLevel      string          `json:"risk_level" enum:"low,medium,high" doc:"low below 0.15, medium from 0.15 to below 0.30, high from 0.30"`
	RiskFactors    []RiskFactorOut `json:"risk_factors" doc:"Every factor, the largest contribution first"`
	Recommendation string          `json:"recommendation" doc:"What to do, in Portuguese"`
	ModelSource    string          `json:"model_source" enum:"tenant,prior" doc:"The clinic's trained model, or the prior model while its history is too short"`
}

func toRiskFactors(fs []noshow.Factor) []RiskFactorOut {
	return mapItems(fs, func(f noshow.Factor) RiskFactorOut {
		return RiskFactorOut{Factor: f.Factor, Value: f.Value, Contribution: f.Contribution}
	})
}

// DailyRiskOut is one appointment of a day with its risk.
type DailyRiskOut struct {
	AppointmentID     uuid.UUID       `json:"appointment_id"`
	StartTime         time.Time       `json:"start_time"`
	LocalStart        string          `json:"local_start" doc:"Start in the location's zone, YYYY-MM-DDTHH:MM"`
	ProviderProfileID uuid.UUID       `json:"provider_profile_id"`
	LocationID        uuid.UUID       `json:"location_id"`
	PatientToken      string          `json:"patient_token"`
	Status            string          `json:"status"`
	RiskScore         float64         `json:"risk_score" minimum:"0" maximum:"1"`
	RiskLevel         string          `json:"risk_level" enum:"low,medium,high"`
	TopFactors        []RiskFactorOut `json:"top_factors" doc:"The three largest contributions"`
	Recommendation    string          `json:"recommendation"`
}

// DailyRisksOut is a day's appointments by risk.
type DailyRisksOut struct {
	Date        string         `json:"date" format:"date"`
	ModelSource string         `json:"model_source" enum:"tenant,prior"`
	Items       []DailyRiskOut `json:"items" doc:"Every active appointment of the day, highest risk first"`
}

// ModelMetricsOut are a model's scores on its time-based holdout.
type ModelMetricsOut struct {
	AUC            *float64 `json:"auc" doc:"Area under the ROC curve on the latest fifth of the history (trained on the rest); null without both outcomes there"`
	Brier          *float64 `json:"brier" doc:"Mean squared error of the probabilities on the same holdout; null without a holdout"`
	HoldoutSamples int      `json:"holdout_samples"`
}

// ModelInfoOut describes the model scoring the clinic's appointments.
type ModelInfoOut struct {
	Algorithm       string          `json:"algorithm" enum:"logistic_regression"`
	Version         int             `json:"version" doc:"Increases with every training of this clinic's model"`
	Source          string          `json:"source" enum:"tenant,prior" doc:"tenant: trained on this clinic's history; prior: the documented prior model (history too short, or not trained yet)"`
	TrainedAt       *time.Time      `json:"trained_at" doc:"Null while the clinic was never trained"`
	TrainingSamples int             `json:"training_samples" doc:"Attended and no-show appointments the model was fitted on"`
	Features        []string        `json:"features"`
	Metrics         ModelMetricsOut `json:"metrics"`
	MinSamples      int             `json:"min_samples" doc:"Attended plus no-show appointments needed for a clinic model (and at least 20 of each)"`
	MediumFrom      float64         `json:"medium_from"`
	HighFrom        float64         `json:"high_from"`
}

type noShowRiskInput struct {
	AppointmentID string `path:"appointment_id"`
}

type dailyRisksInput struct {
	Date string `query:"date" required:"true" format:"date" doc:"The local date of each appointment's location"`
}

// noShowDoc is how the model works, stated on model-info.
const noShowDoc = "A logistic regression trained per clinic by the worker (every 6 hours, and when it starts) on the clinic's own " +
	"completed (attended) and no-show appointments; cancelled ones are left out. Its factors are known before the visit: the " +
	"patient's prior no-show rate (no-shows + 3 × the clinic's rate) / (visits + 3), the number of prior visits, lead time in " +
	"days (at most 180), the local weekday and hour band, the appointment type, whether the appointment was confirmed at least 24 h ahead, " +
	"the patient's age band and the days since their last attended visit. The latest fifth of the history (by start) is held " +
	"out to measure AUC and Brier score; the served model is then fitted on all of it. With fewer than 200 attended plus no-show " +
	"appointments, or fewer than 20 of either, the clinic is scored by a prior model whose weights encode what outpatient " +
	"no-show studies consistently report (prior no-shows, long lead times, young adults and early slots raise the risk; " +
	"confirmation ahead and older age lower it), scaled so an average visit scores about 15 %."

func (s *server) registerNoShow() {
	tags := []string{"No-show prediction"}
	const base = "/v1/scheduling/no-show"
	register(s, huma.Operation{
		OperationID: "get-no-show-risk", Method: http.MethodGet, Path: base + "/appointments/{appointment_id}/risk", Tags: tags,
		Summary: "No-show risk of an appointment", Errors: []int{http.StatusNotFound},
		Description: "The probability that the patient misses the appointment, its level (low below 0.15, medium below 0.30, high from " +
			"0.30), every factor's contribution and a recommendation. Computed for any appointment, from what was known before it. " +
			"404 for a malformed, unknown or another clinic's id.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *noShowRiskInput) (*struct{ Body NoShowRiskResponse }, error) {
		return onID(in.AppointmentID, noshow.ErrAppointmentNotFound, func(id uuid.UUID) (*struct{ Body NoShowRiskResponse }, error) {
			r, err := s.deps.NoShow.Risk(ctx, id)
			if err != nil {
				return nil, err
			}
			return &struct{ Body NoShowRiskResponse }{NoShowRiskResponse{AppointmentID: r.AppointmentID, RiskScore: r.Score,
				RiskLevel: r.Level, RiskFactors: toRiskFactors(r.Factors), Recommendation: r.Recommendation, ModelSource: r.ModelSource}}, nil
		})
	})

	register(s, huma.Operation{
		OperationID: "get-no-show-daily-risks", Method: http.MethodGet, Path: base + "/daily-risks", Tags: tags,
		Summary: "No-show risks of a day",
		Description: "Every active appointment (requested, confirmed, checked in, in progress) whose start falls on `date` in its " +
			"location's zone, highest risk first.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *dailyRisksInput) (*struct{ Body DailyRisksOut }, error) {
		date, _ := time.Parse(time.DateOnly, in.Date) // the schema checks the format
		risks, source, err := s.deps.NoShow.DailyRisks(ctx, date)
		if err != nil {
			return nil, err
		}
		out := DailyRisksOut{Date: in.Date, ModelSource: source, Items: mapItems(risks, func(r noshow.Risk) DailyRiskOut {
			return DailyRiskOut{AppointmentID: r.AppointmentID, StartTime: r.Start.UTC(), LocalStart: r.Start.Format("2006-01-02T15:04"),
				ProviderProfileID: r.ProviderID, LocationID: r.LocationID, PatientToken: r.PatientToken, Status: r.Status,
				RiskScore: r.Score, RiskLevel: r.Level, TopFactors: toRiskFactors(r.Factors[:min(3, len(r.Factors))]),
				Recommendation: r.Recommendation}
		})}
		return &struct{ Body DailyRisksOut }{out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-no-show-model-info", Method: http.MethodGet, Path: base + "/model-info", Tags: tags,
		Summary: "The no-show model in use", Description: noShowDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, _ *struct{}) (*struct{ Body ModelInfoOut }, error) {
		m, err := s.deps.NoShow.Current(ctx)
		if err != nil {
			return nil, err
		}
		out := ModelInfoOut{Algorithm: "logistic_regression", Version: m.Version, Source: m.Source, TrainingSamples: m.Samples,
			Features: noshow.Factors, Metrics: ModelMetricsOut{AUC: m.AUC, Brier: m.Brier, HoldoutSamples: m.Holdout},
			MinSamples: noshow.MinSamples, MediumFrom: noshow.MediumFrom, HighFrom: noshow.HighFrom}
		if !m.TrainedAt.IsZero() {
			at := m.TrainedAt.UTC()
			out.TrainedAt = &at
		}
		return &struct{ Body ModelInfoOut }{out}, nil
	})
}
