"""The twelve reports of set "be", each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers and values.
"""
from model import (R, N, U, F, V, Lead, Row, Table, Text, Heading, KV, Cols, Logo, Sig, Box, Rule,
                   Spacer, Report)

REPORTS = {}


def report(fn):
    REPORTS[fn.__name__] = fn
    return fn


GREY = (225, 225, 225)
LIGHT = (242, 242, 242)


# ==========================================================================
# be01 - Recife/PE - airy, serif headings, block layout per exam
# ==========================================================================
@report
def be01():
    TEAL = (0, 96, 100)
    SER = "lserif"

    def footer(p, n):
        return [Rule(0.2, before=0, after=1.0),
                Text("Laboratório Capibaribe de Análises Clínicas Ltda. – Responsável técnica: Dra. Helena Cavalcanti "
                     "Bezerra – CRF-PE 4.512", size=7.5, align="C", after=0.2),
                Text(f"Impresso em 12/02/2025 09:03  •  Protocolo 0210-48817  •  Página {p} de {n}", size=7.5,
                     align="C")]

    header = [
        Cols([(0.14, [Logo("LC", 20, 20, "circle", TEAL, size=15, font=SER)]),
              (0.86, [Text("Laboratório Capibaribe", size=17, bold=True, font=SER, color=TEAL, after=0.3),
                      Text("Análises Clínicas  •  Imunologia  •  Citologia", size=9.5, italic=True, after=0.6),
                      Text("Av. Conselheiro Aguiar, 2187 – Boa Viagem – Recife/PE – CEP 51020-021", size=8.5, after=0.1),
                      Text("Fone (81) 3466-2190  •  CNPJ 12.384.551/0001-07  •  CNES 6634127", size=8.5)])],
             gap=3),
        Rule(0.5, color=TEAL, before=3, after=2),
    ]
    patient = KV([
        [("Paciente:", "MARIA DAS GRAÇAS ALBUQUERQUE LINS"), ("Protocolo:", "0210-48817")],
        [("Data de nascimento:", "14/06/1961 (63 anos)"), ("Sexo:", "Feminino")],
        [("Médico solicitante:", "Dr. Ricardo Tavares Moura – CRM-PE 18472"), ("Convênio:", "Particular")],
        [("Data do pedido:", "05/02/2025"), ("Coletado em:", "10/02/2025 07:35")],
        [("Recebido em:", "10/02/2025 08:10"), ("Liberado em:", "11/02/2025 16:22")],
    ], [0.64, 0.36], size=9.5, pad=0.7, after=2)

    def exam_head(title):
        return Heading(title, "underline", size=11.5, font=SER, color=TEAL, border=TEAL, before=2.6, after=1.2, hpad=0)

    def matmet(mat, met):
        return KV([[("Material:", mat)], [("Método:", met)]], [1.0], size=8.5, pad=0.2, hpad=0,
                  label_bold=False, label_color=(90, 90, 90), after=1.5)

    # --- hemogram
    ery = [R("rbc", "Hemácias", "4,38", "milhões/mm³"), R("hgb", "Hemoglobina", "12,9", "g/dL"),
           R("hct", "Hematócrito", "39,1", "%"), R("mcv", "VCM", "89,3", "fL"), R("mch", "HCM", "29,5", "pg"),
           R("mchc", "CHCM", "33,0", "g/dL"), R("rdw", "RDW", "13,8", "%")]
    ery_ref = ["3,90 a 5,03 milhões/mm³", "11,6 a 15,1 g/dL", "35,0 a 45,0 %", "80,0 a 98,0 fL", "26,0 a 34,0 pg",
               "31,0 a 36,0 g/dL", "11,5 a 14,5 %"]
    t_ery = Table([(0.30, "L"), (0.14, "R"), (0.20, "L"), (0.36, "L")],
                  [[N(r), V(r), U(r), ref] for r, ref in zip(ery, ery_ref)],
                  header=["ERITROGRAMA", "Resultado", "", "Valores de referência"], header_italic=False,
                  header_size=9, size=10, pad=0.65, value_bold=True)
    wbc = R("wbc", "Leucócitos", "6.420", "/mm³")
    diff = [("band", "Bastonetes", "1", "64", "0 a 5", "0 a 550"),
            ("seg", "Segmentados", "58", "3.724", "40 a 70", "1.600 a 7.000"),
            ("eos", "Eosinófilos", "3", "193", "1 a 5", "40 a 500"),
            ("baso", "Basófilos", "0", "0", "0 a 2", "0 a 200"),
            ("lymph", "Linfócitos", "31", "1.990", "20 a 45", "900 a 4.000"),
            ("mono", "Monócitos", "7", "449", "2 a 10", "100 a 1.000")]
    rows = [[N(wbc), "", V(wbc), "", "3.600 a 11.000"]]
    for k, nm, pc, ab, rp, ra in diff:
        rp_, ra_ = R(k + "_pct", nm, pc, "%"), R(k + "_abs", nm, ab, "/mm³")
        rows.append([N(rp_), V(rp_), V(ra_), rp, ra])
    t_leu = Table([(0.30, "L"), (0.10, "R"), (0.16, "R"), (0.18, "C"), (0.26, "C")], rows,
                  header=["LEUCOGRAMA", "%", "/mm³", "Ref. (%)", "Ref. (/mm³)"], header_size=9, size=10, pad=0.65,
                  value_bold=True, header_align=None)
    plt = R("plt", "Plaquetas", "248.000", "/mm³")
    mpv = R("mpv", "VPM", "10,2", "fL")
    t_plt = Table([(0.30, "L"), (0.14, "R"), (0.20, "L"), (0.36, "L")],
                  [[N(plt), V(plt), U(plt), "150.000 a 450.000 /mm³"], [N(mpv), V(mpv), U(mpv), "7,4 a 10,4 fL"]],
                  header=["PLAQUETOGRAMA", "", "", ""], header_size=9, size=10, pad=0.65, value_bold=True)
    page1 = header + [patient,
                      exam_head("HEMOGRAMA COMPLETO"),
                      matmet("Sangue total com EDTA", "Automatizado (impedância e citometria de fluxo), revisão microscópica"),
                      t_ery, Spacer(2), t_leu, Spacer(2), t_plt,
                      Text("Observação: séries vermelha, branca e plaquetária sem alterações morfológicas à "
                           "microscopia. Índices hematimétricos calculados pelo analisador.", size=8.5, italic=True,
                           before=2)]

    # --- page 2: one block per exam
    def result_table(rows):
        return Table([(0.36, "L"), (0.12, "R"), (0.22, "L"), (0.30, "L")], rows, size=10.5, pad=0.6,
                     value_bold=True, hpad=0, before=0.5, after=0.8)

    def refs(text):
        return Text("Valores de referência:\n" + text, size=8, color=(60, 60, 60), after=0.3)

    glu = R("glu_fast", "GLICOSE EM JEJUM", "104", "mg/dL", flag="")
    a1c = R("hba1c_hplc", "Hemoglobina glicada (HbA1c)", "5,9", "%")
    gme = R("eag", "Glicemia média estimada", "123", "mg/dL")
    cre = R("creat", "Creatinina", "0,82", "mg/dL")
    tfg = R("egfr", "TFG estimada (CKD-EPI 2021)", "80", "mL/min/1,73 m²")
    ure = R("urea", "UREIA", "31", "mg/dL")
    tsh = R("tsh", "TSH ultrassensível", "2,14", "µUI/mL")
    page2 = [Text("MARIA DAS GRAÇAS ALBUQUERQUE LINS  •  Protocolo 0210-48817  •  Coleta 10/02/2025", size=8.5,
                  color=(90, 90, 90), after=1), Rule(0.3, color=TEAL, before=0, after=1),
             exam_head("GLICOSE EM JEJUM"), matmet("Soro (jejum de 8 horas)", "Enzimático – hexoquinase"),
             result_table([["Resultado:", V(glu), U(glu), ""]]),
             refs("Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\n"
                  "Diabetes mellitus: igual ou superior a 126 mg/dL (confirmar em segunda amostra)"),
             exam_head("HEMOGLOBINA GLICADA"), matmet("Sangue total com EDTA", "HPLC – cromatografia líquida de alta eficiência"),
             result_table([[N(a1c), V(a1c), U(a1c), ""], [N(gme), V(gme), U(gme), ""]]),
             refs("Normal: inferior a 5,7 %  •  Pré-diabetes: 5,7 a 6,4 %  •  Diabetes: igual ou superior a 6,5 %"),
             Text("Método certificado pelo NGSP. A glicemia média estimada é obtida pela fórmula GME = 28,7 × HbA1c "
                  "– 46,7 (estudo ADAG).", size=8, italic=True, after=0.5),
             exam_head("CREATININA"), matmet("Soro", "Jaffé cinético compensado, rastreável a IDMS"),
             result_table([[N(cre), V(cre), U(cre), ""], [N(tfg), V(tfg), U(tfg), ""]]),
             refs("Creatinina – mulheres: 0,50 a 0,90 mg/dL; homens: 0,70 a 1,20 mg/dL\n"
                  "TFG: superior a 60 mL/min/1,73 m² (a TFG é estimada pela equação CKD-EPI 2021, sem raça)"),
             exam_head("UREIA"), matmet("Soro", "Cinético UV – urease/GLDH"),
             result_table([["Resultado:", V(ure), U(ure), ""]]),
             refs("17 a 43 mg/dL"),
             exam_head("TSH – HORMÔNIO TIREOESTIMULANTE"), matmet("Soro", "Quimioluminescência (3ª geração)"),
             result_table([[N(tsh), V(tsh), U(tsh), ""]]),
             refs("0,45 a 4,50 µUI/mL (adultos)"),
             Text("Próxima coleta sugerida pelo médico: 10/08/2025.", size=8.5, before=3),
             Sig([["Helena C. Bezerra", "Dra. Helena Cavalcanti Bezerra", "Farmacêutica-Bioquímica – CRF-PE 4.512"],
                  ["Tiago M. Arruda", "Dr. Tiago Moreira Arruda", "Biomédico – CRBM-2 18.203"]], size=8.5, before=5)]
    return Report("be01", "Laboratório Capibaribe de Análises Clínicas", "Recife/PE", "2025-02-10",
                  [page1, page2], footer, font="lsans", size=10, lh=1.4, margins=(20, 15, 20, 18),
                  features="airy; serif headings; block layout per exam (heading/material/method/result); "
                           "hemogram with % and absolute columns; results in bold")


