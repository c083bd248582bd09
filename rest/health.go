package rest

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/danielgtaylor/huma/v2"
)

// Check is one dependency the service needs.
type Check struct {
	Name string
	Ping func(context.Context) error
	// Ready makes the dependency part of /readyz: an instance without it cannot serve at all
	// (Postgres, Redis). The graph is not: only three endpoints need it, and they answer 503.
	Ready bool
}

// DependencyStatus is the health of one dependency.
type DependencyStatus struct {
	Status    string  `json:"status" enum:"ok,down"`
	LatencyMS float64 `json:"latency_ms" doc:"Time the check took"`
}

// HealthReport is the health of the service and of each dependency.
type HealthReport struct {
	Status       string                      `json:"status" enum:"ok,degraded" doc:"ok when every dependency is ok"`
	Version      string                      `json:"version"`
	Dependencies map[string]DependencyStatus `json:"dependencies" doc:"postgres, redis, neo4j"`
}

const checkTimeout = 2 * time.Second

// report runs every check (or only the readiness ones) at once, each bounded by checkTimeout.
func (s *server) report(ctx context.Context, readyOnly bool) HealthReport {
	rep := HealthReport{Status: "ok", Version: s.deps.Version, Dependencies: map[string]DependencyStatus{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, c := range s.deps.Checks {
		if readyOnly && !c.Ready {
			continue
		}
		wg.Go(func() {
			cctx, cancel := context.WithTimeout(ctx, checkTimeout)
			defer cancel()
			start := time.Now()
			err := c.Ping(cctx)
			st := DependencyStatus{Status: "ok", LatencyMS: float64(time.Since(start).Microseconds()) / 1000}
			if err != nil {
				st.Status = "down"
			}
			mu.Lock()
			defer mu.Unlock()
			rep.Dependencies[c.Name] = st
			if err != nil {
				rep.Status = "degraded"
			}
		})
	}
	wg.Wait()
	return rep
}

type healthOutput struct{ Body HealthReport }

func (s *server) registerHealth() {
	register(s, huma.Operation{
		OperationID: "get-health", Method: http.MethodGet, Path: "/v1/health", Tags: []string{"Health"},
		Summary: "Service health",
		Description: "Reports each dependency (postgres, redis, neo4j) as ok or down with the check's latency. " +
			"Answers 200 while the service runs; `status` is `degraded` when a dependency is down. Needs any valid key.",
	}, "", func(ctx context.Context, _ *struct{}) (*healthOutput, error) {
		return &healthOutput{Body: s.report(ctx, false)}, nil
	})
}

// healthz is the orchestrator's liveness probe: the process is up. No key, no dependencies.
func (s *server) healthz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"status":"ok"}` + "\n"))
}

// readyzMaxAge is how long a readiness result is reused: however many probes arrive, each
// dependency is pinged at most once per readyzMaxAge.
const readyzMaxAge = time.Second

// readiness caches the last readiness report.
type readiness struct {
	mu  sync.Mutex
	at  time.Time
	rep HealthReport
}

// readyz is the orchestrator's readiness probe: 200 when Postgres and Redis answer, else 503. It
// answers from a report at most readyzMaxAge old; concurrent probes wait for the one running.
func (s *server) readyz(w http.ResponseWriter, r *http.Request) {
	s.ready.mu.Lock()
	if time.Since(s.ready.at) >= readyzMaxAge {
		s.ready.rep = s.report(context.WithoutCancel(r.Context()), true)
		s.ready.at = time.Now()
	}
	rep := s.ready.rep
	s.ready.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if rep.Status != "ok" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	_ = json.NewEncoder(w).Encode(rep)
}
