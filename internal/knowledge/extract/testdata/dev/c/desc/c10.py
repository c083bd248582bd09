"""c10 - rheumatology / autoimmunity / inflammation, hospital LIS printout (Tasy-like), invented
'Hospital Beira-Mar - Serviço de Patologia Clínica', Florianópolis/SC.

Exam header rows with internal codes and per-exam collection/release dates,
FAN with reactivity + titre + pattern, values with "inferior a", VHS in
"mm na 1ª hora", names split over two lines, asterisk footnotes.  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Row, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8),
    'h1': dict(size=11, b=True, color='#1c3f63'),
    'h2': dict(size=7.2, color='#1c3f63'),
    'hd': dict(size=7.4), 'hdb': dict(size=7.4, b=True),
    'td': dict(size=7.8), 'th': dict(size=7.3, b=True, bg='#d9e2ec'),
    'sec': dict(size=7.8, b=True, bg='#eef2f6'),
    'exh': dict(size=7.8, b=True, bg='#f5f7f9'),
    'val': dict(size=8, b=True),
    'small': dict(size=6.8, color='#333333'),
    'note': dict(size=6.8, i=True),
    'foot': dict(size=6.4, color='#444444'),
}


def build():
    rep = Report('c10', 'Hospital Beira-Mar - Serviço de Patologia Clínica', '2025-09-09', STY,
                 margins=(9, 11, 9, 11), title='Resultado de exames')
    R = rep.R

    def header(pn, n):
        return [
            Table([120, 68], [[C(S('HOSPITAL BEIRA-MAR', sty='h1'), '\n', S('Serviço de Patologia Clínica - Florianópolis/SC', sty='h2')),
                               C(S('Relatório LAB_R_0042 - Resultado de exames', sty='small'), '\n',
                                 S(f'Emitido em 12/09/2025 10:31 - pág. {pn} de {n}', sty='small'), align='R')]],
                  border='none', padv=0.2, padh=0.3),
            Rule(lw=0.4, mt=0.8, mb=1),
            Table([94, 94], [[C(S('Paciente: ', sty='hd'), S('CLÁUDIA REGINA VIEIRA SCHMITT', sty='hdb')),
                              C('Dt. nasc.: 21/12/1983   Idade: 41a   Sexo: F', sty='hd')],
                             [C('Atendimento: 2.918.774   Prontuário: 661.052', sty='hd'),
                              C('Setor: Ambulatório de Reumatologia', sty='hd')],
                             [C('Médico: Dra. Fernanda Koerich Lisboa - CRM-SC 19.508', sty='hd'),
                              C('Prescrição: 8.811.204   Dt. prescrição: 02/09/2025', sty='hd')]],
                  border='none', padv=0.15, padh=0.3),
            Rule(lw=0.4, mt=0.8, mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.7),
                Lines([L('Hospital Beira-Mar - Rua Bocaiúva, 2.468 - Centro - Florianópolis/SC - CNES 0019402 - '
                         'RT: Dr. Leandro Heidrich Vieira - CRM-SC 12.774', sty='foot')])]

    rep.header, rep.footer = header, footer
    W = [55, 52, 24, 57]
    AL = ['L', 'L', 'L', 'L']
    COLS = ['Exame / parâmetro', 'Resultado', 'Unidade', 'Valor de referência']

    def exh(code, title, coleta='09/09/2025 07:58', lib='11/09/2025 16:20'):
        return Row([C(f'[{code}] {title}', colspan=2),
                    C(f'Coleta: {coleta}   Liberação: {lib}', sty='small', colspan=2, align='R')], sty='exh')

    def rw(r, ref, label=None):
        return [label or r.name, C(r.V, sty='val'), r.unit, ref]

    fan = R('FAN - Reatividade', 'Nuclear Ab (HEp-2 IFI)', '42254-3', 'Reagente', '', ['8061-4'])
    fant = R('Título', 'Nuclear Ab titer', '5048-4', '1/640', '')
    fanp = R('Padrão', 'Nuclear Ab pattern', '13068-2', 'Nuclear pontilhado fino denso', '', ['14611-8'])
    dna = R('Anti-DNA nativo (dupla hélice)', 'DNA double strand Ab', '5130-0', '8,2', 'UI/mL')
    ro = R('Anti-Ro/SSA', 'Sjogrens syndrome-A extractable nuclear Ab', '17792-3', '142,6', 'U/mL')
    la = R('Anti-La/SSB', 'Sjogrens syndrome-B extractable nuclear Ab', '17791-5', '3,1', 'U/mL')
    sm = R('Anti-Sm', 'Smith extractable nuclear Ab', '11090-8', '< 0,8', 'U/mL')
    rnp = R('Anti-RNP', 'Ribonucleoprotein extractable nuclear Ab', '29374-6', '2,4', 'U/mL')
    c3 = R('Complemento C3', 'Complement C3', '4485-9', '88', 'mg/dL')
    c4 = R('Complemento C4', 'Complement C4', '4498-2', '11', 'mg/dL')
    acl_g = R('Anticorpos anticardiolipina IgG', 'Cardiolipin IgG Ab', '3181-5', '12', 'GPL')
    acl_m = R('Anticorpos anticardiolipina IgM', 'Cardiolipin IgM Ab', '3182-3', '8', 'MPL')
    t1 = Table(W, [
        exh('40211', 'FATOR ANTINÚCLEO (FAN) - IFI EM CÉLULAS HEp-2'),
        rw(fan, 'Não reagente', label='Reatividade'),
        rw(fant, 'inferior a 1/80'),
        rw(fanp, 'não se aplica'),
        Row([C('Método: imunofluorescência indireta; triagem 1/80. Padrão AC-4 (ICAP). Placa metafásica negativa.', colspan=4, sty='small')]),
        exh('40233', 'ANTI-DNA NATIVO'),
        rw(dna, 'Não reagente: inferior a 20 UI/mL\nIndeterminado: 20 a 30 UI/mL\nReagente: superior a 30 UI/mL',
           label='Anti-DNA nativo\n(dupla hélice) - ELISA'),
        exh('40240', 'PAINEL DE ANTICORPOS ANTI-ENA (ELISA)'),
        rw(ro, 'inferior a 20 U/mL (*)'),
        rw(la, 'inferior a 20 U/mL'),
        rw(sm, 'inferior a 20 U/mL'),
        rw(rnp, 'inferior a 20 U/mL'),
        exh('40118', 'COMPLEMENTO C3 E C4'),
        rw(c3, '90 a 180 mg/dL'),
        rw(c4, '10 a 40 mg/dL'),
        exh('40262', 'ANTICORPOS ANTICARDIOLIPINA (ELISA)'),
        rw(acl_g, 'Negativo: inferior a 20 GPL\nFracamente positivo: 20 a 40 GPL', label='Anticorpos anticardiolipina\nIgG'),
        rw(acl_m, 'Negativo: inferior a 20 MPL', label='Anticorpos anticardiolipina\nIgM'),
    ], cols=COLS, aligns=AL, border='h', padv=0.45)
    rep.page(t1, Lines([L('(*) Resultado acima do valor de referência, confirmado em reteste na mesma amostra.', sty='note')], mt=1))
    fan.name = 'Reatividade'
    dna.name = 'Anti-DNA nativo (dupla hélice) - ELISA'

    fr = R('Fator reumatoide', 'Rheumatoid factor', '11572-5', 'inferior a 8,6', 'UI/mL', ['15205-8'])
    ccp = R('Anti-CCP', 'Cyclic citrullinated peptide Ab', '33935-8', '4,2', 'U/mL', ['32218-0'])
    pcr = R('Proteína C reativa', 'C reactive protein', '1988-5', '12,4', 'mg/L')
    vhs = R('VHS', 'Erythrocyte sedimentation rate', '4537-7', '38', 'mm na 1ª hora', ['30341-2'])
    aslo = R('Antiestreptolisina O (ASLO)', 'Streptolysin O Ab', '5370-2', '156', 'UI/mL')
    ck = R('Creatinofosfoquinase (CK)', 'Creatine kinase', '2157-6', '74', 'U/L')
    au = R('Ácido úrico', 'Urate', '3084-1', '4,8', 'mg/dL')
    hb = R('Hemoglobina', 'Hemoglobin', '718-7', '11,2', 'g/dL')
    leu = R('Leucócitos', 'Leukocytes', '6690-2', '3.620', '/mm³', ['26464-8'])
    lin = R('Linfócitos', 'Lymphocytes (absolute count)', '731-0', '980', '/mm³', ['26474-7'])
    plq = R('Plaquetas', 'Platelets', '777-3', '142.000', '/mm³', ['26515-7'])
    t2 = Table(W, [
        exh('40105', 'FATOR REUMATOIDE (NEFELOMETRIA)'),
        rw(fr, 'inferior a 14,0 UI/mL'),
        exh('40290', 'ANTICORPOS ANTIPEPTÍDEO CITRULINADO CÍCLICO'),
        rw(ccp, 'Negativo: inferior a 7,0 U/mL\nFracamente positivo: 7,0 a 10,0 U/mL\nPositivo: superior a 10,0 U/mL',
           label='Anti-CCP (quimioluminescência)'),
        exh('40012', 'PROTEÍNA C REATIVA (IMUNOTURBIDIMETRIA)'),
        rw(pcr, 'inferior a 5,0 mg/L'),
        exh('30044', 'VELOCIDADE DE HEMOSSEDIMENTAÇÃO - WESTERGREN', lib='09/09/2025 09:05'),
        rw(vhs, 'mulheres até 50 anos:\naté 20 mm na 1ª hora', label='VHS'),
        exh('40150', 'ANTIESTREPTOLISINA O'),
        rw(aslo, 'até 200 UI/mL'),
        exh('20031', 'CK E ÁCIDO ÚRICO'),
        rw(ck, 'mulheres: 26 a 140 U/L'),
        rw(au, 'mulheres: 2,4 a 5,7 mg/dL'),
        exh('30001', 'HEMOGRAMA (PARÂMETROS SELECIONADOS)', lib='09/09/2025 09:40'),
        rw(hb, '12,0 a 15,5 g/dL'),
        rw(leu, '4.000 a 11.000 /mm³ (*)'),
        rw(lin, '1.000 a 4.500 /mm³', label='Linfócitos (contagem\nabsoluta)'),
        rw(plq, '150.000 a 450.000 /mm³'),
    ], cols=COLS, aligns=AL, border='h', padv=0.45)
    rep.page(t2,
             Lines([L('(*) Leucopenia e linfopenia discretas; confirmadas em lâmina (sem agregados plaquetários).', sty='note'),
                    L('Resultados de autoimunidade devem ser interpretados em conjunto com o quadro clínico. O título do FAN', sty='note'),
                    L('corresponde à maior diluição com fluorescência nítida.', sty='note')], mt=1),
             Lines([L('Liberado eletronicamente por: Farm. Bioq. Vanessa Bittencourt Luz - CRF-SC 6.903 em 11/09/2025 16:20', sty='note')], mt=4))
    ccp.name = 'Anti-CCP (quimioluminescência)'
    lin.name = 'Linfócitos (contagem absoluta)'
    return rep
