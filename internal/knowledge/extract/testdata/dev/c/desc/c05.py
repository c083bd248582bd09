"""c05 - male check-up with tumour markers, invented 'CDI Nordeste - Centro de Diagnóstico
Integrado', Recife/PE.

Grid table with a "Resultado anterior" column: the earlier value sits above its
own date inside the cell (dates differ from row to row).  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='cond', size=8.2),
    'brand': dict(font='sans', size=14, b=True, color='#8a4b08'),
    'brand2': dict(font='cond', size=7.4, color='#8a4b08'),
    'hd': dict(font='cond', size=7.8), 'hdb': dict(font='cond', size=7.8, b=True),
    'td': dict(font='cond', size=7.9), 'th': dict(font='cond', size=7.5, b=True, bg='#f6e7d4'),
    'sec': dict(font='cond', size=8.2, b=True, bg='#fbf3ea'),
    'val': dict(font='cond', size=8.4, b=True),
    'prev': dict(font='cond', size=7.6),
    'pdate': dict(font='cond', size=6.6, color='#555555'),
    'note': dict(font='cond', size=7, i=True),
    'foot': dict(font='cond', size=6.8, color='#444444'),
}


def build():
    rep = Report('c05', 'CDI Nordeste - Centro de Diagnóstico Integrado', '2025-04-15', STY,
                 margins=(10, 11, 10, 11), title='CDI Nordeste - Resultados')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('CDI Nordeste', sty='brand'), L('Centro de Diagnóstico Integrado', sty='brand2')])],
                 [Lines([L('Nome: ', S('JOSÉ EDUARDO CAVALCANTI LINS', sty='hdb'), '    Sexo: Masculino', sty='hd'),
                         L('Data de nascimento: 22/01/1968    Idade: 57 anos    Requisição: 7.004.318', sty='hd'),
                         L('Data de coleta: 15/04/2025    Data de liberação: 16/04/2025    Emissão: 16/04/2025', sty='hd'),
                         L('Médico solicitante: Dr. Rodrigo Albuquerque Maranhão - CRM-PE 19.442', sty='hd')])],
                 split=60, gap=4),
            Rule(lw=0.6, mt=1.2, mb=2, color='#8a4b08'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('CDI Nordeste - Av. Agamenon Magalhães, 3.210 - Espinheiro - Recife/PE - CNES 5541727 - '
                         'Responsável técnico: Dr. Fábio Correia Leão - CRM-PE 12.007', sty='foot'),
                       L(f'Requisição 7.004.318 - Página {pn} de {n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer
    W = [50, 18, 16, 24, 80]
    COLS = ['Exame', 'Resultado', 'Unidade', 'Resultado\nanterior', 'Valores de referência']
    AL = ['L', 'R', 'L', 'C', 'L']

    def row(name, an, loinc, vt, unit, ref, alts=(), prev=None, pdate=None, label=None):
        r = R(name, an, loinc, vt, unit, list(alts))
        if prev is not None:
            iso = '-'.join(reversed(pdate.split('/')))
            p = R(name, an, loinc, prev, unit, list(alts), date=iso)
            pc = C(S(p.V, sty='prev'), '\n', S(pdate, sty='pdate'), align='C')
        else:
            pc = C('—', align='C')
        return [label or name, C(r.V, sty='val', align='R'), unit, pc, ref]

    D1, D0 = '14/08/2024', '02/02/2024'
    t1 = Table(W, [
        Sec('MARCADORES TUMORAIS'),
        row('PSA total', 'Prostate specific Ag', '2857-1', '3,42', 'ng/mL', 'até 4,00 ng/mL\n50 a 59 anos: até 3,50 ng/mL', prev='2,87', pdate=D1),
        row('PSA livre', 'Prostate specific Ag free', '10886-0', '0,51', 'ng/mL', 'não se aplica isoladamente', prev='0,49', pdate=D1),
        row('Relação PSA livre/PSA total', 'PSA free/PSA total', '12841-3', '15', '%',
            'superior a 25 %: menor probabilidade de\nneoplasia; inferior a 10 %: maior probabilidade',
            prev='17', pdate=D1, label='Relação PSA livre/\nPSA total'),
        row('CEA - antígeno carcinoembrionário', 'Carcinoembryonic Ag', '2039-6', '2,1', 'ng/mL',
            'não fumantes: até 3,8 ng/mL\nfumantes: até 5,5 ng/mL', prev='1,8', pdate=D1, label='CEA - antígeno\ncarcinoembrionário'),
        row('Alfafetoproteína', 'Alpha-1-fetoprotein', '1834-1', '< 2,0', 'ng/mL', 'até 7,0 ng/mL', alts=['53962-7']),
        row('CA 19-9', 'Cancer Ag 19-9', '24108-3', '11,2', 'U/mL', 'até 37,0 U/mL', prev='9,8', pdate=D0),
        Sec('ANDROLOGIA'),
        row('Testosterona total', 'Testosterone', '2986-8', '412', 'ng/dL', 'homens 50 a 59 anos: 249 a 836 ng/dL'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.5)
    t2 = Table(W, [
        Sec('PERFIL LIPÍDICO (jejum de 12 horas)'),
        row('Colesterol total', 'Cholesterol', '2093-3', '214', 'mg/dL', 'desejável: inferior a 190 mg/dL', prev='238', pdate=D1),
        row('HDL-colesterol', 'Cholesterol in HDL', '2085-9', '44', 'mg/dL', 'desejável: superior a 40 mg/dL', prev='41', pdate=D1),
        row('LDL-colesterol (Friedewald)', 'Cholesterol in LDL (calculated)', '13457-7', '141', 'mg/dL',
            'conforme risco cardiovascular (SBC 2017):\nbaixo inferior a 130; intermediário inferior a 100;\n'
            'alto inferior a 70; muito alto inferior a 50 mg/dL', alts=['18262-6'], prev='162', pdate=D1,
            label='LDL-colesterol\n(Friedewald)'),
        row('Não-HDL colesterol', 'Cholesterol non HDL', '43396-1', '170', 'mg/dL', 'conforme risco: LDL-alvo + 30 mg/dL', prev='197', pdate=D1),
        row('VLDL-colesterol', 'Cholesterol in VLDL (calculated)', '13458-5', '29', 'mg/dL', 'não estabelecido'),
        row('Triglicérides', 'Triglyceride', '2571-8', '146', 'mg/dL', 'desejável: inferior a 150 mg/dL (jejum)', prev='176', pdate=D1),
        Sec('METABOLISMO GLICÍDICO'),
        row('Glicose', 'Glucose', '2345-7', '104', 'mg/dL', '70 a 99 mg/dL', alts=['1558-6'], prev='99', pdate=D1),
        row('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '5,8', '%', 'normal: inferior a 5,7 %\npré-diabetes: 5,7 a 6,4 %',
            alts=['17856-6'], prev='5,7', pdate=D0, label='Hemoglobina glicada\n(HbA1c)'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.5)
    rep.page(t1, Space(3), t2,
             Lines([L('O resultado anterior é exibido com a data da respectiva coleta. Relação PSA livre/total expressa em porcentagem.', sty='note')], mt=1.5))

    t3 = Table(W, [
        Sec('FUNÇÃO RENAL'),
        row('Creatinina', 'Creatinine', '2160-0', '1,12', 'mg/dL', 'homens: 0,70 a 1,30 mg/dL'),
        row('Ureia', 'Urea', '3091-6', '36', 'mg/dL', '15 a 45 mg/dL'),
        Sec('FUNÇÃO HEPÁTICA'),
        row('AST (TGO)', 'Aspartate aminotransferase', '1920-8', '28', 'U/L', 'homens: até 40 U/L'),
        row('ALT (TGP)', 'Alanine aminotransferase', '1742-6', '41', 'U/L', 'homens: até 41 U/L', prev='52', pdate=D1),
        row('Gama-GT', 'Gamma glutamyl transferase', '2324-2', '62', 'U/L', 'homens: 10 a 71 U/L', prev='71', pdate=D1),
        Sec('TIREOIDE'),
        row('TSH', 'Thyrotropin', '3016-3', '3,12', 'µUI/mL', '0,38 a 5,33 µUI/mL', alts=['11580-8']),
    ], cols=COLS, aligns=AL, border='grid', padv=0.5)
    rep.page(t3,
             Lines([L('Metodologias: PSA, PSA livre, CEA, AFP, CA 19-9, testosterona e TSH por quimioluminescência; lípides, glicose,', sty='note'),
                    L('creatinina, ureia e enzimas por métodos enzimáticos/colorimétricos automatizados; HbA1c por HPLC (NGSP).', sty='note'),
                    L('Material: soro; HbA1c em sangue total EDTA; glicose em plasma fluoretado.', sty='note')], mt=2),
             Lines([L('Exames conferidos e liberados por Dra. Ana Cláudia Pessoa Brito - CRBM-2 15.338 em 16/04/2025 10:42.', sty='note')], mt=5))
    return rep
