// Package waitlist keeps the patients waiting for a slot and offers them the slots that free
// up. An entry waits for a type of appointment, optionally with one provider (or any provider of
// a specialty), at one location, between two local dates, in some periods of the day, with a
// priority. When an appointment is cancelled (or rescheduled away), booking calls OfferFreed in
// the same transaction: if the freed time still fits the provider (scheduling/capacity), the best
// matching waiting entry gets it on hold (status offered) for Service's hold duration; the hold
// occupies the provider like an appointment, so slot search does not show it and booking
// refuses it to anyone but that entry's patient, who books it with waitlist_entry_id (Claim,
// Booked). Sweep, run by the worker, ends holds that ran out (the entry waits again, at its
// position) and offers the slot to the next entry; it also expires entries past their latest
// date. waitlist.offered and waitlist.expired events go to the outbox.
package waitlist

import (
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Statuses of an entry.
const (
	StatusWaiting = "waiting"
	StatusOffered = "offered"
	StatusBooked  = "booked"
	StatusExpired = "expired"
	StatusRemoved = "removed"
)

// Statuses lists them in documentation order.
var Statuses = []string{StatusWaiting, StatusOffered, StatusBooked, StatusExpired, StatusRemoved}

// Periods of the day, by the local start time of a slot: morning before 12:00, afternoon from
// 12:00 to before 18:00, evening from 18:00.
const (
	PeriodMorning   = "morning"
	PeriodAfternoon = "afternoon"
	PeriodEvening   = "evening"
)

// Periods lists them in order.
var Periods = []string{PeriodMorning, PeriodAfternoon, PeriodEvening}

// periodOf is the period of a local hour.
func periodOf(hour int) string {
	switch {
	case hour < 12:
		return PeriodMorning
	case hour < 18:
		return PeriodAfternoon
	default:
		return PeriodEvening
	}
}

// Events the waitlist writes.
const (
	EventOffered = "waitlist.offered"
	EventExpired = "waitlist.expired"
)

// DefaultHold is how long an offered slot is held for its entry (SERVICE_WAITLIST_HOLD).
const DefaultHold = 2 * time.Hour

// Entry is a patient waiting for a slot.
type Entry struct {
	ID                uuid.UUID
	PatientID         uuid.UUID
	PatientToken      string
	AppointmentTypeID uuid.UUID
	ProviderProfileID *uuid.UUID
	Specialty         *string
	LocationID        *uuid.UUID
	EarliestDate      *time.Time // local dates, at midnight UTC
	LatestDate        *time.Time
	PreferredPeriods  []string
	Priority          int
	Notes             *string
	Status            string
	Offer             *Offer // the slot on hold while Status is offered
	AppointmentID     *uuid.UUID
	CreatedAt         time.Time
	UpdatedAt         time.Time
}

// Offer is a slot held for an entry.
type Offer struct {
	ProviderProfileID uuid.UUID
	LocationID        uuid.UUID
	StartTime         time.Time
	EndTime           time.Time
	HoldExpiresAt     time.Time
}

// Position is an entry's place in its queue: the waiting entries of the same type and the same
// provider (or, without one, the same specialty or none), by priority then age.
type Position struct {
	Status       string
	Position     *int // 1 is next; nil unless the entry is waiting
	Ahead        int  // waiting entries before it
	TotalWaiting int  // waiting entries of its queue, itself included when waiting
}

// ErrNotFound is the uniform answer for an entry that is missing or another tenant's.
var ErrNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Waitlist entry not found"}

// Service stores the waitlist in Postgres under the caller's tenant.
type Service struct {
	db   *pg.DB
	hold time.Duration
	now  func() time.Time
}

// NewService returns the service over db; offered slots are held for hold (DefaultHold when 0).
func NewService(db *pg.DB, hold time.Duration) *Service {
	if hold <= 0 {
		hold = DefaultHold
	}
	return &Service{db: db, hold: hold, now: time.Now}
}

// Payload is e as the API shows it, for event payloads.
func Payload(e Entry) map[string]any {
	var offer map[string]any
	if e.Offer != nil {
		offer = map[string]any{"provider_profile_id": e.Offer.ProviderProfileID, "location_id": e.Offer.LocationID,
			"start_time": e.Offer.StartTime.UTC(), "end_time": e.Offer.EndTime.UTC(), "hold_expires_at": e.Offer.HoldExpiresAt.UTC()}
	}
	return map[string]any{
		"id": e.ID, "patient_id": e.PatientID, "patient_token": e.PatientToken, "appointment_type_id": e.AppointmentTypeID,
		"provider_profile_id": e.ProviderProfileID, "specialty": e.Specialty, "location_id": e.LocationID,
		"earliest_date": dateText(e.EarliestDate), "latest_date": dateText(e.LatestDate),
		"preferred_periods": e.PreferredPeriods, "priority": e.Priority, "notes": e.Notes, "status": e.Status, "offer": offer,
		"appointment_id": e.AppointmentID, "created_at": e.CreatedAt.UTC(), "updated_at": e.UpdatedAt.UTC(),
	}
}

// dateText is d as YYYY-MM-DD, nil staying nil.
func dateText(d *time.Time) *string {
	if d == nil {
		return nil
	}
	s := d.Format(time.DateOnly)
	return &s
}
