"""The 12 invented reports.  Every printed result is an R object; printed text and gold come from it."""
from lib import *


def br(x, nd=0):
    """Brazilian number format: thousands dot, decimal comma."""
    s = ('{:,.%df}' % nd).format(x)
    return s.replace(',', '#').replace('.', ',').replace('#', '.')


def brn(x, nd=0):
    """without thousands separator"""
    return ('{:.%df}' % nd).format(x).replace('.', ',')


def kv(label, value, b=True):
    return [T(label, b=b), T(value)]


def std_footer(lines, pg, n, fs=7.0, lh=3.2, pagetxt=None, rule=True):
    out = [HR(0.3, '#444444', 0.8)] if rule else []
    out.append(Para('\n'.join(lines), fs=fs, lh=lh))
    if pagetxt:
        out.append(Para(pagetxt % (pg, n), fs=fs, lh=lh, align='R', b=True))
    return out


# =====================================================================================  i01
def i01():
    rep = Report('i01', 'Laboratório Municipal de Análises Clínicas de Caruaru (Caruaru/PE)', '2025-02-03',
                 font='dsans', fs=8.5, margins=(10, 12, 10, 12))
    W = rep.width

    def header(pg, n):
        return [
            Lines([Row([(0, 'l', T('PREFEITURA MUNICIPAL DE CARUARU', b=True, size=11.5)),
                        (W, 'r', T('SUS', b=True, size=13, color='#1f4e9c'))], h=6),
                   Row([(0, 'l', T('Secretaria Municipal de Saúde – Laboratório Municipal de Análises Clínicas', size=9))], h=4.4),
                   Row([(0, 'l', T('Rua Vigário Freire, 412 – Centro – Caruaru/PE – CEP 55002-180 – Fone (81) 3721-0000 – CNES 2349876', size=7.2))], h=3.8)]),
            Spacer(1.5),
            Box([Lines([
                Row([(0, 'l', kv('Paciente: ', 'MARIA DAS DORES FERREIRA LIMA')), (118, 'l', kv('Prontuário: ', '0048213'))]),
                Row([(0, 'l', kv('Data de nascimento: ', '14/07/1968')), (55, 'l', kv('Idade: ', '56 anos')), (80, 'l', kv('Sexo: ', 'Feminino')),
                     (118, 'l', kv('Cartão SUS: ', '702 4098 1163 2281'))]),
                Row([(0, 'l', kv('Unidade solicitante: ', 'USF Boa Vista II')), (118, 'l', kv('Solicitado em: ', '27/01/2025'))]),
                Row([(0, 'l', kv('Médico(a): ', 'Dr. Renato Gusmão Tavares – CRM-PE 18842')), (118, 'l', kv('Protocolo: ', '25-0203-0417'))]),
                Row([(0, 'l', kv('Data da coleta: ', '03/02/2025 07:42')), (118, 'l', kv('Liberado em: ', '04/02/2025 15:10'))]),
            ], fs=8)], pad=1.5),
            Spacer(3)]

    def footer(pg, n):
        return std_footer(['Responsável técnico: Dra. Júlia Menezes Cavalcanti – CRF-PE 7.214 – Bioquímica',
                           'Documento assinado eletronicamente em 04/02/2025 15:10:22 – código de verificação 8F3A-91C2.',
                           'Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos.'],
                          pg, n, pagetxt='Página %d de %d')
    rep.header, rep.footer = header, footer

    cols4 = [('Exame', 58, 'l'), ('Resultado', 26, 'r'), ('Unidade', 28, 'l'), ('Valores de referência', W - 112, 'l')]
    tb = dict(grid='all', head_bg='#d9d9d9', lh=3.7, pad=0.55)
    rbc, hb, ht = 4.38, 12.6, 38.2
    ery = [
        R('Hemácias', 'Erythrocytes', '789-8', brn(rbc, 2), 'milhões/mm³', ['26453-1']),
        R('Hemoglobina', 'Hemoglobin', '718-7', brn(hb, 1), 'g/dL'),
        R('Hematócrito', 'Hematocrit', '4544-3', brn(ht, 1), '%', ['20570-8']),
        R('VCM', 'MCV', '787-2', brn(ht / rbc * 10, 1), 'fL', ['30428-7']),
        R('HCM', 'MCH', '785-6', brn(hb / rbc * 10, 1), 'pg', ['28539-5']),
        R('CHCM', 'MCHC', '786-4', brn(hb / ht * 100, 1), 'g/dL', ['28540-3']),
        R('RDW', 'RDW', '788-0', '13,1', '%', ['30385-9']),
    ]
    refs = ['3,90 a 5,00', '12,0 a 15,5', '35,0 a 45,0', '80,0 a 100,0', '26,0 a 34,0', '31,0 a 36,0', '11,5 a 14,5']
    rows = [Section('ERITROGRAMA')] + [[r.name, V(r), r.unit, ref] for r, ref in zip(ery, refs)]
    t1 = Table(cols4, rows, **tb)

    wbc = 7300
    diff = [('Bastonetes', 2, 'Neutrophils.band form', '764-1', [], '763-3', [], '0 a 5', '0 a 500'),
            ('Segmentados', 58, 'Neutrophils.segmented', '769-0', [], '768-2', [], '40 a 70', '1.600 a 7.000'),
            ('Eosinófilos', 3, 'Eosinophils', '713-8', ['26450-7'], '711-2', ['26449-9'], '1 a 5', '40 a 500'),
            ('Basófilos', 1, 'Basophils', '706-2', ['30180-4'], '704-7', ['26444-0'], '0 a 2', '0 a 200'),
            ('Linfócitos', 29, 'Lymphocytes', '736-9', ['26478-8'], '731-0', ['26474-7'], '20 a 45', '800 a 4.500'),
            ('Monócitos', 7, 'Monocytes', '5905-5', ['26485-3'], '742-7', ['26484-6'], '2 a 10', '80 a 1.000')]
    cols5 = [('Leucograma', 58, 'l'), ('%', 22, 'r'), ('/mm³', 32, 'r'), ('Referência (%)', 30, 'l'), ('Referência (/mm³)', W - 142, 'l')]
    rl = R('Leucócitos', 'Leukocytes', '6690-2', br(wbc), '/mm³', ['26464-8'])
    rows2 = [['Leucócitos', '', V(rl), '', '4.000 a 10.000']]
    for name, pct, an, lp, lpa, la, laa, rp, ra in diff:
        r1 = R(name, an + '/100 leukocytes', lp, str(pct), '%', lpa)
        r2 = R(name, an + ' (absolute)', la, br(wbc * pct / 100), '/mm³', laa)
        rows2.append([name, V(r1), V(r2), rp, ra])
    rp = R('Plaquetas', 'Platelets', '777-3', '262.000', '/mm³', ['26515-7'])
    rows2 += [Section('PLAQUETOGRAMA'), ['Plaquetas', '', V(rp), '', '150.000 a 450.000']]
    t2 = Table(cols5, rows2, **tb)

    p1 = [Lines([Row([(0, 'l', T('HEMOGRAMA COMPLETO', b=True, size=10))], h=5.5)]),
          Para('Material: Sangue total (EDTA)     Método: Citometria de fluxo e impedância (Sysmex XN-550); diferencial revisado em lâmina',
               fs=7.5, lh=3.6, i=True),
          Spacer(1.5), t1, Spacer(3), t2, Spacer(2),
          Para('Obs.: Morfologia eritrocitária sem alterações. Contagem de plaquetas confirmada em esfregaço (estimativa em 20 campos). '
               'Valores de referência para adultos acima de 18 anos.', fs=7.5, lh=3.4)]

    chem = [
        ('Glicose', R('Glicose', 'Glucose', '2345-7', '98', 'mg/dL', ['1558-6']), '70 a 99', 'Enzimático (hexoquinase)'),
        ('Ureia', R('Ureia', 'Urea', '3091-6', '31', 'mg/dL'), '15 a 45', 'Urease/GLDH'),
        ('Creatinina', R('Creatinina', 'Creatinine', '2160-0', '0,92', 'mg/dL'), '0,50 a 1,10', 'Jaffé cinético'),
        ('Ácido úrico', R('Ácido úrico', 'Urate', '3084-1', '5,1', 'mg/dL'), '2,4 a 5,7', 'Uricase'),
        ('Colesterol total', R('Colesterol total', 'Cholesterol', '2093-3', '224', 'mg/dL', flag='*'), 'Desejável: < 190', 'Enzimático'),
        ('TGO (AST)', R('TGO (AST)', 'Aspartate aminotransferase', '1920-8', '22', 'U/L'), 'Até 32', 'IFCC sem P5P'),
        ('TGP (ALT)', R('TGP (ALT)', 'Alanine aminotransferase', '1742-6', '27', 'U/L'), 'Até 33', 'IFCC sem P5P'),
        ('Gama-GT', R('Gama-GT', 'Gamma glutamyl transferase', '2324-2', '31', 'U/L'), '5 a 36', 'Szasz'),
        ('Sódio', R('Sódio', 'Sodium', '2951-2', '139', 'mEq/L'), '136 a 145', 'Eletrodo íon seletivo'),
        ('Potássio', R('Potássio', 'Potassium', '2823-3', '4,3', 'mEq/L'), '3,5 a 5,1', 'Eletrodo íon seletivo'),
        ('TSH', R('TSH', 'Thyrotropin', '3016-3', '2,84', 'µUI/mL'), '0,45 a 4,50', 'Quimioluminescência'),
    ]
    cols4b = [('Exame', 40, 'l'), ('Resultado', 24, 'r'), ('Unidade', 20, 'l'), ('Valores de referência', 52, 'l'), ('Método', W - 136, 'l')]
    rows3 = [Section('BIOQUÍMICA – SORO')]
    for nm, r, ref, met in chem:
        if nm == 'TSH':
            rows3.append(Section('HORMÔNIOS'))
        rows3.append([nm, V(r, sep=''), r.unit, ref, met])
    t3 = Table(cols4b, rows3, **tb)
    p2 = [Lines([Row([(0, 'l', T('BIOQUÍMICA E HORMÔNIOS', b=True, size=10))], h=5.5)]),
          Para('Material: Soro     Jejum informado: 12 horas', fs=7.5, lh=3.6, i=True), Spacer(1.5), t3, Spacer(2),
          Para('(*) Resultado fora do intervalo desejável.\nNota: Conforme Consenso Brasileiro para Normatização da Determinação Laboratorial do Perfil '
               'Lipídico (2016), o jejum não é obrigatório. Próxima coleta agendada para 05/05/2025, no mesmo posto (ficha 0417).',
               fs=7.5, lh=3.4)]
    rep.pages = [p1, p2]
    return rep


