"""Python model of the 12 reports of set o. Each report is described once; gold and renderings come from it."""
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(__file__), 'tools'))
from common import Report
from render import T, TAB, COLS, HR, SP, PRE, BOX, SEC

def setup(rep, font='sans', size=8.5, lh=1.25, hm=(9, 12), fm=(10, 14), fsize=None, fscale=1.0):
    rep.font, rep.size, rep.lh, rep.html_margin, rep.fpdf_margin = font, size, lh, hm, fm
    rep.fsize = fsize or size
    rep.fscale = fscale
    return rep

def kv(pairs, ncols=2, size=8, lw=0.13):
    """patient block: label/value pairs laid out in ncols pairs per row."""
    vw = 1.0 / ncols - lw
    cols = []
    for _ in range(ncols):
        cols += [(lw, 'L'), (vw, 'L')]
    rows = []
    for i in range(0, len(pairs), ncols):
        row = []
        for l, v in pairs[i:i + ncols]:
            row += [(l, {'bold': True}), v]
        while len(row) < 2 * ncols:
            row.append('')
        rows.append(row)
    return TAB(cols, rows, size=size, pad=0.3)

# =====================================================================
def o01():
    R = setup(Report('o01', 'Laboratório Vila Carmo Análises Clínicas', 'Campinas/SP', '2025-03-14'),
              font='sans', size=8.5, fscale=0.97)
    D = '14/03/2025'
    def header(i, n):
        return [
            TAB([(0.62, 'L'), (0.38, 'R')], [
                [('LABORATÓRIO VILA CARMO', {'bold': True, 'size': 14, 'color': '#1a4f8a'}), ('Página %d de %d' % (i, n), {'size': 8})],
                [('Análises Clínicas • Campinas/SP', {'size': 8}), ('CNPJ 21.384.559/0001-07 • CNES 2748513', {'size': 7.5})],
                [('Rua Barão de Jaguara, 1482 – Centro – (19) 3232-4410', {'size': 7.5}), ('Resp. Técnico: Dra. Helena M. Bastos – CRF-SP 31.447', {'size': 7.5})]], size=8, pad=0.2),
            HR(w=2),
            kv([('Paciente:', 'MARIANA DE OLIVEIRA PRADO'), ('Protocolo:', '250314-0872'),
                ('Nascimento:', '22/08/1979 (45 anos)'), ('Sexo:', 'Feminino'),
                ('Médico:', 'Dr. Rafael Teixeira – CRM-SP 118.204'), ('Convênio:', 'UNIMED CAMPINAS'),
                ('Data da coleta:', D + ' 07:42'), ('Cadastro:', '13/03/2025 16:05')], size=7.8),
            HR(),
        ]
    R.header = header
    R.footer = lambda i, n: [SP(3), HR(style='dashed'),
        T('Liberado eletronicamente em 15/03/2025 10:12 por Dra. Helena M. Bastos – CRF-SP 31.447. Impresso em 17/03/2025.' if i == n else
          'Continua na próxima página. Laudo emitido por Laboratório Vila Carmo – Campinas/SP.', size=7, italic=True)]
    r = R.r
    cols4 = [(0.34, 'L'), (0.14, 'R'), (0.14, 'L'), (0.38, 'L')]
    rows = [SEC('HEMATOLOGIA', color='#1a4f8a'),
            SEC('HEMOGRAMA COMPLETO  –  Material: Sangue total (EDTA)  –  Método: Automatizado (citometria de fluxo) e microscopia', size=7, bold=False, italic=True),
            [('ERITROGRAMA', {'bold': True}), '', '', ''],
            ['Hemácias', r('rbc', 'Hemácias', '4,21', 'milhões/mm³'), 'milhões/mm³', '3,90 a 5,03'],
            ['Hemoglobina', r('hb', 'Hemoglobina', '12,4', 'g/dL'), 'g/dL', '12,0 a 15,5'],
            ['Hematócrito', r('ht', 'Hematócrito', '37,6', '%'), '%', '35,0 a 45,0'],
            ['VCM', r('vcm', 'VCM', '89,3', 'fL'), 'fL', '80,0 a 98,0'],
            ['HCM', r('hcm', 'HCM', '29,5', 'pg'), 'pg', '27,0 a 32,0'],
            ['CHCM', r('chcm', 'CHCM', '33,0', 'g/dL'), 'g/dL', '32,0 a 36,0']]
    leuco_cols = [(0.30, 'L'), (0.13, 'R'), (0.17, 'R'), (0.16, 'L'), (0.24, 'L')]
    lrows = [[('LEUCOGRAMA', {'bold': True}), ('%', {'bold': True}), ('/mm³', {'bold': True}), ('Ref. %', {'bold': True}), ('Ref. /mm³', {'bold': True})],
             ['Leucócitos', '', r('wbc', 'Leucócitos', '6.780', '/mm³'), '', '4.000 a 11.000']]
    for key, name, pct, ab, rp, ra in [('band', 'Bastonetes', '1', '68', '0 a 5', '0 a 500'),
                                       ('seg', 'Segmentados', '56', '3.797', '40 a 70', '1.600 a 7.700'),
                                       ('eos', 'Eosinófilos', '4', '271', '1 a 6', '40 a 660'),
                                       ('bas', 'Basófilos', '1', '68', '0 a 2', '0 a 220'),
                                       ('lin', 'Linfócitos', '31', '2.102', '20 a 45', '800 a 4.950'),
                                       ('mon', 'Monócitos', '7', '475', '2 a 10', '80 a 1.100')]:
        lrows.append([name, r(key + '_p', name, pct, '%'), r(key + '_a', name, ab, '/mm³'), rp, ra])
    prow = [(0.34, 'L'), (0.14, 'R'), (0.14, 'L'), (0.38, 'L')]
    page1 = [TAB(cols4, rows, head=['Exame', 'Resultado', 'Unidade', 'Valores de referência'], grid='h', size=8.3),
             TAB(leuco_cols, lrows, grid='h', size=8.3),
             TAB(prow, [['Plaquetas', r('plt', 'Plaquetas', '248.000', '/mm³'), '/mm³', '150.000 a 450.000']], grid='h', size=8.3),
             T('Observação: série vermelha e plaquetária sem alterações morfológicas à microscopia.', size=7.5, italic=True),
             SP(2)]
    b = [SEC('BIOQUÍMICA', color='#1a4f8a'),
         ['Glicose (jejum 10 h)\nMétodo: enzimático GOD-PAP', r('glu', 'Glicose (jejum 10 h)', '96', 'mg/dL'), 'mg/dL', '70 a 99 mg/dL\nGlicemia alterada: 100 a 125'],
         ['Ureia', r('urea', 'Ureia', '28', 'mg/dL'), 'mg/dL', '15 a 40'],
         ['Creatinina', r('crea', 'Creatinina', '0,78', 'mg/dL'), 'mg/dL', 'Mulheres: 0,50 a 0,90\nHomens: 0,70 a 1,20'],
         ['TFG estimada (CKD-EPI 2021)', r('egfr', 'TFG estimada (CKD-EPI 2021)', '95', 'mL/min/1,73m²'), 'mL/min/1,73m²', 'Superior a 60'],
         SEC('PERFIL LIPÍDICO  –  Material: Soro  –  Jejum não obrigatório', size=7.5),
         ['Colesterol total', (r('chol', 'Colesterol total', '214', 'mg/dL') + ' *', {}), 'mg/dL', 'Desejável: inferior a 190'],
         ['HDL-COLESTEROL', r('hdl', 'HDL-COLESTEROL', '58', 'mg/dL'), 'mg/dL', 'Desejável: superior a 40'],
         ['LDL-COLESTEROL (Martin)', (r('ldl', 'LDL-COLESTEROL (Martin)', '131', 'mg/dL') + ' *', {}), 'mg/dL', 'Ver categorias de risco abaixo'],
         ['Triglicerídeos', r('tg', 'Triglicerídeos', '124', 'mg/dL'), 'mg/dL', 'Inferior a 150 (jejum)'],
         SEC('ENZIMAS HEPÁTICAS', size=7.5),
         ['AST (TGO)', r('ast', 'AST (TGO)', '21', 'U/L'), 'U/L', 'Até 32'],
         ['ALT (TGP)', r('alt', 'ALT (TGP)', '19', 'U/L'), 'U/L', 'Até 33'],
         SEC('HORMÔNIOS', color='#1a4f8a'),
         ['TSH ultrassensível', r('tsh', 'TSH ultrassensível', '2,14', 'µUI/mL'), 'µUI/mL', '0,27 a 4,20'],
         ['T4 livre', r('t4l', 'T4 livre', '1,21', 'ng/dL'), 'ng/dL', '0,93 a 1,70']]
    page2 = [TAB(cols4, b, head=['Exame', 'Resultado', 'Unidade', 'Valores de referência'], grid='h', size=8.3),
             T('(*) Resultado fora do valor desejável. LDL calculado pela equação de Martin/Hopkins. Metas de LDL: '
               'risco baixo inferior a 130; intermediário inferior a 100; alto inferior a 70; muito alto inferior a 50 mg/dL '
               '(Consenso Brasileiro para Normatização da Determinação Laboratorial do Perfil Lipídico).', size=7.3),
             SP(2), T('Exames realizados em ' + D + '. Recebido no setor técnico em 14/03/2025 09:10.', size=7.5)]
    R.pages = [page1, page2]
    return R

