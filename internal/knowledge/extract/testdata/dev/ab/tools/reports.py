"""The 12 report descriptions of the ab set (hospital / emergency / inpatient)."""
from lib import Row
from common import R, rows_std, serial_rows, vf

REPORTS = []


def reg(f):
    REPORTS.append(f)
    return f


def T(cols, rows, cls=''):
    return ('table', cols, rows, {'cls': cls})


# ------------------------------------------------------------------ ab01
@reg
def ab01():
    d = ['2025-03-14', '2025-03-15', '2025-03-15']
    mk = [
        ('na', 'Sódio', 'mmol/L', '136 a 145', ['138', '141', '140']),
        ('k', 'Potássio', 'mmol/L', '3,5 a 5,1', [('5,9', 'H'), '5,1', '4,6']),
        ('cl', 'Cloreto', 'mmol/L', '98 a 107', ['101', '104', ('108', 'H')]),
        ('cai', 'Cálcio iônico', 'mmol/L', '1,15 a 1,29', [('1,08', 'L'), ('1,12', 'L'), '1,16']),
        ('lac', 'Lactato', 'mmol/L', '0,5 a 2,2', [('4,1', 'H'), ('2,6', 'H'), '1,7']),
        ('cre', 'Creatinina', 'mg/dL', '0,70 a 1,20', [('2,35', 'H'), ('2,12', 'H'), ('1,98', 'H')]),
        ('ureia', 'Ureia', 'mg/dL', '17 a 49', [('98', 'H'), ('94', 'H'), ('90', 'H')]),
        ('glu', 'Glicose', 'mg/dL', '70 a 99', [('212', 'H'), ('165', 'H'), ('143', 'H')]),
        ('tnIhs', 'Troponina I ultrassensível', 'ng/L', '< 34,2 (homens)', [('62', 'H'), ('148', 'H'), None]),
        ('crp', 'Proteína C reativa', 'mg/L', '< 5,0', [None, None, ('86,4', 'H')]),
    ]
    cols = [('Exame', .27, 'left'), ('Unidade', .10, 'left'), ('14/03/2025\n22:40', .13, 'center'),
            ('15/03/2025\n04:50', .13, 'center'), ('15/03/2025\n07:10', .13, 'center'), ('Valor de referência', .24, 'left')]
    return dict(id='ab01', lab='Hospital Universitário Regional do Litoral — Serviço de Análises Clínicas', date='2025-03-14',
                style=dict(hfont='DejaVu Sans', hsize=9, pfont='LibSans', psize=9.2),
                pages=[dict(blocks=[
                    ('lines', [('HOSPITAL UNIVERSITÁRIO REGIONAL DO LITORAL', 'big'),
                               ('Serviço de Análises Clínicas — Unidade de Emergência', 'b'),
                               ('Rua Delminda Silveira, 1200 — Trindade — Florianópolis/SC — CEP 88025-500', 's'),
                               ('CNES 3157245   CNPJ 83.899.526/0001-82   Resp. técnica: Dra. Helena M. Kowalski — CRF-SC 4.812', 's')]),
                    ('rule',),
                    ('kv', [('Paciente:', 'JOÃO BATISTA DOS SANTOS NUNES'), ('Prontuário:', '0045.118-7'),
                            ('Nascimento:', '02/07/1958 (66 a)'), ('Sexo:', 'Masculino'),
                            ('Setor/Leito:', 'EMERGÊNCIA — SALA VERMELHA 03'), ('Atendimento:', '25031400871'),
                            ('Admissão:', '14/03/2025 21:58'), ('Solicitante:', 'Dr. Paulo R. Amaral — CRM-SC 17.304')], 2),
                    ('lines', [('RELATÓRIO CUMULATIVO DE EXAMES — BIOQUÍMICA DE URGÊNCIA', 'h'),
                               ('Material: soro / plasma heparinizado; lactato e cálcio iônico em sangue total (gasômetro).', 's'),
                               ('Colunas = data e hora da coleta. H = acima, L = abaixo do intervalo de referência.', 's')]),
                    T(cols, serial_rows(mk, d), 'grid'),
                    ('lines', [('Métodos: íons por potenciometria indireta (Na/K/Cl) e direta (Ca2+); creatinina enzimática; ureia urease-UV; '
                                'troponina I hs por quimioluminescência (percentil 99: 34,2 ng/L homens, 15,6 ng/L mulheres); PCR imunoturbidimetria.', 's'),
                               ('VALOR CRÍTICO: potássio 5,9 mmol/L comunicado à Enf. Carla (COREN-SC 221.450) em 14/03/2025 às 23:05.', 'b'),
                               ('Troponina de 15/03/2025 07:10 não solicitada. PCR solicitada apenas na coleta da manhã.', 's'),
                               ('', 'n'),
                               ('Liberado eletronicamente por Dr. Marcos V. Teixeira — CRBM-SC 3.077 em 15/03/2025 07:58', 'i'),
                               ('Resp. técnica: Dra. Helena M. Kowalski — CRF-SC 4.812', 'i')]),
                ], footer=['Impresso em 15/03/2025 09:12 por usuário recep.emerg — Sistema MV-Lab HURL — Página 1 de 1',
                           'Resultados de exames devem ser interpretados pelo médico assistente em conjunto com dados clínicos.'])])


# ------------------------------------------------------------------ ab02
@reg
def ab02():
    def gas(title, when, iso, info, rs):
        return [('lines', [(title, 'h'), (f'Data/hora da coleta: {when}     {info}', 's')]),
                T([('Parâmetro', .30, 'left'), ('Resultado', .16, 'right'), ('', .05, 'left'), ('Unidade', .13, 'left'), ('Referência', .36, 'left')],
                  [Row([r.name, r.vt, r.flag, r.unit, r.ref], [r]) for r in rs])]
    a1 = '2025-03-15'
    A = [R('phA', 'pH', '7,29', '', '↓', '7,35 – 7,45', a1), R('pco2A', 'pCO2', '48', 'mmHg', '↑', '35 – 45', a1),
         R('po2A', 'pO2', '71', 'mmHg', '↓', '80 – 100', a1), R('hco3A', 'HCO3- (bicarbonato)', '22,4', 'mmol/L', '', '22 – 26', a1),
         R('beA', 'BE (excesso de bases)', '-4,1', 'mmol/L', '↓', '-2 a +2', a1), R('so2A', 'SatO2', '92,1', '%', '↓', '95 – 98', a1),
         R('lacA', 'Lactato', '3,2', 'mmol/L', '↑', '0,5 – 1,6', a1), R('naA', 'Sódio (Na+)', '136', 'mmol/L', '', '136 – 145', a1),
         R('kA', 'Potássio (K+)', '3,4', 'mmol/L', '↓', '3,5 – 5,1', a1), R('cai', 'Cálcio iônico (Ca++)', '1,11', 'mmol/L', '↓', '1,15 – 1,29', a1),
         R('clA', 'Cloreto (Cl-)', '104', 'mmol/L', '', '98 – 107', a1), R('gluB', 'Glicose', '156', 'mg/dL', '↑', '70 – 99', a1)]
    V = [R('phV', 'pH', '7,33', '', '', '7,32 – 7,42', a1), R('pco2V', 'pCO2', '45', 'mmHg', '', '41 – 51', a1),
         R('po2V', 'pO2', '38', 'mmHg', '', '30 – 50', a1), R('hco3V', 'HCO3- (bicarbonato)', '23,1', 'mmol/L', '', '22 – 28', a1),
         R('beV', 'BE (excesso de bases)', '-2,6', 'mmol/L', '↓', '-2 a +2', a1), R('so2V', 'SvO2 (sat. venosa central)', '68,4', '%', '↓', '≥ 70', a1),
         R('lacV', 'Lactato', '2,1', 'mmol/L', '↑', '0,5 – 2,0', a1)]
    a3 = '2025-03-16'
    C = [R('phA', 'pH', '7,38', '', '', '7,35 – 7,45', a3), R('pco2A', 'pCO2', '41', 'mmHg', '', '35 – 45', a3),
         R('po2A', 'pO2', '88', 'mmHg', '', '80 – 100', a3), R('hco3A', 'HCO3- (bicarbonato)', '24,0', 'mmol/L', '', '22 – 26', a3),
         R('beA', 'BE (excesso de bases)', '-0,8', 'mmol/L', '', '-2 a +2', a3), R('so2A', 'SatO2', '96,5', '%', '', '95 – 98', a3),
         R('lacA', 'Lactato', '1,4', 'mmol/L', '', '0,5 – 1,6', a3)]
    blocks = [('lines', [('Hospital de Clínicas do Vale do Guaíba', 'big'),
                         ('Laboratório de Emergência e Terapia Intensiva — Gasometria (point-of-care, ABL)', 'b'),
                         ('Av. Protásio Alves, 3350 — Porto Alegre/RS · CNES 2237601 · CNPJ 92.718.604/0001-30', 's'),
                         ('Responsável técnico: Dr. Fernando Luís Bertoldi — CRM-RS 28.915 — Patologia Clínica', 's')]),
              ('kv', [('Nome:', 'Marlene Terezinha Kunzler'), ('Registro:', '1.447.302'),
                      ('Data nasc.:', '11/11/1949'), ('Sexo:', 'F'), ('Unidade:', 'CTI Adulto — Leito 14'),
                      ('Internação:', '13/03/2025'), ('Médico:', 'Dra. Luciana Sperb — CRM-RS 33.210'), ('Pedido:', 'GAS-250315-0091')], 2)]
    blocks += gas('GASOMETRIA ARTERIAL', '15/03/2025 06:12', a1, 'Amostra: sangue arterial (radial D) · FiO2: 40% · Temp.: 37,2 °C · Hb informada 10,1 g/dL', A)
    blocks += gas('GASOMETRIA VENOSA CENTRAL', '15/03/2025 12:40', a1, 'Amostra: sangue venoso (CVC jugular) · FiO2: 35%', V)
    blocks += gas('GASOMETRIA ARTERIAL — CONTROLE', '16/03/2025 05:55', a3, 'Amostra: sangue arterial · FiO2: 30% · Temp.: 36,8 °C', C)
    blocks += [('lines', [('Recebido no laboratório: 15/03/2025 06:20 · Liberado: 15/03/2025 06:31 (1ª) / 15/03/2025 12:52 (2ª) / 16/03/2025 06:09 (3ª)', 's'),
                          ('Valores calculados (HCO3-, BE, SatO2) a 37 °C. Parâmetros de ventilação informados pela equipe assistente.', 's'),
                          ('Assinado digitalmente: Bioméd. Rafael Gomes Vieira — CRBM-5 12.088', 'i')])]
    return dict(id='ab02', lab='Hospital de Clínicas do Vale do Guaíba', date='2025-03-15',
                style=dict(hfont='Liberation Sans', hsize=9, pfont='DejaVuCond', psize=8.8, hmargin='11mm 14mm 10mm 14mm', pmargin=(14, 14, 11)),
                pages=[dict(blocks=blocks, footer=['HCVG — Sistema AGHU · Emitido em 16/03/2025 08:40 · Pág. 1/1'])])


