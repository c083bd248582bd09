"""The 12 reports of set t (specialist follow-up), as Python models."""
from model import Res as R, Exam, Grid, TwoCol, Note, Report


def style(font, size, accent, band='#e8e8e8', tcase='none', pdf_font='DejaVu', pdf_size=8.6):
    return dict(font=font, size=size, accent=accent, band=band, tcase=tcase, pdf_font=pdf_font, pdf_size=pdf_size)


SANS = "'DejaVu Sans', sans-serif"
LSANS = "'Liberation Sans', sans-serif"
SERIF = "'Liberation Serif', serif"
DSERIF = "'DejaVu Serif', serif"
COND = "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"
MONO = "'Liberation Mono', monospace"

REPORTS = []


def add(*a):
    REPORTS.append(Report(*a))


# ---------------------------------------------------------------- t01 Curitiba/PR: thyroid + vitamins, table, prior results
add('t01',
    dict(name='Laboratório Vita Diagnósticos',
         sub='Rua Marechal Deodoro, 1120 - Centro - Curitiba/PR - CEP 80060-010\nCNPJ 12.345.678/0001-90  ·  CNES 2384512  ·  Fone (41) 3322-4455',
         right='Responsável técnica: Dra. Helena M. Kowalski\nCRF-PR 14.562\nwww.vitadiagnosticos.com.br'),
    [('Paciente', 'Mariana Zanetti Borges'), ('Protocolo', '250314-0087'), ('Sexo', 'Feminino'),
     ('Nascimento', '22/07/1986'), ('Idade', '38 anos'), ('Médico', 'Dr. Ricardo Nunes - CRM-PR 28.441'),
     ('Convênio', 'Unimed Curitiba'), ('Data da coleta', '14/03/2025 07:42'), ('Data do pedido', '10/03/2025')],
    '2025-03-14',
    [[
        Exam('PERFIL TIREOIDIANO', [
            R('TSH - Hormônio Tireoestimulante', '4,82', 'µUI/mL', '0,45 a 4,50', 'tsh', flag='H', prev=('3,15', '2024-11-12', '12/11/2024')),
            R('T4 LIVRE', '0,98', 'ng/dL', '0,70 a 1,48', 'ft4', prev=('1,05', '2024-11-12', '12/11/2024')),
            R('T3 LIVRE', '2,9', 'pg/mL', '1,7 a 4,2', 'ft3'),
            R('ANTICORPOS ANTI-|TIREOPEROXIDASE (ANTI-TPO)', '186,4', 'UI/mL', 'Inferior a 34,0 UI/mL', 'tpo', flag='H'),
        ], material='Soro', method='Quimioluminescência'),
        Exam('VITAMINAS E MINERAIS', [
            R('25-HIDROXIVITAMINA D', '18,4', 'ng/mL', 'População saudável (até 60 anos):\nsuperior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL', 'vitd', flag='L', prev=('21,7', '2024-11-12', '12/11/2024')),
            R('VITAMINA B12', 'superior a 2.000', 'pg/mL', '197 a 771 pg/mL', 'b12'),
            R('ÁCIDO FÓLICO', '14,2', 'ng/mL', 'Superior a 3,9 ng/mL', 'folate'),
            R('FERRITINA', '32,5', 'ng/mL', 'Mulheres: 11,0 a 306,8\nHomens: 23,9 a 336,2', 'ferritin'),
            R('PARATORMÔNIO (PTH INTACTO)', '78,0', 'pg/mL', '15,0 a 68,3', 'pth', flag='H'),
            R('CÁLCIO TOTAL', '9,4', 'mg/dL', '8,6 a 10,3', 'ca'),
            R('FÓSFORO', '3,2', 'mg/dL', '2,5 a 4,5', 'phos'),
            R('MAGNÉSIO', '2,0', 'mg/dL', '1,6 a 2,6', 'mg'),
        ], material='Soro', method='Quimioluminescência / colorimétrico'),
        Note('Nota: amostra de vitamina B12 acima do limite de linearidade do método; paciente em uso de suplementação (informado na coleta). '
             'Exames anteriores realizados neste laboratório em 12/11/2024.'),
        Exam('METABOLISMO GLICÍDICO', [
            R('GLICOSE (JEJUM)', '94', 'mg/dL', '70 a 99', 'glu_fast'),
            R('INSULINA BASAL', '12,8', 'µUI/mL', '2,6 a 24,9', 'insulin'),
            R('ÍNDICE HOMA-IR', '2,97', '', 'Inferior a 2,71 (adultos)', 'homa_ir', flag='*'),
            R('HEMOGLOBINA GLICADA (HbA1c)', '5,6', '%', 'Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: igual ou superior a 6,5 %', 'hba1c'),
            R('PROLACTINA', '12,6', 'ng/mL', 'Mulheres não grávidas: 4,8 a 23,3', 'prl'),
            R('CORTISOL (COLETA 8 H)', '14,2', 'µg/dL', '6,2 a 19,4', 'cortisol'),
        ], material='Soro / sangue total (EDTA)', method='Enzimático, HPLC, quimioluminescência'),
        Note('HOMA-IR calculado: glicose (mg/dL) × insulina (µUI/mL) / 405.  Jejum informado: 12 horas.'),
    ]],
    style(SANS, '9.2pt', '#1b5e8c', '#dde8f1', 'none', 'DejaVu', 8.4),
    ['Liberado em 17/03/2025 às 10:12\nDra. Helena M. Kowalski - CRF-PR 14.562', 'Conferido por: Biomédico André Lins\nCRBM-6 1.234'],
    'Impresso em 18/03/2025 08:30 · Documento assinado eletronicamente · Laboratório Vita Diagnósticos')

