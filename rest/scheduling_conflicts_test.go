package rest_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// patient registers a patient and returns its internal UUID.
func (p provEnv) patient(t *testing.T) string {
	t.Helper()
	return p.do(t, "POST", "/v1/patients", map[string]any{"name": "Paciente Fixture"}).Expect(t, 201).JSON(t)["uuid"].(string)
}

// appointment inserts an appointment of the tenant from start to end (RFC 3339) with status.
func (p provEnv) appointment(t *testing.T, provider, patient, typ, loc, start, end, status string) string {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	p.sql(t, p.tenant.ID, func(ctx context.Context, tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id,
			location_id, start_time, end_time, status) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
			id, p.tenant.ID, provider, patient, typ, loc, start, end, status)
		return err
	})
	return id.String()
}

// conflicts calls the report and returns it.
func (p provEnv) conflicts(t *testing.T, provider, query string) map[string]any {
	t.Helper()
	return p.do(t, "GET", "/v1/scheduling/providers/"+provider+"/cross-location-conflicts?"+query, nil).Expect(t, 200).JSON(t)
}

// provConflictSummary renders a pair list as "kind first-second minutes" lines, names mapped by ids.
func provConflictSummary(t *testing.T, report map[string]any, list string, names map[string]string) []string {
	t.Helper()
	var out []string
	for _, it := range report[list].([]any) {
		c := it.(map[string]any)
		mins := "-"
		switch c["kind"] {
		case "overlap":
			mins = fmt.Sprint(c["overlap_minutes"])
			if c["gap_minutes"] != nil {
				t.Errorf("overlap with gap_minutes: %v", c)
			}
		case "travel_time":
			mins = fmt.Sprint(c["gap_minutes"])
			if c["overlap_minutes"] != nil {
				t.Errorf("travel_time with overlap_minutes: %v", c)
			}
		}
		line := fmt.Sprintf("%s %s-%s %s", c["kind"], names[c["first"].(map[string]any)["id"].(string)],
			names[c["second"].(map[string]any)["id"].(string)], mins)
		if dates, ok := c["dates"].([]any); ok {
			line += fmt.Sprint(" ", dates)
		}
		out = append(out, line)
	}
	return out
}

