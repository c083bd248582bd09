from lib import *
def L(t='', res=(), **k): return Line(t, res, **k)
def dots(name, w, ch='.'): return (name + ' ').ljust(w, ch) if len(name) < w else name

# ---------------------------------------------------------------- v05
def v05():
    D = '2025-03-10'; U = '2025-03-11'
    def hdr(p):
        return [L('Laboratório Pasteur Goiano', bold=True, size=13, font='serif'),
                L('Av. República do Líbano, 1551 - Setor Oeste - Goiânia/GO · CNES 2338424 · CNPJ 01.234.567/0001-89', size=7),
                L('Responsável técnico: Dr. Wagner S. Caldas - CRF-GO 3.906', size=7), Rule(0.3),
                L('Paciente: LUCIANA MARQUES DE OLIVEIRA          Data de nascimento: 23/07/1978   Sexo: Feminino', size=8),
                L('Médico(a): Dra. Renata Azevedo - CRM-GO 12.331    Pedido nº 7731-25   Data do pedido: 03/mar/2025', size=8),
                L(f'DUM informada: 20/02/2025                         Emitido em: 12/mar/2025 14:20            Página {p}/2', size=8),
                Rule(0.3)]
    def exam(title, mat, met, res_lines, ref_lines, ref_first=False, coleta='10/mar/2025'):
        out = [Space(1.5), L(title, bold=True, size=9.5),
               L(f'Material: {mat}    Método: {met}    Coletado em: {coleta}', size=7.5, italic=True)]
        refs = [L('Valores de referência:', size=7.5)] + [L('   ' + x, size=7.5) for x in ref_lines]
        return out + (refs + res_lines if ref_first else res_lines + refs)
    def res(label, nm, v, u, k, date=None, extra=''):
        return L(f'{label}: {v} {u}{extra}', [R(nm, v, u, k, date=date)], size=9, bold=True)
    p1 = hdr(1)
    p1 += exam('GLICEMIA DE JEJUM', 'Plasma fluoretado', 'Enzimático - hexoquinase',
               [res('Resultado', 'GLICEMIA DE JEJUM', '118', 'mg/dL', 'gluf')],
               ['Normal: 70 a 99 mg/dL', 'Glicemia de jejum alterada: 100 a 125 mg/dL', 'Diabetes mellitus: igual ou superior a 126 mg/dL'],
               ref_first=True)
    p1 += exam('HEMOGLOBINA GLICADA (HbA1c)', 'Sangue total EDTA', 'HPLC - certificado NGSP',
               [res('Hemoglobina glicada', 'Hemoglobina glicada', '6,3', '%', 'a1c'),
                res('Glicose média estimada', 'Glicose média estimada', '134', 'mg/dL', 'eag')],
               ['Normal: inferior a 5,7 %', 'Risco aumentado para diabetes: 5,7 a 6,4 %', 'Diabetes: igual ou superior a 6,5 %'])
    p1 += exam('INSULINA BASAL', 'Soro', 'Quimioluminescência',
               [res('Resultado', 'INSULINA BASAL', '14,8', 'µUI/mL', 'insulin')],
               ['2,6 a 24,9 µUI/mL'], ref_first=True)
    p1 += exam('PERFIL LIPÍDICO', 'Soro', 'Colorimétrico enzimático; LDL por Martin',
               [L('Colesterol total .......... 204 mg/dL', [R('Colesterol total', '204', 'mg/dL', 'chol')], size=9),
                L('HDL-COLESTEROL ............ 52 mg/dL', [R('HDL-COLESTEROL', '52', 'mg/dL', 'hdl')], size=9),
                L('LDL-colesterol ............ 126 mg/dL', [R('LDL-colesterol', '126', 'mg/dL', 'ldl')], size=9),
                L('Colesterol não-HDL ........ 152 mg/dL', [R('Colesterol não-HDL', '152', 'mg/dL', 'nonhdl')], size=9),
                L('Triglicerídeos ............ 131 mg/dL', [R('Triglicerídeos', '131', 'mg/dL', 'tg')], size=9)],
               ['Colesterol total: desejável < 190 mg/dL', 'HDL: desejável > 40 mg/dL',
                'LDL / não-HDL: metas conforme categoria de risco (ver nota)', 'Triglicerídeos: < 150 mg/dL (jejum)'])
    p1 += [Space(1), L('Nota: meta de LDL para risco intermediário < 100 mg/dL e de não-HDL < 130 mg/dL.', size=7, italic=True)]
    p2 = hdr(2)
    p2 += exam('CREATININA', 'Soro', 'Jaffé cinético compensado',
               [res('Resultado', 'CREATININA', '0,74', 'mg/dL', 'creat'),
                res('TFG estimada (CKD-EPI 2021)', 'TFG estimada (CKD-EPI 2021)', '98', 'mL/min/1,73m²', 'egfr')],
               ['Creatinina: 0,50 a 0,90 mg/dL', 'TFG: superior a 90 mL/min/1,73m²'])
    p2 += exam('TSH - HORMÔNIO TIREOESTIMULANTE', 'Soro', 'Eletroquimioluminescência',
               [res('Resultado', 'TSH', '3,92', 'µUI/mL', 'tsh')], ['0,27 a 4,20 µUI/mL'], ref_first=True)
    p2 += exam('T4 LIVRE', 'Soro', 'Eletroquimioluminescência',
               [res('Resultado', 'T4 LIVRE', '1,08', 'ng/dL', 'ft4')], ['0,93 a 1,70 ng/dL'], ref_first=True)
    p2 += exam('25-HIDROXIVITAMINA D', 'Soro', 'Quimioluminescência',
               [res('Resultado', '25-HIDROXIVITAMINA D', '27,4', 'ng/mL', 'vitd')],
               ['População geral saudável: acima de 20 ng/mL', 'Grupos de risco: 30 a 60 ng/mL'])
    p2 += exam('VITAMINA B12', 'Soro', 'Quimioluminescência',
               [res('Resultado', 'VITAMINA B12', '412', 'pg/mL', 'b12')], ['197 a 771 pg/mL'], ref_first=True)
    p2 += exam('MICROALBUMINÚRIA - AMOSTRA ISOLADA', 'Urina (1ª micção)', 'Imunoturbidimetria',
               [res('Albumina urinária', 'Albumina urinária', '18,2', 'mg/L', 'malb', date=U),
                res('Relação albumina/creatinina', 'Relação albumina/creatinina', '21,5', 'mg/g', 'acr', date=U)],
               ['Relação albumina/creatinina: inferior a 30 mg/g'], coleta='11/mar/2025')
    p2 += [Space(5), L('Observação: a amostra de urina foi coletada no dia seguinte, conforme orientação de preparo.', size=7.5),
           Space(5), L('Assinado eletronicamente por Dra. Marina F. Lobo - Biomédica CRBM-3 10.552 em 12/mar/2025 14:18', size=7.5),
           L('Laboratório Pasteur Goiano - resultados disponíveis no site por 90 dias.', size=7)]
    bl = p1 + [PageBreak()] + p2
    return Report('v05', 'Laboratório Pasteur Goiano', 'Goiânia/GO', D, bl, font='serif', size=9,
                  features='free-line exam blocks, result after the reference block in some exams, two collection dates (blood/urine), dd/mmm/yyyy dates, 2 pages')

