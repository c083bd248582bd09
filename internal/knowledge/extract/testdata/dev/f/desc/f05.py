"""f05 - Instituto Paraibano de Endocrinologia - Laboratório de Hormônios, Campina Grande/PB.

Layout (new): LANDSCAPE A4 pages (297 x 210 mm). One wide grid per page with seven columns: exam,
material, method, result, unit, reference values (several lines for dynamic tests) and collection
condition ("após 1 mg de dexametasona às 23 h", "sentada há 15 min", "pós-PEG"). The collection
condition column holds times and doses that are not results and not collection dates.

Story: woman, 55, postmenopausal, adrenal incidentaloma (2,6 cm, found on CT) and raised prolactin on a
routine check: 1 mg overnight dexamethasone test not fully suppressed (cortisol 2,4 µg/dL: possible
autonomous cortisol secretion), ACTH low-normal, DHEA-S low; aldosterone/renin ratio raised with low
renin (hypertension on amlodipine) - needs confirmation; metanephrines normal; hyperprolactinaemia is
macroprolactinaemia (post-PEG recovery 19,9 %, monomeric prolactin normal). Dates: dexamethasone
taken 22/07/2026 23:00 (not a collection); collection 23/07/2026 08:00 (all samples); birth
14/12/1970; request 15/07/2026; release 29/07/2026.
"""
from lib import *

AGE, FEM = 55, True


