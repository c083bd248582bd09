package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/localtime"
	"clinic/internal/tenancy"
)

// OverrideCreate is the body of POST /v1/scheduling/providers/{provider_id}/overrides.
type OverrideCreate struct {
	Kind       string  `json:"kind" enum:"blocked,modified,added" doc:"blocked removes its interval (the whole day without times); modified replaces the day's template windows with its window (still within the location's operating hours); added adds its window, even beyond operating hours or on a closed day"`
	Date       string  `json:"date" format:"date" example:"2026-12-24" doc:"Local date of the location(s)"`
	StartTime  *string `json:"start_time,omitempty" nullable:"true" example:"08:00" doc:"HH:MM local; with end_time, or neither (blocked only: the whole day)"`
	EndTime    *string `json:"end_time,omitempty" nullable:"true" example:"12:00" doc:"HH:MM local (24:00: end of day), after start_time"`
	LocationID *string `json:"location_id,omitempty" nullable:"true" format:"uuid" doc:"An active location of the clinic; absent or null: every location"`
	Reason     *string `json:"reason,omitempty" nullable:"true" maxLength:"1000" example:"Congresso"`
}

// TransformSchema states the clock shapes. Which times a kind needs is a rule (code rule).
func (OverrideCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return shapeFields(s, map[string]textShape{"start_time": startText, "end_time": endText})
}

func (b *OverrideCreate) toNew() calendar.NewOverride {
	in := calendar.NewOverride{Kind: b.Kind, StartTime: b.StartTime, EndTime: b.EndTime,
		LocationID: optionalUUID(b.LocationID), Reason: b.Reason}
	if d := tmplDate(&b.Date); d != nil {
		in.Date = *d
	}
	return in
}

// Resolve runs the domain's checks, the location included, while huma validates the request, so
// one 422 lists every offending field.
func (b *OverrideCreate) Resolve(ctx huma.Context) []error {
	in := b.toNew()
	return provCheck(ctx, "body.", func(c context.Context, svc *calendar.Service) error { return svc.CheckOverride(c, &in) })
}

// OverrideOut is a schedule override as the API shows it.
type OverrideOut struct {
	ID         uuid.UUID  `json:"id"`
	ProviderID uuid.UUID  `json:"provider_id"`
	Kind       string     `json:"kind" enum:"blocked,modified,added"`
	Date       string     `json:"date" format:"date"`
	StartTime  *string    `json:"start_time" doc:"HH:MM local; null with end_time for a whole-day block"`
	EndTime    *string    `json:"end_time"`
	LocationID *uuid.UUID `json:"location_id" doc:"null: every location"`
	Reason     *string    `json:"reason"`
	CreatedAt  time.Time  `json:"created_at"`
}

func ovrClockOut(c *localtime.Clock) *string {
	if c == nil {
		return nil
	}
	s := c.String()
	return &s
}

func ovrOut(o calendar.Override) OverrideOut {
	return OverrideOut{ID: o.ID, ProviderID: o.ProviderID, Kind: o.Kind, Date: o.Date.Format(time.DateOnly),
		StartTime: ovrClockOut(o.StartTime), EndTime: ovrClockOut(o.EndTime), LocationID: o.LocationID, Reason: o.Reason,
		CreatedAt: o.CreatedAt.UTC()}
}