# ------------------------------------------------------------------ ab03
@reg
def ab03():
    d = '2025-03-14'
    ery = [R('rbc', 'Eritrócitos', '3,92', 'milhões/mm³', '*', 'H: 4,50 a 5,90\nM: 4,00 a 5,20'),
           R('hb', 'Hemoglobina', '11,4', 'g/dL', '*', 'H: 13,5 a 17,5\nM: 12,0 a 15,5'),
           R('ht', 'Hematócrito', '34,6', '%', '*', 'H: 41 a 53  M: 36 a 46'),
           R('vcm', 'VCM', '88,3', 'fL', '', '80 a 100'), R('hcm', 'HCM', '29,1', 'pg', '', '26 a 34'),
           R('chcm', 'CHCM', '32,9', 'g/dL', '', '31 a 36'), R('rdw', 'RDW', '14,8', '%', '*', '11,5 a 14,5')]
    wbc = R('wbc', 'Leucócitos', '16.870', '/mm³', '*', '3.500 a 10.500')
    diff = [('Bastonetes', 'bast', '8', '1.350', '0 a 5 %  /  0 a 500'), ('Segmentados', 'seg', '78', '13.159', '40 a 70 %  /  1.700 a 7.000'),
            ('Eosinófilos', 'eos', '0', '0', '1 a 5 %  /  50 a 500'), ('Basófilos', 'bas', '0', '0', '0 a 2 %  /  0 a 200'),
            ('Linfócitos', 'lin', '9', '1.518', '20 a 45 %  /  900 a 2.900'), ('Monócitos', 'mon', '5', '843', '2 a 10 %  /  300 a 900')]
    drows = []
    for n, k, p, a, ref in diff:
        r1, r2 = R(k + '%', n, p, '%'), R(k + '#', n, a, '/mm³')
        drows.append(Row([n, p, '%', a, '/mm³', ref], [r1, r2]))
    plq = [R('plt', 'Plaquetas', '98.000', '/mm³', '*', '150.000 a 450.000'), R('vpm', 'VPM', '11,2', 'fL', '', '9,2 a 12,6')]
    co = [R('tp', 'Tempo de protrombina (TP)', '15,8', 'segundos', '', 'Controle do dia: 12,4 s'),
          R('tpat', 'Atividade de protrombina', '62', '%', '*', '70 a 100 %'),
          R('inr', 'RNI', '1,38', '', '*', '0,9 a 1,2'),
          R('ttpa', 'TTPa', '41,2', 'segundos', '', 'Controle do dia: 29,0 s'),
          R('fib', 'Fibrinogênio', '512', 'mg/dL', '*', '200 a 400 mg/dL'),
          R('ddim', 'D-dímero', '2.840', 'ng/mL FEU', '*', 'Até 500 ng/mL FEU')]
    six = [('Eritrograma', .0)]
    c6 = [('', .22, 'left'), ('Resultado', .12, 'right'), ('', .06, 'left'), ('Resultado', .14, 'right'), ('', .1, 'left'), ('Valores de referência', .36, 'left')]
    c4 = [('', .30, 'left'), ('Resultado', .16, 'right'), ('Unidade', .16, 'left'), ('Valores de referência', .38, 'left')]
    return dict(id='ab03', lab='Hospital Santa Aurélia — Medicina Diagnóstica', date=d,
                style=dict(hfont='DejaVu Serif', hsize=8.8, pfont='LibSerif', psize=9.4, accent='#5a1020'),
                pages=[dict(blocks=[
                    ('lines', [('Hospital Santa Aurélia', 'big'), ('Medicina Diagnóstica — Laboratório Clínico 24 h', 'b'),
                               ('Rua Dr. Seng, 410 — Bela Vista — São Paulo/SP · CNES 2080532 · CNPJ 61.589.203/0001-07', 's'),
                               ('Diretor técnico: Dr. Álvaro Sampaio Reis — CRM-SP 84.127 · Farm.-Bioq. Lia Tanaka — CRF-SP 39.018', 's')], 'center'),
                    ('kv', [('Paciente:', 'Roberto Carlos Figueiredo'), ('Idade:', '71 anos (DN 03.05.53)'), ('Sexo:', 'Masculino'),
                            ('Origem:', 'Pronto-Socorro Adulto'), ('Convênio:', 'Particular'), ('O.S.:', '7731-0942-55'),
                            ('Médico:', 'Dra. Beatriz Lemos CRM-SP 151.993'), ('Coleta:', '14.03.25  23:05'), ('Entrada:', '14.03.25  22:47')], 3),
                    ('lines', [('HEMOGRAMA COMPLETO', 'h'), ('Material: sangue total EDTA · Método: citometria de fluxo / impedância, revisão microscópica', 's')]),
                    T(c4, [Row(['ERITROGRAMA'], [], 'b', True)] + rows_std(ery, 'nvur')),
                    T(c6, [Row(['LEUCOGRAMA'], [], 'b', True), Row([wbc.name, vf(wbc), '', '', wbc.unit, wbc.ref], [wbc])] + drows),
                    T(c4, [Row(['PLAQUETOGRAMA'], [], 'b', True)] + rows_std(plq, 'nvur')),
                    ('lines', [('Obs.: presença de granulações tóxicas em neutrófilos. Contagem de plaquetas confirmada em lâmina.', 's')]),
                    ('lines', [('COAGULOGRAMA E D-DÍMERO', 'h'), ('Material: plasma citratado · Método: coagulométrico / imunoturbidimétrico', 's')]),
                    T(c4, rows_std(co, 'nvur')),
                    ('lines', [('RNI: faixa terapêutica em anticoagulação oral 2,0 a 3,0. D-dímero: valor de corte para exclusão de TEV 500 ng/mL FEU.', 's'),
                               ('(*) Resultado fora do intervalo de referência.', 's'),
                               ('Exames liberados em 15.03.25 00:41 — Dra. Lia Tanaka, CRF-SP 39.018', 'i')]),
                ], footer=['Hospital Santa Aurélia · Laudo emitido em 15/03/2025 · Acreditação ONA nível 3 · Página 1/1'])])


