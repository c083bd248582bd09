"""d12 - hospital laboratory in São Luís/MA: pre-operative panel, references in separate Mín./Máx. columns.

Blood group and antibody screen in a box on top, then one table whose reference interval is split
into "Mín." and "Máx." columns ("—" when a bound does not apply), qualitative serology, a thrombin
time, beta-hCG "inferior a 1,2".  Header: "Data/hora da coleta: 02/10/2025 06:35"; the planned
surgery date, request date, birth date and release time are printed as well.
"""
from lib import *

LAB = 'Hospital e Maternidade Ribamar Pires - Laboratório de Análises Clínicas'

GREY = '#404040'
STY = {
    'base': dict(font='sans', size=8.3),
    'lab': dict(size=12, b=True, color=GREY),
    'lab2': dict(size=7.2, color='#333333'),
    'k': dict(b=True),
    'td': dict(size=8.3, lh=1.22),
    'th': dict(size=7.5, b=True, color='#ffffff', bg=GREY),
    'sec': dict(size=8.3, b=True, bg='#e6e6e6'),
    'v': dict(b=True),
    'flag': dict(b=True),
    'box': dict(size=9),
    'bv': dict(size=9.5, b=True),
    'met': dict(size=6.8, i=True, color='#555555'),
    'note': dict(size=7.4),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('d12', LAB, '2025-10-02', STY, margins=(9, 12, 10, 12), title='HMRP - Laudo pré-operatório')
    R = rep.R
    abo = R('Grupo sanguíneo (ABO)', 'ABO group', '883-9', 'O')
    rh = R('Fator Rh (D)', 'Rh(D) type', '10331-7', 'Positivo')
    pai = R('Pesquisa de anticorpos irregulares', 'Antibody screen', '890-4', 'Negativa')

    rbc, hb, ht = 4.31, 12.4, 37.6
    hem = R('Hemácias', 'Erythrocytes', '789-8', br(rbc, 2), 'milhões/µL', alts=['26453-1'])
    hgb = R('Hemoglobina', 'Hemoglobin', '718-7', br(hb, 1), 'g/dL')
    hct = R('Hematócrito', 'Hematocrit', '4544-3', br(ht, 1), '%', alts=['20570-8'])
    vcm = R('VCM', 'MCV', '787-2', br(ht / rbc * 10, 1), 'fL')
    hcm = R('HCM', 'MCH', '785-6', br(hb / rbc * 10, 1), 'pg')
    chcm = R('CHCM', 'MCHC', '786-4', br(hb / ht * 100, 1), 'g/dL')
    rdw = R('RDW', 'RDW-CV', '788-0', '13,4', '%')
    leu = R('Leucócitos', 'Leukocytes', '6690-2', '7.900', '/µL', alts=['26464-8'])
    diff = [('Bastonetes', 'Band neutrophils (%)', 1, '764-1', ['26508-2'], '0', '5'),
            ('Segmentados', 'Segmented neutrophils (%)', 61, '769-0', [], '40', '70'),
            ('Eosinófilos', 'Eosinophils (%)', 2, '713-8', [], '1', '5'),
            ('Basófilos', 'Basophils (%)', 1, '706-2', [], '0', '2'),
            ('Linfócitos', 'Lymphocytes (%)', 29, '736-9', [], '20', '45'),
            ('Monócitos', 'Monocytes (%)', 6, '5905-5', [], '2', '10')]
    assert sum(d[2] for d in diff) == 100
    dres = [(R(n, an, lo, str(p), '%', alts=al), mn, mx) for n, an, p, lo, al, mn, mx in diff]
    plq = R('Plaquetas', 'Platelets', '777-3', '265.000', '/µL', alts=['26515-7'])

    tp = R('Tempo de protrombina (TP)', 'Prothrombin time', '5902-2', '12,8', 's')
    atp = R('Atividade de protrombina', 'Prothrombin activity', '5894-1', '94', '%')
    rni = R('RNI', 'INR', '6301-6', '1,04', '', alts=['34714-6'])
    ttpa = R('TTPA', 'aPTT', '14979-9', '29,4', 's', alts=['3173-2'])
    rel = R('Relação TTPA', 'aPTT ratio', '63561-5', br(29.4 / 30.0, 2), '')
    fib = R('Fibrinogênio', 'Fibrinogen', '3255-7', '318', 'mg/dL')
    tt = R('Tempo de trombina', 'Thrombin time', '3243-3', '16,2', 's')

    glic = R('Glicose', 'Glucose (fasting)', '2345-7', '84', 'mg/dL', alts=['1558-6'])
    ure = R('Ureia', 'Urea', '3091-6', '24', 'mg/dL')
    cre = R('Creatinina', 'Creatinine', '2160-0', '0,71', 'mg/dL')
    na = R('Sódio', 'Sodium', '2951-2', '139', 'mmol/L')
    k = R('Potássio', 'Potassium', '2823-3', '4,2', 'mmol/L')
    hbs = R('HBsAg', 'Hepatitis B virus surface antigen', '5196-1', 'Não reagente', alts=['5195-3'])
    hcv = R('Anti-HCV', 'Hepatitis C virus antibody', '16128-1', 'Não reagente', alts=['13955-0'])
    hiv = R('Anti-HIV 1/2 + Ag p24', 'HIV 1+2 antibody and p24 antigen', '56888-1', 'Não reagente')
    bhcg = R('Beta-hCG quantitativo', 'Choriogonadotropin beta subunit', '21198-7', 'inferior a 1,2', 'mUI/mL')

    def header(pn, n):
        return [
            Table([130, 56], [[C('Hospital e Maternidade Ribamar Pires', sty='lab'),
                               C(f'Pág. {pn}/{n}', sty='lab2', align='R')]], border='none', padv=0, padh=0),
            Lines([L('Laboratório de Análises Clínicas - Rua do Passeio, 1.402 - Centro - São Luís/MA - '
                     'CEP 65015-370 - CNES 2459871', sty='lab2'),
                   L('Responsável técnica: Dra. Conceição de Maria Serra Lobato - CRF-MA 2.265', sty='lab2')],
                  mb=1.5),
            Table([66, 64, 56], [
                [[S('Paciente: ', sty='k'), 'THAYNARA COSTA BOGÉA'], [S('Nascimento: ', sty='k'), '17/05/1993'],
                 [S('Registro: ', sty='k'), '2025/118.442']],
                [[S('Setor: ', sty='k'), 'Pré-operatório - ambulatório'],
                 [S('Solicitado em: ', sty='k'), '29/09/2025'], [S('Cirurgia prevista: ', sty='k'), '03/10/2025']],
                [[S('Cirurgião: ', sty='k'), 'Dr. Ribamar Castelo Murad'],
                 [S('Data/hora da coleta: ', sty='k'), '02/10/2025 06:35'],
                 [S('Liberação: ', sty='k'), '02/10/2025 11:02']],
            ], sty='td', hsty='td', border='box', padv=0.35, padh=1, mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, mt=0, mb=0.8),
                Lines([L('(*) resultado fora do intervalo de referência.  "—" = não se aplica.  Procedimento: '
                         'colecistectomia videolaparoscópica.', sty='foot'),
                       L('Laudo assinado digitalmente por Dr. Josué Pinheiro Aragão - Farmacêutico-Bioquímico '
                         'CRF-MA 3.118.', sty='foot')])]

    rep.header, rep.footer = header, footer

    W = [64, 28, 20, 8, 22, 22, 22]
    COLS = ['Exame', 'Resultado', 'Unidade', '', 'Mín.', 'Máx.', 'Método']

    def r(res, mn, mx, met='', flag='', name=None):
        return [name or res.name, C(res.V, sty='v', align='R'), res.U, C(flag, sty='flag'), mn, mx,
                C(met, sty='met')]

    blood = Box([
        Lines([L('IMUNO-HEMATOLOGIA (gel-centrifugação, cartão ABO/Rh e Coombs indireto)', sty='k')], mb=0.8),
        Table([62, 30, 62, 28], [
            [C(abo.name, sty='box'), C(abo.V, sty='bv'), C(rh.name, sty='box'), C(rh.V, sty='bv')],
            [C('Pesquisa de anticorpos\nirregulares', sty='box'), C('\n', S(pai.V, sty='bv'), sty='box'), '', ''],
        ], border='none', padv=0.3, padh=0.5),
    ], pad=1.5, lw=0.3, bg='#f5f5f5', mb=1.5)

    t = Table(W, [
        Sec('HEMOGRAMA'),
        r(hem, '3,90', '5,20', 'Impedância'), r(hgb, '12,0', '15,5', 'Colorimetria'), r(hct, '36,0', '46,0'),
        r(vcm, '80,0', '100,0'), r(hcm, '26,0', '34,0'), r(chcm, '31,0', '36,0'), r(rdw, '11,5', '14,5'),
        r(leu, '4.000', '11.000', 'Citometria'),
    ] + [r(d, mn, mx, 'Microscopia' if i == 0 else '') for i, (d, mn, mx) in enumerate(dres)] + [
        r(plq, '150.000', '450.000', 'Impedância'),
        Sec('COAGULAÇÃO'),
        r(tp, '10,0', '13,5', 'Coagulométrico'), r(atp, '70', '100'), r(rni, '0,80', '1,20'),
        r(ttpa, '25,0', '35,0', 'Coagulométrico'), r(rel, '—', '1,20'),
        r(fib, '200', '400', 'Clauss'), r(tt, '14,0', '21,0', 'Coagulométrico'),
        Sec('BIOQUÍMICA'),
        r(glic, '70', '99', 'Enzimático'), r(ure, '15', '45'), r(cre, '0,50', '0,90', 'Jaffé cinético'),
        r(na, '136', '145', 'ISE indireto'), r(k, '3,5', '5,1', 'ISE indireto'),
        Sec('SOROLOGIA E GRAVIDEZ'),
        r(hbs, '—', '—', 'CMIA'), r(hcv, '—', '—', 'CMIA'),
        r(hiv, '—', '—', 'CMIA 4ª geração'),
        r(bhcg, '—', '5,0', 'CMIA'),
    ], cols=COLS, border='h', padv=0.42, padh=1.1, aligns=['L', 'R', 'L', 'L', 'R', 'R', 'L'])

    rep.page(blood, t,
             Lines([L('Observações:', sty='k'),
                    L('1. Controle normal do dia: TP 12,3 s; TTPA 30,0 s (relação TTPA = paciente / controle).',
                      sty='note'),
                    L('2. Beta-hCG: mulheres não gestantes - inferior a 5,0 mUI/mL. Resultado compatível com '
                      'ausência de gestação.', sty='note'),
                    L('3. Sorologias não reagentes: valores de referência "Não reagente". Amostra reservada por '
                      '7 dias para prova cruzada.', sty='note'),
                    L('4. Tipagem confirmada em segunda amostra (mesma coleta, tubo EDTA 2) conforme '
                      'protocolo transfusional.', sty='note'),
                    L('Conferido por: Dr. Josué Pinheiro Aragão - CRF-MA 3.118     Liberado em 02/10/2025 11:02',
                      sty='note')], mt=2))
    return rep
