"""The 12 report models of set "ap" (each report described once, as data).

All laboratories, people, addresses, registration numbers and values are
invented.  Units and reference ranges follow common Brazilian practice.
"""
from common import br

WHITE = "#ffffff"


# ------------------------------------------------------------------ helpers

def I(n, k, v, u="", r="", f="", **kw):
    """One printed result (row)."""
    d = dict(n=n, k=k, v=v, u=u, r=r, f=f)
    d.update(kw)
    return d


def D(n, kp, ka, vp, va, rp="", ra="", fp="", fa="", up="%", ua="/mm³", **kw):
    """Differential row: percentage and absolute count on the same line."""
    d = dict(n=n, k=kp, v=vp, u=up, r=rp, f=fp, k2=ka, v2=va, u2=ua, r2=ra, f2=fa)
    d.update(kw)
    return d


def C(k, w, h="", a="L", ha=None):
    c = dict(k=k, w=w, h=h, a=a)
    if ha:
        c["ha"] = ha
    return c


def T(cols, rows, **kw):
    d = dict(t="table", cols=cols, rows=rows)
    d.update(kw)
    return d


def E(title, meta, body, ref=None, side=None, note=None, **kw):
    d = dict(t="exam", title=title, meta=meta or [], body=body, ref=ref or [], note=note or [])
    if side:
        d["ref_side"] = side
    d.update(kw)
    return d


def H(text, style="plain"):
    return dict(t="h", text=text, style=style)


def N(*lines, size=0.85, italic=False, bold=False):
    return dict(t="note", lines=list(lines), size=size, italic=italic, bold=bold)


def SP(h):
    return dict(t="sp", h=h)


def P(v, d, f=""):
    """A previous result: value text, ISO collection date, flag."""
    return dict(v=v, d=d, f=f)


def hemo(rbc, hb, ht, rdw, wbc, diff, plt):
    """Consistent haemogram numbers, formatted pt-BR."""
    out = dict(rbc=br(rbc, 2), hb=br(hb, 1), ht=br(ht, 1), rdw=br(rdw, 1),
               mcv=br(ht / rbc * 10, 1), mch=br(hb / rbc * 10, 1), mchc=br(hb / ht * 100, 1),
               wbc=br(wbc), plt=br(plt), p={}, a={})
    assert abs(sum(diff.values()) - 100) < 1e-6, diff
    for k, p in diff.items():
        out["p"][k] = br(p, 1) if p != int(p) else br(p)
        out["a"][k] = br(round(wbc * p / 100))
    return out


REPORTS = []

# =================================================================== ap01
# Private chain, São Paulo-SP.  Block layout (heading / material / method /
# result, references at the side), previous results, 2 pages.
h1 = hemo(4.48, 13.1, 39.6, 13.2, 6380,
          dict(band=1, seg=56, eos=3, baso=1, lymph=32, mono=7), 254000)
_res_cols = [C("name", 0.48), C("value", 0.25, a="R"), C("unit", 0.27)]


def _one(title, meta, label, n, k, v, u, ref, prev=(), f="", side=0.56, note=None):
    row = I(n, k, v, u, f=f, label=label, prev=list(prev))
    return E(title, meta, [T(_res_cols, [row], head=False, prev_rows=True)], ref=ref, side=side, note=note)


REPORTS.append(dict(
    id="ap01", kind="rede privada (private chain)", city="São Paulo", uf="SP",
    lab=dict(name="Vitallis Medicina Diagnóstica"),
    style=dict(font="Liberation Sans", size=8.5, margin=13, accent="#0b5394", pad=0.35, exam_gap=2.2,
               foot_bottom=9),
    header=dict(fill=True,
                left=[("VITALLIS", 2.1, True, WHITE), ("Medicina Diagnóstica", 1.0, False, WHITE)],
                right=[("Unidade Vila Mariana", 0.85, True, WHITE),
                       ("Central de atendimento (11) 3041-7720", 0.85, False, WHITE),
                       ("www.vitallisdiagnosticos.com.br", 0.85, False, WHITE)],
                below=[("Rua Coronel Lisboa Tavares, 812 – Vila Mariana – São Paulo/SP – CEP 04017-090 · "
                        "CNPJ 47.318.226/0001-09 · CNES 7461239", 0.75, False, "#555555")]),
    patient=dict(box=True, protocol="0412-5583021", rows=[
        [("Paciente:", "RENATA CRISTINA ALBUQUERQUE LEMOS", 0.62), ("Protocolo:", "0412-5583021", 0.38)],
        [("Data de nasc.:", "14/09/1979", 0.31), ("Sexo:", "Feminino", 0.31), ("Convênio:", "SulVida Saúde", 0.38)],
        [("Médico:", "Dr. Paulo Henrique Saraiva – CRM-SP 118.442", 0.62), ("Cadastro:", "10/03/2025 16:48", 0.38)],
        [("Coletado em:", "11/03/2025 07:42", 0.31), ("Liberado em:", "12/03/2025 15:10", 0.31),
         ("Data do pedido:", "06/03/2025", 0.38)],
    ]),
    collected_default="2025-03-11",
    footer=dict(sig=[["Dra. Marina Okabe Ferraz", "Farmacêutica-Bioquímica – CRF-SP 48.215",
                      "Responsável técnica"]],
                lines=["Laudo assinado eletronicamente. Impresso em 13/03/2025 09:02.",
                       "Os resultados devem ser interpretados pelo médico assistente em conjunto com os dados clínicos."],
                page_fmt="Página {p}/{n}"),
    pages=[
        [
            E("HEMOGRAMA COMPLETO",
              ["Material: Sangue total (EDTA)      Método: Automação hematológica (impedância e citometria de fluxo)"
               " e microscopia"],
              [T([C("name", 0.30, "ERITROGRAMA"), C("value", 0.14, "Resultado", a="R"), C("unit", 0.18, "Unidade"),
                  C("ref", 0.38, "Valores de referência")],
                 [I("Eritrócitos", "rbc", h1["rbc"], "milhões/mm³", "3,90 a 5,03"),
                  I("Hemoglobina", "hb", h1["hb"], "g/dL", "12,0 a 15,5"),
                  I("Hematócrito", "ht", h1["ht"], "%", "35,0 a 45,0"),
                  I("VCM", "mcv", h1["mcv"], "fL", "80,0 a 100,0"),
                  I("HCM", "mch", h1["mch"], "pg", "26,0 a 34,0"),
                  I("CHCM", "mchc", h1["mchc"], "g/dL", "31,0 a 36,0"),
                  I("RDW", "rdw", h1["rdw"], "%", "11,5 a 15,0")], rules="head"),
               SP(2),
               T([C("name", 0.30, "LEUCOGRAMA"), C("value", 0.14, "Resultado", a="R"), C("unit", 0.18, "Unidade"),
                  C("ref", 0.38, "Valores de referência")],
                 [I("Leucócitos", "wbc", h1["wbc"], "/mm³", "3.500 a 10.500")], rules="head"),
               T([C("name", 0.30), C("value", 0.14, "%", a="R"), C("v2", 0.18, "/mm³", a="R"),
                  C("ref", 0.16, "Ref. %"), C("ref2", 0.22, "Ref. /mm³")],
                 [D("Bastonetes", "band_p", "band_a", h1["p"]["band"], h1["a"]["band"], "0 a 5", "0 a 500"),
                  D("Segmentados", "neut_p", "neut_a", h1["p"]["seg"], h1["a"]["seg"], "40 a 70", "1.700 a 7.000"),
                  D("Eosinófilos", "eos_p", "eos_a", h1["p"]["eos"], h1["a"]["eos"], "1 a 5", "50 a 500"),
                  D("Basófilos", "baso_p", "baso_a", h1["p"]["baso"], h1["a"]["baso"], "0 a 2", "0 a 200"),
                  D("Linfócitos", "lymph_p", "lymph_a", h1["p"]["lymph"], h1["a"]["lymph"], "20 a 45",
                    "900 a 2.900"),
                  D("Monócitos", "mono_p", "mono_a", h1["p"]["mono"], h1["a"]["mono"], "2 a 10", "300 a 900")],
                 rules="none"),
               SP(2),
               T([C("name", 0.30, "PLAQUETAS"), C("value", 0.14, "Resultado", a="R"), C("unit", 0.18, "Unidade"),
                  C("ref", 0.38, "Valores de referência")],
                 [I("Plaquetas", "plt", h1["plt"], "/mm³", "150.000 a 450.000")], rules="head")],
              note=["Série vermelha: normocitose e normocromia. Série branca: sem alterações morfológicas.",
                    "Plaquetas: morfologia habitual."]),
            N("Valores de referência para mulheres adultas. Bastonetes e segmentados somados correspondem aos "
              "neutrófilos totais.", italic=True, size=0.8),
        ],
        [
            _one("GLICOSE", ["Material: Plasma fluoretado    Método: Enzimático – hexoquinase    Jejum: 10 horas"],
                 "Resultado", "GLICOSE", "glu_f", "97", "mg/dL",
                 ["Normal: 70 a 99 mg/dL", "Glicemia alterada: 100 a 125 mg/dL",
                  "Diabetes: igual ou superior a 126 mg/dL"],
                 prev=[P("104", "2024-09-02")]),
            E("HEMOGLOBINA GLICADA (HbA1c)", ["Material: Sangue total (EDTA)    Método: HPLC (cromatografia líquida)"],
              [T(_res_cols, [I("HbA1c", "hba1c", "5,9", "%"),
                             I("Glicose média estimada", "eag", "123", "mg/dL")], head=False)],
              ref=["Normal: inferior a 5,7 %", "Risco aumentado: 5,7 a 6,4 %", "Diabetes: igual ou superior a 6,5 %"],
              side=0.56),
            E("CREATININA", ["Material: Soro    Método: Cinético de Jaffé compensado"],
              [T(_res_cols, [I("CREATININA", "creat", "0,76", "mg/dL", label="Resultado",
                               prev=[P("0,78", "2024-09-02")]),
                             I("TFG estimada (CKD-EPI)", "egfr", "superior a 90", "mL/min/1,73m²")], head=False, prev_rows=True)],
              ref=["Creatinina (mulheres): 0,50 a 1,10 mg/dL", "TFG: superior a 60 mL/min/1,73m²"], side=0.56,
              note=["TFG calculada pela equação CKD-EPI 2021, sem ajuste para raça."]),
            _one("UREIA", ["Material: Soro    Método: Cinético UV (urease/GLDH)"], "Resultado", "UREIA", "urea",
                 "28", "mg/dL", ["15 a 40 mg/dL"]),
            E("TRANSAMINASES", ["Material: Soro    Método: Cinético UV – IFCC, sem piridoxal fosfato"],
              [T(_res_cols, [I("TGO (AST)", "ast", "22", "U/L"), I("TGP (ALT)", "alt", "31", "U/L")], head=False)],
              ref=["TGO: até 32 U/L", "TGP: até 33 U/L"], side=0.56),
            _one("TSH – HORMÔNIO TIRESTIMULANTE", ["Material: Soro    Método: Quimioluminescência"], "Resultado",
                 "TSH – HORMÔNIO TIRESTIMULANTE", "tsh", "3,84", "µUI/mL", ["0,45 a 4,50 µUI/mL"],
                 prev=[P("2,91", "2024-09-02")]),
            _one("T4 LIVRE", ["Material: Soro    Método: Quimioluminescência"], "Resultado", "T4 LIVRE", "ft4",
                 "1,12", "ng/dL", ["0,70 a 1,48 ng/dL"]),
            E("PERFIL LIPÍDICO", ["Material: Soro    Método: Enzimático colorimétrico    Jejum: 10 horas"],
              [T(_res_cols, [I("Colesterol total", "chol", "212", "mg/dL", f="*"),
                             I("HDL-colesterol", "hdl", "58", "mg/dL"),
                             I("Triglicerídeos", "tg", "136", "mg/dL"),
                             I("LDL-colesterol", "ldl_calc", "127", "mg/dL"),
                             I("VLDL-colesterol", "vldl", "27", "mg/dL"),
                             I("Colesterol não-HDL", "nonhdl", "154", "mg/dL")], head=False)],
              ref=["Valores desejáveis (adultos):", "Colesterol total: inferior a 190 mg/dL",
                   "HDL: superior a 40 mg/dL", "Triglicerídeos: inferior a 150 mg/dL",
                   "LDL e não-HDL: conforme o risco", "cardiovascular estimado."],
              side=0.56, ref_title="",
              note=["LDL calculado pela equação de Martin/Hopkins. * Valor acima do desejável."]),
        ],
    ],
))

