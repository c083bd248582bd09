"""The twelve br reports as data (everything invented)."""
from model import R


def H(kind, name, sub=(), right=()):
    return {"t": "header", "kind": kind, "name": name, "sub": list(sub), "right": list(right)}


def info(pairs, cols=3, box=False, w=None):
    b = {"t": "info", "pairs": pairs, "cols": cols, "box": box}
    if w:
        b["w"] = w
    return b


def T(text, kind=None, fs=None):
    b = {"t": "title", "text": text}
    if kind:
        b["kind"] = kind
    if fs:
        b["fs"] = fs
    return b


def tbl(head, w, rows, al=None, rule="rows", lead=False, fs=None, head_fill=None):
    b = {"t": "table", "head": head, "w": w, "rows": rows, "al": al or "L" * len(w), "rule": rule, "lead": lead}
    if fs:
        b["fs"] = fs
    if head_fill is not None:
        b["head_fill"] = head_fill
    return b


def txt(text, fs=None, b=False, i=False, al="L"):
    d = {"t": "text", "text": text, "b": b, "i": i, "al": al}
    if fs:
        d["fs"] = fs
    return d


def cols(left, right, gap=6, sep=False):
    return {"t": "cols", "left": left, "right": right, "gap": gap, "sep": sep}


def sign(lines, al="R"):
    return {"t": "sign", "lines": lines, "al": al}


def sp(h):
    return {"t": "sp", "h": h}


def hr(c="#444444"):
    return {"t": "hr", "c": c}


def SUB(t):
    return {"sub": t}


def NOTE(t):
    return {"note": t}


REPORTS = []

# =====================================================================================
# br01 - private laboratory, blue band, ruled grid tables, arrows
# =====================================================================================
def br01():
    st = {"font": "sans", "fs": 8.5, "accent": "#1f4e79", "title": "bar", "bar": "#dce6f1",
          "head_fill": "#eef3f9", "name_fs": 15}
    top = lambda: [
        H("band", "Laboratório São Lucas Análises Clínicas",
          ["Rua Halfeld, 1.214 - Centro - Juiz de Fora/MG - CEP 36010-002",
           "Tel. (32) 3215-4480 - www.labsaolucasjf.com.br"],
          ["CNPJ 18.447.302/0001-61", "CNES 2841.339", "Resp. Técnica: Dra. Helena C. Vasconcelos",
           "CRF-MG 21.874"]),
        info([("Paciente:", "MARIA APARECIDA FERNANDES ROCHA"), ("Protocolo:", "0317-02284"),
              ("Data de nasc.:", "12/05/1968 (56a)"), ("Sexo:", "Feminino"),
              ("Médico(a):", "Dr. Paulo R. Teixeira - CRM-MG 48.211"), ("Convênio:", "SUS - ESF Jd. das Acácias"),
              ("Data do pedido:", "10/03/2025"), ("Coleta:", "17/03/2025 07:42"),
              ("Liberado em:", "18/03/2025 16:20"), ("Unidade:", "Posto Centro")],
             cols=2, box=True, w=[100, 82]),
    ]
    ref_w = [62, 30, 28, 62]
    p1 = top() + [
        T("HEMOGRAMA COMPLETO"),
        txt("Material: Sangue total com EDTA   Método: Automação (impedância / citometria de fluxo) com revisão microscópica",
            fs=7.5, i=True),
        tbl(["ERITROGRAMA", "Resultado", "Unidade", "Valores de referência"], ref_w, [
            ["Hemácias", R("rbc", "4,12", "milhões/mm³"), "milhões/mm³", "3,90 a 5,03"],
            ["Hemoglobina", R("hgb", "11,6", "g/dL", flag="↓"), "g/dL", "12,0 a 15,5"],
            ["Hematócrito", R("hct", "35,8", "%"), "%", "35,0 a 45,0"],
            ["VCM", R("mcv", "86,9", "fL"), "fL", "80,0 a 100,0"],
            ["HCM", R("mch", "28,2", "pg"), "pg", "26,0 a 34,0"],
            ["CHCM", R("mchc", "32,4", "g/dL"), "g/dL", "31,0 a 36,0"],
            ["RDW", R("rdw", "14,9", "%", flag="↑"), "%", "11,5 a 14,5"],
        ], al="LRLL", rule="grid"),
        tbl(["LEUCOGRAMA", "%", "/mm³", "Ref. (%)", "Ref. (/mm³)"], [50, 22, 30, 34, 46], [
            ["Leucócitos", "", R("wbc", "6.840", "/mm³"), "", "3.600 a 11.000"],
            ["Bastonetes", R("band_p", "2", "%"), R("band_a", "137", "/mm³"), "0 a 5", "0 a 500"],
            ["Segmentados", R("seg_p", "58", "%"), R("seg_a", "3.967", "/mm³"), "40 a 70", "1.500 a 7.000"],
            ["Eosinófilos", R("eos_p", "4", "%"), R("eos_a", "274", "/mm³"), "1 a 5", "50 a 500"],
            ["Basófilos", R("baso_p", "1", "%"), R("baso_a", "68", "/mm³"), "0 a 2", "0 a 200"],
            ["Linfócitos típicos", R("lym_p", "29", "%"), R("lym_a", "1.984", "/mm³"), "20 a 45", "1.000 a 4.500"],
            ["Monócitos", R("mono_p", "6", "%"), R("mono_a", "410", "/mm³"), "2 a 10", "100 a 1.000"],
        ], al="LRRCC", rule="grid"),
        tbl(["PLAQUETAS", "Resultado", "Unidade", "Valores de referência"], ref_w, [
            ["Plaquetas", R("plt", "248.000", "/mm³"), "/mm³", "150.000 a 450.000"],
            ["VPM", R("mpv", "10,2", "fL"), "fL", "7,4 a 10,4"],
        ], al="LRLL", rule="grid"),
        txt("Observação: discreta anisocitose. Série branca sem alterações morfológicas. Plaquetas com morfologia normal.",
            fs=7.5),
        sign(["Dra. Helena Couto Vasconcelos", "Farmacêutica-Bioquímica - CRF-MG 21.874"]),
    ]
    p2 = top() + [
        T("BIOQUÍMICA E HORMÔNIOS"),
        tbl(["EXAME", "RESULTADO", "UNIDADE", "VALORES DE REFERÊNCIA"], ref_w, [
            ["Glicose em jejum", R("glu_f", "98", "mg/dL"), "mg/dL", "70 a 99"],
            ["Hemoglobina glicada (HbA1c)", R("hba1c", "5,9", "%", flag="↑"), "%",
             "Normal: inferior a 5,7\nPré-diabetes: 5,7 a 6,4\nDiabetes: igual ou superior a 6,5"],
            ["Glicose média estimada", R("eag", "123", "mg/dL"), "mg/dL", "-"],
            SUB("Perfil lipídico (jejum de 12 horas)"),
            ["Colesterol total", R("chol", "212", "mg/dL", flag="↑"), "mg/dL", "Desejável: inferior a 190"],
            ["HDL-COLESTEROL", R("hdl", "48", "mg/dL"), "mg/dL", "Desejável: superior a 40"],
            ["LDL-COLESTEROL", R("ldl", "136", "mg/dL"), "mg/dL", "Conforme risco cardiovascular"],
            ["VLDL-COLESTEROL", R("vldl", "28", "mg/dL"), "mg/dL", "-"],
            ["COLESTEROL NÃO-HDL", R("nonhdl", "164", "mg/dL"), "mg/dL", "Conforme risco cardiovascular"],
            ["Triglicerídeos", R("tg", "140", "mg/dL"), "mg/dL", "Desejável: inferior a 150"],
            SUB("Função tireoidiana"),
            ["TSH", R("tsh", "3,42", "µUI/mL"), "µUI/mL", "0,45 a 4,50"],
            ["T4 livre", R("ft4", "1,08", "ng/dL"), "ng/dL", "0,70 a 1,48"],
        ], al="LRLL", rule="grid"),
        txt("LDL e VLDL calculados pela equação de Friedewald. Metas lipídicas conforme Atualização da Diretriz "
            "Brasileira de Dislipidemias (SBC). Glicose média estimada calculada a partir da HbA1c (ADAG).", fs=7.5, i=True),
        txt("Material: soro / sangue total (HbA1c). Métodos: enzimático colorimétrico; HPLC (HbA1c); quimioluminescência (TSH, T4L).",
            fs=7.5),
        sign(["Dra. Helena Couto Vasconcelos", "Farmacêutica-Bioquímica - CRF-MG 21.874"]),
    ]
    return {"id": "br01", "lab": "Laboratório São Lucas Análises Clínicas", "city": "Juiz de Fora - MG",
            "collected": "2025-03-17", "style": st, "pages": [p1, p2],
            "footer": ["Impresso em 19/03/2025 08:15 - Página {p} de {n}",
                       "Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos."]}


