"""The twelve invented reports. Every printed result comes from doc.r(...)."""
import unicodedata
from lib import (Doc, Page, Line, Tab, Band, HR, Space, Table, Row, C, TwoCol, Box, Cards, iso)

RED = "#b00020"


def fold(s):
    return "".join(ch for ch in unicodedata.normalize("NFD", s) if unicodedata.category(ch) != "Mn").lower()


def pages_footer(n, tot, left, size=7, color="#444444"):
    return [HR(0.2, "#777777", 0.8), Tab([(0, 0.75, left, {"color": color}), (0.75, 0.25, f"Página {n} de {tot}", {"color": color}, "R")], size=size)]


# =========================================================== j01 hospital EHR export (landscape) + coagulation
def j01():
    d = Doc("j01", "Hospital Regional Santa Teresinha", iso("12/03/2025"), font="libsans", size=7.5,
            margins=(10, 12, 12, 12))
    D0, D1 = "11/03/2025", "12/03/2025"
    rows = [
        # name, analyte, loinc, alts, value, flag, unit, ref, coll date, coll time, release
        ("Albumina", "Albumin", "1751-7", [], "3,1", "L", "g/dL", "3,5 a 5,2", D1, "06:10", "12/03/2025 09:02"),
        ("Alanina aminotransferase (TGP)", "Alanine aminotransferase", "1742-6", [], "48", "H", "U/L", "até 41", D1, "06:10", "12/03/2025 09:02"),
        ("Aspartato aminotransferase (TGO)", "Aspartate aminotransferase", "1920-8", [], "39", "H", "U/L", "até 37", D1, "06:10", "12/03/2025 09:02"),
        ("Bilirrubina direta", "Bilirubin, direct", "1968-7", [], "0,3", "", "mg/dL", "até 0,3", D1, "06:10", "12/03/2025 09:05"),
        ("Bilirrubina total", "Bilirubin, total", "1975-2", [], "0,8", "", "mg/dL", "até 1,2", D1, "06:10", "12/03/2025 09:05"),
        ("Cálcio total", "Calcium", "17861-6", [], "8,4", "L", "mg/dL", "8,6 a 10,3", D1, "06:10", "12/03/2025 09:02"),
        ("Cloreto", "Chloride", "2075-0", [], "101", "", "mmol/L", "98 a 107", D1, "06:10", "12/03/2025 08:40"),
        ("Creatinina", "Creatinine", "2160-0", [], "1,42", "H", "mg/dL", "0,70 a 1,20", D0, "05:50", "11/03/2025 08:12"),
        ("Creatinina", "Creatinine", "2160-0", [], "1,21", "H", "mg/dL", "0,70 a 1,20", D1, "06:10", "12/03/2025 08:40"),
        ("Dímero D", "Fibrin D-dimer FEU", "48065-7", [], "1.240", "H", "ng/mL FEU", "até 500", D0, "05:50", "11/03/2025 10:31"),
        ("Fator VIII (atividade)", "Coagulation factor VIII activity", "3209-4", [], "142", "", "%", "50 a 150", D0, "05:50", "11/03/2025 15:47"),
        ("Fibrinogênio", "Fibrinogen", "3255-7", [], "412", "H", "mg/dL", "200 a 400", D1, "06:10", "12/03/2025 08:55"),
        ("Fósforo", "Phosphate", "2777-1", [], "3,9", "", "mg/dL", "2,5 a 4,5", D1, "06:10", "12/03/2025 09:02"),
        ("Glicose", "Glucose", "2345-7", [], "132", "H", "mg/dL", "70 a 99", D1, "06:10", "12/03/2025 08:40"),
        ("Hemoglobina", "Hemoglobin", "718-7", [], "10,2", "L", "g/dL", "13,0 a 17,0", D1, "06:10", "12/03/2025 07:58"),
        ("Lactato", "Lactate", "2524-7", ["32693-4"], "1,8", "", "mmol/L", "0,5 a 2,2", D0, "05:50", "11/03/2025 06:31"),
        ("Leucócitos", "Leukocytes", "6690-2", ["26464-8"], "11.840", "H", "/mm³", "4.000 a 11.000", D1, "06:10", "12/03/2025 07:58"),
        ("Magnésio", "Magnesium", "19123-9", [], "1,9", "", "mg/dL", "1,6 a 2,6", D1, "06:10", "12/03/2025 09:02"),
        ("Plaquetas", "Platelets", "777-3", ["26515-7"], "168.000", "", "/mm³", "150.000 a 450.000", D1, "06:10", "12/03/2025 07:58"),
        ("Potássio", "Potassium", "2823-3", [], "5,3", "H", "mmol/L", "3,5 a 5,1", D0, "05:50", "11/03/2025 06:31"),
        ("Potássio", "Potassium", "2823-3", [], "4,6", "", "mmol/L", "3,5 a 5,1", D1, "06:10", "12/03/2025 08:40"),
        ("Proteína C (atividade funcional)", "Protein C activity", "27818-4", [], "78", "", "%", "70 a 140", D0, "05:50", "11/03/2025 16:20"),
        ("Proteína C reativa", "C reactive protein", "1988-5", [], "8,7", "H", "mg/dL", "até 0,5", D1, "06:10", "12/03/2025 09:11"),
        ("Sódio", "Sodium", "2951-2", [], "138", "", "mmol/L", "136 a 145", D1, "06:10", "12/03/2025 08:40"),
        ("Tempo de protrombina", "Prothrombin time", "5902-2", [], "14,8", "H", "s", "10,0 a 13,5", D1, "06:10", "12/03/2025 08:55"),
        ("Tempo de protrombina - atividade", "Prothrombin time activity", "5894-1", [], "72", "", "%", "70 a 100", D1, "06:10", "12/03/2025 08:55"),
        ("Tempo de protrombina - RNI", "INR", "6301-6", ["34714-6"], "1,21", "", "", "0,90 a 1,20", D1, "06:10", "12/03/2025 08:55"),
        ("Tempo de tromboplastina parcial ativada", "aPTT", "14979-9", ["3173-2"], "36,4", "", "s", "25,0 a 37,0", D1, "06:10", "12/03/2025 08:55"),
        ("TTPA - relação paciente/controle", "aPTT ratio", None, [], "1,18", "", "", "até 1,25", D1, "06:10", "12/03/2025 08:55"),
        ("Troponina I ultrassensível", "Troponin I, high sensitivity", "89579-7", ["10839-9"], "12,4", "", "ng/L", "até 34,2", D0, "05:50", "11/03/2025 06:58"),
        ("Ureia", "Urea", "3091-6", [], "58", "H", "mg/dL", "17 a 43", D1, "06:10", "12/03/2025 08:40"),
    ]
    rows.sort(key=lambda r: fold(r[0]))  # EHR export sorts alphabetically (stable: same test by date)
    trs = []
    for name, an, code, alts, v, flag, unit, ref, dd, hh, lib_ in rows:
        if code is None:
            d.p(name, v, unit, "no LOINC code found for the aPTT patient/control ratio")
        else:
            d.r(name, an, code, v, unit, alts, collected=iso(dd))
        trs.append(Row([name, C(v + (" " + flag if flag else ""), b=bool(flag), color=RED if flag else None),
                        unit, ref, f"{dd} {hh}", lib_]))
    head = [
        Tab([(0, 0.6, "HOSPITAL REGIONAL SANTA TERESINHA", {"b": True, "size": 12, "color": "#0b4f8a"}),
             (0.6, 0.4, "Sistema HOSPIX v4.2  |  Resultados de Exames", {"size": 8, "color": "#0b4f8a"}, "R")], size=12, after=0.6),
        Line("Rua Halfeld, 1480 - Centro - Juiz de Fora/MG  |  CNES 7731502  |  Laboratório de Análises Clínicas - RT: Dra. Sílvia M. Arantes CRF-MG 22.417",
             size=7, color="#444444", after=1.2),
        HR(0.5, "#0b4f8a", 1.2),
        Tab([(0, 0.34, "Paciente: JOSÉ CARLOS FERREIRA DUTRA"), (0.34, 0.16, "Prontuário: 0418823"),
             (0.50, 0.2, "Nascimento: 14/02/1957 (68a)"), (0.70, 0.3, "Atendimento: 25091147 - Internação", {}, "L")]),
        Tab([(0, 0.34, "Unidade: 3º andar - Clínica Médica - Leito 312B"), (0.34, 0.16, "Convênio: SUS"),
             (0.50, 0.2, "Admissão: 10/03/2025 21:37"), (0.70, 0.3, "Solicitante: Dr. Aurélio N. Vasconcelos CRM-MG 48213")], after=1.0),
        Line("Filtro: todos os exames liberados do atendimento, ordenados por nome do exame  |  Emitido em 13/03/2025 07:42 por usuário enf.mcosta",
             size=6.8, color="#555555", after=1.5),
    ]
    tbl = Table(["Exame", "Resultado", "Unidade", "Valores de referência", "Data/hora da coleta", "Liberação"], trs,
                [78, 26, 22, 42, 38, 38], ["L", "R", "L", "L", "C", "C"], size=7.5, border="rows", zebra="#eef3f8",
                head_fill="#0b4f8a", head_color="#ffffff", rule_color="#b8c6d4", pad=0.45, after=1.5)
    notes = [Line("Legenda: H = acima do valor de referência; L = abaixo do valor de referência. Valores de referência para adultos, sexo masculino.",
                  size=6.5, color="#444444", after=0.3),
             Line("Coagulação: TP com tromboplastina recombinante (ISI 1,02); RNI calculado. Dímero D em unidades equivalentes de fibrinogênio.",
                  size=6.5, color="#444444", after=0.3),
             Line("Exames de 11/03/2025 colhidos no pronto atendimento antes da internação.", size=6.5, color="#444444")]
    d.pages.append(Page(head + [tbl] + notes, orient="L",
                        footer=pages_footer(1, 1, "Documento emitido eletronicamente - conferir assinatura digital no portal do paciente.")))
    return d


