from model import r, R
from reports2 import REPORTS, grid, T, hdr, pat

def pair(kc, ks, name, vc, uc, vs, us, ref, flag=""):
    return [r(kc, name, vc, uc, flag, ref), r(ks, name + " (SI)", vs, us, flag, "")]

# ---------------------------------------------------------------- ai09 Florianópolis research service, conventional + SI lines
rows9 = (pair("e2", "e2si", "Estradiol", "< 20", "pg/mL", "< 73", "pmol/L", "Pós-menopausa: inferior a 20 pg/mL (inferior a 73 pmol/L)")
         + [r("fsh", "FSH", "78,4", "UI/L", "", "Pós-menopausa: 25,8 a 134,8 UI/L"), r("lh", "LH", "42,1", "UI/L", "", "Pós-menopausa: 7,7 a 58,5 UI/L"),
            r("prog", "Progesterona", "0,2", "ng/mL", "", "Pós-menopausa: inferior a 0,2 a 0,8 ng/mL")]
         + pair("testo", "testosi", "Testosterona total", "18", "ng/dL", "0,62", "nmol/L", "Mulheres pós-menopausa: 3 a 41 ng/dL (0,10 a 1,42 nmol/L)")
         + [r("shbg", "SHBG", "64", "nmol/L", "", "Mulheres acima de 50 anos: 27,1 a 128,0 nmol/L"),
            r("dheas", "S-DHEA", "72", "µg/dL", "", "Mulheres 45 a 54 anos: 35,4 a 256,0 µg/dL"),
            r("amh", "AMH", "< 0,01", "ng/mL", "", "Pós-menopausa: indetectável")])
rows9b = ([r("tsh", "TSH", "3,2", "mUI/L", "", "0,27 a 4,20 mUI/L")]
          + pair("ft4", "ft4si", "T4 livre", "1,12", "ng/dL", "14,4", "pmol/L", "0,93 a 1,70 ng/dL (12,0 a 22,0 pmol/L)")
          + pair("ft3", "ft3si", "T3 livre", "2,8", "pg/mL", "4,3", "pmol/L", "2,0 a 4,4 pg/mL (3,1 a 6,8 pmol/L)")
          + pair("cort", "cortsi", "Cortisol (08:00)", "15,2", "µg/dL", "420", "nmol/L", "6,2 a 19,4 µg/dL (171 a 536 nmol/L)"))
rows9c = (pair("glu", "glusi", "Glicose jejum", "97", "mg/dL", "5,4", "mmol/L", "70 a 99 mg/dL (3,9 a 5,5 mmol/L)")
          + pair("a1c", "a1csi", "HbA1c", "5,6", "%", "38", "mmol/mol", "Inferior a 5,7 % (inferior a 39 mmol/mol)")
          + pair("ca", "casi", "Cálcio total", "9,5", "mg/dL", "2,38", "mmol/L", "8,6 a 10,3 mg/dL (2,15 a 2,58 mmol/L)")
          + pair("crea", "creasi", "Creatinina", "0,77", "mg/dL", "68", "µmol/L", "0,51 a 0,95 mg/dL (45 a 84 µmol/L)")
          + [r("vitd", "25(OH) vitamina D", "31", "ng/mL", "", "30 a 60 ng/mL"),
             r("hb", "Hemoglobina", "134", "g/L", "", "120 a 160 g/L"),
             r("wbc", "Leucócitos", "6,2", "×10⁹/L", "", "4,0 a 11,0 ×10⁹/L")])
