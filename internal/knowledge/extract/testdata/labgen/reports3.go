package main

// coagulationCardiac: coagulation, cardiac markers and PSA, with values printed with "<".
func coagulationCardiac() *report {
	r := &report{name: "lab_coag_cardiac", collected: "2026-05-11"}
	r.heading("Laboratório de Análises Clínicas Pró-Vida")
	r.text("Paciente: Sebastião Rodrigues Neto", "Idade: 66 anos")
	r.text("Data/hora da coleta: 11/05/2026 06:50")
	r.date = "2026-05-11"
	r.heading("COAGULOGRAMA")
	r.row(L("Tempo de protrombina (TP)", "12,8", "seg", "10,0 a 13,5", "Tempo de protrombina", 12.8, f(10), f(13.5)))
	r.row(L("Atividade de protrombina", "92", "%", "70 a 120", "Atividade de protrombina", 92, f(70), f(120)))
	r.row(L("RNI", "1,05", "", "0,80 a 1,20", "INR", 1.05, f(0.8), f(1.2)))
	r.row(L("TTPA", "31,2", "s", "25,0 a 35,0", "TTPA", 31.2, f(25), f(35)))
	r.row(L("Fibrinogênio", "298", "mg/dL", "200 a 400", "Fibrinogênio", 298, f(200), f(400)))
	r.heading("MARCADORES CARDÍACOS E INFLAMATÓRIOS")
	r.row(L("Troponina I ultrassensível", "< 2,0", "ng/L", "até 19,8", "Troponina I ultrassensível", 2, nil, f(19.8)))
	r.row(L("CK-MB massa", "1,8", "ng/mL", "até 5,0", "CK-MB massa", 1.8, nil, f(5)))
	r.row(L("CPK", "412", "U/L", "39 a 308", "CK", 412, f(39), f(308)))
	r.row(L("NT-proBNP", "86", "pg/mL", "< 125", "NT-proBNP", 86, nil, f(125)))
	r.row(L("PCR ultrassensível", "1,4", "mg/L", "< 3,0", "PCR ultrassensível", 1.4, nil, f(3)))
	r.row(L("VHS", "28", "mm/1ª hora", "até 20", "VHS", 28, nil, f(20)))
	r.heading("PSA")
	r.row(L("PSA total", "4,62", "ng/mL", "até 4,00", "PSA total", 4.62, nil, f(4)))
	r.row(L("PSA livre", "0,58", "ng/mL", "", "PSA livre", 0.58, nil, nil))
	r.row(L("Relação PSA livre/total", "12,6", "%", "> 25", "Relação PSA livre/total", 12.6, f(25), nil))
	r.row(L("Beta-HCG quantitativo", "< 1,0", "mUI/mL", "Não grávidas: < 5,0", "Beta-hCG", 1, nil, nil))
	r.text("Assinatura eletrônica: Dra. Renata Moura - CRBM 34567")
	return r
}

// lipidsOther: a lipid panel from another laboratory, six months later: "Colesterol HDL" in
// mmol/L, references on the next line, thyroid and cortisol.
func lipidsOther() *report {
	r := &report{name: "lab_lipids_followup", collected: "2026-09-17", document: "2026-09-18"}
	r.heading("LabMais Medicina Diagnóstica")
	r.text("Paciente: Fernanda Ribeiro Souza")
	r.text("Coleta: 17/09/2026", "Emissão: 18/09/2026")
	r.date = "2026-09-17"
	r.heading("PERFIL LIPÍDICO")
	r.row(L("Colesterol Total", "5,10", "mmol/L", "Desejável: < 5,17", "Colesterol total", 5.1, nil, f(5.17)))
	r.row(L("Colesterol HDL", "1,22", "mmol/L", "> 1,03", "HDL", 1.22, f(1.03), nil))
	r.row(L("Colesterol LDL", "3,05", "mmol/L", "< 3,36", "LDL", 3.05, nil, f(3.36)))
	r.row(L("Triglicérides", "1,81", "mmol/L", "< 1,70", "Triglicerídeos", 1.81, nil, f(1.7)))
	r.heading("HORMÔNIOS")
	r.row(L("TSH - Hormônio Tireoestimulante", "3,92", "mUI/L", "0,45 a 4,50", "TSH", 3.92, f(0.45), f(4.5)))
	r.row(L("T4 Livre", "15,8", "pmol/L", "12,0 a 22,0", "T4 livre", 15.8, f(12), f(22)))
	r.row(L("Cortisol (8 h)", "14,2", "µg/dL", "6,2 a 19,4", "Cortisol", 14.2, f(6.2), f(19.4)))
	r.row(L("Prolactina", "18,4", "ng/mL", "4,8 a 23,3", "Prolactina", 18.4, f(4.8), f(23.3)))
	r.row(L("Hormônio folículo estimulante (FSH)", "6,1", "mUI/mL", "3,5 a 12,5", "FSH", 6.1, f(3.5), f(12.5)))
	r.row(L("Estradiol", "88", "pg/mL", "", "Estradiol", 88, nil, nil))
	r.text("Valores de referência segundo o Consenso Brasileiro de Lípides.")
	return r
}

// ocrNoise: a chemistry table as Tesseract reads a poor scan: O for 0, l for 1, spaced
// leaders, garbled units.
func ocrNoise() *report {
	r := &report{name: "lab_ocr_noise2", collected: "2026-04-22", simulatedOCR: true}
	r.heading("LABORAT0RIO SAO JUDAS TADEU")
	r.text("Paciente: Marcia Helena Borges")
	r.text("Data da co1eta: 22/O4/2026")
	r.date = "2026-04-22"
	r.text("Exame Resu1tado Unidade Referencia")
	r.row(L("Glicemia de jejurn", "1O4", "mg/dl", "7O a 99", "Glicose", 104, f(70), f(99)))
	r.row(L("Creatinlna", "O,86", "mg/dL", "O,5O a 1,1O", "Creatinina", 0.86, f(0.5), f(1.1)))
	urico := L("Acido urico", "4,9", "rng/dL", "2,4 a 5,7", "Ácido úrico", 4.9, f(2.4), f(5.7))
	urico.unit = "mg/dL" // Tesseract's "rn" for "m", repaired
	r.row(urico)
	r.row(L("Potassio", "4,4", "mEq/l", "3,5 a 5,l", "Potássio", 4.4, f(3.5), f(5.1)))
	r.row(L("TSH", "2,85", "uUI/ml", "O,45 a 4,5O", "TSH", 2.85, f(0.45), f(4.5)))
	r.row(L("Hemoglobina glicada", "5,8", "%", "4,O a 5,6", "Hemoglobina glicada", 5.8, f(4), f(5.6)))
	r.row(L("Ferritina . . . . .", "12O", "ng/mL", "13 a 15O", "Ferritina", 120, f(13), f(150)))
	r.row(L("Vitamina B12", "38O", "pg/mL", "197 a 771", "Vitamina B12", 380, f(197), f(771)))
	r.row(L("Gama GT", "3l", "U/L", "5 a 36", "Gama-GT", 31, f(5), f(36)))
	r.text("~ . ‘ ,")
	return r
}
