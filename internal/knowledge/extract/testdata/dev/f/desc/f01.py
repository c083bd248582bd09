"""f01 - Laboratório Oeste Paranaense de Análises Clínicas (LOPAC), Cascavel/PR.

Layout (new): a THREE-COLUMN page. Three exam groups stand side by side (Hematologia |
Bioquímica | Lipídios e hormônios), each column an independent stack of rows whose heights differ
(one-, two- and three-line references), so the rows of the three columns never line up.
Reading order: the whole left column, then the middle column, then the right column.

Story: man, 47, company check-up; mild dyslipidaemia (TG 186, HDL 42), prediabetes range HbA1c 5,8 %,
ALT/GGT slightly raised (fatty liver on ultrasound), vitamin D insufficient. Everything else normal.
Dates: collection 03/03/2026 07:20; birth 11/09/1978; "Cadastro 27/02/2026"; release 04/03/2026.
"""
from lib import *

AGE, FEM = 47, False


def build():
    d = '2026-03-03'
    ST = style(base=dict(size=7.5), name=dict(b=True, size=7.5), ref=dict(size=6.3, color='#444444'),
              val=dict(b=True, size=8), colh=dict(b=True, size=7.2, color='#ffffff', bg='#2f5d50'),
              h1=dict(size=14, b=True, color='#2f5d50'))
    rep = FReport('f01', 'Laboratório Oeste Paranaense de Análises Clínicas', d, ST, margins=(10, 10, 12, 10),
                  title='LOPAC - Laudo')
    rep.footer = page_footer(['LOPAC - Rua Paraná, 3120, Centro, Cascavel/PR - CNES 6604318 - Resp. técnico: '
                              'Dr. Ivo Tessaro Bertoldi, CRF-PR 12.877',
                              'Liberado eletronicamente em 04/03/2026 15:12. Valores de referência conforme método/idade/sexo.'])
    rbc, hb, ht = 5.02, 15.1, 44.6
    vcm, hcm, chcm = indices(rbc, hb, ht)
    cr = 1.02
    tfg = egfr(cr, AGE, FEM)
    ct, hdl, tg = 214, 42, 186
    ldl = friedewald(ct, hdl, tg)

    def col(title, rows):
        trs = [Row([C(S_(title), sty='colh', colspan=2)])]
        for name, r, ref in rows:
            trs.append(Row([C([S(name, sty='name'), '\n', S(ref, sty='ref')]),
                            C([S(r.V, sty='val'), ' ', S(r.U, sty='ref')], align='R')]))
        return Table([33, 26], trs, border='h', padv=0.8, padh=0.8)

    def S_(t):
        return t

    left = [
        ('Hemácias', res(rep, 'rbc', 'Hemácias', f(rbc, 2), 'milhões/µL'), 'VR: 4,50 a 5,90 milhões/µL'),
        ('Hemoglobina', res(rep, 'hb', 'Hemoglobina', f(hb), 'g/dL'), 'VR: 13,5 a 17,5 g/dL'),
        ('Hematócrito', res(rep, 'ht', 'Hematócrito', f(ht), '%'), 'VR: 41,0 a 53,0 %'),
        ('VCM', res(rep, 'vcm', 'VCM', f(vcm), 'fL'), 'VR: 80,0 a 100,0 fL\n(volume corpuscular médio)'),
        ('HCM', res(rep, 'hcm', 'HCM', f(hcm), 'pg'), 'VR: 26,0 a 34,0 pg'),
        ('CHCM', res(rep, 'chcm', 'CHCM', f(chcm), 'g/dL'), 'VR: 31,0 a 36,0 g/dL'),
        ('RDW', res(rep, 'rdw', 'RDW', '12,9', '%'), 'VR: 11,5 a 14,5 %'),
        ('Leucócitos', res(rep, 'wbc', 'Leucócitos', '6.800', '/µL'), 'VR: 4.000 a 10.000 /µL'),
        ('Neutrófilos', res(rep, 'neu%', 'Neutrófilos', '58', '%'), 'VR: 40 a 70 %\n(absoluto: 3.944 /µL)'),
        ('Linfócitos', res(rep, 'lin%', 'Linfócitos', '31', '%'), 'VR: 20 a 45 %'),
        ('Monócitos', res(rep, 'mon%', 'Monócitos', '7', '%'), 'VR: 2 a 10 %'),
        ('Eosinófilos', res(rep, 'eos%', 'Eosinófilos', '3', '%'), 'VR: 1 a 5 %'),
        ('Basófilos', res(rep, 'bas%', 'Basófilos', '1', '%'), 'VR: 0 a 2 %'),
        ('Plaquetas', res(rep, 'plt', 'Plaquetas', '245.000', '/µL'), 'VR: 150.000 a 450.000 /µL'),
    ]
    mid = [
        ('Glicose', res(rep, 'glic', 'Glicose', '104', 'mg/dL'), 'Jejum de 10 h\nNormal: 70 a 99 mg/dL\nAlterada: 100 a 125 mg/dL'),
        ('Hemoglobina glicada', res(rep, 'a1c', 'Hemoglobina glicada', '5,8', '%'), 'Normal: < 5,7 %\nRisco: 5,7 a 6,4 %\nDiabetes: ≥ 6,5 %'),
        ('Ureia', res(rep, 'ureia', 'Ureia', '34', 'mg/dL'), 'VR: 15 a 45 mg/dL'),
        ('Creatinina', res(rep, 'creat', 'Creatinina', f(cr, 2), 'mg/dL'), 'VR: 0,70 a 1,20 mg/dL'),
        ('TFG estimada', res(rep, 'tfg', 'TFG estimada', f(tfg, 0), 'mL/min/1,73m²'), 'CKD-EPI 2021\nVR: > 60 mL/min/1,73m²'),
        ('Ácido úrico', res(rep, 'urico', 'Ácido úrico', '6,9', 'mg/dL'), 'VR: 3,5 a 7,2 mg/dL'),
        ('Sódio', res(rep, 'na', 'Sódio', '140', 'mEq/L'), 'VR: 136 a 145 mEq/L'),
        ('Potássio', res(rep, 'k', 'Potássio', '4,4', 'mEq/L'), 'VR: 3,5 a 5,1 mEq/L'),
        ('AST (TGO)', res(rep, 'ast', 'AST (TGO)', '28', 'U/L'), 'VR: até 40 U/L'),
        ('ALT (TGP)', res(rep, 'alt', 'ALT (TGP)', '41', 'U/L'), 'VR: até 41 U/L'),
        ('Gama-GT', res(rep, 'ggt', 'Gama-GT', '52', 'U/L'), 'VR: 10 a 71 U/L (homens)\n6 a 42 U/L (mulheres)'),
        ('Fosfatase alcalina', res(rep, 'fa', 'Fosfatase alcalina', '78', 'U/L'), 'VR: 40 a 129 U/L'),
    ]
    right = [
        ('Colesterol total', res(rep, 'ct', 'Colesterol total', str(ct), 'mg/dL'), 'Desejável: < 190 mg/dL'),
        ('HDL-colesterol', res(rep, 'hdl', 'HDL-colesterol', str(hdl), 'mg/dL'), 'Desejável: > 40 mg/dL'),
        ('LDL-colesterol', res(rep, 'ldl', 'LDL-colesterol', f(ldl, 0), 'mg/dL'),
         'Friedewald\nMeta conforme risco CV:\nbaixo < 130;\nintermediário < 100;\nalto < 70 mg/dL'),
        ('VLDL-colesterol', res(rep, 'vldl', 'VLDL-colesterol', f(tg / 5, 0), 'mg/dL'), 'VR: < 30 mg/dL'),
        ('Não-HDL', res(rep, 'nhdl', 'Não-HDL', str(ct - hdl), 'mg/dL'), 'Desejável: < 160 mg/dL'),
        ('Triglicerídeos', res(rep, 'tg', 'Triglicerídeos', str(tg), 'mg/dL'), 'Jejum: < 150 mg/dL\nSem jejum: < 175 mg/dL'),
        ('TSH', res(rep, 'tsh', 'TSH', '2,10', 'µUI/mL'), 'VR: 0,45 a 4,50 µUI/mL'),
        ('T4 livre', res(rep, 't4l', 'T4 livre', '1,18', 'ng/dL'), 'VR: 0,70 a 1,80 ng/dL'),
        ('PSA total', res(rep, 'psa', 'PSA total', '0,92', 'ng/mL'), 'VR: até 2,50 ng/mL\n(40 a 49 anos)'),
        ('Vitamina D (25-OH)', res(rep, 'vitd', 'Vitamina D (25-OH)', '27,4', 'ng/mL'),
         'Saudáveis: > 20 ng/mL\nGrupos de risco: 30 a 60\nToxicidade: > 100 ng/mL'),
    ]
    head = [
        Cols([Lines([L('LOPAC', sty='h1'), L('Laboratório Oeste Paranaense de Análises Clínicas', sty='b'),
                     L('Rua Paraná, 3120 - Centro - Cascavel/PR - (45) 3224-8810')])],
             [Lines([L('Paciente: ANDERSON LUIZ KLEIN', sty='b'), L('Nasc.: 11/09/1978 (47 anos)  Sexo: Masculino'),
                     L('Cadastro 27/02/2026  Pedido nº 260227-0418'),
                     L('Data de coleta: 03/03/2026 07:20', sty='b'),
                     L('Médico: Dra. Rafaela Zonta (CRM-PR 31.562) - Medicina do Trabalho')])], split=90),
        Rule(lw=0.6, mt=1.5, mb=2, color='#2f5d50'),
    ]
    three = Cols([col('HEMATOLOGIA - sangue total EDTA', left)],
                 [Cols([col('BIOQUÍMICA - soro', mid)], [col('LIPÍDIOS E HORMÔNIOS - soro', right)], gap=4)],
                 split=59, gap=4)
    rep.page(*head, three,
             Lines([L('Hemograma por citometria de fluxo/impedância (Sysmex XN); bioquímica por colorimetria/enzimático;', sty='small'),
                   L('hormônios e PSA por quimioluminescência. LDL calculado pela equação de Friedewald.', sty='small')], mt=3))
    return rep
