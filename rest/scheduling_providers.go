package rest

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/tenancy"
)

// provOptional is a body field of a partial update that tells absent (Set false) from null
// (Null) from a value, for fields a client may clear.
type provOptional[T any] struct {
	Set   bool
	Null  bool
	Value T
}

// UnmarshalJSON records that the field was sent, and whether as null.
func (o *provOptional[T]) UnmarshalJSON(b []byte) error {
	o.Set = true
	if string(b) == "null" {
		o.Null = true
		return nil
	}
	return json.Unmarshal(b, &o.Value)
}

// Schema is T's schema, nullable.
func (provOptional[T]) Schema(r huma.Registry) *huma.Schema {
	s := *r.Schema(reflect.TypeFor[T](), true, "")
	s.Nullable = true
	return &s
}

// provUUID returns the value of an optional UUID field; a malformed one (the schema reports it)
// is absent, and clear reports an explicit null.
func provUUID(o provOptional[string]) (id *uuid.UUID, clear bool) {
	if o.Null {
		return nil, true
	}
	return optionalUUID(&o.Value), false
}

// optionalUUID parses an optional UUID; nil, "" and malformed ones (the schema reports them) are nil.
func optionalUUID(s *string) *uuid.UUID {
	if s == nil || *s == "" {
		return nil
	}
	id, err := uuid.Parse(*s)
	if err != nil {
		return nil
	}
	return &id
}

type provSvcKey struct{}

// provWithService puts the scheduling service in the operation's context so that the inputs'
// Resolve methods can check references (doctor, location, appointment types) against the tenant's
// data and report them in the same 422 as the schema's findings.
func (s *server) provWithService(op huma.Operation) huma.Operation {
	op.Middlewares = append(op.Middlewares, func(ctx huma.Context, next func(huma.Context)) {
		next(huma.WithValue(ctx, provSvcKey{}, s.deps.Calendar))
	})
	return op
}

// provCheck runs check with the service provWithService stored and returns its findings as huma
// error details under prefix. Anything but Invalid (e.g. the database is down) is left to the
// handler, which repeats every check in its own transaction.
func provCheck(ctx huma.Context, prefix string, check func(context.Context, *calendar.Service) error) []error {
	svc, ok := ctx.Context().Value(provSvcKey{}).(*calendar.Service)
	if !ok || svc == nil {
		return nil
	}
	return domainIssues(check(ctx.Context(), svc), prefix)
}

// ProviderProfileCreate is the body of POST /v1/scheduling/providers.
type ProviderProfileCreate struct {
	Name                              string         `json:"name" minLength:"1" maxLength:"255" example:"Dra. Ana Souza"`
	DoctorID                          *string        `json:"doctor_id,omitempty" nullable:"true" format:"uuid" doc:"A doctor of the clinic (see /v1/doctors); another clinic's or an unknown id is a 422"`
	Specialties                       []string       `json:"specialties,omitempty" maxItems:"20" example:"[\"Cardiologia\"]" doc:"Each 1 to 100 characters, trimmed; slot search matches them ignoring case and accents"`
	DefaultAppointmentDurationMinutes *int           `json:"default_appointment_duration_minutes,omitempty" minimum:"5" maximum:"480" default:"30" doc:"Slot length when neither the search nor the appointment type gives one"`
	BufferBetweenAppointmentsMinutes  *int           `json:"buffer_between_appointments_minutes,omitempty" minimum:"0" maximum:"240" default:"0"`
	MaxDailyAppointments              *int           `json:"max_daily_appointments,omitempty" nullable:"true" minimum:"1" maximum:"1000" doc:"Null: no daily limit"`
	MaxConcurrentAppointments         *int           `json:"max_concurrent_appointments,omitempty" minimum:"1" maximum:"100" default:"1"`
	PrimaryLocationID                 *string        `json:"primary_location_id,omitempty" nullable:"true" format:"uuid" doc:"An active location of the clinic, else 422"`
	IsAcceptingNewPatients            *bool          `json:"is_accepting_new_patients,omitempty" default:"true"`
	Metadata                          map[string]any `json:"metadata,omitempty" maxProperties:"64" doc:"Free-form object, at most 16 KiB of JSON without NUL characters (else code rule)"`
	IsActive                          *bool          `json:"is_active,omitempty" default:"true"`
}