# ==========================================================================
# be02 - São Paulo/SP - dense, two columns, navy banner, H/L flag column
# ==========================================================================
@report
def be02():
    NAVY = (22, 46, 92)
    SZ = 7.8

    def footer(p, n):
        return [Rule(0.2, before=0, after=0.6),
                Cols([(0.7, [Text("DPI – Diagnósticos Paulista Integrados S.A. • Unidade Vila Mariana: R. Domingos de "
                                  "Morais, 2781 – São Paulo/SP\nResp. técnico: Dr. Otávio Hideki Sato – CRM-SP 87.112 • "
                                  "CNES 2079943 • Laudo emitido em 19/03/2025 14:05", size=6.5)]),
                      (0.3, [Text(f"Página {p}/{n}", size=7, align="R")])], gap=2)]

    head = [Heading("DPI  DIAGNÓSTICOS PAULISTA INTEGRADOS", "bar", size=13, fill=NAVY, color=(255, 255, 255),
                    before=0, after=0, pad=1.6, right="Medicina Diagnóstica • (11) 3090-4400"),
            Text("CNPJ 47.902.118/0001-62  •  www.dpi-diagnosticos.com.br (fictício)  •  Laudo de exames laboratoriais",
                 size=6.8, color=(80, 80, 80), before=0.6, after=1.2)]
    patient = KV([
        [("Paciente:", "JOSÉ ROBERTO NAKAMURA FILHO"), ("Atendimento:", "7781204-3"), ("Sexo:", "Masculino")],
        [("Nascimento:", "22/09/1974"), ("Idade:", "50a 5m"), ("Unidade:", "Vila Mariana")],
        [("Solicitante:", "Dra. Patrícia Helena Souza – CRM-SP 98.431"), ("Requisição de:", "14/03/2025"), ("Convênio:", "Sul Saúde Exec.")],
        [("Coleta:", "18/03/2025 06:52"), ("Entrada:", "18/03/2025 07:40"), ("Emissão:", "19/03/2025 14:05")],
    ], [0.47, 0.29, 0.24], size=7.6, box=True, fill=(238, 242, 250), pad=0.45, after=1.5)

    def sec(title):
        return Heading(title, "shade", size=7.8, fill=(220, 228, 242), border=NAVY, before=1.2, after=0.3, pad=0.45,
                       color=NAVY)

    COLS = [(0.37, "L"), (0.15, "R"), (0.06, "C"), (0.16, "L"), (0.26, "L")]

    def tab(items, header=True):
        rows = [[N(r), V(r, flag=False), F(r), U(r), ref] for r, ref in items]
        return Table(COLS, rows, header=["Exame", "Resultado", "", "Unidade", "Referência"] if header else None,
                     rules="rows", rule_color=(190, 190, 190), size=SZ, header_size=6.8, header_color=(90, 90, 90),
                     pad=0.35, hpad=0.8, value_bold=True, flag_bold=True, before=0.2, after=0.5)

    bio = [(R("glu_fast", "Glicose (jejum)", "97", "mg/dL"), "70 a 99"),
           (R("urea", "Ureia", "38", "mg/dL"), "17 a 49"),
           (R("creat", "Creatinina", "1,14", "mg/dL"), "0,70 a 1,30"),
           (R("urate", "Ácido úrico", "7,6", "mg/dL", "H"), "3,4 a 7,0"),
           (R("na", "Sódio", "140", "mEq/L"), "136 a 145"),
           (R("k", "Potássio", "4,6", "mEq/L"), "3,5 a 5,1"),
           (R("ca", "Cálcio total", "9,4", "mg/dL"), "8,6 a 10,3"),
           (R("mg", "Magnésio", "2,0", "mg/dL"), "1,6 a 2,6")]
    hep = [(R("ast", "TGO (AST)", "31", "U/L"), "até 40"),
           (R("alt", "TGP (ALT)", "58", "U/L", "H"), "até 41"),
           (R("ggt", "Gama-GT", "72", "U/L", "H"), "10 a 71"),
           (R("alp", "Fosfatase alcalina", "81", "U/L"), "40 a 129"),
           (R("tbil", "Bilirrubina total", "0,92", "mg/dL"), "até 1,20"),
           (R("dbil", "Bilirrubina direta", "0,21", "mg/dL"), "até 0,30"),
           (R("ibil", "Bilirrubina indireta", "0,71", "mg/dL"), "até 0,90")]
    lip = [(R("chol", "Colesterol total", "212", "mg/dL", "H"), "< 190"),
           (R("hdl", "HDL", "41", "mg/dL"), "> 40"),
           (R("ldl_calc", "LDL (Friedewald)", "139", "mg/dL", "H"), "< 130"),
           (R("nonhdl", "Não-HDL", "171", "mg/dL", "H"), "< 160"),
           (R("vldl_calc", "VLDL", "32", "mg/dL"), "< 30"),
           (R("trig", "Triglicérides", "158", "mg/dL", "H"), "< 150")]
    thy = [(R("tsh", "TSH", "1,87", "µUI/mL"), "0,27 a 4,20"),
           (R("ft4", "T4 livre", "1,21", "ng/dL"), "0,93 a 1,70")]
    inf = [(R("crp", "Proteína C reativa", "< 0,30", "mg/dL"), "< 0,50")]
    ser = [R("hbsag", "HBsAg", "Não reagente"), R("anti_hcv", "Anti-HCV", "Não reagente"),
           R("hiv", "HIV 1/2 Ag/Ac (4ª ger.)", "Não reagente")]
    t_ser = Table([(0.43, "L"), (0.29, "L"), (0.28, "L")], [[N(r), V(r), "Não reagente"] for r in ser],
                  header=["Exame", "Resultado", "Referência"], rules="rows", rule_color=(190, 190, 190), size=SZ,
                  header_size=6.8, header_color=(90, 90, 90), pad=0.35, hpad=0.8, value_bold=True, before=0.2, after=0.5)
    small = dict(size=6.4, color=(70, 70, 70), after=0.4)
    uri = [(R("u_color", "Cor", "Amarela"), "Amarelo claro a citrino"),
           (R("u_aspect", "Aspecto", "Ligeiramente turvo"), "Límpido"),
           (R("u_sg", "Densidade", "1,025"), "1,005 a 1,030"),
           (R("u_ph", "pH", "5,5"), "5,0 a 8,0"),
           (R("u_prot", "Proteínas", "Negativo"), "Negativo"),
           (R("u_glu", "Glicose", "Negativo"), "Negativo"),
           (R("u_hgb", "Hemoglobina", "Traços", flag="H"), "Negativo"),
           (R("u_nit", "Nitrito", "Negativo"), "Negativo"),
           (R("u_wbc", "Leucócitos", "6", "/campo", "H"), "até 5 /campo"),
           (R("u_rbc", "Hemácias", "3", "/campo"), "até 3 /campo")]
    t_uri = Table([(0.30, "L"), (0.30, "R"), (0.06, "C"), (0.34, "L")],
                  [[N(r), V(r, unit=True, flag=False), F(r), ref] for r, ref in uri],
                  header=["Exame", "Resultado", "", "Referência"], rules="rows", rule_color=(190, 190, 190), size=SZ,
                  header_size=6.8, header_color=(90, 90, 90), pad=0.35, hpad=0.8, value_bold=True, flag_bold=True,
                  before=0.2, after=0.5)
    left = [sec("BIOQUÍMICA – soro"), tab(bio),
            Text("Método: enzimático colorimétrico; eletrólitos por ISE indireto.", **small),
            sec("FUNÇÃO HEPÁTICA – soro"), tab(hep),
            Text("Método: cinético IFCC (enzimas); diazo (bilirrubinas). Bilirrubina indireta calculada.", **small)]
    right = [sec("PERFIL LIPÍDICO – soro"), tab(lip),
             Text("Referências: Diretriz Brasileira de Dislipidemias (2017), adultos, com ou sem jejum. LDL calculado "
                  "por Friedewald quando TG < 400 mg/dL.", **small),
             sec("TIREOIDE – soro"), tab(thy),
             Text("Método: eletroquimioluminescência.", **small),
             sec("MARCADOR INFLAMATÓRIO – soro"), tab(inf),
             sec("SOROLOGIA – soro"), t_ser,
             Text("Método: quimioluminescência. Amostras reagentes são confirmadas conforme a Portaria SVS/MS nº 29.",
                  **small),
             sec("URINA TIPO I – jato médio"), t_uri,
             Text("Urina coletada em 18/03/2025 06:15 (1ª micção), recebida às 07:40. Tira reativa e sedimento "
                  "em microscopia (400x).", **small)]
    body = [Cols([(0.5, left), (0.5, right)], gap=6, vrule=True, before=0.5),
            Rule(0.2, before=2, after=1),
            Text("H = acima do valor de referência; L = abaixo do valor de referência. Resultados liberados após "
                 "conferência técnica. Interpretar em conjunto com dados clínicos.", size=6.8, after=0.5),
            Text("Próxima dosagem do perfil lipídico recomendada a partir de 18/06/2025, a critério médico.", size=6.8),
            Sig([["O. H. Sato", "Dr. Otávio Hideki Sato", "Médico patologista clínico – CRM-SP 87.112"],
                 ["Camila F. Duarte", "Dra. Camila Ferraz Duarte", "Biomédica – CRBM-1 41.577"]], size=7, before=3)]
    return Report("be02", "DPI – Diagnósticos Paulista Integrados", "São Paulo/SP", "2025-03-18",
                  [head + [patient] + body], footer, font="lsans", size=SZ, lh=1.25, margins=(12, 10, 12, 14),
                  color=(20, 20, 20), rule=(60, 60, 60),
                  features="dense; two columns with vertical rule; banner header; flag column H; '<' values; "
                           "qualitative serology; compact urinalysis; bare 'HDL'")


