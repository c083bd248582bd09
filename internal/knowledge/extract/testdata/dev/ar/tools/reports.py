"""The 12 reports of set "ar", each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers and values.  Focus of the set: dense one-page reports in small type
with thin or no rules.
"""
from model import R, V, Sub, Txt


# ---------------------------------------------------------------------------
# small constructors
# ---------------------------------------------------------------------------
def C(k, t, w, a='L', **kw):
    d = dict(k=k, t=t, w=w, a=a)
    d.update(kw)
    return d


def T(cols, rows, **kw):
    d = dict(type='table', cols=cols, rows=rows)
    d.update(kw)
    return d


def title(text, variant='plain', **kw):
    d = dict(type='title', text=text, variant=variant)
    d.update(kw)
    return d


def text(*lines, **kw):
    d = dict(type='text', lines=list(lines))
    d.update(kw)
    return d


def info(items, ncols=3, **kw):
    d = dict(type='info', items=items, ncols=ncols)
    d.update(kw)
    return d


def cols(widths, columns, **kw):
    d = dict(type='cols', widths=widths, columns=columns)
    d.update(kw)
    return d


def sign(items, note=(), **kw):
    d = dict(type='sign', items=items, note=list(note))
    d.update(kw)
    return d


def footer(left, right, **kw):
    d = dict(type='footer', left=left, right=right)
    d.update(kw)
    return d


def header(name, **kw):
    d = dict(type='header', name=name)
    d.update(kw)
    return d


def rule(**kw):
    d = dict(type='rule')
    d.update(kw)
    return d


def space(h):
    return dict(type='space', h=h)


def exam(heading, meta, row, ref, w, layout='right', split=0.5, tsize=None,
         date=None, hv='plain', msize=None, gap=3, label='Resultado:', wl=None):
    """Block layout: heading / material-method line / result / reference."""
    row.label = label
    row.name, row.name2 = heading, None  # printed name of a block result = its heading
    rows = [row]
    wl = wl or w * split
    wn = min(24, wl * 0.42)
    tb = T([C('name', '', wn, bold=True), C('v', '', wl - wn, unit=True)], rows, header=False, mt=0.3)
    if date:
        tb['date'] = date
    out = [title(heading, hv, **({'size': tsize} if tsize else {}))]
    if meta:
        out.append(text(meta, italic=True, mt=0.2, **({'size': msize} if msize else {})))
    if layout == 'right':
        out.append(cols([wl, w - wl - gap], [[tb], [text(*ref, mt=0.5, **({'size': msize} if msize else {}))]],
                        gap=gap, mt=0.2))
    elif layout == 'above':
        out.append(text(*ref, mt=0.4, **({'size': msize} if msize else {})))
        out.append(tb)
    else:
        out.append(tb)
        out.append(text(*ref, mt=0.3, **({'size': msize} if msize else {})))
    return out


def reftable(caption, head, rows, widths, size=6.2, **kw):
    """A reference table that is NOT a patient result (rows are plain lists)."""
    cs = [C(f'k{i}', h, w, 'L') for i, (h, w) in enumerate(zip(head, widths))]
    return [text(caption, bold=True, size=size, mt=kw.pop('mt', 1.0)),
            T(cs, rows, rules=kw.pop('rules', 'head'), size=size, mt=0.3, **kw)]


KDIGO = [['G1', '≥ 90', 'Normal ou elevada'], ['G2', '60 a 89', 'Levemente diminuída'],
         ['G3a', '45 a 59', 'Leve a moderadamente diminuída'], ['G3b', '30 a 44', 'Moderada a gravemente diminuída'],
         ['G4', '15 a 29', 'Gravemente diminuída'], ['G5', '< 15', 'Falência renal']]
GLYC = [['Normoglicemia', '< 100', '< 140', '< 5,7'], ['Pré-diabetes', '100 a 125', '140 a 199', '5,7 a 6,4'],
        ['Diabetes mellitus', '≥ 126', '≥ 200', '≥ 6,5']]
LIPID = [['Baixo', '< 130', '< 160'], ['Intermediário', '< 100', '< 130'], ['Alto', '< 70', '< 100'],
         ['Muito alto', '< 50', '< 80']]

REPORTS = []


def report(**kw):
    REPORTS.append(kw)
    return kw


# ===========================================================================
# ar01 - Blumenau/SC - CBC + biochemistry + urinalysis squeezed on one page
# ===========================================================================
_eri = [
    R('Hemácias', '4,38', 'milhões/mm³', 'rbc', ref='3,90 a 5,03'),
    R('Hemoglobina', '12,1', 'g/dL', 'hgb', ref='12,0 a 15,5'),
    R('Hematócrito', '37,2', '%', 'hct', ref='35,0 a 45,0'),
    R('VCM', '84,9', 'fL', 'mcv', ref='80,0 a 98,0'),
    R('HCM', '27,6', 'pg', 'mch', ref='27,0 a 32,0'),
    R('CHCM', '32,5', 'g/dL', 'mchc', ref='32,0 a 36,0'),
    R('RDW', '14,9', '%', 'rdw', flag='H', ref='11,5 a 14,5'),
]
_leu = [
    R('Leucócitos', None, '', None, ref='3.600 a 11.000 /mm³', more=[V('7.340', '/mm³', 'wbc')]),
    R('Bastonetes', '1', '%', 'band_pct', ref='0 a 5 %  |  0 a 550', more=[V('73', '/mm³', 'band_abs')]),
    R('Segmentados', '58', '%', 'seg_pct', ref='40 a 70 %  |  1.700 a 7.000', more=[V('4.257', '/mm³', 'seg_abs')]),
    R('Eosinófilos', '3', '%', 'eos_pct', ref='1 a 5 %  |  50 a 500', more=[V('220', '/mm³', 'eos_abs')]),
    R('Basófilos', '1', '%', 'baso_pct', ref='0 a 2 %  |  0 a 200', more=[V('73', '/mm³', 'baso_abs')]),
    R('Linfócitos', '30', '%', 'lym_pct', ref='20 a 45 %  |  1.000 a 4.500', more=[V('2.202', '/mm³', 'lym_abs')]),
    R('Monócitos', '7', '%', 'mono_pct', ref='2 a 10 %  |  100 a 1.000', more=[V('514', '/mm³', 'mono_abs')]),
]
_bio01 = [
    R('Glicose', '88', 'mg/dL', 'glu', ref='70 a 99'),
    R('Ureia', '31', 'mg/dL', 'urea', ref='15 a 40'),
    R('Creatinina', '0,78', 'mg/dL', 'creat', ref='0,50 a 0,90'),
    R('TGO (AST)', '19', 'U/L', 'ast', ref='até 32'),
    R('TGP (ALT)', '23', 'U/L', 'alt', ref='até 33'),
    R('Colesterol total', '212', 'mg/dL', 'chol', flag='*', ref='< 190'),
    R('HDL-COLESTEROL', '48', 'mg/dL', 'hdl', ref='> 40'),
    R('Triglicérides', '156', 'mg/dL', 'tg', flag='*', ref='< 150 (jejum)'),
]
_eas_f = [Sub('Exame físico'),
          R('Cor', 'Amarelo citrino', '', 'ua_color'),
          R('Aspecto', 'Límpido', '', 'ua_aspect'),
          R('Densidade', '1,018', '', 'ua_sg'),
          R('pH', '6,0', '', 'ua_ph')]
_eas_q = [Sub('Exame químico'),
          R('Proteínas', 'Negativo', '', 'ua_prot'),
          R('Glicose', 'Negativo', '', 'ua_glu'),
          R('Hemoglobina', 'Traços', '', 'ua_hgb'),
          R('Nitrito', 'Negativo', '', 'ua_nit')]
_eas_s = [Sub('Sedimentoscopia'),
          R('Leucócitos', '3', '/campo', 'ua_wbc'),
          R('Hemácias', '4', '/campo', 'ua_rbc'),
          R('Células epiteliais', 'Raras', '', 'ua_epi'),
          R('Cilindros', 'Ausentes', '', 'ua_casts')]


def _eas_tab(rows, wn=27, wv=20, wu=14):
    return T([C('name', '', wn), C('v', '', wv, 'R'), C('unit', '', wu)], rows,
             header=False, leader=True, subcls='b i', subpad=0.2)