# ------------------------------------------------------------------ ab04
@reg
def ab04():
    d = '2025-03-14'

    def S(k, n, v, u, ref, fl=''):
        return R(k, n, v, u, fl, ref, d, dec='.')
    hem = [S('hb', 'Hemoglobina / Haemoglobin', '128', 'g/L', '120 – 160'), S('ht', 'Hematócrito / Haematocrit', '0.39', 'L/L', '0.36 – 0.46'),
           S('rbc', 'Eritrócitos / RBC', '4.31', '×10¹²/L', '4.00 – 5.20'), S('wbc', 'Leucócitos / WBC', '7.8', '×10⁹/L', '4.0 – 11.0'),
           S('neu#', 'Neutrófilos / Neutrophils', '4.9', '×10⁹/L', '2.0 – 7.5'), S('lin#', 'Linfócitos / Lymphocytes', '2.1', '×10⁹/L', '1.0 – 4.0'),
           S('plt', 'Plaquetas / Platelets', '212', '×10⁹/L', '150 – 400')]
    bio = [S('na', 'Sódio / Sodium', '139', 'mmol/L', '135 – 145'), S('k', 'Potássio / Potassium', '4.2', 'mmol/L', '3.5 – 5.1'),
           S('ureiaSI', 'Ureia / Urea', '5.8', 'mmol/L', '2.5 – 7.8'), S('creSI', 'Creatinina / Creatinine', '104', 'µmol/L', '45 – 90', 'H'),
           S('egfr', 'TFGe CKD-EPI 2021 / eGFR', '51', 'mL/min/1.73m²', '≥ 90', 'L'), S('gluSI', 'Glicose jejum / Fasting glucose', '5.4', 'mmol/L', '3.9 – 5.5'),
           S('tbilSI', 'Bilirrubina total / Total bilirubin', '11', 'µmol/L', '3 – 21'), S('alt', 'ALT (TGP)', '24', 'U/L', '< 33'),
           S('ast', 'AST (TGO)', '21', 'U/L', '< 32'), S('alp', 'Fosfatase alcalina / ALP', '74', 'U/L', '35 – 104'),
           S('ggt', 'GGT', '31', 'U/L', '6 – 42'), S('alb', 'Albumina / Albumin', '41', 'g/L', '35 – 52'),
           S('catSI', 'Cálcio total / Calcium', '2.31', 'mmol/L', '2.15 – 2.55'), S('pSI', 'Fosfato / Phosphate', '1.12', 'mmol/L', '0.81 – 1.45'),
           S('mgSI', 'Magnésio / Magnesium', '0.82', 'mmol/L', '0.66 – 1.07'), S('crp', 'Proteína C reativa / CRP', '<5', 'mg/L', '<5'),
           S('ldh', 'LDH', '182', 'U/L', '135 – 214')]
    cols = [('Analito / Analyte', .40, 'left'), ('Resultado / Result', .14, 'right'), ('Flag', .07, 'center'), ('Unidade / Units', .17, 'left'), ('Referência / Range', .22, 'left')]
    return dict(id='ab04', lab='Centro de Pesquisa Clínica — Hospital Universitário do Capibaribe', date=d,
                style=dict(hfont='Liberation Sans', hsize=8.6, pfont='DejaVu', psize=8.2, accent='#003b6f'),
                pages=[dict(blocks=[
                    ('lines', [('CENTRO DE PESQUISA CLÍNICA — HOSPITAL UNIVERSITÁRIO DO CAPIBARIBE', 'big'),
                               ('Laboratório Central de Estudos Clínicos / Central Study Laboratory — Recife/PE', 'b'),
                               ('Av. Prof. Moraes Rego, 1235 — Cidade Universitária · CNES 0000396 · CNPJ 24.134.488/0002-89', 's'),
                               ('Responsável / Lab director: Profa. Dra. Cecília Albuquerque Lins — CRM-PE 11.402', 's')]),
                    ('kv', [('Protocolo / Study:', 'HUC-CARDIO-RENAL-07'), ('Participante / Subject:', '014-0087 (iniciais M.A.S.)'),
                            ('Ano nasc. / Year of birth:', '1961'), ('Sexo / Sex:', 'F'),
                            ('Visita / Visit:', 'V3 — Dia 15 / Day 15'), ('Data coleta / Collection:', '14-MAR-2025 08:35'),
                            ('Recebido / Received:', '14-MAR-2025 10:02'), ('Investigador / PI:', 'Dr. Sérgio Coutinho — CRM-PE 9.118')], 2),
                    ('lines', [('HEMATOLOGIA / HAEMATOLOGY', 'h')]),
                    T(cols, rows_std(hem, 'nvfur')),
                    ('lines', [('BIOQUÍMICA / CLINICAL CHEMISTRY  (SI units)', 'h')]),
                    T(cols, rows_std(bio, 'nvfur')),
                    ('lines', [('H/L: acima/abaixo do intervalo de referência (above/below range). Valores em unidades SI; decimal separator: point.', 's'),
                               ('Próxima visita / Next visit: V4 — 28-MAR-2025. Relatório gerado / Report generated: 14-MAR-2025 15:47.', 's'),
                               ('Revisado por / Reviewed by: Biomédica Ana Paula Freitas — CRBM-2 08.733', 'i')]),
                ], footer=['CPC-HUC · Documento confidencial de pesquisa — não utilizar para decisão clínica sem contato com o investigador · Pág. 1/1'])])


# ------------------------------------------------------------------ ab05
@reg
def ab05():
    d = '2025-03-14'

    def line(r, w=30):
        nm = r.name
        v = vf(r)
        return f'{nm + " ":.<{w}}: {v:>9} {r.unit:<11} VR: {r.ref}'
    rs = [R('hb', 'HEMOGLOBINA', '13,2', 'g/dL', '', '12,0 A 16,0'), R('wbc', 'LEUCOCITOS', '9.800', '/mm3', '', '4.000 A 11.000'),
          R('plt', 'PLAQUETAS', '245.000', '/mm3', '', '150.000 A 450.000'), R('na', 'SODIO', '141', 'mEq/L', '', '136 A 145'),
          R('k', 'POTASSIO', '4,8', 'mEq/L', '', '3,5 A 5,1'), R('ureia', 'UREIA', '38', 'mg/dL', '', '15 A 45'),
          R('cre', 'CREATININA', '0,98', 'mg/dL', '', '0,50 A 1,10'), R('glu', 'GLICOSE', '126', 'mg/dL', '*', '70 A 99'),
          R('ck', 'CPK (CK TOTAL)', '212', 'U/L', '*', '26 A 192'), R('amil', 'AMILASE', '64', 'U/L', '', '28 A 100'),
          R('lip', 'LIPASE', '28', 'U/L', '', '13 A 60'), R('ast', 'TGO (AST)', '22', 'U/L', '', 'ATE 32'),
          R('alt', 'TGP (ALT)', '19', 'U/L', '', 'ATE 33'), R('crp', 'PCR', '0,4', 'mg/dL', '', 'INFERIOR A 0,5')]
    ckmb = R('ckmb', 'CK-MB MASSA', '3,1', 'ng/mL', '', 'ATE 4,9')
    ddim = R('ddim', 'D-DIMERO', 'INFERIOR A 0,19', 'ug/mL FEU', '', 'ATE 0,50')
    t1 = R('tnI', 'TROPONINA I', '0,012', 'ng/mL', '', 'ATE 0,040', '2025-03-14')
    t2 = R('tnI', 'TROPONINA I', '0,087', 'ng/mL', '*', 'ATE 0,040', '2025-03-14')
    hcg = R('hcg_u', 'BETA HCG QUALITATIVO (URINA)', 'NEGATIVO', '', '', 'NEGATIVO')
    L = ['=' * 92, 'HOSPITAL MUNICIPAL ODILON BEHRENS NORTE - UPA 24H VENDA NOVA', 'LABORATORIO DE URGENCIA - RUA PADRE PEDRO PINTO, 3150 - BELO HORIZONTE/MG',
         'CNES 7142838   CNPJ 18.715.383/0044-17   RESP. TEC.: DR. JOSE A. MOURAO - CRF/MG 19.552', '=' * 92,
         'PACIENTE: ANA CLAUDIA RIBEIRO DA SILVA           DT.NASC: 21.09.84   SEXO: F   IDADE: 40A',
         'ATEND...: 2503140217   BOLETIM: 88431   MEDICO: DR. TIAGO MELO CRM/MG 61.209',
         'DT.ENTR.: 14.03.25 01:48   DT.COLETA: 14.03.25 02:15   DUM: 19.02.25',
         '-' * 92, 'EXAME                           RESULTADO  UNIDADE     VALOR DE REFERENCIA', '-' * 92]
    body = [Row([line(r)], [r]) for r in rs[:3]] + ['', '--- BIOQUIMICA (SORO) ---']
    body += [Row([line(r)], [r]) for r in rs[3:9]]
    body += ['CREATINOFOSFOQUINASE', Row([line(ckmb).replace('CK-MB MASSA ', 'FRACAO MB (MASSA)')], [ckmb])]
    body += [Row([line(r)], [r]) for r in rs[9:]]
    body += ['', '--- MARCADORES CARDIACOS / PROTOCOLO DOR TORACICA ---',
             Row([f'TROPONINA I - 1A AMOSTRA (COLETA 14.03.25 02:15)  : {t1.vt} ng/mL    VR: ATE 0,040'], [t1]),
             Row([f'TROPONINA I - 2A AMOSTRA (COLETA 14.03.25 05:20)  : {t2.vt} * ng/mL  VR: ATE 0,040'], [t2]),
             Row([f'D-DIMERO....................: {ddim.vt} ug/mL FEU  VR: ATE 0,50'], [ddim]),
             '', '--- URINA ---', Row([f'BETA HCG QUALITATIVO (URINA).: {hcg.vt}     VR: NEGATIVO'], [hcg]),
             '', '(*) VALOR FORA DA FAIXA DE REFERENCIA.',
             'TROPONINA I CONVENCIONAL - QUIMIOLUMINESCENCIA. LIMITE DE DETECCAO 0,010 ng/mL.',
             'CK-MB MASSA: ELETROQUIMIOLUMINESCENCIA. D-DIMERO: IMUNOTURBIDIMETRIA (CORTE 0,50 ug/mL FEU).',
             'OS RESULTADOS DA 2A AMOSTRA FORAM COMUNICADOS AO DR. TIAGO EM 14.03.25 06:02.',
             '', 'LIBERADO POR: BIOQ. SANDRA REGINA LOPES - CRF/MG 22.870   EM 14.03.25 06:05',
             'IMPRESSO EM: 14.03.25 06:40   USUARIO: LAB.URG3', '=' * 92]
    fix = body
    ckmb.name = 'CREATINOFOSFOQUINASE\nFRACAO MB (MASSA)'
    return dict(id='ab05', lab='Hospital Municipal Odilon Behrens Norte — UPA 24h Venda Nova', date=d,
                style=dict(hfont='DejaVu Sans Mono', hsize=8.4, pfont='Mono', psize=8.2, presize=8.3, ppresize=8.1, premono='lib'),
                pages=[dict(blocks=[('pre', L + fix)], footer=['SISTEMA SISLAB-PBH v4.2  -  PAGINA 001 DE 001'])])


