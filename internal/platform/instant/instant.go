// Package instant is the one rule for the dates and instants a client may send: years 1900 to
// 9998 inclusive, read as written (a date's year; an RFC 3339 instant's year in the offset it
// carries). Outside that range a value is refused with 422 naming the field: earlier years are
// never clinical data, and 9998 keeps every instant, converted to UTC, inside the four-digit
// years that JSON encoders, Postgres and clients all accept.
//
// The rule has two faces that agree: Pattern, which the OpenAPI document states on every date
// and date-time field and parameter (and the server enforces through it), and InRange, for
// values a handler parses itself.
package instant

import "time"

// MinYear and MaxYear bound the year of every date and instant a client sends.
const (
	MinYear = 1900
	MaxYear = 9998
)

// Pattern matches a date or an RFC 3339 date-time whose year is MinYear..MaxYear; it checks only
// the year prefix (the format checks the rest).
const Pattern = `^(19[0-9]{2}|[2-8][0-9]{3}|9[0-8][0-9]{2}|99[0-8][0-9]|999[0-8])-`

// Description is what a client is told when a value is out of range.
const Description = "a date or date-time in the years 1900 to 9998"

// InRange reports whether t, read in its own zone (the offset it was sent with), falls in the
// years MinYear..MaxYear.
func InRange(t time.Time) bool { return t.Year() >= MinYear && t.Year() <= MaxYear }
