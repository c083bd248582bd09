package main

// qualitative: serologies and a urinalysis (EAS) with qualitative results.
func qualitative() *report {
	r := &report{name: "lab_qualitative", collected: "2026-07-08"}
	r.heading("Laboratório Municipal de Saúde - Unidade Centro")
	r.text("Paciente: Luciana Pereira da Silva", "Prontuário: 88213")
	r.text("Data da coleta: 08/07/2026")
	r.date = "2026-07-08"
	r.heading("SOROLOGIAS")
	r.row(Q("HIV 1 e 2 (anticorpos e antígeno p24) ......:", "Não reagente", "", "HIV 1 e 2", "Não reagente"))
	r.row(Q("HBsAg ......:", "Não reagente", "", "HBsAg", "Não reagente"))
	r.row(L("Anti-HBs ......:", "245", "mUI/mL", "Reagente: > 10", "Anti-HBs", 245, nil, nil))
	r.row(Q("Anti-HCV ......:", "Não reagente", "", "Anti-HCV", "Não reagente"))
	r.row(Q("Anti-HBc total ......:", "Não reagente", "", "Anti-HBc total", "Não reagente"))
	r.row(Q("VDRL ......:", "Reagente 1/8", "", "VDRL", "Reagente"))
	r.heading("URINA TIPO I (EAS)")
	r.heading("Exame físico")
	r.text("Cor: Amarelo citrino")
	r.text("Aspecto: Límpido")
	r.row(lab{cells: []string{"Densidade:", "1.020", "(1.005 a 1.030)"}, marker: "Densidade urinária", value: 1.02, lo: f(1.005), hi: f(1.03)})
	r.row(lab{cells: []string{"pH:", "6,0", "(5,0 a 7,5)"}, marker: "pH urinário", value: 6, lo: f(5), hi: f(7.5)})
	r.heading("Elementos anormais")
	r.row(Q("Proteínas:", "Negativo", "", "Proteínas na urina", "Negativo"))
	r.row(Q("Glicose:", "Negativo", "", "Glicose na urina", "Negativo"))
	r.row(Q("Corpos cetônicos:", "Negativo", "", "Corpos cetônicos", "Negativo"))
	r.row(Q("Nitrito:", "Positivo", "", "Nitrito", "Positivo"))
	r.row(Q("Hemoglobina:", "Negativo", "", "Hemoglobina na urina", "Negativo"))
	r.row(Q("Bilirrubina:", "Negativo", "", "Bilirrubina na urina", "Negativo"))
	r.row(Q("Urobilinogênio:", "Normal", "", "Urobilinogênio", "Normal"))
	r.heading("Sedimentoscopia")
	r.row(lab{cells: []string{"Leucócitos:", "18 p/campo", "(até 5)"}, marker: "Leucócitos na urina", value: 18, unit: "p/campo", hi: f(5)})
	r.row(lab{cells: []string{"Hemácias:", "2 p/campo", "(até 3)"}, marker: "Hemácias na urina", value: 2, unit: "p/campo", hi: f(3)})
	r.text("Bactérias: numerosas")
	r.text("Resultado liberado em 09/07/2026")
	return r
}

// multiDates: one report with results from three collections, each dated above its block.
func multiDates() *report {
	r := &report{name: "lab_multi_dates", collected: "2026-08-05"}
	r.heading("Clínica de Análises São Bento")
	r.text("Paciente: Antônio Marcos Oliveira")
	r.heading("GLICOSE")
	r.text("Data da coleta: 05/08/2026", "Material: plasma fluoretado")
	r.date = "2026-08-05"
	r.row(L("Glicose", "104", "mg/dL", "70 a 99", "Glicose", 104, f(70), f(99)))
	r.heading("HEMOGLOBINA GLICADA")
	r.text("Data da coleta: 12/08/2026", "Material: sangue total")
	r.date = "2026-08-12"
	r.row(L("Hemoglobina glicada (HbA1c)", "6,0", "%", "4,0 a 5,6", "Hemoglobina glicada", 6, f(4), f(5.6)))
	r.row(L("Glicemia média estimada", "126", "mg/dL", "", "Glicemia média estimada", 126, nil, nil))
	r.heading("FUNÇÃO RENAL")
	r.text("Data da coleta: 12/08/2026", "Material: soro")
	r.row(L("Creatinina", "85", "µmol/L", "53 a 97", "Creatinina", 85, f(53), f(97)))
	r.row(L("TFG (CKD-EPI)", "84", "mL/min/1,73m²", "> 60", "TFG", 84, f(60), nil))
	r.row(L("Ureia", "6,2", "mmol/L", "2,5 a 7,1", "Ureia", 6.2, f(2.5), f(7.1)))
	r.heading("MICROALBUMINÚRIA")
	r.text("Data da coleta: 19/08/2026", "Material: urina, amostra isolada")
	r.date = "2026-08-19"
	r.row(L("Microalbuminúria", "18", "mg/L", "< 30", "Microalbuminúria", 18, nil, f(30)))
	r.row(L("Creatinina urinária", "96", "mg/dL", "", "Creatinina urinária", 96, nil, nil))
	r.row(L("Relação albumina/creatinina", "18,8", "mg/g", "< 30", "Relação albumina/creatinina", 18.8, nil, f(30)))
	r.text("Documento assinado digitalmente.")
	return r
}

