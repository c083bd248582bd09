package resolvers_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/graphdb"
	"clinic/internal/testkit"
)

// A page of patients with their conditions, medications and lab series reads the graph in a
// fixed number of statements, however many patients it holds (one session per statement, counted
// on a driver of this test's own).
func TestGraphQLBatchesItsGraphReads(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	g, err := graphdb.Open(env.Settings["NEO4J_URI"], env.Settings["NEO4J_USER"], env.Settings["NEO4J_PASSWORD"], env.Graph.Database)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = g.Close(context.Background()) })
	// One statement first, as the service's start does (Knowledge.Warm): the v5 driver sets up its
	// dialer on the first connection without a lock, a race when the first two open together.
	if err := g.Ping(context.Background()); err != nil {
		t.Fatal(err)
	}
	c := env.Server(t, testkit.ServerOptions{Graph: g})
	run := func(cypher string, params map[string]any) {
		t.Helper()
		if _, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, cypher, params, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithDatabase(env.Graph.Database)); err != nil {
			t.Fatal(err)
		}
	}
	query := `{ patients(first: 50) { edges { node { id conditions { name } medications { name }
		labSeries { marker results { value } } } } } }`
	sessions := map[int]uint64{}
	for _, n := range []int{2, 12} {
		tn := env.NewTenant(t)
		t.Cleanup(func() { run(`MATCH (x {tenant_id: $t}) DETACH DELETE x`, map[string]any{"t": tn.ID.String()}) })
		cl := seedClinic(t, env.App, tn.ID, []string{"America/Sao_Paulo"}, 1, n, nil)
		for _, p := range cl.patients {
			run(`MERGE (p:Patient {tenant_id: $t, id: $p})
				CREATE (d:Document {tenant_id: $t, id: $d, document_type: 'lab_report', title: 'Exames', document_date: date()})
				CREATE (p)-[:HAS_CONDITION]->(c:Condition {tenant_id: $t, id: $d + '-c', name: 'Hipertensão arterial'})
				CREATE (p)-[:TAKES_MEDICATION]->(m:Medication {tenant_id: $t, id: $d + '-m', name: 'Losartana'})
				CREATE (c)-[:EXTRACTED_FROM]->(d) CREATE (m)-[:EXTRACTED_FROM]->(d)
				CREATE (p)-[:HAS_LAB_RESULT]->(:LabResult {tenant_id: $t, id: $d + '-r', marker: 'Glicose', value: 99.0,
					unit: 'mg/dL', flag: 'normal', observed_at: date(), doc_id: $d})`,
				map[string]any{"t": tn.ID.String(), "p": p.String(), "d": uuid.NewString()})
		}
		before := g.Stats().SessionsTotal
		d := gql(t, c, tn.Key, query, nil).ok(t)
		sessions[n] = g.Stats().SessionsTotal - before
		edges := at(d, "patients", "edges").([]any)
		if len(edges) != n {
			t.Fatalf("%d patients listed, want %d", len(edges), n)
		}
		for _, e := range edges {
			if len(at(e, "node", "conditions").([]any)) != 1 || len(at(e, "node", "medications").([]any)) != 1 ||
				len(at(e, "node", "labSeries", 0, "results").([]any)) != 1 {
				t.Fatalf("patient not resolved whole: %v", e)
			}
		}
	}
	t.Logf("graph sessions by number of patients: %v", sessions)
	// The facts in one statement; the series in one, plus one for the patients whose graph has
	// results but no series yet (all of them here).
	if sessions[12] != sessions[2] || sessions[12] > 3 {
		t.Fatalf("graph statements grow with the page (N+1): %v", sessions)
	}
}
