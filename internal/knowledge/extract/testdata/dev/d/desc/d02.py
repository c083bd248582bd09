"""d02 - small private laboratory in the interior of Minas Gerais, home-made word-processor layout.

Serif font, centred underlined exam titles, tab-like columns without borders, "Colhido em 17.02.25"
(two-digit year with dots) in the identification block, birth date and delivery date also with
dots.  Hemogram with eritrograma/leucograma (leucograma in % and /mm³), biochemistry, thyroid,
PSA and a stool parasitology with a word result.  One label is broken over two lines.
"""
from lib import *

LAB = 'Laboratório São Judas Tadeu de Análises Clínicas'

STY = {
    'base': dict(font='serif', size=9.5, lh=1.3),
    'lab': dict(size=15, b=True, i=True, align='C'),
    'labsub': dict(size=8.5, align='C'),
    'id': dict(size=9.5),
    'b': dict(b=True),
    'title': dict(size=11, b=True, align='C'),
    'mat': dict(size=8.5, i=True),
    'sub': dict(size=9.5, b=True),
    'td': dict(size=9.5, lh=1.3),
    'th': dict(size=9, b=True, i=True),
    'sec': dict(b=True),
    'v': dict(b=True),
    'ref': dict(size=8.5),
    'note': dict(size=8.5, i=True),
    'sig': dict(size=9.5, align='C'),
    'foot': dict(size=7.5, align='C', i=True),
}


