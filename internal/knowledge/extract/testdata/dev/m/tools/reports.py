"""The 12 reports of set m (hospital and public laboratories, North/Northeast/interior)."""
from lib import Rep

P = lambda t, **o: ('p', t, o)
H = lambda t, **o: ('h', t, o)


def T(head, rows, widths, **o):
    return ('tbl', head, rows, widths, o)


def patient(pairs, size=8.5, widths=(0.16, 0.36, 0.16, 0.32)):
    rows = []
    for i in range(0, len(pairs), 2):
        a = pairs[i]
        b = pairs[i + 1] if i + 1 < len(pairs) else ('', '')
        rows.append([a[0], a[1], b[0], b[1]])
    return T(None, rows, list(widths), size=size, grid='none')


def fl(flag):
    return (' ' + flag) if flag else ''


# =========================================================================== m01
def m01():
    R = Rep('m01', 'Hospital Regional Vale do Pajeú – Laboratório de Urgência', '2025-03-14',
            '.h-bar{background:#c9dbe8}', "'Liberation Sans'", 8.6)
    D = '14/03/2025'
    pg = [
        P('HOSPITAL REGIONAL VALE DO PAJEÚ', size=14, b=True, align='C', color='#1d4e74'),
        P('Laboratório de Análises Clínicas – Setor de Urgência e Emergência (24 h)\n'
          'Av. Afonso Magalhães, 1.420 – Centro – Serra Talhada/PE – CEP 56903-000 – Fone (87) 3831-2200\n'
          'CNES 2345871 • CNPJ 10.572.048/0031-55 • Responsável Técnica: Dra. Lúcia Helena Brandão – CRF-PE 4.118',
          size=7.5, align='C'),
        ('hr',),
        patient([('Paciente:', 'JOSÉ CÍCERO DE ALMEIDA SOBRINHO'), ('Prontuário:', '0087412-3'),
                 ('Nascimento:', '02/11/1961 (63 anos)'), ('Sexo:', 'Masculino'),
                 ('Setor:', 'Sala Vermelha – Leito 03'), ('Atendimento:', '25031400318'),
                 ('Médico:', 'Dr. Rafael Nogueira Lima – CRM-PE 21.604'), ('Admissão:', '13/03/2025 23:58'),
                 ('Coleta:', D + ' 03:42'), ('Liberação:', D + ' 05:10')]),
        ('hr',),
        H('GASOMETRIA ARTERIAL', style='bar'),
        P('Material: sangue arterial (seringa heparinizada) – Método: potenciometria / amperometria (analisador de gases)\n'
          'Parâmetros informados: FiO2 21 % – Temperatura do paciente 37,0 °C – Hb considerada 12,0 g/dL', size=7.5, i=True),
    ]
    rows = []
    for name, vt, unit, key, flag, ref in [
        ('pH', '7,21', '', 'ph_a', 'L', '7,35 a 7,45'),
        ('pCO2', '29', 'mmHg', 'pco2_a', 'L', '35 a 45'),
        ('pO2', '68', 'mmHg', 'po2_a', 'L', '80 a 100'),
        ('Bicarbonato (HCO3-)', '11,4', 'mmol/L', 'hco3_a', 'L', '22 a 26'),
        ('Excesso de base (BE)', '-15,2', 'mmol/L', 'be_a', 'L', '-2 a +2'),
        ('Saturação de O2', '91,8', '%', 'sat_a', 'L', '95 a 98'),
        ('Lactato arterial', '4,8', 'mmol/L', 'lac_a', 'H', '0,5 a 1,6'),
        ('Cálcio iônico', '1,08', 'mmol/L', 'cai', 'L', '1,12 a 1,32'),
    ]:
        rows.append([name, R.r(name, vt, unit, key), flag, unit, ref])
    pg.append(T(['Parâmetro', 'Resultado', '', 'Unidade', 'Valor de referência'], rows,
                [0.34, 0.14, 0.06, 0.16, 0.30], aligns=['L', 'R', 'C', 'L', 'L'], grid='rows', size=8.6))
    pg.append(H('BIOQUÍMICA DE URGÊNCIA', style='bar'))
    pg.append(P('Material: soro / plasma (heparina de lítio) – Equipamento: Vitros 350 – Coleta ' + D + ' 03:42', size=7.5, i=True))
    rows = []
    for name, vt, unit, key, flag, ref in [
        ('Glicose', '312', 'mg/dL', 'glu', 'H', '70 a 99'),
        ('Ureia', '88', 'mg/dL', 'urea', 'H', '15 a 45'),
        ('Creatinina', '2,41', 'mg/dL', 'creat', 'H', '0,70 a 1,30'),
        ('Sódio', '131', 'mmol/L', 'na', 'L', '136 a 145'),
        ('Potássio', '5,8', 'mmol/L', 'k', 'H', '3,5 a 5,1'),
        ('Cloreto', '104', 'mmol/L', 'cl', '', '98 a 107'),
        ('Magnésio', '1,6', 'mg/dL', 'mg', 'L', '1,8 a 2,4'),
        ('Amilase', '62', 'U/L', 'amy', '', '28 a 100'),
        ('Proteína C reativa', '48,6', 'mg/L', 'crp', 'H', 'inferior a 5,0'),
    ]:
        rows.append([name, R.r(name, vt, unit, key), flag, unit, ref])
    pg.append(T(['Exame', 'Resultado', '', 'Unidade', 'Valor de referência'], rows,
                [0.34, 0.14, 0.06, 0.16, 0.30], aligns=['L', 'R', 'C', 'L', 'L'], grid='rows', size=8.6))
    pg.append(H('MARCADORES DE LESÃO MIOCÁRDICA', style='bar'))
    pg.append(P('Material: soro – Método: quimioluminescência (CK por cinética enzimática)', size=7.5, i=True))
    rows = []
    for name, vt, unit, key, flag, ref in [
        ('Creatinoquinase (CK total)', '1.250', 'U/L', 'ck', 'H', '39 a 308'),
        ('CK-MB massa', '8,2', 'ng/mL', 'ckmb', 'H', 'até 4,9'),
        ('Troponina I', '< 0,01', 'ng/mL', 'tni', '', 'inferior a 0,04 (percentil 99)'),
    ]:
        rows.append([name, R.r(name, vt, unit, key), flag, unit, ref])
    pg.append(T(['Exame', 'Resultado', '', 'Unidade', 'Valor de referência'], rows,
                [0.34, 0.14, 0.06, 0.16, 0.30], aligns=['L', 'R', 'C', 'L', 'L'], grid='rows', size=8.6))
    pg += [
        P('H = acima do valor de referência; L = abaixo do valor de referência. Valores críticos (pH < 7,25; K > 5,5 mmol/L) '
          'comunicados ao Dr. Rafael N. Lima em 14/03/2025 às 04:55 por telefone (ramal 2231), conforme POP-LAB-017.', size=7.5),
        P('Lactato elevado: correlacionar com perfusão tecidual. Troponina I com valor de corte (percentil 99) de 0,04 ng/mL; '
          'recomenda-se nova dosagem em 3 a 6 horas.', size=7.5),
        ('sp', 4),
        P('Liberado eletronicamente por: Dra. Lúcia Helena Brandão – Farmacêutica-Bioquímica – CRF-PE 4.118\n'
          'Data de liberação: 14/03/2025 05:10        Impresso em: 15/03/2025 08:02 por usuário RECEP03', size=7.5),
        ('hr',),
        P('Laudo válido somente com assinatura eletrônica. Os resultados referem-se exclusivamente à amostra analisada. '
          'Página 1 de 1', size=6.8, align='C'),
    ]
    R.pages = [pg]
    return R


