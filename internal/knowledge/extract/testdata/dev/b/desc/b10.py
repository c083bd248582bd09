"""b10 - university hospital clinical pathology, Passo Fundo/RS, reporting in
SI units: ×10¹²/L, g/L, L/L, ×10⁹/L, mmol/L, µmol/L, pmol/L.  Differential
in a sub-table whose % / ×10⁹/L units are in the column header; abnormal
values marked with "*".  "Data coleta: 27/02/25"."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row, Cols

D = '2025-02-27'


def build():
    rep = Report('b10', 'Hospital Universitário do Planalto - Serviço de Patologia Clínica (Passo Fundo/RS)', D,
                 {'base': dict(font='sans', size=8.7, lh=1.28),
                  'h1': dict(size=12, b=True),
                  'h2': dict(size=8),
                  'k': dict(b=True),
                  'cap': dict(size=9.5, b=True, color='#5a1a5e'),
                  'td': dict(size=8.6),
                  'z': dict(bg='#f2eef3'),
                  'th': dict(size=8.2, b=True, color='#5a1a5e'),
                  'sec': dict(size=8.4, b=True, i=True),
                  'val': dict(b=True),
                  'small': dict(size=7.4)},
                 margins=(11, 12, 10, 12), title='HUP - Patologia Clínica')
    R = rep.R

    head = [
        Table([120, 66], [[
            C(S('HOSPITAL UNIVERSITÁRIO DO PLANALTO', sty='h1'), '\n', S('Serviço de Patologia Clínica – Laboratório Central', sty='h2'), '\n',
              S('Rua Uruguai, 2050 – Centro – Passo Fundo/RS · CNES 2246317', sty='h2')),
            C(S('Data coleta: ', sty='k'), '27/02/25  08:02', '\n', S('Data impressão: ', sty='k'), '28/02/25  09:41', '\n',
              S('Atendimento: ', sty='k'), 'AMB-0227-3310', align='R')]], border='none', padv=0, padh=0),
        Rule(0.7, 'solid', 1.5, 1.5, color='#5a1a5e'),
        Table([24, 86, 22, 54], [
            [S('Paciente', sty='k'), 'LEANDRO TOMASI FONTANA', S('Nasc.', sty='k'), '03/11/1987 (37 a) · M'],
            [S('Solicitante', sty='k'), 'Dr. Guilherme Bortolini – CRM-RS 41.560', S('Origem', sty='k'), 'Ambulatório de Clínica Geral'],
        ], sty='td', border='none', padv=0.3, padh=0.5),
        Rule(0.3, 'solid', 1, 1.5, color='#5a1a5e'),
        Lines([L('Resultados expressos em unidades do Sistema Internacional (SI). * valor fora do intervalo de referência.', sty='small')], mb=2),
    ]

    zeb = [0]

    def tr(name, an, lo, vt, unit, ref, alts=(), flag=''):
        r = R(name, an, lo, vt, unit, list(alts))
        zeb[0] += 1
        sty = 'z' if zeb[0] % 2 == 0 else None
        return Row([name, C(r.V, flag, sty='val', align='R'), r.U, ref], sty=sty)

    # ---- hemograma (SI)
    hrows = [Sec('Eritrograma')]
    hrows += [
        tr('Eritrócitos', 'Erythrocytes', '789-8', '4,38', '×10¹²/L', '4,50 – 5,90', flag=' *'),
        tr('Hemoglobina', 'Hemoglobin', '718-7', '128', 'g/L', '135 – 175', flag=' *'),
        tr('Hematócrito', 'Hematocrit', '4544-3', '0,39', 'L/L', '0,40 – 0,52', ['20570-8'], flag=' *'),
        tr('VCM', 'MCV', '787-2', '89,0', 'fL', '80,0 – 100,0'),
        tr('HCM', 'MCH', '785-6', '29,2', 'pg', '27,0 – 34,0'),
        tr('CHCM', 'MCHC', '786-4', '328', 'g/L', '310 – 360'),
        tr('RDW-CV', 'RDW', '788-0', '13,1', '%', '11,5 – 14,5'),
    ]
    hrows.append(Sec('Leucograma e plaquetas'))
    hrows += [
        tr('Leucócitos', 'Leukocytes', '6690-2', '7,9', '×10⁹/L', '4,0 – 11,0'),
        tr('Plaquetas', 'Platelets', '777-3', '265', '×10⁹/L', '150 – 450', ['26515-7']),
        tr('VPM', 'Mean platelet volume', '32623-1', '9,4', 'fL', '7,4 – 10,4'),
    ]
    th_ = Table([36, 17, 17, 22], hrows, cols=['Analito', 'Result.', 'Unid.', 'Referência'], sty='td', hsty='th',
                border='h', aligns=['L', 'R', 'L', 'L'], padv=0.5, padh=1)

    drows = []
    for name, pct, ab, lp, lpa, la, laa, an in [
            ('Neutrófilos bastonetes', '1', '0,08', '764-1', ['26508-2'], '26507-4', ['763-3'], 'Band neutrophils'),
            ('Neutrófilos segmentados', '61', '4,82', '769-0', ['26511-6'], '768-2', ['26499-4'], 'Segmented neutrophils'),
            ('Eosinófilos', '3', '0,24', '713-8', ['26450-7'], '711-2', ['26449-9'], 'Eosinophils'),
            ('Basófilos', '1', '0,08', '706-2', ['30180-4'], '704-7', ['26444-0'], 'Basophils'),
            ('Linfócitos', '28', '2,21', '736-9', ['26478-8'], '731-0', ['26474-7'], 'Lymphocytes'),
            ('Monócitos', '6', '0,47', '5905-5', ['26485-3'], '742-7', ['26484-6'], 'Monocytes')]:
        rp = R(name, an + ' (%)', lp, pct, '%', lpa)
        ra = R(name, an + ' (absolute)', la, ab, '×10⁹/L', laa)
        drows.append([name, C(rp.V, align='R'), C(ra.V, sty='val', align='R')])
    td_ = Table([40, 18, 30], drows, cols=['Contagem diferencial', '%', '×10⁹/L'], sty='td', hsty='th', border='h',
                aligns=['L', 'R', 'R'], padv=0.5, padh=1)
    dref = Lines([L('Referência absoluta (×10⁹/L): bastonetes 0,0–0,5; segmentados', sty='small'),
                  L('1,8–7,5; eosinófilos 0,04–0,50; basófilos 0,0–0,2;', sty='small'),
                  L('linfócitos 1,0–4,0; monócitos 0,2–1,0.', sty='small'),
                  L('Morfologia: hemácias normocíticas e normocrômicas.', sty='small')], mt=1.5)

    hemo = Cols([Lines([L('HEMOGRAMA (sangue total EDTA)', sty='cap')], mb=1), th_],
                [Lines([L('DIFERENCIAL', sty='cap')], mb=1), td_, dref], split=92, gap=6)

    # ---- bioquímica SI
    zeb[0] = 0
    brows = [
        tr('Glicose (jejum)', 'Glucose fasting (molar)', '14771-0', '5,4', 'mmol/L', '3,9 – 5,5', ['14749-6']),
        tr('Ureia', 'Urea (molar)', '22664-7', '5,1', 'mmol/L', '2,8 – 7,2'),
        tr('Creatinina', 'Creatinine (molar)', '14682-9', '78', 'µmol/L', '62 – 106'),
        tr('Ácido úrico', 'Uric acid (molar)', '14933-6', '310', 'µmol/L', '202 – 416'),
        tr('Sódio', 'Sodium', '2951-2', '140', 'mmol/L', '136 – 145'),
        tr('Potássio', 'Potassium', '2823-3', '4,2', 'mmol/L', '3,5 – 5,1'),
        tr('Colesterol total', 'Total cholesterol (molar)', '14647-2', '5,2', 'mmol/L', 'desejável < 4,9', flag=' *'),
        tr('HDL-colesterol', 'HDL cholesterol (molar)', '14646-4', '1,3', 'mmol/L', '> 1,0'),
        tr('LDL-colesterol (calculado)', 'LDL cholesterol (molar, calculated)', '22748-8', '3,2', 'mmol/L', 'conforme risco CV'),
        tr('Triglicerídeos', 'Triglycerides (molar)', '14927-8', '1,6', 'mmol/L', '< 1,7'),
        tr('Bilirrubina total', 'Bilirubin total (molar)', '14631-6', '12', 'µmol/L', '5 – 21'),
        tr('Proteínas totais', 'Protein (total)', '2885-2', '72', 'g/L', '64 – 83'),
        tr('Albumina', 'Albumin', '1751-7', '41', 'g/L', '35 – 52'),
        tr('AST (TGO)', 'AST', '1920-8', '24', 'U/L', '< 40'),
        tr('ALT (TGP)', 'ALT', '1742-6', '31', 'U/L', '< 41'),
        tr('PCR ultrassensível', 'C-reactive protein (high sensitivity)', '30522-7', '1,8', 'mg/L', '< 3,0'),
        tr('Ferritina', 'Ferritin', '2276-4', '48', 'µg/L', '30 – 400'),
        tr('Vitamina B12', 'Vitamin B12 (molar)', '14685-2', '295', 'pmol/L', '145 – 569'),
        tr('TSH', 'TSH', '3016-3', '1,9', 'mUI/L', '0,27 – 4,20'),
    ]
    tb = Table([60, 26, 28, 72], brows, cols=['Analito', 'Resultado', 'Unidade', 'Intervalo de referência (SI)'], sty='td', hsty='th',
               border='h', aligns=['L', 'R', 'L', 'L'], padv=0.5, padh=1.2)
    foot = [Rule(0.3, 'solid', 0, 1, color='#5a1a5e'),
            Lines([L('Validado eletronicamente por Dra. Silvana M. Piccinini – CRF-RS 9.771 em 27/02/25 16:05. Conversões SI conforme IFCC.', sty='small'),
                   L('Pág. 1 de 1', sty='small', align='R')])]
    rep.page(*head, hemo, Space(4), Lines([L('BIOQUÍMICA / IMUNOQUÍMICA (soro, jejum de 12 h)', sty='cap')], mb=1), tb)
    rep.footer = lambda pn, n: foot
    return rep
