"""c04 - gynaecological endocrinology, invented 'Laboratório Araucária Análises Clínicas', Curitiba/PR.

One block per hormone, result on the right of the title line, reference
tables by cycle phase / age inside the block, footnotes with markers.  Many
dates on the page: birth, DUM (last menstrual period), collection, release,
print.  3 pages.
"""
from lib import Report, Lines, L, Table, C, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8.2),
    'brand': dict(font='serif', size=13.5, b=True, color='#2f5d2a'),
    'brand2': dict(font='sans', size=7, color='#2f5d2a'),
    'hd': dict(size=7.6), 'hdb': dict(size=7.6, b=True),
    'ti': dict(size=8.8, b=True),
    'rs': dict(size=8.8, b=True),
    'meta': dict(size=6.9, color='#444444'),
    'td': dict(size=7.3), 'th': dict(size=7.2, b=True, bg='#eaf1e8'),
    'note': dict(size=6.8, i=True),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('c04', 'Laboratório Araucária Análises Clínicas', '2025-02-06', STY,
                 margins=(10, 13, 10, 13), title='Laudo - Laboratório Araucária')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('Laboratório Araucária', sty='brand'), L('ANÁLISES CLÍNICAS • HORMÔNIOS', sty='brand2')])],
                 [Box([Lines([L('Paciente: ', S('MARIANA KOWALSKI DE PAULA', sty='hdb'), sty='hd'),
                              L('Data de nascimento: 12/04/1990 (34 anos)   Sexo: feminino', sty='hd'),
                              L('DUM: 02/02/2025   Dia do ciclo na coleta: 5º   Uso de hormônios: não', sty='hd'),
                              L('Data da coleta: 06/02/2025 07:25   Protocolo: 0251-77304', sty='hd'),
                              L('Solicitante: Dra. Juliana Wosniak Ferraz - CRM-PR 27.663', sty='hd')])], pad=1.2, lw=0.25)],
                 split=62, gap=3),
            Rule(lw=0.5, mt=1.5, mb=1.5, color='#2f5d2a'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.7),
                Lines([L('Laboratório Araucária Ltda. - Rua Comendador Araújo, 731 - Batel - Curitiba/PR - CNES 6650021', sty='foot'),
                       L('Responsável técnico: Dr. Henrique Malucelli Brandt - CRF-PR 14.902   Liberado em 08/02/2025 11:20   '
                         'Impresso em 10/02/2025', sty='foot'),
                       L(f'{pn}/{n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer

    def block(r, title, method, ref=None, ref_cols=None, ref_w=None, lines=(), name_lines=None):
        top = Table([118, 66], [[C(name_lines or title, sty='ti'), C(S('Resultado: ', sty='hd'), r.V, ' ', r.U, sty='rs', align='R')]],
                    border='none', padv=0.2, padh=0.5)
        out = [top, Lines([L(method, sty='meta')])]
        if ref:
            out.append(Table(ref_w, ref, cols=ref_cols, border='grid', padv=0.3, mt=0.6, lw=0.15))
        if lines:
            out.append(Lines([L(t, sty='note') for t in lines], mt=0.5))
        out.append(Rule(lw=0.15, mt=1.6, mb=1.6, color='#9bb596'))
        return out

    fsh = R('FSH - HORMÔNIO FOLÍCULO-ESTIMULANTE', 'Follitropin (FSH)', '15067-2', '6,8', 'mUI/mL')
    lh = R('LH - HORMÔNIO LUTEINIZANTE', 'Lutropin (LH)', '10501-5', '5,2', 'mUI/mL')
    e2 = R('ESTRADIOL (E2)', 'Estradiol', '2243-4', '48', 'pg/mL')
    p4 = R('PROGESTERONA', 'Progesterone', '2839-9', '0,6', 'ng/mL')
    prl = R('PROLACTINA', 'Prolactin', '2842-3', '38,7', 'ng/mL')
    phase_w = [62, 46]
    rep.page(
        *block(fsh, 'FSH - HORMÔNIO FOLÍCULO-ESTIMULANTE', 'Material: soro   Método: eletroquimioluminescência',
               [['Fase folicular', '3,5 a 12,5 mUI/mL'], ['Pico ovulatório', '4,7 a 21,5 mUI/mL'],
                ['Fase lútea', '1,7 a 7,7 mUI/mL'], ['Pós-menopausa', '25,8 a 134,8 mUI/mL']], ['Valores de referência', ''], phase_w),
        *block(lh, 'LH - HORMÔNIO LUTEINIZANTE', 'Material: soro   Método: eletroquimioluminescência',
               [['Fase folicular', '2,4 a 12,6 mUI/mL'], ['Pico ovulatório', '14,0 a 95,6 mUI/mL'],
                ['Fase lútea', '1,0 a 11,4 mUI/mL'], ['Pós-menopausa', '7,7 a 58,5 mUI/mL']], ['Valores de referência', ''], phase_w),
        *block(e2, 'ESTRADIOL (E2)', 'Material: soro   Método: eletroquimioluminescência (2ª geração)',
               [['Fase folicular', '12,5 a 166,0 pg/mL'], ['Pico ovulatório', '85,8 a 498,0 pg/mL'],
                ['Fase lútea', '43,8 a 211,0 pg/mL'], ['Pós-menopausa', 'inferior a 54,7 pg/mL']], ['Valores de referência', ''], phase_w),
        *block(p4, 'PROGESTERONA', 'Material: soro   Método: eletroquimioluminescência',
               [['Fase folicular', '0,2 a 1,5 ng/mL'], ['Fase lútea', '1,7 a 27,0 ng/mL'],
                ['1º trimestre de gestação', '11,2 a 90,0 ng/mL'], ['Pós-menopausa', 'inferior a 0,2 ng/mL']], ['Valores de referência', ''], phase_w),
        *block(prl, 'PROLACTINA¹', 'Material: soro (repouso de 20 minutos antes da coleta)   Método: eletroquimioluminescência',
               [['Mulheres não gestantes', '4,8 a 23,3 ng/mL'], ['Homens', '4,0 a 15,2 ng/mL']], ['Valores de referência', ''], phase_w,
               lines=['¹ Valor acima da referência. Recomenda-se pesquisa de macroprolactina (precipitação com PEG) a critério médico.']),
    )

    tsh = R('TSH - HORMÔNIO TIREOESTIMULANTE', 'Thyrotropin', '3016-3', '1,94', 'µUI/mL', ['11580-8'])
    t4l = R('T4 LIVRE', 'Thyroxine free', '3024-7', '1,21', 'ng/dL')
    tpo = R('ANTICORPOS ANTITIREOPEROXIDASE (ANTI-TPO)', 'Thyroperoxidase Ab', '8099-4', 'inferior a 9,0', 'UI/mL')
    tt = R('TESTOSTERONA TOTAL', 'Testosterone', '2986-8', '48', 'ng/dL')
    shbg = R('SHBG - GLOBULINA LIGADORA DE HORMÔNIOS SEXUAIS', 'Sex hormone binding globulin', '13967-5', '42,5', 'nmol/L')
    tlc = R('TESTOSTERONA LIVRE (CALCULADA)', 'Testosterone free', '2991-8', '0,82', 'ng/dL')
    dheas = R('SULFATO DE DEIDROEPIANDROSTERONA (DHEA-S)', 'DHEA sulfate', '2191-5', '212', 'µg/dL')
    ohp = R('17-ALFA-HIDROXIPROGESTERONA', '17-Hydroxyprogesterone', '1668-3', '1,1', 'ng/mL')
    rep.page(
        *block(tsh, 'TSH - HORMÔNIO TIREOESTIMULANTE', 'Material: soro   Método: eletroquimioluminescência (3ª geração)',
               [['Adultos', '0,27 a 4,20 µUI/mL'], ['Gestantes 1º trimestre', '0,10 a 2,50 µUI/mL']], ['Valores de referência', ''], phase_w),
        *block(t4l, 'T4 LIVRE', 'Material: soro   Método: eletroquimioluminescência',
               [['Adultos', '0,93 a 1,70 ng/dL']], ['Valores de referência', ''], phase_w),
        *block(tpo, 'ANTICORPOS ANTITIREOPEROXIDASE', 'Material: soro   Método: eletroquimioluminescência   Referência: inferior a 34,0 UI/mL',
               name_lines='ANTICORPOS ANTITIREOPEROXIDASE\n(ANTI-TPO)'),
        *block(tt, 'TESTOSTERONA TOTAL', 'Material: soro   Método: eletroquimioluminescência',
               [['Mulheres 20 a 49 anos', '8,4 a 48,1 ng/dL'], ['Mulheres 50 anos ou mais', '2,9 a 40,8 ng/dL'],
                ['Homens 20 a 49 anos', '249 a 836 ng/dL']], ['Valores de referência', ''], phase_w),
        *block(shbg, 'SHBG', 'Material: soro   Método: eletroquimioluminescência',
               [['Mulheres (não gestantes)', '26,1 a 110,0 nmol/L'], ['Homens', '18,3 a 54,1 nmol/L']], ['Valores de referência', ''], phase_w,
               name_lines='SHBG - GLOBULINA LIGADORA DE\nHORMÔNIOS SEXUAIS'),
        *block(tlc, 'TESTOSTERONA LIVRE (CALCULADA)²', 'Cálculo: fórmula de Vermeulen (testosterona total, SHBG e albumina 4,3 g/dL)',
               [['Mulheres', '0,10 a 0,85 ng/dL'], ['Homens', '3,40 a 24,60 ng/dL']], ['Valores de referência', ''], phase_w,
               lines=['² Valor calculado; não corresponde a dosagem direta por diálise de equilíbrio.']),
        *block(dheas, 'SULFATO DE DEIDROEPIANDROSTERONA (DHEA-S)', 'Material: soro   Método: eletroquimioluminescência',
               [['Mulheres 25 a 34 anos', '98,8 a 340,0 µg/dL'], ['Mulheres 35 a 44 anos', '60,9 a 337,0 µg/dL']],
               ['Valores de referência', ''], phase_w),
        *block(ohp, '17-ALFA-HIDROXIPROGESTERONA', 'Material: soro   Método: LC-MS/MS',
               [['Fase folicular', '0,1 a 0,8 ng/mL'], ['Fase lútea', '0,6 a 2,3 ng/mL']], ['Valores de referência', ''], phase_w),
    )

    amh = R('HORMÔNIO ANTI-MÜLLERIANO (AMH)', 'Mullerian inhibiting substance (AMH)', '38476-8', '2,9', 'ng/mL')
    ins = R('INSULINA (JEJUM)', 'Insulin', '20448-7', '14,8', 'µUI/mL')
    glu = R('GLICOSE (JEJUM)', 'Glucose', '2345-7', '91', 'mg/dL', ['1558-6'])
    cor = R('CORTISOL (MANHÃ)', 'Cortisol', '2143-6', '14,2', 'µg/dL')
    gh = R('HORMÔNIO DO CRESCIMENTO (GH)', 'Somatotropin', '2963-7', '0,42', 'ng/mL')
    hcg = R('BETA-HCG QUANTITATIVO', 'Choriogonadotropin beta subunit', '21198-7', 'inferior a 2,0', 'mUI/mL', ['19080-1'])
    ferr = R('FERRITINA', 'Ferritin', '2276-4', '34', 'ng/mL')
    rep.page(
        *block(amh, 'HORMÔNIO ANTI-MÜLLERIANO (AMH)', 'Material: soro   Método: eletroquimioluminescência (Elecsys AMH Plus)',
               [['30 a 34 anos', '0,9 a 7,5 ng/mL', 'mediana 2,9'], ['35 a 39 anos', '0,5 a 6,0 ng/mL', 'mediana 2,0'],
                ['40 a 44 anos', '0,1 a 4,0 ng/mL', 'mediana 1,0']], ['Idade', 'Percentis 5 a 95', ''], [40, 38, 26]),
        *block(ins, 'INSULINA (JEJUM)', 'Material: soro   Método: quimioluminescência   Referência: 2,6 a 24,9 µUI/mL'),
        *block(glu, 'GLICOSE (JEJUM)', 'Material: plasma (fluoreto)   Método: hexoquinase',
               [['Normal', '70 a 99 mg/dL'], ['Glicemia de jejum alterada', '100 a 125 mg/dL'], ['Diabetes', 'igual ou superior a 126 mg/dL']],
               ['Valores de referência', ''], phase_w),
        *block(cor, 'CORTISOL (MANHÃ)', 'Material: soro, coleta às 07:25   Método: eletroquimioluminescência',
               [['Coleta entre 7 e 10 h', '6,2 a 19,4 µg/dL'], ['Coleta entre 16 e 20 h', '2,3 a 11,9 µg/dL']], ['Valores de referência', ''], phase_w),
        *block(gh, 'HORMÔNIO DO CRESCIMENTO (GH)', 'Material: soro   Método: quimioluminescência   Referência (mulheres): 0,13 a 9,88 ng/mL'),
        *block(hcg, 'BETA-HCG QUANTITATIVO', 'Material: soro   Método: eletroquimioluminescência',
               [['Não gestantes', 'inferior a 5,0 mUI/mL'], ['3ª a 4ª semana após DUM', '5,8 a 71,2 mUI/mL'],
                ['5ª semana após DUM', '9,5 a 750 mUI/mL']], ['Valores de referência', ''], phase_w),
        *block(ferr, 'FERRITINA', 'Material: soro   Método: quimioluminescência   Referência (mulheres): 15 a 150 ng/mL'),
        Lines([L('As fases do ciclo menstrual são referidas à DUM informada pela paciente (02/02/2025).', sty='note'),
               L('Valores obtidos com metodologias diferentes não são intercambiáveis.', sty='note')], mt=1),
    )
    return rep
