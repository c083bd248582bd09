package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/waitlist"
	"clinic/internal/tenancy"
)

// WaitlistCreate is the body of POST /v1/scheduling/waitlist.
type WaitlistCreate struct {
	PatientID         string   `json:"patient_id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient: pat_ token (recommended) or internal UUID (deprecated)"`
	AppointmentTypeID string   `json:"appointment_type_id" format:"uuid" doc:"An active appointment type: only freed slots of this type are offered"`
	ProviderProfileID *string  `json:"provider_profile_id,omitempty" nullable:"true" format:"uuid" doc:"Only this provider's slots (an active provider)"`
	Specialty         *string  `json:"specialty,omitempty" nullable:"true" maxLength:"100" example:"Cardiologia" doc:"Without provider_profile_id: any provider with this specialty (case and accents ignored)"`
	LocationID        *string  `json:"location_id,omitempty" nullable:"true" format:"uuid" doc:"Only slots at this location (an active location)"`
	EarliestDate      *string  `json:"earliest_date,omitempty" nullable:"true" format:"date" doc:"First local date the patient accepts"`
	LatestDate        *string  `json:"latest_date,omitempty" nullable:"true" format:"date" doc:"Last local date the patient accepts; the entry expires once it is over"`
	PreferredPeriods  []string `json:"preferred_periods,omitempty" maxItems:"3" enum:"morning,afternoon,evening" doc:"Local start of the slot: morning before 12:00, afternoon 12:00-18:00, evening from 18:00. Empty: any"`
	Priority          *int     `json:"priority,omitempty" minimum:"0" maximum:"10" default:"5" doc:"Higher is offered first; then the oldest entry"`
	Notes             *string  `json:"notes,omitempty" nullable:"true" maxLength:"2000"`
}

// TransformSchema states the required fields.
func (WaitlistCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "patient_id", "appointment_type_id")
}

func (b *WaitlistCreate) toNewEntry() waitlist.NewEntry {
	return waitlist.NewEntry{PatientRef: b.PatientID, AppointmentTypeID: apptUUID(b.AppointmentTypeID),
		ProviderProfileID: apptUUIDPtr(b.ProviderProfileID), Specialty: b.Specialty, LocationID: apptUUIDPtr(b.LocationID),
		EarliestDate: optionalDate(b.EarliestDate), LatestDate: optionalDate(b.LatestDate), PreferredPeriods: b.PreferredPeriods,
		Priority: b.Priority, Notes: b.Notes}
}

// optionalDate is parseDate for a date the schema has checked (nil when absent).
func optionalDate(s *string) *time.Time {
	d, _ := parseDate(s)
	return d
}

// WaitlistOfferOut is the slot held for an entry.
type WaitlistOfferOut struct {
	ProviderProfileID uuid.UUID `json:"provider_profile_id"`
	LocationID        uuid.UUID `json:"location_id"`
	StartTime         time.Time `json:"start_time"`
	EndTime           time.Time `json:"end_time"`
	HoldExpiresAt     time.Time `json:"hold_expires_at" doc:"Until then only this entry's patient can book the slot (with waitlist_entry_id); then the next entry gets it"`
}

// WaitlistEntryOut is a waitlist entry as the API shows it (also the data of waitlist events).
type WaitlistEntryOut struct {
	ID                uuid.UUID         `json:"id"`
	PatientID         uuid.UUID         `json:"patient_id" doc:"Internal UUID of the patient (deprecated form; see patient_token)"`
	PatientToken      string            `json:"patient_token"`
	AppointmentTypeID uuid.UUID         `json:"appointment_type_id"`
	ProviderProfileID *uuid.UUID        `json:"provider_profile_id"`
	Specialty         *string           `json:"specialty"`
	LocationID        *uuid.UUID        `json:"location_id"`
	EarliestDate      *string           `json:"earliest_date" format:"date"`
	LatestDate        *string           `json:"latest_date" format:"date"`
	PreferredPeriods  []string          `json:"preferred_periods"`
	Priority          int               `json:"priority"`
	Notes             *string           `json:"notes"`
	Status            string            `json:"status" enum:"waiting,offered,booked,expired,removed"`
	Offer             *WaitlistOfferOut `json:"offer" doc:"The slot on hold while status is offered; null otherwise"`
	AppointmentID     *uuid.UUID        `json:"appointment_id" doc:"The appointment that booked it"`
	CreatedAt         time.Time         `json:"created_at"`
	UpdatedAt         time.Time         `json:"updated_at"`
}

