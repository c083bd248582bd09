from lib import *

def L(t='', res=(), **k): return Line(t, res, **k)
def dots(name, w): return (name + ' ').ljust(w, '.') if len(name) < w else name

# ---------------------------------------------------------------- v01
def v01():
    D = '2025-03-14'
    W = 96
    bl = [L('LABORATORIO SAO LUCAS DE ANALISES CLINICAS LTDA', bold=True, size=10),
          L('RUA BARAO DE JAGUARA, 1120 - CENTRO - CAMPINAS/SP - CEP 13015-002 - FONE (19) 3231-4410'),
          L('CNPJ 12.345.678/0001-90    CNES 2081234    RESP. TECNICO: DR. MARCOS A. PIRES - CRF-SP 28.114'),
          L('=' * W),
          L('PACIENTE..: JOSE ROBERTO DA SILVA FERREIRA                 PROTOCOLO..: 0325-118842'),
          L('DT.NASC...: 02/11/1961   IDADE: 63A 4M   SEXO: M            CONVENIO...: UNIMED CAMPINAS'),
          L('MEDICO....: DR(A) ANA PAULA MORAES - CRM-SP 114.220         POSTO......: 03 - CAMBUI'),
          L('DT.PEDIDO.: 12/03/2025   DT.COLETA: 14/03/2025 07:42         DT.LIBER...: 14/03/2025 16:05'),
          L('=' * W), L(),
          L('HEMOGRAMA COMPLETO', bold=True),
          L('MATERIAL: SANGUE TOTAL (EDTA)     METODO: AUTOMACAO - IMPEDANCIA/CITOMETRIA DE FLUXO'), L(),
          L('ERITROGRAMA                                                     VALORES DE REFERENCIA', bold=True)]
    def row(name, vt, unit, key, ref, flag=''):
        r = R(name, vt, unit, key)
        return L(f'{dots(name, 26)}: {vt:>8} {flag:1} {unit:<15}' .ljust(64) + ref, [r])
    bl += [row('HEMACIAS', '4,62', 'milhoes/mm3', 'rbc', '4,50 A 5,90 milhoes/mm3'),
           row('HEMOGLOBINA', '14,1', 'g/dL', 'hb', '13,5 A 17,5 g/dL'),
           row('HEMATOCRITO', '42,3', '%', 'ht', '41,0 A 53,0 %'),
           row('VCM', '91,6', 'fL', 'mcv', '80,0 A 100,0 fL'),
           row('HCM', '30,5', 'pg', 'mch', '26,0 A 34,0 pg'),
           row('CHCM', '33,3', 'g/dL', 'mchc', '31,0 A 36,0 g/dL'),
           row('RDW', '13,2', '%', 'rdw', '11,5 A 14,5 %'), L(),
           L('LEUCOGRAMA                                                      VALORES DE REFERENCIA', bold=True),
           row('LEUCOCITOS', '7.850', '/mm3', 'wbc', '4.000 A 10.000 /mm3'),
           L('                                %           /mm3'.ljust(64) + '%          /mm3')]
    for nm, p, a, kp, ka, rp, ra in [('BASTONETES', '2', '157', 'band_pct', 'band_abs', '0 A 5', '0 A 500'),
                                     ('SEGMENTADOS', '58,0', '4.553', 'seg_pct', 'seg_abs', '40 A 70', '1.600 A 7.000'),
                                     ('EOSINOFILOS', '3,0', '236', 'eos_pct', 'eos_abs', '1 A 5', '40 A 500'),
                                     ('BASOFILOS', '0,5', '39', 'baso_pct', 'baso_abs', '0 A 2', '0 A 200'),
                                     ('LINFOCITOS', '30,0', '2.355', 'lymph_pct', 'lymph_abs', '20 A 45', '800 A 4.500'),
                                     ('MONOCITOS', '6,5', '510', 'mono_pct', 'mono_abs', '2 A 10', '80 A 1.000')]:
        rs = [R(nm, p, '%', kp), R(nm, a, '/mm3', ka)]
        bl.append(L(f'{dots(nm, 26)}: {p:>5} %    {a:>7} /mm3'.ljust(64) + f'{rp:<11}{ra}', rs))
    bl += [L(), L('PLAQUETAS                                                       VALORES DE REFERENCIA', bold=True),
           row('PLAQUETAS', '248.000', '/mm3', 'plt', '150.000 A 450.000 /mm3'),
           row('VPM', '9,8', 'fL', 'mpv', '7,4 A 10,4 fL'), L(),
           L('OBS: SERIE VERMELHA SEM ALTERACOES MORFOLOGICAS. PLAQUETAS CONFERIDAS EM LAMINA.'),
           L('-' * W), L(),
           L('BIOQUIMICA - MATERIAL: SORO   (JEJUM DE 10 HORAS)', bold=True),
           row('GLICOSE', '104', 'mg/dL', 'gluf', '70 A 99 mg/dL', 'H'),
           row('CREATININA', '1,12', 'mg/dL', 'creat', '0,70 A 1,30 mg/dL'),
           row('UREIA', '38', 'mg/dL', 'urea', '15 A 45 mg/dL'),
           row('TGO (AST)', '28', 'U/L', 'ast', 'ATE 40 U/L'),
           row('TGP (ALT)', '47', 'U/L', 'alt', 'ATE 41 U/L', 'H'), L(),
           L('METODOS: GLICOSE-HEXOQUINASE; CREATININA-JAFFE CINETICO; UREIA-UREASE UV; TGO/TGP-IFCC.'),
           L('H = RESULTADO ACIMA DO VALOR DE REFERENCIA.  L = RESULTADO ABAIXO DO VALOR DE REFERENCIA.'),
           L(), L('-' * W),
           L('LIBERADO ELETRONICAMENTE POR: DRA. CAMILA R. TEIXEIRA - CRBM-1 21.337   EM 14/03/2025 16:05'),
           L('RESULTADOS VALIDOS PARA A AMOSTRA ANALISADA. PROXIMA ROTINA SUGERIDA: 14/09/2025.'),
           L('IMPRESSO EM 15/03/2025 08:12 - USUARIO: RECEP03                                    PAG. 1/1')]
    return Report('v01', 'Laboratório São Lucas de Análises Clínicas', 'Campinas/SP', D, bl, font='mono', size=8,
                  features='LIS monospaced capitals, dot leaders, % and absolute on one line, H flags')

