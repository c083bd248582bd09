package rest_test

import (
	"context"
	"net/url"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"
)

// ovrPath is the overrides collection of a provider.
func ovrPath(provider map[string]any) string {
	return "/v1/scheduling/providers/" + provider["id"].(string) + "/overrides"
}

// ovrDates lists the dates of an override list.
func ovrDates(t *testing.T, p provEnv, path string) []string {
	t.Helper()
	var out []string
	for _, it := range p.do(t, "GET", path, nil).Expect(t, 200).JSON(t)["items"].([]any) {
		out = append(out, it.(map[string]any)["date"].(string))
	}
	return out
}

func TestOverrideEveryKindAndTheTimesRules(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	other := p.env.NewTenant(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := ovrPath(prov)
	loc := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)

	for _, c := range []struct {
		body map[string]any
		want map[string]any
	}{
		{map[string]any{"kind": "blocked", "date": "2026-12-24", "reason": "  Natal  "},
			map[string]any{"kind": "blocked", "date": "2026-12-24", "start_time": nil, "end_time": nil, "location_id": nil, "reason": "Natal"}},
		{map[string]any{"kind": "blocked", "date": "2026-12-28", "start_time": "12:00", "end_time": "14:00", "location_id": loc},
			map[string]any{"kind": "blocked", "start_time": "12:00", "end_time": "14:00", "location_id": loc, "reason": nil}},
		{map[string]any{"kind": "modified", "date": "2026-12-29", "start_time": "10:00", "end_time": "24:00", "reason": ""},
			map[string]any{"kind": "modified", "start_time": "10:00", "end_time": "24:00", "location_id": nil, "reason": nil}},
		{map[string]any{"kind": "added", "date": "2026-12-27", "start_time": "00:00", "end_time": "06:30", "location_id": loc, "reason": "Mutirão"},
			map[string]any{"kind": "added", "date": "2026-12-27", "start_time": "00:00", "end_time": "06:30", "reason": "Mutirão"}},
	} {
		got := p.do(t, "POST", path, c.body).Expect(t, 201).JSON(t)
		if got["provider_id"] != prov["id"] || got["id"] == nil || got["created_at"] == nil {
			t.Errorf("override %v", got)
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%v: %s = %v, want %v", c.body, k, got[k], v)
			}
		}
	}
	// The stored row keeps the schema's semantics: a whole-day block has no times.
	p.sql(t, p.tenant.ID, func(ctx context.Context, tx pgx.Tx) error {
		var n int
		err := tx.QueryRow(ctx, `select count(*) from schedule_overrides where provider_id = $1 and kind = 'blocked'
			and date = '2026-12-24' and start_time is null and end_time is null and location_id is null`, prov["id"]).Scan(&n)
		if err == nil && n != 1 {
			t.Errorf("whole-day block stored %d times", n)
		}
		return err
	})

	closed := p.location(t, p.tenant.ID, "Fechada", "America/Sao_Paulo", false)
	for _, c := range []struct {
		body   map[string]any
		fields []string
	}{
		{map[string]any{"kind": "modified", "date": "2026-12-24"}, []string{"body.start_time", "body.end_time"}},
		{map[string]any{"kind": "added", "date": "2026-12-24", "location_id": closed}, []string{"body.start_time", "body.end_time", "body.location_id"}},
		{map[string]any{"kind": "blocked", "date": "2026-12-24", "start_time": "10:00"}, []string{"body.end_time"}},
		{map[string]any{"kind": "added", "date": "2026-12-24", "end_time": "10:00"}, []string{"body.start_time"}},
		{map[string]any{"kind": "modified", "date": "2026-12-24", "start_time": "10:00", "end_time": "10:00"}, []string{"body.end_time"}},
		{map[string]any{"kind": "blocked", "date": "2026-12-24", "start_time": "24:00", "end_time": "25:00"}, []string{"body.start_time", "body.end_time"}},
		{map[string]any{"kind": "vacation", "date": "24/12/2026", "location_id": p.location(t, other.ID, "X", "America/Sao_Paulo", true),
			"reason": string(make([]byte, 1001))}, []string{"body.kind", "body.date", "body.location_id", "body.reason"}},
		{map[string]any{"date": "0000-01-01", "location_id": "nope"}, []string{"body.kind", "body.date", "body.location_id"}},
		{map[string]any{"kind": "blocked", "date": "2026-12-24", "reason": "x\x00y"}, []string{"body.reason"}},
	} {
		provSameFields(t, p.do(t, "POST", path, c.body).Expect(t, 422), c.fields...)
	}
	if got := ovrDates(t, p, path); len(got) != 4 {
		t.Errorf("refused requests created overrides: %v", got)
	}
}

