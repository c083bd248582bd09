"""The 12 report models of set s. Each function builds blocks + gold in reading order."""
from common import Report, fd

def header(rep, name, lines, size=7.5, align='L', bar=False, tsize=13):
    rep.add('title', text=name, size=tsize, align=align, bar=bar)
    rep.add('text', lines=lines, size=size, align=align)
    rep.add('rule')

def footer(rep, lines, size=6.8):
    rep.add('rule')
    rep.add('text', lines=lines, size=size, align='C', italic=True)

# ------------------------------------------------------------------ s01
def s01():
    C = '2025-03-14'; P1 = '2024-11-12'; P2 = '2024-06-03'
    rep = Report('s01', 'Rede Vitalis Diagnósticos', 'São Paulo/SP', C, 1,
                 dict(font='Liberation Sans', size=8.3))
    rep.features = 'CBC table with two cumulative columns (previous dates in header), differential % and /mm³, thousands dots'
    header(rep, 'REDE VITALIS DIAGNÓSTICOS', [
        'Unidade Moema — Av. Ibirapuera, 2.120 — São Paulo/SP — CEP 04028-001 — (11) 3050-7700',
        'CNPJ 12.345.678/0007-90 · CNES 2081234 · Responsável técnico: Dra. Helena M. Castro — CRBM-1 12.345'])
    rep.add('kv', rows=[[('Paciente:', 'ROBERTO ALVES MENDONÇA'), ('Protocolo:', '0725-448812-3')],
                        [('Nascimento:', '22/07/1968 (56 anos)'), ('Sexo:', 'Masculino')],
                        [('Médico:', 'Dr. Fábio Nogueira — CRM-SP 98.765'), ('Convênio:', 'Bradesco Saúde')],
                        [('Data da coleta:', fd(C) + ' 07:42'), ('Data de cadastro:', '13/03/2025')]], size=8)
    rep.add('title', text='HEMOGRAMA COMPLETO', size=10, bar=True)
    rep.add('text', lines=['Material: sangue total (EDTA)   Método: citometria de fluxo / impedância — Sysmex XN-1000'], size=7.5)
    hdr = ['Exame', 'Resultado', 'Unidade', 'Valores de referência', fd(P1), fd(P2)]
    rows = [{'span': 'ERITROGRAMA                                                                                  Resultados anteriores'}]
    def r3(name, cur, unit, ref, key, p1, p2, flag=''):
        rows.append([name, rep.r(name, cur, unit, key, C) + flag, unit, ref,
                     rep.r(name, p1, unit, key, P1), rep.r(name, p2, unit, key, P2)])
    r3('Hemácias', '4,62', 'milhões/mm³', '4,30 a 5,70', 'rbc', '4,55', '4,71')
    r3('Hemoglobina', '13,1', 'g/dL', '13,5 a 17,5', 'hgb', '13,4', '14,0', ' *')
    r3('Hematócrito', '39,8', '%', '39,0 a 50,0', 'hct', '40,2', '41,6')
    r3('VCM', '86,1', 'fL', '81,0 a 95,0', 'mcv', '88,3', '88,0')
    r3('HCM', '28,4', 'pg', '26,0 a 34,0', 'mch', '29,5', '29,7')
    r3('CHCM', '32,9', 'g/dL', '31,0 a 36,0', 'mchc', '33,3', '33,7')
    r3('RDW', '13,8', '%', '11,8 a 15,6', 'rdw', '13,2', '12,9')
    rows.append({'span': 'LEUCOGRAMA'})
    r3('Leucócitos', '6.840', '/mm³', '3.500 a 10.500', 'wbc', '7.120', '5.980')
    rep.add('table', cols=[.2, .12, .14, .22, .16, .16], header=hdr, rows=rows,
            aligns=['L', 'R', 'L', 'L', 'R', 'R'], border='lines', boldcol=1)
    diff = []
    for nm, p, a, ref, kp, ka in [('Neutrófilos', '58,2', '3.981', '1.700 a 7.000', 'neut_p', 'neut'),
                                  ('Eosinófilos', '3,1', '212', '50 a 500', 'eos_p', 'eos'),
                                  ('Basófilos', '0,6', '41', '0 a 100', 'baso_p', 'baso'),
                                  ('Linfócitos', '30,4', '2.079', '900 a 2.900', 'lymph_p', 'lymph'),
                                  ('Monócitos', '7,7', '527', '300 a 900', 'mono_p', 'mono')]:
        diff.append([nm, rep.r(nm, p, '%', kp, C), '%', rep.r(nm, a, '/mm³', ka, C), '/mm³', ref])
    rep.add('table', cols=[.2, .1, .06, .12, .1, .42], header=['Contagem diferencial', '', '', '', '', 'Referência (/mm³)'],
            rows=diff, aligns=['L', 'R', 'L', 'R', 'L', 'L'], border='none')
    rows = [{'span': 'PLAQUETOGRAMA'}]
    r3('Plaquetas', '245.000', '/mm³', '150.000 a 450.000', 'plt', '231.000', '262.000')
    rows.append(['VPM', rep.r('VPM', '9,8', 'fL', 'mpv', C), 'fL', '9,2 a 12,6', '—', '—'])
    rep.add('table', cols=[.2, .12, .14, .22, .16, .16], header=None, rows=rows,
            aligns=['L', 'R', 'L', 'L', 'R', 'R'], border='lines', boldcol=1)
    rep.add('text', lines=['(*) Resultado fora do intervalo de referência. Série vermelha: normocitose e normocromia.',
                           'Série branca e plaquetas sem alterações morfológicas à hematoscopia.',
                           'Resultados anteriores exibidos para comparação; referem-se a amostras coletadas nas datas indicadas no cabeçalho.'],
            size=7.3, italic=True)
    rep.add('gap', h=3)
    rep.add('text', lines=['Liberado eletronicamente em 14/03/2025 às 15:08 por Dra. Helena M. Castro — CRBM-1 12.345',
                           'Assinatura digital ICP-Brasil.'], size=7.5)
    footer(rep, ['Laudo emitido em 17/03/2025 09:12 · Validade: este laudo só tem valor com todas as páginas · Página 1/1',
                 'Central de atendimento 0800 771 2025 · www.redevitalis.com.br (fictício)'])
    return rep

