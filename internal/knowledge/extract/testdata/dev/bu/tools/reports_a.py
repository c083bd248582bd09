"""Reports bu01-bu03 as data."""
from engine import Doc, Col, RR, Sub, Txt, Builder
from common import r, header, footer, exam, block_title, meta, refs, notes, results, sep, signer


def finish(doc, lines_fn, right=None):
    n = len(doc.pages)
    for i, p in enumerate(doc.pages):
        b = Builder(doc, p, doc.st["ml"], 210 - doc.st["mr"], 0)
        footer(b, lines_fn(i + 1), i + 1, n, right)


# =========================================================================== bu01
def bu01():
    st = dict(font="DejaVuSans", size=8.2, accent=(22, 58, 120), fill=(228, 235, 247), rule=(22, 58, 120),
              ml=14, mr=14, mt=8, mb=18, patcols=2, patlw=31, patsize=7.6, patbox="frame",
              tmode="bar", inline=False, sepmode="dash")
    doc = Doc("bu01", st)
    lab = dict(name="Laboratório Alvorada", initials="LA",
               brand="Uma marca da Rede Meridiano Medicina Diagnóstica",
               addr=["Av. Ibirapuera, 2.145 – Moema – São Paulo/SP – CEP 04028-001",
                     "CNPJ 27.418.553/0031-06 · CNES 7716429",
                     "Responsável técnico: Dr. Heitor Vasconcelos – CRM-SP 96.417"])
    pat = [("Paciente", "MARIANA DE SOUZA LOPES"), ("Atendimento", "2503-18-044712"),
           ("Data de nascimento", "04/07/1968 (56 anos)"), ("Sexo", "Feminino"),
           ("Médico solicitante", "Dr. Renato Aguiar Campos – CRM-SP 118402"), ("Convênio", "Vida Plena Saúde"),
           ("Data do pedido", "11/03/2025"), ("Unidade de coleta", "Alvorada Moema"),
           ("Data da coleta", "18/03/2025 07:12"), ("Liberação", "19/03/2025 16:40")]
    C1 = [Col("name", 58, bold=True), Col("value", 20, align="R", bold=True), Col("unit", 24),
          Col("ref", None, size=7.4)]
    # ---- page 1
    b = doc.new_page()
    header(b, lab, pat, "band")
    exam(b, "GLICOSE", [RR(r("glu_f", "GLICOSE", "104", "mg/dL", flag="*", label="Resultado:"))], C1,
         material="Plasma fluoretado", method="Enzimático – hexoquinase",
         ref=["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL",
              "Diabetes mellitus: igual ou superior a 126 mg/dL (confirmar em segunda amostra)"],
         note=["Jejum informado pelo paciente: 10 horas."])
    exam(b, "HEMOGLOBINA GLICADA (HbA1c)",
         [RR(r("hba1c", "Hemoglobina glicada (HbA1c)", "5,9", "%", flag="*")),
          RR(r("eag", "Glicose média estimada", "123", "mg/dL"))], C1,
         material="Sangue total (EDTA)", method="Cromatografia líquida de alta eficiência (HPLC) – certificado NGSP",
         ref=["Normal: inferior a 5,7 %", "Risco aumentado para diabetes: 5,7 a 6,4 %",
              "Diabetes mellitus: igual ou superior a 6,5 %"],
         note=["A glicose média estimada é calculada a partir da HbA1c pela fórmula do estudo ADAG "
               "(GME = 28,7 × HbA1c – 46,7)."])
    lip = [RR(r("chol", "COLESTEROL TOTAL", "212", "mg/dL", flag="*"), "Desejável: < 190 mg/dL"),
           RR(r("hdl", "HDL-COLESTEROL", "48", "mg/dL"), "Desejável: > 40 mg/dL"),
           RR(r("ldl_calc", "LDL-COLESTEROL", "138", "mg/dL"), "Ver metas conforme risco"),
           RR(r("vldl", "VLDL-COLESTEROL", "26", "mg/dL"), "–"),
           RR(r("nonhdl", "COLESTEROL NÃO-HDL", "164", "mg/dL"), "Ver metas conforme risco"),
           RR(r("tg", "TRIGLICERÍDEOS", "131", "mg/dL"), "Jejum: < 150 · sem jejum: < 175 mg/dL")]
    exam(b, "PERFIL LIPÍDICO", lip, C1, material="Soro",
         method="Enzimático colorimétrico; LDL calculado pela equação de Martin/Hopkins",
         ref=["Crianças e adolescentes (2 a 19 anos): colesterol total < 170 mg/dL; HDL > 45 mg/dL; "
              "triglicerídeos < 75 mg/dL (0 a 9 anos) e < 90 mg/dL (10 a 19 anos), com jejum.",
              "Adultos (acima de 20 anos): valores indicados ao lado de cada parâmetro."],
         reflabel="Valores de referência por idade:",
         note=["Metas de LDL-colesterol (Diretriz Brasileira de Dislipidemias, SBC 2017): risco baixo < 130; "
               "intermediário < 100; alto < 70; muito alto < 50 mg/dL. O jejum não é obrigatório para o perfil "
               "lipídico, salvo orientação médica."])
    exam(b, "INSULINA (JEJUM)", [RR(r("insulin", "INSULINA (JEJUM)", "14,2", "µUI/mL", label="Resultado:"))],
         C1, material="Soro", method="Eletroquimioluminescência",
         ref=["Adultos, em jejum: 2,6 a 24,9 µUI/mL"])
    # ---- page 2
    b = doc.new_page()
    header(b, lab, pat, "band")
    exam(b, "TSH – HORMÔNIO TIREOESTIMULANTE",
         [RR(r("tsh", "TSH – HORMÔNIO TIREOESTIMULANTE", "2,84", "µUI/mL", label="Resultado:"))], C1,
         material="Soro", method="Quimioluminescência (3ª geração)",
         ref=["1 a 5 anos: 0,70 a 6,00 µUI/mL", "6 a 18 anos: 0,60 a 4,80 µUI/mL",
              "Adultos: 0,45 a 4,50 µUI/mL", "Gestantes (1º trimestre): 0,10 a 2,50 µUI/mL"], refcols=2)
    exam(b, "T4 LIVRE – TIROXINA LIVRE",
         [RR(r("ft4", "T4 LIVRE – TIROXINA LIVRE", "1,12", "ng/dL", label="Resultado:"))], C1,
         material="Soro", method="Quimioluminescência",
         ref=["Adultos: 0,70 a 1,80 ng/dL"])
    exam(b, "CREATININA",
         [RR(r("creat", "CREATININA", "0,86", "mg/dL", label="Resultado:")),
          RR(r("egfr", "Taxa de filtração glomerular estimada", "79", "mL/min/1,73 m²"))], C1,
         material="Soro", method="Cinético colorimétrico (Jaffé compensado); TFG pela equação CKD-EPI 2021",
         ref=["Creatinina – homens: 0,70 a 1,30 mg/dL · mulheres: 0,55 a 1,02 mg/dL",
              "TFG estimada: superior a 60 mL/min/1,73 m² (adultos)"])
    exam(b, "ÁCIDO ÚRICO", [RR(r("urate", "ÁCIDO ÚRICO", "5,1", "mg/dL", label="Resultado:"))], C1,
         material="Soro", method="Enzimático – uricase/peroxidase",
         ref=["Homens: 3,5 a 7,2 mg/dL", "Mulheres: 2,6 a 6,0 mg/dL"], refcols=2)
    exam(b, "VITAMINA D – 25-HIDROXIVITAMINA D",
         [RR(r("vitd", "VITAMINA D – 25-HIDROXIVITAMINA D", "27,4", "ng/mL", label="Resultado:"))], C1,
         material="Soro", method="Quimioluminescência",
         ref=["População geral saudável: superior a 20 ng/mL",
              "Grupos de risco (idosos, gestantes, osteoporose): 30 a 60 ng/mL",
              "Risco de toxicidade: superior a 100 ng/mL"])
    exam(b, "VITAMINA B12", [RR(r("b12", "VITAMINA B12", "412", "pg/mL", label="Resultado:"))], C1,
         material="Soro", method="Quimioluminescência", ref=["197 a 771 pg/mL"])
    exam(b, "PROTEÍNA C REATIVA ULTRASSENSÍVEL",
         [RR(r("hscrp", "PROTEÍNA C REATIVA ULTRASSENSÍVEL", "0,18", "mg/dL", label="Resultado:"))], C1,
         material="Soro", method="Imunoturbidimetria",
         ref=["Risco cardiovascular – baixo: < 0,10 mg/dL; médio: 0,10 a 0,30 mg/dL; alto: > 0,30 mg/dL"],
         sepmode="none")
    finish(doc, lambda p: ["Laboratório Alvorada – Rede Meridiano · Central de atendimento 0800 771 4420",
                           "Liberado eletronicamente por Dra. Cecília Brandão Nogueira – CRBM-1 21.884 em "
                           "19/03/2025 16:40 · Impresso em 20/03/2025 09:05",
                           "(*) Resultado fora do intervalo de referência."])
    info = dict(lab="Laboratório Alvorada", city="São Paulo/SP", date="18/03/2025",
                distractors=["04/07/1968 nascimento", "11/03/2025 pedido", "19/03/2025 liberação",
                             "20/03/2025 impressão"],
                layout="faixa colorida no cabeçalho; blocos (título em barra / material / método / "
                       "Resultado: / referências por idade e sexo / notas); flag *")
    return doc, info


