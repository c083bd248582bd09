package rest_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

func TestAppointmentCreateWithEveryField(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	in := w.body(apptT0, 30, map[string]any{"room_id": w.room, "source": "front_desk", "notes": "Retorno",
		"internal_notes": "Paciente prefere manhã", "external_reference": "EXT-42",
		"metadata": map[string]any{"convenio": "Unimed", "tags": []any{"retorno"}}})
	a := w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, in).Expect(t, 201).JSON(t)
	if _, err := uuid.Parse(fmt.Sprint(a["id"])); err != nil {
		t.Errorf("id %v: %v", a["id"], err)
	}
	want := map[string]any{"provider_profile_id": w.provider.String(), "patient_id": w.patientUUID,
		"patient_token": w.patient, "appointment_type_id": w.apptType.String(), "location_id": w.location.String(),
		"room_id": w.room.String(), "start_time": "2030-01-07T13:00:00Z", "end_time": "2030-01-07T13:30:00Z",
		"status": "requested", "source": "front_desk", "notes": "Retorno", "internal_notes": "Paciente prefere manhã",
		"external_reference": "EXT-42", "version": float64(1)}
	for k, v := range want {
		if a[k] != v {
			t.Errorf("%s = %v, want %v", k, a[k], v)
		}
	}
	if m, _ := a["metadata"].(map[string]any); m["convenio"] != "Unimed" {
		t.Errorf("metadata = %v", a["metadata"])
	}
	for _, f := range []string{"confirmed_at", "confirmed_by", "checked_in_at", "checked_in_by", "started_at",
		"completed_at", "no_show_at", "cancelled_at", "cancelled_by", "cancellation_reason", "rescheduled_from_id",
		"rescheduled_to_id"} {
		if v, ok := a[f]; !ok || v != nil {
			t.Errorf("%s = %v (present %v), want null", f, v, ok)
		}
	}
	for _, f := range []string{"created_at", "updated_at"} {
		if s, _ := a[f].(string); !strings.HasSuffix(s, "Z") {
			t.Errorf("%s = %v, want RFC 3339 UTC", f, a[f])
		}
	}
	if _, ok := a["status_history"]; ok {
		t.Error("create answers status_history; only GET by id does")
	}

	// GET adds the history, starting with the creation.
	got := w.get(t, a["id"])
	if !reflect.DeepEqual(apptWithout(got, "status_history"), a) {
		t.Errorf("GET differs from the create response:\n%v\n%v", got, a)
	}
	h, _ := got["status_history"].([]any)
	if len(h) != 1 {
		t.Fatalf("status_history = %v, want one entry", got["status_history"])
	}
	first := h[0].(map[string]any)
	if first["from_status"] != nil || first["to_status"] != "requested" || !strings.HasSuffix(fmt.Sprint(first["changed_at"]), "Z") {
		t.Errorf("creation entry = %v", first)
	}

	// The outbox holds appointment.created with the appointment as the API shows it, without
	// internal_notes (event payloads leave the service).
	ev := apptEvents(t, w.api)
	if len(ev) != 1 || ev[0].Kind != "appointment.created" || ev[0].Aggregate.String() != a["id"] {
		t.Fatalf("outbox = %v", ev)
	}
	if !reflect.DeepEqual(ev[0].Payload, apptWithout(a, "internal_notes")) {
		t.Errorf("payload differs from the API:\n%v\n%v", ev[0].Payload, a)
	}

	if r := w.c.Do(t, "GET", "/v1/scheduling/appointments?patient_id="+w.patient, w.tenant.Key, nil); r.Header.Get("Deprecation") != "" {
		t.Error("the token form is flagged as deprecated")
	}

	// Minimal body, patient by internal UUID, an offset converted to UTC: defaults apply, and the
	// UUID form is flagged as deprecated as on the patient paths.
	r := w.try(t, apptT0.Add(time.Hour), 30, map[string]any{"patient_id": w.patientUUID,
		"start_time": "2030-01-07T11:00:00-03:00", "end_time": "2030-01-07T11:45:00-03:00"}).Expect(t, 201)
	if r.Header.Get("Deprecation") != "true" || !strings.Contains(r.Header.Get("Link"), "deprecation") {
		t.Errorf("UUID form: Deprecation %q, Link %q", r.Header.Get("Deprecation"), r.Header.Get("Link"))
	}
	m := r.JSON(t)
	if m["start_time"] != "2030-01-07T14:00:00Z" || m["end_time"] != "2030-01-07T14:45:00Z" {
		t.Errorf("times = %v, %v", m["start_time"], m["end_time"])
	}
	if m["source"] != "api" || m["room_id"] != nil || m["notes"] != nil || m["patient_token"] != w.patient {
		t.Errorf("defaults: %v", m)
	}
	if md, ok := m["metadata"].(map[string]any); !ok || len(md) != 0 {
		t.Errorf("metadata = %v, want {}", m["metadata"])
	}
}