def build():
    d = '2026-07-23'
    ST = style(base=dict(size=7.8), th=dict(b=True, size=7.6, bg='#d9e4d0'), h1=dict(size=13, b=True, color='#2d5016'),
               sec=dict(b=True, bg='#eef3ea', size=8), val=dict(b=True, size=8.5))
    rep = FReport('f05', 'Instituto Paraibano de Endocrinologia - Laboratório de Hormônios', d, ST, margins=(9, 10, 10, 10),
                  title='IPE - Laudo', landscape=True)
    rep.footer = page_footer(['Instituto Paraibano de Endocrinologia - Laboratório de Hormônios - Rua Vigário Calixto, 1877, Catolé, Campina Grande/PB - '
                              'CNES 5538223 - Resp. técnico: Dr. Heitor Nóbrega Agra, CRF-PB 2.904 - Liberado em 29/07/2026'])
    cr = 0.86
    tfg = egfr(cr, AGE, FEM)
    ald, pra = 18.6, 0.4
    prl, peg = 48.2, 9.6
    ct, hdl, tg = 221, 54, 142
    W = [47, 25, 33, 23, 24, 72, 53]
    cols = ['Exame', 'Material', 'Método', 'Resultado', 'Unidade', 'Valores de referência', 'Condição da coleta / observação']

    def row(key, name, vt, unit, mat, met, ref, cond='', code=None, an=None):
        disp, name = name.replace('|', '\n'), name.replace('|', ' ')
        if code:
            r = rep.R(name, an, code, vt, unit)
        else:
            r = res(rep, key, name, vt, unit)
        return Row([disp, mat, met, C(S(r.V, sty='val'), align='R'), r.U, ref, cond])

    p1 = [
        Sec('EIXO ADRENAL - TESTE DE SUPRESSÃO COM DEXAMETASONA (1 mg, overnight)'),
        row(None, 'Cortisol após dexametasona', '2,4', 'µg/dL', 'Soro', 'Quimioluminescência',
            'Supressão normal: ≤ 1,8 µg/dL\n1,9 a 5,0: possível secreção autônoma\n> 5,0: secreção autônoma',
            'Dexametasona 1 mg às 23:00\nde 22/07/2026; coleta às 08:00', code='47844-6', an='Cortisol pós-dexametasona'),
        row('acth', 'ACTH', '6,2', 'pg/mL', 'Plasma EDTA', 'Quimioluminescência', 'Manhã (7 a 10 h): 7,2 a 63,3 pg/mL',
            'Tubo pré-resfriado,\ntransporte em gelo'),
        row(None, 'Sulfato de|deidroepiandrosterona (SDHEA)', '48', 'µg/dL', 'Soro', 'Quimioluminescência',
            'Mulheres 55 a 64 anos: 25,9 a 200,0 µg/dL', '', code='2191-5', an='DHEA-S'),
        Sec('SISTEMA RENINA-ANGIOTENSINA-ALDOSTERONA'),
        row(None, 'Aldosterona', f(ald), 'ng/dL', 'Soro', 'Quimioluminescência', 'Sentada: 3,0 a 35,0 ng/dL',
            'Sentada há 15 min, após 2 h em pé', code='1763-2', an='Aldosterona'),
        row(None, 'Atividade de renina|plasmática', f(pra), 'ng/mL/h', 'Plasma EDTA', 'ELISA (angiotensina I)',
            'Sentada: 0,5 a 4,0 ng/mL/h', 'Em uso de anlodipino 10 mg/dia', code='2915-7', an='Atividade de renina plasmática'),
        row(None, 'Relação aldosterona/atividade|de renina', f(ald / pra), '', 'Calculado', 'Cálculo',
            '< 30: rastreamento negativo\n≥ 30 com aldosterona ≥ 15 ng/dL: sugestivo\nde hiperaldosteronismo primário',
            'Unidades: (ng/dL)/(ng/mL/h)', code='49135-7', an='Relação aldosterona/renina'),
        Sec('MEDULA ADRENAL'),
        row(None, 'Metanefrina livre|plasmática', '0,21', 'nmol/L', 'Plasma EDTA', 'LC-MS/MS', '< 0,50 nmol/L',
            'Deitada há 20 min', code='34222-0', an='Metanefrina livre plasmática'),
        row(None, 'Normetanefrina livre|plasmática', '0,58', 'nmol/L', 'Plasma EDTA', 'LC-MS/MS', '< 0,90 nmol/L',
            'Deitada há 20 min', code='34223-8', an='Normetanefrina livre plasmática'),
        Sec('BIOQUÍMICA'),
        row('na', 'Sódio', '142', 'mmol/L', 'Soro', 'Eletrodo íon-seletivo', '136 a 145 mmol/L'),
        row('k', 'Potássio', '3,6', 'mmol/L', 'Soro', 'Eletrodo íon-seletivo', '3,5 a 5,1 mmol/L', 'Sem hemólise'),
        row('glic', 'Glicose', '98', 'mg/dL', 'Plasma (NaF)', 'Hexoquinase', '70 a 99 mg/dL', 'Jejum de 10 h'),
        row('a1c', 'Hemoglobina glicada', '5,6', '%', 'Sangue EDTA', 'HPLC', '< 5,7 %'),
        row('creat', 'Creatinina', f(cr, 2), 'mg/dL', 'Soro', 'Enzimático', '0,50 a 0,90 mg/dL'),
        row('tfg', 'TFG estimada', f(tfg, 0), 'mL/min/1,73 m²', 'Calculado', 'CKD-EPI 2021', '> 60 mL/min/1,73 m²'),
    ]
    p2 = [
        Sec('PROLACTINA E PESQUISA DE MACROPROLACTINA'),
        row('prl', 'Prolactina', f(prl), 'ng/mL', 'Soro', 'Quimioluminescência', 'Mulheres pós-menopausa: 3,5 a 24,0 ng/mL', 'Repouso de 20 min antes da coleta'),
        row(None, 'Prolactina após precipitação|com PEG (monomérica)', f(peg), 'ng/mL', 'Soro', 'PEG + quimiolum.',
            'Monomérica, pós-menopausa: 2,5 a 18,5 ng/mL', 'Mesma amostra, pós-PEG', code='42607-2', an='Prolactina monomérica'),
        row(None, 'Recuperação de prolactina|pós-PEG', f(peg / prl * 100), '%', 'Calculado', 'Cálculo',
            '< 40 %: presença de macroprolactina\n40 a 60 %: indeterminado\n> 60 %: ausência de macroprolactina',
            'Recuperação = pós-PEG / total x 100', code='50366-4', an='Prolactina monomérica (%)'),
        Sec('TIREOIDE, GONADAS E METABOLISMO ÓSSEO'),
        row('tsh', 'TSH', '1,92', 'µUI/mL', 'Soro', 'Quimioluminescência', '0,45 a 4,50 µUI/mL'),
        row('t4l', 'T4 livre', '1,12', 'ng/dL', 'Soro', 'Quimioluminescência', '0,70 a 1,80 ng/dL'),
        row(None, 'FSH', '68,4', 'mUI/mL', 'Soro', 'Quimioluminescência', 'Pós-menopausa: 25,8 a 134,8 mUI/mL',
            'DUM há 4 anos', code='15067-2', an='FSH'),
        row(None, 'LH', '32,7', 'mUI/mL', 'Soro', 'Quimioluminescência', 'Pós-menopausa: 7,7 a 58,5 mUI/mL', '', code='10501-5', an='LH'),
        row(None, 'Estradiol', 'inferior a 10', 'pg/mL', 'Soro', 'Quimioluminescência', 'Pós-menopausa: inferior a 10 a 28 pg/mL', '',
            code='2243-4', an='Estradiol'),
        row('ca', 'Cálcio total', '9,4', 'mg/dL', 'Soro', 'Arsenazo III', '8,6 a 10,3 mg/dL'),
        row(None, 'Paratormônio (PTH intacto)', '38', 'pg/mL', 'Plasma EDTA', 'Quimioluminescência', '15 a 65 pg/mL', '',
            code='2731-8', an='PTH'),
        row('vitd', '25-Hidroxivitamina D', '31,0', 'ng/mL', 'Soro', 'Quimioluminescência', '> 20 ng/mL; grupos de risco 30 a 60 ng/mL'),
        Sec('PERFIL LIPÍDICO E HEMATOLOGIA'),
        row('ct', 'Colesterol total', str(ct), 'mg/dL', 'Soro', 'Enzimático', 'Desejável < 190 mg/dL', 'Jejum de 10 h'),
        row('hdl', 'HDL-colesterol', str(hdl), 'mg/dL', 'Soro', 'Enzimático direto', '> 50 mg/dL'),
        row('tg', 'Triglicerídeos', str(tg), 'mg/dL', 'Soro', 'Enzimático', '< 150 mg/dL'),
        row('ldl', 'LDL-colesterol', f(friedewald(ct, hdl, tg), 0), 'mg/dL', 'Calculado', 'Friedewald', 'Meta conforme risco cardiovascular'),
        row('hb', 'Hemoglobina', '13,4', 'g/dL', 'Sangue EDTA', 'Automação', '12,0 a 15,5 g/dL'),
    ]
    al = ['L', 'L', 'L', 'R', 'L', 'L', 'L']

    def head(pn, n):
        return [Table([180, 97], [Row([S('INSTITUTO PARAIBANO DE ENDOCRINOLOGIA', sty='h1'),
                                      C(f'Laboratório de Hormônios\nPágina {pn} de {n}', align='R')])], border='none', padh=0),
                Rule(lw=0.5, mt=0.8, mb=1, color='#2d5016'),
                Table([92, 92, 93], [Row(['Paciente: ROSÂNGELA DE FÁTIMA ARRUDA MEIRA', 'Nascimento: 14/12/1970 (55 anos)  Sexo: F',
                                          'Solicitação: 15/07/2026  Protocolo 72.318']),
                                     Row(['Médico: Dr. Everaldo Lucena Brito (CRM-PB 8.840)', 'Data da coleta: 23/07/2026 às 08:00',
                                          'Liberação: 29/07/2026'])], border='none', padv=0.3, padh=0),
                Rule(lw=0.3, mt=1, mb=1.5)]
    rep.header = head
    rep.page(Table(W, p1, cols=cols, aligns=al, border='grid', padv=0.6, padh=1, lw=0.2))
    rep.page(Table(W, p2, cols=cols, aligns=al, border='grid', padv=0.6, padh=1, lw=0.2),
             Lines([L('Interpretação: prolactina total elevada (48,2 ng/mL) com recuperação pós-PEG de 19,9 %: predomínio de macroprolactina; '
                      'a prolactina monomérica está dentro da referência.'),
                    L('Cortisol pós-dexametasona acima de 1,8 µg/dL: correlacionar com imagem e repetir o teste ou dosar cortisol salivar noturno.')],
                   sty='small', mt=2))
    return rep
