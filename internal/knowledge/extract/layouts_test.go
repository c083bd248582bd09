package extract

import (
	"fmt"
	"strings"
	"testing"
)

// labSummary writes a lab as "Marker=value unit [qualitative] (LOINC)".
func labSummary(l Lab) string {
	v := fmt.Sprint(l.Value)
	if l.Qualitative != "" {
		v = l.Qualitative
	}
	return strings.Join(strings.Fields(fmt.Sprintf("%s=%s%s %s (%s)", l.Marker, l.Comparator, v, l.Unit, l.LOINC)), " ")
}

// One line per layout rule of the reader, and the results it must give (in order).
func TestLabLayouts(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"two columns", "Hemoglobina 14,2 g/dL 13,5 a 17,5 Ureia 28 mg/dL 15 a 40",
			[]string{"Hemoglobina=14.2 g/dL (718-7)", "Ureia=28 mg/dL (3091-6)"}},
		{"a blood count printed beside a urinalysis, on the lines the urinalysis's heading set: a unit of the blood count's own is blood's",
			"HEMOGRAMA URINA TIPO I\nMaterial: Sangue total EDTA Material: Urina (jato médio)\nHemácias 4,12 milhões/mm³ 3,80 a 4,80 pH: 6,5\n" +
				"Hemoglobina 10,8 L g/dL 11,0 a 14,0 Proteínas: Ausentes\nLeucócitos 9.150 /mm³ 4.000 a 11.000\nHemácias: 1 /campo\nHemoglobina: Negativo",
			[]string{"Hemácias=4.12 milhões/mm³ (789-8)", "Hemoglobina=10.8 g/dL (718-7)", "Proteínas na urina=Ausente (20454-5)",
				"Leucócitos=9150 /mm³ (6690-2)", "Hemácias na urina=1 /campo (13945-1)", "Hemoglobina na urina=Negativo (5794-3)"}},
		{"exam blocks that print the reference before the result on one line",
			"VDRL\nMaterial: Soro · Método: Floculação em lâmina\nValor de referência: Não reagente Resultado: NÃO REAGENTE\n" +
				"SÍFILIS – ANTICORPOS TREPONÊMICOS TOTAIS\nMaterial: Soro · Método: Quimioluminescência (CMIA)\nValor de referência: Não reagente Resultado: REAGENTE",
			[]string{"VDRL=Não reagente (5292-8)", "Anticorpos anti-Treponema pallidum=Reagente (24110-9)"}},
		{"two blocks side by side with their references between the material and the results, a name followed by what it stands for",
			"HIV 1 E 2 - ANTÍGENO E ANTICORPOS ANTI-HCV\nMaterial: Soro | Método: Quimioluminescência Material: Soro | Método: Quimioluminescência\n" +
				"Valores de referência: Valores de referência:\nNão reagente Não reagente\nResultado: Não reagente Resultado: Não reagente\n" +
				"TSH - HORMÔNIO TIREOESTIMULANTE TESTOSTERONA TOTAL\nMaterial: Soro Material: Soro\nValores de referência: Valores de referência:\n" +
				"0,45 a 4,50 µUI/mL Homens de 50 a 69 anos: 193 a 740 ng/dL\nResultado: 2,87 µUI/mL Resultado: 387 ng/dL",
			[]string{"HIV 1 e 2=Não reagente (56888-1)", "Anti-HCV=Não reagente (13955-0)", "TSH=2.87 µUI/mL (3016-3)", "Testosterona total=387 ng/dL (2986-8)"}},
		{"two columns whose left one prints each row's earlier result, dated, on the line below it, beside the right one's rows",
			"Coleta: 05/08/2025\nTGO (AST) 34 U/L Até 40 enzimático\nResultado anterior: 41 H U/L em 12/02/2025 Proteínas totais 7,1 g/dL 6,4 a 8,3\n" +
				"TGP (ALT) 52 H U/L Até 41 Albumina 4,3 g/dL 3,5 a 5,2\nResultado anterior: 67 H U/L em 12/02/2025 Resultado anterior: 4,1 g/dL em 12/02/2025",
			[]string{"AST=34 U/L (1920-8)", "AST=41 U/L (1920-8)", "Proteínas totais=7.1 g/dL (2885-2)", "ALT=52 U/L (1742-6)", "Albumina=4.3 g/dL (1751-7)",
				"ALT=67 U/L (1742-6)", "Albumina=4.1 g/dL (1751-7)"}},
		{"a left column's name that wraps onto the line of the right column's next row; a row name whose end holds an alias with a digit",
			"Bilirrubina 0,62 mg/dL até 0,90 Colesterol HDL 39 L mg/dL > 40\nindireta Colesterol LDL 158 H mg/dL ver nota\n" +
				"Relação 1,57 1,10 a 2,20 Glicose 108 H mg/dL 70 a 99\nalbumina/globulina Insulina basal 14,2 µUI/mL 2,6 a 24,9\n" +
				"Exame Atual Anterior Unidade Referência\n15/01/2025 09/07/2024\nHemoglobina 6,3 6,1 % inferior a 5,7\nglicada (HbA1c)",
			[]string{"Bilirrubina indireta=0.62 mg/dL (1971-1)", "HDL=39 mg/dL (2085-9)", "LDL=158 mg/dL (13457-7)", "Relação albumina/globulina=1.57 (1759-0)",
				"Glicose=108 mg/dL (2345-7)", "Insulina=14.2 µUI/mL (20448-7)", "Hemoglobina glicada=6.3 % (4548-4)", "Hemoglobina glicada=6.1 % (4548-4)"}},
		{"a history of two columns dated by row whose units line prints only the one that has a unit (an INR has none)",
			"Data da coleta RNI TTPA\n(seg)\n29/08/2025 05:50 3,42 38,1\n31/08/2025 06:05 2,87 36,4",
			[]string{"INR=3.42 (6301-6)", "TTPA=38.1 seg (14979-9)", "INR=2.87 (6301-6)", "TTPA=36.4 seg (14979-9)"}},
		{"a cumulative row with its unit before the values and its name's end on the line below",
			"Exame Unidade 18/11/2025 19/11/2025 Referência\nPotássio mEq/L 5,4 ↑ 4,9 3,5 – 5,1\nProteína C mg/dL 24,6 ↑ 21,2 ↑ inferior a 0,5\nreativa",
			[]string{"Potássio=5.4 mEq/L (2823-3)", "Potássio=4.9 mEq/L (2823-3)", "PCR=24.6 mg/dL (1988-5)", "PCR=21.2 mg/dL (1988-5)"}},
		{"earlier results under a block's result, dated and timed first, with or without their unit",
			"TROPONINA I CARDÍACA ULTRASSENSÍVEL\nMaterial: Plasma\nResultado: 1.846,2 ↑ ng/L\nResultado anterior 12/06/2025 02:05 (0 h) 48,6 ↑ ng/L\n" +
				"CK-MB MASSA\nMaterial: Soro\nResultado: 24,3 ↑ ng/mL\nResultado anterior 12/06/2025 02:05 3,2\nMIOGLOBINA\nMaterial: Soro\nResultado: 412,0 ↑ ng/mL",
			[]string{"Troponina I ultrassensível=1846.2 ng/L (89579-7)", "Troponina I ultrassensível=48.6 ng/L (89579-7)", "CK-MB massa=24.3 ng/mL (13969-1)",
				"CK-MB massa=3.2 ng/mL (13969-1)", "Mioglobina=412 ng/mL (2639-3)"}},
		{"specific IgE to allergens, named with their ImmunoCAP code before or after the name",
			"f1 - Clara de ovo ..........................: 1,84 kU/L Classe 2\nf13 - Amendoim .............................: < 0,10 kU/L Classe 0\n" +
				"Dermatophagoides pteronyssinus (d1) 38,60 kU/L\nIgE específica – leite de vaca (f2) 2,35 kU/L",
			[]string{"Clara de ovo=1.84 kU/L (6106-9)", "Amendoim=<0.1 kU/L (6206-7)", "Dermatophagoides pteronyssinus=38.6 kU/L (6096-2)", "Leite de vaca=2.35 kU/L (7258-7)"}},
		{"SI units, and under each result the same in conventional units",
			"Exame Resultado Referência\nGlicose 5,6 mmol/L 3,9 - 5,5\n101 mg/dL H [70 - 99]\nCreatinina 88 µmol/L 62 - 106\n1,00 mg/dL [0,70 - 1,20]\nPotássio 4,3 mmol/L 3,5 - 5,1",
			[]string{"Glicose=5.6 mmol/L (14749-6)", "Glicose=101 mg/dL (2345-7)", "Creatinina=88 µmol/L (14682-9)", "Creatinina=1 mg/dL (2160-0)", "Potássio=4.3 mmol/L (2823-3)"}},
		{"blocks whose result follows their targets without a label, the same in the other unit after a dash; a run of values under several headings is no block's",
			"COLESTEROL TOTAL\nDesejável: < 190 mg/dL (< 4,9 mmol/L)\n214 mg/dL H — 5,54 mmol/L\nCOLESTEROL LDL (calculado - Martin)\nMeta conforme risco cardiovascular:\n" +
				"Baixo risco: < 130 mg/dL\nAlto risco: < 70 mg/dL\n141 mg/dL — 3,65 mmol/L\nGama-GT\nVR: 10 a 71 U/L\nFosfatase alcalina\nVR: 40 a 129 U/L\n52 U/L\n78 U/L",
			[]string{"Colesterol total=214 mg/dL (2093-3)", "Colesterol total=5.54 mmol/L (14647-2)", "LDL=141 mg/dL (13457-7)", "LDL=3.65 mmol/L (22748-8)"}},
		{"a differential row whose two units follow both values, in their order",
			"LEUCOGRAMA % Absoluto Unidade Valores de referência\nNeutrófilos 61,2 3.170 % | /µL 40 a 75 % | 1.800 a 7.500 /µL\nBasófilos 0,6 31 % | /µL 0 a 2 % | 0 a 200 /µL",
			[]string{"Neutrófilos (%)=61.2 % (770-8)", "Neutrófilos=3170 /µL (751-8)", "Basófilos (%)=0.6 % (706-2)", "Basófilos=31 /µL (704-7)"}},
		{"estimated GFR by several equations, each with its code; what an equation takes in parentheses is no value",
			"Exame Valores de referência Resultado Unidade\nTFGe – MDRD (4 variáveis) > 60 mL/min/1,73 m² 33 mL/min/1,73 m²\n" +
				"TFGe – CKD-EPI 2009 > 60 mL/min/1,73 m² 35 mL/min/1,73 m²\nTFGe – CKD-EPI 2021 (creatinina) > 60 mL/min/1,73 m² 36 mL/min/1,73 m²\n" +
				"TFGe – CKD-EPI 2012 (cistatina C) > 60 mL/min/1,73 m² 34 mL/min/1,73 m²",
			[]string{"TFG=33 mL/min/1,73 m² (33914-3)", "TFG=35 mL/min/1,73 m² (62238-1)", "TFG=36 mL/min/1,73 m² (98979-8)", "TFG=34 mL/min/1,73 m² (50210-4)"}},
		{"a differential of bands and segmented cells without a neutrophil total: the segmented count is the neutrophil count",
			"LEUCOGRAMA % /mm³\nBastonetes 1 69\nSegmentados 58 4.002\nLinfócitos 30 2.070",
			[]string{"Bastonetes (%)=1 (764-1)", "Bastonetes=69 (763-3)", "Segmentados (%)=58 (769-0)", "Segmentados=4002 (751-8)",
				"Linfócitos (%)=30 (736-9)", "Linfócitos=2070 (731-0)"}},
		{"with a neutrophil total printed, the segmented count keeps its own code",
			"LEUCOGRAMA % /mm³\nNeutrófilos 59 4.071\nBastonetes 1 69\nSegmentados 58 4.002",
			[]string{"Neutrófilos (%)=59 (770-8)", "Neutrófilos=4071 (751-8)", "Bastonetes (%)=1 (764-1)", "Bastonetes=69 (763-3)",
				"Segmentados (%)=58 (769-0)", "Segmentados=4002 (768-2)"}},
		{"a block heading that says after the name how the result is calculated",
			"LDL-COLESTEROL Calculado pela equação de Martin/Hopkins\nBaixo risco: < 130 mg/dL\nIntermediário: < 100 mg/dL\nAlto risco: < 70 mg/dL\nResultado: 139",
			[]string{"LDL=139 mg/dL (13457-7)"}},
		{"a result in words after a reference in words, under a header that prints the reference first", "URINA TIPO I\nExame Valores de referência Resultado\nDensidade 1.005 a 1.030 1.020\n" +
			"Nitrito Negativo Positivo\nProteínas Negativo Positivo (+)",
			[]string{"Densidade urinária=1.02 (5811-5)", "Nitrito=Positivo (5802-4)", "Proteínas na urina=Positivo (+) (20454-5)"}},
		{"exam blocks with material lines: a flag between the value and its unit, a heading with a qualifier after the name", "URÉIA PRÉ-DIÁLISE\nMaterial: Soro Método: Urease/GLDH\n" +
			"Resultado: 142 H mg/dL Valores de referência: 15 a 45 mg/dL\nCREATININA\nMaterial: Soro Método: Jaffé\nResultado: 8,94 Alto mg/dL\n" +
			"URÉIA PÓS-DIÁLISE\nMaterial: Soro Método: Urease/GLDH\nResultado: 38 mg/dL Valores de referência: Não se aplica",
			[]string{"Ureia=142 mg/dL (3091-6)", "Creatinina=8.94 mg/dL (2160-0)", "Ureia=38 mg/dL (3091-6)"}},
		{"a haemodialysis session's adequacy; a unitless marker's row with its reference is its own, not the end of the name above", "Ureia pré-HD 168 mg/dL H 15 – 45\nUreia pós-HD 52 mg/dL —\n" +
			"URR 69,0 % ≥ 65\nspKt/V 1,31 ≥ 1,2\nRel. prot./creat. urinária 0,12 g/g < 0,15\nRel. alb./creat. urinária 28 mg/g < 30",
			[]string{"Ureia=168 mg/dL (3091-6)", "Ureia=52 mg/dL (3091-6)", "URR=69 % (54456-9)", "Kt/V=1.31 (70961-8)",
				"Relação proteína/creatinina=0.12 g/g (2890-2)", "Relação albumina/creatinina=28 mg/g (14959-1)"}},
		{"a curve's draw-time column after its markers; a tolerance test's rows under a result's header, the test named above", "Tempo Glicose (mg/dL) Insulina (µUI/mL) Hora da coleta\n" +
			"Jejum 92 11,8 07:10\n120 minutos 151 ↑ 118,5 ↑ 09:11\nTESTE ORAL DE TOLERÂNCIA À GLICOSE (TOTG 75 g)\nColeta: 12/03/2025 a partir das 07:30\n" +
			"Tempo Resultado Unidade Referência (gestante - IADPSG)\nJejum 86 mg/dL inferior a 92\n60 minutos 152 mg/dL inferior a 180",
			[]string{"Glicose=92 mg/dL (2345-7)", "Insulina=11.8 µUI/mL (20448-7)", "Glicose 2 h após 75 g=151 mg/dL (1518-0)", "Insulina=118.5 µUI/mL (20448-7)",
				"Glicose=86 mg/dL (2345-7)", "Glicose 1 h após 75 g=152 mg/dL (20438-8)"}},
		{"the marker's other name after its name without parentheses; a name that starts another marker's is the next column's", "Hemoglobina glicada A1c 7,2 H % Inferior a 5,7\n" +
			"Bilirrubina total Bilirrubina direta\n0,84 mg/dL 0,22 mg/dL",
			[]string{"Hemoglobina glicada=7.2 % (4548-4)", "Bilirrubina total=0.84 mg/dL (1975-2)", "Bilirrubina direta=0.22 mg/dL (1968-7)"}},
		{"the left column's name wrapped before the right column's row", "Exame Resultado Unidade Referência Exame Resultado Unidade Referência\n" +
			"Concentração de Hb 33,7 g/dL 31,0 a 36,0 Bilirrubina total 0,84 mg/dL até 1,20\ncorpuscular média Bilirrubina direta 0,21 mg/dL até 0,30\n" +
			"(CHCM) Bilirrubina indireta 0,63 mg/dL até 0,90",
			[]string{"Bilirrubina total=0.84 mg/dL (1975-2)", "Bilirrubina direta=0.21 mg/dL (1968-7)", "Bilirrubina indireta=0.63 mg/dL (1971-1)"}},
		{"two exam blocks side by side with their material and method lines between the names and the results", "HIV-1/2 – ANTÍGENO E ANTICORPOS HEPATITE B – HBsAg\n" +
			"Amostra: Soro Amostra: Soro\nMétodo: Quimioluminescência (4ª geração) Método: Quimioluminescência\nResultado: Não reagente Resultado: Não reagente\n" +
			"TOXOPLASMOSE – IgG RUBÉOLA – IgG\nAmostra: Soro Amostra: Soro\nMétodo: Quimioluminescência Método: Quimioluminescência\nResultado: 38,5 UI/mL Resultado: 112,0 UI/mL",
			[]string{"HIV 1 e 2=Não reagente (56888-1)", "HBsAg=Não reagente (5196-1)", "Toxoplasmose IgG=38.5 UI/mL (8039-0)", "Rubéola IgG=112 UI/mL (5334-8)"}},
		{"two exam blocks side by side whose labels have leaders before the colon", "FERRO SÉRICO VITAMINA B12\n" +
			"Material: Soro - Método: Colorimétrico (Ferrozine) Material: Soro - Método: Quimioluminescência\n" +
			"Resultado ...................: 38 µg/dL * Resultado ...................: 312 pg/mL\nV.R.: 50 a 170 µg/dL V.R.: 197 a 771 pg/mL",
			[]string{"Ferro sérico=38 µg/dL (2498-4)", "Vitamina B12=312 pg/mL (2132-9)"}},
		{"a 'Resultado Desejável' header ends a reference-first table above; typed abbreviations; a direct LDL's own code", "Exame Valores de referência Resultado\nUreia 15 a 45 mg/dL 30 mg/dL\n" +
			"Resultado Desejável\nColesterol total 188 mg/dL < 190 mg/dL\nCol. HDL : 42 mg/dL\nTrig. : 165 mg/dL (H)\nγ-GT 58 U/L\nLDL-COLESTEROL (DOSAGEM DIRETA) 171 mg/dL\n" +
			"Exame Unidade 09/09/2025 11/03/2025\nColesterol - LDL (direto) mg/dL 98 104",
			[]string{"Ureia=30 mg/dL (3091-6)", "Colesterol total=188 mg/dL (2093-3)", "HDL=42 mg/dL (2085-9)", "Triglicerídeos=165 mg/dL (2571-8)",
				"Gama-GT=58 U/L (2324-2)", "LDL=171 mg/dL (18262-6)", "LDL=98 mg/dL (18262-6)", "LDL=104 mg/dL (18262-6)"}},
		{"an exam block whose result comes after its list of references by phase, and the next block whose result OCR put above its heading", "HORMÔNIO FOLÍCULO ESTIMULANTE (FSH)\n" +
			"Material: soro · Método: quimioluminescência\nValores de referência:\nFase folicular 3,5 a 12,5 mUI/mL\nPico ovulatório 4,7 a 21,5 mUI/mL\n" +
			"Fase lútea 1,7 a 7,7 mUI/mL\nPós-menopausa 25,8 a 134,8 mUI/mL\nRESULTADO: 7,2 mUI/mL\nLH - HORMÔNIO LUTEINIZANTE\nMaterial: soro\nValores de referência\n" +
			"Fase folicular 2,4 a 12,6 mUI/mL\nPico ovulatório 14,0 a 95,6 mUI/mL\nFase lútea 1,0 a 11,4 mUI/mL\nResultado: 48 pg/mL\nESTRADIOL (E2)",
			[]string{"FSH=7.2 mUI/mL (15067-2)"}},
		{"an unknown exam's labelled result is not the next block's", "ÍNDICE XYZ CALCULADO\nMaterial: Soro Método: fórmula\nResultado: 73,2 mg/dL\n" +
			"CREATININA\nMaterial: Soro Método: Jaffé\nResultado: 8,94 mg/dL",
			[]string{"Creatinina=8.94 mg/dL (2160-0)"}},
		{"a curve whose columns are markers and whose rows are the samples' times", "Glicose Glicose Insulina\nTempo\n(mg/dL) (mmol/L) (µUI/mL)\n" +
			"0 min (jejum) 104 5,8 16,2\n60 min 212 ↑ 11,8 ↑ 142,0\nTSH Prolactina\nTempo\n(µUI/mL) (ng/mL)\nBasal (0') 1,92 14,3\n30 min 12,60 41,2\n" +
			"Tempo Cortisol (µg/dL) ACTH (pg/mL)\n30 min 21,4 35\nHemoglobina glicada (HbA1c) 6,1 ↑ %",
			[]string{"Glicose=104 mg/dL (2345-7)", "Glicose=5.8 mmol/L (14771-0)", "Insulina=16.2 µUI/mL (20448-7)", "Glicose 1 h após 75 g=212 mg/dL (20438-8)",
				"Glicose 1 h após 75 g=11.8 mmol/L (20438-8)", "Insulina=142 µUI/mL (20448-7)", "TSH=1.92 µUI/mL (3016-3)", "Prolactina=14.3 ng/mL (2842-3)",
				"TSH=12.6 µUI/mL (3016-3)", "Prolactina=41.2 ng/mL (2842-3)", "Cortisol=21.4 µg/dL (2143-6)", "ACTH=35 pg/mL (2141-0)", "Hemoglobina glicada=6.1 % (4548-4)"}},
		{"a transplant's immunosuppressant levels, the sample's hours after the dose before the value", "CICLOSPORINA - C0 (VALE, 07:30) 142 ng/mL 100 a 200\n" +
			"CICLOSPORINA - C2 (2 H POS-DOSE, 09:30) 688 ng/mL 600 a 1000\nEVEROLIMO 5,2 ng/mL 3,0 a 8,0",
			[]string{"Ciclosporina=142 ng/mL (3520-4)", "Ciclosporina=688 ng/mL (3520-4)", "Everolimo=5.2 ng/mL (50544-6)"}},
		{"a 24-hour urine's catecholamines in micrograms a day, calcitonin", "Noradrenalina (norepinefrina) 58 mcg/24h 15 a 80 mcg/24h\n" +
			"Ácido vanilmandélico (VMA) 7,9 ↑ mg/24h Até 6,8 mg/24h\nCalcitonina < 2,0 pg/mL Homens: até 9,52 pg/mL",
			[]string{"Noradrenalina urinária=58 mcg/24h (2668-2)", "Ácido vanilmandélico=7.9 mg/24h (3122-9)", "Calcitonina=<2 pg/mL (1992-7)"}},
		{"a tolerance test's sample times after the glucose's name", "Glicose plasmática 0 min (jejum) 4,9 mmol/L < 5,1 mmol/L\nGlicose plasmática 60 min 9,1 mmol/L < 10,0 mmol/L\n" +
			"Glicose plasmática 120 min 8,7 H mmol/L < 8,5 mmol/L",
			[]string{"Glicose=4.9 mmol/L (14771-0)", "Glicose 1 h após 75 g=9.1 mmol/L (20438-8)", "Glicose 2 h após 75 g=8.7 mmol/L (14995-5)"}},
		{"a research service's English names", "WBC 6.2 ×10⁹/L 3.5–10.5\nNeutrophils 3.4 ×10⁹/L 1.7–7.0\nPlatelets 231 ×10⁹/L 150–450",
			[]string{"Leucócitos=6.2 ×10⁹/L (6690-2)", "Neutrófilos=3.4 ×10⁹/L (751-8)", "Plaquetas=231 ×10⁹/L (777-3)"}},
		{"heading of the other column", "HEMOGRAMA Glicose 92 mg/dL 70 a 99",
			[]string{"Glicose=92 mg/dL (2345-7)"}},
		{"panel name of the other column", "Eritrograma Ureia 28 mg/dL 15 a 40", []string{"Ureia=28 mg/dL (3091-6)"}},
		{"header labels of the other column", "Análise Res. Unid. Ref. Folato 21,5 nmol/L > 12,2", []string{"Ácido fólico=21.5 nmol/L (14732-2)"}},
		{"a bound is the result before the earlier one", "Exame Resultado Resultado anterior Valores de referência\nProteína C reativa < 0,5 mg/dL 1,2 mg/dL inferior a 0,5 mg/dL\nSoro · Imunoturbidimetria em 12/09/2024",
			[]string{"PCR=<0.5 mg/dL (1988-5)", "PCR=1.2 mg/dL (1988-5)"}},
		{"drug level after its dosing, dated and timed in its row", "Fármaco Esquema Última dose Coleta Tipo Resultado Unid. Faixa terapêutica\n" +
			"Vancomicina 1 g 12/12 h IV 11/08 às 18:00 12/08/2025 VALE 9,8 µg/mL 15,0 a 20,0\nVancomicina 1 g 12/12 h IV 12/08 às 06:00 12/08/2025 PICO 28,4 µg/mL 25,0 a 40,0\n" +
			"Digoxina 0,125 mg 1x/dia VO 12/08 às 08:00 13/08/2025 VALE 1,6 ng/mL 0,5 a 2,0",
			[]string{"Vancomicina (vale)=9.8 µg/mL (4092-3)", "Vancomicina (pico)=28.4 µg/mL (4090-7)", "Digoxina=1.6 ng/mL (10535-3)"}},
		{"what a serology detects, its parenthesis cut by the wrap", "HIV 1 e 2 (antígeno p24 e Não reagente Quimioluminescência (4ª geração) Não reagente\nanticorpos)\n" +
			"Exame Metodologia Resultado Unidade Interpretação\nHBsAg - antígeno de superfície Quimioluminescência (CMIA) 0,32 S/CO Não reagente",
			[]string{"HIV 1 e 2=Não reagente (56888-1)", "HBsAg=0.32 (5196-1)"}},
		{"what a serology detects after a dash", "Exame Resultado Referência\nHBsAg – Antígeno de superfície da hepatite B Não reagente Não reagente",
			[]string{"HBsAg=Não reagente (5196-1)"}},
		{"a glucose tolerance curve with a unit column: the timed samples' own codes", "TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)\nExame Unidade Basal 30 min 60 min 90 min 120 min\n" +
			"Glicose mg/dL 92 148 171 152 138\nInsulina µUI/mL 9,8 74,2 112,6 96,1 81,4",
			[]string{"Glicose=92 mg/dL (2345-7)", "Glicose=148 mg/dL (2345-7)", "Glicose 1 h após 75 g=171 mg/dL (20438-8)", "Glicose=152 mg/dL (2345-7)",
				"Glicose 2 h após 75 g=138 mg/dL (1518-0)", "Insulina=9.8 µUI/mL (20448-7)", "Insulina=74.2 µUI/mL (20448-7)",
				"Insulina=112.6 µUI/mL (20448-7)", "Insulina=96.1 µUI/mL (20448-7)", "Insulina=81.4 µUI/mL (20448-7)"}},
		{"a stimulation test's rows named by their time", "TESTE DE ESTÍMULO COM ACTH\nTempo Cortisol Unidade Resposta normal: pico igual ou\nsuperior a 18,0 µg/dL\n" +
			"Basal (08:00) 11,8 µg/dL\n30 min (08:30) 21,4 µg/dL\n60 min (09:00) 24,9 µg/dL\nExame Resultado Unidade\nTSH 1,92 µUI/mL 0,27 a 4,20",
			[]string{"Cortisol=11.8 µg/dL (2143-6)", "Cortisol=21.4 µg/dL (2143-6)", "Cortisol=24.9 µg/dL (2143-6)", "TSH=1.92 µUI/mL (3016-3)"}},
		{"a patient app's cards: names with their status over values with a note, limits below", "Glicose Acima Hemoglobina glicada Acima\n104 Jejum de 10 horas mg/dL 5,9 %\n70 99 4,0 5,6\n" +
			"LDL colesterol Acima Colesterol não-HDL Acima\n139 Calculado (Martin-Hopkins) mg/dL 168 mg/dL\n130 160",
			[]string{"Glicose=104 mg/dL (2345-7)", "Hemoglobina glicada=5.9 % (4548-4)", "LDL=139 mg/dL (13457-7)", "Colesterol não-HDL=168 mg/dL (43396-1)"}},
		{"a patient app's card with its note after the unit", "Glicose Acima Hemoglobina glicada Acima\n104 mg/dL Jejum de 10 horas 5,9 %\n70 99 4,0 5,6",
			[]string{"Glicose=104 mg/dL (2345-7)", "Hemoglobina glicada=5.9 % (4548-4)"}},
		{"a differential whose counts each print their reference", "Leucograma Relativo (%) Ref. relativo (%) Absoluto (/mm³) Ref. absoluto (/mm³)\n" +
			"Neutrófilos 52,4 40,0 a 70,0 3.836 1.600 a 7.700\nEosinófilos 11,2 ↑ 1,0 a 5,0 820 ↑ 40 a 500",
			[]string{"Neutrófilos (%)=52.4 (770-8)", "Neutrófilos=3836 (751-8)", "Eosinófilos (%)=11.2 (713-8)", "Eosinófilos=820 (711-2)"}},
		{"a unit per 24 h is the day's urinary excretion", "URINA DE 24 HORAS\nVolume urinario 2.150 mL/24 h\nCreatinina urinaria 1.496 mg/24 h 800 a 1.800\n" +
			"Proteinas totais 412 mg/24 h ate 150\nSodio urinario 188 mEq/24 h 40 a 220\nCalcio urinario 242 mg/24 h 100 a 300\nSódio urinário 62 mEq/L\nCreatinina 1,28 mg/dL 0,7 a 1,3",
			[]string{"Volume urinário de 24 horas=2150 mL/24 h (3167-4)", "Creatinina urinária de 24 horas=1496 mg/24 h (2162-6)", "Proteinúria de 24 horas=412 mg/24 h (2889-4)",
				"Sódio urinário de 24 horas=188 mEq/24 h (2956-1)", "Cálcio urinário de 24 horas=242 mg/24 h (6874-2)", "Sódio urinário=62 mEq/L (2955-3)", "Creatinina=1.28 mg/dL (2160-0)"}},
		{"a semen analysis's measures by their names in its section, the blood's after it", "ESPERMOGRAMA (OMS 2021)\nExame Resultado Unidade Referência\nVolume 3,2 mL ≥ 1,4 mL\n" +
			"Concentração 38,5 milhões/mL ≥ 16 milhões/mL\nImóveis (D) 47 % —\nLeucócitos (peroxidase) inferior a 1,0 milhões/mL < 1,0 milhão/mL\n" +
			"AVALIAÇÃO HORMONAL\nHormônio (soro) Resultado Unidade Referência\nFSH 4,8 mUI/mL 1,5 a 12,4\nLeucócitos 6.200 /mm³ 4.000 a 11.000",
			[]string{"Volume seminal=3.2 mL (3160-9)", "Concentração de espermatozoides=38.5 milhões/mL (9780-8)", "Espermatozoides imóveis=47 % (10611-2)",
				"Leucócitos no sêmen=<1 milhões/mL (10579-1)", "FSH=4.8 mUI/mL (15067-2)", "Leucócitos=6200 /mm³ (6690-2)"}},
		{"a titre on the line below its test's result", "VDRL Reagente Valor de referência: Não reagente\nTítulo 1:8 Diluições testadas até 1:64\nHBsAg Não reagente\nTítulo 1:2",
			[]string{"VDRL=Reagente (5292-8)", "VDRL (título)=1:8 (50690-7)", "HBsAg=Não reagente (5196-1)"}},
		{"SI units with their slash lost by OCR", "Glicose 5,9 mmolL 3,9-5,5\nHemoglobina 118 gL 120-155\nHematócrito 0,36 LL 0,35-0,45",
			[]string{"Glicose=5.9 mmol/L (14749-6)", "Hemoglobina=118 g/L (718-7)", "Hematócrito=0.36 L/L (4544-3)"}},
		{"a cumulative row's unit after its last cell is every cell's", "V1 V3\nExame Referência Unidade\n15/01/2025 12/03/2025\nGlicose 3,9 – 5,5 4,9 5,3 mmol/L",
			[]string{"Glicose=4.9 mmol/L (14749-6)", "Glicose=5.3 mmol/L (14749-6)"}},
		{"the same result in SI units beside the conventional one, each flagged", "Exame Referência (conv. / SI) Resultado convencional Resultado SI\nGlicose 70–99 mg/dL 112 H mg/dL 6,2 H mmol/L\n3,9–5,5 mmol/L",
			[]string{"Glicose=112 mg/dL (2345-7)", "Glicose=6.2 mmol/L (14749-6)"}},
		{"a fasting time in the name's parenthesis; a tolerance test's samples named by the hour", "Glicose (jejum 10 h) 96 mg/dL 70 a 99\nGlicose – 1 hora 171 mg/dL Inferior a 180\nGlicose – 2 horas 158 mg/dL Inferior a 153",
			[]string{"Glicose=96 mg/dL (2345-7)", "Glicose 1 h após 75 g=171 mg/dL (20438-8)", "Glicose 2 h após 75 g=158 mg/dL (1518-0)"}},
		{"two tables' headers with the reference abbreviated; a differential's header beside the other column's row", "Parâmetro Resultado Ref. Exame Resultado VR\n" +
			"Leucograma % /µL Ref. /µL TGO 19 U/L até 32\nNeutrófilos 48,2 2.511 1.800 a 7.700 TSH 5,82 µUI/mL ↑ 0,40 a 4,30",
			[]string{"AST=19 U/L (1920-8)", "Neutrófilos (%)=48.2 (770-8)", "Neutrófilos=2511 (751-8)", "TSH=5.82 µUI/mL (3016-3)"}},
		{"a bilingual report's names", "Analito / Analyte Resultado Unidade SI Flag Intervalo de referência\nHemoglobina / Haemoglobin 138 g/L 120 – 160\nColesterol total / Total cholesterol 5.12 mmol/L < 5.2",
			[]string{"Hemoglobina=138 g/L (718-7)", "Colesterol total=5.12 mmol/L (14647-2)"}},
		{"a material line listing the arterial blood among others opens no blood-gas section", "Material: soro, sangue total EDTA e sangue arterial (seringa heparinizada).\nSódio 131 mmol/L 135 – 145\nLactato 3,9 mmol/L 0,5 – 2,0",
			[]string{"Sódio=131 mmol/L (2951-2)", "Lactato=3.9 mmol/L (2524-7)"}},
		{"an HBV viral load", "CARGA VIRAL DO HBV (HBV-DNA)\nHBV-DNA quantitativo 1.240 UI/mL Não detectado",
			[]string{"Carga viral do HBV=1240 UI/mL (42595-9)"}},
		{"a comparator in words after a name read whole", "CARGA VIRAL DO HIV-1 (RNA QUANTITATIVO)\nHIV-1 RNA — carga viral inferior a 40 cópias/mL Não detectável",
			[]string{"Carga viral do HIV-1=<40 cópias/mL (20447-9)"}},
		{"an SI count's unit with a space, then its range with an en dash", "Analito Resultado Unidade SI Intervalo de referência\nNeutrófilos 4,3 × 10⁹/L 1,7 – 7,0",
			[]string{"Neutrófilos=4.3 × 10⁹/L (751-8)"}},
		{"a reference printed first with a bound for each risk", "Exame Valores de referência Resultado Unidade\nLDL-COLESTEROL conforme risco: < 130 / < 100 / < 70 152 mg/dL\n" +
			"Triglicérides desejável: < 150 182 ↑ mg/dL",
			[]string{"LDL=152 mg/dL (13457-7)", "Triglicerídeos=182 mg/dL (2571-8)"}},
		{"a reference printed first as bounds per phase or group, or in words: the result is the row's last cell", "Exame Valores de referência Resultado Unidade\n" +
			"FSH Folicular 3,5-12,5 | Ovulatória 4,7-21,5 | Lútea 1,7-7,7 | Pós-menopausa 25,8-134,8 7,2 mUI/mL\nProlactina Não gestantes 4,8-23,3 14,8 ng/mL\n" +
			"Toxoplasma gondii - IgG Não reagente: < 1,6 | Reagente: ≥ 3,0 24,6 UI/mL\nToxoplasma gondii - IgM Não reagente: < 0,50 < 0,10 índice\n" +
			"Colesterol LDL (Friedewald) conforme risco 131 mg/dL\nHIV 1/2 Ag/Ac Não reagente Não reagente\n" +
			// the line's last number ends a reference, not a result
			"25-hidroxivitamina D Pop. saudável até 60 anos: 17,4 ng/mL\n(25-OH vitamina D) superior a 20 ng/mL\nMicroalbumina: 38,5 mg/L inferior a 20 mg/L",
			[]string{"FSH=7.2 mUI/mL (15067-2)", "Prolactina=14.8 ng/mL (2842-3)", "Toxoplasmose IgG=24.6 UI/mL (8039-0)", "Toxoplasmose IgM=<0.1 índice (8040-8)",
				"LDL=131 mg/dL (13457-7)", "HIV 1 e 2=Não reagente (56888-1)", "Vitamina D=17.4 ng/mL (62292-8)", "Microalbuminúria=38.5 mg/L (14957-5)"}},
		{"a differential's absolute count under a second 'Resultado' column is no earlier result", "Data da coleta: 14/03/2025\nResultado Resultado Valores de referência\nLEUCOGRAMA\n" +
			"Bastonetes 8 % 1.350 /mm³ 0 a 5 % / 0 a 500\nTSH 3,95 uUl/mL 5,12 uUI/mL 0,35 a 4,94 uUI/mL",
			[]string{"Bastonetes (%)=8 % (764-1)", "Bastonetes=1350 /mm³ (763-3)", "TSH=3.95 µUI/mL (3016-3)"}},
		{"a serial sample's hour or ordinal and collection between the name and the value", "Data da coleta: 14/03/2025\nExame Resultado Unidade Valor de referência\n" +
			"Troponina T ultrassensível — 1 h 31 ng/L Alto < 14 ng/L\nTROPONINA I - 2A AMOSTRA (COLETA 14.03.25 05:20) : 0,087 * ng/mL VR: ATE 0,040\n" +
			"CREATINOFOSFOQUINASE\nFRACAO MB (MASSA)..................: 3,1 ng/mL VR: ATE 4,9",
			[]string{"Troponina T ultrassensível=31 ng/L (67151-1)", "Troponina I=0.087 ng/mL (10839-9)", "CK-MB massa=3.1 ng/mL (13969-1)"}},
		{"a report that prints decimals with a point: three decimals are no thousands, a count keeps its thousands; an age in the reference",
			"EXAME VALOR DE REFERENCIA RESULTADO UNIDADE\nHEMOGLOBINA 13.5 - 17.5 15.1 g/dL\nHEMATOCRITO 41.0 - 53.0 45.3 %\nVCM 80.0 - 100.0 88.5 fL\n" +
				"CREATININA 0.70 - 1.30 1.10 mg/dL\nTSH 0.270 - 4.200 3.120 uUI/mL\nPSA TOTAL ATE 6.5 (>70 A) 1.2 ng/mL\nPLAQUETAS 150.000 - 450.000 312.000 /mm3",
			[]string{"Hemoglobina=15.1 g/dL (718-7)", "Hematócrito=45.3 % (4544-3)", "VCM=88.5 fL (787-2)", "Creatinina=1.1 mg/dL (2160-0)",
				"TSH=3.12 uUI/mL (3016-3)", "PSA total=1.2 ng/mL (2857-1)", "Plaquetas=312000 /mm3 (777-3)"}},
		{"a flag's asterisk glued between value and unit; a flag after a differential's % before its count; 'Fosf. Alcalina'",
			"Colesterol Total 231*mg/dL <190\n% Absoluto Ref. % Ref. 10³/µL\nLinfócitos 46,2 % ↑ 1,58 10³/µL 20-45 1,00-4,80\nÁcido Úrico 7,9mg/dL H 3,5-7,2 Fosf. Alcalina 88U/L 40-129",
			[]string{"Colesterol total=231 mg/dL (2093-3)", "Linfócitos (%)=46.2 % (736-9)", "Linfócitos=1.58 10³/µL (731-0)", "Ácido úrico=7.9 mg/dL (3084-1)", "Fosfatase alcalina=88 U/L (6768-6)"}},
		{"a urinalysis' crosses with their count, and counts in words", "URINA TIPO I\nEsterase leucocitária ++ (2+) Negativo\nHemoglobina + (1+) Negativo\n" +
			"Células epiteliais escamosas Frequentes\nBactérias Escassas",
			[]string{"Esterase leucocitária=++ (2+) (5799-2)", "Hemoglobina na urina=+ (1+) (5794-3)", "Células epiteliais=Frequentes (5787-7)", "Bactérias=Escassos (25145-4)"}},
		{"units whose slash OCR read as a letter or a bar", "HEMOGLOBINA 12,4 gidL\nMulheres adultas: 12,0 a 15,5 g/dL.\nCA 19-9 42,7 UlmL H\nAté 37,0 U/mL.\n" +
			"DESIDROGENASE LÁTICA (LDH) 236UIL H\n135 a 214 U/L.\nFIBRINOGÊNIO 412mgldL H\n200 a 400 mg/dL.\nD-DÍMERO 690 ngimL FEU H\nInferior a 500 ng/mL FEU.",
			[]string{"Hemoglobina=12.4 g/dL (718-7)", "CA 19-9=42.7 U/mL (24108-3)", "LDH=236 U/L (2532-0)", "Fibrinogênio=412 mg/dL (3255-7)", "D-dímero=690 ng/mL (48065-7)"}},
		{"units whose slash OCR lost", "Ureia 88 H mgdl 15 a 45\nCK-MB massa 8,2 H ngmL até 4,9", []string{"Ureia=88 mg/dL (3091-6)", "CK-MB massa=8.2 ng/mL (13969-1)"}},
		{"a block's finding in words", "PARASITOLOGICO DE FEZES\nMATERIAL: FEZES METODO: HOFFMAN, PONS E JANER (SEDIMENTACAO)\nRESULTADO ................: CISTOS DE GIARDIA LAMBLIA\nPESQUISA DE PLASMODIUM (GOTA ESPESSA)\nMaterial: sangue periférico (gota espessa e esfregaço) — Método: Walker\nResultado Positivo para Plasmodium vivax",
			[]string{"Parasitológico de fezes=CISTOS DE GIARDIA LAMBLIA (10704-5)", "Pesquisa de Plasmodium=Positivo para Plasmodium vivax (32700-7)"}},
		{"haptoglobin and chromogranin A", "Haptoglobina Ref.: 30 a 200 mg/dL inferior a 10 mg/dL *\nCromogranina A 85 ng/mL até 100",
			[]string{"Haptoglobina=<10 mg/dL (4542-7)", "Cromogranina A=85 ng/mL (9811-1)"}},
		{"em jejum after a name", "Insulina em jejum 11,3 µUI/mL 2,6 a 24,9 µUI/mL (adultos, jejum)\nPeptídeo C de jejum 2,1 ng/mL",
			[]string{"Insulina=11.3 µUI/mL (20448-7)", "Peptídeo C=2.1 ng/mL (1986-9)"}},
		{"a bare URINA heading opens a urinalysis", "URINA — V2\nProteína (tira reativa): negativa", []string{"Proteínas na urina=Negativo (20454-5)"}},
		{"a spot urine sample's heading opens no urinalysis", "Proteínas totais 7,1 g/dL 6,4 a 8,3\nUrina - amostra isolada\nAlbumina 4,3 g/dL 3,5 a 5,2\nMicroalbuminúria 18,4 mg/L < 30",
			[]string{"Proteínas totais=7.1 g/dL (2885-2)", "Albumina=4.3 g/dL (1751-7)", "Microalbuminúria=18.4 mg/L (14957-5)"}},
		{"Castelli II is LDL/HDL", "INDICE DE CASTELLI I 3,90 ATE 4,4\nINDICE DE CASTELLI II (LDL/HDL) ......... 3,9* ATE 3,3\nCK total : 96 U/L F. alcalina : 71 U/L\nRelação alb./creat. 45,0 H mg/g < 30",
			[]string{"Relação colesterol total/HDL=3.9 (9830-1)", "Relação LDL/HDL=3.9 (11054-4)", "CK=96 U/L (2157-6)", "Fosfatase alcalina=71 U/L (6768-6)", "Relação albumina/creatinina=45 mg/g (14959-1)"}},
		{"a target printed again beside other rows is no result", "Colesterol total 212 * mg/dL Valores desejáveis (adultos):\nHDL-colesterol 58 mg/dL Colesterol total: inferior a 190 mg/dL\nHDL: superior a 40 mg/dL\nTroponina I ultrassensível 14,8 ng/L < 34,2\nTroponina I ultrassensível < 2,0 ng/L até 34,2",
			[]string{"Colesterol total=212 mg/dL (2093-3)", "HDL=58 mg/dL (2085-9)", "Troponina I ultrassensível=14.8 ng/L (89579-7)", "Troponina I ultrassensível=<2 ng/L (89579-7)"}},
		{"a flag glued after the unit", "ALT (TGP) S2UILH <41\nGama-GT 61 U/LH 8 - 61\nSegmentados 1.574/uLL 1.600-7.700",
			[]string{"ALT=52 U/L (1742-6)", "Gama-GT=61 U/L (2324-2)", "Segmentados=1574 /µL (751-8)"}},
		{"a flag glued before the unit", "| ACIDO URICO | 7,9Hmg/dl |3,5-7,2 |\n| TGO (AST) | 42 HU/L | ATE 40 |", []string{"Ácido úrico=7.9 mg/dL (3084-1)", "AST=42 U/L (1920-8)"}},
		{"a coagulation exam's patient and control times, its measures under its heading", "TEMPO DE PROTROMBINA (TP)\nPlasma citratado - coagulometria óptica - tromboplastina ISI 1,02\n" +
			"Tempo do paciente ............27,8 ↑ segundos\nTempo do controle ............ 12,1 segundos\nAtividade ....................31 %\nRNI (INR) ....................2,64",
			[]string{"Tempo de protrombina=27.8 segundos (5902-2)", "Atividade de protrombina=31 % (5894-1)", "INR=2.64 (6301-6)"}},
		{"a history band whose header names a measure after its exam ('TP Atividade RNI') and abbreviates", "Data da coleta TP Atividade RNI Dose varfarina*\ns % (informada)\n" +
			"19/08/2025 24,1 36 2,21 3,75 mg\nData Hb Leuc. Plaq. Creat.\ncoleta g/dL /mm³ /mm³ mg/dL\n19/05/2025 9,8 8.350 187.000 1,42",
			[]string{"Tempo de protrombina=24.1 s (5902-2)", "Atividade de protrombina=36 % (5894-1)", "INR=2.21 (6301-6)",
				"Hemoglobina=9.8 g/dL (718-7)", "Leucócitos=8350 /mm³ (6690-2)", "Plaquetas=187000 /mm³ (777-3)", "Creatinina=1.42 mg/dL (2160-0)"}},
		{"a differential's absolute count on the line below its relative one, beside another column", "Eosinófilos 4,1 % 0,0 a 5,0 Creatinina 0,98mg/dL\n297 /mm³ 0 a 500 ref.: 0,70-1,30mg/dL\n" +
			"Check-up anterior (jan/2025): glicose 104 mg/dL, HbA1c 5,8 %.",
			[]string{"Eosinófilos (%)=4.1 % (713-8)", "Creatinina=0.98 mg/dL (2160-0)", "Eosinófilos=297 /mm³ (711-2)"}},
		{"a titre printed as a test's result is its titre; TRAb", "FAN (fator antinúcleo) - Hep-2 .............1/160\nVDRL 1/8\nTRAb - anticorpo anti-receptor de TSH < 0,8 UI/L Negativo: inferior a 1,75 UI/L",
			[]string{"FAN (título)=1/160 (5048-4)", "VDRL (título)=1/8 (50690-7)", "TRAb=<0.8 UI/L (5385-0)"}},
		{"molecular biology: SARS-CoV-2, an HCV viral load (not the HIV's, one letter away) and its log", "SARS-CoV-2 (gene N / RdRp) Não detectado Ct: --\n" +
			"RNA do HCV - quantitativo inferior a 15 UI/mL Não detectável abaixo do LIQ\nRNA do HCV - quantitativo (log) < 1,18 log10",
			[]string{"SARS-CoV-2 (RT-PCR)=Não detectável (94500-6)", "Carga viral do HCV=<15 UI/mL (11011-4)", "Carga viral do HCV (log)=<1.18 log 10 (38180-6)"}},
		{"result after the reference", "Ferritina 15 a 150 ng/mL 11 ng/mL",
			[]string{"Ferritina=11 ng/mL (2276-4)"}},
		{"reference-first header", "Exame Valores de referência Resultado\nTSH 0,27 a 4,20 µUI/mL 2,85 µUI/mL",
			[]string{"TSH=2.85 µUI/mL (3016-3)"}},
		{"split name", "Bilirrubina\ndireta 0,2 mg/dL até 0,3", []string{"Bilirrubina direta=0.2 mg/dL (1968-7)"}},
		{"name alone, value below", "Gama-glutamiltransferase\n78 U/L 8 a 61", []string{"Gama-GT=78 U/L (2324-2)"}},
		{"HDL variants", "HDL-COLESTEROL 38 mg/dL > 40\nColesterol HDL 1,22 mmol/L > 1,03\nHDL 52 mg/dL > 40",
			[]string{"HDL=38 mg/dL (2085-9)", "HDL=1.22 mmol/L (14646-4)", "HDL=52 mg/dL (2085-9)"}},
		{"comparator", "Troponina I ultrassensível < 2,0 ng/L até 19,8", []string{"Troponina I ultrassensível=<2 ng/L (89579-7)"}},
		{"qualitative", "HBsAg ......: Não reagente\nAnti-HCV: Reagente\nVDRL: Reagente 1/8",
			[]string{"HBsAg=Não reagente (5196-1)", "Anti-HCV=Reagente (13955-0)", "VDRL=Reagente (5292-8)"}},
		{"urinalysis", "URINA TIPO I\nDensidade: 1.020\npH: 6,0\nGlicose: Negativo\nLeucócitos: 18 p/campo (até 5)\nHEMOGRAMA\nLeucócitos 6.380 /mm³ 3.500 a 10.500",
			[]string{"Densidade urinária=1.02 (5811-5)", "pH urinário=6 (5803-2)", "Glicose na urina=Negativo (25428-4)",
				"Leucócitos na urina=18 p/campo (5821-4)", "Leucócitos=6380 /mm³ (6690-2)"}},
		{"sediment count per field as a range", "URINA TIPO I\nSEDIMENTOSCOPIA\nPiócitos 25 a 30 p/campo até 5 p/campo\nHEMACIAS ....: 4 A 6 * P/CAMPO VR: ATE 3 P/CAMPO",
			[]string{"Leucócitos na urina=25 a 30 p/campo (5821-4)", "Hemácias na urina=4 A 6 P/CAMPO (13945-1)"}},
		{"a per-field range before a count is its reference", "URINA TIPO I\nLeucócitos 0 a 5 por campo 8 por campo",
			[]string{"Leucócitos na urina=8 por campo (5821-4)"}},
		{"a reading in words below a value, beside its material", "Exame Método / material Resultado Valores de referência\nToxoplasmose IgG quimioluminescência 124,6 UI/mL Não reagente: inferior a 1,6 UI/mL\nsoro (Reagente) Indeterminado: 1,6 a 2,9 UI/mL\nRubéola IgG Reagente",
			[]string{"Toxoplasmose IgG=124.6 UI/mL (8039-0)", "Rubéola IgG=Reagente (40667-8)"}},
		{"an IgM index is no presence", "Toxoplasmose IgM 0,21 Índice Não reagente: inferior a 0,50\nRubéola IgM 0,18 índice inferior a 0,80",
			[]string{"Toxoplasmose IgM=0.21 Índice (8040-8)", "Rubéola IgM=0.18 índice (8015-0)"}},
		{"an IgM in words is a presence", "Toxoplasmose IgM Não reagente\nRubéola IgM Não reagente",
			[]string{"Toxoplasmose IgM=Não reagente (25542-2)", "Rubéola IgM=Não reagente (24116-6)"}},
		{"qualitative blood name is the urine twin", "Hemoglobina: Negativo", []string{"Hemoglobina na urina=Negativo (5794-3)"}},
		{"differential", "% /mm³\nNeutrófilos .....: 56,2 2.945 40 a 75 1.700 a 7.000\nBasófilos: 0,6 31 0 a 2 0 a 100",
			[]string{"Neutrófilos (%)=56.2 (770-8)", "Neutrófilos=2945 (751-8)", "Basófilos (%)=0.6 (706-2)", "Basófilos=31 (704-7)"}},
		{"differential with units", "Linfócitos 31 % 2.120 /mm³", []string{"Linfócitos (%)=31 % (736-9)", "Linfócitos=2120 /mm³ (731-0)"}},
		{"unit decides the twin", "CK-MB 1,8 ng/mL até 5,0\nCK-MB 18 U/L até 24", []string{"CK-MB massa=1.8 ng/mL (13969-1)", "CK-MB=18 U/L (32673-6)"}},
		{"reference by sex gives no bound but a unit keeps the value", "Hemoglobina 11,4 g/dL Homens: 13,5 a 17,5\nMulheres: 12,0 a 15,5",
			[]string{"Hemoglobina=11.4 g/dL (718-7)"}},
		{"OCR letters in numbers, names and units", "Glicemia de jejurn 1O4 mg/dl 7O a 99\nCreatinlna O,86 mg/dL\nSódio 140 mEg/L 136 a 145",
			[]string{"Glicose=104 mg/dl (2345-7)", "Creatinina=0.86 mg/dL (2160-0)", "Sódio=140 mEq/L (2951-2)"}},
		{"a table rule's speck glued to the unit, Tesseract's letters in unit numerators", "BIOQUÍMICA\nSódio Soro Eletrodo íon-seletivo 142 |mmoi/L 136 a 145 mmol/L\nT4 livre Soro Quimioluminescência 1,12 !ng/dl 0,70 a 1,80 ng/dL\nColesterol total Soro Enzimático | 221 |jmg/dL < 190 mg/dL\nTSH 1,74 pnUI/mL 0,27 a 4,20 pUI/mL\nInsulina 7,4 HUI/mL 2,6 a 24,9\nLH 5,2 mUlI/mL 2,4 a 12,6 mUI/mL\nVitamina B12 421 py/mL 197 a 771\nTFG estimada 80 mL/min/1,73 m? > 60",
			[]string{"Sódio=142 mmoi/L (2951-2)", "T4 livre=1.12 ng/dl (3024-7)", "Colesterol total=221 mg/dL (2093-3)", "TSH=1.74 pnUI/mL (3016-3)",
				"Insulina=7.4 µUI/mL (20448-7)", "LH=5.2 mUI/mL (10501-5)", "Vitamina B12=421 py/mL (2132-9)", "TFG=80 mL/min/1,73 m? (98979-8)"}},
		{"columns whose rows do not line up: a name at the end of the other column's reference line, its value below; an equation's line is not a name's start", "TFG estimada 91 mL/min/1,73m²\nCKD-EPI 2021 Desejável: < 160 mg/dL\nRDW 12,9 % VR: > 60 mL/min/1,73m²\nVR: 11,5 a 14,5 % Ácido úrico\n6,9 mg/dL Jejum: < 150 mg/dL",
			[]string{"TFG=91 mL/min/1,73m² (98979-8)", "RDW=12.9 % (788-0)", "Ácido úrico=6.9 mg/dL (3084-1)"}},
		{"bordered table", "| Colesterol total | 214 | mg/dL | < 190 |", []string{"Colesterol total=214 mg/dL (2093-3)"}},
		{"block heading with its material and method, dotted result label", "GLICOSE EM JEJUM MATERIAL: SORO METODO: GOD-TRINDER\nRESULTADO...........: 112 MG/DL",
			[]string{"Glicose=112 MG/DL (2345-7)"}},
		{"blocks in a row: a reference is never taken from the next block", "FIBRINOGÊNIO\nRESULTADO: 412 mg/dL\nVELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)\nValores de referência: até 20 mm na 1ª hora\nRESULTADO: 32 mm na 1ª hora\nPROTEÍNA C REATIVA (PCR)\nRESULTADO: 2,4 mg/dL",
			[]string{"Fibrinogênio=412 mg/dL (3255-7)", "VHS=32 mm (4537-7)", "PCR=2.4 mg/dL (1988-5)"}},
		{"three-capital acronym in the other column", "Lipase 42 UI/L ENZIMAS MUSCULARES\nRef.: 13 a 60 UI/L · Colorimétrico CPK (CK total) 142 U/L",
			[]string{"Lipase=42 UI/L (3040-3)", "CK=142 U/L (2157-6)"}},
		{"flag between value and unit", "Colesterol total 5,2 * mmol/L desejável < 4,9", []string{"Colesterol total=5.2 mmol/L (14647-2)"}},
		{"name cut after a slash", "RELAÇÃO PSA LIVRE / 18,6 % Superior a 25 %\nPSA TOTAL Inferior a 10 %: maior probabilidade",
			[]string{"Relação PSA livre/total=18.6 % (12841-3)"}},
		{"value as a bound, then the reference as a bound in words", "Procalcitonina < 0,05 ng/mL Inferior a 0,50 ng/mL",
			[]string{"Procalcitonina=<0.05 ng/mL (33959-8)"}},
		{"serology blocks; one letter never turns IgM into IgG", "TOXOPLASMOSE – ANTICORPOS IgG\nResultado: 48,2 UI/mL\nRUBÉOLA – ANTICORPOS IgM\nResultado: NÃO REAGENTE\nPESQUISA DE ANTICORPOS ANTI-HIV-1/2 E ANTÍGENO p24 (4ª geração)\nResultado: NÃO REAGENTE",
			[]string{"Toxoplasmose IgG=48.2 UI/mL (8039-0)", "Rubéola IgM=Não reagente (24116-6)", "HIV 1 e 2=Não reagente (56888-1)"}},
		{"measures named under their exam's heading", "TEMPO DE PROTROMBINA (TP)\nTEMPO ....: 13,8 SEG 10,0 A 13,5\nATIVIDADE ....: 82 % 70 A 100\nTEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)\nTEMPO ....: 31,4 SEG 25,0 A 35,0",
			[]string{"Tempo de protrombina=13.8 SEG (5902-2)", "Atividade de protrombina=82 % (5894-1)", "TTPA=31.4 SEG (14979-9)"}},
		{"hyphenated name wrapped before the reference's label", "17-alfa- 84 ng/dL Método: LC-MS/MS\nhidroxiprogesterona Fase folicular: 15 a 70 ng/dL",
			[]string{"17-OH-progesterona=84 ng/dL (1668-3)"}},
		{"the end of a reference is no name", "30 a 60 ng/mL (grupos de risco)\nParatormônio (PTH) 58 pg/mL\nintacto",
			[]string{"PTH=58 pg/mL (2731-8)"}},
		{"cumulative row whose unit wraps after its slash", "Exame Unidade 14/03/25 12/03/25 Valores de referência\nTFG estimada mL/min/ 31 ↓ 24 ↓ superior a 60\n(CKD-EPI 2021) 1,73m²",
			[]string{"TFG=31 mL/min/1,73 m² (98979-8)", "TFG=24 mL/min/1,73 m² (98979-8)"}},
		{"method column between the name and the result", "Exame Método / material Resultado Valores de referência\nHemoglobina automatizado 11,4 g/dL 11,0 a 15,0\nTSH quimioluminescência (CMIA) 2,1 µUI/mL 0,10 a 2,50\nURINA - EAS\nProteínas tira reagente Negativo Negativo",
			[]string{"Hemoglobina=11.4 g/dL (718-7)", "TSH=2.1 µUI/mL (3016-3)", "Proteínas na urina=Negativo (20454-5)"}},
		{"earlier-result column dated on the line below", "Exame Resultado Unidade Resultado anterior Valores de referência\nColesterol total 214 mg/dL 238 inferior a 190 mg/dL\n14/08/2024\nAlfafetoproteína < 2,0 ng/mL — até 7,0 ng/mL\nTSH 3,95 µUI/mL 5,12 µUI/mL 0,35 a 4,94 µUI/mL\nSoro · Quimioluminescência em 12/09/2024\nGlicose 104 mg/dL 99 70 a 99\nsem data",
			[]string{"Colesterol total=214 mg/dL (2093-3)", "Colesterol total=238 mg/dL (2093-3)", "Alfafetoproteína=<2 ng/mL (1834-1)",
				"TSH=3.95 µUI/mL (3016-3)", "TSH=5.12 µUI/mL (3016-3)", "Glicose=104 mg/dL (2345-7)"}},
		{"a body fluid's results are its own markers, not the blood's; the blood drawn beside it is the blood's", "LÍQUIDO CEFALORRAQUIDIANO (LCR)\nBioquímica\nProteínas 98 mg/dL 15 a 45 mg/dL\nGlicose 41 mg/dL 40 a 70 mg/dL\nGlicemia (soro, coleta simultânea) 102 mg/dL 70 a 99\nHEMOGRAMA\nHemoglobina 13,1 g/dL 13,5 a 17,5",
			[]string{"Proteínas no líquor=98 mg/dL (2880-3)", "Glicose no líquor=41 mg/dL (2342-4)", "Glicose=102 mg/dL (2345-7)", "Hemoglobina=13.1 g/dL (718-7)"}},
		{"a pleural fluid's cells and chemistry, its paired serum, then a culture's antibiogram after a halo or a MIC; outside it an antibiotic is a drug level",
			"LÍQUIDO PLEURAL - toracocentese\nAspecto Turvo Límpido\nLeucócitos 2.450 /mm³ não estabelecido\nNeutrófilos 18 % não estabelecido\nProteínas totais 4,8 g/dL\nDesidrogenase láctica (DHL) 612 U/L\nProteínas totais séricas 6,9 g/dL 6,4 a 8,3 g/dL\n" +
				"UROCULTURA COM ANTIBIOGRAMA\nMicrorganismo isolado Klebsiella pneumoniae\nAntimicrobiano Halo (mm) Interpretação\nAmpicilina 6 Resistente\nCeftriaxona ≤ 1 µg/mL S\nSulfametoxazol + trimetoprima Sensível\n" +
				"BIOQUÍMICA\nVancomicina 14,2 µg/mL 10 a 20",
			[]string{"Aspecto do líquido biológico=Turvo (9335-1)", "Leucócitos no líquido biológico=2450 /mm³ (26466-3)", "Neutrófilos no líquido biológico (%)=18 % (26513-2)",
				"Proteínas no líquido biológico=4.8 g/dL (2881-1)", "DHL no líquido biológico=612 U/L (2529-6)", "Proteínas totais=6.9 g/dL (2885-2)",
				"Urocultura=Klebsiella pneumoniae (630-4)", "Ampicilina (sensibilidade)=Resistente (18864-9)", "Ceftriaxona (sensibilidade)=Sensível (18895-3)",
				"Sulfametoxazol + trimetoprima (sensibilidade)=Sensível (18998-5)", "Vancomicina=14.2 µg/mL (20578-1)"}},
		{"a stool examination's numbered samples, each collected on its own day, and a finding on the name's line",
			"PARASITOLÓGICO DE FEZES (3 amostras)\nMétodos: Hoffman e Faust\n1ª amostra colhida em 19/03/2025 Não foram encontrados ovos, larvas ou cistos de parasitos.\nAmostra 2 (21/03/2025): Cistos de Giardia lamblia\nEPF Ovos de Ascaris lumbricoides",
			[]string{"Parasitológico de fezes=Não foram encontrados ovos, larvas ou cistos de parasitos (10704-5)", "Parasitológico de fezes=Cistos de Giardia lamblia (10704-5)", "Parasitológico de fezes=Ovos de Ascaris lumbricoides (10704-5)"}},
		{"material and method columns before the result; an estimate's equation as its method; a reference's last line is no name's start", "Exame Material Método Resultado Unidade Valores de referência\nAldosterona Soro Quimioluminescência 18,6 ng/dL Sentada: 3,0 a 35,0 ng/dL\nAtividade de renina Plasma EDTA ELISA (angiotensina I) 0,4 ng/mL/h Sentada: 0,5 a 4,0 ng/mL/h\nTFG estimada Calculado CKD-EPI 2021 80 mL/min/1,73 m² > 60 mL/min/1,73 m²\n> 5,0: secreção autônoma\nACTH Plasma EDTA Quimioluminescência 6,2 pg/mL Manhã (7 a 10 h): 7,2 a 63,3 pg/mL",
			[]string{"Aldosterona=18.6 ng/dL (1763-2)", "Atividade de renina plasmática=0.4 ng/mL/h (2915-7)", "TFG=80 mL/min/1,73 m² (98979-8)", "ACTH=6.2 pg/mL (2141-0)"}},
		{"names wrapped over three lines, the value on the last; a clearance corrected to the body surface", "Creatinina\nurinária em\n24 horas 1.480 mg/24 h 1.000 a 2.000 mg/24 h\nClearance de\ncreatinina corrigido\npara 1,73 m² 88,2 mL/min/1,73 m² Superfície corporal 1,92 m²",
			[]string{"Creatinina urinária de 24 horas=1480 mg/24 h (2162-6)", "Clearance de creatinina corrigido=88.2 mL/min/1,73 m² (12195-4)"}},
		{"material and method after the name with no header in view (OCR lost it)", "Potássio Soro Eletrodo íon-seletivo 3,6 mmol/L 3,5 a 5,1 mmol/L\nCálcio total Soro Arsenazo III 9,4 mg/dL 8,6 a 10,3 mg/dL\nHDL-colesterol Soro Enzimático direto 54 mg/dL > 50 mg/dL",
			[]string{"Potássio=3.6 mmol/L (2823-3)", "Cálcio=9.4 mg/dL (17861-6)", "HDL=54 mg/dL (2085-9)"}},
		{"a form's ticked boxes are the results; unticked options are not", "Teste rápido HIV 1/2 ☒ Não reagente ☐ Reagente ☐ Inválido Lote 25HV0931\nGrupo sanguíneo ABO ☐ A ☐ B ☐ AB ☒ O Prova direta e reversa\nURINA TIPO I\nCor ☐ Amarelo-claro ☒ Amarelo-citrino ☐ Âmbar\nNitrito [ ] Negativo [x] Positivo\nBactérias ☐ Raras ☐ Algumas ☐ Numerosas",
			[]string{"HIV 1 e 2=Não reagente (56888-1)", "Grupo sanguíneo ABO=O (883-9)", "Cor da urina=Amarelo citrino (5778-6)", "Nitrito=Positivo (5802-4)"}},
		{"two names over two values, each value with its unit; two names over bare numbers are not a band", "Sódio TSH\n140 mEq/L 2,10 µUI/mL\nFerritina Ferro\n120 45",
			[]string{"Sódio=140 mEq/L (2951-2)", "TSH=2.1 µUI/mL (3016-3)"}},
		{"a reference line's group label is no result and does not take the next line's name", "Hemoglobina glicada (HbA1c) ............... 7,6 %\nV.R.: Normal: inferior a 5,7 %; diabetes: igual ou superior a 6,5 %\nGlicose média estimada .................... 171 mg/dL Calculada: 28,7 x HbA1c - 46,7",
			[]string{"Hemoglobina glicada=7.6 % (4548-4)", "Glicemia média estimada=171 mg/dL (27353-2)"}},
		{"cards: values above names whose equation closes with its year", "1,05 mg/dL 80 mL/min/1,73m² 36 mg/dL 4,6 mEq/L\nCreatinina TFG (CKD-EPI 2021) Ureia Potássio\n0,70 a 1,20 superior a 60 17 a 43 3,5 a 5,1",
			[]string{"Creatinina=1.05 mg/dL (2160-0)", "TFG=80 mL/min/1,73m² (98979-8)", "Ureia=36 mg/dL (3091-6)", "Potássio=4.6 mEq/L (2823-3)"}},
		{"a name wrapped below a method column, methods joined by '+', a formula's factor", "Exame Material Método Resultado Unidade Valores de referência\nProlactina após precipitação Soro PEG + quimiolum. 9,6 ng/mL Monomérica: 2,5 a 18,5 ng/mL\ncom PEG (monomérica)\nRecuperação de prolactina Calculado Cálculo 19,9 % < 40 %: presença de macroprolactina Recuperação = pós-PEG / total x 100\nTTPA relação paciente/normal 1,16 [0,80-1,25]",
			[]string{"Prolactina monomérica (pós-PEG)=9.6 ng/mL (42607-2)", "Recuperação de prolactina pós-PEG=19.9 % (50366-4)", "TTPA relação=1.16 (63561-5)"}},
		{"24-hour urine names wrapped before 24 horas", "URINA DE 24 HORAS\nProteinúria de 742 mg/24 h inferior a 150 mg/24 h\n24 horas\nSódio urinário 168 mEq/24 h 40 a 220 mEq/24 h\nde 24 horas\nVolume urinário 1.850 mL não se aplica\nde 24 horas",
			[]string{"Proteinúria de 24 horas=742 mg/24 h (2889-4)", "Sódio urinário de 24 horas=168 mEq/24 h (2956-1)", "Volume urinário de 24 horas=1850 mL (3167-4)"}},
		{"reference first, with a label before it and a note after it", "Exame Valores de referência Resultado Unidade\nHemoglobina Mulheres: 12,0 a 15,5 g/dL 10,9 g/dL\nRNI até 1,20 (sem anticoagulação) 1,04 -",
			[]string{"Hemoglobina=10.9 g/dL (718-7)", "INR=1.04 (6301-6)"}},
		{"blood-gas analyser: two columns, ions with their charge, a negative base excess, whole-blood codes", "AMOSTRA 1/3 - SANGUE ARTERIAL (radial)\nGases Result. Unid. Referência Eletról. Result. Unid. Referência\npH 7.31 7.35 - 7.45 Na+ 134 mmol/L 136 - 145\nBE(B) -2.8 mmol/L -2.0 - 3.0 Ca++ 1.08 mmol/L 1.15 - 1.33",
			[]string{"pH sanguíneo=7.31 (2744-1)", "Sódio=134 mmol/L (2947-0)", "Excesso de bases=-2.8 mmol/L (1925-7)", "Cálcio ionizado=1.08 mmol/L (1994-3)"}},
		{"a bound in words followed by another is the value then its reference", "Fator reumatoide inferior a 8,6 UI/mL inferior a 14,0 UI/mL",
			[]string{"Fator reumatoide=<8.6 UI/mL (11572-5)"}},
		{"complement and antiphospholipid antibodies, the isotype wrapped before the reference's label", "Complemento C3 88 mg/dL 90 a 180 mg/dL\nAnticorpos anticardiolipina 12 GPL Negativo: inferior a 20 GPL\nIgG Fracamente positivo: 20 a 40 GPL",
			[]string{"Complemento C3=88 mg/dL (4485-9)", "Anticardiolipina IgG=12 GPL (3181-5)"}},
		{"a known name made longer by the next line, before that line's reference label", "Proteína C reativa 3,1 mg/L baixo risco CV: inferior a 1,0 mg/L\nultrassensível risco intermediário: 1,0 a 3,0 mg/L\nLipoproteína (a) 86 nmol/L inferior a 75 nmol/L",
			[]string{"PCR ultrassensível=3.1 mg/L (30522-7)", "Lipoproteína(a)=86 nmol/L (43583-4)"}},
		{"method column under a header whose Resultado OCR lost, rows behind a border's debris", "Exame Método / material Valores de referência / interpretação\ni Hemoglobina automatizado 11,4 g/dl gestantes: 11,0 a 15,0 g/dL\n| Hematócrito automatizado 34,6 % 33,0 a 44,0 %",
			[]string{"Hemoglobina=11.4 g/dl (718-7)", "Hematócrito=34.6 % (4544-3)"}},
		{"name starting with a digit", "25-OH Vitamina D 24,6 ng/mL 30 a 100", []string{"Vitamina D=24.6 ng/mL (62292-8)"}},
		{"titre and pattern under the exam's heading, whose block reference is further down", "PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN) EM CÉLULAS HEp-2\nMaterial: soro\nResultado: Reagente\nTítulo: 1/640\nPadrão: Nuclear pontilhado fino denso\nValor de referência: Não reagente\nSÍFILIS – VDRL (teste não treponêmico)\nResultado: REAGENTE\nTítulo: 1/8 (diluição máxima reagente)",
			[]string{"FAN=Reagente (8061-4)", "FAN (título)=1/640 (5048-4)", "FAN (padrão)=Nuclear pontilhado fino denso (13068-2)", "VDRL=Reagente (5292-8)", "VDRL (título)=1/8 (50690-7)"}},
		{"a heading's exam number and fields; a label alone never takes a number", "[40211] FATOR ANTINÚCLEO (FAN) - IFI EM CÉLULAS HEp-2 Coleta: 09/09/2025 07:58\nReatividade Reagente Não reagente\nTítulo 1/640 inferior a 1/80\nPadrão 12 campos",
			[]string{"FAN=Reagente (8061-4)", "FAN (título)=1/640 (5048-4)"}},
		{"protein electrophoresis: each fraction's share and mass, its albumin the fraction's until the next exam", "ELETROFORESE DE PROTEÍNAS SÉRICAS\nMaterial: soro\nFração % g/dL Referência (%) Referência (g/dL)\nAlbumina 38,2 3,40 55,8 a 66,1 4,02 a 4,76\nGama globulina 39,9 3,55 11,1 a 18,8 0,80 a 1,35\nIMUNOGLOBULINAS SÉRICAS\nAlbumina 4,1 g/dL 3,5 a 5,2",
			[]string{"Albumina (eletroforese, %)=38.2 (13980-8)", "Albumina (eletroforese)=3.4 (2862-1)", "Gama globulina (%)=39.9 (13983-2)", "Gama globulina=3.55 (2874-6)", "Albumina=4.1 g/dL (1751-7)"}},
		{"footnote marks, an equation after the name, an earlier result's date in a parenthesis", "Carga viral do HIV-1 ¹ < 40 cópias/mL RT-PCR\nTFG estimada CKD-EPI 2021 ⁸ 92 mL/min/1,73m² cálculo\nCD4+ anterior (10/03/2025) ² 356 células/mm³",
			[]string{"Carga viral do HIV-1=<40 cópias/mL (20447-9)", "TFG=92 mL/min/1,73m² (98979-8)", "Linfócitos T CD4+=356 células/mm³ (24467-3)"}},
		{"OCR's readings of a gas's names and of units", "GASOMETRIA ARTERIAL\np02 71.0 mmHg 80.0 - 100.0 Ca++ 1.08 mmol/L 1.15 - 1.33\ns02 92.4 &% 95.0 - 99.0\nNeutrófilos 4,32 x10%L 1,80 a 7,50",
			[]string{"pO2=71 mmHg (2703-7)", "Cálcio ionizado=1.08 mmol/L (1994-3)", "Saturação de O2=92.4 % (2708-6)", "Neutrófilos=4.32 ×10⁹/L (751-8)"}},
		{"blocks whose heading prints material and method beside the name and whose unit is printed only in the reference above the result", "PERFIL LIPÍDICO\nCOLESTEROL TOTAL Soro · Enzimático colorimétrico\nDesejável: < 190 mg/dL\nResultado: 232 Alto\nTIROXINA LIVRE Quimioluminescência\nValores de referência:\n0,54 a 1,24 ng/dL\nResultado: 0,86\nChumbo no sangue\nResultado: 4,1 µg/dL VR: inferior a 10,0 µg/dL",
			[]string{"Colesterol total=232 mg/dL (2093-3)", "T4 livre=0.86 ng/dL (3024-7)", "Chumbo=4.1 µg/dL (5671-3)"}},
		{"a reference printed first after its own label, with a sex's or a range's label inside it, or saying none applies", "FUNÇÃO RENAL\nCREATININA Ref.: Homens: 0,70 a 1,30 1,84 mg/dL ↑\nMulheres: 0,50 a 1,10\nUREIA Ref.: 17 a 49 78 mg/dL ↑\nPROTEÍNA URINÁRIA Ref.: Não se aplica 42,0 mg/dL\nRELAÇÃO ALBUMINA/CREATININA Ref.: Normal: inferior a 30 mg/g 186 mg/g ↑",
			[]string{"Creatinina=1.84 mg/dL (2160-0)", "Ureia=78 mg/dL (3091-6)", "Proteínas na urina=42 mg/dL (2888-6)", "Relação albumina/creatinina=186 mg/g (14959-1)"}},
		{"a reference labelled before the result's own label, in an LIS's capitals", "TSH REF: 0,45 A 4,50 uUI/mL RESULTADO: 2,15 uUI/mL\nVITAMINA D (25-OH) REF: SUPERIOR A 20 ng/mL RESULTADO: 24,6 ng/mL\nPCR REF: INFERIOR A 0,5 mg/dL RESULTADO: INFERIOR A 0,30 mg/dL",
			[]string{"TSH=2.15 uUI/mL (3016-3)", "Vitamina D=24.6 ng/mL (62292-8)", "PCR=<0.3 mg/dL (1988-5)"}},
		{"a compact table's abbreviations, two capitals in its second column", "Exame Res. Unid. Ref. Exame Res. Unid. Ref.\nHEM 5,21 x10⁶/µL 4,5-5,9 GLI 86 mg/dL 70-99\nHT 46,2 % 41-53 UR 31 mg/dL 15-45\nLEUC 4.100 /µL 4.000-10.000 FA 82 U/L 40-129\nSEG 1.640 /µL 1.600-7.000 BT 1,4 ↑ mg/dL < 1,2\nCOL T 228 * mg/dL <190 ALB 4,6 g/dL 3,5-5,2",
			[]string{"Hemácias=5.21 x10⁶/µL (789-8)", "Glicose=86 mg/dL (2345-7)", "Hematócrito=46.2 % (4544-3)", "Ureia=31 mg/dL (3091-6)", "Leucócitos=4100 /µL (6690-2)", "Fosfatase alcalina=82 U/L (6768-6)",
				"Segmentados=1640 /µL (751-8)", "Bilirrubina total=1.4 mg/dL (1975-2)", "Colesterol total=228 mg/dL (2093-3)", "Albumina=4.6 g/dL (1751-7)"}},
		{"a list of references under its bare label, a drug's daily dose over an exam's heading and the hour a cortisol was drawn at are no results", "Triglicerídeos ............ 131 mg/dL\nValores de referência:\nColesterol total: < 190 mg/dL\nLDL / não-HDL: metas conforme categoria de risco (ver nota)\nTriglicerídeos: < 150 mg/dL (jejum)\n" +
			"CORTISOL 08H 412 nmol/L 166 - 507\nUreia 18H mg/dL 15 a 45\nUso de anticoagulante:\nVarfarina 5 mg/dia (informado)\nTEMPO DE PROTROMBINA (TP/RNI)",
			[]string{"Triglicerídeos=131 mg/dL (2571-8)", "Cortisol=412 nmol/L (14675-3)", "Ureia=18 mg/dL (3091-6)"}},
		{"a name alone over a line that starts with another marker's name is not wrapped into it", "TEMPO DE PROTROMBINA (TP/RNI)\nCORTISOL 412 nmol/L 166 - 507",
			[]string{"Cortisol=412 nmol/L (14675-3)"}},
		{"an equation's year after the name that took the equation", "eGFR CKD-EPI 2021 73 mL/min/1,73 m² > 60\nTFG CKD-EPI 2021: 91 mL/min/1,73 m²",
			[]string{"TFG=73 mL/min/1,73 m² (98979-8)", "TFG=91 mL/min/1,73 m² (98979-8)"}},
		{"a labelled reference in words, or a per-field range, before the result of the same kind", "SOROLOGIAS\nVDRL V.R.: NAO REAGENTE NAO REAGENTE\nHBSAG (TESTE RAPIDO) V.R.: NAO REAGENTE NAO REAGENTE\nEAS\nMATERIAL: URINA\n" +
			"COR V.R.: Amarelo citrino AMARELO CLARO\nHEMÁCIAS V.R.: até 3 p/campo 1 A 2 p/campo",
			[]string{"VDRL=Não reagente (5292-8)", "HBsAg=Não reagente (5196-1)", "Cor da urina=Amarelo claro (5778-6)", "Hemácias na urina=1 A 2 p/campo (13945-1)"}},
		{"the load a tolerance test's sample follows is no value; \"mil\" between a count and its unit is part of the value", "Glicose – 120 minutos após 75 g 168 Alto mg/dL < 140\nPlaquetas 243 mil /µL 150 mil a 450 mil\nPlaquetas 251 mil/mm³ 150 a 450",
			[]string{"Glicose 2 h após 75 g=168 mg/dL (1518-0)", "Plaquetas=243000 /µL (777-3)", "Plaquetas=251 mil/mm³ (777-3)"}},
		{"a research visit's number after the name is no value", "Glicose visita 3 98 mg/dL 70 a 99\nCreatinina sérica - visita 2",
			[]string{"Glicose=98 mg/dL (2345-7)"}},
		{"a result that mentions a history is still read (only \"Histórico:\" or \"Histórico 1,31\" labels one)", "Glicose 98 mg/dL 70 a 99 (ver histórico)",
			[]string{"Glicose=98 mg/dL (2345-7)"}},
		{"a glucose tolerance curve's rows named by their time under the panel's numbered heading", "2. CURVA GLICÊMICA – TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)\nJejum (0 min) 88 inferior a 92\n60 minutos 171 inferior a 180\n120 minutos 158 inferior a 153",
			[]string{"Glicose=88 (2345-7)", "Glicose 1 h após 75 g=171 (20438-8)", "Glicose 2 h após 75 g=158 (1518-0)"}},
		{"a curve's rows with the time each sample was drawn between name and value", "Amostra Horário Glicemia Referência\nGlicose – jejum 07:05 88 mg/dL inferior a 92 mg/dL\nGlicose – 60 minutos 08:10 162 mg/dL inferior a 180 mg/dL\nTempo de sangramento 2:30 min",
			[]string{"Glicose=88 mg/dL (2345-7)", "Glicose 1 h após 75 g=162 mg/dL (20438-8)"}},
		{"a name above its value after a method line, and a known name never glued to the next line's own", "TSH – Hormônio tireoestimulante\n2,11 µUI/mL 0,10 a 2,50 µUI/mL\nSoro – eletroquimioluminescência.\nFerritina\n28,4 ng/mL 10,0 a 291,0 ng/mL\nPlaquetas automatizado\nGlicemia de jejum\nAnti-HBs quimioluminescência 512 mUI/mL superior a 10\nColesterol não\nHDL 131 mg/dL inferior a 130",
			[]string{"TSH=2.11 µUI/mL (3016-3)", "Ferritina=28.4 ng/mL (2276-4)", "Anti-HBs=512 mUI/mL (16935-9)", "Colesterol não-HDL=131 mg/dL (43396-1)"}},
		{"a long name with its parenthesis alone on its line, the result below", "IMUNO-HEMATOLOGIA\nCoombs indireto (pesquisa de anticorpos irregulares)\nNegativo\nTécnica em gel.\nHIV 1 e 2 (antígeno e anticorpos)\nNão reagente Não reagente",
			[]string{"Pesquisa de anticorpos irregulares=Negativo (890-4)", "HIV 1 e 2=Não reagente (56888-1)"}},
		{"names wrapped in a narrow column beside a material and a collection column that wrap too", "Exame Material Coleta Resultado Unidade Valor de referência\nTempo de Plasma 07/06/25 12,8 s 10,0 a 14,0 s\nprotrombina citrato 23:50\n(TP)\nTP – Plasma 07/06/25 91 % 70 a 120 %\natividade citrato 23:50\nProteína C Soro 07/06/25 6,2 ↑ mg/L Inferior a 5,0 mg/L\nreativa 23:50\nRDW-CV 13,1 % 11,5 – 14,5 1,8–7,5; eosinófilos 0,04–0,50;\nlinfócitos 1,0–4,0; monócitos 0,2–1,0.",
			[]string{"Tempo de protrombina=12.8 s (5902-2)", "Atividade de protrombina=91 % (5894-1)", "PCR=6.2 mg/L (1988-5)", "RDW=13.1 % (788-0)"}},
		{"a dialysis session's moment and an assay's form after the name, in a cumulative table", "Exame Unidade 13.01.2025 10.02.2025 10.03.2025 Referência / meta\nUreia pré-diálise mg/dL 148 132 139 Sem referência (controle de diálise)\nParatormônio (PTH) intacto pg/mL – – 486 130 a 585",
			[]string{"Ureia=148 mg/dL (3091-6)", "Ureia=132 mg/dL (3091-6)", "Ureia=139 mg/dL (3091-6)", "PTH=486 pg/mL (2731-8)"}},
		{"a LIS urinalysis in capitals with abbreviated words, and yeasts", "URINA TIPO I\nASPECTO ..............: LIG. TURVO (LIMPIDO)\nCEL. EPITELIAIS ......: RARAS (RARAS)\nBACTERIAS ............: MODERADAS (AUSENTES/RARAS)\nLeveduras Ausentes Ausentes",
			[]string{"Aspecto da urina=Ligeiramente turvo (5767-9)", "Células epiteliais=Raros (5787-7)", "Bactérias=Moderados (25145-4)", "Leveduras=Ausente (32356-8)"}},
		{"a qualitative pregnancy test; a urinalysis's colour and crystals", "Beta-hCG qualitativo NEGATIVO — Negativo\nURINA TIPO I (EAS) Resultado Valores de referência\nCor Amarela Amarelo claro a amarelo\nCristais Ausentes Ausentes",
			[]string{"Beta-hCG=Negativo (2106-3)", "Cor da urina=Amarela (5778-6)", "Cristais=Ausente (5782-8)"}},
		{"OCR's '&' for '#', 'º' for '³', a speck between a cumulative row's cells", "Neutrófilos & 11,66 x10º/uL H 1,80 a 7,50\nExame 12/05/2025 20/11/2024\nCreatinina (mg/dL) . 1,21 1,18",
			[]string{"Neutrófilos=11.66 x10³/µL (751-8)", "Creatinina=1.21 mg/dL (2160-0)", "Creatinina=1.18 mg/dL (2160-0)"}},
		{"a CSF's rows with their material column, then a blood heading that ends the CSF", "Dt.Col. Exame Material Resultado Unidade Referência Obs.\nLÍQUIDO CEFALORRAQUIDIANO (punção lombar)\n20/02/25 10:40 Leucócitos Líquor 86 * /mm³ Até 5\n20/02/25 10:40 Glicose Líquor 38 * mg/dL 40 a 70\nSORO / SANGUE\n20/02/25 10:52 Glicose (sérica, pareada) Soro 96 mg/dL 70 a 99\n20/02/25 10:52 Leucócitos (sangue) Sangue (EDTA) 12.800 * /mm³ 4.000 a 10.000\nMONITORAMENTO TERAPÊUTICO DE FÁRMACOS\n22/02/25 06:15 Fenitoína Soro 11,8 µg/mL 10,0 a 20,0",
			[]string{"Leucócitos no líquor=86 /mm³ (806-0)", "Glicose no líquor=38 mg/dL (2342-4)", "Glicose=96 mg/dL (2345-7)", "Leucócitos=12800 /mm³ (6690-2)", "Fenitoína=11.8 µg/mL (3968-5)"}},
		{"an exam's heading that names the antibodies its rows give by class alone", "TOXOPLASMOSE – ANTICORPOS IgG E IgM\nMaterial: Soro Método: Quimioluminescência (CMIA)\nIgG 86,2 UI/mL IgG: Não reagente: inferior a 1,6 UI/mL\nIgM Não reagente Reagente: igual ou superior a 3,0 UI/mL",
			[]string{"Toxoplasmose IgG=86.2 UI/mL (8039-0)", "Toxoplasmose IgM=Não reagente (25542-2)"}},
		{"a flag in words or '(+)' between the value and its unit; a treponemal test named by the disease", "HORMÔNIO LUTEINIZANTE (LH)\nMaterial: Soro – Método: Eletroquimioluminescência\nResultado: 11,9 Alto mUI/mL\nGlicose 58 Baixo mg/dL 70 a 99\nSífilis (treponêmico) Não reagente\nURINA TIPO 1 (EAS)\nLeucócitos 48.000 (+) /mL Até 10.000 /mL",
			[]string{"LH=11.9 mUI/mL (10501-5)", "Glicose=58 mg/dL (2345-7)", "Anticorpos anti-Treponema pallidum=Não reagente (24110-9)", "Leucócitos na urina=48000 /mL (30405-5)"}},
		{"Tesseract's '/mm³' as 'Imm?' or '/mmº?' and 'UI' as 'Ul'", "Plaquetas 228.000 /mmº? 150.000 a 450.000\nAnti-HBs 128,4 mUl/mL\nExame Unidade 31/01/25 01/02/25 Referência\nLeucócitos Imm? 18.400H 15.900H 4.000 — 10.000",
			[]string{"Plaquetas=228000 /mm³ (777-3)", "Anti-HBs=128.4 mUI/mL (16935-9)", "Leucócitos=18400 /mm³ (6690-2)", "Leucócitos=15900 /mm³ (6690-2)"}},
		{"H and L glued to the values of a cumulative row, as go-pdf sets a bold flag", "Exame Unidade 31/01/25 01/02/25 Referência\nSódio mmol/L 134L 137 136 – 145\nLeucócitos /mm³ 18.400H 10.100H 4.000 – 10.000",
			[]string{"Sódio=134 mmol/L (2951-2)", "Sódio=137 mmol/L (2951-2)", "Leucócitos=18400 /mm³ (6690-2)", "Leucócitos=10100 /mm³ (6690-2)"}},
		{"flags printed against their values", "Lítio 1,38↑ mmol/L 0,60 a 1,20\nCálcio total 10,6(H) mg/dL 8,6 a 10,3\nCreatinina 1,24* mg/dL 0,70 a 1,20",
			[]string{"Lítio=1.38 mmol/L (14334-7)", "Cálcio=10.6 mg/dL (17861-6)", "Creatinina=1.24 mg/dL (2160-0)"}},
		{"a threshold that labels an interpretation is not a result", "Relação PSA livre/total 28 % > 25 %\nRelação PSA livre/total > 25 %: menor probabilidade de neoplasia (aplicável a PSA entre 4 e 10 ng/mL).",
			[]string{"Relação PSA livre/total=28 % (12841-3)"}},
		{"a footnote's threshold in words is not a result", "Anti-HBs ⁵ < 2,0 mUI/mL quimioluminescência (CMIA)\n⁵ Anti-HBs: inferior a 10 mUI/mL = não imune; igual ou superior a 10 mUI/mL = imune.",
			[]string{"Anti-HBs=<2 mUI/mL (16935-9)"}},
		{"conversion factors and a reference that names the result again are not results", "Relação proteína/creatinina: 1,91 g/g\nValor de referência:\nRelação proteína/creatinina: inferior a 0,20 g/g\nFatores de conversão: colesterol x 0,02586; cálcio x 0,2495",
			[]string{"Relação proteína/creatinina=1.91 g/g (2890-2)"}},
	} {
		var got []string
		for _, l := range Extract(c.text).Labs {
			got = append(got, labSummary(l))
		}
		if strings.Join(got, "; ") != strings.Join(c.want, "; ") {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// Bedside values, prose and reference lines are not results.
func TestLabNonResults(t *testing.T) {
	for _, text := range []string{
		"Glicemia capilar 231 mg/dL", "SatO2 97% em ar ambiente", "Mulheres: 12,0 a 15,5",
		"VEM na 85,4 fL 80 a 100", "CHEM EG 32,4 g/dL 31a36", "Glicose pós-prandial 140 mg/dL",
		"Hemácias\nHemoglobina\nGlicose\n92 mg/dL 70 a 99", // names OCR read apart from a column that does not fit
		// a table of references or targets by category under the results
		"Valores de referência (adultos) Desejável Limítrofe / Alto\nCol. total < 190 mg/dL ≥ 190 mg/dL\nHDL-COLESTEROL > 40 mg/dL —\nTrig. (jejum) < 150 mg/dL ≥ 150 mg/dL",
		"Categoria de risco (SBC 2017) Meta LDL-c Meta não-HDL-c\nBaixo < 130 mg/dL < 160 mg/dL\nIntermediário < 100 mg/dL < 130 mg/dL",
	} {
		if labs := Extract(text).Labs; len(labs) != 0 {
			t.Errorf("%q → %+v, want none", text, labs)
		}
	}
}

// Each result gets the collection date printed above it; a report that prints its dates only
// below the results dates them by the next one.
// A history table under a result: its unit beside the name, its first column (the current
// result again) not counted twice.
func TestHistoryTableUnderAResult(t *testing.T) {
	text := "Data da coleta: 11/03/2025\nGLICOSE\nRESULTADO 98 mg/dL\nHistórico de resultados:\nData 11/03/2025 18/09/2024\nGlicose (mg/dL) 98 104"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, fmt.Sprintf("%s=%s %s %s", l.Marker, l.ValueText, l.Unit, l.CollectedAt.Format("2006-01-02")))
	}
	if want := "Glicose=98 mg/dL 2025-03-11; Glicose=104 mg/dL 2024-09-18"; strings.Join(got, "; ") != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// An earlier result's cell with its flag and then its own date, under "Anterior Data ant.".
func TestEarlierResultFlaggedAndDated(t *testing.T) {
	text := "Coleta: 10/11/2025\nExame Result. Unidade Referência Anterior Data ant.\nGlicemia de jejum 146 H mg/dL 70 a 99 162 H 12/05/2025"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, fmt.Sprintf("%s=%s %s", l.Marker, l.ValueText, l.CollectedAt.Format("2006-01-02")))
	}
	if want := "Glicose=146 2025-11-10; Glicose=162 2025-05-12"; strings.Join(got, "; ") != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Earlier results dated in a header's label ("Em 18/06/2025", "Anterior (26/08/2025)"), after
