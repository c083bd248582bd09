"""The twelve reports of set "az", each described once as data.

Everything here is invented: laboratories, people, addresses, registry numbers
(CNPJ, CNES, CRM, CRF, CRBM) and all values."""
from model import (Res, Info, Row, Sub, Col, Exam, Cumul, Text, RefTable, Heading,
                   Spacer, Cols, Full, Page, Report)

R = Res
REPORTS = []


def add(r):
    REPORTS.append(r)
    return r


# =============================================================================
# az01 - Serra Azul, Belo Horizonte: two tables side by side (CBC), then
#        block layout beside a lipid table on page 2.
# =============================================================================
_erit = [
    R("rbc", "Hemácias", "4,38", "milhões/mm³", "3,90 a 5,20"),
    R("hgb", "Hemoglobina", "12,6", "g/dL", "12,0 a 15,5"),
    R("hct", "Hematócrito", "38,1", "%", "35,0 a 45,0"),
    R("mcv", "VCM", "87,0", "fL", "80,0 a 98,0"),
    R("mch", "HCM", "28,8", "pg", "27,0 a 32,0"),
    R("mchc", "CHCM", "33,1", "g/dL", "32,0 a 36,0"),
    R("rdw", "RDW", "14,9", "%", "11,5 a 14,5", flag="H"),
]
_plq = [
    R("plt", "Plaquetas", "268.000", "/mm³", "150.000 a 450.000"),
    R("mpv", "VPM", "10,2", "fL", "7,4 a 10,4"),
]
_tab4 = [Col("name", 27, "l", "Parâmetro"), Col("val", 15, "r", "Resultado"), Col("unit", 22, "l", "Unidade"),
         Col("ref", 24, "l", "Valores de referência")]


def _leuc(name, pk, pv, ak, av, rp, ra):
    return Row(name, [R(pk, name, pv, "%") if pk else None, R(ak, name, av, "/mm³")], [rp, ra])


_leu = [
    _leuc("Leucócitos", None, None, "wbc", "6.850", "", "4.000 a 11.000"),
    _leuc("Bastonetes", "band_pct", "2", "band_abs", "137", "0 a 5", "0 a 500"),
    _leuc("Segmentados", "seg_pct", "58", "seg_abs", "3.973", "45 a 70", "1.800 a 7.700"),
    _leuc("Eosinófilos", "eos_pct", "4", "eos_abs", "274", "1 a 5", "40 a 500"),
    _leuc("Basófilos", "baso_pct", "1", "baso_abs", "69", "0 a 2", "0 a 200"),
    _leuc("Linfócitos", "lymph_pct", "29", "lymph_abs", "1.987", "20 a 45", "1.000 a 4.500"),
    _leuc("Monócitos", "mono_pct", "6", "mono_abs", "411", "2 a 10", "80 a 1.000"),
]
_leucols = [Col("name", 23, "l", "Parâmetro"), Col("val", 11, "r", "%", 0), Col("val", 15, "r", "/mm³", 1),
            Col("ref", 14, "l", "VR (%)", 0), Col("ref", 23, "l", "VR (/mm³)", 1)]

_lip = [
    R("chol", "COLESTEROL TOTAL", "212", "mg/dL", "Desejável: < 190", flag="H"),
    R("hdl", "HDL-COLESTEROL", "58", "mg/dL", "Desejável: > 40"),
    R("ldl_calc", "LDL-COLESTEROL", "128", "mg/dL", "Conforme risco (ver tabela)"),
    R("vldl", "VLDL-COLESTEROL", "26", "mg/dL", "Não se aplica"),
    R("tg", "TRIGLICÉRIDES", "131", "mg/dL", "Jejum: < 150\nSem jejum: < 175"),
    R("nonhdl", "NÃO-HDL-COLESTEROL", "154", "mg/dL", "Conforme risco"),
]

add(Report(
    id="az01",
    lab=dict(name="Laboratório Serra Azul", logo="SA",
             info=["Análises Clínicas e Medicina Laboratorial",
                   "Av. do Contorno, 7.418 - Lourdes - Belo Horizonte/MG - CEP 30110-048",
                   "CNPJ 21.804.377/0001-52  ·  CNES 6623871  ·  (31) 3290-4417"],
             right=["Resp. técnico: Dr. Otávio M. Pimenta", "CRF-MG 14.882", "www.serraazul-lab.com.br"]),
    theme=dict(font="Liberation Sans", size=8.5, accent="#0b5394", title_style="band", pcols=3),
    patient=[("Paciente", "MARIANA COSTA DRUMMOND"), ("Nascimento", "14/07/1986"), ("Sexo", "Feminino"),
             ("Atendimento", "2503-118742"), ("Data da coleta", "17/03/2025 07:42"), ("Recebido em", "17/03/2025 09:10"),
             ("Médico", "Dr. Felipe A. Rezende - CRM-MG 48.213", 2), ("Solicitado em", "12/03/2025"),
             ("Convênio", "Saúde Integral")],
    collected="2025-03-17",
    title="LAUDO DE EXAMES",
    pages=[
        Page([
            Full([Exam("HEMOGRAMA COMPLETO", [], "tab", [], material="Sangue total (EDTA)",
                       method="Citometria de fluxo e impedância; diferencial revisado em lâmina")]),
            Cols([90, 92], [
                [Exam("ERITROGRAMA", _erit, "tab", _tab4, rules=True),
                 Exam("PLAQUETOGRAMA", _plq, "tab", _tab4, rules=True)],
                [Exam("LEUCOGRAMA", _leu, "tab", _leucols, rules=True,
                      note="Série branca sem alterações morfológicas. Ausência de blastos e de granulações tóxicas."),
                 Text(["Hemácias normocíticas e normocrômicas, com discreta anisocitose.",
                       "Plaquetas com morfologia normal; ausência de agregados."],
                      title="Observações do hemograma", boxed=True)],
            ], gap=4, divider=True),
        ]),
        Page([
            Cols([84, 96], [
                [Exam("GLICOSE", [R("glu_fast", "GLICOSE", "92", "mg/dL",
                                    "Normal: 70 a 99\nAlterada: 100 a 125\nDiabetes: igual ou superior a 126")],
                      "block", material="Plasma fluoretado", method="Enzimático - hexoquinase", meta_inline=False),
                 Exam("HEMOGLOBINA GLICADA", [
                     R("hba1c", "Hemoglobina glicada (HbA1c)", "5,4", "%",
                       "Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: igual ou superior a 6,5 %"),
                     R("eag", "Glicose média estimada", "108", "mg/dL", "")],
                      "block", material="Sangue total (EDTA)", method="HPLC - certificado NGSP", meta_inline=False),
                 Exam("CREATININA", [
                     R("creat", "Creatinina", "0,78", "mg/dL", "0,50 a 0,90"),
                     R("egfr", "TFG estimada (CKD-EPI 2021)", "> 90", "mL/min/1,73 m²", "Superior a 60")],
                      "block", material="Soro", method="Jaffé cinético compensado", meta_inline=False)],
                [Exam("PERFIL LIPÍDICO", _lip, "tab",
                      [Col("name", 39, "l", "Exame"), Col("val", 14, "r", "Resultado"), Col("unit", 13, "l", ""),
                       Col("ref", 30, "l", "Referência (adultos)")],
                      material="Soro", method="Enzimático colorimétrico; LDL por Friedewald", rules=False,
                      note="Jejum informado: 12 horas. VLDL e LDL calculados (Friedewald) por TG inferior a 400 mg/dL."),
                 RefTable("Metas de LDL-colesterol por categoria de risco (SBC 2017)",
                          ["Categoria de risco", "Meta de LDL"],
                          [["Baixo", "< 130 mg/dL"], ["Intermediário", "< 100 mg/dL"], ["Alto", "< 70 mg/dL"],
                           ["Muito alto", "< 50 mg/dL"]], [60, 36]),
                 Text(["Colesterol não-HDL: metas 30 mg/dL acima das do LDL-colesterol para cada categoria."],
                      italic=True)],
            ], gap=6, divider=False),
        ]),
    ],
    footer=dict(signers=["Dra. Renata V. Campos\nFarmacêutica-Bioquímica\nCRF-MG 19.306",
                         "Dr. Otávio M. Pimenta\nResponsável técnico\nCRF-MG 14.882"],
                left="Liberado em 18/03/2025 16:05  ·  Impresso em 19/03/2025 10:22",
                extra="Resultados com interpretação dependente de dados clínicos. Laudo assinado eletronicamente."),
    features="2 tables side by side (CBC), % + absolute differential, block layout beside ruled-less lipid table, ref-range table",
))


