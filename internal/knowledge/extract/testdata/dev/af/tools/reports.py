"""Python models of the 12 reports (single source for HTML, fpdf and gold)."""
from engine import Report

def R(k, n, v, u='', ref='', f='', prev=None, **kw):
    d = dict(k=k, n=n, v=v, u=u, ref=ref, f=f)
    if prev is not None: d['prev'] = prev
    d.update(kw); return d
def S(title, rows, **kw):
    d = dict(sec=title, rows=rows); d.update(kw); return d
Q = dict(qual=True)

HB_REF_M = 'Homens: 13,5 a 17,5'
HB_REF_F = 'Mulheres: 12,0 a 15,5'

def eritro(v, sex='M', up=False):
    hb, ht, rbc, vcm, hcm, chcm, rdw = v
    n = (lambda s: s.upper()) if up else (lambda s: s)
    m = sex == 'M'
    return [R('rbc', n('Hemácias'), rbc, 'milhões/mm³', '4,50 a 5,90' if m else '4,00 a 5,20'),
            R('hb', n('Hemoglobina'), hb, 'g/dL', '13,5 a 17,5' if m else '12,0 a 15,5'),
            R('ht', n('Hematócrito'), ht, '%', '41,0 a 53,0' if m else '36,0 a 46,0'),
            R('mcv', n('VCM'), vcm, 'fL', '80,0 a 100,0'),
            R('mch', n('HCM'), hcm, 'pg', '26,0 a 34,0'),
            R('mchc', n('CHCM'), chcm, 'g/dL', '31,0 a 36,0'),
            R('rdw', n('RDW'), rdw, '%', '11,5 a 14,5')]

def leuco(wbc, diff, up=False, flags=None):
    """diff: list of (name,key_p,key_a,pct,abs,ref_pct,ref_abs)"""
    flags = flags or {}
    n = (lambda s: s.upper()) if up else (lambda s: s)
    rows = [R('wbc', n('Leucócitos'), wbc, '/mm³', '3.600 a 11.000')]
    for name, kp, ka, p, a, rp, ra in diff:
        rows.append(R(kp, n(name) + ' (%)', p, '%', rp, flags.get(kp, '')))
        if ka: rows.append(R(ka, n(name) + ' (abs.)', a, '/mm³', ra, flags.get(ka, '')))
    return rows

def diff5(neu, lym, mon, eos, bas):
    return [('Neutrófilos', 'neu_p', 'neu_a', neu[0], neu[1], '40 a 70', '1.500 a 7.000'),
            ('Linfócitos', 'lym_p', 'lym_a', lym[0], lym[1], '20 a 45', '1.000 a 4.000'),
            ('Monócitos', 'mon_p', 'mon_a', mon[0], mon[1], '2 a 10', '100 a 1.000'),
            ('Eosinófilos', 'eos_p', 'eos_a', eos[0], eos[1], '1 a 6', '40 a 500'),
            ('Basófilos', 'bas_p', 'bas_a', bas[0], bas[1], '0 a 2', '0 a 200')]

def eas(v, up=False, sg_val=None):
    sg, ph, prot, glu, ket, blood, nit, wbc, rbc, epi = v
    n = (lambda s: s.upper()) if up else (lambda s: s)
    sgr = R('u_sg', n('Densidade'), sg, '', '1,005 a 1,030')
    if sg_val is not None: sgr['val'] = sg_val
    return [sgr, R('u_ph', n('pH'), ph, '', '5,0 a 7,5'),
            R('u_prot', n('Proteínas'), prot, '', 'Negativo', **Q), R('u_glu', n('Glicose'), glu, '', 'Negativo', **Q),
            R('u_ket', n('Corpos cetônicos'), ket, '', 'Negativo', **Q), R('u_blood', n('Hemoglobina'), blood, '', 'Negativo', **Q),
            R('u_nit', n('Nitrito'), nit, '', 'Negativo', **Q),
            R('u_wbc', n('Leucócitos'), wbc, '/campo', 'até 5 /campo'), R('u_rbc', n('Hemácias'), rbc, '/campo', 'até 3 /campo'),
            R('u_epi', n('Células epiteliais'), epi, '/campo', 'até 5 /campo')]

def lab(name, addr, city, cnpj, cnes, rt, phone, logo=None):
    return dict(name=name, addr=addr, city=city, cnpj=cnpj, cnes=cnes, rt=rt, phone=phone, logo=logo or ''.join(w[0] for w in name.split()[:2]).upper())

REPORTS = []

# ---------------------------------------------------------------- af01 admission, table, break inside leukogram
REPORTS.append(Report(
    id='af01', layout='table', df='dmy', collected='2025-02-10',
    lab=lab('Laboratório Vitalis Análises Clínicas', 'Av. Norte-Sul, 1.480 – Cambuí', 'Campinas – SP', '12.345.678/0001-90', '2045613',
            'Dra. Helena M. Prado – CRF-SP 41.227', '(19) 3251-7700', 'VA'),
    patient=dict(name='MARCOS VINÍCIUS TEIXEIRA ROCHA', birth='1994-06-22', age='30 anos', sex='Masculino', doctor='Dr. Renato Alves – CRM-SP 128.554 (Médico do Trabalho)',
                 protocol='VA-2502-118734', company='Metalúrgica Sousas Ltda – ASO admissional',
                 dates=[('Data da coleta', '2025-02-10'), ('Solicitado em', '2025-02-07'), ('Liberado em', '2025-02-11')]),
    footer='Laboratório Vitalis – Resultados válidos somente com assinatura eletrônica. Impresso em 12/02/2025 às 08:41.|Página {p} de {n} – Protocolo VA-2502-118734',
    pages=[[
        S('HEMOGRAMA COMPLETO', eritro(['15,1', '45,2', '5,02', '90,0', '30,1', '33,4', '12,9']), mat='Sangue total (EDTA)', met='Citometria de fluxo / impedância (Sysmex XN)'),
        S('LEUCOGRAMA', leuco('6.840', diff5(('58,2', '3.981'), ('30,6', '2.093'), ('7,4', '506'), ('3,2', '219'), ('0,6', '41')))[:7], mat='Sangue total (EDTA)'),
        {'text': 'Continua na próxima página...'},
    ], [
        S('LEUCOGRAMA (continuação)', leuco('6.840', diff5(('58,2', '3.981'), ('30,6', '2.093'), ('7,4', '506'), ('3,2', '219'), ('0,6', '41')))[7:] +
          [R('plt', 'Plaquetas', '248.000', '/mm³', '150.000 a 450.000')]),
        S('GLICOSE', [R('glu', 'Glicose em jejum', '112', 'mg/dL', 'Normal: 70 a 99|Glicemia de jejum alterada: 100 a 125|Diabetes: ≥ 126', 'H')], mat='Soro', met='Enzimático (hexoquinase)',
          note='Jejum informado: 10 horas.'),
        S('FUNÇÃO RENAL E HEPÁTICA', [R('creat', 'Creatinina', '0,98', 'mg/dL', '0,70 a 1,30'),
            R('ast', 'TGO (AST)', '24', 'U/L', 'até 40'), R('alt', 'TGP (ALT)', '41', 'U/L', 'até 41'),
            R('ggt', 'Gama-GT', '38', 'U/L', '8 a 61')], mat='Soro', met='Cinético UV / colorimétrico'),
        S('URINA TIPO I (EAS)', eas(['1,020', '6,0', 'Negativo', 'Negativo', 'Negativo', 'Negativo', 'Negativo', '2', '1', '3'])[:8], mat='Urina (jato médio, 1ª micção)', met='Tira reativa e microscopia'),
        S('PARASITOLÓGICO DE FEZES', [R('o_p', 'Pesquisa de ovos e cistos', 'Negativo', '', 'Negativo', **Q)],
          mat='Fezes (amostra única)', met='Hoffman, Pons e Janer', note='Não foram encontrados ovos ou cistos de parasitas nesta amostra.', date='2025-02-11', datelabel='Amostra recebida/coletada em'),
        {'sign': 'Liberado eletronicamente por Dra. Helena M. Prado – CRF-SP 41.227|em 11/02/2025 16:22'},
    ]]))

