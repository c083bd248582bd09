"""Reports bg01-bg06 (all people, laboratories, numbers and values are invented)."""
from common import br, dots, info_table, line
from model import (Box, Cols, F, HRule, N, Para, R, Report, Space, Sub, Table, Text, U, V)


# =====================================================================================
# bg01 - municipal (SUS) laboratory, Caicó-RN: ruled tables, full blood count with
#        differential (% and absolute columns), arrows as flags, biochemistry on page 2
# =====================================================================================
def bg01():
    D = "2024-09-05"
    lab = "Laboratório Municipal de Análises Clínicas Dr. Severino Dantas de Medeiros"

    def header():
        return [
            Text("PREFEITURA MUNICIPAL DE CAICÓ", size=10.5, bold=True, align="C", after=0.2),
            Text("SECRETARIA MUNICIPAL DE SAÚDE", size=8.5, align="C", after=0.2),
            Text("LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS DR. SEVERINO DANTAS DE MEDEIROS",
                 size=9.5, bold=True, align="C", after=0.3),
            Text("Rua Padre Bráulio Nogueira, 215 – Centro – Caicó/RN – CEP 59300-000 – Tel. (84) 3417-2290",
                 size=7.5, align="C", after=0.2),
            Text("CNES 2471926 – CNPJ 08.096.571/0001-33", size=7.5, align="C", after=0.8),
            HRule(weight=0.5, after=2),
            Box([info_table([
                ("Paciente:", "MARIA DAS GRAÇAS FERNANDES DA SILVA"), ("Prontuário:", "04.118.372"),
                ("Data de nasc.:", "14/03/1961"), ("Idade / Sexo:", "63 anos / Feminino"),
                ("Cartão SUS:", "700 5081 2233 4412"), ("Unidade:", "UBS Paraíba – Equipe 03"),
                ("Solicitante:", "Dr. José Wilson de Araújo"), ("CRM:", "CRM-RN 4821"),
                ("Data da solicitação:", "02/09/2024"), ("Coleta:", "05/09/2024 07:20"),
                ("Recebido em:", "05/09/2024 09:05"), ("Liberado em:", "06/09/2024 14:12"),
            ], size=8, cols=(0.17, 0.4, 0.15, 0.28))], after=3),
        ]

    ref = lambda s: s
    rbc = R("Hemácias", "4,12", "milhões/mm³", "rbc")
    hgb = R("Hemoglobina", "11,8", "g/dL", "hgb", flag="↓")
    hct = R("Hematócrito", "36,1", "%", "hct")
    mcv = R("VCM", "87,6", "fL", "mcv")
    mch = R("HCM", "28,6", "pg", "mch")
    mchc = R("CHCM", "32,7", "g/dL", "mchc")
    rdw = R("RDW", "14,9", "%", "rdw", flag="↑")
    ery = Table(
        cols=[("Eritrograma", 0.34, "L"), ("Resultado", 0.18, "R"), ("Unidade", 0.16, "L"),
              ("Valores de referência", 0.32, "L")],
        rows=[[N(r), V(r), U(r), rf] for r, rf in [
            (rbc, "4,00 a 5,40"), (hgb, "12,0 a 16,0"), (hct, "36,0 a 48,0"), (mcv, "80,0 a 100,0"),
            (mch, "27,0 a 32,0"), (mchc, "32,0 a 36,0"), (rdw, "11,5 a 14,5")]],
        rules="all", size=8.5, head_fill="#e6e6e6", after=3)

    wbc = R("Leucócitos totais", "6.840", "/mm³", "wbc")
    diff = [("Bastonetes", "2", "137", "band", "0 a 5", "0 a 500"),
            ("Segmentados", "58", "3.967", "seg", "45 a 70", "1.800 a 7.000"),
            ("Eosinófilos", "3", "205", "eos", "1 a 5", "40 a 500"),
            ("Basófilos", "1", "68", "bas", "0 a 2", "0 a 200"),
            ("Linfócitos", "29", "1.984", "lym", "20 a 45", "1.000 a 4.500"),
            ("Monócitos", "7", "479", "mon", "2 a 10", "100 a 1.000")]
    rows = [["Leucócitos totais", "", V(wbc), "", "4.000 a 11.000"]]
    for name, p, a, k, rp, ra in diff:
        rp_ = R(name, p, "%", k + "_p")
        ra_ = R(name, a, "/mm³", k + "_a")
        rows.append([N(rp_), V(rp_), V(ra_), rp, ra])
    leuco = Table(cols=[("Leucograma", 0.28, "L"), ("%", 0.12, "R"), ("/mm³", 0.16, "R"),
                        ("Ref. (%)", 0.18, "L"), ("Ref. (/mm³)", 0.26, "L")],
                  rows=rows, rules="all", size=8.5, head_fill="#e6e6e6", after=3)
    plt = R("Plaquetas", "248.000", "/mm³", "plt")
    mpv = R("VPM", "9,8", "fL", "mpv")
    plaq = Table(cols=[("Plaquetograma", 0.34, "L"), ("Resultado", 0.18, "R"), ("Unidade", 0.16, "L"),
                       ("Valores de referência", 0.32, "L")],
                 rows=[[N(plt), V(plt), U(plt), "150.000 a 450.000"], [N(mpv), V(mpv), U(mpv), "7,4 a 10,4"]],
                 rules="all", size=8.5, head_fill="#e6e6e6", after=2)
    sign = [Space(6),
            Text("______________________________________", align="R", size=8, after=0.2),
            Text("Dra. Ana Beatriz Medeiros Lins", align="R", size=8, bold=True, after=0.2),
            Text("Farmacêutica-Bioquímica – CRF-RN 3321", align="R", size=7.5, after=0.2),
            Text("Responsável técnica", align="R", size=7.5)]
    page1 = header() + [
        Text("HEMOGRAMA COMPLETO", size=10, bold=True, align="C", after=0.5),
        Text("Material: Sangue total (EDTA)    Método: Contagem automatizada em analisador hematológico "
             "e revisão microscópica da extensão", size=7.5, italic=True, align="C", after=2.5),
        ery, leuco, plaq,
        Para("Observação: série vermelha com anisocitose discreta. Série branca sem alterações morfológicas. "
             "Plaquetas de aspecto normal ao esfregaço.", size=7.5, italic=True),
    ] + sign

    glu = R("Glicose (jejum)", "112", "mg/dL", "gluf", flag="↑")
    urea = R("Ureia", "38", "mg/dL", "urea")
    crea = R("Creatinina", "0,92", "mg/dL", "crea")
    egfr = R("TFG estimada (CKD-EPI 2021)", "> 60", "mL/min/1,73 m²", "egfr")
    chol = R("Colesterol total", "214", "mg/dL", "chol", flag="↑")
    hdl = R("HDL-COLESTEROL", "46", "mg/dL", "hdl")
    tg = R("Triglicerídeos", "168", "mg/dL", "tg", flag="↑")
    ldl = R("LDL-COLESTEROL", "134", "mg/dL", "ldl", flag="↑")
    bio = Table(
        cols=[("Exame", 0.30, "L"), ("Resultado", 0.16, "R"), ("Unidade", 0.12, "L"),
              ("Método", 0.18, "L"), ("Valores de referência", 0.24, "L")],
        rows=[Sub("Material: Soro", italic=True, bold=False, fill="#f2f2f2"),
              [N(glu), V(glu), U(glu), "Enzimático (GOD-PAP)", "70 a 99"],
              [N(urea), V(urea), U(urea), "Urease UV", "15 a 45"],
              [N(crea), V(crea), U(crea), "Jaffé cinético", "0,51 a 0,95"],
              [N(egfr), V(egfr), U(egfr), "Cálculo (creatinina)", "Normal: acima de 60"],
              [N(chol), V(chol), U(chol), "Enzimático (CHOD-PAP)", "Desejável: < 190"],
              [N(hdl), V(hdl), U(hdl), "Direto (homogêneo)", "Desejável: > 40"],
              [N(tg), V(tg), U(tg), "Enzimático (GPO-PAP)", "Jejum: < 150"],
              [N(ldl), V(ldl), U(ldl), "Calculado (Friedewald)", "Desejável: < 130"]],
        rules="all", size=8.5, head_fill="#e6e6e6", after=2)
    page2 = header() + [
        Text("BIOQUÍMICA", size=10, bold=True, align="C", after=2.5),
        bio,
        Para("Nota: valores de referência do perfil lipídico segundo a Atualização da Diretriz Brasileira de "
             "Dislipidemias. LDL-COLESTEROL calculado pela fórmula de Friedewald (LDL = CT – HDL – TG/5), "
             "válida para triglicerídeos inferiores a 400 mg/dL.", size=7.5, italic=True),
        Para("Próximo retorno agendado na UBS para 07/10/2024.", size=7.5),
    ] + sign
    footer = [HRule(weight=0.3, after=0.8),
              Text("Impresso em 06/09/2024 14:15 – Documento válido sem assinatura manuscrita – Página {p} de {n}",
                   size=7, align="R")]
    return Report("bg01", lab, "Caicó-RN", "municipal SUS lab; ruled tables with grey headings; full blood "
                  "count with % and /mm³ columns; arrows as flags; biochemistry page with method column; '> 60' eGFR",
                  D, [page1, page2], footer, font="sans", margins=(14, 11, 14, 16))