report(
    id='ar01', lab='Laboratório Vale Europeu de Análises Clínicas', city='Blumenau/SC',
    collected='2025-03-18',
    features='1 p., Liberation Sans 6,5 pt, sem réguas; duas colunas (hemograma | bioquímica com pontilhado) + EAS em 3 colunas; '
             'leucograma % e /mm³ lado a lado; flags H e *; tabelas de metas lipídicas, KDIGO, critérios de glicemia e '
             'situação do pedido (não-resultados)',
    style=dict(font='sans', size=6.5, lhf=1.16, margin=(8, 9, 8, 9), accent='#1d4e89'),
    pages=[[
        header('LABORATÓRIO VALE EUROPEU', logo='VE', tag='Análises Clínicas desde 1987', ns=12,
               lines=['Rua Amazonas, 1.482 – Garcia – Blumenau/SC – CEP 89020-450',
                      'CNPJ 07.318.442/0001-65 · CNES 4417291 · Fone (47) 3328-1904'],
               right=['Responsável técnico: Dr. Rogério Hillesheim', 'CRF-SC 4.872',
                      'Unidade de coleta: Itoupava Seca']),
        info([('Paciente:', 'MARIANA KOEHLER DOS SANTOS'), ('Sexo:', 'Feminino'),
              ('Nascimento:', '14/06/1983'), ('Idade:', '41 anos'),
              ('Médico:', 'Dr. Fábio Reinert – CRM-SC 18.204'), ('Convênio:', 'Unimed Blumenau'),
              ('Pedido nº:', '250318-0412'), ('Data do pedido:', '12/03/2025'),
              ('Coletado em:', '18/03/2025 07:12'), ('Recebido em:', '18/03/2025 08:40'),
              ('Liberado em:', '19/03/2025 11:05'), ('Cadastro:', '0088214')],
             ncols=4, widths=[62, 40, 46, 44], box=True, mt=1.5),
        cols([96, 92], [
            [title('HEMOGRAMA COMPLETO', 'line', mt=0),
             text('Material: Sangue total (EDTA) · Método: citometria de fluxo e impedância · Sysmex XN-550',
                  italic=True, size=6.2, mt=0.3),
             T([C('name', 'ERITROGRAMA', 26), C('v', 'Resultado', 15, 'R'), C('unit', '', 17),
                C('ref', 'Valores de referência', 38)], _eri, rules='none', mt=0.6),
             T([C('name', 'LEUCOGRAMA', 26), C('v', '%', 10, 'R'), C('x1', '/mm³', 14, 'R'), C('blank', '', 4),
                C('ref', 'Valores de referência (% | /mm³)', 42)], _leu, rules='none', mt=0.6),
             T([C('name', 'PLAQUETOGRAMA', 26), C('v', '', 15, 'R'), C('unit', '', 17), C('ref', '', 38)],
               [R('Plaquetas', '248.000', '/mm³', 'plt', ref='150.000 a 450.000')], rules='none', mt=0.6),
             text('Série vermelha: anisocitose discreta. Série branca e plaquetas sem alterações morfológicas.',
                  italic=True, size=6.2, mt=0.6)],
            [title('BIOQUÍMICA', 'line', mt=0),
             text('Material: Soro · Jejum de 10 horas · Automação Cobas c311', italic=True, size=6.2, mt=0.3),
             T([C('name', 'Exame', 32), C('v', 'Resultado', 15, 'R'), C('unit', 'Unid.', 12),
                C('ref', 'Referência', 33)], _bio01, rules='none', leader=True, mt=0.6),
             text('(*) Acima do valor desejável.', italic=True, size=6.2, mt=0.4),
             text('Metas de LDL-colesterol conforme categoria de risco (não é resultado do paciente):',
                  size=6.2, mt=0.8, bold=True),
             T([C('k0', 'Categoria de risco', 38), C('k1', 'LDL-c (mg/dL)', 25, 'R'), C('k2', 'Não-HDL (mg/dL)', 29, 'R')],
               [['Baixo', '< 130', '< 160'], ['Intermediário', '< 100', '< 130'],
                ['Alto', '< 70', '< 100'], ['Muito alto', '< 50', '< 80']],
               rules='head', size=6.2, mt=0.3)],
        ], gap=4, mt=2.0),
        title('URINA TIPO I (EAS)', 'bar', right='Urina recente, jato médio · coletada em 18/03/2025 06:40',
              mt=2.2, bg='#dfe7f1'),
        text('Método: tiras reagentes (leitura em refractômetro/fotômetro) e sedimentoscopia em microscopia óptica (400x).',
             italic=True, size=6.2, mt=0.3),
        cols([60, 60, 64], [[_eas_tab(_eas_f)], [_eas_tab(_eas_q)], [_eas_tab(_eas_s, wn=29, wv=20, wu=15)]],
             gap=4, sep=True, mt=0.5),
        text('Valores de referência (EAS): proteínas, glicose, hemoglobina e nitrito negativos; leucócitos até 5/campo; '
             'hemácias até 3/campo; cilindros ausentes.', size=6.2, mt=0.8),
        cols([92, 96], [
            reftable('Estágios da taxa de filtração glomerular (KDIGO 2012) – mL/min/1,73m²',
                     ['Estágio', 'TFG', 'Descrição'], KDIGO, [14, 18, 60]),
            reftable('Critérios diagnósticos (Diretriz da Sociedade Brasileira de Diabetes 2023)',
                     ['Categoria', 'Jejum (mg/dL)', 'TOTG 2 h (mg/dL)', 'HbA1c (%)'], GLYC, [28, 22, 26, 20]),
        ], gap=4, mt=1.2),
        title('SITUAÇÃO DOS EXAMES DO PEDIDO 250318-0412', 'line', mt=2.5, size=7.2),
        T([C('k0', 'Exame', 52), C('k1', 'Situação', 30), C('k2', 'Exame', 52), C('k3', 'Situação', 54)],
          [['Hemograma completo', 'Liberado', 'Colesterol total e HDL', 'Liberado'],
           ['Glicose, ureia, creatinina', 'Liberado', 'Triglicérides', 'Liberado'],
           ['TGO, TGP', 'Liberado', 'Urina tipo I', 'Liberado'],
           ['Hemoglobina glicada', 'Em andamento', 'Vitamina D', 'Em andamento – previsão 21/03/2025']],
          rules='none', size=6.2, mt=0.3),
        text('Observações: a coleta do hemograma e da bioquímica foi realizada na unidade Itoupava Seca; a amostra de urina foi '
             'entregue pela paciente. Resultados com (*) ou H devem ser interpretados em conjunto com dados clínicos e '
             'resultados anteriores. Este laudo só tem validade com assinatura do responsável. Laboratório participante do '
             'Programa de Excelência para Laboratórios Médicos (PELM) e do Controlbio.', size=6.2, mt=1.5),
        sign([['Dra. Cláudia Bernardes Wachholz', 'Farmacêutica-Bioquímica', 'CRF-SC 6.118'],
              ['Dr. Rogério Hillesheim', 'Responsável Técnico', 'CRF-SC 4.872']],
             note=['Laudo liberado eletronicamente em 19/03/2025 às 11:05. A interpretação dos resultados cabe ao médico solicitante.'],
             gap=6, mt=4),
        footer('Impresso em 20/03/2025 09:31 · Protocolo 250318-0412', 'Página 1 de 1', mt=3),
    ]])


# ===========================================================================
# ar02 - Natal/RN - thin-ruled table with a previous-result column
# ===========================================================================
_PREV02 = '2024-08-22'
_rows02 = [
    Sub('METABOLISMO DA GLICOSE', 'Soro (jejum de 12 h) e sangue total EDTA'),
    R('Glicemia de jejum', '104', 'mg/dL', 'glu_fast', flag='↑', ref='70 a 99', more=[V('98')]),
    R('Hemoglobina glicada (HbA1c)', '6,1', '%', 'hba1c', flag='↑',
      ref='< 5,7 normal · 5,7 a 6,4 risco aumentado', more=[V('5,8', flag='↑')]),
    Sub('PERFIL LIPÍDICO', 'Soro · jejum não obrigatório'),
    R('Colesterol total', '198', 'mg/dL', 'chol', flag='↑', ref='< 190', more=[V('221', flag='↑')]),
    R('Colesterol HDL', '44', 'mg/dL', 'hdl', ref='> 40', more=[V('41')]),
    R('Colesterol LDL (Friedewald)', '121', 'mg/dL', 'ldl', ref='conforme risco (ver nota)', more=[V('146')]),
    R('Colesterol VLDL', '33', 'mg/dL', 'vldl', ref='—'),
    R('Colesterol não-HDL', '154', 'mg/dL', 'nonhdl', ref='conforme risco (ver nota)'),
    R('Triglicérides', '165', 'mg/dL', 'tg', flag='↑', ref='< 150 (jejum) · < 175 (sem jejum)', more=[V('170', flag='↑')]),
    Sub('FUNÇÃO RENAL', 'Soro'),
    R('Creatinina', '0,92', 'mg/dL', 'creat', ref='0,70 a 1,20', more=[V('0,88')]),
    R('eTFG (CKD-EPI 2021)', '97', 'mL/min/1,73m²', 'egfr', ref='≥ 90'),
    R('Ureia', '29', 'mg/dL', 'urea', ref='17 a 49'),
    R('Ácido úrico', '7,4', 'mg/dL', 'uric', flag='↑', ref='3,4 a 7,0', more=[V('6,9')]),
    Sub('TIREOIDE', 'Soro · quimioluminescência'),
    R('TSH', '2,84', 'µUI/mL', 'tsh', ref='0,45 a 4,50', more=[V('3,10')]),
    R('T4 livre', '1,12', 'ng/dL', 'ft4', ref='0,70 a 1,80'),
]
report(
    id='ar02', lab='BioNorte Diagnósticos', city='Natal/RN', collected='2025-02-11',
    features='1 p., Carlito 7,6 pt, tabela com réguas finas por linha; coluna de resultado anterior (22/08/2024); '
             'setas ↑ ao lado do valor; "Colesterol HDL"',
    style=dict(font='carlito', size=7.6, lhf=1.2, margin=(10, 11, 10, 11), accent='#0b6e4f'),
    pages=[[
        header('BioNorte Diagnósticos', variant='banner', ns=15, tag='Medicina laboratorial',
               right=['Av. Prudente de Morais, 3.215 – Lagoa Nova', 'Natal/RN – CEP 59064-610',
                      'CNPJ 19.604.337/0001-02 · CNES 6630118'],
               lines=['Central de atendimento (84) 3206-7710 · Responsável técnica: Dra. Lívia Medeiros Fontes – CRBM-2 11.409']),
        info([('Paciente:', 'JOSÉ EDMILSON DE ARAÚJO BEZERRA'), ('Sexo/Idade:', 'Masculino / 52 anos'),
              ('Nascimento:', '30/09/1972'),
              ('Solicitante:', 'Dr. Caio Tavares Dantas – CRM-RN 7.731'), ('Data da solicitação:', '03/02/2025'),
              ('Atendimento:', '0211-55870'),
              ('Coleta:', '11/02/2025 07:48'), ('Liberação:', '13/02/2025 16:20'), ('Retorno médico:', '11/05/2025')],
             ncols=3, widths=[78, 58, 52], mt=2),
        rule(weight=0.3, color='#0b6e4f', mt=1.2),
        title('RESULTADOS DE EXAMES — BIOQUÍMICA E HORMÔNIOS', 'center', mt=2, size=8.6),
        T([C('name', 'Exame', 52), C('v', 'Resultado', 22, 'R'), C('x1', 'Anterior\n22/08/2024', 22, 'R', date=_PREV02),
           C('unit', 'Unidade', 22), C('ref', 'Valores de referência', 70)],
          _rows02, rules='rows', hw=0.1, rc='#a9b8b0', subcls='b', subsize=7.2, mt=1.5),
        text('↑ acima / ↓ abaixo do intervalo de referência. Resultado anterior: coleta de 22/08/2024 neste laboratório, '
                     'mesma metodologia.', italic=True, size=6.8, mt=1.0),
        cols([90, 94], [
            reftable('Nota – metas lipídicas (Diretriz Brasileira de Dislipidemias, 2017)',
                     ['Risco cardiovascular', 'LDL-c (mg/dL)', 'Não-HDL (mg/dL)'], LIPID, [34, 26, 30], size=6.8),
            reftable('Nota – critérios de glicemia e HbA1c (SBD 2023)',
                     ['Categoria', 'Jejum (mg/dL)', 'TOTG 2 h', 'HbA1c (%)'], GLYC, [28, 22, 22, 22], size=6.8),
        ], gap=4, mt=0.8),
        text('HbA1c: ≥ 6,5 % compatível com diabetes (ADA 2024), confirmar em nova amostra. eTFG calculada pela equação '
             'CKD-EPI 2021 sem fator racial.', size=6.8, mt=0.3),
        sign([['Dra. Lívia Medeiros Fontes', 'Biomédica – CRBM-2 11.409', 'Responsável técnica']],
             note=['Documento assinado digitalmente em 13/02/2025 16:20.'], gap=6, mt=5),
        footer('BioNorte Diagnósticos · Emitido em 14/02/2025 08:02', 'Pág. 1/1', mt=4),
    ]])


# ===========================================================================
# ar03 - Juiz de Fora/MG - block layout, serif, two pages
# ===========================================================================
W03 = 182


def _ex03(heading, meta, name, vt, unit, key, ref, layout='right', flag='', date=None):
    return exam(heading, meta, R(name, vt, unit, key, flag=flag), ref, W03, layout=layout, split=0.42,
                tsize=10, msize=8.6, date=date, wl=76)


