package noshow

import (
	"fmt"
	"math"
	"time"

	"github.com/google/uuid"
)

// The factors of a prediction, as risk_factors names them. Each is known before the visit.
const (
	FactorPriorRate = "prior_no_show_rate"    // the patient's no-shows / visits before, smoothed toward the clinic's rate
	FactorVisits    = "prior_visits"          // attended + no-show visits before
	FactorLeadTime  = "lead_time_days"        // days from booking to the visit, at most 180
	FactorWeekday   = "weekday"               // local weekday of the visit
	FactorHour      = "local_hour"            // local start hour, in bands
	FactorType      = "appointment_type"      // the appointment type
	FactorConfirmed = "confirmed_ahead"       // confirmed at least 24 h before the start
	FactorAge       = "age_band"              // the patient's age at the visit, in bands
	FactorSinceLast = "days_since_last_visit" // since the last attended visit
)

// Factors lists them in documentation order.
var Factors = []string{FactorPriorRate, FactorVisits, FactorLeadTime, FactorWeekday, FactorHour, FactorType,
	FactorConfirmed, FactorAge, FactorSinceLast}

// maxLeadDays caps the lead time: beyond half a year more waiting says nothing new, and a
// booking years ahead must not score as an extrapolation of the history.
const maxLeadDays = 180

// priorStrength is how many visits' worth of the clinic's rate a patient's own rate starts from:
// (no-shows + k·rate) / (visits + k).
const priorStrength = 3.0

// Visit is an appointment as the model sees it.
type Visit struct {
	ID          uuid.UUID
	PatientID   uuid.UUID
	TypeID      uuid.UUID
	Start       time.Time
	Zone        *time.Location // the location's
	CreatedAt   time.Time
	ConfirmedAt *time.Time
	BirthDate   *time.Time
	NoShow      bool // the outcome, for history
}

// History is what happened to the patient before a visit: attended and no-show visits that
// started earlier, and when the last attended one started.
type History struct {
	Attended, NoShows int
	LastAttended      *time.Time
}

// Add counts v (an outcome) into h.
func (h *History) Add(v Visit) {
	if v.NoShow {
		h.NoShows++
		return
	}
	h.Attended++
	if h.LastAttended == nil || v.Start.After(*h.LastAttended) {
		s := v.Start
		h.LastAttended = &s
	}
}

// Observation is one visit's factors.
type Observation struct {
	PriorRate float64
	Visits    int
	LeadDays  float64
	Weekday   time.Weekday
	HourBand  string
	TypeID    uuid.UUID
	Confirmed bool
	AgeBand   string
	SinceLast *float64 // days; nil without an attended visit before
}

// Observe computes v's factors from the patient's history before it; baseRate is the clinic's
// no-show rate, toward which a short history is pulled.
func Observe(v Visit, h History, baseRate float64) Observation {
	zone := v.Zone
	if zone == nil {
		zone = time.UTC
	}
	local := v.Start.In(zone)
	visits := h.Attended + h.NoShows
	o := Observation{
		PriorRate: (float64(h.NoShows) + priorStrength*baseRate) / (float64(visits) + priorStrength),
		Visits:    visits,
		LeadDays:  math.Min(maxLeadDays, math.Max(0, v.Start.Sub(v.CreatedAt).Hours()/24)),
		Weekday:   local.Weekday(),
		HourBand:  hourBand(local.Hour()),
		TypeID:    v.TypeID,
		Confirmed: v.ConfirmedAt != nil && !v.ConfirmedAt.After(v.Start.Add(-24*time.Hour)),
		AgeBand:   ageBand(v.BirthDate, local),
	}
	if h.LastAttended != nil {
		d := math.Max(0, v.Start.Sub(*h.LastAttended).Hours()/24)
		o.SinceLast = &d
	}
	return o
}

func hourBand(h int) string {
	switch {
	case h < 10:
		return "before 10h"
	case h < 12:
		return "10h-12h"
	case h < 14:
		return "12h-14h"
	case h < 17:
		return "14h-17h"
	default:
		return "from 17h"
	}
}

func ageBand(birth *time.Time, at time.Time) string {
	if birth == nil {
		return "unknown"
	}
	age := at.Year() - birth.Year()
	if at.YearDay() < birth.YearDay() {
		age--
	}
	switch {
	case age < 18:
		return "under 18"
	case age < 40:
		return "18-39"
	case age < 60:
		return "40-59"
	default:
		return "60+"
	}
}

// feature is one encoded input of the model and the factor it belongs to.
type feature struct {
	name, factor string
	value        float64
}

// encode turns o into the model's inputs (only the non-zero ones). Counts and durations are
// taken as log(1 + x); categories as indicators named "factor=value".
func encode(o Observation) []feature {
	out := []feature{
		{FactorPriorRate, FactorPriorRate, o.PriorRate},
		{FactorVisits, FactorVisits, math.Log1p(float64(o.Visits))},
		{FactorLeadTime, FactorLeadTime, math.Log1p(o.LeadDays)},
		{FactorWeekday + "=" + o.Weekday.String(), FactorWeekday, 1},
		{FactorHour + "=" + o.HourBand, FactorHour, 1},
		{FactorType + "=" + o.TypeID.String(), FactorType, 1},
		{FactorAge + "=" + o.AgeBand, FactorAge, 1},
	}
	if o.Confirmed {
		out = append(out, feature{FactorConfirmed, FactorConfirmed, 1})
	}
	if o.SinceLast != nil {
		out = append(out, feature{FactorSinceLast, FactorSinceLast, math.Log1p(*o.SinceLast)})
	} else {
		out = append(out, feature{FactorSinceLast + "=none", FactorSinceLast, 1})
	}
	return out
}

// weekdayPT names weekdays in Portuguese, for risk_factors values.
var weekdayPT = [...]string{"domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"}

// valueOf is how risk_factors shows factor's value for o.
func valueOf(o Observation, factor string) string {
	switch factor {
	case FactorPriorRate:
		return fmt.Sprintf("%.2f", o.PriorRate)
	case FactorVisits:
		return fmt.Sprint(o.Visits)
	case FactorLeadTime:
		return fmt.Sprintf("%.1f", o.LeadDays)
	case FactorWeekday:
		return weekdayPT[o.Weekday]
	case FactorHour:
		return o.HourBand
	case FactorType:
		return o.TypeID.String()
	case FactorConfirmed:
		return map[bool]string{true: "sim", false: "não"}[o.Confirmed]
	case FactorAge:
		return o.AgeBand
	case FactorSinceLast:
		if o.SinceLast == nil {
			return "nenhuma visita anterior"
		}
		return fmt.Sprintf("%.0f", *o.SinceLast)
	}
	return ""
}
