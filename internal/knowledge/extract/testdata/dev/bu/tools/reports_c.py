"""Reports bu07-bu09 as data."""
from engine import Doc, Col, RR, Sub, Txt, Builder
from common import r, header, footer, exam, block_title, meta, refs, notes, results, sep, signer
from reports_a import finish


# =========================================================================== bu07
def bu07():
    st = dict(font="DejaVuSans", size=8.2, accent=(85, 100, 20), fill=(240, 243, 225), rule=(85, 100, 20),
              ml=15, mr=15, mt=8, mb=18, patcols=2, patlw=30, patsize=7.6, patbox="frame",
              tmode="bar", inline=True, sepmode="solid")
    doc = Doc("bu07", st)
    lab = dict(name="Cerrado Medicina Laboratorial", initials="CM",
               brand="Grupo Centro-Oeste Diagnósticos – unidade Setor Bueno",
               addr=["Av. T-4, 1.118 – Setor Bueno – Goiânia/GO",
                     "CNPJ 03.559.481/0009-66 · CNES 2518736",
                     "RT: Dr. Vinícius Arantes Paiva – CRF-GO 9.904"])
    pat = [("Paciente", "CAMILA FERREIRA ROCHA"), ("Nº atendimento", "GO.25.0327.00918"),
           ("Data de nascimento", "17/08/1995"), ("Sexo", "Feminino"),
           ("Médico(a)", "Dra. Beatriz Moura – CRM-GO 15.402"), ("DUM", "20/02/2025"),
           ("Coletado em", "27/03/2025 08:21"), ("Recebido em", "27/03/2025 09:40"),
           ("Liberado em", "28/03/2025 18:02"), ("Finalidade", "Pré-natal / pré-concepcional")]
    CQ = [Col("name", 28, bold=True), Col("value", 36, bold=True), Col("unit", None)]
    b = doc.new_page()
    header(b, lab, pat, "band")

    def sero(title, key, value, method, ref, note=None, unit="", flag=""):
        exam(b, title, [RR(r(key, title, value, unit, flag=flag, label="Resultado:"))], CQ,
             material="Soro", method=method, ref=ref, reflabel="Valor de referência:", ref_first=True, note=note)
    sero("HIV 1 E 2 – ANTÍGENO p24 E ANTICORPOS (4ª GERAÇÃO)", "hiv", "Não reagente",
         "Eletroquimioluminescência", ["Não reagente"],
         note=["Amostra não reagente para HIV. Em caso de suspeita de infecção recente (janela imunológica), "
               "recomenda-se nova coleta após 30 dias (Portaria SVS/MS nº 29/2013)."])
    sero("HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "hbsag", "Não reagente",
         "Quimioluminescência", ["Não reagente"])
    sero("ANTI-HBs – ANTICORPOS CONTRA O ANTÍGENO DE SUPERFÍCIE", "antihbs", "superior a 1000",
         "Quimioluminescência",
         ["Inferior a 10 mUI/mL: não reagente (ausência de imunidade)",
          "Igual ou superior a 10 mUI/mL: reagente (imunidade)"], unit="mUI/mL")
    sero("ANTI-HBc TOTAL – HEPATITE B", "antihbc", "Não reagente", "Quimioluminescência", ["Não reagente"])
    sero("ANTI-HCV – ANTICORPOS CONTRA HEPATITE C", "hcv", "Não reagente", "Quimioluminescência",
         ["Não reagente"])
    sero("VDRL", "vdrl", "Não reagente", "Floculação (VDRL)", ["Não reagente"],
         note=["Resultados reagentes são acompanhados de titulação e devem ser confirmados por teste "
               "treponêmico."])
    # page 2
    b = doc.new_page()
    header(b, lab, pat, "band")
    block_title(b, "PERFIL HORMONAL FEMININO")
    meta(b, "Soro", "Eletroquimioluminescência", extra=[("Dia do ciclo: ", "6º dia")])
    b.y += 1
    CH = [Col("name", 40, "Exame"), Col("ref", 74, "Valores de referência", size=7.3),
          Col("value", 30, "Resultado", align="R", bold=True), Col("unit", None, "Unidade")]
    rows = [RR(r("fsh", "FSH", "6,2", "mUI/mL"),
               "Fase folicular: 3,5 a 12,5\nPico ovulatório: 4,7 a 21,5\nFase lútea: 1,7 a 7,7\n"
               "Pós-menopausa: 25,8 a 134,8"),
            RR(r("lh", "LH", "7,9", "mUI/mL"),
               "Fase folicular: 2,4 a 12,6\nPico ovulatório: 14,0 a 95,6\nFase lútea: 1,0 a 11,4\n"
               "Pós-menopausa: 7,7 a 58,5"),
            RR(r("estradiol", "Estradiol", "98", "pg/mL"),
               "Fase folicular: 12,5 a 166\nPico ovulatório: 85,8 a 498\nFase lútea: 43,8 a 211\n"
               "Pós-menopausa: inferior a 54,7"),
            RR(r("prog", "Progesterona", "0,4", "ng/mL"),
               "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0\nPós-menopausa: 0,1 a 0,8"),
            RR(r("prl", "Prolactina", "14,6", "ng/mL"), "Mulheres não gestantes: 4,8 a 23,3\nHomens: 4,0 a 15,2"),
            RR(r("tsh", "TSH", "1,74", "µUI/mL"), "Adultos: 0,27 a 4,20\nGestantes 1º trimestre: 0,05 a 3,70")]
    b.table(CH, rows, rules="h", head_fill=st["fill"], head_color=st["accent"], pad=0.8, rule_color=(160, 160, 160))
    b.y += 3
    exam(b, "BETA-HCG QUANTITATIVO", [RR(r("bhcg", "BETA-HCG QUANTITATIVO", "inferior a 1,20", "mUI/mL",
                                           label="Resultado:"))], CQ,
         material="Soro", method="Eletroquimioluminescência",
         ref=["Não gestantes: inferior a 5,0 mUI/mL", "Indeterminado: 5,0 a 25,0 mUI/mL",
              "Gestantes – 3ª semana após a DUM: 5,8 a 71,2 mUI/mL"],
         reflabel="Valores de referência:", ref_first=True,
         note=["Data da última menstruação informada: 20/02/2025."])
    exam(b, "FERRITINA", [RR(r("ferritin", "FERRITINA", "42,0", "ng/mL", label="Resultado:"))], CQ,
         material="Soro", method="Quimioluminescência",
         ref=["Mulheres: 13 a 150 ng/mL", "Homens: 30 a 400 ng/mL"], ref_first=True)
    exam(b, "HEMOGLOBINA", [RR(r("hgb", "HEMOGLOBINA", "12,9", "g/dL", label="Resultado:"))], CQ,
         material="Sangue total (EDTA)", method="Automatizado – SLS-hemoglobina",
         ref=["Mulheres: 12,0 a 15,5 g/dL", "Gestantes: superior a 11,0 g/dL"], ref_first=True, sepmode="none")
    b.y += 3
    signer(b, ["Dra. Larissa Campos Teles – CRBM-3 15.760 – liberado em 28/03/2025 18:02"])
    finish(doc, lambda p: ["Cerrado Medicina Laboratorial · Grupo Centro-Oeste Diagnósticos · (62) 3201-7700",
                           "Data de impressão: 29/03/2025 · Os resultados devem ser interpretados pelo médico "
                           "solicitante em conjunto com os dados clínicos."])
    info = dict(lab="Cerrado Medicina Laboratorial", city="Goiânia/GO", date="27/03/2025",
                distractors=["17/08/1995 nascimento", "20/02/2025 DUM", "28/03/2025 liberação",
                             "29/03/2025 impressão"],
                layout="blocos com referência impressa antes do resultado; sorologias qualitativas; tabela "
                       "hormonal Exame / Referência / Resultado; 'superior a', 'inferior a'")
    return doc, info


