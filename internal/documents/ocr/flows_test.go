package ocr

import (
	"slices"
	"strings"
	"testing"
)

// words lays out text as glyphs from x on baseline y, 5 units a character at size 10, one
// text object per call.
func words(gs []glyph, x, y float64, text string) []glyph {
	obj := len(gs)
	for _, r := range text {
		gs = append(gs, glyph{x: x, y: y, w: 5, size: 10, s: string(r), seq: len(gs), obj: obj})
		x += 5
	}
	return gs
}

// Two exam blocks side by side whose lines fall between each other's (the right block's half a
// line lower) read block after block, not line by line: "METABOLISMO DO FERRO", "VITAMINAS",
// "Ferro sérico", "Vitamina B12", "38 µg/dL", "286 pg/mL", ...
func TestSideBySideFlowsReadOneAfterTheOther(t *testing.T) {
	var gs []glyph
	left := []string{"METABOLISMO DO FERRO", "Ferro sérico", "38 µg/dL", "Ref.: 50 a 170 µg/dL", "Ferritina", "8,2 ng/mL", "Ref.: 15 a 150 ng/mL"}
	right := []string{"VITAMINAS", "Vitamina B12", "286 pg/mL", "Ref.: 197 a 771 pg/mL", "Ácido fólico", "12,4 ng/mL"}
	for i, l := range left {
		gs = words(gs, 40, 700-float64(i)*14, l)
	}
	for i, l := range right {
		gs = words(gs, 300, 693-float64(i)*14, l)
	}
	got := layoutText(gs)
	want := strings.Join(append(append([]string{}, left...), right...), "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// Two columns of exam cards whose lines nearly line up (the right column's a little lower, so
// most lines join one line of each) still read column after column: few lines hold text on one
// side only, but the two sides of nearly every joined line sit on baselines of their own, which a
// table's row never does.
func TestCardColumnsOnNearbyBaselinesReadOneAfterTheOther(t *testing.T) {
	var gs []glyph
	// an empty string is a line the column leaves empty
	left := []string{"IGF-1 (SOMATOMEDINA C)", "Material: Soro", "Resultado: 312 ng/mL", "Valores de referência:", "5 a 6 anos 52 a 297 ng/mL",
		"", "7 a 8 anos 64 a 345 ng/mL", "9 a 10 anos 88 a 450 ng/mL", "PROTEÍNA LIGADORA 3", "Material: Soro", "Resultado: 4,8 µg/mL",
		"", "HORMÔNIO DO CRESCIMENTO", "Material: Soro", "Resultado: 0,05 ng/mL", "Valores de referência:", "Pico superior a 5,0 ng/mL", "LH"}
	right := []string{"HORMÔNIO FOLÍCULO-ESTIMULANTE", "Material: Soro", "Valores de referência:", "", "Pré-púbere 0,3 a 4,6 mUI/mL",
		"Tanner 2 a 3 1,0 a 7,4 mUI/mL", "Tanner 4 a 5 1,5 a 8,4 mUI/mL", "Resultado: 3,1 mUI/mL", "ESTRADIOL", "Material: Soro",
		"Resultado: 28 pg/mL", "Tanner 2 10 a 49 pg/mL", "TESTOSTERONA TOTAL", "Material: Soro", "", "Resultado: 14 ng/dL", "Tanner 2 a 3 7 a 28 ng/dL", "SDHEA"}
	for i, l := range left {
		if l != "" {
			gs = words(gs, 40, 700-float64(i)*14, l)
		}
	}
	for i, l := range right {
		if l != "" {
			gs = words(gs, 300, 697-float64(i)*14, l)
		}
	}
	got := layoutText(gs)
	want := strings.Join(slices.DeleteFunc(append(append([]string{}, left...), right...), func(s string) bool { return s == "" }), "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// A table whose value cells sit a little off their names' baseline (a generator that centres
// each cell in its row), with a reference under each name and a note beside it on lines of their
// own, is still a table: half its lines with text on both sides are a name beside its value.
func TestTableWithCellsOffTheBaselineIsNoFlows(t *testing.T) {
	var gs []glyph
	rows := [][3]string{ // name, value (1.5 units lower), the note on a line of its own
		{"Glicose", "108 * mg/dL", "Faixa: Glicemia alterada"},
		{"Hemoglobina A1c", "6,1 * %", "Faixa: Pré-diabetes"}, // a digit in a name
		{"T4 livre", "1,18 ng/dL", "Faixa: Normal"},
		{"T3 total", "112 ng/dL", "Faixa: Normal"},
		{"Colesterol HDL", "39 * mg/dL", "Faixa: Baixo"},
	}
	var want []string
	y := 700.0
	for _, r := range rows {
		gs = words(gs, 40, y, r[0])
		gs = words(gs, 200, y-1.5, r[1])
		gs = words(gs, 320, y-9, r[2])
		gs = words(gs, 40, y-18, "Ref.: 70 a 99")
		want = append(want, r[0]+" "+r[1], r[2], "Ref.: 70 a 99")
		y -= 28
	}
	if got := layoutText(gs); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}

// A table keeps its rows whole: its cells share a baseline, even where a name or a reference
// wraps onto a line of its own on either side of a wide gap.
func TestTableRowsAreNoFlows(t *testing.T) {
	var gs []glyph
	rows := [][2]string{
		{"Exame Resultado", "Valores de referência"},
		{"Glicose 92 mg/dL", "Normal: inferior a 100 mg/dL"},
		{"", "Diabetes: igual ou superior a 126"},
		{"Hemoglobina glicada 5,9 %", "Normal: inferior a 5,7 %"},
		{"", "Pré-diabetes: 5,7 a 6,4 %"},
		{"Volume plaquetário 10,1 fL", "7,4 a 10,4 fL"},
		{"médio (VPM)", ""},
		{"Razão albumina/ 12 mg/g", "Inferior a 30 mg/g"},
		{"creatinina", ""},
	}
	var want []string
	for i, r := range rows {
		y := 700 - float64(i)*14
		if r[0] != "" {
			gs = words(gs, 40, y, r[0])
		}
		if r[1] != "" {
			gs = words(gs, 300, y, r[1])
		}
		want = append(want, strings.TrimSpace(r[0]+" "+r[1]))
	}
	if got := layoutText(gs); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}

// A serology table whose result cells sit a little off their names' baseline (a generator that
// places each cell on its own) is a table too when its values are words: "HBsAg CMIA" beside
// "Não reagente" is a name beside its value, as "Anti-HBs CMIA" beside "8,2 mUI/mL" is; so is a
// name with a year in brackets, "TFGe (CKD-EPI 2021)".
func TestTableOfQualitativeResultsIsNoFlows(t *testing.T) {
	var gs []glyph
	rows := [][2]string{ // name and method, then the result and its reference a unit lower
		{"Exame Método", "Resultado Referência"},
		{"HIV 1 e 2 - antígeno p24 e CMIA", "Não reagente Não reagente"},
		{"anticorpos (4ª geração)", ""},
		{"HBsAg CMIA", "Não reagente Não reagente"},
		{"Anti-HBs CMIA", "8,2 mUI/mL Inferior a 10: não imune"},
		{"", "Igual ou superior a 10: imune"},
		{"Anti-HBc total CMIA", "Negativo Negativo"},
		{"TFGe (CKD-EPI 2021) cálculo", "64 mL/min Superior a 60"},
		{"", "Reagente: igual ou superior a 1,00"},
		{"SÍFILIS - Material: soro", ""},
		{"VDRL Floculação", "Não reagente Não reagente"},
	}
	var want []string
	for i, r := range rows {
		y := 700 - float64(i)*14
		if r[0] != "" {
			gs = words(gs, 40, y, r[0])
		}
		if r[1] != "" {
			off := 1.0
			if i == 0 {
				off = 0
			}
			gs = words(gs, 300, y-off, r[1])
		}
		want = append(want, strings.TrimSpace(r[0]+" "+r[1]))
	}
	if got := layoutText(gs); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}