# =====================================================================
def o02():
    R = setup(Report('o02', 'Laboratório São Lucas de Diagnóstico', 'Uberlândia/MG', '2025-02-27'),
              font='serif', size=8.6, fscale=1.0, hm=(8, 13), fm=(9, 13))
    def header(i, n):
        return [T('São Lucas Diagnóstico', size=15, bold=True, color='#7a1f1f'),
                T('Laboratório de Análises Clínicas  |  Av. Rondon Pacheco, 3310 – Uberlândia/MG  |  CNES 2161893  |  CNPJ 08.722.104/0001-61', size=7),
                T('Responsável técnico: Dr. Marcos Vinícius Lacerda – CRBM-3 4.517', size=7),
                HR(w=2, color='#7a1f1f'),
                kv([('Nome', 'José Aparecido Ferreira'), ('Pedido', '7.018.442'),
                    ('Nasc.', '03/05/1961'), ('Sexo', 'Masculino'),
                    ('Solicitante', 'Dra. Luana Pires Campos  CRM-MG 58.113'), ('Emissão', '28/02/2025'),
                    ], size=7.8, lw=0.1),
                T('Folha %d/%d' % (i, n), size=7, align='R'), HR()]
    R.header = header
    R.footer = lambda i, n: [SP(2), T('Os resultados devem ser interpretados pelo médico em conjunto com dados clínicos. '
                                       'Assinado digitalmente por Dr. Marcos Vinícius Lacerda – CRBM-3 4.517 em 28/02/2025 11:47.', size=6.8, italic=True)]
    r = R.r
    def block(title, material, metodo, res_lines, ref, coleta='27/02/2025 07:15', note=None):
        bl = [T(title, bold=True, size=9.5),
              T('Material: %s     Método: %s' % (material, metodo), size=7.5, italic=True),
              TAB([(0.45, 'L'), (0.55, 'L')], [[('\n'.join(res_lines), {'size': 8.8}), ('Valores de referência:\n' + ref, {'size': 7.6})]], pad=0.4)]
        if note:
            bl.append(T(note, size=7))
        bl.append(T('Coletado em: %s     Liberado em: 28/02/2025' % coleta, size=6.8, color='#555555'))
        return BOX(bl)
    p1 = [
        block('GLICOSE', 'Soro', 'Enzimático – Hexoquinase', ['Resultado: %s mg/dL  (Alto)' % r('glu', 'GLICOSE', '118', 'mg/dL')],
              'Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\nDiabetes: igual ou superior a 126 mg/dL'),
        block('HEMOGLOBINA GLICADA – HbA1c', 'Sangue total (EDTA)', 'HPLC – certificado NGSP',
              ['Hemoglobina glicada: %s %%' % r('a1c', 'Hemoglobina glicada', '6,4', '%'),
               'Glicose média estimada: %s mg/dL' % r('eag', 'Glicose média estimada', '137', 'mg/dL')],
              'Normal: inferior a 5,7%\nPré-diabetes: 5,7 a 6,4%\nDiabetes: igual ou superior a 6,5%'),
        block('CREATININA', 'Soro', 'Cinético de Jaffé compensado',
              ['Resultado: %s mg/dL' % r('crea', 'CREATININA', '1,08', 'mg/dL'),
               'eTFG (CKD-EPI 2021): %s mL/min/1,73 m²' % r('egfr', 'eTFG (CKD-EPI 2021)', '76', 'mL/min/1,73 m²')],
              'Homens: 0,70 a 1,20 mg/dL\nMulheres: 0,50 a 0,90 mg/dL'),
        block('UREIA', 'Soro', 'Enzimático UV (urease/GLDH)', ['Resultado: %s mg/dL' % r('urea', 'UREIA', '36', 'mg/dL')],
              '16,6 a 48,5 mg/dL'),
        block('POTÁSSIO', 'Soro', 'Eletrodo íon seletivo indireto', ['Resultado: %s mEq/L' % r('k', 'POTÁSSIO', '4,6', 'mEq/L')],
              '3,5 a 5,1 mEq/L'),
        block('SÓDIO', 'Soro', 'Eletrodo íon seletivo indireto', ['Resultado: %s mEq/L' % r('na', 'SÓDIO', '140', 'mEq/L')],
              '136 a 145 mEq/L'),
    ]
    p2 = [
        block('COLESTEROL TOTAL E FRAÇÕES', 'Soro', 'Enzimático colorimétrico / HDL direto / LDL calculado (Friedewald)',
              ['Colesterol total: %s mg/dL' % r('chol', 'Colesterol total', '187', 'mg/dL'),
               'HDL: %s mg/dL' % r('hdl', 'HDL', '39', 'mg/dL'),
               'LDL: %s mg/dL' % r('ldl', 'LDL', '118', 'mg/dL'),
               'VLDL: %s mg/dL' % r('vldl', 'VLDL', '30', 'mg/dL')],
              'Colesterol total desejável: inferior a 190 mg/dL\nHDL desejável: superior a 40 mg/dL\nLDL: conforme risco cardiovascular\nVLDL: não há valor de referência estabelecido'),
        block('TRIGLICERÍDEOS', 'Soro', 'Enzimático colorimétrico (GPO-PAP)', ['Resultado: %s mg/dL' % r('tg', 'TRIGLICERÍDEOS', '152', 'mg/dL')],
              'Com jejum: inferior a 150 mg/dL\nSem jejum: inferior a 175 mg/dL'),
        block('PSA TOTAL', 'Soro', 'Eletroquimioluminescência', ['Resultado: %s ng/mL' % r('psa', 'PSA TOTAL', '2,31', 'ng/mL')],
              'Até 4,00 ng/mL', note='Nota: valores podem se elevar após ejaculação, exercício ciclístico ou manipulação prostática nas 48 h anteriores.'),
        block('TSH – HORMÔNIO TIREOESTIMULANTE', 'Soro', 'Quimioluminescência', ['Resultado: %s µUI/mL' % r('tsh', 'TSH – HORMÔNIO TIREOESTIMULANTE', '3,82', 'µUI/mL')],
              '0,45 a 4,50 µUI/mL'),
        block('VITAMINA D – 25 HIDROXI', 'Soro', 'Quimioluminescência', ['Resultado: %s ng/mL' % r('vitd', 'VITAMINA D – 25 HIDROXI', '24,7', 'ng/mL')],
              'População geral saudável: superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL', coleta='27/02/2025 07:15'),
        block('ÁCIDO ÚRICO', 'Soro', 'Uricase/peroxidase', ['Resultado: %s mg/dL' % r('urico', 'ÁCIDO ÚRICO', '6,8', 'mg/dL')],
              'Homens: 3,4 a 7,0 mg/dL'),
    ]
    R.pages = [p1, p2]
    return R