func TestAppointmentCreateReferences(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	other := apptSetup(t, apptProviderOpts{}) // another clinic with a full set of objects
	inactiveProvider := apptNewProvider(t, w.api, apptProviderOpts{inactive: true})
	inactiveLocation := apptNewLocation(t, w.api, "America/Sao_Paulo", false)
	inactiveType := apptNewType(t, w.api, false)
	inactiveRoom := apptNewRoom(t, w.api, w.location, false)
	otherLocation := apptNewLocation(t, w.api, "America/Sao_Paulo", true)
	roomElsewhere := apptNewRoom(t, w.api, otherLocation, true)
	unknown := uuid.Must(uuid.NewV7())
	for _, tc := range []struct {
		name  string
		extra map[string]any
		field string
		msg   string
	}{
		{"unknown provider", map[string]any{"provider_profile_id": unknown}, "provider_profile_id", "no such provider in this clinic"},
		{"inactive provider", map[string]any{"provider_profile_id": inactiveProvider}, "provider_profile_id", "the provider is inactive"},
		{"another clinic's provider", map[string]any{"provider_profile_id": other.provider}, "provider_profile_id", "no such provider in this clinic"},
		{"unknown patient token", map[string]any{"patient_id": "pat_0000000000000000000000"}, "patient_id", "no such patient in this clinic"},
		{"unknown patient uuid", map[string]any{"patient_id": unknown.String()}, "patient_id", "no such patient in this clinic"},
		{"another clinic's patient token", map[string]any{"patient_id": other.patient}, "patient_id", "no such patient in this clinic"},
		{"another clinic's patient uuid", map[string]any{"patient_id": other.patientUUID}, "patient_id", "no such patient in this clinic"},
		{"malformed patient", map[string]any{"patient_id": "pat_short"}, "patient_id", "expected string to be a patient token (pat_ + 22 characters) or the patient's UUID"},
		{"unknown type", map[string]any{"appointment_type_id": unknown}, "appointment_type_id", "no such appointment type in this clinic"},
		{"inactive type", map[string]any{"appointment_type_id": inactiveType}, "appointment_type_id", "the appointment type is inactive"},
		{"another clinic's type", map[string]any{"appointment_type_id": other.apptType}, "appointment_type_id", "no such appointment type in this clinic"},
		{"unknown location", map[string]any{"location_id": unknown}, "location_id", "no such location in this clinic"},
		{"inactive location", map[string]any{"location_id": inactiveLocation}, "location_id", "the location is inactive"},
		{"another clinic's location", map[string]any{"location_id": other.location}, "location_id", "no such location in this clinic"},
		{"unknown room", map[string]any{"room_id": unknown}, "room_id", "no such room in this clinic"},
		{"inactive room", map[string]any{"room_id": inactiveRoom}, "room_id", "the room is inactive"},
		{"another clinic's room", map[string]any{"room_id": other.room}, "room_id", "no such room in this clinic"},
		{"room at another location", map[string]any{"room_id": roomElsewhere}, "room_id", "the room is not at location_id"},
	} {
		r := w.try(t, apptT0, 30, tc.extra)
		if r.Status != 422 {
			t.Errorf("%s: status %d, want 422: %s", tc.name, r.Status, r.Body)
			continue
		}
		if f := fieldsOf(t, r); !slices.Equal(f, []string{"body." + tc.field}) {
			t.Errorf("%s: fields %v, want [body.%s]", tc.name, f, tc.field)
		}
		if !strings.Contains(string(r.Body), tc.msg) {
			t.Errorf("%s: body %s does not say %q", tc.name, r.Body, tc.msg)
		}
	}
	// Every bad reference at once: one 422 naming each.
	r := w.try(t, apptT0, 30, map[string]any{"provider_profile_id": unknown, "patient_id": other.patient,
		"appointment_type_id": inactiveType, "location_id": other.location, "room_id": inactiveRoom}).Expect(t, 422)
	f := fieldsOf(t, r)
	slices.Sort(f)
	if want := []string{"body.appointment_type_id", "body.location_id", "body.patient_id", "body.provider_profile_id",
		"body.room_id"}; !slices.Equal(f, want) {
		t.Errorf("fields %v, want %v", f, want)
	}
	if n := apptCount(t, w.api); n != 0 {
		t.Errorf("%d appointments written by refused requests", n)
	}
	if ev := apptEvents(t, w.api); len(ev) != 0 {
		t.Errorf("outbox holds %v after refused requests", apptKinds(ev, nil))
	}
}

