"""The twelve bq reports as data (one model per report)."""
from model import r, row, T, B, br

REPORTS = []


def add(rep):
    REPORTS.append(rep)


# =====================================================================================
# bq01  Ribeirão Preto - ruled table Exame/Resultado/Unidade/Referência, H/L flags, HCV follow-up
# =====================================================================================
D = '2025-03-18'
C4 = [('name', 'Exame', 52), ('v0', 'Resultado', 24, 'right'), ('u0', 'Unid.', 18),
      ('v1', 'Absoluto', 20, 'right'), ('u1', 'Un.', 13), ('ref', 'Valores de referência', 56)]
C3 = [('name', 'Exame', 60), ('v0', 'Resultado', 28, 'right'), ('unit', 'Unidade', 22),
      ('ref', 'Valores de referência', 73)]
add(dict(
    id='bq01', collected=D,
    lab=dict(name='Laboratório São Lucas de Análises Clínicas', tag='Qualidade em diagnóstico desde 1987',
             lines=['Rua Américo Brasiliense, 1284 - Centro - Ribeirão Preto/SP - CEP 14015-050',
                    'Tel. (16) 3612-4470 - www.saolucaslab.com.br'],
             right=['CNPJ 48.215.337/0001-62', 'CNES 2081245', 'RT: Dra. Helena M. Prado - CRF-SP 28.417']),
    style=dict(font='sans', fs=10.5, lh=5.0, accent='#0b5394', header='left', title='shade', patient='box', pcols=3),
    patient=[('Paciente', 'MARCOS ANTÔNIO VILELA'), ('Nascimento', '22/07/1961'), ('Sexo', 'Masculino'),
             ('Protocolo', '250318-0472'), ('Pedido', '11/03/2025'), ('Coleta', '18/03/2025 07:52'),
             ('Médico', 'Dr. Fábio R. Tanaka'), ('Convênio', 'Unimed'), ('Recebido', '18/03/2025')],
    footer=['Liberado eletronicamente em 19/03/2025 14:37 - Impresso em 20/03/2025 09:02',
            'Dra. Helena M. Prado - Farmacêutica-Bioquímica - CRF-SP 28.417'],
    pages=[[
        ('title', 'HEMOGRAMA COMPLETO'),
        ('line', 'Material: Sangue total (EDTA)   Método: Automação (citometria de fluxo / impedância)'),
        T(C4, [
            {'sub': 'Eritrograma'},
            row('Hemácias', [r('4,21', 'rbc', 'milhões/mm³', 'L')], ref='4,50 a 5,90 milhões/mm³'),
            row('Hemoglobina', [r('12,9', 'hb', 'g/dL', 'L')], ref='13,5 a 17,5 g/dL'),
            row('Hematócrito', [r('38,6', 'ht', '%', 'L')], ref='41,0 a 53,0 %'),
            row('VCM', [r('91,7', 'mcv', 'fL')], ref='80,0 a 100,0 fL'),
            row('HCM', [r('30,6', 'mch', 'pg')], ref='26,0 a 34,0 pg'),
            row('CHCM', [r('33,4', 'mchc', 'g/dL')], ref='31,0 a 37,0 g/dL'),
            row('RDW', [r('14,8', 'rdw', '%', 'H')], ref='11,5 a 14,5 %'),
            {'sub': 'Leucograma'},
            row('Leucócitos', [r('4.380', 'wbc', '/mm³')], ref='4.000 a 11.000 /mm³'),
            row('Neutrófilos', [r('54,2', 'neut_pct', '%'), r('2.374', 'neut_abs', '/mm³')], ref='1.800 a 7.700 /mm³'),
            row('Linfócitos', [r('33,1', 'lymph_pct', '%'), r('1.450', 'lymph_abs', '/mm³')], ref='1.000 a 4.800 /mm³'),
            row('Monócitos', [r('8,9', 'mono_pct', '%'), r('390', 'mono_abs', '/mm³')], ref='100 a 1.000 /mm³'),
            row('Eosinófilos', [r('3,2', 'eos_pct', '%'), r('140', 'eos_abs', '/mm³')], ref='0 a 500 /mm³'),
            row('Basófilos', [r('0,6', 'baso_pct', '%'), r('26', 'baso_abs', '/mm³')], ref='0 a 200 /mm³'),
            {'sub': 'Plaquetograma'},
            row('Plaquetas', [r('118.000', 'plt', '/mm³', 'L')], ref='150.000 a 450.000 /mm³'),
            row('VPM', [r('11,2', 'mpv', 'fL')], ref='7,4 a 12,0 fL'),
        ], rule='grid'),
        ('text', 'Observação: plaquetopenia confirmada em lâmina. Ausência de agregados plaquetários.'),
    ], [
        ('title', 'BIOQUÍMICA - FUNÇÃO HEPÁTICA'),
        ('line', 'Material: Soro   Coleta: 18/03/2025'),
        T(C3, [
            row('AST (TGO)', r('58', 'ast', 'U/L', 'H'), ref='Até 40 U/L'),
            row('ALT (TGP)', r('71', 'alt', 'U/L', 'H'), ref='Até 41 U/L'),
            row('Gama-GT', r('96', 'ggt', 'U/L', 'H'), ref='8 a 61 U/L'),
            row('Fosfatase alcalina', r('104', 'alp', 'U/L'), ref='40 a 129 U/L'),
            row('Bilirrubina total', r('1,32', 'bt', 'mg/dL', 'H'), ref='Até 1,20 mg/dL'),
            row('Bilirrubina direta', r('0,41', 'bd', 'mg/dL', 'H'), ref='Até 0,30 mg/dL'),
            row('Bilirrubina indireta', r('0,91', 'bi', 'mg/dL'), ref='Até 0,90 mg/dL'),
            row('Albumina', r('3,6', 'alb', 'g/dL'), ref='3,5 a 5,2 g/dL'),
        ], rule='grid'),
        ('title', 'COAGULAÇÃO'),
        ('line', 'Material: Plasma citratado   Método: Coagulométrico'),
        T(C3, [
            row('Tempo de protrombina', r('13,9', 'pt_s', 'segundos'), ref='10,0 a 13,5 segundos'),
            row('Atividade de protrombina', r('78', 'pt_act', '%'), ref='70 a 120 %'),
            row('RNI', r('1,18', 'inr'), ref='0,90 a 1,20'),
        ], rule='grid'),
        ('title', 'BIOLOGIA MOLECULAR'),
        B('HCV - RNA QUANTITATIVO (CARGA VIRAL)',
          [('Resultado:', r('482.300', 'hcvrna', 'UI/mL')), ('Logaritmo:', r('5,68', 'hcvrna_log', 'log UI/mL'))],
          material='Plasma EDTA', method='PCR em tempo real',
          ref='Limite de detecção: 12 UI/mL. Faixa linear: 12 a 100.000.000 UI/mL.',
          note='Controle pós-tratamento sugerido 12 semanas após o término da terapia (previsto para 10/06/2025).'),
    ]],
))