REPORTS.append(dict(
    id="ai09", lab="Núcleo de Pesquisa em Endocrinologia Ilha (laboratório de pesquisa clínica)", city="Florianópolis/SC", default="2025-03-21",
    footer="NUPEI - Laboratório de Pesquisa Clínica - Rua Delfino Conti, 400 - Trindade - Florianópolis/SC - CNES 9912045 - uso em protocolo de pesquisa CAAE 71234523.0.0000.0121",
    features="research service: every analyte printed in conventional units and on the next line in SI '(SI)' (pmol/L, nmol/L, µmol/L, mmol/mol, g/L, ×10⁹/L); menopause references; '< 73' SI comparator",
    style=dict(font="'DejaVu Sans Mono', monospace", fs="8.2pt", ffont="LibMono", ffs=7.8, acc="#222", band="#eeeeee", nw="30%"),
    pages=[[
        hdr("NUPEI - Núcleo de Pesquisa em Endocrinologia Ilha", ["Laboratório de Pesquisa Clínica - CNES 9912045", "Responsável: Profa. Dra. Ingrid Sauer Cardoso - CRM-SC 14.882"], ["Estudo: MENO-SC", "Visita: V3", "Participante: MS-0147"]),
        pat([("Participante:", "Sônia Regina Pereira Mattos"), ("Nascimento:", "11/10/1970"), ("Sexo:", "F"), ("Última menstruação:", "09/2023"),
             ("Investigador:", "Dr. Paulo Niemeyer - CRM-SC 21.304"), ("Data da coleta:", "21/03/2025 08h10"), ("Próxima visita:", "19/09/2025"), ("Emissão:", "28/03/2025")]),
        ("band", "PAINEL HORMONAL - CLIMATÉRIO"),
        ("exam", dict(title="", style="table", head=["Analito", "Resultado", "Unidade", "Referência"], fw=[36, 16, 16, 62], rows=rows9,
                      meta=["Soro. Imunoensaio quimioluminescente (Roche cobas e 801); estradiol e testosterona por LC-MS/MS. Linha '(SI)': mesmo resultado em unidade SI."])),
        ("band", "TIREOIDE E ADRENAL"),
        ("exam", dict(title="", style="table", head=["Analito", "Resultado", "Unidade", "Referência"], fw=[36, 16, 16, 62], rows=rows9b)),
    ], [
        hdr("NUPEI - Núcleo de Pesquisa em Endocrinologia Ilha", ["Participante MS-0147 - coleta 21/03/2025"], []),
        ("band", "BIOQUÍMICA E HEMATOLOGIA"),
        ("exam", dict(title="", style="table", head=["Analito", "Resultado", "Unidade", "Referência"], fw=[36, 16, 16, 62], rows=rows9c,
                      meta=["Glicose: plasma fluoreto, hexoquinase. HbA1c: HPLC (NGSP/IFCC). Hemograma: sangue EDTA, Sysmex XN."])),
        ("text", ["Conversões SI: estradiol × 3,671; testosterona × 0,0347; T4 livre × 12,87; T3 livre × 1,536; cortisol × 27,59; glicose × 0,0555;",
                  "cálcio × 0,2495; creatinina × 88,4. Os resultados destinam-se ao protocolo de pesquisa e ao médico assistente.",
                  "Amostra armazenada em biorrepositório (-80 °C) até 21/03/2030."]),
        ("sig", ["Profa. Dra. Ingrid Sauer Cardoso - CRM-SC 14.882", "Liberado em 28/03/2025"]),
    ]]))

