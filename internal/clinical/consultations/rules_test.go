package consultations

import (
	"strings"
	"testing"
)

const consulta = `Paciente: Doutor, estou com dor de garganta há 3 dias e febre à noite.
Médico: Tem tosse? Paciente: Um pouco, seca. Nega falta de ar.
Médico: Vamos examinar. Temperatura 38,2, pressão 12 por 8, frequência cardíaca 96, saturação 98%.
Orofaringe com hiperemia e placas em amígdalas.
Hipótese de amigdalite bacteriana, CID J03.9.
Prescrevo amoxicilina 500 mg de 8 em 8 horas por 10 dias e dipirona se febre.
Retorno em 7 dias se não melhorar.`

func TestRulesSortSentencesIntoSOAP(t *testing.T) {
	d := rulesDraft(consulta, nil)
	for _, c := range []struct {
		section string
		has     []string
		hasNot  []string
	}{
		{Subjective, []string{"dor de garganta há 3 dias", "Nega falta de ar"}, []string{"Prescrevo", "Orofaringe"}},
		{Objective, []string{"Sinais vitais: PA 120/80 mmHg; FC 96 bpm; Tax 38,2 °C; SatO2 98%.", "Orofaringe com hiperemia"}, []string{"Hipótese"}},
		{Assessment, []string{"amigdalite bacteriana, CID J03.9"}, []string{"amoxicilina"}},
		{Plan, []string{"Prescrevo amoxicilina 500 mg", "Retorno em 7 dias"}, []string{"garganta"}},
	} {
		text := d.soap.section(c.section)
		for _, h := range c.has {
			if !strings.Contains(text, h) {
				t.Errorf("%s lacks %q: %q", c.section, h, text)
			}
		}
		for _, h := range c.hasNot {
			if strings.Contains(text, h) {
				t.Errorf("%s has %q: %q", c.section, h, text)
			}
		}
	}
	v := d.vitals
	if v.SystolicMmHg == nil || *v.SystolicMmHg != 120 || *v.DiastolicMmHg != 80 || *v.HeartRateBpm != 96 || *v.TemperatureC != 38.2 || *v.SpO2Percent != 98 {
		t.Errorf("vitals %+v", v)
	}
}

func TestSectionHeadersSaidAloud(t *testing.T) {
	d := rulesDraft("Queixa principal: cansaço. Ao exame: PA 150/95 mmHg, peso 82,5 kg, altura 1,70 m. Bom estado geral. "+
		"Avaliação: hipertensão arterial sistêmica (I10). Conduta: losartana 50 mg 1x ao dia; solicito creatinina e potássio.", nil)
	want := SOAP{
		Subjective: "cansaço.",
		Objective:  "Sinais vitais: PA 150/95 mmHg; Peso 82,5 kg; Altura 1,7 m. PA 150/95 mmHg, peso 82,5 kg, altura 1,70 m. Bom estado geral.",
		Assessment: "hipertensão arterial sistêmica (I10).",
		Plan:       "losartana 50 mg 1x ao dia; solicito creatinina e potássio.",
	}
	if d.soap != want {
		t.Errorf("got  %+v\nwant %+v", d.soap, want)
	}
}

// A transcript that only grew gives the same note read in parts as read whole.
func TestAGrowingTranscriptReadInPartsEqualsReadWhole(t *testing.T) {
	whole := rulesDraft(consulta, nil)
	for _, cut := range []int{10, 57, 120, len(consulta) / 2, len(consulta) - 5} {
		first := rulesDraft(consulta[:cut], nil)
		grown := rulesDraft(consulta, first.sentences)
		if grown.soap != whole.soap {
			t.Errorf("cut at %d:\n got %+v\nwant %+v", cut, grown.soap, whole.soap)
		}
	}
}

func TestVitalsOutOfRangeAreLeftOut(t *testing.T) {
	d := rulesDraft("Ao exame: PA 400 por 20, FC 900, temperatura 52, saturação 30%.", nil)
	if v := d.vitals; v.SystolicMmHg != nil || v.HeartRateBpm != nil || v.TemperatureC != nil || v.SpO2Percent != nil {
		t.Errorf("implausible vitals read: %+v", v)
	}
}

func TestNumbersSaidInWords(t *testing.T) {
	for in, want := range map[string]string{
		"pressao doze por oito":                    "pressao 12 por 8",
		"saturacao noventa e um por cento":         "saturacao 91 por cento",
		"temperatura trinta e oito e meio":         "temperatura 38,5",
		"frequencia cardiaca cento e vinte e dois": "frequencia cardiaca 122",
		"um pouco de tosse ha dois dias":           "um pouco de tosse ha 2 dias",
		"peso setenta e dois quilos":               "peso 72 quilos",
	} {
		if got := digits(in); got != want {
			t.Errorf("digits(%q) = %q, want %q", in, got, want)
		}
	}
	d := rulesDraft("Ao exame: pressão treze por oito, saturação noventa e seis por cento, temperatura trinta e sete e meio.", nil)
	if v := d.vitals; v.SystolicMmHg == nil || *v.SystolicMmHg != 130 || *v.DiastolicMmHg != 80 || *v.SpO2Percent != 96 || *v.TemperatureC != 37.5 {
		t.Errorf("vitals in words: %+v", v)
	}
}