# ---------------------------------------------------------------- v06
def v06():
    D = '2025-03-03'; U = '2025-03-05'
    W = 90
    def q(nm, v, u, k, ref, date=None, w=34):
        if k.startswith('u_'): date = U   # EAS block collected on 05.03.2025
        return L(f'{dots(nm, w)}: {v:<16}{u:<10}VR: {ref}', [R(nm, v, u, k, date=date)])
    bl = [L('PREFEITURA DO RECIFE - SECRETARIA DE SAUDE', size=8),
          L('LABORATORIO MUNICIPAL CENTRAL DO RECIFE - LAMUC', bold=True, size=10),
          L('AV. CAXANGA, 3860 - CORDEIRO - RECIFE/PE   CNES 0000787   CNPJ 10.565.000/0001-92'),
          L('RESPONSAVEL TECNICA: DRA. SEVERINA M. ARRUDA - CRF-PE 2.904'),
          L('-' * W),
          L('NOME......: JOSEFA APARECIDA DOS SANTOS            CNS: 700 5012 3456 7788'),
          L('NASCIMENTO: 14/05/1997   SEXO: F   IDADE: 27 ANOS   UNIDADE: USF ENGENHO DO MEIO'),
          L('SOLICITANTE: ENF. PATRICIA LUZ COREN-PE 412.118   PEDIDO: 25.0301.4471'),
          L('PRE-NATAL - 1o TRIMESTRE   DUM: 02/01/2025   DPP: 09/10/2025'),
          L('-' * W), L(),
          L('*** SOROLOGIAS / IMUNOLOGIA ***   DATA COLETA: 03/03/2025   MATERIAL: SORO', bold=True),
          q('HIV 1/2 (AG/AC) - 4a GERACAO', 'NAO REAGENTE', '', 'hiv', 'NAO REAGENTE'),
          q('HBsAg', 'NAO REAGENTE', '', 'hbsag', 'NAO REAGENTE'),
          q('ANTI-HCV', 'NAO REAGENTE', '', 'hcv', 'NAO REAGENTE'),
          q('VDRL', 'REAGENTE', '', 'vdrl', 'NAO REAGENTE'),
          q('VDRL - TITULO', '1/8', '', 'vdrl_titer', 'NAO REAGENTE'),
          L('   NOTA: VDRL REAGENTE. RECOMENDA-SE TESTE TREPONEMICO CONFIRMATORIO.'),
          q('BETA-HCG QUANTITATIVO', '48.320', 'mUI/mL', 'bhcg', 'NAO GESTANTE: INFERIOR A 5,0'),
          q('GRUPO SANGUINEO (ABO)', 'O', '', 'abo', '-'),
          q('FATOR RH (D)', 'POSITIVO', '', 'rh', '-'),
          L(),
          L('*** HEMATOLOGIA / BIOQUIMICA ***   DATA COLETA: 03/03/2025', bold=True),
          q('HEMOGLOBINA', '11,2', 'g/dL', 'hb', 'GESTANTE: 11,0 A 15,0'),
          q('HEMATOCRITO', '33,8', '%', 'ht', 'GESTANTE: 33 A 44'),
          q('PLAQUETAS', '231.000', '/mm3', 'plt', '150.000 A 450.000'),
          q('GLICEMIA DE JEJUM', '84', 'mg/dL', 'gluf', '65 A 91 (GESTANTE)'),
          L(),
          L('*** URINA TIPO I (EAS) ***   DATA COLETA: 05.03.2025   MATERIAL: URINA JATO MEDIO', bold=True),
          L('EXAME FISICO'),
          q('COR', 'AMARELO CITRINO', '', 'u_color', 'AMARELO'),
          q('ASPECTO', 'LIG. TURVO', '', 'u_aspect', 'LIMPIDO'),
          q('DENSIDADE', '1,020', '', 'u_sg', '1,005 A 1,030'),
          q('PH', '6,0', '', 'u_ph', '5,0 A 7,0'),
          L('EXAME QUIMICO (TIRA REAGENTE)'),
          q('PROTEINAS', 'NEGATIVO', '', 'u_prot', 'NEGATIVO'),
          q('GLICOSE', 'NEGATIVO', '', 'u_glu', 'NEGATIVO'),
          q('CORPOS CETONICOS', 'NEGATIVO', '', 'u_ket', 'NEGATIVO'),
          q('HEMOGLOBINA', 'TRACOS', '', 'u_hb', 'NEGATIVO'),
          q('NITRITO', 'POSITIVO', '', 'u_nit', 'NEGATIVO'),
          q('BILIRRUBINA', 'NEGATIVO', '', 'u_bil', 'NEGATIVO'),
          q('UROBILINOGENIO', '0,2', 'mg/dL', 'u_ubg', 'ATE 1,0'),
          L('SEDIMENTOSCOPIA (400X)'),
          q('LEUCOCITOS', '25', 'p/campo', 'u_wbc', 'ATE 5 P/CAMPO'),
          q('HEMACIAS', '3 a 5', 'p/campo', 'u_rbc', 'ATE 3 P/CAMPO'),
          q('CELULAS EPITELIAIS', 'RARAS', '', 'u_epi', 'RARAS A ALGUMAS'),
          L('   BACTERIAS: NUMEROSAS. SUGERE-SE UROCULTURA COM ANTIBIOGRAMA.'),
          L(), L('-' * W),
          L('EXAMES REALIZADOS NO LAMUC. RECEBIMENTO DAS AMOSTRAS: 03/03/2025 E 05/03/2025.'),
          L('LIBERADO EM 07/03/2025 11:32 POR: BIOM. RICARDO F. TAVORA - CRBM-2 6.118'),
          L('RETORNO A UNIDADE DE SAUDE AGENDADO PARA 17/03/2025.            EMISSAO: 07/03/2025')]
    return Report('v06', 'Laboratório Municipal Central do Recife (LAMUC)', 'Recife/PE', D, bl, font='lmono', size=8,
                  features='public-lab LIS capitals, qualitative serology (REAGENTE/NAO REAGENTE), titre 1/8, EAS qualitative, range 3 a 5, two collection dates, prenatal DUM/DPP distractors')

