"""The twelve invented reports of set "al", each described once as data."""
from model import (Res, Text, Col, Row, Note, Table, Columns, Box, ResLine, Leaders,
                   Sig, Spacer, Rule, Report)

REPORTS = []


def report(fn):
    REPORTS.append(fn())
    return fn


# ------------------------------------------------------------------ al01 ----
@report
def al01():
    C = "14/03/2025"
    ery = Table(
        cols=[Col("name", "Eritrograma", .25), Col("value", "Resultado", .21, "R"),
              Col("unit", "Unidade", .25), Col("ref", "Ref.", .29)],
        rules="none", head_fill=False, size=8,
        rows=[
            Res("Hemácias", "4,38", "milhões/mm³", "3,90 a 5,03", "rbc"),
            Res("Hemoglobina", "12,9", "g/dL", "12,0 a 15,5", "hgb"),
            Res("Hematócrito", "38,6", "%", "35,0 a 45,0", "hct"),
            Res("VCM", "88,1", "fL", "81,6 a 98,3", "mcv"),
            Res("HCM", "29,5", "pg", "26,0 a 34,0", "mch"),
            Res("CHCM", "33,4", "g/dL", "31,0 a 36,0", "mchc"),
            Res("RDW", "13,1", "%", "11,6 a 14,8", "rdw"),
        ])
    leu = Table(
        cols=[Col("name", "Leucograma", .26), Col("value", "%", .12, "R"),
              Col("value#1", "/mm³", .18, "R"), Col("ref#1", "Ref. (/mm³)", .44)],
        rules="none", head_fill=False, size=8,
        rows=[
            Row([None, Res("Leucócitos", "6.850", "/mm³", "3.600 a 11.000", "wbc")], name="Leucócitos"),
            Note("Valores relativos (%) e absolutos (/mm³):", "small"),
            Row([Res("Bastonetes", "1", "%", "", "band_pct"), Res("Bastonetes", "69", "/mm³", "0 a 840", "band_abs")]),
            Row([Res("Segmentados", "58", "%", "", "seg_pct"), Res("Segmentados", "3.973", "/mm³", "1.700 a 8.000", "seg_abs")]),
            Row([Res("Eosinófilos", "3", "%", "", "eos_pct"), Res("Eosinófilos", "206", "/mm³", "50 a 500", "eos_abs")]),
            Row([Res("Basófilos", "1", "%", "", "baso_pct"), Res("Basófilos", "69", "/mm³", "0 a 100", "baso_abs")]),
            Row([Res("Linfócitos", "30", "%", "", "lymph_pct"), Res("Linfócitos", "2.055", "/mm³", "900 a 2.900", "lymph_abs")]),
            Row([Res("Monócitos", "7", "%", "", "mono_pct"), Res("Monócitos", "480", "/mm³", "300 a 900", "mono_abs")]),
        ])
    plq = Table(
        cols=[Col("name", "Plaquetograma", .3), Col("value", "Resultado", .22, "R"),
              Col("unit", "", .14), Col("ref", "Ref.", .34)],
        rules="none", head_fill=False, size=8,
        rows=[
            Res("Plaquetas", "231.000", "/mm³", "150.000 a\n450.000", "plt"),
            Res("VPM", "10,4", "fL", "9,2 a 12,6", "mpv"),
        ])
    p1 = [
        Text("HEMOGRAMA COMPLETO", "bar"),
        Text("Material: Sangue total com EDTA        Método: Citometria de fluxo e impedância (automação), "
             "com revisão microscópica da lâmina", "method"),
        Spacer(1),
        Columns([[ery], [leu]], widths=[.5, .5], gap=5, divider=True),
        Rule(),
        Columns([[plq, Text("Coletado em 14/03/2025 07:12 – posto Jardim Sumaré", "small")],
                 [Box([Text("Morfologia eritrocitária: normocitose e normocromia.\n"
                            "Série branca sem atipias à microscopia.\n"
                            "Plaquetas com morfologia e distribuição normais.\n"
                            "Contagem diferencial revisada em lâmina em 14/03/2025.", "small")],
                      title="Observações")]], widths=[.5, .5], gap=6),
        Text("VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)", "bar"),
        Text("Material: Sangue total com citrato        Método: Westergren modificado", "method"),
        ResLine(Res("VHS", "12", "mm/h", "", "esr", gold_name="VHS - 1ª hora"), label="Resultado - 1ª hora:", label_w=38,
                value_w=14, unit_w=14, tail="Valores de referência: até 20 mm/h (mulheres até 50 anos)",
                ),
        Spacer(2),
        Text("Nota: valores de referência do hemograma adaptados à faixa etária e ao sexo do paciente. "
             "Resultados liberados após dupla conferência. Hemograma anterior disponível no portal "
             "(coleta de 09/10/2024).", "note"),
        Sig([("Dra. Helena Marques Okuda", "Farmacêutica-Bioquímica", "CRF-SP 41.287"),
             ("Dr. Caio Bertolucci Reis", "Biomédico – Responsável Técnico", "CRBM-1 28.915")],
            text="Laudo liberado eletronicamente em 14/03/2025 às 15:48."),
    ]
    return Report(
        id="al01", lab="Laboratório Santa Clara de Análises Clínicas", city="Ribeirão Preto - SP",
        style=dict(font="sans", size=9, accent="#17616b", header="left", pat_cols=3, lab_size=11.5),
        labinfo=["R. Garibaldi, 1.482 - Centro - Ribeirão Preto/SP",
                 "Fone (16) 3625-8140 • www.labsantaclara-rp.com.br",
                 "CNPJ 47.318.602/0001-55 • CNES 6034981",
                 "Resp. técnica: Dra. Helena M. Okuda - CRF-SP 41.287"],
        patient=[[("Paciente:", "MARIANA ALVES TORQUATO", 2), ("Atendimento:", "0418-227365")],
                 [("Nascimento:", "22/05/1987"), ("Idade:", "37 anos"), ("Sexo:", "Feminino")],
                 [("Solicitante:", "Dr. Paulo R. Siqueira - CRM-SP 98.314", 2), ("Convênio:", "Unimed")],
                 [("Cadastro:", "13/03/2025 16:40"), ("Coleta:", "14/03/2025 07:12"), ("Liberação:", "14/03/2025 15:48")]],
        collected=C, pages=[p1],
        footer="Laboratório Santa Clara • Impresso em 17/03/2025 09:02 • Este laudo só tem validade com assinatura eletrônica.",
        features="two-column blood count (erythrogram | leukogram with % and /mm³ columns, units in column headers), "
                 "boxed note beside platelets, result line with label",
    )


def exam(title, results, material, method, ref, ref_above=False, label="Resultado:", label_w=26,
         value_w=22, unit_w=18, date_line=None, note=None, title_style="h3"):
    """Block layout: heading / material / method / (reference) / result line(s) / (reference)."""
    out = [Text(title, title_style), Text(f"Material: {material}", "method"), Text(f"Método: {method}", "method")]
    if date_line:
        out.append(Text(date_line, "method"))
    refb = Text("Valores de referência:\n" + ref, "small") if ref else None
    if ref_above and refb:
        out.append(refb)
    for r in results:
        lab = label if (label is not None and len(results) == 1) else r.name
        if lab != r.name and r.gold_name is None:
            r.gold_name = title if len(results) == 1 else r.name
        out.append(ResLine(r, label=lab, label_w=label_w, value_w=value_w, unit_w=unit_w))
    if not ref_above and refb:
        out.append(refb)
    if note:
        out.append(Text(note, "note"))
    out.append(Spacer(2.5))
    return out