# ------------------------------------------------------------------ ab06
@reg
def ab06():
    dates = ['2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15']
    hdr = ['12/03/25\n06:10', '13/03/25\n05:45', '14/03/25\n06:00', '15/03/25\n05:50']
    h = [('hb', 'Hemoglobina', 'g/dL', '12,0–16,0', [('9,8', '↓'), ('9,1', '↓'), ('8,7', '↓'), ('9,4', '↓')]),
         ('wbc', 'Leucócitos', '/mm³', '4.000–11.000', [('18.400', '↑'), ('21.300', '↑'), ('15.900', '↑'), ('11.200', '↑')]),
         ('plt', 'Plaquetas', 'mil/mm³', '150–450', [('132', '↓'), ('98', '↓'), ('87', '↓'), ('104', '↓')])]
    b = [('ureia', 'Ureia', 'mg/dL', '15–40', [('88', '↑'), ('112', '↑'), ('97', '↑'), ('71', '↑')]),
         ('cre', 'Creatinina', 'mg/dL', '0,6–1,1', [('1,9', '↑'), ('2,6', '↑'), ('2,2', '↑'), ('1,6', '↑')]),
         ('na', 'Sódio', 'mEq/L', '135–145', ['137', ('133', '↓'), '135', '138']),
         ('k', 'Potássio', 'mEq/L', '3,5–5,0', ['4,4', ('5,3', '↑'), '4,9', '4,1']),
         ('crp', 'PCR', 'mg/dL', '< 0,5', [('28,4', '↑'), ('31,2', '↑'), ('19,7', '↑'), ('9,6', '↑')]),
         ('pct', 'Procalcitonina', 'ng/mL', '< 0,5', [('12,6', '↑'), None, ('4,8', '↑'), None])]
    cols = [('Exame', .20, 'left'), ('Unid.', .10, 'left')] + [(x, .13, 'center') for x in hdr] + [('Ref.', .18, 'left')]
    head = [('lines', [('HOSPITAL GERAL SANTO ANTÔNIO DE ITAPAGIPE', 'big'),
                       ('Serviço de Patologia Clínica · Av. Luiz Tarquínio, 2.580 · Salvador/BA · CNES 0003824 · CNPJ 15.178.470/0001-21', 's'),
                       ('Responsável técnico: Dra. Iracema Pires de Carvalho — CRM-BA 14.771', 's')]),
            ('kv', [('Paciente:', 'Josefa Conceição dos Anjos'), ('DN:', '30/01/1947'), ('Sexo:', 'F'),
                    ('Registro:', 'HG-0981273'), ('Enfermaria:', 'Clínica Médica 2 — leito 207B'), ('Internada em:', '11/03/2025'),
                    ('Médico:', 'Dr. Caio Brandão — CRM-BA 27.650'), ('Convênio:', 'SUS'), ('Relatório:', 'EVOLUTIVO 4 dias')], 3)]
    p1 = head + [('lines', [('EVOLUÇÃO LABORATORIAL — HEMATOLOGIA', 'h'), ('Data e hora de coleta no cabeçalho de cada coluna. ↑ acima / ↓ abaixo da referência.', 's')]),
                 T(cols, serial_rows(h, dates, 'before'), 'grid'),
                 ('lines', [('EVOLUÇÃO LABORATORIAL — BIOQUÍMICA', 'h'), ('Material: soro. — = exame não solicitado na data.', 's')]),
                 T(cols, serial_rows(b, dates, 'before'), 'grid'),
                 ('lines', [('Plaquetas expressas em milhares por mm³ (ex.: 98 = 98.000/mm³).', 's'),
                            ('Procalcitonina por eletroquimioluminescência: < 0,5 ng/mL baixo risco de sepse; > 2,0 ng/mL alto risco.', 's')])]
    c1 = R('hemocult', 'Hemocultura — amostra 1 (MSD)', 'Klebsiella pneumoniae', '', '', 'Negativo', '2025-03-12')
    c2 = R('hemocult', 'Hemocultura — amostra 2 (MSE)', 'Negativo', '', '', 'Negativo', '2025-03-12')
    u1 = R('urocult', 'Urocultura', 'Negativo', '', '', 'Negativo', '2025-03-12')
    co = [R('tp', 'TP', '14,9', 's', '', '10,0–13,5', '2025-03-15'), R('inr', 'RNI', '1,31', '', '↑', '0,8–1,2', '2025-03-15'),
          R('ttpa', 'TTPa', '35,8', 's', '', '25–38', '2025-03-15')]
    mcols = [('Exame / amostra', .34, 'left'), ('Resultado', .30, 'left'), ('Referência', .16, 'left'), ('Coleta', .20, 'left')]
    p2 = head + [('lines', [('MICROBIOLOGIA', 'h'), ('Material: sangue periférico (frascos aeróbios BacT/ALERT) e urina jato médio.', 's')]),
                 T(mcols, [Row([c1.name, c1.vt, c1.ref, '12/03/25 07:30'], [c1]), Row([c2.name, c2.vt, c2.ref, '12/03/25 07:40'], [c2]),
                           Row([u1.name, u1.vt, u1.ref, '12/03/25 09:15'], [u1])], 'grid'),
                 ('lines', [('Amostra 1: crescimento em 18 h de incubação. Identificação por MALDI-TOF. Antibiograma emitido em laudo próprio em 15/03/2025.', 's'),
                            ('Amostra 2 e urocultura: sem crescimento bacteriano após 5 dias / 48 h de incubação.', 's'),
                            ('Resultado parcial da amostra 1 comunicado à CCIH em 13/03/2025 02:20.', 's')]),
                 ('lines', [('COAGULAÇÃO — coleta 15/03/25 05:50', 'h')]),
                 T([('Exame', .30, 'left'), ('Resultado', .20, 'right'), ('Unidade', .15, 'left'), ('Referência', .35, 'left')], rows_std(co, 'nvur', 'before')),
                 ('lines', [('', 'n'), ('Conferido e liberado por: Farm.-Bioq. Edvaldo Menezes Lima — CRF-BA 5.390 — 15/03/2025 08:14', 'i'),
                            ('Impresso em 15/03/2025 10:03', 's')])]
    return dict(id='ab06', lab='Hospital Geral Santo Antônio de Itapagipe — Serviço de Patologia Clínica', date='2025-03-12',
                style=dict(hfont='DejaVu Sans', hsize=8.6, pfont='LibSans', psize=9.0),
                pages=[dict(blocks=p1, footer=['HGSAI — Sistema TASY — Relatório evolutivo — Página 1 de 2']),
                       dict(blocks=p2, footer=['HGSAI — Sistema TASY — Relatório evolutivo — Página 2 de 2'])])