# ---------------------------------------------------------------- t02 Recife/PE: nephrology, reference before result, 24 h urine on another date
add('t02',
    dict(name='RIM & VIDA Laboratório Clínico',
         sub='Av. Conselheiro Aguiar, 2455 - Boa Viagem - Recife - PE\nCNPJ: 08.771.302/0001-45   CNES: 6649871',
         right='Diretor técnico: Dr. Paulo César Albuquerque\nCRM-PE 17.905 / Patologia Clínica\nSAC (81) 3465-9000'),
    [('Nome', 'JOSÉ ERIVALDO DA SILVA'), ('Atendimento', '0098.551.203'), ('Sexo', 'Masculino'),
     ('Data de nascimento', '03/05/1958'), ('Idade', '66 anos'), ('Solicitante', 'Dra. Lúcia Barreto (nefrologia) CRM 12.877'),
     ('Recebido em', '14/03/2025'), ('Coleta (sangue)', '14/03/2025 08:05'), ('Coleta (urina 24 h)', '13/03/2025')],
    '2025-03-14',
    [[
        Exam('FUNÇÃO RENAL E ELETRÓLITOS', [
            R('CREATININA', '1,84', 'mg/dL', 'Homens: 0,70 a 1,30\nMulheres: 0,50 a 1,10', 'creat', flag='↑'),
            R('TAXA DE FILTRAÇÃO GLOMERULAR|ESTIMADA (CKD-EPI 2021)', '39', 'mL/min/1,73 m²', 'Superior a 60', 'egfr21', flag='↓'),
            R('UREIA', '78', 'mg/dL', '17 a 49', 'urea', flag='↑'),
            R('CISTATINA C', '1,92', 'mg/L', '0,61 a 0,95', 'cysc', flag='↑'),
            R('SÓDIO', '138', 'mEq/L', '136 a 145', 'na'),
            R('POTÁSSIO', '5,6', 'mEq/L', '3,5 a 5,1', 'k', flag='↑'),
            R('CLORETO', '106', 'mEq/L', '98 a 107', 'cl'),
            R('BICARBONATO', '19', 'mmol/L', '22 a 29', 'hco3', flag='↓'),
            R('CÁLCIO IONIZADO', '1,12', 'mmol/L', '1,15 a 1,32', 'ica_si', flag='↓'),
            R('FÓSFORO', '5,1', 'mg/dL', '2,5 a 4,5', 'phos', flag='↑'),
            R('ÁCIDO ÚRICO', '7,8', 'mg/dL', 'Homens: 3,4 a 7,0', 'urate', flag='↑'),
            R('MAGNÉSIO', '2,4', 'mg/dL', '1,6 a 2,6', 'mg'),
        ], layout='reffirst', material='Soro', method='Cinético/colorimétrico; ISE indireto; imunoturbidimetria'),
        Note('TFG estimada pela equação CKD-EPI 2021 (sem coeficiente racial). Estadiamento KDIGO: G3b. '
             'Para TFG < 60 mL/min/1,73 m² recomenda-se repetir o exame em 3 meses.'),
        Exam('URINA DE 24 HORAS (coleta iniciada em 12/03/2025 às 07:00 e encerrada em 13/03/2025 às 07:00)', [
            R('VOLUME URINÁRIO', '1.650', 'mL', '', 'vol24', date='2025-03-13'),
            R('PROTEINÚRIA DE 24 HORAS', '820', 'mg/24 h', 'Inferior a 150 mg/24 h', 'uprot24', flag='↑', date='2025-03-13'),
        ], layout='reffirst', material='Urina de 24 horas', method='Vermelho de pirogalol'),
        Exam('URINA ISOLADA (amostra de 14/03/2025)', [
            R('PROTEÍNA URINÁRIA', '42,0', 'mg/dL', 'Não se aplica', 'uprot'),
            R('CREATININA URINÁRIA', '68,4', 'mg/dL', 'Homens: 39 a 259', 'ucreat'),
            R('RELAÇÃO PROTEÍNA/CREATININA', '0,61', 'g/g', 'Inferior a 0,15 g/g', 'upcr', flag='↑'),
            R('RELAÇÃO ALBUMINA/CREATININA', '186', 'mg/g', 'Normal: inferior a 30 mg/g\nAumentada: 30 a 300 mg/g', 'uacr', flag='↑'),
        ], layout='reffirst', material='Urina - 1ª micção ou amostra isolada', method='Colorimétrico/imunoturbidimetria'),
    ]],
    style(LSANS, '9.4pt', '#7a1f1f', '#f1e2e2', 'uppercase', 'LibSans', 8.6),
    ['Liberado eletronicamente em 15/03/2025 16:40', 'Dr. Paulo César Albuquerque\nCRM-PE 17.905'],
    'Rim & Vida Laboratório Clínico - resultados válidos somente com assinatura digital. Data de emissão: 15/03/2025.')

# ---------------------------------------------------------------- t03 Porto Alegre/RS: hospital gasometry, two collection dates side by side (SI)
G = ['2025-03-15', '2025-03-14']
add('t03',
    dict(name='Hospital Santa Lúcia - Laboratório de Análises Clínicas',
         sub='Rua Ramiro Barcelos, 910 - Porto Alegre - RS\nCNES 2237601   CNPJ 92.815.000/0001-68',
         right='Responsável técnico: Farm.-Bioq. Cláudio R. Stein\nCRF-RS 9.874\nPlantão 24 h: (51) 3021-8800'),
    [('Paciente', 'Ivone Terezinha Scherer'), ('Prontuário', '1.044.872'), ('Sexo', 'F'), ('Nasc.', '11/02/1949'),
     ('Unidade', 'UTI adulto - leito 07'), ('Médico', 'Dr. Fábio Lemos CRM-RS 31.562'),
     ('Solicitação', '14/03/2025 22:30'), ('Internação', '12/03/2025'), ('Conv.', 'SUS')],
    '2025-03-15',
    [[
        Note('Resultados cumulativos da internação. Coluna mais recente à esquerda.'),
        Grid('GASOMETRIA ARTERIAL', ['15/03/2025\n06:10', '14/03/2025\n22:45'], G, [
            ('pH', '', ['7,31', '7,24'], '7,35 a 7,45', 'ph_a'),
            ('pCO2', 'mmHg', ['32', '29'], '35 a 45', 'pco2_a'),
            ('pO2', 'mmHg', ['84', '71'], '80 a 100', 'po2_a'),
            ('Bicarbonato (HCO3)', 'mmol/L', ['15,8', '12,1'], '22 a 26', 'hco3_a'),
            ('Excesso de bases (BE)', 'mmol/L', ['-9,4', '-14,2'], '-2 a +2', 'be_a'),
            ('Saturação de O2', '%', ['95,6', '92,8'], '95 a 98', 'so2_a'),
            ('Lactato', 'mmol/L', ['2,8', '4,6'], '0,5 a 1,6', 'lact_a'),
            ('Sódio', 'mmol/L', ['136', '134'], '136 a 145', 'na_bld'),
            ('Potássio', 'mmol/L', ['5,2', '5,9'], '3,5 a 5,1', 'k_bld'),
            ('Cloreto', 'mmol/L', ['106', '107'], '98 a 107', 'cl_bld'),
            ('Cálcio ionizado', 'mmol/L', ['1,08', '1,02'], '1,15 a 1,29', 'ica_bld'),
            ('Glicose', 'mmol/L', ['7,9', '11,4'], '3,9 a 5,8', 'glu_bld_si'),
        ], material='Sangue arterial (seringa heparinizada)', method='Potenciometria/amperometria - gasômetro',
            notes=['FiO2 informada: 0,35 (15/03) e 0,50 (14/03). Temperatura do paciente: 37,0 °C.']),
        Grid('BIOQUÍMICA (SORO)', ['15/03/2025\n06:10', '13/03/2025\n06:00'], ['2025-03-15', '2025-03-13'], [
            ('Creatinina', 'µmol/L', ['168', '142'], '45 a 84', 'creat_si'),
            ('Ureia', 'mmol/L', ['14,2', '11,8'], '2,8 a 7,2', 'urea_si'),
            ('Magnésio', 'mmol/L', ['0,74', '0,70'], '0,66 a 1,07', 'mg_si'),
            ('Fosfato', 'mmol/L', ['1,62', '1,41'], '0,81 a 1,45', 'phos_si'),
            ('Albumina', 'g/L', ['28', '—'], '35 a 52', 'alb'),
            ('Ânion gap', 'mmol/L', ['14', '—'], '8 a 16', 'agap'),
        ], material='Soro', method='Enzimático / colorimétrico',
            notes=['"—" = exame não solicitado na data. Ânion gap calculado: Na - (Cl + HCO3).']),
        Note('Valores críticos (pH 7,24 e lactato 4,6 mmol/L em 14/03/2025 22:45) comunicados ao Dr. Fábio Lemos às 23:02 por telefone.'),
    ]],
    style(COND, '9.4pt', '#0d5c3a', '#dcefe5', 'none', 'DejaVu', 8.8),
    ['Liberado por: Farm.-Bioq. Cláudio R. Stein CRF-RS 9.874\n15/03/2025 07:05', 'Emitido em 15/03/2025 07:20'],
    'HSL - Laboratório de Análises Clínicas · Acreditação PALC · Prontuário eletrônico 1.044.872')

