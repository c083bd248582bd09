"""Reports ah01-ah06 (one Python description per report -> HTML, fpdf and gold)."""
from engine import Report, R, C, Row, Gap, Rule, Cols, Box, T, leader

GREY = "#e6e6e6"


def kv(pairs, widths):
    """One row of label/value pairs."""
    cells = []
    for (k, v), (wk, wv) in zip(pairs, widths):
        cells.append(C(k, wk + 2, b=True))
        cells.append(C(v, wv - 2))
    return Row(cells)


# ----------------------------------------------------------------------------- ah01
def ah01():
    rep = Report("ah01", "Laboratório NefroVida Análises Clínicas", "São Paulo/SP", "2025-03-10",
                 font="dejavu", size=8.5, lh=4.3, features="classic one-exam blocks (Material/Método/Resultado/VR), pre/post urea at two times, URR & Kt/V, 2 pages")
    D = "2025-03-10"
    head = [
        T("NefroVida Análises Clínicas", size=15, b=True, h=8),
        T("Laboratório de apoio à Clínica de Hemodiálise Vila Mariana", size=8),
        T("Rua Domingos de Morais, 1480 – Vila Mariana – São Paulo/SP – CEP 04010-100 – Tel. (11) 5083-4410", size=7.5),
        T("CNES 2078341   CNPJ 12.448.903/0001-27   Resp. Técnica: Dra. Helena M. Okada – CRF-SP 41.228", size=7.5),
        Rule(3, 0.5),
        Box([
            kv([("Paciente: ", "MARIA APARECIDA DOS SANTOS LIMA"), ("Prontuário: ", "HD-00731")], [(17, 95), (20, 44)]),
            kv([("Nascimento: ", "02/05/1961"), ("Sexo: ", "Feminino"), ("Idade: ", "63 anos")], [(20, 30), (11, 25), (12, 35)]),
            kv([("Médico: ", "Dr. Ricardo Azevedo Nunes – CRM-SP 98.114"), ("Convênio: ", "SUS/TRS")], [(14, 98), (17, 40)]),
            kv([("Requisição: ", "0703-2291 de 07/03/2025"), ("Sessão de HD: ", "10/03/2025 – turno 1")], [(19, 62), (23, 52)]),
            kv([("Coleta pré-diálise: ", "10/03/2025 06:45"), ("Coleta pós-diálise: ", "10/03/2025 10:55")], [(30, 48), (31, 40)]),
        ], pad=1.8),
        Gap(3),
    ]

    def block(title, material, method, name, vt, unit, cat, ref_lines, flag="", note=None):
        out = [Row([C(title, 120, b=True, size=9.5)], size=9.5, line=True),
               T(f"Material: {material}        Método: {method}", size=7.5)]
        out.append(Row([C("Resultado:", 22, b=True), C(R(name, vt, unit, cat, D, flag=flag) + " " + unit, 50, b=True),
                        C("Valores de referência:", 36, size=7.5), C(ref_lines[0], 70, size=7.5)]))
        for rl in ref_lines[1:]:
            out.append(Row([C("", 108), C(rl, 70, size=7.5)], size=7.5))
        if note:
            out.append(T(note, size=7, i=True))
        out.append(Gap(2.2))
        return out

    p1 = list(head)
    p1 += block("URÉIA PRÉ-DIÁLISE", "Soro", "Urease/GLDH cinético UV", "URÉIA PRÉ-DIÁLISE", "142", "mg/dL", "urea_pre", ["15 a 45 mg/dL (adultos)"], flag="H")
    p1 += block("URÉIA PÓS-DIÁLISE", "Soro (coleta ao término da sessão)", "Urease/GLDH cinético UV", "URÉIA PÓS-DIÁLISE", "38", "mg/dL", "urea_post", ["Não se aplica"])
    p1 += block("TAXA DE REDUÇÃO DA URÉIA (URR)", "Cálculo", "(Ur pré − Ur pós) / Ur pré × 100", "TAXA DE REDUÇÃO DA URÉIA (URR)", "73,2", "%", "urr", ["Meta: igual ou superior a 65 %"])
    p1 += block("Kt/V (DAUGIRDAS 2ª GERAÇÃO)", "Cálculo", "spKt/V – peso pós 58,4 kg, UF 2,1 L, 240 min", "Kt/V (DAUGIRDAS 2ª GERAÇÃO)", "1,42", "", "ktv", ["Meta: igual ou superior a 1,2"])
    p1 += block("CREATININA", "Soro", "Jaffé cinético compensado", "CREATININA", "8,94", "mg/dL", "crea", ["Feminino: 0,50 a 0,90 mg/dL", "Masculino: 0,70 a 1,20 mg/dL"], flag="H")
    p1 += block("POTÁSSIO", "Soro", "Eletrodo íon seletivo indireto", "POTÁSSIO", "5,8", "mEq/L", "k", ["3,5 a 5,1 mEq/L"], flag="H",
                note="Amostra sem hemólise visível. Resultado conferido.")
    p1 += block("SÓDIO", "Soro", "Eletrodo íon seletivo indireto", "SÓDIO", "137", "mEq/L", "na", ["136 a 145 mEq/L"])
    foot1 = [Rule(2, 0.2), T("Laudo liberado eletronicamente em 11/03/2025 09:12 – Impresso em 11/03/2025 14:22 – Página 1 de 2", size=7, a="C")]
    rep.page(p1, foot1)

    p2 = [T("NefroVida Análises Clínicas – MARIA APARECIDA DOS SANTOS LIMA – Prontuário HD-00731 – DN 02/05/1961", size=7.5, b=True), Rule(2, 0.4)]
    p2 += block("CÁLCIO TOTAL", "Soro", "Arsenazo III", "CÁLCIO TOTAL", "8,7", "mg/dL", "ca", ["8,6 a 10,3 mg/dL"])
    p2 += block("FÓSFORO", "Soro", "Fosfomolibdato UV", "FÓSFORO", "6,4", "mg/dL", "p", ["2,5 a 4,5 mg/dL", "Meta KDIGO em diálise: até 5,5 mg/dL"], flag="H")
    p2 += block("BICARBONATO", "Soro", "Enzimático (PEP-carboxilase)", "BICARBONATO", "20", "mmol/L", "hco3", ["22 a 29 mmol/L"], flag="L")
    p2 += block("ALBUMINA", "Soro", "Verde de bromocresol", "ALBUMINA", "3,8", "g/dL", "alb", ["3,5 a 5,2 g/dL"])
    p2 += block("HEMOGLOBINA", "Sangue total – EDTA", "Citometria automatizada", "HEMOGLOBINA", "10,6", "g/dL", "hb", ["Mulheres: 12,0 a 16,0 g/dL", "Alvo em DRC dialítica: 10,0 a 11,5 g/dL"], flag="L")
    p2 += block("HEMATÓCRITO", "Sangue total – EDTA", "Citometria automatizada", "HEMATÓCRITO", "32,4", "%", "ht", ["Mulheres: 36,0 a 46,0 %"], flag="L")
    p2 += block("FERRITINA", "Soro", "Quimioluminescência", "FERRITINA", "486", "ng/mL", "ferritin", ["Mulheres: 13 a 150 ng/mL", "Em hemodiálise (alvo): 200 a 500 ng/mL"])
    p2 += block("SATURAÇÃO DA TRANSFERRINA", "Soro", "Cálculo: ferro sérico / CTLF × 100", "SATURAÇÃO DA TRANSFERRINA", "24", "%", "tsat", ["20 a 50 %"])
    p2 += block("PARATORMÔNIO INTACTO (PTH)", "Soro", "Eletroquimioluminescência", "PARATORMÔNIO INTACTO (PTH)", "512", "pg/mL", "pth", ["15 a 65 pg/mL", "DRC 5D (KDIGO): 2 a 9 × o limite superior"], flag="H")
    p2 += [Gap(2), T("Próxima coleta mensal prevista para 07/04/2025. Próxima sessão de hemodiálise: 12/03/2025 (quarta-feira).", size=7.5),
           Gap(4), T("Dra. Helena M. Okada – Farmacêutica-Bioquímica – CRF-SP 41.228", size=8, a="R"),
           T("Responsável técnica – assinatura digital", size=7, a="R")]
    foot2 = [Rule(2, 0.2), T("Laudo liberado eletronicamente em 11/03/2025 09:12 – Impresso em 11/03/2025 14:22 – Página 2 de 2", size=7, a="C")]
    rep.page(p2, foot2)
    return rep