// TransformSchema states the shape of each specialty.
func (ProviderProfileCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return provSpecialties(s)
}

// provSpecialties states what one specialty is: trimmed text of 1 to 100 characters (the
// contract's text rules then say it must not be blank).
func provSpecialties(s *huma.Schema) *huma.Schema { return itemsOf(s, "specialties", specialtyItem()) }

func (b *ProviderProfileCreate) toNew() calendar.NewProvider {
	return calendar.NewProvider{Name: b.Name, DoctorID: optionalUUID(b.DoctorID), Specialties: b.Specialties,
		DefaultAppointmentDurationMinutes: b.DefaultAppointmentDurationMinutes,
		BufferBetweenAppointmentsMinutes:  b.BufferBetweenAppointmentsMinutes,
		MaxDailyAppointments:              b.MaxDailyAppointments, MaxConcurrentAppointments: b.MaxConcurrentAppointments,
		PrimaryLocationID: optionalUUID(b.PrimaryLocationID), IsAcceptingNewPatients: b.IsAcceptingNewPatients,
		Metadata: b.Metadata, IsActive: b.IsActive}
}

// Resolve runs the domain's checks, references included, while huma validates the request, so
// one 422 lists every offending field.
func (b *ProviderProfileCreate) Resolve(ctx huma.Context) []error {
	in := b.toNew()
	return provCheck(ctx, "body.", func(c context.Context, svc *calendar.Service) error { return svc.CheckProvider(c, &in) })
}

// ProviderProfileUpdate is the body of PUT /v1/scheduling/providers/{provider_id}: a partial update.
type ProviderProfileUpdate struct {
	Name                              *string              `json:"name,omitempty" minLength:"1" maxLength:"255"`
	DoctorID                          provOptional[string] `json:"doctor_id,omitempty" format:"uuid" doc:"null unlinks the doctor"`
	Specialties                       []string             `json:"specialties,omitempty" maxItems:"20" doc:"Replaces the list; [] empties it"`
	DefaultAppointmentDurationMinutes *int                 `json:"default_appointment_duration_minutes,omitempty" minimum:"5" maximum:"480"`
	BufferBetweenAppointmentsMinutes  *int                 `json:"buffer_between_appointments_minutes,omitempty" minimum:"0" maximum:"240"`
	MaxDailyAppointments              provOptional[int]    `json:"max_daily_appointments,omitempty" minimum:"1" maximum:"1000" doc:"null removes the limit"`
	MaxConcurrentAppointments         *int                 `json:"max_concurrent_appointments,omitempty" minimum:"1" maximum:"100"`
	PrimaryLocationID                 provOptional[string] `json:"primary_location_id,omitempty" format:"uuid" doc:"null clears it"`
	IsAcceptingNewPatients            *bool                `json:"is_accepting_new_patients,omitempty"`
	Metadata                          map[string]any       `json:"metadata,omitempty" maxProperties:"64" doc:"Replaces the whole object; at most 16 KiB of JSON without NUL characters (else code rule)"`
	IsActive                          *bool                `json:"is_active,omitempty" doc:"true reactivates a deleted provider"`
}

// TransformSchema states the shape of each specialty.
func (ProviderProfileUpdate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return provSpecialties(s)
}

func (b *ProviderProfileUpdate) toPatch() calendar.ProviderPatch {
	p := calendar.ProviderPatch{Name: b.Name, Specialties: b.Specialties,
		DefaultAppointmentDurationMinutes: b.DefaultAppointmentDurationMinutes,
		BufferBetweenAppointmentsMinutes:  b.BufferBetweenAppointmentsMinutes,
		MaxConcurrentAppointments:         b.MaxConcurrentAppointments, IsAcceptingNewPatients: b.IsAcceptingNewPatients,
		Metadata: b.Metadata, IsActive: b.IsActive}
	p.DoctorID, p.ClearDoctorID = provUUID(b.DoctorID)
	p.PrimaryLocationID, p.ClearPrimaryLocationID = provUUID(b.PrimaryLocationID)
	if b.MaxDailyAppointments.Null {
		p.ClearMaxDailyAppointments = true
	} else if b.MaxDailyAppointments.Set {
		v := b.MaxDailyAppointments.Value
		p.MaxDailyAppointments = &v
	}
	return p
}