# ---------------------------------------------------------------- t04 Belo Horizonte/MG: hepatology, free lines, qualitative results
add('t04',
    dict(name='Hepatus Análises Clínicas',
         sub='Av. Afonso Pena, 3333 - sala 402 - Funcionários - Belo Horizonte/MG\nCNPJ 21.904.556/0001-07 · CNES 7781234',
         right='RT: Dra. Cristiane Andrade Moura\nCRBM-3 2.915\nTel. (31) 3284-1000'),
    [('Paciente', 'Antônio Carlos Mendes Ferraz'), ('Pedido nº', 'H-77.412'), ('Sexo', 'Masculino'), ('Data Nasc.', '14/09/1971'),
     ('Médico', 'Dr. Eduardo Silveira (Hepatologia) CRM-MG 40.221'), ('Coletado em', '14/mar/2025 09:10'),
     ('Próx. consulta', '02/abr/2025'), ('Laudo', '18/mar/2025')],
    '2025-03-14',
    [[
        Exam('Aspartato aminotransferase (AST/TGO)', [R('AST/TGO', '68', 'U/L', 'Homens: até 40 U/L', 'ast', flag='Alto')], layout='free', material='Soro', method='Cinético UV IFCC 37 °C'),
        Exam('Alanina aminotransferase (ALT/TGP)', [R('ALT/TGP', '92', 'U/L', 'Homens: até 41 U/L', 'alt', flag='Alto')], layout='free', material='Soro', method='Cinético UV IFCC 37 °C'),
        Exam('Gama-glutamiltransferase', [R('GAMA GT', '145', 'U/L', 'Homens: 10 a 71 U/L', 'ggt', flag='Alto')], layout='free', material='Soro', method='Szasz modificado'),
        Exam('Fosfatase alcalina', [R('FOSFATASE ALCALINA', '132', 'U/L', '40 a 129 U/L', 'alp', flag='Alto')], layout='free', material='Soro', method='IFCC'),
        Exam('Bilirrubinas', [
            R('Bilirrubina total', '1,42', 'mg/dL', 'até 1,20 mg/dL', 'bilt', flag='Alto'),
            R('Bilirrubina direta', '0,48', 'mg/dL', 'até 0,30 mg/dL', 'bild', flag='Alto'),
            R('Bilirrubina indireta', '0,94', 'mg/dL', 'até 0,90 mg/dL', 'bili'),
        ], layout='leaders', material='Soro', method='Diazo (Jendrassik-Grof)'),
        Exam('Proteínas totais e frações', [
            R('Proteínas totais', '7,1', 'g/dL', '6,4 a 8,3', 'prot'),
            R('Albumina', '3,6', 'g/dL', '3,5 a 5,2', 'alb'),
            R('Globulinas', '3,5', 'g/dL', '2,3 a 3,5', 'glob'),
        ], layout='leaders', material='Soro', method='Biureto / verde de bromocresol'),
        Exam('Alfafetoproteína', [R('ALFAFETOPROTEÍNA', '4,2', 'ng/mL', 'Inferior a 7,0 ng/mL', 'afp')], layout='free', material='Soro', method='Eletroquimioluminescência'),
        Exam('Amônia', [R('AMÔNIA', '48', 'µmol/L', '16 a 60 µmol/L', 'nh3')], layout='free', material='Plasma EDTA (transporte em gelo)', method='Enzimático GLDH'),
    ], [
        Exam('Coagulograma', [
            R('Tempo de protrombina', '13,8', 'segundos', '(controle do dia: 12,1 segundos)', 'pt'),
            R('RNI', '1,18', '', 'até 1,25', 'inr'),
            R('TTPa - tempo de tromboplastina|parcial ativada', '32,4', 'segundos', '25,0 a 36,0 segundos', 'aptt'),
            R('Relação TTPa paciente/controle', '1,08', '', 'até 1,25', 'aptt_r'),
            R('Plaquetas', '142.000', '/mm³', '150.000 a 450.000', 'plt', flag='Baixo'),
        ], layout='leaders', material='Plasma citratado / sangue total EDTA', method='Coagulométrico; impedância'),
        Exam('Marcadores virais', [
            R('HBsAg - antígeno de superfície do vírus B', 'Não reagente', '', 'Não reagente', 'hbsag'),
            R('Anti-HCV', 'Reagente', '', 'Não reagente', 'antihcv'),
            R('Anti-HCV - índice (amostra/cut-off)', '12,40', '', 'Não reagente: inferior a 1,00', 'antihcv_sco'),
        ], layout='free', material='Soro', method='Quimioluminescência (CMIA)',
            notes=['Amostra reagente repetida em duplicata. Resultado reagente deve ser confirmado por pesquisa de HCV-RNA (Portaria MS vigente).']),
        Exam('HCV-RNA quantitativo (carga viral)', [
            R('HCV-RNA', '1.245.000', 'UI/mL', 'Não detectado', 'hcvrna'),
            R('HCV-RNA (log)', '6,10', 'log UI/mL', 'Limite de quantificação: 12 UI/mL (1,08 log)', 'hcvrna_log'),
        ], layout='free', material='Plasma EDTA', method='PCR em tempo real (Abbott RealTime HCV)',
            notes=['Exame realizado em laboratório de apoio. Data de realização: 17/03/2025.']),
    ]],
    style(DSERIF, '9.6pt', '#4a2a6b', '#ece4f3', 'none', 'DejaVuSerif', 8.6),
    ['Laudo liberado em 18/mar/2025\nDra. Cristiane Andrade Moura · CRBM-3 2.915', 'Assinatura digital\nICP-Brasil'],
    'Hepatus Análises Clínicas · Os resultados devem ser interpretados pelo médico assistente.')