# ------------------------------------------------------------------ al02 ----
@report
def al02():
    C = "05/02/2025"
    cols = [Col("name", "Exame", .30), Col("value", "Resultado", .15, "R"),
            Col("ref", "Valores de referência", .35), Col("unit", "Unidade", .20)]
    t1 = Table(cols=cols, rules="all", head_fill=True, flag_inline=True, rows=[
        Note("Material: Soro  •  Método: Enzimático colorimétrico automatizado", "method"),
        Res("Glicose em jejum", "92", "mg/dL", "Normal: 70 a 99\nAlterada: 100 a 125\nDiabetes: ≥ 126", "glu_fast"),
        Res("Ureia", "31", "mg/dL", "15 a 45", "urea"),
        Res("Creatinina", "0,84", "mg/dL", "Mulheres: 0,50 a 0,90\nHomens: 0,70 a 1,20", "crea"),
        Res("Taxa de filtração\nglomerular estimada", "88", "mL/min/1,73 m²", "Superior a 60", "egfr"),
        Note("(1) TFG estimada pela equação CKD-EPI 2021, sem ajuste para raça.", "note"),
        Res("Ácido úrico", "4,6", "mg/dL", "2,4 a 5,7", "uric"),
        Res("Cálcio total", "9,4", "mg/dL", "8,6 a 10,3", "ca"),
        Res("Magnésio", "2,0", "mg/dL", "1,6 a 2,6", "mg"),
        Res("Fósforo", "3,5", "mg/dL", "2,5 a 4,5", "phos"),
        Note("Método: Eletrodo íon-seletivo indireto", "method"),
        Res("Sódio", "139", "mmol/L", "136 a 145", "na"),
        Res("Potássio", "5,4", "mmol/L", "3,5 a 5,1", "k", flag="↑"),
        Res("Cloreto", "102", "mmol/L", "98 a 107", "cl"),
        Note("(*) Potássio confirmado em segunda dosagem; amostra sem hemólise visível.", "note"),
        Note("Método: Cinético UV (IFCC) – enzimas hepáticas", "method"),
        Res("Aspartato\naminotransferase (AST/TGO)", "22", "U/L", "Mulheres: até 32\nHomens: até 40", "ast"),
        Res("Alanina\naminotransferase (ALT/TGP)", "19", "U/L", "Mulheres: até 33\nHomens: até 41", "alt"),
        Res("Gama-glutamil-\ntransferase (GGT)", "27", "U/L", "Mulheres: 6 a 42\nHomens: 10 a 71", "ggt"),
        Res("Fosfatase alcalina", "71", "U/L", "35 a 104", "alp"),
    ])
    t2 = Table(cols=cols, rules="all", head_fill=True, flag_inline=True, rows=[
        Note("Método: Diazo / DPD – bilirrubinas", "method"),
        Res("Bilirrubina total", "0,62", "mg/dL", "Até 1,20", "bili_t"),
        Res("Bilirrubina direta", "0,18", "mg/dL", "Até 0,30", "bili_d"),
        Res("Bilirrubina indireta", "0,44", "mg/dL", "Até 0,90", "bili_i"),
        Res("Proteínas totais", "7,1", "g/dL", "6,4 a 8,3", "prot"),
        Res("Albumina", "4,3", "g/dL", "3,5 a 5,2", "alb"),
        Res("Globulinas", "2,8", "g/dL", "2,3 a 3,5", "glob"),
        Res("Relação albumina/\nglobulina", "1,54", "", "1,10 a 2,10", "ag_ratio"),
        Note("PERFIL LIPÍDICO – Material: Soro  •  Jejum: 12 horas  •  Método: Enzimático colorimétrico; "
             "LDL e VLDL calculados (Martin-Hopkins)", "method"),
        Res("Colesterol total", "212", "mg/dL", "Desejável: < 190", "chol", flag="↑"),
        Res("Colesterol HDL", "48", "mg/dL", "Desejável: > 40", "hdl"),
        Res("Colesterol não-HDL", "164", "mg/dL", "Risco baixo: < 160\nRisco intermediário: < 130\nRisco alto: < 100", "nonhdl"),
        Res("Colesterol LDL", "139", "mg/dL", "Risco baixo: < 130\nRisco intermediário: < 100\nRisco alto: < 70\n"
            "Risco muito alto: < 50", "ldl", flag="↑"),
        Res("Colesterol VLDL", "25", "mg/dL", "Não há referência\nestabelecida", "vldl"),
        Res("Triglicerídeos", "126", "mg/dL", "Com jejum: < 150\nSem jejum: < 175", "tg"),
        Note("Metas lipídicas conforme a categoria de risco cardiovascular definida pelo médico assistente "
             "(Atualização da Diretriz Brasileira de Dislipidemias, 2017).", "note"),
        Note("Material: Sangue total (EDTA)  •  Método: HPLC, certificado NGSP", "method"),
        Res("Hemoglobina glicada\n(HbA1c)", "5,4", "%", "Normal: < 5,7\nPré-diabetes: 5,7 a 6,4\nDiabetes: ≥ 6,5", "hba1c"),
        Res("Glicemia média estimada", "108", "mg/dL", "", "eag"),
    ])
    sig = Sig([("Dr. Rodrigo Vasconcellos Pires", "Biomédico", "CRBM-1 31.440"),
               ("Dra. Luíza Antunes Kfouri", "Farmacêutica-Bioquímica – RT", "CRF-SP 52.806")],
              text="Assinado digitalmente em 06/02/2025 11:27 (ICP-Brasil).")
    return Report(
        id="al02", lab="Biolab Vale do Paraíba", city="São José dos Campos - SP",
        style=dict(font="cond", size=8.5, accent="#7a1f1f", header="banner", pat_cols=3),
        labinfo=["Av. São João, 2.210 - Jd. Esplanada - São José dos Campos/SP",
                 "SAC (12) 3941-6620 • CNPJ 09.552.614/0001-30 • CNES 2714598"],
        patient=[[("Paciente:", "ROSÂNGELA DE FÁTIMA PRADO NUNES", 2), ("Pedido:", "25-0036118")],
                 [("Data de nascimento:", "09/11/1971"), ("Sexo:", "F"), ("Idade:", "53a 2m")],
                 [("Médico:", "Dra. Simone Aguiar Pacheco  CRM-SP 121.334", 2), ("Origem:", "Ambulatório")],
                 [("Data do pedido:", "29/01/2025"), ("Data da coleta:", "05/02/2025 07:50"),
                  ("Emissão:", "06/02/2025 11:27")]],
        collected=C,
        pages=[[Text("BIOQUÍMICA", "bar"), t1,
                 Text("Continua na próxima página.", "note")],
               [Text("BIOQUÍMICA (continuação)", "bar"), t2, sig]],
        footer="Biolab Vale do Paraíba – Laudo emitido em 06/02/2025 11:27.\n"
               "Os resultados devem ser interpretados pelo médico em conjunto com dados clínicos.",
        features="ruled table, unit column far right after reference, names and references wrapped onto 2–4 "
                 "lines, method/footnote rows between results, table continued on page 2 with header repeated, "
                 "flags (↑) beside values",
    )


# ------------------------------------------------------------------ al03 ----
@report
def al03():
    C = "18/02/2025"
    D2 = "20/02/2025"
    CL = "Quimioluminescência"
    left = []
    left += exam("TSH - HORMÔNIO TIREOESTIMULANTE", [Res("TSH", "2,87", "µUI/mL", "", "tsh")], "Soro", CL,
                 "0,45 a 4,50 µUI/mL", ref_above=True)
    left += exam("T4 LIVRE - TIROXINA LIVRE", [Res("T4 livre", "1,12", "ng/dL", "", "ft4")], "Soro", CL,
                 "0,70 a 1,48 ng/dL", ref_above=True)
    left += exam("T3 TOTAL - TRIIODOTIRONINA", [Res("T3", "104", "ng/dL", "", "t3")], "Soro", CL,
                 "35 a 193 ng/dL", ref_above=True)
    left += exam("ANTICORPOS ANTI-TIREOPEROXIDASE\n(ANTI-TPO)", [Res("Anti-TPO", "inferior a 9,0", "UI/mL", "", "tpo")],
                 "Soro", CL, "Inferior a 34,0 UI/mL", ref_above=True, value_w=30, unit_w=14)
    left += exam("PROLACTINA", [Res("Prolactina", "11,6", "ng/mL", "", "prl")], "Soro", CL,
                 "Homens: 2,1 a 17,7 ng/mL", ref_above=True,
                 note="Pesquisa de macroprolactina não indicada para este valor.")
    right = []
    right += exam("TESTOSTERONA TOTAL", [Res("Testosterona total", "387", "ng/dL", "", "testo")], "Soro",
                  "Eletroquimioluminescência", "Homens de 50 a 69 anos: 193 a 740 ng/dL", ref_above=True)
    right += exam("SHBG - GLOBULINA LIGADORA\nDE HORMÔNIOS SEXUAIS", [Res("SHBG", "48,2", "nmol/L", "", "shbg")], "Soro",
                  CL, "Homens: 18,3 a 54,1 nmol/L", ref_above=True)
    right += exam("CORTISOL - COLETA MATINAL", [Res("Cortisol", "14,8", "µg/dL", "", "cortisol_am")], "Soro",
                  CL, "Coleta entre 7 e 10 h: 6,2 a 19,4 µg/dL", ref_above=True,
                  note="Horário da coleta: 07:40.")
    right += exam("25-HIDROXIVITAMINA D", [Res("25-OH vitamina D", "27,4", "ng/mL", "", "vitd")], "Soro", CL,
                  "População saudável até 60 anos: superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL",
                  ref_above=True)
    psa = [Text("PSA - ANTÍGENO PROSTÁTICO ESPECÍFICO TOTAL E LIVRE", "h3"),
           Text("Material: Soro   Método: Eletroquimioluminescência", "method"),
           Text(f"Data da coleta: {D2} 08:15 (nova amostra, sem ejaculação nas 48 h anteriores)", "method"),
           Text("Valores de referência: PSA total até 4,00 ng/mL (50 a 59 anos); relação PSA livre/total: "
                "superior a 25 %", "small"),
           ResLine(Res("PSA total", "1,92", "ng/mL", "", "psa", date=D2), label_w=40),
           ResLine(Res("PSA livre", "0,41", "ng/mL", "", "fpsa", date=D2), label_w=40),
           ResLine(Res("Relação PSA livre/total", "21", "%", "", "psa_ratio", date=D2), label_w=40),
           Text("Relação inferior a 25 % em paciente com PSA total entre 4 e 10 ng/mL aumenta a "
                "probabilidade de neoplasia; interpretar com o urologista.", "note")]
    page = [Columns([left, right], gap=8, divider=True), Rule()] + psa + [
        Sig([("Dr. Fernando Kowalski Ribas", "Médico Patologista Clínico", "CRM-PR 24.918")],
            text="Resultados liberados em 21/02/2025 às 10:05.")]
    return Report(
        id="al03", lab="Centro Diagnóstico Araucária", city="Curitiba - PR",
        style=dict(font="serif", size=8.5, accent="#2d5a27", header="center", pat_cols=3, lab_size=14),
        labinfo=["Rua XV de Novembro, 1.075 - Centro - Curitiba/PR - CEP 80060-000 - Tel. (41) 3322-7781",
                 "CNPJ 21.840.377/0001-09 - CNES 4410753 - Responsável técnico: Dr. Fernando K. Ribas - CRM-PR 24.918"],
        patient=[[("Nome:", "JOSÉ CARLOS MENEGHETTI", 2), ("Protocolo:", "118.442-7")],
                 [("Nascimento:", "03/08/1969"), ("Sexo:", "Masculino"), ("Convênio:", "Particular")],
                 [("Médico:", "Dr. André Luiz Bortolini - CRM-PR 18.206", 2), ("Atendimento:", "17/02/2025")],
                 [("Coleta:", "18/02/2025 07:40"), ("Entrada no setor:", "18/02/2025 10:12"),
                  ("Liberação:", "21/02/2025 10:05")]],
        collected=C, pages=[page],
        footer="Centro Diagnóstico Araucária - laudo com validade somente com assinatura. Impressão: 24/02/2025.",
        features="two columns of block-layout exams (heading / material / method / reference ABOVE the result "
                 "line labelled 'Resultado:'), heading wrapped on two lines, second collection date for PSA",
    )


