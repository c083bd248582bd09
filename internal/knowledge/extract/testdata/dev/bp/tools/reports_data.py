"""The twelve invented reports of set bp, as data (geriatrics / internal-medicine follow-up)."""
from model import R, Section, Table, Leaders, Block, Note, Spacer, TwoCol, Page, Report

FLAGS = {'↑', '↓', 'H', 'L', '*', 'Alto', 'Baixo'}


def V(key, name, s, unit='', date=None):
    """'10,4 ↓' -> R with flag; '—' -> plain dash."""
    if s in ('—', '-', ''):
        return s or '—'
    parts = s.rsplit(' ', 1)
    if len(parts) == 2 and parts[1] in FLAGS:
        return R(key, name, parts[0], unit, date, parts[1])
    return R(key, name, s, unit, date)


def disp(name):
    return name.replace('|', '\n')


def cum(key, name, unit, vals, dates):
    return [V(key, name, v, unit, d) for v, d in zip(vals, dates)]


REPORTS = []

# =============================================================== bp01
D1, P1 = '2025-03-11', '2024-11-12'


def bp01():
    def er(key, name, cur, unit, prev, ref):
        return [disp(name), V(key, name, cur, unit), unit, V(key, name, prev, unit, P1), ref]
    eri = Table(['Eritrograma', 'Resultado', 'Unidade', 'Anterior\n12/11/2024', 'Valores de referência'],
                [48, 28, 24, 28, 56], [
        er('rbc', 'Hemácias', '3,62 ↓', 'milhões/mm³', '3,85 ↓', '3,90 a 5,03 milhões/mm³'),
        er('hb', 'Hemoglobina', '10,4 ↓', 'g/dL', '11,2 ↓', '11,5 a 15,5 g/dL'),
        er('hct', 'Hematócrito', '32,1 ↓', '%', '34,6 ↓', '35,0 a 45,0 %'),
        er('mcv', 'VCM', '88,7', 'fL', '89,9', '80,0 a 98,0 fL'),
        er('mch', 'HCM', '28,7', 'pg', '—', '26,0 a 34,0 pg'),
        er('mchc', 'CHCM', '32,4', 'g/dL', '—', '31,0 a 36,0 g/dL'),
        er('rdw', 'RDW', '15,8 ↑', '%', '14,6 ↑', '11,5 a 14,5 %'),
    ], ruled=True, aligns='LCLCL')

    def lk(kp, ka, name, pct, ab, rp, ra):
        return [name, V(kp, name, pct, '%'), V(ka, name, ab, '/mm³'), rp, ra]
    leu = Table(['Leucograma', '%', '/mm³', 'Ref. %', 'Ref. /mm³'], [48, 28, 24, 28, 56], [
        ['Leucócitos', '', R('wbc', 'Leucócitos', '5.870', '/mm³'), '', '3.600 a 11.000'],
        lk('band%', 'band#', 'Bastonetes', '1', '59', '0 a 5', '0 a 550'),
        lk('seg%', 'seg#', 'Segmentados', '64', '3.757', '40 a 70', '1.500 a 7.000'),
        lk('eos%', 'eos#', 'Eosinófilos', '3', '176', '1 a 5', '40 a 500'),
        lk('bas%', 'bas#', 'Basófilos', '1', '59', '0 a 2', '0 a 200'),
        lk('lym%', 'lym#', 'Linfócitos', '23', '1.350', '20 a 45', '1.000 a 4.500'),
        lk('mon%', 'mon#', 'Monócitos', '8', '470', '2 a 10', '100 a 1.000'),
    ], ruled=True, aligns='LCCCL')
    pla = Table(['Plaquetograma', 'Resultado', 'Unidade', 'Anterior\n12/11/2024', 'Valores de referência'],
                [48, 28, 24, 28, 56], [
        er('plt', 'Plaquetas', '168.000', '/mm³', '182.000', '150.000 a 450.000 /mm³'),
        [ 'VPM', V('mpv', 'VPM', '10,9', 'fL'), 'fL', '—', '7,4 a 11,5 fL'],
    ], ruled=True, aligns='LCLCL')
    p1 = Page([Section('HEMOGRAMA COMPLETO', 'Material: sangue total (EDTA)  |  Método: citometria de fluxo e impedância'),
               Spacer(1), eri, Spacer(2), leu, Spacer(2), pla,
               Note('Série vermelha: anisocitose discreta. Série branca e plaquetas sem alterações morfológicas à microscopia.\n'
                    'Resultados anteriores reproduzidos do prontuário laboratorial do paciente.')])
    bio = Table(['Exame', 'Resultado', 'Unidade', 'Anterior\n12/11/2024', 'Valores de referência'],
                [62, 24, 28, 24, 46], [
        er('urea', 'Ureia', '58 ↑', 'mg/dL', '49', '17 a 49 mg/dL'),
        er('crea', 'Creatinina', '1,32 ↑', 'mg/dL', '1,18 ↑', '0,51 a 0,95 mg/dL'),
        er('egfr', 'Taxa de filtração glomerular|estimada (CKD-EPI 2021)', '39 ↓', 'mL/min/1,73 m²', '45 ↓', 'Superior a 60'),
        er('na', 'Sódio', '133 ↓', 'mmol/L', '136', '136 a 145 mmol/L'),
        er('k', 'Potássio', '5,1', 'mmol/L', '4,8', '3,5 a 5,1 mmol/L'),
        er('mg', 'Magnésio', '1,7', 'mg/dL', '—', '1,6 a 2,6 mg/dL'),
    ], ruled=True, aligns='LCLCL')
    far = Table(['Exame', 'Resultado', 'Unidade', 'Anterior\n12/11/2024', 'Valores de referência'],
                [62, 24, 28, 24, 46], [
        er('dig', 'Digoxina', '0,9', 'ng/mL', '1,4', '0,5 a 2,0 ng/mL'),
        er('b12', 'Vitamina B12', '312', 'pg/mL', '—', '197 a 771 pg/mL'),
    ], ruled=True, aligns='LCLCL')
    p2 = Page([Section('BIOQUÍMICA — FUNÇÃO RENAL E ELETRÓLITOS', 'Material: soro'), Spacer(1), bio,
               Note('TFG estimada pela equação CKD-EPI 2021, sem coeficiente racial, a partir da creatinina sérica.'),
               Section('MONITORAMENTO TERAPÊUTICO E VITAMINA B12', 'Material: soro  |  Método: quimioluminescência'),
               Spacer(1), far,
               Note('Digoxina: coleta realizada cerca de 8 horas após a última dose (dose informada em 10/03/2025, às 22h).\n'
                    'Faixa terapêutica sugerida para insuficiência cardíaca: 0,5 a 0,9 ng/mL.')])
    return Report('bp01', dict(font='sans', fs=9, accent='#1d3f73', header='left', sect='bar', hdr_h=24),
                  'Laboratório São Lucas de Análises Clínicas', 'Campinas-SP',
                  ['Rua Barão de Jaguara, 1187 — Centro — Campinas-SP — CEP 13015-002',
                   'CNPJ 47.318.552/0001-09  |  CNES 2748391  |  (19) 3232-4410',
                   'Resp. técnica: Dra. Helena M. Quintela — CRF-SP 31.482'],
                  [[('Paciente', 'MARIA APARECIDA FONTES'), ('Nascimento', '03/05/1940'), ('Sexo', 'Feminino')],
                   [('Protocolo', '0311-48207'), ('Médico', 'Dr. Renato V. Prado'), ('Convênio', 'Particular')],
                   [('Coleta', '11/03/2025 07:42'), ('Pedido', '28/02/2025'), ('Liberado', '12/03/2025 16:10')]],
                  D1, [p1, p2],
                  'Laboratório São Lucas — unidade Centro — atendimento de segunda a sábado\nImpresso em 13/03/2025 09:15',
                  ['Exames liberados eletronicamente em 12/03/2025 16:10.',
                   'Dra. Helena M. Quintela — Farmacêutica-bioquímica — CRF-SP 31.482'],
                  'ruled tables, previous-result column, ↑↓ flags, split marker name, CBC % + absolute',
                  ['nascimento 03/05/1940', 'pedido 28/02/2025', 'liberado 12/03/2025', 'impresso 13/03/2025', 'dose 10/03/2025 (nota)'])


