"""d04 - university hospital in the South with an old laboratory information system.

Everything upper case and without accents, monospaced fixed-width columns, units upper case
("MG/DL", "MEQ/L", "SEG", "/MM3"), "DATA DA AMOSTRA: 14/04/2025 05:30" in the header, control
times printed beside the coagulation results (not results), one label broken over two lines
("RELACAO ALBUMINA/" + "GLOBULINA"), ethanol "INFERIOR A 10".
"""
from lib import *

LAB = 'Hospital Universitário do Planalto Médio - Laboratório de Análises Clínicas'

STY = {
    'base': dict(font='mono', size=7.8, lh=1.28),
    'b': dict(b=True),
    'h1': dict(b=True, size=8.4),
    'sec': dict(b=True),
}

NW = 33   # name column width (characters)


def build():
    rep = Report('d04', LAB, '2025-04-14', STY, margins=(10, 12, 10, 14), title='HUPM - LABORATORIO')
    R = rep.R

    def x(name, an, loinc, vt, unit, alts=(), pname=None):
        return R(pname or name, an, loinc, vt, unit, alts=alts)

    hb = x('HEMOGLOBINA', 'Hemoglobin', '718-7', '10,4', 'G/DL')
    ht = x('HEMATOCRITO', 'Hematocrit', '4544-3', '31,2', '%', ['20570-8'])
    he = x('HEMACIAS', 'Erythrocytes', '789-8', '3,05', 'MILHOES/MM3', ['26453-1'])
    vcm = x('VCM', 'MCV', '787-2', br(31.2 / 3.05 * 10, 1), 'FL')
    leu = x('LEUCOCITOS', 'Leukocytes', '6690-2', '4.100', '/MM3', ['26464-8'])
    plq = x('PLAQUETAS', 'Platelets', '777-3', '86.000', '/MM3', ['26515-7'])

    glic = x('GLICOSE', 'Glucose', '2345-7', '112', 'MG/DL')
    ure = x('UREIA', 'Urea', '3091-6', '48', 'MG/DL')
    cre = x('CREATININA', 'Creatinine', '2160-0', '1,28', 'MG/DL')
    na = x('SODIO', 'Sodium', '2951-2', '131', 'MEQ/L')
    k = x('POTASSIO', 'Potassium', '2823-3', '3,4', 'MEQ/L')
    cl = x('CLORO', 'Chloride', '2075-0', '97', 'MEQ/L')
    mg = x('MAGNESIO', 'Magnesium', '19123-9', '1,6', 'MG/DL')
    p = x('FOSFORO', 'Phosphate', '2777-1', '2,8', 'MG/DL')
    ca = x('CALCIO', 'Calcium', '17861-6', '8,2', 'MG/DL', ['2000-8'])

    tgo = x('TGO (AST)', 'AST', '1920-8', '88', 'U/L')
    tgp = x('TGP (ALT)', 'ALT', '1742-6', '42', 'U/L')
    fa = x('FOSFATASE ALCALINA', 'Alkaline phosphatase', '6768-6', '168', 'U/L')
    ggt = x('GAMA GT', 'GGT', '2324-2', '212', 'U/L')
    bt = x('BILIRRUBINA TOTAL', 'Bilirubin total', '1975-2', '3,8', 'MG/DL')
    bd = x('BILIRRUBINA DIRETA', 'Bilirubin direct', '1968-7', '2,4', 'MG/DL')
    bi = x('BILIRRUBINA INDIRETA', 'Bilirubin indirect', '1971-1', '1,4', 'MG/DL')
    pt = x('PROTEINAS TOTAIS', 'Protein total', '2885-2', '6,2', 'G/DL')
    alb = x('ALBUMINA', 'Albumin', '1751-7', '2,6', 'G/DL')
    glob = x('GLOBULINAS', 'Globulin', '10834-0', '3,6', 'G/DL')
    ag = x('RELACAO ALBUMINA/GLOBULINA', 'Albumin/globulin ratio', '1759-0', br(2.6 / 3.6, 2), '')
    amy = x('AMILASE', 'Amylase', '1798-8', '64', 'U/L')
    lip = x('LIPASE', 'Lipase', '3040-3', '38', 'U/L')

    tp = x('TEMPO DE PROTROMBINA', 'Prothrombin time', '5902-2', '18,6', 'SEG')
    atp = x('ATIVIDADE DE PROTROMBINA', 'Prothrombin activity', '5894-1', '52', '%')
    rni = x('RNI', 'INR', '6301-6', '1,56', '', ['34714-6'])
    ttpa = x('TTPA', 'aPTT', '14979-9', '41,2', 'SEG', ['3173-2'])
    rttpa = x('RELACAO TTPA', 'aPTT ratio', '63561-5', br(41.2 / 30.1, 2), '')

    pcr = x('PROTEINA C REATIVA', 'C-reactive protein', '1988-5', '18,4', 'MG/L')
    eta = x('ETANOL SERICO', 'Ethanol', '5643-2', 'INFERIOR A 10', 'MG/DL')
    hbs = x('HBSAG', 'Hepatitis B virus surface antigen', '5196-1', 'NAO REAGENTE', '', ['5195-3'])
    hcv = x('ANTI-HCV', 'Hepatitis C virus antibody', '16128-1', 'NAO REAGENTE', '', ['13955-0'])

    def row(res, ref, flag='', name=None, vw=12):
        name = name if name is not None else res.name
        return L(f'{name:<{NW}}', ' ' * (vw - len(res.vt)), S(res.V, sty='b'), '  ', res.U,
                 ' ' * (12 - len(res.unit)), f'{flag:<3}', ref)

    def sec(t):
        return L(f'*** {t} ***', sty='b')

    dash = '-' * 104
    eq = '=' * 104

    def header(pn, n):
        return [Lines([
            L(f'{"HOSPITAL UNIVERSITARIO DO PLANALTO MEDIO - HUPM":<92}PAG.: {pn}/{n}', sty='h1'),
            L('LABORATORIO DE ANALISES CLINICAS - SIL V3.2 (C) 1998', sty='h1'),
            L('RUA TEIXEIRA SOARES, 885 - CENTRO - PASSO FUNDO/RS - CEP 99010-080 - FONE (54) 3316-4402'),
            L(eq),
            L(f'{"PACIENTE: ADEMIR LUIZ BORTOLINI":<58}PRONTUARIO: 0412887'),
            L(f'{"DATA NASC: 22/07/1961   IDADE: 63A   SEXO: M":<58}LEITO: 3B-312 (CLINICA MEDICA)'),
            L(f'{"MEDICO: DR. FABIANO SCHNEIDER DAL MOLIN - CRM 24517":<58}INTERNACAO: 11/04/2025'),
            L(f'{"DATA DA AMOSTRA: 14/04/2025 05:30":<36}{"RECEBIDO: 14/04/2025 06:12":<30}'
              f'No AMOSTRA: 25041400318'),
            L(eq),
            L(f'{"EXAME":<{NW}}{"RESULTADO":>12}  {"UNIDADE":<12}   VALORES DE REFERENCIA'),
            L(dash)])]

    def footer(pn, n):
        return [Lines([
            L(dash),
            L('H = ACIMA DO VALOR DE REFERENCIA   L = ABAIXO DO VALOR DE REFERENCIA   * = VALOR CRITICO'),
            L(f'IMPRESSO EM: 15/04/2025 10:22   USUARIO: ENF3B   TERMINAL: CM03   {"PAG.: " + str(pn) + "/" + str(n):>28}'),
        ])]

    rep.header, rep.footer = header, footer

    p1 = Lines([
        sec('HEMATOLOGIA'),
        row(hb, '13,0 A 17,0', 'L'), row(ht, '39,0 A 50,0', 'L'), row(he, '4,30 A 5,70', 'L'),
        row(vcm, '80,0 A 100,0', 'H'), row(leu, '4.000 A 10.000'), row(plq, '150.000 A 450.000', 'L'),
        L('OBS: MACROCITOSE. PLAQUETOPENIA CONFIRMADA EM LAMINA.'),
        L('LIBERADO: 14/04/2025 07:15   RESP.: BIOQ. SANDRA M. KUNZ - CRF-RS 8872'),
        L(''),
        sec('BIOQUIMICA'),
        row(glic, '70 A 99', 'H'), row(ure, '15 A 45', 'H'), row(cre, '0,70 A 1,20', 'H'),
        row(na, '136 A 145', 'L'), row(k, '3,5 A 5,1', 'L'), row(cl, '98 A 107', 'L'),
        row(mg, '1,7 A 2,4', 'L'), row(p, '2,5 A 4,5'), row(ca, '8,6 A 10,2', 'L'),
        L('LIBERADO: 14/04/2025 08:02   RESP.: BIOQ. SANDRA M. KUNZ - CRF-RS 8872'),
        L(''),
        sec('FUNCAO HEPATICA E PANCREATICA'),
        row(tgo, 'ATE 40', 'H'), row(tgp, 'ATE 41', 'H'), row(fa, '40 A 129', 'H'), row(ggt, '8 A 61', 'H'),
        row(bt, 'ATE 1,2', 'H'), row(bd, 'ATE 0,3', 'H'), row(bi, 'ATE 0,9', 'H'),
        row(pt, '6,4 A 8,3', 'L'), row(alb, '3,5 A 5,2', 'L'), row(glob, '2,3 A 3,5', 'H'),
        L('RELACAO ALBUMINA/'),
        row(ag, '1,10 A 2,20', 'L', name='  GLOBULINA'),
        row(amy, '28 A 100'), row(lip, '13 A 60'),
        L('LIBERADO: 14/04/2025 08:40   RESP.: BIOQ. SANDRA M. KUNZ - CRF-RS 8872'),
    ])
    p2 = Lines([
        sec('COAGULACAO'),
        row(tp, '10,0 A 13,5', 'H'),
        L(f'{"":<{NW}}{"CONTROLE: 12,4 SEG":>24}'),
        row(atp, '70 A 100', 'L'), row(rni, 'ATE 1,20 (SEM ANTICOAGULANTE)', 'H'),
        row(ttpa, '25,0 A 36,0', 'H'),
        L(f'{"":<{NW}}{"CONTROLE: 30,1 SEG":>24}'),
        row(rttpa, 'ATE 1,20', 'H'),
        L('LIBERADO: 14/04/2025 08:10   RESP.: BIOQ. SANDRA M. KUNZ - CRF-RS 8872'),
        L(''),
        sec('IMUNOLOGIA / TOXICOLOGIA'),
        row(pcr, 'ATE 5,0', 'H'),
        row(eta, 'INFERIOR A 10 (NAO DETECTAVEL)', vw=14),
        row(hbs, 'NAO REAGENTE', vw=14),
        row(hcv, 'NAO REAGENTE', vw=14),
        L('METODO HBSAG/ANTI-HCV: QUIMIOLUMINESCENCIA (CMIA). ETANOL: ENZIMATICO (ADH).'),
        L('LIBERADO: 14/04/2025 11:26   RESP.: BIOQ. VALDIR A. ZANELLA - CRF-RS 5120'),
        L(''),
        L('*** FIM DO LAUDO ***'),
    ])
    rep.page(p1)
    rep.page(p2)
    return rep
