"""f06 - Laboratório São Cristóvão de Análises Clínicas (small-town lab), Cachoeiro de Itapemirim/ES.

Layout (new): a narrow NAME COLUMN whose long names WRAP onto two or three lines. In the 24-hour
urine and serum sections the value, unit and reference sit on the LAST line of the name (cells
aligned to the bottom); in the stool section they sit on the FIRST line. printed_name is the
wrapped name joined with spaces. Calcium in 24-hour urine is printed twice, in mg/24 h and in
mmol/24 h (two results, mass first).

Story: man, 52, recurrent calcium kidney stones: hypercalciuria (342 mg/24 h) with high sodium
excretion (salt intake), normal PTH and serum calcium (idiopathic hypercalciuria); normal
clearance; stool tests for chronic loose stools all normal (calprotectin 38 µg/g).
Dates: 24-hour urine from 18/08/2026 07:00 to 19/08/2026 07:00, delivered with the blood sample on
19/08/2026 (default 19/08/2026, blood "Coleta 19/08/2026 07:40"); stool collected at home on
17/08/2026 (stool results carry 2026-08-17); birth 05/05/1974; release 21/08/2026.
Clearance = (urine creatinine mg/dL x volume mL/min) / serum creatinine; corrected x 1,73/1,92 m².
"""
from lib import *

AGE, FEM = 52, False