func TestCrossLocationAppointmentConflicts(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)["id"].(string)
	otherProv := p.provider(t, p.tenant.Key, nil)["id"].(string)
	locA := p.location(t, p.tenant.ID, "Centro", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "Zona Sul", "America/Sao_Paulo", true)
	locC := p.location(t, p.tenant.ID, "Manaus", "America/Manaus", true) // UTC-4, Sao Paulo UTC-3
	pat, typ := p.patient(t), p.apptType(t, p.tenant.ID, "Consulta")
	names := map[string]string{}
	add := func(name, loc, start, end, status string) {
		names[p.appointment(t, prov, pat, typ, loc, start, end, status)] = name
	}
	add("a1", locA, "2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z", "confirmed")
	add("b1", locB, "2026-03-10T13:30:00Z", "2026-03-10T14:30:00Z", "requested")
	add("a2", locA, "2026-03-10T16:00:00Z", "2026-03-10T17:00:00Z", "checked_in")
	add("b2", locB, "2026-03-10T17:10:00Z", "2026-03-10T18:00:00Z", "in_progress")
	add("a3", locA, "2026-03-10T19:00:00Z", "2026-03-10T20:00:00Z", "confirmed") // same location as a4: no conflict
	add("a4", locA, "2026-03-10T19:30:00Z", "2026-03-10T20:30:00Z", "confirmed")
	add("a5", locA, "2026-03-10T21:00:00Z", "2026-03-10T22:00:00Z", "requested")
	add("b5", locB, "2026-03-10T22:00:00Z", "2026-03-10T23:00:00Z", "requested") // back to back with a5
	// Local dates: c6 is 2026-03-10 23:30 in Manaus; a7 is 2026-03-11 01:00 in Sao Paulo.
	add("c6", locC, "2026-03-11T03:30:00Z", "2026-03-11T04:30:00Z", "confirmed")
	add("a7", locA, "2026-03-11T04:00:00Z", "2026-03-11T05:00:00Z", "confirmed")
	// 2026-03-09 23:30 and 23:45 in Sao Paulo although their UTC date is the 10th.
	add("a8", locA, "2026-03-10T02:30:00Z", "2026-03-10T03:30:00Z", "confirmed")
	add("b8", locB, "2026-03-10T02:45:00Z", "2026-03-10T03:00:00Z", "confirmed")
	// Inactive statuses and another provider's appointments never conflict.
	for _, st := range []string{"cancelled", "completed", "no_show"} {
		add("x-"+st, locB, "2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z", st)
	}
	p.appointment(t, otherProv, pat, typ, locB, "2026-03-10T13:00:00Z", "2026-03-10T14:00:00Z", "confirmed")

	for _, c := range []struct {
		query string
		want  []string
	}{
		{"date_from=2026-03-10&date_to=2026-03-10", []string{"overlap a1-b1 30"}},
		{"date_from=2026-03-10&date_to=2026-03-10&travel_minutes=0", []string{"overlap a1-b1 30"}},
		{"date_from=2026-03-10&date_to=2026-03-10&travel_minutes=10", []string{"overlap a1-b1 30", "travel_time a5-b5 0"}},
		{"date_from=2026-03-10&date_to=2026-03-10&travel_minutes=11", []string{"overlap a1-b1 30", "travel_time a2-b2 10", "travel_time a5-b5 0"}},
		{"date_from=2026-03-10&date_to=2026-03-11", []string{"overlap a1-b1 30", "overlap c6-a7 30"}},
		{"date_from=2026-03-09&date_to=2026-03-10", []string{"overlap a8-b8 15", "overlap a1-b1 30"}},
		{"date_from=2026-03-11&date_to=2026-03-12", nil},
	} {
		report := p.conflicts(t, prov, c.query)
		if got := provConflictSummary(t, report, "appointment_conflicts", names); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.query, got, c.want)
		}
		if tc, ok := report["template_conflicts"].([]any); !ok || len(tc) != 0 {
			t.Errorf("template_conflicts = %v, want []", report["template_conflicts"])
		}
	}
	report := p.conflicts(t, prov, "date_from=2026-03-10&date_to=2026-03-10&travel_minutes=5")
	if report["provider_id"] != prov || report["date_from"] != "2026-03-10" || report["date_to"] != "2026-03-10" ||
		report["travel_minutes"] != 5.0 || report["truncated"] != false {
		t.Errorf("report header: %v", report)
	}
	pair := report["appointment_conflicts"].([]any)[0].(map[string]any)
	first, second := pair["first"].(map[string]any), pair["second"].(map[string]any)
	if first["location_id"] != locA || first["location_name"] != "Centro" || first["status"] != "confirmed" ||
		first["start_time"] != "2026-03-10T13:00:00Z" || first["end_time"] != "2026-03-10T14:00:00Z" ||
		second["location_name"] != "Zona Sul" || second["status"] != "requested" || second["start_time"] != "2026-03-10T13:30:00Z" {
		t.Errorf("pair = %v", pair)
	}
	// The other provider has no conflicts of its own.
	if got := p.conflicts(t, otherProv, "date_from=2026-03-10&date_to=2026-03-10")["appointment_conflicts"].([]any); len(got) != 0 {
		t.Errorf("other provider: %v", got)
	}
}

