"""f04 - Hospital e Maternidade Agreste Meridional - Laboratório, Caruaru/PE.

Layout (new): NEONATAL report. A serial bilirubin table with one row per collection: date/time,
HOURS OF LIFE, total / direct / indirect bilirubin (unit only in the header "(mg/dL)") and the
Bhutani risk zone; hours of life and the zone are not results. Each bilirubin cell is a result with
the date of its row. Below it the newborn blood typing (with the MOTHER's group printed for
reference: not a result of this patient), a neonatal blood count whose reference column gives the
range for "RN 1 a 3 dias", and a few chemistry lines.

Story: term newborn (38 weeks), born 08/06/2026 21:40, mother O Rh positive, baby A Rh positive,
direct antiglobulin test positive: ABO haemolytic disease; reticulocytes 5,8 %; bilirubin rising
into the high-risk zone, phototherapy from 10/06/2026 12:00, falling by 56 h of life.
Dates: bilirubin 09/06/2026 22:00 (24 h), 10/06/2026 10:00 (36 h), 10/06/2026 22:10 (48 h),
11/06/2026 06:00 (56 h); blood count, typing, DAT, reticulocytes, glucose and CRP on the first
sample 09/06/2026 22:00; albumin with the 36 h sample. Default = current (last) collection
11/06/2026 ("Coleta atual"). Birth 08/06/2026 is not a collection date; print 11/06/2026 09:15.
"""
from lib import *