REPORTS.append(bp01())

# =============================================================== bp02
D2 = '2025-04-02'


def bp02():
    L = lambda k, n, v, u, ref, d=None: (V(k, n, v, u, d), ref)
    bq = Leaders([
        L('glu', 'GLICOSE EM JEJUM', '104', 'mg/dL', '70 a 99 mg/dL'),
        L('a1c', 'HEMOGLOBINA GLICADA (HbA1c)', '6,4', '%', 'Inferior a 5,7 %'),
        L('eag', 'GLICOSE MÉDIA ESTIMADA', '137', 'mg/dL', '—'),
        L('urea', 'UREIA', '44', 'mg/dL', '17 a 49 mg/dL'),
        L('crea', 'CREATININA', '1,08', 'mg/dL', '0,70 a 1,20 mg/dL'),
        L('uric', 'ÁCIDO ÚRICO', '6,9', 'mg/dL', '3,4 a 7,0 mg/dL'),
        L('ck', 'CREATINOQUINASE (CK)', '168', 'U/L', '39 a 308 U/L'),
    ], 95, 22, 67)
    lip = Leaders([
        L('chol', 'COLESTEROL TOTAL', '162', 'mg/dL', 'Desejável: inferior a 190'),
        L('hdl', 'HDL-COLESTEROL', '41', 'mg/dL', 'Desejável: superior a 40'),
        L('ldl', 'LDL-COLESTEROL (Martin)', '92', 'mg/dL', 'Conforme risco cardiovascular'),
        L('vldl', 'VLDL-COLESTEROL', '29', 'mg/dL', 'Inferior a 30'),
        L('nhdl', 'COLESTEROL NÃO-HDL', '121', 'mg/dL', 'Conforme risco cardiovascular'),
        L('tg', 'TRIGLICERÍDEOS', '146', 'mg/dL', 'Inferior a 150 (jejum)'),
    ], 95, 22, 67)
    oth = Leaders([
        L('crp', 'PROTEÍNA C REATIVA', 'inferior a 3,0', 'mg/L', 'Inferior a 5,0 mg/L'),
        L('tsh', 'TSH - HORMÔNIO TIREOESTIMULANTE', '3,82', 'µUI/mL', '0,45 a 4,50 µUI/mL'),
        L('ft4', 'T4 LIVRE', '1,12', 'ng/dL', '0,70 a 1,48 ng/dL'),
    ], 95, 22, 67)
    A, B = '2024-10-14', '2024-05-08'
    his = Table(['Exame', '14/10/2024', '08/05/2024', 'Unidade'], [80, 32, 32, 40], [
        ['COLESTEROL TOTAL'] + cum('chol', 'COLESTEROL TOTAL', 'mg/dL', ['188', '214'], [A, B]) + ['mg/dL'],
        ['LDL-COLESTEROL'] + cum('ldl', 'LDL-COLESTEROL', 'mg/dL', ['118', '139'], [A, B]) + ['mg/dL'],
        ['HEMOGLOBINA GLICADA'] + cum('a1c', 'HEMOGLOBINA GLICADA', '%', ['6,6', '6,9'], [A, B]) + ['%'],
    ], ruled=False, aligns='LCCL', bold_vals=False)
    p = Page([Section('BIOQUÍMICA', 'Soro — coleta em jejum de 12 horas'), Spacer(1), bq,
              Section('PERFIL LIPÍDICO', 'Soro — método enzimático colorimétrico'), Spacer(1), lip,
              Note('LDL calculado pela equação de Martin/Hopkins. Valores de referência conforme Consenso Brasileiro de Lipides (2017).'),
              Section('OUTROS EXAMES', 'Soro — imunoturbidimetria / quimioluminescência'), Spacer(1), oth,
              Section('HISTÓRICO DE RESULTADOS', 'exames realizados neste laboratório'), Spacer(1), his,
              Note('Histórico apresentado apenas para acompanhamento; os resultados acima foram obtidos com a mesma metodologia.')])
    return Report('bp02', dict(font='serif', fs=9.5, accent='#5b2c06', header='center', sect='under', hdr_h=24, pbox=False, name_plus=8),
                  'Biolab Diagnósticos Vale do Paraíba', 'São José dos Campos-SP',
                  ['Av. Nelson D\'Ávila, 455 — Centro — São José dos Campos-SP — Tel. (12) 3921-7784',
                   'CNPJ 12.604.877/0001-31 — CNES 6120554 — Responsável técnico: Dr. Otávio L. Sampaio, CRBM 11.207'],
                  [[('Nome', 'JOSÉ CARLOS MEDEIROS'), ('Data nasc.', '17/08/1943'), ('Idade', '81 anos')],
                   [('Requisição', '20/03/2025'), ('Coleta', '02/04/2025 06:55'), ('Atendimento', '774.120-3')],
                   [('Solicitante', 'Dra. Beatriz N. Paiva'), ('Previsão', '04/04/2025'), ('Emissão', '05/04/2025')]],
                  D2, [p],
                  'Biolab Diagnósticos — Este laudo só tem valor com assinatura eletrônica.\nDocumento emitido em 05/04/2025 às 08:02',
                  ['Assinado eletronicamente por Dr. Otávio L. Sampaio — Biomédico — CRBM 11.207'],
                  'dotted leaders, HDL-COLESTEROL, "inferior a", unruled history table with two earlier dates',
                  ['nascimento 17/08/1943', 'requisição 20/03/2025', 'previsão 04/04/2025', 'emissão 05/04/2025'])


REPORTS.append(bp02())

# =============================================================== bp03
D3 = '2025-02-19'