# ==========================================================================
# be03 - Porto Alegre/RS - capitals without accents, monospaced, dotted leaders
# ==========================================================================
@report
def be03():
    M = "djmono"
    SZ = 8.6
    DASH = "-" * 86

    def footer(p, n):
        return [Text(DASH, size=SZ, font=M, pre=True, after=0),
                Text(f"LAB. MINUANO - RESP. TEC.: DRA. SILVIA REGINA BRUM CRF/RS 6.114        PAG. {p}/{n}",
                     size=SZ, font=M, pre=True, after=0),
                Text("DOCUMENTO ASSINADO ELETRONICAMENTE. IMPRESSO EM 14/03/2025 08:02", size=SZ, font=M, pre=True)]

    head = [Text("LABORATORIO MINUANO DE ANALISES CLINICAS LTDA", size=11, bold=True, font=M, after=0.2),
            Text("RUA DOS ANDRADAS, 1544 - CENTRO HISTORICO - PORTO ALEGRE/RS - CEP 90020-008\n"
                 "FONE (51) 3224-7781  CNPJ 08.417.332/0001-90  CNES 2237601", size=SZ, font=M, pre=True, after=0),
            Text(DASH, size=SZ, font=M, pre=True, after=0),
            Text("PACIENTE..: ANTONIO CARLOS FAGUNDES BORBA          PEDIDO.....: 25-0312-0457\n"
                 "NASCIMENTO: 03/11/1952    SEXO: M                 DT.PEDIDO..: 11/03/2025\n"
                 "MEDICO....: DR. EDUARDO LUIS PRESTES CRM/RS 21847  COLETA.....: 12/03/2025 07:18\n"
                 "CONVENIO..: IPE SAUDE                             LIBERACAO..: 13/03/2025 11:40",
                 size=SZ, font=M, pre=True, after=0),
            Text(DASH, size=SZ, font=M, pre=True, after=1.0)]

    def title(t, mat, met):
        return [Text(t, size=9.6, bold=True, font=M, before=1.6, after=0.2),
                Text(f"MATERIAL: {mat}", size=SZ, font=M, pre=True, after=0),
                Text(f"METODO..: {met}", size=SZ, font=M, pre=True, after=0.8)]

    tkw = dict(font=M, size=SZ, pad=0.15, hpad=0.5, before=0, after=0.4, header_bold=False, header_size=SZ)
    COL1 = [(0.42, "L"), (0.13, "R"), (0.15, "L"), (0.30, "L")]
    ery = [(R("rbc", "ERITROCITOS", "4,71", "milhoes/mm3"), "4,30 A 5,70"),
           (R("hgb", "HEMOGLOBINA", "14,6", "g/dL"), "13,5 A 17,5"),
           (R("hct", "HEMATOCRITO", "43,2", "%"), "39,0 A 50,0"),
           (R("mcv", "VCM", "91,7", "fL"), "81,0 A 98,0"),
           (R("mch", "HCM", "31,0", "pg"), "27,0 A 34,0"),
           (R("mchc", "CHCM", "33,8", "g/dL"), "32,0 A 36,0"),
           (R("rdw", "RDW", "12,9", "%"), "11,0 A 15,0")]
    t1 = Table(COL1, [[Lead(N(r), end=":"), V(r), U(r), ref] for r, ref in ery],
               header=["ERITROGRAMA", "RESULTADO", "", "VALORES DE REFERENCIA"], **tkw)
    wbc = R("wbc", "LEUCOCITOS", "7.850", "/mm3")
    dif = [("neut", "NEUTROFILOS", "62,4", "4.898", "40 A 75", "1.700 A 7.500"),
           ("lymph", "LINFOCITOS", "27,1", "2.127", "20 A 45", "900 A 3.500"),
           ("mono", "MONOCITOS", "7,8", "612", "2 A 10", "100 A 1.000"),
           ("eos", "EOSINOFILOS", "2,2", "173", "1 A 6", "50 A 500"),
           ("baso", "BASOFILOS", "0,5", "39", "0 A 2", "0 A 100")]
    COL2 = [(0.30, "L"), (0.08, "R"), (0.04, "L"), (0.11, "R"), (0.08, "L"), (0.16, "L"), (0.23, "L")]
    rows = [[Lead(N(wbc), end=":"), "", "", V(wbc), U(wbc), "", "3.500 A 10.500"]]
    for k, nm, pc, ab, rp, ra in dif:
        a, b = R(k + "_pct", nm, pc, "%"), R(k + "_abs", nm, ab, "/mm3")
        rows.append([Lead(N(a), end=":"), V(a), U(a), V(b), U(b), rp + " %", ra])
    t2 = Table(COL2, rows, header=["LEUCOGRAMA", "", "", "", "", "REF. %", "REF. /mm3"], **tkw)
    plt = R("plt", "PLAQUETAS", "212.000", "/mm3")
    t3 = Table(COL1, [[Lead(N(plt), end=":"), V(plt), U(plt), "150.000 A 400.000"]], **tkw)
    p1 = head + title("HEMOGRAMA COMPLETO", "SANGUE TOTAL (EDTA)", "AUTOMATIZADO - CITOMETRIA DE FLUXO FLUORESCENTE") + [
        t1, Spacer(1.2), t2, Spacer(1.2), t3,
        Text("OBS.: CONTAGEM DIFERENCIAL AUTOMATIZADA, REVISADA EM ESFREGACO CORADO.", size=SZ, font=M, before=1)]
    glu = R("glu_fast", "GLICOSE", "112", "mg/dL", "*")
    p1 += title("GLICOSE", "SORO - JEJUM DE 10 HORAS", "ENZIMATICO - GLICOSE OXIDASE") + [
        Table(COL1, [[Lead("RESULTADO", end=":"), V(glu), U(glu), "70 A 99 mg/dL"]], **tkw),
        Text("* VALOR FORA DA FAIXA DE REFERENCIA.", size=SZ, font=M)]

    lip = [(R("chol", "COLESTEROL TOTAL", "187", "mg/dL"), "DESEJAVEL: < 190"),
           (R("hdl", "HDL-COLESTEROL", "52", "mg/dL"), "DESEJAVEL: > 40"),
           (R("nonhdl", "COLESTEROL\nNAO-HDL", "135", "mg/dL"), "DESEJAVEL: < 160"),
           (R("ldl_calc", "LDL-COLESTEROL", "109", "mg/dL"), "DESEJAVEL: < 130"),
           (R("vldl_calc", "VLDL-COLESTEROL", "26", "mg/dL"), "< 30"),
           (R("trig", "TRIGLICERIDEOS", "130", "mg/dL"), "DESEJAVEL: < 150")]
    COL3 = [(0.40, "L"), (0.12, "R"), (0.14, "L"), (0.34, "L")]
    ggt = R("ggt", "GAMA GLUTAMIL\nTRANSFERASE", "45", "U/L")
    cre = R("creat", "CREATININA", "1,08", "mg/dL")
    tfg = R("egfr", "TFG ESTIMADA (CKD-EPI 2021)", "> 60", "mL/min/1,73m2")
    psa = R("psa", "PSA TOTAL", "2,84", "ng/mL")
    p2 = [Text("PACIENTE..: ANTONIO CARLOS FAGUNDES BORBA          PEDIDO.....: 25-0312-0457", size=SZ, font=M,
               pre=True, after=0),
          Text(DASH, size=SZ, font=M, pre=True, after=0.5)]
    p2 += title("PERFIL LIPIDICO", "SORO", "COLORIMETRICO ENZIMATICO; LDL E VLDL CALCULADOS (FRIEDEWALD)") + [
        Table(COL3, [[Lead(N(r), end=":"), V(r), U(r), ref] for r, ref in lip],
              header=["", "RESULTADO", "", "VALORES DE REFERENCIA"], **tkw),
        Text("REFERENCIAS PARA ADULTOS ACIMA DE 20 ANOS (SBC 2017). COLESTEROL NAO-HDL = COLESTEROL TOTAL\n"
             "MENOS HDL-COLESTEROL.", size=SZ, font=M, pre=True)]
    p2 += title("GAMA GLUTAMIL TRANSFERASE (GGT)", "SORO", "CINETICO - SZASZ/IFCC") + [
        Table(COL3, [[Lead(N(ggt), end=":"), V(ggt), U(ggt), "HOMENS: 8 A 61 U/L\nMULHERES: 5 A 36 U/L"]], **tkw)]
    p2 += title("CREATININA", "SORO", "JAFFE CINETICO") + [
        Table(COL3, [[Lead(N(cre), end=":"), V(cre), U(cre), "0,70 A 1,20 mg/dL"],
                     [Lead(N(tfg), end=":"), V(tfg), U(tfg), "SUPERIOR A 60"]], **tkw),
        Text("TFG SEM COEFICIENTE RACIAL; VALORES ACIMA DE 60 SAO LIBERADOS COMO \"> 60\".", size=SZ, font=M)]
    p2 += title("ANTIGENO PROSTATICO ESPECIFICO TOTAL", "SORO", "QUIMIOLUMINESCENCIA") + [
        Table(COL3, [[Lead(N(psa), end=":"), V(psa), U(psa), "ATE 4,00 ng/mL"]], **tkw),
        Text("DATA DA ULTIMA DOSAGEM INFORMADA PELO PACIENTE: 20/02/2024.", size=SZ, font=M, before=0.5),
        Text(DASH, size=SZ, font=M, pre=True, before=3, after=0),
        Text("CONFERIDO E LIBERADO ELETRONICAMENTE POR:\n"
             "DRA. SILVIA REGINA BRUM - FARMACEUTICA-BIOQUIMICA - CRF/RS 6.114\n"
             "DR. MAURICIO LENZ DA ROSA - BIOMEDICO - CRBM-5 9.802", size=SZ, font=M, pre=True)]
    return Report("be03", "Laboratório Minuano de Análises Clínicas", "Porto Alegre/RS", "2025-03-12",
                  [p1, p2], footer, font=M, size=SZ, lh=1.25, margins=(14, 12, 14, 16),
                  features="monospaced text-like print in capitals without accents; dotted leaders; "
                           "HDL-COLESTEROL; names split over two lines; '*' flag; units /mm3; eGFR '> 60'")


# ==========================================================================
# be04 - Belo Horizonte/MG - boxes, shaded headers, ruled grid, cumulative columns
# ==========================================================================
@report
def be04():
    WINE = (110, 28, 44)
    SH = (230, 230, 230)

    def footer(p, n):
        return [Rule(0.3, color=WINE, before=0, after=0.8),
                Text(f"Laboratório Serra do Curral  •  Rua Padre Rolim, 815 – Santa Efigênia – Belo Horizonte/MG  •  "
                     f"Página {p} de {n}", size=7, align="C", after=0.1),
                Text("Resp. técnico: Dr. Henrique Lacerda Viana – CRF-MG 21.406  •  Impresso em 20/03/2025 08:47",
                     size=7, align="C")]

    head = [Cols([(0.62, [Text("SERRA DO CURRAL", size=16, bold=True, color=WINE, after=0),
                          Text("LABORATÓRIO CLÍNICO", size=8.5, bold=True, color=(120, 120, 120), after=0.8),
                          Text("CNPJ 19.554.073/0001-28  •  CNES 2158930  •  (31) 3241-6060", size=7.5)]),
                  (0.38, [Box([Text("LAUDO DE EXAMES", size=9, bold=True, align="C", after=0.2),
                               Text("Pedido nº 0318-22075\nEmitido em 19/03/2025 10:12", size=8, align="C")],
                              pad=1.5, border=0.4, color=WINE, before=0, after=0, radius=True)])], gap=4),
            Spacer(2)]
    patient = Box([KV([
        [("Paciente:", "CLEUSA APARECIDA DE FREITAS RIBEIRO"), ("Sexo:", "Feminino")],
        [("Data de nascimento:", "30/01/1958"), ("Idade:", "67 anos")],
        [("Médico:", "Dr. Márcio Vinícius Lage – CRM-MG 45.118"), ("Solicitação:", "13/03/2025")],
        [("Data da coleta:", "18/03/2025 08:05"), ("Recebimento:", "18/03/2025 09:30")],
    ], [0.66, 0.34], size=8.5, pad=0.35, hpad=0.5, before=0, after=0)], pad=1.5, border=0.3, before=0, after=2)

    def shead(t):
        return Heading(t, "shade", size=9, fill=SH, border=(90, 90, 90), before=1.5, after=0, pad=0.8)

    D1, D2, D3 = "2025-03-18", "2024-11-12", "2024-06-05"
    cum = [("urea", "Ureia", "mg/dL", ("58", "↑"), "52", "47", "17 a 43"),
           ("creat", "Creatinina", "mg/dL", ("1,42", "↑"), "1,35", "1,28", "0,50 a 0,90"),
           ("egfr", "TFG estimada\n(CKD-EPI 2021)", "mL/min/1,73 m²", ("40", "↓"), "43", "46", "> 60"),
           ("urate", "Ácido úrico", "mg/dL", ("6,1", ""), "6,4", None, "2,4 a 5,7"),
           ("na", "Sódio", "mEq/L", ("139", ""), "141", "138", "136 a 145"),
           ("k", "Potássio", "mEq/L", ("5,3", "↑"), "5,0", "4,7", "3,5 a 5,1"),
           ("cl", "Cloreto", "mEq/L", ("104", ""), None, "103", "98 a 107"),
           ("ca", "Cálcio total", "mg/dL", ("9,1", ""), "9,3", "9,0", "8,6 a 10,3"),
           ("phos", "Fósforo", "mg/dL", ("4,2", ""), "4,0", None, "2,5 a 4,5"),
           ("mg", "Magnésio", "mg/dL", ("2,1", ""), None, None, "1,6 a 2,6")]
    rows = []
    for k, nm, un, (v1, fl), v2, v3, ref in cum:
        r1 = R(k, nm, v1, un, fl, D1)
        cells = [N(r1), V(r1)]
        for v, d in ((v2, D2), (v3, D3)):
            cells.append(V(R(k, nm, v, un, "", d)) if v else "--")
        rows.append(cells + [un, ref])
    # previous columns carry no flags (as the laboratory prints them)
    t = Table([(0.25, "L"), (0.125, "C"), (0.125, "C"), (0.125, "C"), (0.165, "L"), (0.21, "L")], rows,
              header=["Exame", "18/03/2025\n(atual)", "12/11/2024", "05/06/2024", "Unidade", "Referência"],
              rules="grid", header_fill=SH, size=8.6, header_size=8, pad=0.55, hpad=1.2, value_bold=False,
              rule_color=(110, 110, 110), before=0, after=0.5)
    note1 = Text("Material: soro. Métodos: ureia – cinético UV; creatinina – Jaffé compensado (IDMS); eletrólitos – "
                 "eletrodo íon-seletivo; cálcio, fósforo e magnésio – colorimétrico. TFG pela equação CKD-EPI 2021 "
                 "(sem coeficiente racial). ↑ / ↓ : resultado acima / abaixo da referência.", size=7.3, after=0.5)
    alb = R("microalb", "Albumina urinária", "48,6", "mg/L", "↑")
    cru = R("creat_u", "Creatinina urinária", "92,4", "mg/dL")
    acr = R("acr", "Relação albumina/creatinina", "52,6", "mg/g", "↑")
    t2 = Table([(0.40, "L"), (0.15, "R"), (0.15, "L"), (0.30, "L")],
               [[N(alb), V(alb), U(alb), "até 20"], [N(cru), V(cru), U(cru), "28 a 217"],
                [N(acr), V(acr), U(acr), "inferior a 30"]],
               header=["Exame", "Resultado", "Unidade", "Referência"], rules="grid", header_fill=SH, size=8.6,
               header_size=8, pad=0.55, rule_color=(110, 110, 110), before=0, after=0.5)
    pcr = R("crp", "Proteína C reativa", "< 0,5", "mg/dL")
    t3 = Table([(0.40, "L"), (0.15, "R"), (0.15, "L"), (0.30, "L")],
               [[N(pcr), V(pcr), U(pcr), "inferior a 0,5"]],
               header=["Exame", "Resultado", "Unidade", "Referência"], rules="grid", header_fill=SH, size=8.6,
               header_size=8, pad=0.55, rule_color=(110, 110, 110), before=0, after=0.5)
    page = head + [patient,
                   shead("FUNÇÃO RENAL E ELETRÓLITOS  –  evolutivo"), t, note1,
                   shead("MICROALBUMINÚRIA – amostra isolada"),
                   Text("Material: urina (1ª micção da manhã), coletada em 18/03/2025 06:30 pela paciente. "
                        "Método: imunoturbidimetria.", size=7.5, after=0.8, before=0.8), t2,
                   Text("A relação albumina/creatinina entre 30 e 300 mg/g indica albuminúria moderadamente aumentada "
                        "(KDIGO). Confirmar com 2 de 3 amostras em 3 a 6 meses; sugere-se repetir após 18/06/2025.",
                        size=7.3, after=0.5),
                   shead("PROTEÍNA C REATIVA"),
                   Text("Material: soro. Método: imunoturbidimetria.", size=7.5, after=0.8, before=0.8), t3,
                   Sig([["Henrique L. Viana", "Dr. Henrique Lacerda Viana", "Farmacêutico-Bioquímico – CRF-MG 21.406"],
                        ["Renata S. Coutinho", "Dra. Renata Simões Coutinho", "Biomédica – CRBM-3 12.951"]],
                       size=7.8, before=6)]
    return Report("be04", "Laboratório Serra do Curral", "Belo Horizonte/MG", "2025-03-18", [page], footer,
                  font="djsans", size=8.6, lh=1.3, margins=(14, 12, 14, 16), rule=(90, 90, 90),
                  features="boxed patient header; shaded section headers; ruled grid tables; cumulative columns "
                           "(3 collection dates); ↑/↓ flags; urine albumin/creatinine; '<' value")


