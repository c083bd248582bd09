package rest_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"clinic/internal/patients"
	"clinic/internal/testkit"
)

// Every date and instant a client sends is in the years 1900..9998 as written: outside, 422
// naming the field and nothing is created; at the bounds, accepted (the 9999-12-31T22:30-03:00
// start that used to answer 500 is refused).
func TestInstantsOutsideTheYearsAre422(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	for _, start := range []string{"9999-12-31T22:30:00-03:00", "1899-12-31T23:00:00Z", "0001-01-01T00:00:00Z"} {
		r := w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, map[string]any{
			"provider_profile_id": w.provider, "patient_id": w.patient, "appointment_type_id": w.apptType,
			"location_id": w.location, "start_time": start, "end_time": start}).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Contains(f, "body.start_time") {
			t.Errorf("%s: fields %v, want body.start_time: %s", start, f, r.Body)
		}
		if !strings.Contains(string(r.Body), "1900 to 9998") {
			t.Errorf("%s: detail does not state the range: %s", start, r.Body)
		}
	}
	if n := apptCount(t, w.api); n != 0 {
		t.Errorf("%d appointments created", n)
	}
	for _, path := range []string{
		"/v1/scheduling/slots?date_from=1899-12-31&date_to=1899-12-31&appointment_type_id=" + w.apptType.String(),
		"/v1/scheduling/appointments?date_from=9999-01-01",
		"/v1/scheduling/appointments?date_to=1800-01-01T00:00:00Z",
		"/v1/patients/" + w.patient + "/documents?date_from=9999-12-31T23:00:00Z",
	} {
		if r := w.c.Do(t, "GET", path, w.tenant.Key, nil); r.Status != 422 {
			t.Errorf("GET %s: %d, want 422: %s", path, r.Status, r.Body)
		}
	}
	// The bounds themselves are accepted.
	for _, path := range []string{
		"/v1/scheduling/appointments?date_from=1900-01-01&date_to=9998-12-31T23:59:59-12:00",
		"/v1/patients/" + w.patient + "/documents?date_from=1900-01-01T00:00:00Z",
	} {
		w.c.Do(t, "GET", path, w.tenant.Key, nil).Expect(t, 200)
	}
}

// A parameter sent empty is not a value: date_to= on a date-time filter is a 422, not "no filter".
func TestEmptyTypedParametersAre422(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	patient, _ := a.newPatient(t, "Vazia")
	for _, path := range []string{
		"/v1/patients/" + patient + "/documents?date_to=",
		"/v1/scheduling/appointments?date_from=",
		"/v1/patients?limit=",
	} {
		r := a.c.Do(t, "GET", path, a.tenant.Key, nil).Expect(t, 422)
		if !strings.Contains(string(r.Body), "must not be empty") {
			t.Errorf("GET %s: %s", path, r.Body)
		}
	}
	a.c.Do(t, "GET", "/v1/patients?q=", a.tenant.Key, nil).Expect(t, 200) // free text may be empty
}

// A 405 says which methods the path serves (RFC 9110 §15.5.6).
func TestMethodNotAllowedCarriesAllow(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	for path, want := range map[string]string{
		"/v1/patients":                     "GET, POST",
		"/v1/scheduling/locations/" + zero: "GET, PUT, DELETE",
		"/v1/health":                       "GET",
	} {
		r := a.c.Do(t, "PATCH", path, a.tenant.Key, nil).Expect(t, http.StatusMethodNotAllowed)
		if got := r.Header.Get("Allow"); got != want {
			t.Errorf("PATCH %s: Allow %q, want %q", path, got, want)
		}
	}
}

const zero = "00000000-0000-0000-0000-000000000000"

