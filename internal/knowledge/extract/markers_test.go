package extract

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// loincValid checks a LOINC code's form and its mod-10 check digit.
func loincValid(code string) bool {
	num, check, ok := strings.Cut(code, "-")
	if !ok || len(num) == 0 || len(num) > 7 || len(check) != 1 {
		return false
	}
	sum := 0
	for i := range num {
		d := int(num[len(num)-1-i] - '0')
		if d < 0 || d > 9 {
			return false
		}
		if i%2 == 0 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return strconv.Itoa((10-sum%10)%10) == check
}

// The synonym table: at least 120 markers, unique names, codes and synonyms, valid LOINC check
// digits, canonical units the converter reads (and spells as the table does), twins that exist.
func TestMarkerTable(t *testing.T) {
	table := MarkerTable()
	if len(table) < 120 {
		t.Errorf("%d markers, want at least 120", len(table))
	}
	names, codes, syns := map[string]bool{}, map[string]string{}, map[string]string{}
	for _, m := range table {
		if names[m.Name] {
			t.Errorf("duplicate marker %q", m.Name)
		}
		names[m.Name] = true
		if m.LOINC == "" {
			t.Errorf("%s: no LOINC code", m.Name)
		}
		if m.LOINC != "" {
			if !loincValid(m.LOINC) {
				t.Errorf("%s: LOINC %q fails its check digit", m.Name, m.LOINC)
			}
			if other, dup := codes[m.LOINC]; dup {
				t.Errorf("LOINC %s on %s and %s", m.LOINC, other, m.Name)
			}
			codes[m.LOINC] = m.Name
		}
		for kind, code := range map[string]string{"presence": m.PresenceLOINC, "molar": m.MolarLOINC, "mass": m.MassLOINC,
			"count": m.CountLOINC, "gas": m.GasLOINC, "gas molar": m.GasMolarLOINC, "fasting": m.FastingLOINC, "fasting molar": m.FastingMolarLOINC, "direct": m.DirectLOINC} {
			if code != "" && !loincValid(code) {
				t.Errorf("%s: %s LOINC %q fails its check digit", m.Name, kind, code)
			}
		}
		if !KnownUnit(m.Unit) {
			t.Errorf("%s: canonical unit %q unknown to the converter", m.Name, m.Unit)
		}
		if m.Unit != "" && NormalizeUnit(m.Unit) != m.Unit {
			t.Errorf("%s: canonical unit %q normalises to %q", m.Name, m.Unit, NormalizeUnit(m.Unit))
		}
		if c, ok := ToCanonical(m.Name, 1, m.Unit); !m.Qualitative && (!ok || c.Value != 1) {
			t.Errorf("%s: 1 %s → %v %v", m.Name, m.Unit, c, ok)
		}
		if len(m.Synonyms) == 0 && len(m.local) == 0 {
			t.Errorf("%s: no synonyms", m.Name)
		}
		for _, s := range m.Synonyms {
			k := markerKey(s)
			if other, dup := syns[k]; dup {
				t.Errorf("synonym %q of %s is also %s's", s, m.Name, other)
			}
			syns[k] = m.Name
		}
		for _, twin := range []string{m.Percent, m.Urine, m.Alt} {
			if _, ok := Marker(twin); twin != "" && !ok {
				t.Errorf("%s: twin %q not in the table", m.Name, twin)
			}
		}
	}
}

// Conversions to the canonical unit, with the factors labs print.
func TestToCanonical(t *testing.T) {
	for _, c := range []struct {
		marker, unit string
		v, want      float64
	}{
		{"Glicose", "mmol/L", 6.1, 109.898}, {"Glicose", "mg/dl", 126, 126}, {"Glicose", "g/L", 1.26, 126},
		{"Colesterol total", "mmol/L", 5, 193.325}, {"HDL", "mmol/l", 1.2, 46.398}, {"LDL", "mmol/L", 3, 115.995},
		{"Triglicerídeos", "mmol/L", 1.7, 150.569}, {"Creatinina", "µmol/L", 88.4, 0.999472},
		{"Creatinina", "umol/l", 106, 1.19837}, {"Ureia", "mmol/L", 5, 30.03}, {"BUN", "mmol/L", 5, 14.007},
		{"Hemoglobina", "g/L", 135, 13.5}, {"Hemoglobina", "mmol/L", 8.4, 13.5361},
		{"Leucócitos", "x10³/µL", 7.1, 7100}, {"Leucócitos", "10^3/uL", 7.1, 7100}, {"Leucócitos", "/µL", 7100, 7100},
		{"Leucócitos", "x10^9/L", 7.1, 7100}, {"Plaquetas", "mil/mm³", 243, 243000}, {"Plaquetas", "10³/mm3", 243, 243000},
		{"Hemácias", "x10^6/µL", 4.5, 4.5}, {"Hemácias", "10^12/L", 4.5, 4.5}, {"Hemácias", "/mm³", 4500000, 4.5},
		{"Hemoglobina glicada", "mmol/mol", 48, 6.54198}, {"Potássio", "mmol/L", 4.2, 4.2},
		{"Cálcio", "mmol/L", 2.5, 10.0195}, {"Cálcio ionizado", "mg/dL", 4.8, 1.19767}, {"Magnésio", "mEq/L", 1.7, 2.06593},
		{"TSH", "mUI/L", 2.5, 2.5}, {"TSH", "uUI/ml", 2.5, 2.5}, {"T4 livre", "pmol/L", 15, 1.16528},
		{"Vitamina D", "nmol/L", 75, 30.024}, {"Vitamina B12", "pmol/L", 300, 406.611}, {"Ácido úrico", "µmol/L", 300, 5.04330},
		{"Bilirrubina total", "µmol/L", 17.1, 0.999761}, {"Ferro sérico", "µmol/L", 15, 83.7675}, {"PCR", "mg/dL", 0.3, 3},
		{"Hematócrito", "L/L", 0.42, 42}, {"TFG", "mL/min/1,73m²", 72, 72}, {"Tempo de protrombina", "seg", 12.5, 12.5},
		{"pCO2", "kPa", 5.3, 39.7533}, {"AST", "µkat/L", 0.5, 30}, {"INR", "", 1.1, 1.1},
	} {
		got, ok := ToCanonical(c.marker, c.v, c.unit)
		if !ok || math.Abs(got.Value-c.want) > 1e-3*math.Abs(c.want) {
			t.Errorf("%s %v %s → %v %v, want %v", c.marker, c.v, c.unit, got, ok, c.want)
		}
	}
	for _, c := range []struct{ marker, unit string }{
		{"Glicose", "U/L"}, {"Insulina", "pmol/L"}, {"Desconhecido", "mg/dL"}, {"HBsAg", ""}, {"Glicose", "xyz"},
	} {
		if got, ok := ToCanonical(c.marker, 1, c.unit); ok {
			t.Errorf("%s in %q converted to %v", c.marker, c.unit, got)
		}
	}
	low, high := ConvertReference("Glicose", fp(3.9), fp(5.5), "mmol/L")
	if math.Abs(*low-70.2624) > 0.01 || math.Abs(*high-99.088) > 0.01 {
		t.Errorf("reference 3,9–5,5 mmol/L → %v–%v", *low, *high)
	}
}

func TestNormalizeUnit(t *testing.T) {
	for in, want := range map[string]string{
		"mg/dl": "mg/dL", "MG/DL": "mg/dL", "uUI/ml": "µUI/mL", "µUI/mL": "µUI/mL", "mEq/l": "mEq/L",
		"/mm3": "/mm³", "mil/mm3": "mil/mm³", "x10^3/uL": "10³/µL", "10³/µL": "10³/µL", "seg": "s", "fl": "fL",
		"U/l": "U/L", "mcg/dL": "µg/dL", "mL/min/1,73m2": "mL/min/1,73 m²", "milhões/mm³": "milhões/mm³", "xyz": "xyz",
	} {
		if got := NormalizeUnit(in); got != want {
			t.Errorf("NormalizeUnit(%q) = %q, want %q", in, got, want)
		}
	}
}
