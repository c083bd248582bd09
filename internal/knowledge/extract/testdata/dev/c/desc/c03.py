"""c03 - specialised panels (coagulation, iron, vitamins), invented 'IMPAC - Instituto Mineiro
de Patologia Clínica', Belo Horizonte/MG.

Hazard: the reference column is printed BEFORE the result column, references
are multi-line, one coagulation block also prints the control time (not a
patient result), and one earlier ferritin is quoted with its own date.  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Rule, Space, Cols, S

STY = {
    'base': dict(font='serif', size=8.3),
    'brand': dict(font='serif', size=14, b=True, color='#5a1e1e'),
    'brand2': dict(font='sans', size=7.2, color='#5a1e1e'),
    'hd': dict(font='sans', size=7.6),
    'hdb': dict(font='sans', size=7.6, b=True),
    'td': dict(font='serif', size=8),
    'th': dict(font='sans', size=7.4, b=True, bg='#efe6e6'),
    'sec': dict(font='sans', size=8.4, b=True, bg='#f7f1f1'),
    'res': dict(font='serif', size=8.6, b=True),
    'meta': dict(font='sans', size=6.9, i=True),
    'note': dict(font='sans', size=6.9),
    'foot': dict(font='sans', size=6.6, color='#444444'),
}


def build():
    rep = Report('c03', 'IMPAC - Instituto Mineiro de Patologia Clínica', '2025-05-20', STY,
                 margins=(11, 12, 10, 12), title='Laudo IMPAC')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('IMPAC', sty='brand'), L('Instituto Mineiro de Patologia Clínica', sty='brand2')])],
                 [Lines([L('Paciente: ', S('LARISSA FONTES DRUMMOND', sty='hdb'), sty='hd'),
                         L('Nascimento: 03/10/1995   Sexo: F   Pedido: 55.918.204-7', sty='hd'),
                         L('Médico: Dr. Caio Vasconcelos Rezende - CRM-MG 61.204', sty='hd'),
                         L('Coleta: 20/05/2025 08:10   Emissão do laudo: 21/05/2025 15:40', sty='hd')])],
                 split=58, gap=4),
            Rule(lw=0.6, mt=1.2, mb=2, color='#5a1e1e'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('IMPAC - Av. do Contorno, 4.480 - Funcionários - Belo Horizonte/MG - CNES 2195741 - Responsável técnica: '
                         'Dra. Beatriz Lanna Couto - CRM-MG 40.118', sty='foot'),
                       L(f'Pedido 55.918.204-7 - LARISSA FONTES DRUMMOND - folha {pn}/{n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer
    W = [46, 70, 30, 40]
    COLS = ['Exame', 'Valores de referência', 'Resultado', 'Unidade / observação']
    AL = ['L', 'L', 'R', 'L']

    def rr(r, ref, obs=None):
        return [r.name, ref, C(r.V, sty='res', align='R'), obs if obs is not None else r.unit]

    def method(txt):
        return Lines([L(t, sty='meta') for t in txt.split('\n')], mt=0.5, mb=2)

    # hematologia
    hb = R('Hemoglobina', 'Hemoglobin', '718-7', '10,9', 'g/dL')
    vcm = R('VCM', 'MCV', '787-2', '74,2', 'fL', ['30428-7'])
    hcm = R('HCM', 'MCH', '785-6', '23,1', 'pg', ['28539-5'])
    rdw = R('RDW', 'RDW', '788-0', '17,9', '%', ['30385-9'])
    ret = R('Reticulócitos', 'Reticulocytes/100 erythrocytes', '4679-7', '0,9', '%', ['17849-1'])
    t_hem = Table(W, [Sec('HEMATOLOGIA - ÍNDICES ERITROCITÁRIOS E RETICULÓCITOS'),
                      rr(hb, 'Mulheres: 12,0 a 15,5 g/dL\nHomens: 13,5 a 17,5 g/dL'),
                      rr(vcm, '80,0 a 98,0 fL'), rr(hcm, '27,0 a 33,0 pg'), rr(rdw, '11,5 a 14,5 %'),
                      rr(ret, '0,5 a 2,0 %')], cols=COLS, aligns=AL)

    tpt = R('Tempo de protrombina', 'Prothrombin time', '5902-2', '12,9', 's')
    tpa = R('Atividade de protrombina', 'Prothrombin activity (PT actual/normal)', '5894-1', '94', '%')
    rni = R('RNI', 'INR', '6301-6', '1,04', '', ['34714-6'])
    tt = R('TTPA', 'aPTT', '14979-9', '29,8', 's', ['3173-2'])
    ttr = R('Relação TTPA', 'aPTT ratio', '63561-5', '0,98', '')
    fib = R('Fibrinogênio', 'Fibrinogen', '3255-7', '312', 'mg/dL')
    dd = R('D-dímero', 'Fibrin D-dimer FEU', '48065-7', 'inferior a 0,27', 'µg/mL FEU')
    t_coag = Table(W, [Sec('COAGULAÇÃO'),
                       rr(tpt, '10,4 a 13,2 s', 's (controle 12,4 s)'),
                       rr(tpa, '70 a 100 %'),
                       rr(rni, 'até 1,20 (sem anticoagulação)\nAlvo em uso de varfarina: 2,0 a 3,0', '-'),
                       rr(tt, '25,0 a 35,0 s', 's (controle 30,4 s)'),
                       rr(ttr, 'até 1,20', '-'),
                       rr(fib, '200 a 400 mg/dL'),
                       rr(dd, 'inferior a 0,50 µg/mL FEU\n(exclusão de TEV com baixa\nprobabilidade clínica)', 'µg/mL FEU')],
                   cols=COLS, aligns=AL)

    fe = R('Ferro sérico', 'Iron', '2498-4', '38', 'µg/dL')
    ctlf = R('Capacidade total de ligação do ferro', 'Iron binding capacity', '2500-7', '412', 'µg/dL')
    sat = R('Índice de saturação da transferrina', 'Iron saturation', '2502-3', '9', '%')
    trf = R('Transferrina', 'Transferrin', '3034-6', '295', 'mg/dL')
    fer = R('Ferritina', 'Ferritin', '2276-4', '8,6', 'ng/mL')
    ferp = R('Ferritina', 'Ferritin', '2276-4', '11,2', 'ng/mL', date='2025-01-14')
    t_fe = Table(W, [Sec('PERFIL DE FERRO'),
                     rr(fe, 'Mulheres: 50 a 170 µg/dL\nHomens: 65 a 175 µg/dL'),
                     ['Capacidade total de\nligação do ferro', '250 a 450 µg/dL', C(ctlf.V, sty='res', align='R'), 'µg/dL'],
                     ['Índice de saturação\nda transferrina', '20 a 50 %', C(sat.V, sty='res', align='R'), '%'],
                     rr(trf, '200 a 360 mg/dL'),
                     rr(fer, 'Mulheres: 15 a 150 ng/mL\nHomens: 30 a 400 ng/mL',
                        ['ng/mL', '\nAnterior: ', ferp.V, ' ng/mL\n(14/01/2025)'])],
                   cols=COLS, aligns=AL)

    rep.page(
        t_hem, method('Método: citometria de fluxo (Sysmex XN); reticulócitos por fluorescência. Material: sangue total EDTA.'),
        t_coag, method('Método: coagulométrico óptico (tromboplastina recombinante, ISI 0,98; cefalina/ácido elágico). Material: plasma citratado.\n'
                       'D-dímero: imunoturbidimetria. O tempo do controle corresponde ao pool de plasmas normais do lote.'),
        t_fe, method('Método: ferro e CTLF colorimétrico (ferrozina); transferrina imunoturbidimetria; ferritina quimioluminescência. Material: soro.'),
    )

    b12 = R('Vitamina B12', 'Cobalamin (vitamin B12)', '2132-9', '186', 'pg/mL')
    fol = R('Ácido fólico', 'Folate', '2284-8', '4,1', 'ng/mL')
    vd = R('25-hidroxivitamina D', '25-hydroxyvitamin D', '62292-8', '17,4', 'ng/mL', ['1989-3'])
    hcy = R('Homocisteína', 'Homocysteine', '13965-9', '14,2', 'µmol/L')
    t_vit = Table(W, [Sec('VITAMINAS E METABÓLITOS'),
                      rr(b12, '197 a 771 pg/mL\nIndeterminado: 197 a 300 pg/mL\n(avaliar ácido metilmalônico)'),
                      rr(fol, 'Deficiente: inferior a 3,0 ng/mL\nIndeterminado: 3,0 a 5,9 ng/mL\nNormal: superior a 5,9 ng/mL'),
                      ['25-hidroxivitamina D\n(25-OH vitamina D)', 'Pop. saudável até 60 anos:\n  superior a 20 ng/mL\n'
                       'Grupos de risco: 30 a 60 ng/mL\nRisco de toxicidade:\n  superior a 100 ng/mL',
                       C(vd.V, sty='res', align='R'), 'ng/mL'],
                      rr(hcy, '5,0 a 15,0 µmol/L')],
                  cols=COLS, aligns=AL)
    rep.page(
        t_vit,
        method('Métodos: vitamina B12 e ácido fólico por quimioluminescência competitiva; 25-OH vitamina D por quimioluminescência\n'
               '(D2 + D3); homocisteína por enzimático cíclico. Material: soro (homocisteína: plasma EDTA refrigerado).'),
        Lines([L('Nota: valores de referência da 25-hidroxivitamina D conforme posicionamento SBPC/ML e SBEM (2017).', sty='note'),
               L('Ferritina anterior realizada neste laboratório em 14/01/2025, mesma metodologia.', sty='note'),
               L('Interpretação clínica a critério do médico assistente.', sty='note')], mt=2),
        Lines([L('Liberado eletronicamente em 21/05/2025 15:40 por Dra. Renata Teixeira Lage - CRF-MG 19.774', sty='note')], mt=6),
    )
    return rep
