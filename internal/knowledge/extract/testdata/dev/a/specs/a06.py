"""a06 - hospital ICU, Blumenau. Analyser-style printouts (monospace) in SI
units (x10^9/L, x10^12/L, g/L, L/L) with "Neutrofilos #" / "Neutrofilos %" and
H/L flags; blood gas collected the evening before (its own timestamp); a
chemistry grid with a collection date/time per row."""
from specs.common import *

D = "2025-02-10"
GAS = "2025-02-09"


def A(code, name, vt, unit, flag, ref, key, coll=None):
    txt = "%-7s %-15s %8s  %-8s %-3s %s" % (code, name, vt, unit, flag, ref)
    return (txt, [Res(name, vt, unit, key, coll)])


def T(s):
    return (s, [])


cbc = Pre([
    T("Cód.    Parâmetro       Resultado Unidade  Flg Intervalo de referência"),
    T("-" * 72),
    A("WBC", "Leucócitos", "14,62", "×10⁹/L", "H", "4,00 - 10,00", "wbc"),
    A("RBC", "Hemácias", "3,81", "×10¹²/L", "L", "4,50 - 5,90", "rbc"),
    A("HGB", "Hemoglobina", "112", "g/L", "L", "135 - 175", "hgb"),
    A("HCT", "Hematócrito", "0,338", "L/L", "L", "0,400 - 0,520", "hct"),
    A("MCV", "VCM", "88,7", "fL", "", "80,0 - 100,0", "mcv"),
    A("MCH", "HCM", "29,4", "pg", "", "27,0 - 33,0", "mch"),
    A("MCHC", "CHCM", "331", "g/L", "", "320 - 360", "mchc"),
    A("RDW-CV", "RDW-CV", "14,9", "%", "H", "11,5 - 14,5", "rdw"),
    A("RDW-SD", "RDW-SD", "48,2", "fL", "H", "39,0 - 46,0", "rdwsd"),
    A("PLT", "Plaquetas", "412", "×10⁹/L", "H", "150 - 400", "plt"),
    A("MPV", "VPM", "9,6", "fL", "", "9,0 - 12,5", "mpv"),
    A("NEUT#", "Neutrófilos #", "12,02", "×10⁹/L", "H", "1,80 - 7,70", "neut_abs"),
    A("NEUT%", "Neutrófilos %", "82,2", "%", "H", "40,0 - 75,0", "neut_pct"),
    A("LYMPH#", "Linfócitos #", "1,32", "×10⁹/L", "", "1,00 - 4,80", "lymph_abs"),
    A("LYMPH%", "Linfócitos %", "9,0", "%", "L", "20,0 - 45,0", "lymph_pct"),
    A("MONO#", "Monócitos #", "0,98", "×10⁹/L", "", "0,20 - 1,00", "mono_abs"),
    A("MONO%", "Monócitos %", "6,7", "%", "", "2,0 - 10,0", "mono_pct"),
    A("EO#", "Eosinófilos #", "0,22", "×10⁹/L", "", "0,02 - 0,50", "eos_abs"),
    A("EO%", "Eosinófilos %", "1,5", "%", "", "1,0 - 6,0", "eos_pct"),
    A("BASO#", "Basófilos #", "0,09", "×10⁹/L", "", "0,00 - 0,20", "baso_abs"),
    A("BASO%", "Basófilos %", "0,6", "%", "", "0,0 - 2,0", "baso_pct"),
    T("-" * 72),
    T("Mensagens: Neutrophilia / Anemia.  Revisão de lâmina: granulações tóxicas (+)."),
], size=0.95, box=True)


def GA(name, vt, unit, flag, ref, key):
    txt = "%-16s %8s  %-7s %-4s %s" % (name, vt, unit, flag, ref)
    return (txt, [Res(name, vt, unit, key, GAS)])