# ------------------------------------------------------------------ ab07
@reg
def ab07():
    du = '2025-03-14'
    eas1 = [R('u_cor', 'Cor', 'Amarelo citrino', '', '', 'Amarelo citrino'), R('u_asp', 'Aspecto', 'Turvo', '', '', 'Límpido'),
            R('u_dens', 'Densidade', '1.015', '', '', '1.005 a 1.030', dec='.'), R('u_ph', 'pH', '6,0', '', '', '5,0 a 7,5')]
    eas2 = [R('u_prot', 'Proteínas', 'Ausente', '', '', 'Ausente'), R('u_glu', 'Glicose', 'Ausente', '', '', 'Ausente'),
            R('u_cet', 'Corpos cetônicos', 'Ausente', '', '', 'Ausente'), R('u_hb', 'Hemoglobina', 'Traços', '', '', 'Ausente'),
            R('u_bil', 'Bilirrubina', 'Negativo', '', '', 'Negativo'), R('u_nit', 'Nitrito', 'Positivo', '', '', 'Negativo'),
            R('u_le', 'Esterase leucocitária', 'Positivo', '', '', 'Negativo')]
    sed = [R('u_leu', 'Leucócitos', '45', 'p/campo', '', 'até 5 p/campo'), R('u_hem', 'Hemácias', '6', 'p/campo', '', 'até 3 p/campo')]
    uro = R('urocult', 'Microrganismo isolado', 'Escherichia coli', '', '', '', du)
    h1 = R('hemocult', 'Hemocultura aeróbia — Amostra 1', 'Negativo', '', '', '', du)
    h2 = R('hemocult', 'Hemocultura aeróbia — Amostra 2', 'Negativo', '', '', '', du)
    sars = R('sars', 'SARS-CoV-2 (RT-PCR)', 'Não detectado', '', '', 'Não detectado', du)
    c3 = [('', .34, 'left'), ('', .30, 'left'), ('Valores de referência', .36, 'left')]

    def rr(rs):
        return [Row([r.name + ':', (r.vt + ' ' + r.unit).strip(), r.ref], [r]) for r in rs]
    return dict(id='ab07', lab='Hospital Evangélico do Alto da Glória — Laboratório de Microbiologia e Urinálise', date=du,
                style=dict(hfont='Liberation Serif', hsize=9.6, pfont='DejaVuSerif', psize=8.6, accent='#0b4d2c'),
                pages=[dict(blocks=[
                    ('lines', [('Hospital Evangélico do Alto da Glória', 'big'), ('Laboratório de Microbiologia e Urinálise', 'b'),
                               ('Rua Augusto Stellfeld, 1908 — Curitiba/PR — CNES 0015245 — CNPJ 76.613.284/0001-60', 's'),
                               ('Responsável: Dra. Gisele Wachowicz — CRBM-6 1.904 · Diretor clínico: Dr. Otávio Kunz — CRM-PR 12.115', 's')]),
                    ('rule',),
                    ('kv', [('Paciente', 'Sebastião Pereira Gomes'), ('Data de nascimento', '14/08/1939'), ('Sexo', 'Masculino'),
                            ('Setor', 'Pronto-Socorro / Observação 6'), ('Requisição', 'MB-2025-031455'), ('Solicitado em', '14/03/2025 16:10'),
                            ('Médico', 'Dra. Renata Ozaki — CRM-PR 40.118')], 3),
                    ('lines', [('URINA TIPO I (EAS)', 'h'), ('Material: urina jato médio · Coleta: 14/03/2025 às 16:40 · Método: tiras reagentes + sedimentoscopia', 's')]),
                    ('two', [T(c3, [Row(['Exame físico'], [], 'b')] + rr(eas1))], [T(c3, [Row(['Exame químico'], [], 'b')] + rr(eas2))]),
                    T(c3, [Row(['Sedimentoscopia'], [], 'b')] + rr(sed)),
                    ('lines', [('Bactérias: numerosas. Células epiteliais: raras. Cilindros: ausentes.', 's')]),
                    ('lines', [('UROCULTURA COM CONTAGEM DE COLÔNIAS', 'h'),
                               ('Material: urina jato médio · Coleta: 14/03/2025 16:40 · Semeadura em ágar CLED/cromogênico', 's'),
                               (f'Resultado: POSITIVA — {uro.name}: {uro.vt}', 'b', [uro]),
                               ('Contagem de colônias superior a 100.000 UFC/mL. Antibiograma: vide laudo complementar.', 'n'),
                               ('Liberado em 16/03/2025 11:20.', 's')]),
                    ('lines', [('HEMOCULTURAS (2 AMOSTRAS)', 'h'),
                               ('Amostra 1: veia periférica MSD, coletada em 14/03/2025 às 17:05 · Amostra 2: MSE, 14/03/2025 às 17:25', 's'),
                               (f'{h1.name}: {h1.vt}', 'n', [h1]), (f'{h2.name}: {h2.vt}', 'n', [h2]),
                               ('Sem crescimento bacteriano após 5 dias de incubação (sistema automatizado). Laudo final em 19/03/2025.', 's')]),
                    ('lines', [('PAINEL RESPIRATÓRIO — BIOLOGIA MOLECULAR', 'h'),
                               ('Material: swab de nasofaringe · Coleta: 14/03/2025 18:02 · Método: RT-PCR em tempo real', 's'),
                               (f'{sars.name}: {sars.vt}', 'n', [sars]),
                               ('Referência: Não detectado. Resultado não detectado não exclui a infecção; correlacionar com a clínica.', 's'),
                               ('', 'n'), ('Assinatura eletrônica: Dra. Gisele Wachowicz — CRBM-6 1.904 — emitido em 19/03/2025 09:30', 'i')]),
                ], footer=['HEAG-Lab — As amostras de microbiologia são descartadas 7 dias após a liberação. Página 1/1'])])


# ------------------------------------------------------------------ ab08
@reg
def ab08():
    d1, d2 = '2025-03-14', '2025-03-15'
    bio = [R('ureia', 'Ureia', '76', 'mg/dL', '↑', '15 a 45', d1), R('cre', 'Creatinina', '1,84', 'mg/dL', '↑', '0,6 a 1,2', d1),
           R('na', 'Sódio', '131', 'mEq/L', '↓', '135 a 145', d1), R('k', 'Potássio', '3,2', 'mEq/L', '↓', '3,5 a 5,0', d1),
           R('tbil', 'Bilirrubina total', '2,4', 'mg/dL', '↑', 'até 1,2', d1), R('dbil', 'Bilirrubina direta', '1,6', 'mg/dL', '↑', 'até 0,3', d1),
           R('ibil', 'Bilirrubina indireta', '0,8', 'mg/dL', '', 'até 0,9', d1), R('ast', 'TGO / AST', '64', 'U/L', '↑', 'até 40', d1),
           R('alt', 'TGP / ALT', '51', 'U/L', '↑', 'até 41', d1), R('lacmass', 'Lactato', '38', 'mg/dL', '↑', '4,5 a 19,8', d1),
           R('glu', 'Glicose', '188', 'mg/dL', '↑', '70 a 99', d1)]
    hem = [R('hb', 'Hemoglobina', '10,3', 'g/dL', '↓', '13,0 a 17,0', d1), R('ht', 'Hematócrito', '31,0', '%', '↓', '40 a 50', d1),
           R('wbc', 'Leucócitos', '23.500', '/µL', '↑', '4.000 a 10.000', d1), R('neu%', 'Neutrófilos', '89', '%', '↑', '40 a 75', d1),
           R('plt', 'Plaquetas', '92.000', '/µL', '↓', '150.000 a 400.000', d1), R('crp', 'Proteína C reativa', '24,6', 'mg/dL', '↑', 'até 0,5', d1),
           R('pct', 'Procalcitonina', '18,40', 'ng/mL', '↑', 'até 0,05', d1), R('inr', 'TP — RNI', '1,52', '', '↑', '0,9 a 1,2', d1)]
    ctl = [R('lacmass', 'Lactato (controle 6 h)', '22', 'mg/dL', '↑', '4,5 a 19,8', d2),
           R('pct', 'Procalcitonina (24 h)', '> 100', 'ng/mL', '↑', 'até 0,05', d2),
           R('cre', 'Creatinina', '1,61', 'mg/dL', '↑', '0,6 a 1,2', d2), R('k', 'Potássio', '3,6', 'mEq/L', '', '3,5 a 5,0', d2)]
    c3 = [('Exame', .40, 'left'), ('Referência', .30, 'left'), ('Resultado', .30, 'right')]
    return dict(id='ab08', lab='Hospital Regional do Sertão Central — Laboratório', date=d1,
                style=dict(hfont='DejaVu Sans', hsize=8.4, pfont='LibSans', psize=8.8, accent='#7a3d00'),
                pages=[dict(blocks=[
                    ('lines', [('Hospital Regional do Sertão Central', 'big'), ('Laboratório de Análises Clínicas — Protocolo Sepse', 'b'),
                               ('Av. Bezerra de Menezes, 1900 — Fortaleza/CE · CNES 6848710 · CNPJ 07.954.571/0003-12', 's'),
                               ('Resp. técnico: Dr. Rômulo Feitosa Aragão — CRF-CE 3.318', 's')], 'right'),
                    ('kv', [('Paciente:', 'Francisco das Chagas Holanda'), ('Nasc.:', '05/05/1966'), ('Sexo:', 'M'),
                            ('Prontuário:', '2025-004418'), ('Setor:', 'UTI 2 — leito 06'), ('Abertura do protocolo:', '14/03/2025 22:50'),
                            ('Solicitante:', 'Dr. Ítalo Brito CRM-CE 18.223'), ('Pedido:', '889104'), ('Convênio:', 'SUS')], 3),
                    ('lines', [('COLETA 1 — Coletado em 14/03/2025 às 23:15 (admissão na UTI)', 'h')]),
                    ('two', [('lines', [('BIOQUÍMICA — soro', 'b')]), T(c3, rows_std(bio, 'nrv', 'after'))],
                            [('lines', [('HEMATOLOGIA / INFLAMAÇÃO', 'b')]), T(c3, rows_std(hem, 'nrv', 'after'))]),
                    ('lines', [('Lactato: enzimático colorimétrico, plasma fluoretado. Conversão: mg/dL × 0,111 = mmol/L.', 's'),
                               ('COLETA 2 — Coletado em 15/03/2025 às 05:30 (reavaliação)', 'h')]),
                    T(c3, rows_std(ctl, 'nrv', 'after')),
                    ('lines', [('Procalcitonina acima do limite superior de medição do ensaio (100 ng/mL).', 's'),
                               ('↑/↓ resultado acima/abaixo da referência. Hemocultura (2 amostras) coletada 14/03/2025 23:20: em andamento.', 's'),
                               ('Data de liberação: 15/03/2025 07:02 · Data de impressão: 15/03/2025 07:30', 's'),
                               ('Assinado eletronicamente — Farm. Jéssica Nogueira Pinho — CRF-CE 7.410', 'i')]),
                ], footer=['HRSC · Laudo com validade legal conforme RDC 978/2025 · Pág. 1/1'])])