# =========================================================== j02 allergy panel + CBC with relative/absolute columns (2 pages)
def j02():
    d = Doc("j02", "Laboratório Vitalis Análises Clínicas", iso("03/02/2025"), font="dejavu", size=8.5,
            margins=(12, 14, 14, 14))

    def header():
        return [
            Tab([(0, 0.6, "VITALIS", {"b": True, "size": 20, "color": "#6a1b9a"}),
                 (0.55, 0.45, "Laboratório Vitalis Análises Clínicas Ltda.", {"b": True, "size": 8}, "R")], size=20, after=0.2),
            Tab([(0, 0.5, "análises clínicas", {"size": 8, "color": "#6a1b9a"}),
                 (0.4, 0.6, "Av. Francisco Glicério, 1220 - Centro - Campinas/SP - (19) 3231-4470", {"size": 7}, "R")], size=8, after=0.2),
            Tab([(0.4, 0.6, "CNES 6620140 - Resp. Técnico: Dr. Renato Poloni Faria - CRBM 33871", {"size": 7}, "R")], size=7, after=1),
            HR(0.6, "#6a1b9a", 1.5),
            Box([
                Tab([(0, 0.55, "Paciente: MARIANA LOPES TEIXEIRA", {"b": True}), (0.55, 0.45, "Ficha: 1102-558713")]),
                Tab([(0, 0.55, "Data de nascimento: 22/09/1994"), (0.55, 0.45, "Sexo: Feminino")]),
                Tab([(0, 0.55, "Médico: Dra. Lígia Amaral Bastos - CRM/SP 154.203"), (0.55, 0.45, "Cadastro: 31/01/2025")]),
                Tab([(0, 0.55, "Coleta: 03/02/2025 07:48"), (0.55, 0.45, "Unidade: Cambuí")], after=0),
            ], color="#9c7cb0", pad=2, after=3),
        ]

    # --- page 1: hemograma
    red = [("Hemácias", "Erythrocytes", "789-8", ["26453-1"], "4,52", "milhões/mm³", "3,90 a 5,03"),
           ("Hemoglobina", "Hemoglobin", "718-7", [], "13,1", "g/dL", "12,0 a 15,5"),
           ("Hematócrito", "Hematocrit", "4544-3", ["20570-8"], "39,4", "%", "35,0 a 45,0"),
           ("VCM", "MCV", "787-2", [], "87,2", "fL", "82,0 a 98,0"),
           ("HCM", "MCH", "785-6", [], "29,0", "pg", "27,0 a 32,0"),
           ("CHCM", "MCHC", "786-4", [], "33,2", "g/dL", "31,0 a 36,0"),
           ("RDW", "RDW", "788-0", [], "13,8", "%", "11,5 a 14,5")]
    rrows = []
    for n, a, c, al, v, u, ref in red:
        d.r(n, a, c, v, u, al)
        rrows.append(Row([n, C(v, b=True), u, ref]))
    t_red = Table(["Eritrograma", "Resultado", "Unidade", "Valores de referência"], rrows, [45, 25, 30, 50],
                  ["L", "R", "L", "L"], border="none", head_fill="#efe6f4", zebra=None, pad=0.5)
    leuk = d.r("Leucócitos", "Leukocytes", "6690-2", "7.320", "/mm³", ["26464-8"])
    diff = [("Neutrófilos", "Neutrophils", ("770-8", ["26511-6"]), ("751-8", ["26499-4"]), "52,4", "40,0 a 70,0", "3.836", "1.600 a 7.700"),
            ("Eosinófilos", "Eosinophils", ("713-8", ["26450-7"]), ("711-2", ["26449-9"]), "11,2", "1,0 a 5,0", "820", "40 a 500"),
            ("Basófilos", "Basophils", ("706-2", ["30180-4"]), ("704-7", ["26444-0"]), "0,6", "0,0 a 2,0", "44", "0 a 200"),
            ("Linfócitos", "Lymphocytes", ("736-9", ["26478-8"]), ("731-0", ["26474-7"]), "29,8", "20,0 a 45,0", "2.181", "1.000 a 4.500"),
            ("Monócitos", "Monocytes", ("5905-5", ["26485-3"]), ("742-7", ["26484-6"]), "6,0", "2,0 a 10,0", "439", "200 a 1.000")]
    lrows = [Row(["Leucócitos totais", "", "", C(leuk.vt, b=True), "4.000 a 11.000"])]
    # printed name of the total row is "Leucócitos totais"
    leuk.name = "Leucócitos totais"
    for n, a, (cp, ap), (ca, aa), vp, rp, va, ra in diff:
        d.r(n, a + " %", cp, vp, "%", ap)
        d.r(n, a + " #", ca, va, "/mm³", aa)
        hi = n == "Eosinófilos"
        lrows.append(Row([n, C(vp + (" ↑" if hi else ""), b=True, color=RED if hi else None), rp,
                          C(va + (" ↑" if hi else ""), b=True, color=RED if hi else None), ra]))
    t_leu = Table(["Leucograma", "Relativo (%)", "Ref. relativo (%)", "Absoluto (/mm³)", "Ref. absoluto (/mm³)"], lrows,
                  [38, 24, 32, 28, 34], ["L", "R", "C", "R", "C"], border="none", head_fill="#efe6f4", pad=0.5)
    plq = d.r("Plaquetas", "Platelets", "777-3", "286.000", "/mm³", ["26515-7"])
    vpm = d.r("VPM", "Mean platelet volume", "32623-1", "9,9", "fL", ["28542-9"])
    t_plq = Table(["Plaquetograma", "Resultado", "Unidade", "Valores de referência"],
                  [Row([plq.name, C(plq.vt, b=True), plq.unit, "150.000 a 450.000"]),
                   Row([vpm.name, C(vpm.vt, b=True), vpm.unit, "7,4 a 10,4"])],
                  [45, 25, 30, 50], ["L", "R", "L", "L"], border="none", head_fill="#efe6f4", pad=0.5)
    p1 = header() + [
        Band("HEMOGRAMA COMPLETO", fill="#6a1b9a"),
        Line("Material: Sangue total (EDTA)   Método: Citometria de fluxo e impedância (automatizado), revisão microscópica",
             size=7, color="#555555", after=1.5),
        t_red, t_leu, t_plq,
        Line(("Observações da hematoscopia:", {"b": True}), size=7.5, after=0.4),
        Line("Anisocitose discreta (+). Eosinofilia relativa e absoluta confirmada em lâmina.", size=7.5, after=0.3),
        Line("Plaquetas agregadas ausentes. Não foram observados blastos.", size=7.5, after=2),
        Line("Liberado em 03/02/2025 14:20 por Dra. Tatiane Gouvêa Rissi - CRBM 41.509", size=7, i=True, after=0),
    ]
    # --- page 2: allergy
    arows = []
    ige = d.r("IgE total", "IgE", "19113-0", "684", "UI/mL")
    spec = [("Dermatophagoides pteronyssinus (d1)", "Dermatophagoides pteronyssinus IgE Ab", "6095-4", "38,60", "4"),
            ("Dermatophagoides farinae (d2)", "Dermatophagoides farinae IgE Ab", "6096-2", "24,10", "4"),
            ("Blomia tropicalis (d201)", "Blomia tropicalis IgE Ab", "30170-5", "12,75", "3"),
            ("Barata germânica (i6)", "German cockroach IgE Ab", "6078-0", "2,45", "2"),
            ("Epitélio de gato (e1)", "Cat dander IgE Ab", "6833-8", "0,58", "1"),
            ("Epitélio de cão (e5)", "Dog dander IgE Ab", "6098-8", "< 0,10", "0"),
            ("Clara de ovo (f1)", "Egg white IgE Ab", "6106-9", "< 0,10", "0"),
            ("Leite de vaca (f2)", "Cow milk IgE Ab", "7258-7", "0,21", "0/1"),
            ("Amendoim (f13)", "Peanut IgE Ab", "6206-7", "< 0,10", "0"),
            ("Camarão (f24)", "Shrimp IgE Ab", "6246-3", "0,34", "1")]
    for n, a, c, v, cl in spec:
        d.r(n, a, c, v, "kU/L")
        arows.append(Row([n, C(v, b=True), "kU/L", C(cl, align="C")]))
    t_all = Table(["Alérgeno (código)", "Resultado", "Unidade", "Classe"], arows, [70, 28, 22, 20],
                  ["L", "R", "L", "C"], border="rows", zebra="#f6f1f9", head_fill="#efe6f4", rule_color="#d5c6de", pad=0.6)
    cls = Table(["Classe", "kU/L", "Interpretação"],
                [Row(["0", "< 0,35", "Ausente ou indetectável"]), Row(["0/1", "0,10 a 0,34", "Muito baixo"]),
                 Row(["1", "0,35 a 0,69", "Baixo"]), Row(["2", "0,70 a 3,49", "Moderado"]), Row(["3", "3,50 a 17,49", "Alto"]),
                 Row(["4", "17,50 a 49,99", "Muito alto"]), Row(["5", "50,0 a 99,9", "Muito alto"]), Row(["6", "≥ 100", "Muito alto"])],
                [15, 25, 45], ["C", "C", "L"], size=7, border="grid", head_fill="#efe6f4", rule_color="#bbbbbb", pad=0.3)
    p2 = header() + [
        Band("IMUNOGLOBULINA E TOTAL", fill="#6a1b9a"),
        Line("Material: Soro   Método: Imunoensaio fluorométrico (FEIA)", size=7, color="#555555", after=1),
        Tab([(0, 0.3, "Resultado:"), (0.3, 0.2, f"{ige.vt} {ige.unit}", {"b": True})], after=0.4),
        Line("Valores de referência (adultos): até 100 UI/mL", size=7.5, after=0.2),
        Line("Nota: valores elevados de IgE total não são específicos para doença alérgica.", size=7, i=True, after=3),
        Band("IgE ESPECÍFICA - PAINEL RESPIRATÓRIO E ALIMENTAR", fill="#6a1b9a"),
        Line("Material: Soro   Método: ImmunoCAP (FEIA)   Limite de detecção: 0,10 kU/L", size=7, color="#555555", after=1),
        t_all,
        Line(("Interpretação das classes (não constitui resultado):", {"b": True}), size=7.5, after=0.6),
        TwoCol([cls], [Line("A classe é atribuída pela concentração de IgE específica e", size=7, after=0.2),
                       Line("não substitui a avaliação clínica. Sensibilização não", size=7, after=0.2),
                       Line("equivale a alergia clínica. Repetir em 6 a 12 meses", size=7, after=0.2),
                       Line("a critério médico (sugestão: a partir de 03/08/2025).", size=7, after=0.2)], ratio=0.48),
        Space(3),
        Line("Liberado em 05/02/2025 10:02 por Dr. Renato Poloni Faria - CRBM 33871", size=7, i=True, after=0),
    ]
    d.pages.append(Page(p1, footer=pages_footer(1, 2, "Vitalis - laudo assinado digitalmente. Impresso em 05/02/2025 16:44.")))
    d.pages.append(Page(p2, footer=pages_footer(2, 2, "Vitalis - laudo assinado digitalmente. Impresso em 05/02/2025 16:44.")))
    return d


