"""The twelve report models (set p). Each model is the single source of the HTML, the fpdf drawing and the gold."""
from engine import R, V, VU, VO, F, U, L, Cell, cell_text

L.update({
 'hct_ll': ('Hematocrit', '20570-8', ['4544-3']),
 'prl': ('Prolactin', '2842-3', []),
 'cortisol': ('Cortisol', '2143-6', []),
 'insulin': ('Insulin', '20448-7', []),
})
L['hcg'] = ('hCG beta', '21198-7', ['19080-1'])

def T(title, cls='bar'): return {'t': 'title', 'text': title, 'cls': cls}
def LN(*lines, cls='', boldval=True): return {'t': 'line', 'lines': [l if isinstance(l, list) else [l] for l in lines], 'cls': cls, 'boldval': boldval}
def META(*lines): return LN(*lines, cls='meta')
def NOTE(*lines): return LN(*lines, cls='note')
def TAB(cols, rows, header=True, cls=''): return {'t': 'table', 'cols': cols, 'rows': rows, 'header': header, 'cls': cls}
def KV(rows, cls='box'): return {'t': 'kv', 'rows': rows, 'cls': cls}
def SIG(*lines, align='right'): return {'t': 'sig', 'lines': list(lines), 'align': align}
HR = {'t': 'hr'}
def SP(h): return {'t': 'space', 'h': h}
def SUB(s): return {'sub': s}

REPORTS = []
def report(**kw):
    REPORTS.append(kw); return kw

# =====================================================================  p01
def p01():
    st = dict(font='sans', size=9.2, accent='#1f4e79', header='left', flags={'H': '*', 'L': '*'}, flag_sep=' ', margin=12, logo_radius='50%',
              rowline='border-bottom:0.4pt solid #ddd;')
    lab = dict(name='Laboratório Santa Clara de Análises Clínicas', logo='SC',
               lines=['CNPJ 08.417.552/0001-30 · CNES 2081234 · Av. Norte-Sul, 1.480 – Cambuí – Campinas/SP – CEP 13025-320',
                      'Responsável técnica: Dra. Marina F. Bueno – CRF-SP 41.287 · Tel. (19) 3251-7700'])
    rbc = R('rbc', 'Hemácias', '4,52', 'milhões/mm³'); hgb = R('hgb', 'Hemoglobina', '13,1', 'g/dL', 'L')
    hct = R('hct', 'Hematócrito', '39,8', '%'); mcv = R('mcv', 'VCM', '88,1', 'fL'); mch = R('mch', 'HCM', '29,0', 'pg')
    mchc = R('mchc', 'CHCM', '32,9', 'g/dL'); rdw = R('rdw', 'RDW', '13,2', '%')
    eri = [[x.name, V(x), U(x), ref] for x, ref in [(rbc, '4,30 a 5,70'), (hgb, '13,5 a 17,5'), (hct, '39,0 a 50,0'), (mcv, '81,0 a 95,0'),
                                                      (mch, '26,0 a 34,0'), (mchc, '31,0 a 36,0'), (rdw, '11,8 a 15,6')]]
    wbc = R('wbc', 'Leucócitos', '6.800', '/mm³')
    diff = [('Bastonetes', 'band', '1', '68', '0 a 5', '0 a 500'), ('Segmentados', 'seg', '57', '3.876', '40 a 70', '1.700 a 7.000'),
            ('Eosinófilos', 'eos', '3', '204', '1 a 5', '50 a 500'), ('Basófilos', 'bas', '1', '68', '0 a 2', '0 a 200'),
            ('Linfócitos', 'lym', '31', '2.108', '20 a 45', '900 a 2.900'), ('Monócitos', 'mon', '7', '476', '3 a 10', '300 a 900')]
    leu = [[wbc.name, '', V(wbc), '', '3.500 a 10.500']]
    for nm, k, p, a, rp, ra in diff:
        leu.append([nm, V(R(k + '_p', nm, p, '%')), V(R(k + '_a', nm, a, '/mm³')), rp, ra])
    plt = R('plt', 'Plaquetas', '245.000', '/mm³'); mpv = R('mpv', 'VPM', '9,8', 'fL')
    C4 = [('Eritrograma', .30, 'left'), ('Resultado', .16, 'right'), ('Unidade', .16, 'left'), ('Valores de referência', .38, 'left')]
    page1 = [T('HEMOGRAMA COMPLETO'), META('Material: Sangue total (EDTA)   ·   Método: Citometria de fluxo / impedância e microscopia'),
             TAB(C4, eri),
             TAB([('Leucograma', .30, 'left'), ('%', .12, 'right'), ('/mm³', .16, 'right'), ('Ref. (%)', .16, 'left'), ('Ref. (/mm³)', .26, 'left')], leu),
             TAB([('Plaquetograma', .30, 'left'), ('Resultado', .16, 'right'), ('Unidade', .16, 'left'), ('Valores de referência', .38, 'left')],
                 [[plt.name, V(plt), U(plt), '150.000 a 450.000'], [mpv.name, V(mpv), U(mpv), '7,4 a 10,4']]),
             NOTE('Observação: série vermelha com discreta anisocitose. Valores assinalados com * estão fora do intervalo de referência.'),
             SIG('Conferido e liberado eletronicamente por Dra. Marina F. Bueno – CRF-SP 41.287', 'Liberado em 14/03/2025 às 16:20')]
    glu = R('glu_f', 'Glicose', '104', 'mg/dL', 'H')
    ct = R('chol', 'Colesterol total', '212', 'mg/dL'); hdl = R('hdl', 'Colesterol HDL', '46', 'mg/dL')
    ldl = R('ldl', 'Colesterol LDL', '139', 'mg/dL'); vldl = R('vldl', 'Colesterol VLDL', '27', 'mg/dL')
    nh = R('nonhdl', 'Colesterol não-HDL', '166', 'mg/dL'); tg = R('tg', 'Triglicérides', '135', 'mg/dL')
    cr = R('creat', 'Creatinina', '1,02', 'mg/dL'); gfr = R('egfr', 'TFG estimada (CKD-EPI 2021)', '85', 'mL/min/1,73m²')
    tsh = R('tsh', 'TSH', '2,41', 'µUI/mL'); t4 = R('ft4', 'T4 livre', '1,18', 'ng/dL')
    C = [('Exame', .30, 'left'), ('Resultado', .16, 'right'), ('Unidade', .16, 'left'), ('Valores de referência', .38, 'left')]
    page2 = [T('GLICOSE'), META('Material: Plasma fluoretado · Método: Enzimático (hexoquinase) · Jejum de 10 horas'),
             TAB(C, [[glu.name, V(glu), U(glu), 'Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\nDiabetes: ≥ 126 mg/dL']]),
             T('PERFIL LIPÍDICO'), META('Material: Soro · Método: Enzimático colorimétrico; LDL calculado pela equação de Martin/Hopkins · Jejum não obrigatório'),
             TAB(C, [[ct.name, V(ct), U(ct), 'Desejável: < 190 mg/dL'], [hdl.name, V(hdl), U(hdl), 'Desejável: > 40 mg/dL'],
                     [ldl.name, V(ldl), U(ldl), 'Meta conforme risco cardiovascular:\nbaixo < 130; intermediário < 100;\nalto < 70; muito alto < 50 mg/dL'],
                     [vldl.name, V(vldl), U(vldl), 'Não há valores de referência'], [nh.name, V(nh), U(nh), 'Baixo risco: < 160 mg/dL'],
                     [tg.name, V(tg), U(tg), 'Jejum: < 150 mg/dL · Sem jejum: < 175 mg/dL']]),
             T('FUNÇÃO RENAL'), META('Material: Soro · Método: Jaffé cinético compensado'),
             TAB(C, [[cr.name, V(cr), U(cr), 'Homens: 0,70 a 1,20 mg/dL\nMulheres: 0,50 a 0,90 mg/dL'], [gfr.name, V(gfr), U(gfr), '> 60 mL/min/1,73m²']]),
             T('TIREOIDE'), META('Material: Soro · Método: Quimioluminescência'),
             TAB(C, [[tsh.name, V(tsh), U(tsh), '0,45 a 4,50 µUI/mL'], [t4.name, V(t4), U(t4), '0,70 a 1,80 ng/dL']]),
             NOTE('Os valores de referência do perfil lipídico seguem a Atualização da Diretriz Brasileira de Dislipidemias (SBC, 2017).'),
             SIG('Dra. Marina F. Bueno – CRF-SP 41.287 – Responsável técnica', 'Liberado em 14/03/2025 às 16:20')]
    pt = lambda i, n: [KV([[('Paciente:', 'JOSÉ ROBERTO DE ALMEIDA PRADO'), ('Protocolo:', '250314-0872')],
                           [('Nascimento:', '22/07/1968 (56 anos)'), ('Sexo:', 'Masculino')],
                           [('Médico:', 'Dr. Fábio Lencioni – CRM-SP 98.114'), ('Convênio:', 'Unimed Campinas')],
                           [('Cadastro:', '13/03/2025'), ('Data da coleta:', '14/03/2025 07:48')]])]
    return report(id='p01', lab=lab, style=st, collected='2025-03-14', pages=[page1, page2], page_top=pt,
                  footer=lambda i, n: ('Impresso em 15/03/2025 09:02 · Este laudo só tem validade com assinatura eletrônica.', f'Página {i} de {n}'),
                  city='Campinas/SP', layout='table; hemograma % and /mm³ columns with unit in column header; "Colesterol HDL"; * flags')