# ---------------------------------------------------------------- v02
def v02():
    D = '2025-03-14'; P = '2024-11-18'
    bl = [L('CENTRO DIAGNÓSTICO VALE DO ITAJAÍ', bold=True, size=12, font='lsans'),
          L('Rua XV de Novembro, 880 - Centro - Blumenau/SC  ·  (47) 3322-0901  ·  CNPJ 23.456.789/0001-12  ·  CNES 2557444', size=7),
          L('Resp. Técnica: Dra. Helena K. Schmitt - CRF-SC 7.812', size=7), Rule(),
          Table([30, 40, 30], None, [
              (['Paciente: MARIA LUIZA HOFFMANN', 'Nasc.: 09.06.79 (45a)  Sexo: F', 'Prot.: 25-031477'], []),
              (['Médico: Dr. Rafael Vieira CRM-SC 15.220', 'Coleta: 14.03.25 07:10', 'Receb.: 14.03.25 08:02'], []),
              (['Convênio: PARTICULAR', 'Liberação: 14.03.25 17:40', 'Emissão: 15.03.25'], [])], size=7.5), Rule(),
          L('PERFIL DE ROTINA - resultados em formato compacto (abreviaturas conforme legenda)', bold=True, size=8)]
    rows = []
    def r(ab, vt, un, key, ref, prev=None, fl=''):
        res = [R(ab, vt, un, key)]
        if prev: res.append(R(ab, prev, un, key, date=P))
        rows.append(([ab, vt + (' ' + fl if fl else ''), un, ref, prev or '--'], res))
    r('HEM', '4,31', 'x10⁶/µL', 'rbc', '3,90-5,03')
    r('HB', '12,8', 'g/dL', 'hb', '12,0-15,5', '12,1')
    r('HT', '38,9', '%', 'ht', '35,0-45,0', '37,0')
    r('VCM', '90,3', 'fL', 'mcv', '80-100')
    r('HCM', '29,7', 'pg', 'mch', '27-32')
    r('CHCM', '32,9', 'g/dL', 'mchc', '32-36')
    r('RDW', '12,9', '%', 'rdw', '11,6-14,6')
    r('LEUC', '5,62', 'x10³/µL', 'wbc', '3,50-10,50', '6,10')
    r('NEUT', '54', '%', 'neut_pct', '40-70')
    r('LINF', '35', '%', 'lymph_pct', '20-45')
    r('MONO', '7', '%', 'mono_pct', '2-10')
    r('EOS', '3', '%', 'eos_pct', '1-5')
    r('BASO', '1', '%', 'baso_pct', '0-2')
    r('PLAQ', '287', 'x10³/µL', 'plt', '150-450', '301')
    r('GLI', '91', 'mg/dL', 'gluf', '70-99', '96')
    r('CREAT', '0,78', 'mg/dL', 'creat', '0,50-1,10', '0,81')
    r('UR', '29', 'mg/dL', 'urea', '15-45')
    r('COL T', '228', 'mg/dL', 'chol', '<190', '241', '*')
    r('HDL', '61', 'mg/dL', 'hdl', '>40', '58')
    r('LDL', '141', 'mg/dL', 'ldl', '<130', '158', '*')
    r('N-HDL', '167', 'mg/dL', 'nonhdl', '<160', None, '*')
    r('TG', '132', 'mg/dL', 'tg', '<150', '125')
    r('TGO', '22', 'U/L', 'ast', '<32')
    r('TGP', '19', 'U/L', 'alt', '<33')
    r('GGT', '17', 'U/L', 'ggt', '6-42')
    r('TSH', '2,87', 'µUI/mL', 'tsh', '0,27-4,20', '3,02')
    bl += [Table([13, 13, 14, 20, 16], ['EXAME', 'RESULT.', 'UNID.', 'V.REF.', 'ANT. 18.11.24'], rows,
                 size=8, aligns='LRLLR', font='lsans'), Rule(0.2),
           L('Legenda: HEM hemácias; HB hemoglobina; HT hematócrito; VCM/HCM/CHCM índices hematimétricos; LEUC leucócitos;', size=7),
           L('NEUT/LINF/MONO/EOS/BASO diferencial relativo; PLAQ plaquetas; GLI glicose de jejum; CREAT creatinina; UR ureia;', size=7),
           L('COL T colesterol total; N-HDL colesterol não-HDL; TG triglicerídeos; TGO/TGP transaminases; GGT gama-GT.', size=7),
           L('(*) Valor fora da meta. Lípides: valores desejáveis para adultos, sem jejum obrigatório (SBC 2017).', size=7),
           L('ANT.: resultado anterior deste laboratório, amostra coletada em 18.11.24 (protocolo 24-118203).', size=7),
           Space(4),
           L('Material: sangue total EDTA (hemograma), soro (bioquímica/hormônios). Métodos: automação Sysmex / Cobas.', size=7),
           Space(6),
           L('_______________________________________', align='R', size=8),
           L('Dra. Helena K. Schmitt  CRF-SC 7.812', align='R', size=8),
           L('Responsável Técnica - assinado digitalmente em 14.03.25 17:40', align='R', size=7),
           Space(3), Rule(0.2),
           L('Documento emitido em 15.03.25 09:15 · Este laudo só tem validade com assinatura · Pág. 1 de 1', size=6.5, align='C')]
    return Report('v02', 'Centro Diagnóstico Vale do Itajaí', 'Blumenau/SC', D, bl, font='lsans', size=8,
                  features='compact abbreviated table (HB/HT/LEUC/PLAQ/GLI/CREAT/TGO/TGP), x10³/µL units, previous-result column with its own date, dd.mm.yy dates')

