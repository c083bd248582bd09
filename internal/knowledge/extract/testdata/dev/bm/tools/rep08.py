from model import *

def build():
    D0 = "2025-07-15"
    R = Res
    PK = "#9c2a5c"
    head = [
        Text([C("Clínica da Mulher", PK, True), C("  ·  Laboratório Materno-Fetal", "#555555")], size=14),
        Text("Rua Comendador Araújo, 731 — Batel — Curitiba/PR · (41) 3025-8800 · CNES 4401123 · CNPJ 17.442.610/0001-31", size=7.2, color="#555555"),
        Rule(1.2, PK, 1, 1.5),
        Table([("", 93, "L"), ("", 93, "L")], [
            [[B("Gestante: "), "Fernanda Kowalski Ramos"], [B("Nº do atendimento: "), "CM-771904"]],
            [[B("Data de nascimento: "), "02/12/1993"], [B("Idade gestacional: "), "26 semanas e 3 dias"]],
            [[B("DUM: "), "11/01/2025"], [B("DPP: "), "18/10/2025"]],
            [[B("Coleta: "), "15/07/2025 07:20"], [B("Obstetra: "), "Dra. Patrícia Veloso — CRM-PR 28.661"]],
        ], style="zebra", header=False, size=8.3, pad=0.45, zebra_bg="#f7e8ef"),
        Spacer(2),
    ]
    cols = [("Exame", 40, "L"), ("Resultado", 26, "R"), ("Referência", 24, "L")]
    def sec(title, sub, spec):
        rows = []
        for nm, v, u, k, ref in spec:
            r = R(nm, v, u, k)
            rows.append([N(r), VU(r), ref])
        return [Text(title, size=9, bold=True, color=PK, mt=1),
                Text(sub, size=6.8, italic=True, color="#555555"),
                Table(cols, rows, style="lines", size=8, head_color=PK, border_color=PK, pad=0.55)]
    left = (sec("TESTE ORAL DE TOLERÂNCIA À GLICOSE", "Plasma fluoretado · sobrecarga de 75 g · hexoquinase", [
                ("Glicemia de jejum", "86", "mg/dL", "glu", "< 92"),
                ("Glicemia 1 hora", "154", "mg/dL", "glu1h", "< 180"),
                ("Glicemia 2 horas", "131", "mg/dL", "glu2h", "< 153")])
            + sec("HEMOGRAMA (resumido)", "Sangue total EDTA · automação", [
                ("Hemoglobina", "11,2", "g/dL", "hb", "11,0 a 15,0"),
                ("Hematócrito", "33,9", "%", "hct", "33,0 a 45,0"),
                ("Leucócitos", "10.340", "/mm³", "wbc", "4.000 a 13.000"),
                ("Plaquetas", "221.000", "/mm³", "plt", "150 a 450 mil")])
            + sec("SOROLOGIAS — 2º TRIMESTRE", "Soro · quimioluminescência / floculação", [
                ("VDRL", "Não reagente", "", "vdrl", "Não reagente"),
                ("HIV 1/2 (Ag/Ac)", "Não reagente", "", "hiv", "Não reagente"),
                ("Toxoplasmose IgG", "Não reagente", "", "toxo_g", "—"),
                ("Toxoplasmose IgM", "Não reagente", "", "toxo_m", "Não reagente")]))
    right = (sec("URINA TIPO I (EAS)", "Urina jato médio · tira reativa e microscopia", [
                ("Densidade", "1,020", "", "u_sg", "1,005 a 1,030"),
                ("pH", "6,0", "", "u_ph", "5,0 a 7,5"),
                ("Proteínas", "Negativo", "", "u_prot", "Negativo"),
                ("Glicose", "Negativo", "", "u_glu", "Negativo"),
                ("Nitrito", "Negativo", "", "u_nit", "Negativo"),
                ("Leucócitos", "4", "/campo", "u_wbc", "até 5 /campo"),
                ("Hemácias", "1", "/campo", "u_rbc", "até 3 /campo")])
             + sec("UROCULTURA", "Urina jato médio · semeadura em CLED", [
                ("Cultura", "Negativa", "", "u_culture", "Negativa")])
             + [Text("Urocultura: ausência de crescimento bacteriano após 48 h de incubação (< 1.000 UFC/mL).", size=6.8, wrap=True, mt=1)]
             + sec("FERRO", "Soro · imunoturbidimetria", [("Ferritina", "18,4", "ng/mL", "ferritin", "> 15")]))
    items = head + [TwoCol(left, right, gap=6),
                    Text("TOTG interpretado segundo critérios IADPSG/OMS para diabetes gestacional (jejum ≥ 92, 1 h ≥ 180, 2 h ≥ 153 mg/dL).",
                         size=7.2, wrap=True, mt=3)]
    foot = [Rule(1.2, PK, 0, 1.2),
            Text("Laudo liberado em 17/07/2025 por Dra. Mariana Zanetti — CRF-PR 19.330 (assinatura digital).", size=7.2),
            Text("Próxima consulta de pré-natal: 12/08/2025. Traga este laudo impresso.", size=7.2, color="#555555"),
            Text("Página 1 de 1", size=7.5, align="R", mt=2, color=PK)]
    return Report("bm08", "Clínica da Mulher — Laboratório Materno-Fetal", "Curitiba/PR", "sans", 8, D0, [Page(items, foot)],
                  features="two-column page; prenatal OGTT; qualitative serology and urine; zebra patient box; lines tables",
                  distractors=[("nascimento", "02/12/1993"), ("DUM", "11/01/2025"), ("DPP", "18/10/2025"), ("liberação", "17/07/2025"), ("próxima consulta", "12/08/2025")])