# =====================================================================  p02
def p02():
    st = dict(font='mono', size=8.6, pre_size=8.3, accent='#222222', header='center', flags={'H': 'H', 'L': 'L'}, flag_sep=' ', margin=11,
              hdr_rule='1pt dashed #222', name_size=13)
    lab = dict(name='LABVIDA DIAGNÓSTICOS LTDA', logo='LV',
               lines=['Rua da Aurora, 325 - Boa Vista - Recife/PE - Fone (81) 3423-1190',
                      'CNPJ: 11.624.903/0001-07   CNES: 6543217   RT: Dr. Paulo C. Wanderley - CRBM-PE 2.874'])
    W = 30
    def lead(r, ref, flag_w=10):
        v = cell_text(V(r), st)
        return [(r.name + ' ').ljust(W, '.') + ': ', ' ' * max(0, flag_w - len(v)), V(r), ' ', U(r), ' ' * max(1, 9 - len(r.unit)), ref]
    def pre(*lines): return {'t': 'pre', 'lines': [l if isinstance(l, list) else [l] for l in lines]}
    glu = R('glu_f', 'GLICEMIA DE JEJUM', '97', 'mg/dL'); a1c = R('hba1c', 'HEMOGLOBINA GLICADA (HbA1c)', '6,1', '%', 'H')
    eag = R('eag', 'GLICOSE MÉDIA ESTIMADA', '128', 'mg/dL')
    ct = R('chol', 'COLESTEROL TOTAL', '187', 'mg/dL'); hdl = R('hdl', 'HDL-COLESTEROL', '38', 'mg/dL', 'L')
    ldl = R('ldl', 'LDL-COLESTEROL', '118', 'mg/dL'); vldl = R('vldl', 'VLDL-COLESTEROL', '31', 'mg/dL'); tg = R('tg', 'TRIGLICERÍDEOS', '156', 'mg/dL', 'H')
    ur = R('urea', 'URÉIA', '31', 'mg/dL'); cr = R('creat', 'CREATININA', '0,84', 'mg/dL'); ua = R('urate', 'ÁCIDO ÚRICO', '5,9', 'mg/dL')
    ast = R('ast', 'TGO (AST)', '22', 'U/L'); alt = R('alt', 'TGP (ALT)', '31', 'U/L'); ggt = R('ggt', 'GAMA GT', '44', 'U/L')
    fer = R('ferritin', 'FERRITINA', '86,4', 'ng/mL'); b12 = R('b12', 'VITAMINA B12', '412', 'pg/mL')
    sep = '-' * 96
    page1 = [pre(sep, 'EXAME'.ljust(32) + 'RESULTADO'.rjust(10) + ' ' + 'UNIDADE'.ljust(9) + 'VALORES DE REFERÊNCIA', sep),
             pre('*** GLICEMIA DE JEJUM ***   Material: PLASMA FLUORETADO   Método: GOD-PAP'),
             pre(lead(glu, '70 a 99')), pre(''),
             pre('*** HEMOGLOBINA GLICADA ***   Material: SANGUE TOTAL EDTA   Método: HPLC (NGSP)'),
             pre(lead(a1c, 'Normal: < 5,7 / Pré-diabetes: 5,7 a 6,4 / DM: >= 6,5'), lead(eag, 'Calculada (ADAG)')), pre(''),
             pre('*** LIPIDOGRAMA ***   Material: SORO   Jejum: 12 horas'),
             pre(lead(ct, 'Desejável < 190'), lead(hdl, 'Desejável > 40'), lead(ldl, 'Ótimo < 100 / Desejável < 130'),
                 lead(vldl, 'Até 30'), lead(tg, 'Desejável < 150')),
             pre('    NOTA: LDL calculado pela fórmula de Friedewald (TG < 400 mg/dL).'), pre(''),
             pre('*** FUNÇÃO RENAL ***   Material: SORO'),
             pre(lead(ur, '15 a 45'), lead(cr, '0,50 a 0,90'), lead(ua, '2,4 a 5,7'))]
    page2 = [pre(sep, 'EXAME'.ljust(32) + 'RESULTADO'.rjust(10) + ' ' + 'UNIDADE'.ljust(9) + 'VALORES DE REFERÊNCIA', sep),
             pre('*** ENZIMAS HEPÁTICAS ***   Material: SORO   Método: CINÉTICO UV (IFCC)'),
             pre(lead(ast, 'Até 32'), lead(alt, 'Até 33'), lead(ggt, '6 a 42')), pre(''),
             pre('*** FERRITINA ***   Material: SORO   Método: QUIMIOLUMINESCÊNCIA'),
             pre(lead(fer, 'Mulheres: 13 a 150')), pre(''),
             pre('*** VITAMINA B12 ***   Material: SORO   Método: ELETROQUIMIOLUMINESCÊNCIA'),
             pre(lead(b12, '197 a 771')), pre(''),
             pre('H = acima do valor de referência   L = abaixo do valor de referência'),
             pre(sep),
             pre('Liberado em: 10.02.25 14:37      Assinado eletronicamente: Dr. Paulo C. Wanderley - CRBM-PE 2.874')]
    pt = lambda i, n: [{'t': 'pre', 'lines': [['PACIENTE: MARIA DAS DORES FERREIRA LINS          PROTOCOLO: 0207-11493'],
                                               ['DT.NASC.: 03.11.1979   SEXO: F   IDADE: 45A      ENTRADA: 07.02.25'],
                                               ['MÉDICO..: DRA. CLÁUDIA B. MELO   CRM-PE 14.552   COLETA: 07.02.25 08:05']]}]
    return report(id='p02', lab=lab, style=st, collected='2025-02-07', pages=[page1, page2], page_top=pt,
                  footer=lambda i, n: ('IMPRESSO: 11.02.25 08:14   USUÁRIO: RECEP03', f'PÁG. {i}/{n}'),
                  city='Recife/PE', layout='monospace LIS print with dot leaders, upper case, "HDL-COLESTEROL", H/L flags, dd.mm.yy dates')