# =====================================================================================
# bq02  Blumenau - two independent columns, unruled, arrows, acute pancreatitis
# =====================================================================================
D = '2025-01-27'
CL = [('name', 'Exame', 31), ('v0', 'Resultado', 23, 'right'), ('unit', 'Unid.', 13), ('ref', 'Referência', 25)]
add(dict(
    id='bq02', collected=D,
    lab=dict(name='Centro Diagnóstico Vale do Itajaí', tag='Análises clínicas - Unidade Hospitalar',
             lines=['Av. Brasil, 2.310 - Ponta Aguda - Blumenau/SC', 'Fone (47) 3326-8810'],
             right=['CNPJ 07.392.118/0001-40', 'CNES 6654120', 'Resp. técnico: Dr. Otávio Berndt - CRBM-5 1.874']),
    style=dict(font='condsans', fs=8.5, lh=4.1, accent='#38761d', header='band', title='underline',
               patient='lines', pcols=3),
    patient=[('Nome', 'ROSEMERI APARECIDA KLUG'), ('Data nasc.', '03/10/1969'), ('Sexo', 'F'),
             ('Atendimento', '0118-552097'), ('Setor', 'Pronto Atendimento'), ('Leito', 'PA-07'),
             ('Solicitação', '26/01/2025 23:40'), ('Coleta', '27/01/2025 00:18'), ('Solicitante', 'Dra. Luana Pereira')],
    footer=['Resultados liberados em 27/01/2025 02:05 - Emissão: 28/01/2025 10:11 - Laudo assinado digitalmente',
            'Dr. Otávio Berndt - Biomédico - CRBM-5 1.874'],
    pages=[[
        ('line', 'Exames de urgência - coleta em 27/01/2025 às 00:18 - amostras: sangue total EDTA, plasma citratado e soro'),
        ('cols2', [
            ('title', 'Hematologia'),
            T(CL, [
                row('Hemoglobina', r('14,8', 'hb', 'g/dL'), ref='12,0 a 16,0'),
                row('Hematócrito', r('44,1', 'ht', '%'), ref='36,0 a 46,0'),
                row('Leucócitos', r('16.200', 'wbc', '/mm³', '↑'), ref='4.000 a 10.000'),
                row('Bastonetes', r('4', 'band_pct', '%'), ref='0 a 5'),
                row('Neutrófilos\nsegmentados', r('84', 'seg_pct', '%', '↑'), ref='40 a 75'),
                row('Linfócitos', r('9', 'lymph_pct', '%', '↓'), ref='20 a 45'),
                row('Plaquetas', r('232.000', 'plt', '/mm³'), ref='150.000 a\n450.000'),
            ], rule='none'),
            ('title', 'Coagulação'),
            T(CL, [
                row('Tempo de\nprotrombina', r('12,4', 'pt_s', 's'), ref='10,0 a 13,0'),
                row('RNI', r('1,04', 'inr', ''), ref='0,8 a 1,2'),
                row('TTPA', r('31,2', 'aptt_s', 's'), ref='25,0 a 36,0'),
                row('Relação TTPA', r('1,02', 'aptt_r', ''), ref='até 1,25'),
            ], rule='none'),
            ('text', 'Tempo do pool de plasma normal (controle): TP 12,0 s; TTPA 30,6 s.'),
        ], [
            ('title', 'Bioquímica - Pâncreas / Fígado'),
            T(CL, [
                row('Amilase', r('1.245', 'amy', 'U/L', '↑'), ref='28 a 100'),
                row('Lipase', r('superior a 3.000', 'lip', 'U/L', '↑'), ref='13 a 60'),
                row('AST / TGO', r('212', 'ast', 'U/L', '↑'), ref='até 32'),
                row('ALT / TGP', r('268', 'alt', 'U/L', '↑'), ref='até 33'),
                row('Gama-glutamil\ntransferase', r('486', 'ggt', 'U/L', '↑'), ref='6 a 42'),
                row('Fosfatase alcalina', r('221', 'alp', 'U/L', '↑'), ref='35 a 104'),
                row('Bilirrubina total', r('2,84', 'bt', 'mg/dL', '↑'), ref='até 1,20'),
                row('Bilirrubina direta', r('2,10', 'bd', 'mg/dL', '↑'), ref='até 0,30'),
                row('Bilirrubina\nindireta', r('0,74', 'bi', 'mg/dL'), ref='até 1,00'),
            ], rule='none'),
            ('title', 'Outros'),
            T(CL, [
                row('Proteína C\nreativa', r('18,6', 'crp', 'mg/dL', '↑'), ref='até 0,5'),
                row('Cálcio total', r('8,1', 'ca', 'mg/dL', '↓'), ref='8,6 a 10,3'),
                row('Triglicérides', r('142', 'tg', 'mg/dL'), ref='< 150'),
                row('Glicose', r('168', 'glu', 'mg/dL', '↑'), ref='70 a 99'),
            ], rule='none'),
        ]),
        ('text', 'Valores críticos comunicados à enfermagem do PA em 27/01/2025 às 01:52 (amilase/lipase). '
                 'Glicose colhida sem jejum confirmado. Nova dosagem de lipase a critério médico.'),
    ]],
))

# =====================================================================================
# bq03  São Paulo - results AFTER the reference, previous-result column, chronic hepatitis B
# =====================================================================================
D = '2025-02-06'
P = '2024-09-12'
C = [('name', 'Exame', 44), ('ref', 'Valor de referência', 50), ('v0', 'Resultado', 30, 'right'),
     ('unit', 'Unidade', 21), ('v1', 'Anterior 12/09/2024', 31, 'right')]
add(dict(
    id='bq03', collected=D,
    lab=dict(name='Bioanálise Paulista Medicina Laboratorial', tag='Laboratório de análises clínicas e biologia molecular',
             lines=['Rua Vergueiro, 3.915 - Vila Mariana - São Paulo/SP - CEP 04101-300 - (11) 5082-6610'],
             right=['CNPJ 12.604.877/0001-09 - CNES 3390871 - Responsável técnico: Dr. Renato Azevedo Lins - CRF-SP 41.209']),
    style=dict(font='condserif', fs=9, lh=4.4, accent='#7f1d1d', header='center', title='underline',
               patient='box', pcols=3),
    patient=[('Paciente', 'CHEN WEI LING'), ('Nasc.', '14/05/1978'), ('Sexo', 'Feminino'),
             ('Ficha', '77.310.452'), ('Pedido', '30/01/2025'), ('Coleta', '06/02/2025'),
             ('Médico', 'Dr. Paulo S. Okada'), ('Unidade', 'Vila Mariana'), ('Entrada', '06/02/2025 08:41')],
    footer=['Laudo liberado em 12/02/2025 17:20. Impresso em 13/02/2025. Resultados anteriores: exames realizados neste laboratório.',
            'Dr. Renato Azevedo Lins - CRF-SP 41.209'],
    pages=[[
        ('title', 'Marcadores sorológicos - Hepatite B'),
        ('line', 'Material: soro - Método: eletroquimioluminescência'),
        T(C, [
            row('HBsAg', [r('Reagente', 'hbsag', ''), r('Reagente', 'hbsag', '', date=P)], ref='Não reagente'),
            row('Anti-HBs', [r('< 2,0', 'antihbs', 'mUI/mL'), r('< 2,0', 'antihbs', 'mUI/mL', date=P)],
                ref='Não reagente: inferior a 10,0\nReagente: igual ou superior a 10,0'),
            row('Anti-HBc total', [r('Reagente', 'antihbc', '')], ref='Não reagente'),
            row('Anti-HBc IgM', [r('Não reagente', 'antihbc_igm', '')], ref='Não reagente'),
            row('HBeAg', [r('Não reagente', 'hbeag', ''), r('Não reagente', 'hbeag', '', date=P)], ref='Não reagente'),
            row('Anti-HBe', [r('Reagente', 'antihbe', ''), r('Reagente', 'antihbe', '', date=P)], ref='Não reagente'),
        ], rule='hlines'),
        ('title', 'Biologia molecular'),
        ('line', 'Material: plasma EDTA - Método: PCR em tempo real (limite de quantificação 10 UI/mL)'),
        T(C, [
            row('HBV-DNA quantitativo', [r('1.240', 'hbvdna', 'UI/mL'), r('3.870', 'hbvdna', 'UI/mL', date=P)],
                ref='Não detectado'),
        ], rule='hlines'),
        ('title', 'Bioquímica, hematologia e marcadores'),
        T(C, [
            row('ALT (TGP)', [r('38', 'alt', 'U/L'), r('45', 'alt', 'U/L', '*', date=P)], ref='Mulheres: até 35 U/L'),
            row('AST (TGO)', [r('31', 'ast', 'U/L'), r('36', 'ast', 'U/L', '*', date=P)], ref='Mulheres: até 32 U/L'),
            row('Gama-GT', [r('29', 'ggt', 'U/L'), r('33', 'ggt', 'U/L', date=P)], ref='5 a 36 U/L'),
            row('Albumina', [r('4,3', 'alb', 'g/dL'), r('4,4', 'alb', 'g/dL', date=P)], ref='3,5 a 5,2 g/dL'),
            row('Plaquetas', [r('214.000', 'plt', '/mm³'), r('208.000', 'plt', '/mm³', date=P)],
                ref='150.000 a 450.000 /mm³'),
            row('Alfafetoproteína', [r('3,2', 'afp', 'ng/mL'), r('2,9', 'afp', 'ng/mL', date=P)], ref='Até 7,0 ng/mL'),
            row('Taxa de filtração\nglomerular estimada', [r('superior a 90', 'egfr', 'mL/min/1,73m²'),
                                                       r('superior a 90', 'egfr', 'mL/min/1,73m²', date=P)],
                ref='Superior a 60 mL/min/1,73m²'),
        ], rule='hlines'),
        ('text', '* resultado fora do intervalo de referência. TFG estimada pela equação CKD-EPI 2021. '
                 'Próxima coleta sugerida pelo protocolo clínico: 06/08/2025.'),
    ]],
))

