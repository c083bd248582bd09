"""c06 - prenatal first-trimester panel, invented 'Laboratório Baía de Todos os Santos', Salvador/BA.

Grid table: exam | method | result | interpretation, with small reference
tables (Não reagente / Indeterminado / Reagente cut-offs) inside the right cell,
IgG numeric next to an interpretation word, IgM qualitative.  Obstetric dates
(DUM, DPP, gestational age) in the header.  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8),
    'brand': dict(font='serif', size=13, b=True, color='#114b7a'),
    'brand2': dict(font='sans', size=7, color='#114b7a'),
    'hd': dict(size=7.5), 'hdb': dict(size=7.5, b=True),
    'td': dict(size=7.6), 'th': dict(size=7.4, b=True, bg='#dde9f3'),
    'sec': dict(size=8, b=True, bg='#eef4f9'),
    'val': dict(size=8.2, b=True),
    'ref': dict(size=6.8),
    'note': dict(size=6.8, i=True),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('c06', 'Laboratório Baía de Todos os Santos', '2025-02-17', STY,
                 margins=(10, 11, 10, 11), title='Pré-natal - 1º trimestre')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('Laboratório Baía', sty='brand'), L('de Todos os Santos', sty='brand'), L('ANÁLISES CLÍNICAS - PRÉ-NATAL', sty='brand2')])],
                 [Lines([L('Paciente: ', S('ADRIANA SOUZA DOS SANTOS', sty='hdb'), '   Nasc.: 09/06/1997', sty='hd'),
                         L('Cartão SUS: 706 4012 3388 2154   Prontuário: 118.073', sty='hd'),
                         L('DUM: 18/11/2024   IG na coleta: 13 semanas   DPP: 25/08/2025', sty='hd'),
                         L('Coleta: 17/02/2025 07:50   Liberação: 19/02/2025 14:10', sty='hd'),
                         L('Solicitante: Enf. obstetra Cíntia Barreto Nery - COREN-BA 402.118', sty='hd')])],
                 split=60, gap=3),
            Rule(lw=0.6, mt=1.2, mb=2, color='#114b7a'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('Laboratório Baía de Todos os Santos - Av. Sete de Setembro, 1.844 - Vitória - Salvador/BA - CNES 3780112', sty='foot'),
                       L('Responsável técnica: Dra. Luciana Amorim Bittencourt - CRF-BA 6.385', sty='foot'),
                       L(f'Página {pn}/{n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer
    W = [52, 38, 34, 64]
    COLS = ['Exame', 'Método / material', 'Resultado', 'Valores de referência / interpretação']
    AL = ['L', 'L', 'L', 'L']

    def rw(name, method, res_pieces, ref, label=None):
        return [label or name, C(method, sty='ref'), C(*res_pieces), C(ref, sty='ref')]

    abo = R('Grupo sanguíneo (sistema ABO)', 'ABO group', '883-9', 'O', '', value=None)
    rh = R('Fator Rh (antígeno D)', 'Rh type', '10331-7', 'Positivo', '')
    pai = R('Pesquisa de anticorpos irregulares (Coombs indireto)', 'Blood group antibody screen', '890-4', 'Negativo', '')
    hb = R('Hemoglobina', 'Hemoglobin', '718-7', '11,4', 'g/dL')
    ht = R('Hematócrito', 'Hematocrit', '4544-3', '34,6', '%', ['20570-8'])
    leu = R('Leucócitos', 'Leukocytes', '6690-2', '9.120', '/mm³', ['26464-8'])
    plq = R('Plaquetas', 'Platelets', '777-3', '231.000', '/mm³', ['26515-7'])
    gj = R('Glicemia de jejum', 'Glucose (fasting)', '1558-6', '84', 'mg/dL', ['2345-7'])
    tsh = R('TSH', 'Thyrotropin', '3016-3', '2,1', 'µUI/mL', ['11580-8'])

    t1 = Table(W, [
        Sec('IMUNO-HEMATOLOGIA'),
        rw(abo.name, 'hemaglutinação em gel\nsangue total EDTA', [S(abo.V, sty='val')], 'não se aplica'),
        rw(rh.name, 'hemaglutinação em gel', [S(rh.V, sty='val')], 'não se aplica'),
        rw(pai.name, 'Coombs indireto (gel)\nsoro', [S(pai.V, sty='val')], 'Negativo', label='Pesquisa de anticorpos\nirregulares (Coombs indireto)'),
        Sec('HEMATOLOGIA E BIOQUÍMICA'),
        rw(hb.name, 'automatizado\nsangue total EDTA', [S(hb.V, sty='val'), ' g/dL'], 'gestantes: superior ou igual a 11,0 g/dL'),
        rw(ht.name, 'automatizado', [S(ht.V, sty='val'), ' %'], 'gestantes: 33,0 a 44,0 %'),
        rw(leu.name, 'automatizado', [S(leu.V, sty='val'), ' /mm³'], '4.000 a 13.500 /mm³'),
        rw(plq.name, 'automatizado', [S(plq.V, sty='val'), ' /mm³'], '150.000 a 450.000 /mm³'),
        rw(gj.name, 'hexoquinase\nplasma fluoretado', [S(gj.V, sty='val'), ' mg/dL'],
           'gestantes (IADPSG/OMS):\nnormal: inferior a 92 mg/dL\ndiabetes gestacional: 92 a 125 mg/dL\ndiabetes prévio: igual ou superior a 126'),
        rw(tsh.name, 'quimioluminescência\nsoro', [S(tsh.V, sty='val'), ' µUI/mL'],
           '1º trimestre: 0,10 a 2,50 µUI/mL\n2º trimestre: 0,20 a 3,00 µUI/mL\n3º trimestre: 0,30 a 3,00 µUI/mL'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.6)

    hbs = R('HBsAg - antígeno de superfície da hepatite B', 'Hepatitis B virus surface Ag', '5196-1', 'Não reagente', '', ['5195-3'])
    ahbs = R('Anti-HBs', 'Hepatitis B virus surface Ab', '16935-9', '> 1.000', 'mUI/mL', ['5193-8'])
    hcv = R('Anti-HCV', 'Hepatitis C virus Ab', '13955-0', 'Não reagente', '', ['16128-1'])
    hiv = R('HIV 1 e 2 - antígeno p24 e anticorpos', 'HIV 1+2 Ab + HIV1 p24 Ag', '56888-1', 'Não reagente', '')
    vdrl = R('VDRL', 'Reagin Ab (VDRL)', '5292-8', 'Não reagente', '')
    trep = R('Anticorpos anti-Treponema pallidum', 'Treponema pallidum Ab', '22587-0', 'Não reagente', '')
    txg = R('Toxoplasmose IgG', 'Toxoplasma gondii IgG Ab', '5388-4', '124,6', 'UI/mL')
    txm = R('Toxoplasmose IgM', 'Toxoplasma gondii IgM Ab', '25542-2', 'Não reagente', '', ['5390-0'])
    rbg = R('Rubéola IgG', 'Rubella virus IgG Ab', '5334-8', '48,2', 'UI/mL', ['8014-3'])
    rbm = R('Rubéola IgM', 'Rubella virus IgM Ab', '24116-6', 'Não reagente', '')
    cmg = R('Citomegalovírus IgG', 'Cytomegalovirus IgG Ab', '5124-3', '86,4', 'UA/mL')
    cmm = R('Citomegalovírus IgM', 'Cytomegalovirus IgM Ab', '24119-0', 'Não reagente', '', ['30325-5'])

    ql = lambda r: [S(r.V, sty='val')]
    t2 = Table(W, [
        Sec('SOROLOGIAS - HEPATITES, HIV E SÍFILIS'),
        rw(hbs.name, 'quimioluminescência (CMIA)\nsoro', ql(hbs), 'Não reagente: índice inferior a 1,00\nReagente: índice superior ou igual a 1,00',
           label='HBsAg - antígeno de superfície\nda hepatite B'),
        rw(ahbs.name, 'quimioluminescência', [S(ahbs.V, sty='val'), ' mUI/mL'],
           'inferior a 10 mUI/mL: não imune\nsuperior ou igual a 10 mUI/mL: imune'),
        rw(hcv.name, 'quimioluminescência', ql(hcv), 'Não reagente'),
        rw(hiv.name, 'imunoensaio de 4ª geração\n(Ag/Ac combinado)', ql(hiv),
           'Não reagente. Amostra reagente é\nsubmetida a teste complementar\n(Portaria SVS/MS nº 29/2013)',
           label='HIV 1 e 2 - antígeno p24\ne anticorpos'),
        rw(vdrl.name, 'floculação (não treponêmico)', ql(vdrl), 'Não reagente'),
        rw(trep.name, 'quimioluminescência\n(treponêmico)', ql(trep), 'Não reagente', label='Anticorpos anti-Treponema\npallidum'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.6)
    rep.page(t1, Space(2.5), t2)

    t3 = Table(W, [
        Sec('SOROLOGIAS - TORCH'),
        rw(txg.name, 'quimioluminescência\nsoro', [S(txg.V, sty='val'), ' UI/mL\n(Reagente)'],
           'Não reagente: inferior a 1,6 UI/mL\nIndeterminado: 1,6 a 2,9 UI/mL\nReagente: superior ou igual a 3,0 UI/mL'),
        rw(txm.name, 'quimioluminescência', ql(txm), 'Não reagente: índice inferior a 0,50\nIndeterminado: 0,50 a 0,59\nReagente: superior ou igual a 0,60'),
        rw(rbg.name, 'quimioluminescência', [S(rbg.V, sty='val'), ' UI/mL\n(Reagente)'],
           'Não reagente: inferior a 5,0 UI/mL\nIndeterminado: 5,0 a 9,9 UI/mL\nReagente: superior ou igual a 10,0 UI/mL'),
        rw(rbm.name, 'quimioluminescência', ql(rbm), 'Não reagente: índice inferior a 1,20\nReagente: superior ou igual a 1,60'),
        rw(cmg.name, 'quimioluminescência', [S(cmg.V, sty='val'), ' UA/mL\n(Reagente)'],
           'Não reagente: inferior a 6,0 UA/mL\nReagente: superior ou igual a 6,0 UA/mL'),
        rw(cmm.name, 'quimioluminescência', ql(cmm), 'Não reagente: índice inferior a 0,85\nIndeterminado: 0,85 a 0,99\nReagente: superior ou igual a 1,00'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.6)

    prt = R('Proteínas', 'Protein (urine, test strip)', '20454-5', 'Negativo', '')
    glu = R('Glicose', 'Glucose (urine, test strip)', '25428-4', 'Negativo', '')
    nit = R('Nitrito', 'Nitrite (urine, test strip)', '5802-4', 'Negativo', '')
    lu = R('Leucócitos (sedimento)', 'Leukocytes (urine sediment, per HPF)', '5821-4', '3', 'p/c')
    hu = R('Hemácias (sedimento)', 'Erythrocytes (urine sediment, per HPF)', '13945-1', '1', 'p/c')
    uro = R('Urocultura', 'Bacteria identified in urine by culture', '630-4', 'Negativa', '')
    t4 = Table(W, [
        Sec('URINA - EAS (jato médio, primeira urina da manhã) E UROCULTURA'),
        rw('Proteínas', 'tira reagente', ql(prt), 'Negativo'),
        rw('Glicose', 'tira reagente', ql(glu), 'Negativo'),
        rw('Nitrito', 'tira reagente', ql(nit), 'Negativo'),
        rw('Leucócitos (sedimento)', 'microscopia', [S(lu.V, sty='val'), ' p/c'], 'até 5 por campo (p/c)'),
        rw('Hemácias (sedimento)', 'microscopia', [S(hu.V, sty='val'), ' p/c'], 'até 3 por campo (p/c)'),
        rw(uro.name, 'semeadura quantitativa\n(CLED, 48 h)', [S(uro.V, sty='val'), '\n(sem crescimento\nbacteriano)'],
           'Negativa: inferior a 10.000 UFC/mL'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.6)
    rep.page(t3, Space(2.5), t4,
             Lines([L('Interpretação conjunta (TORCH): IgG reagente com IgM não reagente para toxoplasmose, rubéola e citomegalovírus', sty='note'),
                    L('sugere infecção/imunização prévia. Correlacionar com dados clínicos e exames anteriores.', sty='note'),
                    L('Resultados de sorologia para sífilis e HIV conforme fluxogramas do Ministério da Saúde.', sty='note')], mt=2),
             Lines([L('Assinado digitalmente por Dr. Marcos Vinícius Sampaio Reis - CRBM-1 23.918 em 19/02/2025 14:10', sty='note')], mt=5))
    return rep
