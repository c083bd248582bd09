from model import *

def build():
    D0, D2 = "2025-06-02", "2025-06-03"
    R = Res
    BLU = "#0d4f8b"
    head = [
        Table([("", 116, "L"), ("", 70, "R")], [[
            [B("HOSPITAL REGIONAL DO CERRADO\n"), "Laboratório de Análises Clínicas — Unidade de Urgência"],
            ["Alameda Emílio Póvoa, 165 — Setor Oeste\nGoiânia/GO · CNES 2338424"]]], style="none", header=False, size=8.5, pad=0.3),
        Rule(0.5, BLU, 0.5, 1),
        Table([("", 62, "L"), ("", 62, "L"), ("", 62, "L")], [
            [[B("Paciente: "), "Josué Alves Pereira"], [B("Nasc.: "), "21/10/1951"], [B("Atend.: "), "PS-2506-00931"]],
            [[B("Setor: "), "Clínica cirúrgica — leito 214"], [B("Admissão: "), "01/06/2025"], [B("Solicitante: "), "Dr. F. Moura"]],
            [[B("Coleta: "), "02/06/2025 22:48"], [B("Liberação: "), "03/06/2025 07:02"], [B("Convênio: "), "SUS"]],
        ], style="box", header=False, size=8, pad=0.4, border_color=BLU),
        Spacer(1.5),
    ]
    cols = [("Exame", 31, "L"), ("Resultado", 16, "R"), ("Unid.", 22, "L"), ("V. ref.", 19, "L")]
    def sec(title, spec, note=None):
        rows = []
        for nm, v, u, k, ref, *fl in spec:
            d = fl[1] if len(fl) > 1 else None
            r = R(nm, v, u, k, flag=(fl[0] if fl else ""), date=d)
            rows.append([N(r), V(r), U(r), ref])
        out = [Text(title, size=8.5, bold=True, color=BLU, mt=1),
               Table(cols, rows, style="grid", size=7.6, head_bg="#dbe7f3", border_color="#7d9cc0", pad=0.45)]
        if note:
            out.append(Text(note, size=6.6, color="#333333"))
        return out
    left = (sec("MARCADORES CARDÍACOS — 1ª amostra", [
                ("Troponina I us", "< 2,0", "ng/L", "tropi", "< 19,8"),
                ("CK-MB massa", "2,1", "ng/mL", "ckmb", "< 5,0"),
                ("CK total", "142", "U/L", "ck", "< 171"),
                ("LDH", "236", "U/L", "ldh", "< 248")], "Coleta 02/06/2025 22:48 · soro · quimioluminescência")
            + sec("MARCADORES CARDÍACOS — 2ª amostra", [
                ("Troponina I us", "3,4", "ng/L", "tropi", "< 19,8", "", D2),
                ("CK-MB massa", "2,4", "ng/mL", "ckmb", "< 5,0", "", D2),
                ("CK total", "160", "U/L", "ck", "< 171", "", D2)], "2ª amostra coletada em 03/06/2025 04:55 (3 h)")
            + sec("COAGULAÇÃO", [
                ("TP", "13,9", "s", "pt_s", "9,8-13,0", "*"),
                ("INR", "1,21", "", "inr", "0,9-1,2", "*"),
                ("TTPA", "29,8", "s", "aptt", "25-36"),
                ("Fibrinogênio", "412", "mg/dL", "fib", "200-400", "*")], "Plasma citratado · coagulometria"))
    right = (sec("ELETRÓLITOS E FUNÇÃO RENAL", [
                ("Sódio", "134", "mmol/L", "na", "136-145", "*"),
                ("Potássio", "3,4", "mmol/L", "k", "3,5-5,1", "*"),
                ("Cloreto", "99", "mmol/L", "cl", "98-107"),
                ("Magnésio", "1,7", "mg/dL", "mg", "1,6-2,6"),
                ("Cálcio iônico", "1,14", "mmol/L", "cai", "1,12-1,32"),
                ("Ureia", "52", "mg/dL", "urea", "17-49", "*"),
                ("Creatinina", "1,31", "mg/dL", "creat", "0,7-1,2", "*"),
                ("TFGe CKD-EPI", "55", "mL/min/1,73m²", "egfr", "> 60", "*")], "Soro (cálcio iônico: sangue total heparinizado, gasometria)")
             + [Text("Observações", size=8.5, bold=True, color=BLU, mt=2),
                Text("(*) Resultado fora do valor de referência. Troponina I ultrassensível: percentil 99 da população de referência = 19,8 ng/L. "
                     "Delta entre amostras inferior ao critério de variação significativa.", size=7, wrap=True)])
    items = head + [Text("RESULTADOS — PAINEL PRÉ-OPERATÓRIO / CARDIOLÓGICO", size=9.5, bold=True, mb=1), TwoCol(left, right, gap=5, divider=True)]
    foot = [Rule(0.5, BLU, 0, 1),
            Text("Conferido por Kátia Ribeiro Lemos — CRBM 3ª Região 9.118 · Liberação final 03/06/2025 07:02", size=7.2),
            Text("Impresso em 03/06/2025 08:15 pelo sistema LabHosp 4.2 · Data da cirurgia: 05/06/2025", size=7, color="#444444"),
            Text("1/1", size=7.5, align="R", mt=2)]
    return Report("bm07", "Hospital Regional do Cerrado — Laboratório de Análises Clínicas", "Goiânia/GO", "sansc", 8, D0, [Page(items, foot)],
                  features="two-column page with divider; second sample collected another day; < comparator; * flags; ruled grid",
                  distractors=[("nascimento", "21/10/1951"), ("admissão", "01/06/2025"), ("impressão/liberação", "03/06/2025 (also 2nd-sample date)"), ("cirurgia", "05/06/2025")])