def bp03():
    def rr(k, n, v, u, ref):
        return [disp(n), V(k, n, v, u), ref]
    W = [31, 27, 31]
    ele = Table(['Exame', 'Resultado', 'Referência'], W, [
        rr('na', 'Sódio', '138', 'mmol/L', '136 a 145'),
        rr('k', 'Potássio', '4,2', 'mmol/L', '3,5 a 5,1'),
        rr('cl', 'Cloreto', '101', 'mmol/L', '98 a 107'),
        rr('ca', 'Cálcio total', '8,9', 'mg/dL', '8,6 a 10,3'),
        rr('cai', 'Cálcio iônico', '1,18', 'mmol/L', '1,12 a 1,32'),
        rr('mg', 'Magnésio', '1,9', 'mg/dL', '1,6 a 2,6'),
        rr('phos', 'Fósforo', '3,4', 'mg/dL', '2,5 a 4,5'),
    ], ruled=True, val_unit=True)
    hep = Table(['Exame', 'Resultado', 'Referência'], W, [
        rr('ast', 'AST (TGO)', '24', 'U/L', 'até 32'),
        rr('alt', 'ALT (TGP)', '19', 'U/L', 'até 33'),
        rr('ggt', 'Gama-GT', '61', 'U/L', '6 a 42'),
        rr('alp', 'Fosfatase alcalina', '142', 'U/L', '35 a 104'),
        rr('tbil', 'Bilirrubina total', '0,62', 'mg/dL', 'até 1,20'),
        rr('dbil', 'Bilirrubina direta', '0,21', 'mg/dL', 'até 0,30'),
        rr('ibil', 'Bilirrubina indireta', '0,41', 'mg/dL', 'até 0,90'),
        rr('alb', 'Albumina', '3,6', 'g/dL', '3,5 a 5,2'),
    ], ruled=True, val_unit=True)
    pth = Block('PARATORMÔNIO (PTH) INTACTO', ['Material: soro', 'Método: eletroquimioluminescência'],
                [('Resultado', R('pth', 'PARATORMÔNIO (PTH) INTACTO', '88,4', 'pg/mL'))],
                ['Valores de referência:', '15,0 a 65,0 pg/mL'])
    vd = Block('25-HIDROXIVITAMINA D', ['Material: soro', 'Método: quimioluminescência'],
               [('Resultado', R('vitd', '25-HIDROXIVITAMINA D', '18,2', 'ng/mL'))],
               ['Valores de referência (SBPC/ML e SBEM, 2017):', 'População saudável até 60 anos: superior a 20 ng/mL',
                'Grupos de risco (idosos): 30 a 60 ng/mL', 'Risco de toxicidade: superior a 100 ng/mL'])
    cys = Block('CISTATINA C', ['Material: soro', 'Método: imunonefelometria'],
                [('Resultado', R('cysc', 'CISTATINA C', '1,48', 'mg/L'))],
                ['Valores de referência:', '0,61 a 0,95 mg/L'])
    p1 = Page([TwoCol([Section('ELETRÓLITOS'), Spacer(1), ele],
                      [Section('FUNÇÃO HEPÁTICA'), Spacer(1), hep], 6),
               Note('Material: soro. Métodos: eletrodo íon-seletivo (Na, K, Cl, Ca iônico); colorimétrico/enzimático (demais).'),
               Section('METABOLISMO ÓSSEO E FUNÇÃO RENAL'), pth, vd, cys])

    def ur(k, n, v, u, ref):
        return [n, V(k, n, v, u), u, ref]
    uri = Table(['', 'Resultado', 'Unidade', 'Valores de referência'], [60, 42, 24, 58], [
        ('sub', 'Exame físico'),
        ur('u_col', 'Cor', 'Amarelo-citrino', '', 'Amarelo'),
        ur('u_asp', 'Aspecto', 'Límpido', '', 'Límpido'),
        ur('u_sg', 'Densidade', '1,014', '', '1,005 a 1,030'),
        ur('u_ph', 'pH', '6,0', '', '5,0 a 7,0'),
        ('sub', 'Exame químico'),
        ur('u_pro', 'Proteínas', 'Negativo', '', 'Negativo'),
        ur('u_glu', 'Glicose', 'Negativo', '', 'Negativo'),
        ur('u_ket', 'Corpos cetônicos', 'Negativo', '', 'Negativo'),
        ur('u_hb', 'Hemoglobina', 'Negativo', '', 'Negativo'),
        ur('u_nit', 'Nitrito', 'Negativo', '', 'Negativo'),
        ('sub', 'Sedimentoscopia'),
        ur('u_wbc', 'Leucócitos', '4', 'p/campo', 'até 5 p/campo'),
        ur('u_rbc', 'Hemácias', '1', 'p/campo', 'até 3 p/campo'),
        ur('u_bac', 'Bactérias', 'Ausentes', '', 'Ausentes'),
    ], ruled=False, aligns='LLLL')
    p2 = Page([Section('URINA TIPO I — EXAME DE URINA ROTINA', 'Material: urina, jato médio'), Spacer(1), uri,
               Note('Análise química por tiras reagentes com leitura automatizada; sedimento por microscopia óptica (400x).')])
    return Report('bp03', dict(font='cond', fs=9, accent='#0b5d3b', header='band', sect='bar', hdr_h=24),
                  'Laboratório Cruz Alta Medicina Diagnóstica', 'Porto Alegre-RS',
                  ['Rua Ramiro Barcelos, 2210 — Bom Fim — Porto Alegre-RS — (51) 3311-0927 — www.cruzaltalab.com.br',
                   'CNPJ 88.412.905/0001-77 — CNES 5530211 — RT: Dr. Cássio B. Wendt, CRF-RS 9.864'],
                  [[('Paciente', 'IRMA SCHNEIDER KLEIN'), ('Nascimento', '22/11/1936'), ('Idade', '88a 2m')],
                   [('Data da coleta', '19/02/2025'), ('Requisição', '10/02/2025'), ('Liberação', '20/02/2025')],
                   [('Médico', 'Dra. Luísa F. Kunz'), ('Origem', 'Ambulatório Geriatria'), ('Ordem', '25-0219-0533')]],
                  D3, [p1, p2],
                  'Cruz Alta Medicina Diagnóstica — laudo emitido por sistema informatizado\nImpressão: 21/02/2025 10:48',
                  ['Liberado em 20/02/2025 por Dr. Cássio B. Wendt — CRF-RS 9.864'],
                  'two-column page (electrolytes / liver), block layouts, urinalysis with qualitative results',
                  ['nascimento 22/11/1936', 'requisição 10/02/2025', 'liberação 20/02/2025', 'impressão 21/02/2025'])


REPORTS.append(bp03())

# =============================================================== bp04
D4, P4 = '2025-01-28', '2024-10-15'


def bp04():
    def rw(k, n, ref, u, cur, prev):
        return [disp(n), ref, u, V(k, n, cur, u), V(k, n, prev, u, P4)]
    t = Table(['Exame', 'Valores de referência', 'Unid.', 'Resultado\n28/01/2025', 'Anterior\n15/10/2024'],
              [50, 52, 22, 30, 30], [
        ('sub', 'Hematologia'),
        rw('hb', 'Hemoglobina', '12,0 a 15,5', 'g/dL', '9,8 L', '10,6 L'),
        rw('mcv', 'VCM', '80 a 98', 'fL', '104,2 H', '101,5 H'),
        rw('ret%', 'Reticulócitos', '0,5 a 2,0', '%', '0,6', '0,8'),
        rw('ret#', 'Reticulócitos|(valor absoluto)', '25.000 a 100.000', '/mm³', '19.200 L', '—'),
        ('sub', 'Metabolismo do ferro'),
        rw('fe', 'Ferro sérico', '50 a 170', 'µg/dL', '96', '88'),
        rw('tibc', 'Capacidade total de|ligação do ferro', '250 a 450', 'µg/dL', '262', '270'),
        rw('tsat', 'Índice de saturação|da transferrina', '20 a 50', '%', '37', '33'),
        rw('ferr', 'Ferritina', '11 a 307', 'ng/mL', '214', '198'),
        ('sub', 'Vitaminas e marcadores de deficiência'),
        rw('b12', 'Vitamina B12', '211 a 911', 'pg/mL', '148 L', '196 L'),
        rw('fol', 'Ácido fólico', '3,1 a 20,5', 'ng/mL', '7,4', '6,9'),
        rw('hcy', 'Homocisteína', '5,0 a 15,0', 'µmol/L', '24,6 H', '—'),
        rw('mma', 'Ácido metilmalônico', '0,07 a 0,27', 'µmol/L', '0,62 H', '—'),
        ('sub', 'Marcadores de hemólise'),
        rw('ldh', 'Desidrogenase láctica (LDH)', '135 a 214', 'U/L', '268 H', '—'),
        rw('hapt', 'Haptoglobina', '30 a 200', 'mg/dL', '96', '—'),
        rw('ibil', 'Bilirrubina indireta', '0,10 a 0,80', 'mg/dL', '0,70', '—'),
    ], ruled=True, aligns='LLLCC')
    p = Page([Section('INVESTIGAÇÃO DE ANEMIA — PAINEL GERIÁTRICO', 'Soro / sangue total EDTA'), Spacer(1.5), t,
              Note('H = acima do valor de referência; L = abaixo do valor de referência.\n'
                   'Paciente em uso de metformina e omeprazol, conforme pedido médico datado de 20/01/2025.\n'
                   'Ácido metilmalônico realizado em laboratório de apoio (cromatografia líquida acoplada a espectrometria de massas).')])
    return Report('bp04', dict(font='serifc', fs=9, accent='#7a1020', header='left', sect='caps', hdr_h=24),
                  'Instituto de Patologia Clínica Dr. Hélio Barros', 'Recife-PE',
                  ['Rua do Hospício, 612 — Boa Vista — Recife-PE', 'CNPJ 10.982.337/0001-50  CNES 3901187',
                   'Tel. (81) 3221-5066  —  RT Dra. Marta C. Lins, CRBM 8.845'],
                  [[('Paciente', 'SEVERINA MARIA DE ALBUQUERQUE'), ('D.N.', '09/09/1941')],
                   [('Coleta', '28/01/2025 08:20'), ('Cadastro', '27/01/2025')],
                   [('Médico solicitante', 'Dr. Caio R. Maranhão'), ('Liberação', '31/01/2025')]],
                  D4, [p],
                  'Instituto Dr. Hélio Barros — Av. Conde da Boa Vista, 900, Recife-PE\nImpresso em 03/02/2025 — via do paciente',
                  ['Laudo conferido e liberado em 31/01/2025 por Dra. Marta C. Lins — Biomédica — CRBM 8.845'],
                  'column order Exame / Referência / Unid. / Resultado / Anterior, H/L flags, split names, ruled',
                  ['nascimento 09/09/1941', 'cadastro 27/01/2025', 'pedido 20/01/2025 (nota)', 'liberação 31/01/2025', 'impresso 03/02/2025'])


