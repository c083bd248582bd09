package main

import (
	"fmt"
	"net/http"
	"time"

	"github.com/hibiken/asynq"
	"github.com/hibiken/asynqmon"

	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/pg"
)

// queueScrapeTimeout bounds the reading of the queues' sizes in one /metrics scrape.
const queueScrapeTimeout = 2 * time.Second

// operatorDeps builds what operators reach on the API: the metrics registry (HTTP figures,
// queue depth, the Postgres and Neo4j pools) and asynqmon rooted at /ops/queues. The caller
// closes them with the returned func.
func operatorDeps(cfg config, db *pg.DB, graph *graphdb.Graph) (*metrics.Registry, http.Handler, func(), error) {
	redisOpt, err := asynq.ParseRedisURI(cfg.RedisURL)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("parse REDIS_URL: %w", err)
	}
	reg := metrics.New()
	inspector := asynq.NewInspector(redisOpt)
	ui := asynqmon.New(asynqmon.Options{RootPath: "/ops/queues", RedisConnOpt: redisOpt})
	closeAll := func() { _ = inspector.Close(); _ = ui.Close() }
	if err := watchPools(reg, db, graph); err != nil {
		closeAll()
		return nil, nil, nil, err
	}
	if err := reg.WatchQueues(inspector, queueScrapeTimeout); err != nil {
		closeAll()
		return nil, nil, nil, fmt.Errorf("queue metrics: %w", err)
	}
	return reg, ui, closeAll, nil
}

// watchPools adds the Postgres and Neo4j pool statistics to reg.
func watchPools(reg *metrics.Registry, db *pg.DB, graph *graphdb.Graph) error {
	if err := reg.WatchPostgres("app", db.Stat); err != nil {
		return fmt.Errorf("postgres pool metrics: %w", err)
	}
	if err := reg.WatchNeo4j(graph.Stats); err != nil {
		return fmt.Errorf("neo4j metrics: %w", err)
	}
	return nil
}

// adminHandler is the worker's SERVICE_ADMIN_ADDR server: /metrics behind the operator token
// and /healthz (no token: "ok" while the process serves, for container health checks). The
// queue UI moved to the API's /ops/queues.
func adminHandler(reg *metrics.Registry, token string) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Protect(token, reg.Handler()))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	return mux
}