_mt03 = dict(mt=3.2)
_p1_03 = [
    header('Instituto de Patologia Clínica Dr. Aurélio Menezes', variant='center', ns=14, ss=8.4,
           tag='Análises Clínicas · Hormônios · Imunologia',
           lines=['Rua Halfeld, 1.118 – Centro – Juiz de Fora/MG – CEP 36010-003 – Tel. (32) 3215-4470',
                  'CNPJ 21.553.870/0001-49 · CNES 2198745 · Diretor técnico: Dr. Aurélio Menezes Filho – CRM-MG 21.336']),
    rule(weight=0.4, color='#5a1f1f', mt=1.5),
    info([('Paciente:', 'ANA CAROLINA PINHEIRO RESENDE'), ('Data de nascimento:', '02/04/1990'),
          ('Requisição:', '24-118.602'), ('Médico:', 'Dra. Helena Vidal Faria – CRM-MG 48.115'),
          ('Data da requisição:', '05/09/2024'), ('DUM:', '18/08/2024'),
          ('Coleta:', '10/09/2024 07:35'), ('Liberação:', '13/09/2024'), ('Convênio:', 'Particular')],
         ncols=3, widths=[74, 56, 52], size=8.4, mt=1.5),
    rule(weight=0.4, color='#5a1f1f', mt=1.0),
]
_b03 = [
    _ex03('TSH – HORMÔNIO TIREOESTIMULANTE', 'Material: Soro    Método: Quimioluminescência (3ª geração)',
          'TSH – HORMÔNIO TIREOESTIMULANTE', '2,31', 'µUI/mL', 'tsh',
          ['Valores de referência:', 'Adultos: 0,38 a 5,33 µUI/mL', 'Gestantes 1º trimestre: 0,05 a 3,70 µUI/mL']),
    _ex03('T4 LIVRE – TIROXINA LIVRE', 'Material: Soro    Método: Quimioluminescência',
          'T4 LIVRE – TIROXINA LIVRE', '1,08', 'ng/dL', 'ft4',
          ['Valores de referência:', 'Adultos: 0,58 a 1,64 ng/dL']),
    _ex03('ANTICORPOS ANTITIREOPEROXIDASE (ANTI-TPO)', 'Material: Soro    Método: Quimioluminescência',
          'ANTICORPOS ANTITIREOPEROXIDASE (ANTI-TPO)', '< 9,0', 'UI/mL', 'tpo',
          ['Valores de referência:', 'Inferior a 9,0 UI/mL']),
    _ex03('FSH – HORMÔNIO FOLÍCULO ESTIMULANTE', 'Material: Soro    Método: Quimioluminescência',
          'FSH – HORMÔNIO FOLÍCULO ESTIMULANTE', '6,4', 'mUI/mL', 'fsh',
          ['Fase folicular: 3,85 a 8,78 mUI/mL', 'Pico ovulatório: 4,54 a 22,51 mUI/mL',
           'Fase lútea: 1,79 a 5,12 mUI/mL', 'Pós-menopausa: 16,74 a 113,59 mUI/mL'], layout='above'),
    _ex03('LH – HORMÔNIO LUTEINIZANTE', 'Material: Soro    Método: Quimioluminescência',
          'LH – HORMÔNIO LUTEINIZANTE', '5,2', 'mUI/mL', 'lh',
          ['Fase folicular: 2,12 a 10,89 mUI/mL', 'Pico ovulatório: 19,18 a 103,03 mUI/mL',
           'Fase lútea: 1,20 a 12,86 mUI/mL', 'Pós-menopausa: 10,87 a 58,64 mUI/mL'], layout='above'),
    _ex03('ESTRADIOL', 'Material: Soro    Método: Quimioluminescência',
          'ESTRADIOL', '88', 'pg/mL', 'e2',
          ['Fase folicular: 21 a 251 pg/mL', 'Fase lútea: 21 a 312 pg/mL', 'Pós-menopausa: < 10 a 28 pg/mL']),
    _ex03('PROLACTINA', 'Material: Soro    Método: Quimioluminescência',
          'PROLACTINA', '14,6', 'ng/mL', 'prl',
          ['Valores de referência:', 'Mulheres não gestantes: 3,34 a 26,72 ng/mL']),
]
_b03b = [
    _ex03('PROGESTERONA', 'Material: Soro    Método: Quimioluminescência',
          'PROGESTERONA', '0,6', 'ng/mL', 'prog',
          ['Fase folicular: 0,2 a 1,5 ng/mL', 'Fase lútea: 1,7 a 27,0 ng/mL', 'Pós-menopausa: 0,1 a 0,8 ng/mL']),
    _ex03('BETA-HCG QUANTITATIVO', 'Material: Soro    Método: Quimioluminescência',
          'BETA-HCG QUANTITATIVO', 'inferior a 1,2', 'mUI/mL', 'bhcg',
          ['Não gestantes: inferior a 5,0 mUI/mL', 'Resultados entre 5,0 e 25,0 mUI/mL: repetir em 48 horas.',
           'DUM informada pela paciente: 18/08/2024.'], layout='above'),
    _ex03('25-HIDROXIVITAMINA D', 'Material: Soro    Método: Quimioluminescência',
          '25-HIDROXIVITAMINA D', '27,4', 'ng/mL', 'vitd',
          ['População geral saudável: superior a 20 ng/mL', 'Grupos de risco: 30 a 60 ng/mL',
           'Risco de toxicidade: superior a 100 ng/mL']),
    _ex03('VITAMINA B12', 'Material: Soro    Método: Quimioluminescência',
          'VITAMINA B12', 'superior a 2.000', 'pg/mL', 'b12',
          ['Valores de referência: 211 a 911 pg/mL', 'Paciente em uso de suplementação (informado).']),
    _ex03('FERRITINA', 'Material: Soro    Método: Quimioluminescência',
          'FERRITINA', '41,2', 'ng/mL', 'ferritin',
          ['Valores de referência:', 'Mulheres: 11,0 a 306,8 ng/mL'], layout='above'),
    _ex03('CORTISOL – COLETA 8 HORAS', 'Material: Soro    Método: Quimioluminescência    Coleta: 11/09/2024 08:00',
          'CORTISOL – COLETA 8 HORAS', '13,9', 'µg/dL', 'cortisol',
          ['Valores de referência (8 h): 6,7 a 22,6 µg/dL'], date='2024-09-11'),
]


def _flat(blocks, first_mt=2.5):
    out = []
    for i, ex in enumerate(blocks):
        ex = list(ex)
        ex[0] = dict(ex[0], mt=first_mt if i == 0 else 3.2)
        out.extend(ex)
    return out


report(
    id='ar03', lab='Instituto de Patologia Clínica Dr. Aurélio Menezes', city='Juiz de Fora/MG',
    collected='2024-09-10',
    features='2 p., serifada 9,5 pt; blocos título/material/método/resultado; referência antes do resultado em 4 blocos; '
             '"< 9,0", "inferior a 1,2", "superior a 2.000"; cortisol coletado em outra data; DUM',
    style=dict(font='serif', size=9.5, lhf=1.2, margin=(12, 14, 12, 14), accent='#5a1f1f'),
    pages=[
        _p1_03 + _flat(_b03) + [footer('Requisição 24-118.602 · ANA CAROLINA PINHEIRO RESENDE', 'Página 1 de 2', mt=5)],
        _p1_03[:2] + _flat(_b03b, 3) + [
            sign([['Dra. Beatriz Lage Antunes', 'Farmacêutica-Bioquímica', 'CRF-MG 19.774'],
                  ['Dr. Aurélio Menezes Filho', 'Médico Patologista Clínico', 'CRM-MG 21.336']],
                 note=['Resultados liberados em 13/09/2024. Impresso em 16/09/2024 10:12.'], gap=8, mt=7),
            footer('Requisição 24-118.602 · ANA CAROLINA PINHEIRO RESENDE', 'Página 2 de 2', mt=5)],
    ])


# ===========================================================================
# ar04 - Sobral/CE - monospaced "dot-matrix" style with text leaders
# ===========================================================================
_hm04 = [
    R('Hemácias', '4,91', 'milhões/mm³', 'rbc', ref='4,50 a 5,90'),
    R('Hemoglobina', '14,8', 'g/dL', 'hgb', ref='13,5 a 17,5'),
    R('Hematócrito', '44,1', '%', 'hct', ref='41,0 a 53,0'),
    R('VCM', '89,8', 'fL', 'mcv', ref='80,0 a 100,0'),
    R('Leucócitos', '5.120', '/mm³', 'wbc', ref='4.000 a 11.000'),
    R('Neutrófilos', '54,3', '%', 'neut_pct', ref='40,0 a 75,0'),
    R('Linfócitos', '35,1', '%', 'lym_pct', ref='20,0 a 45,0'),
    R('Monócitos', '7,6', '%', 'mono_pct', ref='2,0 a 10,0'),
    R('Eosinófilos', '2,5', '%', 'eos_pct', ref='1,0 a 6,0'),
    R('Basófilos', '0,5', '%', 'baso_pct', ref='0,0 a 2,0'),
    R('Plaquetas', '231.000', '/mm³', 'plt', ref='150.000 a 450.000'),
]
_ua04 = [
    Sub('-- CARACTERES FÍSICOS'),
    R('Cor', 'Amarela', '', 'ua_color', ref='Amarela'),
    R('Aspecto', 'Ligeiramente turvo', '', 'ua_aspect', ref='Límpido'),
    R('Densidade', '1,025', '', 'ua_sg', ref='1,005 a 1,030'),
    R('pH', '5,5', '', 'ua_ph', ref='5,0 a 7,0'),
    Sub('-- PESQUISA QUÍMICA'),
    R('Proteínas', 'Traços', '', 'ua_prot', ref='Ausente'),
    R('Glicose', 'Ausente', '', 'ua_glu', ref='Ausente'),
    R('Sangue', 'Negativo', '', 'ua_hgb', ref='Negativo'),
    R('Nitrito', 'Positivo', '', 'ua_nit', flag='*', ref='Negativo'),
    R('Esterase leucocitária', 'Positivo', '', 'ua_le', flag='*', ref='Negativo'),
    Sub('-- SEDIMENTO (400x)'),
    R('Leucócitos', '18', '/campo', 'ua_wbc', flag='*', ref='até 5'),
    R('Hemácias', '2', '/campo', 'ua_rbc', ref='até 3'),
    R('Bactérias', 'Numerosas', '', 'ua_bact', flag='*', ref='Ausentes'),
    R('Filamentos de muco', 'Raros', '', 'ua_mucus', ref='Ausentes'),
]
report(
    id='ar04', lab='Laboratório Municipal de Análises Clínicas de Sobral', city='Sobral/CE', collected='2025-04-22',
    features='1 p., DejaVu Sans Mono 6,9 pt, estilo impressora matricial, pontilhado em texto, sem réguas; '
             'hemograma e EAS lado a lado + microalbuminúria; flag * antes do valor',
    style=dict(font='mono', size=6.9, lhf=1.17, margin=(9, 10, 9, 10), accent='#000000'),
    pages=[[
        header('LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS - LAMAC', variant='center', ns=9.5, ss=6.9,
               tag='PREFEITURA MUNICIPAL DE SOBRAL - SECRETARIA MUNICIPAL DA SAÚDE',
               lines=['Av. Dr. Guarany, 405 - Derby Clube - Sobral/CE - CEP 62042-030 - Fone (88) 3677-1290',
                      'CNES 2422786 - CNPJ 06.440.915/0001-37 - Resp. Técnico: Francisco Wellington Aragão - CRF-CE 3.415']),
        rule(weight=0.2, color='#000000', mt=1.2),
        info([('PACIENTE..:', 'ANTONIO CLEDSON FARIAS MONTEIRO'), ('PRONT.:', '0071.552-3'),
              ('SEXO:', 'M'),
              ('NASC......:', '07/11/1968'), ('CNS...:', '702 4051 8821 3370'), ('UBS:', 'CSF Sinhá Saboia'),
              ('AGENDADO..:', '14/04/2025'), ('COLETA:', '22/04/2025 07:20'), ('ENTREGA:', 'a partir de 28/04/2025'),
              ('SOLICIT...:', 'DR. RAIMUNDO N. VASCONCELOS - CRM-CE 9.642'), ('', ''), ('', '')],
             ncols=3, widths=[88, 56, 46], mt=1.2),
        rule(weight=0.2, color='#000000', mt=0.8),
        cols([93, 93], [
            [title('HEMOGRAMA', mt=0, size=7.6),
             text('MATERIAL: SANGUE TOTAL EDTA  METODO: AUTOMACAO (MINDRAY BC-5150)', size=6.4, mt=0.2),
             T([C('name', 'EXAME', 32.5), C('v', 'RESULTADO', 21, 'R'), C('unit', 'UNIDADE', 19), C('ref', 'REFERENCIA', 20.5)],
               _hm04, rules='none', textleader=21, flag='before', mt=0.6)],
            [title('URINA TIPO I (EAS)', mt=0, size=7.6),
             text('MATERIAL: URINA RECENTE (1A DA MANHA)  METODO: TIRA REAGENTE + MICROSCOPIA', size=6.4, mt=0.2),
             T([C('name', 'EXAME', 33), C('v', 'RESULTADO', 24, 'R'), C('unit', '', 12), C('ref', 'REFERENCIA', 24)],
               _ua04, rules='none', textleader=21, flag='before', subcls='b', subpad=0.5, mt=0.6)],
        ], gap=4, mt=2),
        text('(*) RESULTADO FORA DO VALOR DE REFERENCIA. SUGERE-SE UROCULTURA COM ANTIBIOGRAMA A CRITERIO MEDICO.',
             size=6.4, mt=1.2),
        rule(weight=0.2, color='#000000', mt=1.2),
        title('MICROALBUMINURIA - AMOSTRA ISOLADA', mt=1.2, size=7.6),
        text('MATERIAL: URINA ISOLADA  METODO: IMUNOTURBIDIMETRIA / JAFFE CINETICO', size=6.4, mt=0.2),
        T([C('name', '', 58), C('v', '', 22, 'R'), C('unit', '', 16), C('ref', '', 94)],
          [R('Albumina urinaria', '22,4', 'mg/L', 'u_alb', ref='ate 30,0'),
           R('Creatinina urinaria', '118,5', 'mg/dL', 'u_creat', ref='Homens: 39 a 259'),
           R('Relacao albumina/creatinina', '18,9', 'mg/g', 'u_acr', ref='< 30 normal | 30 a 300 aumentada | > 300 muito aumentada')],
          header=False, rules='none', textleader=37, mt=0.6),
        rule(weight=0.2, color='#000000', mt=1.5),
        text('LIBERADO EM 25/04/2025 14:37 POR: MARIA DAS GRACAS PONTE - BIOMEDICA - CRBM-1 5.884',
             'CONFERIDO POR: FRANCISCO WELLINGTON ARAGAO - FARMACEUTICO-BIOQUIMICO - CRF-CE 3.415', size=6.6, mt=1.0),
        text('IMPRESSO EM 28/04/2025 08:03 - SISLAB v2.4 - PAG. 1/1', size=6.4, mt=3.0, align='R'),
    ]])


