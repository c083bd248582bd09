"""One Python model per report: both renderings and the gold come from here."""
def R(n, k, v, u='', ref='', f='', **kw):
    d = dict(n=n, k=k, v=v, u=u, ref=ref, f=f); d.update(kw); return d
def SUB(n): return dict(n=n)
def S(title, rows, style='table', info='', **kw):
    d = dict(title=title, rows=rows, style=style, info=info); d.update(kw); return ('sec', d)

REPORTS = []

# ---------------------------------------------------------------- n01 national network, São Paulo/SP
REPORTS.append(dict(
 id='n01', lab='Rede Diagnósticos Atlântico', coll='2025-03-14',
 style=dict(font='Liberation Sans', size=8.6, accent='#0b4f8a', pdffont='sans', pdfsize=7.6, nmw='28%'),
 head=['Rede Diagnósticos Atlântico', 'Unidade Paulista — Av. Bernardino de Campos, 1120 — São Paulo/SP — CEP 04004-050',
       'CNPJ 41.873.220/0001-96  ·  CNES 7712345  ·  Resp. Técnico: Dr. Henrique Lobato Vasques — CRM-SP 98.431'],
 pat=[('Paciente:', 'MARIANA DE SOUZA FREITAS'), ('Nascimento:', '22/07/1972 (52a)'), ('Sexo:', 'Feminino'),
      ('Pedido:', '0931-25-4471802'), ('Médico(a):', 'Dra. Luísa Paranhos — CRM-SP 120.554'), ('Convênio:', 'Bradesco Saúde'),
      ('Data da coleta:', '14/03/2025 07:38'), ('Recebido em:', '14/03/2025 09:02'), ('Liberado em:', '15/03/2025 16:47')],
 foot='Rede Diagnósticos Atlântico · Laudo emitido eletronicamente em 15/03/2025 16:51 · Impresso em 17/03/2025 08:10\nResultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos. SAC 0800 771 2040.',
 pages=[[
  S('HEMOGRAMA COMPLETO', [
    R('Eritrócitos', 'rbc', '4,52', 'milhões/mm³', '3,90 a 5,03'),
    R('Hemoglobina', 'hgb', '13,4', 'g/dL', '12,0 a 15,5'),
    R('Hematócrito', 'hct', '40,1', '%', '35,0 a 45,0'),
    R('VCM', 'mcv', '88,7', 'fL', '81,0 a 99,0'),
    R('HCM', 'mch', '29,6', 'pg', '27,0 a 33,0'),
    R('CHCM', 'mchc', '33,4', 'g/dL', '31,5 a 35,0'),
    R('RDW', 'rdw', '13,1', '%', '11,6 a 14,4'),
    R('Leucócitos', 'wbc', '6.430', '/mm³', '3.500 a 10.500'),
   ], info='Material: Sangue total (EDTA)   Método: Citometria de fluxo / impedância — Sysmex XN'),
  S('LEUCOGRAMA', [
    R('Neutrófilos', 'neut_p', '58,2', '%', '45,5 a 73,1 % | 1.700 a 7.000 /mm³', v2='3.742', u2='/mm³', k2='neut_a'),
    R('Linfócitos', 'lymph_p', '31,0', '%', '18,0 a 44,0 % | 900 a 2.900 /mm³', v2='1.993', u2='/mm³', k2='lymph_a'),
    R('Monócitos', 'mono_p', '7,1', '%', '3,8 a 10,0 % | 300 a 900 /mm³', v2='457', u2='/mm³', k2='mono_a'),
    R('Eosinófilos', 'eos_p', '3,1', '%', '0,0 a 5,0 % | 50 a 500 /mm³', v2='199', u2='/mm³', k2='eos_a'),
    R('Basófilos', 'baso_p', '0,6', '%', '0,0 a 1,5 % | 0 a 100 /mm³', v2='39', u2='/mm³', k2='baso_a'),
    R('Plaquetas', 'plt', '251.000', '/mm³', '150.000 a 450.000'),
   ], style='dual', cols=['', 'Relativo', 'Absoluto', 'Valores de referência'],
   notes=['Série vermelha e plaquetária sem alterações morfológicas ao esfregaço.']),
  S('BIOQUÍMICA', [
    R('Glicose', 'glu', '104', 'mg/dL', 'Normal: 70 a 99\nAlterada: 100 a 125', f='H', prev=('98', '2024-09-12'), prevlabel='12/09/2024'),
    R('Hemoglobina glicada (HbA1c)', 'hba1c', '5,9', '%', 'Normal: < 5,7\nPré-diabetes: 5,7 a 6,4', f='H', prev=('5,7', '2024-09-12'), prevlabel='12/09/2024'),
    R('Glicemia média estimada', 'eag', '123', 'mg/dL', ''),
    R('Creatinina', 'creat', '0,82', 'mg/dL', '0,50 a 0,90'),
    R('TFG estimada (CKD-EPI 2021)', 'egfr', '> 90', 'mL/min/1,73m²', '> 90 normal'),
    R('Ureia', 'urea', '31', 'mg/dL', '15 a 45'),
    R('TSH', 'tsh', '2,14', 'µUI/mL', '0,45 a 4,50'),
    R('T4 livre', 't4l', '1,12', 'ng/dL', '0,70 a 1,48'),
   ], info='Material: Soro / Sangue total (HbA1c)   Métodos: enzimático, HPLC, quimioluminescência', prevlabel='Anterior (data)'),
 ], [
  S('LIPIDOGRAMA', [
    R('Colesterol total', 'chol', '212', 'mg/dL', 'Desejável: < 190', f='H', prev=('225', '2024-09-12'), prevlabel='12/09/2024'),
    R('HDL-COLESTEROL', 'hdl', '48', 'mg/dL', 'Desejável: > 40', prev=('45', '2024-09-12'), prevlabel='12/09/2024'),
    R('LDL-Colesterol (Martin)', 'ldl', '138', 'mg/dL', 'Conforme risco cardiovascular:\nbaixo < 130 · intermediário < 100\nalto < 70 · muito alto < 50'),
    R('VLDL-Colesterol', 'vldl', '26', 'mg/dL', '< 30'),
    R('Colesterol não-HDL', 'nonhdl', '164', 'mg/dL', 'baixo risco < 160', f='H'),
    R('Triglicerídeos', 'tg', '131', 'mg/dL', 'Jejum: < 150\nSem jejum: < 175', prev=('148', '2024-09-12'), prevlabel='12/09/2024'),
   ], info='Material: Soro   Método: Enzimático colorimétrico   Jejum: 12 horas', prevlabel='Anterior (data)',
   notes=['Valores referenciais conforme Atualização da Diretriz Brasileira de Dislipidemias (SBC 2017) e consenso de jejum facultativo.',
          'LDL calculado pela equação de Martin-Hopkins.']),
  S('VITAMINAS', [
    R('25-Hidroxivitamina D', 'vitd', '27,4', 'ng/mL', 'População saudável até 60 anos: > 20\nGrupos de risco: 30 a 60'),
   ], info='Material: Soro   Método: Quimioluminescência'),
  ('text', 'Resultado anterior exibido para comparação: coleta de 12/09/2024 na unidade Moema, mesma metodologia.'),
  ('sig', 'Dra. Camila Nogueira Azevedo — CRBM-1 18.442\nLiberado eletronicamente em 15/03/2025 16:47'),
 ]]))