# ---------------------------------------------------------------- af02 periodic with previous-result column, leader style
P2 = ['2024-03-18']
REPORTS.append(Report(
    id='af02', layout='leader', df='dot', collected='2025-03-17', prev_dates=P2, prev_label='Ant.', leader_w=26,
    lab=lab('Centro de Medicina Laboratorial Ipê', 'Rua dos Guajajaras, 910 – Centro', 'Belo Horizonte – MG', '21.908.443/0001-07', '0027731',
            'Dr. Paulo R. Quintão – CRM-MG 33.019 / Patologista Clínico', '(31) 3224-5100', 'IPÊ'),
    patient=dict(name='Joana D\'Arc Fernandes Lima', birth='1979-11-03', age='45a 4m', sex='Feminino', doctor='Dra. Cecília Moura CRM-MG 51.220',
                 protocol='0317-55291', company='Fundição Contagem S/A – Exame periódico',
                 dates=[('Recebido', '2025-03-17'), ('DUM', '2025-02-28'), ('Emissão', '2025-03-19')]),
    css='.lead{font-size:7.4pt}',
    footer='Ipê Medicina Laboratorial · Os resultados anteriores referem-se ao exame periódico de 18.03.24 realizado neste laboratório.|Documento emitido em 19.03.25 – pág. {p}/{n}',
    pages=[[
        {'text': 'Data da coleta: 17.03.25 07:42   —   coluna "Ant." = resultado do periódico anterior (coleta 18.03.24)'},
        S('HEMOGRAMA', [R('hb', 'Hemoglobina', '12,4', 'g/dL', '12,0 a 15,5', prev=['13,1']),
            R('ht', 'Hematócrito', '37,9', '%', '36,0 a 46,0', prev=['39,4']),
            R('rbc', 'Eritrócitos', '4,21', 'x10⁶/µL', '4,00 a 5,20'),
            R('mcv', 'V.C.M.', '90,0', 'fL', '80 a 100'),
            R('wbc', 'Leucócitos', '5.310', '/µL', '3.600 a 11.000', prev=['6.020']),
            R('neu_p', 'Neutrófilos', '55,1', '%', '40 a 70'),
            R('lym_p', 'Linfócitos', '34,8', '%', '20 a 45'),
            R('mon_p', 'Monócitos', '6,9', '%', '2 a 10', prev=None),
            R('eos_p', 'Eosinófilos', '2,7', '%', '1 a 6', prev=None),
            R('bas_p', 'Basófilos', '0,5', '%', '0 a 2', prev=None),
            R('plt', 'Plaquetas', '301.000', '/µL', '150.000 a 450.000', prev=['287.000'])], mat='sangue EDTA', met='automatizado'),
        S('CHUMBO NO SANGUE (Pb-S)', [R('pb', 'Chumbo', '14,8', 'µg/dL', 'VR: até 10,0|IBMP (NR-7): 30,0', 'Alto', prev=['11,2'])],
          mat='sangue total heparinizado (tubo trace)', met='Espectrometria de absorção atômica – forno de grafite',
          note='Amostra coletada em 17.03.25, durante a jornada de trabalho.'),
        S('PERFIL LIPÍDICO', [R('chol', 'Colesterol total', '214', 'mg/dL', '< 190 (desejável)', '*', prev=['198']),
            R('hdl', 'Colesterol HDL', '58', 'mg/dL', '> 40'),
            R('ldl', 'Colesterol LDL', '131', 'mg/dL', '< 130 (baixo risco)', '*', prev=['118'])], mat='soro', met='enzimático colorimétrico'),
    ], [
        S('PERFIL LIPÍDICO (cont.)', [R('tg', 'Triglicérides', '124', 'mg/dL', '< 150', prev=['127'])], mat='soro'),
        S('BIOQUÍMICA', [R('glu', 'Glicose jejum', '91', 'mg/dL', '70 a 99', prev=['88']),
            R('creat', 'Creatinina', '0,71', 'mg/dL', '0,50 a 0,90', prev=['0,69']),
            R('egfr', 'TFG estimada|(CKD-EPI 2021)', '106', 'mL/min/1,73m²', '> 60', prev=None),
            R('ast', 'AST/TGO', '19', 'U/L', 'até 32', prev=['21']),
            R('alt', 'ALT/TGP', '17', 'U/L', 'até 33', prev=['20']),
            R('ggt', 'GGT', '22', 'U/L', '6 a 42'),
            R('tsh', 'TSH', '2,41', 'µUI/mL', '0,45 a 4,50')], mat='soro', met='automação Cobas'),
        {'text': 'Próximo exame periódico previsto para 03.2026 (PCMSO). Observação: chumbo acima do valor de referência – comunicar ao médico coordenador.'},
        {'sign': 'Dr. Paulo R. Quintão – CRM-MG 33.019|Liberado em 19.03.25 10:05'},
    ]]))

