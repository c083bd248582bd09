"""ba02 – neonatal screening (dried blood spot) recall: 1st and 2nd sample side by side, plus
confirmatory serum thyroid tests with references by age.  Goiânia – GO."""
from reports.common import *

LAB = Lab(
    name="Instituto Girassol de Triagem Neonatal",
    subtitle="Serviço de Referência em Triagem Neonatal – Laboratório de Análises Clínicas",
    address="Av. T-7, 1.380 – Setor Bueno",
    city="Goiânia – GO",
    contact="(62) 3091-4420 · triagem@institutogirassol.org.br",
    ids="CNPJ 08.517.336/0001-09 · CNES 6021448",
    rt="",
)
STYLE = Style(font="dejavu-serif", size=8.2, accent="#8a5a00", header="centered", patient_cols=3,
              patient_widths=[0.42, 0.30, 0.28])

DBS1, DBS2 = "2025-02-06", "2025-02-24"
SER = "2025-02-25"


def pair(name, analyte, loinc, v1, f1, v2, f2, unit, alts=()):
    a = Res(name, analyte, loinc, v1, unit, f1, DBS1, alts)
    b = Res(name, analyte, loinc, v2, unit, f2, DBS2, alts) if v2 is not None else None
    return a, b


tsh1, tsh2 = pair("TSH neonatal", "Thyrotropin [Units/volume] in DBS", "29575-8", "14,6", "*", "8,2", "*", "µUI/mL")
phe1, phe2 = pair("Fenilalanina", "Phenylalanine [Mass/volume] in DBS", "29572-5", "1,1", "", "0,9", "", "mg/dL")
ohp1, ohp2 = pair("17-OH-progesterona", "17-Hydroxyprogesterone [Mass/volume] in DBS", "38473-5", "12,8", "", "7,4", "", "ng/mL")
irt1, irt2 = pair("IRT (tripsinogênio\nimunorreativo)", "Trypsinogen I Free [Mass/volume] in DBS", "48633-2", "38,2", "", "21,5", "",
                  "ng/mL")
bio1, bio2 = pair("Biotinidase", "Biotinidase [Presence] in DBS", "38478-4", "Atividade normal", "", "Atividade normal", "", "",
                  ("75217-0",))
gal1, _ = pair("Galactose total", "Galactose [Mass/volume] in DBS", "54084-9", "4,2", "", None, "", "mg/dL")


def drow(disease, r1, r2, cut, unit_txt=None):
    c2 = V(r2, align="C", bold=False) if r2 is not None else T("não repetido", italic=True, align="C")
    u = U(r1) if r1.unit else T("—")
    return Row([T(disease), N(r1), V(r1, align="C", bold=False), c2, u, T(cut)])


dbs = Table(
    cols=[Col("Doença triada", 45), Col("Analito", 42), Col("1ª amostra\n06/02/2025", 26, "C"),
          Col("2ª amostra\n24/02/2025", 26, "C"), Col("Unidade", 15), Col("Valor de corte", 30)],
    rows=[drow("Hipotireoidismo congênito", tsh1, tsh2, "< 6,0"),
          drow("Fenilcetonúria", phe1, phe2, "< 4,0"),
          drow("Hiperplasia adrenal congênita", ohp1, ohp2, "ver tabela (peso)"),
          drow("Fibrose cística", irt1, irt2, "< 70,0"),
          drow("Deficiência de biotinidase", bio1, bio2, "atividade normal"),
          drow("Galactosemia", gal1, None, "< 10,0")],
    rules="box", size=7.6)

ohp_ref = Table(
    cols=[Col("Peso ao nascer", 36), Col("17-OHP – corte (ng/mL)", 50, "C")],
    rows=[Row([T("< 1.500 g"), T("< 40,0")]), Row([T("1.500 a 2.000 g"), T("< 26,0")]),
          Row([T("2.001 a 2.500 g"), T("< 19,0")]), Row([T("> 2.500 g"), T("< 15,0")])],
    rules="hlines", size=7.4, pad=0.4)

TSH = Res("TSH (hormônio tireoestimulante)", "Thyrotropin [Units/volume] in Serum or Plasma", "3016-3", "6,85", "µUI/mL", "",
          SER, ("11580-8",))