# =====================================================================================  i02
def i02():
    rep = Report('i02', 'LACEN-BA – Laboratório Central de Saúde Pública Prof. Gonçalo Moniz (Salvador/BA)', '2025-02-10',
                 font='dserif', fs=8.8, margins=(11, 14, 11, 14))
    W = rep.width

    def header(pg, n):
        return [Lines([Row([(W / 2, 'c', T('GOVERNO DO ESTADO DA BAHIA – SECRETARIA DA SAÚDE', b=True, size=9))], h=4.4),
                       Row([(W / 2, 'c', T('LABORATÓRIO CENTRAL DE SAÚDE PÚBLICA – LACEN-BA', b=True, size=11))], h=5.2),
                       Row([(W / 2, 'c', T('Av. Antônio Carlos Magalhães, s/n – Brotas – Salvador/BA – Setor de Imunologia', size=7.5))], h=3.8)]),
                HR(0.5, '#000000', 1.0),
                Lines([Row([(0, 'l', kv('Paciente: ', 'JOSIANE BATISTA DOS SANTOS')), (W, 'r', kv('Requisição GAL: ', '250410028817'))]),
                       Row([(0, 'l', kv('Nascimento: ', '22/09/1997')), (52, 'l', kv('Sexo: ', 'F')), (72, 'l', kv('Gestante: ', 'Sim – 14 semanas')),
                            (W, 'r', kv('Município: ', 'Camaçari'))]),
                       Row([(0, 'l', kv('Unidade requisitante: ', 'UBS Gleba A – Pré-natal')), (W, 'r', kv('DUM: ', '04/11/2024'))]),
                       Row([(0, 'l', T('Amostra colhida em 10 de fevereiro de 2025, às 08h15', b=True)),
                            (W, 'r', kv('Recebida no LACEN: ', '11/02/2025 09:40'))])], fs=8.3),
                HR(0.5, '#000000', 1.0), Spacer(1)]

    def footer(pg, n):
        return [HR(0.3, '#000000', 0.8),
                Lines([Row([(0, 'l', T('Liberado eletronicamente por Dr. Cássio Nery Brandão – CRBM-1 20.114 em 13/02/2025 16:02', size=7.3)),
                            (W, 'r', T('Página %d/%d' % (pg, n), size=7.3, b=True))], h=3.4),
                       Row([(0, 'l', T('LACEN-BA – CNES 0004596 – Resultados válidos somente com assinatura eletrônica (Portaria SESAB).', size=7.3))], h=3.4)])]
    rep.header, rep.footer = header, footer

    def exam(title, material, method, results, refs, note=None, vx=34):
        """results: list of (label, R); refs: list of reference lines printed to the right of the result lines."""
        rows = [Row([(0, 'l', T(title, b=True, size=9.4))], h=5.0),
                Row([(0, 'l', kv('Material: ', material, b=False)), (70, 'l', kv('Método: ', method, b=False))], h=3.9)]
        k = max(len(results), len(refs))
        for i in range(k):
            segs = []
            if i < len(results):
                lab, r = results[i]
                segs += [(4, 'l', T(lab, b=True)), (vx, 'l', [V(r, b=True), T(('  ' + r.unit) if r.unit else '')])]
            if i < len(refs):
                segs.append((100, 'l', T(refs[i], size=8)))
            rows.append(Row(segs, h=4.3))
        out = [Lines(rows)]
        if note:
            out.append(Para(note, fs=7.4, lh=3.3, i=True))
        out.append(HR(0.2, '#888888', 1.3))
        return out

    vd = R('VDRL', 'Reagin Ab', '5292-8', 'Reagente', '')
    vdt = R('Título', 'Reagin Ab titer', '50690-7', '1:8', '')
    trp = R('ANTICORPOS ANTI-TREPONEMA PALLIDUM (TESTE TREPONÊMICO)', 'Treponema pallidum Ab', '24110-9', 'Reagente', '')
    hiv = R('HIV 1/2 – ANTÍGENO P24 E ANTICORPOS (4ª GERAÇÃO)', 'HIV 1+2 Ab + HIV1 p24 Ag', '56888-1', 'Não reagente', '')
    hbs = R('HBsAg', 'Hepatitis B virus surface Ag', '5196-1', 'Não reagente', '', ['5195-3'])
    ahbs = R('Anti-HBs', 'Hepatitis B virus surface Ab', '16935-9', '128,4', 'mUI/mL', ['5193-8'])
    hbc = R('Anti-HBc total', 'Hepatitis B virus core Ab', '16933-4', 'Não reagente', '')
    hcv = R('ANTI-HCV', 'Hepatitis C virus Ab', '13955-0', 'Não reagente', '', ['16128-1'])
    htlv = R('ANTI-HTLV I/II', 'HTLV I+II Ab', '7942-6', 'Não reagente', '')
    txg = R('IgG', 'Toxoplasma gondii IgG Ab', '5388-4', '86,2', 'UI/mL')
    txm = R('IgM', 'Toxoplasma gondii IgM Ab', '25542-2', 'Não reagente', '')
    rub = R('IgG', 'Rubella virus IgG Ab', '5334-8', '42,7', 'UI/mL')
    abo = R('Grupo sanguíneo (ABO)', 'ABO group', '883-9', 'O', '')
    rh = R('Fator Rh (D)', 'Rh type', '10331-7', 'Positivo', '')
    pai = R('PESQUISA DE ANTICORPOS IRREGULARES (COOMBS INDIRETO)', 'Blood group antibody screen', '890-4', 'Negativo', '')
    # result names printed as block titles where they coincide
    p1 = []
    p1 += exam('SÍFILIS – TESTE NÃO TREPONÊMICO', 'Soro', 'Floculação – VDRL (Wiener)',
               [('VDRL', vd), ('Título', vdt)], ['Valor de referência: Não reagente', 'Diluições testadas até 1:64'],
               note='Nota: títulos iguais ou inferiores a 1:2 podem representar cicatriz sorológica; resultado anterior (15/08/2024): 1:32.')
    p1 += exam(trp.name, 'Soro', 'Quimioluminescência (CMIA)',
               [('Resultado:', trp)], ['Valor de referência: Não reagente'],
               note='Índice de corte do kit: 1,00 S/CO. Amostra reagente confirmada em segunda determinação.')
    p1 += exam(hiv.name, 'Soro', 'Quimioluminescência (CMIA)', [('Resultado:', hiv)], ['Valor de referência: Não reagente'],
               note='Conforme Portaria SVS/MS nº 29/2013, amostra não reagente dispensa etapa complementar.')
    p1 += exam('HEPATITE B – MARCADORES SOROLÓGICOS', 'Soro', 'Quimioluminescência (CMIA)',
               [('HBsAg', hbs), ('Anti-HBs', ahbs), ('Anti-HBc total', hbc)],
               ['Referência HBsAg: Não reagente', 'Anti-HBs: superior a 10,0 mUI/mL: imune', 'Referência Anti-HBc: Não reagente'])
    p2 = []
    p2 += exam(hcv.name, 'Soro', 'Quimioluminescência (CMIA)', [('Resultado:', hcv)], ['Valor de referência: Não reagente'])
    p2 += exam(htlv.name, 'Soro', 'Quimioluminescência (CMIA)', [('Resultado:', htlv)], ['Valor de referência: Não reagente'])
    p2 += exam('TOXOPLASMOSE – ANTICORPOS IgG E IgM', 'Soro', 'Quimioluminescência (CMIA)', [('IgG', txg), ('IgM', txm)],
               ['IgG: Não reagente: inferior a 1,6 UI/mL', 'Reagente: igual ou superior a 3,0 UI/mL', 'IgM: Não reagente'],
               note='Obs.: IgG reagente com IgM não reagente sugere infecção pregressa. Avidez de IgG não solicitada.')
    p2 += exam('RUBÉOLA – ANTICORPOS IgG', 'Soro', 'Quimioluminescência (CMIA)', [('IgG', rub)],
               ['Não reagente: inferior a 5,0 UI/mL', 'Reagente: igual ou superior a 10,0 UI/mL'])
    p2 += exam('IMUNO-HEMATOLOGIA', 'Sangue total (EDTA)', 'Hemaglutinação em gel',
               [('Grupo sanguíneo (ABO)', abo), ('Fator Rh (D)', rh)], [], vx=52)
    p2 += exam(pai.name, 'Sangue total (EDTA)', 'Hemaglutinação em gel – painel de 3 hemácias', [('Resultado:', pai)],
               ['Valor de referência: Negativo'])
    rep.pages = [p1, p2]
    return rep



# =====================================================================================  i03
def i03():
    rep = Report('i03', 'Vitalis Diagnósticos – Unidade Batel (Curitiba/PR)', '2025-02-18', font='lsans', fs=8.8,
                 margins=(10, 13, 10, 13), color='#1a1a1a')
    W = rep.width
    teal = '#0b6e69'

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('vitalis', b=True, size=20, color=teal)), (W, 'r', T('Laudo de exames laboratoriais', size=8.5, color=teal))], h=8),
                       Row([(0, 'l', T('DIAGNÓSTICOS', size=8, color=teal, b=True)),
                            (W, 'r', T('Av. Vicente Machado, 1180 – Batel – Curitiba/PR – (41) 3000-5522', size=7.2))], h=3.8)]),
                HR(0.8, teal, 1.2),
                Table([('', 28, 'l'), ('', 78, 'l'), ('', 30, 'l'), ('', W - 136, 'l')],
                      [[T('Cliente', b=True), 'ANDERSON LUIZ KOWALSKI', T('Ordem de serviço', b=True), '1802-77431'],
                       [T('Nascimento', b=True), '09/05/1977 (47 anos)', T('Sexo', b=True), 'Masculino'],
                       [T('Médico', b=True), 'Dra. Helena Wosniak – CRM-PR 24.518', T('Data de coleta', b=True), '18/02/2025 07:05'],
                       [T('Convênio', b=True), 'Unimed Curitiba', T('Emissão', b=True), '19/02/2025 14:37']],
                      header=False, grid='none', lh=3.6, pad=0.35, fs=8.2),
                HR(0.3, '#999999', 0.8)]

    def footer(pg, n):
        return [HR(0.4, teal, 0.8),
                Lines([Row([(0, 'l', T('Responsável técnico: Dr. Marcelo Zanetti – CRF-PR 11.903 | CNES 6628451', size=7)),
                            (W, 'r', T('Página %d de %d' % (pg, n), size=7.5, b=True))], h=3.3),
                       Row([(0, 'l', T('Laudo assinado digitalmente (ICP-Brasil). A interpretação dos resultados é ato médico.', size=7))], h=3.3)])]
    rep.header, rep.footer = header, footer
    cols = [('Exame', 50, 'l'), ('Resultado', 22, 'r'), ('', 6, 'c'), ('Unidade', 24, 'l'), ('Valores de referência', W - 102, 'l')]
    tb = dict(grid='none', zebra='#e8f3f2', head_bg=None, lh=3.7, pad=0.6, rule_color=teal, head_color=teal, section_bg=None)

    def row(r, ref):
        return [r.name, V(r, showflag=False, bold_flag=True), T(r.flag, b=True), r.unit, ref]

    ct, hdl, tg = 232, 41, 186
    ldl = ct - hdl - tg / 5
    a1c = 6.1
    glu = R('Glicose de jejum', 'Glucose (fasting)', '1558-6', '108', 'mg/dL', ['2345-7'], flag='↑')
    rows1 = [Section(T('METABOLISMO GLICÍDICO', color=teal)), row(glu, 'Normal: 70 a 99\nGlicemia de jejum alterada: 100 a 125\nDiabetes: ≥ 126'),
             row(R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', brn(a1c, 1), '%', ['17856-6'], flag='↑'),
                 'Normal: < 5,7\nPré-diabetes: 5,7 a 6,4\nDiabetes: ≥ 6,5'),
             row(R('Glicose média estimada', 'Estimated average glucose', '27353-2', brn(28.7 * a1c - 46.7, 0), 'mg/dL'), 'Não se aplica'),
             row(R('Insulina', 'Insulin', '20448-7', '14,2', 'µUI/mL'), '2,6 a 24,9'),
             Section(T('PERFIL LIPÍDICO', color=teal)),
             row(R('Colesterol total', 'Cholesterol', '2093-3', str(ct), 'mg/dL', flag='↑'), 'Desejável: < 190'),
             row(R('HDL-colesterol', 'HDL cholesterol', '2085-9', str(hdl), 'mg/dL'), 'Desejável: > 40'),
             row(R('Triglicerídeos', 'Triglyceride', '2571-8', str(tg), 'mg/dL', flag='↑'), 'Desejável: < 150 (jejum)\nDesejável: < 175 (sem jejum)'),
             row(R('LDL-colesterol (Friedewald)', 'LDL cholesterol (calculated)', '13457-7', brn(ldl, 0), 'mg/dL', flag='↑'),
                 'Baixo risco: < 130\nRisco intermediário: < 100\nAlto risco: < 70\nMuito alto risco: < 50'),
             row(R('VLDL-colesterol', 'VLDL cholesterol (calculated)', '13458-5', brn(tg / 5, 0), 'mg/dL'), 'Não se aplica'),
             row(R('Colesterol não-HDL', 'Non-HDL cholesterol', '43396-1', str(ct - hdl), 'mg/dL', flag='↑'),
                 'Baixo risco: < 160\nRisco intermediário: < 130\nAlto risco: < 100'),
             Section(T('FUNÇÃO RENAL E METABÓLITOS', color=teal)),
             row(R('Creatinina', 'Creatinine', '2160-0', '1,08', 'mg/dL'), '0,70 a 1,20'),
             row(R('TFG estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8', '85', 'mL/min/1,73m²', ['62238-1']), 'Superior a 60'),
             row(R('Ácido úrico', 'Urate', '3084-1', '7,4', 'mg/dL', flag='↑'), 'Homens: 3,4 a 7,0\nMulheres: 2,4 a 5,7'),
             row(R('Magnésio', 'Magnesium', '19123-9', '2,1', 'mg/dL'), '1,6 a 2,6'),
             row(R('Proteína C reativa ultrassensível', 'C reactive protein (high sensitivity)', '30522-7', '2,8', 'mg/L'),
                 'Risco cardiovascular:\nBaixo: < 1,0\nMédio: 1,0 a 3,0\nAlto: > 3,0')]
    iron, tibc = 96, 318
    rows2 = [Section(T('TIREOIDE', color=teal)),
             row(R('TSH – Hormônio tireoestimulante', 'Thyrotropin', '3016-3', '1,92', 'µUI/mL'), '0,27 a 4,20'),
             row(R('T4 livre', 'Thyroxine free', '3024-7', '1,21', 'ng/dL'), '0,93 a 1,70'),
             Section(T('VITAMINAS', color=teal)),
             row(R('25-hidroxivitamina D', '25-hydroxyvitamin D2+D3', '62292-8', '23,4', 'ng/mL', ['1989-3']),
                 'População saudável (até 60 anos): > 20\nGrupos de risco: 30 a 60\nRisco de toxicidade: > 100'),
             row(R('Vitamina B12', 'Cobalamin', '2132-9', '312', 'pg/mL'), '197 a 771'),
             row(R('Ácido fólico', 'Folate', '2284-8', '9,8', 'ng/mL'), 'Superior a 3,9'),
             Section(T('METABOLISMO DO FERRO', color=teal)),
             row(R('Ferro sérico', 'Iron', '2498-4', str(iron), 'µg/dL'), 'Homens: 65 a 175\nMulheres: 50 a 170'),
             row(R('Capacidade total de ligação do ferro', 'Iron binding capacity', '2500-7', str(tibc), 'µg/dL'), '250 a 450'),
             row(R('Índice de saturação da transferrina', 'Iron saturation', '2502-3', brn(iron / tibc * 100, 1), '%'), '20,0 a 50,0'),
             row(R('Ferritina', 'Ferritin', '2276-4', '182', 'ng/mL'), 'Homens: 30 a 400\nMulheres: 13 a 150')]
    note = ('Notas: 1) LDL calculado pela equação de Friedewald (válida para triglicerídeos até 400 mg/dL). '
            '2) Classificação de risco conforme Atualização da Diretriz Brasileira de Dislipidemias (SBC, 2017). '
            '3) Glicose média estimada calculada a partir da HbA1c (ADAG): 28,7 × HbA1c − 46,7.')
    rep.pages = [[Spacer(1), Table(cols, rows1, **tb), Spacer(2), Para('↑ Acima do valor de referência   ↓ Abaixo do valor de referência', fs=7, lh=3.2, i=True)],
                 [Spacer(1), Table(cols, rows2, **tb), Spacer(3), Para(note, fs=7.3, lh=3.3)]]
    return rep


