package testkit

import (
	"net/http"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/hibiken/asynqmon"

	"clinic/internal/platform/metrics"
)

// OpsQueueDB is the Redis database of the operator tests' queues (queue depth, asynqmon), apart
// from every other test queue (9 to 15).
const OpsQueueDB = 8

// opsMetrics returns opt.Metrics, else a fresh registry with the test Postgres pool, the Neo4j
// sessions and, with opt.OpsQueueDB, that database's queues.
func (e *Env) opsMetrics(tb testing.TB, opt ServerOptions) *metrics.Registry {
	tb.Helper()
	if opt.Metrics != nil {
		return opt.Metrics
	}
	reg := metrics.New()
	if err := reg.WatchPostgres("app", e.App.Stat); err != nil {
		tb.Fatal(err)
	}
	if err := reg.WatchNeo4j(e.Graph.Stats); err != nil {
		tb.Fatal(err)
	}
	if opt.OpsQueueDB > 0 {
		inspector := asynq.NewInspector(e.QueueRedisDB(opt.OpsQueueDB))
		tb.Cleanup(func() { _ = inspector.Close() })
		if err := reg.WatchQueues(inspector, 2*time.Second); err != nil {
			tb.Fatal(err)
		}
	}
	return reg
}

// opsQueueUI returns asynqmon at /ops/queues over opt.OpsQueueDB, nil without one.
func (e *Env) opsQueueUI(tb testing.TB, opt ServerOptions) http.Handler {
	if opt.OpsQueueDB <= 0 {
		return nil
	}
	ui := asynqmon.New(asynqmon.Options{RootPath: "/ops/queues", RedisConnOpt: e.QueueRedisDB(opt.OpsQueueDB)})
	tb.Cleanup(func() { _ = ui.Close() })
	return ui
}
