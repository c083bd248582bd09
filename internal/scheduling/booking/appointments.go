package booking

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metadata"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/capacity"
	"clinic/internal/scheduling/patientref"
	"clinic/internal/scheduling/waitlist"
)

// The seven states of an appointment.
const (
	StatusRequested  = "requested"
	StatusConfirmed  = "confirmed"
	StatusCheckedIn  = "checked_in"
	StatusInProgress = "in_progress"
	StatusCompleted  = "completed"
	StatusNoShow     = "no_show"
	StatusCancelled  = "cancelled"
)

// Statuses lists every appointment state, in lifecycle order.
var Statuses = []string{StatusRequested, StatusConfirmed, StatusCheckedIn, StatusInProgress, StatusCompleted,
	StatusNoShow, StatusCancelled}

// StatusesActive are the states that occupy the provider's time and the room.
var StatusesActive = []string{StatusRequested, StatusConfirmed, StatusCheckedIn, StatusInProgress}

// Limits of an appointment's fields.
const (
	AppointmentMaxLength = 12 * time.Hour
	maxNotes             = 10000
	maxReference         = 255
	maxSource            = 50
)

// Appointment is one booking of a patient with a provider, at a location, with its lifecycle.
type Appointment struct {
	ID                 uuid.UUID
	ProviderProfileID  uuid.UUID
	PatientID          uuid.UUID // internal id of the patient
	PatientToken       string    // the patient's pat_ token
	AppointmentTypeID  uuid.UUID
	LocationID         uuid.UUID
	RoomID             *uuid.UUID
	StartTime          time.Time
	EndTime            time.Time
	Status             string
	Source             string
	Notes              *string
	InternalNotes      *string
	ExternalReference  *string
	Metadata           map[string]any
	Version            int
	ConfirmedAt        *time.Time
	ConfirmedBy        *string
	CheckedInAt        *time.Time
	CheckedInBy        *string
	StartedAt          *time.Time
	CompletedAt        *time.Time
	NoShowAt           *time.Time
	CancelledAt        *time.Time
	CancelledBy        *string
	CancellationReason *string
	RescheduledFromID  *uuid.UUID
	RescheduledToID    *uuid.UUID
	CreatedAt          time.Time
	UpdatedAt          time.Time
	History            []StatusChange // filled by GetAppointment only, oldest first
}

// StatusChange is one entry of an appointment's status history; FromStatus is nil for the creation.
type StatusChange struct {
	FromStatus *string
	ToStatus   string
	ChangedAt  time.Time
	ChangedBy  *string
	Reason     *string
}

// NewAppointment is the input of CreateAppointment.
type NewAppointment struct {
	ProviderProfileID uuid.UUID
	PatientRef        string // pat_ token or internal UUID of the tenant's patient
	AppointmentTypeID uuid.UUID
	LocationID        uuid.UUID
	RoomID            *uuid.UUID
	StartTime         time.Time
	EndTime           time.Time
	Source            *string // default "api"
	Notes             *string
	InternalNotes     *string
	ExternalReference *string
	Metadata          map[string]any
	// WaitlistEntryID, when set, books for that waitlist entry of the patient (waiting, or
	// offered: then its hold on the slot does not count against this booking); it becomes booked.
	WaitlistEntryID *uuid.UUID
}

// Validate normalises in (UTC times at microsecond precision, trimmed source, default source) and
// returns Invalid naming every bad field (names without a transport prefix). References are
// checked against the database by CreateAppointment, not here.
func (in *NewAppointment) Validate() error {
	var f errs.Fields
	if in.ProviderProfileID == uuid.Nil {
		f.Add("provider_profile_id", "is required")
	}
	if _, ok := patientref.Parse(in.PatientRef); !ok {
		f.Add("patient_id", patientref.Invalid)
	}
	if in.AppointmentTypeID == uuid.Nil {
		f.Add("appointment_type_id", "is required")
	}
	if in.LocationID == uuid.Nil {
		f.Add("location_id", "is required")
	}
	if in.RoomID != nil && *in.RoomID == uuid.Nil {
		f.Add("room_id", "is not a valid id")
	}
	in.StartTime, in.EndTime = dbInstant(in.StartTime), dbInstant(in.EndTime)
	checkTimes(&f, in.StartTime, in.EndTime, "start_time", "end_time")
	if in.Source != nil {
		s := strings.TrimSpace(*in.Source)
		in.Source = &s
	}
	if in.Source == nil || *in.Source == "" {
		api := "api"
		in.Source = &api
	}
	if n := len([]rune(*in.Source)); n > maxSource {
		f.Add("source", "must be at most %d characters", maxSource)
	}
	checkText(&f, "notes", in.Notes, maxNotes)
	checkText(&f, "internal_notes", in.InternalNotes, maxNotes)
	checkText(&f, "external_reference", in.ExternalReference, maxReference)
	metadata.Check(&f, "metadata", in.Metadata)
	if in.WaitlistEntryID != nil && *in.WaitlistEntryID == uuid.Nil {
		f.Add("waitlist_entry_id", "is not a valid id")
	}
	return f.Err()
}