# ===========================================================================
# ar05 - Campina Grande/PB - cumulative table (4 collections)
# ===========================================================================
_D05 = ['2025-05-10', '2025-05-12', '2025-05-14', '2025-05-16']


def _cum(name, unit, key, vals, ref):
    vs = []
    for v in vals:
        if v is None:
            vs.append(None)
        else:
            t, f = (v.split(' ') + [''])[:2] if ' ' in v else (v, '')
            vs.append(V(t, unit, key, flag=f))
    main = vs[0]
    r = R(name, main.text if main else None, unit, key, flag=main.flag if main else '', ref=ref, more=vs[1:])
    return r


_rows05 = [
    Sub('HEMATOLOGIA — sangue total EDTA'),
    _cum('Hemoglobina', 'g/dL', 'hgb', ['9,8 L', '9,1 L', '9,6 L', '10,4 L'], '13,5 a 17,5'),
    _cum('Leucócitos', '/mm³', 'wbc', ['16.800 H', '13.450 H', '10.200', '8.900'], '4.000 a 11.000'),
    Sub('COAGULAÇÃO — plasma citratado'),
    _cum('TP – RNI', '', 'inr', ['1,42 H', '1,28 H', None, '1,10'], '0,80 a 1,20'),
    Sub('BIOQUÍMICA — soro'),
    _cum('Ureia', 'mg/dL', 'urea', ['88 H', '74 H', '61 H', '48'], '15 a 50'),
    _cum('Creatinina', 'mg/dL', 'creat', ['2,14 H', '1,86 H', '1,52 H', '1,21'], '0,70 a 1,30'),
    _cum('Potássio', 'mEq/L', 'k', ['5,6 H', '5,1', '4,6', '4,2'], '3,5 a 5,1'),
    _cum('Proteína C reativa', 'mg/L', 'crp', ['186,4 H', '122,0 H', None, '48,7 H'], '< 5,0'),
]
report(
    id='ar05', lab='Laboratório Central do Hospital Regional Santa Clara', city='Campina Grande/PB',
    collected='2025-05-16',
    features='1 p., DejaVu Condensed 7,2 pt; relatório cumulativo com 4 datas de coleta em colunas; régua só no cabeçalho; '
             'flags H/L ao lado; células vazias "—"; data de internação e de comunicação de valor crítico como distratores',
    style=dict(font='cond', size=7.2, lhf=1.2, margin=(10, 10, 10, 10), accent='#222222'),
    pages=[[
        header('HOSPITAL REGIONAL SANTA CLARA', ns=12, ss=7,
               tag='Serviço de Patologia Clínica – Laboratório Central',
               lines=['Rua Vigário Calixto, 1.560 – Catolé – Campina Grande/PB – CEP 58410-340',
                      'CNES 2605384 · CNPJ 10.881.276/0001-90 · Ramal laboratório 2241'],
               right=['Emitido em 16/05/2025 14:22', 'Usuário: lab.mvasconcelos']),
        rule(weight=0.35, color='#222222', mt=1),
        info([('Paciente:', 'SEVERINO RAMOS DE LIMA'), ('Prontuário:', '0418.772'), ('Leito:', 'UTI adulto 2 – 07'),
              ('Nascimento:', '21/01/1959'), ('Internação:', '09/05/2025'), ('Sexo:', 'Masculino'),
              ('Médico assistente:', 'Dr. Tiago Nóbrega Cavalcanti – CRM-PB 9.115'), ('Convênio:', 'SUS'),
              ('Última coleta:', '16/05/2025 05:40')],
             ncols=3, widths=[82, 58, 50], mt=1),
        title('RELATÓRIO CUMULATIVO DE RESULTADOS (EVOLUTIVO)', 'center', mt=2.5, size=8.4),
        T([C('name', 'Exame', 36), C('unit', 'Unidade', 15),
           C('v', 'Coleta\n10/05/2025 06:10', 21, 'R', date=_D05[0], empty='—'),
           C('x1', 'Coleta\n12/05/2025 05:55', 21, 'R', date=_D05[1], empty='—'),
           C('x2', 'Coleta\n14/05/2025 06:05', 21, 'R', date=_D05[2], empty='—'),
           C('x3', 'Coleta\n16/05/2025 05:40', 21, 'R', date=_D05[3], empty='—'),
           C('blank', '', 4), C('ref', 'Valores de referência', 51)],
          _rows05, rules='head', subcls='b i', subsize=7.0, mt=1.5),
        text('H: acima do intervalo de referência · L: abaixo do intervalo de referência · —: exame não solicitado na data.',
             size=6.6, italic=True, mt=1.2),
        text('Valores críticos de potássio (5,6 mEq/L) comunicados à enfermeira Joana D. Araújo em 10/05/2025 às 07:15.',
             size=6.6, italic=True, mt=0.3),
        cols([90, 96], [
            reftable('Tabela de valores críticos do laboratório (comunicação imediata)',
                     ['Analito', 'Inferior a', 'Superior a'],
                     [['Hemoglobina (g/dL)', '7,0', '20,0'], ['Leucócitos (/mm³)', '2.000', '30.000'],
                      ['Plaquetas (/mm³)', '20.000', '1.000.000'], ['RNI', '—', '4,5'],
                      ['Sódio (mEq/L)', '120', '160'], ['Potássio (mEq/L)', '2,8', '6,2'],
                      ['Creatinina (mg/dL)', '—', '7,4']], [46, 22, 22], size=6.6),
            reftable('Legenda de status das amostras', ['Código', 'Significado'],
                     [['C', 'Coletada'], ['R', 'Recebida no setor técnico'], ['L', 'Liberada'],
                      ['RC', 'Recoleta solicitada (amostra hemolisada/coagulada)'], ['NS', 'Não solicitado na data']],
                     [16, 80], size=6.6),
        ], gap=4, mt=1.2),
        text('Métodos: hemograma por impedância/citometria (Sysmex XN-1000); RNI por coagulometria (tromboplastina ISI 1,02); '
             'bioquímica em Architect c4000 (ureia: urease-GLDH; creatinina: Jaffe cinético compensado; Na/K: ISE indireto; '
             'PCR: imunoturbidimetria).', size=6.6, mt=0.8),
        sign([['Dra. Mirella Vasconcelos Agra', 'Farmacêutica-Bioquímica', 'CRF-PB 3.022'],
              ['Dr. Ítalo Farias Brito', 'Médico Patologista Clínico', 'CRM-PB 6.481']],
             note=['Resultados conferidos e liberados no sistema hospitalar. Data prevista de alta: 20/05/2025.'], gap=7, mt=5),
        footer('HRSC – Laboratório Central · Relatório cumulativo', 'Folha 1/1', mt=4),
    ]])


# ===========================================================================
# ar06 - Londrina/PR - coagulation + liver (grid) / serology + tumour markers
# ===========================================================================
W06 = 188
_coag06 = [
    R('Tempo de protrombina', '13,4', 'segundos', 'pt_sec', ref='10,0 a 14,0 segundos'),
    R('Atividade de protrombina', '86', '%', 'pt_pct', ref='70 a 120 %'),
    R('RNI (INR)', '1,08', '', 'inr', ref='0,80 a 1,20'),
    R('TTPa – tempo do paciente', '31,2', 'segundos', 'aptt', ref='25,0 a 36,0 segundos'),
    Txt('Tempo do pool de plasma normal (controle do TTPa): 29,8 segundos · relação paciente/controle: 1,05'),
    R('Fibrinogênio', '342', 'mg/dL', 'fib', ref='200 a 400 mg/dL'),
]
_hep06 = [
    R('TGO – Aspartato aminotransferase', '27', 'U/L', 'ast', ref='até 40', method='Cinético UV – IFCC'),
    R('TGP – Alanina aminotransferase', '35', 'U/L', 'alt', ref='até 41', method='Cinético UV – IFCC'),
    R('Fosfatase alcalina', '112', 'U/L', 'alp', ref='40 a 129', method='pNPP – IFCC'),
    R('Gama-glutamiltransferase', '68', 'U/L', 'ggt', name2='(Gama-GT)', flag='↑', ref='8 a 61', method='Szasz – IFCC'),
    R('Bilirrubina total', '1,38', 'mg/dL', 'bili_t', flag='↑', ref='até 1,20', method='Diazo (DPD)'),
    R('Bilirrubina direta', '0,28', 'mg/dL', 'bili_d', ref='até 0,30', method='Diazo (DPD)'),
    R('Bilirrubina indireta', '1,10', 'mg/dL', 'bili_i', flag='↑', ref='até 0,90', method='Calculado'),
    Sub('Proteínas totais e frações'),
    R('Proteínas totais', '7,2', 'g/dL', 'prot', ref='6,4 a 8,3', method='Biureto'),
    R('Albumina', '4,5', 'g/dL', 'alb', ref='3,5 a 5,2', method='Verde de bromocresol'),
    R('Globulina', '2,7', 'g/dL', 'glob', ref='2,0 a 3,5', method='Calculado'),
    R('Relação albumina/globulina', '1,67', '', 'ag', ref='1,10 a 2,20', method='Calculado'),
]
_hdr06 = header('Diagnóstika', logo='D', logo_d=12, ns=16, tag='Laboratório Clínico', ss=7.2,
                lines=['Av. Higienópolis, 2.090 – Centro – Londrina/PR – CEP 86015-010 – (43) 3324-8855'],
                right=['CNPJ 31.772.604/0001-18', 'CNES 5519330', 'Resp. técnico: Dr. Marcelo Takeda – CRF-PR 14.203'])