REPORTS.append(bp04())

# =============================================================== bp05
D5 = ['2025-06-10', '2025-03-11', '2024-12-03']


def bp05():
    def cr(k, n, u, vals, ref):
        return [disp(n), u] + cum(k, n, u, vals, D5) + [ref]
    t = Table(['Exame', 'Unidade', '10/06/2025', '11/03/2025', '03/12/2024', 'Referência'],
              [44, 28, 22, 22, 22, 46], [
        ('sub', 'Monitorização do lítio e função renal'),
        cr('li', 'Lítio', 'mmol/L', ['0,92', '1,08', '0,84'], '0,60 a 1,20'),
        cr('crea', 'Creatinina', 'mg/dL', ['1,41 H', '1,33 H', '1,25 H'], '0,70 a 1,20'),
        cr('egfr', 'eGFR (CKD-EPI 2021)', 'mL/min/1,73 m²', ['51 L', '55 L', '59 L'], '≥ 60'),
        ('sub', 'Cálcio e paratormônio'),
        cr('ca', 'Cálcio total', 'mg/dL', ['10,7 H', '10,5 H', '10,2'], '8,6 a 10,3'),
        cr('pth', 'PTH intacto', 'pg/mL', ['92 H', '84 H', '—'], '15 a 65'),
        ('sub', 'Tireoide'),
        cr('tsh', 'TSH', 'µUI/mL', ['6,84 H', '5,92 H', '4,10'], '0,45 a 4,50'),
        cr('ft4', 'T4 livre', 'ng/dL', ['0,98', '1,02', '1,05'], '0,70 a 1,48'),
        cr('tpo', 'Anticorpo anti-TPO', 'UI/mL', ['< 9,0', '—', '—'], 'Inferior a 34'),
        ('sub', 'Lípides'),
        cr('chol', 'Colesterol total', 'mg/dL', ['205', '198', '—'], 'Desejável < 190'),
        cr('hdl', 'Colesterol HDL', 'mg/dL', ['48', '45', '—'], 'Desejável > 40'),
    ], ruled=True, zebra=False, aligns='LLCCCL')
    p = Page([Section('ACOMPANHAMENTO EVOLUTIVO — RELATÓRIO CUMULATIVO', 'Material: soro'), Spacer(1.5), t,
              Note('H: resultado acima do intervalo de referência. L: resultado abaixo do intervalo de referência.\n'
                   'Lítio: coleta 12 horas após a última tomada. Última alteração de dose informada em 02/05/2025.\n'
                   'eGFR calculada pela equação CKD-EPI 2021. Resultados de datas anteriores emitidos em laudos próprios.')])
    return Report('bp05', dict(font='sans', fs=8.8, accent='#2a6f97', header='box', sect='bar', hdr_h=25, mx=13),
                  'Laboratório Mineiro de Análises — LAMAN', 'Belo Horizonte-MG',
                  ['Av. Augusto de Lima, 1740 — Barro Preto — Belo Horizonte-MG — CEP 30190-003 — (31) 3275-1180',
                   'CNPJ 21.447.093/0001-62 — CNES 2192861 — Responsável técnico: Dr. Élcio T. Vasconcelos — CRF-MG 14.530'],
                  [[('Cliente', 'ANTÔNIO GERALDO RESENDE'), ('Nascimento', '30/06/1948'), ('Sexo', 'M')],
                   [('Pedido nº', '5510-2236'), ('Data do pedido', '04/06/2025'), ('Coleta', '10/06/2025 07:10')],
                   [('Médico', 'Dr. Fábio M. Drummond'), ('Liberado em', '11/06/2025'), ('Emitido em', '12/06/2025')]],
                  D5[0], [p],
                  'LAMAN — Laboratório Mineiro de Análises — laudo cumulativo gerado automaticamente\nPágina de acompanhamento — emitido em 12/06/2025 14:37',
                  ['Assinatura eletrônica: Dr. Élcio T. Vasconcelos — CRF-MG 14.530 — 11/06/2025 17:05'],
                  'cumulative table with three dates, ruled, H/L flags, "<" value, Colesterol HDL',
                  ['nascimento 30/06/1948', 'pedido 04/06/2025', 'dose 02/05/2025 (nota)', 'liberado 11/06/2025', 'emitido 12/06/2025'])


REPORTS.append(bp05())

# =============================================================== bp06
D6, U6 = '2025-05-06', '2025-05-07'


def bp06():
    def sr(k, n, v, u, ref, d=None):
        return [disp(n), V(k, n, v, u, d), u, ref]
    sero = Table(['Exame', 'Resultado', 'Unidade', 'Valor de referência'], [56, 44, 22, 62], [
        sr('hbsag', 'HBsAg', 'Não reagente', '', 'Não reagente'),
        sr('ahbs', 'Anti-HBs', 'inferior a 10,0', 'mUI/mL', 'Imune: igual ou superior a 10,0'),
        sr('ahcv', 'Anti-HCV', 'Não reagente', '', 'Não reagente'),
        sr('hiv', 'HIV 1/2 - anticorpos e|antígeno p24', 'Não reagente', '', 'Não reagente'),
        sr('vdrl', 'VDRL', 'Não reagente', '', 'Não reagente'),
    ], ruled=False, aligns='LLLL')
    tum = Table(['Exame', 'Resultado', 'Unidade', 'Valor de referência'], [56, 44, 22, 62], [
        sr('psa', 'PSA total', '6,82 *', 'ng/mL', 'Até 4,00'),
        sr('fpsa', 'PSA livre', '0,94', 'ng/mL', '—'),
        sr('psar', 'Relação PSA livre /|PSA total', '0,14 *', '', 'Superior a 0,25'),
        sr('cea', 'CEA', '3,1', 'ng/mL', 'Não fumantes: até 5,0'),
    ], ruled=False, aligns='LLLL')
    p1 = Page([Section('SOROLOGIA', 'Soro — quimioluminescência / floculação'), Spacer(1), sero,
               Note('Resultados não reagentes não excluem infecção recente (janela imunológica).'),
               Section('MARCADORES TUMORAIS', 'Soro — eletroquimioluminescência'), Spacer(1), tum,
               Note('(*) Resultado fora do intervalo de referência.\n'
                    'Recomenda-se abstinência sexual e ausência de exercício em bicicleta por 48 h antes da coleta de PSA.')])
    U = lambda k, n, v, u, ref: [n, V(k, n, v, u, U6), u, ref]
    uri = Table(['Exame', 'Resultado', 'Unidade', 'Valor de referência'], [56, 44, 22, 62], [
        ('sub', 'Caracteres físicos'),
        U('u_col', 'Cor', 'Amarelo claro', '', 'Amarelo claro a citrino'),
        U('u_asp', 'Aspecto', 'Ligeiramente turvo *', '', 'Límpido'),
        U('u_sg', 'Densidade', '1,020', '', '1,005 a 1,030'),
        U('u_ph', 'pH', '5,5', '', '5,0 a 7,5'),
        ('sub', 'Elementos anormais'),
        U('u_pro', 'Proteínas', 'Ausentes', '', 'Ausentes'),
        U('u_glu', 'Glicose', 'Ausente', '', 'Ausente'),
        U('u_hb', 'Hemoglobina', 'Positivo *', '', 'Negativo'),
        U('u_nit', 'Nitrito', 'Positivo *', '', 'Negativo'),
        U('u_le', 'Esterase leucocitária', 'Positivo *', '', 'Negativo'),
        ('sub', 'Sedimento urinário'),
        U('u_wbc', 'Leucócitos', '28 *', 'p/campo', 'até 5'),
        U('u_rbc', 'Hemácias', '6 *', 'p/campo', 'até 3'),
        U('u_bac', 'Bactérias', 'Numerosas *', '', 'Ausentes'),
    ], ruled=False, aligns='LLLL')
    p2 = Page([Section('URINA TIPO I (EAS)', 'Urina de jato médio — coleta em 07/05/2025 às 06:30'), Spacer(1), uri,
               Note('(*) Resultado fora do intervalo de referência. Sugere-se urocultura com antibiograma.\n'
                    'Amostra de urina entregue pelo paciente no dia seguinte à coleta de sangue.')])
    return Report('bp06', dict(font='serif', fs=9, accent='#1b4965', header='center', sect='plain', hdr_h=23, pbox=True),
                  'Laboratório Santa Clara', 'Fortaleza-CE',
                  ['Av. Santos Dumont, 3021 — Aldeota — Fortaleza-CE — (85) 3264-9012',
                   'CNPJ 07.355.812/0001-44 — CNES 2561844 — Resp. técnico: Dr. Ítalo G. Bezerra, CRF-CE 4.113'],
                  [[('Paciente', 'FRANCISCO DAS CHAGAS MOREIRA'), ('Nasc.', '12/02/1945')],
                   [('Coleta (sangue)', '06/05/2025 07:05'), ('Entrada', '05/05/2025')],
                   [('Médico', 'Dr. Heitor A. Feitosa'), ('Liberação', '09/05/2025')]],
                  D6, [p1, p2],
                  'Laboratório Santa Clara — resultados disponíveis também no site mediante senha\nImpresso em 10/05/2025 11:20',
                  ['Liberado eletronicamente em 09/05/2025 por Dr. Ítalo G. Bezerra — Farmacêutico-bioquímico — CRF-CE 4.113'],
                  'unruled tables, serology qualitative, * flags, split names, urine collected on another day',
                  ['nascimento 12/02/1945', 'entrada 05/05/2025', 'liberação 09/05/2025', 'impresso 10/05/2025'])