REPORTS.append(br01())


# =====================================================================================
# br02 - private laboratory, serif, block layout (heading / material / method / result)
# =====================================================================================
def exam(title, meta, rows, w=(44, 26, 30, 82), al="LRLL", kind="under", note=None):
    out = [T(title, kind=kind), txt(meta, fs=7.3, i=True), tbl(None, list(w), rows, al=al, rule="none")]
    if note:
        out.append(txt(note, fs=7.3))
    return out


def br02():
    st = {"font": "serif", "fs": 8.6, "accent": "#5a2d0c", "title": "under", "name_fs": 16, "lhf": 1.3}
    top = lambda: [
        H("center", "BIOLAB DIAGNÓSTICOS",
          ["Análises Clínicas - Av. Barão do Rio Branco, 3.380 - Passos - Juiz de Fora/MG",
           "CNPJ 07.612.884/0001-30  -  CNES 6624.017  -  Fone (32) 3232-9051"]),
        info([("Nome:", "JOSÉ CARLOS DE ANDRADE"), ("Idade:", "61 anos"), ("Sexo:", "Masculino"),
              ("Nascimento:", "03/09/1963"), ("Atendimento:", "B-558.102"), ("Requisição:", "07/03/2025"),
              ("Coleta:", "14/03/2025 07:15"), ("Solicitante:", "Dra. Lúcia M. Prado"), ("Emissão:", "17/03/2025")],
             cols=3, w=[74, 54, 54]),
        hr(),
    ]
    M = "mg/dL"
    p1 = top() + exam("GLICOSE", "Material: Plasma (fluoreto)   Método: Enzimático - hexoquinase", [
        ["Resultado:", R("glu_f", "104", M, name="GLICOSE"), M, "Normal: 70 a 99 mg/dL"],
        ["Resultado anterior:", R("glu_f", "97", M, name="GLICOSE", date="2024-08-21"), M, "em 21/08/2024"],
    ]) + exam("UREIA", "Material: Soro   Método: Cinético UV - urease", [
        ["Resultado:", R("urea", "31", M, name="UREIA"), M, "15 a 45 mg/dL"],
    ]) + exam("CREATININA", "Material: Soro   Método: Jaffé cinético compensado", [
        ["Resultado:", R("creat", "0,84", M, name="CREATININA"), M, "0,70 a 1,30 mg/dL"],
        ["Taxa de filtração glomerular\nestimada (CKD-EPI 2021):", R("egfr21", "96", "mL/min/1,73m²"), "mL/min/1,73m²",
         "Superior a 60 mL/min/1,73m²"],
    ], w=(56, 16, 30, 80)) + exam("ÁCIDO ÚRICO", "Material: Soro   Método: Enzimático - uricase", [
        ["Resultado:", R("urate", "4,6", M, name="ÁCIDO ÚRICO"), M, "3,5 a 7,2 mg/dL"],
    ]) + exam("COLESTEROL TOTAL E FRAÇÕES", "Material: Soro   Método: Enzimático colorimétrico / cálculo (Martin)", [
        ["Colesterol total:", R("chol", "189", M), M, "Desejável: inferior a 190 mg/dL"],
        ["Colesterol HDL:", R("hdl", "52", M), M, "Desejável: superior a 40 mg/dL"],
        ["Colesterol LDL:", R("ldl", "112", M), M, "Conforme categoria de risco"],
        ["Colesterol VLDL:", R("vldl", "25", M), M, "-"],
        ["Colesterol não-HDL:", R("nonhdl", "137", M), M, "Conforme categoria de risco"],
    ]) + exam("TRIGLICERÍDEOS", "Material: Soro   Método: Enzimático GPO-PAP", [
        ["Resultado:", R("tg", "126", M, name="TRIGLICERÍDEOS"), M, "Jejum: inferior a 150 mg/dL"],
    ]) + [sign(["Dr. Renato Guedes Araújo - Biomédico", "CRBM 3ª Região nº 44.719"])]
    p2 = top() + exam("PERFIL DE FERRO", "Material: Soro   Método: Colorimétrico (ferrozine) / cálculo", [
        ["Ferro sérico:", R("fe", "58", "µg/dL"), "µg/dL", "65 a 175 µg/dL"],
        ["Capacidade total de ligação\ndo ferro (CTLF):", R("tibc", "392", "µg/dL"), "µg/dL", "250 a 450 µg/dL"],
        ["Índice de saturação\nda transferrina:", R("tsat", "15", "%"), "%", "20 a 50 %"],
    ], w=(56, 16, 30, 80)) + exam("FERRITINA", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("ferritin", "38,4", "ng/mL", name="FERRITINA"), "ng/mL", "30,0 a 400,0 ng/mL"],
    ]) + exam("VITAMINA B12", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("b12", "312", "pg/mL", name="VITAMINA B12"), "pg/mL", "197 a 771 pg/mL"],
    ]) + exam("ÁCIDO FÓLICO", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("folate", "superior a 20,0", "ng/mL", name="ÁCIDO FÓLICO"), "ng/mL", "Superior a 3,9 ng/mL"],
    ], w=(44, 26, 30, 82)) + exam("25-HIDROXIVITAMINA D", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("vitd", "24,7", "ng/mL", name="25-HIDROXIVITAMINA D"), "ng/mL",
         "População geral saudável: superior a 20 ng/mL"],
        ["Resultado anterior:", R("vitd", "18,2", "ng/mL", name="25-HIDROXIVITAMINA D", date="2024-08-12"), "ng/mL",
         "em 12/08/2024"],
    ], note="Grupos de risco (idosos, gestantes, osteoporose): 30 a 60 ng/mL. Risco de toxicidade: superior a 100 ng/mL.") + [
        sign(["Dr. Renato Guedes Araújo - Biomédico", "CRBM 3ª Região nº 44.719"]),
    ]
    return {"id": "br02", "lab": "Biolab Diagnósticos", "city": "Juiz de Fora - MG", "collected": "2025-03-14",
            "style": st, "pages": [p1, p2],
            "footer": ["Laudo liberado eletronicamente em 17/03/2025 11:02 - Página {p}/{n}"]}


REPORTS.append(br02())