# ---------------------------------------------------------------- af03 executive check-up, block layout + two-column haemogram
REPORTS.append(Report(
    id='af03', layout='block', df='dmy', collected='2025-04-08',
    lab=lab('Laboratório São Lucas de Análises', 'Rua do Hospício, 215 – Boa Vista', 'Recife – PE', '08.772.115/0001-33', '0001236',
            'Dr. Eduardo Cavalcanti – CRBM-PE 4.512', '(81) 3421-0099', 'SL'),
    patient=dict(name='Ricardo Albuquerque Neto', birth='1968-01-15', age='57 anos', sex='M', doctor='Dr. Fábio Lins – CRM-PE 9.874',
                 protocol='SL 250408-2231', company='Programa Executivo – Banco Capibaribe S.A.',
                 dates=[('Coleta', '2025-04-08'), ('Pedido médico', '2025-04-01'), ('Laudo liberado', '2025-04-09')]),
    css='body{font-family:"Liberation Sans",sans-serif} .blk{margin:0.5mm 0 0.5mm 2mm;font-size:8pt}',
    footer='São Lucas Análises – CHECK-UP EXECUTIVO. Este laudo deve ser interpretado pelo médico assistente.|Impressão: 09/04/2025 17:03 – folha {p}/{n}',
    pages=[[
        {'twocol': [S('ERITROGRAMA', eritro(['16,2', '47,9', '5,31', '90,2', '30,5', '33,8', '13,1'])[1:3] + eritro(['16,2', '47,9', '5,31', '90,2', '30,5', '33,8', '13,1'])[3:6], mat='Sangue EDTA', layout='table', prev=False),
                    S('LEUCOGRAMA', [R('wbc', 'Leucócitos', '7.120', '/mm³', ''),
                        R('band_p', 'Bastonetes', '1', '%', ''), R('seg_p', 'Segmentados', '62', '%', ''),
                        R('lym_p', 'Linfócitos', '27', '%', ''), R('mon_p', 'Monócitos', '7', '%', ''),
                        R('eos_p', 'Eosinófilos', '3', '%', ''), R('plt', 'Plaquetas', '215.000', '/mm³', '')], mat='Sangue EDTA', layout='table', prev=False)]},
        {'text': 'Valores de referência do hemograma (adulto masculino): Hb 13,5–17,5 g/dL; Ht 41–53 %; VCM 80–100 fL; HCM 26–34 pg; CHCM 31–36 g/dL; Leucócitos 3.600–11.000/mm³; Plaquetas 150.000–450.000/mm³.'},
        S('GLICEMIA E HEMOGLOBINA GLICADA', [R('glu', 'GLICOSE DE JEJUM', '104', 'mg/dL', '70 a 99 mg/dL', '↑'),
            R('a1c', 'HEMOGLOBINA GLICADA (HbA1c)', '5,9', '%', 'Normal: < 5,7 % | Pré-diabetes: 5,7 a 6,4 % | Diabetes: ≥ 6,5 %', '↑'),
            R('eag', 'GLICEMIA MÉDIA ESTIMADA', '123', 'mg/dL', '')], mat='Soro / sangue total EDTA', met='Hexoquinase / HPLC (NGSP)'),
        S('PERFIL LIPÍDICO', [R('chol', 'COLESTEROL TOTAL', '232', 'mg/dL', 'Desejável: < 190 mg/dL', '↑'),
            R('hdl', 'HDL-COLESTEROL', '41', 'mg/dL', '> 40 mg/dL'),
            R('tg', 'TRIGLICERÍDEOS', '187', 'mg/dL', 'Jejum: < 150 mg/dL', '↑')], mat='Soro', met='Enzimático colorimétrico'),
    ], [
        S('PERFIL LIPÍDICO (continuação)', [R('ldl', 'LDL-COLESTEROL (Martin)', '154', 'mg/dL', 'Meta conforme risco cardiovascular'),
                        R('nonhdl', 'COLESTEROL NÃO-HDL|(calculado)', '191', 'mg/dL', '< 160 mg/dL', '↑')]),
        S('FUNÇÃO RENAL', [R('creat', 'CREATININA', '1,12', 'mg/dL', '0,70 a 1,30 mg/dL'), R('egfr', 'TFG ESTIMADA (CKD-EPI 2021)', '75', 'mL/min/1,73 m²', '> 60'),
            R('urea', 'URÉIA', '38', 'mg/dL', '15 a 45 mg/dL'), R('uric', 'ÁCIDO ÚRICO', '7,6', 'mg/dL', '3,4 a 7,0 mg/dL', '↑')], mat='Soro'),
        S('TIREOIDE', [R('tsh', 'TSH ULTRASSENSÍVEL', '3,12', 'mUI/L', '0,27 a 4,20'), R('ft4', 'T4 LIVRE', '1,21', 'ng/dL', '0,93 a 1,70')], mat='Soro', met='Eletroquimioluminescência'),
        S('VITAMINAS, FERRO E MARCADORES', [R('vitd', '25-HIDROXIVITAMINA D', '27,4', 'ng/mL', '> 20 (população geral) | 30 a 60 (grupos de risco)'),
            R('ferr', 'FERRITINA', '286', 'ng/mL', '30 a 400'),
            R('psa', 'PSA TOTAL', '1,84', 'ng/mL', 'até 4,0 (50 a 59 anos)'), R('hscrp', 'PROTEÍNA C REATIVA ULTRASSENSÍVEL', '0,21', 'mg/dL', '< 0,30 mg/dL')],
          mat='Soro', met='Quimioluminescência / imunoturbidimetria'),
        {'sign': 'Dr. Eduardo Cavalcanti – CRBM-PE 4.512 – Biomédico responsável|Assinado digitalmente em 09/04/2025'},
    ]]))

