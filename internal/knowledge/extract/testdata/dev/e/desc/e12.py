"""e12 - Laboratório Agreste Alagoano, Arapiraca/AL: HORIZONTAL bands. Each band is a row of exam names
(with the unit in brackets in the header cell) and, directly below, the row of values, like a
spreadsheet; bands for the red cells, white cells (% band and /mm³ band), platelets/reticulocytes,
haemoglobin electrophoresis, iron and haemolysis markers.
6-year-old boy: microcytosis with HIGH red-cell count and normal iron stores, HbA2 5,2 % -> beta
thalassaemia trait; no haemolysis."""
from lib import *


def band(rep, title, spec, widths=None):
    """spec: (header name, unit shown in header, analyte, loinc, value text[, alts]). Gold unit = header unit."""
    names, vals = [], []
    for t in spec:
        nm, u, an, code, vt = t[:5]
        alts = t[5] if len(t) > 5 else ()
        r = rep.R(nm, an, code, vt, u, alts=alts)
        names.append(C(nm + (f'\n({u})' if u else '\n '), sty='bh'))
        vals.append(C(r.V, sty='bv'))
    n = len(spec)
    w = widths or [186 / n] * n
    return [Lines([L(title, sty='bt')], mb=0.5), Table(w, [Row(names), Row(vals)], border='grid', padv=0.7, aligns=['C'] * n, mb=3)]


def build():
    st = style(base=dict(font='sans', size=8), bh=dict(size=7, b=True, bg='#eef1e4'), bv=dict(size=10, b=True),
               bt=dict(size=8.5, b=True, color='#445500'), lab=dict(size=13, b=True, color='#445500'))
    rep = Report('e12', 'Laboratório Agreste Alagoano', '2025-10-20', st, title='Laudo')
    rep.header = lambda pn, n: [
        Lines([L('LABORATÓRIO AGRESTE ALAGOANO', sty='lab'),
               L('Rua Estudante José de Oliveira Leite, 211 - Centro - Arapiraca/AL - (82) 3521-4070 - CNES 2.710.334', sty='small')]),
        Rule(lw=0.5, mt=1, mb=1),
        Table([24, 70, 34, 58], [
            ['Paciente', C('ARTHUR GABRIEL SANTOS LIMA', sty='b'), 'Data da coleta', C('20/10/2025 08:40', sty='b')],
            ['Nascimento', '14/06/2019 - 6 anos - masculino', 'Responsável', 'Josefa Santos Lima (mãe)'],
            ['Médico', 'Dra. Priscila Tenório - CRM-AL 8.116 (pediatria)', 'Liberação', '23/10/2025 11:15'],
        ], border='none', padv=0.3, mb=2)]
    rep.footer = page_footer(['Os valores de referência para a idade estão no quadro ao final. Bioquímico: Dr. Cícero Amorim Lessa - CRF-AL 1.927.'])
    rbc, hb, ht = 5.92, 10.9, 34.6
    vcm, hcm, chcm = indices(rbc, hb, ht)
    wbc = 7800
    diff = [('Bastonetes', 'Bastonetes', '764-1', '763-3', 1), ('Segmentados', 'Segmentados', '770-8', '751-8', 44),
            ('Eosinófilos', 'Eosinófilos', '713-8', '711-2', 4), ('Basófilos', 'Basófilos', '706-2', '704-7', 1),
            ('Linfócitos', 'Linfócitos', '736-9', '731-0', 43), ('Monócitos', 'Monócitos', '5905-5', '742-7', 7)]
    ret = 1.6
    blocks = []
    blocks += band(rep, 'ERITROGRAMA', [
        ('Hemácias', 'milhões/mm³', 'Hemácias', '789-8', f(rbc, 2)), ('Hemoglobina', 'g/dL', 'Hemoglobina', '718-7', f(hb, 1)),
        ('Hematócrito', '%', 'Hematócrito', '4544-3', f(ht, 1)), ('VCM', 'fL', 'VCM', '787-2', f(vcm, 1)),
        ('HCM', 'pg', 'HCM', '785-6', f(hcm, 1)), ('CHCM', 'g/dL', 'CHCM', '786-4', f(chcm, 1)), ('RDW', '%', 'RDW', '788-0', '14,2')])
    blocks += band(rep, 'LEUCOGRAMA - LEUCÓCITOS TOTAIS E RELATIVOS', [('Leucócitos', '/mm³', 'Leucócitos', '6690-2', fth(wbc))] +
                   [(nm, '%', an + ' (%)', cp, str(p)) for nm, an, cp, ca, p in diff])
    blocks += band(rep, 'LEUCOGRAMA - VALORES ABSOLUTOS', [(nm, '/mm³', an, ca, fth(wbc * p / 100)) for nm, an, cp, ca, p in diff])
    blocks += band(rep, 'PLAQUETAS E RETICULÓCITOS', [
        ('Plaquetas', '/mm³', 'Plaquetas', '777-3', '312.000'), ('VPM', 'fL', 'VPM', '32623-1', '8,9'),
        ('Reticulócitos', '%', 'Reticulócitos (%)', '17849-1', f(ret, 1), ('4679-7',)),
        ('Reticulócitos', '/mm³', 'Reticulócitos', '60474-4', fth(rbc * 1e6 * ret / 100))])
    blocks += band(rep, 'ELETROFORESE DE HEMOGLOBINA (HPLC)', [
        ('Hemoglobina A', '%', 'Hemoglobina A', '4546-8', '93,4', ('20572-4',)), ('Hemoglobina A2', '%', 'Hemoglobina A2', '4551-8', '5,2', ('4552-6',)),
        ('Hemoglobina F', '%', 'Hemoglobina F', '4576-5', '1,4')])
    blocks += band(rep, 'PERFIL DE FERRO E HEMÓLISE (soro)', [
        ('Ferro', 'µg/dL', 'Ferro', '2498-4', '78'), ('Ferritina', 'ng/mL', 'Ferritina', '2276-4', '46'),
        ('Transferrina', 'mg/dL', 'Transferrina', '3034-6', '262'), ('Sat. transferrina', '%', 'Saturação da transferrina', '2502-3', f(78 / (262 * 1.25) * 100, 1)),
        ('Bilirrubina total', 'mg/dL', 'Bilirrubina total', '1975-2', '0,6'), ('LDH', 'U/L', 'Desidrogenase láctica', '2532-0', '248', ('14804-9',))])
    rep.page(*blocks,
             Box([Lines([L('Valores de referência (6 a 11 anos)', sty='b'),
                         L('Hemácias 4,0 a 5,2 milhões/mm³; Hb 11,5 a 15,5 g/dL; Ht 35 a 45 %; VCM 77 a 95 fL; HCM 25 a 33 pg; CHCM 31 a 37 g/dL; RDW até 14,5 %.', sty='small'),
                         L('Leucócitos 4.500 a 13.500 /mm³; plaquetas 150.000 a 450.000 /mm³; reticulócitos 0,5 a 2,0 %.', sty='small'),
                         L('HbA 96,0 a 98,0 %; HbA2 2,0 a 3,3 %; HbF até 1,5 % (acima de 2 anos). Ferritina 10 a 140 ng/mL; ferro 50 a 120 µg/dL.', sty='small'),
                         L('Interpretação: HbA2 aumentada com microcitose, eritrocitose relativa e estoques de ferro normais: compatível com', sty='small'),
                         L('traço beta-talassêmico. Sugere-se estudo familiar.', sty='small')])], pad=2, lw=0.25))
    return rep
