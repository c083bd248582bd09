// Package trendchart draws a patient's lab series as an SVG image: one panel per marker, its
// reference band shaded, its values joined oldest to newest, and each out-of-range value marked
// (red, with an arrow for high or low). For clinicians who would rather look than read; the
// numbers are those of the lab-trends answer.
package trendchart

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"clinic/internal/knowledge"
)

// Geometry of the image, in SVG user units.
const (
	width      = 720
	panelH     = 190
	marginL    = 64
	marginR    = 24
	plotTop    = 40 // within a panel
	plotH      = 110
	emptyH     = 80
	colorLine  = "#1f5f99"
	colorBand  = "#d8efdc"
	colorHigh  = "#c62828"
	colorAxis  = "#6b7280"
	colorTitle = "#111827"
)

// Render returns the SVG of the series (nil or empty: an image saying there is nothing to
// draw). Dates are drawn dd/mm/yyyy, numbers with a decimal comma.
func Render(series []knowledge.Series, periodMonths int) []byte {
	var b bytes.Buffer
	h := emptyH
	if len(series) > 0 {
		h = panelH * len(series)
	}
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Arial, sans-serif" role="img">`, width, h, width, h)
	fmt.Fprintf(&b, `<title>%s</title><rect width="100%%" height="100%%" fill="#ffffff"/>`,
		esc(fmt.Sprintf("Evolução de exames laboratoriais: %d marcador(es), últimos %d meses", len(series), periodMonths)))
	if len(series) == 0 {
		fmt.Fprintf(&b, `<text x="%d" y="44" font-size="15" fill="%s">Nenhum resultado laboratorial no período (%d meses).</text>`, marginL, colorTitle, periodMonths)
	}
	for i, s := range series {
		panel(&b, s, float64(i*panelH))
	}
	b.WriteString(`</svg>`)
	return b.Bytes()
}