# ---------------------------------------------------------------- v03
def v03():
    D = '2025-03-11'
    bl = [L('HOSPITAL UNIVERSITÁRIO SUL-RIO-GRANDENSE', bold=True, size=12, align='C'),
          L('Serviço de Patologia Clínica — Laboratório de Pesquisa em Metabolismo', size=9, align='C', italic=True),
          L('Av. Ipiranga, 6690 · Porto Alegre/RS · CNES 2237601 · CNPJ 87.020.517/0001-20', size=7.5, align='C'),
          L('Chefe do Serviço: Prof. Dr. Eduardo L. Brandão — CRM-RS 22.419', size=7.5, align='C'), Rule(0.5),
          Table([16, 38, 14, 32], None, [
              (['Paciente:', 'CARLOS EDUARDO NUNES PRADO', 'Prontuário:', '1.204.557-3'], []),
              (['Nascimento:', '17/08/1958 (66 anos)', 'Sexo:', 'Masculino'], []),
              (['Solicitante:', 'Dra. Júlia Fontoura CRM-RS 31.802', 'Pedido:', '2025/0087713 de 06/03/2025'], []),
              (['Coleta:', '11/03/2025 às 07:35', 'Liberação:', '12/03/2025 às 11:20'], [])], size=8),
          Rule(0.2),
          L('BIOQUÍMICA CLÍNICA — resultados em unidades convencionais e no Sistema Internacional (SI)', bold=True, size=9),
          L('Material: soro / plasma fluoretado (glicose) / sangue total EDTA (HbA1c, hemoglobina)', size=7.5, italic=True)]
    rows = []
    def r(nm, v, u, k, vs, us, ks, ref, fl=''):
        rows.append(([nm, v + fl, u, vs, us, ref], [R(nm, v, u, k), R(nm, vs, us, ks)]))
    r('Glicose', '99', 'mg/dL', 'gluf', '5,49', 'mmol/L', 'glu_mol', '70–99 mg/dL')
    r('Hemoglobina glicada\n(HbA1c)', '5,8', '%', 'a1c', '40', 'mmol/mol', 'a1c_ifcc', '< 5,7 %', ' ↑')
    r('Creatinina', '0,84', 'mg/dL', 'creat', '74', 'µmol/L', 'creat_mol', '0,70–1,20 mg/dL')
    r('Ureia', '32', 'mg/dL', 'urea', '5,3', 'mmol/L', 'urea_mol', '17–49 mg/dL')
    r('Ácido úrico', '6,1', 'mg/dL', 'uric', '363', 'µmol/L', 'uric_mol', '3,4–7,0 mg/dL')
    r('Colesterol total', '212', 'mg/dL', 'chol', '5,48', 'mmol/L', 'chol_mol', '< 190 mg/dL', ' ↑')
    r('HDL-colesterol', '48', 'mg/dL', 'hdl', '1,24', 'mmol/L', 'hdl_mol', '> 40 mg/dL')
    r('LDL-colesterol\n(Martin/Hopkins)', '136', 'mg/dL', 'ldl', '3,52', 'mmol/L', 'ldl_mol', '< 130 mg/dL', ' ↑')
    r('Triglicerídeos', '140', 'mg/dL', 'tg', '1,58', 'mmol/L', 'tg_mol', '< 150 mg/dL')
    r('Cálcio total', '9,4', 'mg/dL', 'ca', '2,35', 'mmol/L', 'ca_mol', '8,6–10,2 mg/dL')
    r('Ferro sérico', '88', 'µg/dL', 'iron', '15,8', 'µmol/L', 'iron_mol', '59–158 µg/dL')
    r('Bilirrubina total', '0,7', 'mg/dL', 'bilt', '12', 'µmol/L', 'bilt_mol', '< 1,2 mg/dL')
    r('T4 livre', '1,21', 'ng/dL', 'ft4', '15,6', 'pmol/L', 'ft4_mol', '0,93–1,70 ng/dL')
    r('Hemoglobina', '13,6', 'g/dL', 'hb', '136', 'g/L', 'hb', '13,0–17,0 g/dL')
    bl += [Table([30, 10, 11, 10, 13, 22], ['Exame', 'Resultado', 'Unidade', 'Result. SI', 'Unidade SI', 'Referência (conv.)'],
                 rows, size=8, aligns='LRLRLL'),
           Rule(0.2),
           L('TSH (quimioluminescência): 2,41 mUI/L        Referência: 0,27 a 4,20 mUI/L', [R('TSH', '2,41', 'mUI/L', 'tsh')], size=8.5),
           Space(2),
           L('Notas:', bold=True, size=8),
           L('1. Conversões para o SI calculadas pelo sistema com os fatores da tabela institucional (revisão 01/2024).', size=7.5),
           L('2. HbA1c padronizada NGSP/IFCC; resultado em mmol/mol segundo a equação mestre IFCC.', size=7.5),
           L('3. LDL estimado pela equação de Martin/Hopkins; colesterol não-HDL não solicitado.', size=7.5),
           L('4. ↑ indica valor acima do intervalo de referência do adulto.', size=7.5),
           Space(8),
           L('Conferido e liberado por: Dra. Patrícia M. Lenz — Biomédica CRBM-5 8.441', size=8),
           L('Porto Alegre, 12 de março de 2025.', size=8),
           Space(4), Rule(0.2),
           L('Laudo impresso em 13/03/2025 08:02 pelo usuário hsr.recepcao — Página 1/1', size=7, align='C')]
    return Report('v03', 'Hospital Universitário Sul-Rio-Grandense — Patologia Clínica', 'Porto Alegre/RS', D, bl,
                  font='serif', size=9, features='conventional and SI result side by side (mmol/L, µmol/L, pmol/L, g/L, mmol/mol), names split over two lines, ↑ flags')

