package booking

import (
	"context"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
)

// Reschedule is the input of RescheduleAppointment.
type Reschedule struct {
	NewStartTime  time.Time
	NewEndTime    time.Time
	NewLocationID *uuid.UUID // nil: the original's location
	// NewRoomSet false: the original's room when the location does not change, else none;
	// true: NewRoomID, nil meaning no room.
	NewRoomSet bool
	NewRoomID  *uuid.UUID
	Reason     *string
}

// rescheduledReason is the cancellation_reason of an original cancelled by a reschedule.
const rescheduledReason = "rescheduled"

// Validate normalises the times (UTC, microseconds) and returns Invalid naming every bad field.
func (r *Reschedule) Validate() error {
	var f errs.Fields
	r.NewStartTime, r.NewEndTime = dbInstant(r.NewStartTime), dbInstant(r.NewEndTime)
	checkTimes(&f, r.NewStartTime, r.NewEndTime, "new_start_time", "new_end_time")
	if r.NewLocationID != nil && *r.NewLocationID == uuid.Nil {
		f.Add("new_location_id", "is not a valid id")
	}
	if r.NewRoomID != nil && *r.NewRoomID == uuid.Nil {
		f.Add("new_room_id", "is not a valid id")
	}
	checkText(&f, "reason", r.Reason, maxNotes)
	return f.Err()
}

// RescheduleAppointment books a new appointment (status requested; same patient, provider, type,
// source, notes, external reference and metadata; rescheduled_from_id set) at the new time,
// checked like a fresh booking but ignoring the original. The original, when requested,
// confirmed or checked in, is cancelled with cancellation_reason "rescheduled" (the client's
// reason goes to its history entry); in any other state it keeps its state. Either way it gains
// rescheduled_to_id and a new version. Events: appointment.created (new), then
// appointment.rescheduled (original); one transaction. Returns the new appointment.
// Errors: NotFound; Invalid (fields, new location or room missing, inactive or mismatched);
// Conflict when the original was already rescheduled, the provider is inactive or booked, an
// inherited location or room is inactive, or the room is taken.
func (s *Service) RescheduleAppointment(ctx context.Context, id uuid.UUID, r Reschedule) (Appointment, error) {
	if err := r.Validate(); err != nil {
		return Appointment{}, err
	}
	now := dbInstant(s.now())
	var out Appointment
	err := s.db.InTenantRetrying(ctx, func(tx pgx.Tx) error {
		orig, err := selectAppointment(ctx, tx, id, true)
		if err != nil {
			return err
		}
		if orig.RescheduledToID != nil {
			return errs.Conflictf("The appointment was already rescheduled to %s; reschedule that one instead",
				*orig.RescheduledToID)
		}
		next, names := rescheduled(orig, r, now)
		if err := linkOriginal(ctx, tx, orig, next.ID, r.Reason, now); err != nil {
			return err
		}
		reason := r.Reason
		if reason == nil {
			reason = ptr(rescheduledReason)
		}
		if out, err = book(ctx, tx, next, "", names, orig.ID, reason, nil, nil); err != nil {
			return err
		}
		if _, err = emit(ctx, tx, orig.ID, AppointmentRescheduled); err != nil {
			return err
		}
		if slices.Contains(lifecycleRules[LifecycleCancel].from, orig.Status) {
			return s.offerFreed(ctx, tx, orig) // the original was cancelled: its time is free
		}
		return nil
	})
	if err != nil {
		return Appointment{}, writeError("reschedule appointment", err)
	}
	return out, nil
}

// rescheduled is the new appointment a reschedule books, and the body fields its location
// and room came from ("" when inherited from the original).
func rescheduled(orig Appointment, r Reschedule, now time.Time) (Appointment, bodyFields) {
	next := Appointment{ID: uuid.Must(uuid.NewV7()), ProviderProfileID: orig.ProviderProfileID,
		PatientID: orig.PatientID, AppointmentTypeID: orig.AppointmentTypeID, LocationID: orig.LocationID,
		StartTime: r.NewStartTime, EndTime: r.NewEndTime, Status: StatusRequested, Source: orig.Source,
		Notes: orig.Notes, InternalNotes: orig.InternalNotes, ExternalReference: orig.ExternalReference,
		Metadata: orig.Metadata, Version: 1, RescheduledFromID: &orig.ID, CreatedAt: now, UpdatedAt: now}
	if next.Metadata == nil {
		next.Metadata = map[string]any{}
	}
	var names bodyFields
	if r.NewLocationID != nil {
		next.LocationID, names.location = *r.NewLocationID, "new_location_id"
	}
	switch {
	case r.NewRoomSet:
		next.RoomID, names.room = r.NewRoomID, "new_room_id"
	case next.LocationID == orig.LocationID:
		next.RoomID = orig.RoomID
	}
	return next, names
}

// linkOriginal points the original at its replacement, cancelling it first when its state
// allows a cancellation.
func linkOriginal(ctx context.Context, tx pgx.Tx, orig Appointment, next uuid.UUID, reason *string,
	now time.Time) error {
	if !slices.Contains(lifecycleRules[LifecycleCancel].from, orig.Status) {
		_, err := tx.Exec(ctx, linkRescheduledSQL, orig.ID, next, now)
		return err
	}
	_, err := tx.Exec(ctx, cancelRescheduledSQL, orig.ID, StatusCancelled, now, rescheduledReason, next)
	if err != nil {
		return err
	}
	if reason == nil {
		reason = ptr(rescheduledReason)
	}
	return addHistory(ctx, tx, orig.ID, &orig.Status, StatusCancelled, now, nil, reason)
}

func ptr[T any](v T) *T { return &v }