# =====================================================================================
# bg02 - state public-health laboratory, Belém-PA: prenatal panel in block layout
#        (heading / material / method / result), urinalysis page
# =====================================================================================
def bg02():
    D = "2024-09-24"
    lab = "Laboratório Estadual de Saúde Pública Dr. Raimundo Nonato Ferreira"

    def header():
        return [
            Text("GOVERNO DO ESTADO DO PARÁ – SECRETARIA DE ESTADO DE SAÚDE PÚBLICA", size=8, align="C", after=0.2),
            Text("Laboratório Estadual de Saúde Pública Dr. Raimundo Nonato Ferreira", size=12, bold=True,
                 align="C", after=0.3),
            Text("Av. Almirante Barroso, 3790 – Souza – Belém/PA – CEP 66613-710 – CNES 6640133",
                 size=7.5, align="C", after=0.8),
            HRule(weight=0.6, after=0.4), HRule(weight=0.2, before=0, after=2),
            info_table([
                ("Nome:", "JÉSSICA PRISCILA MONTEIRO DA COSTA"), ("Registro:", "PA-24-0917731"),
                ("Nascimento:", "22/11/1998"), ("Sexo:", "Feminino"),
                ("Município:", "Ananindeua/PA"), ("Origem:", "Pré-natal – UBS Cidade Nova VI"),
                ("DUM:", "18/06/2024"), ("DPP:", "25/03/2025"),
                ("Idade gestacional:", "14 semanas"), ("Data da coleta:", "24/09/2024"),
                ("Entrada no laboratório:", "25/09/2024"), ("Liberação:", "30/09/2024"),
            ], size=8.2, cols=(0.2, 0.37, 0.18, 0.25)),
            HRule(weight=0.2, before=1, after=2.5),
        ]

    def exam(title, material, method, result_lines, ref=None, note=None, head_seg=None):
        out = [Text(head_seg if head_seg is not None else title, size=9.5, bold=True, after=0.3),
               Text(f"Material: {material}", size=7.8, after=0.1),
               Text(f"Método: {method}", size=7.8, after=0.6)]
        for segs in result_lines:
            out.append(Text(segs, size=9.5, indent=6, after=0.4))
        if ref:
            out.append(Text(ref, size=7.8, indent=6, italic=True, after=0.3))
        if note:
            out.append(Para(note, size=7.2, italic=True, after=0.6))
        out.append(HRule(weight=0.15, dashed=True, before=0.8, after=2))
        return out

    abo = R("Grupo sanguíneo (ABO)", "O", "", "abo")
    rh = R("Fator Rh (D)", "Positivo", "", "rh")
    glu = R("Glicose", "84", "mg/dL", "gluf")
    vdrl = R("VDRL", "Não reagente", "", "vdrl")
    hiv = R("ANTI-HIV 1/2 E ANTÍGENO p24", "Não reagente", "", "hiv")
    hbs = R("HBsAg", "Não reagente", "", "hbsag")
    hcv = R("ANTI-HCV", "Não reagente", "", "hcv")
    ahbs = R("ANTI-HBs", "superior a 1.000", "mUI/mL", "antihbs")

    page1 = header() + \
        exam("TIPAGEM SANGUÍNEA", "Sangue total (EDTA)", "Hemaglutinação em tubo (prova direta e reversa)",
             [[N(abo), ": ", V(abo)], [N(rh), ": ", V(rh)]]) + \
        exam("GLICEMIA DE JEJUM", "Plasma (fluoreto)", "Enzimático – hexoquinase",
             [[N(glu), ": ", V(glu), " ", U(glu)]],
             ref="Valor de referência para gestantes: inferior a 92 mg/dL") + \
        exam(None, "Soro", "Floculação (VDRL)", [["Resultado: ", V(vdrl)]], head_seg=[N(vdrl)],
             ref="Referência: Não reagente") + \
        exam(None, "Soro", "Imunoensaio de quimioluminescência (4ª geração)", [["Resultado: ", V(hiv)]],
             head_seg=[N(hiv)], ref="Referência: Não reagente",
             note="Amostra não reagente para HIV. Persistindo a suspeita de infecção, nova amostra deverá "
                  "ser coletada após 30 dias (Portaria SVS/MS nº 29/2013).") + \
        exam(None, "Soro", "Imunoensaio de quimioluminescência", [["Resultado: ", V(hbs)]],
             head_seg=[N(hbs)], ref="Referência: Não reagente") + \
        exam(None, "Soro", "Imunoensaio de quimioluminescência", [["Resultado: ", V(hcv)]],
             head_seg=[N(hcv)], ref="Referência: Não reagente") + \
        exam(None, "Soro", "Imunoensaio de micropartículas por quimioluminescência",
             [["Resultado: ", V(ahbs), " ", U(ahbs)]], head_seg=[N(ahbs)],
             ref="Referência: inferior a 10 mUI/mL: não imune; igual ou superior a 10 mUI/mL: imune")

    # ---- page 2: urinalysis
    def ur(name, value, unit, code):
        return R(name, value, unit, code)
    fis = [ur("Cor", "Amarelo citrino", "", "u_color"), ur("Aspecto", "Ligeiramente turvo", "", "u_asp"),
           ur("Densidade", "1,020", "", "u_sg"), ur("pH", "6,0", "", "u_ph")]
    fis_ref = ["Amarelo citrino", "Límpido", "1,005 a 1,030", "5,0 a 7,0"]
    qui = [ur("Proteínas", "Negativo", "", "u_prot"), ur("Glicose", "Negativo", "", "u_glu"),
           ur("Corpos cetônicos", "Negativo", "", "u_ket"), ur("Hemoglobina", "Negativo", "", "u_hgb"),
           ur("Bilirrubina", "Negativo", "", "u_bil"), ur("Urobilinogênio", "Normal", "", "u_ubg"),
           ur("Nitrito", "Negativo", "", "u_nit"), ur("Leucócitos (esterase)", "Positivo", "", "u_le")]
    qui[7].flag = "*"
    qui_ref = ["Negativo", "Negativo", "Negativo", "Negativo", "Negativo", "Normal", "Negativo", "Negativo"]
    sed = [ur("Células epiteliais", "Raras", "", "u_epi"), ur("Leucócitos", "8", "/campo", "u_wbc"),
           ur("Hemácias", "2", "/campo", "u_rbc"), ur("Cilindros", "Ausentes", "", "u_cast"),
           ur("Bactérias", "Raras", "", "u_bact"), ur("Filamentos de muco", "Raros", "", "u_muc")]
    sed[1].flag = "*"
    sed_ref = ["Raras", "até 5 /campo", "até 3 /campo", "Ausentes", "Ausentes", "Ausentes"]
    rows = [Sub("EXAME FÍSICO")]
    rows += [[N(r), [V(r, flag=False), (" " + r.unit if r.unit else ""), (" " + r.flag if r.flag else "")], rf]
             for r, rf in zip(fis, fis_ref)]
    rows += [Sub("EXAME QUÍMICO (tira reagente)")]
    rows += [[N(r), V(r), rf] for r, rf in zip(qui, qui_ref)]
    rows += [Sub("SEDIMENTOSCOPIA (microscopia, 400x)")]
    rows += [[N(r), [V(r, flag=False), (" " + r.unit if r.unit else ""), (" " + r.flag if r.flag else "")], rf]
             for r, rf in zip(sed, sed_ref)]
    eas = Table(cols=[("", 0.38, "L"), ("Resultado", 0.30, "L"), ("Valores de referência", 0.32, "L")],
                rows=rows, rules="none", size=9, pad=0.55, after=2)
    page2 = header() + [
        Text("URINA TIPO I – EAS (ELEMENTOS ANORMAIS E SEDIMENTO)", size=9.5, bold=True, after=0.3),
        Text("Material: Urina – jato médio, primeira micção da manhã", size=7.8, after=0.1),
        Text("Método: Tira reagente com leitura automatizada e microscopia do sedimento", size=7.8, after=1.5),
        eas,
        Para("(*) Resultado fora do valor de referência. Recomenda-se correlação clínica e, a critério médico, "
             "urocultura com antibiograma.", size=7.5, italic=True, after=5),
        Text("Liberado eletronicamente por:", size=7.8, after=0.3),
        Text("Raimundo Sérgio Cardoso Pinheiro – Biomédico – CRBM-4 05127", size=8, bold=True, after=0.3),
        Text("Conferido por: Luciana Tavares Brito – Farmacêutica-Bioquímica – CRF-PA 2987", size=8, after=0.3),
    ]
    footer = [HRule(weight=0.2, after=0.8),
              Text("SESPA/LESP – Emitido em 30/09/2024 16:48 – Pág. {p}/{n}", size=7, align="C")]
    return Report("bg02", lab, "Belém-PA", "state public-health lab; prenatal panel in block layout "
                  "(heading/material/method/result); qualitative serology; urinalysis in an unruled table; "
                  "DUM/DPP distractors", D, [page1, page2], footer, font="serif", margins=(18, 12, 18, 16))


