package deploy

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/graphdb"
	"clinic/internal/testkit"
)

// The local stack that make services starts: loopback only, Redis that never evicts a queued
// task, Neo4j 5.26 with authentication on and its Browser served offline.
func TestLocalStackAsConfigured(t *testing.T) {
	env := testkit.Setup(t)
	ctx := context.Background()

	var listen, version string
	if err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select current_setting('listen_addresses'), current_setting('server_version')").Scan(&listen, &version)
	}); err != nil {
		t.Fatal(err)
	}
	if listen != "127.0.0.1" || !strings.HasPrefix(version, "15.") {
		t.Errorf("postgres listens on %q, version %q; want 127.0.0.1 and 15.x", listen, version)
	}

	cfg := map[string]string{}
	for _, k := range []string{"bind", "appendonly", "maxmemory-policy"} {
		v, err := env.Redis.ConfigGet(ctx, k).Result()
		if err != nil {
			t.Fatal(err)
		}
		cfg[k] = v[k]
	}
	if cfg["bind"] != "127.0.0.1" || cfg["appendonly"] != "yes" || cfg["maxmemory-policy"] != "noeviction" {
		t.Errorf("redis config %v, want bind 127.0.0.1, appendonly yes, noeviction", cfg)
	}
	info, err := env.Redis.Info(ctx, "server").Result()
	if err != nil || !strings.Contains(info, "redis_version:7.") {
		t.Errorf("redis is not 7.x: %v", err)
	}

	res, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver,
		"CALL dbms.components() YIELD name, versions, edition RETURN versions[0] AS v, edition", nil,
		neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase("neo4j"))
	if err != nil {
		t.Fatal(err)
	}
	v, _ := res.Records[0].Get("v")
	edition, _ := res.Records[0].Get("edition")
	if !strings.HasPrefix(v.(string), "5.26.") || edition != "community" {
		t.Errorf("neo4j %v %v, want 5.26.x community", v, edition)
	}
	wrong, err := graphdb.Open(env.Settings["NEO4J_URI"], "neo4j", "not-the-password", "neo4j")
	if err != nil {
		t.Fatal(err)
	}
	defer wrong.Close(ctx)
	if err := wrong.Ping(ctx); err == nil {
		t.Error("neo4j accepted a wrong password: authentication is off")
	}

	browser := env.Settings["NEO4J_BROWSER_URL"]
	if !strings.HasPrefix(browser, "http://127.0.0.1:") {
		t.Fatalf("NEO4J_BROWSER_URL = %q", browser)
	}
	resp, err := http.Get(browser)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "<title>Neo4j Browser</title>") {
		t.Errorf("Neo4j Browser: %d %.200s", resp.StatusCode, page)
	}
}
