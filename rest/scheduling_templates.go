package rest

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/tenancy"
)

// TemplateCreate is the body of POST /v1/scheduling/providers/{provider_id}/templates.
type TemplateCreate struct {
	LocationID         string   `json:"location_id" format:"uuid" doc:"An active location of the clinic, else 422"`
	Weekday            int      `json:"weekday" minimum:"1" maximum:"7" example:"1" doc:"1 = Monday ... 7 = Sunday"`
	StartTime          string   `json:"start_time" example:"08:00" doc:"HH:MM (00:00 to 23:59), wall-clock time of the location's zone"`
	EndTime            string   `json:"end_time" example:"12:00" doc:"HH:MM (up to 24:00, the end of the day), after start_time"`
	ValidFrom          *string  `json:"valid_from,omitempty" nullable:"true" format:"date" doc:"First local date it applies (inclusive); null: always"`
	ValidUntil         *string  `json:"valid_until,omitempty" nullable:"true" format:"date" doc:"Last local date it applies (inclusive), on or after valid_from; null: forever"`
	AppointmentTypeIDs []string `json:"appointment_type_ids,omitempty" maxItems:"50" doc:"Appointment types of the clinic this window serves; empty: every type"`
	IsActive           *bool    `json:"is_active,omitempty" default:"true"`
}

// TransformSchema states the clock shapes and the ids of the list.
func (TemplateCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return tmplShapes(s)
}

// tmplShapes states what tags cannot: HH:MM times, and UUIDs in appointment_type_ids.
func tmplShapes(s *huma.Schema) *huma.Schema {
	itemsOf(s, "appointment_type_ids", &huma.Schema{Type: huma.TypeString, Format: "uuid"})
	return shapeFields(s, map[string]textShape{"start_time": startText, "end_time": endText})
}

// tmplParseIDs parses appointment_type_ids, naming each malformed one; it stays in the result as
// uuid.Nil so that the domain's findings keep the client's indexes.
func tmplParseIDs(raw []string) ([]uuid.UUID, []error) {
	if raw == nil {
		return nil, nil
	}
	ids := make([]uuid.UUID, 0, len(raw))
	var bad []error
	for i, s := range raw {
		id, err := uuid.Parse(s)
		if err != nil || len(s) != 36 {
			bad = append(bad, &huma.ErrorDetail{Location: fmt.Sprintf("body.appointment_type_ids[%d]", i), Message: "must be a UUID"})
			id = uuid.Nil
		}
		ids = append(ids, id)
	}
	return ids, bad
}

// tmplDate parses an optional date; malformed ones (the schema reports them) are nil.
func tmplDate(s *string) *time.Time {
	d, err := parseDate(s)
	if err != nil {
		return nil
	}
	return d
}

func (b *TemplateCreate) toNew() (calendar.NewTemplate, []error) {
	ids, bad := tmplParseIDs(b.AppointmentTypeIDs)
	in := calendar.NewTemplate{Weekday: b.Weekday, StartTime: b.StartTime, EndTime: b.EndTime,
		ValidFrom: tmplDate(b.ValidFrom), ValidUntil: tmplDate(b.ValidUntil), AppointmentTypeIDs: ids, IsActive: b.IsActive}
	if id := optionalUUID(&b.LocationID); id != nil {
		in.LocationID = *id
	}
	return in, bad
}

// Resolve runs the domain's checks, references included, while huma validates the request, so
// one 422 lists every offending field.
func (b *TemplateCreate) Resolve(ctx huma.Context) []error {
	in, bad := b.toNew()
	return append(bad, provCheck(ctx, "body.", func(c context.Context, svc *calendar.Service) error {
		return svc.CheckTemplate(c, &in)
	})...)
}

// TemplateUpdate is the body of PUT .../templates/{template_id}: a partial update.
type TemplateUpdate struct {
	LocationID         *string              `json:"location_id,omitempty" format:"uuid"`
	Weekday            *int                 `json:"weekday,omitempty" minimum:"1" maximum:"7"`
	StartTime          *string              `json:"start_time,omitempty" example:"08:00"`
	EndTime            *string              `json:"end_time,omitempty" example:"12:00"`
	ValidFrom          provOptional[string] `json:"valid_from,omitempty" format:"date" doc:"null: no lower bound"`
	ValidUntil         provOptional[string] `json:"valid_until,omitempty" format:"date" doc:"null: no upper bound"`
	AppointmentTypeIDs []string             `json:"appointment_type_ids,omitempty" maxItems:"50" doc:"Replaces the list; []: every type"`
	IsActive           *bool                `json:"is_active,omitempty" doc:"true reactivates a deleted template"`
}

// TransformSchema states the clock shapes and the ids of the list.
func (TemplateUpdate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return tmplShapes(s)
}

