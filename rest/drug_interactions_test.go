package rest_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// interactionPairs renders a check's interactions as "a-b severity" in answer order.
func interactionPairs(t *testing.T, body map[string]any) []string {
	t.Helper()
	var out []string
	for _, x := range body["interactions"].([]any) {
		i := x.(map[string]any)
		for _, k := range []string{"mechanism", "recommendation", "source"} {
			if s, _ := i[k].(string); len(s) < 10 {
				t.Errorf("%s-%s: %s %q", i["drug_a"], i["drug_b"], k, i[k])
			}
		}
		out = append(out, fmt.Sprintf("%s-%s %s", i["drug_a"], i["drug_b"], i["severity"]))
	}
	return out
}

// The shipped base, through the API: brands and doses as clinicians type them, the
// high-priority pairs, most severe first, and names nobody knows reported as such.
func TestDrugInteractionCheckReadsBrandsAndRanksBySeverity(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	body := a.c.Do(t, "POST", "/v1/drug-interactions/check", a.tenant.Key, map[string]any{
		"drugs": []string{"Marevan 5 mg", "Ibuprofeno 600 mg", "Zocor 40 mg", "claritromicina 500 mg", "Chá de boldo"},
	}).Expect(t, 200).JSON(t)
	got := interactionPairs(t, body)
	for _, want := range []string{"varfarina-ibuprofeno major", "sinvastatina-claritromicina contraindicated"} {
		if !slices.Contains(got, want) {
			t.Errorf("interactions %v lack %q", got, want)
		}
	}
	if len(got) == 0 || !strings.HasSuffix(got[0], "contraindicated") {
		t.Errorf("most severe first: %v", got)
	}
	first := body["interactions"].([]any)[0].(map[string]any)
	if first["input_a"] != "Zocor 40 mg" || first["basis"] != "shipped" {
		t.Errorf("first interaction %v", first)
	}
	if fmt.Sprint(body["unknown_drugs"]) != "[Chá de boldo]" {
		t.Errorf("unknown_drugs %v", body["unknown_drugs"])
	}
	drugs := body["drugs"].([]any)
	if len(drugs) != 4 || drugs[0].(map[string]any)["drug"] != "varfarina" || drugs[0].(map[string]any)["origin"] != "request" {
		t.Errorf("drugs %v", drugs)
	}

	// The high-priority pairs, each named as a clinician might.
	for _, c := range []struct {
		drugs []string
		want  string
	}{
		{[]string{"enalapril 10 mg", "espironolactona 25 mg"}, "enalapril-espironolactona"},
		{[]string{"Losartana potássica 50 mg", "Aldactone"}, "losartana-espironolactona"},
		{[]string{"fluoxetina 20 mg", "tranilcipromina"}, "fluoxetina-tranilcipromina contraindicated"},
		{[]string{"Tramadol 50 mg", "Parnate"}, "tramadol-tranilcipromina contraindicated"},
		{[]string{"metotrexato 2,5 mg", "Sulfametoxazol + Trimetoprima 800/160 mg"}, "metotrexato-trimetoprima"},
		{[]string{"varfarina", "fluconazol 150 mg"}, "varfarina-fluconazol"},
		{[]string{"sildenafila 50 mg", "Monocordil"}, "sildenafila-mononitrato de isossorbida contraindicated"},
	} {
		b := a.c.Do(t, "POST", "/v1/drug-interactions/check", a.tenant.Key, map[string]any{"drugs": c.drugs}).Expect(t, 200).JSON(t)
		if p := interactionPairs(t, b); !slices.ContainsFunc(p, func(s string) bool { return strings.HasPrefix(s, c.want) }) {
			t.Errorf("%v: %v, want %s", c.drugs, p, c.want)
		}
	}

	// The same drug twice (brand and generic) is one drug.
	b := a.c.Do(t, "POST", "/v1/drug-interactions/check", a.tenant.Key, map[string]any{"drugs": []string{"Marevan", "varfarina sódica 5 mg"}}).Expect(t, 200).JSON(t)
	if len(b["interactions"].([]any)) != 0 || len(b["drugs"].([]any)) != 2 || len(b["unknown_drugs"].([]any)) != 0 {
		t.Errorf("one drug twice: %v", b)
	}
}

