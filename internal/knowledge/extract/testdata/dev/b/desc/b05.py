"""b05 - small private lab with old software, Picos/PI.  Two pages with the
same header and footer ("Página 1 de 2").  Grid table Exame | Resultado |
Unidade | Valores de referência with section rows; exam names split over two
lines plus a third line with the method; multi-line sex- and age-specific
references; old-software units (uUI/ml, ug/dL)."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row

D = '2025-04-07'


def build():
    rep = Report('b05', 'Laboratório São Lucas de Análises Clínicas Ltda (Picos/PI)', D,
                 {'base': dict(font='serif', size=9, lh=1.25),
                  'lab': dict(size=14, b=True, align='C', color='#7a0c0c'),
                  'sub': dict(size=8, align='C'),
                  'k': dict(b=True),
                  'td': dict(size=8.8),
                  'name': dict(b=True, size=8.8),
                  'met': dict(size=7, i=True, color='#333333'),
                  'val': dict(b=True, size=9.6),
                  'th': dict(size=8.6, b=True, bg='#e6e6e6', font='sans'),
                  'sec': dict(size=8.8, b=True, font='sans', bg='#f4f0e6', align='C'),
                  'ref': dict(size=8),
                  'small': dict(size=7.4, font='sans'),
                  'foot': dict(size=7.4, font='sans')},
                 margins=(10, 12, 9, 12), title='Laudo - Protocolo 041562')
    R = rep.R

    def header(pn, n):
        return [
            Lines([L('LABORATÓRIO SÃO LUCAS', sty='lab'),
                   L('DE ANÁLISES CLÍNICAS LTDA', sty={'size': 9, 'b': True, 'align': 'C', 'color': '#7a0c0c'}),
                   L('Rua Cel. Francisco Santos, 412 – Centro – Picos/PI · Fone (89) 3422-1187 · CNPJ 07.381.265/0001-40', sty='sub'),
                   L('Resp. Técnica: Dra. Conceição de Maria R. Leal – CRF-PI 1.118', sty='sub')]),
            Rule(0.6, 'double', 1, 1.5),
            Table([28, 82, 26, 50], [
                [S('Paciente:', sty='k'), 'FRANCISCO DAS CHAGAS MOURA LEAL', S('Protocolo:', sty='k'), '041562'],
                [S('Dt. Nasc.:', sty='k'), '03/08/1970   Idade: 54 anos   Sexo: M', S('Dt. Coleta:', sty='k'), '07/04/2025'],
                [S('Médico(a):', sty='k'), 'Dr. Antônio Wellington Baldoino', S('Dt. Liberação:', sty='k'), '10/04/2025'],
                [S('Convênio:', sty='k'), 'PARTICULAR', S('Posto:', sty='k'), '01 – Matriz'],
            ], sty='td', border='none', padv=0.25, padh=0.6),
            Rule(0.3, 'solid', 1, 2),
        ]

    def footer(pn, n):
        return [Rule(0.3, 'solid', 0, 1),
                Lines([L('Impresso: 10/04/2025 16:48   ·   SISLAB-DOS v5.07   ·   Usuário: RECEPCAO2', sty='foot'),
                       L('Conferido e liberado por Dra. Conceição de Maria R. Leal – CRF-PI 1.118', sty='foot'),
                       L(f'Página {pn} de {n}', sty={'size': 8, 'b': True, 'font': 'sans', 'align': 'R'})])]

    rep.header, rep.footer = header, footer
    COLS = ['EXAME', 'RESULTADO', 'UNIDADE', 'VALORES DE REFERÊNCIA']
    W = [66, 24, 20, 76]

    def item(name, method, an, lo, vt, unit, ref, alts=()):
        r = R(name.replace('\n', ' '), an, lo, vt, unit, list(alts))
        return [C(S(name, sty='name'), '\n', S(method, sty='met')), C(r.V, sty='val', align='C'), C(r.U, align='C'), C(ref, sty='ref')]

    p1 = [
        Sec('HORMÔNIOS TIREOIDIANOS'),
        item('HORMÔNIO TIREOESTIMULANTE\n(TSH ULTRASSENSÍVEL)', 'Material: soro · Método: quimioluminescência', 'TSH', '3016-3',
             '2,84', 'uUI/ml', '0,27 a 4,20 uUI/ml', ['11580-8']),
        item('TIROXINA LIVRE\n(T4 LIVRE)', 'Material: soro · Método: quimioluminescência', 'Free T4', '3024-7',
             '1,21', 'ng/dL', '0,93 a 1,70 ng/dL'),
        Sec('METABOLISMO DO FERRO'),
        item('FERRO SÉRICO', 'Material: soro · Método: colorimétrico (ferrozine)', 'Iron', '2498-4',
             '78', 'ug/dL', 'Homens:     65 a 175 ug/dL\nMulheres:   50 a 170 ug/dL'),
        item('FERRITINA', 'Material: soro · Método: quimioluminescência', 'Ferritin', '2276-4',
             '212,4', 'ng/mL', 'Homens:     30 a 400 ng/mL\nMulheres:   15 a 150 ng/mL'),
        item('TRANSFERRINA', 'Material: soro · Método: imunoturbidimetria', 'Transferrin', '3034-6',
             '248', 'mg/dL', '200 a 360 mg/dL'),
        item('CAPACIDADE TOTAL DE\nLIGAÇÃO DO FERRO (CTLF)', 'Material: soro · Método: calculado', 'Total iron binding capacity', '2500-7',
             '310', 'ug/dL', '250 a 450 ug/dL'),
        item('ÍNDICE DE SATURAÇÃO\nDA TRANSFERRINA', 'Método: calculado (Ferro/CTLF × 100)', 'Transferrin saturation', '2502-3',
             '25,2', '%', '20 a 50 %'),
        Sec('VITAMINAS'),
        item('VITAMINA B12\n(COBALAMINA)', 'Material: soro · Método: quimioluminescência', 'Vitamin B12', '2132-9',
             '386', 'pg/mL', '197 a 771 pg/mL'),
        item('ÁCIDO FÓLICO\n(FOLATO SÉRICO)', 'Material: soro · Método: quimioluminescência', 'Folate (serum)', '2284-8',
             '9,8', 'ng/mL', 'superior a 3,9 ng/mL'),
        item('25-HIDROXIVITAMINA D\n(25-OH VITAMINA D)', 'Material: soro · Método: quimioluminescência', '25-hydroxyvitamin D', '62292-8',
             '22,6', 'ng/mL', 'População geral saudável: superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL\nRisco de toxicidade: superior a 100 ng/mL\n(SBPC/ML e SBEM, 2017)', ['1989-3']),
    ]
    p2 = [
        Sec('AVALIAÇÃO GLICÊMICA'),
        item('GLICOSE EM JEJUM', 'Plasma fluoretado · Método: hexoquinase', 'Glucose (fasting)', '1558-6',
             '118', 'mg/dL', 'Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\nDiabetes: igual ou superior a 126 mg/dL', ['2345-7']),
        item('HEMOGLOBINA GLICADA\n(HbA1c)', 'Sangue total EDTA · Método: HPLC (NGSP)', 'Hemoglobin A1c', '4548-4',
             '6,3', '%', 'Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: igual ou superior a 6,5 %', ['17856-6']),
        item('GLICOSE MÉDIA\nESTIMADA', 'Calculada a partir da HbA1c (ADAG)', 'Estimated average glucose', '27353-2',
             '134', 'mg/dL', 'Não se aplica'),
        Sec('MARCADORES TUMORAIS'),
        item('ANTÍGENO PROSTÁTICO\nESPECÍFICO TOTAL (PSA)', 'Material: soro · Método: quimioluminescência', 'PSA (total)', '2857-1',
             '3,12', 'ng/mL', 'Até 49 anos: até 2,5 ng/mL\n50 a 59 anos: até 3,5 ng/mL\n60 a 69 anos: até 4,5 ng/mL\n70 a 79 anos: até 6,5 ng/mL'),
        item('ANTÍGENO PROSTÁTICO\nESPECÍFICO LIVRE', 'Material: soro · Método: quimioluminescência', 'PSA (free)', '10886-0',
             '0,58', 'ng/mL', 'Não se aplica isoladamente'),
        item('RELAÇÃO PSA LIVRE /\nPSA TOTAL', 'Calculado', 'PSA free/total ratio', '12841-3',
             '18,6', '%', 'Superior a 25 %: menor probabilidade de câncer\nInferior a 10 %: maior probabilidade de câncer\n(válido para PSA total entre 4 e 10 ng/mL)'),
        Sec('HORMÔNIOS'),
        item('TESTOSTERONA TOTAL', 'Material: soro · Método: quimioluminescência', 'Testosterone (total)', '2986-8',
             '412', 'ng/dL', 'Homens 20 a 49 anos: 249 a 836 ng/dL\nHomens 50 anos ou mais: 193 a 740 ng/dL\nMulheres: 8 a 48 ng/dL'),
        item('PROLACTINA', 'Material: soro · Método: quimioluminescência', 'Prolactin', '2842-3',
             '9,4', 'ng/mL', 'Homens: 4,0 a 15,2 ng/mL\nMulheres não grávidas: 4,8 a 23,3 ng/mL'),
    ]
    t1 = Table(W, p1, cols=COLS, sty='td', hsty='th', border='grid', aligns=['L', 'C', 'C', 'L'], padv=0.9)
    t2 = Table(W, p2, cols=COLS, sty='td', hsty='th', border='grid', aligns=['L', 'C', 'C', 'L'], padv=0.9)
    rep.page(t1, Lines([L('Continua na próxima página.', sty='small', align='R')], mt=1))
    rep.page(t2, Lines([L('Nota: amostra colhida após jejum de 10 horas, conforme informado pelo paciente.', sty='small'),
                        L('Os valores de referência podem variar com o método; interpretar em conjunto com a clínica.', sty='small')], mt=2))
    return rep