# =========================================================== j03 immunology + SPEP (serif)
def j03():
    d = Doc("j03", "Laboratório Moura Brasil de Imunologia e Análises", iso("17/06/2024"), font="libserif", size=9.5,
            margins=(12, 16, 14, 16))
    body = [
        Line(("LABORATÓRIO MOURA BRASIL", {"b": True, "size": 15}), align="C", after=0.2),
        Line("de Imunologia e Análises Clínicas", align="C", i=True, after=0.2),
        Line("Rua do Hospício, 357 - Boa Vista - Recife - PE  ·  CNES 5402887  ·  Diretor técnico: Dr. Heitor Lins Cavalcanti - CRM-PE 11.842",
             size=7.5, align="C", after=1.2),
        HR(0.8, "#000000", 0.6), HR(0.2, "#000000", 1.5),
        Tab([(0, 0.6, "Paciente: Sra. Conceição Albuquerque Maranhão"), (0.6, 0.4, "Registro: 24-066172", {}, "R")]),
        Tab([(0, 0.6, "Nascimento: 03/11/1971   Idade: 52 anos"), (0.6, 0.4, "Data da coleta: 17/06/2024", {"b": True}, "R")]),
        Tab([(0, 0.6, "Médico assistente: Dr. Fábio Rêgo Siqueira"), (0.6, 0.4, "Data de emissão: 24/06/2024", {}, "R")], after=1.2),
        HR(0.2, "#000000", 2.5),
    ]
    # FAN
    fan_t = "PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN) - HEp-2"
    body += [Line((fan_t, {"b": True}), after=0.5),
             Line("Material: soro. Método: imunofluorescência indireta em células HEp-2, triagem na diluição 1/80.", size=8, i=True, after=1)]
    r1 = d.r(fan_t, "Nuclear Ab presence (HEp-2 IFA)", "8061-4", "Reagente", "")
    r2 = d.r("Título", "Nuclear Ab titer (HEp-2 IFA)", "5048-4", "1/320", "")
    r3 = d.r("Padrão", "Nuclear Ab pattern (HEp-2 IFA)", "49311-4", "Nuclear pontilhado fino denso", "")
    body += [Tab([(0.03, 0.25, "Resultado:"), (0.28, 0.5, r1.vt, {"b": True})]),
             Tab([(0.03, 0.25, r2.name + ":"), (0.28, 0.5, r2.vt, {"b": True})]),
             Tab([(0.03, 0.25, r3.name + ":"), (0.28, 0.72, r3.vt, {"b": True})], after=0.8),
             Line("Referência: não reagente (título inferior a 1/80). Padrão AC-2 (ICAP). Nucléolo, aparelho mitótico e", size=8, after=0.2),
             Line("citoplasma sem fluorescência. Resultado anterior, sem data informada pelo paciente: 1/160.", size=8, after=2.5)]
    # Complement + immunoglobulins
    imm = [("Complemento C3", "Complement C3", "4485-9", "78", "mg/dL", "90 a 180", "L"),
           ("Complemento C4", "Complement C4", "4498-2", "9", "mg/dL", "10 a 40", "L"),
           ("Imunoglobulina A (IgA)", "IgA", "2458-8", "262", "mg/dL", "70 a 400", ""),
           ("Imunoglobulina G (IgG)", "IgG", "2465-3", "1.842", "mg/dL", "700 a 1.600", "H"),
           ("Imunoglobulina M (IgM)", "IgM", "2472-9", "118", "mg/dL", "40 a 230", ""),
           ("Fator reumatoide", "Rheumatoid factor", "11572-5", "inferior a 8,0", "UI/mL", "inferior a 14,0", ""),
           ("Proteína C reativa", "C reactive protein", "1988-5", "6,4", "mg/L", "inferior a 5,0", "H"),
           ("Velocidade de hemossedimentação", "Erythrocyte sedimentation rate", "30341-2", "38", "mm/h", "até 20", "H")]
    rows = []
    for n, a, c, v, u, ref, fl in imm:
        alts = ["4537-7"] if c == "30341-2" else []
        d.r(n, a, c, v, u, alts)
        rows.append(Row([n, C(v + (" *" if fl else ""), b=True), u, ref]))
    body += [Line(("COMPLEMENTO, IMUNOGLOBULINAS E PROVAS DE ATIVIDADE INFLAMATÓRIA", {"b": True}), after=0.5),
             Line("Material: soro (VHS: sangue total EDTA). Métodos: nefelometria; PCR por imunoturbidimetria; VHS por Westergren.",
                  size=8, i=True, after=1),
             Table(["Exame", "Resultado", "Unidade", "Valores de referência"], rows, [62, 30, 22, 50],
                   ["L", "R", "C", "L"], border="rows", head_fill=None, rule_color="#999999", pad=0.5, after=0.8),
             Line("(*) resultado fora do intervalo de referência.", size=7.5, after=2.5)]
    # SPEP
    tp = d.r("Proteínas totais", "Protein", "2885-2", "7,6", "g/dL")
    fr = [("Albumina", "Albumin", "13980-8", "2862-1", "46,8", "3,56", "55,8 a 66,1", "4,02 a 4,76"),
          ("Alfa-1 globulina", "Alpha 1 globulin", "13978-2", "2865-4", "4,2", "0,32", "2,9 a 4,9", "0,21 a 0,35"),
          ("Alfa-2 globulina", "Alpha 2 globulin", "13981-6", "2868-8", "10,1", "0,77", "7,1 a 11,8", "0,51 a 0,85"),
          ("Beta globulina", "Beta globulin", "13982-4", "2871-2", "11,3", "0,86", "8,4 a 13,1", "0,60 a 0,94"),
          ("Gama globulina", "Gamma globulin", "13983-2", "2874-6", "27,6", "2,10", "11,1 a 18,8", "0,80 a 1,35")]
    srows = [Row([tp.name, "", "", C(tp.vt, b=True), "6,4 a 8,3"])]
    for n, a, cp, cm, vp, vm, rp, rm in fr:
        d.r(n, a + "/Protein.total (electrophoresis)", cp, vp, "%")
        d.r(n, a + " (electrophoresis)", cm, vm, "g/dL")
        srows.append(Row([n, C(vp, b=True), rp, C(vm, b=True), rm]))
    ag = d.r("Relação albumina/globulinas", "Albumin/Globulin ratio", "1759-0", "0,88", "")
    srows.append(Row([ag.name, "", "", C(ag.vt, b=True), "1,10 a 2,00"]))
    body += [Line(("ELETROFORESE DE PROTEÍNAS SÉRICAS", {"b": True}), after=0.5),
             Line("Material: soro. Método: eletroforese capilar; proteínas totais pelo biureto.", size=8, i=True, after=1),
             Table(["Fração", "%", "Referência (%)", "g/dL", "Referência (g/dL)"], srows, [52, 18, 34, 18, 42],
                   ["L", "R", "C", "R", "C"], border="rows", head_fill=None, rule_color="#999999", pad=0.5, after=1),
             Line("Comentário: hipergamaglobulinemia de aspecto policlonal. Ausência de pico monoclonal.", size=8.5, after=4),
             TwoCol([Line("Recife, 24 de junho de 2024.", size=8.5)],
                    [Line("_______________________________", size=8.5, align="C", after=0.2),
                     Line("Dra. Marília Souto Ribeiro", size=8.5, align="C", after=0.2),
                     Line("Farmacêutica-Bioquímica - CRF-PE 4.119", size=8, align="C")], ratio=0.5)]
    d.pages.append(Page(body, footer=[HR(0.2, "#000000", 0.6),
                                      Line("Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos.  Pág. 1/1",
                                           size=7, align="C")]))
    return d


# =========================================================== j04 24-hour urine + urinalysis (mono, old LIS print)
def j04():
    d = Doc("j04", "Laboratório São Bento de Análises Clínicas", iso("15/04/2025"), font="libmono", size=8.5,
            margins=(12, 14, 14, 16))
    M = {"font": "libmono"}
    body = [
        Line(("LABORATORIO SAO BENTO DE ANALISES CLINICAS LTDA", {"b": True, "size": 11}), after=0.3),
        Line("R. Sergipe, 944 - Centro - Londrina - PR   CNES 2583119", after=0.2),
        Line("Resp. Tecnico: Farm. Bioq. Odair Pelissari - CRF-PR 9.731", after=1),
        HR(0.3, "#000000", 1.2, dash=True),
        Tab([(0, 0.62, "PACIENTE : ANTONIO MARCOS BELLINI"), (0.62, 0.38, "PEDIDO : 250415-0377")]),
        Tab([(0, 0.62, "DT.NASC. : 30/07/1962   SEXO: M"), (0.62, 0.38, "DT.COLETA : 15/04/2025")]),
        Tab([(0, 0.62, "MEDICO   : DR. GUSTAVO HENRIQUE LOPES CRM-PR 27.554"), (0.62, 0.38, "DT.ENTRADA: 15/04/2025")]),
        Tab([(0, 0.62, "CONVENIO : UNIMED"), (0.62, 0.38, "DT.EMISSAO: 17/04/2025")], after=1),
        HR(0.3, "#000000", 2, dash=True),
        Line(("URINA DE 24 HORAS", {"b": True}), after=0.4),
        Line("Material: urina de 24 horas   Inicio: 07:00   Termino: 07:00 (dia seguinte)", after=0.3),
        Line("Peso: 82 kg   Altura: 1,74 m   Superficie corporal: 1,97 m2", after=1.2),
    ]
    rows = []
    u24 = [("Volume urinario", "Urine volume 24h", "3167-4", [], "2.150", "mL/24 h", "600 a 2.500"),
           ("Creatinina serica", "Creatinine serum", "2160-0", [], "1,28", "mg/dL", "0,70 a 1,30"),
           ("Creatinina urinaria", "Creatinine 24h urine", "2162-6", [], "1.496", "mg/24 h", "800 a 2.000"),
           ("Depuracao de creatinina", "Creatinine renal clearance 24h", "2164-2", [], "81", "mL/min", "85 a 125"),
           ("Depuracao corrigida (1,73 m2)", "Creatinine clearance per 1.73 m2", "35593-3", [], "71", "mL/min/1,73 m2", "superior a 90"),
           ("Proteinas totais", "Protein 24h urine", "2889-4", [], "412", "mg/24 h", "inferior a 150"),
           ("Microalbuminuria", "Albumin 24h urine", "14956-7", [], "186,4", "mg/24 h", "inferior a 30,0"),
           ("Sodio urinario", "Sodium 24h urine", "2956-1", [], "188", "mEq/24 h", "40 a 220"),
           ("Potassio urinario", "Potassium 24h urine", "2829-0", [], "61", "mEq/24 h", "25 a 125"),
           ("Calcio urinario", "Calcium 24h urine", "6874-2", [], "242", "mg/24 h", "100 a 300"),
           ("Acido urico urinario", "Urate 24h urine", "3087-4", [], "612", "mg/24 h", "250 a 750")]
    for n, a, c, al, v, u, ref in u24:
        d.r(n, a, c, v, u, al)
        rows.append(Row([n, C(v, b=True), u, ref]))
    body.append(Table(["EXAME", "RESULTADO", "UNIDADE", "VALOR DE REFERENCIA"], rows, [62, 24, 34, 46],
                      ["L", "R", "L", "L"], border="none", head_fill=None, pad=0.35, after=0.8))
    body += [Line("Obs.: depuracao calculada com creatinina serica colhida na entrega da amostra.", size=7.5, after=0.2),
             Line("      Coleta anterior informada pelo paciente (10/2024) nao consta em nosso sistema.", size=7.5, after=2),
             HR(0.3, "#000000", 2, dash=True),
             Line(("URINA TIPO I (EAS)", {"b": True}), after=0.4),
             Line("Material: urina - jato medio (1a micccao)".replace("micccao", "miccao") + "   Metodo: tira reativa + microscopia", after=1.2)]
    eas_l = [("Cor", "Color", "5778-6", [], "Amarelo citrino", ""),
             ("Aspecto", "Appearance", "5767-9", [], "Limpido", ""),
             ("Densidade", "Specific gravity", "5811-5", ["2965-2"], "1,016", ""),
             ("pH", "pH", "5803-2", ["2756-5"], "5,5", ""),
             ("Proteinas", "Protein presence (strip)", "20454-5", [], "Positivo (+)", ""),
             ("Glicose", "Glucose presence (strip)", "25428-4", [], "Negativo", ""),
             ("Corpos cetonicos", "Ketones presence (strip)", "2514-8", [], "Negativo", ""),
             ("Hemoglobina", "Hemoglobin presence (strip)", "20405-7", [], "Negativo", "")]
    eas_r = [("Nitrito", "Nitrite presence (strip)", "5802-4", [], "Negativo", ""),
             ("Leucocitos (esterase)", "Leukocyte esterase (strip)", "5799-2", [], "Negativo", ""),
             ("Bilirrubina", "Bilirubin presence (strip)", "5770-3", [], "Negativo", ""),
             ("Leucocitos", "Leukocytes urine sediment", "5821-4", [], "2 a 4", "/campo"),
             ("Hemacias", "Erythrocytes urine sediment", "13945-1", [], "0 a 2", "/campo"),
             ("Cilindros", "Casts urine sediment", "5787-7", [], "Ausentes", "")]

    def col(items):
        out = []
        for n, a, c, al, v, u in items:
            d.r(n, a, c, v, u, al)
            out.append(Tab([(0, 0.5, n + " " + "." * max(2, 24 - len(n))), (0.55, 0.45, v + (" " + u if u else ""), {"b": True})], after=0.35))
        return out
    left = col(eas_l)
    right = col(eas_r)
    body += [TwoCol(left, right, ratio=0.5, gap=8, after=1.5),
             Line("Ref.: densidade 1,005 a 1,030; pH 5,0 a 7,0; leucocitos ate 5/campo; hemacias ate 3/campo.", size=7.5, after=0.2),
             Line("      Demais parametros: negativos / ausentes.", size=7.5, after=4),
             Line("Liberado eletronicamente em 17/04/2025 11:26 - Farm. Bioq. Odair Pelissari CRF-PR 9.731", after=0)]
    d.pages.append(Page(body, footer=[HR(0.3, "#000000", 0.8, dash=True),
                                      Tab([(0, 0.7, "SAO BENTO LIS 2.1  IMPRESSO EM 17/04/2025 14:03"), (0.7, 0.3, "PAG. 001/001", {}, "R")], size=7.5)]))
    return d


