package rest_test

import (
	"fmt"
	"net/url"
	"slices"
	"testing"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

func TestCreateListAndGetDoctors(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	d := a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{
		"name": "Dra. Ana Souza", "crm": "123456", "crm_uf": "sp", "specialties": []string{" Cardiologia ", "Clínica Médica"},
		"email": "ana@example.com", "phone": "(11) 3333-4444",
	}).Expect(t, 201).JSON(t)
	if _, err := uuid.Parse(d["id"].(string)); err != nil {
		t.Fatalf("id %v", d["id"])
	}
	if d["crm_uf"] != "SP" || d["is_active"] != true || d["crm"] != "123456" {
		t.Errorf("created doctor = %v", d)
	}
	if sp := d["specialties"].([]any); len(sp) != 2 || sp[0] != "Cardiologia" {
		t.Errorf("specialties = %v, want trimmed", sp)
	}
	got := a.c.Do(t, "GET", "/v1/doctors/"+d["id"].(string), a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if got["name"] != "Dra. Ana Souza" || got["email"] != "ana@example.com" {
		t.Errorf("get = %v", got)
	}
	// No specialties is an empty list, not null; is_active may start false.
	bare := a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{"name": "Dr. B", "crm": "7", "crm_uf": "RJ", "is_active": false}).
		Expect(t, 201).JSON(t)
	if sp, ok := bare["specialties"].([]any); !ok || len(sp) != 0 || bare["is_active"] != false {
		t.Errorf("bare doctor = %v", bare)
	}
	for i := range 3 {
		a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{"name": fmt.Sprint("Dr. ", i), "crm": fmt.Sprint(900 + i),
			"crm_uf": "MG", "specialties": []string{"Pediatria"}}).Expect(t, 201)
	}
	names := func(path string) []string {
		r := a.c.Do(t, "GET", path, a.tenant.Key, nil).Expect(t, 200).JSON(t)
		var out []string
		for _, it := range r["items"].([]any) {
			out = append(out, it.(map[string]any)["name"].(string))
		}
		return out
	}
	if got := names("/v1/doctors?specialty=cardiologia"); !slices.Equal(got, []string{"Dra. Ana Souza"}) {
		t.Errorf("specialty=cardiologia: %v", got)
	}
	if got := names("/v1/doctors?specialty=" + url.QueryEscape("clínica médica")); !slices.Equal(got, []string{"Dra. Ana Souza"}) {
		t.Errorf("specialty=clínica médica: %v", got)
	}
	if got := names("/v1/doctors?specialty=Pediatria"); len(got) != 3 {
		t.Errorf("specialty=Pediatria: %v", got)
	}
	// Pages of 2 cover all five doctors in creation order.
	first := a.c.Do(t, "GET", "/v1/doctors?limit=2", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	cursor := first["next_cursor"].(string)
	second := names("/v1/doctors?limit=2&cursor=" + url.QueryEscape(cursor))
	if len(first["items"].([]any)) != 2 || !slices.Equal(second, []string{"Dr. 0", "Dr. 1"}) {
		t.Errorf("pages: %v then %v", first["items"], second)
	}
}

func TestDoctorCRMIsUniquePerTenant(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	body := map[string]any{"name": "Dr. A", "crm": "4242", "crm_uf": "SP"}
	a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, body).Expect(t, 201)
	wantDetail(t, a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{"name": "Dr. B", "crm": "4242", "crm_uf": "sp"}).Expect(t, 409),
		"A doctor with CRM 4242/SP is already registered")
	// Same number in another state is another registration; another clinic may hold the same CRM.
	a.c.Do(t, "POST", "/v1/doctors", a.tenant.Key, map[string]any{"name": "Dr. C", "crm": "4242", "crm_uf": "RJ"}).Expect(t, 201)
	other := a.env.NewTenant(t)
	a.c.Do(t, "POST", "/v1/doctors", other.Key, body).Expect(t, 201)
}

func TestDoctorOfAnotherTenantIs404(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	b := a.env.NewTenant(t)
	theirs := a.c.Do(t, "POST", "/v1/doctors", b.Key, map[string]any{"name": "Dr. de B", "crm": "1", "crm_uf": "BA",
		"specialties": []string{"Dermatologia"}}).Expect(t, 201).JSON(t)
	for _, id := range []string{theirs["id"].(string), uuid.NewString(), "not-a-uuid", "123"} {
		wantDetail(t, a.c.Do(t, "GET", "/v1/doctors/"+id, a.tenant.Key, nil).Expect(t, 404), "Doctor not found")
	}
	for _, q := range []string{"", "?specialty=Dermatologia"} {
		if items := a.c.Do(t, "GET", "/v1/doctors"+q, a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
			t.Errorf("A's list%s shows %d doctors of B", q, len(items))
		}
	}
	a.c.Do(t, "GET", "/v1/doctors/"+theirs["id"].(string), b.Key, nil).Expect(t, 200)
}
