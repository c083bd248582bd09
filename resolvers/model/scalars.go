package model

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"clinic/internal/platform/instant"
)

// Date is a calendar date (YYYY-MM-DD) in the years instant.MinYear..instant.MaxYear.
type Date struct{ time.Time }

// NewDate returns the date of t's calendar day, as written in t's location.
func NewDate(t time.Time) Date {
	return Date{time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)}
}

// String returns YYYY-MM-DD.
func (d Date) String() string { return d.Format(time.DateOnly) }

// MarshalGQL writes the date as a string.
func (d Date) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(d.String())) }

// UnmarshalGQL reads a YYYY-MM-DD string within the service's years; anything else is an error
// that names the rule.
func (d *Date) UnmarshalGQL(v any) error {
	s, ok := v.(string)
	if !ok {
		return fmt.Errorf("a Date is a string YYYY-MM-DD")
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil || !instant.InRange(t) {
		return fmt.Errorf("a Date is YYYY-MM-DD in the years %d to %d", instant.MinYear, instant.MaxYear)
	}
	d.Time = t
	return nil
}

// MarshalDateTime writes an instant as RFC 3339 in UTC.
func MarshalDateTime(t time.Time) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(t.UTC().Format(time.RFC3339Nano)))
	})
}

// UnmarshalDateTime reads an RFC 3339 instant within the service's years.
func UnmarshalDateTime(v any) (time.Time, error) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, fmt.Errorf("a DateTime is an RFC 3339 string")
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil || !instant.InRange(t) {
		return time.Time{}, fmt.Errorf("a DateTime is RFC 3339 (e.g. 2026-03-10T13:00:00Z) in the years %d to %d",
			instant.MinYear, instant.MaxYear)
	}
	return t.UTC(), nil
}