# ---------------------------------------------------------------- ai10 Rio de Janeiro, check-up, two collection dates, HDL variants, two columns
D2 = "2025-03-26"
REPORTS.append(dict(
    id="ai10", lab="Rede Carioca de Diagnósticos", city="Rio de Janeiro/RJ", default="2025-03-24",
    footer="Rede Carioca de Diagnósticos S.A. - Rua Voluntários da Pátria, 445 - Botafogo - Rio de Janeiro/RJ - CNPJ 90.123.456/0001-89 - CNES 6021774",
    features="check-up with two collections (24/03 and recollection 26/03 printed in the exam line); two-column biochemistry with split names; HDL-COLESTEROL; 'Alto'/'Baixo' flags",
    style=dict(font="'Liberation Sans', sans-serif", fs="8.4pt", ffont="LibSans", ffs=8.2, acc="#c2185b", band="#fbe3ec", tt="uppercase"),
    pages=[[
        hdr("REDE CARIOCA DE DIAGNÓSTICOS", ["Unidade Botafogo - CNES 6021774", "Responsável técnico: Dr. Henrique Salles Bastos - CRM-RJ 52.77810-4"], ["Ordem de serviço 7710-0324-5", "Data do pedido: 20/03/2025"]),
        pat([("Nome:", "RICARDO AUGUSTO MONTEIRO"), ("Nasc.:", "30/12/1969"), ("Sexo:", "Masc."), ("Médico:", "Dr. Vinícius Paes - CRM-RJ 52.91033-2"),
             ("1ª coleta:", "24/03/2025 07:35"), ("Recoleta:", "26/03/2025 07:50"), ("Liberação final:", "27/03/2025"), ("Impressão:", "27/03/2025 18:02")], n=4),
        ("band", "BIOQUÍMICA - COLETA 24/03/2025"),
        ("cols2", [
            ("exam", dict(title="", style="leader", rows=[
                r("glu", "GLICOSE", "101", "mg/dL", "Alto", "70 a 99 mg/dL"),
                r("a1c", "HEMOGLOBINA GLICADA", "5,9", "%", "Alto", "Inferior a 5,7 %"),
                r("ins", "INSULINA", "12,3", "µUI/mL", "", "2,6 a 24,9 µUI/mL"),
                r("chol", "COLESTEROL TOTAL", "198", "mg/dL", "", "Inferior a 190 mg/dL"),
                r("hdl", "HDL-COLESTEROL", "46", "mg/dL", "", "Superior a 40 mg/dL"),
                r("ldl", "LDL-COLESTEROL", "122", "mg/dL", "", "Conforme risco CV"),
                r("vldl", "VLDL-COLESTEROL", "30", "mg/dL", "", "Inferior a 30 mg/dL"),
                r("tgl", "TRIGLICERÍDEOS", "150", "mg/dL", "", "Inferior a 150 mg/dL"),
                r("nhdl", "COLESTEROL NÃO-|HDL", "152", "mg/dL", "", "Inferior a 160 mg/dL"),
                r("urate", "ÁCIDO ÚRICO", "6,1", "mg/dL", "", "3,4 a 7,0 mg/dL")])),
        ], [
            ("exam", dict(title="", style="leader", rows=[
                r("crea", "CREATININA", "0,94", "mg/dL", "", "0,70 a 1,20 mg/dL"),
                r("urea", "UREIA", "31", "mg/dL", "", "15 a 45 mg/dL"),
                r("ast", "TGO (AST)", "22", "U/L", "", "Até 40 U/L"),
                r("alt", "TGP (ALT)", "27", "U/L", "", "Até 41 U/L"),
                r("ggt", "GAMA-GT", "31", "U/L", "", "8 a 61 U/L"),
                r("na", "SÓDIO", "139", "mmol/L", "", "136 a 145 mmol/L"),
                r("k", "POTÁSSIO", "4,4", "mmol/L", "", "3,5 a 5,1 mmol/L"),
                r("ca", "CÁLCIO TOTAL", "9,8", "mg/dL", "", "8,6 a 10,3 mg/dL"),
                r("phos", "FÓSFORO", "3,2", "mg/dL", "", "2,5 a 4,5 mg/dL"),
                r("mg", "MAGNÉSIO", "2,0", "mg/dL", "", "1,6 a 2,6 mg/dL")])),
        ]),
        ("text", ["Soro / plasma fluoretado / sangue total EDTA (HbA1c). Jejum de 10 horas. LDL calculado pela fórmula de Friedewald."]),
    ], [
        hdr("REDE CARIOCA DE DIAGNÓSTICOS", ["RICARDO AUGUSTO MONTEIRO - O.S. 7710-0324-5"], []),
        ("band", "HORMÔNIOS E VITAMINAS - COLETA 24/03/2025"),
        ("exam", dict(title="", style="table", head=["Exame", "Resultado", "Unidade", "Valores de referência"], fw=[46, 18, 16, 52], rows=[
            r("tsh", "TSH ULTRASSENSÍVEL", "4,9", "µUI/mL", "Alto", "0,27 a 4,20 µUI/mL"),
            r("ft4", "T4 LIVRE", "0,96", "ng/dL", "", "0,93 a 1,70 ng/dL"),
            r("tpo", "ANTI-TPO", "12", "UI/mL", "", "Inferior a 34 UI/mL"),
            r("vitd", "VITAMINA D (25-OH)", "19,6", "ng/mL", "Baixo", "Superior a 20 ng/mL (população saudável)"),
            r("pth", "PTH MOLÉCULA INTACTA", "71", "pg/mL", "Alto", "15 a 65 pg/mL"),
            r("ferr", "FERRITINA", "142", "ng/mL", "", "30 a 400 ng/mL"),
            r("b12", "VITAMINA B12", "412", "pg/mL", "", "197 a 771 pg/mL"),
            r("psa", "PSA TOTAL", "1,12", "ng/mL", "", "Homens 50 a 59 anos: até 3,5 ng/mL"),
            r("testo", "TESTOSTERONA TOTAL", "385", "ng/dL", "", "Homens 50 anos ou mais: 193 a 740 ng/dL"),
            r("e2", "ESTRADIOL", "28", "pg/mL", "", "Homens: 11,3 a 43,2 pg/mL"),
            r("cort", "CORTISOL BASAL (8H)", "16,2", "µg/dL", "", "6,2 a 19,4 µg/dL"),
            r("prl", "PROLACTINA", "9,8", "ng/mL", "", "Homens: 4,0 a 15,2 ng/mL")],
            meta=["Soro - eletroquimioluminescência."])),
        ("band", "RECOLETA - 26/03/2025"),
        ("exam", dict(title="", style="table", head=["Exame", "Resultado", "Unidade", "Valores de referência"], fw=[46, 18, 16, 52],
                      meta=["Amostra colhida em 26/03/2025 07:50 para confirmação (solicitação médica)."], rows=[
            r("tsh", "TSH ULTRASSENSÍVEL (recoleta)", "4,1", "µUI/mL", "", "0,27 a 4,20 µUI/mL", date=D2),
            r("ft4", "T4 LIVRE (recoleta)", "0,99", "ng/dL", "", "0,93 a 1,70 ng/dL", date=D2),
            r("glu", "GLICOSE (recoleta)", "96", "mg/dL", "", "70 a 99 mg/dL", date=D2)])),
        ("sig", ["Resultados liberados por Dra. Marcela Nogueira Tavares - CRF-RJ 16.220 em 27/03/2025"]),
        ("text", ["Laudo emitido eletronicamente. A coleta de 24/03/2025 foi realizada na unidade Botafogo; a recoleta, na unidade Flamengo."], "small"),
    ]]))