# ---------------------------------------------------------------- af04 solvent exposure, reference BEFORE result, two collection dates
REPORTS.append(Report(
    id='af04', layout='reffirst', df='mon', collected='2025-03-20',
    lab=lab('Biolab Análises Clínicas Ltda', 'Av. Ipiranga, 6.681 – Partenon', 'Porto Alegre – RS', '92.661.204/0001-58', '2237830',
            'Farm.-Bioq. Luísa Schmitt – CRF-RS 9.876', '(51) 3339-4400', 'BL'),
    patient=dict(name='Anderson Luís Becker', birth='1988-09-09', age='36 anos', sex='Masculino', doctor='Dr. Júlio Kern – CRM-RS 27.111 (PCMSO)',
                 protocol='BL/2025/031977', company='Tintas Gaúchas Ind. e Com. Ltda – Periódico',
                 dates=[('Cadastro', '2025-03-19'), ('Emitido', '2025-03-24')]),
    css='body{font-family:"DejaVu Sans",sans-serif} table.res{font-size:7.8pt}',
    footer='BIOLAB – Laboratório acreditado. Referências e IBMP conforme NR-7 (Quadro 1 do Anexo I).|Emitido em 24/mar/2025 – Página {p} de {n}',
    pages=[[
        S('HEMOGRAMA', eritro(['14,6', '43,0', '4,88', '88,1', '29,9', '34,0', '13,4'])[:3] +
          [R('wbc', 'Leucócitos', '4.950', '/mm³', '3.600 a 11.000'), R('neu_a', 'Neutrófilos', '2.723', '/mm³', '1.500 a 7.000'),
           R('lym_a', 'Linfócitos', '1.683', '/mm³', '1.000 a 4.000'), R('plt', 'Plaquetas', '189.000', '/mm³', '150.000 a 450.000')],
          mat='Sangue total (EDTA)', met='Automatizado', date='2025-03-20'),
        S('HEPATOGRAMA', [R('ast', 'AST (TGO)', '31', 'U/L', 'até 40'), R('alt', 'ALT (TGP)', '46', 'U/L', 'até 41', 'H'),
            R('ggt', 'Gama GT', '72', 'U/L', '8 a 61', 'H'), R('alp', 'Fosfatase alcalina', '88', 'U/L', '40 a 129'),
            R('tbil', 'Bilirrubina total', '0,84', 'mg/dL', 'até 1,20'), ], mat='Soro', met='Cinético / colorimétrico (DPD)'),
        S('FUNÇÃO RENAL', [R('creat', 'Creatinina sérica', '1,04', 'mg/dL', '0,70 a 1,30'), R('urea', 'Ureia', '29', 'mg/dL', '15 a 40')], mat='Soro'),
        {'text': 'Os exames de urina abaixo foram coletados AO FINAL DA JORNADA do último dia da semana de trabalho (ver data de coleta de cada bloco).'},
    ], [
        S('INDICADORES BIOLÓGICOS DE EXPOSIÇÃO – URINA', [R('u_creat', 'Creatinina urinária', '1,38', 'g/L', '0,3 a 3,0 (amostra válida)'),
            R('hip', 'Ácido hipúrico', '0,62', 'g/L', 'VR: até 1,5 g/L'),
            R('mhip', 'Ácidos metil-hipúricos', 'inferior a 0,05', 'g/L', 'IBMP: 1,5 g/L'),
            R('ttma', 'Ácido trans,trans-mucônico', '0,31', 'mg/L', 'até 0,5 mg/L'),
            R('mand', 'Ácido mandélico', '< 20', 'mg/L', 'até 30 mg/L')],
          mat='Urina (final de jornada)', met='HPLC-UV', date='2025-03-21',
          note='Exposição informada: tolueno, xilenos, benzeno (traços) e estireno. Valores abaixo do limite de quantificação expressos como "inferior a".'),
        S('CARBOXI-HEMOGLOBINA', [R('cohb', 'Carboxi-hemoglobina', '2,8', '%', 'Não fumantes: até 3,5 %|IBMP: 3,5 %')],
          mat='Sangue total heparinizado', met='Co-oximetria', date='2025-03-21'),
        S('ROTINA DE URINA', eas(['1.025', '5,5', 'Negativo', 'Negativo', 'Negativo', 'Negativo', 'Negativo', '4', '2', '2'], sg_val=1.025)[:9],
          mat='Urina – 1ª da manhã', met='Tira reativa + sedimentoscopia', date='2025-03-20'),
        {'sign': 'Conferido e liberado por Luísa Schmitt, CRF-RS 9.876, em 24/mar/2025 09:12'},
    ]]))

# ---------------------------------------------------------------- af05 SI units, decimal point, research/check-up service
REPORTS.append(Report(
    id='af05', layout='table', df='iso', collected='2025-05-06', decimal='.',
    lab=lab('Serviço de Análises Clínicas do Instituto de Pesquisa em Saúde do Trabalhador – IPST', 'Rua Padre Camargo, 280 – Alto da Glória', 'Curitiba – PR',
            '76.554.013/0001-60', '6659420', 'Prof. Dr. Marcelo Wosniak – CRM-PR 22.310', '(41) 3360-1800', 'IP'),
    patient=dict(name='Tatiane K. Nowak', birth='1985-07-30', age='39 y', sex='F', doctor='Dra. Ana Beatriz Szpak CRM-PR 30.447',
                 protocol='IPST-COH-0442/V3', company='Coorte Saúde do Trabalhador – visita 3',
                 dates=[('Data de recebimento', '2025-05-06'), ('Visita anterior', '2024-05-07'), ('Próxima visita', '2026-05-05')]),
    css='body{font-family:"DejaVu Serif",serif} table.res{font-size:8pt}',
    footer='IPST – Unidades do Sistema Internacional (SI). Decimal separator: point. Relatório gerado em 2025-05-08.|p. {p}/{n}',
    pages=[[
        {'text': 'Coleta: 2025-05-06 07:15 (jejum de 12 h). Resultados em unidades SI; fatores de conversão disponíveis sob solicitação.'},
        S('HEMATOLOGIA', [R('hb', 'Hemoglobina', '131', 'g/L', '120 – 155'), R('ht', 'Hematócrito', '0.39', 'L/L', '0.36 – 0.46', val=0.39),
            R('rbc', 'Eritrócitos', '4.35', '×10¹²/L', '4.00 – 5.20'), R('wbc', 'Leucócitos', '5.8', '×10⁹/L', '3.6 – 11.0'), R('neu_a', 'Neutrófilos', '3.2', '×10⁹/L', '1.5 – 7.0'),
            R('lym_a', 'Linfócitos', '2.0', '×10⁹/L', '1.0 – 4.0'), R('mon_a', 'Monócitos', '0.4', '×10⁹/L', '0.1 – 1.0'),
            R('eos_a', 'Eosinófilos', '0.15', '×10⁹/L', '0.04 – 0.50'), R('plt', 'Plaquetas', '262', '×10⁹/L', '150 – 450')],
          mat='Sangue total K2-EDTA', met='Sysmex XN-1000'),
        S('METABOLISMO GLICÍDICO', [R('glu_mmol', 'Glicose (jejum)', '5.4', 'mmol/L', '3.9 – 5.5'),
            R('a1c_ifcc', 'HbA1c (IFCC)', '37', 'mmol/mol', '< 39'), R('a1c', 'HbA1c (NGSP)', '5.5', '%', '< 5.7')], mat='Plasma fluoretado / sangue EDTA'),
        S('LIPÍDIOS', [R('chol_mmol', 'Colesterol total', '5.12', 'mmol/L', '< 4.9', 'H'), R('hdl_mmol', 'HDL-c', '1.61', 'mmol/L', '> 1.2'),
            R('ldl_mmol', 'LDL-c (Friedewald)', '3.02', 'mmol/L', '< 3.0', 'H')], mat='Soro'),
    ], [
        S('LIPÍDIOS (cont.)', [R('tg_mmol', 'Triglicerídeos', '1.08', 'mmol/L', '< 1.7')], mat='Soro'),
        S('RIM E METABOLISMO', [R('creat_umol', 'Creatinina', '68', 'µmol/L', '45 – 84'), R('urea_mmol', 'Ureia', '4.6', 'mmol/L', '2.5 – 7.1'),
            R('uric_umol', 'Ácido úrico', '262', 'µmol/L', '155 – 357'), R('na', 'Sódio', '139', 'mmol/L', '136 – 145')], mat='Soro'),
        S('FÍGADO', [R('alt', 'ALT', '0.32', 'µkat/L', '< 0.55'), R('ggt', 'GGT', '0.41', 'µkat/L', '< 0.70'),
            R('tbil_umol', 'Bilirrubina total', '9', 'µmol/L', '< 21'), R('alb', 'Albumina', '44', 'g/L', '35 – 52')], mat='Soro',
          note='Enzimas expressas em µkat/L (1 µkat/L = 60 U/L). Bilirrubina em µmol/L (1 mg/dL = 17.1 µmol/L).'),
        S('TIREOIDE', [R('tsh', 'TSH', '1.87', 'mUI/L', '0.27 – 4.20'), R('ft4_pmol', 'T4 livre', '15.8', 'pmol/L', '12.0 – 22.0')], mat='Soro'),
        {'sign': 'Responsável: Prof. Dr. Marcelo Wosniak – CRM-PR 22.310|Validação: 2025-05-07 14:30'},
    ]]))