# =========================================================================== m02
def m02():
    R = Rep('m02', 'Hospital Universitário do Vale do Parnaíba – HUVP/UFVP', '2025-05-14',
            '.h-line{color:#0b3d2e}', "'DejaVu Sans Condensed'", 8.4)
    cols = [('2025-05-12', 'Coleta\n12/05/25\n06:10'), ('2025-05-13', 'Coleta\n13/05/25\n05:45'),
            ('2025-05-14', 'Coleta\n14/05/25\n06:02')]
    data = [
        ('Hemoglobina', 'g/dL', 'hb', ['8,9 L', '8,1 L', '9,4 L'], '12,0–16,0'),
        ('Leucócitos', '/mm³', 'wbc', ['18.700 H', '15.200 H', '11.300 H'], '4.000–10.000'),
        ('Plaquetas', 'mil/mm³', 'plt', ['96 L', '88 L', '121 L'], '150–400'),
        ('Sódio', 'mmol/L', 'na', ['148 H', '145', '141'], '136–145'),
        ('Potássio', 'mmol/L', 'k', ['3,2 L', '3,6', '4,0'], '3,5–5,1'),
        ('Magnésio', 'mg/dL', 'mg', ['1,5 L', '—', '2,0'], '1,6–2,6'),
        ('Fósforo', 'mg/dL', 'phos', ['2,1 L', '—', '3,0'], '2,5–4,5'),
        ('Ureia', 'mg/dL', 'urea', ['96 H', '82 H', '61 H'], '17–43'),
        ('Creatinina', 'mg/dL', 'creat', ['2,10 H', '1,74 H', '1,32 H'], '0,51–0,95'),
        ('Lactato (sangue venoso)', 'mmol/L', 'lac', ['3,9 H', '2,4 H', '1,5'], '0,5–2,2'),
        ('Proteína C reativa', 'mg/dL', 'crp', ['21,4 H', '16,8 H', '9,2 H'], '< 0,5'),
        ('Albumina', 'g/dL', 'alb', ['2,4 L', '—', '2,6 L'], '3,5–5,2'),
    ]
    rows = []
    for name, unit, key, vals, ref in data:
        row = [name]
        for (iso, _), cell in zip(cols, vals):
            if cell == '—':
                row.append(cell)
                continue
            parts = cell.split(' ')
            vt = parts[0]
            R.r(name, vt, unit, key, date=iso)
            row.append(cell)
        rows += [row + [unit, ref]]
    pg = [
        T(None, [['HOSPITAL UNIVERSITÁRIO DO VALE DO PARNAÍBA\nUniversidade Federal do Vale do Parnaíba',
                  'Unidade de Diagnóstico Laboratorial\nCNES 7719523 – CNPJ 15.126.437/0012-08\n'
                  'Rua Prof. Joca Vieira, 2.100 – Ininga – Teresina/PI']],
          [0.55, 0.45], size=8.2, grid='none', boldcol0=True, aligns=['L', 'R']),
        ('hr',),
        P('RELATÓRIO CUMULATIVO DE RESULTADOS – UTI ADULTO II', size=11, b=True, align='C'),
        patient([('Paciente:', 'MARIA DAS DORES FERREIRA LOPES'), ('Registro:', 'HU-0412377'),
                 ('Data de nasc.:', '21/07/1958'), ('Sexo:', 'F'),
                 ('Leito:', 'UTI-II / 07'), ('Internação:', '09/05/2025'),
                 ('Médico solicitante:', 'Dra. Camila Rocha Teles – CRM-PI 6.902'), ('Período:', '12/05/2025 a 14/05/2025')],
                size=8.2),
        H('Bioquímica e hematologia seriadas (plasma/soro; sangue total EDTA para hemograma)', style='line', size=9),
        T(['Exame'] + [c[1] for c in cols] + ['Unidade', 'Referência'], rows,
          [0.27, 0.125, 0.125, 0.125, 0.12, 0.235], aligns=['L', 'R', 'R', 'R', 'L', 'L'], grid='all', size=8.4,
          nowrap=[1, 2, 3]),
        P('H: resultado acima do intervalo de referência; L: abaixo. "—": exame não solicitado nesta coleta.', size=7.2),
        P('Hemoglobina, leucócitos e plaquetas: analisador Sysmex XN-1000. Bioquímica: Cobas c 501 (Roche). '
          'Lactato: método enzimático colorimétrico em plasma fluoretado, processado em até 15 minutos após a coleta.', size=7.2),
        P('Observação clínica informada: paciente em uso de noradrenalina desde 10/05/2025; hemodiálise realizada em 11/05/2025.', size=7.2, i=True),
        ('sp', 5),
        T(None, [['Conferido e liberado por:\nDr. Paulo Sérgio Veras Filho\nBiomédico – CRBM-2 12.774',
                  'Relatório emitido em 14/05/2025 10:22\nSistema AGHU-Lab v4.2\nFolha 1/1']],
          [0.5, 0.5], size=7.5, grid='none', aligns=['L', 'R']),
    ]
    R.pages = [pg]
    return R


# =========================================================================== m03
def m03():
    R = Rep('m03', 'Fundação de Medicina Tropical do Médio Solimões – Laboratório de Pesquisa Clínica', '2025-02-10',
            '.h-bar{background:#e3e9d6}', "'DejaVu Sans'", 8.3)
    rows = []

    def add(name, vt, unit, key, ref, flag=''):
        rows.append([name, R.r(name, vt, unit, key) + fl(flag), unit, ref])
    rows.append(('span', 'HEMATOLOGIA (sangue total, EDTA – Sysmex XN-550)'))
    add('Hemoglobina', '118', 'g/L', 'hb_si', '120 – 160')
    add('Hematócrito', '0,36', 'L/L', 'ht_frac', '0,36 – 0,46')
    add('Leucócitos', '4,2', '×10⁹/L', 'wbc', '4,0 – 10,0')
    add('Neutrófilos', '2,1', '×10⁹/L', 'neut_abs', '2,0 – 7,0')
    add('Linfócitos', '1,5', '×10⁹/L', 'lymph_abs', '1,0 – 3,0')
    add('Plaquetas', '98', '×10⁹/L', 'plt', '150 – 400', '↓')
    rows.append(('span', 'BIOQUÍMICA (soro – Cobas c 311)'))
    add('Glicose', '5,4', 'mmol/L', 'glu_mmol', '3,9 – 5,5')
    add('Ureia', '6,8', 'mmol/L', 'urea_mmol', '2,8 – 7,2')
    add('Creatinina', '88', 'µmol/L', 'creat_umol', '45 – 84', '↑')
    add('Bilirrubina total', '31', 'µmol/L', 'bt_umol', '< 21', '↑')
    add('ALT', '54', 'U/L', 'alt', '< 33', '↑')
    add('AST', '61', 'U/L', 'ast', '< 32', '↑')
    add('Albumina', '34', 'g/L', 'alb', '35 – 52', '↓')
    add('Sódio', '136', 'mmol/L', 'na', '136 – 145')
    add('Potássio', '3,9', 'mmol/L', 'k', '3,5 – 5,1')
    add('Proteína C reativa', '22', 'mg/L', 'crp', '< 5', '↑')
    add('Colesterol total', '4,1', 'mmol/L', 'chol_mmol', '< 5,2')
    add('HDL', '0,98', 'mmol/L', 'hdl_mmol', '> 1,2', '↓')
    add('LDL (Friedewald)', '2,38', 'mmol/L', 'ldl_mmol', '< 3,4')
    add('Triglicerídeos', '1,62', 'mmol/L', 'tg_mmol', '< 1,7')
    rows.append(('span', 'PARASITOLOGIA (sangue periférico – gota espessa, Giemsa)'))
    add('Pesquisa de Plasmodium sp.', 'Negativo', '', 'malaria', 'Negativo')
    pg = [
        P('FUNDAÇÃO DE MEDICINA TROPICAL DO MÉDIO SOLIMÕES', size=12.5, b=True),
        P('Laboratório de Pesquisa Clínica e Análises – Unidade Tefé (AM)\nEstrada do Aeroporto, km 2 – Tefé/AM – CNES 9031227 – '
          'CNPJ 04.388.190/0003-61\nRT: Dr. Henrique Batista Cauper – CRF-AM 2.381 | Unidades SI (Sistema Internacional)', size=7.6),
        ('hr',),
        patient([('Participante:', 'A.S.P. (código TEF-0142)'), ('Protocolo:', 'MALVIV-2024-03 – visita D28'),
                 ('Nasc.:', '17-AGO-1990'), ('Sexo:', 'Feminino'),
                 ('Inclusão (D0):', '13-JAN-2025'), ('Amostra nº:', 'TEF0142-D28-01'),
                 ('Coleta:', '10-FEV-2025 08:15'), ('Recebimento:', '10-FEV-2025 09:02'),
                 ('Investigador:', 'Dra. Yara Monteiro – CRM-AM 8.112'), ('Próxima visita:', '10-MAR-2025 (D56)')], size=8),
        H('RESULTADOS', style='bar', size=9.5),
        T(['Analito', 'Resultado', 'Unidade', 'Intervalo de referência'], rows, [0.36, 0.18, 0.16, 0.30],
          aligns=['L', 'R', 'L', 'L'], grid='head', size=8.3, nowrap=[1, 2]),
        P('↑/↓ resultado acima/abaixo do intervalo de referência adotado pelo estudo. Resultados emitidos em unidades SI; '
          'fatores de conversão (ex.: creatinina µmol/L ÷ 88,4 = mg/dL) no manual do estudo, versão 3.0 de 02/12/2024.', size=7.2),
        P('Gota espessa: 200 campos examinados com objetiva de imersão por dois microscopistas independentes.', size=7.2),
        ('sp', 3),
        P('Liberado em 11-FEV-2025 14:30 – Dr. Henrique Batista Cauper, CRF-AM 2.381\n'
          'Documento de uso exclusivo do estudo clínico; cópia arquivada no prontuário do participante.', size=7.2),
    ]
    R.pages = [pg]
    return R


