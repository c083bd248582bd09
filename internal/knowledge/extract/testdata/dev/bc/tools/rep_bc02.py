"""bc02 - Centro de Análises Clínicas Jaqueira (Recife/PE): elderly woman
(diabetes, hypothyroidism).  Block layout (heading / material / method /
result line with dotted leader / references / previous result), serif
typography, '*' flags, previous results with their own dates, reference
table, eAG mentioned only in a note."""
from engine import Ctx, Lines, Table, Row, HRule, Space, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged

COLL = "2024-02-27"
PREV1 = "2023-08-14"
PREV2 = "2023-11-20"
GRAY = "#444444"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(Lines([Segs([("CENTRO DE ANÁLISES CLÍNICAS JAQUEIRA", "B")])], size=15, align="C"))
    p.append(Lines(["Rua do Espinheiro, 1.102 – Espinheiro – Recife/PE – CEP 52020-020 – Tel. (81) 3241-6650",
                    f"CNPJ {cnpj('417823650001')} – CNES 2914580 – Diretor técnico: Dr. Severino Araújo Maciel – CRF-PE 2.345"],
                   size=7.8, align="C", pad_top=0.5))
    p.append(HRule(thick=0.7, color="#000000", before=1.5, after=0.6))
    p.append(HRule(thick=0.2, color="#000000", before=0, after=1.2))
    rows = [
        Row([kv("Paciente: ", "MARIA DAS GRAÇAS LINS CAVALCANTI"), "", kv("Registro: ", "23.456.789")]),
        Row([kv("Data de nasc.: ", "21/11/1950"), kv("Idade: ", "73 anos"), kv("Sexo: ", "Feminino")]),
        Row([kv("Data da coleta: ", d(COLL) + " 06:58"), kv("Cadastro: ", "26/02/2024"), kv("Emissão: ", "01/03/2024")]),
        Row([kv("Médico(a): ", "Dra. Patrícia Loureiro Galvão – CRM-PE 14.552"), "", kv("Posto: ", "Graças")]),
    ]
    p.append(Table([(78, "L"), (52, "L"), (52, "L")], rows, rule="none", pad=0.35, size=8.8, hpad=0))
    p.append(HRule(thick=0.2, color="#000000", before=1.2, after=1.5))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(HRule(thick=0.2, color="#000000", before=2.5, after=0.8))
    p.append(Lines(["(*) Resultado fora do intervalo de referência.   Laudo emitido em 01/03/2024 10:47.",
                    f"Página {page + 1}/{npages}"], size=7.2, style="I"))


def block(rep, p, title, material, method, lines, refs=(), prev=None, note=None):
    """lines: list of (printed name, key, value_text, unit, flag)."""
    p.append(Lines([Segs([(title, "B")])], size=9.8, pad_top=2.2))
    p.append(Lines([Segs([("Material: ", "I"), (material, "I"), ("        Método: ", "I"), (method, "I")])], size=7.8, color=GRAY))
    rows = []
    for label, key, vt, unit, flag in lines:
        res = rep.r(title if label is None else label, key, vt, unit, flag)
        rows.append(Row(["Resultado" if label is None else label, flagged(res, "star"), unit], leader=(0,)))
    p.append(Table([(84, "L"), (34, "R"), (40, "L")], rows, rule="none", pad=0.3, size=9.2, hpad=1.0))
    if refs:
        p.append(Lines([Segs([("Valores de referência:", "B")])] + ["   " + r for r in refs], size=7.8, pad_top=0.4))
    if prev:
        res_name = prev[0]
        pr = rep.r(res_name, prev[1], prev[2], prev[3], prev[4], date=prev[5])
        p.append(Lines([Segs([("Resultado anterior: ", "I"), (pr.vt, "B"), (" " + pr.unit, ""), (f"   em {d(pr.date)}", "I")])],
                       size=7.8, pad_top=0.4, color=GRAY))
    if note:
        p.append(Lines(note, size=7.4, style="I", pad_top=0.4, color=GRAY))
    p.append(HRule(thick=0.15, color="#999999", before=1.4, after=0.2, dash=True))