# ---------------------------------------------------------------- t05 São Paulo/SP: haematology SI, two columns, iron, retics, electrophoresis
add('t05',
    dict(name='INSTITUTO PAULISTA DE HEMATOLOGIA',
         sub='Rua Dr. Diogo de Faria, 1201 - Vila Clementino - São Paulo - SP\nCNPJ 33.109.845/0001-12 | CNES 2078465',
         right='Responsável Técnico: Dr. Marcelo Takeda\nCRM-SP 98.233 - Hematologia\nLaboratório de pesquisa clínica (unidades SI)'),
    [('Paciente', 'Camila Rocha de Oliveira'), ('RG do protocolo', 'IPH-25-03-0415'), ('Sexo', 'Feminino'),
     ('Nascimento', '30/10/1997'), ('Médico', 'Dra. Sônia Kato CRM-SP 120.447'), ('Coleta', '14/03/2025 08:20'),
     ('Entrada', '14/03/2025'), ('DUM', '28/02/2025'), ('Estudo', 'Ambulatório de anemias')],
    '2025-03-14',
    [[
        TwoCol(Exam('ERITROGRAMA', [
            R('Eritrócitos', '4,12', '×10¹²/L', '3,90 a 5,00', 'rbc'),
            R('Hemoglobina', '98', 'g/L', '120 a 155', 'hb', flag='L'),
            R('Hematócrito', '0,31', 'L/L', '0,35 a 0,45', 'hct', flag='L'),
            R('VCM', '74', 'fL', '80 a 98', 'mcv', flag='L'),
            R('HCM', '23,8', 'pg', '27 a 33', 'mch', flag='L'),
            R('CHCM', '316', 'g/L', '320 a 360', 'mchc', flag='L'),
            R('RDW-CV', '17,2', '%', '11,5 a 14,5', 'rdw', flag='H'),
        ], layout='table', material='Sangue total EDTA', method='Citometria de fluxo'),
            Exam('LEUCOGRAMA E PLAQUETAS', [
                R('Leucócitos', '6,4', '×10⁹/L', '3,6 a 11,0', 'wbc'),
                R('Neutrófilos', '3,71', '×10⁹/L', '1,5 a 7,0', 'neut_abs'),
                R('Linfócitos', '1,98', '×10⁹/L', '1,0 a 3,5', 'lymph_abs'),
                R('Plaquetas', '412', '×10⁹/L', '150 a 450', 'plt'),
                R('Reticulócitos', '1,8', '%', '0,5 a 2,0', 'retic_pct'),
                R('Reticulócitos|(contagem absoluta)', '74', '×10⁹/L', '25 a 85', 'retic_abs'),
            ], layout='table', material='Sangue total EDTA', method='Citometria de fluxo / fluorescência'),
            title='HEMOGRAMA COM CONTAGEM DE RETICULÓCITOS'),
        Note('Morfologia: microcitose e hipocromia acentuadas; anisocitose moderada; raras hemácias em alvo. Plaquetas de aspecto normal.'),
        Exam('PERFIL DE FERRO', [
            R('Ferro sérico', '6,2', 'µmol/L', '9,0 a 30,4', 'iron_si', flag='L'),
            R('Capacidade total de ligação do ferro', '78', 'µmol/L', '45 a 72', 'tibc_si', flag='H'),
            R('Índice de saturação da transferrina', '8', '%', '15 a 50', 'tsat', flag='L'),
            R('Ferritina', '9', 'µg/L', '15 a 150', 'ferritin', flag='L'),
            R('Transferrina', '3,45', 'g/L', '2,00 a 3,60', 'transferrin'),
        ], layout='table', material='Soro', method='Colorimétrico (ferrozina) / imunoturbidimetria'),
        Exam('ELETROFORESE DE HEMOGLOBINA', [
            R('Hemoglobina A', '95,1', '%', '95,0 a 98,0', 'hba'),
            R('Hemoglobina A2', '3,9', '%', '2,0 a 3,3', 'hba2', flag='H'),
            R('Hemoglobina F', 'inferior a 0,8', '%', 'inferior a 1,0', 'hbf'),
            R('Hemoglobina S', '0,0', '%', 'ausente', 'hbs'),
        ], layout='table', material='Sangue total EDTA', method='Cromatografia líquida de alta eficiência (HPLC) - troca catiônica',
            notes=['Interpretação: perfil compatível com traço beta-talassêmico; a ferropenia concomitante pode reduzir a HbA2. Sugere-se repetir após reposição de ferro.']),
    ]],
    style(SANS, '9.2pt', '#8c1b1b', '#f3e0e0', 'uppercase', 'DejaVu', 8.2),
    ['Liberado em 19/03/2025 14:02\nDr. Marcelo Takeda - CRM-SP 98.233', 'Revisão técnica: Biom. Paula Arantes\nCRBM-1 33.871'],
    'IPH · Documento gerado em 19/03/2025 · Valores de referência para mulheres adultas')

# ---------------------------------------------------------------- t06 Salvador/BA: OGTT curve with insulin, HOMA, time columns
C = ['2025-03-14'] * 3
add('t06',
    dict(name='Bahia Análises Laboratoriais',
         sub='Av. Tancredo Neves, 1632 - Caminho das Árvores - Salvador/BA\nCNPJ 15.227.419/0001-33   CNES 0004561',
         right='Resp. técnico: Dr. Raimundo Teles Lima\nCRF-BA 3.418\n(71) 3341-2200'),
    [('Cliente', 'Luana Santos Conceição'), ('Requisição', '7.451.220'), ('Sexo', 'Fem.'), ('Nascimento', '09/01/1993'),
     ('Médico solicitante', 'Dra. Tatiana Reis CRM-BA 22.310'), ('Data da coleta', '14.03.25'),
     ('DUM', '01.03.25'), ('Gestante', 'Não')],
    '2025-03-14',
    [[
        Grid('CURVA GLICÊMICA E INSULINÊMICA - TOTG 75 g (3 dosagens)', ['Jejum\n(07:30)', '60 minutos\n(08:35)', '120 minutos\n(09:35)'], C, [
            ('Glicose', 'mg/dL', ['102', '192', '154'], 'Jejum: 70 a 99\n120 min: inferior a 140', ['glu_fast', 'glu_1h', 'glu_2h']),
            ('Insulina', 'µUI/mL', ['18,4', '142,0', '96,3'], 'Jejum: 2,6 a 24,9', 'insulin'),
        ], material='Soro (fluoreto para glicose)', method='Hexoquinase / quimioluminescência',
            notes=['Sobrecarga: 75 g de glicose anidra às 07:35. Paciente permaneceu em repouso durante o exame.',
                   'Critérios (ADA/SBD): glicemia de 2 h entre 140 e 199 mg/dL = tolerância diminuída à glicose.']),
        Exam('ÍNDICES CALCULADOS', [
            R('HOMA-IR', '4,65', '', 'inferior a 2,71', 'homa_ir', flag='Alto'),
            R('HOMA-BETA', '164,3', '%', '167 a 175 (referência do método)', 'homa_b'),
        ], layout='leaders', method='Matthews et al., 1985 (glicose e insulina de jejum)'),
        Exam('HEMOGLOBINA GLICADA', [
            R('Hemoglobina glicada - HbA1c', '6,1', '%', 'Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %', 'hba1c', flag='Alto'),
            R('HbA1c (IFCC)', '43', 'mmol/mol', 'inferior a 39 mmol/mol', 'hba1c_ifcc'),
            R('Glicose média estimada', '128', 'mg/dL', '', 'eag'),
        ], layout='leaders', material='Sangue total EDTA', method='HPLC certificado NGSP'),
        Exam('PEPTÍDEO C', [R('Peptídeo C (jejum)', '3,2', 'ng/mL', '1,1 a 4,4', 'cpep')], layout='leaders', material='Soro', method='Eletroquimioluminescência'),
        Exam('FUNÇÃO TIREOIDIANA', [
            R('TSH ultrassensível', '2,140', 'µUI/mL', '0,270 a 4,200', 'tsh'),
            R('T4 livre', '1,21', 'ng/dL', '0,93 a 1,70', 'ft4'),
        ], layout='leaders', material='Soro', method='Eletroquimioluminescência'),
        Note('Data de entrega prevista: 17.03.25.  Resultados anteriores de HbA1c (10.10.24: 5,9 %) constam apenas no histórico eletrônico.'),
    ]],
    style(LSANS, '9.6pt', '#b35c00', '#fbe9d6', 'none', 'LibSans', 8.8),
    ['Dr. Raimundo Teles Lima\nCRF-BA 3.418', 'Liberação: 17.03.25 11:48'],
    'Bahia Análises · Este laudo não tem valor diagnóstico isolado.')