# =====================================================================  p03
def p03():
    st = dict(font='serif', size=10, accent='#6b1d2a', header='left', flags={'H': 'H', 'L': 'L'}, margin=13, logo_radius='2mm', valweight='bold')
    lab = dict(name='Instituto de Patologia Clínica Horizonte', logo='IPC',
               lines=['Rua dos Timbiras, 2.210 – Lourdes – Belo Horizonte/MG · CNPJ 17.309.445/0001-86 · CNES 0027456',
                      'Diretor técnico: Dr. Henrique A. Vasconcelos – CRM-MG 31.702 · Patologista clínico'])
    C = [('Exame', .33, 'left'), ('Valor encontrado', .17, 'right'), ('Unidade', .12, 'left'), ('', .05, 'center'), ('Valores de referência', .33, 'left')]
    def row(r, ref): return [r.name, VO(r), U(r), F(r), ref]
    ast = R('ast', 'Aspartato aminotransferase\n(AST/TGO)', '27', 'U/L'); alt = R('alt', 'Alanina aminotransferase\n(ALT/TGP)', '35', 'U/L', 'H')
    ggt = R('ggt', 'Gama-glutamil\ntransferase (GGT)', '58', 'U/L', 'H'); alp = R('alp', 'Fosfatase\nalcalina', '84', 'U/L')
    bt = R('bili_t', 'Bilirrubina total', '0,92', 'mg/dL'); bd = R('bili_d', 'Bilirrubina direta', '0,21', 'mg/dL'); bi = R('bili_i', 'Bilirrubina indireta', '0,71', 'mg/dL')
    pt_ = R('prot', 'Proteínas totais', '7,1', 'g/dL'); alb = R('alb', 'Albumina', '4,3', 'g/dL'); glo = R('glob', 'Globulinas', '2,8', 'g/dL')
    fe = R('iron', 'Ferro sérico', '48', 'µg/dL', 'L'); tibc = R('tibc', 'Capacidade total de\nligação do ferro', '412', 'µg/dL', 'H')
    sat = R('tsat', 'Índice de saturação\nda transferrina', '11,7', '%', 'L'); fer = R('ferritin', 'Ferritina', '9,8', 'ng/mL', 'L')
    trf = R('transf', 'Transferrina', '328', 'mg/dL')
    b12 = R('b12', 'Vitamina B12', '286', 'pg/mL'); fol = R('folate', 'Ácido fólico', '7,4', 'ng/mL'); vd = R('vitd', '25-Hidroxivitamina D', '23,6', 'ng/mL')
    page1 = [T('FUNÇÃO HEPÁTICA', 'rule'), META('Material: soro · Métodos: cinético UV IFCC (transaminases, GGT, FAL); diazo (bilirrubinas); biureto e verde de bromocresol'),
             TAB(C, [row(ast, 'Até 32 U/L'), row(alt, 'Até 33 U/L'), row(ggt, '5 a 36 U/L'), row(alp, '35 a 104 U/L'),
                     row(bt, 'Até 1,20 mg/dL'), row(bd, 'Até 0,30 mg/dL'), row(bi, 'Até 0,90 mg/dL'), row(pt_, '6,4 a 8,3 g/dL'),
                     row(alb, '3,5 a 5,2 g/dL'), row(glo, '2,0 a 3,5 g/dL')]),
             NOTE('Globulinas e bilirrubina indireta obtidas por cálculo.'),
             T('PERFIL DE FERRO', 'rule'), META('Material: soro · Métodos: Ferrozine (ferro, CTLF); imunoturbidimetria (transferrina); quimioluminescência (ferritina)'),
             TAB(C, [row(fe, '50 a 170 µg/dL'), row(tibc, '250 a 400 µg/dL'), row(sat, '20 a 50 %'), row(fer, 'Mulheres: 15 a 150 ng/mL'), row(trf, '200 a 360 mg/dL')])]
    page2 = [T('VITAMINAS', 'rule'), META('Material: soro · Método: quimioluminescência (CMIA)'),
             TAB(C, [row(b12, '187 a 883 pg/mL'), row(fol, 'Superior a 3,9 ng/mL'),
                     row(vd, 'População geral saudável: > 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL\nRisco de toxicidade: > 100 ng/mL')]),
             NOTE('Referências de 25-OH vitamina D conforme posicionamento SBPC/ML e SBEM (2017).',
                  'H = acima do intervalo de referência; L = abaixo do intervalo de referência.'),
             SP(4), SIG('Laudo conferido e liberado em 23/jan/2025, 11h40', 'Dr. Henrique A. Vasconcelos – CRM-MG 31.702', align='left')]
    pt = lambda i, n: [KV([[('Paciente:', 'Ana Lúcia Moreira Gontijo'), ('Pedido nº:', 'BH-7741029')],
                           [('Data de nascimento:', '09/set/1983'), ('Sexo:', 'Feminino')],
                           [('Solicitante:', 'Dra. Renata S. Couto – CRM-MG 52.318'), ('Data do pedido:', '15/jan/2025')],
                           [('Coletado em:', '21/jan/2025, 07h55'), ('Recebido em:', '21/jan/2025, 09h10')]], cls='')]
    return report(id='p03', lab=lab, style=st, collected='2025-01-21', pages=[page1, page2], page_top=pt,
                  footer=lambda i, n: ('IPC Horizonte · Emitido em 24/jan/2025 · Acreditado PALC', f'Folha {i}/{n}'),
                  city='Belo Horizonte/MG', layout='serif table "Valor encontrado", marker names split over two lines, separate H/L flag column, dd/mmm/yyyy dates')

# =====================================================================  p04
def p04():
    st = dict(font='dsans', size=8.8, accent='#0b6e4f', header='banner', flags={'H': '(A)', 'L': '(B)'}, margin=12, logo_radius='1mm',
              rowline='border-bottom:0.4pt solid #ccc;', cellpad=0.9)
    lab = dict(name='Bioanálise do Vale – Laboratório Clínico', logo='BV',
               lines=['Rua XV de Novembro, 1.012 – Centro – Joinville/SC · CNPJ 79.512.066/0001-42 · CNES 2436811',
                      'Resp. técnico: Farm.-Bioq. Ricardo H. Schmitt – CRF-SC 5.310'])
    C = [('Exame / Material / Método', .38, 'left'), ('Intervalo biológico', .36, 'left'), ('Resultado', .26, 'right')]
    def row(r, desc, ref): return [r.name + '\n' + desc, ref, VU(r)]
    rows = [row(R('glu_f', 'Glicose', '88', 'mg/dL'), 'Plasma fluoretado · Hexoquinase', '70 a 99 mg/dL'),
            row(R('urea', 'Ureia', '38', 'mg/dL'), 'Soro · Urease-GLDH', '17 a 49 mg/dL'),
            row(R('creat', 'Creatinina', '1,31', 'mg/dL', 'H'), 'Soro · Jaffé cinético', '0,70 a 1,20 mg/dL'),
            row(R('egfr', 'TFG estimada', '61', 'mL/min/1,73 m²'), 'Cálculo CKD-EPI 2021', 'Superior a 60 mL/min/1,73 m²'),
            row(R('na', 'Sódio', '139', 'mEq/L'), 'Soro · Eletrodo íon seletivo', '136 a 145 mEq/L'),
            row(R('k', 'Potássio', '5,4', 'mEq/L', 'H'), 'Soro · Eletrodo íon seletivo', '3,5 a 5,1 mEq/L'),
            row(R('cl', 'Cloreto', '103', 'mEq/L'), 'Soro · Eletrodo íon seletivo', '98 a 107 mEq/L'),
            row(R('ca', 'Cálcio total', '9,4', 'mg/dL'), 'Soro · Arsenazo III', '8,6 a 10,3 mg/dL'),
            row(R('mg', 'Magnésio', '2,0', 'mg/dL'), 'Soro · Azul de xilidil', '1,6 a 2,6 mg/dL'),
            row(R('phos', 'Fósforo', '3,9', 'mg/dL'), 'Soro · Fosfomolibdato UV', '2,5 a 4,5 mg/dL'),
            row(R('urate', 'Ácido úrico', '7,8', 'mg/dL', 'H'), 'Soro · Uricase-POD', '3,4 a 7,0 mg/dL'),
            row(R('crp', 'Proteína C reativa', '3,2', 'mg/L'), 'Soro · Imunoturbidimetria', 'Inferior a 5,0 mg/L'),
            row(R('ck', 'Creatinoquinase (CK)', '164', 'U/L'), 'Soro · Cinético UV (IFCC)', '39 a 308 U/L'),
            row(R('amy', 'Amilase', '71', 'U/L'), 'Soro · Enzimático CNPG3', '28 a 100 U/L'),
            row(R('lip', 'Lipase', '38', 'U/L'), 'Soro · Colorimétrico enzimático', '13 a 60 U/L'),
            row(R('tsh', 'Hormônio tireoestimulante (TSH)', '1,87', 'mUI/L'), 'Soro · Eletroquimioluminescência', '0,27 a 4,20 mUI/L')]
    page1 = [SP(1), LN([ 'Amostra coletada em 10 de março de 2025, às 07h20, na unidade Centro.'], cls='bold'),
             T('BIOQUÍMICA E HORMÔNIOS', 'center'), TAB(C, rows),
             NOTE('(A) resultado acima e (B) resultado abaixo do intervalo biológico. Potássio: amostra sem hemólise visível; sugere-se correlação clínica.'),
             SIG('Documento assinado digitalmente em 11 de março de 2025', 'Farm.-Bioq. Ricardo H. Schmitt – CRF-SC 5.310', align='center')]
    pt = lambda i, n: [KV([[('Paciente:', 'Gustavo Luiz Kuhnen'), ('Requisição:', '310-55872-4')],
                           [('Nascido em:', '14 de abril de 1961'), ('Sexo:', 'Masculino'), ('Idade:', '63 anos')],
                           [('Médico:', 'Dr. Anderson P. Weiss – CRM-SC 12.840'), ('Pedido médico de:', '6 de março de 2025')]])]
    return report(id='p04', lab=lab, style=st, collected='2025-03-10', pages=[page1], page_top=pt,
                  footer=lambda i, n: ('Emitido em 11 de março de 2025 · www.bioanalisedovale.com.br (fictício)', f'{i}/{n}'),
                  city='Joinville/SC', layout='result column after the reference interval; value and unit in one cell; (A)/(B) flags; dates in words')