# =========================================================================== m04
def m04():
    R = Rep('m04', 'Laboratório Municipal de Análises Clínicas de Imperatriz (SUS)', '2025-04-22',
            '', "'DejaVu Sans Mono'", 8.2)
    W = 34

    def L(name, vt, unit, key, ref='', first=None):
        R.r((first + ' ' + name) if first else name, vt, unit, key)
        lines = []
        if first:
            lines.append(first)
        lines.append(f"{(name + ' ').ljust(W, '.')}: {vt:>9} {unit:<10} {ref}".rstrip())
        return lines

    lines1 = ['COAGULOGRAMA                              MATERIAL: PLASMA CITRATADO',
              'METODO: COAGULOMETRICO (CLOT) - STAGO START MAX', '']
    lines1 += ['TEMPO DE PROTROMBINA (TP)']
    lines1 += L('  TEMPO DO PACIENTE', '13,4', 'segundos', 'pt_s', '')
    lines1 += ['  TEMPO DO CONTROLE................:      12,8 segundos']
    lines1 += L('  RELACAO PACIENTE/CONTROLE', '1,05', '', 'pt_ratio', '')
    lines1 += L('  RNI (INR)', '1,08', '', 'inr', 'ATE 1,25')
    lines1 += ['']
    lines1 += L('ATIVADA (TTPA) - PACIENTE', '31,2', 'segundos', 'aptt_s', '25,0 A 36,0', first='TEMPO DE TROMBOPLASTINA PARCIAL')
    lines1 += ['  TEMPO DO CONTROLE................:      30,0 segundos']
    lines1 += L('  RELACAO TTPA', '1,04', '', 'aptt_ratio', 'ATE 1,25')
    lines1 += ['']
    lines1 += L('FIBRINOGENIO (CLAUSS)', '287', 'mg/dL', 'fib', '200 A 400')
    lines2 = ['HEMATOLOGIA                               MATERIAL: SANGUE TOTAL EDTA', '']
    lines2 += L('HEMOGLOBINA', '13,8', 'g/dL', 'hb', '13,0 A 17,0')
    lines2 += L('HEMATOCRITO', '41,2', '%', 'ht', '40,0 A 50,0')
    lines2 += L('LEUCOCITOS', '6.800', '/mm3', 'wbc', '4.000 A 10.000')
    lines2 += L('PLAQUETAS', '231.000', '/mm3', 'plt', '150.000 A 450.000')
    lines2 += ['', 'IMUNOHEMATOLOGIA                          MATERIAL: SANGUE TOTAL EDTA',
               'METODO: HEMAGLUTINACAO EM GEL (PROVA DIRETA E REVERSA)', '']
    lines2 += L('GRUPO SANGUINEO (ABO)', 'O', '', 'abo', '')
    lines2 += L('FATOR RH (D)', 'POSITIVO', '', 'rh', '')
    lines3 = ['BIOQUIMICA                                MATERIAL: SORO', '']
    lines3 += L('GLICOSE (JEJUM 8H)', '102', 'mg/dL', 'glu', '70 A 99  *')
    lines3 += L('UREIA', '28', 'mg/dL', 'urea', '15 A 45')
    lines3 += L('CREATININA', '0,91', 'mg/dL', 'creat', '0,70 A 1,30')
    lines3 += L('SODIO', '139', 'mEq/L', 'na', '135 A 145')
    lines3 += L('POTASSIO', '4,3', 'mEq/L', 'k', '3,5 A 5,1')
    pg = [
        ('pre', ['PREFEITURA MUNICIPAL DE IMPERATRIZ - SECRETARIA MUNICIPAL DE SAUDE',
                 'LABORATORIO MUNICIPAL DE ANALISES CLINICAS - LAMAC',
                 'RUA GODOFREDO VIANA, 1300 - CENTRO - IMPERATRIZ/MA   FONE (99) 3524-6100',
                 'CNES 2459812   CNPJ 06.158.455/0001-16   RT: SILVIA M. CARVALHO - CRF-MA 1.974',
                 '=' * 84], {'size': 8.2}),
        ('pre', ['PACIENTE..: FRANCISCO DAS CHAGAS PEREIRA NETO          SEXO: M   IDADE: 47A',
                 'NASCIMENTO: 09.06.77     CNS: 700 5021 4488 9130     PRONTUARIO: 88123',
                 'SOLICITANTE: DR. MARCOS V. SALES - CRM-MA 7.733  (CIRURGIA GERAL - UBS BACURI)',
                 'PEDIDO: 22.04.25   COLETA: 22.04.25 07:18   LIBERACAO: 23.04.25 11:40',
                 'FINALIDADE: AVALIACAO PRE-OPERATORIA - COLECISTECTOMIA PREVISTA P/ 06.05.25',
                 '=' * 84], {'size': 8.2}),
        ('pre', lines1 + ['', '-' * 84] + lines2 + ['', '-' * 84] + lines3 + ['', '-' * 84], {'size': 8.2}),
        ('pre', ['(*) RESULTADO FORA DO VALOR DE REFERENCIA.',
                 'RNI: VALOR TERAPEUTICO P/ ANTICOAGULACAO ORAL 2,0 A 3,0 (NAO SE APLICA).',
                 'TEMPOS DO CONTROLE = POOL DE PLASMA NORMAL DO LOTE 2504 (ISI 1,01).',
                 '',
                 'CONFERIDO POR: SILVIA M. CARVALHO - FARMACEUTICA BIOQUIMICA - CRF-MA 1.974',
                 'EMITIDO EM 23.04.25 11:41 - SISTEMA SISLAB MUNICIPAL - PAG. 1/1',
                 'ATENDIMENTO 100% SUS - PROIBIDA A COBRANCA DE QUALQUER VALOR AO USUARIO.'], {'size': 7.6}),
    ]
    R.pages = [pg]
    return R


