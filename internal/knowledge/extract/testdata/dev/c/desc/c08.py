"""c08 - ICU arterial blood gases with electrolytes, serial samples on three different days.
Invented 'Hospital Estadual do Cerrado', Goiânia/GO.

Analyser values with a decimal POINT (7.31, 1.08), a negative base excess,
ventilator settings and temperature printed next to results (not results),
each sample framed with its own collection date.  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='mono', size=7.8, lh=1.28),
    'h1': dict(font='sans', size=11.5, b=True),
    'h2': dict(font='sans', size=7.6),
    'hd': dict(font='mono', size=7.4),
    'bt': dict(font='mono', size=8.2, b=True),
    'td': dict(font='mono', size=7.8), 'th': dict(font='mono', size=7.4, b=True),
    'sec': dict(font='mono', size=7.6, b=True),
    'val': dict(font='mono', size=7.8, b=True),
    'note': dict(font='sans', size=6.8, i=True),
    'foot': dict(font='sans', size=6.5, color='#333333'),
}


def build():
    rep = Report('c08', 'Hospital Estadual do Cerrado - Laboratório de Urgência', '2025-06-03', STY,
                 margins=(10, 12, 10, 12), title='Gasometria arterial seriada')

    def P(name, an, loinc, vt, unit, alts=(), date=None):
        return rep.R(name, an, loinc, vt, unit, list(alts), date=date, value=float(vt), comp='')

    def header(pn, n):
        return [
            Lines([L('HOSPITAL ESTADUAL DO CERRADO', sty='h1'),
                   L('Laboratório de Urgência - Gasometria e Eletrólitos - Av. Anhanguera, 6.620 - Goiânia/GO - CNES 2338424', sty='h2')]),
            Rule(lw=0.4, mt=1, mb=1),
            Lines([L('Paciente: WELLINGTON RIBEIRO MATOS            Nasc.: 17/11/1958    Sexo: M    Pront.: 884.120', sty='hd'),
                   L('Unidade: UTI ADULTO 2 - LEITO 11              Internação: 01/06/2025    Médico: Dra. Priscila Godoi Arantes', sty='hd'),
                   L('Relatório de resultados seriados - amostras de 03/06/2025 a 05/06/2025 - emitido em 05/06/2025 09:12', sty='hd')]),
            Rule(lw=0.4, mt=1, mb=2),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('Analisador de gases/eletrólitos de beira de laboratório, calibração automática a cada 4 h; controle de qualidade '
                         'em 3 níveis aprovado nas datas das análises.', sty='foot'),
                       L(f'Responsável técnico: Dr. Eduardo Siqueira Campos - CRM-GO 14.533          Página {pn} de {n}', sty='foot')])]

    rep.header, rep.footer = header, footer

    REF = {'pH': '7.35 - 7.45', 'pCO2': '35.0 - 45.0', 'pO2': '80.0 - 100.0', 'HCO3': '22.0 - 26.0', 'BE': '-2.0 - 3.0',
           'sO2': '95.0 - 99.0', 'Na': '136 - 145', 'K': '3.5 - 5.1', 'Ca': '1.15 - 1.33', 'Cl': '98 - 107',
           'Lac': '0.5 - 1.6', 'Glu': '70 - 99'}

    def sample(num, date_br, time, fio2, temp, mode, vals):
        iso = '-'.join(reversed(date_br.split('/')))
        d = None if iso == rep.default_date else iso
        pH = P('pH', 'pH of arterial blood', '2744-1', vals['pH'], '', date=d)
        pco2 = P('pCO2', 'Carbon dioxide partial pressure (arterial)', '2019-8', vals['pCO2'], 'mmHg', date=d)
        po2 = P('pO2', 'Oxygen partial pressure (arterial)', '2703-7', vals['pO2'], 'mmHg', date=d)
        hco3 = P('HCO3-', 'Bicarbonate (arterial)', '1960-4', vals['HCO3'], 'mmol/L', date=d)
        be = P('BE(B)', 'Base excess (arterial)', '1925-7', vals['BE'], 'mmol/L', date=d)
        so2 = P('sO2', 'Oxygen saturation (arterial)', '2708-6', vals['sO2'], '%', date=d)
        na = P('Na+', 'Sodium (blood)', '2947-0', vals['Na'], 'mmol/L', ['2951-2'], date=d)
        k = P('K+', 'Potassium (blood)', '6298-4', vals['K'], 'mmol/L', ['2823-3'], date=d)
        ca = P('Ca++', 'Calcium ionized (blood)', '1994-3', vals['Ca'], 'mmol/L', ['1995-0'], date=d)
        cl = P('Cl-', 'Chloride (blood)', '2069-3', vals['Cl'], 'mmol/L', ['2075-0'], date=d)
        lac = P('Lactato', 'Lactate (arterial)', '2518-9', vals['Lac'], 'mmol/L', ['32693-4'], date=d)
        left = [['pH', pH, 'pH'], ['pCO2', pco2, 'pCO2'], ['pO2', po2, 'pO2'], ['HCO3-', hco3, 'HCO3'],
                ['BE(B)', be, 'BE'], ['sO2', so2, 'sO2']]
        right = [['Na+', na, 'Na'], ['K+', k, 'K'], ['Ca++', ca, 'Ca'], ['Cl-', cl, 'Cl'], ['Lactato', lac, 'Lac']]
        if 'Glu' in vals:
            glu = P('Glicose', 'Glucose (blood)', '2339-0', vals['Glu'], 'mg/dL', ['2345-7'], date=d)
            right.append(['Glicose', glu, 'Glu'])
        rows = []
        for i in range(max(len(left), len(right))):
            cells = []
            for grp in (left, right):
                if i < len(grp):
                    lbl, r, key = grp[i]
                    cells += [lbl, C(r.V, sty='val', align='R'), r.unit, REF[key]]
                else:
                    cells += ['', '', '', '']
            rows.append(cells)
        tbl = Table([18, 15, 14, 26, 20, 15, 14, 26], rows,
                    cols=['Gases', 'Result.', 'Unid.', 'Referência', 'Eletról.', 'Result.', 'Unid.', 'Referência'],
                    border='h', aligns=['L', 'R', 'L', 'L', 'L', 'R', 'L', 'L'], padv=0.35, padh=1.0)
        return Box([
            Lines([L(f'AMOSTRA {num}/3 - SANGUE ARTERIAL (radial)    Coletada em: {date_br} {time}', sty='bt'),
                   L(f'Nº amostra: GA-{date_br[6:]}{date_br[3:5]}{date_br[0:2]}-{num:03d}    FiO2: {fio2} %    '
                     f'Temp. paciente: {temp} °C    Suporte: {mode}')], mb=1),
            tbl,
            Lines([L(f'Liberado por: {["Biomed. Karla Duarte Moura - CRBM-3 9.811", "Farm. Bioq. Renan Vieira Tomé - CRF-GO 7.402", "Biomed. Karla Duarte Moura - CRBM-3 9.811"][num - 1]}', sty='note')], mt=0.8),
        ], pad=2, lw=0.3, mb=4)

    s1 = sample(1, '03/06/2025', '05:40', '50', '38.1', 'VM - PCV, PEEP 10 cmH2O',
                dict(pH='7.31', pCO2='48.2', pO2='71.0', HCO3='23.6', BE='-2.8', sO2='92.4', Na='134', K='3.2', Ca='1.08',
                     Cl='101', Lac='3.4', Glu='168'))
    s2 = sample(2, '04/06/2025', '06:05', '40', '37.4', 'VM - PSV, PEEP 8 cmH2O',
                dict(pH='7.38', pCO2='41.5', pO2='88.0', HCO3='24.4', BE='-0.6', sO2='96.1', Na='137', K='3.9', Ca='1.12',
                     Cl='103', Lac='1.8'))
    s3 = sample(3, '05/06/2025', '06:20', '28', '36.9', 'cateter nasal 3 L/min',
                dict(pH='7.44', pCO2='38.9', pO2='94.0', HCO3='26.3', BE='1.9', sO2='97.3', Na='139', K='4.1', Ca='1.15',
                     Cl='104', Lac='1.1'))
    rep.page(s1, s2,
             Lines([L('Valores corrigidos para 37 °C. Valores de pO2 e sO2 dependem da FiO2 informada na requisição.', sty='note')]))
    rep.page(s3,
             Lines([L('Observação: amostra 1 com lactato acima do limite de referência - resultado comunicado à equipe da UTI', sty='note'),
                    L('(Enf. Sabrina Lopes) em 03/06/2025 06:02. Não foram observados coágulos ou bolhas nas seringas recebidas.', sty='note'),
                    L('Glicose dosada apenas na amostra 1 (solicitação médica).', sty='note')], mt=1),
             )
    return rep
