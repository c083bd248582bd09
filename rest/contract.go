package rest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/danielgtaylor/huma/v2"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"clinic/internal/patients"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/instant"
	"clinic/internal/platform/page"
)

// This file holds the rules the OpenAPI document states for every operation at once, so that an
// operation added later gets them without remembering to.

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
		if refusesEmpty(p.Schema) {
			issues = append(issues, FieldIssue{Field: "query." + p.Name, Message: "must not be empty", Code: errs.CodeInvalid})
		}
	}
	if len(issues) > 0 {
		writeHumaError(ctx, &ErrorBody{status: http.StatusUnprocessableEntity, Detail: fieldsDetail(issues), Errors: issues})
		return
	}
	next(ctx)
}

// unknownPathIDs lets a path id that is not a UUID reach the handler as the nil UUID, which names
// nothing: the client gets the operation's own 404 (the same body as for an unknown id or another
// clinic's), as the API has always answered, rather than the 422 huma's validation of the
// documented format would give.
func unknownPathIDs(ctx huma.Context, next func(huma.Context)) {
	var over map[string]string
	for _, p := range ctx.Operation().Parameters {
		if p.In != "path" || p.Schema == nil || p.Schema.Format != "uuid" {
			continue
		}
		if v := ctx.Param(p.Name); len(v) != 36 || uuid.Validate(v) != nil {
			if over == nil {
				over = map[string]string{}
			}
			over[p.Name] = uuid.Nil.String()
		}
	}
	if over != nil {
		ctx = paramsOverridden{ctx, over}
	}
	next(ctx)
}

// paramsOverridden is a huma.Context whose listed path parameters read as given.
type paramsOverridden struct {
	humaContext
	over map[string]string
}

// humaContext names the embedded context (huma.Context has a method called Context).
type humaContext = huma.Context

func (c paramsOverridden) Param(name string) string {
	if v, ok := c.over[name]; ok {
		return v
	}
	return c.humaContext.Param(name)
}

// refusesEmpty reports whether the schema of a query parameter refuses the empty string.
func refusesEmpty(s *huma.Schema) bool {
	if s.Type != huma.TypeString || s.Format != "" || (s.MinLength != nil && *s.MinLength > 0) ||
		(len(s.Enum) > 0 && !slices.Contains(s.Enum, any(""))) {
		return true
	}
	return s.Pattern != "" && !regexp.MustCompile(s.Pattern).MatchString("")
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

// literalPaths lists, for every documented path without parameters, its documented methods in
// the order methodNotAllowed names them.
func literalPaths(doc *huma.OpenAPI) map[string][]string {
	out := map[string][]string{}
	for path, item := range doc.Paths {
		if strings.Contains(path, "{") {
			continue
		}
		for _, m := range []struct {
			name string
			op   *huma.Operation
		}{{http.MethodGet, item.Get}, {http.MethodPost, item.Post}, {http.MethodPut, item.Put},
			{http.MethodPatch, item.Patch}, {http.MethodDelete, item.Delete}} {
			if m.op != nil {
				out[path] = append(out[path], m.name)
			}
		}
	}
	return out
}

// literalPathMethods answers 405 (with Allow) for a method a literal path does not document,
// before the router can hand it to a parameter route beside it: PUT
// /v1/scheduling/webhooks/dead-letters is not PUT /v1/scheduling/webhooks/{webhook_id}.
func (s *server) literalPathMethods(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if methods, ok := s.literal[r.URL.Path]; ok && r.Method != http.MethodHead && !slices.Contains(methods, r.Method) {
			w.Header().Set("Allow", strings.Join(methods, ", "))
			writeError(w, r, s.log, &ErrorBody{status: http.StatusMethodNotAllowed, Detail: "Method not allowed"})
			return
		}
		next.ServeHTTP(w, r)
	})
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

// The rules below are stated once the whole API is registered (finishContract), by the names and
// Go types of what a client sends, so that an operation added later states them too.

// noNUL is the pattern of free text: PostgreSQL cannot store U+0000.
const noNUL = `^[^\x00]*$`

// nonBlank is the pattern of text that must not be empty: the domain trims it, so it must hold a
// character other than white space (and no NUL).
const nonBlank = `^[^\x00]*[^\x00\s][^\x00]*$`

