"""bc07 - Laboratório Encontro das Águas (Manaus/AM): the bc03 patient in the
second trimester.  Centered header, tables ruled only under the header,
oral glucose tolerance test (75 g) with sampling times, thyroid, and a full
urinalysis (physical / chemical / sediment) on page 2 with qualitative
results and '*' flags."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged

ACC = "#0d5c8c"
COLL = "2024-08-06"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(Lines([Segs([("LABORATÓRIO ENCONTRO DAS ÁGUAS", "B", ACC)])], size=15, align="C"))
    p.append(Lines(["Análises Clínicas · Citologia · Microbiologia"], size=8.5, style="I", align="C", color=ACC))
    p.append(Lines(["Av. Djalma Batista, 3.301 – Chapada – Manaus/AM – CEP 69050-010 – (92) 3642-7710",
                    f"CNPJ {cnpj('087360120001')} – CNES 3097714 – Responsável técnico: Dr. Francisco Tavares Bentes – CRF-AM 1.846"],
                   size=7.4, align="C", pad_top=0.4))
    p.append(HRule(thick=0.5, color=ACC, before=1.6, after=1.6))
    rows = [
        Row([kv("Paciente: ", "ANA CAROLINA SOUZA FERREIRA"), kv("Nascimento: ", "03/07/1994"), kv("Idade: ", "30 anos")]),
        Row([kv("Médica: ", "Dra. Lúcia Helena Barbosa Maia – CRM-AM 7.903"), kv("DUM: ", "18/02/2024"), kv("IG: ", "24 sem 2 d")]),
        Row([kv("Data da coleta: ", d(COLL) + "  06:50"), kv("Requisição: ", "30/07/2024"), kv("Código: ", "AM-246601")]),
        Row([kv("Liberação: ", "07/08/2024  16:41"), kv("DPP (ecografia): ", "22/11/2024"), kv("Convênio: ", "SUS")]),
    ]
    p.append(Table([(84, "L"), (58, "L"), (42, "L")], rows, rule="none", size=8.2, pad=0.35, hpad=0))
    p.append(HRule(thick=0.2, color=ACC, before=1.2, after=1.0))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(HRule(thick=0.2, color=ACC, before=3, after=1))
    p.append(Lines([f"Laudo liberado eletronicamente – confira a autenticidade em www.encontrodasaguaslab.com.br/laudos  ·  Página {page + 1} de {npages}"],
                   size=7, color="#555555", align="C"))


def build():
    rep = Report("bc07", "Laboratório Encontro das Águas", "Manaus/AM", Ctx("libsans", 8.8), COLL,
                 margins=(13, 11, 13), patient="F, 30 a, gestante 24 semanas (mesma paciente de bc03)",
                 features="centered header; tables ruled under the header only; OGTT 75 g with times; thyroid; full urinalysis with qualitative results; '*' flags")
    npages = 2
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    p.append(Lines([Segs([("TESTE ORAL DE TOLERÂNCIA À GLICOSE – 75 g (GESTANTE)", "B", ACC)])], size=10, pad_top=2))
    p.append(Lines(["Material: plasma fluoretado      Método: enzimático (hexoquinase)      Sobrecarga: 75 g de dextrosol às 06:58"],
                   size=7.6, style="I"))
    rows = []
    for name, key, time, vt, ref in [
        ("Glicose – jejum", "glu_fast", "06:50", "88", "inferior a 92 mg/dL"),
        ("Glicose – 1 hora após 75 g", "glu_1h75", "07:58", "162", "inferior a 180 mg/dL"),
        ("Glicose – 2 horas após 75 g", "glu_2h75", "08:58", "141", "inferior a 153 mg/dL"),
    ]:
        res = rep.r(name, key, vt, "mg/dL")
        rows.append(Row([name, time, flagged(res, "star"), "mg/dL", ref]))
    p.append(Table([(60, "L"), (20, "C"), (24, "R"), (20, "L"), (60, "L")], rows,
                   header=["Amostra", "Horário", "Resultado", "Unidade", "Referência (IADPSG/OMS 2013)"],
                   rule="head", border=ACC, header_color=ACC, size=8.8, pad=0.8))
    p.append(Lines(["Diabetes mellitus gestacional: um ou mais valores iguais ou superiores a 92 (jejum), 180 (1 h) ou 153 mg/dL (2 h).",
                    "Paciente permaneceu em repouso durante o exame. Sem intercorrências (náuseas/vômitos)."], size=7.5, style="I", pad_top=1))

    p.append(Lines([Segs([("FUNÇÃO TIREOIDIANA", "B", ACC)])], size=10, pad_top=4))
    p.append(Lines(["Material: soro      Método: eletroquimioluminescência"], size=7.6, style="I"))
    rows = []
    for name, key, vt, unit, ref in [
        ("TSH – hormônio tireoestimulante", "tsh", "1,84", "µUI/mL", "2º trimestre: 0,20 a 3,00 µUI/mL"),
        ("T4 livre – tiroxina livre", "ft4", "0,98", "ng/dL", "0,70 a 1,48 ng/dL"),
    ]:
        res = rep.r(name, key, vt, unit)
        rows.append(Row([name, "", flagged(res, "star"), unit, ref]))
    p.append(Table([(60, "L"), (20, "C"), (24, "R"), (20, "L"), (60, "L")], rows,
                   header=["Exame", "", "Resultado", "Unidade", "Valores de referência"],
                   rule="head", border=ACC, header_color=ACC, size=8.8, pad=0.8))
    p.append(Space(4))
    p.append(Box([Lines([Segs([("Orientação: ", "B"), ("resultado do TOTG dentro dos limites para a idade gestacional. Repetir TSH somente a critério", "")]),
                         "médico. A urina tipo I (página 2) sugere infecção urinária; recomenda-se urocultura com antibiograma."], size=7.8)],
                 border="#9dbcd4", fill="#f2f7fb", pad=1.8))
    p.append(Signatures([["Dr. Francisco Tavares Bentes", "Farmacêutico-Bioquímico", "CRF-AM 1.846"]], size=7.8, before=12, width=62))
    footer(rep, 0, npages)

    # ---------------------------------------------------- page 2: urinalysis
    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    p.append(Lines([Segs([("URINA TIPO I (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)", "B", ACC)])], size=10, pad_top=2))
    p.append(Lines(["Material: urina – primeira micção do dia, jato médio      Método: tira reagente com leitura automatizada e microscopia do sedimento"],
                   size=7.4, style="I"))

    def ua(section, items):
        rows = [Row([section], span=True, style="B", color=ACC)]
        for name, key, vt, unit, ref, flag in items:
            res = rep.r(name, key, vt, unit, flag)
            rows.append(Row(["   " + name, Segs([(res.vt, "B")] + ([(" *", "B", "#b00000")] if flag else [])), unit, ref]))
        p.append(Table([(62, "L"), (44, "L"), (22, "L"), (56, "L")], rows, rule="none", size=8.8, pad=0.45))

    p.append(Table([(62, "L"), (44, "L"), (22, "L"), (56, "L")], [], header=["", "Resultado", "Unidade", "Valores de referência"],
                   rule="head", border=ACC, header_color=ACC, size=8.8, pad=0.6))
    ua("EXAME FÍSICO", [
        ("Cor", "u_color", "Amarelo claro", "", "Amarelo citrino", ""),
        ("Aspecto", "u_clarity", "Ligeiramente turvo", "", "Límpido", ""),
        ("Densidade", "u_sg", "1,025", "", "1,005 a 1,030", ""),
    ])
    ua("EXAME QUÍMICO", [
        ("pH", "u_ph", "5,5", "", "5,0 a 7,0", ""),
        ("Proteínas", "u_prot", "Traços", "", "Negativo", ""),
        ("Glicose", "u_glu", "Ausente", "", "Ausente", ""),
        ("Corpos cetônicos", "u_ket", "Ausentes", "", "Ausentes", ""),
        ("Hemoglobina", "u_hgb", "Negativo", "", "Negativo", ""),
        ("Bilirrubina", "u_bili", "Negativo", "", "Negativo", ""),
        ("Urobilinogênio", "u_ubg", "0,2", "mg/dL", "até 1,0 mg/dL", ""),
        ("Nitrito", "u_nit", "Positivo", "", "Negativo", "H"),
        ("Esterase leucocitária", "u_le", "Positivo", "", "Negativo", "H"),
    ])
    ua("SEDIMENTOSCOPIA (400x)", [
        ("Leucócitos", "u_wbc", "18", "p/campo", "até 5 p/campo", "H"),
        ("Hemácias", "u_rbc", "3", "p/campo", "até 3 p/campo", ""),
        ("Células epiteliais", "u_epi", "Raras", "", "Raras a algumas", ""),
        ("Bactérias", "u_bact", "Numerosas", "", "Ausentes", "H"),
    ])
    p.append(HRule(thick=0.3, color=ACC, before=0.8, after=0.5))
    p.append(Lines(["(*) Resultado fora do valor de referência.  Amostra recebida às 07:02 e processada em até 2 horas após a coleta.",
                    "Cilindros e cristais: não foram observados na sedimentoscopia."], size=7.4, style="I", pad_top=0.5))
    p.append(Signatures([["Dr. Francisco Tavares Bentes", "Farmacêutico-Bioquímico", "CRF-AM 1.846"],
                         ["Thaís Cristina Lasmar", "Biomédica", "CRBM-6 3.377"]], size=7.8, before=12, width=60))
    footer(rep, 1, npages)
    return rep
