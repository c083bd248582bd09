package booking

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/localtime"
)

// fieldNames returns the fields an Invalid error names, sorted; nil for no error.
func fieldNames(t *testing.T, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	e, ok := errs.As(err)
	if !ok || e.Kind != errs.Invalid {
		t.Fatalf("error %v is not Invalid", err)
	}
	var out []string
	for _, f := range e.Fields {
		out = append(out, f.Field)
	}
	slices.Sort(out)
	return out
}

func TestNewAppointmentValidate(t *testing.T) {
	t0 := time.Date(2030, 1, 7, 13, 0, 0, 0, time.UTC)
	valid := func() NewAppointment {
		return NewAppointment{ProviderProfileID: uuid.New(), PatientRef: "pat_0123456789ABCDEFGHIJab",
			AppointmentTypeID: uuid.New(), LocationID: uuid.New(), StartTime: t0, EndTime: t0.Add(30 * time.Minute)}
	}
	long := func(n int) *string { s := strings.Repeat("x", n); return &s }
	for _, tc := range []struct {
		name   string
		change func(*NewAppointment)
		fields []string
	}{
		{"valid", func(*NewAppointment) {}, nil},
		{"patient by uuid", func(a *NewAppointment) { a.PatientRef = uuid.NewString() }, nil},
		{"exactly 12 hours", func(a *NewAppointment) { a.EndTime = t0.Add(12 * time.Hour) }, nil},
		{"12 hours and a microsecond", func(a *NewAppointment) { a.EndTime = t0.Add(12*time.Hour + time.Microsecond) }, []string{"end_time"}},
		{"end equals start", func(a *NewAppointment) { a.EndTime = t0 }, []string{"end_time"}},
		{"end before start", func(a *NewAppointment) { a.EndTime = t0.Add(-time.Minute) }, []string{"end_time"}},
		{"end within the same microsecond", func(a *NewAppointment) { a.EndTime = t0.Add(time.Nanosecond) }, []string{"end_time"}},
		{"no start", func(a *NewAppointment) { a.StartTime = time.Time{} }, []string{"start_time"}},
		{"no ids", func(a *NewAppointment) {
			a.ProviderProfileID, a.AppointmentTypeID, a.LocationID = uuid.Nil, uuid.Nil, uuid.Nil
		}, []string{"appointment_type_id", "location_id", "provider_profile_id"}},
		{"nil room", func(a *NewAppointment) { a.RoomID = &uuid.Nil }, []string{"room_id"}},
		{"short token", func(a *NewAppointment) { a.PatientRef = "pat_123" }, []string{"patient_id"}},
		{"token with a symbol", func(a *NewAppointment) { a.PatientRef = "pat_0123456789ABCDEFGHIJa-" }, []string{"patient_id"}},
		{"uuid without hyphens", func(a *NewAppointment) { a.PatientRef = strings.ReplaceAll(uuid.NewString(), "-", "") }, []string{"patient_id"}},
		{"long texts", func(a *NewAppointment) {
			a.Source, a.Notes, a.InternalNotes, a.ExternalReference = long(51), long(10001), long(10001), long(256)
		}, []string{"external_reference", "internal_notes", "notes", "source"}},
		{"texts at their limits", func(a *NewAppointment) {
			a.Source, a.Notes, a.InternalNotes, a.ExternalReference = long(50), long(10000), long(10000), long(255)
		}, nil},
		{"huge metadata", func(a *NewAppointment) { a.Metadata = map[string]any{"x": strings.Repeat("y", 17<<10)} }, []string{"metadata"}},
	} {
		in := valid()
		tc.change(&in)
		if got := fieldNames(t, in.Validate()); !slices.Equal(got, tc.fields) {
			t.Errorf("%s: fields %v, want %v", tc.name, got, tc.fields)
		}
	}
	// Normalisation: UTC at microseconds, source trimmed with a default.
	in := valid()
	sp := time.FixedZone("-03", -3*3600)
	in.StartTime = time.Date(2030, 1, 7, 10, 0, 0, 1500, sp)
	in.EndTime = in.StartTime.Add(time.Hour)
	blank := "  "
	in.Source = &blank
	if err := in.Validate(); err != nil {
		t.Fatal(err)
	}
	if in.StartTime.Location() != time.UTC || in.StartTime.Nanosecond() != 1000 || in.StartTime.Hour() != 13 {
		t.Errorf("start normalised to %v", in.StartTime)
	}
	if *in.Source != "api" {
		t.Errorf("blank source became %q", *in.Source)
	}
}