# ---------------------------------------------------------------- n02 regional chain, Governador Valadares/MG
REPORTS.append(dict(
 id='n02', lab='Laboratório Vale do Rio Doce', coll='2025-02-07',
 style=dict(font='DejaVu Sans Mono', size=8, accent='#222', pdffont='mono', pdfsize=7.6, mono=7.8,
            stitlecss='border-top:1px dashed #444; border-bottom:1px dashed #444; padding:0.3mm 0;'),
 head=['LABORATÓRIO VALE DO RIO DOCE LTDA', 'Rua Marechal Floriano, 1.432 - Centro - Governador Valadares/MG - (33) 3271-0090',
       'CNPJ 19.442.107/0001-30   CNES 2209871   RT: Farm.-Bioq. Paulo César Mendonça  CRF-MG 11.276'],
 pcols=2,
 pat=[('Paciente.:', 'JOSE CARLOS PEREIRA NUNES'), ('Protocolo:', '2502070419'),
      ('Dt.Nasc.:', '03.11.86'), ('Sexo:', 'M   Idade: 38 anos'),
      ('Solicitante:', 'DR. RENATO FALEIRO CRM-MG 45210'), ('Dt.Pedido:', '05.02.25'),
      ('Dt.Coleta:', '07.02.25 08:12'), ('Dt.Entrega:', '10.02.25')],
 foot='Vale do Rio Doce - unidades: Centro, Ilha dos Araújos, Teófilo Otoni, Caratinga.  Impresso: 10.02.25 11:34  Usuário: RECEP03\nEste laudo só tem valor com assinatura. A interpretação dos resultados é atribuição do médico.',
 pages=[[
  S('BIOQUÍMICA - SORO', [
    R('GLICOSE', 'glu', '88', 'mg/dL', '70 a 99'),
    R('COLESTEROL TOTAL', 'chol', '187', 'mg/dL', 'desejável < 190'),
    R('Colesterol HDL', 'hdl', '41', 'mg/dL', '> 40'),
    R('COLESTEROL LDL', 'ldl', '121', 'mg/dL', 'ver meta individual'),
    R('COLESTEROL\nNÃO-HDL', 'nonhdl', '146', 'mg/dL', '< 160'),
    R('TRIGLICERÍDEOS', 'tg', '125', 'mg/dL', '< 150'),
    R('TGO (AST)', 'ast', '24', 'U/L', 'até 40'),
    R('TGP (ALT)', 'alt', '31', 'U/L', 'até 41'),
    R('GAMA GT', 'ggt', '38', 'U/L', '10 a 71'),
    R('ÁCIDO ÚRICO', 'uric', '6,2', 'mg/dL', '3,4 a 7,0'),
    R('CREATININA', 'creat', '1,04', 'mg/dL', '0,70 a 1,20'),
   ], style='leaders', info='Material: soro.  Metodologia: enzimática automatizada (Cobas c311).', lw=27, vw=8, uw=6),
  S('URINA TIPO I (EAS)', [
    SUB('EXAME FÍSICO'),
    R('COR', 'u_color', 'Amarelo citrino', '', 'Amarelo citrino', ),
    R('ASPECTO', 'u_aspect', 'Límpido', '', 'Límpido'),
    R('DENSIDADE', 'u_sg', '1.020', '', '1.005 a 1.030', val=1.02),
    R('pH', 'u_ph', '6,0', '', '5,0 a 7,0'),
    SUB('EXAME QUÍMICO'),
    R('PROTEÍNAS', 'u_prot', 'Negativo', '', 'Negativo'),
    R('GLICOSE', 'u_glu', 'Negativo', '', 'Negativo'),
    R('CORPOS\nCETÔNICOS', 'u_ket', 'Negativo', '', 'Negativo'),
    R('HEMOGLOBINA', 'u_hb', 'Negativo', '', 'Negativo'),
    R('NITRITO', 'u_nit', 'Negativo', '', 'Negativo'),
    SUB('SEDIMENTOSCOPIA'),
    R('LEUCÓCITOS', 'u_wbc', '2', 'p/campo', 'até 5 p/campo'),
    R('HEMÁCIAS', 'u_rbc', '1', 'p/campo', 'até 3 p/campo'),
   ], style='leaders', info='Material: urina jato médio, 1ª micção.  Método: tira reativa + microscopia.', lw=27, vw=16, uw=7,
   notes=['Células epiteliais: raras.  Muco: ausente.  Cristais: ausentes.  Bactérias: flora habitual.']),
  ('text', 'Próxima coleta sugerida pelo solicitante: 07.08.25.'),
  ('sig', '________________________________\nPaulo César Mendonça - CRF-MG 11.276\nConferido e liberado em 10.02.25'),
 ]]))

# ---------------------------------------------------------------- n03 hospital lab, Caxias do Sul/RS
REPORTS.append(dict(
 id='n03', lab='Hospital São Lucas da Serra — Laboratório de Análises Clínicas', coll='2025-03-18',
 style=dict(font='DejaVu Sans Condensed', size=8.4, accent='#6a1b1b', pdffont='cond', pdfsize=7.6, nmw='40%'),
 head=['Hospital São Lucas da Serra', 'Serviço de Laboratório de Análises Clínicas — Rua Os Dezoito do Forte, 2.366 — Caxias do Sul/RS',
       'CNES 2223562  ·  CNPJ 88.614.500/0001-12  ·  Responsável técnica: Dra. Gabriela Tonet Zanella — CRF-RS 9.874'],
 pat=[('Paciente:', 'ARMINDO LUIZ ZANOTTO'), ('Nasc.:', '09/05/1953'), ('Sexo:', 'Masculino'),
      ('Atendimento:', 'INT 2025/018834'), ('Leito:', '312-B  Clínica Médica'), ('Prontuário:', '0448127'),
      ('Médico:', 'Dr. Tiago Bortolini CRM-RS 33.215'), ('Internação:', '15/03/2025'), ('Coleta:', '18/03/2025 05:40')],
 foot='Hospital São Lucas da Serra — Laboratório acreditado PALC. Emitido em 18/03/2025 09:12 por LIS Hospitalar v7. Cópia para prontuário.',
 pages=[[
  ('twocol', [
    S('HEMATOLOGIA', [
      R('Hemoglobina', 'hgb', '10,8', 'g/dL', '13,0–17,0', f='L'),
      R('Hematócrito', 'hct', '32,9', '%', '40–50', f='L'),
      R('Leucócitos', 'wbc', '12.900', '/µL', '4.000–11.000', f='H'),
      R('Neutrófilos', 'neut_p', '81', '%', '40–75', f='H'),
      R('Linfócitos', 'lymph_p', '11', '%', '20–45', f='L'),
      R('Plaquetas', 'plt', '188.000', '/µL', '150.000–400.000'),
     ], info='Sangue EDTA · automação Sysmex XN-1000', cols=['Exame', 'Result.', 'Unid.', 'Ref.']),
    S('COAGULAÇÃO', [
      R('Tempo de protrombina', 'pt_s', '13,8', 's', '10,0–13,5', f='H'),
      R('RNI', 'inr', '1,21', '', '0,90–1,20', f='H'),
      R('TTPa', 'aptt', '31,5', 's', '25–37'),
     ], info='Plasma citratado · coagulômetro', cols=['Exame', 'Result.', 'Unid.', 'Ref.']),
   ], [
    S('BIOQUÍMICA', [
      R('Sódio', 'na', '134', 'mmol/L', '136–145', f='L'),
      R('Potássio', 'k', '5,3', 'mmol/L', '3,5–5,1', f='H'),
      R('Cloreto', 'cl', '101', 'mmol/L', '98–107'),
      R('Magnésio', 'mg', '1,9', 'mg/dL', '1,6–2,6'),
      R('Cálcio total', 'ca', '8,6', 'mg/dL', '8,6–10,2'),
      R('Ureia', 'urea', '68', 'mg/dL', '17–49', f='H'),
      R('Creatinina', 'creat', '1,72', 'mg/dL', '0,70–1,20', f='H'),
      R('Proteína C reativa', 'crp', '48,2', 'mg/L', '< 5,0', f='H'),
     ], info='Soro · Alinity c', cols=['Exame', 'Result.', 'Unid.', 'Ref.']),
   ]),
  ('cumul', dict(title='EVOLUTIVO — RESULTADOS ANTERIORES DESTA INTERNAÇÃO',
     dates=['2025-03-16', '2025-03-17'], datelabels=['16/03/2025\n06:10', '17/03/2025\n05:55'],
     rows=[dict(n='Creatinina', k='creat', vals=['2,08', '1,91'], flags=['H', 'H'], u='mg/dL', ref='0,70–1,20'),
           dict(n='Ureia', k='urea', vals=['84', '75'], flags=['H', 'H'], u='mg/dL', ref='17–49'),
           dict(n='Potássio', k='k', vals=['5,8', '5,5'], flags=['H', 'H'], u='mmol/L', ref='3,5–5,1'),
           dict(n='Hemoglobina', k='hgb', vals=['11,2', None], flags=['L', ''], u='g/dL', ref='13,0–17,0'),
           dict(n='Proteína C reativa', k='crp', vals=['96,4', '71,0'], flags=['H', 'H'], u='mg/L', ref='< 5,0')],
     notes=['— = exame não solicitado na data. Valores críticos de potássio (≥ 6,0 mmol/L) são comunicados por telefone à equipe assistente.'])),
  ('text', 'Observação: amostra de 18/03/2025 sem hemólise, lipemia ou icterícia.\nResultado de potássio de 16/03/2025 confirmado em segunda dosagem.'),
  ('sig', 'Liberado por: Biom. Rafael Dal Bó — CRBM-5 0712\n18/03/2025 08:56'),
 ]]))

