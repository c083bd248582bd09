"""e05 - Laboratório Coxipó Medicina Diagnóstica, Cuiabá/MT: early-pregnancy follow-up, EACH EXAM
GROUP ON ITS OWN PAGE with the full patient header repeated and "Página n de 3".
Page 1: quantitative beta-hCG with the patient's earlier results drawn as a text bar chart
(bars of "█" with the value at the end of each bar, one dated row per sample) and progesterone.
Page 2: complete blood count. Page 3: first-trimester chemistry, thyroid, blood group, toxoplasma.
29-year-old woman, DUM 28/07/2025, beta-hCG doubling about every 2 days (viable early pregnancy),
mild iron deficiency without anaemia, TSH at the upper limit for the first trimester."""
from lib import *

HCG = [('2025-08-25', '25/08/2025', 142), ('2025-08-27', '27/08/2025', 298), ('2025-08-29', '29/08/2025', 611)]
CUR = 1728
HEAD = 'GONADOTROFINA CORIÔNICA HUMANA - FRAÇÃO BETA (QUANTITATIVO)'


def build():
    st = style(base=dict(font='sans', size=8.5), th=dict(b=True, bg='#f3e3ec', size=8), lab=dict(size=13, b=True, color='#7a1f4d'),
               ex=dict(size=10.5, b=True, color='#7a1f4d'), bar=dict(color='#7a1f4d', size=8), big=dict(b=True, size=11))
    rep = Report('e05', 'Laboratório Coxipó Medicina Diagnóstica', '2025-09-01', st, title='Laudo - pré-natal')
    rep.header = lambda pn, n: [
        Cols([Lines([L('Laboratório Coxipó', sty='lab'), L('Medicina Diagnóstica', sty='small'),
                     L('Av. Fernando Corrêa da Costa, 1988 - Coxipó - Cuiabá/MT', sty='small')])],
             [Lines([L(f'Página {pn} de {n}', sty='b', align='R'), L('Ficha 0901-20417', align='R', sty='small'),
                     L('CRF-MT 1.902 - CNES 6612380', align='R', sty='small')])], split=120),
        Rule(lw=0.5, mt=1, mb=1),
        Table([24, 78, 30, 54], [
            ['Paciente', C('ANA CAROLINA FIGUEIREDO DUARTE', sty='b'), 'Data da coleta', C('01/09/2025 07:20', sty='b')],
            ['Nascimento', '17/03/1996 - 29 anos - feminino', 'DUM', '28/07/2025'],
            ['Solicitante', 'Dr. Cláudio Rondon Arruda - CRM-MT 7712', 'Liberação', '01/09/2025 15:05'],
        ], border='box', padv=0.5, mb=4)]
    rep.footer = page_footer(['Laudo assinado digitalmente por Dra. Beatriz Campos Leite - CRBM-MT 10455. Os valores de referência',
                              'devem ser interpretados pelo médico em conjunto com a idade gestacional.'])
    # ---- page 1: beta-hCG with bar chart
    cur = rep.R(HEAD, 'Beta-hCG quantitativo', '21198-7', fth(CUR), 'mUI/mL', alts=('19080-1',))
    hist = []
    scale = 46 / CUR
    for iso, shown, v in HCG:
        r = rep.R(HEAD, 'Beta-hCG quantitativo', '21198-7', fth(v), 'mUI/mL', alts=('19080-1',), date=iso)
        hist.append([shown, C(S('█' * max(1, round(v * scale)), sty='bar'), ' ', r.V)])
    hist.append([C('01/09/2025', sty='b'), C(S('█' * round(CUR * scale), sty='bar'), ' ', S(f'{fth(CUR)}', sty='b'))])
    prog = rep.R('PROGESTERONA', 'Progesterona', '2839-9', '24,6', 'ng/mL')
    rep.page(
        Lines([L(HEAD, sty='ex'),
               L('Material: soro    Método: eletroquimioluminescência'), L('')]),
        Table([50, 60, 76], [[C('Resultado', sty='b'), C(cur.VU, sty='big'), 'Idade gestacional pela DUM: 5 semanas']], border='none', mb=3),
        Lines([L('Histórico da paciente neste laboratório (mUI/mL)', sty='b')], mb=1),
        Table([28, 158], hist, cols=['Coleta', 'Resultado'], border='h', padv=0.8, mb=2),
        Lines([L('Tempo de duplicação estimado entre as duas últimas coletas: aproximadamente 2 dias.', sty='small'),
               L('Valores de referência (mUI/mL): não gestantes inferior a 5,0; 3 a 4 semanas: 9 a 130; 4 a 5 semanas: 75 a 2.600;', sty='small'),
               L('5 a 6 semanas: 850 a 20.800; 6 a 7 semanas: 4.000 a 100.200.', sty='small')], mb=6),
        Lines([L('PROGESTERONA', sty='ex'), L('Material: soro    Método: eletroquimioluminescência'),
               L(S('Resultado: ', sty='b'), S(prog.VU, sty='big')),
               L('Referência: 1º trimestre de gestação 11,2 a 90,0 ng/mL; fase lútea 1,7 a 27,0 ng/mL.', sty='small')]),
    )
    # ---- page 2: CBC
    rbc, hb, ht = 4.12, 11.9, 36.4
    vcm, hcm, chcm = indices(rbc, hb, ht)
    wbc = 8240
    diff = [('Neutrófilos', 'Neutrófilos', '770-8', '751-8', 64.0), ('Linfócitos', 'Linfócitos', '736-9', '731-0', 27.0),
            ('Monócitos', 'Monócitos', '5905-5', '742-7', 6.0), ('Eosinófilos', 'Eosinófilos', '713-8', '711-2', 2.5),
            ('Basófilos', 'Basófilos', '706-2', '704-7', 0.5)]
    E = lambda *s: items(rep, s)
    red = E(('Hemácias', 'Hemácias', '789-8', f(rbc, 2), 'milhões/mm³', '3,90 a 5,00'),
            ('Hemoglobina', 'Hemoglobina', '718-7', f(hb, 1), 'g/dL', '11,0 a 14,0 (gestante)'),
            ('Hematócrito', 'Hematócrito', '4544-3', f(ht, 1), '%', '33,0 a 42,0 (gestante)'),
            ('VCM', 'VCM', '787-2', f(vcm, 1), 'fL', '80,0 a 98,0'),
            ('HCM', 'HCM', '785-6', f(hcm, 1), 'pg', '27,0 a 32,0'),
            ('CHCM', 'CHCM', '786-4', f(chcm, 1), 'g/dL', '32,0 a 36,0'),
            ('RDW', 'RDW', '788-0', '14,8', '%', '11,5 a 14,5'))
    rows = [[r.name, C(r.V, align='R'), r.U, '', ref] for r, ref in red]
    rows.append(Sec('LEUCOGRAMA'))
    lw = rep.R('Leucócitos', 'Leucócitos', '6690-2', fth(wbc), '/mm³')
    rows.append(['Leucócitos', C(lw.V, align='R'), '/mm³', '', '4.000 a 11.000'])
    for nm, an, cp, ca, p in diff:
        a = rep.R(nm, an + ' (%)', cp, f(p, 1), '%')
        b = rep.R(nm, an, ca, fth(wbc * p / 100), '/mm³')
        rows.append([nm, C(a.V, align='R'), '%', C(b.V, align='R'), '/mm³'])
    plq = E(('Plaquetas', 'Plaquetas', '777-3', '236.000', '/mm³', '150.000 a 450.000'),
            ('Volume plaquetário médio', 'VPM', '32623-1', '10,2', 'fL', '7,4 a 11,4'))
    rows.append(Sec('PLAQUETAS'))
    rows += [[r.name, C(r.V, align='R'), r.U, '', ref] for r, ref in plq]
    rep.page(
        Lines([L('HEMOGRAMA COMPLETO', sty='ex'), L('Material: sangue total (EDTA)    Método: citometria de fluxo fluorescente (Sysmex XN)')], mb=2),
        Table([50, 26, 30, 30, 50], [Sec('ERITROGRAMA')] + rows, cols=['', 'Resultado', 'Unidade', 'Valor absoluto', 'Referência / unidade'],
              border='h', padv=0.7, aligns=['L', 'R', 'L', 'R', 'L'], mb=3),
        Lines([L('Referências do leucograma (adultos): neutrófilos 40 a 75 % (1.600 a 8.250 /mm³); linfócitos 20 a 45 % (800 a 4.000 /mm³);', sty='small'),
               L('monócitos 2 a 10 % (80 a 1.100 /mm³); eosinófilos 1 a 5 % (40 a 550 /mm³); basófilos 0 a 2 % (0 a 200 /mm³).', sty='small'),
               L('Morfologia: hemácias normocíticas com discreta anisocitose. Leucócitos e plaquetas sem alterações morfológicas.', sty='small')]),
    )
    # ---- page 3: chemistry etc.
    ch = E(('Glicose (jejum)', 'Glicose', '2345-7', '81', 'mg/dL', 'gestante: inferior a 92'),
           ('TSH', 'TSH', '3016-3', '2,48', 'µUI/mL', '1º trimestre: 0,10 a 2,50'),
           ('T4 livre', 'T4 livre', '3024-7', '1,12', 'ng/dL', '0,70 a 1,48'),
           ('Ferritina', 'Ferritina', '2276-4', '18', 'ng/mL', '15 a 150'),
           ('25-hidroxivitamina D', '25-hidroxivitamina D', '62292-8', '31,4', 'ng/mL', 'gestantes: 30 a 100', ('1989-3',)),
           ('Toxoplasmose IgG', 'Toxoplasma gondii IgG', '8039-0', '0,4', 'UI/mL', 'não reagente: inferior a 1,6'),
           ('Toxoplasmose IgM', 'Toxoplasma gondii IgM', '40678-5', 'Não reagente', '', 'não reagente'))
    abo = rep.R('Grupo sanguíneo (sistema ABO)', 'Grupo sanguíneo ABO', '883-9', 'A', '')
    rh = rep.R('Fator Rh (antígeno D)', 'Fator Rh', '10331-7', 'Negativo', '')
    rep.page(
        Lines([L('BIOQUÍMICA, HORMÔNIOS E SOROLOGIA', sty='ex'), L('Material: soro (jejum de 8 h)')], mb=2),
        Table([56, 30, 24, 76], [[r.name, C(r.V, align='R'), r.U, ref] for r, ref in ch],
              cols=['Exame', 'Resultado', 'Unidade', 'Valor de referência'], border='h', padv=0.8, aligns=['L', 'R', 'L', 'L'], mb=5),
        Lines([L('IMUNO-HEMATOLOGIA', sty='ex'), L('Material: sangue total (EDTA)    Método: hemaglutinação em gel (prova direta e reversa)')], mb=2),
        Box([Lines([L(S('Grupo sanguíneo (sistema ABO): ', sty='b'), S(abo.V, sty='big')),
                    L(S('Fator Rh (antígeno D): ', sty='b'), S(rh.V, sty='big'))])], pad=2.5, lw=0.4, mb=3),
        Lines([L('Gestante Rh negativo: recomenda-se pesquisa de anticorpos irregulares (Coombs indireto) a critério médico.', sty='small'),
               L('Ferritina no limite inferior: avaliar suplementação de ferro.', sty='small')]),
    )
    return rep
