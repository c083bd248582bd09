package testkit

import (
	"bytes"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// Metrics is a parsed Prometheus scrape.
type Metrics map[string]*dto.MetricFamily

// ParseMetrics parses body as the Prometheus text format, failing the test when it is not.
func ParseMetrics(tb testing.TB, body []byte) Metrics {
	tb.Helper()
	p := expfmt.NewTextParser(model.LegacyValidation)
	fams, err := p.TextToMetricFamilies(bytes.NewReader(body))
	if err != nil {
		tb.Fatalf("not the Prometheus text format: %v\n%s", err, body)
	}
	return fams
}

// Value returns the value of the series of family name whose labels include labels (a
// counter's or gauge's value, a histogram's sample count), summed over every such series, and
// whether any matched.
func (m Metrics) Value(name string, labels map[string]string) (float64, bool) {
	fam, ok := m[name]
	if !ok {
		return 0, false
	}
	var sum float64
	found := false
	for _, s := range fam.GetMetric() {
		if !hasLabels(s, labels) {
			continue
		}
		found = true
		switch {
		case s.Counter != nil:
			sum += s.Counter.GetValue()
		case s.Gauge != nil:
			sum += s.Gauge.GetValue()
		case s.Histogram != nil:
			sum += float64(s.Histogram.GetSampleCount())
		case s.Untyped != nil:
			sum += s.Untyped.GetValue()
		}
	}
	return sum, found
}

// LabelValues returns every value label takes in family name.
func (m Metrics) LabelValues(name, label string) []string {
	var out []string
	for _, s := range m[name].GetMetric() {
		for _, l := range s.GetLabel() {
			if l.GetName() == label {
				out = append(out, l.GetValue())
			}
		}
	}
	return out
}

func hasLabels(s *dto.Metric, want map[string]string) bool {
	have := map[string]string{}
	for _, l := range s.GetLabel() {
		have[l.GetName()] = l.GetValue()
	}
	for k, v := range want {
		if have[k] != v {
			return false
		}
	}
	return true
}