# ---------------------------------------------------------------- v07
def v07():
    D = '2025-03-07'; D2 = '2025-03-10'
    W = 94
    def rl(nm, ref, v, u, k, date=None, fl=''):
        return L(f'{nm:<24}REF: {ref:<26}RESULTADO: {v:>7}{fl:<2} {u}', [R(nm, v, u, k, date=date)])
    bl = [L('AMAZONIA DIAGNOSTICOS - MEDICINA LABORATORIAL', bold=True, size=10),
          L('AV. DJALMA BATISTA, 1661 - CHAPADA - MANAUS/AM  CNES 5024881  CNPJ 45.678.901/0001-23'),
          L('DIRETOR TECNICO: DR. RAIMUNDO N. CORREA - CRM-AM 4.410'),
          L('#' * W),
          L('PAC: PEDRO HENRIQUE SOUZA BRAGA   DN: 11/01/1985   SX: M   ORDEM: 0307-5521-0'),
          L('MED: DR. THIAGO MELO CRM-AM 8.011   REQ: 05/03/25   CONV: HAPVIDA   IMPR: 11/03/25'),
          L('#' * W), L(),
          L('HORMONIOS / VITAMINAS / MARCADORES                     COLETA: 07/03/25 08:15', bold=True),
          L('MATERIAL: SORO - METODO: QUIMIOLUMINESCENCIA (CLIA)'),
          rl('TSH', '0,45 A 4,50 uUI/mL', '2,15', 'uUI/mL', 'tsh'),
          rl('T4 LIVRE', '0,70 A 1,48 ng/dL', '1,02', 'ng/dL', 'ft4'),
          rl('T3 LIVRE', '1,71 A 3,71 pg/mL', '2,94', 'pg/mL', 'ft3'),
          rl('FERRITINA', '21,8 A 274,7 ng/mL', '312,0', 'ng/mL', 'ferritin', fl='*'),
          rl('FERRO SERICO', '65 A 175 ug/dL', '74', 'ug/dL', 'iron'),
          rl('VITAMINA B12', '187 A 883 pg/mL', '> 2000', 'pg/mL', 'b12', fl='*'),
          rl('VITAMINA D (25-OH)', 'SUPERIOR A 20 ng/mL', '24,6', 'ng/mL', 'vitd'),
          rl('PSA TOTAL', 'INFERIOR A 2,5 ng/mL', '< 0,01', 'ng/mL', 'psa'),
          rl('INSULINA', '2,6 A 24,9 uUI/mL', '6,8', 'uUI/mL', 'insulin'),
          L('  * VALOR FORA DA FAIXA DE REFERENCIA. B12: AMOSTRA ACIMA DO LIMITE DE LINEARIDADE.'), L(),
          L('BIOQUIMICA                                             COLETA: 07/03/25 08:15', bold=True),
          L('MATERIAL: SORO - METODOS: ENZIMATICO/CINETICO'),
          rl('CK (CREATINOQUINASE)', '39 A 308 U/L', '455', 'U/L', 'ck', fl='*'),
          rl('DHL (LDH)', '135 A 225 U/L', '198', 'U/L', 'ldh'),
          rl('MAGNESIO', '1,6 A 2,6 mg/dL', '2,1', 'mg/dL', 'mg'),
          rl('PCR', 'INFERIOR A 0,5 mg/dL', '1,84', 'mg/dL', 'crp', fl='*'),
          L(),
          L('PCR - REPETICAO (CONTROLE)                             COLETA: 10/03/25 07:50', bold=True),
          rl('PCR', 'INFERIOR A 0,5 mg/dL', 'INFERIOR A 0,30', 'mg/dL', 'crp', date=D2),
          rl('CK (CREATINOQUINASE)', '39 A 308 U/L', '212', 'U/L', 'ck', date=D2),
          L(),
          L('OBS.: CK ELEVADA NA 1a AMOSTRA - PACIENTE RELATA ATIVIDADE FISICA INTENSA EM 06/03/25.'),
          L('PSA: NAO SE APLICA INTERPRETACAO EM PACIENTES EM USO DE FINASTERIDA SEM AJUSTE.'),
          L('#' * W),
          L('LIBERADO POR: DRA. ALINE P. REBELO - CRF-AM 1.902        DATA LIB.: 10/03/25 15:44'),
          L('ESTE LAUDO FOI IMPRESSO EM 11/03/25 - PAG 01 DE 01')]
    return Report('v07', 'Amazônia Diagnósticos', 'Manaus/AM', D, bl, font='mono', size=8,
                  features='LIS capitals with reference BEFORE result on the same line, < / > / "INFERIOR A" comparators, * flags, two collection dates (repeat), dd/mm/yy dates')