# ---------------------------------------------------------------- n04 university service, Recife/PE (results after reference)
REPORTS.append(dict(
 id='n04', lab='Laboratório-Escola de Análises Clínicas — Universidade Estadual do Vale do Capibaribe', coll='2025-04-02',
 style=dict(font='Liberation Serif', size=9.2, accent='#14532d', pdffont='serif', pdfsize=7.8, nmw='30%',
            stitlecss='border-bottom:1.5px solid #14532d; padding:0.3mm 0; font-variant: small-caps;'),
 head=['Laboratório-Escola de Análises Clínicas', 'Universidade Estadual do Vale do Capibaribe — Faculdade de Farmácia — Campus Várzea, Recife/PE',
       'CNES 6671230 · CNPJ 10.553.817/0003-40 · Farmacêutica-Bioquímica responsável: Profa. Dra. Helena Cavalcanti Maranhão — CRF-PE 4.118'],
 pat=[('Paciente:', 'Joana Darc Ferreira Lins'), ('Data de nascimento:', '17/08/1995'), ('Sexo:', 'F'),
      ('Registro:', 'LEAC-2025-03391'), ('Solicitante:', 'Dr. Igor Sales de Albuquerque — CRM-PE 21.908'), ('Origem:', 'Ambulatório / SUS'),
      ('Coleta:', '02/abr/2025 07:15'), ('Requisição:', '28/mar/2025'), ('Emissão:', '04/abr/2025')],
 foot='Laboratório-Escola — atividade de ensino, pesquisa e extensão. Os exames são realizados por profissionais habilitados sob supervisão docente.\nDocumento emitido em 04/abr/2025 às 10:22.',
 pages=[[
  S('Bioquímica Clínica', [
    R('Glicose', 'glu', '91', 'mg/dL', '70 – 99'),
    R('Colesterol total', 'chol', '168', 'mg/dL', '< 190'),
    R('HDL', 'hdl', '57', 'mg/dL', '> 40'),
    R('LDL (Friedewald)', 'ldl', '94', 'mg/dL', '< 130 (baixo risco)'),
    R('Triglicerídeos', 'tg', '86', 'mg/dL', '< 150'),
    R('Aspartato aminotransferase (AST)', 'ast', '19', 'U/L', '< 32'),
    R('Alanina aminotransferase (ALT)', 'alt', '14', 'U/L', '< 33'),
    R('Ureia', 'urea', '22', 'mg/dL', '15 – 40'),
    R('Creatinina', 'creat', '0,71', 'mg/dL', '0,51 – 0,95'),
    R('Ácido úrico', 'uric', '3,9', 'mg/dL', '2,4 – 5,7'),
    R('Ferro sérico', 'iron', '58', 'µg/dL', '50 – 170'),
    R('Ferritina', 'ferritin', '14,2', 'ng/mL', '13 – 150'),
    R('Proteína C reativa', 'crp', '< 0,5', 'mg/dL', 'até 0,5'),
   ], style='refirst', info='Amostra: soro (jejum de 10 h). Equipamento: Labmax 400. Métodos enzimáticos/colorimétricos; PCR por turbidimetria.'),
  S('Hormônios', [
    R('TSH', 'tsh', '1,87', 'µUI/mL', '0,27 – 4,20'),
    R('T4 livre', 't4l', '1,24', 'ng/dL', '0,93 – 1,70'),
   ], style='refirst', info='Amostra: soro. Método: eletroquimioluminescência.'),
  S('Hematologia', [
    R('Velocidade de hemossedimentação (1ª hora)', 'esr', '12', 'mm', 'até 20'),
   ], style='refirst', info='Amostra: sangue total EDTA. Método: Westergren modificado.'),
  ('text', 'Nota: ferritina no limite inferior; correlacionar com hemograma e clínica. Data da última menstruação informada: 20/mar/2025.'),
  ('sig', 'Conferido: Prof. Dr. Marcos Vinícius Aragão — CRF-PE 3.507\nResponsável técnica: Profa. Dra. Helena Cavalcanti Maranhão — CRF-PE 4.118'),
 ]]))