func TestAppointmentCreateTimesAndFields(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 10})
	start := apptT0.Format(time.RFC3339)
	for _, tc := range []struct {
		name   string
		extra  map[string]any
		fields []string
	}{
		{"end equals start", map[string]any{"end_time": start}, []string{"body.end_time"}},
		{"end before start", map[string]any{"end_time": apptT0.Add(-time.Minute).Format(time.RFC3339)}, []string{"body.end_time"}},
		{"longer than 12 h", map[string]any{"end_time": apptT0.Add(12*time.Hour + time.Minute).Format(time.RFC3339)}, []string{"body.end_time"}},
		{"missing start", map[string]any{"start_time": nil}, []string{"body.start_time"}},
		{"malformed end", map[string]any{"end_time": "tomorrow"}, []string{"body.end_time"}},
		{"malformed ids", map[string]any{"provider_profile_id": "x", "location_id": "1234", "room_id": "nope"},
			[]string{"body.location_id", "body.provider_profile_id", "body.room_id"}},
		{"missing provider", map[string]any{"provider_profile_id": nil}, []string{"body.provider_profile_id"}},
		{"numbers for strings", map[string]any{"notes": 5, "start_time": 7}, []string{"body.notes", "body.start_time"}},
		{"too long texts", map[string]any{"source": strings.Repeat("s", 51), "external_reference": strings.Repeat("e", 256),
			"notes": strings.Repeat("n", 10001)}, []string{"body.external_reference", "body.notes", "body.source"}},
		{"unknown field", map[string]any{"status": "completed"}, []string{"body.status"}},
	} {
		body := w.body(apptT0, 30, nil)
		for k, v := range tc.extra {
			if v == nil {
				delete(body, k)
			} else {
				body[k] = v
			}
		}
		r := w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, body)
		if r.Status != 422 {
			t.Errorf("%s: status %d, want 422: %s", tc.name, r.Status, r.Body)
			continue
		}
		f := fieldsOf(t, r)
		slices.Sort(f)
		if !slices.Equal(f, tc.fields) {
			t.Errorf("%s: fields %v, want %v (%s)", tc.name, f, tc.fields, r.Body)
		}
		for k, v := range tc.extra {
			if v == nil && !strings.Contains(string(r.Body), "body."+k+": is required") {
				t.Errorf("%s: the detail does not name the missing %s: %s", tc.name, k, r.Body)
			}
		}
	}
	if n := apptCount(t, w.api); n != 0 {
		t.Fatalf("%d appointments written by refused requests", n)
	}
	// Exactly 12 hours is allowed.
	w.book(t, apptT0, 12*60, nil)
}