# =====================================================================
def o03():
    R = setup(Report('o03', 'Labclin Paraná Medicina Diagnóstica', 'Londrina/PR', '2025-03-11'),
              font='lsans', size=8, fscale=1.0, hm=(8, 10), fm=(9, 11))
    R.header = lambda i, n: [
        TAB([(0.5, 'L'), (0.5, 'R')], [[('labclin', {'bold': True, 'size': 18, 'color': '#0b7a5c'}), ('Portal do Paciente – Resumo de resultados', {'bold': True, 'size': 10})],
                                      [('Labclin Paraná Medicina Diagnóstica Ltda – CNPJ 14.902.377/0001-20 – CNES 6021557', {'size': 7}), ('Gerado em 18/03/2025 21:14', {'size': 7})]], pad=0.2),
        HR(w=2, color='#0b7a5c'),
        kv([('Paciente', 'Carlos Eduardo Nishimura'), ('Nascimento', '09/12/1987'), ('Sexo', 'M'),
            ('Atendimento', '0311-55820'), ('Coleta', '11/03/2025'), ('Médico', 'Dra. Priscila Andrade CRM/PR 27.981')], ncols=3, size=7.5, lw=0.1),
        T('Legenda: ↑ acima da referência  ↓ abaixo da referência', size=7, italic=True), SP(1)]
    R.footer = lambda i, n: [SP(2), HR(),
        T('Este resumo não substitui o laudo completo, disponível no portal com assinatura digital. Responsável técnico: '
          'Dr. André Luiz Kowalski – CRF-PR 12.904. Unidade Gleba Palhano – Londrina/PR. Próxima coleta agendada: 10/06/2025.', size=6.8)]
    r = R.r
    cols = [(0.46, 'L'), (0.26, 'L'), (0.28, 'L')]
    def row(key, name, vt, unit, ref, flag=''):
        r(key, name, vt, unit)
        return [name, ((vt + ' ' + unit + (' ' + flag if flag else '')).strip(), {'bold': bool(flag)}), (ref, {'size': 6.8, 'color': '#444444'})]
    left = [TAB(cols, [SEC('HEMOGRAMA', color='#0b7a5c'),
        row('rbc', 'Eritrócitos', '5,12', 'x10⁶/µL', '4,30 – 5,70'),
        row('hb', 'Hemoglobina', '15,3', 'g/dL', '13,5 – 17,5'),
        row('ht', 'Hematócrito', '45,1', '%', '39,0 – 50,0'),
        row('vcm', 'VCM', '88,1', 'fL', '81 – 95'),
        row('hcm', 'HCM', '29,9', 'pg', '26 – 34'),
        row('chcm', 'CHCM', '33,9', 'g/dL', '31 – 36'),
        row('rdw', 'RDW', '12,6', '%', '11,8 – 15,6'),
        row('wbc', 'Leucócitos', '9,84', 'x10³/µL', '3,50 – 10,50'),
        row('neu_a', 'Neutrófilos', '6,91', 'x10³/µL', '1,70 – 7,00'),
        row('lin_a', 'Linfócitos', '2,05', 'x10³/µL', '0,90 – 2,90'),
        row('mon_a', 'Monócitos', '0,62', 'x10³/µL', '0,30 – 0,90'),
        row('eos_a', 'Eosinófilos', '0,22', 'x10³/µL', '0,05 – 0,50'),
        row('bas_a', 'Basófilos', '0,04', 'x10³/µL', '0,00 – 0,10'),
        row('plt', 'Plaquetas', '141', 'x10³/µL', '150 – 450', '↓'),
        SEC('LIPÍDIOS', color='#0b7a5c'),
        row('chol', 'Colesterol total', '243', 'mg/dL', '< 190', '↑'),
        row('hdl', 'Colesterol HDL', '36', 'mg/dL', '> 40', '↓'),
        row('ldl', 'Colesterol LDL', '168', 'mg/dL', '< 130', '↑'),
        row('tg', 'Triglicérides', '196', 'mg/dL', '< 150', '↑'),
        row('nhdl', 'Colesterol não HDL', '207', 'mg/dL', '< 160', '↑')], head=['Exame', 'Resultado', 'Referência'], grid='h', size=7.8, pad=0.45)]
    right = [TAB(cols, [SEC('BIOQUÍMICA', color='#0b7a5c'),
        row('glu', 'Glicose', '104', 'mg/dL', '70 – 99', '↑'),
        row('a1c', 'Hemoglobina glicada', '5,9', '%', '< 5,7', '↑'),
        row('crea', 'Creatinina', '1,02', 'mg/dL', '0,70 – 1,20'),
        row('urea', 'Ureia', '31', 'mg/dL', '17 – 43'),
        row('ast', 'TGO', '38', 'U/L', '< 40'),
        row('alt', 'TGP', '61', 'U/L', '< 41', '↑'),
        row('ggt', 'GGT', '74', 'U/L', '8 – 61', '↑'),
        row('pcr', 'Proteína C reativa', '< 0,5', 'mg/dL', '< 0,5'),
        SEC('HORMÔNIOS E VITAMINAS', color='#0b7a5c'),
        row('tsh', 'TSH', '1,77', 'mUI/L', '0,38 – 5,33'),
        row('t4l', 'T4 livre', '0,98', 'ng/dL', '0,54 – 1,24'),
        row('vitd', 'Vitamina D (25-OH)', '18,4', 'ng/mL', '> 20', '↓')], head=['Exame', 'Resultado', 'Referência'], grid='h', size=7.8, pad=0.45)]
    R.pages = [[COLS(left, right, gap=5)]]
    return R

# =====================================================================
def o04():
    R = setup(Report('o04', 'Laboratório Pampa Análises Clínicas', 'Pelotas/RS', '2025-03-10'),
              font='sans', size=8.2, fscale=0.97, hm=(9, 11), fm=(10, 12))
    R.header = lambda i, n: [
        T('LABORATÓRIO PAMPA', size=13, bold=True), T('Análises Clínicas desde 1988 – Rua Gonçalves Chaves, 611 – Pelotas/RS – Fone (53) 3222-1780', size=7.3),
        T('CNPJ 89.401.226/0001-35 · CNES 2253046 · Responsável Técnica: Dra. Cíntia R. Schneider – CRBM-5 1.902', size=7.3),
        HR(w=2),
        kv([('Cliente:', 'Ivone Terezinha Scherer'), ('Requisição:', 'PEL-25-031877'),
            ('Data nasc.:', '17/01/1953'), ('Idade/Sexo:', '72 anos / F'),
            ('Médico:', 'Dr. Gilberto Fagundes CRM-RS 20.316'), ('Data coleta:', '10/03/2025'),
            ('Recebido:', '10/03/2025 08:31'), ('Liberado:', '11/03/2025 14:02')], size=7.8),
        HR()]
    R.footer = lambda i, n: [SP(3), T('A coluna "Resultado anterior" exibe o último resultado do cliente neste laboratório, com a respectiva data de coleta.', size=7, italic=True),
        SP(4), T('_______________________________\nDra. Cíntia R. Schneider – CRBM-5 1.902\nImpresso em 12/03/2025 – Página 1/1', size=7.3, align='C')]
    r = R.r
    P1, P2 = '12/09/2024', '2024-09-12'
    Q1, Q2 = '03/06/2024', '2024-06-03'
    cols = [(0.25, 'L'), (0.10, 'R'), (0.15, 'L'), (0.27, 'L'), (0.23, 'R')]
    def row(key, name, vt, unit, ref, prev=None, pdate=(P1, P2), flag=''):
        r(key, name, vt, unit)
        pc = '—'
        if prev:
            r(key, name, prev, unit, date=pdate[1])
            pc = '%s  em %s' % (prev, pdate[0])
        return [name, (vt + (' ' + flag if flag else ''), {'bold': True}), unit, (ref, {'size': 7.2}), (pc, {'color': '#333333'})]
    rows = [SEC('BIOQUÍMICA'),
        row('glu', 'Glicose', '131', 'mg/dL', '70 a 99', '124', flag='H'),
        row('a1c', 'Hemoglobina glicada A1c', '7,2', '%', 'Inferior a 5,7', '7,6', flag='H'),
        row('urea', 'Ureia', '52', 'mg/dL', '17 a 49', '47', flag='H'),
        row('crea', 'Creatinina', '1,21', 'mg/dL', '0,51 a 0,95', '1,14', flag='H'),
        row('egfr', 'TFG (CKD-EPI 2021)', '46', 'mL/min/1,73m²', 'Superior a 60', '50', flag='L'),
        row('k', 'Potássio', '5,0', 'mmol/L', '3,5 a 5,1', '4,8'),
        row('malb', 'Microalbuminúria (amostra isolada)', '48,5', 'mg/L', 'Inferior a 30', '39,0', pdate=(Q1, Q2), flag='H'),
        SEC('LIPIDOGRAMA'),
        row('chol', 'Colesterol total', '176', 'mg/dL', 'Desejável < 190', '202'),
        row('hdl', 'HDL', '44', 'mg/dL', '> 40', '41'),
        row('ldl', 'LDL (Martin)', '97', 'mg/dL', 'Meta conforme risco', '124'),
        row('tg', 'Triglicerídeos', '174', 'mg/dL', '< 150', '187', flag='H'),
        SEC('HEMATOLOGIA'),
        row('hb', 'Hemoglobina', '11,6', 'g/dL', '12,0 a 15,5', '12,1', flag='L'),
        row('fe', 'Ferro sérico', '54', 'µg/dL', '50 a 170'),
    ]
    R.pages = [[TAB(cols, rows, head=['Exame', 'Resultado', 'Unidade', 'Valores de referência', 'Resultado anterior'], grid='h', size=8, pad=0.7),
                SP(2), T('Material: soro, sangue total (EDTA) e urina de amostra isolada (microalbuminúria). Métodos: enzimáticos automatizados, HPLC (A1c), imunoturbidimetria (albumina urinária), quimioluminescência (ferritina).', size=7.2)]]
    return R

