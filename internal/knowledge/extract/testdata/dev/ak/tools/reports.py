"""The twelve reports of set "ak", each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers and values.  Dates: each report has one default collection date
(`collected_default`), results with another collection date carry `date=`.
"""
from catalog import R, br, ckd_epi_2021, friedewald, eag, homa, ifcc
from engine import (C, Cols, H, Header, KV, Report, Rule, Sp, Style, T, TNote, TR, TSub, Tbl)

REPORTS = {}


def report(fn):
    REPORTS[fn.__name__.replace("make_", "")] = fn
    return fn


# ==========================================================================
# ak01 - Vitalis, Campinas: ruled table with header fill, arrows as flags
# ==========================================================================
@report
def make_ak01():
    st = Style(font="sans", size=8.6, lh=3.9, accent="#0b5d6b", muted="#4a5a5e")
    hd = Header("Laboratório Vitalis Análises Clínicas",
                ["Av. Júlio de Mesquita, 1180 - Cambuí", "Campinas/SP - CEP 13025-061",
                 "CNPJ 21.448.903/0001-57 • CNES 7764120",
                 "(19) 3251-4470 • Resp. técnica CRF-SP 41.207"],
                style="left", name_size=14, tagline="Medicina laboratorial desde 1994")
    pat = KV([
        [("Paciente:", "ROBERTO CARLOS FAGUNDES", 116), ("Sexo:", "Masculino", 63)],
        [("Data de nasc.:", "07/09/1965 (58 anos)", 61), ("Protocolo:", "0312-48817", 55), ("Convênio:", "Unimed Campinas", 63)],
        [("Médico:", "Dr. Tales A. Vieira - CRM-SP 98.114", 116), ("Solicitado em:", "04/03/2024", 63)],
        [("Coletado em:", "12/03/2024 07:31", 61), ("Recebido em:", "12/03/2024 08:15", 55), ("Liberado em:", "14/03/2024 16:40", 63)],
    ], box="#0b5d6b", fill="#eef6f7")
    age, cr = 58, 1.12
    gfr = round(ckd_epi_2021(cr, age, False))
    tc, hdl, tg = 212, 41, 186
    ldl = round(friedewald(tc, hdl, tg))
    cols = [C("name", "Exame", 52), C("v0", "Resultado", 20, "R"), C("u0", "Unidade", 30),
            C("ref", "Valores de referência", 80)]
    kw = dict(rules="rows", head_fill="#0b5d6b", head_color="#ffffff", rule_color="#b9c9cc", flag_sep=" ")

    def tb(rows, head=True):
        return Tbl(cols, rows, head=head, **kw)

    page = [
        H("BIOQUÍMICA - METABOLISMO GLICÍDICO", "under", before=2),
        tb([
            TR("Glicose em jejum", [R("glu_fast", "104", "mg/dL", "↑")], ["70 a 99 mg/dL"]),
            TR("Hemoglobina glicada (HbA1c)", [R("a1c", "6,1", "%", "↑")],
               ["Normal: inferior a 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: igual ou superior a 6,5 %"]),
            TR("Glicose média estimada", [R("eag", br(eag(6.1)), "mg/dL")], ["Não se aplica"]),
        ]),
        T(["Material: soro / plasma fluoretado / sangue total EDTA. HbA1c por HPLC (certificado NGSP)."],
          size=7, italic=True, color="#4a5a5e"),
        H("PERFIL LIPÍDICO", "under"),
        tb([
            TR("Colesterol total", [R("chol", str(tc), "mg/dL", "↑")], ["Desejável: < 190 mg/dL"]),
            TR("Colesterol HDL", [R("hdl", str(hdl), "mg/dL")], ["Desejável: > 40 mg/dL"]),
            TR("Colesterol não-HDL", [R("nonhdl", str(tc - hdl), "mg/dL", "↑")], ["Desejável: < 160 mg/dL"]),
            TR("Triglicerídeos", [R("tg", str(tg), "mg/dL", "↑")], ["Jejum: < 150 mg/dL", "Sem jejum: < 175 mg/dL"]),
            TR("Colesterol LDL (Friedewald)", [R("ldl_calc", str(ldl), "mg/dL", "↑")],
               ["Meta conforme risco cardiovascular:", "Baixo < 130 | Intermediário < 100", "Alto < 70 | Muito alto < 50 mg/dL"]),
            TR("Colesterol VLDL", [R("vldl", br(tg / 5), "mg/dL")], ["< 30 mg/dL"]),
        ], head=False),
        T(["LDL e VLDL calculados: LDL = CT - HDL - TG/5 (Friedewald). Jejum informado: 12 horas.",
           "Referências: Atualização da Diretriz Brasileira de Dislipidemias (SBC, 2017)."],
          size=7, italic=True, color="#4a5a5e"),
        H("FUNÇÃO RENAL E ÁCIDO ÚRICO", "under"),
        tb([
            TR("Creatinina", [R("creat", br(cr, 2), "mg/dL")], ["0,70 a 1,20 mg/dL"]),
            TR("TFG estimada (CKD-EPI 2021)", [R("egfr", str(gfr), "mL/min/1,73 m²")], ["≥ 90 mL/min/1,73 m²"]),
            TR("Ureia", [R("urea", "38", "mg/dL")], ["17 a 49 mg/dL"]),
            TR("Ácido úrico", [R("uric", "7,4", "mg/dL", "↑")], ["3,5 a 7,2 mg/dL"]),
        ], head=False),
        H("ENZIMAS HEPÁTICAS E MUSCULARES", "under"),
        tb([
            TR("AST (TGO)", [R("ast", "28", "U/L")], ["até 40 U/L"]),
            TR("ALT (TGP)", [R("alt", "46", "U/L", "↑")], ["até 41 U/L"]),
            TR("Gama-GT", [R("ggt", "71", "U/L", "↑")], ["10 a 71 U/L"]),
            TR("Creatinoquinase (CK)", [R("ck", "168", "U/L")], ["39 a 308 U/L"]),
        ], head=False),
        H("HORMÔNIOS E VITAMINAS", "under"),
        tb([
            TR("TSH ultrassensível", [R("tsh", "2,84", "µUI/mL")], ["0,45 a 4,50 µUI/mL"]),
            TR("T4 livre", [R("ft4", "1,18", "ng/dL")], ["0,70 a 1,80 ng/dL"]),
            TR("25-Hidroxivitamina D", [R("vitd", "23,6", "ng/mL")],
               ["> 20 ng/mL: população saudável", "30 a 60 ng/mL: grupos de risco"]),
            TR("Vitamina B12", [R("b12", "312", "pg/mL")], ["197 a 771 pg/mL"]),
        ], head=False),
        T(["↑ / ↓ : resultado acima / abaixo do intervalo de referência.",
           "Fator de conversão informativo: glicose mg/dL x 0,0555 = mmol/L; creatinina mg/dL x 88,4 = µmol/L."],
          size=7, color="#4a5a5e"),
        Sp(5),
        T(["Dra. Heloísa M. Prado", "Farmacêutica-Bioquímica - CRF-SP 41.207", "Assinatura eletrônica - 14/03/2024 16:40"],
          size=7.5, align="R"),
    ]
    return Report("ak01", "Laboratório Vitalis Análises Clínicas", "Campinas/SP", "2024-03-12", st, hd, pat,
                  [page],
                  ["Laudo emitido em 15/03/2024 09:02 - válido somente com assinatura eletrônica.",
                   "Próxima coleta sugerida pelo médico: 12/09/2024. Resultados dependem de preparo adequado."],
                  features="ruled table, filled header, arrows as flags, words in ranges, eGFR, Friedewald")


def blk(title, material, method, rows, ref=(), name_w=62, val_w=22, unit_w=26, hstyle="under", note=None,
        size_small=7.4, extra_cols=None):
    """Block layout: heading / material + method / result lines / reference lines."""
    els = [H(title, hstyle, before=2.2, after=0.6)]
    mm = []
    if material:
        mm.append(f"Material: {material}")
    if method:
        mm.append(f"Método: {method}")
    if mm:
        els.append(T(["    ".join(mm)], size=size_small, italic=True))
    cols = [C("name", "", name_w), C("v0", "", val_w, "R"), C("u0", "", unit_w)] + (extra_cols or [])
    els.append(Tbl(cols, rows, rules="none", head=False, pad=0.35))
    if ref:
        els.append(T(list(ref), size=size_small, indent=2))
    if note:
        els.append(T(list(note), size=size_small, italic=True, indent=2))
    return els