# ---------------------------------------------------------------- v08
def v08():
    D = '2025-03-14'
    def a(rows, nm, v, u, k, ref, fl=''):
        rows.append(([nm, v + fl, u, ref], [R(nm, v, u, k)]))
    def hdr(p):
        return [Table([60, 40], None, [(['LABORATÓRIO SANTA CLARA', f'Laudo nº 2503-66120 · Pág. {p}/2'], [])], size=11, aligns='LR'),
                L('Rua da Bahia, 1148 - Centro - Belo Horizonte/MG · CNES 2192896 · CNPJ 56.789.012/0001-34 · RT Dr. Otávio B. Reis CRM-MG 40.118', size=6.5),
                Rule(0.4),
                L('Paciente: RODRIGO ALVES CAMPOS  ·  DN 05/09/1990  ·  Masc.  ·  Dr. Luiz F. Prates CRM-MG 61.204', size=7.5),
                L('Coleta: 14/03/2025 06:58  ·  Recepção: 14/03/2025 07:20  ·  Liberação: 14/03/2025 15:31  ·  Impressão: 15/03/2025', size=7.5),
                Rule(0.4)]
    hl, bq, lp, cg = [], [], [], []
    a(hl, 'HEM', '5,21', 'x10⁶/µL', 'rbc', '4,5-5,9')
    a(hl, 'HB', '15,6', 'g/dL', 'hb', '13,5-17,5')
    a(hl, 'HT', '46,2', '%', 'ht', '41-53')
    a(hl, 'VCM', '88,7', 'fL', 'mcv', '80-100')
    a(hl, 'HCM', '29,9', 'pg', 'mch', '26-34')
    a(hl, 'CHCM', '33,8', 'g/dL', 'mchc', '31-36')
    a(hl, 'RDW', '12,4', '%', 'rdw', '11,5-14,5')
    a(hl, 'LEUC', '4.100', '/µL', 'wbc', '4.000-10.000')
    a(hl, 'SEG', '1.640', '/µL', 'seg_abs', '1.600-7.000')
    a(hl, 'LINF', '1.970', '/µL', 'lymph_abs', '800-4.500')
    a(hl, 'MONO', '330', '/µL', 'mono_abs', '80-1.000')
    a(hl, 'EOS', '120', '/µL', 'eos_abs', '40-500')
    a(hl, 'PLAQ', '142.000', '/µL', 'plt', '150.000-450.000', ' ↓')
    a(bq, 'GLI', '86', 'mg/dL', 'gluf', '70-99')
    a(bq, 'CREAT', '1,04', 'mg/dL', 'creat', '0,7-1,3')
    a(bq, 'UR', '31', 'mg/dL', 'urea', '15-45')
    a(bq, 'AC. ÚRICO', '5,9', 'mg/dL', 'uric', '3,4-7,0')
    a(bq, 'TGO', '64', 'U/L', 'ast', '< 40', ' ↑')
    a(bq, 'TGP', '88', 'U/L', 'alt', '< 41', ' ↑')
    a(bq, 'GGT', '71', 'U/L', 'ggt', '8-61', ' ↑')
    a(bq, 'FA', '82', 'U/L', 'alp', '40-129')
    a(bq, 'BT', '1,4', 'mg/dL', 'bilt', '< 1,2', ' ↑')
    a(bq, 'BD', '0,3', 'mg/dL', 'bild', '< 0,3')
    a(bq, 'BI', '1,1', 'mg/dL', 'bili', '< 0,9', ' ↑')
    a(bq, 'PT', '7,2', 'g/dL', 'prot', '6,4-8,3')
    a(bq, 'ALB', '4,6', 'g/dL', 'alb', '3,5-5,2')
    a(bq, 'NA', '140', 'mmol/L', 'na', '136-145')
    a(bq, 'K', '4,1', 'mmol/L', 'k', '3,5-5,1')
    a(lp, 'COL', '183', 'mg/dL', 'chol', '< 190')
    a(lp, 'HDL', '39', 'mg/dL', 'hdl', '> 40', ' ↓')
    a(lp, 'LDL', '118', 'mg/dL', 'ldl', '< 130')
    a(lp, 'TG', '128', 'mg/dL', 'tg', '< 150')
    a(lp, 'TSH', '1,88', 'mUI/L', 'tsh', '0,4-4,3')
    a(cg, 'TP', '12,4', 's', 'pt_sec', '10,0-13,5')
    a(cg, 'INR', '1,06', '', 'inr', '0,9-1,2')
    a(cg, 'TTPA', '31,2', 's', 'aptt', '25-37')
    a(cg, 'VHS', '4', 'mm/h', 'esr', '< 15')
    T = lambda rows: Table([17, 15, 15, 26], ['Exame', 'Res.', 'Unid.', 'Ref.'], rows, size=7.5, border=True, aligns='LRLL', font='cond')
    p1 = hdr(1) + [Cols([L('HEMOGRAMA (sangue EDTA)', bold=True, size=8), T(hl),
                         L('Diferencial em valores absolutos.', size=6.5),
                         L('Plaquetopenia leve confirmada em lâmina.', size=6.5)],
                        [L('BIOQUÍMICA (soro)', bold=True, size=8), T(bq)], gap=6),
                   Space(3), L('↑ acima / ↓ abaixo do intervalo de referência. Legenda de abreviaturas na página 2.', size=7)]
    p2 = hdr(2) + [Cols([L('LIPÍDIOS / TIREOIDE (soro)', bold=True, size=8), T(lp)],
                        [L('COAGULAÇÃO (plasma citratado) / VHS', bold=True, size=8), T(cg),
                         L('INR calculado com ISI 1,02.', size=6.5)], gap=6),
                   Space(3),
                   L('Abreviaturas: HEM hemácias, HB hemoglobina, HT hematócrito, LEUC leucócitos, SEG segmentados, LINF linfócitos,', size=7),
                   L('PLAQ plaquetas, GLI glicose, CREAT creatinina, UR ureia, BT/BD/BI bilirrubinas total/direta/indireta,', size=7),
                   L('PT proteínas totais, ALB albumina, COL colesterol total, TP tempo de protrombina, TTPA tempo de tromboplastina', size=7),
                   L('parcial ativada, VHS velocidade de hemossedimentação, FA fosfatase alcalina.', size=7),
                   Space(10),
                   L('Liberado eletronicamente por Dra. Beatriz Coelho Antunes - CRBM-3 15.002 - 14/03/2025 15:31', size=7.5, align='C'),
                   L('Laboratório Santa Clara · Belo Horizonte/MG', size=7, align='C')]
    return Report('v08', 'Laboratório Santa Clara', 'Belo Horizonte/MG', D, p1 + [PageBreak()] + p2, font='cond', size=8,
                  features='two columns of compact bordered tables, abbreviations (HB HT VCM LEUC PLAQ GLI CREAT TGO TGP BT BD BI TP INR TTPA), absolute differential only, ↑/↓ flags, 2 pages')

