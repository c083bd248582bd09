package prescriptions

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"clinic/internal/clinical/drugs"
)

// findings renders a gate's findings as "kind/level items drugs".
func findings(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, fmt.Sprintf("%s/%s %v %s", f.Kind, f.Level, f.Items, strings.Join(f.Drugs, "+")))
	}
	return out
}

func TestTheSafetyGate(t *testing.T) {
	base := drugs.ShippedBase()
	for _, c := range []struct {
		name    string
		text    string
		patient PatientSafety
		gate    Gate
		want    []string
	}{
		{"clean", "Amoxicilina 500 mg, 1 cápsula de 8 em 8 horas por 7 dias; dipirona 1 g de 6/6 horas se dor",
			PatientSafety{Allergies: []string{"camarão"}, Medications: []string{"Losartana potássica"}}, GatePassed, nil},
		{"allergy to the drug", "Novalgina 1 g se dor", PatientSafety{Allergies: []string{"Dipirona"}}, GateBlocked,
			[]string{"allergy/blocked [0] dipirona+Dipirona"}},
		{"allergy to the class", "Amoxicilina 500 mg 8/8h", PatientSafety{Allergies: []string{"penicilinas"}}, GateBlocked,
			[]string{"allergy/blocked [0] amoxicilina+penicilinas"}},
		{"allergy to sulfa, a combination's part", "Sulfametoxazol + Trimetoprima 800/160 mg 12/12h", PatientSafety{Allergies: []string{"sulfa"}}, GateBlocked,
			[]string{"allergy/blocked [0] sulfametoxazol+sulfa"}},
		{"cross-reaction within a class", "Ampicilina 500 mg de 6/6 horas", PatientSafety{Allergies: []string{"amoxicilina"}}, GateWarnings,
			[]string{"allergy/warning [0] ampicilina+amoxicilina"}},
		{"contraindicated interaction between items", "Sinvastatina 20 mg à noite; Claritromicina 500 mg 12/12h por 7 dias", PatientSafety{}, GateBlocked,
			[]string{"interaction/blocked [0 1] sinvastatina+claritromicina"}},
		{"major interaction with a current medication", "Ibuprofeno 400 mg 8/8h se dor", PatientSafety{Medications: []string{"Marevan 5 mg"}}, GateWarnings,
			[]string{"interaction/warning [0] ibuprofeno+varfarina"}},
		{"two current medications are not this prescription's", "Paracetamol 500 mg 6/6h se dor",
			PatientSafety{Medications: []string{"varfarina", "ibuprofeno"}}, GatePassed, nil},
		{"one therapy twice", "Ibuprofeno 400 mg 8/8h; Naproxeno 250 mg 12/12h", PatientSafety{}, GateWarnings,
			[]string{"duplicate_therapy/warning [0 1] ibuprofeno+naproxeno"}},
		{"one drug twice", "Dipirona 500 mg 6/6h; Novalgina 1 g se febre", PatientSafety{}, GateWarnings,
			[]string{"duplicate_therapy/warning [0 1] dipirona"}},
		{"an ARB beside a current ACE inhibitor", "Losartana 50 mg 1x ao dia", PatientSafety{Medications: []string{"Enalapril 10 mg"}}, GateWarnings,
			// Dual blockade is both an interaction rule of the base and one therapy twice.
			[]string{"interaction/warning [0] losartana+enalapril", "duplicate_therapy/warning [0] losartana+enalapril"}},
		{"renewing a current medication is not a duplicate", "Losartana 50 mg 1x ao dia", PatientSafety{Medications: []string{"losartana potássica 50 mg"}}, GatePassed, nil},
		{"single and daily dose above the usual", "Paracetamol 750 mg, 2 comprimidos de 6/6 horas", PatientSafety{}, GateWarnings,
			[]string{"dose_range/warning [0] paracetamol", "dose_range/warning [0] paracetamol"}},
		{"a daily dose within the usual", "Paracetamol 750 mg, 1 comprimido de 6/6 horas", PatientSafety{}, GatePassed, nil},
		{"methotrexate every day", "Metotrexato 2,5 mg 1x ao dia", PatientSafety{}, GateWarnings,
			[]string{"dose_range/warning [0] metotrexato"}},
		{"methotrexate once a week", "Metotrexato 2,5 mg, 6 comprimidos uma vez por semana", PatientSafety{}, GatePassed, nil},
		{"a drug the base does not know", "Chá de camomila 1 xícara à noite", PatientSafety{}, GateWarnings,
			[]string{"unknown_drug/warning [0] Chá de camomila"}},
	} {
		items := ParseText(c.text)
		gate, fs := Evaluate(base, items, c.patient)
		if got := findings(fs); gate != c.gate || !slices.Equal(got, c.want) {
			t.Errorf("%s: %s %q, want %s %q (items %+v)", c.name, gate, got, c.gate, c.want, items)
		}
		for _, f := range fs {
			if f.Message == "" || (f.Kind == KindInteraction && (f.Source == "" || f.Severity == "")) {
				t.Errorf("%s: finding without message or source: %+v", c.name, f)
			}
		}
	}
}

func TestDoseArithmetic(t *testing.T) {
	for _, c := range []struct {
		dose, strength string
		mg             float64
		ok             bool
	}{
		{"1 g", "", 1000, true}, {"500 mg", "", 500, true}, {"2 comprimidos", "750 mg", 1500, true},
		{"meio comprimido", "50 mg", 25, true}, {"100 mcg", "", 0.1, true}, {"20 gotas", "500 mg/ml", 0, false},
		{"1 comprimido", "875/125 mg", 0, false}, {"1 cápsula", "", 0, false}, {"", "", 0, false},
	} {
		mg, ok := milligrams(c.dose, c.strength)
		if ok != c.ok || (ok && (mg-c.mg) > 1e-9 || (ok && (c.mg-mg) > 1e-9)) {
			t.Errorf("milligrams(%q, %q) = %v, %v; want %v, %v", c.dose, c.strength, mg, ok, c.mg, c.ok)
		}
	}
	for _, c := range []struct {
		freq string
		n    float64
		ok   bool
	}{
		{"de 8 em 8 horas", 3, true}, {"8/8h", 3, true}, {"a cada 6 horas", 4, true}, {"3x ao dia", 3, true},
		{"duas vezes ao dia", 2, true}, {"1 vez ao dia", 1, true}, {"à noite", 1, true}, {"uma vez por semana", 0, false},
		{"se dor", 0, false}, {"", 0, false},
	} {
		n, ok := perDay(c.freq)
		if n != c.n || ok != c.ok {
			t.Errorf("perDay(%q) = %v, %v; want %v, %v", c.freq, n, ok, c.n, c.ok)
		}
	}
	if mgText(2500) != "2.500" || mgText(0.25) != "0,25" || mgText(40) != "40" {
		t.Errorf("mgText: %s %s %s", mgText(2500), mgText(0.25), mgText(40))
	}
}
