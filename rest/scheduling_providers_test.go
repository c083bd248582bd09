package rest_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// provEnv is a fresh tenant and the API, with helpers that insert rows of the other scheduling
// areas (locations, appointment types, appointments) with SQL as the app role.
type provEnv struct{ api }

func provSetup(t *testing.T) provEnv {
	t.Helper()
	return provEnv{newAPI(t, testkit.ServerOptions{})}
}

// do calls the API with the tenant's key.
func (p provEnv) do(t *testing.T, method, path string, body any) *testkit.Response {
	t.Helper()
	return p.c.Do(t, method, path, p.tenant.Key, body)
}

// sql runs statements as the app role under tenant.
func (p provEnv) sql(t *testing.T, tenant uuid.UUID, fn func(context.Context, pgx.Tx) error) {
	t.Helper()
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant})
	if err := p.env.App.InTenant(ctx, func(tx pgx.Tx) error { return fn(ctx, tx) }); err != nil {
		t.Fatalf("fixture: %v", err)
	}
}

// location inserts a location of tenant (active unless inactive) and returns its id.
func (p provEnv) location(t *testing.T, tenant uuid.UUID, name, zone string, active bool) string {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	p.sql(t, tenant, func(ctx context.Context, tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into locations (id, tenant_id, name, timezone, is_active) values ($1, $2, $3, $4, $5)`,
			id, tenant, name, zone, active)
		return err
	})
	return id.String()
}

// apptType inserts an appointment type of tenant and returns its id.
func (p provEnv) apptType(t *testing.T, tenant uuid.UUID, name string) string {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	p.sql(t, tenant, func(ctx context.Context, tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into appointment_types (id, tenant_id, name, duration_minutes) values ($1, $2, $3, 30)`,
			id, tenant, name)
		return err
	})
	return id.String()
}

// doctor registers a doctor with key and returns its id.
func (p provEnv) doctor(t *testing.T, key string) string {
	t.Helper()
	d := p.c.Do(t, "POST", "/v1/doctors", key, map[string]any{"name": "Dra. Fixture", "crm": fmt.Sprint(time.Now().UnixNano() % 1e9),
		"crm_uf": "SP"}).Expect(t, 201).JSON(t)
	return d["id"].(string)
}

// provider creates a provider with body (name added when absent) and returns it.
func (p provEnv) provider(t *testing.T, key string, body map[string]any) map[string]any {
	t.Helper()
	if body == nil {
		body = map[string]any{}
	}
	if _, ok := body["name"]; !ok {
		body["name"] = "Dr. Provider"
	}
	return p.c.Do(t, "POST", "/v1/scheduling/providers", key, body).Expect(t, 201).JSON(t)
}

// provNames lists the names of a provider list page.
func provNames(t *testing.T, page map[string]any) []string {
	t.Helper()
	var out []string
	for _, it := range page["items"].([]any) {
		out = append(out, it.(map[string]any)["name"].(string))
	}
	return out
}

// provSameFields fails unless the 422 names exactly want (in any order).
func provSameFields(t *testing.T, r *testkit.Response, want ...string) {
	t.Helper()
	got := fieldsOf(t, r)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("422 names %v, want %v; body %s", got, want, r.Body)
	}
}

