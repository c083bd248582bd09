package knowledge_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/knowledge"
	"clinic/internal/testkit"
)

// Migrate runs at every start of the service and of every test package, often at the same time
// against one Neo4j (CI failed once on "EquivalentSchemaRuleAlreadyExists" from two packages
// creating patient_token together). Sessions that create the same new rules at once must all
// succeed, and the rules must exist once.
func TestSchemaStatementsRunConcurrentlyAllSucceed(t *testing.T) {
	env := testkit.Setup(t)
	ctx := context.Background()
	if err := knowledge.Migrate(ctx, env.Graph); err != nil {
		t.Fatalf("Migrate on an existing schema: %v", err)
	}
	const rounds, sessions = 4, 8
	for round := 0; round < rounds; round++ {
		// Fresh names and label each round, so every round creates rules that do not exist yet.
		tag := strings.ReplaceAll(uuid.NewString()[:8], "-", "")
		label := "MigrateRace" + tag
		names := []string{"migrate_race_" + tag + "_key", "migrate_race_" + tag + "_idx"}
		statements := []string{
			fmt.Sprintf("CREATE CONSTRAINT %s IF NOT EXISTS FOR (n:%s) REQUIRE (n.tenant_id, n.id) IS UNIQUE", names[0], label),
			fmt.Sprintf("CREATE INDEX %s IF NOT EXISTS FOR (n:%s) ON (n.tenant_id, n.token)", names[1], label),
		}
		t.Cleanup(func() {
			for _, q := range []string{"DROP CONSTRAINT " + names[0] + " IF EXISTS", "DROP INDEX " + names[1] + " IF EXISTS"} {
				_, _ = neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, q, nil, neo4j.EagerResultTransformer,
					neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
			}
		})

		errs := make([]error, sessions)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range sessions {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				errs[i] = knowledge.ApplySchema(ctx, env.Graph, statements)
			}()
		}
		close(start)
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("round %d, session %d: %v", round, i, err)
			}
		}

		res, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver,
			"SHOW INDEXES YIELD name WHERE name IN $names RETURN count(*) AS n",
			map[string]any{"names": names}, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
		if err != nil {
			t.Fatal(err)
		}
		// A uniqueness constraint is backed by an index of its own name, so both names show.
		if n, _ := res.Records[0].Get("n"); n != int64(2) {
			t.Errorf("round %d: %v indexes named %v, want 2", round, n, names)
		}
	}
}