# ---------------------------------------------------------------- t07 Florianópolis/SC: endocrine research service, SI, monospaced LIS print
add('t07',
    dict(name='LABORATÓRIO ÂNIMA - ENDOCRINOLOGIA',
         sub='Rua Lauro Linhares, 589 - Trindade - Florianópolis SC\nCNPJ 40.118.227/0001-91  CNES 9912034',
         right='RT: Bioq. Fernanda Schmitt Lenz\nCRF-SC 8.061\nServiço de pesquisa - unidades SI'),
    [('PACIENTE', 'RAFAELA CUNHA VIEIRA'), ('REGISTRO', '00412/25'), ('SEXO', 'F'), ('D.NASC', '17.06.90'),
     ('MEDICO', 'DR. GUSTAVO PRADO CRM-SC 19.004'), ('COLETA', '14.03.25 08:00'),
     ('DUM', '03.03.25'), ('FASE', 'folicular (12º dia)')],
    '2025-03-14',
    [[
        Exam('TIREOIDE', [
            R('TSH', '1,84', 'mUI/L', '0,40 - 4,00', 'tsh'),
            R('T4 LIVRE', '14,2', 'pmol/L', '10,0 - 22,0', 'ft4_si'),
            R('T3 LIVRE', '4,6', 'pmol/L', '3,1 - 6,8', 'ft3_si'),
        ], layout='mono', material='SORO', method='ECLIA'),
        Exam('EIXO ADRENAL E GONADAL', [
            R('CORTISOL 08H', '412', 'nmol/L', '166 - 507', 'cortisol_si'),
            R('PROLACTINA', '18,2', 'ng/mL', '4,8 - 23,3', 'prl'),
            R('LH', '6,4', 'UI/L', 'FOLIC: 2,4 - 12,6\nOVUL: 14,0 - 95,6', 'lh'),
            R('FSH', '5,1', 'UI/L', 'FOLIC: 3,5 - 12,5', 'fsh'),
            R('ESTRADIOL', '312', 'pmol/L', 'FOLIC: 114 - 332', 'e2_si'),
            R('TESTOSTERONA TOTAL', '1,9', 'nmol/L', '0,3 - 1,7', 'testo_si', flag='H'),
            R('SHBG', '42', 'nmol/L', '32,4 - 128', 'shbg'),
            R('SDHEA', '182', 'µg/dL', '98,8 - 340', 'dheas'),
            R('17-OH PROGESTERONA', '1,2', 'ng/mL', 'FOLIC: 0,1 - 0,8', 'ohp17', flag='H'),
            R('BETA-HCG QUANTITATIVO', 'inferior a 2,0', 'mUI/mL', 'NAO GESTANTE: < 5,0', 'hcg'),
        ], layout='mono', material='SORO', method='ECLIA / LC-MS/MS (17-OHP)'),
        Exam('VITAMINAS E GLICEMIA', [
            R('25-OH VITAMINA D', '62', 'nmol/L', '> 50 SUFICIENTE', 'vitd_si'),
            R('VITAMINA B12', '248', 'pmol/L', '145 - 569', 'b12_si'),
            R('FOLATO SERICO', '18,4', 'nmol/L', '> 10,4', 'folate_si'),
            R('GLICOSE JEJUM', '5,2', 'mmol/L', '3,9 - 5,5', 'glu_fast_si'),
            R('INSULINA', '64', 'pmol/L', '18 - 173', 'insulin'),
        ], layout='mono', material='SORO', method='ECLIA / HEXOQUINASE'),
        Note('OBS: TESTOSTERONA E 17-OHP DISCRETAMENTE ELEVADAS - CORRELACIONAR COM QUADRO CLINICO (SOP?).\n'
             'CONVERSAO: T4L pmol/L x 0,0777 = ng/dL.  RECEBIDO EM 14.03.25  -  LIBERADO EM 20.03.25  -  IMPRESSO EM 21.03.25', 'note'),
    ]],
    style(MONO, '9.0pt', '#222222', '#e6e6e6', 'uppercase', 'LibMono', 8.2),
    ['BIOQ. FERNANDA SCHMITT LENZ - CRF-SC 8.061', 'ASSINADO DIGITALMENTE 20.03.25'],
    'LAB ANIMA - PROTOCOLO DE PESQUISA CEP 5.812.447 - USO CLINICO MEDIANTE AVALIACAO MEDICA')

# ---------------------------------------------------------------- t08 Fortaleza/CE: cumulative report (3 dates), diabetes + CKD, SI creatinine
D3 = ['2025-03-14', '2024-12-10', '2024-09-09']
add('t08',
    dict(name='Nordeste Diagnóstico',
         sub='Rua Barbosa de Freitas, 1500 - Aldeota - Fortaleza/CE\nCNPJ 05.664.890/0001-21 · CNES 2561298',
         right='Responsável técnico: Dr. Francisco Holanda Neto\nCRM-CE 8.773\nCentral (85) 3261-5000'),
    [('Paciente', 'Maria do Socorro Pinheiro Lima'), ('Código', 'ND-5512-80'), ('Sexo', 'Feminino'), ('Nascimento', '21/03/1961'),
     ('Médico', 'Dr. Vinícius Bezerra CRM-CE 14.118'), ('Coleta atual', '14/03/2025'),
     ('Cadastro', '02/09/2019'), ('Emissão', '16/03/2025')],
    '2025-03-14',
    [[
        Note('RELATÓRIO EVOLUTIVO - acompanhamento de diabetes e doença renal crônica. Cada coluna corresponde a uma data de coleta.', 'etitle'),
        Grid('BIOQUÍMICA', ['14/03/2025', '10/12/2024', '09/09/2024'], D3, [
            ('Glicose em jejum', 'mmol/L', ['8,4', '9,1', '10,2'], '3,9 a 5,5', 'glu_fast_si'),
            ('Hemoglobina glicada', '%', ['7,4', '7,9', '8,6'], 'Meta individual: inferior a 7,0', 'hba1c'),
            ('Creatinina', 'µmol/L', ['121', '115', '106'], '45 a 84', 'creat_si'),
            ('TFG estimada|CKD-EPI 2021', 'mL/min/1,73 m²', ['42', '45', '50'], 'superior a 60', 'egfr21'),
            ('Ureia', 'mmol/L', ['9,8', '9,1', '8,0'], '2,5 a 7,1', 'urea_si'),
            ('Potássio', 'mmol/L', ['5,3', '5,0', '4,8'], '3,5 a 5,1', 'k'),
            ('Ácido úrico', 'µmol/L', ['402', '388', '—'], '143 a 339', 'urate_si'),
        ], material='Soro / sangue total EDTA', method='Enzimático; HPLC; ISE'),
        Grid('URINA - AMOSTRA ISOLADA', ['14/03/2025', '10/12/2024', '09/09/2024'], D3, [
            ('Relação albumina/creatinina', 'mg/g', ['412', '356', '298'], 'inferior a 30', 'uacr'),
            ('Relação proteína/creatinina', 'g/g', ['0,82', '0,71', '—'], 'inferior a 0,15', 'upcr'),
        ], material='Urina (primeira da manhã)', method='Imunoturbidimetria / colorimétrico'),
        Exam('EXAMES DO DIA (14/03/2025)', [
            R('Hemoglobina', '11,2', 'g/dL', '12,0 a 15,5', 'hb', flag='Baixo'),
            R('Ferritina', '148', 'ng/mL', '15 a 150', 'ferritin'),
            R('Saturação da transferrina', '21', '%', '20 a 50', 'tsat'),
            R('Paratormônio intacto', '11,8', 'pmol/L', '1,6 a 6,9', 'pth_si', flag='Alto'),
            R('25-hidroxivitamina D', '54', 'nmol/L', 'superior a 50', 'vitd_si'),
            R('Cálcio', '2,31', 'mmol/L', '2,15 a 2,55', 'ca_si'),
            R('Fósforo', '1,38', 'mmol/L', '0,81 a 1,45', 'phos_si'),
            R('Bicarbonato (CO2 total)', '21', 'mmol/L', '22 a 29', 'co2t', flag='Baixo'),
        ], layout='table', material='Soro / sangue total', method='Diversos'),
        Note('Valores de 10/12/2024 e 09/09/2024 reproduzidos do histórico do laboratório (mesma metodologia).'),
    ]],
    style(SERIF, '10pt', '#004d66', '#d9edf2', 'none', 'LibSerif', 9.0),
    ['Dr. Francisco Holanda Neto · CRM-CE 8.773\nLiberado em 16/03/2025 09:15', ''],
    'Nordeste Diagnóstico · Relatório evolutivo emitido em 16/03/2025 · Guarde este documento')

