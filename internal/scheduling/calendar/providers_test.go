package calendar

import (
	"clinic/internal/platform/errs"
	"strings"
	"testing"
	"time"
)

func intPtr(v int) *int { return &v }

func strPtr(s string) *string { return &s }

func testDay(s string) time.Time {
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestProviderValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   NewProvider
		want string
	}{
		{"minimal", NewProvider{Name: "Dr. A"}, ""},
		{"bounds inclusive", NewProvider{Name: strings.Repeat("é", 255), DefaultAppointmentDurationMinutes: intPtr(5),
			BufferBetweenAppointmentsMinutes: intPtr(240), MaxDailyAppointments: intPtr(1), MaxConcurrentAppointments: intPtr(100)}, ""},
		{"every bad field", NewProvider{Name: "  ", Specialties: []string{"ok", "", strings.Repeat("x", 101)},
			DefaultAppointmentDurationMinutes: intPtr(481), BufferBetweenAppointmentsMinutes: intPtr(-1),
			MaxDailyAppointments: intPtr(0), MaxConcurrentAppointments: intPtr(0),
			Metadata: map[string]any{"x": strings.Repeat("y", 17<<10)}},
			"name specialties[1] specialties[2] default_appointment_duration_minutes buffer_between_appointments_minutes " +
				"max_daily_appointments max_concurrent_appointments metadata"},
		{"too many specialties", NewProvider{Name: "A", Specialties: strings.Split(strings.Repeat("s,", 21)[:41], ",")}, "specialties"},
		{"NUL anywhere", NewProvider{Name: "a\x00", Specialties: []string{"b\x00"}, Metadata: map[string]any{"k": []any{map[string]any{"\x00": 1}}}},
			"name specialties[0] metadata"},
	} {
		if got := errs.FieldNames(tc.in.Validate()); got != tc.want {
			t.Errorf("%s: fields %q, want %q", tc.name, got, tc.want)
		}
	}
	in := NewProvider{Name: "  Dr. B ", Specialties: []string{" Cardiologia "}}
	if err := in.Validate(); err != nil || in.Name != "Dr. B" || in.Specialties[0] != "Cardiologia" {
		t.Errorf("normalised %+v, %v", in, err)
	}
	if in := (NewProvider{Name: "x"}); in.Validate() != nil || in.Specialties == nil {
		t.Errorf("specialties must never be nil (the column is NOT NULL)")
	}
}

func TestProviderPatchValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   ProviderPatch
		want string
	}{
		{"empty", ProviderPatch{}, ""},
		{"clearing the daily limit ignores its value", ProviderPatch{ClearMaxDailyAppointments: true, MaxDailyAppointments: intPtr(0)}, ""},
		{"every bad field", ProviderPatch{Name: strPtr(""), Specialties: []string{" "}, DefaultAppointmentDurationMinutes: intPtr(4),
			BufferBetweenAppointmentsMinutes: intPtr(241), MaxDailyAppointments: intPtr(1001), MaxConcurrentAppointments: intPtr(101)},
			"name specialties[0] default_appointment_duration_minutes buffer_between_appointments_minutes max_daily_appointments max_concurrent_appointments"},
	} {
		if got := errs.FieldNames(tc.in.Validate()); got != tc.want {
			t.Errorf("%s: fields %q, want %q", tc.name, got, tc.want)
		}
	}
}
