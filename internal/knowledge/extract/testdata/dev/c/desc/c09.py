"""c09 - body fluids and microbiology, invented 'Hospital Universitário do Tapajós', Santarém/PA.

Cerebrospinal fluid (default date), pleural fluid collected the day before
with simultaneous serum, and a urine culture from two days before with colony
count and a small antibiogram.  Each section states its own collection date.
3 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8.2),
    'h1': dict(font='serif', size=12.5, b=True, color='#1d4d3a'),
    'h2': dict(font='sans', size=7.4, color='#1d4d3a'),
    'hd': dict(size=7.6), 'hdb': dict(size=7.6, b=True),
    'st': dict(size=9.2, b=True, color='#ffffff', bg='#1d4d3a'),
    'sub': dict(size=8.2, b=True),
    'meta': dict(size=7.2, i=True),
    'td': dict(size=8), 'th': dict(size=7.6, b=True, bg='#e3efe9'),
    'sec': dict(size=7.8, b=True, bg='#f1f7f4'),
    'val': dict(size=8.2, b=True),
    'note': dict(size=6.9, i=True),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('c09', 'Hospital Universitário do Tapajós - Laboratório de Microbiologia e Líquidos Biológicos',
                 '2025-08-21', STY, margins=(10, 12, 10, 12), title='Líquidos biológicos e microbiologia')
    R = rep.R

    def header(pn, n):
        return [
            Lines([L('Hospital Universitário do Tapajós', sty='h1'),
                   L('Unidade de Laboratório - Setor de Microbiologia e Líquidos Biológicos - Santarém/PA - CNES 2695731', sty='h2')]),
            Rule(lw=0.5, mt=1, mb=1.2, color='#1d4d3a'),
            Table([96, 90], [[C(S('Paciente: ', sty='hd'), S('RAIMUNDO NONATO AGUIAR LOBATO', sty='hdb')),
                              C('Nascimento: 08/03/1981   Sexo: masculino', sty='hd')],
                             [C('Registro: HUT-0093.551   Enfermaria: Clínica Médica, leito 23', sty='hd'),
                              C('Médico: Dr. Tarcísio Guedes Pantoja - CRM-PA 11.390', sty='hd')],
                             [C('Data da coleta: 21/08/2025 (salvo indicação na seção)', sty='hd'),
                              C('Emissão do laudo: 25/08/2025 10:15', sty='hd')]],
                  border='none', padv=0.2, padh=0.5),
            Rule(lw=0.5, mt=1, mb=2, color='#1d4d3a'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('Responsável técnica: Dra. Marília Sarmento Barbosa - CRF-PA 3.902   |   '
                         'Av. Marechal Rondon, s/n - Santarém/PA', sty='foot'),
                       L(f'Página {pn}/{n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer

    def title(t):
        return Lines([L(' ' + t, sty='st')], mb=1)

    def kv(rows, w=(58, 50, 20, 58)):
        return Table(list(w), rows, cols=['Parâmetro', 'Resultado', 'Unidade', 'Valores de referência'],
                     border='h', aligns=['L', 'R', 'L', 'L'], padv=0.45)

    def rw(r, ref, label=None):
        return [label or r.name, C(r.V, sty='val', align='R'), r.unit, ref]

    # ----- LCR (default date)
    asp = R('Aspecto', 'Appearance of CSF', '10333-3', 'Límpido', '')
    cor = R('Cor', 'Color of CSF', '10335-8', 'Incolor', '')
    leu = R('Leucócitos', 'Leukocytes in CSF', '806-0', '186', '/mm³')
    hem = R('Hemácias', 'Erythrocytes in CSF', '26454-9', '12', '/mm³', ['792-2'])
    neu = R('Neutrófilos', 'Neutrophils/100 leukocytes in CSF', '26512-4', '22', '%', ['13516-0'])
    lin = R('Linfócitos', 'Lymphocytes/100 leukocytes in CSF', '26479-6', '71', '%', ['10328-3'])
    mon = R('Monócitos', 'Monocytes/100 leukocytes in CSF', '26486-1', '7', '%', ['10329-1'])
    pro = R('Proteínas', 'Protein in CSF', '2880-3', '98', 'mg/dL')
    gli = R('Glicose', 'Glucose in CSF', '2342-4', '41', 'mg/dL')
    gls = R('Glicemia (coleta simultânea)', 'Glucose (serum)', '2345-7', '102', 'mg/dL')
    gram = R('Bacterioscopia (Gram)', 'Gram stain', '664-3', 'Ausência de bactérias', '')
    cul = R('Cultura para bactérias', 'Bacteria identified in CSF by culture', '606-4', 'Negativa', '')
    rep.page(
        title('LÍQUIDO CEFALORRAQUIDIANO (LCR) - punção lombar'),
        Lines([L('Coleta: 21/08/2025 09:30   Recebimento: 21/08/2025 09:52   Volume recebido: 4,0 mL (3 tubos)', sty='meta')], mb=1.5),
        Lines([L('Exame físico', sty='sub')]),
        kv([rw(asp, 'Límpido'), rw(cor, 'Incolor')]),
        Lines([L('Citologia (câmara de Fuchs-Rosenthal) e citologia diferencial (citocentrifugação)', sty='sub')], mt=2),
        kv([rw(leu, 'até 5 /mm³ (adultos)'), rw(hem, 'ausentes'),
            rw(neu, 'até 6 %'), rw(lin, '40 a 80 %'), rw(mon, '15 a 45 %')]),
        Lines([L('Bioquímica', sty='sub')], mt=2),
        kv([rw(pro, '15 a 45 mg/dL (lombar)'), rw(gli, '40 a 70 mg/dL\n(cerca de 2/3 da glicemia)'),
            rw(gls, '70 a 99 mg/dL (soro)', label='Glicemia (soro, coleta\nsimultânea 09:35)')]),
        Lines([L('Microbiologia', sty='sub')], mt=2),
        kv([rw(gram, 'ausência de bactérias'), rw(cul, 'Negativa', label='Cultura para bactérias\n(72 horas)')]),
        Lines([L('Nota: pleocitose linfomonocitária com hiperproteinorraquia e glicorraquia no limite inferior. Pesquisa de', sty='note'),
               L('Cryptococcus (tinta da China) e BAAR encaminhadas ao laboratório de referência (resultado em laudo à parte).', sty='note')], mt=1.5),
    )
    gls.name = 'Glicemia (soro, coleta simultânea 09:35)'
    cul.name = 'Cultura para bactérias (72 horas)'

    # ----- líquido pleural (20/08)
    D = '2025-08-20'
    pasp = R('Aspecto', 'Appearance of body fluid (pleural)', '9335-1', 'Turvo', '', date=D)
    pcor = R('Cor', 'Color of body fluid (pleural)', '6824-7', 'Amarelo citrino', '', date=D)
    pleu = R('Leucócitos', 'Leukocytes in body fluid (pleural)', '26466-3', '2.450', '/mm³', date=D)
    phem = R('Hemácias', 'Erythrocytes in body fluid (pleural)', '26455-6', '3.200', '/mm³', date=D)
    pneu = R('Neutrófilos', 'Neutrophils/100 leukocytes in body fluid', '26513-2', '18', '%', date=D)
    plin = R('Linfócitos', 'Lymphocytes/100 leukocytes in body fluid', '11031-2', '76', '%', date=D)
    ppro = R('Proteínas totais', 'Protein in body fluid (pleural)', '2881-1', '4,8', 'g/dL', date=D)
    pldh = R('Desidrogenase láctica (DHL)', 'LDH in body fluid (pleural)', '2529-6', '612', 'U/L', date=D)
    pgli = R('Glicose', 'Glucose in body fluid (pleural)', '2344-0', '68', 'mg/dL', date=D)
    pph = R('pH', 'pH of body fluid (pleural)', '2748-2', '7,32', '', date=D)
    sldh = R('DHL sérica', 'Lactate dehydrogenase (serum)', '2532-0', '298', 'U/L', date=D)
    spro = R('Proteínas totais séricas', 'Protein (serum)', '2885-2', '6,9', 'g/dL', date=D)
    pcul = R('Cultura aeróbia', 'Bacteria identified in body fluid (pleural) by aerobe culture', '610-6',
             'Sem crescimento bacteriano', '', date=D)
    rep.page(
        title('LÍQUIDO PLEURAL - toracocentese diagnóstica (hemitórax direito)'),
        Lines([L('Coleta: 20/08/2025 15:10   Recebimento: 20/08/2025 15:40   Soro pareado coletado em 20/08/2025 15:15', sty='meta')], mb=1.5),
        kv([rw(pasp, 'Límpido'), rw(pcor, 'Amarelo claro'),
            rw(pleu, 'não estabelecido'), rw(phem, 'não estabelecido'),
            rw(pneu, 'não estabelecido'), rw(plin, 'não estabelecido'),
            Sec('Bioquímica do líquido'),
            rw(ppro, 'transudato: inferior a 3,0 g/dL'), rw(pldh, 'não estabelecido'),
            rw(pgli, 'semelhante à glicemia'), rw(pph, '7,60 a 7,64 (fisiológico)'),
            Sec('Soro pareado (mesma data)'),
            rw(sldh, '120 a 246 U/L'), rw(spro, '6,4 a 8,3 g/dL'),
            Sec('Microbiologia'),
            rw(pcul, 'Negativa', label='Cultura aeróbia\n(5 dias)')]),
        Lines([L('Critérios de Light: preenchidos (exsudato) - relação proteína líquido/soro e DHL líquido/soro acima dos', sty='note'),
               L('pontos de corte. Predomínio linfocitário. Adenosina deaminase encaminhada ao laboratório de apoio.', sty='note')], mt=1.5),
    )
    pcul.name = 'Cultura aeróbia (5 dias)'

    # ----- urocultura (19/08)
    D2 = '2025-08-19'
    org = R('Microrganismo isolado', 'Bacteria identified in urine by culture', '630-4', 'Escherichia coli', '', date=D2)
    ufc = R('Contagem de colônias', 'Colony count in urine', '19090-0', '> 100.000', 'UFC/mL', date=D2)
    abx = [('Ampicilina', 'Ampicillin', '18864-9', 'Resistente', '8'),
           ('Amoxicilina + ácido clavulânico', 'Amoxicillin+Clavulanate', '18862-3', 'Sensível', '18'),
           ('Ceftriaxona', 'Ceftriaxone', '18895-3', 'Sensível', '29'),
           ('Ciprofloxacino', 'Ciprofloxacin', '18906-8', 'Resistente', '12'),
           ('Gentamicina', 'Gentamicin', '18928-2', 'Sensível', '19'),
           ('Nitrofurantoína', 'Nitrofurantoin', '18955-5', 'Sensível', '21'),
           ('Sulfametoxazol + trimetoprima', 'Trimethoprim+Sulfamethoxazole', '18998-5', 'Resistente', '6')]
    rows = []
    for name, an, lo, vt, halo in abx:
        r = R(name, f'{an} [Susceptibility]', lo, vt, '', date=D2)
        rows.append([name, halo, C(r.V, sty='val')])
    rep.page(
        title('UROCULTURA COM ANTIBIOGRAMA - urina de jato médio'),
        Lines([L('Coleta: 19/08/2025 06:45   Semeadura: 19/08/2025 08:10   Liberação: 21/08/2025 11:30', sty='meta')], mb=1.5),
        Table([66, 120], [['Microrganismo isolado', C(S(org.V, sty='val'))],
                          ['Contagem de colônias', C(S(ufc.V, sty='val'), ' ', ufc.U)]],
              border='h', padv=0.6),
        Lines([L('Interpretação: contagem significativa (superior ou igual a 100.000 UFC/mL) de bacilo gram-negativo.', sty='note')], mt=1, mb=2),
        Lines([L('Teste de sensibilidade aos antimicrobianos (disco-difusão, BrCAST 2025)', sty='sub')], mb=0.5),
        Table([80, 40, 50], rows, cols=['Antimicrobiano', 'Halo (mm)', 'Interpretação'], border='grid',
              aligns=['L', 'C', 'L'], padv=0.45),
        Lines([L('Sensível: sensível, dose padrão. Resistente: alta probabilidade de falha terapêutica.', sty='note'),
               L('Triagem fenotípica para ESBL: negativa.', sty='note')], mt=1.5),
        Lines([L('Liberado por: Biomed. Jaqueline Sousa Tapajós - CRBM-4 2.614 (microbiologia); Farm. Bioq. Daniel Aquino Reis -', sty='note'),
               L('CRF-PA 5.117 (líquidos biológicos). Documento assinado eletronicamente.', sty='note')], mt=6),
    )
    return rep