# =====================================================================
def o05():
    R = setup(Report('o05', 'Laboratório Recôncavo de Análises Clínicas', 'Feira de Santana/BA', '2025-03-19'),
              font='lsans', size=8.6, fscale=1.0, hm=(9, 12), fm=(10, 13))
    R.header = lambda i, n: [
        T('RECÔNCAVO ANÁLISES CLÍNICAS', size=14, bold=True, align='C'),
        T('Av. Getúlio Vargas, 2215 – Centro – Feira de Santana – BA  •  CNPJ 05.617.380/0001-92  •  CNES 3810712', size=7.3, align='C'),
        T('Diretor técnico: Dr. Edvaldo Santana Lima – CRM-BA 14.882 (Patologia Clínica)', size=7.3, align='C'),
        HR(w=2),
        kv([('PACIENTE:', 'ANTÔNIO CARLOS DOS SANTOS BARRETO'), ('OS:', '19.03.25-0044'),
            ('NASCIMENTO:', '30/10/1968'), ('SEXO:', 'MASCULINO'),
            ('MÉDICO:', 'DR. TIAGO MACHADO – CRM-BA 31.220'), ('COLETA:', '19/03/2025 às 08:05'),
            ('ENTRADA:', '19/03/2025'), ('PREVISÃO DE ENTREGA:', '21/03/2025')], size=7.6, lw=0.16), HR()]
    R.footer = lambda i, n: [SP(3), T('Laudo conferido e liberado em 20/03/2025 16:40 – Dr. Edvaldo Santana Lima – CRM-BA 14.882', size=7.3, align='C'),
                             T('Resultados com referência impressa à esquerda do valor obtido, conforme padrão do sistema LabWin.', size=6.8, align='C', italic=True)]
    r = R.r
    cols = [(0.30, 'L'), (0.35, 'L'), (0.16, 'R'), (0.19, 'L')]
    def row(key, name, ref, vt, unit, flag=''):
        r(key, name, vt, unit)
        return [name, (ref, {'size': 7.4}), (vt + (' ' + flag if flag else ''), {'bold': True}), unit]
    rows = [SEC('FUNÇÃO HEPÁTICA  (Soro – métodos cinéticos automatizados)'),
        row('ast', 'TGO / AST', '5 a 40 U/L', '44', 'U/L', '*'),
        row('alt', 'TGP / ALT', '7 a 41 U/L', '57', 'U/L', '*'),
        row('ggt', 'Gama-glutamiltransferase', '10 a 71 U/L', '132', 'U/L', '*'),
        row('fa', 'Fosfatase alcalina', '40 a 129 U/L', '98', 'U/L'),
        row('bt', 'Bilirrubina total', '0,2 a 1,2 mg/dL', '0,9', 'mg/dL'),
        row('bd', 'Bilirrubina direta', 'até 0,3 mg/dL', '0,3', 'mg/dL'),
        row('bi', 'Bilirrubina indireta', '0,1 a 0,9 mg/dL', '0,6', 'mg/dL'),
        row('prot', 'Proteínas totais', '6,4 a 8,3 g/dL', '7,1', 'g/dL'),
        row('alb', 'Albumina', '3,5 a 5,2 g/dL', '4,2', 'g/dL'),
        row('glob', 'Globulinas', '2,0 a 3,5 g/dL', '2,9', 'g/dL'),
        SEC('ELETRÓLITOS E FUNÇÃO RENAL  (Soro)'),
        row('na', 'Sódio', '136 a 145 mEq/L', '141', 'mEq/L'),
        row('k', 'Potássio', '3,5 a 5,1 mEq/L', '3,4', 'mEq/L', '*'),
        row('cl', 'Cloro', '98 a 107 mEq/L', '103', 'mEq/L'),
        row('ca', 'Cálcio total', '8,6 a 10,3 mg/dL', '9,4', 'mg/dL'),
        row('p', 'Fósforo', '2,5 a 4,5 mg/dL', '3,1', 'mg/dL'),
        row('crea', 'Creatinina', '0,70 a 1,30 mg/dL', '0,95', 'mg/dL'),
        SEC('COAGULAÇÃO  (Plasma citratado – coagulometria)'),
        row('tp', 'Tempo de protrombina', '10,0 a 13,5 segundos', '12,8', 'segundos'),
        row('inr', 'RNI (INR)', '0,80 a 1,20', '1,08', ''),
        row('ttpa', 'TTPA', '25,0 a 35,0 segundos', '31,2', 'segundos'),
    ]
    R.pages = [[TAB(cols, rows, head=['Exame', 'Valores de referência', 'Resultado', 'Unidade'], grid='h', size=8.3, pad=0.8),
                SP(2), T('(*) Valor fora do intervalo de referência. Atividade de protrombina e relação TTPA paciente/controle disponíveis mediante solicitação.', size=7.2),
                T('Observação clínica informada: paciente em uso de sinvastatina 20 mg desde 02/2024.', size=7.2)]]
    return R

# =====================================================================
def o06():
    R = setup(Report('o06', 'Ilha Diagnósticos – Unidade de Pesquisa Clínica', 'Florianópolis/SC', '2025-03-14'),
              font='cond', size=8.4, fscale=1.0, hm=(9, 12), fm=(10, 12))
    R.header = lambda i, n: [
        TAB([(0.6, 'L'), (0.4, 'R')], [[('ILHA DIAGNÓSTICOS', {'bold': True, 'size': 14, 'color': '#004c6d'}), ('Laudo de exames – Pesquisa Clínica', {'bold': True})],
            [('Rod. SC-401, 8600 – Santo Antônio de Lisboa – Florianópolis/SC', {'size': 7.2}), ('CNES 7133960 – CNPJ 30.118.554/0001-09', {'size': 7.2})],
            [('Resp. técnico: Dr. Fábio Koerich – CRF-SC 8.871', {'size': 7.2}), ('Protocolo ILHA-CV-021 / Visita 4', {'size': 7.2})]], pad=0.2),
        HR(w=2, color='#004c6d'),
        kv([('Participante', 'R.F.M. (nº 021-0147)'), ('Nasc.', '11.07.70'), ('Sexo', 'F'), ('Coleta', '14.03.25  07:50'),
            ('Investigador', 'Dr. Paulo Zimmermann CRM-SC 9.402'), ('Próx. visita', '13.06.25')], ncols=2, size=7.8, lw=0.13), HR()]
    R.footer = lambda i, n: [SP(2), T('Resultados expressos em unidades convencionais e no Sistema Internacional (SI), conforme exigência do protocolo. '
                                       'Fatores de conversão segundo tabela do patrocinador. Liberado em 15.03.25 por Dr. Fábio Koerich – CRF-SC 8.871.', size=7)]
    r = R.r
    cols = [(0.28, 'L'), (0.13, 'R'), (0.11, 'L'), (0.13, 'R'), (0.11, 'L'), (0.24, 'L')]
    def row(name, kc, vc, uc, ks, vs, us, ref, flag=''):
        r(kc, name, vc, uc); r(ks, name, vs, us)
        return [name, (vc + flag, {'bold': True}), uc, vs, us, (ref, {'size': 7})]
    rows = [SEC('Bioquímica – soro, jejum de 12 h'),
        row('Glicose', 'glu', '101', 'mg/dL', 'glu_m', '5,6', 'mmol/L', '70–99 mg/dL (3,9–5,5 mmol/L)', ' H'),
        row('Creatinina', 'crea', '0,84', 'mg/dL', 'crea_m', '74', 'µmol/L', '0,50–0,90 mg/dL'),
        row('Ácido úrico', 'urico', '5,2', 'mg/dL', 'urico_m', '309', 'µmol/L', '2,4–5,7 mg/dL'),
        row('Bilirrubina total', 'bt', '0,7', 'mg/dL', 'bt_m', '12', 'µmol/L', 'até 1,2 mg/dL'),
        SEC('Lípides'),
        row('Colesterol total', 'chol', '228', 'mg/dL', 'chol_m', '5,90', 'mmol/L', '< 190 mg/dL (< 4,9 mmol/L)', ' H'),
        row('HDL-c', 'hdl', '61', 'mg/dL', 'hdl_m', '1,58', 'mmol/L', '> 40 mg/dL'),
        row('LDL-c (calculado)', 'ldl', '139', 'mg/dL', 'ldl_m', '3,60', 'mmol/L', '< 130 mg/dL', ' H'),
        row('Triglicerídeos', 'tg', '142', 'mg/dL', 'tg_m', '1,60', 'mmol/L', '< 150 mg/dL'),
        SEC('Endocrinologia'),
        row('T4 livre', 't4l', '1,12', 'ng/dL', 't4l_m', '14,4', 'pmol/L', '0,93–1,70 ng/dL'),
        row('Vitamina B12', 'b12', '356', 'pg/mL', 'b12_m', '263', 'pmol/L', '197–771 pg/mL'),
    ]
    body = [TAB(cols, rows, head=['Analito', 'Convencional', '', 'SI', '', 'Referência'], grid='h', size=8.2, pad=0.75),
            SP(2),
            T('HEMOGLOBINA GLICADA (HbA1c) – sangue total EDTA – HPLC (NGSP/IFCC)', bold=True, size=8.4),
            T('Resultado: %s %%   (%s mmol/mol IFCC)' % (r('a1c', 'HEMOGLOBINA GLICADA (HbA1c)', '5,8', '%'), r('a1c_ifcc', 'HEMOGLOBINA GLICADA (HbA1c)', '40', 'mmol/mol')), size=8.6),
            T('Referência: inferior a 5,7 % (39 mmol/mol). Pré-diabetes: 5,7 a 6,4 % (39 a 47 mmol/mol).', size=7.2),
            SP(2),
            T('PROTEÍNA C REATIVA ULTRASSENSÍVEL – soro – imunoturbidimetria', bold=True, size=8.4),
            T('Resultado: %s mg/L   (%s mg/dL)' % (r('pcr_us', 'PROTEÍNA C REATIVA ULTRASSENSÍVEL', '2,4', 'mg/L'), r('pcr', 'PROTEÍNA C REATIVA ULTRASSENSÍVEL', '0,24', 'mg/dL')), size=8.6),
            T('Risco cardiovascular: baixo < 1,0 mg/L; médio 1,0 a 3,0 mg/L; alto > 3,0 mg/L.', size=7.2)]
    R.pages = [body]
    return R