# ----------------------------------------------------------------------------- ah02
def ah02():
    rep = Report("ah02", "Renalis Medicina Laboratorial", "Belo Horizonte/MG", "2025-03-07",
                 font="libsans", size=8.5, lh=4.4, margins=(10, 12, 10, 12),
                 features="grid table Exame|Resultado|Unid.|Flag|Referência, dates as 07.03.25, serologies Reagente/Não reagente, '> 1000', thousands dot")
    D = "2025-03-07"
    W = [62, 24, 22, 10, 68]

    def th():
        return Row([C("EXAME", W[0], b=True), C("RESULTADO", W[1], "R", b=True), C("UNID.", W[2], b=True), C("", W[3]),
                    C("VALORES DE REFERÊNCIA", W[4], b=True)], bg=GREY, size=8)

    def tr(name, vt, unit, cat, ref, flag="", date=D):
        return Row([C(name, W[0]), C(R(name, vt, unit, cat, date), W[1], "R", b=True), C(unit, W[2]), C(flag, W[3], "C", b=True),
                    C(ref, W[4], size=7.5)], line=True)

    def sec(t):
        return [Gap(1.5), T(t, b=True, size=9, color="#1d3f73")]

    b = [
        Row([C("RENALIS", 60, b=True, size=18), C("Medicina Laboratorial", 60, size=10), C("Unidade Savassi", 66, "R", size=8)], h=9),
        T("Av. do Contorno, 6.594 – Savassi – Belo Horizonte/MG  •  CNPJ 09.317.552/0001-80  •  CNES 6631460", size=7.5),
        T("Responsável técnico: Dr. Fábio Lacerda Pimenta – CRBM-3 12.041  •  Diretor clínico: Dr. Otávio Reis – CRM-MG 33.907", size=7.5),
        Rule(2.5, 0.6),
        kv([("Paciente: ", "JOSÉ CARLOS FERREIRA"), ("Sexo: ", "M"), ("D.N.: ", "19.11.58")], [(16, 80), (10, 15), (10, 30)]),
        kv([("Médico: ", "Dra. Luíza Tavares Melo"), ("Protocolo: ", "25-0307-4418"), ("Pedido: ", "05.03.25")], [(14, 62), (18, 32), (14, 30)]),
        kv([("Origem: ", "Clínica Renal Contorno – HD seg/qua/sex"), ("Coleta: ", "07.03.25 06:30")], [(14, 100), (14, 40)]),
        kv([("Recebido: ", "07.03.25 08:02"), ("Liberado: ", "08.03.25 11:40"), ("Emissão: ", "08.03.25")], [(17, 45), (17, 40), (16, 30)]),
        Rule(2.5, 0.3),
        th(),
    ]
    b += sec("BIOQUÍMICA – PERFIL MENSAL DE HEMODIÁLISE")
    b += [tr("Ureia pré-HD", "168", "mg/dL", "urea_pre", "15 – 45", "H"),
          tr("Ureia pós-HD", "52", "mg/dL", "urea_post", "—"),
          tr("URR", "69,0", "%", "urr", "≥ 65"),
          tr("spKt/V", "1,31", "", "ktv", "≥ 1,2"),
          tr("Creatinina pré-HD", "11,2", "mg/dL", "crea_pre", "0,70 – 1,20", "H"),
          tr("Potássio", "6,2", "mmol/L", "k", "3,5 – 5,1", "H"),
          tr("Sódio", "139", "mmol/L", "na", "136 – 145"),
          tr("Cálcio total", "9,1", "mg/dL", "ca", "8,6 – 10,3"),
          tr("Fósforo", "5,1", "mg/dL", "p", "2,5 – 4,5", "H"),
          tr("Bicarbonato (CO2 total)", "19", "mmol/L", "hco3", "22 – 29", "L"),
          tr("Albumina", "4,1", "g/dL", "alb", "3,5 – 5,2"),
          tr("Glicose", "96", "mg/dL", "glu", "70 – 99"),
          tr("TGP (ALT)", "14", "U/L", "alt", "até 41")]
    b += sec("HEMATOLOGIA E METABOLISMO DO FERRO")
    b += [tr("Hemoglobina", "11,3", "g/dL", "hb", "13,5 – 17,5", "L"),
          tr("Hematócrito", "34,6", "%", "ht", "39,0 – 50,0", "L"),
          tr("Leucócitos", "6.240", "/mm³", "wbc", "3.500 – 10.500"),
          tr("Plaquetas", "182.000", "/mm³", "plt", "150.000 – 450.000"),
          tr("Ferro sérico", "71", "µg/dL", "iron", "65 – 175"),
          tr("Ferritina", "612", "ng/mL", "ferritin", "30 – 400", "H"),
          tr("Índice de saturação da transferrina", "29", "%", "tsat", "20 – 50")]
    b += sec("SOROLOGIA SEMESTRAL (PORTARIA DE TRS)")
    b += [tr("HBsAg", "Não reagente", "", "hbsag", "Não reagente"),
          tr("Anti-HBs", "> 1000", "mUI/mL", "antihbs", "Imune: ≥ 10"),
          tr("Anti-HCV", "Não reagente", "", "antihcv", "Não reagente"),
          tr("Anti-HIV 1/2 (4ª geração)", "Não reagente", "", "hiv", "Não reagente")]
    b += [Gap(2), T("H = acima do valor de referência; L = abaixo do valor de referência. Ureia pós-HD colhida 5 min após o término (método slow-flow).", size=7),
          T("Kt/V calculado pela fórmula de Daugirdas II com peso pós 71,0 kg, UF 2,8 L e tempo de 4 h. Sessão de 07.03.25.", size=7),
          T("Próxima coleta mensal: 04.04.25. Sorologias repetir em 09.25.", size=7),
          Gap(5), T("Dr. Fábio Lacerda Pimenta – Biomédico – CRBM-3 12.041", a="R", size=8),
          T("Documento assinado digitalmente – código de verificação RNL-7F3Q-88K2", a="R", size=7)]
    foot = [Rule(2, 0.2), T("Renalis Medicina Laboratorial – Atendimento (31) 3308-2200 – www.renalis.med.br – pág. 1/1", size=7, a="C")]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah03