# =====================================================================================
# br03 - municipal laboratory, monospace, two columns, unruled
# =====================================================================================
def br03():
    st = {"font": "mono", "fs": 7.8, "accent": "#000000", "title": "plain", "name_fs": 11, "head_fill": None,
          "ml": 12, "mr": 12}
    M = "mg/dL"
    w = [33, 14, 14, 29]
    left = [
        T("BIOQUIMICA", kind="center", fs=8.2),
        tbl(["EXAME", "RESULT.", "UNID.", "REFERENCIA"], w, [
            ["Glicose", R("glu_f", "87", M), M, "70 a 99"],
            ["Ureia", R("urea", "28", M), M, "15 a 45"],
            ["Creatinina", R("creat", "0,71", M), M, "0,50 a 1,10"],
            ["Acido urico", R("urate", "3,9", M), M, "2,4 a 6,0"],
            ["Colesterol total", R("chol", "176", M), M, "< 190"],
            ["HDL", R("hdl", "58", M), M, "> 40"],
            ["LDL", R("ldl", "98", M), M, "< 130"],
            ["Triglicerides", R("tg", "102", M), M, "< 150"],
            ["TGO (AST)", R("ast", "21", "U/L"), "U/L", "ate 32"],
            ["TGP (ALT)", R("alt", "18", "U/L"), "U/L", "ate 33"],
            ["Gama GT", R("ggt", "15", "U/L"), "U/L", "6 a 42"],
            ["Fosfatase alcalina", R("alp", "74", "U/L"), "U/L", "35 a 104"],
            ["Sodio", R("na", "139", "mEq/L"), "mEq/L", "136 a 145"],
            ["Potassio", R("k", "4,3", "mEq/L"), "mEq/L", "3,5 a 5,1"],
        ], al="LRLL", rule="head", fs=7.6),
        txt("Material: soro. Metodos enzimaticos automatizados. LDL calculado (Friedewald).", fs=6.8),
    ]
    right = [
        T("URINA TIPO I (EAS)", kind="center", fs=8.2),
        tbl(["", "RESULTADO", "REFERENCIA"], [33, 27, 30], [
            SUB("Caracteres fisicos"),
            ["Cor", R("u_color", "Amarelo citrino"), "Amarelo"],
            ["Aspecto", R("u_aspect", "Limpido"), "Limpido"],
            ["Densidade", R("u_sg", "1,020"), "1,005 a 1,030"],
            ["pH", R("u_ph", "6,0"), "5,0 a 7,0"],
            SUB("Exame quimico (tira reativa)"),
            ["Proteinas", R("u_prot", "Negativo"), "Negativo"],
            ["Glicose", R("u_glu", "Negativo"), "Negativo"],
            ["Corpos cetonicos", R("u_ket", "Negativo"), "Negativo"],
            ["Hemoglobina", R("u_blood", "Negativo"), "Negativo"],
            ["Bilirrubina", R("u_bil", "Negativo"), "Negativo"],
            ["Urobilinogenio", R("u_ubg", "Normal"), "Normal"],
            ["Nitrito", R("u_nit", "Negativo"), "Negativo"],
            ["Esterase leucoc.", R("u_le", "Negativo"), "Negativo"],
            SUB("Sedimentoscopia (400x)"),
            ["Celulas epiteliais", R("u_epi", "Raras"), "Raras"],
            ["Leucocitos", R("u_wbc", "3", "/campo", iu=True), "ate 5/campo"],
            ["Hemacias", R("u_rbc", "1", "/campo", iu=True), "ate 3/campo"],
            ["Cilindros", R("u_hyal", "Ausentes"), "Ausentes"],
            ["Bacterias", R("u_bact", "Raras"), "Raras"],
            ["Muco", R("u_mucus", "Ausente"), "Ausente"],
        ], al="LLL", rule="head", fs=7.6),
        txt("Material: urina - jato medio, 1a urina da manha.", fs=6.8),
    ]
    p1 = [
        H("center", "PREFEITURA MUNICIPAL DE JUIZ DE FORA",
          ["SECRETARIA MUNICIPAL DE SAUDE - DEPARTAMENTO DE ANALISES CLINICAS",
           "LABORATORIO MUNICIPAL - Rua Santo Antonio, 900 - Centro - CNES 2218.305"]),
        info([("PACIENTE:", "ANTONIO MARCOS PEREIRA SILVA"), ("CNS:", "702 4051 8831 2276"),
              ("DT.NASC:", "21/11/1979"), ("SEXO:", "M"), ("UNIDADE:", "UBS JARDIM DAS ACACIAS"),
              ("REQ.:", "2025/031188"), ("DT.CADASTRO:", "06/03/2025"), ("DT.COLETA:", "12/03/2025"),
              ("DT.LIBERACAO:", "14/03/2025")],
             cols=2, box=True, w=[104, 82]),
        cols(left, right, gap=6, sep=True),
        sp(2),
        txt("Resultados conferidos e liberados por: Farm. Bioq. Claudia R. Mendes - CRF-MG 17.052", fs=7.2),
        txt("Exame realizado pelo SUS. Proibida a comercializacao. Documento emitido em 17/03/2025 09:41.", fs=7.2),
    ]
    return {"id": "br03", "lab": "Laboratório Municipal de Análises Clínicas - SMS Juiz de Fora",
            "city": "Juiz de Fora - MG", "collected": "2025-03-12", "style": st, "pages": [p1],
            "footer": ["LABMUN-JF  SISLAB v4.2  Pag. {p}/{n}"]}


REPORTS.append(br03())


# =====================================================================================
# br04 - private lab, condensed font, Exame / Referência / Resultado, dotted leaders
# =====================================================================================
def br04():
    st = {"font": "cond", "fs": 8.6, "accent": "#7a1f5c", "title": "bar", "bar": "#f3e6ef", "name_fs": 17}
    w = [62, 72, 48]
    rows = [
        SUB("TIREOIDE"),
        ["TSH - hormônio tireoestimulante", "0,45 a 4,50 µUI/mL", R("tsh", "2,18", "µUI/mL", iu=True)],
        ["T4 livre", "0,70 a 1,48 ng/dL", R("ft4", "1,12", "ng/dL", iu=True)],
        ["T3 total", "80 a 200 ng/dL", R("t3", "118", "ng/dL", iu=True)],
        ["Anticorpos antitireoperoxidase\n(anti-TPO)", "Inferior a 34,0 UI/mL", R("tpo", "inferior a 9,0", "UI/mL", iu=True)],
        SUB("HORMÔNIOS REPRODUTIVOS"),
        ["FSH", "Fase folicular: 3,5 a 12,5 mUI/mL\nPico ovulatório: 4,7 a 21,5 mUI/mL\nFase lútea: 1,7 a 7,7 mUI/mL",
         R("fsh", "6,8", "mUI/mL", iu=True)],
        ["LH", "Fase folicular: 2,4 a 12,6 mUI/mL\nPico ovulatório: 14,0 a 95,6 mUI/mL\nFase lútea: 1,0 a 11,4 mUI/mL",
         R("lh", "5,2", "mUI/mL", iu=True)],
        ["Estradiol", "Fase folicular: 12,5 a 166 pg/mL\nPico ovulatório: 85,8 a 498 pg/mL\nFase lútea: 43,8 a 211 pg/mL",
         R("e2", "86", "pg/mL", iu=True)],
        ["Progesterona", "Fase folicular: 0,2 a 1,5 ng/mL\nFase lútea: 1,7 a 27,0 ng/mL", R("prog", "0,6", "ng/mL", iu=True)],
        ["Prolactina", "Mulheres não gestantes: 4,8 a 23,3 ng/mL", R("prl", "14,6", "ng/mL", iu=True)],
        ["Beta-HCG quantitativo", "Não gestantes: inferior a 5,0 mUI/mL", R("bhcg", "inferior a 1,2", "mUI/mL", iu=True)],
        SUB("OUTROS"),
        ["Cortisol (coleta às 8 h)", "6,2 a 19,4 µg/dL", R("cortisol", "11,9", "µg/dL", iu=True)],
        ["Insulina (jejum)", "2,6 a 24,9 µUI/mL", R("insulin", "8,4", "µUI/mL", iu=True)],
        ["Vitamina D (25-OH)", "Superior a 20 ng/mL (pop. saudável)", R("vitd", "31,5", "ng/mL", iu=True)],
    ]
    p1 = [
        H("left", "Vitta Medicina Laboratorial",
          ["Rua Marechal Deodoro, 512 - 2º andar - Centro - Juiz de Fora/MG", "Central de atendimento (32) 3690-1122"],
          ["CNPJ 23.905.118/0001-04", "CNES 9013.772", "RT: Dr. Fábio L. Moura - CRBM 3 nº 29.603"]),
        info([("Cliente:", "JULIANA SOUZA MARTINS"), ("Nº do pedido:", "VT-7734091"),
              ("Nasc.:", "27/02/1991"), ("Idade:", "34 anos"),
              ("DUM:", "24/02/2025"), ("Médico:", "Dra. Carla B. Nunes - CRM-MG 60.114"),
              ("Entrada:", "13/03/2025 08:02"), ("Data da coleta:", "13/03/2025"),
              ("Liberação:", "15/03/2025 14:37"), ("Origem:", "ESF Jardim das Acácias")],
             cols=2, w=[92, 90]),
        hr("#7a1f5c"),
        T("PERFIL HORMONAL FEMININO"),
        txt("Material: soro. Método: imunoensaio por quimioluminescência (eletroquimioluminescência para beta-HCG).",
            fs=7.4, i=True),
        tbl(["Exame", "Valores de referência", "Resultado"], w, rows, al="LLR", rule="none", lead=True),
        sp(1),
        txt("Interpretação dos hormônios reprodutivos conforme fase do ciclo menstrual. Data da última menstruação "
            "informada pela paciente no momento da coleta. Beta-HCG: valores entre 5,0 e 25,0 mUI/mL são "
            "indeterminados; repetir em 48 horas.", fs=7.4),
        sign(["Dr. Fábio Lacerda Moura", "Biomédico - CRBM 3 nº 29.603"]),
    ]
    return {"id": "br04", "lab": "Vitta Medicina Laboratorial", "city": "Juiz de Fora - MG",
            "collected": "2025-03-13", "style": st, "pages": [p1],
            "footer": ["Vitta Medicina Laboratorial - laudo assinado digitalmente - Impresso em 18/03/2025 - Pág. {p} de {n}"]}


REPORTS.append(br04())