# ---------------------------------------------------------------- n05 SUS municipal lab, Feira de Santana/BA
REPORTS.append(dict(
 id='n05', lab='Laboratório Municipal de Saúde Pública de Feira de Santana', coll='2025-05-20',
 style=dict(font='Liberation Sans', size=8.8, accent='#004b23', pdffont='sans', pdfsize=7.6,
            stitlecss='text-decoration:underline; padding:0.3mm 0; text-transform:uppercase;'),
 head=['PREFEITURA MUNICIPAL DE FEIRA DE SANTANA', 'SECRETARIA MUNICIPAL DE SAÚDE — LABORATÓRIO MUNICIPAL DE SAÚDE PÚBLICA (LMSP)',
       'Av. Getúlio Vargas, 3.801 — Centro — Feira de Santana/BA · CNES 3845036 · CNPJ 14.043.574/0001-51',
       'Responsável técnico: Bioq. Antônio Carlos Bastos Pinho — CRF-BA 2.941'],
 pcols=2,
 pat=[('NOME:', 'EDVALDO SANTOS DE JESUS'), ('CNS:', '702 4058 1139 2265'),
      ('DATA NASC.:', '14/01/1964'), ('SEXO:', 'MASCULINO'),
      ('UNIDADE SOLICITANTE:', 'USF CAMPO LIMPO II'), ('PROFISSIONAL:', 'DRA. ROSÂNGELA MOTA — CRM-BA 18.337'),
      ('Nº REQUISIÇÃO:', '25-0518-00977'), ('DATA DA SOLICITAÇÃO:', '12/05/2025'),
      ('COLETA (SANGUE):', '20/05/2025'), ('ENTREGA DE AMOSTRA (FEZES/URINA):', '19/05/2025')],
 foot='SUS — Sistema Único de Saúde. Laudo impresso em 27/05/2025. Resultados disponíveis também no Prontuário Eletrônico do Cidadão.\nDúvidas: (75) 3602-8899.',
 pages=[[
  S('BIOQUÍMICA', [
    R('GLICOSE EM JEJUM', 'glu', '126', 'mg/dL', 'VR: 70 A 99 mg/dL', f='*'),
    R('HEMOGLOBINA\nGLICADA (HbA1c)', 'hba1c', '7,1', '%', 'VR: 4,0 A 5,6 %', f='*'),
    R('CREATININA', 'creat', '1,10', 'mg/dL', 'VR: 0,70 A 1,30 mg/dL'),
    R('UREIA', 'urea', '36', 'mg/dL', 'VR: 15 A 45 mg/dL'),
    R('COLESTEROL TOTAL', 'chol', '201', 'mg/dL', 'DESEJÁVEL: < 190 mg/dL'),
    R('TRIGLICERÍDEOS', 'tg', '188', 'mg/dL', 'DESEJÁVEL: < 150 mg/dL', f='*'),
    R('PROTEÍNA C REATIVA', 'crp', 'INFERIOR A 6,0', 'mg/L', 'VR: INFERIOR A 6,0 mg/L'),
   ], style='free', info='MATERIAL: SORO — MÉTODO: ENZIMÁTICO / TURBIDIMÉTRICO / HPLC (HbA1c)'),
  S('MARCADOR TUMORAL', [
    R('PSA TOTAL', 'psa', '1,84', 'ng/mL', 'VR: ATÉ 4,0 ng/mL'),
    R('PSA LIVRE', 'psal', '0,41', 'ng/mL', ''),
   ], style='free', info='MATERIAL: SORO — MÉTODO: QUIMIOLUMINESCÊNCIA'),
  S('SOROLOGIA / IMUNOLOGIA', [
    R('HIV 1/2 (ANTICORPOS + ANTÍGENO P24)', 'hiv', 'NÃO REAGENTE', '', 'VR: NÃO REAGENTE'),
    R('SÍFILIS — VDRL', 'vdrl', 'NÃO REAGENTE', '', 'VR: NÃO REAGENTE'),
    R('HEPATITE B — HBsAg', 'hbsag', 'NÃO REAGENTE', '', 'VR: NÃO REAGENTE'),
    R('HEPATITE C — ANTI-HCV', 'antihcv', 'NÃO REAGENTE', '', 'VR: NÃO REAGENTE'),
   ], style='free', info='MATERIAL: SORO — MÉTODO: IMUNOENSAIO DE 4ª GERAÇÃO / FLOCULAÇÃO',
   notes=['AMOSTRA NÃO REAGENTE PARA HIV: RESULTADO DEFINIDO COM UM ÚNICO TESTE (PORTARIA SVS/MS Nº 29/2013). PERSISTINDO SUSPEITA, NOVA AMOSTRA EM 30 DIAS.']),
  S('URINA / FEZES (AMOSTRAS ENTREGUES EM 19/05/2025)', [
    R('RELAÇÃO ALBUMINA/\nCREATININA (URINA)', 'acr', '18,5', 'mg/g', 'VR: INFERIOR A 30 mg/g', d='2025-05-19'),
    R('PARASITOLÓGICO DE FEZES', 'ova', 'NEGATIVO', '', 'MÉTODO: HOFFMAN (SEDIMENTAÇÃO)', d='2025-05-19'),
    R('SANGUE OCULTO NAS FEZES', 'fobt', 'NEGATIVO', '', 'VR: NEGATIVO', d='2025-05-19'),
   ], style='free', info='MATERIAL: URINA ISOLADA / FEZES — UMA AMOSTRA'),
  ('text', 'OBS.: VALORES ASSINALADOS COM (*) ENCONTRAM-SE FORA DO INTERVALO DE REFERÊNCIA.'),
  ('sig', 'ASSINADO ELETRONICAMENTE POR: BIOQ. ANTÔNIO CARLOS BASTOS PINHO — CRF-BA 2.941\nEM 26/05/2025 15:08'),
 ]]))

# ---------------------------------------------------------------- n06 small-town private lab, Picos/PI (block layout)
REPORTS.append(dict(
 id='n06', lab='Laboratório Bom Jesus de Análises Clínicas', coll='2025-03-11',
 style=dict(font='DejaVu Serif', size=8.8, accent='#5b2c83', pdffont='serif', pdfsize=7.8,
            titlecss='font-style:italic;', stitlecss='text-align:center; border:1px solid #5b2c83; padding:0.4mm;'),
 head=['Laboratório Bom Jesus', 'Análises Clínicas Ltda — Rua Cel. Francisco Santos, 455 — Centro — Picos/PI — Fone (89) 3422-1187',
       'CNPJ 07.318.204/0001-88 · CNES 5539110 · Responsável: Dra. Francisca Rosália Moura Leal — CRF-PI 1.562'],
 pat=[('Paciente:', 'Antônia Kelly de Sousa Rocha'), ('Idade:', '33 anos'), ('Sexo:', 'Feminino'),
      ('Nascimento:', '30/06/1991'), ('DUM:', '10/02/2025'), ('Requisição:', '11/03/2025'),
      ('Médico:', 'Dr. Élcio Barros Neto CRM-PI 4.407'), ('Ordem:', '118.624'), ('Coletado em:', '11/03/2025 às 07:20')],
 foot='Laboratório Bom Jesus — há 28 anos cuidando de Picos e região. Resultado liberado em 11 de março de 2025.\nImpresso em 12/03/2025. Este laudo não substitui a avaliação médica.',
 pages=[[
  S('IMUNOLOGIA', [
    R('Beta HCG qualitativo', 'hcg_q', 'Negativo', '', 'Negativo: não gestante\nPositivo: gestação', info='Material: soro — Método: imunocromatografia (sensibilidade 10 mUI/mL)'),
    R('Anti-HBs', 'antihbs', '> 1000', 'mUI/mL', 'Não reagente: < 10\nReagente (imune): ≥ 10', info='Material: soro — Método: quimioluminescência'),
    R('VDRL', 'vdrl', 'Não reagente', '', 'Não reagente', info='Material: soro — Método: floculação'),
   ], style='block'),
  S('IMUNO-HEMATOLOGIA', [
    R('Grupo sanguíneo (ABO)', 'abo', 'O', '', '', info='Material: sangue total — Método: hemaglutinação em tubo'),
    R('Fator Rh (D)', 'rh', 'Positivo', '', ''),
   ], style='block'),
  S('HEMOGRAMA', [
    R('Hemácias', 'rbc', '4,38', 'milhões/mm³', '4,00 a 5,20'),
    R('Hemoglobina', 'hgb', '12,6', 'g/dL', '12,0 a 16,0'),
    R('Hematócrito', 'hct', '38,2', '%', '36,0 a 46,0'),
    R('Leucócitos', 'wbc', '7.150', '/mm³', '4.000 a 10.000'),
    R('Plaquetas', 'plt', '296.000', '/mm³', '140.000 a 450.000'),
   ], style='table', info='Material: sangue total EDTA — Método: automação hematológica (Mindray BC-5150)'),
 ], [
  S('BIOQUÍMICA', [
    R('Glicose', 'glu', '81', 'mg/dL', '70 a 99 mg/dL', info='Material: soro — Método: GOD-Trinder'),
    R('Colesterol total', 'chol', '176', 'mg/dL', 'Desejável: inferior a 190 mg/dL', info='Material: soro — Método: enzimático'),
    R('HDL-COLESTEROL', 'hdl', '62', 'mg/dL', 'Desejável: superior a 40 mg/dL', info='Material: soro — Método: enzimático direto'),
    R('Triglicerídeos', 'tg', '74', 'mg/dL', 'Desejável: inferior a 150 mg/dL', info='Material: soro — Método: enzimático'),
    R('TSH — hormônio tireoestimulante', 'tsh', '3,86', 'µUI/mL', '0,35 a 4,94 µUI/mL', info='Material: soro — Método: quimioluminescência'),
   ], style='block'),
  ('text', 'Observação: paciente informou DUM em 10/02/2025. Repetir beta HCG em caso de atraso menstrual.'),
  ('sig', 'Dra. Francisca Rosália Moura Leal\nFarmacêutica-Bioquímica — CRF-PI 1.562\nPicos, 11 de março de 2025'),
 ]]))

