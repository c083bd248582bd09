"""bc09 - Laboratório Bioquímico Guavira (Campo Grande/MS): the bc04 child
after iron treatment.  Monospace, dotted row separators, dotted leaders,
CBC with band-free differential incl. typical/atypical lymphocytes (% and
/mm³), '*' flags, ferritin, and a urinalysis collected the next day (second
collection date) with 'Ausentes' / 'Raros' style results."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged

COLL = "2024-08-20"
URINE = "2024-08-21"
ACC = "#5b3a8c"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(Table([(120, "L"), (64, "R")], [
        Row([[Segs([("LABORATÓRIO BIOQUÍMICO GUAVIRA", "B", ACC)])], [Segs([("Protocolo 24-081.552", "B")])]], size=11.5),
        Row([["R. 14 de Julho, 2.905 - Centro - Campo Grande/MS - 79002-333",
              f"CNPJ {cnpj('016470930001')} - CNES 9004421 - (67) 3384-2061"],
             ["RT: Dr. Wellington Arce Benites", "CRF-MS 2.118"]], size=7.2),
    ], rule="none", pad=0.3, hpad=0))
    p.append(HRule(thick=0.4, color=ACC, before=1, after=1.2))
    rows = [
        Row([kv("PACIENTE : ", "PEDRO HENRIQUE ROCHA LIMA"), kv("SEXO : ", "MASCULINO")]),
        Row([kv("NASCIMENTO: ", "12/09/2017 (6 anos 11 meses)"), kv("PEDIDO MÉDICO : ", "13/08/2024")]),
        Row([kv("MÉDICO : ", "DR. CAIO FERNANDES ARANTES CRM-GO 18306"), kv("COLETA SANGUE : ", d(COLL) + " 08:15")]),
        Row([kv("CONVÊNIO : ", "UNIMED"), kv("COLETA URINA : ", d(URINE) + " 06:40")]),
    ]
    p.append(Table([(112, "L"), (72, "L")], rows, rule="none", size=7.6, pad=0.3, hpad=0))
    p.append(HRule(thick=0.4, color=ACC, before=1.2, after=0.5))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(HRule(thick=0.2, color="#777777", before=2.5, after=0.8, dash=True))
    p.append(Lines([f"Emitido em 23/08/2024 10:03 - Página {page + 1} de {npages} - (*) valor fora da faixa de referência"], size=6.9))


def build():
    rep = Report("bc09", "Laboratório Bioquímico Guavira", "Campo Grande/MS", Ctx("dvmono", 7.6, lh_factor=1.3), COLL,
                 margins=(13, 11, 13), patient="M, 6 a (mesma criança de bc04)",
                 features="monospace; dotted row separators; dotted leaders; typical/atypical lymphocytes; '*' flags; urine collected on a second date; Ausentes/Raros")
    npages = 2
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    p.append(Lines([Segs([("HEMOGRAMA COMPLETO", "B", ACC)])], size=9.5, pad_top=1.5))
    p.append(Lines(["MATERIAL: SANGUE TOTAL EDTA    MÉTODO: CITOMETRIA DE FLUXO FLUORESCENTE + MICROSCOPIA"], size=7, style="I"))
    rows = []
    for name, key, vt, unit, ref, flag in [
        ("ERITRÓCITOS", "rbc", "4,78", "milhões/mm³", "4,00 a 5,20", ""),
        ("HEMOGLOBINA", "hgb", "12,6", "g/dL", "11,5 a 15,5", ""),
        ("HEMATÓCRITO", "hct", "38,0", "%", "35,0 a 45,0", ""),
        ("VCM", "mcv", "79,5", "fL", "77,0 a 95,0", ""),
        ("HCM", "mch", "26,4", "pg", "25,0 a 33,0", ""),
        ("CHCM", "mchc", "33,2", "g/dL", "31,0 a 37,0", ""),
        ("RDW-CV", "rdw", "13,8", "%", "11,5 a 14,5", ""),
    ]:
        res = rep.r(name, key, vt, unit, flag)
        rows.append(Row([name, flagged(res, "star"), unit, ref], leader=(0,)))
    p.append(Table([(58, "L"), (24, "R"), (30, "L"), (72, "L")], rows, header=["ERITROGRAMA", "RESULTADO", "UNIDADE", "VALORES DE REFERÊNCIA"],
                   rule="hdot", border="#8f7bb0", header_color=ACC, size=7.6, pad=0.5))
    p.append(Space(2.5))
    rows = []
    res = rep.r("LEUCÓCITOS", "wbc", "7.600", "/mm³")
    rows.append(Row(["LEUCÓCITOS", "", "", flagged(res, "star"), "/mm³", "4.500 a 13.500"], leader=(0,)))
    for name, k, pct, ab, ref, fl in [
        ("SEGMENTADOS", "seg", "45", "3.420", "35 a 65 % | 1.800 a 8.000", ""),
        ("EOSINÓFILOS", "eos", "9", "684", "1 a 5 % | até 700", "H"),
        ("BASÓFILOS", "baso", "0", "0", "0 a 1 % | até 200", ""),
        ("LINFÓCITOS TÍPICOS", "lymph", "40", "3.040", "25 a 50 % | 1.500 a 6.500", ""),
        ("MONÓCITOS", "mono", "6", "456", "2 a 10 % | até 1.000", ""),
    ]:
        rp = rep.r(name, k + "_pct", pct, "%", fl)
        ra = rep.r(name, k + "_abs", ab, "/mm³")
        rows.append(Row([name, flagged(rp, "star"), "%", flagged(ra, "star"), "/mm³", ref], leader=(0,)))
    ra = rep.r("LINFÓCITOS ATÍPICOS", "atyp_pct", "0", "%")
    rows.append(Row(["LINFÓCITOS ATÍPICOS", flagged(ra, "star"), "%", "", "", "0 %"], leader=(0,)))
    p.append(Table([(52, "L"), (14, "R"), (8, "L"), (20, "R"), (14, "L"), (76, "L")], rows,
                   header=["LEUCOGRAMA", "", "", "", "", "REFERÊNCIA (% | /mm³)"],
                   rule="hdot", border="#8f7bb0", header_color=ACC, size=7.6, pad=0.5))
    p.append(Space(2.5))
    res = rep.r("PLAQUETAS", "plt", "298.000", "/mm³")
    p.append(Table([(58, "L"), (24, "R"), (30, "L"), (72, "L")],
                   [Row(["PLAQUETAS", flagged(res, "star"), "/mm³", "150.000 a 450.000 /mm³"], leader=(0,))],
                   header=["PLAQUETOGRAMA", "", "", ""], rule="hdot", border="#8f7bb0", header_color=ACC, size=7.6, pad=0.5))
    p.append(Lines(["OBS.: EOSINOFILIA LEVE. MORFOLOGIA ERITROCITÁRIA SEM ALTERAÇÕES. Bastonetes: não observados."], size=7, style="I", pad_top=1.2))
    p.append(Lines([Segs([("FERRITINA", "B", ACC)])], size=9.5, pad_top=3))
    p.append(Lines(["MATERIAL: SORO    MÉTODO: QUIMIOLUMINESCÊNCIA"], size=7, style="I"))
    res = rep.r("FERRITINA", "ferritin", "32,5", "ng/mL")
    p.append(Table([(58, "L"), (24, "R"), (30, "L"), (72, "L")],
                   [Row(["RESULTADO", flagged(res, "star"), "ng/mL", "CRIANÇAS 6-12 ANOS: 15,0 a 150,0"], leader=(0,))],
                   rule="hdot", border="#8f7bb0", size=7.6, pad=0.5))
    p.append(Lines(["Ferritina é proteína de fase aguda: interpretar em conjunto com PCR e hemograma. Amostra sem hemólise."],
                   size=6.9, style="I", pad_top=1))
    p.append(Signatures([["Dr. Wellington Arce Benites", "Farmacêutico-Bioquímico - CRF-MS 2.118"]], size=7.2, before=11, width=64))
    footer(rep, 0, npages)

    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    p.append(Lines([Segs([("URINA TIPO I / EAS", "B", ACC)])], size=9.5, pad_top=1.5))
    p.append(Lines([f"MATERIAL: URINA (1º JATO DESPREZADO), COLETADA EM {d(URINE)} 06:40    MÉTODO: TIRA REAGENTE + MICROSCOPIA"],
                   size=7, style="I"))
    rows = []
    for sec, items in [
        ("CARACTERES GERAIS", [
            ("COR", "u_color", "Amarelo citrino", "", "Amarelo citrino"),
            ("ASPECTO", "u_clarity", "Límpido", "", "Límpido"),
            ("DENSIDADE", "u_sg", "1,015", "", "1,005 a 1,030"),
            ("pH", "u_ph", "6,5", "", "5,0 a 7,5")]),
        ("PESQUISA DE ELEMENTOS ANORMAIS", [
            ("PROTEÍNAS", "u_prot", "Ausentes", "", "Ausentes"),
            ("GLICOSE", "u_glu", "Ausente", "", "Ausente"),
            ("CORPOS CETÔNICOS", "u_ket", "Ausentes", "", "Ausentes"),
            ("NITRITO", "u_nit", "Negativo", "", "Negativo"),
            ("UROBILINOGÊNIO", "u_ubg_ql", "Normal", "", "Normal")]),
        ("SEDIMENTOSCOPIA", [
            ("LEUCÓCITOS", "u_wbc", "Raros", "", "até 5 por campo"),
            ("HEMÁCIAS", "u_rbc", "Raras", "", "até 3 por campo"),
            ("CÉLULAS EPITELIAIS", "u_epi", "Raras", "", "Raras"),
            ("BACTÉRIAS", "u_bact", "Ausentes", "", "Ausentes / raras")]),
    ]:
        rows.append(Row([sec], span=True, style="B", color=ACC))
        for name, key, vt, unit, ref in items:
            res = rep.r(name, key, vt, unit, date=URINE)
            rows.append(Row([name, flagged(res, "star"), ref], leader=(0,)))
    p.append(Table([(62, "L"), (44, "L"), (78, "L")], rows, header=["EXAME", "RESULTADO", "VALOR DE REFERÊNCIA"],
                   rule="hdot", border="#8f7bb0", header_color=ACC, size=7.6, pad=0.55))
    p.append(Lines(["Cilindros e cristais: não observados. Filamentos de muco: raros.",
                    "Amostra recebida em 21/08/2024 às 07:25, dentro do prazo de estabilidade (2 h)."], size=7, style="I", pad_top=1.2))
    p.append(Signatures([["Dr. Wellington Arce Benites", "Farmacêutico-Bioquímico - CRF-MS 2.118"],
                         ["Larissa Ortiz Gimenez", "Biomédica - CRBM-1 44.905"]], size=7.2, before=11, width=64))
    footer(rep, 1, npages)
    return rep