# =============================================================================
# az02 - Ipê Roxo, Goiânia: three columns of exam blocks (heading / material /
#        method / result / reference), lines never aligned across columns.
# =============================================================================
def _blk(key, title, value, unit, ref, method, material="Soro", flag="", ref_first=False):
    return Exam(title, [R(key, title, value, unit, ref, flag=flag)], "block", material=material,
                method=method, meta_inline=False, ref_first=ref_first)


add(Report(
    id="az02",
    lab=dict(name="Bioanálises Ipê Roxo", logo="IR",
             info=["Laboratório de Análises Clínicas",
                   "Rua 9, nº 1.142, Setor Oeste - Goiânia/GO - CEP 74110-100",
                   "CNPJ 08.517.264/0001-09  ·  CNES 2381740  ·  (62) 3214-0596"],
             right=["Atendimento: seg. a sáb., 6h30 às 17h", "Resultados on-line: ipe-roxo.lab"]),
    theme=dict(font="DejaVu Sans Condensed", size=7.8, accent="#5b2c6f", title_style="rule", pcols=4),
    patient=[("Paciente", "LETÍCIA DUARTE ALENCAR", 2), ("Nasc.", "02/11/1979"), ("Sexo", "F"),
             ("Pedido", "118.405-7"), ("Coleta", "08/04/2025 07:15"), ("Recebimento", "08/04/2025 08:40"),
             ("Data do pedido", "03/04/2025"), ("Solicitante", "Dra. Beatriz Lobo Queiroz - CRM-GO 17.552", 3),
             ("Unidade", "Setor Oeste")],
    collected="2025-04-08",
    title="RESULTADOS DE EXAMES - IMUNOQUÍMICA",
    pages=[Page([
        Cols([60, 61, 61], [
            [_blk("tsh", "TSH - HORMÔNIO TIREOESTIMULANTE", "2,48", "µUI/mL", "0,45 a 4,50 µUI/mL",
                  "Quimioluminescência"),
             _blk("ft4", "T4 LIVRE", "1,12", "ng/dL", "0,70 a 1,48 ng/dL", "Quimioluminescência"),
             _blk("t3", "T3 TOTAL", "104", "ng/dL", "80 a 200 ng/dL", "Quimioluminescência", ref_first=True),
             _blk("atpo", "ANTICORPOS\nANTITIREOPEROXIDASE (ANTI-TPO)", "inferior a 9,0", "UI/mL",
                  "Inferior a 34,0 UI/mL", "Quimioluminescência", ref_first=True),
             Text(["Nota: a partir de 01/01/2024 o ensaio de TSH passou a ser de terceira geração; "
                   "resultados anteriores a essa data não são diretamente comparáveis."], italic=True)],
            [_blk("fe", "FERRO SÉRICO", "64", "µg/dL", "Mulheres: 50 a 170 µg/dL\nHomens: 65 a 175 µg/dL",
                  "Colorimétrico (ferrozina)", ref_first=True),
             _blk("ferritin", "FERRITINA", "18,4", "ng/mL", "Mulheres: 15,0 a 150,0 ng/mL\nHomens: 30,0 a 400,0 ng/mL",
                  "Quimioluminescência", ref_first=True),
             _blk("tibc", "CAPACIDADE TOTAL DE\nLIGAÇÃO DO FERRO", "338", "µg/dL", "250 a 450 µg/dL",
                  "Calculado (ferro + capacidade latente)", ref_first=True),
             _blk("tsat", "ÍNDICE DE SATURAÇÃO\nDA TRANSFERRINA", "19", "%", "20 a 50 %",
                  "Calculado", flag="Baixo", ref_first=True)],
            [_blk("b12", "VITAMINA B12", "superior a 2.000", "pg/mL", "187 a 883 pg/mL", "Quimioluminescência"),
             _blk("vitd", "25-HIDROXIVITAMINA D", "27,6", "ng/mL",
                  "População saudável (até 60 anos): acima de 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL\n"
                  "Risco de toxicidade: acima de 100 ng/mL", "Quimioluminescência"),
             _blk("folate", "ÁCIDO FÓLICO", "9,8", "ng/mL", "Superior a 3,9 ng/mL", "Quimioluminescência"),
             _blk("cortisol", "CORTISOL - MANHÃ", "14,2", "µg/dL", "Coleta entre 7 e 9 h: 6,2 a 19,4 µg/dL",
                  "Eletroquimioluminescência"),
             _blk("prl", "PROLACTINA", "12,7", "ng/mL", "Mulheres não gestantes: 4,8 a 23,3 ng/mL",
                  "Eletroquimioluminescência"),
             _blk("insulin", "INSULINA - JEJUM", "8,6", "µUI/mL", "2,6 a 24,9 µUI/mL", "Eletroquimioluminescência")],
        ], gap=4, divider=True),
        Full([Text(["Vitamina B12 acima do limite de quantificação do método; paciente informa suplementação oral."],
                   boxed=True, shade=True)]),
    ])],
    footer=dict(signers=["Dr. Caio H. Barreto\nBiomédico - CRBM-3 21.447\nResponsável técnico"],
                left="Liberado em 10/04/2025 11:48  ·  Impresso em 10/04/2025 14:02",
                extra="Este laudo foi liberado eletronicamente. A interpretação dos resultados cabe ao médico solicitante."),
    features="3 columns of block-layout exams, results after reference (col 2-3 mixed), words inferior a / superior a, flag Baixo",
))


# =============================================================================
# az03 - São Lucas, Recife: dotted-leader CBC beside a narrow comments column;
#        two coagulation tables side by side with control rows that are not results.
# =============================================================================
def _pct_abs(name, pk, pv, ak, av, ref):
    return Row(name, [R(pk, name, pv, "%"), R(ak, name, av, "/µL")], ["", ref])


_tp_cols = [Col("name", 34, "l", "Parâmetro"), Col("val", 15, "r", "Resultado"), Col("unit", 17, "l", "Unidade"),
            Col("ref", 24, "l", "Referência")]