func TestOverrideListFiltersAndHardDelete(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := ovrPath(prov)
	locA := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "B", "America/Sao_Paulo", true)
	var ids []string
	for _, c := range []map[string]any{
		{"kind": "blocked", "date": "2026-03-01"},
		{"kind": "added", "date": "2026-03-05", "start_time": "08:00", "end_time": "09:00", "location_id": locA},
		{"kind": "modified", "date": "2026-03-10", "start_time": "08:00", "end_time": "09:00", "location_id": locB},
		{"kind": "blocked", "date": "2026-04-01", "location_id": locA},
	} {
		o := p.do(t, "POST", path, c).Expect(t, 201).JSON(t)
		ids = append(ids, o["id"].(string))
	}
	for q, want := range map[string][]string{
		"":                      {"2026-03-01", "2026-03-05", "2026-03-10", "2026-04-01"},
		"?date_from=2026-03-05": {"2026-03-05", "2026-03-10", "2026-04-01"},
		"?date_to=2026-03-05":   {"2026-03-01", "2026-03-05"},
		"?date_from=2026-03-02&date_to=2026-03-31":       {"2026-03-05", "2026-03-10"},
		"?date_from=2026-03-10&date_to=2026-03-10":       {"2026-03-10"},
		"?location_id=" + locA:                           {"2026-03-01", "2026-03-05", "2026-04-01"},
		"?location_id=" + locB + "&date_from=2026-03-02": {"2026-03-10"},
	} {
		if got := ovrDates(t, p, path+q); !slices.Equal(got, want) {
			t.Errorf("list%s = %v, want %v", q, got, want)
		}
	}
	page := p.do(t, "GET", path+"?limit=3", nil).Expect(t, 200).JSON(t)
	if got := ovrDates(t, p, path+"?limit=3&cursor="+url.QueryEscape(page["next_cursor"].(string))); !slices.Equal(got, []string{"2026-04-01"}) {
		t.Errorf("second page = %v", got)
	}
	provSameFields(t, p.do(t, "GET", path+"?date_from=2026-03-02&date_to=2026-03-01", nil).Expect(t, 422), "query.date_to")
	provSameFields(t, p.do(t, "GET", path+"?date_from=2026-13-01&location_id=x", nil).Expect(t, 422), "query.date_from", "query.location_id")

	// Hard delete: gone from the list and the table; a second DELETE is 404.
	p.do(t, "DELETE", path+"/"+ids[1], nil).Expect(t, 204)
	if got := ovrDates(t, p, path); !slices.Equal(got, []string{"2026-03-01", "2026-03-10", "2026-04-01"}) {
		t.Errorf("after delete = %v", got)
	}
	wantDetail(t, p.do(t, "DELETE", path+"/"+ids[1], nil).Expect(t, 404), "Schedule override not found")
	p.sql(t, p.tenant.ID, func(ctx context.Context, tx pgx.Tx) error {
		var n int
		err := tx.QueryRow(ctx, "select count(*) from schedule_overrides where id = $1", ids[1]).Scan(&n)
		if err == nil && n != 0 {
			t.Errorf("deleted override still stored")
		}
		return err
	})
	// Overrides of a deleted provider stay manageable (it is still readable).
	p.do(t, "DELETE", "/v1/scheduling/providers/"+prov["id"].(string), nil).Expect(t, 204)
	p.do(t, "POST", path, map[string]any{"kind": "blocked", "date": "2026-05-01"}).Expect(t, 201)
	if got := ovrDates(t, p, path); len(got) != 4 {
		t.Errorf("after deactivation: %v", got)
	}
}