# ------------------------------------------------------------------ s02
def s02():
    d1, d2, d3 = '2025-02-16', '2025-02-17', '2025-02-18'
    rep = Report('s02', 'Hospital Santa Luzia do Guaíba — Serviço de Patologia Clínica', 'Porto Alegre/RS', d3, 1,
                 dict(font='DejaVu Sans Condensed', size=8))
    rep.features = 'inpatient cumulative grid: one column per collection day (oldest→newest), time stamps, empty cells, eGFR only last day'
    header(rep, 'HOSPITAL SANTA LUZIA DO GUAÍBA', [
        'Serviço de Patologia Clínica — Rua Ramiro Barcelos, 1.950 — Porto Alegre — RS',
        'CNES 2237601 · CNPJ 92.815.000/0001-68 · Chefe do serviço: Dr. Marcos V. Pereira — CRM-RS 23.456 · Farm. Bioq. Ana Lúcia Strelow — CRF-RS 7.712'],
        tsize=12)
    rep.add('kv', rows=[[('Paciente:', 'IRENE DOS SANTOS KLEIN'), ('Prontuário:', '4471223'), ('Leito:', '6º Sul — 612B')],
                        [('Nasc.:', '03/05/1951'), ('Sexo:', 'F'), ('Internação:', '15/02/2025')],
                        [('Solicitante:', 'Equipe Medicina Interna'), ('Atendimento:', '2025-0098812'), ('Impresso:', '18/02/2025 14:32')]], size=7.8)
    rep.add('title', text='RELATÓRIO CUMULATIVO DE EXAMES — BIOQUÍMICA E HEMATOLOGIA', size=9.5, under=True)
    rep.add('text', lines=['Material: soro / plasma (heparina) / sangue total EDTA. Colunas ordenadas da coleta mais antiga para a mais recente.'], size=7.2)
    hdr = ['Exame', 'Unid.', 'Ref.', fd(d1, 'br2') + '\n05:40', fd(d2, 'br2') + '\n06:10', fd(d3, 'br2') + '\n05:55']
    rows = []
    def g(name, unit, ref, key, vals):
        row = [name, unit, ref]
        for d, v in zip((d1, d2, d3), vals):
            if v is None:
                row.append('---')
            else:
                vt, fl = v if isinstance(v, tuple) else (v, '')
                row.append(rep.r(name.replace('\n', ' '), vt, unit, key, d) + fl)
        rows.append(row)
    rows.append({'span': 'Bioquímica'})
    g('Creatinina', 'mg/dL', '0,50 - 0,90', 'creat', [('1,62', ' H'), ('1,41', ' H'), ('1,18', ' H')])
    g('TFG estimada\n(CKD-EPI 2021)', 'mL/min/1,73m²', '> 60', 'egfr', [None, None, '47'])
    g('Ureia', 'mg/dL', '15 - 45', 'urea', [('78', ' H'), ('64', ' H'), ('51', ' H')])
    g('Sódio', 'mmol/L', '136 - 145', 'na', [('133', ' L'), '136', '138'])
    g('Potássio', 'mmol/L', '3,5 - 5,1', 'k', [('5,4', ' H'), '4,8', '4,3'])
    g('Magnésio', 'mg/dL', '1,6 - 2,6', 'mg', [None, '1,7', None])
    g('Proteína C reativa', 'mg/L', '< 5,0', 'crp', [('148,2', ' H'), ('96,4', ' H'), ('41,0', ' H')])
    rows.append({'span': 'Hematologia'})
    g('Hemoglobina', 'g/dL', '12,0 - 16,0', 'hgb', [('10,9', ' L'), ('10,4', ' L'), ('10,6', ' L')])
    g('Leucócitos', '/µL', '4.000 - 11.000', 'wbc', [('14.300', ' H'), ('11.900', ' H'), '9.200'])
    g('Plaquetas', '/µL', '150.000 - 400.000', 'plt', ['188.000', '176.000', '201.000'])
    rep.add('table', cols=[.22, .12, .16, .1666, .1667, .1667], header=hdr, rows=rows,
            aligns=['L', 'L', 'L', 'R', 'R', 'R'], border='grid', size=8)
    rep.add('text', lines=['H = acima do valor de referência; L = abaixo do valor de referência; --- = exame não solicitado na data.',
                           'TFG calculada pela equação CKD-EPI 2021 (sem coeficiente racial).',
                           'Valor crítico de potássio não atingido. Próxima coleta prevista pela equipe: 19/02/2025.'], size=7.2, italic=True)
    rep.add('gap', h=4)
    rep.add('text', lines=['Conferido e liberado por Farm. Bioq. Ana Lúcia Strelow — CRF-RS 7.712 em 18/02/2025 11:47.'], size=7.6)
    footer(rep, ['Documento de uso interno hospitalar — cópia ao paciente mediante solicitação. Página 1 de 1.'])
    return rep

# ------------------------------------------------------------------ s03
def s03():
    C = '2025-04-14'; U = '2025-04-15'
    rep = Report('s03', 'Laboratório Bioanálise Capibaribe', 'Recife/PE', C, 1,
                 dict(font='DejaVu Serif', size=8.3))
    rep.features = 'glucose curve (0/60/120 min) in one table, leader lines, urine (EAS) delivered the next day with its own date, density 1.020 with decimal point'
    header(rep, 'Laboratório Bioanálise Capibaribe', [
        'Rua da Aurora, 405 — Boa Vista — Recife/PE · Fone (81) 3421-0099',
        'CNES 6612345 · CNPJ 03.222.111/0001-40 · RT: Dr. Severino A. Lins — CRF-PE 3.981'], align='C', tsize=14)
    rep.add('kv', rows=[[('Nome:', 'Maria Eduarda Cavalcanti Lima'), ('Pedido nº:', '15.338.201')],
                        [('Data de nasc.:', '09/12/1989'), ('Sexo:', 'Feminino')],
                        [('Médico(a):', 'Dra. Juliana Pessoa — CRM-PE 18.220'), ('Data do pedido:', '07/04/2025')]], size=8)
    rep.add('title', text='CURVA GLICÊMICA — TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)', size=9.5, bar=True)
    rep.add('text', lines=[f'Coleta: {fd(C)} — início 07:05. Material: plasma (fluoreto). Método: enzimático (hexoquinase).'], size=7.6)
    rows = [['Glicose — jejum', rep.r('Glicose — jejum', '98', 'mg/dL', 'glu_f', C), 'mg/dL', '07:05', 'até 99 mg/dL'],
            ['Glicose — 60 minutos', rep.r('Glicose — 60 minutos', '172', 'mg/dL', 'glu_1h', C), 'mg/dL', '08:06', 'até 179 mg/dL'],
            ['Glicose — 120 minutos', rep.r('Glicose — 120 minutos', '141', 'mg/dL', 'glu_2h', C) + ' Alto', 'mg/dL', '09:04', 'até 139 mg/dL']]
    rep.add('table', cols=[.3, .14, .1, .12, .34], header=['Tempo', 'Resultado', 'Unid.', 'Horário', 'Referência (não gestante)'],
            rows=rows, aligns=['L', 'R', 'L', 'C', 'L'], border='lines')
    rep.add('text', lines=['Interpretação (ADA 2025): glicemia de 2 h entre 140 e 199 mg/dL sugere tolerância diminuída à glicose.'], size=7.2, italic=True)
    rep.add('title', text='INSULINA — JEJUM / HEMOGLOBINA GLICADA', size=9.5, bar=True)
    rows = [['Insulina (jejum)', rep.r('Insulina (jejum)', '12,4', 'µUI/mL', 'insulin', C) + ' µUI/mL', '2,6 a 24,9 µUI/mL'],
            ['Hemoglobina glicada (HbA1c)', rep.r('Hemoglobina glicada (HbA1c)', '5,8', '%', 'hba1c', C) + ' %', 'Normal: < 5,7 % · Pré-diabetes: 5,7 a 6,4 %']]
    rep.add('table', cols=[.36, .2, .44], header=None, rows=rows, aligns=['L', 'R', 'L'], border='none', leader=True)
    rep.add('text', lines=['Insulina: eletroquimioluminescência. HbA1c: HPLC, certificado NGSP.'], size=7.2)
    rep.add('title', text='URINA TIPO I (EAS)', size=9.5, bar=True)
    rep.add('text', lines=[f'Amostra entregue pela paciente em {fd(U)} às 06:50 (1ª urina da manhã, coletada em {fd(U)}). Material: urina. Método: tira reativa + microscopia.'], size=7.5)
    left = []; right = []
    def e(side, name, vt, unit, key, ref):
        side.append([name, rep.r(name, vt, unit, key, U, dec_point=(key == 'u_sg')) + (' ' + unit if unit else ''), ref])
    e(left, 'Cor', 'Amarelo citrino', '', 'u_color', '')
    e(left, 'Aspecto', 'Límpido', '', 'u_appear', '')
    e(left, 'Densidade', '1.020', '', 'u_sg', '1.005 a 1.030')
    e(left, 'pH', '6,0', '', 'u_ph', '5,0 a 7,5')
    e(left, 'Proteínas', 'Negativo', '', 'u_prot', 'Negativo')
    e(left, 'Glicose', 'Negativo', '', 'u_glu', 'Negativo')
    e(left, 'Corpos cetônicos', 'Negativo', '', 'u_ket', 'Negativo')
    e(right, 'Hemoglobina', 'Traços', '', 'u_hgb', 'Negativo')
    e(right, 'Bilirrubina', 'Negativo', '', 'u_bil', 'Negativo')
    e(right, 'Nitrito', 'Negativo', '', 'u_nit', 'Negativo')
    e(right, 'Esterase leucocitária', 'Negativo', '', 'u_le', 'Negativo')
    e(right, 'Leucócitos', '3.000', '/mL', 'u_wbc', 'até 10.000 /mL')
    e(right, 'Hemácias', '6.000', '/mL', 'u_rbc', 'até 10.000 /mL')
    rep.add('two', left=[dict(kind='table', cols=[.36, .34, .3], header=['Exame físico-químico', '', 'Ref.'], rows=left, aligns=['L', 'L', 'L'], border='none', size=7.8)],
            right=[dict(kind='table', cols=[.38, .3, .32], header=['Químico / sedimento', '', 'Ref.'], rows=right, aligns=['L', 'L', 'L'], border='none', size=7.8)], sep=True)
    rep.add('rule')
    rep.add('text', lines=['Liberado em 15/04/2025 16:20 — Dr. Severino A. Lins, CRF-PE 3.981 (assinatura eletrônica).',
                           'Impresso em 16/04/2025. Resultados de exames devem ser interpretados pelo médico solicitante.'], size=7.4)
    return rep

