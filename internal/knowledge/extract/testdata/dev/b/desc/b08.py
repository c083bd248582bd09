"""b08 - municipal hospital lab, Óbidos/PA.  For every exam the REFERENCE is
printed BEFORE the result; coagulation blocks also print the control time
(pool normal), which is not a patient result.  Units spelled out
("segundos", "mm na 1ª hora"); beta-hCG "Inferior a 5,0"."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Box

D = '2025-01-22'


def build():
    rep = Report('b08', 'Hospital Municipal Santa Rita - Laboratório de Análises Clínicas (Óbidos/PA)', D,
                 {'base': dict(font='sans', size=8.9, lh=1.3),
                  'h1': dict(size=12, b=True, align='C'),
                  'h2': dict(size=8, align='C'),
                  'k': dict(b=True),
                  'ex': dict(size=9.2, b=True, bg='#e4e4e4'),
                  'met': dict(size=7.4, i=True),
                  'ref': dict(size=8),
                  'rl': dict(size=8, b=True),
                  'res': dict(size=9.4),
                  'rv': dict(size=9.6, b=True),
                  'ctl': dict(size=7.8, color='#333333'),
                  'td': dict(size=8.6),
                  'small': dict(size=7.3)},
                 margins=(10, 13, 9, 13), title='Hospital Municipal Santa Rita - Laudo')
    R = rep.R

    head = [
        Lines([L('HOSPITAL MUNICIPAL SANTA RITA', sty='h1'),
               L('Laboratório de Análises Clínicas · Travessa Siqueira Campos, 77 – Centro – Óbidos/PA · (93) 3547-1290', sty='h2'),
               L('Responsável técnica: Dra. Lúcia Helena Batista – CRF-PA 3.955', sty='h2')]),
        Rule(0.5, 'solid', 1.2, 1.2),
        Table([24, 74, 38, 48], [
            [S('Paciente:', sty='k'), 'ELIANE CRISTINA VASCONCELOS', S('Nº do pedido:', sty='k'), '25-000318'],
            [S('Nascimento:', sty='k'), '05/05/1997 (27 anos)  Sexo: F', S('Colhido em:', sty='k'), '22/01/2025 07:15'],
            [S('Solicitante:', sty='k'), 'Dr. Hélio R. Guimarães (cirurgia)', S('Data da solicitação:', sty='k'), '20/01/2025'],
            [S('Indicação:', sty='k'), 'Risco cirúrgico – colecistectomia', S('Cirurgia prevista:', sty='k'), '28/01/2025'],
            [S('DUM:', sty='k'), '30/12/2024', S('Setor:', sty='k'), 'Ambulatório'],
        ], sty='td', border='none', padv=0.25, padh=0.5),
        Rule(0.5, 'solid', 1.2, 2.5),
    ]

    def exam(title, met, refs, results, ctl=None):
        ls = [L(title, sty='ex'), L(met, sty='met')]
        ls.append(L(S('Valores de referência: ', sty='rl'), S(refs[0], sty='ref')))
        for extra in refs[1:]:
            ls.append(L(' ' * 40, S(extra, sty='ref')))
        if ctl:
            ls.append(L(ctl, sty='ctl'))
        ls.append(L(S('RESULTADO:  ', sty='k'), *results, sty='res'))
        return Lines(ls, mb=3)

    tp_t = R('Tempo de protrombina – tempo', 'Prothrombin time', '5902-2', '15,8', 'segundos')
    tp_a = R('Tempo de protrombina – atividade', 'Prothrombin activity (%)', '5894-1', '64', '%')
    tp_r = R('Tempo de protrombina – RNI', 'INR', '6301-6', '1,32', '', ['34714-6'])
    tt_t = R('TTPa – tempo', 'aPTT', '14979-9', '41,2', 's', ['3173-2'])
    tt_r = R('TTPa – relação paciente/controle', 'aPTT ratio (patient/control)', '63561-5', '1,33', '')
    fib = R('Fibrinogênio', 'Fibrinogen', '3255-7', '412', 'mg/dL')
    vhs = R('VHS', 'Erythrocyte sedimentation rate', '4537-7', '32', 'mm na 1ª hora', ['30341-2'])
    pcr = R('Proteína C reativa', 'C-reactive protein', '1988-5', '2,4', 'mg/dL')
    abo = R('Grupo sanguíneo (ABO)', 'ABO group', '883-9', 'O', '')
    rh = R('Fator Rh (D)', 'Rh(D) type', '10331-7', 'POSITIVO', '')
    pai = R('Pesquisa de anticorpos irregulares', 'Blood group antibody screen', '890-4', 'NEGATIVA', '')
    hcg = R('Beta-hCG quantitativo', 'hCG beta subunit (quantitative)', '21198-7', 'Inferior a 5,0', 'mUI/mL', ['19080-1'])
    prl = R('Prolactina', 'Prolactin', '2842-3', '18,7', 'ng/mL')

    def v(r, bold=True):
        return S(r.V, ' ', r.U, sty='rv') if r.unit else S(r.V, sty='rv')

    blocks = [
        exam('TEMPO DE PROTROMBINA (TP / TAP)', 'Material: plasma citratado 3,2% · Método: coagulométrico automatizado (tromboplastina ISI 1,02)',
             ['Tempo: 10,0 a 14,0 segundos  ·  Atividade: 70 a 100 %  ·  RNI: 0,8 a 1,2'],
             ['Tempo: ', v(tp_t), '      Atividade: ', v(tp_a), '      RNI: ', v(tp_r)],
             ctl='Tempo do controle (pool de plasmas normais): 12,4 segundos'),
        exam('TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)', 'Material: plasma citratado 3,2% · Método: coagulométrico automatizado',
             ['Tempo: 25,0 a 38,0 s  ·  Relação paciente/controle: até 1,25'],
             ['Tempo: ', v(tt_t), '      Relação: ', v(tt_r)],
             ctl='Tempo do controle (pool de plasmas normais): 31,0 s'),
        exam('FIBRINOGÊNIO', 'Material: plasma citratado 3,2% · Método: Clauss',
             ['200 a 400 mg/dL'], [v(fib)]),
        exam('VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)', 'Material: sangue total EDTA · Método: Westergren modificado',
             ['Mulheres: até 20 mm na 1ª hora', 'Homens: até 15 mm na 1ª hora'], [v(vhs)]),
        exam('PROTEÍNA C REATIVA (PCR) – QUANTITATIVA', 'Material: soro · Método: imunoturbidimetria',
             ['inferior a 0,5 mg/dL'], [v(pcr)]),
        exam('BETA-hCG QUANTITATIVO (GONADOTROFINA CORIÔNICA)', 'Material: soro · Método: eletroquimioluminescência',
             ['Não gestantes: inferior a 5,0 mUI/mL', 'Gestantes 3ª semana: 5,8 a 71,2 mUI/mL · 4ª semana: 9,5 a 750 mUI/mL',
              '5ª semana: 217 a 7.138 mUI/mL · 6ª semana: 158 a 31.795 mUI/mL'],
             [v(hcg), '   (DUM informada: 30/12/2024)']),
        exam('PROLACTINA', 'Material: soro · Método: eletroquimioluminescência',
             ['Mulheres não grávidas: 4,8 a 23,3 ng/mL', 'Homens: 4,0 a 15,2 ng/mL'], [v(prl)]),
        Lines([L('IMUNO-HEMATOLOGIA', sty='ex'), L('Material: sangue total EDTA · Método: hemaglutinação em gel (prova direta e reversa)', sty='met'),
               L(S('Valores de referência: ', sty='rl'), S('não se aplica', sty='ref')),
               L(S('RESULTADO:  ', sty='k'), 'Grupo sanguíneo (ABO): ', v(abo), '      Fator Rh (D): ', v(rh), sty='res'),
               L('            Pesquisa de anticorpos irregulares (Coombs indireto): ', v(pai), sty='res')], mb=2),
    ]
    foot = [Rule(0.3, 'solid', 0, 1),
            Lines([L('Liberado em 22/01/2025 15:40 · Bioquímico responsável pela liberação: Raimundo C. Sarmento – CRF-PA 5.210', sty='small'),
                   L('Este laudo não tem valor sem assinatura. Página 1/1', sty='small', align='R')])]
    rep.page(*head, *blocks)
    rep.footer = lambda pn, n: foot
    return rep