# ------------------------------------------------------------------ ab09
@reg
def ab09():
    d = '2025-03-14'
    tn = [R('tnThs', 'Troponina T ultrassensível — 0 h', '14', 'ng/L', '', '< 14 ng/L', d),
          R('tnThs', 'Troponina T ultrassensível — 1 h', '31', 'ng/L', 'Alto', '< 14 ng/L', d),
          R('tnThs', 'Troponina T ultrassensível — 3 h', '52', 'ng/L', 'Alto', '< 14 ng/L', d)]
    card = [R('ntbnp', 'NT-proBNP', '1.845', 'pg/mL', 'Alto', '< 300 pg/mL (exclusão IC aguda)', d),
            R('ckmb', 'CK-MB massa', '6,8', 'ng/mL', 'Alto', 'até 4,9 ng/mL', d), R('ck', 'CK total', '264', 'U/L', 'Alto', '39 a 308 (H)', d),
            R('ddim', 'D-dímero', '< 215', 'ng/mL FEU', '', '< 500 ng/mL FEU', d)]
    lip = [R('ct', 'Colesterol total', '232', 'mg/dL', 'Alto', '< 190 mg/dL', d),
           R('hdl', 'HDL-COLESTEROL', '36', 'mg/dL', 'Baixo', '> 40 mg/dL', d),
           R('ldl', 'LDL-colesterol (Martin/Hopkins)', '158', 'mg/dL', '', 'Meta conforme risco CV', d),
           R('nhdl', 'Colesterol não-HDL', '196', 'mg/dL', '', 'Meta conforme risco CV', d),
           R('tg', 'Triglicérides', '190', 'mg/dL', 'Alto', '< 150 mg/dL (jejum)', d)]
    oth = [R('glu', 'Glicose', '118', 'mg/dL', 'Alto', '70 a 99 mg/dL', d), R('a1c', 'Hemoglobina glicada (HbA1c)', '6,4', '%', 'Alto', '< 5,7 %', d),
           R('cre', 'Creatinina', '1,12', 'mg/dL', '', '0,70 a 1,30 mg/dL', d), R('k', 'Potássio', '4,3', 'mmol/L', '', '3,5 a 5,1 mmol/L', d),
           R('mg', 'Magnésio', '2,0', 'mg/dL', '', '1,6 a 2,6 mg/dL', d)]
    cols = [('Exame', .38, 'left'), ('Resultado', .14, 'right'), ('Unidade', .12, 'left'), ('', .08, 'left'), ('Valor de referência', .28, 'left')]

    def rr(rs):
        return [Row([r.name, r.vt, r.unit, r.flag, r.ref], [r]) for r in rs]
    return dict(id='ab09', lab='Instituto Cardiológico da Guanabara', date=d,
                style=dict(hfont='Liberation Sans', hsize=9.2, pfont='DejaVu', psize=8.5, accent='#8b0000',
                           hcss='border-bottom:1pt solid #8b0000; color:#8b0000;'),
                pages=[dict(blocks=[
                    ('lines', [('INSTITUTO CARDIOLÓGICO DA GUANABARA', 'big'), ('Laboratório de Análises Clínicas · Unidade Coronariana e Emergência', 'b'),
                               ('Rua das Laranjeiras, 374 — Rio de Janeiro/RJ · CNES 2269899 · CNPJ 33.541.887/0001-54 · RT: Dr. Henrique Saldanha CRM-RJ 52.44871-3', 's')]),
                    ('kv', [('Paciente:', 'Ricardo Antunes Vasconcellos'), ('Nascimento:', '22/09/1962'), ('Sexo:', 'Masculino'),
                            ('Pedido nº:', 'ICG-0314-2291'), ('Data do pedido:', '14/03/2025'), ('Médico:', 'Dra. Flávia Kehl — CRM-RJ 52.90218-0')], 3),
                    ('lines', [('PROTOCOLO DE DOR TORÁCICA — TROPONINA T ULTRASSENSÍVEL (algoritmo 0/1/3 h)', 'h'),
                               ('Amostras coletadas em 14 de março de 2025: 0 h às 08h12, 1 h às 09h14, 3 h às 11h10. Início da dor: 13 de março de 2025, ~23h.', 's')]),
                    T(cols, rr(tn)),
                    ('lines', [('Percentil 99 (URL): 14 ng/L. Variação absoluta 0–1 h considerada significativa quando ≥ 5 ng/L (comentário interpretativo).', 's'),
                               ('MARCADORES CARDÍACOS COMPLEMENTARES — coleta 14/03/2025 08h12', 'h')]),
                    T(cols, rr(card)),
                    ('lines', [('PERFIL LIPÍDICO — coleta 14/03/2025 08h12 (jejum de 10 h)', 'h')]),
                    T(cols, rr(lip)),
                    ('lines', [('LDL calculado pela equação de Martin/Hopkins. Metas conforme Diretriz Brasileira de Dislipidemias 2025.', 's'),
                               ('BIOQUÍMICA GERAL — coleta 14/03/2025 08h12', 'h')]),
                    T(cols, rr(oth)),
                    ('lines', [('Retorno ambulatorial agendado para 28/03/2025. Laudo liberado em 14/03/2025 11h58 e impresso em 14/03/2025 12h05.', 's'),
                               ('Responsável pela liberação: Bioméd. Priscila Gouvêa — CRBM-1 21.377', 'i')]),
                ], footer=['ICG — Este laudo foi assinado digitalmente (ICP-Brasil). Página 1 de 1.'])])


