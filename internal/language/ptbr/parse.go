// Package ptbr reads what a patient writes about appointments in Brazilian Portuguese: the intent
// (schedule, reschedule, cancel, availability) and the entities (specialty, provider, dates, time,
// period, location, appointment type), with relative dates resolved against a reference day.
//
// It is a rule-based parser: deterministic, fast and explainable. Each rule consumes the tokens it
// reads, in a fixed order (names, dates, clock times, periods, specialties, locations, types),
// so a token is never read twice ("amanhã de manhã" is a date and a period; "dia 15" is not a
// clock time). The exact meaning of every relative form is documented on the functions of
// dates.go and is the contract of POST /v1/scheduling/natural-language.
package ptbr

import (
	"fmt"
	"strings"
	"time"
)

// Intent is what the message asks for.
type Intent string

// The intents a message can have.
const (
	Schedule     Intent = "schedule"
	Reschedule   Intent = "reschedule"
	Cancel       Intent = "cancel"
	Availability Intent = "availability"
	Unknown      Intent = "unknown"
)

// The periods of the day: manha before 12:00, tarde 12:00–18:00, noite from 18:00.
const (
	Morning   = "manha"
	Afternoon = "tarde"
	Evening   = "noite"
)

// Lexicon is what the clinic has, so names are recognised as the clinic spells them. Every field
// may be empty: the parser still reads titled names ("Dra. Ana"), "unidade X" and the common
// appointment types.
type Lexicon struct {
	Providers   []string // provider names, titles allowed ("Dr. Carlos Mendes")
	Locations   []string // location names ("Unidade Centro")
	Types       []string // appointment type names ("Retorno")
	Specialties []string // specialties the clinic's providers have, beyond the built-in table
}

// Result is what a message says. Zero values mean "not said".
type Result struct {
	Intent          Intent
	Specialty       string     // canonical: lower case, no accents ("clinica geral")
	ProviderName    string     // as written, without a title
	DateFrom        *time.Time // local date (midnight UTC)
	DateTo          *time.Time // local date, == DateFrom for one day
	Time            *int       // minutes after local midnight
	Period          string     // Morning, Afternoon or Evening; empty when Time is set
	LocationName    string     // the clinic's name when recognised, else as written
	AppointmentType string     // the clinic's name when recognised, else the common name
	Confidence      float64    // in [0, 1]: how much of the message the rules explained
}

// Clock formats minutes after midnight as "HH:MM".
func Clock(minutes int) string { return fmt.Sprintf("%02d:%02d", minutes/60, minutes%60) }

// Parse reads message as said at reference (its wall clock is the patient's local time: pass
// reference already in the tenant's zone). It never fails: what it cannot read is left out.
func Parse(message string, reference time.Time, lex Lexicon) Result {
	p := &parser{toks: tokenize(message), lex: lex,
		today: time.Date(reference.Year(), reference.Month(), reference.Day(), 0, 0, 0, 0, time.UTC)}
	p.readNames()
	p.readDates()
	p.readClock()
	p.readPeriod()
	p.readSpecialty()
	p.readLocation()
	p.readType()
	var r Result
	r.Intent, r.Confidence = p.intent()
	r.Specialty, r.ProviderName, r.LocationName, r.AppointmentType = p.specialty, p.provider, p.location, p.apptType
	if d := p.pickDate(r.Intent); d != nil {
		r.DateFrom, r.DateTo = &d.from, &d.to
	}
	if t := p.pickTime(r.Intent); t != nil {
		r.Time = &t.minutes
	} else {
		r.Period = p.period
	}
	r.Confidence *= 0.6 + 0.4*p.coverage()
	return r
}

// parser is one message being read.
type parser struct {
	toks  []token
	lex   Lexicon
	today time.Time // the reference's local date, midnight UTC

	dates     []dateMention
	times     []timeMention
	period    string
	specialty string
	provider  string
	location  string
	apptType  string
}

// w returns the folded word at i, or "" when i is out of range or not a word.
func (p *parser) w(i int) string {
	if i < 0 || i >= len(p.toks) || p.toks[i].kind != word {
		return ""
	}
	return p.toks[i].text
}

// free reports whether the token at i exists and no rule has read it.
func (p *parser) free(i int) bool { return i >= 0 && i < len(p.toks) && !p.toks[i].used }

// seq reports whether the free words at i spell pattern: words separated by spaces, each a set of
// alternatives separated by "|" ("de|da manha"); it returns how many tokens matched.
func (p *parser) seq(i int, pattern string) (int, bool) {
	n := 0
	for _, alts := range strings.Fields(pattern) {
		if !p.free(i+n) || !matchWord(p.w(i+n), alts) {
			return 0, false
		}
		n++
	}
	return n, true
}

// use marks n tokens from i as read.
func (p *parser) use(i, n int) {
	for k := i; k < i+n && k < len(p.toks); k++ {
		p.toks[k].used = true
	}
}