# ==========================================================================
# be05 - Curitiba/PR - results printed AFTER the reference range, '*' flags, zebra rows
# ==========================================================================
@report
def be05():
    GREEN = (34, 94, 60)
    ZEB = (240, 245, 241)

    def footer(p, n):
        return [Rule(0.25, color=GREEN, before=0, after=0.8),
                Cols([(0.75, [Text("Laboratório Araucária – Av. Sete de Setembro, 3921 – Batel – Curitiba/PR – "
                                   "(41) 3018-5520\nRT: Dra. Juliana Wosch Cardoso – CRF-PR 17.390 – CNES 3021457",
                                   size=7.5)]),
                      (0.25, [Text(f"Folha {p} de {n}", size=8, align="R", bold=True)])], gap=2)]

    head = [Cols([(0.11, [Logo("A", 15, 15, "round", GREEN, size=17, font="carlito")]),
                  (0.55, [Text("Laboratório Araucária", size=16, bold=True, color=GREEN, after=0),
                          Text("Análises clínicas desde 1987", size=9, italic=True, color=(90, 90, 90))]),
                  (0.34, [Text("CNPJ 76.503.218/0001-44\nAlvará sanitário nº 0412/2024\nwww.labaraucaria.com.br (fictício)",
                               size=8, align="R", color=(90, 90, 90))])], gap=2),
            Rule(1.0, color=GREEN, before=2, after=1.5)]
    patient = KV([
        [("Nome:", "LUANA BEATRIZ KOWALSKI"), ("Código:", "A-558.210")],
        [("Nascimento:", "08/08/1990"), ("DUM:", "27/02/2025")],
        [("Médico:", "Dr. Felipe Andrade Schmitt (CRM-PR 33.905)"), ("Cadastro:", "20/03/2025")],
        [("Coleta:", "21/03/2025 às 07:10"), ("Liberação:", "22/03/2025 às 15:48")],
    ], [0.64, 0.36], size=9.5, pad=0.45, hpad=0.5, label_color=GREEN, after=1.5)

    COLS = [(0.36, "L"), (0.34, "L"), (0.14, "R"), (0.16, "L")]
    H = ["Exame", "Valores de referência", "Resultado", "Unidade"]

    def tab(items, header=True):
        return Table(COLS, [[N(r), ref, V(r), U(r)] for r, ref in items], header=H if header else None,
                     rules="header", rule_color=GREEN, header_color=GREEN, size=9.5, header_size=8.5, pad=0.55,
                     zebra=ZEB, value_bold=True, before=0.3, after=0.6)

    def sec(t, mat):
        return [Heading(t, "plain", size=10.5, color=GREEN, before=2.2, after=0, hpad=0, pad=0.3),
                Text(mat, size=8, italic=True, color=(80, 80, 80), after=0.4)]

    hem = [(R("rbc", "Hemácias", "4,58", "milhões/µL"), "3,90 a 5,00"),
           (R("hgb", "Hemoglobina", "10,9", "g/dL", "*"), "12,0 a 15,5"),
           (R("hct", "Hematócrito", "34,2", "%", "*"), "35,0 a 45,0"),
           (R("mcv", "VCM", "74,6", "fL", "*"), "80,0 a 100,0"),
           (R("mch", "HCM", "23,8", "pg", "*"), "26,0 a 34,0"),
           (R("rdw", "RDW", "16,9", "%", "*"), "11,5 a 15,0"),
           (R("retic", "Reticulócitos", "0,8", "%"), "0,5 a 2,0")]
    fe = [(R("iron", "Ferro sérico", "38", "µg/dL", "*"), "50 a 170"),
          (R("tibc", "Capacidade total de ligação\ndo ferro (CTLF)", "412", "µg/dL", "*"), "250 a 400"),
          (R("tsat", "Índice de saturação da\ntransferrina", "9,2", "%", "*"), "20 a 50"),
          (R("transferrin", "Transferrina", "318", "mg/dL"), "200 a 360"),
          (R("ferritin", "Ferritina", "6,8", "ng/mL", "*"), "15 a 150")]
    vit = [(R("b12", "Vitamina B12", "312", "pg/mL"), "197 a 771"),
           (R("folate", "Ácido fólico", "5,1", "ng/mL"), "superior a 3,9"),
           (R("vitd", "25-Hidroxivitamina D", "18,4", "ng/mL", "*"),
            "Deficiência: inferior a 20\nSuficiência: 20 a 60 (pop. geral)\nGrupos de risco: 30 a 60")]
    out = [(R("pth", "Paratormônio (PTH) intacto", "71", "pg/mL", "*"), "15 a 65"),
           (R("ca", "Cálcio", "9,0", "mg/dL"), "8,8 a 10,6"),
           (R("homocys", "Homocisteína", "8,9", "µmol/L"), "5,0 a 15,0"),
           (R("tsh", "TSH", "3,02", "µUI/mL"), "0,55 a 4,78")]
    page = head + [patient] + sec("ERITROGRAMA", "Sangue total (EDTA) – contagem automatizada") + [tab(hem)] + \
        sec("PERFIL DE FERRO", "Soro – ferro: colorimétrico (ferrozina); ferritina: quimioluminescência") + [tab(fe)] + \
        [Text("O índice de saturação da transferrina é calculado: ferro sérico ÷ CTLF × 100.", size=7.8, italic=True)] + \
        sec("VITAMINAS", "Soro – quimioluminescência") + [tab(vit)] + \
        sec("METABOLISMO ÓSSEO E OUTROS", "Soro (PTH: plasma EDTA) – quimioluminescência / colorimétrico") + [tab(out)] + [
        Text("(*) Resultado fora do intervalo de referência. Resultados conferidos e liberados pela responsável "
             "técnica. Data provável para reavaliação do perfil de ferro: 21/06/2025.", size=8, before=1.5),
        Sig([["Juliana W. Cardoso", "Dra. Juliana Wosch Cardoso", "Farmacêutica-Bioquímica – CRF-PR 17.390"]],
            size=8, before=4, widths=[0.5])]
    return Report("be05", "Laboratório Araucária", "Curitiba/PR", "2025-03-21", [page], footer, font="carlito",
                  size=9.5, lh=1.25, margins=(16, 12, 16, 16),
                  features="result column after the reference range; '*' flags; zebra rows; anaemia/iron, vitamins, "
                           "PTH; names split over two lines; units milhões/µL")