# ---------------------------------------------------------------- n07 clinic lab, Goiânia/GO (two-column, SI hemogram, 2 collections)
REPORTS.append(dict(
 id='n07', lab='Clínica Integrada Santa Mônica — Laboratório de Análises Clínicas', coll='2025-06-09',
 style=dict(font='DejaVu Sans', size=8, accent='#0e6f6f', pdffont='sans', pdfsize=7.2),
 head=['Clínica Integrada Santa Mônica', 'Laboratório de Análises Clínicas — Av. T-63, 1.296 — Setor Bueno — Goiânia/GO',
       'CNES 9128045 · CNPJ 23.671.558/0001-04 · RT: Dr. Leonardo Prado Cunha — CRBM-3 4.219'],
 pat=[('Paciente:', 'Fábio Henrique Arantes'), ('DN:', '21/10/1979'), ('Sexo:', 'M'),
      ('OS:', 'SM-250609-0112'), ('Solicitante:', 'Dr. Murilo Teles — CRM-GO 15.002 (Endocrinologia)'), ('Consulta de retorno:', '24/06/2025'),
      ('Coleta sangue:', '09/06/2025 07:05'), ('Coleta urina:', '10/06/2025 06:40'), ('Liberação:', '10/06/2025 14:30')],
 foot='Clínica Integrada Santa Mônica — laboratório próprio para pacientes da clínica. Laudo gerado em 10/06/2025 14:31.\nValores de referência podem variar com idade, sexo e metodologia.',
 pages=[[
  ('twocol', [
    S('HEMOGRAMA (unidades SI)', [
      R('Eritrócitos', 'rbc', '5,02', '×10¹²/L', '4,50–5,90'),
      R('Hemoglobina', 'hgb', '151', 'g/L', '135–175'),
      R('Hematócrito', 'hct', '0,45', 'L/L', '0,41–0,53'),
      R('VCM', 'mcv', '89,6', 'fL', '80–100'),
      R('Leucócitos', 'wbc', '7,2', '×10⁹/L', '4,0–11,0'),
      R('Neutrófilos', 'neut_a', '4,1', '×10⁹/L', '1,8–7,5'),
      R('Linfócitos', 'lymph_a', '2,3', '×10⁹/L', '1,0–4,0'),
      R('Plaquetas', 'plt', '238', '×10⁹/L', '150–400'),
     ], info='Sangue EDTA · 09/06/2025', cols=['Parâmetro', 'Result.', 'Unid.', 'Ref.']),
   ], [
    S('BIOQUÍMICA / ENDÓCRINO', [
      R('Glicose jejum', 'glu', '97', 'mg/dL', '70–99'),
      R('Insulina', 'insulin', '8,4', 'µUI/mL', '2,6–24,9'),
      R('HbA1c', 'hba1c', '5,4', '%', '< 5,7'),
      R('Creatinina', 'creat', '0,98', 'mg/dL', '0,70–1,20'),
      R('AST', 'ast', '22', 'U/L', '< 40'),
      R('ALT', 'alt', '35', 'U/L', '< 41'),
      R('GGT', 'ggt', '44', 'U/L', '8–61'),
      R('Fosfatase alcalina', 'alp', '71', 'U/L', '40–129'),
     ], info='Soro / sangue total · 09/06/2025', cols=['Exame', 'Result.', 'Unid.', 'Ref.']),
   ]),
  S('URINA ROTINA — coleta 10/06/2025', [
    R('pH', 'u_ph', '5,5', '', '5,0 – 7,5'),
    R('Densidade', 'u_sg', '1.025', '', '1.005 – 1.030', val=1.025),
    R('Proteínas', 'u_prot', 'Negativo', '', 'Negativo'),
    R('Glicose', 'u_glu', 'Negativo', '', 'Negativo'),
    R('Esterase leucocitária', 'u_le', 'Negativo', '', 'Negativo'),
    R('Nitrito', 'u_nit', 'Negativo', '', 'Negativo'),
    R('Hemácias (sedimento)', 'u_rbc', '2', '/campo', 'até 3/campo'),
   ], d='2025-06-10', info='Urina 1º jato desprezado, jato médio · tira reativa + microscopia'),
  ('text', 'HOMA-IR e glicemia média não solicitados. Sangue colhido em 09/06/2025; urina entregue em 10/06/2025 (segunda coleta).'),
  ('sig', 'Dr. Leonardo Prado Cunha — Biomédico — CRBM-3 4.219\nAssinatura digital ICP-Brasil · 10/06/2025'),
 ]]))