# ------------------------------------------------------------------ s04
def s04():
    C = '2025-03-14'; P = '2024-09-10'
    rep = Report('s04', 'Grupo Diagnóstico Horizonte', 'Belo Horizonte/MG', C, 1,
                 dict(font='Liberation Serif', size=9))
    rep.features = 'one block per exam, value line + "Resultado anterior" line with its own date (dd.mm.yy), HDL-COLESTEROL / NÃO-HDL naming, upper case'
    header(rep, 'GRUPO DIAGNÓSTICO HORIZONTE', [
        'Unidade Savassi — Rua Pernambuco, 1.077 — Belo Horizonte — MG · CNES 0027111 · CNPJ 17.444.555/0012-30',
        'Responsável técnico: Dr. Otávio R. Fonseca — CRM-MG 41.210 · Bioquímica: Lívia Duarte — CRF-MG 22.019'], tsize=14)
    rep.add('kv', rows=[[('PACIENTE:', 'JOSÉ CARLOS DE ASSIS'), ('OS:', '338-112045-9')],
                        [('DT. NASC.:', '17.01.1962'), ('SEXO:', 'MASC.')],
                        [('MÉDICO:', 'DR. ANDRÉ LUIZ MATTOS'), ('DT. COLETA:', fd(C, 'dot') + ' 08:10')],
                        [('DT. RECEBIMENTO:', '14.03.25 10:02'), ('DT. LIBERAÇÃO:', '15.03.25 11:30')]], size=8.6)
    def blk(title, name, vt, unit, key, ref, prev=None, flag='', method='Enzimático colorimétrico', mat='SORO'):
        rep.add('title', text=title, size=9.4, under=True)
        rows = [[name, rep.r(name, vt, unit, key, C) + flag + '  ' + unit, ref]]
        rep.add('table', cols=[.34, .26, .4], rows=rows, header=None, aligns=['L', 'L', 'L'], border='none', leader=True, boldcol=1)
        ln = [f'MATERIAL: {mat}   MÉTODO: {method}']
        if prev:
            ln.append(f'Resultado anterior: {rep.r(name, prev, unit, key, P)} {unit} em {fd(P, "dot")}')
        rep.add('text', lines=ln, size=7.6)
    blk('COLESTEROL TOTAL', 'COLESTEROL TOTAL', '212', 'mg/dL', 'chol', 'Desejável: < 190 mg/dL', prev='198', flag=' *')
    blk('HDL-COLESTEROL', 'HDL-COLESTEROL', '46', 'mg/dL', 'hdl', 'Desejável: > 40 mg/dL', prev='44')
    blk('TRIGLICÉRIDES', 'TRIGLICÉRIDES', '135', 'mg/dL', 'tg', 'Jejum: < 150 mg/dL', prev='160')
    blk('LDL-COLESTEROL (calculado — Martin/Hopkins)', 'LDL-COLESTEROL', '139', 'mg/dL', 'ldl', 'Meta conforme risco (SBC 2017)', method='Cálculo')
    blk('COLESTEROL NÃO-HDL', 'NÃO-HDL', '166', 'mg/dL', 'nonhdl', 'Meta conforme risco', method='Cálculo')
    blk('VLDL-COLESTEROL', 'VLDL-COLESTEROL', '27', 'mg/dL', 'vldl', 'até 30 mg/dL', method='Cálculo')
    blk('GLICOSE', 'GLICOSE', '104', 'mg/dL', 'glu', '70 a 99 mg/dL', prev='99', flag=' *', mat='PLASMA FLUORETADO', method='Hexoquinase')
    blk('CREATININA', 'CREATININA', '0,98', 'mg/dL', 'creat', '0,70 a 1,20 mg/dL', prev='0,91', method='Jaffé cinético')
    blk('TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA', 'TFG (CKD-EPI)', '87', 'mL/min/1,73 m²', 'egfr', '> 60', method='Cálculo')
    blk('ÁCIDO ÚRICO', 'ÁCIDO ÚRICO', '6,1', 'mg/dL', 'uric', '3,4 a 7,0 mg/dL', method='Uricase')
    blk('TGO / AST', 'TGO (AST)', '24', 'U/L', 'ast', 'até 40 U/L', method='Cinético UV IFCC')
    blk('TGP / ALT', 'TGP (ALT)', '31', 'U/L', 'alt', 'até 41 U/L', prev='42', method='Cinético UV IFCC')
    blk('GAMA GT', 'GAMA GT', '38', 'U/L', 'ggt', '8 a 61 U/L', method='Szasz')
    rep.add('text', lines=['(*) Valor acima do desejável/referência. Jejum informado: 12 horas.'], size=7.4, italic=True)
    footer(rep, ['Assinado digitalmente por Lívia Duarte — CRF-MG 22.019 · Impressão: 18.03.25 08:44 · Pág. 1/1'])
    return rep

# ------------------------------------------------------------------ s05
def s05():
    C = '2025-03-14'; V1 = '2024-09-02'
    rep = Report('s05', 'Laboratório Central de Análises — Núcleo de Pesquisa Clínica', 'Curitiba/PR', C, 1,
                 dict(font='DejaVu Sans', size=8))
    rep.features = 'research service, SI units (mmol/L, µmol/L, g/L, ×10⁹/L, mmol/mol), visit columns with their own dates, current visit in 2nd column'
    header(rep, 'NÚCLEO DE PESQUISA CLÍNICA — LABORATÓRIO CENTRAL DE ANÁLISES', [
        'Av. Sete de Setembro, 3.300 — Rebouças — Curitiba/PR · CNES 7765432 · CNPJ 76.543.210/0001-09',
        'Responsável: Profa. Dra. Cláudia Wendt — CRBM-6 4.567 · Laudo de estudo clínico — participante identificado por código'], tsize=11)
    rep.add('kv', rows=[[('Participante:', 'PR-0417 (A. S. R.)'), ('Protocolo:', 'NPC-2023-11'), ('Visita atual:', 'V3')],
                        [('Data de nascimento:', '30/06/1975'), ('Sexo:', 'F'), ('Randomização:', '19/08/2024')],
                        [('Investigador:', 'Dr. Paulo Zanetti — CRM-PR 30.114'), ('Próxima visita:', '15/09/2025'), ('Emissão:', '21/03/2025')]], size=7.6)
    rep.add('text', lines=['Unidades do Sistema Internacional (SI). Amostras de soro/plasma em jejum de 10 h; hemograma em sangue total EDTA.'], size=7.4)
    hdr = ['Analito', f'V3\n{fd(C)}', f'V1\n{fd(V1)}', 'Unidade', 'Intervalo de referência']
    rows = []
    def g(name, cur, prev, unit, key, ref):
        rows.append([name, rep.r(name, cur, unit, key, C), rep.r(name, prev, unit, key, V1), unit, ref])
    rows.append({'span': 'Bioquímica'})
    g('Glicose', '5,4', '5,9', 'mmol/L', 'glu_mmol', '3,9 – 5,5')
    g('HbA1c (IFCC)', '38', '41', 'mmol/mol', 'hba1c_mmol', '20 – 42')
    g('HbA1c (NGSP)', '5,6', '5,9', '%', 'hba1c', '4,0 – 6,0')
    g('Colesterol total', '5,12', '5,64', 'mmol/L', 'chol_mmol', '< 5,18')
    g('HDL-colesterol', '1,21', '1,15', 'mmol/L', 'hdl_mmol', '> 1,29')
    g('LDL-colesterol', '3,28', '3,79', 'mmol/L', 'ldl_mmol', '< 3,36')
    g('Triglicerídeos', '1,42', '1,53', 'mmol/L', 'tg_mmol', '< 1,70')
    g('Creatinina', '84', '79', 'µmol/L', 'creat_umol', '45 – 84')
    g('Ureia', '5,8', '6,1', 'mmol/L', 'urea_mmol', '2,5 – 7,1')
    g('Ácido úrico', '342', '318', 'µmol/L', 'uric_umol', '143 – 339')
    g('Bilirrubina total', '11', '9', 'µmol/L', 'bt_umol', '< 21')
    g('Albumina', '44', '42', 'g/L', 'alb', '35 – 52')
    g('Magnésio', '0,84', '0,79', 'mmol/L', 'mg_mmol', '0,66 – 1,07')
    rows.append({'span': 'Hematologia'})
    g('Hemoglobina', '138', '131', 'g/L', 'hgb', '120 – 160')
    g('Leucócitos', '6,2', '7,4', '×10⁹/L', 'wbc', '4,0 – 11,0')
    g('Plaquetas', '231', '254', '×10⁹/L', 'plt', '150 – 400')
    rep.add('table', cols=[.27, .15, .15, .15, .28], header=hdr, rows=rows, aligns=['L', 'R', 'R', 'L', 'L'], border='grid', boldcol=1)
    rep.add('text', lines=['V1 = visita de triagem; V2 (02/12/2024) sem coleta laboratorial. Valores de referência do laboratório para adultos.',
                           'Conversões para unidades convencionais disponíveis mediante solicitação ao coordenador do estudo.'], size=7.2, italic=True)
    rep.add('gap', h=3)
    rep.add('text', lines=['Analisado em 14/03/2025 · Revisado em 18/03/2025 por Profa. Dra. Cláudia Wendt — CRBM-6 4.567'], size=7.4)
    footer(rep, ['Documento confidencial — uso restrito ao protocolo NPC-2023-11 · pág. 1 de 1'])
    return rep