# ==========================================================================
# be06 - Belém/PA - prenatal panel: urinalysis, stool, serology, blood group; 3 collection dates
# ==========================================================================
@report
def be06():
    ORNG = (180, 80, 20)
    F = "djcond"

    def footer(p, n):
        return [Rule(0.3, before=0, after=0.8),
                Text(f"Laboratório Guajará Ltda. • Trav. Padre Eutíquio, 1290 – Batista Campos – Belém/PA • (91) 3222-4815 "
                     f"• Pág. {p}/{n}", size=7.3, align="C", after=0.1),
                Text("Responsável técnico: Dr. Raimundo Nonato Ferreira Pantoja – CRF-PA 2.338 • Impresso em 10/04/2025",
                     size=7.3, align="C")]

    def head():
        return [Cols([(0.7, [Text("LABORATÓRIO GUAJARÁ", size=15, bold=True, color=ORNG, after=0.2),
                             Text("Análises Clínicas e Toxicológicas – CNES 2695529 – CNPJ 05.118.640/0001-73",
                                  size=8)]),
                      (0.3, [Text("PRÉ-NATAL\n1º TRIMESTRE", size=10, bold=True, align="R")])], gap=2),
                Rule(0.8, color=ORNG, before=1.5, after=1.5)]

    patient = Box([KV([
        [("Paciente:", "ANA CLÁUDIA DOS SANTOS MIRANDA"), ("Nº:", "2504-07-3381")],
        [("Nascimento:", "17/05/1998"), ("Sexo:", "F")],
        [("DUM:", "10/02/2025   DPP: 17/11/2025"), ("Solicitado em:", "03/04/2025")],
        [("Médica:", "Dra. Jussara Nogueira Pinheiro – CRM-PA 9.876"), ("Liberado em:", "10/04/2025")],
    ], [0.66, 0.34], size=9, pad=0.4, hpad=0.5, before=0, after=0)], pad=1.5, border=0.3, before=0, after=1.5)

    def exam(t, info):
        return [Heading(t, "box", size=10, before=2.0, after=0.6, pad=0.7, border=(60, 60, 60)),
                Text(info, size=8.2, after=0.8)]

    UCOLS = [(0.34, "L"), (0.30, "L"), (0.36, "L")]
    tk = dict(size=9, pad=0.35, hpad=1.0, value_bold=True, before=0, after=0.4)

    def utab(title, items):
        rows = [Row([title], section=True, italic=True, bold=True)]
        rows += [[Lead(N(r)), V(r, unit=True), ref] for r, ref in items]
        return Table(UCOLS, rows, **tk)

    U2 = "2025-04-08"
    fis = [(R("u_color", "Cor", "Amarelo citrino", date=U2), "Amarelo citrino"),
           (R("u_aspect", "Aspecto", "Límpido", date=U2), "Límpido"),
           (R("u_sg", "Densidade", "1,020", date=U2), "1,005 a 1,030")]
    qui = [(R("u_ph", "pH", "6,0", date=U2), "5,0 a 7,5"),
           (R("u_prot", "Proteínas", "Negativo", date=U2), "Negativo"),
           (R("u_glu", "Glicose", "Negativo", date=U2), "Negativo"),
           (R("u_ket", "Corpos cetônicos", "Negativo", date=U2), "Negativo"),
           (R("u_hgb", "Hemoglobina", "Negativo", date=U2), "Negativo"),
           (R("u_bil", "Bilirrubina", "Negativo", date=U2), "Negativo"),
           (R("u_ubg", "Urobilinogênio", "Normal", date=U2), "Normal"),
           (R("u_nit", "Nitrito", "Negativo", date=U2), "Negativo"),
           (R("u_le", "Esterase leucocitária", "Negativo", date=U2), "Negativo")]
    sed = [(R("u_epi", "Células epiteliais", "Raras", date=U2), "Raras a algumas"),
           (R("u_wbc", "Leucócitos", "4", "p/campo", date=U2), "até 5 p/campo"),
           (R("u_rbc", "Hemácias", "1", "p/campo", date=U2), "até 3 p/campo"),
           (R("u_casts", "Cilindros", "Ausentes", date=U2), "Ausentes"),
           (R("u_bact", "Bactérias", "Raras", date=U2), "Ausentes a raras"),
           (R("u_mucus", "Filamentos de muco", "Ausentes", date=U2), "Ausentes a raros")]
    p1 = head() + [patient] + exam(
        "URINA TIPO I (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)",
        "Material: urina de jato médio, 1ª micção.  Coletado em: 08/04/2025 06:40.  Método: tira reativa com "
        "leitura em reflectômetro e sedimentoscopia em microscopia óptica (400x).") + [
        Table(UCOLS, [["", "Resultado", "Valores de referência"]], size=8.2, pad=0.2, hpad=1.0, before=0, after=0.2,
              rules="none", value_bold=False, header=None),
        utab("Exame físico", fis), utab("Exame químico", qui), utab("Sedimentoscopia", sed),
        Text("Obs.: ausência de cristais. Amostra entregue no laboratório às 07:15 (tempo de transporte adequado).",
             size=8.2, before=0.8)]

    B1 = "2025-04-07"
    glu = R("glu_fast", "Glicose", "84", "mg/dL", date=B1)
    ser = [(R("hiv", "Anti-HIV 1 e 2 + Antígeno p24\n(4ª geração)", "Não reagente", date=B1), "Não reagente"),
           (R("vdrl", "VDRL", "Não reagente", date=B1), "Não reagente"),
           (R("hbsag", "HBsAg", "Não reagente", date=B1), "Não reagente"),
           (R("anti_hcv", "Anti-HCV", "Não reagente", date=B1), "Não reagente"),
           (R("anti_hbs", "Anti-HBs", "245,0", "mUI/mL", date=B1), "Imune: igual ou superior a 10,0")]
    abo = R("abo", "Grupo sanguíneo (sistema ABO)", "O", date=B1)
    rh = R("rh", "Fator Rh (D)", "Positivo", date=B1)
    F3 = "2025-04-09"
    op = R("o_p", "PARASITOLÓGICO DE FEZES", "Negativo", date=F3)
    so = R("fobt", "PESQUISA DE SANGUE OCULTO NAS FEZES", "Negativo", date=F3)
    SC = [(0.42, "L"), (0.24, "L"), (0.34, "L")]
    p2 = [Text("ANA CLÁUDIA DOS SANTOS MIRANDA – Nº 2504-07-3381 – continuação", size=8, color=(90, 90, 90)),
          Rule(0.4, color=ORNG, before=0.5, after=0.5)]
    p2 += exam("GLICOSE EM JEJUM", "Material: soro (jejum de 8 h).  Coletado em: 07/04/2025 07:05.  Método: "
                                   "enzimático (hexoquinase).") + [
        Table(SC, [["", "Resultado", "Valores de referência"], [N(glu), V(glu, unit=True),
                                                                "Gestantes: inferior a 92 mg/dL"]], **tk)]
    p2 += exam("SOROLOGIAS", "Material: soro.  Coletado em: 07/04/2025 07:05.  Método: quimioluminescência "
                             "(VDRL: floculação).") + [
        Table(SC, [[Lead(N(r)), V(r, unit=True), ref] for r, ref in ser], **tk),
        Text("Resultados não reagentes não excluem infecção em período de janela imunológica. Repetir no 3º trimestre "
             "(previsão: 28/08/2025).", size=8, before=0.4)]
    p2 += exam("IMUNO-HEMATOLOGIA", "Material: sangue total (EDTA).  Coletado em: 07/04/2025 07:05.  Método: "
                                    "hemaglutinação em tubo (provas direta e reversa).") + [
        Table(SC, [[Lead(N(abo)), V(abo), ""], [Lead(N(rh)), V(rh), ""]], **tk)]
    p2 += exam("PARASITOLÓGICO DE FEZES", "Material: fezes (amostra única).  Coletado em: 09/04/2025.  Método: "
                                          "Hoffman, Pons & Janer (sedimentação espontânea).") + [
        Table([(0.25, "L"), (0.75, "L")], [["Resultado:", V(op)]], **tk),
        Text("Não foram encontrados ovos, larvas de helmintos ou cistos de protozoários na amostra examinada.",
             size=8.2)]
    p2 += exam("PESQUISA DE SANGUE OCULTO NAS FEZES", "Material: fezes.  Coletado em: 09/04/2025.  Método: "
                                                      "imunocromatográfico (hemoglobina humana).") + [
        Table([(0.25, "L"), (0.75, "L")], [["Resultado:", V(so)], ["Referência:", "Negativo"]], **tk),
        Sig([["R. N. F. Pantoja", "Dr. Raimundo Nonato Ferreira Pantoja", "Farmacêutico-Bioquímico – CRF-PA 2.338"],
             ["Kátia L. Barbosa", "Kátia Lobato Barbosa", "Biomédica – CRBM-4 5.671"]], size=8, before=5)]
    return Report("be06", "Laboratório Guajará", "Belém/PA", "2025-04-07", [p1, p2], footer, font=F, size=9,
                  lh=1.3, margins=(16, 12, 16, 16),
                  features="prenatal panel; urinalysis (physical/chemical/sediment) with qualitative results; stool; "
                           "serology; ABO/Rh; three collection dates (blood, urine, stool); DUM/DPP distractors")


# ==========================================================================
# be07 - Salvador/BA - serif, left-bar headings, previous-result column with its date
# ==========================================================================
@report
def be07():
    PURP = (88, 44, 120)
    S = "djserif"

    def footer(p, n):
        return [Rule(0.2, color=PURP, before=0, after=0.8),
                Text("Clínica Laboratorial Itapuã • Rua Guedes Cabral, 410 – Rio Vermelho – Salvador/BA • "
                     "(71) 3334-9087 • CNPJ 31.772.604/0001-15", size=7, align="C", after=0.1),
                Text(f"Documento emitido em 08/04/2025 17:30 – página {p} de {n}", size=7, align="C")]

    def head():
        return [Cols([(0.55, [Text("Clínica Laboratorial", size=10, font=S, color=PURP, after=0),
                              Text("ITAPUÃ", size=20, bold=True, font=S, color=PURP, after=0)]),
                      (0.45, [Text("Endocrinologia laboratorial • Hormônios • Vitaminas\nCNES 7765021",
                                   size=8, align="R", italic=True, font=S)])], gap=2),
                Rule(0.4, color=PURP, before=1.5, after=2)]

    patient = KV([
        [("Cliente", "FERNANDA OLIVEIRA DE JESUS SANTANA"), ("Sexo", "Feminino")],
        [("Nascimento", "02/12/1985"), ("Data da última menstruação", "24/03/2025")],
        [("Solicitante", "Dr. Caio Menezes Barreto – CRM-BA 27.664"), ("Ficha", "ITP-44.918")],
        [("Coletado em", "04/04/2025 08:20"), ("Recebido em", "04/04/2025 09:05")],
    ], [0.56, 0.44], size=8.6, pad=0.55, hpad=1.2, label_bold=False, value_bold=True, label_color=PURP,
        lines=True, box=True, after=1.5)

    def exam(t, mat):
        return [Heading(t, "left", size=10, fill=PURP, color=PURP, font=S, before=2.5, after=0.5, pad=0.5),
                Text(mat, size=8, italic=True, color=(70, 70, 70), after=0.6)]

    C = [(0.30, "L"), (0.17, "R"), (0.13, "L"), (0.40, "L")]
    HDR = ["", "Resultado", "", "Resultado anterior"]
    tk = dict(size=9.2, pad=0.5, hpad=1.0, value_bold=True, header_size=7.8, header_color=(90, 90, 90),
              header_bold=False, header_italic=True, rules="header", rule_color=(170, 150, 190), before=0, after=0.6)

    def rows(items):
        out = []
        for r, prev in items:
            cell = ""
            if prev:
                v, d, iso = prev
                pr = R(r.key, r.name, v, r.unit, "", iso)
                cell = V(pr, unit=True, fmt="{v}  em " + d)
            out.append([N(r), V(r), U(r), cell])
        return out

    def refs(t):
        return Text(t, size=7.8, color=(60, 60, 60), after=0.5)

    P1, P2 = ("19/09/2024", "2024-09-19"), ("11/03/2024", "2024-03-11")
    tir = [(R("tsh", "TSH", "5,87", "µUI/mL", "Alto"), ("3,94",) + P1),
           (R("ft4", "T4 livre", "0,98", "ng/dL"), ("1,06",) + P1),
           (R("t3", "T3 total", "96", "ng/dL"), None),
           (R("tpo_ab", "Anti-TPO", "187,4", "UI/mL", "Alto"), None),
           (R("tg_ab", "Anti-tireoglobulina", "inferior a 1,3", "UI/mL"), None)]
    hs = [(R("fsh", "FSH", "6,2", "mUI/mL"), None), (R("lh", "LH", "7,9", "mUI/mL"), None),
          (R("e2", "Estradiol", "84", "pg/mL"), None), (R("prl", "Prolactina", "14,8", "ng/mL"), None),
          (R("prog", "Progesterona", "0,34", "ng/mL"), None),
          (R("testo", "Testosterona total", "32", "ng/dL"), None)]
    vit = [(R("vitd", "25-OH vitamina D", "27,5", "ng/mL"), ("19,8",) + P2),
           (R("b12", "Vitamina B12", "428", "pg/mL"), ("255",) + P2)]
    adr = [(R("cortisol_am", "Cortisol (8 h)", "13,2", "µg/dL"), None),
           (R("dheas", "SDHEA", "168", "µg/dL"), None),
           (R("insulin", "Insulina basal", "9,6", "µUI/mL"), None)]
    p1 = head() + [patient] + exam("PAINEL TIREOIDIANO", "Material: soro • Método: eletroquimioluminescência") + [
        Table(C, rows(tir), header=HDR, **tk),
        refs("Valores de referência: TSH 0,45 a 4,50 µUI/mL • T4 livre 0,70 a 1,48 ng/dL • T3 total 80 a 200 ng/dL • "
             "Anti-TPO inferior a 5,6 UI/mL • Anti-tireoglobulina inferior a 4,1 UI/mL.")] + exam(
        "HORMÔNIOS SEXUAIS", "Material: soro • Método: quimioluminescência • Dia do ciclo na coleta: 12º") + [
        Table(C, rows(hs), header=HDR, **tk),
        Table([(0.22, "L"), (0.26, "L"), (0.26, "L"), (0.26, "L")],
              [["FSH (mUI/mL)", "3,5 a 12,5", "4,7 a 21,5", "1,7 a 7,7"],
               ["LH (mUI/mL)", "2,4 a 12,6", "14,0 a 95,6", "1,0 a 11,4"],
               ["Estradiol (pg/mL)", "12,5 a 166,0", "85,8 a 498,0", "43,8 a 211,0"],
               ["Progesterona (ng/mL)", "0,06 a 0,89", "0,12 a 12,0", "1,83 a 23,9"]],
              header=["Referências", "Fase folicular", "Pico ovulatório", "Fase lútea"], size=7.6, header_size=7.6,
              pad=0.2, hpad=1.0, rules="none", header_italic=True, before=0, after=0.3),
        refs("Prolactina: 4,8 a 23,3 ng/mL (não gestantes) • Testosterona total (mulheres): 8,4 a 48,1 ng/dL. "
             "Pós-menopausa: FSH 25,8 a 134,8 mUI/mL.")]
    p2 = [Text("FERNANDA OLIVEIRA DE JESUS SANTANA • Ficha ITP-44.918 • coleta 04/04/2025", size=8, font=S,
               color=(90, 90, 90)), Rule(0.3, color=PURP, before=0.5, after=0.5)]
    p2 += exam("VITAMINAS", "Material: soro • Método: quimioluminescência") + [
        Table(C, rows(vit), header=HDR, **tk),
        refs("25-OH vitamina D: superior a 20 ng/mL (população saudável até 60 anos); 30 a 60 ng/mL (grupos de "
             "risco). Vitamina B12: 197 a 771 pg/mL.")]
    p2 += exam("SUPRARRENAL E METABOLISMO", "Material: soro (coleta às 08:20, jejum de 10 h) • Método: "
                                              "quimioluminescência") + [
        Table(C, rows(adr), header=HDR, **tk),
        refs("Cortisol (coleta entre 7 e 10 h): 6,2 a 19,4 µg/dL • SDHEA (35 a 44 anos): 60,9 a 337,0 µg/dL • "
             "Insulina basal: 2,6 a 24,9 µUI/mL."),
        Text("Nota: a interpretação do TSH deve considerar uso de biotina (suspender 72 h antes da coleta). "
             "Paciente informa uso de levotiroxina desde 15/01/2025.", size=8, before=2),
        Text("Os resultados anteriores são apresentados apenas para comparação e referem-se a amostras processadas "
             "por este laboratório, nas datas indicadas.", size=8),
        Sig([["Luciana A. Bittencourt", "Dra. Luciana Almeida Bittencourt", "Médica patologista clínica – CRM-BA 19.045"],
             ["Jorge V. Nascimento", "Dr. Jorge Valter do Nascimento", "Farmacêutico-Bioquímico – CRF-BA 3.887"]],
            size=8, before=6)]
    return Report("be07", "Clínica Laboratorial Itapuã", "Salvador/BA", "2025-04-04", [p1, p2], footer, font=S,
                  size=9, lh=1.3, margins=(16, 13, 16, 16), rule=(110, 90, 130),
                  features="serif; left-bar headings; previous-result column with its own date; 'Alto' flags; "
                           "'inferior a' value; reference tables (not results); DUM distractor")


