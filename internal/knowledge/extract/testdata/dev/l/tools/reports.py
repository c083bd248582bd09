"""The 12 report models of set l (invented labs, patients and values)."""
from engine import Res as R, N, V, U, VU, B

REPORTS = []


def add(**kw):
    REPORTS.append(kw)


def title(name, sub, lines, align="L", box=False, size=15, bg=None):
    return {"k": "title", "lines": [(name, size, True), (sub, 8, False)] + [(t, 7, False) for t in lines],
            "align": align, "box": box, "bg": bg}


def kv(rows, fs=None, box=True):
    b = {"k": "kv", "rows": rows, "box": box}
    if fs:
        b["fs"] = fs
    return b


def sec(t, style="bar", fs=None, center=False):
    b = {"k": "sec", "text": t, "style": style, "center": center}
    if fs:
        b["fs"] = fs
    return b


def tbl(cols, rows, fs=None, grid="h", head=True, **kw):
    b = {"k": "tbl", "cols": cols, "rows": rows, "grid": grid, "head": head}
    b.update(kw)
    if fs:
        b["fs"] = fs
    return b


def lines(items, fs=None, lh=1.45):
    b = {"k": "lines", "items": items, "lh": lh}
    if fs:
        b["fs"] = fs
    return b


def note(t, fs=6.8, italic=False):
    return {"k": "note", "text": t, "fs": fs, "italic": italic}


def sp(mm):
    return {"k": "sp", "mm": mm}


def sig(ls, align="R", fs=7.5):
    return {"k": "sig", "lines": ls, "align": align, "fs": fs}


HR = {"k": "hr"}


def cols2(l, r, rule=False):
    return {"k": "cols2", "l": l, "r": r, "rule": rule}


# =========================================================================================
# l01 - large network, Sao Paulo/SP - check-up, free-line exam blocks, hemogram % + /uL
# =========================================================================================
def l01():
    d = "2025-03-10"
    C4 = [("Exame", .34, "L"), ("Resultado", .18, "R"), ("Unidade", .14, "L"), ("Valores de referência", .34, "L")]
    hdr = title("VÉRTICE MEDICINA DIAGNÓSTICA", "Unidade Paraíso — Rua Abílio Soares, 1.120 — São Paulo/SP — CEP 04005-003",
                ["CNPJ 12.418.337/0001-06   •   CNES 2079815   •   Central de atendimento (11) 3021-4400",
                 "Responsável técnico: Dr. Marcelo A. Prado — CRM-SP 98.114"])
    pat = kv([[("Cliente:", "MARIANA COSTA DE ALBUQUERQUE"), ("Ficha:", "0418-77352190")],
              [("Data de nascimento:", "22/08/1979   Idade: 45 anos"), ("Sexo:", "Feminino")],
              [("Médico(a):", "Dr. Renato Siqueira — CRM-SP 121.406"), ("Convênio:", "Bradesco Saúde Top Nac.")],
              [("Coleta:", "10/03/2025 07:42"), ("Emissão do laudo:", "11/03/2025 16:05")]])
    hem = [R("Eritrócitos", "4,52", "milhões/µL", "rbc"), R("Hemoglobina", "13,4", "g/dL", "hb"),
           R("Hematócrito", "40,1", "%", "hct"), R("VCM", "88,7", "fL", "mcv"), R("HCM", "29,6", "pg", "mch"),
           R("CHCM", "33,4", "g/dL", "mchc"), R("RDW", "13,1", "%", "rdw")]
    href = ["3,90 a 5,03", "12,0 a 15,5", "34,9 a 44,5", "81,6 a 98,3", "26,0 a 34,0", "31,0 a 36,0", "11,8 a 15,6"]
    wbc = R("Leucócitos", "5.870", "/µL", "wbc")
    diff = [("Neutrófilos", "57,3", "3.363", "neu", "1.560 a 6.200"), ("Linfócitos", "31,8", "1.867", "lym", "1.180 a 3.740"),
            ("Monócitos", "7,4", "434", "mono", "240 a 860"), ("Eosinófilos", "2,9", "170", "eos", "40 a 540"),
            ("Basófilos", "0,6", "35", "baso", "10 a 80")]
    drows = []
    for n, p, a, k, ref in diff:
        rp, ra = R(n, p, "%", k + "_p"), R(n, a, "/µL", k + "_a")
        drows.append([N(rp), VU(rp, bold=False), VU(ra, bold=False), ref])
    plt = R("Plaquetas", "248.000", "/µL", "plt")
    mpv = R("Volume plaquetário médio", "10,2", "fL", "mpv")
    p1 = [hdr, pat,
          sec("HEMOGRAMA COMPLETO", "ul"),
          note("Material: sangue total (EDTA)   Método: citometria de fluxo / impedância — Sysmex XN-1000", italic=True),
          tbl(C4, [{"sub": "ERITROGRAMA"}] + [[N(r), V(r), U(r), ref] for r, ref in zip(hem, href)], grid="none"),
          tbl([("LEUCOGRAMA", .34, "L"), ("%", .18, "R"), ("/µL", .14, "R"), ("Valores de referência (/µL)", .34, "L")],
              [[N(wbc), "", VU(wbc), "3.500 a 10.500"]] + drows, grid="none"),
          tbl([("PLAQUETOGRAMA", .34, "L"), ("", .18, "R"), ("", .14, "L"), ("", .34, "L")],
              [[N(plt), V(plt), U(plt), "150.000 a 450.000"], [N(mpv), V(mpv), U(mpv), "9,2 a 12,6"]], grid="none"),
          note("Nota: hemograma revisado por microscopia; ausência de alterações morfológicas significativas."),
          sec("GLICOSE", "ul"),
          lines([[(0, "Material: soro  •  Método: enzimático (hexoquinase)"), (.62, "Coletado em 10/03/2025")]], fs=7),
          ]
    glu = R("GLICOSE", "94", "mg/dL", "glu")
    p1 += [lines([[(0, B("Resultado")), (.25, VU(glu))]]),
           note("Valores de referência: 70 a 99 mg/dL (normal)   100 a 125 mg/dL (glicemia de jejum alterada)   ≥ 126 mg/dL (diabetes)"),
           sig(["Liberado eletronicamente por Dra. Beatriz Lemos Okada — CRBM-SP 28.441 em 10/03/2025 14:32"], align="L", fs=6.8)]
    a1c = R("HEMOGLOBINA GLICADA (HbA1c)", "5,6", "%", "hba1c")
    eag = R("Glicemia média estimada", "114", "mg/dL", "eag")
    lip = [R("Colesterol total", "212", "mg/dL", "chol", "*"), R("HDL-Colesterol", "58", "mg/dL", "hdl"),
           R("LDL-Colesterol", "131", "mg/dL", "ldl", "*"), R("Colesterol não-HDL", "154", "mg/dL", "nonhdl", "*"),
           R("Triglicerídeos", "117", "mg/dL", "tg")]
    lref = ["Desejável: < 190", "Desejável: > 40", "Ótimo: < 100  (meta conforme risco)", "Desejável: < 130", "Desejável: < 150"]
    cre = R("CREATININA", "0,81", "mg/dL", "crea")
    tfg = R("Taxa de filtração glomerular estimada\n(CKD-EPI 2021)", "91", "mL/min/1,73m²", "egfr")
    misc = [R("TSH — Hormônio tireoestimulante", "2,38", "µUI/mL", "tsh"), R("T4 livre", "1,12", "ng/dL", "ft4"),
            R("TGO (AST)", "19", "U/L", "ast"), R("TGP (ALT)", "22", "U/L", "alt"), R("Gama-GT", "24", "U/L", "ggt"),
            R("25-Hidroxivitamina D", "27,4", "ng/mL", "vitd"), R("Proteína C reativa", "1,8", "mg/L", "crp")]
    mref = ["0,45 a 4,50", "0,70 a 1,80", "até 32", "até 33", "7 a 32", "20 a 60 (população geral)", "inferior a 5,0"]
    hdr2 = title("VÉRTICE MEDICINA DIAGNÓSTICA", "Cliente: MARIANA COSTA DE ALBUQUERQUE   —   Ficha 0418-77352190", [], size=11)
    p2 = [hdr2, HR,
          sec(a1c.name, "ul"),
          note("Material: sangue total (EDTA)  •  Método: HPLC — certificado NGSP", italic=True),
          lines([[(0, B("Resultado")), (.25, VU(a1c))], [(0, N(eag)), (.25, VU(eag))]]),
          note("Referência: normal < 5,7 %  |  risco aumentado 5,7 a 6,4 %  |  diabetes ≥ 6,5 % (SBD 2024)"),
          sec("PERFIL LIPÍDICO", "ul"),
          note("Material: soro  •  Jejum: 12 horas  •  LDL calculado pela fórmula de Martin/Hopkins", italic=True),
          tbl(C4, [[N(r), V(r), U(r), ref] for r, ref in zip(lip, lref)], grid="none"),
          note("(*) Valor acima do desejável. Categoria de risco a ser definida pelo médico assistente."),
          sec(cre.name, "ul"),
          lines([[(0, B("Resultado")), (.25, VU(cre))]]),
          note("Referência: 0,50 a 0,90 mg/dL (feminino)   0,70 a 1,20 mg/dL (masculino)"),
          tbl([("", .46, "L"), ("", .18, "R"), ("", .36, "L")], [[N(tfg), V(tfg), U(tfg)]], head=False, grid="none"),
          note("TFG ≥ 90: normal  |  60–89: levemente diminuída. Equação CKD-EPI 2021, sem coeficiente racial."),
          sec("OUTROS EXAMES", "ul"),
          tbl(C4, [[N(r), V(r), U(r), ref] for r, ref in zip(misc, mref)], grid="none"),
          note("Vitamina D: acima de 30 ng/mL para grupos de risco (idosos, gestantes, osteoporose) — SBPC/ML 2017."),
          sig(["Dra. Beatriz Lemos Okada — CRBM-SP 28.441", "Dr. Marcelo A. Prado — CRM-SP 98.114 — Responsável técnico"])]
    add(id="l01", lab="Vértice Medicina Diagnóstica", city="São Paulo/SP", font="Liberation Sans", fs=8.3,
        color="#12507a", date=d, pages=[p1, p2],
        footer=["Laudo emitido em 11/03/2025 16:05 — impresso em 12/03/2025 09:18 — Página {p} de {n}",
                "Resultados liberados eletronicamente. A interpretação cabe ao médico assistente."],
        features="free-line exam blocks + tables; hemogram % and /µL in two columns; flags '*'; eGFR name split over two lines")