# =====================================================================
def o07():
    R = setup(Report('o07', 'Laboratório de Análises Clínicas do Hospital Universitário Capibaribe', 'Recife/PE', '2025-04-02'),
              font='serif', size=8.4, fscale=0.98, hm=(9, 12), fm=(10, 13))
    R.header = lambda i, n: [
        T('UNIVERSIDADE FEDERAL DO CAPIBARIBE – HOSPITAL UNIVERSITÁRIO', size=9, bold=True, align='C'),
        T('Laboratório de Análises Clínicas – Serviço de Patologia Clínica', size=11, bold=True, align='C'),
        T('Av. Prof. Moraes Rego, 1235 – Cidade Universitária – Recife/PE • CNES 0000418 • CNPJ 24.134.488/0002-89', size=7.2, align='C'),
        T('Chefe do serviço: Profa. Dra. Luciana Cavalcanti – CRM-PE 12.067 • Bioquímico resp.: Dr. Severino Araújo – CRF-PE 3.318', size=7.2, align='C'),
        HR(w=2),
        kv([('Paciente:', 'Maria das Graças Albuquerque'), ('Prontuário:', '884.512-3'),
            ('Data nasc.:', '04/02/1958'), ('Sexo:', 'Feminino'),
            ('Clínica:', 'Ambulatório de Nefrologia'), ('Solicitante:', 'Dr. Henrique Lins CRM-PE 22.415'),
            ('Coleta:', '02/04/2025 06:40'), ('Estudo:', 'Coorte RENAL-NE, visita 6')], size=7.8), HR()]
    R.footer = lambda i, n: [SP(2), T('Unidades do Sistema Internacional (SI). Conversão: glicose mmol/L × 18,0 = mg/dL; creatinina µmol/L ÷ 88,4 = mg/dL; '
                                       'colesterol mmol/L × 38,67 = mg/dL; triglicerídeos mmol/L × 88,57 = mg/dL.', size=6.9),
                             T('Validado em 02/04/2025 13:25 por Dr. Severino Araújo – CRF-PE 3.318. Retorno ambulatorial: 07/05/2025.', size=6.9, italic=True)]
    r = R.r
    cols = [(0.36, 'L'), (0.14, 'R'), (0.16, 'L'), (0.34, 'L')]
    def row(key, name, vt, unit, ref, flag=''):
        r(key, name, vt, unit)
        return [name, (vt + (' ' + flag if flag else ''), {'bold': True}), unit, (ref, {'size': 7.3})]
    left = [TAB(cols, [SEC('HEMATOLOGIA – sangue total EDTA'),
        row('hb', 'Hemoglobina', '108', 'g/L', '120 – 155', 'L'),
        row('ht', 'Hematócrito', '0,33', 'L/L', '0,36 – 0,46', 'L'),
        row('rbc', 'Eritrócitos', '3,71', '×10¹²/L', '3,90 – 5,03', 'L'),
        row('wbc', 'Leucócitos', '7,4', '×10⁹/L', '4,0 – 11,0'),
        row('neu_a', 'Neutrófilos', '4,9', '×10⁹/L', '1,8 – 7,7'),
        row('lin_a', 'Linfócitos', '1,8', '×10⁹/L', '1,0 – 4,8'),
        row('plt', 'Plaquetas', '212', '×10⁹/L', '150 – 450'),
        SEC('BIOQUÍMICA – soro/plasma'),
        row('glu_m', 'Glicose (plasma fluoretado)', '6,3', 'mmol/L', '3,9 – 5,5', 'H'),
        row('urea_m', 'Ureia', '14,8', 'mmol/L', '2,5 – 7,1', 'H'),
        row('crea_m', 'Creatinina', '186', 'µmol/L', '45 – 84', 'H'),
        row('egfr', 'TFGe (CKD-EPI 2021)', '24', 'mL/min/1,73 m²', '≥ 60', 'L'),
        row('urico_m', 'Ácido úrico', '452', 'µmol/L', '155 – 357', 'H'),
        row('na', 'Sódio', '138', 'mmol/L', '136 – 145'),
        row('k', 'Potássio', '5,6', 'mmol/L', '3,5 – 5,1', 'H'),
        row('ca_m', 'Cálcio total', '2,18', 'mmol/L', '2,15 – 2,55'),
        row('prot', 'Proteínas totais', '66', 'g/L', '64 – 83'),
        row('alb', 'Albumina', '35', 'g/L', '35 – 52'),
        row('bt_m', 'Bilirrubina total', '8', 'µmol/L', '< 21'),
        SEC('LIPÍDIOS'),
        row('chol_m', 'Colesterol total', '4,62', 'mmol/L', '< 4,9'),
        row('hdl_m', 'Colesterol HDL', '1,04', 'mmol/L', '> 1,2', 'L'),
        row('ldl_m', 'Colesterol LDL', '2,71', 'mmol/L', '< 3,0'),
        row('tg_m', 'Triglicerídeos', '1,92', 'mmol/L', '< 1,7', 'H'),
        row('a1c_ifcc', 'HbA1c (IFCC)', '52', 'mmol/mol', '< 39', 'H'),
    ], head=['Análise', 'Resultado', 'Unidade', 'Intervalo de referência'], grid='h', size=8.1, pad=0.6)]
    R.pages = [left + [SP(1), T('Nota: amostra levemente hemolisada (índice H = 35); potássio pode estar superestimado. Recoleta sugerida em 09/04/2025.', size=7.2, bold=True)]]
    return R

