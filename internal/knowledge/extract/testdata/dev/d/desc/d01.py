"""d01 - state public-health laboratory (LACEN) report, GAL-like layout.

Pregnant woman with fever: arbovirus investigation on two samples (acute sample on 06/03/2025,
second sample on 12/03/2025) plus the prenatal infectious-disease screening done on the second
sample.  Results are grouped per requisition; each requisition prints its own "Data da Coleta" and
"Data do Recebimento".  ELISA/CMIA tests print the index in the result column and the
interpretation word in its own column (the word is not a separate result); rapid and
qualitative tests print the word as the result.
"""
from lib import *

LAB = 'LACEN/TO - Laboratório Central de Saúde Pública Dra. Ester Bandeira Nolasco'

STY = {
    'base': dict(font='sans', size=8),
    'gov': dict(size=7.5, b=True, align='C'),
    'lab': dict(size=10, b=True, align='C'),
    'sub': dict(size=7.5, align='C', color='#333333'),
    'gal': dict(size=7.5, b=True, color='#ffffff', bg='#3c5a78'),
    'pat': dict(font='cond', size=7.5),
    'b': dict(b=True),
    'td': dict(font='cond', size=7.5, lh=1.2),
    'th': dict(font='cond', size=7.5, b=True, bg='#dfe6ee', lh=1.2),
    'sec': dict(b=True, bg='#eef2f6'),
    'res': dict(b=True, size=8),
    'req': dict(size=8.5, b=True, bg='#dfe6ee'),
    'reqi': dict(size=7.5),
    'lib': dict(size=7, i=True, color='#333333'),
    'foot': dict(size=6.5, color='#444444'),
    'obs': dict(size=7, color='#222222'),
}


