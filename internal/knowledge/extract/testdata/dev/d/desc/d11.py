"""d11 - private laboratory in Aracaju/SE: one report, two collection dates for two samples.

Blood collected on 10/06/2025 07:20 (default date, printed first) and first-morning urine
collected on 11/06/2025 06:40; each section header repeats its own collection date and the
header lists both.  Urinalysis (urina tipo I / EAS) with words and numbers in two columns
(physical + chemical on the left, sediment on the right: the gold reads the left column
first), labels broken over two lines, "Presente +", "Raros", "Ausentes", and a urine culture
with "superior a 100.000 UFC/mL".  Request, birth and release dates are printed too.
"""
from lib import *

LAB = 'Laboratório Atalaia de Análises Clínicas'

ORANGE = '#b35a00'
STY = {
    'base': dict(font='sans', size=8.4),
    'lab': dict(size=14, b=True, color=ORANGE),
    'lab2': dict(size=7.3, color='#333333'),
    'k': dict(b=True),
    'td': dict(size=8.4, lh=1.25),
    'th': dict(size=7.6, b=True, bg='#f4e3cf'),
    'sec': dict(size=8.4, b=True, bg='#f9efe3'),
    'samp': dict(size=9, b=True, color='#ffffff', bg=ORANGE),
    'v': dict(b=True),
    'ref': dict(font='cond', size=7.5),
    'met': dict(size=7, i=True, color='#555555'),
    'note': dict(size=7.6),
    'foot': dict(size=6.6, color='#444444'),
}