# ---------------------------------------------------------------- ai11 Brasília, cosyntropin test, aldosterone/renin, results after refs
times11 = ["0 min", "30 min", "60 min"]
REPORTS.append(dict(
    id="ai11", lab="Laboratório Planalto Central de Endocrinologia", city="Brasília/DF", default="2025-03-25",
    footer="Laboratório Planalto Central - SEPS 712/912 Bloco C - Asa Sul - Brasília/DF - CNPJ 01.234.567/0001-90 - CNES 0010537",
    features="ACTH (cosyntropin 250 µg) test with cortisol µg/dL + nmol/L and 17-OHP at 0/30/60 min; long-form date 'em 25 de março de 2025'; aldosterone/renin; results printed after the reference text",
    style=dict(font="'DejaVu Serif', serif", fs="8.8pt", ffont="LibSerif", ffs=9.0, acc="#283593", band="#e4e7f6"),
    pages=[[
        hdr("Laboratório Planalto Central", ["Endocrinologia Laboratorial - CNES 0010537", "Responsável técnico: Dr. Eduardo Vasconcelos Brito - CRM-DF 11.406"], ["Registro: PC-250325-0093", "Brasília, 28 de março de 2025"]),
        pat([("Paciente:", "Gabriela Tavares de Souza"), ("Nascida em:", "19 de junho de 1998"), ("Sexo:", "Feminino"), ("Médica solicitante:", "Dra. Lúcia Hartmann - CRM-DF 19.770"),
             ("Coleta:", "realizada em 25 de março de 2025, às 07h55"), ("Liberação:", "27 de março de 2025")]),
        ("band", "TESTE DE ESTÍMULO RÁPIDO COM ACTH (CORTROSINA 250 µg IV)"),
        ("grid", dict(title="Cortisol e 17-OH-progesterona", tlabel="Tempo",
                      meta=["Soro. Cortisol por quimioluminescência; 17-OH-progesterona por LC-MS/MS. Administração às 08:00."],
                      cols=[("Cortisol", "µg/dL"), ("Cortisol", "nmol/L"), ("17-OH-progesterona", "ng/mL")], times=times11,
                      cells=T(grid("cort", "Cortisol", "µg/dL", times11, ["11,6", "19,2", "22,8"]),
                              grid("cortsi", "Cortisol", "nmol/L", times11, ["320", "530", "629"]),
                              grid("17ohp", "17-OH-progesterona", "ng/mL", times11, ["1,9", None, ("6,4", "*")])),
                      refs="Resposta adrenal adequada: cortisol igual ou superior a 18 µg/dL (500 nmol/L) em qualquer tempo após o estímulo.\n17-OH-progesterona estimulada: inferior a 10 ng/mL (exclui HAC não clássica); 10 a 15 ng/mL: zona cinzenta; superior a 15 ng/mL: sugestivo.",
                      notes=["(*) Valor acima do percentil 95 para controles (até 3,2 ng/mL), abaixo do limiar diagnóstico de HAC não clássica."])),
        ("band", "EIXO RENINA-ALDOSTERONA E ANDROGÊNIOS"),
        ("exam", dict(title="ALDOSTERONA", style="after", meta=["Plasma EDTA, paciente sentada há 15 min. Quimioluminescência."],
                      refs="Valores de referência - posição sentada: 3,0 a 35,3 ng/dL. Supina: 1,8 a 23,2 ng/dL.",
                      rows=[r("aldo", "Resultado:", "18,2", "ng/dL")])),
        ("exam", dict(title="ATIVIDADE DE RENINA PLASMÁTICA", style="after", meta=["Plasma EDTA. Radioimunoensaio (geração de angiotensina I)."],
                      refs="Valores de referência - posição sentada, dieta normossódica: 0,5 a 3,3 ng/mL/h.\nRelação aldosterona/ARP superior a 30 com aldosterona acima de 15 ng/dL sugere hiperaldosteronismo primário.",
                      rows=[r("pra", "Resultado:", "0,4", "ng/mL/h", "L")],
                      notes=["Relação aldosterona/atividade de renina calculada: 45,5 (interpretação a critério médico)."])),
        ("exam", dict(title="ELETRÓLITOS, ACTH E ANDROGÊNIOS", style="after",
                      refs="Referências: sódio 136 a 145 mmol/L; potássio 3,5 a 5,1 mmol/L; ACTH até 46 pg/mL; S-DHEA (mulheres 25 a 34 anos) 98,8 a 340 µg/dL;\nandrostenediona 0,49 a 2,60 ng/mL; testosterona (mulheres) 8,4 a 48,1 ng/dL.",
                      rows=[r("na", "Sódio", "143", "mmol/L"), r("k", "Potássio", "3,3", "mmol/L", "L"), r("acth", "ACTH (basal, 07h55)", "22", "pg/mL"),
                            r("dheas", "S-DHEA", "268", "µg/dL"), r("andro", "Androstenediona", "2,31", "ng/mL"), r("testo", "Testosterona total", "39", "ng/dL")])),
        ("sig", ["Documento assinado eletronicamente por Dr. Eduardo Vasconcelos Brito - CRM-DF 11.406, em 27 de março de 2025."]),
    ]]))

