"""f12 - Hospital Regional de Araguaína - Laboratório Clínico (LIS printout), Araguaína/TO.

Layout (related to the monospaced LIS listings of sets c and d, in a narrower variant): a 7-pt
monospaced printout, one line per test: "CODE  NAME ........ VALUE UNIT  [REF]  FLAG"; the column
header line ("COD  EXAME ... RESULTADO UNID. [REFERÊNCIA] FL") and the patient line are REPEATED at the
top of each of the 2 pages; reference in square brackets; H/L/HH flags in the last column (not part
of the value). Lab codes (HB, TAP, ...) at the start of the line are not part of the name.

Story: woman, 74, admitted 28/09/2026 with decompensated heart failure and atrial fibrillation on
warfarin: INR above range (3,6), NT-proBNP very high, mild renal impairment, hyponatraemia from
diuretics, low potassium-magnesium, mild anaemia, congestive liver tests.
Dates: collection 30/09/2026 06:15 ("DT.COLETA"); receipt 06:52; admission 28/09/2026; birth
03/01/1952; print "IMPRESSO 30/09/2026 09:41".
"""
from lib import *

AGE, FEM = 74, True


def build():
    d = '2026-09-30'
    ST = style(base=dict(font='mono', size=7.0), b=dict(b=True), h1=dict(font='mono', size=8.5, b=True))
    rep = FReport('f12', 'Hospital Regional de Araguaína - Laboratório Clínico', d, ST, margins=(12, 12, 12, 14),
                  title='HRA - LIS')
    rbc, hb, ht = 3.86, 10.6, 33.2
    vcm, hcm, chcm = indices(rbc, hb, ht)
    cr = 1.38
    tests = [
        ('HEMATOLOGIA - HEMOGRAMA COMPLETO (SANGUE TOTAL EDTA)',),
        ('HEM', 'rbc', 'Hemácias', f(rbc, 2), 'milh/µL', '3,90-5,20', 'L'), ('HB', 'hb', 'Hemoglobina', f(hb), 'g/dL', '12,0-15,5', 'L'),
        ('HT', 'ht', 'Hematócrito', f(ht), '%', '36,0-46,0', 'L'), ('VCM', 'vcm', 'VCM', f(vcm), 'fL', '80,0-100,0', ''),
        ('HCM', 'hcm', 'HCM', f(hcm), 'pg', '26,0-34,0', ''), ('CHCM', 'chcm', 'CHCM', f(chcm), 'g/dL', '31,0-36,0', ''),
        ('RDW', 'rdw', 'RDW-CV', '15,9', '%', '11,5-14,5', 'H'), ('LEU', 'wbc', 'Leucócitos', '8.100', '/µL', '4.000-10.000', ''),
        ('NEU', 'neu%', 'Neutrófilos segmentados', '71', '%', '40-70', 'H'), ('LIN', 'lin%', 'Linfócitos', '18', '%', '20-45', 'L'),
        ('MON', 'mon%', 'Monócitos', '8', '%', '2-10', ''), ('EOS', 'eos%', 'Eosinófilos', '2', '%', '1-5', ''),
        ('BAS', 'bas%', 'Basófilos', '1', '%', '0-2', ''), ('PLT', 'plt', 'Plaquetas', '188.000', '/µL', '150.000-450.000', ''),
        ('VPM', 'vpm', 'Volume plaquetário médio', '10,8', 'fL', '7,4-10,4', 'H'),
        ('COAGULAÇÃO (PLASMA CITRATADO)',),
        ('TAP', 'tp', 'Tempo de protrombina', '38,4', 's', '10,0-13,5', 'HH'), ('ATV', 'tpa', 'Atividade de protrombina', '21', '%', '70-100', 'L'),
        ('RNI', 'rni', 'RNI', '3,62', '', '0,80-1,20', 'HH'), ('TTPA', 'ttpa', 'TTPA', '36,1', 's', '25,0-35,0', 'H'),
        ('RTTP', 'ttpar', 'TTPA relação paciente/normal', '1,16', '', '0,80-1,25', ''), ('FIB', 'fib', 'Fibrinogênio', '389', 'mg/dL', '200-400', ''),
        ('BIOQUÍMICA (SORO)',),
        ('GLI', 'glic', 'Glicose', '121', 'mg/dL', '70-99', 'H'), ('URE', 'ureia', 'Ureia', '71', 'mg/dL', '17-43', 'H'),
        ('CRE', 'creat', 'Creatinina', f(cr, 2), 'mg/dL', '0,50-0,90', 'H'),
        ('TFG', 'tfg', 'TFG estimada CKD-EPI 2021', f(egfr(cr, AGE, FEM), 0), 'mL/min/1,73m²', '>60', 'L'),
        ('NA', 'na', 'Sódio', '131', 'mmol/L', '136-145', 'L'), ('K', 'k', 'Potássio', '3,3', 'mmol/L', '3,5-5,1', 'L'),
        ('CL', 'cl', 'Cloreto', '94', 'mmol/L', '98-107', 'L'), ('MG', 'mg', 'Magnésio', '1,5', 'mg/dL', '1,6-2,6', 'L'),
        ('TGO', 'ast', 'AST (TGO)', '48', 'U/L', '<32', 'H'), ('TGP', 'alt', 'ALT (TGP)', '39', 'U/L', '<33', 'H'),
        ('BT', 'bt', 'Bilirrubina total', '1,6', 'mg/dL', '0,2-1,2', 'H'), ('ALB', 'alb', 'Albumina', '3,2', 'g/dL', '3,5-5,2', 'L'),
        ('LDH', 'ldh', 'Desidrogenase láctica (LDH)', '284', 'U/L', '135-214', 'H'),
        ('NTBNP', 'ntprobnp', 'NT-proBNP', '8.940', 'pg/mL', '<450 (>=75a)', 'HH'), ('TSH', 'tsh', 'TSH', '2,91', 'µUI/mL', '0,45-4,50', ''),
    ]

    def colhdr():
        return Lines([L('COD    EXAME' + ' ' * 26 + 'RESULTADO  UNIDADE        [REFERÊNCIA]       FL', sty='b'),
                      L('-' * 100)])

    lines1, lines2 = [], []
    cur = lines1
    for t in tests:
        if t[0].startswith('BIOQUÍMICA'):
            cur = lines2
        if len(t) == 1:
            cur.append(L(''))
            cur.append(L('*** ' + t[0] + ' ***', sty='b'))
            continue
        code, key, name, vt, unit, ref, fl = t
        r = res(rep, key, name, vt, unit)
        left = f'{code:<7}' + dots(name + ' ', 36)
        pad = ' ' * (10 - len(vt))
        upad = ' ' * (15 - len(unit))
        rpad = ' ' * (19 - len(ref) - 2)
        cur.append(L(left, pad, S(r.V, sty='b'), ' ', r.U, upad, f'[{ref}]', rpad, fl))

    def head(pn, n):
        return [Lines([L('HOSPITAL REGIONAL DE ARAGUAÍNA - LABORATÓRIO CLÍNICO', sty='h1'),
                       L(f'SISLAB v7.2   RELATÓRIO DE RESULTADOS                               PÁG. {pn}/{n}'),
                       L('PACIENTE: MARIA DO SOCORRO PEREIRA LIMA     PRONT: 00418827   LEITO: CLM-07B'),
                       L('NASC: 03/01/1952  IDADE: 74A  SEXO: F   INTERNAÇÃO: 28/09/2026   MÉDICO: CRM-TO 3.905'),
                       L('AMOSTRA: 26093000417   DT.COLETA: 30/09/2026 06:15   DT.RECEB: 30/09/2026 06:52'),
                       L('=' * 100)], mb=1), colhdr()]
    rep.header = head
    rep.footer = lambda pn, n: [Lines([L('-' * 100),
                                       L('FL: H alto  L baixo  HH/LL crítico (comunicado). RNI 3,62 comunicado ao Dr. Iago às 07:20.'),
                                       L('IMPRESSO 30/09/2026 09:41 - USUÁRIO: LAB.BIOQ03 - Resp. técnico: Dr. Sandro Milhomem Aires CRF-TO 1.120')])]
    rep.page(Lines(lines1))
    rep.page(Lines(lines2))
    return rep