# =====================================================================================
# bq04  Belo Horizonte - cumulative table (three collection dates), grid, '*' flags, cirrhosis
# =====================================================================================
D = '2025-04-15'
D2, D3 = '2025-02-11', '2024-12-09'
C = [('name', 'Exame', 42), ('v0', '15/04/2025', 23, 'right'), ('v1', '11/02/2025', 23, 'right'),
     ('v2', '09/12/2024', 23, 'right'), ('unit', 'Unidade', 20), ('ref', 'Referência', 35)]


def cum(name, key, unit, ref, a, b, c):
    vals = []
    for v, d in ((a, None), (b, D2), (c, D3)):
        fl = '*' if v.endswith('*') else ''
        vals.append(r(v.rstrip('*'), key, unit, fl, date=d))
    return row(name, vals, unit, ref=ref)


add(dict(
    id='bq04', collected=D,
    lab=dict(name='Hepatolab Medicina Diagnóstica', tag='Laboratório de referência em hepatologia',
             lines=['Rua Padre Rolim, 812 - Santa Efigênia - Belo Horizonte/MG - CEP 30130-090',
                    'Telefone (31) 3241-7702 - atendimento@hepatolab.med.br'],
             right=['CNPJ 21.458.903/0001-77', 'CNES 0027361', 'Diretor técnico: Dr. Caio L. Andrade', 'CRM-MG 41.552']),
    style=dict(font='serif', fs=9, lh=4.5, accent='#4a235a', header='left', title='bar', patient='box', pcols=3),
    patient=[('Paciente', 'JOSÉ RAIMUNDO DE SOUZA'), ('Nascimento', '09/02/1957'), ('Sexo', 'Masculino'),
             ('Prontuário', 'HL-004512'), ('Pedido médico', '08/04/2025'), ('Data da coleta', '15/04/2025'),
             ('Médico', 'Dra. Sílvia Matos'), ('Convênio', 'IPSEMG'), ('Emitido', '16/04/2025 11:48')],
    footer=['Relatório evolutivo gerado em 16/04/2025. Valores marcados com * estão fora do intervalo de referência.',
            'Próximo retorno ambulatorial agendado: 20/05/2025. Dr. Caio L. Andrade - CRM-MG 41.552'],
    pages=[[
        ('title', 'RELATÓRIO EVOLUTIVO - ACOMPANHAMENTO DE HEPATOPATIA CRÔNICA'),
        ('line', 'Resultados das três últimas coletas realizadas neste laboratório (datas de coleta no cabeçalho).'),
        T(C, [
            {'sub': 'Hematologia e coagulação'},
            cum('Hemoglobina', 'hb', 'g/dL', '13,5 a 17,5', '11,2*', '11,8*', '12,1*'),
            cum('Plaquetas', 'plt', '/mm³', '150.000 a 450.000', '84.000*', '91.000*', '96.000*'),
            cum('RNI', 'inr', '', '0,90 a 1,20', '1,42*', '1,35*', '1,38*'),
            {'sub': 'Função hepática'},
            cum('AST (TGO)', 'ast', 'U/L', 'até 40', '64*', '58*', '71*'),
            cum('ALT (TGP)', 'alt', 'U/L', 'até 41', '42*', '39', '47*'),
            cum('Bilirrubina total', 'bt', 'mg/dL', 'até 1,2', '2,1*', '1,8*', '1,9*'),
            cum('Albumina', 'alb', 'g/dL', '3,5 a 5,2', '2,9*', '3,1*', '3,2*'),
            {'sub': 'Função renal e eletrólitos'},
            cum('Creatinina', 'crea', 'mg/dL', '0,70 a 1,20', '1,08', '0,97', '1,01'),
            cum('Sódio', 'na', 'mmol/L', '136 a 145', '131*', '134*', '136'),
            {'sub': 'Marcador tumoral'},
            cum('Alfafetoproteína', 'afp', 'ng/mL', 'até 7,0', '6,8', '5,9', '5,1'),
        ], rule='grid'),
        ('title', 'EXAME ADICIONAL - COLETA DE 15/04/2025'),
        B('AMÔNIA', [('Resultado:', r('74', 'nh3', 'µmol/L', '*'))], material='Plasma EDTA (transporte em gelo)',
          method='Enzimático (glutamato desidrogenase)', ref='Valor de referência: 11 a 51 µmol/L'),
        ('text', 'Escore MELD-Na calculado pelo sistema com os valores de 15/04/2025: 17 (informativo, não '
                 'substitui a avaliação clínica). Ultrassonografia de abdome agendada para 30/04/2025.'),
    ]],
))