# ------------------------------------------------------------------ al04 ----
@report
def al04():
    C = "22/04/2025"
    phys = Leaders(name_w=18, value_w=15, unit_w=1, ref_sep="", items=[
        "EXAME FISICO",
        Res("COR", "AMARELO CITRINO", "", "", "u_color"),
        Res("ASPECTO", "LIMPIDO", "", "", "u_aspect"),
        Res("DENSIDADE", "1.018", "", "", "u_sg"),
        Res("PH", "6,0", "", "", "u_ph"),
        "",
        "EXAME QUIMICO",
        Res("PROTEINAS", "NEGATIVO", "", "", "u_prot"),
        Res("GLICOSE", "NEGATIVO", "", "", "u_glu"),
        Res("CORPOS CETONICOS", "NEGATIVO", "", "", "u_ket"),
        Res("HEMOGLOBINA", "NEGATIVO", "", "", "u_hb"),
        Res("BILIRRUBINA", "NEGATIVO", "", "", "u_bili"),
        Res("UROBILINOGENIO", "NORMAL", "", "", "u_urob"),
        Res("NITRITO", "NEGATIVO", "", "", "u_nit"),
    ])
    sed = Leaders(name_w=15, value_w=9, unit_w=7, ref_sep="", items=[
        "SEDIMENTOSCOPIA (400X)",
        Res("CEL.EPITELIAIS", "RARAS", "", "", "u_epi"),
        Res("LEUCOCITOS", "3", "/CAMPO", "", "u_wbc"),
        Res("HEMACIAS", "1", "/CAMPO", "", "u_rbc"),
        Res("CILINDROS", "AUSENTES", "", "", "u_casts"),
        Res("BACTERIAS", "RARAS", "", "", "u_bact"),
        Res("FILAMENTOS DE\nMUCO", "AUSENTES", "", "", "u_mucus"),
        "",
        "REF.: LEUCOCITOS ATE 5/CAMPO",
        "      HEMACIAS ATE 3/CAMPO",
    ])
    bio = Leaders(name_w=24, value_w=7, unit_w=6, items=[
        Res("GLICOSE", "98", "mg/dL", "70 A 99 mg/dL", "glu"),
        Res("UREIA", "36", "mg/dL", "15 A 45 mg/dL", "urea"),
        Res("CREATININA", "1,12", "mg/dL", "0,70 A 1,20 mg/dL", "crea"),
        Res("ACIDO URICO", "7,4", "mg/dL", "3,4 A 7,0 mg/dL", "uric", flag="H"),
        Res("TRANSAMINASE OXALACETICA\n(TGO)", "31", "U/L", "ATE 40 U/L", "ast"),
        Res("TRANSAMINASE PIRUVICA\n(TGP)", "44", "U/L", "ATE 41 U/L", "alt", flag="H"),
        Res("COLESTEROL TOTAL", "198", "mg/dL", "DESEJAVEL: < 190 mg/dL", "chol", flag="H"),
        Res("HDL-COLESTEROL", "38", "mg/dL", "DESEJAVEL: > 40 mg/dL", "hdl", flag="L"),
        Res("LDL-COLESTEROL", "131", "mg/dL", "CONFORME RISCO CARDIOVASCULAR\n(VIDE OBSERVACAO)", "ldl"),
        Res("VLDL-COLESTEROL", "29", "mg/dL", "", "vldl"),
        Res("TRIGLICERIDES", "146", "mg/dL", "JEJUM: < 150 mg/dL", "tg"),
    ])
    page = [
        Text("URINA TIPO I (EAS)", "caps"),
        Text("MATERIAL: URINA - 1A MICCAO DA MANHA   METODO: TIRA REAGENTE E MICROSCOPIA", "method"),
        Columns([[phys], [sed]], widths=[.52, .48], gap=6, divider=True),
        Text("-" * 96, "mono"),
        Text("BIOQUIMICA - MATERIAL: SORO - METODOS: ENZIMATICO/COLORIMETRICO", "caps"),
        bio,
        Text("OBS.: LDL CALCULADO PELA FORMULA DE FRIEDEWALD. METAS DE LDL: RISCO BAIXO < 130; INTERMEDIARIO\n"
             "< 100; ALTO < 70; MUITO ALTO < 50 mg/dL. JEJUM INFORMADO: 12 HORAS. ULTIMA REFEICAO: 21/04/2025.",
             "mono"),
        Text("-" * 96, "mono"),
        Text("LIBERADO EM 23/04/2025 14:31  -  CONFERIDO POR: FRANCISCA H. BEZERRA - CRF-CE 3.915", "mono"),
        Sig([("Francisca Helena Bezerra", "Farmacêutica-Bioquímica", "CRF-CE 3.915")]),
    ]
    return Report(
        id="al04", lab="LABORATÓRIO MANDACARU", city="Fortaleza - CE",
        style=dict(font="mono", size=8, accent="#222222", header="center", pat_cols=2, pat_box=False,
                   lab_size=13, page_label="PAG. {i}/{n}"),
        labinfo=["ANALISES CLINICAS - AV. DOM LUIS, 880 - ALDEOTA - FORTALEZA/CE",
                 "FONE (85) 3264-1190  CNPJ 12.904.337/0001-84  CNES 5528921"],
        patient=[[("PACIENTE:", "ANTONIO MARCOS RIBEIRO LIMA"), ("REGISTRO:", "0077134")],
                 [("DT.NASC.:", "15/01/1979   SEXO: M"), ("CONVENIO:", "HAPVIDA")],
                 [("MEDICO:", "DR. JOAO B. FROTA - CRM-CE 9.871"), ("DT.ENTRADA:", "22/04/2025")],
                 [("DT.COLETA:", "22/04/2025 06:58"), ("PREV.ENTREGA:", "24/04/2025")]],
        collected=C, pages=[page],
        footer="LAB. MANDACARU - IMPRESSO EM 25/04/2025 08:12 - VIA DO PACIENTE",
        features="old-LIS monospace print in capitals, dotted leaders, urinalysis in two columns side by side, "
                 "names wrapped onto two lines, H/L flags, HDL-COLESTEROL naming",
    )


def mini(name, res, ref, value_w=24, unit_w=18, style="bold", ref_prefix="Ref.: "):
    """Compact exam: name on its own line, value line below, reference under it."""
    res.name = name
    out = [Text(name, style), ResLine(res, label="", label_w=0, value_w=value_w, unit_w=unit_w)]
    if ref:
        out.append(Text(ref_prefix + ref, "small"))
    out.append(Spacer(1.2))
    return out