add(Report(
    id="az03",
    lab=dict(name="São Lucas Análises Clínicas", logo="SL",
             info=["Rua do Hospício, 388 - Boa Vista - Recife/PE - CEP 50050-050",
                   "CNPJ 11.492.638/0001-71  ·  CNES 3107255",
                   "Fone (81) 3421-7780  ·  contato@saolucas-recife.med.br"],
             right=["Diretor técnico", "Dr. Heitor G. Cavalcanti", "CRM-PE 12.604"]),
    theme=dict(font="Liberation Serif", size=9, accent="#7f1d1d", title_style="box", pcols=3),
    patient=[("Paciente", "CARLOS EDUARDO WANDERLEY LINS", 2), ("Nascimento", "23/09/1964"),
             ("Ordem de serviço", "0520-33918"), ("Data da coleta", "20/05/2025 08:05"), ("Sexo", "Masculino"),
             ("Médico", "Dr. Rafael T. Bezerra CRM-PE 20.117", 2), ("Requisição", "15/05/2025")],
    collected="2025-05-20",
    title="HEMATOLOGIA E COAGULAÇÃO",
    pages=[Page([
        Cols([128, 54], [
            [Exam("HEMOGRAMA COMPLETO", [
                Sub("Eritrograma"),
                R("rbc", "Hemácias", "4,92", "milhões/µL", "4,30 a 5,70"),
                R("hgb", "Hemoglobina", "14,8", "g/dL", "13,5 a 17,5"),
                R("hct", "Hematócrito", "44,0", "%", "39,0 a 50,0"),
                R("mcv", "VCM", "89,4", "fL", "80,0 a 100,0"),
                R("mch", "HCM", "30,1", "pg", "26,0 a 34,0"),
                R("mchc", "CHCM", "33,6", "g/dL", "31,0 a 36,0"),
                R("rdw", "RDW-CV", "12,8", "%", "11,0 a 15,0"),
                Sub("Leucograma"),
                R("wbc", "Leucócitos", "6.830", "/µL", "3.600 a 11.000"),
                _pct_abs("Neutrófilos", "neut_pct", "61,2", "neut_abs", "4.180", "1.500 a 7.000"),
                _pct_abs("Linfócitos", "lymph_pct", "28,4", "lymph_abs", "1.940", "1.000 a 4.000"),
                _pct_abs("Monócitos", "mono_pct", "7,1", "mono_abs", "485", "100 a 1.000"),
                _pct_abs("Eosinófilos", "eos_pct", "2,8", "eos_abs", "191", "0 a 500"),
                _pct_abs("Basófilos", "baso_pct", "0,5", "baso_abs", "34", "0 a 200"),
                Sub("Plaquetas"),
                R("plt", "Plaquetas", "231.000", "/µL", "150.000 a 400.000"),
            ], "dots", material="Sangue total com EDTA", method="Automação com contagem diferencial em 5 partes",
                dots_w=(14, 17, 30))],
            [Text(["Série vermelha: normocitose e normocromia.",
                   "Série branca: ausência de atipias linfocitárias e de desvio à esquerda.",
                   "Série plaquetária: agregados ausentes; contagem confirmada em lâmina.",
                   "Lâmina revisada em 21/05/2025 por E. M. S."], title="COMENTÁRIOS", boxed=True),
             Text(["1 milhão/µL = 10⁶/µL = 10¹²/L.", "Valores de referência para adultos do sexo masculino."],
                  italic=True)],
        ], gap=4, divider=True),
        Full([Exam("COAGULAÇÃO", [], "tab", [], material="Plasma citratado 3,2 %", method="Coagulométrico automatizado")]),
        Cols([90, 92], [
            [Exam("TEMPO DE PROTROMBINA (TP)", [
                R("pt_s", "Tempo do paciente", "12,9", "segundos", "10,0 a 14,0"),
                Info("", "Tempo do controle", "12,4", "segundos", ""),
                R("pt_act", "Atividade", "92", "%", "70 a 120"),
                R("inr", "RNI", "1,04", "", "0,80 a 1,20"),
            ], "tab", _tp_cols, rules=True, note="ISI do reagente: 1,02. RNI terapêutico (anticoagulação oral): 2,0 a 3,0.")],
            [Exam("TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)", [
                R("aptt", "Tempo do paciente", "31,2", "segundos", "25,0 a 36,0"),
                Info("", "Tempo do controle", "30,0", "segundos", ""),
            ], "tab", _tp_cols[:3] + [Col("ref", 26, "l", "Referência")], rules=True),
             Exam("FIBRINOGÊNIO", [R("fib", "Fibrinogênio", "286", "mg/dL", "200 a 400")],
                  "tab", _tp_cols[:3] + [Col("ref", 26, "l", "Referência")], method="Clauss", rules=True)],
        ], gap=4, divider=False),
    ])],
    footer=dict(signers=["Dra. Juliana P. Albuquerque\nFarmacêutica-Bioquímica\nCRF-PE 6.318"],
                left="Liberado em 21/05/2025 14:22  ·  Impresso em 22/05/2025 09:15"),
    features="dotted leaders, % and absolute on one line, narrow comments column, 2 coagulation tables side by side, control rows (not results)",
))


# =============================================================================
# az04 - Nefrolab, Curitiba: cumulative table (3 collection dates) beside a
#        narrow column of notes.
# =============================================================================
add(Report(
    id="az04",
    lab=dict(name="Nefrolab Diagnósticos", logo="NL",
             info=["Rua Padre Anchieta, 2.050 - Bigorrilho - Curitiba/PR",
                   "CNPJ 30.118.905/0001-44  ·  CNES 5547219  ·  (41) 3339-2210"],
             right=["Laboratório especializado em", "nefrologia e metabolismo"]),
    theme=dict(font="DejaVu Sans", size=9, small=7.6, accent="#1d5c4d", title_style="rule", pcols=3),
    patient=[("Paciente", "ROBERTO KENJI NAKAMURA", 2), ("Nasc.", "30/01/1958"),
             ("Registro", "NL-448.201"), ("Coleta", "02/06/2025 07:30"), ("Sexo", "Masculino"),
             ("Médico", "Dr. André L. Fontana - CRM-PR 22.908", 2), ("Pedido", "28/05/2025")],
    collected="2025-06-02",
    title="RELATÓRIO EVOLUTIVO - FUNÇÃO RENAL",
    pages=[Page([
        Cols([136, 46], [
            [Cumul("BIOQUÍMICA SÉRICA", ["2025-06-02", "2025-04-14", "2025-02-10"], [
                R("urea", "Ureia", "44", "mg/dL", "15 a 45", prev=(("52", "", "H"), ("61", "", "H"))),
                R("creat", "Creatinina", "1,28", "mg/dL", "0,70 a 1,30", prev=(("1,36", "", "H"), ("1,49", "", "H"))),
                R("egfr", "TFG estimada\n(CKD-EPI 2021)", "62", "mL/min/1,73 m²", "Superior a 60",
                  prev=(("58", "", "L"), ("52", "", "L"))),
                R("na", "Sódio", "139", "mmol/L", "136 a 145", prev=(("141", ""), ("138", ""))),
                R("k", "Potássio", "4,8", "mmol/L", "3,5 a 5,1", prev=(("5,3", "", "H"), ("5,6", "", "H"))),
                R("cl", "Cloreto", "103", "mmol/L", "98 a 107", prev=(("104", ""), ("102", ""))),
                R("ca", "Cálcio total", "9,4", "mg/dL", "8,6 a 10,3", prev=(("9,1", ""), ("9,0", ""))),
                R("phos", "Fósforo", "4,1", "mg/dL", "2,5 a 4,5", prev=(("4,4", ""), ("4,7", "", "H"))),
                R("uric", "Ácido úrico", "6,8", "mg/dL", "3,5 a 7,2", prev=(("7,4", "", "H"), ("7,9", "", "H"))),
            ], [27, 20, 20, 20, 27, 22], material="Soro",
                method="Ureia: urease/GLDH; creatinina: Jaffé compensado; eletrólitos: íon seletivo indireto",
                date_caps=["02/06/2025\n(atual)", "14/04/2025", "10/02/2025"],
                note="H: acima do valor de referência; L: abaixo do valor de referência.")],
            [Text(["A TFG foi estimada pela equação CKD-EPI 2021, sem coeficiente de raça.",
                   "Para converter creatinina de mg/dL para µmol/L multiplique por 88,4.",
                   "Potássio: amostras sem hemólise nas três datas.",
                   "Próxima coleta sugerida pelo médico: 01/09/2025."], title="NOTAS", boxed=True, size=7.6)],
        ], gap=4, divider=True),
        Full([Text(["Resultados das datas anteriores foram obtidos neste laboratório com os mesmos métodos e "
                    "valores de referência."], italic=True)]),
    ])],
    footer=dict(signers=["Dra. Mirela S. Kowalski\nFarmacêutica-Bioquímica - CRF-PR 24.730"],
                left="Liberado em 03/06/2025 10:05  ·  Impresso em 03/06/2025 17:41"),
    features="cumulative table, 3 collection dates, flags in earlier columns, narrow notes column with distractor date",
))


# =============================================================================
# az05 - Vida & Saúde, Porto Alegre: urinalysis in two columns (physical +
#        chemical | sediment + microalbuminuria), qualitative results.
# =============================================================================
_eas_cols = [Col("name", 28, "l", "Exame"), Col("val", 25, "l", "Resultado"), Col("unit", 14, "l", "Unidade"),
             Col("ref", 20, "l", "Referência")]