# ==========================================================================
# ak02 - Centro Diagnóstico Nordeste, Recife: block layout, serif, previous results
# ==========================================================================
@report
def make_ak02():
    st = Style(font="serif", size=8.6, lh=3.9, accent="#7a1f1f", muted="#5a4a4a")
    hd = Header("CENTRO DIAGNÓSTICO NORDESTE",
                ["Rua Padre Carapuceiro, 733 - Boa Viagem - Recife/PE - CEP 51020-280",
                 "CNPJ 09.332.618/0001-40  -  CNES 2971412  -  Fone (81) 3466-2090",
                 "Responsável técnico: Dr. Caio R. Albuquerque - CRM-PE 17.664"],
                style="center", name_size=15, tagline="Análises Clínicas e Patologia")
    pat = KV([
        [("Nome:", "MARIA DAS GRAÇAS OLIVEIRA LINS", 112), ("Código:", "CDN-2304-11873", 67)],
        [("Nascimento:", "14/02/1972", 56), ("Idade:", "52 anos", 56), ("Sexo:", "Feminino", 67)],
        [("Solicitante:", "Dra. Luana P. Cavalcanti - CRM-PE 22.018", 112), ("Data do pedido:", "15/04/2024", 67)],
        [("Data da coleta:", "23/04/2024 07:05", 56), ("Entrada:", "23/04/2024 09:40", 56),
         ("Validade da guia:", "15/05/2024", 67)],
    ], box="#7a1f1f", size=8.2)
    prev = "2023-10-10"
    age, cr = 52, 0.84
    gfr = round(ckd_epi_2021(cr, age, True))
    hm = br(homa(112, 14.2), 2)
    p1 = []
    p1 += blk("GLICOSE", "Plasma fluoretado", "Enzimático - hexoquinase", [
        TR("Resultado:", [R("glu_fast", "112", "mg/dL", name="GLICOSE")]),
        TR("Resultado anterior (10/10/2023):", [R("glu_fast", "118", "mg/dL", date=prev, name="GLICOSE")]),
    ], ["Valores de referência (jejum de 8 horas):", "Normal: 70 a 99 mg/dL   Glicemia de jejum alterada: 100 a 125 mg/dL",
        "Diabetes mellitus: igual ou superior a 126 mg/dL"])
    p1 += blk("INSULINA BASAL", "Soro", "Quimioluminescência", [
        TR("Insulina:", [R("insulin", "14,2", "µUI/mL", name="Insulina")]),
        TR("HOMA-IR:", [R("homa", hm, "", name="HOMA-IR")]),
    ], ["Insulina - adultos: 2,6 a 24,9 µUI/mL", "HOMA-IR - valor de corte sugerido: até 2,71 (adultos brasileiros)"],
        note=["HOMA-IR = glicose (mg/dL) x insulina (µUI/mL) / 405, calculado com a glicose desta coleta."])
    p1 += blk("HEMOGLOBINA GLICADA (HbA1c)", "Sangue total com EDTA", "Cromatografia líquida de alta eficiência (HPLC)", [
        TR("Hemoglobina glicada:", [R("a1c", "6,8", "%")]),
        TR("Glicose média estimada:", [R("eag", br(eag(6.8)), "mg/dL")]),
        TR("Hemoglobina glicada - anterior (10/10/2023):", [R("a1c", "7,2", "%", date=prev,
                                                              name="Hemoglobina glicada")]),
    ], ["Referência: Não diabéticos: 4,0 a 5,6 %   Risco aumentado: 5,7 a 6,4 %   Diabetes: 6,5 % ou mais",
        "Meta terapêutica usual para adultos com diabetes: inferior a 7,0 %"], name_w=76)
    p1 += blk("COLESTEROL TOTAL E FRAÇÕES", "Soro", "Enzimático colorimétrico; LDL calculado (Martin/Hopkins)", [
        TR("COLESTEROL TOTAL", [R("chol", "198", "mg/dL")], ref=["< 190 mg/dL"]),
        TR("HDL-COLESTEROL", [R("hdl", "38", "mg/dL", "*")], ref=["> 40 mg/dL"]),
        TR("NÃO-HDL COLESTEROL", [R("nonhdl", "160", "mg/dL", "*")], ref=["< 160 mg/dL"]),
        TR("LDL-COLESTEROL", [R("ldl_calc", "121", "mg/dL")], ref=["< 130 mg/dL (risco baixo)"]),
        TR("VLDL-COLESTEROL", [R("vldl", "39", "mg/dL")], ref=["< 30 mg/dL"]),
    ], name_w=52, extra_cols=[C("ref", "", 60)])
    p1 += blk("TRIGLICERÍDEOS", "Soro", "Enzimático colorimétrico (GPO-PAP)", [
        TR("Resultado:", [R("tg", "231", "mg/dL", "*", name="TRIGLICERÍDEOS")]),
    ], ["Com jejum: < 150 mg/dL    Sem jejum: < 175 mg/dL"],
        note=["(*) Resultado fora do valor de referência. Repetição confirmada na mesma amostra."])
    p2 = []
    p2 += blk("CREATININA", "Soro", "Jaffé cinético, rastreável a IDMS", [
        TR("Creatinina:", [R("creat", br(cr, 2), "mg/dL")]),
        TR("Taxa de filtração glomerular estimada\n(CKD-EPI 2021, sem ajuste de raça):", [R("egfr", str(gfr), "mL/min/1,73 m²")]),
    ], ["Creatinina - mulheres: 0,51 a 0,95 mg/dL", "TFG: igual ou superior a 90 mL/min/1,73 m²"], name_w=76,
        unit_w=34)
    p2 += blk("MICROALBUMINÚRIA - AMOSTRA ISOLADA", "Urina, primeira da manhã (coletada no laboratório)",
              "Imunoturbidimetria / Jaffé", [
                  TR("Albumina urinária:", [R("ualb", "38,5", "mg/L")]),
                  TR("Creatinina urinária:", [R("ucreat", "96,3", "mg/dL")]),
                  TR("Relação albumina/creatinina:", [R("uacr", "40,0", "mg/g", "*")]),
              ], ["Relação albumina/creatinina: normal inferior a 30 mg/g; aumentada: 30 a 300 mg/g"], name_w=76)
    ucols = [C("name", "", 31), C("v0", "", 24)]
    uk = dict(rules="none", head=False, pad=0.3, val_bold=False)
    p2 += [H("URINA TIPO I - EAS", "under", before=2.2, after=0.6),
           T(["Material: Urina jato médio    Método: Tira reativa (leitura automatizada) e microscopia"], size=7.4, italic=True),
           Cols([
               [T(["Exame físico"], bold=True), Tbl(ucols, [
                   TR("Cor", [R("u_color", "Amarelo claro", "")]),
                   TR("Aspecto", [R("u_aspect", "Límpido", "")]),
                   TR("Densidade", [R("u_sg", "1,018", "")]),
                   TR("pH", [R("u_ph", "6,0", "")])], **uk)],
               [T(["Exame químico"], bold=True), Tbl(ucols, [
                   TR("Proteínas", [R("u_prot", "Negativo", "")]),
                   TR("Glicose", [R("u_glu", "Negativo", "")]),
                   TR("Hemoglobina", [R("u_blood", "Negativo", "")]),
                   TR("Nitrito", [R("u_nit", "Negativo", "")])], **uk)],
               [T(["Sedimentoscopia"], bold=True), Tbl([C("name", "", 31), C("v0", "", 12, "R"), C("u0", "", 14)], [
                   TR("Leucócitos", [R("u_wbc", "3", "/campo")]),
                   TR("Hemácias", [R("u_rbc", "1", "/campo")])], **uk),
                Tbl(ucols, [TR("Cél. epiteliais", [R("u_epi", "Raras", "")])], **uk)],
           ], gap=4),
           T(["Referência: proteínas, glicose, hemoglobina e nitrito negativos; leucócitos até 5/campo; hemácias até 3/campo."],
             size=7.4, indent=2)]
    p2 += blk("HBsAg - ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "Soro", "Quimioluminescência", [
        TR("Resultado:", [R("hbsag", "Não reagente", "", name="HBsAg - ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B")]),
    ], ["Referência: Não reagente"], val_w=30)
    p2 += blk("ANTI-HCV - ANTICORPOS CONTRA O VÍRUS DA HEPATITE C", "Soro", "Quimioluminescência", [
        TR("Resultado:", [R("hcv", "Não reagente", "", name="ANTI-HCV - ANTICORPOS CONTRA O VÍRUS DA HEPATITE C")]),
    ], ["Referência: Não reagente. Resultado reagente requer confirmação por teste molecular (HCV-RNA)."], val_w=30)
    p2 += [Sp(4), T(["Liberado eletronicamente em 25/04/2024 às 11:27 por:",
                     "Dr. Caio R. Albuquerque - Médico Patologista Clínico - CRM-PE 17.664",
                     "Dra. Renata S. Farias - Biomédica - CRBM-2 8.301"], size=7.6, align="C")]
    return Report("ak02", "Centro Diagnóstico Nordeste", "Recife/PE", "2024-04-23", st, hd, pat, [p1, p2],
                  ["Impresso em 26/04/2024 08:14 - Laudo nº 2304-11873 - Interpretação a cargo do médico solicitante.",
                   "Unidade Boa Viagem - atendimento de segunda a sábado, das 6h às 12h."],
                  features="block layout (heading/material/method/result), serif, previous results with date, "
                           "HOMA-IR, Martin LDL, urine ACR, 3-column EAS, serology")


def lrow(name, res, ref, size=6.8):
    """A result row followed by a small reference line (compact two-column layouts)."""
    rows = [TR(name, res)]
    if ref:
        rows.append(TNote(ref, italic=False, size=size))
    return rows


# ==========================================================================
# ak03 - São Lucas, Porto Alegre: two columns, dotted leaders, "HDL", words
# ==========================================================================
@report
def make_ak03():
    st = Style(font="cond", size=8.2, lh=3.7, accent="#2e6b30", muted="#4d5b4d")
    hd = Header("Laboratório São Lucas de Análises",
                ["Rua Mostardeiro, 366 - sala 12 - Moinhos de Vento - Porto Alegre/RS - CEP 90430-000",
                 "CNPJ 87.116.254/0001-09 | CNES 3308541 | (51) 3222-6190 | www.saolucas-analises.com.br",
                 "Responsável técnica: Dra. Bianca T. Schuster - CRBM-5 0442"],
                style="logo", name_size=15, initials="SL")
    pat = KV([
        [("Paciente:", "ANA PAULA REGINATO", 100), ("Idade:", "44 anos", 34), ("Sexo:", "F", 45)],
        [("Nasc.:", "21/11/1979", 50), ("DUM:", "18/05/2024", 50), ("Cadastro:", "28/05/2024", 79)],
        [("Médico:", "Dr. Otávio L. Brum - CRM-RS 31.580", 100), ("Requisição:", "SL-0603-0227", 79)],
        [("Data da coleta:", "03/06/2024 06:58", 100), ("Liberação:", "05/06/2024 14:12", 79)],
    ], size=8.2, fill="#eef3ee")
    c = [C("name", "", 34), C("v0", "", 27, "R"), C("u0", "", 25)]
    kw = dict(rules="none", head=False, leader=True, pad=0.45)
    left = [
        H("BIOQUÍMICA", "bar", before=1),
        Tbl(c, lrow("Glicose", [R("glu_fast", "88", "mg/dL")], "VR: 70 a 99 mg/dL (jejum)")
            + lrow("Ureia", [R("urea", "27", "mg/dL")], "VR: 15 a 40 mg/dL")
            + lrow("Creatinina", [R("creat", "0,71", "mg/dL")], "VR: 0,50 a 0,90 mg/dL")
            + lrow("TFG (CKD-EPI 2021)", [R("egfr", "superior a 90", "mL/min/1,73 m²")], "VR: superior a 90")
            + lrow("Ácido úrico", [R("uric", "4,1", "mg/dL")], "VR: 2,4 a 5,7 mg/dL")
            + lrow("TGO", [R("ast", "19", "U/L")], "VR: até 32 U/L")
            + lrow("TGP", [R("alt", "17", "U/L")], "VR: até 33 U/L")
            + lrow("Gama GT", [R("ggt", "22", "U/L")], "VR: 5 a 36 U/L")
            + lrow("Bilirrubina total", [R("bili_t", "0,62", "mg/dL")], "VR: até 1,20 mg/dL"), **kw),
        H("HORMÔNIOS", "bar"),
        Tbl(c, lrow("FSH", [R("fsh", "7,4", "mUI/mL")], "Fase folicular: 3,5 a 12,5 mUI/mL")
            + lrow("Estradiol", [R("e2", "96", "pg/mL")], "Fase folicular: 12,5 a 166 pg/mL"), **kw),
    ]
    right = [
        H("LIPÍDIOS", "bar", before=1),
        Tbl(c, lrow("Colesterol total", [R("chol", "187", "mg/dL")], "Desejável: inferior a 190 mg/dL")
            + lrow("HDL", [R("hdl", "62", "mg/dL")], "Desejável: superior a 40 mg/dL")
            + lrow("LDL", [R("ldl_calc", str(round(friedewald(187, 62, 85))), "mg/dL")], "Ótimo: inferior a 100 mg/dL")
            + lrow("VLDL", [R("vldl", "17", "mg/dL")], "Desejável: inferior a 30 mg/dL")
            + lrow("Triglicerídeos", [R("tg", "85", "mg/dL")], "Jejum: inferior a 150 mg/dL")
            + lrow("Não-HDL", [R("nonhdl", "125", "mg/dL")], "Desejável: inferior a 160 mg/dL"), **kw),
        H("TIREOIDE, VITAMINAS E FERRITINA", "bar"),
        Tbl(c, lrow("TSH", [R("tsh", "1,92", "µUI/mL")], "VR: 0,27 a 4,20 µUI/mL")
            + lrow("T4 livre", [R("ft4", "1,05", "ng/dL")], "VR: 0,93 a 1,70 ng/dL")
            + lrow("Vitamina B12", [R("b12", "428", "pg/mL")], "VR: 197 a 771 pg/mL")
            + lrow("Ácido fólico", [R("folate", "superior a 20,0", "ng/mL")], "VR: superior a 3,9 ng/mL")
            + lrow("25-OH Vitamina D", [R("vitd", "31,4", "ng/mL")], "VR: 20 a 60 ng/mL")
            + lrow("Ferritina", [R("ferritin", "38,2", "ng/mL")], "VR: 13 a 150 ng/mL"), **kw),
    ]
    page = [Sp(1), Cols([left, right], gap=6, divider="#9bb59b"),
            Sp(3),
            T(["LDL e VLDL calculados pela equação de Friedewald. TFG pela equação CKD-EPI 2021 (creatinina).",
               "Métodos: enzimático colorimétrico (bioquímica); eletroquimioluminescência (hormônios, vitaminas, ferritina).",
               "Amostra: soro. Jejum informado: 10 horas."], size=7.2, italic=True),
            Sp(5),
            T(["Dra. Bianca T. Schuster", "Biomédica - CRBM-5 0442", "Conferido e liberado em 05/06/2024"], size=7.6,
              align="R")]
    return Report("ak03", "Laboratório São Lucas de Análises", "Porto Alegre/RS", "2024-06-03", st, hd, pat, [page],
                  ["Emitido em 06/06/2024 10:31. Este laudo é confidencial e destina-se ao paciente e ao médico solicitante.",
                   "Resultados liberados também no portal do paciente."],
                  features="two columns with divider, dotted leaders, short names (HDL/LDL/TGO), 'superior a' values, "
                           "reference line under each result, DUM")