# ------------------------------------------------------------------ al05 ----
@report
def al05():
    C, P1, P2 = "07/04/2025", "10/02/2025", "02/12/2024"
    cols = [Col("name", "Exame", .25), Col("value", "Atual\n07/04/2025", .13, "R"),
            Col("prev0", "Anterior\n10/02/2025", .13, "R"), Col("prev1", "Anterior\n02/12/2024", .13, "R"),
            Col("blank", "", .01), Col("unit", "Unidade", .15), Col("ref", "Referência", .20)]

    def R(name, v, p1, p2, unit, ref, code):
        def pv(x, d):
            if x is None:
                return None
            val, _, flag = x.partition(" ")
            return (val, d, flag)
        val, _, flag = v.partition(" ")
        return Res(name, val, unit, ref, code, flag=flag, prev=[pv(p1, P1), pv(p2, P2)])

    t1 = Table(cols=cols, rules="h", head_fill=False, flag_inline=True, rows=[
        Note("BIOQUÍMICA - Material: Soro", "bar"),
        R("Ureia", "78 H", "71 H", "66 H", "mg/dL", "15 a 45", "urea"),
        R("Creatinina", "1,92 H", "1,85 H", "1,71 H", "mg/dL", "0,70 a 1,20", "crea"),
        R("TFG estimada\n(CKD-EPI 2021)", "39 L", "41 L", "45 L", "mL/min/1,73m²", "Maior que 60", "egfr"),
        R("Sódio", "140", "138", "141", "mmol/L", "136 a 145", "na"),
        R("Potássio", "5,3 H", "5,0", "4,8", "mmol/L", "3,5 a 5,1", "k"),
        R("Cálcio total", "9,0", "8,8", "9,1", "mg/dL", "8,6 a 10,3", "ca"),
        R("Fósforo", "4,7 H", "4,4", "4,1", "mg/dL", "2,5 a 4,5", "phos"),
        Note("Paratormônio por eletroquimioluminescência; demais analitos por métodos enzimáticos e ISE indireto.",
             "note"),
        R("Paratormônio\n(PTH intacto)", "98,4 H", "91,0 H", None, "pg/mL", "15,0 a 65,0", "pth"),
        R("Glicose", "104 H", "99", "112 H", "mg/dL", "70 a 99", "glu"),
        R("Albumina", "4,0", "4,1", "3,9", "g/dL", "3,5 a 5,2", "alb"),
    ])
    t2 = Table(cols=cols, rules="h", head_fill=False, flag_inline=True, rows=[
        Note("HEMATOLOGIA E METABOLISMO DO FERRO - Material: Sangue total (EDTA) / Soro", "bar"),
        R("Hemoglobina", "11,2 L", "11,6 L", "11,9 L", "g/dL", "13,5 a 17,5", "hgb"),
        R("Hematócrito", "34,1 L", "35,3 L", "36,0 L", "%", "39,0 a 50,0", "hct"),
        R("Ferritina", "142", "118", "96", "ng/mL", "30 a 400", "ferritin"),
        R("Índice de saturação\nda transferrina", "22", "19 L", None, "%", "20 a 50", "tsat"),
        R("25-hidroxivitamina D", "24,1", None, "18,6", "ng/mL", "Acima de 20\n(população geral)", "vitd"),
    ])
    p1 = [Text("HISTÓRICO DE RESULTADOS - NEFROLOGIA", "h2"),
          Text("Resultados atuais ao lado dos dois resultados anteriores realizados neste laboratório. "
               "H = acima e L = abaixo do intervalo de referência.", "small"),
          t1,
          Box([Text("Hemodiálise: paciente em tratamento conservador; última consulta nefrológica em 24/03/2025. "
                    "Coleta realizada antes da medicação matinal. Amostras anteriores coletadas nas datas do "
                    "cabeçalho de cada coluna.", "small")], title="Informações da coleta"),
          Text("Continua na página 2.", "note")]
    p2 = [Text("HISTÓRICO DE RESULTADOS - NEFROLOGIA (continuação)", "h2"), t2,
          Text("Fatores de conversão: creatinina mg/dL × 88,4 = µmol/L; ureia mg/dL × 0,1665 = mmol/L. "
               "Valores convertidos não fazem parte do laudo.", "note"),
          Sig([("Dra. Beatriz Cordeiro Sampaio", "Médica Patologista Clínica", "CRM-RJ 52.71843-0"),
               ("Marcelo Duarte Fontes", "Biomédico", "CRBM-1 40.127")],
              text="Liberado em 08/04/2025 16:02 - conferência eletrônica.")]
    return Report(
        id="al05", lab="Instituto de Patologia Clínica Guanabara", city="Rio de Janeiro - RJ",
        style=dict(font="sans", size=8.5, accent="#0b3d6e", header="left", pat_cols=3, lab_size=12),
        labinfo=["Rua Conde de Bonfim, 615 - Tijuca - Rio de Janeiro/RJ",
                 "Tel. (21) 2572-3310 • CNPJ 33.104.776/0001-62 • CNES 2270117",
                 "RT: Dra. Beatriz C. Sampaio - CRM-RJ 52.71843-0"],
        patient=[[("Paciente:", "SEBASTIÃO FERREIRA DA COSTA", 2), ("OS:", "2504-0071-33")],
                 [("Nasc.:", "30/06/1958 (66 anos)"), ("Sexo:", "Masculino"), ("Plano:", "Amil")],
                 [("Solicitante:", "Dr. Henrique T. Lacerda - CRM-RJ 52.66120-4", 2), ("Chegada:", "07/04/2025 06:51")],
                 [("Coleta:", "07/04/2025 07:05"), ("Liberação:", "08/04/2025 16:02"), ("Impressão:", "09/04/2025")]],
        collected=C, pages=[p1, p2],
        footer="Instituto de Patologia Clínica Guanabara - resultados anteriores reproduzidos do histórico do paciente.",
        features="cumulative table (current + two previous dates in column headers), units in their own column "
                 "after the value columns, flags H/L glued to values, dashes for missing results, table continued "
                 "on page 2 with header repeated, boxed note",
    )


# ------------------------------------------------------------------ al06 ----
@report
def al06():
    C = "13/05/2025"
    c1 = [Text("METABOLISMO DO FERRO", "h3"), Text("Soro • Colorimétrico / Imunoturbidimétrico", "method"), Spacer(1)]
    c1 += mini("Ferro sérico", Res("", "38", "µg/dL", "", "fe", flag="↓"), "50 a 170 µg/dL")
    c1 += mini("Capacidade total de\nligação do ferro", Res("", "412", "µg/dL", "", "tibc"), "250 a 450 µg/dL")
    c1 += mini("Saturação da\ntransferrina", Res("", "9", "%", "", "tsat", flag="↓"), "20 a 50 %")
    c1 += mini("Ferritina", Res("", "8,2", "ng/mL", "", "ferritin", flag="↓"), "Mulheres: 15 a 150 ng/mL")
    c1 += mini("Transferrina", Res("", "318", "mg/dL", "", "transferrin"), "200 a 360 mg/dL")
    c2 = [Text("VITAMINAS", "h3"), Text("Soro • Quimioluminescência", "method"), Spacer(1)]
    c2 += mini("Vitamina B12", Res("", "286", "pg/mL", "", "b12"), "197 a 771 pg/mL")
    c2 += mini("Ácido fólico", Res("", "superior a 20,0", "ng/mL", "", "folate"), "superior a 3,9 ng/mL",
               value_w=30, unit_w=12)
    c2 += mini("25-hidroxivitamina D", Res("", "31,6", "ng/mL", "", "vitd"), "30 a 60 ng/mL (grupos de risco)")
    c2 += [Text("INFLAMAÇÃO", "h3"), Text("Soro • Imunoturbidimetria", "method"), Spacer(1)]
    c2 += mini("Proteína C reativa", Res("", "< 0,30", "mg/dL", "", "crp"), "inferior a 0,50 mg/dL")
    c2 += mini("Homocisteína", Res("", "9,8", "µmol/L", "", "homocys"), "5,0 a 15,0 µmol/L")
    box = Box([Text("Perfil compatível com depleção dos estoques de ferro (ferritina e saturação da "
                    "transferrina abaixo da referência, com capacidade de ligação preservada).\n\n"
                    "Sugere-se correlação com o hemograma de 13/05/2025 e com a história clínica "
                    "(perdas menstruais, dieta, uso de inibidores de bomba de prótons).\n\n"
                    "Conversões úteis:\nferro µg/dL × 0,179 = µmol/L\nB12 pg/mL × 0,738 = pmol/L\n"
                    "vitamina D ng/mL × 2,5 = nmol/L", "small")],
              title="Comentário do laboratório", fill=True)
    d1 = [Text("GLICEMIA", "h3")]
    d1 += mini("Glicose", Res("", "86", "mg/dL", "", "glu"), "jejum: 70 a 99 mg/dL")
    d1 += mini("Hemoglobina glicada", Res("", "5,1", "%", "", "hba1c"), "inferior a 5,7 %")
    d2 = [Text("TIREOIDE", "h3")]
    d2 += mini("TSH", Res("", "1,94", "µUI/mL", "", "tsh"), "0,38 a 5,33 µUI/mL")
    d2 += mini("T4 livre", Res("", "1,05", "ng/dL", "", "ft4"), "0,61 a 1,12 ng/dL")
    d3 = [Text("ENZIMAS MUSCULARES", "h3")]
    d3 += mini("Creatinoquinase (CK)", Res("", "112", "U/L", "", "ck"), "26 a 192 U/L")
    d3 += mini("Desidrogenase lática", Res("", "168", "U/L", "", "ldh"), "135 a 214 U/L")
    page = [Text("Laudo de exames laboratoriais", "h2"),
            Columns([c1, c2, [box]], widths=[.32, .32, .36], gap=5, divider=True),
            Rule(),
            Columns([d1, d2, d3], gap=5, divider=True),
            Text("Início de suplementação de vitamina D informado pela paciente: 10/01/2025. "
                 "Data do pedido médico: 02/05/2025.", "note"),
            Sig([("Dra. Letícia Moraes Caiado", "Biomédica - Responsável Técnica", "CRBM-3 11.902")],
                text="Documento assinado eletronicamente em 14/05/2025 09:41.")]
    return Report(
        id="al06", lab="Cerrado Diagnósticos", city="Goiânia - GO",
        style=dict(font="sans", size=8.5, accent="#a0521d", header="banner", pat_cols=4, lab_size=15),
        labinfo=["Av. T-63, 1.296 - Setor Bueno - Goiânia/GO", "(62) 3251-4470 • cerradodiagnosticos.com.br",
                 "CNPJ 26.617.905/0001-11 • CNES 7160211"],
        patient=[[("Paciente:", "ANA PAULA SILVEIRA DUTRA", 3), ("Nº:", "551.208")],
                 [("Sexo:", "F"), ("Nasc.:", "17/02/1990"), ("Médico:", "Dra. Karla N. Melo - CRM-GO 15.442", 2)],
                 [("Coleta:", "13/05/2025 08:02"), ("Recebido:", "13/05/2025 09:30"), ("Liberado:", "14/05/2025 09:41"),
                  ("Impresso:", "14/05/2025")]],
        collected=C, pages=[page],
        footer="Cerrado Diagnósticos • Este documento é cópia de laudo assinado eletronicamente.",
        features="three columns of exams side by side (name / value / reference stacked), boxed comment with "
                 "conversion factors beside the results, second band of three columns, ↓ flags",
    )