// Resolve runs the domain's checks, references included, while huma validates the request.
func (b *ProviderProfileUpdate) Resolve(ctx huma.Context) []error {
	p := b.toPatch()
	return provCheck(ctx, "body.", func(c context.Context, svc *calendar.Service) error { return svc.CheckProviderPatch(c, &p) })
}

// ProviderOut is a provider profile as the API shows it.
type ProviderOut struct {
	ID                                uuid.UUID      `json:"id"`
	Name                              string         `json:"name"`
	DoctorID                          *uuid.UUID     `json:"doctor_id"`
	Specialties                       []string       `json:"specialties"`
	DefaultAppointmentDurationMinutes int            `json:"default_appointment_duration_minutes"`
	BufferBetweenAppointmentsMinutes  int            `json:"buffer_between_appointments_minutes"`
	MaxDailyAppointments              *int           `json:"max_daily_appointments"`
	MaxConcurrentAppointments         int            `json:"max_concurrent_appointments"`
	PrimaryLocationID                 *uuid.UUID     `json:"primary_location_id"`
	IsAcceptingNewPatients            bool           `json:"is_accepting_new_patients"`
	Metadata                          map[string]any `json:"metadata"`
	IsActive                          bool           `json:"is_active"`
	CreatedAt                         time.Time      `json:"created_at"`
	UpdatedAt                         time.Time      `json:"updated_at"`
}

func provOut(p calendar.Provider) ProviderOut {
	if p.Specialties == nil {
		p.Specialties = []string{}
	}
	if p.Metadata == nil {
		p.Metadata = map[string]any{}
	}
	return ProviderOut{ID: p.ID, Name: p.Name, DoctorID: p.DoctorID, Specialties: p.Specialties,
		DefaultAppointmentDurationMinutes: p.DefaultAppointmentDurationMinutes,
		BufferBetweenAppointmentsMinutes:  p.BufferBetweenAppointmentsMinutes,
		MaxDailyAppointments:              p.MaxDailyAppointments, MaxConcurrentAppointments: p.MaxConcurrentAppointments,
		PrimaryLocationID: p.PrimaryLocationID, IsAcceptingNewPatients: p.IsAcceptingNewPatients, Metadata: p.Metadata,
		IsActive: p.IsActive, CreatedAt: p.CreatedAt.UTC(), UpdatedAt: p.UpdatedAt.UTC()}
}