# =========================================================================================
# l02 - Curitiba/PR - diabetes follow-up, previous results in dated columns
# =========================================================================================
def l02():
    d = "2025-02-18"
    dates = ["2025-02-18", "2024-11-05", "2024-08-12"]
    hdr = title("Laboratório Araucária", "Análises Clínicas — desde 1987",
                ["Av. Sete de Setembro, 3.455 — Centro — Curitiba/PR — (41) 3322-1908",
                 "CNPJ 76.540.118/0001-92 — CNES 0015482 — RT: Dra. Helena Kowalski — CRF-PR 9.870"],
                align="C")
    pat = kv([[("Paciente:", "Sebastião Ferreira Lima"), ("Nasc.:", "03/05/1958"), ("Sexo:", "M")],
              [("Solicitante:", "Dr. Paulo H. Wendt"), ("Pedido:", "25-021807"), ("Recebido:", "18/02/2025")],
              [("Unidade:", "Batel"), ("Data da coleta:", "18/02/2025"), ("Liberado:", "19/02/2025")]], fs=7.8)
    # name, unit, key, (current, prev1, prev2), ref
    rows = [("Glicose em jejum", "mg/dL", "glu", ("142", "156", "171"), ("H", "H", "H"), "70 a 99"),
            ("Hemoglobina glicada (A1c)", "%", "hba1c", ("7,4", "7,9", "8,6"), ("H", "H", "H"), "< 5,7 (normal)\n≥ 6,5 (diabetes)"),
            ("Glicose média estimada", "mg/dL", "eag", ("166", "180", "200"), ("", "", ""), "—"),
            ("Creatinina", "mg/dL", "crea", ("1,18", "1,21", "1,09"), ("", "H", ""), "0,70 a 1,20"),
            ("TFG estimada (CKD-EPI 2021)", "mL/min/1,73m²", "egfr", ("65", "63", "71"), ("L", "L", "L"), "≥ 90"),
            ("Ureia", "mg/dL", "urea", ("44", "47", None), ("", "", ""), "17 a 49"),
            ("Potássio", "mEq/L", "k", ("4,8", "5,1", "4,6"), ("", "", ""), "3,5 a 5,1"),
            ("Microalbuminúria (amostra isolada)", "mg/L", "umalb", ("38,5", "52,0", "61,2"), ("H", "H", "H"), "< 20,0"),
            ("Relação albumina/creatinina", "mg/g", "acr", ("41", "58", "66"), ("H", "H", "H"), "< 30"),
            ("Colesterol total", "mg/dL", "chol", ("168", None, "214"), ("", "", "H"), "< 190"),
            ("HDL-colesterol", "mg/dL", "hdl", ("39", None, "36"), ("L", "", "L"), "> 40"),
            ("LDL-colesterol (Friedewald)", "mg/dL", "ldl", ("92", None, "138"), ("", "", "H"), "< 70 (alto risco)"),
            ("Triglicérides", "mg/dL", "tg", ("186", None, "201"), ("H", "", "H"), "< 150")]
    trows = []
    for name, unit, key, vals, flags, ref in rows:
        cells = [name]
        for vt, fl, dt in zip(vals, flags, dates):
            if vt is None:
                cells.append("—")
            else:
                cells.append(V(R(name, vt, unit, key, fl, date=dt), bold=(dt == d)))
        trows.append(cells + [unit, ref])
    cols = [("Exame", .30, "L"), ("18/02/2025\n(atual)", .115, "R"), ("05/11/2024", .11, "R"), ("12/08/2024", .11, "R"),
            ("Unidade", .14, "L"), ("Valor de referência", .225, "L")]
    page = [hdr, pat,
            sec("ACOMPANHAMENTO — DIABETES MELLITUS / FUNÇÃO RENAL", "grey", center=True),
            note("Resultados anteriores apresentados em colunas pela data da coleta. Amostras: soro, sangue total (EDTA) e urina isolada (1ª da manhã)."),
            tbl(cols, trows, grid="h", fs=7.9),
            note("H = acima do valor de referência;  L = abaixo do valor de referência;  — = exame não realizado na data.\n"
                 "Glicose: hexoquinase. HbA1c: HPLC (Bio-Rad D-10), certificado NGSP. Creatinina: Jaffé cinético compensado, rastreável a IDMS.\n"
                 "Microalbuminúria: imunoturbidimetria. LDL calculado por Friedewald (válido para TG < 400 mg/dL).\n"
                 "Metas terapêuticas (SBD 2024): HbA1c < 7,0 % para a maioria dos adultos; individualizar em idosos."),
            note("Próxima coleta sugerida pelo médico: maio de 2025. Resultados de 05/11/2024 e 12/08/2024 reproduzidos do histórico do paciente neste laboratório.", italic=True),
            sig(["Conferido e liberado em 19/02/2025 11:47", "Dra. Helena Kowalski — Farmacêutica-Bioquímica — CRF-PR 9.870"])]
    add(id="l02", lab="Laboratório Araucária", city="Curitiba/PR", font="DejaVu Sans Condensed", fs=8.2,
        color="#2d5e2a", date=d, pages=[page],
        footer=["Laboratório Araucária — Av. Sete de Setembro, 3.455 — Curitiba/PR — Emitido em 19/02/2025 — Pág. {p}/{n}"],
        features="cumulative table with two earlier dated columns; H/L flags; missing earlier values '—'; column header dates")


