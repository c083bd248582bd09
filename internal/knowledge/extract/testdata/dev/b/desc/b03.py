"""b03 - UPA 24h point-of-care report, Parnaíba/PI.
Two analyser printouts pasted side by side (hematology analyser with English
abbreviations, decimal comma, flags H/L; blood-gas analyser with decimal
POINT, negative base excess, its own sampling timestamp on the next day),
then a table of bedside tests with per-row collection date/time that crosses
midnight.  Header: "Coleta: 13/mar/2025 23:40"."""
from lib import Report, Lines, L, S, Rule, Space, Box, Cols, Table, C, br

D = '2025-03-13'


def build():
    rep = Report('b03', 'UPA 24h Dr. Raimundo Nonato Bezerra - Laboratório de Urgência (Parnaíba/PI)', D,
                 {'base': dict(font='sans', size=8.6, lh=1.3),
                  'h1': dict(size=12, b=True, color='#0b3d6b'),
                  'h2': dict(size=8, color='#0b3d6b'),
                  'k': dict(b=True),
                  'sec': dict(size=9.5, b=True, color='#ffffff', bg='#0b3d6b'),
                  'mono': dict(font='mono', size=7.5, lh=1.2),
                  'monob': dict(font='mono', size=7.5, lh=1.2, b=True),
                  'td': dict(size=8.2),
                  'th': dict(size=8.2, b=True, bg='#dfe8f1'),
                  'small': dict(size=7.2, color='#333333'),
                  'cap': dict(size=7.8, b=True, i=True)},
                 margins=(10, 11, 9, 11), title='UPA 24h - Laboratório de Urgência')
    R = rep.R

    head = [
        Lines([L('UPA 24h DR. RAIMUNDO NONATO BEZERRA', sty='h1'),
               L('Secretaria Municipal de Saúde de Parnaíba – PI · Laboratório de Urgência · Av. São Sebastião, 3380 – Reis Veloso', sty='h2'),
               L('CNES 7391420 · Responsável técnico: Dr. Edvaldo P. Sampaio – CRBM-2 11.473', sty='h2')]),
        Rule(0.6, 'solid', 1, 1.5, color='#0b3d6b'),
        Table([30, 70, 28, 58], [
            [S('Paciente', sty='k'), 'JOSÉ RIBAMAR CARVALHO DE ARAÚJO', S('Atendimento', sty='k'), 'BAU 2025031300871'],
            [S('Nascimento', sty='k'), '21/06/1966 (58 anos) · Masc.', S('Entrada', sty='k'), '13/03/2025 23:18 – Sala vermelha'],
            [S('Médico', sty='k'), 'Dr. Tiago F. Mendes – CRM-PI 8120', S('Coleta', sty='k'), 'Coleta: 13/mar/2025 23:40'],
        ], sty='td', border='none', padv=0.3, padh=0.6),
        Rule(0.2, 'solid', 1, 2, color='#0b3d6b'),
    ]

    # ------------- hematology analyser printout
    wbc = 11.8
    pct = {'NEU': 76.8, 'LYM': 15.3, 'MON': 6.2, 'EOS': 1.2, 'BAS': 0.5}
    ab = {'NEU': '9,06', 'LYM': '1,81', 'MON': '0,73', 'EOS': '0,14', 'BAS': '0,06'}
    hl = [L('HEMATOLOGY ANALYZER HX-5D   S/N 51220784', sty='monob'),
          L('Sample ID: 0871        Mode: WB  CBC+5DIFF', sty='mono'),
          L('Name: JOSE R CARVALHO  Sex: M  Age: 58 Y', sty='mono'),
          L('Run: 13/03/2025 23:58  Operator: lab02', sty='mono'),
          L('-' * 44, sty='mono'),
          L('Param    Result  Unit      Flag  Ref.', sty='monob')]
    codes = {
        'WBC': ('Leukocytes', '6690-2', []), 'NEU#': ('Neutrophils (absolute)', '751-8', ['26499-4']),
        'LYM#': ('Lymphocytes (absolute)', '731-0', ['26474-7']), 'MON#': ('Monocytes (absolute)', '742-7', ['26484-6']),
        'EOS#': ('Eosinophils (absolute)', '711-2', ['26449-9']), 'BAS#': ('Basophils (absolute)', '704-7', ['26444-0']),
        'NEU%': ('Neutrophils (%)', '770-8', ['26511-6']), 'LYM%': ('Lymphocytes (%)', '736-9', ['26478-8']),
        'MON%': ('Monocytes (%)', '5905-5', ['26485-3']), 'EOS%': ('Eosinophils (%)', '713-8', ['26450-7']),
        'BAS%': ('Basophils (%)', '706-2', ['30180-4']), 'RBC': ('Erythrocytes', '789-8', []),
        'HGB': ('Hemoglobin', '718-7', []), 'HCT': ('Hematocrit', '4544-3', []), 'MCV': ('MCV', '787-2', []),
        'MCH': ('MCH', '785-6', []), 'MCHC': ('MCHC', '786-4', []), 'RDW-CV': ('RDW (CV)', '788-0', []),
        'PLT': ('Platelets', '777-3', ['26515-7']), 'MPV': ('Mean platelet volume', '32623-1', []),
    }
    rows = [('WBC', br(wbc), '10^3/uL', 'H', '4,0-10,0')]
    for k in ['NEU', 'LYM', 'MON', 'EOS', 'BAS']:
        rows.append((k + '#', ab[k], '10^3/uL', {'NEU': 'H'}.get(k, ''),
                     {'NEU': '2,0-7,0', 'LYM': '0,8-4,0', 'MON': '0,12-1,20', 'EOS': '0,02-0,50', 'BAS': '0,00-0,10'}[k]))
    for k in ['NEU', 'LYM', 'MON', 'EOS', 'BAS']:
        rows.append((k + '%', br(pct[k]), '%', {'NEU': 'H', 'LYM': 'L'}.get(k, ''),
                     {'NEU': '50,0-70,0', 'LYM': '20,0-40,0', 'MON': '3,0-12,0', 'EOS': '0,5-5,0', 'BAS': '0,0-1,0'}[k]))
    rows += [('RBC', '4,92', '10^6/uL', '', '4,50-5,90'), ('HGB', '14,6', 'g/dL', '', '13,5-17,5'),
             ('HCT', '43,8', '%', '', '40,0-52,0'), ('MCV', '89,0', 'fL', '', '80,0-100,0'),
             ('MCH', '29,7', 'pg', '', '27,0-34,0'), ('MCHC', '33,3', 'g/dL', '', '31,0-36,0'),
             ('RDW-CV', '12,9', '%', '', '11,0-16,0'), ('PLT', '231', '10^3/uL', '', '150-450'),
             ('MPV', '10,1', 'fL', '', '7,0-11,0')]
    for p, v, u, f, ref in rows:
        an, lo, al = codes[p]
        r = R(p, an, lo, v, u, al)
        hl.append(L(p.ljust(8), ' ', ' ' * (6 - len(v)), r.V, '  ', r.U, ' ' * (10 - len(u)), (f or '').ljust(4), ref, sty='mono'))
    hl += [L('-' * 44, sty='mono'), L('WBC Msg: Neutrophilia', sty='mono'), L('*** END OF REPORT ***', sty='mono')]

    # ------------- blood gas printout (decimal point!)
    gl = [L('BLOOD GAS / ELECTROLYTES  BG-300  #7731', sty='monob'),
          L('Patient ID : 0871', sty='mono'),
          L('Sample     : ARTERIAL   Site: R RADIAL', sty='mono'),
          L('Sampled    : 14/03/2025 00:05', sty='mono'),
          L('FiO2: 21 %          Temp: 37.0 C', sty='mono'),
          L('-' * 40, sty='mono'),
          L('Measured @ 37.0 C', sty='monob')]
    GD = '2025-03-14'
    gas = [('pH', '7.318', '', 'L', '(7.350-7.450)', 'pH of arterial blood', '2744-1', ['11558-4'], 7.318),
           ('pCO2', '31.2', 'mmHg', 'L', '(35.0-45.0)', 'pCO2 arterial', '2019-8', ['11557-6'], 31.2),
           ('pO2', '78.4', 'mmHg', 'L', '(80.0-100.0)', 'pO2 arterial', '2703-7', ['11556-8'], 78.4),
           ('Na+', '138', 'mmol/L', '', '(136-145)', 'Sodium (blood)', '2947-0', ['2951-2'], None),
           ('K+', '4.9', 'mmol/L', '', '(3.5-5.1)', 'Potassium (blood)', '6298-4', ['2823-3'], 4.9),
           ('Ca++', '1.12', 'mmol/L', '', '(1.12-1.32)', 'Ionized calcium (blood)', '1994-3', [], 1.12),
           ('Glu', '192', 'mg/dL', 'H', '(70-99)', 'Glucose (blood)', '2339-0', ['2345-7'], None),
           ('Lac', '3.1', 'mmol/L', 'H', '(0.5-1.6)', 'Lactate (blood)', '32693-4', ['2524-7'], 3.1)]
    calc = [('HCO3-', '15.8', 'mmol/L', 'L', '(22.0-26.0)', 'Bicarbonate arterial (calculated)', '1960-4', ['1959-6'], 15.8),
            ('BE(B)', '-9.4', 'mmol/L', 'L', '(-2.0-+2.0)', 'Base excess arterial', '1925-7', [], -9.4),
            ('sO2(c)', '94.6', '%', 'L', '(95.0-98.0)', 'Oxygen saturation arterial', '2708-6', [], 94.6)]

    def gasrow(t):
        p, v, u, f, ref, an, lo, al, val = t
        kw = {} if val is None else {'value': val}
        r = R(p, an, lo, v, u, al, date=GD, **kw)
        return L(p.ljust(7), ' ', ' ' * (6 - len(v)), r.V, ' ', r.U, ' ' * (7 - len(u)), f.ljust(2), ref, sty='mono')
    for t in gas:
        gl.append(gasrow(t))
    gl.append(L('Calculated', sty='monob'))
    for t in calc:
        gl.append(gasrow(t))
    gl += [L('-' * 40, sty='mono'), L('Printed: 14/03/2025 00:07', sty='mono'), L('Operator: ENF 0412   QC: PASS', sty='mono')]

    printouts = Cols(
        [Lines([L('Hemograma – impressão do analisador (sangue total EDTA)', sty='cap')]), Box([Lines(hl)], pad=1.6, lw=0.2, bg='#fbfbf6')],
        [Lines([L('Gasometria arterial – impressão do gasômetro', sty='cap')]), Box([Lines(gl)], pad=1.6, lw=0.2, bg='#fbfbf6')],
        split=94, gap=6)

    # ------------- bedside tests, per-row collection time
    poc = [
        ('Glicemia capilar (HGT)', '13/03/25 23:25', '187', 'mg/dL', '70 a 140 (casual)', 'Glicosímetro', 'Glucose (capillary, glucometer)', '41653-7', ['32016-8'], '2025-03-13'),
        ('Troponina I – 1ª amostra', '13/03/25 23:40', '0,08', 'ng/mL', 'inferior a 0,04', 'Imunofluorescência POC', 'Troponin I (cardiac)', '10839-9', ['42757-5'], '2025-03-13'),
        ('CK-MB massa – 1ª amostra', '13/03/25 23:40', '6,8', 'ng/mL', 'inferior a 5,0', 'Imunofluorescência POC', 'CK-MB (mass)', '13969-1', [], '2025-03-13'),
        ('Creatinina', '13/03/25 23:40', '1,3', 'mg/dL', '0,7 a 1,3', 'Jaffé cinético', 'Creatinine', '2160-0', [], '2025-03-13'),
        ('Ureia', '13/03/25 23:40', '48', 'mg/dL', '15 a 45', 'Urease UV', 'Urea', '3091-6', [], '2025-03-13'),
        ('Troponina I – 2ª amostra (3 h)', '14/03/25 02:45', '0,46', 'ng/mL', 'inferior a 0,04', 'Imunofluorescência POC', 'Troponin I (cardiac)', '10839-9', ['42757-5'], '2025-03-14'),
        ('CK-MB massa – 2ª amostra', '14/03/25 02:45', '14,2', 'ng/mL', 'inferior a 5,0', 'Imunofluorescência POC', 'CK-MB (mass)', '13969-1', [], '2025-03-14'),
    ]
    rows = []
    for n, dt, v, u, ref, met, an, lo, al, d in poc:
        r = R(n, an, lo, v, u, al, date=d)
        rows.append([n, dt, C(r.V, sty='k', align='R'), r.U, ref, met])
    table = Table([48, 26, 19, 14, 30, 49], rows,
                  cols=['Exame', 'Coleta\n(data/hora)', 'Resultado', 'Unid.', 'Referência', 'Método'],
                  sty='td', hsty='th', border='h', aligns=['L', 'L', 'R', 'L', 'L', 'L'], padv=0.8)

    rep.page(*head, printouts, Space(3),
             Lines([L('EXAMES À BEIRA DO LEITO / BIOQUÍMICA DE URGÊNCIA', sty='sec')]), Space(1), table,
             Lines([L('Troponina I: delta positivo entre as amostras (0 h / 3 h). Valor crítico comunicado ao Dr. Tiago F. Mendes em 14/03/2025 às 03:05.', sty='small'),
                    L('Gasometria colhida pela equipe de enfermagem; horário de coleta conforme impressão do equipamento.', sty='small')], mt=2))
    rep.footer = lambda pn, n: [Rule(0.3, 'solid', 0, 1, color='#0b3d6b'),
                                Lines([L('Impresso em 14/mar/2025 03:20 · Liberado por: Bruna L. Veras – Biomédica – CRBM-2 15.902 · Documento emitido pelo SISLAB-UPA v2.1 · Pág. 1/1', sty='small')])]
    return rep