# =====================================================================
def o08():
    R = setup(Report('o08', 'Laboratório Central do Cerrado', 'Anápolis/GO', '2025-03-14'),
              font='mono', size=8, lh=1.2, fscale=1.0, hm=(10, 13), fm=(11, 14))
    def header(i, n):
        return [PRE([
            'LABORATORIO CENTRAL DO CERRADO LTDA                       PAG.: %d/%d' % (i, n),
            'RUA BARAO DO RIO BRANCO 920 - CENTRO - ANAPOLIS/GO    FONE (62) 3324-0918',
            'CNPJ: 01.772.560/0001-48   CNES: 2339242   RT: DR. WELLINGTON R. AZEVEDO',
            '                                                     CRBM-3 2.268',
            '=' * 75,
            'PACIENTE..: LUCAS GABRIEL MENDONCA RIBEIRO           SEXO: M',
            'NASC......: 25.06.98    IDADE: 26A               REQ.: 0514.2203',
            'MEDICO....: DR. OTAVIO FERRAZ  CRM-GO 16.874',
            'COLETA....: 14.03.25 07:20    ENTRADA: 14.03.25    EMISSAO: 14.03.25 18:02',
            '=' * 75], size=8)]
    R.header = header
    R.footer = lambda i, n: [PRE(['-' * 75,
        ('CONTINUA NA PROXIMA PAGINA...' if i < n else 'LIBERADO POR: DR. WELLINGTON R. AZEVEDO - CRBM-3 2.268   EM 14.03.25'),
        'LAUDO EMITIDO PELO SISTEMA LABSYS v4.2 - CONFERIR ASSINATURA DIGITAL NO SITE.'], size=7.5)]
    r = R.r
    def lead(name, key, vt, unit, ref, width=28, printed=None):
        r(key, printed or name, vt, unit)
        return ('%s %s: %8s  %-11s %s' % (name, '.' * (width - len(name)), vt, unit, ref)).rstrip()
    ab = lambda name, key, pct, a, rp, ra: (r(key + '_p', name, pct, '%'), r(key + '_a', name, a, '/mm3'),
                                           '%-19s %6s %%   %7s /mm3   %-9s %s' % (name, pct, a, rp, ra))[2]
    p1 = [PRE([
        'HEMOGRAMA COMPLETO',
        'MATERIAL: SANGUE TOTAL C/ EDTA   METODO: AUTOMACAO SYSMEX XN-1000 + MICROSCOPIA',
        '',
        'ERITROGRAMA                                           VALORES DE REFERENCIA',
        lead('HEMACIAS', 'rbc', '5,48', 'milhoes/mm3', '4,50 A 5,90'),
        lead('HEMOGLOBINA', 'hb', '16,2', 'g/dL', '13,5 A 17,5'),
        lead('HEMATOCRITO', 'ht', '47,9', '%', '41,0 A 53,0'),
        lead('VCM', 'vcm', '87,4', 'fL', '80,0 A 100,0'),
        lead('HCM', 'hcm', '29,6', 'pg', '26,0 A 34,0'),
        lead('CHCM', 'chcm', '33,8', 'g/dL', '31,0 A 37,0'),
        lead('RDW', 'rdw', '12,9', '%', '11,5 A 14,5'),
        '',
        'LEUCOGRAMA',
        lead('LEUCOCITOS', 'wbc', '5.430', '/mm3', '4.000 A 11.000'),
        '                          RELATIVO   ABSOLUTO       REF. REL.  REF. ABS.',
        ab('  BASTONETES', 'band', '2,0', '109', '0 A 5', '0 A 550'),
        ab('  SEGMENTADOS', 'seg', '50,0', '2.715', '40 A 70', '1.600 A 7.700'),
        ab('EOSINOFILOS', 'eos', '6,0', '326', '1 A 5', '40 A 550'),
        ab('BASOFILOS', 'bas', '0,0', '0', '0 A 2', '0 A 220'),
        ab('LINFOCITOS TIPICOS', 'lin', '35,0', '1.901', '20 A 45', '800 A 4.950'),
        ab('MONOCITOS', 'mon', '7,0', '380', '2 A 10', '80 A 1.100'),
        '',
        'PLAQUETAS',
        lead('PLAQUETAS', 'plt', '231.000', '/mm3', '150.000 A 450.000'),
        '',
        'OBS.: EOSINOFILIA DISCRETA. HEMACIAS NORMOCITICAS E NORMOCROMICAS.',
        '',
        'VHS - VELOCIDADE DE HEMOSSEDIMENTACAO',
        'MATERIAL: SANGUE TOTAL C/ EDTA   METODO: WESTERGREN MODIFICADO',
        lead('RESULTADO 1a HORA', 'vhs', '8', 'mm', 'ATE 15 mm', printed='VHS - VELOCIDADE DE HEMOSSEDIMENTACAO'),
    ], size=8)]
    def q(name, key, vt, ref, unit='', dec=None):
        r(key, name, vt, unit, dec=dec)
        return ('%s %s: %-18s %s' % (name, '.' * (24 - len(name)), vt + (' ' + unit if unit else ''), ref)).rstrip()
    p2 = [PRE([
        'URINA TIPO I (EAS)',
        'MATERIAL: URINA - 1o JATO DA MANHA   METODO: TIRA REATIVA + SEDIMENTOSCOPIA',
        '',
        'EXAME FISICO                                       VALOR DE REFERENCIA',
        q('COR', 'u_cor', 'AMARELO CITRINO', 'AMARELO'),
        q('ASPECTO', 'u_asp', 'LIGEIRAMENTE TURVO', 'LIMPIDO'),
        q('DENSIDADE', 'u_sg', '1.025', '1.005 A 1.030', dec='.'),
        q('PH', 'u_ph', '6,0', '5,0 A 7,0'),
        '',
        'EXAME QUIMICO',
        q('PROTEINAS', 'u_prot', 'NEGATIVO', 'NEGATIVO'),
        q('GLICOSE', 'u_glu', 'NEGATIVO', 'NEGATIVO'),
        q('CORPOS CETONICOS', 'u_cet', 'NEGATIVO', 'NEGATIVO'),
        q('HEMOGLOBINA', 'u_hb', 'TRACOS', 'NEGATIVO'),
        q('BILIRRUBINA', 'u_bil', 'NEGATIVO', 'NEGATIVO'),
        q('NITRITO', 'u_nit', 'NEGATIVO', 'NEGATIVO'),
        '',
        'SEDIMENTOSCOPIA (400X)',
        q('LEUCOCITOS', 'u_leu', '3', 'ATE 5 /CAMPO', '/campo'),
        q('HEMACIAS', 'u_hem', '4', 'ATE 3 /CAMPO', '/campo'),
        q('CELULAS EPITELIAIS', 'u_epi', 'RARAS', 'RARAS'),
    ], size=8)]
    R.pages = [p1, p2]
    return R

# =====================================================================
def o09():
    R = setup(Report('o09', 'Laboratório Jangada Análises Clínicas', 'Fortaleza/CE', '2025-01-22'),
              font='sans', size=7.8, fscale=1.0, hm=(8, 10), fm=(9, 10))
    R.header = lambda i, n: [
        TAB([(0.55, 'L'), (0.45, 'R')], [[('JANGADA', {'bold': True, 'size': 17, 'color': '#c05a00'}), ('Laboratório de Análises Clínicas', {'bold': True, 'size': 9})],
            [('Av. Santos Dumont, 5120 – Aldeota – Fortaleza/CE', {'size': 7}), ('CNPJ 11.603.285/0001-70 • CNES 5529964', {'size': 7})],
            [('RT: Dra. Francisca Holanda Pinheiro – CRF-CE 5.213', {'size': 7}), ('Tel. (85) 3264-7700 • jangadalab.com.br', {'size': 7})]], pad=0.2),
        HR(w=2, color='#c05a00'),
        kv([('Paciente:', 'Raimundo Nonato Bezerra Filho'), ('Cód.:', '22012025/1187'), ('Nasc.:', '14/04/1975'),
            ('Sexo:', 'Masculino'), ('Coleta:', '22/jan/2025 08:10'), ('Médico:', 'Dr. Alexandre Girão CRM-CE 9.874')], ncols=3, size=7.4, lw=0.09),
        HR()]
    R.footer = lambda i, n: [SP(2), HR(), T('Liberado em 23/jan/2025 09:32 – Dra. Francisca Holanda Pinheiro – CRF-CE 5.213. '
                                             'Valores de referência para adultos do sexo masculino. Documento impresso em 24/01/2025.', size=6.8)]
    r = R.r
    cols = [(0.36, 'L'), (0.16, 'R'), (0.20, 'L'), (0.28, 'L')]
    def row(key, name, vt, unit, ref, flag='', printed=None):
        r(key, printed or name.replace('\n', ' '), vt, unit)
        return [name, (vt + (' ' + flag if flag else ''), {'bold': True}), unit, (ref, {'size': 6.9})]
    left = [T('HEMOGRAMA', bold=True, size=9, under=True),
            T('Sangue total EDTA – Citometria de fluxo fluorescente', size=6.8, italic=True),
            TAB(cols, [
                row('rbc', 'Eritrócitos', '4,62', 'milhões/µL', '4,50 a 5,90'),
                row('hb', 'Hemoglobina', '13,9', 'g/dL', '13,5 a 17,5'),
                row('ht', 'Hematócrito', '41,8', '%', '41 a 53'),
                row('vcm', 'VCM', '90,5', 'fL', '80 a 100'),
                row('hcm', 'HCM', '30,1', 'pg', '26 a 34'),
                row('chcm', 'CHCM', '33,3', 'g/dL', '31 a 37'),
                row('rdw', 'RDW-CV', '13,1', '%', '11,5 a 14,5'),
                row('wbc', 'Leucócitos', '11.860', '/µL', '4.000 a 11.000', '↑'),
                row('neu_p', 'Neutrófilos', '74,2', '%', '40 a 75'),
                row('neu_a', 'Neutrófilos', '8.800', '/µL', '1.600 a 7.700', '↑'),
                row('lin_p', 'Linfócitos', '17,1', '%', '20 a 45', '↓'),
                row('mon_p', 'Monócitos', '6,9', '%', '2 a 10'),
                row('eos_p', 'Eosinófilos', '1,5', '%', '1 a 6'),
                row('plt', 'Plaquetas', '318.000', '/µL', '150.000 a 450.000'),
            ], grid='h', size=7.6, pad=0.45),
            T('Leucocitose com neutrofilia. Ausência de formas jovens.', size=6.8, italic=True)]
    right = [T('BIOQUÍMICA E IMUNOLOGIA', bold=True, size=9, under=True),
             T('Soro – métodos automatizados (Cobas c503/e801)', size=6.8, italic=True),
             TAB(cols, [
                row('glu', 'Glicose', '162', 'mg/dL', '70 a 99', '↑'),
                row('a1c', 'Hemoglobina\nGlicada (A1c)', '8,1', '%', '< 5,7', '↑'),
                row('crea', 'Creatinina', '1,10', 'mg/dL', '0,70 a 1,20'),
                row('urea', 'Ureia', '38', 'mg/dL', '17 a 49'),
                row('ast', 'Transaminase\noxalacética (TGO)', '27', 'U/L', 'até 40'),
                row('alt', 'Transaminase\npirúvica (TGP)', '35', 'U/L', 'até 41'),
                row('pcr', 'Proteína C\nreativa', '4,8', 'mg/dL', 'até 0,5', '↑'),
                row('chol', 'Colesterol total', '201', 'mg/dL', '< 190'),
                row('hdl', 'HDL', '34', 'mg/dL', '> 40', '↓'),
                row('tg', 'Triglicerídeos', '287', 'mg/dL', '< 150', '↑'),
                row('ldl', 'LDL (Martin)', '113', 'mg/dL', 'conforme risco'),
                row('psa', 'PSA total', '1,46', 'ng/mL', 'até 4,0'),
                row('tsh', 'TSH', '0,21', 'µUI/mL', '0,27 a 4,20', '↓'),
                row('t4l', 'T4 livre', '1,88', 'ng/dL', '0,93 a 1,70', '↑'),
             ], grid='h', size=7.6, pad=0.45),
             T('Glicemia e A1c compatíveis com diabetes mellitus (ADA 2025), a critério clínico.', size=6.8, italic=True)]
    R.pages = [[COLS(left, right, gap=6), SP(2),
                T('Exames realizados com amostra colhida em 22/jan/2025. Pedido médico datado de 20/01/2025.', size=7)]]
    return R

