package main

// L is a result printed as name, value with unit, reference.
func L(name, value, unit, ref, marker string, v float64, lo, hi *float64) lab {
	vu := value
	if unit != "" {
		vu += " " + unit
	}
	return lab{cells: []string{name, vu, ref}, marker: marker, value: v, unit: unit, lo: lo, hi: hi}
}

// R is a result printed with its reference before its value.
func R(name, ref, value, unit, marker string, v float64, lo, hi *float64) lab {
	l := L(name, value, unit, ref, marker, v, lo, hi)
	l.cells = []string{name, ref, l.cells[1]}
	return l
}

// Q is a qualitative result.
func Q(name, result, ref, marker, qual string) lab {
	return lab{cells: []string{name, result, ref}, marker: marker, qual: qual}
}

var none lab

const lab1 = "Laboratório Vida Plena - Análises Clínicas"

// reports are the fixtures, one per layout.
func reports() []*report {
	return []*report{twoColumn(), referenceFirst(), splitNames(), pipeTable(), qualitative(), multiDates(),
		hemogram(), coagulationCardiac(), lipidsOther(), ocrNoise()}
}

// twoColumn: a blood count and a chemistry panel printed side by side.
func twoColumn() *report {
	r := &report{name: "lab_two_column", collected: "2026-09-14", columns: 2}
	r.heading(lab1)
	r.text("Paciente: Roberto Carlos Mendes", "Data de nascimento: 03/02/1968")
	r.text("Data da coleta: 14/09/2026", "Liberado em: 15/09/2026")
	r.date = "2026-09-14"
	r.heading("HEMOGRAMA", "", "", "BIOQUÍMICA")
	r.row(L("Hemácias", "4,61", "milhões/mm³", "4,30 a 5,70", "Hemácias", 4.61, f(4.3), f(5.7)),
		L("Glicose", "92", "mg/dL", "70 a 99", "Glicose", 92, f(70), f(99)))
	r.row(L("Hemoglobina", "14,2", "g/dL", "13,5 a 17,5", "Hemoglobina", 14.2, f(13.5), f(17.5)),
		L("Ureia", "28", "mg/dL", "15 a 40", "Ureia", 28, f(15), f(40)))
	r.row(L("Hematócrito", "42,1", "%", "39,0 a 50,0", "Hematócrito", 42.1, f(39), f(50)),
		L("Creatinina", "1,34", "mg/dL", "0,70 a 1,30", "Creatinina", 1.34, f(0.7), f(1.3)))
	r.row(L("VCM", "91,3", "fL", "80,0 a 100,0", "VCM", 91.3, f(80), f(100)),
		L("Ácido úrico", "6,1", "mg/dL", "3,5 a 7,2", "Ácido úrico", 6.1, f(3.5), f(7.2)))
	r.row(L("HCM", "30,8", "pg", "26,0 a 34,0", "HCM", 30.8, f(26), f(34)),
		L("Sódio", "140", "mEq/L", "136 a 145", "Sódio", 140, f(136), f(145)))
	r.row(L("CHCM", "33,7", "g/dL", "31,0 a 36,0", "CHCM", 33.7, f(31), f(36)),
		L("Potássio", "5,4", "mEq/L", "3,5 a 5,1", "Potássio", 5.4, f(3.5), f(5.1)))
	r.row(L("RDW", "12,9", "%", "11,5 a 14,5", "RDW", 12.9, f(11.5), f(14.5)),
		L("Cálcio total", "9,6", "mg/dL", "8,6 a 10,3", "Cálcio", 9.6, f(8.6), f(10.3)))
	r.row(L("Leucócitos", "6.380", "/mm³", "3.500 a 10.500", "Leucócitos", 6380, f(3500), f(10500)),
		L("Magnésio", "2,1", "mg/dL", "1,6 a 2,6", "Magnésio", 2.1, f(1.6), f(2.6)))
	r.row(L("Plaquetas", "238.000", "/mm³", "150.000 a 450.000", "Plaquetas", 238000, f(150000), f(450000)),
		L("Fósforo", "3,4", "mg/dL", "2,5 a 4,5", "Fósforo", 3.4, f(2.5), f(4.5)))
	r.row(none, L("Cloro", "103", "mEq/L", "98 a 107", "Cloro", 103, f(98), f(107)))
	r.text("Responsável técnico: Dr. Paulo Andrade - CRF-SP 45678")
	return r
}