# =====================================================================  p05
def p05():
    st = dict(font='cond', size=8.2, accent='#b03a2e', header='left', flags={'H': '↑', 'L': '↓'}, flag_sep=' ', margin=10, logo_radius='3mm', cellpad=0.45)
    lab = dict(name='HEMOLAB Diagnósticos', logo='HL',
               lines=['Av. T-63, 1.296 – Setor Bueno – Goiânia/GO · CNPJ 02.781.335/0001-19 · CNES 2518473',
                      'RT: Dra. Luciana M. Rezende – CRBM-GO 1.944 · SAC (62) 3095-4400'])
    CL = [('Parâmetro', .36, 'left'), ('Resultado', .30, 'right'), ('Ref.', .34, 'left')]
    def r3(r, ref): return [r.name, VU(r), ref]
    left = [T('HEMOGRAMA', 'rule'), META('Sangue total EDTA · Citometria de fluxo'),
            TAB(CL, [SUB('Eritrograma'),
                     r3(R('rbc', 'Eritrócitos', '4,21', 'milhões/µL'), '4,00 a 5,20'), r3(R('hgb', 'Hemoglobina', '12,4', 'g/dL'), '12,0 a 15,5'),
                     r3(R('hct', 'Hematócrito', '37,6', '%'), '35,0 a 45,0'), r3(R('mcv', 'VCM', '89,3', 'fL'), '80 a 98'),
                     r3(R('mch', 'HCM', '29,5', 'pg'), '27 a 33'), r3(R('mchc', 'CHCM', '33,0', 'g/dL'), '32 a 36'),
                     r3(R('rdw', 'RDW-CV', '14,1', '%'), '11,5 a 15,0')]),
            TAB([('Leucograma', .30, 'left'), ('%', .15, 'right'), ('/µL', .25, 'right'), ('Ref. /µL', .30, 'left')],
                [[ 'Leucócitos', '', VO(R('wbc', 'Leucócitos', '5.210', '/µL')), '4.000 a 11.000'],
                 ['Neutrófilos', V(R('neu_p', 'Neutrófilos', '48,2', '%')), V(R('neu_a', 'Neutrófilos', '2.511', '/µL')), '1.800 a 7.700'],
                 ['Eosinófilos', V(R('eos_p', 'Eosinófilos', '6,9', '%')), V(R('eos_a', 'Eosinófilos', '359', '/µL')), '20 a 500'],
                 ['Basófilos', V(R('bas_p', 'Basófilos', '0,6', '%')), V(R('bas_a', 'Basófilos', '31', '/µL')), '0 a 200'],
                 ['Linfócitos', V(R('lym_p', 'Linfócitos', '36,8', '%')), V(R('lym_a', 'Linfócitos', '1.917', '/µL')), '1.000 a 4.800'],
                 ['Monócitos', V(R('mon_p', 'Monócitos', '7,5', '%')), V(R('mon_a', 'Monócitos', '391', '/µL')), '200 a 1.000']]),
            TAB(CL, [SUB('Plaquetas'), r3(R('plt', 'Plaquetas', '198', 'mil/µL'), '150 a 450'), r3(R('mpv', 'VPM', '10,6', 'fL'), '9,2 a 12,6')], header=False),
            NOTE('Morfologia eritrocitária sem alterações.')]
    CR = [('Exame', .40, 'left'), ('Resultado', .28, 'right'), ('VR', .32, 'left')]
    right = [T('BIOQUÍMICA / HORMÔNIOS', 'rule'), META('Soro ou plasma · métodos automatizados'),
             TAB(CR, [r3(R('glu_f', 'Glicose jejum', '91', 'mg/dL'), '70 a 99'), r3(R('hba1c', 'Hemoglobina glicada', '5,5', '%'), '< 5,7'),
                      r3(R('chol', 'Colesterol total', '228', 'mg/dL', 'H'), '< 190'), r3(R('hdl', 'HDL', '61', 'mg/dL'), '> 40'),
                      r3(R('ldl', 'LDL', '143', 'mg/dL', 'H'), '< 130'), r3(R('tg', 'Triglicérides', '118', 'mg/dL'), '< 150'),
                      r3(R('creat', 'Creatinina', '0,71', 'mg/dL'), '0,50 a 0,90'), r3(R('urea', 'Ureia', '26', 'mg/dL'), '15 a 40'),
                      r3(R('ast', 'TGO', '19', 'U/L'), 'até 32'), r3(R('alt', 'TGP', '17', 'U/L'), 'até 33'),
                      r3(R('tsh', 'TSH', '5,82', 'µUI/mL', 'H'), '0,40 a 4,30'), r3(R('ft4', 'T4 livre', '0,98', 'ng/dL'), '0,80 a 1,70'),
                      r3(R('ferritin', 'Ferritina', '41,0', 'ng/mL'), '15 a 150'), r3(R('b12', 'Vitamina B12', '198', 'pg/mL', 'L'), '211 a 911'),
                      r3(R('vitd', 'Vitamina D (25-OH)', '27,4', 'ng/mL'), '> 20')]),
             NOTE('↑ acima / ↓ abaixo do valor de referência.', 'Lipídeos: amostra com 12 h de jejum.')]
    page1 = [{'t': 'cols', 'left': left, 'right': right}, HR,
             LN(['Liberado em 03/02/2025 17:44 — Assinatura digital: Dra. Luciana M. Rezende – CRBM-GO 1.944'], cls='small')]
    pt = lambda i, n: [KV([[('Paciente:', 'Patrícia Helena Borges Arantes'), ('OS:', '6601-0203-0457'), ('Sexo:', 'F')],
                           [('Nasc.:', '17/05/1990'), ('Médico:', 'Dr. Caio R. Fleury – CRM-GO 20.117'), ('Coleta:', '03/02/2025 07:35')]])]
    return report(id='p05', lab=lab, style=st, collected='2025-02-03', pages=[page1], page_top=pt,
                  footer=lambda i, n: ('Impressão: 04/02/2025 10:15 · Resultados também no app HEMOLAB', f'Pág. {i} de {n}'),
                  city='Goiânia/GO', layout='two columns (hemograma left, biochemistry right), value+unit in one cell, ↑/↓ flags, plain "HDL"')

