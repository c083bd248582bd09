package noshow

// PriorModel scores the visits of a clinic whose own history is too short to train on (fewer
// than MinSamples attended and no-show visits, or fewer than MinEach of either). Its weights are
// not fitted to any data here: they encode what studies of outpatient no-shows report
// consistently (a patient's own past no-shows are the strongest sign; long lead times, young
// adults, early-morning slots and a first visit raise the risk; confirmation ahead and older
// patients lower it), scaled so that an average visit scores about 15 %, a common no-show rate
// in Brazilian outpatient care. model-info says when it is in use.
func PriorModel() *Model {
	return &Model{
		Source:    "prior",
		Version:   1,
		BaseRate:  0.15,
		Intercept: -2.66,
		Weights: map[string]float64{
			FactorPriorRate:                3.0,
			FactorVisits:                   -0.10,
			FactorLeadTime:                 0.30,
			FactorConfirmed:                -0.70,
			FactorSinceLast:                0.05,
			FactorSinceLast + "=none":      0.20,
			FactorHour + "=before 10h":     0.15,
			FactorHour + "=from 17h":       0.10,
			FactorAge + "=under 18":        0.10,
			FactorAge + "=18-39":           0.25,
			FactorAge + "=60+":             -0.35,
			FactorWeekday + "=" + "Monday": 0.10,
			FactorWeekday + "=" + "Friday": 0.10,
		},
		// An average visit: the clinic's rate, two visits before, a week's lead, half confirmed
		// ahead, about two months since the last visit, a fifth of them first visits.
		Means: map[string]float64{
			FactorPriorRate: 0.15, FactorVisits: 1.1, FactorLeadTime: 2.08, FactorConfirmed: 0.5,
			FactorSinceLast: 3.3, FactorSinceLast + "=none": 0.2, FactorHour + "=before 10h": 0.2,
			FactorHour + "=from 17h": 0.15, FactorAge + "=under 18": 0.15, FactorAge + "=18-39": 0.3,
			FactorAge + "=60+": 0.2, FactorWeekday + "=Monday": 0.2, FactorWeekday + "=Friday": 0.2,
		},
	}
}

// Training minimums: below them the clinic is scored by PriorModel.
const (
	MinSamples = 200 // attended and no-show visits
	MinEach    = 20  // of each outcome
)