# ---------------------------------------------------------------- n08 blood bank, Campina Grande/PB
REPORTS.append(dict(
 id='n08', lab='Hemocentro Regional da Borborema', coll='2025-07-22',
 style=dict(font='Liberation Sans', size=9, accent='#a00000', pdffont='sans', pdfsize=8, nmw='38%'),
 head=['HEMOCENTRO REGIONAL DA BORBOREMA', 'Rede Estadual de Hematologia e Hemoterapia — Rua Dom Pedro II, 1.119 — Prata — Campina Grande/PB',
       'CNES 2613360 · CNPJ 08.778.268/0012-07 · Resp. técnico: Dr. Sérgio Cunha Lacerda — CRM-PB 6.631 (Hematologia e Hemoterapia)'],
 pat=[('Doador(a):', 'Luana Cristina Brito Farias'), ('Nascimento:', '05/12/1998'), ('Sexo:', 'Feminino'),
      ('Registro doador:', 'D-0287114'), ('Doação nº:', '2025-PB-CG-044871'), ('Tipo:', 'Voluntária / repetição'),
      ('Data da doação:', '22/07/2025'), ('Última doação:', '18/02/2025'), ('Emissão:', '05/08/2025')],
 foot='Hemocentro Regional da Borborema — Doe sangue, doe vida. Emitido em 05/08/2025. Resultado de triagem laboratorial de doador — não constitui diagnóstico.\nEm caso de resultado alterado o doador é convocado para nova amostra.',
 pages=[[
  S('TRIAGEM HEMATOLÓGICA (PRÉ-DOAÇÃO)', [
    R('Hemoglobina', 'hgb', '13,6', 'g/dL', 'Mulheres: mínimo 12,5 para doação'),
    R('Hematócrito', 'hct', '41', '%', 'Mulheres: mínimo 38'),
   ], info='Amostra: sangue capilar/venoso — hemoglobinômetro portátil'),
  S('IMUNO-HEMATOLOGIA', [
    R('Grupo ABO', 'abo', 'A', '', ''),
    R('Fator Rh (D)', 'rh', 'Positivo', '', ''),
    R('Pesquisa de anticorpos irregulares (PAI)', 'abscr', 'Negativa', '', 'Negativa'),
   ], info='Amostra: sangue EDTA — Método: microplaca / gel-centrifugação', cols=['Exame', 'Resultado', '', 'Referência']),
  S('SOROLOGIA (TRIAGEM DE DOADOR)', [
    R('HIV 1/2 (Ag/Ac)', 'hiv', 'Não reagente', '', 'Não reagente'),
    R('Hepatite B — HBsAg', 'hbsag', 'Não reagente', '', 'Não reagente'),
    R('Hepatite B — Anti-HBc total', 'antihbc', 'Não reagente', '', 'Não reagente'),
    R('Hepatite C — Anti-HCV', 'antihcv', 'Não reagente', '', 'Não reagente'),
    R('Sífilis — anticorpos treponêmicos', 'trep', 'Não reagente', '', 'Não reagente'),
   ], info='Amostra: soro — Método: quimioluminescência (CMIA)', cols=['Marcador', 'Resultado', '', 'Referência'],
   notes=['Testes de ácido nucleico (NAT) HIV/HCV/HBV realizados conforme Portaria de Consolidação nº 5/2017: amostra aprovada.']),
  S('DOSAGEM COMPLEMENTAR', [
    R('Ferritina', 'ferritin', '38,5', 'ng/mL', '15 a 150'),
    R('Plaquetas', 'plt', '244.000', '/mm³', '150.000 a 450.000'),
   ], info='Amostra: soro / sangue EDTA coletados na doação'),
  ('text', 'Próxima doação permitida a partir de: 20/10/2025 (intervalo mínimo de 90 dias para mulheres).'),
  ('sig', 'Dr. Sérgio Cunha Lacerda — CRM-PB 6.631\nLiberado em 29/07/2025'),
 ]]))

# ---------------------------------------------------------------- n09 research service, Manaus/AM (SI, visits, ref before results)
REPORTS.append(dict(
 id='n09', lab='Unidade de Pesquisa Clínica — Instituto de Pesquisas em Medicina Tropical do Amazonas', coll='2025-03-12',
 style=dict(font='DejaVu Sans', size=8, accent='#333', pdffont='sans', pdfsize=7.2,
            stitlecss='background:#333; color:#fff; padding:0.5mm 1.5mm;'),
 head=['IPMTA — Unidade de Pesquisa Clínica / Laboratório Central do Estudo', 'Av. Pedro Teixeira, 2.511 — Dom Pedro — Manaus/AM · Laboratório de pesquisa — unidades SI',
       'CNES 2013134 · CNPJ 04.534.053/0001-43 · Responsável: Dra. Raimunda Souza Tavares, PhD — CRF-AM 1.077 · Investigador: Dr. Otávio Mendes Cruz — CRM-AM 5.880'],
 pat=[('Participante:', '014-0231 (R.M.S.)'), ('Nome:', 'Rosineide Melo da Silva'), ('Nasc.:', '1988-02-19'),
      ('Sexo:', 'Feminino'), ('Protocolo:', 'IPMTA-MAL-07 (Fase II)'), ('Braço:', 'cego'),
      ('Triagem (V1):', '15/01/2025'), ('Visita 3 (V3):', '12/03/2025'), ('Próxima visita (V4):', '09/04/2025')],
 foot='Relatório cumulativo de segurança laboratorial — uso exclusivo do estudo. Gerado em 13/03/2025 17:02 (LIMS-Pesquisa 3.2).\nValores fora do intervalo marcados com ↑/↓; relevância clínica avaliada pelo investigador.',
 pages=[[
  ('cumul', dict(title='BIOQUÍMICA — SORO', refpos='before',
     dates=['2025-01-15', '2025-03-12'], datelabels=['V1\n15/01/2025', 'V3\n12/03/2025'],
     rows=[dict(n='Glicose', k='glu_mmol', vals=['4,9', '5,3'], u='mmol/L', ref='3,9 – 5,5'),
           dict(n='Creatinina', k='creat_umol', vals=['62', '71'], u='µmol/L', ref='45 – 84'),
           dict(n='Ureia', k='urea_mmol', vals=['3,8', '4,6'], u='mmol/L', ref='2,5 – 7,1'),
           dict(n='Alanina\naminotransferase', k='alt', vals=['18', '47'], flags=['', '↑'], u='U/L', ref='< 33'),
           dict(n='Aspartato\naminotransferase', k='ast', vals=['21', '39'], flags=['', '↑'], u='U/L', ref='< 32'),
           dict(n='Bilirrubina total', k='bt_umol', vals=['8', '12'], u='µmol/L', ref='< 21'),
           dict(n='Sódio', k='na', vals=['139', '137'], u='mmol/L', ref='136 – 145'),
           dict(n='Potássio', k='k', vals=['4,2', '4,0'], u='mmol/L', ref='3,5 – 5,1'),
           dict(n='Colesterol total', k='chol_mmol', vals=['4,61', '4,48'], u='mmol/L', ref='< 5,18'),
           dict(n='HDL', k='hdl_mmol', vals=['1,32', '1,29'], u='mmol/L', ref='> 1,03'),
           dict(n='Triglicerídeos', k='tg_mmol', vals=['1,05', '1,21'], u='mmol/L', ref='< 1,70'),
           dict(n='Proteína C\nreativa', k='crp', vals=['< 5', '6,8'], flags=['', '↑'], u='mg/L', ref='< 5')],
     info='Intervalos de referência do laboratório central; resultados de cada visita com a respectiva data de coleta.')),
  ('cumul', dict(title='HEMATOLOGIA — SANGUE TOTAL (EDTA)', refpos='before',
     dates=['2025-01-15', '2025-03-12'], datelabels=['V1\n15/01/2025', 'V3\n12/03/2025'],
     rows=[dict(n='Hemoglobina', k='hgb', vals=['128', '119'], flags=['', '↓'], u='g/L', ref='120 – 155'),
           dict(n='Leucócitos', k='wbc', vals=['6,4', '5,1'], u='×10⁹/L', ref='4,0 – 11,0'),
           dict(n='Neutrófilos\n(absoluto)', k='neut_a', vals=['3,7', '2,6'], u='×10⁹/L', ref='1,8 – 7,5'),
           dict(n='Plaquetas', k='plt', vals=['264', '231'], u='×10⁹/L', ref='150 – 400')])),
  ('text', 'Desvio de ALT/AST na V3 (grau 1 CTCAE v5.0) notificado ao investigador em 13/03/2025. Repetição agendada para 19/03/2025.'),
  ('sig', 'Revisado por: Dra. Raimunda Souza Tavares, PhD — CRF-AM 1.077\n13/03/2025'),
 ]]))