# =================================================================== ap02
# Hospital laboratory, Curitiba-PR.  Ruled grid tables with filled headers,
# x10³/µL units, method column, cumulative table of earlier days, 2 pages.
_g4 = [C("name", 0.30, "Exame"), C("value", 0.14, "Resultado", a="R"), C("unit", 0.14, "Unidade"),
       C("ref", 0.42, "Valores de referência")]
REPORTS.append(dict(
    id="ap02", kind="hospital", city="Curitiba", uf="PR",
    lab=dict(name="Hospital Beneficente Santa Edwiges – Serviço de Análises Clínicas"),
    style=dict(font="DejaVu Sans Condensed", size=8, margin=12, accent="#7a1f1f", pad=0.45,
               head_fill="#ead9d9", foot_bottom=9),
    header=dict(left=[("HOSPITAL BENEFICENTE SANTA EDWIGES", 1.5, True, "#7a1f1f"),
                      ("Serviço de Análises Clínicas e Hematologia", 1.0, True, None),
                      ("Laboratório de Urgência – 24 horas", 0.85, False, "#555555")],
                right=[("Rua Eurípedes Garcez do Nascimento, 1.930 – Bacacheri", 0.8, False, None),
                       ("Curitiba – PR – CEP 82520-310", 0.8, False, None),
                       ("CNPJ 76.561.302/0001-44 · CNES 2384715", 0.8, False, None),
                       ("Fone (41) 3359-2210 ramal 418", 0.8, False, None)]),
    patient=dict(box=True, protocol="INT 2025/118406", rows=[
        [("Paciente:", "OSVALDO KOWALSKI RIBAS", 0.50), ("Prontuário:", "884213", 0.22),
         ("Atend.:", "INT 2025/118406", 0.28)],
        [("Nascimento:", "03/02/1951", 0.25), ("Idade:", "74 anos", 0.25), ("Sexo:", "Masculino", 0.22),
         ("Leito:", "412-B – Clínica Médica", 0.28)],
        [("Solicitante:", "Dra. Luíza Tomasi Bergamo – CRM-PR 29.874", 0.50),
         ("Data da internação:", "07/05/2025 18:20", 0.50)],
        [("Data da coleta:", "09/05/2025 05:30", 0.34), ("Recebido:", "09/05/2025 06:02", 0.33),
         ("Liberado:", "09/05/2025 09:47", 0.33)],
    ]),
    collected_default="2025-05-09",
    footer=dict(sig=[["Dr. Henrique Wosniak Filho", "Médico Patologista Clínico – CRM-PR 18.903"],
                     ["Fernanda Lopes Mikosz", "Biomédica – CRBM-6 4.217"]],
                lines=["Valores críticos comunicados à enfermagem do 4º andar em 09/05/2025 às 07:15.",
                       "Impresso em 09/05/2025 10:02 – SISLAB – usuário enf.412"],
                page_fmt="Pág. {p} de {n}"),
    pages=[
        [
            H("HEMATOLOGIA – HEMOGRAMA", "bar"),
            N("Material: sangue total (EDTA) · Método: contador hematológico automatizado (impedância / "
              "citometria de fluxo fluorescente)", size=0.85),
            SP(1),
            T(_g4, [I("Hemácias", "rbc", "4,02", "x10⁶/µL", "4,50 a 5,90", f="L"),
                    I("Hemoglobina", "hb", "11,8", "g/dL", "13,5 a 17,5", f="L"),
                    I("Hematócrito", "ht", "35,9", "%", "41,0 a 53,0", f="L"),
                    I("V.C.M.", "mcv", "89,3", "fL", "80,0 a 100,0"),
                    I("H.C.M.", "mch", "29,4", "pg", "26,0 a 34,0"),
                    I("C.H.C.M.", "mchc", "32,9", "g/dL", "31,0 a 36,0"),
                    I("R.D.W.-CV", "rdw", "14,6", "%", "11,5 a 14,5", f="H"),
                    I("Leucócitos totais", "wbc", "12,84", "x10³/µL", "4,00 a 11,00", f="H")],
              rules="grid", head_fill=True),
            SP(2),
            T([C("name", 0.30, "Contagem diferencial"), C("value", 0.14, "%", a="R"),
               C("v2", 0.14, "x10³/µL", a="R"), C("ref", 0.18, "Ref. %"), C("ref2", 0.24, "Ref. x10³/µL")],
              [D("Neutrófilos", "neut_p", "neut_a", "82,0", "10,53", "40,0 a 75,0", "1,80 a 7,70", "H", "H",
                 ua="x10³/µL"),
               D("Linfócitos", "lymph_p", "lymph_a", "10,0", "1,28", "20,0 a 45,0", "1,00 a 4,80", "L", "",
                 ua="x10³/µL"),
               D("Monócitos", "mono_p", "mono_a", "6,0", "0,77", "2,0 a 10,0", "0,20 a 1,00", ua="x10³/µL"),
               D("Eosinófilos", "eos_p", "eos_a", "1,0", "0,13", "1,0 a 6,0", "0,02 a 0,50", ua="x10³/µL"),
               D("Basófilos", "baso_p", "baso_a", "1,0", "0,13", "0,0 a 2,0", "0,00 a 0,20", ua="x10³/µL")],
              rules="grid", head_fill=True),
            SP(2),
            T(_g4, [I("Plaquetas", "plt", "168", "x10³/µL", "150 a 400"),
                    I("VPM", "mpv", "10,8", "fL", "7,4 a 10,4", f="H")], rules="grid", head_fill=True),
            N("Observação: neutrofilia sem desvio à esquerda à microscopia. Anisocitose discreta.", size=0.85,
              italic=True),
            H("COAGULAÇÃO", "bar"),
            N("Material: plasma citratado · Método: coagulométrico (detecção óptica)", size=0.85),
            SP(1),
            T(_g4, [I("Tempo de protrombina (TP)", "pt_s", "14,8", "s", "11,0 a 13,8", f="H"),
                    I("INR", "inr", "1,28", "", "0,90 a 1,20", f="H"),
                    I("TTPa", "aptt_s", "38,2", "s", "25,0 a 36,0", f="H"),
                    I("Fibrinogênio", "fib", "486", "mg/dL", "200 a 400", f="H")],
              rules="grid", head_fill=True),
            N("TP do pool normal do dia: 12,2 s. TTPa do pool normal: 29,8 s.", size=0.8, italic=True),
        ],
        [
            H("BIOQUÍMICA / IMUNOQUÍMICA", "bar"),
            T([C("name", 0.24, "Exame"), C("value", 0.12, "Resultado", a="R"), C("unit", 0.11, "Unidade"),
               C("ref", 0.22, "Referência"), C("method", 0.31, "Material / Método")],
              [I("Sódio", "na", "134", "mmol/L", "136 a 145", f="L", m="Soro – ISE indireto"),
               I("Potássio", "k", "3,3", "mmol/L", "3,5 a 5,1", f="L", m="Soro – ISE indireto"),
               I("Cloreto", "cl", "99", "mmol/L", "98 a 107", m="Soro – ISE indireto"),
               I("Magnésio", "mg", "1,7", "mg/dL", "1,6 a 2,6", m="Soro – azul de xilidil"),
               I("Cálcio iônico", "ica", "1,12", "mmol/L", "1,15 a 1,33", f="L", m="Sangue heparinizado – ISE"),
               I("Ureia", "urea", "64", "mg/dL", "16,6 a 48,5", f="H", m="Soro – urease/GLDH"),
               I("Creatinina", "creat", "1,48", "mg/dL", "0,70 a 1,20", f="H", m="Soro – Jaffé cinético"),
               I("Proteína C reativa", "crp", "8,6", "mg/dL", "inferior a 0,5", f="H", m="Soro – imunoturbidimetria"),
               I("Troponina I", "tropi", "< 0,010", "ng/mL", "inferior a 0,034", m="Soro – quimioluminescência"),
               I("CK total", "ck", "84", "U/L", "39 a 308", m="Soro – cinético UV (IFCC)")],
              rules="grid", head_fill=True),
            N("Troponina I: limite de detecção 0,010 ng/mL; percentil 99 = 0,034 ng/mL.", size=0.8, italic=True),
            H("RESULTADOS EVOLUTIVOS – INTERNAÇÃO ATUAL", "bar"),
            N("Resultados de coletas anteriores desta internação (valores do dia 09/05/2025 acima).", size=0.85),
            SP(1),
            T([C("name", 0.28, "Exame"), C("cum0", 0.15, "07/05/2025\n19:05", a="R", ha="R"),
               C("cum1", 0.15, "08/05/2025\n05:40", a="R", ha="R"), C("unit", 0.14, "Unidade"),
               C("ref", 0.28, "Referência")],
              [I("Hemoglobina", "hb", None, "g/dL", "13,5 a 17,5", cum=[("12,9", "L"), ("12,2", "L")]),
               I("Leucócitos totais", "wbc", None, "x10³/µL", "4,00 a 11,00", cum=[("16,92", "H"), ("14,35", "H")]),
               I("Creatinina", "creat", None, "mg/dL", "0,70 a 1,20", cum=[("1,92", "H"), ("1,66", "H")]),
               I("Potássio", "k", None, "mmol/L", "3,5 a 5,1", cum=[("3,1", "L"), ("3,4", "L")]),
               I("Proteína C reativa", "crp", None, "mg/dL", "inferior a 0,5", cum=[("18,4", "H"), ("12,1", "H")])],
              dates=["2025-05-07", "2025-05-08"], rules="grid", head_fill=True),
            N("L = abaixo do intervalo de referência; H = acima do intervalo de referência.", size=0.8),
        ],
    ],
))