# =====================================================================
def o10():
    R = setup(Report('o10', 'Laboratório Planalto Medicina Laboratorial', 'Brasília/DF', '2025-03-13'),
              font='lsans', size=8.2, fscale=1.0, hm=(9, 11), fm=(10, 12))
    R.header = lambda i, n: [
        T('PLANALTO  Medicina Laboratorial', size=14, bold=True, color='#2d4a22'),
        T('SGAS 915, Bloco B – Asa Sul – Brasília/DF  •  CNES 0012149  •  CNPJ 00.394.611/0001-52  •  RT: Dr. Otávio Brandão – CRM-DF 8.140', size=7),
        HR(w=2),
        kv([('Paciente', 'Beatriz Cardoso Lemos'), ('Ficha', 'DF-778.201'), ('Nascimento', '28/02/1964'), ('Sexo', 'Feminino'),
            ('Médico', 'Dra. Sílvia Queiroz – CRM-DF 14.551'), ('Emitido em', '14/03/2025')], size=7.6), HR(),
        T('RELATÓRIO EVOLUTIVO (histórico de resultados) – cada coluna corresponde a uma data de coleta', bold=True, size=8.6)]
    R.footer = lambda i, n: [SP(2), T('"—" exame não realizado na data. Resultados anteriores obtidos neste laboratório com a mesma metodologia. '
                                       'Assinado eletronicamente por Dr. Otávio Brandão – CRM-DF 8.140 em 14/03/2025 08:55.', size=6.9)]
    r = R.r
    dates = [('14/11/24', '2024-11-14'), ('16/01/25', '2025-01-16'), ('13/03/25', '2025-03-13')]
    def row(key, name, unit, vals, ref):
        cells = [name, unit]
        for (dp, di), v in zip(dates, vals):
            if v is None:
                cells.append('—')
            else:
                vt = v.rstrip(' *')
                r(key, name, vt, unit, date=di)
                cells.append((v, {'bold': di == dates[-1][1]}))
        cells.append((ref, {'size': 7}))
        return cells
    cols = [(0.22, 'L'), (0.15, 'L'), (0.11, 'R'), (0.11, 'R'), (0.11, 'R'), (0.30, 'L')]
    rows = [SEC('Controle glicêmico'),
        row('glu', 'Glicose de jejum', 'mg/dL', ['148 *', '132 *', '109 *'], '70 a 99'),
        row('a1c', 'Hemoglobina glicada', '%', ['8,4 *', '7,5 *', '6,8 *'], 'inferior a 5,7'),
        SEC('Função renal'),
        row('crea', 'Creatinina', 'mg/dL', ['0,88', '0,91', '0,86'], '0,50 a 0,90'),
        row('egfr', 'TFGe CKD-EPI', 'mL/min/1,73m²', ['73', '70', '75'], 'acima de 60'),
        row('malb', 'Albumina urinária', 'mg/L', [None, '22,0', '18,5'], 'até 30'),
        SEC('Perfil lipídico'),
        row('chol', 'Colesterol total', 'mg/dL', ['231 *', '198 *', '174'], 'inferior a 190'),
        row('hdl', 'HDL-Colesterol', 'mg/dL', ['49', '51', '55'], 'superior a 50'),
        row('ldl', 'LDL-Colesterol', 'mg/dL', ['148 *', '117 *', '94'], 'meta inferior a 100'),
        row('tg', 'Triglicerídeos', 'mg/dL', ['171 *', '149', '126'], 'inferior a 150'),
        SEC('Fígado e outros'),
        row('alt', 'ALT (TGP)', 'U/L', ['44 *', '36 *', '29'], 'até 33'),
    ]
    body = [TAB(cols, rows, head=['Exame', 'Unidade', 'Coleta\n14/11/24', 'Coleta\n16/01/25', 'Coleta\n13/03/25', 'Referência (atual)'], grid='h', size=8, pad=0.8, headbg='#e6eee2'),
            T('(*) fora da referência. Material: soro, sangue total (A1c) e urina isolada (albumina). Jejum de 8 a 12 horas em todas as coletas.', size=7),
            SP(2),
            T('Comentário: redução progressiva de glicemia, A1c e LDL após ajuste terapêutico informado em 20/11/2024.', size=7.4, italic=True)]
    R.pages = [body]
    return R