func TestProviderCreateDefaultsAndEveryField(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	bare := p.provider(t, p.tenant.Key, map[string]any{"name": "  Dr. Bare  "})
	if _, err := uuid.Parse(bare["id"].(string)); err != nil {
		t.Fatalf("id %v", bare["id"])
	}
	wantBare := map[string]any{"name": "Dr. Bare", "doctor_id": nil, "default_appointment_duration_minutes": 30.0,
		"buffer_between_appointments_minutes": 0.0, "max_daily_appointments": nil, "max_concurrent_appointments": 1.0,
		"primary_location_id": nil, "is_accepting_new_patients": true, "is_active": true}
	for k, v := range wantBare {
		if bare[k] != v {
			t.Errorf("default %s = %v, want %v", k, bare[k], v)
		}
	}
	if sp, ok := bare["specialties"].([]any); !ok || len(sp) != 0 {
		t.Errorf("specialties = %v, want []", bare["specialties"])
	}
	if md, ok := bare["metadata"].(map[string]any); !ok || len(md) != 0 {
		t.Errorf("metadata = %v, want {}", bare["metadata"])
	}
	for _, k := range []string{"created_at", "updated_at"} {
		if ts, err := time.Parse(time.RFC3339Nano, bare[k].(string)); err != nil || !strings.HasSuffix(bare[k].(string), "Z") || time.Since(ts) > time.Minute {
			t.Errorf("%s = %v, want a recent UTC instant", k, bare[k])
		}
	}

	doctor := p.doctor(t, p.tenant.Key)
	loc := p.location(t, p.tenant.ID, "Unidade Centro", "America/Sao_Paulo", true)
	full := map[string]any{"name": "Dra. Full", "doctor_id": doctor, "specialties": []string{" Cardiologia ", "Clínica Médica"},
		"default_appointment_duration_minutes": 45, "buffer_between_appointments_minutes": 10, "max_daily_appointments": 12,
		"max_concurrent_appointments": 2, "primary_location_id": loc, "is_accepting_new_patients": false,
		"metadata": map[string]any{"room": "3B", "tags": []any{"x"}}, "is_active": false}
	got := p.provider(t, p.tenant.Key, full)
	want := map[string]any{"name": "Dra. Full", "doctor_id": doctor, "default_appointment_duration_minutes": 45.0,
		"buffer_between_appointments_minutes": 10.0, "max_daily_appointments": 12.0, "max_concurrent_appointments": 2.0,
		"primary_location_id": loc, "is_accepting_new_patients": false, "is_active": false}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if sp := fmt.Sprint(got["specialties"]); sp != "[Cardiologia Clínica Médica]" {
		t.Errorf("specialties = %s, want trimmed", sp)
	}
	if md := got["metadata"].(map[string]any); md["room"] != "3B" {
		t.Errorf("metadata = %v", md)
	}
	// GET answers the same object, inactive ones included.
	again := p.do(t, "GET", "/v1/scheduling/providers/"+got["id"].(string), nil).Expect(t, 200).JSON(t)
	if fmt.Sprint(again) != fmt.Sprint(got) {
		t.Errorf("GET = %v\nPOST = %v", again, got)
	}
	// Bounds are inclusive.
	edge := p.provider(t, p.tenant.Key, map[string]any{"default_appointment_duration_minutes": 480,
		"buffer_between_appointments_minutes": 240, "max_daily_appointments": 1, "max_concurrent_appointments": 100})
	if edge["default_appointment_duration_minutes"] != 480.0 || edge["max_concurrent_appointments"] != 100.0 {
		t.Errorf("edge = %v", edge)
	}
}

func TestProviderValidationNamesEveryField(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	other := p.env.NewTenant(t)
	r := p.do(t, "POST", "/v1/scheduling/providers", map[string]any{"name": " ", "specialties": []string{"ok", " "},
		"default_appointment_duration_minutes": 4, "buffer_between_appointments_minutes": 241, "max_daily_appointments": 0,
		"max_concurrent_appointments": 101, "doctor_id": "not-a-uuid", "primary_location_id": "123",
		"metadata": map[string]any{"big": strings.Repeat("x", 17<<10)}}).Expect(t, 422)
	provSameFields(t, r, "body.name", "body.specialties[1]", "body.default_appointment_duration_minutes",
		"body.buffer_between_appointments_minutes", "body.max_daily_appointments", "body.max_concurrent_appointments",
		"body.doctor_id", "body.primary_location_id", "body.metadata")
	r = p.do(t, "POST", "/v1/scheduling/providers", map[string]any{"name": strings.Repeat("n", 256),
		"default_appointment_duration_minutes": 481, "buffer_between_appointments_minutes": -1, "max_concurrent_appointments": 0,
		"specialties": []string{strings.Repeat("s", 101)}}).Expect(t, 422)
	provSameFields(t, r, "body.name", "body.default_appointment_duration_minutes", "body.buffer_between_appointments_minutes",
		"body.max_concurrent_appointments", "body.specialties[0]")

	// References of another clinic, unknown ones and an inactive location are refused, in the same
	// 422 as the other fields.
	theirDoctor := p.doctor(t, other.Key)
	theirLoc := p.location(t, other.ID, "Deles", "America/Sao_Paulo", true)
	closed := p.location(t, p.tenant.ID, "Fechada", "America/Sao_Paulo", false)
	for _, refs := range []map[string]any{
		{"doctor_id": theirDoctor, "primary_location_id": theirLoc},
		{"doctor_id": uuid.NewString(), "primary_location_id": uuid.NewString()},
		{"doctor_id": theirDoctor, "primary_location_id": closed},
	} {
		refs["name"] = ""
		r := p.do(t, "POST", "/v1/scheduling/providers", refs).Expect(t, 422)
		provSameFields(t, r, "body.name", "body.doctor_id", "body.primary_location_id")
		refs["name"] = "Dr. Valid"
		r = p.do(t, "POST", "/v1/scheduling/providers", refs).Expect(t, 422)
		provSameFields(t, r, "body.doctor_id", "body.primary_location_id")
	}
	r = p.do(t, "POST", "/v1/scheduling/providers", map[string]any{"doctor_id": uuid.NewString()}).Expect(t, 422)
	// A missing property is named as the field itself, once.
	provSameFields(t, r, "body.name", "body.doctor_id")
	p.do(t, "POST", "/v1/scheduling/providers", `{"name": "x",`).Expect(t, 400)
	// Postgres cannot store NUL characters: a 422, never a 500.
	provSameFields(t, p.do(t, "POST", "/v1/scheduling/providers", `{"name": "a\u0000", "specialties": ["b\u0000"],
		"metadata": {"k": ["\u0000"]}}`).Expect(t, 422), "body.name", "body.specialties[0]", "body.metadata")
	provSameFields(t, p.do(t, "GET", "/v1/scheduling/providers?specialty=%00", nil).Expect(t, 422), "query.specialty")
	// Nothing was created.
	if names := provNames(t, p.do(t, "GET", "/v1/scheduling/providers?include_inactive=true", nil).Expect(t, 200).JSON(t)); len(names) != 0 {
		t.Errorf("invalid requests created %v", names)
	}
}

