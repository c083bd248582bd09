package knowledge

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j/dbtype"

	"clinic/internal/knowledge/extract"
)

// Trend names.
const (
	TrendIncreasing   = "increasing"
	TrendDecreasing   = "decreasing"
	TrendStable       = "stable"
	TrendInsufficient = "insufficient_data"
)

// StableBand is the relative change across the period under which a series is stable (5%).
const StableBand = 0.05

// Point is one lab result of a series.
type Point struct {
	Value      float64 // in the series' unit when Converted, else as printed
	Unit       string
	ObservedAt time.Time // a date
	Flag       string
	DocumentID string
	Converted  bool // Value and Unit are the marker's canonical unit
}

// Series is one marker's results in one unit, oldest first.
type Series struct {
	Marker string
	LOINC  string // "" for a marker outside the synonym table
	Unit   string // the marker's canonical unit; for a marker without one, the latest result's unit
	Trend  string
	// RefLow, RefHigh and RefText are the latest point's reference, its bounds in Unit.
	RefLow  *float64
	RefHigh *float64
	RefText string
	Points  []Point
	// Unconverted are the results whose unit does not convert to Unit (an unknown or
	// incompatible unit, as printed); they are kept apart and count for no trend.
	Unconverted []Point
}

// Latest returns the newest point.
func (s Series) Latest() Point { return s.Points[len(s.Points)-1] }

// Trends is the answer of LabTrends.
type Trends struct {
	Series       []Series
	TotalResults int // points of every series, unconverted ones included
}

// TrendsQuery selects results: markers as clients name them (matched through the synonym table;
// none: every marker) over the last PeriodMonths months.
type TrendsQuery struct {
	PatientID    uuid.UUID
	Markers      []string
	PeriodMonths int
}

// LabSeriesCypher is the statement behind LabTrends (exported for the benchmark that compares the
// API with it): it reads the patient's LabSeries nodes, one per marker, whose parallel lists hold
// the numeric results oldest first (see RefreshLabSeriesCypher, run by every document sync).
// Reading 20 nodes instead of aggregating 10,000 results is what makes a long history cheap;
// the look-back period is cut in Go.
const LabSeriesCypher = `MATCH (:Patient {tenant_id: $tenant_id, id: $patient_id})-[:HAS_LAB_SERIES]->(s:LabSeries)
WHERE s.tenant_id = $tenant_id AND ($markers IS NULL OR s.marker IN $markers)
RETURN s.marker, s.values, s.units, s.dates, s.flags, s.docs, s.ref_low, s.ref_high, s.ref_text
ORDER BY s.marker`

// cypherLabResultSeries builds the same rows from the LabResults, for a graph written before
// series existed (until `clinic graph rebuild`): one row per marker, its results as parallel
// lists oldest first, the reference read once from the latest result. collect() skips nulls, so
// every collected expression is never null; a result without trend_unit counts as unconverted
// in its printed unit.
const cypherLabResultSeries = `MATCH (:Patient {tenant_id: $tenant_id, id: $patient_id})-[:HAS_LAB_RESULT]->(l:LabResult)
WHERE l.tenant_id = $tenant_id AND l.observed_at >= $since AND ($markers IS NULL OR l.marker IN $markers)
  AND NOT l:Qualitative
WITH l ORDER BY l.observed_at, l.doc_id
WITH l.marker AS marker, collect(l.value) AS values, collect(coalesce(l.trend_unit, l.unit, '')) AS units,
  collect(l.observed_at) AS dates, collect(coalesce(l.flag, '')) AS flags, collect(coalesce(l.doc_id, '')) AS docs,
  last(collect(l)) AS latest
RETURN marker, values, units, dates, flags, docs, latest.ref_low, latest.ref_high, latest.ref_text
ORDER BY marker`

// clinicZone is where "today" is for look-back periods (a tenant setting later).
var clinicZone = mustZone("America/Sao_Paulo")

func mustZone(name string) *time.Location {
	z, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return z
}

// since returns the first day of a look-back of months, counted from today in the clinic's zone.
func since(now time.Time, months int) time.Time {
	y, m, d := now.In(clinicZone).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).AddDate(0, -months, 0)
}

