package language

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"clinic/internal/language/ptbr"
	"clinic/internal/language/speech"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/fold"
)

// Limits of a request.
const (
	MaxMessageLength = 1000 // characters
	MaxSuggestions   = 5
	defaultZone      = "America/Sao_Paulo"
	defaultSpanDays  = 14 // slots are suggested over this many days when no date is said
	maxSpanDays      = 30 // the longest span slot search takes
)

// What may be missing before the service can act, as Understanding.Missing names it.
const (
	MissingIntent          = "intent"                // the message is not about appointments
	MissingSpecialty       = "specialty_or_provider" // nothing says whom to see
	MissingDate            = "date"
	MissingTimeOrPeriod    = "time_or_period"
	MissingProvider        = "provider"         // a provider named that the clinic does not have
	MissingLocation        = "location"         // a location named that the clinic does not have
	MissingAppointmentType = "appointment_type" // a type named that the clinic does not have
	MissingAppointment     = "appointment"      // not exactly one of the patient's appointments matches
)

// Service reads booking messages in Portuguese. It is safe for concurrent use.
type Service struct {
	sched Scheduling
	convs *conversations     // nil until WithConversations
	stt   speech.Transcriber // nil until WithSpeech
	now   func() time.Time
}

// NewService returns the service over the scheduling domain.
func NewService(sched Scheduling) *Service { return &Service{sched: sched, now: time.Now} }

// Request is one message to understand.
type Request struct {
	Message    string
	PatientRef string
	Reference  *time.Time // default now
	Timezone   string     // IANA; default the clinic's first location's zone, else America/Sao_Paulo
}

// Resolved are the clinic's records the message points at.
type Resolved struct {
	ProviderIDs []uuid.UUID
	LocationID  *uuid.UUID
}

// Understanding is what a message says and what it points at in the clinic.
type Understanding struct {
	ptbr.Result
	Resolved       Resolved
	Slots          []Slot
	Missing        []string
	Interpretation string
	Zone           string
	Reference      time.Time // in Zone
	Patient        uuid.UUID
	Appointments   []Appointment    // the patient's appointments that match, for reschedule and cancel
	Type           *AppointmentType // the type named, else the one the suggestions are for
}

// Validate checks a request's own rules and returns Invalid naming every bad field.
func (r *Request) Validate() error {
	var f errs.Fields
	checkMessage(&f, &r.Message)
	checkZone(&f, r.Timezone)
	return f.Err()
}

// checkZone checks an asked-for time zone: empty, or an IANA name.
func checkZone(f *errs.Fields, zone string) {
	if zone == "" {
		return
	}
	if _, err := time.LoadLocation(zone); err != nil || zone == "Local" {
		f.Rule("timezone", "must be an IANA time zone, e.g. America/Sao_Paulo")
	}
}

// checkMessage trims a message and checks its length: 1 to MaxMessageLength characters.
func checkMessage(f *errs.Fields, message *string) {
	*message = strings.TrimSpace(*message)
	switch n := utf8.RuneCountInString(*message); {
	case n == 0:
		f.Add("message", "must not be empty")
	case n > MaxMessageLength:
		f.Add("message", "must be at most %d characters", MaxMessageLength)
	}
}

// Understand reads req's message against the clinic and the patient. Errors: Invalid (the
// request's own rules; a patient_id that names no patient of the clinic).
func (s *Service) Understand(ctx context.Context, req Request) (Understanding, error) {
	if err := req.Validate(); err != nil {
		return Understanding{}, err
	}
	patient, err := s.patient(ctx, req.PatientRef)
	if err != nil {
		return Understanding{}, err
	}
	return s.understand(ctx, req, patient)
}

// understand reads a checked request of a resolved patient.
func (s *Service) understand(ctx context.Context, req Request, patient uuid.UUID) (Understanding, error) {
	dir, err := s.sched.Directory(ctx)
	if err != nil {
		return Understanding{}, fmt.Errorf("understand: %w", err)
	}
	zone := zoneOf(req.Timezone, dir)
	ref := s.now()
	if req.Reference != nil {
		ref = *req.Reference
	}
	u := Understanding{Patient: patient, Zone: zone.String(), Reference: ref.In(zone)}
	u.Result = ptbr.Parse(req.Message, u.Reference, lexicon(dir))
	if err := s.resolve(ctx, dir, &u, nil); err != nil {
		return Understanding{}, fmt.Errorf("understand: %w", err)
	}
	return u, nil
}

// patient resolves a patient reference of a request body. Errors: Invalid naming patient_id when
// it names no patient of the clinic (a reference in a body, like booking's).
func (s *Service) patient(ctx context.Context, ref string) (uuid.UUID, error) {
	id, err := s.sched.Patient(ctx, ref)
	if errs.KindOf(err) == errs.NotFound {
		var f errs.Fields
		f.Reference("patient_id", "names no patient of the clinic")
		return uuid.Nil, f.Err()
	}
	return id, err
}

// zoneOf is the zone a message is read in: the one asked for, else the first location's.
func zoneOf(asked string, dir Directory) *time.Location {
	for _, name := range []string{asked, firstZone(dir), defaultZone} {
		if name == "" || name == "Local" {
			continue
		}
		if z, err := time.LoadLocation(name); err == nil {
			return z
		}
	}
	return time.UTC
}

func firstZone(dir Directory) string {
	if len(dir.Locations) == 0 {
		return ""
	}
	return dir.Locations[0].Timezone
}

// lexicon is the clinic's names, for the parser.
func lexicon(dir Directory) ptbr.Lexicon {
	var lex ptbr.Lexicon
	for _, p := range dir.Providers {
		lex.Providers = append(lex.Providers, p.Name)
		lex.Specialties = append(lex.Specialties, p.Specialties...)
	}
	for _, l := range dir.Locations {
		lex.Locations = append(lex.Locations, l.Name)
	}
	for _, t := range dir.Types {
		lex.Types = append(lex.Types, t.Name)
	}
	return lex
}

// words folds s into its words, without titles.
func words(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(fold.String(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		switch w {
		case "dr", "dra", "doutor", "doutora":
			continue
		}
		out = append(out, w)
	}
	return out
}
