"""The twelve reports of set "at", each described once as data.

Everything here is invented: laboratories, people, addresses, registry
numbers and values.  Dates are ISO in the model and printed dd/mm/yyyy.
"""
from model import R, SUB, TXT

EGFR_UNIT = 'mL/min/1,73 m²'


def lab(name, short, addr, ids, rt, tagline=''):
    return dict(name=name, short=short, lines=[addr, ids], rt=rt, tagline=tagline)


# ---------------------------------------------------------------------------
def at01():
    P = ['2024-11-12', '2024-08-05']
    heads = {'name': 'Exame', 'res': '18/02/2025\n(atual)', 'p0': '12/11/2024',
             'p1': '05/08/2024', 'unit': 'Unidade', 'ref': 'Valores de referência'}
    widths = {'name': 52, 'res': 22, 'p0': 21, 'p1': 21, 'unit': 28, 'ref': 42}
    cols = ['name', 'res', 'p0', 'p1', 'unit', 'ref']
    return dict(
        id='at01', city='Curitiba/PR', collected='2025-02-18',
        lab=lab('Laboratório Araucária Medicina Diagnóstica', 'Araucária Diagnóstica',
                'Rua Desembargador Motta, 1874 – Batel – Curitiba/PR – CEP 80420-162',
                'CNPJ 41.286.553/0001-07 · CNES 6613582 · Tel. (41) 3322-8140',
                'Responsável técnica: Dra. Helena Moravski Tisot – CRF-PR 11.874',
                'Análises clínicas · Medicina laboratorial'),
        style=dict(font='dejavu', size=8.6, accent='#1d5e3a', header='banner', pat='box'),
        patient=[('Paciente', 'IRACEMA BORTOLINI KLOSS', 2), ('Sexo', 'Feminino'),
                 ('Data de nasc.', '03/08/1944'), ('Idade', '80 anos e 6 meses'),
                 ('Convênio', 'Unimed Curitiba'),
                 ('Médico(a)', 'Dr. Rubens Tadeu Wosniak – CRM-PR 18.442', 2),
                 ('Pedido nº', '2502-180377'),
                 ('Solicitação', '10/02/2025'), ('Coleta', '18/02/2025 07:20'),
                 ('Recebido', '18/02/2025 08:05')],
        pcols=3,
        footer='Emitido em 20/02/2025 15:47 · Impresso em 21/02/2025 09:12',
        sign=['Dra. Helena Moravski Tisot', 'Farmacêutica-Bioquímica – CRF-PR 11.874',
              'Liberado eletronicamente em 20/02/2025 às 15:47'],
        features='cumulative ruled table, 3 dates in columns (current first); '
                 'split marker name; ↑/↓ flags; KDIGO and vitamin D reference tables',
        pages=[[
            dict(type='section', text='FUNÇÃO RENAL, ELETRÓLITOS E METABOLISMO MINERAL – QUADRO EVOLUTIVO'),
            dict(type='note', text='Material: soro · Jejum de 10 horas · Amostra sem hemólise'),
            dict(type='table', cols=cols, heads=heads, widths=widths, ruled='grid', prev_dates=P,
                 rows=[
                     R('crea', 'Creatinina', '1,34', 'mg/dL', '0,50 a 1,00', '↑', prev=[('1,27', '↑'), ('1,18', '↑')]),
                     R('egfr21', 'Taxa de filtração glomerular\nestimada (CKD-EPI 2021)', '40', 'mL/min/1,73 m²',
                       'maior ou igual a 60', '↓', prev=[('43', '↓'), ('47', '↓')]),
                     R('k', 'Potássio', '5,3', 'mEq/L', '3,5 a 5,1', '↑', prev=['5,0', '4,7']),
                     R('ca', 'Cálcio total', '9,1', 'mg/dL', '8,6 a 10,3', prev=['9,3', '9,4']),
                     R('mg', 'Magnésio', '1,9', 'mg/dL', '1,6 a 2,6', prev=[None, None]),
                 ]),
            dict(type='note', text='Métodos: creatinina – Jaffé cinético compensado, rastreável ao IDMS; potássio – eletrodo '
                 'íon-seletivo indireto; cálcio – arsenazo III; magnésio – azul de xilidil. (—) exame não realizado na data. '
                 'Ureia, sódio e fósforo não foram solicitados nesta requisição.'),
            dict(type='note', text='A TFG foi estimada pela equação CKD-EPI 2021 (sem coeficiente racial) a partir da creatinina '
                 'sérica, idade e sexo, e é expressa por 1,73 m² de superfície corporal. Não é válida em insuficiência renal aguda.'),
            dict(type='reftable', title='Categorias de TFG – KDIGO (mL/min/1,73 m²)', widths=[18, 80, 40],
                 rows=[['G1', 'Normal ou elevada', '≥ 90'], ['G2', 'Levemente diminuída', '60 a 89'],
                       ['G3a', 'Leve a moderadamente diminuída', '45 a 59'],
                       ['G3b', 'Moderada a gravemente diminuída', '30 a 44'],
                       ['G4', 'Gravemente diminuída', '15 a 29'], ['G5', 'Falência renal', '< 15']]),
        ], [
            dict(type='section', text='VITAMINAS E PARATORMÔNIO – QUADRO EVOLUTIVO'),
            dict(type='note', text='Material: soro · Método: quimioluminescência (B12, folato, PTH); '
                 'imunoensaio quimioluminescente (25-OH vitamina D)'),
            dict(type='table', cols=cols, heads=heads, widths=widths, ruled='grid', prev_dates=P,
                 rows=[
                     R('b12', 'Vitamina B12', '268', 'pg/mL', '197 a 771', prev=['241', '310']),
                     R('folate', 'Ácido fólico', '9,8', 'ng/mL', 'superior a 3,9', prev=['7,1', None]),
                     R('vitd', '25-Hidroxivitamina D', '24,6', 'ng/mL', 'ver tabela abaixo', prev=['18,2', '21,0']),
                     R('pth', 'Paratormônio intacto (PTH)', '98,4', 'pg/mL', '15,0 a 68,3', '↑',
                       prev=[('87,2', '↑'), ('71,5', '↑')]),
                 ]),
            dict(type='reftable', title='25-Hidroxivitamina D – posicionamento SBPC/ML e SBEM (2017)', widths=[40, 100],
                 rows=[['Acima de 20 ng/mL', 'Desejável para a população geral saudável'],
                       ['30 a 60 ng/mL', 'Recomendado para grupos de risco (idosos, gestantes, osteoporose, DRC)'],
                       ['Acima de 100 ng/mL', 'Risco de toxicidade e hipercalcemia']]),
            dict(type='note', text='PTH: amostra coletada pela manhã, em jejum. Na DRC estágios G3–G5 a interpretação do PTH deve '
                 'considerar cálcio, fósforo e 25-hidroxivitamina D em conjunto (KDIGO). Próxima avaliação a critério médico.'),
            dict(type='space', h=4),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at02():
    D1, D2 = '2024-12-09', '2024-06-10'
    return dict(
        id='at02', city='Porto Alegre/RS', collected='2025-04-07',
        lab=lab('Laboratório Guaíba de Análises Clínicas', 'Laboratório Guaíba',
                'Av. Independência, 1.172 – Independência – Porto Alegre/RS – CEP 90035-076',
                'CNPJ 27.914.608/0001-52 · CNES 3318260 · Fone (51) 3019-4470',
                'Responsável técnico: Farm.-Bioq. Júlio César Schmitt Weber – CRF-RS 9.613'),
        style=dict(font='serif', size=9.2, accent='#202020', header='classic', pat='lines'),
        patient=[('Paciente', 'ALCEU DORNELLES PRESTES', 2), ('Atendimento', '7.104.552'),
                 ('Nascimento', '22/01/1942'), ('Idade', '83 anos'), ('Sexo', 'Masculino'),
                 ('Solicitante', 'Dra. Marta Lucia Ughini – CRM-RS 21.907', 2), ('Convênio', 'IPE Saúde'),
                 ('Data do atendimento', '07/04/2025'), ('Previsão de entrega', '10/04/2025'), ('Posto', 'Central')],
        pcols=3,
        footer='Laboratório Guaíba · Documento emitido em 09/04/2025 às 08:41',
        sign=['Júlio César Schmitt Weber', 'Farmacêutico-Bioquímico – CRF-RS 9.613'],
        features='block layout (heading / material / method / result / reference); previous results as '
                 'text lines under each exam; * flags; lipid history with abbreviated names',
        pages=[[
            dict(type='exam', title='GLICOSE', material='Plasma (fluoreto de sódio)', method='Enzimático – hexoquinase',
                 collected_line='Coletado em 07/04/2025 07:12', rows=[
                     R('glu_f', 'Glicose em jejum', '104', 'mg/dL', flag='*')],
                 ref=['Normal: 70 a 99 mg/dL', 'Glicemia de jejum alterada: 100 a 125 mg/dL',
                      'Diabetes mellitus: igual ou superior a 126 mg/dL'],
                 prev_lines=[dict(date=D1, items=[('glu_f', None, '99', 'mg/dL')])]),
            dict(type='exam', title='HEMOGLOBINA GLICADA – HbA1c', material='Sangue total (EDTA)',
                 method='Cromatografia líquida de alta eficiência (HPLC) – certificado NGSP',
                 collected_line='Coletado em 07/04/2025 07:12', rows=[
                     R('hba1c', 'Hemoglobina glicada', '6,1', '%', flag='*'),
                     R('eag', 'Glicose média estimada', '128', 'mg/dL')],
                 ref=['Normal: 4,0 a 5,6 %', 'Risco aumentado: 5,7 a 6,4 %', 'Diabetes: igual ou superior a 6,5 %'],
                 prev_lines=[dict(date=D1, items=[('hba1c', 'Hemoglobina glicada', '6,0', '%')]),
                             dict(date=D2, items=[('hba1c', 'Hemoglobina glicada', '5,9', '%')])]),
            dict(type='exam', title='CREATININA', material='Soro', method='Cinético colorimétrico (Jaffé) – rastreável ao IDMS',
                 collected_line='Coletado em 07/04/2025 07:12', rows=[
                     R('crea', 'Resultado', '1,46', 'mg/dL', flag='*', pname='CREATININA'),
                     R('egfr21', 'TFG estimada (CKD-EPI 2021)', '47', EGFR_UNIT, flag='*')],
                 ref=['Creatinina: 0,70 a 1,20 mg/dL', 'TFG: igual ou superior a 60 mL/min/1,73 m²'],
                 prev_lines=[dict(date=D1, items=[('crea', 'Creatinina', '1,41', 'mg/dL'), ('egfr21', 'TFG', '50', EGFR_UNIT)]),
                             dict(date=D2, items=[('crea', 'Creatinina', '1,35', 'mg/dL'), ('egfr21', 'TFG', '52', EGFR_UNIT)])]),
            dict(type='exam', title='UREIA', material='Soro', method='Enzimático UV (urease/GLDH)',
                 collected_line='Coletado em 07/04/2025 07:12', rows=[
                     R('urea', 'Resultado', '61', 'mg/dL', flag='*', pname='UREIA')],
                 ref=['15 a 50 mg/dL'],
                 prev_lines=[dict(date=D1, items=[('urea', None, '55', 'mg/dL')])]),
        ], [
            dict(type='exam', title='COLESTEROL TOTAL E FRAÇÕES', material='Soro',
                 method='Enzimático colorimétrico; LDL e VLDL calculados (equação de Martin/Hopkins)',
                 collected_line='Coletado em 07/04/2025 07:12', rows=[
                     R('chol', 'Colesterol total', '182', 'mg/dL'),
                     R('hdl', 'Colesterol HDL', '41', 'mg/dL'),
                     R('ldl_calc', 'Colesterol LDL', '113', 'mg/dL'),
                     R('vldl', 'Colesterol VLDL', '28', 'mg/dL'),
                     R('nonhdl', 'Colesterol não-HDL', '141', 'mg/dL'),
                     R('tg', 'Triglicérides', '142', 'mg/dL')],
                 ref=['Colesterol total: desejável inferior a 190 mg/dL', 'HDL: desejável superior a 40 mg/dL',
                      'Triglicérides (jejum): desejável inferior a 150 mg/dL',
                      'LDL e não-HDL: metas conforme o risco cardiovascular', '(Consenso Brasileiro, 2017)'],
                 prev_lines=[dict(date=D1, items=[('chol', 'Colesterol total', '195', 'mg/dL'), ('hdl', 'HDL', '39', 'mg/dL'),
                                                 ('tg', 'Triglicérides', '140', 'mg/dL')])]),
            dict(type='exam', title='TSH – HORMÔNIO TIREOESTIMULANTE', material='Soro', method='Quimioluminescência',
                 collected_line='Coletado em 07/04/2025 07:12', rows=[
                     R('tsh', 'Resultado', '3,82', 'µUI/mL', pname='TSH')],
                 ref=['0,45 a 4,50 µUI/mL'],
                 prev_lines=[dict(date=D2, items=[('tsh', None, '4,10', 'µUI/mL')])]),
            dict(type='note', text='(*) Resultado fora do intervalo de referência. Resultados anteriores reproduzidos do '
                 'histórico do paciente neste laboratório.'),
            dict(type='space', h=3),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at03():
    eri = dict(type='table', title='ERITROGRAMA', cols=['name', 'res', 'unit', 'ref'], ruled='none',
               heads={'name': '', 'res': 'Resultado', 'unit': '', 'ref': 'Referência'},
               widths={'name': 24, 'res': 17, 'unit': 20, 'ref': 28}, rows=[
                   R('rbc', 'Hemácias', '4,12', 'milhões/mm³', '3,90 a 5,03'),
                   R('hb', 'Hemoglobina', '12,1', 'g/dL', '11,5 a 15,5'),
                   R('hct', 'Hematócrito', '36,8', '%', '35,0 a 45,0'),
                   R('mcv', 'VCM', '89,3', 'fL', '80,0 a 98,0'),
                   R('mch', 'HCM', '29,4', 'pg', '27,0 a 33,0'),
                   R('mchc', 'CHCM', '32,9', 'g/dL', '32,0 a 36,0'),
                   R('rdw', 'RDW', '14,1', '%', '11,5 a 15,0')])
    leu = dict(type='table', title='LEUCOGRAMA', cols=['name', 'res', 'unit', 'res2', 'unit2', 'ref'], ruled='none',
               heads={'name': '', 'res': '', 'unit': '', 'res2': '', 'unit2': '', 'ref': 'Referência /mm³'},
               widths={'name': 21, 'res': 11, 'unit': 6, 'res2': 13, 'unit2': 10, 'ref': 28}, rows=[
                   R(None, 'Leucócitos', None, '', '3.600 a 11.000', res2='6.840', unit2='/mm³', key2='wbc'),
                   R('neut_pct', 'Neutrófilos', '61,2', '%', '1.500 a 7.000', res2='4.186', unit2='/mm³', key2='neut_abs'),
                   R('lymph_pct', 'Linfócitos', '27,4', '%', '1.000 a 4.500', res2='1.874', unit2='/mm³', key2='lymph_abs'),
                   R('mono_pct', 'Monócitos', '7,8', '%', '100 a 1.000', res2='534', unit2='/mm³', key2='mono_abs'),
                   R('eos_pct', 'Eosinófilos', '3,1', '%', '20 a 500', res2='212', unit2='/mm³', key2='eos_abs'),
                   R('baso_pct', 'Basófilos', '0,5', '%', '0 a 200', res2='34', unit2='/mm³', key2='baso_abs')])
    plq = dict(type='table', title='PLAQUETOGRAMA', cols=['name', 'res', 'unit', 'ref'], ruled='none', head=False,
               widths={'name': 24, 'res': 17, 'unit': 20, 'ref': 28}, rows=[
                   R('plt', 'Plaquetas', '231.000', '/mm³', '150.000 a 450.000')])
    bio_l = dict(type='table', leader=True, cols=['name', 'res', 'unit', 'ref'], ruled='none', head=False,
                 widths={'name': 33, 'res': 11, 'unit': 25, 'ref': 20}, rows=[
                     R('glu_f', 'Glicose (jejum)', '98', 'mg/dL', '70 a 99'),
                     R('urea', 'Ureia', '38', 'mg/dL', '15 a 45'),
                     R('crea', 'Creatinina', '0,92', 'mg/dL', '0,51 a 0,95'),
                     R('egfr21', 'TFG (CKD-EPI 2021)', '65', EGFR_UNIT, '> 60'),
                     R('na', 'Sódio', '141', 'mmol/L', '136 a 145'),
                     R('k', 'Potássio', '4,4', 'mmol/L', '3,5 a 5,1')])
    bio_r = dict(type='table', leader=True, cols=['name', 'res', 'unit', 'ref'], ruled='none', head=False,
                 widths={'name': 34, 'res': 12, 'unit': 16, 'ref': 27}, rows=[
                     R('hscrp', 'PCR ultrassensível', '2,8', 'mg/L', 'inferior a 3,0'),
                     R('vitd', 'Vitamina D (25-OH)', '27,4', 'ng/mL', 'ver nota'),
                     R('iron', 'Ferro sérico', '74', 'µg/dL', '50 a 170'),
                     R('ferritin', 'Ferritina', '86,0', 'ng/mL', '15 a 150')])

    return dict(
        id='at03', city='Recife/PE', collected='2025-03-24',
        lab=lab('Centro Diagnóstico Capibaribe', 'CD Capibaribe',
                'Rua da Aurora, 1.355 – Boa Vista – Recife/PE – CEP 50050-000',
                'CNPJ 33.507.219/0001-90 · CNES 7720915 · (81) 3423-6610',
                'Responsável técnico: Dr. Fernando Albuquerque Lins – CRBM-2 4.118'),
        style=dict(font='sans', size=8.4, accent='#0b4f8a', header='boxed', pat='box'),
        patient=[('Nome', 'JOSEFA MARIA DO NASCIMENTO LIMA', 2), ('Sexo', 'F'),
                 ('DN', '11/09/1948'), ('Idade', '76 anos'), ('Nº OS', '55120-3'),
                 ('Médico', 'Dr. Ivaldo Cavalcanti Neto – CRM-PE 9.874', 2), ('Origem', 'Amb. Geriatria'),
                 ('Coleta', '24/03/2025 08:10'), ('Entrada', '24/03/2025 08:10'), ('Impressão', '26/03/2025 09:02')],
        pcols=3,
        footer='CD Capibaribe · Laudo emitido em 25/03/2025 16:20',
        sign=['Dr. Fernando Albuquerque Lins', 'Biomédico – CRBM-2 4.118'],
        features='two-column layout (eritrograma beside leucograma; bioquímica in two columns); full blood count with '
                 'indices and differential in % and /mm³; dotted leaders; no rules',
        pages=[[
            dict(type='section', text='HEMOGRAMA COMPLETO'),
            dict(type='note', text='Material: sangue total com EDTA · Método: impedância e citometria de fluxo, com revisão '
                 'microscópica do esfregaço'),
            dict(type='cols', left=[eri, plq], right=[leu]),
            dict(type='note', text='Série vermelha: normocitose e normocromia. Série branca sem alterações morfológicas. '
                 'Plaquetas: morfologia normal. Valores de referência para mulheres adultas.'),
            dict(type='section', text='BIOQUÍMICA E IMUNOLOGIA – SORO'),
            dict(type='cols', left=[bio_l], right=[bio_r]),
            dict(type='note', text='TFG estimada pela equação CKD-EPI 2021. Vitamina D (25-OH): acima de 20 ng/mL para a '
                 'população saudável; 30 a 60 ng/mL para grupos de risco, incluindo idosos (SBPC/ML 2017). '
                 'PCR ultrassensível: risco cardiovascular baixo < 1,0; médio 1,0 a 3,0; alto > 3,0 mg/L.'),
            dict(type='space', h=3),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at04():
    cols = ['name', 'ref', 'res', 'unit', 'p0']
    heads = {'name': 'EXAME', 'ref': 'VALORES DE REFERÊNCIA', 'res': 'RESULTADO', 'unit': 'UNIDADE',
             'p0': 'ANTERIOR\n14/10/2024'}
    widths = {'name': 58, 'ref': 38, 'res': 28, 'unit': 34, 'p0': 28}
    return dict(
        id='at04', city='São Paulo/SP', collected='2025-05-06',
        lab=lab('Laboratório Vila Mariana de Análises Clínicas', 'Lab. Vila Mariana',
                'Rua Domingos de Morais, 2.218 – Vila Mariana – São Paulo/SP – CEP 04036-000',
                'CNPJ 52.380.147/0001-33 · CNES 2079841 · Tel. (11) 5083-2716',
                'Responsável técnico: Dr. Ricardo Hideki Nakamura – CRM-SP 98.114'),
        style=dict(font='sans', size=9.4, accent='#7a1020', header='boxed', pat='lines'),
        patient=[('Paciente', 'OSVALDO PEREIRA DA CUNHA', 2), ('Ficha', '318.440-7'),
                 ('Nascimento', '30/06/1953'), ('Idade', '71 anos'), ('Sexo', 'Masculino'),
                 ('Médico', 'Dr. Paulo Sérgio Marconi – CRM-SP 74.019', 2), ('Convênio', 'Particular'),
                 ('Cadastro', '05/05/2025'), ('Data da coleta', '06/05/2025 06:55'), ('Liberação', '07/05/2025 18:30')],
        pcols=3,
        footer='Lab. Vila Mariana · Impresso em 08/05/2025',
        sign=['Dr. Ricardo Hideki Nakamura', 'Patologista Clínico – CRM-SP 98.114'],
        features='table without rules, result printed after the reference range, previous result column; '
                 'upper-case HDL-COLESTEROL style names; H/L flags; "inferior a"; LDL target table',
        pages=[[
            dict(type='table', cols=cols, heads=heads, widths=widths, ruled='head', prev_dates=['2024-10-14'], rows=[
                SUB('BIOQUÍMICA – SORO / PLASMA'),
                R('glu_f', 'GLICOSE DE JEJUM', '109', 'mg/dL', '70 a 99', 'H', prev=[('101', 'H')]),
                R('hba1c', 'HEMOGLOBINA GLICADA (HbA1c)', '6,3', '%', '4,0 a 5,6', 'H', prev=[('6,1', 'H')]),
                R('crea', 'CREATININA', '1,08', 'mg/dL', '0,70 a 1,30', prev=['1,02']),
                R('egfr21', 'TFG ESTIMADA (CKD-EPI 2021)', '73', EGFR_UNIT, 'maior que 60', prev=['79']),
                R('k', 'POTÁSSIO', '4,6', 'mEq/L', '3,5 a 5,1', prev=['4,3']),
                SUB('PERFIL LIPÍDICO'),
                R('chol', 'COLESTEROL TOTAL', '221', 'mg/dL', 'inferior a 190', 'H', prev=[('238', 'H')]),
                R('hdl', 'HDL-COLESTEROL', '38', 'mg/dL', 'superior a 40', 'L', prev=[('36', 'L')]),
                R('ldl_calc', 'LDL-COLESTEROL', '148', 'mg/dL', 'ver metas abaixo', prev=['163']),
                R('nonhdl', 'NÃO-HDL-COLESTEROL', '183', 'mg/dL', 'ver metas abaixo', prev=['202']),
                R('tg', 'TRIGLICÉRIDES', '176', 'mg/dL', 'inferior a 150', 'H', prev=[('197', 'H')]),
                SUB('OUTROS'),
                R('crp', 'PROTEÍNA C REATIVA', 'inferior a 0,30', 'mg/dL', 'inferior a 0,50', prev=[None]),
                R('psa', 'PSA TOTAL', '2,74', 'ng/mL', 'até 4,00', prev=['2,51']),
            ]),
            dict(type='note', text='LDL-colesterol calculado pela equação de Martin/Hopkins. PSA total por quimioluminescência. '
                 'Glicose: método hexoquinase. HbA1c: HPLC (NGSP). Creatinina: Jaffé rastreável ao IDMS. '
                 'H = acima do valor de referência; L = abaixo do valor de referência.'),
            dict(type='reftable', title='Metas lipídicas conforme o risco cardiovascular (mg/dL)', widths=[50, 40, 40],
                 rows=[['Categoria de risco', 'LDL-colesterol', 'Não-HDL-colesterol'],
                       ['Baixo', '< 130', '< 160'], ['Intermediário', '< 100', '< 130'],
                       ['Alto', '< 70', '< 100'], ['Muito alto', '< 50', '< 80']]),
            dict(type='space', h=3),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at05():
    DU = '2025-05-12'
    fis = dict(type='table', title='Exame físico-químico', cols=['name', 'res', 'ref'], ruled='hlines', date=DU,
               heads={'name': '', 'res': 'Resultado', 'ref': 'Referência'},
               widths={'name': 30, 'res': 28, 'ref': 30}, rows=[
                   R('u_color', 'Cor', 'Amarelo citrino', '', 'Amarelo citrino'),
                   R('u_aspect', 'Aspecto', 'Límpido', '', 'Límpido'),
                   R('u_sg', 'Densidade', '1,018', '', '1,005 a 1,030'),
                   R('u_ph', 'pH', '6,0', '', '5,0 a 7,5'),
                   R('u_prot', 'Proteínas', 'Traços', '', 'Negativo'),
                   R('u_glu', 'Glicose', 'Negativo', '', 'Negativo'),
                   R('u_ket', 'Corpos cetônicos', 'Negativo', '', 'Negativo'),
                   R('u_hb', 'Hemoglobina', 'Negativo', '', 'Negativo'),
                   R('u_bil', 'Bilirrubina', 'Negativo', '', 'Negativo'),
                   R('u_ubg', 'Urobilinogênio', 'Normal', '', 'Normal'),
                   R('u_nit', 'Nitrito', 'Negativo', '', 'Negativo'),
                   R('u_le', 'Leucócitos (esterase)', 'Negativo', '', 'Negativo')])
    sed = dict(type='table', title='Sedimentoscopia', cols=['name', 'res', 'unit', 'ref'], ruled='hlines', date=DU,
               heads={'name': '', 'res': 'Resultado', 'unit': '', 'ref': 'Referência'},
               widths={'name': 26, 'res': 18, 'unit': 14, 'ref': 30}, rows=[
                   R('u_epi', 'Células epiteliais', 'Raras', '', 'Raras a algumas'),
                   R('u_wbc', 'Leucócitos', '3', '/campo', 'até 5 /campo'),
                   R('u_rbc', 'Hemácias', '1', '/campo', 'até 3 /campo'),
                   R('u_bact', 'Bactérias', 'Ausentes', '', 'Ausentes a raras'),
                   R('u_mucus', 'Filamentos de muco', 'Ausentes', '', 'Ausentes a raros')])
    return dict(
        id='at05', city='Belo Horizonte/MG', collected='2025-05-13',
        lab=lab('Laboratório Serra do Curral', 'Lab. Serra do Curral',
                'Av. do Contorno, 6.061 – Funcionários – Belo Horizonte/MG – CEP 30110-039',
                'CNPJ 19.604.872/0001-44 · CNES 0027839 · (31) 3261-5598',
                'Responsável técnica: Dra. Cláudia Resende Vilela – CRF-MG 14.207',
                'Medicina laboratorial desde 1987'),
        style=dict(font='condensed', size=8.8, accent='#5b2a86', header='banner', pat='box'),
        patient=[('Paciente', 'MARIA DAS GRAÇAS FONSECA TEIXEIRA', 2), ('Protocolo', '87.331.905'),
                 ('Nascimento', '19/12/1955'), ('Idade', '69 anos'), ('Sexo', 'Feminino'),
                 ('Médico', 'Dr. Antônio Carlos Lage Pimenta – CRM-MG 31.552', 2), ('Convênio', 'Particular'),
                 ('Data do pedido', '02/05/2025'), ('Cadastro', '12/05/2025'), ('Emissão', '14/05/2025 11:06')],
        pcols=3,
        footer='Lab. Serra do Curral · Emitido em 14/05/2025 às 11:06 · Valide este laudo em nosso site',
        sign=['Dra. Cláudia Resende Vilela', 'Farmacêutica-Bioquímica – CRF-MG 14.207'],
        features='urinalysis (EAS) with qualitative results in two columns; urine collected the day before '
                 'blood (two collection dates); microalbuminuria with previous column; words as results; '
                 'hepatitis serology',
        pages=[[
            dict(type='section', text='URINA TIPO I (EAS)'),
            dict(type='note', text='Material: urina – jato médio, primeira micção da manhã · Coletado em 12/05/2025 às 06:15 · '
                 'Métodos: tira reativa lida por refletância; sedimentoscopia por microscopia óptica (400x)'),
            dict(type='cols', left=[fis], right=[sed]),
            dict(type='section', text='MICROALBUMINÚRIA – AMOSTRA ISOLADA DE URINA'),
            dict(type='note', text='Material: urina (amostra isolada) · Coletado em 12/05/2025 às 06:15 · '
                 'Método: imunoturbidimetria (albumina); Jaffé cinético (creatinina)'),
            dict(type='table', cols=['name', 'res', 'unit', 'p0', 'ref'], ruled='hlines', date=DU,
                 prev_dates=['2024-11-18'],
                 heads={'name': 'Exame', 'res': 'Resultado', 'unit': 'Unidade', 'p0': 'Anterior\n18/11/2024',
                        'ref': 'Referência'},
                 widths={'name': 54, 'res': 26, 'unit': 28, 'p0': 28, 'ref': 50}, rows=[
                     R('u_malb', 'Albumina urinária', '48,2', 'mg/L', 'não estabelecido', prev=['39,5']),
                     R('u_crea', 'Creatinina urinária', '96,0', 'mg/dL', '28 a 217', prev=['95,6']),
                     R('u_acr', 'Relação albumina/creatinina', '50,2', 'mg/g', 'inferior a 30', '↑', prev=[('41,3', '↑')]),
                 ]),
            dict(type='note', text='Relação albumina/creatinina (KDIGO): A1 < 30 mg/g (normal a levemente aumentada); '
                 'A2 30 a 300 mg/g (moderadamente aumentada); A3 > 300 mg/g (gravemente aumentada).'),
        ], [
            dict(type='section', text='BIOQUÍMICA – SORO'),
            dict(type='note', text='Material: soro · Coletado em 13/05/2025 às 07:40 · Jejum de 12 horas'),
            dict(type='table', cols=['name', 'res', 'unit', 'p0', 'ref'], ruled='hlines',
                 prev_dates=['2024-11-18'],
                 heads={'name': 'Exame', 'res': 'Resultado', 'unit': 'Unidade', 'p0': 'Anterior\n18/11/2024',
                        'ref': 'Referência'},
                 widths={'name': 54, 'res': 26, 'unit': 28, 'p0': 28, 'ref': 50}, rows=[
                     R('crea', 'Creatinina', '1,12', 'mg/dL', '0,50 a 0,90', '↑', prev=[('1,05', '↑')]),
                     R('egfr21', 'TFG estimada (CKD-EPI 2021)', '53', EGFR_UNIT, 'maior ou igual a 60', '↓',
                       prev=[('58', '↓')]),
                 ]),
            dict(type='section', text='SOROLOGIAS – SORO'),
            dict(type='note', text='Método: imunoensaio por quimioluminescência · Coletado em 13/05/2025 às 07:40'),
            dict(type='table', cols=['name', 'res', 'ref'], ruled='hlines',
                 heads={'name': 'Exame', 'res': 'Resultado', 'ref': 'Referência'},
                 widths={'name': 80, 'res': 40, 'ref': 66}, rows=[
                     R('hbsag', 'HBsAg', 'Não reagente', '', 'Não reagente'),
                     R('antihcv', 'Anti-HCV', 'Não reagente', '', 'Não reagente'),
                 ]),
            dict(type='note', text='Interpretação conjunta (KDIGO): TFG categoria G3a com albuminúria A2. Recomenda-se '
                 'confirmar a albuminúria em nova amostra em 3 meses. Data sugerida para reavaliação: 12/08/2025.'),
            dict(type='space', h=3),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at06():
    return dict(
        id='at06', city='Salvador/BA', collected='2025-06-05',
        lab=lab('Laboratório Itapagipe de Patologia Clínica', 'Lab. Itapagipe',
                'Largo de Roma, 52 – Roma – Salvador/BA – CEP 40420-000',
                'CNPJ 08.773.510/0001-26 · CNES 3921107 · (71) 3316-2044',
                'Diretor técnico: Dr. Edvaldo Santana Brito – CRM-BA 12.663'),
        style=dict(font='sans', size=8.8, accent='#8a4b00', header='classic', pat='box'),
        patient=[('Paciente', 'ANTÔNIO CARLOS BONFIM DE JESUS', 2), ('Registro', '00451877'),
                 ('Data de nascimento', '02/02/1949'), ('Idade', '76 anos'), ('Sexo', 'Masculino'),
                 ('Médica', 'Dra. Tereza Cristina Matos – CRM-BA 17.205', 2), ('Convênio', 'Particular'),
                 ('Coleta', '05/06/2025 07:05'), ('Emissão', '05/06/2025 14:22'), ('Próxima coleta', '19/06/2025')],
        pcols=3,
        footer='Lab. Itapagipe · Medicação informada: varfarina 5 mg/dia (desde 11/2023)',
        sign=['Dra. Luciana Menezes Araújo', 'Biomédica – CRBM-3 3.908'],
        features='coagulation (TP, atividade, RNI, TTPa, fibrinogênio) with a split name; INR history table '
                 'holding only earlier dates; liver panel; next-visit distractor date',
        pages=[[
            dict(type='section', text='COAGULOGRAMA'),
            dict(type='note', text='Material: plasma citratado (citrato de sódio 3,2%) · Método: coagulométrico automatizado'),
            dict(type='table', cols=['name', 'res', 'unit', 'ref'], ruled='grid',
                 heads={'name': 'Exame', 'res': 'Resultado', 'unit': 'Unidade', 'ref': 'Valores de referência'},
                 widths={'name': 62, 'res': 26, 'unit': 28, 'ref': 70}, rows=[
                     R('pt_s', 'Tempo de protrombina (TP)', '24,8', 'segundos', '10,0 a 13,5', '↑'),
                     R('pt_act', 'Atividade de protrombina', '32', '%', '70 a 120', '↓'),
                     R('inr', 'RNI', '2,61', '', 'Sem anticoagulação: 0,80 a 1,20\nFaixa terapêutica: 2,00 a 3,00'),
                     R('aptt', 'Tempo de tromboplastina parcial\nativada (TTPa)', '31,2', 'segundos', '25,0 a 36,0'),
                     R('aptt_ratio', 'Relação TTPa paciente/controle', '1,04', '', 'até 1,25'),
                     R('fibrinogen', 'Fibrinogênio', '342', 'mg/dL', '200 a 400'),
                 ]),
            dict(type='section', text='CONTROLE DE ANTICOAGULAÇÃO ORAL – RESULTADOS ANTERIORES'),
            dict(type='table', cols=['name', 'unit', 'p0', 'p1'], ruled='grid',
                 prev_dates=['2025-05-22', '2025-05-08'],
                 heads={'name': 'Exame', 'unit': 'Unidade', 'p0': '22/05/2025', 'p1': '08/05/2025'},
                 widths={'name': 62, 'unit': 28, 'p0': 48, 'p1': 48}, rows=[
                     R('inr', 'RNI', None, '', prev=[('3,42', '↑'), '2,18']),
                     R('pt_s', 'Tempo de protrombina', None, 'segundos', prev=['30,1', '20,9']),
                     R('pt_act', 'Atividade de protrombina', None, '%', prev=['25', '41']),
                 ]),
            dict(type='section', text='HEPATOGRAMA'),
            dict(type='note', text='Material: soro · Métodos: cinético UV IFCC (transaminases, GGT, FA); DPD (bilirrubinas); '
                 'verde de bromocresol (albumina)'),
            dict(type='table', cols=['name', 'res', 'unit', 'ref'], ruled='grid',
                 heads={'name': 'Exame', 'res': 'Resultado', 'unit': 'Unidade', 'ref': 'Valores de referência'},
                 widths={'name': 62, 'res': 26, 'unit': 28, 'ref': 70}, rows=[
                     R('ast', 'TGO (AST)', '24', 'U/L', 'até 40'),
                     R('alt', 'TGP (ALT)', '19', 'U/L', 'até 41'),
                     R('ggt', 'Gama-GT', '41', 'U/L', '8 a 61'),
                     R('alp', 'Fosfatase alcalina', '96', 'U/L', '40 a 129'),
                     R('tbil', 'Bilirrubina total', '0,68', 'mg/dL', 'até 1,20'),
                     R('dbil', 'Bilirrubina direta', '0,21', 'mg/dL', 'até 0,30'),
                     R('ibil', 'Bilirrubina indireta', '0,47', 'mg/dL', 'até 0,90'),
                     R('alb', 'Albumina', '3,9', 'g/dL', '3,5 a 5,2'),
                 ]),
            dict(type='note', text='RNI calculado com ISI = 1,02 do lote de tromboplastina em uso. A faixa terapêutica deve '
                 'ser definida pelo médico assistente. Última dose informada de varfarina: 04/06/2025 às 20:00.'),
            dict(type='space', h=2),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at07():
    P = ['2025-01-20', '2024-07-16']
    return dict(
        id='at07', city='Fortaleza/CE', collected='2025-07-15',
        lab=lab('Laboratório Jangada Medicina Laboratorial', 'Lab. Jangada',
                'Av. Santos Dumont, 3.740 – Aldeota – Fortaleza/CE – CEP 60150-162',
                'CNPJ 06.218.904/0001-71 · CNES 2561193 · (85) 3244-1907',
                'Responsável técnica: Dra. Ana Beatriz Holanda Pinheiro – CRF-CE 5.102'),
        style=dict(font='dserif', size=9.0, accent='#b4531a', header='boxed', pat='box'),
        patient=[('Paciente', 'FRANCISCO DE ASSIS MOREIRA FILHO', 2), ('OS', '1102.558.3'),
                 ('Nascimento', '27/10/1950'), ('Idade', '74 anos'), ('Sexo', 'Masculino'),
                 ('Médico', 'Dr. Raimundo Nonato Bezerra – CRM-CE 8.337', 2), ('Convênio', 'Particular'),
                 ('Coleta', '15/07/2025 08:32'), ('Entrega prevista', '18/07/2025'), ('Impresso em', '17/07/2025 10:04')],
        pcols=3,
        footer='Lab. Jangada · Os resultados anteriores referem-se a exames realizados neste laboratório',
        sign=['Dra. Ana Beatriz Holanda Pinheiro', 'Farmacêutica-Bioquímica – CRF-CE 5.102'],
        features='horizontal-rule table with current + 2 previous columns before the reference; "inferior a" value; '
                 'tumour markers, thyroid, testosterone, vitamin D',
        pages=[[
            dict(type='table', cols=['name', 'res', 'unit', 'p0', 'p1', 'ref'], ruled='hlines', prev_dates=P,
                 heads={'name': 'Exame', 'res': 'Atual\n15/07/2025', 'unit': 'Unidade', 'p0': 'Anterior\n20/01/2025',
                        'p1': 'Anterior\n16/07/2024', 'ref': 'Referência'},
                 widths={'name': 50, 'res': 26, 'unit': 20, 'p0': 24, 'p1': 24, 'ref': 42}, rows=[
                     SUB('MARCADORES TUMORAIS – soro, eletroquimioluminescência'),
                     R('psa', 'PSA total', '3,86', 'ng/mL', 'até 4,00', prev=['3,42', '3,10']),
                     R('fpsa', 'PSA livre', '0,71', 'ng/mL', '–', prev=['0,66', None]),
                     R('psa_ratio', 'Relação PSA livre/total', '18', '%', 'superior a 25', '*', prev=[('19', '*'), None]),
                     R('cea', 'CEA', '2,4', 'ng/mL', 'não fumantes: até 5,0', prev=[None, None]),
                     R('ca199', 'CA 19-9', 'inferior a 2,0', 'U/mL', 'até 37,0', prev=['3,1', None]),
                     SUB('TIREOIDE – soro, quimioluminescência'),
                     R('tsh', 'TSH', '5,62', 'µUI/mL', '0,40 a 4,30', '*', prev=[('4,98', '*'), '4,21']),
                     R('ft4', 'T4 livre', '0,98', 'ng/dL', '0,93 a 1,70', prev=[None, None]),
                     SUB('OUTROS – soro'),
                     R('testo', 'Testosterona total', '312', 'ng/dL', '175 a 781', prev=[None, '348']),
                     R('vitd', '25-OH Vitamina D', '32,1', 'ng/mL', 'ver nota', prev=['28,4', None]),
                 ]),
            dict(type='note', text='(*) Resultado fora do intervalo de referência. Relação PSA livre/total: valores inferiores a '
                 '25% associam-se a maior probabilidade de neoplasia quando o PSA total está entre 4 e 10 ng/mL. '
                 'CEA em fumantes: até 6,5 ng/mL. TSH em maiores de 70 anos: valores até 6,0 µUI/mL podem ser '
                 'considerados adequados. Vitamina D: > 20 ng/mL (população geral); 30 a 60 ng/mL (idosos).'),
            dict(type='note', text='Coleta de testosterona realizada entre 7 h e 10 h. Data da última medicação '
                 '(levotiroxina): não utiliza. Resultados liberados em 16/07/2025 às 17:48.'),
            dict(type='space', h=4),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at08():
    P = ['2025-02-03']
    cols = ['name', 'res', 'unit', 'p0', 'ref']
    heads = {'name': '', 'res': 'Resultado', 'unit': '', 'p0': 'Anterior\n03/02/2025', 'ref': 'Valores de referência'}
    widths = {'name': 68, 'res': 24, 'unit': 24, 'p0': 24, 'ref': 46}
    return dict(
        id='at08', city='Brasília/DF', collected='2025-08-04',
        lab=lab('Laboratório Planalto Central de Análises', 'Lab. Planalto Central',
                'SGAS 915, Lote 72, Bloco C, Sala 114 – Asa Sul – Brasília/DF – CEP 70390-150',
                'CNPJ 00.894.316/0001-58 · CNES 5402018 · (61) 3245-7731',
                'Responsável técnico: Dr. Marcelo Augusto Rezende Lobo – CRF-DF 3.847',
                'Laboratório clínico'),
        style=dict(font='sans', size=9.2, accent='#16325c', header='banner', pat='lines'),
        patient=[('Paciente', 'LUZIA FERREIRA DE SOUSA', 2), ('Requisição', '24-0091.337'),
                 ('Nascimento', '08/04/1943'), ('Idade', '82 anos'), ('Sexo', 'Feminino'),
                 ('Médico', 'Dr. Hélio Mendes Cardoso – CRM-DF 15.930', 2), ('Convênio', 'Particular'),
                 ('Data da requisição', '28/07/2025'), ('Data da coleta', '04/08/2025 07:50'),
                 ('Liberação', '06/08/2025 10:15')],
        pcols=3,
        footer='Lab. Planalto Central · Laudo assinado digitalmente',
        sign=['Dr. Marcelo Augusto Rezende Lobo', 'Farmacêutico-Bioquímico – CRF-DF 3.847'],
        features='dotted leaders, previous column; split marker name; "< 150" previous value; anaemia '
                 'follow-up (Hb, iron studies, B12, folate, homocysteine, vitamin D)',
        pages=[[
            dict(type='section', text='CONTROLE DE ANEMIA – SANGUE TOTAL (EDTA)'),
            dict(type='table', leader=True, cols=cols, heads=heads, widths=widths, ruled='none', prev_dates=P, rows=[
                R('hb', 'Hemoglobina', '10,9', 'g/dL', '11,5 a 15,5', '↓', prev=[('10,2', '↓')]),
                R('hct', 'Hematócrito', '33,6', '%', '35,0 a 45,0', '↓', prev=[('31,9', '↓')]),
                R('rdw', 'RDW', '15,8', '%', '11,5 a 15,0', '↑', prev=[('16,9', '↑')]),
            ]),
            dict(type='note', text='Método: contador hematológico automatizado (impedância e espectrofotometria).'),
            dict(type='section', text='PERFIL DE FERRO – SORO'),
            dict(type='table', leader=True, cols=cols, heads=heads, widths=widths, ruled='none', prev_dates=P, rows=[
                R('iron', 'Ferro sérico', '52', 'µg/dL', '50 a 170', prev=[('38', '↓')]),
                R('tibc', 'Capacidade total de ligação\ndo ferro (CTLF)', '368', 'µg/dL', '250 a 450', prev=['402']),
                R('tsat', 'Índice de saturação da transferrina', '14', '%', '20 a 50', '↓', prev=[('9', '↓')]),
                R('ferritin', 'Ferritina', '18,4', 'ng/mL', '15 a 150', prev=[('9,6', '↓')]),
            ]),
            dict(type='note', text='Métodos: ferro – colorimétrico (ferrozina); CTLF – saturação com ferro e precipitação; '
                 'ferritina – quimioluminescência. Saturação da transferrina = ferro / CTLF × 100.'),
            dict(type='section', text='VITAMINAS E HOMOCISTEÍNA – SORO / PLASMA'),
            dict(type='table', leader=True, cols=cols, heads=heads, widths=widths, ruled='none', prev_dates=P, rows=[
                R('b12', 'Vitamina B12', '286', 'pg/mL', '197 a 771', prev=[('< 150', '↓')]),
                R('folate', 'Ácido fólico', '5,1', 'ng/mL', 'superior a 3,9', prev=['4,3']),
                R('homocys', 'Homocisteína', '16,2', 'µmol/L', '5,0 a 15,0', '↑', prev=[('21,7', '↑')]),
                R('vitd', 'Vitamina D – 25 hidroxi', '29,8', 'ng/mL', '30 a 60 (idosos)', '↓', prev=[('22,1', '↓')]),
            ]),
            dict(type='note', text='Paciente em reposição de cianocobalamina intramuscular desde 10/02/2025 e sulfato '
                 'ferroso oral desde 17/02/2025 (informação da requisição médica). Vitamina B12 e ácido fólico: '
                 'quimioluminescência. Homocisteína: imunoensaio enzimático, plasma EDTA. Vitamina D: '
                 'quimioluminescência; acima de 20 ng/mL para a população geral.'),
            dict(type='space', h=4),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at09():
    P = ['2025-03-11', '2024-12-10']   # p0 = most recent earlier date
    cols = ['name', 'ref', 'unit', 'p1', 'p0', 'res']
    heads = {'name': 'Exame', 'ref': 'Referência', 'unit': 'Unidade', 'p1': '10/12/2024', 'p0': '11/03/2025',
             'res': '10/06/2025\n(atual)'}
    widths = {'name': 46, 'ref': 34, 'unit': 28, 'p1': 24, 'p0': 24, 'res': 30}
    return dict(
        id='at09', city='Rio de Janeiro/RJ', collected='2025-06-10',
        lab=lab('Laboratório Guanabara de Análises Clínicas', 'Lab. Guanabara',
                'Rua Conde de Bonfim, 744 – Tijuca – Rio de Janeiro/RJ – CEP 20530-002',
                'CNPJ 30.451.762/0001-19 · CNES 2270358 · (21) 2571-3390',
                'Responsável técnica: Dra. Patrícia Lemos Vasconcellos – CRF-RJ 18.562'),
        style=dict(font='sans', size=8.8, accent='#004d4d', header='classic', pat='box'),
        patient=[('Paciente', 'SEBASTIÃO RIBEIRO DAMASCENO', 2), ('Pedido', '0610-44871'),
                 ('Nascimento', '14/03/1948'), ('Idade', '77 anos'), ('Sexo', 'Masculino'),
                 ('Médico', 'Dr. Leonardo Faria Quintanilha – CRM-RJ 52.74419-8', 2), ('Convênio', 'Particular'),
                 ('Solicitado em', '02/06/2025'), ('Coletado em', '10/06/2025 06:40'), ('Liberado em', '11/06/2025 17:05')],
        pcols=3,
        footer='Lab. Guanabara · Relatório evolutivo – ambulatório de nefrologia',
        sign=['Dra. Patrícia Lemos Vasconcellos', 'Farmacêutica-Bioquímica – CRF-RJ 18.562'],
        features='cumulative ruled table, reference range printed before the results, dates ordered oldest → '
                 'newest (current value in the last column); CKD follow-up with bicarbonate, ionised calcium '
                 'in mmol/L, PTH, vitamin D; split marker name',
        pages=[[
            dict(type='section', text='ACOMPANHAMENTO DA DOENÇA RENAL CRÔNICA – QUADRO EVOLUTIVO'),
            dict(type='note', text='Material: soro (bioquímica), sangue total heparinizado (cálcio iônico) e sangue total EDTA '
                 '(hemoglobina). A última coluna (10/06/2025) corresponde à coleta atual.'),
            dict(type='table', cols=cols, heads=heads, widths=widths, ruled='grid', prev_dates=P, rows=[
                R('crea', 'Creatinina', '2,86', 'mg/dL', '0,70 a 1,20', '↑', prev=[('2,73', '↑'), ('2,58', '↑')]),
                R('egfr21', 'TFG estimada\n(CKD-EPI 2021)', '22', EGFR_UNIT, '≥ 60', '↓', prev=[('23', '↓'), ('25', '↓')]),
                R('k', 'Potássio', '5,5', 'mmol/L', '3,5 a 5,1', '↑', prev=[('5,6', '↑'), '5,1']),
                R('hco3', 'Bicarbonato', '20', 'mmol/L', '22 a 29', '↓', prev=[('19', '↓'), ('20', '↓')]),
                R('cai_mmol', 'Cálcio iônico', '1,10', 'mmol/L', '1,15 a 1,33', '↓', prev=[None, '1,16']),
                R('phos', 'Fósforo', '5,3', 'mg/dL', '2,5 a 4,5', '↑', prev=[('5,0', '↑'), ('5,2', '↑')]),
                R('pth', 'PTH intacto', '196', 'pg/mL', '15 a 65', '↑', prev=[('178', '↑'), ('142', '↑')]),
                R('vitd', '25-Hidroxivitamina D', '26,1', 'ng/mL', '30 a 60 (DRC)', '↓', prev=[('23,5', '↓'), ('19,8', '↓')]),
                R('hb', 'Hemoglobina', '10,9', 'g/dL', '13,5 a 17,5', '↓', prev=[('11,1', '↓'), ('11,4', '↓')]),
            ]),
            dict(type='note', text='TFG estimada pela equação CKD-EPI 2021 (creatinina). Cálcio iônico por eletrodo '
                 'íon-seletivo, pH 7,40. 25-Hidroxivitamina D por quimioluminescência. (—) não dosado na data.'),
            dict(type='reftable', title='Metas sugeridas na DRC G4 (KDIGO) – valores orientativos',
                 widths=[60, 70], rows=[['Fósforo', 'em direção à faixa normal'], ['PTH intacto', 'tendência de '
                                         'elevação deve ser investigada'], ['Hemoglobina', '10,0 a 11,5 g/dL em uso de AEE'],
                                        ['Bicarbonato', 'manter ≥ 22 mmol/L']]),
            dict(type='note', text='Paciente em uso de colecalciferol 7.000 UI/semana desde 15/01/2025 (informado). '
                 'Próxima consulta de nefrologia: 09/09/2025.'),
            dict(type='space', h=4),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at10():
    D0 = '2025-02-12'
    eri = dict(type='table', title='Eritrograma', cols=['name', 'res', 'unit', 'ref'], ruled='hlines',
               heads={'name': '', 'res': 'Resultado', 'unit': 'Unidade', 'ref': 'Referência'},
               widths={'name': 22, 'res': 18, 'unit': 24, 'ref': 26}, rows=[
                   R('rbc', 'Hemácias', '4,36', 'milhões/mm³', '3,90 a 5,03'),
                   R('hb', 'Hemoglobina', '13,0', 'g/dL', '12,0 a 15,5'),
                   R('hct', 'Hematócrito', '39,2', '%', '35,0 a 45,0'),
                   R('mcv', 'VCM', '89,9', 'fL', '80,0 a 98,0'),
                   R('mch', 'HCM', '29,8', 'pg', '27,0 a 33,0'),
                   R('mchc', 'CHCM', '33,2', 'g/dL', '32,0 a 36,0'),
                   R('plt', 'Plaquetas', '268.000', '/mm³', '150.000 a 450.000')])
    leu = dict(type='table', title='Leucograma', cols=['name', 'res', 'res2', 'ref'], ruled='hlines',
               heads={'name': '', 'res': '%', 'res2': '/mm³', 'ref': 'Referência /mm³'},
               widths={'name': 24, 'res': 16, 'res2': 20, 'ref': 30}, rows=[
                   R(None, 'Leucócitos', None, '', '3.600 a 11.000', res2='5.800', unit2='/mm³', key2='wbc'),
                   R('neut_pct', 'Neutrófilos', '58,0', '%', '1.500 a 7.000', res2='3.364', unit2='/mm³', key2='neut_abs'),
                   R('lymph_pct', 'Linfócitos', '31,0', '%', '1.000 a 4.500', res2='1.798', unit2='/mm³', key2='lymph_abs'),
                   R('mono_pct', 'Monócitos', '7,0', '%', '100 a 1.000', res2='406', unit2='/mm³', key2='mono_abs'),
                   R('eos_pct', 'Eosinófilos', '4,0', '%', '20 a 500', res2='232', unit2='/mm³', key2='eos_abs')])
    return dict(
        id='at10', city='Campinas/SP', collected='2025-08-21',
        lab=lab('Laboratório Taquaral Diagnósticos', 'Taquaral Diagnósticos',
                'Av. Heitor Penteado, 1.490 – Taquaral – Campinas/SP – CEP 13087-000',
                'CNPJ 47.205.318/0001-64 · CNES 7011426 · (19) 3254-8820',
                'Responsável técnica: Dra. Renata Yumi Okabe – CRBM-1 22.045'),
        style=dict(font='dejavu', size=8.3, accent='#00707a', header='boxed', pat='lines'),
        patient=[('Paciente', 'NEIDE APARECIDA CAMARGO ZANINI', 2), ('Pedido', '772.015-6'),
                 ('Nascimento', '17/05/1953'), ('Idade', '72 anos'), ('Sexo', 'Feminino'),
                 ('Médico', 'Dr. Fábio Henrique Bertolucci – CRM-SP 88.320', 2), ('Convênio', 'Particular'),
                 ('Data da coleta', '21/08/2025 08:15'), ('DUM', '12/03/2004 (menopausa)'), ('Emissão', '23/08/2025')],
        pcols=3,
        footer='Taquaral Diagnósticos · Avaliação pré-operatória',
        sign=['Dra. Renata Yumi Okabe', 'Biomédica – CRBM-1 22.045'],
        features='pre-operative panel: two-column blood count with % and /mm³ units only in the column heads, '
                 'coagulation; block layout with qualitative serology (Reagente / Não reagente), "superior a 1.000"; '
                 'CKD-EPI 2009 eGFR; NT-proBNP with previous result line; DUM distractor',
        pages=[[
            dict(type='section', text='HEMOGRAMA COMPLETO'),
            dict(type='note', text='Material: sangue total (EDTA) · Método: citometria de fluxo com fluorescência; '
                 'plaquetas por impedância'),
            dict(type='cols', left=[eri], right=[leu]),
            dict(type='section', text='COAGULAÇÃO'),
            dict(type='note', text='Material: plasma citratado · Método: coagulométrico (detecção óptica)'),
            dict(type='table', cols=['name', 'res', 'unit', 'ref'], ruled='hlines',
                 heads={'name': 'Exame', 'res': 'Resultado', 'unit': 'Unidade', 'ref': 'Referência'},
                 widths={'name': 70, 'res': 28, 'unit': 28, 'ref': 60}, rows=[
                     R('pt_s', 'Tempo de protrombina (TP)', '12,1', 'segundos', '10,0 a 13,5'),
                     R('inr', 'RNI', '1,03', '', '0,80 a 1,20'),
                     R('aptt', 'TTPa', '29,8', 'segundos', '25,0 a 36,0')]),
            dict(type='exam', title='NT-proBNP', material='Soro', method='Eletroquimioluminescência', rows=[
                R('ntprobnp', 'Resultado', '486', 'pg/mL', flag='↑', pname='NT-proBNP')],
                 ref=['Inferior a 125 pg/mL (até 74 anos)', 'Inferior a 450 pg/mL (75 anos ou mais)'],
                 prev_lines=[dict(date=D0, items=[('ntprobnp', None, '612', 'pg/mL')])]),
            dict(type='exam', title='CREATININA', material='Soro', method='Jaffé cinético rastreável ao IDMS', rows=[
                R('crea', 'Creatinina', '0,98', 'mg/dL', flag='↑'),
                R('egfr09', 'eGFR (CKD-EPI)', '58', EGFR_UNIT, flag='↓')],
                 ref=['Creatinina: 0,50 a 0,90 mg/dL', 'eGFR: superior a 60 mL/min/1,73 m²'],
                 prev_lines=[dict(date=D0, items=[('crea', 'Creatinina', '0,95', 'mg/dL')])],
                 note='eGFR calculado pela equação CKD-EPI (2009), com coeficiente para sexo.'),
        ], [
            dict(type='section', text='SOROLOGIAS'),
            dict(type='exam', title='HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B', material='Soro',
                 method='Quimioluminescência (CMIA)', rows=[
                     R('hbsag', 'Resultado', 'Não reagente', '', pname='HBsAg')],
                 ref=['Não reagente']),
            dict(type='exam', title='ANTI-HBc TOTAL', material='Soro', method='Quimioluminescência (CMIA)', rows=[
                R('antihbc', 'Resultado', 'Reagente', '', pname='ANTI-HBc TOTAL')],
                 ref=['Não reagente']),
            dict(type='exam', title='ANTI-HBs', material='Soro', method='Quimioluminescência (CMIA)', rows=[
                R('antihbs', 'Resultado', 'superior a 1.000', 'mUI/mL', pname='ANTI-HBs')],
                 ref=['Não reagente: inferior a 10 mUI/mL', 'Reagente: igual ou superior a 10 mUI/mL'],
                 note='Perfil sorológico (HBsAg não reagente, anti-HBc reagente, anti-HBs reagente) compatível com '
                      'infecção passada pelo vírus da hepatite B, com imunidade.'),
            dict(type='exam', title='ANTI-HCV – ANTICORPOS CONTRA O VÍRUS DA HEPATITE C', material='Soro',
                 method='Quimioluminescência (CMIA)', rows=[
                     R('antihcv', 'Resultado', 'Não reagente', '', pname='ANTI-HCV')],
                 ref=['Não reagente']),
            dict(type='exam', title='HIV 1 E 2 – ANTICORPOS E ANTÍGENO p24', material='Soro',
                 method='Quimioluminescência (4ª geração)', rows=[
                     R('hiv', 'Resultado', 'Não reagente', '', pname='HIV 1 E 2 – ANTICORPOS E ANTÍGENO p24')],
                 ref=['Não reagente'],
                 note='Amostra não reagente para HIV. Resultado definido conforme fluxograma do Ministério da Saúde.'),
            dict(type='exam', title='VDRL', material='Soro', method='Floculação', rows=[
                R('vdrl', 'Resultado', 'Não reagente', '', pname='VDRL')],
                 ref=['Não reagente']),
            dict(type='space', h=3),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at11():
    P = ['2025-03-17']
    left = dict(type='table', title='RIM E ELETRÓLITOS', cols=['name', 'res', 'p0', 'unit'], ruled='hlines',
                prev_dates=P, heads={'name': 'Exame', 'res': '22/09/25', 'p0': 'Ant.\n17/03/25', 'unit': 'Unidade'},
                widths={'name': 31, 'res': 17, 'p0': 15, 'unit': 27}, rows=[
                    R('urea', 'Ureia', '42', 'mg/dL', prev=['39']),
                    R('crea', 'Creatinina', '1,21', 'mg/dL', prev=['1,15']),
                    R('egfr21', 'TFG (CKD-EPI\n2021)', '65', EGFR_UNIT, prev=['70']),
                    R('k', 'Potássio', '4,8', 'mEq/L', prev=['4,5'])])

    right = dict(type='table', title='LÍPIDES E GLICEMIA', cols=['name', 'res', 'p0', 'unit'], ruled='hlines',
                 prev_dates=P, heads={'name': 'Exame', 'res': '22/09/25', 'p0': 'Ant.\n17/03/25', 'unit': 'Unidade'},
                 widths={'name': 31, 'res': 22, 'p0': 20, 'unit': 17}, rows=[
                     R('chol', 'Colesterol total', '198', 'mg/dL', flag='Alto', prev=[('231', 'Alto')]),
                     R('hdl', 'HDL-C', '45', 'mg/dL', prev=['42']),
                     R('ldl_calc', 'LDL-C', '118', 'mg/dL', prev=['149']),
                     R('tg', 'Triglicerídeos', '173', 'mg/dL', flag='Alto', prev=[('199', 'Alto')]),
                     R('glu_f', 'Glicose', '126', 'mg/dL', flag='Alto', prev=[('119', 'Alto')]),
                     R('hba1c', 'Hemoglobina A1c', '6,7', '%', flag='Alto', prev=[('6,9', 'Alto')])])
    liv = dict(type='table', title='ENZIMAS HEPÁTICAS', cols=['name', 'res', 'p0', 'unit'], ruled='hlines',
               prev_dates=P, heads={'name': 'Exame', 'res': '22/09/25', 'p0': 'Ant.\n17/03/25', 'unit': 'Unidade'},
               widths={'name': 31, 'res': 17, 'p0': 15, 'unit': 27}, rows=[
                   R('ast', 'TGO (AST)', '31', 'U/L', prev=['27']),
                   R('alt', 'TGP (ALT)', '44', 'U/L', flag='Alto', prev=['36'])])
    return dict(
        id='at11', city='Goiânia/GO', collected='2025-09-22',
        lab=lab('Laboratório Cerrado Análises Clínicas', 'Lab. Cerrado',
                'Rua 9, nº 1.021 – Setor Oeste – Goiânia/GO – CEP 74110-100',
                'CNPJ 02.617.903/0001-85 · CNES 2338424 · (62) 3215-4470',
                'Responsável técnico: Dr. Wanderley Pires de Queiroz – CRF-GO 6.031',
                'Qualidade em análises clínicas'),
        style=dict(font='sans', size=9.0, accent='#9c2f1c', header='banner', pat='box'),
        patient=[('Paciente', 'JOÃO BATISTA DE OLIVEIRA CAMPOS', 2), ('Atendimento', '3.304.118'),
                 ('Nascimento', '05/11/1956'), ('Idade', '68 anos'), ('Sexo', 'Masculino'),
                 ('Médica', 'Dra. Simone Arantes Gouveia – CRM-GO 14.778', 2), ('Convênio', 'Particular'),
                 ('Coleta', '22/09/2025 07:30'), ('Liberado', '23/09/2025 15:10'), ('Impresso', '24/09/2025')],
        pcols=3,
        footer='Lab. Cerrado · Resultados anteriores (Ant.) da coleta de 17/03/2025',
        sign=['Dr. Wanderley Pires de Queiroz', 'Farmacêutico-Bioquímico – CRF-GO 6.031'],
        features='two-column compact report, short dates (dd/mm/aa) as column heads, previous column; '
                 'word flags (Alto); HDL-C/LDL-C names; statin follow-up with TGO/TGP; reference values '
                 'only in a footnote block',
        pages=[[
            dict(type='note', text='Material: soro (bioquímica) e sangue total EDTA (HbA1c) · Coleta em jejum de 12 h'),
            dict(type='cols', left=[left, liv], right=[right]),
            dict(type='section', text='VALORES DE REFERÊNCIA'),
            dict(type='note', text='Ureia: 17 a 43 mg/dL · Creatinina: 0,70 a 1,30 mg/dL · TFG: ≥ 60 mL/min/1,73 m² · '
                 'Potássio: 3,5 a 5,1 mEq/L · Colesterol total: '
                 '< 190 mg/dL · HDL-C: > 40 mg/dL · LDL-C: conforme risco cardiovascular · Triglicerídeos: < 150 mg/dL · '
                 'Glicose: 70 a 99 mg/dL · Hemoglobina A1c: < 5,7 % · TGO: até 40 U/L · TGP: até 41 U/L.'),
            dict(type='note', text='Métodos: enzimático colorimétrico (lípides, glicose, ureia); Jaffé cinético (creatinina); '
                 'ISE indireto (potássio); HPLC (HbA1c); cinético UV IFCC (TGO, TGP). '
                 'LDL-C calculado por Friedewald. TFG pela equação CKD-EPI 2021.'),
            dict(type='space', h=4),
            dict(type='sign'),
        ]])


# ---------------------------------------------------------------------------
def at12():
    P = ['2025-04-22']
    return dict(
        id='at12', city='Florianópolis/SC', collected='2025-10-14',
        lab=lab('Laboratório Desterro de Análises Clínicas', 'LAB. DESTERRO',
                'Rua Felipe Schmidt, 390, sala 302 – Centro – Florianópolis/SC – CEP 88010-000',
                'CNPJ 83.190.455/0001-02 · CNES 2691450 · Fone (48) 3224-0918',
                'Resp. técnico: Bioq. Osni Sebastião Vieira – CRF-SC 2.715'),
        style=dict(font='mono', size=8.6, accent='#000000', header='mono', pat='mono'),
        patient=[('Paciente', 'HILDA WESTPHAL SCHAEFER', 2), ('Requisição', '61.093'),
                 ('Dt.Nasc.', '29/01/1941'), ('Idade', '84a'), ('Sexo', 'F'),
                 ('Médico', 'Dr. Gustavo Ramos Philippi CRM-SC 10.336', 2), ('Convênio', 'Particular'),
                 ('Cadastro', '13/10/2025'), ('Coleta', '14/10/2025 07:05'), ('Emissão', '16/10/2025')],
        pcols=3,
        footer='LAB. DESTERRO - Laudo com histórico do paciente',
        sign=['Osni Sebastião Vieira', 'Farmacêutico-Bioquímico CRF-SC 2.715'],
        features='monospace typewriter layout, upper-case names without accents and dotted leaders, previous '
                 'result on its own "Anterior" line; "superior a 2.000"; plain "HDL"; cystatin C; ionised calcium '
                 'mg/dL; short urinalysis',
        pages=[[
            dict(type='section', text='FUNCAO RENAL - SORO'),
            dict(type='leader', prev_dates=P, valx=62, valw=40, unitw=30, rows=[
                R('crea', 'CREATININA', '1,03', 'mg/dL', '0,50 a 0,90', 'H', prev=['0,97']),
                R('cysc', 'CISTATINA C', '1,42', 'mg/L', '0,61 a 0,95', 'H', prev=['1,35']),
                R('egfr21', 'TFG ESTIMADA - CKD-EPI 2021', '54', EGFR_UNIT, '>= 60', 'L', prev=['58']),
            ]),
            dict(type='note', text='Metodo: creatinina - enzimatico (IDMS); cistatina C - imunoturbidimetria (PENIA).'),
            dict(type='section', text='METABOLISMO OSSEO E VITAMINAS - SORO'),
            dict(type='leader', prev_dates=P, valx=62, valw=40, unitw=30, rows=[
                R('cai_mg', 'CALCIO IONICO', '4,82', 'mg/dL', '4,60 a 5,30', prev=[None]),
                R('pth', 'PARATORMONIO (PTH) INTACTO', '71,3', 'pg/mL', '15,0 a 68,3', 'H', prev=['64,8']),
                R('vitd', '25-HIDROXIVITAMINA D', '38,6', 'ng/mL', '30 a 60 (idosos)', prev=['31,2']),
                R('b12', 'VITAMINA B12', 'superior a 2.000', 'pg/mL', '197 a 771', 'H', prev=['1.122']),
                R('folate', 'FOLATO', '14,2', 'ng/mL', '> 3,9', prev=[None]),
            ]),
            dict(type='section', text='LIPIDOGRAMA - SORO'),
            dict(type='leader', prev_dates=P, valx=62, valw=40, unitw=30, rows=[
                R('chol', 'COLESTEROL TOTAL', '214', 'mg/dL', '< 190', 'H'),
                R('hdl', 'HDL', '62', 'mg/dL', '> 40'),
                R('ldl_calc', 'LDL (FRIEDEWALD)', '128', 'mg/dL', 'conforme risco'),
                R('tg', 'TRIGLICERIDES', '118', 'mg/dL', '< 150'),
            ]),
            dict(type='section', text='URINA TIPO I - JATO MEDIO (coletada em 14/10/2025 as 06:30)'),
            dict(type='leader', valx=62, valw=40, unitw=30, rows=[
                R('u_sg', 'DENSIDADE', '1,015', '', '1,005 a 1,030'),
                R('u_ph', 'PH', '5,5', '', '5,0 a 7,0'),
                R('u_prot', 'PROTEINAS', 'NEGATIVO', '', 'NEGATIVO'),
                R('u_glu', 'GLICOSE', 'NEGATIVO', '', 'NEGATIVO'),
                R('u_hb', 'HEMOGLOBINA', 'NEGATIVO', '', 'NEGATIVO'),
                R('u_wbc', 'LEUCOCITOS', '2', '/campo', 'ate 5 /campo'),
                R('u_rbc', 'HEMACIAS', '1', '/campo', 'ate 3 /campo'),
            ]),
            dict(type='note', text='Paciente em uso de cianocobalamina injetavel (ultima dose em 30/09/2025). '
                 'H = acima da referencia; L = abaixo da referencia. Laudo conferido em 16/10/2025.'),
            dict(type='space', h=3),
            dict(type='sign'),
        ]])


REPORTS = [at01(), at02(), at03(), at04(), at05(), at06(), at07(), at08(), at09(), at10(), at11(), at12()]