REPORTS.append(bp06())

# =============================================================== bp07
D7, P7 = '2025-07-22', '2025-06-03'


def bp07():
    def blk(head, meta, res, ref, wl=56):
        return Block(head, meta, res, ref, wl)
    left = [
        Section('MONITORAMENTO DE FÁRMACOS'),
        blk('DIGOXINA', ['Material: soro', 'Método: imunoensaio (CMIA)'],
            [('Resultado', R('dig', 'DIGOXINA', '1,6', 'ng/mL')),
             ('Anterior 03/06/2025', R('dig', 'DIGOXINA', '1,1', 'ng/mL', P7))],
            ['Faixa terapêutica:', '0,5 a 2,0 ng/mL']),
        blk('ÁCIDO VALPROICO', ['Material: soro', 'Método: imunoensaio (CMIA)'],
            [('Resultado', R('vpa', 'ÁCIDO VALPROICO', '62,4', 'µg/mL')),
             ('Anterior 03/06/2025', R('vpa', 'ÁCIDO VALPROICO', '48,0', 'µg/mL', P7))],
            ['Faixa terapêutica:', '50 a 100 µg/mL']),
        blk('POTÁSSIO', ['Material: soro', 'Método: eletrodo íon-seletivo'],
            [('Resultado', R('k', 'POTÁSSIO', '3,6', 'mmol/L'))], ['3,5 a 5,1 mmol/L']),
        blk('MAGNÉSIO', ['Material: soro', 'Método: colorimétrico'],
            [('Resultado', R('mg', 'MAGNÉSIO', '1,8', 'mg/dL'))], ['1,6 a 2,6 mg/dL']),
    ]
    right = [
        Section('VITAMINAS, RIM E TIREOIDE'),
        blk('VITAMINA B12', ['Material: soro', 'Método: quimioluminescência'],
            [('Resultado', R('b12', 'VITAMINA B12', 'superior a 2.000', 'pg/mL'))], ['197 a 771 pg/mL'], 60),
        blk('ÁCIDO FÓLICO', ['Material: soro', 'Método: quimioluminescência'],
            [('Resultado', R('fol', 'ÁCIDO FÓLICO', 'superior a 20,0', 'ng/mL'))], ['> 3,9 ng/mL'], 60),
        blk('CREATININA', ['Material: soro', 'Método: Jaffé cinético'],
            [('Resultado', R('crea', 'CREATININA', '0,98', 'mg/dL')),
             ('TFG (CKD-EPI)', R('egfr', 'TFG (CKD-EPI)', '54', 'mL/min/1,73 m²'))], ['0,51 a 0,95 mg/dL', 'TFG: superior a 60'], 60),
        blk('TSH', ['Material: soro', 'Método: quimioluminescência'],
            [('Resultado', R('tsh', 'TSH', '2,14', 'µUI/mL'))], ['0,45 a 4,50 µUI/mL'], 60),
    ]
    coag = Table(['Exame', 'Resultado', 'Unidade', 'Referência'], [60, 30, 24, 70], [
        ['Tempo de protrombina', R('pt_s', 'Tempo de protrombina', '14,2', 's'), 's', '10,0 a 14,0 s'],
        ['RNI', R('inr', 'RNI', '1,12'), '', '0,80 a 1,20'],
        ['TTPA', R('aptt', 'TTPA', '31,5', 's'), 's', '25,0 a 36,0 s'],
        ['Fibrinogênio', R('fib', 'Fibrinogênio', '342', 'mg/dL'), 'mg/dL', '200 a 400 mg/dL'],
    ], ruled=True, aligns='LCLL')
    p = Page([TwoCol(left, right, 6),
              Note('Digoxina e ácido valproico: amostra colhida imediatamente antes da dose da manhã (vale).\n'
                   'Paciente informa suplementação de vitamina B12 e ácido fólico desde 15/05/2025.'),
              Section('COAGULOGRAMA', 'Plasma citratado — coagulometria'), Spacer(1), coag])
    return Report('bp07', dict(font='sans', fs=8.5, accent='#6a1b9a', header='left', sect='under', hdr_h=23),
                  'Laboratório Ipiranga Análises Clínicas', 'Curitiba-PR',
                  ['Rua XV de Novembro, 1450 — Centro — Curitiba-PR', 'CNPJ 76.215.048/0001-90 — CNES 0017442',
                   'RT: Dra. Jussara K. Nowak — CRF-PR 18.330 — (41) 3223-8870'],
                  [[('Paciente', 'LEONOR WISNIEWSKI'), ('Data de nascimento', '05/01/1939'), ('Sexo', 'F')],
                   [('Coletado em', '22/07/2025 07:30'), ('Recebido em', '21/07/2025'), ('Laudo', '0722-3391')],
                   [('Médico', 'Dr. Anselmo P. Lacerda'), ('Liberado em', '23/07/2025'), ('Próxima consulta', '12/08/2025')]],
                  D7, [p],
                  'Laboratório Ipiranga — os resultados devem ser interpretados pelo médico assistente\nImpresso em 24/07/2025',
                  ['Assinado digitalmente em 23/07/2025 — Dra. Jussara K. Nowak, CRF-PR 18.330'],
                  'two-column page of block layouts (heading/material/method/result), earlier result inside block, "superior a", ruled coagulation table',
                  ['nascimento 05/01/1939', 'recebido 21/07/2025', 'liberado 23/07/2025', 'próxima consulta 12/08/2025', 'impresso 24/07/2025', 'suplementação 15/05/2025 (nota)'])


REPORTS.append(bp07())

# =============================================================== bp08
D8, P8 = '2025-08-14', '2025-02-20'


