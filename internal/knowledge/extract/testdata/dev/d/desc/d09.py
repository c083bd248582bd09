"""d09 - private laboratory in Teresina/PI printing "Nome ........ valor unidade" with dot leaders.

Monospaced typewriter-like lines: the exam name is followed by dot leaders up to the value, the
unit after it, and the reference either on the same line or on the next one.  Type 2 diabetes with
chronic kidney disease follow-up: glycaemia, HbA1c + glicose média estimada, renal function with
eGFR (CKD-EPI 2021), electrolytes, lipids, iron, PTH, vitamin D and a spot urine albumin/creatinine
ratio (label broken over two lines).  Header in the same dot style: "Data de Coleta......: 24/07/2025".
"""
import math

from lib import *

LAB = 'Laboratório Poti Análises Clínicas'

STY = {
    'base': dict(font='mono', size=8.3, lh=1.32),
    'b': dict(b=True),
    'lab': dict(font='serif', size=14, b=True, align='C'),
    'lab2': dict(font='serif', size=7.6, align='C'),
    'sec': dict(b=True, size=8.6),
    'small': dict(size=7.2, color='#333333'),
    'foot': dict(font='sans', size=6.6, color='#444444', align='C'),
}

NW = 44   # name + dots
VW = 8    # value (right aligned)
UW = 15   # unit


def ckd_epi_2021(scr, age, female):
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    e = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 * 0.9938 ** age
    return e * (1.012 if female else 1)