# =====================================================================================
# bq05  Recife - block layout (heading / material / method / result), stool tests, 3 stool samples
# =====================================================================================
D = '2025-05-20'
add(dict(
    id='bq05', collected=D,
    lab=dict(name='Laboratório Pró-Vida', tag='Análises Clínicas e Parasitologia',
             lines=['Av. Conselheiro Rosa e Silva, 1.466 - Aflitos - Recife/PE - CEP 52050-225',
                    'SAC (81) 3427-5590 - WhatsApp (81) 99140-2231'],
             right=['CNPJ 10.873.224/0001-35', 'CNES 5517893', 'RT: Dra. Maria José Cavalcanti', 'CRF-PE 3.902']),
    style=dict(font='serif', fs=9.5, lh=4.6, accent='#8e5a00', header='band', title='plain', patient='box', pcols=3),
    patient=[('Cliente', 'THIAGO H. BATISTA'), ('Nascimento', '30/11/1994'), ('Sexo', 'Masculino'),
             ('Código', 'PV-2025-118734'), ('Requisição', '14/05/2025'), ('Cadastro', '16/05/2025'),
             ('Solicitante', 'Dr. Ivo Albuquerque'), ('Convênio', 'Particular'), ('Liberação', '22/05/2025')],
    footer=['Laudo emitido em 22/05/2025 15:03 - Impressão: 23/05/2025 - Documento válido somente com assinatura eletrônica.',
            'Dra. Maria José Cavalcanti - Farmacêutica-Bioquímica - CRF-PE 3.902'],
    pages=[[
        ('title', 'COPROLOGIA'),
        ('line', 'PARASITOLÓGICO DE FEZES - 3 amostras (Método: Hoffman, Pons e Janer / Faust)'),
        T([('name', 'Amostra', 40), ('dt', 'Data da coleta', 40), ('v0', 'Resultado', 50), ('ref', 'Referência', 56)], [
            row('1ª amostra', r('Negativo', 'op', '', date='2025-05-16'), dt='16/05/2025', ref='Negativo'),
            row('2ª amostra', r('Negativo', 'op', '', date='2025-05-18'), dt='18/05/2025', ref='Negativo'),
            row('3ª amostra', r('Negativo', 'op', '', date='2025-05-20'), dt='20/05/2025', ref='Negativo'),
        ], rule='hlines'),
        B('PESQUISA DE SANGUE OCULTO NAS FEZES', [('Resultado:', r('Positivo', 'fobt_ic', ''))],
          material='Fezes (amostra de 20/05/2025)', method='Imunocromatográfico (hemoglobina humana)',
          ref='Valor de referência: Negativo', note='Método não sofre interferência de dieta.'),
        B('CALPROTECTINA FECAL', [('Resultado:', r('486', 'calpro', 'µg/g', 'Alto'))],
          material='Fezes', method='Imunoensaio enzimático (ELISA)',
          ref='Inferior a 50 µg/g: normal\n50 a 200 µg/g: zona limítrofe - repetir\nSuperior a 200 µg/g: inflamação intestinal ativa'),
        B('ELASTASE PANCREÁTICA FECAL', [('Resultado:', r('superior a 500', 'elast', 'µg/g'))],
          material='Fezes', method='ELISA (anticorpo monoclonal)',
          ref='Superior a 200 µg/g: função exócrina normal'),
        B('ANTÍGENO DE HELICOBACTER PYLORI NAS FEZES', [('Resultado:', r('Não reagente', 'hpylori_ag', ''))],
          material='Fezes', method='Imunocromatográfico', ref='Valor de referência: Não reagente'),
        B('PESQUISA DE LEUCÓCITOS NAS FEZES', [('Resultado:', r('Presentes', 'stool_wbc', ''))],
          material='Fezes', method='Microscopia (coloração de azul de metileno)', ref='Valor de referência: Ausentes',
          note='Numerosos leucócitos por campo, com predomínio de polimorfonucleares.'),
    ], [
        ('title', 'HEMATOLOGIA E BIOQUÍMICA (sangue coletado em 20/05/2025)'),
        T([('name', 'Exame', 55), ('v0', 'Resultado', 26, 'right'), ('f0', '', 12), ('unit', 'Unidade', 26),
           ('ref', 'Valores de referência', 67)], [
            row('Hemoglobina', r('12,6', 'hb', 'g/dL', 'Baixo'), ref='13,0 a 17,0 g/dL'),
            row('Hematócrito', r('38,9', 'ht', '%', 'Baixo'), ref='40,0 a 50,0 %'),
            row('VCM', r('78,4', 'mcv', 'fL', 'Baixo'), ref='83,0 a 101,0 fL'),
            row('HCM', r('25,4', 'mch', 'pg', 'Baixo'), ref='27,0 a 32,0 pg'),
            row('RDW', r('16,2', 'rdw', '%', 'Alto'), ref='11,6 a 14,0 %'),
            row('Leucócitos', r('9.870', 'wbc', '/mm³'), ref='4.000 a 10.000 /mm³'),
            row('Plaquetas', r('468.000', 'plt', '/mm³', 'Alto'), ref='150.000 a 410.000 /mm³'),
            row('VHS', r('38', 'esr', 'mm/1ª hora', 'Alto'), ref='até 15 mm/1ª hora'),
            row('Proteína C reativa', r('24,5', 'crp', 'mg/L', 'Alto'), ref='inferior a 5,0 mg/L'),
            row('Ferritina', r('18', 'ferr', 'ng/mL', 'Baixo'), ref='30 a 400 ng/mL'),
            row('Ferro sérico', r('41', 'fe', 'µg/dL', 'Baixo'), ref='65 a 175 µg/dL'),
            row('Albumina', r('3,4', 'alb', 'g/dL', 'Baixo'), ref='3,5 a 5,2 g/dL'),
            row('Vitamina B12', r('212', 'b12', 'pg/mL'), ref='197 a 771 pg/mL'),
        ], rule='hlines'),
        ('text', 'Amostras de fezes recebidas em conservante MIF. Retorno ao gastroenterologista previsto para 02/06/2025.'),
    ]],
))

# =====================================================================================
# bq06  Goiânia - monospaced "system" print with literal dotted leaders, NASH check-up
# =====================================================================================
D = '2025-06-03'
C = [('name', '', 60), ('v0', '', 20, 'right'), ('unit', '', 32), ('ref', '', 74)]
add(dict(
    id='bq06', collected=D,
    lab=dict(name='LCA - Laboratório Central de Análises', tag='Goiânia - Unidade Setor Oeste',
             lines=['Rua 9, nº 1.120 - Setor Oeste - Goiânia/GO - CEP 74110-100 - Tel. (62) 3215-0098'],
             right=['CNPJ 03.557.610/0001-91', 'CNES 2337061', 'RT: Dr. Gustavo Peixoto - CRF-GO 5.118']),
    style=dict(font='mono', fs=9, lh=4.5, accent='#222222', header='left', title='plain', patient='lines', pcols=2,
               titlefs=9.5),
    patient=[('PACIENTE', 'ADRIANA DOS SANTOS MELO'), ('DT.NASC', '17/01/1976'),
             ('MEDICO', 'DR. HUGO C. FARIA'), ('SEXO', 'FEMININO'),
             ('COLETA', '03/06/2025 07:10'), ('PEDIDO', '27/05/2025'),
             ('OS', '0603-33187'), ('DT.RECEB.', '03/06/2025 09:31')],
    footer=['LIBERADO EM 04/06/2025 16:02  IMPRESSO EM 05/06/2025 08:15',
            'DR. GUSTAVO PEIXOTO - CRF-GO 5.118'],
    pages=[[
        ('title', '*** BIOQUIMICA ***  MATERIAL: SORO / SANGUE TOTAL'),
        T(C, [
            row('GLICOSE DE JEJUM', r('118', 'glu', 'mg/dL'), ref='70 A 99 mg/dL'),
            row('HEMOGLOBINA GLICADA\n(HbA1c)', r('6,3', 'hba1c', '%'), ref='INFERIOR A 5,7 %'),
            row('GLICOSE MEDIA ESTIMADA', r('134', 'eag', 'mg/dL'), ref=''),
            row('UREIA', r('31', 'urea', 'mg/dL'), ref='15 A 40 mg/dL'),
            row('CREATININA', r('0,84', 'crea', 'mg/dL'), ref='0,50 A 1,10 mg/dL'),
            row('TFG ESTIMADA\n(CKD-EPI 2021)', r('> 90', 'egfr', 'mL/min/1,73 m²'), ref='> 60 mL/min/1,73 m²'),
            row('SODIO', r('139', 'na', 'mEq/L'), ref='135 A 145 mEq/L'),
            row('POTASSIO', r('4,4', 'k', 'mEq/L'), ref='3,5 A 5,1 mEq/L'),
        ], rule='none', header=False, leaders='dots'),
        ('title', '*** PERFIL LIPIDICO ***  JEJUM: 12 HORAS'),
        T(C, [
            row('COLESTEROL TOTAL', r('232', 'chol', 'mg/dL'), ref='DESEJAVEL: < 190 mg/dL'),
            row('HDL-COLESTEROL', r('38', 'hdl', 'mg/dL'), ref='DESEJAVEL: > 40 mg/dL'),
            row('LDL-COLESTEROL', r('151', 'ldl', 'mg/dL'), ref='META CONFORME RISCO'),
            row('VLDL-COLESTEROL', r('43', 'vldl', 'mg/dL'), ref='< 30 mg/dL'),
            row('COLESTEROL NAO-HDL', r('194', 'nonhdl', 'mg/dL'), ref='META CONFORME RISCO'),
            row('TRIGLICERIDES', r('215', 'tg', 'mg/dL'), ref='DESEJAVEL: < 150 mg/dL'),
        ], rule='none', header=False, leaders='dots'),
        ('title', '*** FUNCAO HEPATICA / OUTROS ***'),
        T(C, [
            row('TGO (AST)', r('52', 'ast', 'U/L'), ref='ATE 32 U/L'),
            row('TGP (ALT)', r('84', 'alt', 'U/L'), ref='ATE 33 U/L'),
            row('GAMA GT', r('112', 'ggt', 'U/L'), ref='6 A 42 U/L'),
            row('FOSFATASE ALCALINA', r('98', 'alp', 'U/L'), ref='35 A 104 U/L'),
            row('FERRITINA', r('612', 'ferr', 'ng/mL'), ref='13 A 150 ng/mL'),
            row('TSH ULTRASSENSIVEL', r('2,41', 'tsh', 'µUI/mL'), ref='0,27 A 4,20 µUI/mL'),
            row('T4 LIVRE', r('1,12', 'ft4', 'ng/dL'), ref='0,93 A 1,70 ng/dL'),
            row('25-HIDROXIVITAMINA D', r('24,6', 'vitd', 'ng/mL'), ref='20 A 60 ng/mL (POP. GERAL)'),
        ], rule='none', header=False, leaders='dots'),
        ('text', 'NOTA: LDL CALCULADO PELA EQUACAO DE MARTIN. GLICOSE MEDIA ESTIMADA CALCULADA A PARTIR DA HbA1c. '
                 'DATA DA ULTIMA REFEICAO INFORMADA: 02/06/2025 19:30.'),
    ]],
))

