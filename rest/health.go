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

// report runs every check at once, each bounded by checkTimeout.
func (s *server) report(ctx context.Context) HealthReport {
	rep := HealthReport{Status: "ok", Version: s.deps.Version, Dependencies: map[string]DependencyStatus{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, c := range s.deps.Checks {
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
		return &healthOutput{Body: s.report(ctx)}, nil
	})
}

// healthz is the orchestrator's liveness probe: the process is up. No key, no dependencies.
func (s *server) healthz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"status":"ok"}` + "\n"))
}

// readyz is the orchestrator's readiness probe: 200 when every dependency answers, else 503.
func (s *server) readyz(w http.ResponseWriter, r *http.Request) {
	rep := s.report(r.Context())
	w.Header().Set("Content-Type", "application/json")
	if rep.Status != "ok" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	_ = json.NewEncoder(w).Encode(rep)
}