# ==========================================================================
# ak04 - Pró-Saúde, Belo Horizonte: cumulative table (three collection dates)
# ==========================================================================
@report
def make_ak04():
    st = Style(font="sans", size=8.4, lh=3.8, accent="#23408e", muted="#4a5470")
    hd = Header("Pró-Saúde Medicina Diagnóstica",
                ["Av. do Contorno, 4.520 - Funcionários - Belo Horizonte/MG - CEP 30110-028 - (31) 3284-7700",
                 "CNPJ 17.902.446/0001-33 - CNES 0027731 - Diretor técnico: Dr. Márcio E. Lage - CRM-MG 40.215"],
                style="bar", name_size=15)
    pat = KV([
        [("Paciente:", "JOSÉ APARECIDO MOREIRA", 104), ("Nascimento:", "15/03/1961", 75)],
        [("Sexo:", "Masculino", 40), ("Idade:", "63 anos", 64), ("Cadastro:", "02/08/2024", 75)],
        [("Solicitante:", "Dra. Patrícia N. Fonseca - CRM-MG 51.907", 104), ("Ordem de serviço:", "5521-0087", 75)],
        [("Coleta:", "05/08/2024 07:48", 104), ("Retorno previsto:", "05/02/2025", 75)],
    ], box="#23408e")
    d1, d2 = "2024-02-12", "2023-08-21"
    bd = (1961, 3, 15)

    def age(iso):
        y, m, d = map(int, iso.split("-"))
        return y - bd[0] - ((m, d) < bd[1:])

    gfrs = [round(ckd_epi_2021(c, age(d), False)) for c, d in ((1.21, "2024-08-05"), (1.15, d1))]
    tcs, hdls, tgs = (168, 201, 224), (39, 37, 40), (154, 188, 215)
    ldls = [round(friedewald(a, b, c)) for a, b, c in zip(tcs, hdls, tgs)]

    def row(name, key, vals, unit, ref, flags=("", "", "")):
        res = []
        for i, (v, f) in enumerate(zip(vals, flags)):
            res.append(None if v is None else R(key, v, unit, f, date=(None, d1, d2)[i]))
        return TR(name, res, [ref], x={"na": "—"})

    cols = [C("name", "Exame", 45), C("v0", "05/08/2024\n(atual)", 22, "R"), C("v1", "12/02/2024", 22, "R"),
            C("v2", "21/08/2023", 22, "R"), C("u0", "Unidade", 27), C("ref", "Referência", 44)]
    page = [
        H("EVOLUÇÃO DOS RESULTADOS - HISTÓRICO DO PACIENTE", "plain", before=2, after=1),
        T(["Resultados anteriores realizados neste laboratório, com a data de coleta no cabeçalho de cada coluna."],
          size=7.4, italic=True),
        Sp(1),
        Tbl(cols, [
            TSub("METABOLISMO GLICÍDICO", fill="#e3e8f4"),
            row("Glicose em jejum", "glu_fast", ("131", "126", "109"), "mg/dL", "70 a 99", ("H", "H", "H")),
            row("Hemoglobina glicada (A1c)", "a1c", ("7,4", "7,1", "6,6"), "%", "inferior a 5,7", ("H", "H", "H")),
            TSub("LIPIDOGRAMA", fill="#e3e8f4"),
            row("Colesterol total", "chol", tuple(map(str, tcs)), "mg/dL", "inferior a 190", ("", "H", "H")),
            row("HDL-Colesterol", "hdl", tuple(map(str, hdls)), "mg/dL", "superior a 40", ("L", "L", "")),
            row("LDL-Colesterol (Friedewald)", "ldl_calc", tuple(map(str, ldls)), "mg/dL", "meta: inferior a 70",
                ("H", "H", "H")),
            row("Triglicérides", "tg", tuple(map(str, tgs)), "mg/dL", "inferior a 150", ("H", "H", "H")),
            TSub("FUNÇÃO RENAL", fill="#e3e8f4"),
            row("Creatinina", "creat", ("1,21", "1,15", "1,09"), "mg/dL", "0,70 a 1,20", ("H", "", "")),
            row("TFG estimada\n(CKD-EPI 2021)", "egfr", (str(gfrs[0]), str(gfrs[1]), None), "mL/min/1,73 m²",
                "superior a 90"),
            row("Ácido úrico", "uric", ("6,8", "7,3", None), "mg/dL", "3,4 a 7,0", ("", "H", "")),
        ], rules="grid", head_fill="#23408e", head_color="#ffffff", rule_color="#8a96b8", pad=0.7),
        T(["H = acima do valor de referência; L = abaixo do valor de referência; — = exame não realizado na data."],
          size=7.2),
        H("OUTROS EXAMES DESTA COLETA (05/08/2024)", "plain", before=3, after=1),
        Tbl([C("name", "Exame", 69), C("v0", "Resultado", 22, "R"), C("u0", "Unidade", 25), C("ref", "Referência", 65)], [
            TR("TSH - hormônio tireoestimulante", [R("tsh", "3,41", "µUI/mL")], ["0,35 a 4,94"]),
            TR("25-Hidroxivitamina D", [R("vitd", "19,8", "ng/mL", "L")], ["20 a 60 (população geral)"]),
        ], rules="grid", head_fill="#23408e", head_color="#ffffff", rule_color="#8a96b8", pad=0.7),
        T(["Material: soro (bioquímica, hormônios) e sangue total com EDTA (hemoglobina glicada).",
           "TFG passou a ser liberada automaticamente a partir de 01/2024. Cálculo sem coeficiente racial."],
          size=7.2, italic=True),
        Sp(5),
        T(["Dr. Márcio E. Lage - CRM-MG 40.215 - Diretor técnico",
           "Laudo liberado em 06/08/2024 15:05 - assinado digitalmente"], size=7.6, align="R"),
    ]
    return Report("ak04", "Pró-Saúde Medicina Diagnóstica", "Belo Horizonte/MG", "2024-08-05", st, hd, pat, [page],
                  ["Data de emissão: 07/08/2024 08:40 - Ordem de serviço 5521-0087.",
                   "Resultados de exames devem ser interpretados em conjunto com dados clínicos."],
                  features="cumulative table with three collection dates in column headers, grid rules, H/L flags, "
                           "missing cells, split name")