# =========================================================================================
# l03 - Porto Alegre/RS - research outpatient service, SI units
# =========================================================================================
def l03():
    d = "2025-01-20"
    hdr = title("LABORATÓRIO DE PESQUISA CLÍNICA — CENTRO DE ESTUDOS METABÓLICOS DO SUL",
                "Serviço ambulatorial de pesquisa — Rua Ramiro Barcelos, 2.350, bloco C — Porto Alegre/RS",
                ["CNPJ 88.617.204/0001-55 · CNES 2237571 · Responsável técnica: Dra. Luiza T. Becker — CRBM-RS 5.218",
                 "Resultados expressos em unidades do Sistema Internacional (SI), conforme protocolo do estudo"], size=10.5,
                box=True)
    pat = kv([[("Participante:", "ROSÂNGELA MACHADO VIEIRA"), ("Código no estudo:", "CEMS-0217"), ("Sexo:", "F")],
              [("Data de nascimento:", "1966-11-02"), ("Visita:", "V3 (semana 24)"), ("Protocolo:", "CEMS-DM2-2023/04")],
              [("Data da coleta:", "2025-01-20 08:10"), ("Processamento:", "2025-01-21"), ("Médico investigador:", "Dr. F. Rech")]], fs=7.6)
    C = [("Analito", .33, "L"), ("Resultado", .14, "R"), ("Unidade SI", .17, "L"), ("Intervalo de referência", .24, "L"), ("Sinal.", .12, "C")]

    def rows(lst):
        out = []
        for r, ref in lst:
            out.append([N(r), V(r, flag=False), U(r), ref, r.flag])
        return out
    bio = [(R("Glicose plasmática (jejum)", "6,4", "mmol/L", "glu_si", "A"), "3,9 – 5,5"),
           (R("Hemoglobina glicada (IFCC)", "52", "mmol/mol", "hba1c_ifcc", "A"), "20 – 42"),
           (R("Hemoglobina glicada (NGSP)", "6,9", "%", "hba1c", "A"), "4,0 – 6,0"),
           (R("Colesterol total", "5,18", "mmol/L", "chol_si"), "< 5,00 (desejável)"),
           (R("Colesterol HDL", "1,09", "mmol/L", "hdl_si"), "> 1,20"),
           (R("Colesterol LDL", "3,21", "mmol/L", "ldl_si", "A"), "< 2,60"),
           (R("Triglicerídeos", "1,94", "mmol/L", "tg_si", "A"), "< 1,70"),
           (R("Creatinina", "71", "µmol/L", "crea_si"), "45 – 84"),
           (R("TFGe (CKD-EPI 2021)", "82", "mL/min/1,73 m²", "egfr"), "> 90"),
           (R("Ureia", "5,1", "mmol/L", "urea_si"), "2,8 – 7,2"),
           (R("Ácido úrico", "339", "µmol/L", "uric_si"), "143 – 339"),
           (R("Sódio", "140", "mmol/L", "na"), "136 – 145"),
           (R("Potássio", "4,4", "mmol/L", "k"), "3,5 – 5,1"),
           (R("Albumina", "42", "g/L", "alb"), "35 – 52"),
           (R("Tiroxina livre (T4L)", "13,8", "pmol/L", "ft4_si"), "12,0 – 22,0"),
           (R("Tireotrofina (TSH)", "1,92", "mUI/L", "tsh"), "0,27 – 4,20")]
    hem = [(R("Hemoglobina", "128", "g/L", "hb"), "120 – 155"),
           (R("Hematócrito", "0,39", "L/L", "hct"), "0,35 – 0,45"),
           (R("Eritrócitos", "4,38", "× 10¹²/L", "rbc"), "3,90 – 5,03"),
           (R("Leucócitos", "7,2", "× 10⁹/L", "wbc"), "3,5 – 10,5"),
           (R("Neutrófilos", "4,3", "× 10⁹/L", "neu_a"), "1,7 – 7,0"),
           (R("Linfócitos", "2,2", "× 10⁹/L", "lym_a"), "0,9 – 2,9"),
           (R("Plaquetas", "265", "× 10⁹/L", "plt"), "150 – 450")]
    page = [hdr, pat,
            sec("BIOQUÍMICA / ENDOCRINOLOGIA — soro e plasma fluoretado", "bar", fs=8),
            tbl(C, rows(bio), fs=7.8),
            sec("HEMATOLOGIA — sangue total EDTA (Sysmex XN)", "bar", fs=8),
            tbl(C, rows(hem), fs=7.8),
            note("A = fora do intervalo de referência (acima); B = abaixo. Conversões usadas pelo protocolo: glicose mg/dL = mmol/L × 18,0; "
                 "creatinina mg/dL = µmol/L ÷ 88,4; colesterol mg/dL = mmol/L × 38,67; triglicerídeos mg/dL = mmol/L × 88,57.\n"
                 "HbA1c IFCC (mmol/mol) e NGSP (%) medidas no mesmo ensaio (HPLC Tosoh G8); o valor em % é derivado pela equação mestra IFCC–NGSP.\n"
                 "Amostra recebida em 2025-01-20 às 09:02, temperatura de transporte 4 °C. Próxima visita (V4) prevista para 2025-04-14."),
            note("Este relatório destina-se ao participante e ao médico investigador. Valores de referência do laboratório central do estudo; "
                 "não substitui avaliação clínica.", italic=True),
            sig(["Revisado por: Dra. Luiza T. Becker — CRBM-RS 5.218 — 2025-01-21 15:40",
                 "Coordenação do laboratório: Prof. Dr. Eduardo P. Kern — CRM-RS 22.190"])]
    add(id="l03", lab="Laboratório de Pesquisa Clínica — Centro de Estudos Metabólicos do Sul", city="Porto Alegre/RS",
        font="DejaVu Sans", fs=7.9, color="#5a1f1f", date=d, pages=[page],
        footer=["CEMS — Laboratório de Pesquisa Clínica — documento gerado em 2025-01-21 15:42 — página {p} de {n}"],
        features="SI units (mmol/L, µmol/L, g/L, L/L, ×10⁹/L, ×10¹²/L, pmol/L, mmol/mol); ISO dates; flag in its own column")


# =========================================================================================
# l04 - Goiania/GO - CKD follow-up, two independent columns
# =========================================================================================
def l04():
    d = "2025-04-07"
    hdr = title("LABORATÓRIO CERRADO", "Medicina laboratorial — Setor Oeste — Goiânia/GO",
                ["Rua 9, nº 1.001 — Setor Oeste — Fone (62) 3215-7700 — CNPJ 01.873.442/0001-30 — CNES 2338424",
                 "Diretor técnico: Dr. Ailton R. Bastos — CRM-GO 7.315 / RQE 2.944 (Patologia Clínica)"], bg="#eef3f8", box=True)
    pat = kv([[("Nome:", "JOSÉ APARECIDO NUNES"), ("Nasc.:", "19/01/1961 (64a)"), ("Sexo:", "Masc.")],
              [("Médico:", "Dra. Cíntia M. Rocha (Nefrologia)"), ("Atendimento:", "2504-071183"), ("Convênio:", "IPASGO")],
              [("Coleta:", "07/abr/2025 07:15"), ("Entrada:", "07/abr/2025 07:20"), ("Liberação:", "08/abr/2025 10:02")]], fs=7.5)
    C = [("Exame", .39, "L"), ("Resultado", .33, "R"), ("Ref.", .28, "L")]

    def rr(lst):
        return [[N(r), VU(r), ref] for r, ref in lst]
    left = [sec("BIOQUÍMICA (soro)", "ul", fs=8),
            tbl(C, rr([(R("Creatinina", "2,34", "mg/dL", "crea", "H"), "0,70-1,20"),
                       (R("TFG (CKD-EPI 2021)", "30", "mL/min/1,73m²", "egfr", "L"), "> 60"),
                       (R("Ureia", "98", "mg/dL", "urea", "H"), "17-49"),
                       (R("Ácido úrico", "7,9", "mg/dL", "uric", "H"), "3,4-7,0"),
                       (R("Sódio", "138", "mEq/L", "na"), "136-145"),
                       (R("Potássio", "5,6", "mEq/L", "k", "H"), "3,5-5,1"),
                       (R("Cálcio total", "8,9", "mg/dL", "ca"), "8,6-10,3"),
                       (R("Fósforo", "5,1", "mg/dL", "p", "H"), "2,5-4,5"),
                       (R("Bicarbonato", "19", "mmol/L", "bicarb", "L"), "22-29"),
                       (R("Albumina", "3,9", "g/dL", "alb"), "3,5-5,2")]), fs=7.4)]
    right = [sec("HEMATOLOGIA / FERRO", "ul", fs=8),
             tbl(C, rr([(R("Hemoglobina", "10,8", "g/dL", "hb", "L"), "13,0-17,0"),
                        (R("Hematócrito", "32,9", "%", "hct", "L"), "40,0-50,0"),
                        (R("Ferritina", "142", "ng/mL", "ferritin"), "30-400"),
                        (R("Ferro sérico", "51", "µg/dL", "iron", "L"), "65-175"),
                        (R("Saturação da transferrina", "19", "%", "tsat", "L"), "20-50")]), fs=7.4),
             sec("METABOLISMO MINERAL ÓSSEO", "ul", fs=8),
             tbl(C, rr([(R("PTH intacto", "186", "pg/mL", "pth", "H"), "15-65"),
                        (R("25-OH Vitamina D", "22,6", "ng/mL", "vitd", "L"), "30-100*"),
                        (R("Magnésio", "2,3", "mg/dL", "mg"), "1,6-2,6")]), fs=7.4)]
    ur = [R("Albumina urinária", "412", "mg/L", "umalb", "H"), R("Creatinina urinária", "98,6", "mg/dL", "ucrea"),
          R("Relação albumina/creatinina", "417,8", "mg/g", "acr", "H")]
    page = [hdr, pat,
            cols2(left, right, rule=True),
            sec("URINA — AMOSTRA ISOLADA (1ª micção)", "ul", fs=8),
            tbl([("Exame", .34, "L"), ("Resultado", .16, "R"), ("Unidade", .12, "L"), ("Referência", .38, "L")],
                [[N(r), V(r), U(r), ref] for r, ref in zip(ur, ["< 20", "Homens: 20 a 320", "< 30 (A1)  30-300 (A2)  > 300 (A3)"])],
                fs=7.4),
            note("H = alto  L = baixo.  * Pacientes com doença renal crônica: alvo ≥ 30 ng/mL (KDIGO).\n"
                 "Estadiamento sugerido (KDIGO 2024): G3b / A3 — interpretação a critério do nefrologista.\n"
                 "Métodos: creatinina e albumina urinária — enzimático/imunoturbidimetria (Roche Cobas c503); PTH e vitamina D — "
                 "eletroquimioluminescência; hemograma — impedância. Última consulta de nefrologia informada: 10/03/2025."),
            sig(["Assinado digitalmente em 08/04/2025 10:02", "Dr. Ailton R. Bastos — CRM-GO 7.315"], align="C")]
    add(id="l04", lab="Laboratório Cerrado", city="Goiânia/GO", font="Liberation Sans", fs=8, color="#1d3f66",
        date=d, pages=[page], footer=["Laboratório Cerrado — Goiânia/GO — Laudo 2504-071183 — {p}/{n} — impresso 08/04/2025"],
        features="two independent columns (biochemistry | haematology/iron/bone); value+unit in one cell; H/L flags; dd/mmm/yyyy dates")