func (b *TemplateUpdate) toPatch() (calendar.TemplatePatch, []error) {
	ids, bad := tmplParseIDs(b.AppointmentTypeIDs)
	p := calendar.TemplatePatch{LocationID: optionalUUID(b.LocationID), Weekday: b.Weekday, StartTime: b.StartTime,
		EndTime: b.EndTime, AppointmentTypeIDs: ids, IsActive: b.IsActive,
		ClearValidFrom: b.ValidFrom.Null, ClearValidUntil: b.ValidUntil.Null}
	if b.ValidFrom.Set && !b.ValidFrom.Null {
		p.ValidFrom = tmplDate(&b.ValidFrom.Value)
	}
	if b.ValidUntil.Set && !b.ValidUntil.Null {
		p.ValidUntil = tmplDate(&b.ValidUntil.Value)
	}
	return p, bad
}

// Resolve checks the patch against the current template (rules spanning fields, references),
// while huma validates the request.
func (b *TemplateUpdate) Resolve(ctx huma.Context) []error {
	p, bad := b.toPatch()
	providerID, err1 := uuid.Parse(ctx.Param("provider_id"))
	id, err2 := uuid.Parse(ctx.Param("template_id"))
	if err1 != nil || err2 != nil {
		return bad // the handler answers 404
	}
	return append(bad, provCheck(ctx, "body.", func(c context.Context, svc *calendar.Service) error {
		return svc.CheckTemplatePatch(c, providerID, id, &p)
	})...)
}

// TemplateOut is a schedule template as the API shows it.
type TemplateOut struct {
	ID                 uuid.UUID   `json:"id"`
	ProviderID         uuid.UUID   `json:"provider_id"`
	LocationID         uuid.UUID   `json:"location_id"`
	Weekday            int         `json:"weekday" doc:"1 = Monday ... 7 = Sunday"`
	StartTime          string      `json:"start_time" example:"08:00" doc:"HH:MM, local time of the location"`
	EndTime            string      `json:"end_time" example:"12:00" doc:"HH:MM, local time of the location (24:00: end of day)"`
	ValidFrom          *string     `json:"valid_from" format:"date"`
	ValidUntil         *string     `json:"valid_until" format:"date"`
	AppointmentTypeIDs []uuid.UUID `json:"appointment_type_ids" doc:"Empty: every type"`
	IsActive           bool        `json:"is_active"`
	CreatedAt          time.Time   `json:"created_at"`
	UpdatedAt          time.Time   `json:"updated_at"`
}

func tmplOut(t calendar.Template) TemplateOut {
	if t.AppointmentTypeIDs == nil {
		t.AppointmentTypeIDs = []uuid.UUID{}
	}
	return TemplateOut{ID: t.ID, ProviderID: t.ProviderID, LocationID: t.LocationID, Weekday: t.Weekday,
		StartTime: t.StartTime.String(), EndTime: t.EndTime.String(), ValidFrom: dateString(t.ValidFrom),
		ValidUntil: dateString(t.ValidUntil), AppointmentTypeIDs: t.AppointmentTypeIDs, IsActive: t.IsActive,
		CreatedAt: t.CreatedAt.UTC(), UpdatedAt: t.UpdatedAt.UTC()}
}

