"""e11 - Laboratório Serra do Espinhaço, Montes Claros/MG: autoimmunity and lupus-nephritis work-up.
One block per exam: the exam name, then "Material:" and "Método:" lines, then the result on its OWN
line below ("Resultado: ..."), then a multi-line reference block; FAN as three results (reactivity,
titre 1/640, pattern); a short CBC table at the end. 27-year-old woman with active SLE:
FAN 1/640 homogeneous, high anti-dsDNA, low C3/C4, cytopenias, positive DAT, proteinuria."""
from lib import *


def block(rep, title, parts, mat, met, refs):
    """parts: list of (label, name, analyte, loinc, vt, unit, alts)"""
    lines = [L(title, sty='ex'), L(f'Material: {mat}', sty='small'), L(f'Método: {met}', sty='small')]
    for lab, nm, an, code, vt, u, alts in parts:
        r = rep.R(nm, an, code, vt, u, alts=alts)
        lines.append(L(S(lab + ' ', sty='b'), S(r.VU, sty='res')))
    lines.append(L('Valor de referência:', sty='small'))
    lines += [L('    ' + x, sty='small') for x in refs]
    return [Lines(lines, mb=1.2), Rule(lw=0.15, color='#999999', mt=0, mb=1.5)]


def one(rep, title, an, code, vt, u, mat, met, refs, alts=()):
    return block(rep, title, [('Resultado:', title, an, code, vt, u, alts)], mat, met, refs)