# =========================================================================================
# l05 - Belo Horizonte/MG - neighbourhood lab, result printed AFTER reference range
# =========================================================================================
def l05():
    d = "2025-03-14"
    hdr = title("LABORATÓRIO SÃO JUDAS TADEU LTDA", "Análises Clínicas — Bairro Santa Tereza — Belo Horizonte/MG",
                ["R. Mármore, 412 - loja 2 - Tel (31) 3463-2219 - WhatsApp (31) 99812-4410",
                 "CNPJ 21.044.596/0001-77  CNES 3021541  Bioq. resp.: Marta Regina Duarte CRF/MG 11.204"], size=13, align="C")
    pat = kv([[("PACIENTE:", "LUCIANA APARECIDA DOS SANTOS"), ("IDADE:", "38 anos")],
              [("NASC.:", "09.07.86"), ("SEXO:", "FEMININO")],
              [("MÉDICO:", "DR. WAGNER L. MOURA"), ("REQ.:", "031425-18")],
              [("COLETA:", "14.03.25"), ("ENTREGA:", "17.03.25")]], fs=8, box=False)

    def ex(titlet, mat, r, ref):
        return [lines([[(0, B(titlet))]], lh=1.3),
                lines([[(0, "Material: " + mat), (.40, "Valor de referência"), (.74, "Resultado")]], fs=7, lh=1.3),
                lines([[(0, N(r)), (.40, ref), (.74, VU(r))]])]
    blocks = [hdr, pat, HR]
    items = [("TSH ULTRA-SENSÍVEL", "Soro", R("TSH", "6,82", "µUI/mL", "tsh", "*"), "0,45 a 4,50 µUI/mL"),
             ("T4 LIVRE", "Soro", R("T4 livre", "0,86", "ng/dL", "ft4"), "0,70 a 1,48 ng/dL"),
             ("ANTICORPOS ANTI-TIREOPEROXIDASE", "Soro", R("Anti-TPO", "248,0", "UI/mL", "tpo", "*"), "Inferior a 34,0 UI/mL"),
             ("ANTICORPOS ANTI-TIREOGLOBULINA", "Soro", R("Anti-Tg", "< 15,0", "UI/mL", "tgab"), "Inferior a 115,0 UI/mL")]
    for t, m, r, ref in items:
        blocks += ex(t, m, r, ref)
    blocks.append(sec("ERITROGRAMA", "ul", fs=8.4))
    eri = [(R("Hemoglobina", "10,9", "g/dL", "hb", "*"), "12,0 a 16,0 g/dL"),
           (R("Hematócrito", "34,2", "%", "hct", "*"), "36,0 a 46,0 %"),
           (R("V.C.M.", "74,8", "fL", "mcv", "*"), "80,0 a 100,0 fL"),
           (R("H.C.M.", "23,8", "pg", "mch", "*"), "27,0 a 32,0 pg"),
           (R("R.D.W.", "16,4", "%", "rdw", "*"), "11,5 a 14,5 %")]
    blocks.append(lines([[(0, "Material: Sangue total EDTA"), (.40, "Valor de referência"), (.74, "Resultado")]], fs=7, lh=1.3))
    blocks.append(lines([[(0, N(r)), (.40, ref), (.74, VU(r))] for r, ref in eri]))
    blocks.append(sec("PERFIL DE FERRO E VITAMINAS", "ul", fs=8.4))
    fe = [(R("Ferritina", "8,2", "ng/mL", "ferritin", "*"), "11,0 a 306,8 ng/mL"),
          (R("Ferro sérico", "38", "µg/dL", "iron", "*"), "50 a 170 µg/dL"),
          (R("Capacidade total de ligação do ferro", "452", "µg/dL", "tibc", "*"), "250 a 425 µg/dL"),
          (R("Índice de saturação da transferrina", "8,4", "%", "tsat", "*"), "20,0 a 50,0 %"),
          (R("Vitamina B12", "312", "pg/mL", "b12"), "197 a 771 pg/mL"),
          (R("Ácido fólico", "9,8", "ng/mL", "folate"), "superior a 3,9 ng/mL"),
          (R("Vitamina D (25-OH)", "24,1", "ng/mL", "vitd"), "20 a 60 ng/mL")]
    blocks.append(lines([[(0, "Material: Soro"), (.40, "Valor de referência"), (.74, "Resultado")]], fs=7, lh=1.3))
    blocks.append(lines([[(0, N(r)), (.40, ref), (.74, VU(r))] for r, ref in fe]))
    blocks += [note("(*) Resultado fora do valor de referência. Resultados conferidos e repetidos: TSH, ferritina.\n"
                    "Métodos: quimioluminescência (TSH, T4L, anti-TPO, anti-Tg, ferritina, B12, folato, vitamina D); colorimétrico (ferro, CTLF).\n"
                    "Paciente informa uso de levotiroxina: NÃO. Jejum: 10 horas. Data da última menstruação informada: 02.03.25."),
               sig(["Belo Horizonte, 17 de março de 2025.", "", "_______________________________",
                    "Marta Regina Duarte — Farmacêutica Bioquímica — CRF/MG 11.204"], align="C")]
    add(id="l05", lab="Laboratório São Judas Tadeu", city="Belo Horizonte/MG", font="Liberation Mono", fs=8,
        color="#333333", date=d, pages=[blocks], ffont="DejaVu Sans Mono", fscale=0.9,
        footer=["LAB. SÃO JUDAS TADEU - ATENDIMENTO 2ª A SÁBADO 6H30 ÀS 10H - PÁG. {p}/{n}"],
        features="small lab, monospace; reference range printed BEFORE the result on each line; '*' flags; dd.mm.yy dates; '< 15,0'")


# =========================================================================================
# l06 - Campo Grande/MS - HIV follow-up, two collection dates, grid table
# =========================================================================================
def l06():
    d = "2025-05-02"
    d2 = "2025-05-05"
    hdr = title("Laboratório Pantanal Análises Clínicas", "Unidade Centro — Rua 14 de Julho, 2.210 — Campo Grande/MS",
                ["CNPJ 03.915.662/0001-48 · CNES 2658437 · Tel. (67) 3382-5050",
                 "Responsável técnico: Dr. Roberto K. Arakaki — CRBM-MS 3.091"], size=14)
    pat = kv([[("Paciente:", "C. A. R. (nome social: Camila Andrade Ribeiro)"), ("Prontuário:", "PAN-118.402")],
              [("Data nasc.:", "27/10/1990"), ("Sexo:", "Feminino")],
              [("Médico:", "Dr. Thiago Marcondes — CRM-MS 8.550 (Infectologia)"), ("Requisição:", "02/05/2025")]], fs=7.8)
    C = [("Exame", .36, "L"), ("Resultado", .17, "R"), ("Unidade", .15, "L"), ("Valores de referência", .32, "L")]

    def rows(lst):
        return [[N(r), V(r), U(r), ref] for r, ref in lst]
    imun = [(R("Linfócitos T CD4+", "612", "células/mm³", "cd4"), "500 a 1.500"),
            (R("Linfócitos T CD4+ (%)", "31", "%", "cd4_p"), "30 a 60"),
            (R("Linfócitos T CD8+", "845", "células/mm³", "cd8"), "220 a 1.130"),
            (R("Linfócitos T CD8+ (%)", "43", "%", "cd8_p"), "15 a 40"),
            (R("Relação CD4/CD8", "0,72", "", "cd4cd8"), "0,9 a 3,6")]
    vl = R("HIV-1 RNA — carga viral", "inferior a 40", "cópias/mL", "hiv_vl", date=d2)
    bio = [(R("Hemoglobina", "13,1", "g/dL", "hb"), "12,0 a 15,5"),
           (R("Leucócitos", "5.240", "/mm³", "wbc"), "3.500 a 10.500"),
           (R("Plaquetas", "211.000", "/mm³", "plt"), "150.000 a 450.000"),
           (R("Glicose", "88", "mg/dL", "glu"), "70 a 99"),
           (R("Creatinina", "0,96", "mg/dL", "crea", "↑"), "0,51 a 0,95"),
           (R("TFG estimada — CKD-EPI 2021", "81", "mL/min/1,73 m²", "egfr"), "≥ 60"),
           (R("TGO / AST", "27", "U/L", "ast"), "até 32"),
           (R("TGP / ALT", "35", "U/L", "alt", "↑"), "até 33"),
           (R("Colesterol total", "201", "mg/dL", "chol", "↑"), "< 190"),
           (R("HDL colesterol", "44", "mg/dL", "hdl"), "> 40"),
           (R("LDL colesterol", "118", "mg/dL", "ldl"), "< 130"),
           (R("Triglicerídeos", "196", "mg/dL", "tg", "↑"), "< 150")]
    sero = [(R("VDRL", "Não reagente", "", "vdrl"), "Não reagente"),
            (R("HBsAg", "Não reagente", "", "hbsag"), "Não reagente"),
            (R("Anti-HCV", "Não reagente", "", "antihcv"), "Não reagente")]
    page = [hdr, pat,
            sec("IMUNOFENOTIPAGEM DE LINFÓCITOS T — CD4/CD8", "bar", fs=8.2),
            note("Material: sangue total EDTA · Método: citometria de fluxo (BD FACSCanto II, tubo único) · Data da coleta: 02/05/2025 08:05"),
            tbl(C, rows(imun), grid="all", fs=7.6),
            sec("CARGA VIRAL DO HIV-1 (RNA QUANTITATIVO)", "bar", fs=8.2),
            note("Material: plasma EDTA · Método: RT-PCR em tempo real (Abbott Alinity m) · Limite de detecção: 40 cópias/mL\n"
                 "Data da coleta: 05/05/2025 07:50 (nova amostra — primeira coleta com volume insuficiente) · Liberado: 09/05/2025"),
            tbl(C, [[N(vl), V(vl), U(vl), "Não detectável"]], grid="all", fs=7.6),
            note("RNA de HIV-1 detectado abaixo do limite de quantificação. Resultado compatível com supressão virológica."),
            sec("EXAMES GERAIS — coleta 02/05/2025", "bar", fs=8.2),
            tbl(C, rows(bio) + rows(sero), grid="all", fs=7.6),
            note("↑ Resultado acima do valor de referência.  Sorologias: quimioluminescência (HBsAg, anti-HCV); VDRL: floculação.\n"
                 "Resultados de carga viral e CD4 devem ser interpretados em conjunto com a clínica e o histórico de TARV."),
            sig(["Liberado em 09/05/2025 16:22 por Dr. Roberto K. Arakaki — CRBM-MS 3.091"], align="L")]
    add(id="l06", lab="Laboratório Pantanal Análises Clínicas", city="Campo Grande/MS", font="DejaVu Sans", fs=8,
        color="#7a2e0e", date=d, pages=[page],
        footer=["Documento assinado digitalmente — Laboratório Pantanal — Página {p} de {n} — Emissão: 09/05/2025"],
        features="full grid table; viral load 'inferior a 40'; two collection dates (CD4 02/05, viral load 05/05); ↑ flags; qualitative serology")