// TemplatePage is one page of templates.
type TemplatePage struct {
	Items      []TemplateOut `json:"items"`
	NextCursor *string       `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type tmplOutput = struct{ Body TemplateOut }

type tmplPageOutput = struct{ Body TemplatePage }

type tmplListInput struct {
	ProviderID      string `path:"provider_id"`
	IncludeInactive bool   `query:"include_inactive" doc:"Also list deleted (inactive) templates"`
	LocationID      string `query:"location_id" format:"uuid"`
	Weekday         int    `query:"weekday" minimum:"0" maximum:"7" doc:"1 = Monday ... 7 = Sunday; 0 or absent: every weekday"`
	Limit           int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor          string `query:"cursor" maxLength:"64"`
}

type tmplCreateInput struct {
	ProviderID string `path:"provider_id"`
	Body       TemplateCreate
}

type tmplUpdateInput struct {
	ProviderID string `path:"provider_id"`
	TemplateID string `path:"template_id"`
	Body       TemplateUpdate
}

type tmplIDInput struct {
	ProviderID string `path:"provider_id"`
	TemplateID string `path:"template_id"`
}

// tmplIDs parses the two path ids into the uniform NotFound of each.
func tmplIDs(providerID, templateID string) (uuid.UUID, uuid.UUID, error) {
	p, err := pathUUID(providerID, calendar.ProviderNotFound)
	if err != nil {
		return uuid.Nil, uuid.Nil, err
	}
	t, err := pathUUID(templateID, calendar.TemplateNotFound)
	return p, t, err
}

const tmplRulesDoc = "`start_time`/`end_time` are `HH:MM` wall-clock times of the location's zone (the end may be " +
	"`24:00`) and the end must be after the start; `valid_from`/`valid_until` are inclusive local dates, " +
	"from ≤ until, null meaning unbounded; `location_id` must be an active location of the clinic and each of " +
	"`appointment_type_ids` an appointment type of the clinic (else 422 naming the field). 409 when the template, " +
	"active, would overlap (share any minute with) another active template of the same provider at the same " +
	"location on the same weekday whose validity range intersects its own: one window per time of day. Windows " +
	"that only touch (08:00-12:00 and 12:00-16:00) do not overlap. Templates at different locations may " +
	"overlap; see cross-location-conflicts."

const tmplNotFoundDoc = " 404 `Provider not found` for a malformed, unknown or another clinic's provider id; " +
	"404 `Schedule template not found` for a malformed or unknown template id, or one of another provider or clinic."

func (s *server) registerTemplates() {
	tags := []string{"Providers"}
	const base = "/v1/scheduling/providers/{provider_id}/templates"
	register(s, huma.Operation{
		OperationID: "list-provider-templates", Method: http.MethodGet, Path: base, Tags: tags,
		Summary: "List a provider's schedule templates", Errors: []int{http.StatusNotFound},
		Description: "Active templates in creation order (deleted ones with `include_inactive=true`); " +
			"filters `location_id`, `weekday`." + tmplNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *tmplListInput) (*tmplPageOutput, error) {
		providerID, err := pathUUID(in.ProviderID, calendar.ProviderNotFound)
		if err != nil {
			return nil, err
		}
		q := calendar.TemplateQuery{IncludeInactive: in.IncludeInactive, LocationID: optionalUUID(&in.LocationID),
			Limit: in.Limit, Cursor: in.Cursor}
		if in.Weekday != 0 {
			q.Weekday = &in.Weekday
		}
		pg, err := s.deps.Calendar.ListTemplates(ctx, providerID, q)
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		out := TemplatePage{Items: mapItems(pg.Items, tmplOut), NextCursor: pg.NextCursor}
		return &tmplPageOutput{Body: out}, nil
	})

	register(s, s.provWithService(huma.Operation{
		OperationID: "create-provider-template", Method: http.MethodPost, Path: base, Tags: tags,
		Summary: "Add a weekly schedule template", DefaultStatus: http.StatusCreated,
		Errors:      []int{http.StatusNotFound, http.StatusConflict},
		Description: "A weekly window of availability of the provider at a location. " + tmplRulesDoc + tmplNotFoundDoc,
	}), tenancy.SchedulingWrite, func(ctx context.Context, in *tmplCreateInput) (*tmplOutput, error) {
		providerID, err := pathUUID(in.ProviderID, calendar.ProviderNotFound)
		if err != nil {
			return nil, err
		}
		nt, _ := in.Body.toNew()
		t, err := s.deps.Calendar.CreateTemplate(ctx, providerID, nt)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &tmplOutput{Body: tmplOut(t)}, nil
	})

	register(s, s.provWithService(huma.Operation{
		OperationID: "update-provider-template", Method: http.MethodPut, Path: base + "/{template_id}", Tags: tags,
		Summary: "Update a schedule template (partial)", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "Partial update: only the fields sent change; the result must satisfy every rule of a new " +
			"template. `null` clears `valid_from`/`valid_until`; `is_active: true` reactivates a deleted template. " +
			tmplRulesDoc + tmplNotFoundDoc,
	}), tenancy.SchedulingWrite, func(ctx context.Context, in *tmplUpdateInput) (*tmplOutput, error) {
		providerID, id, err := tmplIDs(in.ProviderID, in.TemplateID)
		if err != nil {
			return nil, err
		}
		p, _ := in.Body.toPatch()
		t, err := s.deps.Calendar.UpdateTemplate(ctx, providerID, id, p)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &tmplOutput{Body: tmplOut(t)}, nil
	})

	register(s, huma.Operation{
		OperationID: "delete-provider-template", Method: http.MethodDelete, Path: base + "/{template_id}", Tags: tags,
		Summary: "Deactivate a schedule template (soft delete)", DefaultStatus: http.StatusNoContent,
		Errors: []int{http.StatusNotFound},
		Description: "Sets `is_active` to false: slot search and the default list ignore it; " +
			"`include_inactive=true` still lists it. Idempotent (204 again)." + tmplNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *tmplIDInput) (*struct{}, error) {
		providerID, id, err := tmplIDs(in.ProviderID, in.TemplateID)
		if err != nil {
			return nil, err
		}
		return nil, s.deps.Calendar.DeactivateTemplate(ctx, providerID, id)
	})
}