# =================================================================== ap03
# Municipal public-health laboratory, Feira de Santana-BA.  Monospaced
# "old system" print, centred institutional header, prenatal panel,
# serology (qualitative), urinalysis, 2 pages.
_m4 = [C("name", 0.36), C("value", 0.22), C("unit", 0.14), C("ref", 0.28)]
REPORTS.append(dict(
    id="ap03", kind="laboratório municipal de saúde pública", city="Feira de Santana", uf="BA",
    lab=dict(name="Laboratório Central Municipal Dr. Aristides Moura"),
    style=dict(font="DejaVu Sans Mono", size=8, margin=13, accent="#333333", pad=0.3, exam_color="#000000",
               exam_gap=2.0, foot_bottom=9),
    header=dict(align="C", left=[("PREFEITURA MUNICIPAL DE FEIRA DE SANTANA", 1.0, True, None),
                                 ("SECRETARIA MUNICIPAL DE SAÚDE", 0.9, False, None),
                                 ("LABORATÓRIO CENTRAL MUNICIPAL DR. ARISTIDES MOURA", 1.1, True, None),
                                 ("Av. Presidente Dutra, 2.274 – Capuchinhos – CEP 44076-020 – Tel. (75) 3602-8140",
                                  0.8, False, None),
                                 ("CNES 3127459", 0.8, False, None)]),
    patient=dict(box=False, protocol="25-018374", rows=[
        [("Nome:", "JÉSSICA MAIARA SANTOS DE JESUS", 0.62), ("Registro:", "25-018374", 0.38)],
        [("Nasc.:", "22/06/1998", 0.31), ("Sexo:", "F", 0.31), ("CNS:", "708 4012 3398 5521", 0.38)],
        [("Unidade:", "USF Campo Limpo III – Pré-natal", 0.62), ("DUM:", "28/01/2025", 0.38)],
        [("Requisição:", "24/02/2025", 0.31), ("Coleta:", "06/03/2025", 0.31), ("Emissão:", "13/03/2025", 0.38)],
    ]),
    collected_default="2025-03-06",
    footer=dict(sig=[["Ana Cláudia Bastos Lima", "Biomédica – CRBM-3 11.840"],
                     ["Jorge Luiz Carneiro Neto", "Farmacêutico-Bioquímico – CRF-BA 3.927"]],
                lines=["SUS – Sistema Único de Saúde. Laudo emitido pelo sistema GAL-MUN em 13/03/2025 10:31.",
                       "Retirada do laudo na unidade de saúde de origem."],
                page_fmt="Folha {p}/{n}"),
    pages=[
        [
            H("EXAMES DE ROTINA DO PRÉ-NATAL – 1º TRIMESTRE", "center"),
            E("TIPAGEM SANGUÍNEA ABO E FATOR Rh",
              ["Material: Sangue total EDTA   Método: Hemaglutinação em tubo (prova direta e reversa)"],
              [T(_m4, [I("Grupo sanguíneo", "abo", "O"), I("Fator Rh (D)", "rh", "Positivo")], head=False)]),
            E("GLICEMIA DE JEJUM", ["Material: Plasma fluoretado   Método: Enzimático (GOD-PAP)"],
              [T(_m4, [I("Glicose", "glu_f", "84", "mg/dL", "Gestante: inferior a 92")], head=False)]),
            E("HEMOGRAMA", ["Material: Sangue total EDTA   Método: Automatizado (impedância)"],
              [T(_m4, [I("Hemácias", "rbc", "3,98", "milhões/mm³", "3,80 a 4,80"),
                       I("Hemoglobina", "hb", "11,4", "g/dL", "11,0 a 14,0"),
                       I("Hematócrito", "ht", "34,6", "%", "33,0 a 42,0"),
                       I("VCM", "mcv", "86,9", "fL", "80,0 a 98,0"),
                       I("HCM", "mch", "28,6", "pg", "27,0 a 32,0"),
                       I("CHCM", "mchc", "32,9", "g/dL", "32,0 a 36,0"),
                       I("Leucócitos", "wbc", "9.100", "/mm³", "4.000 a 11.000"),
                       I("Plaquetas", "plt", "231.000", "/mm³", "150.000 a 450.000")], head=False)]),
            E("SOROLOGIAS", ["Material: Soro   Método: Quimioluminescência (CMIA); VDRL por floculação"],
              [T([C("name", 0.36, "Exame"), C("value", 0.22, "Resultado"), C("unit", 0.14, "Unidade"),
                  C("ref", 0.28, "Referência")],
                 [I("VDRL", "vdrl", "Não reagente", "", "Não reagente"),
                  I("Anti-HIV 1/2 (4ª geração)", "hiv", "Não reagente", "", "Não reagente"),
                  I("HBsAg", "hbsag", "Não reagente", "", "Não reagente"),
                  I("Anti-HCV", "hcv", "Não reagente", "", "Não reagente"),
                  I("Toxoplasmose IgG", "toxo_g", "48,2", "UI/mL", "Reagente: > 3,0"),
                  I("Toxoplasmose IgM", "toxo_m", "0,21", "índice", "Reagente: > 0,60"),
                  I("Rubéola IgG", "rub_g", "62,4", "UI/mL", "Imune: > 10,0")], rules="head")],
              note=["Toxoplasmose: IgG reagente e IgM não reagente – perfil compatível com infecção pregressa."]),
        ],
        [
            E("SUMÁRIO DE URINA (EAS)",
              ["Material: Urina – jato médio, 1ª da manhã   Método: Tira reativa e microscopia (400x)"],
              [T([C("name", 0.36, "Exame"), C("value", 0.22, "Resultado"), C("unit", 0.14, "Unidade"),
                  C("ref", 0.28, "Referência")],
                 [{"sub": "EXAME FÍSICO"},
                  I("Cor", "u_color", "Amarelo citrino", "", "Amarelo citrino"),
                  I("Aspecto", "u_aspect", "Límpido", "", "Límpido"),
                  I("Densidade", "u_sg", "1,020", "", "1,005 a 1,030"),
                  {"sub": "EXAME QUÍMICO"},
                  I("pH", "u_ph", "6,0", "", "5,0 a 7,0"),
                  I("Proteínas", "u_prot", "Negativo", "", "Negativo"),
                  I("Glicose", "u_glu", "Negativo", "", "Negativo"),
                  I("Corpos cetônicos", "u_ket", "Negativo", "", "Negativo"),
                  I("Hemoglobina", "u_blood", "Negativo", "", "Negativo"),
                  I("Nitrito", "u_nit", "Negativo", "", "Negativo"),
                  {"sub": "SEDIMENTOSCOPIA"},
                  I("Leucócitos", "u_wbc_hpf", "3", "/campo", "até 5 /campo"),
                  I("Hemácias", "u_rbc_hpf", "1", "/campo", "até 3 /campo"),
                  I("Células epiteliais", "u_epi", "Raras", "", "Raras a algumas"),
                  I("Bactérias", "u_bact", "Ausentes", "", "Ausentes a raras")], rules="head")]),
            E("UROCULTURA", ["Material: Urina – jato médio   Método: Semeadura em ágar CLED / cromogênico"],
              [T(_m4, [I("UROCULTURA", "u_cult", "Negativa", label="Resultado")], head=False)],
              ref=["Negativa: contagem inferior a 10.000 UFC/mL"], ref_title="Referência:"),
            SP(2),
            N("Observações:", bold=True, size=0.9),
            N("Próxima coleta (exames do 2º trimestre) agendada para 05/05/2025.",
              "Idade gestacional na data da coleta: 5 semanas e 1 dia (pela DUM).", size=0.85),
        ],
    ],
))