_inf06 = info([('Paciente:', 'ROBERTO CARLOS ZANETTI'), ('Nascimento:', '09/12/1976'), ('Sexo:', 'Masculino'),
               ('Médico:', 'Dr. Gustavo Arruda Pelisson – CRM-PR 28.901'), ('Pedido médico de:', '20/01/2025'),
               ('Código:', '7781-20250127'),
               ('Data de coleta:', '27/01/2025 07:55'), ('Data de liberação:', '29/01/2025 17:40'), ('Convênio:', 'Bradesco Saúde')],
              ncols=3, widths=[80, 60, 48], box=True, bc='#7a1f5c', size=7.4, mt=1.8)


def _ex06(heading, row, ref, meta='Material: Soro · Método: Eletroquimioluminescência (Cobas e411)'):
    return exam(heading, meta, row, ref, 92, layout='below', wl=70, tsize=7.8, msize=6.9)


_ser06 = [
    _ex06('ANTÍGENO DE SUPERFÍCIE DA HEPATITE B (HBsAg)', R('HBsAg', 'Não reagente', '', 'hbsag'),
          ['Referência: Não reagente']),
    _ex06('ANTICORPOS CONTRA O ANTÍGENO HBs (ANTI-HBs)', R('Anti-HBs', 'superior a 1.000', 'mUI/mL', 'antihbs'),
          ['Inferior a 10 mUI/mL: não reagente (sem imunidade)', 'Igual ou superior a 10 mUI/mL: reagente (imune)']),
    _ex06('ANTICORPOS ANTI-HCV', R('Anti-HCV', 'Não reagente', '', 'hcv'), ['Referência: Não reagente']),
    _ex06('HIV 1 E 2 – ANTÍGENO P24 E ANTICORPOS (4ª GERAÇÃO)', R('HIV 1/2', 'Não reagente', '', 'hiv'),
          ['Resultado não reagente não exclui infecção em janela imunológica.']),
    _ex06('VDRL', R('VDRL', 'Não reagente', '', 'vdrl'),
          ['Referência: Não reagente'], meta='Material: Soro · Método: Floculação em lâmina'),
]
_tm06 = [
    _ex06('ANTÍGENO CARCINOEMBRIÔNICO (CEA)', R('CEA', '1,9', 'ng/mL', 'cea'),
          ['Não fumantes: até 3,8 ng/mL', 'Fumantes: até 5,5 ng/mL']),
    _ex06('CA 19-9', R('CA 19-9', '< 2,0', 'U/mL', 'ca199'), ['Referência: até 37,0 U/mL']),
]
report(
    id='ar06', lab='Diagnóstika Laboratório Clínico', city='Londrina/PR', collected='2025-01-27',
    features='2 p., DejaVu Sans 7,8 pt; coagulograma sem réguas com linha de controle (não-resultado); hepatograma em grade '
             'completa com coluna de método e nome quebrado em 2 linhas; p. 2 em duas colunas com blocos de sorologia; '
             '"superior a 1.000", "< 2,0"',
    style=dict(font='dejavu', size=7.8, lhf=1.2, margin=(10, 11, 10, 11), accent='#7a1f5c'),
    pages=[
        [_hdr06, _inf06,
         title('COAGULOGRAMA', 'bar', bg='#efe3ec', mt=3, right='Material: Plasma citratado'),
         text('Método: coagulométrico (ACL TOP 350) · tromboplastina recombinante ISI 0,98', italic=True, size=7, mt=0.3),
         T([C('name', '', 60), C('v', '', 20, 'R'), C('unit', '', 20), C('blank', '', 10), C('ref', '', 78)],
           _coag06, header=False, rules='none', mt=0.8),
         title('HEPATOGRAMA E PROTEÍNAS', 'bar', bg='#efe3ec', mt=3.5, right='Material: Soro'),
         T([C('name', 'Exame', 60), C('v', 'Resultado', 20, 'R'), C('unit', 'Unidade', 16), C('ref', 'Referência', 40),
            C('method', 'Método', 52)], _hep06, rules='grid', hw=0.15, rc='#999999', hbg='#f3f3f3', valign='bottom',
           flag='after', subcls='b i', mt=1),
         text('Bilirrubina indireta calculada: bilirrubina total − bilirrubina direta. Globulina calculada: proteínas totais − albumina.',
              size=6.9, italic=True, mt=1),
         text('Hiperbilirrubinemia indireta leve isolada; correlacionar com jejum prolongado e história clínica.',
              size=6.9, italic=True, mt=0.3),
         footer('Diagnóstika · Código 7781-20250127 · Impresso em 30/01/2025', 'Página 1 de 2', mt=8)],
        [_hdr06, _inf06,
         cols([92, 92], [
             [title('SOROLOGIA', 'line', mt=0, size=8.4)] + [b for ex in _ser06 for b in ([dict(ex[0], mt=2.4)] + ex[1:])],
             [title('MARCADORES TUMORAIS', 'line', mt=0, size=8.4)] + [b for ex in _tm06 for b in ([dict(ex[0], mt=2.4)] + ex[1:])]
             + [text('Marcadores tumorais não devem ser usados isoladamente para rastreamento ou diagnóstico.',
                     size=6.9, italic=True, mt=3)],
         ], gap=4, sep=True, mt=3),
         sign([['Dra. Fernanda Yumi Okada', 'Biomédica', 'CRBM-6 4.110'],
               ['Dr. Marcelo Takeda', 'Farmacêutico-Bioquímico – Responsável técnico', 'CRF-PR 14.203']],
              note=['Laudo assinado eletronicamente em 29/01/2025 17:40.'], gap=7, mt=6),
         footer('Diagnóstika · Código 7781-20250127 · Impresso em 30/01/2025', 'Página 2 de 2', mt=5)],
    ])


# ===========================================================================
# ar07 - São Luís/MA - prenatal panel, two columns, thin rules
# ===========================================================================
_hm07 = [
    R('Hemácias', '4,02', 'milhões/mm³', 'rbc', ref='3,90 a 5,03'),
    R('Hemoglobina', '11,3', 'g/dL', 'hgb', flag='L', ref='12,0 a 15,5'),
    R('Hematócrito', '34,2', '%', 'hct', flag='L', ref='35,0 a 45,0'),
    R('VCM', '85,1', 'fL', 'mcv', ref='80,0 a 98,0'),
    R('Leucócitos', '9.870', '/mm³', 'wbc', ref='3.600 a 11.000'),
    R('Neutrófilos', '71,2', '%', 'neut_pct', ref='40,0 a 75,0'),
    R('Linfócitos', '21,4', '%', 'lym_pct', ref='20,0 a 45,0'),
    R('Plaquetas', '214.000', '/mm³', 'plt', ref='150.000 a 450.000'),
]
_ser07 = [
    R('Toxoplasmose IgG', 'Reagente', '', 'toxo_igg', ref='Não reagente'),
    R('Toxoplasmose IgM', 'Não reagente', '', 'toxo_igm', ref='Não reagente'),
    R('Rubéola IgG', '48,2', 'UI/mL', 'rub_igg', ref='≥ 10,0: imune'),
    R('VDRL', 'Não reagente', '', 'vdrl', ref='Não reagente'),
    R('Anti-HIV 1/2', 'Não reagente', '', 'hiv', name2='(Ag p24 + anticorpos)', ref='Não reagente'),
    R('HBsAg', 'Não reagente', '', 'hbsag', ref='Não reagente'),
    R('Anti-HCV', 'Não reagente', '', 'hcv', ref='Não reagente'),
]
_U07 = '2025-01-28'
_ua07 = [
    R('Densidade', '1,012', '', 'ua_sg', ref='1,005 a 1,030'),
    R('pH', '6,5', '', 'ua_ph', ref='5,0 a 7,5'),
    R('Proteínas', 'Negativo', '', 'ua_prot', ref='Negativo'),
    R('Nitrito', 'Negativo', '', 'ua_nit', ref='Negativo'),
    R('Leucócitos', '5', '/campo', 'ua_wbc', ref='até 5'),
    R('Hemácias', '1', '/campo', 'ua_rbc', ref='até 3'),
    R('Bactérias', 'Ausentes', '', 'ua_bact', ref='Ausentes'),
    R('Urocultura', 'Negativa', '', 'ucult', ref='< 10.000 UFC/mL'),
]
_c07 = lambda: [C('name', '', 31), C('v', '', 18, 'R'), C('unit', '', 17), C('ref', '', 28)]
report(
    id='ar07', lab='Clínica Laboratorial Mãe Terra', city='São Luís/MA', collected='2025-01-27',
    features='1 p., 7 pt, duas colunas com separador, réguas finas por linha; painel pré-natal (hemograma, ABO/Rh, '
             'sorologias qualitativas, TSH, EAS + urocultura coletados em outra data); DUM, DPP e próxima consulta como distratores',
    style=dict(font='sans', size=7.0, lhf=1.17, margin=(8, 9, 8, 9), accent='#8a3b12'),
    pages=[[
        header('Mãe Terra', logo='MT', logo_d=11, ns=15, tag='Clínica Laboratorial · Saúde da Mulher', ss=6.8,
               lines=['Av. dos Holandeses, 77, sala 12 – Calhau – São Luís/MA – CEP 65071-380 – (98) 3248-6610'],
               right=['CNPJ 24.118.930/0001-75 · CNES 7120447', 'Resp. técnica: Dra. Raquel Serejo Penha', 'CRF-MA 2.987']),
        info([('Paciente:', 'LARISSA CUTRIM MOREIRA'), ('Nasc.:', '26/03/1996'), ('DUM:', '02/11/2024'), ('DPP:', '09/08/2025'),
              ('Médico(a):', 'Dra. Patrícia Lobão – CRM-MA 6.318'), ('IG na coleta:', '12 sem 2 d'),
              ('Pedido:', '20/01/2025'), ('Nº atendimento:', '00-884120'),
              ('Coleta (sangue):', '27/01/2025 07:30'), ('Coleta (urina):', '28/01/2025 06:50'),
              ('Liberação:', '31/01/2025'), ('Próxima consulta:', '24/02/2025')],
             ncols=4, widths=[60, 44, 44, 44], box=True, bc='#b07a5a', mt=1.5),
        title('PAINEL PRÉ-NATAL — 1º TRIMESTRE', 'bar', bg='#f2e4da', mt=2, size=8),
        cols([94, 94], [
            [title('HEMOGRAMA', 'line', mt=0.5),
             text('Sangue total EDTA · contagem automatizada (Yumizen H550)', italic=True, size=6.4, mt=0.2),
             T(_c07(), _hm07, header=False, rules='rows', hw=0.1, rc='#c9c9c9', flag='after', mt=0.4),
             title('IMUNO-HEMATOLOGIA', 'line', mt=2.2),
             text('Sangue total EDTA · hemaglutinação em gel', italic=True, size=6.4, mt=0.2),
             T(_c07(), [R('Grupo sanguíneo (ABO)', 'O', '', 'abo'), R('Fator Rh (D)', 'Positivo', '', 'rh')],
               header=False, rules='rows', hw=0.1, rc='#c9c9c9', mt=0.4),
             title('GLICEMIA', 'line', mt=2.2),
             T(_c07(), [R('Glicose em jejum', '86', 'mg/dL', 'glu_fast', ref='< 92 (gestante)')],
               header=False, rules='rows', hw=0.1, rc='#c9c9c9', mt=0.4),
             title('TIREOIDE', 'line', mt=2.2),
             T(_c07(), [R('TSH', '1,94', 'µUI/mL', 'tsh', ref='1º trim.: 0,10 a 2,50')],
               header=False, rules='rows', hw=0.1, rc='#c9c9c9', mt=0.4)],
            [title('SOROLOGIAS', 'line', mt=0.5),
             text('Soro · quimioluminescência (VDRL: floculação)', italic=True, size=6.4, mt=0.2),
             T([C('name', '', 33), C('v', '', 19, 'R'), C('unit', '', 12), C('ref', '', 30)], _ser07,
               header=False, rules='rows', hw=0.1, rc='#c9c9c9', mt=0.4),
             title('URINA TIPO I E UROCULTURA', 'line', mt=2.2),
             text('Urina jato médio coletada em 28/01/2025 · tira reagente, microscopia e cultura em CLED',
                  italic=True, size=6.4, mt=0.2),
             T(_c07(), _ua07, header=False, rules='rows', hw=0.1, rc='#c9c9c9', mt=0.4, date=_U07),
             text('Toxoplasmose: IgG reagente e IgM não reagente – perfil compatível com infecção pregressa (imunidade).',
                  size=6.4, italic=True, mt=1.2)]
            + reftable('Interpretação – toxoplasmose na gestação', ['IgG', 'IgM', 'Interpretação'],
                       [['Não reagente', 'Não reagente', 'Suscetível: repetir trimestralmente'],
                        ['Reagente', 'Não reagente', 'Imunidade (infecção pregressa)'],
                        ['Reagente', 'Reagente', 'Solicitar avidez de IgG'],
                        ['Não reagente', 'Reagente', 'Repetir em 2 a 3 semanas']], [22, 22, 50], size=6.2),
        ], gap=4, sep=True, mt=1.8),
        text('Rotina sugerida pelo Ministério da Saúde: repetir hemograma, glicemia, VDRL, anti-HIV, HBsAg e toxoplasmose '
             '(suscetíveis) no 3º trimestre; TOTG 75 g entre 24 e 28 semanas (previsão: 10/05/2025 a 07/06/2025); urocultura '
             'a cada trimestre. Referências de TSH específicas por trimestre gestacional (ATA 2017). Gestante Rh positivo: '
             'dispensa pesquisa de anticorpos irregulares seriada, salvo indicação clínica.', size=6.4, mt=2),
        sign([['Dra. Raquel Serejo Penha', 'Farmacêutica-Bioquímica', 'CRF-MA 2.987']],
             note=['Resultados liberados em 31/01/2025 10:44. Validade deste documento: 90 dias.'], gap=6, mt=5),
        footer('Mãe Terra Clínica Laboratorial · Atendimento 00-884120', 'Página 1/1', mt=4),
    ]])