# ---------------------------------------------------------------- t09 Goiânia/GO: coagulation + hemolysis, ref-first and split names, 2 pages
add('t09',
    dict(name='Laboratório Hemoclin Goiás',
         sub='Av. T-4, 1.478 - Setor Bueno - Goiânia - GO\nCNPJ 26.553.101/0001-49  CNES 5521874',
         right='Responsável técnico:\nDra. Aline Barbosa Guimarães - CRBM-3 11.402\nFone (62) 3251-7788'),
    [('Paciente', 'Geraldo Magela Fonseca'), ('OS', '1125-330918'), ('Sexo', 'M'), ('Data de Nascimento', '02/12/1979'),
     ('Médico', 'Dr. Henrique Vasconcelos CRM-GO 16.540'), ('Data da coleta', '14/03/2025 10:25'),
     ('Data da solicitação', '13/03/2025'), ('Uso de anticoagulante', 'Varfarina 5 mg/dia (informado)')],
    '2025-03-14',
    [[
        Exam('TEMPO DE PROTROMBINA (TP/RNI)', [
            R('Tempo do paciente', '31,6', 's', 'Controle do dia: 12,4 s', 'pt', flag='*'),
            R('RNI (INR)', '2,68', '', 'Sem anticoagulação: 0,9 a 1,2\nAnticoagulação oral: 2,0 a 3,0', 'inr'),
        ], layout='reffirst', material='Plasma citrato 3,2 %', method='Coagulométrico - tromboplastina (ISI 1,02)'),
        Exam('TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA', [
            R('TTPA', '38,6', 's', '25,4 a 36,9 s', 'aptt', flag='*'),
            R('Relação paciente/controle', '1,24', '', 'até 1,20', 'aptt_r', flag='*'),
        ], layout='reffirst', material='Plasma citrato 3,2 %', method='Coagulométrico'),
        Exam('FIBRINOGÊNIO E D-DÍMERO', [
            R('Fibrinogênio', '412', 'mg/dL', '200 a 400 mg/dL', 'fib', flag='*'),
            R('D-dímero', '820', 'ng/mL FEU', 'até 500 ng/mL FEU', 'ddimer', flag='*'),
        ], layout='reffirst', material='Plasma citrato 3,2 %', method='Clauss / imunoturbidimetria'),
        Note('(*) Resultado fora do intervalo de referência. Valor de corte para exclusão de TEV (D-dímero): 500 ng/mL FEU.'),
        Exam('MARCADORES DE HEMÓLISE', [
            R('Desidrogenase láctica|(LDH)', '486', 'U/L', '135 a 225 U/L', 'ldh', flag='*'),
            R('Haptoglobina', 'inferior a 10', 'mg/dL', '30 a 200 mg/dL', 'hapto', flag='*'),
            R('Reticulócitos', '4,8', '%', '0,5 a 2,0 %', 'retic_pct', flag='*'),
            R('Reticulócitos|(valor absoluto)', '182.400', '/mm³', '25.000 a 85.000 /mm³', 'retic_abs', flag='*'),
            R('Bilirrubina total', '2,36', 'mg/dL', 'até 1,20 mg/dL', 'bilt', flag='*'),
            R('Bilirrubina indireta', '1,98', 'mg/dL', 'até 0,90 mg/dL', 'bili', flag='*'),
            R('Teste de Coombs direto|(antiglobulina direta)', 'Positivo', '', 'Negativo', 'dat', flag='*'),
        ], layout='reffirst', material='Soro / sangue total EDTA', method='Diversos'),
    ], [
        Exam('HEMOGRAMA', [
            R('Hemácias', '3,38', 'milhões/mm³', '4,50 a 5,90', 'rbc', flag='*'),
            R('Hemoglobina', '10,6', 'g/dL', '13,5 a 17,5', 'hb', flag='*'),
            R('Hematócrito', '32,1', '%', '41,0 a 53,0', 'hct', flag='*'),
            R('VCM', '95,0', 'fL', '80 a 100', 'mcv'),
            R('RDW', '16,8', '%', '11,5 a 14,5', 'rdw', flag='*'),
            R('Leucócitos', '9.870', '/mm³', '4.000 a 11.000', 'wbc'),
            R('Plaquetas', '238.000', '/mm³', '150.000 a 450.000', 'plt'),
        ], layout='reffirst', material='Sangue total EDTA', method='Automação (impedância/citometria) + revisão microscópica',
            notes=['Esfregaço: policromasia moderada, esferócitos (+), raros eritroblastos (2/100 leucócitos).']),
        Note('Observação: Coombs direto positivo com perfil IgG. Sugere-se eluato e pesquisa de anticorpos irregulares.\n'
             'Exames de 05/02/2025 (TP/RNI 2,31) disponíveis mediante solicitação - não reproduzidos neste laudo.'),
    ]],
    style(SANS, '9.6pt', '#5b1f1f', '#eee', 'none', 'DejaVu', 9.0),
    ['Dra. Aline Barbosa Guimarães\nCRBM-3 11.402', 'Laudo liberado em 14/03/2025 às 17:52'],
    'Hemoclin Goiás · Emitido em 15/03/2025 · www.hemoclingo.com.br')