# =========================================================================== bu08
def bu08():
    st = dict(font="DejaVuSansCondensed", size=8.2, accent=(0, 95, 140), fill=(225, 238, 246), rule=(0, 95, 140),
              ml=12, mr=12, mt=9, mb=18, patcols=3, patlw=22, patsize=7.4, patbox="fill",
              tmode="bar", inline=False, sepmode="none")
    doc = Doc("bu08", st)
    lab = dict(name="Litoral Diagnóstico", initials="LD", brand="Marca do Grupo Atlântico Saúde – Ceará",
               addr=["Av. Santos Dumont, 3.060 – Aldeota – Fortaleza/CE", "CNPJ 22.815.690/0003-48 · CNES 9042215",
                     "RT: Dra. Iara Pontes Bezerra – CRBM-2 12.019"])
    pat = [("Paciente", "JOSÉ WELLINGTON ARAÚJO"), ("Sexo", "Masculino"), ("Nasc.", "03/11/1980"),
           ("Idade", "44 anos"), ("Pedido", "19/03/2025"), ("Coleta", "21/03/2025 07:05"),
           ("Médico", "Dr. Ítalo Sampaio"), ("Convênio", "Hapvida"), ("Liberação", "21/03/2025 16:30")]
    b = doc.new_page()
    header(b, lab, pat, "logo")
    CU = [Col("name", 31), Col("value", 30, bold=True), Col("ref", None, size=7.2, color=(80, 80, 80))]

    def left(c):
        block_title(c, "URINA TIPO I (EAS)")
        meta(c, "Urina – jato médio, primeira da manhã", "Tiras reativas (leitura automatizada) e "
             "microscopia do sedimento", inline=False)
        c.y += 0.5
        rows = [Txt("", "Resultado", "Referência", bold=True), Sub("Exame físico"),
                RR(r("u_color", "Cor", "Amarelo citrino", ""), "Amarelo"),
                RR(r("u_aspect", "Aspecto", "Ligeiramente turvo", ""), "Límpido"),
                RR(r("u_sg", "Densidade", "1,025", ""), "1,005 a 1,030"),
                RR(r("u_ph", "pH", "5,5", ""), "5,0 a 7,5"),
                Sub("Exame químico"),
                RR(r("u_prot", "Proteínas", "Negativo", ""), "Negativo"),
                RR(r("u_glu", "Glicose", "Negativo", ""), "Negativo"),
                RR(r("u_ket", "Corpos cetônicos", "Negativo", ""), "Negativo"),
                RR(r("u_hb", "Hemoglobina", "Positivo (+)", ""), "Negativo"),
                RR(r("u_bili", "Bilirrubina", "Negativo", ""), "Negativo"),
                RR(r("u_ubg", "Urobilinogênio", "Normal", ""), "Normal"),
                RR(r("u_nit", "Nitrito", "Negativo", ""), "Negativo"),
                RR(r("u_le", "Esterase leucocitária", "Negativo", ""), "Negativo"),
                Sub("Sedimentoscopia (por campo, 400×)"),
                RR(r("u_wbc", "Leucócitos", "3", "/campo"), "até 5 /campo"),
                RR(r("u_rbc", "Hemácias", "8", "/campo"), "até 3 /campo"),
                RR(r("u_bact", "Bactérias", "Ausentes", ""), "Ausentes ou raras"),
                RR(r("u_mucus", "Filamentos de muco", "Presentes", ""), "Ausentes")]
        c.table(CU, rows, header=False, rules="none", pad=0.35)
        notes(c, ["Hematúria discreta. Recomenda-se correlação clínica e repetição do exame após 7 dias, "
                  "evitando coleta no período menstrual ou após exercício intenso."])

    CR = [Col("name", None), Col("value", 17, align="R", bold=True), Col("unit", 16)]

    def right(c):
        exam(c, "GLICOSE", [RR(r("glu_f", "Glicose", "96", "mg/dL"))], CR, material="Plasma (fluoreto)",
             method="Hexoquinase", ref=["Normal: 70 a 99 mg/dL"], inline=True)
        exam(c, "UREIA", [RR(r("urea", "Ureia", "29", "mg/dL"))], CR, material="Soro", method="Urease UV",
             ref=["Adultos: 17 a 43 mg/dL"], inline=True)
        exam(c, "CREATININA", [RR(r("creat", "Creatinina", "1,04", "mg/dL")),
                               RR(r("egfr", "TFG estimada\n(CKD-EPI 2021)", "89", "mL/min/1,73m²"))], CR,
             material="Soro", method="Jaffé cinético", inline=True,
             ref=["Homens: 0,72 a 1,18 mg/dL", "Mulheres: 0,55 a 1,02 mg/dL"])
        exam(c, "SÓDIO E POTÁSSIO", [RR(r("na", "Sódio", "141", "mmol/L")),
                                     RR(r("k", "Potássio", "4,2", "mmol/L"))], CR,
             material="Soro", method="Eletrodo íon seletivo", inline=True,
             ref=["Sódio: 136 a 145 mmol/L", "Potássio: 3,5 a 5,1 mmol/L"])
        exam(c, "PROTEÍNA C REATIVA", [RR(r("crp", "Proteína C reativa", "12,4", "mg/L"))], CR,
             material="Soro", method="Imunoturbidimetria", inline=True, ref=["Inferior a 5,0 mg/L"])
        exam(c, "AMILASE", [RR(r("amyl", "Amilase", "64", "U/L"))], CR, material="Soro",
             method="Enzimático colorimétrico (CNPG3)", inline=True, ref=["28 a 100 U/L"])

    b.columns(left, right, gap=7, sep=True, split=0.52)
    b.y += 4
    signer(b, ["Liberado em 21/03/2025 16:30 – Dra. Iara Pontes Bezerra – CRBM-2 12.019"])
    finish(doc, lambda p: ["Litoral Diagnóstico – Grupo Atlântico Saúde – SAC 0800 085 2200",
                           "Impresso em 22/03/2025 10:12 · Válido somente com assinatura digital."])
    info = dict(lab="Litoral Diagnóstico", city="Fortaleza/CE", date="21/03/2025",
                distractors=["03/11/1980 nascimento", "19/03/2025 pedido", "21/03/2025 liberação (mesmo dia)",
                             "22/03/2025 impressão"],
                layout="página em duas colunas: EAS completo à esquerda (qualitativos, densidade com vírgula), "
                       "blocos bioquímicos à direita")
    return doc, info