func TestAppointmentBuffersMakeAdjacentBookingsConflict(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{buffer: 10})
	first := w.book(t, apptT0, 30, nil) // 13:00–13:30, busy 12:50–13:40 with the buffer
	for _, tc := range []struct {
		name  string
		start time.Time
		want  int
	}{
		{"right after", apptT0.Add(30 * time.Minute), 409},
		{"inside the buffer after", apptT0.Add(39 * time.Minute), 409},
		{"inside the buffer before", apptT0.Add(-35 * time.Minute), 409}, // 12:25–12:55
		{"overlapping", apptT0.Add(15 * time.Minute), 409},
	} {
		r := w.try(t, tc.start, 30, nil)
		if r.Status != tc.want {
			t.Errorf("%s: status %d, want %d: %s", tc.name, r.Status, tc.want, r.Body)
		}
		if r.Status == 409 && !strings.Contains(string(r.Body), "10-minute buffer") {
			t.Errorf("%s: detail does not explain the buffer: %s", tc.name, r.Body)
		}
	}
	w.book(t, apptT0.Add(40*time.Minute), 30, nil)  // 13:40: exactly one buffer after
	w.book(t, apptT0.Add(-40*time.Minute), 30, nil) // 12:20–12:50: exactly one buffer before
	// Without a buffer, back-to-back bookings are fine.
	noBuffer := apptNewProvider(t, w.api, apptProviderOpts{})
	w.book(t, apptT0, 30, map[string]any{"provider_profile_id": noBuffer})
	w.book(t, apptT0.Add(30*time.Minute), 30, map[string]any{"provider_profile_id": noBuffer})
	// A cancelled appointment frees its time: 13:00–13:30 fits between 12:50 and 13:40 again.
	w.act(t, first["id"], "cancel", nil).Expect(t, 200)
	w.book(t, apptT0, 30, nil)
}

func TestAppointmentRoomCannotBeDoubleBooked(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	second := apptNewProvider(t, w.api, apptProviderOpts{})
	first := w.book(t, apptT0, 60, map[string]any{"room_id": w.room})
	// Another provider, same room, overlapping: refused by the database's exclusion constraint.
	r := w.try(t, apptT0.Add(30*time.Minute), 60, map[string]any{"room_id": w.room, "provider_profile_id": second}).Expect(t, 409)
	wantDetail(t, r, "The room is already booked for an overlapping appointment")
	// Back to back in the same room, or the same time in no room, is fine.
	w.book(t, apptT0.Add(60*time.Minute), 30, map[string]any{"room_id": w.room, "provider_profile_id": second})
	w.book(t, apptT0.Add(15*time.Minute), 30, map[string]any{"provider_profile_id": apptNewProvider(t, w.api, apptProviderOpts{})})
	// Once the first is cancelled the room is free at that time.
	w.c.Do(t, "DELETE", fmt.Sprintf("/v1/scheduling/appointments/%v", first["id"]), w.tenant.Key, nil).Expect(t, 204)
	w.book(t, apptT0, 30, map[string]any{"room_id": w.room, "provider_profile_id": second})
	if ev := apptKinds(apptEvents(t, w.api), nil); len(ev) != 5 {
		t.Errorf("events %v, want 4 created and 1 cancelled", ev)
	}
}

