// Package wire connects domains through the small interfaces each declares, so a domain never
// imports another's services: cmd and the test kit build the same connections from here.
package wire

import (
	"context"
	"time"

	"github.com/google/uuid"

	"clinic/internal/language"
	"clinic/internal/patients"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
)

// Scheduling is language.Scheduling over the scheduling and patient services.
type Scheduling struct {
	Calendar *calendar.Service
	Booking  *booking.Service
	Patients *patients.Service
}

var _ language.Scheduling = Scheduling{}

// directoryPages bounds how many pages of 200 the directory reads of each list.
const directoryPages = 10

// readAll reads every page of a list, up to directoryPages pages of 200.
func readAll[T any](list func(limit int, cursor string) ([]T, *string, error)) ([]T, error) {
	var out []T
	cursor := ""
	for range directoryPages {
		items, next, err := list(200, cursor)
		if err != nil {
			return nil, err
		}
		out = append(out, items...)
		if next == nil {
			break
		}
		cursor = *next
	}
	return out, nil
}

// Directory returns the clinic's active providers, locations (oldest first) and types.
func (s Scheduling) Directory(ctx context.Context) (language.Directory, error) {
	var d language.Directory
	providers, err := readAll(func(limit int, cursor string) ([]calendar.Provider, *string, error) {
		p, err := s.Calendar.ListProviders(ctx, calendar.ProviderQuery{Limit: limit, Cursor: cursor})
		return p.Items, p.NextCursor, err
	})
	if err != nil {
		return d, err
	}
	for _, p := range providers {
		d.Providers = append(d.Providers, language.Provider{ID: p.ID, Name: p.Name, Specialties: p.Specialties})
	}
	locations, err := readAll(func(limit int, cursor string) ([]calendar.Location, *string, error) {
		p, err := s.Calendar.ListLocations(ctx, calendar.LocationQuery{Limit: limit, Cursor: cursor})
		return p.Items, p.NextCursor, err
	})
	if err != nil {
		return d, err
	}
	for _, l := range locations {
		d.Locations = append(d.Locations, language.Location{ID: l.ID, Name: l.Name, Timezone: l.Timezone})
	}
	types, err := readAll(func(limit int, cursor string) ([]calendar.AppointmentType, *string, error) {
		p, err := s.Calendar.ListAppointmentTypes(ctx, calendar.AppointmentTypeQuery{Limit: limit, Cursor: cursor})
		return p.Items, p.NextCursor, err
	})
	if err != nil {
		return d, err
	}
	for _, t := range types {
		lt := language.AppointmentType{ID: t.ID, Name: t.Name}
		if t.Specialty != nil {
			lt.Specialty = *t.Specialty
		}
		d.Types = append(d.Types, lt)
	}
	return d, nil
}

// Patient returns the id of the tenant's patient ref names. Errors: NotFound.
func (s Scheduling) Patient(ctx context.Context, ref string) (uuid.UUID, error) {
	p, _, err := s.Patients.Resolve(ctx, ref)
	return p.ID, err
}

// FindSlots runs slot search.
func (s Scheduling) FindSlots(ctx context.Context, q language.SlotQuery) ([]language.Slot, error) {
	p, err := s.Booking.FindSlots(ctx, booking.SlotQuery{DateFrom: q.From, DateTo: q.To, AppointmentTypeID: q.TypeID,
		ProviderID: q.ProviderID, Specialty: q.Specialty, LocationID: q.LocationID, Limit: q.Limit})
	return p.Items, err
}

// Upcoming returns the patient's requested and confirmed appointments that start after from.
func (s Scheduling) Upcoming(ctx context.Context, patient uuid.UUID, from time.Time) ([]language.Appointment, error) {
	appts, err := readAll(func(limit int, cursor string) ([]booking.Appointment, *string, error) {
		p, err := s.Booking.ListAppointments(ctx, booking.AppointmentQuery{PatientRef: patient.String(),
			Statuses: []string{booking.StatusRequested, booking.StatusConfirmed}, From: &from, Limit: limit, Cursor: cursor})
		return p.Items, p.NextCursor, err
	})
	if err != nil {
		return nil, err
	}
	out := make([]language.Appointment, len(appts))
	for i, a := range appts {
		out[i] = toAppointment(a)
	}
	return out, nil
}

func toAppointment(a booking.Appointment) language.Appointment {
	return language.Appointment{ID: a.ID, ProviderID: a.ProviderProfileID, LocationID: a.LocationID,
		TypeID: a.AppointmentTypeID, Start: a.StartTime, End: a.EndTime, Status: a.Status}
}

// Book books the slot for the patient.
func (s Scheduling) Book(ctx context.Context, b language.Booking) (language.Appointment, error) {
	a, err := s.Booking.CreateAppointment(ctx, booking.NewAppointment{ProviderProfileID: b.Slot.ProviderID,
		PatientRef: b.Patient.String(), AppointmentTypeID: b.TypeID, LocationID: b.Slot.LocationID,
		StartTime: b.Slot.StartsAt, EndTime: b.Slot.EndsAt, Source: &b.Source})
	return toAppointment(a), err
}

// Cancel cancels an appointment with reason.
func (s Scheduling) Cancel(ctx context.Context, id uuid.UUID, reason string) (language.Appointment, error) {
	by := "patient"
	a, err := s.Booking.TransitionAppointment(ctx, id, booking.Transition{Action: booking.LifecycleCancel, By: &by, Reason: &reason})
	return toAppointment(a), err
}

// Reschedule moves an appointment to the slot.
func (s Scheduling) Reschedule(ctx context.Context, id uuid.UUID, to language.Slot) (language.Appointment, error) {
	a, err := s.Booking.RescheduleAppointment(ctx, id, booking.Reschedule{NewStartTime: to.StartsAt, NewEndTime: to.EndsAt,
		NewLocationID: &to.LocationID})
	return toAppointment(a), err
}