FT4 = Res("T4 livre (tiroxina livre)", "Thyroxine (T4) free [Mass/volume] in Serum or Plasma", "3024-7", "1,42", "ng/dL", "", SER)
OHP = Res("17-OH-progesterona", "17-Hydroxyprogesterone [Mass/volume] in Serum or Plasma", "1668-3", "1,9", "ng/mL", "", SER)
conf = Table(
    cols=[Col("Exame", 52), Col("Resultado", 22, "R"), Col("Unidade", 18), Col("Valores de referência por idade", 92)],
    rows=[Row([N(TSH), V(TSH), U(TSH), T("0 a 14 dias: 1,00 a 39,0\n15 dias a 3 meses: 0,72 a 11,0\n3 a 12 meses: 0,73 a 8,35")]),
          Row([N(FT4), V(FT4), U(FT4), T("0 a 14 dias: 1,05 a 3,21\n15 dias a 3 meses: 0,89 a 2,20\n3 a 12 meses: 0,92 a 1,99")]),
          Row([N(OHP), V(OHP), U(OHP), T("RN a termo (15 a 30 dias): até 3,0\nLactentes (1 a 12 meses): até 2,0")])],
    rules="hlines", header_shade=False, size=8.0)

REPORT = Report(
    id="ba02", lab=LAB, style=STYLE,
    patient=[("Criança", "Lívia Ferreira Andrade"), ("Sexo", "Feminino"), ("Cartão SRTN", "GO-25-0041873"),
             ("Mãe", "Juliana Ferreira Andrade"), ("Nascimento", "02/02/2025 08:40"), ("Peso ao nascer", "3.120 g"),
             ("Unidade de coleta", "UBS Jardim América"), ("Idade gestacional", "39 semanas"), ("1ª mamada", "02/02/2025 09:30")],
    collected_default=DBS2,
    pages=[[
        H("TRIAGEM NEONATAL BIOLÓGICA (TESTE DO PEZINHO) – RECONVOCAÇÃO", 1, rule=True),
        KV([("Material", "Sangue seco em papel-filtro"), ("Motivo da reconvocação", "TSH neonatal acima do corte"),
            ("1ª amostra coletada em", "06/02/2025 (4º dia de vida)"), ("Recebida no laboratório em", "10/02/2025"),
            ("2ª amostra coletada em", "24/02/2025"), ("Reconvocação emitida em", "18/02/2025"),
            ("Transfusão prévia", "não"), ("Alimentação", "aleitamento materno exclusivo")],
           cols=2, size=7.9),
        Space(1),
        dbs,
        P("* Acima do valor de corte. Métodos (papel-filtro): TSH, 17-OHP e IRT – imunofluorimétrico; fenilalanina e galactose – "
          "fluorimétrico; biotinidase – colorimétrico semiquantitativo. Hemoglobinopatias: laudo emitido separadamente em 14/02/2025.",
          size=7.4, italic=True),
        Cols([[H("Valores de corte de 17-OHP por peso ao nascer", 3), ohp_ref],
              [H("Observação", 3),
               P("Na 2ª amostra o TSH neonatal permanece acima do valor de corte, com redução em relação à 1ª amostra. "
                 "Foi solicitada dosagem sérica confirmatória (abaixo). A criança deve comparecer ao ambulatório de "
                 "triagem em 12/03/2025.", size=7.6)]], gap=8),
        H("EXAMES CONFIRMATÓRIOS EM SORO (SANGUE VENOSO)", 1, rule=True),
        KV([("Material", "Soro"), ("Coletado em", "25/02/2025 08:20"), ("Método", "Eletroquimioluminescência")], cols=3,
           size=7.9),
        conf,
        P("Interpretação: TSH sérico dentro do intervalo esperado para a idade (23 dias de vida), com T4 livre normal – "
          "sugere hipertirotropinemia transitória. Recomenda-se repetir TSH e T4 livre em 30 dias.", size=7.6),
        Sig([["Dra. Beatriz Nogueira Prado", "Médica Geneticista", "CRM-GO 14.208"],
             ["Dr. Otávio Resende Caldas", "Farmacêutico-Bioquímico", "CRF-GO 5.117"]]),
    ]],
    footer_left="Emitido em 27/02/2025 11:05 · Documento assinado eletronicamente",
    footer_right="Protocolo TN-2025-018834",
    features="centered serif header; DBS screening table with 1st/2nd sample columns (two dates); * flags; qualitative "
             "'Atividade normal'; serum confirmation with references by age (multi-line cells); two small columns",
)