# ===========================================================================
# ar08 - Caxias do Sul/RS - full grid table, split names, flag column
# ===========================================================================
_rows08 = [
    Sub('PERFIL DE FERRO'),
    R('Ferro sérico', '62', 'µg/dL', 'iron', ref='50 a 170', method='Ferrozine'),
    R('Capacidade total de', '398', 'µg/dL', 'tibc', name2='ligação do ferro', ref='250 a 450', method='Calculado'),
    R('Índice de saturação', '16', '%', 'tsat', name2='da transferrina', flag='L', ref='20 a 50', method='Calculado'),
    R('Ferritina', '18,4', 'ng/mL', 'ferritin', ref='15,0 a 150,0', method='Quimioluminescência'),
    R('Transferrina', '284', 'mg/dL', 'transferrin', ref='200 a 360', method='Imunoturbidimetria'),
    Sub('VITAMINAS'),
    R('Vitamina B12', '312', 'pg/mL', 'b12', ref='197 a 771', method='Quimioluminescência'),
    R('Ácido fólico', 'superior a 20,0', 'ng/mL', 'folate', ref='superior a 3,9', method='Quimioluminescência'),
    R('25-Hidroxivitamina D', '23,7', 'ng/mL', 'vitd', name2='(D2 + D3)', ref='> 20 (população geral)\n30 a 60 (grupos de risco)',
      method='Quimioluminescência'),
    Sub('FUNÇÃO RENAL E ELETRÓLITOS'),
    R('Creatinina', '0,71', 'mg/dL', 'creat', ref='0,51 a 0,95', method='Jaffe cinético'),
    R('Taxa de filtração glomerular', '105', 'mL/min/1,73m²', 'egfr', name2='estimada (CKD-EPI 2021)', ref='> 60',
      method='Calculado'),
    R('Ureia', '24', 'mg/dL', 'urea', ref='15 a 40', method='Urease-GLDH'),
    R('Sódio', '140', 'mEq/L', 'na', ref='136 a 145', method='Íon seletivo'),
    R('Potássio', '3,4', 'mEq/L', 'k', flag='L', ref='3,5 a 5,1', method='Íon seletivo'),
    R('Cloro', '103', 'mEq/L', 'cl', ref='98 a 107', method='Íon seletivo'),
    R('Cálcio total', '9,3', 'mg/dL', 'ca', ref='8,6 a 10,3', method='Arsenazo III'),
    R('Magnésio', '1,9', 'mg/dL', 'mg', ref='1,6 a 2,6', method='Azul de xilidil'),
    R('Fósforo', '3,6', 'mg/dL', 'phos', ref='2,5 a 4,5', method='Fosfomolibdato UV'),
]
report(
    id='ar08', lab='Laboratório Serra Gaúcha', city='Caxias do Sul/RS', collected='2025-05-27',
    features='1 p., 8 pt, tabela em grade completa; nomes quebrados em 2 linhas com valor na 2ª linha; coluna própria de flag (L); '
             'ferro, vitaminas, rim e eletrólitos; "superior a 20,0"',
    style=dict(font='sans', size=8.0, lhf=1.2, margin=(11, 12, 11, 12), accent='#1f3a5f'),
    pages=[[
        header('LABORATÓRIO SERRA GAÚCHA', logo='SG', logo_d=12, ns=14, tag='Análises Clínicas e Toxicológicas', ss=7.2,
               lines=['Rua Sinimbu, 2.244 – Centro – Caxias do Sul/RS – CEP 95020-002', 'Fone (54) 3221-7030 · WhatsApp (54) 99170-2288'],
               right=['CNPJ 03.905.118/0001-60', 'CNES 2240955', 'RT: Dra. Daniela Tomasini Bortolini', 'CRF-RS 9.870']),
        info([('Paciente:', 'CRISTIANE MATTEI DALL’AGNOL'), ('Nascimento:', '11/08/1986'), ('Sexo:', 'Feminino'),
              ('Médico solicitante:', 'Dr. Eduardo Pizzato – CRM-RS 31.447'), ('Pedido:', '19/05/2025'),
              ('Ordem de serviço:', '55-201.937'),
              ('Data da coleta:', '27/05/2025 08:10'), ('Entrega prevista:', '02/06/2025'), ('Liberado em:', '29/05/2025 15:03')],
             ncols=3, widths=[80, 56, 50], box=True, bg='#f4f6f9', bc='#1f3a5f', size=7.6, mt=2),
        title('RESULTADOS', 'line', mt=3, size=9),
        T([C('name', 'Exame', 48), C('v', 'Resultado', 22, 'R'), C('flag', '', 6, 'C', bold=True), C('unit', 'Unidade', 24),
           C('ref', 'Valores de referência', 48), C('method', 'Método', 38)],
          _rows08, rules='grid', hw=0.15, rc='#8a8a8a', hbg='#dde3ea', subbg='#eef1f5', flag='col', valign='bottom',
          subcls='b', mt=1.5),
        text('Material: soro (ferritina, vitaminas e bioquímica). Coleta após jejum de 8 horas. L = abaixo do valor de referência.',
             size=7.2, italic=True, mt=1.2),
        text('Vitamina D: valores de referência segundo posicionamento SBPC/ML–SBEM (2017).', size=7.2, italic=True, mt=0.3),
        sign([['Dra. Daniela Tomasini Bortolini', 'Farmacêutica-Bioquímica', 'CRF-RS 9.870']],
             note=['Conferido e liberado em 29/05/2025 15:03.'], gap=7, mt=5),
        footer('Serra Gaúcha · OS 55-201.937 · Impresso em 30/05/2025 07:58', 'Página 1 de 1', mt=4),
    ]])


# ===========================================================================
# ar09 - Vitória/ES - result printed AFTER the reference range, zebra rows
# ===========================================================================
_rows09 = [
    Sub('MARCADORES TUMORAIS — soro · eletroquimioluminescência'),
    R('PSA total', '3,12', 'ng/mL', 'psa', ref='até 4,00'),
    R('PSA livre', '0,58', 'ng/mL', 'psa_free', ref='—'),
    R('Relação PSA livre/total', '18,6', '%', 'psa_ratio', flag='*', ref='superior a 25 %'),
    R('CEA – antígeno', '2,8', 'ng/mL', 'cea', name2='carcinoembrionário', ref='não fumantes até 3,8\nfumantes até 5,5'),
    R('Alfafetoproteína', '< 1,3', 'ng/mL', 'afp', ref='até 7,0'),
    R('CA 19-9', '12,4', 'U/mL', 'ca199', ref='até 37,0'),
    Sub('HORMÔNIOS — soro'),
    R('Testosterona total', '412', 'ng/dL', 'testo', ref='193 a 740 (≥ 50 anos)'),
    R('Testosterona livre (calculada)', '7,9', 'ng/dL', 'testo_free', ref='3,4 a 24,6'),
    Sub('BIOQUÍMICA — soro / sangue total'),
    R('Glicose', '97', 'mg/dL', 'glu', ref='70 a 99'),
    R('Hemoglobina glicada', '5,6', '%', 'hba1c', ref='até 5,6'),
    R('Colesterol total', '186', 'mg/dL', 'chol', ref='< 190'),
    R('HDL', '52', 'mg/dL', 'hdl', ref='> 40'),
    R('LDL', '109', 'mg/dL', 'ldl', ref='< 130'),
    R('Triglicérides', '125', 'mg/dL', 'tg', ref='< 150'),
    R('Não-HDL', '134', 'mg/dL', 'nonhdl', ref='< 160'),
    R('Proteína C reativa', '0,9', 'mg/L', 'hscrp', name2='ultrassensível', ref='< 1,0 (baixo risco)'),
    R('VHS – 1ª hora', '8', 'mm/h', 'esr', ref='até 20'),
]
report(
    id='ar09', lab='Laboratório Atlântico', city='Vitória/ES', collected='2024-11-05',
    features='1 p., Carlito 8,6 pt; ordem de colunas Exame | Referência | Resultado | Unidade (resultado depois da referência); '
             'linhas zebradas sem réguas; "HDL", "Não-HDL"; flag *',
    style=dict(font='carlito', size=8.6, lhf=1.2, margin=(12, 13, 12, 13), accent='#0a5c8a'),
    pages=[[
        header('LABORATÓRIO ATLÂNTICO', variant='banner', ns=15, tag='Medicina Diagnóstica', ss=7.6,
               right=['Av. Nossa Senhora da Penha, 1.745 – Santa Lúcia', 'Vitória/ES – CEP 29056-245 – (27) 3089-4100',
                      'CNPJ 28.447.019/0001-33 · CNES 3120856'],
               lines=['Responsável técnico: Dr. Leonardo Coutinho Falcão – CRM-ES 8.802 (Patologia Clínica)']),
        info([('Cliente:', 'WAGNER LUIZ DE SOUZA PIMENTEL'), ('Data de nasc.:', '17/02/1966'), ('Sexo:', 'Masculino'),
              ('Médico:', 'Dr. Henrique Bastos Saade – CRM-ES 11.280'), ('Requisição médica:', '28/10/2024'), ('Ficha:', '1105-33092'),
              ('Data da coleta:', '05/11/2024 07:20'), ('Liberado:', '07/11/2024 18:30'), ('Impresso:', '08/11/2024')],
             ncols=3, widths=[78, 56, 50], size=7.8, mt=2),
        rule(weight=0.3, color='#0a5c8a', mt=1.2),
        T([C('name', 'EXAME', 56), C('ref', 'VALORES DE REFERÊNCIA', 70), C('v', 'RESULTADO', 32, 'R'), C('blank', '', 3),
           C('unit', 'UNIDADE', 23)],
          _rows09, rules='head', zebra=True, valign='bottom', subcls='b', subsize=8.0, mt=2),
        text('* Relação PSA livre/total inferior a 25 % em PSA total entre 2,5 e 10 ng/mL: avaliar com urologista.',
             size=7.6, italic=True, mt=1.5),
        text('LDL calculado pela equação de Martin/Hopkins. Metas lipídicas conforme categoria de risco cardiovascular.',
             size=7.6, italic=True, mt=0.3),
        sign([['Dr. Leonardo Coutinho Falcão', 'Médico Patologista Clínico', 'CRM-ES 8.802']],
             note=['Liberado eletronicamente em 07/11/2024 18:30.'], gap=7, mt=5),
        footer('Laboratório Atlântico · Ficha 1105-33092', 'Pág. 1 de 1', mt=4),
    ]])


