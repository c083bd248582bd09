package language

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"

	"clinic/internal/language/ptbr"
	"clinic/internal/platform/fold"
)

// resolve points u's entities at the clinic's records, finds the patient's matching appointments
// and suggests slots, then says what is missing and what was understood. moving, when a
// conversation already chose the appointment to reschedule, is that appointment: its provider and
// type are the suggestions'.
func (s *Service) resolve(ctx context.Context, dir Directory, u *Understanding, moving *Appointment) error {
	var problems []string
	providers := matchProviders(dir, u.Result)
	if u.ProviderName != "" && len(providers) == 0 {
		u.Missing = append(u.Missing, MissingProvider)
		problems = append(problems, fmt.Sprintf("não encontrei profissional chamado %s", u.ProviderName))
	} else if u.Specialty != "" && u.ProviderName == "" && len(providers) == 0 {
		u.Missing = append(u.Missing, MissingProvider)
		problems = append(problems, fmt.Sprintf("a clínica não tem profissional de %s", ptbr.SpecialtyName(u.Specialty)))
	}
	for _, p := range providers {
		u.Resolved.ProviderIDs = append(u.Resolved.ProviderIDs, p.ID)
	}
	var location *Location
	if u.LocationName != "" {
		if location = matchLocation(dir, u.LocationName); location != nil {
			u.Resolved.LocationID = &location.ID
		} else {
			u.Missing = append(u.Missing, MissingLocation)
			problems = append(problems, fmt.Sprintf("não encontrei a unidade %s", u.LocationName))
		}
	}
	if u.AppointmentType != "" {
		if u.Type = matchType(dir, u.AppointmentType); u.Type == nil {
			u.Missing = append(u.Missing, MissingAppointmentType)
			problems = append(problems, fmt.Sprintf("a clínica não tem o tipo de consulta %s", u.AppointmentType))
		}
	}
	if moving != nil {
		u.Appointments = []Appointment{*moving}
	} else if u.Intent == ptbr.Reschedule || u.Intent == ptbr.Cancel {
		upcoming, err := s.sched.Upcoming(ctx, u.Patient, u.Reference)
		if err != nil {
			return err
		}
		u.Appointments = matching(upcoming, u, providers)
	}
	if len(u.Appointments) == 1 && u.Intent == ptbr.Reschedule {
		if len(providers) == 0 || moving != nil {
			providers = providerByID(dir, u.Appointments[0].ProviderID)
		}
		if u.Type == nil || moving != nil {
			u.Type = typeByID(dir, u.Appointments[0].TypeID)
		}
	}
	if u.Type == nil && u.Intent != ptbr.Cancel && u.Intent != ptbr.Unknown {
		u.Type = defaultType(dir, u.Specialty)
	}
	if suggests(u.Intent) && u.Type != nil && len(providers) > 0 {
		slots, err := s.suggest(ctx, u, providers, location)
		if err != nil {
			return err
		}
		u.Slots = slots
	}
	u.Missing = append(u.Missing, missing(u, providers)...)
	u.Interpretation = ptbr.Say(ptbr.Sentence{Result: u.Result, Today: localDate(u.Reference),
		Provider: providerShown(u.ProviderName, providers), Location: locationName(location, u.LocationName),
		Type: typeShown(u), Problems: problems})
	if len(problems) > 0 {
		u.Confidence *= 0.7
	}
	return nil
}

func suggests(in ptbr.Intent) bool {
	return in == ptbr.Schedule || in == ptbr.Reschedule || in == ptbr.Availability
}

