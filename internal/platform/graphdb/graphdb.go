// Package graphdb owns the process's single Neo4j driver.
package graphdb

import (
	"context"
	"fmt"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// Graph is the Neo4j driver plus the database every session must name.
type Graph struct {
	Driver   neo4j.DriverWithContext
	Database string
	counts   *sessionCounts // set by Open: the sessions of Driver are counted (Stats)
}

// Open creates the driver. It does not wait for Neo4j: the service starts and reports it down
// in /v1/health until it answers. A transaction is retried for at most 5 s and a connection
// attempt waits at most 3 s, so a request fails fast (503) while Neo4j is down; tasks retry
// through the queue instead.
func Open(uri, user, password, database string) (*Graph, error) {
	counts := &sessionCounts{}
	d, err := neo4j.NewDriverWithContext(uri, neo4j.BasicAuth(user, password, ""), func(c *neo4j.Config) {
		c.MaxTransactionRetryTime = 5 * time.Second
		c.SocketConnectTimeout = 3 * time.Second
		c.ConnectionAcquisitionTimeout = 5 * time.Second
		counts.maxPool = c.MaxConnectionPoolSize
	})
	if err != nil {
		return nil, fmt.Errorf("neo4j driver: %w", err)
	}
	return &Graph{Driver: countingDriver{DriverWithContext: d, counts: counts}, Database: database, counts: counts}, nil
}

// Ping runs a trivial read against the configured database.
func (g *Graph) Ping(ctx context.Context) error {
	_, err := neo4j.ExecuteQuery(ctx, g.Driver, "RETURN 1", nil, neo4j.EagerResultTransformer,
		neo4j.ExecuteQueryWithDatabase(g.Database), neo4j.ExecuteQueryWithReadersRouting())
	return err
}

// Close closes the driver.
func (g *Graph) Close(ctx context.Context) error { return g.Driver.Close(ctx) }