# =====================================================================================
# bg03 - small private laboratory, Três Passos-RS: monospace LIS print with dotted
#        leaders and a previous-result column (two earlier dates)
# =====================================================================================
def bg03():
    D = "2024-08-20"
    P1, P2 = "2024-02-14", "2023-11-07"
    lab = "Laboratório São Cristóvão de Análises Clínicas Ltda."

    def header(p):
        return [
            Text("LABORATÓRIO SÃO CRISTÓVÃO DE ANÁLISES CLÍNICAS LTDA.", size=10, bold=True, mono=True, after=0.2),
            Text("Rua Júlio de Castilhos, 1187 - Centro - Três Passos/RS - CEP 98600-000", size=8, mono=True, after=0.1),
            Text("Fone (55) 3522-4410 - CNPJ 91.772.418/0001-06 - CNES 2230416", size=8, mono=True, after=0.1),
            Text("Resp. Técnico: Dr. Vilmar Antônio Kunzler - Farmacêutico-Bioquímico - CRF-RS 4418",
                 size=8, mono=True, after=0.5),
            Text("=" * 92, size=8, mono=True, after=0.2),
            Text("Paciente..: ARNO LUIZ SCHNEIDER                       Sexo: M   Nasc.: 03/07/1956",
                 size=8, mono=True, after=0.1),
            Text("Médico....: DR. EDUARDO PILAU MÜLLER (CRM-RS 22417)   Convênio: IPE Saúde",
                 size=8, mono=True, after=0.1),
            Text("Pedido....: 240820-0057   Dt. pedido: 16/08/2024   Coleta: 20/08/2024 07:45",
                 size=8, mono=True, after=0.1),
            Text(f"Emissão...: 21/08/2024 10:32                         Folha: {p}/2", size=8, mono=True, after=0.2),
            Text("=" * 92, size=8, mono=True, after=1.5),
        ]

    # column layout (characters): name+leaders 30, result 11, unit 13, reference 18, previous
    def row(name, cur, unit, ref, prev=None):
        rc = R(name, cur[0], unit, cur[1], flag=cur[2] if len(cur) > 2 else "")
        segs = [dots(name, 30) + ": "]
        vtxt = rc.value + (" " + rc.flag if rc.flag else "")
        segs += [V(rc), " " * max(1, 10 - len(vtxt)), U(rc), " " * max(1, 13 - len(unit)), ref,
                 " " * max(1, 19 - len(ref))]
        if prev:
            rp = R(name, prev[0], unit, cur[1], date=prev[1])
            segs += [V(rp), " em ", br(prev[1])[:6] + br(prev[1])[8:]]
        return Text(segs, size=8, mono=True, after=0.25)

    def title(t, mat, met):
        return [Text(t, size=8, mono=True, bold=True, after=0.1),
                Text(f"  Material: {mat}   Método: {met}", size=7.5, mono=True, after=0.3)]

    colhead = Text("EXAME" + " " * 28 + "RESULTADO  UNIDADE      REFERÊNCIA         ANTERIOR",
                   size=8, mono=True, bold=True, after=0.2)
    sep = Text("-" * 92, size=8, mono=True, after=0.8)
    page1 = header(1) + [colhead, sep] + \
        title("GLICOSE", "Soro", "Enzimático GOD-PAP") + \
        [row("GLICOSE", ("126", "glu", "H"), "mg/dL", "70 a 99", ("118", P1)), Space(1.2)] + \
        title("HEMOGLOBINA GLICADA", "Sangue total EDTA", "HPLC (certificado NGSP)") + \
        [row("HEMOGLOBINA GLICADA (HbA1c)", ("6,8", "hba1c", "H"), "%", "inferior a 5,7", ("6,5", P1)),
         Space(1.2)] + \
        title("FUNÇÃO RENAL", "Soro", "Urease UV / Jaffé cinético / Uricase") + \
        [row("UREIA", ("41", "urea"), "mg/dL", "17 a 43", ("39", P1)),
         row("CREATININA", ("1,18", "crea"), "mg/dL", "0,70 a 1,30", ("1,09", P1)),
         row("TFG ESTIMADA (CKD-EPI 2021)", ("67", "egfr"), "mL/min/1,73m²", "superior a 60"),
         row("ÁCIDO ÚRICO", ("7,9", "uric", "H"), "mg/dL", "3,5 a 7,2", ("8,3", P2)), Space(1.2)] + \
        title("PERFIL LIPÍDICO", "Soro (jejum de 12 h)", "Enzimático colorimétrico; LDL por Friedewald") + \
        [row("COLESTEROL TOTAL", ("238", "chol", "H"), "mg/dL", "inferior a 190", ("251", P1)),
         row("HDL-COLESTEROL", ("39", "hdl", "L"), "mg/dL", "superior a 40", ("37", P1)),
         row("LDL-COLESTEROL", ("152", "ldl", "H"), "mg/dL", "inferior a 130", ("168", P1)),
         row("COLESTEROL NÃO-HDL", ("199", "nonhdl", "H"), "mg/dL", "inferior a 160", ("214", P1)),
         row("TRIGLICERÍDEOS", ("236", "tg", "H"), "mg/dL", "inferior a 150", ("230", P1)), Space(1.2)] + \
        [sep, Text("H = acima do valor de referência   L = abaixo do valor de referência", size=7.5,
                   mono=True, after=0.2),
         Text("Anterior = último resultado do paciente neste laboratório (data da coleta).", size=7.5,
              mono=True)]
    page2 = header(2) + [colhead, sep] + \
        title("ENZIMAS HEPÁTICAS", "Soro", "Cinético UV IFCC (37 °C)") + \
        [row("TGO (AST)", ("28", "ast"), "U/L", "até 40", ("31", P1)),
         row("TGP (ALT)", ("41", "alt"), "U/L", "até 41", ("45", P1)),
         row("GAMA GT", ("62", "ggt", "H"), "U/L", "10 a 71", ("70", P2)), Space(1.2)] + \
        title("FUNÇÃO TIREOIDIANA", "Soro", "Quimioluminescência") + \
        [row("TSH", ("2,41", "tsh"), "µUI/mL", "0,45 a 4,50", ("2,87", P2)),
         row("T4 LIVRE", ("1,12", "ft4"), "ng/dL", "0,70 a 1,80"), Space(1.2)] + \
        [sep,
         Text("Obs.: GAMA GT com valor de referência para o sexo masculino: 10 a 71 U/L.", size=7.5,
              mono=True, after=0.2),
         Text("Obs.: TFG estimada pela equação CKD-EPI 2021, sem coeficiente racial.", size=7.5, mono=True,
              after=6),
         Text(" " * 44 + "Dr. Vilmar Antônio Kunzler", size=8, mono=True, after=0.1),
         Text(" " * 44 + "Farmacêutico-Bioquímico CRF-RS 4418", size=8, mono=True, after=0.1),
         Text(" " * 44 + "Assinado digitalmente em 21/08/2024 10:30", size=7.5, mono=True)]
    footer = [Text("-" * 92, size=8, mono=True, after=0.1),
              Text("Laudo emitido pelo sistema LabWin – uso exclusivo do paciente e do médico assistente.",
                   size=7.5, mono=True)]
    return Report("bg03", lab, "Três Passos-RS", "monospace LIS print; dotted leaders; flags H/L after "
                  "values; previous result column with two earlier collection dates; 'inferior a' only in "
                  "reference column", D, [page1, page2], footer, font="mono", margins=(14, 12, 12, 16))