# ------------------------------------------------------------------ al07 ----
@report
def al07():
    C, P = "26/11/2025", "18/11/2025"
    cols = [Col("name", "Exame", .22), Col("ref", "Valores de referência", .23),
            Col("prev0", "Resultado anterior\n(18/11/2025)", .18, "R"), Col("value", "Resultado", .14, "R"),
            Col("flag", "", .05, "C"), Col("unit", "Unidade", .18)]

    def R(name, v, prev, unit, ref, code, flag=""):
        return Res(name, v, unit, ref, code, flag=flag, prev=[(prev, P, "")])

    ery = Table(cols=cols, rules="h", head_fill=True, rows=[
        Note("ERITROGRAMA", "bold"),
        R("Eritrócitos", "4,21", "4,35", "milhões/µL", "4,30 a 5,70", "rbc", "L"),
        R("Hemoglobina", "12,8", "13,4", "g/dL", "13,3 a 16,5", "hgb", "L"),
        R("Hematócrito", "38,9", "40,1", "%", "39,0 a 49,0", "hct", "L"),
        R("VCM", "92,4", "92,2", "fL", "81,0 a 95,0", "mcv"),
        R("HCM", "30,4", "30,8", "pg", "26,0 a 34,0", "mch"),
        R("CHCM", "32,9", "33,4", "g/dL", "31,0 a 36,0", "mchc"),
        R("RDW-CV", "14,2", "13,8", "%", "11,5 a 14,5", "rdw"),
        Note("LEUCÓCITOS E PLAQUETAS", "bold"),
        R("Leucócitos totais", "9.860", "7.420", "/µL", "3.600 a 11.000", "wbc"),
        R("Plaquetas", "284.000", "251.000", "/µL", "150.000 a 400.000", "plt"),
        R("Volume plaquetário\nmédio (VPM)", "9,8", "10,1", "fL", "7,4 a 10,4", "mpv"),
    ])
    diff = Table(
        cols=[Col("name", "Leucograma", .22), Col("ref", "Referência (%)", .17),
              Col("value", "Relativo (%)", .14, "R"), Col("blank", "", .05),
              Col("ref#1", "Referência (/µL)", .22), Col("value#1", "Absoluto (/µL)", .15, "R"), Col("flag#1", "", .05, "C")],
        rules="head", head_fill=False, rows=[
            Row([Res("Neutrófilos", "74,2", "%", "45,0 a 75,0", "neut_pct"),
                 Res("Neutrófilos", "7.316", "/µL", "1.800 a 7.000", "neut_abs", flag="H")]),
            Row([Res("Linfócitos", "17,1", "%", "20,0 a 45,0", "lymph_pct"),
                 Res("Linfócitos", "1.686", "/µL", "1.000 a 3.500", "lymph_abs")]),
            Row([Res("Monócitos", "6,4", "%", "2,0 a 10,0", "mono_pct"),
                 Res("Monócitos", "631", "/µL", "200 a 900", "mono_abs")]),
            Row([Res("Eosinófilos", "1,8", "%", "1,0 a 6,0", "eos_pct"),
                 Res("Eosinófilos", "177", "/µL", "40 a 500", "eos_abs")]),
            Row([Res("Basófilos", "0,5", "%", "0,0 a 2,0", "baso_pct"),
                 Res("Basófilos", "49", "/µL", "0 a 200", "baso_abs")]),
        ])
    p1 = [Text("HEMOGRAMA COMPLETO", "bar"),
          Text("Material: sangue total com EDTA. Método: contagem automatizada por citometria de fluxo "
               "fluorescente; diferencial confirmado por microscopia.", "method"),
          Spacer(1), ery, Spacer(2), diff,
          Text("Comentário: neutrofilia absoluta discreta. Resultado anterior refere-se à amostra de 18/11/2025, "
               "antes do início da antibioticoterapia (22/11/2025).", "note")]
    coag = Table(cols=[Col("name", "Exame", .30), Col("ref", "Valores de referência", .28),
                       Col("value", "Resultado", .16, "R"), Col("flag", "", .06, "C"), Col("unit", "Unidade", .20)],
                 rules="h", head_fill=True, rows=[
        Note("Material: plasma citratado. Método: coagulométrico (detecção óptica).", "method"),
        Res("Tempo de protrombina (TP)", "13,9", "segundos", "10,0 a 13,5", "pt", flag="H"),
        Res("INR (RNI)", "1,21", "", "0,90 a 1,20\nanticoagulados: 2,0 a 3,0", "inr", flag="H"),
        Res("Tempo de tromboplastina\nparcial ativada (TTPa)", "31,2", "segundos", "25,0 a 37,0", "aptt"),
        Note("ISI da tromboplastina: 1,02. Tempo do pool normal: 11,8 segundos.", "note"),
        Res("Fibrinogênio", "412", "mg/dL", "200 a 400", "fib", flag="H"),
    ])
    crp = Table(cols=coag.cols, rules="h", head_fill=True, rows=[
        Note("Material: soro. Método: imunoturbidimetria.", "method"),
        Res("Proteína C reativa", "4,8", "mg/dL", "inferior a 0,5", "crp", flag="H"),
    ])
    p2 = [Text("COAGULOGRAMA", "bar"), coag, Spacer(2), Text("PROTEÍNA C REATIVA (PCR)", "bar"), crp,
          Sig([("Dr. Gustavo Heller Schmitt", "Biomédico", "CRBM-5 7.734"),
               ("Dra. Cíntia Lopes Brandão", "Farmacêutica-Bioquímica - RT", "CRF-RS 9.118")],
              text="Liberado em 26/11/2025 às 17:20.")]
    return Report(
        id="al07", lab="Labclin Pampa", city="Porto Alegre - RS",
        style=dict(font="serifc", size=8.5, accent="#003366", header="left", pat_cols=3, lab_size=16,
                   page_label="Folha {i}/{n}"),
        labinfo=["Av. Protásio Alves, 3.120 - Petrópolis - Porto Alegre/RS", "(51) 3338-2019 • CNPJ 90.218.443/0001-27",
                 "CNES 3307212 • RT: Dra. Cíntia L. Brandão - CRF-RS 9.118"],
        patient=[[("Paciente:", "LUIZ FERNANDO DAL PIVA", 2), ("Requisição:", "7741209")],
                 [("Sexo:", "Masculino"), ("Nascimento:", "11/12/1961"), ("Leito:", "Internação 412-B")],
                 [("Médico:", "Dr. Renan C. Grazziotin - CRM-RS 33.870", 2), ("Pedido:", "25/11/2025 19:44")],
                 [("Data da coleta:", "26/11/2025 05:30"), ("Recebimento:", "26/11/2025 06:15"),
                  ("Liberação:", "26/11/2025 17:20")]],
        collected=C, pages=[p1, p2],
        footer="Labclin Pampa - Laboratório de Análises Clínicas. Impressão: 27/11/2025 08:05.",
        features="results printed AFTER the reference range, previous-result column with its date in the header, "
                 "flag column, differential with relative and absolute values on one row (units in headers), "
                 "coagulation with note rows between results",
    )


