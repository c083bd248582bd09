"""c02 - hospital LIS printout (MV-like), invented 'Hospital Municipal São Lucas', Caxias do Sul/RS.

Monospaced listing, coded test names ("HMG - HEMOGRAMA"), sample numbers,
"Liberado por" per exam, a critical-value note, and a second troponin sample
collected after midnight (next calendar day).  2 pages.
"""
from lib import Report, Lines, L, Rule, Space, Box, S

STY = {
    'base': dict(font='mono', size=7.6, lh=1.3),
    'h1': dict(font='sans', size=11, b=True),
    'h2': dict(font='sans', size=8, b=True),
    'hd': dict(font='mono', size=7.4),
    'ex': dict(font='mono', size=8, b=True),
    'crit': dict(font='mono', size=7.6, b=True),
    'foot': dict(font='mono', size=6.8),
    'lib': dict(font='mono', size=7, i=True),
    'colh': dict(font='mono', size=7.4, b=True),
}

W_NAME, W_VAL, W_UNIT = 30, 10, 11


def build():
    rep = Report('c02', 'Hospital Municipal São Lucas - Laboratório de Análises Clínicas', '2025-03-10', STY,
                 margins=(9, 11, 9, 11), title='Relatório de resultados - LIS')
    R = rep.R

    def header(pn, n):
        return [
            Lines([L('HOSPITAL MUNICIPAL SÃO LUCAS', sty='h1'),
                   L('LABORATÓRIO DE ANÁLISES CLÍNICAS - CNES 2240178 - Rua Os 18 do Forte, 1020 - Caxias do Sul/RS', sty='h2')]),
            Rule(lw=0.4, mt=1, mb=1),
            Lines([
                L('Paciente..: 0418832 - IVONE TEREZINHA BORTOLINI              Nasc.: 02/05/1949   Idade: 75A 10M   Sexo: F', sty='hd'),
                L('Atendim...: 3301927  Setor: PRONTO SOCORRO - OBSERVAÇÃO  Leito: PS-OBS 07   Convênio: SUS', sty='hd'),
                L('Solicitante: DR. FELIPE ANDREOLLA ZANOTTO - CRM-RS 33.871     Dt. atendimento: 10/03/2025 23:40', sty='hd'),
            ]),
            Rule(lw=0.4, mt=1, mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.3, mt=0, mb=0.8),
                Lines([L(f'Impresso em 11/03/2025 07:31 por LAB.RECEP3          SGL v4.12                         Página {pn}/{n}', sty='foot'),
                       L('Responsável técnico: Farm. Bioq. Andréa Colombo Pezzi - CRF-RS 8.452. Resultados liberados eletronicamente.', sty='foot')])]

    rep.header, rep.footer = header, footer

    def row(r, ref, flag=''):
        name = r.name if len(r.name) <= W_NAME else r.name[:W_NAME]
        pad = ' ' * max(1, W_VAL - len(r.vt))
        return L('  ' + name.ljust(W_NAME), pad, r.V, '  ', r.unit.ljust(W_UNIT), (flag + ' ').ljust(3), ref)

    def exam(code, title, sample, material, coleta, metodo, lines, liberado, extra=()):
        out = [L(f'{code} - {title}', sty='ex'),
               L(f'  Amostra: {sample}   Material: {material}   Coleta: {coleta}'),
               L(f'  Método: {metodo}'),
               L('  ' + 'Exame'.ljust(W_NAME) + 'Resultado'.rjust(W_VAL) + '  ' + 'Unidade'.ljust(W_UNIT) + '   Valores de referência', sty='colh')]
        out += lines
        out += list(extra)
        out.append(L(f'  Liberado por: {liberado}', sty='lib'))
        return Lines(out, mb=2.2)

    COL1 = '10/03/2025 23:55'
    LIB1 = 'Farm. Bioq. Tiago Ramires Fonseca - CRF-RS 12.345 em 11/03/2025 01:14'
    LIB2 = 'Biomed. Luana Pertile Dal Bó - CRBM-5 7.219 em 11/03/2025 04:02'

    # hemograma
    hem = [
        R('Hemácias', 'Erythrocytes', '789-8', '4,02', 'x10⁶/µL', ['26453-1']),
        R('Hemoglobina', 'Hemoglobin', '718-7', '11,8', 'g/dL'),
        R('Hematócrito', 'Hematocrit', '4544-3', '35,9', '%', ['20570-8']),
        R('VCM', 'MCV', '787-2', '89,3', 'fL', ['30428-7']),
        R('HCM', 'MCH', '785-6', '29,4', 'pg', ['28539-5']),
        R('CHCM', 'MCHC', '786-4', '32,9', 'g/dL', ['28540-3']),
        R('RDW-CV', 'RDW', '788-0', '14,8', '%', ['30385-9']),
    ]
    refs = ['3,90 a 5,00', '12,0 a 15,5', '35,0 a 45,0', '80,0 a 98,0', '27,0 a 33,0', '32,0 a 36,0', '11,5 a 14,5']
    flags = ['', 'L', '', '', '', '', 'H']
    lines = [row(r, ref, f) for r, ref, f in zip(hem, refs, flags)]
    leu = R('Leucócitos', 'Leukocytes', '6690-2', '14,20', 'x10³/µL', ['26464-8'])
    lines.append(row(leu, '4,00 a 10,00', 'H'))
    diff = [
        ('Neutrófilos', 'Neutrophils', '770-8', ['26511-6'], '82,1', '751-8', ['26499-4'], '11,66', '40,0 a 75,0', '1,80 a 7,50', 'H'),
        ('Linfócitos', 'Lymphocytes', '736-9', ['26478-8'], '10,4', '731-0', ['26474-7'], '1,48', '20,0 a 45,0', '1,00 a 4,00', 'L'),
        ('Monócitos', 'Monocytes', '5905-5', ['26485-3'], '6,2', '742-7', ['26484-6'], '0,88', '2,0 a 10,0', '0,20 a 1,00', ''),
        ('Eosinófilos', 'Eosinophils', '713-8', ['26450-7'], '0,9', '711-2', ['26449-9'], '0,13', '1,0 a 6,0', '0,02 a 0,50', 'L'),
        ('Basófilos', 'Basophils', '706-2', ['30180-4'], '0,4', '704-7', ['26444-0'], '0,06', '0,0 a 2,0', '0,00 a 0,10', ''),
    ]
    for name, an, lp, ap, vp, la, aa, va, rp, ra, fl in diff:
        p = R(f'{name} %', f'{an}/100 leukocytes', lp, vp, '%', ap)
        a = R(f'{name} #', f'{an} (absolute count)', la, va, 'x10³/µL', aa)
        lines.append(row(p, rp, fl))
        lines.append(row(a, ra, fl))
    plq = R('Plaquetas', 'Platelets', '777-3', '198', 'x10³/µL', ['26515-7'])
    lines.append(row(plq, '150 a 450'))
    b_hmg = exam('HMG', 'HEMOGRAMA COMPLETO', '2503104417-01', 'SANGUE TOTAL EDTA', COL1,
                 'Automatizado (impedância/citometria de fluxo) com revisão de lâmina', lines, LIB1,
                 extra=[L('  Obs.: neutrofilia com desvio à esquerda discreto; granulações tóxicas presentes.')])

    ure = R('Ureia', 'Urea', '3091-6', '78', 'mg/dL')
    cre = R('Creatinina', 'Creatinine', '2160-0', '2,14', 'mg/dL')
    na = R('Sódio', 'Sodium', '2951-2', '133', 'mmol/L')
    k = R('Potássio', 'Potassium', '2823-3', '6,4', 'mmol/L')
    mg = R('Magnésio', 'Magnesium', '19123-9', '2,6', 'mg/dL')
    b_bio = [
        exam('URE', 'UREIA', '2503104417-02', 'SORO', COL1, 'Enzimático UV (urease/GLDH)', [row(ure, '15 a 43', 'H')], LIB1),
        exam('CRE', 'CREATININA', '2503104417-02', 'SORO', COL1, 'Jaffé cinético', [row(cre, '0,51 a 0,95', 'H')], LIB1),
        exam('NA', 'SÓDIO', '2503104417-02', 'SORO', COL1, 'Eletrodo íon-seletivo indireto', [row(na, '136 a 145', 'L')], LIB1),
        exam('K', 'POTÁSSIO', '2503104417-02', 'SORO', COL1, 'Eletrodo íon-seletivo indireto', [row(k, '3,5 a 5,1', 'HH')], LIB1,
             extra=[L('  *** VALOR CRÍTICO *** Resultado confirmado em nova dosagem, amostra sem hemólise.', sty='crit'),
                    L('  Comunicado a Enf. Rosane M. Tomazoni (PS) em 11/03/2025 00:58 - leitura de confirmação realizada.', sty='crit')]),
        exam('MG', 'MAGNÉSIO', '2503104417-02', 'SORO', COL1, 'Colorimétrico (azul de xilidila)', [row(mg, '1,6 a 2,6')], LIB1),
    ]
    rep.page(b_hmg, *b_bio)

    pcr = R('Proteína C reativa', 'C reactive protein', '1988-5', '48,6', 'mg/L')
    ck = R('CK total', 'Creatine kinase', '2157-6', '412', 'U/L')
    ckmb = R('CK-MB massa', 'Creatine kinase MB (mass)', '13969-1', '18,9', 'ng/mL')
    trop1 = R('Troponina I ultrassensível', 'Troponin I (high sensitivity)', '89579-7', '182,4', 'ng/L', ['10839-9'])
    trop2 = R('Troponina I ultrassensível', 'Troponin I (high sensitivity)', '89579-7', '640,8', 'ng/L', ['10839-9'], date='2025-03-11')
    bnp = R('NT-proBNP', 'NT-proBNP', '33762-6', '4.870', 'pg/mL')
    lac = R('Lactato', 'Lactate', '2524-7', '2,9', 'mmol/L', ['32693-4'])
    tpt = R('Tempo de protrombina', 'Prothrombin time', '5902-2', '14,8', 's')
    tpa = R('Atividade de protrombina', 'Prothrombin activity (PT actual/normal)', '5894-1', '72', '%')
    rni = R('RNI', 'INR', '6301-6', '1,21', '', ['34714-6'])
    ttpa = R('TTPA', 'aPTT', '14979-9', '33,5', 's', ['3173-2'])
    ttpr = R('TTPA relação paciente/controle', 'aPTT ratio', '63561-5', '1,12', '')
    rep.page(
        exam('PCR', 'PROTEÍNA C REATIVA', '2503104417-02', 'SORO', COL1, 'Imunoturbidimetria', [row(pcr, 'inferior a 5,0', 'H')], LIB1),
        exam('CK', 'CREATINOFOSFOQUINASE TOTAL', '2503104417-02', 'SORO', COL1, 'Cinético UV (IFCC)', [row(ck, '26 a 192', 'H')], LIB1),
        exam('CKMB', 'CK-MB MASSA', '2503104417-02', 'SORO', COL1, 'Quimioluminescência', [row(ckmb, 'até 4,9', 'H')], LIB1),
        exam('TROPI', 'TROPONINA I ULTRASSENSÍVEL - 1ª AMOSTRA', '2503104417-03', 'PLASMA (HEPARINA)', COL1,
             'Quimioluminescência de alta sensibilidade', [row(trop1, 'até 15,6 (mulheres)', 'HH')], LIB1),
        exam('TROPI', 'TROPONINA I ULTRASSENSÍVEL - 2ª AMOSTRA (DELTA 3 H)', '2503110094-01', 'PLASMA (HEPARINA)', '11/03/2025 03:05',
             'Quimioluminescência de alta sensibilidade', [row(trop2, 'até 15,6 (mulheres)', 'HH')], LIB2,
             extra=[L('  Variação em relação à 1ª amostra (10/03/2025 23:55): +458,4 ng/L (delta significativo).', sty='crit')]),
        exam('NTPBNP', 'PEPTÍDEO NATRIURÉTICO TIPO B N-TERMINAL', '2503104417-03', 'PLASMA (HEPARINA)', COL1,
             'Eletroquimioluminescência', [row(bnp, '75 anos ou mais: até 1.800', 'H')], LIB1),
        exam('LAC', 'LACTATO', '2503104417-04', 'PLASMA (FLUORETO) - VENOSO', COL1, 'Enzimático (lactato oxidase)',
             [row(lac, '0,5 a 2,2', 'H')], LIB1),
        exam('TAP', 'TEMPO E ATIVIDADE DE PROTROMBINA', '2503104417-05', 'PLASMA CITRATADO', COL1, 'Coagulométrico (tromboplastina ISI 1,02)',
             [row(tpt, '10,0 a 13,5', 'H'), row(tpa, '70 a 100'), row(rni, '0,90 a 1,20', 'H')], LIB1),
        exam('TTPA', 'TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA', '2503104417-05', 'PLASMA CITRATADO', COL1, 'Coagulométrico',
             [row(ttpa, '25,0 a 36,0'), row(ttpr, 'até 1,25')], LIB1),
        Lines([L('Legenda: L = abaixo da referência; H = acima da referência; HH = valor crítico/alerta.', sty='foot'),
               L('*** FIM DO RELATÓRIO - 17 EXAMES ***', sty='foot')], mt=1),
    )
    return rep