# =========================================================================== m05
def m05():
    R = Rep('m05', 'Maternidade Municipal Santa Luzia – Laboratório de Análises Clínicas', '2025-03-19',
            '.h-line{color:#7a2450;border-color:#7a2450}', "'Liberation Serif'", 9.4)
    head = [
        T(None, [['MATERNIDADE MUNICIPAL SANTA LUZIA\nLaboratório de Análises Clínicas – Pré-Natal de Risco Habitual',
                  'Rod. BR-316, km 8, 2.550 – Ananindeua/PA\nCNES 6634218 – CNPJ 05.058.441/0004-20\n'
                  'RT: Dra. Ivone Cardoso Maués – CRBM-1 9.332']],
          [0.56, 0.44], size=8.6, grid='none', boldcol0=True, aligns=['L', 'R']),
        ('hr',),
    ]
    pat = patient([('Gestante:', 'ANA CLÁUDIA DOS SANTOS PANTOJA'), ('Nº de pedido:', '19032025-0044'),
                   ('Data de nasc.:', '30/04/1999'), ('Cartão SUS:', '898 0012 3456 7781'),
                   ('DUM:', '02/01/2025'), ('DPP:', '09/10/2025'),
                   ('Idade gestacional:', '10 semanas e 6 dias'), ('Consulta retorno:', '02/04/2025'),
                   ('Médico(a):', 'Enf.ª Obstetra Rosana Lobato – COREN-PA 288.104'), ('Coleta:', '19/03/2025 07:40')],
                  size=8.6)

    def sero(name, vt, key, method, ref, note=None):
        R.r(name, vt, '', key)
        rows = [[name, vt, ref]]
        return [T(None, rows, [0.42, 0.22, 0.36], size=9.2, grid='none', boldcol0=True, aligns=['L', 'L', 'L']),
                P('Método: ' + method + ('  •  ' + note if note else ''), size=7.4, i=True, mt=0, mb=1.2)]
    pg1 = head + [P('LAUDO DE EXAMES – 1º TRIMESTRE (PROTOCOLO REDE CEGONHA / REDE ALYNE)', b=True, align='C', size=10), pat,
                  H('SOROLOGIAS – Material: soro', style='line', size=10),
                  T(['Exame', 'Resultado', 'Valor de referência'], [], [0.42, 0.22, 0.36], size=8.4, grid='head')]
    pg1 += sero('HIV 1/2 – Anticorpos e Antígeno p24', 'Não reagente', 'hiv',
                'Imunoensaio de 4ª geração por quimioluminescência (CMIA)', 'Não reagente')
    pg1 += sero('Sífilis – Anticorpos treponêmicos', 'Não reagente', 'trep', 'Quimioluminescência (CMIA)', 'Não reagente')
    pg1 += sero('VDRL', 'Não reagente', 'vdrl', 'Floculação em lâmina', 'Não reagente')
    pg1 += sero('HBsAg – Antígeno de superfície da hepatite B', 'Não reagente', 'hbsag', 'CMIA', 'Não reagente')
    pg1 += sero('Anti-HCV', 'Não reagente', 'hcv', 'CMIA', 'Não reagente')
    pg1 += sero('Toxoplasmose IgG', 'Reagente', 'toxo_g', 'CMIA', 'Não reagente',
                'Índice de corte: reagente ≥ 3,0 UI/mL')
    pg1 += sero('Toxoplasmose IgM', 'Não reagente', 'toxo_m', 'CMIA', 'Não reagente')
    pg1 += sero('Rubéola IgG', 'Reagente', 'rub_g', 'CMIA', 'Não reagente', 'Indica imunidade prévia')
    R.r('Anti-HBs', '8,4', 'mUI/mL', 'antihbs')
    pg1 += [T(None, [['Anti-HBs (anticorpo contra o antígeno de superfície)', '8,4 mUI/mL',
                      'Não imune: < 10,0\nImune: ≥ 10,0']], [0.42, 0.22, 0.36], size=9.2, grid='none', boldcol0=True),
            P('Método: CMIA  •  Gestante não imune: avaliar vacinação contra hepatite B', size=7.4, i=True, mt=0),
            P('Interpretação: resultados não reagentes não excluem infecção em janela imunológica. Repetir HIV, sífilis e hepatites '
              'no 3º trimestre (a partir da 28ª semana) e no momento do parto.', size=7.8),
            ('sp', 3),
            P('Página 1 de 2 – Pedido 19032025-0044 – Emitido em 21/03/2025 16:05', size=7.4, align='R')]
    pg2 = head + [P('ANA CLÁUDIA DOS SANTOS PANTOJA – Pedido 19032025-0044 – Coleta 19/03/2025', size=8.4, b=True),
                  H('HEMOGRAMA (resumido) – sangue total EDTA', style='line', size=10)]
    rows = []
    for name, vt, unit, key, ref, flag in [
        ('Hemoglobina', '10,9', 'g/dL', 'hb', '11,0 a 15,0 (gestante)', '*'),
        ('Hematócrito', '33,0', '%', 'ht', '33,0 a 45,0', ''),
        ('Leucócitos', '9.400', '/mm³', 'wbc', '5.000 a 15.000 (gestante)', ''),
        ('Plaquetas', '198.000', '/mm³', 'plt', '150.000 a 400.000', ''),
    ]:
        rows.append([name, R.r(name, vt, unit, key) + fl(flag), unit, ref])
    pg2.append(T(['Exame', 'Resultado', 'Unidade', 'Referência'], rows, [0.3, 0.18, 0.14, 0.38], size=9, grid='head',
                 aligns=['L', 'R', 'L', 'L']))
    pg2.append(H('BIOQUÍMICA E IMUNO-HEMATOLOGIA', style='line', size=10))
    rows = []
    for name, vt, unit, key, ref in [
        ('Glicemia de jejum', '88', 'mg/dL', 'glu', 'Gestante: < 92 mg/dL'),
        ('Grupo sanguíneo ABO', 'A', '', 'abo', ''),
        ('Fator Rh (D)', 'Negativo', '', 'rh', ''),
    ]:
        rows.append([name, R.r(name, vt, unit, key), unit, ref])
    pg2.append(T(['Exame', 'Resultado', 'Unidade', 'Referência'], rows, [0.3, 0.18, 0.14, 0.38], size=9, grid='head',
                 aligns=['L', 'R', 'L', 'L']))
    pg2.append(P('Gestante Rh negativo: solicitar Coombs indireto e avaliar imunoglobulina anti-D com 28 semanas.', size=7.6, i=True))
    pg2.append(H('URINA TIPO I (EAS) – jato médio, 1ª urina da manhã', style='line', size=10))
    rows = []
    for name, vt, unit, key, ref, val in [
        ('Densidade', '1.020', '', 'u_sg', '1.005 a 1.030', 1.02),
        ('pH', '6,0', '', 'u_ph', '5,0 a 7,0', 'auto'),
        ('Proteínas', 'Negativo', '', 'u_prot', 'Negativo', 'auto'),
        ('Glicose', 'Negativo', '', 'u_glu', 'Negativo', 'auto'),
        ('Nitrito', 'Negativo', '', 'u_nit', 'Negativo', 'auto'),
        ('Leucócitos (sedimento)', '4', 'p/campo', 'u_wbc', 'até 10 p/campo', 'auto'),
        ('Hemácias (sedimento)', '2', 'p/campo', 'u_rbc', 'até 3 p/campo', 'auto'),
    ]:
        rows.append([name, R.r(name, vt, unit, key, value=val), unit, ref])
    pg2.append(T(['Exame', 'Resultado', 'Unidade', 'Referência'], rows, [0.3, 0.18, 0.14, 0.38], size=9, grid='head',
                 aligns=['L', 'R', 'L', 'L']))
    pg2 += [P('Células epiteliais: raras. Flora bacteriana: discreta. Cilindros e cristais: ausentes.', size=7.8),
            P('(*) Abaixo do valor de referência para gestantes.', size=7.6),
            ('sp', 6),
            P('_______________________________________\nDra. Ivone Cardoso Maués\nBiomédica – CRBM-1 9.332\n'
              'Assinado digitalmente em 21/03/2025', size=8, align='C'),
            ('sp', 3),
            P('Página 2 de 2 – Emitido em 21/03/2025 16:05', size=7.4, align='R')]
    R.pages = [pg1, pg2]
    return R


# =========================================================================== m06
def m06():
    R = Rep('m06', 'LACEN/AP – Laboratório Central de Saúde Pública do Amapá', '2025-03-04',
            '.h-bar{background:#1f4f82;color:#fff}', "'DejaVu Sans'", 8.4)

    def exam(title, name, vt, key, method, kit, ref, sample='Soro', date=None, datetxt=None):
        R.r(title, vt, '', key, date=date)
        return [H(title, style='bar', size=9),
                T(None, [['Amostra:', sample + (' – coletada em ' + datetxt if datetxt else ''), 'Metodologia:', method],
                         ['Kit / lote:', kit, 'Valor de referência:', ref],
                         [name + ':', vt, '', '']],
                  [0.17, 0.33, 0.2, 0.3], size=8.3, grid='none', boldcol0=True)]
    pg = [
        T(None, [['GOVERNO DO ESTADO DO AMAPÁ\nSecretaria de Estado da Saúde – SESA\n'
                  'LABORATÓRIO CENTRAL DE SAÚDE PÚBLICA – LACEN/AP',
                  'Av. Fab, 1.560 – Centro – Macapá/AP\nCNES 2021509 • CNPJ 23.086.176/0012-43\n'
                  'Diretor técnico: Dr. Emanuel Cordeiro Picanço – CRF-AP 0.611']],
          [0.55, 0.45], size=8.2, grid='none', boldcol0=True, aligns=['L', 'R']),
        ('hr',),
        P('LAUDO DE ANÁLISE – GERENCIADOR DE AMBIENTE LABORATORIAL (GAL)', b=True, size=10.5, align='C'),
        patient([('Paciente:', 'RAIMUNDO NONATO BARBOSA DA SILVA'), ('Requisição GAL:', '250304001377'),
                 ('Data de nasc.:', '11/12/1984'), ('Sexo:', 'Masculino'),
                 ('Município de residência:', 'Oiapoque/AP'), ('Notificação SINAN:', '4417263'),
                 ('Unidade solicitante:', 'Hospital Estadual de Oiapoque'), ('Início dos sintomas:', '28/02/2025'),
                 ('Data da 1ª coleta:', '04/03/2025'), ('Recebimento no LACEN:', '06/03/2025'),
                 ('Agravo:', 'Síndrome febril aguda'), ('Data de liberação:', '21/03/2025')], size=8.1,
                widths=(0.21, 0.31, 0.21, 0.27)),
    ]
    pg += exam('PESQUISA DE PLASMÓDIO (GOTA ESPESSA)', 'Resultado', 'Positivo para Plasmodium vivax', 'malaria',
               'Microscopia – coloração de Walker/Giemsa', 'Revisão de lâmina (controle de qualidade)', 'Negativo',
               sample='Lâmina de sangue periférico', datetxt='04/03/2025')
    pg.append(P('Parasitemia estimada: ++ (meia a uma cruz por campo). Formas assexuadas observadas: trofozoítos e esquizontes.', size=7.6))
    pg += exam('DENGUE – ANTÍGENO NS1', 'Resultado', 'Não reagente', 'den_ns1',
               'Ensaio imunoenzimático (ELISA)', 'Platelia Dengue NS1 Ag – lote 4M2291', 'Não reagente', datetxt='04/03/2025')
    pg += exam('DENGUE – ANTICORPOS IgM (1ª amostra)', 'Resultado', 'Não reagente', 'den_igm',
               'ELISA de captura (MAC-ELISA)', 'Panbio Dengue IgM – lote 08871', 'Não reagente', datetxt='04/03/2025')
    pg += exam('CHIKUNGUNYA – ANTICORPOS IgM', 'Resultado', 'Não reagente', 'chik_igm',
               'ELISA de captura', 'Euroimmun Anti-CHIKV IgM – lote E250112', 'Não reagente', datetxt='04/03/2025')
    pg += exam('DENGUE – ANTICORPOS IgM (2ª amostra, convalescente)', 'Resultado', 'Reagente', 'den_igm',
               'ELISA de captura (MAC-ELISA)', 'Panbio Dengue IgM – lote 08871', 'Não reagente',
               date='2025-03-18', datetxt='18/03/2025')
    pg.append(P('Soroconversão de IgM para dengue entre a 1ª (04/03/2025) e a 2ª amostra (18/03/2025). '
                'Resultado sugestivo de infecção recente por dengue; coinfecção com malária vivax confirmada por microscopia. '
                'Notificar à Vigilância Epidemiológica municipal.', size=7.8, b=True))
    pg += exam('HIV – TRIAGEM (4ª GERAÇÃO)', 'Resultado', 'Não reagente', 'hiv',
               'Quimioluminescência', 'Architect HIV Ag/Ab Combo – lote 61044', 'Não reagente', datetxt='04/03/2025')
    rows = []
    for name, vt, key, method in [('Sífilis – VDRL', 'Não reagente', 'vdrl', 'Floculação (VDRL)'),
                                  ('Hepatite B – HBsAg', 'Não reagente', 'hbsag', 'Quimioluminescência'),
                                  ('Hepatite C – Anti-HCV', 'Não reagente', 'hcv', 'Quimioluminescência')]:
        rows.append([name, R.r(name, vt, '', key), method, 'Não reagente'])
    pg += [H('TRIAGEM SOROLÓGICA COMPLEMENTAR – soro coletado em 04/03/2025', style='bar', size=9),
           T(['Exame', 'Resultado', 'Metodologia', 'Referência'], rows, [0.3, 0.2, 0.28, 0.22], size=8.3, grid='head')]
    pg += [('sp', 3),
           P('Observações: o laudo original está disponível no GAL (consulta pública por número de requisição). '
             'Resultados de vigilância laboratorial – não substituem a avaliação clínica. Amostras armazenadas a -70 °C até 04/03/2026.', size=7.3),
           ('sp', 3),
           T(None, [['Analista: Keyla M. Ribeiro Dias\nBiomédica – CRBM-1 20.447', 'Liberado por: Dr. Emanuel C. Picanço\n'
                     'Farmacêutico-Bioquímico – CRF-AP 0.611\nLiberação: 21/03/2025 09:14', 'Impressão: 24/03/2025 10:51\nPágina 1/1']],
             [0.34, 0.4, 0.26], size=7.4, grid='none', aligns=['L', 'L', 'R'])]
    R.pages = [pg]
    return R


