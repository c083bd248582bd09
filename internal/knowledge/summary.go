package knowledge

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
)

// Statement is one sentence of a summary and the documents it rests on.
type Statement struct {
	Section string // allergies, conditions, medications, lifestyle, social, lab_alerts, lab_trends
	Text    string
	Sources []string // document ids
}

// Summary is a clinical summary built only from the graph: every statement cites the documents
// that state it; nothing is inferred beyond them.
type Summary struct {
	Text       string
	Statements []Statement
	Context    PatientContext
	Trends     Trends
}

// Summary builds the patient's clinical summary in Portuguese. It is deterministic: the same
// graph gives the same text. Errors: Unavailable when Neo4j cannot be reached.
func (s *Service) Summary(ctx context.Context, patientID uuid.UUID, patientName string) (Summary, error) {
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	pc, err := s.Context(ctx, patientID)
	if err != nil {
		return Summary{}, err
	}
	tr, err := s.LabTrends(ctx, TrendsQuery{PatientID: patientID, PeriodMonths: 12})
	if err != nil {
		return Summary{}, err
	}
	out := Summary{Context: pc, Trends: tr}
	out.Statements = append(out.Statements, factStatements("allergies", "Alergias", pc.Allergies, allergyText)...)
	out.Statements = append(out.Statements, factStatements("conditions", "Condições", pc.Conditions, conditionText)...)
	out.Statements = append(out.Statements, factStatements("medications", "Medicamentos", pc.Medications, medicationText)...)
	out.Statements = append(out.Statements, factStatements("lifestyle", "Hábitos", pc.Lifestyle, valueText)...)
	out.Statements = append(out.Statements, factStatements("social", "Ocupação", pc.Social, valueText)...)
	out.Statements = append(out.Statements, alertStatements(pc.LabAlerts)...)
	out.Statements = append(out.Statements, trendStatements(tr)...)
	lines := []string{fmt.Sprintf("Resumo clínico de %s, a partir dos documentos do prontuário.", patientName)}
	if len(out.Statements) == 0 {
		lines = append(lines, "Nenhum fato clínico foi extraído dos documentos até o momento.")
	}
	for _, st := range out.Statements {
		lines = append(lines, st.Text+" [fontes: "+strings.Join(st.Sources, ", ")+"]")
	}
	out.Text = strings.Join(lines, "\n")
	return out, nil
}

// factStatements writes one sentence listing the facts of a section, citing all their sources.
func factStatements(section, label string, facts []Fact, text func(Fact) string) []Statement {
	if len(facts) == 0 {
		return nil
	}
	parts := make([]string, len(facts))
	var sources []string
	for i, f := range facts {
		parts[i] = text(f)
		for _, src := range f.Sources {
			sources = appendNew(sources, src.DocumentID)
		}
	}
	return []Statement{{Section: section, Text: label + ": " + strings.Join(parts, "; ") + ".", Sources: sources}}
}

func allergyText(f Fact) string {
	if r := f.Fields["reaction"]; r != "" {
		return f.Fields["substance"] + " (" + r + ")"
	}
	return f.Fields["substance"]
}

var statusText = map[string]string{"suspected": "hipótese diagnóstica", "confirmed": "diagnóstico", "history": "antecedente"}

func conditionText(f Fact) string {
	var extra []string
	if c := f.Fields["icd10"]; c != "" {
		extra = append(extra, "CID-10 "+c)
	}
	if st := statusText[f.Fields["status"]]; st != "" {
		extra = append(extra, st)
	}
	if len(extra) == 0 {
		return f.Fields["name"]
	}
	return f.Fields["name"] + " (" + strings.Join(extra, ", ") + ")"
}

func medicationText(f Fact) string {
	parts := []string{f.Fields["name"]}
	for _, k := range []string{"dose", "route", "frequency"} {
		if v := f.Fields[k]; v != "" {
			if k == "route" {
				v = "via " + v
			}
			parts = append(parts, v)
		}
	}
	return strings.Join(parts, ", ")
}

func valueText(f Fact) string { return f.Fields["value"] }

var flagText = map[string]string{"low": "abaixo", "high": "acima"}

func alertStatements(alerts []LabAlert) []Statement {
	if len(alerts) == 0 {
		return nil
	}
	parts := make([]string, len(alerts))
	var sources []string
	for i, a := range alerts {
		value := strings.TrimSpace(number(a.Point.Value) + " " + a.Point.Unit)
		if a.Converted {
			value += " (" + a.Printed + " no laudo)" // the reference is in the printed unit
		}
		parts[i] = fmt.Sprintf("%s %s em %s, %s da referência (%s)", a.Marker, value,
			brDate(a.Point.ObservedAt), flagText[a.Point.Flag], a.RefText)
		sources = appendNew(sources, a.Source.DocumentID)
	}
	return []Statement{{Section: "lab_alerts", Text: fmt.Sprintf("Exames fora da referência nos últimos %d dias: %s.",
		AlertWindowDays, strings.Join(parts, "; ")), Sources: sources}}
}

var trendText = map[string]string{TrendIncreasing: "em alta", TrendDecreasing: "em queda", TrendStable: "estável"}

func trendStatements(tr Trends) []Statement {
	var out []Statement
	for _, sr := range tr.Series {
		if sr.Trend == TrendInsufficient {
			continue
		}
		first, last := sr.Points[0], sr.Latest()
		var sources []string
		for _, p := range sr.Points {
			sources = appendNew(sources, p.DocumentID)
		}
		out = append(out, Statement{Section: "lab_trends", Sources: sources, Text: fmt.Sprintf(
			"%s %s em %d resultados: de %s %s (%s) a %s %s (%s).", sr.Marker, trendText[sr.Trend], len(sr.Points),
			number(first.Value), first.Unit, brDate(first.ObservedAt), number(last.Value), last.Unit, brDate(last.ObservedAt))})
	}
	return out
}

// number writes a value the Brazilian way (decimal comma), without trailing zeros.
func number(v float64) string {
	return strings.ReplaceAll(strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", v), "0"), "."), ".", ",")
}

func brDate(t time.Time) string { return t.Format("02/01/2006") }

func appendNew(xs []string, x string) []string {
	if x == "" || slices.Contains(xs, x) {
		return xs
	}
	return append(xs, x)
}