func TestProviderListFiltersAndPages(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	locA := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	locB := p.location(t, p.tenant.ID, "B", "America/Sao_Paulo", true)
	p.provider(t, p.tenant.Key, map[string]any{"name": "Cardio A", "specialties": []string{"Cardiologia"}, "primary_location_id": locA})
	p.provider(t, p.tenant.Key, map[string]any{"name": "Clinico B", "specialties": []string{"Clínica Médica", "Geriatria"}, "primary_location_id": locB})
	p.provider(t, p.tenant.Key, map[string]any{"name": "Pediatra", "specialties": []string{"Pediatria"}})
	p.provider(t, p.tenant.Key, map[string]any{"name": "Inativo", "specialties": []string{"Cardiologia"}, "primary_location_id": locA, "is_active": false})
	list := func(q string) []string {
		t.Helper()
		return provNames(t, p.do(t, "GET", "/v1/scheduling/providers"+q, nil).Expect(t, 200).JSON(t))
	}
	for q, want := range map[string][]string{
		"":                       {"Cardio A", "Clinico B", "Pediatra"},
		"?include_inactive=true": {"Cardio A", "Clinico B", "Pediatra", "Inativo"},
		"?specialty=CARDIOLOGIA": {"Cardio A"},
		"?specialty=" + url.QueryEscape("clinica medica"):   {"Clinico B"},
		"?specialty=" + url.QueryEscape(" Clínica Médica "): {"Clinico B"},
		"?specialty=geri":      nil,
		"?location_id=" + locA: {"Cardio A"},
		"?location_id=" + locA + "&include_inactive=true": {"Cardio A", "Inativo"},
		"?location_id=" + locB + "&specialty=geriatria":   {"Clinico B"},
		"?location_id=" + uuid.NewString():                nil,
	} {
		if got := list(q); !slices.Equal(got, want) {
			t.Errorf("list%s = %v, want %v", q, got, want)
		}
	}
	first := p.do(t, "GET", "/v1/scheduling/providers?limit=2", nil).Expect(t, 200).JSON(t)
	if got := provNames(t, first); !slices.Equal(got, []string{"Cardio A", "Clinico B"}) {
		t.Fatalf("page 1 = %v", got)
	}
	second := p.do(t, "GET", "/v1/scheduling/providers?limit=2&cursor="+url.QueryEscape(first["next_cursor"].(string)), nil).Expect(t, 200).JSON(t)
	if got := provNames(t, second); !slices.Equal(got, []string{"Pediatra"}) || second["next_cursor"] != nil {
		t.Errorf("page 2 = %v, next %v", got, second["next_cursor"])
	}
	provSameFields(t, p.do(t, "GET", "/v1/scheduling/providers?location_id=nope&limit=0", nil).Expect(t, 422),
		"query.location_id", "query.limit")
	p.do(t, "GET", "/v1/scheduling/providers?limit=201", nil).Expect(t, 422)
	provSameFields(t, p.do(t, "GET", "/v1/scheduling/providers?cursor=garbage!", nil).Expect(t, 422), "query.cursor")
}