# ==========================================================================
# be08 - Goiânia/GO - dense serif table, shaded section rows, ↑/↓ flags, coagulation + liver + kidney
# ==========================================================================
@report
def be08():
    BR = (92, 64, 30)
    S = "lserif"

    def footer(p, n):
        return [Rule(0.4, before=0, after=0.6),
                Cols([(0.72, [Text("Cerrado Diagnósticos Laboratoriais Ltda. – Av. T-63, 1120 – Setor Bueno – Goiânia/GO\n"
                                   "CNPJ 02.661.907/0001-31 – Resp. técnico: Dr. Anselmo Borges Queiroz – CRBM-3 7.224",
                                   size=7)]),
                      (0.28, [Text(f"Pág. {p} de {n}\nImpressão: 26/02/2025 07:15", size=7, align="R")])], gap=2)]

    head = [Heading("CERRADO DIAGNÓSTICOS", "double", size=15, font=S, align="C", before=0, after=0.5, pad=1.2,
                    border=BR, color=BR),
            Text("Laboratório de Análises Clínicas  –  Goiânia – GO  –  Fone (62) 3251-0770", size=8.5, align="C",
                 font=S, after=1.5)]
    patient = KV([
        [("Paciente:", "ROGÉRIO AUGUSTO CARVALHO MENDES"), ("Registro:", "GO-118.402"), ("Sexo:", "M")],
        [("Dt. nasc.:", "15/07/1967"), ("Solicitação:", "20/02/2025"), ("Coleta:", "25/02/2025 07:48")],
        [("Médico:", "Dr. Wellington de Paula Rocha CRM-GO 12.773"), ("Cirurgia prevista:", "10/03/2025"),
         ("Liberação:", "25/02/2025 18:10")],
    ], [0.44, 0.30, 0.26], size=8, pad=0.35, hpad=0.8, box=True, after=1.2, font=S)
    SEC = (226, 218, 204)
    C = [(0.34, "L"), (0.14, "R"), (0.13, "L"), (0.39, "L")]
    rows = []

    def sec(t):
        rows.append(Row([t], section=True))

    def add(r, ref):
        rows.append([N(r), V(r), U(r), ref])

    sec("COAGULAÇÃO  –  plasma citratado  –  coagulometria")
    add(R("pt_s", "Tempo de protrombina (TP)", "13,8", "s"), "10,0 a 14,0 s")
    rows.append(["Tempo do plasma controle", "12,4", "s", "(pool normal do lote)"])
    add(R("inr", "RNI", "1,12"), "0,90 a 1,20")
    add(R("aptt_s", "Tempo de tromboplastina\nparcial ativada (TTPa)", "31,5", "s"), "25,0 a 35,0 s\n(controle: 29,8 s)")
    add(R("fib", "Fibrinogênio", "412", "mg/dL", "↑"), "200 a 400 mg/dL")
    sec("FUNÇÃO HEPÁTICA  –  soro")
    add(R("ast", "Aspartato aminotransferase (AST/TGO)", "48", "U/L", "↑"), "até 40 U/L")
    add(R("alt", "Alanina aminotransferase (ALT/TGP)", "67", "U/L", "↑"), "até 41 U/L")
    add(R("ggt", "Gama-glutamiltransferase\n(GGT)", "154", "U/L", "↑"), "8 a 61 U/L")
    add(R("alp", "Fosfatase alcalina", "142", "U/L", "↑"), "40 a 129 U/L")
    add(R("tbil", "Bilirrubina total", "1,38", "mg/dL", "↑"), "até 1,20 mg/dL")
    add(R("dbil", "Bilirrubina direta", "0,46", "mg/dL", "↑"), "até 0,30 mg/dL")
    add(R("ibil", "Bilirrubina indireta", "0,92", "mg/dL"), "até 1,00 mg/dL")
    add(R("tprot", "Proteínas totais", "6,9", "g/dL"), "6,4 a 8,3 g/dL")
    add(R("alb", "Albumina", "3,4", "g/dL", "↓"), "3,5 a 5,2 g/dL")
    add(R("glob", "Globulinas", "3,5", "g/dL"), "2,3 a 3,5 g/dL")
    add(R("ag_ratio", "Relação albumina/globulina", "0,97", "", "↓"), "1,00 a 2,20")
    sec("FUNÇÃO RENAL  –  soro")
    add(R("urea", "Ureia", "29", "mg/dL"), "17 a 49 mg/dL")
    add(R("creat", "Creatinina", "0,94", "mg/dL"), "0,70 a 1,20 mg/dL")
    add(R("egfr", "TFG estimada (CKD-EPI 2021)", "> 90", "mL/min/1,73 m²"), "> 60 mL/min/1,73 m²")
    sec("PÂNCREAS E ENZIMAS MUSCULARES  –  soro")
    add(R("amylase", "Amilase", "61", "U/L"), "28 a 100 U/L")
    add(R("lipase", "Lipase", "38", "U/L"), "13 a 60 U/L")
    add(R("ck", "Creatinoquinase (CK total)", "112", "U/L"), "39 a 308 U/L")
    add(R("ldh", "Desidrogenase lática (LDH)", "205", "U/L"), "135 a 225 U/L")
    t = Table(C, rows, header=["EXAME", "RESULTADO", "UNIDADE", "VALORES DE REFERÊNCIA"], rules="rows",
              rule_color=(170, 160, 140), section_fill=SEC, header_fill=BR, header_color=(255, 255, 255),
              header_size=7.8, size=8.6, pad=0.5, hpad=1.2, flag_bold=True, before=0.5, after=1)
    page = head + [patient, t,
                   Text("↑ acima e ↓ abaixo do intervalo de referência. RNI calculado com ISI 1,02 do "
                        "reagente (lote 240918). Globulinas e relação A/G são calculadas a partir das proteínas totais e "
                        "da albumina. Bilirrubina indireta = total – direta.", size=7.5, font=S, after=0.6),
                   Text("Métodos: TP/TTPa/fibrinogênio – coagulométrico (Clauss); enzimas – cinético IFCC a 37 °C; "
                        "bilirrubinas – diazo; proteínas – biureto; albumina – verde de bromocresol; creatinina – Jaffé.",
                        size=7.5, font=S),
                   Sig([["Anselmo B. Queiroz", "Dr. Anselmo Borges Queiroz", "Biomédico – CRBM-3 7.224"]],
                       size=7.5, before=4, widths=[0.45])]
    return Report("be08", "Cerrado Diagnósticos Laboratoriais", "Goiânia/GO", "2025-02-25", [page], footer, font=S,
                  size=8.6, lh=1.25, margins=(13, 11, 13, 15), rule=(60, 60, 60),
                  features="dense serif single table with shaded section rows and filled header; ↑/↓ flags; "
                           "coagulation with control times (not results); liver and kidney panels; split names; "
                           "eGFR '> 90'")