# =========================================================================== m07
def m07():
    R = Rep('m07', 'Centro Regional de Oncologia do Cariri – Laboratório de Análises Clínicas', '2025-02-18',
            '.h-plain{color:#5b2a86;text-transform:uppercase}', "'Liberation Sans'", 8.7)
    pg = [
        P('CROC – Centro Regional de Oncologia do Cariri', size=13.5, b=True, color='#5b2a86'),
        P('Laboratório de Análises Clínicas • Rua Santo Antônio, 700 – Barbalha/CE • CNES 3024861 • CNPJ 07.615.902/0001-30\n'
          'Responsável técnico: Dr. Tarcísio Alencar Bezerra – CRF-CE 3.590 • Laboratório com PNCQ ativo', size=7.4),
        ('hr',),
        patient([('Nome:', 'FRANCISCA ELIENE ALENCAR ARRAES'), ('Código:', '331.872-4'),
                 ('Nascimento:', '14 de setembro de 1969'), ('Sexo:', 'Feminino'),
                 ('Convênio:', 'SUS – APAC Oncologia'), ('Solicitante:', 'Dra. Beatriz Macedo Sampaio – CRM-CE 11.250'),
                 ('Coleta:', '18 de fevereiro de 2025, 07:05'), ('Entrada:', '18 de fevereiro de 2025'),
                 ('Ciclo de QT:', 'C4 (AC-T) – próximo ciclo 25/02/2025'), ('Emissão:', '19 de fevereiro de 2025')], size=8.2),
        H('Marcadores tumorais', style='plain', size=10),
    ]

    def marker(name, vt, unit, key, method, ref, prev=None):
        R.r(name, vt, unit, key)
        out = [T(None, [[name, 'Resultado: ' + vt + ' ' + unit, 'Método: ' + method]], [0.34, 0.3, 0.36],
                 size=8.9, grid='none', boldcol0=True, nowrap=[1])]
        txt = 'Valor de referência: ' + ref
        if prev:
            pv, pdate, iso = prev
            R.r(name, pv, unit, key, date=iso)
            txt += f'\nResultado anterior: {pv} {unit} em {pdate}'
        out.append(P(txt, size=7.7, mt=0, mb=1.6))
        return out
    pg += marker('ANTÍGENO CARCINOEMBRIÔNICO (CEA)', '4,8', 'ng/mL', 'cea', 'quimioluminescência',
                 'Não fumantes: até 3,8 ng/mL; fumantes: até 5,5 ng/mL', ('3,2', '14/01/2025', '2025-01-14'))
    pg += marker('CA 15-3', '28,4', 'U/mL', 'ca153', 'quimioluminescência', 'inferior a 31,3 U/mL',
                 ('24,1', '14/01/2025', '2025-01-14'))
    pg += marker('CA 125', '12,6', 'U/mL', 'ca125', 'quimioluminescência', 'inferior a 35,0 U/mL')
    pg += marker('CA 19-9', '< 2,0', 'U/mL', 'ca199', 'quimioluminescência', 'inferior a 37,0 U/mL')
    pg.append(P('Evolução dos marcadores (coletas anteriores deste laboratório)', b=True, size=8.2))
    hist = [('10/12/2024', '2024-12-10', '2,9', '22,7'), ('12/11/2024', '2024-11-12', '3,5', '30,2')]
    rows = []
    for d, iso, cea, ca in hist:
        R.r('CEA', cea, 'ng/mL', 'cea', date=iso)
        R.r('CA 15-3', ca, 'U/mL', 'ca153', date=iso)
        rows.append([d, cea, ca])
    pg.append(T(['Data da coleta', 'CEA (ng/mL)', 'CA 15-3 (U/mL)'], rows, [0.34, 0.33, 0.33],
                size=8.2, grid='all', aligns=['L', 'R', 'R']))
    pg.append(P('Para o seguimento, utilizar sempre o mesmo método e laboratório. Variações inferiores a 25% entre dosagens '
                'seriadas podem não ter significado clínico.', size=7.4, i=True))
    pg.append(H('Hemograma e bioquímica (controle pré-quimioterapia)', style='plain', size=10))
    rows = []
    for name, vt, unit, key, ref, flag in [
        ('Hemoglobina', '10,4', 'g/dL', 'hb', '12,0 a 15,5', 'Baixo'),
        ('Hematócrito', '31,6', '%', 'ht', '35,0 a 45,0', 'Baixo'),
        ('Leucócitos', '2.900', '/mm³', 'wbc', '3.600 a 11.000', 'Baixo'),
        ('Neutrófilos segmentados', '1.160', '/mm³', 'neut_abs', '1.500 a 7.000', 'Baixo'),
        ('Plaquetas', '112.000', '/mm³', 'plt', '150.000 a 450.000', 'Baixo'),
        ('Creatinina', '0,74', 'mg/dL', 'creat', '0,50 a 0,90', ''),
        ('TGO (AST)', '38', 'U/L', 'ast', 'até 32', 'Alto'),
        ('TGP (ALT)', '45', 'U/L', 'alt', 'até 33', 'Alto'),
        ('Fosfatase alcalina', '118', 'U/L', 'alp', '35 a 104', 'Alto'),
        ('Bilirrubina total', '0,62', 'mg/dL', 'bt', 'até 1,20', ''),
        ('Desidrogenase láctica (LDH)', '246', 'U/L', 'ldh', '135 a 214', 'Alto'),
        ('Albumina', '3,7', 'g/dL', 'alb', '3,5 a 5,2', ''),
    ]:
        rows.append([name, R.r(name, vt, unit, key), unit, flag, ref])
    pg.append(T(['Exame', 'Resultado', 'Unidade', '', 'Valores de referência'], rows, [0.34, 0.14, 0.12, 0.1, 0.3],
                size=8.6, grid='rows', aligns=['L', 'R', 'L', 'L', 'L']))
    pg += [P('Neutropenia grau 2 (CTCAE v5.0). Resultado comunicado à equipe de enfermagem da quimioterapia em 18/02/2025.', size=7.4),
           ('sp', 2),
           P('Dr. Tarcísio Alencar Bezerra – CRF-CE 3.590 – assinatura digital ICP-Brasil – Barbalha, 19 de fevereiro de 2025', size=7.4, align='R')]
    R.pages = [pg]
    return R


