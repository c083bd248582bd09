package knowledge

import (
	"context"
	"errors"
	"fmt"
	"strings"

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

// Migrate creates the constraints and indexes; safe to run again, and safe to run from several
// processes at once (replicas starting together, test packages sharing one Neo4j).
func Migrate(ctx context.Context, g *graphdb.Graph) error {
	return applySchema(ctx, g, schema)
}

// schemaAttempts bounds how often one statement is rerun after losing a race (see applySchema).
const schemaAttempts = 3

// applySchema runs each "CREATE … IF NOT EXISTS" statement. IF NOT EXISTS is checked when the
// statement starts, not when it commits: when two sessions create the same rule at once, the one
// that commits second fails with Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists (or
// IndexAlreadyExists / ConstraintAlreadyExists). The rule then exists, so the statement is run
// again, and its IF NOT EXISTS decides, as it would have without the race.
func applySchema(ctx context.Context, g *graphdb.Graph, statements []string) error {
	for _, q := range statements {
		var err error
		for attempt := 0; attempt < schemaAttempts; attempt++ {
			_, err = neo4j.ExecuteQuery(ctx, g.Driver, q, nil, neo4j.EagerResultTransformer,
				neo4j.ExecuteQueryWithDatabase(g.Database))
			if !lostSchemaRace(err) {
				break
			}
		}
		if err != nil {
			return fmt.Errorf("graph schema %q: %w", q, classify(err))
		}
	}
	return nil
}

// lostSchemaRace reports whether err says a schema rule was created by someone else meanwhile.
func lostSchemaRace(err error) bool {
	var n4j *neo4j.Neo4jError
	if !errors.As(err, &n4j) {
		return false
	}
	return strings.HasPrefix(n4j.Code, "Neo.ClientError.Schema.") && strings.HasSuffix(n4j.Code, "AlreadyExists")
}