# ===========================================================================
# ar10 - Goiânia/GO - three columns, 6.3 pt: CBC | biochemistry | urinalysis
# ===========================================================================
_e10 = [
    R('Hemácias', '5,21', 'milhões/mm³', 'rbc', ref='4,50 a 5,90'),
    R('Hemoglobina', '15,6', 'g/dL', 'hgb', ref='13,5 a 17,5'),
    R('Hematócrito', '46,3', '%', 'hct', ref='41,0 a 53,0'),
    R('VCM', '88,9', 'fL', 'mcv', ref='80 a 100'),
    R('HCM', '29,9', 'pg', 'mch', ref='26 a 34'),
    R('CHCM', '33,7', 'g/dL', 'mchc', ref='31 a 36'),
    R('RDW', '12,9', '%', 'rdw', ref='11,5 a 14,5'),
]
_l10 = [
    R('Leucócitos', None, '', None, ref='4.000–11.000', more=[V('6.050', '/mm³', 'wbc')]),
    R('Neutrófilos', '57,0', '%', 'neut_pct', ref='1.800–7.700', more=[V('3.449', '/mm³', 'neut_abs')]),
    R('Linfócitos', '31,8', '%', 'lym_pct', ref='1.000–4.800', more=[V('1.924', '/mm³', 'lym_abs')]),
    R('Monócitos', '7,9', '%', 'mono_pct', ref='200–1.000', more=[V('478', '/mm³', 'mono_abs')]),
    R('Eosinófilos', '2,8', '%', 'eos_pct', ref='20–500', more=[V('169', '/mm³', 'eos_abs')]),
    R('Basófilos', '0,5', '%', 'baso_pct', ref='0–200', more=[V('30', '/mm³', 'baso_abs')]),
]
_p10 = [
    R('Plaquetas', '262.000', '/mm³', 'plt', ref='150–450 mil'),
]
_b10 = [
    R('Glicose', '92', 'mg/dL', 'glu', ref='70–99', more=[V('101', flag='↑')]),
    R('Colesterol total', '174', 'mg/dL', 'chol', ref='< 190', more=[V('203', flag='↑')]),
    R('HDL-C', '58', 'mg/dL', 'hdl', ref='> 40', more=[V('49')]),
    R('LDL-C', '98', 'mg/dL', 'ldl', ref='ver metas', more=[V('124')]),
    R('Triglicérides', '90', 'mg/dL', 'tg', ref='< 150', more=[V('152', flag='↑')]),
    R('Creatinina', '1,02', 'mg/dL', 'creat', ref='0,70–1,30', more=[V('0,98')]),
    R('TGO', '22', 'U/L', 'ast', ref='até 40'),
    R('TGP', '28', 'U/L', 'alt', ref='até 41'),
    R('TSH', '1,76', 'µUI/mL', 'tsh', ref='0,45–4,50'),
    R('PCR', '< 0,5', 'mg/dL', 'crp', ref='< 0,5'),
]
_u10 = [
    R('Densidade', '1,021', '', 'ua_sg', ref='1,005–1,030'),
    R('pH', '5,0', '', 'ua_ph', ref='5,0–7,0'),
    R('Proteínas', 'Negativo', '', 'ua_prot'),
    R('Glicose', 'Negativo', '', 'ua_glu'),
    R('Nitrito', 'Negativo', '', 'ua_nit'),
    R('Leucócitos', '2', '/campo', 'ua_wbc', ref='até 5'),
    R('Hemácias', '1', '/campo', 'ua_rbc', ref='até 3'),
    R('Células epiteliais', 'Raras', '', 'ua_epi'),
]
report(
    id='ar10', lab='Laboratório Integrado Cerrado', city='Goiânia/GO', collected='2025-06-03',
    features='1 p., DejaVu Condensed 5,9 pt, três colunas com separadores (hemograma | bioquímica | urina), sem réguas, '
             'pontilhado na bioquímica com coluna do check-up anterior (11/06/2024); leucograma % e /mm³; "HDL-C"; "< 0,5"; '
             'tabelas de metas (não-resultado)',
    style=dict(font='cond', size=5.9, lhf=1.16, margin=(7, 8, 7, 8), accent='#2e6b2e', ink='#262626'),
    pages=[[
        header('Laboratório Integrado Cerrado', logo='IC', logo_d=10, ns=12.5, ss=6.3, tag='Check-up e medicina preventiva',
               lines=['Rua T-55, 930 – Setor Bueno – Goiânia/GO – CEP 74215-170 · (62) 3254-0099',
                      'CNPJ 12.660.481/0001-07 · CNES 9014233 · RT: Dr. Vinícius Alencar Rezende – CRF-GO 7.554'],
               right=['Protocolo 0603-4471', 'Check-up executivo']),
        info([('Paciente:', 'LUCAS HENRIQUE MARTINS BORGES'), ('Nasc.:', '04/05/1991'), ('Sexo:', 'Masc.'),
              ('Coleta:', '03/06/2025 07:02'),
              ('Médico:', 'Dr. Otávio Siqueira – CRM-GO 22.019'), ('Pedido:', '28/05/2025'), ('Empresa:', 'Agrovale S.A.'),
              ('Liberação:', '04/06/2025 12:48')],
             ncols=4, widths=[62, 42, 42, 48], box=True, bg='#eef5ee', bc='#2e6b2e', mt=1.2),
        cols([62, 62, 62], [
            [title('HEMOGRAMA COMPLETO', 'line', mt=0, size=7),
             text('Sangue total EDTA · Sysmex XS-1000i', italic=True, size=5.9, mt=0.2),
             T([C('name', 'Eritrograma', 19), C('v', '', 11, 'R'), C('unit', '', 15), C('ref', 'Ref.', 17)], _e10, mt=0.4),
             T([C('name', 'Leucograma', 19), C('v', '%', 10, 'R'), C('x1', '/mm³', 13, 'R'), C('ref', 'Ref. /mm³', 20)],
               _l10, mt=0.8),
             T([C('name', 'Plaquetas', 19), C('v', '', 11, 'R'), C('unit', '', 15), C('ref', '', 17)], _p10,
               header=False, mt=0.8)],
            [title('BIOQUÍMICA', 'line', mt=0, size=7),
             text('Soro · jejum 10 h · Cobas c501 / e601', italic=True, size=5.9, mt=0.2),
             T([C('name', '', 19), C('v', 'Atual', 8, 'R'), C('unit', '', 10), C('x1', 'Check-up\n11/06/2024', 12, 'R',
                date='2024-06-11'), C('ref', 'Ref.', 13)], _b10, leader=True, mt=0.4, flag='after'),
             text('Metas de LDL-C (mg/dL): baixo risco < 130; intermediário < 100; alto < 70; muito alto < 50.',
                  size=5.9, italic=True, mt=0.8)],
            [title('URINA TIPO I', 'line', mt=0, size=7),
             text('Urina recente · tira + microscopia', italic=True, size=5.9, mt=0.2),
             T([C('name', '', 22), C('v', '', 16, 'R'), C('unit', '', 10), C('ref', '', 14)], _u10,
               header=False, mt=0.4),
             text('Proteínas, glicose, hemoglobina e nitrito: referência negativo.', size=5.9, italic=True, mt=0.8)],
        ], gap=4, sep=True, mt=2.5),
        cols([62, 62, 62], [
            reftable('Metas lipídicas por risco (SBC 2017)', ['Risco', 'LDL-C', 'Não-HDL'], LIPID, [24, 19, 19], size=5.9),
            reftable('Glicemia e HbA1c (SBD 2023)', ['Categoria', 'Jejum', 'HbA1c'],
                     [[a, b, d] for a, b, c, d in GLYC], [26, 18, 18], size=5.9),
            reftable('Estágios de TFG (KDIGO)', ['Estágio', 'mL/min/1,73m²'], [[a, b] for a, b, c in KDIGO],
                     [20, 42], size=5.9),
        ], gap=4, sep=True, mt=2.5),
        text('Observações: amostras recebidas em condições adequadas. Próximo check-up recomendado pela empresa: 06/2026.',
             size=6, italic=True, mt=2.5),
        sign([['Dr. Vinícius Alencar Rezende', 'Farmacêutico-Bioquímico', 'CRF-GO 7.554'],
              ['Dra. Priscila Moura Lemes', 'Biomédica', 'CRBM-3 8.090']],
             note=['Assinado eletronicamente em 04/06/2025 12:48.'], gap=6, mt=4, size=6.3),
        footer('Laboratório Integrado Cerrado · Protocolo 0603-4471 · Impresso em 05/06/2025', 'Pág. 1/1', mt=3),
    ]])


# ===========================================================================
# ar11 - Teresina/PI - CBC with two previous-result columns; page 2 blocks
# ===========================================================================
_A1, _A2 = '2025-04-14', '2025-01-20'
_rows11 = [
    Sub('ERITROGRAMA'),
    R('Hemácias', '3,86', 'milhões/mm³', 'rbc', flag='L', ref='4,50 a 5,90'),
    R('Hemoglobina', '10,9', 'g/dL', 'hgb', flag='L', ref='13,5 a 17,5', more=[V('10,4', flag='L'), V('12,3', flag='L')]),
    R('Hematócrito', '33,5', '%', 'hct', flag='L', ref='41,0 a 53,0'),
    R('VCM', '86,8', 'fL', 'mcv', ref='80,0 a 100,0'),
    R('HCM', '28,2', 'pg', 'mch', ref='26,0 a 34,0'),
    R('RDW', '15,8', '%', 'rdw', flag='H', ref='11,5 a 14,5'),
    Sub('LEUCOGRAMA'),
    R('Leucócitos', '5.480', '/mm³', 'wbc', ref='4.000 a 11.000', more=[V('6.120'), V('5.900')]),
    R('Bastonetes', '2', '%', 'band_pct', ref='0 a 5'),
    R('Segmentados', '55', '%', 'seg_pct', ref='40 a 70'),
    R('Eosinófilos', '4', '%', 'eos_pct', ref='1 a 6'),
    R('Basófilos', '0', '%', 'baso_pct', ref='0 a 2'),
    R('Linfócitos', '31', '%', 'lym_pct', ref='20 a 45'),
    R('Monócitos', '8', '%', 'mono_pct', ref='2 a 10'),
    Sub('PLAQUETOGRAMA'),
    R('Plaquetas', '198.000', '/mm³', 'plt', ref='150.000 a 450.000', more=[V('205.000'), V('221.000')]),
]
W11 = 188
_hdr11 = header('HEMOLAB', ns=18, tag='Análises Clínicas', ss=7.2, logo='H', logo_d=12,
                lines=['Rua Areolino de Abreu, 1.901 – Centro/Sul – Teresina/PI – CEP 64000-180 – (86) 3221-5560'],
                right=['CNPJ 41.207.339/0001-84', 'CNES 3387121', 'Resp. técnico: Dr. Hélio Portela Nunes', 'CRM-PI 3.460'])