func toWaitlistEntryOut(e waitlist.Entry) WaitlistEntryOut {
	out := WaitlistEntryOut{ID: e.ID, PatientID: e.PatientID, PatientToken: e.PatientToken, AppointmentTypeID: e.AppointmentTypeID,
		ProviderProfileID: e.ProviderProfileID, Specialty: e.Specialty, LocationID: e.LocationID,
		EarliestDate: dateString(e.EarliestDate), LatestDate: dateString(e.LatestDate), PreferredPeriods: e.PreferredPeriods,
		Priority: e.Priority, Notes: e.Notes, Status: e.Status, AppointmentID: e.AppointmentID,
		CreatedAt: e.CreatedAt.UTC(), UpdatedAt: e.UpdatedAt.UTC()}
	if out.PreferredPeriods == nil {
		out.PreferredPeriods = []string{}
	}
	if o := e.Offer; o != nil {
		out.Offer = &WaitlistOfferOut{ProviderProfileID: o.ProviderProfileID, LocationID: o.LocationID,
			StartTime: o.StartTime.UTC(), EndTime: o.EndTime.UTC(), HoldExpiresAt: o.HoldExpiresAt.UTC()}
	}
	return out
}

// WaitlistPage is one page of entries.
type WaitlistPage struct {
	Items      []WaitlistEntryOut `json:"items"`
	NextCursor *string            `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

// WaitlistPositionOut is an entry's place in its queue.
type WaitlistPositionOut struct {
	EntryID      uuid.UUID `json:"entry_id"`
	Status       string    `json:"status" enum:"waiting,offered,booked,expired,removed"`
	Position     *int      `json:"position" doc:"1 is next; null unless the entry is waiting"`
	Ahead        int       `json:"ahead" doc:"Waiting entries offered a slot before this one"`
	TotalWaiting int       `json:"total_waiting" doc:"Waiting entries of the same queue, this one included when waiting"`
}

type waitlistEntryOutput = struct{ Body WaitlistEntryOut }

type waitlistIDInput struct {
	EntryID string `path:"entry_id"`
}

type listWaitlistInput struct {
	Status            []string `query:"status,explode" maxItems:"5" enum:"waiting,offered,booked,expired,removed" doc:"Only these statuses; repeat for several: status=waiting&status=offered"`
	PatientID         string   `query:"patient_id" doc:"Only this patient's entries"`
	ProviderProfileID string   `query:"provider_profile_id" format:"uuid"`
	AppointmentTypeID string   `query:"appointment_type_id" format:"uuid"`
	Limit             int      `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor            string   `query:"cursor" maxLength:"22"`
}

const waitlistNotFoundDoc = "404 for a malformed, unknown or another clinic's id (the same body)."

// waitlistDoc is how the waitlist works, stated once on the create operation.
const waitlistDoc = "When an appointment is cancelled (or rescheduled to another time), its slot is offered to the best matching " +
	"`waiting` entry: the same appointment type; the entry's provider, or any provider with its specialty; its location; the slot's " +
	"local date within `earliest_date`..`latest_date` and its local start in one of `preferred_periods`; never the patient who freed " +
	"it, never an entry offered this slot before. Best is the highest `priority`, then the oldest entry. The slot must start in the " +
	"future and still fit the provider (the booking rule). The entry becomes `offered` with the slot held for `SERVICE_WAITLIST_HOLD` " +
	"(default 2 h; at most until the slot starts), and `waitlist.offered` is sent to webhooks. While held, slot search does not show the " +
	"slot and booking refuses it (409) to anyone but the entry's patient, who books it with `waitlist_entry_id`: the entry becomes " +
	"`booked`. When the hold runs out (checked every few seconds) the entry goes back to `waiting` at its position, `waitlist.expired` " +
	"is sent, and the slot is offered to the next entry. An entry whose `latest_date` is over everywhere becomes `expired` (also " +
	"`waitlist.expired`, with `reason: entry_expired`). A new entry is not matched against slots that are free now (search them); " +
	"the waitlist is served by slots that free up."