# ---------------------------------------------------------------- ai12 Manaus, cumulative thyroid cancer follow-up, monospace
C = ["25.03.25", "18.09.24", "11.03.24"]; CI = ["2025-03-25", "2024-09-18", "2024-03-11"]
def cum(key, label, unit, vals, ref, flags=None):
    cells = []
    for i, v in enumerate(vals):
        if v is None: cells.append(None); continue
        cells.append(r(key, label, v, unit, (flags or {}).get(i, ""), date=CI[i]))
    return dict(label=label, unit=unit, ref=ref, cells=cells)
REPORTS.append(dict(
    id="ai12", lab="Laboratório Rio Negro Medicina Diagnóstica", city="Manaus/AM", default="2025-03-25",
    footer="Rio Negro Medicina Diagnóstica - Av. Djalma Batista, 1661 - Chapada - Manaus/AM - CNES 2013401 - CNPJ 11.222.333/0001-44",
    features="cumulative (evolutive) table: current column plus two earlier collections each with its own date (dd.mm.yy headers); monospace; '< 0,10' thyroglobulin; '---' not done",
    style=dict(font="'Liberation Mono', monospace", fs="8.2pt", ffont="LibMono", ffs=7.6, acc="#000", band="#e8e8e8", nw="28%"),
    pages=[[
        hdr("RIO NEGRO MEDICINA DIAGNÓSTICA", ["CNES 2013401 - CNPJ 11.222.333/0001-44", "RT: Dra. Socorro Andrade Barbosa - CRBM-1 6.530"], ["Laudo 0325-7781", "Emitido: 31.03.25"]),
        pat([("Paciente:", "FRANCISCA DAS CHAGAS MELO"), ("Dt.Nasc:", "07.04.1959"), ("Sexo:", "F"), ("Médico:", "Dr. Raimundo Lira CRM-AM 4.211"),
             ("Coleta atual:", "25.03.25 08:20"), ("Entrada:", "25.03.25"), ("Diagnóstico informado:", "Ca papilífero de tireoide - tireoidectomia total em 05.2023"), ("Uso de:", "levotiroxina 125 µg")]),
        ("band", "ACOMPANHAMENTO - CARCINOMA DIFERENCIADO DE TIREOIDE (RESULTADOS EVOLUTIVOS)"),
        ("cumul", dict(title="Tireoide", dates=C, meta=["Soro. Eletroquimioluminescência. Tireoglobulina: ensaio de alta sensibilidade (LoQ 0,10 ng/mL)."], rows=[
            cum("tsh", "TSH", "µUI/mL", ["0,08", "0,12", "0,35"], "0,27 a 4,20", {0: "L", 1: "L"}),
            cum("ft4", "T4 livre", "ng/dL", ["1,62", "1,55", "1,48"], "0,93 a 1,70"),
            cum("t3", "T3 total", "ng/dL", ["104", "98", None], "80 a 200"),
            cum("tg", "Tireoglobulina", "ng/mL", ["< 0,10", "0,14", "0,32"], "ver nota"),
            cum("atg", "Anti-tireoglobulina", "UI/mL", ["< 10,0", "12,4", "18,9"], "inf. a 115"),
            cum("tpo", "Anti-TPO", "UI/mL", ["9", None, "11"], "inf. a 34")],
            notes=["Tireoglobulina pós-tireoidectomia total: resposta excelente se inferior a 0,2 ng/mL em supressão (ATA 2015).",
                   "Resultados anteriores realizados neste laboratório, mesma metodologia."])),
        ("cumul", dict(title="Metabolismo mineral", dates=C, rows=[
            cum("ca", "Cálcio total", "mg/dL", ["9,1", "9,0", "8,7"], "8,6 a 10,3"),
            cum("pth", "PTH intacto", "pg/mL", ["32", None, "28"], "15 a 65"),
            cum("vitd", "25-OH vitamina D", "ng/mL", ["34,2", "27,5", None], "acima de 20"),
            cum("mg", "Magnésio", "mg/dL", ["1,9", None, None], "1,6 a 2,6")])),
        ("band", "OUTROS EXAMES - COLETA 25.03.25"),
        ("exam", dict(title="", style="leader", rows=[
            r("glu", "GLICOSE", "88", "mg/dL", "", "70 a 99 mg/dL"),
            r("crea", "CREATININA", "0,81", "mg/dL", "", "0,51 a 0,95 mg/dL"),
            r("alb", "ALBUMINA", "4,2", "g/dL", "", "3,5 a 5,2 g/dL")])),
        ("text", ["Próxima coleta sugerida: 09.2025. Impresso em 31.03.25 às 09:14 por usuário RECEP03."]),
        ("sig", ["Dra. Socorro Andrade Barbosa - CRBM-1 6.530 - Liberado em 28.03.25"]),
    ]]))
