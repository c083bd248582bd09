"""d05 - paediatric hospital laboratory, Manaus/AM: reference ranges by age band.

Four-year-old boy with iron-deficiency anaemia, eosinophilia and intestinal parasites.  The
collection is written out in words in the header ("Coletado dia 18 de fevereiro de 2025 às 7h40");
the stool sample was collected at home the day before and delivered on the collection day
("coletada pelo responsável em 17/02/2025, recebida em 18/02/2025"): its two results carry
2025-02-17.  Reference column lists several age bands with the patient's band marked "►";
CRP is "inferior a 5,0".
"""
from lib import *

LAB = 'Hospital da Criança Ribeirinha - Laboratório de Patologia Clínica'

BLUE = '#1f5f8b'
STY = {
    'base': dict(font='sans', size=8.2),
    'lab': dict(size=13, b=True, color=BLUE),
    'lab2': dict(size=7.5, color='#333333'),
    'tag': dict(size=7.5, i=True, color='#c0392b'),
    'k': dict(b=True),
    'col': dict(size=8.5, b=True, color='#000000', bg='#fff3c4'),
    'td': dict(size=8.2, lh=1.22),
    'th': dict(size=7.5, b=True, color='#ffffff', bg=BLUE),
    'sec': dict(size=8.5, b=True, color=BLUE, bg='#e3eef7'),
    'v': dict(b=True, size=8.6),
    'ref': dict(font='cond', size=7.2, lh=1.2),
    'met': dict(size=6.8, i=True, color='#555555'),
    'note': dict(size=7.4),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('d05', LAB, '2025-02-18', STY, margins=(9, 12, 10, 12), title='Laudo pediátrico')
    R = rep.R
    rbc, hb, ht = 4.48, 10.1, 32.0
    hem = R('Hemácias', 'Erythrocytes', '789-8', br(rbc, 2), 'milhões/mm³', alts=['26453-1'])
    hgb = R('Hemoglobina', 'Hemoglobin', '718-7', br(hb, 1), 'g/dL')
    hct = R('Hematócrito', 'Hematocrit', '4544-3', br(ht, 1), '%', alts=['20570-8'])
    vcm = R('VCM', 'MCV', '787-2', br(ht / rbc * 10, 1), 'fL')
    hcm = R('HCM', 'MCH', '785-6', br(hb / rbc * 10, 1), 'pg')
    chcm = R('CHCM', 'MCHC', '786-4', br(hb / ht * 100, 1), 'g/dL')
    rdw = R('RDW', 'RDW-CV', '788-0', '16,8', '%')
    wbc = 9800
    leu = R('Leucócitos', 'Leukocytes', '6690-2', th(wbc), '/mm³', alts=['26464-8'])
    diff = [('Neutrófilos', 'Neutrophils', 38, '770-8', '751-8', '25 a 60', '1.500 a 8.500'),
            ('Linfócitos', 'Lymphocytes', 44, '736-9', '731-0', '30 a 65', '1.500 a 7.000'),
            ('Monócitos', 'Monocytes', 5, '5905-5', '742-7', '2 a 10', '200 a 1.000'),
            ('Eosinófilos', 'Eosinophils', 12, '713-8', '711-2', '1 a 5', '50 a 700'),
            ('Basófilos', 'Basophils', 1, '706-2', '704-7', '0 a 1', '0 a 100')]
    assert sum(d[2] for d in diff) == 100
    drows = []
    for name, an, pct, lp, la, rp_, ra_ in diff:
        rp = R(name, an + ' (%)', lp, str(pct), '%')
        ra = R(name, an + ' (absolute)', la, th(wbc * pct / 100), '/mm³')
        drows.append([name, C(rp.V, sty='v', align='R'), C(ra.V, sty='v', align='R'),
                      C(f'► 2 a 6 anos: {rp_} %', sty='ref'), C(f'{ra_} /mm³', sty='ref')])
    plq = R('Plaquetas', 'Platelets', '777-3', '412.000', '/mm³', alts=['26515-7'])

    fe, ctlf = 28, 402
    ferro = R('Ferro sérico', 'Iron', '2498-4', str(fe), 'µg/dL')
    tibc = R('Capacidade total de ligação do ferro (CTLF)', 'Iron binding capacity (TIBC)', '2500-7',
             str(ctlf), 'µg/dL')
    sat = R('Saturação da transferrina', 'Transferrin saturation', '2502-3', br(fe / ctlf * 100, 1), '%')
    ferr = R('Ferritina', 'Ferritin', '2276-4', '6,8', 'ng/mL')
    pcr = R('Proteína C reativa', 'C-reactive protein', '1988-5', 'inferior a 5,0', 'mg/L')
    vitd = R('25-hidroxivitamina D', '25-hydroxyvitamin D', '62292-8', '24,6', 'ng/mL', alts=['1989-3'])
    zn = R('Zinco sérico', 'Zinc', '5763-8', '62', 'µg/dL')
    ige = R('Imunoglobulina E (IgE total)', 'IgE total', '19113-0', '486', 'UI/mL')
    glic = R('Glicose', 'Glucose', '2345-7', '84', 'mg/dL', alts=['1558-6'])
    cre = R('Creatinina', 'Creatinine', '2160-0', '0,38', 'mg/dL')
    tgo = R('AST (TGO)', 'AST', '1920-8', '36', 'U/L')
    tgp = R('ALT (TGP)', 'ALT', '1742-6', '18', 'U/L')
    fa = R('Fosfatase alcalina', 'Alkaline phosphatase', '6768-6', '256', 'U/L')
    F = '2025-02-17'
    epf = R('Exame parasitológico de fezes', 'Ova and parasites (stool)', '10704-5', 'Positivo', date=F)
    soh = R('Pesquisa de sangue oculto', 'Hemoglobin.gastrointestinal (stool)', '2335-8', 'Negativo', date=F)

    def header(pn, n):
        return [
            Table([126, 60], [[
                C('Hospital da Criança Ribeirinha', sty='lab'),
                C('Cuidar bem de quem está começando', sty='tag', align='R')]], border='none', padv=0, padh=0),
            Lines([L('Laboratório de Patologia Clínica - Av. Constantino Nery, 4.310 - Chapada - Manaus/AM',
                     sty='lab2'),
                   L('CNES 7731204 - Tel. (92) 3214-9080 - Resp. técnica: Dra. Marta Okada Bentes CRF-AM 1.904',
                     sty='lab2')], mb=1.5),
            Box([Table([78, 56, 48], [
                [[S('Paciente: ', sty='k'), 'KAUÃ FERREIRA DOS SANTOS'], [S('Prontuário: ', sty='k'), '2019-40873'],
                 [S('Sexo: ', sty='k'), 'Masculino']],
                [[S('Nascimento: ', sty='k'), '09/11/2020 (4 anos e 3 meses)'], [S('Peso: ', sty='k'), '15,8 kg'],
                 [S('Setor: ', sty='k'), 'Ambulatório de Pediatria']],
                [[S('Responsável: ', sty='k'), 'Francisca Ferreira dos Santos (mãe)'],
                 [S('Solicitado em: ', sty='k'), '14/02/2025'], [S('Atendimento: ', sty='k'), '880412']],
                [[S('Médica: ', sty='k'), 'Dra. Yara Cavalcante Lins - CRM-AM 7.052'], '', ''],
            ], sty='td', hsty='td', border='none', padv=0.2, padh=0.5),
                Lines([L(' Coletado dia 18 de fevereiro de 2025 às 7h40 (sangue) - jejum de 8 horas ', sty='col')],
                      mt=0.8)], pad=1.2, lw=0.3, bg='#f7fbff', mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, color=BLUE, mt=0, mb=0.8),
                Lines([L(f'Liberado em 19/02/2025 15:10 - assinatura eletrônica: Dra. Marta Okada Bentes, CRF-AM '
                         f'1.904          Página {pn} de {n}', sty='foot'),
                       L('Valores de referência pediátricos por faixa etária; ► indica a faixa do paciente.',
                         sty='foot')])]

    rep.header, rep.footer = header, footer

    W = [50, 26, 22, 88]
    COLS = ['Exame', 'Resultado', 'Unidade', 'Valores de referência por idade']

    def r(res, ref, name=None):
        return [name or res.name, C(res.V, sty='v', align='R'), res.U, C(ref, sty='ref')]

    def met(t):
        return Row([C(t, sty='met', colspan=4)])

    eri = Table(W, [
        Sec('HEMOGRAMA - ERITROGRAMA'),
        met('Sangue total EDTA - contador automatizado (Sysmex XN-1000), revisão microscópica'),
        r(hem, '6m a 2a: 3,70 a 5,30   ► 2 a 6a: 3,90 a 5,30   6 a 12a: 4,00 a 5,20'),
        r(hgb, '6 meses a 2 anos: 10,5 a 13,5\n► 2 a 6 anos: 11,5 a 13,5\n6 a 12 anos: 11,5 a 15,5'),
        r(hct, '6m a 2a: 33,0 a 39,0   ► 2 a 6a: 34,0 a 40,0   6 a 12a: 35,0 a 45,0'),
        r(vcm, '6m a 2a: 70,0 a 86,0   ► 2 a 6a: 75,0 a 87,0   6 a 12a: 77,0 a 95,0'),
        r(hcm, '► 2 a 6 anos: 24,0 a 30,0   6 a 12 anos: 25,0 a 33,0'),
        r(chcm, 'Todas as idades: 31,0 a 37,0'),
        r(rdw, 'Todas as idades: 11,5 a 14,5'),
    ], cols=COLS, border='h', padv=0.5, padh=1, aligns=['L', 'R', 'L', 'L'])

    leuc = Table([50, 26, 22, 44, 44], [
        Sec('HEMOGRAMA - LEUCOGRAMA E PLAQUETAS'),
        ['Leucócitos', '', C(leu.V, sty='v', align='R'),
         C('► 2 a 6 anos: 5.000 a 15.500 /mm³', sty='ref'), C('6 a 12 anos: 4.500 a 13.500', sty='ref')],
    ] + drows + [
        ['Plaquetas', '', C(plq.V, sty='v', align='R'), C('Todas as idades: 150.000 a 450.000 /mm³', sty='ref', colspan=2)],
    ], cols=['Exame', '%', '/mm³', 'Referência relativa', 'Referência absoluta'], border='h', padv=0.5, padh=1,
        aligns=['L', 'R', 'R', 'L', 'L'])

    bio = Table(W, [
        Sec('METABOLISMO DO FERRO'),
        met('Soro - colorimétrico (ferrozina) / quimioluminescência (ferritina)'),
        r(ferro, '► 1 a 6 anos: 50 a 120   7 a 12 anos: 50 a 150'),
        r(tibc, 'Todas as idades: 250 a 400', name='Capacidade total de ligação\ndo ferro (CTLF)'),
        r(sat, 'Crianças: 16,0 a 45,0'),
        r(ferr, '6 meses a 1 ano: 10,0 a 95,0\n► 1 a 6 anos: 12,0 a 60,0\n7 a 12 anos: 14,0 a 80,0'),
        Sec('IMUNOLOGIA, VITAMINAS E MINERAIS'),
        r(pcr, 'Inferior a 5,0 (todas as idades)'),
        r(vitd, 'Adequado: 30,0 a 60,0  Insuficiente: 20,0 a 29,9\nDeficiente: inferior a 20,0'),
        r(zn, '► 1 a 10 anos: 60 a 120'),
        r(ige, '1 a 2 anos: até 97\n3 anos: até 199\n► 4 a 6 anos: até 307\n7 a 8 anos: até 403'),
    ], cols=COLS, border='h', padv=0.5, padh=1, aligns=['L', 'R', 'L', 'L'])

    bio2 = Table(W, [
        Sec('BIOQUÍMICA'),
        met('Soro - método enzimático automatizado (Cobas c503)'),
        r(glic, 'Crianças: 60 a 99'),
        r(cre, '1 a 3 anos: 0,15 a 0,37\n► 4 a 6 anos: 0,25 a 0,42\n7 a 12 anos: 0,31 a 0,61'),
        r(tgo, '► 1 a 6 anos: até 55   7 a 12 anos: até 48'),
        r(tgp, '► 1 a 6 anos: até 29   7 a 12 anos: até 37'),
        r(fa, '► 1 a 9 anos: 156 a 369   10 a 14 anos: 141 a 460'),
    ], cols=COLS, border='h', padv=0.5, padh=1, aligns=['L', 'R', 'L', 'L'])

    stool = Table(W, [
        Sec('FEZES'),
        Row([C('Amostra coletada pelo responsável em 17/02/2025 (domicílio), recebida no laboratório em '
               '18/02/2025 07:35', sty='met', colspan=4)]),
        r(epf, 'Negativo'),
        Row(['', C('Parasitas encontrados: cistos de Giardia lamblia (numerosos); ovos de Ascaris lumbricoides '
                   '(raros).', sty='note', colspan=3)]),
        r(soh, 'Negativo'),
    ], cols=COLS, border='h', padv=0.5, padh=1, aligns=['L', 'R', 'L', 'L'])

    rep.page(eri, Space(1.5), leuc, Space(1.5), bio)
    rep.page(bio2, Space(1.5), stool,
             Lines([L('Observações:', sty='k'),
                    L('Anemia microcítica e hipocrômica com ferritina baixa; eosinofilia relativa e absoluta.',
                      sty='note'),
                    L('Métodos das fezes: Hoffman/Faust (parasitológico) e imunocromatografia (sangue oculto).',
                      sty='note')], mt=3))
    return rep