func (s *server) registerWaitlist() {
	tags := []string{"Waitlist"}
	const base = "/v1/scheduling/waitlist"
	register(s, huma.Operation{
		OperationID: "create-waitlist-entry", Method: http.MethodPost, Path: base, Tags: tags,
		Summary: "Add a patient to the waitlist", DefaultStatus: http.StatusCreated,
		Description: "`patient_id` and `appointment_type_id` are required; the entry starts `waiting`.\n\n" + waitlistDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct{ Body WaitlistCreate }) (*waitlistEntryOutput, error) {
		e, err := s.deps.Waitlist.Create(ctx, in.Body.toNewEntry())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &waitlistEntryOutput{Body: toWaitlistEntryOut(e)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-waitlist-entries", Method: http.MethodGet, Path: base, Tags: tags,
		Summary: "List waitlist entries", Description: "Every entry of the clinic in creation order, filtered as asked.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *listWaitlistInput) (*struct{ Body WaitlistPage }, error) {
		p, err := s.deps.Waitlist.List(ctx, waitlist.Query{Statuses: in.Status, PatientRef: in.PatientID,
			ProviderProfileID: optionalUUID(&in.ProviderProfileID), AppointmentTypeID: optionalUUID(&in.AppointmentTypeID),
			Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		return &struct{ Body WaitlistPage }{WaitlistPage{Items: mapItems(p.Items, toWaitlistEntryOut), NextCursor: p.NextCursor}}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-waitlist-entry", Method: http.MethodGet, Path: base + "/{entry_id}", Tags: tags,
		Summary: "Get a waitlist entry", Errors: []int{http.StatusNotFound},
		Description: "With the slot on hold when it is `offered`. " + waitlistNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *waitlistIDInput) (*waitlistEntryOutput, error) {
		return onID(in.EntryID, waitlist.ErrNotFound, func(id uuid.UUID) (*waitlistEntryOutput, error) {
			return respond(toWaitlistEntryOut)(s.deps.Waitlist.Get(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-waitlist-entry", Method: http.MethodDelete, Path: base + "/{entry_id}", Tags: tags,
		Summary: "Remove a patient from the waitlist", DefaultStatus: http.StatusNoContent,
		Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "The entry becomes `removed` (idempotent: 204 again). An entry on offer gives the slot up, and it is offered to " +
			"the next entry at once. 409 for an entry already `booked` or `expired`. " + waitlistNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *waitlistIDInput) (*struct{}, error) {
		return onID(in.EntryID, waitlist.ErrNotFound, func(id uuid.UUID) (*struct{}, error) { return nil, s.deps.Waitlist.Remove(ctx, id) })
	})

	register(s, huma.Operation{
		OperationID: "get-waitlist-position", Method: http.MethodGet, Path: base + "/position/{entry_id}", Tags: tags,
		Summary: "Queue position of an entry", Errors: []int{http.StatusNotFound},
		Description: "The entry's queue is the `waiting` entries of the same appointment type and the same provider (an entry without " +
			"a provider: the same specialty, or none), ordered by `priority` (highest first), then creation. `position` is 1 for the " +
			"next entry offered a slot of the queue, `ahead` the entries before it; an entry not waiting has `position` null. " +
			waitlistNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *waitlistIDInput) (*struct{ Body WaitlistPositionOut }, error) {
		return onID(in.EntryID, waitlist.ErrNotFound, func(id uuid.UUID) (*struct{ Body WaitlistPositionOut }, error) {
			p, err := s.deps.Waitlist.Position(ctx, id)
			if err != nil {
				return nil, err
			}
			return &struct{ Body WaitlistPositionOut }{WaitlistPositionOut{EntryID: id, Status: p.Status, Position: p.Position,
				Ahead: p.Ahead, TotalWaiting: p.TotalWaiting}}, nil
		})
	})
}