def ah03():
    rep = Report("ah03", "Laboratório do Centro de Diálise Serra Gaúcha", "Caxias do Sul/RS", "2025-03-10",
                 font="dvcond", size=8.5, lh=4.6, margins=(12, 12, 12, 12),
                 features="cumulative table of 3 monthly collections (dates in column headers), dashes for not-done, flags *")
    dates = ["2025-01-13", "2025-02-10", "2025-03-10"]
    W = [52, 20, 26, 26, 26, 36]
    b = [
        Row([C("Centro de Diálise Serra Gaúcha", 130, b=True, size=13), C("LABORATÓRIO", 56, "R", b=True, size=10)], h=7),
        T("Rua Os Dezoito do Forte, 2210 – Centro – Caxias do Sul/RS • CNES 3401928 • CNPJ 87.664.120/0001-05", size=7.5),
        T("Responsável técnico: Dr. Marcos Zanella Bortolini – CRF-RS 9.874 • Nefrologista responsável: Dra. Paula Grando – CRM-RS 27.455", size=7.5),
        Rule(3, 0.5),
        Box([kv([("Paciente: ", "Ivo Antônio Dalla Costa"), ("Registro: ", "SG-1187")], [(16, 100), (16, 50)]),
             kv([("Data de nascimento: ", "30/08/1949"), ("Sexo: ", "Masculino"), ("Acesso: ", "FAV braço E")], [(31, 28), (11, 25), (14, 40)]),
             kv([("Início da TRS: ", "12/08/2019"), ("Modalidade: ", "Hemodiálise 3x/semana, 4 h"), ("Peso seco: ", "67,5 kg")], [(23, 22), (20, 50), (17, 30)]),
             kv([("Médico solicitante: ", "Dra. Paula Grando"), ("Emissão: ", "12/03/2025")], [(30, 60), (15, 40)])], pad=1.5),
        Gap(3),
        T("RELATÓRIO EVOLUTIVO MENSAL – EXAMES DE ROTINA EM HEMODIÁLISE", b=True, size=10, a="C"),
        Gap(1.5),
        Row([C("Exame", W[0], b=True), C("Unidade", W[1], b=True), C("13/01/25", W[2], "R", b=True), C("10/02/25", W[3], "R", b=True),
             C("10/03/25", W[4], "R", b=True), C("   Referência", W[5], b=True)], bg=GREY),
        Row([C("", W[0]), C("", W[1]), C("coleta", W[2], "R", size=7), C("coleta", W[3], "R", size=7), C("coleta", W[4], "R", size=7), C("", W[5])], size=7, line=True),
    ]
    rows = [
        ("Ureia pré-diálise", "mg/dL", "urea_pre", ["155", "171*", "149"], "15 – 45"),
        ("Ureia pós-diálise", "mg/dL", "urea_post", ["44", "49", "39"], "—"),
        ("URR", "%", "urr", ["71,6", "71,3", "73,8"], "≥ 65"),
        ("Kt/V (sp)", "", "ktv", ["1,38", "1,35", "1,47"], "≥ 1,2"),
        ("Creatinina", "mg/dL", "crea", ["9,6", "10,3", "9,9"], "0,7 – 1,3"),
        ("Potássio", "mEq/L", "k", ["5,4", "6,1*", "5,2"], "3,5 – 5,5"),
        ("Cálcio total", "mg/dL", "ca", ["8,4", "8,9", "9,2"], "8,5 – 10,5"),
        ("Fósforo", "mg/dL", "p", ["5,9*", "6,6*", "5,3"], "2,5 – 5,5"),
        ("Hemoglobina", "g/dL", "hb", ["9,8*", "10,4", "11,1"], "10 – 11,5 (alvo)"),
        ("Albumina", "g/dL", "alb", ["3,7", "—", "3,9"], "≥ 3,5"),
        ("Ferritina", "ng/mL", "ferritin", ["388", "—", "421"], "200 – 500"),
        ("Saturação transferrina", "%", "tsat", ["22", "—", "27"], "20 – 50"),
        ("PTH intacto", "pg/mL", "pth", ["—", "—", "684*"], "150 – 600"),
        ("Bicarbonato", "mmol/L", "hco3", ["21", "22", "23"], "22 – 26"),
    ]
    for name, unit, cat, vals, ref in rows:
        cells = [C(name, W[0]), C(unit, W[1])]
        for v, d, w in zip(vals, dates, W[2:5]):
            if v == "—":
                cells.append(C(v, w, "R"))
            else:
                flag = "*" if v.endswith("*") else ""
                vt = v.rstrip("*")
                cells.append(C(R(name, vt, unit, cat, d, flag=flag, sep=""), w, "R"))
        cells.append(C("   " + ref, W[5], size=7.5))
        b.append(Row(cells, line=True))
    b += [Gap(2),
          T("(*) fora da faixa-alvo. (—) exame não realizado no mês. Coletas sempre na 1ª sessão da semana, antes da conexão;", size=7.5),
          T("ureia pós colhida com redução do fluxo de bomba para 100 mL/min por 15 s. Metas conforme KDIGO/KDOQI.", size=7.5),
          Gap(2),
          T("Observações clínicas", b=True),
          T("Eritropoetina 4.000 UI 3x/semana desde 20/01/2025. Sacarato de hidróxido de ferro 100 mg/semana (jan).", size=8),
          T("Próxima revisão evolutiva: 14/04/2025. Reunião multiprofissional: 21/03/2025.", size=8),
          Gap(6),
          Row([C("Dr. Marcos Zanella Bortolini", 90, "C"), C("Dra. Paula Grando", 90, "C")]),
          Row([C("Farmacêutico-bioquímico – CRF-RS 9.874", 90, "C", size=7.5), C("Nefrologista – CRM-RS 27.455", 90, "C", size=7.5)], size=7.5)]
    foot = [Rule(2, 0.2), T("Emitido em 12/03/2025 16:05 por SGLAB v4.2 – Este relatório reúne resultados já liberados individualmente. Página 1/1", size=7, a="C")]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah04