func TestAppointmentMaxDailyCountsTheLocalDay(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxDaily: apptPtr(2), maxConcurrent: 5})
	// Monday 7 January in São Paulo (UTC−3) runs from 03:00Z on the 7th to 03:00Z on the 8th.
	w.book(t, time.Date(2030, 1, 7, 12, 0, 0, 0, time.UTC), 30, nil)
	last := w.book(t, time.Date(2030, 1, 7, 15, 0, 0, 0, time.UTC), 30, nil)
	// 22:00 local is still the 7th, although it is the 8th in UTC.
	r := w.try(t, time.Date(2030, 1, 8, 1, 0, 0, 0, time.UTC), 30, nil).Expect(t, 409)
	wantDetail(t, r, "The provider already has 2 active appointment(s) or waitlist hold(s) on 2030-01-07 (the location's local date); max_daily_appointments is 2")
	// 00:30 local on the 8th is another day; 23:30 local on the 6th too.
	w.book(t, time.Date(2030, 1, 8, 3, 30, 0, 0, time.UTC), 30, nil)
	w.book(t, time.Date(2030, 1, 7, 2, 30, 0, 0, time.UTC), 30, nil)
	// A cancellation gives the day's place back.
	w.act(t, last["id"], "cancel", nil).Expect(t, 200)
	w.book(t, time.Date(2030, 1, 8, 1, 0, 0, 0, time.UTC), 30, nil)
}

func TestAppointmentUpdate(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 3})
	path := func(id any) string { return fmt.Sprintf("/v1/scheduling/appointments/%v", id) }
	a := w.book(t, apptT0, 30, map[string]any{"notes": "n1", "internal_notes": "i1", "metadata": map[string]any{"a": 1}})
	id := a["id"]

	// Missing version → 422; stale → 409 naming the current one; other fields → 422.
	r := w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"notes": "x"}).Expect(t, 422)
	if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.version"}) {
		t.Errorf("missing version: %s", r.Body)
	}
	for _, v := range []any{0, "1", nil} {
		r = w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": v}).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.version"}) {
			t.Errorf("version %v: fields %v", v, f)
		}
	}
	r = w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": 7, "notes": "x"}).Expect(t, 409)
	wantDetail(t, r, "Version 7 is stale: the appointment is at version 1; read it again and retry")
	for _, field := range []string{"status", "start_time", "provider_profile_id"} {
		r = w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": 1, field: "x"}).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Equal(f, []string{"body." + field}) {
			t.Errorf("%s: fields %v", field, f)
		}
	}
	if got := w.get(t, id); got["version"] != float64(1) || got["notes"] != "n1" {
		t.Fatalf("refused PUTs changed the appointment: %v", got)
	}

	// Notes change, internal notes untouched (absent), room set, metadata replaced.
	u := w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": 1, "notes": "n2", "room_id": w.room,
		"metadata": map[string]any{"b": "2"}}).Expect(t, 200).JSON(t)
	if u["version"] != float64(2) || u["notes"] != "n2" || u["internal_notes"] != "i1" || u["room_id"] != w.room.String() {
		t.Errorf("after PUT: %v", u)
	}
	if md := u["metadata"].(map[string]any); len(md) != 1 || md["b"] != "2" {
		t.Errorf("metadata = %v, want replaced", md)
	}
	if u["updated_at"] == a["updated_at"] && u["status"] != "requested" {
		t.Errorf("updated_at/status: %v", u)
	}
	// null clears; the status history does not grow.
	u = w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": 2, "notes": nil, "internal_notes": nil,
		"room_id": nil}).Expect(t, 200).JSON(t)
	if u["version"] != float64(3) || u["notes"] != nil || u["internal_notes"] != nil || u["room_id"] != nil {
		t.Errorf("after clearing: %v", u)
	}
	if h := w.get(t, id)["status_history"].([]any); len(h) != 1 {
		t.Errorf("PUT added history: %v", h)
	}

	// The room is conflict-checked (another appointment holds it) and must be at the location.
	w.book(t, apptT0.Add(10*time.Minute), 30, map[string]any{"room_id": w.room})
	r = w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": 3, "room_id": w.room}).Expect(t, 409)
	wantDetail(t, r, "The room is already booked for an overlapping appointment")
	elsewhere := apptNewRoom(t, w.api, apptNewLocation(t, w.api, "America/Sao_Paulo", true), true)
	for room, msg := range map[string]string{elsewhere.String(): "the room is not at the appointment's location",
		uuid.NewString(): "no such room in this clinic", "bad": "uuid"} {
		r = w.c.Do(t, "PUT", path(id), w.tenant.Key, map[string]any{"version": 3, "room_id": room}).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.room_id"}) || !strings.Contains(string(r.Body), msg) {
			t.Errorf("room %s: %s", room, r.Body)
		}
	}
	if got := w.get(t, id); got["version"] != float64(3) || got["room_id"] != nil {
		t.Errorf("refused room changes changed the appointment: %v", got)
	}
	kinds := apptKinds(apptEvents(t, w.api), id)
	if !slices.Equal(kinds, []string{"appointment.created", "appointment.updated", "appointment.updated"}) {
		t.Errorf("events %v", kinds)
	}
	ev := apptEvents(t, w.api)
	if last := ev[2].Payload; last["version"] != float64(3) || last["notes"] != nil {
		t.Errorf("last updated payload = %v", last)
	}
}

