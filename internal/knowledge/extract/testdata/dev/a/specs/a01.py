"""a01 - private lab, Sao Paulo. One exam per heading with material/method lines,
graphic dotted leaders, CBC with differential in % and /mm3, 2 pages with the
header/patient block/footer repeated. A previous HbA1c with its own date."""
from specs.common import *

D = "2025-03-14"

COLS = [("", 34, "L"), ("Resultado", 13, "R"), ("", 15, "L"), ("Valores de referência", 38, "L")]


def T(rows, header=True):
    return Table(COLS, rows, style="plain", header=header, dots_col=0)


def diff(name, pct, ab, rp, ra, kp, ka, indent=False):
    nm = ("   " + name) if indent else name
    return Row([nm, pct, "%", ab, "/mm³", rp, ra],
               [Res(name, pct, "%", kp), Res(name, ab, "/mm³", ka)])


DCOLS = [("", 27, "L"), ("Relativo", 10, "R"), ("", 4, "L"), ("Absoluto", 11, "R"), ("", 7, "L"),
         ("Ref. (%)", 12, "L"), ("Ref. (/mm³)", 17, "L")]

page1 = [
    Heading("HEMOGRAMA COMPLETO", [
        "Material: Sangue total com EDTA",
        "Método: Automatizado — citometria de fluxo fluorescente e impedância; revisão microscópica do esfregaço"]),
    T([
        G("ERITROGRAMA"),
        r4("Hemácias", "4,38", "milhões/mm³", "3,90 a 5,03 milhões/mm³", "rbc"),
        r4("Hemoglobina", "13,1", "g/dL", "12,0 a 15,5 g/dL", "hgb"),
        r4("Hematócrito", "39,4", "%", "35,0 a 45,0 %", "hct"),
        r4("VCM", "90,0", "fL", "81,0 a 101,0 fL", "mcv"),
        r4("HCM", "29,9", "pg", "26,0 a 34,0 pg", "mch"),
        r4("CHCM", "33,2", "g/dL", "31,0 a 36,0 g/dL", "mchc"),
        r4("RDW", "13,1", "%", "11,6 a 14,8 %", "rdw"),
    ]),
    Table(DCOLS, [
        G("LEUCOGRAMA"),
        Row(["Leucócitos", "", "", "6.840", "/mm³", "", "3.500 a 10.500"], [Res("Leucócitos", "6.840", "/mm³", "wbc")]),
        diff("Neutrófilos", "58", "3.967", "45 a 75", "1.700 a 8.000", "neut_pct", "neut_abs"),
        diff("Bastonetes", "1", "68", "0 a 5", "0 a 500", "band_pct", "band_abs", indent=True),
        diff("Segmentados", "57", "3.899", "45 a 70", "1.700 a 7.000", "seg_pct", "seg_abs", indent=True),
        diff("Eosinófilos", "3", "205", "1 a 5", "50 a 500", "eos_pct", "eos_abs"),
        diff("Basófilos", "1", "68", "0 a 2", "0 a 200", "baso_pct", "baso_abs"),
        diff("Linfócitos", "31", "2.120", "20 a 45", "900 a 3.500", "lymph_pct", "lymph_abs"),
        diff("Monócitos", "7", "479", "2 a 10", "100 a 1.000", "mono_pct", "mono_abs"),
    ], style="plain", dots_col=0),
    T([
        G("PLAQUETOGRAMA"),
        r4("Plaquetas", "248.000", "/mm³", "150.000 a 450.000 /mm³", "plt"),
        r4("VPM", "10,4", "fL", "9,2 a 12,6 fL", "mpv"),
    ], header=False),
    Para("Série vermelha: normocitose e normocromia. Série branca: sem alterações morfológicas. "
         "Plaquetas: morfologia habitual, sem agregados.", size=0.85, italic=True),
    Heading("CREATININA", ["Material: Soro", "Método: Colorimétrico cinético (Jaffé compensado)"]),
    T([
        r4("Creatinina", "0,74", "mg/dL", "0,50 a 0,90 mg/dL", "crea"),
        r4("Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "> 90", "mL/min/1,73 m²",
           "Normal: acima de 60 mL/min/1,73 m²", "egfr"),
    ]),
]