add(Report(
    id="az05",
    lab=dict(name="Laboratório Vida & Saúde", logo="V&S",
             info=["Av. Independência, 1.211 - Independência - Porto Alegre/RS",
                   "CNPJ 92.340.118/0001-36  ·  CNES 7015428",
                   "(51) 3311-6045  ·  atendimento@vidaesaude-lab.com.br"],
             right=["Responsável técnica", "Dra. Cecília W. Petry", "CRF-RS 9.872"]),
    theme=dict(font="Carlito", size=9.2, accent="#2e6b30", title_style="band", pcols=3),
    patient=[("Paciente", "LUÍSA FERNANDES BORTOLINI", 2), ("Nascimento", "05/05/1992"),
             ("Protocolo", "VS-2406-0871"), ("Coletado em", "24/06/2025 06:50"), ("DUM", "02/06/2025"),
             ("Médica", "Dra. Priscila R. Gaúcho - CRM-RS 38.540", 2), ("Pedido médico", "18/06/2025")],
    collected="2025-06-24",
    title="URINÁLISE",
    pages=[Page([
        Full([Text(["Material: urina, jato médio, primeira micção da manhã  |  Recebido no setor em 24/06/2025 08:02  |  "
                    "Método: tira reativa com leitura automatizada e sedimentoscopia em microscopia óptica (400x)"],
                   boxed=True)]),
        Cols([89, 89], [
            [Exam("URINA TIPO I - EXAME FÍSICO", [
                R("u_color", "Cor", "Amarelo citrino", "", "Amarelo citrino"),
                R("u_appear", "Aspecto", "Límpido", "", "Límpido"),
                R("u_sg", "Densidade", "1,018", "", "1,005 a 1,030"),
            ], "tab", _eas_cols, rules=False),
             Exam("EXAME QUÍMICO", [
                 R("u_ph", "pH", "6,0", "", "5,0 a 7,5"),
                 R("u_prot", "Proteínas", "Negativo", "", "Negativo"),
                 R("u_glu", "Glicose", "Negativo", "", "Negativo"),
                 R("u_ket", "Corpos cetônicos", "Negativo", "", "Negativo"),
                 R("u_hgb", "Hemoglobina", "Traços", "", "Negativo", flag="*"),
                 R("u_bili", "Bilirrubina", "Negativo", "", "Negativo"),
                 R("u_ubg", "Urobilinogênio", "Normal", "", "Normal (até 1,0 mg/dL)"),
                 R("u_nit", "Nitrito", "Negativo", "", "Negativo"),
                 R("u_le", "Esterase leucocitária", "Negativo", "", "Negativo"),
             ], "tab", _eas_cols, rules=False)],
            [Exam("SEDIMENTOSCOPIA", [
                R("u_epi", "Células epiteliais", "Raras", "", "Raras a algumas"),
                R("u_wbc", "Leucócitos", "4", "/campo", "Até 5 /campo"),
                R("u_rbc", "Hemácias", "6", "/campo", "Até 3 /campo", flag="↑"),
                R("u_casts", "Cilindros", "Ausentes", "", "Ausentes"),
                R("u_bact", "Bactérias", "Ausentes", "", "Ausentes ou raras"),
                R("u_mucus", "Filamentos de muco", "Raros", "", "Ausentes ou raros"),
            ], "tab", _eas_cols, rules=True),
             Exam("MICROALBUMINÚRIA - AMOSTRA ISOLADA", [
                 R("u_malb", "Microalbumina", "18,6", "mg/L", "Não estabelecido"),
                 R("u_creat", "Creatinina urinária", "104,2", "mg/dL", "Não estabelecido"),
                 R("u_acr", "Relação albumina/creatinina", "17,9", "mg/g", "Inferior a 30,0"),
             ], "tab", _eas_cols, material="Urina (mesma amostra)", method="Imunoturbidimetria / Jaffé", rules=True),
             Text(["* Hemoglobina em traços com hematúria discreta no sedimento: considerar repetição fora do "
                   "período menstrual (DUM informada: 02/06/2025)."], italic=True)],
        ], gap=4, divider=True),
    ])],
    footer=dict(signers=["Dra. Cecília W. Petry\nFarmacêutica-Bioquímica\nCRF-RS 9.872"],
                left="Liberado em 24/06/2025 15:40  ·  Impresso em 26/06/2025 08:31",
                extra="Laudo com validade somente com assinatura digital. Verifique a autenticidade em vidaesaude-lab.com.br."),
    features="urinalysis in two columns, qualitative results (Negativo, Ausentes, Raros, Traços), flags * and ↑, DUM distractor",
))


# =============================================================================
# az06 - Pantanal, Campo Grande: serology blocks in two columns with the
#        reference printed before the result; page 2 table with reference
#        column before the result column, narrow comments column.
# =============================================================================
def _sero(key, title, value, unit, ref, method, material="Soro"):
    return Exam(title, [R(key, title, value, unit, ref)], "block", material=material, method=method,
                ref_first=True, meta_inline=True)


add(Report(
    id="az06",
    lab=dict(name="Centro de Diagnóstico Pantanal", logo="CDP",
             info=["Rua 14 de Julho, 3.377 - Centro - Campo Grande/MS - CEP 79002-333",
                   "CNPJ 03.661.720/0001-88  ·  CNES 9013456  ·  (67) 3325-1900"],
             right=["RT: Dra. Yasmin Okada Ferraz", "CRBM-1 40.118"]),
    theme=dict(font="Liberation Sans", size=8.8, accent="#8a5a00", title_style="plain", pcols=3),
    patient=[("Nome", "ANA CLARA MENDONÇA RIBAS", 2), ("Data de nascimento", "19/02/1995"),
             ("Pedido nº", "1.907.455"), ("Data de coleta", "11/07/2025"), ("Sexo", "Feminino"),
             ("Médico", "Dr. Luiz F. Arruda - CRM-MS 7.031", 2), ("Data da requisição", "07/07/2025")],
    collected="2025-07-11",
    title="",
    pages=[
        Page([
            Full([Heading("IMUNOLOGIA - SOROLOGIAS", boxed=True)]),
            Cols([90, 92], [
                [_sero("hiv", "HIV 1 E 2 - ANTÍGENO E ANTICORPOS", "Não reagente", "", "Não reagente",
                       "Quimioluminescência (4ª geração)"),
                 _sero("hbsag", "HBsAg - ANTÍGENO DE SUPERFÍCIE DO VÍRUS B", "Não reagente", "", "Não reagente",
                       "Quimioluminescência"),
                 _sero("antihbs", "ANTI-HBs", "superior a 1.000,0", "mUI/mL",
                       "Não reagente: inferior a 10,0 mUI/mL\nReagente: igual ou superior a 10,0 mUI/mL",
                       "Quimioluminescência"),
                 _sero("antihbc", "ANTI-HBc TOTAL", "Reagente", "", "Não reagente", "Quimioluminescência")],
                [_sero("hcv", "ANTI-HCV", "Não reagente", "", "Não reagente", "Quimioluminescência"),
                 _sero("vdrl", "VDRL", "Não reagente", "", "Não reagente", "Floculação (lâmina)"),
                 _sero("toxo_igg", "TOXOPLASMOSE - IgG", "3,8", "UI/mL",
                       "Não reagente: inferior a 1,6 UI/mL\nIndeterminado: 1,6 a 2,9 UI/mL\n"
                       "Reagente: igual ou superior a 3,0 UI/mL", "Quimioluminescência"),
                 _sero("rub_igg", "RUBÉOLA - IgG", "86,2", "UI/mL",
                       "Não reagente: inferior a 5,0 UI/mL\nReagente: igual ou superior a 10,0 UI/mL",
                       "Quimioluminescência"),
                 _sero("rub_igm", "RUBÉOLA - IgM", "Não reagente", "", "Não reagente", "Quimioluminescência")],
            ], gap=4, divider=False),
        ]),
        Page([
            Full([Heading("BIOQUÍMICA E PROVAS INFLAMATÓRIAS", boxed=True)]),
            Cols([120, 62], [
                [Exam(None, [
                    R("crp", "Proteína C reativa", "0,42", "mg/dL", "Inferior a 0,50"),
                    R("esr", "VHS - 1ª hora", "18", "mm/h", "Mulheres: até 20"),
                    R("rf", "Fator reumatoide", "inferior a 8,0", "UI/mL", "Inferior a 14,0"),
                    R("aso", "Antiestreptolisina O (ASO)", "112", "UI/mL", "Até 200"),
                    R("ck", "Creatinofosfoquinase (CK)", "142", "U/L", "26 a 192"),
                    R("ldh", "Desidrogenase láctica (LDH)", "188", "U/L", "135 a 214"),
                ], "tab", [Col("name", 42, "l", "Exame"), Col("ref", 30, "l", "Valores de referência"),
                           Col("val", 27, "r", "Resultado"), Col("unit", 17, "l", "Unidade")],
                    material="Soro (VHS: sangue total EDTA)", method="Imunoturbidimetria / cinético / Westergren",
                    rules=True)],
                [Text(["Hepatite B: HBsAg não reagente, anti-HBc total reagente e anti-HBs reagente - perfil "
                       "compatível com infecção passada resolvida.",
                       "Toxoplasmose: IgG reagente; IgM não solicitada.",
                       "Amostra de soro armazenada até 10/08/2025 para eventual contraprova."],
                      title="COMENTÁRIOS", boxed=True)],
            ], gap=4, divider=True),
        ]),
    ],
    footer=dict(signers=["Dra. Yasmin Okada Ferraz\nBiomédica - CRBM-1 40.118\nResponsável técnica"],
                left="Liberado em 14/07/2025 16:20  ·  Impresso em 15/07/2025 07:58"),
    features="serology blocks with reference before result, Reagente/Não reagente, superior a / inferior a, reference column before result column",
))


