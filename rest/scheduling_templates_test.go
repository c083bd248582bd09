package rest_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// tmplPath is the templates collection of a provider.
func tmplPath(provider map[string]any) string {
	return "/v1/scheduling/providers/" + provider["id"].(string) + "/templates"
}

// tmplList returns the items of a template list.
func tmplList(t *testing.T, p provEnv, path string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, it := range p.do(t, "GET", path, nil).Expect(t, 200).JSON(t)["items"].([]any) {
		out = append(out, it.(map[string]any))
	}
	return out
}

func TestTemplateEveryWeekdayAndField(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)
	locA := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "B", "Europe/Lisbon", true)
	typ1, typ2 := p.apptType(t, p.tenant.ID, "Consulta"), p.apptType(t, p.tenant.ID, "Retorno")
	path := tmplPath(prov)

	// Defaults: no validity bounds, every type, active.
	bare := p.do(t, "POST", path, map[string]any{"location_id": locA, "weekday": 1, "start_time": "08:00", "end_time": "12:00"}).
		Expect(t, 201).JSON(t)
	want := map[string]any{"provider_id": prov["id"], "location_id": locA, "weekday": 1.0, "start_time": "08:00",
		"end_time": "12:00", "valid_from": nil, "valid_until": nil, "is_active": true}
	for k, v := range want {
		if bare[k] != v {
			t.Errorf("%s = %v, want %v", k, bare[k], v)
		}
	}
	if ids, ok := bare["appointment_type_ids"].([]any); !ok || len(ids) != 0 {
		t.Errorf("appointment_type_ids = %v, want []", bare["appointment_type_ids"])
	}
	// One per weekday 2..7, with validity ranges, types (repeated ids collapse) and the end of the day.
	for wd := 2; wd <= 7; wd++ {
		got := p.do(t, "POST", path, map[string]any{"location_id": locB, "weekday": wd, "start_time": "13:30", "end_time": "24:00",
			"valid_from": fmt.Sprintf("2026-0%d-01", wd), "valid_until": fmt.Sprintf("2026-0%d-28", wd),
			"appointment_type_ids": []string{typ1, typ2, typ1}}).Expect(t, 201).JSON(t)
		if got["weekday"] != float64(wd) || got["start_time"] != "13:30" || got["end_time"] != "24:00" ||
			got["valid_from"] != fmt.Sprintf("2026-0%d-01", wd) || got["valid_until"] != fmt.Sprintf("2026-0%d-28", wd) ||
			fmt.Sprint(got["appointment_type_ids"]) != fmt.Sprint([]any{typ1, typ2}) {
			t.Errorf("weekday %d: %v", wd, got)
		}
	}
	// A one-day range (from = until) and a start of 00:00; an inactive template may be created.
	p.do(t, "POST", path, map[string]any{"location_id": locA, "weekday": 1, "start_time": "00:00", "end_time": "00:05",
		"valid_from": "2026-03-02", "valid_until": "2026-03-02"}).Expect(t, 201)
	idle := p.do(t, "POST", path, map[string]any{"location_id": locA, "weekday": 1, "start_time": "09:00", "end_time": "10:00",
		"is_active": false}).Expect(t, 201).JSON(t)
	if idle["is_active"] != false {
		t.Errorf("is_active = %v", idle["is_active"])
	}

	all := tmplList(t, p, path)
	if len(all) != 8 {
		t.Fatalf("list has %d templates, want 8 active", len(all))
	}
	var weekdays []float64
	for _, it := range all {
		weekdays = append(weekdays, it["weekday"].(float64))
	}
	if !slices.Equal(weekdays, []float64{1, 2, 3, 4, 5, 6, 7, 1}) {
		t.Errorf("weekdays in creation order = %v", weekdays)
	}
	if got := tmplList(t, p, path+"?include_inactive=true"); len(got) != 9 || got[8]["id"] != idle["id"] {
		t.Errorf("include_inactive lists %d", len(got))
	}
	if got := tmplList(t, p, path+"?weekday=3"); len(got) != 1 || got[0]["weekday"] != 3.0 {
		t.Errorf("weekday=3: %v", got)
	}
	if got := tmplList(t, p, path+"?location_id="+locA); len(got) != 2 {
		t.Errorf("location_id=A: %d", len(got))
	}
	page := p.do(t, "GET", path+"?limit=5", nil).Expect(t, 200).JSON(t)
	rest := p.do(t, "GET", path+"?limit=5&cursor="+url.QueryEscape(page["next_cursor"].(string)), nil).Expect(t, 200).JSON(t)
	if len(page["items"].([]any)) != 5 || len(rest["items"].([]any)) != 3 || rest["next_cursor"] != nil {
		t.Errorf("pages of 5: %d then %d", len(page["items"].([]any)), len(rest["items"].([]any)))
	}
	provSameFields(t, p.do(t, "GET", path+"?weekday=8&location_id=x", nil).Expect(t, 422), "query.weekday", "query.location_id")

	// The stored times keep the semantics slot search reads: local wall times, 24:00 as the end of day.
	p.sql(t, p.tenant.ID, func(ctx context.Context, tx pgx.Tx) error {
		var start, end string
		err := tx.QueryRow(ctx, `select start_time::text, end_time::text from schedule_templates where provider_id = $1 and weekday = 7`,
			prov["id"]).Scan(&start, &end)
		if err == nil && (start != "13:30:00" || end != "24:00:00") {
			t.Errorf("stored %s-%s", start, end)
		}
		return err
	})
}