def ah04():
    rep = Report("ah04", "Laboratório de Análises Clínicas do Hospital Santa Luzia do Paraná", "Curitiba/PR", "2025-03-14",
                 font="libserif", size=9, lh=4.4, margins=(12, 13, 12, 13),
                 features="kidney-transplant follow-up, two-column chemistry, tacrolimus trough with last-dose time, eGFR CKD-EPI 2021, marker split over two lines")
    D = "2025-03-14"
    b = [
        T("HOSPITAL SANTA LUZIA DO PARANÁ", b=True, size=14, a="C", h=7),
        T("Laboratório de Análises Clínicas – Serviço de Transplante Renal", size=9, a="C"),
        T("R. Padre Anchieta, 2.771 – Bigorrilho – Curitiba/PR  |  CNES 0015644  |  CNPJ 76.591.205/0001-33", size=7.5, a="C"),
        T("Responsável técnica: Dra. Cristiane Wolff Kaminski – CRF-PR 18.392", size=7.5, a="C"),
        Rule(3, 0.4),
        kv([("Paciente: ", "Rodrigo Mendes Schmitt"), ("Atendimento: ", "AMB-2025-031447")], [(16, 92), (22, 50)]),
        kv([("Data nasc.: ", "11/06/1984"), ("Sexo: ", "Masculino"), ("Idade: ", "40a 9m")], [(18, 40), (12, 40), (12, 30)]),
        kv([("Médico: ", "Dr. André Kovalski – CRM-PR 24.519"), ("Setor: ", "Ambulatório Tx Renal")], [(14, 96), (12, 50)]),
        kv([("Transplante renal: ", "22/09/2023 (doador falecido)"), ("Retorno: ", "28/03/2025")], [(30, 80), (15, 40)]),
        kv([("Coleta: ", "14/03/2025 07:40"), ("Última dose tacrolimo: ", "13/03/2025 20:00")], [(13, 60), (35, 40)]),
        Rule(3, 0.4),
        T("IMUNOSSUPRESSORES", b=True, size=10),
        Row([C("TACROLIMO – nível sanguíneo (vale, C0)", 110, b=True), C(R("TACROLIMO – nível sanguíneo (vale, C0)", "7,4", "ng/mL", "tac_ms", D) + " ng/mL", 40, b=True)]),
        T("Material: sangue total (EDTA)  •  Método: LC-MS/MS", size=7.5),
        T("Faixa terapêutica orientativa após o 1º ano de transplante renal: 5,0 a 8,0 ng/mL.", size=7.5),
        T("Intervalo desde a última dose: 11 h 40 min.", size=7.5),
        Gap(2.5), Rule(1.5, 0.2),
        T("BIOQUÍMICA", b=True, size=10),
    ]
    WL = 88

    def item(name, vt, unit, cat, ref, flag="", name2=None):
        out = []
        if name2:
            out.append(Row([C(name, 44)]))
            full = name + " " + name2
            out.append(Row([C(name2, 44), C(R(full, vt, unit, cat, D, flag=flag), 18, "R", b=True), C(" " + unit, 26)]))
        else:
            out.append(Row([C(name, 44), C(R(name, vt, unit, cat, D, flag=flag), 18, "R", b=True), C(" " + unit, 26)]))
        out.append(T("VR: " + ref, size=7, color="#444444"))
        out.append(Gap(1))
        return out

    left = []
    left += item("Creatinina", "1,38", "mg/dL", "crea", "0,70 a 1,20 mg/dL", flag="↑")
    left += item("TFG estimada", "67", "mL/min/1,73 m²", "egfr_ckd21", "> 60 (CKD-EPI 2021, sem raça)", name2="(CKD-EPI 2021)")
    left += item("Ureia", "48", "mg/dL", "urea", "15 a 45 mg/dL", flag="↑")
    left += item("Potássio", "5,0", "mEq/L", "k", "3,5 a 5,1 mEq/L")
    left += item("Sódio", "140", "mEq/L", "na", "136 a 145 mEq/L")
    left += item("Magnésio", "1,5", "mg/dL", "mg", "1,6 a 2,6 mg/dL", flag="↓")
    right = []
    right += item("Glicose", "109", "mg/dL", "glu", "70 a 99 mg/dL", flag="↑")
    right += item("Hemoglobina", "6,1", "%", "hba1c", "< 5,7 % (normal)", name2="glicada (HbA1c)")
    right += item("Ácido úrico", "7,2", "mg/dL", "uric", "3,4 a 7,0 mg/dL", flag="↑")
    right += item("Fósforo", "2,9", "mg/dL", "p", "2,5 a 4,5 mg/dL")
    right += item("Cálcio total", "9,6", "mg/dL", "ca", "8,6 a 10,3 mg/dL")
    right += item("TGO (AST)", "21", "U/L", "ast", "até 40 U/L")
    b.append(Cols(left, right, WL, gap=8))
    b += [Rule(2, 0.2), T("HEMOGRAMA (resumido) e URINA", b=True, size=10)]
    left = []
    left += item("Hemoglobina", "13,2", "g/dL", "hb", "13,5 a 17,5 g/dL", flag="↓")
    left += item("Leucócitos", "5.870", "/mm³", "wbc", "3.500 a 10.500 /mm³")
    right = []
    right += item("Plaquetas", "214.000", "/mm³", "plt", "150.000 a 450.000 /mm³")
    right += item("Relação proteína/", "0,31", "g/g", "upcr", "< 0,15 g/g", flag="↑", name2="creatinina urinária")
    b.append(Cols(left, right, WL, gap=8))
    b += [Gap(1), T("Nota: TFG estimada pela equação CKD-EPI 2021; em receptores de transplante a equação tem precisão reduzida.", size=7.5, i=True),
          T("Resultados críticos comunicados ao médico assistente em 14/03/2025 às 11:05.", size=7.5, i=True),
          Gap(4), T("Dra. Cristiane Wolff Kaminski – CRF-PR 18.392 – liberado em 14/03/2025 12:31", size=8, a="R")]
    foot = [Rule(2, 0.2), T("Impresso em 15/03/2025 08:10 pelo usuário rmschmitt (portal do paciente) – Página 1 de 1", size=7, a="C")]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah05