# =============================================================================
# az07 - Hepatolab, Ribeirão Preto: two columns of dotted-leader lines with
#        the previous result printed beneath (its own collection date).
# =============================================================================
_PREV = "2025-02-12"
add(Report(
    id="az07",
    lab=dict(name="Hepatolab Medicina Diagnóstica", logo="HL",
             info=["Av. Presidente Vargas, 1.960 - Jardim América - Ribeirão Preto/SP",
                   "CNPJ 45.207.811/0001-60  ·  CNES 2093317  ·  (16) 3602-8844"],
             right=["Resp. técnico: Dr. Vinícius A. Prado", "CRM-SP 118.452"]),
    theme=dict(font="DejaVu Serif", size=9, small=7.8, accent="#283b6b", title_style="band", pcols=2),
    patient=[("Paciente", "PAULO HENRIQUE DE SOUZA LEITE"), ("Data de nascimento", "11/12/1971"),
             ("Data da coleta", "05/08/2025 07:55"), ("Pedido médico", "30/07/2025"),
             ("Solicitante", "Dra. Marta C. Gusmão - CRM-SP 99.310"), ("Nº do exame", "HL-0805-1174")],
    collected="2025-08-05",
    title="PERFIL HEPÁTICO E PANCREÁTICO",
    pages=[Page([
        Cols([90, 92], [
            [Exam("FUNÇÃO HEPÁTICA", [
                R("ast", "TGO (AST)", "34", "U/L", "Até 40", prev=(("41", _PREV, "H"),)),
                R("alt", "TGP (ALT)", "52", "U/L", "Até 41", flag="H", prev=(("67", _PREV, "H"),)),
                R("ggt", "Gama-GT", "88", "U/L", "8 a 61", flag="H", prev=(("112", _PREV, "H"),)),
                R("alp", "Fosfatase alcalina", "96", "U/L", "40 a 129"),
                R("tbil", "Bilirrubina total", "0,84", "mg/dL", "Até 1,20"),
                R("dbil", "Bilirrubina direta", "0,22", "mg/dL", "Até 0,30"),
                R("ibil", "Bilirrubina indireta", "0,62", "mg/dL", "Até 0,90"),
            ], "dots", material="Soro", method="Cinético UV (IFCC) / diazo", dots_w=(14, 14, 18))],
            [Exam("PROTEÍNAS E PÂNCREAS", [
                R("tprot", "Proteínas totais", "7,1", "g/dL", "6,4 a 8,3"),
                R("alb", "Albumina", "4,3", "g/dL", "3,5 a 5,2", prev=(("4,1", _PREV),)),
                R("glob", "Globulinas", "2,8", "g/dL", "2,3 a 3,5"),
                R("ag", "Relação A/G", "1,54", "", "1,10 a 2,20"),
                R("amyl", "Amilase", "71", "U/L", "28 a 100"),
                R("lip", "Lipase", "38", "U/L", "13 a 60"),
            ], "dots", material="Soro", method="Biureto / verde de bromocresol / enzimático", dots_w=(14, 14, 18)),
             Text(["Globulinas e relação A/G calculadas a partir das proteínas totais e da albumina."], italic=True)],
        ], gap=4, divider=True),
        Full([Text(["Resultados anteriores: coleta de 12/02/2025 realizada nesta unidade, mesmos métodos.",
                    "Retorno ao médico agendado pelo paciente para 20/08/2025."], boxed=True)]),
    ])],
    footer=dict(signers=["Dr. Vinícius A. Prado\nMédico patologista clínico\nCRM-SP 118.452"],
                left="Liberado em 06/08/2025 12:10  ·  Impresso em 06/08/2025 18:03"),
    features="dotted leaders in two columns, previous result beneath the line (own date), flags H",
))


# =============================================================================
# az08 - Atlântico, Florianópolis: three unequal columns - tumour markers
#        (block lines), hormones (table), narrow column with a phase table.
# =============================================================================
add(Report(
    id="az08",
    lab=dict(name="Atlântico Medicina Laboratorial", logo="AML",
             info=["Rua Bocaiúva, 2.468 - Centro - Florianópolis/SC - CEP 88015-530",
                   "CNPJ 77.614.092/0001-15  ·  CNES 4410982  ·  (48) 3224-5070"],
             right=["Responsável técnico", "Dr. Guilherme S. Hoffmann", "CRF-SC 7.215"]),
    theme=dict(font="Liberation Sans", size=8, small=7, accent="#006d77", title_style="band", pcols=3),
    patient=[("Paciente", "HELENA VIEIRA SCHMITT", 2), ("Nascimento", "08/03/1988"),
             ("Atendimento", "AML-26081-33"), ("Coleta", "26/08/2025 08:10"), ("Liberação", "28/08/2025"),
             ("Médico", "Dra. Sofia B. Martins - CRM-SC 25.330", 2), ("Pedido", "20/08/2025")],
    collected="2025-08-26",
    title="IMUNOENSAIOS",
    pages=[Page([
        Cols([62, 72, 46], [
            [Exam("MARCADORES TUMORAIS", [
                R("cea", "CEA", "1,8", "ng/mL", "Não fumantes: até 3,8 ng/mL; fumantes: até 5,5 ng/mL"),
                R("ca125", "CA 125", "inferior a 6,0", "U/mL", "Até 35,0 U/mL"),
                R("ca199", "CA 19-9", "12,4", "U/mL", "Até 37,0 U/mL"),
                R("ca153", "CA 15-3", "15,9", "U/mL", "Até 25,0 U/mL"),
                R("afp", "Alfafetoproteína", "2,1", "ng/mL", "Até 8,1 ng/mL"),
            ], "block", material="Soro", method="Eletroquimioluminescência", meta_inline=False),
             Text(["Marcadores tumorais não devem ser usados isoladamente para rastreamento."], italic=True)],
            [Exam("HORMÔNIOS", [
                R("fsh", "FSH", "6,4", "mUI/mL", "Ver tabela"),
                R("lh", "LH", "8,9", "mUI/mL", "Ver tabela"),
                R("e2", "Estradiol", "142", "pg/mL", "Ver tabela"),
                R("prog", "Progesterona", "0,6", "ng/mL", "Fase folicular: 0,2 a 1,5"),
                R("prl", "Prolactina", "14,2", "ng/mL", "4,8 a 23,3"),
                R("dheas", "Sulfato de DHEA", "186,0", "µg/dL", "98,8 a 340,0"),
                R("shbg", "SHBG", "64,3", "nmol/L", "32,4 a 128,0"),
                R("testo", "Testosterona total", "28", "ng/dL", "8 a 48"),
            ], "tab", [Col("name", 23, "l", "Exame"), Col("val", 11, "r", "Result."), Col("unit", 12, "l", "Unid."),
                       Col("ref", 24, "l", "Referência")], material="Soro", method="Eletroquimioluminescência",
                rules=True),
             Exam("BETA-HCG QUANTITATIVO", [R("bhcg", "BETA-HCG QUANTITATIVO", "inferior a 1,2", "mUI/mL",
                                             "Não gestantes: inferior a 5,0 mUI/mL")],
                  "block", material="Soro", method="Eletroquimioluminescência")],
            [RefTable("Referência por fase do ciclo", ["Fase", "FSH", "LH", "E2"],
                      [["Folicular", "3,5 – 12,5", "2,4 – 12,6", "12 – 166"],
                       ["Ovulatória", "4,7 – 21,5", "14,0 – 95,6", "86 – 498"],
                       ["Lútea", "1,7 – 7,7", "1,0 – 11,4", "44 – 211"],
                       ["Pós-menopausa", "25,8 – 134,8", "7,7 – 58,5", "< 5 – 54"]],
                      [14, 11, 10, 9], size=6.3),
             Text(["FSH e LH em mUI/mL; estradiol (E2) em pg/mL."], size=6.5),
             Text(["DUM informada: 18/08/2025", "Dia do ciclo na coleta: 9º", "Medicamentos: nenhum informado"],
                  title="Informações clínicas", boxed=True, size=6.8)],
        ], gap=3, divider=True),
    ])],
    footer=dict(signers=["Dr. Guilherme S. Hoffmann\nFarmacêutico-Bioquímico - CRF-SC 7.215"],
                left="Impresso em 28/08/2025 13:37"),
    features="3 unequal columns, block lines with inferior a, hormone table, narrow column with phase reference table (not results) and DUM",
))