# =====================================================================================  i04
def i04():
    rep = Report('i04', 'Hospital Regional Norte – UTI Adulto 2 (Sobral/CE)', '2025-02-03', font='lsans', fs=8.4,
                 orientation='L', margins=(9, 12, 9, 12))
    W = rep.width
    dates = [('2025-01-31', '31/01/25\n06:00'), ('2025-02-01', '01/02/25\n06:10'), ('2025-02-02', '02/02/25\n05:50'),
             ('2025-02-03', '03/02/25\n06:05')]

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('HOSPITAL REGIONAL NORTE – SOBRAL/CE', b=True, size=11)),
                            (W, 'r', T('Relatório cumulativo de exames laboratoriais', b=True, size=10))], h=5.5),
                       Row([(0, 'l', T('Serviço de Patologia Clínica – CNES 7023123 – Av. John Sanford, 1505', size=7.5)),
                            (W, 'r', T('Período: 31/01/2025 a 03/02/2025', size=8))], h=3.8)]),
                HR(0.4, '#000000', 0.8),
                Lines([Row([(0, 'l', kv('Paciente: ', 'FRANCISCO ERIVALDO MESQUITA PONTE')), (110, 'l', kv('Atendimento: ', '2025012211')),
                            (170, 'l', kv('Setor/Leito: ', 'UTI ADULTO 2 – LEITO 07')), (W, 'r', kv('Nasc.: ', '11/02/1952'))]),
                       Row([(0, 'l', kv('Médico assistente: ', 'Dr. Tibério Aragão Linhares')), (110, 'l', kv('Admissão na UTI: ', '30/01/2025 22:18')),
                            (170, 'l', kv('Convênio: ', 'SUS')), (W, 'r', kv('Impresso em: ', '03/02/2025 11:32 por enf.rsouza'))])], fs=8),
                HR(0.4, '#000000', 0.8)]

    def footer(pg, n):
        return [Lines([Row([(0, 'l', T('H = acima do valor de referência; L = abaixo do valor de referência; — = não realizado. '
                                       'Resultados liberados pelo bioquímico plantonista; valores críticos comunicados à equipe assistente.', size=7)),
                            (W, 'r', T('Pág. %d/%d' % (pg, n), size=7.5, b=True))], h=3.4, ruletop='#000000')])]
    rep.header, rep.footer = header, footer
    data = [
        ('HEMATOLOGIA', None),
        ('Hemoglobina', ('Hemoglobin', '718-7', []), 'g/dL', ['9,8L', '9,1L', '8,7L', '9,4L'], '13,0 – 17,0'),
        ('Leucócitos', ('Leukocytes', '6690-2', ['26464-8']), '/mm³', ['18.400H', '15.900H', '12.300H', '10.100H'], '4.000 – 10.000'),
        ('Plaquetas', ('Platelets', '777-3', ['26515-7']), 'mil/mm³', ['142L', '118L', '109L', '126L'], '150 – 450'),
        ('TP – RNI', ('INR', '6301-6', []), '', ['1,42H', '1,31H', '1,18H', '1,12'], '0,80 – 1,20'),
        ('BIOQUÍMICA', None),
        ('Ureia', ('Urea', '3091-6', []), 'mg/dL', ['88H', '102H', '95H', '76H'], '15 – 45'),
        ('Creatinina', ('Creatinine', '2160-0', []), 'mg/dL', ['2,41H', '2,78H', '2,35H', '1,86H'], '0,70 – 1,20'),
        ('Sódio', ('Sodium', '2951-2', []), 'mmol/L', ['134L', '137', '139', '141'], '136 – 145'),
        ('Potássio', ('Potassium', '2823-3', []), 'mmol/L', ['5,4H', '4,9', '4,2', '3,8'], '3,5 – 5,1'),
        ('Lactato', ('Lactate', '2524-7', ['32693-4']), 'mmol/L', ['3,8H', '2,6H', '1,9', '1,4'], '0,5 – 2,2'),
        ('MARCADORES INFLAMATÓRIOS', None),
        ('Proteína C reativa', ('C reactive protein', '1988-5', []), 'mg/L', ['186H', '212H', '154H', '98H'], 'Inferior a 5,0'),
        ('Procalcitonina', ('Procalcitonin', '33959-8', []), 'ng/mL', ['8,42H', '5,10H', '2,36H', '0,94H'], 'Inferior a 0,50'),
    ]
    cols = [('Exame', 62, 'l'), ('Unidade', 24, 'l')] + [(d[1], 34, 'r') for d in dates] + [('Referência', W - 86 - 136, 'l')]
    rows = []
    for item in data:
        if item[1] is None:
            rows.append(Section(item[0]))
            continue
        name, (an, lc, alts), unit, vals, ref = item
        cells = [name, unit]
        for (iso, _), v in zip(dates, vals):
            if v == '—':
                cells.append('—')
                continue
            flag = v[-1] if v[-1] in 'HL' else ''
            vt = v[:-1] if flag else v
            r = R(name, an, lc, vt, unit, alts, date=iso, flag=flag)
            cells.append(V(r, sep='', bold_flag=True))
        cells.append(ref)
        rows.append(cells)
    t = Table(cols, rows, grid='h', head_bg='#dddddd', lh=3.6, pad=0.75, rule_color='#999999', section_bg='#f0f0f0')
    rep.pages = [[Spacer(1.5), Lines([Row([(0, 'l', T('Amostras: sangue venoso (soro, plasma citratado, EDTA); lactato em sangue arterial colhido em seringa heparinizada.', i=True, size=7.6))], h=4)]),
                  t, Spacer(2.5),
                  Para('Obs.: Valor crítico de potássio em 31/01/25 não se aplica (limite crítico 6,0 mmol/L). Procalcitonina: queda superior a 80% '
                       'do pico sugere resposta ao tratamento antimicrobiano (D4 de meropenem).', fs=7.4, lh=3.3)]]
    return rep


