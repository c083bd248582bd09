package calendar

import (
	"clinic/internal/platform/errs"
	"strings"
	"testing"

	"github.com/google/uuid"
)

func TestOverrideBuild(t *testing.T) {
	day := testDay("2026-12-24")
	for _, tc := range []struct {
		name string
		in   NewOverride
		want string
	}{
		{"blocked, whole day", NewOverride{Kind: OverrideBlocked, Date: day}, ""},
		{"blocked, interval", NewOverride{Kind: OverrideBlocked, Date: day, StartTime: strPtr("12:00"), EndTime: strPtr("13:00")}, ""},
		{"modified", NewOverride{Kind: OverrideModified, Date: day, StartTime: strPtr("08:00"), EndTime: strPtr("24:00")}, ""},
		{"added", NewOverride{Kind: OverrideAdded, Date: day, StartTime: strPtr("00:00"), EndTime: strPtr("00:01")}, ""},
		{"modified needs times", NewOverride{Kind: OverrideModified, Date: day}, "start_time end_time"},
		{"added needs times", NewOverride{Kind: OverrideAdded, Date: day}, "start_time end_time"},
		{"start without end", NewOverride{Kind: OverrideBlocked, Date: day, StartTime: strPtr("08:00")}, "end_time"},
		{"end without start", NewOverride{Kind: OverrideAdded, Date: day, EndTime: strPtr("08:00")}, "start_time"},
		{"end not after start", NewOverride{Kind: OverrideAdded, Date: day, StartTime: strPtr("08:00"), EndTime: strPtr("08:00")}, "end_time"},
		{"bad clocks", NewOverride{Kind: OverrideAdded, Date: day, StartTime: strPtr("24:00"), EndTime: strPtr("8h")}, "start_time end_time"},
		{"everything wrong", NewOverride{Kind: "holiday", Reason: strPtr(strings.Repeat("r", 1001))}, "kind date reason"},
		{"date out of range", NewOverride{Kind: OverrideBlocked, Date: testDay("0001-01-01")}, "date"},
	} {
		if got := errs.FieldNames(tc.in.Validate()); got != tc.want {
			t.Errorf("%s: fields %q, want %q", tc.name, got, tc.want)
		}
	}
	o, err := (&NewOverride{Kind: OverrideBlocked, Date: day, Reason: strPtr("   ")}).build(uuid.New())
	if err != nil || o.Reason != nil || o.StartTime != nil || o.EndTime != nil || o.LocationID != nil {
		t.Errorf("whole-day block with a blank reason: %+v, %v", o, err)
	}
}