# ==========================================================================
# ak05 - Hemolab, Goiânia: blood count with % and absolute, coagulation, iron
# ==========================================================================
@report
def make_ak05():
    st = Style(font="sans", size=8.5, lh=3.9, accent="#5b2a86", muted="#5a5166")
    hd = Header("HEMOLAB Diagnósticos",
                ["Rua 9, nº 1.140 - Setor Oeste - Goiânia/GO - CEP 74120-010",
                 "CNPJ 33.619.705/0001-82 • CNES 5540298 • (62) 3215-0800",
                 "RT: Dr. Gustavo H. Rezende - CRF-GO 6.118"],
                style="left", name_size=16, tagline="Hematologia e análises clínicas")
    pat = KV([
        [("Paciente:", "LARISSA FERNANDES DUARTE", 110), ("Registro:", "HL-88.402", 69)],
        [("Data de nascimento:", "02/06/1987", 55), ("Sexo:", "Feminino", 55), ("DUM:", "28/09/2024", 69)],
        [("Médico:", "Dr. Henrique C. Borges - CRM-GO 14.332", 110), ("Convênio:", "Particular", 69)],
        [("Coletado em:", "14/10/2024 08:02", 55), ("Recebido em:", "14/10/2024 08:30", 55),
         ("Liberado em:", "14/10/2024 13:55", 69)],
    ], box="#5b2a86")
    kw = dict(rules="head", rule_color="#5b2a86", pad=0.5, head_color="#5b2a86")
    ecols = [C("name", "Eritrograma", 56), C("v0", "Resultado", 22, "R"), C("u0", "", 24), C("f0", "", 16),
             C("ref", "Valores de referência", 64)]
    lcols = [C("name", "Leucograma", 40), C("v0", "Relativo", 17, "R"), C("u0", "", 7), C("v1", "Absoluto", 22, "R"),
             C("u1", "", 14), C("ref", "Ref. relativo", 30), C("x:abs", "Ref. absoluto", 52)]
    n = 6780
    diff = [("Neutrófilos", "neut", 58.4, "40,0 a 70,0 %", "1.800 a 7.000 /mm³"),
            ("Eosinófilos", "eos", 3.1, "1,0 a 5,0 %", "40 a 500 /mm³"),
            ("Basófilos", "baso", 0.6, "0,0 a 2,0 %", "0 a 200 /mm³"),
            ("Linfócitos", "lymph", 30.2, "20,0 a 45,0 %", "1.000 a 4.500 /mm³"),
            ("Monócitos", "mono", 7.7, "2,0 a 10,0 %", "100 a 1.000 /mm³")]
    lrows = [TR("Leucócitos", [None, R("wbc", br(n), "/mm³")], ["", ], x={"na": "", "x:abs": "3.600 a 11.000 /mm³"})]
    for name, key, pct, rp, ra in diff:
        lrows.append(TR(name, [R(key + "_pct", br(pct, 1), "%"), R(key + "_abs", br(round(n * pct / 100)), "/mm³")],
                        [rp], x={"x:abs": ra}))
    p1 = [
        H("HEMOGRAMA COMPLETO", "center", size=10.5, before=2, after=0.5),
        T(["Material: sangue total (EDTA)    Método: automação hematológica por citometria de fluxo e impedância;",
           "contagem diferencial revisada por microscopia quando sinalizada."], size=7.4, italic=True, align="C"),
        Sp(2),
        Tbl(ecols, [
            TR("Hemácias", [R("rbc", "4,12", "milhões/mm³")], ["4,00 a 5,20 milhões/mm³"]),
            TR("Hemoglobina", [R("hgb", "11,6", "g/dL", "Baixo")], ["12,0 a 16,0 g/dL"]),
            TR("Hematócrito", [R("hct", "35,9", "%", "Baixo")], ["36,0 a 46,0 %"]),
            TR("VCM", [R("mcv", "87,1", "fL")], ["80,0 a 100,0 fL"]),
            TR("HCM", [R("mch", "28,2", "pg")], ["27,0 a 32,0 pg"]),
            TR("CHCM", [R("mchc", "32,3", "g/dL")], ["31,5 a 36,0 g/dL"]),
            TR("RDW", [R("rdw", "14,9", "%", "Alto")], ["11,5 a 14,5 %"]),
        ], **kw),
        Sp(3),
        Tbl(lcols, lrows, **kw),
        Sp(3),
        Tbl([C("name", "Plaquetograma", 56), C("v0", "Resultado", 22, "R"), C("u0", "", 24), C("f0", "", 16),
             C("ref", "Valores de referência", 64)], [
            TR("Plaquetas", [R("plt", "248.000", "/mm³")], ["150.000 a 450.000 /mm³"]),
            TR("VPM - volume plaquetário médio", [R("mpv", "9,8", "fL")], ["7,4 a 10,4 fL"]),
        ], **kw),
        Sp(3),
        T(["Observações hematológicas:", "Série vermelha: normocitose e normocromia; anisocitose discreta.",
           "Série branca: sem alterações morfológicas.   Série plaquetária: plaquetas de aspecto normal."], size=7.6),
        Sp(6),
        T(["Dr. Gustavo H. Rezende", "Farmacêutico-Bioquímico - CRF-GO 6.118"], size=7.6, align="R"),
    ]
    ccols = [C("name", "Exame", 80), C("v0", "Resultado", 22, "R"), C("u0", "", 22), C("ref", "Valores de referência", 58)]
    p2 = [
        H("COAGULOGRAMA", "center", size=10.5, before=2, after=0.5),
        T(["Material: plasma citratado    Método: coagulométrico automatizado (detecção óptica)"], size=7.4, italic=True,
          align="C"),
        Sp(2),
        Tbl(ccols, [
            TSub("Tempo de protrombina (TP)"),
            TR("Tempo do paciente", [R("pt", "12,8", "segundos", name="Tempo de protrombina (TP) - Tempo do paciente")],
               ["10,0 a 14,0 segundos"]),
            TNote("Tempo do controle normal do dia: 12,0 segundos", italic=True),
            TR("RNI (Razão Normalizada Internacional)", [R("inr", "1,06", "")], ["0,90 a 1,20"]),
            TSub("Tempo de tromboplastina parcial ativada (TTPA)"),
            TR("Tempo do paciente", [R("aptt", "31,4", "segundos",
                                       name="Tempo de tromboplastina parcial ativada (TTPA) - Tempo do paciente")],
               ["25,0 a 37,0 segundos"]),
            TNote("Tempo do controle normal do dia: 30,0 segundos", italic=True),
        ], **kw),
        H("PERFIL DE FERRO", "center", size=10.5, before=5, after=0.5),
        T(["Material: soro    Método: colorimétrico (ferro, CTLF); quimioluminescência (ferritina)"], size=7.4,
          italic=True, align="C"),
        Sp(2),
        Tbl(ccols, [
            TR("Ferro sérico", [R("iron", "54", "µg/dL")], ["50 a 170 µg/dL"]),
            TR("Capacidade total de ligação do ferro (CTLF)", [R("tibc", "398", "µg/dL")], ["250 a 450 µg/dL"]),
            TR("Índice de saturação da transferrina", [R("tsat", br(54 / 398 * 100, 1), "%", "Baixo")], ["20 a 50 %"]),
            TR("Ferritina", [R("ferritin", "18,4", "ng/mL")], ["13 a 150 ng/mL"]),
        ], **kw),
        T(["Saturação da transferrina = ferro sérico / CTLF x 100."], size=7.2, italic=True),
        H("PROTEÍNA C REATIVA", "center", size=10.5, before=5, after=0.5),
        T(["Material: soro    Método: imunoturbidimetria"], size=7.4, italic=True, align="C"),
        Sp(2),
        Tbl(ccols, [TR("Proteína C reativa (PCR)", [R("crp", "< 0,30", "mg/dL")], ["inferior a 0,50 mg/dL"])], **kw),
        Sp(6),
        T(["Dr. Gustavo H. Rezende", "Farmacêutico-Bioquímico - CRF-GO 6.118",
           "Resultados conferidos em 14/10/2024 13:55"], size=7.6, align="R"),
    ]
    return Report("ak05", "HEMOLAB Diagnósticos", "Goiânia/GO", "2024-10-14", st, hd, pat, [p1, p2],
                  ["Impressão: 15/10/2024 07:12 • Registro HL-88.402 • Documento assinado digitalmente.",
                   "Valores de referência para adultos do sexo feminino."],
                  features="blood count with indices and differential (relative and absolute side by side), word flags "
                           "(Baixo/Alto) in own column, coagulation with control times (not results), iron panel, '<' value")


# ==========================================================================
# ak06 - Amaral Ferraz, Curitiba: result printed after the reference range
# ==========================================================================
@report
def make_ak06():
    st = Style(font="serifc", size=8.8, lh=4.0, accent="#20313f", muted="#4b5560")
    hd = Header("Laboratório Amaral Ferraz",
                ["Rua Comendador Araújo, 499 - Batel - Curitiba/PR", "CEP 80420-000 - (41) 3018-5522",
                 "CNPJ 76.540.118/0001-61 - CNES 6620011"],
                style="left", name_size=16, tagline="Patologia clínica - fundado em 1978")
    pat = KV([
        [("Paciente:", "WALDEMAR KOWALSKI NETO", 118), ("Atendimento:", "AF-19112-044", 61)],
        [("Nascimento:", "03/01/1953", 59), ("Idade:", "71 anos", 59), ("Sexo:", "Masculino", 61)],
        [("Médico solicitante:", "Dr. Rubens K. Szymanski - CRM-PR 12.207", 118), ("Pedido de:", "11/11/2024", 61)],
        [("Coleta:", "19/11/2024 07:20", 59), ("Liberado:", "20/11/2024 17:45", 59), ("Material:", "soro", 61)],
    ], size=8.4)
    cr = 1.38
    gfr = round(ckd_epi_2021(cr, 71, False))
    cols = [C("name", "Exame", 58), C("ref", "Valores de referência", 66), C("v0", "Resultado", 28, "R"),
            C("u0", "Unidade", 30)]
    kw = dict(rules="rows", rule_color="#b7bec6", pad=0.55, head_fill="#dfe4ea", flag_sep="  ")
    page = [
        H("BIOQUÍMICA CLÍNICA", "plain", before=2.5, after=1, size=10),
        Tbl(cols, [
            TSub("Função renal e eletrólitos"),
            TR("Ureia", [R("urea", "52", "mg/dL", "H")], ["19 a 49"]),
            TR("Creatinina", [R("creat", br(cr, 2), "mg/dL", "H")], ["0,70 a 1,30"]),
            TR("Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", [R("egfr", str(gfr), "mL/min/1,73 m²")],
               ["superior a 60 (sem lesão renal)"]),
            TR("Cistatina C", [R("cystc", "1,21", "mg/L", "H")], ["0,61 a 0,95"]),
            TR("Sódio", [R("na", "139", "mmol/L")], ["136 a 145"]),
            TR("Potássio", [R("k", "5,3", "mmol/L", "H")], ["3,5 a 5,1"]),
            TR("Cloreto", [R("cl", "103", "mmol/L")], ["98 a 107"]),
            TR("Cálcio total", [R("ca", "9,4", "mg/dL")], ["8,6 a 10,3"]),
            TR("Magnésio", [R("mg", "2,1", "mg/dL")], ["1,6 a 2,6"]),
            TR("Fósforo", [R("phos", "3,8", "mg/dL")], ["2,5 a 4,5"]),
            TSub("Função hepática"),
            TR("AST (TGO)", [R("ast", "22", "U/L")], ["até 40"]),
            TR("ALT (TGP)", [R("alt", "18", "U/L")], ["até 41"]),
            TR("Gama-glutamiltransferase", [R("ggt", "35", "U/L")], ["8 a 61"]),
            TR("Fosfatase alcalina", [R("alp", "88", "U/L")], ["40 a 129"]),
            TR("Bilirrubina total", [R("bili_t", "0,74", "mg/dL")], ["até 1,20"]),
            TR("Bilirrubina direta", [R("bili_d", "0,21", "mg/dL")], ["até 0,30"]),
            TR("Bilirrubina indireta\n(calculada)", [R("bili_i", "0,53", "mg/dL")], ["até 0,90"]),
            TR("Albumina", [R("alb", "4,1", "g/dL")], ["3,5 a 5,2"]),
            TR("Proteínas totais", [R("prot", "7,0", "g/dL")], ["6,4 a 8,3"]),
            TSub("Músculo, inflamação e marcador tumoral"),
            TR("Creatinofosfoquinase\n(CK total)", [R("ck", "412", "U/L", "H")], ["39 a 308"]),
            TR("Proteína C reativa\nultrassensível", [R("hscrp", "inferior a 0,50", "mg/L")],
               ["baixo risco CV: inferior a 1,0", "risco intermediário: 1,0 a 3,0"]),
            TR("PSA total", [R("psa", "inferior a 0,010", "ng/mL")], ["pós-prostatectomia: inferior a 0,1"]),
        ], **kw),
        T(["H: resultado acima do valor de referência.",
           "Cálculo: bilirrubina indireta = total - direta. TFG sem coeficiente racial.",
           "Paciente em uso de atorvastatina (informação do cadastro de 11/11/2024)."], size=7.4, italic=True),
        Sp(6),
        T(["Dra. Cláudia R. Amaral Ferraz", "Médica Patologista Clínica - CRM-PR 19.884 - RQE 7.301"], size=8,
          align="R"),
    ]
    return Report("ak06", "Laboratório Amaral Ferraz", "Curitiba/PR", "2024-11-19", st, hd, pat, [page],
                  ["Impresso em 21/11/2024 10:08 por recepção Batel.",
                   "Resultados com valor de referência antes do resultado: leia a coluna da direita."],
                  features="reference range printed before the result, serif condensed, split names, 'inferior a' "
                           "values, H flags, electrolytes, liver and kidney panels, CK, PSA")


