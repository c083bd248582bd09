"""e01 - Hospital Estadual Madeira-Mamoré, Porto Velho/RO: inpatient evolution report with the
collection dates as ROWS and the markers as COLUMNS (unit under each column name).
67-year-old man, community-acquired pneumonia with sepsis and acute kidney injury that recovers:
leukocytosis and CRP fall, creatinine/urea/potassium return towards baseline, platelets dip and recover."""
from lib import *

DATES = [('2025-06-02', '02/06/25 05:40'), ('2025-06-03', '03/06/25 05:35'), ('2025-06-04', '04/06/25 05:50'),
         ('2025-06-05', '05/06/25 05:30'), ('2025-06-06', '06/06/25 05:45'), ('2025-06-07', '07/06/25 05:35')]
HB = ['10,8', '10,2', '9,9', '10,1', '10,4', '10,6']
LEU = ['18.420', '16.150', '13.280', '11.040', '9.730', '8.610']
PLQ = ['142', '118', '109', '131', '168', '204']
CRE = ['2,84', '2,51', '2,02', '1,63', '1,38', '1,21']
URE = ['118', '104', '86', '71', '58', '49']
K = ['5,6', '5,1', '4,7', '4,3', '4,1', '4,0']
PCR = {0: '186,4', 2: '121,7', 4: '64,2'}


def build():
    st = style(base=dict(font='sans', size=8), th=dict(b=True, size=7.5, bg='#dfe7ef', align='C'),
               hosp=dict(size=12, b=True, color='#1d3f66'), cell=dict(align='C'), date=dict(b=True))
    rep = Report('e01', 'Hospital Estadual Madeira-Mamoré - Laboratório de Análises Clínicas', '2025-06-07', st,
                 title='Evolução laboratorial')
    rep.header = lambda pn, n: [
        Lines([L('HOSPITAL ESTADUAL MADEIRA-MAMORÉ', sty='hosp'),
               L('Laboratório de Análises Clínicas - Av. Gov. Jorge Teixeira, 3862 - Porto Velho/RO - CNES 2490112'),
               L('Responsável técnica: Dra. Francisca Lins Aguiar - CRF-RO 1184', sty='small')]),
        Rule(lw=0.5, mt=1.5, mb=1.5)]
    rep.footer = page_footer(['Relatório cumulativo gerado pelo sistema do laboratório. Os valores de referência constam da legenda abaixo da tabela.',
                              'Impresso em 07/06/2025 11:02 por enf. R. Cavalcante - Clínica Médica 2 / Leito 214-B'])
    rows = []
    res = []
    for i, (iso, shown) in enumerate(DATES):
        r = [C(shown, sty='date')]
        items = [('Hb', 'Hemoglobina', '718-7', HB[i], 'g/dL', ()),
                 ('Leucócitos', 'Leucócitos', '6690-2', LEU[i], '/mm³', ('26464-8',)),
                 ('Plaquetas', 'Plaquetas', '777-3', PLQ[i], 'mil/mm³', ('26515-7',)),
                 ('Creatinina', 'Creatinina', '2160-0', CRE[i], 'mg/dL', ()),
                 ('Ureia', 'Ureia', '3091-6', URE[i], 'mg/dL', ()),
                 ('Potássio', 'Potássio', '2823-3', K[i], 'mEq/L', ()),
                 ('PCR', 'Proteína C reativa', '1988-5', PCR.get(i), 'mg/L', ())]
        for name, an, code, vt, unit, alts in items:
            if vt is None:
                r.append(C('—', sty='cell'))
                continue
            x = rep.R(name, an, code, vt, unit, alts=alts, date=iso)
            r.append(C(x.V, sty='cell'))
        rows.append(r)
    cols = ['Data/hora\nda coleta', 'Hb\ng/dL', 'Leucócitos\n/mm³', 'Plaquetas\nmil/mm³', 'Creatinina\nmg/dL',
            'Ureia\nmg/dL', 'Potássio\nmEq/L', 'PCR\nmg/L']
    rep.page(
        Table([52, 130], [
            ['Paciente:', C('JOSÉ RIBAMAR TEIXEIRA DA COSTA', sty='b')],
            ['Prontuário / atendimento:', '0418827 / 25-061144'],
            ['Nascimento / sexo:', '14/09/1957 - masculino (67 anos)'],
            ['Internação:', '31/05/2025 22:10 - Pronto-socorro → Clínica Médica 2'],
            ['Médico assistente:', 'Dr. Antônio Mesquita Barroso - CRM-RO 3027'],
            ['Período do relatório:', 'coletas de 02/06/2025 a 07/06/2025 (última coleta: 07/06/2025 05:35)'],
        ], border='none', padv=0.3, mb=3),
        Lines([L('EVOLUÇÃO LABORATORIAL - SANGUE (SORO / EDTA)', sty='h2')], mb=1.5),
        Table([28, 21, 23, 22, 23, 20, 21, 20], rows, cols=cols, border='grid', padv=1.0,
              aligns=['L', 'C', 'C', 'C', 'C', 'C', 'C', 'C'], mb=3),
        Lines([L('Legenda: "—" exame não solicitado na data. Uma linha por coleta; a coluna traz a unidade sob o nome do exame.', sty='small'),
               L('Valores de referência (adulto, masculino): Hb 13,5 a 17,5 g/dL | Leucócitos 4.000 a 11.000 /mm³ | Plaquetas 150 a 450 mil/mm³ |', sty='small'),
               L('Creatinina 0,70 a 1,20 mg/dL | Ureia 17 a 43 mg/dL | Potássio 3,5 a 5,1 mEq/L | PCR inferior a 5,0 mg/L.', sty='small')], mb=3),
        Box([Lines([L('Comunicação de valor crítico', sty='b'),
                    L('Potássio 5,6 mEq/L (coleta de 02/06/25) comunicado ao plantonista Dr. H. Sales em 02/06/2025 06:20.'),
                    L('Ureia e creatinina em queda progressiva; leucograma normalizado na coleta de 07/06.')])], pad=2, lw=0.25, mb=3),
        Lines([L('Métodos: hemograma por impedância/citometria de fluxo (Sysmex XN-1000); bioquímica por química seca;', sty='small'),
               L('PCR por imunoturbidimetria. Material: sangue venoso periférico.', sty='small')]),
    )
    return rep
