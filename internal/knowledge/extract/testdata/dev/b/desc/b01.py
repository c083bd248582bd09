"""b01 - municipal SUS lab, Caxias/MA. Dot-matrix style printout: monospaced,
UPPER CASE WITHOUT ACCENTS, literal dot leaders, units in upper case,
differential with % and /MM3 columns whose units live only in the column header."""
from lib import Report, Lines, L, S, Rule, Space, dots, br, th

D = '2025-03-14'


def build():
    rep = Report('b01', 'Laboratorio Municipal de Analises Clinicas Dr. Jose Ribamar Furtado - Caxias/MA', D,
                 {'base': dict(font='mono', size=8.4, lh=1.32),
                  'b': dict(b=True),
                  'small': dict(size=7.4)},
                 margins=(11, 11, 10, 13), title='LAUDO 2503140217')
    R = rep.R

    def simple(name, r, ref, w1=24, w2=24):
        vu = r.vt + (' ' + r.unit if r.unit else '')
        return [dots(name, w1), ': ', r.V, ' ', r.U, ' ' * max(1, w2 - len(vu)), ref]

    # ---------------- hemograma
    wbc = 6840
    diff = [('BASTONETES', 2, '0 A 5', '0 A 500', '764-1', ['26508-2'], '26507-4', ['763-3'], 'Band neutrophils'),
            ('SEGMENTADOS', 58, '40 A 70', '1.600 A 7.000', '769-0', ['26511-6'], '768-2', ['26499-4'], 'Segmented neutrophils'),
            ('EOSINOFILOS', 4, '1 A 5', '40 A 500', '713-8', ['26450-7'], '711-2', ['26449-9'], 'Eosinophils'),
            ('BASOFILOS', 0, '0 A 2', '0 A 200', '706-2', ['30180-4'], '704-7', ['26444-0'], 'Basophils'),
            ('LINFOCITOS TIPICOS', 30, '20 A 45', '800 A 4.500', '736-9', ['26478-8'], '731-0', ['26474-7'], 'Lymphocytes'),
            ('LINFOCITOS ATIPICOS', 0, '0', '0', '735-1', ['13046-8'], '26477-0', [], 'Variant (atypical) lymphocytes'),
            ('MONOCITOS', 6, '2 A 10', '80 A 1.000', '5905-5', ['26485-3'], '742-7', ['26484-6'], 'Monocytes')]
    absvals = {'BASTONETES': 137, 'SEGMENTADOS': 3967, 'EOSINOFILOS': 274, 'BASOFILOS': 0,
               'LINFOCITOS TIPICOS': 2052, 'LINFOCITOS ATIPICOS': 0, 'MONOCITOS': 410}
    assert sum(absvals.values()) == wbc

    rbc = R('HEMACIAS', 'Erythrocytes', '789-8', '4,21', 'MILHOES/MM3', ['26453-1'])
    hb = R('HEMOGLOBINA', 'Hemoglobin', '718-7', '12,1', 'G/DL')
    ht = R('HEMATOCRITO', 'Hematocrit', '4544-3', '36,9', '%', ['20570-8'])
    vcm = R('VCM', 'MCV', '787-2', '87,6', 'FL', ['30428-7'])
    hcm = R('HCM', 'MCH', '785-6', '28,7', 'PG', ['28539-5'])
    chcm = R('CHCM', 'MCHC', '786-4', '32,8', 'G/DL', ['28540-3'])
    rdw = R('RDW', 'RDW', '788-0', '13,4', '%', ['30385-9'])
    leu = R('LEUCOCITOS', 'Leukocytes', '6690-2', th(wbc), '/MM3', ['26464-8'])

    L_ = []
    L_.append(L(' ' * 30 + 'H E M O G R A M A   C O M P L E T O', sty='b'))
    L_.append('MATERIAL: SANGUE TOTAL (EDTA)                 METODO: AUTOMATIZADO / MICROSCOPIA OPTICA')
    L_.append('')
    L_.append(L('ERITROGRAMA' + ' ' * 41 + 'VALORES DE REFERENCIA', sty='b'))
    L_.append(simple('HEMACIAS', rbc, '4,00 A 5,20 MILHOES/MM3', w2=28))
    L_.append(simple('HEMOGLOBINA', hb, '12,0 A 16,0 G/DL', w2=28))
    L_.append(simple('HEMATOCRITO', ht, '36,0 A 46,0 %', w2=28))
    L_.append(simple('VCM', vcm, '80,0 A 100,0 FL', w2=28))
    L_.append(simple('HCM', hcm, '26,0 A 34,0 PG', w2=28))
    L_.append(simple('CHCM', chcm, '31,0 A 36,0 G/DL', w2=28))
    L_.append(simple('RDW', rdw, '11,5 A 14,5 %', w2=28))
    L_.append('')
    L_.append(L('LEUCOGRAMA' + ' ' * 20 + '%' + ' ' * 11 + '/MM3' + ' ' * 5 + 'REF. %' + ' ' * 8 + 'REF. /MM3', sty='b'))
    L_.append([dots('LEUCOCITOS', 24), ':', ' ' * 11, ' ' * (10 - len(leu.vt)), leu.V, ' ' * 5, ' ' * 14, '4.000 A 10.000'])
    for name, pct, rp, ra, lp, lpa, la, laa, an in diff:
        rp_ = R(name, an + ' (%)', lp, str(pct), '%', lpa)
        av = th(absvals[name])
        ra_ = R(name, an + ' (absolute)', la, av, '/MM3', laa)
        L_.append([dots(name, 24), ':', ' ' * (6 - len(str(pct))), rp_.V, ' ' * 5,
                   ' ' * (10 - len(av)), ra_.V, '     ', rp.ljust(14), ra])
    L_.append('')
    plq = R('PLAQUETAS', 'Platelets', '777-3', '248.000', '/MM3', ['26515-7'])
    vpm = R('VPM', 'Mean platelet volume', '32623-1', '9,8', 'FL', ['28542-9'])
    L_.append(simple('PLAQUETAS', plq, '150.000 A 450.000 /MM3', w2=28))
    L_.append(simple('VPM', vpm, '7,4 A 10,4 FL', w2=28))
    L_.append('')
    L_.append(L('OBS.: SERIE VERMELHA NORMOCITICA E NORMOCROMICA. PLAQUETAS NORMAIS NA LAMINA.', sty='small'))
    hemo = Lines(L_)

    # ---------------- bioquimica
    B = []
    B.append(L(' ' * 36 + 'B I O Q U I M I C A', sty='b'))
    B.append('')
    glic = R('GLICOSE EM JEJUM', 'Glucose (fasting)', '1558-6', '112', 'MG/DL', ['2345-7'])
    B.append('GLICOSE EM JEJUM    MATERIAL: SORO   METODO: ENZIMATICO COLORIMETRICO (GOD-TRINDER)')
    B.append(['  RESULTADO...........: ', glic.V, ' ', glic.U])
    B.append(L('  REF.: NORMAL 70 A 99 MG/DL - GLICEMIA DE JEJUM ALTERADA 100 A 125 MG/DL', sty='small'))
    B.append(L('        DIABETES MELLITUS: IGUAL OU SUPERIOR A 126 MG/DL (SBD 2024)', sty='small'))
    B.append('')
    items = [
        ('UREIA', 'Urea', '3091-6', [], '34', 'MG/DL', '15 A 45 MG/DL'),
        ('CREATININA', 'Creatinine', '2160-0', [], '0,9', 'MG/DL', '0,5 A 1,1 MG/DL'),
        ('ACIDO URICO', 'Uric acid', '3084-1', [], '5,2', 'MG/DL', '2,4 A 5,7 MG/DL'),
    ]
    for n, an, lo, al, v, u, ref in items:
        r = R(n, an, lo, v, u, al)
        B.append(simple(n, r, 'REF.: ' + ref, w2=24))
    B.append('')
    B.append(L('PERFIL LIPIDICO   (JEJUM DE 12 HORAS INFORMADO)', sty='b'))
    lip = [
        ('COLESTEROL TOTAL', 'Total cholesterol', '2093-3', [], '214', 'MG/DL', 'DESEJAVEL: INFERIOR A 190 MG/DL'),
        ('HDL-COLESTEROL', 'HDL cholesterol', '2085-9', [], '46', 'MG/DL', 'DESEJAVEL: SUPERIOR A 40 MG/DL'),
        ('LDL-COLESTEROL', 'LDL cholesterol (calculated)', '13457-7', ['2089-1'], '139', 'MG/DL', 'CONFORME RISCO CARDIOVASCULAR'),
        ('VLDL-COLESTEROL', 'VLDL cholesterol (calculated)', '13458-5', ['2091-7'], '29', 'MG/DL', 'ATE 30 MG/DL'),
        ('TRIGLICERIDES', 'Triglycerides', '2571-8', [], '145', 'MG/DL', 'DESEJAVEL: INFERIOR A 150 MG/DL'),
    ]
    for n, an, lo, al, v, u, ref in lip:
        r = R(n, an, lo, v, u, al)
        B.append(simple(n, r, ref, w2=24))
    B.append(L('  LDL E VLDL CALCULADOS PELA FORMULA DE FRIEDEWALD.', sty='small'))
    B.append('')
    B.append(L('TRANSAMINASES', sty='b'))
    for n, an, lo, v, u, ref in [('TGO (AST)', 'AST', '1920-8', '22', 'U/L', 'ATE 32 U/L'),
                                  ('TGP (ALT)', 'ALT', '1742-6', '19', 'U/L', 'ATE 33 U/L')]:
        r = R(n, an, lo, v, u)
        B.append(simple(n, r, 'REF.: ' + ref, w2=24))
    bio = Lines(B)

    head = Lines([
        L('PREFEITURA MUNICIPAL DE CAXIAS - SECRETARIA MUNICIPAL DE SAUDE', sty='b'),
        L('LABORATORIO MUNICIPAL DE ANALISES CLINICAS DR. JOSE RIBAMAR FURTADO', sty='b'),
        'RUA DO CANGA, 1120 - CENTRO - CAXIAS/MA - CEP 65600-000 - FONE (99) 3521-4407 - CNES 2458971',
        '=' * 100,
        'PACIENTE: ANTONIA DE JESUS SOUSA LIMA' + ' ' * 26 + 'PRONTUARIO: 0048213',
        'DT.NASC.: 02/07/1961   IDADE: 63A 8M   SEXO: F' + ' ' * 17 + 'CNS: 708 4021 3377 6514',
        'MEDICO..: DRA. FRANCISCA M. ARAUJO  CRM-MA 6642' + ' ' * 16 + 'ORIGEM: UBS VILA ARIAS',
        'DT.COLETA 14/03/2025   DT.RECEB. 14/03/2025   DT.EMISSAO 17/03/2025 10:22   PEDIDO: 2503140217',
        '=' * 100,
    ])
    foot = Lines([
        '-' * 100,
        'LIBERADO EM 17/03/2025 POR: MARIA DO SOCORRO P. LIMA - BIOQUIMICA - CRF-MA 2291',
        L('ASSINATURA ELETRONICA. LAUDO VALIDO SOMENTE COM CARIMBO OU ASSINATURA. SIST. LABWIN 4.2    PAG. 1/1', sty='small'),
    ])
    rep.page(head, hemo, Rule(0.2, 'dashed', 1.5, 1.5), bio, Space(2), foot)
    return rep
