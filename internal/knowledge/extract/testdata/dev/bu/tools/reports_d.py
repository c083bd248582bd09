"""Reports bu10-bu12 as data."""
from engine import Doc, Col, RR, Sub, Txt, Builder
from common import r, header, footer, exam, block_title, meta, refs, notes, results, sep, signer
from reports_a import finish


# =========================================================================== bu10
def bu10():
    st = dict(font="DejaVuSansMono", size=7.8, accent=(0, 0, 0), fill=(238, 238, 238), rule=(0, 0, 0),
              ml=14, mr=14, mt=10, mb=18, patcols=2, patlw=30, patsize=7.4, patbox="none",
              tmode="mono", inline=True, sepmode="none", ink=(20, 20, 20))
    doc = Doc("bu10", st)
    lab = dict(name="Amazônia Lab – Medicina Diagnóstica", initials="AL",
               brand="Rede Norte Diagnósticos S.A. – filial Adrianópolis",
               addr=["Rua Recife, 1.440 – Adrianópolis – Manaus/AM – CEP 69057-002",
                     "CNPJ 14.228.905/0006-32  CNES 6698121  RT: Dr. Júlio Rebelo Maia CRM-AM 7.215"])
    pat = [("Paciente", "RAIMUNDO NONATO BATISTA"), ("Atendimento", "AM0404250187"),
           ("Nascimento", "02/04/1969"), ("Sexo", "M   Idade: 55a 11m"),
           ("Médico", "DR. KLEBER S. AMORIM CRM-AM 9.032"), ("Origem", "PRONTO ATENDIMENTO"),
           ("Data de entrada", "03/04/2025 22:47"), ("Data da coleta", "04/04/2025 06:15"),
           ("Emissão", "04/04/2025 11:38"), ("Reimpressão", "07/04/2025")]
    b = doc.new_page()
    header(b, lab, pat, "mono")
    b.T(b.x0, b.y, b.w, 3, "-" * 132, ("DejaVuSansMono", "", 6.5), "L")
    b.y += 3
    C = [Col("name", 62, "EXAME", leader=True), Col("ref", 58, "VALOR DE REFERÊNCIA", size=7.0),
         Col("value", 28, "RESULTADO", align="R", bold=True), Col("unit", None, "UNIDADE")]
    rows = [Sub("BIOQUÍMICA  (material: soro)"),
            RR(r("ck", "CK – Creatinofosfoquinase", "486", "U/L", flag="H"), "H: 39 a 308 / M: 26 a 192"),
            RR(r("ckmb", "CK-MB massa", "3,1", "ng/mL"), "Inferior a 4,9"),
            RR(r("ldh", "LDH – Desidrogenase láctica", "238", "U/L", flag="H"), "135 a 225 (adultos)", ),
            RR(r("ast", "TGO – AST", "44", "U/L", flag="H"), "H: até 40 / M: até 32"),
            RR(r("alt", "TGP – ALT", "38", "U/L"), "H: até 41 / M: até 33"),
            RR(r("amyl", "Amilase", "48", "U/L"), "28 a 100"),
            RR(r("lipase", "Lipase", "31", "U/L"), "13 a 60"),
            RR(r("glu", "Glicose", "109", "mg/dL", flag="H"), "70 a 99 (jejum)"),
            RR(r("crp", "PCR – Proteína C reativa", "< 0,40", "mg/dL"), "Inferior a 0,50"),
            Sub("ELETRÓLITOS  (material: soro / sangue total heparinizado)"),
            RR(r("na", "Sódio", "137", "mmol/L"), "136 a 145"),
            RR(r("k", "Potássio", "3,4", "mmol/L", flag="L"), "3,5 a 5,1"),
            RR(r("cl", "Cloro", "101", "mmol/L"), "98 a 107"),
            RR(r("ica", "Cálcio iônico", "1,21", "mmol/L"), "1,15 a 1,35"),
            RR(r("mg", "Magnésio", "1,9", "mg/dL"), "1,6 a 2,6"),
            Sub("HEMATOLOGIA  (material: sangue total EDTA)"),
            RR(r("esr", "VHS – Velocidade de\nhemossedimentação", "18", "mm/1ª hora"),
               "H até 50a: até 15\nH acima de 50a: até 20\nM até 50a: até 20\nM acima de 50a: até 30"),
            RR(r("hgb", "Hemoglobina", "14,1", "g/dL"), "13,5 a 17,5")]
    b.table(C, rows, rules="none", pad=0.6, head_style="B")
    b.T(b.x0, b.y, b.w, 3, "-" * 132, ("DejaVuSansMono", "", 6.5), "L")
    b.y += 3.5
    notes(b, ["MÉTODOS: CK, LDH, TGO, TGP, amilase, lipase – cinético (IFCC); CK-MB massa – quimioluminescência; "
              "glicose – hexoquinase; PCR – imunoturbidimetria; Na, K, Cl, Ca iônico – eletrodo íon seletivo; "
              "magnésio – azul de xilidila; VHS – Westergren modificado (automatizado).",
              "LEGENDA: H = acima do valor de referência; L = abaixo do valor de referência.",
              "Amostra de urgência. CK dosada 7 h após esforço físico informado (03/04/2025)."], size=6.8)
    b.y += 3
    signer(b, ["RESULTADOS CONFERIDOS E LIBERADOS POR DRA. MARTA QUEIROZ LIMA - CRF-AM 3.117",
               "EMITIDO EM 04/04/2025 11:38"])
    finish(doc, lambda p: ["AMAZÔNIA LAB - REDE NORTE DIAGNÓSTICOS - PLANTÃO 24 H (92) 3133-4040",
                           "REIMPRESSO EM 07/04/2025 09:02 POR RECEPÇÃO-02"], right="Pág. {p}/{n}")
    info = dict(lab="Amazônia Lab – Medicina Diagnóstica", city="Manaus/AM", date="04/04/2025",
                distractors=["02/04/1969 nascimento", "03/04/2025 entrada e data do esforço físico",
                             "04/04/2025 emissão (mesmo dia)", "07/04/2025 reimpressão"],
                layout="estilo de sistema em fonte monoespaçada, sem grade; pontilhado; ordem Exame / Referência / "
                       "Resultado / Unidade; flags H/L; '<'")
    return doc, info