gas = Pre([
    T("Amostra: sangue arterial (radial D)   FiO2: 40 %   Temp.: 37,0 °C"),
    T("Parâmetro          Result.  Unidade Flag Referência"),
    T("-" * 72),
    GA("pH", "7,31", "", "L", "7,35 - 7,45", "ph_a"),
    GA("pCO2", "48,2", "mmHg", "H", "35,0 - 45,0", "pco2"),
    GA("pO2", "72,4", "mmHg", "L", "80,0 - 100,0", "po2"),
    GA("HCO3-", "23,5", "mmol/L", "", "22,0 - 26,0", "hco3"),
    GA("BE(B)", "-3,0", "mmol/L", "(A)", "-2,0 - +2,0", "be"),
    GA("sO2", "93,1", "%", "L", "95,0 - 98,0", "so2"),
    GA("Lactato", "2,8", "mmol/L", "H", "0,5 - 1,6", "lact_a"),
    GA("Na+", "136", "mmol/L", "", "136 - 145", "na_b"),
    GA("K+", "4,1", "mmol/L", "", "3,5 - 5,1", "k_b"),
    GA("Ca++ ionizado", "1,12", "mmol/L", "L", "1,15 - 1,29", "ica"),
    GA("Glicose", "8,9", "mmol/L", "H", "3,9 - 5,8", "glu_blood_mol"),
], size=0.95, box=True)

TCOLS = [("Data/hora coleta", 19, "L"), ("Exame", 26, "L"), ("Resultado", 13, "R"), ("Unidade", 12, "L"),
         ("Referência", 26, "L")]
chem = Table(TCOLS, [
    rtime("09/02/2025 20:15", GAS, "Creatinina", "121", "µmol/L", "62 a 106 µmol/L", "crea_mol", bold=(2,)),
    rtime("10/02/2025 05:40", D, "Creatinina", "106", "µmol/L", "62 a 106 µmol/L", "crea_mol"),
    rtime("10/02/2025 05:40", D, "Ureia", "9,8", "mmol/L", "2,8 a 8,1 mmol/L", "urea_mol", bold=(2,)),
    rtime("10/02/2025 05:40", D, "Proteína C reativa", "148", "mg/L", "inferior a 5,0 mg/L", "crp", bold=(2,)),
    rtime("10/02/2025 05:40", D, "Procalcitonina", "2,35", "ng/mL", "inferior a 0,50 ng/mL", "pct", bold=(2,)),
    rtime("10/02/2025 05:40", D, "Magnésio", "0,78", "mmol/L", "0,66 a 1,07 mmol/L", "mg_mol"),
    rtime("10/02/2025 05:40", D, "Albumina", "28", "g/L", "35 a 52 g/L", "alb", bold=(2,)),
], style="grid", size=0.95)

page = [
    Heading("HEMOGRAMA — analisador hematológico automatizado", ["Material: sangue total (EDTA)"],
            style="rule", right="Coleta: 10/02/2025 05:40"),
    cbc,
    Heading("GASOMETRIA ARTERIAL — analisador de gases sanguíneos", [], style="rule", right="Coleta: 09/02/2025 23:52"),
    gas,
    Heading("BIOQUÍMICA", ["Material: soro — data e hora de coleta indicadas em cada linha"], style="rule"),
    chem,
    Para("Conferido e liberado por Bioq. Marcos Hoffmann — CRF-SC 6.041 em 10/02/2025 07:02.", size=0.85),
]

REPORT = Report(
    id="a06",
    lab="Hospital Regional Vale do Itajaí — Laboratório de Análises Clínicas",
    default_date=D,
    theme=dict(font="sans", size=7.9, accent="#00563f", pad="0.4mm 1.2mm"),
    header=dict(style="band", name="Hospital Regional Vale do Itajaí", tag="Laboratório de Análises Clínicas",
                lines=["Rua Theodoro Holtrup, 980 — Vila Nova — Blumenau/SC — (47) 3321-9000 — RT: Dra. Ingrid Kuster — CRM-SC 14.509"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "ARNO SCHMITT"), ("Nasc.:", "17/08/1949"), ("Sexo:", "M")],
        [("Atendimento:", "2025-0041877"), ("Setor:", "UTI Adulto — Leito 07"), ("Internação:", "08/02/2025")],
    ]),
    pages=[page],
    footer=["Impressão: 10/02/2025 07:18 — Sistema de Informação Laboratorial — resultados sujeitos a revisão clínica."],
    page_label="{p}/{n}",
)