func TestProviderPartialUpdate(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	other := p.env.NewTenant(t)
	doctor := p.doctor(t, p.tenant.Key)
	loc := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	loc2 := p.location(t, p.tenant.ID, "B", "America/Sao_Paulo", true)
	orig := p.provider(t, p.tenant.Key, map[string]any{"name": "Dr. Orig", "doctor_id": doctor, "specialties": []string{"Cardiologia"},
		"max_daily_appointments": 10, "primary_location_id": loc, "metadata": map[string]any{"a": 1.0}, "buffer_between_appointments_minutes": 5})
	path := "/v1/scheduling/providers/" + orig["id"].(string)

	// Only the name changes.
	got := p.do(t, "PUT", path, map[string]any{"name": " Dr. Novo "}).Expect(t, 200).JSON(t)
	for _, k := range []string{"doctor_id", "specialties", "max_daily_appointments", "primary_location_id", "metadata",
		"buffer_between_appointments_minutes", "default_appointment_duration_minutes", "max_concurrent_appointments",
		"is_accepting_new_patients", "is_active", "created_at"} {
		if fmt.Sprint(got[k]) != fmt.Sprint(orig[k]) {
			t.Errorf("%s changed from %v to %v", k, orig[k], got[k])
		}
	}
	if got["name"] != "Dr. Novo" || got["updated_at"] == orig["updated_at"] {
		t.Errorf("after rename: %v", got)
	}
	// null clears the nullable fields; lists and objects are replaced; the rest stays.
	got = p.do(t, "PUT", path, map[string]any{"doctor_id": nil, "max_daily_appointments": nil, "primary_location_id": nil,
		"specialties": []string{}, "metadata": map[string]any{"b": 2.0}, "is_accepting_new_patients": false,
		"default_appointment_duration_minutes": 20, "max_concurrent_appointments": 3}).Expect(t, 200).JSON(t)
	if got["doctor_id"] != nil || got["max_daily_appointments"] != nil || got["primary_location_id"] != nil ||
		len(got["specialties"].([]any)) != 0 || fmt.Sprint(got["metadata"]) != "map[b:2]" || got["is_accepting_new_patients"] != false ||
		got["default_appointment_duration_minutes"] != 20.0 || got["max_concurrent_appointments"] != 3.0 ||
		got["buffer_between_appointments_minutes"] != 5.0 || got["name"] != "Dr. Novo" {
		t.Errorf("after clearing: %v", got)
	}
	got = p.do(t, "PUT", path, map[string]any{"doctor_id": doctor, "primary_location_id": loc2, "max_daily_appointments": 7}).Expect(t, 200).JSON(t)
	if got["doctor_id"] != doctor || got["primary_location_id"] != loc2 || got["max_daily_appointments"] != 7.0 {
		t.Errorf("after setting: %v", got)
	}
	// Every bad field in one 422, another clinic's references included; nothing changes.
	before := p.do(t, "GET", path, nil).Expect(t, 200).JSON(t)
	r := p.do(t, "PUT", path, map[string]any{"name": "", "doctor_id": p.doctor(t, other.Key),
		"primary_location_id": p.location(t, other.ID, "X", "America/Sao_Paulo", true), "max_daily_appointments": 0,
		"default_appointment_duration_minutes": 481, "buffer_between_appointments_minutes": 300, "max_concurrent_appointments": 0,
		"specialties": []string{""}}).Expect(t, 422)
	provSameFields(t, r, "body.name", "body.doctor_id", "body.primary_location_id", "body.max_daily_appointments",
		"body.default_appointment_duration_minutes", "body.buffer_between_appointments_minutes",
		"body.max_concurrent_appointments", "body.specialties[0]")
	if after := p.do(t, "GET", path, nil).Expect(t, 200).JSON(t); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("a refused PUT changed the provider:\n%v\n%v", before, after)
	}
	// An empty body changes nothing but the timestamp.
	if got := p.do(t, "PUT", path, map[string]any{}).Expect(t, 200).JSON(t); got["name"] != "Dr. Novo" || got["doctor_id"] != doctor {
		t.Errorf("empty PUT: %v", got)
	}
}