func TestLifecycleTable(t *testing.T) {
	want := map[LifecycleAction]map[string]string{ // action → allowed from → to
		LifecycleConfirm:  {StatusRequested: StatusConfirmed},
		LifecycleCheckIn:  {StatusConfirmed: StatusCheckedIn},
		LifecycleStart:    {StatusCheckedIn: StatusInProgress},
		LifecycleComplete: {StatusInProgress: StatusCompleted},
		LifecycleNoShow:   {StatusConfirmed: StatusNoShow, StatusCheckedIn: StatusNoShow},
		LifecycleCancel:   {StatusRequested: StatusCancelled, StatusConfirmed: StatusCancelled, StatusCheckedIn: StatusCancelled},
	}
	allowed := 0
	for _, action := range LifecycleActions {
		for _, from := range Statuses {
			to, err := LifecycleNext(from, action)
			if wantTo, ok := want[action][from]; ok {
				allowed++
				if err != nil || to != wantTo {
					t.Errorf("%s from %s = %q, %v; want %s", action, from, to, err, wantTo)
				}
				continue
			}
			if errs.KindOf(err) != errs.Conflict {
				t.Errorf("%s from %s: error %v, want Conflict", action, from, err)
				continue
			}
			e, _ := errs.As(err)
			if !strings.Contains(e.Detail, "that is "+from) || !strings.Contains(e.Detail, "become "+lifecycleRules[action].to) {
				t.Errorf("%s from %s: detail %q does not name both states", action, from, e.Detail)
			}
		}
	}
	if allowed != 9 {
		t.Errorf("%d allowed transitions, want the spec's 9", allowed)
	}
	if _, err := LifecycleNext(StatusRequested, "teleport"); errs.KindOf(err) != errs.BadRequest {
		t.Errorf("unknown action: %v", err)
	}
	_, err := LifecycleNext(StatusCompleted, LifecycleNoShow)
	if e, _ := errs.As(err); e.Detail != "Cannot mark as no-show an appointment that is completed: only confirmed or checked_in can become no_show" {
		t.Errorf("detail %q", e.Detail)
	}
}

func TestLocalDay(t *testing.T) {
	zone := func(name string) *time.Location {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		return loc
	}
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		name     string
		loc      *time.Location
		instant  string
		from, to string
		hours    float64
	}{
		{"São Paulo, late evening belongs to the local day", zone("America/Sao_Paulo"), "2030-01-08T01:00:00Z",
			"2030-01-07T03:00:00Z", "2030-01-08T03:00:00Z", 24},
		{"New York, spring forward day is 23 h", zone("America/New_York"), "2026-03-08T15:00:00Z",
			"2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z", 23},
		{"New York, fall back day is 25 h", zone("America/New_York"), "2026-11-01T15:00:00Z",
			"2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z", 25},
		{"Lisbon, spring forward", zone("Europe/Lisbon"), "2026-03-29T12:00:00Z",
			"2026-03-29T00:00:00Z", "2026-03-29T23:00:00Z", 23},
		{"São Paulo 2018: midnight did not exist, the day starts at 01:00", zone("America/Sao_Paulo"), "2018-11-04T15:00:00Z",
			"2018-11-04T03:00:00Z", "2018-11-05T02:00:00Z", 23},
		{"UTC", time.UTC, "2030-01-07T23:59:59Z", "2030-01-07T00:00:00Z", "2030-01-08T00:00:00Z", 24},
	} {
		from, to := localtime.Day(at(tc.instant), tc.loc)
		if from.Format(time.RFC3339) != tc.from || to.Format(time.RFC3339) != tc.to || to.Sub(from).Hours() != tc.hours {
			t.Errorf("%s: %s – %s (%v h), want %s – %s (%v h)", tc.name, from.Format(time.RFC3339), to.Format(time.RFC3339),
				to.Sub(from).Hours(), tc.from, tc.to, tc.hours)
		}
	}
}