// ProviderPage is one page of providers.
type ProviderPage struct {
	Items      []ProviderOut `json:"items"`
	NextCursor *string       `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type provOutput = struct{ Body ProviderOut }

type provPageOutput = struct{ Body ProviderPage }

type provListInput struct {
	Specialty       string `query:"specialty" maxLength:"100" doc:"One of the provider's specialties, ignoring case and accents"`
	LocationID      string `query:"location_id" format:"uuid" doc:"Primary location"`
	IncludeInactive bool   `query:"include_inactive" doc:"Also list deleted (inactive) providers"`
	Limit           int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor          string `query:"cursor" maxLength:"64" doc:"next_cursor of the previous page"`
}

type provIDInput struct {
	ProviderID string `path:"provider_id" doc:"Provider id (UUID)"`
}

type provUpdateInput struct {
	ProviderID string `path:"provider_id" doc:"Provider id (UUID)"`
	Body       ProviderProfileUpdate
}

const provNotFoundDoc = "404 for a malformed, unknown or another clinic's provider id (the same body)."

func (s *server) registerProviders() {
	tags := []string{"Providers"}
	register(s, s.provWithService(huma.Operation{
		OperationID: "create-provider", Method: http.MethodPost, Path: "/v1/scheduling/providers", Tags: tags,
		Summary: "Create a provider profile", DefaultStatus: http.StatusCreated,
		Description: "Only `name` is required. Defaults: duration 30 min, buffer 0, max concurrent 1, accepting new patients, " +
			"active, no daily limit. `doctor_id` must be a doctor of the clinic and `primary_location_id` an active location " +
			"of the clinic; otherwise 422 naming the field (ids of other clinics are never accepted). A doctor may have " +
			"several profiles.",
	}), tenancy.SchedulingWrite, func(ctx context.Context, in *struct{ Body ProviderProfileCreate }) (*provOutput, error) {
		p, err := s.deps.Calendar.CreateProvider(ctx, in.Body.toNew())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &provOutput{Body: provOut(p)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-providers", Method: http.MethodGet, Path: "/v1/scheduling/providers", Tags: tags,
		Summary:     "List providers",
		Description: "Active providers in creation order (deleted ones with `include_inactive=true`).",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *provListInput) (*provPageOutput, error) {
		pg, err := s.deps.Calendar.ListProviders(ctx, calendar.ProviderQuery{Specialty: in.Specialty,
			LocationID: optionalUUID(&in.LocationID), IncludeInactive: in.IncludeInactive, Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		out := ProviderPage{Items: mapItems(pg.Items, provOut), NextCursor: pg.NextCursor}
		return &provPageOutput{Body: out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-provider", Method: http.MethodGet, Path: "/v1/scheduling/providers/{provider_id}", Tags: tags,
		Summary: "Get a provider profile", Errors: []int{http.StatusNotFound},
		Description: "A deleted provider is still readable, with `is_active: false`. " + provNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *provIDInput) (*provOutput, error) {
		return onID(in.ProviderID, calendar.ProviderNotFound, func(id uuid.UUID) (*provOutput, error) {
			return respond(provOut)(s.deps.Calendar.GetProvider(ctx, id))
		})
	})

	register(s, s.provWithService(huma.Operation{
		OperationID: "update-provider", Method: http.MethodPut, Path: "/v1/scheduling/providers/{provider_id}", Tags: tags,
		Summary: "Update a provider profile (partial)", Errors: []int{http.StatusNotFound},
		Description: "Partial update: only the fields sent change; the others keep their values. `null` clears " +
			"`doctor_id`, `primary_location_id` and `max_daily_appointments`; `specialties` and `metadata` are replaced " +
			"as a whole. `is_active: true` reactivates a deleted provider. The same rules as creation apply to the fields " +
			"sent (422 naming each). " + provNotFoundDoc,
	}), tenancy.SchedulingWrite, func(ctx context.Context, in *provUpdateInput) (*provOutput, error) {
		return onID(in.ProviderID, calendar.ProviderNotFound, func(id uuid.UUID) (*provOutput, error) {
			return respond(provOut)(s.deps.Calendar.UpdateProvider(ctx, id, in.Body.toPatch()))
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-provider", Method: http.MethodDelete, Path: "/v1/scheduling/providers/{provider_id}", Tags: tags,
		Summary: "Deactivate a provider (soft delete)", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "Sets `is_active` to false: the provider leaves the default list and slot search but stays readable " +
			"by id, with its templates, overrides and appointments untouched. Idempotent (204 again). " + provNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *provIDInput) (*struct{}, error) {
		return onID(in.ProviderID, calendar.ProviderNotFound, func(id uuid.UUID) (*struct{}, error) { return nil, s.deps.Calendar.DeactivateProvider(ctx, id) })
	})

	s.registerTemplates()
	s.registerOverrides()
	s.registerConflicts()
}

// ConflictAppointmentOut is one side of a conflicting pair of appointments.
type ConflictAppointmentOut struct {
	ID           uuid.UUID `json:"id"`
	Status       string    `json:"status" enum:"requested,confirmed,checked_in,in_progress"`
	LocationID   uuid.UUID `json:"location_id"`
	LocationName string    `json:"location_name"`
	StartTime    time.Time `json:"start_time"`
	EndTime      time.Time `json:"end_time"`
}

// ConflictAppointmentPairOut is two appointments of the provider at different locations that
// collide.
type ConflictAppointmentPairOut struct {
	Kind           string                 `json:"kind" enum:"overlap,travel_time" doc:"overlap: the intervals intersect; travel_time: they do not, but the gap is under travel_minutes"`
	OverlapMinutes *int                   `json:"overlap_minutes" doc:"kind overlap: minutes both take, rounded up; else null"`
	GapMinutes     *int                   `json:"gap_minutes" doc:"kind travel_time: minutes from the end of first to the start of second, rounded down; else null"`
	First          ConflictAppointmentOut `json:"first" doc:"The one that starts first"`
	Second         ConflictAppointmentOut `json:"second"`
}

// ConflictTemplateOut is one side of a conflicting pair of templates.
type ConflictTemplateOut struct {
	TemplateOut
	LocationName     string `json:"location_name"`
	LocationTimezone string `json:"location_timezone"`
}

// ConflictTemplatePairOut is two templates of the provider at different locations whose windows
// collide on at least one date of the range.
type ConflictTemplatePairOut struct {
	Kind           string              `json:"kind" enum:"overlap,travel_time" doc:"overlap when the windows intersect on any of the dates, else travel_time"`
	OverlapMinutes *int                `json:"overlap_minutes" doc:"kind overlap: the largest intersection in minutes, rounded up; else null"`
	GapMinutes     *int                `json:"gap_minutes" doc:"kind travel_time: the smallest gap in minutes, rounded down; else null"`
	Dates          []string            `json:"dates" doc:"first's local dates on which they collide (YYYY-MM-DD)"`
	First          ConflictTemplateOut `json:"first" doc:"The one whose window starts first on the first of the dates"`
	Second         ConflictTemplateOut `json:"second"`
}

// ConflictReportOut is the answer of GET .../cross-location-conflicts.
type ConflictReportOut struct {
	ProviderID           uuid.UUID                    `json:"provider_id"`
	DateFrom             string                       `json:"date_from" format:"date"`
	DateTo               string                       `json:"date_to" format:"date"`
	TravelMinutes        int                          `json:"travel_minutes"`
	AppointmentConflicts []ConflictAppointmentPairOut `json:"appointment_conflicts" doc:"Ordered by first's start, then second's"`
	TemplateConflicts    []ConflictTemplatePairOut    `json:"template_conflicts" doc:"Ordered by the first collision"`
	Truncated            bool                         `json:"truncated" doc:"true when a list was cut at 1000 pairs"`
}

type provConflictsInput struct {
	ProviderID    string `path:"provider_id"`
	DateFrom      string `query:"date_from" required:"true" format:"date" doc:"First local date (inclusive)"`
	DateTo        string `query:"date_to" required:"true" format:"date" doc:"Last local date (inclusive), at most 90 days after date_from"`
	TravelMinutes int    `query:"travel_minutes" minimum:"0" maximum:"1440" default:"0" doc:"Minutes needed to move between two locations"`
}

type provConflictsOutput = struct{ Body ConflictReportOut }

func (in *provConflictsInput) toQuery() booking.ConflictQuery {
	q := booking.ConflictQuery{TravelMinutes: in.TravelMinutes}
	if d := tmplDate(&in.DateFrom); d != nil {
		q.DateFrom = *d
	}
	if d := tmplDate(&in.DateTo); d != nil {
		q.DateTo = *d
	}
	return q
}

// Resolve adds the rules spanning parameters (the range's order and length) to huma's findings.
func (in *provConflictsInput) Resolve(huma.Context) []error {
	q := in.toQuery()
	return domainIssues(q.Validate(), "query.")
}

func provConflictAppt(a booking.ConflictAppointment) ConflictAppointmentOut {
	return ConflictAppointmentOut{ID: a.ID, Status: a.Status, LocationID: a.LocationID, LocationName: a.LocationName,
		StartTime: a.StartTime.UTC(), EndTime: a.EndTime.UTC()}
}

func provConflictTmpl(t booking.ConflictTemplate) ConflictTemplateOut {
	return ConflictTemplateOut{TemplateOut: tmplOut(t.Template), LocationName: t.LocationName, LocationTimezone: t.LocationTimezone}
}

func provConflictsOut(r booking.CrossLocationConflicts) ConflictReportOut {
	out := ConflictReportOut{ProviderID: r.ProviderID, DateFrom: r.DateFrom.Format(time.DateOnly),
		DateTo: r.DateTo.Format(time.DateOnly), TravelMinutes: r.TravelMinutes, Truncated: r.Truncated,
		AppointmentConflicts: make([]ConflictAppointmentPairOut, len(r.Appointments)),
		TemplateConflicts:    make([]ConflictTemplatePairOut, len(r.Templates))}
	for i, p := range r.Appointments {
		out.AppointmentConflicts[i] = ConflictAppointmentPairOut{Kind: p.Kind, OverlapMinutes: p.OverlapMinutes,
			GapMinutes: p.GapMinutes, First: provConflictAppt(p.First), Second: provConflictAppt(p.Second)}
	}
	for i, p := range r.Templates {
		dates := make([]string, len(p.Dates))
		for j, d := range p.Dates {
			dates[j] = d.Format(time.DateOnly)
		}
		out.TemplateConflicts[i] = ConflictTemplatePairOut{Kind: p.Kind, OverlapMinutes: p.OverlapMinutes,
			GapMinutes: p.GapMinutes, Dates: dates, First: provConflictTmpl(p.First), Second: provConflictTmpl(p.Second)}
	}
	return out
}

func (s *server) registerConflicts() {
	register(s, huma.Operation{
		OperationID: "provider-cross-location-conflicts", Method: http.MethodGet,
		Path: "/v1/scheduling/providers/{provider_id}/cross-location-conflicts", Tags: []string{"Providers"},
		Summary: "Check a provider's cross-location conflicts", Errors: []int{http.StatusNotFound},
		Description: "Places where the provider would have to be at two locations at once, or could not travel " +
			"between them in `travel_minutes`, between the local dates `date_from` and `date_to` (both required, " +
			"inclusive, at most 90 days apart; else 422).\n\n" +
			"- `appointment_conflicts`: pairs of the provider's active appointments (requested, confirmed, checked_in, " +
			"in_progress) at different locations, both starting on a local date of the range (each read in its own " +
			"location's zone), that overlap (`kind: overlap`) or leave a gap shorter than `travel_minutes` between the " +
			"end of the first and the start of the second (`kind: travel_time`; back-to-back with `travel_minutes=0` " +
			"is no conflict).\n" +
			"- `template_conflicts`: pairs of the provider's active templates at different locations whose windows, " +
			"laid out on each date of the range in their location's zone (their weekday, within their validity), " +
			"overlap or are closer than `travel_minutes` on at least one date. Each pair appears once with the dates " +
			"it collides on; windows are compared as instants, so locations in different zones and DST switches are " +
			"handled. Overrides are not applied (this checks the weekly plan) and templates at deactivated locations " +
			"are left out (they offer no slots).\n\n" +
			"Answer: `{\"provider_id\", \"date_from\", \"date_to\", \"travel_minutes\", \"appointment_conflicts\": " +
			"[{\"kind\", \"overlap_minutes\", \"gap_minutes\", \"first\", \"second\"}], \"template_conflicts\": " +
			"[{\"kind\", \"overlap_minutes\", \"gap_minutes\", \"dates\", \"first\", \"second\"}], \"truncated\"}`; " +
			"`first` is the one that starts first. " +
			"Each list stops at 1000 pairs (`truncated: true`). 404 for a malformed, unknown or another clinic's " +
			"provider id; a deleted provider can still be checked.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *provConflictsInput) (*provConflictsOutput, error) {
		id, err := pathUUID(in.ProviderID, calendar.ProviderNotFound)
		if err != nil {
			return nil, err
		}
		r, err := s.deps.Booking.ConflictsOf(ctx, id, in.toQuery())
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		return &provConflictsOutput{Body: provConflictsOut(r)}, nil
	})
}