// panel draws one series at vertical offset top.
func panel(b *bytes.Buffer, s knowledge.Series, top float64) {
	fmt.Fprintf(b, `<g class="series" data-marker="%s">`, esc(s.Marker))
	title := s.Marker + " (" + s.Unit + ")"
	if len(s.Points) > 0 {
		l := s.Latest()
		title += " — último: " + num(l.Value) + " em " + l.ObservedAt.Format("02/01/2006") + " — tendência: " + trendPT[s.Trend]
	}
	fmt.Fprintf(b, `<text x="%d" y="%s" font-size="14" font-weight="bold" fill="%s">%s</text>`, marginL, f(top+22), colorTitle, esc(title))
	if len(s.Points) == 0 {
		b.WriteString(`</g>`)
		return
	}
	lo, hi := valueRange(s)
	t0, t1 := s.Points[0].ObservedAt, s.Points[len(s.Points)-1].ObservedAt
	x := func(t time.Time) float64 {
		span := t1.Sub(t0).Hours()
		if span <= 0 {
			return marginL + float64(width-marginL-marginR)/2
		}
		return marginL + t.Sub(t0).Hours()/span*float64(width-marginL-marginR)
	}
	y := func(v float64) float64 { return top + plotTop + (hi-v)/(hi-lo)*plotH }
	// The reference band, clipped to the plot.
	if s.RefLow != nil || s.RefHigh != nil {
		bandLo, bandHi := lo, hi
		if s.RefLow != nil {
			bandLo = math.Max(lo, *s.RefLow)
		}
		if s.RefHigh != nil {
			bandHi = math.Min(hi, *s.RefHigh)
		}
		if bandHi > bandLo {
			fmt.Fprintf(b, `<rect class="reference" x="%d" y="%s" width="%d" height="%s" fill="%s"><title>%s</title></rect>`,
				marginL, f(y(bandHi)), width-marginL-marginR, f(y(bandLo)-y(bandHi)), colorBand, esc("Referência: "+refText(s)))
		}
	}
	// Axes: the value range at the left, the first and last dates below.
	bottom := top + plotTop + plotH
	fmt.Fprintf(b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="%s"/>`, marginL, f(top+plotTop), marginL, f(bottom), colorAxis)
	fmt.Fprintf(b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="%s"/>`, marginL, f(bottom), width-marginR, f(bottom), colorAxis)
	for _, v := range []float64{lo, hi} {
		fmt.Fprintf(b, `<text x="%d" y="%s" font-size="11" text-anchor="end" fill="%s">%s</text>`, marginL-6, f(y(v)+4), colorAxis, num(round3(v)))
	}
	fmt.Fprintf(b, `<text x="%d" y="%s" font-size="11" fill="%s">%s</text>`, marginL, f(bottom+16), colorAxis, t0.Format("02/01/2006"))
	if !t1.Equal(t0) {
		fmt.Fprintf(b, `<text x="%d" y="%s" font-size="11" text-anchor="end" fill="%s">%s</text>`, width-marginR, f(bottom+16), colorAxis, t1.Format("02/01/2006"))
	}
	// The line, then the points over it.
	var pts []string
	for _, p := range s.Points {
		pts = append(pts, f(x(p.ObservedAt))+","+f(y(p.Value)))
	}
	if len(pts) > 1 {
		fmt.Fprintf(b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`, strings.Join(pts, " "), colorLine)
	}
	for _, p := range s.Points {
		cx, cy := x(p.ObservedAt), y(p.Value)
		label := esc(num(p.Value) + " " + p.Unit + " em " + p.ObservedAt.Format("02/01/2006"))
		switch p.Flag {
		case "high", "low":
			arrow := "▲"
			dy := -9.0
			if p.Flag == "low" {
				arrow, dy = "▼", 17
			}
			fmt.Fprintf(b, `<circle class="point out-of-range" data-flag="%s" cx="%s" cy="%s" r="5.5" fill="%s"><title>%s (%s)</title></circle>`,
				p.Flag, f(cx), f(cy), colorHigh, label, flagPT[p.Flag])
			fmt.Fprintf(b, `<text x="%s" y="%s" font-size="11" text-anchor="middle" fill="%s">%s %s</text>`, f(cx), f(cy+dy), colorHigh, arrow, esc(num(p.Value)))
		default:
			fmt.Fprintf(b, `<circle class="point" cx="%s" cy="%s" r="4" fill="%s"><title>%s</title></circle>`, f(cx), f(cy), colorLine, label)
		}
	}
	b.WriteString(`</g>`)
}

// valueRange is the span the plot shows: the values and the reference bounds, with a margin,
// never empty.
func valueRange(s knowledge.Series) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range s.Points {
		lo, hi = math.Min(lo, p.Value), math.Max(hi, p.Value)
	}
	for _, r := range []*float64{s.RefLow, s.RefHigh} {
		if r != nil {
			lo, hi = math.Min(lo, *r), math.Max(hi, *r)
		}
	}
	pad := (hi - lo) * 0.1
	if pad == 0 {
		pad = math.Max(math.Abs(hi)*0.1, 1)
	}
	lo, hi = lo-pad, hi+pad
	if lo < 0 && s.Points[0].Value >= 0 {
		lo = 0 // lab values are not negative: no axis below zero for them
	}
	return lo, hi
}

func refText(s knowledge.Series) string {
	if s.RefText != "" {
		return s.RefText
	}
	switch {
	case s.RefLow != nil && s.RefHigh != nil:
		return num(*s.RefLow) + " a " + num(*s.RefHigh) + " " + s.Unit
	case s.RefLow != nil:
		return "acima de " + num(*s.RefLow) + " " + s.Unit
	case s.RefHigh != nil:
		return "até " + num(*s.RefHigh) + " " + s.Unit
	}
	return ""
}

var (
	trendPT = map[string]string{"increasing": "em alta", "decreasing": "em queda", "stable": "estável",
		"insufficient_data": "dados insuficientes", "": "dados insuficientes"}
	flagPT = map[string]string{"high": "acima da referência", "low": "abaixo da referência"}
)

// f prints a coordinate with two decimals.
func f(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

// num prints a value the Brazilian way.
func num(v float64) string { return strings.ReplaceAll(strconv.FormatFloat(v, 'f', -1, 64), ".", ",") }

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// esc escapes text for SVG (XML) content and attributes.
func esc(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}