def bp08():
    def rw(k, n, ref, u, cur, prev):
        return [disp(n), ref, V(k, n, cur, u), V(k, n, prev, u, P8)]
    W = [60, 60, 32, 32]
    blood = Table(['Exame', 'Valores de referência', 'Resultado', 'Anterior\n20/02/2025'], W, [
        rw('glu', 'Glicose de jejum', '70 a 99 mg/dL', 'mg/dL', '128 *', '141 *'),
        rw('a1c', 'Hemoglobina glicada', 'Inferior a 5,7 %', '%', '7,4 *', '7,9 *'),
        rw('eag', 'Glicemia média estimada', '—', 'mg/dL', '166', '180'),
        rw('chol', 'Colesterol total', 'Inferior a 190 mg/dL', 'mg/dL', '158', '171'),
        rw('hdl', 'HDL', 'Superior a 40 mg/dL', 'mg/dL', '38 *', '36 *'),
        rw('ldl', 'LDL (Friedewald)', 'Meta: inferior a 70 mg/dL', 'mg/dL', '86 *', '97 *'),
        rw('tg', 'Triglicerídeos', 'Inferior a 150 mg/dL', 'mg/dL', '170 *', '190 *'),
        rw('urea', 'Ureia', '17 a 49 mg/dL', 'mg/dL', '61 *', '58 *'),
        rw('crea', 'Creatinina', '0,70 a 1,20 mg/dL', 'mg/dL', '1,62 *', '1,55 *'),
        rw('k', 'Potássio', '3,5 a 5,1 mmol/L', 'mmol/L', '5,3 *', '5,0'),
    ], ruled=True, aligns='LLRR', val_unit=True)
    urine = Table(['Exame', 'Valores de referência', 'Resultado', 'Anterior\n20/02/2025'], W, [
        rw('u_alb', 'Albumina urinária', 'Inferior a 30 mg/L', 'mg/L', '186,0 *', '152,4 *'),
        rw('u_acr', 'Relação albumina/|creatinina', 'Inferior a 30 mg/g', 'mg/g', '201,3 *', '164,8 *'),
    ], ruled=True, aligns='LLRR', val_unit=True)
    p = Page([Section('PERFIL METABÓLICO E RENAL', 'Soro / sangue total EDTA'), Spacer(1), blood,
              Note('* Resultado fora do valor de referência. LDL calculado pela fórmula de Friedewald (TG inferior a 400 mg/dL).'),
              Section('URINA — AMOSTRA ISOLADA', 'Primeira urina da manhã — imunoturbidimetria'), Spacer(1), urine,
              Note('Albuminúria persistentemente elevada: correlacionar com a avaliação clínica. Retorno agendado para 28/08/2025.')])
    return Report('bp08', dict(font='mono', fs=8.3, accent='#004d40', header='band', sect='caps', hdr_h=23, name_plus=5),
                  'LABAC - Laboratório Bahia Análises Clínicas', 'Salvador-BA',
                  ['Av. Sete de Setembro, 2104 - Vitória - Salvador-BA - (71) 3336-4450',
                   'CNPJ 15.204.663/0001-08 - CNES 0003816 - RT: Dr. Jorge A. Queiroz - CRF-BA 6.217'],
                  [[('PACIENTE', 'RAIMUNDO NONATO SANTANA'), ('DN', '14/07/1947')],
                   [('DATA COLETA', '14/08/2025 07:48'), ('DATA PEDIDO', '07/08/2025')],
                   [('MEDICO', 'Dra. Iara S. Menezes'), ('EMISSAO', '16/08/2025')]],
                  D8, [p],
                  'LABAC - Salvador-BA - resultados liberados por bioquimico responsavel\nImpresso em 18/08/2025 08:30',
                  ['Liberado em 15/08/2025 17:22 - Dr. Jorge A. Queiroz - CRF-BA 6.217'],
                  'results after the reference column, value and unit in one cell, * flags, HDL, earlier column, urine ACR',
                  ['nascimento 14/07/1947', 'pedido 07/08/2025', 'liberado 15/08/2025', 'emissão 16/08/2025', 'impresso 18/08/2025', 'retorno 28/08/2025 (nota)'])


REPORTS.append(bp08())

# =============================================================== bp09
D9, S9 = '2025-09-03', '2025-09-05'


def bp09():
    def rw(k, n, v, u, ref, d=None):
        return [disp(n), V(k, n, v, u, d), u, ref]
    W = [62, 34, 26, 62]
    c1 = Table(['Exame', 'Resultado', 'Unidade', 'Referência'], W, [
        rw('pt_s', 'Tempo de protrombina', '32,8 Alto', 's', '10,0 a 13,5 s'),
        rw('inr', 'RNI (INR)', '3,41 Alto', '', 'Alvo terapêutico: 2,0 a 3,0'),
        rw('aptt', 'Tempo de tromboplastina|parcial ativada (TTPA)', '38,2', 's', '25,0 a 38,5 s'),
    ], ruled=True, aligns='LLLL')
    c2 = Table(['Exame', 'Resultado', 'Unidade', 'Referência'], W, [
        rw('pt_s', 'Tempo de protrombina', '26,1 Alto', 's', '10,0 a 13,5 s', S9),
        rw('inr', 'RNI (INR)', '2,62', '', 'Alvo terapêutico: 2,0 a 3,0', S9),
    ], ruled=True, aligns='LLLL')
    bq = Table(['Exame', 'Resultado', 'Unidade', 'Referência'], W, [
        rw('hb', 'Hemoglobina', '11,2 Baixo', 'g/dL', '12,0 a 15,5 g/dL'),
        rw('plt', 'Plaquetas', '212.000', '/mm³', '150.000 a 450.000 /mm³'),
        rw('bnp', 'NT-proBNP', '4.870 Alto', 'pg/mL', 'Acima de 75 anos: até 1.800'),
        rw('k', 'Potássio', '3,3 Baixo', 'mmol/L', '3,5 a 5,1 mmol/L'),
        rw('mg', 'Magnésio', '1,5 Baixo', 'mg/dL', '1,6 a 2,6 mg/dL'),
        rw('crea', 'Creatinina', '1,18 Alto', 'mg/dL', '0,51 a 0,95 mg/dL'),
        rw('egfr', 'Taxa de filtração|glomerular estimada', '44 Baixo', 'mL/min/1,73 m²', 'Superior a 60'),
        rw('uric', 'Ácido úrico', '8,2 Alto', 'mg/dL', '2,4 a 5,7 mg/dL'),
        rw('ck', 'CK total', '86', 'U/L', '26 a 192 U/L'),
        rw('hscrp', 'Proteína C reativa|ultrassensível', '> 10,0 Alto', 'mg/L', 'Inferior a 3,0 mg/L'),
        rw('tsh', 'TSH', '< 0,01 Baixo', 'µUI/mL', '0,45 a 4,50 µUI/mL'),
        rw('ft4', 'T4 livre', '2,41 Alto', 'ng/dL', '0,70 a 1,48 ng/dL'),
    ], ruled=True, aligns='LLLL')
    p = Page([Section('COAGULAÇÃO — 1ª AMOSTRA', 'Plasma citratado — coleta em 03/09/2025 08:05'), Spacer(1), c1,
              Section('COAGULAÇÃO — 2ª AMOSTRA (CONTROLE)', 'Plasma citratado — nova coleta em 05/09/2025 07:50'), Spacer(1), c2,
              Note('Tempo do plasma normal (pool) no dia: 12,1 s. ISI do reagente: 1,02.\n'
                   'Segunda amostra solicitada pelo médico após ajuste da dose de varfarina.'),
              Section('BIOQUÍMICA, HEMATOLOGIA E HORMÔNIOS', 'Soro / sangue total EDTA — coleta em 03/09/2025'), Spacer(1), bq,
              Note('Paciente em uso de amiodarona, varfarina e furosemida. Data da última menstruação: não se aplica.')])
    return Report('bp09', dict(font='cond', fs=8.8, accent='#8c2f39', header='center', sect='bar', hdr_h=22, name_plus=6),
                  'Pantanal Medicina Laboratorial', 'Campo Grande-MS',
                  ['Rua 14 de Julho, 3388 — Centro — Campo Grande-MS — (67) 3325-6090',
                   'CNPJ 03.774.219/0001-25 • CNES 2651290 • RT: Dra. Rosana T. Arguello — CRBM 15.604'],
                  [[('Paciente', 'OLGA BENITES DA SILVA'), ('Nascimento', '27/04/1935'), ('Sexo', 'Feminino')],
                   [('Coleta', '03/09/2025'), ('Solicitação', '01/09/2025'), ('Código', 'PML-90331')],
                   [('Médico', 'Dr. Wagner L. Coutinho'), ('Liberação', '05/09/2025'), ('Impressão', '06/09/2025')]],
                  D9, [p],
                  'Pantanal Medicina Laboratorial — laudo válido somente com assinatura eletrônica\nUnidade Centro — atendimento domiciliar para idosos',
                  ['Liberação final em 05/09/2025 11:40 — Dra. Rosana T. Arguello — CRBM 15.604'],
                  'Alto/Baixo flags, second coagulation sample on another day, split names, "<" and ">" values',
                  ['nascimento 27/04/1935', 'solicitação 01/09/2025', 'liberação 05/09/2025', 'impressão 06/09/2025'])


REPORTS.append(bp09())

# =============================================================== bp10
D10 = '2025-10-21'