# =====================================================================  p06
def p06():
    st = dict(font='dsans', size=8.8, accent='#2b4c7e', header='center', flags={'H': '*', 'L': '*'}, margin=13, name_size=12.5, valweight='bold',
              hdr_rule='2pt double #2b4c7e')
    lab = dict(name='Laboratório Regional de Saúde Pública de Sobral', logo='',
               lines=['Secretaria Municipal da Saúde de Sobral – Ceará · Rua Cel. José Sabóia, 580 – Centro · CNES 2429907',
                      'Responsável técnica: Bioq. Francisca Edilene Aragão – CRF-CE 3.918'])
    C = [('Análise', .34, 'left'), ('Resultado', .28, 'left'), ('Valor de referência', .38, 'left')]
    def r(key, name, vt, unit, ref, flag=''):
        x = R(key, name, vt, unit, flag); return [name, VU(x), ref]
    page1 = [T('URINA TIPO I (EAS)', 'bar'), META('Material: urina, jato médio, 1ª micção da manhã · Método: tira reativa e microscopia do sedimento'),
             TAB(C, [SUB('Exame físico'), r('u_color', 'Cor', 'Amarelo citrino', '', 'Amarelo citrino'), r('u_clarity', 'Aspecto', 'Ligeiramente turvo', '', 'Límpido'),
                     r('u_sg', 'Densidade', '1,025', '', '1,005 a 1,030'), r('u_ph', 'pH', '5,5', '', '5,0 a 7,0'),
                     SUB('Exame químico'), r('u_prot', 'Proteínas', 'Negativo', '', 'Negativo'), r('u_glu', 'Glicose', 'Negativo', '', 'Negativo'),
                     r('u_ket', 'Corpos cetônicos', 'Negativo', '', 'Negativo'), r('u_hb', 'Hemoglobina', 'Traços', '', 'Negativo'),
                     r('u_bili', 'Bilirrubina', 'Negativo', '', 'Negativo'), r('u_ubg', 'Urobilinogênio', 'Normal', '', 'Normal'),
                     r('u_nit', 'Nitrito', 'Positivo', '', 'Negativo'), r('u_le', 'Esterase leucocitária', 'Positivo', '', 'Negativo'),
                     SUB('Sedimentoscopia'), r('u_wbc', 'Leucócitos', '38.000', '/mL', 'Até 10.000 /mL', 'H'),
                     r('u_rbc', 'Hemácias', '6.000', '/mL', 'Até 10.000 /mL'), r('u_epi', 'Células epiteliais', 'Raras', '', 'Raras'),
                     r('u_bact', 'Bactérias', 'Numerosas', '', 'Ausentes'), r('u_mucus', 'Filamentos de muco', 'Ausentes', '', 'Ausentes'),
                     r('u_cryst', 'Cristais', 'Ausentes', '', 'Ausentes'), r('u_casts', 'Cilindros', 'Ausentes', '', 'Ausentes')]),
             NOTE('Sugere-se urocultura com antibiograma a critério médico.'),
             T('BIOQUÍMICA', 'bar'), META('Material: soro / plasma fluoretado'),
             TAB(C, [r('glu_f', 'Glicemia em jejum', '82', 'mg/dL', '70 a 99 mg/dL'), r('creat', 'Creatinina', '0,66', 'mg/dL', '0,50 a 0,90 mg/dL')]),
             SIG('Liberado em 19/02/2025 por Bioq. Francisca Edilene Aragão – CRF-CE 3.918', align='left')]
    pt = lambda i, n: [KV([[('Usuária:', 'Antônia Cristina Mesquita de Sousa'), ('Cartão SUS:', '708 4021 3377 1590')],
                           [('Data nasc.:', '25/10/2001'), ('Sexo:', 'Feminino'), ('Unidade solicitante:', 'CSF Sinhá Sabóia')],
                           [('Solicitação:', '12/02/2025'), ('Data da coleta:', '18/02/2025'), ('Amostra:', '025-0418')]])]
    return report(id='p06', lab=lab, style=st, collected='2025-02-18', pages=[page1], page_top=pt,
                  footer=lambda i, n: ('SUS – Sistema Único de Saúde · Documento emitido em 19/02/2025 14:05', f'Página {i}/{n}'),
                  city='Sobral/CE', layout='public lab; urina tipo 1 with qualitative results (Negativo, Traços, Positivo, Raras); sediment counts /mL with thousands dots')

# =====================================================================  p07
def p07():
    st = dict(font='sans', size=9.0, accent='#5a3e85', header='left', flags={'H': 'Alto', 'L': 'Baixo'}, margin=12, logo_radius='50%',
              rowline='border-bottom:0.4pt dotted #999;', cellpad=1.0)
    lab = dict(name='Centro Diagnóstico Aurora', logo='CDA',
               lines=['Av. Independência, 1.055 – Independência – Porto Alegre/RS · CNPJ 93.015.288/0001-55 · CNES 7019340',
                      'Responsável técnico: Dr. Márcio T. Bertolucci – CRM-RS 27.651 (Patologia Clínica)'])
    C = [('Exame', .27, 'left'), ('Resultado', .15, 'right'), ('Unidade', .12, 'left'), ('Indicador', .10, 'left'), ('Valores de referência', .36, 'left')]
    def row(r, ref): return [r.name, VO(r), U(r), F(r), ref]
    rows = [row(R('tsh', 'TSH ultrassensível', '< 0,005', 'µUI/mL', 'L'), '0,40 a 4,00 µUI/mL'),
            row(R('ft4', 'T4 livre', '> 7,77', 'ng/dL', 'H'), '0,89 a 1,76 ng/dL'),
            row(R('ft3', 'T3 livre', '9,85', 'pg/mL', 'H'), '2,30 a 4,20 pg/mL'),
            row(R('tpo', 'Anticorpos anti-TPO', '412,0', 'UI/mL', 'H'), 'Inferior a 34,0 UI/mL'),
            row(R('atg', 'Anticorpos antitireoglobulina', '< 1,3', 'UI/mL'), 'Inferior a 115 UI/mL'),
            row(R('hscrp', 'PCR ultrassensível', '< 0,30', 'mg/L'), 'Baixo risco CV: < 1,0 mg/L'),
            row(R('cortisol', 'Cortisol (8 h)', '14,2', 'µg/dL'), '6,2 a 19,4 µg/dL'),
            row(R('prl', 'Prolactina', '18,7', 'ng/mL'), '4,8 a 23,3 ng/mL'),
            row(R('insulin', 'Insulina basal', '< 2,0', 'µUI/mL', 'L'), '2,6 a 24,9 µUI/mL'),
            row(R('vitd', '25-OH Vitamina D', '17,9', 'ng/mL', 'L'), '> 20 ng/mL'),
            row(R('ferritin', 'Ferritina', '> 1.650', 'ng/mL', 'H'), '13 a 150 ng/mL')]
    hcg = R('hcg', 'Beta-hCG quantitativo', 'inferior a 1,2', 'mUI/mL')
    page1 = [SP(1), T('PERFIL TIREOIDIANO E HORMONAL', 'rule'), META('Material: soro · Método: eletroquimioluminescência (imunoensaios) · imunoturbidimetria (PCR)'),
             TAB(C, rows),
             NOTE('Ferritina acima do limite superior de linearidade do método; amostra diluída sem leitura válida. Resultado expresso como "> 1.650".'),
             T('BETA-HCG', 'rule'), META('Material: soro · Método: eletroquimioluminescência'),
             LN(['Resultado: ', VU(hcg)], ['Interpretação: Não gestante: inferior a 5,0 mUI/mL. DUM informada: 02/03/2025.'], cls=''),
             NOTE('Resultados de TSH < 0,005 µUI/mL e T4 livre > 7,77 ng/dL confirmados em segunda análise (repetição em 18/03/2025).'),
             SIG('Liberado em 18/03/2025 15:31', 'Dr. Márcio T. Bertolucci – CRM-RS 27.651')]
    pt = lambda i, n: [KV([[('Cliente:', 'Larissa Fagundes Bohrer'), ('Atendimento:', 'POA-2503-17-0092')],
                           [('Nascimento:', '30/01/1991'), ('Sexo:', 'F'), ('Idade:', '34 anos')],
                           [('Solicitante:', 'Dra. Vera L. Peixoto – CRM-RS 31.904'), ('Coleta:', '17/03/2025 08:12')]])]
    return report(id='p07', lab=lab, style=st, collected='2025-03-17', pages=[page1], page_top=pt,
                  footer=lambda i, n: ('Impresso em 19/03/2025 08:40', f'Página {i} de {n}'),
                  city='Porto Alegre/RS', layout='< and > results, "inferior a" in words, Alto/Baixo indicator column, DUM distractor')