_inf11 = info([('Paciente:', 'FRANCISCO DAS CHAGAS MOURA LEAL'), ('Nascimento:', '12/10/1955'), ('Sexo:', 'Masculino'),
               ('Médico:', 'Dra. Keyla Rodrigues Sá – CRM-PI 5.870'), ('Solicitação:', '01/07/2025'), ('Atendimento:', '4417-0707'),
               ('Coletado em:', '07/07/2025 07:15'), ('Liberado em:', '08/07/2025 16:05'), ('Convênio:', 'IAPEP Saúde')],
              ncols=3, widths=[80, 58, 50], size=7.2, mt=1.5, box=True, bc='#a01c1c')


def _ex11(heading, meta, row, ref, date=None, layout='right'):
    return exam(heading, meta, row, ref, W11, layout=layout, wl=84, tsize=8, msize=7, date=date)


_p2_11 = [
    _ex11('FERRO SÉRICO', 'Material: Soro · Método: Colorimétrico (Ferene)',
          R('Ferro sérico', '48', 'µg/dL', 'iron', flag='L'), ['Homens: 65 a 175 µg/dL']),
    _ex11('FERRITINA', 'Material: Soro · Método: Quimioluminescência',
          R('Ferritina', '412', 'ng/mL', 'ferritin', flag='H'), ['Homens: 30 a 400 ng/mL']),
    _ex11('PROTEÍNA C REATIVA (PCR) – QUANTITATIVA', 'Material: Soro · Método: Imunoturbidimetria',
          R('Proteína C reativa', '3,8', 'mg/dL', 'crp', flag='H'), ['Inferior a 0,5 mg/dL']),
    _ex11('RELAÇÃO PROTEÍNA/CREATININA – URINA ISOLADA',
          'Material: Urina isolada coletada em 08/07/2025 06:30 · Método: Vermelho de pirogalol / Jaffe',
          R('Relação proteína/creatinina', '0,12', 'mg/mg', 'u_pcr'), ['Inferior a 0,20 mg/mg'], date='2025-07-08'),
]
report(
    id='ar11', lab='Hemolab Análises Clínicas', city='Teresina/PI', collected='2025-07-07',
    features='2 p., DejaVu Sans 7,4 pt; hemograma com duas colunas de resultados anteriores (14/04/2025 e 20/01/2025) só em '
             'algumas linhas; régua só no cabeçalho; p. 2 em blocos, relação proteína/creatinina urinária coletada no dia seguinte',
    style=dict(font='dejavu', size=7.4, lhf=1.2, margin=(10, 11, 10, 11), accent='#a01c1c'),
    pages=[
        [_hdr11, _inf11,
         title('HEMOGRAMA COMPLETO', 'bar', bg='#f3dede', right='Material: Sangue total (EDTA) · Automação Sysmex XN-1000',
               mt=3, size=8.4),
         T([C('name', 'Exame', 34), C('v', 'Resultado\n07/07/2025', 22, 'R'), C('blank', '', 3), C('unit', 'Unidade', 21),
            C('x1', 'Anterior\n14/04/2025', 21, 'R', date=_A1), C('x2', 'Anterior\n20/01/2025', 21, 'R', date=_A2),
            C('blank', '', 4), C('ref', 'Valores de referência', 62)],
           _rows11, rules='head', subcls='b', subsize=7.2, mt=1.2),
         text('Morfologia: hemácias normocíticas e normocrômicas com anisocitose moderada. Leucócitos e plaquetas sem alterações.',
              size=7, italic=True, mt=1.2),
         text('L = abaixo / H = acima do intervalo de referência. Resultados anteriores realizados neste laboratório.',
              size=7, italic=True, mt=0.3),
         footer('Hemolab · Atendimento 4417-0707 · Emitido em 09/07/2025 10:20', 'Página 1 de 2', mt=6)],
        [_hdr11, _inf11, title('BIOQUÍMICA E IMUNOLOGIA', 'bar', bg='#f3dede', mt=3, size=8.4)]
        + [b for ex in _p2_11 for b in ([dict(ex[0], mt=3)] + ex[1:])]
        + [sign([['Dra. Samara Veloso Lustosa', 'Farmacêutica-Bioquímica', 'CRF-PI 1.993'],
                 ['Dr. Hélio Portela Nunes', 'Médico Patologista Clínico', 'CRM-PI 3.460']],
                note=['Liberado em 08/07/2025 16:05.'], gap=7, mt=7),
           footer('Hemolab · Atendimento 4417-0707 · Emitido em 09/07/2025 10:20', 'Página 2 de 2', mt=5)],
    ])


# ===========================================================================
# ar12 - Campo Grande/MS - block layout in two columns, small type
# ===========================================================================
W12 = 93


def _ex12(heading, meta, row, ref, date=None, layout='right'):
    return exam(heading, meta, row, ref, W12, layout=layout, wl=46, tsize=7.4, msize=6.5, date=date, gap=2)


_l12 = [
    _ex12('GLICOSE', 'Material: Plasma fluoretado · Método: Hexoquinase',
          R('GLICOSE', '94', 'mg/dL', 'glu'), ['Normal: 70 a 99 mg/dL', 'Alterada: 100 a 125 mg/dL']),
    _ex12('INSULINA', 'Material: Soro · Método: Quimioluminescência',
          R('INSULINA', '8,7', 'µUI/mL', 'insulin'), ['2,6 a 24,9 µUI/mL']),
    _ex12('CORTISOL – 8 HORAS', 'Material: Soro · Método: Eletroquimioluminescência',
          R('CORTISOL – 8 HORAS', '14,2', 'µg/dL', 'cortisol'), ['6,2 a 19,4 µg/dL']),
    _ex12('TSH ULTRASSENSÍVEL', 'Material: Soro · Método: Eletroquimioluminescência',
          R('TSH ULTRASSENSÍVEL', '3,92', 'µUI/mL', 'tsh'), ['0,27 a 4,20 µUI/mL']),
    _ex12('T4 LIVRE', 'Material: Soro · Método: Eletroquimioluminescência',
          R('T4 LIVRE', '0,96', 'ng/dL', 'ft4'), ['0,93 a 1,70 ng/dL']),
    _ex12('T3 TOTAL', 'Material: Soro · Método: Eletroquimioluminescência',
          R('T3 TOTAL', '104', 'ng/dL', 't3'), ['80 a 200 ng/dL']),
    _ex12('ANTICORPOS ANTI-TPO', 'Material: Soro · Método: Eletroquimioluminescência',
          R('ANTICORPOS ANTI-TPO', 'inferior a 5,0', 'UI/mL', 'tpo'), ['Inferior a 34,0 UI/mL']),
]
_r12 = [
    _ex12('AMILASE', 'Material: Soro · Método: Enzimático colorimétrico',
          R('AMILASE', '58', 'U/L', 'amylase'), ['28 a 100 U/L']),
    _ex12('LIPASE', 'Material: Soro · Método: Enzimático colorimétrico',
          R('LIPASE', '31', 'U/L', 'lipase'), ['13 a 60 U/L']),
    _ex12('CREATINOFOSFOQUINASE (CPK)', 'Material: Soro · Método: Cinético UV',
          R('CREATINOFOSFOQUINASE (CPK)', '142', 'U/L', 'ck'), ['Mulheres: 26 a 192 U/L']),
    _ex12('DESIDROGENASE LÁTICA (LDH)', 'Material: Soro · Método: Cinético UV',
          R('DESIDROGENASE LÁTICA (LDH)', '188', 'U/L', 'ldh'), ['135 a 214 U/L']),
    _ex12('PROTEÍNA C REATIVA', 'Material: Soro · Método: Imunoturbidimetria',
          R('PROTEÍNA C REATIVA', '0,42', 'mg/dL', 'crp'), ['Inferior a 0,50 mg/dL']),
    _ex12('PROLACTINA', 'Material: Soro · Coleta: 15/07/2025 07:40, após repouso de 30 min',
          R('PROLACTINA', '21,3', 'ng/mL', 'prl'), ['Mulheres não gestantes:', '4,8 a 23,3 ng/mL'], date='2025-07-15'),
    _ex12('25-HIDROXIVITAMINA D', 'Material: Soro · Método: Quimioluminescência',
          R('25-HIDROXIVITAMINA D', '31,6', 'ng/mL', 'vitd'), ['> 20 ng/mL (população geral)', '30 a 60 ng/mL (grupos de risco)']),
]


def _stack(exs):
    out = []
    for i, ex in enumerate(exs):
        out.extend([dict(ex[0], mt=0 if i == 0 else 2.6)] + ex[1:])
    return out


report(
    id='ar12', lab='Laboratório Pantanal Análises Clínicas', city='Campo Grande/MS', collected='2025-07-14',
    features='1 p., 7,4 pt; blocos título/material/método/resultado empilhados em duas colunas; referência à direita; '
             '"inferior a 5,0"; prolactina coletada em outra data',
    style=dict(font='sans', size=7.4, lhf=1.2, margin=(10, 10, 10, 10), accent='#3d3d3d'),
    pages=[[
        header('LABORATÓRIO PANTANAL', variant='center', ns=13, ss=7, tag='Análises Clínicas',
               lines=['Rua 14 de Julho, 3.320 – Centro – Campo Grande/MS – CEP 79002-335 – (67) 3321-4488',
                      'CNPJ 15.883.072/0001-26 · CNES 6738540 · Responsável técnica: Dra. Marta Ajala Benites – CRF-MS 2.611']),
        info([('Paciente:', 'GISELE FERNANDES ORTIZ'), ('Nascimento:', '19/03/1979'), ('Sexo:', 'F'),
              ('Solicitante:', 'Dr. Rafael Brum Pedrossian – CRM-MS 7.305'), ('Data do pedido:', '08/07/2025'),
              ('OS:', '140725-118'),
              ('Coleta:', '14/07/2025 07:05'), ('Liberação:', '16/07/2025 17:10'), ('Convênio:', 'Cassems')],
             ncols=3, widths=[78, 62, 50], box=True, mt=1.8),
        cols([W12, W12], [_stack(_l12), _stack(_r12)], gap=4, sep=True, mt=3),
        sign([['Dra. Marta Ajala Benites', 'Farmacêutica-Bioquímica', 'CRF-MS 2.611']],
             note=['Resultados liberados em 16/07/2025 17:10. Impresso em 17/07/2025.'], gap=7, mt=6),
        footer('Laboratório Pantanal · OS 140725-118', 'Página 1 de 1', mt=4),
    ]])