# ==========================================================================
# ak07 - Alfa Clínica, Florianópolis: SI units, previous-result column
# ==========================================================================
@report
def make_ak07():
    st = Style(font="sans", size=8.4, lh=3.9, accent="#00695c", muted="#51605e")
    hd = Header("ALFA CLÍNICA LABORATÓRIO",
                ["Rod. José Carlos Daux, 3.854 - Saco Grande - Florianópolis/SC - CEP 88032-005",
                 "CNPJ 05.873.221/0001-90 | CNES 9047417 | (48) 3334-1290"],
                style="center", name_size=14, tagline="Resultados em unidades do Sistema Internacional (SI)")
    pat = KV([
        [("Paciente", "PAULO HENRIQUE SCHMITT", 92), ("Data de nascimento", "30/07/1975", 87)],
        [("Sexo", "M", 30), ("Idade", "49 a", 62), ("Pedido", "AC-24-091877", 87)],
        [("Médico", "Dr. Felipe O. Kretzer - CRM-SC 24.551", 92), ("Data do pedido", "20/09/2024", 87)],
        [("Data de coleta", "24/09/2024 07:10", 92), ("Data de liberação", "25/09/2024 12:30", 87)],
    ], label_color="#00695c", box="#00695c")
    prev = "2024-03-18"

    def row(name, key, cur, unit, pv, ref, flag="", pflag=""):
        res = [R(key, cur, unit, flag)]
        res.append(R(key, pv, unit, pflag, date=prev) if pv else None)
        return TR(name, res, [ref], x={"na": "---"})

    cols = [C("name", "Exame", 48), C("v0", "Resultado", 20, "R"), C("u0", "Unidade", 27),
            C("v1", "Anterior\n18/03/2024", 22, "R"), C("ref", "Intervalo de referência", 65)]
    cr_mgdl = 97 / 88.4
    gfr = round(ckd_epi_2021(cr_mgdl, 49, False))
    page = [
        H("BIOQUÍMICA - SORO / PLASMA", "under", before=3, after=1.5),
        Tbl(cols, [
            row("Glicose de jejum", "glu_fast_mol", "5,9", "mmol/L", "6,3", "3,9 a 5,5 mmol/L", "*", "*"),
            row("Hemoglobina glicada (HbA1c)", "a1c", "6,4", "%", "6,9", "inferior a 5,7 %", "*", "*"),
            row("HbA1c (IFCC)", "a1c_ifcc", br(ifcc(6.4)), "mmol/mol", br(ifcc(6.9)), "inferior a 39 mmol/mol", "*", "*"),
            row("Colesterol total", "chol_mol", "4,92", "mmol/L", "5,61", "inferior a 4,90 mmol/L", "*", "*"),
            row("HDL", "hdl_mol", "1,14", "mmol/L", "1,09", "superior a 1,00 mmol/L"),
            row("LDL (Friedewald)", "ldl_calc_mol", "2,98", "mmol/L", "3,62", "inferior a 3,00 mmol/L", "", "*"),
            row("Triglicerídeos", "tg_mol", "1,76", "mmol/L", "1,98", "inferior a 1,70 mmol/L", "*", "*"),
            row("Creatinina", "creat_mol", "97", "µmol/L", "92", "62 a 106 µmol/L"),
            row("eTFG (CKD-EPI 2021)", "egfr", str(gfr), "mL/min/1,73 m²", None, "superior a 90 mL/min/1,73 m²"),
            row("Ureia", "urea_mol", "6,1", "mmol/L", None, "2,8 a 7,2 mmol/L"),
            row("Ácido úrico", "uric_mol", "402", "µmol/L", "445", "202 a 416 µmol/L", "", "*"),
            row("Vitamina B12", "b12_mol", "268", "pmol/L", None, "145 a 569 pmol/L"),
        ], rules="head", rule_color="#00695c", head_color="#00695c", zebra="#eef5f4", pad=0.8),
        Sp(1),
        T(["* Fora do intervalo de referência.   --- Exame não realizado na coleta anterior (18/03/2024)."], size=7.2),
        Sp(3),
        T(["Notas", "LDL calculado pela equação de Friedewald em mmol/L (TG/2,2). HbA1c por HPLC, rastreável ao IFCC/NGSP.",
           "Fatores de conversão para unidades convencionais: glicose x 18,02 = mg/dL; colesterol x 38,67 = mg/dL;",
           "triglicerídeos x 88,57 = mg/dL; creatinina / 88,4 = mg/dL; ácido úrico / 59,48 = mg/dL; B12 / 0,738 = pg/mL.",
           "Estes fatores são informativos; o laudo oficial é o emitido em unidades SI."], size=7.4),
        Sp(8),
        T(["Assinado eletronicamente por Dr. Leandro V. Bittencourt - CRF-SC 3.902 - em 25/09/2024 12:30"], size=7.6,
          align="R"),
    ]
    return Report("ak07", "Alfa Clínica Laboratório", "Florianópolis/SC", "2024-09-24", st, hd, pat, [page],
                  ["Laudo impresso em 26/09/2024 - Pedido AC-24-091877 - Página gerada pelo sistema AlfaLIS.",
                   "Agendamento da coleta domiciliar realizado em 23/09/2024."],
                  features="SI units (mmol/L, µmol/L, pmol/L, mmol/mol), previous-result column with date, zebra rows "
                           "without rules, conversion factors in notes (not results)")


# ==========================================================================
# ak08 - Bioanálise Vale, São José dos Campos: two columns with previous results
# ==========================================================================
@report
def make_ak08():
    st = Style(font="sans", size=7.9, lh=3.6, accent="#b35900", muted="#5e5347")
    hd = Header("Bioanálise Vale do Paraíba",
                ["Av. Nove de Julho, 512 - Jd. Apolo - São José dos Campos/SP", "CEP 12243-001 • (12) 3921-6644",
                 "CNPJ 48.207.391/0001-15 • CNES 2088560"],
                style="left", name_size=15, tagline="Laboratório de análises clínicas")
    pat = KV([
        [("Paciente:", "ANTÔNIO SÉRGIO BRANDÃO", 98), ("Nascimento:", "19/04/1963", 81)],
        [("Sexo:", "Masculino", 45), ("Idade:", "61 anos", 53), ("Prontuário:", "BV-220145", 81)],
        [("Médico:", "Dr. Eduardo M. Rangel - CRM-SP 77.430", 98), ("Pedido:", "29/04/2024", 81)],
        [("Coleta:", "07/05/2024 08:25", 98), ("Liberação:", "09/05/2024 18:02", 81)],
    ], box="#b35900")
    prev = "2023-11-14"
    c = [C("name", "", 24), C("v0", "Atual", 25, "R"), C("f0", "", 5, "C", bold=True), C("u0", "", 13),
         C("v1", "14/11/2023", 20, "R")]
    kw = dict(rules="none", head=True, pad=0.4, padx=0.8, head_color="#b35900", val_bold=False)

    def rows(name, key, cur, unit, pv, ref, flag=""):
        res = [R(key, cur, unit, flag), R(key, pv, unit, date=prev) if pv else None]
        return lrow(name, res, ref, size=6.6)

    for_na = {"na": "—"}

    def tb(rr):
        for r in rr:
            if isinstance(r, TR):
                r.x.update(for_na)
        return Tbl(c, rr, **kw)

    left = [
        H("TIREOIDE", "under", before=1),
        tb(rows("TSH", "tsh", "5,62", "µUI/mL", "4,87", "Ref.: 0,40 a 4,30 µUI/mL", "A")
           + rows("T4 livre", "ft4", "1,02", "ng/dL", "1,10", "Ref.: 0,89 a 1,76 ng/dL")
           + rows("Anti-TPO", "tpo", "inferior a 9,0", "UI/mL", None, "Ref.: inferior a 34 UI/mL")),
        H("VITAMINAS E METABÓLITOS", "under"),
        tb(rows("Vitamina D\n(25-hidroxi)", "vitd", "27,5", "ng/mL", "18,9", "Ref.: 20 a 60 ng/mL")
           + rows("Vitamina B12", "b12", "superior a 2.000", "pg/mL", "1.245", "Ref.: 197 a 771 pg/mL", "A")
           + rows("Ácido fólico", "folate", "12,4", "ng/mL", None, "Ref.: superior a 3,9 ng/mL")
           + rows("Homocisteína", "hcy", "11,8", "µmol/L", "13,5", "Ref.: 5,0 a 15,0 µmol/L")),
    ]
    right = [
        H("HORMÔNIOS", "under", before=1),
        tb(rows("Testosterona\ntotal", "testo", "382", "ng/dL", "344", "Ref. (50 a 70 anos): 193 a 740 ng/dL")
           + rows("Cortisol (8 h)", "cortisol", "14,6", "µg/dL", None, "Ref.: 6,2 a 19,4 µg/dL")
           + rows("Prolactina", "prl", "9,8", "ng/mL", None, "Ref.: 4,0 a 15,2 ng/mL")),
        H("MARCADORES TUMORAIS", "under"),
        tb(rows("PSA total", "psa", "2,84", "ng/mL", "2,41", "Ref. (60 a 69 anos): até 4,0 ng/mL")
           + rows("PSA livre", "psa_free", "0,62", "ng/mL", None, "Sem valor de referência isolado")
           + rows("Relação PSA\nlivre/total", "psa_ratio", br(0.62 / 2.84 * 100), "%", None,
                  "Ref.: superior a 18 % (menor probabilidade de câncer)")
           + rows("CEA", "cea", "2,1", "ng/mL", "1,9", "Ref. (não fumantes): até 3,8 ng/mL")
           + rows("CA 19-9", "ca199", "8,4", "U/mL", None, "Ref.: até 37 U/mL")),
    ]
    page = [Sp(1), T(["Coluna '14/11/2023': resultado anterior do paciente neste laboratório (data da coleta anterior)."],
                     size=7.2, italic=True),
            Cols([left, right], gap=8),
            Sp(3),
            T(["A: resultado acima do valor de referência.",
               "Métodos: eletroquimioluminescência (hormônios, vitaminas, marcadores); HPLC (homocisteína).",
               "Material: soro. B12 acima do limite de linearidade do método; paciente informa reposição injetável em 30/04/2024."],
              size=7.2),
            Sp(6),
            T(["Dra. Simone A. Prates", "Biomédica - CRBM-1 28.771 - Responsável técnica"], size=7.6, align="R")]
    return Report("ak08", "Bioanálise Vale do Paraíba", "São José dos Campos/SP", "2024-05-07", st, hd, pat, [page],
                  ["Laudo impresso em 10/05/2024 09:47. Próxima reavaliação sugerida: 11/2024.",
                   "Valores de referência conforme bula dos fabricantes e faixa etária do paciente."],
                  features="two columns, previous result column per marker (2023-11-14), 'superior a'/'inferior a', "
                           "'A' flags in their own column, thyroid, vitamins, hormones, tumour markers, split names")