# =====================================================================  p08
def p08():
    st = dict(font='dserif', size=9.0, accent='#00695c', header='banner', flags={'H': '(H)', 'L': '(L)'}, margin=12, logo_radius='50%')
    lab = dict(name='Laboratório Pró-Saúde Amazonas', logo='PS',
               lines=['Av. Djalma Batista, 1.661 – Chapada – Manaus/AM · CNPJ 04.912.270/0001-63 · CNES 5021456',
                      'Responsável técnico: Dr. Raimundo N. Tavares – CRF-AM 1.207'])
    def blk(title, meta, r, ref):
        return [T(title, 'rule'), META(meta), LN(['Resultado: ', VU(r)], ['Valor de referência: ' + ref], cls='')]
    b = []
    b += [T('TIPAGEM SANGUÍNEA', 'rule'), META('Material: sangue total EDTA · Método: hemaglutinação em gel'),
          LN(['Grupo sanguíneo (ABO): ', V(R('abo', 'Grupo sanguíneo (ABO)', 'O', ''))], ['Fator Rh (D): ', V(R('rh', 'Fator Rh (D)', 'Positivo', ''))])]
    b += blk('HIV 1 E 2 – ANTÍGENO P24 E ANTICORPOS', 'Material: soro · Método: quimioluminescência (4ª geração)', R('hiv', 'HIV 1 e 2', 'Não reagente', ''),
             'Não reagente')
    b += blk('HEPATITE B – HBsAg', 'Material: soro · Método: quimioluminescência', R('hbsag', 'HBsAg', 'Não reagente', ''), 'Não reagente')
    b += blk('HEPATITE B – ANTI-HBs', 'Material: soro · Método: quimioluminescência', R('antihbs', 'Anti-HBs', '245,3', 'mUI/mL'),
             'Não reagente: inferior a 10,0 mUI/mL; Reagente: igual ou superior a 10,0 mUI/mL')
    b += blk('HEPATITE B – ANTI-HBc TOTAL', 'Material: soro · Método: quimioluminescência', R('antihbc', 'Anti-HBc total', 'Não reagente', ''), 'Não reagente')
    b += blk('HEPATITE C – ANTI-HCV', 'Material: soro · Método: quimioluminescência', R('hcv', 'Anti-HCV', 'Não reagente', ''), 'Não reagente')
    page1 = b
    b = []
    b += blk('SÍFILIS – ANTICORPOS TREPONÊMICOS', 'Material: soro · Método: quimioluminescência (teste treponêmico)',
             R('trep', 'Sífilis – anticorpos treponêmicos', 'Reagente', ''), 'Não reagente')
    vd = R('vdrl', 'VDRL', 'Reagente', ''); vt = R('vdrl_tit', 'Titulação', '1/8', '')
    b += [T('VDRL (TESTE NÃO TREPONÊMICO)', 'rule'), META('Material: soro · Método: floculação'),
          LN(['Resultado: ', V(vd)], ['Titulação: ', V(vt)], ['Valor de referência: Não reagente']),
          NOTE('Teste treponêmico e não treponêmico reagentes. Conforme protocolo do Ministério da Saúde,', 'correlacionar com a clínica e o histórico de tratamento.')]
    b += blk('RUBÉOLA – ANTICORPOS IgG', 'Material: soro · Método: quimioluminescência', R('rubella_g', 'Rubéola IgG', '48,2', 'UI/mL'),
             'Não reagente: inferior a 5,0 UI/mL; Indeterminado: 5,0 a 9,9 UI/mL; Reagente: superior a 10,0 UI/mL')
    b += [T('GLICEMIA DE JEJUM', 'rule'), META('Material: plasma fluoretado · Método: hexoquinase'),
          LN(['Resultado: ', VU(R('glu_f', 'Glicemia de jejum', '84', 'mg/dL'))], ['Valor de referência (gestante): inferior a 92 mg/dL'])]
    b += [T('HEMOGLOBINA E HEMATÓCRITO', 'rule'), META('Material: sangue total EDTA · Método: automatizado'),
          LN(['Hemoglobina: ', VU(R('hgb', 'Hemoglobina', '10,6', 'g/dL', 'L')), '   (referência para gestantes: igual ou superior a 11,0 g/dL)'],
             ['Hematócrito: ', VU(R('hct', 'Hematócrito', '32,4', '%', 'L')), '   (referência: 33,0 a 44,0 %)'])]
    b += [SIG('Assinado eletronicamente em 07/03/2025 por Dr. Raimundo N. Tavares – CRF-AM 1.207')]
    page2 = b
    pt = lambda i, n: [KV([[('Paciente:', 'Jéssica Cordeiro da Silva'), ('Nº do pedido:', '0305-33187')],
                           [('Nascimento:', '12/08/1997'), ('DUM:', '18/12/2024'), ('DPP:', '24/09/2025')],
                           [('Médica:', 'Dra. Ivone S. Pinheiro – CRM-AM 6.410'), ('Data da coleta:', '05/03/2025')]])]
    return report(id='p08', lab=lab, style=st, collected='2025-03-05', pages=[page1, page2], page_top=pt,
                  footer=lambda i, n: ('Pré-natal · Emissão: 07/03/2025 · Pró-Saúde Amazonas', f'{i} / {n}'),
                  city='Manaus/AM', layout='prenatal serology, one block per exam with "Resultado:" free lines; Reagente/Não reagente; titre 1/8; DUM/DPP distractors')

# =====================================================================  p09
def p09():
    st = dict(font='sans', size=8.8, accent='#c0392b', header='left', flags={'H': 'H', 'L': 'L'}, margin=12, logo_radius='1mm',
              rowline='border-bottom:0.4pt solid #ddd;', cellpad=0.8, th_css='background:#f3e1df;')
    lab = dict(name='Laboratório Vida & Saúde', logo='V&S',
               lines=['Av. Sete de Setembro, 2.904 – Vitória – Salvador/BA · CNPJ 13.274.118/0001-90 · CNES 3897520',
                      'Responsável técnico: Dr. Alexandre B. Nascimento – CRBM-BA 3.316'])
    D = ['14/03/2025', '11/11/2024', '05/06/2024']; ISO = ['2025-03-14', '2024-11-11', '2024-06-05']
    C = [('Exame', .22, 'left'), ('Unidade', .10, 'left'), (D[0] + '\n(atual)', .13, 'right'), (D[1], .12, 'right'), (D[2], .12, 'right'), ('Valores de referência', .31, 'left')]
    def row(key, name, unit, vals, ref, flags=('', '', '')):
        cells = [name, unit]
        for j, v in enumerate(vals):
            cells.append('—' if v is None else V(R(key, name, v, unit, flags[j], date=ISO[j])))
        return cells + [ref]
    rows = [SUB('Controle glicêmico'),
            row('glu_f', 'Glicose em jejum', 'mg/dL', ['132', '151', '168'], '70 a 99', ('H', 'H', 'H')),
            row('hba1c', 'Hemoglobina glicada', '%', ['7,2', '7,9', '8,6'], '< 5,7 (alvo em DM: < 7,0)', ('H', 'H', 'H')),
            row('eag', 'Glicose média estimada', 'mg/dL', ['160', '180', None], '—'),
            SUB('Perfil lipídico'),
            row('chol', 'Colesterol total', 'mg/dL', ['176', '198', '224'], '< 190'),
            row('hdl', 'HDL colesterol', 'mg/dL', ['42', '39', '37'], '> 40', ('', 'L', 'L')),
            row('ldl', 'LDL colesterol', 'mg/dL', ['98', '121', '146'], 'Alto risco: < 70'),
            row('tg', 'Triglicerídeos', 'mg/dL', ['181', '190', '205'], '< 150', ('H', 'H', 'H')),
            SUB('Função renal e eletrólitos'),
            row('creat', 'Creatinina', 'mg/dL', ['1,08', '1,02', '0,98'], '0,70 a 1,20'),
            row('egfr', 'TFG (CKD-EPI)', 'mL/min/1,73m²', ['76', '81', None], '> 60'),
            row('k', 'Potássio', 'mmol/L', ['4,6', None, '4,4'], '3,5 a 5,1')]
    acr = R('u_acr', 'Relação albumina/creatinina', '34,8', 'mg/g', 'H', date='2025-03-15')
    page1 = [T('RELATÓRIO EVOLUTIVO – ACOMPANHAMENTO DE DIABETES', 'bar'),
             META('Resultados atuais (coleta de 14/03/2025) comparados com coletas anteriores realizadas neste laboratório. Métodos inalterados no período.'),
             TAB(C, rows),
             NOTE('Valores anteriores apenas para comparação; consulte os laudos originais.'),
             T('MICROALBUMINÚRIA – AMOSTRA ISOLADA', 'bar'),
             META('Material: urina (primeira da manhã), entregue pelo paciente · Data da coleta: 15/03/2025 06:30 · Método: imunoturbidimetria'),
             TAB([('Exame', .40, 'left'), ('Resultado', .25, 'right'), ('Valores de referência', .35, 'left')],
                 [[acr.name, VU(acr), 'Normal: < 30 mg/g\nAumentada: 30 a 300 mg/g']]),
             SIG('Laudo liberado em 17/03/2025 às 11:02', 'Dr. Alexandre B. Nascimento – CRBM-BA 3.316')]
    pt = lambda i, n: [KV([[('Paciente:', 'Edvaldo Santana dos Reis'), ('Protocolo:', 'SSA-25-031477')],
                           [('Nascimento:', '02/02/1959'), ('Sexo:', 'Masculino'), ('Convênio:', 'Particular')],
                           [('Médico:', 'Dr. Rui C. Barreto – CRM-BA 18.226'), ('Pedido:', '28/02/2025'), ('Coleta:', '14/03/2025 07:10')]])]
    return report(id='p09', lab=lab, style=st, collected='2025-03-14', pages=[page1], page_top=pt,
                  footer=lambda i, n: ('Impresso em 17/03/2025 11:05 · Vida & Saúde', f'Página {i} de {n}'),
                  city='Salvador/BA', layout='cumulative (evolutivo) table: three collection dates as column headers; unit column before values; urine sample collected next day')