// finishContract states the API-wide rules in the OpenAPI document, which is also what huma
// validates requests against:
//   - every date and date-time a client sends is in the years 1900 to 9998 (internal/platform/instant);
//   - a path parameter named *_id is a UUID (patient_id: a pat_ token or a UUID, patients.ReferencePattern);
//   - a query parameter or body field named patient_id is a patient reference too;
//   - a query parameter named cursor has the shape of the cursors this service issues;
//   - free text is NUL-free, and text that must not be empty is not blank either;
//   - in a request body, an optional field may be sent as null, which means the same as leaving it
//     out (huma's validation accepts it; descriptions say where null clears a value instead);
//   - in every schema, a Go pointer field without omitempty is nullable (null is what it sends);
//   - a nullable enum lists null among its values (JSON Schema checks enum after type);
//   - each create operation links to the operations on what it created (OpenAPI links).
func (s *server) finishContract() {
	oapi := s.api.OpenAPI()
	reg := oapi.Components.Schemas
	nullablePointers(reg)
	bodies := map[*huma.Schema]bool{}
	for _, item := range oapi.Paths {
		for _, op := range []*huma.Operation{item.Get, item.Post, item.Put, item.Patch, item.Delete} {
			if op == nil {
				continue
			}
			for _, p := range op.Parameters {
				stateParam(p)
			}
			if op.RequestBody != nil {
				for ct, mt := range op.RequestBody.Content {
					stateBody(reg, mt.Schema, bodies, ct == "application/json")
				}
			}
		}
	}
	seen := map[*huma.Schema]bool{}
	for _, sch := range reg.Map() {
		enumsAllowNull(reg, sch, seen)
	}
	linkCreates(oapi)
}

// enumsAllowNull adds null to the values of every nullable enum in s.
func enumsAllowNull(reg huma.Registry, s *huma.Schema, seen map[*huma.Schema]bool) {
	if s == nil || seen[s] || s.Ref != "" {
		return
	}
	seen[s] = true
	if s.Nullable && len(s.Enum) > 0 && !slices.Contains(s.Enum, nil) {
		s.Enum = append(s.Enum, nil)
	}
	for _, p := range s.Properties {
		enumsAllowNull(reg, p, seen)
	}
	enumsAllowNull(reg, s.Items, seen)
}

// stateParam states the rules of one parameter by its name and place.
func stateParam(p *huma.Param) {
	sch := p.Schema
	if sch == nil {
		return
	}
	switch {
	case p.Name == "patient_id":
		patientRef.state(sch)
	case p.In == "path" && strings.HasSuffix(p.Name, "_id"):
		sch.Format = "uuid"
	case p.In == "query" && p.Name == "cursor" && sch.Pattern == "":
		textShape{page.CursorPattern, "a next_cursor of this list", 22}.state(sch)
	case p.In == "header" && sch.Type == huma.TypeString && sch.MaxLength == nil:
		sch.MaxLength = ptrTo(1024)
	default:
		freeText(sch)
		for _, alt := range sch.AnyOf {
			freeText(alt)
		}
	}
	sch.PrecomputeMessages()
}

var patientRef = textShape{patients.ReferencePattern, "a patient token (pat_ + 22 characters) or the patient's UUID", 36}

// freeText states the text rules on a string schema that says nothing else about its shape, and
// the instant rule on a date or date-time.
func freeText(sch *huma.Schema) {
	if (sch.Format == "date" || sch.Format == "date-time") && sch.Pattern == "" {
		sch.Pattern, sch.PatternDescription = instant.Pattern, instant.Description
		sch.PrecomputeMessages()
		return
	}
	if sch.Type != huma.TypeString || sch.Format != "" || sch.Pattern != "" || len(sch.Enum) > 0 {
		return
	}
	if sch.MinLength != nil && *sch.MinLength > 0 {
		sch.Pattern, sch.PatternDescription = nonBlank, "text with a character other than white space, without NUL"
	} else {
		sch.Pattern, sch.PatternDescription = noNUL, "text without NUL characters"
	}
}

// stateBody states the request-body rules on s and every schema inside it; json says whether the
// body is JSON (a form has no null).
func stateBody(reg huma.Registry, s *huma.Schema, seen map[*huma.Schema]bool, json bool) {
	if s == nil || seen[s] {
		return
	}
	seen[s] = true
	if s.Ref != "" {
		stateBody(reg, reg.SchemaFromRef(s.Ref), seen, json)
		return
	}
	freeText(s)
	for name, p := range s.Properties {
		if name == "patient_id" && p.Type == huma.TypeString {
			patientRef.state(p)
		}
		if json && !slices.Contains(s.Required, name) && p.Ref == "" {
			p.Nullable = true
		}
		stateBody(reg, p, seen, json)
	}
	stateBody(reg, s.Items, seen, json)
	if ap, ok := s.AdditionalProperties.(*huma.Schema); ok {
		stateBody(reg, ap, seen, json)
	}
	for _, alt := range append(s.AnyOf, s.AllOf...) {
		stateBody(reg, alt, seen, json)
	}
	s.PrecomputeMessages()
}