# =========================================================================== bu09
def bu09():
    st = dict(font="DejaVuSerif", size=8.0, accent=(95, 45, 120), fill=(240, 232, 246), rule=(95, 45, 120),
              ml=16, mr=16, mt=10, mb=18, patcols=2, patlw=32, patsize=7.4, patbox="rules",
              tmode="under", inline=True, sepmode="dash")
    doc = Doc("bu09", st)
    lab = dict(name="Vale Paulista Laboratório", initials="VP",
               brand="Rede Meridiano Medicina Diagnóstica – Região de Campinas",
               addr=["Av. José de Souza Campos, 1.406 – Cambuí – Campinas/SP",
                     "CNPJ 27.418.553/0058-14 · CNES 4410298",
                     "RT: Dra. Flávia Cunha Peres – CRM-SP 131.886"])
    pat = [("Paciente", "ANTÔNIO MARCOS BELLINI"), ("Pedido nº", "VP-558.204-7"),
           ("Data de nascimento", "11/06/1958"), ("Sexo / idade", "Masculino / 66 anos"),
           ("Solicitante", "Dr. Sérgio Tavares – CRM-SP 88.140"), ("Convênio", "Bradesco Saúde"),
           ("Coleta de sangue", "18/03/2025 07:50"), ("Entrega da urina de 24 h", "20/03/2025 08:10"),
           ("Laudo concluído em", "21/03/2025 17:22"), ("Impressão", "24/03/2025")]
    C = [Col("name", 62), Col("value", 26, align="R", bold=True), Col("unit", 20),
         Col("ref", None, size=7.2, color=(70, 70, 70))]
    b = doc.new_page()
    header(b, lab, pat, "logo")
    exam(b, "ANTÍGENO PROSTÁTICO ESPECÍFICO – PSA TOTAL E LIVRE",
         [RR(r("psa", "PSA total", "3,86", "ng/mL")),
          RR(r("fpsa", "PSA livre", "0,71", "ng/mL")),
          RR(r("fpsa_ratio", "Relação PSA livre /\nPSA total", "18", "%"), "Superior a 25 %: menor risco")],
         C, material="Soro", method="Quimioluminescência (padronização OMS)",
         ref=["PSA total – 40 a 49 anos: até 2,5 ng/mL; 50 a 59 anos: até 3,5 ng/mL; 60 a 69 anos: até 4,5 ng/mL; "
              "70 anos ou mais: até 6,5 ng/mL"],
         note=["A relação PSA livre/total tem maior utilidade quando o PSA total está entre 4 e 10 ng/mL."])
    exam(b, "ANTÍGENO CARCINOEMBRIONÁRIO – CEA", [RR(r("cea", "CEA", "2,1", "ng/mL", label="Resultado:"))], C,
         material="Soro", method="Quimioluminescência",
         ref=["Não fumantes: até 3,8 ng/mL", "Fumantes: até 5,5 ng/mL"], refcols=2)
    exam(b, "CA 19-9", [RR(r("ca199", "CA 19-9", "< 2,0", "U/mL", label="Resultado:"))], C,
         material="Soro", method="Quimioluminescência", ref=["Inferior a 37,0 U/mL"])
    exam(b, "ALFAFETOPROTEÍNA", [RR(r("afp", "ALFAFETOPROTEÍNA", "3,2", "ng/mL", label="Resultado:"))], C,
         material="Soro", method="Quimioluminescência", ref=["Adultos: até 8,1 ng/mL"])
    exam(b, "LIPIDOGRAMA",
         [RR(r("chol", "Colesterol total", "186", "mg/dL"), "Desejável: < 190 mg/dL"),
          RR(r("hdl", "HDL-Colesterol", "52", "mg/dL"), "Desejável: > 40 mg/dL"),
          RR(r("ldl_calc", "LDL-Colesterol", "109", "mg/dL"), "Conforme risco cardiovascular"),
          RR(r("tg", "Triglicerídeos", "124", "mg/dL"), "Jejum: < 150 mg/dL")], C,
         material="Soro", method="Enzimático colorimétrico; LDL por Martin/Hopkins", sepmode="none")
    # page 2
    b = doc.new_page()
    header(b, lab, pat, "logo")
    exam(b, "GLICOSE E HEMOGLOBINA GLICADA",
         [RR(r("glu_f", "Glicose de jejum", "101", "mg/dL", flag="*"), "70 a 99 mg/dL"),
          RR(r("hba1c", "Hemoglobina glicada\n(HbA1c)", "5,8", "%", flag="*"), "Inferior a 5,7 %")], C,
         material="Plasma fluoretado / sangue total EDTA", method="Hexoquinase / HPLC")
    U = "20/03/2025"
    block_title(b, "URINA DE 24 HORAS – SEGUNDA AMOSTRA")
    meta(b, "Urina de 24 horas", "Imunoturbidimetria (albumina) / Jaffé (creatinina)",
         extra=[("Data da coleta: ", U)])
    notes(b, ["Início da coleta: 19/03/2025 às 07:00 · término: 20/03/2025 às 07:00 · amostra entregue em "
              "20/03/2025 às 08:10."])
    results(b, [RR(r("uvol24", "Volume urinário", "1.850", "mL", date=U), "–"),
                RR(r("ualb24h", "Microalbuminúria", "18,4", "mg/24 h", date=U), "Inferior a 30 mg/24 h"),
                RR(r("ucreat24", "Creatinina urinária", "1,42", "g/24 h", date=U), "Homens: 0,80 a 2,00 g/24 h")], C)
    b.y += 1
    notes(b, ["Albuminúria: inferior a 30 mg/24 h – normal; 30 a 300 mg/24 h – moderadamente aumentada; "
              "superior a 300 mg/24 h – gravemente aumentada."])
    sep(b)
    b.y += 4
    signer(b, ["Laudo concluído em 21/03/2025 17:22 – Dr. Henrique Salles Bueno – CRBM-1 40.215"])
    finish(doc, lambda p: ["Vale Paulista Laboratório · Rede Meridiano · (19) 3775-6600 · valepaulista.com.br",
                           "(*) Resultado fora dos valores de referência. Impresso em 24/03/2025."])
    info = dict(lab="Vale Paulista Laboratório", city="Campinas/SP", date="18/03/2025",
                distractors=["11/06/1958 nascimento", "19/03/2025 início da coleta de urina",
                             "21/03/2025 laudo concluído", "24/03/2025 impressão"],
                layout="blocos com título sublinhado e separadores tracejados; segunda amostra (urina de 24 h) "
                       "com data de coleta própria; nomes em duas linhas; '<'")
    return doc, info
