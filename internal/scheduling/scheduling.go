// Package scheduling is the clinic's calendar: locations and rooms, appointment types, provider
// profiles with weekly templates and date overrides, appointments with their lifecycle, and the
// search for available slots. Instants are UTC; template and override times are wall-clock times
// of the location's IANA zone, expanded per local date before they are converted.
package scheduling

import (
	"time"

	"clinic/internal/platform/pg"
)

// Service stores the calendar in Postgres under the caller's tenant.
type Service struct {
	db  *pg.DB
	now func() time.Time
}

// NewService returns a Service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db, now: time.Now} }
