"""f03 - Hospital Regional Tocantina - Laboratório de Análises Clínicas (hospital LIS), Imperatriz/MA.

Layout (new): DELTA-CHECK report. Each row prints the current result and, on the same line, the
previous result of the same patient with its own collection date/time, then the absolute change (Δ),
the percent change (Δ%), the lab's delta limit and a "DELTA" / "ok" verdict. The current value and
the previous value are two results (current first, then previous, as printed
left to right); Δ, Δ%, the limit and the verdict are not results. Previous dates differ by row
(11/05, 12/05, 13/05/2026). Condensed font, grid.

Story: man, 66, admitted 10/05/2026 with pneumonia; contrast CT on 11/05; acute kidney injury
worsening on day 4 (creatinine 2,61 → 3,42, K 5,1 → 5,8, bicarbonate 21 → 17, phosphate up),
CRP falling with antibiotics, haemoglobin drifting down (haemodilution + phlebotomy).
Dates: current collection 14/05/2026 05:50 (default); previous 11/05/2026 06:05 (blood count),
12/05/2026 06:10 and 13/05/2026 05:45 (chemistry); birth 19/03/1960; admission 10/05/2026;
print 14/05/2026 08:31.
"""
from lib import *

AGE, FEM = 66, False


def br_signed(x, nd):
    s = f(abs(x), nd) if nd else fth(abs(x))
    return ('+' if x > 0 else '−' if x < 0 else '') + s