# =====================================================================================
# bg04 - hospital laboratory, Goiânia-GO: cumulative inpatient table over three
#        collection dates, coagulation block
# =====================================================================================
def bg04():
    D = "2025-04-11"
    d1, d2, d3 = "2025-04-09", "2025-04-10", "2025-04-11"
    lab = "Hospital Regional Santa Marta – Serviço de Patologia Clínica"
    hdr = [
        Cols([Text("HOSPITAL REGIONAL SANTA MARTA", size=12, bold=True, after=0.2),
              Text("Serviço de Patologia Clínica – Laboratório Central", size=8.5, after=0.2),
              Text("Av. T-9, 2.410 – Setor Bueno – Goiânia/GO – CEP 74215-025", size=7.5, after=0.2),
              Text("CNES 5029681 – Resp. técnico: Dr. Renato Caiado Vilela – CRM-GO 11.806", size=7.5)],
             [Text("RELATÓRIO CUMULATIVO", size=10, bold=True, align="R", after=0.3),
              Text("Paciente internado", size=8, align="R", after=0.2),
              Text("Emitido em 11/04/2025 18:40", size=8, align="R")], split=0.68, after=1),
        HRule(weight=0.6, after=1.5),
        info_table([("Paciente:", "SEBASTIÃO RIBEIRO DE ALMEIDA"), ("Prontuário:", "00458812"),
                    ("Nascimento:", "27/01/1957"), ("Sexo:", "Masculino"),
                    ("Setor / Leito:", "Clínica Médica – 214-B"), ("Internação:", "08/04/2025"),
                    ("Médico:", "Dra. Larissa Fonseca Queiroz"), ("Convênio:", "SUS – AIH 5225104871623")],
                   size=8),
        HRule(weight=0.3, before=1, after=2.5),
    ]
    rows_def = [
        ("Hemoglobina", "g/dL", "hgb", [("10,9", ""), ("10,2", "L"), ("9,8", "L")], "13,0 a 17,0"),
        ("Hematócrito", "%", "hct", [("32,8", "L"), ("30,9", "L"), ("29,6", "L")], "40,0 a 50,0"),
        ("Leucócitos", "/mm³", "wbc", [("14.320", "H"), ("12.150", "H"), ("9.870", "")], "4.000 a 10.000"),
        ("Plaquetas", "/mm³", "plt", [("182.000", ""), ("164.000", ""), ("171.000", "")], "150.000 a 400.000"),
        ("Ureia", "mg/dL", "urea", [("78", "H"), ("91", "H"), ("84", "H")], "19 a 49"),
        ("Creatinina", "mg/dL", "crea", [("1,86", "H"), ("2,04", "H"), ("1,91", "H")], "0,70 a 1,20"),
        ("Sódio", "mmol/L", "na", [("133", "L"), ("135", ""), ("137", "")], "136 a 145"),
        ("Potássio", "mmol/L", "k", [("5,4", "H"), ("5,1", ""), ("4,6", "")], "3,5 a 5,1"),
        ("Proteína C reativa", "mg/L", "crp", [("148,0", "H"), ("112,6", "H"), ("64,3", "H")], "inferior a 5,0"),
    ]
    rows = [Sub("Hematologia – sangue total (EDTA)", fill="#eeeeee")]
    for i, (name, unit, code, vals, ref) in enumerate(rows_def):
        if i == 4:
            rows.append(Sub("Bioquímica – soro", fill="#eeeeee"))
        cells = [name, unit]
        for (v, f), dt in zip(vals, (d1, d2, d3)):
            r = R(name, v, unit, code, flag=f, date=dt)
            cells.append(V(r))
        cells.append(ref)
        rows.append(cells)
    cum = Table(cols=[("Exame", 0.22, "L"), ("Unidade", 0.1, "L"), ("09/04/2025\n06:10", 0.14, "R"),
                      ("10/04/2025\n05:55", 0.14, "R"), ("11/04/2025\n06:05", 0.14, "R"),
                      ("Referência", 0.26, "L")],
                rows=rows, rules="hlines", size=8.5, pad=0.8, after=2)
    pt = R("Tempo de protrombina (TP)", "14,1", "s", "pt", flag="H")
    pta = R("Atividade de protrombina", "72", "%", "ptpct")
    inr = R("RNI", "1,24", "", "inr")
    ptt = R("TTPa – tempo do paciente", "33,8", "s", "aptt")
    pttr = R("TTPa – relação paciente/controle", "1,12", "", "apttr")
    coag = Table(cols=[("Coagulação – plasma citratado – coleta 11/04/2025 06:05", 0.5, "L"),
                       ("Resultado", 0.2, "R"), ("Referência", 0.3, "L")],
                 rows=[[N(pt), [V(pt, flag=False), " ", U(pt), "  ", F(pt)], "10,0 a 13,5 s"],
                       ["Tempo do controle (TP)", "12,4 s", ""],
                       [N(pta), [V(pta), " ", U(pta)], "70 a 100 %"],
                       [N(inr), V(inr), "0,90 a 1,20"],
                       [N(ptt), [V(ptt), " ", U(ptt)], "25,0 a 37,0 s"],
                       ["TTPa – tempo do controle", "30,2 s", ""],
                       [N(pttr), V(pttr), "até 1,25"]],
                 rules="head", size=8.5, pad=0.6, after=2)
    page = hdr + [
        Text("Resultados cumulativos das últimas 72 horas (data e hora da coleta no cabeçalho de cada coluna)",
             size=8, italic=True, after=1.5),
        cum, Space(2), coag,
        Para("H = acima do intervalo de referência; L = abaixo do intervalo de referência. Métodos: hemograma em "
             "analisador automatizado por impedância e citometria de fluxo; bioquímica por métodos enzimáticos e "
             "potenciometria indireta; PCR por imunoturbidimetria; coagulometria óptica.", size=7.2, italic=True),
        Para("Resultado crítico comunicado ao Dr. Paulo Henrique Moraes (plantão) em 09/04/2025 às 07:02.",
             size=7.2, after=5),
        Text("Liberado por: Marcela Nunes Peixoto – Biomédica – CRBM-3 8514", size=8, after=0.2),
        Text("Liberação: 11/04/2025 09:17", size=8),
    ]
    footer = [HRule(weight=0.3, after=0.6),
              Text("Sistema de Informação Laboratorial – Hospital Regional Santa Marta – página {p} de {n}",
                   size=7, align="C")]
    return Report("bg04", lab, "Goiânia-GO", "hospital cumulative report; date/time column headers "
                  "(three collection dates); flags H/L; coagulation block with control times that are "
                  "not results", D, [page], footer, font="dejavucond", margins=(13, 11, 13, 14))