# =========================================================== j05 neonatal screening card
def j05():
    d = Doc("j05", "Laboratório de Triagem Neonatal NeoVida Pará", iso("09/09/2024"), font="dejavucond", size=9,
            margins=(14, 16, 14, 16))
    head = [
        Band("PROGRAMA NACIONAL DE TRIAGEM NEONATAL - TESTE DO PEZINHO", fill="#1f6f3f", align="C", size=10),
        Line(("Laboratório de Triagem Neonatal NeoVida Pará", {"b": True, "size": 11}), align="C", after=0.2),
        Line("Tv. Dom Romualdo de Seixas, 1.560 - Umarizal - Belém/PA  ·  CNES 9034218", align="C", size=8, after=0.2),
        Line("Responsável técnica: Dra. Raquel Nunes Tavares - CRF-PA 3.206", align="C", size=8, after=2.5),
        Box([
            Tab([(0, 0.55, "Recém-nascido: RN de Jéssica Cardoso Pimentel", {"b": True}), (0.55, 0.45, "Nº da amostra: TN-24-118093")]),
            Tab([(0, 0.55, "Sexo: Masculino   Peso ao nascer: 3.240 g"), (0.55, 0.45, "Idade gestacional: 39 semanas")]),
            Tab([(0, 0.55, "Data de nascimento: 05/09/2024   Hora: 14:22"), (0.55, 0.45, "Data da coleta: 09/09/2024   Hora: 10:05", {"b": True})]),
            Tab([(0, 0.55, "Posto de coleta: UBS Guamá - Belém/PA"), (0.55, 0.45, "Recebimento no laboratório: 12/09/2024")]),
            Tab([(0, 0.55, "Transfusão: não   Prematuro: não"), (0.55, 0.45, "Amostra: 1ª coleta (papel-filtro)")], after=0),
        ], color="#1f6f3f", pad=2.5, radius=2, after=4),
    ]
    rows = []
    items = [("TSH neonatal", "Thyrotropin (newborn DBS)", "29575-8", [], "2,1", "µUI/mL", "inferior a 10,0", "Normal"),
             ("Fenilalanina", "Phenylalanine (newborn DBS)", "35572-7", ["29573-3"], "1,2", "mg/dL", "inferior a 4,0", "Normal"),
             ("17-OH-progesterona neonatal", "17-Hydroxyprogesterone (newborn DBS)", "38473-5", [], "8,9", "ng/mL", "inferior a 20,0 (peso > 2.500 g)", "Normal"),
             ("Tripsina imunorreativa (IRT)", "Immunoreactive trypsinogen (newborn DBS)", "48633-2", [], "32,5", "ng/mL", "inferior a 70,0", "Normal"),
             ("Hemoglobinas", "Hemoglobin pattern (newborn DBS)", "46733-2", [], "FA", "", "FA", "Normal"),
             ("Biotinidase", "Biotinidase (newborn DBS)", "38478-4", [], "Atividade normal", "", "Atividade normal", "Normal")]
    for n, a, c, al, v, u, ref, interp in items:
        d.r(n, a, c, v, u, al)
        rows.append(Row([C(n, b=True), C(v, b=True, align="C"), u, ref, interp]))
    body = head + [
        Band("RESULTADOS", fill="#dfeee4", color="#1f6f3f", size=9),
        Table(["Exame", "Resultado", "Unidade", "Valor de referência", "Interpretação"], rows, [52, 30, 20, 52, 26],
              ["L", "C", "L", "L", "L"], border="grid", head_fill="#1f6f3f", head_color="#ffffff", rule_color="#7fa88e", pad=1.0, after=3),
        Line(("Métodos:", {"b": True}), " TSH, 17-OHP e IRT por imunofluorimetria; fenilalanina por fluorimetria;", size=8, after=0.3),
        Line("hemoglobinas por HPLC (FA = padrão normal do recém-nascido); biotinidase por método colorimétrico.", size=8, after=2),
        Line(("Conclusão:", {"b": True}), " triagem neonatal dentro dos parâmetros de normalidade para as doenças pesquisadas.", size=8.5, after=0.8),
        Line("Coleta realizada com 4 dias de vida (ideal entre o 3º e o 5º dia). Não é necessária nova coleta.", size=8.5, after=0.8),
        Line("Retorno para consulta de puericultura agendado para 04/10/2024.", size=8.5, after=6),
        TwoCol([Line("Liberado em 16/09/2024", size=8.5, after=0.3), Line("Emitido em 17/09/2024 08:15", size=8.5)],
               [Line("Dra. Raquel Nunes Tavares", size=8.5, align="C", b=True, after=0.3),
                Line("Farmacêutica-Bioquímica - CRF-PA 3.206", size=8, align="C")], ratio=0.5),
    ]
    d.pages.append(Page(body, footer=[HR(0.3, "#1f6f3f", 0.8),
                                      Line("Guarde este resultado junto à Caderneta da Criança. Dúvidas: (91) 3224-0918.   Página 1 de 1",
                                           size=7.5, align="C", color="#1f6f3f")]))
    return d


