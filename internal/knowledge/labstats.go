package knowledge

import (
	"context"
	"fmt"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// MarkerOutOfRange counts one marker's out-of-range results (flag low or high) and the patients
// they belong to.
type MarkerOutOfRange struct {
	Marker    string
	Low, High int
	Patients  int
}

// cypherOutOfRange counts the tenant's out-of-range results by marker, observed in
// [$from, $to) (null: unbounded), of the markers $markers (null: every marker).
const cypherOutOfRange = `MATCH (p:Patient {tenant_id: $tenant_id})-[:HAS_LAB_RESULT]->(l:LabResult)
WHERE l.tenant_id = $tenant_id AND l.flag IN ['low', 'high']
  AND ($from IS NULL OR l.observed_at >= $from) AND ($to IS NULL OR l.observed_at < $to)
  AND ($markers IS NULL OR l.marker IN $markers)
RETURN l.marker AS marker, sum(CASE l.flag WHEN 'low' THEN 1 ELSE 0 END) AS low,
  sum(CASE l.flag WHEN 'high' THEN 1 ELSE 0 END) AS high, count(DISTINCT p) AS patients, count(l) AS total
ORDER BY total DESC, marker`

// OutOfRange counts the tenant's out-of-range lab results by marker, observed on dates in
// [from, to) (nil: unbounded), most frequent first; markers are named as clients name them
// (through the synonym table; none: every marker). Errors: Unavailable when Neo4j cannot be reached.
func (s *Service) OutOfRange(ctx context.Context, from, to *time.Time, markers []string) ([]MarkerOutOfRange, error) {
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	params := map[string]any{"from": nil, "to": nil, "markers": nil}
	if from != nil {
		params["from"] = neo4j.DateOf(*from)
	}
	if to != nil {
		params["to"] = neo4j.DateOf(*to)
	}
	if len(markers) > 0 {
		params["markers"] = CanonicalMarkers(markers)
	}
	st, err := tenantStatement(ctx, cypherOutOfRange, params)
	if err != nil {
		return nil, err
	}
	recs, err := s.graph.read(ctx, st)
	if err != nil {
		return nil, fmt.Errorf("out-of-range labs: %w", err)
	}
	out := make([]MarkerOutOfRange, 0, len(recs))
	for _, r := range recs {
		var m MarkerOutOfRange
		m.Marker, _ = r.Values[0].(string)
		low, _ := r.Values[1].(int64)
		high, _ := r.Values[2].(int64)
		pats, _ := r.Values[3].(int64)
		m.Low, m.High, m.Patients = int(low), int(high), int(pats)
		out = append(out, m)
	}
	return out, nil
}