def build():
    rep = Report('d09', LAB, '2025-07-24', STY, margins=(11, 13, 10, 13), title='Laboratório Poti - Laudo')
    R = rep.R
    a1c, cre = 7.6, 1.62
    ct, hdl, tg = 168, 38, 196
    vldl = tg / 5
    X = {}

    def x(key, name, an, loinc, vt, unit, alts=()):
        X[key] = R(name, an, loinc, vt, unit, alts=alts)

    x('hb', 'Hemoglobina', 'Hemoglobin', '718-7', '12,6', 'g/dL')
    x('ht', 'Hematócrito', 'Hematocrit', '4544-3', '38,0', '%', ['20570-8'])
    x('glic', 'Glicose (jejum)', 'Glucose (fasting)', '2345-7', '148', 'mg/dL', ['1558-6'])
    x('a1c', 'Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', br(a1c, 1), '%', ['17856-6'])
    x('gme', 'Glicose média estimada', 'Estimated average glucose', '27353-2', str(round(28.7 * a1c - 46.7)),
      'mg/dL')
    x('ure', 'Ureia', 'Urea', '3091-6', '58', 'mg/dL')
    x('cre', 'Creatinina', 'Creatinine', '2160-0', br(cre, 2), 'mg/dL')
    x('tfg', 'TFG estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8',
      str(round(ckd_epi_2021(cre, 63, False))), 'mL/min/1,73m²', ['62238-1'])
    x('aur', 'Ácido úrico', 'Uric acid', '3084-1', '7,2', 'mg/dL')
    x('na', 'Sódio', 'Sodium', '2951-2', '139', 'mEq/L')
    x('k', 'Potássio', 'Potassium', '2823-3', '5,1', 'mEq/L')
    x('cl', 'Cloretos', 'Chloride', '2075-0', '103', 'mEq/L')
    x('ca', 'Cálcio total', 'Calcium', '17861-6', '9,2', 'mg/dL', ['2000-8'])
    x('p', 'Fósforo', 'Phosphate', '2777-1', '4,1', 'mg/dL')
    x('mg', 'Magnésio', 'Magnesium', '19123-9', '2,1', 'mg/dL')
    x('ct', 'Colesterol total', 'Cholesterol total', '2093-3', str(ct), 'mg/dL')
    x('hdl', 'HDL-colesterol', 'HDL cholesterol', '2085-9', str(hdl), 'mg/dL')
    x('ldl', 'LDL-colesterol (Friedewald)', 'LDL cholesterol (calculated)', '13457-7',
      str(round(ct - hdl - vldl)), 'mg/dL')
    x('vldl', 'VLDL-colesterol', 'VLDL cholesterol (calculated)', '13458-5', str(round(vldl)), 'mg/dL')
    x('tg', 'Triglicerídeos', 'Triglycerides', '2571-8', str(tg), 'mg/dL')
    x('nhdl', 'Colesterol não-HDL', 'Non-HDL cholesterol', '43396-1', str(ct - hdl), 'mg/dL')
    x('tgo', 'AST/TGO', 'AST', '1920-8', '22', 'U/L')
    x('tgp', 'ALT/TGP', 'ALT', '1742-6', '26', 'U/L')
    x('ggt', 'Gama-glutamiltransferase', 'GGT', '2324-2', '41', 'U/L')
    x('ferr', 'Ferritina', 'Ferritin', '2276-4', '182', 'ng/mL')
    x('sat', 'Saturação da transferrina', 'Transferrin saturation', '2502-3', '24', '%')
    x('pth', 'PTH intacto', 'PTH intact', '2731-8', '88', 'pg/mL')
    x('vitd', 'Vitamina D (25-OH)', '25-hydroxyvitamin D', '62292-8', '26,4', 'ng/mL', ['1989-3'])
    x('tsh', 'TSH ultrassensível', 'TSH', '3016-3', '3,12', 'µUI/mL')
    alb_u, cre_u = 86.0, 98.4
    x('albu', 'Albumina urinária', 'Albumin (urine)', '14957-5', br(alb_u, 1), 'mg/L')
    x('creu', 'Creatinina urinária', 'Creatinine (urine)', '2161-8', br(cre_u, 1), 'mg/dL')
    x('rac', 'Relação albumina/creatinina', 'Albumin/creatinine ratio (urine)', '9318-7',
      br(alb_u / (cre_u / 100), 1), 'mg/g', ['14959-1'])

    def line(key, ref='', name=None):
        r = X[key]
        nm = (name if name is not None else r.name) + ' '
        pieces = [nm + '.' * (NW - len(nm) - 1) + ' ', ' ' * (VW - len(r.vt)), S(r.V, sty='b'), ' ', r.U,
                  ' ' * (UW - len(r.unit))]
        out = []
        if ref and len(ref) <= 30:
            out.append(L(*pieces, S(ref, sty='small')))
        else:
            out.append(L(*pieces))
            if ref:
                out.append(L(' ' * 6, S('V.R.: ' + ref, sty='small')))
        return out

    def sec(t, mat):
        return [L(''), L(t, sty='sec'), L(S(mat, sty='small'))]

    def header(pn, n):
        return [
            Lines([L('Laboratório Poti', sty='lab'),
                   L('Análises Clínicas - Av. Frei Serafim, 2.118 - Centro - Teresina/PI - Fone (86) 3221-6090',
                     sty='lab2'),
                   L('Responsável técnico: Dr. Raimundo Nonato Sampaio Veras - CRF-PI 1.226', sty='lab2')]),
            Rule(lw=0.4, style='double', mt=1.5, mb=1.5),
            Lines([
                L('Paciente..............: FRANCISCO DAS CHAGAS MOURA LEAL'),
                L('Data de Nascimento....: 03/02/1962          Sexo: Masculino       Idade: 63 anos'),
                L('Médico................: Dr. Benedito Castelo Branco Filho - CRM-PI 3.390'),
                L('Data de Coleta........: 24/07/2025 07:35    Data de Emissão: 25/07/2025 09:12'),
                L(f'Protocolo.............: 2507.24.0336        Folha: {pn}/{n}'),
            ]),
            Rule(lw=0.4, style='double', mt=1.5, mb=1),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, mt=0, mb=0.8),
                Lines([L('Laudo conferido e liberado por Dra. Lúcia Helena Portela Nunes - Farmacêutica-Bioquímica '
                         'CRF-PI 2.047', sty='foot'),
                       L('Os resultados devem ser interpretados pelo médico assistente em conjunto com dados '
                         'clínicos.', sty='foot')])]

    rep.header, rep.footer = header, footer

    p1 = Lines(
        sec('HEMATOLOGIA', 'Material: sangue total EDTA - Método: automatizado')
        + line('hb', '13,0 a 17,5 g/dL') + line('ht', '39,0 a 50,0 %')
        + sec('GLICEMIA E CONTROLE GLICÊMICO', 'Material: plasma fluoretado / sangue total EDTA - HPLC (HbA1c)')
        + line('glic', '70 a 99 mg/dL')
        + line('a1c', 'Normal: inferior a 5,7 %; diabetes: igual ou superior a 6,5 %; meta '
                      'terapêutica individualizada')
        + line('gme', 'Calculada: 28,7 x HbA1c - 46,7')
        + sec('FUNÇÃO RENAL', 'Material: soro - Método: enzimático / Jaffé compensado')
        + line('ure', '17 a 49 mg/dL') + line('cre', '0,70 a 1,20 mg/dL')
        + line('tfg', 'Superior a 90: normal; 45 a 59: G3a; 30 a 44: G3b (KDIGO)')
        + line('aur', '3,4 a 7,0 mg/dL')
        + sec('ELETRÓLITOS E MINERAIS', 'Material: soro - Método: eletrodo íon-seletivo / colorimétrico')
        + line('na', '136 a 145 mEq/L') + line('k', '3,5 a 5,1 mEq/L') + line('cl', '98 a 107 mEq/L')
        + line('ca', '8,6 a 10,2 mg/dL') + line('p', '2,5 a 4,5 mg/dL') + line('mg', '1,6 a 2,6 mg/dL')
        + sec('PERFIL LIPÍDICO', 'Material: soro - Jejum: 12 horas - LDL calculado (Friedewald)')
        + line('ct', 'Desejável: < 190 mg/dL') + line('hdl', 'Desejável: > 40 mg/dL')
        + line('ldl', 'Meta conforme risco (alto risco: inferior a 70 mg/dL)')
        + line('vldl', 'Até 30 mg/dL') + line('tg', 'Desejável: < 150 mg/dL')
        + line('nhdl', 'Meta conforme risco (alto risco: inferior a 100 mg/dL)')
    )
    p2 = Lines(
        sec('FUNÇÃO HEPÁTICA', 'Material: soro - Método: cinético UV IFCC')
        + line('tgo', 'Até 40 U/L') + line('tgp', 'Até 41 U/L') + line('ggt', '8 a 61 U/L')
        + sec('METABOLISMO DO FERRO', 'Material: soro')
        + line('ferr', '30 a 400 ng/mL') + line('sat', '20 a 50 %')
        + sec('HORMÔNIOS E VITAMINAS', 'Material: soro - Método: quimioluminescência')
        + line('pth', '15 a 65 pg/mL') + line('vitd', 'Acima de 30 ng/mL (grupos de risco)')
        + line('tsh', '0,35 a 4,94 µUI/mL')
        + sec('URINA - AMOSTRA ISOLADA (1ª MICÇÃO)', 'Material: urina - Método: imunoturbidimetria / Jaffé')
        + line('albu', 'Inferior a 20,0 mg/L') + line('creu', 'Não há valor de referência')
        + [L('Relação albumina/')]
        + line('rac', 'Normal: inferior a 30 mg/g; aumentada: 30 a 300 mg/g', name='creatinina')
        + [L(''), L(S('Observação: TFG calculada pela equação CKD-EPI 2021 (sem coeficiente racial).',
                      sty='small')),
           L(S('Relação albumina/creatinina na faixa de albuminúria moderadamente aumentada (A2).', sty='small'))]
    )
    rep.page(p1)
    rep.page(p2)
    return rep
