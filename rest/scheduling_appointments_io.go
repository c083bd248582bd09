package rest

import (
	"bytes"
	"clinic/internal/scheduling/booking"
	"encoding/json"
	"reflect"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"
)

// AppointmentCreate is the body of POST /v1/scheduling/appointments.
type AppointmentCreate struct {
	ProviderProfileID string         `json:"provider_profile_id" format:"uuid" doc:"An active provider profile of the clinic"`
	PatientID         string         `json:"patient_id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient: pat_ token (recommended) or internal UUID (deprecated); one of another clinic is a 422 with code reference"`
	AppointmentTypeID string         `json:"appointment_type_id" format:"uuid" doc:"An active appointment type of the clinic"`
	LocationID        string         `json:"location_id" format:"uuid" doc:"An active location of the clinic"`
	RoomID            *string        `json:"room_id,omitempty" nullable:"true" format:"uuid" doc:"An active room of location_id"`
	StartTime         string         `json:"start_time" format:"date-time" example:"2030-01-07T13:00:00Z" doc:"UTC; an offset is accepted and converted to UTC"`
	EndTime           string         `json:"end_time" format:"date-time" example:"2030-01-07T13:30:00Z" doc:"After start_time, at most 12 hours later"`
	Source            *string        `json:"source,omitempty" nullable:"true" maxLength:"50" example:"front_desk" doc:"Where the booking came from; default api"`
	Notes             *string        `json:"notes,omitempty" nullable:"true" maxLength:"10000"`
	InternalNotes     *string        `json:"internal_notes,omitempty" nullable:"true" maxLength:"10000" doc:"For the clinic's staff"`
	ExternalReference *string        `json:"external_reference,omitempty" nullable:"true" maxLength:"255" doc:"The booking's id in another system"`
	Metadata          map[string]any `json:"metadata,omitempty" maxProperties:"64" doc:"Free-form object, at most 16 KiB of JSON without NUL characters (else code rule)"`
	WaitlistEntryID   *string        `json:"waitlist_entry_id,omitempty" nullable:"true" format:"uuid" doc:"Books for this waitlist entry of the same patient and appointment type (waiting or offered); the entry becomes booked. Required to book a slot the waitlist holds for the entry: its hold does not count against this booking, and nobody else can book it while it holds"`
}

// AppointmentOut is an appointment as the API shows it (also the payload of its outbox events).
type AppointmentOut struct {
	ID                 uuid.UUID      `json:"id"`
	ProviderProfileID  uuid.UUID      `json:"provider_profile_id"`
	PatientID          uuid.UUID      `json:"patient_id" doc:"Internal UUID of the patient (deprecated form; see patient_token)"`
	PatientToken       string         `json:"patient_token" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient's pat_ token (recommended form)"`
	AppointmentTypeID  uuid.UUID      `json:"appointment_type_id"`
	LocationID         uuid.UUID      `json:"location_id"`
	RoomID             *uuid.UUID     `json:"room_id"`
	StartTime          time.Time      `json:"start_time"`
	EndTime            time.Time      `json:"end_time"`
	Status             string         `json:"status" enum:"requested,confirmed,checked_in,in_progress,completed,no_show,cancelled"`
	Source             string         `json:"source"`
	Notes              *string        `json:"notes"`
	InternalNotes      *string        `json:"internal_notes"`
	ExternalReference  *string        `json:"external_reference"`
	Metadata           map[string]any `json:"metadata"`
	Version            int            `json:"version" doc:"Bumped by every change; send it back with PUT"`
	ConfirmedAt        *time.Time     `json:"confirmed_at"`
	ConfirmedBy        *string        `json:"confirmed_by"`
	CheckedInAt        *time.Time     `json:"checked_in_at"`
	CheckedInBy        *string        `json:"checked_in_by"`
	StartedAt          *time.Time     `json:"started_at"`
	CompletedAt        *time.Time     `json:"completed_at"`
	NoShowAt           *time.Time     `json:"no_show_at"`
	CancelledAt        *time.Time     `json:"cancelled_at"`
	CancelledBy        *string        `json:"cancelled_by"`
	CancellationReason *string        `json:"cancellation_reason" doc:"rescheduled when a reschedule cancelled it"`
	RescheduledFromID  *uuid.UUID     `json:"rescheduled_from_id" doc:"The appointment this one replaces"`
	RescheduledToID    *uuid.UUID     `json:"rescheduled_to_id" doc:"The appointment that replaced this one"`
	CreatedAt          time.Time      `json:"created_at"`
	UpdatedAt          time.Time      `json:"updated_at"`
}

// AppointmentDetailOut is an appointment with its status history.
type AppointmentDetailOut struct {
	AppointmentOut
	StatusHistory []StatusChangeOut `json:"status_history" doc:"Oldest first, starting with the creation (from_status null)"`
}