# =========================================================== j06 drug monitoring, apoio-style laudo, 2 pages
def j06():
    d = Doc("j06", "Toxicon Laboratório de Apoio", iso("22/05/2025"), font="dejavu", size=8.5, margins=(12, 16, 14, 16))

    def header(n):
        return [Tab([(0, 0.5, "TOXICON", {"b": True, "size": 16, "color": "#8a2d0b"}),
                     (0.5, 0.5, "Laboratório de Apoio - Toxicologia e Monitorização", {"size": 8, "color": "#8a2d0b"}, "R")], size=16, after=0.3),
                Tab([(0, 1, "Av. Ipiranga, 6.681 - Partenon - Porto Alegre/RS · CNES 3017428 · RT: Dr. Júlio César Brandt CRF-RS 8.852", {"size": 7})], size=7, after=1),
                HR(0.8, "#8a2d0b", 1.2),
                Tab([(0, 0.5, "Paciente: LUCIANA FERRAZ DE MELLO"), (0.5, 0.5, "Laboratório solicitante: Clínica Vida Plena - Canoas/RS")]),
                Tab([(0, 0.5, "Nascimento: 19/01/1983"), (0.5, 0.5, "Pedido apoio: AP-7781204 / amostra 01")]),
                Tab([(0, 0.5, "Coleta: 22/05/2025", {"b": True}), (0.5, 0.5, "Recebido no apoio: 23/05/2025 09:40")]),
                Tab([(0, 0.5, "Médico: Dr. Ricardo Zanella - CRM-RS 31.907"), (0.5, 0.5, f"Folha {n} de 2")], after=1),
                HR(0.3, "#8a2d0b", 2.5)]

    def exam(title, material, metodo, dose, hora, res, refs, prev=None, note=None):
        out = [Line((title, {"b": True, "size": 9.5}), after=0.5),
               Line(f"Material: {material}     Método: {metodo}", size=7.5, color="#444444", after=0.3)]
        if dose:
            out.append(Line(f"Horário da última dose: {dose}     Horário da coleta: {hora}", size=7.5, color="#444444", after=0.8))
        else:
            out.append(Space(0.5))
        out.append(Tab([(0.0, 0.2, "Resultado:", {"b": True}), (0.2, 0.3, f"{res.vt} {res.unit}".strip(), {"b": True, "size": 10})], size=10, after=0.8))
        for r in refs:
            out.append(Line(r, size=7.5, after=0.2))
        if prev:
            out.append(Line(f"Resultado anterior: {prev.vt} {prev.unit} em {prev_date[id(prev)]}".replace("  ", " "), size=7.5, i=True, after=0.2))
        if note:
            out.append(Line(note, size=7, color="#555555", after=0.2))
        out.append(HR(0.2, "#cccccc", 2.2))
        return out

    prev_date = {}

    def prev(name, an, code, vt, unit, date, alts=()):
        r = d.r(name, an, code, vt, unit, alts, collected=iso(date))
        prev_date[id(r)] = date
        return r

    p1, p2 = header(1), header(2)
    li = d.r("LÍTIO", "Lithium", "14334-7", "0,84", "mmol/L")
    lip = prev("LÍTIO", "Lithium", "14334-7", "0,61", "mmol/L", "10/04/2025")
    p1 += exam("LÍTIO", "soro", "eletrodo íon-seletivo", "21/05/2025 às 22:00", "08:10", li,
               ["Faixa terapêutica (manutenção): 0,60 a 1,20 mmol/L", "Nível tóxico: superior a 1,50 mmol/L",
                "Coletar 12 horas após a última dose."], lip)
    va = d.r("ÁCIDO VALPROICO", "Valproate", "4086-5", "78,5", "µg/mL")
    vap = prev("ÁCIDO VALPROICO", "Valproate", "4086-5", "52,0", "µg/mL", "10/04/2025")
    p1 += exam("ÁCIDO VALPROICO", "soro", "imunoensaio de fluorescência polarizada", "21/05/2025 às 20:00", "08:10", va,
               ["Faixa terapêutica: 50,0 a 100,0 µg/mL", "Nível tóxico: superior a 150,0 µg/mL"], vap)
    cb = d.r("CARBAMAZEPINA", "Carbamazepine", "3432-2", "superior a 20,0", "µg/mL")
    p1 += exam("CARBAMAZEPINA", "soro", "quimioluminescência (CMIA)", "21/05/2025 às 22:00", "08:10", cb,
               ["Faixa terapêutica: 4,0 a 12,0 µg/mL", "Nível tóxico: superior a 15,0 µg/mL"], None,
               "Resultado confirmado em nova alíquota; comunicado ao laboratório solicitante em 23/05/2025 14:12.")
    fb = d.r("FENOBARBITAL", "Phenobarbital", "3948-7", "18,2", "µg/mL")
    p2 += exam("FENOBARBITAL", "soro", "imunoensaio enzimático homogêneo", "21/05/2025 às 21:00", "08:10", fb,
               ["Faixa terapêutica: 15,0 a 40,0 µg/mL", "Nível tóxico: superior a 40,0 µg/mL"])
    dg = d.r("DIGOXINA", "Digoxin", "10535-3", "inferior a 0,3", "ng/mL")
    p2 += exam("DIGOXINA", "soro", "quimioluminescência", "não informado", "08:10", dg,
               ["Faixa terapêutica: 0,5 a 2,0 ng/mL", "Limite de quantificação: 0,3 ng/mL"], None,
               "Paciente sem uso declarado de digitálicos; exame mantido conforme pedido médico.")
    tsh = d.r("TSH - HORMÔNIO TIREOESTIMULANTE", "Thyrotropin", "3016-3", "6,84", "µUI/mL", ["11580-8"])
    tshp = prev("TSH - HORMÔNIO TIREOESTIMULANTE", "Thyrotropin", "3016-3", "4,12", "µUI/mL", "02/12/2024", ["11580-8"])
    p2 += exam("TSH - HORMÔNIO TIREOESTIMULANTE", "soro", "quimioluminescência", None, None, tsh,
               ["Adultos: 0,45 a 4,50 µUI/mL"], tshp)
    cr = d.r("CREATININA", "Creatinine", "2160-0", "0,92", "mg/dL")
    p2 += exam("CREATININA", "soro", "Jaffé cinético compensado", None, None, cr,
               ["Mulheres: 0,50 a 1,10 mg/dL", "TFG estimada (CKD-EPI 2021): 79 mL/min/1,73 m²"])
    na = d.r("SÓDIO", "Sodium", "2951-2", "134", "mmol/L")
    p2 += exam("SÓDIO", "soro", "eletrodo íon-seletivo indireto", None, None, na, ["136 a 145 mmol/L"])
    p2 += [Space(2), Line("Laudo liberado em 23/05/2025 16:48 e assinado digitalmente por Dr. Júlio César Brandt - CRF-RS 8.852",
                          size=7.5, i=True)]
    # fix order: gold must follow reading order -> lithium, prev lithium, valproate, prev, carbamazepine, ... (as created)
    foot = "Toxicon Apoio - resultados para uso exclusivo do laboratório solicitante e do médico assistente."
    d.pages.append(Page(p1, footer=pages_footer(1, 2, foot)))
    d.pages.append(Page(p2, footer=pages_footer(2, 2, foot)))
    return d


# =========================================================== j07 patient app, cards with range bars (2 pages)
def j07():
    d = Doc("j07", "Laboratório Bioclínica Ilha", iso("08/07/2025"), font="dejavu", size=8.5, margins=(10, 14, 14, 14))

    def header(n):
        return [Band("MeuLab  ·  Bioclínica Ilha", fill="#1b7f6b", size=12, right=f"{n}/2", after=1.5),
                Line(("Olá, Rafael Becker Schmitt", {"b": True, "size": 11}), after=0.3),
                Line("Seus resultados do atendimento nº 88.214.507 - Unidade Trindade, Florianópolis/SC", size=8, color="#555555", after=0.3),
                Line("Coletado em 08/07/2025 às 07:32  ·  Nascimento: 11/03/1979  ·  Atualizado em 09/07/2025 18:05", size=8, color="#555555", after=2.5)]

    def card(n, a, code, v, u, lo, hi, pos, flag="", alts=(), note=""):
        r = d.r(n, a, code, v, u, alts)
        return {"title": n, "value": r.vt, "unit": r.unit, "lo": lo, "hi": hi, "pos": pos, "flag": flag, "note": note}

    c1 = [card("Glicose", "Glucose", "2345-7", "104", "mg/dL", "70", "99", 0.84, "Acima", note="Jejum de 10 horas"),
          card("Hemoglobina glicada", "Hemoglobin A1c", "4548-4", "5,9", "%", "4,0", "5,6", 0.85, "Acima", ["17856-6"]),
          card("Colesterol total", "Cholesterol", "2093-3", "212", "mg/dL", "", "190", 0.87, "Acima"),
          card("HDL colesterol", "HDL cholesterol", "2085-9", "44", "mg/dL", "40", "", 0.3),
          card("LDL colesterol", "LDL cholesterol (calculated)", "13457-7", "139", "mg/dL", "", "130", 0.84, "Acima", ["2089-1"], "Calculado (Martin-Hopkins)"),
          card("Colesterol não-HDL", "Non-HDL cholesterol", "43396-1", "168", "mg/dL", "", "160", 0.83, "Acima"),
          card("Triglicerídeos", "Triglyceride", "2571-8", "146", "mg/dL", "", "150", 0.78),
          card("TSH", "Thyrotropin", "3016-3", "2,31", "mUI/L", "0,27", "4,20", 0.45, alts=["11580-8"]),
          card("T4 livre", "Free T4", "3024-7", "1,18", "ng/dL", "0,93", "1,70", 0.4)]
    c2 = [card("Vitamina D (25-OH)", "25-hydroxyvitamin D", "62292-8", "27,4", "ng/mL", "20", "60", 0.35, alts=["1989-3"]),
          card("Vitamina B12", "Cobalamin", "2132-9", "412", "pg/mL", "197", "771", 0.4),
          card("Ferritina", "Ferritin", "2276-4", "286", "ng/mL", "30", "400", 0.6),
          card("Creatinina", "Creatinine", "2160-0", "1,04", "mg/dL", "0,70", "1,20", 0.6, note="TFGe 87 mL/min/1,73 m²"),
          card("Ácido úrico", "Urate", "3084-1", "7,6", "mg/dL", "3,4", "7,0", 0.86, "Acima"),
          card("TGO (AST)", "Aspartate aminotransferase", "1920-8", "28", "U/L", "", "40", 0.5),
          card("TGP (ALT)", "Alanine aminotransferase", "1742-6", "46", "U/L", "", "41", 0.83, "Acima"),
          card("Gama GT", "Gamma glutamyl transferase", "2324-2", "61", "U/L", "8", "61", 0.8),
          card("PSA total", "Prostate specific antigen", "2857-1", "0,82", "ng/mL", "", "2,50", 0.3)]
    p1 = header(1) + [Line(("Metabolismo e tireoide", {"b": True, "size": 10, "color": "#1b7f6b"}), after=1.5), Cards(c1, per_row=2, h=26, gap=3.2)]
    p2 = header(2) + [Line(("Vitaminas, rins e fígado", {"b": True, "size": 10, "color": "#1b7f6b"}), after=1.5), Cards(c2, per_row=2, h=26, gap=3.2),
                      Line("As barras mostram seu resultado em relação aos limites de referência do laboratório.", size=7.5, color="#555555", after=0.3),
                      Line("Próxima coleta sugerida pelo seu médico: 08/01/2026. Este resumo não substitui o laudo assinado.", size=7.5, color="#555555")]
    ft = "Laudo completo assinado por Dra. Patrícia Zimmermann - CRBM 0512 · Bioclínica Ilha · CNES 6403751"
    d.pages.append(Page(p1, footer=[Line(ft, size=6.8, color="#777777", align="C")]))
    d.pages.append(Page(p2, footer=[Line(ft, size=6.8, color="#777777", align="C")]))
    return d


