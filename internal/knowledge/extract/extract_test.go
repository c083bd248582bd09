package extract

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestParseNumber(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"12,8", 12.8, true}, {"6.840", 6840, true}, {"243.000", 243000, true},
		{"1.234,5", 1234.5, true}, {"0,45", 0.45, true}, {"131", 131, true},
		{"1.02", 1.02, true}, {"3.500", 3500, true}, {"abc", 0, false}, {"1,2,3", 0, false},
	} {
		got, ok := parseNumber(c.in)
		if ok != c.ok || got != c.want {
			t.Errorf("parseNumber(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	if got := repairDigits("1O2"); got != "102" {
		t.Errorf("repairDigits(1O2) = %q", got)
	}
}

func fp(v float64) *float64 { return &v }

func TestParseReference(t *testing.T) {
	for _, c := range []struct {
		in, text  string
		low, high *float64
	}{
		{"70 - 99", "70 - 99", fp(70), fp(99)},
		{"(12,0 a 15,5)", "12,0 a 15,5", fp(12), fp(15.5)},
		{"(3.500 a 10.500)", "3.500 a 10.500", fp(3500), fp(10500)},
		{"[VR: 0,45 a 4,50 µUI/mL]", "0,45 a 4,50 µUI/mL", fp(0.45), fp(4.5)},
		{"até 32 U/L", "até 32 U/L", nil, fp(32)},
		{"< 190", "< 190", nil, fp(190)},
		{"inferior a 190", "inferior a 190", nil, fp(190)},
		{"> 40", "> 40", fp(40), nil},
		{"superior a 40", "superior a 40", fp(40), nil},
		{"Desejável: < 200", "< 200", nil, fp(200)},
		{"Valores de referência: 70 a 99 mg/dL", "70 a 99 mg/dL", fp(70), fp(99)},
		{"4,0a 5,6", "4,0a 5,6", fp(4), fp(5.6)},
		{"15 -— 45", "15 -— 45", fp(15), fp(45)},
		{"24-5,7", "24-5,7", fp(2.4), fp(5.7)}, // low > high: OCR lost the comma the high bound prints
		{"39a5,5", "39a5,5", fp(3.9), fp(5.5)},
		{"70 a 1,20", "70 a 1,20", fp(0.7), fp(1.2)}, // the low bound's "0," lost too
		{"240-57", "240-57", nil, nil},               // no comma to put back: no bounds
		{"45-5,7", "45-5,7", fp(4.5), fp(5.7)},
		{"-2,0 a +2,0", "-2,0 a +2,0", fp(-2), fp(2)},
		{"-3 - +3", "-3 - +3", fp(-3), fp(3)},
	} {
		r, ok := parseReference(c.in)
		if !ok || r.text != c.text || !sameBound(r.low, c.low) || !sameBound(r.high, c.high) {
			t.Errorf("parseReference(%q) = %q %v %v %v", c.in, r.text, ptr(r.low), ptr(r.high), ok)
		}
	}
	for _, bad := range []string{"", "-", "3.967 /mm³ x", "mg/dL"} {
		if r, ok := parseReference(bad); ok && (r.low != nil || r.high != nil) {
			t.Errorf("parseReference(%q) gave bounds", bad)
		}
	}
}

func sameBound(a, b *float64) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func ptr(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestFlag(t *testing.T) {
	for _, c := range []struct {
		v         float64
		low, high *float64
		want      string
	}{
		{131, fp(70), fp(99), "high"}, {50, fp(70), fp(99), "low"}, {99, fp(70), fp(99), "normal"},
		{212, nil, fp(190), "high"}, {190, nil, fp(190), "normal"}, {36, fp(40), nil, "low"},
		{48, fp(40), nil, "normal"}, {5, nil, nil, ""},
	} {
		if got := flagFor(c.v, c.low, c.high); got != c.want {
			t.Errorf("flagFor(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestDates(t *testing.T) {
	day := func(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		text                string
		collected, document *time.Time
	}{
		{"Data da coleta: 10/03/2026 Protocolo: 1", ptrT(day(2026, 3, 10)), nil},
		{"Coleta: 02/06/2026 Liberação: 03/06/2026", ptrT(day(2026, 6, 2)), nil},
		{"Data/hora da coleta: 20/10/2026 07:40", ptrT(day(2026, 10, 20)), nil},
		{"Data de coleta: 1O/12/26", ptrT(day(2026, 12, 10)), nil},
		{"Dt. Coleta: 03/04/2026", ptrT(day(2026, 4, 3)), nil},
		{"Data/Hora Coleta: 04/04/2026 07:10", ptrT(day(2026, 4, 4)), nil},
		{"Material coletado em 05/04/2026", ptrT(day(2026, 4, 5)), nil},
		{"Data da co1eta: 06/04/2026", ptrT(day(2026, 4, 6)), nil},
		{"Coleta * 12/07/2026 07:15 (unidade Lagoa Nova)", ptrT(day(2026, 7, 12)), nil}, // a dotted leader OCR read as "*"
		{"URINA TIPO I (EAS) - amostra de 18/06/2026 07:40", ptrT(day(2026, 6, 18)), nil},
		{"Paciente: X Data: 05/02/2026", nil, ptrT(day(2026, 2, 5))},
		{"Data de nascimento: 22/07/1961", nil, nil},
		{"São Paulo, 05 de fevereiro de 2026.", nil, ptrT(day(2026, 2, 5))},
		{"Emissão: 04/04/2026", nil, ptrT(day(2026, 4, 4))},
		{"Data do atendimento: 31/02/2026", nil, nil}, // impossible date
	} {
		got := Extract(c.text)
		if !sameTime(got.CollectedAt, c.collected) || !sameTime(got.DocumentDate, c.document) {
			t.Errorf("%q: collected %v document %v", c.text, got.CollectedAt, got.DocumentDate)
		}
	}
}

func ptrT(t time.Time) *time.Time { return &t }

func sameTime(a, b *time.Time) bool {
	return a == nil && b == nil || a != nil && b != nil && a.Equal(*b)
}

func TestCanonicalMarker(t *testing.T) {
	for in, want := range map[string]string{
		"Glicemia de jejum": "Glicose", "GLICOSE EM JEJUM": "Glicose", "Glicose plasmática": "Glicose",
		"HbA1c": "Hemoglobina glicada", "HBA1C": "Hemoglobina glicada", "Hb glicada": "Hemoglobina glicada",
		"Hemoglobina Glicada (HbA1c)": "Hemoglobina glicada", "A1c": "Hemoglobina glicada",
		"TGO (AST)": "AST", "Aspartato aminotransferase": "AST", "TGP": "ALT", "GGT": "Gama-GT",
		"HDL-colesterol": "HDL", "Colesterol HDL": "HDL", "Triglicérides": "Triglicerídeos",
		"TSH - HORMÔNIO TIREOESTIMULANTE": "TSH", "Hormônio tireoestimulante": "TSH", "T4 LIVRE": "T4 livre",
		"acido urico": "Ácido úrico", "25-OH vitamina D": "Vitamina D", "Proteína C reativa": "PCR",
		"eGFR": "TFG", "Eritrócitos": "Hemácias", "Creatinlna": "Creatinina", "Colesterol tota1": "Colesterol total",
		"TOTG 75 g – 120 minutos":                    "Glicose 2 h após 75 g",
		"Anticorpos anti-tireoperoxidase (anti-TPO)": "Anti-TPO", "TOXOPLASMOSE – ANTICORPOS IgG": "Toxoplasmose IgG",
	} {
		if got, ok := CanonicalMarker(in); !ok || got != want {
			t.Errorf("CanonicalMarker(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"Paciente", "Glicemia pós-prandial", "Glicemia capilar", "Proteínas", ""} {
		if got, ok := CanonicalMarker(in); ok {
			t.Errorf("CanonicalMarker(%q) = %q, want unknown", in, got)
		}
	}
	ms := Markers()
	for i := 1; i < len(ms); i++ {
		if ms[i-1] >= ms[i] {
			t.Fatalf("Markers not sorted: %q >= %q", ms[i-1], ms[i])
		}
	}
	for _, m := range ms {
		if c, ok := CanonicalMarker(m); !ok || c != m {
			t.Errorf("canonical name %q maps to %q", m, c)
		}
	}
}

func TestLabLines(t *testing.T) {
	for _, c := range []struct {
		line, marker, unit, flag string
		value                    float64
	}{
		{"Hemoglobina ....... 12,8 g/dL (12,0 a 15,5)", "Hemoglobina", "g/dL", "normal", 12.8},
		{"Plaquetas ....... 243.000 /mm³", "Plaquetas", "/mm³", "", 243000},
		{"Glicose 131 mg/dL 70 - 99", "Glicose", "mg/dL", "high", 131},
		{"Hemoglobina Glicada (HbA1c) 6,4 Y% 4,0a 5,6", "Hemoglobina glicada", "%", "high", 6.4},
		{"TSH 3,10 HUI/mL 0,45 a 4,50", "TSH", "µUI/mL", "normal", 3.1},
		{"Lipase 45 U/L 13 a 60", "Lipase", "U/L", "normal", 45},
		{"Hematócrito 35,2 Yo 39,0 a 50,0", "Hematócrito", "%", "low", 35.2}, // "%" in light type
		{"Leucócitos 7.900 Immê 3.600 a 11.000", "Leucócitos", "/mm³", "normal", 7900},
	} {
		labs := Extract(c.line).Labs
		if len(labs) != 1 || labs[0].Marker != c.marker || labs[0].Unit != c.unit || labs[0].Flag != c.flag || labs[0].Value != c.value {
			t.Errorf("%q → %+v", c.line, labs)
		}
	}
	for _, line := range []string{
		"Exame Resultado Unidade Valor de referência",
		"Glicemia capilar 231 mg/dL",
		"SatO2 97% em ar ambiente",
		"Homens: 13,5 a 17,5 g/dL",
		"PA 152/94 mmHg, FC 82 bpm, peso 78 kg",
		"Paciente: Maria Idade: 64 anos Sexo: Feminino",
		"Rua Vergueiro, 1421 - Vila Mariana",
	} {
		if labs := Extract(line).Labs; len(labs) != 0 {
			t.Errorf("%q → %+v, want none", line, labs)
		}
	}
}

func TestClinicalNegations(t *testing.T) {
	f := Extract("Nega alergias.\nNega tabagismo e etilismo.\nOrientada atividade física.\nAntecedentes familiares: mãe com diabetes, pai tabagista.")
	if len(f.Allergies) != 0 || len(f.Conditions) != 0 {
		t.Errorf("negations gave %+v %+v", f.Allergies, f.Conditions)
	}
	want := map[string]string{"smoking": "não tabagista", "alcohol": "não etilista"}
	if len(f.Factors) != len(want) {
		t.Fatalf("factors %+v", f.Factors)
	}
	for _, x := range f.Factors {
		if want[x.Kind] != x.Value {
			t.Errorf("factor %+v", x)
		}
	}
}

func TestExtractNeverPanics(t *testing.T) {
	for _, s := range []string{"", "\f", "RESULTADO:", "GLICOSE\nRESULTADO: ", "Alergias:", "HD:\n1.", strings.Repeat("Glicose ", 1000), "\xff\xfe(((", "1. 5 mg"} {
		_ = Extract(s)
	}
}

// A report that prints each result in conventional and SI units side by side gives both, the
// second marked OtherUnit with its own reference.
func TestResultInTwoUnits(t *testing.T) {
	labs := Extract("Coleta 19/08/2025 07:40 - jejum de 12 h\n" +
		"Glicose 98 mg/dL 5,44 mmol/L 70 - 99 mg/dL 3,9 - 5,5 mmol/L\n" +
		"Creatinina 0,84 mg/dL 74 µmol/L 0,50 - 0,90 mg/dL 44 - 80 µmol/L\n" +
		"Ureia 31 mg/dL 40 mg/dL\n").Labs
	type row struct {
		loinc, value, unit, ref string
		other                   bool
	}
	var got []row
	for _, l := range labs {
		got = append(got, row{l.LOINC, l.ValueText, l.Unit, l.RefText, l.OtherUnit})
		if l.CollectedAt == nil || l.CollectedAt.Format("2006-01-02") != "2025-08-19" {
			t.Errorf("%s %s: collected %v, want 2025-08-19 (a bare 'Coleta <date>')", l.Marker, l.ValueText, l.CollectedAt)
		}
	}
	want := []row{
		{"2345-7", "98", "mg/dL", "70 - 99", false}, {"14749-6", "5,44", "mmol/L", "3,9 - 5,5", true},
		{"2160-0", "0,84", "mg/dL", "0,50 - 0,90", false}, {"14682-9", "74", "µmol/L", "44 - 80", true},
		{"3091-6", "31", "mg/dL", "", false}, // 40 mg/dL is not the same quantity in another unit
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("labs\n got %v\nwant %v", got, want)
	}
}

// Tables printed across the page: names over units over values, an evolution table with a row
// per collection, and cards whose values sit above their names.
func TestBands(t *testing.T) {
	for name, tc := range map[string]struct{ text, want string }{
		"names, units, values": {
			"Data da coleta: 20/10/2025\nHemácias Hemoglobina Hematócrito VCM\n(milhões/mm³) (g/dL) (%) (fL)\n5,92 10,9 34,6 58,4\n",
			"789-8 5,92 milhões/mm³ 2025-10-20|718-7 10,9 g/dL 2025-10-20|4544-3 34,6 % 2025-10-20|787-2 58,4 fL 2025-10-20",
		},
		"a row per collection": {
			"Data/hora Hb Creatinina Potássio\nda coleta g/dL mg/dL mEq/L\n02/06/25 05:40 10,8 2,84 5,6\n03/06/25 05:35 10,8 2,51 —\n",
			"718-7 10,8 g/dL 2025-06-02|2160-0 2,84 mg/dL 2025-06-02|2823-3 5,6 mEq/L 2025-06-02|718-7 10,8 g/dL 2025-06-03|2160-0 2,51 mg/dL 2025-06-03",
		},
		"what OCR leaves of rules and garbled units": {
			"Data/hora Hb Leucócitos Creatinina Potássio |\nda coleta g/dL imm? mg/dL mEqg/L\n02/06/25 05:40 10,8 18.420 | 2,84 5,6\n| 03/06/25 05:35 . 10,2 16.150 2,51 ! —\n",
			"718-7 10,8 g/dL 2025-06-02|6690-2 18.420 /mm³ 2025-06-02|2160-0 2,84 mg/dL 2025-06-02|2823-3 5,6 mEq/L 2025-06-02|718-7 10,2 g/dL 2025-06-03|6690-2 16.150 /mm³ 2025-06-03|2160-0 2,51 mg/dL 2025-06-03",
		},
		"values above names": {
			"Coleta: 27/03/2025\n18,2 U/mL 3,1 ng/mL 2,21 µUI/mL\nCA 19-9 Alfafetoproteína TSH\naté 37,0 U/mL até 7,0 ng/mL 0,27 a 4,20\n",
			"24108-3 18,2 U/mL 2025-03-27|1834-1 3,1 ng/mL 2025-03-27|3016-3 2,21 µUI/mL 2025-03-27",
		},
	} {
		t.Run(name, func(t *testing.T) {
			var got []string
			for _, l := range Extract(tc.text).Labs {
				d := ""
				if l.CollectedAt != nil {
					d = l.CollectedAt.Format("2006-01-02")
				}
				got = append(got, l.LOINC+" "+l.ValueText+" "+l.Unit+" "+d)
			}
			if g := strings.Join(got, "|"); g != tc.want {
				t.Errorf("labs\n got %s\nwant %s", g, tc.want)
			}
		})
	}
}
