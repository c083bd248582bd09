from model import *

def build():
    D0 = "2025-09-09"
    R = Res
    PUR = "#4b2a7b"
    head = [
        Table([("", 24, "C"), ("", 162, "L")], [Row([
            C("MA", "#ffffff", True),
            [B("DIAGNÓSTICOS MARÉ ALTA\n"), "Medicina Laboratorial · Av. Tancredo Neves, 1.632, Torre Sul — Caminho das Árvores — Salvador/BA"]], bg=None)],
            style="none", header=False, size=9, pad=0.4),
        Text("CNES 6780431 · CNPJ 40.551.208/0001-93 · Resp. técnico: Dr. Otávio Brandão Sampaio — CRM-BA 17.604 · (71) 3330-2200", size=7.2, color="#555555"),
        Spacer(1.5),
        Table([("", 62, "L"), ("", 62, "L"), ("", 62, "L")], [
            [[B("Paciente\n"), "Adriana Souza Caldas"], [B("Data de nascimento\n"), "25/06/1979"], [B("Requisição\n"), "MA-2509-118204"]],
            [[B("Data da coleta\n"), "09/09/2025"], [B("Data da última menstruação\n"), "28/08/2025"], [B("Liberado em\n"), "12/09/2025"]],
        ], style="box", header=False, size=8, pad=0.5, border_color=PUR),
        Spacer(2),
    ]
    head[0].rows[0].cells[0] = C("MA", PUR, True)
    cols = [("Exame", 70, "L"), ("Resultado", 32, "R"), ("Unidade", 24, "L"), ("Referência", 60, "L")]
    def sec(title, spec):
        rows = []
        for nm, v, u, k, ref, *fl in spec:
            r = R(nm, v, u, k, flag=(fl[0] if fl else ""))
            rows.append([N(r), V(r), U(r), ref])
        return [Text(title, size=9, bold=True, color=PUR, mt=1.2),
                Table(cols, rows, style="zebra", size=8.3, head_bg="#e6def2", head_color=PUR, zebra_bg="#f4f0fa", border_color=PUR, pad=0.55)]
    items = head
    items += sec("Metabolismo do ferro", [
        ("Ferro", "62", "µg/dL", "fe", "50 a 170"),
        ("Ferritina", "28,5", "ng/mL", "ferritin", "15 a 150"),
        ("Saturação da transferrina", "17", "%", "tsat", "20 a 50", "↓")])
    items += sec("Tireoide", [
        ("TSH", "5,87", "µUI/mL", "tsh", "0,35 a 4,94", "↑"),
        ("T4 livre", "0,92", "ng/dL", "ft4", "0,70 a 1,48"),
        ("Anti-TPO", "186,0", "UI/mL", "tpo", "< 5,6", "↑")])
    items += sec("Hormônios (fase folicular)", [
        ("FSH", "9,4", "mUI/mL", "fsh", "fase folicular: 3,0 a 8,1", "↑"),
        ("LH", "6,1", "mUI/mL", "lh", "fase folicular: 1,8 a 11,8"),
        ("Estradiol", "74", "pg/mL", "e2", "fase folicular: 21 a 251"),
        ("Prolactina", "12,6", "ng/mL", "prl", "5,2 a 26,5"),
        ("Beta-hCG quantitativo", "< 2,0", "mUI/mL", "bhcg", "não gestante: < 5,0")])
    items += sec("Marcador tumoral / vitaminas", [
        ("CA 125", "14,2", "U/mL", "ca125", "< 35,0"),
        ("Vitamina D (25-OH)", "22,8", "ng/mL", "vitd", "20 a 60"),
        ("Vitamina B12", "298", "pg/mL", "b12", "187 a 883")])
    items += sec("Metabolismo glicídico e lipídico", [
        ("Glicose", "92", "mg/dL", "glu", "70 a 99"),
        ("Insulina", "9,8", "µUI/mL", "insulin", "2,6 a 24,9"),
        ("Colesterol total", "187", "mg/dL", "chol", "< 190"),
        ("HDL-C", "61", "mg/dL", "hdl", "> 50"),
        ("Triglicerídeos", "84", "mg/dL", "tg", "< 150")])
    items += [Text("↑ / ↓ resultado acima / abaixo da referência. Valores hormonais devem ser interpretados de acordo com a fase do ciclo menstrual.",
                   size=7.2, wrap=True, mt=1.5)]
    foot = [Rule(0.5, PUR, 0, 1.2),
            Text("Assinado eletronicamente por Dr. Otávio Brandão Sampaio — CRM-BA 17.604 em 12/09/2025 09:48", size=7.2),
            Text("Métodos: quimioluminescência (hormônios, marcadores, vitaminas), colorimétrico (ferro, bioquímica). Impresso em 12/09/2025.", size=7, color="#555555"),
            Text("Página 1 de 1", size=7.2, align="R", mt=2, color=PUR)]
    return Report("bm11", "Diagnósticos Maré Alta — Medicina Laboratorial", "Salvador/BA", "sans", 8.3, D0, [Page(items, foot)],
                  features="zebra tables; ↑ ↓ flags; HDL-C; < comparator; DUM distractor",
                  distractors=[("nascimento", "25/06/1979"), ("DUM", "28/08/2025"), ("liberação/impressão", "12/09/2025")])