# =========================================================================================
# l07 - Florianopolis/SC - prenatal first trimester, 2 pages
# =========================================================================================
def l07():
    d = "2025-03-13"
    hdr = title("ILHA DIAGNÓSTICOS", "Laboratório de Análises Clínicas — Florianópolis/SC",
                ["Av. Rio Branco, 880 — Centro — (48) 3224-6610 — CNPJ 05.338.710/0001-21 — CNES 6637833",
                 "Responsável técnica: Dra. Fernanda Schmitz Pereira — CRF-SC 6.602"], size=16)
    pat = kv([[("Paciente:", "JÉSSICA ROBERTA DA SILVA MELO"), ("Cadastro:", "117.884-2")],
              [("Nascimento:", "30/06/1997"), ("Sexo:", "Feminino")],
              [("Médico:", "Dra. Aline Boff Zanella — CRM-SC 19.440"), ("Programa:", "Pré-natal — 1º trimestre")],
              [("DUM:", "02/01/2025   IG na coleta: 10 sem 0 d"), ("DPP:", "09/10/2025")],
              [("Data da coleta:", "13/03/2025 07:31"), ("Data de emissão:", "15/03/2025")]], fs=7.8)
    C = [("Exame", .36, "L"), ("Resultado", .16, "R"), ("Unidade", .14, "L"), ("Referência", .34, "L")]

    def rows(lst):
        return [[N(r), V(r), U(r), ref] for r, ref in lst]
    imh = [(R("Grupo sanguíneo (ABO)", "O", "", "abo"), ""), (R("Fator Rh (D)", "Positivo", "", "rh"), ""),
           (R("Pesquisa de anticorpos irregulares\n(Coombs indireto)", "Negativo", "", "coombs"), "Negativo")]
    eri = [(R("Hemácias", "4,06", "milhões/mm³", "rbc"), "3,80 a 5,20"), (R("Hemoglobina", "11,6", "g/dL", "hb"), "11,0 a 16,0 (gestante)"),
           (R("Hematócrito", "35,0", "%", "hct"), "33,0 a 47,0"), (R("VCM", "86,2", "fL", "mcv"), "80,0 a 100,0"),
           (R("HCM", "28,6", "pg", "mch"), "26,0 a 34,0"), (R("CHCM", "33,1", "g/dL", "mchc"), "31,0 a 36,0"),
           (R("RDW", "13,4", "%", "rdw"), "11,5 a 15,0")]
    wbc = R("Leucócitos", "8.950", "/mm³", "wbc")
    diff = [("Bastonetes", "1", "90", "band", "0 a 840"), ("Segmentados", "68", "6.086", "seg", "1.800 a 7.700"),
            ("Linfócitos", "24", "2.148", "lym", "1.000 a 4.800"), ("Monócitos", "6", "537", "mono", "80 a 1.200"),
            ("Eosinófilos", "1", "90", "eos", "20 a 500")]
    drows = [[N(wbc), "", VU(wbc), "4.000 a 11.000"]]
    for n, p, a, k, ref in diff:
        rp, ra = R(n, p, "%", k + "_p"), R(n, a, "/mm³", k + "_a")
        drows.append([N(rp), VU(rp, bold=False), VU(ra, bold=False), ref])
    plt = R("Plaquetas", "232.000", "/mm³", "plt")
    p1 = [hdr, pat,
          sec("IMUNO-HEMATOLOGIA", "bar"),
          note("Material: sangue total EDTA · Método: hemaglutinação em gel (microcolunas)", italic=True),
          tbl(C, rows(imh), fs=7.8),
          sec("HEMOGRAMA", "bar"),
          tbl(C, rows(eri), fs=7.8),
          tbl([("Leucograma", .36, "L"), ("Relativo", .16, "R"), ("Absoluto", .14, "R"), ("Referência (absoluto)", .34, "L")], drows, fs=7.8),
          tbl(C, [[N(plt), V(plt), U(plt), "150.000 a 450.000"]], head=False, fs=7.8),
          sec("GLICOSE EM JEJUM", "bar")]
    glu = R("Glicose", "86", "mg/dL", "glu")
    p1 += [tbl(C, [[N(glu), V(glu), U(glu), "Gestante: < 92 mg/dL\n92 a 125: diabetes gestacional\n≥ 126: diabetes prévio"]], fs=7.8,
               head=False),
           note("Critérios IADPSG/OMS adotados pelo Ministério da Saúde (2022).")]
    sero = [(R("VDRL", "Não reagente", "", "vdrl"), "Não reagente"),
            (R("HIV 1/2 (Ag/Ac — 4ª geração)", "Não reagente", "", "hiv"), "Não reagente"),
            (R("HBsAg", "Não reagente", "", "hbsag"), "Não reagente"),
            (R("Anti-HCV", "Não reagente", "", "antihcv"), "Não reagente"),
            (R("Toxoplasmose IgG", "32,5", "UI/mL", "toxo_g"), "Não reagente: < 1,6\nReagente: ≥ 3,0"),
            (R("Toxoplasmose IgM", "0,14", "Índice", "toxo_m"), "Não reagente: < 0,50\nReagente: ≥ 0,60"),
            (R("Rubéola IgG", "64,8", "UI/mL", "rub_g"), "Não reagente: < 5,0\nReagente: ≥ 10,0"),
            (R("Rubéola IgM", "0,21", "Índice", "rub_m"), "Não reagente: < 0,80\nReagente: ≥ 1,20")]
    eas = [(R("Densidade", "1,015", "", "u_sg"), "1,005 a 1,030"), (R("pH", "6,0", "", "u_ph"), "5,0 a 7,5"),
           (R("Proteínas", "Negativo", "", "u_prot"), "Negativo"), (R("Glicose", "Negativo", "", "u_glu"), "Negativo"),
           (R("Corpos cetônicos", "Negativo", "", "u_ket"), "Negativo"), (R("Hemoglobina", "Negativo", "", "u_hb"), "Negativo"),
           (R("Nitrito", "Negativo", "", "u_nit"), "Negativo"),
           (R("Leucócitos", "4.000", "/mL", "u_leu"), "até 10.000"), (R("Hemácias", "2.000", "/mL", "u_rbc"), "até 10.000")]
    hdr2 = title("ILHA DIAGNÓSTICOS", "Paciente: JÉSSICA ROBERTA DA SILVA MELO — Cadastro 117.884-2 — Coleta 13/03/2025", [], size=12)
    p2 = [hdr2, HR,
          sec("SOROLOGIAS PRÉ-NATAIS", "bar"),
          note("Material: soro · Métodos: quimioluminescência (CMIA) — HIV, HBsAg, anti-HCV, toxoplasmose e rubéola; VDRL — floculação", italic=True),
          tbl(C, rows(sero), fs=7.8),
          note("Toxoplasmose: IgG reagente e IgM não reagente — perfil de infecção pregressa (imunidade). Rubéola: imune."),
          sec("URINA TIPO I (EAS)", "bar"),
          note("Material: urina — jato médio, 1ª micção · Exame físico-químico por tira reativa e sedimentoscopia automatizada", italic=True),
          tbl(C, rows(eas), fs=7.8),
          note("Cor: amarelo citrino. Aspecto: límpido. Células epiteliais: raras. Cristais: ausentes. Cilindros: ausentes."),
          sig(["Florianópolis, 15 de março de 2025", "Dra. Fernanda Schmitz Pereira — CRF-SC 6.602"])]
    add(id="l07", lab="Ilha Diagnósticos", city="Florianópolis/SC", font="Liberation Serif", fs=8.8,
        color="#006466", date=d, pages=[p1, p2], ffont="DejaVu Serif", fscale=0.86,
        footer=["Ilha Diagnósticos — laudo nº 2503-117884 — emitido em 15/03/2025 — próxima rotina pré-natal: 2º trimestre",
                "Página {p} de {n}"],
        features="prenatal panel: ABO/Rh, Coombs, differential % + absolute, qualitative serology, urinalysis /mL with thousands dots; DUM/DPP distractors")