# ------------------------------------------------------------------ ab10
@reg
def ab10():
    d1 = '2025-03-14'

    def ex(title, material, method, r, ref, extra=None):
        lines = [(title, 'h'), (f'Material: {material}     Método: {method}', 's'),
                 (f'Resultado: {vf(r, "after")} {r.unit}'.rstrip(), 'b', [r]), (f'Valor de referência: {ref}', 's')]
        if extra:
            lines.append((extra, 's'))
        return ('lines', lines)
    blocks_l = [ex('GAMA-GLUTAMIL\nTRANSFERASE', 'Soro', 'Cinético', R('ggt', 'GAMA-GLUTAMIL\nTRANSFERASE', '245', 'U/L', 'H', date=d1), 'H: 8 a 61 U/L · M: 5 a 36 U/L'),
                ex('FOSFATASE ALCALINA', 'Soro', 'Cinético IFCC', R('alp', 'FOSFATASE ALCALINA', '310', 'U/L', 'H', date=d1), '40 a 129 U/L'),
                ex('TRANSAMINASE OXALACÉTICA\n(TGO/AST)', 'Soro', 'Cinético UV', R('ast', 'TRANSAMINASE OXALACÉTICA\n(TGO/AST)', '182', 'U/L', 'H', date=d1), 'até 40 U/L'),
                ex('TRANSAMINASE PIRÚVICA\n(TGP/ALT)', 'Soro', 'Cinético UV', R('alt', 'TRANSAMINASE PIRÚVICA\n(TGP/ALT)', '145', 'U/L', 'H', date=d1), 'até 41 U/L'),
                ex('ALBUMINA', 'Soro', 'Verde de bromocresol', R('alb', 'ALBUMINA', '2,4', 'g/dL', 'L', date=d1), '3,5 a 5,2 g/dL'),
                ex('PROTEÍNAS TOTAIS', 'Soro', 'Biureto', R('pt', 'PROTEÍNAS TOTAIS', '5,6', 'g/dL', 'L', date=d1), '6,4 a 8,3 g/dL')]
    bil = [R('tbil', 'Bilirrubina total', '4,8', 'mg/dL', 'H', date=d1), R('dbil', 'Bilirrubina direta', '3,6', 'mg/dL', 'H', date=d1),
           R('ibil', 'Bilirrubina indireta', '1,2', 'mg/dL', 'H', date=d1)]
    blocks_r = [('lines', [('BILIRRUBINAS TOTAL E FRAÇÕES', 'h'), ('Material: Soro     Método: Diazo (Jendrassik)', 's')] +
                 [(f'{r.name}: {vf(r)} {r.unit}', 'b', [r]) for r in bil] + [('Valor de referência: total até 1,2; direta até 0,3; indireta até 0,9 mg/dL', 's')]),
                ex('ELETRÓLITOS — SÓDIO', 'Soro', 'ISE indireto', R('na', 'ELETRÓLITOS — SÓDIO', '134', 'mmol/L', 'L', date=d1), '136 a 145 mmol/L'),
                ex('POTÁSSIO', 'Soro', 'ISE indireto', R('k', 'POTÁSSIO', '3,9', 'mmol/L', date=d1), '3,5 a 5,1 mmol/L'),
                ex('MAGNÉSIO', 'Soro', 'Azul de xilidil', R('mg', 'MAGNÉSIO', '1,7', 'mg/dL', date=d1), '1,6 a 2,6 mg/dL'),
                ex('FÓSFORO', 'Soro', 'Fosfomolibdato UV', R('p', 'FÓSFORO', '2,2', 'mg/dL', 'L', date=d1), '2,5 a 4,5 mg/dL'),
                ex('TEMPO DE PROTROMBINA', 'Plasma citratado', 'Coagulométrico', R('inr', 'RNI', '1,94', '', 'H', date=d1), 'RNI 0,9 a 1,2',
                   None)]
    # the TP block prints "Resultado: 1,94 H" as RNI; make title explicit
    blocks_r[-1] = ('lines', [('TEMPO DE PROTROMBINA', 'h'), ('Material: Plasma citratado     Método: Coagulométrico', 's')] +
                    [(f'{r.name}: {vf(r)} {r.unit}'.rstrip(), 'b', [r]) for r in [R('tp', 'Tempo de protrombina', '22,6', 'segundos', 'H', date=d1),
                                                                                   R('inr', 'RNI', '1,94', '', 'H', date=d1)]] +
                    [('Valor de referência: tempo 10,0 a 13,5 s; RNI 0,9 a 1,2', 's')])
    amon = R('nh3', 'AMÔNIA', '68', 'µmol/L', 'H', date='2025-03-14')
    lip = R('lip', 'LIPASE', '41', 'U/L', date=d1)
    return dict(id='ab10', lab='Hospital Universitário do Baixo Amazonas — Unidade de Laboratório', date=d1,
                style=dict(hfont='DejaVu Sans Condensed', hsize=8.6, pfont='LibSans', psize=8.4, accent='#004d40', hmargin='10mm 13mm 10mm 13mm', pmargin=(13, 13, 10)),
                pages=[dict(blocks=[
                    ('lines', [('HOSPITAL UNIVERSITÁRIO DO BAIXO AMAZONAS', 'big'),
                               ('Unidade de Laboratório de Análises Clínicas — Rede Ebserh (fictícia)', 'b'),
                               ('Rua dos Mundurucus, 4487 — Guamá — Belém/PA · CNES 2332981 · CNPJ 15.126.437/0012-07', 's'),
                               ('Chefe da Unidade: Dra. Raimunda Cristina Tavares — CRF-PA 2.968', 's')]),
                    ('kv', [('Paciente:', 'Benedito Quaresma Monteiro'), ('Nascimento:', '09/dez/1971'), ('Sexo:', 'Masculino'),
                            ('Prontuário:', '0712.553'), ('Leito:', 'UTI adulto 1 — 05'), ('Data da solicitação:', '13/mar/2025'),
                            ('Data da coleta:', '14/mar/2025 06:00'), ('Médico:', 'Dr. Wagner Sarmento — CRM-PA 9.664'), ('Nº do pedido:', '3380127')], 3),
                    ('two', blocks_l, blocks_r),
                    ('lines', [('LIPASE', 'h'), ('Material: Soro     Método: Colorimétrico enzimático', 's'),
                               (f'Resultado: {lip.vt} U/L', 'b', [lip]), ('Valor de referência: 13 a 60 U/L', 's'),
                               ('AMÔNIA — coleta adicional em 14/mar/2025 14:30 (plasma EDTA em gelo)', 'h'),
                               ('Material: Plasma     Método: Enzimático (glutamato desidrogenase)', 's'),
                               (f'Resultado: {amon.vt} H µmol/L', 'b', [amon]), ('Valor de referência: 16 a 60 µmol/L', 's'),
                               ('H = acima do valor de referência; L = abaixo. Liberado em 14/mar/2025 16:12 por Farm. Nazaré Lobato — CRF-PA 3.551.', 's')]),
                ], footer=['HUBA — AGHUse Laboratório · Emissão: 15/mar/2025 07:00 · Folha 1/1'])])