# =====================================================================  p10
def p10():
    st = dict(font='dsans', size=8.4, accent='#34495e', header='left', flags={'H': 'H', 'L': 'L'}, margin=11, logo_radius='0', cellpad=0.5,
              name_size=13)
    lab = dict(name='Hospital Santa Marta – Laboratório de Análises Clínicas', logo='HSM',
               lines=['Rua Jaguarari, 4.120 – Lagoa Nova – Natal/RN · CNPJ 08.254.611/0001-04 · CNES 2409215',
                      'Responsável técnica: Dra. Kátia R. Medeiros – CRF-RN 1.488'])
    C = [('Exame', .36, 'left'), ('Resultado', .24, 'right'), ('Valores de referência', .40, 'left')]
    def day(d, iso, vals):
        hb, ht, wbc, plt, crp, cr, ur, na, k = vals
        mk = lambda key, nm, v, u, f='': R(key, nm, v, u, f, date=iso)
        rs = [[SUB('Hemograma (resumo)')],
              ('hgb', 'Hemoglobina', hb, 'g/dL', '13,0 a 17,0 g/dL'), ('hct', 'Hematócrito', ht, '%', '40 a 50 %'),
              ('wbc', 'Leucócitos', wbc, '/mm³', '4.000 a 10.000 /mm³'), ('plt', 'Plaquetas', plt, '/mm³', '150.000 a 400.000 /mm³'),
              [SUB('Bioquímica')],
              ('crp', 'PCR', crp, 'mg/dL', 'até 0,5 mg/dL'), ('creat', 'Creatinina', cr, 'mg/dL', '0,7 a 1,3 mg/dL'),
              ('urea', 'Ureia', ur, 'mg/dL', '10 a 50 mg/dL'), ('na', 'Sódio', na, 'mmol/L', '135 a 145 mmol/L'), ('k', 'Potássio', k, 'mmol/L', '3,5 a 5,0 mmol/L')]
        rows = []
        for x in rs:
            if isinstance(x, list): rows.append(x[0]); continue
            key, nm, (v, f), u, ref = x[0], x[1], x[2], x[3], x[4]
            r = mk(key, nm, v, u, f); rows.append([nm, VU(r), ref])
        return rows
    d12 = day('12/03/2025', '2025-03-12', [('10,9', 'L'), ('32,8', 'L'), ('14.870', 'H'), ('162.000', ''), ('18,4', 'H'), ('1,62', 'H'), ('71', 'H'), ('133', 'L'), ('5,3', 'H')])
    d14 = day('14/03/2025', '2025-03-14', [('11,4', 'L'), ('34,1', 'L'), ('9.320', ''), ('188.000', ''), ('6,1', 'H'), ('1,21', ''), ('48', ''), ('137', ''), ('4,4', '')])
    mg = R('mg', 'Magnésio', '1,7', 'mg/dL', date='2025-03-13')
    page1 = [T('COLETA: 12/03/2025 05:40   ·   Recebido: 12/03/2025 06:02   ·   Liberado: 12/03/2025 07:15', 'bar'),
             META('Material: sangue total EDTA e soro · Métodos automatizados (impedância; imunoturbidimetria; Jaffé; urease; ISE)'),
             TAB(C, d12),
             T('COLETA: 13/03/2025 14:20   ·   Liberado: 13/03/2025 15:05', 'bar'),
             TAB(C, [[mg.name, VU(mg), '1,6 a 2,6 mg/dL']], header=False),
             T('COLETA: 14/03/2025 05:35   ·   Recebido: 14/03/2025 05:58   ·   Liberado: 14/03/2025 07:09', 'bar'),
             TAB(C, d14),
             NOTE('Valores críticos comunicados ao enfermeiro responsável pelo setor em 12/03/2025 às 07:20 (Enf. Tales).'),
             SIG('Dra. Kátia R. Medeiros – CRF-RN 1.488')]
    pt = lambda i, n: [KV([[('Paciente:', 'Francisco de Assis Queiroz'), ('Prontuário:', '0418832'), ('Leito:', '4º andar – 412B')],
                           [('Nasc.:', '19/06/1952'), ('Sexo:', 'M'), ('Internação:', '10/03/2025')],
                           [('Médico assistente:', 'Dr. Otávio L. Fernandes – CRM-RN 5.903'), ('Convênio:', 'SUS')]])]
    return report(id='p10', lab=lab, style=st, collected='2025-03-14', pages=[page1], page_top=pt,
                  footer=lambda i, n: ('Relatório cumulativo de internação emitido em 14/03/2025 08:00', f'Página {i} de {n}'),
                  city='Natal/RN', layout='inpatient cumulative report: three collection dates as block headers; same markers repeated per date')

# =====================================================================  p11
def p11():
    st = dict(font='sans', size=9.0, accent='#0d5c91', header='banner', flags={'H': '↑', 'L': '↓'}, flag_sep=' ', margin=12, logo_radius='2mm', name_size=16)
    lab = dict(name='Diagnósticos Alvorada', logo='DA',
               lines=['SGAS 613/614, Bloco C – Asa Sul – Brasília/DF · CNPJ 26.417.893/0001-21 · CNES 0010499',
                      'Responsável técnico: Dr. Eduardo S. Rangel – CRM-DF 14.908 · Patologia Clínica/Medicina Laboratorial'])
    def ex(title, meta, r, refs):
        return [T(title, 'rule'), META(meta), LN(['Resultado:   ', VU(r)]), LN(*(['Valores de referência:'] + refs), cls='meta')]
    p = []
    p += ex('HEMOGLOBINA GLICADA (A1c)', 'Método: HPLC – certificado NGSP · Material: sangue total EDTA', R('hba1c', 'Hemoglobina glicada (A1c)', '5,4', '%'),
            ['Normal: inferior a 5,7 %   ·   Pré-diabetes: 5,7 a 6,4 %   ·   Diabetes: igual ou superior a 6,5 %'])
    p += [LN(['Glicemia média estimada:   ', VU(R('eag', 'Glicemia média estimada', '108', 'mg/dL'))])]
    p += ex('GLICOSE', 'Método: enzimático (hexoquinase) · Material: plasma fluoretado', R('glu_f', 'Glicose', '91', 'mg/dL'), ['70 a 99 mg/dL'])
    p += ex('COLESTEROL - HDL', 'Método: colorimétrico homogêneo · Material: soro', R('hdl', 'Colesterol - HDL', '52', 'mg/dL'), ['Desejável: superior a 40 mg/dL'])
    p += ex('COLESTEROL - LDL', 'Método: colorimétrico homogêneo (LDL direto) · Material: soro', R('ldl', 'Colesterol - LDL', '126', 'mg/dL', loinc='18262-6'),
            ['Conforme categoria de risco (SBC 2017): baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL'])
    p += ex('TSH – HORMÔNIO TIREOESTIMULANTE', 'Método: quimioluminescência · Material: soro', R('tsh', 'TSH – Hormônio tireoestimulante', '3,12', 'mUI/L'),
            ['0,55 a 4,78 mUI/L'])
    p += ex('ANTÍGENO PROSTÁTICO ESPECÍFICO TOTAL', 'Método: eletroquimioluminescência · Material: soro', R('psa', 'PSA total', '4,86', 'ng/mL', 'H'),
            ['60 a 69 anos: até 4,50 ng/mL'])
    p += ex('ANTÍGENO PROSTÁTICO ESPECÍFICO LIVRE', 'Método: eletroquimioluminescência · Material: soro', R('fpsa', 'PSA livre', '0,83', 'ng/mL'),
            ['Relação PSA livre/total calculada: 17 % (ver observação na página 2)'])
    page1 = p
    C = [('Exame', .36, 'left'), ('Resultado', .22, 'left'), ('Valores de referência', .42, 'left')]
    def row(r, ref): return [r.name, VU(r), ref]
    q = [T('BIOQUÍMICA GERAL', 'rule'), META('Material: soro · Métodos automatizados (Alinity c)'),
         TAB(C, [row(R('creat', 'Creatinina', '1,12', 'mg/dL'), '0,72 a 1,25 mg/dL'),
                 row(R('egfr', 'eGFR (CKD-EPI 2021)', '73', 'mL/min/1,73 m²'), 'Superior a 90 mL/min/1,73 m²'),
                 row(R('urea', 'Ureia', '40', 'mg/dL'), '19 a 49 mg/dL'), row(R('urate', 'Ácido úrico', '6,8', 'mg/dL'), '3,7 a 7,7 mg/dL'),
                 row(R('ast', 'AST (TGO)', '24', 'U/L'), '5 a 34 U/L'), row(R('alt', 'ALT (TGP)', '29', 'U/L'), 'inferior a 55 U/L'),
                 row(R('ggt', 'GGT', '71', 'U/L', 'H'), '12 a 64 U/L')]),
         T('VITAMINAS E FERRO', 'rule'), META('Material: soro · Método: quimioluminescência'),
         TAB(C, [row(R('vitd', 'Vitamina D – 25 hidroxi', '31,5', 'ng/mL'), 'Acima de 20 ng/mL (população geral)'),
                 row(R('b12', 'Vitamina B12', '389', 'pg/mL'), '187 a 883 pg/mL'), row(R('folate', 'Folato', '11,2', 'ng/mL'), 'Superior a 5,4 ng/mL'),
                 row(R('ferritin', 'Ferritina', '212,4', 'ng/mL'), '21,8 a 274,7 ng/mL'), row(R('iron', 'Ferro', '97', 'µg/dL'), '65 a 175 µg/dL')]),
         NOTE('Observação: a relação PSA livre/total é informativa e não deve ser usada isoladamente. Próxima dosagem sugerida pelo médico: 25/08/2025.'),
         SIG('Exames liberados em 26/02/2025 às 18:03', 'Dr. Eduardo S. Rangel – CRM-DF 14.908', 'Assinatura eletrônica – ICP-Brasil')]
    page2 = q
    pt = lambda i, n: [KV([[('Nome:', 'Sérgio Augusto Vilela Magalhães'), ('Ficha:', '2502-25-098812')],
                           [('Data de nascimento:', '11/10/1962'), ('Sexo:', 'Masculino')],
                           [('Médico:', 'Dr. Henrique F. Prado – CRM-DF 9.317'), ('Data de coleta:', '25/02/2025 às 07:12')]])]
    return report(id='p11', lab=lab, style=st, collected='2025-02-25', pages=[page1, page2], page_top=pt,
                  footer=lambda i, n: ('Data de emissão: 27/02/2025 · Diagnósticos Alvorada', f'Página {i} de {n}'),
                  city='Brasília/DF', layout='one block per exam with "Resultado:" line and references below; then a table page; "Colesterol - HDL"; ↑ flags')