# ------------------------------------------------------------------ s06
def s06():
    C = '2025-03-18'; R = '2025-03-20'
    rep = Report('s06', 'Hospital São Rafael do Recôncavo — Laboratório de Análises Clínicas', 'Salvador/BA', C, 2,
                 dict(font='Liberation Sans', size=8.6))
    rep.features = '2 pages; recollection (potassium re-collected two days later, hemolysed first sample not released), coagulation, serology words, VDRL titre'
    def head():
        header(rep, 'HOSPITAL SÃO RAFAEL DO RECÔNCAVO', [
            'Laboratório de Análises Clínicas — Av. São Rafael, 2.152 — Salvador/BA · CNES 0003832 · CNPJ 15.178.000/0001-22',
            'Responsável técnica: Dra. Luciana Barreto — CRF-BA 5.412'], bar=True, tsize=12)
        rep.add('kv', rows=[[('Paciente:', 'ANTÔNIO CARLOS SOUZA DE JESUS'), ('Registro:', '00912-77')],
                            [('Nascimento:', '11/11/1979'), ('Sexo:', 'Masculino'), ('Origem:', 'Ambulatório')],
                            [('Solicitante:', 'Dra. Vanessa Matos CRM-BA 19.334'), ('Solicitação:', '17/03/2025'), ('Coleta:', fd(C) + ' 08:25')]], size=8)
    head()
    rep.add('title', text='HEMOGRAMA (resumido)', size=9.6, under=True)
    rows = [['Hemoglobina', rep.r('Hemoglobina', '15,2', 'g/dL', 'hgb', C), 'g/dL', '13,0 a 17,0'],
            ['Hematócrito', rep.r('Hematócrito', '45,1', '%', 'hct', C), '%', '40,0 a 52,0'],
            ['Leucócitos', rep.r('Leucócitos', '7.350', '/mm³', 'wbc', C), '/mm³', '4.000 a 11.000'],
            ['Plaquetas', rep.r('Plaquetas', '212.000', '/mm³', 'plt', C), '/mm³', '150.000 a 450.000']]
    rep.add('table', cols=[.3, .18, .14, .38], header=['Exame', 'Resultado', 'Unidade', 'Valor de referência'], rows=rows,
            aligns=['L', 'R', 'L', 'L'], border='lines')
    rep.add('title', text='BIOQUÍMICA', size=9.6, under=True)
    rows = [['Glicose', rep.r('Glicose', '92', 'mg/dL', 'glu', C), 'mg/dL', '70 a 99'],
            ['Ureia', rep.r('Ureia', '31', 'mg/dL', 'urea', C), 'mg/dL', '17 a 43'],
            ['Creatinina', rep.r('Creatinina', '1,04', 'mg/dL', 'creat', C), 'mg/dL', '0,70 a 1,30'],
            ['Sódio', rep.r('Sódio', '140', 'mEq/L', 'na', C), 'mEq/L', '136 a 145'],
            ['Potássio', 'Ver recoleta', '', '3,5 a 5,1'],
            ['Cálcio total', rep.r('Cálcio total', '9,4', 'mg/dL', 'ca', C), 'mg/dL', '8,6 a 10,3'],
            ['Magnésio', rep.r('Magnésio', '2,0', 'mg/dL', 'mg', C), 'mg/dL', '1,6 a 2,6']]
    rep.add('table', cols=[.3, .18, .14, .38], header=['Exame', 'Resultado', 'Unidade', 'Valor de referência'], rows=rows,
            aligns=['L', 'R', 'L', 'L'], border='lines')
    rep.add('text', lines=['Potássio da amostra de 18/03/2025: amostra hemolisada (índice H 3+), resultado não liberado.',
                           'Solicitada nova coleta ao paciente — contato telefônico em 18/03/2025 11:02.'], size=7.8, italic=True)
    rep.add('title', text='POTÁSSIO — RECOLETA', size=9.6, under=True)
    rep.add('text', lines=[f'Data da recoleta: {fd(R)} 07:15   Material: soro   Método: eletrodo íon-seletivo indireto'], size=7.8)
    rows = [['Potássio', rep.r('Potássio', '4,6', 'mEq/L', 'k', R), 'mEq/L', '3,5 a 5,1']]
    rep.add('table', cols=[.3, .18, .14, .38], header=None, rows=rows, aligns=['L', 'R', 'L', 'L'], border='none', boldcol=1)
    rep.add('gap', h=2)
    rep.add('text', lines=['Continua na próxima página.'], size=7.4, align='R')
    footer(rep, ['Impresso em 21/03/2025 10:15 — Página 1 de 2'])
    rep.add('page')
    head()
    rep.add('title', text='COAGULAÇÃO', size=9.6, under=True)
    rep.add('text', lines=['Material: plasma citratado. Método: coagulométrico (STA-R Max).'], size=7.8)
    rows = [['Tempo de protrombina (TP)', rep.r('Tempo de protrombina (TP)', '12,8', 'segundos', 'pt', C), 'segundos', '10,0 a 14,0'],
            ['RNI (INR)', rep.r('RNI (INR)', '1,03', '', 'inr', C), '', '0,80 a 1,20'],
            ['TTPA', rep.r('TTPA', '31,4', 's', 'aptt', C), 's', '25,0 a 38,0']]
    rep.add('table', cols=[.34, .16, .14, .36], header=['Exame', 'Resultado', 'Unidade', 'Referência'], rows=rows,
            aligns=['L', 'R', 'L', 'L'], border='lines')
    rep.add('title', text='SOROLOGIAS', size=9.6, under=True)
    rep.add('text', lines=['Material: soro. Métodos: quimioluminescência (CMIA) e floculação (VDRL).'], size=7.8)
    rows = [['Anti-HIV 1/2 + Ag p24 (4ª geração)', rep.r('Anti-HIV 1/2 + Ag p24 (4ª geração)', 'Não reagente', '', 'hiv', C), 'Não reagente'],
            ['HBsAg', rep.r('HBsAg', 'Não reagente', '', 'hbsag', C), 'Não reagente'],
            ['Anti-HCV', rep.r('Anti-HCV', 'Não reagente', '', 'hcv', C), 'Não reagente'],
            ['VDRL', rep.r('VDRL', 'Reagente', '', 'vdrl', C), 'Não reagente'],
            ['VDRL — título', rep.r('VDRL — título', '1/8', '', 'vdrl_titer', C), 'Não reagente']]
    rep.add('table', cols=[.42, .26, .32], header=['Exame', 'Resultado', 'Valor de referência'], rows=rows,
            aligns=['L', 'L', 'L'], border='lines', boldcol=1)
    rep.add('text', lines=['VDRL reagente: recomenda-se teste treponêmico confirmatório (FTA-Abs ou quimioluminescência treponêmica).',
                           'Anti-HIV não reagente não exclui infecção recente (janela imunológica). Índice de amostra: 0,12 (cut-off 1,00).'],
            size=7.6, italic=True)
    rep.add('gap', h=6)
    rep.add('text', lines=['Exames liberados em 18/03/2025 17:40 (potássio em 20/03/2025 10:05)',
                           'Dra. Luciana Barreto — CRF-BA 5.412 — Responsável técnica'], size=8, align='C')
    footer(rep, ['Impresso em 21/03/2025 10:15 — Página 2 de 2'])
    return rep

