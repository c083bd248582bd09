package browsertest

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/knowledge"
	"clinic/internal/testkit"
)

// labRow is one lab result written into the patient's graph.
type labRow struct {
	marker, unit     string
	value, low, high float64
	flag             string
	daysAgo          int
}

// The seeded history: Glicose with two results above 70–99 and one inside, Hemoglobina inside
// 12–16 twice.
var chartLabs = []labRow{
	{"Glicose", "mg/dL", 131, 70, 99, "high", 300},
	{"Glicose", "mg/dL", 92, 70, 99, "normal", 200},
	{"Glicose", "mg/dL", 118, 70, 99, "high", 30},
	{"Hemoglobina", "g/dL", 13.5, 12, 16, "normal", 250},
	{"Hemoglobina", "g/dL", 14.1, 12, 16, "normal", 40},
}

// seedLabs writes the patient's lab results into the graph as a document sync does (results,
// then the series refresh), and removes the tenant's nodes when the test ends.
func seedLabs(t *testing.T, env *testkit.Env, tenant, patient string, rows []labRow) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	db := neo4j.ExecuteQueryWithDatabase(env.Graph.Database)
	run := func(cypher string, params map[string]any) {
		t.Helper()
		if _, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver, cypher, params, neo4j.EagerResultTransformer, db); err != nil {
			t.Fatalf("seed the lab graph: %v", err)
		}
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver, `MATCH (n {tenant_id: $t}) DETACH DELETE n`,
			map[string]any{"t": tenant}, neo4j.EagerResultTransformer, db); err != nil {
			t.Errorf("clean the lab graph of tenant %s: %v", tenant, err)
		}
	})
	params := make([]map[string]any, len(rows))
	for i, r := range rows {
		day := time.Now().AddDate(0, 0, -r.daysAgo)
		params[i] = map[string]any{"id": "lab-" + string(rune('a'+i)), "marker": r.marker, "value": r.value, "unit": r.unit,
			"ref_low": r.low, "ref_high": r.high, "ref_text": trimFloat(r.low) + " - " + trimFloat(r.high), "flag": r.flag,
			"observed_at": neo4j.DateOf(day), "doc": "doc-" + string(rune('a'+i))}
	}
	run(`MERGE (p:Patient {tenant_id: $t, id: $p}) SET p.name = 'Chart'
		WITH p UNWIND $rows AS row
		CREATE (d:Document {tenant_id: $t, id: row.doc, document_type: 'lab_report'})
		CREATE (l:LabResult {tenant_id: $t, id: row.id, marker: row.marker, value: row.value, unit: row.unit,
			ref_low: row.ref_low, ref_high: row.ref_high, ref_text: row.ref_text, flag: row.flag, observed_at: row.observed_at,
			doc_id: row.doc, converted: true, trend_unit: '', value_printed: row.value, unit_printed: row.unit})
		CREATE (p)-[:HAS_DOCUMENT]->(d), (p)-[:HAS_LAB_RESULT]->(l), (l)-[:EXTRACTED_FROM]->(d)`,
		map[string]any{"t": tenant, "p": patient, "rows": params})
	run(knowledge.RefreshLabSeriesCypher, map[string]any{"tenant_id": tenant, "patients": []string{patient}})
}

// trimFloat prints 70 as "70" and 13.5 as "13.5".
func trimFloat(f float64) string {
	b, _ := json.Marshal(f)
	return string(b)
}

// The lab-trend SVG opened in a browser tab (the key as an extra header of the context): Chromium
// parses it as SVG and draws one panel per marker with its reference band, and every point, the
// out-of-range ones marked.
func TestLabTrendsChartRenders(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.c.Do(t, "POST", "/v1/patients", s.tenant.Key, map[string]any{"name": "Maria Aparecida dos Santos"}).
		Expect(t, http.StatusCreated).JSON(t)
	token, id := p["id"].(string), p["uuid"].(string)
	seedLabs(t, s.env, s.tenant.ID.String(), id, chartLabs)
	chart := "/v1/patients/" + token + "/lab-trends.svg?period=24"
	// The same answer through Go first: the chart is what the browser is about to be sent.
	direct := testkit.SVGElements(t, s.c.Do(t, "GET", chart, s.tenant.Key, nil).Expect(t, http.StatusOK).Body)

	headers, _ := json.Marshal(map[string]string{"x-api-key": s.tenant.Key})
	var got struct {
		Status      int      `json:"status"`
		ContentType string   `json:"content_type"`
		Root        string   `json:"root"`
		Namespace   string   `json:"namespace"`
		Width       int      `json:"width"`
		Height      int      `json:"height"`
		Series      int      `json:"series"`
		Markers     []string `json:"markers"`
		References  int      `json:"references"`
		Points      int      `json:"points"`
		OutOfRange  int      `json:"out_of_range"`
		DrawnPoints int      `json:"drawn_points"`
		Titles      []string `json:"titles"`
	}
	driverRun{
		script: "lab-chart.mjs",
		env:    map[string]string{"CHART_PATH": chart, "EXTRA_HEADERS": string(headers)},
		shots:  []string{"lab-trends-chart"},
	}.run(t, s.c.URL, &got)

	if got.Status != http.StatusOK || got.ContentType != "image/svg+xml; charset=utf-8" {
		t.Fatalf("the browser got %d %q", got.Status, got.ContentType)
	}
	if got.Root != "svg" || got.Namespace != "http://www.w3.org/2000/svg" {
		t.Fatalf("Chromium parsed the chart as <%s> in %q, not as SVG", got.Root, got.Namespace)
	}
	if got.Width < 300 || got.Height < 200 {
		t.Errorf("the chart is drawn %dx%d", got.Width, got.Height)
	}
	want := map[string]int{"series": 2, "references": 2, "points": 3, "out_of_range": 2}
	shown := map[string]int{"series": got.Series, "references": got.References, "points": got.Points, "out_of_range": got.OutOfRange}
	for k, n := range want {
		if shown[k] != n {
			t.Errorf("the page shows %d %s, want %d (page %v)", shown[k], k, n, shown)
		}
	}
	if direct[".series"] != got.Series || direct[".point out-of-range"] != got.OutOfRange || direct[".point"] != got.Points {
		t.Errorf("the browser's chart %v differs from the one served to Go %v", shown, direct)
	}
	if got.DrawnPoints != 5 {
		t.Errorf("%d of 5 points have a box on the page", got.DrawnPoints)
	}
	if m := slices.Sorted(slices.Values(got.Markers)); !slices.Equal(m, []string{"Glicose", "Hemoglobina"}) {
		t.Errorf("panels %v, want Glicose and Hemoglobina", got.Markers)
	}
	if titles := strings.Join(got.Titles, " | "); !strings.Contains(titles, "131") || !strings.Contains(titles, "118") {
		t.Errorf("the out-of-range marks are not 131 and 118: %s", titles)
	}
}