def build():
    d = '2026-05-14'
    ST = style(base=dict(font='cond', size=7.4), th=dict(b=True, size=7, bg='#dde3ea'), h1=dict(size=12, b=True),
               dl=dict(b=True, color='#b00000'), sec=dict(b=True, bg='#eef1f4', size=7.6))
    rep = FReport('f03', 'Hospital Regional Tocantina - Laboratório de Análises Clínicas', d, ST,
                  margins=(10, 10, 12, 10), title='HRT - Laudo com delta-check')
    rep.footer = page_footer(['HRT - Laboratório de Análises Clínicas - Rua Coriolano Milhomem, 700, Imperatriz/MA - CNES 2455889',
                              'Delta-check: variação entre o resultado atual e o anterior do mesmo paciente; limites definidos pelo laboratório. '
                              'Impresso em 14/05/2026 08:31 por LIS/HRT.'])
    D11, D12, D13 = ('11/05/2026 06:05', '2026-05-11'), ('12/05/2026 06:10', '2026-05-12'), ('13/05/2026 05:45', '2026-05-13')
    cr = 3.42
    rows = [  # key, name, cur, prev, unit, nd, prevdate, limit %, ref
        ('HEMATOLOGIA',),
        ('hb', 'Hemoglobina', 10.4, 11.2, 'g/dL', 1, D11, 10, '13,0-17,0'),
        ('ht', 'Hematócrito', 31.5, 33.9, '%', 1, D11, 10, '40,0-50,0'),
        ('wbc', 'Leucócitos', 12900, 9800, '/µL', 0, D11, 50, '4.000-10.000'),
        ('plt', 'Plaquetas', 168000, 214000, '/µL', 0, D11, 30, '150.000-450.000'),
        ('BIOQUÍMICA - SORO',),
        ('ureia', 'Ureia', 118, 86, 'mg/dL', 0, D12, 30, '17-43'),
        ('creat', 'Creatinina', 3.42, 2.61, 'mg/dL', 2, D13, 20, '0,70-1,20'),
        ('tfg', 'TFG estimada (CKD-EPI 2021)', egfr(cr, AGE, FEM), None, 'mL/min/1,73m²', 0, None, None, '> 60'),
        ('na', 'Sódio', 134, 137, 'mmol/L', 0, D13, 5, '136-145'),
        ('k', 'Potássio', 5.8, 5.1, 'mmol/L', 1, D13, 12, '3,5-5,1'),
        ('cl', 'Cloreto', 101, 103, 'mmol/L', 0, D13, 8, '98-107'),
        ('bic', 'Bicarbonato', 17, 21, 'mmol/L', 0, D13, 15, '22-29'),
        ('ca', 'Cálcio total', 8.3, 8.7, 'mg/dL', 1, D12, 10, '8,6-10,2'),
        ('p', 'Fósforo', 6.1, 4.8, 'mg/dL', 1, D12, 20, '2,5-4,5'),
        ('mg', 'Magnésio', 2.3, 2.1, 'mg/dL', 1, D12, 20, '1,6-2,6'),
        ('urico', 'Ácido úrico', 9.4, 8.1, 'mg/dL', 1, D12, 25, '3,4-7,0'),
        ('alb', 'Albumina', 3.1, 3.3, 'g/dL', 1, D12, 15, '3,5-5,2'),
        ('pcr', 'Proteína C reativa', 48, 72, 'mg/L', 0, D12, 50, '< 5'),
        ('lact_art', 'Lactato arterial', 1.6, None, 'mmol/L', 1, None, None, '0,5-2,2'),
    ]
    W = [37, 17, 20, 17, 24, 15, 13, 11, 12, 24]
    cols = ['Exame', 'Atual\n14/05 05:50', 'Unidade', 'Anterior', 'Coleta anterior', 'Δ', 'Δ%', 'Lim.', 'Delta', 'Referência']
    trs = []
    for r in rows:
        if len(r) == 1:
            trs.append(Sec(r[0]))
            continue
        key, name, cur, prev, unit, nd, pd, lim, ref = r
        fmt = (lambda x: fth(x)) if (nd == 0 and abs(cur) >= 1000) else (lambda x: f(x, nd))
        rc = res(rep, key, name, fmt(cur), unit)
        if prev is None:
            trs.append(Row([name, C(rc.V, align='R'), rc.U, '—', '—', '—', '—', '—', '—', ref]))
            continue
        rp = res(rep, key, name, fmt(prev), unit, date=pd[1])
        dlt = cur - prev
        pct = dlt / prev * 100
        flag = 'DELTA' if abs(pct) > lim else 'ok'
        trs.append(Row([name, C(rc.V, align='R'), rc.U, C(rp.V, align='R'), pd[0],
                        C(br_signed(dlt, nd) if abs(dlt) < 1000 else br_signed(dlt, 0), align='R'),
                        C(br_signed(pct, 1), align='R'), C(f'{lim}%', align='R'),
                        C(S(flag, sty='dl') if flag == 'DELTA' else flag), ref]))
    tbl = Table(W, trs, cols=cols, border='grid', padv=0.6, padh=0.8, lw=0.2)
    head = [
        Table([120, 70], [Row([S('HOSPITAL REGIONAL TOCANTINA', sty='h1'), C('Laboratório de Análises Clínicas\nImperatriz - MA', align='R')])],
              border='none', padh=0),
        Rule(lw=0.5, mt=1, mb=1),
        Table([95, 95], [
            Row(['Paciente: JOSÉ RIBAMAR COSTA SOARES', 'Prontuário: 0318842   Leito: CM-2 / 14']),
            Row(['Nascimento: 19/03/1960   Idade: 66 a   Sexo: M', 'Internação: 10/05/2026   Clínica Médica']),
            Row(['Amostra: 2605140093   Coleta: 14/05/2026 05:50', 'Solicitante: Dra. Lívia Sampaio (CRM-MA 7.118)']),
        ], border='none', padv=0.3, padh=0),
        Rule(lw=0.3, mt=1, mb=2),
        Lines([L('RELATÓRIO DE RESULTADOS COM DELTA-CHECK', sty='b')], mb=1),
    ]
    rep.page(*head, tbl,
             Lines([L('Δ = atual - anterior; Δ% = Δ / anterior x 100. "DELTA": variação acima do limite; resultado revisado e liberado.'),
                    L('Potássio 5,8 mmol/L comunicado à enfermeira Kátia (CM-2) em 14/05/2026 06:48. Amostra sem hemólise.'),
                    L('Gasometria/lactato: sangue arterial, analisador de beira de leito da UTI; TFG calculada pela equação CKD-EPI 2021.')],
                   sty='small', mt=2))
    return rep