# =====================================================================================
# br05 - private lab, asterisk flags, liver / inflammation / lipids, "inferior a"
# =====================================================================================
def br05():
    st = {"font": "sans", "fs": 8.8, "accent": "#006b5f", "title": "under", "name_fs": 15, "head_fill": "#e3f1ef"}
    top = lambda: [
        H("box", "Laboratório Santa Clara",
          ["Medicina Diagnóstica", "Av. Rio Branco, 2.077 - Sala 3 - Juiz de Fora/MG"],
          ["CNPJ 31.554.870/0001-92", "CNES 7350.118", "(32) 3211-0707"]),
        info([("Paciente:", "ROBERTO LUIZ NASCIMENTO"), ("Ficha:", "SC 204.778"), ("Nascimento:", "19/07/1972"),
              ("Solicitante:", "Dr. Paulo R. Teixeira"), ("Data de coleta:", "11/03/2025"), ("Recebimento:", "11/03/2025"),
              ("Liberação:", "13/03/2025"), ("Convênio:", "Particular"), ("Sexo:", "M")],
             cols=3, w=[76, 56, 50]),
    ]
    w = [64, 28, 24, 66]
    hd = ["Exame", "Resultado", "Unidade", "Valores de Referência"]
    p1 = top() + [
        T("FUNÇÃO HEPÁTICA E PANCREÁTICA"),
        tbl(hd, w, [
            ["TGO - Aspartato aminotransferase", R("ast", "38", "U/L", flag="*"), "U/L", "Até 37"],
            ["TGP - Alanina aminotransferase", R("alt", "52", "U/L", flag="*"), "U/L", "Até 41"],
            ["Gama GT", R("ggt", "71", "U/L", flag="*"), "U/L", "10 a 71"],
            ["Fosfatase alcalina", R("alp", "96", "U/L"), "U/L", "40 a 129"],
            ["Bilirrubina total", R("tbil", "0,82", "mg/dL"), "mg/dL", "Até 1,20"],
            ["Bilirrubina direta", R("dbil", "0,21", "mg/dL"), "mg/dL", "Até 0,30"],
            ["Bilirrubina indireta", R("ibil", "0,61", "mg/dL"), "mg/dL", "Até 0,90"],
            ["Proteínas totais", R("tprot", "7,1", "g/dL"), "g/dL", "6,4 a 8,3"],
            ["Albumina", R("alb", "4,3", "g/dL"), "g/dL", "3,5 a 5,2"],
            ["Globulinas", R("glob", "2,8", "g/dL"), "g/dL", "2,0 a 3,5"],
            ["Relação albumina/globulina", R("ag", "1,54"), "", "1,10 a 2,20"],
            ["Amilase", R("amyl", "62", "U/L"), "U/L", "28 a 100"],
            ["Lipase", R("lip", "34", "U/L"), "U/L", "13 a 60"],
        ], al="LRCL", rule="rows"),
        T("MARCADORES INFLAMATÓRIOS E ENZIMAS MUSCULARES"),
        tbl(hd, w, [
            ["Proteína C reativa", R("crp", "inferior a 0,5", "mg/dL"), "mg/dL", "Inferior a 0,5"],
            ["VHS - 1ª hora (Westergren)", R("esr", "12", "mm"), "mm", "Até 15"],
            ["Desidrogenase lática (LDH)", R("ldh", "180", "U/L"), "U/L", "135 a 225"],
            ["Creatinoquinase (CK)", R("ck", "142", "U/L"), "U/L", "39 a 308"],
        ], al="LRCL", rule="rows"),
        txt("(*) Resultado fora do intervalo de referência.   Material: soro (VHS: sangue total EDTA).", fs=7.5),
        txt("Métodos: cinético UV IFCC (TGO, TGP, GGT, FA, LDH, CK), diazo (bilirrubinas), biureto/verde de "
            "bromocresol (proteínas), turbidimetria (PCR).", fs=7.5, i=True),
    ]
    p2 = top() + [
        T("PERFIL LIPÍDICO"),
        tbl(hd, w, [
            ["Colesterol total", R("chol", "245", "mg/dL", flag="*"), "mg/dL", "Desejável: inferior a 190"],
            ["Colesterol - HDL", R("hdl", "39", "mg/dL", flag="*"), "mg/dL", "Desejável: superior a 40"],
            ["Colesterol - LDL", R("ldl", "171", "mg/dL", flag="*"), "mg/dL",
             "Risco baixo: inferior a 130\nRisco intermediário: inferior a 100\nRisco alto: inferior a 70"],
            ["Colesterol - VLDL", R("vldl", "35", "mg/dL"), "mg/dL", "-"],
            ["Triglicérides", R("tg", "176", "mg/dL", flag="*"), "mg/dL", "Jejum: inferior a 150\nSem jejum: inferior a 175"],
        ], al="LRCL", rule="rows"),
        txt("Jejum informado: 12 horas. LDL calculado pela fórmula de Friedewald (válida para triglicérides "
            "inferiores a 400 mg/dL). Avaliação do risco cardiovascular a critério médico.", fs=7.5),
        txt("Conferido em 13/03/2025 por Bióloga Dra. Sandra Toledo Reis - CRBio 04 nº 71.205.", fs=7.5),
        sign(["Dra. Sandra Toledo Reis", "Responsável técnica - CRBio 04 nº 71.205"]),
    ]
    return {"id": "br05", "lab": "Laboratório Santa Clara Medicina Diagnóstica", "city": "Juiz de Fora - MG",
            "collected": "2025-03-11", "style": st, "pages": [p1, p2],
            "footer": ["Página {p} de {n}  |  Emitido em 14/03/2025 10:05  |  Próxima coleta sugerida pelo médico: 11/06/2025"]}


REPORTS.append(br05())


# =====================================================================================
# br06 - hospital laboratory, cumulative table (three collection dates)
# =====================================================================================
def br06():
    st = {"font": "mono", "fs": 7.9, "accent": "#003366", "title": "plain", "name_fs": 12, "ml": 12, "mr": 12,
          "foot_al": "left"}
    d1, d2, d3 = "2025-03-14", "2025-01-10", "2024-10-08"
    M = "mg/dL"

    def row(name, key, unit, vals, ref, flags=("", "", "")):
        cells = [name]
        for v, d, f in zip(vals, (d1, d2, d3), flags):
            cells.append(R(key, v, unit, flag=f, date=d) if v else "---")
        return cells + [unit, ref]

    up = "↑"
    rows = [
        SUB("GLICEMIA"),
        row("Glicose jejum", "glu_f", M, ["142", "156", "168"], "70 a 99", (up, up, up)),
        row("Hemoglobina glicada", "hba1c", "%", ["7,4", "7,9", "8,3"], "< 5,7", (up, up, up)),
        SUB("FUNCAO RENAL"),
        row("Ureia", "urea", M, ["48", "44", "41"], "15 a 40", (up, up, up)),
        row("Creatinina", "creat", M, ["1,32", "1,28", "1,19"], "0,70 a 1,20", (up, up, "")),
        row("TFG estimada\n(CKD-EPI 2021)", "egfr21", "mL/min/1,73m²", ["58", "60", "66"], "> 60", ("↓", "", "")),
        SUB("ELETROLITOS"),
        row("Sodio", "na", "mmol/L", ["139", "141", "138"], "136 a 145"),
        row("Potassio", "k", "mmol/L", ["5,1", "4,8", "4,6"], "3,5 a 5,1"),
        row("Calcio total", "ca", M, ["9,4", "9,2", ""], "8,6 a 10,3"),
        row("Magnesio", "mg", M, ["2,0", "", "2,1"], "1,6 a 2,6"),
        SUB("URINA - AMOSTRA ISOLADA"),
        row("Microalbuminuria", "u_malb", "mg/L", ["48", "62", "35"], "< 20", (up, up, up)),
        row("Relacao\nalbumina/creatinina", "u_acr", "mg/g", ["52", "68", "39"], "< 30", (up, up, up)),
    ]
    p1 = [
        H("left", "HOSPITAL SAO VICENTE DE PAULO",
          ["Servico de Patologia Clinica - Laboratorio Central",
           "Rua Sao Mateus, 1.450 - Sao Mateus - Juiz de Fora/MG"],
          ["CNES 2153.882", "Tel. (32) 3239-5000 r. 412", "RT: Dr. Marcelo A. Rezende", "CRM-MG 33.907"]),
        info([("Paciente.....:", "BENEDITA DAS GRACAS OLIVEIRA"), ("Prontuario...:", "0184.552-3"),
              ("Nascimento...:", "02/02/1956"), ("Idade........:", "69a 1m"),
              ("Setor........:", "AMBULATORIO NEFROLOGIA"), ("Atendimento..:", "25-0031477"),
              ("Medico.......:", "Dr. Ivan S. Campos"), ("Entrada......:", "14/03/2025 06:58"),
              ("Coleta.......:", "14/03/2025 07:20"), ("Impressao....:", "17/03/2025 13:44")],
             cols=2, w=[104, 82]),
        hr("#003366"),
        T("RESULTADOS CUMULATIVOS - BIOQUIMICA", kind="center", fs=8.5),
        tbl(["EXAME", "14/03/2025", "10/01/2025", "08/10/2024", "UNIDADE", "REFERENCIA"],
            [44, 22, 22, 22, 30, 46], rows, al="LRRRLL", rule="head"),
        txt("Colunas de 10/01/2025 e 08/10/2024: resultados anteriores do mesmo paciente neste laboratorio "
            "(historico). --- = exame nao realizado na data.", fs=7.2),
        txt("Material: soro (bioquimica), sangue total EDTA (HbA1c), urina amostra isolada. Metodos: "
            "enzimaticos automatizados (Cobas c501); HbA1c por HPLC certificado NGSP; TFG calculada pela "
            "equacao CKD-EPI 2021 sem coeficiente racial.", fs=7.2),
        txt("Conduta e retorno conforme agendamento do ambulatorio: 16/04/2025.", fs=7.2),
        sign(["Dr. Marcelo Antunes Rezende", "Patologista Clinico - CRM-MG 33.907"], al="L"),
    ]
    return {"id": "br06", "lab": "Hospital São Vicente de Paulo - Serviço de Patologia Clínica",
            "city": "Juiz de Fora - MG", "collected": d1, "style": st, "pages": [p1],
            "footer": ["HSVP-LIS  Relatorio cumulativo  Pagina {p} de {n}  Emitido 17/03/2025 13:44"]}