# ------------------------------------------------------------------ ab11
@reg
def ab11():
    d1, d2 = '2025-03-14', '2025-03-14'
    sero = [R('abo', 'Grupo sanguíneo (ABO)', 'O', '', '', '', d1), R('rh', 'Fator Rh (D)', 'Positivo', '', '', '', d1),
            R('hiv', 'Anti-HIV 1/2 (teste rápido)', 'Não reagente', '', '', 'Não reagente', d1),
            R('trep', 'Sífilis — teste treponêmico rápido', 'Reagente', '', '', 'Não reagente', d1),
            R('vdrl', 'VDRL', 'Reagente', '', '', 'Não reagente', d1),
            R('vdrlt', 'VDRL — título', '1/8', '', '', '', d1),
            R('hbsag', 'HBsAg (teste rápido)', 'Não reagente', '', '', 'Não reagente', d1)]
    hem = [R('hb', 'Hemoglobina', '11,0', 'g/dL', '', '11,0 a 15,0 (gestante)', d1), R('ht', 'Hematócrito', '33,1', '%', '', '33 a 45', d1),
           R('wbc', 'Leucócitos', '12.100', '/mm³', '', '6.000 a 16.000 (gestante)', d1), R('plt', 'Plaquetas', '118.000', '/mm³', 'baixo', '150.000 a 400.000', d1)]
    pe = [R('ldh', 'Desidrogenase láctica (LDH)', '512', 'U/L', 'alto', '135 a 214', d1), R('ast', 'AST (TGO)', '48', 'U/L', 'alto', 'até 32', d1),
          R('alt', 'ALT (TGP)', '39', 'U/L', 'alto', 'até 33', d1), R('cre', 'Creatinina', '0,92', 'mg/dL', 'alto', '0,45 a 0,80 (gestante)', d1),
          R('urico', 'Ácido úrico', '6,8', 'mg/dL', 'alto', '2,4 a 5,7', d1), R('tbil', 'Bilirrubina total', '0,9', 'mg/dL', '', 'até 1,2', d1),
          R('upcr', 'Relação proteína/creatinina (urina)', '0,84', 'mg/mg', 'alto', '< 0,30', d1)]
    rep = [R('plt', 'Plaquetas', '96.000', '/mm³', 'baixo', '150.000 a 400.000', d2), R('ldh', 'LDH', '688', 'U/L', 'alto', '135 a 214', d2),
           R('ast', 'AST (TGO)', '71', 'U/L', 'alto', 'até 32', d2), R('cre', 'Creatinina', '0,98', 'mg/dL', 'alto', '0,45 a 0,80', d2)]
    cols = [('Exame', .38, 'left'), ('Resultado', .18, 'left'), ('Unid.', .10, 'left'), ('', .08, 'left'), ('Referência', .26, 'left')]

    def rr(rs):
        return [Row([r.name, r.vt, r.unit, r.flag, r.ref], [r]) for r in rs]
    return dict(id='ab11', lab='Maternidade Escola Potiguar — Laboratório', date=d1,
                style=dict(hfont='DejaVu Sans', hsize=8.5, pfont='LibSans', psize=8.8, accent='#6a1b9a'),
                pages=[dict(blocks=[
                    ('lines', [('MATERNIDADE ESCOLA POTIGUAR', 'big'), ('Laboratório de Análises Clínicas e Agência Transfusional', 'b'),
                               ('Av. Nilo Peçanha, 259 — Petrópolis — Natal/RN · CNES 2409194 · CNPJ 24.365.710/0007-01', 's'),
                               ('Responsável técnica: Dra. Kátia Medeiros Bezerra — CRF-RN 1.677', 's')], 'center'),
                    ('kv', [('Paciente:', 'Larissa Fernandes de Oliveira'), ('DN:', '17/04/1998'), ('Sexo:', 'Feminino'),
                            ('DUM:', '02/08/2024'), ('DPP:', '09/05/2025'), ('IG:', '31s6d'), ('Atendimento:', 'PA obstétrico — 2503140055'),
                            ('Médica:', 'Dra. Tereza Dantas — CRM-RN 6.201'), ('Admissão:', '14/03/2025 09:20')], 3),
                    ('lines', [('ADMISSÃO OBSTÉTRICA — coleta em 14/03/2025 às 09:48', 'h')]),
                    T(cols, [Row(['Imuno-hematologia e testes rápidos'], [], 'b', True)] + rr(sero) +
                      [Row(['Hemograma (resumo)'], [], 'b', True)] + rr(hem) + [Row(['Perfil para pré-eclâmpsia / HELLP'], [], 'b', True)] + rr(pe)),
                    ('lines', [('Sífilis: teste treponêmico reagente com VDRL reagente (título 1/8). Notificação compulsória encaminhada ao NVE em 14/03/2025.', 's'),
                               ('REAVALIAÇÃO — coleta em 14/03/2025 às 15:50 (6 h após admissão)', 'h')]),
                    T(cols, rr(rep)),
                    ('lines', [('Métodos: testes rápidos imunocromatográficos (MS); VDRL floculação; LDH, AST, ALT, creatinina e ácido úrico por química seca.', 's'),
                               ('Resultados liberados em 14/03/2025 10:35 (admissão) e 14/03/2025 16:41 (reavaliação).', 's'),
                               ('Bioq. Anderson Câmara — CRF-RN 2.904 · Consulta de retorno pré-natal: 21/03/2025', 'i')]),
                ], footer=['MEP — Laboratório · Impressão: 14/03/2025 17:02 · Página 1/1'])])


# ------------------------------------------------------------------ ab12
@reg
def ab12():
    d, dp = '2025-03-14', '2025-03-10'

    def pair(k, name, vt, unit, fl, ref, pvt):
        r = R(k, name, vt, unit, fl, ref, d)
        rs = [r]
        cells = [name, vf(r, 'before'), unit, ref]
        if pvt:
            p = R(k, name, pvt, unit, '', ref, dp)
            rs.append(p)
            cells.append(pvt)
        else:
            cells.append('')
        return Row(cells, rs)
    cols = [('Exame', .30, 'left'), ('Resultado\n14/03/2025', .16, 'right'), ('Unidade', .14, 'left'), ('Valor de referência', .24, 'left'),
            ('Anterior\n10/03/2025', .16, 'right')]
    hem = [pair('hb', 'Hemoglobina', '8,9', 'g/dL', '▼', '13,0 – 17,0', '10,2'), pair('ht', 'Hematócrito', '27,2', '%', '▼', '39 – 50', '31,0'),
           pair('rbc', 'Hemácias', '3,01', '10⁶/µL', '▼', '4,3 – 5,7', '3,44'), pair('vcm', 'VCM', '90,4', 'fL', '', '80 – 98', '90,1'),
           pair('wbc', 'Leucócitos', '4.310', '/µL', '', '3.600 – 11.000', '5.020'), pair('plt', 'Plaquetas', '61.000', '/µL', '▼', '150.000 – 450.000', '142.000')]
    coa = [pair('tp', 'TP (tempo de protrombina)', '13,1', 's', '', '10,2 – 13,8', '12,7'), pair('inr', 'INR', '1,11', '', '', '0,90 – 1,20', '1,06'),
           pair('ttpa', 'TTPA', '> 180,0', 's', '▲', '25,0 – 38,0', '64,2'), pair('fib', 'Fibrinogênio', '298', 'mg/dL', '', '200 – 400', ''),
           pair('ddim', 'D-dímero', '1.120', 'ng/mL FEU', '▲', '< 500', '')]
    bio = [pair('cre', 'Creatinina', '1,37', 'mg/dL', '▲', '0,70 – 1,20', '1,02'), pair('ureia', 'Ureia', '61', 'mg/dL', '▲', '19 – 49', '44'),
           pair('egfr', 'TFGe (CKD-EPI 2021)', '56', 'mL/min/1,73 m²', '▼', '> 60', '79'),
           pair('na', 'Sódio', '139', 'mmol/L', '', '136 – 145', '140'), pair('k', 'Potássio', '5,4', 'mmol/L', '▲', '3,5 – 5,1', '4,6'),
           pair('bnp', 'BNP', '642', 'pg/mL', '▲', '< 100', '388'), pair('crp', 'Proteína C reativa', '3,1', 'mg/dL', '▲', '< 1,0', '')]
    head = [('lines', [('HOSPITAL DE CLÍNICAS DO PLANALTO CENTRAL', 'big'),
                       ('Núcleo de Medicina Laboratorial — SGAN 605, Asa Norte, Brasília/DF · CNES 0010456 · CNPJ 00.038.174/0006-44', 's'),
                       ('Responsável técnico: Prof. Dr. Augusto Mendonça Veras — CRM-DF 8.902 (Patologia Clínica)', 's')]),
            ('kv', [('Paciente:', 'Wellington Soares Batista'), ('Data de nascimento:', '28/02/1955'), ('Sexo:', 'Masculino'),
                    ('Prontuário:', '1.203.448'), ('Unidade:', 'Enfermaria de Cardiologia 4B'), ('Solicitação:', '13/03/2025 18:40'),
                    ('Médico:', 'Dra. Simone Araújo CRM-DF 15.733'), ('Coleta:', '14/03/2025 05:40'), ('Heparina não fracionada:', 'em uso (BIC)')], 3)]
    p1 = head + [('lines', [('HEMATOLOGIA', 'h'), ('Sangue total EDTA — citometria de fluxo (Sysmex XN)', 's')]), T(cols, hem),
                 ('lines', [('Plaquetopenia confirmada em lâmina; ausência de agregados plaquetários. Queda > 50% em relação a 10/03/2025 — considerar TIH.', 's'),
                            ('COAGULAÇÃO', 'h'), ('Plasma citratado — coagulometria óptica / imunoturbidimetria', 's')]), T(cols, coa),
                 ('lines', [('TTPA acima do limite de leitura do equipamento (180 s) — paciente em uso de heparina não fracionada. Repetição confirmada.', 's'),
                            ('▲ acima  ▼ abaixo do valor de referência. Coluna "Anterior": coleta de 10/03/2025 06:05.', 's')])]
    p2 = head + [('lines', [('BIOQUÍMICA E MARCADORES', 'h'), ('Soro / plasma — química automatizada (Cobas c503 / e801)', 's')]), T(cols, bio),
                 ('lines', [('TFGe calculada pela equação CKD-EPI 2021 sem coeficiente racial.', 's'),
                            ('BNP: < 100 pg/mL torna improvável insuficiência cardíaca aguda.', 's'),
                            ('', 'n'), ('Liberado em 14/03/2025 08:22 por Dr. Lucas Farias Pimenta — CRBM-3 9.241', 'i'),
                            ('Próxima coleta programada: 15/03/2025 05:30', 's')])]
    return dict(id='ab12', lab='Hospital de Clínicas do Planalto Central — Núcleo de Medicina Laboratorial', date=d,
                style=dict(hfont='Liberation Sans', hsize=9.4, pfont='DejaVu', psize=8.6, accent='#1a237e'),
                pages=[dict(blocks=p1, footer=['HCPC · Laudo impresso em 14/03/2025 09:15 · Página 1 de 2']),
                       dict(blocks=p2, footer=['HCPC · Laudo impresso em 14/03/2025 09:15 · Página 2 de 2'])])