# =====================================================================================
# bq07  Manaus - two columns on page 1, acute hepatitis A, second sample on another day (page 2)
# =====================================================================================
D = '2025-06-03'
S2 = '2025-06-06'
CQ = [('name', 'Exame', 36), ('v0', 'Resultado', 26, 'right'), ('ref', 'Referência', 26)]
CN = [('name', 'Exame', 30), ('v0', 'Result.', 19, 'right'), ('unit', 'Unid.', 12), ('ref', 'Ref.', 27)]
add(dict(
    id='bq07', collected=D,
    lab=dict(name='Instituto de Patologia Clínica Amazonas', tag='IPCA - Medicina Laboratorial',
             lines=['Av. Djalma Batista, 2.001 - Chapada - Manaus/AM - CEP 69050-010', 'Central (92) 3212-4040'],
             right=['CNPJ 04.118.295/0001-23', 'CNES 2012677', 'RT: Dra. Keila Monteiro - CRBM-6 2.405']),
    style=dict(font='condsans', fs=8.5, lh=4.2, accent='#006d77', header='left', title='bar', patient='box', pcols=3),
    patient=[('Paciente', 'KAUÃ FERREIRA DA SILVA'), ('Nasc.', '05/03/2008'), ('Sexo', 'M'),
             ('Nº atendimento', '88.412.607'), ('Data da requisição', '02/06/2025'), ('Coleta', '03/06/2025 08:05'),
             ('Médico', 'Dr. Rafael Nunes'), ('Origem', 'Ambulatório'), ('Impressão', '07/06/2025 10:40')],
    footer=['1ª amostra liberada em 04/06/2025 11:30; 2ª amostra liberada em 06/06/2025 17:45.',
            'Dra. Keila Monteiro - Biomédica - CRBM-6 2.405'],
    pages=[[
        ('cols2', [
            ('title', 'SOROLOGIA PARA HEPATITES'),
            ('line', 'Soro - quimioluminescência (CMIA)'),
            T(CQ, [
                row('Anti-HAV IgM', r('Reagente', 'havigm', ''), ref='Não reagente'),
                row('Anti-HAV total\n(IgG + IgM)', r('Reagente', 'havtot', ''), ref='-'),
                row('HBsAg', r('Não reagente', 'hbsag', ''), ref='Não reagente'),
                row('Anticorpo anti-HBc\nIgM', r('Não reagente', 'antihbc_igm', ''), ref='Não reagente'),
                row('Anti-HBc total', r('Não reagente', 'antihbc', ''), ref='Não reagente'),
                row('Anti-HCV', r('Não reagente', 'hcv', ''), ref='Não reagente'),
            ], rule='hlines'),
            ('title', 'HEMOGRAMA (resumo)'),
            T(CN, [
                row('Hemoglobina', r('14,1', 'hb', 'g/dL'), ref='13,0 a 16,0'),
                row('Leucócitos', r('5.900', 'wbc', '/mm³'), ref='4.500 a 11.000'),
                row('Linfócitos', r('41', 'lymph_pct', '%'), ref='20 a 45'),
                row('Plaquetas', r('189.000', 'plt', '/mm³'), ref='150.000 a\n400.000'),
            ], rule='hlines'),
        ], [
            ('title', 'BIOQUÍMICA / COAGULAÇÃO'),
            ('line', 'Soro e plasma citratado - 03/06/2025'),
            T(CN, [
                row('AST (TGO)', r('1.845', 'ast', 'U/L', 'H'), ref='até 40'),
                row('ALT (TGP)', r('2.310', 'alt', 'U/L', 'H'), ref='até 41'),
                row('Fosfatase\nalcalina', r('188', 'alp', 'U/L', 'H'), ref='40 a 129'),
                row('Gama-GT', r('164', 'ggt', 'U/L', 'H'), ref='8 a 61'),
                row('Bilirrubina total', r('6,42', 'bt', 'mg/dL', 'H'), ref='até 1,20'),
                row('Bilirrubina direta', r('5,08', 'bd', 'mg/dL', 'H'), ref='até 0,30'),
                row('Bilirrubina\nindireta', r('1,34', 'bi', 'mg/dL', 'H'), ref='até 0,90'),
                row('Atividade de\nprotrombina', r('64', 'pt_act', '%', 'L'), ref='70 a 100'),
                row('RNI', r('1,31', 'inr', '', 'H'), ref='0,9 a 1,2'),
            ], rule='hlines'),
            ('text', 'H = acima / L = abaixo do valor de referência.'),
        ]),
        ('text', 'Perfil sorológico compatível com infecção aguda pelo vírus da hepatite A. Notificação compulsória '
                 'encaminhada à vigilância epidemiológica em 04/06/2025.'),
    ], [
        ('title', 'CONTROLE - 2ª AMOSTRA'),
        ('line', 'Segunda amostra coletada em 06/06/2025 às 07:50 - soro e plasma citratado'),
        T([('name', 'Exame', 60), ('v0', 'Resultado', 30, 'right'), ('unit', 'Unidade', 25), ('ref', 'Referência', 71)], [
            row('AST (TGO)', r('962', 'ast', 'U/L', 'H', date=S2), ref='até 40 U/L'),
            row('ALT (TGP)', r('1.480', 'alt', 'U/L', 'H', date=S2), ref='até 41 U/L'),
            row('Bilirrubina total', r('5,10', 'bt', 'mg/dL', 'H', date=S2), ref='até 1,20 mg/dL'),
            row('Bilirrubina direta', r('3,96', 'bd', 'mg/dL', 'H', date=S2), ref='até 0,30 mg/dL'),
            row('Albumina', r('3,8', 'alb', 'g/dL', date=S2), ref='3,5 a 5,2 g/dL'),
            row('RNI', r('1,18', 'inr', '', date=S2), ref='0,9 a 1,2'),
        ], rule='hlines'),
        ('text', 'Queda das aminotransferases em relação à amostra de 03/06/2025. Retorno em 13/06/2025.'),
    ]],
))

# =====================================================================================
# bq08  Petrópolis - results after the reference, dotted leaders (graphic), IBD follow-up
# =====================================================================================
D = '2025-07-08'
C = [('name', 'Exame', 56), ('ref', 'Valores de referência', 58), ('v0', 'Resultado', 30, 'right'),
     ('unit', 'Unidade', 22)]