REPORTS.append(br06())


# =====================================================================================
# br07 - reference laboratory, serif, block layout, prenatal serology
# =====================================================================================
def br07():
    st = {"font": "serif", "fs": 8.8, "accent": "#2e4a1e", "title": "bar", "bar": "#e8efe2", "name_fs": 15}
    top = lambda: [
        H("left", "Laboratório Pró-Vida",
          ["Análises Clínicas e Citologia", "Rua Espírito Santo, 745 - Centro - Juiz de Fora/MG"],
          ["CNPJ 40.118.663/0001-27", "CNES 2790.016", "Dir. Técnica: Dra. Marta S. Lins - CRF-MG 9.338"]),
        info([("Paciente:", "TAINÁ RODRIGUES DA SILVA"), ("Código:", "PV 88.315"),
              ("D.N.:", "08/06/2001"), ("Solicitante:", "Enf. R. Dias - COREN-MG 402.551"),
              ("DUM:", "03/01/2025"), ("DPP:", "10/10/2025"),
              ("Data de coleta:", "11/03/2025"), ("Liberado em:", "14/03/2025")],
             cols=2, w=[96, 86]),
        hr(),
        txt("PRÉ-NATAL - 1º TRIMESTRE", b=True, al="C", fs=9.5),
    ]
    w = (40, 42, 22, 78)
    p1 = top() + exam("TIPAGEM SANGUÍNEA ABO / FATOR Rh",
                      "Material: Sangue total EDTA   Método: Hemaglutinação em gel (prova direta e reversa)", [
        ["Grupo sanguíneo:", R("abo", "O", qual=True), "", ""],
        ["Fator Rh (D):", R("rh", "Positivo"), "", ""],
    ], w=w, kind="bar") + exam("PESQUISA DE ANTICORPOS IRREGULARES (COOMBS INDIRETO)",
                               "Material: Soro   Método: Gel-teste com painel de hemácias de triagem", [
        ["Resultado:", R("coombs_i", "Negativo", name="PESQUISA DE ANTICORPOS IRREGULARES (COOMBS INDIRETO)"), "", "Negativo"],
    ], w=w, kind="bar") + exam("HIV 1 E 2 - ANTÍGENO P24 E ANTICORPOS",
                               "Material: Soro   Método: Quimioluminescência (4ª geração)", [
        ["Resultado:", R("hiv", "Não reagente", name="HIV 1 E 2 - ANTÍGENO P24 E ANTICORPOS"), "", "Não reagente"],
    ], w=w, kind="bar", note="Amostra não reagente para HIV. Em caso de suspeita de infecção recente, "
                             "nova amostra deverá ser coletada 30 dias após a data da coleta desta amostra.") + exam(
        "SÍFILIS - ANTICORPOS TREPONÊMICOS", "Material: Soro   Método: Quimioluminescência (CMIA)", [
        ["Resultado:", R("trep", "Não reagente", name="SÍFILIS - ANTICORPOS TREPONÊMICOS"), "", "Não reagente"],
    ], w=w, kind="bar") + exam("VDRL", "Material: Soro   Método: Floculação (não treponêmico)", [
        ["Resultado:", R("vdrl", "Não reagente", name="VDRL"), "", "Não reagente"],
    ], w=w, kind="bar") + exam("GLICOSE EM JEJUM", "Material: Plasma fluoretado   Método: Hexoquinase", [
        ["Resultado:", R("glu_f", "82", "mg/dL", name="GLICOSE EM JEJUM"), "mg/dL", "Gestantes: inferior a 92 mg/dL"],
    ], w=w, kind="bar")
    p2 = top() + exam("HEPATITE B - HBsAg", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("hbsag", "Não reagente", name="HEPATITE B - HBsAg"), "", "Não reagente"],
    ], w=w, kind="bar") + exam("HEPATITE B - ANTI-HBs", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("antihbs", "inferior a 2,0", "mUI/mL", name="HEPATITE B - ANTI-HBs"), "mUI/mL",
         "Não reagente: inferior a 10,0 mUI/mL\nReagente: igual ou superior a 10,0 mUI/mL"],
    ], w=w, kind="bar") + exam("HEPATITE C - ANTI-HCV", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("antihcv", "Não reagente", name="HEPATITE C - ANTI-HCV"), "", "Não reagente"],
    ], w=w, kind="bar") + exam("TOXOPLASMOSE - ANTICORPOS IgG", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("toxo_g", "45,8", "UI/mL", name="TOXOPLASMOSE - ANTICORPOS IgG"), "UI/mL",
         "Não reagente: inferior a 1,6 UI/mL\nIndeterminado: 1,6 a 2,9 UI/mL\nReagente: igual ou superior a 3,0 UI/mL"],
    ], w=w, kind="bar") + exam("RUBÉOLA - ANTICORPOS IgG", "Material: Soro   Método: Quimioluminescência", [
        ["Resultado:", R("rub_g", "> 500,0", "UI/mL", name="RUBÉOLA - ANTICORPOS IgG"), "UI/mL",
         "Não reagente: inferior a 5,0 UI/mL\nReagente: igual ou superior a 10,0 UI/mL"],
    ], w=w, kind="bar") + [
        txt("Observação: perfil sorológico compatível com imunidade para toxoplasmose e rubéola. Anti-HBs não "
            "reagente - avaliar esquema vacinal para hepatite B.", fs=7.8),
        sign(["Dra. Marta Silveira Lins", "Farmacêutica-Bioquímica - CRF-MG 9.338"]),
    ]
    return {"id": "br07", "lab": "Laboratório Pró-Vida Análises Clínicas", "city": "Juiz de Fora - MG",
            "collected": "2025-03-11", "style": st, "pages": [p1, p2],
            "footer": ["Laboratório Pró-Vida  -  Folha {p} de {n}  -  Data de impressão: 14/03/2025"]}


REPORTS.append(br07())