# =========================================================================== m08
def m08():
    R = Rep('m08', 'HEMOSERTÃO – Centro de Hematologia e Hemoterapia do Sertão Central', '2025-06-03',
            '.h-line{color:#8a1c1c;border-color:#8a1c1c}', "'DejaVu Sans'", 8.2)
    left = [H('ERITROGRAMA', style='line', size=9)]
    rows = []
    for name, vt, unit, key, ref, flag in [
        ('Hemácias', '3,92', 'milhões/mm³', 'rbc', '4,0 – 5,2', 'L'),
        ('Hemoglobina', '8,7', 'g/dL', 'hb', '12,0 – 15,5', 'L'),
        ('Hematócrito', '28,9', '%', 'ht', '36,0 – 46,0', 'L'),
        ('VCM', '73,7', 'fL', 'vcm', '80 – 100', 'L'),
        ('HCM', '22,2', 'pg', 'hcm', '27 – 33', 'L'),
        ('CHCM', '30,1', 'g/dL', 'chcm', '32 – 36', 'L'),
        ('RDW', '18,9', '%', 'rdw', '11,5 – 14,5', 'H'),
    ]:
        rows.append([name, R.r(name, vt, unit, key) + fl(flag), unit, ref])
    left.append(T(None, rows, [0.28, 0.2, 0.27, 0.25], size=7.9, grid='none', aligns=['L', 'R', 'L', 'L'], nowrap=[1, 2]))
    left.append(H('PLAQUETOGRAMA', style='line', size=9))
    rows = []
    for name, vt, unit, key, ref, flag in [
        ('Plaquetas', '412.000', '/mm³', 'plt', '150.000 – 450.000', ''),
        ('VPM', '8,1', 'fL', 'mpv', '7,4 – 10,4', ''),
        ('Reticulócitos', '1,1', '%', 'retic', '0,5 – 2,0', ''),
    ]:
        rows.append([name, R.r(name, vt, unit, key) + fl(flag), unit, ref])
    left.append(T(None, rows, [0.28, 0.2, 0.17, 0.35], size=7.9, grid='none', aligns=['L', 'R', 'L', 'L'], nowrap=[1]))
    left.append(P('Morfologia eritrocitária: hipocromia (++), microcitose (++), anisocitose, raros eliptócitos.', size=7.3))
    right = [H('LEUCOGRAMA', style='line', size=9)]
    R.r('Leucócitos', '5.300', '/mm³', 'wbc')
    rows = [['Leucócitos', '', '5.300', '/mm³'], ['', '%', '/mm³', 'Ref. /mm³']]
    for name, pct, ab, kp, ka, ref in [
        ('Bastões', '2', '106', 'band_pct', 'band_abs', '0 – 500'),
        ('Segmentados', '58', '3.074', 'neut_pct', 'neut_abs', '1.600 – 7.000'),
        ('Eosinófilos', '6', '318', 'eos_pct', 'eos_abs', '40 – 500'),
        ('Basófilos', '1', '53', 'baso_pct', 'baso_abs', '0 – 100'),
        ('Linfócitos', '27', '1.431', 'lymph_pct', 'lymph_abs', '1.000 – 4.000'),
        ('Monócitos', '6', '318', 'mono_pct', 'mono_abs', '200 – 1.000'),
    ]:
        R.r(name, pct, '%', kp)
        R.r(name, ab, '/mm³', ka)
        rows.append([name, pct, ab, ref])
    right.append(T(None, rows, [0.32, 0.14, 0.2, 0.34], size=7.9, grid='none', aligns=['L', 'R', 'R', 'L']))
    right.append(P('Referência de leucócitos: 3.600 – 11.000 /mm³. Série branca sem alterações morfológicas.', size=7.3))
    pg = [
        P('HEMOSERTÃO', size=15, b=True, color='#8a1c1c'),
        P('Centro de Hematologia e Hemoterapia do Sertão Central – Ambulatório de Hematologia\n'
          'Rua Epitácio Pessoa, 455 – Quixadá/CE • CNES 5538120 • CNPJ 09.412.778/0002-91 • Fone (88) 3412-0900\n'
          'Responsável técnica: Dra. Mirela Queiroz Pinheiro – CRM-CE 14.077 (Hematologia) / Dr. Ícaro Holanda – CRF-CE 5.112', size=7.2),
        ('hr',),
        patient([('Paciente:', 'LUZIA MARIA DE SOUSA QUEIROZ'), ('Matrícula:', 'HS-20931'),
                 ('Nasc.:', '05/03/1994'), ('Sexo/Idade:', 'F / 31 anos'),
                 ('Médica:', 'Dra. Mirela Q. Pinheiro'), ('Protocolo:', '2506030117'),
                 ('Data da coleta:', '03/06/2025 – 07:50'), ('Retorno ambulatorial:', '17/06/2025')], size=8),
        H('HEMOGRAMA COMPLETO – sangue total (EDTA K2) – Sysmex XN-1000 / revisão microscópica', style='bar', size=9),
        ('cols2', left, right),
        H('PERFIL DE FERRO E VITAMINAS – soro', style='bar', size=9),
    ]
    rows = []
    for name, vt, unit, key, ref, flag in [
        ('Ferritina', '8,2', 'ng/mL', 'ferr', '15 a 150', '*'),
        ('Ferro sérico', '31', 'µg/dL', 'fe', '50 a 170', '*'),
        ('Capacidade total de ligação do ferro', '452', 'µg/dL', 'tibc', '250 a 425', '*'),
        ('Índice de saturação da transferrina', '6,9', '%', 'tsat', '20 a 50', '*'),
        ('Vitamina B12', '412', 'pg/mL', 'b12', '197 a 771', ''),
        ('Ácido fólico', '9,8', 'ng/mL', 'fol', 'superior a 3,9', ''),
    ]:
        rows.append([name, R.r(name, vt, unit, key) + fl(flag), unit, ref])
    pg.append(T(['Exame', 'Resultado', 'Unidade', 'Referência (mulheres adultas)'], rows, [0.42, 0.16, 0.12, 0.3],
                size=8.3, grid='head', aligns=['L', 'R', 'L', 'L']))
    pg += [P('(*) Fora do intervalo de referência. Quadro laboratorial compatível com deficiência de ferro.', size=7.4),
           P('Última transfusão registrada: 11/04/2025 (1 CH). Hemograma anterior disponível no prontuário eletrônico.', size=7.4, i=True),
           ('sp', 3),
           P('Liberado por Dr. Ícaro Holanda – Farmacêutico-Bioquímico – CRF-CE 5.112 – em 03/06/2025 às 11:26.\n'
             'Impresso em 04/06/2025 – HEMOSERTÃO – página 1 de 1', size=7.2, align='C')]
    R.pages = [pg]
    return R


# =========================================================================== m09
def m09():
    R = Rep('m09', 'Hospital Municipal Padre Colombo – Laboratório', '2025-07-08',
            '', "'Liberation Mono'", 8.2)
    W = 30

    def L(name, vt, unit, key, ref='', value='auto'):
        R.r(name, vt, unit, key, value=value)
        return f"{(name + ' ').ljust(W, '.')} {vt:>10} {unit:<9} {ref}".rstrip()
    lines = ['HOSPITAL MUNICIPAL PADRE COLOMBO - LABORATORIO DE ANALISES CLINICAS',
             'TRAV. JOSE ESTEVES, 301 - PALMARES - PARINTINS/AM - CNES 2012448',
             'CNPJ 04.329.736/0002-18 - RESP. TEC.: ODENILSON F. BRELAZ - CRBM-2 6.031',
             '-' * 86,
             'PACIENTE : KLEBER JUNIOR MONTEIRO DOS SANTOS        REG: 118.442     LEITO: CLIN.MED 12',
             'NASC.    : 19/01/2001   SEXO: MASC   IDADE: 24 ANOS   ENTRADA NO PS: 08/07/2025 01:10',
             'MEDICO   : DR. OTAVIO PENA - CRM-AM 9.840            EXAMES DE ADMISSAO (INTERNACAO)',
             'COLETA   : 08/07/2025 02:35     RECEBIDO: 08/07/2025 02:51     LIBERADO: 08/07/2025 04:20',
             '-' * 86,
             '',
             'HEMOGRAMA (AUTOMACAO MINDRAY BC-5150)                  RESULTADO  UNIDADE   REFERENCIA',
             L('HEMOGLOBINA', '15,1', 'g/dL', 'hb', '13,0 - 17,0'),
             L('HEMATOCRITO', '44,8', '%', 'ht', '40,0 - 50,0'),
             L('LEUCOCITOS', '14.600', '/mm3', 'wbc', '4.000 - 10.000 H'),
             L('  SEGMENTADOS', '82', '%', 'neut_pct', '40 - 70 H'),
             L('  BASTONETES', '7', '%', 'band_pct', '0 - 5 H'),
             L('  LINFOCITOS', '8', '%', 'lymph_pct', '20 - 40 L'),
             L('PLAQUETAS', '187.000', '/mm3', 'plt', '150.000 - 450.000'),
             '',
             'BIOQUIMICA (SORO)',
             L('GLICOSE', '134', 'mg/dL', 'glu', '70 - 99 H'),
             L('UREIA', '38', 'mg/dL', 'urea', '15 - 45'),
             L('CREATININA', '1,02', 'mg/dL', 'creat', '0,70 - 1,30'),
             L('SODIO', '138', 'mEq/L', 'na', '135 - 145'),
             L('POTASSIO', '3,7', 'mEq/L', 'k', '3,5 - 5,1'),
             L('TGO', '29', 'U/L', 'ast', 'ATE 40'),
             L('TGP', '33', 'U/L', 'alt', 'ATE 41'),
             L('AMILASE', '88', 'U/L', 'amy', '28 - 100'),
             L('LIPASE', '41', 'U/L', 'lip', 'ATE 60'),
             L('PROTEINA C REATIVA', '96,0', 'mg/L', 'crp', 'ATE 6,0 H'),
             '',
             'URINA TIPO I (EAS) - JATO MEDIO',
             L('COR', 'AMARELO CITRINO', '', 'u_color', 'AMARELO CITRINO'),
             L('ASPECTO', 'LIMPIDO', '', 'u_asp', 'LIMPIDO'),
             L('DENSIDADE', '1.025', '', 'u_sg', '1.005 - 1.030', value=1.025),
             L('PH', '5,5', '', 'u_ph', '5,0 - 7,0'),
             L('PROTEINAS', 'NEGATIVO', '', 'u_prot', 'NEGATIVO'),
             L('CORPOS CETONICOS', 'NEGATIVO', '', 'u_ket', 'NEGATIVO'),
             L('HEMOGLOBINA', 'NEGATIVO', '', 'u_bld', 'NEGATIVO'),
             L('NITRITO', 'NEGATIVO', '', 'u_nit', 'NEGATIVO'),
             L('LEUCOCITOS', '3', 'P/CAMPO', 'u_wbc', 'ATE 5'),
             L('HEMACIAS', '1', 'P/CAMPO', 'u_rbc', 'ATE 3'),
             '',
             'H = ACIMA DO VALOR DE REFERENCIA   L = ABAIXO DO VALOR DE REFERENCIA',
             'LEUCOCITOSE COM DESVIO A ESQUERDA. CONFIRMADO POR ESFREGACO (LAMINA REVISADA).',
             'HIPOTESE DIAGNOSTICA INFORMADA: APENDICITE AGUDA? - CIRURGIA AVISADA 08/07/2025 04:25',
             '',
             'ASS.: ODENILSON F. BRELAZ - BIOMEDICO - CRBM-2 6.031',
             'IMPRESSO EM 08/07/2025 04:31 - TERMINAL LAB02 - PAGINA 01/01']
    R.pages = [[('pre', lines, {'size': 8.2})]]
    return R