# ==========================================================================
# be09 - Fortaleza/CE - generous, large results, method line under each name; repeat glucose on another day
# ==========================================================================
@report
def be09():
    SEA = (0, 110, 160)

    def footer(p, n):
        return [Rule(0.2, color=(160, 160, 160), before=0, after=1),
                Text(f"Laboratório Iracema • Av. Santos Dumont, 3131 – Aldeota – Fortaleza/CE • (85) 3261-7400 • "
                     f"CNES 5512301 • {p}/{n}", size=7.5, align="C", color=(90, 90, 90))]

    head = [Cols([(0.5, [Text("iracema", size=24, bold=True, color=SEA, after=0),
                         Text("LABORATÓRIO", size=8.5, color=(110, 110, 110), after=0)]),
                  (0.5, [Text("Diretora técnica: Dra. Lívia Façanha Holanda\nCRF-CE 3.905  •  CNPJ 10.392.551/0001-86",
                              size=8, align="R", color=(90, 90, 90))])], gap=2),
            Spacer(4)]
    patient = Table([(0.5, "L"), (0.25, "L"), (0.25, "L")], [
        ["Paciente", "Nascimento", "Sexo"],
        ["FRANCISCO DAS CHAGAS MOREIRA NETO", "19/03/1966", "Masculino"],
        ["Médico solicitante", "Data da solicitação", "Pedido"],
        ["Dr. Artur Sidrim Bezerra – CRM-CE 11.287", "09/01/2025", "IR-2501-0981"],
        ["Coleta (1ª amostra)", "Coleta (2ª amostra)", "Laudo liberado"],
        ["14/01/2025 07:12", "21/01/2025 07:02", "21/01/2025 15:40"],
    ], size=9.5, pad=0.3, hpad=0, rules="none", before=0, after=3)
    for i, row in enumerate(patient.rows):
        if i % 2 == 0:
            row.size, row.color = 7.5, (110, 110, 110)
        else:
            row.bold = True
    C = [(0.52, "L"), (0.16, "R"), (0.12, "L"), (0.20, "L")]

    def exam(title, items, info):
        rows = []
        for r, method, ref in items:
            rows.append(Row([r.name + "\n" + method, V(r), U(r), ref]))
        return [Heading(title, "plain", size=8, color=SEA, before=3.5, after=0.3, hpad=0, pad=0.2),
                Rule(0.4, color=SEA, before=0, after=0.3),
                Table(C, rows, size=10.5, pad=1.0, hpad=1.2, rules="rows", rule_color=(215, 215, 215), value_bold=True,
                      before=0, after=0.3)] + ([Text(info, size=7.8, color=(100, 100, 100), after=0.3)] if info else [])

    D2 = "2025-01-21"
    glyc = [(R("glu_fast", "Glicose em jejum", "128", "mg/dL", "↑"), "Soro • hexoquinase", "70 a 99"),
            (R("glu_fast", "Glicose em jejum – 2ª amostra", "131", "mg/dL", "↑", D2), "Soro • coletada em 21/01/2025",
             "70 a 99"),
            (R("hba1c", "Hemoglobina glicada – HbA1c", "6,8", "%", "↑"), "Sangue total • imunoturbidimetria", "até 5,6"),
            (R("eag", "Glicose média estimada", "148", "mg/dL"), "Calculada (ADAG)", "—"),
            (R("insulin", "Insulina de jejum", "18,2", "µUI/mL"), "Soro • quimioluminescência", "2,6 a 24,9")]
    lip = [(R("chol", "Colesterol total", "224", "mg/dL"), "Soro • enzimático", "< 190"),
           (R("hdl", "Colesterol HDL", "38", "mg/dL", "↓"), "Soro • enzimático homogêneo", "> 40"),
           (R("ldl_calc", "Colesterol LDL", "146", "mg/dL"), "Calculado • Friedewald", "< 130"),
           (R("nonhdl", "Colesterol não-HDL", "186", "mg/dL"), "Calculado", "< 160"),
           (R("vldl_calc", "Colesterol VLDL", "40", "mg/dL"), "Calculado", "< 30"),
           (R("trig", "Triglicerídeos", "200", "mg/dL", "↑"), "Soro • enzimático", "< 150")]
    oth = [(R("urate", "Ácido úrico", "6,9", "mg/dL"), "Soro • uricase", "3,4 a 7,0"),
           (R("creat", "Creatinina", "1,02", "mg/dL"), "Soro • Jaffé", "0,70 a 1,20"),
           (R("na", "Sódio", "139", "mmol/L"), "Soro • ISE", "136 a 145"),
           (R("k", "Potássio", "4,4", "mmol/L"), "Soro • ISE", "3,5 a 5,1"),
           (R("alt", "ALT (TGP)", "44", "U/L", "↑"), "Soro • IFCC", "até 41"),
           (R("hscrp", "Proteína C reativa ultrassensível", "3,4", "mg/L"), "Soro • imunoturbidimetria",
            "risco CV:\n< 1 baixo; > 3 alto")]
    p1 = head + [patient] + exam("METABOLISMO GLICÍDICO", glyc,
                                 "Critérios ADA/SBD: glicose de jejum ≥ 126 mg/dL em duas amostras ou HbA1c ≥ 6,5 % "
                                 "são compatíveis com diabetes. GME = 28,7 × HbA1c − 46,7.") + \
        exam("PERFIL LIPÍDICO", lip, "Jejum de 12 h. Metas individualizadas conforme o risco cardiovascular "
                                     "(SBC 2017).")
    p2 = [Text("FRANCISCO DAS CHAGAS MOREIRA NETO  •  Pedido IR-2501-0981", size=8, color=(110, 110, 110)),
          Rule(0.2, color=(160, 160, 160), before=0.5, after=0.5)] + \
        exam("BIOQUÍMICA E MARCADORES", oth, "Coleta de 14/01/2025. Próximo controle sugerido: abril/2025 "
                                            "(retorno agendado para 22/04/2025).") + [
        Sig([["Lívia F. Holanda", "Dra. Lívia Façanha Holanda", "Farmacêutica-Bioquímica – CRF-CE 3.905"]],
            size=8.5, before=10, widths=[0.5])]
    return Report("be09", "Laboratório Iracema", "Fortaleza/CE", "2025-01-14", [p1, p2], footer, font="lsans",
                  size=10, lh=1.3, margins=(20, 14, 20, 16),
                  features="generous layout, method line under each name; repeat fasting glucose on another day; "
                           "'Colesterol HDL'; ↑/↓ flags; lipids, glycaemia, hs-CRP")


# ==========================================================================
# be10 - Manaus/AM - two columns of boxed sections, 'Alto'/'Baixo' flags, 'superior a'/'inferior a'
# ==========================================================================
@report
def be10():
    GRN = (0, 90, 70)
    F_ = "djsans"
    SZ = 7.9

    def footer(p, n):
        return [Rule(0.25, before=0, after=0.7),
                Text("Laboratório Rio Negro – Rua Ramos Ferreira, 1677 – Centro – Manaus/AM – CEP 69010-120 – "
                     "(92) 3622-1408", size=6.8, align="C", after=0.1),
                Text(f"Impresso em 06/05/2025 19:12 – Página {p} de {n} – Este laudo só tem validade com assinatura "
                     "eletrônica", size=6.8, align="C")]

    head = [Cols([(0.13, [Logo("RN", 17, 13, "rect", GRN, size=13)]),
                  (0.52, [Text("LABORATÓRIO RIO NEGRO", size=13.5, bold=True, color=GRN, after=0.2),
                          Text("Análises clínicas • Imunologia • Marcadores tumorais", size=8, after=0)]),
                  (0.35, [Text("CNPJ 04.227.815/0001-50\nCNES 2017396\nRT: Dr. Thiago Mafra Lins – CRM-AM 6.811",
                               size=7.3, align="R")])], gap=2),
            Spacer(2.5)]
    patient = KV([
        [("PACIENTE", "MANOEL BENEDITO SAMPAIO CORRÊA"), ("OS", "RN-0502-7713")],
        [("NASC.", "05/05/1958 – 66 anos"), ("SEXO", "MASCULINO")],
        [("MÉDICO", "DR. LÚCIO AMAZONAS PEREIRA – CRM-AM 4.219"), ("SOLICITAÇÃO", "28/04/2025")],
        [("COLETA", "02/05/2025 07:30"), ("LIBERAÇÃO", "06/05/2025 18:55")],
    ], [0.62, 0.38], size=8, pad=0.45, hpad=1.2, label_color=GRN, fill=(232, 242, 238), after=2)
    C = [(0.36, "L"), (0.26, "R"), (0.13, "L"), (0.25, "L")]

    def box(title, items, note=None, cols=C):
        rows = [[N(r), V(r), U(r), ref] for r, ref in items]
        bl = [Heading(title, "bar", size=8, fill=GRN, color=(255, 255, 255), before=0, after=0.4, pad=0.5, hpad=1.0),
              Table(cols, rows, header=["Exame", "Resultado", "Unid.", "Referência"], size=SZ, header_size=6.8,
                    header_color=(90, 90, 90), header_bold=False, rules="rows", rule_color=(205, 215, 210),
                    pad=0.45, hpad=0.9, value_bold=True, before=0, after=0.4)]
        if note:
            bl.append(Text(note, size=6.6, color=(70, 70, 70), after=0.2))
        return Box(bl, pad=1.0, border=0.3, color=GRN, before=0, after=2.5)

    tum = [(R("psa", "PSA total", "5,62", "ng/mL", "Alto"), "até 4,00"),
           (R("fpsa", "PSA livre", "0,84", "ng/mL"), "—"),
           (R("fpsa_ratio", "Relação PSA\nlivre/total", "15", "%", "Baixo"), "superior a 25"),
           (R("cea", "CEA", "2,1", "ng/mL"), "até 5,0"),
           (R("ca199", "CA 19-9", "inferior a 2,0", "U/mL"), "até 37,0"),
           (R("afp", "Alfafetoproteína", "3,2", "ng/mL"), "até 8,0")]
    imu = [(R("rf", "Fator reumatoide", "inferior a 8,0", "UI/mL"), "até 14,0"),
           (R("aslo", "Antiestreptolisina O", "112", "UI/mL"), "até 200"),
           (R("crp", "Proteína C reativa", "0,8", "mg/dL", "Alto"), "até 0,5"),
           (R("esr", "VHS (1ª hora)", "18", "mm"), "até 20")]
    bio = [(R("glu_fast", "Glicose (jejum)", "101", "mg/dL", "Alto"), "70 a 99"),
           (R("creat", "Creatinina", "1,21", "mg/dL", "Alto"), "0,70 a 1,20"),
           (R("tsh", "TSH", "2,66", "µUI/mL"), "0,40 a 4,30"),
           (R("testo", "Testosterona total", "388", "ng/dL"), "249 a 836"),
           (R("ferritin", "Ferritina", "412", "ng/mL", "Alto"), "30 a 400")]
    SC = [(0.27, "L"), (0.33, "R"), (0.15, "L"), (0.25, "L")]
    ser = [(R("hbsag", "HBsAg", "Não reagente"), "Não reagente"),
           (R("anti_hbc", "Anti-HBc total", "Reagente", flag="*"), "Não reagente"),
           (R("anti_hbs", "Anti-HBs", "superior a 1.000", "mUI/mL"), "Imune: ≥ 10"),
           (R("anti_hcv", "Anti-HCV", "Não reagente"), "Não reagente"),
           (R("hiv", "HIV 1/2\n(Ag p24 + Ac)", "Não reagente"), "Não reagente")]
    ser_rows = [[N(r), V(r), U(r), ref] for r, ref in ser]
    ser_box = Box([Heading("SOROLOGIA – HEPATITES E HIV", "bar", size=8, fill=GRN, color=(255, 255, 255), before=0,
                           after=0.4, pad=0.5, hpad=1.0),
                   Table(SC, ser_rows, header=["Exame", "Resultado", "Unid.", "Referência"], size=SZ, header_size=6.8,
                         header_color=(90, 90, 90), header_bold=False, rules="rows", rule_color=(205, 215, 210),
                         pad=0.45, hpad=0.9, value_bold=True, before=0, after=0.4),
                   Text("Soro – quimioluminescência (CMIA). Anti-HBs superior a 1.000 mUI/mL: título acima do limite "
                        "de quantificação. (*) Anti-HBc reagente com HBsAg não reagente e anti-HBs reagente: perfil "
                        "compatível com infecção passada pelo HBV, com imunidade.", size=6.6, color=(70, 70, 70))],
                  pad=1.0, border=0.3, color=GRN, before=0, after=2.5)
    left = [box("MARCADORES TUMORAIS", tum, "Soro – quimioluminescência. PSA: jejum sexual de 48 h; toque retal "
                                            "informado em 15/04/2025. Relação PSA livre/total calculada."),
            box("IMUNOLOGIA / INFLAMAÇÃO", imu, "Fator reumatoide, ASLO e PCR: turbidimetria. VHS: Westergren.")]
    right = [ser_box,
             box("BIOQUÍMICA E HORMÔNIOS", bio, "Soro. Glicose: hexoquinase; creatinina: Jaffé; TSH, testosterona "
                                               "e ferritina: quimioluminescência.")]
    page = head + [patient, Cols([(0.5, left), (0.5, right)], gap=4),
                   Text("Alto / Baixo: resultado acima / abaixo do valor de referência. Valores de referência para "
                        "homens adultos. Resultados de marcadores tumorais obtidos por métodos diferentes não são "
                        "intercambiáveis.", size=7.2, before=1),
                   Sig([["Thiago M. Lins", "Dr. Thiago Mafra Lins", "Médico patologista clínico – CRM-AM 6.811"],
                        ["Sâmia R. Cordeiro", "Sâmia Rebelo Cordeiro", "Biomédica – CRBM-6 3.390"]], size=7.5, before=5)]
    return Report("be10", "Laboratório Rio Negro", "Manaus/AM", "2025-05-02", [page], footer, font=F_, size=SZ,
                  lh=1.25, margins=(12, 11, 12, 14),
                  features="two columns of boxed sections with bar headings; 'Alto'/'Baixo' flags; tumour markers; "
                           "hepatitis/HIV serology incl. 'Reagente'; 'superior a 1.000' and 'inferior a' values")


