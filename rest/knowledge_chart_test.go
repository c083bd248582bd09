package rest_test

import (
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// The chart draws the JSON endpoint's series, with the same validation and 404s.
func TestLabTrendsChart(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, _ := a.newPatient(t, "Maria Aparecida dos Santos")
	for _, name := range []string{"lab_ps2pdf.pdf", "lab_chromium.pdf"} {
		id := a.upload(t, pat, filePart(name, "application/pdf", fixture(t, name))).Expect(t, 202).JSON(t)["document_id"].(string)
		if st := a.poll(t, pat, id, 3*time.Minute, finished); st["ready"] != true {
			t.Fatalf("%s not ready: %v", name, st)
		}
	}
	a.graphSynced(t, time.Minute)

	r := a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends.svg?markers=glicemia+de+jejum&period=120", a.tenant.Key, nil).Expect(t, 200)
	if ct := r.Header.Get("Content-Type"); ct != "image/svg+xml; charset=utf-8" {
		t.Errorf("content type %q", ct)
	}
	c := testkit.SVGElements(t, r.Body)
	// Glicose 131 (10/03/2026) and 118 (20/10/2026), both above 70–99.
	if c[".series"] != 1 || c[".reference"] != 1 || c[".point out-of-range"] != 2 || c[".point"] != 0 ||
		!strings.Contains(string(r.Body), `data-marker="Glicose"`) || !strings.Contains(string(r.Body), "▲ 118") {
		t.Errorf("chart classes %v\n%s", c, r.Body)
	}
	all := testkit.SVGElements(t, a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends.svg?period=120", a.tenant.Key, nil).Expect(t, 200).Body)
	if all[".series"] < 5 {
		t.Errorf("every marker: %v", all)
	}
	empty := a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends.svg?markers=TSH", a.tenant.Key, nil).Expect(t, 200)
	if !strings.Contains(string(empty.Body), "Nenhum resultado laboratorial") {
		t.Errorf("no series: %s", empty.Body)
	}

	// The JSON endpoint's validation and 404s, answered as JSON.
	many := strings.TrimSuffix(strings.Repeat("glicose,", 21), ",")
	for _, q := range []string{"?period=0", "?period=121", "?markers=" + strings.Repeat("a,", 21) + "b", "?markers=" + many + "x"} {
		r := a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends.svg"+q, a.tenant.Key, nil).Expect(t, 422)
		if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s: error as %s", q, r.Header.Get("Content-Type"))
		}
	}
	a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends.svg", a.env.NewTenant(t).Key, nil).Expect(t, 404)
	a.c.Do(t, "GET", "/v1/patients/pat_0000000000000000000000/lab-trends.svg", a.tenant.Key, nil).Expect(t, 404)
}