# =========================================================================== bu11
def bu11():
    st = dict(font="DejaVuSansCondensed", size=8.2, accent=(45, 62, 80), fill=(229, 234, 240), rule=(45, 62, 80),
              ml=13, mr=13, mt=9, mb=18, patcols=2, patlw=30, patsize=7.2, patbox="frame",
              tmode="rule", inline=True, sepmode="dash")
    doc = Doc("bu11", st)
    lab = dict(name="Guanabara Medicina Diagnóstica", initials="GM",
               brand="Uma marca do Grupo Orla Diagnósticos – Rio de Janeiro",
               addr=["Rua Visconde de Pirajá, 595 – Ipanema – Rio de Janeiro/RJ – CEP 22410-003",
                     "CNPJ 36.092.774/0011-85 · CNES 7780211 · RT: Dr. Bruno Carvalhal – CRM-RJ 52.77041-8"])
    pat = [("Paciente", "PATRÍCIA MENDONÇA VILELA"), ("Ficha", "RJ-0926-448120"),
           ("Data de nascimento", "21/10/1977"), ("Sexo / idade", "Feminino / 47 anos"),
           ("Médico", "Dra. Eliane Furtado – CRM-RJ 52.66120-4"), ("Convênio", "SulAmérica Especial"),
           ("Data de coleta", "09/04/2025 08:02"), ("Data de entrada", "09/04/2025 08:02"),
           ("Liberação final", "11/04/2025 19:45"), ("Data de emissão", "12/04/2025")]
    CC = [Col("name", None), Col("value", 24, align="R", bold=True), Col("unit", 15)]

    b = doc.new_page()
    header(b, lab, pat, "center")

    def l1(c):
        exam(c, "TSH", [RR(r("tsh", "TSH", "5,82", "µUI/mL", flag="↑", label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência",
             ref=["Adultos: 0,45 a 4,50 µUI/mL", "Acima de 70 anos: até 6,50 µUI/mL"])
        exam(c, "T4 LIVRE", [RR(r("ft4", "T4 LIVRE", "0,96", "ng/dL", label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência", ref=["0,70 a 1,80 ng/dL"])
        exam(c, "T3 TOTAL", [RR(r("t3", "T3 TOTAL", "102", "ng/dL", label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência",
             ref=["1 a 10 anos: 94 a 241 ng/dL", "11 a 19 anos: 80 a 210 ng/dL", "Adultos: 80 a 200 ng/dL"])
        exam(c, "ANTICORPOS ANTI-TIREOPEROXIDASE", [RR(r("tpo", "ANTI-TPO", "218", "UI/mL", flag="↑",
                                                       label="Anti-TPO"))], CC,
             material="Soro", method="Quimioluminescência", ref=["Inferior a 35 UI/mL"])
        exam(c, "ANTICORPOS ANTITIREOGLOBULINA", [RR(r("tgab", "ANTITIREOGLOBULINA", "inferior a 1,3", "UI/mL",
                                                     label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência", ref=["Inferior a 4,0 UI/mL"], sepmode="none")

    def r1(c):
        exam(c, "VITAMINA B12", [RR(r("b12", "VITAMINA B12", "superior a 2.000", "pg/mL",
                                      label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência", ref=["211 a 911 pg/mL"],
             note=["Paciente em uso de suplementação de cianocobalamina, segundo informação na coleta."])
        exam(c, "ÁCIDO FÓLICO", [RR(r("folate", "ÁCIDO FÓLICO", "14,8", "ng/mL", label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência", ref=["Superior a 5,38 ng/mL"])
        exam(c, "25-HIDROXIVITAMINA D", [RR(r("vitd", "25-HIDROXIVITAMINA D", "22,6", "ng/mL", label="Resultado"))],
             CC, material="Soro", method="Quimioluminescência",
             ref=["Superior a 20 ng/mL: população saudável até 60 anos",
                  "30 a 60 ng/mL: grupos de risco"])
        exam(c, "FERRO SÉRICO", [RR(r("fe", "FERRO SÉRICO", "88", "µg/dL", label="Resultado"))], CC,
             material="Soro", method="Colorimétrico (ferrozine)",
             ref=["Mulheres: 50 a 170 µg/dL", "Homens: 65 a 175 µg/dL"])
        exam(c, "FERRITINA", [RR(r("ferritin", "FERRITINA", "64,3", "ng/mL", label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência",
             ref=["Mulheres: 10 a 291 ng/mL", "Homens: 22 a 322 ng/mL"], sepmode="none")

    b.columns(l1, r1, gap=8, sep=True)
    b.y += 3
    notes(b, ["↑ resultado acima do intervalo de referência. Resultados de TSH e anti-TPO conferidos em duplicata."])
    # page 2
    b = doc.new_page()
    header(b, lab, pat, "center")

    def l2(c):
        exam(c, "PERFIL LIPÍDICO", [RR(r("chol", "COLESTEROL TOTAL", "224", "mg/dL", flag="↑")),
                                    RR(r("hdl", "COLESTEROL HDL", "71", "mg/dL")),
                                    RR(r("ldl_calc", "COLESTEROL LDL", "131", "mg/dL", flag="↑")),
                                    RR(r("tg", "TRIGLICERÍDEOS", "108", "mg/dL"))], CC,
             material="Soro", method="Enzimático; LDL calculado (Martin/Hopkins)",
             ref=["Colesterol total: desejável < 190 mg/dL", "HDL: desejável > 40 mg/dL",
                  "LDL: conforme risco cardiovascular", "Triglicerídeos: < 150 mg/dL (jejum)"], sepmode="none")
        c.y += 2
        exam(c, "CÁLCIO TOTAL", [RR(r("ca", "CÁLCIO TOTAL", "9,6", "mg/dL", label="Resultado"))], CC,
             material="Soro", method="Arsenazo III", ref=["8,6 a 10,3 mg/dL"], sepmode="none")

    def r2(c):
        exam(c, "CORTISOL – MANHÃ", [RR(r("cortisol", "CORTISOL – MANHÃ", "14,2", "µg/dL", label="Resultado"))],
             CC, material="Soro (coleta às 08:02)", method="Quimioluminescência",
             ref=["Coleta entre 7 e 10 h: 6,2 a 19,4 µg/dL"])
        exam(c, "PTH – PARATORMÔNIO INTACTO", [RR(r("pth", "PTH – PARATORMÔNIO INTACTO", "48", "pg/mL",
                                                    label="Resultado"))], CC,
             material="Plasma EDTA", method="Quimioluminescência", ref=["15 a 68 pg/mL"])
        exam(c, "SULFATO DE DEIDROEPIANDROSTERONA", [RR(r("dheas", "SDHEA", "142", "µg/dL", label="SDHEA"))], CC,
             material="Soro", method="Quimioluminescência",
             ref=["Mulheres 35 a 44 anos: 60,9 a 337,0 µg/dL", "Mulheres 45 a 54 anos: 35,4 a 256,0 µg/dL"])
        exam(c, "TESTOSTERONA TOTAL", [RR(r("testo", "TESTOSTERONA TOTAL", "28", "ng/dL", label="Resultado"))], CC,
             material="Soro", method="Quimioluminescência",
             ref=["Mulheres: 8 a 48 ng/dL", "Homens: 249 a 836 ng/dL"], sepmode="none")

    b.columns(l2, r2, gap=8, sep=True)
    b.y += 4
    signer(b, ["Liberação final em 11/04/2025 19:45 – Dra. Mônica Assis Rangel – CRBM-1 18.903"])
    finish(doc, lambda p: ["Guanabara Medicina Diagnóstica · Grupo Orla Diagnósticos · (21) 3846-2000",
                           "Emitido em 12/04/2025 – laudo com assinatura digital ICP-Brasil."])
    info = dict(lab="Guanabara Medicina Diagnóstica", city="Rio de Janeiro/RJ", date="09/04/2025",
                distractors=["21/10/1977 nascimento", "09/04/2025 entrada (mesmo dia)", "11/04/2025 liberação",
                             "12/04/2025 emissão"],
                layout="duas páginas em duas colunas de blocos; flags ↑; 'superior a 2.000', 'inferior a'; "
                       "'COLESTEROL HDL'")
    return doc, info


# =========================================================================== bu12
def bu12():
    st = dict(font="DejaVuSans", size=8.0, accent=(20, 90, 50), fill=(226, 240, 230), rule=(20, 90, 50),
              ml=14, mr=14, mt=8, mb=18, patcols=2, patlw=33, patsize=7.4, patbox="fill",
              tmode="bar", inline=True, sepmode="none")
    doc = Doc("bu12", st)
    lab = dict(name="Planalto Central Diagnósticos", initials="PC",
               brand="Grupo Vértice Saúde – Regional Distrito Federal",
               addr=["SGAS 915, Bloco C – Asa Sul – Brasília/DF", "CNPJ 31.507.116/0021-50 · CNES 0071439",
                     "RT: Dra. Gabriela Nunes Rezende – CRF-DF 4.902"])
    pat = [("Paciente", "DIEGO HENRIQUE CARVALHO PINTO"), ("Protocolo", "DF 2504-15-7719"),
           ("Data de nascimento", "14/02/1986"), ("Sexo / idade", "Masculino / 39 anos"),
           ("Solicitante", "Dr. Rodrigo Fontes – CRM-DF 14.880"), ("Convênio", "GEAP Saúde"),
           ("Data da coleta", "15/04/2025 07:26"), ("Data de recebimento", "15/04/2025 08:10"),
           ("Data de liberação", "15/04/2025 15:52"), ("Retorno ao médico", "25/04/2025")]
    PD = "02/10/2024"
    b = doc.new_page()
    header(b, lab, pat, "band")
    block_title(b, "HEMOGRAMA COMPLETO")
    meta(b, "Sangue total – EDTA", "Automação Sysmex XN-1000 com revisão microscópica")
    b.y += 1
    C = [Col("name", 54, "Eritrograma", leader=True), Col("value", 27, "Resultado", align="L", bold=True),
         Col("prev0", 22, "Anterior\n" + PD, align="R", color=(90, 90, 90)), Col("unit", 22, "Unidade"),
         Col("ref", None, "Valores de referência\nhomens adultos", size=7.2)]

    def h(key, name, v, pv, unit, ref, flag=""):
        return RR(r(key, name, v, unit, flag=flag), ref, prev=[r(key, name, pv, unit, date=PD)])
    b.table(C, [h("rbc", "Hemácias", "5,02", "4,88", "milhões/mm³", "4,50 a 5,90"),
                h("hgb", "Hemoglobina", "15,6", "15,1", "g/dL", "13,5 a 17,5"),
                h("hct", "Hematócrito", "46,2", "44,9", "%", "41,0 a 53,0"),
                h("mcv", "VCM", "92,0", "92,0", "fL", "80,0 a 100,0"),
                h("mch", "HCM", "31,1", "30,9", "pg", "26,0 a 34,0"),
                h("mchc", "CHCM", "33,8", "33,6", "g/dL", "31,0 a 36,0"),
                h("rdw", "RDW", "12,9", "13,1", "%", "11,5 a 14,5")],
            rules="head", head_color=st["accent"], pad=0.45, flag_sep="  ")
    b.y += 2
    C2 = [Col("name", 54, "Leucograma", leader=True), Col("value", 27, "Resultado", bold=True),
          Col("prev0", 22, "Anterior\n" + PD, align="R", color=(90, 90, 90)), Col("unit", 22, "Unidade"),
          Col("ref", None, "Valores de referência", size=7.2)]
    b.table(C2, [h("wbc", "Leucócitos", "11.860", "7.240", "/mm³", "3.500 a 10.500", flag="Alto")],
            rules="head", head_color=st["accent"], pad=0.45, flag_sep="  ")
    C3 = [Col("name", 54, "Contagem diferencial", leader=True), Col("value", 27, "%", bold=True),
          Col("prev0", 22, "/mm³", align="R", bold=True), Col("x", 22, ""),
          Col("ref", None, "Referência (% | /mm³)", size=7.2)]

    def d(kp, ka, name, p, a, rp, ra, fa=""):
        return RR(r(kp, name, p, "%"), rp + " %  |  " + ra + " /mm³",
                  prev=[r(ka, name, a, "/mm³", flag=fa)], extra={"x": ""})
    b.table(C3, [d("neu_p", "neu_a", "Neutrófilos", "74,2", "8.800", "40 a 70", "1.700 a 7.000", "Alto"),
                 d("lym_p", "lym_a", "Linfócitos", "17,1", "2.028", "20 a 45", "900 a 2.900"),
                 d("mon_p", "mon_a", "Monócitos", "6,3", "747", "2 a 10", "300 a 900"),
                 d("eos_p", "eos_a", "Eosinófilos", "2,0", "237", "1 a 5", "50 a 500"),
                 d("bas_p", "bas_a", "Basófilos", "0,4", "47", "0 a 2", "0 a 200")],
            rules="head", head_color=st["accent"], pad=0.45, flag_sep="  ")
    b.y += 2
    C4 = [Col("name", 54, "Plaquetas", leader=True), Col("value", 27, "Resultado", bold=True),
          Col("prev0", 22, "Anterior\n" + PD, align="R", color=(90, 90, 90)), Col("unit", 22, "Unidade"),
          Col("ref", None, "Valores de referência", size=7.2)]
    b.table(C4, [h("plt", "Plaquetas", "412.000", "356.000", "/mm³", "150.000 a 450.000")],
            rules="head", head_color=st["accent"], pad=0.45)
    b.y += 1.5
    notes(b, ["Neutrofilia sem desvio à esquerda; granulações tóxicas ausentes. Série vermelha e plaquetas sem "
              "alterações morfológicas."])
    # page 2
    b = doc.new_page()
    header(b, lab, pat, "band")
    CB = [Col("name", 70, leader=True), Col("value", 30, bold=True), Col("unit", None)]
    exam(b, "VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)",
         [RR(r("esr", "VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)", "28", "mm/1ª hora", flag="Alto",
               label="Resultado"))], CB, material="Sangue total – EDTA", method="Westergren automatizado",
         ref=["Homens até 50 anos: até 15 mm", "Homens acima de 50 anos: até 20 mm",
              "Mulheres até 50 anos: até 20 mm", "Mulheres acima de 50 anos: até 30 mm"], refcols=2,
         table_kw=dict(flag_sep="  "))
    exam(b, "PROTEÍNA C REATIVA (PCR)", [RR(r("crp", "PROTEÍNA C REATIVA (PCR)", "4,8", "mg/dL", flag="Alto",
                                               label="Resultado"))], CB,
         material="Soro", method="Imunoturbidimetria", ref=["Inferior a 0,5 mg/dL"], table_kw=dict(flag_sep="  "))
    exam(b, "FERRITINA", [RR(r("ferritin", "FERRITINA", "286", "ng/mL", label="Resultado"))], CB,
         material="Soro", method="Quimioluminescência",
         ref=["Homens: 23,9 a 336,2 ng/mL", "Mulheres: 11,0 a 306,8 ng/mL"], refcols=2)
    exam(b, "RETICULÓCITOS", [RR(r("retic_p", "RETICULÓCITOS", "1,2", "%", label="Resultado"))], CB,
         material="Sangue total – EDTA", method="Citometria de fluxo fluorescente",
         ref=["Adultos: 0,5 a 2,0 %"])
    exam(b, "TIPAGEM SANGUÍNEA ABO E FATOR Rh",
         [RR(r("abo", "Grupo sanguíneo (sistema ABO)", "A", "")),
          RR(r("rh", "Fator Rh (antígeno D)", "Positivo", ""))], CB,
         material="Sangue total – EDTA", method="Hemaglutinação em gel (prova direta e reversa)",
         note=["Pesquisa de D fraco não realizada, por ser o antígeno D positivo na prova direta."])
    b.y += 4
    signer(b, ["Liberado em 15/04/2025 15:52 por Dr. Tiago Sena Albuquerque – CRBM-3 22.671",
               "Conferência técnica: Dra. Gabriela Nunes Rezende – CRF-DF 4.902"])
    finish(doc, lambda p: ["Planalto Central Diagnósticos · Grupo Vértice Saúde · (61) 3441-8000",
                           "Resultados anteriores de 02/10/2024 exibidos para comparação. Impresso em 16/04/2025 08:15."])
    info = dict(lab="Planalto Central Diagnósticos", city="Brasília/DF", date="15/04/2025",
                distractors=["14/02/1986 nascimento", "15/04/2025 recebimento/liberação (mesmo dia)",
                             "25/04/2025 retorno ao médico", "16/04/2025 impressão"],
                layout="hemograma com coluna de resultado anterior (02/10/2024), pontilhado, flag 'Alto'; "
                       "blocos na página 2; tipagem ABO/Rh qualitativa")
    return doc, info