# =====================================================================================  i05
def i05():
    rep = Report('i05', 'Hospital Universitário Guaíba – Serviço de Emergência (Porto Alegre/RS)', '2025-03-14', font='dsans', fs=8.2,
                 margins=(10, 11, 10, 11))
    W = rep.width

    def header(pg, n):
        return [Box([Lines([Row([(0, 'l', T('HOSPITAL UNIVERSITÁRIO GUAÍBA', b=True, size=11, color='#ffffff')),
                                 (W - 3.5, 'r', T('EMERGÊNCIA – LAUDO LABORATORIAL', b=True, size=9, color='#ffffff'))], h=5.5),
                             Row([(0, 'l', T('Serviço de Patologia Clínica – Rua Ramiro Barcelos, 2350 – Porto Alegre/RS', size=7.3, color='#ffffff'))], h=3.6)])],
                    border=None, bg='#7a1f1f', pad=1.5),
                Spacer(1.5),
                Lines([Row([(0, 'l', kv('Paciente: ', 'ROGÉRIO DALL\'AGNOL WEBER')), (105, 'l', kv('Reg.: ', '0.884.215-3')),
                            (150, 'l', kv('Nasc.: ', '02/08/1961'))]),
                       Row([(0, 'l', kv('Local: ', 'Emergência – Sala Vermelha, box 3')), (105, 'l', kv('Admissão: ', '14/03/2025 01:58')),
                            (150, 'l', kv('Sexo: ', 'Masculino'))]),
                       Row([(0, 'l', kv('Solicitante: ', 'Dr. Guilherme Rech – CREMERS 31.224')), (105, 'l', kv('Coleta: ', '14/03/2025 02:47')),
                            (150, 'l', kv('Emissão: ', '14/03/2025 06:31'))])], fs=8),
                HR(0.4, '#7a1f1f', 1.0)]

    def footer(pg, n):
        return std_footer(['Resultados em unidades do Sistema Internacional (SI). Responsável técnica: Dra. Luciane Bortolini Klein – CRF-RS 9.410 – CNES 2237601.',
                           'Valores críticos comunicados por telefone ao médico solicitante às 03:20. Assinatura eletrônica: 4C7B-0A12-99E1.'],
                          pg, n, pagetxt='Página %d de %d', fs=6.9)
    rep.header, rep.footer = header, footer
    mono = 'dmono'

    def dev(name, r, ref, x2=46):
        segs = [(0, 'l', T(name, font=mono)), (x2, 'r', V(r, sep='', unit='', font=mono, showflag=False)),
                (x2 + 2, 'l', T(r.flag or '', font=mono, b=True)), (x2 + 7, 'l', T(ref, font=mono, size=7.4))]
        return Row(segs, h=4.0)
    gas = [('pH', R('pH', 'pH arterial blood', '2744-1', '7,312', '', flag='L'), '[7,350-7,450]'),
           ('pCO2', R('pCO2', 'pCO2 arterial blood', '2019-8', '48,2', 'mmHg', flag='H'), '[35,0-45,0]'),
           ('pO2', R('pO2', 'pO2 arterial blood', '2703-7', '68,4', 'mmHg', flag='L'), '[80,0-100]'),
           ('sO2', R('sO2', 'Oxygen saturation arterial blood', '2708-6', '91,8', '%', flag='L'), '[95,0-99,0]'),
           ('HCO3-', R('HCO3-', 'Bicarbonate arterial blood', '1960-4', '23,6', 'mmol/L'), '[22,0-26,0]'),
           ('BE(B)', R('BE(B)', 'Base excess arterial blood', '1925-7', '-3,1', 'mmol/L', flag='L'), '[-2,0-+2,0]'),
           ('Lac', R('Lac', 'Lactate blood', '32693-4', '2,9', 'mmol/L', ['2524-7'], flag='H'), '[0,5-1,6]'),
           ('Na+', R('Na+', 'Sodium blood', '2947-0', '136', 'mmol/L'), '[136-145]'),
           ('K+', R('K+', 'Potassium blood', '6298-4', '3,9', 'mmol/L'), '[3,5-5,1]'),
           ('Ca++', R('Ca++', 'Calcium ionized blood', '1994-3', '1,12', 'mmol/L', flag='L'), '[1,15-1,33]'),
           ('Glu', R('Glu', 'Glucose blood', '15074-8', '7,8', 'mmol/L', flag='H'), '[3,9-5,8]')]
    left = [Lines([Row([(0, 'l', T('GASOMETRIA ARTERIAL', b=True, size=9.2))], h=5),
                   Row([(0, 'l', T('Analisador: ABL-800 Flex  nº série 2214', size=7.3, i=True))], h=3.6),
                   Row([(0, 'l', T('Amostra: sangue arterial  FiO2: 40%  T: 37,0 °C', size=7.3, i=True))], h=3.6),
                   Row([(0, 'l', T('--------------------------------------', font=mono, size=7.4))], h=3.2)]
                  + [dev(n, r, ref) for n, r, ref in gas]
                  + [Row([(0, 'l', T('--------------------------------------', font=mono, size=7.4))], h=3.2)], fs=8)]
    cols = [('Exame', 33, 'l'), ('Resultado', 19, 'r'), ('Unidade', 15, 'l'), ('Referência', 22, 'l')]
    tb = dict(grid='h', head_bg='#f1e4e4', lh=3.55, pad=0.55, fs=7.8, rule_color='#b9a0a0', section_bg='#f7f0f0')
    rr = lambda *a, **k: R(*a, **k)
    trop1 = rr('Troponina I us (0h)', 'Troponin I.cardiac (high sensitivity)', '89579-7', '312', 'ng/L', flag='↑')
    trop2 = rr('Troponina I us (3h)', 'Troponin I.cardiac (high sensitivity)', '89579-7', '845', 'ng/L', flag='↑')
    right_rows = [Section('BIOQUÍMICA – SORO'),
                  ['Glicose', V(rr('Glicose', 'Glucose', '14749-6', '8,1', 'mmol/L', flag='↑')), 'mmol/L', '3,9 – 5,5'],
                  ['Ureia', V(rr('Ureia', 'Urea', '22664-7', '9,8', 'mmol/L', flag='↑')), 'mmol/L', '2,5 – 7,1'],
                  ['Creatinina', V(rr('Creatinina', 'Creatinine', '14682-9', '124', 'µmol/L', flag='↑')), 'µmol/L', '62 – 106'],
                  ['Sódio', V(rr('Sódio', 'Sodium', '2951-2', '137', 'mmol/L')), 'mmol/L', '136 – 145'],
                  ['Potássio', V(rr('Potássio', 'Potassium', '2823-3', '4,0', 'mmol/L')), 'mmol/L', '3,5 – 5,1'],
                  ['Cloreto', V(rr('Cloreto', 'Chloride', '2075-0', '103', 'mmol/L')), 'mmol/L', '98 – 107'],
                  Section('MARCADORES CARDÍACOS'),
                  [trop1.name, V(trop1), 'ng/L', '≤ 26'],
                  [trop2.name, V(trop2), 'ng/L', '≤ 26'],
                  ['CK-MB massa', V(rr('CK-MB massa', 'Creatine kinase.MB', '13969-1', '18,6', 'µg/L', flag='↑')), 'µg/L', '< 5,0'],
                  ['NT-proBNP', V(rr('NT-proBNP', 'NT-proBNP', '33762-6', '1.840', 'ng/L', flag='↑')), 'ng/L', '< 125'],
                  ['D-dímero', V(rr('D-dímero', 'Fibrin D-dimer FEU', '48065-7', '0,38', 'mg/L FEU')), 'mg/L FEU', '< 0,50']]
    right = [Lines([Row([(0, 'l', T('BIOQUÍMICA E MARCADORES (SI)', b=True, size=9.2))], h=5)]),
             Table(cols, right_rows, **tb),
             Para('Troponina 3h: Dt.Col. 14/03/2025 05:52. Delta 0h–3h: +533 ng/L.', fs=7, lh=3.2, i=True)]
    two = Cols([(82, left), (W - 82 - 5, right)], gap=5, divider=True)
    hb, wbc, plt = 142, 11.8, 236
    cols3 = [('Exame', 50, 'l'), ('Resultado', 24, 'r'), ('Unidade', 24, 'l'), ('Referência', 40, 'l'), ('Método', W - 138, 'l')]
    coag = [Section('HEMOGRAMA (SI)'),
            ['Hemoglobina', V(rr('Hemoglobina', 'Hemoglobin', '718-7', str(hb), 'g/L')), 'g/L', '130 – 175', 'Sysmex XN-1000'],
            ['Leucócitos', V(rr('Leucócitos', 'Leukocytes', '6690-2', brn(wbc, 1), '×10⁹/L', ['26464-8'], flag='↑')), '×10⁹/L', '4,0 – 10,0', 'Citometria de fluxo'],
            ['Neutrófilos', V(rr('Neutrófilos', 'Neutrophils (absolute)', '751-8', '9,4', '×10⁹/L', ['26499-4'], flag='↑')), '×10⁹/L', '1,8 – 7,5', 'Citometria de fluxo'],
            ['Plaquetas', V(rr('Plaquetas', 'Platelets', '777-3', str(plt), '×10⁹/L', ['26515-7'])), '×10⁹/L', '150 – 400', 'Impedância'],
            Section('COAGULAÇÃO – PLASMA CITRATADO'),
            ['Tempo de protrombina', V(rr('Tempo de protrombina', 'Prothrombin time', '5902-2', '13,8', 's')), 's', '11,0 – 14,5', 'Coagulométrico'],
            ['Atividade de protrombina', V(rr('Atividade de protrombina', 'Prothrombin time actual/normal', '5894-1', '82', '%')), '%', '70 – 120', 'Calculado'],
            ['RNI', V(rr('RNI', 'INR', '6301-6', '1,12', '')), '', '0,80 – 1,20', 'Calculado (ISI 1,02)'],
            ['TTPa', V(rr('TTPa', 'aPTT', '14979-9', '31,2', 's', ['3173-2'])), 's', '25,0 – 36,0', 'Coagulométrico'],
            ['Fibrinogênio', V(rr('Fibrinogênio', 'Fibrinogen', '3255-7', '3,6', 'g/L')), 'g/L', '2,0 – 4,0', 'Clauss']]
    bottom = [Spacer(3), Table(cols3, coag, **dict(tb, fs=8.0)), Spacer(2),
              Para('Nota: delta de troponina acima de 50% em 3 horas. Amostra de coagulação com hematócrito de 0,42 L/L (dentro do intervalo '
                   'aceitável para proporção citrato/sangue 1:9).', fs=7.2, lh=3.3)]
    rep.pages = [[two] + bottom]
    return rep