// CanonicalMarkers maps client marker names through the synonym table; names it does not know
// are kept as given, so an exact canonical name always matches.
func CanonicalMarkers(names []string) []string {
	out := make([]string, 0, len(names))
	seen := map[string]bool{}
	for _, n := range names {
		if _, exact := extract.Marker(n); exact {
			// a canonical name as given ("Neutrófilos (%)")
		} else if c, ok := extract.CanonicalMarker(n); ok {
			n = c
		}
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// LabTrends returns the patient's lab series, by marker name. Errors: Unavailable when Neo4j cannot be reached.
func (s *Service) LabTrends(ctx context.Context, q TrendsQuery) (Trends, error) {
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	var markers any // nil: every marker
	if len(q.Markers) > 0 {
		markers = CanonicalMarkers(q.Markers)
	}
	from := since(s.now(), q.PeriodMonths)
	params := map[string]any{"patient_id": q.PatientID.String(), "since": neo4j.DateOf(from), "markers": markers}
	recs, err := s.readSeries(ctx, LabSeriesCypher, params)
	if err == nil && len(recs) == 0 {
		recs, err = s.readSeries(ctx, cypherLabResultSeries, params) // a graph without series yet
	}
	if err != nil {
		return Trends{}, err
	}
	return trendsOf(recs, from), nil
}

// trendsOf reads the rows of one patient's series statement, keeping the points observed on or
// after from; a marker with no point left is dropped, its results still counted.
func trendsOf(recs []*neo4j.Record, from time.Time) Trends {
	var out Trends
	for _, r := range recs {
		sr := seriesOf(r, from)
		out.TotalResults += len(sr.Points) + len(sr.Unconverted)
		if len(sr.Points) > 0 {
			out.Series = append(out.Series, sr)
		}
	}
	return out
}

// readSeries runs one of the series statements.
func (s *Service) readSeries(ctx context.Context, cypher string, params map[string]any) ([]*neo4j.Record, error) {
	st, err := tenantStatement(ctx, cypher, params)
	if err != nil {
		return nil, err
	}
	recs, err := s.graph.read(ctx, st)
	if err != nil {
		return nil, fmt.Errorf("lab trends: %w", err)
	}
	return recs, nil
}

// seriesOf reads one row of LabSeriesCypher, keeping the points observed on or after from: the
// points in the series' unit make the series, the others are kept apart. The reference is the
// latest result's, when that result is in the series.
func seriesOf(r *neo4j.Record, from time.Time) Series {
	v := r.Values
	sr := Series{}
	sr.Marker, _ = v[0].(string)
	values, units, dates, flags, docs := list(v[1]), list(v[2]), list(v[3]), list(v[4]), list(v[5])
	n := min(len(values), len(units), len(dates), len(flags), len(docs)) // equal unless a value was null
	first := sort.Search(n, func(i int) bool { d, _ := dates[i].(dbtype.Date); return !d.Time().Before(from) })
	values, units, dates, flags, docs = values[first:n], units[first:n], dates[first:n], flags[first:n], docs[first:n]
	info, known := extract.Marker(sr.Marker)
	sr.LOINC = info.LOINC
	points := make([]Point, len(values))
	anyConverted := false
	for i := range points {
		p := &points[i]
		p.Value, _ = values[i].(float64)
		p.Unit, _ = units[i].(string)
		p.Converted = p.Unit == "" && known
		if p.Converted {
			p.Unit, anyConverted = info.Unit, true
		}
		if d, ok := dates[i].(dbtype.Date); ok {
			p.ObservedAt = d.Time()
		}
		p.Flag, _ = flags[i].(string)
		p.DocumentID, _ = docs[i].(string)
	}
	if anyConverted {
		sr.Unit = info.Unit
	} else if len(points) > 0 {
		sr.Unit = points[len(points)-1].Unit
	}
	sr.Points = make([]Point, 0, len(points))
	for _, p := range points {
		if p.Unit == sr.Unit && p.Converted == anyConverted {
			sr.Points = append(sr.Points, p)
		} else {
			sr.Unconverted = append(sr.Unconverted, p)
		}
	}
	if n := len(points); n > 0 && len(sr.Points) > 0 && points[n-1] == sr.Latest() {
		sr.RefLow, sr.RefHigh = floatPtr(v[6]), floatPtr(v[7])
		sr.RefText, _ = v[8].(string)
	}
	sr.Trend = TrendOf(sr.Points)
	return sr
}

func list(v any) []any {
	l, _ := v.([]any)
	return l
}

func floatPtr(v any) *float64 {
	if f, ok := v.(float64); ok {
		return &f
	}
	return nil
}

// TrendOf is the direction of a series: the least-squares line through the points (value
// against days), its rise across the series' span relative to the mean value. Within ±5%
// (StableBand) it is stable; fewer than two points, or all on one day, is insufficient_data.
func TrendOf(points []Point) string {
	if len(points) < 2 {
		return TrendInsufficient
	}
	first := points[0].ObservedAt
	var sx, sy, sxx, sxy float64
	n := float64(len(points))
	for _, p := range points {
		x := p.ObservedAt.Sub(first).Hours() / 24
		sx, sy, sxx, sxy = sx+x, sy+p.Value, sxx+x*x, sxy+x*p.Value
	}
	den := n*sxx - sx*sx
	if den == 0 {
		return TrendInsufficient
	}
	slope := (n*sxy - sx*sy) / den
	span := points[len(points)-1].ObservedAt.Sub(first).Hours() / 24
	rise, mean := slope*span, sy/n
	switch {
	case math.Abs(rise) <= StableBand*math.Abs(mean):
		return TrendStable
	case rise > 0:
		return TrendIncreasing
	}
	return TrendDecreasing
}