# =========================================================================== m10
def m10():
    R = Rep('m10', 'Laboratório de Saúde Ocupacional Carajás', '2025-08-12',
            '.h-bar{background:#ffe8b0}', "'DejaVu Serif'", 8.4)
    pg = [
        T(None, [['LABORATÓRIO DE SAÚDE OCUPACIONAL CARAJÁS', 'Medicina do Trabalho • PCMSO • NR-7']],
          [0.6, 0.4], size=11, grid='none', boldcol0=True, aligns=['L', 'R']),
        P('Rua A, Quadra 12, nº 40 – Bairro Cidade Nova – Parauapebas/PA • CNES 7781205 • CNPJ 18.995.201/0001-07\n'
          'Responsável técnico: Dr. Saulo Viana Bentes – CRF-PA 3.866 • Médico coordenador do PCMSO: Dr. Jairo Cunha – CRM-PA 7.452',
          size=7.2),
        ('hr',),
        patient([('Trabalhador:', 'ELIAS DE JESUS CARVALHO'), ('Empresa:', 'Mineração Serra Norte Ltda.'),
                 ('CPF:', '***.412.880-**'), ('Função:', 'Operador de britagem (GHE 04)'),
                 ('Nascimento:', '23/10/1980'), ('Admissão na empresa:', '03/08/2019'),
                 ('Tipo de exame:', 'Periódico (anual)'), ('ASO anterior:', '14/08/2024'),
                 ('Coleta:', '12/08/2025 06:30'), ('Emissão do laudo:', '14/08/2025')], size=8),
        P('Jejum informado: 10 horas. Amostras: sangue total (EDTA), soro, sangue total heparinizado (metais).', size=7.4, i=True),
    ]

    def table(title, items):
        rows = []
        for name, ref, vt, unit, key, flag in items:
            rows.append([name, ref, R.r(name, vt, unit, key) + fl(flag), unit])
        return [H(title, style='bar', size=9),
                T(['Exame', 'Valores de referência', 'Resultado', 'Unidade'], rows, [0.32, 0.36, 0.17, 0.15],
                  size=8.3, grid='rows', aligns=['L', 'L', 'R', 'L'], nowrap=[2, 3])]
    pg += table('HEMATOLOGIA', [
        ('Hemoglobina', '13,5 a 17,5', '15,6', 'g/dL', 'hb', ''),
        ('Hematócrito', '39 a 50', '46,2', '%', 'ht', ''),
        ('Leucócitos', '3.500 a 10.500', '7.150', '/µL', 'wbc', ''),
        ('Plaquetas', '150.000 a 450.000', '254.000', '/µL', 'plt', ''),
    ])
    pg += table('BIOQUÍMICA', [
        ('Glicose', '70 a 99', '104', 'mg/dL', 'glu', '↑'),
        ('Creatinina', '0,70 a 1,20', '1,05', 'mg/dL', 'creat', ''),
        ('Gama-GT', '10 a 71', '88', 'U/L', 'ggt', '↑'),
        ('TGP / ALT', 'até 41', '37', 'U/L', 'alt', ''),
        ('Ácido úrico', '3,4 a 7,0', '6,1', 'mg/dL', 'uric', ''),
    ])
    pg += table('PERFIL LIPÍDICO (jejum de 10 h)', [
        ('Colesterol total', 'desejável: < 190', '226', 'mg/dL', 'chol', '↑'),
        ('HDL-COLESTEROL', 'desejável: > 40', '38', 'mg/dL', 'hdl', '↓'),
        ('LDL-COLESTEROL\n(Martin/Hopkins)', 'conforme risco: < 130 / < 100 / < 70', '152', 'mg/dL', 'ldl', ''),
        ('VLDL-COLESTEROL', 'até 30', '36', 'mg/dL', 'vldl', '↑'),
        ('Triglicérides', 'desejável: < 150', '182', 'mg/dL', 'tg', '↑'),
        ('Colesterol não-HDL', 'conforme risco: < 160 / < 130 / < 100', '188', 'mg/dL', 'nonhdl', ''),
    ])
    pg += table('INDICADORES BIOLÓGICOS DE EXPOSIÇÃO (NR-7, Anexo I)', [
        ('Chumbo no sangue\n(plumbemia)', 'VR: até 10 µg/dL • IBE/EE: 60 µg/dL', '8,4', 'µg/dL', 'lead', ''),
    ])
    pg += [P('Plumbemia por espectrometria de absorção atômica com forno de grafite (amostra enviada a laboratório de apoio '
             'em 12/08/2025; resultado recebido em 13/08/2025). IBE/EE = índice biológico de exposição / excesso de exposição.', size=7.2),
           P('Perfil lipídico: valores referenciais segundo a Atualização da Diretriz Brasileira de Dislipidemias (SBC 2017) e '
             'consenso brasileiro para normatização da determinação laboratorial do perfil lipídico.', size=7.2),
           ('sp', 3),
           P('Responsável: Dr. Saulo Viana Bentes – CRF-PA 3.866 – laudo assinado eletronicamente em 14/08/2025 10:02.\n'
             'Validade para fins de ASO: conforme PCMSO (próximo periódico previsto para 08/2026).', size=7.2),
           ('hr',),
           P('Documento confidencial – sigilo médico ocupacional (CFM Res. 2.323/2022). Pág. 1/1', size=6.8, align='C')]
    R.pages = [pg]
    return R


# =========================================================================== m11
def m11():
    R = Rep('m11', 'Pronto-Socorro Cardiológico da Borborema – Laboratório', '2025-06-14',
            '.h-bar{background:#f3d3d3}', "'Liberation Sans'", 8.6)
    D1, D2 = '2025-06-14', '2025-06-15'

    def tab(items, date):
        rows = []
        for name, vt, unit, key, ref, flag in items:
            rows.append([name, R.r(name, vt, unit, key, date=date) + fl(flag), unit, ref])
        return T(['Exame', 'Resultado', 'Unidade', 'Referência'], rows, [0.36, 0.18, 0.16, 0.30], size=8.6,
                 grid='head', aligns=['L', 'R', 'L', 'L'], nowrap=[1, 2])
    pg = [
        P('PRONTO-SOCORRO CARDIOLÓGICO DA BORBOREMA', size=13, b=True, align='C'),
        P('Laboratório de Análises Clínicas 24 h • Rua Vila Nova da Rainha, 880 – Centro – Campina Grande/PB\n'
          'CNES 2611945 – CNPJ 08.771.342/0001-86 – Responsável técnico: Dr. Gustavo Arruda Lins – CRF-PB 2.947', size=7.4, align='C'),
        ('hr',),
        patient([('Paciente:', 'SEVERINO RAMOS DE ARAÚJO'), ('Atendimento:', 'PSC-2506-14887'),
                 ('Nasc.:', '14/06/1952 (73 anos)'), ('Sexo:', 'M'),
                 ('Entrada:', '14/06/2025 23:12 – dor torácica'), ('Médico:', 'Dr. Diego Figueirêdo – CRM-PB 10.318'),
                 ('Protocolo:', 'Dor torácica 0h/3h'), ('Emissão:', '15/06/2025 03:48')], size=8.2),
        H('AMOSTRA 1 – COLETA 14/06/2025 às 23:40 (tempo 0 h)', style='bar', size=9.2),
        P('Material: soro e plasma citratado; sangue total EDTA', size=7.4, i=True),
        tab([
            ('Troponina I ultrassensível', '18,4', 'ng/L', 'tni_hs', 'Homens: até 34,2 (p99)', ''),
            ('CK-MB massa', '3,1', 'ng/mL', 'ckmb', 'até 5,0', ''),
            ('CPK', '142', 'U/L', 'ck', '39 a 308', ''),
            ('BNP', '412', 'pg/mL', 'bnp', 'até 100', '↑'),
            ('D-dímero', '380', 'ng/mL FEU', 'ddimer', 'até 500', ''),
            ('Potássio', '4,1', 'mmol/L', 'k', '3,5 a 5,1', ''),
            ('Magnésio', '1,9', 'mg/dL', 'mg', '1,6 a 2,6', ''),
            ('Creatinina', '1,18', 'mg/dL', 'creat', '0,70 a 1,20', ''),
            ('TFG estimada (CKD-EPI 2021)', '64', 'mL/min/1,73 m²', 'egfr', 'superior a 60', ''),
            ('Glicose', '168', 'mg/dL', 'glu', '70 a 99', '↑'),
            ('Hemoglobina', '13,2', 'g/dL', 'hb', '13,0 a 17,0', ''),
            ('Plaquetas', '204.000', '/mm³', 'plt', '150.000 a 450.000', ''),
            ('Tempo de protrombina – RNI', '1,02', '', 'inr', '0,9 a 1,2', ''),
            ('TTPA', '29,8', 's', 'aptt_s', '25 a 35', ''),
        ], D1),
        H('AMOSTRA 2 – COLETA 15/06/2025 às 02:55 (tempo 3 h)', style='bar', size=9.2),
        P('Material: soro', size=7.4, i=True),
        tab([
            ('Troponina I ultrassensível', '146,2', 'ng/L', 'tni_hs', 'Homens: até 34,2 (p99)', '↑'),
            ('CK-MB massa', '9,8', 'ng/mL', 'ckmb', 'até 5,0', '↑'),
            ('CPK', '388', 'U/L', 'ck', '39 a 308', '↑'),
        ], D2),
        P('Variação absoluta da troponina I us entre 0 h e 3 h: 127,8 ng/L (delta significativo > 6 ng/L pelo algoritmo adotado). '
          'Resultado crítico comunicado ao Dr. Diego Figueirêdo em 15/06/2025 às 03:40 (leitura confirmada).', size=7.6, b=True),
        P('Troponina I ultrassensível: Architect STAT hs-TnI (Abbott); percentil 99: mulheres 15,6 ng/L, homens 34,2 ng/L. '
          'CK-MB massa e BNP por quimioluminescência. D-dímero por imunoturbidimetria (valor de corte para exclusão de TEV: 500 ng/mL FEU). '
          'TFG calculada pela equação CKD-EPI 2021 sem coeficiente racial.', size=7.2),
        ('sp', 3),
        P('Liberado por: Dr. Gustavo Arruda Lins – CRF-PB 2.947 – 15/06/2025 03:47 | Impressão: 15/06/2025 03:48 | Pág. 1/1',
          size=7.2, align='C'),
    ]
    R.pages = [pg]
    return R