# =====================================================================================  i06
def i06():
    rep = Report('i06', 'Laboratório São Lucas Ltda (Montes Claros/MG)', '2025-01-21', font='lmono', fs=8.6,
                 margins=(12, 14, 10, 16))
    W = rep.width

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('LABORATORIO SAO LUCAS LTDA', b=True)), (W, 'r', T('PAG: %02d/%02d' % (pg, n)))], h=4.0),
                       Row([(0, 'l', T('R. DR. SANTOS, 318 - CENTRO - MONTES CLAROS/MG - FONE (38) 3221-0000'))], h=4.0),
                       Row([(0, 'l', T('=' * 84))], h=3.6),
                       Row([(0, 'l', T('PACIENTE: SEBASTIAO ALVES DE OLIVEIRA')), (118, 'l', T('DT.NASC.: 03/03/1959'))], h=4.0),
                       Row([(0, 'l', T('MEDICO..: DR. OTAVIO PRATES - CRM 22.817')), (118, 'l', T('SEXO....: MASC'))], h=4.0),
                       Row([(0, 'l', T('CONVENIO: PARTICULAR          PEDIDO: 071.402')), (118, 'l', T('DT.COL..: 21/01/25'))], h=4.0),
                       Row([(0, 'l', T('=' * 84))], h=3.6)])]

    def footer(pg, n):
        return [Lines([Row([(0, 'l', T('-' * 84))], h=3.6),
                       Row([(0, 'l', T('RESP. TECNICO: FARM. BIOQ. ANTONIO CESAR VELOSO - CRF-MG 4.117', size=7.8))], h=3.6),
                       Row([(0, 'l', T('DT.IMPR.: 23/01/25 10:14    ENTREGA: 23/01/25    CNES 2149184', size=7.8))], h=3.6)])]
    rep.header, rep.footer = header, footer

    def lead(name, r, ref='', w=26):
        label = (name + ' ').ljust(w, '.') + ': '
        return Row([(0, 'l', [T(label), V(r, sep=' '), T((' ' + r.unit) if r.unit else '')]), (100, 'l', T(ref))], h=4.0)

    def title(t):
        return Row([(0, 'l', T(t, b=True))], h=5.0)
    bio = [('GLICOSE', R('GLICOSE', 'Glucose', '2345-7', '92', 'MG/DL', ['1558-6']), 'VR: 70 A 99 MG/DL'),
           ('UREIA', R('UREIA', 'Urea', '3091-6', '28', 'MG/DL'), 'VR: 15 A 45 MG/DL'),
           ('CREATININA', R('CREATININA', 'Creatinine', '2160-0', '0,84', 'MG/DL'), 'VR: 0,70 A 1,30 MG/DL'),
           ('ACIDO URICO', R('ACIDO URICO', 'Urate', '3084-1', '4,2', 'MG/DL'), 'VR: 3,4 A 7,0 MG/DL'),
           ('TGO', R('TGO', 'Aspartate aminotransferase', '1920-8', '19', 'U/L'), 'VR: ATE 40 U/L'),
           ('TGP', R('TGP', 'Alanine aminotransferase', '1742-6', '16', 'U/L'), 'VR: ATE 41 U/L'),
           ('FOSFATASE ALCALINA', R('FOSFATASE ALCALINA', 'Alkaline phosphatase', '6768-6', '72', 'U/L'), 'VR: 40 A 129 U/L'),
           ('BILIRRUBINA TOTAL', R('BILIRRUBINA TOTAL', 'Bilirubin total', '1975-2', '0,62', 'MG/DL'), 'VR: ATE 1,20 MG/DL'),
           ('BILIRRUBINA DIRETA', R('BILIRRUBINA DIRETA', 'Bilirubin direct', '1968-7', '0,18', 'MG/DL'), 'VR: ATE 0,30 MG/DL'),
           ('BILIRRUBINA INDIRETA', R('BILIRRUBINA INDIRETA', 'Bilirubin indirect', '1971-1', '0,44', 'MG/DL'), 'VR: ATE 0,90 MG/DL')]
    rows = [title('BIOQUIMICA - SORO')] + [lead(n, r, ref) for n, r, ref in bio]
    rows += [Row([(0, 'l', T('METODO: ENZIMATICO COLORIMETRICO AUTOMATIZADO (BS-200)', size=7.8))], h=4.0), Row([], h=2.5)]
    eas = [('COR', R('COR', 'Color of Urine', '5778-6', 'AMARELO CITRINO'), 'AMARELO CITRINO'),
           ('ASPECTO', R('ASPECTO', 'Appearance of Urine', '5767-9', 'LIMPIDO'), 'LIMPIDO'),
           ('DENSIDADE', R('DENSIDADE', 'Specific gravity of Urine by Test strip', '5811-5', '1,020'), '1,005 A 1,030'),
           ('PH', R('PH', 'pH of Urine by Test strip', '5803-2', '6,0'), '5,0 A 7,0'),
           ('PROTEINAS', R('PROTEINAS', 'Protein [Presence] in Urine by Test strip', '20454-5', 'NEGATIVO'), 'NEGATIVO'),
           ('GLICOSE', R('GLICOSE', 'Glucose [Presence] in Urine by Test strip', '25428-4', 'NEGATIVO'), 'NEGATIVO'),
           ('CORPOS CETONICOS', R('CORPOS CETONICOS', 'Ketones [Presence] in Urine by Test strip', '2514-8', 'NEGATIVO'), 'NEGATIVO'),
           ('HEMOGLOBINA', R('HEMOGLOBINA', 'Hemoglobin [Presence] in Urine by Test strip', '5794-3', 'TRACOS', flag='*'), 'NEGATIVO'),
           ('BILIRRUBINA', R('BILIRRUBINA', 'Bilirubin [Presence] in Urine by Test strip', '5770-3', 'NEGATIVO'), 'NEGATIVO'),
           ('NITRITO', R('NITRITO', 'Nitrite [Presence] in Urine by Test strip', '5802-4', 'NEGATIVO'), 'NEGATIVO'),
           ('LEUCOCITOS', R('LEUCOCITOS', 'Leukocytes [#/area] in Urine sediment by Microscopy high power field', '5821-4', '3 A 5', 'P/CAMPO'), 'ATE 5 P/CAMPO'),
           ('HEMACIAS', R('HEMACIAS', 'Erythrocytes [#/area] in Urine sediment by Microscopy high power field', '13945-1', '4 A 6', 'P/CAMPO', flag='*'), 'ATE 3 P/CAMPO')]
    rows2 = [title('URINA TIPO I (EAS)'),
             Row([(0, 'l', T('MATERIAL: URINA - 1A MICCAO   DT.COL.: 21/01/25   HORA: 06:40', size=7.8))], h=4.0),
             Row([(0, 'l', T('EXAME FISICO', b=True))], h=4.4)]
    for i, (n, r, ref) in enumerate(eas):
        if i == 4:
            rows2.append(Row([(0, 'l', T('EXAME QUIMICO (TIRA REAGENTE)', b=True))], h=4.4))
        if i == 10:
            rows2.append(Row([(0, 'l', T('SEDIMENTOSCOPIA (400X)', b=True))], h=4.4))
        rows2.append(lead(n, r, 'VR: ' + ref))
    rows2.append(Row([(0, 'l', T('(*) RESULTADO ALTERADO', size=7.8))], h=4.0))
    par = R('RESULTADO', 'Ova and parasites identified in Stool by Light microscopy', '10704-5', 'CISTOS DE GIARDIA LAMBLIA', date='2025-01-20')
    rows3 = [Row([], h=2.5), title('PARASITOLOGICO DE FEZES'),
             Row([(0, 'l', T('MATERIAL: FEZES   DT.COL.: 20/01/25   METODO: HOFFMAN, PONS E JANER (SEDIMENTACAO)', size=7.8))], h=4.0),
             lead('RESULTADO', par),
             Row([(0, 'l', T('OBS.: AMOSTRA UNICA. RECOMENDA-SE EXAME EM 3 AMOSTRAS COLHIDAS EM DIAS ALTERNADOS.', size=7.8))], h=4.0)]
    rep.pages = [[Lines(rows)], [Lines(rows2 + rows3)]]
    return rep


# =====================================================================================  i07
def i07():
    rep = Report('i07', 'Laboratório Amazônia de Análises Clínicas (Belém/PA)', '2025-03-12', font='lserif', fs=9.0,
                 margins=(11, 14, 10, 14))
    W = rep.width
    green = '#2f5d2f'

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('Laboratório Amazônia', b=True, size=16, color=green)),
                            (W, 'r', T('Análises Clínicas • Microbiologia', i=True, size=9, color=green))], h=7.5),
                       Row([(0, 'l', T('Trav. Padre Eutíquio, 2077 – Batista Campos – Belém/PA – CNES 5531228', size=7.5))], h=3.8)]),
                HR(1.0, green, 1.0),
                Table([('', 88, 'l'), ('', W - 88, 'l')],
                      [[kv('Nome: ', 'Raimunda Nonata Pinheiro Cardoso'), kv('Idade: ', '38 anos (nasc. 21/06/1986)')],
                       [kv('Requisitante: ', 'Dra. Lívia Baía Monteiro – CRM-PA 9.337'), kv('Data da coleta ', '12.03.25  06:55')],
                       [kv('Atendimento: ', '3120-0458'), kv('Liberado em: ', '15/03/2025 11:20')]],
                      header=False, grid='none', lh=3.8, pad=0.3, fs=8.5),
                HR(0.3, green, 0.8)]

    def footer(pg, n):
        return std_footer(['Responsável técnico: Dr. Edivaldo Sarmento Lobato – CRBM 4ª Região nº 2.206. Laudo conferido e assinado eletronicamente.',
                           'Este laudo só tem validade na íntegra. Amostras de urina conservadas por 48 h após a liberação.'],
                          pg, n, fs=7, pagetxt='Página %d de %d')
    rep.header, rep.footer = header, footer
    cols = [('Análise', 52, 'l'), ('Resultado', 36, 'l'), ('Unidade', 20, 'l'), ('Valor de referência', W - 108, 'l')]
    tb = dict(grid='h', head_bg='#e3ece3', lh=3.8, pad=0.55, rule_color='#9fb59f', section_bg='#f2f6f2')

    def row(r, ref):
        return [r.name, V(r, bold_flag=True, sep=' '), r.unit, ref]
    eas = [Section('EXAME FÍSICO'),
           row(R('Cor', 'Color of Urine', '5778-6', 'Amarelo'), 'Amarelo citrino'),
           row(R('Aspecto', 'Appearance of Urine', '5767-9', 'Turvo', flag='(+)'), 'Límpido'),
           row(R('Densidade', 'Specific gravity of Urine by Test strip', '5811-5', '1,015'), '1,005 a 1,030'),
           Section('EXAME QUÍMICO (TIRA REAGENTE)'),
           row(R('pH', 'pH of Urine by Test strip', '5803-2', '6,5'), '5,0 a 7,0'),
           row(R('Proteínas', 'Protein [Presence] in Urine by Test strip', '20454-5', 'Traços'), 'Negativo'),
           row(R('Nitrito', 'Nitrite [Presence] in Urine by Test strip', '5802-4', 'Positivo', flag='(+)'), 'Negativo'),
           row(R('Esterase leucocitária', 'Leukocyte esterase [Presence] in Urine by Test strip', '5799-2', 'Positivo', flag='(+)'), 'Negativo'),
           Section('SEDIMENTO QUANTITATIVO (CITOMETRIA DE FLUXO – UF-5000)'),
           row(R('Leucócitos', 'Leukocytes [#/volume] in Urine sediment by Automated count', '46702-7', '48.000', '/mL', ['30405-5'], flag='(+)'),
               'Até 10.000 /mL'),
           row(R('Hemácias', 'Erythrocytes [#/volume] in Urine sediment by Automated count', '46419-8', '9.000', '/mL', ['30391-7']), 'Até 10.000 /mL'),
           row(R('Bactérias', 'Bacteria [Presence] in Urine sediment', '', 'Numerosas'), 'Ausentes'),
           ]
    eas.pop()  # bacteria by sediment: no LOINC confirmed -> not printed
    eas.append(['Muco', T('Ausente'), '', 'Ausente'])
    t1 = Table(cols, eas, **tb)
    org = R('Microrganismo isolado', 'Bacteria identified in Urine by Culture', '630-4', 'Escherichia coli')
    cc = R('Contagem de colônias', 'Colony count [#/volume] in Urine by Culture', '19090-0', 'superior a 100.000', 'UFC/mL')
    cult = Lines([Row([(0, 'l', T('UROCULTURA COM ANTIBIOGRAMA', b=True, size=10, color=green))], h=5.5),
                  Row([(0, 'l', T('Material: urina de jato médio, 1ª micção. Método: semeadura quantitativa em ágar CLED e cromogênico; '
                                  'identificação e TSA por VITEK 2.', size=7.8, i=True))], h=4),
                  Row([(0, 'l', T('Microrganismo isolado:', b=True)), (50, 'l', V(org, b=True))], h=4.6),
                  Row([(0, 'l', T('Contagem de colônias:', b=True)), (50, 'l', [V(cc, b=True), T(' ' + cc.unit)])], h=4.6),
                  Row([(0, 'l', T('Início da cultura: 12/03/2025 09:30 – Leitura final: 14/03/2025 10:05', size=7.8))], h=4.2)])
    atb = [('Ampicilina', 'Ampicillin', '18864-9', 'R'), ('Amoxicilina + ácido clavulânico', 'Amoxicillin+Clavulanate', '18862-3', 'S'),
           ('Ceftriaxona', 'Ceftriaxone', '18895-3', 'S'),
           ('Cefepima', 'Cefepime', '18879-7', 'S'), ('Ertapenem', 'Ertapenem', '35802-8', 'S'),
           ('Ciprofloxacino', 'Ciprofloxacin', '18906-8', 'R'), ('Levofloxacino', 'Levofloxacin', '20629-2', 'R'),
           ('Gentamicina', 'Gentamicin', '18928-2', 'S'), ('Amicacina', 'Amikacin', '18860-7', 'S'),
           ('Nitrofurantoína', 'Nitrofurantoin', '18955-5', 'S'), ('Sulfametoxazol + trimetoprima', 'Trimethoprim+Sulfamethoxazole', '18998-5', 'R')]
    half = len(atb) // 2
    cw = (W - 6) / 2
    colsA = [('Antimicrobiano', cw - 22, 'l'), ('Interpretação', 22, 'c')]

    def atab(items):
        rows = []
        for nm, an, lc, res in items:
            r = R(nm, an + ' [Susceptibility]', lc, res)
            rows.append([nm, V(r, b=(res == 'R'))])
        return Table(colsA, rows, grid='all', head_bg='#e3ece3', lh=3.7, pad=0.5, fs=8.4, rule_color='#7c957c')
    ab = Cols([(cw, [atab(atb[:half])]), (cw, [atab(atb[half:])])], gap=6)
    rep.pages = [[Lines([Row([(0, 'l', T('URINA TIPO 1 (EAS)', b=True, size=10, color=green))], h=5.5)]),
                  Para('Material: urina de jato médio. Data da coleta 12.03.25. Método: tira reagente (leitura automatizada) e citometria de fluxo.',
                       fs=7.8, lh=3.6, i=True), Spacer(1), t1, Spacer(4), cult, Spacer(2),
                  Lines([Row([(0, 'l', T('ANTIBIOGRAMA (TSA) – Escherichia coli', b=True))], h=5)]), ab, Spacer(2),
                  Para('Legenda: S = sensível; I = sensível, aumentando a exposição; R = resistente (BrCAST 2024). Obs.: cepa não produtora de ESBL. '
                       'Nota: contagens inferiores a 10.000 UFC/mL são consideradas sem significado clínico em amostras de jato médio.', fs=7.4, lh=3.4)]]
    return rep


