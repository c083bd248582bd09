package rest

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/knowledge"
	"clinic/internal/knowledge/trendchart"
	"clinic/internal/tenancy"
)

// MaxTrendMarkers bounds the markers of one lab-trends request.
const MaxTrendMarkers = 20

type labTrendsInput struct {
	PatientID string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	Markers   string `query:"markers" maxLength:"2000" doc:"Comma-separated marker names, matched through the synonym table (HbA1c = Hemoglobina glicada, TGO = AST, Glicemia de jejum = Glicose, ...); empty tokens ignored; at most 20 names (more: 422 with code rule). None: every marker"`
	Period    int    `query:"period" minimum:"1" maximum:"120" default:"12" doc:"Look-back in months from today (America/Sao_Paulo)"`
	markers   []string
}

// Resolve splits the marker list and bounds it.
func (in *labTrendsInput) Resolve(huma.Context) []error {
	for _, m := range strings.Split(in.Markers, ",") {
		if m = strings.TrimSpace(m); m != "" {
			in.markers = append(in.markers, m)
		}
	}
	if len(in.markers) > MaxTrendMarkers {
		return []error{ruleIssue("query.markers", "at most 20 markers")}
	}
	return nil
}

// ReferenceRangeOut is a series' reference interval (of its latest result).
type ReferenceRangeOut struct {
	Low  *float64 `json:"low"`
	High *float64 `json:"high"`
	Text *string  `json:"text" doc:"As printed, e.g. \"70 - 99\", \"até 32 U/L\", \"< 190\""`
}

// DataPointOut is one result of a series.
type DataPointOut struct {
	Value      float64 `json:"value"`
	Unit       string  `json:"unit"`
	ObservedAt string  `json:"observed_at" format:"date" doc:"Collection date of the report, else the document's date"`
	Flag       *string `json:"flag" enum:"low,normal,high" doc:"Against the reference; null without one"`
	DocumentID string  `json:"document_id" doc:"The OCR document it was extracted from"`
}

// LabSeriesOut is one marker's series.
type LabSeriesOut struct {
	MarkerName        string            `json:"marker_name" doc:"Canonical name"`
	LOINC             *string           `json:"loinc" doc:"LOINC code of the marker (e.g. 2345-7 for Glicose); null for a name outside the synonym table"`
	Unit              string            `json:"unit" doc:"The marker's canonical unit (e.g. mg/dL for Glicose): every data point and the reference range are in it, converted from the unit the report printed (6,1 mmol/L of glucose is 109.9 mg/dL). For a marker outside the synonym table, the latest result's unit"`
	Trend             string            `json:"trend" enum:"increasing,decreasing,stable,insufficient_data"`
	ReferenceRange    ReferenceRangeOut `json:"reference_range" doc:"The latest data point's reference, its bounds converted to unit; text as printed"`
	DataPoints        []DataPointOut    `json:"data_points" doc:"Oldest first, all in unit"`
	Latest            DataPointOut      `json:"latest"`
	UnconvertedPoints []DataPointOut    `json:"unconverted_points" doc:"Results whose printed unit does not convert to unit (unknown or of another kind), with their value and unit as printed, oldest first; they count in total_results but not for the trend. Empty when every result converted"`
}

// LabTrendsOut is the lab-trends answer.
type LabTrendsOut struct {
	PatientID    uuid.UUID      `json:"patient_id"`
	PeriodMonths int            `json:"period_months"`
	Markers      []LabSeriesOut `json:"markers"`
	TotalResults int            `json:"total_results" doc:"Data points considered"`
}

func toDataPointOut(p knowledge.Point) DataPointOut {
	return DataPointOut{Value: p.Value, Unit: p.Unit, ObservedAt: p.ObservedAt.Format(time.DateOnly),
		Flag: nonEmpty(p.Flag), DocumentID: p.DocumentID}
}