def build():
    d = '2026-06-11'
    ST = style(base=dict(size=8), th=dict(b=True, size=7.4, bg='#f3e3ec'), h1=dict(size=12, b=True, color='#7b2150'),
               sec=dict(b=True, bg='#f3e3ec', color='#7b2150'))
    rep = FReport('f04', 'Hospital e Maternidade Agreste Meridional - Laboratório', d, ST, margins=(11, 12, 12, 12),
                  title='HMAM - Laudo neonatal')
    rep.footer = page_footer(['Hospital e Maternidade Agreste Meridional - Laboratório de Análises Clínicas - Av. Agamenon Magalhães, 2211,',
                              'Caruaru/PE - CNES 2348215 - Resp. técnica: Dra. Hélia Tenório Cavalcanti, CRBM-PE 3.372 - Impresso em 11/06/2026 09:15'])
    D1, D2, D3 = '2026-06-09', '2026-06-10', '2026-06-11'
    serie = [('09/06/2026 22:00', '24', D1, '7,8', '0,4', '7,4', 'Intermediário-alto'),
             ('10/06/2026 10:00', '36', D2, '11,9', '0,5', '11,4', 'Alto risco (> p95)'),
             ('10/06/2026 22:10', '48', D2, '14,6', '0,6', '14,0', 'Alto risco (> p95) - em fototerapia'),
             ('11/06/2026 06:00', '56', D3, '13,2', '0,5', '12,7', 'Intermediário-alto - em fototerapia')]
    trs = []
    for dt, h, dd, bt, bd, bi, z in serie:
        rt = rep.R('Bilirrubina total', 'Bilirrubina total', '1975-2', bt, 'mg/dL', date=dd)
        rd = rep.R('Bilirrubina direta', 'Bilirrubina direta', '1968-7', bd, 'mg/dL', date=dd)
        ri = rep.R('Bilirrubina indireta', 'Bilirrubina indireta', '1971-1', bi, 'mg/dL', date=dd)
        trs.append(Row([dt, C(h, align='C'), C(rt.V, align='R'), C(rd.V, align='R'), C(ri.V, align='R'), z]))
    bili = Table([29, 14, 30, 30, 31, 52], trs,
                 cols=['Coleta', 'Horas\nde vida', 'Bilirrubina total\n(mg/dL)', 'Bilirrubina direta\n(mg/dL)',
                       'Bilirrubina indireta\n(mg/dL)', 'Zona de risco (Bhutani)'],
                 aligns=['L', 'C', 'R', 'R', 'R', 'L'], border='grid', padv=0.8)
    # blood typing
    r_abo = rep.R('Grupo sanguíneo (ABO) do RN', 'Grupo ABO', '883-9', 'A', '', date=D1)
    r_rh = rep.R('Fator Rh (D) do RN', 'Fator Rh', '10331-7', 'Positivo', '', date=D1)
    r_dat = rep.R('Coombs direto (teste da antiglobulina direta)', 'Coombs direto', '1007-4', 'Positivo (1+)', '', date=D1)
    tip = Table([78, 40, 68], [
        Row(['Grupo sanguíneo (ABO) do RN', C(r_abo.V, sty='b'), 'Mãe: O (informado no pedido)']),
        Row(['Fator Rh (D) do RN', C(r_rh.V, sty='b'), 'Mãe: Positivo']),
        Row(['Coombs direto (teste da antiglobulina direta)', C(r_dat.V, sty='b'), 'Poliespecífico, gel-centrifugação']),
    ], border='h', padv=0.8)
    rbc, hb, ht = 4.62, 16.8, 50.2
    vcm, hcm, chcm = indices(rbc, hb, ht)
    cbc = [('rbc', 'Hemácias', f(rbc, 2), 'milhões/mm³', '3,90 a 6,30'), ('hb', 'Hemoglobina', f(hb), 'g/dL', '14,5 a 22,5'),
           ('ht', 'Hematócrito', f(ht), '%', '45,0 a 67,0'), ('vcm', 'VCM', f(vcm), 'fL', '95,0 a 121,0'),
           ('hcm', 'HCM', f(hcm), 'pg', '31,0 a 37,0'), ('chcm', 'CHCM', f(chcm), 'g/dL', '29,0 a 37,0'),
           ('rdw', 'RDW', '16,9', '%', '14,0 a 18,0'), ('wbc', 'Leucócitos', '14.200', '/mm³', '9.000 a 30.000'),
           ('neu%', 'Neutrófilos', '52', '%', '40 a 80'), ('lin%', 'Linfócitos', '34', '%', '15 a 40'),
           ('mon%', 'Monócitos', '9', '%', '3 a 15'), ('eos%', 'Eosinófilos', '4', '%', '0 a 6'),
           ('bas%', 'Basófilos', '1', '%', '0 a 2'), ('plt', 'Plaquetas', '232.000', '/mm³', '150.000 a 450.000'),
           ('ret%', 'Reticulócitos', '5,8', '%', '3,0 a 7,0')]
    ctr = []
    for key, name, vt, unit, ref in cbc:
        r = res(rep, key, name, vt, unit, date=D1)
        ctr.append(Row([name, C(r.V, align='R', sty='b'), r.U, ref]))
    cbct = Table([56, 30, 34, 66], ctr, cols=['Hemograma', 'Resultado', 'Unidade', 'RN 1 a 3 dias'],
                 aligns=['L', 'R', 'L', 'L'], border='h', padv=0.6)
    r_gl = res(rep, 'glic', 'Glicose plasmática', '62', 'mg/dL', date=D1, alts=())
    r_pcr = res(rep, 'pcr', 'Proteína C reativa', 'inferior a 0,5', 'mg/dL', date=D1)
    r_alb = res(rep, 'alb', 'Albumina', '3,2', 'g/dL', date=D2)
    bq = Table([56, 30, 34, 66], [
        Row(['Glicose plasmática', C(r_gl.V, align='R', sty='b'), r_gl.U, '40 a 90 (RN 1 a 3 dias)  - coleta 09/06 22:00']),
        Row(['Proteína C reativa', C(r_pcr.V, align='R', sty='b'), r_pcr.U, 'inferior a 1,0  - coleta 09/06 22:00']),
        Row(['Albumina', C(r_alb.V, align='R', sty='b'), r_alb.U, '2,8 a 4,4  - coleta 10/06 10:00']),
    ], cols=['Bioquímica', 'Resultado', 'Unidade', 'Referência'], aligns=['L', 'R', 'L', 'L'], border='h', padv=0.6)
    head = [
        Table([126, 60], [Row([S('HOSPITAL E MATERNIDADE AGRESTE MERIDIONAL', sty='h1'),
                               C('Laboratório de Análises Clínicas\nUnidade Neonatal - Alojamento Conjunto', align='R')])],
              border='none', padh=0),
        Rule(lw=0.6, mt=1, mb=1.2, color='#7b2150'),
        Table([93, 93], [
            Row(['Paciente: RN DE JOSEFA MARIA DA SILVA TAVARES', 'Registro: 26-06-0871   Leito AC-12']),
            Row(['Nascimento: 08/06/2026 às 21:40   Sexo: F   IG 38 semanas', 'Peso ao nascer: 3.120 g   Parto normal']),
            Row(['Coleta atual: 11/06/2026 06:00 (56 h de vida)', 'Solicitante: Dr. Tiago Almeida Lins (CRM-PE 24.417)']),
        ], border='none', padv=0.3, padh=0),
        Rule(lw=0.3, mt=1, mb=2),
    ]
    rep.page(*head,
             Lines([L('BILIRRUBINAS SERIADAS (soro, método diazo/espectrofotometria direta)', sty='b')], mb=1), bili,
             Lines([L('Fototerapia iniciada em 10/06/2026 às 12:00 (após a coleta de 36 h). Horas de vida calculadas a partir do nascimento.', sty='small')], mt=1, mb=3),
             Lines([L('IMUNO-HEMATOLOGIA - coleta 09/06/2026 22:00', sty='b')], mb=1), tip,
             Lines([L('Mãe O e RN A com Coombs direto positivo: compatível com doença hemolítica por incompatibilidade ABO.', sty='small')], mt=1, mb=3),
             Lines([L('HEMATOLOGIA (sangue venoso, EDTA) - coleta 09/06/2026 22:00', sty='b')], mb=1), cbct, Space(3), bq)
    return rep
