// Package booking is the clinic's appointments: booking against the provider's capacity and the
// location's operating hours, the seven-state lifecycle with its history, reschedules, the
// outbox of appointment events, slot search, a provider's schedule per location and its
// cross-location conflicts. It owns the appointments, appointment_status_history and
// outbox_events tables; what it needs of the calendar it reads through calendar's functions
// (calendar/reads.go), and every rule of time and capacity is availability's.
package booking

import (
	"time"

	"clinic/internal/platform/pg"
)

// Service stores appointments in Postgres under the caller's tenant.
type Service struct {
	db  *pg.DB
	now func() time.Time
}

// NewService returns a Service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db, now: time.Now} }