# =====================================================================================  i08
def i08():
    rep = Report('i08', 'Clínica Ocupacional Polo Saúde – SESMT (Camaçari/BA)', '2025-02-25', font='dsans', fs=8.6,
                 margins=(11, 14, 10, 14))
    W = rep.width

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('POLO SAÚDE', b=True, size=14, color='#c05a00')), (40, 'l', T('Medicina e Segurança do Trabalho', size=9)),
                            (W, 'r', T('EXAMES COMPLEMENTARES – PCMSO', b=True, size=9))], h=7),
                       Row([(0, 'l', T('Rua Eixo Urbanístico, 230 – Polo Industrial de Camaçari/BA – CNES 9012487', size=7.3))], h=3.6)]),
                Box([Lines([Row([(0, 'l', kv('Trabalhador: ', 'Edmilson Conceição Bispo')), (110, 'l', kv('Matrícula: ', '77.104'))]),
                            Row([(0, 'l', kv('Empresa: ', 'Petroquímica Recôncavo S.A. – CNPJ 12.345.678/0001-90')), (110, 'l', kv('Função: ', 'Operador de processo'))]),
                            Row([(0, 'l', kv('Nascimento: ', '30/10/1981')), (55, 'l', kv('Exame: ', 'Periódico')),
                                 (110, 'l', kv('Coleta: ', '25/02/2025 07:20'))]),
                            Row([(0, 'l', kv('Riscos (PGR): ', 'benzeno, tolueno, ruído')), (110, 'l', kv('ASO emitido em: ', '28/02/2025'))])],
                           fs=8)], border='#c05a00', pad=1.3),
                Spacer(2)]

    def footer(pg, n):
        return std_footer(['Médico coordenador do PCMSO: Dr. Wagner Souza Pitanga – CRM-BA 15.602. Análises realizadas por laboratório '
                           'de apoio acreditado (CRF-BA 3.881).', 'IBMP = Índice Biológico Máximo Permitido (NR-7, Anexo I). '
                           'Resultados anteriores extraídos do prontuário ocupacional.'], pg, n, fs=6.9, pagetxt='Folha %d/%d')
    rep.header, rep.footer = header, footer

    def block(title, r, ref, prev=None, meth=None):
        """name on one line, result on the line below (indented); previous result with its own date"""
        rows = [Row([(0, 'l', T(title, b=True))], h=4.4, ruletop='#dddddd')]
        segs = [(6, 'l', [T('Resultado: '), V(r, b=True, bold_flag=True), T(' ' + r.unit if r.unit else '')]), (86, 'l', T(ref, size=7.8))]
        rows.append(Row(segs, h=4.2))
        if prev:
            pd, pv = prev
            rp = R(r.name, r.analyte, r.loinc, pv, r.unit, r.alts, date=pd)
            d = '%s/%s/%s' % (pd[8:], pd[5:7], pd[:4])
            rows.append(Row([(6, 'l', [T('Anterior (%s): ' % d, size=7.8, color='#555555'), V(rp, size=7.8, color='#555555'),
                                       T(' ' + r.unit if r.unit else '', size=7.8, color='#555555')])], h=3.9))
        if meth:
            rows.append(Row([(6, 'l', T(meth, size=7.2, i=True))], h=3.6))
        rows.append(Row([], h=1.2))
        return rows
    p = []
    p += [Row([(0, 'l', T('HEMATOLOGIA – monitoramento de exposição a benzeno', b=True, size=9.5, color='#c05a00'))], h=5.5)]
    p += block('Hemoglobina', R('Hemoglobina', 'Hemoglobin', '718-7', '15,1', 'g/dL'), 'VR: 13,5 a 17,5 g/dL', ('2024-08-19', '15,4'))
    p += block('Hematócrito', R('Hematócrito', 'Hematocrit', '4544-3', '44,6', '%', ['20570-8']), 'VR: 39,0 a 50,0 %')
    p += block('Leucócitos totais', R('Leucócitos totais', 'Leukocytes', '6690-2', '6.200', '/mm³', ['26464-8']), 'VR: 4.000 a 10.000 /mm³',
               ('2024-08-19', '6.900'))
    p += block('Neutrófilos', R('Neutrófilos', 'Neutrophils (absolute)', '751-8', '3.410', '/mm³', ['26499-4']), 'VR: 1.800 a 7.000 /mm³',
               ('2024-08-19', '3.930'))
    p += block('Linfócitos', R('Linfócitos', 'Lymphocytes (absolute)', '731-0', '2.170', '/mm³', ['26474-7']), 'VR: 1.000 a 4.500 /mm³')
    p += block('Plaquetas', R('Plaquetas', 'Platelets', '777-3', '228.000', '/mm³', ['26515-7']), 'VR: 150.000 a 450.000 /mm³',
               ('2024-08-19', '241.000'))
    p += [Row([], h=2), Row([(0, 'l', T('BIOQUÍMICA', b=True, size=9.5, color='#c05a00'))], h=5.5)]
    p += block('Glicose de jejum', R('Glicose de jejum', 'Glucose (fasting)', '1558-6', '88', 'mg/dL', ['2345-7']), 'VR: 70 a 99 mg/dL')
    p += block('Creatinina', R('Creatinina', 'Creatinine', '2160-0', '0,97', 'mg/dL'), 'VR: 0,70 a 1,30 mg/dL')
    p += block('TGP (ALT)', R('TGP (ALT)', 'Alanine aminotransferase', '1742-6', '38', 'U/L'), 'VR: até 41 U/L')
    page1 = [Lines(p)]
    q = [Row([(0, 'l', T('INDICADORES BIOLÓGICOS DE EXPOSIÇÃO (NR-7)', b=True, size=9.5, color='#c05a00'))], h=5.5)]
    q += block('Gama-glutamiltransferase', R('Gama-glutamiltransferase', 'Gamma glutamyl transferase', '2324-2', '44', 'U/L'), 'VR: 8 a 61 U/L',
               ('2024-08-19', '52'))
    q += block('Colinesterase plasmática', R('Colinesterase plasmática', 'Cholinesterase', '2098-2', '7.850', 'U/L'), 'VR: 5.320 a 12.920 U/L',
               meth='Método: cinético (butiriltiocolina), 37 °C')
    q += block('Chumbo no sangue', R('Chumbo no sangue', 'Lead [Mass/volume] in Blood', '5671-3', '4,1', 'µg/dL'),
               'VR: inferior a 10,0 µg/dL', ('2024-08-19', '3,8'), meth='Método: espectrometria de absorção atômica (forno de grafite)')
    q += [Row([(0, 'l', T('Obs.: trabalhador com mais de 6 meses na função; próxima coleta prevista para 08/2025 (exame periódico semestral).', size=7.6))], h=4),
          Row([(0, 'l', T('Audiometria realizada em 24/02/2025 – laudo em documento separado.', size=7.6))], h=4)]
    rep.pages = [page1, [Lines(q)]]
    return rep


# =====================================================================================  i09
def i09():
    rep = Report('i09', 'Hemonúcleo Regional do Triângulo (Uberaba/MG)', '2025-03-07', font='lsans', fs=8.8,
                 margins=(12, 13, 12, 13))
    W = rep.width
    red = '#a31515'

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('HEMONÚCLEO REGIONAL DO TRIÂNGULO', b=True, size=13, color=red))], h=6.5),
                       Row([(0, 'l', T('Serviço de Hemoterapia – Triagem laboratorial do doador – Uberaba/MG – CNES 2195437', size=8))], h=4)]),
                HR(0.6, red, 1),
                Table([('', 26, 'l'), ('', 70, 'l'), ('', 34, 'l'), ('', W - 130, 'l')],
                      [[T('Doador', b=True), 'LEANDRO FONSECA DE ARAÚJO', T('Nº da doação', b=True), 'M2025-0307-1184'],
                       [T('Nascimento', b=True), '12/12/1993', T('Data da doação', b=True), '07/03/2025'],
                       [T('Tipo', b=True), 'Repetição (voluntária)', T('Última doação', b=True), '05/11/2024'],
                       [T('Próxima doação', b=True), 'a partir de 05/05/2025', T('Emissão', b=True), '10/03/2025']],
                      header=False, grid='all', lh=3.8, pad=0.5, fs=8.4, rule_color='#c9a0a0'),
                Spacer(3)]

    def footer(pg, n):
        return std_footer(['Resultados liberados conforme Portaria de Consolidação MS nº 5/2017 (Anexo IV) e RDC ANVISA nº 34/2014.',
                           'Responsável técnico: Dra. Beatriz Caetano Rezende – CRM-MG 41.992 (Hematologia e Hemoterapia). Assinado eletronicamente.'],
                          pg, n, fs=7, pagetxt='Página %d de %d')
    rep.header, rep.footer = header, footer
    cw = (W - 8) / 2
    cols = [('Teste', cw - 50, 'l'), ('Resultado', 30, 'l'), ('Unidade', 20, 'l')]
    tb = dict(grid='h', head_bg='#f3dede', lh=3.9, pad=0.7, rule_color='#d8b4b4', section_bg='#faf0f0')

    def row(r):
        return [r.name.replace('|', '\n'), V(r, b=True), r.unit]
    left = [Table(cols, [Section('HEMATOLOGIA (pré-doação)'),
                         row(R('Hemoglobina', 'Hemoglobin', '718-7', '14,6', 'g/dL')),
                         row(R('Hematócrito', 'Hematocrit', '4544-3', '43,2', '%', ['20570-8'])),
                         row(R('Leucócitos', 'Leukocytes', '6690-2', '5.900', '/mm³', ['26464-8'])),
                         row(R('Plaquetas', 'Platelets', '777-3', '251.000', '/mm³', ['26515-7'])),
                         row(R('Ferritina', 'Ferritin', '2276-4', '38', 'ng/mL')),
                         Section('IMUNO-HEMATOLOGIA'),
                         row(R('Grupo ABO', 'ABO group', '883-9', 'A')),
                         row(R('Fator RhD', 'Rh type', '10331-7', 'Negativo')),
                         row(R('Pesquisa de anticorpos|irregulares (PAI)', 'Blood group antibody screen', '890-4', 'Negativa'))], **tb)]
    right = [Table(cols, [Section('SOROLOGIA'),
                          row(R('HBsAg', 'Hepatitis B virus surface Ag', '5196-1', 'Não reagente', '', ['5195-3'])),
                          row(R('Anti-HBc total', 'Hepatitis B virus core Ab', '16933-4', 'Não reagente')),
                          row(R('Anti-HCV', 'Hepatitis C virus Ab', '13955-0', 'Não reagente', '', ['16128-1'])),
                          row(R('HIV 1/2 (Ag/Ac)', 'HIV 1+2 Ab + HIV1 p24 Ag', '56888-1', 'Não reagente')),
                          row(R('Anti-HTLV I/II', 'HTLV I+II Ab', '7942-6', 'Não reagente')),
                          row(R('Sífilis (treponêmico)', 'Treponema pallidum Ab', '24110-9', 'Não reagente')),
                          Section('BIOQUÍMICA'),
                          row(R('ALT (TGP)', 'Alanine aminotransferase', '1742-6', '24', 'U/L'))], **tb)]
    two = Cols([(cw, left), (cw, right)], gap=8)
    rep.pages = [[Lines([Row([(0, 'l', T('RESULTADOS DA TRIAGEM LABORATORIAL', b=True, size=10))], h=5.5),
                         Row([(0, 'l', T('Amostras colhidas no momento da doação (tubos-piloto EDTA e soro). Coluna da esquerda: hematologia e imuno-hematologia; '
                                         'direita: marcadores.', size=7.6, i=True))], h=4)]),
                  Spacer(1), two, Spacer(4),
                  Para('Nota: Fenotipagem RhD negativo confirmada por pesquisa de D fraco (teste da antiglobulina indireto). '
                       'Todos os marcadores sorológicos não reagentes – hemocomponentes liberados para uso (bolsa 1184/25). '
                       'Intervalo mínimo entre doações para homens: 60 dias, máximo de 4 doações em 12 meses.', fs=7.6, lh=3.5),
                  Spacer(3),
                  Para('Testes de ácido nucleico (NAT HIV/HCV/HBV) realizados no Sítio Testador NAT – resultado em laudo próprio.', fs=7.6, lh=3.5, i=True)]]
    return rep