# =====================================================================================
# br08 - hospital, two columns, ruled grid, H / L flags
# =====================================================================================
def br08():
    st = {"font": "cond", "fs": 8.2, "accent": "#8b0000", "title": "bar", "bar": "#f4dede", "name_fs": 14,
          "head_fill": "#f2f2f2", "ml": 12, "mr": 12}
    w = [32, 18, 14, 26]
    hd = ["Exame", "Result.", "Unid.", "Referência"]
    left = [
        T("HEMOGRAMA"),
        tbl(hd, w, [
            ["Hemácias", R("rbc", "4,88", "10⁶/µL"), "10⁶/µL", "4,30 a 5,70"],
            ["Hemoglobina", R("hgb", "14,6", "g/dL"), "g/dL", "13,5 a 17,5"],
            ["Hematócrito", R("hct", "43,9", "%"), "%", "39,0 a 50,0"],
            ["VCM", R("mcv", "90,0", "fL"), "fL", "81,0 a 99,0"],
            ["HCM", R("mch", "29,9", "pg"), "pg", "27,0 a 33,0"],
            ["CHCM", R("mchc", "33,3", "g/dL"), "g/dL", "32,0 a 36,0"],
            ["RDW-CV", R("rdw", "13,1", "%"), "%", "11,5 a 14,5"],
            ["Leucócitos", R("wbc", "12,84", "10³/µL", flag="H"), "10³/µL", "4,00 a 10,00"],
            ["Neutrófilos", R("neut_p", "78,2", "%", flag="H"), "%", "40,0 a 75,0"],
            ["Linfócitos", R("lym_p", "14,1", "%", flag="L"), "%", "20,0 a 45,0"],
            ["Monócitos", R("mono_p", "6,0", "%"), "%", "2,0 a 10,0"],
            ["Eosinófilos", R("eos_p", "1,2", "%"), "%", "1,0 a 6,0"],
            ["Basófilos", R("baso_p", "0,5", "%"), "%", "0,0 a 2,0"],
            ["Plaquetas", R("plt", "231", "10³/µL"), "10³/µL", "150 a 400"],
        ], al="LRLL", rule="grid"),
        txt("Sangue total EDTA - Sysmex XN. Sem alterações morfológicas significativas.", fs=7),
    ]
    right = [
        T("COAGULAÇÃO"),
        tbl(hd, w, [
            ["Tempo de protrombina", R("pt_s", "13,4", "s"), "s", "10,0 a 14,0"],
            ["Atividade (TP)", R("pt_act", "88", "%"), "%", "70 a 120"],
            ["RNI", R("inr", "1,08"), "", "0,90 a 1,20"],
            NOTE("Plasma normal (controle): 12,6 s"),
            ["TTPA", R("aptt_s", "31,2", "s"), "s", "25,0 a 37,0"],
            NOTE("Plasma normal (controle): 29,8 s"),
        ], al="LRLL", rule="grid"),
        T("BIOQUÍMICA / URGÊNCIA"),
        tbl(hd, w, [
            ["Sódio", R("na", "136", "mmol/L"), "mmol/L", "136 a 145"],
            ["Potássio", R("k", "3,4", "mmol/L", flag="L"), "mmol/L", "3,5 a 5,1"],
            ["Ureia", R("urea", "38", "mg/dL"), "mg/dL", "17 a 43"],
            ["Creatinina", R("creat", "0,98", "mg/dL"), "mg/dL", "0,70 a 1,20"],
            ["Proteína C reativa", R("crp", "4,8", "mg/dL", flag="H"), "mg/dL", "< 0,5"],
            ["CK total", R("ck", "312", "U/L", flag="H"), "U/L", "39 a 308"],
            ["CK-MB massa", R("ckmb", "3,1", "ng/mL"), "ng/mL", "< 4,9"],
            ["Troponina I\nultrassensível", R("tni", "< 1,9", "ng/L"), "ng/L", "< 34,2"],
            ["Colesterol total", R("chol", "168", "mg/dL"), "mg/dL", "< 190"],
            ["HDL-Colesterol", R("hdl", "41", "mg/dL"), "mg/dL", "> 40"],
        ], al="LRLL", rule="grid"),
    ]
    p1 = [
        H("band", "Hospital e Maternidade Santa Rita",
          ["Laboratório de Análises Clínicas - Pronto Atendimento 24 h",
           "Av. dos Andradas, 2.300 - Morro da Glória - Juiz de Fora/MG"],
          ["CNES 2218.771", "Fone (32) 3249-8800", "RT: Dra. Lívia P. Coelho", "CRF-MG 25.116"]),
        info([("Paciente:", "EDSON FERREIRA DUARTE"), ("Registro:", "HMSR 0773512"),
              ("Nasc.:", "14/01/1985"), ("Leito/Setor:", "PA - Observação 04"),
              ("Solicitação:", "15/03/2025 05:48"), ("Coleta:", "15/03/2025 06:30"),
              ("Liberação:", "15/03/2025 08:12"), ("Alta prevista:", "16/03/2025")],
             cols=2, box=True, w=[96, 90]),
        cols(left, right, gap=6),
        sp(1),
        txt("H = acima do valor de referência; L = abaixo do valor de referência. RNI calculado com ISI 1,02. "
            "Tempos de plasma normal (controle do dia) apresentados apenas para comparação.", fs=7.2),
        sign(["Dra. Lívia Pacheco Coelho", "Farmacêutica-Bioquímica - CRF-MG 25.116"]),
    ]
    return {"id": "br08", "lab": "Hospital e Maternidade Santa Rita - Laboratório de Análises Clínicas",
            "city": "Juiz de Fora - MG", "collected": "2025-03-15", "style": st, "pages": [p1],
            "footer": ["Impresso em 17/03/2025 07:55 por USF-ACACIAS  -  Página {p}/{n}"]}


REPORTS.append(br08())


# =====================================================================================
# br09 - private lab, Exame / Referência / Resultado / Resultado anterior, "Alto"
# =====================================================================================
def br09():
    st = {"font": "sans", "fs": 8.6, "accent": "#0b5394", "title": "bar", "bar": "#e6eef7", "name_fs": 14,
          "head_fill": "#0b5394"}
    cur, prev = "2025-03-10", "2024-09-16"

    def row(name, key, unit, ref, v, pv, flag="", pflag=""):
        return [name, ref, R(key, v, unit, flag=flag, iu=True), R(key, pv, unit, flag=pflag, iu=True, date=prev)]

    M = "mg/dL"
    rows = [
        row("Glicose em jejum", "glu_f", M, "70 a 99 mg/dL", "131", "139", "Alto", "Alto"),
        row("Hemoglobina\nglicada (HbA1c)", "hba1c", "%", "Inferior a 5,7 %", "7,1", "7,6", "Alto", "Alto"),
        row("Glicose média estimada", "eag", M, "-", "157", "171"),
        row("Colesterol total", "chol", M, "Inferior a 190 mg/dL", "198", "221", "Alto", "Alto"),
        row("HDL-c", "hdl", M, "Superior a 40 mg/dL", "44", "41"),
        row("LDL-c", "ldl", M, "Conforme risco", "122", "143"),
        row("Triglicerídeos", "tg", M, "Inferior a 150 mg/dL", "162", "186", "Alto", "Alto"),
        row("Creatinina", "creat", M, "0,70 a 1,20 mg/dL", "1,02", "0,97"),
        row("Taxa de filtração\nglomerular estimada", "egfr21", "mL/min/1,73m²", "Superior a 60 mL/min/1,73m²",
            "superior a 60", "superior a 60"),
        row("Microalbuminúria", "u_malb", "mg/L", "Inferior a 20 mg/L", "18", "22", "", "Alto"),
        row("TSH", "tsh", "µUI/mL", "0,40 a 4,30 µUI/mL", "2,94", "3,10"),
        row("Vitamina B12", "b12", "pg/mL", "197 a 771 pg/mL", "248", "301"),
    ]
    p1 = [
        H("box", "Instituto de Patologia Clínica Dr. Almeida",
          ["Rua Batista de Oliveira, 1.066 - Centro - Juiz de Fora/MG", "CNPJ 12.660.405/0001-58 - CNES 3126.449"],
          ["Atendimento (32) 3215-9393", "Resp. Técnico: Dr. Sérgio Almeida Filho", "CRM-MG 21.540"]),
        info([("Paciente:", "FRANCISCO DE ASSIS LOPES"), ("OS:", "IPC-0310-0456"), ("Nascimento:", "30/10/1958"),
              ("Sexo:", "Masculino"), ("Médico:", "Dr. Paulo R. Teixeira"), ("Data do pedido:", "05/03/2025"),
              ("Coletado em:", "10/03/2025"), ("Liberado em:", "11/03/2025")],
             cols=2, w=[96, 86]),
        T("ACOMPANHAMENTO - DIABETES / RISCO CARDIOVASCULAR"),
        tbl(["Exame", "Valores de referência", "Resultado", "Anterior 16/09/2024"], [40, 48, 47, 47], rows,
            al="LLRR", rule="rows", head_fill="#dbe5f1"),
        txt("Materiais: soro; sangue total EDTA (HbA1c); urina - amostra isolada (microalbuminúria). Glicose média "
            "estimada calculada pela fórmula ADAG. TFG estimada pela equação CKD-EPI 2021; valores "
            "acima de 60 mL/min/1,73m² são liberados como superior a 60.", fs=7.4),
        txt("Resultados anteriores: exames realizados neste laboratório em 16/09/2024, apresentados para comparação.",
            fs=7.4, i=True),
        txt("A interpretação dos resultados exige correlação clínica. Valores marcados como Alto estão acima "
            "do intervalo de referência.", fs=7.4),
        sign(["Dr. Sérgio Almeida Filho", "Médico Patologista Clínico - CRM-MG 21.540"]),
    ]
    return {"id": "br09", "lab": "Instituto de Patologia Clínica Dr. Almeida", "city": "Juiz de Fora - MG",
            "collected": cur, "style": st, "pages": [p1],
            "footer": ["IPC Dr. Almeida - documento emitido em 12/03/2025 - Página {p} de {n}"]}


