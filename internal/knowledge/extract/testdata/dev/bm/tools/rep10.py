from model import *

def build():
    D0 = "2025-08-19"
    R = Res
    TEAL = "#1b5e6b"
    head = [
        Text([C("Bioanálise Serrana", TEAL, True)], size=16),
        Text("Laboratório de Análises Clínicas · Rua do Imperador, 288 — Centro — Petrópolis/RJ · (24) 2242-7130", size=7.5),
        Text("CNES 3019455 · CNPJ 05.338.720/0001-12 · Responsável técnica: Dra. Ingrid Hoffmann — CRBM 1ª Região 11.406", size=7.5, mb=1),
        Rule(0.25, TEAL, 0.5, 1.5),
        Table([("", 100, "L"), ("", 86, "L")], [
            [[B("Paciente: "), "CARLOS EDUARDO MONTEIRO BRAGA"], [B("Data de nascimento: "), "06/04/1972"]],
            [[B("Solicitante: "), "Dr. Augusto Lemgruber — CRM-RJ 52.77190-0"], [B("Data de cadastro: "), "15/08/2025"]],
            [[B("Coleta: "), "19/08/2025 08:12"], [B("Previsão de entrega: "), "22/08/2025"]],
        ], style="none", header=False, size=8.5, pad=0.3),
        Rule(0.25, TEAL, 1.5, 2),
    ]
    cols = [("", 86, "L"), ("", 30, "R"), ("", 22, "L"), ("", 48, "L")]
    def sec(title, spec, note=None):
        rows = []
        for nm, v, u, k, ref, *fl in spec:
            r = R(nm, v, u, k, flag=(fl[0] if fl else ""))
            rows.append([N(r), V(r), U(r), ref])
        out = [Text(title, size=9.5, bold=True, color=TEAL, mt=2),
               Table(cols, rows, style="none", header=False, size=8.8, leader=True, pad=0.55)]
        if note:
            out.append(Text(note, size=7.2, italic=True, color="#444444"))
        return out
    p1 = list(head)
    p1 += sec("MARCADORES PROSTÁTICOS — quimioluminescência, soro", [
        ("PSA total", "2,84", "ng/mL", "psa", "até 4,00"),
        ("PSA livre", "0,61", "ng/mL", "fpsa", "—"),
        ("Relação PSA livre/total", "21,5", "%", "psa_ratio", "superior a 15 %")])
    p1 += sec("MARCADORES TUMORAIS — quimioluminescência, soro", [
        ("CEA — Antígeno carcinoembrionário", "1,9", "ng/mL", "cea", "não fumantes: até 5,0"),
        ("Alfafetoproteína", "3,1", "ng/mL", "afp", "até 8,1")])
    p1 += sec("HORMÔNIOS", [("Testosterona total", "412", "ng/dL", "testo", "249 a 836")])
    p1 += sec("INFLAMAÇÃO", [
        ("Proteína C reativa", "inferior a 0,5", "mg/dL", "crp", "até 0,5"),
        ("VHS — 1ª hora", "8", "mm", "esr", "até 15")])
    p1 += sec("VITAMINAS", [
        ("25-OH vitamina D", "31,2", "ng/mL", "vitd", "30 a 60"),
        ("Vitamina B12", "412", "pg/mL", "b12", "197 a 771")])
    p1 += [Text("Alto = resultado acima do valor de referência.", size=7.5, mt=3)]
    p2 = list(head)
    p2 += sec("PERFIL LIPÍDICO — soro, enzimático colorimétrico", [
        ("Colesterol total", "198", "mg/dL", "chol", "desejável < 190", "Alto"),
        ("HDL", "38", "mg/dL", "hdl", "> 40"),
        ("LDL (Friedewald)", "128", "mg/dL", "ldl", "< 130"),
        ("VLDL", "32", "mg/dL", "vldl", "< 30", "Alto"),
        ("Triglicérides", "160", "mg/dL", "tg", "< 150", "Alto"),
        ("Não-HDL", "160", "mg/dL", "nonhdl", "< 160")], "Jejum de 12 horas informado pelo paciente.")
    p2 += sec("BIOQUÍMICA — soro", [
        ("Ácido úrico", "7,6", "mg/dL", "uric", "3,5 a 7,2", "Alto"),
        ("TGO / AST", "29", "U/L", "ast", "até 40"),
        ("TGP / ALT", "44", "U/L", "alt", "até 41", "Alto"),
        ("Gama-glutamiltransferase", "72", "U/L", "ggt", "até 60", "Alto"),
        ("CPK — Creatinofosfoquinase", "188", "U/L", "ck", "até 190")])
    p2 += [Text("Valores de referência lipídicos conforme Consenso Brasileiro para Normatização da Determinação Laboratorial do Perfil Lipídico (2016).",
                size=7.5, wrap=True, mt=3)]
    def foot(p):
        return [Rule(0.25, TEAL, 0, 1.2),
                Text("Laudo conferido e liberado em 21/08/2025 17:55 — Dra. Ingrid Hoffmann, CRBM 1ª Região 11.406", size=7.5),
                Text("Autenticidade: www.bioanaliseserrana.com.br/laudo · código 7Q4M-22XK · emitido em 22/08/2025", size=7, color="#444444"),
                Text(f"Pág. {p}/2", size=7.5, align="R", mt=2)]
    return Report("bm10", "Bioanálise Serrana Laboratório", "Petrópolis/RJ", "sans", 8.8, D0, [Page(p1, foot(1)), Page(p2, foot(2))],
                  features="unruled dotted-leader layout; 'Alto' flags; HDL spelled 'HDL'; inferior a",
                  distractors=[("nascimento", "06/04/1972"), ("cadastro", "15/08/2025"), ("previsão de entrega", "22/08/2025"), ("liberação", "21/08/2025")])
