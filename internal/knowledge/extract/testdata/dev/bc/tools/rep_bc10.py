"""bc10 - Serra do Curral Medicina Laboratorial (Belo Horizonte/MG): the
bc03/bc07 patient in the third trimester.  Full-grid tables with shaded
headers, CBC (differential in % only), coagulation panel, third-trimester
serology, and urine tests collected on the following day (two collection
dates in one report), arrows after values."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, LogoHeader, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged

ACC = "#3b3b3b"
HEAD = "#d9d9d9"
COLL = "2024-10-02"
URINE = "2024-10-03"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(LogoHeader(
        logo=["SC"], logo_w=18, logo_h=18, logo_fill="#2e6b3a", logo_size=16,
        right=[Lines([Segs([("Serra do Curral", "B", "#2e6b3a"), (" Medicina Laboratorial", "", "#2e6b3a")])], size=14.5),
               Lines(["Av. do Contorno, 9.415 – Prado – Belo Horizonte/MG – CEP 30110-063 – (31) 3292-5080",
                      f"CNPJ {cnpj('221846370001')} · CNES 2695308 · RT: Dr. Rodrigo Vasconcelos Lage – CRM-MG 40.226 (patologia clínica)"],
                     size=7.3)]))
    p.append(HRule(thick=0.4, color="#2e6b3a", before=1.6, after=1.6))
    rows = [
        Row([kv("Paciente: ", "ANA CAROLINA SOUZA FERREIRA"), kv("Atendimento: ", "BH-1002-7781")]),
        Row([kv("Nascimento: ", "03/07/1994 · 30 anos · Feminino"), kv("Coleta (sangue): ", d(COLL) + " 07:30")]),
        Row([kv("Obstetra: ", "Dra. Cecília Andrade Rezende – CRM-MG 55.019"), kv("Coleta (urina): ", d(URINE) + " 06:45")]),
        Row([kv("DUM: ", "18/02/2024 · IG na coleta: 32 sem 3 d · DPP: 24/11/2024"), kv("Emissão: ", "04/10/2024 17:20")]),
    ]
    p.append(Table([(116, "L"), (68, "L")], rows, rule="grid", border="#aaaaaa", size=8.1, pad=0.55))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(HRule(thick=0.2, color="#888888", before=2.5, after=0.8))
    p.append(Lines([f"Assinatura digital ICP-Brasil. Exames realizados na unidade técnica Prado. Página {page + 1} de {npages}."],
                   size=6.9, color="#555555"))


def grid(rep, p, title, sub, items, cols=((62, "L"), (26, "R"), (26, "L"), (70, "L")),
         header=("Exame", "Resultado", "Unidade", "Valores de referência"), date=None):
    p.append(Lines([Segs([(title, "B")])], size=9.6, pad_top=2.5))
    p.append(Lines([sub], size=7.3, style="I", color="#444444"))
    rows = []
    for name, key, vt, unit, ref, flag in items:
        res = rep.r(name, key, vt, unit, flag, date=date)
        rows.append(Row([name, flagged(res, "arrow_after"), unit, ref]))
    p.append(Table(list(cols), rows, header=list(header), rule="grid", border="#999999",
                   header_fill=HEAD, size=8.4, pad=0.5))


def build():
    rep = Report("bc10", "Serra do Curral Medicina Laboratorial", "Belo Horizonte/MG", Ctx("libsans", 8.4), COLL,
                 margins=(13, 11, 13), patient="F, 30 a, gestante 32 semanas (mesma paciente de bc03/bc07)",
                 features="full-grid tables with shaded header; CBC with % differential; coagulation; serology; urine collected the next day (two dates); arrows after values")
    npages = 2
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    grid(rep, p, "HEMOGRAMA", "Sangue total (EDTA) · impedância, citometria de fluxo e microscopia · referências para gestantes no 3º trimestre", [
        ("Hemácias", "rbc", "3,85", "milhões/mm³", "3,50 a 5,00", ""),
        ("Hemoglobina", "hgb", "10,9", "g/dL", "11,0 a 14,0", "L"),
        ("Hematócrito", "hct", "32,6", "%", "31,0 a 41,0", ""),
        ("VCM", "mcv", "84,7", "fL", "80,0 a 100,0", ""),
        ("HCM", "mch", "28,3", "pg", "27,0 a 33,0", ""),
        ("CHCM", "mchc", "33,4", "g/dL", "32,0 a 36,0", ""),
        ("RDW", "rdw", "14,2", "%", "11,5 a 15,0", ""),
        ("Leucócitos", "wbc", "11.200", "/mm³", "5.700 a 13.600", ""),
        ("Neutrófilos", "neut_pct", "72", "%", "50 a 80", ""),
        ("Linfócitos", "lymph_pct", "20", "%", "15 a 40", ""),
        ("Monócitos", "mono_pct", "6", "%", "2 a 10", ""),
        ("Eosinófilos", "eos_pct", "2", "%", "0 a 5", ""),
        ("Basófilos", "baso_pct", "0", "%", "0 a 1", ""),
        ("Plaquetas", "plt", "189.000", "/mm³", "150.000 a 400.000", ""),
    ])
    p.append(Lines(["Anemia discreta normocítica e normocrômica, habitual no 3º trimestre (hemodiluição). Contagem diferencial automatizada."],
                   size=7.3, style="I", pad_top=0.8))
    grid(rep, p, "COAGULOGRAMA", "Plasma citratado 3,2 % · coagulometria óptica", [
        ("Tempo de protrombina (TP)", "pt_s", "12,1", "segundos", "10,0 a 13,5", ""),
        ("Atividade de protrombina", "pt_act", "98", "%", "70 a 120", ""),
        ("INR", "inr", "1,02", "", "0,90 a 1,20", ""),
        ("Tempo de tromboplastina parcial ativada", "aptt_s", "29,4", "segundos", "25,0 a 37,0", ""),
        ("Fibrinogênio", "fibrinogen", "468", "mg/dL", "200 a 400 (não gestantes)", "H"),
    ])
    p.append(Lines(["Fibrinogênio: elevação fisiológica na gestação (até cerca de 600 mg/dL no 3º trimestre)."], size=7.3, style="I", pad_top=0.8))
    p.append(Signatures([["Dr. Rodrigo Vasconcelos Lage", "Médico patologista clínico – CRM-MG 40.226"]], size=7.6, before=11, width=64))
    footer(rep, 0, npages)

    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    p.append(Lines([Segs([("SOROLOGIAS – 3º TRIMESTRE", "B")])], size=9.6, pad_top=2.5))
    p.append(Lines(["Soro · coleta de " + d(COLL)], size=7.3, style="I", color="#444444"))
    rows = []
    for name, key, vt, method in [
        ("VDRL", "vdrl", "Não reagente", "Floculação (antígeno cardiolipina)"),
        ("HIV 1/2 – anticorpos e antígeno p24", "hiv", "Não reagente", "Eletroquimioluminescência"),
        ("HBsAg", "hbsag", "Não reagente", "Eletroquimioluminescência"),
    ]:
        res = rep.r(name, key, vt, "")
        rows.append(Row([name, Segs([(res.vt, "B")]), method, "Não reagente"]))
    p.append(Table([(62, "L"), (30, "L"), (54, "L"), (38, "L")], rows, header=["Exame", "Resultado", "Método", "Referência"],
                   rule="grid", border="#999999", header_fill=HEAD, size=8.4, pad=0.5))
    grid(rep, p, "URINA", "Urina – jato médio, primeira micção · coletada em " + d(URINE) + " às 06:45 (amostra entregue pela paciente)", [
        ("Relação proteína/creatinina", "u_upcr", "0,12", "mg/mg", "inferior a 0,30", ""),
        ("Urocultura com contagem de colônias", "u_culture", "Negativa", "", "Negativa (sem crescimento)", ""),
    ], date=URINE)
    p.append(Lines(["Urocultura: ausência de crescimento bacteriano após 48 horas de incubação em ágar CLED e ágar sangue.",
                    "Relação proteína/creatinina calculada a partir de proteína urinária (vermelho de pirogalol) e creatinina urinária (Jaffé)."],
                   size=7.3, style="I", pad_top=0.8))
    p.append(Space(2))
    p.append(Box([Lines([Segs([("Próximos exames do protocolo pré-natal", "B")]),
                         "Pesquisa de estreptococo do grupo B (swab vaginal/retal): entre 35 e 37 semanas – previsto a partir de 21/10/2024.",
                         "Este laudo foi conferido com os dados da carteira da gestante apresentada no atendimento."], size=7.6)],
                 border="#aaaaaa", fill="#f4f4f4", pad=1.6))
    p.append(Signatures([["Dr. Rodrigo Vasconcelos Lage", "Médico patologista clínico – CRM-MG 40.226"],
                         ["Dra. Paula Guimarães Fonseca", "Farmacêutica-Bioquímica – CRF-MG 21.774"]], size=7.6, before=11, width=64))
    footer(rep, 1, npages)
    return rep
