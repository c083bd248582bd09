package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/instant"
	"clinic/internal/scheduling/booking"
	"clinic/internal/tenancy"
)

const apptBase = "/v1/scheduling/appointments"

type apptOutput = struct{ Body AppointmentOut }

type apptDetailOutput = struct{ Body AppointmentDetailOut }

type apptListOutput struct {
	AppointmentDeprecationHeaders
	Body AppointmentList
}

type apptCreateOutput struct {
	AppointmentDeprecationHeaders
	Body AppointmentOut
}

// AppointmentDeprecationHeaders flag a request that named the patient by its deprecated internal UUID, as the
// patient paths do.
type AppointmentDeprecationHeaders struct {
	Deprecation *string `header:"Deprecation" doc:"true when patient_id was the deprecated internal UUID"`
	Link        *string `header:"Link" doc:"Where the deprecation is explained"`
}

// apptDeprecated returns the headers for a patient reference in the UUID form, none otherwise.
func apptDeprecated(patientRef string) AppointmentDeprecationHeaders {
	if _, err := uuid.Parse(patientRef); err != nil || len(patientRef) != 36 {
		return AppointmentDeprecationHeaders{}
	}
	yes, link := "true", `</docs#patient-identifiers>; rel="deprecation"; type="text/html"`
	return AppointmentDeprecationHeaders{Deprecation: &yes, Link: &link}
}

// AppointmentIDParam is the {appointment_id} path parameter (embedded in operation inputs).
type AppointmentIDParam struct {
	ID string `path:"appointment_id" doc:"The appointment's id"`
}