func toLabSeriesOut(s knowledge.Series) LabSeriesOut {
	return LabSeriesOut{MarkerName: s.Marker, LOINC: nonEmpty(s.LOINC), Unit: s.Unit, Trend: s.Trend,
		ReferenceRange: ReferenceRangeOut{Low: s.RefLow, High: s.RefHigh, Text: nonEmpty(s.RefText)},
		DataPoints:     mapItems(s.Points, toDataPointOut), Latest: toDataPointOut(s.Latest()),
		UnconvertedPoints: mapItems(s.Unconverted, toDataPointOut)}
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

type (
	patientPathInput struct {
		PatientID string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	}
	labTrendsOutput struct{ Body LabTrendsOut }
	labChartOutput  struct {
		ContentType string `header:"Content-Type"`
		Body        []byte
	}
	patientContextOut struct{ Body PatientContextOut }
	patientSummaryOut struct{ Body PatientSummaryOut }
)

const trendRule = "Trend: the least-squares line through the series' values (against days) rises or falls across " +
	"the series' span by more than 5% of the mean value (`increasing`/`decreasing`), else `stable`; fewer than two " +
	"results (or all on one day) is `insufficient_data`. One series per canonical marker, in the marker's canonical " +
	"unit: values printed in another unit (mmol/L, µmol/L, g/L, x10³/µL, ...) are converted, and so are reference " +
	"bounds; a result whose unit does not convert is listed in `unconverted_points` instead (never mixed into " +
	"`data_points`) and counts for no trend. Qualitative results (Reagente, Negativo) are not series."

func (s *server) registerKnowledge() {
	register(s, huma.Operation{
		OperationID: "get-lab-trends", Method: http.MethodGet, Path: "/v1/patients/{patient_id}/lab-trends",
		Tags: []string{"Knowledge graph"}, Summary: "Lab-result trends from the patient's documents",
		Errors: []int{http.StatusNotFound},
		Description: "Values come from the lab results the knowledge graph extracted from the patient's documents. " +
			trendRule + " 422 for more than 20 markers or a period outside 1–120; 404 when the patient does not " +
			"resolve; 503 while the graph is unavailable.",
	}, tenancy.ClinicalRead, func(ctx context.Context, in *labTrendsInput) (*labTrendsOutput, error) {
		p := patientFrom(ctx)
		tr, err := s.deps.Knowledge.LabTrends(ctx, knowledge.TrendsQuery{PatientID: p.ID, Markers: in.markers, PeriodMonths: in.Period})
		if err != nil {
			return nil, err
		}
		return &labTrendsOutput{Body: LabTrendsOut{PatientID: p.ID, PeriodMonths: in.Period,
			Markers: mapItems(tr.Series, toLabSeriesOut), TotalResults: tr.TotalResults}}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-lab-trends-chart", Method: http.MethodGet, Path: "/v1/patients/{patient_id}/lab-trends.svg",
		Tags: []string{"Knowledge graph"}, Summary: "Lab-result trends drawn as an SVG chart",
		Errors: []int{http.StatusNotFound},
		Description: "The same series as GET /v1/patients/{patient_id}/lab-trends, with the same parameters, validation " +
			"and errors (errors are JSON): one panel per marker, in its canonical unit, the latest point's reference band " +
			"shaded, the values joined oldest to newest and each out-of-range value marked in red with an arrow (▲ high, " +
			"▼ low). Every point carries its value and date as a tooltip.",
		Responses: map[string]*huma.Response{"200": {Description: "An SVG image (UTF-8)",
			Content: map[string]*huma.MediaType{"image/svg+xml": {Schema: &huma.Schema{Type: huma.TypeString}}}}},
	}, tenancy.ClinicalRead, func(ctx context.Context, in *labTrendsInput) (*labChartOutput, error) {
		p := patientFrom(ctx)
		tr, err := s.deps.Knowledge.LabTrends(ctx, knowledge.TrendsQuery{PatientID: p.ID, Markers: in.markers, PeriodMonths: in.Period})
		if err != nil {
			return nil, err
		}
		return &labChartOutput{ContentType: "image/svg+xml; charset=utf-8", Body: trendchart.Render(tr.Series, in.Period)}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-patient-context", Method: http.MethodGet, Path: "/v1/patients/{patient_id}/context",
		Tags: []string{"Knowledge graph"}, Summary: "The patient's clinical context", Errors: []int{http.StatusNotFound},
		Description: "Allergies, conditions, medications, lifestyle (smoking, alcohol, physical activity) and social " +
			"factors (occupation) from the knowledge graph, each with the documents that state it (newest first; the " +
			"same fact in several documents is one entry with several sources); recent consultations (the last 10 " +
			"completed appointments); recent lab alerts (out-of-range results of the last 90 days). 503 while the " +
			"graph is unavailable.",
	}, tenancy.ClinicalRead, func(ctx context.Context, _ *patientPathInput) (*patientContextOut, error) {
		p := patientFrom(ctx)
		pc, err := s.deps.Knowledge.Context(ctx, p.ID)
		if err != nil {
			return nil, err
		}
		return &patientContextOut{Body: toPatientContextOut(p.ID, pc)}, nil
	})

	register(s, huma.Operation{
		OperationID: "create-patient-summary", Method: http.MethodPost, Path: "/v1/patients/{patient_id}/summary",
		Tags: []string{"Knowledge graph"}, Summary: "A clinical summary in Portuguese built from the graph",
		Errors: []int{http.StatusNotFound},
		Description: "Deterministic: the same graph gives the same text. Every statement cites the ids of the documents " +
			"that state it and says nothing they do not. `facts` and `lab_trends` are the structured facts the text " +
			"used. No body is needed. 503 while the graph is unavailable.",
	}, tenancy.ClinicalRead, func(ctx context.Context, _ *patientPathInput) (*patientSummaryOut, error) {
		p := patientFrom(ctx)
		sum, err := s.deps.Knowledge.Summary(ctx, p.ID, p.Name)
		if err != nil {
			return nil, err
		}
		return &patientSummaryOut{Body: toPatientSummaryOut(p.ID, sum)}, nil
	})
}