# ---------------------------------------------------------------- n10 emergency hospital lab, Curitiba/PR (two-column, two collections)
REPORTS.append(dict(
 id='n10', lab='Hospital Estadual do Boqueirão — Laboratório de Urgência', coll='2025-08-03',
 style=dict(font='Liberation Sans', size=8.4, accent='#1f4e79', pdffont='cond', pdfsize=7.6,
            stitlecss='border-left:3px solid #1f4e79; padding:0.3mm 1.5mm; background:#eef3f8;'),
 head=['Hospital Estadual do Boqueirão', 'Laboratório de Análises Clínicas — Setor de Urgência e Emergência — R. Prof. Algacyr Munhoz Mader, 3.775 — Curitiba/PR',
       'CNES 0015245 · CNPJ 76.416.866/0021-29 · Responsável técnico: Dr. André Kowalski Ribas — CRF-PR 17.302'],
 pat=[('Paciente:', 'SEBASTIÃO ROGÉRIO MACHADO'), ('Nasc.:', '27/02/1961'), ('Sexo:', 'M'),
      ('Atendimento:', 'PS-2025-071554'), ('Setor:', 'Sala de emergência / Box 4'), ('Médico:', 'Dra. Paula Wosniak CRM-PR 29.118'),
      ('Entrada PS:', '03/08/2025 23:12'), ('Laudo parcial:', '04/08/2025 00:41'), ('Laudo final:', '04/08/2025 07:20')],
 foot='Hospital Estadual do Boqueirão — SUS. Impressão: 04/08/2025 07:22. Os valores críticos foram comunicados conforme POP-LAB-017.',
 pages=[[
  ('twocol', [
    S('AMOSTRA 1 — coleta 03/08/2025 23:40', [
      R('Hemoglobina', 'hgb', '12,9', 'g/dL', '13,0–17,0', f='↓'),
      R('Leucócitos', 'wbc', '11.800', '/µL', '4.000–11.000', f='↑'),
      R('Plaquetas', 'plt', '212.000', '/µL', '150.000–400.000'),
      R('Glicose', 'glu', '162', 'mg/dL', '70–99', f='↑'),
      R('Sódio', 'na', '139', 'mmol/L', '136–145'),
      R('Potássio', 'k', '4,1', 'mmol/L', '3,5–5,1'),
      R('Creatinina', 'creat', '1,05', 'mg/dL', '0,70–1,20'),
      R('Ureia', 'urea', '42', 'mg/dL', '17–49'),
      R('CK-MB massa', 'ckmb', '3,1', 'ng/mL', '< 5,0'),
      R('Troponina I\nultrassensível', 'tni', '< 2,0', 'ng/L', '< 34,2 (homens)'),
     ], d='2025-08-03', cols=['Exame', 'Result.', 'Unid.', 'Ref.']),
   ], [
    S('AMOSTRA 2 — coleta 04/08/2025 06:10', [
      R('Troponina I\nultrassensível', 'tni', '14,8', 'ng/L', '< 34,2 (homens)'),
      R('CK-MB massa', 'ckmb', '4,2', 'ng/mL', '< 5,0'),
      R('Potássio', 'k', '3,9', 'mmol/L', '3,5–5,1'),
      R('Magnésio', 'mg', '1,8', 'mg/dL', '1,6–2,6'),
      R('Proteína C reativa', 'crp', '12,4', 'mg/L', '< 5,0', f='↑'),
      R('Hemoglobina', 'hgb', '12,5', 'g/dL', '13,0–17,0', f='↓'),
     ], d='2025-08-04', cols=['Exame', 'Result.', 'Unid.', 'Ref.'],
     notes=['Delta troponina (0 h → 6 h): +12,8 ng/L.\nInterpretar segundo algoritmo institucional de dor torácica.']),
   ]),
  ('text', 'Material: soro (bioquímica/marcadores), sangue total EDTA (hematologia). Métodos: quimioluminescência (Architect), potenciometria indireta, enzimáticos.\nAmostra 1 recebida no laboratório às 23:52 de 03/08/2025; amostra 2 recebida às 06:25 de 04/08/2025.'),
  ('sig', 'Liberado por: Biom. Tatiane Gruber — CRBM-6 2.884 (amostra 1)\nFarm. Diego Sczepanski — CRF-PR 22.519 (amostra 2)'),
 ]]))

# ---------------------------------------------------------------- n11 regional chain, Joinville/SC (split names, table, 2 pages)
REPORTS.append(dict(
 id='n11', lab='Laboratório Litoral Norte', coll='2025-09-23',
 style=dict(font='DejaVu Sans', size=8.2, accent='#00695c', pdffont='sans', pdfsize=7.4, nmw='22%',
            tdcss='border-bottom:0.5px solid #ddd;'),
 head=['Laboratório Litoral Norte', 'Unidade Joinville Centro — Rua Nove de Março, 711 — Joinville/SC · (47) 3433-7000 · Unidades também em São Francisco do Sul e Jaraguá do Sul',
       'CNPJ 82.514.076/0001-63 · CNES 2521407 · Responsável técnica: Dra. Ingrid Schroeder Kühl — CRF-SC 6.043'],
 pat=[('Paciente:', 'Irene Baumgartner Costa'), ('Data de nasc.:', '02/04/1957'), ('Sexo:', 'Feminino'),
      ('Requisição:', '4417-0925-118'), ('Médico:', 'Dr. Ricardo Hoffmann CRM-SC 11.904'), ('Convênio:', 'Unimed Joinville'),
      ('Coletado em:', '23/09/2025'), ('Cadastro:', '19/09/2025'), ('Liberado em:', '24/09/2025')],
 foot='Laboratório Litoral Norte · Resultados também no app e no site · Documento assinado digitalmente · Impresso em 25/09/2025 09:03',
 pages=[[
  S('HEMOGRAMA', [
    R('Eritrócitos', 'rbc', '4,21', 'milhões/µL', '3,80 a 5,20'),
    R('Hemoglobina', 'hgb', '12,7', 'g/dL', '11,7 a 15,7'),
    R('Hematócrito', 'hct', '38,9', '%', '35,0 a 47,0'),
    R('Volume corpuscular\nmédio (VCM)', 'mcv', '92,4', 'fL', '80,0 a 98,0'),
    R('Hemoglobina\ncorpuscular média (HCM)', 'mch', '30,2', 'pg', '26,0 a 34,0'),
    R('Concentração de\nHb corpuscular (CHCM)', 'mchc', '32,6', 'g/dL', '31,0 a 36,0'),
    R('RDW', 'rdw', '14,9', '%', '11,5 a 14,5', f='*'),
    R('Leucócitos', 'wbc', '5.210', '/µL', '3.600 a 11.000'),
    R('Bastonetes', 'bands_p', '1', '%', '0 a 5 %'),
    R('Segmentados', 'segs_p', '56', '%', '40 a 75 %'),
    R('Linfócitos', 'lymph_p', '33', '%', '20 a 45 %'),
    R('Monócitos', 'mono_p', '7', '%', '2 a 10 %'),
    R('Eosinófilos', 'eos_p', '3', '%', '1 a 6 %'),
    R('Basófilos', 'baso_p', '0', '%', '0 a 2 %'),
    R('Plaquetas', 'plt', '219.000', '/µL', '150.000 a 450.000'),
    R('Volume plaquetário\nmédio (VPM)', 'mpv', '10,1', 'fL', '7,4 a 10,4'),
   ], info='Material: sangue total com EDTA · Método: citometria de fluxo fluorescente e microscopia'),
 ], [
  S('LIPÍDIOS E GLICEMIA', [
    R('Glicose', 'glu', '99', 'mg/dL', '70 a 99'),
    R('Hemoglobina\nglicada A1c', 'hba1c', '5,8', '%', '< 5,7 normal\n5,7 a 6,4 risco aumentado', f='*'),
    R('Colesterol total', 'chol', '228', 'mg/dL', '< 190 desejável', f='*'),
    R('Colesterol HDL', 'hdl', '66', 'mg/dL', '> 40 desejável'),
    R('Colesterol LDL\n(calculado)', 'ldl', '133', 'mg/dL', 'meta conforme risco'),
    R('Triglicerídeos', 'tg', '145', 'mg/dL', '< 150 (jejum)'),
   ], info='Material: soro / sangue total (A1c) · Métodos: enzimático colorimétrico e HPLC (NGSP)'),
  S('FUNÇÃO RENAL, TIREOIDE E VITAMINAS', [
    R('Creatinina', 'creat', '0,88', 'mg/dL', '0,50 a 0,90'),
    R('Taxa de filtração\nglomerular estimada', 'egfr', '70', 'mL/min/1,73 m²', '≥ 60'),
    R('TSH', 'tsh', '4,12', 'mUI/L', '0,38 a 5,33'),
    R('Vitamina D\n(25-hidroxi)', 'vitd', '31,8', 'ng/mL', '30 a 60 (idosos)'),
    R('Vitamina B12', 'b12', '318', 'pg/mL', '197 a 771'),
   ], info='Material: soro · Métodos: enzimático (Jaffé compensado), quimioluminescência'),
  ('text', '(*) resultado fora do intervalo de referência. TFG estimada pela equação CKD-EPI 2021 sem coeficiente racial.\nColeta realizada em domicílio (atendimento móvel) em 23/09/2025 às 06:50.'),
  ('sig', 'Dra. Ingrid Schroeder Kühl — CRF-SC 6.043\nResponsável técnica · liberado em 24/09/2025 11:15'),
 ]]))