# ==========================================================================
# ak09 - LabCentro, Fortaleza: urinalysis with leaders, serology blocks, ACR "<"
# ==========================================================================
@report
def make_ak09():
    st = Style(font="cond", size=8.8, lh=4.0, accent="#005b96", muted="#4f5d68")
    hd = Header("LabCentro Análises Clínicas",
                ["Av. Santos Dumont, 2.626 - Aldeota - Fortaleza/CE - CEP 60150-161",
                 "CNPJ 12.504.883/0001-26 - CNES 2563794 - (85) 3261-4300 - Credenciado SUS",
                 "Responsável técnico: Dr. Raimundo N. Girão - CRF-CE 2.915"],
                style="logo", name_size=16, initials="LC")
    pat = KV([
        [("Paciente:", "FRANCISCA JÉSSICA DE SOUSA", 106), ("Cartão SUS:", "708 2041 9936 5127", 73)],
        [("Nascimento:", "09/12/1989", 53), ("Idade:", "34 anos", 53), ("Sexo:", "Feminino", 73)],
        [("Solicitante:", "Dra. Mirela A. Pontes - CRM-CE 15.802", 106), ("Agendamento:", "29/10/2024", 73)],
        [("Coleta:", "05/11/2024 07:35", 53), ("DUM:", "12/10/2024", 53), ("Liberação:", "07/11/2024 10:20", 73)],
    ], box="#005b96", size=8.4)
    c = [C("name", "", 62), C("v0", "", 38), C("u0", "", 18), C("ref", "", 60)]
    kw = dict(rules="none", head=False, leader=True, pad=0.45, val_bold=True)
    p1 = [
        H("URINA TIPO 1 (EAS - ELEMENTOS ANORMAIS E SEDIMENTOSCOPIA)", "bar", before=2, after=1),
        T(["Material: urina, jato médio (primeira da manhã)    Método: tira reativa com leitura por refletância e",
           "microscopia do sedimento (campo de grande aumento, 400x)"], size=7.6, italic=True),
        H("Exame físico", "plain", before=1.5, after=0.5, size=9),
        Tbl(c, [TR("Cor", [R("u_color", "Amarela", "")], ["Amarelo citrino"]),
                TR("Aspecto", [R("u_aspect", "Ligeiramente turvo", "")], ["Límpido"]),
                TR("Densidade", [R("u_sg", "1,025", "")], ["1,005 a 1,030"]),
                TR("pH", [R("u_ph", "5,5", "")], ["5,0 a 7,0"])], **kw),
        H("Exame químico", "plain", before=1.5, after=0.5, size=9),
        Tbl(c, [TR("Proteínas", [R("u_prot", "Negativo", "")], ["Negativo"]),
                TR("Glicose", [R("u_glu", "Negativo", "")], ["Negativo"]),
                TR("Corpos cetônicos", [R("u_ket", "Negativo", "")], ["Negativo"]),
                TR("Hemoglobina", [R("u_blood", "Negativo", "")], ["Negativo"]),
                TR("Bilirrubina", [R("u_bili", "Negativo", "")], ["Negativo"]),
                TR("Urobilinogênio", [R("u_uro", "Normal", "")], ["Normal (até 1,0 mg/dL)"]),
                TR("Nitrito", [R("u_nit", "Positivo", "")], ["Negativo"]),
                TR("Esterase leucocitária", [R("u_le", "Positivo", "")], ["Negativo"])], **kw),
        H("Sedimentoscopia", "plain", before=1.5, after=0.5, size=9),
        Tbl(c, [TR("Leucócitos", [R("u_wbc", "28", "/campo", "↑")], ["até 5 /campo"]),
                TR("Hemácias", [R("u_rbc", "3", "/campo")], ["até 3 /campo"]),
                TR("Células epiteliais", [R("u_epi", "Raras", "")], ["Raras"]),
                TR("Bactérias", [R("u_bact", "Numerosas", "")], ["Ausentes ou raras"])], **kw),
        Sp(2),
        T(["Observação: nitrito e esterase leucocitária positivos com leucocitúria e bacteriúria.",
           "Sugere-se correlação clínica e urocultura com antibiograma (coleta em 05/11/2024, resultado em até 72 h)."],
          size=7.8, italic=True),
        Sp(4),
        T(["Conferido por: Bruna K. Nogueira - Biomédica - CRBM-2 15.206"], size=7.8, align="R"),
    ]
    sc = [C("name", "", 62), C("v0", "", 38), C("u0", "", 20)]
    p2 = []
    p2 += blk("HIV 1 E 2 - ANTICORPOS E ANTÍGENO p24 (4ª GERAÇÃO)", "soro", "eletroquimioluminescência", [
        TR("Resultado:", [R("hiv", "Não reagente", "", name="HIV 1 E 2 - ANTICORPOS E ANTÍGENO p24 (4ª GERAÇÃO)")])],
        ["Amostra não reagente para HIV. Em caso de suspeita de infecção recente, repetir após 30 dias."],
        name_w=40, val_w=40, hstyle="bar")
    p2 += blk("SÍFILIS - VDRL", "soro", "floculação (VDRL)", [
        TR("Resultado:", [R("vdrl", "Não reagente", "", name="SÍFILIS - VDRL")])],
        ["Referência: Não reagente"], name_w=40, val_w=40, hstyle="bar")
    p2 += blk("HEPATITE B - HBsAg E ANTI-HBs", "soro", "quimioluminescência", [
        TR("HBsAg:", [R("hbsag", "Não reagente", "")]),
        TR("Anti-HBs:", [R("antihbs", "superior a 1.000", "mUI/mL")])],
        ["Anti-HBs: inferior a 10 mUI/mL: não reagente; igual ou superior a 10 mUI/mL: reagente (imune)"],
        name_w=40, val_w=40, hstyle="bar")
    p2 += blk("HEPATITE C - ANTI-HCV", "soro", "quimioluminescência", [
        TR("Resultado:", [R("hcv", "Não reagente", "", name="HEPATITE C - ANTI-HCV")])],
        ["Referência: Não reagente"], name_w=40, val_w=40, hstyle="bar")
    p2 += blk("GLICOSE EM JEJUM", "plasma (fluoreto)", "enzimático - glicose oxidase", [
        TR("Resultado:", [R("glu_fast", "84", "mg/dL", name="GLICOSE EM JEJUM")])],
        ["Normal: 70 a 99 mg/dL"], name_w=40, val_w=40, hstyle="bar")
    p2 += blk("RELAÇÃO ALBUMINA/CREATININA - URINA ISOLADA", "urina, amostra isolada (mesma coleta)",
              "imunoturbidimetria (albumina); Jaffé (creatinina)", [
                  TR("Albumina urinária:", [R("ualb", "inferior a 3,0", "mg/L")]),
                  TR("Creatinina urinária:", [R("ucreat", "142,5", "mg/dL")]),
                  TR("Relação albumina/creatinina:", [R("uacr", "< 2,1", "mg/g")])],
              ["Relação albumina/creatinina: normal inferior a 30 mg/g",
               "Albumina abaixo do limite de quantificação do método (3,0 mg/L); relação calculada com esse limite."],
              name_w=52, val_w=28, hstyle="bar")
    p2 += [Sp(5), T(["Dr. Raimundo N. Girão - Farmacêutico-Bioquímico - CRF-CE 2.915",
                     "Laudo liberado em 07/11/2024 às 10:20"], size=7.8, align="R")]
    return Report("ak09", "LabCentro Análises Clínicas", "Fortaleza/CE", "2024-11-05", st, hd, pat, [p1, p2],
                  ["Impresso em 08/11/2024 - Unidade Aldeota - Atendimento SUS e convênios.",
                   "Retirada de laudos: portal do paciente ou recepção, mediante documento com foto."],
                  features="urinalysis with dotted leaders (physical/chemical/sediment), qualitative results, "
                           "serology in block layout, 'superior a 1.000', '<' ACR, DUM")