# ------------------------------------------------------------------ s07
def s07():
    C = '2025-05-06'; P = '2024-12-05'
    rep = Report('s07', 'Laboratório Cearense de Análises Clínicas', 'Fortaleza/CE', C, 1,
                 dict(font='DejaVu Sans', size=7.8))
    rep.features = 'two-column layout (left column first), "Ant.:" previous value under the current one with dd/mm/yy dates, markers split over two lines, ↑ flags'
    header(rep, 'LABORATÓRIO CEARENSE DE ANÁLISES CLÍNICAS', [
        'Av. Santos Dumont, 2.789 — Aldeota — Fortaleza/CE · CNES 2561123 · CNPJ 07.333.444/0001-55',
        'Diretor técnico: Dr. Raimundo N. Holanda — CRM-CE 9.876 · Bioquímica responsável: Dra. Célia Ximenes — CRF-CE 2.431'], tsize=12)
    rep.add('kv', rows=[[('Paciente:', 'FRANCISCA DAS CHAGAS MOREIRA'), ('Nº atendimento:', '556.013')],
                        [('Nascimento:', '14/02/1958 — 67 a'), ('Sexo:', 'F')],
                        [('Solicitante:', 'Dr. Igor Bezerra'), ('Coleta:', fd(C) + ' 07:30 · Entrada: 06/05/2025')]], size=7.8)
    def col(title, items):
        rows = []
        for name, vt, unit, key, ref, prev, flag in items:
            pn = name.replace('\n', ' ')
            cell = rep.r(pn, vt, unit, key, C) + flag
            if prev:
                cell += f'\nAnt.: {rep.r(pn, prev, unit, key, P)} ({fd(P, "br2")})'
            rows.append([name, cell, unit, ref])
        return [dict(kind='title', text=title, size=9, bar=True),
                dict(kind='table', cols=[.31, .27, .14, .28], header=['Exame', 'Resultado', 'Unid.', 'Ref.'], rows=rows,
                     aligns=['L', 'L', 'L', 'L'], border='lines', size=7.6)]
    left = col('HEPATOGRAMA', [
        ('TGO (AST)', '58', 'U/L', 'ast', '< 32', '71', ' ↑'),
        ('TGP (ALT)', '64', 'U/L', 'alt', '< 33', '88', ' ↑'),
        ('Gama-GT', '112', 'U/L', 'ggt', '6 a 42', '145', ' ↑'),
        ('Fosfatase\nalcalina', '98', 'U/L', 'alp', '35 a 104', None, ''),
        ('Bilirrubina\ntotal', '0,82', 'mg/dL', 'bt', 'até 1,20', None, ''),
        ('Bilirrubina\ndireta', '0,21', 'mg/dL', 'bd', 'até 0,30', None, ''),
        ('Bilirrubina\nindireta', '0,61', 'mg/dL', 'bi', 'até 0,90', None, ''),
        ('Albumina', '4,1', 'g/dL', 'alb', '3,5 a 5,2', None, ''),
        ('Proteínas totais', '7,0', 'g/dL', 'prot', '6,4 a 8,3', None, '')])
    right = col('FUNÇÃO RENAL E ELETRÓLITOS', [
        ('Ureia', '38', 'mg/dL', 'urea', '17 a 49', None, ''),
        ('Creatinina', '0,89', 'mg/dL', 'creat', '0,51 a 0,95', '0,84', ''),
        ('Sódio', '141', 'mmol/L', 'na', '136 a 145', None, ''),
        ('Potássio', '4,2', 'mmol/L', 'k', '3,5 a 5,1', '3,4', ''),
        ('Cloreto', '103', 'mmol/L', 'cl', '98 a 107', None, ''),
        ('Cálcio', '9,6', 'mg/dL', 'ca', '8,8 a 10,6', None, ''),
        ('Fósforo', '3,7', 'mg/dL', 'phos', '2,5 a 4,5', None, '')])
    rep.add('two', left=left, right=right, sep=True)
    rep.add('text', lines=['↑ acima do valor de referência. "Ant." = resultado anterior neste laboratório, com a data da coleta correspondente.',
                           'Métodos: enzimático/colorimétrico (Cobas c503); eletrólitos por ISE indireto. Material: soro.'], size=7.2, italic=True)
    rep.add('gap', h=4)
    rep.add('text', lines=['Resultado liberado em 06/05/2025 14:55 · Dra. Célia Ximenes — CRF-CE 2.431'], size=7.6)
    footer(rep, ['Emitido em 07/05/2025 · Este documento é válido com assinatura eletrônica · Folha 1/1'])
    return rep