# =============================================================================
# az09 - Guanabara, Rio de Janeiro: check-up, 2 pages of three columns
#        (CBC split in three tables; chemistry in three columns of kv lists).
# =============================================================================
def _la(name, pk, pv, ak, av, ref):
    return Row(name, [R(pk, name, pv, "%") if pk else None, R(ak, name, av, "/µL")], [ref])


_kv3 = [Col("name", 24, "l"), Col("val", 12, "r"), Col("unit", 11, "l"), Col("ref", 13, "l")]
add(Report(
    id="az09",
    lab=dict(name="Laboratório Médico Guanabara", logo="LMG",
             info=["Rua Voluntários da Pátria, 445 - Botafogo - Rio de Janeiro/RJ - CEP 22270-000",
                   "CNPJ 33.906.417/0001-23  ·  CNES 2270471  ·  (21) 2537-6610"],
             right=["Diretora técnica: Dra. Lúcia H. Vasconcellos", "CRM-RJ 52.61844-0"]),
    theme=dict(font="DejaVu Sans", size=7.6, small=6.6, accent="#0f4c81", title_style="box", pcols=3),
    patient=[("Cliente", "MARCELO AUGUSTO TEIXEIRA DA ROCHA", 2), ("Nascimento", "17/06/1975"),
             ("Ficha", "GB-0909-20417"), ("Data de coleta", "09/09/2025 07:12"), ("Sexo", "M"),
             ("Médico", "Dr. Fábio N. Carvalhal - CRM-RJ 52.80417-3", 2), ("Pedido", "01/09/2025")],
    collected="2025-09-09",
    title="CHECK-UP LABORATORIAL",
    pages=[
        Page([
            Full([Exam("HEMOGRAMA", [], "tab", [], material="Sangue total EDTA",
                       method="Impedância, citometria de fluxo fluorescente e microscopia")]),
            Cols([62, 62, 56], [
                [Exam("Eritrograma", [
                    R("rbc", "Hemácias", "5,21", "10⁶/µL", "4,50 a 5,90"),
                    R("hgb", "Hemoglobina", "15,6", "g/dL", "13,5 a 17,5"),
                    R("hct", "Hematócrito", "46,2", "%", "41,0 a 53,0"),
                    R("mcv", "VCM", "88,7", "fL", "80 a 100"),
                    R("mch", "HCM", "29,9", "pg", "26 a 34"),
                    R("mchc", "CHCM", "33,8", "g/dL", "31 a 36"),
                    R("rdw", "RDW", "13,1", "%", "11,5 a 14,5"),
                ], "tab", [Col("name", 19, "l", "Exame"), Col("val", 11, "r", "Result."), Col("unit", 13, "l", "Unid."),
                           Col("ref", 17, "l", "Ref.")], rules=True)],
                [Exam("Leucograma", [
                    _la("Leucócitos", None, None, "wbc", "8.420", "3.500 a 10.500"),
                    _la("Bastonetes", "band_pct", "1", "band_abs", "84", "0 a 840"),
                    _la("Segmentados", "seg_pct", "61", "seg_abs", "5.136", "1.700 a 7.000"),
                    _la("Linfócitos", "lymph_pct", "27", "lymph_abs", "2.273", "900 a 2.900"),
                    _la("Monócitos", "mono_pct", "8", "mono_abs", "674", "300 a 900"),
                    _la("Eosinófilos", "eos_pct", "2", "eos_abs", "168", "50 a 500"),
                    _la("Basófilos", "baso_pct", "1", "baso_abs", "84", "0 a 100"),
                ], "tab", [Col("name", 19, "l", "Exame"), Col("val", 7, "r", "%", 0), Col("val", 11, "r", "/µL", 1),
                           Col("ref", 21, "l", "Ref. /µL")], rules=True)],
                [Exam("Plaquetas", [
                    R("plt", "Plaquetas", "198.000", "/µL", "150.000 a 450.000"),
                    R("mpv", "VPM", "9,8", "fL", "7,5 a 11,5"),
                ], "tab", [Col("name", 16, "l", "Exame"), Col("val", 15, "r", "Result."), Col("unit", 8, "l", "Unid."),
                           Col("ref", 15, "l", "Ref.")], rules=True),
                 Text(["Hemácias normocíticas e normocrômicas.", "Leucócitos sem atipias.",
                       "Plaquetas de morfologia normal."], title="Comentários", boxed=True)],
            ], gap=3, divider=True),
        ]),
        Page([
            Cols([62, 62, 56], [
                [Exam("BIOQUÍMICA", [
                    R("glu_fast", "Glicose", "104", "mg/dL", "70 a 99", flag="H"),
                    R("urea", "Ureia", "31", "mg/dL", "17 a 49"),
                    R("creat", "Creatinina", "1,02", "mg/dL", "0,70 a 1,30"),
                    R("uric", "Ácido úrico", "5,9", "mg/dL", "3,4 a 7,0"),
                ], "kv", _kv3, material="Soro / plasma fluoretado", rules=False),
                 Exam("HEPATOGRAMA", [
                     R("ast", "TGO", "22", "U/L", "até 40"),
                     R("alt", "TGP", "27", "U/L", "até 41"),
                     R("ggt", "GGT", "31", "U/L", "8 a 61"),
                 ], "kv", _kv3, material="Soro", rules=False)],
                [Exam("LIPIDOGRAMA", [
                    R("chol", "Colesterol total", "186", "mg/dL", "< 190"),
                    R("hdl", "Colesterol HDL", "44", "mg/dL", "> 40"),
                    R("ldl_calc", "Colesterol LDL", "118", "mg/dL", "ver nota"),
                    R("tg", "Triglicerídeos", "122", "mg/dL", "< 150"),
                    R("nonhdl", "Colesterol não HDL", "142", "mg/dL", "ver nota"),
                ], "kv", _kv3, material="Soro", method="Enzimático; LDL calculado", rules=False,
                    note="Metas de LDL e não HDL conforme o risco cardiovascular estimado pelo médico.")],
                [Exam("OUTROS EXAMES", [
                    R("tsh", "TSH", "1,87", "µUI/mL", "0,27 a 4,20"),
                    R("hscrp", "PCR ultrassensível", "1,6", "mg/L", "< 3,0"),
                    R("vitd", "Vitamina D (25-OH)", "31,4", "ng/mL", "> 20"),
                    R("psa", "PSA total", "1,24", "ng/mL", "< 4,0"),
                    R("fpsa", "PSA livre", "0,31", "ng/mL", "-"),
                    R("psa_ratio", "Relação PSA livre/total", "25", "%", "> 25"),
                ], "kv", [Col("name", 22, "l"), Col("val", 10, "r"), Col("unit", 11, "l"), Col("ref", 10, "l")],
                    material="Soro", rules=False)],
            ], gap=3, divider=True),
            Full([Text(["Jejum de 10 horas informado pelo cliente. Glicose de jejum acima da referência: "
                        "correlacionar com hemoglobina glicada.",
                        "Resultados anteriores disponíveis no portal do cliente desde 02/2019."], boxed=True)]),
        ]),
    ],
    footer=dict(signers=["Dra. Lúcia H. Vasconcellos\nMédica patologista clínica - CRM-RJ 52.61844-0",
                         "Dr. Tiago R. Amaral\nBiomédico - CRBM-1 33.902"],
                left="Liberado em 10/09/2025 09:44  ·  Impresso em 11/09/2025 12:00"),
    features="3 columns per page (CBC as 3 small tables; chemistry kv lists), % and absolute, Colesterol HDL variant, < / > in references",
))


# =============================================================================
# az10 - LabCentro, Brasília: two samples on two dates, one per column.
# =============================================================================
_c10a = [Col("name", 36, "l", "Exame"), Col("val", 17, "r", "Resultado"), Col("unit", 15, "l", "Unidade"),
         Col("ref", 22, "l", "Referência")]