page2 = [
    Heading("GLICOSE — JEJUM", ["Material: Soro (jejum de 10 horas)", "Método: Enzimático — hexoquinase"]),
    T([r4("Glicose", "92", "mg/dL",
          "Normal: 70 a 99 mg/dL\nTolerância à glicose diminuída: 100 a 125 mg/dL\nDiabetes mellitus: igual ou superior a 126 mg/dL",
          "glu_fast")]),
    Heading("HEMOGLOBINA GLICADA (HbA1c)", [
        "Material: Sangue total com EDTA",
        "Método: HPLC — cromatografia líquida de alta eficiência (certificado NGSP)"]),
    T([
        r4("Hemoglobina glicada", "5,6", "%", "Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: igual ou superior a 6,5 %", "hba1c"),
        r4("Glicose média estimada", "114", "mg/dL", "Calculada a partir da HbA1c (ADAG)", "eag"),
    ]),
    Para("Resultado anterior — Hemoglobina glicada: 5,9 % (coleta em 10/10/2024)", size=0.88,
         results=[Res("Hemoglobina glicada", "5,9", "%", "hba1c", "2024-10-10")]),
    Heading("PERFIL LIPÍDICO", [
        "Material: Soro — jejum não obrigatório",
        "Método: Enzimático colorimétrico automatizado; LDL e VLDL calculados pela equação de Friedewald"]),
    T([
        r4("Colesterol total", "186", "mg/dL", "Desejável: inferior a 190 mg/dL", "chol"),
        r4("HDL-colesterol", "58", "mg/dL", "Desejável: superior a 40 mg/dL", "hdl"),
        r4("LDL-colesterol", "107", "mg/dL",
           "Baixo risco: inferior a 130 mg/dL\nRisco intermediário: inferior a 100 mg/dL\n"
           "Alto risco: inferior a 70 mg/dL\nMuito alto risco: inferior a 50 mg/dL", "ldl"),
        r4("VLDL-colesterol", "21", "mg/dL", "Inferior a 30 mg/dL", "vldl"),
        r4("Colesterol não-HDL", "128", "mg/dL",
           "Baixo risco: inferior a 160 mg/dL\nRisco intermediário: inferior a 130 mg/dL\n"
           "Alto risco: inferior a 100 mg/dL\nMuito alto risco: inferior a 80 mg/dL", "nonhdl"),
        r4("Triglicerídeos", "104", "mg/dL", "Com jejum: inferior a 150 mg/dL\nSem jejum: inferior a 175 mg/dL", "tg"),
    ]),
    Heading("TSH — HORMÔNIO TIREOESTIMULANTE", ["Material: Soro", "Método: Imunoensaio por quimioluminescência"]),
    T([r4("TSH", "2,14", "µUI/mL", "0,45 a 4,50 µUI/mL", "tsh")]),
    Heading("T4 LIVRE — TIROXINA LIVRE", ["Material: Soro", "Método: Imunoensaio por quimioluminescência"]),
    T([r4("T4 livre", "1,12", "ng/dL", "0,70 a 1,48 ng/dL", "ft4")]),
    Spacer(3),
    Para("Liberado eletronicamente por Dra. Helena M. Prado — CRBM-SP 14.221 em 15/03/2025 14:22", size=0.85),
]

REPORT = Report(
    id="a01",
    lab="Vitalis Medicina Diagnóstica",
    default_date=D,
    theme=dict(font="sans", size=8.4, accent="#0b5c8a"),
    header=dict(style="left", name="Vitalis Medicina Diagnóstica",
                lines=["Av. Brigadeiro Faria Lima, 2.100 — Jardim Paulistano — São Paulo/SP — CEP 01452-000",
                       "Central de atendimento (11) 4004-1234 — www.vitalisdiagnostica.com.br"],
                right=["LAUDO DE EXAMES", "Pedido nº 2503140457", "Unidade Pinheiros"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "MARIANA COSTA LEMOS"), ("Sexo:", "Feminino")],
        [("Data de nascimento:", "22/07/1979 (45 anos)"), ("Convênio:", "Saúde Plena Empresarial")],
        [("Médico solicitante:", "Dr. Ricardo A. Nunes — CRM-SP 98.765"), ("Cadastro:", "13/03/2025 17:48")],
        [("Data da coleta:", "14/03/2025 08:05"), ("Liberação:", "15/03/2025 14:22")],
    ]),
    pages=[page1, page2],
    footer=["Vitalis Medicina Diagnóstica Ltda. — CNPJ 12.345.678/0001-90 — Responsável técnico: Dr. Paulo R. Siqueira — CRM-SP 87.654",
            "Impresso em 15/03/2025 16:40. A interpretação dos resultados deve considerar os dados clínicos do paciente."],
    page_label="Página {p} de {n}",
)