# ---------------------------------------------------------------- t10 Brasília/DF: hepatology follow-up in SI, leaders, viral markers
add('t10',
    dict(name='Laboratório Central do Planalto',
         sub='SEPS 710/910 Bloco B - Asa Sul - Brasília/DF\nCNPJ 00.482.339/0001-70   CNES 0010456',
         right='Responsável técnico: Dr. Otávio Pires Cardoso\nCRM-DF 11.720\nServiço de Hepatologia - unidades SI'),
    [('Paciente', 'Sebastião Ribeiro Alves'), ('Nº do pedido', 'CP-2503-11874'), ('Sexo', 'Masc.'), ('Nascido em', '19 de agosto de 1955'),
     ('Médico', 'Dra. Renata Queiroz CRM-DF 15.962'), ('Coleta', '14 de março de 2025, 07h55'),
     ('Transplante', 'lista desde 10 de junho de 2024'), ('Emissão', '20 de março de 2025')],
    '2025-03-14',
    [[
        Exam('Bioquímica hepática', [
            R('Bilirrubina total', '38', 'µmol/L', '5 a 21', 'bilt_si', flag='↑'),
            R('Bilirrubina direta', '22', 'µmol/L', '0 a 5', 'bild_si', flag='↑'),
            R('AST (TGO)', '74', 'U/L', 'até 40', 'ast', flag='↑'),
            R('ALT (TGP)', '51', 'U/L', 'até 41', 'alt', flag='↑'),
            R('Gama-GT', '96', 'U/L', '10 a 71', 'ggt', flag='↑'),
            R('Fosfatase alcalina', '158', 'U/L', '40 a 129', 'alp', flag='↑'),
            R('Albumina', '31', 'g/L', '35 a 52', 'alb', flag='↓'),
            R('Amônia', '72', 'µmol/L', '16 a 60', 'nh3', flag='↑'),
        ], layout='leaders', material='Soro / plasma', method='Colorimétrico; cinético IFCC; enzimático'),
        Exam('Função renal e eletrólitos', [
            R('Creatinina', '88', 'µmol/L', '62 a 106', 'creat_si'),
            R('Sódio', '131', 'mmol/L', '136 a 145', 'na', flag='↓'),
            R('Potássio', '4,1', 'mmol/L', '3,5 a 5,1', 'k'),
        ], layout='leaders', material='Soro', method='Enzimático / ISE'),
        Exam('Coagulação e plaquetas', [
            R('RNI', '1,62', '', '0,90 a 1,20', 'inr', flag='↑'),
            R('Plaquetas', '86', '×10⁹/L', '150 a 400', 'plt', flag='↓'),
        ], layout='leaders', material='Plasma citrato / sangue EDTA', method='Coagulométrico / impedância'),
        Exam('Rastreamento de carcinoma hepatocelular', [
            R('Alfafetoproteína', '12,4', 'ng/mL', 'inferior a 7,0', 'afp', flag='↑', prev=('9,8', '2024-12-12', '12 de dezembro de 2024')),
        ], layout='leaders', material='Soro', method='Quimioluminescência'),
        Exam('Marcadores virais', [
            R('HBsAg', 'Reagente', '', 'Não reagente', 'hbsag'),
            R('Anti-HBs', 'inferior a 2,0', 'mUI/mL', 'Imune: igual ou superior a 10', 'antihbs'),
            R('Anti-HCV', 'Não reagente', '', 'Não reagente', 'antihcv'),
            R('Anti-HIV 1/2 (4ª geração)', 'Não reagente', '', 'Não reagente', 'hiv'),
        ], layout='leaders', material='Soro', method='Quimioluminescência (CMIA)'),
        Note('Escore MELD-Na calculado pelo médico assistente (não faz parte deste laudo). Próxima coleta programada: 14 de abril de 2025.'),
    ]],
    style(LSANS, '10pt', '#1f3d7a', '#e1e8f5', 'none', 'LibSans', 9.0),
    ['Dr. Otávio Pires Cardoso - CRM-DF 11.720\nLiberado em 19 de março de 2025', 'Conferência: Bioq. Lívia Matos CRF-DF 4.410'],
    'Laboratório Central do Planalto · Laudo emitido em 20 de março de 2025 · Página de resultados')

# ---------------------------------------------------------------- t11 Campo Grande/MS: dialysis monthly panel, pre/post, two columns, 2 pages
add('t11',
    dict(name='Laboratório Pantanal Análises Clínicas',
         sub='Rua 14 de Julho, 2.870 - Centro - Campo Grande/MS\nCNPJ 03.998.574/0001-02 | CNES 2658291',
         right='Responsável: Dr. Rogério Takahashi - CRF-MS 2.118\nConvênio: Clínica do Rim Pantanal\n(67) 3384-5566'),
    [('Paciente', 'Edilene Aparecida Gomes'), ('Prontuário HD', 'HD-0227'), ('Sexo', 'Feminino'), ('Nascimento', '15/04/1968'),
     ('Nefrologista', 'Dr. Marcos Antunes CRM-MS 6.431'), ('Coleta', '11/03/2025 (2ª feira - 1º turno)'),
     ('Início da HD', '20/08/2019'), ('Protocolo', 'MENSAL MARÇO/2025')],
    '2025-03-11',
    [[
        TwoCol(Exam('PRÉ-HEMODIÁLISE', [
            R('Ureia pré-HD', '142', 'mg/dL', '15 a 40', 'urea', flag='H'),
            R('Creatinina', '6,84', 'mg/dL', '0,50 a 1,10', 'creat', flag='H'),
            R('Potássio', '5,9', 'mEq/L', '3,5 a 5,1', 'k', flag='H'),
            R('Sódio', '137', 'mEq/L', '136 a 145', 'na'),
            R('Bicarbonato', '20', 'mEq/L', '22 a 29', 'hco3', flag='L'),
            R('Cálcio total', '8,6', 'mg/dL', '8,6 a 10,3', 'ca'),
            R('Cálcio iônico', '4,42', 'mg/dL', '4,60 a 5,30', 'ica_mass', flag='L'),
            R('Fósforo', '6,2', 'mg/dL', '2,5 a 4,5', 'phos', flag='H'),
            R('Ácido úrico', '6,1', 'mg/dL', '2,4 a 5,7', 'urate', flag='H'),
        ], layout='table', material='Soro', method='Automação bioquímica'),
            Exam('PÓS-HEMODIÁLISE', [
                R('Ureia pós-HD', '48', 'mg/dL', '—', 'urea'),
                R('Potássio pós-HD', '3,6', 'mEq/L', '3,5 a 5,1', 'k'),
                Note('Coleta pós realizada às 11:40 do mesmo dia (sessão de 4 h).'),
                R('Hemoglobina', '10,4', 'g/dL', '12,0 a 15,5', 'hb', flag='L'),
                R('Hematócrito', '31,8', '%', '36,0 a 46,0', 'hct', flag='L'),
                R('Albumina', '3,8', 'g/dL', '3,5 a 5,2', 'alb'),
                R('Fosfatase alcalina', '212', 'U/L', '35 a 104', 'alp', flag='H'),
                R('ALT (TGP)', '14', 'U/L', 'até 33', 'alt'),
                R('Glicose', '118', 'mg/dL', '70 a 99', 'glu_fast', flag='H'),
            ], layout='table', material='Soro / sangue EDTA', method='Automação'),
            title='PAINEL MENSAL DE HEMODIÁLISE - 11/03/2025'),
        Note('URR (redução da ureia) e Kt/V são calculados pela clínica de diálise e não fazem parte deste laudo.'),
        Exam('PERFIL DE FERRO (TRIMESTRAL)', [
            R('Ferro sérico', '68', 'µg/dL', '50 a 170', 'iron'),
            R('Capacidade total de ligação do ferro', '242', 'µg/dL', '250 a 450', 'tibc', flag='L'),
            R('Saturação da transferrina', '28', '%', '20 a 50', 'tsat'),
            R('Ferritina', '612', 'ng/mL', '13 a 150', 'ferritin', flag='H'),
        ], layout='table', material='Soro', method='Colorimétrico / quimioluminescência'),
    ], [
        Exam('METABOLISMO MINERAL E ÓSSEO (TRIMESTRAL)', [
            R('PTH intacto', '486', 'pg/mL', '15 a 65\nMeta DRC 5D (KDIGO): 2 a 9 × o limite superior', 'pth', flag='H'),
            R('25-OH vitamina D', '14', 'ng/mL', 'superior a 30 (pacientes com DRC)', 'vitd', flag='L'),
            R('Magnésio', '2,7', 'mg/dL', '1,6 a 2,6', 'mg', flag='H'),
        ], layout='table', material='Soro', method='Quimioluminescência / colorimétrico'),
        Exam('SOROLOGIAS (SEMESTRAL)', [
            R('HBsAg', 'Não reagente', '', 'Não reagente', 'hbsag'),
            R('Anti-HBs', 'superior a 1.000', 'mUI/mL', 'Imune: igual ou superior a 10', 'antihbs'),
            R('Anti-HCV', 'Não reagente', '', 'Não reagente', 'antihcv'),
            R('Anti-HIV 1 e 2', 'Não reagente', '', 'Não reagente', 'hiv'),
        ], layout='table', material='Soro', method='Quimioluminescência'),
        Exam('OUTROS', [
            R('Hemoglobina glicada', '5,4', '%', 'inferior a 5,7', 'hba1c'),
            R('TSH', '3,12', 'µUI/mL', '0,27 a 4,20', 'tsh'),
        ], layout='table', material='Sangue EDTA / soro', method='HPLC / ECLIA'),
        Note('Próximo painel mensal: 08/04/2025.  Sorologias repetidas semestralmente conforme RDC nº 11/2014.'),
    ]],
    style(SANS, '9.4pt', '#2e5d1e', '#e3efdc', 'none', 'DejaVu', 8.6),
    ['Dr. Rogério Takahashi\nCRF-MS 2.118', 'Liberado: 12/03/2025 15:20\nImpresso: 13/03/2025'],
    'Laboratório Pantanal · Resultados exclusivos para o paciente e a equipe de diálise.')

