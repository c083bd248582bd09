package knowledge

import (
	"context"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/tenantctx"
)

// Warm runs every statement a clinician's read sends (context, alerts, trends with and without a
// marker filter, and the trends of a graph without series) once, for a tenant that owns nothing,
// and returns how long that took. A Neo4j that has just started plans and compiles its first
// queries slowly: measured here, the first summary after a restart took 5 s against 45 ms once
// warm, and several times that on a loaded machine. The API calls Warm before it listens, so that
// cost is paid once at start instead of by the first request. Reads are bounded by the service's
// read timeout as usual; the error is Unavailable when the graph cannot be reached.
func (s *Service) Warm(ctx context.Context) (time.Duration, error) {
	start := time.Now()
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: uuid.New(), KeyID: uuid.New()})
	patient := uuid.New()
	var pc PatientContext
	if err := s.contextFacts(ctx, patient, &pc); err != nil {
		return time.Since(start), err
	}
	if err := s.labAlerts(ctx, patient, &pc); err != nil {
		return time.Since(start), err
	}
	for _, markers := range [][]string{nil, {"Glicose"}} {
		// A patient without series reads both series statements.
		if _, err := s.LabTrends(ctx, TrendsQuery{PatientID: patient, Markers: markers, PeriodMonths: 12}); err != nil {
			return time.Since(start), err
		}
	}
	return time.Since(start), nil
}