# =================================================================== ap04
# Small-town laboratory, Santa Rita do Sapucaí-MG.  One table with dotted
# leaders, reference range printed BEFORE the result, word flags, split names.
REPORTS.append(dict(
    id="ap04", kind="laboratório de cidade pequena", city="Santa Rita do Sapucaí", uf="MG",
    lab=dict(name="Laboratório São Lucas Análises Clínicas Ltda."),
    style=dict(font="Liberation Serif", size=9.5, margin=15, accent="#2e5e3e", pad=0.45, foot_bottom=11),
    header=dict(left=[("Laboratório São Lucas", 1.9, True, "#2e5e3e"),
                      ("Análises Clínicas Ltda.", 1.05, False, "#2e5e3e")],
                right=[("Praça Santa Rita, 57 – Centro", 0.85, False, None),
                       ("Santa Rita do Sapucaí – MG – 37540-000", 0.85, False, None),
                       ("Tel. (35) 3471-2290 · WhatsApp (35) 99812-4410", 0.85, False, None),
                       ("CNPJ 18.604.771/0001-35", 0.85, False, None)]),
    patient=dict(box=True, protocol="31.874", rows=[
        [("Paciente:", "JOSÉ APARECIDO RIBEIRO", 0.60), ("Idade:", "62 anos", 0.20), ("Sexo:", "M", 0.20)],
        [("Nascimento:", "17/11/1962", 0.30), ("Pedido médico:", "02/06/2025", 0.30), ("Ficha:", "31.874", 0.40)],
        [("Médico:", "Dr. Antônio Carlos Vilela – CRM-MG 31.207", 0.60), ("Convênio:", "Particular", 0.40)],
        [("Coleta:", "04/06/2025 07:20", 0.30), ("Entrega:", "06/06/2025", 0.30),
         ("Emitido em:", "05/06/2025 17:45", 0.40)],
    ]),
    collected_default="2025-06-04",
    footer=dict(sig=[["Dr. Geraldo Magela Rezende", "Farmacêutico-Bioquímico – CRF-MG 9.318",
                      "Responsável técnico"]],
                lines=["Este laudo só tem validade com a assinatura do responsável técnico."],
                page_fmt="Folha {p} de {n}"),
    pages=[[
        T([C("name", 0.35, "Exame"), C("ref", 0.29, "Valores de referência"), C("value", 0.17, "Resultado", a="R"),
           C("unit", 0.19, "Unidade")],
          [{"sub": "BIOQUÍMICA"},
           I("Glicose em jejum", "glu_f", "118", "mg/dL", "70 a 99", f="Alto"),
           I("Hemoglobina glicada", "hba1c", "6,4", "%", "até 5,6", f="Alto"),
           I("Ureia", "urea", "36", "mg/dL", "17 a 43"),
           I("Creatinina", "creat", "1,06", "mg/dL", "0,70 a 1,20"),
           I("Ácido úrico", "uric", "6,8", "mg/dL", "3,4 a 7,0"),
           I("TGO", "ast", "24", "U/L", "até 40"),
           I("TGP", "alt", "29", "U/L", "até 41"),
           I("Gama glutamil\ntransferase (GGT)", "ggt", "48", "U/L", "10 a 71"),
           {"sub": "PERFIL LIPÍDICO"},
           I("Colesterol total", "chol", "184", "mg/dL", "inferior a 190"),
           I("HDL", "hdl", "41", "mg/dL", "superior a 40"),
           I("LDL", "ldl_calc", "112", "mg/dL", "inferior a 130"),
           I("Triglicerídeos", "tg", "156", "mg/dL", "inferior a 150", f="Alto"),
           I("Colesterol não-HDL", "nonhdl", "143", "mg/dL", "inferior a 160"),
           {"sub": "HORMÔNIOS"},
           I("TSH", "tsh", "2,15", "µUI/mL", "0,27 a 4,20"),
           I("T4 livre", "ft4", "1,04", "ng/dL", "0,93 a 1,70"),
           {"sub": "MARCADORES TUMORAIS"},
           I("PSA total", "psa", "1,82", "ng/mL", "até 4,00"),
           I("PSA livre", "fpsa", "0,41", "ng/mL", "–"),
           I("Relação PSA\nlivre/total", "fpsa_r", "23", "%", "superior a 15")],
          rules="head", leaders=True, bold_values=True),
        SP(3),
        N("Material: soro; glicose em plasma fluoretado; hemoglobina glicada em sangue total (EDTA).",
          "LDL calculado pela fórmula de Friedewald (LDL = CT – HDL – TG/5). Jejum informado: 12 horas.",
          "Valores de referência para adultos do sexo masculino.", size=0.85, italic=True),
    ]],
))

# =================================================================== ap05
# Private chain, Belo Horizonte-MG.  Two-column check-up report, compact
# exam blocks, `HDL-COLESTEROL`, `< 0,30`, split names, H/L flags.
_c3 = [C("name", 0.52), C("value", 0.20, a="R"), C("unit", 0.28)]


def _e5(title, meta, rows, ref, **kw):
    return E(title, [meta], [T(_c3, rows, head=False)], ref=ref, ref_title="Referência:", **kw)


_ACC5 = "#6a1b9a"
REPORTS.append(dict(
    id="ap05", kind="rede privada (private chain)", city="Belo Horizonte", uf="MG",
    lab=dict(name="Laboratório Alvorada Diagnósticos"),
    style=dict(font="Carlito", size=9, margin=12, accent=_ACC5, pad=0.3, exam_gap=2.0, foot_bottom=9),
    header=dict(left=[("alvorada", 2.3, True, _ACC5), ("diagnósticos · laboratório clínico", 1.0, False, _ACC5)],
                right=[("Unidade Savassi – Rua Antônio de Albuquerque, 1.044", 0.85, False, None),
                       ("Belo Horizonte – MG – CEP 30112-011", 0.85, False, None),
                       ("SAC 0800 771 4420 · CNPJ 21.439.870/0004-52", 0.85, False, None),
                       ("CNES 6639712", 0.85, False, None)]),
    patient=dict(box=True, protocol="7.204.118-3", rows=[
        [("Cliente:", "MARCELO TADEU GUIMARÃES PRADO", 0.55), ("Pedido:", "7.204.118-3", 0.45)],
        [("Nasc.:", "08/04/1970", 0.25), ("Sexo:", "Masc.", 0.30),
         ("Médico(a):", "Dra. Cláudia Resende Moura – CRM-MG 52.318", 0.45)],
        [("Coleta:", "22/07/2025 08:15", 0.25), ("Cadastro:", "22/07/2025 08:02", 0.30),
         ("Liberação:", "24/07/2025 11:37", 0.45)],
    ]),
    collected_default="2025-07-22",
    footer=dict(sig=[["Dra. Vanessa Couto Drummond", "Biomédica – CRBM-3 22.514 · Responsável técnica"]],
                lines=["H = acima do valor de referência · L = abaixo do valor de referência.",
                       "Documento assinado digitalmente em 24/07/2025. Autenticidade: alvorada.med.br/laudos"],
                page_fmt="{p}/{n}"),
    pages=[[
        dict(t="cols", w=[0.5, 0.5], gap=5, divider=True, cols=[
            [
                _e5("GLICOSE", "Plasma fluoretado · Enzimático (hexoquinase) · Jejum 12 h",
                    [I("Glicose", "glu_f", "102", "mg/dL", f="H")], ["70 a 99 mg/dL"]),
                _e5("PERFIL LIPÍDICO", "Soro · Enzimático colorimétrico",
                    [I("COLESTEROL TOTAL", "chol", "228", "mg/dL", f="H"),
                     I("HDL-COLESTEROL", "hdl", "39", "mg/dL", f="L"),
                     I("LDL-COLESTEROL", "ldl_calc", "152", "mg/dL", f="H"),
                     I("VLDL-COLESTEROL", "vldl", "37", "mg/dL"),
                     I("TRIGLICÉRIDES", "tg", "186", "mg/dL", f="H"),
                     I("COLESTEROL NÃO-HDL", "nonhdl", "189", "mg/dL", f="H")],
                    ["Colesterol total: < 190 mg/dL", "HDL: > 40 mg/dL · Triglicérides: < 150 mg/dL",
                     "LDL e não-HDL: metas conforme risco (SBC 2017)"],
                    note=["LDL calculado (Martin/Hopkins)."]),
                _e5("PROTEÍNA C REATIVA", "Soro · Imunoturbidimetria",
                    [I("PCR", "crp", "< 0,30", "mg/dL")], ["inferior a 0,50 mg/dL"]),
                _e5("ÁCIDO ÚRICO", "Soro · Enzimático (uricase)",
                    [I("Ácido úrico", "uric", "7,4", "mg/dL", f="H")], ["3,5 a 7,2 mg/dL"]),
                _e5("CEA – ANTÍGENO CARCINOEMBRIÔNICO", "Soro · Quimioluminescência",
                    [I("CEA", "cea", "2,1", "ng/mL")], ["Não fumantes: até 3,8 ng/mL", "Fumantes: até 5,5 ng/mL"]),
            ],
            [
                _e5("TSH ULTRASSENSÍVEL", "Soro · Eletroquimioluminescência",
                    [I("TSH", "tsh", "1,92", "µUI/mL")], ["0,27 a 4,20 µUI/mL"]),
                _e5("T4 LIVRE", "Soro · Eletroquimioluminescência",
                    [I("T4 livre", "ft4", "1,21", "ng/dL")], ["0,93 a 1,70 ng/dL"]),
                _e5("PERFIL DE FERRO", "Soro · Colorimétrico (ferrozina) / Quimioluminescência",
                    [I("Ferro sérico", "iron", "98", "µg/dL"),
                     I("Capacidade total de\nligação do ferro", "tibc", "312", "µg/dL"),
                     I("Índice de saturação\nda transferrina", "tsat", "31", "%"),
                     I("Ferritina", "ferritin", "212", "ng/mL")],
                    ["Ferro: 65 a 175 µg/dL · CTLF: 250 a 425 µg/dL", "Saturação: 20 a 50 %",
                     "Ferritina (homens): 30 a 400 ng/mL"]),
                _e5("VITAMINA B12", "Soro · Quimioluminescência",
                    [I("Vitamina B12", "b12", "412", "pg/mL")], ["197 a 771 pg/mL"]),
                _e5("25-HIDROXIVITAMINA D", "Soro · Quimioluminescência",
                    [I("Vitamina D (25-OH)", "vitd", "24,6", "ng/mL")],
                    ["População geral: superior a 20 ng/mL", "Grupos de risco: 30 a 60 ng/mL"]),
                _e5("PSA TOTAL E LIVRE", "Soro · Quimioluminescência",
                    [I("PSA total", "psa", "2,64", "ng/mL"), I("PSA livre", "fpsa", "0,52", "ng/mL"),
                     I("Relação PSA livre/total", "fpsa_r", "20", "%")],
                    ["PSA total: até 4,00 ng/mL", "Relação livre/total: superior a 25 %",
                     "(aplicável a PSA total entre 4 e 10 ng/mL)"]),
            ],
        ]),
    ]],
))

# =================================================================== ap06
# University/general hospital, Recife-PE.  Horizontally ruled tables, current
# and previous result side by side (dates as column headers), coagulation,
# hepatitis serology with "inferior a" and Reagente, 2 pages.
_ACC6 = "#1b5e20"
_h6 = [C("name", 0.30, "Exame"), C("value", 0.14, "Resultado", a="R"), C("unit", 0.14, "Unidade"),
       C("ref", 0.42, "Valores de referência")]
