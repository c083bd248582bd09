package rest_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

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