func TestAppointmentPatchAndRescheduleValidate(t *testing.T) {
	long := strings.Repeat("x", 10001)
	for _, tc := range []struct {
		name   string
		p      AppointmentPatch
		fields []string
	}{
		{"version only", AppointmentPatch{Version: 1}, nil},
		{"no version", AppointmentPatch{NotesSet: true}, []string{"version"}},
		{"long notes", AppointmentPatch{Version: 2, NotesSet: true, Notes: &long, InternalNotes: &long}, []string{"internal_notes", "notes"}},
		{"nil room", AppointmentPatch{Version: 2, RoomSet: true, RoomID: &uuid.Nil}, []string{"room_id"}},
		{"cleared room", AppointmentPatch{Version: 2, RoomSet: true}, nil},
	} {
		if got := fieldNames(t, tc.p.Validate()); !slices.Equal(got, tc.fields) {
			t.Errorf("patch %s: fields %v, want %v", tc.name, got, tc.fields)
		}
	}
	t0 := time.Date(2030, 1, 7, 13, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name   string
		r      Reschedule
		fields []string
	}{
		{"valid", Reschedule{NewStartTime: t0, NewEndTime: t0.Add(time.Hour)}, nil},
		{"backwards", Reschedule{NewStartTime: t0, NewEndTime: t0.Add(-time.Hour)}, []string{"new_end_time"}},
		{"no times", Reschedule{}, []string{"new_start_time"}},
		{"no end", Reschedule{NewStartTime: t0}, []string{"new_end_time"}},
		{"nil ids and long reason", Reschedule{NewStartTime: t0, NewEndTime: t0.Add(time.Hour), NewLocationID: &uuid.Nil,
			NewRoomID: &uuid.Nil, Reason: &long}, []string{"new_location_id", "new_room_id", "reason"}},
	} {
		if got := fieldNames(t, tc.r.Validate()); !slices.Equal(got, tc.fields) {
			t.Errorf("reschedule %s: fields %v, want %v", tc.name, got, tc.fields)
		}
	}
}

func TestAppointmentQueryValidate(t *testing.T) {
	t0 := time.Date(2030, 1, 7, 0, 0, 0, 0, time.UTC)
	later := t0.Add(time.Hour)
	for _, tc := range []struct {
		name      string
		q         AppointmentQuery
		fields    []string
		wantLimit int
	}{
		{"defaults", AppointmentQuery{}, nil, 50},
		{"cap", AppointmentQuery{Limit: 500}, nil, 200},
		{"bad status and patient", AppointmentQuery{Statuses: []string{"requested", "lost"}, PatientRef: "maria", Limit: 3},
			[]string{"patient_id", "status"}, 3},
		{"empty range", AppointmentQuery{From: &later, To: &t0}, []string{"date_to"}, 50},
		{"same instant", AppointmentQuery{From: &t0, To: &t0}, []string{"date_to"}, 50},
	} {
		if got := fieldNames(t, tc.q.Validate()); !slices.Equal(got, tc.fields) {
			t.Errorf("%s: fields %v, want %v", tc.name, got, tc.fields)
		}
		if tc.q.Limit != tc.wantLimit {
			t.Errorf("%s: limit %d, want %d", tc.name, tc.q.Limit, tc.wantLimit)
		}
	}
}

func TestAppointmentPayloadShape(t *testing.T) {
	room := uuid.New()
	at := time.Date(2030, 1, 7, 10, 0, 0, 0, time.FixedZone("-03", -3*3600))
	p := AppointmentPayload(Appointment{ID: uuid.New(), RoomID: &room, StartTime: at, ConfirmedAt: &at})
	if len(p) != 29 {
		t.Errorf("%d keys, want the response's 30 but internal_notes", len(p))
	}
	if _, ok := p["internal_notes"]; ok {
		t.Error("an event payload carries internal_notes")
	}
	if p["start_time"].(time.Time).Location() != time.UTC || p["confirmed_at"].(*time.Time).Location() != time.UTC {
		t.Error("times are not UTC")
	}
	if m, ok := p["metadata"].(map[string]any); !ok || m == nil {
		t.Errorf("metadata = %#v, want {}", p["metadata"])
	}
	if p["completed_at"].(*time.Time) != nil {
		t.Error("absent time is not nil")
	}
}