func TestTemplateValidationNamesEveryField(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	other := p.env.NewTenant(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := tmplPath(prov)
	theirLoc := p.location(t, other.ID, "Deles", "America/Sao_Paulo", true)
	theirType := p.apptType(t, other.ID, "Deles")
	closed := p.location(t, p.tenant.ID, "Fechada", "America/Sao_Paulo", false)
	myType := p.apptType(t, p.tenant.ID, "Meu")

	r := p.do(t, "POST", path, map[string]any{"location_id": theirLoc, "weekday": 8, "start_time": "24:00", "end_time": "24:30",
		"valid_from": "2026-05-10", "valid_until": "2026-05-09", "appointment_type_ids": []string{myType, theirType, "nope", uuid.NewString()}}).
		Expect(t, 422)
	provSameFields(t, r, "body.location_id", "body.weekday", "body.start_time", "body.end_time", "body.valid_until",
		"body.appointment_type_ids[1]", "body.appointment_type_ids[2]", "body.appointment_type_ids[3]")
	for _, c := range []struct {
		body   map[string]any
		fields []string
	}{
		{map[string]any{"location_id": closed, "weekday": 0, "start_time": "10:00", "end_time": "10:00"},
			[]string{"body.location_id", "body.weekday", "body.end_time"}},
		{map[string]any{"location_id": uuid.NewString(), "weekday": 1, "start_time": "8:00", "end_time": "12:60"},
			[]string{"body.location_id", "body.start_time", "body.end_time"}},
		{map[string]any{"location_id": "x", "weekday": 1, "start_time": "12:00", "end_time": "08:00", "valid_from": "2026-02-30"},
			[]string{"body.location_id", "body.end_time", "body.valid_from"}},
		{map[string]any{"location_id": closed, "weekday": 1, "start_time": "08:00", "end_time": "09:00", "valid_until": "0000-01-01"},
			[]string{"body.location_id", "body.valid_until"}},
	} {
		provSameFields(t, p.do(t, "POST", path, c.body).Expect(t, 422), c.fields...)
	}
	if got := tmplList(t, p, path+"?include_inactive=true"); len(got) != 0 {
		t.Errorf("refused requests created %d templates", len(got))
	}
}

func TestTemplateOverlapIsRefused(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := tmplPath(prov)
	locA := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "B", "America/Sao_Paulo", true)
	mk := func(loc string, wd int, start, end, from, until string) map[string]any {
		b := map[string]any{"location_id": loc, "weekday": wd, "start_time": start, "end_time": end}
		if from != "" {
			b["valid_from"] = from
		}
		if until != "" {
			b["valid_until"] = until
		}
		return b
	}
	base := p.do(t, "POST", path, mk(locA, 1, "08:00", "12:00", "2026-01-01", "2026-06-30")).Expect(t, 201).JSON(t)
	for _, c := range []map[string]any{
		mk(locA, 1, "11:59", "13:00", "", ""),
		mk(locA, 1, "07:00", "08:01", "2026-06-30", ""),
		mk(locA, 1, "09:00", "10:00", "", "2026-01-01"),
		mk(locA, 1, "06:00", "18:00", "2026-03-01", "2026-03-31"),
	} {
		r := p.do(t, "POST", path, c).Expect(t, 409)
		if !strings.Contains(string(r.Body), base["id"].(string)) {
			t.Errorf("409 does not name the template it overlaps: %s", r.Body)
		}
	}
	// Touching windows, another weekday, another location and disjoint validity ranges are fine.
	p.do(t, "POST", path, mk(locA, 1, "12:00", "14:00", "", "")).Expect(t, 201)
	p.do(t, "POST", path, mk(locA, 1, "06:00", "08:00", "", "")).Expect(t, 201)
	p.do(t, "POST", path, mk(locA, 2, "08:00", "12:00", "", "")).Expect(t, 201)
	p.do(t, "POST", path, mk(locB, 1, "08:00", "12:00", "", "")).Expect(t, 201)
	p.do(t, "POST", path, mk(locA, 1, "08:00", "12:00", "2026-07-01", "")).Expect(t, 201)
	p.do(t, "POST", path, mk(locA, 1, "08:00", "12:00", "", "2025-12-31")).Expect(t, 201)
	// Another provider has its own calendar.
	p.do(t, "POST", tmplPath(p.provider(t, p.tenant.Key, nil)), mk(locA, 1, "08:00", "12:00", "", "")).Expect(t, 201)

	// An inactive template blocks nothing; reactivating it into an overlap is refused.
	idle := p.do(t, "POST", path, map[string]any{"location_id": locA, "weekday": 1, "start_time": "09:00", "end_time": "11:00",
		"valid_from": "2026-02-01", "valid_until": "2026-02-28", "is_active": false}).Expect(t, 201).JSON(t)
	p.do(t, "PUT", path+"/"+idle["id"].(string), map[string]any{"is_active": true}).Expect(t, 409)
	// Moving a template into an overlap is refused; moving it out of one's reach is fine; a template
	// never overlaps itself.
	wed := p.do(t, "POST", path, mk(locA, 3, "08:00", "09:00", "", "")).Expect(t, 201).JSON(t)
	p.do(t, "PUT", path+"/"+wed["id"].(string), map[string]any{"weekday": 2}).Expect(t, 409)
	p.do(t, "PUT", path+"/"+wed["id"].(string), map[string]any{"end_time": "10:00"}).Expect(t, 200)
	p.do(t, "PUT", path+"/"+wed["id"].(string), map[string]any{"weekday": 2, "start_time": "12:00", "end_time": "13:00"}).Expect(t, 200)
	if got := tmplList(t, p, path+"?include_inactive=true"); len(got) != 9 {
		t.Errorf("%d templates, want 9", len(got))
	}
}

