// Package language is booking in Portuguese: it reads what a patient writes or says (ptbr),
// resolves it against the clinic's own providers, locations, appointment types and the patient's
// appointments, suggests slots, and carries a booking through a conversation. It never books by
// itself: what it reads goes through the scheduling service, with its rules, through Scheduling.
package language

import (
	"context"
	"time"

	"github.com/google/uuid"

	"clinic/internal/scheduling/availability"
)

// Scheduling is what this package asks of the scheduling domain, under the caller's tenant. It is
// implemented by internal/wire over the scheduling services.
type Scheduling interface {
	// Directory returns the clinic's active providers, locations (oldest first) and appointment types.
	Directory(ctx context.Context) (Directory, error)
	// Patient returns the internal id of the patient ref names (pat_ token or UUID).
	// Errors: NotFound.
	Patient(ctx context.Context, ref string) (uuid.UUID, error)
	// FindSlots returns up to q.Limit available slots in the order of slot search.
	FindSlots(ctx context.Context, q SlotQuery) ([]Slot, error)
	// Upcoming returns the patient's requested and confirmed appointments that start after from,
	// soonest first.
	Upcoming(ctx context.Context, patient uuid.UUID, from time.Time) ([]Appointment, error)
	// Book books a slot for the patient (same rules as POST /v1/scheduling/appointments).
	// Errors: Conflict when the slot was taken meanwhile, Invalid.
	Book(ctx context.Context, b Booking) (Appointment, error)
	// Cancel cancels the patient's appointment. Errors: NotFound, Conflict.
	Cancel(ctx context.Context, id uuid.UUID, reason string) (Appointment, error)
	// Reschedule moves an appointment to a slot. Errors: NotFound, Conflict, Invalid.
	Reschedule(ctx context.Context, id uuid.UUID, to Slot) (Appointment, error)
}

// Directory is what the clinic offers.
type Directory struct {
	Providers []Provider
	Locations []Location
	Types     []AppointmentType
}

// Provider is a bookable professional.
type Provider struct {
	ID          uuid.UUID
	Name        string
	Specialties []string
}

// Location is a place of the clinic, with its IANA zone.
type Location struct {
	ID       uuid.UUID
	Name     string
	Timezone string
}

// AppointmentType is a kind of appointment.
type AppointmentType struct {
	ID        uuid.UUID
	Name      string
	Specialty string
}

// SlotQuery is a slot search: local dates, a type, and a provider or a specialty.
type SlotQuery struct {
	From, To   time.Time
	TypeID     uuid.UUID
	ProviderID *uuid.UUID
	Specialty  string
	LocationID *uuid.UUID
	Limit      int
}

// Slot is one bookable interval, as slot search returns it.
type Slot = availability.Slot

// Appointment is one of the patient's appointments.
type Appointment struct {
	ID         uuid.UUID
	ProviderID uuid.UUID
	LocationID uuid.UUID
	TypeID     uuid.UUID
	Start, End time.Time // UTC
	Status     string
}

// Booking is a slot to book for a patient.
type Booking struct {
	Patient uuid.UUID
	TypeID  uuid.UUID
	Slot    Slot
	Source  string // "natural_language", "conversation:whatsapp"...
}