# ==========================================================================
# ak10 - Santa Cecília, Santos: monospaced legacy print, uppercase, leaders, split names
# ==========================================================================
@report
def make_ak10():
    st = Style(font="mono", size=8.0, lh=3.8, accent="#000000", muted="#333333")
    hd = Header("LABORATORIO DE ANALISES CLINICAS SANTA CECILIA",
                ["R. DR. CARVALHO DE MENDONCA, 188 - VILA MATHIAS - SANTOS/SP - CEP 11070-101",
                 "CNPJ 58.311.906/0001-44 - CNES 2081337 - FONE (13) 3234-5618"],
                style="center", name_size=11.5)
    pat = KV([
        [("PACIENTE.:", "MARCOS VINICIUS TEIXEIRA", 112), ("REG.:", "0116-5530", 67)],
        [("NASCIMENTO:", "27/08/1969", 56), ("SEXO:", "M", 56), ("IDADE:", "55A", 67)],
        [("MEDICO...:", "DR. JULIO C. AMARANTE CRM 64.902", 112), ("CONV.:", "SANTOS SAUDE", 67)],
        [("COLETA...:", "16/01/2025 07:12", 56), ("ENTRADA:", "16/01/2025", 56), ("LIBERACAO:", "18/01/2025", 67)],
    ], size=7.8, box="#000000", label_bold=True)
    c = [C("name", "", 74, bold=False), C("v0", "", 26, "R"), C("u0", "", 20), C("ref", "", 62)]
    kw = dict(rules="none", head=False, leader=True, pad=0.4, flag_sep="")
    tc, hdl, tg, ldl = 256, 44, 310, 171
    page = [
        Rule(before=0.5, after=0.5),
        T(["EXAMES: PERFIL DE RISCO CARDIOVASCULAR / BIOQUIMICA"], bold=True),
        T(["MATERIAL: SORO     JEJUM: 12 HORAS     MEDICAMENTOS: ROSUVASTATINA 20 MG (INICIO 02/12/2024)"], size=7.4),
        Rule(before=0.5, after=1.5),
        Tbl(c, [
            TR("GLICOSE", [R("glu_fast", "101", "mg/dL", "*")], ["VR: 70 A 99 mg/dL"]),
            TR("COLESTEROL TOTAL", [R("chol", str(tc), "mg/dL", "*")], ["DESEJAVEL: < 190 mg/dL"]),
            TR("HDL-COLESTEROL", [R("hdl", str(hdl), "mg/dL")], ["DESEJAVEL: > 40 mg/dL"]),
            TR("LDL-COLESTEROL (DOSAGEM DIRETA)", [R("ldl_direct", str(ldl), "mg/dL", "*")],
               ["OTIMO: < 100 mg/dL", "META ALTO RISCO: < 70 mg/dL"]),
            TR("VLDL-COLESTEROL", [R("vldl", str(tg // 5), "mg/dL", "*")], ["< 30 mg/dL"]),
            TR("NAO-HDL COLESTEROL", [R("nonhdl", str(tc - hdl), "mg/dL", "*")], ["DESEJAVEL: < 160 mg/dL"]),
            TR("TRIGLICERIDES", [R("tg", str(tg), "mg/dL", "*")], ["JEJUM: < 150 mg/dL"]),
            TR("INDICE DE CASTELLI I (CT/HDL)", [R("chol_hdl_ratio", br(tc / hdl, 1), "", "*")], ["ATE 5,1"]),
            TR("INDICE DE CASTELLI II (LDL/HDL)", [R("ldl_hdl_ratio", br(ldl / hdl, 1), "", "*")], ["ATE 3,3"]),
            TR("APOLIPOPROTEINA B", [R("apob", "128", "mg/dL", "*")], ["DESEJAVEL: < 100 mg/dL"]),
            TR("LIPOPROTEINA (a)", [R("lpa", "54,2", "mg/dL", "*")], ["< 30 mg/dL"]),
            TR("PROTEINA C REATIVA\nULTRASSENSIVEL", [R("hscrp", "3,8", "mg/L", "*")],
               ["BAIXO RISCO: < 1,0 mg/L", "ALTO RISCO: > 3,0 mg/L"]),
            TR("HOMOCISTEINA", [R("hcy", "14,9", "µmol/L")], ["5,0 A 15,0 µmol/L"]),
            TR("CREATINOFOSFOQUINASE\nTOTAL (CPK)", [R("ck", "1.240", "U/L", "*")], ["39 A 308 U/L"]),
            TR("TRANSAMINASE OXALACETICA\n(TGO/AST)", [R("ast", "62", "U/L", "*")], ["ATE 40 U/L"]),
            TR("TRANSAMINASE PIRUVICA\n(TGP/ALT)", [R("alt", "58", "U/L", "*")], ["ATE 41 U/L"]),
            TR("ACIDO URICO", [R("uric", "8,1", "mg/dL", "*")], ["3,4 A 7,0 mg/dL"]),
        ], **kw),
        Rule(before=1.5, after=1),
        T(["(*) VALOR FORA DA FAIXA DE REFERENCIA.",
           "LDL POR DOSAGEM DIRETA: TRIGLICERIDES ELEVADOS. VLDL = TG/5 (ESTIMATIVA).",
           "CPK ELEVADA EM USUARIO DE ESTATINA: CORRELACIONAR COM SINTOMAS MUSCULARES.",
           "RESULTADO DA CPK CONFIRMADO EM DILUICAO 1:2 EM 17/01/2025."], size=7.4),
        Sp(6),
        T(["_________________________________", "DR. HELIO T. FUKUDA", "FARMACEUTICO-BIOQUIMICO CRF-SP 18.406"],
          size=7.6, align="R"),
    ]
    return Report("ak10", "Laboratório de Análises Clínicas Santa Cecília", "Santos/SP", "2025-01-16", st, hd, pat,
                  [page],
                  ["EMITIDO EM 20/01/2025 08:31 - SISTEMA LABWIN 4.2 - REG. 0116-5530",
                   "ESTE LAUDO SO TEM VALOR COM ASSINATURA DO RESPONSAVEL."],
                  page_label="PAG. {i}/{n}",
                  features="monospaced legacy print, uppercase names, dotted leaders, '*' flags glued to the value, "
                           "split names over two lines, measured LDL, Castelli ratios, ApoB, Lp(a), hs-CRP, CK")


# ==========================================================================
# ak11 - IPC Amazonas, Manaus: diabetes follow-up, two columns, two collection dates
# ==========================================================================
@report
def make_ak11():
    st = Style(font="sans", size=8.2, lh=3.7, accent="#8a1538", muted="#5f4a52")
    hd = Header("Instituto de Patologia Clínica do Amazonas",
                ["Av. Djalma Batista, 1.719 - Chapada - Manaus/AM - CEP 69050-010 - (92) 3642-1100",
                 "CNPJ 04.915.362/0001-71 - CNES 2013320 - RT: Dra. Lúcia H. Bentes - CRF-AM 1.988"],
                style="bar", name_size=14, tagline="Diagnóstico laboratorial")
    pat = KV([
        [("Paciente:", "RAIMUNDA NONATA BARBOSA DA SILVA", 112), ("Nascimento:", "11/03/1957", 67)],
        [("Sexo:", "Feminino", 45), ("Idade:", "67 anos", 67), ("Pedido nº:", "IPC-240708-331", 67)],
        [("Médico:", "Dr. Anderson F. Lasmar - CRM-AM 6.447 (Endocrinologia)", 112), ("Retorno:", "22/08/2024", 67)],
        [("Coleta sangue:", "08/07/2024 07:02", 56), ("Coleta urina:", "09/07/2024 06:40", 56),
         ("Liberado:", "10/07/2024 16:15", 67)],
    ], box="#8a1538", size=8.0)
    ud = "2024-07-09"
    cr = 1.05
    gfr = round(ckd_epi_2021(cr, 67, True))
    c = [C("name", "", 42), C("v0", "", 17, "R"), C("u0", "", 28)]
    kw = dict(rules="none", head=False, pad=0.45, flag_sep=" ")
    tc, hdl, tg, ldl = 168, 46, 152, 92
    left = [
        H("PERFIL GLICÊMICO - coleta 08/07/2024", "under", before=1, size=8.8),
        Tbl(c, lrow("Glicose em jejum", [R("glu_fast", "142", "mg/dL", "↑")], "Ref.: 70 a 99 mg/dL")
            + lrow("Glicose pós-prandial (2 h)", [R("glu_pp2h", "218", "mg/dL", "↑")],
                   "Ref.: inferior a 140 mg/dL - coletada às 10:05")
            + lrow("Hemoglobina glicada", [R("a1c", "8,2", "%", "↑")], "Meta individual: inferior a 7,0 %")
            + lrow("Glicose média estimada", [R("eag", br(eag(8.2)), "mg/dL")], "Calculada a partir da HbA1c (ADAG)")
            + lrow("Frutosamina", [R("fructosamine", "342", "µmol/L", "↑")], "Ref.: 205 a 285 µmol/L")
            + lrow("Insulina (jejum)", [R("insulin", "9,4", "µUI/mL")], "Ref.: 2,6 a 24,9 µUI/mL")
            + lrow("Peptídeo C (jejum)", [R("cpep", "2,1", "ng/mL")], "Ref.: 1,1 a 4,4 ng/mL"), **kw),
        T([f"Nota: HOMA-IR calculado com a glicose e a insulina desta coleta: {br(homa(142, 9.4), 2)}",
           "(valor apenas informativo; não validado em uso de insulina exógena)."], size=6.8, italic=True),
        H("FUNÇÃO RENAL - coleta 08/07/2024", "under", size=8.8),
        Tbl(c, lrow("Ureia", [R("urea", "44", "mg/dL")], "Ref.: 15 a 45 mg/dL")
            + lrow("Creatinina", [R("creat", br(cr, 2), "mg/dL", "↑")], "Ref.: 0,51 a 0,95 mg/dL")
            + lrow("TFG estimada\n(CKD-EPI 2021)", [R("egfr", str(gfr), "mL/min/1,73 m²", "↓")],
                   "Ref.: igual ou superior a 60")
            + lrow("Cistatina C", [R("cystc", "1,12", "mg/L")], "Ref.: 0,61 a 1,17 mg/L")
            + lrow("Potássio", [R("k", "4,6", "mmol/L")], "Ref.: 3,5 a 5,1 mmol/L"), **kw),
    ]
    right = [
        H("URINA - AMOSTRA ISOLADA - coleta 09/07/2024", "under", before=1, size=8.8),
        Tbl(c, lrow("Albumina urinária", [R("ualb", "86,0", "mg/L", date=ud)], "Sem referência isolada")
            + lrow("Creatinina urinária", [R("ucreat", "71,2", "mg/dL", date=ud)], "Sem referência isolada")
            + lrow("Relação albumina/\ncreatinina (RAC)", [R("uacr", br(86.0 / 712 * 1000, 1), "mg/g", "↑", date=ud)],
                   "Ref.: inferior a 30 mg/g (A1)"), **kw),
        T(["Categorias: A1 < 30; A2 30 a 300; A3 > 300 mg/g (KDIGO)."], size=6.8, italic=True),
        H("LÍPIDES - coleta 08/07/2024", "under", size=8.8),
        Tbl(c, lrow("Colesterol total", [R("chol", str(tc), "mg/dL")], "Ref.: inferior a 190 mg/dL")
            + lrow("Colesterol HDL", [R("hdl", str(hdl), "mg/dL")], "Ref.: superior a 50 mg/dL", )
            + lrow("Triglicerídeos", [R("tg", str(tg), "mg/dL", "↑")], "Ref.: inferior a 150 mg/dL")
            + lrow("Colesterol LDL (Martin)", [R("ldl_calc", str(ldl), "mg/dL")], "Meta (alto risco): inferior a 70 mg/dL")
            + lrow("Colesterol não-HDL", [R("nonhdl", str(tc - hdl), "mg/dL")], "Meta (alto risco): inferior a 100 mg/dL"),
            **kw),
        T(["LDL estimado pela equação de Martin/Hopkins (fator ajustável).", ], size=6.8, italic=True),
    ]
    page = [Sp(1), Cols([left, right], gap=8, divider="#c9a3b1"),
            Sp(4),
            T(["↑ acima / ↓ abaixo do valor de referência.",
               "Amostras: soro e plasma fluoretado (08/07/2024); urina isolada, primeira da manhã (09/07/2024).",
               "Métodos: hexoquinase, HPLC (HbA1c), NBT (frutosamina), quimioluminescência (insulina, peptídeo C),",
               "imunoturbidimetria (albumina urinária, cistatina C), enzimático (creatinina, lípides)."], size=7.2),
            Sp(6),
            T(["Dra. Lúcia H. Bentes - Farmacêutica-Bioquímica - CRF-AM 1.988",
               "Assinatura digital - 10/07/2024 16:15"], size=7.6, align="R")]
    return Report("ak11", "Instituto de Patologia Clínica do Amazonas", "Manaus/AM", "2024-07-08", st, hd, pat, [page],
                  ["Impresso em 11/07/2024 07:50 - Pedido IPC-240708-331.",
                   "Próxima consulta agendada pelo médico: 22/08/2024."],
                  features="two columns with divider, two collection dates (blood 2024-07-08, urine 2024-07-09), "
                           "arrow flags, HOMA-IR only in a note (not a result), Martin LDL, urine ACR, cystatin C")


# ==========================================================================
# ak12 - Central do Planalto, Brasília: both units, reference before result, FBC, coagulation
# ==========================================================================
@report
def make_ak12():
    st = Style(font="cond", size=8.4, lh=3.8, accent="#1d3557", muted="#4a5568")
    hd = Header("LABORATÓRIO CENTRAL DO PLANALTO",
                ["SGAS 915, Lote 69-A, Bloco B - Asa Sul - Brasília/DF - CEP 70390-150",
                 "CNPJ 00.731.582/0001-08  •  CNES 0010588  •  (61) 3345-2200",
                 "Diretora técnica: Dra. Marta Q. Siqueira - CRM-DF 9.916"],
                style="center", name_size=15)
    pat = KV([
        [("Paciente:", "LEONARDO AUGUSTO PIMENTEL", 104), ("Data de nascimento:", "23/10/1977", 75)],
        [("Sexo:", "Masculino", 50), ("Idade:", "47 anos", 54), ("Pedido médico de:", "30/01/2025", 75)],
        [("Médico:", "Dra. Carolina B. Meireles - CRM-DF 21.664", 104), ("Atendimento:", "11/02/2025", 75)],
        [("Coletado em:", "11/02/2025 07:55", 104), ("Liberado em:", "12/02/2025 16:20", 75)],
    ], box="#1d3557", fill="#f2f5f9")
    kw = dict(rules="grid", rule_color="#8795a8", pad=0.6, head_fill="#1d3557", head_color="#ffffff")
    c1 = [C("name", "Exame", 46), C("ref", "Valores de referência", 54), C("v0", "Resultado", 20, "R"),
          C("u0", "Unidade", 18), C("v1", "Resultado SI", 22, "R"), C("u1", "Unidade SI", 22)]
    tc, hdl, tg = 204, 52, 118
    ldl = round(friedewald(tc, hdl, tg))

    def both(name, k1, v1, u1, k2, f2, dec2, u2, ref, flag=""):
        return TR(name, [R(k1, v1, u1, flag), R(k2, br(f2, dec2), u2, flag)], ref)

    p1 = [
        H("BIOQUÍMICA - UNIDADES CONVENCIONAIS E SI", "center", size=10, before=2, after=1),
        Tbl(c1, [
            both("Glicose em jejum", "glu_fast", "97", "mg/dL", "glu_fast_mol", 97 * 0.0555, 2, "mmol/L",
                 ["70 a 99 mg/dL", "(3,89 a 5,49 mmol/L)"]),
            both("Colesterol total", "chol", str(tc), "mg/dL", "chol_mol", tc * 0.02586, 2, "mmol/L",
                 ["desejável: < 190 mg/dL", "(< 4,91 mmol/L)"], "(+)"),
            both("HDL-colesterol", "hdl", str(hdl), "mg/dL", "hdl_mol", hdl * 0.02586, 2, "mmol/L",
                 ["desejável: > 40 mg/dL", "(> 1,03 mmol/L)"]),
            both("LDL-colesterol\n(Friedewald)", "ldl_calc", str(ldl), "mg/dL", "ldl_calc_mol", ldl * 0.02586, 2,
                 "mmol/L", ["conforme risco: < 130 mg/dL", "(< 3,36 mmol/L)"]),
            both("Triglicerídeos", "tg", str(tg), "mg/dL", "tg_mol", tg * 0.01129, 2, "mmol/L",
                 ["jejum: < 150 mg/dL", "(< 1,69 mmol/L)"]),
            both("Creatinina", "creat", "0,98", "mg/dL", "creat_mol", 0.98 * 88.4, 1, "µmol/L",
                 ["0,70 a 1,20 mg/dL", "(61,9 a 106,1 µmol/L)"]),
        ], **kw),
        T(["(+) acima do valor desejável.   Conversão SI pelos fatores da IFCC; valores SI arredondados."], size=7.2),
        Sp(4),
        T(["Material: soro e plasma fluoretado.  Métodos: enzimáticos automatizados; creatinina enzimática (IDMS)."],
          size=7.2, italic=True),
        Sp(8),
        T(["Dra. Marta Q. Siqueira - Médica Patologista Clínica - CRM-DF 9.916"], size=7.6, align="R"),
    ]
    n = 7150
    c2 = [C("name", "Exame", 40), C("ref", "Valores de referência", 62), C("v0", "Resultado", 20, "R"),
          C("u0", "", 20), C("v1", "Absoluto", 20, "R"), C("u1", "", 20)]
    diff = [("Neutrófilos", "neut", 61.2, "40 a 70 % | 1.800 a 7.000"), ("Linfócitos", "lymph", 27.9, "20 a 45 % | 1.000 a 4.500"),
            ("Monócitos", "mono", 7.4, "2 a 10 % | 100 a 1.000"), ("Eosinófilos", "eos", 2.9, "1 a 5 % | 40 a 500"),
            ("Basófilos", "baso", 0.6, "0 a 2 % | 0 a 200")]
    rows = [
        TSub("Eritrograma", fill="#e4e9f0"),
        TR("Hemácias", [R("rbc", "5,02", "milhões/mm³")], ["4,50 a 5,90 milhões/mm³"]),
        TR("Hemoglobina", [R("hgb", "15,1", "g/dL")], ["13,5 a 17,5 g/dL"]),
        TR("Hematócrito", [R("hct", "44,6", "%")], ["41,0 a 53,0 %"]),
        TR("VCM", [R("mcv", "88,8", "fL")], ["80 a 100 fL"]),
        TR("HCM", [R("mch", "30,1", "pg")], ["26 a 34 pg"]),
        TR("CHCM", [R("mchc", "33,9", "g/dL")], ["31 a 37 g/dL"]),
        TR("RDW-CV", [R("rdw", "12,7", "%")], ["11,5 a 14,5 %"]),
        TSub("Leucograma", fill="#e4e9f0"),
        TR("Leucócitos", [R("wbc", br(n), "/mm³")], ["3.800 a 11.000 /mm³"]),
    ]
    for name, key, pct, ref in diff:
        rows.append(TR(name, [R(key + "_pct", br(pct, 1), "%"), R(key + "_abs", br(round(n * pct / 100)), "/mm³")],
                       [ref]))
    rows += [TSub("Plaquetas", fill="#e4e9f0"),
             TR("Plaquetas", [R("plt", "231.000", "/mm³")], ["150.000 a 450.000 /mm³"])]
    p2 = [
        H("HEMOGRAMA COMPLETO", "center", size=10, before=2, after=0.5),
        T(["Material: sangue total (EDTA).  Método: citometria de fluxo e impedância; diferencial automatizado."],
          size=7.2, italic=True, align="C"),
        Sp(1),
        Tbl(c2, rows, **kw),
        H("COAGULAÇÃO", "center", size=10, before=4, after=0.5),
        T(["Material: plasma citratado.  Método: coagulométrico automatizado."], size=7.2, italic=True, align="C"),
        Sp(1),
        Tbl([C("name", "Exame", 60), C("ref", "Valores de referência", 62), C("v0", "Resultado", 30, "R"),
             C("u0", "Unidade", 30)], [
            TR("Tempo de protrombina", [R("pt", "13,1", "s")], ["11,0 a 14,5 s (controle do dia: 12,4 s)"]),
            TR("RNI", [R("inr", "1,04", "")], ["0,85 a 1,20"]),
            TR("TTPA", [R("aptt", "29,8", "s")], ["25,0 a 38,0 s (controle do dia: 30,2 s)"]),
        ], **kw),
        Sp(8),
        T(["Dra. Marta Q. Siqueira - Médica Patologista Clínica - CRM-DF 9.916",
           "Exame pré-operatório - cirurgia eletiva agendada para 03/03/2025."], size=7.6, align="R"),
    ]
    return Report("ak12", "Laboratório Central do Planalto", "Brasília/DF", "2025-02-11", st, hd, pat, [p1, p2],
                  ["Emitido em 13/02/2025 11:02 - Laudo LCP-2502-11-0384 - assinatura digital ICP-Brasil.",
                   "Resultados SI informados a pedido do médico solicitante."],
                  features="conventional and SI units side by side, reference range before the result, grid table, "
                           "blood count with differential (% and absolute), coagulation with control times in the "
                           "reference (not results)")
