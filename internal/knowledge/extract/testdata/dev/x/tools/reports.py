from engine import Rep, T, Row, Tab, Cols, HR, SP

def lead(name, n=30, ch='.'):
    return name + ch * max(3, n - len(name)) + ':'

def head(r, lines, cnes, resp, al='C'):
    r.add(T(r.lab, b=1, sz=r.size + 4, al=al), T(lines, sz=r.size - 1, al=al),
          T(f'{cnes}\nResponsável Técnico: {resp}', sz=r.size - 1.5, al=al), HR(0.5))

def patient(r, left, right):
    for a, b in zip(left, right): r.add(Row([(a, 100), (b, 80)], sz=r.size - 0.5))
    r.add(HR())

def foot(r, txt): r.add(SP(3), HR(0.2), T(txt, sz=r.size - 2, al='C', color='#555'))

def build():
    R = []
    # ---------------- X01 Imperatriz-MA: leaders + hand-made leukogram + 'Resultado:' lines
    r = Rep('x01', 'Laboratório Santa Luzia de Análises Clínicas', 'Imperatriz-MA', 'serif', 10, '2025-03-14')
    r.features = 'dot leaders, hand-made leukogram table (% and /mm³), "Resultado:" lines, thousands dots, * flags'
    head(r, 'Rua Ceará, 1120 - Centro - Imperatriz/MA - CEP 65900-140 - Fone (99) 3523-4410',
         'CNES 2456781   CNPJ 07.412.358/0001-90', 'Dra. Francisca M. Sousa Lima - CRF-MA 2314')
    patient(r, ['Paciente: MARIA DAS GRAÇAS PEREIRA SILVA', 'Médico: Dr. Raimundo N. Costa  CRM-MA 4471', 'Convênio: PARTICULAR'],
            ['Nasc.: 02/07/1968    Sexo: F', 'Pedido Nº: 0314-0087', 'Data da coleta: 14/03/2025  07:42'])
    r.add(T('HEMOGRAMA COMPLETO', b=1, al='C'), T('Material: Sangue total com EDTA     Método: Automação (Sysmex XS-1000i) e microscopia', sz=8.5))
    r.add(T('ERITROGRAMA', b=1))
    ery = [('rbc', 'Hemácias', '4,21', 'milhões/mm³', '4,00 a 5,20'), ('hb', 'Hemoglobina', '11,8', 'g/dL', '12,0 a 16,0'),
           ('ht', 'Hematócrito', '36,2', '%', '36,0 a 46,0'), ('mcv', 'V.C.M.', '86,0', 'fL', '80,0 a 100,0'),
           ('mch', 'H.C.M.', '28,0', 'pg', '26,0 a 34,0'), ('mchc', 'C.H.C.M.', '32,6', 'g/dL', '31,0 a 36,0'),
           ('rdw', 'R.D.W.', '14,9', '%', '11,5 a 14,5')]
    for k, n, v, u, ref in ery:
        x = r.r(k, n, v, u); fl = ' *' if k in ('hb', 'rdw') else ''
        r.add(Row([(lead(n, 24), 52), (f'{x}{fl}', 22, 'R'), (u, 26), (f'VR: {ref}', 80)]))
    r.add(T('Obs.: Anisocitose discreta. Hipocromia discreta.', i=1, sz=9))
    r.add(T('LEUCOGRAMA', b=1))
    w = r.r('wbc', 'Leucócitos', '5.840', '/mm³')
    r.add(Row([(lead('Leucócitos', 24), 52), (str(w), 22, 'R'), ('/mm³', 26), ('VR: 4.000 a 10.000', 80)]))
    rows = [['', '%', '/mm³', 'Val. Ref. (%)', 'Val. Ref. (/mm³)']]
    diff = [('Bastonetes', 'band_p', None, '1', '-', '0 - 5', '0 - 500'),
            ('Segmentados', 'seg_p', 'seg_a', '58', '3.387', '45 - 70', '1.800 - 7.000'),
            ('Eosinófilos', 'eos_p', 'eos_a', '4', '234', '1 - 5', '40 - 500'),
            ('Basófilos', 'bas_p', 'bas_a', '0', '0', '0 - 1', '0 - 100'),
            ('Linfócitos', 'lym_p', 'lym_a', '31', '1.810', '20 - 40', '800 - 4.000'),
            ('Monócitos', 'mon_p', 'mon_a', '6', '350', '2 - 10', '80 - 1.000')]
    for n, kp, ka, vp, va, rp, ra in diff:
        x = r.r(kp, n, vp, '%')
        if ka: y = r.r(ka, n, va, '/mm³')
        rows.append([n, vp, va, rp, ra])
    r.add(Tab([40, 22, 26, 40, 52], rows, aligns=['L', 'C', 'C', 'C', 'C'], sz=9.5))
    p = r.r('plt', 'Plaquetas', '263.000', '/mm³')
    r.add(SP(1), Row([(lead('PLAQUETAS', 24), 52), (str(p), 22, 'R'), ('/mm³', 26), ('VR: 150.000 a 450.000', 80)], b=1))
    r.add(T('Obs.: Plaquetas sem agregados. Contagem confirmada em lâmina.', i=1, sz=9), HR(0.2))
    for k, n, v, u, met, ref in [('glu_f', 'GLICOSE EM JEJUM', '102', 'mg/dL', 'Enzimático - Glicose oxidase', '70 a 99 mg/dL'),
                                 ('urea', 'UREIA', '31', 'mg/dL', 'Cinético UV', '15 a 45 mg/dL'),
                                 ('crea', 'CREATININA', '0,78', 'mg/dL', 'Jaffé cinético', '0,50 a 1,10 mg/dL'),
                                 ('uric', 'ÁCIDO ÚRICO', '4,9', 'mg/dL', 'Uricase', '2,4 a 6,0 mg/dL')]:
        x = r.r(k, n, v, u)
        r.add(T(n, b=1), T(f'Material: Soro    Método: {met}', sz=8.5),
              T(f'Resultado:  {x} {u}{" *" if k=="glu_f" else ""}          Valor de referência: {ref}'), SP(1))
    r.add(T('* Valores fora da faixa de referência.   Data de emissão: 15/03/2025', sz=8.5))
    foot(r, 'Liberado eletronicamente por Dra. Francisca M. Sousa Lima - CRF-MA 2314 em 15/03/2025 10:12  |  Impresso em 17/03/2025')
    R.append(r)

    # ---------------- X02 Belém-PA: ref range BEFORE result, previous results w/ own date, 2 pages
    r = Rep('x02', 'AMAZÔNIA DIAGNÓSTICOS LABORATORIAIS', 'Belém-PA', 'sans', 10, '2025-03-18')
    r.features = 'UPPER CASE, reference values printed before the result, previous results with own date, HDL-COLESTEROL, 2 pages'
    head(r, 'Tv. Padre Eutíquio, 2211 - Batista Campos - Belém - PA   (91) 3241-0099', 'CNES: 3118290  |  CNPJ: 12.904.557/0001-31',
         'Dr. Benedito A. Ferreira - CRBM-PA 1187', al='L')
    patient(r, ['PACIENTE: JOSÉ RIBAMAR CARDOSO NETO', 'DT. NASC.: 23.11.71 (53 anos)  SEXO: MASC.', 'SOLICITANTE: DRA. ANA L. MONTEIRO'],
            ['PROTOCOLO: 250318-0412', 'DATA COLETA: 18.03.25', 'DATA RECEB.: 18.03.25  LIBERAÇÃO: 19.03.25'])
    r.add(T('PERFIL LIPÍDICO', b=1, sz=11), T('MATERIAL: SORO     MÉTODO: ENZIMÁTICO COLORIMÉTRICO (CHOD-PAP / GPO-PAP)', sz=8.5), SP(1))
    def blk(key, name, refs, v, u, prev=None):
        r.add(T(name, b=1))
        for ln in refs: r.add(T('    ' + ln, sz=8.5))
        x = r.r(key, name, v, u)
        r.add(T(f'RESULTADO ......:   {x}  {u}'))
        if prev:
            y = r.r(key, name, prev[0], u, date=prev[2])
            r.add(T(f'Resultado anterior: {y} {u}  em {prev[1]}', i=1, sz=8.5))
        r.add(SP(1.5))
    blk('chol', 'COLESTEROL TOTAL', ['VALORES DE REFERÊNCIA (ADULTOS > 20 ANOS, COM JEJUM OU SEM JEJUM):', 'DESEJÁVEL: INFERIOR A 190 mg/dL'],
        '214', 'mg/dL', ('228', '10.09.24', '2024-09-10'))
    blk('hdl', 'HDL-COLESTEROL', ['DESEJÁVEL: SUPERIOR A 40 mg/dL'], '38', 'mg/dL')
    blk('tg', 'TRIGLICERÍDEOS', ['COM JEJUM: INFERIOR A 150 mg/dL', 'SEM JEJUM: INFERIOR A 175 mg/dL'], '187', 'mg/dL',
        ('241', '10.09.24', '2024-09-10'))
    blk('ldl', 'LDL-COLESTEROL', ['META CONFORME RISCO CARDIOVASCULAR (SBC 2017):', 'BAIXO: < 130 | INTERMEDIÁRIO: < 100 | ALTO: < 70 | MUITO ALTO: < 50 mg/dL',
                                  'CALCULADO PELA FÓRMULA DE MARTIN/HOPKINS'], '138', 'mg/dL')
    blk('vldl', 'VLDL-COLESTEROL', ['INFERIOR A 30 mg/dL'], '38', 'mg/dL')
    blk('nonhdl', 'COLESTEROL NÃO-HDL', ['BAIXO RISCO: < 160 mg/dL'], '176', 'mg/dL')
    r.add(T('NOTA: O jejum não é obrigatório para o perfil lipídico. Paciente referiu jejum de 12 horas.', i=1, sz=8.5))
    foot(r, 'Amazônia Diagnósticos - página 1/2 - impresso em 20/03/2025')
    r.newpage()
    r.add(T('AMAZÔNIA DIAGNÓSTICOS LABORATORIAIS', b=1), T('PACIENTE: JOSÉ RIBAMAR CARDOSO NETO  -  PROTOCOLO: 250318-0412  -  COLETA: 18.03.25', sz=8.5), HR())
    blk('glu_f', 'GLICOSE - JEJUM', ['NORMAL: 70 A 99 mg/dL', 'GLICEMIA DE JEJUM ALTERADA: 100 A 125 mg/dL'], '96', 'mg/dL')
    r.add(T('FUNÇÃO HEPÁTICA', b=1, sz=11), T('MATERIAL: SORO', sz=8.5), SP(1))
    blk('ast', 'TGO (AST)', ['HOMENS: ATÉ 40 U/L'], '27', 'U/L')
    blk('alt', 'TGP (ALT)', ['HOMENS: ATÉ 41 U/L'], '45', 'U/L')
    blk('ggt', 'GAMA GT', ['HOMENS: 8 A 61 U/L'], '72', 'U/L')
    blk('alp', 'FOSFATASE ALCALINA', ['ADULTOS: 40 A 129 U/L'], '88', 'U/L')
    blk('bilt', 'BILIRRUBINA TOTAL', ['ATÉ 1,2 mg/dL'], '0,84', 'mg/dL')
    blk('bild', 'BILIRRUBINA DIRETA', ['ATÉ 0,3 mg/dL'], '0,21', 'mg/dL')
    blk('bili', 'BILIRRUBINA INDIRETA', ['ATÉ 0,9 mg/dL'], '0,63', 'mg/dL')
    blk('prot', 'PROTEÍNAS TOTAIS', ['6,4 A 8,3 g/dL'], '7,1', 'g/dL')
    blk('alb', 'ALBUMINA', ['3,5 A 5,2 g/dL'], '4,3', 'g/dL')
    blk('glob', 'GLOBULINAS', ['2,0 A 3,5 g/dL'], '2,8', 'g/dL')
    foot(r, 'Dr. Benedito A. Ferreira - CRBM-PA 1187 - Biomédico Responsável  |  Liberado em 19.03.25  |  página 2/2')
    R.append(r)

    # ---------------- X03 Manaus-AM: research service, SI units, two columns
    r = Rep('x03', 'Laboratório de Análises Clínicas - Núcleo de Pesquisa em Doenças Tropicais', 'Manaus-AM', 'dsans', 8.5, '2025-03-11')
    r.features = 'SI units (g/L, L/L, ×10⁹/L, ×10¹²/L, mmol/L, µmol/L), two-column layout, "HDL" alone, malaria qualitative'
    head(r, 'Av. Pedro Teixeira, 25 - Dom Pedro - Manaus/AM - Serviço de apoio a protocolos de pesquisa', 'CNES 2013371 - CNPJ 04.534.053/0001-43',
         'Dr. Marcos V. G. Lacerda - CRM-AM 3702')
    patient(r, ['Participante: A.C.S. (ID estudo PVX-0217)', 'Nascimento: 08/mai/1990   Sexo: Masculino', 'Médico: Dra. Wuelton M. Monteiro'],
            ['Visita: D0 (triagem)', 'Coleta: 11/mar/2025 08h15', 'Emissão: 12/mar/2025'])
    L = [T('HEMATOLOGIA (sangue EDTA)', b=1)]
    hem = [('hb', 'Hemoglobina', '138', 'g/L', '130-175'), ('ht', 'Hematócrito', '0,41', 'L/L', '0,40-0,52'),
           ('rbc', 'Eritrócitos', '4,62', '×10¹²/L', '4,3-5,8'), ('mcv', 'VCM', '89', 'fL', '80-98'), ('mch', 'HCM', '29,9', 'pg', '27-33'),
           ('mchc', 'CHCM', '336', 'g/L', '315-360'), ('wbc', 'Leucócitos', '7,4', '×10⁹/L', '4,0-11,0'),
           ('neu_a', 'Neutrófilos', '4,1', '×10⁹/L', '1,8-7,5'), ('lym_a', 'Linfócitos', '2,5', '×10⁹/L', '1,0-4,0'),
           ('mon_a', 'Monócitos', '0,5', '×10⁹/L', '0,2-1,0'), ('eos_a', 'Eosinófilos', '0,28', '×10⁹/L', '0,02-0,5'),
           ('bas_a', 'Basófilos', '0,02', '×10⁹/L', '0-0,1'), ('plt', 'Plaquetas', '231', '×10⁹/L', '150-400')]
    L.append(Row([('Analito', 28), ('Result.', 16, 'R'), ('Unid.', 20), ('Ref.', 20)], b=1))
    for k, n, v, u, ref in hem:
        x = r.r(k, n, v, u); L.append(Row([(n, 28), (str(x), 16, 'R'), (u, 20), (ref, 20)]))
    L.append(T('Morfologia: sem alterações.', i=1, sz=8))
    Rr = [T('BIOQUÍMICA (soro)', b=1), Row([('Analito', 28), ('Result.', 16, 'R'), ('Unid.', 20), ('Ref.', 20)], b=1)]
    bio = [('glu_mol', 'Glicose', '5,3', 'mmol/L', '3,9-5,5'), ('urea_mol', 'Ureia', '4,8', 'mmol/L', '2,5-7,1'),
           ('crea_mol', 'Creatinina', '81', 'µmol/L', '62-106'), ('uric_mol', 'Ácido úrico', '312', 'µmol/L', '202-416'),
           ('chol_mol', 'Colesterol total', '5,02', 'mmol/L', '< 5,2'), ('hdl_mol', 'HDL', '1,18', 'mmol/L', '> 1,0'),
           ('ldl_mol', 'LDL (calc.)', '3,21', 'mmol/L', '< 3,4'), ('tg_mol', 'Triglicerídeos', '1,40', 'mmol/L', '< 1,7'),
           ('bilt_mol', 'Bilirrubina total', '12', 'µmol/L', '3-21'), ('alb', 'Albumina', '42', 'g/L', '35-52'),
           ('na', 'Sódio', '139', 'mmol/L', '136-145'), ('k', 'Potássio', '4,2', 'mmol/L', '3,5-5,1')]
    for k, n, v, u, ref in bio:
        x = r.r(k, n, v, u); Rr.append(Row([(n, 28), (str(x), 16, 'R'), (u, 20), (ref, 20)]))
    r.add(Cols(L, Rr))
    m = r.r('malaria', 'Pesquisa de Plasmodium sp. (gota espessa)', 'Negativa')
    r.add(SP(2), T('PARASITOLOGIA', b=1), T(f'Pesquisa de Plasmodium sp. (gota espessa): {m}     (leitura de 100 campos; 2 lâminas)'),
          T('Próxima visita (D7) agendada para 18/mar/2025. Resultados destinados ao protocolo de pesquisa; não substituem avaliação clínica.', sz=7.5, i=1))
    foot(r, 'Documento liberado por Dr. Marcos V. G. Lacerda - CRM-AM 3702 em 12/mar/2025')
    R.append(r)

    # ---------------- X04 Teresina-PI: urinalysis, bordered hand-made tables, qualitative
    r = Rep('x04', 'LABORATÓRIO VIDA & SAÚDE', 'Teresina-PI', 'cond', 9.5, '2025-03-10')
    r.features = 'EAS in hand-made bordered tables, qualitative words, specific gravity 1.020 (dot is decimal), ranges "2 a 4", long date, DUM'
    head(r, 'Rua Areolino de Abreu, 1560 - Centro/Norte - Teresina - PI', 'CNES: 2727331 / CNPJ: 41.226.870/0001-05', 'Dra. Lucineide R. Portela - CRF/PI 1655')
    patient(r, ['Paciente: Antônia Kelly de Sousa Araújo', 'Data de nascimento: 14/09/1997', 'Médico(a): Dr(a). Joana D. Nunes'],
            ['Requisição: 88.412', 'Coletado em: 10 de março de 2025', 'DUM: 20/02/2025'])
    r.add(T('URINA TIPO I  (E.A.S. - Elementos Anormais e Sedimento)', b=1, sz=11), T('Material: urina - 1ª micção da manhã   Método: fita reagente + microscopia', sz=8.5))
    def utab(title, items):
        rows = [[title, 'Resultado', 'Valor de referência']]
        for k, n, v, u, ref, sg in items:
            x = r.r(k, n, v, u, sg=sg); rows.append([n, f'{x} {u}'.strip(), ref])
        r.add(SP(1), Tab([60, 55, 65], rows, sz=9.5))
    utab('EXAME FÍSICO', [('u_color', 'Cor', 'Amarelo citrino', '', 'Amarelo citrino', 0), ('u_clar', 'Aspecto', 'Ligeiramente turvo', '', 'Límpido', 0),
                          ('u_sg', 'Densidade', '1.020', '', '1.005 a 1.030', 1)])
    utab('EXAME QUÍMICO', [('u_ph', 'pH', '6,0', '', '5,0 a 7,0', 0), ('u_prot', 'Proteínas', 'Negativo', '', 'Negativo', 0),
                           ('u_glu', 'Glicose', 'Negativo', '', 'Negativo', 0), ('u_ket', 'Corpos cetônicos', 'Negativo', '', 'Negativo', 0),
                           ('u_bld', 'Hemoglobina / Sangue', 'Traços', '', 'Negativo', 0), ('u_nit', 'Nitrito', 'Positivo', '', 'Negativo', 0),
                           ('u_le', 'Esterase leucocitária', 'Positivo', '', 'Negativo', 0), ('u_bil', 'Bilirrubina', 'Negativo', '', 'Negativo', 0),
                           ('u_ubg', 'Urobilinogênio', '0,2', 'mg/dL', 'até 1,0 mg/dL', 0)])
    r.add(T('Obs.: Nitrito positivo sugere bacteriúria. Sugere-se urocultura com antibiograma.', i=1, sz=8.5))
    utab('SEDIMENTOSCOPIA', [('u_wbc', 'Leucócitos', '18 a 22', 'p/campo', 'até 5 p/campo', 0), ('u_rbc', 'Hemácias', '2 a 4', 'p/campo', 'até 3 p/campo', 0),
                             ('u_epi', 'Células epiteliais', 'Raras', '', 'Raras', 0), ('u_bact', 'Bactérias', 'Numerosas', '', 'Ausentes', 0)])
    r.add(SP(2), T('GLICOSE  (soro, jejum 10 h; método GOD-PAP)', b=1))
    g = r.r('glu_f', 'GLICOSE', '84', 'mg/dL')
    r.add(T(f'   Resultado ...........:  {g} mg/dL            Ref.: 70 a 99 mg/dL'))
    r.add(T('CREATININA  (soro; Jaffé)', b=1))
    c = r.r('crea', 'CREATININA', '0,71', 'mg/dL')
    r.add(T(f'   Resultado ...........:  {c} mg/dL            Ref.: mulheres 0,50 a 0,90 mg/dL'))
    foot(r, 'Recebido em 10/03/2025 - Liberado em 11/03/2025 às 14:05 - Dra. Lucineide R. Portela CRF/PI 1655 - Teresina, 11 de março de 2025')
    R.append(r)

    # ---------------- X05 Fortaleza-CE: prenatal, two collection dates, serologies
    r = Rep('x05', 'Laboratório Iracema Análises Clínicas', 'Fortaleza-CE', 'sans', 9.5, '2025-03-05')
    r.features = 'two collection dates in one report, serologies (Reagente/Não reagente), ABO/Rh, TOTG curve, "> 10.000", interpretation lines, DUM/DPP'
    head(r, 'Av. Santos Dumont, 3131 - Aldeota - Fortaleza/CE - (85) 3261-7788', 'CNES 7104413 | CNPJ 23.558.190/0001-72', 'Dr. Francisco Holanda Moreira - CRBM 3ª Região 4120')
    patient(r, ['Paciente: Larissa Nogueira Bezerra', 'Nasc.: 19/04/1995  -  Sexo: Feminino', 'DUM: 02/01/2025   DPP: 09/10/2025'],
            ['Médico: Dra. Cláudia Girão - CRM-CE 9981', 'Atendimento: 0503-22871', 'Requisição de: 28/02/2025'])
    r.add(T('Pré-natal - 1º trimestre', b=1, sz=11), T('Coleta: 05/03/2025 às 08:10   -   Material: soro / sangue total', b=1, sz=9))
    def ln(k, n, v, u, ref, met, date=None):
        x = r.r(k, n, v, u, date=date)
        r.add(Row([(n, 62), (f': {x} {u}'.rstrip(), 48), (ref, 70)]), T(f'   Método: {met}', sz=7.5, color='#444'))
    ln('abo', 'Grupo sanguíneo (ABO)', 'O', '', '', 'Hemaglutinação em gel')
    ln('rh', 'Fator Rh (D)', 'Positivo', '', '', 'Hemaglutinação em gel')
    ln('vdrl', 'VDRL', 'Não reagente', '', 'Ref.: Não reagente', 'Floculação')
    ln('hiv', 'HIV 1/2 - anticorpos e antígeno p24', 'Não reagente', '', 'Ref.: Não reagente', 'Quimioluminescência (4ª geração)')
    ln('hbsag', 'HBsAg', 'Não reagente', '', 'Ref.: Não reagente', 'Quimioluminescência')
    ln('hcv', 'Anti-HCV', 'Não reagente', '', 'Ref.: Não reagente', 'Quimioluminescência')
    ln('toxo_g', 'Toxoplasmose IgG', '32,5', 'UI/mL', 'Não reag.: < 1,6 | Reag.: ≥ 3,0', 'CMIA')
    r.add(T('   Interpretação: Reagente - compatível com infecção pregressa. Comparar com IgM.', i=1, sz=8.5))
    ln('hcg', 'Beta-HCG quantitativo', '> 10.000', 'mUI/mL', 'Não grávidas: < 5,0', 'Quimioluminescência')
    r.add(T('Nota: para a idade gestacional informada (9 semanas pela DUM) o valor é compatível.', i=1, sz=8.5))
    r.add(Row([('Hemoglobina', 62), (': ' + str(r.r('hb', 'Hemoglobina', '12,4', 'g/dL')) + ' g/dL', 48), ('11,0 a 15,0 g/dL', 70)]))
    r.add(Row([('Hematócrito', 62), (': ' + str(r.r('ht', 'Hematócrito', '37,1', '%')) + ' %', 48), ('33,0 a 45,0 %', 70)]))
    r.add(Row([('Leucócitos', 62), (': ' + str(r.r('wbc', 'Leucócitos', '8.900', '/mm³')) + ' /mm³', 48), ('4.000 a 11.000 /mm³', 70)]))
    r.add(Row([('Plaquetas', 62), (': ' + str(r.r('plt', 'Plaquetas', '214.000', '/mm³')) + ' /mm³', 48), ('150.000 a 450.000 /mm³', 70)]))
    foot(r, 'Página 1 de 2 - Liberado em 06/03/2025')
    r.newpage()
    r.add(T('Laboratório Iracema Análises Clínicas', b=1), T('Larissa Nogueira Bezerra - Atend. 0503-22871', sz=8.5), HR())
    d2 = '2025-03-12'
    r.add(T('TESTE ORAL DE TOLERÂNCIA À GLICOSE (TOTG 75 g)', b=1, sz=11), T('Coleta: 12/03/2025 a partir das 07:30   -   Material: plasma fluoretado', b=1, sz=9), SP(1))
    tr = [['Tempo', 'Resultado', 'Unidade', 'Referência (gestante - IADPSG)']]
    for k, n, v, ref in [('glu_f', 'Jejum', '86', 'inferior a 92'), ('glu_1h', '60 minutos', '152', 'inferior a 180'), ('glu_2h', '120 minutos', '128', 'inferior a 153')]:
        x = r.r(k, 'Glicose ' + n, v, 'mg/dL', date=d2); tr.append([n, str(x), 'mg/dL', ref])
    r.add(Tab([40, 35, 30, 75], tr, aligns=['L', 'C', 'C', 'L']))
    r.add(T('Obs.: Paciente em repouso durante o teste. Não apresentou vômitos.', i=1, sz=8.5), SP(2))
    r.add(T('HEMOGLOBINA GLICADA (HbA1c)  -  coleta 12/03/2025  -  HPLC', b=1))
    a = r.r('a1c', 'HEMOGLOBINA GLICADA (HbA1c)', '5,1', '%', date=d2)
    r.add(T(f'Resultado: {a} %         Ref.: não diabéticos 4,0 a 5,6 %'))
    foot(r, 'Dr. Francisco Holanda Moreira - CRBM 4120 | Liberado em 13/03/2025 10:40 | Impressão: 13/03/2025 | Página 2 de 2')
    R.append(r)
    R += more()
    return R