# =====================================================================
def o11():
    R = setup(Report('o11', 'Laboratório Bem Nascer Análises Clínicas', 'Belém/PA', '2025-02-05'),
              font='sans', size=8.2, fscale=0.98, hm=(9, 12), fm=(10, 13))
    R.header = lambda i, n: [
        TAB([(0.65, 'L'), (0.35, 'R')], [[('Bem Nascer', {'bold': True, 'size': 16, 'color': '#8a2b6d'}), ('PRÉ-NATAL – 1º e 2º trimestres', {'bold': True, 'size': 8.5})],
            [('Laboratório de Análises Clínicas – Tv. Quintino Bocaiúva, 1410 – Nazaré – Belém/PA', {'size': 7}), ('Pág. %d de %d' % (i, n), {'size': 7})],
            [('CNPJ 27.884.013/0001-46 • CNES 9183086 • RT: Dra. Conceição Maia Tavares – CRBM-4 0.988', {'size': 7}), '']], pad=0.2),
        HR(w=2, color='#8a2b6d'),
        kv([('Gestante:', 'Ana Clara Monteiro Sousa'), ('Nº pedido:', 'BN-2025-004417'),
            ('Nascimento:', '19/09/1996'), ('DUM:', '18/11/2024'),
            ('Idade gest.:', '11 semanas (em 05/02/2025)'), ('DPP:', '25/08/2025'),
            ('Médico:', 'Dra. Helena Quaresma CRM-PA 10.338'), ('Pedido em:', '31/01/2025')], size=7.6), HR()]
    R.footer = lambda i, n: [SP(2), T('Liberado em 21/03/2025 17:05 por Dra. Conceição Maia Tavares – CRBM-4 0.988. '
                                       'As datas de coleta de cada grupo de exames estão indicadas no respectivo título.', size=6.9, italic=True)]
    r = R.r
    D1, D2, D3 = '2025-02-05', '2025-02-06', '2025-03-20'
    cols = [(0.34, 'L'), (0.22, 'L'), (0.12, 'L'), (0.32, 'L')]
    def row(key, name, vt, unit, ref, d, disp=None):
        r(key, name, vt, unit, date=d)
        return [name, ((disp or vt), {'bold': True}), unit, (ref, {'size': 7})]
    t1 = TAB(cols, [
        SEC('COLETA DE 05/02/2025 – Sangue', color='#8a2b6d'),
        row('abo', 'Grupo sanguíneo (ABO)', 'O', '', '—', D1),
        row('rh', 'Fator Rh (D)', 'Positivo', '', '—', D1),
        row('hb', 'Hemoglobina', '11,2', 'g/dL', 'Gestante: superior a 11,0', D1),
        row('ht', 'Hematócrito', '33,9', '%', '33,0 a 44,0', D1),
        row('wbc', 'Leucócitos', '8.940', '/mm³', '4.000 a 13.000', D1),
        row('plt', 'Plaquetas', '226.000', '/mm³', '150.000 a 450.000', D1),
        row('glu_jej', 'Glicose de jejum', '84', 'mg/dL', 'Inferior a 92 (IADPSG)', D1),
        row('tsh', 'TSH', '1,62', 'µUI/mL', '1º trim.: 0,1 a 2,5', D1),
        SEC('Sorologias (quimioluminescência / floculação) – 05/02/2025', size=7.6),
        row('vdrl', 'VDRL', 'Não reagente', '', 'Não reagente', D1),
        row('hiv', 'HIV 1/2 – Ac + Ag p24 (4ª geração)', 'Não reagente', '', 'Não reagente', D1),
        row('hbsag', 'HBsAg', 'Não reagente', '', 'Não reagente', D1),
        row('antihbs', 'Anti-HBs', 'Superior a 1000', 'mUI/mL', 'Imune: igual ou superior a 10', D1),
        row('hcv', 'Anti-HCV', 'Não reagente', '', 'Não reagente', D1),
    ], head=['Exame', 'Resultado', 'Unidade', 'Referência'], grid='h', size=8, pad=0.6)
    t2 = TAB(cols, [
        SEC('COLETA DE 06/02/2025 – Urina (jato médio)', color='#8a2b6d'),
        row('u_nit', 'Nitrito', 'Negativo', '', 'Negativo', D2),
        row('u_leu', 'Leucócitos (sedimento)', '6', '/campo', 'até 10 por campo', D2),
        row('u_hem', 'Hemácias (sedimento)', '1', '/campo', 'até 3 por campo', D2),
        row('u_prot', 'Proteínas', 'Negativo', '', 'Negativo', D2),
    ], head=None, grid='h', size=8, pad=0.6)
    t3 = TAB(cols, [
        SEC('COLETA DE 20/03/2025 – Teste oral de tolerância à glicose 75 g (TOTG)', color='#8a2b6d'),
        row('glu_jej', 'Glicose – jejum', '88', 'mg/dL', 'Inferior a 92', D3),
        row('glu_1h', 'Glicose – 1 hora', '171', 'mg/dL', 'Inferior a 180', D3),
        row('glu_2h', 'Glicose – 2 horas', '158', 'mg/dL', 'Inferior a 153', D3),
        row('hb', 'Hemoglobina (controle)', '10,8', 'g/dL', 'Gestante: superior a 11,0', D3),
    ], head=None, grid='h', size=8, pad=0.6)
    R.pages = [[t1, T('Urocultura com antibiograma da amostra de 06/02/2025: laudo emitido em separado.', size=7), t2, t3,
                T('Interpretação TOTG (IADPSG/OMS): diabetes gestacional se qualquer valor igual ou superior a 92 (jejum), 180 (1 h) ou 153 mg/dL (2 h). '
                  'Valor de 2 horas acima do ponto de corte – correlacionar clinicamente.', size=7.2, bold=True),
                T('Próxima consulta de pré-natal: 27/03/2025.', size=7)]]
    return R

# =====================================================================
def o12():
    R = setup(Report('o12', 'Guanabara Diagnósticos', 'Niterói/RJ', '2025-03-14'),
              font='lserif', size=9, fscale=1.0, hm=(10, 15), fm=(11, 15))
    R.header = lambda i, n: [
        T('GUANABARA DIAGNÓSTICOS', size=15, bold=True, align='C'),
        T('Rua Gavião Peixoto, 188 – Icaraí – Niterói – RJ  |  CNPJ 42.519.077/0001-33  |  CNES 2290871', size=7.5, align='C'),
        T('Responsável técnico: Dr. Sérgio Vasconcellos Pinto – CRM-RJ 52.40117-3', size=7.5, align='C'),
        HR(w=2),
        T('Paciente: Fernanda Albuquerque Rocha        Data de nascimento: 02/11/1983        Sexo: Feminino', size=8.2),
        T('Médico(a): Dr. Caio Moreira – CRM-RJ 52.88412-0        Atendimento nº 3.904.122        Página %d de %d' % (i, n), size=8.2),
        T('Coletado em 14 de março de 2025, às 08h20        Resultado liberado em 17 de março de 2025', size=8.2),
        HR()]
    R.footer = lambda i, n: [SP(3), T(('Continua na página seguinte.' if i < n else
                                       'Laudo assinado eletronicamente por Dr. Sérgio Vasconcellos Pinto – CRM-RJ 52.40117-3. Niterói, 17 de março de 2025.'), size=7.5, italic=True, align='C')]
    r = R.r
    def ex(title, material, metodo, ref_lines, res_label, key, vt, unit, printed=None, comment=None):
        r(key, printed or title, vt, unit)
        bl = [T(title, bold=True, size=9.6, top=2),
              T('Material: %s – Método: %s' % (material, metodo), size=7.6, italic=True),
              T('Valores de referência:', size=7.8),
              T('\n'.join(ref_lines), size=7.8),
              T('%s %s %s' % (res_label, vt, unit), bold=True, size=9.6)]
        if comment:
            bl.append(T(comment, size=7.4, italic=True))
        bl.append(HR(style='dashed'))
        return bl
    p1 = (ex('HORMÔNIO TIREOESTIMULANTE – TSH', 'Soro', 'Eletroquimioluminescência', ['0,27 a 4,20 µUI/mL'], 'RESULTADO:', 'tsh', '5,84', 'µUI/mL',
             comment='Resultado acima do intervalo de referência. Sugere-se correlação com T4 livre e anticorpos antitireoidianos.')
          + ex('TIROXINA LIVRE – T4 LIVRE', 'Soro', 'Eletroquimioluminescência', ['0,93 a 1,70 ng/dL'], 'RESULTADO:', 't4l', '1,02', 'ng/dL')
          + ex('ANTICORPOS ANTI-TIREOPEROXIDASE (ANTI-TPO)', 'Soro', 'Eletroquimioluminescência', ['Inferior a 34 UI/mL'], 'RESULTADO:', 'tpo', '212,0', 'UI/mL')
          + ex('VITAMINA D (25-HIDROXIVITAMINA D)', 'Soro', 'Quimioluminescência', ['Deficiência: inferior a 20 ng/mL', 'Adequado (população saudável): 20 a 60 ng/mL', 'Risco de toxicidade: superior a 100 ng/mL'],
               'RESULTADO:', 'vitd', '31,6', 'ng/mL')
          + ex('FERRITINA', 'Soro', 'Quimioluminescência', ['Mulheres: 13 a 150 ng/mL'], 'RESULTADO:', 'ferr', '9,4', 'ng/mL', comment='Valor abaixo da referência.'))
    p2 = (ex('FERRO SÉRICO', 'Soro', 'Colorimétrico (ferrozina)', ['50 a 170 µg/dL'], 'RESULTADO:', 'fe', '41', 'µg/dL')
          + ex('ÍNDICE DE SATURAÇÃO DE TRANSFERRINA', 'Soro', 'Cálculo', ['15 a 50 %'], 'RESULTADO:', 'tsat', '11', '%')
          + ex('ÁCIDO FÓLICO', 'Soro', 'Quimioluminescência', ['Superior a 3,9 ng/mL'], 'RESULTADO:', 'fol', '> 20,0', 'ng/mL')
          + ex('BETA-HCG QUANTITATIVO', 'Soro', 'Eletroquimioluminescência', ['Não grávidas: inferior a 5,0 mUI/mL', '(DUM informada: 25/02/2025)'], 'RESULTADO:', 'bhcg', 'inferior a 1,2', 'mUI/mL')
          + ex('INSULINA DE JEJUM', 'Soro', 'Quimioluminescência', ['2,6 a 24,9 µUI/mL'], 'RESULTADO:', 'ins', '7,8', 'µUI/mL')
          + ex('GLICOSE', 'Plasma (fluoreto)', 'Hexoquinase', ['70 a 99 mg/dL'], 'RESULTADO:', 'glu', '86', 'mg/dL'))
    R.pages = [p1, p2]
    return R

ALL = [o01, o02, o03, o04, o05, o06, o07, o08, o09, o10, o11, o12]