add(dict(
    id='bq08', collected=D,
    lab=dict(name='Laboratório Serrano', tag='Análises clínicas - Petrópolis e região',
             lines=['Rua do Imperador, 540 - sala 201 - Centro - Petrópolis/RJ - CEP 25620-000',
                    'Tel. (24) 2242-1817'],
             right=['CNPJ 29.806.514/0001-58', 'CNES 2275902', 'RT: Dr. Álvaro T. Guimarães', 'CRF-RJ 11.346']),
    style=dict(font='sans', fs=9.5, lh=4.7, accent='#274e13', header='left', title='underline', patient='box', pcols=3),
    patient=[('Paciente', 'LETÍCIA CAMPOS REIS'), ('Data de nasc.', '21/08/1990'), ('Sexo', 'Feminino'),
             ('DUM', '24/06/2025'), ('Pedido', '01/07/2025'), ('Coleta', '08/07/2025 07:25'),
             ('Médico', 'Dra. Beatriz Lacerda'), ('Registro', 'SER-559.204'), ('Liberação', '09/07/2025')],
    footer=['Liberado em 09/07/2025 18:12 - Impresso em 10/07/2025 07:58 - Coleta em jejum de 10 horas.',
            'Dr. Álvaro T. Guimarães - Farmacêutico-Bioquímico - CRF-RJ 11.346'],
    pages=[[
        ('title', 'PERFIL DE FERRO E VITAMINAS'),
        T(C, [
            row('Ferro sérico', r('38', 'fe', 'µg/dL', '↓'), ref='50 a 170 µg/dL'),
            row('Capacidade total de\nligação do ferro', r('412', 'tibc', 'µg/dL'), ref='250 a 450 µg/dL'),
            row('Índice de saturação\nde transferrina', r('9,2', 'tsat', '%', '↓'), ref='20 a 50 %'),
            row('Ferritina', r('11,4', 'ferr', 'ng/mL', '↓'), ref='15 a 150 ng/mL'),
            row('Vitamina B12', r('198', 'b12', 'pg/mL'), ref='197 a 771 pg/mL'),
            row('Ácido fólico', r('4,1', 'fol', 'ng/mL'), ref='superior a 3,9 ng/mL'),
            row('25-hidroxivitamina D', r('18,2', 'vitd', 'ng/mL', '↓'), ref='20 a 60 ng/mL'),
        ], rule='none', leaders=True),
        ('title', 'TIREOIDE E DOENÇA CELÍACA'),
        T(C, [
            row('TSH', r('3,12', 'tsh', 'µUI/mL'), ref='0,45 a 4,50 µUI/mL'),
            row('T4 livre', r('1,04', 'ft4', 'ng/dL'), ref='0,70 a 1,80 ng/dL'),
            row('Anticorpo antitransglutaminase\ntecidual IgA', r('inferior a 1,0', 'ttg_iga', 'U/mL'),
                ref='Negativo: inferior a 7,0 U/mL'),
            row('IgA total', r('212', 'iga', 'mg/dL'), ref='70 a 400 mg/dL'),
        ], rule='none', leaders=True),
        ('title', 'BIOQUÍMICA'),
        T(C, [
            row('Albumina', r('3,7', 'alb', 'g/dL'), ref='3,5 a 5,2 g/dL'),
            row('Proteína C reativa', r('12,8', 'crp', 'mg/L', '↑'), ref='inferior a 5,0 mg/L'),
            row('Magnésio', r('1,7', 'mg', 'mg/dL'), ref='1,6 a 2,6 mg/dL'),
            row('Colesterol total', r('168', 'chol', 'mg/dL'), ref='inferior a 190 mg/dL'),
            row('Colesterol HDL', r('52', 'hdl', 'mg/dL'), ref='superior a 50 mg/dL'),
            row('Colesterol LDL', r('94', 'ldl', 'mg/dL'), ref='inferior a 130 mg/dL'),
            row('Triglicérides', r('110', 'tg', 'mg/dL'), ref='inferior a 150 mg/dL'),
        ], rule='none', leaders=True),
        ('text', 'LDL-colesterol calculado (Friedewald). Anticorpo antitransglutaminase interpretado em conjunto com IgA '
                 'total normal. Próxima infusão de biológico agendada para 15/07/2025.'),
    ]],
))

# =====================================================================================
# bq09  Fortaleza - HCC surveillance, previous-result column, arrows, two pages
# =====================================================================================
D = '2025-02-19'
P = '2024-11-14'
CP = [('name', 'Exame', 46), ('v0', 'Resultado', 26, 'right'), ('unit', 'Unidade', 20),
      ('v1', 'Anterior 14/11/2024', 32, 'right'), ('ref', 'Valor de referência', 62)]
add(dict(
    id='bq09', collected=D,
    lab=dict(name='Diagnósticos Litoral Norte', tag='Medicina laboratorial - Oncologia e Hepatologia',
             lines=['Av. Santos Dumont, 3.770 - Aldeota - Fortaleza/CE - CEP 60150-162 - (85) 3261-9080'],
             right=['CNPJ 06.947.301/0001-16', 'CNES 3021440', 'RT: Dra. Fernanda Queiroz - CRF-CE 2.775']),
    style=dict(font='sans', fs=10, lh=4.9, accent='#073763', header='band', title='shade', patient='lines', pcols=3),
    patient=[('Paciente', 'FRANCISCO DAS CHAGAS LIMA'), ('Nascimento', '12/12/1955'), ('Sexo', 'Masculino'),
             ('Requisição', 'LN-4471902'), ('Data do pedido', '10/02/2025'), ('Coleta', '19/02/2025'),
             ('Médico', 'Dr. Edson Pinheiro'), ('Convênio', 'Hapvida'), ('Recebimento', '19/02/2025')],
    footer=['Laudo liberado em 21/02/2025 12:26 - Impresso em 24/02/2025.',
            'Dra. Fernanda Queiroz - CRF-CE 2.775 - Responsável técnica'],
    pages=[[
        ('title', 'MARCADORES TUMORAIS'),
        ('line', 'Material: soro - Método: quimioluminescência'),
        T(CP, [
            row('Alfafetoproteína', [r('248,6', 'afp', 'ng/mL', '↑'), r('112,4', 'afp', 'ng/mL', '↑', date=P)],
                ref='Até 8,1 ng/mL'),
            row('Antígeno carcinoembrionário\n(CEA)', [r('2,1', 'cea', 'ng/mL'), r('1,9', 'cea', 'ng/mL', date=P)],
                ref='Não fumantes: até 3,8 ng/mL'),
            row('CA 19-9', [r('18,4', 'ca199', 'U/mL'), r('22,0', 'ca199', 'U/mL', date=P)], ref='Até 37,0 U/mL'),
        ], rule='hlines'),
        ('title', 'HEMOGRAMA'),
        ('line', 'Material: sangue total EDTA - Método: automatizado com revisão microscópica'),
        T([('name', 'Exame', 46), ('v0', 'Resultado', 26, 'right'), ('unit', 'Unidade', 20),
           ('v1', 'Absoluto', 32, 'right'), ('u1', '', 12), ('ref', 'Valor de referência', 50)], [
            row('Hemoglobina', [r('11,9', 'hb', 'g/dL', '↓')], ref='13,0 a 17,0 g/dL'),
            row('Hematócrito', [r('35,8', 'ht', '%', '↓')], ref='40,0 a 50,0 %'),
            row('Leucócitos', [r('3.600', 'wbc', '/mm³', '↓')], ref='4.000 a 10.000 /mm³'),
            row('Neutrófilos', [r('61,0', 'neut_pct', '%'), r('2.196', 'neut_abs', '/mm³')], ref='1.800 a 7.000 /mm³'),
            row('Linfócitos', [r('28,0', 'lymph_pct', '%'), r('1.008', 'lymph_abs', '/mm³')], ref='1.000 a 3.500 /mm³'),
            row('Plaquetas', [r('72.000', 'plt', '/mm³', '↓')], ref='150.000 a 400.000 /mm³'),
        ], rule='hlines'),
        ('text', 'Aumento da alfafetoproteína em relação à dosagem anterior. Correlacionar com exame de imagem '
                 '(ressonância agendada para 07/03/2025).'),
    ], [
        ('title', 'COAGULAÇÃO'),
        ('line', 'Material: plasma citratado - Método: coagulométrico automatizado'),
        T([('name', 'Exame', 60), ('v0', 'Resultado', 30, 'right'), ('unit', 'Unidade', 26),
           ('ref', 'Valor de referência', 70)], [
            row('Tempo de protrombina', r('15,8', 'pt_s', 'segundos', '↑'), ref='10,0 a 14,0 segundos'),
            row('Atividade de protrombina', r('58', 'pt_act', '%', '↓'), ref='70 a 100 %'),
            row('RNI', r('1,46', 'inr', '', '↑'), ref='0,90 a 1,25'),
            row('TTPA', r('36,4', 'aptt_s', 'segundos'), ref='25,0 a 38,0 segundos'),
            row('Fibrinogênio', r('168', 'fib', 'mg/dL', '↓'), ref='200 a 400 mg/dL'),
        ], rule='hlines'),
        ('title', 'BIOQUÍMICA'),
        ('line', 'Material: soro'),
        T(CP, [
            row('Albumina', [r('2,8', 'alb', 'g/dL', '↓'), r('3,0', 'alb', 'g/dL', '↓', date=P)], ref='3,5 a 5,2 g/dL'),
            row('Bilirrubina total', [r('2,4', 'bt', 'mg/dL', '↑'), r('2,1', 'bt', 'mg/dL', '↑', date=P)],
                ref='Até 1,2 mg/dL'),
            row('Creatinina', [r('1,12', 'crea', 'mg/dL'), r('1,05', 'crea', 'mg/dL', date=P)], ref='0,70 a 1,30 mg/dL'),
            row('Sódio', [r('133', 'na', 'mEq/L', '↓'), r('135', 'na', 'mEq/L', date=P)], ref='136 a 145 mEq/L'),
            row('Potássio', [r('4,6', 'k', 'mEq/L')], ref='3,5 a 5,1 mEq/L'),
        ], rule='hlines'),
        ('text', 'Tempo do plasma controle normal: 12,1 segundos (não constitui resultado do paciente).'),
    ]],
))