_s6 = [C("name", 0.46), C("value", 0.28), C("unit", 0.26)]
REPORTS.append(dict(
    id="ap06", kind="hospital geral", city="Recife", uf="PE",
    lab=dict(name="Hospital Geral Professor Anísio Maciel – Unidade de Laboratório Clínico"),
    style=dict(font="DejaVu Serif", size=8.3, margin=13, accent=_ACC6, pad=0.45, exam_gap=2.6, foot_bottom=9),
    header=dict(left=[("HOSPITAL GERAL PROFESSOR ANÍSIO MACIEL", 1.35, True, _ACC6),
                      ("Unidade de Laboratório Clínico", 1.0, True, None),
                      ("Setor de Bioquímica, Hematologia e Imunologia", 0.85, False, "#555555")],
                right=[("Av. Caxangá, 3.118 – Cordeiro – Recife/PE", 0.8, False, None),
                       ("CEP 50721-000 · Fone (81) 3184-7702", 0.8, False, None),
                       ("CNES 0001937 · CNPJ 10.572.048/0001-28", 0.8, False, None)]),
    patient=dict(box=True, protocol="HG-0093327", rows=[
        [("Paciente:", "MARIA DAS DORES CAVALCANTI LINS", 0.60), ("Registro:", "HG-0093327", 0.40)],
        [("Data nasc.:", "30/12/1966", 0.30), ("Sexo:", "Feminino", 0.30), ("Origem:", "Ambulatório de Hepatologia", 0.40)],
        [("Solicitante:", "Dr. Fábio Arcoverde Pessoa – CRM-PE 17.650", 0.60), ("Solicitado em:", "15/09/2025", 0.40)],
        [("Coletado em:", "18/09/2025 07:10", 0.30), ("Recebido em:", "18/09/2025 07:55", 0.30),
         ("Liberado em:", "19/09/2025 14:20", 0.40)],
    ]),
    collected_default="2025-09-18",
    footer=dict(sig=[["Dra. Rosângela Tenório Wanderley", "Farmacêutica-Bioquímica – CRF-PE 2.845"],
                     ["Dr. Márcio Albuquerque Sá", "Patologista Clínico – CRM-PE 11.093"]],
                lines=["Exames realizados na Unidade de Laboratório Clínico. Resultados anteriores extraídos do "
                       "sistema hospitalar (prontuário eletrônico).",
                       "Impresso em 22/09/2025 08:14."],
                page_fmt="Página {p} de {n}"),
    pages=[
        [
            H("BIOQUÍMICA – PERFIL HEPÁTICO (comparativo)", "rule"),
            N("Material: soro · Métodos: cinético UV IFCC (enzimas); diazo (bilirrubinas); verde de bromocresol "
              "(albumina); biureto (proteínas)", size=0.85),
            SP(1),
            T([C("name", 0.27, "Exame"), C("value", 0.15, "18/09/2025\n(atual)", a="R", ha="R"),
               C("prev0", 0.15, "12/06/2025\n(anterior)", a="R", ha="R"), C("unit", 0.11, "\nUnidade"),
               C("ref", 0.32, "\nValores de referência")],
              [I("AST (TGO)", "ast", "48", "U/L", "até 32 U/L", f="H", prev=[P("61", "2025-06-12", "H")]),
               I("ALT (TGP)", "alt", "52", "U/L", "até 33 U/L", f="H", prev=[P("70", "2025-06-12", "H")]),
               I("Gama-GT", "ggt", "96", "U/L", "5 a 36 U/L", f="H", prev=[P("118", "2025-06-12", "H")]),
               I("Fosfatase alcalina", "alp", "131", "U/L", "35 a 104 U/L", f="H", prev=[P("140", "2025-06-12", "H")]),
               I("Bilirrubina total", "tbil", "1,32", "mg/dL", "0,20 a 1,20 mg/dL", f="H",
                 prev=[P("1,45", "2025-06-12", "H")]),
               I("Bilirrubina direta", "dbil", "0,41", "mg/dL", "até 0,30 mg/dL", f="H",
                 prev=[P("0,48", "2025-06-12", "H")]),
               I("Bilirrubina indireta", "ibil", "0,91", "mg/dL", "até 1,00 mg/dL", prev=[P("0,97", "2025-06-12")]),
               I("Albumina", "alb", "3,6", "g/dL", "3,5 a 5,2 g/dL", prev=[P("3,5", "2025-06-12")]),
               I("Proteínas totais", "tprot", "7,2", "g/dL", "6,4 a 8,3 g/dL", prev=[P("7,1", "2025-06-12")])],
              rules="h"),
            N("Bilirrubina indireta calculada (total – direta).", size=0.8, italic=True),
            H("HEMATOLOGIA E COAGULAÇÃO", "rule"),
            T(_h6, [I("Plaquetas", "plt", "138.000", "/mm³", "150.000 a 450.000 /mm³", f="L"),
                    I("Tempo de protrombina", "pt_s", "13,2", "segundos", "10,0 a 13,5 segundos"),
                    I("RNI (INR)", "inr", "1,12", "", "0,80 a 1,20"),
                    I("TTPa", "aptt_s", "31,5", "segundos", "24,0 a 35,0 segundos")], rules="h"),
            N("Plaquetas: sangue total EDTA, contagem automatizada confirmada em lâmina. TP/TTPa: plasma citratado.",
              size=0.8, italic=True),
        ],
        [
            H("IMUNOLOGIA – MARCADORES DE HEPATITES VIRAIS E ALFAFETOPROTEÍNA", "rule"),
            E("ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B (HBsAg)",
              ["Material: Soro    Método: Quimioluminescência de micropartículas (CMIA)"],
              [T(_s6, [I("ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B (HBsAg)", "hbsag", "Não reagente", "", label="Resultado")], head=False)],
              ref=["Não reagente: índice inferior a 1,00", "Reagente: índice igual ou superior a 1,00"], side=0.5),
            E("ANTICORPOS ANTI-HBs",
              ["Material: Soro    Método: Quimioluminescência de micropartículas (CMIA)"],
              [T(_s6, [I("ANTICORPOS ANTI-HBs", "antihbs", "inferior a 2,0", "mUI/mL", label="Resultado")], head=False)],
              ref=["Não reagente: inferior a 10,0 mUI/mL", "Reagente: igual ou superior a 10,0 mUI/mL"], side=0.5),
            E("ANTICORPOS ANTI-HBc TOTAL",
              ["Material: Soro    Método: Quimioluminescência de micropartículas (CMIA)"],
              [T(_s6, [I("ANTICORPOS ANTI-HBc TOTAL", "antihbc", "Reagente", "", label="Resultado")], head=False)],
              ref=["Não reagente"], side=0.5),
            E("ANTICORPOS ANTI-HCV",
              ["Material: Soro    Método: Quimioluminescência de micropartículas (CMIA)"],
              [T(_s6, [I("ANTICORPOS ANTI-HCV", "hcv", "Reagente", "", label="Resultado")], head=False)],
              ref=["Não reagente"], side=0.5,
              note=["Resultado reagente. Recomenda-se pesquisa de HCV-RNA (carga viral) para confirmação."]),
            E("ALFAFETOPROTEÍNA",
              ["Material: Soro    Método: Eletroquimioluminescência"],
              [T(_s6, [I("ALFAFETOPROTEÍNA", "afp", "4,2", "ng/mL", label="Resultado")], head=False)],
              ref=["Adultos: até 7,0 ng/mL"], side=0.5),
            SP(2),
            N("Interpretação conjunta (hepatite B): HBsAg não reagente, anti-HBc total reagente e anti-HBs inferior a",
              "10 mUI/mL – perfil compatível com contato prévio com o VHB; avaliar clinicamente.", size=0.85),
            N("Amostra de 12/06/2025 processada em outro analisador; diferenças de até 10 % entre plataformas são "
              "esperadas.", size=0.8, italic=True),
        ],
    ],
))

# =================================================================== ap07
# Small-town laboratory, Crato-CE.  Urinalysis (physical / chemical /
# sediment) with qualitative words, '*' flags, stool exams collected the day
# before the urine, 1 page.
_ACC7 = "#b45309"
_u4 = [C("name", 0.34, "Análise"), C("value", 0.24, "Resultado"), C("unit", 0.12, "Unidade"),
       C("ref", 0.30, "Valor de referência")]
