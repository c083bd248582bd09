"""The twelve reports of set 'bn', as data plus the house style of each laboratory.
All laboratories, people, numbers and values are invented."""
from model import Doc, table, leaders, info_grid, width, lh, dots_to, iso, PT

REPORTS = {}


def report(fn):
    REPORTS[fn.__name__] = fn
    return fn


def C(k, w, al='L', h='', **kw):
    d = dict(k=k, w=w, al=al, h=h)
    d.update(kw)
    return d


def R(n, k, v, u='', ref='', f='', **kw):
    d = dict(n=n, k=k, v=v, u=u, ref=ref, f=f)
    d.update(kw)
    return d


def S(t):
    return {'sec': t}


def N(t, **kw):
    d = {'note': t}
    d.update(kw)
    return d


# ====================================================================== bn01
@report
def bn01():
    d = Doc('bn01', 'Laboratório Guaíba Diagnósticos', iso('18/03/2025'), fam='sans', size=8, city='Porto Alegre/RS')
    blue = '#1f4e79'

    def head(pg):
        pg.R(12, 10, 18, 18, fill=blue, r=2)
        pg.T(21, 14.5, 'LG', 14, b=True, al='C', col='#ffffff')
        pg.T(33, 10.5, 'LABORATÓRIO GUAÍBA DIAGNÓSTICOS', 13, b=True, col=blue)
        pg.T(33, 17, 'Av. Ipiranga, 4.318 - Partenon - Porto Alegre/RS - CEP 90610-001', 7)
        pg.T(33, 20.5, 'Fone (51) 3321-0478  |  www.guaibadiagnosticos.com.br  |  CNES 7745210', 7)
        pg.T(198, 11, 'CNPJ 12.408.557/0001-30', 7, al='R')
        pg.T(198, 14.5, 'Alvará Sanitário 0412/2024', 7, al='R')
        pg.L(12, 30, 198, 30, 0.6, blue)
        pg.R(12, 32, 186, 25, stroke='#7f7f7f', lw=0.25, r=1.5)
        info_grid(pg, 14, 33.5, [
            [('Paciente', 'MÁRCIA REGINA FONTOURA BECK'), ('Protocolo', '0318-44172')],
            [('Data de Nasc.', '14/07/1977'), ('Idade', '47 anos'), ('Sexo', 'Feminino')],
            [('Médico(a)', 'Dra. Luísa Pellegrini - CRM-RS 28.614'), ('Convênio', 'IPE Saúde')],
            [('Coleta', '18/03/2025 07:42'), ('Recebimento', '18/03/2025 08:15'), ('Pedido médico', '10/03/2025')],
            [('Unidade', 'Posto Azenha'), ('Liberação', '19/03/2025 16:20')],
        ], [14, 98, 152], size=7.5)

    def foot(pg, n):
        pg.L(12, 280, 198, 280, 0.3, blue)
        pg.T(12, 281, 'Laudo liberado eletronicamente por Dra. Bianca M. Kunz - CRBM-RS 4.215. '
                      'Resp. Técnico: Dr. Álvaro T. Scherer - CRF-RS 11.872.', 6.5)
        pg.T(12, 284.5, 'Impresso em 20/03/2025 10:03', 6.5)
        pg.T(198, 284.5, f'Página {n} de 2', 6.5, al='R')

    p = d.page()
    head(p)
    y = 61
    p.T(12, y, 'HEMOGRAMA COMPLETO', 10, b=True, col=blue)
    y = p.T(12, y + 5, 'Material: Sangue total (EDTA)   Método: Citometria de fluxo / impedância - Sysmex XN', 7, i=True)
    cols = [C('name', 58, h='Exame'), C('res', 24, 'R', 'Resultado'), C('flag', 8, 'C', ''),
            C('unit', 30, h='Unidade'), C('ref', 66, h='Valores de Referência')]
    kw = dict(ruled='rows', head_fill='#dde7f0', line_col='#9aa9b8', flag_col='#c00000')
    y = table(p, 12, y + 2, cols, [
        S('ERITROGRAMA'),
        R('Hemácias', 'rbc', '4,21', 'milhões/mm³', '3,90 a 5,20'),
        R('Hemoglobina', 'hgb', '11,6', 'g/dL', '12,0 a 15,5', '↓'),
        R('Hematócrito', 'hct', '35,9', '%', '36,0 a 46,0', '↓'),
        R('VCM', 'mcv', '85,3', 'fL', '80,0 a 100,0'),
        R('HCM', 'mch', '27,6', 'pg', '26,0 a 34,0'),
        R('CHCM', 'mchc', '32,3', 'g/dL', '31,0 a 36,0'),
        R('RDW', 'rdw', '14,8', '%', '11,5 a 14,5', '↑'),
    ], **kw)
    y += 3
    cols2 = [C('name', 40, h='LEUCOGRAMA'), C('res', 18, 'R', 'Relativo'), C('unit', 8, h='', idx=0),
             C('flag', 6, 'C', '', idx=0), C('res', 20, 'R', 'Absoluto'), C('unit', 16, h='', idx=1),
             C('txt', 39, h='Ref. relativo', field='refp'), C('txt', 39, h='Ref. absoluto', field='refa')]
    y = table(p, 12, y, cols2, [
        R('Leucócitos', ['', 'wbc'], ['', '6.400'], ['', '/mm³'], refa='4.000 a 11.000'),
        R('Bastonetes', ['band_p', 'band_a'], ['2', '128'], ['%', '/mm³'], refp='0 a 5', refa='0 a 500'),
        R('Segmentados', ['seg_p', 'seg_a'], ['55,4', '3.546'], ['%', '/mm³'], refp='45 a 70', refa='1.800 a 7.700'),
        R('Eosinófilos', ['eos_p', 'eos_a'], ['6,8', '435'], ['%', '/mm³'], f=['↑', ''], refp='1 a 5', refa='40 a 500'),
        R('Basófilos', ['baso_p', 'baso_a'], ['0,6', '38'], ['%', '/mm³'], refp='0 a 2', refa='0 a 200'),
        R('Linfócitos', ['lymph_p', 'lymph_a'], ['29,0', '1.856'], ['%', '/mm³'], refp='20 a 45', refa='1.000 a 4.500'),
        R('Monócitos', ['mono_p', 'mono_a'], ['6,2', '397'], ['%', '/mm³'], refp='2 a 10', refa='100 a 1.000'),
    ], **kw)
    y += 3
    y = table(p, 12, y, cols, [
        S('PLAQUETOGRAMA'),
        R('Plaquetas', 'plt', '287.000', '/mm³', '150.000 a 450.000'),
        R('VPM - Volume plaquetário médio', 'mpv', '9,8', 'fL', '7,4 a 10,4'),
    ], **kw)
    y += 3
    p.T(12, y, 'Observação: Série vermelha com discreta anisocitose. Série branca sem atipias morfológicas.', 7, i=True)
    p.T(12, y + 3.5, 'Plaquetas normais em número e morfologia à análise do esfregaço.', 7, i=True)
    foot(p, 1)

    p = d.page()
    head(p)
    y = 61
    p.T(12, y, 'BIOQUÍMICA E HORMÔNIOS', 10, b=True, col=blue)
    y += 6
    y = table(p, 12, y, cols, [
        S('GLICOSE'),
        N('Material: Plasma fluoretado - Método: Enzimático (hexoquinase)'),
        R('Glicose em jejum', 'glu', '98', 'mg/dL', '70 a 99'),
        S('PERFIL LIPÍDICO'),
        N('Material: Soro - Jejum de 12 horas - Método: Enzimático colorimétrico'),
        R('COLESTEROL TOTAL', 'chol', '224', 'mg/dL', 'Desejável: inferior a 190', '↑'),
        R('HDL-COLESTEROL', 'hdl', '52', 'mg/dL', 'Desejável: superior a 40'),
        R('LDL-COLESTEROL', 'ldl', '142', 'mg/dL', 'Baixo risco: inferior a 130\nRisco intermediário: inferior a 100\n'
          'Alto risco: inferior a 70\nMuito alto risco: inferior a 50'),
        R('VLDL-COLESTEROL', 'vldl', '30', 'mg/dL', 'Até 30'),
        R('COLESTEROL\nNÃO-HDL', 'nonhdl', '172', 'mg/dL', 'Baixo risco: inferior a 160\nRisco intermediário: inferior a 130'),
        R('TRIGLICÉRIDES', 'tg', '150', 'mg/dL', 'Com jejum: inferior a 150\nSem jejum: inferior a 175'),
        N('LDL e VLDL calculados pela equação de Martin/Hopkins. Categorias conforme Consenso Brasileiro 2017.'),
        S('FUNÇÃO HEPÁTICA E RENAL'),
        N('Material: Soro - Método: Cinético UV (IFCC) / Jaffé cinético / Urease-GLDH'),
        R('TGO (AST)', 'ast', '22', 'U/L', '5 a 32'),
        R('TGP (ALT)', 'alt', '19', 'U/L', '5 a 33'),
        R('Creatinina', 'creat', '0,78', 'mg/dL', '0,50 a 0,90'),
        R('Taxa de Filtração Glomerular\nEstimada (CKD-EPI 2021)', 'egfr', '93', 'mL/min/1,73m²', 'Superior a 60'),
        R('Ureia', 'urea', '27', 'mg/dL', '15 a 40'),
        S('TIREOIDE'),
        N('Material: Soro - Método: Eletroquimioluminescência'),
        R('TSH - Hormônio tireoestimulante', 'tsh', '3,42', 'µUI/mL', '0,27 a 4,20'),
        R('T4 livre', 'ft4', '1,08', 'ng/dL', '0,93 a 1,70'),
    ], **kw)
    foot(p, 2)
    return d