# =====================================================================================
# bq10  Porto Alegre - two columns (page 1), unruled, urinalysis on page 2
# =====================================================================================
D = '2025-08-12'
CL = [('name', 'Exame', 27), ('v0', 'Resultado', 15, 'right'), ('unit', 'Unidade', 24), ('ref', 'Referência', 26)]
add(dict(
    id='bq10', collected=D,
    lab=dict(name='Sul Análises Clínicas', tag='Laboratório - Porto Alegre/RS',
             lines=['Rua Ramiro Barcelos, 1.954 - Bom Fim - Porto Alegre/RS - CEP 90035-002', 'Fone (51) 3311-2720'],
             right=['CNPJ 92.713.540/0001-04', 'CNES 2238301', 'RT: Dra. Joana Kessler - CRF-RS 9.871']),
    style=dict(font='serif', fs=8.5, lh=4.2, accent='#990000', header='center', title='underline', patient='lines',
               pcols=3),
    patient=[('Paciente', 'GUILHERME ROCHA WEBER'), ('Nasc.', '08/04/1985'), ('Sexo', 'Masc.'), ('OS', '812-00457'),
             ('Médico', 'Dr. Paulo Zanella'), ('Pedido', '05/08/2025'), ('Coleta', '12/08/2025'),
             ('Entrega', '14/08/2025')],
    footer=['Exames conferidos e liberados em 13/08/2025 às 17:40. Emitido em 14/08/2025 08:02.',
            'Dra. Joana Kessler - Farmacêutica-Bioquímica - CRF-RS 9.871'],
    pages=[[
        ('cols2', [
            ('title', 'Hemograma'),
            ('line', 'Sangue total EDTA - contagem automatizada'),
            T(CL, [
                row('Eritrócitos', r('4,62', 'rbc', 'milhões/µL'), ref='4,30 a 5,70'),
                row('Hemoglobina', r('13,8', 'hb', 'g/dL'), ref='13,3 a 16,5'),
                row('Hematócrito', r('41,2', 'ht', '%'), ref='39,0 a 49,0'),
                row('VCM', r('89,2', 'mcv', 'fL'), ref='81,0 a 95,0'),
                row('Leucócitos', r('6.800', 'wbc', '/µL'), ref='3.600 a 11.000'),
                row('Neutrófilos', r('3.910', 'neut_abs', '/µL'), ref='1.500 a 7.000'),
                row('Linfócitos', r('2.040', 'lymph_abs', '/µL'), ref='1.100 a 3.500'),
                row('Plaquetas', r('254.000', 'plt', '/µL'), ref='150.000 a\n450.000'),
            ], rule='none'),
        ], [
            ('title', 'Bioquímica'),
            ('line', 'Soro - métodos automatizados'),
            T(CL, [
                row('Ureia', r('28', 'urea', 'mg/dL'), ref='17 a 49'),
                row('Creatinina', r('0,78', 'crea', 'mg/dL'), ref='0,70 a 1,20'),
                row('eGFR\n(CKD-EPI 2021)', r('98', 'egfr', 'mL/min/1,73m²'), ref='> 60'),
                row('Sódio', r('140', 'na', 'mmol/L'), ref='136 a 145'),
                row('Potássio', r('4,2', 'k', 'mmol/L'), ref='3,5 a 5,1'),
                row('CK total', r('142', 'ck', 'U/L'), ref='39 a 308'),
                row('Colesterol total', r('201', 'chol', 'mg/dL'), ref='< 190'),
                row('HDL', r('61', 'hdl', 'mg/dL'), ref='> 40'),
                row('LDL (calculado)', r('118', 'ldl', 'mg/dL'), ref='< 130'),
                row('Triglicerídeos', r('109', 'tg', 'mg/dL'), ref='< 150'),
            ], rule='none'),
        ]),
        ('text', 'Valores de referência de lipídeos segundo consenso brasileiro (jejum não obrigatório). '
                 'Paciente informa uso de omeprazol desde 10/07/2025.'),
    ], [
        ('title', 'Exame de urina tipo 1 (EAS)'),
        ('line', 'Material: urina - jato médio, primeira micção de 12/08/2025'),
        T([('name', 'Análise', 60), ('v0', 'Resultado', 34, 'right'), ('unit', 'Unidade', 24),
           ('ref', 'Referência', 68)], [
            {'sub': 'Exame físico-químico (tira reagente)'},
            row('Densidade', r('1,020', 'u_sg', ''), ref='1,005 a 1,030'),
            row('pH', r('6,0', 'u_ph', ''), ref='5,0 a 7,5'),
            row('Proteínas', r('Negativo', 'u_prot', ''), ref='Negativo'),
            row('Glicose', r('Negativo', 'u_glu', ''), ref='Negativo'),
            row('Corpos cetônicos', r('Ausentes', 'u_ket', ''), ref='Ausentes'),
            row('Hemoglobina', r('Negativo', 'u_hb', ''), ref='Negativo'),
            row('Bilirrubina', r('Negativo', 'u_bil', ''), ref='Negativo'),
            row('Urobilinogênio', r('0,2', 'u_ubg', 'mg/dL'), ref='até 1,0 mg/dL'),
            row('Nitrito', r('Negativo', 'u_nit', ''), ref='Negativo'),
            {'sub': 'Sedimentoscopia'},
            row('Leucócitos', r('3', 'u_wbc', '/campo'), ref='até 5 /campo'),
            row('Hemácias', r('1', 'u_rbc', '/campo'), ref='até 3 /campo'),
        ], rule='none'),
    ]],
))