# ---------------------------------------------------------------- t12 Teresina/PI: ordinary check-up at an interior lab, conventional units, mixed case
add('t12',
    dict(name='Laboratório São Lucas',
         sub='Av. Frei Serafim, 2280 - Centro - Teresina - PI\nCNPJ 07.334.118/0001-56 - CNES 2323591',
         right='Bioquímica responsável: Dra. Joana Darc Sousa\nCRF-PI 1.957\nFone: (86) 3221-4040'),
    [('Paciente', 'Francisco das Chagas Moura'), ('Nº', '25.031.4408'), ('Sexo', 'Masculino'), ('Nasc.', '08/11/1976 (48a)'),
     ('Médico(a)', 'Dr. Júlio Rêgo - Endocrinologia'), ('Coleta', '14 de março de 2025'),
     ('Cadastro', '13/03/2025'), ('Entrega', '18/03/2025')],
    '2025-03-14',
    [[
        Exam('HEMOGRAMA COMPLETO', [
            R('Hemácias', '4,62', 'milhões/mm³', '4,50 a 5,90', 'rbc'),
            R('Hemoglobina', '14,1', 'g/dL', '13,5 a 17,5', 'hb'),
            R('Hematócrito', '42,3', '%', '41 a 53', 'hct'),
            R('V.C.M.', '91,6', 'fL', '80 a 100', 'mcv'),
            R('H.C.M.', '30,5', 'pg', '26 a 34', 'mch'),
            R('C.H.C.M.', '33,3', 'g/dL', '31 a 36', 'mchc'),
            R('Leucócitos', '7.450', '/mm³', '4.000 a 11.000', 'wbc'),
            R('Plaquetas', '254.000', '/mm³', '150.000 a 450.000', 'plt'),
        ], layout='leaders', material='Sangue total (EDTA)', method='Automatizado - impedância e citometria'),
        Exam('BIOQUÍMICA', [
            R('Glicose', '108', 'mg/dL', '70 a 99', 'glu_fast', flag='Alto'),
            R('Hemoglobina Glicada', '6,0', '%', 'até 5,6', 'hba1c', flag='Alto'),
            R('Creatinina', '1,02', 'mg/dL', '0,70 a 1,30', 'creat'),
            R('Taxa de Filtração Glomerular (CKD-EPI)', '88', 'mL/min/1,73m²', 'superior a 60', 'egfr'),
            R('Ureia', '34', 'mg/dL', '15 a 45', 'urea'),
            R('Ácido Úrico', '6,8', 'mg/dL', '3,4 a 7,0', 'urate'),
            R('TGO (AST)', '29', 'U/L', 'até 40', 'ast'),
            R('TGP (ALT)', '44', 'U/L', 'até 41', 'alt', flag='Alto'),
            R('Gama GT', '52', 'U/L', '12 a 64', 'ggt'),
        ], layout='leaders', material='Soro', method='Enzimático / HPLC'),
        Exam('HORMÔNIOS E VITAMINAS', [
            R('TSH', '1,96', 'µUI/mL', '0,35 a 4,94', 'tsh'),
            R('T4 Livre', '1,08', 'ng/dL', '0,70 a 1,48', 'ft4'),
            R('Anti-TPO', '< 9,0', 'UI/mL', 'inferior a 34,0', 'tpo'),
            R('Testosterona Total', '318', 'ng/dL', '240 a 871', 'testo'),
            R('Vitamina D (25-OH)', '26,7', 'ng/mL', 'População geral: superior a 20\nGrupos de risco: 30 a 60', 'vitd'),
            R('Vitamina B12', '412', 'pg/mL', '187 a 883', 'b12'),
            R('Ferritina', '286', 'ng/mL', '22 a 322', 'ferritin'),
            R('Insulina de jejum', '21,3', 'µUI/mL', '2,6 a 24,9', 'insulin'),
            R('Índice HOMA-IR', '5,68', '', 'até 2,7', 'homa_ir', flag='Alto'),
            R('PSA total', '0,84', 'ng/mL', 'até 4,0', 'psa'),
        ], layout='leaders', material='Soro', method='Quimioluminescência'),
        Note('Paciente informou jejum de 10 horas e uso de metformina desde 20/01/2025.  Exame anterior de HbA1c (12/2024): consultar histórico.'),
    ]],
    style(SERIF, '10.2pt', '#333366', '#e4e4f0', 'none', 'LibSerif', 9.2),
    ['Dra. Joana Darc Sousa\nCRF-PI 1.957', 'Data de liberação: 17 de março de 2025'],
    'Laboratório São Lucas - Teresina/PI - Impresso em 18 de março de 2025')