# =====================================================================================
# bg05 - small private laboratory, Patos de Minas-MG: two-column blocks (iron,
#        vitamins, lipids, glycaemic control, thyroid)
# =====================================================================================
def bg05():
    D = "2025-03-10"
    lab = "Laboratório Vida & Saúde Análises Clínicas"

    def blk(r, material, method, ref, label="Resultado"):
        return [Text([N(r)], size=9, bold=True, after=0.2, bg="#e9eef5"),
                Text(f"Material: {material} · Método: {method}", size=7, italic=True, after=0.3),
                Text([label + ": ", V(r, flag=False), " ", U(r)] + (["   ", F(r)] if r.flag else []),
                     size=10, after=0.2),
                Text(ref, size=7.2, after=2.2)]

    fe = R("FERRO SÉRICO", "48", "µg/dL", "fe", flag="Baixo")
    ferr = R("FERRITINA", "12,4", "ng/mL", "ferr", flag="Baixo")
    trf = R("TRANSFERRINA", "342", "mg/dL", "trf")
    tibc = R("CAPACIDADE TOTAL DE|LIGAÇÃO DO FERRO", "428", "µg/dL", "tibc", flag="Alto")
    sat = R("ÍNDICE DE SATURAÇÃO DA|TRANSFERRINA", "11,2", "%", "tsat", flag="Baixo")
    b12 = R("VITAMINA B12", "superior a 2.000", "pg/mL", "b12")
    fol = R("ÁCIDO FÓLICO", "9,8", "ng/mL", "fol")
    vitd = R("VITAMINA D (25-HIDROXI)", "23,6", "ng/mL", "vitd")
    chol = R("COLESTEROL TOTAL", "182", "mg/dL", "chol")
    hdl = R("Colesterol HDL", "58", "mg/dL", "hdl")
    ldl = R("Colesterol LDL", "104", "mg/dL", "ldl")
    nhdl = R("Colesterol não-HDL", "124", "mg/dL", "nonhdl")
    tg = R("TRIGLICERÍDEOS", "102", "mg/dL", "tg")
    glu = R("GLICOSE", "88", "mg/dL", "gluf")
    a1c = R("HEMOGLOBINA GLICADA", "5,4", "%", "hba1c")
    eag = R("Glicose média estimada", "108", "mg/dL", "eag")
    tsh = R("TSH", "3,84", "µUI/mL", "tsh")
    ft4 = R("T4 LIVRE", "0,98", "ng/dL", "ft4")

    left = (blk(fe, "Soro", "Colorimétrico (Ferene)", "V.R.: 50 a 170 µg/dL") +
            blk(ferr, "Soro", "Quimioluminescência", "V.R.: Mulheres 15 a 150 ng/mL") +
            blk(trf, "Soro", "Imunoturbidimetria", "V.R.: 200 a 360 mg/dL") +
            blk(tibc, "Soro", "Colorimétrico", "V.R.: 250 a 400 µg/dL") +
            blk(sat, "Soro", "Cálculo (Ferro / CTLF x 100)", "V.R.: 20 a 50 %") +
            blk(b12, "Soro", "Quimioluminescência", "V.R.: 197 a 771 pg/mL. Limite superior de medição: 2.000 pg/mL") +
            blk(fol, "Soro", "Quimioluminescência", "V.R.: superior a 3,9 ng/mL") +
            blk(vitd, "Soro", "Quimioluminescência", "V.R.: 20 a 60 ng/mL (população saudável até 60 anos)"))
    lip = [Text([N(chol)], size=9, bold=True, after=0.2, bg="#e9eef5"),
           Text("Material: Soro · Método: Enzimático colorimétrico", size=7, italic=True, after=0.3),
           Text(["Resultado: ", V(chol), " ", U(chol)], size=9.5, after=0.2),
           Text("Desejável: inferior a 190 mg/dL", size=7.2, after=1.2),
           Table(cols=[("Fração", 0.46, "L"), ("Resultado", 0.27, "R"), ("Desejável", 0.27, "L")],
                 rows=[[N(hdl), [V(hdl), " ", U(hdl)], "> 40"],
                       [N(ldl), [V(ldl), " ", U(ldl)], "< 130"],
                       [N(nhdl), [V(nhdl), " ", U(nhdl)], "< 160"]],
                 rules="head", size=8.5, pad=0.5, after=0.8),
           Text("LDL calculado pela equação de Martin/Hopkins.", size=7, italic=True, after=2.2)]
    right = (lip + blk(tg, "Soro", "Enzimático (GPO)", "Desejável (jejum): inferior a 150 mg/dL") +
             blk(glu, "Plasma fluoretado", "Hexoquinase", "V.R.: 70 a 99 mg/dL (jejum de 8 horas)") +
             [Text([N(a1c)], size=9, bold=True, after=0.2, bg="#e9eef5"),
              Text("Material: Sangue total (EDTA) · Método: HPLC", size=7, italic=True, after=0.3),
              Text(["Resultado: ", V(a1c), " ", U(a1c)], size=9.5, after=0.2),
              Text([N(eag), ": ", V(eag), " ", U(eag)], size=8.5, after=0.2),
              Text("V.R.: normal inferior a 5,7 %; pré-diabetes 5,7 a 6,4 %", size=7.2, after=2.2)] +
             blk(tsh, "Soro", "Quimioluminescência (3ª geração)", "V.R.: 0,38 a 5,33 µUI/mL") +
             blk(ft4, "Soro", "Quimioluminescência", "V.R.: 0,61 a 1,12 ng/dL"))
    page = [
        Cols([Text("Laboratório Vida & Saúde", size=15, bold=True, color="#1f4e79", after=0.2),
              Text("ANÁLISES CLÍNICAS", size=8.5, color="#1f4e79", after=0.2)],
             [Text("Rua Major Gote, 902 – Centro – Patos de Minas/MG", size=7.5, align="R", after=0.1),
              Text("(34) 3821-5577 · CNPJ 21.845.390/0001-72", size=7.5, align="R", after=0.1),
              Text("RT: Dra. Cláudia Rezende Amaral – CRF-MG 19.882", size=7.5, align="R")], split=0.5, after=1),
        HRule(weight=0.5, after=1.2),
        info_table([("Cliente:", "FERNANDA CRISTINA BORGES ALVES"), ("Código:", "310.552-8"),
                    ("Nascimento:", "06/08/1987"), ("Idade:", "37 anos"),
                    ("Médico:", "Dra. Patrícia Moura Caixeta"), ("Cadastro:", "28/02/2025"),
                    ("Coleta:", "10/03/2025 08:02"), ("Previsão de entrega:", "12/03/2025")],
                   size=7.8, cols=(0.13, 0.4, 0.19, 0.28)),
        HRule(weight=0.3, before=0.8, after=2.5),
        Cols(left, right, gap=6, split=0.5, divider=True, after=1),
    ]
    footer = [HRule(weight=0.3, after=0.6),
              Text("Laudo liberado em 11/03/2025 17:26 por Dra. Cláudia Rezende Amaral (CRF-MG 19.882) · "
                   "Página {p} de {n}", size=6.8, align="C")]
    return Report("bg05", lab, "Patos de Minas-MG", "two-column blocks with tinted headings; names "
                  "split across two lines; 'superior a' value; words Alto/Baixo as flags; embedded lipid "
                  "fraction table", D, [page], footer, font="carlito", margins=(12, 10, 12, 12))