# ---------------------------------------------------------------- af06 pesticide exposure, cholinesterase with baseline, 1 page
REPORTS.append(Report(
    id='af06', layout='table', df='dmy', collected='2025-02-18', prev_dates=['2024-08-05'], prev_label='Basal',
    lab=lab('Laboratório Cuiabano de Análises', 'Av. Historiador Rubens de Mendonça, 1.256', 'Cuiabá – MT', '03.118.902/0001-41', '2396408',
            'Dra. Marta Ribeiro – CRF-MT 2.904', '(65) 3624-8181', 'LC'),
    patient=dict(name='José Aparecido dos Santos', birth='1972-04-12', age='52 anos', sex='Masculino', doctor='Dr. Sérgio Paes – CRM-MT 5.432',
                 protocol='145.332-7', company='Fazenda Boa Esperança – Agrotóxicos (NR-31)',
                 dates=[('Coleta', '2025-02-18'), ('Liberação', '2025-02-20')]),
    css='body{font-family:"Liberation Sans",sans-serif}',
    footer='Laboratório Cuiabano de Análises · Coluna "Basal" = coleta pré-exposição de 05/08/2024 (entressafra).|Página {p}/{n} – impresso em 20/02/2025',
    pages=[[
        S('COLINESTERASES', [R('che', 'Colinesterase plasmática', '5.214', 'U/L', '4.620 a 11.500', prev=['7.350']),
            R('ache', 'Acetilcolinesterase eritrocitária', '9,8', 'U/mL', '8,0 a 14,0', prev=['12,1'])], mat='Sangue total heparinizado / plasma',
          met='Ellman modificado (cinético)', note='Redução da colinesterase plasmática de 29 % em relação ao basal. IBMP: redução ≥ 50 % (plasma) ou ≥ 30 % (eritrocitária).'),
        S('HEMOGRAMA', eritro(['14,1', '42,3', '4,71', '89,8', '29,9', '33,3', '13,8'])[:3] +
          [R('wbc', 'Leucócitos', '8.210', '/mm³', '3.600 a 11.000', prev=['7.900']), R('plt', 'Plaquetas', '143.000', '/mm³', '150.000 a 450.000', 'L', prev=['171.000'])],
          mat='Sangue EDTA', met='Automatizado'),
        S('BIOQUÍMICA', [R('ast', 'TGO', '35', 'U/L', 'até 40', prev=['28']), R('alt', 'TGP', '39', 'U/L', 'até 41', prev=['30']),
            R('creat', 'Creatinina', '1,21', 'mg/dL', '0,70 a 1,30', prev=['1,15']),
            R('glu', 'Glicose', '97', 'mg/dL', '70 a 99')], mat='Soro', met='Automatizado (Cobas c311)'),
        {'text': 'Próxima dosagem de colinesterase recomendada ao término da safra (previsão: 30/04/2025).'},
        {'sign': 'Dra. Marta Ribeiro – CRF-MT 2.904|Liberado em 20/02/2025'},
    ]]))