_c10b = [Col("name", 32, "l", "Exame"), Col("val", 17, "r", "Resultado"), Col("unit", 19, "l", "Unidade"),
         Col("ref", 22, "l", "Referência")]
add(Report(
    id="az10",
    lab=dict(name="LabCentro Análises Clínicas", logo="LC",
             info=["SEPS 710/910, Bloco B, Sala 12 - Asa Sul - Brasília/DF",
                   "CNPJ 26.449.013/0001-97  ·  CNES 0012394  ·  (61) 3244-8120"],
             right=["RT: Dra. Natália F. Siqueira", "CRF-DF 3.905"]),
    theme=dict(font="Liberation Sans", size=9.5, small=8, accent="#3d3d3d", title_style="rule", pcols=3),
    patient=[("Paciente", "FRANCISCA DAS CHAGAS MOURA", 2), ("Nascimento", "28/04/1969"),
             ("Atendimento", "LC-771.204"), ("Pedido", "01/10/2025"), ("Sexo", "Feminino"),
             ("Médico", "Dr. Sérgio A. Pacheco - CRM-DF 14.207", 2), ("Convênio", "Particular")],
    collected="2025-10-07",
    title="LAUDO - DUAS AMOSTRAS",
    pages=[Page([
        Cols([90, 92], [
            [Heading("AMOSTRA 1 - colhida em {date} às 07:20", date="2025-10-07"),
             Exam("TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)", [
                 R("glu_fast", "Glicose - jejum", "96", "mg/dL", "70 a 99"),
                 R("glu_2h", "Glicose - 120 minutos", "148", "mg/dL", "Inferior a 140", flag="H"),
             ], "tab", _c10a, material="Plasma fluoretado", rules=True),
             Exam("INSULINA", [R("insulin", "Insulina - jejum", "11,2", "µUI/mL", "2,6 a 24,9")],
                  "tab", _c10a, material="Soro", header=False, rules=True),
             Exam("ELETRÓLITOS", [
                 R("na", "Sódio", "140", "mmol/L", "136 a 145"),
                 R("k", "Potássio", "4,2", "mmol/L", "3,5 a 5,1"),
                 R("mg", "Magnésio", "2,0", "mg/dL", "1,6 a 2,6"),
                 R("ica", "Cálcio iônico", "1,21", "mmol/L", "1,11 a 1,40"),
             ], "tab", _c10a, material="Soro", rules=True)],
            [Heading("AMOSTRA 2 - colhida em {date} às 07:05", date="2025-10-09"),
             Exam("COAGULOGRAMA", [
                 R("pt_s", "Tempo de protrombina", "13,4", "seg", "10,0 a 14,0"),
                 R("pt_act", "Atividade de protrombina", "88", "%", "70 a 120"),
                 R("inr", "RNI", "1,08", "", "0,80 a 1,20"),
                 R("aptt", "TTPa", "33,5", "seg", "25,0 a 38,0"),
                 R("ddimer", "D-dímero", "< 270", "ng/mL FEU", "Inferior a 500"),
             ], "tab", _c10b, material="Plasma citratado", rules=True),
             Exam("PROVAS INFLAMATÓRIAS", [
                 R("crp", "Proteína C reativa", "3,1", "mg/L", "Inferior a 5,0"),
                 R("esr", "VHS", "12", "mm/h", "Até 20"),
             ], "tab", _c10b, material="Soro / sangue total", rules=True),
             Exam("PERFIL DE FERRO", [
                 R("fe", "Ferro sérico", "82", "µg/dL", "50 a 170"),
                 R("ferritin", "Ferritina", "46,8", "ng/mL", "15 a 150"),
             ], "tab", _c10b, material="Soro", rules=True)],
        ], gap=4, divider=True),
        Full([Text(["As amostras foram colhidas em dias diferentes, conforme orientação do pedido médico de 01/10/2025. "
                    "TOTG: sobrecarga oral com 75 g de glicose anidra. Próximo controle sugerido: 06/11/2025."],
                   boxed=True)]),
    ])],
    footer=dict(signers=["Dra. Natália F. Siqueira\nFarmacêutica-Bioquímica - CRF-DF 3.905"],
                left="Liberado em 10/10/2025 15:30  ·  Impresso em 10/10/2025 16:02"),
    features="two collection dates, one per column (date headings), TOTG, coagulation, electrolytes, iron, '<' value",
))


# =============================================================================
# az11 - Mantiqueira, Pouso Alegre: current lipid table beside a history table
#        (two earlier dates, abbreviated names); arrow flags; split names;
#        narrow comments column.
# =============================================================================
_HA, _HB = "2025-05-20", "2024-11-18"


def _hist(key, name, a, b):
    return R(key, name, "", "mg/dL", prev=((a, _HA), (b, _HB)))


add(Report(
    id="az11",
    lab=dict(name="Laboratório Mantiqueira", logo="LM",
             info=["Av. Dr. Lisboa, 512 - Centro - Pouso Alegre/MG - CEP 37550-112",
                   "CNPJ 17.230.584/0001-06  ·  CNES 2145820  ·  (35) 3421-3318"],
             right=["Responsável técnico:", "Dr. Rodrigo C. Mendes - CRF-MG 28.006"]),
    theme=dict(font="Carlito", size=9, small=7.8, accent="#9a3412", title_style="band", pcols=3),
    patient=[("Paciente", "JOSÉ ANTÔNIO RIBEIRO NETO", 2), ("Nasc.", "03/03/1961"),
             ("OS", "LM-13112-08"), ("Coletado em", "13/11/2025 07:40"), ("Sexo", "Masculino"),
             ("Médica", "Dra. Camila T. Junqueira - CRM-MG 61.775", 2), ("Emissão do pedido", "06/11/2025")],
    collected="2025-11-13",
    title="PERFIL CARDIOMETABÓLICO",
    pages=[Page([
        Cols([110, 72], [
            [Exam("PERFIL LIPÍDICO - COLETA ATUAL", [
                R("chol", "Colesterol total", "238", "mg/dL", "Desejável: < 190", flag="↑"),
                R("hdl", "HDL", "38", "mg/dL", "Desejável: > 40", flag="↓"),
                R("ldl_calc", "LDL", "166", "mg/dL", "Alto risco: meta < 70", flag="↑"),
                R("vldl", "VLDL", "34", "mg/dL", "-"),
                R("tg", "Triglicerídeos", "170", "mg/dL", "Jejum: < 150", flag="↑"),
                R("nonhdl", "Colesterol\nnão-HDL", "200", "mg/dL", "Alto risco: meta < 100", flag="↑"),
            ], "tab", [Col("name", 30, "l", "Exame"), Col("val", 17, "r", "Resultado"), Col("unit", 14, "l", "Unidade"),
                       Col("ref", 49, "l", "Referência / meta")], material="Soro",
                method="Enzimático colorimétrico; LDL e VLDL calculados (Friedewald)", rules=False)],
            [Exam("HISTÓRICO", [
                _hist("chol", "CT", "251", "264"),
                _hist("hdl", "HDL", "39", "37"),
                _hist("ldl_calc", "LDL", "172", "181"),
                _hist("vldl", "VLDL", "40", "46"),
                _hist("tg", "TG", "200", "230"),
                _hist("nonhdl", "Não-HDL", "212", "227"),
            ], "tab", [Col("name", 22, "l", "Exame (mg/dL)"), Col("prev", 24, "r", "20/05/2025", 0),
                       Col("prev", 24, "r", "18/11/2024", 1)], rules=True,
                note="Resultados anteriores do mesmo laboratório.")],
        ], gap=4, divider=False),
        Cols([118, 64], [
            [Exam("MARCADORES CARDIOMETABÓLICOS", [
                R("ck", "Creatinoquinase (CK)", "118", "U/L", "39 a 308"),
                R("ckmb", "CK-MB massa", "2,1", "ng/mL", "Até 4,9"),
                R("homocys", "Homocisteína", "14,8", "µmol/L", "5,0 a 12,0", flag="↑"),
                R("hscrp", "Proteína C reativa\nultrassensível", "3,4", "mg/L",
                  "Baixo risco: < 1,0; intermediário: 1,0 a 3,0; alto: > 3,0", flag="↑"),
                R("hba1c", "Hemoglobina glicada\n(HbA1c)", "6,1", "%", "Pré-diabetes: 5,7 a 6,4", flag="↑"),
                R("glu_fast", "Glicose de jejum", "108", "mg/dL", "70 a 99", flag="↑"),
            ], "tab", [Col("name", 33, "l", "Exame"), Col("val", 17, "r", "Resultado"), Col("unit", 15, "l", "Unidade"),
                       Col("ref", 51, "l", "Referência")], material="Soro / sangue total (HbA1c)", rules=True)],
            [Text(["Paciente em uso de rosuvastatina 10 mg desde 25/11/2024 (informado).",
                   "Metas de LDL-c e não-HDL-c para alto risco cardiovascular (Diretriz Brasileira de "
                   "Dislipidemias).",
                   "↑ / ↓: resultado acima / abaixo da referência."], title="COMENTÁRIOS", boxed=True)],
        ], gap=4, divider=True),
    ])],
    footer=dict(signers=["Dr. Rodrigo C. Mendes\nFarmacêutico-Bioquímico - CRF-MG 28.006"],
                left="Liberado em 14/11/2025 11:15  ·  Impresso em 14/11/2025 11:20"),
    features="two tables side by side (current, and history with 2 earlier dates), HDL variant, arrow flags, names split over two lines, comments column",
))


