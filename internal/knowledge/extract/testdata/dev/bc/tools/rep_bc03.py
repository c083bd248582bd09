"""bc03 - Laboratório Guajará (Belém/PA): first-trimester prenatal panel.
Coloured banner header, full-grid tables, serology table with the method
column before the result, qualitative results (Reagente / Não reagente /
Negativo / Positivo / 'O'), 'inferior a', DUM / DPP distractor dates."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged

ACC = "#7a1f5c"
COLL = "2024-04-15"


def build():
    rep = Report("bc03", "Laboratório Guajará de Análises Clínicas", "Belém/PA", Ctx("carlito", 9.6), COLL,
                 margins=(13, 11, 13), patient="F, 29 a, gestante 8 semanas",
                 features="coloured banner header; full-grid tables; prenatal serology with method column before result; qualitative results; 'inferior a'; DUM/DPP distractors")
    rep.new_page()
    p = rep.pages[0]
    p.append(Box([Lines([Segs([("LABORATÓRIO GUAJARÁ", "B", "#ffffff"), ("  de Análises Clínicas", "", "#ffffff")])], size=17),
                  Lines(["Tv. Padre Eutíquio, 2.377 – Batista Campos – Belém/PA – CEP 66033-000  |  (91) 3222-8190  |  atendimento@labguajara.com.br",
                         f"CNPJ {cnpj('052947180001')}  |  CNES 6613512  |  Responsável técnico: Dr. Raimundo Nonato Pinheiro – CRF-PA 3.118"],
                        size=7.8, color="#f3e6ee")], border=None, fill=ACC, pad=2.4))
    p.append(Space(2.5))
    info = [
        Row([kv("Paciente: ", "ANA CAROLINA SOUZA FERREIRA"), kv("Data de nascimento: ", "03/07/1994"), kv("Idade: ", "29 anos")]),
        Row([kv("Médico: ", "Dra. Helena Tavares Maués – CRM-PA 9.214"), kv("DUM: ", "18/02/2024"), kv("Idade gestacional: ", "8 sem 1 d")]),
        Row([kv("Coleta: ", d(COLL) + "  08:12"), kv("Data provável do parto: ", "24/11/2024"), kv("Pedido nº: ", "PN-44871")]),
        Row([kv("Solicitação: ", "09/04/2024"), kv("Liberação: ", "18/04/2024  15:02"), kv("Unidade: ", "Batista Campos")]),
    ]
    p.append(Table([(74, "L"), (60, "L"), (50, "L")], info, rule="grid", border="#b98aa9", size=8.6, pad=0.6))
    p.append(Lines([Segs([("Exames do pré-natal – 1º trimestre (protocolo da Rede Cegonha)", "BI", ACC)])], size=9, pad_top=2))

    # ---- immunohaematology
    p.append(Banner("IMUNO-HEMATOLOGIA", fill="#ecdde7", color=ACC, size=9.2, before=1.8))
    rows = []
    for name, key, vt, method in [
        ("Grupo sanguíneo (sistema ABO)", "abo", "O", "Hemaglutinação em gel (prova direta e reversa)"),
        ("Fator Rh (antígeno D)", "rh", "Positivo", "Hemaglutinação em gel"),
        ("Pesquisa de anticorpos irregulares (Coombs indireto)", "abscreen", "Negativo", "Gel-teste com painel de 3 hemácias"),
    ]:
        res = rep.r(name, key, vt, "")
        rows.append(Row([name, Segs([(res.vt, "B")]), method]))
    p.append(Table([(82, "L"), (28, "C"), (74, "L")], rows, header=["Exame", "Resultado", "Método"],
                   rule="grid", border="#b98aa9", header_fill="#f5eef2", size=9, pad=0.6))

    # ---- chemistry / haematology
    p.append(Banner("BIOQUÍMICA, HEMATOLOGIA E HORMÔNIOS", fill="#ecdde7", color=ACC, size=9.2, before=2.5))
    rows = []
    for name, key, vt, unit, ref in [
        ("Glicose em jejum", "glu_fast", "84", "mg/dL", "Gestantes: inferior a 92 mg/dL"),
        ("Hemoglobina", "hgb", "11,8", "g/dL", "Gestantes: igual ou superior a 11,0 g/dL"),
        ("Hematócrito", "hct", "35,2", "%", "Gestantes: 33,0 a 44,0 %"),
        ("TSH ultrassensível", "tsh", "1,62", "µUI/mL", "1º trimestre: 0,10 a 2,50 µUI/mL"),
    ]:
        res = rep.r(name, key, vt, unit)
        rows.append(Row([name, Segs([(res.vt, "B")]), unit, ref]))
    p.append(Table([(62, "L"), (24, "R"), (22, "L"), (76, "L")], rows, header=["Exame", "Resultado", "Unidade", "Valores de referência"],
                   rule="grid", border="#b98aa9", header_fill="#f5eef2", size=9, pad=0.6))
    p.append(Lines(["Glicose: plasma fluoretado, hexoquinase. Hemoglobina/hematócrito: sangue total EDTA, automação. TSH: soro, quimioluminescência."],
                   size=7.6, style="I", pad_top=0.6))

    # ---- serology
    p.append(Banner("SOROLOGIAS", fill="#ecdde7", color=ACC, size=9.2, before=2.5))
    rows = []
    sero = [
        ("Anti-HIV 1 e 2 (antígeno p24 + anticorpos)", "hiv", "Não reagente", "", "Quimioluminescência (4ª geração)", "Não reagente"),
        ("VDRL", "vdrl", "Não reagente", "", "Floculação em lâmina", "Não reagente"),
        ("HBsAg – antígeno de superfície da hepatite B", "hbsag", "Não reagente", "", "Quimioluminescência", "Não reagente"),
        ("Anti-HCV", "hcv", "Não reagente", "", "Quimioluminescência", "Não reagente"),
        ("Toxoplasmose – anticorpos IgG", "toxo_igg_ql", "Reagente", "", "Quimioluminescência", "Não reagente"),
        ("Toxoplasmose – anticorpos IgM", "toxo_igm", "inferior a 0,50", "", "Quimioluminescência", "Não reagente: inferior a 0,50 (índice)"),
        ("Rubéola – anticorpos IgG", "rub_igg", "38,0", "UI/mL", "Quimioluminescência", "Imune: igual ou superior a 10,0"),
    ]
    for name, key, vt, unit, method, ref in sero:
        res = rep.r(name, key, vt, unit)
        rows.append(Row([name, method, Segs([(res.vt, "B"), ((" " + unit) if unit else "", "")]), ref]))
    p.append(Table([(62, "L"), (47, "L"), (25, "L"), (50, "L")], rows, header=["Exame", "Método", "Resultado", "Referência"],
                   rule="grid", border="#b98aa9", header_fill="#f5eef2", size=8.8, pad=0.6))
    p.append(Lines(["Interpretação: IgG reagente com IgM não reagente para toxoplasmose é compatível com infecção pregressa (imunidade).",
                    "Material das sorologias: soro. Resultados reagentes para HIV são confirmados conforme fluxograma do Ministério da Saúde."],
                   size=7.6, style="I", pad_top=0.6))

    # ---- microbiology
    p.append(Banner("MICROBIOLOGIA", fill="#ecdde7", color=ACC, size=9.2, before=2.5))
    res = rep.r("Urocultura (jato médio)", "u_culture", "Negativa", "")
    p.append(Table([(62, "L"), (46, "L"), (76, "L")],
                   [Row(["Urocultura (jato médio)", Segs([(res.vt, "B")]), "Sem crescimento bacteriano após 48 h de incubação"])],
                   header=["Exame", "Resultado", "Observação"], rule="grid", border="#b98aa9", header_fill="#f5eef2", size=9, pad=0.6))
    p.append(Signatures([["Dr. Raimundo Nonato Pinheiro", "Farmacêutico-Bioquímico", "CRF-PA 3.118"],
                         ["Dra. Keila Monteiro Baía", "Biomédica", "CRBM-4 6.502"]], size=8, before=11, width=60))
    p.append(HRule(thick=0.3, color=ACC, before=2.5, after=1))
    p.append(Lines(["Documento assinado digitalmente. Emitido em 18/04/2024 15:05.  Próxima consulta de pré-natal informada: 13/05/2024.   Página 1 de 1"],
                   size=7.2, color="#555555"))
    return rep