def simple(r, items, style):
    """items: (key, name, value, unit, ref[, date]) ; style selects the typed layout"""
    out = []
    for it in items:
        k, n, v, u, ref = it[:5]; d = it[5] if len(it) > 5 else None
        x = r.r(k, n, v, u, date=d)
        if style == 'colon': r.add(T(f'{n}:   {x} {u}      (VR: {ref})'))
        elif style == 'res': r.add(T(n, b=1), T(f'Resultado: {x} {u}'.rstrip() + f'        Valores de referência: {ref}'))
        elif style == 'lead': r.add(Row([(lead(n, 26), 60), (f'{x} {u}', 40), (ref, 80)]))
        out.append(x)
    return out

def more():
    R = []
    # X06 Natal-RN: hormones, < > and "inferior a"
    r = Rep('x06', 'Laboratório Potiguar de Patologia Clínica', 'Natal-RN', 'serif', 10.5, '2025-03-13')
    r.features = '"Resultado:" lines, comparators < > and "inferior a", age/sex reference blocks, PSA ratio'
    head(r, 'Av. Prudente de Morais, 4050 - Lagoa Nova - Natal/RN', 'CNES 2409151 - CNPJ 08.331.902/0001-66', 'Dr. Gilvan Medeiros Dantas - CRM-RN 3389', al='L')
    patient(r, ['Paciente: Severino Alves de Medeiros', 'Nascimento: 30/01/1966  Sexo: M', 'Médico: Dr. Paulo R. Fernandes'],
            ['Pedido: 13.03.2025/1187', 'Coleta: 13/03/2025 07:05', 'Entrega prevista: 20/03/2025'])
    simple(r, [('tsh', 'TSH - Hormônio Tireoestimulante', '2,35', 'µUI/mL', '0,27 a 4,20 µUI/mL'),
               ('ft4', 'T4 LIVRE', '1,12', 'ng/dL', '0,93 a 1,70 ng/dL'),
               ('t3', 'T3 TOTAL', '98', 'ng/dL', '80 a 200 ng/dL'),
               ('tpo', 'Anticorpos Anti-TPO', '< 9,0', 'UI/mL', 'inferior a 34 UI/mL'),
               ('b12', 'VITAMINA B12', '> 2.000', 'pg/mL', '197 a 771 pg/mL'),
               ('vitd', '25-Hidroxivitamina D', '28,4', 'ng/mL', 'acima de 20 ng/mL (população geral)'),
               ('ferr', 'Ferritina', '212,0', 'ng/mL', 'homens: 30 a 400 ng/mL')], 'res')
    r.add(T('Obs.: Vitamina B12 acima do limite de linearidade do método. Paciente em uso de suplementação.', i=1, sz=9))
    simple(r, [('psa', 'PSA TOTAL', '1,84', 'ng/mL', '40-49 a: até 2,5 | 50-59 a: até 3,5 | 60-69 a: até 4,5'),
               ('fpsa', 'PSA LIVRE', '0,42', 'ng/mL', 'não se aplica'),
               ('psa_ratio', 'Relação PSA livre/total', '23', '%', 'superior a 25 %'),
               ('hscrp', 'Proteína C Reativa ultrassensível', 'inferior a 0,30', 'mg/L', 'inferior a 1,0 mg/L: baixo risco'),
               ('ins', 'Insulina basal', '8,2', 'µUI/mL', '2,6 a 24,9 µUI/mL'),
               ('ck', 'CPK (Creatinoquinase)', '142', 'U/L', 'homens: até 190 U/L')], 'res')
    foot(r, 'Assinado digitalmente por Dr. Gilvan Medeiros Dantas CRM-RN 3389 em 14/03/2025 - Natal, 14 de março de 2025')
    R.append(r)

    # X07 João Pessoa-PB: cumulative history table (several collection dates)
    r = Rep('x07', 'Laboratório Tambaú Análises Clínicas', 'João Pessoa-PB', 'sans', 9.5, '2025-03-14')
    r.features = 'cumulative table with three collection dates as columns, "---" gaps, eGFR name split over two lines, HbA1c % and mmol/mol'
    head(r, 'Av. Epitácio Pessoa, 2890 - Tambauzinho - João Pessoa/PB', 'CNES 2399717 | CNPJ 09.114.620/0001-80', 'Dra. Maria Auxiliadora Lins - CRF-PB 2108')
    patient(r, ['Paciente: Geraldo Cavalcanti Lins', 'Nasc.: 11/11/1958   Sexo: M', 'Médico: Dra. Renata Q. Ramalho'],
            ['OS: 140325-332', 'Coleta atual: 14/03/2025', 'Próxima consulta: 15/04/2025'])
    r.add(T('ACOMPANHAMENTO - DIABETES MELLITUS (evolutivo)', b=1, sz=11), T('Material: soro, sangue total EDTA e urina isolada', sz=8.5))
    dates = [('14/03/2025', '2025-03-14'), ('12/12/2024', '2024-12-12'), ('09/09/2024', '2024-09-09')]
    rows = [['Exame', 'Coleta 14/03/2025', '12/12/2024', '09/09/2024', 'Unidade', 'Referência']]
    data = [('glu_f', 'Glicose em jejum', ['131', '148', '162'], 'mg/dL', '70 a 99'),
            ('a1c', 'Hemoglobina glicada (A1c)', ['7,2', '7,8', '8,4'], '%', '< 5,7'),
            ('a1c_ifcc', 'HbA1c (IFCC)', ['55', '62', '68'], 'mmol/mol', '< 39'),
            ('eag', 'Glicemia média estimada', ['160', '177', '194'], 'mg/dL', '---'),
            ('crea', 'Creatinina', ['1,08', '1,02', '---'], 'mg/dL', '0,70 a 1,20'),
            ('egfr', 'Taxa de filtração glomerular\nestimada (CKD-EPI 2021)', ['72', '77', '---'], 'mL/min/1,73m²', '> 60'),
            ('malb', 'Microalbumina (urina)', ['24,6', '---', '31,0'], 'mg/L', '< 20'),
            ('hdl', 'Colesterol HDL', ['44', '41', '39'], 'mg/dL', '> 40'),
            ('tg', 'Triglicerídeos', ['176', '210', '---'], 'mg/dL', '< 150'),
            ('k', 'Potássio', ['4,6', '---', '---'], 'mEq/L', '3,5 a 5,1')]
    for k, n, vals, u, ref in data:
        row = [n]
        for v, (_, iso) in zip(vals, dates):
            if v != '---': r.r(k, n, v, u, date=iso)
            row.append(v)
        rows.append(row + [u, ref])
    r.add(Tab([52, 24, 22, 22, 28, 32], rows, aligns=['L', 'C', 'C', 'C', 'L', 'L'], sz=9))
    r.add(T('Glicemia média estimada calculada a partir da HbA1c (ADAG). TFG pela equação CKD-EPI 2021 sem ajuste por raça.\n'
            'Observação: os valores anteriores foram obtidos neste laboratório com a mesma metodologia.', i=1, sz=8.5))
    foot(r, 'Liberado em 15/03/2025 por Dra. Maria Auxiliadora Lins - CRF-PB 2108 | Impresso em 15/03/2025 11:02')
    R.append(r)

    # X08 Recife-PE: "Exame | Referência | Resultado" (result after reference), split names, flags
    r = Rep('x08', 'LABORATÓRIO CAPIBARIBE', 'Recife-PE', 'dsans', 9, '2025-03-17')
    r.features = 'result column after the reference column, marker names on two lines, H/L and ↑ flags, mEq/L and mmol/L'
    head(r, 'Rua da Aurora, 655 - Boa Vista - Recife - PE', 'CNES 0000612  CNPJ 10.870.442/0001-09', 'Dr. Arnaldo C. Barreto - CRBM-PE 0921')
    patient(r, ['Paciente: ROSINEIDE FERREIRA DA SILVA', 'D.N.: 05/06/1954 (70a)  Sexo: F', 'Solicitante: Dr. Hélio Tavares'],
            ['Nº Atendimento: 17032025-0045', 'Data coleta: 17/03/2025', 'Data impressão: 18/03/2025'])
    rows = [['Exame', 'Valores de referência', 'Resultado', 'Unidade']]
    data = [('na', 'Sódio', '136 a 145', '138', 'mEq/L', ''), ('k', 'Potássio', '3,5 a 5,1', '5,6', 'mEq/L', ' H'),
            ('cl', 'Cloro', '98 a 107', '101', 'mEq/L', ''), ('ca', 'Cálcio total', '8,6 a 10,3', '9,4', 'mg/dL', ''),
            ('cai', 'Cálcio\niônico', '1,11 a 1,32', '1,21', 'mmol/L', ''), ('mg', 'Magnésio', '1,6 a 2,6', '2,0', 'mg/dL', ''),
            ('p', 'Fósforo', '2,5 a 4,5', '3,8', 'mg/dL', ''), ('urea', 'Ureia', '17 a 49', '58', 'mg/dL', ' ↑'),
            ('crea', 'Creatinina', '0,51 a 0,95', '1,32', 'mg/dL', ' ↑'),
            ('egfr', 'Taxa de Filtração Glomerular\nEstimada (CKD-EPI 2021)', 'superior a 60', '43', 'mL/min/1,73m²', ' L'),
            ('uric', 'Ácido úrico', '2,4 a 5,7', '7,9', 'mg/dL', ' ↑'), ('glu', 'Glicose', '70 a 99', '94', 'mg/dL', '')]
    for k, n, ref, v, u, fl in data:
        x = r.r(k, n, v, u); rows.append([n, ref, f'{x}{fl}', u])
    r.add(T('BIOQUÍMICA - soro', b=1, sz=10.5), Tab([70, 45, 30, 35], rows, aligns=['L', 'C', 'R', 'L'], border=0))
    r.add(T('Nota: Potássio confirmado em nova dosagem na mesma amostra; amostra sem hemólise.', i=1, sz=8))
    r.add(SP(2), T('URINA ISOLADA', b=1, sz=10.5))
    simple(r, [('malb', 'Microalbumina', '38,5', 'mg/L', 'inferior a 20 mg/L'),
               ('acr', 'Relação albumina/creatinina', '52', 'mg/g', 'inferior a 30 mg/g')], 'lead')
    foot(r, 'Liberado em 18/03/2025 - Dr. Arnaldo C. Barreto - CRBM-PE 0921')
    R.append(r)

    # X09 Maceió-AL: coagulation + two columns of enzymes
    r = Rep('x09', 'Clínica e Laboratório Pajuçara', 'Maceió-AL', 'sans', 9.5, '2025-03-20')
    r.features = 'two-column enzyme block, coagulation with seconds/INR, VHS, "< 0,5"'
    head(r, 'Av. Dr. Antônio Gouveia, 900 - Pajuçara - Maceió/AL', 'CNES 2006197 / CNPJ 12.305.880/0001-44', 'Dra. Josefa Lúcia Tenório - CRF-AL 1432')
    patient(r, ['Paciente: Cícero Tenório Lima', 'Nasc: 03.08.1979  Sexo: Masc', 'Médico: Dr. Alberto Calheiros'],
            ['Protocolo: 20250320-7781', 'Coleta: 20/03/2025', 'Cirurgia agendada: 27/03/2025'])
    r.add(T('COAGULOGRAMA  (plasma citratado)', b=1))
    simple(r, [('pt_s', 'Tempo de protrombina', '12,8', 's', '10,0 a 14,0 s'), ('inr', 'RNI', '1,04', '', 'até 1,20'),
               ('aptt', 'TTPa', '31,2', 's', '25,0 a 38,0 s'), ('fib', 'Fibrinogênio', '312', 'mg/dL', '200 a 400 mg/dL')], 'lead')
    r.add(SP(1), T('PROVAS INFLAMATÓRIAS', b=1))
    simple(r, [('esr', 'VHS (1ª hora)', '18', 'mm', 'homens: até 15 mm'), ('crp', 'Proteína C reativa', '< 0,5', 'mg/dL', 'até 0,5 mg/dL')], 'lead')
    L = [T('ENZIMAS', b=1)]; Rr = [T('FÍGADO', b=1)]
    for k, n, v, u in [('amy', 'Amilase', '68', 'U/L'), ('lip', 'Lipase', '32', 'U/L'), ('ldh', 'DHL', '180', 'U/L'), ('ck', 'CK total', '96', 'U/L')]:
        x = r.r(k, n, v, u); L.append(Row([(n + ' :', 40), (f'{x} {u}', 44)]))
    for k, n, v, u in [('ast', 'TGO/AST', '22', 'U/L'), ('alt', 'TGP/ALT', '19', 'U/L'), ('ggt', 'Gama-GT', '25', 'U/L'), ('alp', 'F. alcalina', '71', 'U/L')]:
        x = r.r(k, n, v, u); Rr.append(Row([(n + ' :', 40), (f'{x} {u}', 44)]))
    r.add(SP(1), Cols(L, Rr))
    r.add(T('Valores de referência das enzimas no verso/portal. Exames para avaliação pré-operatória.', i=1, sz=8.5))
    foot(r, 'Liberado em 20/03/2025 17:30 por Dra. Josefa Lúcia Tenório - CRF-AL 1432')
    R.append(r)

    # X10 Rio Branco-AC: monospace typed, malaria positive, abbreviations
    r = Rep('x10', 'LABORATORIO ACREANO DE ANALISES', 'Rio Branco-AC', 'mono', 9, '2025-03-19')
    r.features = 'monospace typewriter style, no accents in header, abbreviations (Hb, Ht, Leuc.), organism result, next-visit date'
    head(r, 'Rua Marechal Deodoro, 340 - Centro - Rio Branco - AC', 'CNES 3774023  CNPJ 04.288.119/0001-52', 'Dr. Raimundo Nonato Assis - CRBM-AC 0337', al='L')
    patient(r, ['Paciente: Francisco das Chagas Oliveira', 'Nasc.: 21/02/1983', 'Medico: Dr. Erisvaldo Maia'],
            ['Prot.: AC-19032025-118', 'Colhido em: 19/03/2025', 'Retorno LVC: 26/03/2025'])
    m = r.r('malaria', 'Pesquisa de Plasmodium', 'Positivo para Plasmodium vivax')
    r.add(T('PESQUISA DE PLASMODIUM (gota espessa)', b=1), T(f'Resultado: {m}'), T('Parasitemia: ++ (1 a 10 parasitos por campo)  - formas assexuadas', sz=8.5))
    r.add(SP(1), T('HEMOGRAMA (resumido)', b=1))
    simple(r, [('hb', 'Hb', '11,2', 'g/dL', '13,0-17,0'), ('ht', 'Ht', '33,5', '%', '40-52'), ('wbc', 'Leuc.', '4.100', '/mm3', '4.000-10.000'),
               ('plt', 'Plaq.', '98.000', '/mm3', '150.000-450.000')], 'colon')
    r.add(T('Obs: plaquetopenia confirmada em esfregaco.', sz=8.5))
    r.add(SP(1), T('BIOQUIMICA', b=1))
    simple(r, [('bilt', 'Bilirrubina total', '1,9', 'mg/dL', 'ate 1,2'), ('bild', 'Bilirrubina direta', '0,4', 'mg/dL', 'ate 0,3'),
               ('bili', 'Bilirrubina indireta', '1,5', 'mg/dL', 'ate 0,9'), ('ast', 'TGO', '41', 'U/L', 'ate 40'),
               ('alt', 'TGP', '38', 'U/L', 'ate 41'), ('crea', 'Creatinina', '0,9', 'mg/dL', '0,7-1,2'), ('glu', 'Glicose', '104', 'mg/dL', '70-99')], 'colon')
    foot(r, 'Liberado: 19/03/2025 16h20 - Dr. Raimundo Nonato Assis - CRBM-AC 0337 - Notificacao SIVEP-Malaria enviada em 19/03/2025')
    R.append(r)

    # X11 Salvador-BA: iron panel + hemogram in bordered table
    r = Rep('x11', 'Laboratório Bonfim de Análises Clínicas', 'Salvador-BA', 'serif', 10, '2025-03-21')
    r.features = 'bordered hand-made table for hemogram, µg/dL, %, comments between results, 2 pages'
    head(r, 'Largo do Bonfim, 12 - Bonfim - Salvador/BA', 'CNES 3816338 - CNPJ 15.227.904/0001-12', 'Dra. Iracema S. dos Santos - CRF-BA 5530')
    patient(r, ['Paciente: Jaqueline Souza dos Santos', 'Data Nasc.: 07/12/2001  Sexo: F', 'Médico: Dr. Otávio Bittencourt'],
            ['Requisição: 210325/044', 'Data da coleta: 21/03/2025', 'Emitido em: 22/03/2025'])
    rows = [['Hemograma', 'Resultado', 'Unidade', 'Valores de referência']]
    for k, n, v, u, ref in [('rbc', 'Hemácias', '4,05', 'milhões/µL', '3,90 - 5,00'), ('hb', 'Hemoglobina', '9,6', 'g/dL', '12,0 - 15,5'),
                            ('ht', 'Hematócrito', '31,0', '%', '35,0 - 45,0'), ('mcv', 'VCM', '76,5', 'fL', '80,0 - 98,0'),
                            ('mch', 'HCM', '23,7', 'pg', '26,0 - 34,0'), ('mchc', 'CHCM', '31,0', 'g/dL', '31,0 - 36,0'),
                            ('rdw', 'RDW', '17,2', '%', '11,5 - 14,5'), ('wbc', 'Leucócitos', '6.300', '/µL', '4.000 - 11.000'),
                            ('neu_p', 'Neutrófilos', '61', '%', '40 - 75'), ('lym_p', 'Linfócitos', '29', '%', '20 - 45'),
                            ('mon_p', 'Monócitos', '7', '%', '2 - 10'), ('eos_p', 'Eosinófilos', '3', '%', '1 - 6'),
                            ('plt', 'Plaquetas', '388.000', '/µL', '150.000 - 450.000'), ('retic_p', 'Reticulócitos', '1,2', '%', '0,5 - 2,0')]:
        x = r.r(k, n, v, u); rows.append([n, str(x), u, ref])
    r.add(T('HEMATOLOGIA', b=1), Tab([55, 35, 35, 55], rows, aligns=['L', 'R', 'L', 'L']))
    r.add(T('Comentário: microcitose e hipocromia moderadas, anisocitose. Sugere-se correlação com perfil de ferro (página 2).', i=1, sz=9))
    foot(r, 'Página 1/2')
    r.newpage()
    r.add(T('Laboratório Bonfim de Análises Clínicas - Jaqueline Souza dos Santos - Req. 210325/044', b=1, sz=9), HR())
    r.add(T('PERFIL DE FERRO', b=1, sz=11))
    simple(r, [('fe', 'Ferro sérico', '38', 'µg/dL', '50 a 170 µg/dL'), ('tibc', 'Capacidade total de ligação do ferro', '452', 'µg/dL', '250 a 450 µg/dL'),
               ('tsat', 'Índice de saturação da transferrina', '8,4', '%', '20 a 50 %'), ('ferr', 'Ferritina', '6,2', 'ng/mL', 'mulheres: 13 a 150 ng/mL'),
               ('transf', 'Transferrina', '361', 'mg/dL', '200 a 360 mg/dL')], 'res')
    r.add(T('Obs.: perfil compatível com deficiência de ferro. Interpretar junto à clínica.', i=1, sz=9), SP(1))
    simple(r, [('b12', 'Vitamina B12', '412', 'pg/mL', '197 a 771 pg/mL'), ('fol', 'Ácido fólico', '9,8', 'ng/mL', 'superior a 3,9 ng/mL')], 'res')
    foot(r, 'Dra. Iracema S. dos Santos - CRF-BA 5530 - liberado em 22/03/2025 - Página 2/2')
    R.append(r)

    # X12 Palmas-TO: check-up, long-date format, "Colesterol HDL"
    r = Rep('x12', 'Palmas Análises Clínicas', 'Palmas-TO', 'cond', 9.5, '2025-03-14')
    r.features = 'check-up with dot leaders, "Colesterol HDL", date "14 de março de 2025", mixed case, flags "Alto"'
    head(r, 'Quadra 104 Norte, Av. LO-2, Lote 28 - Plano Diretor Norte - Palmas/TO', 'CNES 5523001 | CNPJ 26.741.009/0001-77', 'Dr. Wesley P. Aguiar - CRBM-TO 5611')
    patient(r, ['Paciente: Ana Beatriz Milhomem Parente', 'Nascida em 25 de agosto de 1988 - Feminino', 'Médico: Dra. Kelly C. Araújo'],
            ['Pedido nº 7741/25 de 10/03/2025', 'Data de coleta: 14 de março de 2025', 'Emissão: 15/03/2025'])
    r.add(T('CHECK-UP ANUAL', b=1, sz=11))
    its = [('glu_f', 'Glicose de jejum', '88', 'mg/dL', '70 a 99'), ('a1c', 'Hemoglobina glicada', '5,4', '%', 'até 5,6'),
           ('chol', 'Colesterol total', '231', 'mg/dL', '< 190 (Alto)'), ('hdl', 'Colesterol HDL', '62', 'mg/dL', '> 40'),
           ('ldl', 'Colesterol LDL', '146', 'mg/dL', 'conforme risco'), ('tg', 'Triglicérides', '115', 'mg/dL', '< 150'),
           ('ast', 'Transaminase oxalacética (TGO)', '18', 'U/L', 'até 32'), ('alt', 'Transaminase pirúvica (TGP)', '15', 'U/L', 'até 33'),
           ('crea', 'Creatinina', '0,68', 'mg/dL', '0,50 a 0,90'), ('uric', 'Ácido úrico', '3,7', 'mg/dL', '2,4 a 5,7'),
           ('tsh', 'TSH', '3,02', 'µUI/mL', '0,27 a 4,20'), ('ft4', 'T4 livre', '1,21', 'ng/dL', '0,93 a 1,70'),
           ('vitd', 'Vitamina D (25-OH)', '19,6', 'ng/mL', '> 20'), ('ferr', 'Ferritina', '54', 'ng/mL', '13 a 150'),
           ('crp', 'PCR', '0,3', 'mg/dL', 'até 0,5')]
    for k, n, v, u, ref in its:
        x = r.r(k, n, v, u); fl = '   Alto' if k in ('chol',) else ('   Baixo' if k == 'vitd' else '')
        r.add(Row([(lead(n, 34), 72), (f'{x} {u}{fl}', 44), (f'VR: {ref}', 64)]))
        if k == 'tg': r.add(T('      Lipídios dosados sem jejum (jejum de 4 horas).', i=1, sz=8))
    foot(r, 'Palmas, 15 de março de 2025 - Dr. Wesley P. Aguiar - CRBM-TO 5611 - Próxima coleta sugerida: março/2026')
    R.append(r)
    return R