def ah05():
    rep = Report("ah05", "Laboratório Boa Vista Nefrodiagnóstico", "Recife/PE", "2025-02-18",
                 font="libmono", size=8.5, lh=4.1, margins=(12, 14, 12, 12),
                 features="monospace leader-dot lines, cyclosporine C0 and C2 (two collection times), urine dipstick Negativo, serology, results after VR in one block")
    D = "2025-02-18"
    N = 40

    def ld(name, vt, unit, cat, ref, flag="", date=D, pn=None):
        pn = pn or name
        return Row([C(leader(name, N), 78), C(R(pn, vt, unit, cat, date, flag=flag), 22, "R", b=True), C(" " + unit, 26), C(ref, 58, size=7.5)])

    b = [
        T("LABORATORIO BOA VISTA NEFRODIAGNOSTICO LTDA", b=True, size=11),
        T("Rua Dom Bosco, 1022 - Boa Vista - Recife/PE - Fone (81) 3421-7788", size=7.5),
        T("CNPJ: 04.882.317/0001-61   CNES: 5540287   RT: Dr. Severino Alves Barreto - CRF-PE 3.104", size=7.5),
        Rule(2, 0.3, dashed=True),
        T("PACIENTE...: FRANCISCA HELENA DE ARAUJO BEZERRA"),
        T("NASCIMENTO.: 23/07/1972   SEXO: F   IDADE: 52 anos"),
        T("MEDICO.....: DR. EDUARDO CAVALCANTI NETO  CRM-PE 11.853"),
        T("PEDIDO.....: 250218-0093   DATA DO PEDIDO: 14/02/2025"),
        T("TRANSPLANTE: RENAL (DOADOR VIVO) EM 05/11/2016   USO: CICLOSPORINA + MICOFENOLATO"),
        T("COLETA.....: 18/02/2025 07:30 (C0) E 09:30 (C2)   ENTREGA: 19/02/2025"),
        Rule(2, 0.3, dashed=True),
        T("MONITORIZACAO DE IMUNOSSUPRESSOR", b=True),
        T("Material: sangue total EDTA   Metodo: Imunoensaio quimioluminescente (CMIA)", size=7.5),
        Row([C("", 78), C("RESULTADO", 22, "R", b=True), C("", 26), C("VALOR DE REFERENCIA", 58, b=True, size=7.5)]),
        ld("CICLOSPORINA - C0 (VALE, 07:30)", "142", "ng/mL", "csa", "C0: 100 a 200 ng/mL"),
        ld("CICLOSPORINA - C2 (2 H POS-DOSE, 09:30)", "688", "ng/mL", "csa", "C2 >1 ano: 600 a 800 ng/mL"),
        T("Ultima dose informada: 18/02/2025 07:30 (coleta C0 imediatamente antes da dose).", size=7.5),
        Gap(2),
        T("BIOQUIMICA (SORO)", b=True),
        ld("CREATININA", "1,21", "mg/dL", "crea", "0,50 a 0,90 mg/dL", flag="H"),
        ld("TFG - CKD-EPI 2021", "54", "mL/min/1,73m2", "egfr_ckd21", "> 60"),
        ld("UREIA", "51", "mg/dL", "urea", "15 a 45 mg/dL", flag="H"),
        ld("POTASSIO", "4,7", "mEq/L", "k", "3,5 a 5,1 mEq/L"),
        ld("MAGNESIO", "1,7", "mg/dL", "mg", "1,6 a 2,6 mg/dL"),
        ld("ACIDO URICO", "6,8", "mg/dL", "uric", "2,4 a 5,7 mg/dL", flag="H"),
        ld("COLESTEROL TOTAL", "212", "mg/dL", "chol", "< 190 mg/dL", flag="H"),
        ld("HDL-COLESTEROL", "46", "mg/dL", "hdl", "> 40 mg/dL"),
        ld("TRIGLICERIDEOS", "188", "mg/dL", "tg", "< 150 mg/dL", flag="H"),
        ld("TGP (ALT)", "19", "U/L", "alt", "7 a 35 U/L"),
        Gap(2),
        T("URINA TIPO I (EAS) - jato medio, 1a urina da manha", b=True),
        ld("DENSIDADE", "1.015", "", "u_sg", "1.005 a 1.030", pn="DENSIDADE"),
        ld("PH", "6,0", "", "u_ph", "5,0 a 7,5"),
        ld("PROTEINAS", "Negativo", "", "u_prot_q", "Negativo"),
        ld("GLICOSE", "Negativo", "", "u_glu_q", "Negativo"),
        ld("HEMOGLOBINA", "Negativo", "", "u_hb_q", "Negativo"),
        ld("NITRITO", "Negativo", "", "u_nit_q", "Negativo"),
        ld("LEUCOCITOS (SEDIMENTO)", "3", "/campo", "u_wbc_hpf", "ate 5 /campo"),
        Gap(2),
        T("SOROLOGIA", b=True),
        ld("ANTI-HCV", "Nao reagente", "", "antihcv", "Nao reagente"),
        ld("HBsAg", "Nao reagente", "", "hbsag", "Nao reagente"),
        Gap(2),
        T("OBS: Densidade expressa com ponto conforme tira reagente. Ciclosporina C2 colhida 2 h apos a dose", size=7.5),
        T("(tolerancia de +/- 15 min). Nova dosagem sugerida em 18/03/2025.", size=7.5),
        Gap(4),
        T("Liberado por: Dr. Severino Alves Barreto - CRF-PE 3.104 - 19/02/2025 10:14", size=8),
    ]
    foot = [Rule(2, 0.3, dashed=True), T("Impressao: 19/02/2025 15:47  -  Pagina 1/1  -  Laudo valido somente com assinatura", size=7)]
    rep.page(b, foot)
    # 1.015 specific gravity: value is 1.015 (decimal point as printed), not a thousands dot
    for r in rep.results:
        if r.printed_name == "DENSIDADE":
            r.value = 1.015
    return rep


