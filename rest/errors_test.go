package rest_test

import (
	"bytes"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"clinic/internal/testkit"
)

// Malformed JSON is a 400; a parameter that is not of its type or shape is a 422 naming it. No
// answer echoes what the client sent.
func TestMalformedRequestsAreRefusedWithoutEchoingInput(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	const secret = "s3cr3t-patient-data"
	for _, tc := range []struct {
		name, method, path string
		body               any
		want               string
	}{
		{"truncated JSON", "POST", "/v1/patients", `{"name": "` + secret, "Malformed JSON body"},
		{"not JSON", "POST", "/v1/patients", secret, "Malformed JSON body"},
		{"a JSON array", "POST", "/v1/patients", `["` + secret + `"]`, ""},
		{"limit not a number", "GET", "/v1/patients?limit=" + secret, nil, ""},
		{"foreign cursor", "GET", "/v1/patients?cursor=" + secret, nil, ""},
		{"foreign cursor (doctors)", "GET", "/v1/doctors?cursor=AAAA", nil, ""},
	} {
		r := a.c.Do(t, tc.method, tc.path, a.tenant.Key, tc.body)
		if tc.want == "" { // a value of the wrong shape is a validation error of what holds it
			if r.Status != 422 {
				t.Errorf("%s: status %d, want 422: %s", tc.name, r.Status, r.Body)
			}
		} else if r.Status != 400 {
			t.Errorf("%s: status %d, want 400: %s", tc.name, r.Status, r.Body)
		} else if d := r.JSON(t)["detail"]; d != tc.want {
			t.Errorf("%s: detail %q, want %q", tc.name, d, tc.want)
		}
		if bytes.Contains(r.Body, []byte(secret)) {
			t.Errorf("%s: the error echoes the client's input: %s", tc.name, r.Body)
		}
	}
	// Nothing was created.
	if items := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("malformed requests created %d patients", len(items))
	}
}

// A 422 names every offending field at once, whether the schema or a domain rule found it, in
// detail and in errors.
func TestValidationNamesEveryField(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	r := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{
		"name": "", "sex": "x", "cpf": "529.982.247-24", "email": "not-an-email",
		"birth_date": "2999-01-01", "phone": "12", "unknown_field": 1,
	}).Expect(t, 422)
	got := fieldsOf(t, r)
	for _, want := range []string{"body.name", "body.sex", "body.cpf", "body.email", "body.birth_date", "body.phone", "body.unknown_field"} {
		if !slices.Contains(got, want) {
			t.Errorf("422 does not list %s: %s", want, r.Body)
		}
	}
	for _, f := range got {
		if n := strings.Count(strings.Join(got, " ")+" ", f+" "); n != 1 {
			t.Errorf("field %s listed %d times", f, n)
		}
	}
	r = a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{
		"name": "Dr. X", "crm": "12a", "crm_uf": "XX", "specialties": []string{" "},
	}).Expect(t, 422)
	got = fieldsOf(t, r)
	for _, want := range []string{"body.crm", "body.crm_uf", "body.specialties[0]"} {
		if !slices.Contains(got, want) {
			t.Errorf("422 does not list %s: %s", want, r.Body)
		}
	}
	r = a.c.Do(t, "GET", "/v1/patients?limit=0&birth_date=2020-13-01", a.tenant.Key, nil).Expect(t, 422)
	got = fieldsOf(t, r)
	for _, want := range []string{"query.limit", "query.birth_date"} {
		if !slices.Contains(got, want) {
			t.Errorf("422 does not list %s: %s", want, r.Body)
		}
	}
}

// A body over the limit is refused before it is parsed or validated, declared or chunked.
func TestBodyTooLargeIs413(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{BodyLimit: 1024})
	big := `{"name": "` + strings.Repeat("a", 2000) + `"}`
	r := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, big).Expect(t, 413)
	wantDetail(t, r, "Request body too large (limit 1024 bytes)")

	// Chunked: no Content-Length, so the limit applies while reading.
	req, _ := http.NewRequest("POST", a.c.URL+"/v1/patients", io.MultiReader(strings.NewReader(big)))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("x-api-key", a.tenant.Key)
	resp, err := a.c.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 413 {
		t.Fatalf("chunked oversized body: status %d, want 413: %s", resp.StatusCode, body)
	}
	wantDetail(t, &testkit.Response{Status: resp.StatusCode, Body: body}, "Request body too large")
	// Invalid content would be a 422, but a large body is refused first.
	r = a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, `{"sex": "`+strings.Repeat("x", 2000)+`"}`).Expect(t, 413)
	if items := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("refused bodies created %d patients", len(items))
	}
}