func TestProviderSoftDelete(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	p.provider(t, p.tenant.Key, map[string]any{"name": "Fica", "specialties": []string{"Dermatologia"}})
	gone := p.provider(t, p.tenant.Key, map[string]any{"name": "Sai", "specialties": []string{"Dermatologia"}})
	path := "/v1/scheduling/providers/" + gone["id"].(string)
	if r := p.do(t, "DELETE", path, nil).Expect(t, 204); len(r.Body) != 0 {
		t.Errorf("204 with a body: %s", r.Body)
	}
	got := p.do(t, "GET", path, nil).Expect(t, 200).JSON(t)
	if got["is_active"] != false || got["name"] != "Sai" {
		t.Errorf("deleted provider reads %v", got)
	}
	for _, q := range []string{"", "?specialty=dermatologia"} {
		if names := provNames(t, p.do(t, "GET", "/v1/scheduling/providers"+q, nil).Expect(t, 200).JSON(t)); !slices.Equal(names, []string{"Fica"}) {
			t.Errorf("list%s after delete = %v", q, names)
		}
	}
	p.do(t, "DELETE", path, nil).Expect(t, 204) // idempotent
	if names := provNames(t, p.do(t, "GET", "/v1/scheduling/providers?include_inactive=true", nil).Expect(t, 200).JSON(t)); len(names) != 2 {
		t.Errorf("include_inactive = %v", names)
	}
	// PUT is_active true brings it back.
	p.do(t, "PUT", path, map[string]any{"is_active": true}).Expect(t, 200)
	if names := provNames(t, p.do(t, "GET", "/v1/scheduling/providers", nil).Expect(t, 200).JSON(t)); !slices.Equal(names, []string{"Fica", "Sai"}) {
		t.Errorf("after reactivation = %v", names)
	}
}

func TestProviderPermissions(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	prov := p.provider(t, p.tenant.Key, nil)
	path := "/v1/scheduling/providers/" + prov["id"].(string)
	reader, _ := p.env.NewKey(t, p.tenant.ID, tenancy.SchedulingRead)
	nobody, _ := p.env.NewKey(t, p.tenant.ID, tenancy.PatientsRead)
	for _, get := range []string{"/v1/scheduling/providers", path, path + "/templates", path + "/overrides",
		path + "/cross-location-conflicts?date_from=2026-01-01&date_to=2026-01-31"} {
		p.c.Do(t, "GET", get, reader, nil).Expect(t, 200)
		p.c.Do(t, "GET", get, nobody, nil).Expect(t, 403)
	}
	for _, w := range []struct{ method, path string }{{"POST", "/v1/scheduling/providers"}, {"PUT", path}, {"DELETE", path},
		{"POST", path + "/templates"}, {"PUT", path + "/templates/" + uuid.NewString()}, {"DELETE", path + "/templates/" + uuid.NewString()},
		{"POST", path + "/overrides"}, {"DELETE", path + "/overrides/" + uuid.NewString()}} {
		wantDetail(t, p.c.Do(t, w.method, w.path, reader, map[string]any{"name": "x"}).Expect(t, 403),
			"This API key lacks the permission scheduling:write")
	}
	if got := p.do(t, "GET", path, nil).Expect(t, 200).JSON(t); got["is_active"] != true || got["name"] != "Dr. Provider" {
		t.Errorf("a refused write changed the provider: %v", got)
	}
}