type apptListInput struct {
	ProviderProfileID string        `query:"provider_profile_id" format:"uuid"`
	PatientID         string        `query:"patient_id" doc:"pat_ token or internal UUID; an unknown patient gives an empty list"`
	LocationID        string        `query:"location_id" format:"uuid"`
	Status            []string      `query:"status,explode" maxItems:"7" enum:"requested,confirmed,checked_in,in_progress,completed,no_show,cancelled" doc:"Repeat for several: status=requested&status=confirmed"`
	DateFrom          dateOrInstant `query:"date_from" doc:"start_time on or after: a date (from its 00:00 UTC) or an RFC 3339 datetime"`
	DateTo            dateOrInstant `query:"date_to" doc:"start_time before: a date (through its end, UTC: inclusive) or an RFC 3339 datetime (exclusive)"`
	Limit             int           `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor            string        `query:"cursor" maxLength:"64" doc:"next_cursor of the previous page"`
}

// apptBound parses a date_from / date_to value: a date is a UTC day (date_to: up to the next
// day's midnight), anything else an RFC 3339 datetime. ok is false for a malformed value.
func apptBound(s string, end bool) (t *time.Time, ok bool) {
	if s == "" {
		return nil, true
	}
	if d, err := time.Parse(time.DateOnly, s); err == nil && instant.InRange(d) {
		if end {
			d = d.AddDate(0, 0, 1)
		}
		return &d, true
	}
	if d, err := time.Parse(time.RFC3339Nano, s); err == nil && instant.InRange(d) {
		d = d.UTC()
		return &d, true
	}
	return nil, false
}

// toQuery converts the parameters; the fields named in the error are malformed.
func (in *apptListInput) toQuery() (booking.AppointmentQuery, error) {
	q := booking.AppointmentQuery{ProviderProfileID: apptUUIDPtr(apptNonEmpty(in.ProviderProfileID)),
		PatientRef: in.PatientID, LocationID: apptUUIDPtr(apptNonEmpty(in.LocationID)), Statuses: in.Status,
		Limit: in.Limit, Cursor: in.Cursor}
	var f errs.Fields
	var ok bool
	if q.From, ok = apptBound(in.DateFrom.raw, false); !ok {
		f.Add("date_from", "must be a date (YYYY-MM-DD) or an RFC 3339 datetime in the years 1900 to 9998")
	}
	if q.To, ok = apptBound(in.DateTo.raw, true); !ok {
		f.Add("date_to", "must be a date (YYYY-MM-DD) or an RFC 3339 datetime in the years 1900 to 9998")
	}
	if err := f.Err(); err != nil {
		return q, err
	}
	return q, q.Validate()
}

// Resolve reports malformed filters in the same 422 as the schema's findings.
func (in *apptListInput) Resolve(huma.Context) []error {
	_, err := in.toQuery()
	return domainIssues(err, "query.")
}

func apptNonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

const apptNotFoundDoc = "404 for a malformed, unknown or another clinic's appointment id (the same body). "

const apptCreateDoc = `Books an appointment in status ` + "`requested`" + `.

References: every id must name an existing, active object of the clinic, else **422** naming the
body field (` + "`no such ... in this clinic`" + ` for a missing or another clinic's id, ` + "`... is inactive`" + `, or a room
that is not at ` + "`location_id`" + `). ` + "`patient_id`" + ` is the pat_ token or the internal UUID; the response's
` + "`patient_id`" + ` is the internal UUID and ` + "`patient_token`" + ` the token.

Times: ` + "`end_time`" + ` after ` + "`start_time`" + `, at most 12 hours (422). Times in the past and outside the provider's
weekly templates are accepted (front-desk fitting-in), but not outside the location's operating hours.

**409** when the appointment is not entirely inside the location's ` + "`operating_hours`" + ` of the local dates
it touches, nor inside an ` + "`added`" + ` override window of the provider at that location (the explicit way to
open extra hours; the detail says "outside the location's operating hours"); when it does not fit the
provider's capacity; when the provider already has ` + "`max_daily_appointments`" + ` active appointments on its local
date; or when the room holds an overlapping active appointment (any provider).

Bookings of one provider are serialised by a lock in the database, so parallel requests never
exceed the capacity.

` + capacityRuleDoc + `

Writes the first status-history entry and
an ` + "`appointment.created`" + ` outbox event.`

const apptTransitionDoc = `Lifecycle (the only allowed moves; anything else is **409** naming both states):

| operation | from | to | records |
|---|---|---|---|
| confirm | requested | confirmed | confirmed_at, confirmed_by |
| check-in | confirmed | checked_in | checked_in_at, checked_in_by |
| start | checked_in | in_progress | started_at |
| complete | in_progress | completed | completed_at (notes → history reason) |
| no-show | confirmed, checked_in | no_show | no_show_at (notes → history reason) |
| cancel, DELETE | requested, confirmed, checked_in | cancelled | cancelled_at, cancelled_by, cancellation_reason |

Each bumps ` + "`version`" + `, appends a status-history entry (changed_by = the *_by field) and writes the
` + "`appointment.<state>`" + ` outbox event. The notes of complete and no-show are kept in the history entry's
` + "`reason`" + `; the appointment's own ` + "`notes`" + ` do not change. Concurrent operations are serialised: of two
from the same state only the first succeeds. The body is optional. Answers the appointment.`

func (s *server) registerAppointments() {
	tags := []string{"Appointments"}
	register(s, huma.Operation{
		OperationID: "create-appointment", Method: http.MethodPost, Path: apptBase, Tags: tags,
		Summary: "Book an appointment", DefaultStatus: http.StatusCreated, Errors: []int{http.StatusConflict},
		Description: apptCreateDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct{ Body AppointmentCreate }) (*apptCreateOutput, error) {
		a, err := s.deps.Booking.CreateAppointment(ctx, in.Body.toNewAppointment())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &apptCreateOutput{apptDeprecated(in.Body.PatientID), toAppointmentOut(a)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-appointments", Method: http.MethodGet, Path: apptBase, Tags: tags,
		Summary: "List appointments",
		Description: "In booking order, cursor-paginated. Filters combine with AND; `status` may repeat (any of). " +
			"`date_from`/`date_to` filter on start_time: a date means a UTC day (date_to inclusive of its whole day), " +
			"a datetime an instant (date_to exclusive); for a clinic's local day pass datetimes with its offset. " +
			"An unknown (or another clinic's) patient, provider or location gives an empty list; a malformed one 422.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *apptListInput) (*apptListOutput, error) {
		q, err := in.toQuery()
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		pg, err := s.deps.Booking.ListAppointments(ctx, q)
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		out := AppointmentList{Items: mapItems(pg.Items, toAppointmentOut), NextCursor: pg.NextCursor}
		return &apptListOutput{apptDeprecated(in.PatientID), out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-appointment", Method: http.MethodGet, Path: apptBase + "/{appointment_id}", Tags: tags,
		Summary: "Get an appointment with its status history", Errors: []int{http.StatusNotFound},
		Description: apptNotFoundDoc + "`status_history` is oldest first, starting with the creation (from_status null).",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *AppointmentIDParam) (*apptDetailOutput, error) {
		return onID(in.ID, booking.ErrAppointmentNotFound, func(id uuid.UUID) (*apptDetailOutput, error) {
			return respond(toAppointmentDetailOut)(s.deps.Booking.GetAppointment(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "update-appointment", Method: http.MethodPut, Path: apptBase + "/{appointment_id}", Tags: tags,
		Summary: "Change notes, room or metadata", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: apptNotFoundDoc + "Optimistic: `version` must be the appointment's current version " +
			"(missing → 422; stale → 409 naming the current version; of concurrent writers with one version " +
			"exactly one succeeds). Only notes, internal_notes, room_id and metadata change (any other field → 422); " +
			"an absent field is unchanged, null clears it; metadata replaces the whole object. A new room must be " +
			"an active room of the appointment's location (422) and free (409). Bumps `version` and writes an " +
			"`appointment.updated` event; the status history is not touched (the status does not change).",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct {
		AppointmentIDParam
		Body AppointmentUpdate
	}) (*apptOutput, error) {
		return onID(in.ID, booking.ErrAppointmentNotFound, func(id uuid.UUID) (*apptOutput, error) {
			return respond(toAppointmentOut)(s.deps.Booking.UpdateAppointment(ctx, id, in.Body.toPatch()))
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-appointment", Method: http.MethodDelete, Path: apptBase + "/{appointment_id}", Tags: tags,
		Summary: "Cancel an appointment (shorthand)", DefaultStatus: http.StatusNoContent,
		Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: apptNotFoundDoc + "The same as POST .../cancel without a body: allowed from requested, " +
			"confirmed or checked_in; from any other state (cancelled included) 409 naming both states.",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *AppointmentIDParam) (*struct{}, error) {
		_, err := s.apptTransition(ctx, in.ID, booking.Transition{Action: booking.LifecycleCancel})
		return nil, err
	})

	s.registerAppointmentLifecycle()
	s.registerAppointmentReschedule(tags)
}

// apptTransition applies one lifecycle operation to the appointment a path names.
func (s *server) apptTransition(ctx context.Context, rawID string, t booking.Transition) (*apptOutput, error) {
	return onID(rawID, booking.ErrAppointmentNotFound, func(id uuid.UUID) (*apptOutput, error) {
		return respond(toAppointmentOut)(s.deps.Booking.TransitionAppointment(ctx, id, t))
	})
}

func apptActionOp(action booking.LifecycleAction, summary string) huma.Operation {
	return huma.Operation{
		OperationID: string(action) + "-appointment", Method: http.MethodPost,
		Path: apptBase + "/{appointment_id}/" + string(action), Tags: []string{"Appointments"}, Summary: summary,
		Errors: []int{http.StatusNotFound, http.StatusConflict}, Description: apptNotFoundDoc + apptTransitionDoc,
	}
}

func (s *server) registerAppointmentLifecycle() {
	perm := tenancy.SchedulingWrite
	register(s, apptActionOp(booking.LifecycleConfirm, "Confirm an appointment"), perm,
		func(ctx context.Context, in *struct {
			AppointmentIDParam
			Body *AppointmentConfirm
		}) (*apptOutput, error) {
			t := booking.Transition{Action: booking.LifecycleConfirm}
			if in.Body != nil {
				t.By = in.Body.ConfirmedBy
			}
			return s.apptTransition(ctx, in.ID, t)
		})
	register(s, apptActionOp(booking.LifecycleCheckIn, "Check a patient in"), perm,
		func(ctx context.Context, in *struct {
			AppointmentIDParam
			Body *AppointmentCheckIn
		}) (*apptOutput, error) {
			t := booking.Transition{Action: booking.LifecycleCheckIn}
			if in.Body != nil {
				t.By = in.Body.CheckedInBy
			}
			return s.apptTransition(ctx, in.ID, t)
		})
	register(s, apptActionOp(booking.LifecycleStart, "Start an appointment"), perm,
		func(ctx context.Context, in *AppointmentIDParam) (*apptOutput, error) {
			return s.apptTransition(ctx, in.ID, booking.Transition{Action: booking.LifecycleStart})
		})
	for _, action := range []booking.LifecycleAction{booking.LifecycleComplete, booking.LifecycleNoShow} {
		summary := map[booking.LifecycleAction]string{booking.LifecycleComplete: "Complete an appointment",
			booking.LifecycleNoShow: "Mark a no-show"}[action]
		register(s, apptActionOp(action, summary), perm, func(ctx context.Context, in *struct {
			AppointmentIDParam
			Body *AppointmentNotes
		}) (*apptOutput, error) {
			t := booking.Transition{Action: action}
			if in.Body != nil {
				t.Notes = in.Body.Notes
			}
			return s.apptTransition(ctx, in.ID, t)
		})
	}
	register(s, apptActionOp(booking.LifecycleCancel, "Cancel an appointment"), perm,
		func(ctx context.Context, in *struct {
			AppointmentIDParam
			Body *AppointmentCancel
		}) (*apptOutput, error) {
			t := booking.Transition{Action: booking.LifecycleCancel}
			if in.Body != nil {
				t.By, t.Reason = in.Body.CancelledBy, in.Body.Reason
			}
			return s.apptTransition(ctx, in.ID, t)
		})
}

const apptRescheduleDoc = `Books a **new** appointment (201, status requested; same patient, provider and type; source,
notes, internal notes, external reference and metadata copied; ` + "`rescheduled_from_id`" + ` set) and answers it.
` + "`new_location_id`" + ` defaults to the original's location; ` + "`new_room_id`" + ` absent keeps the original's room when the
location does not change (none otherwise), null books no room.

The new time is checked exactly like a fresh booking (422 for bad times or a missing/inactive/mismatched
new location or room; 409 for the provider's capacity, buffers, daily maximum or the room), ignoring
the original. An inherited location or room that is no longer active, or a provider deactivated since,
is a 409 (pass new_location_id / new_room_id). The type is inherited even if deactivated since.

The original, when requested, confirmed or checked_in, becomes cancelled with
` + "`cancellation_reason: \"rescheduled\"`" + `; in any other state (in_progress, completed, no_show, cancelled) it keeps
its state. Either way it gains ` + "`rescheduled_to_id`" + ` and a new version. An appointment already rescheduled
cannot be rescheduled again (409: reschedule its replacement). ` + "`reason`" + ` (default "rescheduled") is the
reason of the original's cancellation entry and of the new appointment's creation entry.
Events: ` + "`appointment.created`" + ` (new) then ` + "`appointment.rescheduled`" + ` (original, as changed); no separate
` + "`appointment.cancelled`" + `. All in one transaction.`

func (s *server) registerAppointmentReschedule(tags []string) {
	register(s, huma.Operation{
		OperationID: "reschedule-appointment", Method: http.MethodPost, Path: apptBase + "/{appointment_id}/reschedule",
		Tags: tags, Summary: "Reschedule an appointment", DefaultStatus: http.StatusCreated,
		Errors: []int{http.StatusNotFound, http.StatusConflict}, Description: apptNotFoundDoc + apptRescheduleDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct {
		AppointmentIDParam
		Body AppointmentReschedule
	}) (*apptOutput, error) {
		return onID(in.ID, booking.ErrAppointmentNotFound, func(id uuid.UUID) (*apptOutput, error) {
			return respond(toAppointmentOut)(s.deps.Booking.RescheduleAppointment(ctx, id, in.Body.toReschedule()))
		})
	})
}