# =====================================================================================
# bq11  Brasília - cholestatic / autoimmune work-up: block layout + grid table, titre results
# =====================================================================================
D = '2025-09-02'
add(dict(
    id='bq11', collected=D,
    lab=dict(name='LabClin Cerrado', tag='Medicina Diagnóstica - Asa Sul',
             lines=['SGAS 613, Conjunto E, Lote 21 - Asa Sul - Brasília/DF - CEP 70200-730', 'Tel. (61) 3346-1180'],
             right=['CNPJ 00.861.447/0001-82', 'CNES 0010537', 'RT: Dr. Marcelo V. Rangel - CRF-DF 4.630']),
    style=dict(font='condserif', fs=9.5, lh=4.6, accent='#5b3f00', header='left', title='bar', patient='box', pcols=3),
    patient=[('Paciente', 'VERA LÚCIA NASCIMENTO'), ('Nascimento', '19/06/1963'), ('Sexo', 'Feminino'),
             ('Atendimento', 'CE-90221.5'), ('Solicitado em', '25/08/2025'), ('Coletado em', '02/09/2025 08:20'),
             ('Médico', 'Dr. André Siqueira'), ('Plano', 'GDF Saúde'), ('Liberado em', '05/09/2025')],
    footer=['Laudo liberado em 05/09/2025 16:44 - Impresso em 08/09/2025 09:10.',
            'Dr. Marcelo V. Rangel - Farmacêutico-Bioquímico - CRF-DF 4.630'],
    pages=[[
        ('title', 'AUTOIMUNIDADE'),
        B('ANTICORPO ANTIMITOCÔNDRIA (AMA)', [('Resultado:', r('1/320', 'ama', ''))],
          material='Soro', method='Imunofluorescência indireta (rim/estômago de rato)',
          ref='Valor de referência: não reagente (título inferior a 1/40)'),
        B('FATOR ANTINUCLEAR (FAN)', [('Resultado:', r('Não reagente', 'ana', ''))],
          material='Soro', method='Imunofluorescência indireta em células HEp-2',
          ref='Valor de referência: Não reagente'),
        B('IMUNOGLOBULINA G (IgG)', [('Resultado:', r('1.684', 'igg', 'mg/dL', '*'))],
          material='Soro', method='Imunoturbidimetria', ref='Valor de referência: 700 a 1.600 mg/dL'),
        B('CERULOPLASMINA', [('Resultado:', r('28,4', 'cerul', 'mg/dL'))],
          material='Soro', method='Nefelometria', ref='Valor de referência: 20,0 a 60,0 mg/dL'),
        ('title', 'BIOQUÍMICA'),
        T([('name', 'Exame', 58), ('v0', 'Resultado', 30, 'right'), ('unit', 'Unidade', 24),
           ('ref', 'Valores de referência', 74)], [
            row('Fosfatase alcalina', r('412', 'alp', 'U/L', '*'), ref='35 a 104 U/L'),
            row('Gama-glutamiltransferase', r('388', 'ggt', 'U/L', '*'), ref='6 a 42 U/L'),
            row('AST (TGO)', r('46', 'ast', 'U/L', '*'), ref='até 32 U/L'),
            row('ALT (TGP)', r('58', 'alt', 'U/L', '*'), ref='até 33 U/L'),
            row('Bilirrubina total', r('1,1', 'bt', 'mg/dL'), ref='até 1,2 mg/dL'),
            row('Bilirrubina direta', r('0,4', 'bd', 'mg/dL', '*'), ref='até 0,3 mg/dL'),
            row('Proteínas totais', r('7,9', 'tp', 'g/dL'), ref='6,4 a 8,3 g/dL'),
            row('Albumina', r('4,0', 'alb', 'g/dL'), ref='3,5 a 5,2 g/dL'),
            row('Globulinas', r('3,9', 'glob', 'g/dL', '*'), ref='2,0 a 3,5 g/dL'),
            row('Relação albumina/\nglobulina', r('1,03', 'ag', ''), ref='1,0 a 2,2'),
            row('Colesterol total', r('268', 'chol', 'mg/dL', '*'), ref='inferior a 190 mg/dL'),
            row('HDL-Colesterol', r('74', 'hdl', 'mg/dL'), ref='superior a 50 mg/dL'),
        ], rule='grid'),
        ('text', '* Valor fora do intervalo de referência. Globulinas e relação A/G calculadas. '
                 'Consulta de retorno com hepatologista em 16/09/2025.'),
    ]],
))

# =====================================================================================
# bq12  Salvador - post-treatment HCV follow-up with previous results, 'Alto' flags, word comparators
# =====================================================================================
D = '2025-10-14'
P = '2024-08-20'
C = [('name', 'Exame', 52), ('v0', 'Resultado', 32, 'right'), ('f0', '', 12), ('unit', 'Unidade', 20),
     ('v1', 'Anterior (20/08/2024)', 36, 'right'), ('ref', 'Referência', 38)]
add(dict(
    id='bq12', collected=D,
    lab=dict(name='Nordeste Diagnósticos', tag='Laboratório de Análises Clínicas',
             lines=['Av. Tancredo Neves, 1.632 - Caminho das Árvores - Salvador/BA - CEP 41820-020',
                    'Central de atendimento (71) 3351-6677'],
             right=['CNPJ 15.270.936/0001-48 - CNES 4028112 - RT: Dra. Cláudia Sampaio - CRF-BA 6.214']),
    style=dict(font='sans', fs=10, lh=5.0, accent='#0c343d', header='center', title='shade', patient='box', pcols=3),
    patient=[('Paciente', 'ANTÔNIO CARLOS BONFIM'), ('Nasc.', '02/05/1966'), ('Sexo', 'Masculino'),
             ('Protocolo', 'ND-1014-2290'), ('Pedido', '07/10/2025'), ('Coleta', '14/10/2025'),
             ('Médico', 'Dra. Patrícia Moura'), ('Convênio', 'Bradesco Saúde'), ('Impresso', '17/10/2025')],
    footer=['Liberado em 16/10/2025 13:55. Resultados anteriores realizados neste laboratório.',
            'Dra. Cláudia Sampaio - CRF-BA 6.214 - Responsável técnica'],
    pages=[[
        ('title', 'HEPATITE C - RESPOSTA VIROLÓGICA SUSTENTADA'),
        ('line', 'Material: plasma EDTA - Método: RT-PCR em tempo real - limite inferior de quantificação: 12 UI/mL'),
        T(C, [
            row('HCV-RNA quantitativo', [r('inferior a 12', 'hcvrna', 'UI/mL'),
                                         r('1.850.000', 'hcvrna', 'UI/mL', date=P)], ref='Não detectável'),
        ], rule='hlines'),
        ('title', 'BIOQUÍMICA E HEMATOLOGIA'),
        T(C, [
            row('ALT (TGP)', [r('22', 'alt', 'U/L'), r('96', 'alt', 'U/L', date=P)], ref='até 41 U/L'),
            row('AST (TGO)', [r('19', 'ast', 'U/L'), r('74', 'ast', 'U/L', date=P)], ref='até 40 U/L'),
            row('Plaquetas', [r('198.000', 'plt', '/mm³'), r('162.000', 'plt', '/mm³', date=P)],
                ref='150.000 a 450.000'),
            row('Glicose em jejum', [r('132', 'glu', 'mg/dL', 'Alto'), r('141', 'glu', 'mg/dL', date=P)],
                ref='70 a 99 mg/dL'),
            row('Hemoglobina glicada\n(HbA1c)', [r('6,9', 'hba1c', '%', 'Alto'), r('7,4', 'hba1c', '%', date=P)],
                ref='inferior a 5,7 %'),
            row('Creatinina', [r('0,91', 'crea', 'mg/dL'), r('0,88', 'crea', 'mg/dL', date=P)], ref='0,70 a 1,20 mg/dL'),
            row('Colesterol - HDL', [r('41', 'hdl', 'mg/dL')], ref='superior a 40 mg/dL'),
            row('Triglicerídeos', [r('188', 'tg', 'mg/dL', 'Alto')], ref='inferior a 150 mg/dL'),
            row('Ferritina', [r('286', 'ferr', 'ng/mL')], ref='30 a 400 ng/mL'),
        ], rule='hlines'),
        ('text', 'HCV-RNA abaixo do limite de quantificação 24 semanas após o fim do tratamento (término em '
                 '29/04/2025), compatível com resposta virológica sustentada. Próxima avaliação: 14/04/2026.'),
    ]],
))
