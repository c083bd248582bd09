package rest_test

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

var patientToken = regexp.MustCompile(`^pat_[0-9A-Za-z]{22}$`)

func TestCreateAndGetPatient(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	in := map[string]any{"name": "  João da Silva  ", "birth_date": "1985-03-14", "sex": "male",
		"cpf": "529.982.247-25", "phone": "+55 (11) 98765-4321", "email": "joao@example.com",
		"metadata": map[string]any{"convenio": "Unimed", "tags": []any{"vip"}}}
	p := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, in).Expect(t, 201).JSON(t)
	if !patientToken.MatchString(p["id"].(string)) {
		t.Errorf("id %q is not pat_ + 22 characters", p["id"])
	}
	if _, err := uuid.Parse(p["uuid"].(string)); err != nil {
		t.Errorf("uuid %q: %v", p["uuid"], err)
	}
	want := map[string]any{"name": "João da Silva", "birth_date": "1985-03-14", "sex": "male", "cpf": "52998224725",
		"phone": "+55 (11) 98765-4321", "email": "joao@example.com"}
	for k, v := range want {
		if p[k] != v {
			t.Errorf("%s = %v, want %v", k, p[k], v)
		}
	}
	if m, _ := p["metadata"].(map[string]any); m["convenio"] != "Unimed" {
		t.Errorf("metadata = %v", p["metadata"])
	}
	for _, f := range []string{"created_at", "updated_at"} {
		if s, _ := p[f].(string); !strings.HasSuffix(s, "Z") {
			t.Errorf("%s = %v, want RFC 3339 in UTC", f, p[f])
		}
	}

	// By token: the recommended form, no deprecation signal.
	r := a.c.Do(t, "GET", "/v1/patients/"+p["id"].(string), a.tenant.Key, nil).Expect(t, 200)
	if got := r.JSON(t); got["uuid"] != p["uuid"] || got["name"] != "João da Silva" {
		t.Errorf("get by token = %v", got)
	}
	if r.Header.Get("Deprecation") != "" {
		t.Error("the token form is answered with a Deprecation header")
	}
	// By internal UUID: the same patient, flagged as deprecated with a link to the docs.
	r = a.c.Do(t, "GET", "/v1/patients/"+p["uuid"].(string), a.tenant.Key, nil).Expect(t, 200)
	if got := r.JSON(t); got["id"] != p["id"] {
		t.Errorf("get by uuid = %v", got)
	}
	if r.Header.Get("Deprecation") != "true" || !strings.Contains(r.Header.Get("Link"), "deprecation") {
		t.Errorf("UUID form: Deprecation %q, Link %q", r.Header.Get("Deprecation"), r.Header.Get("Link"))
	}
	// Only the name is required; absent fields are null.
	min := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Só Nome"}).Expect(t, 201).JSON(t)
	for _, f := range []string{"birth_date", "sex", "cpf", "phone", "email"} {
		if min[f] != nil {
			t.Errorf("%s = %v, want null", f, min[f])
		}
	}
	if min["id"] == p["id"] {
		t.Error("two patients share a token")
	}
}

func TestPatientCPFIsUniquePerTenant(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "A", "cpf": "529.982.247-25"}).Expect(t, 201)
	// The same CPF written differently is the same CPF.
	r := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "B", "cpf": "52998224725"}).Expect(t, 409)
	wantDetail(t, r, "A patient with this CPF is already registered")
	// Another clinic may register the same person.
	other := a.env.NewTenant(t)
	a.c.Do(t, "POST", "/v1/patients", other.Key, map[string]any{"name": "A", "cpf": "529.982.247-25"}).Expect(t, 201)
	// Invalid CPFs: wrong check digits, repeated digits, letters, wrong length.
	for _, cpf := range []string{"529.982.247-24", "111.111.111-11", "5299822472a", "5299822472", "529.982.247-255"} {
		r := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "C", "cpf": cpf}).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.cpf"}) {
			t.Errorf("cpf %q: fields %v, want [body.cpf]", cpf, f)
		}
	}
}

func TestPatientConcurrentSameCPFOneWins(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	const n = 8
	statuses := make(chan int, n)
	for i := range n {
		go func() {
			statuses <- a.c.Do(t, "POST", "/v1/patients", a.tenant.Key,
				map[string]any{"name": fmt.Sprint("Racer ", i), "cpf": "39053344705"}).Status
		}()
	}
	var created, conflicts int
	for range n {
		switch <-statuses {
		case 201:
			created++
		case 409:
			conflicts++
		}
	}
	if created != 1 || conflicts != n-1 {
		t.Errorf("%d created, %d conflicts; want 1 and %d", created, conflicts, n-1)
	}
}