// referenceFirst: a table whose header puts the reference before the result.
func referenceFirst() *report {
	r := &report{name: "lab_reference_first", collected: "2026-10-02"}
	r.heading("Laboratório Central de Diagnósticos")
	r.text("Paciente: Ana Beatriz Costa Lima", "Sexo: Feminino")
	r.text("Coletado em: 02/10/2026 07:35")
	r.date = "2026-10-02"
	r.heading("Exame", "Valores de referência", "Resultado")
	r.row(R("TSH ultrassensível", "0,27 a 4,20 µUI/mL", "2,85", "µUI/mL", "TSH", 2.85, f(0.27), f(4.2)))
	r.row(R("T4 livre", "0,93 a 1,70 ng/dL", "1,21", "ng/dL", "T4 livre", 1.21, f(0.93), f(1.7)))
	r.row(R("Anti-TPO", "até 34 UI/mL", "12", "UI/mL", "Anti-TPO", 12, nil, f(34)))
	r.row(R("Ferritina", "15 a 150 ng/mL", "11", "ng/mL", "Ferritina", 11, f(15), f(150)))
	r.row(R("Ferro sérico", "50 a 170 µg/dL", "48", "µg/dL", "Ferro sérico", 48, f(50), f(170)))
	r.row(R("Transferrina", "200 a 360 mg/dL", "318", "mg/dL", "Transferrina", 318, f(200), f(360)))
	r.row(R("Capacidade total de ligação do ferro", "250 a 450 µg/dL", "402", "µg/dL", "Capacidade total de ligação do ferro", 402, f(250), f(450)))
	r.row(R("Índice de saturação da transferrina", "20 a 50 %", "12", "%", "Saturação da transferrina", 12, f(20), f(50)))
	r.row(R("Vitamina B12", "197 a 771 pg/mL", "245", "pg/mL", "Vitamina B12", 245, f(197), f(771)))
	r.row(R("Ácido fólico", "> 3,9 ng/mL", "8,7", "ng/mL", "Ácido fólico", 8.7, f(3.9), nil))
	r.row(R("25-Hidroxivitamina D", "30 a 100 ng/mL", "24,6", "ng/mL", "Vitamina D", 24.6, f(30), f(100)))
	r.row(R("Paratormônio (PTH)", "15 a 65 pg/mL", "48", "pg/mL", "PTH", 48, f(15), f(65)))
	r.text("Liberado eletronicamente por Dra. Carla Nunes - CRBM 23456")
	return r
}

