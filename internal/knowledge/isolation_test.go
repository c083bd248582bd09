package knowledge_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/knowledge"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// seedPatientGraph writes a patient with one lab result, condition, medication, allergy and
// factor for tenant, all with the same ids in every tenant, as a collision would look.
func seedPatientGraph(t *testing.T, env *testkit.Env, tenant uuid.UUID, patient uuid.UUID, value float64) {
	t.Helper()
	_, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, `
MERGE (p:Patient {tenant_id: $t, id: $p}) SET p.name = 'Same Name', p.token = 'pat_same'
MERGE (d:Document {tenant_id: $t, id: 'doc-1'}) SET d.document_type = 'lab_report', d.title = 'x', d.document_date = date()
MERGE (p)-[:HAS_DOCUMENT]->(d)
CREATE (l:LabResult {tenant_id: $t, id: 'doc-1:lab:0', marker: 'Glicose', value: $v, unit: 'mg/dL', observed_at: date(), flag: 'high', ref_text: '70 - 99'})
CREATE (c:Condition {tenant_id: $t, id: 'doc-1:condition:0', name: 'Cond ' + $t})
CREATE (a:Allergy {tenant_id: $t, id: 'doc-1:allergy:0', substance: 'Subst ' + $t})
CREATE (p)-[:HAS_LAB_RESULT]->(l), (l)-[:EXTRACTED_FROM]->(d)
CREATE (p)-[:HAS_CONDITION]->(c), (c)-[:EXTRACTED_FROM]->(d)
CREATE (p)-[:ALLERGIC_TO]->(a), (a)-[:EXTRACTED_FROM]->(d)`,
		map[string]any{"t": tenant.String(), "p": patient.String(), "v": value},
		neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, "MATCH (n {tenant_id: $t}) DETACH DELETE n",
			map[string]any{"t": tenant.String()}, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
	})
}

// Two tenants whose graphs use the same patient and document ids: each tenant's queries return
// its own nodes only.
func TestTenantQueriesNeverReturnAnotherTenantsNodes(t *testing.T) {
	env := testkit.Setup(t)
	k := env.Knowledge(0, nil)
	patient := uuid.New()
	a, b := uuid.New(), uuid.New()
	seedPatientGraph(t, env, a, patient, 131)
	seedPatientGraph(t, env, b, patient, 999)
	ctxA := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a})

	tr, err := k.LabTrends(ctxA, knowledge.TrendsQuery{PatientID: patient, PeriodMonths: 1})
	if err != nil {
		t.Fatal(err)
	}
	if tr.TotalResults != 1 || tr.Series[0].Points[0].Value != 131 {
		t.Errorf("tenant A trends %+v", tr)
	}
	sameBatch := func(when string, want knowledge.Trends) {
		t.Helper()
		got, err := k.LabTrendsOf(ctxA, knowledge.TrendsBatch{PatientIDs: []uuid.UUID{patient, uuid.New()}, PeriodMonths: 1})
		if err != nil || len(got) != 1 || fmt.Sprint(got[patient]) != fmt.Sprint(want) {
			t.Errorf("%s: the batch read gives %+v (%v), the one-patient read %+v", when, got, err, want)
		}
	}
	sameBatch("results only", tr)
	// The same through the series a document sync builds (both tenants have them).
	for _, tn := range []uuid.UUID{a, b} {
		if _, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, knowledge.RefreshLabSeriesCypher,
			map[string]any{"tenant_id": tn.String(), "patients": []string{patient.String()}},
			neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database)); err != nil {
			t.Fatal(err)
		}
	}
	if tr, err := k.LabTrends(ctxA, knowledge.TrendsQuery{PatientID: patient, PeriodMonths: 1}); err != nil ||
		tr.TotalResults != 1 || tr.Series[0].Points[0].Value != 131 {
		t.Errorf("tenant A trends from series %+v %v", tr, err)
	} else {
		sameBatch("series", tr)
	}
	facts, err := k.FactsOf(ctxA, []uuid.UUID{patient})
	if err != nil || len(facts[patient].Conditions) != 1 || facts[patient].Conditions[0].Fields["name"] != "Cond "+a.String() {
		t.Errorf("tenant A facts in a batch %+v %v", facts, err)
	}
	if oor, err := k.OutOfRange(ctxA, nil, nil, nil); err != nil || len(oor) != 1 || oor[0].High != 1 || oor[0].Patients != 1 {
		t.Errorf("tenant A out-of-range counts %+v %v", oor, err)
	}
	pc, err := k.Context(ctxA, patient)
	if err != nil {
		t.Fatal(err)
	}
	if len(pc.Conditions) != 1 || pc.Conditions[0].Fields["name"] != "Cond "+a.String() ||
		len(pc.Allergies) != 1 || !strings.HasSuffix(pc.Allergies[0].Fields["substance"], a.String()) ||
		len(pc.LabAlerts) != 1 || pc.LabAlerts[0].Point.Value != 131 {
		t.Errorf("tenant A context %+v", pc)
	}
	// A third tenant with no graph sees nothing at all.
	none := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: uuid.New()})
	if tr, err := k.LabTrends(none, knowledge.TrendsQuery{PatientID: patient, PeriodMonths: 1}); err != nil || tr.TotalResults != 0 {
		t.Errorf("empty tenant: %+v %v", tr, err)
	}
}
