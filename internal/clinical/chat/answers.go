package chat

import (
	"regexp"
	"strings"

	textfold "clinic/internal/platform/fold"
)

// fold is the accent- and case-free form the cues match.
func fold(s string) string { return textfold.String(s) }

// The deterministic engine's questions, on folded text.
var (
	allergyCue    = regexp.MustCompile(`\balerg`)
	medicationCue = regexp.MustCompile(`\bmedica|\bremedio|\btoma\b|\btomando\b|\bem uso\b|\bprescri|\busa\b`)
	conditionCue  = regexp.MustCompile(`\bdoenca|\bdiagnostic|\bcondic|\bproblemas?\b|\bcomorbid|\bhistorico\b|\bantecedentes\b`)
)

// rulesAnswer answers the common questions from the sources: the named markers' latest values
// and trend, the allergies, medications and conditions, else the passages of the documents that
// match. Every sentence of the answer comes from a cited source.
func rulesAnswer(message string, src sources) (string, []Citation) {
	f := fold(message)
	var parts []string
	var cites []Citation
	if len(src.labs) > 0 {
		var lines []string
		for _, l := range src.labs[:min(len(src.labs), 8)] {
			if len(l.Points) == 0 {
				continue
			}
			lines = append(lines, labLine(l))
			cites = append(cites, Citation{Kind: "lab_result", ID: l.Points[len(l.Points)-1].DocumentID, Text: labLine(l)})
		}
		if len(lines) > 0 {
			parts = append(parts, strings.Join(lines, ".\n")+".")
		}
	}
	for _, q := range []struct {
		cue         *regexp.Regexp
		kind, label string
		none        string
	}{
		{allergyCue, "allergy", "Alergias registradas", "Não há alergias registradas nos documentos do paciente."},
		{medicationCue, "medication", "Medicações registradas", "Não há medicações registradas nos documentos do paciente."},
		{conditionCue, "condition", "Condições registradas", "Não há condições registradas nos documentos do paciente."},
	} {
		if !q.cue.MatchString(f) {
			continue
		}
		var items []string
		for _, x := range src.facts {
			if x.Kind == q.kind {
				items = append(items, x.Text)
				cites = append(cites, Citation{Kind: x.Kind, ID: x.DocumentID, Text: x.Text})
			}
		}
		if len(items) == 0 {
			parts = append(parts, q.none)
			continue
		}
		parts = append(parts, q.label+": "+strings.Join(items, "; ")+".")
	}
	if len(cites) == 0 && len(src.passages) > 0 {
		lines := []string{"Trechos dos documentos do paciente sobre isso:"}
		for _, p := range src.passages {
			lines = append(lines, "- "+p.Title+": "+p.Text)
			cites = append(cites, Citation{Kind: "document", ID: p.DocumentID, Text: p.Title + ": " + p.Text})
		}
		parts = append(parts, strings.Join(lines, "\n"))
	}
	if len(parts) == 0 {
		return "Não encontrei informação sobre isso nos dados deste paciente.", []Citation{}
	}
	return strings.Join(parts, "\n"), dedupe(cites)
}

// dedupe drops repeated citations, keeping order.
func dedupe(cs []Citation) []Citation {
	seen := map[Citation]bool{}
	out := make([]Citation, 0, len(cs))
	for _, c := range cs {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}