// With a patient, the medications their graph holds (read from an uploaded prescription) are
// checked too; another clinic's patient is refused like an unknown one.
func TestDrugInteractionCheckIncludesThePatientsMedications(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, patUUID := a.newPatient(t, "Maria Aparecida dos Santos")
	doc := a.upload(t, pat, filePart("prescription.pdf", "application/pdf", fixture(t, "prescription.pdf"))).Expect(t, 202).JSON(t)["document_id"].(string)
	if st := a.poll(t, pat, doc, 3*time.Minute, finished); st["ready"] != true {
		t.Fatalf("prescription not ready: %v", st)
	}
	a.graphSynced(t, time.Minute)

	for _, ref := range []string{pat, patUUID} {
		body := a.c.Do(t, "POST", "/v1/drug-interactions/check", a.tenant.Key, map[string]any{
			"drugs": []string{"espironolactona 25 mg"}, "patient_id": ref}).Expect(t, 200).JSON(t)
		got := interactionPairs(t, body)
		if len(got) != 1 || !strings.HasPrefix(got[0], "espironolactona-losartana ") {
			t.Errorf("%s: interactions %v, want espironolactona with the patient's losartana", ref, got)
		}
		var origins []string
		for _, d := range body["drugs"].([]any) {
			d := d.(map[string]any)
			origins = append(origins, fmt.Sprintf("%s/%s", d["drug"], d["origin"]))
		}
		slices.Sort(origins)
		if fmt.Sprint(origins) != "[espironolactona/request losartana/patient metformina/patient]" {
			t.Errorf("%s: drugs %v", ref, origins)
		}
	}

	// No drugs: the patient's medications among themselves (metformina and losartana: none).
	body := a.c.Do(t, "POST", "/v1/drug-interactions/check", a.tenant.Key, map[string]any{"patient_id": pat}).Expect(t, 200).JSON(t)
	if len(body["interactions"].([]any)) != 0 || len(body["drugs"].([]any)) != 2 {
		t.Errorf("patient only: %v", body)
	}

	// Another clinic's patient and an unknown token: the same 422, code reference; a malformed
	// id: code invalid.
	other := a.env.NewTenant(t)
	var bodies []string
	for _, ref := range []string{pat, patUUID, "pat_0000000000000000000000", "not-an-id"} {
		r := a.c.Do(t, "POST", "/v1/drug-interactions/check", other.Key, map[string]any{"drugs": []string{"varfarina"}, "patient_id": ref}).Expect(t, 422)
		code := `"code":"reference"`
		if ref == "not-an-id" {
			code = `"code":"invalid"`
		} else {
			bodies = append(bodies, string(r.Body))
		}
		if f := fieldsOf(t, r); fmt.Sprint(f) != "[body.patient_id]" || !strings.Contains(string(r.Body), code) || strings.Contains(string(r.Body), "losartana") {
			t.Errorf("%s from another clinic: %s", ref, r.Body)
		}
	}
	if bodies[0] != bodies[1] || bodies[0] != bodies[2] {
		t.Errorf("another clinic's patient is told apart from an unknown one: %q", bodies)
	}
}

func TestDrugInteractionInputsHaveTheirStatedRanges(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	long := strings.Repeat("x", 201)
	many := make([]string, 51)
	for i := range many {
		many[i] = "varfarina"
	}
	for _, c := range []struct {
		body any
		want string
	}{
		{map[string]any{}, "[body.drugs]"},
		{map[string]any{"drugs": []string{}}, "[body.drugs]"},
		{map[string]any{"drugs": []string{""}}, "[body.drugs[0]]"},
		{map[string]any{"drugs": []string{"varfarina", "   "}}, "[body.drugs[1]]"},
		{map[string]any{"drugs": []string{long}}, "[body.drugs[0]]"},
		{map[string]any{"drugs": many}, "[body.drugs]"},
		{map[string]any{"drugs": "varfarina"}, "[body.drugs]"},
		{map[string]any{"drugs": []string{"varfarina"}, "patient_id": 7}, "[body.patient_id]"},
	} {
		r := a.c.Do(t, "POST", "/v1/drug-interactions/check", a.tenant.Key, c.body).Expect(t, 422)
		if got := fmt.Sprint(fieldsOf(t, r)); got != c.want {
			t.Errorf("%v: fields %s, want %s (%s)", c.body, got, c.want, r.Body)
		}
	}
	for _, q := range []string{"", "?q=a", "?q=" + strings.Repeat("a", 101), "?q=mar&limit=0", "?q=mar&limit=101"} {
		a.c.Do(t, "GET", "/v1/drug-interactions/drugs"+q, a.tenant.Key, nil).Expect(t, 422)
	}

	// clinical:read is required.
	key, _ := a.env.NewKey(t, a.tenant.ID, tenancy.SchedulingRead)
	a.c.Do(t, "POST", "/v1/drug-interactions/check", key, map[string]any{"drugs": []string{"varfarina"}}).Expect(t, 403)
	a.c.Do(t, "GET", "/v1/drug-interactions/drugs?q=mar", key, nil).Expect(t, 403)
	a.c.Do(t, "GET", "/v1/drug-interactions/drugs?q=mar", "", nil).Expect(t, 401)
}

func TestDrugSearchFindsBrandsAndWords(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	body := a.c.Do(t, "GET", "/v1/drug-interactions/drugs?q=MAREV", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	items := body["items"].([]any)
	if len(items) != 1 {
		t.Fatalf("items %v", items)
	}
	w := items[0].(map[string]any)
	if w["name"] != "varfarina" || !slices.Contains(w["brands"].([]any), any("Marevan")) || len(w["classes"].([]any)) == 0 {
		t.Errorf("varfarina %v", w)
	}
	body = a.c.Do(t, "GET", "/v1/drug-interactions/drugs?q=acetil&limit=5", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if items := body["items"].([]any); len(items) == 0 || items[0].(map[string]any)["name"] != "ácido acetilsalicílico" {
		t.Errorf("acetil: %v", items)
	}
	body = a.c.Do(t, "GET", "/v1/drug-interactions/drugs?q=zzzz", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if items := body["items"].([]any); len(items) != 0 {
		t.Errorf("zzzz: %v", items)
	}
}