# ----------------------------------------------------------------------------- ah06
def ah06():
    rep = Report("ah06", "Diagnose Bahia Laboratório Clínico", "Salvador/BA", "2025-03-19",
                 font="dejavu", size=8.5, lh=4.5, margins=(12, 12, 12, 12),
                 features="results printed after the reference column, 24 h urine with thousands dot, ACR/PCR, eGFR by 5 equations, cystatin C, two collection dates (blood vs 24 h urine)")
    DB = "2025-03-19"   # blood
    DU = "2025-03-18"   # 24 h urine: started 17/03 07:00, ended 18/03 07:00
    W = [58, 62, 26, 36]

    def tr(name, ref, vt, unit, cat, date, flag=""):
        return Row([C(name, W[0]), C(ref, W[1], size=7.5), C(R(name, vt, unit, cat, date, flag=flag), W[2], "R", b=True), C("  " + unit, W[3])], line=True)

    def th():
        return Row([C("Exame", W[0], b=True), C("Valores de referência", W[1], b=True), C("Resultado", W[2], "R", b=True), C("  Unidade", W[3], b=True)], bg="#dde8f0")

    b = [
        Row([C("Diagnose Bahia", 80, b=True, size=16), C("Laboratório Clínico • Nefrologia", 106, "R", size=9)], h=8),
        T("Av. Tancredo Neves, 1.632 – Caminho das Árvores – Salvador/BA • CNES 7712045 • CNPJ 15.204.778/0001-90", size=7.5),
        T("Responsável técnico: Dr. Jorge Amado Sacramento – CRM-BA 16.220 (Patologia Clínica)", size=7.5),
        Rule(3, 0.5),
        kv([("Nome: ", "ANTÔNIO CARLOS SOUZA NASCIMENTO"), ("Sexo: ", "Masculino")], [(10, 110), (10, 40)]),
        kv([("Nascimento: ", "04/01/1966"), ("Idade: ", "59 anos"), ("Peso: ", "82 kg"), ("Altura: ", "1,71 m")], [(20, 26), (11, 22), (10, 20), (13, 20)]),
        kv([("Solicitante: ", "Dra. Marina Lopes Freire – CRM-BA 21.904"), ("OS: ", "1903-5582")], [(19, 100), (8, 40)]),
        kv([("Urina 24 h: ", "início 17/03/2025 07:00 – término 18/03/2025 07:00"), ("Sangue: ", "19/03/2025 07:15")], [(19, 90), (14, 40)]),
        Rule(3, 0.5),
        T("AVALIAÇÃO DA FUNÇÃO RENAL", b=True, size=10),
        th(),
        tr("Creatinina sérica", "0,70 a 1,20 mg/dL", "2,06", "mg/dL", "crea", DB, flag="(H)"),
        tr("Ureia", "17 a 49 mg/dL", "79", "mg/dL", "urea", DB, flag="(H)"),
        tr("Cistatina C", "0,61 a 0,95 mg/L", "1,88", "mg/L", "cysc", DB, flag="(H)"),
        Gap(1.5),
        T("Taxa de filtração glomerular estimada (TFGe)", b=True),
        th(),
        tr("TFGe – MDRD (4 variáveis)", "> 60 mL/min/1,73 m²", "33", "mL/min/1,73 m²", "egfr_mdrd", DB),
        tr("TFGe – CKD-EPI 2009", "> 60 mL/min/1,73 m²", "35", "mL/min/1,73 m²", "egfr_ckd09", DB),
        tr("TFGe – CKD-EPI 2021 (creatinina)", "> 60 mL/min/1,73 m²", "36", "mL/min/1,73 m²", "egfr_ckd21", DB),
        tr("TFGe – CKD-EPI 2012 (cistatina C)", "> 60 mL/min/1,73 m²", "34", "mL/min/1,73 m²", "egfr_cys", DB),
        tr("Clearance estimado – Cockcroft-Gault", "97 a 137 mL/min", "45", "mL/min", "cg", DB),
        T("Estágio KDIGO sugerido pela TFGe: G3b. A classificação depende de confirmação após 3 meses.", size=7.5, i=True),
        Gap(2),
        T("URINA DE 24 HORAS", b=True, size=10),
        th(),
        tr("Volume urinário", "600 a 2.500 mL", "1.850", "mL", "u_vol24", DU),
        tr("Proteinúria de 24 horas", "< 0,15 g/24 h", "2,84", "g/24 h", "u_prot24", DU, flag="(H)"),
        tr("Creatinina urinária de 24 horas", "800 a 2.000 mg/24 h", "1.240", "mg/24 h", "u_crea24", DU),
        tr("Clearance de creatinina", "97 a 137 mL/min", "41,8", "mL/min", "crcl", DU, flag="(L)"),
        T("Clearance calculado com creatinina sérica de 19/03/2025; corrigido para superfície corporal: 37,2 mL/min/1,73 m².", size=7.5, i=True),
        Gap(2),
        T("URINA ISOLADA (1ª MICÇÃO, 19/03/2025)", b=True, size=10),
        th(),
        tr("Albumina urinária", "< 30 mg/L", "1.412", "mg/L", "u_alb", DB, flag="(H)"),
        tr("Creatinina urinária", "39 a 259 mg/dL", "119", "mg/dL", "u_crea", DB),
        tr("Relação albumina/creatinina", "< 30 mg/g", "1.187", "mg/g", "uacr", DB, flag="(H)"),
        tr("Relação proteína/creatinina", "< 0,15 g/g", "1,92", "g/g", "upcr", DB, flag="(H)"),
        Gap(1.5),
        T("Categorias de albuminúria (KDIGO): A1 < 30 mg/g; A2 30 a 300 mg/g; A3 > 300 mg/g.", size=7.5),
        T("Retorno com nefrologista agendado para 02/04/2025. Repetir relação albumina/creatinina em 3 meses.", size=7.5),
        Gap(5),
        T("Laudo conferido e liberado por Dr. Jorge Amado Sacramento – CRM-BA 16.220 em 20/03/2025 17:48", size=8, a="R"),
    ]
    foot = [Rule(2, 0.2), T("Diagnose Bahia – SAC (71) 3342-9000 – Emitido em 20/03/2025 – Página 1 de 1", size=7, a="C")]
    rep.page(b, foot)
    return rep


REPORTS = [ah01, ah02, ah03, ah04, ah05, ah06]
