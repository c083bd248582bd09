package rest

import (
	"net/http"
	"strings"

	"github.com/danielgtaylor/huma/v2"
	"github.com/go-chi/chi/v5"

	"clinic/internal/platform/instant"
)

// This file holds the rules the OpenAPI document states for every operation at once, so that an
// operation added later gets them without remembering to.

// boundDates states (and, through huma's validation, enforces) the instant rule on every date and
// date-time parameter and request-body field of op: years 1900 to 9998 (internal/platform/instant).
func boundDates(api huma.API, op *huma.Operation) {
	reg := api.OpenAPI().Components.Schemas
	seen := map[*huma.Schema]bool{}
	for _, p := range op.Parameters {
		boundDateSchema(reg, p.Schema, seen)
	}
	if op.RequestBody != nil {
		for _, mt := range op.RequestBody.Content {
			boundDateSchema(reg, mt.Schema, seen)
		}
	}
}

func boundDateSchema(reg huma.Registry, s *huma.Schema, seen map[*huma.Schema]bool) {
	if s == nil || seen[s] {
		return
	}
	seen[s] = true
	if s.Ref != "" {
		boundDateSchema(reg, reg.SchemaFromRef(s.Ref), seen)
		return
	}
	if (s.Format == "date" || s.Format == "date-time") && s.Pattern == "" {
		s.Pattern, s.PatternDescription = instant.Pattern, instant.Description
		s.PrecomputeMessages()
	}
	for _, p := range s.Properties {
		boundDateSchema(reg, p, seen)
	}
	boundDateSchema(reg, s.Items, seen)
	for _, group := range [][]*huma.Schema{s.AllOf, s.AnyOf, s.OneOf} {
		for _, sub := range group {
			boundDateSchema(reg, sub, seen)
		}
	}
}

// rejectEmptyParams refuses a query parameter sent empty (`date_to=`) when its schema says what
// a value must look like (a format, pattern, enum, minimum length or a non-string type): huma
// treats an empty value as absent, which would accept a request the document calls invalid.
func rejectEmptyParams(ctx huma.Context, next func(huma.Context)) {
	u := ctx.URL()
	q := u.Query()
	var issues []FieldIssue
	for _, p := range ctx.Operation().Parameters {
		if p.In != "query" || p.Schema == nil {
			continue
		}
		vals, sent := q[p.Name]
		if !sent || (len(vals) > 0 && vals[0] != "") {
			continue
		}
		s := p.Schema
		if s.Type != huma.TypeString || s.Format != "" || s.Pattern != "" || len(s.Enum) > 0 ||
			(s.MinLength != nil && *s.MinLength > 0) {
			issues = append(issues, FieldIssue{Field: "query." + p.Name, Message: "must not be empty"})
		}
	}
	if len(issues) > 0 {
		writeHumaError(ctx, &ErrorBody{status: http.StatusUnprocessableEntity, Detail: fieldsDetail(issues), Errors: issues})
		return
	}
	next(ctx)
}

// methodNotAllowed answers 405 with the Allow header RFC 9110 (§15.5.6) requires: the methods
// the router serves at that path.
func (s *server) methodNotAllowed(router chi.Routes) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var allowed []string
		for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
			if router.Match(chi.NewRouteContext(), m, r.URL.Path) {
				allowed = append(allowed, m)
			}
		}
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		writeError(w, r, s.log, &ErrorBody{status: http.StatusMethodNotAllowed, Detail: "Method not allowed"})
	}
}

// dateOrInstant is a query parameter that takes a date (YYYY-MM-DD) or an RFC 3339 date-time;
// the document states it as anyOf the two formats, each bounded by the instant rule.
type dateOrInstant struct{ raw string }

// UnmarshalText keeps the value as sent; the schema has validated it before the handler runs.
func (d *dateOrInstant) UnmarshalText(b []byte) error { d.raw = string(b); return nil }

// Schema states the two accepted shapes.
func (dateOrInstant) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{AnyOf: []*huma.Schema{
		{Type: huma.TypeString, Format: "date", Pattern: instant.Pattern, PatternDescription: instant.Description},
		{Type: huma.TypeString, Format: "date-time", Pattern: instant.Pattern, PatternDescription: instant.Description},
	}}
}