func TestCrossLocationTemplateConflicts(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := tmplPath(prov)
	locA := p.location(t, p.tenant.ID, "Centro", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "Zona Sul", "America/Sao_Paulo", true)
	locC := p.location(t, p.tenant.ID, "Manaus", "America/Manaus", true)
	names := map[string]string{}
	add := func(name, loc string, wd int, start, end string, extra map[string]any) {
		body := map[string]any{"location_id": loc, "weekday": wd, "start_time": start, "end_time": end}
		for k, v := range extra {
			body[k] = v
		}
		names[p.do(t, "POST", path, body).Expect(t, 201).JSON(t)["id"].(string)] = name
	}
	add("A1", locA, 1, "08:00", "12:00", nil)
	add("B1", locB, 1, "11:00", "13:00", nil)
	add("A2", locA, 2, "08:00", "12:00", nil)
	add("B2", locB, 2, "12:00", "14:00", nil)
	add("A3", locA, 3, "08:00", "12:00", map[string]any{"valid_until": "2026-03-04"})
	add("B3", locB, 3, "09:00", "10:00", map[string]any{"valid_from": "2026-03-05"}) // validity disjoint from A3's
	add("B3b", locB, 3, "11:00", "12:00", map[string]any{"valid_from": "2026-03-04"})
	add("A4", locA, 4, "08:00", "12:00", map[string]any{"is_active": false})
	add("B4", locB, 4, "08:00", "12:00", nil)
	// Manaus 08:00-09:00 is 12:00-13:00 UTC; Sao Paulo 09:30-10:30 is 12:30-13:30 UTC.
	add("C5", locC, 5, "08:00", "09:00", nil)
	add("A5", locA, 5, "09:30", "10:30", nil)
	add("A6", locA, 6, "08:00", "12:00", map[string]any{"valid_from": "2026-03-14"})
	add("B6", locB, 6, "10:00", "11:00", nil)
	// Same wall clock, different zones: Sao Paulo 12:00-13:00 UTC, then Manaus 13:00-14:00 UTC.
	add("A7", locA, 7, "09:00", "10:00", nil)
	add("C7", locC, 7, "09:00", "10:00", nil)
	// A template deleted after the fact no longer counts.
	add("A4b", locA, 4, "10:00", "11:00", nil)
	for id, n := range names {
		if n == "A4b" {
			p.do(t, "DELETE", path+"/"+id, nil).Expect(t, 204)
		}
	}

	q := "date_from=2026-03-02&date_to=2026-03-15" // Monday to Sunday, two weeks
	report := p.conflicts(t, prov["id"].(string), q)
	want := []string{
		"overlap A1-B1 60 [2026-03-02 2026-03-09]",
		"overlap A3-B3b 60 [2026-03-04]",
		"overlap C5-A5 30 [2026-03-06 2026-03-13]",
		"overlap A6-B6 60 [2026-03-14]",
	}
	if got := provConflictSummary(t, report, "template_conflicts", names); !slices.Equal(got, want) {
		t.Errorf("travel 0:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if ac, ok := report["appointment_conflicts"].([]any); !ok || len(ac) != 0 {
		t.Errorf("appointment_conflicts = %v, want []", report["appointment_conflicts"])
	}
	want = []string{
		"overlap A1-B1 60 [2026-03-02 2026-03-09]",
		"travel_time A2-B2 0 [2026-03-03 2026-03-10]",
		"overlap A3-B3b 60 [2026-03-04]",
		"overlap C5-A5 30 [2026-03-06 2026-03-13]",
		"travel_time A7-C7 0 [2026-03-08 2026-03-15]",
		"overlap A6-B6 60 [2026-03-14]",
	}
	if got := provConflictSummary(t, p.conflicts(t, prov["id"].(string), q+"&travel_minutes=30"), "template_conflicts", names); !slices.Equal(got, want) {
		t.Errorf("travel 30:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Only the dates of the range count.
	want = []string{"overlap A1-B1 60 [2026-03-09]"}
	if got := provConflictSummary(t, p.conflicts(t, prov["id"].(string), "date_from=2026-03-09&date_to=2026-03-09"), "template_conflicts", names); !slices.Equal(got, want) {
		t.Errorf("one Monday: %v", got)
	}
	// Templates at a deactivated location offer no slots and are left out.
	p.sql(t, p.tenant.ID, func(ctx context.Context, tx pgx.Tx) error {
		_, err := tx.Exec(ctx, "update locations set is_active = false where id = $1", locB)
		return err
	})
	want = []string{"overlap C5-A5 30 [2026-03-06 2026-03-13]"}
	if got := provConflictSummary(t, p.conflicts(t, prov["id"].(string), q), "template_conflicts", names); !slices.Equal(got, want) {
		t.Errorf("without location B: %v", got)
	}
	pair := report["template_conflicts"].([]any)[2].(map[string]any)
	first := pair["first"].(map[string]any)
	if first["location_name"] != "Manaus" || first["location_timezone"] != "America/Manaus" || first["weekday"] != 5.0 ||
		first["start_time"] != "08:00" || first["end_time"] != "09:00" || first["location_id"] != locC {
		t.Errorf("first template = %v", first)
	}
}

func TestCrossLocationConflictsParameters(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)["id"].(string)
	path := "/v1/scheduling/providers/" + prov + "/cross-location-conflicts"
	for q, fields := range map[string][]string{
		"":                      {"query.date_from", "query.date_to"},
		"?date_from=2026-03-01": {"query.date_to"},
		"?date_from=2026-03-02&date_to=2026-03-01":                     {"query.date_to"},
		"?date_from=2026-01-01&date_to=2026-04-02":                     {"query.date_to"},
		"?date_from=2026-02-30&date_to=2026-03-01&travel_minutes=-1":   {"query.date_from", "query.travel_minutes"},
		"?date_from=2026-03-01&date_to=2026-03-01&travel_minutes=1441": {"query.travel_minutes"},
		"?date_from=0000-01-01&date_to=0000-01-02":                     {"query.date_from", "query.date_to"},
	} {
		provSameFields(t, p.do(t, "GET", path+q, nil).Expect(t, 422), fields...)
	}
	provSameFields(t, p.do(t, "GET", path+"?date_from=2026-03-01&date_to=2026-03-01&travel_minutes=abc", nil).Expect(t, 422),
		"query.travel_minutes")
	// 90 days is the longest range; an empty calendar has empty lists.
	r := p.conflicts(t, prov, "date_from=2026-01-01&date_to=2026-04-01&travel_minutes=1440")
	if ac, tc := r["appointment_conflicts"].([]any), r["template_conflicts"].([]any); ac == nil || tc == nil || len(ac)+len(tc) != 0 {
		t.Errorf("empty report = %v", r)
	}
}