# ---------------------------------------------------------------- af07 driver periodic (CLT motorista), toxicology, uppercase leader
REPORTS.append(Report(
    id='af07', layout='leader', df='dmy2', collected='2025-06-03', leader_w=32,
    lab=lab('Hermes Medicina Diagnóstica', 'Av. Tancredo Neves, 1.632 – Caminho das Árvores', 'Salvador – BA', '15.220.387/0001-12', '3812004',
            'Dr. Rui Barreto – CRM-BA 14.776', '(71) 3341-2020', 'HM'),
    patient=dict(name='EDNALDO CONCEIÇÃO SOUZA', birth='1981-12-01', age='43A', sex='MASC', doctor='DRA. LÍVIA SANTANA CRM-BA 22.901',
                 protocol='HMD 0603250198', company='TRANSPORTES RECÔNCAVO LTDA – PERIÓDICO MOTORISTA',
                 dates=[('DATA ENTRADA', '2025-06-03'), ('DATA SAÍDA', '2025-06-06'), ('CNH VÁLIDA ATÉ', '2027-09-14')]),
    css='body{font-family:"DejaVu Sans Mono",monospace} .labname{font-family:"DejaVu Serif",serif} .pat{font-size:7.5pt}',
    footer='HERMES MEDICINA DIAGNÓSTICA - LAUDO EMITIDO EM 06/06/25 - PAG {p} DE {n}|A TRIAGEM TOXICOLÓGICA NÃO SUBSTITUI O EXAME TOXICOLÓGICO DE LARGA JANELA (LEI 13.103/2015).',
    pages=[[
        {'text': 'DATA DA COLETA: 03/06/25 06:58'},
        S('HEMOGRAMA', [R('hb', 'HEMOGLOBINA', '15,8', 'G/DL', '13,5 A 17,5'), R('ht', 'HEMATOCRITO', '46,6', '%', '41,0 A 53,0'),
            R('wbc', 'LEUCOCITOS', '6.450', '/MM3', '3.600 A 11.000'), R('plt', 'PLAQUETAS', '233.000', '/MM3', '150.000 A 450.000')], mat='SANGUE EDTA'),
        S('GLICEMIA / LIPIDIOS', [R('glu', 'GLICOSE', '131', 'MG/DL', '70 A 99', 'ALTO'),
            R('a1c', 'HEMOGLOBINA GLICADA', '6,8', '%', 'ATE 5,6', 'ALTO'),
            R('chol', 'COLESTEROL TOTAL', '201', 'MG/DL', 'DESEJAVEL < 190'), R('hdl', 'HDL', '36', 'MG/DL', '> 40', 'BAIXO'),
            R('tg', 'TRIGLICERIDES', '264', 'MG/DL', '< 150', 'ALTO'), R('ldl', 'LDL (CALCULADO)', '112', 'MG/DL', '< 130')], mat='SORO'),
        S('TRIAGEM TOXICOLOGICA - URINA', [R('coc', 'COCAINA / BENZOILECGONINA', 'NEGATIVO', '', 'NEGATIVO (CUT-OFF 300 NG/ML)', **Q),
            R('thc', 'CANABINOIDES (THC-COOH)', 'NEGATIVO', '', 'NEGATIVO (CUT-OFF 50 NG/ML)', **Q)], mat='URINA', met='IMUNOENSAIO (TRIAGEM)',
          date='2025-06-04', datelabel='COLETA DA URINA'),
        S('FUNCAO RENAL / HEPATICA', [R('creat', 'CREATININA', '1,09', 'MG/DL', '0,70 A 1,30'), R('ast', 'TGO', '27', 'U/L', 'ATE 40'),
            R('alt', 'TGP', '44', 'U/L', 'ATE 41', 'ALTO'), R('ggt', 'GAMA GT', '97', 'U/L', '8 A 61', 'ALTO'),
            R('uric', 'ACIDO URICO', '6,9', 'MG/DL', '3,4 A 7,0')], mat='SORO'),
        {'sign': 'DR. RUI BARRETO - CRM-BA 14.776 - RESPONSAVEL TECNICO|ASSINATURA DIGITAL 06/06/25 11:40'},
    ]]))

# ---------------------------------------------------------------- af08 health-care worker admission: serology, qualitative
REPORTS.append(Report(
    id='af08', layout='table', df='dmy', collected='2025-01-27',
    lab=lab('Laboratório Santa Clara', 'Rua Barão de Studart, 2.150 – Aldeota', 'Fortaleza – CE', '07.441.665/0001-28', '2561492',
            'Dra. Rita Holanda – CRBM-CE 1.877', '(85) 3261-4455', 'SC'),
    patient=dict(name='Francisca Aline Bezerra Maia', birth='1999-03-08', age='25 anos', sex='Feminino', doctor='Dr. Caio Pinheiro – CRM-CE 16.330',
                 protocol='SC-0127-9044', company='Hospital Iracema – Admissional (NR-32)',
                 dates=[('Data da coleta', '2025-01-27'), ('Data de nascimento do dependente', '2021-10-19'), ('DUM', '2025-01-12'), ('Resultado em', '2025-01-29')]),
    css='body{font-family:"Liberation Serif",serif}',
    footer='Laboratório Santa Clara – Fortaleza/CE · Resultados sorológicos devem ser interpretados em conjunto com dados clínicos.|Folha {p} de {n}',
    pages=[[
        S('HEMOGRAMA', eritro(['12,9', '38,8', '4,36', '89,0', '29,6', '33,2', '12,7'], sex='F') +
          [R('wbc', 'Leucócitos', '9.870', '/mm³', '3.600 a 11.000'), R('plt', 'Plaquetas', '388.000', '/mm³', '150.000 a 450.000')], mat='Sangue EDTA', met='Citometria'),
        S('TIPAGEM SANGUÍNEA', [R('abo', 'Grupo sanguíneo (ABO)', 'O', '', '', **Q), R('rh', 'Fator Rh (D)', 'Positivo', '', '', **Q)],
          mat='Sangue EDTA', met='Hemaglutinação em gel'),
        S('SOROLOGIAS', [R('hbsag', 'HBsAg', 'Não reagente', '', 'Não reagente', **Q),
            R('antihbs', 'Anti-HBs', '> 1.000', 'mUI/mL', 'Não reagente: < 10|Reagente (imune): ≥ 10'),
            R('hcv', 'Anti-HCV', 'Não reagente', '', 'Não reagente', **Q)], mat='Soro', met='Quimioluminescência (CMIA)',
          note='Anti-HBs acima do limite superior de quantificação do ensaio.'),
    ], [
        S('SOROLOGIAS (continuação)', [R('hiv', 'HIV 1 e 2 – antígeno p24 e|anticorpos (4ª geração)', 'Não reagente', '', 'Não reagente', **Q),
            R('vdrl', 'VDRL', 'Não reagente', '', 'Não reagente', **Q)], mat='Soro', met='Quimioluminescência / floculação',
          note='Amostra não reagente para HIV – conforme Portaria SVS/MS nº 29/2013, a amostra não reagente dispensa teste complementar.'),
        S('GLICEMIA E FUNÇÃO RENAL', [R('glu', 'Glicose', '84', 'mg/dL', '70 a 99'), R('creat', 'Creatinina', '0,62', 'mg/dL', '0,50 a 0,90')], mat='Soro'),
        S('EAS – URINA TIPO 1', eas(['1,015', '6,5', 'Negativo', 'Negativo', 'Negativo', 'Traços', 'Negativo', '6', '4', '8'])[:9],
          mat='Urina jato médio', met='Tira reativa / microscopia',
          note='Hemoglobina em traços e hemácias discretamente aumentadas – paciente informa período menstrual recente.'),
        {'sign': 'Dra. Rita Holanda – CRBM-CE 1.877 · Liberado em 29/01/2025'},
    ]]))

