"""a03 - older private-lab system, Recife. UPPER CASE WITHOUT ACCENTS, monospace,
literal dotted leaders "NAME......: value UNIT   reference", differential with
% and /MM3 on one line, coagulation block with sub-rows named only "TEMPO"."""
from specs.common import *

D = "2025-01-21"


def L(name, vt, unit, ref, key, w=28, pname=None):
    txt = "%s: %9s %-12s %s" % ((name + " ").ljust(w, "."), vt, unit, ref)
    return (txt, [Res(pname or name.strip(), vt, unit, key)])


def DF(name, pct, ab, rp, ra, kp, ka):
    txt = "%s: %5s %%  %7s /MM3      %-9s %s" % ((name + " ").ljust(28, "."), pct, ab, rp, ra)
    return (txt, [Res(name, pct, "%", kp), Res(name, ab, "/MM3", ka)])


def T(s):
    return (s, [])


hemo = Pre([
    T("HEMOGRAMA COMPLETO                       MATERIAL: SANGUE TOTAL (EDTA)"),
    T("                                         METODO: AUTOMATIZADO / MICROSCOPIA"),
    T(""),
    T("ERITROGRAMA                       RESULTADO               VALORES DE REFERENCIA"),
    L("HEMACIAS", "4,98", "MILHOES/MM3", "4,50 A 5,90", "rbc"),
    L("HEMOGLOBINA", "15,1", "G/DL", "13,5 A 17,5", "hgb"),
    L("HEMATOCRITO", "45,2", "%", "41,0 A 53,0", "hct"),
    L("VCM", "90,8", "FL", "80,0 A 100,0", "mcv"),
    L("HCM", "30,3", "PG", "26,0 A 34,0", "mch"),
    L("CHCM", "33,4", "G/DL", "31,0 A 36,0", "mchc"),
    L("RDW", "12,6", "%", "11,5 A 14,5", "rdw"),
    T(""),
    T("LEUCOGRAMA                        RELATIVO   ABSOLUTO        REFERENCIA (% E /MM3)"),
    ("%s: %17s /MM3      %s" % ("LEUCOCITOS ".ljust(28, "."), "5.200", "4.000 A 10.000"),
     [Res("LEUCOCITOS", "5.200", "/MM3", "wbc")]),
    DF("NEUTROFILOS", "62", "3.224", "40 A 70", "1.800 A 7.000", "neut_pct", "neut_abs"),
    DF("EOSINOFILOS", "2", "104", "1 A 5", "40 A 500", "eos_pct", "eos_abs"),
    DF("BASOFILOS", "0", "0", "0 A 2", "0 A 200", "baso_pct", "baso_abs"),
    DF("LINFOCITOS", "28", "1.456", "20 A 45", "1.000 A 4.500", "lymph_pct", "lymph_abs"),
    DF("MONOCITOS", "8", "416", "2 A 10", "100 A 1.000", "mono_pct", "mono_abs"),
    T(""),
    L("PLAQUETAS", "196.000", "/MM3", "150.000 A 450.000", "plt"),
    L("RETICULOCITOS", "1,2", "%", "0,5 A 2,0", "retic"),
    T("OBS.: SERIE VERMELHA, BRANCA E PLAQUETARIA SEM ALTERACOES MORFOLOGICAS."),
])

coag = Pre([
    T("VELOCIDADE DE HEMOSSEDIMENTACAO (VHS)    MATERIAL: SANGUE TOTAL (EDTA)"),
    T("                                         METODO: WESTERGREN MODIFICADO"),
    L("VHS", "12", "MM/1A HORA", "ATE 20", "esr"),
    T(""),
    T("COAGULOGRAMA                             MATERIAL: PLASMA CITRATADO"),
    T("                                         METODO: COAGULOMETRICO (DETECCAO OPTICA)"),
    T("TEMPO DE PROTROMBINA (TP)"),
    L("  TEMPO", "13,8", "SEG", "10,0 A 13,5   CONTROLE: 12,1 SEG", "pt_s"),
    L("  ATIVIDADE", "82", "%", "70 A 100", "pt_pct"),
    L("  RNI", "1,12", "", "0,90 A 1,20", "inr"),
    T("TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)"),
    L("  TEMPO", "31,4", "SEG", "25,0 A 35,0   CONTROLE: 29,9 SEG", "aptt_s"),
    L("  RELACAO PACIENTE/CONTROLE", "1,05", "", "ATE 1,25", "aptt_r"),
    L("FIBRINOGENIO", "312", "MG/DL", "200 A 400", "fib"),
    L("D-DIMERO", "380", "NG/ML FEU", "INFERIOR A 500", "ddimer"),
    T(""),
    T("GLICOSE                                  MATERIAL: SORO   METODO: ENZIMATICO"),
    L("GLICOSE", "101", "MG/DL", "70 A 99", "glu_fast"),
])

REPORT = Report(
    id="a03",
    lab="LABORATORIO SAO LUCAS ANALISES CLINICAS LTDA",
    default_date=D,
    theme=dict(font="mono", size=8.6, accent="#000000"),
    header=dict(style="mono", name="LABORATORIO SAO LUCAS ANALISES CLINICAS LTDA",
                lines=["RUA DO HOSPICIO, 455 - BOA VISTA - RECIFE/PE - CEP 50050-050 - FONE (81) 3222-0000",
                       "RESP. TECNICO: DR. ANTONIO C. VASCONCELOS - CRM-PE 11.223 - CNPJ 23.456.789/0001-01",
                       "=" * 86]),
    patient=dict(style="mono", lines=[
        "PACIENTE: SEVERINO JOSE DA SILVA FILHO                  SEXO: M   IDADE: 66A",
        "NASC.: 03/09/1958    CONVENIO: PARTICULAR    PEDIDO: 0125-004471",
        "MEDICO: DR. MARCOS T. ARRUDA - CRM-PE 14.552",
        "COLETA: 21/01/2025 07:40   ENTRADA: 20/01/2025 16:12   IMPRESSO EM: 22/01/2025 10:03",
        "-" * 86,
    ]),
    pages=[[hemo, coag,
            Pre([T("-" * 86),
                 T("LIBERADO POR: BIOQ. RENATA F. CAVALCANTI - CRF-PE 3.318 EM 21/01/2025 15:47"),
                 T("VALORES DE REFERENCIA PARA ADULTOS DO SEXO MASCULINO.")])]],
    footer=["LAB. SAO LUCAS - UNIDADE BOA VISTA - ESTE LAUDO SO TEM VALIDADE COM ASSINATURA ELETRONICA"],
    page_label="PAG. {p}/{n}",
)