def bp10():
    L = lambda k, n, v, u, ref: (V(k, n, v, u), ref)
    W = (52, 15, 22)
    left = [Section('BIOQUÍMICA'), Spacer(1), Leaders([
        L('glu', 'GLICOSE', '96', 'mg/dL', '70-99'),
        L('urea', 'UREIA', '52', 'mg/dL', '17-49'),
        L('crea', 'CREATININA', '1,21', 'mg/dL', '0,70-1,30'),
        L('na', 'SÓDIO', '139', 'mEq/L', '136-145'),
        L('k', 'POTÁSSIO', '4,6', 'mEq/L', '3,5-5,1'),
        L('ca', 'CÁLCIO', '9,4', 'mg/dL', '8,6-10,3'),
        L('tp', 'PROTEÍNAS TOTAIS', '6,8', 'g/dL', '6,4-8,3'),
        L('alb', 'ALBUMINA', '3,9', 'g/dL', '3,5-5,2'),
        L('glob', 'GLOBULINAS', '2,9', 'g/dL', '2,0-3,5'),
        L('agr', 'RELAÇÃO A/G', '1,34', '', '1,1-2,2'),
    ], *W)]
    right = [Section('HORMÔNIOS E VITAMINAS'), Spacer(1), Leaders([
        L('tsh', 'TSH', '1,87', 'µUI/mL', '0,45-4,50'),
        L('ft4', 'T4 LIVRE', '1,21', 'ng/dL', '0,70-1,48'),
        L('pth', 'PTH INTACTO', '54', 'pg/mL', '15-65'),
        L('vitd', 'VITAMINA D (25-OH)', '31,4', 'ng/mL', '30-60'),
        L('b12', 'VITAMINA B12', '388', 'pg/mL', '197-771'),
        L('fol', 'FOLATO', '12,6', 'ng/mL', '> 3,9'),
        L('psa', 'PSA TOTAL', '2,31', 'ng/mL', '< 4,0'),
        L('cort', 'CORTISOL (8H)', '14,2', 'µg/dL', '6,2-19,4'),
    ], *W)]
    ur = Leaders([
        L('u_col', 'COR', 'Amarela', '', 'Amarela'),
        L('u_asp', 'ASPECTO', 'Límpido', '', 'Límpido'),
        L('u_sg', 'DENSIDADE', '1,018', '', '1,005-1,030'),
        L('u_ph', 'PH', '6,5', '', '5,0-7,5'),
        L('u_pro', 'PROTEÍNAS', 'Negativo', '', 'Negativo'),
        L('u_glu', 'GLICOSE', 'Negativo', '', 'Negativo'),
        L('u_hb', 'HEMOGLOBINA', 'Negativo', '', 'Negativo'),
        L('u_nit', 'NITRITO', 'Negativo', '', 'Negativo'),
        L('u_wbc', 'LEUCÓCITOS', '3', 'p/campo', 'até 5 p/campo'),
    ], 95, 22, 67)
    p = Page([TwoCol(left, right, 6),
              Note('Globulinas e relação A/G calculadas. PSA: método eletroquimioluminescência. Cortisol: coleta às 08h00.'),
              Section('URINA TIPO I', 'Urina de jato médio — tira reagente e microscopia'), Spacer(1), ur])
    return Report('bp10', dict(font='mono', fs=8.2, accent='#333333', header='box', sect='plain', hdr_h=23, name_plus=4, pbox=True),
                  'CENTRO DE ANALISES CLINICAS PLANALTO', 'Brasília-DF',
                  ['SEPS 710/910 Bloco C, Loja 12 - Asa Sul - Brasília-DF - (61) 3244-7015',
                   'CNPJ 00.583.962/0001-14 - CNES 0010472 - RT: Dr. Murilo H. Caldas - CRF-DF 3.918'],
                  [[('PACIENTE', 'BENEDITO AUGUSTO LIMA'), ('NASC', '01/10/1942'), ('SEXO', 'M')],
                   [('COLETA', '21/10/2025'), ('PEDIDO', '15/10/2025'), ('ENTREGA', '23/10/2025')],
                   [('MEDICO', 'Dr. Sérgio T. Aguiar'), ('RETORNO', '06/11/2025'), ('PROTOC', '251021-077')]],
                  D10, [p],
                  'CENTRO DE ANALISES CLINICAS PLANALTO - LAUDO EMITIDO EM 23/10/2025\nConferir autenticidade no portal do paciente',
                  ['LIBERADO POR: Dr. Murilo H. Caldas - CRF-DF 3.918 - 22/10/2025 18:41'],
                  'two-column page of dotted-leader lists, monospaced house style, urinalysis leaders with qualitative results',
                  ['nascimento 01/10/1942', 'pedido 15/10/2025', 'entrega 23/10/2025', 'retorno 06/11/2025', 'liberação 22/10/2025'])


REPORTS.append(bp10())

# =============================================================== bp11
D11 = ['2025-11-18', '2025-08-12', '2025-05-06']


def bp11():
    def cr(k, n, u, vals, ref):
        return [disp(n)] + cum(k, n, u, vals, D11) + [u, ref]
    H = ['Exame', '18/11/2025', '12/08/2025', '06/05/2025', 'Unidade', 'Valores de referência']
    W = [40, 23, 23, 28, 28, 42]
    ren = Table(H, W, [
        cr('urea', 'Ureia', 'mg/dL', ['68 ↑', '55 ↑', '47'], '17 a 49'),
        cr('crea', 'Creatinina', 'mg/dL', ['1,24 ↑', '1,05 ↑', '0,92'], '0,51 a 0,95'),
        cr('egfr', 'TFG estimada|(CKD-EPI 2021)', 'mL/min/1,73 m²', ['42 ↓', '51 ↓', 'superior a 60'], 'Superior a 60'),
        cr('na', 'Sódio', 'mmol/L', ['131 ↓', '134 ↓', '137'], '136 a 145'),
        cr('k', 'Potássio', 'mmol/L', ['5,4 ↑', '4,9', '4,5'], '3,5 a 5,1'),
    ], ruled=False, aligns='LCCCLL')
    hem = Table(H, W, [
        cr('hb', 'Hemoglobina', 'g/dL', ['11,8 ↓', '12,1', '12,4'], '12,0 a 15,5'),
        cr('wbc', 'Leucócitos', '/mm³', ['6.420', '7.100', '6.880'], '3.600 a 11.000'),
    ], ruled=False, aligns='LCCCLL')
    p1 = Page([Section('FUNÇÃO RENAL E ELETRÓLITOS — EVOLUTIVO', 'Soro'), Spacer(1), ren,
               Note('Paciente em uso de hidroclorotiazida e enalapril (informação clínica). Próxima avaliação sugerida: 17/02/2026.'),
               Section('HEMOGRAMA — RESUMO EVOLUTIVO', 'Sangue total EDTA'), Spacer(1), hem,
               Note('Hemograma completo com diferencial emitido em laudo próprio.')])

    def rw(k, n, v, u, ref):
        return [disp(n), V(k, n, v, u), u, ref]
    H2 = ['Exame', 'Resultado', 'Unidade', 'Valores de referência']
    W2 = [62, 34, 26, 62]
    lip = Table(H2, W2, [
        rw('chol', 'Colesterol total', '174', 'mg/dL', 'Desejável: inferior a 190'),
        rw('hdl', 'HDL-Colesterol', '58', 'mg/dL', 'Desejável: superior a 40'),
        rw('ldl', 'LDL-Colesterol', '92', 'mg/dL', 'Conforme categoria de risco'),
        rw('tg', 'Triglicerídeos', '118', 'mg/dL', 'Desejável: inferior a 150'),
        rw('nhdl', 'Colesterol não-HDL', '116', 'mg/dL', 'Conforme categoria de risco'),
    ], ruled=False, aligns='LCLL')
    inf = Table(H2, W2, [
        rw('crp', 'Proteína C reativa', '< 0,3', 'mg/dL', 'Inferior a 0,5'),
        rw('esr', 'VHS (1ª hora)', '28 ↑', 'mm', 'Até 20 (mulheres acima de 50 anos)'),
        rw('ca199', 'CA 19-9', '14,2', 'U/mL', 'Inferior a 37'),
        rw('cea', 'CEA', '1,9', 'ng/mL', 'Não fumantes: inferior a 5,0'),
    ], ruled=False, aligns='LCLL')
    p2 = Page([Section('PERFIL LIPÍDICO', 'Soro — coleta de 18/11/2025 sem jejum obrigatório'), Spacer(1), lip,
               Section('INFLAMAÇÃO E MARCADORES TUMORAIS', 'Soro / sangue total EDTA'), Spacer(1), inf,
               Note('Marcadores tumorais não são indicados para rastreamento populacional; interpretar com a clínica.')])
    return Report('bp11', dict(font='serif', fs=9, accent='#0d3b66', header='left', sect='under', hdr_h=24, pbox=False),
                  'Laboratório Guanabara de Patologia Clínica', 'Rio de Janeiro-RJ',
                  ['Rua Voluntários da Pátria, 480 — Botafogo — Rio de Janeiro-RJ', 'CNPJ 33.108.247/0001-86 — CNES 2270919',
                   'RT: Dra. Cecília V. Tavares — CRF-RJ 20.771 — (21) 2539-4412'],
                  [[('Paciente', 'CELESTE MONTEIRO DE BARROS'), ('Nascimento', '19/12/1938'), ('Idade', '86 anos')],
                   [('Coleta atual', '18/11/2025 08:12'), ('Requisição', '11/11/2025'), ('Registro', 'GB-2025-118842')],
                   [('Médico', 'Dra. Patrícia L. Werneck'), ('Liberação', '19/11/2025'), ('Impressão', '20/11/2025')]],
                  D11[0], [p1, p2],
                  'Laboratório Guanabara — relatório evolutivo: cada coluna corresponde a uma data de coleta\nUnidade Botafogo — laudo emitido em 20/11/2025',
                  ['Resultados liberados em 19/11/2025 por Dra. Cecília V. Tavares — CRF-RJ 20.771'],
                  'unruled cumulative tables with three collection dates, ↑↓ flags, HDL-Colesterol, "superior a" and "<" values',
                  ['nascimento 19/12/1938', 'requisição 11/11/2025', 'liberação 19/11/2025', 'impressão 20/11/2025', 'próxima avaliação 17/02/2026 (nota)'])