// "Resultado de" or in a history list split by middle dots; a lone bound after the result is its
// reference.
func TestEarlierResultsLabelledByDate(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Data da coleta: 22/09/2025\nExame Resultado Unidade Em 18/06/2025 Valores de referência\nTestosterona total 9,8 nmol/L 8,4 L 8,6 a 29,0 nmol/L\nTFG ESTIMADA (CKD-EPI 2021) 57 L mL/min/1,73 m² SUPERIOR A 60",
			"Testosterona total=9,8 2025-09-22; Testosterona total=8,4 2025-06-18; TFG=57 2025-09-22"},
		{"Data da coleta: 16/09/2025\nExame Resultado Unidade Valores de referência Anterior (26/08/2025)\nHemoglobina 10,9 ↓ g/dL 13,0 a 17,0 11,6 ↓",
			"Hemoglobina=10,9 2025-09-16; Hemoglobina=11,6 2025-08-26"},
		{"Data da coleta: 16/09/2025\nCEA – ANTÍGENO CARCINOEMBRIÔNICO\nMaterial: Soro Método: ECLIA\nResultado 6,8 ↑ ng/mL Valores de referência:\nResultado de 12/06/2025 9,4 ↑ ng/mL Não fumantes: até 3,8 ng/mL",
			"CEA=6,8 2025-09-16; CEA=9,4 2025-06-12"},
		{"Data de coleta: 12/11/2025\nCA 125\nMaterial: Soro Método: Quimioluminescência\nResultado: 16,2 U/mL\nHistórico: 18,4 U/mL (13/08/2025) · 22,9 U/mL (14/05/2025)",
			"CA 125=16,2 2025-11-12; CA 125=18,4 2025-08-13; CA 125=22,9 2025-05-14"},
		{"Data da coleta: 06/05/2025\nEXAME VALORES DE RESULTADO UNIDADE ANTERIOR\nREFERÊNCIA 14/10/2024\nGLICOSE DE JEJUM 70 a 99 109 H mg/dL 101 H\nCOLESTEROL TOTAL inferior a 190 221 H mg/dL 238 H",
			"Glicose=109 2025-05-06; Glicose=101 2024-10-14; Colesterol total=221 2025-05-06; Colesterol total=238 2024-10-14"},
		{"Coleta: 11/02/2025\nAnterior\nExame Resultado 22/08/2024 Unidade Valores de referência\nGlicemia de jejum 104 ↑ 98 mg/dL 70 a 99",
			"Glicose=104 2025-02-11; Glicose=98 2024-08-22"},
		{"Coleta: 10/06/2025\nCarga viral HIV-1 (log10) 1,93 log\nUROCULTURA\nAntimicrobiano (TSA – disco-difusão) Interpretação\nAmpicilina Resistente",
			"Carga viral do HIV-1 (log)=1,93 2025-06-10; Ampicilina (sensibilidade)=Resistente 2025-06-10"},
		{"Coletado em 07/04/2025\nColesterol total: 182 mg/dL\nHDL: 41 mg/dL\nAnterior em 09/12/2024: Colesterol total 195 mg/dL · HDL 39 mg/dL",
			"Colesterol total=182 2025-04-07; HDL=41 2025-04-07; Colesterol total=195 2024-12-09; HDL=39 2024-12-09"},
		{"Coletado em 07/04/2025\nCreatinina: 1,45 mg/dL\nAnterior em 09/12/2024: Creatinina 1,41 mg/dL - TFG 50 mL/min/1,73 m?",
			"Creatinina=1,45 2025-04-07; Creatinina=1,41 2024-12-09; TFG=50 2024-12-09"},
		{"Coleta: 22/10/2025\nExame Resultado Unidade Valores de referência Anterior\n21/10/2025\nRNI 2,48 Alto 0,80 a 1,20 2,15\nAntígeno de Câncer 125 12,4 U/mL até 35,0",
			"INR=2,48 2025-10-22; INR=2,15 2025-10-21; CA 125=12,4 2025-10-22"},
	} {
		var got []string
		for _, l := range Extract(c.text).Labs {
			got = append(got, fmt.Sprintf("%s=%s %s", l.Marker, l.ValueText, l.CollectedAt.Format("2006-01-02")))
		}
		if strings.Join(got, "; ") != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.text, strings.Join(got, "; "), c.want)
		}
	}
}

