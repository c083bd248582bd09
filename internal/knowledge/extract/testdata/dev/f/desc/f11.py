"""f11 - Laboratório Municipal de Saúde Pública de Rio Branco (SUS) / UBS Bahia Nova, Rio Branco/AC.

Layout (new): a SUS prenatal form with CHECKBOXES. Qualitative results are printed as the full list of
options with one ticked ("☒ Não reagente  ☐ Reagente  ☐ Inválido"; blood group "☐ A ☐ B ☐ AB ☒ O");
the result is the ticked option only, its value_text the option's words. Rapid tests carry the kit lot
and expiry date (not results, not collection dates). Numeric results (toxoplasma IgG, glucose, blood
count) are written on "______" lines of the form. Urinalysis uses the same checkbox style for the
strip and the sediment.

Story: woman, 24, first prenatal visit at 9 weeks (G2P1); all infection screens non-reactive,
toxoplasma susceptible (IgG non-reactive, index printed), O Rh positive, mild anaemia (Hb 10,8,
microcytic), asymptomatic bacteriuria suspected (nitrite positive, many bacteria) with urine culture
pending. Dates: rapid tests and blood collection 03/03/2026 08:10 (default); urine collected
03/03/2026; DUM 29/12/2025; birth 11/04/2001; kit expiry dates 09/2026, 31/12/2026; release 06/03/2026.
"""
from lib import *

X, O_ = '☒', '☐'


def boxes(opts, chosen, rep, name, an, code, alts=()):
    r = rep.R(name, an, code, chosen, '', alts=alts)
    pieces = []
    for o in opts:
        if o == chosen:
            pieces += [S(X + ' ', sty='b'), S(r.V, sty='b'), '    ']
        else:
            pieces += [O_ + ' ' + o, '    ']
    return r, pieces