# ---------------------------------------------------------------- n12 large network #2, Belém/PA (conventional + SI, results after reference)
REPORTS.append(dict(
 id='n12', lab='Grupo Laboratorial Norte Saúde', coll='2025-10-06',
 style=dict(font='Liberation Sans', size=8.6, accent='#7a4b00', pdffont='sans', pdfsize=7.4, nmw='22%'),
 head=['Grupo Laboratorial Norte Saúde', 'Unidade Nazaré — Av. Nazaré, 1.052 — Belém/PA · Central de atendimento 0800 094 2200',
       'CNPJ 05.886.301/0001-77 · CNES 6702518 · Diretor técnico: Dr. Raul Abreu Lobato — CRM-PA 7.716 · Bioquímica resp.: Dra. Eliane Corrêa — CRF-PA 3.390'],
 pat=[('Cliente:', 'ALEXANDRE MAGNO TEIXEIRA'), ('Data nasc.:', '11.09.1983'), ('Sexo:', 'Masculino'),
      ('Atendimento:', 'BEL-88120455'), ('Médico:', 'Dr. Hugo Sarmento CRM-PA 12.330'), ('Convênio:', 'Particular'),
      ('Coleta:', '06.10.2025 07:51'), ('Cadastro:', '06.10.2025 07:44'), ('Resultado:', '07.10.2025 18:05')],
 foot='Grupo Laboratorial Norte Saúde — resultados em unidades convencionais e no Sistema Internacional (SI), a pedido do médico assistente.\nEmitido em 07.10.2025 18:10 · Confira a autenticidade em nortesaude.exemplo/laudo · Código 8E1-77QK',
 pages=[[
  S('PERFIL METABÓLICO — UNIDADES CONVENCIONAIS E SI', [
    R('Glicose', 'glu', '112', 'mg/dL', '70–99 mg/dL\n3,9–5,5 mmol/L', f='H', v2='6,2', u2='mmol/L', k2='glu_mmol', f2='H'),
    R('Colesterol total', 'chol', '241', 'mg/dL', '< 190 mg/dL\n< 4,9 mmol/L', f='H', v2='6,23', u2='mmol/L', k2='chol_mmol', f2='H'),
    R('HDL', 'hdl', '38', 'mg/dL', '> 40 mg/dL\n> 1,0 mmol/L', f='L', v2='0,98', u2='mmol/L', k2='hdl_mmol', f2='L'),
    R('LDL (Martin)', 'ldl', '162', 'mg/dL', '< 130 mg/dL\n< 3,4 mmol/L', f='H', v2='4,19', u2='mmol/L', k2='ldl_mmol', f2='H'),
    R('Triglicerídeos', 'tg', '204', 'mg/dL', '< 150 mg/dL\n< 1,7 mmol/L', f='H', v2='2,30', u2='mmol/L', k2='tg_mmol', f2='H'),
    R('Creatinina', 'creat', '1,12', 'mg/dL', '0,70–1,20 mg/dL\n62–106 µmol/L', v2='99', u2='µmol/L', k2='creat_umol'),
    R('Ureia', 'urea', '39', 'mg/dL', '15–45 mg/dL\n2,5–7,5 mmol/L', v2='6,5', u2='mmol/L', k2='urea_mmol'),
    R('Ácido úrico', 'uric', '7,8', 'mg/dL', '3,4–7,0 mg/dL\n202–416 µmol/L', f='H', v2='464', u2='µmol/L', k2='uric_umol', f2='H'),
    R('Bilirrubina total', 'bt', '0,6', 'mg/dL', '< 1,2 mg/dL\n< 21 µmol/L', v2='10', u2='µmol/L', k2='bt_umol'),
    R('T4 livre', 't4l', '1,05', 'ng/dL', '0,70–1,48 ng/dL\n9,0–19,0 pmol/L', v2='13,5', u2='pmol/L', k2='t4l_pmol'),
    R('Vitamina B12', 'b12', '> 1500', 'pg/mL', '197–771 pg/mL\n145–569 pmol/L', f='H', v2='> 1107', u2='pmol/L', k2='b12_pmol', f2='H'),
   ], style='dual', cols=['Exame', 'Referência (conv. / SI)', 'Resultado convencional', 'Resultado SI'],
   info='Material: soro (jejum de 12 h) · Métodos: enzimáticos automatizados (Atellica CH), quimioluminescência (T4L, B12)',
   refsfirst=True,
   notes=['Conversão SI pelos fatores do laboratório (glicose × 0,0555; colesterol × 0,02586; triglicerídeos × 0,01129; creatinina × 88,4; ureia × 0,1665; ácido úrico × 59,48; bilirrubina × 17,1; T4L × 12,87; B12 × 0,738).',
          'Vitamina B12 acima do limite de linearidade do ensaio: paciente em uso de suplementação (informado).']),
  S('HEMOGLOBINA GLICADA', [
    R('HbA1c (NGSP)', 'hba1c', '6,1', '%', '< 5,7 %', f='H'),
   ], style='refirst', info='Material: sangue total EDTA · Método: HPLC (certificado NGSP/IFCC)'),
  ('text', 'Próximo controle sugerido: 06.01.2026. Data do pedido médico: 29.09.2025.'),
  ('sig', 'Dra. Eliane Corrêa — CRF-PA 3.390\nLiberado em 07.10.2025'),
 ]]))