REPORTS.append(dict(
    id="ap07", kind="laboratório de cidade do interior", city="Crato", uf="CE",
    lab=dict(name="Laboratório Bom Jesus de Análises Clínicas"),
    style=dict(font="DejaVu Sans", size=8.3, margin=14, accent=_ACC7, pad=0.3, exam_gap=2.2, foot_bottom=9),
    header=dict(left=[("LABORATÓRIO BOM JESUS", 1.6, True, _ACC7), ("Análises Clínicas · Desde 1987", 0.9, False, None)],
                right=[("Rua Santos Dumont, 318 – Centro – Crato/CE", 0.8, False, None),
                       ("CEP 63100-085 · (88) 3521-4076", 0.8, False, None),
                       ("CNPJ 07.218.345/0001-60", 0.8, False, None)]),
    patient=dict(box=False, protocol="25/10-0877", rows=[
        [("Paciente:", "FRANCISCO EVERTON ALENCAR SAMPAIO", 0.60), ("Idade:", "34 anos", 0.20), ("Sexo:", "Masc.", 0.20)],
        [("Nascimento:", "05/01/1991", 0.30), ("Médico:", "Dr. Raimundo Nonato Feitosa – CRM-CE 11.482", 0.70)],
        [("Entrada:", "14/10/2025", 0.30), ("Coleta (urina):", "14/10/2025 06:50", 0.35), ("Entrega:", "16/10/2025", 0.35)],
    ]),
    collected_default="2025-10-14",
    footer=dict(sig=[["Dra. Maria Socorro Brito Leite", "Farmacêutica-Bioquímica – CRF-CE 1.762"]],
                lines=["* Resultado fora do valor de referência.",
                       "Sugere-se urocultura com antibiograma (nova amostra agendada para 15/10/2025)."],
                page_fmt="Página {p} de {n}"),
    pages=[[
        E("EXAME DE URINA – EAS (URINA TIPO I)",
          ["Material: Urina – jato médio (1º jato desprezado)",
           "Método: Tiras reagentes com leitura automatizada e microscopia do sedimento"],
          [T(_u4, [{"sub": "EXAME FÍSICO"},
                   I("Cor", "u_color", "Amarelo citrino", "", "Amarelo citrino"),
                   I("Aspecto", "u_aspect", "Ligeiramente turvo", "", "Límpido", f="*"),
                   I("Densidade", "u_sg", "1,025", "", "1,005 a 1,030"),
                   {"sub": "EXAME QUÍMICO"},
                   I("pH", "u_ph", "5,5", "", "5,0 a 7,0"),
                   I("Proteínas", "u_prot", "Traços", "", "Negativo", f="*"),
                   I("Glicose", "u_glu", "Ausente", "", "Ausente"),
                   I("Corpos cetônicos", "u_ket", "Ausentes", "", "Ausentes"),
                   I("Bilirrubina", "u_bil", "Negativa", "", "Negativa"),
                   I("Urobilinogênio", "u_ubg", "Normal", "", "Normal"),
                   I("Nitrito", "u_nit", "Positivo", "", "Negativo", f="*"),
                   I("Hemoglobina", "u_blood", "Negativa", "", "Negativa"),
                   I("Esterase leucocitária", "u_le", "Positiva", "", "Negativa", f="*"),
                   {"sub": "SEDIMENTOSCOPIA"},
                   I("Leucócitos", "u_wbc_ml", "28.000", "/mL", "até 10.000 /mL", f="*"),
                   I("Hemácias", "u_rbc_ml", "4.000", "/mL", "até 10.000 /mL"),
                   I("Células epiteliais", "u_epi", "Raras", "", "Raras"),
                   I("Bactérias", "u_bact", "Numerosas", "", "Ausentes", f="*"),
                   I("Filamentos de muco", "u_mucus", "Raros", "", "Ausentes a raros"),
                   I("Cristais", "u_cryst", "Ausentes", "", "Ausentes"),
                   I("Cilindros", "u_casts", "Ausentes", "", "Ausentes")], rules="head")]),
        E("EXAME PARASITOLÓGICO DE FEZES",
          ["Material: Fezes, amostra única sem conservante – colhida pelo paciente em 13/10/2025",
           "Método: Hoffman, Pons e Janer (sedimentação espontânea)"],
          [T([C("name", 0.34), C("value", 0.66)],
             [I("EXAME PARASITOLÓGICO DE FEZES", "s_op", "Negativo", label="Resultado", d="2025-10-13")],
             head=False)],
          note=["Não foram encontrados ovos, larvas ou cistos de parasitas na amostra examinada."]),
        E("PESQUISA DE SANGUE OCULTO NAS FEZES",
          ["Material: Fezes – colhida em 13/10/2025   Método: Imunocromatográfico (hemoglobina humana)"],
          [T([C("name", 0.34), C("value", 0.66)],
             [I("PESQUISA DE SANGUE OCULTO NAS FEZES", "s_occult", "Negativo", label="Resultado",
                d="2025-10-13")], head=False)],
          ref=["Negativo"], ref_title="Valor de referência:"),
    ]],
))

# =================================================================== ap08
# Women's-health laboratory, Porto Alegre-RS.  Table without rules, reference
# ranges (multi-line, by cycle phase) BEFORE the result, arrow flags, DUM,
# beta-hCG "inferior a" from a second collection date.
_ACC8 = "#8e244d"
REPORTS.append(dict(
    id="ap08", kind="laboratório privado especializado (saúde da mulher)", city="Porto Alegre", uf="RS",
    lab=dict(name="Ginelab Medicina Laboratorial"),
    style=dict(font="DejaVu Serif Condensed", size=8.8, margin=15, accent=_ACC8, pad=0.6, foot_bottom=10),
    header=dict(left=[("GINELAB", 2.0, True, _ACC8), ("Medicina Laboratorial da Mulher", 1.0, False, _ACC8)],
                right=[("Rua Mostardeiro, 1.217 – sala 302 – Moinhos de Vento", 0.8, False, None),
                       ("Porto Alegre/RS – CEP 90430-001 · (51) 3026-9914", 0.8, False, None),
                       ("CNPJ 33.871.455/0001-90 · CNES 5520813", 0.8, False, None)]),
    patient=dict(box=True, protocol="OS 118.553", rows=[
        [("Paciente:", "LETÍCIA BORGES FONTOURA", 0.55), ("Ordem de serviço:", "OS 118.553", 0.45)],
        [("Nascimento:", "12/12/1991", 0.30), ("Idade:", "33 anos", 0.25), ("DUM:", "22/08/2025", 0.45)],
        [("Médica:", "Dra. Priscila Caon Mattos – CRM-RS 38.207", 0.55),
         ("Fase do ciclo:", "folicular (14º dia, informado)", 0.45)],
        [("Coleta:", "04/09/2025 08:05", 0.30), ("Liberado:", "06/09/2025 18:40", 0.25),
         ("Impresso:", "08/09/2025 09:12", 0.45)],
    ]),
    collected_default="2025-09-04",
    footer=dict(sig=[["Dra. Juliana Petry Scherer", "Biomédica – CRBM-5 8.406 · Responsável técnica"]],
                lines=["↑ acima do intervalo de referência · ↓ abaixo do intervalo de referência.",
                       "Material: soro. Método: eletroquimioluminescência, exceto glicose (enzimático – hexoquinase)."],
                page_fmt="Página {p} de {n}"),
    pages=[[
        H("HORMÔNIOS E BIOQUÍMICA", "rule"),
        T([C("name", 0.27, "Exame"), C("ref", 0.41, "Valores de referência"), C("value", 0.15, "Resultado", a="R"),
           C("unit", 0.17, "Unidade")],
          [I("FSH", "fsh", "7,4", "mUI/mL", "Fase folicular: 3,5 a 12,5\nPico ovulatório: 4,7 a 21,5\n"
                                           "Fase lútea: 1,7 a 7,7\nPós-menopausa: 25,8 a 134,8"),
           I("LH", "lh", "5,8", "mUI/mL", "Fase folicular: 2,4 a 12,6\nPico ovulatório: 14,0 a 95,6\n"
                                          "Fase lútea: 1,0 a 11,4"),
           I("Estradiol", "e2", "62", "pg/mL", "Fase folicular: 12,5 a 166,0\nPico ovulatório: 85,8 a 498,0\n"
                                               "Fase lútea: 43,8 a 211,0"),
           I("Progesterona", "prog", "0,6", "ng/mL", "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0"),
           I("Prolactina", "prl", "28,4", "ng/mL", "4,8 a 23,3", f="↑"),
           I("Testosterona total", "testo", "38", "ng/dL", "8,4 a 48,1"),
           I("TSH", "tsh", "5,62", "µUI/mL", "0,27 a 4,20", f="↑"),
           I("T4 livre", "ft4", "0,98", "ng/dL", "0,93 a 1,70"),
           I("Anticorpos anti-TPO", "atpo", "148", "UI/mL", "inferior a 34", f="↑"),
           I("Insulina (jejum)", "insulin", "9,8", "µUI/mL", "2,6 a 24,9"),
           I("Glicose (jejum)", "glu_f", "88", "mg/dL", "70 a 99"),
           {"sub": "Amostra colhida em 06/09/2025 às 07:55 (nova coleta a pedido da médica)"},
           I("Beta-hCG quantitativo", "bhcg", "inferior a 1,2", "mUI/mL",
             "Não gestantes: inferior a 5,0\nGestação: ver tabela por semana", d="2025-09-06")],
          rules="none"),
        SP(3),
        N("Prolactina: recomenda-se pesquisa de macroprolactina se houver discordância clínica.",
          "Beta-hCG: resultado inferior a 5,0 mUI/mL é considerado negativo para gestação.", size=0.85, italic=True),
    ]],
))

# =================================================================== ap09
# Municipal public-health laboratory, Manaus-AM.  Monospaced table with a
# previous-result column and its date, `Colesterol HDL`, eGFR row, urine ACR.
REPORTS.append(dict(
    id="ap09", kind="laboratório distrital da rede pública", city="Manaus", uf="AM",
    lab=dict(name="Laboratório Distrital Norte – Rede Municipal de Diagnóstico (SEMSA Manaus)"),
    style=dict(font="Liberation Mono", size=8.2, margin=12, accent="#1d3557", pad=0.5, foot_bottom=9),
    header=dict(align="C", left=[("PREFEITURA DE MANAUS", 1.0, True, None),
                                 ("SECRETARIA MUNICIPAL DE SAÚDE – SEMSA", 0.9, False, None),
                                 ("LABORATÓRIO DISTRITAL NORTE – REDE MUNICIPAL DE DIAGNÓSTICO", 1.05, True, None),
                                 ("Rua Itamaracá, 1.460 – Cidade Nova – Manaus/AM – CEP 69095-200 – CNES 7038214",
                                  0.78, False, None)]),
    patient=dict(box=True, protocol="2025/114.902", rows=[
        [("Usuária:", "RAIMUNDA FERREIRA DA SILVA NOGUEIRA", 0.64), ("Nº:", "2025/114.902", 0.36)],
        [("Nasc.:", "11/03/1958", 0.30), ("Sexo:", "F", 0.14), ("CNS:", "898 0031 7745 2206", 0.56)],
        [("Unidade:", "UBS Nova Cidade – HIPERDIA", 0.64), ("Solicitado:", "03/11/2025", 0.36)],
        [("Coleta:", "10/11/2025", 0.30), ("Resultado:", "14/11/2025", 0.34), ("Retorno:", "24/11/2025", 0.36)],
    ]),
    collected_default="2025-11-10",
    footer=dict(sig=[["Dr. Igor Tavares Sarmento", "Farmacêutico-Bioquímico – CRF-AM 1.195"]],
                lines=["Resultados anteriores: última coleta registrada no sistema municipal.",
                       "Documento emitido eletronicamente em 14/11/2025 15:06."],
                page_fmt="Pág. {p}/{n}"),
    pages=[[
        H("BIOQUÍMICA – ACOMPANHAMENTO HIPERDIA (DIABETES / HIPERTENSÃO)", "plain"),
        N("Material: soro (glicose: plasma fluoretado; HbA1c: sangue total EDTA). Jejum: 10 h.", size=0.85),
        SP(1),
        T([C("name", 0.29, "Exame"), C("value", 0.12, "Result.", a="R"), C("unit", 0.155, "Unidade"),
           C("ref", 0.195, "Referência"), C("prev0", 0.10, "Anterior", a="R", ha="R"),
           C("prevdate0", 0.14, "Data ant.", a="R", ha="R")],
          [I("Glicemia de jejum", "glu_f", "146", "mg/dL", "70 a 99", f="H", prev=[P("162", "2025-05-12", "H")]),
           I("Hemoglobina glicada", "hba1c", "7,8", "%", "4,0 a 5,6", f="H", prev=[P("8,4", "2025-05-12", "H")]),
           I("Colesterol total", "chol", "176", "mg/dL", "< 190"),
           I("Colesterol HDL", "hdl", "44", "mg/dL", "> 40"),
           I("Colesterol LDL", "ldl_calc", "98", "mg/dL", "< 100"),
           I("Triglicerídeos", "tg", "170", "mg/dL", "< 150", f="H"),
           I("Creatinina", "creat", "1,12", "mg/dL", "0,50 a 0,90", f="H", prev=[P("1,05", "2025-05-12", "H")]),
           I("TFG (CKD-EPI 2021)", "egfr", "54", "mL/min/1,73m²", "> 60", f="L"),
           I("Ureia", "urea", "41", "mg/dL", "15 a 45"),
           I("Potássio", "k", "4,8", "mmol/L", "3,5 a 5,1"),
           {"sub": "URINA – AMOSTRA ISOLADA (1ª da manhã)"},
           I("Albumina urinária", "u_malb", "38,0", "mg/L", "–"),
           I("Creatinina urinária", "u_creat", "84,5", "mg/dL", "–"),
           I("Relação alb./creat.", "u_acr", "45,0", "mg/g", "< 30", f="H")],
          rules="head"),
        SP(3),
        N("H = acima do valor de referência; L = abaixo do valor de referência.",
          "LDL calculado (Friedewald). TFG estimada pela equação CKD-EPI 2021 (sem coeficiente racial).",
          "Relação albumina/creatinina entre 30 e 300 mg/g: albuminúria moderadamente aumentada.", size=0.85),
        SP(2),
        N("Próxima consulta na UBS: 24/11/2025 – levar este resultado.", size=0.9, bold=True),
    ]],
))

