"""f02 - Cariri Diagnósticos - Laboratório de Análises Clínicas, Juazeiro do Norte/CE.

Layout (new): serif report whose results are interleaved with long INTERPRETATION PARAGRAPHS
("Interpretação:", "Nota:", "Comentário do bioquímico:") that REPEAT the value of the result they
comment ("O valor de 8,4 % de hemoglobina glicada é compatível com..."). A value quoted inside a
paragraph is not a second result. Each exam is a short ruled line: name, result + unit, reference.

Story: woman, 58, type 2 diabetes for 9 years on metformin, poorly controlled (HbA1c 8,4 %), CKD G3a
with moderately increased albuminuria (A2), atherogenic dyslipidaemia, low-normal B12 from metformin,
vitamin D insufficiency. Dates: collection 17/04/2026 06:55; birth 02/02/1968; previous HbA1c
quoted in a note ("em 10/11/2025 era de 7,6 %", undated in the result grid: not a result, it is only
mentioned inside the comment text); release 18/04/2026.
"""
from lib import *

AGE, FEM = 58, True


def build():
    d = '2026-04-17'
    ST = style(base=dict(font='serif', size=8.5), name=dict(b=True), note=dict(size=7.6, i=True, color='#333333'),
               h1=dict(font='serif', size=15, b=True), ref=dict(size=7.4), sect=dict(b=True, size=9.5, color='#7a1f1f'))
    rep = FReport('f02', 'Cariri Diagnósticos - Laboratório de Análises Clínicas', d, ST, margins=(12, 14, 12, 14),
                  title='Cariri Diagnósticos')
    rep.footer = page_footer(['Cariri Diagnósticos - Av. Leão Sampaio, 1450, Juazeiro do Norte/CE - CNES 7412260',
                              'Bioquímica responsável: Dra. Francisca Edilene Sobreira, CRF-CE 4.913 - Laudo liberado em 18/04/2026 10:40'])
    cr = 1.12
    tfg = egfr(cr, AGE, FEM)
    a1c = 8.4
    gme = 28.7 * a1c - 46.7
    ct, hdl, tg = 198, 38, 232
    ldl = friedewald(ct, hdl, tg)
    alb_u, cr_u = 86, 98
    rac = alb_u / cr_u * 100
    W = [66, 38, 78]

    def line(r, ref):
        return Table(W, [Row([C(S(r.name, sty='name')), C([r.V, ' ', r.U], align='R'), C(S(ref, sty='ref'))])],
                     border='h', padv=0.8)

    def para(label, text, mb=1.6):
        out = [L(S(label, sty='name'), sty='note')]
        out += [L(t, sty='note') for t in text]
        return Lines(out, mb=mb, mt=0.6)

    def sec(t):
        return Lines([L(t, sty='sect')], mt=2.2, mb=0.6)

    head = [
        Lines([L('CARIRI DIAGNÓSTICOS', sty='h1'), L('Laboratório de Análises Clínicas - Juazeiro do Norte/CE')]),
        Rule(lw=0.4, mt=1, mb=1.5),
        Table([92, 90], [Row(['Paciente: MARIA DAS DORES LEITE BEZERRA', 'Data de nascimento: 02/02/1968 (58 anos)']),
                         Row(['Convênio: Particular  |  Atendimento 4471/26', 'Coleta: 17/04/2026 às 06:55 (jejum 12 h)']),
                         Row(['Solicitante: Dr. Cícero Romão Alencar (CRM-CE 9.604)', 'Liberação: 18/04/2026'])],
              border='none', padv=0.3, padh=0),
        Rule(lw=0.4, mt=1.5, mb=0.5),
    ]
    r_glic = res(rep, 'glic', 'Glicose de jejum', '162', 'mg/dL')
    r_a1c = res(rep, 'a1c', 'Hemoglobina glicada (HbA1c)', f(a1c), '%')
    r_gme = res(rep, 'gme', 'Glicose média estimada', f(gme, 0), 'mg/dL')
    r_frut = res(rep, 'frut', 'Frutosamina', '352', 'µmol/L')
    r_pepc = res(rep, 'pepc', 'Peptídeo C', '2,1', 'ng/mL')
    p1 = [sec('METABOLISMO GLICÍDICO'),
          line(r_glic, 'Normal: 70 a 99 mg/dL'),
          line(r_a1c, 'Normal: < 5,7 %  Diabetes: ≥ 6,5 %'),
          para('Interpretação:', [
              'O valor de 8,4 % de hemoglobina glicada é compatível com controle glicêmico insatisfatório nos últimos 90 a 120',
              'dias. Para a maioria dos adultos com diabetes a meta é HbA1c < 7,0 %. Em 10/11/2025 a paciente apresentava 7,6 %',
              '(dado informado no pedido médico, não realizado neste laboratório).']),
          line(r_gme, 'Calculada: 28,7 x HbA1c - 46,7'),
          para('Nota:', ['A glicose média estimada de 194 mg/dL é derivada da HbA1c (estudo ADAG) e não substitui a glicemia medida.']),
          line(r_frut, 'VR: 205 a 285 µmol/L'),
          line(r_pepc, 'VR: 1,1 a 4,4 ng/mL (jejum)'),
          para('Comentário do bioquímico:', [
              'Peptídeo C de 2,1 ng/mL indica reserva pancreática de insulina preservada. A frutosamina (352 µmol/L) reflete a',
              'glicemia das últimas 2 a 3 semanas e está concordante com a HbA1c.']),
          sec('FUNÇÃO RENAL')]
    r_creat = res(rep, 'creat', 'Creatinina', f(cr, 2), 'mg/dL')
    r_tfg = res(rep, 'tfg', 'TFG estimada (CKD-EPI 2021)', f(tfg, 0), 'mL/min/1,73 m²')
    r_ureia = res(rep, 'ureia', 'Ureia', '48', 'mg/dL')
    r_uric = res(rep, 'urico', 'Ácido úrico', '6,2', 'mg/dL')
    r_na = res(rep, 'na', 'Sódio', '139', 'mmol/L')
    r_k = res(rep, 'k', 'Potássio', '4,9', 'mmol/L')
    r_malb = res(rep, 'malb', 'Microalbuminúria (amostra isolada)', '86', 'mg/L')
    r_ucr = res(rep, 'ucreat', 'Creatinina urinária', '98', 'mg/dL')
    r_rac = res(rep, 'rac', 'Relação albumina/creatinina', f(rac), 'mg/g')
    p1 += [line(r_creat, 'VR: 0,50 a 0,90 mg/dL'),
           line(r_tfg, '≥ 90: normal; 60 a 89: G2; 45 a 59: G3a'),
           para('Interpretação:', [
               f'Uma TFG de {f(tfg, 0)} mL/min/1,73 m² corresponde ao estágio G3a da classificação KDIGO (redução leve a moderada).',
               'Confirmar com nova dosagem em 3 meses. Creatinina de 1,12 mg/dL em mulher de 58 anos.']),
           line(r_ureia, 'VR: 15 a 45 mg/dL'),
           line(r_uric, 'VR: 2,4 a 5,7 mg/dL'),
           line(r_na, 'VR: 136 a 145 mmol/L'),
           line(r_k, 'VR: 3,5 a 5,1 mmol/L')]
    rep.page(*head, *p1)
    p2 = [line(r_malb, 'VR: < 30 mg/L'),
          line(r_ucr, 'VR: 28 a 217 mg/dL'),
          line(r_rac, 'A1 < 30; A2 30 a 300; A3 > 300 mg/g'),
          para('Interpretação:', [
              f'Relação albumina/creatinina de {f(rac)} mg/g: albuminúria moderadamente aumentada (categoria A2). Com a TFG acima,',
              'o risco de progressão da doença renal é alto (KDIGO G3a/A2). Recomenda-se confirmar em 2 de 3 amostras.']),
          sec('PERFIL LIPÍDICO (jejum de 12 horas)')]
    r_ct = res(rep, 'ct', 'Colesterol total', str(ct), 'mg/dL')
    r_hdl = res(rep, 'hdl', 'HDL-colesterol', str(hdl), 'mg/dL')
    r_tg = res(rep, 'tg', 'Triglicerídeos', str(tg), 'mg/dL')
    r_ldl = res(rep, 'ldl', 'LDL-colesterol', f(ldl, 0), 'mg/dL')
    r_vldl = res(rep, 'vldl', 'VLDL-colesterol', f(tg / 5, 0), 'mg/dL')
    r_nhdl = res(rep, 'nhdl', 'Colesterol não-HDL', str(ct - hdl), 'mg/dL')
    p2 += [line(r_ct, 'Desejável: < 190 mg/dL'), line(r_hdl, 'Desejável: > 50 mg/dL'),
           line(r_tg, 'Desejável: < 150 mg/dL'), line(r_ldl, 'Meta conforme risco'),
           line(r_vldl, 'VR: < 30 mg/dL'), line(r_nhdl, 'Meta conforme risco'),
           para('Comentário:', [
               f'Paciente diabética com doença renal crônica: categoria de risco cardiovascular ALTO. LDL de {f(ldl, 0)} mg/dL e não-HDL',
               f'de {ct - hdl} mg/dL estão acima das metas sugeridas (LDL < 70 mg/dL; não-HDL < 100 mg/dL). Triglicerídeos de {tg} mg/dL',
               'com HDL baixo configuram dislipidemia aterogênica. LDL calculado pela equação de Friedewald (TG < 400 mg/dL).']),
           sec('HORMÔNIOS E VITAMINAS')]
    r_tsh = res(rep, 'tsh', 'TSH', '3,80', 'µUI/mL')
    r_t4 = res(rep, 't4l', 'T4 livre', '1,02', 'ng/dL')
    r_b12 = res(rep, 'b12', 'Vitamina B12', '168', 'pg/mL')
    r_fol = res(rep, 'fol', 'Ácido fólico', '9,8', 'ng/mL')
    r_vd = res(rep, 'vitd', '25-Hidroxivitamina D', '22,1', 'ng/mL')
    r_fer = res(rep, 'ferr', 'Ferritina', '88', 'ng/mL')
    p2 += [line(r_tsh, 'VR: 0,45 a 4,50 µUI/mL'), line(r_t4, 'VR: 0,70 a 1,80 ng/dL'),
           line(r_b12, 'VR: 197 a 771 pg/mL'),
           para('Nota:', [
               'Vitamina B12 de 168 pg/mL, abaixo do limite inferior. O uso prolongado de metformina reduz a absorção de B12;',
               'valores entre 150 e 300 pg/mL podem ser confirmados com ácido metilmalônico ou homocisteína.']),
           line(r_fol, 'VR: > 3,9 ng/mL'),
           line(r_vd, '> 20 ng/mL (saudáveis); 30 a 60 (grupos de risco)'),
           line(r_fer, 'VR: 15 a 150 ng/mL')]
    rep.page(*p2)
    r_hb = res(rep, 'hb', 'Hemoglobina', '12,1', 'g/dL')
    r_ht = res(rep, 'ht', 'Hematócrito', '36,8', '%')
    r_wbc = res(rep, 'wbc', 'Leucócitos', '7.400', '/mm³')
    r_plt = res(rep, 'plt', 'Plaquetas', '268.000', '/mm³')
    r_ast = res(rep, 'ast', 'AST (TGO)', '24', 'U/L')
    r_alt = res(rep, 'alt', 'ALT (TGP)', '29', 'U/L')
    r_pcr = res(rep, 'pcrus', 'Proteína C reativa ultrassensível', '4,2', 'mg/L')
    p3 = [sec('HEMATOLOGIA E OUTROS'),
          line(r_hb, 'VR: 12,0 a 15,5 g/dL'), line(r_ht, 'VR: 36,0 a 46,0 %'),
          line(r_wbc, 'VR: 4.000 a 10.000 /mm³'), line(r_plt, 'VR: 150.000 a 450.000 /mm³'),
          para('Nota:', ['Hemoglobina de 12,1 g/dL no limite inferior; em doença renal crônica G3 sugere-se acompanhar',
                         'ferritina e saturação da transferrina.']),
          line(r_ast, 'VR: até 32 U/L'), line(r_alt, 'VR: até 33 U/L'),
          line(r_pcr, '< 1,0 baixo; 1,0 a 3,0 médio; > 3,0 alto risco'),
          para('Interpretação:', [
              'PCR ultrassensível de 4,2 mg/L situa a paciente na faixa de alto risco cardiovascular, desde que afastado processo',
              'inflamatório ou infeccioso agudo (repetir em 2 semanas se houver infecção intercorrente).'], mb=3),
          Lines([L('Métodos: glicose (hexoquinase); HbA1c (HPLC, certificado NGSP); creatinina (enzimático, rastreável IDMS); '),
                 L('albumina urinária (imunoturbidimetria); hormônios e vitaminas (quimioluminescência).')], sty='small')]
    rep.page(*p3)
    return rep
