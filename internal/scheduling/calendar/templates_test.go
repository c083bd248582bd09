package calendar

import (
	"clinic/internal/platform/errs"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestTemplateBuild(t *testing.T) {
	loc := uuid.New()
	d := func(s string) *time.Time { v := testDay(s); return &v }
	for _, tc := range []struct {
		name string
		in   NewTemplate
		want string
	}{
		{"ordinary", NewTemplate{LocationID: loc, Weekday: 1, StartTime: "08:00", EndTime: "12:00"}, ""},
		{"whole day, one-day range", NewTemplate{LocationID: loc, Weekday: 7, StartTime: "00:00", EndTime: "24:00",
			ValidFrom: d("2026-01-01"), ValidUntil: d("2026-01-01")}, ""},
		{"every bad field", NewTemplate{Weekday: 8, StartTime: "24:00", EndTime: "24:01", ValidFrom: d("2026-02-01"),
			ValidUntil: d("2026-01-31")}, "location_id weekday start_time end_time valid_until"},
		{"end not after start", NewTemplate{LocationID: loc, Weekday: 1, StartTime: "12:00", EndTime: "12:00"}, "end_time"},
		{"end before start", NewTemplate{LocationID: loc, Weekday: 1, StartTime: "12:00", EndTime: "08:00"}, "end_time"},
		{"dates out of range", NewTemplate{LocationID: loc, Weekday: 1, StartTime: "08:00", EndTime: "09:00",
			ValidFrom: d("1899-12-31"), ValidUntil: d("9999-01-01")}, "valid_from valid_until"},
	} {
		if got := errs.FieldNames(tc.in.Validate()); got != tc.want {
			t.Errorf("%s: fields %q, want %q", tc.name, got, tc.want)
		}
	}
	a, b := uuid.New(), uuid.New()
	in := NewTemplate{LocationID: loc, Weekday: 1, StartTime: "08:00", EndTime: "24:00", AppointmentTypeIDs: []uuid.UUID{a, b, a}}
	tm, err := in.build(uuid.New())
	if err != nil || tm.StartTime != 480 || tm.EndTime != 1440 || len(tm.AppointmentTypeIDs) != 2 || !tm.IsActive {
		t.Errorf("built %+v, %v", tm, err)
	}
	if len(in.AppointmentTypeIDs) != 3 {
		t.Errorf("the input keeps the client's list (its indexes name bad ids)")
	}
}

func TestTemplatePatchApply(t *testing.T) {
	cur := Template{ID: uuid.New(), LocationID: uuid.New(), Weekday: 2, StartTime: 480, EndTime: 720,
		ValidFrom: func() *time.Time { v := testDay("2026-01-01"); return &v }(), IsActive: true,
		AppointmentTypeIDs: []uuid.UUID{uuid.New()}}
	until := testDay("2025-12-31")
	for _, tc := range []struct {
		name  string
		patch TemplatePatch
		want  string
		check func(Template) bool
	}{
		{"nothing", TemplatePatch{}, "", func(t Template) bool { return t.StartTime == 480 && t.Weekday == 2 }},
		{"end before the stored start", TemplatePatch{EndTime: strPtr("07:00")}, "end_time", nil},
		{"start after the stored end", TemplatePatch{StartTime: strPtr("13:00")}, "end_time", nil},
		{"both moved together", TemplatePatch{StartTime: strPtr("13:00"), EndTime: strPtr("14:00")}, "",
			func(t Template) bool { return t.StartTime == 780 && t.EndTime == 840 }},
		{"until before the stored from", TemplatePatch{ValidUntil: &until}, "valid_until", nil},
		{"clearing from allows it", TemplatePatch{ValidUntil: &until, ClearValidFrom: true}, "",
			func(t Template) bool { return t.ValidFrom == nil && t.ValidUntil.Equal(until) }},
		{"empty type list means every type", TemplatePatch{AppointmentTypeIDs: []uuid.UUID{}}, "",
			func(t Template) bool { return t.AppointmentTypeIDs != nil && len(t.AppointmentTypeIDs) == 0 }},
		{"bad weekday and clocks", TemplatePatch{Weekday: intPtr(0), StartTime: strPtr("7:00"), EndTime: strPtr("25:00")},
			"weekday start_time end_time", nil},
		{"deactivate", TemplatePatch{IsActive: func() *bool { f := false; return &f }()}, "", func(t Template) bool { return !t.IsActive }},
	} {
		got, err := tc.patch.apply(cur)
		if names := errs.FieldNames(err); names != tc.want {
			t.Errorf("%s: fields %q, want %q", tc.name, names, tc.want)
		}
		if tc.check != nil && !tc.check(got) {
			t.Errorf("%s: result %+v", tc.name, got)
		}
	}
	if cur.StartTime != 480 || cur.ValidFrom == nil {
		t.Errorf("apply changed its argument")
	}
}