def build():
    d = '2026-08-19'
    DS = '2026-08-17'
    ST = style(base=dict(size=8.2), th=dict(b=True, size=7.8, bg='#e8e8e8'), h1=dict(size=13, b=True),
               v=dict(b=True), sec=dict(b=True, bg='#d9d9d9'))
    rep = FReport('f06', 'Laboratório São Cristóvão de Análises Clínicas', d, ST, margins=(12, 14, 12, 14),
                  title='Laboratório São Cristóvão')
    rep.footer = page_footer(['Laboratório São Cristóvão - Rua Bernardo Horta, 212, Centro, Cachoeiro de Itapemirim/ES - CNES 3377410',
                              'Farm.-Bioq. responsável: Geraldo Moulin Perim, CRF-ES 1.488 - Liberado em 21/08/2026'])
    vol, ucr24, scr, bsa = 2350, 1480, 1.05, 1.92
    ucr_mgdl = ucr24 / (vol / 100)
    clr = ucr_mgdl * (vol / 1440) / scr
    clrc = clr * 1.73 / bsa
    ca24 = 342
    W = [52, 26, 26, 78]

    def row(r, ref, bottom=True, nm=None):
        nm = nm or r.name
        lines = nm.split('|')
        r.name = ' '.join(lines)
        pad = '\n' * (len(lines) - 1) if bottom else ''
        refl = (pad + ref) if bottom else ref
        return Row([C('\n'.join(lines), sty='b'), C([pad, S(r.V, sty='v')], align='R'), C([pad, r.U]), refl])

    def R(code, an, name, vt, unit, date=None, alts=()):
        return rep.R(name.replace('|', ' '), an, code, vt, unit, date=date, alts=alts)

    u = [Sec('URINA DE 24 HORAS  (início 18/08/2026 07:00 - término 19/08/2026 07:00)')]
    spec = [
        (R('3167-4', 'Volume urinário de 24 h', 'Volume urinário|de 24 horas', fth(vol), 'mL'), '600 a 2.500 mL', 'Volume urinário|de 24 horas'),
        (R('2162-6', 'Creatinina urinária 24 h', 'Creatinina|urinária em|24 horas', fth(ucr24), 'mg/24 h'), '1.000 a 2.000 mg/24 h (homens)', 'Creatinina|urinária em|24 horas'),
        (res(rep, 'creat', 'Creatinina sérica', f(scr, 2), 'mg/dL'), '0,70 a 1,20 mg/dL', 'Creatinina|sérica'),
        (R('2164-2', 'Clearance de creatinina', 'Clearance de|creatinina', f(clr, 1), 'mL/min'), '97 a 137 mL/min', 'Clearance de|creatinina'),
        (R('12195-4', 'Clearance de creatinina corrigido 1,73 m²', 'Clearance de|creatinina corrigido|para 1,73 m²', f(clrc, 1), 'mL/min/1,73 m²'),
         'Superfície corporal 1,92 m²', 'Clearance de|creatinina corrigido|para 1,73 m²'),
        (R('2889-4', 'Proteína urinária 24 h', 'Proteinúria de|24 horas', '138', 'mg/24 h'), 'Inferior a 150 mg/24 h', 'Proteinúria de|24 horas'),
        (R('14956-7', 'Albumina urinária 24 h', 'Microalbuminúria|de 24 horas', '22', 'mg/24 h'), 'Inferior a 30 mg/24 h', 'Microalbuminúria|de 24 horas'),
        (R('6874-2', 'Cálcio urinário 24 h (massa)', 'Cálcio urinário|de 24 horas', str(ca24), 'mg/24 h'), '100 a 300 mg/24 h (homens)', 'Cálcio urinário|de 24 horas'),
        (R('24519-1', 'Cálcio urinário 24 h (molar)', 'Cálcio urinário|de 24 horas|(unidade SI)', f(ca24 / 40.08, 2), 'mmol/24 h'), '2,50 a 7,50 mmol/24 h',
         'Cálcio urinário|de 24 horas|(unidade SI)'),
        (R('2956-1', 'Sódio urinário 24 h', 'Sódio urinário|de 24 horas', '212', 'mmol/24 h'), '40 a 220 mmol/24 h (varia com a dieta)', 'Sódio urinário|de 24 horas'),
        (R('2829-0', 'Potássio urinário 24 h', 'Potássio urinário|de 24 horas', '64', 'mmol/24 h'), '25 a 125 mmol/24 h', 'Potássio urinário|de 24 horas'),
    ]
    for r, ref, nm in spec:
        u.append(row(r, ref, nm=nm))
    s = [Sec('SORO - Coleta 19/08/2026 07:40')]
    for r, ref, nm in [
        (res(rep, 'ca', 'Cálcio total', '9,6', 'mg/dL'), '8,6 a 10,3 mg/dL', 'Cálcio total|(sérico)'),
        (res(rep, 'urico', 'Ácido úrico', '6,4', 'mg/dL'), '3,4 a 7,0 mg/dL', 'Ácido úrico|(sérico)'),
        (res(rep, 'na', 'Sódio', '141', 'mEq/L'), '136 a 145 mEq/L', 'Sódio sérico'),
        (res(rep, 'k', 'Potássio', '4,3', 'mEq/L'), '3,5 a 5,1 mEq/L', 'Potássio sérico'),
        (res(rep, 'p', 'Fósforo', '3,1', 'mg/dL'), '2,5 a 4,5 mg/dL', 'Fósforo|inorgânico'),
        (rep.R('x', 'PTH', '2731-8', '41', 'pg/mL'), '15 a 65 pg/mL', 'Paratormônio|molécula intacta|(PTH)'),
        (res(rep, 'vitd', 'x', '29,8', 'ng/mL'), '> 20 ng/mL (população geral)', '25-Hidroxi-|vitamina D'),
        (res(rep, 'mg', 'Magnésio', '2,0', 'mg/dL'), '1,6 a 2,6 mg/dL', 'Magnésio|(sérico)'),
        (res(rep, 'alb', 'Albumina', '4,4', 'g/dL'), '3,5 a 5,2 g/dL', 'Albumina'),
        (res(rep, 'pcr', 'PCR', '1,8', 'mg/L'), 'Inferior a 5,0 mg/L', 'Proteína C|reativa'),
        (res(rep, 'glic', 'Glicose', '92', 'mg/dL'), '70 a 99 mg/dL', 'Glicose de|jejum'),
        (res(rep, 'ureia', 'Ureia', '31', 'mg/dL'), '15 a 45 mg/dL', 'Ureia'),
        (res(rep, 'tfg', 'x', f(egfr(scr, AGE, FEM), 0), 'mL/min/1,73 m²'), '> 60 mL/min/1,73 m²', 'Taxa de filtração|glomerular estimada|(CKD-EPI 2021)'),
        (res(rep, 'hb', 'Hemoglobina', '15,2', 'g/dL'), '13,5 a 17,5 g/dL', 'Hemoglobina'),
        (res(rep, 'wbc', 'Leucócitos', '6.900', '/mm³'), '4.000 a 10.000 /mm³', 'Leucócitos'),
        (res(rep, 'plt', 'Plaquetas', '231.000', '/mm³'), '150.000 a 450.000 /mm³', 'Plaquetas'),
    ]:
        s.append(row(r, ref, nm=nm))
    fz = [Sec('FEZES - amostra colhida pelo paciente em 17/08/2026 (domicílio)')]
    for r, ref, nm in [
        (rep.R('x', 'Parasitológico de fezes', '10704-5', 'Negativo', '', date=DS), 'Método de Hoffman (sedimentação espontânea)\ne Faust; não foram encontrados ovos, cistos\nou larvas de parasitos', 'Exame parasitológico|de fezes (método|de Hoffman e Faust)'),
        (rep.R('x', 'Sangue oculto nas fezes', '2335-8', 'Negativo', '', date=DS, alts=('29771-3',)), 'Imunocromatográfico (hemoglobina humana)\nlimite de detecção 50 ng/mL', 'Pesquisa de sangue|oculto nas fezes'),
        (rep.R('x', 'Calprotectina fecal', '38445-3', '38', 'µg/g', date=DS), 'Inferior a 50 µg/g: normal\n50 a 120 µg/g: indeterminado\nSuperior a 120 µg/g: elevado', 'Calprotectina|fecal (quantitativa)'),
    ]:
        fz.append(row(r, ref, bottom=False, nm=nm))
    cols = ['Exame', 'Resultado', 'Unidade', 'Valores de referência']
    al = ['L', 'R', 'L', 'L']
    head = [Table([120, 62], [Row([S('LABORATÓRIO SÃO CRISTÓVÃO', sty='h1'), C('Análises Clínicas\nDesde 1987', align='R')])], border='none', padh=0),
            Rule(lw=0.6, mt=1, mb=1.5),
            Table([100, 82], [Row(['Cliente: GILBERTO AUGUSTO DALBÓ', 'Nasc.: 05/05/1974 (52 anos)']),
                              Row(['Médico: Dr. Renan Fiorio Lazzarini - Urologia', 'Data de coleta: 19/08/2026']),
                              Row(['Peso 84 kg  Altura 1,78 m  Superfície corporal 1,92 m²', 'Ficha nº 40.118'])], border='none', padv=0.3, padh=0),
            Rule(lw=0.3, mt=1, mb=2)]
    rep.page(*head, Table(W, u, cols=cols, aligns=al, border='h', padv=0.8))
    rep.page(Table(W, s, cols=cols, aligns=al, border='h', padv=0.8), Space(4),
             Table(W, fz, cols=cols, aligns=al, border='h', padv=0.8),
             Lines([L('Clearance calculado com creatinina urinária e sérica da mesma coleta; volume informado pelo paciente conferido no laboratório.')],
                   sty='small', mt=3))
    return rep
