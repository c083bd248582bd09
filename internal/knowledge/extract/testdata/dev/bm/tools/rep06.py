from model import *

def build():
    D0 = "2025-01-27"
    R = Res
    GRN = "#2e5e3a"
    head = [
        Text("INSTITUTO MINEIRO DE PATOLOGIA CLÍNICA", size=13, bold=True, color=GRN, align="C"),
        Text("Dr. Aurélio Campos", size=9, italic=True, align="C", color=GRN),
        Text("Rua Padre Rolim, 515 — Santa Efigênia — Belo Horizonte/MG — (31) 3224-6060 — CNES 0027081", size=7.5, align="C"),
        Text("Responsável técnico: Dr. Aurélio Campos Filho — CRM-MG 22.518 — Patologista Clínico (RQE 11.904)", size=7.5, align="C"),
        Rule(0.4, GRN, 1.5, 0.4), Rule(0.2, GRN, 0.4, 1.5),
        Table([("", 110, "L"), ("", 76, "L")], [
            [[B("Paciente: "), "Luciana Teixeira Drummond"], [B("Ordem de serviço: "), "01-2501-44871"]],
            [[B("Nascido(a) em: "), "09/03/1984"], [B("Sexo: "), "Feminino"]],
            [[B("Requisitante: "), "Dr. Márcio V. Guimarães (CRM-MG 40.117)"], [B("Recebido em: "), "27/01/2025"]],
            [[B("Data da coleta: "), "27/01/2025"], [B("Resultado em: "), "31/01/2025"]],
        ], style="none", header=False, size=8.5, pad=0.3),
        Rule(0.2, GRN, 1.5, 2),
    ]
    cols = [("Exame", 74, "L"), ("Valores de referência", 66, "L"), ("Resultado", 46, "R")]
    def sec(title, method, spec):
        rows = []
        for nm, ref, v, u, k, *fl in spec:
            r = R(nm, v, u, k, flag=(fl[0] if fl else ""))
            rows.append([N(r), ref, VU(r)])
        return [Text(title, size=9.5, bold=True, color=GRN, mt=1.5),
                Text(method, size=7.2, italic=True, color="#444444"),
                Table(cols, rows, style="none", size=8.8, head_color=GRN, pad=0.6)]
    items = head
    items += sec("TIREOIDE", "Soro · eletroquimioluminescência (Cobas e801)", [
        ("TSH ultrassensível", "0,27 a 4,20 µUI/mL", "2,61", "µUI/mL", "tsh"),
        ("T4 livre", "0,93 a 1,70 ng/dL", "1,21", "ng/dL", "ft4"),
        ("T3 total", "80 a 200 ng/dL", "112", "ng/dL", "t3"),
        ("Anticorpos anti-\ntireoperoxidase (anti-TPO)", "inferior a 34,0 UI/mL", "inferior a 9,0", "UI/mL", "tpo")])
    items += sec("METABOLISMO DO FERRO", "Soro · colorimétrico (ferro, CTLF) / imunoensaio (ferritina)", [
        ("Ferro sérico", "50 a 170 µg/dL", "41", "µg/dL", "fe", "*"),
        ("Capacidade total de\nligação do ferro (CTLF)", "250 a 450 µg/dL", "418", "µg/dL", "tibc"),
        ("Índice de saturação da transferrina", "20 a 50 %", "9,8", "%", "tsat", "*"),
        ("Ferritina", "13 a 150 ng/mL", "11,2", "ng/mL", "ferritin", "*")])
    items += sec("VITAMINAS", "Soro · quimioluminescência", [
        ("Vitamina B12", "197 a 771 pg/mL", "superior a 2.000", "pg/mL", "b12"),
        ("Ácido fólico", "3,9 a 26,8 ng/mL", "> 20,0", "ng/mL", "folate"),
        ("25-hidroxivitamina D", "20 a 60 ng/mL", "24,6", "ng/mL", "vitd")])
    items += sec("OUTROS", "Soro · quimioluminescência / imunoturbidimetria", [
        ("Cortisol (coleta às 8 h)", "6,2 a 19,4 µg/dL", "14,3", "µg/dL", "cortisol"),
        ("Insulina basal", "2,6 a 24,9 µUI/mL", "7,4", "µUI/mL", "insulin"),
        ("Prolactina", "4,8 a 23,3 ng/mL", "18,9", "ng/mL", "prl"),
        ("Proteína C reativa\nultrassensível", "inferior a 1,0 mg/L", "inferior a 0,30", "mg/L", "hscrp")])
    items += [Text("(*) Resultado fora do intervalo de referência. Resultado de vitamina B12 acima do limite de linearidade do método; "
                   "paciente em uso de suplementação informado no cadastro.", size=7.5, wrap=True, mt=2)]
    foot = [Rule(0.2, GRN, 0, 0.4), Rule(0.4, GRN, 0.4, 1.2),
            Text("Liberado por Dr. Aurélio Campos Filho — CRM-MG 22.518 em 31/01/2025 11:09", size=7.5),
            Text("Ordem de serviço 01-2501-44871 · impresso em 03/02/2025", size=7.2, color="#444444"),
            Text("página 1 de 1", size=7.5, align="R", mt=2, italic=True)]
    return Report("bm06", "Instituto Mineiro de Patologia Clínica Dr. Aurélio Campos", "Belo Horizonte/MG", "serif", 8.8, D0, [Page(items, foot)],
                  features="column order Exame / Referência / Resultado; unruled tables; names split on two lines; * flags; inferior a / superior a / >",
                  distractors=[("nascimento", "09/03/1984"), ("resultado/liberação", "31/01/2025"), ("impressão", "03/02/2025")])