# ---------------------------------------------------------------- v04
def v04():
    D = '2025-03-14'
    hdr = [L('BIOCLÍNICO DO CARIRI', bold=True, size=14, font='lsans'),
           L('Laboratório de Análises Clínicas', size=9, italic=True),
           L('Rua São Pedro, 415 - Centro - Juazeiro do Norte/CE · Tel. (88) 3511-2020', size=7.5),
           L('CNPJ 34.567.890/0001-55 · CNES 3021568 · RT: Dr. Francisco Alencar Bezerra - CRF-CE 4.117', size=7.5),
           Rule(0.6),
           Table([17, 43, 16, 24], None, [
               (['PACIENTE', 'ANTÔNIA DE FÁTIMA GONÇALVES', 'REQUISIÇÃO', '14032025-0091'], []),
               (['DATA NASC.', '30/04/1969', 'SEXO / IDADE', 'F / 55 anos'], []),
               (['MÉDICO', 'Dr. Cícero Tavares Lima - CRM-CE 9.874', 'DATA COLETA', '14/03/2025'], []),
               (['CONVÊNIO', 'SUS - PREFEITURA MUNICIPAL', 'ENTREGA', '17/03/2025'], [])], size=7.5, border=True),
           Space(1)]
    left = [L('HEMOGRAMA', bold=True, size=9), L('Sangue total EDTA - Citometria automatizada', size=6.5, italic=True)]
    lr = []
    def a(rows, nm, v, u, k, ref, fl=''):
        rows.append(([nm, v + fl, u, ref], [R(nm, v, u, k)]))
    a(lr, 'HEMÁCIAS', '4,08', 'milh/mm³', 'rbc', '4,0-5,2')
    a(lr, 'HEMOGLOBINA', '11,4', 'g/dL', 'hb', '12,0-16,0', ' L')
    a(lr, 'HEMATÓCRITO', '34,9', '%', 'ht', '36-46', ' L')
    a(lr, 'VOLUME\nCORPUSCULAR MÉDIO', '85,5', 'fL', 'mcv', '80-100')
    a(lr, 'HEMOGLOBINA\nCORPUSCULAR MÉDIA', '27,9', 'pg', 'mch', '27-33')
    a(lr, 'CONC. HEMOGLOB.\nCORPUSC. MÉDIA', '32,7', 'g/dL', 'mchc', '32-36')
    a(lr, 'RDW-CV', '15,1', '%', 'rdw', '11,5-14,5', ' H')
    a(lr, 'LEUCÓCITOS', '6.240', '/mm³', 'wbc', '4.000-11.000')
    a(lr, 'NEUTRÓFILOS', '62', '%', 'neut_pct', '45-70')
    a(lr, 'LINFÓCITOS', '28', '%', 'lymph_pct', '20-40')
    a(lr, 'MONÓCITOS', '6', '%', 'mono_pct', '2-10')
    a(lr, 'EOSINÓFILOS', '3', '%', 'eos_pct', '1-6')
    a(lr, 'BASÓFILOS', '1', '%', 'baso_pct', '0-1')
    a(lr, 'PLAQUETAS', '312.000', '/mm³', 'plt', '150.000-\n450.000')
    left += [Table([35, 14, 13, 21], ['EXAME', 'RESULT.', 'UNID.', 'REFERÊNCIA'], lr, size=6.8, aligns='LRLL', font='cond'),
             L('Morfologia: hipocromia discreta.', size=6.5)]
    right = [L('BIOQUÍMICA', bold=True, size=9), L('Soro - jejum de 12 h - Métodos enzimáticos', size=6.5, italic=True)]
    rr = []
    a(rr, 'GLICOSE', '97', 'mg/dL', 'gluf', '70-99')
    a(rr, 'COLESTEROL\nTOTAL', '236', 'mg/dL', 'chol', '< 190', ' H')
    a(rr, 'COLESTEROL\nHDL', '44', 'mg/dL', 'hdl', '> 50', ' L')
    a(rr, 'COLESTEROL\nLDL', '158', 'mg/dL', 'ldl', '< 130', ' H')
    a(rr, 'TRIGLICÉRIDES', '170', 'mg/dL', 'tg', '< 150', ' H')
    a(rr, 'TRANSAMINASE\nOXALACÉTICA (TGO)', '24', 'U/L', 'ast', '< 32')
    a(rr, 'TRANSAMINASE\nPIRÚVICA (TGP)', '21', 'U/L', 'alt', '< 33')
    a(rr, 'GAMA GLUTAMIL\nTRANSFERASE', '38', 'U/L', 'ggt', '5-36', ' H')
    a(rr, 'FOSFATASE\nALCALINA', '96', 'U/L', 'alp', '35-104')
    a(rr, 'CREATININA', '0,91', 'mg/dL', 'creat', '0,5-1,1')
    a(rr, 'URÉIA', '35', 'mg/dL', 'urea', '15-40')
    a(rr, 'SÓDIO', '139', 'mEq/L', 'na', '136-145')
    a(rr, 'POTÁSSIO', '4,4', 'mEq/L', 'k', '3,5-5,1')
    right += [Table([35, 12, 12, 15], ['EXAME', 'RESULT.', 'UNID.', 'REF.'], rr, size=6.8, aligns='LRLL', font='cond')]
    bl = hdr + [Cols(left, right, gap=5), Space(3), Rule(0.2),
                L('H = acima / L = abaixo do valor de referência. Valores de referência para mulheres adultas.', size=7),
                L('Data de emissão: 17/03/2025 · Próxima coleta agendada: 14/06/2025', size=7),
                Space(8),
                L('Dr. Francisco Alencar Bezerra', size=8, align='C'),
                L('Farmacêutico-Bioquímico · CRF-CE 4.117', size=7, align='C'),
                Space(3),
                L('Juazeiro do Norte/CE - Página 1/1', size=6.5, align='C')]
    return Report('v04', 'Bioclínico do Cariri', 'Juazeiro do Norte/CE', D, bl, font='lsans', size=8,
                  features='two columns (hemograma left, bioquímica right), marker names split over two lines, thousands dots, H/L flags')