# ------------------------------------------------------------------ al08 ----
@report
def al08():
    C = "09/09/2025"
    ser = Table(cols=[Col("name", "Exame", .50), Col("value", "Resultado", .27), Col("unit", "", .23)],
                rules="all", head_fill=True, rows=[
        Note("Método: imunoensaio por quimioluminescência (CMIA)", "method"),
        Res("HIV 1 e 2 - anticorpos e\nantígeno p24 (4ª geração)", "Não reagente", "", "", "hiv"),
        Res("HBsAg - antígeno de superfície\ndo vírus da hepatite B", "Não reagente", "", "", "hbsag"),
        Res("Anti-HBc total", "Não reagente", "", "", "antihbc"),
        Res("Anti-HBs", "superior a 1.000", "mUI/mL", "", "antihbs"),
        Note("Anti-HBs: imune ≥ 10 mUI/mL; não imune < 10 mUI/mL.", "note"),
        Res("Anti-HCV", "Não reagente", "", "", "antihcv"),
        Note("Método: floculação (VDRL)", "method"),
        Res("VDRL", "Não reagente", "", "", "vdrl"),
    ])
    sbox = Box([Text("Referência para os testes qualitativos: Não reagente.\n\n"
                     "Amostras reagentes para HIV são confirmadas conforme fluxograma do Ministério da Saúde "
                     "(Portaria SVS/MS nº 29/2013).\n\n"
                     "Um resultado não reagente não exclui infecção recente (janela imunológica). Repetir em "
                     "30 dias se houver exposição de risco.", "small")], title="Notas")
    tm = []
    tm += exam("ANTÍGENO CARCINOEMBRIONÁRIO\n(CEA)", [Res("CEA", "1,8", "ng/mL", "", "cea")], "Soro",
               "Quimioluminescência", "Não fumantes: até 3,8 ng/mL\nFumantes: até 5,5 ng/mL", label_w=24)
    tm += exam("ALFAFETOPROTEÍNA (AFP)", [Res("AFP", "2,3", "ng/mL", "", "afp")], "Soro",
               "Quimioluminescência", "Até 8,1 ng/mL", label_w=24)
    tm += exam("CA 15-3", [Res("CA 15-3", "9,7", "U/mL", "", "ca153")], "Soro", "Quimioluminescência",
               "Até 31,3 U/mL", label_w=24)
    tm2 = []
    tm2 += exam("CA 125 - ANTÍGENO\nCARCINOGÊNICO 125", [Res("CA 125", "14,2", "U/mL", "", "ca125")], "Soro",
                "Quimioluminescência", "Até 35,0 U/mL", label_w=24)
    tm2 += exam("CA 19-9 - ANTÍGENO\nCARBOIDRATO 19-9", [Res("CA 19-9", "inferior a 2,0", "U/mL", "", "ca199")],
                "Soro", "Quimioluminescência", "Até 37,0 U/mL", label_w=24, value_w=30, unit_w=12)
    tm2 += [Text("Marcadores tumorais não devem ser usados isoladamente para rastreamento ou "
                 "diagnóstico de neoplasias.", "note")]
    page = [Text("SOROLOGIA", "bar"), Columns([[ser], [sbox]], widths=[.64, .36], gap=5),
            Text("MARCADORES TUMORAIS", "bar"), Columns([tm, tm2], gap=8),
            Sig([("Dra. Maria Eduarda Cavalcanti", "Biomédica", "CRBM-2 5.618"),
                 ("Dr. Tiago Albuquerque Lins", "Médico Patologista Clínico - RT", "CRM-PE 19.744")],
                text="Liberado em 11/09/2025 18:05. Data de validade do kit CMIA (lote 25071): 31/03/2026.")]
    return Report(
        id="al08", lab="Laboratório São Lucas do Recife", city="Recife - PE",
        style=dict(font="sans", size=8.5, accent="#5b2c6f", header="center", pat_cols=3, lab_size=14),
        labinfo=["Rua do Hospício, 402 - Boa Vista - Recife/PE - CEP 50050-050 - Fone (81) 3221-6058",
                 "CNPJ 10.883.152/0001-46 - CNES 0412887"],
        patient=[[("Cliente:", "JOSEFA MARIA DE ARAÚJO SANTOS", 2), ("Código:", "RC-3318204")],
                 [("Data nasc.:", "25/03/1975"), ("Sexo:", "Feminino"), ("Convênio:", "SUS")],
                 [("Requisitante:", "Dr. Eduardo P. Lyra - CRM-PE 15.006", 2), ("Requisição:", "08/09/2025")],
                 [("Coleta:", "09/09/2025 08:25"), ("Recebido:", "09/09/2025 10:02"), ("Impresso:", "12/09/2025")]],
        collected=C, pages=[page],
        footer="Laboratório São Lucas do Recife • resultados válidos para a amostra analisada.",
        features="ruled serology table with wrapped names and a boxed note beside it, qualitative results, "
                 "'superior a'/'inferior a' values, two columns of block-layout tumour markers",
    )


# ------------------------------------------------------------------ al09 ----
@report
def al09():
    C, C2 = "03/06/2025", "05/06/2025"

    def ex(name, v, unit, ref, code, flag="", date=None, lw=44):
        return [ResLine(Res(name, v, unit, "", code, flag=flag, date=date), label_w=lw, value_w=16, unit_w=15,
                        bold_label=True),
                Text(ref, "small"), Spacer(1.4)]

    left = [Text("METABOLISMO GLICÍDICO", "bar"),
            Text("Soro / sangue total (EDTA) • Hexoquinase / HPLC / Quimioluminescência", "method"), Spacer(1)]
    left += ex("Glicose", "118", "mg/dL", "Normal: 70 a 99 mg/dL • Alterada: 100 a 125 mg/dL", "glu", "↑")
    left += ex("Hemoglobina glicada\n(HbA1c)", "6,3", "%", "Normal: < 5,7 % • Pré-diabetes: 5,7 a 6,4 %", "hba1c", "↑")
    left += ex("Glicemia média\nestimada", "134", "mg/dL", "Calculada a partir da HbA1c (ADAG)", "eag")
    left += ex("Insulina", "14,2", "µUI/mL", "2,6 a 24,9 µUI/mL", "insulin")
    left += [Text("LIPIDOGRAMA", "bar"),
             Text("Soro • Jejum de 10 h • Colorimétrico enzimático; LDL por Martin-Hopkins", "method"), Spacer(1)]
    left += ex("Colesterol total", "231", "mg/dL", "Desejável: inferior a 190 mg/dL", "chol", "↑")
    left += ex("HDL", "41", "mg/dL", "Desejável: superior a 40 mg/dL", "hdl")
    left += ex("LDL", "156", "mg/dL", "Conforme risco: < 130 / < 100 / < 70 / < 50 mg/dL", "ldl", "↑")
    left += ex("VLDL", "34", "mg/dL", "Sem valor de referência definido", "vldl")
    left += ex("Não-HDL", "190", "mg/dL", "Conforme risco: < 160 / < 130 / < 100 / < 80 mg/dL", "nonhdl", "↑")
    left += ex("Triglicérides", "171", "mg/dL", "Jejum: < 150 mg/dL • Sem jejum: < 175 mg/dL", "tg", "↑")
    right = [Text("FUNÇÃO RENAL E HEPÁTICA", "bar"),
             Text(f"Amostra de soro coletada em {C2} 07:35 (segunda coleta)", "method"), Spacer(1)]
    right += ex("Ureia", "28", "mg/dL", "Adultos: 17 a 43 mg/dL", "urea", date=C2)
    right += ex("Creatinina", "0,96", "mg/dL", "Homens: 0,70 a 1,30 mg/dL", "crea", date=C2)
    right += ex("TGO (AST)", "24", "U/L", "Homens: até 40 U/L", "ast", date=C2)
    right += ex("TGP (ALT)", "47", "U/L", "Homens: até 41 U/L", "alt", "↑", date=C2)
    right += ex("Gama GT", "58", "U/L", "Homens: 10 a 71 U/L", "ggt", date=C2)
    right += [Text("OUTROS", "bar"), Text("Soro • Imunoturbidimetria / Quimioluminescência", "method"), Spacer(1)]
    right += ex("PCR ultrassensível", "3,4", "mg/L", "Baixo risco CV: < 1,0 • Alto risco CV: > 3,0 mg/L", "hscrp", "↑")
    right += ex("TSH", "3,12", "µUI/mL", "0,27 a 4,20 µUI/mL", "tsh")
    right += [Box([Text("Resultados com ↑ estão acima do intervalo de referência. Glicemia e lipidograma "
                        f"coletados em {C}; função renal e hepática em {C2}. A próxima avaliação de "
                        "HbA1c é sugerida para 09/2025.", "small")], title="Leitura do laudo", fill=True)]
    page = [Columns([left, right], gap=7, divider=True),
            Sig([("Dr. Otávio Resende Campos", "Médico Patologista Clínico", "CRM-MG 41.083")],
                text="Laudo liberado em 06/06/2025 12:14.")]
    return Report(
        id="al09", lab="Analisa Medicina Diagnóstica", city="Belo Horizonte - MG",
        style=dict(font="sans", size=8.5, accent="#8b1a4a", header="left", pat_cols=3, lab_size=14),
        labinfo=["Av. do Contorno, 6.777 - Savassi - Belo Horizonte/MG", "(31) 3287-5500 • CNPJ 17.442.089/0001-93",
                 "CNES 2159461"],
        patient=[[("Paciente:", "RICARDO HENRIQUE SOARES PENNA", 2), ("Ficha:", "BH-902.118")],
                 [("Nascimento:", "04/10/1972"), ("Sexo:", "M"), ("Convênio:", "Cemig Saúde")],
                 [("Médico:", "Dra. Cláudia V. Mourão - CRM-MG 38.551", 2), ("Cadastro:", "02/06/2025")],
                 [("Coleta:", "03/06/2025 07:20"), ("Liberação:", "06/06/2025 12:14"), ("Emissão:", "06/06/2025")]],
        collected=C, pages=[page],
        footer="Analisa Medicina Diagnóstica • www.analisamd.com.br • SAC 0800 031 5500",
        features="whole page in two newspaper columns of result lines with the reference on the line below, "
                 "↑ flags, HDL/LDL/VLDL short names, two collection dates, boxed reading note in a column",
    )


