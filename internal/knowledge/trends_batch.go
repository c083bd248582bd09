package knowledge

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/platform/errs"
)

// The batch read of lab trends behind the GraphQL dataloaders: the same series as LabTrends, for
// many patients in one statement (and one more for the patients whose graph predates series).

// cypherPatientsLabSeries is LabSeriesCypher for the patients $patient_ids, each row ending with
// its patient's id.
const cypherPatientsLabSeries = `MATCH (p:Patient {tenant_id: $tenant_id})-[:HAS_LAB_SERIES]->(s:LabSeries)
WHERE p.id IN $patient_ids AND s.tenant_id = $tenant_id AND ($markers IS NULL OR s.marker IN $markers)
RETURN s.marker, s.values, s.units, s.dates, s.flags, s.docs, s.ref_low, s.ref_high, s.ref_text, p.id
ORDER BY p.id, s.marker`

// cypherPatientsLabResultSeries is cypherLabResultSeries for the patients $patient_ids, grouped
// by patient and marker, each row ending with its patient's id.
const cypherPatientsLabResultSeries = `MATCH (p:Patient {tenant_id: $tenant_id})-[:HAS_LAB_RESULT]->(l:LabResult)
WHERE p.id IN $patient_ids AND l.tenant_id = $tenant_id AND l.observed_at >= $since AND ($markers IS NULL OR l.marker IN $markers)
  AND NOT l:Qualitative
WITH p, l ORDER BY l.observed_at, l.doc_id
WITH p.id AS patient, l.marker AS marker, collect(l.value) AS values, collect(coalesce(l.trend_unit, l.unit, '')) AS units,
  collect(l.observed_at) AS dates, collect(coalesce(l.flag, '')) AS flags, collect(coalesce(l.doc_id, '')) AS docs,
  last(collect(l)) AS latest
RETURN marker, values, units, dates, flags, docs, latest.ref_low, latest.ref_high, latest.ref_text, patient
ORDER BY patient, marker`

// TrendsBatch selects the lab trends of many patients, as TrendsQuery does for one.
type TrendsBatch struct {
	PatientIDs   []uuid.UUID
	Markers      []string
	PeriodMonths int
}

// LabTrendsOf returns each patient's lab series as LabTrends would, in at most two statements.
// Patients with no results are absent. Errors: Invalid for more than MaxFactsBatch patients;
// Unavailable when Neo4j cannot be reached.
func (s *Service) LabTrendsOf(ctx context.Context, q TrendsBatch) (map[uuid.UUID]Trends, error) {
	if len(q.PatientIDs) > MaxFactsBatch {
		return nil, errs.InvalidFields(errs.FieldError{Field: "patient_ids", Message: fmt.Sprintf("at most %d", MaxFactsBatch)})
	}
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	var markers any // nil: every marker
	if len(q.Markers) > 0 {
		markers = CanonicalMarkers(q.Markers)
	}
	from := since(s.now(), q.PeriodMonths)
	ids := make([]string, len(q.PatientIDs))
	for i, id := range q.PatientIDs {
		ids[i] = id.String()
	}
	params := map[string]any{"patient_ids": ids, "since": neo4j.DateOf(from), "markers": markers}
	recs, err := s.readSeries(ctx, cypherPatientsLabSeries, params)
	if err != nil {
		return nil, err
	}
	byPatient := groupByLastValue(recs)
	var older []string // patients whose graph has results but no series yet
	for _, id := range ids {
		if _, ok := byPatient[id]; !ok {
			older = append(older, id)
		}
	}
	if len(older) > 0 {
		params["patient_ids"] = older
		recs, err := s.readSeries(ctx, cypherPatientsLabResultSeries, params)
		if err != nil {
			return nil, err
		}
		for id, rs := range groupByLastValue(recs) {
			byPatient[id] = rs
		}
	}
	out := make(map[uuid.UUID]Trends, len(byPatient))
	for id, rs := range byPatient {
		pid, err := uuid.Parse(id)
		if err != nil {
			continue // not a patient the product wrote
		}
		out[pid] = trendsOf(rs, from)
	}
	return out, nil
}

// groupByLastValue groups records by their last value (a patient id).
func groupByLastValue(recs []*neo4j.Record) map[string][]*neo4j.Record {
	out := map[string][]*neo4j.Record{}
	for _, r := range recs {
		id, _ := r.Values[len(r.Values)-1].(string)
		out[id] = append(out[id], r)
	}
	return out
}