def build():
    rep = Report('d01', LAB, '2025-03-12', STY, margins=(9, 11, 10, 11),
                 title='LACEN/TO - Laudo GAL')
    R = rep.R
    A1 = '2025-03-06'   # first (acute) sample; the second sample (12/03/2025) is the default date

    # ---------------- requisition 1: acute sample
    ns1 = R('Dengue - Antígeno NS1', 'Dengue virus NS1 antigen', '75377-2', 'Reagente', date=A1)
    dim1 = R('Dengue - Anticorpos IgM', 'Dengue virus IgM antibody', '29663-2', '0,42', 'índice', date=A1)
    chm1 = R('Chikungunya - Anticorpos IgM', 'Chikungunya virus IgM antibody', '88629-1', '0,19', 'índice', date=A1)
    zkm1 = R('Zika - Anticorpos IgM', 'Zika virus IgM antibody', '80824-6', '0,27', 'índice', date=A1)
    # ---------------- requisition 2: second sample, arboviruses
    dim2 = R('Dengue - Anticorpos IgM', 'Dengue virus IgM antibody', '29663-2', '3,58', 'índice')
    dig2 = R('Dengue - Anticorpos IgG', 'Dengue virus IgG antibody', '29661-6', '0,62', 'índice')
    chm = R('Chikungunya - Anticorpos IgM', 'Chikungunya virus IgM antibody', '88629-1', '0,21', 'índice')
    chg = R('Chikungunya - Anticorpos IgG', 'Chikungunya virus IgG antibody', '88630-9', '0,15', 'índice')
    zkm = R('Zika - Anticorpos IgM', 'Zika virus IgM antibody', '80824-6', '0,34', 'índice')
    lep = R('Leptospirose - Anticorpos IgM', 'Leptospira IgM antibody', '23201-7', 'Não reagente')
    hav = R('Hepatite A - Anti-HAV IgM', 'Hepatitis A virus IgM antibody', '13950-1', 'Não reagente')
    # ---------------- requisition 3: prenatal screening (same second sample)
    rbg = R('Rubéola - Anticorpos IgG', 'Rubella virus IgG antibody', '8014-3', '86,4', 'UI/mL')
    rbm = R('Rubéola - Anticorpos IgM', 'Rubella virus IgM antibody', '24116-6', '0,25', 'índice')
    cmg = R('Citomegalovírus - IgG', 'Cytomegalovirus IgG antibody', '13949-3', 'Reagente')
    cmm = R('Citomegalovírus - IgM', 'Cytomegalovirus IgM antibody', '24119-0', 'Não reagente', alts=['30325-5'])
    txg = R('Toxoplasmose - IgG', 'Toxoplasma gondii IgG antibody', '8039-0', '48,3', 'UI/mL', alts=['40677-7'])
    txm = R('Toxoplasmose - IgM', 'Toxoplasma gondii IgM antibody', '40678-5', '0,18', 'índice')
    hiv = R('HIV 1/2 - Antígeno p24 e anticorpos', 'HIV 1+2 antibody and p24 antigen', '56888-1', '0,11', 'S/CO')
    hbs = R('Hepatite B - HBsAg', 'Hepatitis B virus surface antigen', '5196-1', '0,32', 'S/CO', alts=['5195-3'])
    ahbs = R('Hepatite B - Anticorpos anti-HBs (quantitativo)', 'Hepatitis B virus surface antibody',
             '16935-9', 'inferior a 2,00', 'mUI/mL', alts=['5193-8'])
    hbc = R('Hepatite B - Anti-HBc total', 'Hepatitis B virus core antibody (total)', '13952-7', '0,18', 'S/CO')
    hcv = R('Hepatite C - Anti-HCV', 'Hepatitis C virus antibody', '16128-1', '0,07', 'S/CO', alts=['13955-0'])
    htlv = R('HTLV I/II - Anticorpos', 'HTLV I+II antibody', '29901-6', 'Não reagente')
    chag = R('Doença de Chagas - Anticorpos anti-T. cruzi', 'Trypanosoma cruzi antibody', '57320-4', 'Não reagente')
    vdrl = R('Sífilis - VDRL', 'Reagin antibody (VDRL)', '5292-8', 'Não reagente')
    trep = R('Sífilis - Teste treponêmico', 'Treponema pallidum antibody', '24110-9', '0,12', 'S/CO',
             alts=['22587-0'])

    def header(pn, n):
        return [
            Lines([L('GOVERNO DO ESTADO DO TOCANTINS - SECRETARIA DA SAÚDE', sty='gov'),
                   L('SUPERINTENDÊNCIA DE VIGILÂNCIA EM SAÚDE', sty='gov'),
                   L('LACEN/TO - LABORATÓRIO CENTRAL DE SAÚDE PÚBLICA DRA. ESTER BANDEIRA NOLASCO', sty='lab'),
                   L('Quadra 1304 Sul, Alameda 11, Lote 4 - Plano Diretor Sul - Palmas/TO - CEP 77024-410 - '
                     'Fone (63) 3218-4471 - CNES 6623097', sty='sub')], mb=1),
            Lines([L(f' GAL - Gerenciador de Ambiente Laboratorial        LAUDO DE RESULTADOS - PACIENTE'
                     f'                                        Página {pn} de {n}', sty='gal')], mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('Laudo emitido pelo GAL em 18/03/2025 14:22 por usuário lacen.recepcao3. Os resultados '
                         'referem-se exclusivamente às amostras analisadas.', sty='foot'),
                       L('Resultados sujeitos à interpretação clínico-epidemiológica. Arboviroses: notificação '
                         'compulsória (Portaria GM/MS nº 217/2023).', sty='foot')])]

    rep.header, rep.footer = header, footer

    patient = Box([Table([66, 74, 45], [
        [[S('Paciente: ', sty='b'), 'JOSIANE PEREIRA DA CONCEIÇÃO'], [S('CNS: ', sty='b'), '708 4023 1187 5526'],
         [S('Nº GAL paciente: ', sty='b'), '1700 2219 4410']],
        [[S('Data de nascimento: ', sty='b'), '19/08/1997'], [S('Idade: ', sty='b'), '27 anos  ',
                                                               S('Sexo: ', sty='b'), 'Feminino'],
         [S('Gestante: ', sty='b'), 'Sim - 2º trimestre']],
        [[S('Município de residência: ', sty='b'), 'Porto Nacional/TO'],
         [S('Nome da mãe: ', sty='b'), 'Rosilene Pereira da Conceição'], [S('DUM: ', sty='b'), '14/11/2024']],
        [[S('Unidade requisitante: ', sty='b'), 'UBS Setor Aeroporto'],
         [S('Requisitante: ', sty='b'), 'Enf. Cláudia M. Viana - COREN-TO 214.778'],
         [S('Agravo: ', sty='b'), 'Dengue (A90)']],
        [[S('Notificação SINAN: ', sty='b'), '9018244 em 06/03/2025'],
         [S('Data dos primeiros sintomas: ', sty='b'), '04/03/2025'],
         [S('Semana epidemiológica: ', sty='b'), '10/2025']],
    ], sty='pat', hsty='pat', border='none', padv=0.35, padh=0.6)], pad=1.2, lw=0.25, mb=2)

    COLS = ['Exame', 'Metodologia', 'Resultado', 'Unidade', 'Interpretação', 'Valor de referência']
    W = [46, 36, 23, 13, 22, 46]

    def req(num, title, sample, coleta, receb):
        return Lines([L(f' Requisição {num} - {title}', sty='req'),
                      L(f' Material: Soro    Amostra: {sample}    Data da Coleta: {coleta}    '
                        f'Data do Recebimento: {receb}', sty='reqi')], mt=1)

    def row(name, meth, r, interp, ref):
        return [name, meth, C(r.V, sty='res'), r.U if r.unit else '', interp, ref]

    IDX = 'Não reagente: inferior a 0,90\nIndeterminado: 0,90 a 1,10\nReagente: superior a 1,10'
    SCO = 'Não reagente: inferior a 1,00\nReagente: igual ou superior a 1,00'

    req1 = Table(W, [
        row('Dengue - Antígeno NS1', 'Imunocromatografia', ns1, '', 'Não reagente'),
        row('Dengue - Anticorpos IgM', 'ELISA de captura (MAC)', dim1, 'Não reagente', IDX),
        row('Chikungunya - Anticorpos IgM', 'ELISA de captura (MAC)', chm1, 'Não reagente', IDX),
        row('Zika - Anticorpos IgM', 'ELISA de captura (MAC)', zkm1, 'Não reagente', IDX),
    ], cols=COLS, mt=0.5, padv=0.5, padh=1)

    req2 = Table(W, [
        row('Dengue - Anticorpos IgM', 'ELISA de captura (MAC)', dim2, 'Reagente', IDX),
        row('Dengue - Anticorpos IgG', 'ELISA indireto', dig2, 'Não reagente', IDX),
        row('Chikungunya - Anticorpos IgM', 'ELISA de captura (MAC)', chm, 'Não reagente', IDX),
        row('Chikungunya - Anticorpos IgG', 'ELISA indireto', chg, 'Não reagente', IDX),
        row('Zika - Anticorpos IgM', 'ELISA de captura (MAC)', zkm, 'Não reagente', IDX),
        row('Leptospirose - Anticorpos IgM', 'ELISA IgM', lep, '', 'Não reagente'),
        row('Hepatite A - Anti-HAV IgM', 'Quimioluminescência (CMIA)', hav, '', 'Não reagente'),
    ], cols=COLS, mt=0.5, padv=0.5, padh=1)

    req3a = Table(W, [
        row('Rubéola - Anticorpos IgG', 'Quimioluminescência (CMIA)', rbg, 'Reagente',
            'Não reagente: inferior a 5,0\nIndeterminado: 5,0 a 9,9\nReagente: igual ou superior a 10,0'),
        row('Rubéola - Anticorpos IgM', 'Quimioluminescência (CMIA)', rbm, 'Não reagente',
            'Não reagente: inferior a 1,20\nIndeterminado: 1,20 a 1,59\nReagente: igual ou superior a 1,60'),
        row('Citomegalovírus - IgG', 'Quimioluminescência (CMIA)', cmg, '', 'Não reagente'),
        row('Citomegalovírus - IgM', 'Quimioluminescência (CMIA)', cmm, '', 'Não reagente'),
        row('Toxoplasmose - IgG', 'Quimioluminescência (CMIA)', txg, 'Reagente',
            'Não reagente: inferior a 1,6\nIndeterminado: 1,6 a 2,9\nReagente: igual ou superior a 3,0'),
        row('Toxoplasmose - IgM', 'Quimioluminescência (CMIA)', txm, 'Não reagente',
            'Não reagente: inferior a 0,50\nIndeterminado: 0,50 a 0,59\nReagente: igual ou superior a 0,60'),
    ], cols=COLS, mt=0.5, padv=0.5, padh=1)

    req3b = Table(W, [
        row('HIV 1/2 - Antígeno p24 e\nanticorpos', 'Quimioluminescência (CMIA)\n4ª geração', hiv,
            'Não reagente', SCO),
        row('Hepatite B - HBsAg', 'Quimioluminescência (CMIA)', hbs, 'Não reagente', SCO),
        row('Hepatite B - Anticorpos anti-HBs\n(quantitativo)', 'Quimioluminescência (CMIA)', ahbs,
            'Não reagente', 'Não reagente: inferior a 10,0\nReagente: igual ou superior a 10,0'),
        row('Hepatite B - Anti-HBc total', 'Quimioluminescência (CMIA)', hbc, 'Não reagente', SCO),
        row('Hepatite C - Anti-HCV', 'Quimioluminescência (CMIA)', hcv, 'Não reagente', SCO),
        row('HTLV I/II - Anticorpos', 'Quimioluminescência (CMIA)', htlv, '', 'Não reagente'),
        row('Doença de Chagas - Anticorpos\nanti-T. cruzi', 'ELISA (antígenos\nrecombinantes)', chag, '',
            'Não reagente'),
        row('Sífilis - VDRL', 'Floculação (lâmina)', vdrl, '', 'Não reagente'),
        row('Sífilis - Teste treponêmico', 'Quimioluminescência (CMIA)', trep, 'Não reagente', SCO),
    ], cols=COLS, mt=0.5, padv=0.5, padh=1)

    def lib(*txt):
        return Lines([L(t, sty='lib') for t in txt], mt=0.6, mb=0.6)

    rep.page(
        patient,
        req('250306004417', 'Arboviroses - investigação (1ª amostra, fase aguda)', '1ª',
            '06/03/2025 08:30', '07/03/2025 10:05'),
        req1,
        lib('Liberado em 10/03/2025 11:48 por Dra. Helena Fonseca Parente - Biomédica CRBM-3 10.246.',
            'Amostra da fase aguda (2º dia de sintomas): NS1 reagente com IgM ainda não reagente; coletar 2ª amostra.'),
        req('250312006102', 'Arboviroses - investigação (2ª amostra, convalescença)', '2ª',
            '12/03/2025 09:10', '13/03/2025 08:02'),
        req2,
        lib('Liberado em 17/03/2025 16:40 por Dra. Helena Fonseca Parente - Biomédica CRBM-3 10.246.',
            'Soroconversão de IgM para dengue entre a 1ª e a 2ª amostra.'),
        req('250312006103', 'Triagem pré-natal - doenças infecciosas (mesma coleta da 2ª amostra)', '2ª',
            '12/03/2025 09:10', '13/03/2025 08:02'),
        req3a,
    )
    rep.page(
        Lines([L(' Requisição 250312006103 - Triagem pré-natal (continuação)', sty='req'),
               L(' Material: Soro    Amostra: 2ª    Data da Coleta: 12/03/2025 09:10    '
                 'Data do Recebimento: 13/03/2025 08:02', sty='reqi')], mt=1),
        req3b,
        lib('Liberado em 18/03/2025 10:15 por Dr. Raimundo Tavares Coelho - Farmacêutico-Bioquímico '
            'CRF-TO 2.318.'),
        Lines([L('Observações:', sty='b'),
               L('1. Amostras não reagentes para HIV, sífilis e hepatites não excluem infecção em janela '
                 'imunológica; repetir no 3º trimestre', sty='obs'),
               L('   conforme protocolo de pré-natal do Ministério da Saúde.', sty='obs'),
               L('2. Anti-HBs inferior a 10,0 mUI/mL: gestante suscetível à hepatite B; encaminhar para '
                 'vacinação.', sty='obs'),
               L('3. Toxoplasmose IgG reagente com IgM não reagente: perfil de infecção antiga (imune).',
                 sty='obs'),
               L('4. Leptospirose e hepatite A realizados por critério epidemiológico (enchente no '
                 'município em 02/2025).', sty='obs')], mt=2),
        Lines([L('Conferido e assinado eletronicamente.', sty='lib'),
               L('Responsável técnico: Dr. Raimundo Tavares Coelho - CRF-TO 2.318', sty='lib')], mt=3),
    )
    return rep
