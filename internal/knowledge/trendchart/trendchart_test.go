package trendchart_test

import (
	"strings"
	"testing"
	"time"

	"clinic/internal/knowledge"
	"clinic/internal/knowledge/trendchart"
	"clinic/internal/testkit"
)

func ptr(v float64) *float64 { return &v }

func date(s string) time.Time { t, _ := time.Parse("2006-01-02", s); return t }

func TestRenderDrawsBandsLinesAndOutOfRangePoints(t *testing.T) {
	series := []knowledge.Series{
		{Marker: "Glicose", Unit: "mg/dL", Trend: "decreasing", RefLow: ptr(70), RefHigh: ptr(99), RefText: "70 a 99", Points: []knowledge.Point{
			{Value: 131, Unit: "mg/dL", ObservedAt: date("2026-03-10"), Flag: "high"},
			{Value: 95, Unit: "mg/dL", ObservedAt: date("2026-06-01"), Flag: "normal"},
			{Value: 62, Unit: "mg/dL", ObservedAt: date("2026-10-20"), Flag: "low"},
		}},
		{Marker: "Marcador <&> \"raro\"", Unit: "U/L", Trend: "insufficient_data", Points: []knowledge.Point{
			{Value: 3.5, Unit: "U/L", ObservedAt: date("2026-05-05")},
		}},
	}
	svg := trendchart.Render(series, 12)
	c := testkit.SVGElements(t, svg)
	if c["svg"] != 1 || c[".series"] != 2 || c[".reference"] != 1 || c["polyline"] != 1 || c[".point"] != 2 || c[".point out-of-range"] != 2 {
		t.Errorf("elements %v", c)
	}
	s := string(svg)
	for _, want := range []string{`data-marker="Marcador &lt;&amp;&gt; &#34;raro&#34;"`, "Glicose (mg/dL) — último: 62 em 20/10/2026 — tendência: em queda",
		`data-flag="high"`, `data-flag="low"`, "▲ 131", "▼ 62", "Referência: 70 a 99", "3,5 U/L em 05/05/2026", `height="380"`} {
		if !strings.Contains(s, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
}

func TestRenderWithoutResults(t *testing.T) {
	svg := trendchart.Render(nil, 6)
	if c := testkit.SVGElements(t, svg); c["svg"] != 1 || c[".series"] != 0 || !strings.Contains(string(svg), "Nenhum resultado laboratorial no período (6 meses).") {
		t.Errorf("empty chart %s", svg)
	}
	// One value, equal bounds: a visible, finite plot.
	one := trendchart.Render([]knowledge.Series{{Marker: "TSH", Unit: "µUI/mL", Points: []knowledge.Point{{Value: 0, ObservedAt: date("2026-01-01")}}}}, 6)
	if strings.Contains(string(one), "NaN") || strings.Contains(string(one), "Inf") {
		t.Errorf("degenerate range: %s", one)
	}
	testkit.SVGElements(t, one)
}