# ---------------------------------------------------------------- v09
def v09():
    V = ['2025-01-20', '2025-02-17', '2025-03-17']
    rows = []
    def r(nm, u, k, vals, ref):
        cells, res = [nm, u], []
        for v, d in zip(vals, V):
            vt, fl = (v.split(' ') + [''])[:2]
            cells.append(v); res.append(R(nm, vt, u, k, date=d))
        rows.append((cells + [ref], res))
    r('Hemoglobina', 'g/L', 'hb', ['128', '119 L', '124'], '120–160')
    r('Hematócrito', 'L/L', 'ht', ['0,38', '0,35 L', '0,37'], '0,36–0,46')
    r('Leucócitos', '×10⁹/L', 'wbc', ['6,4', '3,2 L', '5,1'], '4,0–11,0')
    r('Neutrófilos', '×10⁹/L', 'neut_abs', ['3,9', '1,4 L', '2,8'], '1,8–7,5')
    r('Plaquetas', '×10⁹/L', 'plt', ['241', '168', '222'], '150–400')
    r('Glicose', 'mmol/L', 'glu_mol', ['5,2', '6,4 H', '5,6'], '3,9–5,5')
    r('Creatinina', 'µmol/L', 'creat_mol', ['68', '71', '102 H'], '45–90')
    r('ALT', 'U/L', 'alt', ['18', '22', '57 H'], '< 35')
    bl = [L('INSTITUTO DE PESQUISA CLÍNICA DO RIO DE JANEIRO', bold=True, size=11),
          L('Unidade de Ensaios Clínicos — Laboratório Central do Estudo', size=9),
          L('Av. Brasil, 4365 — Manguinhos — Rio de Janeiro/RJ · CNES 7011814 · CNPJ 33.781.055/0001-35', size=7),
          L('Responsável: Dra. Cláudia Lemos Rangel — CRBM-1 9.907 · Investigador principal: Dr. Marcelo T. Góis — CRM-RJ 52.600.311', size=7),
          Rule(0.5),
          L('Protocolo IPC-ONC-2024-07 (aprovado CEP em 12/09/2024)    Participante: 07-0143    Iniciais: M.S.F.', size=8),
          L('Sexo: F    Ano de nascimento: 1971    Randomização: 13/01/2025    Braço: B', size=8),
          Rule(0.2),
          L('RELATÓRIO CUMULATIVO DE SEGURANÇA LABORATORIAL — unidades do Sistema Internacional', bold=True, size=9),
          L('Visitas: V1 = 20/01/2025 (C1D1) · V2 = 17/02/2025 (C2D1) · V3 = 17/03/2025 (C3D1). Coletas às 08:00 ± 1 h.', size=8),
          Space(1),
          Table([22, 13, 13, 13, 13, 16], ['Analito', 'Unidade', 'V1 20/01/25', 'V2 17/02/25', 'V3 17/03/25', 'Faixa ref.'],
                rows, size=8.5, aligns='LLRRRL', border=True),
          Space(2),
          L('H/L: acima/abaixo da faixa de referência do laboratório central. Graduação CTCAE v5.0 pelo investigador.', size=7.5),
          L('Material: sangue total EDTA (hematologia), soro (bioquímica). Glicose com jejum mínimo de 8 h.', size=7.5),
          L('Comentário: neutropenia grau 2 em V2, recuperada em V3. ALT grau 1 em V3 — repetir na próxima visita (14/04/2025).', size=7.5),
          Space(8),
          L('Revisado por: Dra. Cláudia Lemos Rangel — CRBM-1 9.907 — em 18/03/2025', size=8),
          L('Gerado em 18/03/2025 10:02 · Documento confidencial do estudo · Página 1 de 1', size=7)]
    return Report('v09', 'Instituto de Pesquisa Clínica do Rio de Janeiro', 'Rio de Janeiro/RJ', V[2], bl, font='sans', size=8.5,
                  features='research-service cumulative table, SI units only (g/L, L/L, ×10⁹/L, mmol/L, µmol/L), three visit dates as columns, H/L flags inside the value cell')