# =================================================================== ap10
# Oncology institute laboratory, Goiânia-GO.  Pre-chemotherapy blood count
# with the previous result column; tumour markers as blocks with earlier
# results listed under each (one of them "> 1.000"), 2 pages.
_ACC10 = "#004d61"
_r10 = [C("name", 0.50), C("value", 0.24, a="R"), C("unit", 0.26)]
REPORTS.append(dict(
    id="ap10", kind="laboratório de hospital oncológico", city="Goiânia", uf="GO",
    lab=dict(name="Instituto Goiano de Oncologia e Hematologia – Laboratório de Análises Clínicas"),
    style=dict(font="Liberation Sans", size=8.6, margin=14, accent=_ACC10, pad=0.5, exam_gap=3.0, foot_bottom=10,
               exam_color="#004d61"),
    header=dict(fill=True,
                left=[("IGOH", 2.0, True, WHITE), ("Instituto Goiano de Oncologia e Hematologia", 0.95, False, WHITE)],
                right=[("Laboratório de Análises Clínicas", 0.85, True, WHITE),
                       ("Av. T-9, 2.310 – Setor Bueno – Goiânia/GO", 0.8, False, WHITE),
                       ("CNPJ 02.917.664/0001-71 · CNES 2653091", 0.8, False, WHITE)],
                rule=False),
    patient=dict(box=True, protocol="IG-40.218", rows=[
        [("Paciente:", "CARLOS ROBERTO MENDONÇA AIRES", 0.60), ("Prontuário:", "IG-40.218", 0.40)],
        [("Nascimento:", "27/05/1963", 0.30), ("Sexo:", "Masculino", 0.30), ("Atendimento:", "SUS – Oncologia", 0.40)],
        [("Médica:", "Dra. Tatiana Queiroz Bittencourt – CRM-GO 14.552", 0.60),
         ("Próximo ciclo QT:", "17/09/2025", 0.40)],
        [("Data da coleta:", "16/09/2025 06:40", 0.30), ("Liberação:", "16/09/2025 11:05", 0.30),
         ("Impressão:", "16/09/2025 11:30", 0.40)],
    ]),
    collected_default="2025-09-16",
    footer=dict(sig=[["Dr. Leandro Siqueira Magalhães", "Médico Patologista Clínico – CRM-GO 9.871"]],
                lines=["Laudo liberado eletronicamente. Conferir resultados críticos com o serviço de quimioterapia.",
                       "Resultados anteriores obtidos pela mesma metodologia, salvo indicação."],
                page_fmt="Página {p} de {n}"),
    pages=[
        [
            SP(2),
            H("HEMOGRAMA – AVALIAÇÃO PRÉ-QUIMIOTERAPIA", "bar"),
            N("Material: sangue total (EDTA) · Método: automação hematológica com revisão de lâmina", size=0.85),
            SP(1),
            T([C("name", 0.27, "Exame"), C("value", 0.15, "Resultado", a="R"), C("unit", 0.11, "Unidade"),
               C("ref", 0.25, "Valores de referência"), C("prev0", 0.22, "Anterior (26/08/2025)", a="R", ha="R")],
              [I("Hemoglobina", "hb", "10,9", "g/dL", "13,0 a 17,0", f="↓", prev=[P("11,6", "2025-08-26", "↓")]),
               I("Hematócrito", "ht", "33,1", "%", "40,0 a 50,0", f="↓", prev=[P("35,0", "2025-08-26", "↓")]),
               I("Leucócitos", "wbc", "3.120", "/mm³", "4.000 a 10.000", f="↓", prev=[P("4.480", "2025-08-26")]),
               I("Neutrófilos (absoluto)", "neut_a", "1.480", "/mm³", "1.500 a 7.000", f="↓",
                 prev=[P("2.710", "2025-08-26")]),
               I("Linfócitos (absoluto)", "lymph_a", "1.150", "/mm³", "1.000 a 4.000", prev=[P("1.240", "2025-08-26")]),
               I("Plaquetas", "plt", "132.000", "/mm³", "150.000 a 400.000", f="↓", prev=[P("176.000", "2025-08-26")])],
              rules="h"),
            N("Neutropenia leve (grau 1). Resultado comunicado à enfermagem da quimioterapia em 16/09/2025 10:50.",
              size=0.85, italic=True),
            SP(3),
            H("BIOQUÍMICA", "bar"),
            SP(1),
            E("CREATININA", ["Material: Soro    Método: Enzimático (creatininase)"],
              [T(_r10, [I("CREATININA", "creat", "0,94", "mg/dL", label="Resultado")], head=False)],
              ref=["0,70 a 1,20 mg/dL"], side=0.55),
            E("TGP – ALANINA AMINOTRANSFERASE", ["Material: Soro    Método: Cinético UV (IFCC)"],
              [T(_r10, [I("TGP – ALANINA AMINOTRANSFERASE", "alt", "38", "U/L", label="Resultado")], head=False)],
              ref=["Homens: até 41 U/L"], side=0.55),
        ],
        [
            SP(2),
            H("MARCADORES TUMORAIS", "bar"),
            SP(1),
            E("CEA – ANTÍGENO CARCINOEMBRIÔNICO",
              ["Material: Soro    Método: Eletroquimioluminescência (ECLIA)"],
              [T(_r10, [I("CEA – ANTÍGENO CARCINOEMBRIÔNICO", "cea", "6,8", "ng/mL", f="↑", label="Resultado",
                          prev=[P("9,4", "2025-06-12", "↑"), P("14,2", "2025-03-10", "↑")])],
                 head=False, prev_rows=True, prev_label="Resultado de {d}")],
              ref=["Não fumantes: até 3,8 ng/mL", "Fumantes: até 5,0 ng/mL"], side=0.55),
            E("CA 19-9 – ANTÍGENO CARBOIDRATO 19-9",
              ["Material: Soro    Método: Eletroquimioluminescência (ECLIA)"],
              [T(_r10, [I("CA 19-9 – ANTÍGENO CARBOIDRATO 19-9", "ca199", "48,6", "U/mL", f="↑", label="Resultado",
                          prev=[P("112,0", "2025-06-12", "↑"), P("> 1.000", "2025-03-10", "↑")])],
                 head=False, prev_rows=True, prev_label="Resultado de {d}")],
              ref=["Até 34 U/mL"], side=0.55,
              note=["Em 10/03/2025 a amostra não foi diluída; valor real superior ao limite de medição."]),
            E("CA 125", ["Material: Soro    Método: Eletroquimioluminescência (ECLIA)"],
              [T(_r10, [I("CA 125", "ca125", "22,4", "U/mL", label="Resultado")], head=False)],
              ref=["Até 35 U/mL"], side=0.55),
            E("ALFAFETOPROTEÍNA (AFP)", ["Material: Soro    Método: Eletroquimioluminescência (ECLIA)"],
              [T(_r10, [I("ALFAFETOPROTEÍNA (AFP)", "afp", "< 2,0", "ng/mL", label="Resultado")], head=False)],
              ref=["Adultos: até 7,0 ng/mL"], side=0.55),
            SP(2),
            N("Os marcadores tumorais não devem ser usados isoladamente para diagnóstico. Variações seriadas",
              "superiores a 25 % são consideradas significativas. Mudança de lote do reagente CEA em 01/08/2025.",
              size=0.85, italic=True),
        ],
    ],
))