# =====================================================================================  i10
def i10():
    rep = Report('i10', 'Laboratório Rio Negro Medicina Diagnóstica (Manaus/AM)', '2025-01-10', font='dsans', fs=8.6,
                 margins=(11, 15, 10, 15))
    W = rep.width
    blue = '#1d4f7a'

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('RIO NEGRO', b=True, size=15, color=blue)), (34, 'l', T('medicina diagnóstica', size=10, color=blue)),
                            (W, 'r', T('Av. Djalma Batista, 1661 – Chapada – Manaus/AM', size=7.5))], h=7),
                       Row([(W, 'r', T('CNES 3019872 – Resp. técnico: Dra. Socorro Albuquerque Negreiros – CRF-AM 1.904', size=7.2))], h=3.6)]),
                HR(0.6, blue, 0.8),
                Lines([Row([(0, 'l', kv('Paciente: ', 'Thaís Cristina Lasmar Feitosa')), (112, 'l', kv('Nasc.: ', '17/04/1992 (32a)'))]),
                       Row([(0, 'l', kv('Médico: ', 'Dr. Paulo Henrique Tupinambá – CRM-AM 6.118')), (112, 'l', kv('Sexo: ', 'Feminino'))]),
                       Row([(0, 'l', kv('DUM: ', '08/01/2025 (3º dia do ciclo)')), (60, 'l', kv('Coleta: ', '10/01/2025 07:30')),
                            (112, 'l', kv('Laudo: ', '14/01/2025 17:48'))])], fs=8.2),
                HR(0.6, blue, 0.8)]

    def footer(pg, n):
        return std_footer(['Exame realizado conforme protocolos do laboratório. Valores de referência por fase do ciclo menstrual segundo o fabricante '
                           '(Roche Cobas e 801). Assinatura digital: Dra. Socorro Albuquerque Negreiros.'], pg, n, fs=6.9, pagetxt='Página %d de %d')
    rep.header, rep.footer = header, footer

    def exam(title, r, refs, material='Soro', method='Eletroquimioluminescência'):
        r.name = title
        rows = [Row([(0, 'l', T(title, b=True, color=blue))], h=4.6),
                Row([(0, 'l', T('Material: %s – Método: %s' % (material, method), size=7.4, i=True))], h=3.6),
                Row([(0, 'l', T('Resultado:')), (28, 'l', [V(r, b=True, sep=' '), T('  ' + r.unit)])], h=4.4)]
        rows.append(Row([(28, 'l', T('Valores de referência:', size=7.6, b=True))], h=3.6))
        for ln in refs:
            rows.append(Row([(28, 'l', T(ln, size=7.6))], h=3.5))
        rows.append(Row([], h=2.2, rule='#c8d4e0'))
        rows.append(Row([], h=1.5))
        return rows
    g0, g1, g2 = 94, 168, 131
    ogtt = [Row([(0, 'l', T('CURVA GLICÊMICA – TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)', b=True, color=blue))], h=4.6),
            Row([(0, 'l', T('Material: Plasma fluoretado – Método: Hexoquinase – Sobrecarga: 75 g de dextrosol às 07:42', size=7.4, i=True))], h=3.6)]
    gl = [('Glicose – jejum', R('Glicose – jejum', 'Glucose (fasting)', '1558-6', str(g0), 'mg/dL'), '07:30', 'Até 99'),
          ('Glicose – 60 minutos', R('Glicose – 60 minutos', 'Glucose 1h post 75 g glucose', '20438-8', str(g1), 'mg/dL', flag='Alto'), '08:42', 'Até 180'),
          ('Glicose – 120 minutos', R('Glicose – 120 minutos', 'Glucose 2h post 75 g glucose', '1518-0', str(g2), 'mg/dL'), '09:43', 'Até 139')]
    ogtt.append(Row([(0, 'l', T('Tempo', b=True, size=8)), (50, 'l', T('Horário', b=True, size=8)), (95, 'r', T('Resultado', b=True, size=8)),
                     (125, 'l', T('Referência (mg/dL)', b=True, size=8))], h=4.2, rule='#1d4f7a'))
    for nm, r, hora, ref in gl:
        ogtt.append(Row([(0, 'l', T(nm)), (50, 'l', T(hora)), (95, 'r', [V(r, b=True, sep=' '), T(' ' + r.unit)]), (125, 'l', T(ref))], h=4.3))
    ogtt.append(Row([(0, 'l', T('Nota: a dosagem de 60 minutos (168 mg/dL) está acima do ponto de corte de 155 mg/dL proposto pela IDF (2024).', size=7.3))], h=3.8))
    ogtt.append(Row([], h=2.2, rule='#c8d4e0'))
    ogtt.append(Row([], h=1.5))
    a1c = 5.4
    p1 = ogtt
    p1 += exam('INSULINA BASAL', R('Insulina', 'Insulin', '20448-7', '17,9', 'µUI/mL'), ['2,6 a 24,9 µUI/mL'])
    p1 += exam('HEMOGLOBINA GLICADA (HbA1c)', R('Hemoglobina glicada', 'Hemoglobin A1c', '4548-4', brn(a1c, 1), '%', ['17856-6']),
               ['Normal: inferior a 5,7 %', 'Pré-diabetes: 5,7 a 6,4 %', 'Diabetes: igual ou superior a 6,5 %'], material='Sangue total (EDTA)', method='HPLC (Variant II)')
    p1 += [Row([(28, 'l', [T('Glicose média estimada: '), V(R('Glicose média estimada', 'Estimated average glucose', '27353-2',
                                                               brn(28.7 * a1c - 46.7, 0), 'mg/dL'), b=True), T(' mg/dL')])], h=4.3),
           Row([], h=2.2, rule='#c8d4e0'), Row([], h=1.5)]
    p1 += exam('HORMÔNIO FOLÍCULO-ESTIMULANTE (FSH)', R('Hormônio folículo-estimulante (FSH)', 'Follitropin', '15067-2', '6,8', 'mUI/mL'),
               ['Fase folicular: 3,5 a 12,5', 'Pico ovulatório: 4,7 a 21,5', 'Fase lútea: 1,7 a 7,7', 'Pós-menopausa: 25,8 a 134,8'])
    p2 = []
    p2 += exam('HORMÔNIO LUTEINIZANTE (LH)', R('Hormônio luteinizante (LH)', 'Lutropin', '10501-5', '11,9', 'mUI/mL', flag='Alto'),
               ['Fase folicular: 2,4 a 12,6', 'Pico ovulatório: 14,0 a 95,6', 'Fase lútea: 1,0 a 11,4', 'Pós-menopausa: 7,7 a 58,5'])
    p2 += exam('ESTRADIOL', R('Estradiol', 'Estradiol', '2243-4', '48', 'pg/mL'),
               ['Fase folicular: 12,5 a 166', 'Pico ovulatório: 85,8 a 498', 'Fase lútea: 43,8 a 211', 'Pós-menopausa: inferior a 54,7'])
    p2 += exam('PROLACTINA', R('Prolactina', 'Prolactin', '2842-3', '18,4', 'ng/mL'), ['Mulheres não gestantes: 4,8 a 23,3'])
    p2 += exam('TESTOSTERONA TOTAL', R('Testosterona total', 'Testosterone', '2986-8', '62', 'ng/dL', flag='Alto'), ['Mulheres (20 a 49 anos): 8,4 a 48,1'])
    p2 += exam('SULFATO DE DEIDROEPIANDROSTERONA (SDHEA)', R('SDHEA', 'Dehydroepiandrosterone sulfate', '2191-5', '286', 'µg/dL'),
               ['Mulheres 25 a 34 anos: 98,8 a 340'])
    p2 += exam('GONADOTROFINA CORIÔNICA – FRAÇÃO BETA (quantitativa)', R('Beta-hCG', 'Choriogonadotropin.beta subunit', '21198-7', 'inferior a 1,2', 'mUI/mL'),
               ['Não gestantes: inferior a 5,0', 'Indeterminado: 5,0 a 25,0'])
    p1 += exam('TSH ULTRASSENSÍVEL', R('TSH', 'Thyrotropin', '3016-3', '2,41', 'µUI/mL'), ['0,27 a 4,20 µUI/mL'])
    p1 += exam('T4 LIVRE', R('T4 livre', 'Thyroxine free', '3024-7', '1,08', 'ng/dL'), ['0,93 a 1,70 ng/dL'])
    rep.pages = [[Lines(p1)], [Lines(p2)]]
    return rep