def build():
    rep = Report('d11', LAB, '2025-06-10', STY, margins=(9, 12, 10, 12), title='Laboratório Atalaia - Laudo')
    R = rep.R
    U = '2025-06-11'
    hb = R('Hemoglobina', 'Hemoglobin', '718-7', '12,8', 'g/dL')
    ht = R('Hematócrito', 'Hematocrit', '4544-3', '38,4', '%', alts=['20570-8'])
    wbc = 12400
    leu = R('Leucócitos', 'Leukocytes', '6690-2', th(wbc), '/mm³', alts=['26464-8'])
    nep = R('Neutrófilos', 'Neutrophils (%)', '770-8', '78', '%')
    nea = R('Neutrófilos', 'Neutrophils (absolute)', '751-8', th(wbc * 0.78), '/mm³')
    lip = R('Linfócitos', 'Lymphocytes (%)', '736-9', '15', '%')
    lia = R('Linfócitos', 'Lymphocytes (absolute)', '731-0', th(wbc * 0.15), '/mm³')
    plq = R('Plaquetas', 'Platelets', '777-3', '296.000', '/mm³', alts=['26515-7'])
    pcr = R('Proteína C reativa', 'C-reactive protein', '1988-5', '12,4', 'mg/dL')
    vhs = R('VHS', 'Erythrocyte sedimentation rate', '4537-7', '28', 'mm/h', alts=['30341-2'])
    cre = R('Creatinina', 'Creatinine', '2160-0', '0,84', 'mg/dL')
    ure = R('Ureia', 'Urea', '3091-6', '26', 'mg/dL')
    glic = R('Glicose', 'Glucose', '2345-7', '92', 'mg/dL', alts=['1558-6'])
    na = R('Sódio', 'Sodium', '2951-2', '138', 'mEq/L')
    k = R('Potássio', 'Potassium', '2823-3', '4,0', 'mEq/L')

    cor = R('Cor', 'Color (urine)', '5778-6', 'Amarelo escuro', date=U)
    asp = R('Aspecto', 'Appearance (urine)', '5767-9', 'Turvo', date=U)
    den = R('Densidade', 'Specific gravity (urine)', '5811-5', '1,020', date=U)
    ph = R('pH', 'pH (urine)', '5803-2', '6,5', date=U)
    prot = R('Proteínas', 'Protein presence (urine)', '20454-5', 'Traços', alts=['5804-0'], date=U)
    glu = R('Glicose', 'Glucose presence (urine)', '25428-4', 'Negativo', alts=['5792-7'], date=U)
    cet = R('Corpos cetônicos', 'Ketones presence (urine)', '2514-8', 'Negativo', alts=['5797-6'], date=U)
    bil = R('Bilirrubina', 'Bilirubin presence (urine)', '5770-3', 'Negativo', date=U)
    uro = R('Urobilinogênio', 'Urobilinogen presence (urine)', '5818-0', 'Normal', date=U)
    nit = R('Nitrito', 'Nitrite (urine)', '5802-4', 'Positivo', date=U)
    hgb = R('Hemoglobina', 'Hemoglobin presence (urine)', '5794-3', 'Presente +', date=U)
    est = R('Esterase leucocitária', 'Leukocyte esterase (urine)', '5799-2', 'Presente ++', date=U)
    uleu = R('Leucócitos', 'Leukocytes (urine)', '30405-5', '48.000', '/mL', date=U)
    uhem = R('Hemácias', 'Erythrocytes (urine)', '798-9', '12.000', '/mL', date=U)
    epi = R('Células epiteliais', 'Epithelial cells (urine sediment)', '5787-7', 'Algumas', date=U)
    cil = R('Cilindros', 'Casts (urine sediment)', '9842-6', 'Ausentes', date=U)
    cri = R('Cristais de oxalato de cálcio', 'Calcium oxalate crystals (urine)', '25148-8', 'Raros', date=U)
    bac = R('Bactérias', 'Bacteria (urine sediment)', '25145-4', 'Numerosas', date=U)
    muc = R('Filamentos de muco', 'Mucus (urine sediment)', '8247-9', 'Presente +', date=U)
    org = R('Microrganismo isolado', 'Bacteria identified (urine culture)', '630-4', 'Escherichia coli', date=U)
    col = R('Contagem de colônias', 'Colony count (urine)', '19090-0', 'superior a 100.000', 'UFC/mL', date=U)

    def header(pn, n):
        return [
            Table([120, 66], [[C('Laboratório Atalaia', sty='lab'),
                               C(f'Folha {pn} de {n}', sty='lab2', align='R')]], border='none', padv=0, padh=0),
            Lines([L('Análises Clínicas - Av. Santos Dumont, 780 - Atalaia - Aracaju/SE - CEP 49037-475 - '
                     'Tel. (79) 3243-6610', sty='lab2'),
                   L('Responsável técnica: Dra. Ivone Menezes Prado - CRF-SE 1.018', sty='lab2')], mb=1.5),
            Box([Table([76, 56, 50], [
                [[S('Paciente: ', sty='k'), 'LUCIANA DÓRIA FONTES'], [S('Nascimento: ', sty='k'), '22/09/1988'],
                 [S('Sexo: ', sty='k'), 'Feminino']],
                [[S('Médico: ', sty='k'), 'Dr. Otávio B. Sobral - CRM-SE 4.771'],
                 [S('Pedido médico de: ', sty='k'), '09/06/2025'], [S('Ordem: ', sty='k'), '61.208']],
                [C(S('Coletas: ', sty='k'), 'sangue 10/06/2025 07:20 | urina 11/06/2025 06:40', colspan=2),
                 [S('Convênio: ', sty='k'), 'Cassi']],
            ], sty='td', hsty='td', border='none', padv=0.25, padh=0.5)], pad=1.2, lw=0.3, mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, color=ORANGE, mt=0, mb=0.8),
                Lines([L('Liberação: hematologia e bioquímica em 10/06/2025 14:30; urina tipo I em 11/06/2025 10:15; '
                         'urocultura em 13/06/2025 11:40.', sty='foot'),
                       L('Assinado eletronicamente por Dr. Aurélio Tavares Franco - Biomédico CRBM-2 9.930.',
                         sty='foot')])]

    rep.header, rep.footer = header, footer

    def samp(t):
        return Lines([L(t, sty='samp')], mt=1, mb=1)

    def met(t):
        return Row([C(t, sty='met', colspan=4)])

    def r(res, ref, name=None):
        return [name or res.name, C(res.V, sty='v', align='R'), res.U, C(ref, sty='ref')]

    W = [56, 26, 20, 84]
    blood = Table(W, [
        Sec('HEMOGRAMA (resumido)'),
        met('Sangue total EDTA - automação Sysmex XN-1000'),
        r(hb, '12,0 a 15,5 g/dL'), r(ht, '36,0 a 46,0 %'), r(leu, '4.000 a 11.000 /mm³'),
        r(nep, '40 a 75 %'), r(nea, '1.800 a 7.500 /mm³'), r(lip, '20 a 45 %'), r(lia, '1.000 a 4.500 /mm³'),
        r(plq, '150.000 a 450.000 /mm³'),
        Sec('MARCADORES INFLAMATÓRIOS E BIOQUÍMICA'),
        met('Soro - turbidimetria (PCR), Westergren (VHS, sangue total), enzimático (bioquímica)'),
        r(pcr, 'Inferior a 0,5 mg/dL'), r(vhs, 'Mulheres: até 20 mm/h (1ª hora)'),
        r(cre, '0,50 a 0,90 mg/dL'), r(ure, '17 a 49 mg/dL'), r(glic, '70 a 99 mg/dL'),
        r(na, '136 a 145 mEq/L'), r(k, '3,5 a 5,1 mEq/L'),
    ], cols=['Exame', 'Resultado', 'Unidade', 'Valores de referência'], border='h', padv=0.5, padh=1.2,
        aligns=['L', 'R', 'L', 'L'])

    def ur(res, ref, name=None):
        return [name or res.name, C(S(res.V, sty='v'), (' ' + res.unit) if res.unit else ''), C(ref, sty='ref')]

    left = [Table([30, 30, 29], [
        Sec('EXAME FÍSICO'),
        ur(cor, 'Amarelo citrino'), ur(asp, 'Límpido'), ur(den, '1,005 a 1,030'), ur(ph, '5,0 a 7,5'),
        Sec('EXAME QUÍMICO (tira reagente)'),
        ur(prot, 'Negativo'), ur(glu, 'Negativo'), ur(cet, 'Negativo'), ur(bil, 'Negativo'),
        ur(uro, 'Normal'), ur(nit, 'Negativo'), ur(hgb, 'Negativo'),
        ur(est, 'Negativo', name='Esterase\nleucocitária'),
    ], cols=['Parâmetro', 'Resultado', 'Referência'], border='h', padv=0.45, padh=1)]
    right = [Table([30, 30, 29], [
        Sec('SEDIMENTOSCOPIA (microscopia)'),
        ur(uleu, 'Até 10.000 /mL'), ur(uhem, 'Até 5.000 /mL'), ur(epi, 'Raras / algumas'),
        ur(cil, 'Ausentes'),
        ur(cri, 'Ausentes', name='Cristais de oxalato\nde cálcio'),
        ur(bac, 'Ausentes ou raras'),
        ur(muc, 'Ausente', name='Filamentos de\nmuco'),
    ], cols=['Elemento', 'Resultado', 'Referência'], border='h', padv=0.45, padh=1),
        Lines([L('Contagem de leucócitos e hemácias em câmara de', sty='note'),
               L('Neubauer, por mL de urina não centrifugada.', sty='note')], mt=1)]

    cult = Table([56, 52, 78], [
        [org.name, C(S(org.V, sty='v', ), ''), C('Ausência de crescimento bacteriano', sty='ref')],
        [col.name, C(S(col.V, sty='v'), ' ', col.U), C('Significativo: igual ou superior a 100.000 UFC/mL', sty='ref')],
    ], cols=['Urocultura', 'Resultado', 'Referência'], border='h', padv=0.5, padh=1.2)

    rep.page(samp(' SANGUE - Coleta: 10/06/2025 07:20 (jejum de 8 horas)'), blood,
             Lines([L('Leucocitose com neutrofilia; PCR e VHS elevadas.', sty='note')], mt=1))
    rep.page(samp(' URINA - Coleta: 11/06/2025 06:40 (1ª urina da manhã, jato médio)'),
             Lines([L('URINA TIPO I (EAS) - tira reagente Combur 10 e microscopia do sedimento', sty='k')], mb=1),
             Cols(left, right, split=89, gap=8),
             Space(3),
             Lines([L('UROCULTURA COM CONTAGEM DE COLÔNIAS - mesma amostra (11/06/2025 06:40)', sty='k'),
                    L('Semeadura em ágar CLED e MacConkey, incubação a 35 °C por 48 horas', sty='met')], mb=1),
             cult,
             Lines([L('Antibiograma enviado em laudo complementar.', sty='note')], mt=1))
    return rep
