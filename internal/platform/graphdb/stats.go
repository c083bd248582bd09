package graphdb

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// The v5 driver exposes no statistics of its connection pool, so Graph counts its sessions:
// each session holds at most one pooled connection, only while it runs work.

// Stats are the session statistics of a Graph's driver.
type Stats struct {
	SessionsOpen  int64         // sessions opened and not yet closed
	SessionsTotal uint64        // sessions ever opened
	SessionTime   time.Duration // total time closed sessions were open
	MaxPoolSize   int           // the driver's MaxConnectionPoolSize
}

// sessionCounts is what countingDriver updates.
type sessionCounts struct {
	open    atomic.Int64
	total   atomic.Uint64
	nanos   atomic.Int64
	maxPool int
}

// countingDriver is the driver with its sessions counted.
type countingDriver struct {
	neo4j.DriverWithContext
	counts *sessionCounts
}

// NewSession opens a counted session.
func (d countingDriver) NewSession(ctx context.Context, config neo4j.SessionConfig) neo4j.SessionWithContext {
	s := d.DriverWithContext.NewSession(ctx, config)
	d.counts.open.Add(1)
	d.counts.total.Add(1)
	return &countingSession{SessionWithContext: s, counts: d.counts, opened: time.Now()}
}

// countingSession uncounts itself on its first Close.
type countingSession struct {
	neo4j.SessionWithContext
	counts *sessionCounts
	opened time.Time
	closed atomic.Bool
}

// Close closes the session and counts it closed once.
func (s *countingSession) Close(ctx context.Context) error {
	if s.closed.CompareAndSwap(false, true) {
		s.counts.open.Add(-1)
		s.counts.nanos.Add(int64(time.Since(s.opened)))
	}
	return s.SessionWithContext.Close(ctx)
}

// Stats returns the session statistics now (zero for a Graph not made by Open).
func (g *Graph) Stats() Stats {
	if g.counts == nil {
		return Stats{}
	}
	return Stats{SessionsOpen: g.counts.open.Load(), SessionsTotal: g.counts.total.Load(),
		SessionTime: time.Duration(g.counts.nanos.Load()), MaxPoolSize: g.counts.maxPool}
}