REPORTS.append(br09())


# =====================================================================================
# br10 - private lab, serif condensed, dotted leaders, stool series on three days
# =====================================================================================
def br10():
    st = {"font": "serifcond", "fs": 8.8, "accent": "#4b3b00", "title": "under", "name_fs": 16}
    top = lambda: [
        H("center", "Laboratório Ipê Diagnósticos",
          ["Rua Getúlio Vargas, 88 - Centro - Juiz de Fora/MG  -  CNES 5560.231  -  CRBM 3 nº 0388-PJ",
           "Responsável técnico: Dr. Otávio M. Siqueira - CRBM 3 nº 15.880"]),
        info([("Paciente:", "LUIZ HENRIQUE BATISTA"), ("Registro:", "IPE 0092.614"), ("Nascimento:", "05/04/1964"),
              ("Solicitante:", "Dr. Paulo R. Teixeira"), ("Coleta (sangue):", "17/03/2025"),
              ("Liberação:", "19/03/2025")],
             cols=3, w=[68, 60, 54]),
        hr(),
    ]
    w = [74, 40, 68]
    p1 = top() + [
        T("MARCADORES TUMORAIS E HORMÔNIOS"),
        txt("Material: soro   Método: imunoensaio por eletroquimioluminescência", fs=7.5, i=True),
        tbl(None, w, [
            ["PSA total", R("psa", "1,84", "ng/mL", iu=True), "Até 4,00 ng/mL"],
            ["PSA livre", R("fpsa", "0,42", "ng/mL", iu=True), "-"],
            ["Relação PSA livre / PSA total", R("psa_ratio", "23", "%", iu=True), "Superior a 15 %"],
            ["Antígeno carcinoembrionário (CEA)", R("cea", "2,1", "ng/mL", iu=True), "Não fumantes: até 3,8 ng/mL"],
            ["CA 19-9", R("ca199", "< 2,0", "U/mL", iu=True), "Até 34,0 U/mL"],
            ["Alfafetoproteína", R("afp", "3,2", "ng/mL", iu=True), "Até 7,0 ng/mL"],
            ["Testosterona total", R("testo", "412", "ng/dL", iu=True), "249 a 836 ng/dL"],
        ], al="LRL", rule="none", lead=True),
        txt("Marcadores tumorais não devem ser utilizados isoladamente para diagnóstico. Relação PSA livre/total "
            "aplicável a PSA total entre 4 e 10 ng/mL.", fs=7.5),
        T("OUTROS EXAMES DE SANGUE"),
        tbl(None, w, [
            ["Ferritina", R("ferritin", "212", "ng/mL", iu=True), "30 a 400 ng/mL"],
            ["25-hidroxivitamina D", R("vitd", "34,6", "ng/mL", iu=True), "Superior a 20 ng/mL"],
        ], al="LRL", rule="none", lead=True),
        sign(["Dr. Otávio Mendes Siqueira", "Biomédico - CRBM 3 nº 15.880"]),
    ]
    op = "PARASITOLÓGICO DE FEZES"
    p2 = top() + [
        T("EXAMES DE FEZES"),
        txt("Material: fezes (amostras coletadas pelo paciente em dias alternados)   Método: Hoffman, Pons e Janer "
            "(sedimentação espontânea) e Faust", fs=7.5, i=True),
        T(op + " - 1ª AMOSTRA", kind="plain", fs=8.6),
        tbl(None, [40, 142], [
            ["Coletada em:", "13/03/2025"],
            ["Resultado:", R("op", "Negativo", name=op + " - 1ª AMOSTRA", date="2025-03-13")],
        ], rule="none"),
        T(op + " - 2ª AMOSTRA", kind="plain", fs=8.6),
        tbl(None, [40, 142], [
            ["Coletada em:", "15/03/2025"],
            ["Resultado:", R("op", "Negativo", name=op + " - 2ª AMOSTRA", date="2025-03-15")],
        ], rule="none"),
        T(op + " - 3ª AMOSTRA", kind="plain", fs=8.6),
        tbl(None, [40, 142], [
            ["Coletada em:", "17/03/2025"],
            ["Resultado:", R("op", "Cistos de Entamoeba coli", name=op + " - 3ª AMOSTRA", date="2025-03-17")],
        ], rule="none"),
        txt("Entamoeba coli: protozoário comensal, sem patogenicidade reconhecida. Nota: a negatividade não "
            "exclui parasitose; recomenda-se o exame de três amostras.", fs=7.5),
        T("PESQUISA DE SANGUE OCULTO NAS FEZES", kind="plain", fs=8.6),
        tbl(None, [40, 142], [
            ["Coletada em:", "17/03/2025"],
            ["Resultado:", R("fobt", "Negativo", name="PESQUISA DE SANGUE OCULTO NAS FEZES", date="2025-03-17")],
            ["Método:", "Imunocromatográfico (hemoglobina humana) - limite de detecção 50 ng/mL"],
        ], rule="none"),
        txt("Amostras recebidas no laboratório em 18/03/2025 (frasco com conservante MIF).", fs=7.5),
        sign(["Dr. Otávio Mendes Siqueira", "Biomédico - CRBM 3 nº 15.880"]),
    ]
    return {"id": "br10", "lab": "Laboratório Ipê Diagnósticos", "city": "Juiz de Fora - MG",
            "collected": "2025-03-17", "style": st, "pages": [p1, p2],
            "footer": ["Laboratório Ipê Diagnósticos - página {p} de {n} - impresso em 20/03/2025 09:12"]}


REPORTS.append(br10())