// An earlier result is dated by the line below it; the current one by the report.
func TestEarlierResultColumnDates(t *testing.T) {
	text := "Data de coleta: 15/04/2025\nExame Resultado Unidade Resultado anterior Referência\nColesterol total 214 mg/dL 238 inferior a 190 mg/dL\n14/08/2024"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, fmt.Sprintf("%s=%s %s", l.Marker, l.ValueText, l.CollectedAt.Format("2006-01-02")))
	}
	if want := "Colesterol total=214 2025-04-15; Colesterol total=238 2024-08-14"; strings.Join(got, "; ") != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestLabCollectionDates(t *testing.T) {
	markerOn := func(l Lab) string {
		if l.CollectedAt == nil {
			return l.Marker + "@undated"
		}
		return l.Marker + "@" + l.CollectedAt.Format("02/01")
	}
	for _, tc := range []struct{ name, text, want string }{
		{"dates above", "Data da coleta: 05/08/2026\nGlicose 104 mg/dL 70 a 99\nData da coleta: 12/08/2026\nCreatinina 0,85 mg/dL 0,60 a 1,10",
			"Glicose@05/08 Creatinina@12/08"},
		{"dates below", "Glicose 104 mg/dL 70 a 99\nColetado em: 05/08/2026\nTSH 2,1 µUI/mL 0,4 a 4,5\nColetado em: 12/08/2026",
			"Glicose@05/08 TSH@05/08"},
		{"an earlier result under the block's heading", "Data da coleta: 11/03/2025\nCREATININA\nRESULTADO 1,08 mg/dL\nValores de referência: 0,70 a 1,30 mg/dL\nResultado anterior: 1,02 mg/dL em 18/09/2024",
			"Creatinina@11/03 Creatinina@18/09"},
		{"a history chart under the exam's heading", "Data da coleta: 01/09/2025\nBETA-HCG QUANTITATIVO\nResultado 1.728 mUI/mL\nHistórico da paciente (mUI/mL)\nColeta Resultado\n25/08/2025 ████ 142\n29/08/2025 ████████ 611\n01/09/2025 ██████████████ 1.728",
			"Beta-hCG@01/09 Beta-hCG@25/08 Beta-hCG@29/08"},
		{"a date in the name's parenthesis", "Data da coleta: 16/09/2025\nLinfócitos T CD4+ 412 células/mm³\nCD4+ anterior (10/03/2025) 356 células/mm³",
			"Linfócitos T CD4+@16/09 Linfócitos T CD4+@10/03"},
		{"a collection column at the end of each row", "EXAME RESULTADO UNIDADE REFERENCIA COLETA\nHEMOGLOBINA 98 L g/L 130 - 170 12/04/25 05:30\nLACTATO 4,1 H mmol/L 0,5 - 2,2 11/04/25 23:10",
			"Hemoglobina@12/04 Lactato@11/04"},
		{"abbreviated and section labels", "DT.COL. : 02/06/2025 07:32 IMPRESSO: 04/06/2025\nGLICOSE 92 mg/dL 70 a 99\nBIOQUÍMICA – coleta de 07/06/2025 06:00\nUreia 30 mg/dL 15 a 40",
			"Glicose@02/06 Ureia@07/06"},
		{"no collection date: the day the sample was received", "Data de nascimento: 27/09/2000\nData de entrada: 05/02/2025 Data de liberação: 11/02/2025\nGlicose 92 mg/dL 70 a 99",
			"Glicose@05/02"},
		{"a receipt date beside a collection date dates nothing", "Coleta: 02/03/2025\nMaterial recebido em 03/03/2025\nGlicose 92 mg/dL 70 a 99",
			"Glicose@02/03"},
		{"an earlier result dated in parentheses under each exam; under an exam the table lacks, another exam's unit is not the heading above's", "Coleta: 25/02/2025 07:20\nGama-glutamiltransferase\nResultado: 44 U/L VR: 8 a 61 U/L\nAnterior (19/08/2024): 52 U/L\nÁcido trans,trans-mucônico urinário\nResultado: 0,3 mg/g creat. VR: até 0,5\nAnterior (19/08/2024): 0,4 mg/L\nChumbo no sangue\nResultado: 4,1 µg/dL VR: inferior a 10,0 µg/dL\nAnterior (19/08/2024): 3,8 µg/dL\nColinesterase plasmática\nResultado: 7.850 U/L",
			"Gama-GT@25/02 Gama-GT@19/08 Chumbo@25/02 Chumbo@19/08 Colinesterase@25/02"},
		{"a bare collection label in a row of labels; an exam's history dates only its own rows, and a dated row starts no name", "PACIENTE DATA DE NASCIMENTO ATENDIMENTO\nRosângela P. da Costa 08/06/1972 0520-00342\n" +
			"MÉDICO SOLICITANTE COLETA LIBERAÇÃO\nDra. Kátia R. Bessa · CRM-AM 7.041 20/05/2025 09:02 22/05/2025 11:47\nTSH - HORMÔNIO TIREOESTIMULANTE\n" +
			"Resultado 4,82 µUI/mL Valores de referência\nHistórico Data da coleta Resultado\n12/02/2025 6,91 µUI/mL\n05/11/2024 9,44 µUI/mL\n" +
			"T3 TOTAL - TRI-IODOTIRONINA\nResultado 102 ng/dL Valores de referência",
			"TSH@20/05 TSH@12/02 TSH@05/11 T3 total@20/05"},
		{"a urine's own day on its material line, after commas or 'pelo paciente'", "Coleta (sangue): 14/07/2025 09:20\nURINA TIPO I (EAS)\n" +
			"Material: urina, primeira da manhã, jato médio – coletada pelo paciente em 15/07/2025 às 06:10\nDensidade 1,018 1,005 a 1,030\nBIOQUÍMICA\nMaterial: soro\nCreatinina 0,71 mg/dL 0,50 a 0,90",
			"Densidade urinária@15/07 Creatinina@14/07"},
		{"a block's references by phase without a label of their own, then its result", "Coleta: 10/09/2024 07:35\nFSH – HORMÔNIO FOLÍCULO ESTIMULANTE\nMaterial: Soro Método: Quimioluminescência\n" +
			"Fase folicular: 3,85 a 8,78 mUI/mL\nPico ovulatório: 4,54 a 22,51 mUI/mL\nFase lútea: 1,79 a 5,12 mUI/mL\nPós-menopausa: 16,74 a 113,59 mUI/mL\nResultado: 6,4 mUI/mL",
			"FSH@10/09"},
		{"a urine's home collection on its heading's material label", "Data da coleta: 03/06/2025 07:50\nURINA TIPO I – EAS Material: Urina de jato médio · Coleta domiciliar em 04/06/2025 06:10\nDensidade 1,018 1,005 a 1,030\nBIOQUÍMICA\nMaterial: soro\nCreatinina 0,71 mg/dL 0,50 a 0,90",
			"Densidade urinária@04/06 Creatinina@03/06"},
		{"an evolution table whose units line prints units over the columns that have one only", "Data da coleta TP Atividade RNI TTPa Relação\nseg % seg\n" +
			"10/03/2025 07:00 13,1 88 1,09 62,4 ↑ 2,08 ↑\n11/03/2025 07:05 17,8 ↑ 52 ↓ 1,58 ↑ 54,0 ↑ 1,80 ↑",
			"Tempo de protrombina@10/03 Atividade de protrombina@10/03 INR@10/03 TTPA@10/03 TTPA relação@10/03 " +
				"Tempo de protrombina@11/03 Atividade de protrombina@11/03 INR@11/03 TTPA@11/03 TTPA relação@11/03"},
		{"a blood bank's donation is the collection, the last donation is not", "Nascimento 12/12/1993 Data da doação 07/03/2025\nTipo Repetição Última doação 05/11/2024\nHemoglobina 14,6 g/dL",
			"Hemoglobina@07/03"},
		{"each exam's block dated by its sample's line between its heading and its result", "Data da 1ª coleta: 04/03/2025\nDENGUE – ANTICORPOS IgM (2ª amostra, convalescente)\n" +
			"Amostra: Soro – coletada em 18/03/2025 Metodologia: ELISA de captura (MAC-ELISA)\nResultado: Reagente\nHIV – TRIAGEM (4ª GERAÇÃO)\n" +
			"Amostra: Soro – coletada em 04/03/2025 Metodologia: Quimioluminescência\nResultado: Não reagente",
			"Dengue IgM@18/03 HIV 1 e 2@04/03"},
		{"a speck read as a bar before the key's colon", "NASC. : 19/01/2001 SEXO: MASC\nCOLETA |: 08/07/2025 02:35 RECEBIDO: 08/07/2025 02:51\nSODIO 138 mEq/L 135 - 145",
			"Sódio@08/07"},
		{"blood's collection and urine and stool handed in another day", "COLETA (SANGUE): 20/05/2025 ENTREGA DE AMOSTRA (FEZES/URINA): 19/05/2025\n" +
			"GLICOSE EM JEJUM: 126 * mg/dL VR: 70 A 99 mg/dL\nSANGUE OCULTO NAS FEZES: NEGATIVO\nRELAÇÃO ALBUMINA/CREATININA: 18,5 mg/g VR: INFERIOR A 30",
			"Glicose@20/05 Sangue oculto nas fezes@19/05 Relação albumina/creatinina@19/05"},
		{"blood and urine collected on two days", "Coleta sangue: 09/06/2025 Coleta urina: 10/06/2025 06:40 Liberação: 10/06/2025 14:30\n" +
			"Glicose jejum 97 mg/dL 70–99\nURINA TIPO I\nNitrito Negativo Negativo",
			"Glicose@09/06 Nitrito@10/06"},
		{"a cumulative table that prints each row's reference before its cells and its unit after them", "V1 V3\nExame Referência Unidade\n15/01/2025 12/03/2025\n" +
			"Glicose 3,9 – 5,5 4,9 5,3 mmol/L\nCreatinina 45 – 84 62 71 µmol/L",
			"Glicose@15/01 Glicose@12/03 Creatinina@15/01 Creatinina@12/03"},
		{"a collection label wrapped in its cell", "Nascimento: 22/08/1979 (45 anos)\nData da 14/03/2025 07:42 Cadastro: 13/03/2025 16:05\ncoleta:\nHemoglobina 12,4 g/dL 12,0 a 15,5",
			"Hemoglobina@14/03"},
		{"an earlier result's date after 'em'", "Exame Resultado Unidade Valores de referência Resultado anterior\nColeta: 10/03/2025\nGlicose 131 H mg/dL 70 a 99 124 em 12/09/2024",
			"Glicose@10/03 Glicose@12/09"},
		{"a cumulative table ends at a collection of its own or at a table of one result per row", "Coleta: 09/06/2025\n16/03/2025 17/03/2025\nExame Unidade Referência\n" +
			"Creatinina 2,08 H 1,91 H mg/dL 0,70–1,20\nURINA ROTINA — coleta 10/06/2025\nExame Resultado Unidade Valores de referência\nNitrito Negativo Negativo\n" +
			"16/03/2025 17/03/2025\nExame Unidade Referência\nUreia 84 H 75 H mg/dL 17–49\nExame Resultado Unidade Valores de referência\nSódio 139 139 mmol/L 136–145",
			"Creatinina@16/03 Creatinina@17/03 Nitrito@10/06 Ureia@16/03 Ureia@17/03 Sódio@10/06"},
		{"a cumulative row whose name wrapped onto the line below", "V1 V3\nExame Referência Unidade\n15/01/2025 12/03/2025\nAlanina < 33 18 47 ↑ U/L\naminotransferase\nProteína C < 5 < 5 6,8 ↑ mg/L\nreativa",
			"ALT@15/01 ALT@12/03 PCR@15/01 PCR@12/03"},
		{"a cumulative row whose first word alone names another marker than the whole wrapped name", "Exame 09/12/2024 10/02/2025 Unidade Referência\n" +
			"Bilirrubina 0,9 1,1 mg/dL Até 1,2 mg/dL\ntotal\nBilirrubina 0,3 0,4 * mg/dL Até 0,3 mg/dL\ndireta",
			"Bilirrubina total@09/12 Bilirrubina total@10/02 Bilirrubina direta@09/12 Bilirrubina direta@10/02"},
		{"a recollection's date in the name's parenthesis; an earlier column dated with dots under its label", "Coleta: 17/03/2025\nPOTÁSSIO (RECOLETA 18/03/25 07:20)..: 4,6 mEq/L VR: 3,5 a 5,1 mEq/L\n" +
			"Exame Resultado Unidade Valores de referência Anterior\n12.09.24\nHemoglobina 15,1 g/dL 13,5 a 17,5 14,8",
			"Potássio@18/03 Hemoglobina@17/03 Hemoglobina@12/09"},
		{"a list of earlier results, each with its date, under the exam's heading", "Coleta: 22/01/2025\nHEMOGLOBINA GLICADA (HbA1c)\nMaterial: sangue total EDTA\nResultado: 6,1 % ↑\n" +
			"Resultados anteriores: 5,8 % em 10/set/2024; 5,6 % em 18/mar/2024",
			"Hemoglobina glicada@22/01 Hemoglobina glicada@10/09 Hemoglobina glicada@18/03"},
		{"an ISO date", "Data de nascimento: 1966-11-02 Visita: V3\nData da coleta: 2025-01-20 08:10 Processamento: 2025-01-21\nSódio 140 mmol/L 136 – 145",
			"Sódio@20/01"},
		{"a cumulative table whose current column's date wrapped above its header", "Data da coleta: 18/02/2025\n18/02/2025\nExame 05/11/2024 12/08/2024 Unidade Valor de referência\n(atual)\n" +
			"Creatinina 1,18 1,21 H 1,09 mg/dL 0,70 a 1,20\nUreia 44 47 — mg/dL 17 a 49",
			"Creatinina@18/02 Creatinina@05/11 Creatinina@12/08 Ureia@18/02 Ureia@05/11"},
		{"a cumulative table whose current column lost its label: its rows' first cells are the report's collection", "Data da coleta: 18/02/2025 Liberado: 19/02/2025\n" +
			"Exame a 05/11/2024 12/08/2024 Unidade Valor de referência\nGlicose em jejum 142 H 156 H 171H mg/dL 70a 99\nUreia 44 47 — mg/dl 17a49",
			"Glicose@18/02 Glicose@05/11 Glicose@12/08 Ureia@18/02 Ureia@05/11"},
		{"a date alone above a cumulative header that its rows do not fit", "Data da coleta: 18/02/2025\n18/02/2025\nExame 05/11/2024 12/08/2024 Unidade Valor de referência\n" +
			"Creatinina 1,21 1,09 mg/dL 0,70 a 1,20",
			"Creatinina@05/11 Creatinina@12/08"},
		{"an earlier result in brackets at the row's end, labelled and dated", "Data da coleta: 17.03.25 07:42\nHemoglobina ..............: 12,4 g/dL 12,0 a 15,5 [Ant. 18.03.24: 13,1]\n" +
			"Leucócitos 5.310 /µL 3.600 a 11.000",
			"Hemoglobina@17/03 Hemoglobina@18/03 Leucócitos@17/03"},
		{"an earlier result in a row of its own, dated after the name", "Data da coleta: 02/10/2025\nColesterol Total 162 mg/dL Desejável: < 170\n" +
			"Colesterol Total – resultado anterior (12/09/2024) 171 mg/dL\nHDL-COLESTEROL 48 mg/dL Desejável: > 45",
			"Colesterol total@02/10 Colesterol total@12/09 HDL@02/10"},
		{"a baseline sample's column after the reference, dated below its label", "Coleta: 18/02/2025\nExame Resultado Unidade Valores de referência Basal\n05/08/2024\n" +
			"Colinesterase plasmática 5.214 U/L 4.620 a 11.500 7.350",
			"Colinesterase@18/02 Colinesterase@05/08"},
		{"the blood's collection labelled by its material, beside a 24-hour urine's period", "Urina 24 h: início 17/03/2025 07:00 – término 18/03/2025 07:00 Sangue: 19/03/2025 07:15\n" +
			"Exame Valores de referência Resultado Unidade\nCreatinina sérica 0,70 a 1,20 mg/dL 2,06 (H) mg/dL",
			"Creatinina@19/03"},
		{"a 24-hour urine's collection period: collected by its end", "Período de coleta: 17/03/2025 06:30 a 18/03/2025 06:30 (frasco com HCl 6N).\n" +
			"Exame Resultado Unidade Valores de referência\nNormetanefrina 1.012 ↑ mcg/24h Homens: 111 a 419 mcg/24h",
			"Normetanefrina urinária@18/03"},
		{"another field's label between a collection key and the date", "Convênio: SUS Data da solicitação: 06/03/2025 Coleta: 14/03/2025 07:32\n" +
			"IG na coleta: 12 semanas Liberação: 17/03/2025 15:48\nGlicose 84 mg/dL 65 a 92",
			"Glicose@14/03"},
		{"the next visit after the collection date on its line", "Data da coleta: 03/06/2025 – 07:50 Retorno 17/06/2025\nHemoglobina 8,7 g/dL 12,0 – 15,5",
			"Hemoglobina@03/06"},
		{"a history table's header over its first dated row dates only its rows", "Coleta: 18 de fevereiro de 2025, 07:05\nData da coleta CEA (ng/mL) CA 15-3 (U/mL)\n" +
			"10/12/2024 2,9 22,7\nHEMOGRAMA E BIOQUÍMICA\nExame Resultado Unidade Valores de referência\nHemoglobina 10,4 g/dL Baixo 12,0 a 15,5",
			"CEA@10/12 CA 15-3@10/12 Hemoglobina@18/02"},
		{"section headings that date their samples in a parenthesis; one that quotes an earlier result does not", "Exame 14/03/2025 10/12/2024 Unidade Referência\nCreatinina 121 115 µmol/L 45 a 84\n" +
			"EXAMES DO DIA (14/03/2025)\nExame Resultado Unidade Valores de referência\nFerritina 148 ng/mL 15 a 150\nCOAGULAÇÃO — V2 (2025-02-17)\nFibrinogênio 3,1 g/L 2,0 a 4,0\n" +
			"RESULTADO ANTERIOR (12/11/2024)\nPotássio 4,8 mmol/L 3,5 a 5,1",
			"Creatinina@14/03 Creatinina@10/12 Ferritina@14/03 Fibrinogênio@17/02 Potássio@17/02"},
		{"an abbreviated next collection; a research visit's collection key; the urine's own day with the material first",
			"COLETA: 14.03.25\nRECEB: 14.03.25 IMPRESSO: 15.03.25 PROX. COLETA: 14.09.25\nCOLESTEROL TOTAL 198 H mg/dL DESEJAVEL < 190\n" +
				"Coleta V2: 10/03/2025\nEXAME DE URINA TIPO 1 (EAS)\nMaterial: Urina jato médio | Urina coletada em 12 de março de 2025\nDensidade 1.020 1.005 a 1.030\nBIOQUÍMICA\nGlicose em jejum 126 mg/dL 70 a 99",
			"Colesterol total@14/03 Densidade urinária@12/03 Glicose@10/03"},
		{"a urine material line's own collection day dates the urine's results (an albuminuria too), and HEMATOLOGIA ends the urine section",
			"MATERIAL: SORO - COLETADO EM 14.03.25 ÀS 08:10\nGLICEMIA DE JEJUM 126 * MG/DL 70 A 99 MG/DL\nURINA - MICROALBUMINURIA (AMOSTRA ISOLADA)\n" +
				"MATERIAL: URINA 1A MICCAO - COLETADA EM 13.03.25 (ENTREGUE PELO PACIENTE)\nMICROALBUMINA 38,4 MG/L INFERIOR A 20 MG/L\nHEMATOLOGIA\nHEMOGLOBINA 14,6 G/DL 13,5 A 17,5 G/DL",
			"Glicose@14/03 Microalbuminúria@13/03 Hemoglobina@14/03"},
		{"'Coleta atual:' dates the report, and 'EXAMES DA COLETA ATUAL' ends the urine section above it; an earlier result after a reference in words",
			"Coleta atual: 14 de março de 2025, às 07h20.\nUrina\nMaterial: urina isolada (1ª da manhã)\nExame Resultado Unidade Referência\nMicroalbuminúria 165,2 mg/L < 20\n" +
				"EXAMES DA COLETA ATUAL\nExame Resultado Unidade Referência\nHemoglobina 11,4 ↓ g/dL 12,0 a 15,5\n" +
				"Exame Resultado Unidade Referência Resultado anterior\nLDL-COLESTEROL 138 mg/dL Meta conforme risco 151 (02/09/2024)\nHbA1c IFCC 42 mmol/mol < 39 mmol/mol",
			"Microalbuminúria@14/03 Hemoglobina@14/03 LDL@14/03 LDL@02/09 Hemoglobina glicada@14/03"},
		{"earlier results dated first after their label, one or more on the line, with month names or in words",
			"Data da coleta: 14/03/2025\nPSA total\nResultado: 4,62 ↑ ng/mL Até 4,00 ng/mL\nHistórico: 15/mar/2024: 3,85 ng/mL 12/set/2024: 4,21 ng/mL\n" +
				"Hemoglobina glicada (HbA1c) 7,2 * % Não diabéticos: 4,0 a 5,6\nHistórico de HbA1c neste laboratório: 05/09/2024: 6,8 % 11/03/2024: 6,5 %\n" +
				"TSH ultrassensível 6,84 Alto mUI/L 0,55 a 4,78\nResultado anterior: 02 de setembro de 2024: 5,12 mUI/L",
			"PSA total@14/03 PSA total@15/03 PSA total@12/09 Hemoglobina glicada@14/03 Hemoglobina glicada@05/09 Hemoglobina glicada@11/03 TSH@14/03 TSH@02/09"},
		{"the result's and the earlier column's dates on the line under a header whose earlier column follows the reference",
			"Coleta: 14/03/2025 05:40\nExame Resultado Unidade Valor de referência Anterior\n14/03/2025 10/03/2025\nHemoglobina ▼ 8,9 g/dL 13,0 – 17,0 10,2\nINR 1,11 0,90 – 1,20 1,06\nFibrinogênio 298 mg/dL 200 – 400",
			"Hemoglobina@14/03 Hemoglobina@10/03 INR@14/03 INR@10/03 Fibrinogênio@14/03"},
		{"a cumulative table whose current column's date wrapped below its header", "Coleta atual: 14/03/2025\nExame Coleta 12/12/2024 09/09/2024 Unidade Referência\n14/03/2025\n" +
			"Glicose em jejum 131 148 162 mg/dL 70 a 99\nCreatinina 1,08 1,02 --- mg/dL 0,70 a 1,20",
			"Glicose@14/03 Glicose@12/12 Glicose@09/09 Creatinina@14/03 Creatinina@12/12"},
		{"an earlier result dated first under the row it repeats; a cumulative row's name above a row that starts with its equation",
			"Coleta: 14/03/2025\nT4 LIVRE 0,98 ng/dL 0,70 a 1,48\nAnterior em 12/11/2024: 1,05 ng/dL\nExame 14/03/2025 10/12/2024 Unidade Referência\nTFG estimada\nCKD-EPI 2021 42 45 mL/min/1,73 m² superior a 60",
			"T4 livre@14/03 T4 livre@12/11 TFG@14/03 TFG@10/12"},
		{"earlier results dated with dots, in parentheses after each value, or first in a history split by bars",
			"Coleta: 14/03/2025\nCOLESTEROL TOTAL\nMATERIAL: SORO MÉTODO: Enzimático colorimétrico\nResultado: 212 mg/dL\nResultado anterior: 198 mg/dL em 10.09.24\n" +
				"HEMOGLOBINA GLICADA\nRESULTADO: 5,9 % Normal < 5,7%\nResultados anteriores: 5,7 % (20/09/2024); 5,8 % (15/03/2024)\n" +
				"TSH 0,27 a 4,20 5,86 (A) µUI/mL\nHistórico: 11/09/2024: 4,12 | 02/04/2024: 3,87\nCreatinina 1,42 H mg/dL 0,70 a 1,20\nHistórico 1,31 mg/dL em 08/10/2024",
			"Colesterol total@14/03 Colesterol total@10/09 Hemoglobina glicada@14/03 Hemoglobina glicada@20/09 Hemoglobina glicada@15/03 TSH@14/03 TSH@11/09 TSH@02/04 Creatinina@14/03 Creatinina@08/10"},
		{"an earlier-results column whose cells print their date first, one more on the line below",
			"Data da coleta: 11/03/2025\nExame Resultado Valores de referência Resultados anteriores\nGlicose 118 H mg/dL 70 a 99 10/09/24: 112 mg/dL\n14/03/24: 104 mg/dL\nColesterol total 187 mg/dL < 190 10/09/24: 205 mg/dL",
			"Glicose@11/03 Glicose@10/09 Glicose@14/03 Colesterol total@11/03 Colesterol total@10/09"},
		{"an earlier result in another exam's unit than the row above is its heading's", "Coleta: 14/03/2025\nCREATININA\nResultado: 1,42 mg/dL\nValores de referência:\nHomens: 0,70 a 1,30 mg/dL\n" +
			"TFG estimada (CKD-EPI 2021): 54 mL/min/1,73 m²\nResultado anterior: 1,21 mg/dL em 12/05/2024",
			"Creatinina@14/03 TFG@14/03 Creatinina@12/05"},
		{"the same on a scan, the date between the rules OCR read", "Coleta atual: 14/03/2025\nExame Coleta 12/12/2024 | 09/09/2024 Unidade Referência\n— 14/03/2025 |\n" +
			"Glicose em jejum 131 148 162 “mg/dL :70a 99",
			"Glicose@14/03 Glicose@12/12 Glicose@09/09"},
		{"numbered collections, each its own block: the second ends the first's urinalysis", "Coleta 1 - 14/12/2025 00:35 (admissão)\nHemoglobina 13,1 L g/dL 13,5 a 17,5\nUrina tipo 1 (mesma coleta)\n" +
			"Densidade 1.030 1.005 a 1.030\nColeta 2 - 15/12/2025 06:10 (controle)\nExame Resultado Unidade Valores de referência\nHemoglobina 12,4 L g/dL 13,5 a 17,5",
			"Hemoglobina@14/12 Densidade urinária@14/12 Hemoglobina@15/12"},
	} {
		if got := strings.Join(describeLabs(Extract(tc.text), markerOn), " "); got != tc.want {
			t.Errorf("%s: %s", tc.name, got)
		}
	}
}