# =========================================================================== bu02
def bu02():
    st = dict(font="DejaVuSansCondensed", size=8.4, accent=(0, 105, 92), fill=(224, 242, 238), rule=(0, 105, 92),
              ml=15, mr=15, mt=10, mb=18, patcols=2, patlw=30, patsize=7.8, patbox="rules",
              tmode="rule", inline=True, sepmode="none")
    doc = Doc("bu02", st)
    lab = dict(name="Lâmina Medicina Diagnóstica", initials="LM",
               brand="Rede Sulmed Diagnósticos – Unidade Batel",
               addr=["Av. do Batel, 1.530 – Batel – Curitiba/PR – CEP 80420-090",
                     "CNPJ 08.661.240/0012-74 · CNES 2290871",
                     "RT: Dr. Otávio Prado Klein – CRF-PR 14.207",
                     "SAC (41) 3019-8800"])
    pat = [("Paciente", "JOÃO PEDRO WISNIEWSKI"), ("Ordem de serviço", "14-0325-008213"),
           ("Nascimento", "22/01/1957"), ("Idade / sexo", "68 anos / Masculino"),
           ("Solicitante", "Dra. Helena M. Toledo – CRM-PR 22.318"), ("Convênio", "Particular"),
           ("Data da coleta", "25/03/2025 08:05"), ("Data de recebimento", "25/03/2025 10:47"),
           ("Emissão do laudo", "26/03/2025 11:20"), ("Retorno agendado", "08/04/2025")]
    C2 = [Col("name", 70, leader=True), Col("value", 22, align="R", bold=True), Col("unit", 30),
          Col("ref", None, size=7.4, color=(90, 90, 90))]
    prevdate = "12/11/2024"
    P = "Resultado anterior (12/11/2024):"
    b = doc.new_page()
    header(b, lab, pat, "logo")
    exam(b, "UREIA", [RR(r("urea", "UREIA", "48", "mg/dL", label="Resultado")),
                      RR(r("urea", "UREIA", "41", "mg/dL", date=prevdate, label=P))], C2,
         material="Soro", method="Enzimático UV (urease/GLDH)",
         ref=["Adultos até 65 anos: 15 a 40 mg/dL", "Acima de 65 anos: 21 a 49 mg/dL"], refcols=2)
    exam(b, "CREATININA E TAXA DE FILTRAÇÃO GLOMERULAR",
         [RR(r("creat", "Creatinina", "1,21", "mg/dL")),
          RR(r("creat", "Creatinina", "1,08", "mg/dL", date=prevdate, label="Creatinina – " + P)),
          RR(r("egfr", "Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "62", "mL/min/1,73 m²")),
          RR(r("egfr", "Taxa de filtração glomerular estimada (CKD-EPI 2021)", "71", "mL/min/1,73 m²",
               date=prevdate, label="TFG – " + P))], C2,
         material="Soro", method="Jaffé cinético compensado, rastreável a IDMS",
         ref=["Creatinina – homens: 0,70 a 1,20 mg/dL · mulheres: 0,50 a 0,90 mg/dL",
              "TFG: superior a 90 mL/min/1,73 m² (estágio G1); 60 a 89 (G2); 45 a 59 (G3a); 30 a 44 (G3b)"],
         note=["A TFG é estimada pela equação CKD-EPI 2021, sem coeficiente racial, e não se aplica a "
               "pacientes com massa muscular muito alterada, gestantes ou insuficiência renal aguda."])
    exam(b, "ÁCIDO ÚRICO", [RR(r("urate", "ÁCIDO ÚRICO", "7,6", "mg/dL", label="Resultado")),
                            RR(r("urate", "ÁCIDO ÚRICO", "6,9", "mg/dL", date=prevdate, label=P))], C2,
         material="Soro", method="Uricase – peroxidase (Trinder)",
         ref=["Homens: 3,4 a 7,0 mg/dL", "Mulheres: 2,4 a 5,7 mg/dL"], refcols=2)
    exam(b, "SÓDIO", [RR(r("na", "SÓDIO", "139", "mEq/L", label="Resultado"))], C2,
         material="Soro", method="Eletrodo íon seletivo (indireto)", ref=["136 a 145 mEq/L"])
    exam(b, "POTÁSSIO", [RR(r("k", "POTÁSSIO", "5,3", "mEq/L", label="Resultado")),
                         RR(r("k", "POTÁSSIO", "4,8", "mEq/L", date=prevdate, label=P))], C2,
         material="Soro", method="Eletrodo íon seletivo (indireto)", ref=["3,5 a 5,1 mEq/L"],
         note=["Hemólise ausente na amostra."])
    # page 2
    b = doc.new_page()
    header(b, lab, pat, "logo")
    exam(b, "CÁLCIO TOTAL", [RR(r("ca", "CÁLCIO TOTAL", "9,4", "mg/dL", label="Resultado"))], C2,
         material="Soro", method="Arsenazo III",
         ref=["Crianças (1 a 18 anos): 8,8 a 10,8 mg/dL", "Adultos: 8,6 a 10,3 mg/dL"], refcols=2)
    exam(b, "MAGNÉSIO", [RR(r("mg", "MAGNÉSIO", "2,0", "mg/dL", label="Resultado"))], C2,
         material="Soro", method="Azul de xilidila", ref=["1,6 a 2,6 mg/dL"])
    exam(b, "FÓSFORO", [RR(r("phos", "FÓSFORO", "3,2", "mg/dL", label="Resultado"))], C2,
         material="Soro", method="Fosfomolibdato UV",
         ref=["Crianças: 4,0 a 7,0 mg/dL", "Adultos: 2,5 a 4,5 mg/dL"], refcols=2)
    exam(b, "MICROALBUMINÚRIA – AMOSTRA ISOLADA",
         [RR(r("ualb24", "Albumina urinária", "38,5", "mg/L")),
          RR(r("ucreat", "Creatinina urinária", "96,0", "mg/dL")),
          RR(r("ualb_cr", "Relação albumina/creatinina\nurinária", "40,1", "mg/g"))], C2,
         material="Urina – primeira micção da manhã", method="Imunoturbidimetria / Jaffé",
         ref=["Relação albumina/creatinina – normal: inferior a 30 mg/g",
              "Albuminúria moderadamente aumentada: 30 a 300 mg/g",
              "Albuminúria gravemente aumentada: superior a 300 mg/g"],
         note=["Recomenda-se confirmação em 2 de 3 amostras colhidas num intervalo de 3 a 6 meses."])
    b.y += 4
    signer(b, ["Conferido e liberado por Dra. Patrícia Lenz Moraes – CRF-PR 18.552",
               "Laudo emitido em 26/03/2025 11:20"])
    finish(doc, lambda p: ["Lâmina Medicina Diagnóstica · Rede Sulmed Diagnósticos · www.laminadiagnostica.com.br",
                           "Resultados anteriores exibidos para fins comparativos; podem ter sido obtidos com "
                           "metodologia diferente.", "Impresso em 26/03/2025 14:02"])
    info = dict(lab="Lâmina Medicina Diagnóstica", city="Curitiba/PR", date="25/03/2025",
                distractors=["22/01/1957 nascimento", "25/03/2025 recebimento (mesmo dia)",
                             "26/03/2025 emissão/impressão", "08/04/2025 retorno agendado"],
                layout="cabeçalho com logotipo; blocos com pontilhado; resultado anterior em linha própria; "
                       "nomes em duas linhas")
    return doc, info


# =========================================================================== bu03
def bu03():
    st = dict(font="DejaVuSans", size=8.0, accent=(120, 30, 45), fill=(245, 232, 234), rule=(120, 30, 45),
              ml=13, mr=13, mt=10, mb=18, patcols=3, patlw=16, patsize=7.0, patbox="fill",
              tmode="under", inline=True, sepmode="solid")
    doc = Doc("bu03", st)
    lab = dict(name="Horizonte Laboratório", initials="HL", brand="Grupo Vértice Saúde – Regional Minas Gerais",
               addr=["Rua dos Timbiras, 1.980 – Lourdes – Belo Horizonte/MG", "CNPJ 31.507.116/0004-59",
                     "RT: Dra. Lívia Freitas Antunes – CRBM-4 7.093"])
    pat = [("Paciente", "ANA CLARA RIBEIRO DUARTE"), ("Sexo", "Feminino"), ("Nasc.", "30/09/1991"),
           ("Médico", "Dr. Paulo C. Mendes"), ("CRM", "MG 40.115"), ("Pedido", "10/03/2025"),
           ("Coleta", "13/03/2025 06:58"), ("Recebido", "13/03/2025"), ("Liberado", "14/03/2025")]
    b = doc.new_page()
    header(b, lab, pat, "light")
    block_title(b, "HEMOGRAMA COMPLETO")
    meta(b, "Sangue total (EDTA)", "Citometria de fluxo e impedância – Sysmex XN; revisão microscópica da lâmina")
    b.y += 1
    CH = [Col("name", 58, "ERITROGRAMA"), Col("value", 26, "Resultado", align="R", bold=True),
          Col("unit", 26, "Unidade"), Col("ref", None, "Valores de referência – mulheres adultas")]
    ery = [RR(r("rbc", "Hemácias", "3,86", "milhões/mm³", flag="L"), "4,00 a 5,20 milhões/mm³"),
           RR(r("hgb", "Hemoglobina", "11,2", "g/dL", flag="L"), "12,0 a 15,5 g/dL"),
           RR(r("hct", "Hematócrito", "34,6", "%", flag="L"), "36,0 a 46,0 %"),
           RR(r("mcv", "VCM", "89,6", "fL"), "80,0 a 100,0 fL"),
           RR(r("mch", "HCM", "29,0", "pg"), "26,0 a 34,0 pg"),
           RR(r("mchc", "CHCM", "32,4", "g/dL"), "31,0 a 36,0 g/dL"),
           RR(r("rdw", "RDW", "14,8", "%", flag="H"), "11,5 a 14,5 %")]
    b.table(CH, ery, rules="head", head_color=st["accent"], pad=0.45)
    b.y += 1.5
    CL = [Col("name", 42, "LEUCOGRAMA"), Col("value", 18, "%", align="R", bold=True),
          Col("prev0", 24, "/mm³", align="R", bold=True), Col("ref", 38, "Ref. %"),
          Col("extra", None, "Ref. /mm³")]
    def lk(kp, ka, name, p, a, rp, ra, flag="", flaga=""):
        return RR(r(kp, name, p, "%", flag=flag),
                  rp, prev=[r(ka, name, a, "/mm³", flag=flaga)], extra={"extra": ra})
    leu = [RR(r("wbc", "Leucócitos", "4.380", "/mm³"), "", extra={"extra": "3.500 a 10.500"}),
           lk("band_p", "band_a", "Bastonetes", "1", "44", "0 a 5", "0 a 500"),
           lk("seg_p", "seg_a", "Segmentados", "54", "2.365", "40 a 70", "1.700 a 7.000"),
           lk("eos_p", "eos_a", "Eosinófilos", "6", "263", "1 a 5", "50 a 500", flag="H"),
           lk("bas_p", "bas_a", "Basófilos", "1", "44", "0 a 2", "0 a 200"),
           lk("lym_p", "lym_a", "Linfócitos", "31", "1.358", "20 a 45", "900 a 2.900"),
           lk("mon_p", "mon_a", "Monócitos", "7", "307", "2 a 10", "300 a 900")]
    # the total leukocyte row: value printed in the /mm³ column
    leu[0] = RR(r("wbc", "Leucócitos", "4.380", "/mm³"), "", extra={"extra": "3.500 a 10.500"})
    CLw = [Col("name", 42, "LEUCOGRAMA"), Col("extra2", 18, "%", align="R"),
           Col("value", 24, "/mm³", align="R", bold=True), Col("ref", 38, "Ref. %"), Col("extra", None, "Ref. /mm³")]
    b.table(CLw, leu[:1], rules="head", head_color=st["accent"], pad=0.45)
    b.table(CL, leu[1:], header=False, pad=0.45)
    b.L(b.x0, b.y, b.x1, b.y, 0.15, (150, 150, 150))
    b.y += 1.5
    CP = [Col("name", 58, "PLAQUETAS"), Col("value", 26, "", align="R", bold=True), Col("unit", 26, ""),
          Col("ref", None, "")]
    b.table(CP, [RR(r("plt", "Plaquetas", "268.000", "/mm³"), "150.000 a 450.000 /mm³"),
                 RR(r("mpv", "VPM – volume plaquetário médio", "10,4", "fL"), "9,2 a 12,6 fL")],
            rules="head", head_color=st["accent"], pad=0.45)
    b.y += 1.5
    notes(b, ["Série vermelha: anisocitose discreta. Série branca: sem alterações morfológicas. "
              "Plaquetas: morfologia normal.",
              "Valores de referência para homens adultos: hemácias 4,50 a 5,90 milhões/mm³; hemoglobina "
              "13,5 a 17,5 g/dL; hematócrito 41,0 a 53,0 %. Crianças: consultar tabela por faixa etária.",
              "H = acima do valor de referência; L = abaixo do valor de referência."])
    signer(b, ["Liberado em 14/03/2025 09:12 por Dra. Lívia Freitas Antunes – CRBM-4 7.093"])
    # ---- page 2: two columns
    b = doc.new_page()
    header(b, lab, pat, "light")
    CC = [Col("name", None), Col("value", 17, align="R", bold=True), Col("unit", 13)]

    def left(c):
        exam(c, "TRANSAMINASES", [RR(r("ast", "TGO (AST)", "19", "U/L")),
                                  RR(r("alt", "TGP (ALT)", "22", "U/L"))], CC,
             material="Soro", method="Cinético UV (IFCC)",
             ref=["TGO – mulheres: até 32 U/L; homens: até 40 U/L", "TGP – mulheres: até 33 U/L; homens: até 41 U/L"])
        exam(c, "GAMA GT", [RR(r("ggt", "Gama glutamil transferase", "18", "U/L"))], CC,
             material="Soro", method="Cinético colorimétrico (Szasz)",
             ref=["Mulheres: 6 a 42 U/L", "Homens: 10 a 71 U/L"])
        exam(c, "FOSFATASE ALCALINA", [RR(r("alp", "Fosfatase alcalina", "74", "U/L"))], CC,
             material="Soro", method="p-nitrofenilfosfato (IFCC)",
             ref=["Adultos: 35 a 104 U/L", "Crianças e adolescentes: até 390 U/L, conforme idade"])
        exam(c, "BILIRRUBINAS", [RR(r("bili_t", "Bilirrubina total", "0,62", "mg/dL")),
                                 RR(r("bili_d", "Bilirrubina direta", "0,14", "mg/dL")),
                                 RR(r("bili_i", "Bilirrubina indireta", "0,48", "mg/dL"))], CC,
             material="Soro", method="Diazo (DPD) / cálculo",
             ref=["Total: até 1,20 mg/dL", "Direta: até 0,30 mg/dL", "Indireta: até 0,90 mg/dL"])
        exam(c, "PROTEÍNAS TOTAIS E FRAÇÕES", [RR(r("prot", "Proteínas totais", "7,1", "g/dL")),
                                               RR(r("alb", "Albumina", "4,3", "g/dL")),
                                               RR(r("glob", "Globulinas", "2,8", "g/dL")),
                                               RR(r("ag", "Relação A/G", "1,54", ""))], CC,
             material="Soro", method="Biureto / verde de bromocresol",
             ref=["Proteínas totais: 6,4 a 8,3 g/dL", "Albumina: 3,5 a 5,2 g/dL", "Globulinas: 2,0 a 3,5 g/dL",
                  "Relação A/G: 1,10 a 2,20"], sepmode="none")

    def right(c):
        exam(c, "FERRO SÉRICO E CINÉTICA", [RR(r("fe", "Ferro sérico", "41", "µg/dL", flag="L")),
                                          RR(r("tibc", "Capacidade total de\nligação do ferro", "412", "µg/dL")),
                                          RR(r("tsat", "Índice de saturação\nda transferrina", "10", "%", flag="L"))],
             CC, material="Soro", method="Ferrozine / cálculo",
             ref=["Ferro – mulheres: 50 a 170 µg/dL; homens: 65 a 175 µg/dL", "CTLF: 250 a 450 µg/dL",
                  "Saturação: 20 a 50 %"])
        exam(c, "FERRITINA", [RR(r("ferritin", "Ferritina", "9,8", "ng/mL", flag="L"))], CC,
             material="Soro", method="Quimioluminescência",
             ref=["Mulheres (18 a 50 anos): 11,0 a 306,8 ng/mL", "Homens: 23,9 a 336,2 ng/mL"])
        exam(c, "TRANSFERRINA", [RR(r("transf", "Transferrina", "338", "mg/dL"))], CC,
             material="Soro", method="Imunoturbidimetria", ref=["200 a 360 mg/dL"])
        exam(c, "VITAMINA B12", [RR(r("b12", "Vitamina B12", "286", "pg/mL"))], CC,
             material="Soro", method="Quimioluminescência", ref=["Adultos: 197 a 771 pg/mL"],
             note=["Valores entre 197 e 300 pg/mL podem corresponder a deficiência subclínica."])
        exam(c, "ÁCIDO FÓLICO", [RR(r("folate", "Ácido fólico", "7,9", "ng/mL"))], CC,
             material="Soro", method="Quimioluminescência", ref=["Superior a 3,9 ng/mL"], sepmode="none")

    b.columns(left, right, gap=8, sep=True)
    b.y += 3
    notes(b, ["Exames realizados na Unidade Técnica Central do Grupo Vértice Saúde – Contagem/MG."])
    signer(b, ["Liberado em 14/03/2025 11:47 por Dr. Marcos Teixeira Gontijo – CRF-MG 19.880"])
    finish(doc, lambda p: ["Horizonte Laboratório · Grupo Vértice Saúde · (31) 3290-4000 · horizontelab.com.br",
                           "Laudo assinado digitalmente. Impresso em 15/03/2025 08:31."])
    info = dict(lab="Horizonte Laboratório", city="Belo Horizonte/MG", date="13/03/2025",
                distractors=["30/09/1991 nascimento", "10/03/2025 pedido", "14/03/2025 liberação",
                             "15/03/2025 impressão"],
                layout="página 1: hemograma com % e /mm³ lado a lado, flags H/L; página 2 em duas colunas de "
                       "blocos; nomes em duas linhas")
    return doc, info
