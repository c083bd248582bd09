package rest_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// graphSynced waits until every graph job of the tenant is done.
func (a api) graphSynced(t *testing.T, timeout time.Duration) {
	t.Helper()
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a.tenant.ID})
	deadline := time.Now().Add(timeout)
	for {
		var pending int
		err := a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, `select count(*) from document_jobs where kind = 'graph' and state <> 'done'`).Scan(&pending)
		})
		if err != nil {
			t.Fatal(err)
		}
		if pending == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d graph jobs still pending after %s", pending, timeout)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

type series struct {
	Marker string
	Trend  string
	Values []float64
	Dates  []string
	Docs   []string
	Latest map[string]any
	Ref    map[string]any
}

func (a api) trends(t *testing.T, patient, query string) (map[string]series, map[string]any) {
	t.Helper()
	body := a.c.Do(t, "GET", "/v1/patients/"+patient+"/lab-trends?"+query, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	out := map[string]series{}
	for _, m := range body["markers"].([]any) {
		m := m.(map[string]any)
		s := series{Marker: m["marker_name"].(string), Trend: m["trend"].(string), Latest: m["latest"].(map[string]any),
			Ref: m["reference_range"].(map[string]any)}
		for _, p := range m["data_points"].([]any) {
			p := p.(map[string]any)
			s.Values = append(s.Values, p["value"].(float64))
			s.Dates = append(s.Dates, p["observed_at"].(string))
			s.Docs = append(s.Docs, p["document_id"].(string))
		}
		out[s.Marker] = s
	}
	return out, body
}

// From upload to answers: lab reports (text layer and a scan) of three dates, a clinical note and
// a prescription for one patient; lab trends, context and summary come from the graph; a rerun
// does not duplicate; a rebuild restores a wiped graph; a deleted document leaves the graph.
func TestKnowledgeGraphFromUploadsToAnswers(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, patUUID := a.newPatient(t, "Maria Aparecida dos Santos")
	files := []struct{ name, mime string }{
		{"lab_ps2pdf.pdf", "application/pdf"},        // 2026-03-10, text layer
		{"lab_chromium.pdf", "application/pdf"},      // 2026-10-20, text layer
		{"lab_followup_scan.pdf", "application/pdf"}, // 2026-11-05, scan
		{"clinical_note.pdf", "application/pdf"},
		{"prescription.pdf", "application/pdf"},
	}
	ids := map[string]string{}
	for _, f := range files {
		ids[f.name] = a.upload(t, pat, filePart(f.name, f.mime, fixture(t, f.name))).Expect(t, 202).JSON(t)["document_id"].(string)
	}
	for name, id := range ids {
		if st := a.poll(t, pat, id, 3*time.Minute, finished); st["ready"] != true {
			t.Fatalf("%s not ready: %v", name, st)
		}
	}
	a.graphSynced(t, time.Minute)

	got, body := a.trends(t, pat, "markers=glicemia+de+jejum,,HbA1c,&period=120")
	if body["patient_id"] != patUUID || body["period_months"] != 120.0 {
		t.Errorf("trends body %v", body)
	}
	glic, a1c := got["Glicose"], got["Hemoglobina glicada"]
	if fmt.Sprint(glic.Values) != "[131 118 102]" || fmt.Sprint(glic.Dates) != "[2026-03-10 2026-10-20 2026-11-05]" ||
		glic.Trend != "decreasing" || !slices.Equal(glic.Docs, []string{ids["lab_ps2pdf.pdf"], ids["lab_chromium.pdf"], ids["lab_followup_scan.pdf"]}) {
		t.Errorf("Glicose series %+v", glic)
	}
	if fmt.Sprint(a1c.Values) != "[6.9 6.4]" || a1c.Trend != "decreasing" {
		t.Errorf("HbA1c series %+v", a1c)
	}
	if len(got) != 2 || body["total_results"] != 5.0 {
		t.Errorf("want exactly the two markers asked for (5 points), got %d markers, total %v", len(got), body["total_results"])
	}
	if glic.Latest["value"] != 102.0 || glic.Latest["flag"] != "high" || glic.Ref["low"] != 70.0 || glic.Ref["high"] != 99.0 {
		t.Errorf("Glicose latest %v ref %v", glic.Latest, glic.Ref)
	}
	all, allBody := a.trends(t, pat, "period=120")
	if len(all) < 5 || allBody["total_results"].(float64) < 10 {
		t.Errorf("all markers: %d series, %v points", len(all), allBody["total_results"])
	}

	// Context: facts of the clinical note and the prescription, each naming its document.
	ctxBody := a.c.Do(t, "GET", "/v1/patients/"+pat+"/context", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	wantFact(t, ctxBody, "allergies", "substance", "dipirona", ids["clinical_note.pdf"])
	wantFact(t, ctxBody, "conditions", "name", "diabetes mellitus tipo 2", ids["clinical_note.pdf"])
	wantFact(t, ctxBody, "medications", "name", "metformina", ids["prescription.pdf"])
	for _, m := range ctxBody["medications"].([]any) {
		f := m.(map[string]any)["fields"].(map[string]any)
		if f["name"] == "Metformina" && (f["dose"] != "850 mg" || f["route"] != "oral" || f["frequency"] != "12/12 horas") {
			t.Errorf("Metformina posology %v", f)
		}
	}
	wantFact(t, ctxBody, "social_factors", "value", "professora", ids["clinical_note.pdf"])
	if len(ctxBody["lifestyle"].([]any)) == 0 {
		t.Errorf("no lifestyle facts: %v", ctxBody["lifestyle"])
	}
	cutoff := time.Now().AddDate(0, 0, -90).Format(time.DateOnly)
	for _, al := range ctxBody["recent_lab_alerts"].([]any) {
		r := al.(map[string]any)["result"].(map[string]any)
		if r["observed_at"].(string) < cutoff || (r["flag"] != "high" && r["flag"] != "low") {
			t.Errorf("alert outside the rule: %v", al)
		}
	}

	// Summary: deterministic, every statement cites uploaded documents.
	sum := a.c.Do(t, "POST", "/v1/patients/"+pat+"/summary", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	again := a.c.Do(t, "POST", "/v1/patients/"+pat+"/summary", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	text := sum["text"].(string)
	if text != again["text"] || !strings.Contains(text, "Dipirona") || !strings.Contains(text, "Metformina") ||
		!strings.Contains(text, "Glicose em queda") {
		t.Errorf("summary text:\n%s", text)
	}
	known := map[string]bool{}
	for _, id := range ids {
		known[id] = true
	}
	for _, st := range sum["statements"].([]any) {
		st := st.(map[string]any)
		srcs := st["sources"].([]any)
		if len(srcs) == 0 {
			t.Errorf("statement without a source: %v", st)
		}
		for _, s := range srcs {
			if !known[s.(string)] {
				t.Errorf("statement cites %v, not a document of the patient", s)
			}
		}
	}

	// Re-processing a document replaces its facts; a wiped graph is rebuilt from Postgres.
	k := a.env.Knowledge(0, nil)
	for i := 0; i < 2; i++ {
		if err := k.SyncDocument(context.Background(), a.tenant.ID, uuid.MustParse(ids["lab_chromium.pdf"])); err != nil {
			t.Fatal(err)
		}
	}
	if _, b := a.trends(t, pat, "period=120"); b["total_results"] != allBody["total_results"] {
		t.Errorf("rerun changed the count: %v → %v", allBody["total_results"], b["total_results"])
	}
	wipeTenantGraph(t, a)
	if _, b := a.trends(t, pat, "period=120"); b["total_results"] != 0.0 {
		t.Fatalf("wipe left %v results", b["total_results"])
	}
	if n, err := k.Rebuild(context.Background(), a.tenant.ID); err != nil || n != len(files) {
		t.Fatalf("rebuild: %d documents, %v", n, err)
	}
	rebuilt, b := a.trends(t, pat, "period=120")
	if b["total_results"] != allBody["total_results"] || fmt.Sprint(rebuilt["Glicose"].Values) != "[131 118 102]" {
		t.Errorf("rebuild: %v results, Glicose %v", b["total_results"], rebuilt["Glicose"].Values)
	}

	// Deleting the clinical note takes its facts out of the patient's context.
	a.c.Do(t, "DELETE", "/v1/patients/"+pat+"/prontuario-documents/"+ids["clinical_note.pdf"], a.tenant.Key, nil).Expect(t, 204)
	a.graphSynced(t, time.Minute)
	ctxBody = a.c.Do(t, "GET", "/v1/patients/"+pat+"/context", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if n := len(ctxBody["allergies"].([]any)); n != 0 {
		t.Errorf("allergies of a deleted document still shown: %v", ctxBody["allergies"])
	}

	// Another clinic sees nothing.
	intruder := a.env.NewTenant(t)
	for _, req := range []struct{ method, path string }{
		{"GET", "/v1/patients/" + pat + "/lab-trends"}, {"GET", "/v1/patients/" + pat + "/context"},
		{"POST", "/v1/patients/" + pat + "/summary"}, {"GET", "/v1/patients/" + patUUID + "/lab-trends"},
	} {
		wantDetail(t, a.c.Do(t, req.method, req.path, intruder.Key, nil).Expect(t, 404), "Patient not found")
	}
}

// wantFact fails unless section lists a fact whose field equals want (ignoring case) and whose
// sources include doc.
func wantFact(t *testing.T, body map[string]any, section, field, want, doc string) {
	t.Helper()
	for _, f := range body[section].([]any) {
		f := f.(map[string]any)
		v, _ := f["fields"].(map[string]any)[field].(string)
		if !strings.EqualFold(v, want) {
			continue
		}
		for _, s := range f["sources"].([]any) {
			if s.(map[string]any)["document_id"] == doc {
				return
			}
		}
		t.Errorf("%s %q does not cite %s: %v", section, want, doc, f)
		return
	}
	t.Errorf("%s lacks %s=%q: %v", section, field, want, body[section])
}

func wipeTenantGraph(t *testing.T, a api) {
	t.Helper()
	_, err := neo4j.ExecuteQuery(context.Background(), a.env.Graph.Driver,
		"MATCH (n {tenant_id: $tenant}) DETACH DELETE n", map[string]any{"tenant": a.tenant.ID.String()},
		neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(a.env.Graph.Database))
	if err != nil {
		t.Fatal(err)
	}
}

func TestLabTrendsValidatesItsParameters(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	pat, _ := a.newPatient(t, "Maria")
	many := strings.Repeat("Glicose,", 21)
	for _, q := range []string{"markers=" + many, "period=0", "period=121", "period=abc"} {
		r := a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends?"+q, a.tenant.Key, nil)
		if r.Status != 422 { // the spec: 422 for invalid parameters, period=abc included
			t.Errorf("?%s: %d %s", q, r.Status, r.Body)
		}
	}
	fieldsOf(t, a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends?markers="+many, a.tenant.Key, nil).Expect(t, 422))
	// Twenty markers with empty tokens in between are fine; no results is an empty list.
	_, body := a.trends(t, pat, "markers="+strings.Repeat("Glicose,,", 20))
	if body["total_results"] != 0.0 || len(body["markers"].([]any)) != 0 || body["period_months"] != 12.0 {
		t.Errorf("empty trends %v", body)
	}
	wantDetail(t, a.c.Do(t, "GET", "/v1/patients/pat_0000000000000000000000/lab-trends", a.tenant.Key, nil).Expect(t, 404), "Patient not found")
}

// The context lists the patient's completed appointments (newest first) and nothing else of the
// schedule.
func TestPatientContextListsCompletedConsultations(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	done := w.book(t, apptT0, 30, map[string]any{"notes": "retorno diabetes"})["id"].(string)
	for _, op := range []string{"confirm", "check-in", "start", "complete"} {
		w.act(t, done, op, nil).Expect(t, 200)
	}
	w.book(t, apptT0.Add(2*time.Hour), 30, nil) // requested, not a consultation yet
	body := w.c.Do(t, "GET", "/v1/patients/"+w.patient+"/context", w.tenant.Key, nil).Expect(t, 200).JSON(t)
	cons := body["recent_consultations"].([]any)
	if len(cons) != 1 {
		t.Fatalf("consultations %v", cons)
	}
	c := cons[0].(map[string]any)
	if c["appointment_id"] != done || c["notes"] != "retorno diabetes" || c["provider"] == "" ||
		c["start_time"] != apptT0.UTC().Format(time.RFC3339) {
		t.Errorf("consultation %v", c)
	}
	for _, k := range []string{"allergies", "conditions", "medications", "lifestyle", "social_factors", "recent_lab_alerts"} {
		if l, ok := body[k].([]any); !ok || len(l) != 0 {
			t.Errorf("%s = %v, want an empty list for a patient without documents", k, body[k])
		}
	}
}