// A table OCR read column by column is put back into rows when the runs fit exactly.
func TestColumnsPutBackIntoRows(t *testing.T) {
	text := "Exame\nGlicose\nUreia\nCreatinina\nLiberado em 15/09/2026\n92 mg/dL\n28 mg/dL\n1,34 mg/dL\n70 a 99\n15 a 40\n0,70 a 1,30"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, fmt.Sprintf("%s=%v[%v-%v]", l.Marker, l.Value, *l.RefLow, *l.RefHigh))
	}
	if want := "Glicose=92[70-99] Ureia=28[15-40] Creatinina=1.34[0.7-1.3]"; strings.Join(got, " ") != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// One value too few: nothing is joined.
	if labs := Extract("Glicose\nUreia\nCreatinina\n92 mg/dL\n28 mg/dL"); len(labs.Labs) != 0 {
		t.Errorf("misaligned columns joined: %+v", labs.Labs)
	}
}

// The code follows what was measured: moles, not mass (creatinine 14682-9 in µmol/L, 25-OH
// vitamin D 14635-7 in nmol/L), mass where the canonical unit is molar (ionised calcium 17863-2
// in mg/dL), a
// fasting glucose in mmol/L (14771-0; in mg/dL 2345-7 like any), whole blood in a blood-gas section (glucose 2339-0,
// 15074-8 in mmol/L) or a name that says arterial (lactate 2518-9, 2524-7 in plasma).
func TestLabCodeFollowsUnitAndFasting(t *testing.T) {
	text := "Lactato arterial 2,1 mmol/L 0,5 a 1,6\nLactato 1,8 mmol/L 0,5 a 2,2\nCreatinina 88 µmol/L 62 a 106\nCreatinina 0,99 mg/dL 0,7 a 1,2\nGlicose em jejum 5,4 mmol/L 3,9 a 5,5\n" +
		"Glicemia de jejum 97 mg/dL 70 a 99\nGlicose 101 mg/dL 70 a 140\nHemoglobina glicada 41 mmol/mol 20 a 42\n" +
		"Insulina 62 pmol/L 18 a 173\n25-OH vitamina D 62 nmol/L 75 a 250\nCálcio iônico 4,42 mg/dL 4,64 a 5,28\nCálcio iônico 1,12 mmol/L 1,12 a 1,32\nGASOMETRIA ARTERIAL\nGlicose 8,9 mmol/L 3,9 a 7,8\nGlicose 160 mg/dL 70 a 140"
	want := []string{"Lactato=2.1 mmol/L (2518-9)", "Lactato=1.8 mmol/L (2524-7)", "Creatinina=88 µmol/L (14682-9)", "Creatinina=0.99 mg/dL (2160-0)", "Glicose=5.4 mmol/L (14771-0)",
		"Glicose=97 mg/dL (2345-7)", "Glicose=101 mg/dL (2345-7)", "Hemoglobina glicada=41 mmol/mol (59261-8)",
		"Insulina=62 pmol/L (14796-7)", "Vitamina D=62 nmol/L (14635-7)", "Cálcio ionizado=4.42 mg/dL (17863-2)", "Cálcio ionizado=1.12 mmol/L (1994-3)", "Glicose=8.9 mmol/L (15074-8)", "Glicose=160 mg/dL (2339-0)"}
	got := labSummaries(text)
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An interpretation in prose names a marker and a threshold: not a result.
func TestInterpretationIsNotAResult(t *testing.T) {
	text := "Hemoglobina Glicada (HbA1c) 6,9 % até 5,6\nInterpretação (SBD 2025): HbA1c ≥ 6,5 % é compatível com diabetes mellitus."
	if labs := Extract(text).Labs; len(labs) != 1 || labs[0].Value != 6.9 {
		t.Errorf("got %+v", labs)
	}
}

// On a scan, a value beyond what a living patient's blood reaches is an arrow OCR glued to it
// ("133 ↓" read "1331"): what is left is kept when it lies out of the reference; else a decimal
// comma was lost ("58" for "5,8"). Triglycerides, which may reach thousands, are left as read; so
// is any text layer.
func TestScannedValueBeyondLife(t *testing.T) {
	text := "BIOQUÍMICA\nSódio 1331 mEg/L 136 a 145\nColesterol total 2211 mg/dl desejável inferior a 190\n" +
		"HDL-colesterol 381 mg/dL superior a 40\nTriglicerídeos 2361 mg/dl inferior a 150\nPotássio 4,1 mEq/L 3,5 a 5,1\nPotássio 58 H mmol/L 3,5 a 5,1"
	want := []string{"Sódio=133 mEq/L (2951-2)", "Colesterol total=221 mg/dl (2093-3)", "HDL=38 mg/dL (2085-9)",
		"Triglicerídeos=2361 mg/dl (2571-8)", "Potássio=4.1 mEq/L (2823-3)", "Potássio=5.8 mmol/L (2823-3)"}
	if got := describeLabs(ExtractScanned(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got := describeLabs(Extract(text), labSummary); got[0] != "Sódio=1331 mEq/L (2951-2)" {
		t.Errorf("a text layer's value changed: %q", got)
	}
}

// A number inside a known name ("HIV 1 e 2") is never its value, whether the name is read alone,
// whole or joined with its wrapped end.
func TestNumberOfANameIsNoValue(t *testing.T) {
	text := "Exame Método / material Resultado Valores de referência / interpretação\n" +
		"HIV 1 e 2 - antígeno p24 imunoensaio de 4ª geração Não reagente Não reagente. Amostra reagente é\n" +
		"e anticorpos (Ag/Ac combinado) submetida a teste complementar\n" +
		"HIV 1 e 2 4ª geração Não reagente Não reagente"
	for _, l := range Extract(text).Labs {
		if l.Qualitative == "" {
			t.Errorf("read %s = %q from a name's number", l.Marker, l.ValueText)
		}
	}
}

// A section's heading may run long with its material in a parenthesis: its title still opens the
// section (pH is the blood gas's).
func TestLongSectionHeading(t *testing.T) {
	text := "GASOMETRIA ARTERIAL (Material: sangue arterial - radial D - FiO2 0,21 - Temp. 36,8 °C)\n" +
		"pH 7,35 7,35 a 7,45\nBicarbonato (HCO3) 18,6 mmol/L 22,0 a 26,0 mmol/L"
	want := []string{"pH sanguíneo=7.35 (2744-1)", "HCO3 arterial=18.6 mmol/L (1960-4)"}
	if got := labSummaries(text); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Two names over their two cells, each cell a value, its unit and its reference: the references
// are skipped between the cells and kept as each result's.
func TestBandCellsWithReferences(t *testing.T) {
	text := "Hemácias CHCM\n3,92 milhões/mm³ 3,80 a 5,20 33,3 g/dL 31,0 a 36,0\n" +
		"Hemoglobina RDW\n11,3 g/dL gestante: igual ou superior a 11,0 13,9 % 11,5 a 15,0"
	describe := func(l Lab) string { return l.Marker + "=" + l.ValueText + " [" + l.RefText + "]" }
	want := []string{"Hemácias=3,92 [3,80 a 5,20]", "CHCM=33,3 [31,0 a 36,0]",
		"Hemoglobina=11,3 [gestante: igual ou superior a 11,0]", "RDW=13,9 [11,5 a 15,0]"}
	if got := describeLabs(Extract(text), describe); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A material and the row's collection date between a name and its value ("Exame Material
// Coleta Resultado ..."): the date is the result's.
func TestMaterialThenRowDate(t *testing.T) {
	text := "Exame Material Coleta Resultado Unidade Valor de referência\n" +
		"CK total Soro 07/06/25 168 U/L 39 a 308 U/L\n(0 h) 23:50\nCK total Soro 08/06/25 412 ↑ U/L 39 a 308 U/L\n(3 h) 03:05"
	if got, want := strings.Join(describeLabs(Extract(text), valueOn("02/01")), " "), "CK=168@07/06 CK=412@08/06"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// An earlier-result column dated once under its header ("ANTERIOR" over "14/10/2024"): each row's
// earlier value is a result of that day.
func TestEarlierColumnDatedUnderItsHeader(t *testing.T) {
	text := "COLHIDO EM...: 21/03/2025 08:14\nEXAME RESULTADO UNIDADE ANTERIOR VALORES DE REFERENCIA\n14/10/2024\n" +
		"HEMOGLOBINA 15,1 G/DL 14,6 13,0 A 18,0\nLEUCOCITOS 6.140 /MM3 5.870 4.000 A 11.000"
	want := "Hemoglobina=15,1@21/03/2025 Hemoglobina=14,6@14/10/2024 Leucócitos=6.140@21/03/2025 Leucócitos=5.870@14/10/2024"
	if got := strings.Join(describeLabs(Extract(text), valueOn("02/01/2006")), " "); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// Two tables' headers side by side are no earlier-result column, and a differential row's one
// reference after both values is the count's (a percentage never reaches 1.800).
func TestSideBySideHeaderAndDifferentialReference(t *testing.T) {
	text := "Eritrograma Resultado Referência Exame Resultado Referência\n" +
		"Hemoglobina 15,6 g/dL 13,5 – 17,5 Ureia 31 mg/dL 15 – 45\n" +
		"Leucograma Relativo Absoluto Ref. (/µL)\nNeutrófilos 55,2 % 3.765 /µL 1.800 – 7.700"
	describe := func(l Lab) string { return l.Marker + "=" + l.ValueText + " [" + l.RefText + "]" }
	want := []string{"Hemoglobina=15,6 [13,5 – 17,5]", "Ureia=31 [15 – 45]", "Neutrófilos (%)=55,2 []", "Neutrófilos=3.765 [1.800 – 7.700]"}
	if got := describeLabs(Extract(text), describe); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Under a header that puts the reference first, a differential prints both counts' ranges before
// both values: each count reads with its own range, and the absolute count is not flagged
// against the relative's.
func TestDifferentialReferencesBeforeBothValues(t *testing.T) {
	text := "Exame Valores de referência Resultado Absoluto\nLeucócitos 3.800 a 11.000 /mm³ 7.150 /mm³\n" +
		"Neutrófilos 40 a 70 % | 1.800 a 7.000 61,2 % 4.376 /mm³\nBasófilos 0 a 2 % | 0 a 200 0,6 % 43 /mm³"
	describe := func(l Lab) string { return l.Marker + "=" + l.ValueText + " [" + l.RefText + "] " + l.Flag }
	want := []string{"Leucócitos=7.150 [3.800 a 11.000 /mm³] normal", "Neutrófilos (%)=61,2 [40 a 70 %] normal", "Neutrófilos=4.376 [1.800 a 7.000] normal",
		"Basófilos (%)=0,6 [0 a 2 %] normal", "Basófilos=43 [0 a 200] normal"}
	if got := describeLabs(Extract(text), describe); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An earlier-result column after the reference ("Resultado" / "anterior" at the header's end):
// each row's last value, with the date in its parenthesis, is the earlier result.
func TestEarlierColumnAfterTheReference(t *testing.T) {
	text := "Data da coleta: 09/04/2025 07:05\nExame Resultado Unidade Valores de referência Resultado\nanterior\n" +
		"Glicose em jejum 148 ↑ mg/dL 70 a 99 mg/dL 162 mg/dL (12/11/2024)\nColesterol total 176 mg/dL Inferior a 190 mg/dL"
	want := "Glicose=148@09/04/2025 Glicose=162@12/11/2024 Colesterol total=176@09/04/2025"
	if got := strings.Join(describeLabs(Extract(text), valueOn("02/01/2006")), " "); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// A line that is only a bound is the reference of the result above it, never the start of the
// next name ("Até 25,0 U/mL." over "ALFAFETOPROTEÍNA (AFP) 2,8 ng/mL").
func TestBoundLineBelowAResult(t *testing.T) {
	text := "CA 15-3 21,4 U/mL\nAté 25,0 U/mL.\nALFAFETOPROTEÍNA (AFP) 2,8 ng/mL\nAdultos não gestantes: até 7,0 ng/mL."
	describe := func(l Lab) string { return l.Marker + "=" + l.ValueText + " " + l.Flag }
	want := []string{"CA 15-3=21,4 normal", "Alfafetoproteína=2,8 "}
	if got := describeLabs(Extract(text), describe); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An antibiogram's letter keeps its print as the value text and is read as the word it stands for.
func TestSusceptibilityLetterAsPrinted(t *testing.T) {
	text := "UROCULTURA COM ANTIBIOGRAMA\nMicrorganismo isolado Escherichia coli\nAntimicrobiano Interpretação\nAmpicilina R\nNitrofurantoína S\nCefepima Sensível"
	var got []string
	for _, l := range Extract(text).Labs {
		if l.Qualitative != "" && l.Marker != "Urocultura" {
			got = append(got, l.ValueText+"="+l.Qualitative)
		}
	}
	if want := "R=Resistente S=Sensível Sensível=Sensível"; strings.Join(got, " ") != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Under a header that puts the result before the reference, a bound in words is the result and
// the bound in symbols after it the reference, not the other way round.
func TestBoundIsTheResultUnderAHeader(t *testing.T) {
	labs := Extract("Exame Resultado Unidade Referência\nFator reumatoide inferior a 8,0 UI/mL < 14,0 UI/mL\n").Labs
	if len(labs) != 1 || labs[0].ValueText != "inferior a 8,0" || labs[0].RefText == "" {
		t.Fatalf("got %+v, want the result 'inferior a 8,0' with its reference", labs)
	}
}

// A row's collection date is read after a speck OCR made a quote, a bullet or a dash of.
func TestRowDateAfterASpeck(t *testing.T) {
	text := "Data/hora Exame Resultado Referência\n10/02/2025 05:40 Magnésio 0,78 mmol/L 0,66 a 1,07 mmol/L\n" +
		"“09/02/2025 22:10 Albumina 28 g/L 35 a 52 g/L\n- 08/02/2025 21:00 Sódio 141 mmol/L 136 a 145"
	var got []string
	for _, l := range ExtractScanned(text).Labs {
		d := ""
		if l.CollectedAt != nil {
			d = l.CollectedAt.Format("2006-01-02")
		}
		got = append(got, labSummary(l)+" "+d)
	}
	want := []string{"Magnésio=0.78 mmol/L (2601-3) 2025-02-10", "Albumina=28 g/L (1751-7) 2025-02-09", "Sódio=141 mmol/L (2951-2) 2025-02-08"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// On a scan, a flagged value may both lose its decimal comma and have its arrow glued to it
// ("211" for "2,1↑"), in a cumulative row (beside values that kept their comma, signed or not)
// or alone against a two-sided reference; an arrow read apart sits between the value and its
// unit ("168 1? umol/L"); a whole number flagged low that lies above its range lost its comma
// ("62 L" against "7,0 a 140,0"), and one beyond its life limit whose reference prints decimals
// ("241 H" creatinine against "0,70a1,30") is read with the comma before the arrow; ×10⁹/L is read in Tesseract's spellings ("x10º/L", "x10%YL"); and
// a quote read from a speck hides no collection date ("“Coleta"); a value whose reference lost
// the comma of its low bound too ("31" g/L against "20-4,0") gets it back.
func TestScannedCommaAndArrowLost(t *testing.T) {
	text := "“Coleta “07/05/2025 06:00\nGASOMETRIA ARTERIAL SERIADA\n06/05/2025 07/05/2025 07/05/2025 Intervalo de referência\n" +
		"Parâmetro Unidade 23:40 05:55 12:10\nHCO3 (bicarbonato) mmol/L 12,34 16,0 4 2111 22,0-26,0\n" +
		"Excesso de base (BE) mmol/L -13,814 -944 -3,64 -2,0-+2,0\nLactato mmol/L 5,81 3,91 211 0,5-1,6\n" +
		"Potássio (K+) mmol/L 5,41 4,8 41 3,5-5,1\nHemoglobina g/dL 89L 81L. 94L 12,0-16,0\nSódio (Na+) mmol/L 148 H. 145 141 136-145\nBIOQUÍMICA\nExame Resultado Unidade Intervalo de referência\n" +
		"Creatinina 168 1? umol/L 62 - 106\nCreatinina 241 H mgdl 0,70a1,30\nMagnésio 281 mg/dL 1,6 a 2,6\nFerritina 62 L ug/L 7,0 a 140,0\nSaturação da transferrina 53 L % 16 a 45\n" +
		"Neutrófilos 3,61 x10º/L 1,50 a 8,50\nLeucócitos 17,6 1 x10%YL 4,0- 11,0\n" +
		// beyond life with a reference OCR garbled, or none: the comma lost; a leading zero's comma
		"RDW 122 % l1,5a 14,5\nCHCM 333 G/DL\nTempo de protrombina (TP) 131 s 10,02 13,55\nCreatinina 091 mg/dL 0,70 a 1,20\n" +
		// a flag's triangle before the value, read as "A" or a "v" glued to it; "Vitamina A" keeps its letter
		"Hemoglobina v89 gidL 13,0 —- 17,0\nUreia A 61 mg/dL 15 — 45\nVitamina A 0,45 mg/L 0,30 a 0,70\n" +
		// a separator's dash glued to a value; an arrow glued and the comma lost at once; a slash read as an apostrophe
		"HDL -41 mg/dL > 40\nPotássio (K+) 3414 mmol/L 3,5-5,1\nHematócrito 461 % 41a53\nPSA total 4,62 ng'mL até 4,00\n" +
		// the comma lost in the value and in the reference's low bound
		"Fibrinogênio 31 g/L 20-4,0\nCreatinina 135 mg/dL 70 a 1,20\n"
	want := []string{"HCO3 arterial=12.3 mmol/L (1960-4)", "HCO3 arterial=16 mmol/L (1960-4)", "HCO3 arterial=21.1 mmol/L (1960-4)",
		"Excesso de bases=-13.8 mmol/L (1925-7)", "Excesso de bases=-9.4 mmol/L (1925-7)", "Excesso de bases=-3.6 mmol/L (1925-7)",
		"Lactato=5.8 mmol/L (2518-9)", "Lactato=3.9 mmol/L (2518-9)", "Lactato=2.1 mmol/L (2518-9)",
		"Potássio=5.4 mmol/L (6298-4)", "Potássio=4.8 mmol/L (6298-4)", "Potássio=4.1 mmol/L (6298-4)",
		"Hemoglobina=8.9 g/dL (30313-1)", "Hemoglobina=8.1 g/dL (30313-1)", "Hemoglobina=9.4 g/dL (30313-1)", // the gas section's
		"Sódio=148 mmol/L (2947-0)", "Sódio=145 mmol/L (2947-0)", "Sódio=141 mmol/L (2947-0)",
		"Creatinina=168 umol/L (14682-9)", "Creatinina=2.41 mg/dL (2160-0)", "Magnésio=2.8 mg/dL (19123-9)", "Ferritina=6.2 ug/L (2276-4)", "Saturação da transferrina=5.3 % (2502-3)",
		"Neutrófilos=3.61 ×10⁹/L (751-8)", "Leucócitos=17.6 ×10⁹/L (6690-2)",
		"RDW=12.2 % (788-0)", "CHCM=33.3 G/DL (786-4)", "Tempo de protrombina=13.1 s (5902-2)", "Creatinina=0.91 mg/dL (2160-0)",
		"Hemoglobina=8.9 g/dL (718-7)", "Ureia=61 mg/dL (3091-6)", "Vitamina A=0.45 mg/L (2923-1)",
		"HDL=41 mg/dL (2085-9)", "Potássio=3.4 mmol/L (2823-3)", "Hematócrito=46.1 % (4544-3)", "PSA total=4.62 ng/mL (2857-1)",
		"Fibrinogênio=3.1 g/L (3255-7)", "Creatinina=1.35 mg/dL (2160-0)"}
	f := ExtractScanned(text)
	if got := describeLabs(f, labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if f.CollectedAt == nil || f.CollectedAt.Format("2006-01-02") != "2025-05-07" {
		t.Errorf("collected at %v, want 2025-05-07", f.CollectedAt)
	}
}

// A reference whose commas and spaces OCR lost ("35a51" for "3,5 a 5,1") gets its bounds back
// beside a value with decimals, which then loses its glued arrow ("3,31" for "3,3↓"); an age
// group's "40 a 49" is no reference, the bound after it is, and a value printed with a flag of its
// own ("6,84 ng/mL (A)") has no arrow glued to it.
func TestScannedReferenceLostItsCommas(t *testing.T) {
	f := ExtractScanned("Potássio 3,31 mmol/L 35a51 Soro - ISE indireto\nPSA total 6,84 ng/mL (A) 40 a 49 anos: até 2,5 ng/mL")
	var got []string
	for _, l := range f.Labs {
		got = append(got, fmt.Sprintf("%s=%s %s-%s", l.Marker, l.ValueText, fmtBound(l.RefLow), fmtBound(l.RefHigh)))
	}
	if want := "Potássio=3,3 3.5000-5.1000; PSA total=6,84 --2.5000"; strings.Join(got, "; ") != want {
		t.Errorf("got %q, want %q", strings.Join(got, "; "), want)
	}
}

// A history band whose header OCR garbled one abbreviation ("Plaqg.") keeps its other columns,
// and a speck read as a line between two rows does not end it.
func TestBandWithAGarbledColumn(t *testing.T) {
	text := "Data Hb Leuc. Plaqg. Creat. Ureia K - Na PCR |\ncoleta g/dL Imm? Imm? mg/dL mg/dL mEq/L mEq/L mg/L\n" +
		"19/05/2025 9,8 8.350 187.000 1,42 58 4,9 138 12,4\nE\n13/05/2025 9,1 12.480 141.000 1,88 84 | 5,6 134 74,2\n"
	var got []string
	for _, l := range ExtractScanned(text).Labs {
		got = append(got, labSummary(l)+" "+l.CollectedAt.Format("02/01"))
	}
	want := []string{"Hemoglobina=9.8 g/dL (718-7) 19/05", "Leucócitos=8350 /mm³ (6690-2) 19/05", "Creatinina=1.42 mg/dL (2160-0) 19/05",
		"Ureia=58 mg/dL (3091-6) 19/05", "Potássio=4.9 mEq/L (2823-3) 19/05", "Sódio=138 mEq/L (2951-2) 19/05", "PCR=12.4 mg/L (1988-5) 19/05",
		"Hemoglobina=9.1 g/dL (718-7) 13/05", "Leucócitos=12480 /mm³ (6690-2) 13/05", "Creatinina=1.88 mg/dL (2160-0) 13/05",
		"Ureia=84 mg/dL (3091-6) 13/05", "Potássio=5.6 mEq/L (2823-3) 13/05", "Sódio=134 mEq/L (2951-2) 13/05", "PCR=74.2 mg/L (1988-5) 13/05"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// On a scan of a table that prints the reference first, specks OCR read around the reference
// ("CC", "=", "o", ".") do not hide the value; "/pL" is µ read as p.
func TestScannedReferenceFirstWithSpecks(t *testing.T) {
	text := "Exame Valores de referência Resultado Unidade\nCreatinina CC 0,70a1,20 = o “1,05 mg/dL\n" +
		"HDL-COLESTEROL desejável: >40 o . “381 mg/dL\nLeucócitos o 3.500 a 10.500. o 7.150 /pL"
	want := []string{"Creatinina=1.05 mg/dL (2160-0)", "HDL=38 mg/dL (2085-9)", "Leucócitos=7150 /µL (6690-2)"}
	if got := describeLabs(ExtractScanned(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// In two columns, the right column's name may go on at the end of the next line, after the
// left column's row, or on a line of its own; a one-column line's name goes on in lower case.
// A result in words at the end of the next line is no name's end.
func TestRightColumnNameWrapped(t *testing.T) {
	text := "Hemoglobina 13,9 g/dL 13,5 a 17,5 Hemoglobina 8,1 ↑ % < 5,7\nHematócrito 41,8 % 41 a 53 Glicada (A1c)\n" +
		"CHCM 33,3 g/dL 31 a 37 Transaminase 27 U/L até 40\noxalacética (TGO)\nProteína C 4,8 ↑ mg/dL até 0,5\nNeutrófilos 74,2 % 40 a 75 reativa\n" +
		"Hemoglobina 14,6 g/dL HBsAg Não reagente\nHematócrito 43,2 % Anti-HBc total Não reagente"
	want := []string{"Hemoglobina=13.9 g/dL (718-7)", "Hemoglobina glicada=8.1 % (4548-4)", "Hematócrito=41.8 % (4544-3)",
		"CHCM=33.3 g/dL (786-4)", "AST=27 U/L (1920-8)", "PCR=4.8 mg/dL (1988-5)", "Neutrófilos (%)=74.2 % (770-8)",
		"Hemoglobina=14.6 g/dL (718-7)", "HBsAg=Não reagente (5196-1)", "Hematócrito=43.2 % (4544-3)", "Anti-HBc total=Não reagente (13952-7)"}
	if got := describeLabs(Extract(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A stool examination's samples in a table dated per row, under a heading that counts them
// ("- 3 AMOSTRAS", no result), take their rows' dates; the blood its own key's ("Coleta do
// sangue:").
func TestSampleSeriesDatedPerRow(t *testing.T) {
	text := "Coleta do sangue: 14/03/2025 08:20\nPARASITOLÓGICO DE FEZES - 3 AMOSTRAS\nMaterial: Fezes (conservante MIF) · Método: Hoffman\n" +
		"Amostra Data da coleta Resultado\nAmostra 1 10/03/2025 Cistos de Giardia lamblia\n2ª amostra 12/03/2025 Negativo\nHemoglobina 12,2 g/dL 13,5 a 17,5"
	var got []string
	for _, l := range Extract(text).Labs {
		got = append(got, labSummary(l)+" "+l.CollectedAt.Format("02/01"))
	}
	want := []string{"Parasitológico de fezes=Cistos de Giardia lamblia (10704-5) 10/03", "Parasitológico de fezes=Negativo (10704-5) 12/03", "Hemoglobina=12.2 g/dL (718-7) 14/03"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// What Tesseract made of names and units on the development scans: a bar glued between a
// differential's cells, "ImL" and "Jul" for /mL and /µL, "Ta livre" for T4 livre, "HbAIc" for
// HbA1c, "mUV/'mL" for mUI/mL.
func TestScannedNameAndUnitGarbles(t *testing.T) {
	text := "Data da coleta: 11/03/2025\nMonócitos 7%|420/uL 3a 10% | 100 a 900 /uL\nLeucócitos 4.120 Jul 3.500 a 10.500\n" +
		"Ta livre 0,98 ng/dL 0,89 a 1,76\nHbAIc (IFCC) , 39 mmol/mol 20-42\nLH 41,2 mUV/'mL\nReticulócitos (abs.) 60,9 x 10%L 25 - 100\nURINA TIPO 1\nHemácias 3.000 ImL Até 10.000/mL\n"
	want := []string{"Monócitos (%)=7 % (5905-5)", "Monócitos=420 /uL (742-7)", "Leucócitos=4120 /µL (6690-2)", "T4 livre=0.98 ng/dL (3024-7)",
		"Hemoglobina glicada=39 mmol/mol (59261-8)", "LH=41.2 mUI/mL (10501-5)", "Reticulócitos=60.9 ×10⁹/L (60474-4)", "Hemácias na urina=3000 /mL (30391-7)"}
	if got := describeLabs(ExtractScanned(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// More of what Tesseract made of the development scans: a unit's L read twice ("g/dlL",
// "/ulL"), a speck read as "+" or "*" between name and value or a flag's asterisk before the
// unit, a label's colon glued to the value, "pmot/L" and "icampo", and a bilingual name with a
// separator before its value, "12 amostra" for "1ª amostra" and "inferiora" for "inferior a",
// an equation's year before a reference printed first, "HbAlIc" for HbA1c;
// a dipstick's "+" before its reference stays the result.
func TestScannedSpecksAroundValues(t *testing.T) {
	text := "Data da coleta: 11/03/2025\nHb: 11,2 g/dlL (VR: 13,0-17,0)\nPlaquetas 318.000 /ulL 150.000 a 450.000\nTGP + 16 U/L VR: ATE 41 U/L\n" +
		"Glicose: 102 *mg/dL\nHematócrito :37,1% 33,0 a 45,0 %\nT4 livre (SI) 14,4 pmot/L\nUreia / Urea . 5,8 mmol/L 2,5-7,8\n" +
		"CK-MB massa - 12 amostra 11/03/25 23:40 6,8 ng/mL | inferiora 5,0\n" +
		"TFGe - CKD-EPI 2009 > 60 mL/min/1,73 m? 35 mlL/min/1,73 m?\nHbAlIc (IFCC) 48H mmol/mol <39\n" +
		"URINA TIPO 1\nLeucócitos 6 icampo até 10 por campo\nHemoglobina + Negativo\n"
	want := []string{"Hemoglobina=11.2 g/dL (718-7)", "Plaquetas=318000 /µL (777-3)", "ALT=16 U/L (1742-6)", "Glicose=102 mg/dL (2345-7)",
		"Hematócrito=37.1 % (4544-3)", "T4 livre=14.4 pmol/L (14920-3)", "Ureia=5.8 mmol/L (22664-7)", "CK-MB massa=6.8 ng/mL (13969-1)", "TFG=35 mL/min/1,73 m² (62238-1)", "Hemoglobina glicada=48 mmol/mol (59261-8)",
		"Leucócitos na urina=6 /campo (5821-4)",
		"Hemoglobina na urina=+ (5794-3)"}
	facts := ExtractScanned(text)
	if got := describeLabs(facts, labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	for _, l := range facts.Labs {
		if l.Marker == "CK-MB massa" && (l.RefHigh == nil || *l.RefHigh != 5 || l.Flag != "high") {
			t.Errorf("CK-MB massa: reference %q, flag %q; want below 5,0 and high", l.RefText, l.Flag)
		}
	}
}

// A dotted leader on a scan comes out as small round letters and marks between the name and
// its value ("cocos...", ".., e , ce o"); a value beyond life beside a reference beyond it too
// lost its comma as the reference did ("37" g/dL of albumin beside "35a52" is 3,7, in range).
func TestScannedLeaderSpecksAndCommasLostTogether(t *testing.T) {
	text := "Data da coleta: 22/08/2025\nURINA TIPO I\nDENSIDADE . cocos... 1.015 VR: 1.005 a 1.030\n" +
		"BIOQUIMICA\nGLICEMIA EM JEJUM . cs... .: 88 mg/dl VR: < 92\nSódio .., e , ce o 140 mmol/L 136 a 145\n" +
		"PSA total e 1,12 ng/ml < 4,00\nAlbumina o o o 37 gidL 35a52\nCortisol e 17-OH-progesterona\n"
	want := []string{"Densidade urinária=1.015 (5811-5)", "Glicose=88 mg/dl (2345-7)", "Sódio=140 mmol/L (2951-2)",
		"PSA total=1.12 ng/ml (2857-1)", "Albumina=3.7 g/dL (1751-7)"}
	facts := ExtractScanned(text)
	if got := describeLabs(facts, labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	for _, l := range facts.Labs {
		if l.Marker == "Albumina" && (l.RefLow == nil || *l.RefLow != 3.5 || l.Flag != "normal") {
			t.Errorf("Albumina: reference %q, flag %q; want from 3,5 and normal", l.RefText, l.Flag)
		}
	}
}

// OCR reads a lone zero as the letter O, maybe in brackets: a blood group O ("Grupo ABO (0)", a
// zero printed for it too) and a differential's count of zero ("Basófilos 0 % O mm?").
func TestScannedZeroReadAsLetter(t *testing.T) {
	text := "Grupo sanguíneo (ABO) (0)\nFator Rh (D) Positivo\nHEMOGRAMA\nLeucócitos 6.120 /mm³ 4.000 a 11.000\n" +
		"Basófilos 0 % O mm? 0a2%/0a200\nEosinófilos 0 % (0) Imm? 0 a 100\n"
	want := []string{"Grupo sanguíneo ABO=O (883-9)", "Fator Rh=Positivo (10331-7)", "Leucócitos=6120 /mm³ (6690-2)",
		"Basófilos (%)=0 % (706-2)", "Basófilos=0 /mm³ (704-7)", "Eosinófilos (%)=0 % (713-8)", "Eosinófilos=0 /mm³ (711-2)"}
	if got := describeLabs(ExtractScanned(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got := describeLabs(Extract("GRUPO SANGUINEO (ABO) 0\n"), labSummary); strings.Join(got, "; ") != "Grupo sanguíneo ABO=O (883-9)" {
		t.Errorf("a text layer's zero for group O: got %q", got)
	}
}

// A scanned curve whose columns are markers: the zero of "0 min" read as the letter O, flags'
// arrows glued to values ("2121", "11,81") and a speck after the last cell. An insulin's rise in
// whole numbers ("16" then "141") keeps its digits.
func TestScannedCurveColumns(t *testing.T) {
	text := "Coleta: 18/03/2025\nTempo Glicose Glicose Insulina\n(mg/dL) (mmol/L) (uUI/mL)\n" +
		"O min (Gejum) 104 5,8 16\n30 min 178 9,9 98\n60 min 2121 11,81 141\n120 min 1641 9,11 118, 1\n"
	got := describeLabs(ExtractScanned(text), func(l Lab) string { return l.RawMarker + "=" + l.ValueText })
	want := []string{"Glicose 0 min=104", "Glicose 0 min=5,8", "Insulina 0 min=16", "Glicose 30 min=178", "Glicose 30 min=9,9", "Insulina 30 min=98",
		"Glicose 60 min=212", "Glicose 60 min=11,8", "Insulina 60 min=141", "Glicose 120 min=164", "Glicose 120 min=9,1", "Insulina 120 min=118"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A scanned differential whose percentages lost their comma ("77%" for 7,7 %) gets it back from
// the leucocyte count its other rows give (absolute ÷ percentage); a row that glues its "%" to
// the value is a row, not the differential's header.
func TestScannedDifferentialCommas(t *testing.T) {
	text := "Data da coleta: 14/03/2025\nNeutrófilos 58,0 % 3.944 /mm³\nLinfócitos 31,2 % 2.122 /mm³\nMonócitos 77% 524 /mm³\nEosinófilos 31% 211 /mm³\nBasófilos 0,5 % 34 /mm³\n"
	var got []string
	for _, l := range ExtractScanned(text).Labs {
		if strings.HasSuffix(l.Marker, "(%)") {
			got = append(got, l.Marker+"="+l.ValueText)
		}
	}
	want := []string{"Neutrófilos (%)=58,0", "Linfócitos (%)=31,2", "Monócitos (%)=7,7", "Eosinófilos (%)=3,1", "Basófilos (%)=0,5"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Platelet indices a full blood count prints after the count (PDW, plateletcrit; "PCT" stays
// procalcitonin), the short names of hs-CRP and the albumin/creatinine ratio, and a stool
// exam printed as the search for eggs and cysts.
func TestPlateletIndicesAndShortNames(t *testing.T) {
	text := "Data da coleta: 14/03/2025\nPlaquetas 250.000 /mm³ 150.000 a 450.000\nVPM 10,2 fL 7,4 a 10,4\nPDW 12,8 fL 9,0 a 17,0\n" +
		"Plaquetócrito 0,32 % 0,19 a 0,39\nPCR-as 2,1 mg/L inferior a 3,0\nAlbumina/creatinina 64 mg/g inferior a 30\n" +
		"PARASITOLÓGICO DE FEZES\nPesquisa de ovos e cistos Negativo Negativo\n"
	want := []string{"Plaquetas=250000 /mm³ (777-3)", "VPM=10.2 fL (32623-1)", "PDW=12.8 fL (32207-3)", "Plaquetócrito=0.32 % (51637-7)",
		"PCR ultrassensível=2.1 mg/L (30522-7)", "Relação albumina/creatinina=64 mg/g (14959-1)", "Parasitológico de fezes=Negativo (10704-5)"}
	if got := describeLabs(Extract(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Words a row prints around its number that are no part of it: an arrow leading from the
// reference printed first to the result, a serology's reading between the number and its unit,
// the "basal" of a stimulation test's first sample, "eTFG" for the estimated filtration rate, a
// flag in words before the unit ("11,4 Alterado µUI/mL"), a count per field with its dash glued
// ("2-4 p/campo"), the newborn screening's TSH and IRT, "eAG" for the estimated average glucose. A
// row starting in lower case under another ("eTFG ..." under "GH ...") is a row of its own with
// its unit, not the end of the name above: GH's value stays GH's.
func TestWordsAroundTheNumber(t *testing.T) {
	text := "Data da coleta: 14/03/2025\nHematócrito Ref.: 40 a 52 % → 34,9 % ↓\nToxoplasmose IgG 48,6 Reagente UI/mL Não reagente: < 1,6\n" +
		"Toxoplasmose IgM Não reagente\nGH BASAL 0,21 ng/mL 12 anos, masc.: 143 a 506 ng/mL\neTFG CKD-EPI 2021 81 mL/min/1,73m² > 90\n" +
		"TSH neonatal 11,4 Alterado µUI/mL inferior a 9,0 µUI/mL\nTripsina imunorreativa (IRT) 38 ng/mL inferior a 70\neAG 180mg/dL\nURINA TIPO 1\nLeucócitos 2-4 p/campo até 5 p/campo\n"
	want := []string{"Hematócrito=34.9 % (4544-3)", "Toxoplasmose IgG=48.6 UI/mL (8039-0)", "Toxoplasmose IgM=Não reagente (25542-2)",
		"GH=0.21 ng/mL (2963-7)", "TFG=81 mL/min/1,73m² (98979-8)", "TSH neonatal=11.4 µUI/mL (29575-8)", "Tripsina imunorreativa=38 ng/mL (48633-2)", "Glicemia média estimada=180 mg/dL (27353-2)",
		"Leucócitos na urina=2-4 p/campo (5821-4)"}
	if got := describeLabs(Extract(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An equation's year in the name of a history table's row, before its unit column, is no value:
// taken as the first one, it shifted every result of the row to the date of the column before.
func TestEquationYearBeforeAUnitColumn(t *testing.T) {
	text := "Exame Unidade 10/03/25 03/02/25 06/01/25 02/12/24 VR\ndata coleta data coleta data coleta data coleta\n" +
		"TFGe CKD-EPI 2021 mL/min/1,73m² 74 77 68 75 > 90\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"TFG=74 mL/min/1,73m² (98979-8) 10/03/25", "TFG=77 mL/min/1,73m² (98979-8) 03/02/25",
		"TFG=68 mL/min/1,73m² (98979-8) 06/01/25", "TFG=75 mL/min/1,73m² (98979-8) 02/12/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Names Tesseract misreads on 200-dpi scans: a bold "HBsAg" as "HBSsAg", the O of a hydroxy
// prefix as a zero ("25-0H").
func TestScannedNameMisreads(t *testing.T) {
	text := "SOROLOGIA\nHBSsAg Não reagente Não reagente\nAnti-HBs superior a 1.000 mUI/mL imune: 10 ou mais\n" +
		"Vitamina D 25-0H 23,8 ng/mL Acima de 20: desejável"
	want := []string{"HBsAg=Não reagente (5196-1)", "Anti-HBs=>1000 mUI/mL (16935-9)", "Vitamina D=23.8 ng/mL (62292-8)"}
	if got := describeLabs(ExtractScanned(text), labSummary); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Two earlier columns between the unit and the reference, labelled "Anterior" in the header and
// dated on the line below: each row's cells after the unit are the earlier collections', "—"
// where one did not have the exam; the result is the collection's. Read as a cumulative table,
// the current result had taken the first earlier date.
func TestEarlierColumnsBeforeTheReference(t *testing.T) {
	text := "Coleta: 13/05/2025 07:33\nExame Resultado Unidade Anterior Anterior Referência\n13/11/2024 08/05/2024\n" +
		"Glicose de jejum 118 * mg/dL 112 104 70 a 99\nTGP (ALT) 52 * U/L 47 — até 41\nTSH 2,9 µUI/mL — — 0,27 a 4,20\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Glicose=118 mg/dL (2345-7) 13/05/25", "Glicose=112 mg/dL (2345-7) 13/11/24", "Glicose=104 mg/dL (2345-7) 08/05/24",
		"ALT=52 U/L (1742-6) 13/05/25", "ALT=47 U/L (1742-6) 13/11/24", "TSH=2.9 µUI/mL (3016-3) 13/05/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A prenatal report's header line "IG na coleta: 32 sem 3 d · DPP: 24/11/2024": the date after
// "coleta" is the due date (DPP), no collection's, also where it ends the line; the blood's
// collection line dates the results.
func TestDueDateAfterGestationalAgeAtCollection(t *testing.T) {
	text := "Coleta (sangue): 02/10/2024 07:30\nDUM: 18/02/2024 · IG na coleta: 32 sem 3 d · DPP: 24/11/2024 Emissão: 04/10/2024 17:20\n" +
		"IG na coleta: 7 semanas e 5 dias DPP: 18/04/2026\n" + // (the due date ending the line)
		"Exame Resultado Unidade Valores de referência\nHemoglobina 10,9 ↓ g/dL 11,0 a 14,0\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	if want := []string{"Hemoglobina=10.9 g/dL (718-7) 02/10/24"}; strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A block whose heading, material and method are followed by a header row of its own columns,
// the reference first, and a row of cells without the name: the result after the reference, an
// earlier result dated before its value ("18/03/2024 3,91 ng/mL") after the result's flag. A note's
// sentence under the row is no name wrapping onto the next block's heading.
func TestBlockWithAHeaderRowOfItsOwn(t *testing.T) {
	text := "Coleta: 22/10/2024 08:05\nPSA TOTAL — ANTÍGENO PROSTÁTICO ESPECÍFICO\nMaterial: Soro · Método: Quimioluminescência\n" +
		"Valor de referência Resultado Resultados anteriores\nAté 4,0 ng/mL 4,82 ng/mL * 18/03/2024 3,91 ng/mL\n" +
		"RELAÇÃO PSA LIVRE/PSA TOTAL\nMaterial: Soro · Método: Cálculo\nValor de referência Resultado Resultados anteriores\n" +
		"Superior a 25 % (PSA 4 a 10 ng/mL) 15 % * 18/03/2024 19 %\n" +
		"Relação inferior a 10 % associa-se a maior probabilidade de neoplasia; 10 a 25 %: zona intermediária.\n" +
		"CA 19-9\nMaterial: Soro · Método: Quimioluminescência\nValor de referência Resultado Resultados anteriores\nAté 37,0 U/mL < 2,0 U/mL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"PSA total=4.82 ng/mL (2857-1) 22/10/24", "PSA total=3.91 ng/mL (2857-1) 18/03/24",
		"Relação PSA livre/total=15 % (12841-3) 22/10/24", "Relação PSA livre/total=19 % (12841-3) 18/03/24", "CA 19-9=<2 U/mL (24108-3) 22/10/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A method column that names its assay's generation in brackets ("Quimioluminescência (4ª
// geração)") holds no value; a block's heading broken after a hyphen ("ANTICORPOS ANTI-" /
// "TIREOPEROXIDASE") names its marker; an earlier column dated by the header keeps its cell after
// a reference in words ("Ver nota 124"), never after a bound's words ("não fumantes até 5,0").
func TestMethodGenerationHyphenHeadingAndWordReference(t *testing.T) {
	text := "Coleta: 15/04/2024\nExame Método Resultado Referência\n" +
		"Anti-HIV 1 e 2 (antígeno p24 + anticorpos) Quimioluminescência (4ª geração) Não reagente Não reagente\n" +
		"ANTICORPOS ANTI-\nTIREOPEROXIDASE\nSoro · eletroquimioluminescência\nValores de referência:\nInferior a 34,0\nResultado: < 9,0 UI/mL\n" +
		"Exame Resultado Unidade Valores de referência Anterior\n22/09/2023\nLDL-Colesterol 139 H mg/dL Ver nota 124\n" +
		"CEA 2,1 ng/mL não fumantes até 5,0\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"HIV 1 e 2=Não reagente (56888-1) 15/04/24", "Anti-TPO=<9 UI/mL (8099-4) 15/04/24",
		"LDL=139 mg/dL (13457-7) 15/04/24", "LDL=124 mg/dL (13457-7) 22/09/23", "CEA=2.1 ng/mL (2039-6) 15/04/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A sample's line under a result row, "Soro • coletada em 21/01/2025", dates that row only: the
// rows after it keep the report's collection. An earlier result at a row's end dated with "em",
// under "Resultado Resultado anterior", is read with its date.
func TestSampleLineDatesItsRowAndEarlierCellDatedWithEm(t *testing.T) {
	text := "Coleta: 14/01/2025 07:12\n" +
		"Glicose em jejum 128 ↑ mg/dL 70 a 99\nSoro • hexoquinase\nGlicose em jejum – 2ª amostra 131 ↑ mg/dL 70 a 99\n" +
		"Soro • coletada em 21/01/2025\nCreatinina 1,02 mg/dL 0,70 a 1,20\n" +
		"Resultado Resultado anterior\nTSH 5,87 Alto µUI/mL 3,94 µUI/mL em 19/09/2024\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Glicose=128 mg/dL (2345-7) 14/01/25", "Glicose=131 mg/dL (2345-7) 21/01/25", "Creatinina=1.02 mg/dL (2160-0) 14/01/25",
		"TSH=5.87 µUI/mL (3016-3) 14/01/25", "TSH=3.94 µUI/mL (3016-3) 19/09/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An earlier column dated in the header after the unit's label, with "ANTERIOR" above ("EXAME
// RESULTADO UNID. 14/10/2024 VALOR DE REFERENCIA", "Resultado atual Unidade (03/09/2024)"); a
// bound followed by another bound is the result and then its reference; a reference labelled
// "VR" before its marker's name is no result; a heading with digits in its name over a cumulative
// row's dates; a numbered "dosagem" dated in its own line dates its result only.
func TestEarlierColumnAfterUnitBoundsAndDosages(t *testing.T) {
	text := "DT.COLETA.: 11/03/2025 07:02\nTroponina I ultrassensível: ........ < 2,5 ng/L < 19,8 ng/L (percentil 99)\n" +
		"ANTERIOR\nEXAME RESULTADO UNID. 14/10/2024 VALOR DE REFERENCIA\n" +
		"COLESTEROL TOTAL .................... 182 mg/dL 236 ↑ Desejavel < 190\n" +
		"Anti-tireoglobulina inferior a 1,3 UI/mL\nVR anti-Tg: inferior a 4,1 UI/mL\n" +
		"HEMOGLOBINA GLICADA (HbA1c) – % 18/03/2025 09/12/2024 Referência\nHemoglobina glicada (HPLC) 7,8 H 8,4 H < 5,7 %\n" +
		"BETA-HCG QUANTITATIVO\nMaterial: Soro Método: Eletroquimioluminescência\n" +
		"1ª dosagem – coleta em 20/01/2025: 1.284 mUI/mL\n2ª dosagem – coleta em 22/01/2025: 2.517 mUI/mL\n" +
		"PROGESTERONA\nResultado: 18,6 ng/mL\n" +
		"Anterior\nExame Resultado atual Unidade (03/09/2024) Valores de referência\nCEA 2,1 ng/mL 1,9 não fumantes: até 3,8\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Troponina I ultrassensível=<2.5 ng/L (89579-7) 11/03/25",
		"Colesterol total=182 mg/dL (2093-3) 11/03/25", "Colesterol total=236 mg/dL (2093-3) 14/10/24", "Anti-tireoglobulina=<1.3 UI/mL (8098-6) 11/03/25",
		"Hemoglobina glicada=7.8 (4548-4) 18/03/25", "Hemoglobina glicada=8.4 (4548-4) 09/12/24",
		"Beta-hCG=1284 mUI/mL (21198-7) 20/01/25", "Beta-hCG=2517 mUI/mL (21198-7) 22/01/25", "Progesterona=18.6 ng/mL (2839-9) 11/03/25",
		"CEA=2.1 ng/mL (2039-6) 11/03/25", "CEA=1.9 ng/mL (2039-6) 03/09/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// "Albumina" in mg/L under a urine sample's material is the urine's albumin, not a urinalysis's
// protein; "Atendimento: 22/10/2024" dates a report that prints no collection.
func TestUrineAlbuminInMgPerLitreAndAttendanceDate(t *testing.T) {
	text := "Atendimento: 22/10/2024 07:20 Previsão de entrega: 25/10/2024\nMICROALBUMINÚRIA – AMOSTRA ISOLADA\n" +
		"Material: Urina (1ª micção)\nAlbumina 186 mg/L\nCreatinina urinária 92,4 mg/dL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Microalbuminúria=186 mg/L (14957-5) 22/10/24", "Creatinina urinária=92.4 mg/dL (2161-8) 22/10/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A dated history of two columns whose cells print their own unit ("15/04/2025 21,0 segundos
// 1,90"); the start of the left column's name before the right column's row, its end and value
// on the next line; an age group in a header's reference label; a white count's own header row
// ending the earlier column above it; a cumulative row's name wrapped before its cells.
func TestHistoryUnitsInCellsAndWrappedLeftName(t *testing.T) {
	text := "Coleta: 27/05/2025\nDATA DA COLETA TEMPO DE PROTROMBINA RNI\n15/04/2025 21,0 segundos 1,90\n29/04/2025 28,9 segundos 2,81\n" +
		"ERITROGRAMA LEUCOGRAMA\nVCM 77,8 ↓ fL 80,0 a 100,0 Segmentados 58 3.387 1.500 a 7.000\n" +
		"Hemoglobina Eosinófilos 3 175 40 a 500\nCorpuscular Média 25,6 ↓ pg 26,0 a 34,0 Basófilos 1 58 0 a 200\n" +
		"Eritrograma Resultado Unidade Anterior Valores de referência (2 a 6 anos)\n12/11/2024\nHemoglobina 10,4 L g/dL 10,9 11,5 a 13,5\n" +
		"Leucograma % /mm³ Ref. % Ref. /mm³ (2 a 6 anos)\nBastonetes 1 99 0 a 5 0 a 780\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Tempo de protrombina=21 segundos (5902-2) 15/04/25", "INR=1.9 (6301-6) 15/04/25",
		"Tempo de protrombina=28.9 segundos (5902-2) 29/04/25", "INR=2.81 (6301-6) 29/04/25",
		"VCM=77.8 fL (787-2) 27/05/25", "Segmentados (%)=58 (769-0) 27/05/25", "Segmentados=3387 (751-8) 27/05/25",
		"Eosinófilos (%)=3 (713-8) 27/05/25", "Eosinófilos=175 (711-2) 27/05/25", "HCM=25.6 pg (785-6) 27/05/25",
		"Basófilos (%)=1 (706-2) 27/05/25", "Basófilos=58 (704-7) 27/05/25",
		"Hemoglobina=10.4 g/dL (718-7) 27/05/25", "Hemoglobina=10.9 g/dL (718-7) 12/11/24",
		"Bastonetes (%)=1 (764-1) 27/05/25", "Bastonetes=99 (763-3) 27/05/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An earlier column dated in brackets under its header; another field's own date before the
// collection's key ("Internação anterior: 02/12/2024 Coleta: 20/01/2025"); a recollected sample
// dating its section; a normal plasma's times; a name in prose before another's value; an
// ordinal in a reference's label; what a serology detects in whole brackets; a cumulative row's
// name wrapped before its cells.
func TestBracketedEarlierDateRecollectionAndControls(t *testing.T) {
	text := "Internação anterior: 02/12/2024 Coleta: 20/01/2025 06:30 Liberação: 21/01/2025 17:45\n" +
		"Exame Resultado Unidade Anterior Referência\n(12/12/2024)\nSódio 141 mmol/L 138 136 a 145\n" +
		"Tempo de tromboplastina parcial ativada (TTPa) 31,2 segundos 25,0 a 37,0\n" +
		"Tempo do plasma normal (pool) do dia: TP 12,4 segundos; TTPa 30,0 segundos.\n" +
		"fórmula de Vermeulen a partir da testosterona total, SHBG e albumina (4,5 g/dL, dosada em outro serviço).\n" +
		"Exame Valores de referência Resultado Unidade\nTSH – hormônio tireoestimulante 1º trimestre: 0,10 a 2,50 1,84 µUI/mL\n" +
		"Anti-HIV 1 e 2 (anticorpos + Ag p24) Não reagente Não reagente\n" +
		"LIPIDOGRAMA Amostra recoletada em 22/01/2025 (soro lipêmico)\nExame Resultado Unidade Valores de referência\n" +
		"HDL 52 mg/dL desejável: superior a 40\n" +
		"Exame Resultado Anterior Unidade Valores de referência\n22/01/2025 15/04/2024\nGama-Glutamil\nTransferase (GGT) 88 H 71 H U/L 8 a 61\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Sódio=141 mmol/L (2951-2) 20/01/25", "Sódio=138 mmol/L (2951-2) 12/12/24", "TTPA=31.2 segundos (14979-9) 20/01/25",
		"TSH=1.84 µUI/mL (3016-3) 20/01/25", "HIV 1 e 2=Não reagente (56888-1) 20/01/25", "HDL=52 mg/dL (2085-9) 22/01/25",
		"Gama-GT=88 U/L (2324-2) 22/01/25", "Gama-GT=71 U/L (2324-2) 15/04/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Two columns whose right one's name wraps around the left one's rows: begun at the end of a
// line ("CEA – Antígeno"), it goes on in lower case after the next line's row with its value;
// and the left name's bracketed end before the right column's row ("(CKD-EPI 2021) CA 19-9 …").
func TestRightNameAroundLeftRows(t *testing.T) {
	text := "Coleta: 02/07/2025 07:55\nFUNÇÃO RENAL MARCADORES TUMORAIS\nUreia 44 mg/dL 15 a 45 CEA – Antígeno\n" +
		"Creatinina 1,02 Alto mg/dL 0,50 a 0,90 carcinoembrionário 2,1 ng/mL até 3,8\n" +
		"TFG estimada 57 Baixo mL/min/1,73m² ≥ 60 CA 125 14,2 U/mL até 35,0\n(CKD-EPI 2021) CA 19-9 inferior a 2,0 U/mL até 37,0\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Ureia=44 mg/dL (3091-6) 02/07/25", "Creatinina=1.02 mg/dL (2160-0) 02/07/25", "CEA=2.1 ng/mL (2039-6) 02/07/25",
		"TFG=57 mL/min/1,73m² (98979-8) 02/07/25", "CA 125=14.2 U/mL (10334-1) 02/07/25", "CA 19-9=<2 U/mL (24108-3) 02/07/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Markers real reports print that the table lacked (nucleated red cells per 100 white cells,
// methaemoglobin, the anion gap, venous lactate by its own code, urinary catecholamines, a
// neonatal screen's phenylalanine), and a name wrapped before its value whose first line names a
// marker alone while its second starts with "DA": "ÍNDICE DE SATURAÇÃO" / "DA TRANSFERRINA ...:
// 18,7 %" is the transferrin saturation, not the transferrin.
func TestMarkersAddedAndNameGoingOnWithDa(t *testing.T) {
	text := "Data da coleta: 10/01/2025\nFERRO SÉRICO................: 60 µg/dL\nÍNDICE DE SATURAÇÃO\nDA TRANSFERRINA.................: 18,7 L %\n20 A 50\n" +
		"Índice de saturação 13 ↓ % 20 a 50\nda transferrina\nHEMOGRAMA\nEritroblastos 0,0 /100 leucócitos 0\n" +
		"GASOMETRIA VENOSA\nLactato venoso 3,1 mmol/L 0,5 a 2,2\nMeta-hemoglobina (MetHb) 0,8 % até 1,5\nÂnion gap (calculado) 14 mEq/L 8 a 16\n" +
		"Catecolaminas totais 356,4 mcg/24h até 600\nFenilalanina 1,3 mg/dL inferior a 2,5\n"
	got := describeLabs(Extract(text), labSummary)
	want := []string{"Ferro sérico=60 µg/dL (2498-4)", "Saturação da transferrina=18.7 % (2502-3)", "Saturação da transferrina=13 % (2502-3)",
		"Eritroblastos=0 /100 leucócitos (58413-6)", "Lactato=3.1 mmol/L (2519-7)", "Meta-hemoglobina=0.8 % (2614-6)",
		"Ânion gap=14 mEq/L (33037-3)", "Catecolaminas totais urinárias=356.4 mcg/24h (2058-6)", "Fenilalanina=1.3 mg/dL (29572-5)"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// An earlier column printed before the current one, in the order of the collections, after the
// reference and dated in brackets under its header: "Exame Valores de referência Resultado
// anterior Resultado Unidade" over "(18/11/2025)"; the row's first cell after the reference is the
// earlier result, the second (with the flag and the unit) the current one.
func TestEarlierColumnBeforeTheCurrentOne(t *testing.T) {
	text := "Data da coleta: 26/11/2025 05:30 Liberação: 26/11/2025 17:20\nExame Valores de referência Resultado anterior Resultado Unidade\n" +
		"(18/11/2025)\nEritrócitos 4,30 a 5,70 4,35 4,21 L milhões/µL\nHemoglobina 13,3 a 16,5 13,4 12,8 L g/dL\nPlaquetas 150.000 a 400.000 251.000 284.000 /µL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Hemácias=4.21 milhões/µL (789-8) 26/11/25", "Hemácias=4.35 milhões/µL (789-8) 18/11/25",
		"Hemoglobina=12.8 g/dL (718-7) 26/11/25", "Hemoglobina=13.4 g/dL (718-7) 18/11/25",
		"Plaquetas=284000 /µL (777-3) 26/11/25", "Plaquetas=251000 /µL (777-3) 18/11/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Earlier results whose cells the rows print before the reference though the header's label
// sits above it ("Resultado anterior" over "Exame Resultado Unidade Valores de referência" over
// "14/10/2024"); an occupational report's admission column with one unit after both cells; a
// known marker's unit printed once, after its reference; a differential's reference column with
// its unit in brackets before the % and /mm³ columns; a glycaemia beside a urinalysis's column.
func TestEarlierCellsBeforeReferenceAndUnitsAfterIt(t *testing.T) {
	text := "Coleta: 06/03/2025 08:20\nResultado anterior\nExame Resultado Unidade Valores de referência\n14/10/2024\n" +
		"TSH 1,86 µUI/mL 2,45 0,38 a 5,33\nFSH 6,2 mUI/mL 7,1 Fase folicular: 3,0 a 8,1\nProgesterona 0,6 ng/mL --- Fase folicular: < 1,4\n" +
		"EXAME ATUAL ADMISSIONAL UNIDADE IBMP / VR\n15/01/2024\nChumbo no sangue ................... 8,4 6,1 µg/dL VR ate 10 / IBMP 60 (NR-7)\n" +
		"Colinesterase plasmatica ........... 7.950 8.310 U/L 5.320 a 12.920\n" +
		"BIOQUÍMICA\nExame Resultado Referência\nGlicose 5,2 3,9 a 5,5 mmol/L\n" +
		"LEUCOGRAMA REFERÊNCIA (/mm³) % /mm³\nBastonetes 0 a 500 2 237\n" +
		"EXAME DE URINA\nGlicemia de jejum 86 mg/dL < 92 Densidade 1,020 1,005 a 1,030\nGlicemia 1 hora 154 mg/dL < 180 pH 6,0 5,0 a 7,5\nSEDIMENTOSCOPIA\nLeucócitos 28.000 * até 10.000 /mL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"TSH=1.86 µUI/mL (3016-3) 06/03/25", "TSH=2.45 µUI/mL (3016-3) 14/10/24", "FSH=6.2 mUI/mL (15067-2) 06/03/25",
		"FSH=7.1 mUI/mL (15067-2) 14/10/24", "Progesterona=0.6 ng/mL (2839-9) 06/03/25",
		"Chumbo=8.4 µg/dL (5671-3) 06/03/25", "Chumbo=6.1 µg/dL (5671-3) 15/01/24",
		"Colinesterase=7950 U/L (2098-2) 06/03/25", "Colinesterase=8310 U/L (2098-2) 15/01/24",
		"Glicose=5.2 mmol/L (14749-6) 06/03/25", "Bastonetes (%)=2 (764-1) 06/03/25", "Bastonetes=237 (763-3) 06/03/25",
		"Glicose=86 mg/dL (2345-7) 06/03/25", "Densidade urinária=1.02 (5811-5) 06/03/25",
		"Glicose 1 h após 75 g=154 mg/dL (20438-8) 06/03/25", "pH urinário=6 (5803-2) 06/03/25", "Leucócitos na urina=28000 /mL (30405-5) 06/03/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A header whose result and earlier columns are labelled "Atual" and "Anterior" with the unit
// between them, dated on the line below in their order; names printed with a gloss after a dash
// ("HBsAg - ANTÍGENO AUSTRALIA", "DENGUE - PESQUISA DO ANTÍGENO NS1") and "Albumina/creatinina
// urinária" in a cumulative table.
func TestAtualAnteriorDatedBelowAndGlossedNames(t *testing.T) {
	text := "Coleta: 24/03/2025\nERITROGRAMA\nAtual Unid. Anterior Valores de referência\n24/03/2025 20/01/2025\n" +
		"Hemoglobina ............: 9,4 ↓ g/dL 8,7 ↓ 12,0 a 15,5\nSOROLOGIA - MATERIAL: SORO\nHBsAg - ANTÍGENO AUSTRALIA .........: NÃO REAGENTE\n" +
		"DENGUE - PESQUISA DO ANTÍGENO NS1\nMaterial: Soro Método: Imunocromatografia\nResultado: Não reagente\n" +
		"Exame 08/08/2024 15/04/2025 Unidade Referência\nAlbumina/creatinina urinária 12,4 9,8 mg/g < 30\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Hemoglobina=9.4 g/dL (718-7) 24/03/25", "Hemoglobina=8.7 g/dL (718-7) 20/01/25", "HBsAg=Não reagente (5196-1) 24/03/25",
		"Dengue NS1=Não reagente (75377-2) 24/03/25", "Relação albumina/creatinina=12.4 mg/g (14959-1) 08/08/24",
		"Relação albumina/creatinina=9.8 mg/g (14959-1) 15/04/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Two blocks side by side whose left result is a blood group ("Resultado: O Resultado: Não
// reagente"), whose second name follows the first's bracket with a number of its own ("FATOR
// Rh (ANTÍGENO D) HIV 1 E 2 — ANTÍGENO P24 E ANTICORPOS", what it stands for after a dash); an
// earlier result after a reference left empty ("166 mg/dL — 180").
func TestPairedBlocksGroupAndGlossAndEmptyReference(t *testing.T) {
	text := "Coleta: 07/04/2025\nGRUPO SANGUÍNEO (SISTEMA ABO) VDRL\nMaterial: sangue total (EDTA) · Método: gel Material: soro · Método: floculação\n" +
		"Resultado: O Resultado: Não reagente\nProva direta e reversa concordantes. Referência: Não reagente\n" +
		"FATOR Rh (ANTÍGENO D) HIV 1 E 2 — ANTÍGENO P24 E ANTICORPOS\nMaterial: sangue total (EDTA) · Método: gel Material: soro · Método: quimioluminescência\n" +
		"Resultado: Positivo Resultado: Não reagente\n" +
		"Exame Resultado Unidade Referência Anterior\n12/11/2024\nGlicose média estimada 166 mg/dL — 180\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Grupo sanguíneo ABO=O (883-9) 07/04/25", "VDRL=Não reagente (5292-8) 07/04/25", "Fator Rh=Positivo (10331-7) 07/04/25",
		"HIV 1 e 2=Não reagente (56888-1) 07/04/25", "Glicemia média estimada=166 mg/dL (27353-2) 07/04/25", "Glicemia média estimada=180 mg/dL (27353-2) 12/11/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A sample's own day printed inside an exam block, between its material and its "Resultado:"
// line, dates that block only: the blocks after it are the report's collection's again.
func TestSampleDayInsideABlockDatesThatBlock(t *testing.T) {
	text := "Data de coleta: 03/06/2025 09:12 Data de liberação: 06/06/2025 18:30\n" +
		"PARATORMÔNIO (PTH INTACTO)\nMaterial: soro Método: eletroquimioluminescência\nAmostra colhida em 05/06/2025 junto com a recoleta.\n" +
		"Resultado: 48 pg/mL 15 a 65 pg/mL\nCÁLCIO TOTAL\nMaterial: soro Método: colorimétrico (arsenazo III)\nResultado: 9,6 mg/dL 8,6 a 10,3 mg/dL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"PTH=48 pg/mL (2731-8) 05/06/25", "Cálcio=9.6 mg/dL (17861-6) 03/06/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A cumulative table printed twice side by side on a two-column page, its current column dated
// in the header and its earlier one labelled "Ant." with the date on the line below (each
// side's), flags printed as words between the cells; a line whose left side is a wrapped name's
// end or a heading holds the right side's row alone.
func TestSideBySideCumulativeTablesDatedBelowTheirLabels(t *testing.T) {
	text := "Coleta: 22/09/2025 07:30\nRIM E ELETRÓLITOS LÍPIDES E GLICEMIA\nExame 22/09/25 Ant. Unidade Exame 22/09/25 Ant. Unidade\n17/03/25 17/03/25\n" +
		"Ureia 42 39 mg/dL Colesterol total 198 Alto 231 Alto mg/dL\nTFG (CKD-EPI 65 70 mL/min/1,73 m² LDL-C 118 149 mg/dL\n" +
		"2021) Triglicerídeos 173 Alto 199 Alto mg/dL\nENZIMAS HEPÁTICAS Glicose 126 Alto 119 Alto mg/dL\n" +
		"Exame 22/09/25 Ant. Unidade\n17/03/25\nTGP (ALT) 44 Alto 36 U/L\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Ureia=42 mg/dL (3091-6) 22/09/25", "Ureia=39 mg/dL (3091-6) 17/03/25",
		"Colesterol total=198 mg/dL (2093-3) 22/09/25", "Colesterol total=231 mg/dL (2093-3) 17/03/25",
		"TFG=65 mL/min/1,73 m² (98979-8) 22/09/25", "TFG=70 mL/min/1,73 m² (98979-8) 17/03/25",
		"LDL=118 mg/dL (13457-7) 22/09/25", "LDL=149 mg/dL (13457-7) 17/03/25",
		"Triglicerídeos=173 mg/dL (2571-8) 22/09/25", "Triglicerídeos=199 mg/dL (2571-8) 17/03/25",
		"Glicose=126 mg/dL (2345-7) 22/09/25", "Glicose=119 mg/dL (2345-7) 17/03/25",
		"ALT=44 U/L (1742-6) 22/09/25", "ALT=36 U/L (1742-6) 17/03/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Names that go on below their rows and names that do not: the right column's "Bilirrubina"
// over "indireta", a reference-first row's, "Colesterol - HDL" not extended by the next row's
// "conforme risco"; "fração HDL"; the left column's note ended by a full stop before the right
// column's row; a block heading broken after a slash, its ratio printed as a fraction.
func TestNamesBelowRowsNotesBeforeRowsAndSlashHeadings(t *testing.T) {
	text := "Coleta: 10/01/2025\nSorologia Resultado Exame Resultado Unid. Referência\nAnti-HCV Não reagente Bilirrubina 1,34 H mg/dL até 0,90\nindireta\n" +
		"Exame Valor de referência Resultado Unidade\nBilirrubina até 0,30 0,21 * mg/dL\ndireta\n" +
		"Exame Resultado Unidade Valores de referência\nColesterol - HDL 46 mg/dL superior a 40\nColesterol - LDL 112 mg/dL conforme risco\nColesterol - fração VLDL 24 mg/dL\n" +
		"HBsAg: quimioluminescência. CEA < 1,7 ng/mL não fumantes: até\n" +
		"HbA1c por HPLC (método certificado NGSP). Glicose média estimada: GME = 28,7 ×\n" +
		"RELAÇÃO PSA LIVRE/\nPSA TOTAL\nMétodo: Cálculo\nResultado: 0,15\n"
	got := describeLabs(Extract(text), labSummary)
	want := []string{"Anti-HCV=Não reagente (13955-0)", "Bilirrubina indireta=1.34 mg/dL (1971-1)", "Bilirrubina direta=0.21 mg/dL (1968-7)",
		"HDL=46 mg/dL (2085-9)", "LDL=112 mg/dL (13457-7)", "VLDL=24 mg/dL (13458-5)", "CEA=<1.7 ng/mL (2039-6)",
		"Relação PSA livre/total=0.15 (12841-3)"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// "Colheita:" dates the report; an earlier column's date under its header beside the wrapped
// end of the reference's label ("02/10/2024 homens adultos"), a flag word between the current and
// the earlier cell, and a differential's own header ("Contagem diferencial % /mm³ Referência (%
// | /mm³)") that ends the earlier column.
func TestColheitaEarlierDateBesideLabelAndDifferentialHeader(t *testing.T) {
	text := "Médico: Dr. L. F. Amaral Colheita: 08/07/2025\nEritrograma Resultado Anterior Unidade Valores de referência\n02/10/2024 homens adultos\n" +
		"Hemoglobina ........ 15,6 15,1 g/dL 13,5 a 17,5\nLeucócitos ....... 11.860 Alto 7.240 /mm³ 3.500 a 10.500\n" +
		"Contagem diferencial % /mm³ Referência (% | /mm³)\nNeutrófilos ........ 74,2 8.800 Alto 40 a 70 % | 1.700 a 7.000 /mm³\n" +
		"Segunda amostra colhida em 09/07/2025 às 10:40:\nGlicose 131 mg/dL inferior a 140 mg/dL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Hemoglobina=15.6 g/dL (718-7) 08/07/25", "Hemoglobina=15.1 g/dL (718-7) 02/10/24",
		"Leucócitos=11860 /mm³ (6690-2) 08/07/25", "Leucócitos=7240 /mm³ (6690-2) 02/10/24",
		"Neutrófilos (%)=74.2 (770-8) 08/07/25", "Neutrófilos=8800 (751-8) 08/07/25", "Glicose=131 mg/dL (2345-7) 09/07/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A sample's day printed after its block's result ("Segunda amostra coletada em ...") dates that
// block, not the blocks after it; a reference in words before the result under an earlier column
// after it ("conforme risco 131 mg/dL 142").
func TestSampleFooterAndWordedReferenceBeforeEarlierCell(t *testing.T) {
	text := "Coleta: 03/06/2025 22:40\nTROPONINA I ULTRASSENSÍVEL - 1ª AMOSTRA (admissão)\nMaterial: Plasma Método: CMIA\nResultado: 18,6 ng/L Percentil 99: até 34,2 ng/L\n" +
		"Coletada em 03/06/2025 às 22:40.\nTROPONINA I ULTRASSENSÍVEL - 2ª AMOSTRA (3 h)\nMaterial: Plasma Método: CMIA\nResultado: 46,3 ng/L (H) Percentil 99: até 34,2 ng/L\n" +
		"Segunda amostra coletada em 04/06/2025 às 01:45. Variação (delta): +27,7 ng/L.\nCK-MB MASSA\nMaterial: Soro\nResultado: 4,1 ng/mL Homens: até 4,9 ng/mL\n" +
		"Exame Referência Resultado Unidade Anterior\n06/05/2025\nColesterol - fração LDL conforme risco 131 mg/dL 142\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Troponina I ultrassensível=18.6 ng/L (89579-7) 03/06/25", "Troponina I ultrassensível=46.3 ng/L (89579-7) 04/06/25", "CK-MB massa=4.1 ng/mL (13969-1) 03/06/25",
		"LDL=131 mg/dL (13457-7) 03/06/25", "LDL=142 mg/dL (13457-7) 06/05/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// "Atual Anterior Anterior" dated below: a dash between two cells is an empty earlier cell, not
// a range read as the reference ("188 - 214 inferior a 190").
func TestEmptyEarlierCellIsNoRange(t *testing.T) {
	text := "Coleta: 09/09/2025 08:20\nExame Unidade Atual Anterior Anterior Referência\n09/09/2025 10/03/2025 12/09/2024\n" +
		"Ureia mg/dL 52 48 41 17 a 49\nColesterol total mg/dL 188 - 214 inferior a 190\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Ureia=52 mg/dL (3091-6) 09/09/25", "Ureia=48 mg/dL (3091-6) 10/03/25", "Ureia=41 mg/dL (3091-6) 12/09/24",
		"Colesterol total=188 mg/dL (2093-3) 09/09/25", "Colesterol total=214 mg/dL (2093-3) 12/09/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Under "Valores de referência Resultado Anterior DATE": an earlier cell after the result's flag
// word ("131 mg/dL Alto 139 mg/dL Alto") and after a reference in words ("Conforme risco 122
// mg/dL 143 mg/dL").
func TestEarlierCellAfterFlagWordAndWordedReference(t *testing.T) {
	text := "Coletado em: 10/03/2025\nExame Valores de referência Resultado Anterior 16/09/2024\n" +
		"Glicose em jejum 70 a 99 mg/dL 131 mg/dL Alto 139 mg/dL Alto\nLDL-c Conforme risco 122 mg/dL 143 mg/dL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Glicose=131 mg/dL (2345-7) 10/03/25", "Glicose=139 mg/dL (2345-7) 16/09/24",
		"LDL=122 mg/dL (13457-7) 10/03/25", "LDL=143 mg/dL (13457-7) 16/09/24"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A service date wrapped below its label ("Data de 09/04/2024 08:26" over "atendimento:") dates
// a report that prints no collection; a numbered sample's "nova coleta em" is its own day; a
// block's material line that prints its sample's day dates that block only.
func TestWrappedServiceDateNewSampleAndMaterialDay(t *testing.T) {
	wrapped := "D.N.: 17/06/1993 Data de 09/04/2024 08:26\natendimento:\nESTRADIOL\nMaterial: soro\nResultado: 84,2 pg/mL\n"
	samples := "Coleta: 03/09/2025\nPESQUISA DE SANGUE OCULTO NAS FEZES\nMaterial: fezes — coleta em 06/09/2025\nMétodo: imunocromatográfico\nResultado: Negativo Negativo\n" +
		"PSA TOTAL\nMaterial: soro\nResultado: 3,12 ng/mL Até 4,00 ng/mL\n" +
		"COAGULAÇÃO — 1ª AMOSTRA Plasma citratado — coleta em 03/09/2025 08:05\nRNI (INR) 3,41 2,0 a 3,0\n" +
		"COAGULAÇÃO — 2ª AMOSTRA (CONTROLE) Plasma citratado — nova coleta em 05/09/2025 07:50\nRNI (INR) 2,62 2,0 a 3,0\n"
	var got []string
	for _, text := range []string{wrapped, samples} {
		got = append(got, describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })...)
	}
	want := []string{"Estradiol=84.2 pg/mL (2243-4) 09/04/24", "Sangue oculto nas fezes=Negativo (2335-8) 06/09/25",
		"PSA total=3.12 ng/mL (2857-1) 03/09/25", "INR=3.41 (6301-6) 03/09/25", "INR=2.62 (6301-6) 05/09/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A stool sample's day on its block's material line dates the stool blocks after it too (one
// specimen, several exams), and the stool and immunology markers the table lacked: faecal
// elastase, H. pylori antigen and leukocytes in stool, CH50, anticardiolipin in GPL-U/mL.
func TestStoolSampleDaySharedAndStoolMarkers(t *testing.T) {
	text := "Cadastro: 16/05/2025\nPESQUISA DE SANGUE OCULTO NAS FEZES\nMaterial: Fezes (amostra de 20/05/2025) Método: Imunocromatográfico\nResultado: Positivo\n" +
		"ELASTASE PANCREÁTICA FECAL\nMaterial: Fezes Método: ELISA\nResultado: superior a 500 µg/g\n" +
		"ANTÍGENO DE HELICOBACTER PYLORI NAS FEZES\nMaterial: Fezes Método: Imunocromatográfico\nResultado: Não reagente\n" +
		"PESQUISA DE LEUCÓCITOS NAS FEZES\nMaterial: Fezes Método: Microscopia\nResultado: Presentes\n" +
		"Coleta: 11/02/2025\nCOMPLEMENTO HEMOLÍTICO TOTAL (CH50)\nMaterial: Soro\nResultado: 52 U/mL\nANTICARDIOLIPINA IgG\nMaterial: Soro\nResultado: < 9,4 GPL-U/mL\n"
	got := describeLabs(Extract(text), func(l Lab) string { return labSummary(l) + " " + l.CollectedAt.Format("02/01/06") })
	want := []string{"Sangue oculto nas fezes=Positivo (2335-8) 20/05/25", "Elastase pancreática fecal=>500 µg/g (25907-7) 20/05/25",
		"Antígeno de H. pylori nas fezes=Não reagente (17780-8) 20/05/25", "Leucócitos nas fezes=Presente (13655-6) 20/05/25",
		"Complemento hemolítico total (CH50)=52 U/mL (4532-8) 11/02/25", "Anticardiolipina IgG=<9.4 GPL-U/mL (3181-5) 11/02/25"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