# ---------------------------------------------------------------- af09 executive, two-column chemistry, 1 page
REPORTS.append(Report(
    id='af09', layout='table', df='mon', collected='2025-03-14',
    lab=lab('LabCheck Diagnósticos', 'Av. T-63, 1.296 – Setor Bueno', 'Goiânia – GO', '10.664.720/0001-05', '5874122',
            'Dr. Henrique Tavares – CRM-GO 12.087', '(62) 3088-1212', 'LC'),
    patient=dict(name='Luciana Prado Vasconcelos', birth='1976-05-27', age='48 anos', sex='Feminino', doctor='Dra. Mirela Dutra CRM-GO 18.553',
                 protocol='LCK-14032025-071', company='Check-up executivo – Agropecuária Planalto',
                 dates=[('Coletado em', '2025-03-14'), ('Solicitação', '2025-03-10'), ('Liberado em', '2025-03-15')]),
    css='body{font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif} table.res{font-size:7.6pt} td.rf{font-size:6.8pt}',
    footer='LabCheck Diagnósticos – Goiânia/GO · Impresso em 17/mar/2025 · Pág. {p}/{n}',
    pages=[[
        {'twocol': [
            S('HEMOGRAMA', [R('hb', 'Hemoglobina', '13,4', 'g/dL', '12,0–15,5'), R('ht', 'Hematócrito', '40,1', '%', '36–46'),
                R('mcv', 'VCM', '87,5', 'fL', '80–100'), R('wbc', 'Leucócitos', '5.530', '/mm³', '3.600–11.000'),
                R('plt', 'Plaquetas', '276.000', '/mm³', '150–450 mil')], mat='Sangue EDTA'),
            S('LIPIDOGRAMA', [R('chol', 'Colesterol Total', '187', 'mg/dL', '< 190'), R('hdl', 'HDL', '63', 'mg/dL', '> 50'),
                R('ldl', 'LDL', '104', 'mg/dL', '< 130'), R('tg', 'Triglicérides', '99', 'mg/dL', '< 150'),
                R('nonhdl', 'Não-HDL', '124', 'mg/dL', '< 160')], mat='Soro')]},
        {'twocol': [
            S('GLICEMIA', [R('glu', 'Glicose jejum', '88', 'mg/dL', '70–99'), R('a1c', 'HbA1c', '5,3', '%', '< 5,7')], mat='Plasma / sangue'),
            S('TIREOIDE', [R('tsh', 'TSH', '5,92', 'µUI/mL', '0,45–4,50', 'H'), R('ft4', 'T4 livre', '0,98', 'ng/dL', '0,70–1,80')], mat='Soro')]},
        {'twocol': [
            S('RIM', [R('creat', 'Creatinina', '0,79', 'mg/dL', '0,50–0,90'),
                R('uric', 'Ácido úrico', '4,4', 'mg/dL', '2,4–5,7')], mat='Soro'),
            S('FÍGADO', [R('ast', 'AST', '22', 'U/L', 'até 32'), R('alt', 'ALT', '18', 'U/L', 'até 33'),
                R('ggt', 'GGT', '14', 'U/L', '6–42')], mat='Soro')]},
        {'twocol': [
            S('FERRO E VITAMINAS', [R('ferr', 'Ferritina', '38', 'ng/mL', '13–150'), R('vitd', 'Vitamina D (25-OH)', '19,1', 'ng/mL', '> 20', 'L')], mat='Soro'),
            S('INFLAMAÇÃO', [R('crp', 'PCR', '< 0,5', 'mg/dL', '< 0,5')], mat='Soro', met='Imunoturbidimetria')]},
        {'text': 'Observação: TSH elevado com T4 livre normal – sugere-se repetir em 6 a 8 semanas (previsão: 05/mai/2025).'},
        {'sign': 'Dr. Henrique Tavares – CRM-GO 12.087|Liberado em 15/mar/2025 18:02'},
    ]]))

# ---------------------------------------------------------------- af10 periodic with two previous exams (table with 2 history columns)
REPORTS.append(Report(
    id='af10', layout='table', df='dmy', collected='2025-07-22', prev_dates=['2024-07-16', '2023-07-11'], prev_label='Anterior',
    lab=lab('Instituto de Análises Clínicas Manaus', 'Av. Djalma Batista, 1.719 – Chapada', 'Manaus – AM', '04.332.810/0001-77', '2013129',
            'Dra. Cláudia Mendes – CRF-AM 1.455', '(92) 3216-3030', 'IAC'),
    patient=dict(name='Raimundo Nonato Pereira Alves', birth='1966-10-02', age='58 anos', sex='Masculino', doctor='Dr. Tiago Lobo – CRM-AM 7.115',
                 protocol='IAC 22072025 0315', company='Polo Industrial – Eletrônica Amazonas S.A. (periódico)',
                 dates=[('Coleta', '2025-07-22'), ('Entrega', '2025-07-24')]),
    css='body{font-family:"Liberation Sans",sans-serif} td.rf{width:24%}',
    footer='IAC Manaus – Histórico: resultados dos exames periódicos anteriores realizados neste laboratório (coletas em 16/07/2024 e 11/07/2023).|Página {p} de {n}',
    pages=[[
        S('HEMOGRAMA', [R('hb', 'Hemoglobina', '14,0', 'g/dL', '13,5 a 17,5', prev=['14,4', '14,9']),
            R('ht', 'Hematócrito', '41,8', '%', '41 a 53', prev=['42,9', '44,0']),
            R('wbc', 'Leucócitos', '6.100', '/mm³', '3.600 a 11.000'),
            R('plt', 'Plaquetas', '198.000', '/mm³', '150.000 a 450.000')], mat='Sangue EDTA'),
        S('GLICEMIA', [R('glu', 'Glicose', '118', 'mg/dL', '70 a 99', '*', prev=['109', '101']),
            R('a1c', 'Hemoglobina glicada', '6,2', '%', '< 5,7', '*', prev=['6,0', '5,8'])], mat='Soro / sangue EDTA'),
        S('LIPÍDIOS', [R('chol', 'Colesterol total', '176', 'mg/dL', '< 190', prev=['209', '221']),
            R('hdl', 'HDL-Colesterol', '44', 'mg/dL', '> 40'),
            R('tg', 'Triglicerídeos', '151', 'mg/dL', '< 150', '*', prev=['188', None])], mat='Soro'),
    ], [
        S('LIPÍDIOS (continuação)', [R('ldl', 'LDL-Colesterol', '102', 'mg/dL', '< 100 (alto risco)', '*', prev=['129', None])], mat='Soro'),
        S('RIM', [R('creat', 'Creatinina', '1,28', 'mg/dL', '0,70 a 1,30', prev=['1,19', None]),
            R('egfr', 'TFGe (CKD-EPI 2021)', '64', 'mL/min/1,73m²', '> 60')], mat='Soro'),
        S('PSA', [R('psa', 'PSA total', '2,61', 'ng/mL', 'até 4,5 (> 50 anos)', prev=['2,20', '1,95'])], mat='Soro', met='Quimioluminescência'),
        {'text': 'Paciente em uso de sinvastatina 20 mg desde 08/2024 (informado). Próximo periódico: julho/2026.'},
        {'sign': 'Dra. Cláudia Mendes – CRF-AM 1.455|Liberado em 24/07/2025 10:18'},
    ]]))