// Every id-bearing route answers the same 404 for another clinic's id, an unknown id and a
// malformed one, and touches nothing of the other clinic.
func TestProviderRoutesCrossTenant404(t *testing.T) {
	t.Parallel()
	p := provSetup(t)
	b := p.env.NewTenant(t)
	bLoc := p.location(t, b.ID, "B", "America/Sao_Paulo", true)
	theirs := p.provider(t, b.Key, map[string]any{"name": "Deles"})
	theirPath := "/v1/scheduling/providers/" + theirs["id"].(string)
	theirTmpl := p.c.Do(t, "POST", theirPath+"/templates", b.Key, map[string]any{"location_id": bLoc, "weekday": 1,
		"start_time": "08:00", "end_time": "12:00"}).Expect(t, 201).JSON(t)
	theirOvr := p.c.Do(t, "POST", theirPath+"/overrides", b.Key, map[string]any{"kind": "blocked", "date": "2026-12-24"}).
		Expect(t, 201).JSON(t)
	mine := p.provider(t, p.tenant.Key, map[string]any{"name": "Meu"})
	myPath := "/v1/scheduling/providers/" + mine["id"].(string)
	myLoc := p.location(t, p.tenant.ID, "A", "America/Sao_Paulo", true)
	tmplBody := map[string]any{"location_id": myLoc, "weekday": 2, "start_time": "08:00", "end_time": "09:00"}
	ovrBody := map[string]any{"kind": "blocked", "date": "2026-12-25"}

	for _, pid := range []string{theirs["id"].(string), uuid.NewString(), "not-a-uuid", "123", strings.ReplaceAll(uuid.NewString(), "-", "")} {
		base := "/v1/scheduling/providers/" + pid
		for _, c := range []struct {
			method, path string
			body         any
		}{
			{"GET", base, nil}, {"PUT", base, map[string]any{"name": "hack"}}, {"DELETE", base, nil},
			{"GET", base + "/templates", nil}, {"POST", base + "/templates", tmplBody},
			{"PUT", base + "/templates/" + theirTmpl["id"].(string), map[string]any{"weekday": 3}},
			{"DELETE", base + "/templates/" + theirTmpl["id"].(string), nil},
			{"GET", base + "/overrides", nil}, {"POST", base + "/overrides", ovrBody},
			{"DELETE", base + "/overrides/" + theirOvr["id"].(string), nil},
			{"GET", base + "/cross-location-conflicts?date_from=2026-01-01&date_to=2026-01-31", nil},
		} {
			wantDetail(t, p.do(t, c.method, c.path, c.body).Expect(t, 404), "Provider not found")
		}
	}
	// Under my own provider, another clinic's (or provider's) template and override ids are unknown.
	other := p.provider(t, p.tenant.Key, map[string]any{"name": "Outro"})
	otherTmpl := p.do(t, "POST", "/v1/scheduling/providers/"+other["id"].(string)+"/templates", tmplBody).Expect(t, 201).JSON(t)
	otherOvr := p.do(t, "POST", "/v1/scheduling/providers/"+other["id"].(string)+"/overrides", ovrBody).Expect(t, 201).JSON(t)
	for _, tid := range []string{theirTmpl["id"].(string), otherTmpl["id"].(string), uuid.NewString(), "nope"} {
		wantDetail(t, p.do(t, "PUT", myPath+"/templates/"+tid, map[string]any{"weekday": 3}).Expect(t, 404), "Schedule template not found")
		wantDetail(t, p.do(t, "DELETE", myPath+"/templates/"+tid, nil).Expect(t, 404), "Schedule template not found")
	}
	for _, oid := range []string{theirOvr["id"].(string), otherOvr["id"].(string), uuid.NewString(), "nope"} {
		wantDetail(t, p.do(t, "DELETE", myPath+"/overrides/"+oid, nil).Expect(t, 404), "Schedule override not found")
	}
	// The other clinic's rows are untouched.
	if got := p.c.Do(t, "GET", theirPath, b.Key, nil).Expect(t, 200).JSON(t); got["name"] != "Deles" || got["is_active"] != true {
		t.Errorf("B's provider changed: %v", got)
	}
	tl := p.c.Do(t, "GET", theirPath+"/templates", b.Key, nil).Expect(t, 200).JSON(t)["items"].([]any)
	if len(tl) != 1 || tl[0].(map[string]any)["weekday"] != 1.0 {
		t.Errorf("B's templates changed: %v", tl)
	}
	if ol := p.c.Do(t, "GET", theirPath+"/overrides", b.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(ol) != 1 {
		t.Errorf("B's overrides changed: %v", ol)
	}
	if ot := p.do(t, "GET", "/v1/scheduling/providers/"+other["id"].(string)+"/templates", nil).Expect(t, 200).JSON(t)["items"].([]any); len(ot) != 1 ||
		ot[0].(map[string]any)["weekday"] != 2.0 || ot[0].(map[string]any)["is_active"] != true {
		t.Errorf("the other provider's template changed: %v", ot)
	}
	if names := provNames(t, p.do(t, "GET", "/v1/scheduling/providers", nil).Expect(t, 200).JSON(t)); !slices.Equal(names, []string{"Meu", "Outro"}) {
		t.Errorf("A sees %v", names)
	}
}