def build():
    d = '2026-03-03'
    ST = style(base=dict(size=8.2), h1=dict(size=9.5, b=True), sec=dict(b=True, bg='#e3e3e3'), th=dict(b=True, size=7.6),
               v=dict(b=True, size=9), sm=dict(size=6.8, color='#444444'))
    rep = FReport('f11', 'Laboratório Municipal de Saúde Pública de Rio Branco (SUS)', d, ST, margins=(11, 12, 12, 12),
                  title='LMSP Rio Branco - Pré-natal')
    rep.footer = page_footer(['Laboratório Municipal de Saúde Pública - Rua Benjamin Constant, 830, Centro, Rio Branco/AC - CNES 2000857',
                              'Liberado em 06/03/2026: Enf. Raimunda Nonata Cunha (testes rápidos, COREN-AC 233.410) e '
                              'Bioq. Ítalo Saraiva Brandão (CRF-AC 0618)'])
    NR = ['Não reagente', 'Reagente', 'Inválido']
    rows = [Sec('1. TESTES RÁPIDOS (sangue capilar, punção digital) - realizados na UBS em 03/03/2026 08:10')]
    for name, an, code, alts, kit in [
        ('Teste rápido HIV 1/2', 'HIV 1+2 anticorpos (teste rápido)', '68961-2', ('31201-7',), 'Lote 25HV0931  Val. 09/2026'),
        ('Teste rápido sífilis (treponêmico)', 'Anticorpos anti-Treponema pallidum', '22587-0', (), 'Lote SF2511-07  Val. 31/12/2026'),
        ('Teste rápido hepatite B (HBsAg)', 'HBsAg', '5196-1', (), 'Lote HB40721  Val. 09/2026'),
        ('Teste rápido hepatite C (anti-HCV)', 'Anti-HCV', '16128-1', (), 'Lote HC11802  Val. 31/12/2026'),
    ]:
        r, pcs = boxes(NR, 'Não reagente', rep, name, an, code, alts)
        rows.append(Row([C(S(name, sty='b')), C(pcs), C(S(kit, sty='sm'))]))
    rows.append(Sec('2. IMUNO-HEMATOLOGIA E SOROLOGIA (sangue venoso) - coleta 03/03/2026 08:10'))
    r, pcs = boxes(['A', 'B', 'AB', 'O'], 'O', rep, 'Grupo sanguíneo ABO', 'Grupo ABO', '883-9')
    rows.append(Row([C(S('Grupo sanguíneo ABO', sty='b')), C(pcs), C(S('Prova direta e reversa', sty='sm'))]))
    r, pcs = boxes(['Positivo', 'Negativo'], 'Positivo', rep, 'Fator Rh (D)', 'Fator Rh', '10331-7')
    rows.append(Row([C(S('Fator Rh (D)', sty='b')), C(pcs), C(S('Gel-centrifugação', sty='sm'))]))
    r, pcs = boxes(['Não reagente', 'Reagente'], 'Não reagente', rep, 'VDRL', 'VDRL', '5292-8')
    rows.append(Row([C(S('VDRL', sty='b')), C(pcs), C(S('Se reagente, titular', sty='sm'))]))
    r, pcs = boxes(['Não reagente', 'Reagente', 'Indeterminado'], 'Não reagente', rep, 'Toxoplasmose IgM', 'Toxoplasma IgM', '40678-5')
    rows.append(Row([C(S('Toxoplasmose IgM', sty='b')), C(pcs), C(S('Quimioluminescência', sty='sm'))]))
    tg = rep.R('Toxoplasmose IgG', 'Toxoplasma IgG', '8039-0', '0,8', 'UI/mL')
    rows.append(Row([C(S('Toxoplasmose IgG', sty='b')), C(['Resultado: ', S(tg.V, sty='v'), ' ', tg.U, '  (Não reagente: < 1,6 UI/mL)']),
                     C(S('Gestante suscetível: orientar', sty='sm'))]))
    form = Table([60, 82, 44], rows, border='grid', padv=1.0)
    lab = [Sec('3. BIOQUÍMICA E HEMATOLOGIA (sangue venoso) - coleta 03/03/2026 08:10')]
    for key, name, vt, unit, ref in [('glic', 'Glicemia de jejum', '84', 'mg/dL', '< 92 mg/dL na gestação'),
                                     ('tsh', 'TSH', '1,72', 'µUI/mL', '0,10 a 2,50 (1º trimestre)'),
                                     ('hb', 'Hemoglobina', '10,8', 'g/dL', '≥ 11,0 g/dL (gestante)'),
                                     ('ht', 'Hematócrito', '33,1', '%', '33,0 a 44,0 %'),
                                     ('vcm', 'VCM', '76,4', 'fL', '80,0 a 100,0 fL'), ('hcm', 'HCM', '24,9', 'pg', '26,0 a 34,0 pg'),
                                     ('wbc', 'Leucócitos', '8.900', '/mm³', '4.000 a 11.000 /mm³'),
                                     ('plt', 'Plaquetas', '276.000', '/mm³', '150.000 a 450.000 /mm³')]:
        r = res(rep, key, name, vt, unit, alts=() if key == 'glic' else None)
        lab.append(Row([C(S(name, sty='b')), C([S(r.V, sty='v'), ' ', r.U, '   ______']), C(S(ref, sty='sm'))]))
    labt = Table([60, 82, 44], lab, border='grid', padv=1.0)
    u = [Sec('4. URINA TIPO I (EAS) - jato médio, coleta 03/03/2026 07:40')]
    for name, an, code, opts, ch, alts in [
        ('Cor', 'Cor da urina', '5778-6', ['Amarelo-claro', 'Amarelo-citrino', 'Âmbar'], 'Amarelo-citrino', ()),
        ('Aspecto', 'Aspecto da urina', '5767-9', ['Límpido', 'Ligeiramente turvo', 'Turvo'], 'Ligeiramente turvo', ()),
        ('Proteínas', 'Proteína na urina', '20454-5', ['Ausente', 'Traços', '+', '++', '+++'], 'Ausente', ('5804-0',)),
        ('Glicose', 'Glicose na urina', '25428-4', ['Ausente', 'Presente'], 'Ausente', ('5792-7',)),
        ('Nitrito', 'Nitrito', '5802-4', ['Negativo', 'Positivo'], 'Positivo', ()),
        ('Bactérias', 'Bactérias na urina', '25145-4', ['Raras', 'Algumas', 'Numerosas'], 'Numerosas', ()),
    ]:
        r, pcs = boxes(opts, ch, rep, name, an, code, alts)
        u.append(Row([C(S(name, sty='b')), C(pcs), '']))
    for key, name, an, code, vt, unit, ref in [(None, 'Densidade', 'Densidade urinária', '5811-5', '1,020', '', '1,005 a 1,030'),
                                               (None, 'pH', 'pH urinário', '5803-2', '6,0', '', '5,0 a 7,5'),
                                               (None, 'Leucócitos (sedimento)', 'Leucócitos na urina', '5821-4', '12', 'p/campo', 'até 5 p/campo'),
                                               (None, 'Hemácias (sedimento)', 'Hemácias na urina', '13945-1', '2', 'p/campo', 'até 3 p/campo')]:
        r = rep.R(name, an, code, vt, unit)
        u.append(Row([C(S(name, sty='b')), C([S(r.V, sty='v'), (' ' + unit) if unit else '', '   ______']), C(S(ref, sty='sm'))]))
    ut = Table([60, 82, 44], u, border='grid', padv=1.0)
    head = [Table([140, 46], [Row([S('PREFEITURA DE RIO BRANCO - SECRETARIA MUNICIPAL DE SAÚDE\nLABORATÓRIO MUNICIPAL DE SAÚDE PÚBLICA', sty='h1'),
                                   C('SUS\nPré-natal - 1ª consulta', align='R', sty='b')])], border='none', padh=0),
            Rule(lw=0.5, mt=1, mb=1),
            Table([93, 93], [Row(['Gestante: ANA CLÁUDIA NASCIMENTO DE SOUZA', 'Cartão SUS: 706 4028 1193 5527']),
                             Row(['Nascimento: 11/04/2001 (24 anos)   G2 P1 A0', 'DUM: 29/12/2025   IG: 9 semanas']),
                             Row(['UBS Bahia Nova - Equipe ESF 14', 'Data da coleta: 03/03/2026'])], border='none', padv=0.3, padh=0),
            Rule(lw=0.3, mt=1, mb=2)]
    rep.page(*head, form, Space(2), labt)
    rep.page(ut, Lines([L('Legenda: ☒ opção assinalada; ☐ opção não assinalada. Urocultura com antibiograma em andamento (amostra de 03/03/2026); '),
                        L('resultado será enviado à UBS. Testes rápidos realizados conforme fluxograma do Ministério da Saúde.')], sty='small', mt=3))
    return rep