# ==========================================================================
# be11 - Florianópolis/SC - "relatório evolutivo": ruled grid with four dated columns
# ==========================================================================
@report
def be11():
    BLUE = (30, 70, 130)
    HF = (214, 226, 242)

    def footer(p, n):
        return [Rule(0.3, color=BLUE, before=0, after=0.8),
                Cols([(0.8, [Text("Laboratório Lagoa da Conceição – Rod. Admar Gonzaga, 440 – Itacorubi – "
                                  "Florianópolis/SC – (48) 3234-8800 – CNES 6102385\nEmitido em 07/05/2025 09:20 por "
                                  "LIS Lagoa v4.2. Os resultados anteriores constam do banco de dados do laboratório.",
                                  size=7.5)]),
                      (0.2, [Text(f"{p}/{n}", size=9, bold=True, align="R")])], gap=2)]

    head = [Heading("LABORATÓRIO LAGOA DA CONCEIÇÃO", "bar", size=14, fill=BLUE, color=(255, 255, 255), before=0,
                    after=0, pad=1.8, hpad=3),
            Heading("RELATÓRIO EVOLUTIVO DE RESULTADOS", "shade", size=9.5, fill=HF, border=BLUE, color=BLUE,
                    before=0, after=2, pad=0.8, hpad=3, right="CNPJ 83.117.460/0001-02")]
    patient = KV([
        [("Paciente:", "IVONE TEREZINHA SCHMITZ DA LUZ"), ("Prontuário:", "LC-0077351")],
        [("Data de nascimento:", "11/10/1949"), ("Sexo:", "Feminino")],
        [("Médico:", "Dr. Gustavo Henrique Koerich – CRM-SC 14.602"), ("Última coleta:", "06/05/2025 07:25")],
        [("Indicação:", "controle de anticoagulação oral (varfarina)"), ("Próxima coleta:", "03/06/2025")],
    ], [0.64, 0.36], size=9, pad=0.5, hpad=1.5, box=True, lines=True, after=2)
    DATES = [("06/05/2025", "2025-05-06"), ("08/04/2025", "2025-04-08"), ("11/03/2025", "2025-03-11"),
             ("10/02/2025", "2025-02-10")]

    def grid(title, spec, ncol=4):
        rows = []
        for key, name, unit, vals, ref in spec:
            cells = [name if "\n" in name else None]
            first = None
            for (d, iso), v in zip(DATES[:ncol], vals):
                if v is None:
                    cells.append("—")
                    continue
                val, flag = (v if isinstance(v, tuple) else (v, ""))
                r = R(key, name, val, unit, flag, iso)
                first = first or r
                cells.append(V(r))
            cells[0] = N(first)
            rows.append(cells + [unit, ref])
        w_date = 0.50 / ncol
        cols = [(0.25, "L")] + [(w_date, "C")] * ncol + [(0.10, "L"), (0.15, "L")]
        hdr = ["Exame"] + [d for d, _ in DATES[:ncol]] + ["Unidade", "Referência"]
        return [Heading(title, "plain", size=10, color=BLUE, before=2.5, after=0.6, hpad=0, pad=0.2),
                Table(cols, rows, header=hdr, rules="grid", header_fill=HF, header_size=8.3, size=9, pad=0.6,
                      hpad=1.2, rule_color=(120, 140, 170), before=0, after=0.5)]

    coag = [("pt_s", "Tempo de protrombina", "s", [("27,4", "*"), ("31,2", "*"), ("24,9", "*"), ("22,6", "*")],
             "10,0 a 13,5"),
            ("inr", "RNI (INR)", "", [("2,4", ""), ("2,8", ""), ("2,2", ""), ("1,9", "*")], "alvo: 2,0 a 3,0")]
    hemo = [("hgb", "Hemoglobina", "g/dL", ["12,4", None, "12,1", None], "12,0 a 15,5"),
            ("hct", "Hematócrito", "%", ["37,8", None, "36,9", None], "35,0 a 45,0"),
            ("wbc", "Leucócitos", "/mm³", ["6.100", None, "5.870", None], "4.000 a 10.000"),
            ("plt", "Plaquetas", "/mm³", ["231.000", None, "219.000", None], "150.000 a\n450.000")]
    lip = [("chol", "Colesterol total", "mg/dL", ["168", None, None, "181"], "< 190"),
           ("hdl", "Colesterol - HDL", "mg/dL", ["57", None, None, "55"], "> 50"),
           ("ldl_calc", "Colesterol - LDL", "mg/dL", ["88", None, None, "101"], "< 100"),
           ("trig", "Triglicerídeos", "mg/dL", ["115", None, None, "125"], "< 150")]
    page = head + [patient] + grid("COAGULAÇÃO – plasma citratado", coag) + [
        Text("* fora do intervalo de referência/alvo terapêutico. TP por coagulometria óptica, tromboplastina com ISI "
             "0,98. Para pacientes anticoagulados o alvo terapêutico é definido pelo médico assistente.", size=7.8,
             after=0.5)] + grid("HEMOGRAMA – resumo (sangue total EDTA)", hemo) + grid(
        "PERFIL LIPÍDICO – soro", lip) + [
        Text("LDL calculado pela equação de Friedewald. Nos campos com “—” o exame não foi solicitado na data.",
             size=7.8, after=0.5),
        Text("Datas das coletas (colunas): 06/05/2025 (atual), 08/04/2025, 11/03/2025 e 10/02/2025. Data do primeiro "
             "atendimento da paciente neste laboratório: 14/09/2021.", size=7.8),
        Sig([["Marina K. Vieira", "Dra. Marina Kretzer Vieira", "Farmacêutica-Bioquímica – CRF-SC 5.218"]],
            size=8, before=5, widths=[0.5])]
    return Report("be11", "Laboratório Lagoa da Conceição", "Florianópolis/SC", "2025-05-06", [page], footer,
                  font="carlito", size=9, lh=1.25, margins=(14, 12, 14, 17),
                  features="cumulative report: grid with four dated columns (each cell a result with its own date); "
                           "'Colesterol - HDL'; INR series; '*' flags")


# ==========================================================================
# be12 - Campo Grande/MS - plain typewriter text, reference range BEFORE the result, dotted leaders
# ==========================================================================
@report
def be12():
    M = "lmono"
    SZ = 8.8
    EQ = "=" * 80

    def footer(p, n):
        return [Text(EQ, size=SZ, font=M, pre=True, after=0),
                Text(f"Laboratorio Pantanal de Analises Clinicas - Campo Grande/MS          Folha {p}/{n}", size=SZ,
                     font=M, pre=True, after=0),
                Text("Liberado em 02/05/2025 16:44. Retorno ao consultorio: 15/05/2025.", size=SZ, font=M, pre=True)]

    def head():
        return [Text("Laboratorio Pantanal de Analises Clinicas", size=12, bold=True, font=M, after=0.2),
                Text("Rua 14 de Julho, 2960 - Centro - Campo Grande/MS - CEP 79002-333\n"
                     "Fone (67) 3384-2215 - CNPJ 15.409.772/0001-08 - CNES 9035881", size=SZ, font=M, pre=True,
                     after=0),
                Text(EQ, size=SZ, font=M, pre=True, after=0)]

    ident = Text(
        "Paciente : Marlene Aparecida Goncalves Vieira          Registro: 0430-2281\n"
        "Nascto.  : 26/02/1971  (54 anos)   Sexo: F              DUM.....: 19/04/2024\n"
        "Medico   : Dra. Simone Rezende Arakaki  CRM-MS 6305    Entrada.: 30/04/2025 07:51\n"
        "Material colhido em 30/04/2025 07:58                   Emissao.: 02/05/2025 16:44",
        size=SZ, font=M, pre=True, after=0)
    C = [(0.36, "L"), (0.27, "L"), (0.19, "R"), (0.18, "L")]
    tk = dict(font=M, size=SZ, pad=0.2, hpad=0.6, before=0, after=0.3, value_bold=True)

    def sec(title, met):
        return [Text(title, size=9.5, bold=True, font=M, before=2.2, after=0),
                Text(met, size=SZ, font=M, pre=True, after=0.5)]

    def tab(items, header=False):
        return Table(C, [[Lead(N(r)), "VR: " + ref, V(r), U(r)] for r, ref in items],
                     header=["", "Valor de referencia", "Resultado", ""] if header else None,
                     header_bold=False, header_size=SZ, **tk)

    tum = [(R("ca125", "CA 125", "12,6", "U/mL"), "ate 35,0"),
           (R("ca153", "CA 15-3", "18,9", "U/mL"), "ate 25,0"),
           (R("cea", "Antigeno carcinoembrionario\n(CEA)", "1,4", "ng/mL"), "ate 5,0"),
           (R("bhcg", "Gonadotrofina corionica\nfracao beta (beta-HCG)", "inferior a 1,2", "mUI/mL"), "ate 5,0")]
    hor = [(R("fsh", "FSH", "58,4", "mUI/mL"), "pos-menop. 25,8\na 134,8"),
           (R("e2", "Estradiol", "inferior a 20", "pg/mL"), "pos-menop. ate\n54,7"),
           (R("tsh", "TSH", "1,45", "µUI/mL"), "0,38 a 5,33"),
           (R("ft4", "T4 livre", "1,12", "ng/dL"), "0,61 a 1,12")]
    bio = [(R("glu", "Glicose", "92", "mg/dL"), "70 a 99"),
           (R("hba1c", "Hemoglobina glicada (A1c)", "5,4", "%"), "ate 5,6"),
           (R("urea", "Ureia", "26", "mg/dL"), "15 a 45"),
           (R("creat", "Creatinina", "0,71", "mg/dL"), "0,51 a 0,95"),
           (R("na", "Sodio", "141", "mmol/L"), "136 a 145"),
           (R("k", "Potassio", "3,3", "mmol/L", "L"), "3,5 a 5,1"),
           (R("cl", "Cloretos", "101", "mmol/L"), "98 a 107"),
           (R("amylase", "Amilase", "74", "U/L"), "28 a 100"),
           (R("b12", "Vitamina B12", "superior a 2.000", "pg/mL"), "197 a 771")]
    p1 = head() + [ident, Text(EQ, size=SZ, font=M, pre=True, after=0.5)] + \
        sec("MARCADORES TUMORAIS E BETA-HCG", "Material: soro   Metodo: quimioluminescencia") + [tab(tum, True)] + [
        Text("Beta-HCG: resultado inferior a 5,0 mUI/mL e considerado negativo para gestacao.", size=SZ, font=M)] + \
        sec("HORMONIOS", "Material: soro   Metodo: quimioluminescencia") + [tab(hor, True)] + \
        sec("BIOQUIMICA", "Material: soro (A1c: sangue total EDTA)   Metodo: automatizado") + [tab(bio, True)] + [
        Text("(L) valor abaixo do intervalo de referencia.\n"
             "Vitamina B12 acima do limite de quantificacao do metodo (2.000 pg/mL);\n"
             "paciente em uso de suplementacao desde 03/2025.", size=SZ, font=M, pre=True, before=1),
        Text(EQ, size=SZ, font=M, pre=True, before=2, after=0),
        Text("Assinado eletronicamente por:\n"
             "Dr. Edson Takeshi Yamamoto - Farmaceutico-Bioquimico - CRF-MS 1.902\n"
             "Bruna Leite Sandim - Biomedica - CRBM-1 30.115", size=SZ, font=M, pre=True)]
    return Report("be12", "Laboratório Pantanal de Análises Clínicas", "Campo Grande/MS", "2025-04-30", [p1],
                  footer, font=M, size=SZ, lh=1.22, margins=(14, 12, 14, 17),
                  features="plain typewriter text (no accents); reference range printed before the result; dotted "
                           "leaders; split names; 'inferior a'/'superior a 2.000'; 'L' flag; tumour markers, beta-hCG")