def block(pg, x, y, w, title, lines, mat=None, met=None, refs=None, size=None, fam=None, title_col=None,
          rule=True, lab_w=24, ref_x=None, ref_title='Valores de referência:', note=None, title_size=None,
          val_b=True, lf=1.4):
    """Block layout: HEADING / Material / Método / Resultado lines / reference values.
    lines: dicts (label, k, v, u, n (gold name; default: heading when label is 'Resultado'), date)."""
    d = pg.doc
    size = size or d.size
    fam = fam or d.fam
    L = lh(size, lf)
    ts = title_size or size + 0.5
    titles = title.split('\n')
    for t in titles:
        pg.T(x, y, t, ts, b=True, fam=fam, col=title_col, h=lh(ts, lf))
        y += lh(ts, lf)
    if rule:
        pg.L(x, y + 0.3, x + w, y + 0.3, 0.2, '#555555')
        y += 1
    if mat or met:
        t = '   '.join(s for s in [('Material: ' + mat) if mat else '', ('Método: ' + met) if met else ''] if s)
        pg.T(x, y, t, size - 1, i=True, fam=fam, h=lh(size - 1, lf))
        y += lh(size - 1, lf)
    y0 = y
    for ln in lines:
        lab = ln['label'] + ':'
        pg.T(x, y, lab, size, fam=fam, h=L)
        vt = ln['v']
        vx = x + lab_w
        pg.T(vx, y, vt, size, b=val_b, fam=fam, h=L)
        ex = vx + width(vt, fam, size, val_b) + 1.2
        if ln.get('u'):
            pg.T(ex, y, ln['u'], size, fam=fam, h=L)
            ex += width(ln['u'], fam, size) + 1.2
        if ln.get('f'):
            pg.T(ex, y, ln['f'], size, b=True, fam=fam, h=L)
        if ln.get('extra'):
            pg.T(x + lab_w + 38, y, ln['extra'], size - 0.5, fam=fam, h=L, i=True)
        name = ln.get('n') or (title.replace('\n', ' ') if ln['label'] == 'Resultado' else ln['label'])
        pg.result(name, ln['k'], vt, ln.get('u', ''), ln.get('date'))
        y += L
    if refs:
        rx = ref_x if ref_x is not None else x + w * 0.55
        ry = y0
        if ref_title:
            pg.T(rx, ry, ref_title, size - 1, b=True, fam=fam, h=lh(size - 1, lf))
            ry += lh(size - 1, lf)
        for t in refs:
            pg.T(rx, ry, t, size - 1, fam=fam, h=lh(size - 1, lf))
            ry += lh(size - 1, lf)
        y = max(y, ry)
    if note:
        for t in note.split('\n'):
            pg.T(x, y, t, size - 1.5, i=True, fam=fam, h=lh(size - 1.5, lf))
            y += lh(size - 1.5, lf)
    return y + 2.5


def B(label, k, v, u='', **kw):
    d = dict(label=label, k=k, v=v, u=u)
    d.update(kw)
    return d


# ====================================================================== bn02
@report
def bn02():
    d = Doc('bn02', 'Centro de Análises Clínicas Dr. Hélio Amaral', iso('07/04/2025'), fam='serif', size=8.5,
            city='Campina Grande/PB')
    p = d.page()
    p.T(105, 10, 'CENTRO DE ANÁLISES CLÍNICAS DR. HÉLIO AMARAL', 13, b=True, al='C')
    p.T(105, 16, 'Rua Vila Nova da Rainha, 512 - Centro - Campina Grande - PB - Fone: (83) 3341-2290', 7.5, al='C')
    p.T(105, 19.5, 'CNPJ 08.771.304/0001-62 - CNES 2418592 - Responsável Técnico: Dr. Hélio Amaral Filho - CRF-PB 2.031', 7.5, al='C')
    p.L(12, 24, 198, 24, 0.5)
    p.L(12, 25, 198, 25, 0.2)
    info_grid(p, 12, 27, [
        [('Nome', 'JOSÉ ERIVALDO DE ARAÚJO LIMA'), ('Registro', '25040711')],
        [('Nascimento', '03/02/1963  (62 anos)'), ('Sexo', 'Masculino')],
        [('Solicitante', 'Dr. Raimundo Nonato Queiroga - CRM-PB 5.873'), ('Convênio', 'Particular')],
        [('Data da requisição', '02/04/2025'), ('Data da coleta', '07/04/2025')],
    ], [12, 128], size=8, lab_b=False, val_b=True)
    p.L(12, 44, 198, 44, 0.2)
    cols = [C('name', 66, h='Exame'), C('ref', 62, h='Valores de Referência'), C('res', 30, 'R', 'Resultado'),
            C('unit', 28, h='Unidade', hal='L')]
    kw = dict(ruled='none', head_rule=True, sec_line=False, pad=0.7)
    y = table(p, 12, 47, cols, [
        S('BIOQUÍMICA'),
        R('Glicose', 'glu', '104', 'mg/dL', '70 a 99'),
        R('Hemoglobina glicada (HbA1c)', 'hba1c', '5,9', '%', 'Normal: inferior a 5,7\nPré-diabetes: 5,7 a 6,4\nDiabetes: 6,5 ou superior'),
        R('Glicemia média estimada', 'eag', '123', 'mg/dL', ''),
        R('Ureia', 'urea', '38', 'mg/dL', '17 a 49'),
        R('Creatinina', 'creat', '1,12', 'mg/dL', '0,70 a 1,30'),
        R('Ácido úrico', 'urate', '6,8', 'mg/dL', '3,4 a 7,0'),
        R('Sódio', 'na', '139', 'mEq/L', '136 a 145'),
        R('Potássio', 'k', '4,6', 'mEq/L', '3,5 a 5,1'),
        R('Cálcio total', 'ca', '9,4', 'mg/dL', '8,6 a 10,3'),
        R('Proteína C reativa', 'crp', 'inferior a 0,3', 'mg/dL', 'inferior a 0,5'),
        S('MARCADORES TUMORAIS'),
        R('PSA total', 'psa', '2,84', 'ng/mL', 'Até 4,00'),
        R('PSA livre', 'fpsa', '0,61', 'ng/mL', ''),
        R('Relação PSA livre/PSA total', 'fpsa_ratio', '21,5', '%', 'superior a 25 (sugestivo de\nhiperplasia benigna)'),
        R('Antígeno carcinoembrionário (CEA)', 'cea', 'inferior a 1,0', 'ng/mL', 'Não fumantes: até 3,8\nFumantes: até 5,5'),
        S('VITAMINAS E METABOLISMO DO FERRO'),
        R('Vitamina B12', 'b12', '412', 'pg/mL', '197 a 771'),
        R('25-Hidroxivitamina D', 'vitd', '27,4', 'ng/mL', 'População saudável: superior a 20\nGrupos de risco: 30 a 60'),
        R('Ferritina', 'ferritin', '186', 'ng/mL', '30 a 400'),
    ], **kw)
    y += 4
    for t in ['Glicose: método enzimático (GOD-PAP), plasma com fluoreto. HbA1c: HPLC, método certificado NGSP.',
              'PSA total e livre, CEA, vitamina B12, vitamina D e ferritina: quimioluminescência (soro).',
              'Glicemia média estimada calculada a partir da HbA1c (ADAG). Jejum informado: 12 horas.']:
        p.T(12, y, t, 7, i=True)
        y += 3.4
    p.L(120, 262, 190, 262, 0.2)
    p.T(155, 263, 'Dra. Maria do Socorro B. Amaral', 8, al='C')
    p.T(155, 266.5, 'Farmacêutica-Bioquímica - CRF-PB 3.115', 7, al='C')
    p.L(12, 276, 198, 276, 0.2)
    p.T(12, 277, 'Resultados liberados em 09/04/2025 às 11:32. Emitido em 09/04/2025.', 7)
    p.T(198, 277, 'Folha 1/1', 7, al='R')
    return d