# =========================================================================================
# l08 - Rio de Janeiro/RJ - men's health
# =========================================================================================
def l08():
    d = "2025-06-24"
    hdr = title("GUANABARA MEDICINA LABORATORIAL", "Unidade Botafogo — Rua Voluntários da Pátria, 445 — Rio de Janeiro/RJ",
                ["CNPJ 33.718.090/0001-64 | CNES 5472113 | SAC 0800 021 4455",
                 "Responsável técnico: Dr. Leonardo Fontes Bastos — CRM-RJ 52.81043-6"], size=14)
    pat = kv([[("Paciente", "ANDRÉ LUÍS PACHECO DE OLIVEIRA"), ("OS", "7.240.118-3")],
              [("Nascimento", "11/12/1968"), ("Sexo", "Masculino")],
              [("Solicitante", "Dr. Fábio Guedes (Urologia)"), ("Coletado em", "24/06/2025 08:12")],
              [("Cadastrado em", "24/06/2025 08:02"), ("Liberado em", "25/06/2025 17:40")]], fs=7.8)
    C = [("EXAME", .36, "L"), ("RESULTADO", .15, "R"), ("UNIDADE", .13, "L"), ("REFERÊNCIA", .36, "L")]

    def rows(lst):
        return [[N(r), V(r), U(r), ref] for r, ref in lst]
    psa = [(R("PSA total", "1,12", "ng/mL", "psa"), "< 4,00 (50 a 59 anos: < 3,50)"),
           (R("PSA livre", "0,31", "ng/mL", "fpsa"), "—"),
           (R("Relação PSA livre/total", "28", "%", "fpsa_ratio"), "> 25 %")]
    hor = [(R("Testosterona total", "298", "ng/dL", "testo", "↓"), "Homens adultos: 300 a 1.000"),
           (R("Testosterona livre (calculada)", "5,92", "ng/dL", "ftesto"), "4,60 a 22,40"),
           (R("SHBG", "48,6", "nmol/L", "shbg"), "18,3 a 54,1"),
           (R("Estradiol", "< 15,0", "pg/mL", "e2"), "< 40,0"),
           (R("LH", "4,8", "mUI/mL", "lh"), "1,7 a 8,6"),
           (R("FSH", "6,1", "mUI/mL", "fsh"), "1,5 a 12,4"),
           (R("Prolactina", "9,4", "ng/mL", "prl"), "4,0 a 15,2")]
    met = [(R("Glicose", "108", "mg/dL", "glu", "↑"), "70 a 99"),
           (R("Hemoglobina glicada", "5,9", "%", "hba1c", "↑"), "< 5,7"),
           (R("Colesterol total", "221", "mg/dL", "chol", "↑"), "< 190"),
           (R("Colesterol HDL", "41", "mg/dL", "hdl"), "> 40"),
           (R("Colesterol LDL", "142", "mg/dL", "ldl", "↑"), "< 130"),
           (R("Triglicerídeos", "189", "mg/dL", "tg", "↑"), "< 150"),
           (R("TSH", "1,84", "mUI/L", "tsh"), "0,27 a 4,20"),
           (R("Hemoglobina", "15,6", "g/dL", "hb"), "13,5 a 17,5"),
           (R("Hematócrito", "46,8", "%", "hct"), "41,0 a 53,0"),
           (R("Ácido úrico", "6,8", "mg/dL", "uric"), "3,4 a 7,0")]
    page = [hdr, pat,
            sec("ANTÍGENO PROSTÁTICO ESPECÍFICO", "grey"),
            note("Soro — eletroquimioluminescência (Roche Elecsys). Ejaculação nas últimas 48 h: não. Toque retal prévio: não.", italic=True),
            tbl(C, rows(psa), fs=7.8, grid="none"),
            note("Relação PSA livre/total > 25 %: menor probabilidade de neoplasia (aplicável a PSA entre 4 e 10 ng/mL)."),
            sec("PERFIL HORMONAL MASCULINO", "grey"),
            note("Soro — coleta entre 7h e 10h. Testosterona livre calculada pela fórmula de Vermeulen (albumina 4,3 g/dL).", italic=True),
            tbl(C, rows(hor), fs=7.8, grid="none"),
            sec("AVALIAÇÃO METABÓLICA E HEMATOLÓGICA", "grey"),
            tbl(C, rows(met), fs=7.8, grid="none"),
            note("↑ acima / ↓ abaixo do intervalo de referência. Jejum informado: 12 h. Medicações em uso: losartana 50 mg.\n"
                 "Resultado anterior de PSA total no laboratório: 0,98 ng/mL — apenas para referência (data não informada)."),
            sig(["Dr. Leonardo Fontes Bastos", "CRM-RJ 52.81043-6 — Patologista clínico"])]
    add(id="l08", lab="Guanabara Medicina Laboratorial", city="Rio de Janeiro/RJ", font="DejaVu Sans", fs=8.2,
        color="#0b3b5c", date=d, pages=[page],
        footer=["Guanabara Medicina Laboratorial — OS 7.240.118-3 — impresso em 26/06/2025 — pág. {p} de {n}"],
        features="men's health; uppercase headers; ↑/↓ flags; '< 15,0' comparator; a previous PSA without a date (not a result)")


# =========================================================================================
# l09 - Cuiaba/MT - anticoagulation clinic, serial INR from three collection dates
# =========================================================================================
def l09():
    d = "2025-03-03"
    dates = [("03/02/2025", "2025-02-03", "12,6", "18,9", "31", "2,41"),
             ("17/02/2025", "2025-02-17", "12,6", "25,7", "22", "3,38"),
             ("03/03/2025", "2025-03-03", "12,5", "21,4", "27", "2,71")]
    hdr = title("Laboratório Rio Cuiabá", "Análises clínicas · Ambulatório de anticoagulação",
                ["Av. Historiador Rubens de Mendonça, 1.894 — Bosque da Saúde — Cuiabá/MT — (65) 3644-2810",
                 "CNPJ 14.902.255/0001-03 — CNES 2395509 — Biomédico responsável: Dr. Caio V. Amorim — CRBM-MT 1.118"])
    pat = kv([[("Paciente:", "Ademir Gonçalves Pires"), ("Nascido em:", "14/04/1949"), ("Sexo:", "M")],
              [("Médico:", "Dr. Hélio R. Salgado — Cardiologia"), ("Cadastro:", "RC-55031"), ("Impresso:", "04/03/2025")]], fs=7.8)
    blocks = [hdr, pat,
              note("Indicação: fibrilação atrial — varfarina 5 mg/dia (7,5 mg às segundas). Alvo terapêutico de RNI: 2,0 a 3,0.\n"
                   "Relatório cumulativo do mês: cada coleta abaixo tem a sua própria data."),
              sec("TEMPO DE PROTROMBINA (TP / TAP) — plasma citratado — coagulométrico (Stago STA Compact Max)", "ul", fs=7.8)]
    for shown, iso, ctrl, tp, act, inr in dates:
        rt = R("Tempo de protrombina", tp, "segundos", "pt_s", date=iso)
        ra = R("Atividade de protrombina", act, "%", "pt_pct", date=iso)
        ri = R("RNI", inr, "", "inr", "(acima do alvo)" if inr == "3,38" else "", date=iso)
        blocks += [lines([[(0, B("Data da coleta: " + shown)), (.52, "Tempo do controle normal: " + ctrl + " segundos")]], fs=7.6),
                   lines([[(.03, N(rt)), (.36, VU(rt))], [(.03, N(ra)), (.36, VU(ra))], [(.03, N(ri)), (.36, V(ri, bold=True))]], lh=1.35),
                   sp(1)]
    blocks.append(note("Referência (sem anticoagulação): TP 11,0 a 14,0 segundos; atividade 70 a 100 %; RNI 0,9 a 1,2. "
                       "Em uso de anticoagulante oral: faixa terapêutica definida pelo médico (habitualmente RNI 2,0 a 3,0). ISI do reagente: 1,02."))
    aptt = R("TTPa — paciente", "33,8", "segundos", "aptt")
    oth = [R("Hemoglobina", "13,9", "g/dL", "hb"), R("Plaquetas", "186", "mil/mm³", "plt"),
           R("Creatinina", "1,14", "mg/dL", "crea"), R("TGP", "21", "U/L", "alt")]
    blocks += [sec("OUTROS EXAMES — coleta de 03/03/2025", "ul", fs=7.8),
               tbl([("Exame", .34, "L"), ("Resultado", .2, "R"), ("Referência", .46, "L")],
                   [[N(aptt), VU(aptt), "25,0 a 36,0 segundos (relação até 1,25)"]] +
                   [[N(r), VU(r), ref] for r, ref in zip(oth, ["13,0 a 17,0 g/dL", "150 a 450 mil/mm³", "0,70 a 1,20 mg/dL", "até 41 U/L"])],
                   fs=7.8),
               note("Próximo controle de RNI agendado: 17/03/2025 às 7h. Dose ajustada em 17/02/2025 pelo ambulatório (orientação registrada no prontuário)."),
               sig(["Conferido por Dr. Caio V. Amorim — CRBM-MT 1.118", "Liberação final: 03/03/2025 13:10"], align="L")]
    add(id="l09", lab="Laboratório Rio Cuiabá", city="Cuiabá/MT", font="Liberation Sans", fs=8.3, color="#8a4b08",
        date=d, pages=[blocks], footer=["Laboratório Rio Cuiabá · Relatório cumulativo de anticoagulação · {p}/{n}"],
        features="three dated PT/INR blocks in one report (own collection dates); free lines; control time is not a result")