# =========================================================== j08 dynamic function tests (OGTT + insulin, ACTH test)
def j08():
    d = Doc("j08", "Centro de Diagnóstico Endócrino Aurora", iso("14/10/2024"), font="libsans", size=9, margins=(14, 16, 14, 16))
    body = [
        Tab([(0, 0.65, "CENTRO DE DIAGNÓSTICO ENDÓCRINO AURORA", {"b": True, "size": 13, "color": "#7a5a00"}),
             (0.65, 0.35, "Laudo nº 2024/51.338", {"size": 8}, "R")], size=13, after=0.4),
        Line("Rua 9, 1.210 - Setor Oeste - Goiânia/GO · CNES 2339064 · Diretora técnica: Dra. Helena Prado Siqueira CRM-GO 9.480", size=7.5, after=1),
        HR(1.0, "#c9a227", 2),
        Tab([(0, 0.55, "Paciente: Bruna Caetano Rezende"), (0.55, 0.45, "Data de nascimento: 27/05/1990")]),
        Tab([(0, 0.55, "Solicitante: Dr. Marcelo Tavares Lima - CRM-GO 14.226"), (0.55, 0.45, "Data do pedido: 30/09/2024")]),
        Tab([(0, 0.55, "Data da coleta: 14/10/2024 - início 07:15", {"b": True}), (0.55, 0.45, "Data de liberação: 16/10/2024")], after=1),
        HR(0.3, "#c9a227", 3),
        Line(("TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g) COM DOSAGEM DE INSULINA", {"b": True}), after=0.4),
        Line("Material: soro (glicose em plasma fluoretado)   Métodos: glicose - hexoquinase; insulina - quimioluminescência", size=7.5, after=0.3),
        Line("Sobrecarga: 75 g de dextrosol às 07:20. Tempos contados a partir da ingestão.", size=7.5, after=1.5),
    ]
    times = ["Basal", "30 min", "60 min", "90 min", "120 min"]
    glu = [("1558-6", ["2345-7"]), ("2345-7", []), ("1507-3", ["2345-7"]), ("2345-7", []), ("1518-0", ["2345-7", "20436-2"])]
    gv = ["92", "148", "171", "152", "138"]
    iv = ["9,8", "74,2", "112,6", "96,1", "81,4"]
    ins = [("27873-9", ["20448-7"]), ("20448-7", []), ("20448-7", []), ("20448-7", []), ("20448-7", [])]
    rows = []
    cells = ["Glicose", "mg/dL"]
    for t, (c, al), v in zip(times, glu, gv):
        d.r("Glicose", f"Glucose {t}", c, v, "mg/dL", al)
        cells.append(C(v, b=True))
    rows.append(Row(cells))
    cells = ["Insulina", "µUI/mL"]
    for t, (c, al), v in zip(times, ins, iv):
        d.r("Insulina", f"Insulin {t}", c, v, "µUI/mL", al)
        cells.append(C(v, b=True))
    rows.append(Row(cells))
    body.append(Table(["Exame", "Unidade"] + times, rows, [30, 20, 20, 20, 20, 20, 20], ["L", "L", "C", "C", "C", "C", "C"],
                      border="grid", head_fill="#f4ecd2", rule_color="#a08a4a", pad=0.8, after=1.5))
    body += [Line("Referências (ADA/SBD): glicemia de jejum até 99 mg/dL; 120 min inferior a 140 mg/dL. Insulina basal: 2,6 a 24,9 µUI/mL.", size=7.5, after=0.3),
             Line("Interpretação: curva glicêmica normal aos 120 min; hiperinsulinemia relativa aos 60 min.", size=7.5, after=3.5),
             Line(("TESTE DE ESTÍMULO COM ACTH (CORTROSINA 250 µg IV)", {"b": True}), after=0.4),
             Line("Material: soro   Método: eletroquimioluminescência   Aplicação do ACTH sintético às 08:00", size=7.5, after=1.5)]
    ctimes = [("Basal (08:00)", "2143-6", []), ("30 min (08:30)", "2143-6", []), ("60 min (09:00)", "2143-6", [])]
    cv = ["11,8", "21,4", "24,9"]
    rows = []
    for (t, c, al), v in zip(ctimes, cv):
        rows.append(Row([t, C(v, b=True), "µg/dL"]))
    body.append(TwoCol([Table(["Tempo", "Cortisol", "Unidade"], rows, [40, 22, 20], ["L", "C", "C"], border="rows", head_fill="#f4ecd2",
                              rule_color="#a08a4a", pad=0.6, after=0)],
                       [Line("Resposta normal: pico de cortisol igual ou", size=7.5, after=0.2),
                        Line("superior a 18,0 µg/dL em 30 ou 60 minutos.", size=7.5, after=0.2),
                        Line("Os tempos não constituem resultados.", size=7.5, after=0.2)], ratio=0.55, after=3.5))
    # gold for cortisol rows: printed name is the column header "Cortisol" (the row label is a time)
    for (t, c, al), v in zip(ctimes, cv):
        d.r("Cortisol", f"Cortisol {t}", c, v, "µg/dL", al)
    body += [Line(("OUTROS EXAMES", {"b": True}), after=1)]
    other = [("Hemoglobina glicada (HbA1c)", "Hemoglobin A1c", "4548-4", ["17856-6"], "5,4", "%", "4,0 a 5,6 %"),
             ("Peptídeo C (jejum)", "C peptide", "1986-9", [], "2,9", "ng/mL", "1,1 a 4,4 ng/mL"),
             ("TSH", "Thyrotropin", "3016-3", ["11580-8"], "1,92", "µUI/mL", "0,27 a 4,20 µUI/mL"),
             ("Prolactina", "Prolactin", "2842-3", [], "14,6", "ng/mL", "4,8 a 23,3 ng/mL")]
    rows = []
    for n, a, c, al, v, u, ref in other:
        d.r(n, a, c, v, u, al)
        rows.append(Row([n, C(v, b=True), u, ref]))
    body.append(Table(["Exame", "Resultado", "Unidade", "Referência"], rows, [60, 25, 25, 50], ["L", "R", "L", "L"], border="rows",
                      head_fill="#f4ecd2", rule_color="#a08a4a", pad=0.6, after=4))
    body.append(Line("Assinado eletronicamente por Dra. Helena Prado Siqueira - CRM-GO 9.480 em 16/10/2024 17:22.", size=7.5, i=True))
    d.pages.append(Page(body, footer=pages_footer(1, 1, "Aurora Endócrino - documento válido com assinatura eletrônica.")))
    return d


# =========================================================== j09 university hospital, SI units, two-column area
def j09():
    d = Doc("j09", "Hospital Universitário Potengi", iso("03/12/2024"), font="dejavuserif", size=8.5, margins=(13, 15, 14, 15))
    body = [
        Line(("HOSPITAL UNIVERSITÁRIO POTENGI", {"b": True, "size": 12.5}), after=0.2),
        Line("Serviço de Patologia Clínica · Av. Nilo Peçanha, 620 - Petrópolis - Natal/RN · CNES 2409208", size=7.5, after=0.2),
        Line("Responsável: Prof. Dr. Caio Medeiros Bezerra - CRM-RN 5.118", size=7.5, after=1),
        HR(0.4, "#000000", 0.4), HR(0.4, "#000000", 1.5),
        Tab([(0, 0.5, "Paciente: Francisca das Chagas Nóbrega"), (0.5, 0.25, "Prontuário: 11.207.334"), (0.75, 0.25, "Sexo: F")]),
        Tab([(0, 0.5, "Data de nascimento: 08/08/1948"), (0.5, 0.5, "Ambulatório de Geriatria - Dra. Íris Fontes Medeiros")]),
        Tab([(0, 0.5, "Coleta: 03/12/2024 07:05", {"b": True}), (0.5, 0.5, "Requisição: 29/11/2024 · Liberação: 03/12/2024 15:40")], after=1),
        HR(0.4, "#000000", 1.5),
        Line("RESULTADOS EM UNIDADES DO SISTEMA INTERNACIONAL (SI) - protocolo de pesquisa GERONTO-RN", size=7.5, i=True, after=1.8),
    ]

    def sec(title, items, size=8):
        rows = []
        for n, a, c, al, v, u, ref in items:
            r = d.r(n, a, c, v, u, al)
            rows.append(Row([n, C(v, b=True), u, ref]))
        return [Band(title, fill="#e6e6e6", color="#000000", size=8.5, after=0.6),
                Table(["Análise", "Res.", "Unid.", "Ref."], rows, [34, 13, 15, 22], ["L", "R", "L", "L"], size=size,
                      border="rows", head_fill=None, rule_color="#bbbbbb", pad=0.45, after=2)]

    left = sec("BIOQUÍMICA", [
        ("Glicose", "Glucose", "14749-6", [], "5,9", "mmol/L", "3,9 - 5,5"),
        ("Ureia", "Urea", "22664-7", [], "8,4", "mmol/L", "2,8 - 7,2"),
        ("Creatinina", "Creatinine", "14682-9", [], "96", "µmol/L", "45 - 90"),
        ("Ácido úrico", "Urate", "14933-6", [], "402", "µmol/L", "143 - 339"),
        ("Sódio", "Sodium", "2951-2", [], "141", "mmol/L", "136 - 145"),
        ("Potássio", "Potassium", "2823-3", [], "4,2", "mmol/L", "3,5 - 5,1"),
        ("Cálcio", "Calcium", "2000-8", [], "2,31", "mmol/L", "2,15 - 2,50"),
        ("Fosfato", "Phosphate", "14879-1", [], "1,12", "mmol/L", "0,81 - 1,45"),
        ("Albumina", "Albumin", "1751-7", [], "38", "g/L", "35 - 52"),
        ("Bilirrubina total", "Bilirubin total", "14631-6", [], "9", "µmol/L", "3 - 21"),
    ]) + sec("LIPÍDIOS", [
        ("Colesterol total", "Cholesterol", "14647-2", [], "5,62", "mmol/L", "< 5,18"),
        ("HDL-colesterol", "HDL cholesterol", "14646-4", [], "1,34", "mmol/L", "> 1,29"),
        ("Triglicerídeos", "Triglyceride", "14927-8", [], "1,71", "mmol/L", "< 1,70"),
    ])
    right = sec("HEMATOLOGIA", [
        ("Hemoglobina", "Hemoglobin", "718-7", [], "118", "g/L", "120 - 155"),
        ("Hematócrito", "Hematocrit", "4544-3", ["20570-8"], "0,36", "L/L", "0,35 - 0,45"),
        ("Eritrócitos", "Erythrocytes", "789-8", ["26453-1"], "4,02", "x10¹²/L", "3,9 - 5,0"),
        ("VCM", "MCV", "787-2", [], "89,6", "fL", "80 - 98"),
        ("Leucócitos", "Leukocytes", "6690-2", ["26464-8"], "5,8", "x10⁹/L", "4,0 - 11,0"),
        ("Plaquetas", "Platelets", "777-3", ["26515-7"], "231", "x10⁹/L", "150 - 450"),
    ]) + sec("FERRO E VITAMINAS", [
        ("Ferro", "Iron", "14798-3", [], "9,1", "µmol/L", "6,6 - 26,0"),
        ("Ferritina", "Ferritin", "2276-4", [], "41", "µg/L", "15 - 150"),
        ("Vitamina B12", "Cobalamin", "14685-2", [], "188", "pmol/L", "145 - 569"),
        ("Folato", "Folate", "14732-2", [], "21,5", "nmol/L", "> 12,2"),
    ])
    body += [TwoCol(left, right, ratio=0.5, gap=7, after=1),
             Line("Notas: valores fora da referência em negrito não são sinalizados no protocolo SI. Conversão para unidades", size=7.5, after=0.2),
             Line("convencionais disponível no prontuário eletrônico. Glicose em plasma fluoretado; demais em soro.", size=7.5, after=4),
             Line("Documento conferido e liberado por Dr. Pedro Lucas Araújo - CRF-RN 2.774 em 03/12/2024 15:40. Impresso em 05/12/2024 10:12.",
                  size=7.5, i=True)]
    d.pages.append(Page(body, footer=[HR(0.3, "#000000", 0.6),
                                      Tab([(0, 0.8, "HUP/Patologia Clínica - Sistema LABHU 3", {"size": 7}), (0.8, 0.2, "fl. 1/1", {"size": 7}, "R")], size=7)]))
    return d


