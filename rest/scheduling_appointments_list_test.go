package rest_test

import (
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestAppointmentListFiltersAndPages(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 20})
	p2 := apptNewProvider(t, w.api, apptProviderOpts{maxConcurrent: 20})
	loc2 := apptNewLocation(t, w.api, "America/Sao_Paulo", true)
	pat2, pat2UUID := apptNewPatient(t, w.api)
	var ids []string
	day := 24 * time.Hour
	for i := range 5 { // days 7..11, provider 1, patient 1, location 1
		ids = append(ids, w.book(t, apptT0.Add(time.Duration(i)*day), 30, nil)["id"].(string))
	}
	b := w.book(t, apptT0, 30, map[string]any{"provider_profile_id": p2, "patient_id": pat2, "location_id": loc2})["id"].(string)
	w.act(t, ids[0], "confirm", nil).Expect(t, 200)
	w.act(t, ids[1], "cancel", nil).Expect(t, 200)

	list := func(q string) []string {
		t.Helper()
		m := w.c.Do(t, "GET", "/v1/scheduling/appointments?"+q, w.tenant.Key, nil).Expect(t, 200).JSON(t)
		var out []string
		for _, it := range m["items"].([]any) {
			out = append(out, it.(map[string]any)["id"].(string))
		}
		return out
	}
	for q, want := range map[string][]string{
		"":                                        append(slices.Clone(ids), b),
		"provider_profile_id=" + p2.String():      {b},
		"patient_id=" + pat2:                      {b},
		"patient_id=" + pat2UUID:                  {b},
		"patient_id=" + w.patient:                 ids,
		"location_id=" + loc2.String():            {b},
		"status=confirmed":                        {ids[0]},
		"status=confirmed&status=cancelled":       {ids[0], ids[1]},
		"status=requested":                        {ids[2], ids[3], ids[4], b},
		"date_from=2030-01-09":                    {ids[2], ids[3], ids[4]},
		"date_to=2030-01-08":                      {ids[0], ids[1], b},
		"date_from=2030-01-08&date_to=2030-01-09": {ids[1], ids[2]},
		"date_from=2030-01-08T13:00:00Z&date_to=2030-01-09T13:00:00Z": {ids[1]},
		"date_from=2030-01-08T10:00:00-03:00":                         {ids[1], ids[2], ids[3], ids[4]},
		"patient_id=pat_0000000000000000000000":                       nil,
		"patient_id=" + uuid.NewString():                              nil,
		"provider_profile_id=" + uuid.NewString():                     nil,
	} {
		if got := list(q); !slices.Equal(got, want) {
			t.Errorf("?%s = %v, want %v", q, got, want)
		}
	}
	// Pages of 2, in booking order, ending with next_cursor null.
	var all []string
	cursor := ""
	for pages := 0; ; pages++ {
		m := w.c.Do(t, "GET", "/v1/scheduling/appointments?limit=2&cursor="+cursor, w.tenant.Key, nil).Expect(t, 200).JSON(t)
		for _, it := range m["items"].([]any) {
			all = append(all, it.(map[string]any)["id"].(string))
			if _, ok := it.(map[string]any)["status_history"]; ok {
				t.Error("list items carry status_history")
			}
		}
		if m["next_cursor"] == nil {
			break
		}
		cursor = m["next_cursor"].(string)
		if pages > 5 {
			t.Fatal("pagination does not end")
		}
	}
	if !slices.Equal(all, append(slices.Clone(ids), b)) {
		t.Errorf("paged = %v", all)
	}
	// Bad filters.
	for q, field := range map[string]string{"status=bogus": "query.status", "date_from=yesterday": "query.date_from",
		"date_from=2030-01-09&date_to=2030-01-08": "query.date_to", "patient_id=joao": "query.patient_id",
		"provider_profile_id=12": "query.provider_profile_id", "limit=201": "query.limit", "limit=0": "query.limit"} {
		r := w.c.Do(t, "GET", "/v1/scheduling/appointments?"+q, w.tenant.Key, nil).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Contains(f, field) {
			t.Errorf("?%s: fields %v, want %s", q, f, field)
		}
	}
	if f := fieldsOf(t, w.c.Do(t, "GET", "/v1/scheduling/appointments?cursor=!!", w.tenant.Key, nil).Expect(t, 422)); !slices.Equal(f, []string{"query.cursor"}) {
		t.Errorf("foreign cursor: fields %v", f)
	}
	// Another clinic sees none of them.
	other := w.env.NewTenant(t)
	if m := w.c.Do(t, "GET", "/v1/scheduling/appointments", other.Key, nil).Expect(t, 200).JSON(t); len(m["items"].([]any)) != 0 {
		t.Errorf("another clinic lists %v", m["items"])
	}
}