// nullablePointers makes every property backed by a Go pointer without omitempty nullable, in
// every registered schema: such a field is sent as null when it has no value. A pointer to a
// struct (a $ref) becomes anyOf the reference and null.
func nullablePointers(reg huma.Registry) {
	for name, sch := range reg.Map() {
		t := reg.TypeFromRef("#/components/schemas/" + name)
		if t == nil || t.Kind() != reflect.Struct {
			continue
		}
		for _, f := range reflect.VisibleFields(t) {
			if !f.IsExported() || f.Anonymous || f.Type.Kind() != reflect.Pointer {
				continue
			}
			jsonName, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if jsonName == "-" || strings.Contains(opts, "omitempty") || f.Tag.Get("nullable") == "false" {
				continue
			}
			if jsonName == "" {
				jsonName = f.Name
			}
			p := sch.Properties[jsonName]
			switch {
			case p == nil || p.Nullable:
			case p.Ref != "":
				sch.Properties[jsonName] = &huma.Schema{Description: p.Description,
					AnyOf: []*huma.Schema{{Ref: p.Ref}, {Type: "null"}}}
			default:
				p.Nullable = true
			}
		}
	}
}

// linkCreates adds OpenAPI links from each create (a POST answering 201 with an id) to every
// operation on a path below it whose only new path parameter is the created id, e.g.
// create-location → get-location, update-location, delete-location, create-room, list-rooms.
// Clients and fuzzers (schemathesis' stateful phase) follow them.
func linkCreates(oapi *huma.OpenAPI) {
	for path, item := range oapi.Paths {
		create := item.Post
		if create == nil || create.Responses["201"] == nil {
			continue
		}
		resp := create.Responses["201"]
		for other, oitem := range oapi.Paths {
			rest, ok := strings.CutPrefix(other, path+"/{")
			if !ok {
				continue
			}
			param, tail, _ := strings.Cut(rest, "}")
			if strings.Contains(tail, "{") { // needs another id the create does not give
				continue
			}
			for _, op := range []*huma.Operation{oitem.Get, oitem.Post, oitem.Put, oitem.Patch, oitem.Delete} {
				if op == nil || op.OperationID == "" {
					continue
				}
				if resp.Links == nil {
					resp.Links = map[string]*huma.Link{}
				}
				params := map[string]any{param: "$response.body#/id"}
				for _, p := range create.Parameters { // the create's own path ids carry over
					if p.In == "path" {
						params[p.Name] = "$request.path." + p.Name
					}
				}
				resp.Links[linkName(op.OperationID)] = &huma.Link{OperationID: op.OperationID, Parameters: params,
					Description: "The " + param + " this create returned as `id`"}
			}
		}
	}
}

// linkName turns an operation id (get-location) into a link name (GetLocation).
func linkName(opID string) string {
	parts := strings.Split(opID, "-")
	for i, p := range parts {
		parts[i] = strings.ToUpper(p[:1]) + p[1:]
	}
	return strings.Join(parts, "")
}

// renderSpecs renders the OpenAPI document once: as served (3.1) and downgraded to 3.0 for
// generators that do not read 3.1 yet.
func renderSpecs(oapi *huma.OpenAPI) (v31, v30 []byte, err error) {
	if v31, err = json.Marshal(oapi); err != nil {
		return nil, nil, fmt.Errorf("render OpenAPI 3.1: %w", err)
	}
	down, err := oapi.Downgrade()
	if err != nil {
		return nil, nil, fmt.Errorf("downgrade OpenAPI to 3.0: %w", err)
	}
	var doc any
	if err := json.Unmarshal(down, &doc); err != nil {
		return nil, nil, fmt.Errorf("read OpenAPI 3.0: %w", err)
	}
	if v30, err = json.Marshal(to30(doc)); err != nil {
		return nil, nil, fmt.Errorf("render OpenAPI 3.0: %w", err)
	}
	return v31, v30, nil
}

// to30 finishes huma's downgrade where 3.0 has no word for what 3.1 says: a nullable reference
// (anyOf the reference and null) becomes allOf the reference with nullable, and huma's
// patternDescription, which 3.0 does not allow, becomes the extension x-pattern-description.
func to30(v any) any {
	switch v := v.(type) {
	case map[string]any:
		if alts, ok := v["anyOf"].([]any); ok && len(alts) == 2 {
			if null, _ := alts[1].(map[string]any); null != nil && null["type"] == "null" {
				delete(v, "anyOf")
				v["allOf"], v["nullable"] = []any{alts[0]}, true
			}
		}
		if d, ok := v["patternDescription"]; ok {
			delete(v, "patternDescription")
			v["x-pattern-description"] = d
		}
		for k, e := range v {
			v[k] = to30(e)
		}
	case []any:
		for i, e := range v {
			v[i] = to30(e)
		}
	}
	return v
}
