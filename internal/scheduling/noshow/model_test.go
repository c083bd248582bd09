package noshow

import (
	"math"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestAUCAndBrier(t *testing.T) {
	for _, tc := range []struct {
		scores, ys []float64
		want       float64
	}{
		{[]float64{0.1, 0.2, 0.8, 0.9}, []float64{0, 0, 1, 1}, 1},
		{[]float64{0.9, 0.8, 0.2, 0.1}, []float64{0, 0, 1, 1}, 0},
		{[]float64{0.5, 0.5, 0.5, 0.5}, []float64{0, 1, 0, 1}, 0.5},
		{[]float64{0.1, 0.4, 0.35, 0.8}, []float64{0, 0, 1, 1}, 0.75},
	} {
		got, ok := AUC(tc.scores, tc.ys)
		if !ok || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("AUC(%v, %v) = %v, want %v", tc.scores, tc.ys, got, tc.want)
		}
	}
	if _, ok := AUC([]float64{0.1, 0.2}, []float64{1, 1}); ok {
		t.Error("AUC with one class only")
	}
	if b := Brier([]float64{0, 1, 0.5}, []float64{0, 1, 1}); math.Abs(b-0.25/3) > 1e-12 {
		t.Errorf("Brier = %v", b)
	}
}

func TestObserve(t *testing.T) {
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	start := time.Date(2030, 1, 7, 9, 30, 0, 0, zone) // a Monday
	birth := time.Date(2000, 6, 1, 0, 0, 0, 0, time.UTC)
	conf := start.Add(-30 * time.Hour)
	last := start.AddDate(0, 0, -10)
	o := Observe(Visit{TypeID: uuid.Nil, Start: start, Zone: zone, CreatedAt: start.AddDate(0, 0, -6), ConfirmedAt: &conf,
		BirthDate: &birth}, History{Attended: 3, NoShows: 1, LastAttended: &last}, 0.2)
	if math.Abs(o.PriorRate-(1+3*0.2)/(4+3)) > 1e-12 || o.Visits != 4 || math.Abs(o.LeadDays-6) > 1e-9 ||
		o.Weekday != time.Monday || o.HourBand != "before 10h" || !o.Confirmed || o.AgeBand != "18-39" || *o.SinceLast != 10 {
		t.Errorf("observation = %+v", o)
	}
	late := start.Add(-2 * time.Hour)
	if o := Observe(Visit{Start: start, Zone: zone, CreatedAt: start, ConfirmedAt: &late}, History{}, 0.2); o.Confirmed || o.SinceLast != nil ||
		o.AgeBand != "unknown" || math.Abs(o.PriorRate-0.2) > 1e-12 {
		t.Errorf("first visit, confirmed late = %+v", o)
	}
}

// The prior model scores its own average visit at about 15 %, and its factors add up.
func TestPriorModel(t *testing.T) {
	m := PriorModel()
	z := m.Intercept
	for name, w := range m.Weights {
		z += w * m.Means[name]
	}
	if p := sigmoid(z); p < 0.12 || p > 0.18 {
		t.Errorf("the prior's average visit scores %.3f", p)
	}
	p, factors := m.Score(Observation{PriorRate: 0.6, Visits: 5, LeadDays: 30, HourBand: "before 10h", AgeBand: "18-39"})
	if p < HighFrom || levelOf(p) != LevelHigh || factors[0].Factor != FactorPriorRate || len(factors) != len(Factors) {
		t.Errorf("a frequent no-show: %.3f %v", p, factors)
	}
	for i := 1; i < len(factors); i++ {
		if factors[i].Contribution > factors[i-1].Contribution {
			t.Errorf("factors not sorted: %v", factors)
		}
	}
}

func TestLeadTimeIsCapped(t *testing.T) {
	start := time.Date(2030, 1, 7, 13, 0, 0, 0, time.UTC)
	if o := Observe(Visit{Start: start, CreatedAt: start.AddDate(-4, 0, 0)}, History{}, 0.2); o.LeadDays != maxLeadDays {
		t.Errorf("a booking four years ahead has lead %v days", o.LeadDays)
	}
}