# ------------------------------------------------------------------ s08
def s08():
    C = '2025-04-10'; U = '2025-04-12'; P = '2024-10-08'
    rep = Report('s08', 'Laboratório Goiano Pasteur', 'Goiânia/GO', C, 1,
                 dict(font='Liberation Sans', size=8.4))
    rep.features = 'blood and 24-h urine collected on different days (two "Data da coleta"), histórico lines with dates, creatinine clearance'
    header(rep, 'LABORATÓRIO GOIANO PASTEUR', [
        'Rua 9, nº 1.200 — Setor Oeste — Goiânia/GO · CNES 2338912 · CNPJ 01.222.333/0001-44',
        'RT: Dr. Wanderley F. Araújo — CRBM-3 8.801'], tsize=13)
    rep.add('kv', rows=[[('Cliente:', 'LUIZ HENRIQUE BORGES'), ('Requisição:', '2025/041-7733')],
                        [('Nasc.:', '02/02/1960'), ('Sexo:', 'M'), ('Peso/altura:', '82 kg / 1,74 m')],
                        [('Médico:', 'Dr. Otávio Siqueira — CRM-GO 11.200'), ('Previsão de entrega:', '15/04/2025')]], size=8)
    rep.add('title', text=f'SANGUE — Data da coleta: {fd(C)} 07:50 — Material: soro / sangue total', size=9.4, bar=True)
    rows = []
    def b(name, vt, unit, key, ref, prev=None, flag=''):
        rows.append([name, rep.r(name, vt, unit, key, C) + flag, unit, ref])
        if prev:
            rows.append(['   Histórico', f'{rep.r(name, prev, unit, key, P)} {unit} em {fd(P)}', '', ''])
    b('Creatinina', '1,42', 'mg/dL', 'creat', '0,70 a 1,20', prev='1,31', flag=' H')
    b('Ureia', '58', 'mg/dL', 'urea', '19 a 49', flag=' H')
    b('Glicose', '131', 'mg/dL', 'glu', '70 a 99', flag=' H')
    b('Hemoglobina glicada', '7,2', '%', 'hba1c', 'Meta individualizada; DM: ≥ 6,5', prev='7,9')
    b('Potássio', '4,9', 'mEq/L', 'k', '3,5 a 5,1')
    b('Sódio', '139', 'mEq/L', 'na', '136 a 145')
    b('Ácido úrico', '7,4', 'mg/dL', 'uric', '3,5 a 7,2', flag=' H')
    b('Albumina', '3,9', 'g/dL', 'alb', '3,5 a 5,2')
    rep.add('table', cols=[.28, .3, .12, .3], header=['Exame', 'Resultado', 'Unidade', 'Referência'], rows=rows,
            aligns=['L', 'L', 'L', 'L'], border='lines')
    rep.add('title', text=f'URINA DE 24 HORAS — Data da coleta: {fd(U)} (entregue pelo paciente às 07:40)', size=9.4, bar=True)
    rep.add('text', lines=['Material: urina de 24 horas — volume total informado: 1.850 mL. Início da coleta informado pelo paciente às 07:00 do dia anterior.'], size=7.6)
    rows = []
    def u(name, vt, unit, key, ref, prev=None, flag=''):
        rows.append([name, rep.r(name, vt, unit, key, U) + flag, unit, ref])
        if prev:
            rows.append(['   Histórico', f'{rep.r(name, prev, unit, key, P)} {unit} em {fd(P)}', '', ''])
    u('Proteinúria de 24 horas', '412', 'mg/24h', 'u24_prot', '< 150', prev='530', flag=' H')
    u('Creatinina urinária', '1.210', 'mg/24h', 'u24_creat', '800 a 1.800')
    u('Clearance de creatinina', '59', 'mL/min', 'creat_clear', '97 a 137', flag=' L')
    rep.add('table', cols=[.28, .3, .12, .3], header=['Exame', 'Resultado', 'Unidade', 'Referência'], rows=rows,
            aligns=['L', 'L', 'L', 'L'], border='lines')
    rep.add('title', text=f'URINA — AMOSTRA ISOLADA (coletada em {fd(U)})', size=9.4, bar=True)
    rows = [['Albumina urinária', rep.r('Albumina urinária', '26,4', 'mg/L', 'u_alb', U), 'mg/L', 'até 20,0'],
            ['Creatinina urinária', rep.r('Creatinina urinária', '68,6', 'mg/dL', 'u_creat', U), 'mg/dL', '—'],
            ['Relação albumina/creatinina', rep.r('Relação albumina/creatinina', '38,5', 'mg/g', 'u_alb_ratio', U), 'mg/g', '< 30']]
    rep.add('table', cols=[.28, .3, .12, .3], header=None, rows=rows, aligns=['L', 'L', 'L', 'L'], border='none')
    rep.add('text', lines=['Clearance corrigido para superfície corporal de 1,96 m². H = alto; L = baixo.',
                           'Histórico: resultado anterior deste laboratório, com a data da respectiva coleta.'], size=7.3, italic=True)
    rep.add('gap', h=3)
    rep.add('text', lines=['Liberado em 14/04/2025 às 16:30 — Dr. Wanderley F. Araújo — CRBM-3 8.801'], size=7.8)
    footer(rep, ['Laudo impresso em 15/04/2025 · Página 1 de 1'])
    return rep

# ------------------------------------------------------------------ s09
def s09():
    C = '2025-06-03'
    rep = Report('s09', 'Laboratório Catarinense de Endocrinologia', 'Florianópolis/SC', C, 1,
                 dict(font='Liberation Sans', size=8.4))
    rep.features = 'result printed AFTER the reference range; "Histórico" line with up to three previous dated results; ng/dL, pg/mL, ng/mL'
    header(rep, 'Laboratório Catarinense de Endocrinologia', [
        'Rua Bocaiúva, 2.468 — Centro — Florianópolis/SC · CNES 3157012 · CNPJ 82.111.999/0001-73',
        'Responsável técnico: Dr. Henrique Schmitz — CRM-SC 14.552 · Farm. Bioq. Débora Kuhnen — CRF-SC 6.118'], tsize=13)
    rep.add('kv', rows=[[('Paciente:', 'Patrícia Regina Hoffmann'), ('Ordem de serviço:', '88120-4')],
                        [('Data de nascimento:', '25/08/1981'), ('Sexo:', 'Feminino')],
                        [('Médico:', 'Dra. Carla Vieira (CRM-SC 20.007)'), ('Coleta:', fd(C) + ' 08:02')],
                        [('Recebido em:', '03/06/2025 09:15'), ('Liberado em:', '05/06/2025 12:40')]], size=8)
    rows = []
    def x(name, ref, vt, unit, key, hist=(), flag=''):
        rows.append([name, ref, rep.r(name, vt, unit, key, C) + flag, unit])
        if hist:
            parts = [f'{fd(d)}: {rep.r(name, v, unit, key, d)}' for d, v in hist]
            rows.append(['', 'Histórico: ' + '  |  '.join(parts), '', ''])
    rows.append({'span': 'TIREOIDE — soro, eletroquimioluminescência'})
    x('TSH', '0,27 a 4,20', '5,86', 'µUI/mL', 'tsh', [('2024-09-11', '4,12'), ('2024-04-02', '3,87'), ('2023-10-20', '5,02')], flag=' (A)')
    x('T4 livre', '0,93 a 1,70', '1,02', 'ng/dL', 'ft4', [('2024-09-11', '1,10'), ('2024-04-02', '1,15')])
    rows.append({'span': 'VITAMINAS E METABOLISMO DO FERRO'})
    x('25-OH Vitamina D', '> 20 (população geral)\n30 a 60 (grupos de risco)', '27,4', 'ng/mL', 'vitd', [('2024-09-11', '18,9'), ('2024-04-02', '15,2')])
    x('Vitamina B12', '197 a 771', '412', 'pg/mL', 'b12')
    x('Ácido fólico', '3,1 a 20,5', '> 20,0', 'ng/mL', 'folate')
    x('Ferritina', '13 a 150', '9,8', 'ng/mL', 'ferritin', [('2024-09-11', '14,6')], flag=' (B)')
    x('Ferro sérico', '50 a 170', '61', 'µg/dL', 'iron')
    rows.append({'span': 'METABOLISMO GLICÍDICO'})
    x('Glicose', '70 a 99', '88', 'mg/dL', 'glu')
    x('Insulina', '2,6 a 24,9', '7,9', 'µUI/mL', 'insulin')
    rep.add('table', cols=[.22, .44, .17, .17], header=['Exame', 'Valores de referência', 'Resultado', 'Unidade'], rows=rows,
            aligns=['L', 'L', 'R', 'L'], border='lines', boldcol=2)
    rep.add('text', lines=['(A) acima do valor de referência; (B) abaixo do valor de referência.',
                           'Histórico: resultados anteriores desta paciente no laboratório, pela data da coleta. Última menstruação informada: 20/05/2025.',
                           'Ácido fólico: valor acima do limite superior de linearidade do método.'], size=7.3, italic=True)
    rep.add('gap', h=4)
    rep.add('text', lines=['Farm. Bioq. Débora Kuhnen — CRF-SC 6.118', 'Documento assinado digitalmente em 05/06/2025'], size=7.8, align='R')
    footer(rep, ['Impresso em 09/06/2025 08:03 · pág. 1/1 · Dúvidas: (48) 3222-0101'])
    return rep

