package chat

import (
	"strings"
	"testing"
	"time"
)

func day(s string) time.Time { t, _ := time.Parse("2006-01-02", s); return t }

var testSources = sources{
	facts: []Fact{
		{Kind: "allergy", Text: "Dipirona (urticária)", DocumentID: "d1"},
		{Kind: "medication", Text: "Metformina 850 mg", DocumentID: "d2"},
		{Kind: "condition", Text: "Diabetes mellitus tipo 2 (CID E11.9)", DocumentID: "d1"},
	},
	labs: []Series{{Marker: "Glicose", Unit: "mg/dL", Trend: "decreasing", RefText: "70 a 99", Points: []Point{
		{Value: 131, Unit: "mg/dL", Date: day("2026-03-10"), Flag: "high", DocumentID: "d3"},
		{Value: 118.5, Unit: "mg/dL", Date: day("2026-10-20"), Flag: "high", DocumentID: "d4"},
	}}},
	named:    true,
	passages: []Passage{{DocumentID: "d1", Title: "nota.pdf", Text: "tabagista 20 maços-ano"}},
}

func TestRulesAnswerQuotesOnlyItsSources(t *testing.T) {
	for _, c := range []struct {
		msg, want string
		kinds     string
	}{
		{"glicose?", "Glicose: 118,5 mg/dL em 20/10/2026 (acima da referência 70 a 99); antes 131; tendência: em queda.", "lab_result"},
		{"Tem alergia?", "Glicose: 118,5", "lab_result allergy"},
		{"Quais medicamentos ela toma?", "Medicações registradas: Metformina 850 mg.", "lab_result medication"},
	} {
		text, cites := rulesAnswer(c.msg, testSources)
		var kinds []string
		for _, ci := range cites {
			kinds = append(kinds, ci.Kind)
		}
		if !strings.Contains(text, c.want) || strings.Join(kinds, " ") != c.kinds {
			t.Errorf("%q: %q %v", c.msg, text, kinds)
		}
	}
	src := testSources
	src.labs, src.named = nil, false
	text, cites := rulesAnswer("o que diz sobre tabagismo", src)
	if !strings.Contains(text, "nota.pdf: tabagista 20 maços-ano") || len(cites) != 1 || cites[0].Kind != "document" || cites[0].ID != "d1" {
		t.Errorf("passage: %q %v", text, cites)
	}
	text, cites = rulesAnswer("e o Japão?", sources{})
	if !strings.HasPrefix(text, "Não encontrei") || len(cites) != 0 {
		t.Errorf("nothing: %q %v", text, cites)
	}
	if text, _ := rulesAnswer("alergias?", sources{}); text != "Não há alergias registradas nos documentos do paciente." {
		t.Errorf("no allergies: %q", text)
	}
}

func TestModelCitationsAreTheNumberedSources(t *testing.T) {
	all := testSources.all()
	if len(all) != 5 || all[3].Kind != "lab_result" || all[3].ID != "d4" || all[4].Kind != "document" {
		t.Fatalf("sources %+v", all)
	}
}