# ------------------------------------------------------------------ al10 ----
@report
def al10():
    C, CB = "28/07/2025", "30/07/2025"

    def hx(title, res, method, refs, date_line=None, note=None, value_w=28):
        left = [Text(title, "h3"), Text(f"Material: Soro     Método: {method}", "method")]
        if date_line:
            left.append(Text(date_line, "method"))
        left += [Spacer(1.5), ResLine(res, label="Resultado", label_w=24, value_w=value_w, unit_w=18,
                                      bold_label=True)]
        res.gold_name = title
        if note:
            left.append(Text(note, "note"))
        return [Columns([left, [Box([Text(refs, "small")], title="Valores de referência")]],
                        widths=[.52, .48], gap=6), Spacer(2)]

    p1 = [Text("HORMÔNIOS", "bar"), Spacer(1)]
    p1 += hx("HORMÔNIO FOLÍCULO ESTIMULANTE (FSH)", Res("FSH", "6,8", "mUI/mL", "", "fsh"), "Eletroquimioluminescência",
             "Fase folicular: 3,5 a 12,5 mUI/mL\nPico ovulatório: 4,7 a 21,5 mUI/mL\nFase lútea: 1,7 a 7,7 mUI/mL\n"
             "Pós-menopausa: 25,8 a 134,8 mUI/mL")
    p1 += hx("HORMÔNIO LUTEINIZANTE (LH)", Res("LH", "9,4", "mUI/mL", "", "lh"), "Eletroquimioluminescência",
             "Fase folicular: 2,4 a 12,6 mUI/mL\nPico ovulatório: 14,0 a 95,6 mUI/mL\nFase lútea: 1,0 a 11,4 mUI/mL\n"
             "Pós-menopausa: 7,7 a 58,5 mUI/mL")
    p1 += hx("ESTRADIOL", Res("Estradiol", "142", "pg/mL", "", "e2"), "Eletroquimioluminescência",
             "Fase folicular: 12,5 a 166,0 pg/mL\nPico ovulatório: 85,8 a 498,0 pg/mL\n"
             "Fase lútea: 43,8 a 211,0 pg/mL\nPós-menopausa: < 5,0 a 54,7 pg/mL",
             note="Dia do ciclo informado: 26º dia.")
    p1 += hx("PROGESTERONA", Res("Progesterona", "0,6", "ng/mL", "", "prog"), "Eletroquimioluminescência",
             "Fase folicular: 0,2 a 1,5 ng/mL\nFase lútea: 1,7 a 27,0 ng/mL\nPós-menopausa: 0,1 a 0,8 ng/mL")
    p1 += hx("PROLACTINA", Res("Prolactina", "18,9", "ng/mL", "", "prl"), "Eletroquimioluminescência",
             "Mulheres não grávidas: 4,8 a 23,3 ng/mL")
    p2 = [Text("HORMÔNIOS (continuação)", "bar"), Spacer(1)]
    p2 += hx("BETA-HCG QUANTITATIVO", Res("Beta-HCG", "inferior a 1,2", "mUI/mL", "", "bhcg", date=CB),
             "Quimioluminescência",
             "Não grávidas: inferior a 5,0 mUI/mL\nIndeterminado: 5,0 a 25,0 mUI/mL\n"
             "Gestação 3ª semana: 5,8 a 71,2 mUI/mL\nGestação 4ª semana: 9,5 a 750 mUI/mL",
             date_line=f"Amostra coletada em {CB} às 09:10 (pedido complementar).")
    p2 += hx("TSH - TIREOTROFINA", Res("TSH", "1,76", "µUI/mL", "", "tsh"), "Eletroquimioluminescência",
             "Adultos: 0,27 a 4,20 µUI/mL\nGestantes 1º trimestre: 0,10 a 2,50 µUI/mL")
    p2 += hx("T4 LIVRE", Res("T4 livre", "1,21", "ng/dL", "", "ft4"), "Eletroquimioluminescência",
             "0,93 a 1,70 ng/dL")
    p2 += hx("SULFATO DE DEIDROEPIANDROSTERONA\n(SDHEA)", Res("SDHEA", "188", "µg/dL", "", "dheas"),
             "Eletroquimioluminescência", "Mulheres de 35 a 44 anos:\n60,9 a 337,0 µg/dL")
    p2 += hx("TESTOSTERONA TOTAL", Res("Testosterona total", "34", "ng/dL", "", "testo"), "Eletroquimioluminescência",
             "Mulheres de 20 a 49 anos: 8,4 a 48,1 ng/dL")
    p2 += [Sig([("Dra. Raimunda Tavares Bessa", "Farmacêutica-Bioquímica", "CRF-AM 1.204"),
                ("Dr. Felipe Azevedo Brito", "Biomédico - RT", "CRBM-6 2.355")],
               text="Liberado em 31/07/2025 às 14:40.")]
    return Report(
        id="al10", lab="Laboratório Amazônia Análises", city="Manaus - AM",
        style=dict(font="serif", size=8.5, accent="#1d6b3a", header="banner", pat_cols=3, lab_size=14),
        labinfo=["Av. Djalma Batista, 1.661 - Chapada - Manaus/AM", "Tel. (92) 3642-8800 • CNPJ 04.337.218/0001-70",
                 "CNES 2012456"],
        patient=[[("Paciente:", "LUANA CRISTINA MENDES DE SOUZA", 2), ("Atendimento:", "AM-4471305")],
                 [("Nascimento:", "12/09/1986"), ("Sexo:", "Feminino"), ("DUM:", "02/07/2025")],
                 [("Médico:", "Dra. Patrícia G. Nogueira - CRM-AM 6.118", 2), ("Pedido:", "25/07/2025")],
                 [("Data de coleta:", "28/07/2025 07:30"), ("Recebido em:", "28/07/2025 08:45"),
                  ("Emitido em:", "31/07/2025")]],
        collected=C, pages=[p1, p2],
        footer="Laboratório Amazônia Análises - as faixas de referência dependem da fase do ciclo menstrual.",
        features="word-processor template: each exam's result on the left with a boxed multi-line reference "
                 "table beside it, DUM and other distractor dates, separate collection date for beta-HCG, "
                 "'inferior a' value",
    )


# ------------------------------------------------------------------ al11 ----
@report
def al11():
    C, CS = "12/08/2025", "11/08/2025"
    cols = [Col("name", "Exame", .25), Col("value", "Resultado", .25, "R"), Col("blank", "", .01),
            Col("ref", "Valores de referência", .32), Col("unit", "Unidade", .17)]
    eas = Table(cols=cols, rules="h", head_fill=True, flag_inline=True, rows=[
        Note("Exame físico", "bar"),
        Res("Cor", "Amarela", "", "Amarelo claro a\namarelo escuro", "u_color"),
        Res("Aspecto", "Ligeiramente turvo", "", "Límpido", "u_aspect"),
        Res("Densidade", "1.025", "", "1.005 a 1.030", "u_sg"),
        Res("pH", "5,5", "", "5,0 a 7,0", "u_ph"),
        Note("Exame químico - tira reativa com leitura em refletômetro", "bar"),
        Res("Proteínas", "Traços", "", "Negativo", "u_prot"),
        Res("Glicose", "Negativo", "", "Negativo", "u_glu"),
        Res("Corpos cetônicos", "Negativo", "", "Negativo", "u_ket"),
        Res("Hemoglobina", "Negativo", "", "Negativo", "u_hb"),
        Res("Nitrito", "Positivo", "", "Negativo", "u_nit"),
        Res("Esterase\nleucocitária", "Positivo", "", "Negativo", "u_le"),
        Note("Sedimentoscopia - microscopia óptica, 400x, sedimento de 10 mL centrifugados", "bar"),
        Res("Leucócitos", "18", "por campo", "Até 5 por campo\n(aumento de 400x)", "u_wbc", flag="*"),
        Res("Hemácias", "2", "por campo", "Até 3 por campo", "u_rbc"),
        Res("Células epiteliais\nescamosas", "Algumas", "", "Raras a algumas", "u_epi"),
        Res("Bactérias", "Numerosas", "", "Ausentes ou raras", "u_bact"),
        Res("Cilindros", "Ausentes", "", "Ausentes; hialinos\naté 2 por campo", "u_casts"),
        Note("(*) Valor acima da referência. Sugere-se urocultura com antibiograma.", "note"),
    ])
    ubio = Table(cols=cols, rules="h", head_fill=False, rows=[
        Note("Bioquímica urinária - amostra isolada (mesma amostra do EAS)", "bar"),
        Res("Microalbuminúria", "18,4", "mg/L", "Inferior a 20,0", "u_alb"),
        Res("Creatinina urinária", "96,2", "mg/dL", "Mulheres: 28 a 217", "u_crea"),
        Res("Relação albumina/\ncreatinina", "19,1", "mg/g", "Normal: < 30\nAumentada: 30 a 300\n"
            "Muito aumentada: > 300", "u_acr"),
    ])
    sang = Table(cols=cols, rules="h", head_fill=False, rows=[
        Note(f"Bioquímica sérica - amostra de sangue coletada em {CS} às 07:20", "bar"),
        Res("Creatinina", "0,78", "mg/dL", "0,50 a 0,90", "crea", date=CS),
        Res("Ureia", "26", "mg/dL", "15 a 40", "urea", date=CS),
        Res("Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "97", "mL/min/1,73 m²", "Maior ou igual a 90",
            "egfr", date=CS),
    ])
    page = [Text("URINA TIPO 1 - EAS (ELEMENTOS ANORMAIS E SEDIMENTO)", "h2"),
            Text("Material: urina - jato médio, primeira urina da manhã • Coletada em 12/08/2025 às 06:40 "
                 "• Horário da última micção informado: 23:30", "method"),
            Columns([[eas], [Box([Text("Interpretação\n\nNitrito positivo, esterase leucocitária positiva e "
                                       "leucocitúria sugerem infecção do trato urinário.\n\nA pesquisa de "
                                       "cristais não foi solicitada.\n\nUrocultura recomendada antes de "
                                       "antibioticoterapia.", "small")], fill=True)]],
                    widths=[.74, .26], gap=4),
            ubio, sang,
            Sig([("Dra. Camila Westphal Hoffmann", "Farmacêutica-Bioquímica - RT", "CRF-SC 6.442")],
                text="Liberado em 13/08/2025 10:18.")]
    return Report(
        id="al11", lab="Laboratório Costa Dourada", city="Florianópolis - SC",
        style=dict(font="cond", size=8.5, accent="#004d80", header="center", pat_cols=3, lab_size=15),
        labinfo=["Rua Felipe Schmidt, 390 - Centro - Florianópolis/SC • (48) 3224-1807",
                 "CNPJ 82.556.310/0001-05 • CNES 0019232 • Responsável técnica: Dra. Camila W. Hoffmann - CRF-SC 6.442"],
        patient=[[("Paciente:", "TERESINHA DA SILVA BORGES", 2), ("Prontuário:", "F-28.117")],
                 [("Data de nascimento:", "08/04/1964"), ("Sexo:", "Feminino"), ("Convênio:", "SC Saúde")],
                 [("Médico solicitante:", "Dr. Júlio Prates Becker - CRM-SC 12.739", 2), ("Guia:", "06/08/2025")],
                 [("Coleta:", "12/08/2025 06:40"), ("Entrada:", "12/08/2025 07:55"), ("Laudo:", "13/08/2025")]],
        collected=C, pages=[page],
        footer="Laboratório Costa Dourada - Florianópolis/SC. Laudo impresso em 14/08/2025.",
        features="urinalysis ruled table with references wrapped on 2 lines and units in a far column, boxed "
                 "interpretation beside the table, urine albumin/creatinine, serum block with its own collection date",
    )


