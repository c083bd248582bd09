package rest_test

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
	"clinic/internal/testkit/hostile"
)

// textPDF is a one-page PDF whose text layer holds lines (ASCII), one under the other.
func textPDF(lines ...string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 11 Tf 60 780 Td 14 TL\n")
	for _, l := range lines {
		l = strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(l)
		fmt.Fprintf(&content, "(%s) Tj T*\n", l)
	}
	content.WriteString("ET")
	return hostile.PDF([]string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		hostile.Stream("", []byte(content.String())),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
	})
}

// Glucose printed as 126 mg/dL, then 6,1 mmol/L and 5,3 mmol/L by another laboratory comes out
// of GET lab-trends as one series in mg/dL (the reference converted alike, LOINC attached); an
// insulin result in a unit that does not convert is kept apart in unconverted_points.
func TestLabTrendsConvertMixedUnits(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{})
	pat, _ := a.newPatient(t, "Joana Mixed Units")
	reports := [][]string{
		{"Laboratorio Alfa - Resultado de exames", "Paciente: Joana Mixed Units", "Data da coleta: 10/01/2026",
			"Exame Resultado Unidade Valores de referencia", "Glicose 126 mg/dL 70 a 99", "Insulina 8,2 uUI/mL 2,6 a 24,9"},
		{"Laboratorio Beta - Laudo", "Paciente: Joana Mixed Units", "Data da coleta: 10/04/2026",
			"Glicemia de jejum 6,1 mmol/L 3,9 a 5,5", "Insulina 60 pmol/L 18 a 173"},
		{"Laboratorio Beta - Laudo", "Paciente: Joana Mixed Units", "Data da coleta: 10/07/2026",
			"Glicemia de jejum 5,3 mmol/L 3,9 a 5,5"},
	}
	var ids []string
	for i, lines := range reports {
		id := a.upload(t, pat, filePart(fmt.Sprintf("lab_%d.pdf", i), "application/pdf", textPDF(lines...))).Expect(t, 202).JSON(t)["document_id"].(string)
		if st := a.poll(t, pat, id, 3*time.Minute, finished); st["ready"] != true {
			t.Fatalf("report %d not ready: %v", i, st)
		}
		ids = append(ids, id)
	}
	a.graphSynced(t, time.Minute)

	body := a.c.Do(t, "GET", "/v1/patients/"+pat+"/lab-trends?period=120", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	series := map[string]map[string]any{}
	for _, m := range body["markers"].([]any) {
		series[m.(map[string]any)["marker_name"].(string)] = m.(map[string]any)
	}
	glic := series["Glicose"]
	if glic == nil || glic["unit"] != "mg/dL" || glic["loinc"] != "2345-7" || len(glic["unconverted_points"].([]any)) != 0 {
		t.Fatalf("Glicose series %v", glic)
	}
	want := []float64{126, 109.898, 95.4848}
	points := glic["data_points"].([]any)
	if len(points) != len(want) {
		t.Fatalf("Glicose points %v", points)
	}
	for i, p := range points {
		p := p.(map[string]any)
		if math.Abs(p["value"].(float64)-want[i]) > 0.01 || p["unit"] != "mg/dL" {
			t.Errorf("point %d: %v, want %v mg/dL", i, p, want[i])
		}
	}
	if glic["trend"] != "decreasing" {
		t.Errorf("trend %v over %v", glic["trend"], want)
	}
	ref := glic["reference_range"].(map[string]any)
	if math.Abs(ref["low"].(float64)-70.26) > 0.01 || math.Abs(ref["high"].(float64)-99.09) > 0.01 || ref["text"] != "3,9 a 5,5" {
		t.Errorf("reference converted to mg/dL: %v", ref)
	}
	ins := series["Insulina"]
	if ins == nil || ins["unit"] != "µUI/mL" || len(ins["data_points"].([]any)) != 1 {
		t.Fatalf("Insulina series %v", ins)
	}
	apart := ins["unconverted_points"].([]any)
	if len(apart) != 1 || apart[0].(map[string]any)["value"] != 60.0 || apart[0].(map[string]any)["unit"] != "pmol/L" {
		t.Errorf("unconverted insulin %v", apart)
	}
	if body["total_results"] != 5.0 {
		t.Errorf("total_results %v, want 5", body["total_results"])
	}
	// Deleting the last report takes its point out of the series.
	a.c.Do(t, "DELETE", "/v1/patients/"+pat+"/prontuario-documents/"+ids[2], a.tenant.Key, nil).Expect(t, 204)
	a.graphSynced(t, time.Minute)
	after, _ := a.trends(t, pat, "markers=Glicose&period=120")
	if fmt.Sprint(after["Glicose"].Values) != "[126 109.898]" {
		t.Errorf("after deleting a report: %v", after["Glicose"].Values)
	}
	// The summary speaks of the converted series.
	sum := a.c.Do(t, "POST", "/v1/patients/"+pat+"/summary", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if text := sum["text"].(string); !strings.Contains(text, "de 126 mg/dL (10/01/2026) a 109,898 mg/dL (10/04/2026)") {
		t.Errorf("summary text:\n%s", text)
	}
}

// Reports of one patient synced at the same time all reach the patient's series: each sync
// locks the patient before it rebuilds the series from the results.
func TestLabSeriesOfConcurrentReports(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	a.env.StartWorker(t, testkit.WorkerOptions{Concurrency: 4})
	pat, _ := a.newPatient(t, "Paula Concurrent")
	var ids []string
	for i := range 6 {
		pdf := textPDF("Laboratorio Gama", fmt.Sprintf("Data da coleta: %02d/05/2026", i+1), fmt.Sprintf("Creatinina %d,%d mg/dL 0,6 a 1,1", 1, i))
		ids = append(ids, a.upload(t, pat, filePart(fmt.Sprintf("c%d.pdf", i), "application/pdf", pdf)).Expect(t, 202).JSON(t)["document_id"].(string))
	}
	for _, id := range ids {
		if st := a.poll(t, pat, id, 3*time.Minute, finished); st["ready"] != true {
			t.Fatalf("%s not ready: %v", id, st)
		}
	}
	a.graphSynced(t, time.Minute)
	got, _ := a.trends(t, pat, "markers=creatinina&period=120")
	if fmt.Sprint(got["Creatinina"].Values) != "[1 1.1 1.2 1.3 1.4 1.5]" {
		t.Errorf("series %v, want the six reports in date order", got["Creatinina"].Values)
	}
}