func TestListAndSearchPatients(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	create := func(body map[string]any) map[string]any {
		return a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, body).Expect(t, 201).JSON(t)
	}
	joao := create(map[string]any{"name": "João Gonçalves", "birth_date": "1990-01-02", "cpf": "390.533.447-05"})
	maria := create(map[string]any{"name": "Maria 100% Souza", "birth_date": "1990-01-02"})
	var all []string
	all = append(all, joao["id"].(string), maria["id"].(string))
	for i := range 5 {
		all = append(all, create(map[string]any{"name": fmt.Sprintf("Paciente %d", i)})["id"].(string))
	}
	ids := func(path string) []string {
		r := a.c.Do(t, "GET", path, a.tenant.Key, nil).Expect(t, 200).JSON(t)
		var out []string
		for _, it := range r["items"].([]any) {
			out = append(out, it.(map[string]any)["id"].(string))
		}
		return out
	}
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"q=joao", []string{all[0]}},                       // accents ignored
		{"q=GONÇALVES", []string{all[0]}},                  // case ignored
		{"q=" + url.QueryEscape("100%"), []string{all[1]}}, // % is a literal, not a wildcard
		{"q=" + url.QueryEscape("_"), nil},
		{"cpf=39053344705", []string{all[0]}},
		{"cpf=" + url.QueryEscape("390.533.447-05"), []string{all[0]}},
		{"birth_date=1990-01-02", []string{all[0], all[1]}},
		{"birth_date=1990-01-03", nil},
		{"q=paciente&birth_date=1990-01-02", nil},
	} {
		if got := ids("/v1/patients?" + tc.query); !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.query, got, tc.want)
		}
	}
	// Pages of 3 walk every patient once, in creation order, and end with a null cursor.
	var walked []string
	path := "/v1/patients?limit=3"
	for pages := 0; ; pages++ {
		if pages > 5 {
			t.Fatal("pagination does not end")
		}
		r := a.c.Do(t, "GET", path, a.tenant.Key, nil).Expect(t, 200).JSON(t)
		items := r["items"].([]any)
		if len(items) > 3 {
			t.Fatalf("page of %d items with limit 3", len(items))
		}
		for _, it := range items {
			walked = append(walked, it.(map[string]any)["id"].(string))
		}
		next, ok := r["next_cursor"].(string)
		if !ok {
			if _, present := r["next_cursor"]; !present {
				t.Fatal("next_cursor missing on the last page (want null)")
			}
			break
		}
		path = "/v1/patients?limit=3&cursor=" + url.QueryEscape(next)
	}
	if !slices.Equal(walked, all) {
		t.Errorf("pagination walked %v, want %v", walked, all)
	}
}

// Another tenant's patient is indistinguishable from a missing one, in every identifier form,
// and malformed identifiers get the same answer.
func TestPatientOfAnotherTenantIs404(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	b := a.env.NewTenant(t)
	theirs := a.c.Do(t, "POST", "/v1/patients", b.Key, map[string]any{"name": "Paciente de B", "cpf": "529.982.247-25"}).Expect(t, 201).JSON(t)
	for _, ref := range []string{
		theirs["id"].(string), theirs["uuid"].(string), strings.ToUpper(theirs["uuid"].(string)),
		"pat_0000000000000000000000", uuid.NewString(), "pat_short", "not-an-id", "pat_" + strings.Repeat("é", 22),
		url.PathEscape("' or 1=1 --"),
	} {
		r := a.c.Do(t, "GET", "/v1/patients/"+ref, a.tenant.Key, nil).Expect(t, 404)
		wantDetail(t, r, "Patient not found")
		if r.Header.Get("Deprecation") != "" {
			t.Errorf("%s: a 404 carries Deprecation", ref)
		}
	}
	// Lists and searches never show B's patient to A.
	for _, q := range []string{"", "?q=Paciente", "?cpf=52998224725"} {
		if items := a.c.Do(t, "GET", "/v1/patients"+q, a.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
			t.Errorf("A's list%s shows %d patients of B", q, len(items))
		}
	}
	// B still sees it.
	a.c.Do(t, "GET", "/v1/patients/"+theirs["id"].(string), b.Key, nil).Expect(t, 200)
}