# =========================================================================================
# l10 - Ribeirao Preto/SP - paediatrics, 2 pages
# =========================================================================================
def l10():
    d = "2025-08-19"
    hdr = title("Laboratório Girassol — Análises Clínicas Infantis", "Rua Garibaldi, 1.560 — Jardim Sumaré — Ribeirão Preto/SP",
                ["CNPJ 45.612.033/0001-80 • CNES 7019521 • (16) 3610-2277",
                 "Responsável técnica: Dra. Priscila N. Fagundes — CRBM-SP 31.207"], size=13.5, align="C")
    pat = kv([[("Paciente:", "PEDRO HENRIQUE ALVES MOREIRA"), ("Idade:", "6 anos e 4 meses")],
              [("Data de nascimento:", "11/04/2019"), ("Sexo:", "Masculino")],
              [("Responsável:", "Daniela Alves Moreira"), ("Pediatra:", "Dra. Sônia L. Ribas — CRM-SP 88.019")],
              [("Coleta:", "19/08/2025 08:20 (jejum de 4 h)"), ("Protocolo:", "GS-250819-044")]], fs=7.8)
    C = [("Exame", .32, "L"), ("Resultado", .16, "R"), ("Unidade", .16, "L"), ("Referência (4 a 7 anos)", .36, "L")]

    def rows(lst):
        return [[N(r), V(r), U(r), ref] for r, ref in lst]
    eri = [(R("Eritrócitos", "4,61", "x10⁶/mm³", "rbc"), "4,00 a 5,20"), (R("Hemoglobina", "11,2", "g/dL", "hb", "L"), "11,5 a 14,5"),
           (R("Hematócrito", "34,1", "%", "hct", "L"), "34,5 a 42,0"), (R("VCM", "74,0", "fL", "mcv", "L"), "77,0 a 91,0"),
           (R("HCM", "24,3", "pg", "mch", "L"), "25,0 a 31,0"), (R("CHCM", "32,8", "g/dL", "mchc"), "32,0 a 36,0"),
           (R("RDW", "15,2", "%", "rdw", "H"), "11,5 a 14,5")]
    wbc = R("Leucócitos", "9.100", "/mm³", "wbc")
    diff = [("Neutrófilos", "41,2", "3.749", "neu", "1.500 a 8.000"), ("Linfócitos", "45,6", "4.150", "lym", "1.500 a 6.800"),
            ("Monócitos", "6,1", "555", "mono", "0 a 800"), ("Eosinófilos", "6,6", "601", "eos", "0 a 500"),
            ("Basófilos", "0,5", "45", "baso", "0 a 200")]
    drows = [[N(wbc), "", VU(wbc), "5.000 a 14.500"]]
    for n, p, a, k, ref in diff:
        rp, ra = R(n, p, "%", k + "_p"), R(n, a, "/mm³", k + "_a", "H" if n == "Eosinófilos" else "")
        drows.append([N(rp), VU(rp, bold=False), VU(ra, bold=False), ref])
    plt = R("Plaquetas", "318.000", "/mm³", "plt")
    bio = [(R("Ferritina", "14,8", "ng/mL", "ferritin", "L"), "15 a 120"),
           (R("Ferro sérico", "41", "µg/dL", "iron", "L"), "50 a 120"),
           (R("Vitamina D — 25(OH)D", "31,2", "ng/mL", "vitd"), "> 20 (suficiência)"),
           (R("Glicemia", "79", "mg/dL", "glu"), "60 a 99"),
           (R("TSH", "2,96", "µUI/mL", "tsh"), "0,70 a 5,97"),
           (R("T4 livre", "1,21", "ng/dL", "ft4"), "0,96 a 1,77")]
    p1 = [hdr, pat,
          sec("HEMOGRAMA COMPLETO — sangue total EDTA (coleta por punção venosa)", "bar", fs=8),
          tbl(C, rows(eri), fs=7.8),
          tbl([("Leucócitos", .32, "L"), ("%", .16, "R"), ("Absoluto", .16, "R"), ("Referência absoluta", .36, "L")], drows[1:] and
              [drows[0]] + drows[1:], fs=7.8),
          tbl(C, [[N(plt), V(plt), U(plt), "150.000 a 450.000"]], head=False, fs=7.8),
          note("Série vermelha: microcitose e hipocromia discretas. Série branca: eosinofilia discreta. Plaquetas: normais."),
          sec("BIOQUÍMICA E HORMÔNIOS — soro", "bar", fs=8),
          tbl(C, rows(bio), fs=7.8),
          note("L = abaixo / H = acima da referência para a idade. Valores pediátricos segundo CALIPER e bula dos fabricantes.")]
    eas = [(R("Densidade", "1.020", "", "u_sg", val=1.02), "1.005 a 1.030"), (R("pH", "6,5", "", "u_ph"), "5,0 a 8,0"),
           (R("Proteínas", "Ausente", "", "u_prot"), "Ausente"), (R("Glicose", "Ausente", "", "u_glu"), "Ausente"),
           (R("Cetonas", "Ausente", "", "u_ket"), "Ausente"), (R("Hemoglobina", "Ausente", "", "u_hb"), "Ausente"),
           (R("Nitrito", "Negativo", "", "u_nit"), "Negativo"),
           (R("Leucócitos", "3.000", "/mL", "u_leu"), "< 10.000"), (R("Hemácias", "1.000", "/mL", "u_rbc"), "< 10.000")]
    par = R("Pesquisa de ovos e cistos de parasitas", "Cistos de Giardia lamblia", "", "stool_op")
    hdr2 = title("Laboratório Girassol", "Paciente: PEDRO HENRIQUE ALVES MOREIRA — Protocolo GS-250819-044 — pág. 2", [], size=11, align="C")
    p2 = [hdr2, HR,
          sec("URINA TIPO 1 — jato médio (coleta assistida)", "bar", fs=8),
          tbl(C, rows(eas), fs=7.8),
          note("Aspecto: límpido. Cor: amarelo claro. Células epiteliais: raras. Muco: ausente. Bactérias: ausentes."),
          sec("PARASITOLÓGICO DE FEZES — 3 amostras (MIF)", "bar", fs=8),
          note("Amostras coletadas pelo responsável em 15/08/2025, 17/08/2025 e 19/08/2025 e entregues em 19/08/2025.\n"
               "Métodos: Hoffman (sedimentação espontânea) e Faust (centrífugo-flutuação)."),
          tbl([("Exame", .40, "L"), ("Resultado", .32, "L"), ("Referência", .28, "L")], [[N(par), V(par), "Negativo"]], fs=7.8),
          note("Obs.: resultado referente ao conjunto das três amostras; positivo a partir da amostra de 17/08/2025.", italic=True),
          sig(["Ribeirão Preto, 20 de agosto de 2025", "Dra. Priscila N. Fagundes — CRBM-SP 31.207"], align="C")]
    add(id="l10", lab="Laboratório Girassol — Análises Clínicas Infantis", city="Ribeirão Preto/SP", font="DejaVu Sans Condensed",
        fs=8.4, color="#b5651d", date=d, pages=[p1, p2],
        footer=["Girassol Análises Clínicas Infantis — emitido em 20/08/2025 10:31 — página {p}/{n}"],
        features="paediatric references by age; %/absolute differential; urinalysis with density '1.020' (decimal point); stool O&P organism result")