def build():
    st = style(base=dict(font='sans', size=8.2), ex=dict(b=True, size=9, color='#4a2a70'), res=dict(b=True, size=9),
               th=dict(b=True, bg='#ece6f3'), lab=dict(size=13, b=True, color='#4a2a70'))
    rep = Report('e11', 'Laboratório Serra do Espinhaço', '2025-04-08', st, title='Laudo')
    rep.header = lambda pn, n: [
        Lines([L('Laboratório Serra do Espinhaço', sty='lab'),
               L('Rua Dr. Santos, 318 - Centro - Montes Claros/MG - CNES 2.149.117 - Resp. técnica: Dra. Lívia Pimenta Durães - CRBM-3 22.870', sty='small')]),
        Rule(lw=0.4, color='#4a2a70', mt=1, mb=1),
        Lines([L(S('Paciente: ', sty='b'), 'TATIANE GONÇALVES VELOSO', '    ', S('Nascimento: ', sty='b'), '02/12/1997', '    ', S('Sexo: ', sty='b'), 'feminino'),
               L(S('Coletado em: ', sty='b'), '08/04/2025 07:30', '    ', S('Solicitação: ', sty='b'), '03/04/2025', '    ',
                 S('Médico: ', sty='b'), 'Dr. Hélio Versiani - CRM-MG 51.306', '    ', S('Pág. ', sty='b'), f'{pn}/{n}')], mb=2)]
    rep.footer = page_footer(['Laudo liberado em 11/04/2025 16:20. Exames de autoimunidade realizados na unidade central.'])
    p1 = []
    p1 += block(rep, 'PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN) EM CÉLULAS HEp-2', [
        ('Resultado:', 'PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN) EM CÉLULAS HEp-2', 'FAN (HEp-2)', '42254-3', 'Reagente', '', ('8061-4',)),
        ('Título:', 'Título', 'FAN - título', '5048-4', '1/640', '', ()),
        ('Padrão:', 'Padrão', 'FAN - padrão', '13068-2', 'Nuclear homogêneo', '', ('14611-8',))],
        'soro', 'imunofluorescência indireta em células HEp-2',
        ['Não reagente (título inferior a 1/80).', 'Padrão nuclear homogêneo: associado a anti-DNA nativo, anti-histona e anti-nucleossomo.'])
    p1 += one(rep, 'Anticorpos anti-DNA nativo (dupla hélice)', 'Anti-DNA dupla hélice', '5130-0', '186', 'UI/mL', 'soro', 'quimioluminescência',
              ['Negativo: inferior a 27 UI/mL', 'Indeterminado: 27 a 35 UI/mL', 'Positivo: superior a 35 UI/mL'])
    p1 += one(rep, 'Complemento C3', 'Complemento C3', '4485-9', '58', 'mg/dL', 'soro', 'nefelometria', ['90 a 180 mg/dL'])
    p1 += one(rep, 'Complemento C4', 'Complemento C4', '4498-2', '6', 'mg/dL', 'soro', 'nefelometria', ['10 a 40 mg/dL'])
    p1 += one(rep, 'Fator reumatoide', 'Fator reumatoide', '11572-5', '< 10,0', 'UI/mL', 'soro', 'turbidimetria',
              ['Inferior a 14,0 UI/mL'])
    p1 += one(rep, 'Anticorpos anti-peptídeo citrulinado cíclico (anti-CCP)', 'Anti-CCP', '32218-0', '3,2', 'U/mL', 'soro', 'quimioluminescência',
              ['Negativo: inferior a 17,0 U/mL', 'Positivo: igual ou superior a 17,0 U/mL'], alts=('33935-8',))
    p2 = []
    p2 += one(rep, 'Teste de antiglobulina direto (Coombs direto)', 'Coombs direto', '1007-4', 'Positivo', '', 'sangue total (EDTA)',
              'aglutinação em gel (poliespecífico)', ['Negativo'])
    p2 += one(rep, 'Reticulócitos', 'Reticulócitos (%)', '17849-1', '3,8', '%', 'sangue total (EDTA)', 'citometria de fluxo',
              ['0,5 a 2,0 %'], alts=('4679-7',))
    p2 += one(rep, 'Desidrogenase láctica (LDH)', 'Desidrogenase láctica', '2532-0', '348', 'U/L', 'soro', 'cinético UV',
              ['135 a 214 U/L (mulheres)'], alts=('14804-9',))
    p2 += one(rep, 'Velocidade de hemossedimentação', 'VHS', '4537-7', '62', 'mm/h', 'sangue total (EDTA)', 'Westergren',
              ['Mulheres até 50 anos: até 20 mm/h'], alts=('30341-2',))
    p2 += one(rep, 'Proteína C reativa', 'Proteína C reativa', '1988-5', '8,4', 'mg/L', 'soro', 'imunoturbidimetria', ['Inferior a 5,0 mg/L'])
    cr = 1.32
    p2 += block(rep, 'CREATININA E TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA', [
        ('Creatinina:', 'Creatinina', 'Creatinina', '2160-0', f(cr, 2), 'mg/dL', ()),
        ('TFG estimada:', 'TFG estimada', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(cr, 27, True), 0), 'mL/min/1,73 m²', ('62238-1',))],
        'soro', 'Jaffé cinético; TFG pela equação CKD-EPI 2021', ['Creatinina: 0,50 a 0,90 mg/dL', 'TFG: superior a 90 mL/min/1,73 m²'])
    p2 += one(rep, 'Ureia', 'Ureia', '3091-6', '58', 'mg/dL', 'soro', 'cinético UV', ['15 a 40 mg/dL'])
    p2 += one(rep, 'Albumina', 'Albumina', '1751-7', '3,1', 'g/dL', 'soro', 'verde de bromocresol', ['3,5 a 5,2 g/dL'])
    p3 = []
    p3 += block(rep, 'RELAÇÃO PROTEÍNA/CREATININA EM AMOSTRA ISOLADA DE URINA', [
        ('Proteína urinária:', 'Proteína urinária', 'Proteína urinária', '2888-6', '164', 'mg/dL', ()),
        ('Creatinina urinária:', 'Creatinina urinária', 'Creatinina urinária', '2161-8', '86', 'mg/dL', ()),
        ('Relação proteína/creatinina:', 'Relação proteína/creatinina', 'Relação proteína/creatinina', '2890-2', f(164 / 86, 2), 'g/g', ())],
        'urina (amostra isolada, 2º jato)', 'vermelho de pirogalol; Jaffé', ['Relação proteína/creatinina: inferior a 0,20 g/g'])
    rbc, hb, ht = 3.41, 10.2, 31.0
    vcm, hcm, chcm = indices(rbc, hb, ht)
    cbc = items(rep, [
        ('Hemácias', 'Hemácias', '789-8', f(rbc, 2), 'milhões/mm³', '3,90 a 5,00'),
        ('Hemoglobina', 'Hemoglobina', '718-7', f(hb, 1), 'g/dL', '12,0 a 15,5'),
        ('Hematócrito', 'Hematócrito', '4544-3', f(ht, 1), '%', '35,0 a 45,0'),
        ('VCM', 'VCM', '787-2', f(vcm, 1), 'fL', '80,0 a 98,0'),
        ('Leucócitos', 'Leucócitos', '6690-2', '3.120', '/mm³', '4.000 a 10.000'),
        ('Linfócitos', 'Linfócitos', '731-0', '640', '/mm³', '1.000 a 4.000'),
        ('Plaquetas', 'Plaquetas', '777-3', '118.000', '/mm³', '150.000 a 450.000')])
    p3 += [Lines([L('HEMOGRAMA (resumo)', sty='ex'), L('Material: sangue total (EDTA)    Método: citometria de fluxo', sty='small')], mb=1),
           Table([60, 30, 30, 66], [[r.name, C(r.V, align='R'), r.U, ref] for r, ref in cbc],
                 cols=['Exame', 'Resultado', 'Unidade', 'Valor de referência'], border='h', padv=0.6, aligns=['L', 'R', 'L', 'L'])]
    rep.page(*p1)
    rep.page(*p2)
    rep.page(*p3)
    return rep
