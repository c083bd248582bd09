"""b07 - municipal lab at a health centre, Itabuna/BA.  "Sumário de urina"
(physical / chemical / sediment), urine culture with colony count
"> 100.000 UFC/mL", and stool parasitology on three samples collected on
different days (each with its own date).  Urine density printed "1.020"
(decimal point, as Brazilian labs print it); pus cells as a range "25 a 30"."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row, Box

D = '2025-03-24'


def build():
    rep = Report('b07', 'Laboratório Municipal de Análises Clínicas - Centro de Saúde da Mangabinha (Itabuna/BA)', D,
                 {'base': dict(font='sans', size=8.8, lh=1.28),
                  'gov': dict(size=8, align='C'),
                  'lab': dict(size=11.5, b=True, align='C'),
                  'k': dict(b=True),
                  'title': dict(size=10.5, b=True, align='C', bg='#e9e9e9'),
                  'td': dict(size=8.8),
                  'th': dict(size=8.2, b=True, i=True),
                  'sec': dict(size=8.6, b=True, i=True),
                  'val': dict(b=True),
                  'small': dict(size=7.4),
                  'note': dict(size=7.6, i=True)},
                 margins=(10, 13, 9, 13), title='Laudo - Urina e Fezes')
    R = rep.R

    head = [
        Lines([L('PREFEITURA MUNICIPAL DE ITABUNA · SECRETARIA MUNICIPAL DE SAÚDE', sty='gov'),
               L('LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS', sty='lab'),
               L('Centro de Saúde da Mangabinha · Rua Firmino Alves, 240 – Mangabinha – Itabuna/BA · (73) 3214-5530', sty='gov')]),
        Rule(0.4, 'solid', 1, 1.2),
        Table([26, 76, 24, 58], [
            [S('Paciente:', sty='k'), 'MARIA APARECIDA SOUZA NASCIMENTO', S('Registro:', sty='k'), '0325-004417'],
            [S('Nascimento:', sty='k'), '30/06/1990 – 34 anos – Feminino', S('Coleta:', sty='k'), '24/03/2025 06:50'],
            [S('Solicitante:', sty='k'), 'Enf. Jéssica P. Bomfim – COREN-BA 412.903', S('Entrada:', sty='k'), '24/03/2025 07:30'],
        ], sty='td', border='none', padv=0.25, padh=0.5),
        Rule(0.4, 'solid', 1, 2.5),
    ]

    def item(label, an, lo, vt, ref, unit='', alts=(), **kw):
        r = R(label, an, lo, vt, unit, list(alts), **kw)
        res = [r.V, ' ', r.U] if unit else [r.V]
        return [label, C(*res, sty='val'), ref]

    W = [62, 58, 64]
    urine_rows = [
        Sec('EXAME FÍSICO'),
        item('Cor', 'Urine color', '5778-6', 'Amarelo citrino', 'Amarelo citrino'),
        item('Aspecto', 'Urine appearance', '5767-9', 'Ligeiramente turvo', 'Límpido'),
        item('Densidade', 'Urine specific gravity', '5811-5', '1.020', '1.005 a 1.030', alts=['2965-2'], value=1.02),
        item('pH', 'Urine pH', '5803-2', '6,0', '5,0 a 7,0', alts=['2756-5']),
        Sec('EXAME QUÍMICO (tira reagente)'),
        item('Proteínas', 'Urine protein (strip)', '20454-5', 'Traços', 'Negativo', alts=['2887-8']),
        item('Glicose', 'Urine glucose (strip)', '25428-4', 'Negativo', 'Negativo', alts=['2349-9']),
        item('Corpos cetônicos', 'Urine ketones (strip)', '2514-8', 'Negativo', 'Negativo', alts=['5797-6']),
        item('Hemoglobina', 'Urine hemoglobin (strip)', '5794-3', 'Positivo (+)', 'Negativo'),
        item('Bilirrubina', 'Urine bilirubin (strip)', '5770-3', 'Negativo', 'Negativo'),
        item('Urobilinogênio', 'Urine urobilinogen (strip)', '20405-7', 'Normal', 'Normal', alts=['5818-0']),
        item('Nitrito', 'Urine nitrite (strip)', '5802-4', 'Positivo', 'Negativo'),
        item('Esterase leucocitária', 'Urine leukocyte esterase (strip)', '5799-2', 'Positivo (++)', 'Negativo'),
        Sec('SEDIMENTOSCOPIA (microscopia óptica, aumento de 400x)'),
        item('Células epiteliais', 'Urine epithelial cells (sediment)', '5787-7', 'Raras', 'Raras a algumas', alts=['11277-1']),
        item('Piócitos', 'Urine leukocytes (sediment, per HPF)', '5821-4', '25 a 30', 'até 5 p/campo', unit='p/campo'),
        item('Hemácias', 'Urine erythrocytes (sediment, per HPF)', '13945-1', '4', 'até 3 p/campo', unit='p/campo'),
        item('Cilindros', 'Urine casts (sediment)', '9842-6', 'Ausentes', 'Ausentes', alts=['24124-0']),
        item('Cristais', 'Urine crystals (sediment)', '5782-8', 'Oxalato de cálcio (raros)', 'Ausentes'),
        item('Bactérias', 'Urine bacteria (sediment)', '25145-4', 'Numerosas', 'Ausentes ou raras', alts=['5769-5']),
        item('Filamentos de muco', 'Urine mucus (sediment)', '8247-9', 'Presentes (+)', 'Ausentes'),
    ]
    urina = Table(W, urine_rows, cols=['Análise', 'Resultado', 'Valores de referência'], sty='td', hsty='th',
                  border='h', padv=0.55, padh=1.2)

    org = R('Microrganismo isolado', 'Bacteria identified in urine culture', '630-4', 'Escherichia coli', '')
    cc = R('Contagem de colônias', 'Colony count (urine culture)', '19090-0', '> 100.000', 'UFC/mL', ['564-5'])
    uro = Box([Lines([
        L('UROCULTURA (cultura de urina com contagem de colônias)', sty='k'),
        L('Material: urina de jato médio (primeiro jato desprezado) · Semeadura: alça calibrada de 1 µL em ágar cromogênico e CLED', sty='small'),
        L(''),
        L('Contagem de colônias:  ', S(cc.V, ' ', cc.U, sty='val')),
        L('Microrganismo isolado:  ', S(org.V, sty={'b': True, 'i': True})),
        L('Antibiograma: ver laudo anexo nº 2025/0311-AB (liberado em 27/03/2025).', sty='small'),
        L('Referência: contagens inferiores a 10.000 UFC/mL geralmente sem significado clínico.', sty='note'),
    ])], pad=2, lw=0.3, mt=3)

    para = []
    for n, d, dd, vt in [('1ª amostra', '19/03/2025', '2025-03-19', 'Não foram encontrados ovos, larvas ou cistos de parasitos'),
                         ('2ª amostra', '21/03/2025', '2025-03-21', 'Cistos de Entamoeba coli'),
                         ('3ª amostra', '24/03/2025', '2025-03-24', 'Cistos de Giardia lamblia')]:
        r = R(f'Parasitológico de fezes – {n}', 'Ova and parasites (stool, microscopy)', '10704-5', vt, '', ['10701-1'], date=dd)
        para.append([C(n, sty='k'), f'colhida em {d}', C(r.V, sty='val')])
    par = Box([Lines([L('PARASITOLÓGICO DE FEZES (3 amostras)', sty='k'),
                      L('Métodos: Hoffman, Pons e Janer (sedimentação espontânea) e Faust (centrífugo-flutuação)', sty='small')]),
               Table([22, 40, 116], para, border='none', sty='td', padv=0.5, padh=0.8),
               Lines([L('Entamoeba coli: protozoário comensal, sem importância clínica, indicador de contaminação fecal-oral.', sty='note'),
                      L('Valor de referência: negativo (ausência de parasitos).', sty='note')])], pad=2, lw=0.3, mt=3)

    foot = [Rule(0.3, 'solid', 0, 1),
            Lines([L('Sumário de urina e parasitológico liberados em 25/03/2025; urocultura liberada em 27/03/2025.', sty='small'),
                   L('Responsável: Dr. Ivan S. Rebouças – Farmacêutico-Bioquímico – CRF-BA 6.602.', sty='small'),
                   L('Impresso em 27/03/2025 15:10 · Página 1 de 1', sty='small', align='R')])]
    rep.page(*head, Lines([L('SUMÁRIO DE URINA', sty='title')], mb=1.5), urina, uro, par)
    rep.footer = lambda pn, n: foot
    return rep