# ------------------------------------------------------------------ s10
def s10():
    H1 = '2025-02-20'; U = '2025-02-21'; T = '2025-03-27'
    rep = Report('s10', 'Laboratório Amazônia Diagnósticos', 'Manaus/AM', H1, 2,
                 dict(font='DejaVu Sans Condensed', size=8.4))
    rep.features = 'prenatal panel on three collection days (blood, urine next day, OGTT five weeks later), DUM/DPP distractors, 14/mar/2025-style dates, 2 pages'
    def head():
        header(rep, 'LABORATÓRIO AMAZÔNIA DIAGNÓSTICOS', [
            'Av. Djalma Batista, 1.661 — Chapada — Manaus/AM · CNES 5012988 · CNPJ 04.555.666/0001-11',
            'Responsável técnica: Dra. Raimunda Pinheiro — CRF-AM 1.204'], align='C', tsize=13)
        rep.add('kv', rows=[[('Paciente:', 'KEILA DOS SANTOS ARAÚJO'), ('Protocolo:', 'AM-2025-019934')],
                            [('Nascimento:', '08/10/1997'), ('Sexo:', 'Feminino'), ('DUM:', '02/nov/2024')],
                            [('DPP:', '09/ago/2025'), ('Médico(a):', 'Dra. Sâmia Lopes — CRM-AM 7.719'), ('Solicitação:', '18/fev/2025')]], size=7.9)
    head()
    rep.add('title', text='ROTINA PRÉ-NATAL — 1º TRIMESTRE', size=10, bar=True)
    rep.add('text', lines=[f'Sangue coletado em {fd(H1, "mon")} às 07:20 (IG informada: 15 semanas).'], size=7.8, bold=True)
    rows = [['Hemoglobina', rep.r('Hemoglobina', '11,4', 'g/dL', 'hgb', H1), 'g/dL', '> 11,0 (gestante)'],
            ['Hematócrito', rep.r('Hematócrito', '34,2', '%', 'hct', H1), '%', '33,0 a 44,0'],
            ['Leucócitos', rep.r('Leucócitos', '9.870', '/mm³', 'wbc', H1), '/mm³', '5.000 a 15.000'],
            ['Plaquetas', rep.r('Plaquetas', '198.000', '/mm³', 'plt', H1), '/mm³', '150.000 a 400.000'],
            ['Glicemia de jejum', rep.r('Glicemia de jejum', '84', 'mg/dL', 'glu_f', H1), 'mg/dL', '< 92 (gestante)']]
    rep.add('table', cols=[.3, .18, .14, .38], header=['Exame', 'Resultado', 'Unidade', 'Referência'], rows=rows,
            aligns=['L', 'R', 'L', 'L'], border='grid')
    rows = [['Anti-HIV 1 e 2 (4ª geração)', rep.r('Anti-HIV 1 e 2 (4ª geração)', 'Não reagente', '', 'hiv', H1)],
            ['HBsAg', rep.r('HBsAg', 'Não reagente', '', 'hbsag', H1)],
            ['Anti-HCV', rep.r('Anti-HCV', 'Não reagente', '', 'hcv', H1)],
            ['VDRL', rep.r('VDRL', 'Não reagente', '', 'vdrl', H1)]]
    rep.add('table', cols=[.4, .6], header=['Sorologias (soro)', 'Resultado'], rows=rows, aligns=['L', 'L'], border='lines', leader=True)
    rep.add('title', text='URINA TIPO I', size=10, bar=True)
    rep.add('text', lines=[f'Amostra de urina coletada em {fd(U, "mon")} às 06:40 (jato médio, 1ª da manhã).'], size=7.8, bold=True)
    rows = [['Densidade', rep.r('Densidade', '1,015', '', 'u_sg', U), '1,005 a 1,030'],
            ['pH', rep.r('pH', '6,5', '', 'u_ph', U), '5,0 a 7,5'],
            ['Proteínas', rep.r('Proteínas', 'Ausentes', '', 'u_prot', U), 'Ausentes'],
            ['Nitrito', rep.r('Nitrito', 'Negativo', '', 'u_nit', U), 'Negativo'],
            ['Leucócitos', rep.r('Leucócitos', '12.000', '/mL', 'u_wbc', U) + ' /mL', 'até 10.000 /mL'],
            ['Hemácias', rep.r('Hemácias', '3.000', '/mL', 'u_rbc', U) + ' /mL', 'até 10.000 /mL']]
    rep.add('table', cols=[.3, .32, .38], header=['Urina', 'Resultado', 'Referência'], rows=rows, aligns=['L', 'L', 'L'], border='lines')
    footer(rep, ['Página 1 de 2 — continua'])
    rep.add('page')
    head()
    rep.add('title', text='TESTE ORAL DE TOLERÂNCIA À GLICOSE — 75 g (GESTANTE)', size=10, bar=True)
    rep.add('text', lines=[f'Coleta em {fd(T, "mon")} — jejum às 07:10; 1 hora às 08:12; 2 horas às 09:10 (IG informada: 20 semanas e 4 dias).',
                           'Material: plasma fluoretado. Método: hexoquinase.'], size=7.8)
    rows = [['GLICEMIA JEJUM', rep.r('GLICEMIA JEJUM', '88', 'mg/dL', 'glu_f', T), 'mg/dL', '< 92 mg/dL'],
            ['GLICEMIA APÓS 1 HORA', rep.r('GLICEMIA APÓS 1 HORA', '186', 'mg/dL', 'glu_1h', T) + ' ↑', 'mg/dL', '< 180 mg/dL'],
            ['GLICEMIA APÓS 2 HORAS', rep.r('GLICEMIA APÓS 2 HORAS', '142', 'mg/dL', 'glu_2h', T), 'mg/dL', '< 153 mg/dL']]
    rep.add('table', cols=[.34, .18, .14, .34], header=['Dosagem', 'Resultado', 'Unidade', 'Referência (IADPSG/OMS)'], rows=rows,
            aligns=['L', 'R', 'L', 'L'], border='grid', boldcol=1)
    rep.add('text', lines=['Diagnóstico de diabetes mellitus gestacional se ao menos um valor ≥ 92 (jejum), ≥ 180 (1 h) ou ≥ 153 mg/dL (2 h).',
                           'Valor de 1 hora acima do ponto de corte — correlacionar com dados clínicos.'], size=7.4, italic=True)
    rep.add('gap', h=5)
    rep.add('text', lines=['Datas de liberação: rotina 1º trimestre em 22/fev/2025; TOTG em 27/mar/2025 às 15:30.',
                           'Dra. Raimunda Pinheiro — CRF-AM 1.204 (assinatura digital). Próxima consulta pré-natal: 03/abr/2025.'], size=7.8)
    footer(rep, ['Impresso em 28/mar/2025 · Página 2 de 2'])
    return rep

# ------------------------------------------------------------------ s11
def s11():
    d = ['2025-03-14', '2025-03-13', '2025-03-12', '2025-03-11']
    rep = Report('s11', 'Hospital Regional do Planalto — Laboratório de Análises Clínicas', 'Brasília/DF', d[0], 1,
                 dict(font='Liberation Mono', size=7.6, pdf_font='Liberation Mono'))
    rep.features = 'ICU cumulative grid, newest column FIRST, dd/mon/yyyy headers, ↑/↓ flags glued to values, a ">" value, blank cells, monospace'
    header(rep, 'HOSPITAL REGIONAL DO PLANALTO - LABORATORIO DE ANALISES CLINICAS', [
        'SGAS 608, Módulo A - Asa Sul - Brasília/DF - CNES 0010456 - CNPJ 00.394.700/0009-12',
        'Resp. técnico: Dr. Gilberto Amaral CRM-DF 8.114 - Biomédica plantonista: Renata Sá CRBM-3 9.990'], size=7, tsize=10.5)
    rep.add('kv', rows=[[('PACIENTE:', 'JOAO PEDRO NASCIMENTO FILHO'), ('PRONTUARIO:', '1.204.887')],
                        [('NASC:', '30/01/1949'), ('SEXO:', 'M'), ('SETOR:', 'UTI ADULTO 2 - LEITO 07')],
                        [('ADMISSAO:', '10/mar/2025'), ('EMITIDO:', '14/mar/2025 13:05')]], size=7.4)
    rep.add('title', text='CUMULATIVO - ULTIMOS 4 DIAS (coluna da esquerda = coleta mais recente)', size=8.6, under=True)
    hdr = ['EXAME'] + [fd(x, 'mon') for x in d] + ['UNID', 'REF']
    rows = []
    def g(name, unit, ref, key, vals):
        row = [name]
        for dd, v in zip(d, vals):
            if v is None:
                row.append('')
            else:
                vt, fl = v if isinstance(v, tuple) else (v, '')
                row.append(rep.r(name, vt, unit, key, dd) + fl)
        rows.append(row + [unit, ref])
    g('HEMOGLOBINA', 'g/dL', '13,0-17,0', 'hgb', [('9,8', '↓'), ('9,5', '↓'), ('10,2', '↓'), ('11,6', '↓')])
    g('LEUCOCITOS', 'mil/mm3', '4,0-10,0', 'wbc', [('12,4', '↑'), ('15,8', '↑'), ('18,2', '↑'), ('16,1', '↑')])
    g('PLAQUETAS', 'mil/mm3', '150-400', 'plt', [('112', '↓'), ('98', '↓'), ('121', '↓'), '164'])
    g('CREATININA', 'mg/dL', '0,7-1,2', 'creat', [('2,31', '↑'), ('2,74', '↑'), ('2,46', '↑'), ('1,88', '↑')])
    g('UREIA', 'mg/dL', '17-49', 'urea', [('96', '↑'), ('118', '↑'), ('104', '↑'), ('79', '↑')])
    g('SODIO', 'mEq/L', '135-145', 'na', ['139', '141', ('146', '↑'), '143'])
    g('POTASSIO', 'mEq/L', '3,5-5,1', 'k', ['4,4', ('5,3', '↑'), '4,9', '4,1'])
    g('MAGNESIO', 'mg/dL', '1,6-2,6', 'mg', ['1,9', None, ('1,5', '↓'), None])
    g('PCR', 'mg/L', '< 5,0', 'crp', [('86', '↑'), ('154', '↑'), ('> 320', '↑'), ('212', '↑')])
    g('TGO', 'U/L', '< 40', 'ast', [None, '36', None, ('52', '↑')])
    rep.add('table', cols=[.16, .12, .12, .12, .12, .12, .14], header=hdr, rows=rows,
            aligns=['L', 'R', 'R', 'R', 'R', 'L', 'L'], border='grid', size=7.4)
    rep.add('text', lines=['↑ acima / ↓ abaixo da referencia. Celula vazia = exame nao realizado no dia.',
                           'PCR > 320 mg/L: acima do limite de medicao do metodo (imunoturbidimetria). Todas as coletas as 05:00-06:00.',
                           'Material: sangue total EDTA (hemograma) e soro (bioquimica).'], size=7, italic=True)
    rep.add('gap', h=3)
    rep.add('text', lines=['LIBERADO POR: RENATA SA CRBM-3 9.990 EM 14/mar/2025 09:48'], size=7.4)
    footer(rep, ['Relatorio gerado pelo SIL em 14/mar/2025 13:05 - Pag 1/1'])
    return rep