# =====================================================================================
# br11 - private lab, two columns (child: blood count / iron / urine)
# =====================================================================================
def br11():
    st = {"font": "sans", "fs": 8.2, "accent": "#b35900", "title": "under", "name_fs": 13.5, "ml": 12, "mr": 12}
    wl = [27, 33, 30]
    left = [
        T("HEMOGRAMA"),
        tbl(["", "Resultado", "Ref."], wl, [
            ["Hemácias", R("rbc", "4,61", "milhões/mm³", iu=True), "4,00 a 5,20"],
            ["Hemoglobina", R("hgb", "11,2", "g/dL", flag="↓", iu=True), "11,5 a 15,5"],
            ["Hematócrito", R("hct", "34,1", "%", iu=True), "35,0 a 45,0"],
            ["VCM", R("mcv", "74,0", "fL", flag="↓", iu=True), "77,0 a 95,0"],
            ["HCM", R("mch", "24,3", "pg", flag="↓", iu=True), "25,0 a 33,0"],
            ["CHCM", R("mchc", "32,8", "g/dL", iu=True), "31,0 a 37,0"],
            ["RDW", R("rdw", "15,8", "%", flag="↑", iu=True), "11,5 a 14,5"],
            ["Leucócitos", R("wbc", "8.900", "/mm³", iu=True), "5.000 a 14.500"],
            ["Neutrófilos", R("neut_p", "42", "%", iu=True), "25 a 60"],
            ["Linfócitos", R("lym_p", "48", "%", iu=True), "25 a 55"],
            ["Monócitos", R("mono_p", "6", "%", iu=True), "2 a 10"],
            ["Eosinófilos", R("eos_p", "4", "%", iu=True), "1 a 5"],
            ["Basófilos", R("baso_p", "0", "%", iu=True), "0 a 1"],
            ["Plaquetas", R("plt", "312.000", "/mm³", iu=True), "150.000 a 450.000"],
        ], al="LRL", rule="rows"),
        txt("Hipocromia (+) e microcitose (+).", fs=7.2),
        T("PERFIL DE FERRO"),
        tbl(["", "Resultado", "Ref."], wl, [
            ["Ferro sérico", R("fe", "38", "µg/dL", flag="↓", iu=True), "50 a 120"],
            ["Ferritina", R("ferritin", "9,6", "ng/mL", flag="↓", iu=True), "12 a 140"],
        ], al="LRL", rule="rows"),
    ]
    wr = [32, 32, 26]
    right = [
        T("URINA TIPO 1"),
        tbl(["", "Resultado", "Ref."], wr, [
            SUB("Exame físico-químico"),
            ["Cor", R("u_color", "Amarela"), "Amarela"],
            ["Aspecto", R("u_aspect", "Ligeiramente turvo"), "Límpido"],
            ["Densidade", R("u_sg", "1,015"), "1,005 a 1,030"],
            ["pH", R("u_ph", "6,5"), "5,0 a 8,0"],
            ["Proteínas", R("u_prot", "Ausente"), "Ausente"],
            ["Glicose", R("u_glu", "Ausente"), "Ausente"],
            ["Hemoglobina", R("u_blood", "Ausente"), "Ausente"],
            ["Nitrito", R("u_nit", "Negativo"), "Negativo"],
            SUB("Microscopia do sedimento"),
            ["Leucócitos", R("u_wbc", "4", "p/campo", iu=True), "até 5 p/campo"],
            ["Hemácias", R("u_rbc", "1", "p/campo", iu=True), "até 3 p/campo"],
            ["Células epiteliais", R("u_epi", "Algumas"), "Raras"],
            ["Muco", R("u_mucus", "Presente (+)"), "Ausente"],
        ], al="LLL", rule="rows"),
        txt("Urina: jato médio, coleta com saco coletor não utilizada (criança continente).", fs=7.2),
    ]
    p1 = [
        H("left", "Clínica Laboratorial N. Sra. Aparecida",
          ["Rua Dom Viçoso, 230 - Bairro Granbery - Juiz de Fora/MG", "Fone/WhatsApp (32) 98801-4470"],
          ["CNPJ 28.331.095/0001-10", "CNES 6012.448", "RT: Dra. Regina A. Fontes - CRF-MG 14.290"]),
        info([("Paciente:", "ENZO GABRIEL MOREIRA COSTA"), ("Protocolo:", "NSA-25.03.18-031"),
              ("Nascimento:", "22/07/2019"), ("Idade:", "5 anos e 7 meses"),
              ("Responsável:", "Daiane Moreira (mãe)"), ("Médico:", "Dra. Ana T. Freitas - CRM-MG 57.902"),
              ("Data da coleta:", "18/03/2025"), ("Data de entrega:", "20/03/2025")],
             cols=2, box=True, w=[96, 90]),
        cols(left, right, gap=6, sep=True),
        sp(1),
        txt("Valores de referência para a faixa etária de 5 a 11 anos. ↑ acima / ↓ abaixo do valor de referência. "
            "Material: sangue total EDTA, soro e urina.", fs=7.2),
        sign(["Dra. Regina Alves Fontes", "Farmacêutica-Bioquímica - CRF-MG 14.290"]),
    ]
    return {"id": "br11", "lab": "Clínica Laboratorial Nossa Senhora Aparecida", "city": "Juiz de Fora - MG",
            "collected": "2025-03-18", "style": st, "pages": [p1],
            "footer": ["Laudo emitido em 20/03/2025 às 10:21 - Página {p} de {n} - Conferir autenticidade em www.labnsaparecida.com.br"]}


REPORTS.append(br11())


# =====================================================================================
# br12 - private lab, prenatal: OGTT + blood count; urine collected the next day
# =====================================================================================
def br12():
    st = {"font": "serif", "fs": 8.6, "accent": "#1b3a5c", "title": "center", "name_fs": 15, "ml": 16, "mr": 16}
    top = lambda: [
        H("left", "Laboratório Bom Pastor",
          ["Análises Clínicas Ltda. - Rua São João, 415 - Centro - Juiz de Fora/MG", "CNPJ 05.274.990/0001-83 - CNES 2845.210"],
          ["(32) 3217-6060", "RT: Dra. Patrícia L. Vidal", "CRBM 3 nº 33.102"]),
        info([("Paciente:", "CAMILA VIEIRA DOS SANTOS"), ("Atendimento:", "BP 311.207"),
              ("Data nasc.:", "11/12/1996"), ("Gestação:", "26 semanas (DUM 12/09/2024)"),
              ("Requisitante:", "ESF Jardim das Acácias"), ("Cadastro:", "18/03/2025 06:51")],
             cols=2, w=[90, 88]),
        hr(),
    ]
    w = [58, 30, 24, 66]
    hd = ["Exame", "Resultado", "Unidade", "Referência"]
    p1 = top() + [
        txt("Data da coleta: 18/03/2025", b=True),
        T("TESTE ORAL DE TOLERÂNCIA À GLICOSE - 75 g (GESTANTE)"),
        tbl(hd, w, [
            ["Glicose - jejum", R("glu_f", "88", "mg/dL"), "mg/dL", "Inferior a 92"],
            ["Glicose - 1 hora após 75 g", R("ogtt_1h", "162", "mg/dL"), "mg/dL", "Inferior a 180"],
            ["Glicose - 2 horas após 75 g", R("ogtt_2h", "131", "mg/dL"), "mg/dL", "Inferior a 153"],
        ], al="LRCL", rule="head"),
        txt("Critérios IADPSG/OMS para diabetes mellitus gestacional: um ou mais valores iguais ou superiores aos de "
            "referência. Material: plasma fluoretado. Método: hexoquinase.", fs=7.4, i=True),
        T("HEMOGRAMA (SÉRIE VERMELHA, LEUCÓCITOS E PLAQUETAS)"),
        tbl(hd, w, [
            ["Hemoglobina", R("hgb", "11,4", "g/dL"), "g/dL", "Gestantes: superior a 11,0"],
            ["Hematócrito", R("hct", "34,2", "%"), "%", "33,0 a 44,0"],
            ["Leucócitos", R("wbc", "9.800", "/mm³"), "/mm³", "4.000 a 13.000"],
            ["Plaquetas", R("plt", "226.000", "/mm³"), "/mm³", "150.000 a 400.000"],
        ], al="LRCL", rule="head"),
        T("HORMÔNIO TIREOESTIMULANTE"),
        tbl(hd, w, [
            ["TSH", R("tsh", "1,86", "mUI/L"), "mUI/L", "2º trimestre: 0,20 a 3,00"],
        ], al="LRCL", rule="head"),
        txt("Material: sangue total EDTA (hemograma) e soro (TSH, quimioluminescência).", fs=7.4, i=True),
        sign(["Dra. Patrícia Lemos Vidal", "Biomédica - CRBM 3 nº 33.102"]),
    ]
    d2 = "2025-03-19"
    p2 = top() + [
        txt("Data da coleta: 19/03/2025 (amostra de urina entregue no dia seguinte)", b=True),
        T("URINA TIPO I - EAS"),
        tbl(hd, w, [
            ["Densidade", R("u_sg", "1,025", date=d2), "", "1,005 a 1,030"],
            ["pH", R("u_ph", "5,5", date=d2), "", "5,0 a 7,5"],
            ["Proteínas", R("u_prot", "Traços", date=d2), "", "Negativo"],
            ["Glicose", R("u_glu", "Negativo", date=d2), "", "Negativo"],
            ["Nitrito", R("u_nit", "Negativo", date=d2), "", "Negativo"],
            ["Leucócitos", R("u_wbc", "8", "/campo", date=d2), "/campo", "Até 10"],
            ["Hemácias", R("u_rbc", "2", "/campo", date=d2), "/campo", "Até 5"],
            ["Bactérias", R("u_bact", "Moderadas", date=d2), "", "Ausentes ou raras"],
        ], al="LRCL", rule="head"),
        T("UROCULTURA COM CONTAGEM DE COLÔNIAS"),
        tbl(hd, w, [
            ["Urocultura", R("u_cult", "Negativa", date=d2), "", "Negativa"],
        ], al="LRCL", rule="head"),
        txt("Não houve crescimento bacteriano significativo após 48 horas de incubação (contagem inferior a "
            "10.000 UFC/mL). Material: urina de jato médio. Antibiograma não realizado.", fs=7.4),
        txt("Resultado da urocultura liberado em 21/03/2025 08:30.", fs=7.4),
        sign(["Dra. Patrícia Lemos Vidal", "Biomédica - CRBM 3 nº 33.102"]),
    ]
    return {"id": "br12", "lab": "Laboratório Bom Pastor Análises Clínicas", "city": "Juiz de Fora - MG",
            "collected": "2025-03-18", "style": st, "pages": [p1, p2],
            "footer": ["Laboratório Bom Pastor - Página {p} de {n} - Impresso em 21/03/2025"]}


REPORTS.append(br12())