// Every input has a range the document states, so generated clients and fuzzers know what the
// server accepts: each string a client sends has a maximum length (or is an enum, a UUID, a date),
// each list a maximum number of items, each number both bounds, each free-form object a maximum
// number of keys; path ids are UUIDs or patient references; no list in a response is nullable.
// An operation added later is held to the same rules.
func TestEveryInputHasADocumentedRange(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	var doc struct {
		Paths      map[string]map[string]contractOp `json:"paths"`
		Components struct {
			Schemas map[string]*contractSchema `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(a.c.Do(t, "GET", "/openapi.json", "", nil).Expect(t, 200).Body, &doc); err != nil {
		t.Fatal(err)
	}
	resolve := func(s *contractSchema) *contractSchema {
		for s != nil && s.Ref != "" {
			s = doc.Components.Schemas[strings.TrimPrefix(s.Ref, "#/components/schemas/")]
		}
		return s
	}
	var problems []string
	var walk func(s *contractSchema, at string, seen map[*contractSchema]bool)
	walk = func(s *contractSchema, at string, seen map[*contractSchema]bool) {
		if s = resolve(s); s == nil || seen[s] {
			return
		}
		seen[s] = true
		for _, alt := range append(s.AnyOf, s.AllOf...) {
			walk(alt, at, seen)
		}
		switch s.mainType() {
		case "string":
			if s.MaxLength == nil && len(s.Enum) == 0 && !slices.Contains([]string{"uuid", "date", "date-time", "binary"}, s.Format) {
				problems = append(problems, at+": a string without maxLength")
			}
		case "array":
			if s.MaxItems == nil {
				problems = append(problems, at+": a list without maxItems")
			}
		case "integer", "number":
			if s.Minimum == nil || s.Maximum == nil {
				problems = append(problems, at+": a number without minimum and maximum")
			}
		case "object":
			if len(s.Properties) == 0 && s.MaxProperties == nil && string(s.AdditionalProperties) != "false" {
				problems = append(problems, at+": a free-form object without maxProperties")
			}
		}
		for name, p := range s.Properties {
			walk(p, at+"."+name, seen)
		}
		walk(s.Items, at+"[]", seen)
	}
	for path, item := range doc.Paths {
		for method, op := range item {
			where := strings.ToUpper(method) + " " + path
			for _, p := range op.Parameters {
				walk(p.Schema, where+" "+p.In+"."+p.Name, map[*contractSchema]bool{})
				if p.In == "path" && p.Schema.Format != "uuid" && p.Schema.Pattern != patients.ReferencePattern && len(p.Schema.Enum) == 0 {
					problems = append(problems, where+": path parameter "+p.Name+" is neither a UUID, a patient reference nor an enum")
				}
			}
			for _, mt := range op.RequestBody.Content {
				walk(mt.Schema, where+" body", map[*contractSchema]bool{})
			}
		}
	}
	for name, s := range doc.Components.Schemas {
		for prop, p := range s.Properties {
			if p.mainType() == "array" && slices.Contains(p.types(), "null") && strings.HasSuffix(name, "Out") {
				problems = append(problems, name+"."+prop+": a nullable list in a response")
			}
		}
	}
	slices.Sort(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

type contractOp struct {
	Parameters []struct {
		Name, In string
		Schema   *contractSchema
	}
	RequestBody struct {
		Content map[string]struct{ Schema *contractSchema }
	} `json:"requestBody"`
}

type contractSchema struct {
	Ref                  string `json:"$ref"`
	Type                 json.RawMessage
	Format, Pattern      string
	Enum                 []any
	MaxLength            *int     `json:"maxLength"`
	MaxItems             *int     `json:"maxItems"`
	MaxProperties        *int     `json:"maxProperties"`
	Minimum              *float64 `json:"minimum"`
	Maximum              *float64 `json:"maximum"`
	Properties           map[string]*contractSchema
	AdditionalProperties json.RawMessage `json:"additionalProperties"`
	Items                *contractSchema
	AnyOf                []*contractSchema `json:"anyOf"`
	AllOf                []*contractSchema `json:"allOf"`
}

// types lists the schema's types ("type": "string" or ["string", "null"]).
func (s *contractSchema) types() []string {
	var many []string
	if json.Unmarshal(s.Type, &many) == nil {
		return many
	}
	var one string
	_ = json.Unmarshal(s.Type, &one)
	return []string{one}
}

// mainType is the type other than null.
func (s *contractSchema) mainType() string {
	for _, t := range s.types() {
		if t != "null" {
			return t
		}
	}
	return ""
}
