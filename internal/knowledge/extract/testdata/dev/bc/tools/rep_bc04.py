"""bc04 - Laboratório Araguaia (Goiânia/GO): child, 6 years, anaemia work-up.
Two-column page (CBC left; iron, stool parasitology and occult blood right),
condensed sans, arrows after values, differential with % and /µL columns whose
units are printed only in the column headers, three stool samples collected on
three different days."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, LogoHeader, Signatures, Segs, TwoCol
from model import Report
from common import d, kv, cnpj, flagged

ACC = "#1e7b4f"
COLL = "2024-03-12"
ST = ["2024-03-08", "2024-03-09", "2024-03-11"]


def build():
    rep = Report("bc04", "Laboratório Araguaia Medicina Diagnóstica", "Goiânia/GO", Ctx("dvcond", 8.0), COLL,
                 margins=(13, 11, 13), patient="M, 6 a (criança)",
                 features="two-column page; condensed font; arrows after values; differential units only in column headers; three stool samples on three dates; qualitative stool results")
    rep.new_page()
    p = rep.pages[0]
    p.append(LogoHeader(
        logo=["ARAGUAIA", "diagnósticos"], logo_w=34, logo_h=16, logo_fill=ACC, logo_size=9.5, logo_right=True,
        right=[Lines([Segs([("Laboratório Araguaia Medicina Diagnóstica", "B", ACC)])], size=14),
               Lines(["Rua 9, nº 1.045 – Setor Marista – Goiânia/GO – CEP 74150-130 – (62) 3091-5520",
                      f"CNPJ {cnpj('368120450001')} – CNES 5521930 – RT: Dra. Marina Cordeiro Valadão – CRF-GO 7.442"], size=7.4)]))
    p.append(HRule(thick=0.5, color=ACC, before=1.5, after=1.5))
    info = [
        Row([kv("Paciente: ", "PEDRO HENRIQUE ROCHA LIMA"), kv("Protocolo: ", "2403-009812")]),
        Row([kv("Nascimento: ", "12/09/2017 (6 anos e 6 meses)") + Segs([("    Sexo: ", "B"), ("Masculino", "")]),
             kv("Coleta de sangue: ", d(COLL) + " 08:40")]),
        Row([kv("Responsável: ", "Aline Rocha Lima") + Segs([("    Pediatra: ", "B"), ("Dr. Caio Fernandes Arantes – CRM-GO 18.306", "")]),
             kv("Emissão do laudo: ", "14/03/2024")]),
    ]
    p.append(Box([Table([(124, "L"), (54, "L")], info, rule="none", pad=0.45, size=8.2)], border=None, fill="#eef6f1", pad=1.5))
    p.append(Space(1.5))

    # ---------------- left column: CBC
    L = []
    L.append(Banner("HEMOGRAMA COMPLETO", fill=ACC, color="#ffffff", size=8.8, before=0.5))
    L.append(Lines(["Sangue total (EDTA) – contador hematológico automatizado", "Referências para 6 a 12 anos"], size=7, style="I", color="#444444"))
    rows = []
    for name, key, vt, unit, ref, flag in [
        ("Hemácias", "rbc", "4,61", "milhões/µL", "4,00 a 5,20", ""),
        ("Hemoglobina", "hgb", "11,2", "g/dL", "11,5 a 15,5", "L"),
        ("Hematócrito", "hct", "34,1", "%", "35,0 a 45,0", "L"),
        ("VCM", "mcv", "74,0", "fL", "77,0 a 95,0", "L"),
        ("HCM", "mch", "24,3", "pg", "25,0 a 33,0", "L"),
        ("CHCM", "mchc", "32,8", "g/dL", "31,0 a 37,0", ""),
        ("RDW", "rdw", "15,2", "%", "11,5 a 14,5", "H"),
    ]:
        res = rep.r(name, key, vt, unit, flag)
        rows.append(Row([name, flagged(res, "arrow_after"), unit, ref]))
    L.append(Table([(22, "L"), (17, "R"), (17, "L"), (29, "L")], rows, header=["Eritrograma", "Resultado", "Unidade", "Referência"],
                   rule="h", border="#9cc3ae", header_color=ACC, size=8, pad=0.5))
    L.append(Space(2))
    rows = []
    res = rep.r("Leucócitos", "wbc", "9.300", "/µL")
    rows.append(Row(["Leucócitos", "", flagged(res, "arrow_after"), "4.500 a 13.500"]))
    for name, k, pct, ab, ref in [
        ("Neutrófilos", "neut", "42", "3.906", "1.800 a 8.000"),
        ("Linfócitos", "lymph", "46", "4.278", "1.500 a 6.500"),
        ("Monócitos", "mono", "7", "651", "até 1.000"),
        ("Eosinófilos", "eos", "4", "372", "até 700"),
        ("Basófilos", "baso", "1", "93", "até 200"),
    ]:
        rp = rep.r(name, k + "_pct", pct, "%")
        ra = rep.r(name, k + "_abs", ab, "/µL")
        rows.append(Row([name, flagged(rp, "arrow_after"), flagged(ra, "arrow_after"), ref]))
    L.append(Table([(22, "L"), (12, "R"), (20, "R"), (31, "L")], rows, header=["Leucograma", "%", "/µL", "Referência (/µL)"],
                   rule="h", border="#9cc3ae", header_color=ACC, size=8, pad=0.5))
    L.append(Space(2))
    res = rep.r("Plaquetas", "plt", "352.000", "/µL")
    L.append(Table([(25, "L"), (17, "R"), (12, "L"), (31, "L")], [Row(["Plaquetas", flagged(res, "arrow_after"), "/µL", "150.000 a 450.000"])],
                   header=["Plaquetograma", "Resultado", "", "Referência"], rule="h", border="#9cc3ae", header_color=ACC, size=8, pad=0.5))
    L.append(Lines(["Microcitose e hipocromia discretas. Anisocitose (+)."], size=7.2, style="I", pad_top=1.2))

    # ---------------- right column
    R = []
    R.append(Banner("METABOLISMO DO FERRO", fill=ACC, color="#ffffff", size=8.8, before=0.5))
    R.append(Lines(["Soro – colorimétrico (ferrozina) / quimioluminescência"], size=7, style="I", color="#444444"))
    rows = []
    for name, key, vt, unit, ref, flag in [
        ("Ferro sérico", "iron", "38", "µg/dL", "50 a 120", "L"),
        ("Ferritina", "ferritin", "11,4", "ng/mL", "15,0 a 150,0", "L"),
    ]:
        res = rep.r(name, key, vt, unit, flag)
        rows.append(Row([name, flagged(res, "arrow_after"), unit, ref]))
    R.append(Table([(24, "L"), (17, "R"), (15, "L"), (29, "L")], rows, header=["Exame", "Resultado", "Unidade", "Referência"],
                   rule="h", border="#9cc3ae", header_color=ACC, size=8, pad=0.5))
    R.append(Space(2.5))
    R.append(Banner("PARASITOLÓGICO DE FEZES", fill=ACC, color="#ffffff", size=8.8, before=0.5))
    R.append(Lines(["Método: Hoffman, Pons e Janer (sedimentação espontânea)", "3 amostras em conservante MIF"], size=7, style="I", color="#444444"))
    rows = []
    for i, (lab, vt) in enumerate([("1ª amostra", "Negativo"), ("2ª amostra", "Cistos de Giardia lamblia"), ("3ª amostra", "Negativo")]):
        res = rep.r("PARASITOLÓGICO DE FEZES " + lab, "stool_op", vt, "", date=ST[i])
        rows.append(Row([lab, d(ST[i]), Segs([(res.vt, "B")])]))
    R.append(Table([(18, "L"), (18, "L"), (49, "L")], rows, header=["Amostra", "Coleta", "Resultado"],
                   rule="h", border="#9cc3ae", header_color=ACC, size=8, pad=0.5))
    R.append(Lines(["Referência: negativo (ausência de ovos, larvas e cistos)."], size=7, style="I", pad_top=0.8))
    R.append(Space(2.5))
    R.append(Banner("SANGUE OCULTO NAS FEZES", fill=ACC, color="#ffffff", size=8.8, before=0.5))
    R.append(Lines(["Imunocromatográfico (hemoglobina humana) – amostra de " + d(ST[1])], size=7, style="I", color="#444444"))
    res = rep.r("Pesquisa de sangue oculto", "stool_ob", "Negativo", "", date=ST[1])
    R.append(Table([(40, "L"), (22, "L"), (23, "L")], [Row(["Pesquisa de sangue oculto", Segs([(res.vt, "B")]), "Ref.: Negativo"])],
                   rule="h", border="#9cc3ae", size=8, pad=0.5))
    R.append(Space(3))
    R.append(Box([Lines(["Nota: a ferritina é proteína de fase aguda; valores",
                         "normais não excluem deficiência de ferro em vigência",
                         "de processo inflamatório. Recebimento das amostras",
                         "de fezes: 11/03/2024."], size=7.2)], border="#9cc3ae", pad=1.5))
    p.append(TwoCol(L, R, gap=8, divider="#9cc3ae"))
    p.append(Signatures([["Dra. Marina Cordeiro Valadão", "Farmacêutica-Bioquímica – CRF-GO 7.442"],
                         ["Dr. Otávio Siqueira Neves", "Biomédico – CRBM-3 15.220"]], size=7.6, before=12, width=60))
    p.append(HRule(thick=0.3, color=ACC, before=3, after=1))
    p.append(Lines(["Laudo liberado em 14/03/2024 11:26 por assinatura eletrônica. Retorno ao pediatra agendado pelo responsável para 02/04/2024.",
                    "Página 1 de 1"], size=7, color="#555555"))
    return rep
