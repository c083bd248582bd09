// Package booking is the clinic's appointments: booking against the provider's capacity and the
// location's operating hours, the seven-state lifecycle with its history, reschedules, the
// outbox of appointment events, slot search, a provider's schedule per location and its
// cross-location conflicts. It owns the appointments, appointment_status_history and
// outbox_events tables; what it needs of the calendar it reads through calendar's functions
// (calendar/reads.go), every rule of time is availability's and whether a provider can take a
// slot is capacity's. A cancellation offers the freed slot to the waitlist (scheduling/waitlist),
// and a booking may take a waitlist entry's offer (waitlist_entry_id).
package booking

import (
	"context"
	"time"

	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/waitlist"

	"github.com/jackc/pgx/v5"
)

// Service stores appointments in Postgres under the caller's tenant.
type Service struct {
	db       *pg.DB
	now      func() time.Time
	waitlist *waitlist.Service
}

// NewService returns a Service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db, now: time.Now} }

// WithWaitlist makes cancellations and reschedules offer the freed slot to the waitlist (w
// decides how long the offer holds it), and returns s.
func (s *Service) WithWaitlist(w *waitlist.Service) *Service {
	s.waitlist = w
	return s
}

// offerFreed offers a's slot, which a's cancellation just freed inside tx, to the waitlist.
func (s *Service) offerFreed(ctx context.Context, tx pgx.Tx, a Appointment) error {
	if s.waitlist == nil {
		return nil
	}
	_, err := s.waitlist.OfferFreed(ctx, tx, waitlist.Slot{ProviderID: a.ProviderProfileID, LocationID: a.LocationID,
		AppointmentTypeID: a.AppointmentTypeID, Start: a.StartTime, End: a.EndTime, FreedBy: a.PatientID})
	return err
}
