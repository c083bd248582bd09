"""b02 - state public-health laboratory (LACEN), prenatal serology.
Free-text layout: one paragraph block per exam, "Resultado: ..." lines,
long interpretative notes, serif font, 2 pages with repeated header/footer.
Collection written as "Coletado em 02.04.2025 às 07:40"; other dates on the
page: birth, DUM, requisition, reception, release, print, suggested re-test."""
from lib import Report, Lines, L, S, Rule, Space, Box, Cols, Table

D = '2025-04-02'


def build():
    rep = Report('b02', 'LACEN/AP - Laboratório Central de Saúde Pública, Núcleo de Imunologia e Sorologia (Macapá/AP)', D,
                 {'base': dict(font='serif', size=9.8, lh=1.35),
                  'gov': dict(size=8, b=True, align='C'),
                  'lab': dict(size=11.5, b=True, align='C'),
                  'sub': dict(size=8, align='C'),
                  'k': dict(b=True),
                  'small': dict(size=7.6),
                  'note': dict(size=8.2, i=True, color='#222222'),
                  'ex': dict(size=10.2, b=True),
                  'res': dict(size=10.6, b=True),
                  'foot': dict(size=7.2, font='sans'),
                  'td': dict(size=8.4, font='serif'),
                  'th': dict(size=8.4, b=True)},
                 margins=(10, 14, 9, 16), title='LACEN - Laudo de Sorologia')
    R = rep.R

    def header(pn, n):
        blocks = [
            Lines([L('GOVERNO DO ESTADO DO AMAPÁ · SECRETARIA DE ESTADO DA SAÚDE', sty='gov'),
                   L('LABORATÓRIO CENTRAL DE SAÚDE PÚBLICA – LACEN/AP', sty='lab'),
                   L('Núcleo de Imunologia e Sorologia · Rua Tancredo Neves, 1520 – Santa Rita – Macapá/AP · (96) 3212-6140', sty='sub')]),
            Rule(0.5, 'double', 1, 1.5),
        ]
        pat = Table([24, 72, 24, 60], [
            [S('Paciente:', sty='k'), 'KELLY CRISTINA BARBOSA DOS SANTOS', S('Nº GAL:', sty='k'), '250402011873'],
            [S('Nascimento:', sty='k'), '11/09/1998 (26 anos)   Sexo: Feminino', S('CNS:', sty='k'), '898 0041 7720 3315'],
            [S('Gestante:', sty='k'), 'Sim – DUM: 18/01/2025 – IG: 10 sem 4 d', S('Solicitante:', sty='k'), 'UBS Marabaixo II – Pré-natal'],
            [S('Amostra:', sty='k'), '2504-00917 · Soro (tubo gel)', S('Requisição:', sty='k'), 'Data da requisição: 28/03/2025'],
            [S('Coleta:', sty='k'), 'Coletado em 02.04.2025 às 07:40', S('Entrada:', sty='k'), 'Recebido em 02.04.2025 às 13:15'],
        ], sty='td', border='none', padv=0.35, padh=0.8)
        blocks.append(pat)
        if pn > 1:
            blocks.append(Lines([L('(continuação)', sty='small')], mt=0.5))
        blocks.append(Rule(0.3, 'solid', 1, 2))
        return blocks

    def footer(pn, n):
        return [Rule(0.3, 'solid', 0, 1),
                Lines([L('Laudo liberado em 09/04/2025 16:32 por Dra. Raimunda N. Picanço – Farmacêutica-Bioquímica – CRF-AP 0874.', sty='foot'),
                       L('Impresso em 10/04/2025 08:05 · Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos.', sty='foot'),
                       L(f'Página {pn} de {n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer

    def exam(title, material, metodo, result_lines, notes):
        ls = [L(title, sty='ex'), L(f'Material: {material}        Método: {metodo}', sty='small')]
        ls += result_lines
        for n_ in notes:
            ls.append(L(n_, sty='note'))
        return [Lines(ls), Rule(0.15, 'dashed', 1.6, 2.2, color='#555555')]

    hiv = R('HIV 1/2 – anticorpos anti-HIV-1/2 e antígeno p24', 'HIV 1+2 antibodies and HIV-1 p24 antigen', '56888-1',
            'NÃO REAGENTE', '', ['75622-1'])
    hbs = R('HBsAg – antígeno de superfície do vírus da hepatite B', 'Hepatitis B surface antigen', '5196-1', 'NÃO REAGENTE', '', ['5195-3'])
    antihbs = R('Anti-HBs – anticorpos contra o antígeno de superfície', 'Hepatitis B surface antibody (quantitative)', '16935-9',
                '142,5', 'mUI/mL', ['22322-2'])
    antihbc = R('Anti-HBc total', 'Hepatitis B core antibody (total)', '16933-4', 'NÃO REAGENTE', '', ['13952-7'])
    hcv = R('Anti-HCV – anticorpos contra o vírus da hepatite C', 'Hepatitis C virus antibody', '16128-1', 'NÃO REAGENTE', '', ['13955-0'])
    vdrl = R('VDRL', 'Reagin antibody (VDRL)', '5292-8', 'REAGENTE', '')
    vdrlt = R('VDRL – Título', 'Reagin antibody titer (VDRL)', '50690-7', '1/8', '')
    trep = R('Teste treponêmico – anticorpos anti-Treponema pallidum', 'Treponema pallidum antibodies', '24110-9', 'REAGENTE', '', ['22587-0'])
    toxg = R('Toxoplasmose – IgG', 'Toxoplasma gondii IgG antibody', '5388-4', '48,2', 'UI/mL')
    toxm = R('Toxoplasmose – IgM', 'Toxoplasma gondii IgM antibody', '25542-2', 'NÃO REAGENTE', '')
    rubg = R('Rubéola – IgG', 'Rubella virus IgG antibody', '5334-8', '87,4', 'UI/mL')
    rubm = R('Rubéola – IgM', 'Rubella virus IgM antibody', '24116-6', 'NÃO REAGENTE', '')

    def resline(r, extra=''):
        return L(S('Resultado:  ', sty='k'), S(r.V, ' ', r.U, sty='res'), extra)

    p1 = []
    p1 += exam('PESQUISA DE ANTICORPOS ANTI-HIV-1/2 E ANTÍGENO p24 (4ª geração)', 'Soro', 'Quimioluminescência (CMIA)',
               [resline(hiv)],
               ['Amostra NÃO REAGENTE para HIV. Em caso de suspeita de infecção pelo HIV, uma nova amostra deverá ser coletada',
                '30 dias após a data da coleta desta amostra (Portaria SVS/MS nº 29/2013 – fluxograma 2).'])
    p1 += exam('HEPATITE B – HBsAg (antígeno de superfície)', 'Soro', 'Quimioluminescência (CMIA)', [resline(hbs)],
               ['Valor de referência: Não reagente.'])
    p1 += exam('HEPATITE B – ANTI-HBs (quantitativo)', 'Soro', 'Quimioluminescência (CMIA)', [resline(antihbs)],
               ['Valores de referência: Não reagente: inferior a 10,0 mUI/mL   ·   Reagente (imune): igual ou superior a 10,0 mUI/mL'])
    p1 += exam('HEPATITE B – ANTI-HBc TOTAL (IgG + IgM)', 'Soro', 'Quimioluminescência (CMIA)', [resline(antihbc)],
               ['Valor de referência: Não reagente.'])
    p1 += exam('HEPATITE C – ANTI-HCV', 'Soro', 'Quimioluminescência (CMIA)', [resline(hcv)],
               ['Valor de referência: Não reagente. Resultado reagente deve ser confirmado por pesquisa de HCV-RNA.'])
    p1 += exam('SÍFILIS – VDRL (teste não treponêmico)', 'Soro', 'Floculação em lâmina (VDRL)',
               [resline(vdrl), L(S('Título:     ', sty='k'), S(vdrlt.V, sty='res'), '   (diluição máxima reagente)')],
               ['Valor de referência: Não reagente.',
                'Gestante com VDRL reagente: instituir tratamento e repetir o VDRL mensalmente. Sugere-se nova coleta em 02/05/2025.'])

    p2 = []
    p2 += exam('SÍFILIS – TESTE TREPONÊMICO (anticorpos totais anti-Treponema pallidum)', 'Soro', 'Quimioluminescência (CMIA)',
               [resline(trep)],
               ['Teste treponêmico reagente associado a VDRL reagente (1/8): resultado compatível com sífilis.',
                'Correlacionar com história clínica e tratamentos anteriores.'])
    p2 += exam('TOXOPLASMOSE – ANTICORPOS IgG', 'Soro', 'Quimioluminescência (CMIA)',
               [resline(toxg, '      Interpretação: reagente')],
               ['Valores de referência: Não reagente: inferior a 1,6 UI/mL · Indeterminado: 1,6 a 2,9 UI/mL ·', 'Reagente: igual ou superior a 3,0 UI/mL'])
    p2 += exam('TOXOPLASMOSE – ANTICORPOS IgM', 'Soro', 'Quimioluminescência (CMIA)', [resline(toxm)],
               ['Valor de referência: Não reagente. IgG reagente com IgM não reagente sugere infecção pregressa (imunidade).'])
    p2 += exam('RUBÉOLA – ANTICORPOS IgG', 'Soro', 'Quimioluminescência (CMIA)',
               [resline(rubg, '      Interpretação: reagente (imune)')],
               ['Valores de referência: Não reagente: inferior a 5,0 UI/mL · Indeterminado: 5,0 a 9,9 UI/mL ·', 'Reagente: igual ou superior a 10,0 UI/mL'])
    p2 += exam('RUBÉOLA – ANTICORPOS IgM', 'Soro', 'Quimioluminescência (CMIA)', [resline(rubm)],
               ['Valor de referência: Não reagente.'])
    p2.append(Lines([L('Observação: os exames de sífilis serão notificados à Vigilância Epidemiológica municipal', sty='small'),
                      L('(sífilis em gestante – agravo de notificação compulsória).', sty='small')], mt=2))

    rep.page(*p1)
    rep.page(*p2)
    return rep
