package booking

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/outbox"
)

// Event is the kind of an outbox event (outbox_events.kind). Every change to an appointment writes
// one, in the transaction of the change, with the appointment as it is after the change as the
// payload; the webhooks domain fans them out to subscriptions later.
type Event string

// The events about appointments.
const (
	AppointmentCreated     Event = "appointment.created"
	AppointmentUpdated     Event = "appointment.updated"
	AppointmentConfirmed   Event = "appointment.confirmed"
	AppointmentCheckedIn   Event = "appointment.checked_in"
	AppointmentStarted     Event = "appointment.started"
	AppointmentCompleted   Event = "appointment.completed"
	AppointmentNoShow      Event = "appointment.no_show"
	AppointmentCancelled   Event = "appointment.cancelled"
	AppointmentRescheduled Event = "appointment.rescheduled"
)

// emit reads appointment id as it is now in tx, records kind about it in the outbox and
// returns it.
func emit(ctx context.Context, tx pgx.Tx, id uuid.UUID, kind Event) (Appointment, error) {
	a, err := selectAppointment(ctx, tx, id, false)
	if err != nil {
		return Appointment{}, err
	}
	return a, OutboxAppointment(ctx, tx, kind, a)
}

// OutboxAppointment writes one outbox event of kind about a, inside tx (the transaction of the
// change), with AppointmentPayload(a) as its payload.
func OutboxAppointment(ctx context.Context, tx pgx.Tx, kind Event, a Appointment) error {
	return outbox.Write(ctx, tx, string(kind), a.ID, AppointmentPayload(a))
}

// AppointmentPayload is a as the API shows it (the same keys and values as the REST response),
// without the status history and without internal_notes, which stay inside the clinic: event
// payloads leave the service (webhooks).
func AppointmentPayload(a Appointment) map[string]any {
	metadata := a.Metadata
	if metadata == nil {
		metadata = map[string]any{}
	}
	return map[string]any{
		"id":                  a.ID,
		"provider_profile_id": a.ProviderProfileID,
		"patient_id":          a.PatientID,
		"patient_token":       a.PatientToken,
		"appointment_type_id": a.AppointmentTypeID,
		"location_id":         a.LocationID,
		"room_id":             a.RoomID,
		"start_time":          a.StartTime.UTC(),
		"end_time":            a.EndTime.UTC(),
		"status":              a.Status,
		"source":              a.Source,
		"notes":               a.Notes,
		"external_reference":  a.ExternalReference,
		"metadata":            metadata,
		"version":             a.Version,
		"confirmed_at":        utcPtr(a.ConfirmedAt),
		"confirmed_by":        a.ConfirmedBy,
		"checked_in_at":       utcPtr(a.CheckedInAt),
		"checked_in_by":       a.CheckedInBy,
		"started_at":          utcPtr(a.StartedAt),
		"completed_at":        utcPtr(a.CompletedAt),
		"no_show_at":          utcPtr(a.NoShowAt),
		"cancelled_at":        utcPtr(a.CancelledAt),
		"cancelled_by":        a.CancelledBy,
		"cancellation_reason": a.CancellationReason,
		"rescheduled_from_id": a.RescheduledFromID,
		"rescheduled_to_id":   a.RescheduledToID,
		"created_at":          a.CreatedAt.UTC(),
		"updated_at":          a.UpdatedAt.UTC(),
	}
}

// utcPtr is t in UTC, nil staying nil.
func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