// hemogram: a full blood count with dotted leaders, references by sex over two lines and the
// differential in relative and absolute columns.
func hemogram() *report {
	r := &report{name: "lab_hemogram", collected: "2026-06-30"}
	r.heading("Hospital e Maternidade Boa Esperança - Laboratório")
	r.text("Paciente: Cláudia Regina Matos", "Sexo: F", "Idade: 39 anos")
	r.text("Data da coleta: 30/06/2026")
	r.date = "2026-06-30"
	r.heading("HEMOGRAMA COMPLETO")
	r.heading("ERITROGRAMA", "", "Valores de referência")
	r.row(lab{cells: []string{"Hemácias ............:", "4,12 milhões/mm³", "Homens: 4,50 a 5,90"}, marker: "Hemácias", value: 4.12, unit: "milhões/mm³"})
	r.lines = append(r.lines, line{cells: []string{"", "", "Mulheres: 4,00 a 5,20"}, row: true})
	r.row(lab{cells: []string{"Hemoglobina .........:", "11,4 g/dL", "Homens: 13,5 a 17,5"}, marker: "Hemoglobina", value: 11.4, unit: "g/dL"})
	r.lines = append(r.lines, line{cells: []string{"", "", "Mulheres: 12,0 a 15,5"}, row: true})
	r.row(lab{cells: []string{"Hematócrito .........:", "35,2 %", "Homens: 41 a 53 / Mulheres: 36 a 46"}, marker: "Hematócrito", value: 35.2, unit: "%"})
	r.row(L("VCM .................:", "85,4", "fL", "80 a 100", "VCM", 85.4, f(80), f(100)))
	r.row(L("HCM .................:", "27,7", "pg", "26 a 34", "HCM", 27.7, f(26), f(34)))
	r.row(L("CHCM ................:", "32,4", "g/dL", "31 a 36", "CHCM", 32.4, f(31), f(36)))
	r.row(L("RDW .................:", "15,1", "%", "11,5 a 14,5", "RDW", 15.1, f(11.5), f(14.5)))
	r.heading("LEUCOGRAMA")
	r.row(L("Leucócitos ..........:", "5.240", "/mm³", "3.500 a 10.500", "Leucócitos", 5240, f(3500), f(10500)))
	r.lines = append(r.lines, line{cells: []string{"", "%", "/mm³"}, row: true})
	diff := func(name, rel, abs, refRel, refAbs, marker string, vr, va float64, lr, hr, la, ha *float64) {
		r.lines = append(r.lines, line{cells: []string{name + " .........:", rel, abs, refRel, refAbs}, row: true})
		r.expect(lab{marker: marker + " (%)", value: vr, lo: lr, hi: hr})
		r.expect(lab{marker: marker, value: va, lo: la, hi: ha})
	}
	diff("Neutrófilos", "56,2", "2.945", "40 a 75", "1.700 a 7.000", "Neutrófilos", 56.2, 2945, f(40), f(75), f(1700), f(7000))
	diff("Bastonetes", "1,0", "52", "0 a 5", "0 a 500", "Bastonetes", 1, 52, f(0), f(5), f(0), f(500))
	diff("Segmentados", "55,2", "2.893", "40 a 70", "1.700 a 7.000", "Segmentados", 55.2, 2893, f(40), f(70), f(1700), f(7000))
	diff("Eosinófilos", "3,1", "162", "1 a 5", "50 a 500", "Eosinófilos", 3.1, 162, f(1), f(5), f(50), f(500))
	diff("Basófilos", "0,6", "31", "0 a 2", "0 a 100", "Basófilos", 0.6, 31, f(0), f(2), f(0), f(100))
	diff("Linfócitos", "32,4", "1.698", "20 a 45", "900 a 3.500", "Linfócitos", 32.4, 1698, f(20), f(45), f(900), f(3500))
	diff("Monócitos", "7,7", "403", "2 a 10", "100 a 1.000", "Monócitos", 7.7, 403, f(2), f(10), f(100), f(1000))
	r.heading("PLAQUETOGRAMA")
	r.row(L("Plaquetas ...........:", "251", "mil/mm³", "150 a 450", "Plaquetas", 251, f(150), f(450)))
	r.row(L("VPM .................:", "9,8", "fL", "7,4 a 10,4", "VPM", 9.8, f(7.4), f(10.4)))
	r.text("Observação: série vermelha com anisocitose discreta.")
	return r
}
