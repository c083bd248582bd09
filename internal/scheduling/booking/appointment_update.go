package booking

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metadata"
	"clinic/internal/scheduling/calendar"
)

// AppointmentPatch is the input of UpdateAppointment: the version the client read, and the only
// fields that may change. A field is changed only when its Set flag is true; a nil value then
// clears it. Metadata, when not nil, replaces the whole object.
type AppointmentPatch struct {
	Version          int // required: the appointment's current version
	NotesSet         bool
	Notes            *string
	InternalNotesSet bool
	InternalNotes    *string
	RoomSet          bool
	RoomID           *uuid.UUID
	Metadata         map[string]any
}

// Validate returns Invalid naming every bad field (names without a transport prefix).
func (p *AppointmentPatch) Validate() error {
	var f errs.Fields
	if p.Version < 1 {
		f.Add("version", "is required: the version of the appointment you read (1 or more)")
	}
	checkText(&f, "notes", p.Notes, maxNotes)
	checkText(&f, "internal_notes", p.InternalNotes, maxNotes)
	if p.RoomSet && p.RoomID != nil && *p.RoomID == uuid.Nil {
		f.Add("room_id", "is not a valid id")
	}
	metadata.Check(&f, "metadata", p.Metadata)
	return f.Err()
}

// UpdateAppointment changes notes, internal notes, room or metadata of appointment id when
// p.Version is its current version, bumps the version and writes an appointment.updated event.
// The status does not change, so no history entry is added. Errors: Invalid (bad fields, or a
// room that is missing, inactive or at another location); NotFound; Conflict when the version is
// stale or the new room is taken.
func (s *Service) UpdateAppointment(ctx context.Context, id uuid.UUID, p AppointmentPatch) (Appointment, error) {
	if err := p.Validate(); err != nil {
		return Appointment{}, err
	}
	now := dbInstant(s.now())
	var out Appointment
	err := s.db.InTenantRetrying(ctx, func(tx pgx.Tx) error {
		cur, err := selectAppointment(ctx, tx, id, false)
		if err != nil {
			return err
		}
		if cur.Version != p.Version {
			return staleVersion(p.Version, cur.Version)
		}
		if p.RoomSet && p.RoomID != nil {
			if err := checkRoom(ctx, tx, *p.RoomID, cur.LocationID); err != nil {
				return err
			}
		}
		var metadata any // SQL null keeps the stored object
		if p.Metadata != nil {
			metadata = p.Metadata
		}
		// The version in the WHERE is the optimistic lock: of concurrent writers holding the same
		// version, the first to commit wins and the others update nothing.
		tag, err := tx.Exec(ctx, updateAppointmentSQL,
			id, p.Version, p.NotesSet, p.Notes, p.InternalNotesSet, p.InternalNotes, p.RoomSet, p.RoomID, metadata, now)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			var current int
			if err := tx.QueryRow(ctx, appointmentVersionSQL, id).Scan(&current); err != nil {
				if errors.Is(err, pgx.ErrNoRows) {
					return ErrAppointmentNotFound
				}
				return err
			}
			return staleVersion(p.Version, current)
		}
		out, err = emit(ctx, tx, id, AppointmentUpdated)
		return err
	})
	if err != nil {
		return Appointment{}, writeError("update appointment", err)
	}
	return out, nil
}

// staleVersion is the Conflict of an optimistic write with an outdated version.
func staleVersion(sent, current int) error {
	return errs.Conflictf("Version %d is stale: the appointment is at version %d; read it again and retry", sent, current)
}

// checkRoom returns Invalid (field room_id) unless room is an active room of location.
func checkRoom(ctx context.Context, tx pgx.Tx, room, location uuid.UUID) error {
	active, at, err := calendar.RoomAt(ctx, tx, room)
	var f errs.Fields
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		f.Reference("room_id", "no such room in this clinic")
	case err != nil:
		return err
	case !active:
		f.Reference("room_id", "the room is inactive")
	case at != location:
		f.Reference("room_id", "the room is not at the appointment's location")
	}
	return f.Err()
}
