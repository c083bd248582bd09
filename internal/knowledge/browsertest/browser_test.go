package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/testkit"
)

// The three queries a clinician's operator runs in the Browser after
// `:param tenant => "<uuid>"` and `:param patient => "pat_..."` (see README, "Neo4j Browser").
const (
	// PatientGraphQuery returns the patient, every fact of the patient and the documents the
	// facts were extracted from, all in one tenant.
	PatientGraphQuery = `MATCH (p:Patient {tenant_id: $tenant, token: $patient})-[r]->(n) WHERE n.tenant_id = $tenant ` +
		`OPTIONAL MATCH (n)-[e:EXTRACTED_FROM]->(d:Document {tenant_id: $tenant}) RETURN p, r, n, e, d`
	// OutOfRangeLabsQuery lists the patient's lab results flagged low or high, newest first.
	OutOfRangeLabsQuery = `MATCH (p:Patient {tenant_id: $tenant, token: $patient})-[:HAS_LAB_RESULT]->(l:LabResult {tenant_id: $tenant}) ` +
		`WHERE l.flag IN ['low','high'] RETURN l.marker, l.value, l.unit, l.ref_text, l.flag, l.observed_at ORDER BY l.observed_at DESC`
	// ConditionSourcesQuery lists the documents behind each of the patient's conditions.
	ConditionSourcesQuery = `MATCH (p:Patient {tenant_id: $tenant, token: $patient})-[:HAS_CONDITION]->(c:Condition {tenant_id: $tenant})` +
		`-[:EXTRACTED_FROM]->(d:Document {tenant_id: $tenant}) RETURN c.name, c.icd10, d.id, d.title, d.document_date`
)

const (
	patientName    = "Maria Aparecida dos Santos"
	otherName      = "OUTRO TENANT - nao deve aparecer"
	screenshotRel  = ".local/screenshots/neo4j-browser-patient-graph.png"
	seededNodes    = 6 // patient, document, lab result, condition, medication, allergy
	seededRels     = 9 // 5 from the patient, 4 EXTRACTED_FROM
	minScreenshotB = 20 * 1024
)

// seedCypher writes the graph model of one patient, as the product writes it, in one statement.
const seedCypher = `
CREATE (p:Patient {tenant_id: $tenant, id: $patient_id, token: $token, name: $patient_name})
CREATE (d:Document {tenant_id: $tenant, id: $document_id, document_type: 'lab_report', title: 'Hemograma',
        filename: 'hemograma-2026-03-10.pdf', document_date: date('2026-03-10'), name: 'lab_report: Hemograma'})
CREATE (l:LabResult {tenant_id: $tenant, id: $lab_id, marker: 'Glicose', value: 131.0, unit: 'mg/dL',
        ref_low: 70.0, ref_high: 99.0, ref_text: '70 - 99', observed_at: date('2026-03-10'), flag: 'high',
        name: 'Glicose 131 mg/dL 2026-03-10'})
CREATE (c:Condition {tenant_id: $tenant, id: $condition_id, name: 'Diabetes mellitus tipo 2', icd10: 'E11.9', status: 'suspected'})
CREATE (m:Medication {tenant_id: $tenant, id: $medication_id, name: 'Metformina', dose: '850 mg', route: 'oral', frequency: '12/12 horas'})
CREATE (a:Allergy {tenant_id: $tenant, id: $allergy_id, substance: 'Dipirona', reaction: 'urticária', name: 'Dipirona'})
CREATE (p)-[:HAS_DOCUMENT]->(d)
CREATE (p)-[:HAS_LAB_RESULT]->(l)
CREATE (p)-[:HAS_CONDITION]->(c)
CREATE (p)-[:TAKES_MEDICATION]->(m)
CREATE (p)-[:ALLERGIC_TO]->(a)
CREATE (l)-[:EXTRACTED_FROM]->(d)
CREATE (c)-[:EXTRACTED_FROM]->(d)
CREATE (m)-[:EXTRACTED_FROM]->(d)
CREATE (a)-[:EXTRACTED_FROM]->(d)`