# ---------------------------------------------------------------- v10
def v10():
    D = '2025-03-14'; DS = ['2025-02-05', '2025-02-20', '2025-03-14']
    def ref_res(nm, ref, v, u, k, fl=''):
        return L(f'{nm:<30} Ref.: {ref:<22} → {v} {u}{fl}', [R(nm, v, u, k)], size=8.5)
    rows = []
    def ev(nm, u, k, vals):
        cells, res = [nm], []
        for v, d in zip(vals, DS):
            vt = v.rstrip(' ↑↓')
            cells.append(v); res.append(R(nm, vt, u, k, date=d))
        rows.append((cells + [u], res))
    ev('Creatinina', 'mg/dL', 'creat', ['1,92 ↑', '1,71 ↑', '1,48 ↑'])
    ev('Ureia', 'mg/dL', 'urea', ['88 ↑', '71 ↑', '59 ↑'])
    ev('Potássio', 'mEq/L', 'k', ['5,6 ↑', '5,1', '4,8'])
    ev('Sódio', 'mEq/L', 'na', ['137', '139', '140'])
    ev('Hemoglobina', 'g/dL', 'hb', ['10,1 ↓', '10,6 ↓', '11,3 ↓'])
    ev('Leucócitos', '/mm³', 'wbc', ['9.800', '8.200', '7.450'])
    bl = [Table([62, 38], None, [(['LABORATÓRIO BOM JESUS', 'Análises Clínicas desde 1974'], [])], size=12, aligns='LR'),
          L('Rua Marechal Deodoro, 630 - Curitiba/PR  |  CNES 0015563  |  CNPJ 67.890.123/0001-45  |  RT: Dra. Irene Kowalski CRF-PR 9.337', size=6.8),
          Rule(0.5),
          L('Paciente: WALDEMAR KRÜGER NETO     Nasc.: 28.02.1949     Sexo: Masculino     Atendimento: 1403-0042', size=8),
          L('Médico: Dr. Sérgio Iwasaki - CRM-PR 18.455     Data de entrada: 14.03.2025     Coleta: 14.03.2025 07:30', size=8),
          Rule(0.5),
          L('COAGULOGRAMA', bold=True, size=9.5),
          L('Material: plasma citratado · Método: coagulométrico automatizado (ACL TOP)', size=7.5, italic=True),
          ref_res('Tempo de protrombina (TP)', '10,0 a 13,5 s', '14,8', 's', 'pt_sec', ' ↑'),
          ref_res('RNI (INR)', '0,90 a 1,20', '1,31', '', 'inr', ' ↑'),
          ref_res('TTPA', '25,0 a 37,0 s', '33,6', 's', 'aptt'),
          ref_res('Fibrinogênio', '200 a 400 mg/dL', '388', 'mg/dL', 'fib'),
          L('Paciente em uso de anticoagulante oral? Não informado.', size=7.5),
          Space(2),
          L('HEMOGRAMA - SÉRIE VERMELHA E PLAQUETAS', bold=True, size=9.5),
          L('Material: sangue total EDTA', size=7.5, italic=True),
          ref_res('Hematócrito', '40 a 52 %', '34,9', '%', 'ht', ' ↓'),
          ref_res('VCM', '80 a 98 fL', '89', 'fL', 'mcv'),
          ref_res('RDW', '11,5 a 14,5 %', '14,9', '%', 'rdw', ' ↑'),
          ref_res('Plaquetas', '150.000 a 450.000 /mm³', '188.000', '/mm³', 'plt'),
          Space(2),
          L('QUADRO EVOLUTIVO (resultados deste laboratório)', bold=True, size=9.5),
          Table([28, 17, 17, 17, 14], ['Exame', 'Coleta 05/02/2025', 'Coleta 20/02/2025', 'Coleta 14/03/2025', 'Unidade'],
                rows, size=8.5, aligns='LRRRL'),
          L('↑ / ↓ : fora do intervalo de referência. Hemoglobina de 14/03/2025 também consta do hemograma.', size=7.5),
          Space(6),
          L('Dra. Irene Kowalski - Farmacêutica Bioquímica CRF-PR 9.337', size=8, align='R'),
          L('Liberado em 14.03.2025 às 12:47  |  Impresso em 14.03.2025 às 13:05', size=7.5, align='R')]
    return Report('v10', 'Laboratório Bom Jesus', 'Curitiba/PR', D, bl, font='lsans', size=8.5,
                  features='reference printed BEFORE the result on the same line (arrow), cumulative table with three collection dates, ↑/↓ flags, dd.mm.yyyy dates')

