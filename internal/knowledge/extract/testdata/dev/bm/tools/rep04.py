from model import *

def build():
    D0 = "2025-02-11"
    R = Res
    NAVY = "#23395d"
    head = [
        Table([("", 120, "L"), ("", 66, "R")], [[
            [B("HOSPITAL UNIVERSITÁRIO VALE DO PARAÍBA\n"), "Unidade de Laboratório Clínico — Setor de Pré-operatório"],
            ["Av. Tívoli, 800 — Vila Betânia\nSão José dos Campos/SP — (12) 3947-1200"]]], style="none", header=False, size=8.5, pad=0.3),
        Rule(1.0, NAVY, 0.8, 1),
        Table([("", 46, "L"), ("", 46, "L"), ("", 46, "L"), ("", 48, "L")], [
            [[B("Paciente\n"), "Sebastião Lopes Ribeiro"], [B("Registro HU\n"), "1.204.558"], [B("Nascimento\n"), "30/01/1957"], [B("Leito / Enfermaria\n"), "Ambulatório cirúrgico"]],
            [[B("Solicitação\n"), "06/02/2025"], [B("Coleta\n"), "11/02/2025 07:15"], [B("Cirurgia prevista\n"), "24/02/2025"], [B("Médico\n"), "Dr. Ivo Sarmento CRM 74.310"]],
        ], style="grid", header=False, size=7.5, pad=0.4, border_color="#8aa0bf"),
        Text("AVALIAÇÃO PRÉ-OPERATÓRIA — RESULTADOS", size=10, bold=True, color=NAVY, mt=1.5, mb=1),
    ]
    cols = [("Exame", 36, "L"), ("Referência", 30, "L"), ("Resultado", 24, "R")]
    def sec(title, material, spec):
        rows = []
        for nm, ref, v, u, k, *fl in spec:
            r = R(nm, v, u, k, flag=(fl[0] if fl else ""))
            rows.append([N(r), ref, VU(r)])
        return [Text(title, size=8.5, bold=True, color="#ffffff", bg=NAVY, pad=1.2, mt=0.5),
                Text(material, size=6.8, italic=True, color="#333333"),
                Table(cols, rows, style="grid", size=7.8, head_bg="#e4e9f1", border_color="#8aa0bf", pad=0.45)]
    left = (sec("HEMOGRAMA", "Sangue EDTA — Sysmex XN-550", [
                ("Eritrócitos", "4,30 a 5,70", "4,38", "10⁶/µL", "rbc"),
                ("Hemoglobina", "13,0 a 17,0", "13,6", "g/dL", "hb"),
                ("Hematócrito", "39,0 a 49,0", "40,2", "%", "hct"),
                ("VCM", "81,0 a 98,0", "91,8", "fL", "mcv"),
                ("HCM", "27,0 a 33,0", "31,1", "pg", "mch"),
                ("CHCM", "32,0 a 36,0", "33,8", "g/dL", "mchc"),
                ("RDW-CV", "11,6 a 14,8", "14,2", "%", "rdw"),
                ("Leucócitos", "3,60 a 11,00", "5,72", "10³/µL", "wbc"),
                ("Neutrófilos", "45,0 a 75,0", "58,6", "%", "neut_p"),
                ("Linfócitos", "20,0 a 45,0", "30,1", "%", "lymph_p"),
                ("Plaquetas", "150 a 400", "198", "10³/µL", "plt")])
            + [Text("Esfregaço: sem alterações morfológicas relevantes.", size=7, mt=1)])
    right = (sec("COAGULOGRAMA", "Plasma citratado — coagulômetro ACL TOP 350", [
                ("Tempo de protrombina", "10,0 a 13,5 s", "12,8", "s", "pt_s"),
                ("Atividade de protrombina", "70 a 120 %", "92", "%", "pt_act"),
                ("RNI", "0,80 a 1,20", "1,04", "", "inr"),
                ("TTPA", "25,0 a 36,0 s", "31,2", "s", "aptt")])
             + sec("BIOQUÍMICA", "Soro — Architect c4000", [
                ("Glicose", "70 a 99 mg/dL", "118", "mg/dL", "glu", "↑"),
                ("Ureia", "17 a 49 mg/dL", "41", "mg/dL", "urea"),
                ("Creatinina", "0,70 a 1,20 mg/dL", "1,12", "mg/dL", "creat"),
                ("Sódio", "136 a 145 mmol/L", "139", "mmol/L", "na"),
                ("Potássio", "3,5 a 5,1 mmol/L", "4,6", "mmol/L", "k")])
             + sec("IMUNO-HEMATOLOGIA", "Sangue EDTA — gel-teste", [
                ("Grupo ABO", "—", "A", "", "abo"),
                ("Fator Rh (D)", "—", "Negativo", "", "rh")]))
    items = head + [TwoCol(left, right, gap=6)]
    foot = [Rule(0.4, NAVY, 0, 1),
            Text("Resultado liberado em 11/02/2025 às 13:47 — Biomédica responsável: Ana Beatriz Corrêa — CRBM 1ª Região 29.071", size=7),
            Text("RNI calculado com ISI do lote de tromboplastina 0,98. Emitido em 12/02/2025 09:02.", size=7, color="#444444"),
            Text("Folha 1/1", size=7, align="R", mt=2)]
    return Report("bm04", "Hospital Universitário Vale do Paraíba — Unidade de Laboratório Clínico", "São José dos Campos/SP", "sansc", 8, D0,
                  [Page(items, foot)],
                  features="two-column page; column order Exame / Referência / Resultado; ruled grid; ↑ flag; qualitative blood group",
                  distractors=[("nascimento", "30/01/1957"), ("solicitação", "06/02/2025"), ("cirurgia prevista", "24/02/2025"), ("emissão", "12/02/2025")])