func TestNeo4jBrowserRendersPatientGraph(t *testing.T) {
	env := testkit.Setup(t)
	root := testkit.RepoRoot()

	node, toolDir := testkit.BrowserTool(t)
	browserURL := env.Settings["NEO4J_BROWSER_URL"]
	if browserURL == "" {
		browserURL = "http://127.0.0.1:7474/browser/"
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	db := neo4j.ExecuteQueryWithDatabase(env.Graph.Database)
	run := func(cypher string, params map[string]any) *neo4j.EagerResult {
		t.Helper()
		res, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver, cypher, params, neo4j.EagerResultTransformer, db)
		if err != nil {
			t.Fatalf("cypher %q: %v", strings.Fields(cypher)[0], err)
		}
		return res
	}

	tenant, other := uuid.New().String(), uuid.New().String()
	token := testkit.PatientToken(t)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver,
			`MATCH (n) WHERE n.tenant_id IN $tenants DETACH DELETE n`,
			map[string]any{"tenants": []any{tenant, other}}, neo4j.EagerResultTransformer, db)
		if err != nil {
			t.Errorf("clean tenants %s and %s: %v", tenant, other, err)
		}
	})

	run(seedCypher, map[string]any{
		"tenant": tenant, "token": token, "patient_name": patientName,
		"patient_id": uuid.NewString(), "document_id": uuid.NewString(), "lab_id": uuid.NewString(),
		"condition_id": uuid.NewString(), "medication_id": uuid.NewString(), "allergy_id": uuid.NewString(),
	})
	// Another clinic's patient with the same token: the tenant filter must keep it out.
	otherID := uuid.NewString()
	run(`CREATE (:Patient {tenant_id: $tenant, id: $id, token: $token, name: $name})`,
		map[string]any{"tenant": other, "id": otherID, "token": token, "name": otherName})

	// The query itself, through the driver: the expected shape, and nothing of the other tenant.
	res := run(`CALL () { `+PatientGraphQuery+` } `+
		`WITH collect(p) + collect(n) + collect(d) AS ns, collect(r) + collect(e) AS rs `+
		`UNWIND ns AS x WITH collect(DISTINCT x) AS ns, rs `+
		`UNWIND rs AS y WITH ns, collect(DISTINCT y) AS rs `+
		`RETURN size(ns) AS nodes, size(rs) AS rels, [x IN ns | x.tenant_id] AS tenants`,
		map[string]any{"tenant": tenant, "patient": token})
	if len(res.Records) != 1 {
		t.Fatalf("patient graph summary: %d records", len(res.Records))
	}
	rec := res.Records[0].AsMap()
	if rec["nodes"] != int64(seededNodes) || rec["rels"] != int64(seededRels) {
		t.Fatalf("patient graph through the driver: %v nodes, %v relationships; want %d and %d",
			rec["nodes"], rec["rels"], seededNodes, seededRels)
	}
	for _, tid := range rec["tenants"].([]any) {
		if tid != tenant {
			t.Fatalf("patient graph returned a node of tenant %v", tid)
		}
	}
	// Without the tenant filter the token alone matches both clinics' patients.
	both := run(`MATCH (p:Patient {token: $patient}) RETURN count(p) AS n`, map[string]any{"patient": token})
	if n, _ := both.Records[0].Get("n"); n != int64(2) {
		t.Fatalf("token without tenant matches %v patients, want 2 (the seed of the other tenant is missing)", n)
	}

	// The other two queries of the README, through the driver.
	params := map[string]any{"tenant": tenant, "patient": token}
	labs := run(OutOfRangeLabsQuery, params)
	if len(labs.Records) != 1 {
		t.Fatalf("out-of-range labs: %d rows, want 1", len(labs.Records))
	}
	if m, _ := labs.Records[0].Get("l.marker"); m != "Glicose" {
		t.Fatalf("out-of-range labs: marker %v, want Glicose", m)
	}
	if f, _ := labs.Records[0].Get("l.flag"); f != "high" {
		t.Fatalf("out-of-range labs: flag %v, want high", f)
	}
	sources := run(ConditionSourcesQuery, params)
	if len(sources.Records) != 1 {
		t.Fatalf("documents behind the condition: %d rows, want 1", len(sources.Records))
	}
	if title, _ := sources.Records[0].Get("d.title"); title != "Hemograma" {
		t.Fatalf("documents behind the condition: title %v, want Hemograma", title)
	}

	shot := filepath.Join(root, screenshotRel)
	if err := os.MkdirAll(filepath.Dir(shot), 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.Remove(shot)
	_ = os.Remove(strings.TrimSuffix(shot, ".png") + ".failure.png")

	cmdCtx, cmdCancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cmdCancel()
	cmd := exec.CommandContext(cmdCtx, node, filepath.Join(toolDir, "neo4j-browser.mjs"))
	cmd.Dir = toolDir
	cmd.Env = append(os.Environ(),
		"NEO4J_BROWSER_URL="+browserURL,
		"NEO4J_URI="+env.Settings["NEO4J_URI"],
		"NEO4J_USER="+env.Settings["NEO4J_USER"],
		"NEO4J_PASSWORD="+env.Settings["NEO4J_PASSWORD"],
		"CHROMIUM_PATH="+testkit.ChromiumPath,
		"PARAM_TENANT="+tenant,
		"PARAM_PATIENT="+token,
		"CYPHER_QUERY="+PatientGraphQuery,
		"EXPECT_NODES="+fmt.Sprint(seededNodes),
		"EXPECT_RELS="+fmt.Sprint(seededRels),
		"EXPECT_TEXT="+strings.Join([]string{patientName, "Metformina", "Dipirona", "Diabetes mellitus tipo 2", "lab_report: Hemograma"}, "|"),
		"PATIENT_NAME="+patientName,
		"FORBID_TEXT="+otherName,
		"SCREENSHOT_PATH="+shot,
		"TIMEOUT_MS=90000",
	)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	t.Logf("neo4j-browser.mjs (%s):\n%s", time.Since(start).Round(100*time.Millisecond), strings.TrimSpace(out.String()))
	if err != nil {
		t.Fatalf("the Neo4j Browser run failed: %v (failure screenshot next to %s)", err, shot)
	}

	b, err := os.ReadFile(shot)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if len(b) < minScreenshotB {
		t.Fatalf("screenshot %s is %d bytes, want more than %d", shot, len(b), minScreenshotB)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("screenshot %s is not a PNG: %v", shot, err)
	}
	if w := img.Bounds().Dx(); w < 1000 {
		t.Fatalf("screenshot %s is %d px wide, want at least 1000", shot, w)
	}
	t.Logf("screenshot: %s (%d bytes, %dx%d)", shot, len(b), img.Bounds().Dx(), img.Bounds().Dy())
}