// missing lists what the intent still needs: whom to see, a date and a time or period to book;
// exactly one appointment to move or cancel, and a new date to move it to.
func missing(u *Understanding, providers []Provider) []string {
	var out []string
	switch u.Intent {
	case ptbr.Unknown:
		return []string{MissingIntent}
	case ptbr.Schedule, ptbr.Availability:
		if len(providers) == 0 && u.ProviderName == "" && u.Specialty == "" {
			out = append(out, MissingSpecialty)
		}
		if u.Intent == ptbr.Schedule {
			if u.DateFrom == nil {
				out = append(out, MissingDate)
			}
			if u.Time == nil && u.Period == "" {
				out = append(out, MissingTimeOrPeriod)
			}
		}
	case ptbr.Reschedule:
		if len(u.Appointments) != 1 {
			out = append(out, MissingAppointment)
		}
		if u.DateFrom == nil {
			out = append(out, MissingDate)
		}
	case ptbr.Cancel:
		if len(u.Appointments) != 1 {
			out = append(out, MissingAppointment)
		}
	}
	return out
}

// matchProviders returns the providers the message names: by name (every word said is a word of
// the provider's name), narrowed to the specialty when one is said and some match it; by
// specialty alone otherwise.
func matchProviders(dir Directory, r ptbr.Result) []Provider {
	var out []Provider
	if r.ProviderName != "" {
		said := words(r.ProviderName)
		for _, p := range dir.Providers {
			name := words(p.Name)
			if len(said) > 0 && !slices.ContainsFunc(said, func(w string) bool { return !slices.Contains(name, w) }) {
				out = append(out, p)
			}
		}
		if r.Specialty != "" {
			if narrowed := withSpecialty(out, r.Specialty); len(narrowed) > 0 {
				return narrowed
			}
		}
		return out
	}
	if r.Specialty != "" {
		return withSpecialty(dir.Providers, r.Specialty)
	}
	return nil
}

// withSpecialty keeps the providers with the canonical specialty.
func withSpecialty(ps []Provider, specialty string) []Provider {
	var out []Provider
	for _, p := range ps {
		if slices.ContainsFunc(p.Specialties, func(s string) bool { return ptbr.CanonicalSpecialty(s) == specialty }) {
			out = append(out, p)
		}
	}
	return out
}

func providerByID(dir Directory, id uuid.UUID) []Provider {
	for _, p := range dir.Providers {
		if p.ID == id {
			return []Provider{p}
		}
	}
	return nil
}

func typeByID(dir Directory, id uuid.UUID) *AppointmentType {
	for i := range dir.Types {
		if dir.Types[i].ID == id {
			return &dir.Types[i]
		}
	}
	return nil
}

// matchLocation returns the clinic's location of that name, ignoring case and accents.
func matchLocation(dir Directory, name string) *Location {
	for i := range dir.Locations {
		if fold.String(dir.Locations[i].Name) == fold.String(name) {
			return &dir.Locations[i]
		}
	}
	return nil
}

// matchType returns the clinic's type of that name, ignoring case and accents.
func matchType(dir Directory, name string) *AppointmentType {
	for i := range dir.Types {
		if fold.String(dir.Types[i].Name) == fold.String(name) {
			return &dir.Types[i]
		}
	}
	return nil
}

// defaultType is the type slots are suggested for when none is said: the clinic's only type, the
// type of the specialty, one named "Consulta", else the first.
func defaultType(dir Directory, specialty string) *AppointmentType {
	if len(dir.Types) == 0 {
		return nil
	}
	if specialty != "" {
		for i := range dir.Types {
			if ptbr.CanonicalSpecialty(dir.Types[i].Specialty) == specialty {
				return &dir.Types[i]
			}
		}
	}
	for i := range dir.Types {
		if fold.String(dir.Types[i].Name) == "consulta" {
			return &dir.Types[i]
		}
	}
	return &dir.Types[0]
}

// matching keeps the upcoming appointments the message points at: with the providers said, of
// the type said; for a cancel, also on the dates, at the time and in the period said (a
// reschedule's dates are the new slot's).
func matching(upcoming []Appointment, u *Understanding, providers []Provider) []Appointment {
	var out []Appointment
	zone := u.Reference.Location()
	for _, a := range upcoming {
		if (u.ProviderName != "" || u.Specialty != "") && !slices.ContainsFunc(providers, func(p Provider) bool { return p.ID == a.ProviderID }) {
			continue
		}
		if u.Type != nil && a.TypeID != u.Type.ID {
			continue
		}
		if u.Intent == ptbr.Cancel && !at(a.Start.In(zone), u.Result) {
			continue
		}
		out = append(out, a)
	}
	return out
}

