package extract

import (
	"fmt"
	"strings"
	"testing"
)

// A cumulative report dates each value by its column; "—" is a collection without the exam;
// a quoted earlier result or the next collection does not date the report.
func TestCumulativeTableAndCollectionDates(t *testing.T) {
	text := "Data da coleta: 10/03/2025 07:20\n" +
		"Exame Unidade 14/03/25 12/03/25 Valores de referência\n06:10 05:55\n" +
		"Hemoglobina g/dL 9,8 ↓ 10,4 ↓ 13,0 a 17,0\n" +
		"TGO (AST) 24 — U/L Inferior a 40 U/L\n" +
		"\n" +
		"Resultado anterior — Hemoglobina glicada: 5,9 % (coleta em 10/10/2024)\n" +
		"Sugere-se nova coleta em 02/05/2025.\n" +
		"Glicose 92 mg/dL 70 a 99\n" +
		"Coleta: 19/fev/2025 07:52\n" +
		"Creatinina 0,8 mg/dL 0,5 a 0,9\n" +
		"Data/Hora da coleta26/05/2025 07:32\n" +
		"Ureia 30 mg/dL 15 a 40\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Hemoglobina=9,8@2025-03-14", "Hemoglobina=10,4@2025-03-12", "AST=24@2025-03-14", "Hemoglobina glicada=5,9@2024-10-10",
		"Glicose=92@2025-03-10", "Creatinina=0,8@2025-02-19", "Ureia=30@2025-05-26"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Tesseract has no arrow glyphs: it reads a flag's arrow beside a value as "1", "|", "14" or "7",
// apart or glued to the value. In a scan those are not cells nor digits of the value; a row that
// prints more decimals than its reference is left as printed.
func TestCumulativeRowArrowsReadAsDigits(t *testing.T) {
	text := "Exame Unidade 14/03/25 12/03/25 10/03/25 Valores de referência\n" +
		"Ureia mg/dL 86 1 104 1 1211 15a45\n" +
		"Sódio mEq/L 134 1 13114 129 | 135a 145\n" +
		"Cálcio total mg/dL 8,31 8,114 8,0 1 8,6a10,3\n" +
		"Creatinina mg/dL 0,81 0,9 1,02 0,7 a 1,2\n" +
		"Fósforo mg/dL 5,11 5,8 1 — 2,5a4,5\n" // an empty cell's dash counts among the cells
	got := describeLabs(ExtractScanned(text), valueOn("01-02"))
	want := []string{"Ureia=86@03-14", "Ureia=104@03-12", "Ureia=121@03-10", "Sódio=134@03-14", "Sódio=131@03-12", "Sódio=129@03-10",
		"Cálcio=8,3@03-14", "Cálcio=8,1@03-12", "Cálcio=8,0@03-10",
		"Creatinina=0,81@03-14", "Creatinina=0,9@03-12", "Creatinina=1,02@03-10", "Fósforo=5,1@03-14", "Fósforo=5,8@03-12"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	// a text layer's "4" is a value, whatever follows the row's cells
	got = describeLabs(Extract("Exame Unidade 14/03/25 12/03/25 10/03/25 Valores de referência\nPotássio mEq/L 4,5 4,1 4 1 3,5 a 5,1\n"),
		func(l Lab) string { return l.ValueText })
	if strings.Join(got, " ") != "4,5 4,1 4" {
		t.Errorf("text layer: got %q, want 4,5 4,1 4", got)
	}
}

// On a scan, a flag's arrow between cumulative cells comes out as a speck of a letter or two
// ("'", "l", "É", "NE") or as a dash; the row is read when its numbers match the dates. A real
// empty cell's dash stays one, and so does a range's "a" or a dash before a garbled reference.
func TestScannedCumulativeArrowsReadAsSpecks(t *testing.T) {
	text := "Exame Unid. | 12/03/25 13/03/25 14/03/25 15/03/25 Ref.\n" +
		"Hemoglobina g/dL 9,8 ' 9,1 l 8,7 9,4 12,0-16,0\n" +
		"Leucócitos Imm? 18.400 — 21.300 15.900 11.200 4.000-11.000 |\n" +
		"Procalcitonina ng/mL 12,6 — 14,8 — <0,5\n" +
		"Exame Unidade 13/01/25 10/02/25 10/03/25 Referência\n" +
		"Creatinina 2,14 | 1,86 É 1,52 | mg/dL 0,70 a 1,30\n" +
		"PTH intacto pg/mL — — 684* 150 - 600\n" +
		"Ferro sérico ug/dl 58* - 71 65 (meta)\n" // "65 a 175" garbled: the dash is an empty cell's
	got := describeLabs(ExtractScanned(text), valueOn("01-02"))
	want := []string{"Hemoglobina=9,8@03-12", "Hemoglobina=9,1@03-13", "Hemoglobina=8,7@03-14", "Hemoglobina=9,4@03-15",
		"Leucócitos=18.400@03-12", "Leucócitos=21.300@03-13", "Leucócitos=15.900@03-14", "Leucócitos=11.200@03-15",
		"Procalcitonina=12,6@03-12", "Procalcitonina=14,8@03-14",
		"Creatinina=2,14@01-13", "Creatinina=1,86@02-10", "Creatinina=1,52@03-10",
		"PTH=684@03-10", "Ferro sérico=58@01-13", "Ferro sérico=71@03-10"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A newborn's bilirubin series: each row its collection date, the hours of life and a risk zone
// beside the values; a delta-check report prints the earlier result with its own date; a result
// dated without a year takes the year of the collection before it; "do RN" says whose blood.
func TestDatedLayoutsOfHospitalReports(t *testing.T) {
	text := "Coleta: 09/06/2026 22:00\n" +
		"Coleta Horas Bilirrubina total Bilirrubina direta Bilirrubina indireta Zona de risco (Bhutani)\n" +
		"de vida (mg/dL) (mg/dL) (mg/dL)\n" +
		"09/06/2026 22:00 24 7,8 0,4 7,4 Intermediário-alto\n" +
		"10/06/2026 10:00 36 11,9 0,5 11,4 Alto risco (> p95)\n" +
		"Grupo sanguíneo (ABO) do RN A Mãe: O (informado no pedido)\n" +
		"Coombs direto Positivo (1+) Poliespecífico\n" +
		"Albumina 3,2 g/dL 2,8 a 4,4 - coleta 10/06 10:00\n" +
		"Exame Atual Unidade Anterior Coleta anterior Δ Δ% Lim. Delta Referência\n" +
		"Creatinina 3,42 mg/dL 2,61 13/05/2026 05:45 +0,81 +31,0 20% DELTA 0,70-1,20\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Bilirrubina total=7,8@2026-06-09", "Bilirrubina direta=0,4@2026-06-09", "Bilirrubina indireta=7,4@2026-06-09",
		"Bilirrubina total=11,9@2026-06-10", "Bilirrubina direta=0,5@2026-06-10", "Bilirrubina indireta=11,4@2026-06-10",
		"Grupo sanguíneo ABO=A@2026-06-09", "Coombs direto=Positivo (1+)@2026-06-09", "Albumina=3,2@2026-06-10",
		"Creatinina=3,42@2026-06-10", "Creatinina=2,61@2026-05-13"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An evolution table may print the time of day the sample was drawn in a column of its own
// before the hours of life ("Data da coleta Hora Vida (h)"): the row's date takes that time, and
// the hours of life are no result.
func TestDatedBandWithClockAndLifeColumns(t *testing.T) {
	text := "Data da coleta Hora Vida (h) Bilirrubina total Bilirrubina direta Bilirrubina indireta Conduta registrada\n" +
		"(mg/dL) (mg/dL) (mg/dL)\n" +
		"11/03/2025 06:10 31 8,42 0,38 8,04 —\n" +
		"12/03/2025 06:30 55 14,86 ↑ 0,45 14,41 ↑ Fototerapia\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Bilirrubina total=8,42@2025-03-11", "Bilirrubina direta=0,38@2025-03-11", "Bilirrubina indireta=8,04@2025-03-11",
		"Bilirrubina total=14,86@2025-03-12", "Bilirrubina direta=0,45@2025-03-12", "Bilirrubina indireta=14,41@2025-03-12"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A chest-pain protocol prints each troponin with its unit and the differences after them; a
// troponin in ng/L is the high-sensitivity assay's.
func TestSerialTroponinWithUnitsInCells(t *testing.T) {
	text := "Exame 0 h 1 h 3 h Δ 0-1 h Δ 0-3 h Interpretação\n" +
		"21/10/2026 22:40 21/10/2026 23:42 22/10/2026 01:45 (ng/L) (ng/L)\n" +
		"Troponina I 38 ng/L 96 ng/L 214 ng/L +58 +176 POSITIVO\n"
	got := describeLabs(Extract(text), valueUnitOn("01-02"))
	want := []string{"Troponina I ultrassensível=38 ng/L@10-21", "Troponina I ultrassensível=96 ng/L@10-21", "Troponina I ultrassensível=214 ng/L@10-22"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A stimulation test prints one column per time of its curve, all on the report's day, each
// row's unit on the line below its values.
func TestDynamicTestCurve(t *testing.T) {
	for _, text := range []string{
		"Data do teste / coleta: 10/11/2026\n" +
			"Parâmetro -15 min 0 min 30 min 60 min 90 min 120 min\n(basal) (clonidina)\n" +
			"GH (hormônio do crescimento) 0,4 0,6 1,8 9,8 6,9 4,2\n(ng/mL)\n" +
			"Glicose 88 86 82 79 84 87\n(mg/dL)\n",
		// as Tesseract reads it from a scan
		"Data do teste / coleta: 10/11/2026\n" +
			"Parâmetro -15 min 0 min 30 min 60 min | 90min 120 min |\n(basal) (clonidina)\n" +
			"GH (hormônio do crescimento) 0,4 0,6 1,8 9,8 6,9 4,2\n(ng/mL) .\n" +
			"Glicose | 88 86 82 79 84 87\n(mg/dL) | .\n",
	} {
		got := describeLabs(Extract(text), valueUnitOn("01-02"))
		want := []string{"GH=0,4 ng/mL@11-10", "GH=0,6 ng/mL@11-10", "GH=1,8 ng/mL@11-10", "GH=9,8 ng/mL@11-10", "GH=6,9 ng/mL@11-10", "GH=4,2 ng/mL@11-10",
			"Glicose=88 mg/dL@11-10", "Glicose=86 mg/dL@11-10", "Glicose=82 mg/dL@11-10", "Glicose=79 mg/dL@11-10", "Glicose=84 mg/dL@11-10", "Glicose=87 mg/dL@11-10"}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("got  %q\nwant %q", got, want)
		}
	}
}

func TestColumnDates(t *testing.T) {
	for line, n := range map[string]int{
		"Exame 10/03/2025 08/01/2025 15/10/2024 Unidade Referência":      3,
		"Exame Unidade 14/03/25 12/03/25 10/03/25 Valores de referência": 3,
		"2025-02-03 2025-02-17": 2, // ISO, under "V1 V2"
		"Exame Unidade 21/mar/2025 18/0ut/2024 05/abr/2024 Referência":                                         3, // the month named, a scan's zero for an o
		"Exame a 05/11/2024 12/08/2024 Unidade Valor de referência":                                            2, // a scan's debris before the first
		"Data da coleta: 14/03/2025 Liberação: 15/03/2025 14:22":                                               0, // one date is not a table
		"Nascimento: 27/04/1963 Coleta: 10/03/2025 Pedido 2503140457":                                          0,
		"Recebido 07.04.25 09:40 Emitido 08.04.25 16:22":                                                       0, // a header's fields
		"Relatório de resultados seriados - amostras de 03/06/2025 a 05/06/2025 - emitido em 05/06/2025 09:12": 0, // a sentence
	} {
		if got := len(columnDates(line)); got != n {
			t.Errorf("columnDates(%q) has %d dates, want %d", line, got, n)
		}
	}
}

// An analyser printout puts a parameter code before the name and a flag after the value; a
// chemistry row may start with its own collection date and time.
func TestAnalyserRowsAndRowDates(t *testing.T) {
	text := "Coleta: 10/02/2025 05:40\n" +
		"WBC Leucócitos 14,62 ×10⁹/L H 4,00 - 10,00\nMCV VCM 88,7 fL 80,0 - 100,0\n" +
		"NEUT% Neutrófilos % 82,2 % H 40,0 - 75,0\n" +
		"09/02/2025 20:15 Creatinina 121 µmol/L 62 a 106 µmol/L\n"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, l.Marker+"="+l.ValueText+" "+l.RefText+"@"+l.CollectedAt.Format("2006-01-02"))
	}
	want := []string{"Leucócitos=14,62 4,00 - 10,00@2025-02-10", "VCM=88,7 80,0 - 100,0@2025-02-10",
		"Neutrófilos (%)=82,2 40,0 - 75,0@2025-02-10", "Creatinina=121 62 a 106@2025-02-09"}
	if strings.Join(got, " | ") != strings.Join(want, " | ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Analyser abbreviations: dotted initialisms, "#"/"%" codes, a blood-gas pH with a decimal point.
func TestAnalyserAbbreviations(t *testing.T) {
	text := "C.H.C.M. 32,2 g/dL 31 a 36\nNEU# 9,06 10^3/uL 1,8 - 7,7\nLYM% 15,3 % 20 - 45\n" +
		"Metamielócitos 1 % 12 /mm³ 0 a 1\nGASOMETRIA ARTERIAL\npH 7.318 7.35 - 7.45\nLac 3.1 mmol/L 0.5 - 1.6\n"
	got := labSummaries(text)
	want := []string{"CHCM=32.2 g/dL (786-4)", "Neutrófilos=9.06 10^3/uL (751-8)", "Linfócitos (%)=15.3 % (736-9)",
		"Metamielócitos (%)=1 % (28541-1)", "Metamielócitos=12 /mm³ (30433-7)", "pH sanguíneo=7.318 (2744-1)", "Lactato=3.1 mmol/L (2518-9)"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A block whose result line gives several labelled measures of the exam in its heading, and a
// capitalised name that goes on below its value.
func TestLabelledResultsAndCapitalContinuation(t *testing.T) {
	text := "TEMPO DE PROTROMBINA (TP / TAP)\nMaterial: plasma citratado\n" +
		"RESULTADO: Tempo: 15,8 segundos Atividade: 64 % RNI: 1,32\n" +
		"TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)\nRESULTADO: Tempo: 41,2 s Relação: 1,33\n" +
		"\nCAPACIDADE TOTAL DE 310 ug/dL 250 a 450 ug/dL\nLIGAÇÃO DO FERRO (CTLF)\n"
	got := labSummaries(text)
	want := []string{"Tempo de protrombina=15.8 segundos (5902-2)", "Atividade de protrombina=64 % (5894-1)", "INR=1.32 (6301-6)",
		"TTPA=41.2 s (14979-9)", "TTPA relação=1.33 (63561-5)", "Capacidade total de ligação do ferro=310 ug/dL (2500-7)"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A serial exam prints the sample and its own collection date and time between name and value.
func TestRowWithItsOwnDateAfterTheName(t *testing.T) {
	text := "Coleta: 13/03/2025 23:40\nExame Coleta Resultado Unid. Referência\n" +
		"Troponina I – 2ª amostra (3 h) 14/03/25 02:45 0,46 ng/mL inferior a 0,04\n"
	labs := Extract(text).Labs
	if len(labs) != 1 || labs[0].Value != 0.46 || labs[0].CollectedAt.Format("2006-01-02") != "2025-03-14" {
		t.Errorf("got %+v", labs)
	}
}

// A hyphenated name wrapped below its value, with the row's reference after the rest of the
// name; a second column whose name starts with a short word.
func TestHyphenatedWrapAndShortSecondColumnName(t *testing.T) {
	text := "Hormônio folículo- 6,2 mUI/mL Fase folicular: 3,5 a 12,5 mUI/mL\n" +
		"estimulante (FSH) Pico ovulatório: 4,7 a 21,5 mUI/mL\n\n" +
		"Ferritina 18,6 ng/mL T4 livre 1,04 ng/dL\n"
	got := labSummaries(text)
	want := []string{"FSH=6.2 mUI/mL (15067-2)", "Ferritina=18.6 ng/mL (2276-4)", "T4 livre=1.04 ng/dL (3024-7)"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// labSummaries summarises every result Extract reads from text (labSummary).
func labSummaries(text string) []string { return describeLabs(Extract(text), labSummary) }

// describeLabs describes each result of f, in order.
func describeLabs(f Facts, describe func(Lab) string) []string {
	var out []string
	for _, l := range f.Labs {
		out = append(out, describe(l))
	}
	return out
}

// valueOn describes a result by its marker, printed value and collection date in layout.
func valueOn(layout string) func(Lab) string {
	return func(l Lab) string { return l.Marker + "=" + l.ValueText + "@" + l.CollectedAt.Format(layout) }
}

// valueUnitOn is valueOn with the unit after the value.
func valueUnitOn(layout string) func(Lab) string {
	return func(l Lab) string {
		return l.Marker + "=" + l.ValueText + " " + l.Unit + "@" + l.CollectedAt.Format(layout)
	}
}

// A signed marker's cumulative cells may be negative, and its reference's bounds signed.
func TestSignedCumulativeRow(t *testing.T) {
	text := "GASOMETRIA ARTERIAL SERIADA\n06/05/2025 07/05/2025\nParâmetro Unidade Intervalo de referência\n" +
		"Excesso de base (BE) mmol/L -13,8 ↓ +1,2 -2,0 – +2,0"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, fmt.Sprintf("%s=%v@%s [%v,%v] %s", l.Marker, l.Value, l.CollectedAt.Format("02/01"), *l.RefLow, *l.RefHigh, l.Flag))
	}
	want := "Excesso de bases=-13.8@06/05 [-2,2] low; Excesso de bases=1.2@07/05 [-2,2] normal"
	if strings.Join(got, "; ") != want {
		t.Errorf("got  %q\nwant %q", strings.Join(got, "; "), want)
	}
}

// A monthly panel dated in its column headers: a row without a unit starts with its empty cells'
// dashes (not a separator after the name), and a dash alone after the last cell is the reference
// column's.
func TestMonthlyColumnsWithEmptyCells(t *testing.T) {
	text := "Exame Unidade 08/01/25 05/02/25 05/03/25 Meta / Ref.\n" +
		"Ureia pré-diálise mg/dL 142 156 138 —\n" +
		"Ferritina ng/mL 412 — 486 200 a 800\n" +
		"HBsAg — — Não reagente Não reagente\n" +
		"Anti-HCV — Reagente Não reagente\n" +
		"Creatinina - mg/dL 2,84 2,31 1,72 0,70 a 1,30\n" + // a dash after the name is a separator when the cells fill the row
		"Plaquetas - 142.000 L 168.000 201.000 150.000 a 450.000\n" +
		"TFG (CKD-EPI 2021) mL/min/1,73m² 84 — 90 Superior a 60\n" + // the equation's year closes its parenthesis
		"CK-MB massa 6,8 ng/mL — 14,2 ng/mL — +7,4 VR: até 5,0 ng/mL\n" // a delta column's dash after the cells
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Ureia=142@2025-01-08", "Ureia=156@2025-02-05", "Ureia=138@2025-03-05", "Ferritina=412@2025-01-08", "Ferritina=486@2025-03-05",
		"HBsAg=Não reagente@2025-03-05", "Anti-HCV=Reagente@2025-02-05", "Anti-HCV=Não reagente@2025-03-05",
		"Creatinina=2,84@2025-01-08", "Creatinina=2,31@2025-02-05", "Creatinina=1,72@2025-03-05",
		"Plaquetas=142.000@2025-01-08", "Plaquetas=168.000@2025-02-05", "Plaquetas=201.000@2025-03-05", "TFG=84@2025-01-08", "TFG=90@2025-03-05",
		"CK-MB massa=6,8@2025-01-08", "CK-MB massa=14,2@2025-03-05"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A hospital system's export dates each row in a collection column that a release column
// follows: the row's collection date is its last date but one.
func TestCollectionColumnBeforeRelease(t *testing.T) {
	text := "Emitido em 13/03/2025 07:42\nExame Resultado Unidade Valores de referência Data/hora da coleta Liberação\n" +
		"Creatinina 1,42 H mg/dL 0,70 a 1,20 11/03/2025 05:50 11/03/2025 08:12\n" +
		"Creatinina 1,21 H mg/dL 0,70 a 1,20 12/03/2025 06:10 12/03/2025 08:40\n" +
		"Fator VIII (atividade) 142 % 50 a 150 11/03/2025 05:50 11/03/2025 15:47\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Creatinina=1,42@2025-03-11", "Creatinina=1,21@2025-03-12", "Fator VIII=142@2025-03-11"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// On a scan, a speck Tesseract reads before a curve row's unit, and the unit with its slash lost
// ("HUImL" for µUI/mL), do not lose the row.
func TestScannedCurveRowSpeckBeforeUnit(t *testing.T) {
	text := "Exame Unidade Basal | 30 min 60 min 90 min 120 min\nInsulina + HUImL | 9,8 74,2 112,6 96,1 81,4\n' Insulina µUI/mL 9,9 74,3 112,7 96,2 81,5\n"
	var got []string
	for _, l := range ExtractScanned(text).Labs {
		got = append(got, l.ValueText+" "+l.Unit)
	}
	want := []string{"9,8 µUI/mL", "74,2 µUI/mL", "112,6 µUI/mL", "96,1 µUI/mL", "81,4 µUI/mL", // and a rule's debris before the name
		"9,9 µUI/mL", "74,3 µUI/mL", "112,7 µUI/mL", "96,2 µUI/mL", "81,5 µUI/mL"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A report's header fields are not a cumulative table's dated columns: "Coleta 13/01/2026 08:14
// Cadastro 12/01/2026" dates nothing below it but the collection.
func TestHeaderFieldsAreNoDateColumns(t *testing.T) {
	text := "Coleta 13/01/2026 08:14 Cadastro 12/01/2026\nEritrócitos 5,12 milhões/mm³ 4,30 a 5,70 Glicose 112mg/dL\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Hemácias=5,12@2026-01-13", "Glicose=112@2026-01-13"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Earlier results in columns after the reference, dated on the line below the header (current
// first), each the line's last cells whatever the reference printed; columns right after the
// result are a cumulative table's, dated by that line. A unit column may come before the result.
func TestEarlierColumnsAfterTheReference(t *testing.T) {
	text := "Marcador Unidade Resultado Referência Anterior Anterior\n14/07/2025 20/01/2025 08/07/2024\n" +
		"CEA ng/mL 3,1 Não fumantes: até 3,8 2,7 2,5\nCA 19-9 U/mL 18,4 até 37,0 inferior a 2,0 11,9\nPSA livre ng/mL 0,92 -- 0,81 0,74\n" +
		"\nExame Unidade Atual Anterior Anterior Referência\n14/07/2025 20/01/2025 08/07/2024\nFerritina ng/mL 31 28 25 15 a 150\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"CEA=3,1@2025-07-14", "CEA=2,7@2025-01-20", "CEA=2,5@2024-07-08", "CA 19-9=18,4@2025-07-14", "CA 19-9=inferior a 2,0@2025-01-20",
		"CA 19-9=11,9@2024-07-08", "PSA livre=0,92@2025-07-14", "PSA livre=0,81@2025-01-20", "PSA livre=0,74@2024-07-08",
		"Ferritina=31@2025-07-14", "Ferritina=28@2025-01-20", "Ferritina=25@2024-07-08"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// The earlier columns' labels may sit above the header row ("Anterior Anterior" over "Exame
// Resultado Unidade Valores de referência" over their dates, as a two-line header cell centred
// beside one-line ones prints), or be the only labels printed (a drawing that leaves the other
// columns unlabelled): the cells after the reference are the earlier results either way.
func TestEarlierColumnsLabelledAboveTheHeader(t *testing.T) {
	text := "Coleta: 22/07/2025 Entrega: 24/07/2025\nGLICEMIA\nAnterior Anterior\nExame Resultado Unidade Valores de referência\n16/07/2024 11/07/2023\n" +
		"Glicose 118 * mg/dL 70 a 99 109 101\nLIPÍDIOS\nAnterior Anterior\n16/07/2024 11/07/2023\nColesterol total 176 mg/dL < 190 209 221\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Glicose=118@2025-07-22", "Glicose=109@2024-07-16", "Glicose=101@2023-07-11",
		"Colesterol total=176@2025-07-22", "Colesterol total=209@2024-07-16", "Colesterol total=221@2023-07-11"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A cumulative row with an empty cell between two values and its reference after them ("388 —
// 421 200 – 500") is read as cells, then reference: the first two numbers joined by the empty
// cell's dash are no reference printed first.
func TestCumulativeEmptyCellBeforeARangeReference(t *testing.T) {
	text := "Exame Unidade 13/01/25 10/02/25 10/03/25 Referência\nFerritina ng/mL 388 — 421 200 – 500\nAlbumina g/dL 3,7 — 3,9 ≥ 3,5\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Ferritina=388@2025-01-13", "Ferritina=421@2025-03-10", "Albumina=3,7@2025-01-13", "Albumina=3,9@2025-03-10"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// After a reference in words ("1,15 a 1,33"), a dash between two cells is an empty column's, and a
// group in parentheses may follow the reference ("30 a 60 (DRC) ng/mL").
func TestCumulativeReferenceFirstThenAnEmptyCell(t *testing.T) {
	text := "Exame Referência Unidade 10/12/2024 11/03/2025 10/06/2025\nCálcio iônico 1,15 a 1,33 mmol/L 1,16 — 1,10 ↓\n" +
		"25-Hidroxivitamina D 30 a 60 (DRC) ng/mL 19,8 ↓ 23,5 ↓ 26,1 ↓\n"
	got := describeLabs(Extract(text), valueOn("2006-01-02"))
	want := []string{"Cálcio ionizado=1,16@2024-12-10", "Cálcio ionizado=1,10@2025-06-10", "Vitamina D=19,8@2024-12-10",
		"Vitamina D=23,5@2025-03-11", "Vitamina D=26,1@2025-06-10"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A cumulative row whose name sits alone on the line above its cells ("TFG estimada" over "42
// 45 50 mL/min/1,73 m²") takes that name and each column's date.
func TestCumulativeRowNamedAbove(t *testing.T) {
	text := "Exame 14/03/2025 10/12/2024 09/09/2024 Unidade Referência\nCreatinina 121 115 106 µmol/L 45 a 84\nTFG estimada\n" +
		"42 45 50 mL/min/1,73 m² superior a 60\nCKD-EPI 2021\nUreia 9,8 9,1 8,0 mmol/L 2,5 a 7,1"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, fmt.Sprintf("%s=%v@%s", l.Marker, l.Value, l.CollectedAt.Format("02/01/06")))
	}
	want := "Creatinina=121@14/03/25; Creatinina=115@10/12/24; Creatinina=106@09/09/24; TFG=42@14/03/25; TFG=45@10/12/24; " +
		"TFG=50@09/09/24; Ureia=9.8@14/03/25; Ureia=9.1@10/12/24; Ureia=8@09/09/24"
	if strings.Join(got, "; ") != want {
		t.Errorf("got  %q\nwant %q", strings.Join(got, "; "), want)
	}
}

// A header that dates its earlier-result columns after the reference ("Valores de referência
// 12/11/2024 03/06/2024") dates each row's last cells; a differential under its own header
// below is the current collection's. A cumulative header may print the unit and reference
// before its dates, and the rows their reference before the cells; column dates may name the
// month ("14/mar/2025") or sit beside a research visit's label ("V1 20/01/25"); a header may
// abbreviate its result column ("RESULT.") and label its earlier one "ANT.".
func TestEarlierColumnsDatedInTheHeader(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Data da coleta: 14/03/2025 07:42\nExame Resultado Unidade Valores de referência 12/11/2024 03/06/2024\nERITROGRAMA Resultados anteriores\n" +
			"Hemoglobina 13,1 * g/dL 13,5 a 17,5 13,4 14,0\nVPM 9,8 fL 9,2 a 12,6 — —\nContagem diferencial Referência (/mm³)\nNeutrófilos 58,2 % 3.981 /mm³ 1.700 a 7.000",
			"Hemoglobina=13.1@14/03/25; Hemoglobina=13.4@12/11/24; Hemoglobina=14@03/06/24; VPM=9.8@14/03/25; Neutrófilos (%)=58.2@14/03/25; Neutrófilos=3981@14/03/25"},
		{"Exame Unid. Ref. 16/02/25 17/02/25 18/02/25\n05:40 06:10 05:55\nCreatinina mg/dL 0,50 - 0,90 1,62 H 1,41 H 1,18 H\nProteína C reativa mg/L < 5,0 148,2 H 96,4 H 41,0 H",
			"Creatinina=1.62@16/02/25; Creatinina=1.41@17/02/25; Creatinina=1.18@18/02/25; PCR=148.2@16/02/25; PCR=96.4@17/02/25; PCR=41@18/02/25"},
		{"CUMULATIVO - ULTIMOS 4 DIAS (coluna da esquerda = coleta mais recente)\nEXAME 14/mar/2025 13/mar/2025 12/mar/2025 11/mar/2025 UNID REF\nHEMOGLOBINA 9,8↓ 9,5↓ 10,2↓ 11,6↓ g/dL 13,0-17,0\nPCR 86↑ 154↑ > 320↑ 212↑ mg/L < 5,0",
			"Hemoglobina=9.8@14/03/25; Hemoglobina=9.5@13/03/25; Hemoglobina=10.2@12/03/25; Hemoglobina=11.6@11/03/25; PCR=86@14/03/25; PCR=154@13/03/25; PCR=320@12/03/25; PCR=212@11/03/25"},
		{"Coleta: 14.03.25 07:10\nEXAME RESULT. UNID. V.REF. ANT. 18.11.24\nHB 12,8 g/dL 12,0-15,5 12,1\nVCM 90,3 fL 80-100 --",
			"Hemoglobina=12.8@14/03/25; Hemoglobina=12.1@18/11/24; VCM=90.3@14/03/25"},
		{"Analito Unidade V1 20/01/25 V2 17/02/25 Faixa ref.\nHemoglobina g/L 128 119 L 120–160",
			"Hemoglobina=128@20/01/25; Hemoglobina=119@17/02/25"},
	} {
		var got []string
		for _, l := range Extract(c.text).Labs {
			day := "undated"
			if l.CollectedAt != nil {
				day = l.CollectedAt.Format("02/01/06")
			}
			got = append(got, fmt.Sprintf("%s=%v@%s", l.Marker, l.Value, day))
		}
		if strings.Join(got, "; ") != c.want {
			t.Errorf("got  %q\nwant %q", strings.Join(got, "; "), c.want)
		}
	}
}

// On a scan, a cumulative row's cells beyond what a living patient's blood reaches lost their
// decimal comma, like a result alone on its line: "53" mmol/L of potassium is 5,3, even where
// the row's reference lost its own.
func TestScannedCumulativeCellsBeyondLife(t *testing.T) {
	text := "Exame 14/03/2025 10/12/2024 09/09/2024 Unidade Referência |\n“Potássio 53 50. 48 mmol/L 35aS.1 ,"
	var got []string
	for _, l := range ExtractScanned(text).Labs {
		got = append(got, fmt.Sprintf("%s=%v@%s", l.Marker, l.Value, l.CollectedAt.Format("02/01/06")))
	}
	want := "Potássio=5.3@14/03/25; Potássio=5@10/12/24; Potássio=4.8@09/09/24"
	if strings.Join(got, "; ") != want {
		t.Errorf("got  %q\nwant %q", strings.Join(got, "; "), want)
	}
}

// A cumulative table that prints a flag's arrow before each cell it flags reads the value after
// the arrow.
func TestCumulativeArrowsBeforeCells(t *testing.T) {
	text := "Exame Unid. 12/03/25 13/03/25 14/03/25 15/03/25 Ref.\n06:10 05:45 06:00 05:50\n" +
		"Hemoglobina g/dL ↓ 9,8 ↓ 9,1 ↓ 8,7 ↓ 9,4 12,0–16,0\nProcalcitonina ng/mL ↑ 12,6 — ↑ 4,8 — < 0,5\n"
	got := describeLabs(Extract(text), valueUnitOn("01-02"))
	want := []string{"Hemoglobina=9,8 g/dL@03-12", "Hemoglobina=9,1 g/dL@03-13", "Hemoglobina=8,7 g/dL@03-14", "Hemoglobina=9,4 g/dL@03-15",
		"Procalcitonina=12,6 ng/mL@03-12", "Procalcitonina=4,8 ng/mL@03-14"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