// dbInstant is t in UTC at the database's precision.
func dbInstant(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

func checkTimes(f *errs.Fields, start, end time.Time, startName, endName string) {
	switch {
	case start.IsZero():
		f.Add(startName, "is required")
	case end.IsZero():
		f.Add(endName, "is required")
	case !end.After(start):
		f.Rule(endName, "must be after %s", startName)
	case end.Sub(start) > AppointmentMaxLength:
		f.Rule(endName, "must be at most 12 hours after %s", startName)
	}
}

func checkText(f *errs.Fields, name string, s *string, max int) {
	if s != nil && len([]rune(*s)) > max {
		f.Add(name, "must be at most %d characters", max)
	}
}

// ErrAppointmentNotFound is the uniform answer for an appointment that does not exist in the
// caller's tenant: missing, another tenant's or a malformed id.
var ErrAppointmentNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Appointment not found"}

// CreateAppointment books an appointment in status requested, with its first history entry and
// an appointment.created event, in one transaction that holds the provider's row lock.
// Errors: Invalid (bad fields, or a reference that is missing, inactive or another tenant's);
// Conflict when the provider's capacity (concurrency with buffers, daily maximum) or the room is
// taken.
func (s *Service) CreateAppointment(ctx context.Context, in NewAppointment) (Appointment, error) {
	if err := in.Validate(); err != nil {
		return Appointment{}, err
	}
	if in.Metadata == nil {
		in.Metadata = map[string]any{}
	}
	now := dbInstant(s.now())
	a := Appointment{ID: uuid.Must(uuid.NewV7()), ProviderProfileID: in.ProviderProfileID,
		AppointmentTypeID: in.AppointmentTypeID, LocationID: in.LocationID, RoomID: in.RoomID,
		StartTime: in.StartTime, EndTime: in.EndTime, Status: StatusRequested, Source: *in.Source, Notes: in.Notes,
		InternalNotes: in.InternalNotes, ExternalReference: in.ExternalReference, Metadata: in.Metadata,
		Version: 1, CreatedAt: now, UpdatedAt: now}
	var out Appointment
	err := s.db.InTenantRetrying(ctx, func(tx pgx.Tx) error {
		var err error
		out, err = book(ctx, tx, a, in.PatientRef, createFields, uuid.Nil, nil, nil, in.WaitlistEntryID)
		return err
	})
	if err != nil {
		return Appointment{}, writeError("create appointment", err)
	}
	return out, nil
}

// bodyFields names the body fields a booking's references came from; "" means the value
// was not in the body (a reschedule inherits it), so a problem with it is a conflict, not a 422.
type bodyFields struct {
	provider, patient, appointmentType, location, room, waitlistEntry string
}

var createFields = bodyFields{provider: "provider_profile_id", patient: "patient_id",
	appointmentType: "appointment_type_id", location: "location_id", room: "room_id", waitlistEntry: "waitlist_entry_id"}

// book checks a's references and the provider's capacity, then inserts a with its
// creation history and appointment.created event, inside tx. patientRef is resolved when a has no
// PatientID. ignore is an appointment left out of the capacity counts (the one being
// rescheduled); reason and changedBy go to the history entry. entry, when not nil, is the
// waitlist entry the booking serves: its hold is left out of the capacity check and it becomes
// booked.
func book(ctx context.Context, tx pgx.Tx, a Appointment, patientRef string, names bodyFields,
	ignore uuid.UUID, reason, changedBy *string, entry *uuid.UUID) (Appointment, error) {
	terms, err := checkRefs(ctx, tx, &a, patientRef, names)
	if err != nil {
		return Appointment{}, err
	}
	except := capacity.Except{Appointment: ignore}
	var waiting waitlist.Entry
	if entry != nil {
		if waiting, err = waitlist.Claim(ctx, tx, *entry, a.PatientID, a.AppointmentTypeID, names.waitlistEntry); err != nil {
			return Appointment{}, err
		}
		except.Hold = waiting.ID
	}
	if err := capacity.Check(ctx, tx, slotOf(a), terms, except); err != nil {
		return Appointment{}, err
	}
	_, err = tx.Exec(ctx, insertAppointmentSQL,
		a.ID, a.ProviderProfileID, a.PatientID, a.AppointmentTypeID, a.LocationID, a.RoomID, a.StartTime, a.EndTime,
		a.Status, a.Source, a.Notes, a.InternalNotes, a.ExternalReference, a.Metadata, a.RescheduledFromID, a.CreatedAt)
	if err != nil {
		return Appointment{}, err
	}
	if err := addHistory(ctx, tx, a.ID, nil, a.Status, a.CreatedAt, changedBy, reason); err != nil {
		return Appointment{}, err
	}
	if entry != nil {
		if err := waitlist.Booked(ctx, tx, waiting, a.ID); err != nil {
			return Appointment{}, err
		}
	}
	return emit(ctx, tx, a.ID, AppointmentCreated)
}

// checkRefs locks a's provider row (serialising every booking of the provider, so the
// count-then-insert that follows cannot race), resolves the patient into a.PatientID and checks
// that every reference exists in the tenant and is active. Errors: Invalid naming the fields in
// names; Conflict for a problem with an inherited reference (names has "" for it).
func checkRefs(ctx context.Context, tx pgx.Tx, a *Appointment, patientRef string, names bodyFields) (capacity.Terms, error) {
	var terms capacity.Terms
	var f errs.Fields
	var conflicts []string
	problem := func(field, msg string) {
		if field == "" {
			conflicts = append(conflicts, msg)
		} else {
			f.Reference(field, "%s", msg)
		}
	}
	var err error
	terms.Provider, err = calendar.LockProvider(ctx, tx, a.ProviderProfileID)
	if err := refProblem(err, terms.Provider.Active, names.provider, "provider", problem); err != nil {
		return terms, err
	}
	if a.PatientID == uuid.Nil {
		a.PatientID, err = patientref.Resolve(ctx, tx, patientRef)
		if err := refProblem(err, true, names.patient, "patient", problem); err != nil {
			return terms, err
		}
	}
	if names.appointmentType != "" { // a reschedule keeps the type, even one deactivated since
		active, err := calendar.TypeActive(ctx, tx, a.AppointmentTypeID)
		if err := refProblem(err, active, names.appointmentType, "appointment type", problem); err != nil {
			return terms, err
		}
	}
	terms.Site, err = calendar.SiteOf(ctx, tx, a.LocationID)
	if err := refProblem(err, terms.Site.Active, names.location, "location", problem); err != nil {
		return terms, err
	}
	if a.RoomID != nil {
		active, at, err := calendar.RoomAt(ctx, tx, *a.RoomID)
		if err := refProblem(err, active, names.room, "room", problem); err != nil {
			return terms, err
		}
		if err == nil && active && at != a.LocationID {
			problem(names.room, "the room is not at "+orElse(names.location, "the appointment's location"))
		}
	}
	if err := f.Err(); err != nil {
		return terms, err
	}
	if len(conflicts) > 0 {
		return terms, errs.Conflictf("Cannot book: %s", strings.Join(conflicts, "; "))
	}
	return terms, nil
}

// slotOf is the provider's time a occupies.
func slotOf(a Appointment) capacity.Slot {
	return capacity.Slot{ProviderID: a.ProviderProfileID, LocationID: a.LocationID, Start: a.StartTime, End: a.EndTime}
}

// refProblem reports a missing or inactive reference through problem.
func refProblem(err error, active bool, field, what string, problem func(field, msg string)) error {
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		problem(field, "no such "+what+" in this clinic")
	case err != nil:
		return err
	case !active:
		problem(field, "the "+what+" is inactive")
	}
	return nil
}

func orElse(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// addHistory appends one status-history entry.
func addHistory(ctx context.Context, tx pgx.Tx, id uuid.UUID, from *string, to string, at time.Time,
	by, reason *string) error {
	_, err := tx.Exec(ctx, insertHistorySQL,
		uuid.Must(uuid.NewV7()), id, from, to, at, by, reason)
	return err
}

// writeError classifies the database's refusals of a write; the room's exclusion
// constraint is the last guard against double-booking a room.
func writeError(op string, err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23P01" && pgErr.ConstraintName == "appointments_room_overlap" {
		return errs.Conflictf("The room is already booked for an overlapping appointment")
	}
	if _, ok := errs.As(err); ok {
		return err
	}
	return fmt.Errorf("%s: %w", op, err)
}