# ------------------------------------------------------------------ al12 ----
@report
def al12():
    C, C2 = "20/10/2025", "22/10/2025"
    ery = Table(cols=[Col("name", "Eritrograma", .39), Col("value", "", .22, "R"), Col("unit", "", .39)],
                rules="head", head_fill=False, size=8, rows=[
        Res("Hemácias", "5,02", "milhões/mm³", "", "rbc"),
        Res("Hemoglobina", "15,1", "g/dL", "", "hgb"),
        Res("Hematócrito", "45,3", "%", "", "hct"),
        Res("VCM", "90,2", "fL", "", "mcv"),
        Res("HCM", "30,1", "pg", "", "mch"),
        Res("CHCM", "33,3", "g/dL", "", "mchc"),
        Res("RDW", "12,6", "%", "", "rdw"),
    ])
    leu = Table(cols=[Col("name", "Leucograma", .42), Col("value", "%", .22, "R"), Col("value#1", "/mm³", .36, "R")],
                rules="head", head_fill=False, size=8, rows=[
        Row([None, Res("Leucócitos", "5.930", "/mm³", "", "wbc")], name="Leucócitos"),
        Row([Res("Neutrófilos", "55,3", "%", "", "neut_pct"), Res("Neutrófilos", "3.279", "/mm³", "", "neut_abs")]),
        Row([Res("Linfócitos", "33,8", "%", "", "lymph_pct"), Res("Linfócitos", "2.004", "/mm³", "", "lymph_abs")]),
        Row([Res("Monócitos", "7,9", "%", "", "mono_pct"), Res("Monócitos", "468", "/mm³", "", "mono_abs")]),
        Row([Res("Eosinófilos", "2,4", "%", "", "eos_pct"), Res("Eosinófilos", "142", "/mm³", "", "eos_abs")]),
        Row([Res("Basófilos", "0,6", "%", "", "baso_pct"), Res("Basófilos", "36", "/mm³", "", "baso_abs")]),
    ])
    plq = Table(cols=[Col("name", "Plaquetograma", .48), Col("value", "", .32, "R"), Col("unit", "", .20)],
                rules="head", head_fill=False, size=8, rows=[
        Res("Plaquetas", "198.000", "/mm³", "", "plt"),
        Res("VPM", "10,9", "fL", "", "mpv"),
    ])
    refs = Text("Valores de referência (homens adultos): hemácias 4,50 a 5,90 milhões/mm³; hemoglobina 13,5 a 17,5 "
                "g/dL; hematócrito 41,0 a 53,0 %; VCM 80 a 100 fL; HCM 26 a 34 pg; CHCM 31 a 36 g/dL; RDW 11,5 a "
                "14,5 %; leucócitos 4.000 a 10.000 /mm³; neutrófilos 1.800 a 7.500 /mm³; linfócitos 1.000 a "
                "4.000 /mm³; monócitos 200 a 1.000 /mm³; eosinófilos 40 a 500 /mm³; basófilos 0 a 200 /mm³; "
                "plaquetas 150.000 a 400.000 /mm³; VPM 7,5 a 11,5 fL.", "small")
    coag = Leaders(name_w=30, value_w=6, unit_w=9, items=[
        Res("TEMPO DE PROTROMBINA", "12,4", "segundos", "REF.: 10,0 A 13,5", "pt"),
        Res("INR", "1,03", "", "REF.: 0,90 A 1,20", "inr"),
        Res("TEMPO DE TROMBOPLASTINA PARCIAL\nATIVADA (TTPA)", "29,8", "segundos", "REF.: 25,0 A 37,0", "aptt"),
    ])
    p1 = [Text("HEMOGRAMA", "bar"),
          Text("Sangue total (EDTA) • Contagem automatizada (impedância e citometria de fluxo)", "method"),
          Columns([[ery], [leu], [plq, Box([Text("Série vermelha e\nplaquetas sem\nalterações morfológicas.",
                                                  "small")], title="Obs.")]],
                  widths=[.33, .35, .32], gap=5, divider=True),
          refs, Spacer(2),
          Text("COAGULOGRAMA", "bar"),
          Text("Plasma citratado • Coagulométrico • Paciente sem uso de anticoagulantes", "method"),
          coag]
    lip = [Text("PERFIL LIPÍDICO", "h3"), Text("Material: soro • Método: enzimático colorimétrico", "method"),
           Text(f"Data da coleta: {C2} 07:10 • Jejum: 12 horas", "method"),
           Text("Valores de referência (adultos, com jejum):\nColesterol total: desejável < 190 mg/dL\n"
                "HDL-Colesterol: desejável > 40 mg/dL\nLDL-Colesterol: conforme risco cardiovascular\n"
                "Triglicérides: < 150 mg/dL", "small")]
    for r in [Res("Colesterol total", "184", "mg/dL", "", "chol", date=C2),
              Res("HDL-Colesterol", "52", "mg/dL", "", "hdl", date=C2),
              Res("LDL-Colesterol", "108", "mg/dL", "", "ldl", date=C2),
              Res("Triglicérides", "119", "mg/dL", "", "tg", date=C2)]:
        lip.append(ResLine(r, label_w=34, value_w=16, unit_w=16))
    lip.append(Spacer(2))
    blocks = lip
    blocks += exam("GLICOSE", [Res("Glicose", "94", "mg/dL", "", "glu", date=C2)], "Plasma (fluoreto)",
                   "Hexoquinase", "70 a 99 mg/dL", ref_above=True, date_line=f"Data da coleta: {C2} 07:10")
    blocks += exam("TSH ULTRASSENSÍVEL", [Res("TSH", "2,04", "µUI/mL", "", "tsh")], "Soro", "Quimioluminescência",
                   "0,40 a 4,30 µUI/mL", ref_above=True)
    blocks += exam("PSA TOTAL", [Res("PSA total", "0,86", "ng/mL", "", "psa")], "Soro", "Quimioluminescência",
                   "40 a 49 anos: até 2,50 ng/mL", ref_above=True)
    sero = [Text("SOROLOGIA PARA HEPATITES", "h3"), Text("Material: soro • Método: quimioluminescência", "method"),
            Text("Valor de referência: Não reagente", "small"),
            ResLine(Res("HBsAg", "Não reagente", "", "", "hbsag"), label_w=34, value_w=30, unit_w=4),
            ResLine(Res("Anti-HCV", "Não reagente", "", "", "antihcv"), label_w=34, value_w=30, unit_w=4)]
    side = [Box([Text("Pacientes com LDL-Colesterol acima da meta devem ter a conduta definida pelo médico "
                      "assistente. Próxima coleta de controle sugerida: 20/04/2026.\n\nO resultado de PSA deve "
                      "ser avaliado junto ao toque retal.", "small")], title="Observações", fill=True)]
    p2 = [Text("BIOQUÍMICA, HORMÔNIOS E SOROLOGIA", "bar"),
          Columns([blocks + sero, side], widths=[.66, .34], gap=6),
          Sig([("Dr. Valdemir Santana Brito", "Biomédico", "CRBM-3 25.006"),
               ("Dra. Iara Conceição Matos", "Farmacêutica-Bioquímica - RT", "CRF-BA 4.771")],
              text="Laudo assinado digitalmente em 23/10/2025 11:52.")]
    return Report(
        id="al12", lab="Recôncavo Diagnósticos", city="Salvador - BA",
        style=dict(font="sans", size=8.5, accent="#7a5c00", header="left", pat_cols=3, lab_size=15),
        labinfo=["Av. Sete de Setembro, 2.015 - Vitória - Salvador/BA", "(71) 3334-9120 • CNPJ 15.227.840/0001-38",
                 "CNES 3816591 • RT: Dra. Iara C. Matos - CRF-BA 4.771"],
        patient=[[("Paciente:", "EDMILSON NASCIMENTO DE JESUS", 2), ("Protocolo:", "RD-25-118.404")],
                 [("Nascimento:", "19/02/1980"), ("Sexo:", "Masculino"), ("Plano:", "Planserv")],
                 [("Médico:", "Dr. Caetano R. Moura - CRM-BA 22.915", 2), ("Atendimento:", "20/10/2025")],
                 [("Coleta:", "20/10/2025 07:25"), ("Liberação:", "23/10/2025 11:52"), ("Impressão:", "24/10/2025")]],
        collected=C, pages=[p1, p2],
        footer="Recôncavo Diagnósticos • laudo válido somente com assinatura digital.",
        features="blood count in three columns side by side (units in column headers for the leukogram), "
                 "reference ranges as a separate paragraph, dotted-leader coagulation, page 2 block layout "
                 "with reference above result and boxed note beside, second collection date",
    )