// splitNames: a narrow name column wraps long marker names onto two lines.
func splitNames() *report {
	r := &report{name: "lab_split_names", collected: "2026-08-21"}
	r.heading("Instituto de Patologia Clínica Santa Helena")
	r.text("Paciente: José Antônio Ferreira")
	r.text("Data de coleta: 21/08/2026")
	r.date = "2026-08-21"
	r.heading("Exame", "Resultado", "Valor de referência")
	r.text("Gama-glutamiltransferase")
	r.row(lab{cells: []string{"(GGT)", "78 U/L", "8 a 61"}, marker: "Gama-GT", value: 78, unit: "U/L", lo: f(8), hi: f(61)})
	r.text("Fosfatase")
	r.row(lab{cells: []string{"alcalina", "97 U/L", "40 a 129"}, marker: "Fosfatase alcalina", value: 97, unit: "U/L", lo: f(40), hi: f(129)})
	r.row(L("Bilirrubina total", "0,9", "mg/dL", "0,2 a 1,2", "Bilirrubina total", 0.9, f(0.2), f(1.2)))
	r.text("Bilirrubina")
	r.row(lab{cells: []string{"direta", "0,2 mg/dL", "até 0,3"}, marker: "Bilirrubina direta", value: 0.2, unit: "mg/dL", hi: f(0.3)})
	r.text("Bilirrubina")
	r.row(lab{cells: []string{"indireta", "0,7 mg/dL", "0,1 a 0,9"}, marker: "Bilirrubina indireta", value: 0.7, unit: "mg/dL", lo: f(0.1), hi: f(0.9)})
	r.text("Aspartato aminotransferase")
	r.row(lab{cells: []string{"(AST/TGO)", "24 U/L", "até 40"}, marker: "AST", value: 24, unit: "U/L", hi: f(40)})
	r.text("Alanina aminotransferase")
	r.row(lab{cells: []string{"(ALT/TGP)", "52 U/L", "até 41"}, marker: "ALT", value: 52, unit: "U/L", hi: f(41)})
	r.row(L("Proteínas totais", "7,1", "g/dL", "6,4 a 8,3", "Proteínas totais", 7.1, f(6.4), f(8.3)))
	r.row(L("Albumina", "4,3", "g/dL", "3,5 a 5,2", "Albumina", 4.3, f(3.5), f(5.2)))
	r.row(L("Globulinas", "2,8", "g/dL", "2,0 a 3,5", "Globulinas", 2.8, f(2), f(3.5)))
	r.text("Desidrogenase")
	r.row(lab{cells: []string{"lática (LDH)", "180 U/L", "135 a 225"}, marker: "LDH", value: 180, unit: "U/L", lo: f(135), hi: f(225)})
	r.text("Proteína C")
	r.row(lab{cells: []string{"reativa", "2,1 mg/L", "até 5,0"}, marker: "PCR", value: 2.1, unit: "mg/L", hi: f(5)})
	r.text("Lipase")
	r.row(lab{cells: []string{"", "38 U/L", "13 a 60"}, marker: "Lipase", value: 38, unit: "U/L", lo: f(13), hi: f(60)})
	r.text("Conferido por: Dr. Márcio Tavares - CRM-SP 112233")
	return r
}

// pipeTable: a bordered table whose borders OCR reads as bars, lipids and glucose.
func pipeTable() *report {
	r := &report{name: "lab_pipe_table", collected: "2026-03-17", document: "2026-03-18"}
	r.heading("| LABORATÓRIO BIOANÁLISE |")
	r.text("| Paciente: Fernanda Ribeiro Souza | Idade: 47 anos |")
	r.text("| Data da coleta: 17/03/2026 | Data de emissão: 18/03/2026 |")
	r.date = "2026-03-17"
	r.text("| Exame | Resultado | Unidade | Referência |")
	for _, l := range []lab{
		L("Colesterol total", "| 214 |", "mg/dL |", "< 190 |", "Colesterol total", 214, nil, f(190)),
		L("HDL-COLESTEROL", "| 38 |", "mg/dL |", "> 40 |", "HDL", 38, f(40), nil),
		L("LDL-COLESTEROL", "| 139 |", "mg/dL |", "< 130 |", "LDL", 139, nil, f(130)),
		L("VLDL-COLESTEROL", "| 37 |", "mg/dL |", "< 30 |", "VLDL", 37, nil, f(30)),
		L("Colesterol não-HDL", "| 176 |", "mg/dL |", "< 160 |", "Colesterol não-HDL", 176, nil, f(160)),
		L("Triglicerídeos", "| 186 |", "mg/dL |", "< 150 |", "Triglicerídeos", 186, nil, f(150)),
		L("Glicemia de jejum", "| 5,9 |", "mmol/L |", "3,9 a 5,5 |", "Glicose", 5.9, f(3.9), f(5.5)),
		L("Hemoglobina glicada (HbA1c)", "| 6,2 |", "% |", "4,0 a 5,6 |", "Hemoglobina glicada", 6.2, f(4), f(5.6)),
		L("Insulina basal", "| 14,8 |", "µUI/mL |", "2,6 a 24,9 |", "Insulina", 14.8, f(2.6), f(24.9)),
	} {
		l.cells[0] = "| " + l.cells[0]
		l.unit = trimBar(l.unit)
		r.row(l)
	}
	r.text("| Jejum de 12 horas. Material: soro. |")
	return r
}

func trimBar(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '|' || s[len(s)-1] == ' ') {
		s = s[:len(s)-1]
	}
	return s
}