# ====================================================================== bn03
@report
def bn03():
    d = Doc('bn03', 'Laboratório Rio Negro Análises Clínicas', iso('12/05/2025'), fam='sansc', size=8.5, city='Manaus/AM')
    green = '#1e6b52'

    def head(pg, n):
        pg.R(0, 0, 210, 24, fill=green)
        pg.T(14, 5, 'LABORATÓRIO RIO NEGRO', 15, b=True, col='#ffffff')
        pg.T(14, 12.5, 'Análises Clínicas  •  Desde 1988', 8.5, col='#ffffff')
        pg.T(196, 5.5, 'Av. Djalma Batista, 1.904 - Chapada - Manaus/AM', 7.5, al='R', col='#ffffff')
        pg.T(196, 9.5, 'SAC (92) 3236-5510 - CNPJ 04.318.662/0001-09', 7.5, al='R', col='#ffffff')
        pg.T(196, 13.5, 'CNES 6629117', 7.5, al='R', col='#ffffff')
        info_grid(pg, 14, 27, [
            [('Cliente', 'ANA BEATRIZ MONTEIRO DE SOUZA'), ('Ordem de serviço', '882.104-7')],
            [('Dt. Nascimento', '21/09/1995'), ('Sexo', 'F'), ('Idade', '29A 7M')],
            [('Médico', 'Dr. Kleber Sá Menezes - CRM-AM 7.402'), ('Solicitação', '09/05/2025')],
            [('Coletado em', '12/05/2025 08:05'), ('Liberado em', '14/05/2025 15:48')],
        ], [14, 110, 150], size=8, lab_col=green)
        pg.L(14, 45, 196, 45, 0.4, green)

    def foot(pg, n):
        pg.L(14, 281, 196, 281, 0.4, green)
        pg.T(14, 282, 'Assinado digitalmente por Dr. Pedro Henrique Albuquerque - CRBM-AM 1.077  •  Impresso em 14/05/2025 16:02', 7)
        pg.T(196, 282, f'Pág. {n}/2', 7, al='R')

    p = d.page()
    head(p, 1)
    p.T(14, 48, 'SOROLOGIA E IMUNO-HEMATOLOGIA', 10, b=True, col=green)
    xl, xr, w = 14, 108, 88
    p.L(105, 54, 105, 270, 0.2, '#9bbfb2')
    y = 55
    bk = dict(ref_x=None, title_col=green, lab_w=20, size=8)
    y = block(p, xl, y, w, 'ANTI-HIV 1 e 2\n(ANTICORPOS + ANTÍGENO P24)', [B('Resultado', 'hiv', 'Não reagente')],
              mat='Soro', met='Quimioluminescência (4ª geração)', refs=['Não reagente'], **bk)
    y = block(p, xl, y, w, 'HBsAg - ANTÍGENO DE SUPERFÍCIE\nDO VÍRUS DA HEPATITE B', [B('Resultado', 'hbsag', 'Não reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'], **bk)
    y = block(p, xl, y, w, 'ANTI-HBs', [B('Resultado', 'antihbs', '112,4', 'mUI/mL')],
              mat='Soro', met='Quimioluminescência',
              refs=['Inferior a 10,0: não reagente', 'Igual ou superior a 10,0:', 'reagente (imune)'], **bk)
    y = block(p, xl, y, w, 'ANTI-HCV', [B('Resultado', 'hcv', 'Não reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'], **bk)
    y = block(p, xl, y, w, 'VDRL', [B('Resultado', 'vdrl', 'Não reagente')],
              mat='Soro', met='Floculação', refs=['Não reagente'], **bk)
    y = 55
    y = block(p, xr, y, w, 'TOXOPLASMOSE - IgG', [B('Resultado', 'toxo_g', '45,2', 'UI/mL')],
              mat='Soro', met='Quimioluminescência',
              refs=['Não reagente: inferior a 1,6', 'Indeterminado: 1,6 a 2,9', 'Reagente: superior a 3,0'], **bk)
    y = block(p, xr, y, w, 'TOXOPLASMOSE - IgM', [B('Resultado', 'toxo_m', 'Não reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'], **bk)
    y = block(p, xr, y, w, 'RUBÉOLA - IgG', [B('Resultado', 'rub_g', '38,5', 'UI/mL')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente: inferior a 5,0', 'Reagente: superior a 10,0'], **bk)
    y = block(p, xr, y, w, 'CITOMEGALOVÍRUS - IgG', [B('Resultado', 'cmv_g', 'Reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'],
              note='Presença de anticorpos indica contato prévio com o vírus.', **bk)
    y = block(p, xr, y, w, 'TIPAGEM SANGUÍNEA', [B('Grupo ABO', 'abo', 'O'), B('Fator Rh (D)', 'rh', 'Positivo')],
              mat='Sangue total (EDTA)', met='Hemaglutinação em gel', **bk)
    foot(p, 1)

    p = d.page()
    head(p, 2)
    p.T(14, 48, 'URINA TIPO I (EAS)', 10, b=True, col=green)
    p.T(14, 53, 'Material: Urina - primeira micção da manhã, jato médio   Método: Tira reativa e microscopia do sedimento', 7.5, i=True)
    cols = [C('name', 60), C('res', 32), C('unit', 20), C('ref', 50)]
    kw = dict(head=False, ruled='none', pad=0.55, sec_col=green, sec_size=8.5)
    y = table(p, 14, 58, cols, [
        S('EXAME FÍSICO'),
        R('Cor', 'u_color', 'Amarelo citrino', ref='Amarelo citrino'),
        R('Aspecto', 'u_aspect', 'Límpido', ref='Límpido'),
        R('Densidade', 'u_sg', '1,020', ref='1,005 a 1,030'),
        S('EXAME QUÍMICO'),
        R('pH', 'u_ph', '6,0', ref='5,0 a 7,5'),
        R('Proteínas', 'u_prot', 'Negativo', ref='Negativo'),
        R('Glicose', 'u_glu', 'Negativo', ref='Negativo'),
        R('Corpos cetônicos', 'u_ket', 'Negativo', ref='Negativo'),
        R('Hemoglobina', 'u_blood', 'Negativo', ref='Negativo'),
        R('Nitrito', 'u_nit', 'Negativo', ref='Negativo'),
        R('Bilirrubina', 'u_bili', 'Negativo', ref='Negativo'),
        R('Urobilinogênio', 'u_ubg', 'Normal', ref='Normal'),
        S('SEDIMENTOSCOPIA'),
        R('Leucócitos', 'u_wbc_hpf', '3', 'p/campo', ref='Até 5 p/campo'),
        R('Hemácias', 'u_rbc_hpf', '1', 'p/campo', ref='Até 3 p/campo'),
        R('Células epiteliais', 'u_epi', 'Raras', ref='Raras a algumas'),
        R('Bactérias', 'u_bact', 'Ausentes', ref='Ausentes'),
        R('Cilindros', 'u_casts', 'Ausentes', ref='Ausentes'),
        R('Cristais', 'u_cryst', 'Ausentes', ref=''),
    ], **kw)
    p.T(14, y + 4, 'Observação: amostra recebida em condições adequadas. Tempo entre coleta e análise inferior a 2 horas.', 7.5, i=True)
    foot(p, 2)
    return d


# ====================================================================== bn04
@report
def bn04():
    d = Doc('bn04', 'LabCentro Análises Clínicas', iso('22/04/2025'), fam='sans', size=8, city='Goiânia/GO')
    red = '#a61c1c'
    p = d.page()
    p.T(12, 10, 'LabCentro', 20, b=True, col=red)
    p.T(12, 18.5, 'ANÁLISES CLÍNICAS', 8, b=True, col='#555555')
    p.T(198, 10, 'Rua 9, nº 1.120 - Setor Oeste - Goiânia/GO', 7.5, al='R')
    p.T(198, 13.5, 'Tel. (62) 3215-7700 - WhatsApp (62) 99120-4455', 7.5, al='R')
    p.T(198, 17, 'CNPJ 21.604.918/0001-77 - CNES 9031542', 7.5, al='R')
    p.T(198, 20.5, 'RT: Dra. Cláudia Rezende Brandão - CRF-GO 6.551', 7.5, al='R')
    p.L(12, 25, 198, 25, 1.0, red)
    p.R(12, 27, 186, 21, fill='#f3f3f3')
    info_grid(p, 14, 28.5, [
        [('Paciente', 'ROBERTO CARLOS NUNES FERREIRA'), ('Atendimento', '0422-01873')],
        [('Nascimento', '29/11/1969'), ('Idade', '55 anos'), ('Sexo', 'M')],
        [('Médico', 'Dr. Henrique Vilela Prado - CRM-GO 14.208'), ('Data do pedido', '16/04/2025')],
        [('Coleta', '22/04/2025 07:10'), ('Convênio', 'Unimed Goiânia'), ('Validade da guia', '16/05/2025')],
    ], [14, 100, 150], size=7.5)
    p.T(12, 52, 'RESULTADOS COM HISTÓRICO', 10, b=True, col=red)
    p.T(12, 56.5, 'A coluna "Anterior" apresenta o último resultado do paciente neste laboratório (coleta de 15/10/2024).', 7, i=True)
    cols = [C('name', 58, h='Exame'), C('res', 22, 'R', 'Resultado\n22/04/2025', date=iso('22/04/2025')),
            C('unit', 24, h='Unidade'), C('res', 22, 'R', 'Anterior\n15/10/2024', date=iso('15/10/2024'), i=True, dash='--'),
            C('ref', 60, h='Valores de referência')]
    kw = dict(ruled='grid', head_fill='#e9e9e9', line_col='#777777', pad=0.8, sec_fill='#f6e7e7')
    y = table(p, 12, 61, cols, [
        S('Metabolismo glicídico'),
        R('Glicose em jejum', 'glu', ['132', '148'], 'mg/dL', '70 a 99'),
        R('Hemoglobina glicada - HbA1c', 'hba1c', ['7,2', '7,9'], '%', 'Não diabéticos: inferior a 5,7\nMeta terapêutica (DM): inferior a 7,0'),
        R('Glicose média estimada', 'eag', ['160', '180'], 'mg/dL', ''),
        S('Perfil lipídico'),
        R('Colesterol total', 'chol', ['168', '201'], 'mg/dL', 'Desejável: inferior a 190'),
        R('Colesterol HDL', 'hdl', ['41', '38'], 'mg/dL', 'Desejável: superior a 40'),
        R('Colesterol LDL', 'ldl', ['96', '124'], 'mg/dL', 'Meta para alto risco: inferior a 70'),
        R('Triglicérides', 'tg', ['154', '196'], 'mg/dL', 'Jejum: inferior a 150'),
        S('Função renal'),
        R('Creatinina', 'creat', ['1,04', '0,98'], 'mg/dL', '0,70 a 1,20'),
        R('Filtração glomerular estimada\n(CKD-EPI 2021)', 'egfr', ['84', '90'], 'mL/min/1,73m²', 'Superior a 90'),
        R('Potássio', 'k', ['4,4', '4,7'], 'mmol/L', '3,5 a 5,1'),
        R('Microalbuminúria (amostra isolada)', 'malb_conc', ['24,5', '31,2'], 'mg/L', 'Inferior a 30'),
        R('Relação albumina/creatinina\nurinária', 'malb_ratio', ['18,6', '26,4'], 'mg/g', 'Inferior a 30'),
        S('Outros'),
        R('TGP (ALT)', 'alt', ['28', '35'], 'U/L', 'Até 41'),
        R('Vitamina B12', 'b12', ['388', ''], 'pg/mL', '197 a 771'),
    ], **kw)
    y += 4
    for t in ['Métodos: glicose - hexoquinase; HbA1c - HPLC (NGSP); lípides - enzimático colorimétrico, LDL calculado (Martin);',
              'creatinina - Jaffé compensado; microalbumina - imunoturbidimetria; vitamina B12 - quimioluminescência.',
              'Material: soro, plasma fluoretado, sangue total EDTA e urina (amostra isolada).']:
        p.T(12, y, t, 7, i=True)
        y += 3.4
    p.L(12, 276, 198, 276, 0.3, red)
    p.T(12, 277.5, 'Liberado em 23/04/2025 09:14 por Dra. Cláudia Rezende Brandão - CRF-GO 6.551 (assinatura eletrônica)', 7)
    p.T(198, 277.5, 'Página 1 de 1', 7, al='R')
    p.T(12, 281, 'Impresso em 23/04/2025 10:41 - Portal do paciente', 6.5, col='#666666')
    return d


# ====================================================================== bn05
@report
def bn05():
    d = Doc('bn05', 'Laboratório Crescer Análises Clínicas', iso('27/02/2025'), fam='sans', size=8.5, city='Londrina/PR')
    pur = '#5b3f8c'

    def head(pg, n):
        pg.R(12, 9, 10, 10, fill='#f0a500', r=5)
        pg.R(16, 13, 10, 10, fill=pur, r=5)
        pg.T(30, 9, 'Laboratório Crescer', 15, b=True, col=pur)
        pg.T(30, 16, 'Análises Clínicas • Especialidade em coleta infantil', 8, col='#444444')
        pg.T(198, 9.5, 'Rua Pernambuco, 760 - Centro - Londrina/PR', 7, al='R')
        pg.T(198, 13, '(43) 3324-8810 - CNPJ 33.174.580/0001-90', 7, al='R')
        pg.T(198, 16.5, 'CNES 5528031', 7, al='R')
        pg.L(12, 26, 198, 26, 0.4, pur)
        info_grid(pg, 12, 27.5, [
            [('Paciente', 'MIGUEL HENRIQUE TAVARES ROSA'), ('Pedido nº', '250227-0093')],
            [('Nascimento', '02/12/2018'), ('Idade', '6 anos e 2 meses'), ('Sexo', 'Masculino')],
            [('Responsável', 'Patrícia Tavares Rosa'), ('Médico', 'Dra. Helena Okamoto - CRM-PR 31.550')],
            [('Data da requisição', '20/02/2025'), ('Data da coleta', '27/02/2025'), ('Entrega', '28/02/2025')],
        ], [12, 95, 150], size=7.5)
        pg.L(12, 44.5, 198, 44.5, 0.4, pur)

    def foot(pg, n):
        pg.T(12, 279, 'Laudo conferido e liberado por Dr. Rafael Takeda Moura - CRF-PR 22.904 em 28/02/2025 11:20.', 7)
        pg.T(12, 282.5, 'Valores de referência pediátricos conforme faixa etária e sexo.  Legenda: H = acima, L = abaixo da referência.', 7)
        pg.T(198, 282.5, f'{n}/2', 7, al='R')

    p = d.page()
    head(p, 1)
    p.T(12, 48, 'HEMOGRAMA', 11, b=True, col=pur)
    p.T(12, 53, 'Amostra: sangue total com EDTA  |  Equipamento: Mindray BC-6800 / revisão microscópica', 7.5, i=True)
    cols = [C('name', 52, h='Exame'), C('res', 24, 'R', 'Resultado'), C('flag', 7, 'C', ''), C('unit', 24, h='Unidade'),
            C('ref', 79, h='Referência (6 a 11 anos)')]
    kw = dict(ruled='none', head_rule=True, pad=0.75, flag_col='#000000', sec_col=pur)
    y = table(p, 12, 58, cols, [
        S('Série vermelha'),
        R('Eritrócitos', 'rbc', '4,62', '10⁶/µL', '4,00 a 5,20'),
        R('Hemoglobina', 'hgb', '11,2', 'g/dL', '11,5 a 15,5', 'L'),
        R('Hematócrito', 'hct', '34,1', '%', '35,0 a 45,0', 'L'),
        R('VCM', 'mcv', '73,8', 'fL', '77,0 a 95,0', 'L'),
        R('HCM', 'mch', '24,2', 'pg', '25,0 a 33,0', 'L'),
        R('CHCM', 'mchc', '32,8', 'g/dL', '31,0 a 37,0'),
        R('RDW-CV', 'rdw', '15,9', '%', '11,5 a 14,5', 'H'),
    ], **kw)
    y += 2
    cols2 = [C('name', 52, h='Série branca'), C('res', 22, 'R', '%'), C('flag', 7, 'C', '', idx=0),
             C('res', 24, 'R', '10³/µL'), C('flag', 7, 'C', '', idx=1), C('txt', 38, h='Ref. %', field='rp'),
             C('txt', 36, h='Ref. 10³/µL', field='ra')]
    y = table(p, 12, y, cols2, [
        R('Leucócitos', ['', 'wbc'], ['', '9,85'], ['', '10³/µL'], ra='5,00 a 14,50'),
        R('Neutrófilos', ['neut_p', 'neut_a'], ['38,2', '3,76'], ['%', '10³/µL'], rp='30,0 a 60,0', ra='1,50 a 8,00'),
        R('Linfócitos', ['lymph_p', 'lymph_a'], ['46,1', '4,54'], ['%', '10³/µL'], rp='30,0 a 55,0', ra='1,50 a 6,80'),
        R('Monócitos', ['mono_p', 'mono_a'], ['6,4', '0,63'], ['%', '10³/µL'], rp='2,0 a 10,0', ra='0,10 a 1,00'),
        R('Eosinófilos', ['eos_p', 'eos_a'], ['8,7', '0,86'], ['%', '10³/µL'], f=['H', 'H'], rp='1,0 a 6,0', ra='0,05 a 0,70'),
        R('Basófilos', ['baso_p', 'baso_a'], ['0,6', '0,06'], ['%', '10³/µL'], rp='0,0 a 1,0', ra='0,00 a 0,10'),
    ], **kw)
    y += 2
    y = table(p, 12, y, cols, [
        S('Plaquetas'),
        R('Contagem de plaquetas', 'plt', '342', '10³/µL', '150 a 450'),
    ], head=False, **{k: v for k, v in kw.items() if k != 'head_rule'}, head_rule=False)
    y += 3
    p.T(12, y, 'Morfologia eritrocitária: microcitose (+) e hipocromia (+). Leucócitos sem alterações morfológicas.', 7.5, i=True)
    foot(p, 1)

    p = d.page()
    head(p, 2)
    p.T(12, 48, 'BIOQUÍMICA E IMUNOLOGIA', 11, b=True, col=pur)
    y = table(p, 12, 54, cols, [
        S('Perfil de ferro  (soro - colorimétrico / quimioluminescência)'),
        R('Ferro sérico', 'fe', '38', 'µg/dL', '50 a 120', 'L'),
        R('Ferritina', 'ferritin', '9,4', 'ng/mL', '12,0 a 140,0', 'L'),
        R('Transferrina', 'transferrin', '332', 'mg/dL', '200 a 360'),
        R('Índice de saturação de\ntransferrina', 'tsat', '9', '%', '20 a 50', 'L'),
        S('Outros exames'),
        R('Glicose', 'glu', '82', 'mg/dL', '60 a 99'),
        R('Proteína C reativa', 'crp', '< 0,5', 'mg/dL', '< 0,5'),
        R('25-OH Vitamina D', 'vitd', '32,1', 'ng/mL', 'Superior a 20'),
        R('TSH', 'tsh', '2,15', 'µUI/mL', '0,70 a 5,97'),
    ], **kw)
    y += 4
    y = block(p, 12, y, 120, 'PARASITOLÓGICO DE FEZES', [B('Resultado', 'stool_ova', 'Negativo')],
              mat='Fezes (amostra única)', met='Hoffman, Pons e Janer (sedimentação espontânea)',
              note='Não foram encontrados ovos, larvas ou cistos de parasitas intestinais na amostra analisada.\n'
                   'Um resultado negativo não exclui parasitose; recomenda-se 3 amostras em dias alternados.',
              title_col=pur, lab_w=22)
    foot(p, 2)
    return d


# ====================================================================== bn06
@report
def bn06():
    d = Doc('bn06', 'LACAM - Laboratório Central de Análises Médicas', iso('03/06/2025'), fam='serif', size=9, city='Belém/PA')
    p = d.page()
    p.R(12, 9, 186, 20, stroke='#000000', lw=0.4)
    p.T(105, 10.5, 'LACAM', 16, b=True, al='C')
    p.T(105, 17.5, 'LABORATÓRIO CENTRAL DE ANÁLISES MÉDICAS', 9, b=True, al='C')
    p.T(105, 22, 'Tv. Padre Eutíquio, 2.245 - Batista Campos - Belém/PA - (91) 3242-6015 - CNPJ 15.092.446/0001-18', 7, al='C')
    info_grid(p, 12, 32, [
        [('Paciente', 'FERNANDA CRISTINA LOBATO PANTOJA'), ('Cód.', '61.447/25')],
        [('Data nasc.', '11/06/1986'), ('Sexo', 'Feminino')],
        [('Requisitante', 'Dr. Otávio Guimarães Sarmento'), ('Data do pedido', '28/05/2025')],
        [('Coletado em', '03/06/2025'), ('DUM', '20/05/2025')],
    ], [12, 130], size=8.5, lab_b=False, val_dx=24)
    p.L(12, 50, 198, 50, 0.3)
    y = 53
    xn, xref, xres, xu = 12, 100, 168, 170
    p.T(xn, y, 'EXAME', 8, b=True)
    p.T(xref, y, 'VALOR DE REFERÊNCIA', 8, b=True)
    p.T(xres, y, 'RESULTADO', 8, b=True, al='R')
    y += 6

    def sec(t, y):
        p.T(xn, y, t, 9.5, b=True)
        p.L(xn, y + 4.6, 198, y + 4.6, 0.2, '#000000', dash=True)
        return y + 6

    def row(n, k, v, u, ref, y, f=''):
        names = n.split('\n')
        for nm in names[:-1]:
            p.T(xn, y, nm, 9)
            y += lh(9)
        p.T(xn, y, dots_to(names[-1], xn, xref - 2, 'serif', 9), 9)
        refl = ref.split('\n')
        for j, t in enumerate(refl):
            p.T(xref, y + j * lh(8.5), t, 8.5)
        p.T(xres, y, v + (' ' + f if f else ''), 9, b=True, al='R')
        p.T(xu, y, u, 9)
        p.result(n, k, v, u)
        return y + max(lh(9), len(refl) * lh(8.5)) + 1

    y = sec('LIPIDOGRAMA  (soro, jejum de 12 h - enzimático colorimétrico)', y)
    y = row('COLESTEROL TOTAL', 'chol', '205', 'mg/dL', 'Desejável: < 190', y)
    y = row('HDL', 'hdl', '58', 'mg/dL', 'Desejável: > 40', y)
    y = row('LDL', 'ldl', '121', 'mg/dL', 'Conforme risco cardiovascular:\n< 130 / < 100 / < 70 / < 50', y)
    y = row('VLDL', 'vldl', '26', 'mg/dL', 'Até 30', y)
    y = row('COLESTEROL NÃO-HDL', 'nonhdl', '147', 'mg/dL', '< 160 (baixo risco)', y)
    y = row('TRIGLICERÍDEOS', 'tg', '129', 'mg/dL', 'Jejum: < 150', y)
    y += 2
    y = sec('TIREOIDE  (soro - eletroquimioluminescência)', y)
    y = row('TSH', 'tsh', '5,84', 'µUI/mL', '0,27 a 4,20', y, '*')
    y = row('T4 LIVRE', 'ft4', '0,98', 'ng/dL', '0,93 a 1,70', y)
    y = row('ANTICORPOS ANTI-TPO', 'tpo', '186', 'UI/mL', 'Inferior a 34', y, '*')
    y += 2
    y = sec('METABOLISMO DO FERRO  (soro)', y)
    y = row('FERRO SÉRICO', 'fe', '71', 'µg/dL', '50 a 170', y)
    y = row('FERRITINA', 'ferritin', '22,3', 'ng/mL', '13 a 150', y)
    y = row('ÍNDICE DE SATURAÇÃO DA\nTRANSFERRINA', 'tsat', '19', '%', '20 a 50', y, '*')
    y += 2
    y = sec('VITAMINAS  (soro - quimioluminescência)', y)
    y = row('VITAMINA B12', 'b12', '254', 'pg/mL', '197 a 771', y)
    y = row('ÁCIDO FÓLICO', 'folate', '8,6', 'ng/mL', 'Superior a 3,9', y)
    y = row('25-HIDROXIVITAMINA D', 'vitd', '19,8', 'ng/mL', 'Superior a 20 (população geral)\n30 a 60 (grupos de risco)', y, '*')
    y += 3
    p.T(12, y, '(*) Resultado fora do intervalo de referência. Resultado confirmado em duplicata.', 7.5, i=True)
    p.L(12, 268, 198, 268, 0.3)
    p.T(12, 269.5, 'Belém, 05/06/2025.  Dra. Raimunda Ferreira Costa - Biomédica - CRBM-PA 2.614  -  Resp. Técnica', 8)
    p.T(12, 273.5, 'CNES 3402871 - Os resultados referem-se exclusivamente à amostra analisada.', 7)
    p.T(198, 273.5, 'pág. 1/1', 7, al='R')
    return d


# ====================================================================== bn07
@report
def bn07():
    d = Doc('bn07', 'Hospital Regional do Agreste - Serviço de Patologia Clínica', iso('21/01/2025'), fam='mono', size=7.5,
            city='Caruaru/PE')
    p = d.page()
    p.T(12, 9, 'HOSPITAL REGIONAL DO AGRESTE', 11, b=True)
    p.T(12, 14, 'SERVIÇO DE PATOLOGIA CLÍNICA - LABORATÓRIO 24 HORAS', 8)
    p.T(12, 17.5, 'Av. Agamenon Magalhães, 3.010 - Maurício de Nassau - Caruaru/PE - CNES 2635811', 7)
    p.T(198, 9, 'LAUDO DE EXAMES', 9, b=True, al='R')
    p.T(198, 13.5, 'Emissão: 22/01/2025 07:15', 7, al='R')
    p.L(12, 21.5, 198, 21.5, 0.3)
    info_grid(p, 12, 23, [
        [('Paciente', 'LUCAS GABRIEL DA SILVA MELO'), ('Prontuário', '0187442')],
        [('Nasc.', '08/08/1990 (34a)'), ('Sexo', 'M'), ('Setor', 'PRONTO-SOCORRO / LEITO 07')],
        [('Admissão', '21/01/2025 21:37'), ('Coleta', '21/01/2025 23:10'), ('Solicitante', 'Dr. Tiago Falcão CRM-PE 23.117')],
        [('Recebido', '21/01/2025 23:24'), ('Liberado', '22/01/2025 00:41')],
    ], [12, 72, 128], size=7, lab_b=True)
    p.L(12, 39, 198, 39, 0.3)
    cols = [C('name', 36, h='EXAME'), C('res', 18, 'R', 'RESULT.', inline_flag=True), C('unit', 14, h='UNID.'),
            C('ref', 24, h='REFERÊNCIA')]
    kw = dict(ruled='none', head_rule=True, pad=0.5, size=7.5, line_col='#000000')
    p.T(12, 41, '== BIOQUÍMICA (soro/plasma) ==', 8, b=True)
    p.L(104.5, 41, 104.5, 122, 0.2)
    yl = table(p, 12, 46, cols, [
        R('Sódio', 'na', '134', 'mmol/L', '136 a 145', '*'),
        R('Potássio', 'k', '3,3', 'mmol/L', '3,5 a 5,1', '*'),
        R('Cloreto', 'cl', '99', 'mmol/L', '98 a 107'),
        R('Magnésio', 'mg', '1,9', 'mg/dL', '1,6 a 2,6'),
        R('Cálcio iônico', 'ca_ion', '1,18', 'mmol/L', '1,11 a 1,32'),
        R('Ureia', 'urea', '46', 'mg/dL', '15 a 43', '*'),
        R('Creatinina', 'creat', '1,41', 'mg/dL', '0,70 a 1,20', '*'),
        R('Glicose', 'glu_any', '118', 'mg/dL', '70 a 140'),
    ], **kw)
    p.T(107, 41, '== ENZIMAS / INFLAMAÇÃO ==', 8, b=True)
    yr = table(p, 107, 46, cols, [
        R('CK total', 'ck', '2.846', 'U/L', '39 a 308', '*'),
        R('CK-MB massa', 'ckmb', '4,1', 'ng/mL', 'até 5,0'),
        R('LDH', 'ldh', '412', 'U/L', '135 a 225', '*'),
        R('TGO (AST)', 'ast', '88', 'U/L', 'até 40', '*'),
        R('TGP (ALT)', 'alt', '54', 'U/L', 'até 41', '*'),
        R('Amilase', 'amyl', '62', 'U/L', '28 a 100'),
        R('Lipase', 'lip', '31', 'U/L', '13 a 60'),
        R('PCR', 'crp', '2,4', 'mg/dL', 'até 0,5', '*'),
    ], **kw)
    y = max(yl, yr) + 4
    p.L(12, y, 198, y, 0.3)
    p.T(12, y + 1.5, '== COAGULOGRAMA (plasma citratado - coagulométrico) ==', 8, b=True)
    cols2 = [C('name', 60, h='EXAME'), C('res', 24, 'R', 'RESULTADO', inline_flag=True), C('unit', 20, h='UNIDADE'),
             C('ref', 82, h='REFERÊNCIA')]
    y = table(p, 12, y + 6.5, cols2, [
        R('Tempo de protrombina', 'pt_s', '13,1', 's', '10,0 a 13,5'),
        R('Atividade de protrombina', 'pt_pct', '92', '%', '70 a 100'),
        R('INR', 'inr', '1,05', '', '0,80 a 1,20'),
        R('TTPA - Tempo de tromboplastina\nparcial ativada', 'aptt_s', '31,4', 's', '25,0 a 36,0'),
        R('Relação TTPA paciente/controle', 'aptt_r', '1,04', '', 'até 1,25'),
    ], **kw)
    p.T(12, y + 1, 'Tempo do plasma controle (pool normal): TP 12,4 s; TTPA 30,2 s.', 7, i=True)
    y += 7
    p.L(12, y, 198, y, 0.3)
    p.T(12, y + 1.5, '== IMUNOLOGIA / TESTES RÁPIDOS ==', 8, b=True)
    y = table(p, 12, y + 6.5, cols2, [
        R('Dengue - pesquisa de antígeno NS1', 'dengue_ns1', 'Não reagente', '', 'Não reagente'),
        R('SARS-CoV-2 - pesquisa de antígeno\n(swab nasofaríngeo)', 'covid_ag', 'Não detectado', '', 'Não detectado'),
    ], **kw)
    y += 4
    p.T(12, y, '(*) Valor fora da faixa de referência.', 7)
    p.T(12, y + 3.5, 'Valor crítico (K 3,3 mmol/L) comunicado ao Dr. Tiago Falcão em 22/01/2025 00:45 por J. Santana.', 7)
    p.T(12, y + 7, 'Amostra sem hemólise. Resultados de CK compatíveis com lesão muscular; correlacionar com a clínica.', 7)
    p.L(12, 276, 198, 276, 0.3)
    p.T(12, 277.5, 'Bioquímico responsável: Marcos V. Cavalcanti - CRF-PE 8.992   |   Documento emitido pelo sistema LIS-HRA', 7)
    p.T(198, 281, 'Pág. 1 de 1', 7, al='R')
    return d


# ====================================================================== bn08
@report
def bn08():
    d = Doc('bn08', 'Laboratório Vida & Saúde', iso('09/09/2025'), fam='sans', size=8, city='Ribeirão Preto/SP')
    teal = '#00707a'
    p = d.page()
    p.T(12, 10, 'Vida & Saúde', 17, b=True, col=teal)
    p.T(12, 17.5, 'MEDICINA LABORATORIAL', 7.5, b=True, col='#666666')
    p.T(198, 10, 'Rua Garibaldi, 1.455 - Centro - Ribeirão Preto/SP - CEP 14010-170', 7, al='R')
    p.T(198, 13.5, '(16) 3610-2288 - atendimento@vidaesaudelab.com.br', 7, al='R')
    p.T(198, 17, 'CNPJ 49.662.071/0001-25 - CNES 2080141 - RT: Dr. Sérgio Bastos Vilela CRF-SP 31.206', 7, al='R')
    p.L(12, 22, 198, 22, 0.8, teal)
    info_grid(p, 12, 24, [
        [('Paciente', 'IRACEMA BATISTA DOS SANTOS'), ('Data de nascimento', '17/01/1944'), ('Sexo', 'Feminino')],
        [('Médico', 'Dr. Jorge Ueda Nakamura - CRM-SP 88.402'), ('Pedido', '02/09/2025'), ('Idade', '81 anos')],
        [('Coleta', '09/09/2025 08:20'), ('Liberação', '10/09/2025 14:05'), ('Senha', 'VS-552019')],
    ], [12, 100, 160], size=7.5)
    p.L(12, 36, 198, 36, 0.3, teal)
    p.T(12, 39, 'RELATÓRIO EVOLUTIVO DE RESULTADOS', 10.5, b=True, col=teal)
    p.T(12, 44, 'Resultados atuais (coleta de 09/09/2025) apresentados ao lado dos dois resultados anteriores da paciente.', 7, i=True)
    D0, D1, D2 = '09/09/2025', '10/03/2025', '12/09/2024'
    cols = [C('name', 56, h='Exame'), C('unit', 22, h='Unidade'),
            C('res', 26, 'R', 'Atual\n' + D0, date=iso(D0), b=True),
            C('res', 26, 'R', 'Anterior\n' + D1, date=iso(D1), dash='-'),
            C('res', 26, 'R', 'Anterior\n' + D2, date=iso(D2), dash='-'),
            C('txt', 30, h='  Referência', field='ref', cpad=3)]
    kw = dict(ruled='none', head_fill='#d7eef0', zebra='#f2f8f8', pad=0.9, sec_col=teal, head_rule=True, line_col=teal)
    rows = [
        S('Hematologia'),
        R('Hemoglobina', 'hgb', ['12,1', '11,8', '12,4'], 'g/dL', '   12,0 a 15,5'),
        S('Bioquímica'),
        R('Glicose em jejum', 'glu', ['96', '102', '99'], 'mg/dL', '   70 a 99'),
        R('Ureia', 'urea', ['52', '48', '41'], 'mg/dL', '   17 a 49'),
        R('Creatinina', 'creat', ['1,08', '1,02', '0,91'], 'mg/dL', '   0,50 a 1,00'),
        R('Taxa de filtração\nglomerular (CKD-EPI)', 'egfr', ['49', '52', 'superior a 60'], 'mL/min/1,73m²', '   Superior a 60'),
        R('Potássio', 'k', ['5,1', '4,8', '4,6'], 'mmol/L', '   3,5 a 5,1'),
        S('Lípides'),
        R('Colesterol total', 'chol', ['188', '', '214'], 'mg/dL', '   inferior a 190'),
        R('HDL-Colesterol', 'hdl', ['61', '', '57'], 'mg/dL', '   superior a 40'),
        R('LDL-Colesterol', 'ldl', ['101', '', '129'], 'mg/dL', '   inferior a 130'),
        R('Triglicérides', 'tg', ['128', '', '141'], 'mg/dL', '   inferior a 150'),
        S('Hormônios e vitaminas'),
        R('TSH', 'tsh', ['2,96', '3,40', '4,12'], 'µUI/mL', '   0,45 a 4,50'),
        R('Vitamina B12', 'b12', ['superior a 2.000', '1.450', '198'], 'pg/mL', '   197 a 771'),
    ]
    y = table(p, 12, 49, cols, rows, **kw)
    y += 4
    for t in ['Notas: creatinina por método enzimático rastreável ao IDMS; TFG estimada pela equação CKD-EPI 2021, sem ajuste de raça.',
              'Vitamina B12 acima do limite superior de quantificação do ensaio; paciente em reposição (informação do pedido).',
              'Exames anteriores realizados neste laboratório com as mesmas metodologias. Material: soro e sangue total (EDTA).',
              'Próxima coleta sugerida pelo médico assistente: 09/03/2026.']:
        p.T(12, y, t, 7, i=True)
        y += 3.5
    p.L(12, 277, 198, 277, 0.3, teal)
    p.T(12, 278.5, 'Documento assinado digitalmente por Dra. Camila F. Arantes - CRBM-SP 30.447. Impresso em 11/09/2025 09:12.', 7)
    p.T(198, 278.5, 'Página 1/1', 7, al='R')
    return d


# ====================================================================== bn09
@report
def bn09():
    d = Doc('bn09', 'Laboratório Maré Alta - Medicina Diagnóstica', iso('16/05/2025'), fam='serif', size=9, city='Salvador/BA')
    navy = '#1b2f5b'

    def head(pg, n):
        pg.T(12, 9, 'MARÉ ALTA', 18, b=True, col=navy)
        pg.T(12, 17, 'MEDICINA DIAGNÓSTICA', 8, col=navy)
        pg.T(198, 9.5, 'Av. Sete de Setembro, 2.640 - Vitória - Salvador/BA', 7.5, al='R')
        pg.T(198, 13, 'Tel. (71) 3038-4410 - CNPJ 27.815.330/0001-44 - CNES 4471902', 7.5, al='R')
        pg.T(198, 16.5, 'Responsável técnico: Dr. Caio Menezes Tourinho - CRM-BA 19.338', 7.5, al='R')
        pg.R(12, 22, 186, 21, stroke=navy, lw=0.3)
        info_grid(pg, 14, 23.5, [
            [('Paciente', 'JÉSSICA PRISCILA NASCIMENTO BONFIM'), ('Registro', 'MA-1605-0318')],
            [('Data de nascimento', '30/10/1998'), ('Médico(a)', 'Dra. Ivone Lacerda Passos - CRM-BA 24.780')],
            [('DUM', '12/03/2025'), ('DPP', '17/12/2025'), ('Idade gestacional', '9 semanas')],
            [('Data da coleta', '16/05/2025'), ('Data do pedido', '13/05/2025'), ('Retorno pré-natal', '13/06/2025')],
        ], [14, 96, 150], size=7.5, lab_col=navy)
        pg.T(105, 46, 'PAINEL PRÉ-NATAL - 1º TRIMESTRE', 10.5, b=True, al='C', col=navy)

    def foot(pg, n):
        pg.L(12, 279, 198, 279, 0.3, navy)
        pg.T(12, 280.5, 'Liberado em 19/05/2025 por Dra. Luana Sampaio Reis - CRF-BA 7.662. Laudo com assinatura eletrônica.', 7)
        pg.T(198, 280.5, f'Página {n} de 2', 7, al='R')

    bk = dict(title_col=navy, lab_w=30, size=9)
    p = d.page()
    head(p, 1)
    y = 53
    y = block(p, 12, y, 186, 'TIPAGEM SANGUÍNEA (ABO E FATOR Rh)',
              [B('Grupo sanguíneo', 'abo', 'A'), B('Fator Rh (D)', 'rh', 'Negativo')],
              mat='Sangue total (EDTA)', met='Hemaglutinação em gel (direta e reversa)', ref_title=None,
              note='Gestante Rh negativo: recomenda-se pesquisa de anticorpos irregulares mensal e avaliação da profilaxia.', **bk)
    y = block(p, 12, y, 186, 'PESQUISA DE ANTICORPOS IRREGULARES\n(COOMBS INDIRETO)', [B('Resultado', 'coombs_i', 'Negativo')],
              mat='Soro', met='Gel-teste (antiglobulina)', refs=['Negativo'], **bk)
    y = block(p, 12, y, 186, 'HEMOGLOBINA E HEMATÓCRITO',
              [B('Hemoglobina', 'hgb', '12,4', 'g/dL'), B('Hematócrito', 'hct', '37,2', '%')],
              mat='Sangue total (EDTA)', met='Automatizado (impedância)', refs=['Hemoglobina: 11,0 a 15,0 g/dL',
                                                                            'Hematócrito: 33,0 a 45,0 %'], **bk)
    y = block(p, 12, y, 186, 'GLICOSE EM JEJUM', [B('Resultado', 'glu', '81', 'mg/dL')],
              mat='Plasma fluoretado', met='Hexoquinase',
              refs=['Gestantes: inferior a 92 mg/dL', '92 a 125 mg/dL: diabetes gestacional'], **bk)
    y = block(p, 12, y, 186, 'TSH - HORMÔNIO TIREOESTIMULANTE', [B('Resultado', 'tsh', '1,62', 'µUI/mL')],
              mat='Soro', met='Eletroquimioluminescência', refs=['1º trimestre: 0,10 a 2,50 µUI/mL'], **bk)
    y = block(p, 12, y, 186, 'ANTI-HIV 1/2 (4ª GERAÇÃO)', [B('Resultado', 'hiv', 'Não reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'], **bk)
    foot(p, 1)

    p = d.page()
    head(p, 2)
    y = 53
    y = block(p, 12, y, 186, 'VDRL', [B('Resultado', 'vdrl', 'Não reagente')],
              mat='Soro', met='Floculação em lâmina', refs=['Não reagente'], **bk)
    y = block(p, 12, y, 186, 'HEPATITE B - HBsAg', [B('Resultado', 'hbsag', 'Não reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'], **bk)
    y = block(p, 12, y, 186, 'HEPATITE C - ANTI-HCV', [B('Resultado', 'hcv', 'Não reagente')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente'], **bk)
    y = block(p, 12, y, 186, 'TOXOPLASMOSE - ANTICORPOS IgG E IgM',
              [B('IgG', 'toxo_g', '> 650,0', 'UI/mL', n='Toxoplasmose IgG'),
               B('IgM', 'toxo_m', 'Não reagente', '', n='Toxoplasmose IgM')],
              mat='Soro', met='Quimioluminescência',
              refs=['IgG - não reagente: inferior a 1,6 UI/mL', 'IgG - reagente: superior a 3,0 UI/mL', 'IgM: não reagente'],
              note='Perfil compatível com infecção pregressa (imunidade).', **bk)
    y = block(p, 12, y, 186, 'RUBÉOLA - ANTICORPOS IgG', [B('Resultado', 'rub_g', '> 500,0', 'UI/mL')],
              mat='Soro', met='Quimioluminescência', refs=['Não reagente: inferior a 5,0 UI/mL', 'Reagente: superior a 10,0 UI/mL'], **bk)
    y = block(p, 12, y, 186, 'UROCULTURA COM ANTIBIOGRAMA', [B('Resultado', 'u_cult', 'Negativa')],
              mat='Urina - jato médio', met='Semeadura em ágar CLED, 48 h',
              refs=['Negativa'], note='Não houve crescimento bacteriano em 48 horas de incubação (inferior a 1.000 UFC/mL).', **bk)
    foot(p, 2)
    return d


# ====================================================================== bn10
@report
def bn10():
    d = Doc('bn10', 'Laboratório Pioneiro de Análises Clínicas', iso('14/08/2025'), fam='sansc', size=8.5, city='Cuiabá/MT')
    org = '#b35400'

    def head(pg, n):
        pg.T(12, 9, 'LABORATÓRIO PIONEIRO', 14, b=True, col=org)
        pg.T(12, 15.5, 'de Análises Clínicas  -  Cuiabá  -  Várzea Grande  -  Rondonópolis', 8, col='#333333')
        pg.T(198, 9.5, 'Av. Historiador Rubens de Mendonça, 2.077 - Bosque da Saúde - Cuiabá/MT', 7, al='R')
        pg.T(198, 13, '(65) 3027-9400 - CNPJ 03.221.908/0001-51 - CNES 2395533', 7, al='R')
        pg.L(12, 20, 198, 20, 0.3, org)
        info_grid(pg, 12, 21.5, [
            [('Nome', 'ANDRÉ LUIZ CAMPOS MACHADO'), ('OS', '2508-140332')],
            [('Nascimento', '05/05/1980'), ('Idade', '45 anos'), ('Sexo', 'Masculino')],
            [('Médico', 'Dr. Fábio Corrêa Leite - CRM-MT 9.015'), ('Pedido', '11/08/2025')],
            [('Coleta', '14/08/2025 07:35'), ('Liberação', '15/08/2025 17:10'), ('Impressão', '15/08/2025 17:42')],
        ], [12, 100, 152], size=7.5, lab_b=False, val_b=True)
        pg.L(12, 37.5, 198, 37.5, 0.3, org)

    def foot(pg, n):
        pg.T(12, 280, 'Responsável técnico: Dr. Eduardo Ramos Figueiredo - CRF-MT 2.877  •  Laudo liberado eletronicamente.', 7)
        pg.T(198, 280, f'Página {n}/2', 7, al='R')

    cols = [C('name', 60, h='Exame'), C('ref', 64, h='Valores de referência'), C('res', 22, 'R', 'Resultado'),
            C('unit', 22, h='Unidade'), C('flag', 18, 'L', '')]
    kw = dict(ruled='rows', line_col='#d9c2ad', head_rule=True, pad=0.8, sec_col=org, flag_col=org)
    p = d.page()
    head(p, 1)
    y = table(p, 12, 41, cols, [
        S('HORMÔNIOS  -  soro, quimioluminescência'),
        R('Testosterona total', 'testo', '262', 'ng/dL', '264 a 916', 'Baixo'),
        R('FSH - Hormônio folículo\nestimulante', 'fsh', '4,2', 'mUI/mL', '1,5 a 12,4'),
        R('LH - Hormônio luteinizante', 'lh', '3,8', 'mUI/mL', '1,7 a 8,6'),
        R('Estradiol', 'e2', '38', 'pg/mL', '11 a 44'),
        R('Prolactina', 'prl', '11,6', 'ng/mL', '4,0 a 15,2'),
        R('Cortisol (coleta às 8 h)', 'cortisol_am', '14,8', 'µg/dL', '6,2 a 19,4'),
        R('Insulina basal', 'insulin', '27,9', 'µUI/mL', '2,6 a 24,9', 'Alto'),
        S('GLICEMIA E LIPÍDIOS  -  jejum de 12 h, enzimático'),
        R('Glicose', 'glu', '102', 'mg/dL', '70 a 99', 'Alto'),
        R('Colesterol total', 'chol', '236', 'mg/dL', 'Desejável: < 190', 'Alto'),
        R('HDL - Colesterol', 'hdl', '34', 'mg/dL', 'Desejável: > 40', 'Baixo'),
        R('LDL - Colesterol (Friedewald)', 'ldl', '158', 'mg/dL', 'Baixo risco: < 130', 'Alto'),
        R('VLDL - Colesterol', 'vldl', '44', 'mg/dL', 'Até 30', 'Alto'),
        R('Triglicérides', 'tg', '221', 'mg/dL', 'Jejum: < 150', 'Alto'),
    ], **kw)
    p.T(12, y + 3, 'Testosterona: coleta entre 7 e 10 h. Insulina e glicose coletadas no mesmo horário; HOMA-IR a critério médico.', 7, i=True)
    foot(p, 1)
    p = d.page()
    head(p, 2)
    y = table(p, 12, 41, cols, [
        S('FUNÇÃO HEPÁTICA  -  soro'),
        R('TGO - Aspartato aminotransferase', 'ast', '41', 'U/L', 'Até 40', 'Alto'),
        R('TGP - Alanina aminotransferase', 'alt', '67', 'U/L', 'Até 41', 'Alto'),
        R('Gama GT', 'ggt', '98', 'U/L', '8 a 61', 'Alto'),
        R('Fosfatase alcalina', 'alp', '84', 'U/L', '40 a 129'),
        R('Bilirrubina total', 'bili_t', '0,92', 'mg/dL', 'Até 1,20'),
        R('Bilirrubina direta', 'bili_d', '0,24', 'mg/dL', 'Até 0,30'),
        R('Bilirrubina indireta\n(calculada)', 'bili_i', '0,68', 'mg/dL', 'Até 0,90'),
        S('PROTEÍNAS  -  soro, biureto / verde de bromocresol'),
        R('Proteínas totais', 'prot', '7,3', 'g/dL', '6,4 a 8,3'),
        R('Albumina', 'alb', '4,5', 'g/dL', '3,5 a 5,2'),
        R('Globulinas', 'glob', '2,8', 'g/dL', '2,3 a 3,5'),
        R('Relação albumina/globulina', 'ag', '1,61', '', '1,10 a 2,20'),
    ], **kw)
    p.T(12, y + 3, 'Nota: elevação discreta de transaminases e GGT; correlacionar com dados clínicos e uso de medicamentos/álcool.', 7, i=True)
    foot(p, 2)
    return d


# ====================================================================== bn11
@report
def bn11():
    d = Doc('bn11', 'Laboratório Planalto Central', iso('04/11/2025'), fam='sans', size=8, city='Brasília/DF')
    ink = '#26324a'

    def head(pg, n):
        pg.R(12, 9, 186, 14, fill='#e8ecf3')
        pg.T(15, 10.5, 'LABORATÓRIO PLANALTO CENTRAL', 13, b=True, col=ink)
        pg.T(15, 17, 'SGAS 915, Bloco C, Sala 12 - Asa Sul - Brasília/DF - (61) 3245-8800', 7)
        pg.T(195, 11, 'CNPJ 26.440.118/0001-03', 7, al='R')
        pg.T(195, 14.5, 'CNES 0012874', 7, al='R')
        pg.T(195, 18, 'RT: Dra. Lúcia Helena Barros - CRF-DF 4.902', 7, al='R')
        info_grid(pg, 12, 25.5, [
            [('Paciente', 'MARIA DAS GRAÇAS FERREIRA LOPES'), ('Nº', '11.04.2025-0577')],
            [('Nascimento', '19/02/1973'), ('Sexo', 'F'), ('Data do pedido', '30/10/2025')],
            [('Médico', 'Dr. Augusto Tavares Bezerra - CRM-DF 17.330'), ('Data da coleta', '04/11/2025')],
        ], [12, 100, 150], size=7.5)
        pg.L(12, 37, 198, 37, 0.4, ink)

    def foot(pg, n):
        pg.L(12, 279, 198, 279, 0.3, ink)
        pg.T(12, 280.5, 'Liberado em 11/11/2025 - Dra. Lúcia Helena Barros - CRF-DF 4.902. Impresso em 11/11/2025 18:30.', 7)
        pg.T(198, 280.5, f'Pág. {n}/2', 7, al='R')

    p = d.page()
    head(p, 1)
    p.L(105, 40, 105, 186, 0.2, '#9aa3b5')
    # left column
    xl = 12
    p.T(xl, 40, 'HEMOGRAMA', 9.5, b=True, col=ink)
    p.T(xl, 44.5, 'Sangue total EDTA - automação / microscopia', 6.5, i=True)
    lk = dict(size=7.5, val_b=True, ref_size=6.5, lf=1.3)
    yl = leaders(p, xl, 49, [
        R('Hemácias', 'rbc', '4,48', 'milhões/mm³', '3,90 a 5,03'),
        R('Hemoglobina', 'hgb', '13,2', 'g/dL', '12,0 a 15,5'),
        R('Hematócrito', 'hct', '39,8', '%', '35,0 a 45,0'),
        R('VCM', 'mcv', '88,8', 'fL', '81,6 a 98,3'),
        R('HCM', 'mch', '29,5', 'pg', '26,0 a 34,0'),
        R('CHCM', 'mchc', '33,2', 'g/dL', '31,0 a 36,0'),
        R('RDW', 'rdw', '13,1', '%', '11,6 a 14,8'),
        {'gap': 2},
        R('Leucócitos', 'wbc', '7.100', '/mm³', '3.500 a 10.500'),
        R('Neutrófilos', 'neut_p', '61,0', '%', '40,0 a 75,0'),
        R('Linfócitos', 'lymph_p', '29,3', '%', '20,0 a 45,0'),
        {'gap': 2},
        R('Plaquetas', 'plt', '256.000', '/mm³', '150.000 a\n450.000'),
    ], xval=51, wval=13, xunit=65, xref=86, **lk)
    xr = 108
    p.T(xr, 40, 'BIOQUÍMICA', 9.5, b=True, col=ink)
    p.T(xr, 44.5, 'Soro / plasma - métodos automatizados', 6.5, i=True)
    yr = leaders(p, xr, 49, [
        R('Glicose', 'glu', '91', 'mg/dL', '70 a 99'),
        R('Ureia', 'urea', '31', 'mg/dL', '15 a 45'),
        R('Creatinina', 'creat', '0,84', 'mg/dL', '0,51 a 0,95'),
        R('TGO', 'ast', '25', 'U/L', 'até 32'),
        R('TGP', 'alt', '31', 'U/L', 'até 33'),
        R('Gama GT', 'ggt', '29', 'U/L', '6 a 42'),
        R('Cálcio', 'ca', '9,6', 'mg/dL', '8,8 a 10,6'),
        R('Fósforo', 'phos', '3,4', 'mg/dL', '2,5 a 4,5'),
        {'gap': 2},
        R('VHS (1ª hora)', 'esr', '18', 'mm', 'até 20'),
        R('PCR\nultrassensível', 'hscrp', '2,8', 'mg/L', 'inferior a 3,0'),
        R('Ferritina', 'ferritin', '64', 'ng/mL', '10 a 291'),
    ], xval=148, wval=13, xunit=162, xref=177, **lk)
    y = max(yl, yr) + 6
    p.T(12, y, 'Série vermelha normocítica e normocrômica. Leucograma sem alterações morfológicas. Plaquetas normais.', 7, i=True)
    foot(p, 1)

    p = d.page()
    head(p, 2)
    y = 41
    p.T(12, y, 'MICROALBUMINÚRIA - URINA AMOSTRA ISOLADA', 9.5, b=True, col=ink)
    p.T(12, y + 4.5, 'Data da coleta desta amostra: 05/11/2025  -  Método: imunoturbidimetria / Jaffé', 7, i=True)
    y = leaders(p, 12, y + 9.5, [
        R('Albumina urinária', 'malb_conc', '12,0', 'mg/L', 'inferior a 30', date=iso('05/11/2025')),
        R('Relação albumina/creatinina', 'malb_ratio', '9,8', 'mg/g', 'inferior a 30', date=iso('05/11/2025')),
    ], xval=95, wval=16, xunit=113, xref=135, size=8.5)
    y += 8
    p.T(12, y, 'EXAME PARASITOLÓGICO DE FEZES - 3 AMOSTRAS', 9.5, b=True, col=ink)
    p.T(12, y + 4.5, 'Método: Hoffman, Pons e Janer / Faust. Amostras coletadas pela paciente em dias alternados.', 7, i=True)
    cols = [C('name', 52, h='Amostra'), C('txt', 34, h='Data da coleta', field='dt'), C('res', 100, h='Resultado')]
    y = table(p, 12, y + 9.5, cols, [
        R('Parasitológico - 1ª amostra', 'stool_ova', 'Negativo', dt='06/11/2025', date=iso('06/11/2025')),
        R('Parasitológico - 2ª amostra', 'stool_ova', 'Negativo', dt='08/11/2025', date=iso('08/11/2025')),
        R('Parasitológico - 3ª amostra', 'stool_ova', 'Cistos de Endolimax nana', dt='10/11/2025', date=iso('10/11/2025')),
    ], ruled='rows', line_col='#9aa3b5', pad=0.9, size=8.5)
    y += 3
    p.T(12, y, 'Endolimax nana: protozoário comensal, sem patogenicidade habitual. Amostras recebidas até 10/11/2025.', 7, i=True)
    foot(p, 2)
    return d


# ====================================================================== bn12
@report
def bn12():
    d = Doc('bn12', 'Laboratório Santa Luzia Análises Clínicas', iso('25/06/2025'), fam='serifc', size=8.5, city='Teresina/PI')
    wine = '#6d1f3a'

    def head(pg, n):
        pg.R(12, 9, 16, 16, stroke=wine, lw=0.8, r=8)
        pg.T(20, 13.5, 'SL', 11, b=True, al='C', col=wine)
        pg.T(32, 9.5, 'Laboratório Santa Luzia', 14, b=True, col=wine)
        pg.T(32, 16, 'Análises Clínicas  -  Rua Álvaro Mendes, 1.806 - Centro/Sul - Teresina/PI', 7.5)
        pg.T(32, 19.5, 'Fone (86) 3221-4056  -  CNPJ 06.552.870/0001-36  -  CNES 2726122', 7.5)
        pg.L(12, 27, 198, 27, 0.5, wine)
        info_grid(pg, 12, 28.5, [
            [('Paciente', 'FRANCISCO DE ASSIS CARVALHO NETO'), ('Idade', '70 anos'), ('Sexo', 'Masculino')],
            [('Nascimento', '12/12/1954'), ('Convênio', 'GEAP'), ('Requisição', '18/06/2025')],
            [('Médico', 'Dr. Joaquim Lustosa Nogueira - CRM-PI 3.914'), ('Coleta', '25/06/2025 06:55')],
        ], [12, 108, 155], size=8, lab_b=True)
        pg.L(12, 40, 198, 40, 0.5, wine)

    def foot(pg, n):
        pg.T(12, 279, 'Liberado em 27/06/2025 por Dr. Renato Castelo Branco Sá - Farmacêutico-Bioquímico - CRF-PI 1.540.', 7.5)
        pg.T(198, 279, f'Página {n} de 2', 7.5, al='R')

    bk = dict(title_col=wine, lab_w=26, size=8.5, lf=1.35)
    p = d.page()
    head(p, 1)
    p.T(12, 43, 'MARCADORES TUMORAIS', 10, b=True)
    y = 49
    y = block(p, 12, y, 186, 'PSA TOTAL (ANTÍGENO PROSTÁTICO ESPECÍFICO)',
              [B('Resultado', 'psa', '4,86', 'ng/mL', f='Elevado'),
               B('Resultado anterior', 'psa', '3,12', 'ng/mL', n='PSA TOTAL (ANTÍGENO PROSTÁTICO ESPECÍFICO)',
                 date=iso('18/12/2024'), extra='em 18/12/2024')],
              mat='Soro', met='Quimioluminescência', refs=['Até 4,00 ng/mL'], **bk)
    y = block(p, 12, y, 186, 'PSA LIVRE', [B('Resultado', 'fpsa', '0,72', 'ng/mL')],
              mat='Soro', met='Quimioluminescência', refs=['Não se aplica isoladamente'], **bk)
    y = block(p, 12, y, 186, 'RELAÇÃO PSA LIVRE/\nPSA TOTAL', [B('Resultado', 'fpsa_ratio', '0,15')],
              met='Cálculo', refs=['Superior a 0,25: sugestivo de hiperplasia', 'Inferior a 0,10: investigar'], **bk)
    y = block(p, 12, y, 186, 'ANTÍGENO CARCINOEMBRIONÁRIO - CEA', [B('Resultado', 'cea', '2,4', 'ng/mL')],
              mat='Soro', met='Quimioluminescência', refs=['Não fumantes: até 5,0 ng/mL'], **bk)
    y = block(p, 12, y, 186, 'CA 19-9', [B('Resultado', 'ca199', '< 2,0', 'U/mL')],
              mat='Soro', met='Eletroquimioluminescência', refs=['Até 37,0 U/mL'], **bk)
    y = block(p, 12, y, 186, 'ALFAFETOPROTEÍNA', [B('Resultado', 'afp', '3,1', 'ng/mL')],
              mat='Soro', met='Quimioluminescência', refs=['Até 8,1 ng/mL'], **bk)
    y = block(p, 12, y, 186, 'PESQUISA DE SANGUE OCULTO NAS FEZES', [B('Resultado', 'fobt', 'Negativo')],
              mat='Fezes', met='Imunocromatográfico (hemoglobina humana)', refs=['Negativo'],
              note='Método específico para hemoglobina humana; dispensa dieta prévia.', **bk)
    foot(p, 1)

    p = d.page()
    head(p, 2)
    p.T(12, 43, 'BIOQUÍMICA E VITAMINAS', 10, b=True)
    cols = [C('name', 62, h='Exame'), C('res', 26, 'R', 'Resultado'), C('unit', 22, h='Unidade'),
            C('res', 24, 'R', 'Anterior\n18/12/2024', date=iso('18/12/2024'), i=True), C('txt', 6, field='_'),
            C('ref', 46, h='Referência')]
    y = table(p, 12, 49, cols, [
        R('Glicose de jejum', 'glu', ['108', '112'], 'mg/dL', '70 a 99'),
        R('Hemoglobina glicada (A1c)', 'hba1c', ['6,1', '6,4'], '%', 'Inferior a 5,7'),
        R('Colesterol total', 'chol', '176', 'mg/dL', 'Inferior a 190'),
        R('HDL Colesterol', 'hdl', '44', 'mg/dL', 'Superior a 40'),
        R('Triglicerídeos', 'tg', '133', 'mg/dL', 'Inferior a 150'),
        R('Vitamina B12', 'b12', '296', 'pg/mL', '197 a 771'),
        R('Ácido fólico', 'folate', '> 20,0', 'ng/mL', 'Superior a 3,9'),
        R('TSH', 'tsh', '3,9', 'µUI/mL', '0,45 a 4,50'),
    ], ruled='rows', line_col='#c9a9b5', pad=0.8, head_fill='#f4e9ed')
    p.T(12, y + 3, 'A coluna "Anterior" reproduz o resultado da coleta de 18/12/2024 para comparação.', 7.5, i=True)
    foot(p, 2)
    return d