# ---------------------------------------------------------------- v11
def v11():
    D = '2025-03-14'
    rows = []
    def r(nm, ref, v, u, k, fl=''):
        rows.append(([nm, ref, v, u, fl], [R(nm, v, u, k)]))
    r('Glicose', '70 a 99', '132', 'mg/dL', 'gluf', 'Alto')
    r('Hemoglobina\nglicada - A1c', 'até 5,6', '7,1', '%', 'a1c', 'Alto')
    r('Colesterol total', 'até 189', '174', 'mg/dL', 'chol')
    r('Colesterol HDL', 'acima de 39', '38', 'mg/dL', 'hdl', 'Baixo')
    r('Colesterol LDL', 'até 99 (meta)', '97', 'mg/dL', 'ldl')
    r('Colesterol VLDL', 'até 30', '39', 'mg/dL', 'vldl', 'Alto')
    r('Colesterol\nnão-HDL', 'até 129 (meta)', '136', 'mg/dL', 'nonhdl', 'Alto')
    r('Triglicérides', 'até 149', '196', 'mg/dL', 'tg', 'Alto')
    r('Creatinina', '0,70 a 1,20', '1,21', 'mg/dL', 'creat', 'Alto')
    r('TFG estimada\n(CKD-EPI 2021)', 'acima de 60', '64', 'mL/min/1,73 m²', 'egfr')
    r('Ácido úrico', '3,4 a 7,0', '7,8', 'mg/dL', 'uric', 'Alto')
    r('Microalbuminúria', 'até 30', '42', 'mg/L', 'malb', 'Alto')
    r('Potássio', '3,5 a 5,1', '4,6', 'mmol/L', 'k')
    r('TSH ultrassensível', '0,38 a 5,33', '1,94', 'µUI/mL', 'tsh')
    bl = [L('Nordeste Análises Clínicas', bold=True, size=13, font='lserif'),
          L('Av. Tancredo Neves, 1283 - Caminho das Árvores - Salvador - BA', size=7),
          L('CNES 3877663 - CNPJ 78.901.234/0001-56 - Responsável Técnico: Dr. Jorge Amado Sampaio - CRF-BA 5.218', size=7),
          Rule(0.3),
          L('Paciente: Raimundo Nonato Conceição       Data de Nascimento: 19/10/1963       Sexo: M', size=8),
          L('Solicitante: Dra. Iara Menezes - CRM-BA 23.900       Nº do pedido: 0314-7720', size=8),
          L('Coletado em 14 de março de 2025, 07h40 - Recebido em 14 de março de 2025, 08h05', size=8),
          L('Liberado em 15 de março de 2025 - Convênio: Planserv', size=8),
          Rule(0.3),
          L('PERFIL METABÓLICO E RENAL', bold=True, size=9.5, align='C'),
          L('Material: soro, sangue total (A1c) e urina isolada (microalbuminúria, mesma data)', size=7, align='C', italic=True),
          Space(1),
          Table([27, 20, 11, 18, 8], ['Exame', 'Valores de Referência', 'Resultado', 'Unidade', ''], rows,
                size=8, aligns='LLRLL', font='lserif'),
          Space(2),
          L('Referências para adultos. Metas lipídicas para paciente diabético (alto risco), conforme SBC/SBD.', size=7),
          L('A1c: método HPLC certificado NGSP. TFG calculada sem coeficiente de raça.', size=7),
          L('Próxima avaliação sugerida pelo médico: junho/2025. Data de impressão: 15/03/2025.', size=7),
          Space(7),
          L('Dr. Jorge Amado Sampaio - CRF-BA 5.218', size=8, align='C'),
          L('Assinatura digital - Salvador, 15 de março de 2025', size=7, align='C')]
    return Report('v11', 'Nordeste Análises Clínicas', 'Salvador/BA', D, bl, font='lserif', size=8,
                  features='table with reference column BEFORE the result, words Alto/Baixo as flags, split names, written-out dates ("14 de março de 2025")')