// OverridePage is one page of overrides.
type OverridePage struct {
	Items      []OverrideOut `json:"items"`
	NextCursor *string       `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type ovrOutput = struct{ Body OverrideOut }

type ovrPageOutput = struct{ Body OverridePage }

type ovrListInput struct {
	ProviderID string `path:"provider_id"`
	DateFrom   string `query:"date_from" format:"date" doc:"Overrides on or after this date"`
	DateTo     string `query:"date_to" format:"date" doc:"Overrides on or before this date"`
	LocationID string `query:"location_id" format:"uuid" doc:"Overrides that apply at this location: its own and those for every location"`
	Limit      int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor     string `query:"cursor" maxLength:"64"`
}

func (in *ovrListInput) toQuery() calendar.OverrideQuery {
	return calendar.OverrideQuery{DateFrom: tmplDate(&in.DateFrom), DateTo: tmplDate(&in.DateTo),
		LocationID: optionalUUID(&in.LocationID), Limit: in.Limit, Cursor: in.Cursor}
}

// Resolve adds the rules spanning parameters (date_to on or after date_from) to huma's findings.
func (in *ovrListInput) Resolve(huma.Context) []error {
	return domainIssues(in.toQuery().Validate(), "query.")
}

type ovrCreateInput struct {
	ProviderID string `path:"provider_id"`
	Body       OverrideCreate
}

type ovrIDInput struct {
	ProviderID string `path:"provider_id"`
	OverrideID string `path:"override_id"`
}

const ovrNotFoundDoc = " 404 `Provider not found` for a malformed, unknown or another clinic's provider id."

func (s *server) registerOverrides() {
	tags := []string{"Providers"}
	const base = "/v1/scheduling/providers/{provider_id}/overrides"
	register(s, huma.Operation{
		OperationID: "list-provider-overrides", Method: http.MethodGet, Path: base, Tags: tags,
		Summary: "List a provider's schedule overrides", Errors: []int{http.StatusNotFound},
		Description: "In creation order; filters `date_from`, `date_to` (inclusive; date_to ≥ date_from, else 422) " +
			"and `location_id`." + ovrNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *ovrListInput) (*ovrPageOutput, error) {
		providerID, err := pathUUID(in.ProviderID, calendar.ProviderNotFound)
		if err != nil {
			return nil, err
		}
		pg, err := s.deps.Calendar.ListOverrides(ctx, providerID, in.toQuery())
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		out := OverridePage{Items: mapItems(pg.Items, ovrOut), NextCursor: pg.NextCursor}
		return &ovrPageOutput{Body: out}, nil
	})

	register(s, s.provWithService(huma.Operation{
		OperationID: "create-provider-override", Method: http.MethodPost, Path: base, Tags: tags,
		Summary: "Add a schedule override (blocked, modified or added)", DefaultStatus: http.StatusCreated,
		Errors: []int{http.StatusNotFound},
		Description: "An exception to the weekly templates on one local date, at one location or (without " +
			"`location_id`) at every location. `start_time` and `end_time` come together or not at all: `blocked` " +
			"without times blocks the whole day, with times removes that interval; `modified` (replaces the day's " +
			"template windows with its window) and `added` (adds a window) require them. Times are `HH:MM` local, " +
			"end after start (`24:00` allowed as the end). `location_id` must be an active location of the clinic. " +
			"Several overrides may apply to one date; they are not checked against each other.\n\n" +
			availabilityRuleDoc + " An `added` window also lets a booking of this provider at that location fall " +
			"outside the location's operating hours." + ovrNotFoundDoc,
	}), tenancy.SchedulingWrite, func(ctx context.Context, in *ovrCreateInput) (*ovrOutput, error) {
		return onID(in.ProviderID, calendar.ProviderNotFound, func(id uuid.UUID) (*ovrOutput, error) {
			return respond(ovrOut)(s.deps.Calendar.CreateOverride(ctx, id, in.Body.toNew()))
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-provider-override", Method: http.MethodDelete, Path: base + "/{override_id}", Tags: tags,
		Summary: "Delete a schedule override (hard delete)", DefaultStatus: http.StatusNoContent,
		Errors: []int{http.StatusNotFound},
		Description: "Removes the override for good; a second DELETE answers 404 `Schedule override not found`, as " +
			"does a malformed or unknown id or one of another provider or clinic." + ovrNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *ovrIDInput) (*struct{}, error) {
		providerID, err := pathUUID(in.ProviderID, calendar.ProviderNotFound)
		if err != nil {
			return nil, err
		}
		id, err := pathUUID(in.OverrideID, calendar.OverrideNotFound)
		if err != nil {
			return nil, err
		}
		return nil, s.deps.Calendar.DeleteOverride(ctx, providerID, id)
	})
}