# =====================================================================================
# bg06 - hospital laboratory, Chapecó-SC: block layout with the reference range
#        printed BEFORE the result; liver and kidney panels, electrolytes
# =====================================================================================
def bg06():
    D = "2024-11-19"
    lab = "Hospital Beneficente Oeste Catarinense – Laboratório de Análises Clínicas"

    def header():
        return [
            Text("HOSPITAL BENEFICENTE OESTE CATARINENSE", size=12, bold=True, after=0.2),
            Text("Laboratório de Análises Clínicas · Rua Uruguai, 1.622-E · Centro · Chapecó/SC · (49) 3319-8800",
                 size=7.5, after=0.2),
            Text("CNES 2537801 · Responsável técnico: Dr. Everton Luís Dalla Costa · CRF-SC 7.310", size=7.5, after=1),
            HRule(weight=0.8, after=1.5),
            info_table([("Paciente", "IVONE TEREZINHA BORTOLUZZI"), ("Atendimento", "1.084.552/3"),
                        ("Nascimento", "30/05/1949 (75 anos)"), ("Sexo", "Feminino"),
                        ("Origem", "Ambulatório de Gastroenterologia"), ("Admissão", "18/11/2024"),
                        ("Data da coleta", "19/11/2024 06:50"), ("Impressão", "20/11/2024 11:04")],
                       size=8, cols=(0.16, 0.38, 0.16, 0.3)),
            HRule(weight=0.3, before=0.8, after=3),
        ]

    def exam(title, material, method, ref, results, note=None):
        out = [Text(title, size=9.5, bold=True, after=0.3),
               Text(f"Material: {material}    Método: {method}", size=7.5, color="#333333", after=0.3),
               Text("Valores de referência: " + ref, size=7.5, color="#333333", after=0.5)]
        for segs in results:
            out.append(Text(segs, size=9.5, indent=4, after=0.3))
        if note:
            out.append(Para(note, size=7, italic=True, after=0.3))
        out.append(Space(2.6))
        return out

    def res(r, label="Resultado: "):
        segs = [label, V(r, flag=False), " ", U(r)]
        if r.flag:
            segs += ["   (", F(r), ")"]
        return segs

    ast = R("TRANSAMINASE OXALACÉTICA – TGO (AST)", "58", "U/L", "ast", flag="Alto")
    alt = R("TRANSAMINASE PIRÚVICA – TGP (ALT)", "74", "U/L", "alt", flag="Alto")
    ggt = R("GAMA-GLUTAMILTRANSFERASE (GGT)", "188", "U/L", "ggt", flag="Alto")
    alp = R("FOSFATASE ALCALINA", "142", "U/L", "alp", flag="Alto")
    bt = R("Bilirrubina total", "1,42", "mg/dL", "bilt", flag="Alto")
    bd = R("Bilirrubina direta", "0,58", "mg/dL", "bild", flag="Alto")
    bi = R("Bilirrubina indireta", "0,84", "mg/dL", "bili")
    pt = R("Proteínas totais", "6,9", "g/dL", "prot")
    alb = R("Albumina", "3,6", "g/dL", "alb")
    glo = R("Globulina", "3,3", "g/dL", "glob")
    ag = R("Relação albumina/globulina", "1,09", "", "agr")
    ldh = R("DESIDROGENASE LÁTICA (LDH)", "238", "U/L", "ldh", flag="Alto")
    amy = R("AMILASE", "62", "U/L", "amy")
    lip = R("LIPASE", "38", "U/L", "lip")
    ur = R("UREIA", "34", "mg/dL", "urea")
    cr = R("CREATININA", "0,88", "mg/dL", "crea")
    egfr = R("TFG estimada (CKD-EPI 2021)", "> 60", "mL/min/1,73 m²", "egfr")
    na = R("Sódio", "139", "mEq/L", "na")
    k = R("Potássio", "4,2", "mEq/L", "k")
    cl = R("Cloreto", "102", "mEq/L", "cl")
    ca = R("CÁLCIO TOTAL", "9,3", "mg/dL", "ca")
    mg = R("MAGNÉSIO", "2,0", "mg/dL", "mg")

    page1 = header() + [Text("PERFIL HEPÁTICO", size=10.5, bold=True, align="C", after=2.5)] + \
        exam(ast.name, "Soro", "Cinético UV (IFCC, 37 °C)", "Mulheres: até 32 U/L · Homens: até 40 U/L",
             [res(ast)]) + \
        exam(alt.name, "Soro", "Cinético UV (IFCC, 37 °C)", "Mulheres: até 33 U/L · Homens: até 41 U/L",
             [res(alt)]) + \
        exam(ggt.name, "Soro", "Cinético colorimétrico (IFCC)", "Mulheres: 6 a 42 U/L · Homens: 10 a 71 U/L",
             [res(ggt)]) + \
        exam(alp.name, "Soro", "Cinético (IFCC, AMP)", "Adultos: 35 a 104 U/L", [res(alp)]) + \
        exam("BILIRRUBINAS", "Soro (protegido da luz)", "Diazo (Jendrassik-Grof modificado)",
             "Total: até 1,20 mg/dL · Direta: até 0,30 mg/dL · Indireta: até 1,00 mg/dL",
             [res(bt, bt.name + ": "), res(bd, bd.name + ": "), res(bi, bi.name + ": ")]) + \
        exam("PROTEÍNAS TOTAIS E FRAÇÕES", "Soro", "Biureto / verde de bromocresol",
             "Proteínas totais: 6,4 a 8,3 g/dL · Albumina: 3,5 a 5,2 g/dL · Globulina: 2,0 a 3,5 g/dL · "
             "Relação A/G: 1,1 a 2,2",
             [res(pt, pt.name + ": "), res(alb, alb.name + ": "), res(glo, glo.name + ": "),
              ["Relação albumina/globulina: ", V(ag)]])
    page2 = header() + [Text("ENZIMAS, FUNÇÃO RENAL E ELETRÓLITOS", size=10.5, bold=True, align="C", after=2.5)] + \
        exam(ldh.name, "Soro", "Cinético UV (piruvato → lactato)", "135 a 214 U/L", [res(ldh)],
             note="Resultado acima do intervalo de referência; hemólise ausente na amostra.") + \
        exam(amy.name, "Soro", "Enzimático colorimétrico (CNPG3)", "28 a 100 U/L", [res(amy)]) + \
        exam(lip.name, "Soro", "Enzimático colorimétrico", "13 a 60 U/L", [res(lip)]) + \
        exam(ur.name, "Soro", "Urease / GLDH cinético", "17 a 43 mg/dL", [res(ur)]) + \
        exam(cr.name, "Soro", "Jaffé cinético compensado",
             "Mulheres: 0,51 a 0,95 mg/dL · TFG: superior a 60 mL/min/1,73 m²",
             [res(cr), res(egfr, egfr.name + ": ")]) + \
        exam("ELETRÓLITOS", "Soro", "Eletrodo íon-seletivo (indireto)",
             "Sódio: 136 a 145 mEq/L · Potássio: 3,5 a 5,1 mEq/L · Cloreto: 98 a 107 mEq/L",
             [res(na, "Sódio: "), res(k, "Potássio: "), res(cl, "Cloreto: ")]) + \
        exam(ca.name, "Soro", "Arsenazo III", "8,6 a 10,3 mg/dL", [res(ca)]) + \
        exam(mg.name, "Soro", "Azul de xilidil", "1,6 a 2,6 mg/dL", [res(mg)]) + \
        [Space(2), Text("Assinatura eletrônica: Dra. Juliana Pertile Zanella · Farmacêutica-Bioquímica · CRF-SC 9.144",
                        size=8, after=0.2),
         Text("Liberado em 19/11/2024 às 13:27", size=8)]
    footer = [HRule(weight=0.3, after=0.6),
              Text("Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos. "
                   "Folha {p} de {n}", size=6.8, align="L")]
    return Report("bg06", lab, "Chapecó-SC", "hospital lab; one block per exam with material, method, "
                  "reference range printed BEFORE the result; multi-result blocks (bilirubins, proteins, "
                  "electrolytes); word flags (Alto) in parentheses; '> 60' eGFR", D, [page1, page2], footer,
                  font="dejavu", margins=(15, 11, 15, 14))