func TestUnknownRouteMethodAndMediaType(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	wantDetail(t, a.c.Do(t, "GET", "/v1/nothing-here", a.tenant.Key, nil).Expect(t, 404), "Not found")
	wantDetail(t, a.c.Do(t, "GET", "/nothing", "", nil).Expect(t, 404), "Not found")
	wantDetail(t, a.c.Do(t, "DELETE", "/v1/patients", a.tenant.Key, nil).Expect(t, 405), "Method not allowed")
	wantDetail(t, a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, "name=x", "Content-Type: application/x-www-form-urlencoded").Expect(t, 415),
		"Unsupported Content-Type: send application/json")
}

func TestRequestIDAndAccessLog(t *testing.T) {
	t.Parallel()
	var log logBuffer
	a := newAPI(t, testkit.ServerOptions{Log: log.logger()})
	r := a.c.Do(t, "GET", "/v1/patients?cpf=52998224725", a.tenant.Key, nil, "X-Request-ID: my-req.42").Expect(t, 200)
	if got := r.Header.Get("X-Request-ID"); got != "my-req.42" {
		t.Errorf("X-Request-ID = %q, want the client's", got)
	}
	// An unusable id is replaced, not echoed.
	r = a.c.Do(t, "GET", "/v1/nothing", "", nil, "X-Request-ID: bad id\twith spaces")
	generated := r.Header.Get("X-Request-ID")
	if generated == "" || strings.Contains(generated, " ") {
		t.Errorf("generated X-Request-ID = %q", generated)
	}
	var found bool
	for _, line := range log.lines(t) {
		if line["msg"] != "request" || line["request_id"] != "my-req.42" {
			continue
		}
		found = true
		if line["method"] != "GET" || line["route"] != "/v1/patients" || line["status"] != 200.0 ||
			line["tenant_id"] != a.tenant.ID.String() || line["key_id"] == "" || line["duration_ms"] == nil {
			t.Errorf("access log line lacks a field: %v", line)
		}
	}
	if !found {
		t.Fatalf("no access log line for the request:\n%s", log.String())
	}
	if all := log.String(); strings.Contains(all, a.tenant.Key) || strings.Contains(all, "52998224725") {
		t.Errorf("the log holds the API key or the query string (a CPF):\n%s", all)
	}
}

// Postgres refuses NUL in text, and the document says so (a pattern on every text field and
// parameter): the client gets a 422 naming the field, never a 500, and nothing is stored.
func TestNULCharactersAre422(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	for field, r := range map[string]*testkit.Response{
		"body.name":       a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, `{"name": "Ana\u0000"}`),
		"body.name ":      a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, `{"name": "Dr\u0000", "crm": "1", "crm_uf": "SP"}`),
		"query.q":         a.c.Do(t, "GET", "/v1/patients?q=%00", a.tenant.Key, nil),
		"query.specialty": a.c.Do(t, "GET", "/v1/doctors?specialty=%00", a.tenant.Key, nil),
	} {
		if r.Status != 422 {
			t.Errorf("%s: status %d, want 422: %s", field, r.Status, r.Body)
			continue
		}
		if f := fieldsOf(t, r); !slices.Equal(f, []string{strings.TrimSpace(field)}) {
			t.Errorf("fields %v, want %s", f, field)
		}
	}
	if items := a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("%d patients stored", len(items))
	}
}

// A missing required field is named as the field itself, once.
func TestMissingRequiredFieldNamedOnce(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	r := a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{"crm": "1"}).Expect(t, 422)
	got := fieldsOf(t, r)
	slices.Sort(got)
	if !slices.Equal(got, []string{"body.crm_uf", "body.name"}) {
		t.Errorf("fields %v, want [body.crm_uf body.name]", got)
	}
}

// Field names are case-sensitive: a client that sends NAME gets told, not silently accepted.
func TestFieldNamesAreCaseSensitive(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	r := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, `{"NAME": "Ana"}`).Expect(t, 422)
	got := fieldsOf(t, r)
	if !slices.Contains(got, "body.NAME") || !slices.Contains(got, "body.name") {
		t.Errorf("fields %v, want body.NAME (unknown) and body.name (required)", got)
	}
}