REPORTS.append(bp11())

# =============================================================== bp12
D12, F12, P12 = '2025-12-02', '2025-12-03', '2025-10-14'


def bp12():
    def b(head, meta, vt, unit, ref, flag='', extra=None):
        res = [('Resultado', R(REFKEY[head], head, vt, unit, None, flag))]
        if extra:
            res += extra
        return Block(head, meta, res, ref, 92)
    p1 = Page([Section('BIOQUÍMICA — LÍPIDES E GLICEMIA'),
               b('COLESTEROL TOTAL', ['Material: soro  —  Método: enzimático colorimétrico'], '214', 'mg/dL',
                 ['Desejável: inferior a 190 mg/dL'], 'Alto'),
               b('COLESTEROL - FRAÇÃO HDL', ['Material: soro  —  Método: enzimático homogêneo'], '44', 'mg/dL',
                 ['Desejável: superior a 40 mg/dL']),
               b('COLESTEROL - FRAÇÃO LDL', ['Material: soro  —  Método: cálculo (Martin)'], '138', 'mg/dL',
                 ['Meta conforme risco cardiovascular', 'Risco intermediário: inferior a 100 mg/dL'], 'Alto'),
               b('TRIGLICERÍDEOS', ['Material: soro  —  Método: enzimático colorimétrico'], '162', 'mg/dL',
                 ['Desejável: inferior a 150 mg/dL'], 'Alto'),
               b('GLICOSE', ['Material: plasma fluoretado  —  Método: hexoquinase'], '91', 'mg/dL', ['70 a 99 mg/dL']),
               Section('PROVAS DE ATIVIDADE INFLAMATÓRIA'),
               b('PROTEÍNA C REATIVA', ['Material: soro  —  Método: imunoturbidimetria'], 'inferior a 0,5', 'mg/dL',
                 ['Inferior a 0,5 mg/dL']),
               b('VELOCIDADE DE HEMOSSEDIMENTAÇÃO', ['Material: sangue total EDTA  —  Método: Westergren modificado'], '22', 'mm',
                 ['Homens acima de 50 anos: até 20 mm na 1ª hora'], 'Alto')])
    fob = Block('PESQUISA DE SANGUE OCULTO NAS FEZES', ['Material: fezes — coleta em 03/12/2025', 'Método: imunocromatográfico (hemoglobina humana)'],
                [('Resultado', R('fob', 'PESQUISA DE SANGUE OCULTO NAS FEZES', 'Negativo', '', F12))], ['Negativo'], 92)
    p2 = Page([Section('FEZES'), fob,
               Section('IMUNOLOGIA E HORMÔNIOS'),
               b('ANTICORPOS ANTI-HBs', ['Material: soro  —  Método: quimioluminescência'], 'inferior a 10', 'mUI/mL',
                 ['Não imune: inferior a 10 mUI/mL', 'Imune: igual ou superior a 10 mUI/mL']),
               b('CORTISOL MATINAL', ['Material: soro — coleta às 07h40  —  Método: quimioluminescência'], '16,8', 'µg/dL',
                 ['6,2 a 19,4 µg/dL (07h às 10h)']),
               b('TESTOSTERONA TOTAL', ['Material: soro  —  Método: quimioluminescência'], '298', 'ng/dL',
                 ['Homens acima de 50 anos: 193 a 740 ng/dL']),
               b('PSA TOTAL', ['Material: soro  —  Método: quimioluminescência'], '3,12', 'ng/mL', ['Até 4,00 ng/mL']),
               Section('ENZIMAS MUSCULARES'),
               b('CREATINOFOSFOQUINASE (CPK)', ['Material: soro  —  Método: cinético UV (IFCC)'], '412', 'U/L',
                 ['39 a 308 U/L'], 'Alto',
                 [('Resultado anterior (14/10/2025)', R('ck', 'CREATINOFOSFOQUINASE (CPK)', '198', 'U/L', P12))]),
               Note('Paciente em uso de sinvastatina 40 mg/dia. Exame de CPK repetido a pedido médico (solicitação de 25/11/2025).')])
    return Report('bp12', dict(font='serifc', fs=9.3, accent='#3d5a80', header='box', sect='bar', hdr_h=24),
                  'Laboratório Vida & Saúde', 'Goiânia-GO',
                  ['Av. T-63, 1296 — Setor Bueno — Goiânia-GO — CEP 74230-100 — (62) 3281-5520',
                   'CNPJ 26.731.440/0001-53 — CNES 7408951 — Responsável técnico: Dr. Lauro F. Siqueira — CRBM 9.372'],
                  [[('Paciente', 'JOAQUIM PEREIRA SOUZA'), ('Data nasc.', '08/03/1944'), ('Sexo', 'Masculino')],
                   [('Data de coleta', '02/12/2025'), ('Data de entrada', '01/12/2025'), ('Ficha', '20251202-0413')],
                   [('Solicitante', 'Dr. Gustavo R. Amaral'), ('Liberado', '05/12/2025'), ('Impresso', '06/12/2025')]],
                  D12, [p1, p2],
                  'Vida & Saúde Laboratório — resultados válidos para o material examinado\nSuporte: atendimento@vidaesaudelab.com.br',
                  ['Documento assinado eletronicamente em 05/12/2025 — Dr. Lauro F. Siqueira — CRBM 9.372'],
                  'block layouts (heading / material / method / result), Colesterol - fração HDL, "inferior a", Alto flags, stool sample on another day, earlier CPK result',
                  ['nascimento 08/03/1944', 'entrada 01/12/2025', 'liberado 05/12/2025', 'impresso 06/12/2025', 'solicitação 25/11/2025 (nota)'])


REFKEY = {'COLESTEROL TOTAL': 'chol', 'COLESTEROL - FRAÇÃO HDL': 'hdl', 'COLESTEROL - FRAÇÃO LDL': 'ldl',
          'TRIGLICERÍDEOS': 'tg', 'GLICOSE': 'glu', 'PROTEÍNA C REATIVA': 'crp', 'VELOCIDADE DE HEMOSSEDIMENTAÇÃO': 'esr',
          'ANTICORPOS ANTI-HBs': 'ahbs', 'CORTISOL MATINAL': 'cort', 'TESTOSTERONA TOTAL': 'testo', 'PSA TOTAL': 'psa',
          'CREATINOFOSFOQUINASE (CPK)': 'ck'}
REPORTS.append(bp12())