# =====================================================================================  i11
def i11():
    rep = Report('i11', 'Hospital Santa Genoveva de Infectologia – Enfermaria B (Goiânia/GO)', '2025-02-22', font='lserif', fs=8.6,
                 orientation='L', margins=(10, 12, 9, 12))
    W = rep.width

    def header(pg, n):
        return [Lines([Row([(0, 'l', T('HOSPITAL SANTA GENOVEVA DE INFECTOLOGIA', b=True, size=12)),
                            (W, 'r', T('LABORATÓRIO DE ANÁLISES CLÍNICAS – RESULTADOS POR AMOSTRA', b=True, size=9))], h=6),
                       Row([(0, 'l', T('Alameda Emílio Póvoa, 480 – Setor Aeroporto – Goiânia/GO – CNES 2506661', size=7.5)),
                            (W, 'r', T('Pág. %d de %d' % (pg, n), size=8, b=True))], h=3.8)]),
                HR(0.5, '#000000', 0.8),
                Lines([Row([(0, 'l', kv('Paciente: ', 'Valdeci Rodrigues da Cunha')), (100, 'l', kv('Prontuário: ', '556.021')),
                            (150, 'l', kv('Setor: ', 'Enfermaria B – leito 12')), (W, 'r', kv('Nasc.: ', '25/01/1979'))]),
                       Row([(0, 'l', kv('Médico: ', 'Dra. Nathália Curado Ribeiro')), (100, 'l', kv('Internação: ', '19/02/2025')),
                            (150, 'l', kv('Hipótese: ', 'meningite – investigação')), (W, 'r', kv('Emitido: ', '22/02/2025 18:05'))])], fs=8),
                HR(0.5, '#000000', 0.8)]

    def footer(pg, n):
        return std_footer(['Dt.Col. = data e hora da coleta de cada amostra. Resultados de líquor comunicados ao plantão da infectologia. '
                           'Bioquímico responsável: Dr. Heitor Siqueira Campos – CRF-GO 6.550. Liberação eletrônica.'], pg, n, fs=7)
    rep.header, rep.footer = header, footer
    cols = [('Dt.Col.', 26, 'l'), ('Exame', 66, 'l'), ('Material', 30, 'l'), ('Resultado', 32, 'r'), ('Unidade', 22, 'l'),
            ('Referência', 52, 'l'), ('Obs.', W - 228, 'l')]
    tb = dict(grid='h', head_bg='#e7e7e7', lh=3.65, pad=0.6, rule_color='#aaaaaa', section_bg='#f3f3f3')

    def row(dt, r, mat, ref, obs=''):
        iso = '20%s-%s-%s' % (dt[6:8], dt[3:5], dt[0:2])
        r.date = iso
        return [dt, r.name, mat, V(r, sep=' ', bold_flag=True), r.unit, ref, obs]
    rows = [Section('LÍQUIDO CEFALORRAQUIDIANO (punção lombar)'),
            row('20/02/25 10:40', R('Aspecto', 'Appearance of Cerebral spinal fluid', '', 'Límpido'), 'Líquor', 'Límpido'),
            ]
    rows = rows[:1]  # appearance/colour of CSF: no LOINC confirmed -> only printed as comment below
    csf = [('Leucócitos', 'Leukocytes [#/volume] in Cerebral spinal fluid by Manual count', '806-0', '86', '/mm³', 'Até 5', '*'),
           ('Proteínas totais', 'Protein [Mass/volume] in Cerebral spinal fluid', '2880-3', '82', 'mg/dL', '15 a 45', '*'),
           ('Glicose', 'Glucose [Mass/volume] in Cerebral spinal fluid', '2342-4', '38', 'mg/dL', '40 a 70', '*')]
    for nm, an, lc, vt, u, ref, fl in csf:
        rows.append(row('20/02/25 10:40', R(nm, an, lc, vt, u, flag=fl), 'Líquor', ref))
    rows.append(Section(T('Aspecto: límpido; cor: incolor; predomínio linfomononuclear (74%).', i=True, size=7.6), b=False, bg=False))
    rows.append(Section('SORO / SANGUE'))
    rows.append(row('20/02/25 10:52', R('Glicose (sérica, pareada)', 'Glucose', '2345-7', '96', 'mg/dL', ['1558-6']), 'Soro', '70 a 99', 'Relação líquor/soro 0,40'))
    rows.append(row('20/02/25 10:52', R('Sódio', 'Sodium', '2951-2', '133', 'mEq/L', flag='*'), 'Soro', '136 a 145'))
    rows.append(row('20/02/25 10:52', R('Creatinina', 'Creatinine', '2160-0', '0,91', 'mg/dL'), 'Soro', '0,70 a 1,30'))
    rows.append(row('20/02/25 10:52', R('Leucócitos (sangue)', 'Leukocytes', '6690-2', '12.800', '/mm³', ['26464-8'], flag='*'), 'Sangue (EDTA)', '4.000 a 10.000'))
    rows.append(row('22/02/25 06:15', R('Creatinina', 'Creatinine', '2160-0', '1,18', 'mg/dL'), 'Soro', '0,70 a 1,30', 'Após 4 doses de vancomicina'))
    rows.append(row('22/02/25 06:15', R('Ureia', 'Urea', '3091-6', '41', 'mg/dL'), 'Soro', '15 a 45'))
    rows.append(row('20/02/25 10:52', R('Proteína C reativa', 'C reactive protein', '1988-5', '24,6', 'mg/L', flag='*'), 'Soro', 'Inferior a 5,0'))
    rows.append(row('22/02/25 06:15', R('Proteína C reativa', 'C reactive protein', '1988-5', '11,3', 'mg/L', flag='*'), 'Soro', 'Inferior a 5,0'))
    rows.append(Section('MONITORAMENTO TERAPÊUTICO DE FÁRMACOS'))
    rows.append(row('21/02/25 17:30', R('Vancomicina – vale', 'Vancomycin trough', '4092-3', '9,4', 'µg/mL', ['20578-1'], flag='*'), 'Soro',
                    '15,0 a 20,0 (vale)', 'Coleta 30 min antes da 4ª dose'))
    rows.append(row('22/02/25 17:25', R('Vancomicina – vale', 'Vancomycin trough', '4092-3', '16,2', 'µg/mL', ['20578-1']), 'Soro',
                    '15,0 a 20,0 (vale)', 'Após ajuste para 1,5 g 12/12 h'))
    rows.append(row('22/02/25 06:15', R('Fenitoína', 'Phenytoin', '3968-5', '11,8', 'µg/mL'), 'Soro', '10,0 a 20,0'))
    rows.append(row('22/02/25 06:15', R('Ácido valproico', 'Valproate', '4086-5', 'menor que 3,0', 'µg/mL', flag='*'), 'Soro', '50 a 100', 'Paciente sem uso informado'))
    t = Table(cols, rows, **tb)
    rep.pages = [[Spacer(1), t, Spacer(2.5),
                  Para('(*) Resultado fora do intervalo de referência. Nota: na 1ª amostra (21/02) o vale de vancomicina abaixo de 15 µg/mL '
                       'motivou ajuste de dose; meta terapêutica para meningite: 15 a 20 µg/mL. Cultura do líquor em andamento (resultado parcial '
                       'em 48 h); pesquisa de criptococo pela tinta da China negativa – laudo microbiológico em separado.', fs=7.4, lh=3.4)]]
    return rep


# =====================================================================================  i12
def i12():
    rep = Report('i12', 'Laboratório Ilha Sul Check-up (Florianópolis/SC)', '2025-03-07', font='dsans', fs=8.4,
                 margins=(11, 12, 10, 12))
    W = rep.width
    navy = '#22325a'
    dates = [('2025-03-07', 'Atual\n07/03/2025'), ('2024-09-12', 'Anterior\n12/09/2024')]

    def header(pg, n):
        return [Box([Lines([Row([(0, 'l', T('ILHA SUL', b=True, size=14, color='#ffffff')),
                                 (30, 'l', T('check-up & análises clínicas', size=9, color='#ffffff')),
                                 (W - 3, 'r', T('Rod. SC-401, 4150 – Saco Grande – Florianópolis/SC', size=7.3, color='#ffffff'))], h=6.5)])],
                    border=None, bg=navy, pad=1.5),
                Spacer(1),
                Lines([Row([(0, 'l', kv('Paciente: ', 'Cláudio Roberto Schmitt Vieira')), (88, 'l', kv('Idade: ', '58 anos')),
                            (132, 'l', kv('Nascimento: ', '19/07/1966'))]),
                       Row([(0, 'l', kv('Médico: ', 'Dr. Fábio Ramos Heidrich')), (88, 'l', kv('Pedido: ', 'IS-25-18870')),
                            (132, 'l', kv('Data de coleta: ', '07/03/2025 08:12'))]),
                       Row([(0, 'l', T('Histórico de resultados: colunas "Anterior" = coletas anteriores no laboratório.', size=7.5, i=True)),
                            (W, 'r', T('Página %d de %d' % (pg, n), b=True))])], fs=8.2),
                HR(0.5, navy, 0.8)]

    def footer(pg, n):
        return std_footer(['Responsável técnico: Dra. Gisele Amorim Westphal – CRF-SC 5.083 – CNES 6614922. Liberado em 07/03/2025 16:44.',
                           'Assinado eletronicamente. Resultados anteriores obtidos pela mesma metodologia, salvo indicação.'], pg, n, fs=7)
    rep.header, rep.footer = header, footer
    cols = [('Exame', 46, 'l'), ('Unidade', 28, 'l')] + [(d[1], 28, 'r') for d in dates] + [('Referência', W - 74 - 56, 'l')]
    tb = dict(grid='h', head_bg='#dfe4ef', lh=3.6, pad=0.65, rule_color='#b7c0d6', section_bg='#eef1f7')

    def line(name, an, lc, unit, vals, ref, alts=(), flags=('', '', '')):
        cells = [name, unit]
        for (iso, _), v, f in zip(dates, vals, flags):
            if v is None:
                cells.append('—')
                continue
            r = R(name, an, lc, v, unit, list(alts), date=iso, flag=f)
            cells.append(V(r, sep=' ', bold_flag=True))
        cells.append(ref)
        return cells
    rows1 = [Section('GLICEMIA'),
             line('Glicose', 'Glucose', '2345-7', 'mg/dL', ['104', '99', '97'], '70 a 99', ['1558-6'], ('H', '', '')),
             line('Hemoglobina glicada', 'Hemoglobin A1c', '4548-4', '%', ['5,9', '5,8', '5,6'], 'Inferior a 5,7', ['17856-6'], ('H', 'H', '')),
             Section('LIPÍDIOS'),
             line('Colesterol total', 'Cholesterol', '2093-3', 'mg/dL', ['198', '221', '236'], 'Desejável: < 190', (), ('H', 'H', 'H')),
             line('HDL-colesterol', 'HDL cholesterol', '2085-9', 'mg/dL', ['52', '49', '47'], 'Desejável: > 40'),
             line('Triglicerídeos', 'Triglyceride', '2571-8', 'mg/dL', ['130', '165', '190'], 'Desejável: < 150', (), ('', 'H', 'H')),
             line('LDL-colesterol', 'LDL cholesterol (calculated)', '13457-7', 'mg/dL', ['120', '139', '151'], 'Desejável: < 130', (), ('', 'H', 'H')),
             line('Colesterol não-HDL', 'Non-HDL cholesterol', '43396-1', 'mg/dL', ['146', '172', '189'], 'Desejável: < 160', (), ('', 'H', 'H')),
             Section('FUNÇÃO RENAL'),
             line('Creatinina', 'Creatinine', '2160-0', 'mg/dL', ['1,02', '0,98', '1,01'], '0,70 a 1,30'),
             line('TFG (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8', 'mL/min/1,73m²', ['84', None, None], 'Superior a 60', ['62238-1']),
             Section('FUNÇÃO HEPÁTICA'),
             line('AST (TGO)', 'Aspartate aminotransferase', '1920-8', 'U/L', ['24', '27', '29'], 'Até 40'),
             line('ALT (TGP)', 'Alanine aminotransferase', '1742-6', 'U/L', ['31', '38', '44'], 'Até 41', (), ('', '', 'H')),
             line('Gama-GT', 'Gamma glutamyl transferase', '2324-2', 'U/L', ['40', '55', '71'], '8 a 61', (), ('', '', 'H'))]
    rows2 = [Section('PROTEÍNAS E BILIRRUBINAS'),
             line('Proteínas totais', 'Protein', '2885-2', 'g/dL', ['7,1', '7,0', None], '6,4 a 8,3'),
             line('Albumina', 'Albumin', '1751-7', 'g/dL', ['4,4', '4,3', None], '3,5 a 5,2'),
             line('Globulinas', 'Globulin', '10834-0', 'g/dL', ['2,7', '2,7', None], '2,3 a 3,5'),
             line('Relação A/G', 'Albumin/Globulin', '1759-0', '', ['1,63', '1,59', None], '1,10 a 2,20'),
             line('Bilirrubina total', 'Bilirubin total', '1975-2', 'mg/dL', ['0,74', '0,81', None], 'Até 1,20'),
             line('Bilirrubina indireta', 'Bilirubin indirect', '1971-1', 'mg/dL', ['0,53', '0,57', None], 'Até 0,90'),
             Section('MARCADORES TUMORAIS'),
             line('PSA total', 'Prostate specific Ag', '2857-1', 'ng/mL', ['2,84', '2,41', '2,05'], 'Até 4,00'),
             line('PSA livre', 'Prostate specific Ag free', '10886-0', 'ng/mL', ['0,62', '0,58', None], 'Não se aplica'),
             line('Relação PSA livre/total', 'PSA free/PSA total', '12841-3', '%', ['22', '24', None], 'Superior a 25', (), ('L', 'L', '')),
             Section('TIREOIDE'),
             line('TSH', 'Thyrotropin', '3016-3', 'µUI/mL', ['2,67', '3,12', '2,88'], '0,27 a 4,20')]
    rep.pages = [[Spacer(1), Table(cols, rows1, **tb), Spacer(2),
                  Para('H = acima da referência; L = abaixo da referência. LDL calculado por Friedewald. Jejum informado: 10 horas.', fs=7.3, lh=3.3)],
                 [Spacer(1), Table(cols, rows2, **tb), Spacer(2),
                  Para('Obs.: Relação PSA livre/total inferior a 25% em PSA total entre 2,5 e 10 ng/mL associa-se a maior probabilidade de neoplasia; '
                       'correlacionar com toque retal. Próximo controle sugerido: 09/2025.', fs=7.3, lh=3.3)]]
    return rep


ALL = {k: globals()[k] for k in ['i%02d' % i for i in range(1, 13)] if k in globals()}