// StatusChangeOut is one entry of an appointment's status history.
type StatusChangeOut struct {
	FromStatus *string   `json:"from_status" doc:"null for the creation"`
	ToStatus   string    `json:"to_status"`
	ChangedAt  time.Time `json:"changed_at"`
	ChangedBy  *string   `json:"changed_by" doc:"confirmed_by, checked_in_by or cancelled_by of the operation"`
	Reason     *string   `json:"reason" doc:"Cancellation reason, or the notes of complete and no-show, or the reschedule's reason"`
}

// AppointmentList is one page of appointments.
type AppointmentList struct {
	Items      []AppointmentOut `json:"items"`
	NextCursor *string          `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

// AppointmentUpdate is the body of PUT /v1/scheduling/appointments/{appointment_id}.
type AppointmentUpdate struct {
	Version       int                  `json:"version" minimum:"1" maximum:"2147483647" doc:"The version you read; required"`
	Notes         apptNullable[string] `json:"notes,omitzero" maxLength:"10000" doc:"Absent: unchanged; null: cleared"`
	InternalNotes apptNullable[string] `json:"internal_notes,omitzero" maxLength:"10000" doc:"Absent: unchanged; null: cleared"`
	RoomID        apptNullable[string] `json:"room_id,omitzero" format:"uuid" doc:"Absent: unchanged; null: no room; else an active room of the appointment's location, conflict-checked"`
	Metadata      map[string]any       `json:"metadata,omitempty" maxProperties:"64" doc:"Replaces the whole object; at most 16 KiB of JSON without NUL characters (else code rule)"`
}

// AppointmentConfirm is the optional body of the confirm operation.
type AppointmentConfirm struct {
	ConfirmedBy *string `json:"confirmed_by,omitempty" nullable:"true" maxLength:"255" example:"recepcao"`
}

// AppointmentCheckIn is the optional body of the check-in operation.
type AppointmentCheckIn struct {
	CheckedInBy *string `json:"checked_in_by,omitempty" nullable:"true" maxLength:"255"`
}

// AppointmentNotes is the optional body of the complete and no-show operations.
type AppointmentNotes struct {
	Notes *string `json:"notes,omitempty" nullable:"true" maxLength:"10000" doc:"Recorded as the history entry's reason"`
}

// AppointmentCancel is the optional body of the cancel operation.
type AppointmentCancel struct {
	Reason      *string `json:"reason,omitempty" nullable:"true" maxLength:"10000"`
	CancelledBy *string `json:"cancelled_by,omitempty" nullable:"true" maxLength:"255"`
}

// AppointmentReschedule is the body of the reschedule operation.
type AppointmentReschedule struct {
	NewStartTime  string               `json:"new_start_time" format:"date-time" example:"2030-01-08T13:00:00Z" doc:"UTC; an offset is accepted and converted to UTC"`
	NewEndTime    string               `json:"new_end_time" format:"date-time" example:"2030-01-08T13:30:00Z" doc:"After new_start_time, at most 12 hours later"`
	NewLocationID *string              `json:"new_location_id,omitempty" nullable:"true" format:"uuid" doc:"Default: the original's location"`
	NewRoomID     apptNullable[string] `json:"new_room_id,omitzero" format:"uuid" doc:"Absent: the original's room when the location is unchanged, else none; null: no room"`
	Reason        *string              `json:"reason,omitempty" nullable:"true" maxLength:"10000" doc:"Recorded in both appointments' history"`
}

// apptNullable is a body field that distinguishes absent (Sent false), null (Null) and a value.
type apptNullable[T any] struct {
	Sent  bool
	Null  bool
	Value T
}

// UnmarshalJSON records that the field was sent, and whether as null. A value of the wrong type
// is left zero: the schema has already reported it, and failing here would stop the decoding of
// the other fields.
func (n *apptNullable[T]) UnmarshalJSON(b []byte) error {
	n.Sent = true
	if bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		n.Null = true
		return nil
	}
	_ = json.Unmarshal(b, &n.Value)
	return nil
}

// Schema is T's schema, nullable.
func (n apptNullable[T]) Schema(r huma.Registry) *huma.Schema {
	s := r.Schema(reflect.TypeOf(n.Value), true, "")
	s.Nullable = true
	return s
}

// ptr returns the value as a pointer: nil when absent or null.
func (n apptNullable[T]) ptr() *T {
	if !n.Sent || n.Null {
		return nil
	}
	return &n.Value
}

// apptUUIDPtr parses an optional UUID (the schema has checked its format).
func apptUUIDPtr(s *string) *uuid.UUID {
	if s == nil {
		return nil
	}
	id, err := uuid.Parse(*s)
	if err != nil {
		return nil
	}
	return &id
}

// apptTime parses an RFC 3339 datetime, zero when malformed (the schema reports it).
func apptTime(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}

// apptIssues are the domain's findings for the body, except "is required": the schema already
// reports every missing required property, and a malformed value is zero for the domain.
func apptIssues(err error) []error {
	out := domainIssues(err, "body.")
	kept := out[:0]
	for _, e := range out {
		if d, ok := e.(*huma.ErrorDetail); !ok || !strings.HasPrefix(d.Message, "is required") {
			kept = append(kept, e)
		}
	}
	return kept
}

// apptUUID parses a UUID, uuid.Nil when malformed (the schema reports it).
func apptUUID(s string) uuid.UUID {
	id, _ := uuid.Parse(s)
	return id
}

func (b *AppointmentCreate) toNewAppointment() booking.NewAppointment {
	return booking.NewAppointment{ProviderProfileID: apptUUID(b.ProviderProfileID), PatientRef: b.PatientID,
		AppointmentTypeID: apptUUID(b.AppointmentTypeID), LocationID: apptUUID(b.LocationID),
		RoomID: apptUUIDPtr(b.RoomID), StartTime: apptTime(b.StartTime), EndTime: apptTime(b.EndTime), Source: b.Source, Notes: b.Notes,
		InternalNotes: b.InternalNotes, ExternalReference: b.ExternalReference, Metadata: b.Metadata,
		WaitlistEntryID: apptUUIDPtr(b.WaitlistEntryID)}
}

// Resolve runs the domain's checks while huma validates the request (one 422 for every field).
func (b *AppointmentCreate) Resolve(huma.Context) []error {
	in := b.toNewAppointment()
	return apptIssues(in.Validate())
}

func (b *AppointmentUpdate) toPatch() booking.AppointmentPatch {
	p := booking.AppointmentPatch{Version: b.Version, NotesSet: b.Notes.Sent, Notes: b.Notes.ptr(),
		InternalNotesSet: b.InternalNotes.Sent, InternalNotes: b.InternalNotes.ptr(), RoomSet: b.RoomID.Sent,
		Metadata: b.Metadata}
	p.RoomID = apptUUIDPtr(b.RoomID.ptr())
	return p
}

// Resolve runs the domain's checks while huma validates the request.
func (b *AppointmentUpdate) Resolve(huma.Context) []error {
	p := b.toPatch()
	return apptIssues(p.Validate())
}

func (b *AppointmentReschedule) toReschedule() booking.Reschedule {
	return booking.Reschedule{NewStartTime: apptTime(b.NewStartTime), NewEndTime: apptTime(b.NewEndTime),
		NewLocationID: apptUUIDPtr(b.NewLocationID), NewRoomSet: b.NewRoomID.Sent,
		NewRoomID: apptUUIDPtr(b.NewRoomID.ptr()), Reason: b.Reason}
}

// Resolve runs the domain's checks while huma validates the request.
func (b *AppointmentReschedule) Resolve(huma.Context) []error {
	r := b.toReschedule()
	return apptIssues(r.Validate())
}

func toAppointmentOut(a booking.Appointment) AppointmentOut {
	if a.Metadata == nil {
		a.Metadata = map[string]any{}
	}
	return AppointmentOut{ID: a.ID, ProviderProfileID: a.ProviderProfileID, PatientID: a.PatientID,
		PatientToken: a.PatientToken, AppointmentTypeID: a.AppointmentTypeID, LocationID: a.LocationID, RoomID: a.RoomID,
		StartTime: a.StartTime.UTC(), EndTime: a.EndTime.UTC(), Status: a.Status, Source: a.Source, Notes: a.Notes,
		InternalNotes: a.InternalNotes, ExternalReference: a.ExternalReference, Metadata: a.Metadata, Version: a.Version,
		ConfirmedAt: apptUTCPtr(a.ConfirmedAt), ConfirmedBy: a.ConfirmedBy, CheckedInAt: apptUTCPtr(a.CheckedInAt),
		CheckedInBy: a.CheckedInBy, StartedAt: apptUTCPtr(a.StartedAt), CompletedAt: apptUTCPtr(a.CompletedAt),
		NoShowAt: apptUTCPtr(a.NoShowAt), CancelledAt: apptUTCPtr(a.CancelledAt), CancelledBy: a.CancelledBy,
		CancellationReason: a.CancellationReason, RescheduledFromID: a.RescheduledFromID,
		RescheduledToID: a.RescheduledToID, CreatedAt: a.CreatedAt.UTC(), UpdatedAt: a.UpdatedAt.UTC()}
}

func toAppointmentDetailOut(a booking.Appointment) AppointmentDetailOut {
	out := AppointmentDetailOut{AppointmentOut: toAppointmentOut(a), StatusHistory: make([]StatusChangeOut, len(a.History))}
	for i, c := range a.History {
		out.StatusHistory[i] = StatusChangeOut{FromStatus: c.FromStatus, ToStatus: c.ToStatus,
			ChangedAt: c.ChangedAt.UTC(), ChangedBy: c.ChangedBy, Reason: c.Reason}
	}
	return out
}

func apptUTCPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