# =========================================================== j10 dialysis monthly panel (dated columns)
def j10():
    d = Doc("j10", "Clínica de Nefrologia e Diálise Bonfim", iso("05/03/2025"), font="dejavucond", size=8.5, margins=(12, 14, 14, 14))
    months = ["08/01/25", "05/02/25", "05/03/25"]
    data = [
        ("Ureia pré-diálise", "Urea pre-dialysis", "3091-6", [], "mg/dL", ["142", "156", "138"], "—"),
        ("Ureia pós-diálise", "Urea post-dialysis", "3091-6", [], "mg/dL", ["41", "47", "38"], "—"),
        ("URR", "Urea reduction ratio", None, [], "%", ["71,1", "69,9", "72,5"], "≥ 65"),
        ("Kt/V (Daugirdas II)", "Kt/V", None, [], "", ["1,38", "1,31", "1,44"], "≥ 1,2"),
        ("Hemoglobina", "Hemoglobin", "718-7", [], "g/dL", ["10,4", "10,9", "11,3"], "10,0 a 11,5"),
        ("Hematócrito", "Hematocrit", "4544-3", ["20570-8"], "%", ["31,8", "33,0", "34,6"], "30 a 36"),
        ("Ferritina", "Ferritin", "2276-4", [], "ng/mL", ["412", "—", "486"], "200 a 800"),
        ("Saturação da transferrina", "Transferrin saturation", "2502-3", [], "%", ["24", "—", "29"], "20 a 50"),
        ("Cálcio total", "Calcium", "17861-6", [], "mg/dL", ["8,9", "9,1", "9,0"], "8,4 a 10,2"),
        ("Fósforo", "Phosphate", "2777-1", [], "mg/dL", ["6,1", "5,4", "5,2"], "3,5 a 5,5"),
        ("PTH intacto", "Parathyrin intact", "2731-8", [], "pg/mL", ["—", "—", "388"], "150 a 600"),
        ("Albumina", "Albumin", "1751-7", [], "g/dL", ["3,8", "—", "3,9"], "≥ 3,8"),
        ("Potássio pré-diálise", "Potassium", "2823-3", [], "mEq/L", ["5,8", "5,2", "5,4"], "3,5 a 5,5"),
        ("Fosfatase alcalina", "Alkaline phosphatase", "6768-6", [], "U/L", ["—", "—", "142"], "40 a 129"),
        ("Anti-HBs", "Hepatitis B surface Ab", "16935-9", [], "mUI/mL", ["—", "—", "126"], "≥ 10"),
        ("HBsAg", "Hepatitis B surface Ag", "5196-1", ["5195-3"], "", ["—", "—", "Não reagente"], "Não reagente"),
        ("Anti-HCV", "Hepatitis C virus Ab", "13955-0", [], "", ["—", "—", "Não reagente"], "Não reagente"),
    ]
    rows = []
    for n, a, c, al, u, vals, meta in data:
        cells = [n, u]
        for m, v in zip(months, vals):
            if v != "—" and c is None:
                d.p(n, v, u, "no LOINC code found for dialysis adequacy indices")
            elif v != "—":
                d.r(n, a, c, v, u, al, collected=iso(m))
            cells.append(C(v, b=(v != "—") and m == months[-1]))
        cells.append(meta)
        rows.append(Row(cells))
    body = [
        Tab([(0, 0.6, "Clínica de Nefrologia e Diálise Bonfim", {"b": True, "size": 13, "color": "#004c6d"}),
             (0.6, 0.4, "Controle Mensal - Hemodiálise", {"b": True, "size": 10, "color": "#004c6d"}, "R")], size=13, after=0.4),
        Line("Rua Plínio de Lima, 211 - Bonfim - Salvador/BA · CNES 7120113 · RT: Dr. Caetano Sampaio Rocha CRM-BA 18.660", size=7.5, after=1),
        HR(0.6, "#004c6d", 1.5),
        Tab([(0, 0.42, "Paciente: EDVALDO SANTOS CONCEIÇÃO", {"b": True}), (0.42, 0.3, "Nasc.: 21/06/1966"), (0.72, 0.28, "Matrícula HD: 0392")]),
        Tab([(0, 0.42, "Turno: 2ª/4ª/6ª - manhã · Sala 2 · Máq. 14"), (0.42, 0.3, "Início HD: 17/08/2019"), (0.72, 0.28, "Acesso: FAV braço E")]),
        Tab([(0, 0.42, "Peso seco: 71,5 kg"), (0.42, 0.58, "Competência: março/2025 · emitido em 07/03/2025")], after=1.2),
        HR(0.3, "#004c6d", 2),
        Line("Coletas realizadas na sessão de meio de semana; datas de coleta no cabeçalho de cada coluna.", size=7.5, i=True, after=1.5),
        Table(["Exame", "Unidade"] + months + ["Meta / Ref."], rows, [48, 18, 22, 22, 24, 26], ["L", "L", "C", "C", "C", "C"],
              border="grid", head_fill="#d7e7ef", rule_color="#7aa3b8", zebra="#f3f8fa", pad=0.7, after=2),
        Line("— = não colhido na competência (exames trimestrais e semestrais conforme RDC 11/2014).", size=7.5, after=0.3),
        Line("URR = (ureia pré - ureia pós) / ureia pré × 100. Kt/V calculado pela fórmula de Daugirdas 2ª geração.", size=7.5, after=0.3),
        Line("Peso pré 74,1 kg / pós 71,8 kg; tempo de sessão 240 min; ultrafiltração 2,3 L (sessão de 05/03/25).", size=7.5, after=3),
        Line(("Conduta:", {"b": True}), " manter eritropoetina 4.000 UI 3x/semana; reforçar orientação dietética de fósforo.", size=8, after=0.3),
        Line("Próxima coleta mensal: 02/04/2025. Reavaliação de acesso vascular: 15/04/2025.", size=8, after=5),
        Line("Dr. Caetano Sampaio Rocha - Nefrologista - CRM-BA 18.660", size=8, align="R", after=0.2),
        Line("Laboratório executor: Laboratório Central Bonfim (CNES 7120121)", size=7, align="R", color="#555555"),
    ]
    d.pages.append(Page(body, footer=pages_footer(1, 1, "Bonfim Diálise - uso interno e do paciente.")))
    return d


# =========================================================== j11 semen analysis + hormones
def j11():
    d = Doc("j11", "Laboratório Fertilitas de Andrologia", iso("26/08/2024"), font="libsans", size=9, margins=(14, 18, 14, 18))
    body = [
        Line(("Fertilitas", {"b": True, "size": 18, "color": "#2a4d8f"}), ("  Laboratório de Andrologia", {"size": 10, "color": "#2a4d8f"}), after=0.4),
        Line("Av. do Contorno, 4.747 - Funcionários - Belo Horizonte/MG · CNES 6781209 · RT: Dra. Vanessa Queiroz Lage CRBM 21.604",
             size=7.5, color="#555555", after=1.5),
        Box([Tab([(0, 0.55, "Paciente: Thiago Albuquerque Ramos"), (0.55, 0.45, "Código: FA-24-3317")]),
             Tab([(0, 0.55, "Nascimento: 12/12/1988"), (0.55, 0.45, "Médico: Dr. Saulo Pimenta CRM-MG 51.093")]),
             Tab([(0, 0.55, "Data da coleta: 26/08/2024  Hora: 08:40", {"b": True}), (0.55, 0.45, "Abstinência sexual: 4 dias")]),
             Tab([(0, 0.55, "Coleta: no laboratório, por masturbação"), (0.55, 0.45, "Emissão: 28/08/2024")], after=0)],
            color="#2a4d8f", pad=2, after=3),
        Band("ESPERMOGRAMA (OMS 2021)", fill="#2a4d8f", after=1),
    ]
    macro = [("Volume", "Semen volume", "3160-9", [], "3,2", "mL", "≥ 1,4 mL"),
             ("Cor", "Semen color", "10569-2", [], "Branco opalescente", "", "Branco opalescente"),
             ("pH", "Semen pH", None, [], "7,8", "", "≥ 7,2"),
             ("Viscosidade", "Semen viscosity", None, [], "Normal", "", "Normal")]
    micro = [("Concentração", "Sperm concentration", "9780-8", [], "38,5", "milhões/mL", "≥ 16 milhões/mL"),
             ("Número total", "Sperm count total", None, [], "123,2", "milhões/ejaculado", "≥ 39 milhões"),
             ("Motilidade progressiva (A+B)", "Sperm motility progressive", None, [], "41", "%", "≥ 30 %"),
             ("Motilidade não progressiva (C)", "Sperm motility nonprogressive", "10620-3", [], "12", "%", "—"),
             ("Imóveis (D)", "Sperm immotile", "10611-2", [], "47", "%", "—"),
             ("Vitalidade (eosina)", "Sperm vitality", "10613-8", [], "68", "%", "≥ 54 %"),
             ("Morfologia normal (Kruger)", "Sperm normal morphology", "10622-9", [], "5", "%", "≥ 4 %"),
             ("Leucócitos (peroxidase)", "Leukocytes in semen", "10579-1", [], "inferior a 1,0", "milhões/mL", "< 1,0 milhão/mL")]

    def tbl(title, items):
        rows = []
        for n, a, c, al, v, u, ref in items:
            if c is None:
                d.p(n, v, u, "no LOINC code confirmed for this semen parameter")
            else:
                d.r(n, a, c, v, u, al)
            rows.append(Row([n, C(v, b=True), u, ref]))
        return Table([title, "Resultado", "Unidade", "Referência"], rows, [58, 36, 30, 40], ["L", "R", "L", "L"],
                     border="rows", head_fill="#e3eaf6", rule_color="#c3cfe3", pad=0.6, after=2)
    body += [tbl("Exame macroscópico", macro),
             Line("Liquefação: completa em 20 minutos (até 60 min).  Aspecto: homogêneo.", size=8, after=2),
             tbl("Exame microscópico", micro),
             Line("Aglutinação: ausente. Células germinativas imaturas: raras. Recomenda-se repetir em 3 meses.", size=8, after=3),
             Band("AVALIAÇÃO HORMONAL", fill="#2a4d8f", after=1)]
    hor = [("FSH", "Follitropin", "15067-2", [], "4,8", "mUI/mL", "1,5 a 12,4"),
           ("LH", "Lutropin", "10501-5", [], "5,2", "mUI/mL", "1,7 a 8,6"),
           ("Testosterona total", "Testosterone", "2986-8", [], "512", "ng/dL", "249 a 836"),
           ("Estradiol", "Estradiol", "2243-4", [], "28,4", "pg/mL", "11,3 a 43,2"),
           ("Prolactina", "Prolactin", "2842-3", [], "9,1", "ng/mL", "4,0 a 15,2")]
    body += [tbl("Hormônio (soro, quimioluminescência)", hor),
             Line("Data do pedido: 19/08/2024. Resultados liberados em 28/08/2024 por Dra. Vanessa Queiroz Lage.", size=7.5, i=True)]
    d.pages.append(Page(body, footer=pages_footer(1, 1, "Fertilitas Andrologia - laudo eletrônico.")))
    return d