# =========================================================================== m12
def m12():
    R = Rep('m12', 'Laboratório Tapajós de Análises Clínicas', '2025-09-02',
            'table.t th{background:#e8eef6} .h-line{color:#1b3a66}', "'Liberation Serif'", 9.0)
    hdr = [
        P('LABORATÓRIO TAPAJÓS', size=16, b=True, color='#1b3a66'),
        P('Análises Clínicas desde 1987 • Av. Tapajós, 2.215 – Aldeia – Santarém/PA • (93) 3522-4410\n'
          'CNES 2318004 • CNPJ 83.912.004/0001-59 • RT: Dra. Glória Imbiriba Sarmento – CRF-PA 1.288', size=7.6),
        ('hr',),
        patient([('Paciente:', 'Rosilene Batista Colares'), ('OS:', '2025.0902.0316'),
                 ('Data Nasc.:', '07/12/1976'), ('Idade/Sexo:', '48 anos / Feminino'),
                 ('Médico:', 'Dr. Leandro Sousa Tavares – CRM-PA 12.005'), ('Convênio:', 'Particular'),
                 ('Data de coleta:', '02/09/2025 07:22'), ('Data do pedido:', '29/08/2025'),
                 ('Posto de coleta:', 'Unidade Aldeia'), ('Previsão de entrega:', '04/09/2025')], size=8.4),
    ]

    def tab(title, items, note=None):
        rows = []
        for name, vt, unit, key, ref, flag in items:
            rows.append([name, R.r(name, vt, unit, key) + fl(flag), unit, ref])
        out = [H(title, style='line', size=10),
               T(['Exame', 'Resultado', 'Unidade', 'Valores de Referência'], rows, [0.33, 0.17, 0.16, 0.34], size=8.8,
                 grid='head', aligns=['L', 'R', 'L', 'L'], nowrap=[1, 2])]
        if note:
            out.append(P(note, size=7.4, i=True))
        return out
    pg1 = hdr + [P('AVALIAÇÃO PRÉ-OPERATÓRIA – HISTERECTOMIA ELETIVA', b=True, align='C', size=10)]
    pg1 += tab('HEMOGRAMA (resumo)', [
        ('Hemoglobina', '12,7', 'g/dL', 'hb', '12,0 a 15,5', ''),
        ('Hematócrito', '38,4', '%', 'ht', '35,0 a 45,0', ''),
        ('Leucócitos', '6.420', '/mm³', 'wbc', '3.500 a 10.500', ''),
        ('Plaquetas', '289.000', '/mm³', 'plt', '150.000 a 450.000', ''),
    ], 'Material: sangue total EDTA – contagem automatizada por impedância e citometria de fluxo.')
    pg1 += tab('COAGULAÇÃO', [
        ('Tempo de protrombina', '12,6', 'seg', 'pt_s', '10,0 a 13,5', ''),
        ('RNI', '0,98', '', 'inr', '0,80 a 1,20', ''),
        ('Tempo de tromboplastina\nparcial ativada (TTPA)', '28,4', 'seg', 'aptt_s', '24,0 a 35,0', ''),
    ], 'Material: plasma citratado 3,2%. Método: coagulométrico óptico.')
    pg1 += tab('BIOQUÍMICA', [
        ('Glicose', '97', 'mg/dL', 'glu', '70 a 99', ''),
        ('Hemoglobina glicada (HbA1c)', '6,1', '%', 'a1c', 'Normal: < 5,7\nPré-diabetes: 5,7 a 6,4\nDiabetes: ≥ 6,5', '*'),
        ('Ureia', '26', 'mg/dL', 'urea', '15 a 40', ''),
        ('Creatinina', '0,78', 'mg/dL', 'creat', '0,50 a 0,90', ''),
        ('TFG estimada (CKD-EPI 2021)', '> 90', 'mL/min/1,73 m²', 'egfr', '≥ 90', ''),
        ('Sódio', '140', 'mEq/L', 'na', '136 a 145', ''),
        ('Potássio', '4,4', 'mEq/L', 'k', '3,5 a 5,1', ''),
    ])
    pg1 += [('sp', 2), P('Continua na página seguinte – Página 1/2', size=7.4, align='R')]
    pg2 = hdr[:2] + [('hr',), P('Paciente: Rosilene Batista Colares – OS 2025.0902.0316 – Coleta: 02/09/2025', size=8.2, b=True)]
    pg2 += tab('PERFIL LIPÍDICO', [
        ('Colesterol total', '198', 'mg/dL', 'chol', 'Desejável: < 190', '*'),
        ('Colesterol HDL', '52', 'mg/dL', 'hdl', 'Desejável: > 50', ''),
        ('Colesterol LDL', '118', 'mg/dL', 'ldl', 'Conforme risco cardiovascular', ''),
        ('Triglicérides', '140', 'mg/dL', 'tg', 'Desejável: < 150', ''),
    ], 'LDL calculado pela equação de Martin. Jejum não obrigatório para o perfil lipídico.')
    pg2 += tab('HORMÔNIOS', [
        ('TSH', '2,84', 'µUI/mL', 'tsh', '0,45 a 4,50', ''),
        ('T4 livre', '1,12', 'ng/dL', 'ft4', '0,70 a 1,80', ''),
        ('Beta-HCG quantitativo', '< 1,2', 'mUI/mL', 'bhcg', 'Não gestante: < 5,0', ''),
    ], 'Método: eletroquimioluminescência (Cobas e 411).')
    pg2 += tab('IMUNO-HEMATOLOGIA', [
        ('Grupo sanguíneo', 'AB', '', 'abo', '', ''),
        ('Fator Rh', 'Positivo', '', 'rh', '', ''),
    ])
    pg2 += [P('(*) Resultado fora do valor de referência.', size=7.4),
            ('sp', 6),
            T(None, [['Dra. Glória Imbiriba Sarmento\nFarmacêutica-Bioquímica – CRF-PA 1.288',
                      'Liberado em: 03/09/2025 17:45\nImpresso em: 04/09/2025 08:10\nPágina 2/2']],
              [0.55, 0.45], size=7.8, grid='none', aligns=['L', 'R']),
            ('hr',),
            P('Resultados com validade analítica restrita à amostra recebida. A interpretação deve ser feita pelo médico assistente.',
              size=6.9, align='C')]
    R.pages = [pg1, pg2]
    return R


ALL = [m01, m02, m03, m04, m05, m06, m07, m08, m09, m10, m11, m12]
FPDF_FONT = {'m01': 'Liberation Sans', 'm02': 'DejaVu Sans Condensed', 'm03': 'DejaVu Sans', 'm04': 'DejaVu Sans Mono',
             'm05': 'Liberation Serif', 'm06': 'DejaVu Sans', 'm07': 'Liberation Sans', 'm08': 'DejaVu Sans',
             'm09': 'Liberation Mono', 'm10': 'DejaVu Serif', 'm11': 'Liberation Sans', 'm12': 'Liberation Serif'}