# ------------------------------------------------------------------ s12
def s12():
    C = '2025-03-14'
    rep = Report('s12', 'Rede Carioca de Medicina Diagnóstica', 'Rio de Janeiro/RJ', C, 2,
                 dict(font='DejaVu Serif', size=8.6))
    rep.features = 'big-network long form, one exam per block with "RESULTADO:" and "Resultados anteriores:" lists (value (date)), long dates "14 de março de 2025", 2 pages, "<"/"inferior a"/">" values'
    def head(pg):
        header(rep, 'Rede Carioca de Medicina Diagnóstica', [
            'Unidade Barra — Av. das Américas, 4.666 — Rio de Janeiro/RJ · CNES 6789012 · CNPJ 33.111.222/0031-05',
            'Responsável técnico: Dr. Eduardo Brandão — CRM-RJ 52.11234-7'], tsize=14)
        rep.add('kv', rows=[[('Cliente:', 'Sr. Marcelo Teixeira Guimarães'), ('Ficha:', '7120-33981-02')],
                            [('Nascimento:', '05/04/1963'), ('Sexo:', 'Masculino')],
                            [('Médico:', 'Dr. Rafael Coutinho — CRM-RJ 52.88012-4'), ('Coleta:', fd(C, 'long'))]], size=8)
    head(1)
    def ex(title, name, vt, unit, key, ref, prev=(), mat='Soro', met='', after=''):
        rep.add('title', text=title, size=9.4, under=True)
        rep.add('text', lines=[f'Material: {mat}' + (f'    Método: {met}' if met else '')], size=7.4)
        rep.add('table', cols=[.5, .5], header=None, rows=[[f'RESULTADO: {rep.r(name, vt, unit, key, C)} {unit}{after}', ref]],
                aligns=['L', 'L'], border='none', boldcol=0)
        if prev:
            parts = [f'{rep.r(name, v, unit, key, d)} {unit} ({fd(d)})' for d, v in prev]
            rep.add('text', lines=['Resultados anteriores: ' + '; '.join(parts)], size=7.4)
    ex('HEMOGLOBINA GLICADA — HbA1c', 'HEMOGLOBINA GLICADA — HbA1c', '5,9', '%', 'hba1c',
       'Normal < 5,7% · Pré-DM 5,7-6,4% · DM ≥ 6,5%', prev=[('2024-09-20', '5,7'), ('2024-03-15', '5,8')],
       mat='Sangue total EDTA', met='HPLC (NGSP)')
    ex('GLICOSE', 'GLICOSE', '101', 'mg/dL', 'glu', 'Normal: 70 a 99 mg/dL', prev=[('2024-09-20', '97')],
       mat='Plasma fluoretado', met='Hexoquinase', after='  (Alto)')
    ex('COLESTEROL TOTAL', 'COLESTEROL TOTAL', '188', 'mg/dL', 'chol', 'Desejável < 190 mg/dL', met='Enzimático')
    ex('COLESTEROL HDL', 'COLESTEROL HDL', '52', 'mg/dL', 'hdl', '> 40 mg/dL', met='Enzimático direto')
    ex('COLESTEROL LDL', 'COLESTEROL LDL', '108', 'mg/dL', 'ldl', 'Meta conforme risco cardiovascular', met='Calculado (Martin)')
    ex('TRIGLICERÍDEOS', 'TRIGLICERÍDEOS', '141', 'mg/dL', 'tg', '< 150 mg/dL (jejum)', met='Enzimático')
    ex('CREATININA', 'CREATININA', '1,01', 'mg/dL', 'creat', '0,70 a 1,20 mg/dL', met='Jaffé compensado')
    ex('TFG ESTIMADA (CKD-EPI 2021)', 'TFG ESTIMADA', '> 60', 'mL/min/1,73m²', 'egfr', 'Acima de 60', met='Cálculo')
    rep.add('text', lines=['Continua na página 2.'], size=7.4, align='R')
    footer(rep, [f'Laudo emitido em 18 de março de 2025 · Página 1 de 2'])
    rep.add('page')
    head(2)
    ex('TSH — HORMÔNIO TIREOESTIMULANTE', 'TSH', '2,41', 'mUI/L', 'tsh', '0,45 a 4,50 mUI/L', prev=[('2024-03-15', '2,87')],
       met='Quimioluminescência')
    ex('T4 LIVRE', 'T4 LIVRE', '1,18', 'ng/dL', 'ft4', '0,70 a 1,80 ng/dL', met='Quimioluminescência')
    ex('PSA TOTAL', 'PSA TOTAL', '1,84', 'ng/mL', 'psa', 'até 4,00 ng/mL (> 60 anos: até 4,50)', prev=[('2024-03-15', '1,62')],
       met='Quimioluminescência')
    ex('PSA LIVRE', 'PSA LIVRE', '0,41', 'ng/mL', 'psa_free', 'Sem valor de referência isolado', met='Quimioluminescência')
    ex('RELAÇÃO PSA LIVRE/TOTAL', 'RELAÇÃO PSA LIVRE/TOTAL', '22', '%', 'psa_ratio', '> 25 %: menor probabilidade de neoplasia', met='Cálculo')
    ex('VITAMINA D — 25-HIDROXIVITAMINA D', 'VITAMINA D', '31,6', 'ng/mL', 'vitd', '> 20 ng/mL (população saudável)',
       prev=[('2024-09-20', '24,3')], met='Quimioluminescência')
    ex('PROTEÍNA C REATIVA ULTRASSENSÍVEL', 'PROTEÍNA C REATIVA ULTRASSENSÍVEL', 'inferior a 0,3', 'mg/L', 'hscrp',
       'Baixo risco CV: < 1,0 mg/L', met='Imunoturbidimetria')
    ex('FERRITINA', 'FERRITINA', '186', 'ng/mL', 'ferritin', '30 a 400 ng/mL', met='Quimioluminescência')
    rep.add('gap', h=4)
    rep.add('text', lines=['Exames liberados em 15 de março de 2025 por Dr. Eduardo Brandão — CRM-RJ 52.11234-7.',
                           'Recebimento da amostra: 14/03/2025 09:31.'], size=7.8)
    footer(rep, ['Laudo emitido em 18 de março de 2025 · Página 2 de 2'])
    return rep

ALL = [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12]