# =============================================================================
# az12 - Aurora, Salvador: prenatal panel, three columns on page 1 (blood
#        group, serology, narrow pregnancy-data column), two on page 2.
# =============================================================================
_kv12 = [Col("name", 31, "l"), Col("val", 26, "l")]
add(Report(
    id="az12",
    lab=dict(name="Laboratório Aurora Materno-Infantil", logo="AU",
             info=["Av. Sete de Setembro, 2.871 - Vitória - Salvador/BA - CEP 40080-003",
                   "CNPJ 14.508.332/0001-50  ·  CNES 6982311  ·  (71) 3014-2290"],
             right=["Resp. técnica: Dra. Adriana S. Menezes", "CRBM-5 15.774"]),
    theme=dict(font="DejaVu Sans Condensed", size=8.2, small=7, accent="#a0306e", title_style="rule", pcols=3),
    patient=[("Gestante", "TAINÁ SOUZA DOS SANTOS", 2), ("Nascimento", "21/01/1997"),
             ("Requisição", "AU-5512-906"), ("Data da coleta", "09/12/2025 08:25"), ("Recebimento", "09/12/2025"),
             ("Médica", "Dra. Rebeca M. Teles - CRM-BA 30.482", 2), ("Cartão SUS", "704 0013 2288 5120")],
    collected="2025-12-09",
    title="PRÉ-NATAL - ROTINA DO 1º TRIMESTRE",
    pages=[
        Page([
            Cols([62, 64, 54], [
                [Exam("IMUNO-HEMATOLOGIA", [
                    R("abo", "Grupo sanguíneo (ABO)", "O"),
                    R("rh", "Fator Rh (D)", "Positivo"),
                    R("ab_screen", "Pesquisa de anticorpos irregulares (Coombs indireto)", "Negativo"),
                ], "kv", _kv12, material="Sangue total EDTA", method="Hemaglutinação em gel", meta_inline=False,
                    rules=False),
                 Exam("GLICEMIA DE JEJUM", [R("glu_fast", "GLICEMIA DE JEJUM", "84", "mg/dL",
                                              "Gestantes: inferior a 92 mg/dL")],
                      "block", material="Plasma fluoretado", method="Hexoquinase", meta_inline=False)],
                [Exam("SOROLOGIAS", [
                    R("hiv", "HIV 1/2 (Ag/Ac)", "Não reagente"),
                    R("vdrl", "VDRL", "Não reagente"),
                    R("hbsag", "HBsAg", "Não reagente"),
                    R("antihbc", "Anti-HBc total", "Reagente"),
                    R("hcv", "Anti-HCV", "Não reagente"),
                    R("toxo_igg", "Toxoplasmose IgG", "< 1,0", "UI/mL"),
                    R("rub_igg", "Rubéola IgG", "> 500,0", "UI/mL"),
                    R("rub_igm", "Rubéola IgM", "Não reagente"),
                ], "tab", [Col("name", 26, "l", "Exame"), Col("val", 23, "l", "Resultado"), Col("unit", 12, "l", "Unid.")],
                    material="Soro", method="Quimioluminescência; VDRL por floculação", meta_inline=False, rules=True,
                    note="Toxoplasmose IgG: não reagente < 1,6 UI/mL. Rubéola IgG: reagente a partir de 10,0 UI/mL. "
                         "Demais: não reagente / reagente.")],
                [Text(["DUM: 12/10/2025", "DPP: 19/07/2026", "IG na coleta: 8 semanas e 2 dias",
                       "Próxima consulta: 22/12/2025", "Pré-natal: UBS Itapuã"],
                      title="DADOS DA GESTAÇÃO", boxed=True, shade=True),
                 Text(["Anti-HBc total reagente com HBsAg não reagente: sugerida pesquisa de anti-HBs para "
                       "definição do perfil sorológico."], title="Observação", italic=False)],
            ], gap=3, divider=True),
        ]),
        Page([
            Cols([100, 82], [
                [Exam("HEMOGRAMA", [
                    R("rbc", "Hemácias", "4,12", "milhões/mm³", "3,80 a 4,80"),
                    R("hgb", "Hemoglobina", "10,8", "g/dL", "11,0 a 14,0 (gestante)", flag="L"),
                    R("hct", "Hematócrito", "32,9", "%", "33,0 a 42,0 (gestante)", flag="L"),
                    R("mcv", "VCM", "79,9", "fL", "80,0 a 100,0", flag="L"),
                    R("mch", "HCM", "26,2", "pg", "26,0 a 34,0"),
                    R("mchc", "CHCM", "32,8", "g/dL", "31,0 a 36,0"),
                    R("rdw", "RDW", "14,6", "%", "11,5 a 15,0"),
                    R("wbc", "Leucócitos", "9.150", "/mm³", "4.000 a 11.000"),
                    R("neut_pct", "Neutrófilos", "68", "%", "40 a 75"),
                    R("lymph_pct", "Linfócitos", "24", "%", "20 a 45"),
                    R("mono_pct", "Monócitos", "6", "%", "2 a 10"),
                    R("eos_pct", "Eosinófilos", "2", "%", "1 a 5"),
                    R("plt", "Plaquetas", "244.000", "/mm³", "150.000 a 400.000"),
                ], "tab", [Col("name", 26, "l", "Exame"), Col("val", 15, "r", "Resultado"),
                           Col("unit", 20, "l", "Unidade"), Col("ref", 39, "l", "Valores de referência")],
                    material="Sangue total EDTA", rules=True)],
                [Exam("URINA TIPO I", [
                    R("u_sg", "Densidade", "1,015"),
                    R("u_ph", "pH", "6,5"),
                    R("u_prot", "Proteínas", "Ausentes"),
                    R("u_glu", "Glicose", "Ausente"),
                    R("u_nit", "Nitrito", "Negativo"),
                    R("u_wbc", "Leucócitos", "3", "/campo"),
                    R("u_rbc", "Hemácias", "1", "/campo"),
                    R("u_bact", "Bactérias", "Raras"),
                ], "kv", [Col("name", 26, "l"), Col("val", 20, "l"), Col("unit", 14, "l")],
                    material="Urina (jato médio)", rules=False,
                    note="Referência: leucócitos até 5/campo; hemácias até 3/campo; proteínas e glicose ausentes."),
                 Exam("TSH", [R("tsh", "TSH", "1,62", "µUI/mL", "1º trimestre: 0,10 a 2,50 µUI/mL")],
                      "block", material="Soro", method="Quimioluminescência")],
            ], gap=4, divider=True),
            Full([Text(["Anemia discreta microcítica: correlacionar com ferritina (não solicitada). "
                        "Exames do 2º trimestre previstos a partir de 24/02/2026."], italic=True)]),
        ]),
    ],
    footer=dict(signers=["Dra. Adriana S. Menezes\nBiomédica - CRBM-5 15.774\nResponsável técnica"],
                left="Liberado em 10/12/2025 17:05  ·  Impresso em 11/12/2025 08:12"),
    features="3 columns (blood group / serology / pregnancy data), 2 columns on page 2, Reagente, < and >, DUM/DPP/next-visit distractors",
))
