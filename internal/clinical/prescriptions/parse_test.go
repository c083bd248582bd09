package prescriptions

import (
	"fmt"
	"testing"
)

func TestParseTextReadsEachItemsPosology(t *testing.T) {
	for _, c := range []struct {
		text string
		want []Item
	}{
		{"Amoxicilina 500 mg, 1 cápsula de 8 em 8 horas por 7 dias; dipirona 1 g se dor", []Item{
			{Drug: "Amoxicilina", Concentration: "500 mg", Form: "cápsula", Route: "oral", Dose: "1 cápsula", Frequency: "de 8 em 8 horas", Duration: "por 7 dias"},
			{Drug: "dipirona", Concentration: "1 g", Instructions: "se dor"},
		}},
		{"Uso oral\n1. Metformina 850 mg ---- 60 comprimidos. Tomar 1 comprimido via oral de 12/12 horas\n2. Losartana potássica 50 mg — uso contínuo, 1 comprimido ao dia", []Item{
			{Drug: "Metformina", Concentration: "850 mg", Form: "comprimido", Route: "oral", Dose: "1 comprimido", Frequency: "de 12/12 horas", Quantity: "60 comprimidos"},
			{Drug: "Losartana potássica", Concentration: "50 mg", Form: "comprimido", Route: "oral", Dose: "1 comprimido", Frequency: "ao dia", Duration: "uso contínuo"},
		}},
		{"Prescrevo ibuprofeno 600mg 1 comp 8/8h após as refeições por 5 dias (15 comprimidos)", []Item{
			{Drug: "ibuprofeno", Concentration: "600mg", Route: "oral", Dose: "1 comp", Frequency: "8/8h", Duration: "por 5 dias", Quantity: "15 comprimidos", Instructions: "após as refeições"},
		}},
		{"Ceftriaxona 1 g IM dose única", []Item{
			{Drug: "Ceftriaxona", Concentration: "1 g", Route: "intramuscular", Dose: "1 g", Frequency: "dose única"},
		}},
		{"Salbutamol spray 100 mcg, 2 jatos a cada 6 horas se falta de ar", []Item{
			{Drug: "Salbutamol", Concentration: "100 mcg", Form: "spray", Route: "inalatória", Dose: "2 jatos", Frequency: "a cada 6 horas", Instructions: "se falta de ar"},
		}},
		{"Paracetamol 750 mg\n1 comprimido de 6/6 horas se febre", []Item{
			{Drug: "Paracetamol", Concentration: "750 mg", Form: "comprimido", Route: "oral", Dose: "1 comprimido", Frequency: "de 6/6 horas", Instructions: "se febre"},
		}},
		{"", nil},
		{" ; \n 1. ", nil},
	} {
		got := ParseText(c.text)
		if fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", c.want) {
			t.Errorf("%q:\n got %+v\nwant %+v", c.text, got, c.want)
		}
	}
}