def build():
    rep = Report('d02', LAB, '2025-02-17', STY, margins=(12, 16, 12, 18),
                 title='Laudo - Lab. São Judas Tadeu')
    R = rep.R
    # ---- eritrograma
    rbc, hb, ht = 4.62, 13.9, 41.8
    hem = R('Hemácias', 'Erythrocytes', '789-8', br(rbc, 2), 'milhões/mm³', alts=['26453-1'])
    hgb = R('Hemoglobina', 'Hemoglobin', '718-7', br(hb, 1), 'g/dL')
    hct = R('Hematócrito', 'Hematocrit', '4544-3', br(ht, 1), '%', alts=['20570-8'])
    vcm = R('V.C.M.', 'MCV', '787-2', br(ht / rbc * 10, 1), 'fL')
    hcm = R('H.C.M.', 'MCH', '785-6', br(hb / rbc * 10, 1), 'pg')
    chcm = R('C.H.C.M.', 'MCHC', '786-4', br(hb / ht * 100, 1), 'g/dL')
    rdw = R('R.D.W.', 'RDW-CV', '788-0', '13,1', '%')
    # ---- leucograma
    wbc = 7400
    leu = R('Leucócitos', 'Leukocytes', '6690-2', th(wbc), '/mm³', alts=['26464-8'])
    diff = [('Bastonetes', 'Band neutrophils', 2, '764-1', '763-3', ['26508-2'], ['26507-4']),
            ('Segmentados', 'Segmented neutrophils', 58, '769-0', '768-2', [], []),
            ('Eosinófilos', 'Eosinophils', 4, '713-8', '711-2', [], []),
            ('Basófilos', 'Basophils', 0, '706-2', '704-7', [], []),
            ('Linfócitos', 'Lymphocytes', 30, '736-9', '731-0', [], []),
            ('Monócitos', 'Monocytes', 6, '5905-5', '742-7', [], [])]
    assert sum(d[2] for d in diff) == 100
    drows = []
    refs = {'Bastonetes': ('0 a 5', '0 a 500'), 'Segmentados': ('45 a 70', '1.800 a 7.000'),
            'Eosinófilos': ('1 a 5', '40 a 500'), 'Basófilos': ('0 a 2', '0 a 200'),
            'Linfócitos': ('20 a 45', '1.000 a 4.500'), 'Monócitos': ('2 a 10', '100 a 1.000')}
    for name, an, pct, lp, la, ap, aa in diff:
        rp = R(name, an + ' (%)', lp, str(pct), '%', alts=ap)
        ra = R(name, an + ' (absolute)', la, th(wbc * pct / 100), '/mm³', alts=aa)
        drows.append([name, C(rp.V, sty='v', align='R'), C(ra.V, sty='v', align='R'),
                      C(f'{refs[name][0]} %', sty='ref'), C(f'{refs[name][1]} /mm³', sty='ref')])
    plq = R('Plaquetas', 'Platelets', '777-3', '248.000', '/mm³', alts=['26515-7'])
    # ---- bioquímica
    glic = R('Glicose', 'Glucose (fasting)', '2345-7', '98', 'mg/dL', alts=['1558-6'])
    ure = R('Uréia', 'Urea', '3091-6', '34', 'mg/dL')
    cre = R('Creatinina', 'Creatinine', '2160-0', '0,92', 'mg/dL')
    aur = R('Ácido Úrico', 'Uric acid', '3084-1', '5,8', 'mg/dL')
    ct, hdl, tg = 226, 44, 160
    col = R('Colesterol Total', 'Cholesterol total', '2093-3', str(ct), 'mg/dL')
    hdlr = R('Colesterol HDL', 'HDL cholesterol', '2085-9', str(hdl), 'mg/dL')
    vldl = R('Colesterol VLDL', 'VLDL cholesterol (calculated)', '13458-5', str(tg // 5), 'mg/dL')
    ldl = R('Colesterol LDL', 'LDL cholesterol (calculated)', '13457-7', str(ct - hdl - tg // 5), 'mg/dL')
    tgr = R('Triglicérides', 'Triglycerides', '2571-8', str(tg), 'mg/dL')
    tgo = R('Transaminase Oxalacética (TGO)', 'AST', '1920-8', '24', 'U/L')
    tgp = R('Transaminase Pirúvica (TGP)', 'ALT', '1742-6', '29', 'U/L')
    ggt = R('Gama Glutamil Transferase (Gama GT)', 'GGT', '2324-2', '38', 'U/L')
    tsh = R('TSH - Hormônio Tireoestimulante', 'TSH', '3016-3', '2,84', 'µUI/mL')
    t4l = R('T4 Livre', 'Free T4', '3024-7', '1,12', 'ng/dL')
    psa = R('PSA Total', 'PSA total', '2857-1', '2,46', 'ng/mL')
    epf = R('Exame parasitológico', 'Ova and parasites (stool)', '10704-5', 'NEGATIVO')

    def ident():
        return Table([108, 68], [
            [[S('Paciente: ', sty='b'), 'GERALDO MAGELA TEIXEIRA'], [S('Protocolo: ', sty='b'), '4.417']],
            [[S('Idade: ', sty='b'), '66 anos     ', S('Nasc.: ', sty='b'), '12.06.1958'],
             [S('Colhido em ', sty='b'), '17.02.25']],
            [[S('Médico: ', sty='b'), 'Dr. Antônio Carlos Lacerda'], [S('Entregue em ', sty='b'), '19.02.25']],
            [[S('Convênio: ', sty='b'), 'Particular'], ''],
        ], sty='id', hsty='id', border='none', padv=0.2, padh=0)

    def header(pn, n):
        return [Lines([L(LAB, sty='lab'),
                       L('Rua Padre Libério, 212 - Centro - Pompéu/MG - CEP 35640-000', sty='labsub'),
                       L('Tel.: (37) 3523-1148 - WhatsApp (37) 99841-2207 - labsaojudas.pompeu@gmail.com',
                         sty='labsub')]),
                Rule(lw=0.5, style='double', mt=1.5, mb=1.5), ident(), Rule(lw=0.3, mt=1.5, mb=2)]

    def footer(pn, n):
        return [Rule(lw=0.3, mt=0, mb=1),
                Lines([L('Dra. Terezinha de Fátima Resende - Farmacêutica-Bioquímica - CRF-MG 9.874', sty='foot'),
                       L(f'Página {pn}/{n}', sty='foot')])]

    rep.header, rep.footer = header, footer

    def title(t):
        return [Lines([L(t, sty='title')], mt=2), Rule(lw=0.3, mt=0, mb=0.5), ]

    def mat(t):
        return Lines([L(t, sty='mat')], mb=1)

    def simple(rows, w=(66, 28, 24, 58)):
        out = []
        for r, ref in rows:
            if isinstance(r, tuple):
                name, r = r
            else:
                name = r.name
            out.append([name, C(r.V, sty='v', align='R'), r.U, C(ref, sty='ref')])
        return Table(list(w), out, cols=['', 'Resultado', 'Unidade', 'Valores de Referência'], border='none',
                     padv=0.4, padh=1)

    eri = simple([(hem, '4,30 a 5,70'), (hgb, '13,0 a 17,5'), (hct, '39,0 a 50,0'), (vcm, '80,0 a 98,0'),
                  (hcm, '27,0 a 33,0'), (chcm, '31,0 a 36,0'), (rdw, '11,5 a 15,0')])
    leuc = Table([46, 22, 28, 30, 50], [
        ['Leucócitos', '', C(leu.V, sty='v', align='R'), '', C('4.000 a 10.000 /mm³', sty='ref')],
    ] + drows + [
        ['Plaquetas', '', C(plq.V, sty='v', align='R'), '', C('150.000 a 450.000 /mm³', sty='ref')],
    ], cols=['', '%', '/mm³', 'V.R. (%)', 'V.R. (/mm³)'], aligns=['L', 'R', 'R', 'L', 'L'], border='none',
        padv=0.4, padh=1)

    lip = Table([66, 28, 24, 58], [
        [col.name, C(col.V, sty='v', align='R'), col.U, C('Desejável: menor que 190', sty='ref')],
        [hdlr.name, C(hdlr.V, sty='v', align='R'), hdlr.U, C('Desejável: maior que 40', sty='ref')],
        [ldl.name, C(ldl.V, sty='v', align='R'), ldl.U, C('Conforme risco cardiovascular', sty='ref')],
        [vldl.name, C(vldl.V, sty='v', align='R'), vldl.U, C('Até 30', sty='ref')],
        [tgr.name, C(tgr.V, sty='v', align='R'), tgr.U, C('Desejável: menor que 150', sty='ref')],
    ], cols=['', 'Resultado', 'Unidade', 'Valores de Referência'], border='none', padv=0.4, padh=1)
    enz = Table([66, 28, 24, 58], [
        [tgo.name, C(tgo.V, sty='v', align='R'), tgo.U, C('Homens: até 40 U/L', sty='ref')],
        [tgp.name, C(tgp.V, sty='v', align='R'), tgp.U, C('Homens: até 41 U/L', sty='ref')],
        ['Gama Glutamil Transferase\n(Gama GT)', C('\n', ggt.V, sty='v', align='R'), C('\n', ggt.U),
         C('\nHomens: 8 a 61 U/L', sty='ref')],
    ], cols=['', 'Resultado', 'Unidade', 'Valores de Referência'], border='none', padv=0.4, padh=1)
    rep.page(
        *title('HEMOGRAMA COMPLETO'),
        mat('Material: sangue total (EDTA)     Método: automação (contador hematológico) e microscopia'),
        Lines([L('ERITROGRAMA', sty='sub')]),
        eri,
        Lines([L('LEUCOGRAMA', sty='sub')], mt=1.5),
        leuc,
        Lines([L('Observação: série vermelha normocítica e normocrômica. Plaquetas de aspecto normal ao '
                 'esfregaço.', sty='note')], mt=1.5),
        *title('BIOQUÍMICA'),
        mat('Material: soro     Método: colorimétrico / enzimático automatizado     Jejum: 12 horas'),
        simple([(glic, '70 a 99 mg/dL'), (ure, '15 a 45 mg/dL'), (cre, '0,70 a 1,30 mg/dL'),
                (aur, '3,4 a 7,0 mg/dL')]),
        *title('PERFIL LIPÍDICO'),
        mat('Material: soro     Método: enzimático colorimétrico; LDL e VLDL calculados (Friedewald)'),
        lip,
    )
    rep.page(
        *title('ENZIMAS HEPÁTICAS'),
        mat('Material: soro     Método: cinético UV (IFCC)'),
        enz,
        *title('HORMÔNIOS E MARCADORES'),
        mat('Material: soro     Método: quimioluminescência'),
        simple([(tsh, '0,35 a 4,94 µUI/mL'), (t4l, '0,70 a 1,48 ng/dL'),
                (psa, 'Até 4,00 ng/mL\n(acima de 60 anos: até 4,50)')]),
        *title('PARASITOLÓGICO DE FEZES'),
        mat('Material: fezes (amostra única)     Método: Hoffman, Pons e Janer (sedimentação espontânea)'),
        Table([66, 110], [[epf.name, C(epf.V, sty='v')]], border='none', padv=0.4, padh=1),
        Lines([L('Não foram encontrados ovos ou larvas de helmintos nem cistos de protozoários na amostra '
                 'examinada.', sty='note'),
               L('Recomenda-se o exame de três amostras colhidas em dias alternados.', sty='note')], mt=0.5),
        Lines([L('______________________________________', sty='sig'),
               L('Dra. Terezinha de Fátima Resende', sty='sig'),
               L('Farmacêutica-Bioquímica - CRF-MG 9.874', sty='sig')], mt=8),
    )
    return rep