# =========================================================================================
# l11 - Brasilia/DF - hepatitis B and liver follow-up, two collection dates
# =========================================================================================
def l11():
    d = "2025-06-10"
    d0 = "2025-05-27"
    hdr = title("LABORATÓRIO PLANALTO CENTRAL", "SGAS 613/614, Bloco C, Sala 20 — Asa Sul — Brasília/DF — (61) 3245-9900",
                ["CNPJ 00.512.778/0001-36  ·  CNES 0010472  ·  RT: Dra. Gabriela M. Tavares — CRF-DF 4.571"], size=14, box=True)
    pat = kv([[("Paciente:", "Raimundo Nonato Sousa Filho"), ("RG lab.:", "PC-2019-22871")],
              [("Nasc.:", "21/02/1972"), ("Sexo:", "Masculino")],
              [("Médico:", "Dra. Lívia C. Andrade — Hepatologia"), ("Pedido médico de:", "20/05/2025")]], fs=7.8)
    C = [("Exame", .38, "L"), ("Resultado", .14, "R"), ("Unidade", .14, "L"), ("Valor de referência", .34, "L")]

    def rows(lst):
        return [[N(r), V(r), U(r), ref] for r, ref in lst]
    sero = [(R("HBsAg", "Reagente", "", "hbsag", date=d0), "Não reagente"),
            (R("HBeAg", "Não reagente", "", "hbeag", date=d0), "Não reagente"),
            (R("Anti-HBe", "Reagente", "", "antihbe", date=d0), "Não reagente"),
            (R("Anti-HBc total", "Reagente", "", "antihbc", date=d0), "Não reagente"),
            (R("Anti-HCV", "Não reagente", "", "antihcv", date=d0), "Não reagente")]
    dna = R("HBV-DNA quantitativo", "1.240", "UI/mL", "hbv_dna", date=d0)
    liv = [(R("AST (TGO)", "38", "U/L", "ast", "H"), "Até 37"), (R("ALT (TGP)", "52", "U/L", "alt", "H"), "Até 41"),
           (R("Gama-glutamiltransferase", "61", "U/L", "ggt", "H"), "8 a 61 (H: 10 a 71)"), (R("Fosfatase alcalina", "88", "U/L", "alp"), "40 a 129"),
           (R("Bilirrubina total", "0,92", "mg/dL", "tbil"), "Até 1,20"), (R("Bilirrubina direta", "0,24", "mg/dL", "dbil"), "Até 0,30"),
           (R("Bilirrubina indireta", "0,68", "mg/dL", "ibil"), "Até 0,90"), (R("Albumina", "4,4", "g/dL", "alb"), "3,5 a 5,2"),
           (R("RNI", "1,04", "", "inr"), "0,90 a 1,20"), (R("Plaquetas", "164.000", "/mm³", "plt"), "150.000 a 400.000"),
           (R("Alfafetoproteína", "3,1", "ng/mL", "afp"), "Inferior a 7,0")]
    page = [hdr, pat,
            sec("MARCADORES SOROLÓGICOS — HEPATITES B E C", "bar", fs=8),
            note("Coletado em 27/05/2025 · Soro · Quimioluminescência (Abbott Alinity i) · Liberado em 29/05/2025"),
            tbl(C, rows(sero), fs=7.8),
            sec("CARGA VIRAL DO HBV (HBV-DNA)", "bar", fs=8),
            note("Coletado em 27/05/2025 · Plasma EDTA · PCR em tempo real (Roche cobas 6800) — exame realizado em laboratório de apoio; "
                 "laudo de apoio recebido em 06/06/2025\nLimite inferior de quantificação: 10 UI/mL (equivale a 1,0 log UI/mL)."),
            tbl(C, [[N(dna), V(dna), U(dna), "Não detectado"]], fs=7.8),
            note("Resultado em log: 3,09 log UI/mL (apenas conversão do valor acima). Fator de conversão: 1 UI ≈ 5,82 cópias."),
            sec("PERFIL HEPÁTICO E COAGULAÇÃO — coleta de 10/06/2025 07:55", "bar", fs=8),
            tbl(C, rows(liv), fs=7.8),
            note("H = acima do valor de referência. Perfil sorológico: HBsAg reagente, HBeAg não reagente, anti-HBe reagente — "
                 "compatível com hepatite B crônica HBeAg negativo.\nPróxima reavaliação sugerida (ultrassonografia + AFP): dezembro de 2025."),
            sig(["Dra. Gabriela M. Tavares — CRF-DF 4.571", "Liberado em 10/06/2025 17:26 — impresso em 11/06/2025"])]
    add(id="l11", lab="Laboratório Planalto Central", city="Brasília/DF", font="Liberation Sans", fs=8.2, color="#3b2a6b",
        date=d, pages=[page], footer=["Laboratório Planalto Central — página {p} de {n} — este laudo só tem validade com assinatura eletrônica"],
        features="two collection dates (serology + HBV DNA 27/05, liver panel 10/06); 'Reagente'/'Não reagente'; HBV DNA '1.240' UI/mL; log value printed only inside a note")


# =========================================================================================
# l12 - Vitoria/ES - women's health, uppercase leader lines, monospace
# =========================================================================================
def l12():
    d = "2025-03-14"
    hdr = title("LABORATORIO CAPIXABA DE ANALISES CLINICAS", "Av. Nossa Senhora da Penha, 1.255 - Praia do Canto - Vitória/ES",
                ["CNPJ 27.400.615/0001-02   CNES 0011223   FONE (27) 3225-0707",
                 "RESP. TECNICO: DR. MAURO F. COUTINHO - CRF-ES 1.987"], size=13)
    pat = kv([[("PACIENTE..:", "PATRICIA MENDES GUIMARAES"), ("PEDIDO...:", "0314-5521")],
              [("NASCIMENTO:", "05/09/1988"), ("SEXO.....:", "F")],
              [("MEDICO....:", "DRA. RENATA S. PAIVA (GINECOLOGIA)"), ("DUM......:", "21/02/2025")],
              [("COLETA....:", "14 de março de 2025, 08:40"), ("EMISSAO..:", "18/03/2025")]], fs=7.6, box=False)

    def lead(r, refs):
        its = [[(0, B(f"{r.name} ".ljust(29, ".") + ":")), (.36, VU(r))]]
        for ref in refs:
            its.append([(.08, ref)])
        return lines(its, lh=1.3, fs=7.8)
    ex = [(R("FSH", "6,8", "mUI/mL", "fsh"),
           ["VR: fase folicular 3,5 a 12,5 | pico ovulatório 4,7 a 21,5 | fase lútea 1,7 a 7,7 | pós-menopausa 25,8 a 134,8"]),
          (R("LH", "5,9", "mUI/mL", "lh"),
           ["VR: fase folicular 2,4 a 12,6 | pico ovulatório 14,0 a 95,6 | fase lútea 1,0 a 11,4"]),
          (R("ESTRADIOL", "62,4", "pg/mL", "e2"),
           ["VR: fase folicular 12,5 a 166,0 | pico ovulatório 85,8 a 498,0 | fase lútea 43,8 a 211,0"]),
          (R("PROGESTERONA", "0,42", "ng/mL", "prog"),
           ["VR: fase folicular 0,2 a 1,5 | fase lútea 1,7 a 27,0"]),
          (R("PROLACTINA", "28,9", "ng/mL", "prl", "ALTO"),
           ["VR: mulheres não gestantes 4,8 a 23,3"]),
          (R("HORMONIO ANTI-MULLERIANO", "2,14", "ng/mL", "amh"),
           ["VR (35 a 39 anos): 0,31 a 7,86 - valor isolado não avalia fertilidade"]),
          (R("BETA-HCG QUANTITATIVO", "< 1,2", "mUI/mL", "hcg"),
           ["VR: não gestantes < 5,0 | 3 a 4 semanas de gestação 9 a 130"]),
          (R("TSH", "2,71", "µUI/mL", "tsh"), ["VR: 0,38 a 5,33"]),
          (R("T4 LIVRE", "1,04", "ng/dL", "ft4"), ["VR: 0,54 a 1,24"]),
          (R("FERRITINA", "41,0", "ng/mL", "ferritin"), ["VR: 10,0 a 291,0"]),
          (R("VITAMINA B12", "428", "pg/mL", "b12"), ["VR: 211 a 911"]),
          (R("VITAMINA D (25-HIDROXI)", "19,3", "ng/mL", "vitd", "BAIXO"), ["VR: 20 a 60 (população saudável)"]),
          (R("GLICOSE", "91", "mg/dL", "glu"), ["VR: 70 a 99"]),
          (R("INSULINA", "14,6", "µUI/mL", "insulin"), ["VR: 2,6 a 24,9"]),
          (R("HEMOGLOBINA", "12,9", "g/dL", "hb"), ["VR: 12,0 a 15,5"])]
    blocks = [hdr, pat, HR,
              lines([[(0, B("EXAME")), (.36, B("RESULTADO")), (.62, "Material: SORO (exceto hemoglobina: sangue EDTA)")]], fs=7.4)]
    for r, refs in ex:
        blocks.append(lead(r, refs))
    blocks += [note("METODOS: QUIMIOLUMINESCENCIA (HORMONIOS, FERRITINA, B12, VITAMINA D, INSULINA); HEXOQUINASE (GLICOSE); "
                    "ELETROQUIMIOLUMINESCENCIA (AMH). COLETA NO 21º DIA DO CICLO (INFORMADO PELA PACIENTE).\n"
                    "PROLACTINA ELEVADA: RECOMENDA-SE PESQUISA DE MACROPROLACTINA (PEG). RESULTADO CONFERIDO EM DUPLICATA EM 17/03/2025."),
               sig(["VITORIA, 18 DE MARCO DE 2025", "DR. MAURO F. COUTINHO - CRF-ES 1.987"], align="R")]
    add(id="l12", lab="Laboratório Capixaba de Análises Clínicas", city="Vitória/ES", font="DejaVu Sans Mono", fs=8,
        color="#222222", date=d, pages=[blocks], fscale=0.9,
        footer=["LAB. CAPIXABA - LAUDO 0314-5521 - PAG. {p}/{n} - IMPRESSO EM 18/03/2025 11:02"],
        features="uppercase leader lines 'FSH.....: 6,8 mUI/mL'; cycle-phase references on extra lines; 'ALTO'/'BAIXO' word flags; long-form collection date; DUM")