# ---------------------------------------------------------------- af11 short, blood lead with "<", long dates, free lines
REPORTS.append(Report(
    id='af11', layout='block', df='long', collected='2025-03-14',
    lab=lab('Laboratório Floripa Vida', 'Rua Esteves Júnior, 160 – Centro', 'Florianópolis – SC', '83.901.556/0001-94', '0019445',
            'Bioq. Fernanda Koerich – CRF-SC 6.218', '(48) 3222-5050', 'FV'),
    patient=dict(name='Guilherme Schneider Costa', birth='1990-02-14', age='35 anos', sex='Masculino', doctor='Dra. Patrícia Hoffmann – CRM-SC 19.004',
                 protocol='FV-88.214', company='Baterias Ilha Ltda – exame demissional',
                 dates=[('Recebido', '2025-03-14'), ('Liberado', '2025-03-18')]),
    css='body{font-family:"DejaVu Serif",serif} .blk{font-size:8.6pt;margin:1.4mm 0 1.4mm 3mm}',
    footer='Laboratório Floripa Vida · Florianópolis, 18 de março de 2025 · página {p} de {n}',
    pages=[[
        {'text': 'Material colhido em 14 de março de 2025, às 08h10, no posto Centro.'},
        S('DOSAGEM DE CHUMBO NO SANGUE', [R('pb', 'Chumbo sanguíneo (Pb-S)', '< 2,0', 'µg/dL', 'Até 10,0 µg/dL (não expostos)|IBMP: 30 µg/dL')],
          mat='Sangue total', met='ICP-MS', note='Limite de quantificação do método: 2,0 µg/dL.'),
        S('ÁCIDO DELTA-AMINOLEVULÍNICO URINÁRIO', [R('ala', 'ALA-U', '2,1', 'mg/L', 'Até 4,5 mg/L')], mat='Urina', met='Colorimétrico (Tomokuni)',
          date='2025-03-15', datelabel='Urina coletada em'),
        S('HEMOGRAMA (resumido)', [R('hb', 'Hemoglobina', '15,3', 'g/dL', '13,5 a 17,5'), R('ht', 'Hematócrito', '45,1', '%', '41,0 a 53,0'),
            R('wbc', 'Leucócitos totais', '7.300', '/mm³', '3.600 a 11.000'), R('plt', 'Plaquetas', '254.000', '/mm³', '150.000 a 450.000')], mat='Sangue EDTA'),
        S('FUNÇÃO RENAL', [R('creat', 'Creatinina', '0,94', 'mg/dL', '0,70 a 1,30'), R('urea', 'Ureia', '27', 'mg/dL', '15 a 40')], mat='Soro'),
        {'sign': 'Fernanda Koerich – Bioquímica – CRF-SC 6.218|Liberado em 18 de março de 2025'},
    ]]))

# ---------------------------------------------------------------- af12 check-up with urine + stool on other days, leader, 2 pages
REPORTS.append(Report(
    id='af12', layout='leader', df='dmy', collected='2025-08-11', leader_w=28,
    lab=lab('Unilab Vitória Medicina Laboratorial', 'Av. Nossa Senhora da Penha, 570 – Praia do Canto', 'Vitória – ES', '27.118.950/0001-36', '0011584',
            'Dr. André Scardua – CRM-ES 8.871', '(27) 3325-9000', 'UV'),
    patient=dict(name='Camila Rezende Bortolini', birth='1992-12-20', age='32 anos', sex='Feminino', doctor='Dr. Otávio Lyra – CRM-ES 11.632',
                 protocol='UV-1108-2250', company='Porto de Tubarão Serviços – Periódico',
                 dates=[('Cadastro', '2025-08-11'), ('DUM', '2025-07-30'), ('Emissão', '2025-08-15')]),
    css='body{font-family:"Liberation Sans",sans-serif} .lead{font-size:7.8pt}',
    footer='Unilab Vitória – Cada material tem sua própria data de coleta indicada no bloco do exame.|Emitido em 15/08/2025 · Página {p}/{n}',
    pages=[[
        S('HEMOGRAMA COMPLETO', eritro(['12,1', '36,9', '4,09', '90,2', '29,6', '32,8', '14,9'], sex='F') +
          leuco('4.210', diff5(('48,0', '2.021'), ('41,5', '1.747'), ('7,1', '299'), ('3,0', '126'), ('0,4', '17')))[:5],
          mat='Sangue EDTA', met='Automatizado', date='2025-08-11'),
        {'text': '(hemograma continua na página seguinte)'},
    ], [
        S('HEMOGRAMA COMPLETO (cont.)', leuco('4.210', diff5(('48,0', '2.021'), ('41,5', '1.747'), ('7,1', '299'), ('3,0', '126'), ('0,4', '17')))[5:] +
          [R('plt', 'Plaquetas', '167.000', '/mm³', '150.000 a 450.000')], mat='Sangue EDTA', date='2025-08-11'),
        S('FERRO', [R('ferr', 'Ferritina', '11', 'ng/mL', '13 a 150', 'L')], mat='Soro', date='2025-08-11'),
        S('URINA ROTINA', eas(['1,010', '7,0', 'Negativo', 'Negativo', 'Negativo', 'Negativo', 'Positivo', '18', '2', '4'])[4:8] +
          [R('u_bact', 'Bactérias', 'Numerosas', '', 'Ausentes', **Q)], mat='Urina jato médio', date='2025-08-12', datelabel='Coleta da urina'),
        S('PARASITOLÓGICO E SANGUE OCULTO', [R('o_p', 'Parasitológico (3 amostras)', 'Cistos de Giardia lamblia', '', 'Ausência de parasitas', **Q),
            R('fobt', 'Sangue oculto nas fezes', 'Negativo', '', 'Negativo', **Q)], mat='Fezes', met='Faust / Hoffman; imunocromatográfico',
          date='2025-08-13', datelabel='Última amostra de fezes coletada em'),
        {'sign': 'Dr. André Scardua – CRM-ES 8.871|Liberado em 15/08/2025 08:30'},
    ]]))
