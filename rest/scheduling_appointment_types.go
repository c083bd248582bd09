package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/tenancy"
)

// AppointmentTypeUpdate is the body of PUT /v1/scheduling/appointment-types/{type_id}: every
// field is optional and only the fields sent change.
type AppointmentTypeUpdate struct {
	Name            *string `json:"name,omitempty" minLength:"1" maxLength:"255" example:"Primeira consulta" doc:"1 to 255 characters (trimmed); required on create"`
	DurationMinutes *int    `json:"duration_minutes,omitempty" minimum:"5" maximum:"480" example:"30" doc:"Required on create; the slot length of this type"`
	Specialty       *string `json:"specialty,omitempty" maxLength:"100" example:"Cardiologia"`
	Description     *string `json:"description,omitempty" maxLength:"2000"`
	IsActive        *bool   `json:"is_active,omitempty" doc:"Default true; PUT with true reactivates a deleted type"`
}

// AppointmentTypeCreate is the body of POST /v1/scheduling/appointment-types:
// AppointmentTypeUpdate's fields, name and duration_minutes required.
type AppointmentTypeCreate struct{ AppointmentTypeUpdate }

// TransformSchema states the required fields.
func (AppointmentTypeCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "name", "duration_minutes")
}

func (b *AppointmentTypeUpdate) toFields() calendar.AppointmentTypeFields {
	return calendar.AppointmentTypeFields{Name: b.Name, DurationMinutes: b.DurationMinutes, Specialty: b.Specialty,
		Description: b.Description, IsActive: b.IsActive}
}

type createAppointmentTypeInput struct{ Body AppointmentTypeCreate }

// Resolve runs the domain's checks with the schema's, so one 422 names every field.
func (in *createAppointmentTypeInput) Resolve(huma.Context) []error {
	f := in.Body.toFields()
	return domainIssues(f.Validate(true), "body.")
}

type updateAppointmentTypeInput struct {
	TypeID string `path:"type_id"`
	Body   AppointmentTypeUpdate
}

// Resolve runs the domain's checks with the schema's, so one 422 names every field.
func (in *updateAppointmentTypeInput) Resolve(huma.Context) []error {
	f := in.Body.toFields()
	return domainIssues(f.Validate(false), "body.")
}

// AppointmentTypeOut is an appointment type as the API shows it.
type AppointmentTypeOut struct {
	ID              uuid.UUID `json:"id"`
	Name            string    `json:"name"`
	DurationMinutes int       `json:"duration_minutes"`
	Specialty       *string   `json:"specialty"`
	Description     *string   `json:"description"`
	IsActive        bool      `json:"is_active"`
	CreatedAt       time.Time `json:"created_at"`
	UpdatedAt       time.Time `json:"updated_at"`
}

func toAppointmentTypeOut(t calendar.AppointmentType) AppointmentTypeOut {
	return AppointmentTypeOut{ID: t.ID, Name: t.Name, DurationMinutes: t.DurationMinutes, Specialty: t.Specialty,
		Description: t.Description, IsActive: t.IsActive, CreatedAt: t.CreatedAt.UTC(), UpdatedAt: t.UpdatedAt.UTC()}
}

// AppointmentTypePage is one page of appointment types.
type AppointmentTypePage struct {
	Items      []AppointmentTypeOut `json:"items"`
	NextCursor *string              `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type appointmentTypeOutput = struct{ Body AppointmentTypeOut }

type appointmentTypeIDInput struct {
	TypeID string `path:"type_id"`
}

type listAppointmentTypesInput struct {
	IncludeInactive bool   `query:"include_inactive" doc:"Also list deleted (inactive) types"`
	Limit           int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor          string `query:"cursor" maxLength:"64"`
}

const typeNotFoundDoc = "404 for a malformed, unknown or another clinic's id (the same body)."

func (s *server) registerAppointmentTypes() {
	tags := []string{"Appointment types"}
	const base = "/v1/scheduling/appointment-types"
	register(s, huma.Operation{
		OperationID: "create-appointment-type", Method: http.MethodPost, Path: base, Tags: tags,
		Summary: "Create an appointment type", DefaultStatus: http.StatusCreated,
		Description: "`name` and `duration_minutes` (5 to 480) are required.",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *createAppointmentTypeInput) (*appointmentTypeOutput, error) {
		t, err := s.deps.Calendar.CreateAppointmentType(ctx, in.Body.toFields())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &appointmentTypeOutput{Body: toAppointmentTypeOut(t)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-appointment-types", Method: http.MethodGet, Path: base, Tags: tags,
		Summary: "List appointment types", Description: "Active types in creation order, unless `include_inactive=true`.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *listAppointmentTypesInput) (*struct{ Body AppointmentTypePage }, error) {
		p, err := s.deps.Calendar.ListAppointmentTypes(ctx, calendar.AppointmentTypeQuery{
			IncludeInactive: in.IncludeInactive, Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, err
		}
		out := AppointmentTypePage{Items: mapItems(p.Items, toAppointmentTypeOut), NextCursor: p.NextCursor}
		return &struct{ Body AppointmentTypePage }{out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-appointment-type", Method: http.MethodGet, Path: base + "/{type_id}", Tags: tags,
		Summary: "Get an appointment type", Errors: []int{http.StatusNotFound},
		Description: "Deleted types stay readable, with `is_active: false`. " + typeNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *appointmentTypeIDInput) (*appointmentTypeOutput, error) {
		return onID(in.TypeID, calendar.ErrAppointmentTypeNotFound, func(id uuid.UUID) (*appointmentTypeOutput, error) {
			return respond(toAppointmentTypeOut)(s.deps.Calendar.GetAppointmentType(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "update-appointment-type", Method: http.MethodPut, Path: base + "/{type_id}", Tags: tags,
		Summary: "Update an appointment type (partial)", Errors: []int{http.StatusNotFound},
		Description: "Only the fields sent change; null leaves a field as it is. `is_active: true` reactivates. " + typeNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *updateAppointmentTypeInput) (*appointmentTypeOutput, error) {
		return onID(in.TypeID, calendar.ErrAppointmentTypeNotFound, func(id uuid.UUID) (*appointmentTypeOutput, error) {
			return respond(toAppointmentTypeOut)(s.deps.Calendar.UpdateAppointmentType(ctx, id, in.Body.toFields()))
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-appointment-type", Method: http.MethodDelete, Path: base + "/{type_id}", Tags: tags,
		Summary: "Delete (deactivate) an appointment type", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "Sets `is_active` to false (no new bookings of this type); idempotent (204 again). Existing appointments keep it. " +
			typeNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *appointmentTypeIDInput) (*struct{}, error) {
		return onID(in.TypeID, calendar.ErrAppointmentTypeNotFound, func(id uuid.UUID) (*struct{}, error) { return nil, s.deps.Calendar.DeactivateAppointmentType(ctx, id) })
	})
}