// at reports whether the local instant t is on the dates, at the time and in the period said.
func at(t time.Time, r ptbr.Result) bool {
	d := localDate(t)
	if r.DateFrom != nil && (d.Before(*r.DateFrom) || d.After(*r.DateTo)) {
		return false
	}
	minutes := t.Hour()*60 + t.Minute()
	if r.Time != nil && minutes != *r.Time {
		return false
	}
	return r.Period == "" || periodOf(minutes) == r.Period
}

// periodOf is the period of a local clock time: manha before 12:00, tarde until 18:00, then noite.
func periodOf(minutes int) string {
	switch {
	case minutes < 12*60:
		return ptbr.Morning
	case minutes < 18*60:
		return ptbr.Afternoon
	}
	return ptbr.Evening
}

// localDate is t's wall-clock date as midnight UTC, the form dates take here.
func localDate(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// suggest finds up to MaxSuggestions slots on the dates said (else the next two weeks), from
// today on, at the location said, at the time said (else the nearest times that day) or in the
// period said.
func (s *Service) suggest(ctx context.Context, u *Understanding, providers []Provider, loc *Location) ([]Slot, error) {
	today := localDate(u.Reference)
	from, to := today, today.AddDate(0, 0, defaultSpanDays-1)
	if u.DateFrom != nil {
		from, to = *u.DateFrom, *u.DateTo
	}
	if from.Before(today) {
		from = today
	}
	if to.Sub(from) > maxSpanDays*24*time.Hour {
		to = from.AddDate(0, 0, maxSpanDays)
	}
	if to.Before(from) {
		return nil, nil
	}
	q := SlotQuery{From: from, To: to, TypeID: u.Type.ID, Limit: 200}
	if loc != nil {
		q.LocationID = &loc.ID
	}
	var slots []Slot
	if u.ProviderName == "" && u.Specialty != "" {
		q.Specialty = u.Specialty
		found, err := s.sched.FindSlots(ctx, q)
		if err != nil {
			return nil, err
		}
		slots = found
	} else {
		for _, p := range providers[:min(len(providers), MaxSuggestions)] {
			q.ProviderID = &p.ID
			found, err := s.sched.FindSlots(ctx, q)
			if err != nil {
				return nil, err
			}
			slots = append(slots, found...)
		}
	}
	return pickSlots(slots, u.Result), nil
}

// pickSlots keeps the slots in the period said, orders them by date and, when a time is said, by
// distance to it, and keeps the first MaxSuggestions.
func pickSlots(slots []Slot, r ptbr.Result) []Slot {
	kept := slots[:0:0]
	for _, sl := range slots {
		if r.Period != "" && periodOf(int(sl.Start)) != r.Period {
			continue
		}
		kept = append(kept, sl)
	}
	slices.SortStableFunc(kept, func(a, b Slot) int {
		if c := a.Date.Compare(b.Date); c != 0 {
			return c
		}
		if r.Time != nil {
			if c := cmp.Compare(abs(int(a.Start)-*r.Time), abs(int(b.Start)-*r.Time)); c != 0 {
				return c
			}
		}
		return a.Position.Compare(b.Position)
	})
	return kept[:min(len(kept), MaxSuggestions)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// providerShown is how the interpretation names the provider: the clinic's name when the name
// said points at one provider, else as said.
func providerShown(said string, providers []Provider) string {
	if said == "" {
		return ""
	}
	if len(providers) == 1 {
		return providers[0].Name
	}
	return said
}

func locationName(l *Location, said string) string {
	if l != nil {
		return l.Name
	}
	return said
}

// typeShown is the type the interpretation names: the one said, as the clinic names it.
func typeShown(u *Understanding) string {
	if u.AppointmentType == "" {
		return ""
	}
	if u.Type != nil {
		return u.Type.Name
	}
	return u.AppointmentType
}