# =========================================================== j12 apoio-style laudo with CBC (relative/absolute) and previous results, 2 pages
def j12():
    d = Doc("j12", "Apoio Diagnóstico Amazônia", iso("18/11/2024"), font="dejavu", size=8.3, margins=(12, 14, 14, 14))

    def header(n):
        return [Tab([(0, 0.6, "APOIO DIAGNÓSTICO AMAZÔNIA", {"b": True, "size": 12}), (0.6, 0.4, "LAUDO DE APOIO", {"b": True, "size": 10}, "R")],
                    size=12, after=0.3),
                Line("Av. Djalma Batista, 1.719 - Chapada - Manaus/AM · CNES 5588122 · RT: Dra. Yara Souza Bentes - CRBM 15.377", size=7, after=0.8),
                Box([Tab([(0, 0.5, "Paciente: RAIMUNDO NONATO PANTOJA"), (0.5, 0.3, "Nasc.: 04/04/1955"), (0.8, 0.2, "Sexo: M")]),
                     Tab([(0, 0.5, "Cliente: Laboratório Rio Negro - Itacoatiara/AM"), (0.5, 0.5, "OS cliente: RN-55.812 / apoio 24-0931177")]),
                     Tab([(0, 0.5, "Data da coleta: 18/11/2024", {"b": True}), (0.5, 0.5, f"Entrada no apoio: 19/11/2024 · Folha {n}/2")], after=0)],
                    pad=1.6, w=0.4, after=2.5)]

    def ttl(t, mat, met):
        return [Line((t, {"b": True, "size": 9.3}), after=0.4),
                Line(f"Material: {mat}    Método: {met}", size=7.2, color="#444444", after=1)]

    p1 = header(1) + ttl("HEMOGRAMA COMPLETO", "sangue total EDTA", "automação (impedância/citometria) e microscopia")
    red = [("Eritrócitos", "Erythrocytes", "789-8", ["26453-1"], "3,88", "milhões/µL", "4,30 a 5,70"),
           ("Hemoglobina", "Hemoglobin", "718-7", [], "11,6", "g/dL", "13,5 a 17,5"),
           ("Hematócrito", "Hematocrit", "4544-3", ["20570-8"], "35,1", "%", "39,0 a 50,0"),
           ("VCM", "MCV", "787-2", [], "90,5", "fL", "81,0 a 101,0"),
           ("HCM", "MCH", "785-6", [], "29,9", "pg", "27,0 a 34,0"),
           ("CHCM", "MCHC", "786-4", [], "33,0", "g/dL", "31,0 a 36,0"),
           ("RDW", "RDW", "788-0", [], "15,9", "%", "11,5 a 14,5")]
    for n, a, c, al, v, u, ref in red:
        d.r(n, a, c, v, u, al)
        p1.append(Tab([(0.02, 0.3, n + " " + "." * (34 - 2 * len(n) // 2)), (0.32, 0.14, v, {"b": True}, "R"), (0.48, 0.16, u), (0.66, 0.34, ref)], after=0.25))
    p1.append(Space(1.5))
    lk = d.r("Leucócitos", "Leukocytes", "6690-2", "4.120", "/µL", ["26464-8"])
    p1.append(Tab([(0.02, 0.3, "Leucócitos " + "." * 29), (0.32, 0.14, lk.vt, {"b": True}, "R"), (0.48, 0.16, "/µL"), (0.66, 0.34, "3.500 a 10.500")], after=1))
    diff = [("Neutrófilos", "Neutrophils", ("770-8", ["26511-6"]), ("751-8", ["26499-4"]), "38,2", "45,0 a 70,0", "1.574", "1.700 a 7.000"),
            ("Linfócitos", "Lymphocytes", ("736-9", ["26478-8"]), ("731-0", ["26474-7"]), "48,5", "20,0 a 45,0", "1.998", "900 a 2.900"),
            ("Monócitos", "Monocytes", ("5905-5", ["26485-3"]), ("742-7", ["26484-6"]), "9,7", "2,0 a 10,0", "400", "300 a 900"),
            ("Eosinófilos", "Eosinophils", ("713-8", ["26450-7"]), ("711-2", ["26449-9"]), "3,1", "1,0 a 5,0", "128", "50 a 500"),
            ("Basófilos", "Basophils", ("706-2", ["30180-4"]), ("704-7", ["26444-0"]), "0,5", "0,0 a 1,0", "21", "0 a 100")]
    rows = []
    for n, a, (cp, ap), (ca, aa), vp, rp, va, ra in diff:
        d.r(n, a + " %", cp, vp, "%", ap)
        d.r(n, a + " #", ca, va, "/µL", aa)
        rows.append(Row([n, C(vp, b=True), rp, C(va, b=True), ra]))
    p1.append(Table(["", "%", "Ref. %", "/µL", "Ref. /µL"], rows, [34, 16, 28, 18, 30], ["L", "R", "C", "R", "C"], border="none",
                    head_fill=None, pad=0.3, after=1.2))
    pq = d.r("Plaquetas", "Platelets", "777-3", "142.000", "/µL", ["26515-7"])
    p1.append(Tab([(0.02, 0.3, "Plaquetas " + "." * 30), (0.32, 0.14, pq.vt, {"b": True}, "R"), (0.48, 0.16, "/µL"), (0.66, 0.34, "150.000 a 450.000")], after=1.2))
    p1 += [Line("Hematoscopia: anisocitose (+), macrocitose discreta. Plaquetas agregadas (contagem pode estar subestimada).", size=7.5, after=0.2),
           Line("Não foram observadas células imaturas. Revisado por microscopista em 19/11/2024.", size=7.5, after=1.2),
           HR(0.2, "#999999", 2.5)]

    def exam(t, mat, met, res, refs, prevs=()):
        out = ttl(t, mat, met)
        out.append(Tab([(0.02, 0.2, "Resultado:"), (0.22, 0.4, f"{res.vt} {res.unit}".strip(), {"b": True})], after=0.6))
        out.append(Line("Valores de referência:", size=7.2, after=0.15))
        for r in refs:
            out.append(Line("   " + r, size=7.2, after=0.15))
        for p, dt in prevs:
            out.append(Line(f"Resultado anterior: {p.vt} {p.unit} em {dt}", size=7.2, i=True, after=0.15))
        out.append(HR(0.2, "#999999", 2.2))
        return out

    def prev(name, an, code, vt, unit, dt, alts=()):
        return d.r(name, an, code, vt, unit, alts, collected=iso(dt)), dt

    fe = d.r("FERRITINA", "Ferritin", "2276-4", "18,6", "ng/mL")
    fe_p = prev("FERRITINA", "Ferritin", "2276-4", "42,3", "ng/mL", "12/05/2024")
    p1 += exam("FERRITINA", "soro", "quimioluminescência", fe, ["Homens: 30,0 a 400,0 ng/mL"], [fe_p])
    b12 = d.r("VITAMINA B12", "Cobalamin", "2132-9", "inferior a 150", "pg/mL")
    p1 += exam("VITAMINA B12", "soro", "eletroquimioluminescência", b12, ["211 a 911 pg/mL", "Limite inferior de detecção: 150 pg/mL"])
    p2 = header(2)
    cr = d.r("CREATININA", "Creatinine", "2160-0", "1,36", "mg/dL")
    cr_p1 = prev("CREATININA", "Creatinine", "2160-0", "1,21", "mg/dL", "12/05/2024")
    cr_p2 = prev("CREATININA", "Creatinine", "2160-0", "1,10", "mg/dL", "20/11/2023")
    p2 += exam("CREATININA", "soro", "enzimático", cr, ["Homens: 0,70 a 1,30 mg/dL", "TFG estimada (CKD-EPI 2021): 54 mL/min/1,73 m²"], [cr_p1, cr_p2])
    hb = d.r("HEMOGLOBINA GLICADA (HbA1c)", "Hemoglobin A1c", "4548-4", "7,4", "%", ["17856-6"])
    hb_p = prev("HEMOGLOBINA GLICADA (HbA1c)", "Hemoglobin A1c", "4548-4", "8,1", "%", "12/05/2024", ["17856-6"])
    p2 += exam("HEMOGLOBINA GLICADA (HbA1c)", "sangue total EDTA", "HPLC (certificado NGSP)", hb,
               ["Normal: inferior a 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: igual ou superior a 6,5 %",
                "Glicemia média estimada: 166 mg/dL"], [hb_p])
    psa = d.r("PSA TOTAL", "Prostate specific antigen", "2857-1", "3,12", "ng/mL")
    psl = d.r("PSA LIVRE", "Prostate specific antigen free", "10886-0", "0,41", "ng/mL")
    p2 += ttl("PSA TOTAL E LIVRE", "soro", "eletroquimioluminescência")
    p2 += [Tab([(0.02, 0.2, "PSA TOTAL"), (0.22, 0.4, f"{psa.vt} {psa.unit}", {"b": True})], after=0.4),
           Tab([(0.02, 0.2, "PSA LIVRE"), (0.22, 0.4, f"{psl.vt} {psl.unit}", {"b": True})], after=0.6),
           Line("Relação PSA livre/total: 13 % (calculada; valores inferiores a 15 % merecem investigação).", size=7.2, after=0.15),
           Line("Referência PSA total (idade 60-69 anos): até 4,50 ng/mL. Data da última ejaculação informada: 15/11/2024.", size=7.2, after=0.15),
           HR(0.2, "#999999", 2.2)]
    hcv = d.r("ANTI-HCV", "Hepatitis C virus Ab", "13955-0", "Não reagente", "")
    p2 += exam("ANTI-HCV", "soro", "quimioluminescência (índice 0,08; cut-off 1,00)", hcv, ["Não reagente"])
    p2 += [Space(2), Line("Liberado em 21/11/2024 09:55. Assinado digitalmente por Dra. Yara Souza Bentes - CRBM 15.377.", size=7.5, i=True)]
    ft = "Apoio Diagnóstico Amazônia - resultados entregues ao laboratório cliente. Impresso em 21/11/2024."
    d.pages.append(Page(p1, footer=pages_footer(1, 2, ft)))
    d.pages.append(Page(p2, footer=pages_footer(2, 2, ft)))
    return d


def all_docs():
    return [f() for f in DOCS]


DOCS = [j01, j02, j03, j04, j05, j06, j07, j08, j09, j10, j11, j12]
