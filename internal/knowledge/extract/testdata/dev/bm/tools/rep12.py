from model import *

def build():
    D0, D1 = "2025-06-12", "2025-06-10"
    R = Res
    head = [
        Text("HOSPITAL E MATERNIDADE SÃO LUCAS", size=12, bold=True, align="C"),
        Text("LABORATÓRIO CENTRAL DE ANÁLISES CLÍNICAS", size=9, align="C"),
        Text("Av. Santos Dumont, 3.340 — Aldeota — Fortaleza/CE · CNES 2561522 · RT: Dr. Francisco Holanda Neto — CRF-CE 2.744", size=7, align="C"),
        Rule(0.5, "#000000", 1, 0.3), Rule(0.5, "#000000", 0.3, 1.2),
        Table([("", 62, "L"), ("", 62, "L"), ("", 62, "L")], [
            [[B("Paciente: "), "Antônia Marques Girão"], [B("Nasc.: "), "08/08/1946 (78a)"], [B("Registro: "), "HSL-0091752"]],
            [[B("Internação: "), "09/06/2025"], [B("Quarto: "), "312-B"], [B("Médico: "), "Dr. Lauro Farias"]],
            [[B("Coleta atual: "), "12/06/2025 06:00"], [B("Impressão: "), "12/06/2025 11:47"], [B("Cirurgia: "), "13/06/2025"]],
        ], style="none", header=False, size=8, pad=0.3),
        Rule(0.3, "#000000", 1.2, 1.5),
    ]
    cols = [("EXAME", 58, "L"), ("12/06/2025", 24, "R"), ("10/06/2025", 24, "R"), ("UNIDADE", 26, "L"), ("REFERÊNCIA", 54, "L")]
    def cum(title, spec):
        rows = [Row([title], bold=True, span=True, bg="#e8e8e8")]
        for nm, u, k, ref, v0, v1 in spec:
            a = R(nm, v0, u, k); b = R(nm, v1, u, k, date=D1)
            rows.append([N(a), V(a), V(b), U(a), ref])
        return rows
    rows = []
    rows += cum("HEMATOLOGIA", [
        ("Hemoglobina", "g/dL", "hb", "12,0 a 16,0", "10,9", "11,4"),
        ("Hematócrito", "%", "hct", "36,0 a 46,0", "33,1", "34,6"),
        ("Leucócitos", "/mm³", "wbc", "4.000 a 10.000", "9.870", "11.240"),
        ("Plaquetas", "/mm³", "plt", "150.000 a 450.000", "302.000", "287.000")])
    rows += cum("COAGULAÇÃO", [
        ("Tempo de protrombina -\natividade", "%", "pt_act", "70 a 100", "84", "79"),
        ("INR", "", "inr", "0,9 a 1,2", "1,09", "1,14")])
    rows += cum("FUNÇÃO RENAL E ELETRÓLITOS", [
        ("Ureia", "mg/dL", "urea", "15 a 45", "58", "66"),
        ("Creatinina", "mg/dL", "creat", "0,50 a 0,90", "1,08", "1,21"),
        ("Sódio", "mEq/L", "na", "135 a 145", "137", "134"),
        ("Potássio", "mEq/L", "k", "3,5 a 5,0", "4,2", "5,3")])
    p1 = head + [Text("QUADRO COMPARATIVO — INTERNAÇÃO", size=9.5, bold=True, mb=1),
                 Table(cols, rows, style="grid", size=8.5, head_bg="#cfcfcf", pad=0.6),
                 Text("Resultados da coluna 10/06/2025 referem-se à coleta da admissão (10/06/2025 05:40).", size=7.3, mt=1.5),
                 Text("Amostra de 10/06/2025 com hemólise discreta (potássio possivelmente superestimado).", size=7.3)]
    # page 2: liver + lipids, single date, grid
    cols2 = [("EXAME", 72, "L"), ("RESULTADO", 28, "R"), ("UNIDADE", 26, "L"), ("REFERÊNCIA", 60, "L")]
    spec2 = [
        ("TGO (AST)", "34", "U/L", "ast", "até 32"), ("TGP (ALT)", "27", "U/L", "alt", "até 33"),
        ("Fosfatase alcalina", "118", "U/L", "alp", "35 a 104"), ("Gama GT", "41", "U/L", "ggt", "6 a 42"),
        ("Bilirrubina total", "0,92", "mg/dL", "bt", "até 1,20"), ("Bilirrubina direta", "0,28", "mg/dL", "bd", "até 0,30"),
        ("Bilirrubina indireta\n(calculada)", "0,64", "mg/dL", "bi", "até 0,90"),
        ("Proteínas totais", "6,1", "g/dL", "prot", "6,4 a 8,3"), ("Albumina", "3,2", "g/dL", "alb", "3,5 a 5,2"),
        ("Globulina", "2,9", "g/dL", "glob", "2,0 a 3,5"), ("Relação albumina/globulina", "1,10", "", "ag", "1,00 a 2,10"),
        ("HDL-Colesterol", "42", "mg/dL", "hdl", "> 50"), ("Hemoglobina glicada", "7,4", "%", "hba1c", "< 5,7"),
        ("Glicose média estimada", "166", "mg/dL", "eag", "—"),
        ("Amilase", "61", "U/L", "amyl", "28 a 100"), ("Lipase", "35", "U/L", "lip", "13 a 60")]
    r2 = [Row(["BIOQUÍMICA — COLETA DE 12/06/2025"], bold=True, span=True, bg="#e8e8e8")]
    for nm, v, u, k, ref in spec2:
        r = R(nm, v, u, k); r2.append([N(r), V(r), U(r), ref])
    p2 = head + [Table(cols2, r2, style="grid", size=8.5, head_bg="#cfcfcf", pad=0.6),
                 Text("Métodos: cinético UV (AST, ALT), colorimétrico (bilirrubinas, proteínas, albumina), HPLC (HbA1c). Globulina e relação A/G calculadas.",
                      size=7.3, wrap=True, mt=1.5)]
    def foot(p):
        return [Rule(0.3, "#000000", 0, 1),
                Text("Liberado por Dr. Francisco Holanda Neto — CRF-CE 2.744 · 12/06/2025 11:40", size=7.3),
                Text("Laudo de paciente internado — cópia do prontuário eletrônico", size=7, color="#444444"),
                Text(f"Folha {p} de 2", size=7.3, align="R", mt=2)]
    return Report("bm12", "Hospital e Maternidade São Lucas — Laboratório Central", "Fortaleza/CE", "serif", 8.5, D0,
                  [Page(p1, foot(1)), Page(p2, foot(2))],
                  features="cumulative grid (two dates, admission sample); names on two lines; HDL-Colesterol; calculated results",
                  distractors=[("nascimento", "08/08/1946"), ("internação", "09/06/2025"), ("impressão/liberação", "12/06/2025 (same day as collection)"), ("cirurgia", "13/06/2025")])