# ---------------------------------------------------------------- v12
def v12():
    D = '2025-03-13'
    def hdr(p):
        return [L('DIAGNÓSTICOS CERRADO', bold=True, size=12, font='sans'),
                L('SEPS 710/910, Bloco A - Asa Sul - Brasília/DF · CNES 0010472 · CNPJ 89.012.345/0001-67', size=7),
                L('Responsável Técnico: Dr. Vinícius Prado Ramos - CRM-DF 19.044 · Registro CRBM-1 DF 4.551', size=7),
                Rule(0.4),
                L(f'Paciente: Fernanda Lacerda Queiroz · Nasc. 02/12/1988 · Fem. · OS 13-0325-8812 · Página {p}/2', size=8),
                L('Solicitante: Dr. André Vasconcelos (CRM-DF 30.117) · Data de coleta: 13/03/2025 às 08h10 · Emissão: 14/03/2025', size=8),
                Rule(0.4)]
    leu = []
    def lr(nm, p, a, kp, ka, rp, ra):
        leu.append(([nm, p, '%', a, '×10³/µL', rp, ra], [R(nm, p, '%', kp), R(nm, a, '×10³/µL', ka)]))
    lr('Neutrófilos', '47,2', '2,93', 'neut_pct', 'neut_abs', '40–75', '2,0–7,0')
    lr('Linfócitos', '41,5', '2,57', 'lymph_pct', 'lymph_abs', '20–45', '1,0–3,0')
    lr('Monócitos', '8,1', '0,50', 'mono_pct', 'mono_abs', '2–10', '0,2–1,0')
    lr('Eosinófilos', '2,6', '0,16', 'eos_pct', 'eos_abs', '1–6', '0,02–0,5')
    er = []
    def e(nm, v, u, k, ref):
        er.append(([nm, v, u, ref], [R(nm, v, u, k)]))
    e('Eritrócitos', '4,46', '×10⁶/µL', 'rbc', '3,9 a 5,0')
    e('Hemoglobina', '12,9', 'g/dL', 'hb', '12,0 a 15,5')
    e('Hematócrito', '39,0', '%', 'ht', '35 a 45')
    e('Leucócitos', '6,20', '×10³/µL', 'wbc', '4,0 a 10,5')
    e('Plaquetas', '266', '×10³/µL', 'plt', '150 a 450')
    p1 = hdr(1) + [Space(1), L('Hemograma', bold=True, size=10),
                   L('Amostra: sangue total com EDTA · Método: Sysmex XN (impedância, fluorescência)', size=7, italic=True),
                   Table([25, 14, 16, 30], ['Parâmetro', 'Resultado', 'Unidade', 'Referência'], er, size=8.5, aligns='LRLL'),
                   Space(1), L('Leucograma', bold=True, size=9),
                   Table([20, 10, 6, 10, 14, 12, 14], ['Tipo', 'Relativo', '', 'Absoluto', '', 'Ref. %', 'Ref. ×10³/µL'],
                         leu, size=8.5, aligns='LRLRLLL'),
                   L('Basófilos: 0,6 % (ausência de desvio à esquerda).', [R('Basófilos', '0,6', '%', 'baso_pct')], size=8),
                   Space(3), L('Continua na página 2.', size=7, italic=True, align='R')]
    p2 = hdr(2) + [Space(1), L('Bioquímica e inflamação', bold=True, size=10),
                   L('Amostra: soro · coletada em 13/03/2025; ferritina processada em 14/03/2025 (mesma amostra)', size=7, italic=True),
                   Space(1),
                   L('Creatinina ........ 0,92 mg/dL   (81 µmol/L)          ref. 0,50 a 0,90 mg/dL  ↑',
                     [R('Creatinina', '0,92', 'mg/dL', 'creat'), R('Creatinina', '81', 'µmol/L', 'creat_mol')], font='mono', size=8),
                   L('Glicose ........... 88 mg/dL     (4,9 mmol/L)         ref. 70 a 99 mg/dL',
                     [R('Glicose', '88', 'mg/dL', 'gluf'), R('Glicose', '4,9', 'mmol/L', 'glu_mol')], font='mono', size=8),
                   L('Proteína C reativa  < 0,3 mg/dL                       ref. inferior a 0,5 mg/dL',
                     [R('Proteína C reativa', '< 0,3', 'mg/dL', 'crp')], font='mono', size=8),
                   L('Ferritina ......... 18,4 ng/mL                        ref. 15 a 150 ng/mL',
                     [R('Ferritina', '18,4', 'ng/mL', 'ferritin')], font='mono', size=8),
                   L('VHS (1ª hora) ..... 22 mm/h                           ref. até 20 mm/h  ↑',
                     [R('VHS (1ª hora)', '22', 'mm/h', 'esr')], font='mono', size=8),
                   Space(3),
                   L('Observações: creatinina discretamente elevada; sugerimos nova dosagem em 30 dias.', size=7.5),
                   L('Valores entre parênteses: conversão para unidades SI.', size=7.5),
                   Space(8),
                   L('Laudo liberado em 14/03/2025 11:58 por Dr. Vinícius Prado Ramos · assinatura digital ICP-Brasil', size=7.5),
                   L('Validação: www.diagnosticoscerrado.exemplo/laudo · código 7F3K-22QA', size=7)]
    return Report('v12', 'Diagnósticos Cerrado', 'Brasília/DF', D, p1 + [PageBreak()] + p2, font='sans', size=8.5,
                  features='leucograma with relative and absolute in separate columns (×10³/µL), SI value in parentheses after conventional, < comparator, mixed monospace leaders, 2 pages')
