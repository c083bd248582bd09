package knowledge

import (
	"context"
	"fmt"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/graphdb"
)

// schema are the graph's constraints and indexes. Schema statements are not tenant data, so they
// are the only Cypher here that does not bind $tenant_id. Composite uniqueness constraints exist
// in Neo4j Community 5 (node keys do not).
var schema = []string{
	"CREATE CONSTRAINT patient_key IF NOT EXISTS FOR (n:Patient) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE CONSTRAINT document_key IF NOT EXISTS FOR (n:Document) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE CONSTRAINT lab_result_key IF NOT EXISTS FOR (n:LabResult) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE CONSTRAINT condition_key IF NOT EXISTS FOR (n:Condition) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE CONSTRAINT medication_key IF NOT EXISTS FOR (n:Medication) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE CONSTRAINT allergy_key IF NOT EXISTS FOR (n:Allergy) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE CONSTRAINT lifestyle_factor_key IF NOT EXISTS FOR (n:LifestyleFactor) REQUIRE (n.tenant_id, n.id) IS UNIQUE",
	"CREATE INDEX patient_token IF NOT EXISTS FOR (n:Patient) ON (n.tenant_id, n.token)",
	"CREATE INDEX lab_result_marker IF NOT EXISTS FOR (n:LabResult) ON (n.tenant_id, n.marker)",
}

// Migrate creates the constraints and indexes; safe to run again.
func Migrate(ctx context.Context, g *graphdb.Graph) error {
	for _, q := range schema {
		if _, err := neo4j.ExecuteQuery(ctx, g.Driver, q, nil, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithDatabase(g.Database)); err != nil {
			return fmt.Errorf("graph schema %q: %w", q, classify(err))
		}
	}
	return nil
}
