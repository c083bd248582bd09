// Package calendar is what a clinic's schedule is made of: locations (with their zone and
// operating hours) and rooms, appointment types, provider profiles (with their capacity), weekly
// templates and date overrides. It owns those tables; booking and slot search read them through
// reads.go. Template and override times are wall-clock times of the location's IANA zone
// (localtime); how they combine into bookable windows is availability's.
package calendar

import (
	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Service stores the calendar in Postgres under the caller's tenant.
type Service struct{ db *pg.DB }

// withRefChecks returns static's field errors plus what refs finds in the database (unknown or
// inactive references) as one Invalid error, so a client learns every bad field at once. A static
// error that is not Invalid, or a database error from refs, is returned as it is.
func withRefChecks(static error, refs func(*errs.Fields) error) error {
	var f errs.Fields
	if e, ok := errs.As(static); ok && e.Kind == errs.Invalid {
		f = append(f, e.Fields...)
	} else if static != nil {
		return static
	}
	if err := refs(&f); err != nil {
		return err
	}
	return f.Err()
}

// NewService returns a Service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db} }