def build():
    rep = Report("bc02", "Centro de Análises Clínicas Jaqueira", "Recife/PE", Ctx("libserif", 9), COLL,
                 margins=(15, 11, 13), patient="F, 73 a",
                 features="block layout (heading/material/method/result); dotted leaders; serif; '*' flags; previous results with dates; 'superior a'; reference table; eAG only in a note")
    npages = 2
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    block(rep, p, "GLICOSE", "Plasma (fluoreto)", "Enzimático – hexoquinase",
          [(None, "glu_fast", "118", "mg/dL", "H")],
          refs=["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL", "Diabetes mellitus: igual ou superior a 126 mg/dL"],
          prev=("GLICOSE", "glu_fast", "124", "mg/dL", "H", PREV1))
    block(rep, p, "HEMOGLOBINA GLICADA (HbA1c)", "Sangue total (EDTA)", "HPLC – cromatografia de troca iônica (NGSP)",
          [(None, "hba1c_hplc", "6,9", "%", "H")],
          refs=["Normal: inferior a 5,7 %   ·   Risco aumentado: 5,7 a 6,4 %   ·   Diabetes: igual ou superior a 6,5 %",
                "Meta terapêutica para idosos (SBD 2023): inferior a 7,5 %"],
          prev=("HEMOGLOBINA GLICADA (HbA1c)", "hba1c_hplc", "7,2", "%", "H", PREV1),
          note=["Nota: HbA1c de 6,9 % corresponde a uma glicemia média estimada de 151 mg/dL (ADAG)."])
    block(rep, p, "CREATININA", "Soro", "Cinético colorimétrico (Jaffé compensado)",
          [(None, "creat", "0,98", "mg/dL", ""),
           ("TFG estimada (CKD-EPI 2021)", "egfr_ckdepi21", "61", "mL/min/1,73m²", "")],
          refs=["Creatinina – mulheres: 0,50 a 0,90 mg/dL", "TFG: igual ou superior a 60 mL/min/1,73m² (sem lesão renal)"])
    block(rep, p, "UREIA", "Soro", "Cinético UV (urease/GLDH)",
          [(None, "urea", "41", "mg/dL", "")], refs=["Adultos acima de 60 anos: 17 a 49 mg/dL"])
    block(rep, p, "ELETRÓLITOS", "Soro", "Eletrodo íon-seletivo (indireto)",
          [("Sódio", "na", "139", "mEq/L", ""), ("Potássio", "k", "4,6", "mEq/L", "")],
          refs=["Sódio: 136 a 145 mEq/L      Potássio: 3,5 a 5,1 mEq/L"])
    footer(rep, 0, npages)

    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    block(rep, p, "PERFIL LIPÍDICO", "Soro (jejum de 12 horas)", "Enzimático colorimétrico; LDL por Martin-Hopkins",
          [("COLESTEROL TOTAL", "chol", "186", "mg/dL", ""),
           ("COLESTEROL HDL", "hdl", "58", "mg/dL", ""),
           ("COLESTEROL LDL", "ldl_calc", "102", "mg/dL", ""),
           ("COLESTEROL NÃO-HDL", "nonhdl", "128", "mg/dL", ""),
           ("TRIGLICERÍDEOS", "tg", "134", "mg/dL", "")])
    ref_rows = [Row(["Colesterol total", "< 190", "< 190", "Desejável"]),
                Row(["Colesterol HDL", "> 40", "> 40", "Desejável"]),
                Row(["Triglicerídeos", "< 150", "< 175", "Desejável"]),
                Row(["LDL / não-HDL", "conforme risco", "conforme risco", "ver SBC 2017"])]
    p.pop()  # the dashed rule of the block goes after the reference table
    p.append(Table([(48, "L"), (30, "C"), (30, "C"), (40, "L")], ref_rows,
                   header=["Valores de referência (mg/dL)", "Com jejum", "Sem jejum", "Categoria"],
                   rule="grid", size=7.6, pad=0.35, border="#777777", header_fill="#eeeeee"))
    p.append(HRule(thick=0.15, color="#999999", before=1.4, after=0.2, dash=True))
    block(rep, p, "TSH – HORMÔNIO TIREOESTIMULANTE", "Soro", "Quimioluminescência",
          [(None, "tsh", "5,87", "µUI/mL", "H")], refs=["0,45 a 4,50 µUI/mL"],
          prev=("TSH – HORMÔNIO TIREOESTIMULANTE", "tsh", "4,92", "µUI/mL", "H", PREV2))
    block(rep, p, "T4 LIVRE", "Soro", "Quimioluminescência",
          [(None, "ft4", "1,04", "ng/dL", "")], refs=["0,70 a 1,80 ng/dL"])
    block(rep, p, "ANTICORPOS ANTI-TIREOPEROXIDASE (ANTI-TPO)", "Soro", "Quimioluminescência",
          [(None, "tpo", "superior a 600,0", "UI/mL", "H")], refs=["Inferior a 34,0 UI/mL"],
          note=["Resultado acima do limite superior de quantificação do método (600,0 UI/mL)."])
    block(rep, p, "VITAMINA B12", "Soro", "Quimioluminescência",
          [(None, "b12", "312", "pg/mL", "")], refs=["197 a 771 pg/mL"])
    block(rep, p, "25-HIDROXIVITAMINA D", "Soro", "Quimioluminescência",
          [(None, "vitd25", "24,6", "ng/mL", "")],
          refs=["População saudável até 60 anos: superior a 20 ng/mL", "Grupos de risco (idosos, gestantes, osteoporose): 30 a 60 ng/mL"])
    p.append(Signatures([["Dr. Severino Araújo Maciel", "Farmacêutico-Bioquímico – CRF-PE 2.345"],
                         ["Dra. Renata Cunha Bezerra", "Biomédica – CRBM-2 8.871"]], size=7.8, before=10, width=62))
    footer(rep, 1, npages)
    return rep