func TestAppointmentPermissions(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	a := w.book(t, apptT0, 30, nil)
	read, _ := w.env.NewKey(t, w.tenant.ID, "scheduling:read")
	write, _ := w.env.NewKey(t, w.tenant.ID, "scheduling:write")
	path := fmt.Sprintf("/v1/scheduling/appointments/%v", a["id"])
	w.c.Do(t, "GET", path, read, nil).Expect(t, 200)
	w.c.Do(t, "GET", "/v1/scheduling/appointments", read, nil).Expect(t, 200)
	w.c.Do(t, "POST", "/v1/scheduling/appointments", read, w.body(apptT0.Add(time.Hour), 30, nil)).Expect(t, 403)
	w.c.Do(t, "POST", path+"/confirm", read, nil).Expect(t, 403)
	w.c.Do(t, "DELETE", path, read, nil).Expect(t, 403)
	w.c.Do(t, "PUT", path, read, map[string]any{"version": 1}).Expect(t, 403)
	w.c.Do(t, "GET", path, write, nil).Expect(t, 403)
	w.c.Do(t, "POST", path+"/confirm", write, nil).Expect(t, 200)
}

// TestAppointmentIDsOfAnotherTenant checks every id-bearing route: another clinic's id, an
// unknown id and a malformed one all answer the same 404 and change nothing.
func TestAppointmentIDsOfAnotherTenant(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	mine := w.book(t, apptT0, 30, nil)["id"].(string)
	intruder := newAPI(t, testkit.ServerOptions{})
	routes := []struct {
		method, suffix string
		body           any
	}{
		{"GET", "", nil}, {"PUT", "", map[string]any{"version": 1, "notes": "x"}}, {"DELETE", "", nil},
		{"POST", "/confirm", map[string]any{"confirmed_by": "x"}}, {"POST", "/check-in", nil}, {"POST", "/start", nil},
		{"POST", "/complete", nil}, {"POST", "/no-show", nil}, {"POST", "/cancel", map[string]any{"reason": "x"}},
		{"POST", "/reschedule", map[string]any{"new_start_time": "2030-02-01T13:00:00Z", "new_end_time": "2030-02-01T13:30:00Z"}},
	}
	for _, rt := range routes {
		for _, id := range []string{mine, uuid.NewString(), "not-a-uuid", "123", strings.ToUpper(uuid.NewString())[:35] + "z"} {
			key := intruder.tenant.Key
			if id != mine {
				key = w.tenant.Key
			}
			r := w.c.Do(t, rt.method, "/v1/scheduling/appointments/"+id+rt.suffix, key, rt.body)
			if r.Status != 404 {
				t.Errorf("%s …/%s%s: status %d, want 404: %s", rt.method, id, rt.suffix, r.Status, r.Body)
				continue
			}
			wantDetail(t, r, "Appointment not found")
		}
	}
	got := w.get(t, mine)
	if got["version"] != float64(1) || got["status"] != "requested" || got["notes"] != nil {
		t.Errorf("another clinic changed the appointment: %v", got)
	}
	if n := apptCount(t, w.api); n != 1 {
		t.Errorf("%d appointments, want 1", n)
	}
	if ev := apptEvents(t, w.api); len(ev) != 1 {
		t.Errorf("events %v", apptKinds(ev, nil))
	}
}