# =================================================================== ap11
# Private chain, Florianópolis-SC.  Paediatric, two columns: blood count with
# differential (% and absolute, arrow flags) on the left; iron, vitamin D and
# a three-sample stool exam (three collection dates) on the right.
_ACC11 = "#00838f"
REPORTS.append(dict(
    id="ap11", kind="rede privada (private chain), unidade pediátrica", city="Florianópolis", uf="SC",
    lab=dict(name="LabMar Análises Clínicas"),
    style=dict(font="DejaVu Sans", size=7.8, margin=12, accent=_ACC11, pad=0.35, exam_gap=2.4, foot_bottom=9),
    header=dict(left=[("LabMar", 2.2, True, _ACC11), ("Análises Clínicas · Unidade Trindade", 0.9, False, None)],
                right=[("Rua Lauro Linhares, 1.066 – Trindade – Florianópolis/SC", 0.8, False, None),
                       ("CEP 88036-002 · (48) 3025-6610", 0.8, False, None),
                       ("CNPJ 12.884.530/0002-17 · CNES 4418502", 0.8, False, None)]),
    patient=dict(box=True, protocol="FLN-2509-03318", rows=[
        [("Paciente:", "HELENA MARTINS ZIMMERMANN", 0.55), ("Atendimento:", "FLN-2509-03318", 0.45)],
        [("Nascimento:", "19/06/2018", 0.30), ("Idade:", "7a 3m", 0.25), ("Responsável:", "Carla Martins Zimmermann", 0.45)],
        [("Pediatra:", "Dra. Beatriz Hoffmann Lopes – CRM-SC 19.773", 0.55), ("Coleta de sangue:", "29/09/2025 08:30", 0.45)],
        [("Atendido em:", "29/09/2025 08:12", 0.28), ("Liberado em:", "30/09/2025 16:02", 0.32),
         ("Pedido médico:", "22/09/2025", 0.40)],
    ]),
    collected_default="2025-09-29",
    footer=dict(sig=[["Dra. Camila Vieira Schmitt", "Farmacêutica-Bioquímica – CRF-SC 7.730"]],
                lines=["Valores de referência pediátricos (6 a 12 anos). ↑ acima / ↓ abaixo da referência.",
                       "Laudo disponível também no aplicativo LabMar."],
                page_fmt="Página {p} de {n}"),
    pages=[[
        dict(t="cols", w=[0.55, 0.45], gap=4, divider=True, cols=[
            [
                E("HEMOGRAMA COMPLETO", ["Sangue total EDTA · automação e microscopia"],
                  [T([C("name", 0.33, "Eritrograma"), C("value", 0.17, "Resultado", a="R"), C("unit", 0.19, "Unidade"),
                      C("ref", 0.31, "Referência")],
                     [I("Hemácias", "rbc", "4,61", "10⁶/mm³", "4,00 a 5,20"),
                      I("Hemoglobina", "hb", "12,2", "g/dL", "11,5 a 15,5"),
                      I("Hematócrito", "ht", "36,4", "%", "35,0 a 45,0"),
                      I("VCM", "mcv", "79,0", "fL", "77,0 a 95,0"),
                      I("HCM", "mch", "26,5", "pg", "25,0 a 33,0"),
                      I("CHCM", "mchc", "33,5", "g/dL", "31,0 a 37,0"),
                      I("RDW", "rdw", "13,9", "%", "11,5 a 14,5")], rules="head"),
                   SP(2),
                   T([C("name", 0.33, "Leucograma"), C("value", 0.17, "Resultado", a="R"), C("unit", 0.19, "Unidade"),
                      C("ref", 0.31, "Referência")],
                     [I("Leucócitos", "wbc", "8.650", "/mm³", "4.500 a 13.500")], rules="head"),
                   T([C("name", 0.33), C("value", 0.17, "%", a="R", ha="R"), C("v2", 0.19, "/mm³", a="R", ha="R"),
                      C("ref", 0.31, "Ref. %")],
                     [D("Neutrófilos", "neut_p", "neut_a", "38", "3.287", "30 a 60"),
                      D("Eosinófilos", "eos_p", "eos_a", "9", "779", "1 a 5", fp="↑", fa="↑"),
                      D("Basófilos", "baso_p", "baso_a", "1", "87", "0 a 1"),
                      D("Linfócitos", "lymph_p", "lymph_a", "45", "3.893", "30 a 55"),
                      D("Monócitos", "mono_p", "mono_a", "7", "606", "2 a 10")], rules="none"),
                   SP(2),
                   T([C("name", 0.33, "Plaquetograma"), C("value", 0.17, "Resultado", a="R"),
                      C("unit", 0.19, "Unidade"), C("ref", 0.31, "Referência")],
                     [I("Plaquetas", "plt", "312.000", "/mm³", "150.000 a\n450.000")], rules="head")],
                  note=["Eosinofilia discreta. Morfologia eritrocitária normal."]),
            ],
            [
                E("FERRO SÉRICO E FERRITINA", ["Soro · colorimétrico / quimioluminescência"],
                  [T([C("name", 0.44), C("value", 0.22, a="R"), C("unit", 0.34)],
                     [I("Ferro sérico", "iron", "54", "µg/dL"), I("Ferritina", "ferritin", "18,6", "ng/mL")],
                     head=False)],
                  ref=["Ferro: 50 a 120 µg/dL", "Ferritina: 7 a 140 ng/mL"], ref_title="Referência:"),
                E("VITAMINA D – 25(OH)D", ["Soro · quimioluminescência"],
                  [T([C("name", 0.44), C("value", 0.22, a="R"), C("unit", 0.34)],
                     [I("25-hidroxivitamina D", "vitd", "31,2", "ng/mL")], head=False)],
                  ref=["Crianças saudáveis: superior a 20 ng/mL"], ref_title="Referência:"),
                E("PARASITOLÓGICO DE FEZES", ["Três amostras em conservante (MIF)", "Método: Hoffman (HPJ) e Faust"],
                  [T([C("name", 0.30, "Amostra"), C("txt:dc", 0.27, "Coleta"), C("value", 0.43, "Resultado")],
                     [I("1ª amostra", "s_op", "Negativo", d="2025-09-24", dc="24/09/2025"),
                      I("2ª amostra", "s_op", "Negativo", d="2025-09-25", dc="25/09/2025"),
                      I("3ª amostra", "s_op", "Ascaris lumbricoides", d="2025-09-26", dc="26/09/2025")],
                     rules="head")],
                  note=["Encontrados ovos de Ascaris lumbricoides", "na 3ª amostra."]),
                N("Amostras de fezes entregues no laboratório", "em 29/09/2025.", size=0.8, italic=True),
            ],
        ]),
    ]],
))

# =================================================================== ap12
# Small-town laboratory, Jaboticabal-SP.  Elderly patient: renal function,
# electrolytes, vitamins, PTH from a later re-collection; dotted leaders,
# arrow flags, split eGFR name, 1 page.
_ACC12 = "#5d4037"
REPORTS.append(dict(
    id="ap12", kind="laboratório de cidade pequena", city="Jaboticabal", uf="SP",
    lab=dict(name="Laboratório Santa Teresinha de Análises Clínicas"),
    style=dict(font="Liberation Serif", size=9.6, margin=16, accent=_ACC12, pad=0.35, foot_bottom=11),
    header=dict(align="C", left=[("LABORATÓRIO SANTA TERESINHA", 1.7, True, _ACC12),
                                 ("ANÁLISES CLÍNICAS", 0.95, True, _ACC12)],
                below=[("Rua Rui Barbosa, 744 – Centro – Jaboticabal/SP – CEP 14870-360 – Fone (16) 3202-1187",
                        0.8, False, None),
                       ("Responsável técnico: Dr. Luiz Fernando Bonini – CRF-SP 21.604 · CNES 2081559",
                        0.8, False, None)]),
    patient=dict(box=False, protocol="118/25-4471", rows=[
        [("Paciente:", "ANTÔNIO BENEDITO ZANETTI", 0.60), ("Nº:", "118/25-4471", 0.40)],
        [("Data de nasc.:", "21/08/1941", 0.30), ("Idade:", "84 anos", 0.30), ("Sexo:", "Masculino", 0.40)],
        [("Médico:", "Dr. Sérgio Luiz Pacheco Arantes – CRM-SP 64.905", 0.60), ("Data do pedido:", "14/11/2025", 0.40)],
        [("Coleta:", "18/11/2025", 0.30), ("Recepção:", "18/11/2025", 0.30), ("Emissão:", "24/11/2025", 0.40)],
    ]),
    collected_default="2025-11-18",
    footer=dict(sig=[["Dr. Luiz Fernando Bonini", "Farmacêutico-Bioquímico – CRF-SP 21.604"]],
                lines=["↑ valor acima da referência   ↓ valor abaixo da referência"],
                page_fmt="Página {p} de {n}"),
    pages=[[
        T([C("name", 0.37, "EXAME"), C("value", 0.15, "RESULTADO", a="R"), C("unit", 0.17, "UNIDADE"),
           C("ref", 0.31, "VALORES DE REFERÊNCIA")],
          [{"sub": "Função renal e eletrólitos – soro"},
           I("Ureia", "urea", "58", "mg/dL", "10 a 50", f="↑"),
           I("Creatinina", "creat", "1,38", "mg/dL", "0,70 a 1,30", f="↑"),
           I("Filtração glomerular\nestimada (CKD-EPI)", "egfr", "50", "mL/min/1,73m²", "superior a 60", f="↓"),
           I("Sódio", "na", "139", "mEq/L", "135 a 145"),
           I("Potássio", "k", "5,3", "mEq/L", "3,5 a 5,1", f="↑"),
           I("Cálcio total", "ca", "9,1", "mg/dL", "8,6 a 10,3"),
           I("Fósforo", "phos", "3,9", "mg/dL", "2,5 a 4,5"),
           I("Magnésio", "mg", "2,0", "mg/dL", "1,6 a 2,6"),
           {"sub": "Hematologia – sangue total"},
           I("Hemoglobina", "hb", "12,6", "g/dL", "13,0 a 17,0", f="↓"),
           I("Hematócrito", "ht", "38,4", "%", "40,0 a 50,0", f="↓"),
           I("VHS – 1ª hora", "esr", "22", "mm", "até 20", f="↑"),
           {"sub": "Vitaminas e hormônios – soro"},
           I("25-Hidroxivitamina D", "vitd", "27,8", "ng/mL", "20 a 60"),
           I("Vitamina B12", "b12", "268", "pg/mL", "197 a 771"),
           I("Ácido fólico", "folate", "9,4", "ng/mL", "3,9 a 26,8"),
           I("TSH", "tsh", "1,76", "µUI/mL", "0,45 a 4,50"),
           {"sub": "Paratormônio – nova coleta em 21/11/2025"},
           I("PTH intacto", "pth", "86", "pg/mL", "15 a 65", f="↑", d="2025-11-21"),
           {"sub": "Marcador prostático – soro"},
           I("PSA total", "psa", "4,92", "ng/mL", "até 4,00", f="↑")],
          rules="none", leaders=True),
        SP(4),
        N("PTH: a amostra de 18/11/2025 foi rejeitada por hemólise; o resultado acima refere-se à nova coleta.",
          "Filtração glomerular estimada pela equação CKD-EPI 2021.",
          "Métodos: ureia e creatinina – enzimático; eletrólitos – íon seletivo; vitaminas, TSH, PTH e PSA –",
          "quimioluminescência; VHS – Westergren modificado.", size=0.82, italic=True),
    ]],
))