func TestTemplatePartialUpdateAndSoftDelete(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	other := p.env.NewTenant(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := tmplPath(prov)
	locA := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "B", "America/Sao_Paulo", true)
	typ := p.apptType(t, p.tenant.ID, "Consulta")
	orig := p.do(t, "POST", path, map[string]any{"location_id": locA, "weekday": 1, "start_time": "08:00", "end_time": "12:00",
		"valid_from": "2026-01-01", "valid_until": "2026-12-31", "appointment_type_ids": []string{typ}}).Expect(t, 201).JSON(t)
	one := path + "/" + orig["id"].(string)

	got := p.do(t, "PUT", one, map[string]any{"start_time": "07:30"}).Expect(t, 200).JSON(t)
	for _, k := range []string{"location_id", "weekday", "end_time", "valid_from", "valid_until", "appointment_type_ids", "is_active", "created_at"} {
		if fmt.Sprint(got[k]) != fmt.Sprint(orig[k]) {
			t.Errorf("%s changed from %v to %v", k, orig[k], got[k])
		}
	}
	if got["start_time"] != "07:30" {
		t.Errorf("start_time = %v", got["start_time"])
	}
	got = p.do(t, "PUT", one, map[string]any{"valid_until": nil, "appointment_type_ids": []string{}, "location_id": locB, "weekday": 5}).
		Expect(t, 200).JSON(t)
	if got["valid_until"] != nil || got["valid_from"] != "2026-01-01" || len(got["appointment_type_ids"].([]any)) != 0 ||
		got["location_id"] != locB || got["weekday"] != 5.0 {
		t.Errorf("after clearing: %v", got)
	}
	// The rules spanning fields are checked against the stored values; every bad field in one 422;
	// nothing changes.
	r := p.do(t, "PUT", one, map[string]any{"end_time": "07:00", "valid_until": "2025-12-31", "weekday": 9,
		"location_id": p.location(t, other.ID, "X", "America/Sao_Paulo", true), "appointment_type_ids": []string{p.apptType(t, other.ID, "X")}}).
		Expect(t, 422)
	provSameFields(t, r, "body.end_time", "body.valid_until", "body.weekday", "body.location_id", "body.appointment_type_ids[0]")
	provSameFields(t, p.do(t, "PUT", one, map[string]any{"start_time": "12:00"}).Expect(t, 422), "body.end_time")
	if after := tmplList(t, p, path)[0]; fmt.Sprint(after) != fmt.Sprint(got) {
		t.Errorf("refused PUTs changed the template:\n%v\n%v", got, after)
	}

	// Soft delete: hidden from the list, still there with is_active false; DELETE again is 204.
	p.do(t, "DELETE", one, nil).Expect(t, 204)
	if l := tmplList(t, p, path); len(l) != 0 {
		t.Errorf("deleted template still listed: %v", l)
	}
	all := tmplList(t, p, path+"?include_inactive=true")
	if len(all) != 1 || all[0]["is_active"] != false || all[0]["id"] != orig["id"] {
		t.Errorf("include_inactive = %v", all)
	}
	p.do(t, "DELETE", one, nil).Expect(t, 204)
	if got := p.do(t, "PUT", one, map[string]any{"is_active": true}).Expect(t, 200).JSON(t); got["is_active"] != true {
		t.Errorf("reactivation: %v", got)
	}
}

// Parallel creates of overlapping windows serialise on the provider: exactly one wins.
func TestTemplateConcurrentOverlapsOneWins(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)
	loc := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	const n = 12
	statuses := make(chan int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses <- p.do(t, "POST", tmplPath(prov), map[string]any{"location_id": loc, "weekday": 4,
				"start_time": fmt.Sprintf("08:%02d", i), "end_time": "12:00"}).Status
		}()
	}
	wg.Wait()
	close(statuses)
	count := map[int]int{}
	for s := range statuses {
		count[s]++
	}
	if count[201] != 1 || count[409] != n-1 {
		t.Errorf("statuses %v, want one 201 and %d 409", count, n-1)
	}
	if got := tmplList(t, p, tmplPath(prov)); len(got) != 1 {
		t.Errorf("%d templates stored", len(got))
	}
}