# =====================================================================  p12
def p12():
    st = dict(font='dsans', size=8.4, accent='#3d5a1e', header='left', flags={'H': 'H', 'L': 'L'}, margin=12, logo_radius='0', cellpad=0.55,
              rowline='border-bottom:0.3pt solid #ccc;', th_css='background:#e6eddc;')
    lab = dict(name='Centro de Pesquisa Clínica do Cerrado – Laboratório Central', logo='CPC',
               lines=['Av. Fernando Corrêa da Costa, 2.367 – Boa Esperança – Cuiabá/MT · CNPJ 33.004.540/0071-12 · CNES 6990215',
                      'Responsável técnico: Prof. Dr. Mateus G. Oliveira – CRBM-MT 0.882 · Protocolo CPC-DM-021 (ensaio clínico)'])
    C = [('Analito / Analyte', .32, 'left'), ('Resultado\nResult', .13, 'right'), ('Unidade SI\nSI unit', .14, 'left'), ('Flag', .07, 'center'),
         ('Intervalo de referência\nReference interval', .34, 'left')]
    def row(key, nm, v, u, ref, f=''):
        r = R(key, nm, v, u, f); return [nm, VO(r), U(r), F(r), ref]
    rows = [SUB('Hematologia / Haematology'),
            row('hgb', 'Hemoglobina / Haemoglobin', '138', 'g/L', '120 – 160'), row('hct_ll', 'Hematócrito / Haematocrit', '0.41', 'L/L', '0.36 – 0.48'),
            row('rbc', 'Eritrócitos / RBC', '4.62', '×10¹²/L', '4.0 – 5.4'), row('wbc', 'Leucócitos / WBC', '6.2', '×10⁹/L', '4.0 – 10.0'),
            row('neu_a', 'Neutrófilos / Neutrophils', '3.7', '×10⁹/L', '1.8 – 7.5'), row('lym_a', 'Linfócitos / Lymphocytes', '1.9', '×10⁹/L', '1.0 – 4.0'),
            row('plt', 'Plaquetas / Platelets', '231', '×10⁹/L', '150 – 400'),
            SUB('Bioquímica / Chemistry'),
            row('glu_mol', 'Glicose / Glucose (fasting)', '6.4', 'mmol/L', '3.9 – 5.5', 'H'),
            row('hba1c_ifcc', 'HbA1c (IFCC)', '46', 'mmol/mol', '< 39', 'H'), row('hba1c', 'HbA1c (NGSP)', '6.4', '%', '< 5.7', 'H'),
            row('chol_mol', 'Colesterol total / Total cholesterol', '5.12', 'mmol/L', '< 4.9', 'H'),
            row('hdl_mol', 'HDL-C', '1.21', 'mmol/L', '> 1.0'), row('ldl_mol', 'LDL-C (calculado)', '3.30', 'mmol/L', '< 3.0', 'H'),
            row('tg_mol', 'Triglicerídeos / Triglycerides', '1.34', 'mmol/L', '< 1.7'),
            row('creat_mol', 'Creatinina / Creatinine', '88', 'µmol/L', '62 – 106'), row('urea_mol', 'Ureia / Urea', '5.1', 'mmol/L', '2.8 – 7.2'),
            row('urate_mol', 'Ácido úrico / Urate', '339', 'µmol/L', '202 – 416'), row('bili_t_mol', 'Bilirrubina total / Total bilirubin', '11', 'µmol/L', '< 21'),
            row('alt', 'ALT', '24', 'U/L', '< 41'), row('ast', 'AST', '21', 'U/L', '< 40'), row('alb', 'Albumina / Albumin', '43', 'g/L', '35 – 52'),
            row('na', 'Sódio / Sodium', '140', 'mmol/L', '136 – 145'), row('k', 'Potássio / Potassium', '4.3', 'mmol/L', '3.5 – 5.1'),
            row('ca_mol', 'Cálcio total / Calcium', '2.38', 'mmol/L', '2.15 – 2.55'), row('mg_mol', 'Magnésio / Magnesium', '0.84', 'mmol/L', '0.66 – 1.07'),
            SUB('Endócrino e ferro / Endocrine and iron'),
            row('ft4_mol', 'T4 livre / Free T4', '14.2', 'pmol/L', '12.0 – 22.0'), row('tsh', 'TSH', '1.92', 'mUI/L', '0.27 – 4.20'),
            row('ferritin', 'Ferritina / Ferritin', '112', 'µg/L', '30 – 400'), row('iron_mol', 'Ferro / Iron', '18.4', 'µmol/L', '10.6 – 28.3')]
    page1 = [T('VISITA V3 (SEMANA 12) – PAINEL DE SEGURANÇA / SAFETY PANEL', 'bar'),
             META('Amostras: soro, plasma fluoretado e sangue total EDTA · Separador decimal: ponto (padrão do protocolo) · Unidades do Sistema Internacional'),
             TAB(C, rows),
             NOTE('Flag: H = acima / L = abaixo do intervalo de referência. Resultados sem significado diagnóstico isolado; avaliar conforme protocolo.'),
             SIG('Liberado em 2025-03-20 10:47 · Prof. Dr. Mateus G. Oliveira – CRBM-MT 0.882')]
    pt = lambda i, n: [KV([[('Participante:', 'CPC-021-0147 (M.A.S.R.)'), ('Iniciais:', 'MASR'), ('Sexo:', 'F')],
                           [('Data de nascimento:', '1971-05-30'), ('Investigador:', 'Dra. Helena P. Arruda – CRM-MT 7.215')],
                           [('Data da coleta / Collection:', '2025-03-19 08:05'), ('Próxima visita:', '2025-04-16')]])]
    return report(id='p12', lab=lab, style=st, collected='2025-03-19', pages=[page1], page_top=pt, dec='.',
                  footer=lambda i, n: ('Documento gerado em 2025-03-20 10:50 (UTC-4) · Uso em pesquisa clínica', f'Página {i} de {n}'),
                  city='Cuiabá/MT', layout='research service, SI units (g/L, L/L, ×10⁹/L, mmol/L, µmol/L, pmol/L), decimal point, bilingual labels, ISO dates')

for f in [p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12]: f()
