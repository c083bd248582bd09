"""a10 - cardiology hospital emergency lab, Campinas. Grid with a collection
date/time on every row; serial troponin crossing midnight (02/03 -> 03/03);
mixed conventional and SI units (ng/L, mmol/L, umol/L); sex/age references."""
from specs.common import *

D = "2025-03-02"
D2 = "2025-03-03"
COLS = [("Data/hora da coleta", 17, "L"), ("Exame", 27, "L"), ("Resultado", 12, "R"), ("Unidade", 13, "L"),
        ("Valor de referência", 31, "L")]
TROP_REF = "Homens: inferior a 34,2 ng/L\nMulheres: inferior a 15,6 ng/L"
B = (2,)

a, b, c = "02/03/2025 22:40", "03/03/2025 01:45", "03/03/2025 04:50"
rows = [
    rtime(a, D, "Troponina I ultrassensível", "38,6", "ng/L", TROP_REF, "trop_hs", bold=B),
    rtime(a, D, "CK total", "210", "U/L", "Homens: 39 a 308 U/L\nMulheres: 26 a 192 U/L", "ck"),
    rtime(a, D, "CK-MB massa", "7,8", "ng/mL", "Até 4,9 ng/mL", "ckmb", bold=B),
    rtime(a, D, "NT-proBNP", "1.245", "pg/mL", "Até 74 anos: inferior a 125 pg/mL\n75 anos ou mais: inferior a 450 pg/mL", "ntprobnp", bold=B),
    rtime(a, D, "BNP", "312", "pg/mL", "Inferior a 100 pg/mL", "bnp", bold=B),
    rtime(a, D, "D-dímero", "0,42", "µg/mL FEU", "Inferior a 0,50 µg/mL FEU", "ddimer"),
    rtime(a, D, "Potássio", "3,4", "mmol/L", "3,5 a 5,1 mmol/L", "k", bold=B),
    rtime(a, D, "Magnésio", "0,71", "mmol/L", "0,66 a 1,07 mmol/L", "mg_mol"),
    rtime(a, D, "Creatinina", "97", "µmol/L", "Homens: 64 a 104 µmol/L\nMulheres: 49 a 90 µmol/L", "crea_mol"),
    rtime(a, D, "Glicose", "7,8", "mmol/L", "3,9 a 7,8 mmol/L (sem jejum)", "glu_mol"),
    rtime(a, D, "Desidrogenase láctica", "245", "U/L", "135 a 225 U/L", "ldh", bold=B),
    rtime(a, D, "Amilase", "58", "U/L", "28 a 100 U/L", "amyl"),
    rtime(a, D, "Lipase", "29", "U/L", "13 a 60 U/L", "lip"),
    rtime(a, D, "Proteína C reativa", "4,2", "mg/L", "Inferior a 5,0 mg/L", "crp"),
    rtime(a, D, "Procalcitonina", "< 0,05", "ng/mL", "Inferior a 0,50 ng/mL", "pct"),
    rtime(b, D2, "Troponina I ultrassensível", "112,4", "ng/L", TROP_REF, "trop_hs", bold=B),
    rtime(b, D2, "CK-MB massa", "14,6", "ng/mL", "Até 4,9 ng/mL", "ckmb", bold=B),
    rtime(c, D2, "Troponina I ultrassensível", "186,0", "ng/L", TROP_REF, "trop_hs", bold=B),
    rtime(c, D2, "TTPa — tempo", "58,2", "s", "25,0 a 35,0 s", "aptt_s", bold=B),
    rtime(c, D2, "TTPa — relação", "1,92", "", "0,80 a 1,25", "aptt_r", bold=B),
    rtime(c, D2, "Potássio", "4,0", "mmol/L", "3,5 a 5,1 mmol/L", "k"),
]

page = [
    Heading("EXAMES DE URGÊNCIA — UNIDADE CORONARIANA", [
        "Cada resultado é apresentado com a data e a hora da respectiva coleta.",
        "Material: soro / plasma (heparina de lítio); TTPa em plasma citratado; D-dímero em plasma citratado"], style="rule"),
    Table(COLS, rows, style="grid", size=0.96),
    Para("Valores em negrito fora do intervalo de referência. Troponina I ultrassensível: variação superior a 20 % entre "
         "coletas seriadas sugere lesão miocárdica aguda.", size=0.85, italic=True),
    Para("Informação clínica: heparina não fracionada em infusão contínua desde 03/03/2025 00:30.", size=0.88),
    Para("Liberado por Bioq. Thaís G. Moretti — CRF-SP 71.906 — relatório emitido em 03/03/2025 05:31.", size=0.88),
]

REPORT = Report(
    id="a10",
    lab="Hospital Cardiológico Bandeirantes — Laboratório de Emergência",
    default_date=D,
    theme=dict(font="cond", size=8.6, accent="#b22222", pad="0.5mm 1.3mm"),
    header=dict(style="band", name="Hospital Cardiológico Bandeirantes", tag="Laboratório de Emergência 24 h",
                lines=["Rua Barão de Jaguara, 2.440 — Centro — Campinas/SP — (19) 3777-5000 — CNES 3344556 — RT: Dr. Gilberto F. Lima — CRM-SP 76.310"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "ROBERTO TADEU CAMARGO"), ("Sexo:", "Masculino"), ("Nasc.:", "02/02/1957")],
        [("Atendimento:", "PS-0302-1187"), ("Entrada no PS:", "02/03/2025 22:15"), ("Setor:", "Unidade Coronariana")],
        [("Médico:", "Dr. Fábio N. Ramos — CRM-SP 121.334"), ("Relatório emitido em:", "03/03/2025 05:31")],
    ]),
    pages=[page],
    footer=["Hospital Cardiológico Bandeirantes — Laboratório de Emergência — resultados críticos comunicados à equipe assistente."],
    page_label="Página {p} de {n}",
)
