package rest_test

import (
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

func locCreate(t *testing.T, a api, body map[string]any) map[string]any {
	t.Helper()
	return a.c.Do(t, "POST", "/v1/scheduling/locations", a.tenant.Key, body).Expect(t, 201).JSON(t)
}

func TestCreateAndGetLocation(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	l := locCreate(t, a, map[string]any{"name": " Unidade Paulista ", "address": "Av. Paulista, 1000", "city": "São Paulo",
		"state": "sp", "zip_code": "01310100", "phone": "(11) 3333-4444", "timezone": "America/Recife",
		"operating_hours": map[string]any{"mon": []any{map[string]any{"start": "14:00", "end": "18:00"}, map[string]any{"start": "08:00", "end": "12:00"}},
			"sat": []any{map[string]any{"start": "08:00", "end": "24:00"}}},
		"metadata": map[string]any{"andar": 3}})
	for k, want := range map[string]any{"name": "Unidade Paulista", "state": "SP", "zip_code": "01310-100",
		"timezone": "America/Recife", "is_active": true, "city": "São Paulo"} {
		if l[k] != want {
			t.Errorf("%s = %v, want %v", k, l[k], want)
		}
	}
	hours := l["operating_hours"].(map[string]any)
	if len(hours) != 7 {
		t.Errorf("operating_hours has %d days, want all 7: %v", len(hours), hours)
	}
	mon := hours["mon"].([]any)
	if len(mon) != 2 || mon[0].(map[string]any)["start"] != "08:00" || mon[1].(map[string]any)["end"] != "18:00" {
		t.Errorf("mon = %v, want two windows sorted by start", mon)
	}
	if sun := hours["sun"].([]any); len(sun) != 0 {
		t.Errorf("sun = %v, want closed", sun)
	}
	if sat := hours["sat"].([]any); sat[0].(map[string]any)["end"] != "24:00" {
		t.Errorf("sat = %v", sat)
	}
	got := a.c.Do(t, "GET", "/v1/scheduling/locations/"+l["id"].(string), a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if got["name"] != "Unidade Paulista" || got["metadata"].(map[string]any)["andar"] != 3.0 {
		t.Errorf("get = %v", got)
	}
	// Defaults: only the name.
	d := locCreate(t, a, map[string]any{"name": "Mínima"})
	if d["timezone"] != "America/Sao_Paulo" || d["state"] != nil || d["is_active"] != true {
		t.Errorf("defaults = %v", d)
	}
}

func TestLocationValidationNamesEveryField(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	r := a.c.Do(t, "POST", "/v1/scheduling/locations", a.tenant.Key, map[string]any{
		"state": "XX", "timezone": "Mars/Olympus", "zip_code": "123", "phone": "abc",
		"operating_hours": map[string]any{
			"mon":     []any{map[string]any{"start": "08:00", "end": "12:00"}, map[string]any{"start": "11:00", "end": "13:00"}},
			"tue":     []any{map[string]any{"start": "25:00", "end": "26:00"}},
			"wed":     []any{map[string]any{"start": "10:00", "end": "09:00"}},
			"holiday": []any{},
		},
	}).Expect(t, 422)
	got := fieldsOf(t, r)
	for _, want := range []string{"body.name", "body.state", "body.timezone", "body.zip_code", "body.phone",
		"body.operating_hours.mon", "body.operating_hours.tue[0].start", "body.operating_hours.wed[0].end",
		"body.operating_hours.holiday"} {
		if !slices.Contains(got, want) {
			t.Errorf("422 does not name %s: %v", want, got)
		}
	}
	for _, tz := range []string{"Local", "", "UTC+3"} {
		r := a.c.Do(t, "POST", "/v1/scheduling/locations", a.tenant.Key, map[string]any{"name": "X", "timezone": tz}).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.timezone"}) {
			t.Errorf("timezone %q: %v", tz, f)
		}
	}
	if items := a.c.Do(t, "GET", "/v1/scheduling/locations?include_inactive=true", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("refused creates stored %d locations", len(items))
	}
}

func TestUpdateDeleteAndReactivateLocation(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	l := locCreate(t, a, map[string]any{"name": "Centro", "city": "Campinas", "state": "SP",
		"operating_hours": map[string]any{"mon": []any{map[string]any{"start": "08:00", "end": "12:00"}}}})
	path := "/v1/scheduling/locations/" + l["id"].(string)
	time.Sleep(5 * time.Millisecond)
	u := a.c.Do(t, "PUT", path, a.tenant.Key, map[string]any{"name": "Centro Novo", "phone": "1933334444"}).Expect(t, 200).JSON(t)
	if u["name"] != "Centro Novo" || u["city"] != "Campinas" || u["state"] != "SP" || u["phone"] != "1933334444" {
		t.Errorf("partial update = %v", u)
	}
	if u["operating_hours"].(map[string]any)["mon"].([]any)[0].(map[string]any)["start"] != "08:00" {
		t.Error("partial update lost operating hours")
	}
	if u["updated_at"] == l["updated_at"] {
		t.Error("updated_at did not change")
	}
	a.c.Do(t, "PUT", path, a.tenant.Key, map[string]any{"state": "ZZ"}).Expect(t, 422)
	a.c.Do(t, "DELETE", path, a.tenant.Key, nil).Expect(t, 204)
	a.c.Do(t, "DELETE", path, a.tenant.Key, nil).Expect(t, 204) // idempotent
	if got := a.c.Do(t, "GET", path, a.tenant.Key, nil).Expect(t, 200).JSON(t); got["is_active"] != false {
		t.Errorf("deleted location reads %v", got["is_active"])
	}
	if items := a.c.Do(t, "GET", "/v1/scheduling/locations", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("a deleted location is listed: %v", items)
	}
	if items := a.c.Do(t, "GET", "/v1/scheduling/locations?include_inactive=true", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 1 {
		t.Errorf("include_inactive lists %d", len(items))
	}
	if got := a.c.Do(t, "PUT", path, a.tenant.Key, map[string]any{"is_active": true}).Expect(t, 200).JSON(t); got["is_active"] != true || got["name"] != "Centro Novo" {
		t.Errorf("reactivated = %v", got)
	}
}

func TestListLocationsByCityAndPages(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	var ids []string
	for _, city := range []string{"São Paulo", "sao paulo", "Santos", "São Paulo", "Campinas"} {
		ids = append(ids, locCreate(t, a, map[string]any{"name": "L " + city, "city": city})["id"].(string))
	}
	list := func(q string) []string {
		r := a.c.Do(t, "GET", "/v1/scheduling/locations?"+q, a.tenant.Key, nil).Expect(t, 200).JSON(t)
		var out []string
		for _, it := range r["items"].([]any) {
			out = append(out, it.(map[string]any)["id"].(string))
		}
		return out
	}
	if got := list("city=" + url.QueryEscape("SAO PAULO")); !slices.Equal(got, []string{ids[0], ids[1], ids[3]}) {
		t.Errorf("city filter: %v", got)
	}
	first := a.c.Do(t, "GET", "/v1/scheduling/locations?limit=2", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	next := first["next_cursor"].(string)
	if got := list("limit=2&cursor=" + url.QueryEscape(next)); !slices.Equal(got, ids[2:4]) {
		t.Errorf("second page %v, want %v", got, ids[2:4])
	}
}

func TestRooms(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	l := locCreate(t, a, map[string]any{"name": "Clínica"})
	other := locCreate(t, a, map[string]any{"name": "Outra"})
	base := "/v1/scheduling/locations/" + l["id"].(string) + "/rooms"
	r1 := a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{"name": "Sala 1"}).Expect(t, 201).JSON(t)
	r2 := a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{"name": "Sala 2"}).Expect(t, 201).JSON(t)
	if r1["location_id"] != l["id"] || r1["is_active"] != true {
		t.Errorf("room = %v", r1)
	}
	a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{"name": "  "}).Expect(t, 422)
	a.c.Do(t, "DELETE", base+"/"+r2["id"].(string), a.tenant.Key, nil).Expect(t, 204)
	a.c.Do(t, "DELETE", base+"/"+r2["id"].(string), a.tenant.Key, nil).Expect(t, 204)
	items := a.c.Do(t, "GET", base, a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any)
	if len(items) != 1 || items[0].(map[string]any)["id"] != r1["id"] {
		t.Errorf("rooms = %v", items)
	}
	if items := a.c.Do(t, "GET", base+"?include_inactive=true", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 2 {
		t.Errorf("include_inactive rooms = %d", len(items))
	}
	// A room under another location's path is not found.
	wantDetail(t, a.c.Do(t, "DELETE", "/v1/scheduling/locations/"+other["id"].(string)+"/rooms/"+r1["id"].(string), a.tenant.Key, nil).Expect(t, 404), "Room not found")
	// A deleted room is readable, can be renamed and reactivated.
	if got := a.c.Do(t, "GET", base+"/"+r2["id"].(string), a.tenant.Key, nil).Expect(t, 200).JSON(t); got["is_active"] != false {
		t.Errorf("deleted room reads %v", got)
	}
	u := a.c.Do(t, "PUT", base+"/"+r2["id"].(string), a.tenant.Key, map[string]any{"name": "Sala 2B", "is_active": true}).Expect(t, 200).JSON(t)
	if u["name"] != "Sala 2B" || u["is_active"] != true {
		t.Errorf("reactivated room = %v", u)
	}
	a.c.Do(t, "PUT", base+"/"+r2["id"].(string), a.tenant.Key, map[string]any{"name": " "}).Expect(t, 422)
	// An inactive location takes no new rooms and reactivates none.
	otherRoom := a.c.Do(t, "POST", "/v1/scheduling/locations/"+other["id"].(string)+"/rooms", a.tenant.Key, map[string]any{"name": "Y"}).Expect(t, 201).JSON(t)
	a.c.Do(t, "DELETE", "/v1/scheduling/locations/"+other["id"].(string)+"/rooms/"+otherRoom["id"].(string), a.tenant.Key, nil).Expect(t, 204)
	a.c.Do(t, "DELETE", "/v1/scheduling/locations/"+other["id"].(string), a.tenant.Key, nil).Expect(t, 204)
	a.c.Do(t, "POST", "/v1/scheduling/locations/"+other["id"].(string)+"/rooms", a.tenant.Key, map[string]any{"name": "X"}).Expect(t, 409)
	a.c.Do(t, "PUT", "/v1/scheduling/locations/"+other["id"].(string)+"/rooms/"+otherRoom["id"].(string), a.tenant.Key, map[string]any{"is_active": true}).Expect(t, 409)
}

// Another clinic's location and rooms answer exactly like unknown ones, on every route.
func TestLocationsOfAnotherTenantAre404(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	b := a.env.NewTenant(t)
	theirs := a.c.Do(t, "POST", "/v1/scheduling/locations", b.Key, map[string]any{"name": "De B", "city": "Recife"}).Expect(t, 201).JSON(t)
	room := a.c.Do(t, "POST", "/v1/scheduling/locations/"+theirs["id"].(string)+"/rooms", b.Key, map[string]any{"name": "Sala B"}).Expect(t, 201).JSON(t)
	for _, id := range []string{theirs["id"].(string), uuid.NewString(), "nope"} {
		p := "/v1/scheduling/locations/" + id
		wantDetail(t, a.c.Do(t, "GET", p, a.tenant.Key, nil).Expect(t, 404), "Location not found")
		wantDetail(t, a.c.Do(t, "PUT", p, a.tenant.Key, map[string]any{"name": "Hijack"}).Expect(t, 404), "Location not found")
		wantDetail(t, a.c.Do(t, "DELETE", p, a.tenant.Key, nil).Expect(t, 404), "Location not found")
		wantDetail(t, a.c.Do(t, "POST", p+"/rooms", a.tenant.Key, map[string]any{"name": "X"}).Expect(t, 404), "Location not found")
		wantDetail(t, a.c.Do(t, "GET", p+"/rooms", a.tenant.Key, nil).Expect(t, 404), "Location not found")
		wantDetail(t, a.c.Do(t, "DELETE", p+"/rooms/"+room["id"].(string), a.tenant.Key, nil).Expect(t, 404), "Room not found")
		wantDetail(t, a.c.Do(t, "GET", p+"/rooms/"+room["id"].(string), a.tenant.Key, nil).Expect(t, 404), "Room not found")
		wantDetail(t, a.c.Do(t, "PUT", p+"/rooms/"+room["id"].(string), a.tenant.Key, map[string]any{"name": "Hijack"}).Expect(t, 404), "Room not found")
	}
	if items := a.c.Do(t, "GET", "/v1/scheduling/locations?include_inactive=true&city=Recife", a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("A lists B's locations: %v", items)
	}
	// B's data is untouched.
	got := a.c.Do(t, "GET", "/v1/scheduling/locations/"+theirs["id"].(string), b.Key, nil).Expect(t, 200).JSON(t)
	if got["name"] != "De B" || got["is_active"] != true {
		t.Errorf("B's location changed: %v", got)
	}
	if items := a.c.Do(t, "GET", "/v1/scheduling/locations/"+theirs["id"].(string)+"/rooms", b.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 1 {
		t.Errorf("B's rooms: %v", items)
	}
}

func TestAppointmentTypes(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	const base = "/v1/scheduling/appointment-types"
	typ := a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{"name": "Retorno", "duration_minutes": 20,
		"specialty": "Cardiologia", "description": "Consulta de retorno"}).Expect(t, 201).JSON(t)
	if typ["duration_minutes"] != 20.0 || typ["is_active"] != true || typ["specialty"] != "Cardiologia" {
		t.Errorf("type = %v", typ)
	}
	r := a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{"duration_minutes": 4}).Expect(t, 422)
	if got := fieldsOf(t, r); !slices.Contains(got, "body.name") || !slices.Contains(got, "body.duration_minutes") {
		t.Errorf("422 fields %v", got)
	}
	a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{"name": "Longa", "duration_minutes": 481}).Expect(t, 422)
	p := base + "/" + typ["id"].(string)
	u := a.c.Do(t, "PUT", p, a.tenant.Key, map[string]any{"duration_minutes": 45}).Expect(t, 200).JSON(t)
	if u["duration_minutes"] != 45.0 || u["name"] != "Retorno" || u["description"] != "Consulta de retorno" {
		t.Errorf("partial update = %v", u)
	}
	a.c.Do(t, "DELETE", p, a.tenant.Key, nil).Expect(t, 204)
	a.c.Do(t, "DELETE", p, a.tenant.Key, nil).Expect(t, 204)
	if got := a.c.Do(t, "GET", p, a.tenant.Key, nil).Expect(t, 200).JSON(t); got["is_active"] != false {
		t.Errorf("deleted type = %v", got)
	}
	if items := a.c.Do(t, "GET", base, a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("deleted type listed: %v", items)
	}
	a.c.Do(t, "PUT", p, a.tenant.Key, map[string]any{"is_active": true}).Expect(t, 200)
	if items := a.c.Do(t, "GET", base, a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 1 {
		t.Errorf("reactivated type not listed: %v", items)
	}
	// Another clinic's type is an unknown one.
	b := a.env.NewTenant(t)
	for _, id := range []string{typ["id"].(string), uuid.NewString(), "x"} {
		q := base + "/" + id
		wantDetail(t, a.c.Do(t, "GET", q, b.Key, nil).Expect(t, 404), "Appointment type not found")
		wantDetail(t, a.c.Do(t, "PUT", q, b.Key, map[string]any{"name": "Hijack"}).Expect(t, 404), "Appointment type not found")
		wantDetail(t, a.c.Do(t, "DELETE", q, b.Key, nil).Expect(t, 404), "Appointment type not found")
	}
	if got := a.c.Do(t, "GET", p, a.tenant.Key, nil).Expect(t, 200).JSON(t); got["name"] != "Retorno" {
		t.Errorf("A's type changed: %v", got)
	}
}
