"""c07 - nephrology panel, invented 'NefroLab Análises Clínicas', Campinas/SP.

Serum chemistry, 24-hour urine (volume, proteinuria, creatinine, clearance),
a spot urine collected two days earlier (albumin/creatinine ratio) and a
urinalysis with qualitative words.  Names split over two lines, footnote
markers, anthropometric data that are not results.  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8),
    'brand': dict(font='sans', size=13, b=True, color='#3b3b8f'),
    'brand2': dict(font='sans', size=7, color='#3b3b8f'),
    'hd': dict(size=7.5), 'hdb': dict(size=7.5, b=True),
    'td': dict(size=7.8), 'th': dict(size=7.4, b=True, bg='#e6e6f5'),
    'sec': dict(size=8, b=True, bg='#f0f0fa'),
    'val': dict(size=8.2, b=True),
    'note': dict(size=6.8), 'notei': dict(size=6.8, i=True),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('c07', 'NefroLab Análises Clínicas', '2025-06-18', STY, margins=(10, 12, 10, 12),
                 title='NefroLab - Laudo')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('NefroLab', sty='brand'), L('Análises Clínicas - Nefrologia', sty='brand2')])],
                 [Lines([L('Paciente: ', S('SÉRGIO LUIZ PACHECO ARRUDA', sty='hdb'), '   Sexo: M   Nasc.: 30/09/1966', sty='hd'),
                         L('Peso: 78 kg   Altura: 1,72 m   Superfície corporal: 1,92 m²   Registro: NL-220.417', sty='hd'),
                         L('Entrada: 18/06/2025   Liberação: 19/06/2025 17:30', sty='hd'),
                         L('Médico: Dr. Otávio Penteado Salles - CRM-SP 87.305', sty='hd')])],
                 split=50, gap=4),
            Rule(lw=0.6, mt=1.2, mb=2, color='#3b3b8f'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('NefroLab Análises Clínicas - Av. Norte-Sul, 1.350 - Cambuí - Campinas/SP - CNES 2081407 - '
                         'Resp. técnico: Dr. Gustavo Amaral Pires - CRF-SP 44.870', sty='foot'),
                       L(f'Pág. {pn}/{n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer
    W = [58, 24, 26, 78]
    COLS = ['Exame', 'Resultado', 'Unidade', 'Valores de referência']
    AL = ['L', 'R', 'L', 'L']

    def rw(r, ref, label=None):
        if label:
            t = label.replace(' ¹', '').replace(' ²', '').replace(' ³', '').replace('/\n', '/')
            r.name = ' '.join(t.split())
        return [label or r.name, C(r.V, sty='val', align='R'), r.unit, ref]

    cr = R('Creatinina', 'Creatinine', '2160-0', '1,46', 'mg/dL')
    tfg = R('TFG estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8', '55', 'mL/min/1,73 m²', ['62238-1'])
    ur = R('Ureia', 'Urea', '3091-6', '58', 'mg/dL')
    au = R('Ácido úrico', 'Urate', '3084-1', '7,2', 'mg/dL')
    na = R('Sódio', 'Sodium', '2951-2', '139', 'mmol/L')
    k = R('Potássio', 'Potassium', '2823-3', '4,9', 'mmol/L')
    ca = R('Cálcio total', 'Calcium', '17861-6', '9,4', 'mg/dL')
    p = R('Fósforo', 'Phosphate', '2777-1', '3,9', 'mg/dL')
    bic = R('Bicarbonato', 'Bicarbonate', '1963-8', '22', 'mmol/L')
    alb = R('Albumina', 'Albumin', '1751-7', '4,1', 'g/dL')
    pth = R('Paratormônio (PTH) intacto', 'Parathyrin intact', '2731-8', '88', 'pg/mL')
    t_ser = Table(W, [
        Sec('SORO - coleta em 18/06/2025 07:40'),
        rw(cr, 'homens: 0,70 a 1,30 mg/dL'),
        rw(tfg, 'superior a 90 mL/min/1,73 m² (ver nota ¹)', label='Taxa de filtração glomerular\nestimada (CKD-EPI 2021) ¹'),
        rw(ur, '15 a 50 mg/dL'), rw(au, 'homens: 3,5 a 7,2 mg/dL'),
        rw(na, '136 a 145 mmol/L'), rw(k, '3,5 a 5,1 mmol/L'),
        rw(ca, '8,6 a 10,3 mg/dL'), rw(p, '2,5 a 4,5 mg/dL'),
        rw(bic, '22 a 29 mmol/L'), rw(alb, '3,5 a 5,2 g/dL'),
        rw(pth, '15 a 65 pg/mL\nDRC estágio 3: ver KDIGO', label='Paratormônio (PTH)\nintacto'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.5)

    vol = R('Volume urinário de 24 horas', 'Urine volume 24 h', '3167-4', '1.850', 'mL')
    pr24 = R('Proteinúria de 24 horas', 'Protein 24 h urine', '2889-4', '742', 'mg/24 h')
    al24 = R('Albuminúria de 24 horas', 'Albumin (microalbumin) 24 h urine', '14956-7', '386', 'mg/24 h')
    cu24 = R('Creatinina urinária de 24 horas', 'Creatinine 24 h urine', '2162-6', '1.312', 'mg/24 h')
    clr = R('Clearance de creatinina', 'Creatinine renal clearance 24 h', '2164-2', '62', 'mL/min')
    clc = R('Clearance de creatinina corrigido', 'Creatinine renal clearance/1.73 sq M 24 h', '12195-4', '56', 'mL/min/1,73 m²')
    na24 = R('Sódio urinário de 24 horas', 'Sodium 24 h urine', '2956-1', '168', 'mEq/24 h')
    k24 = R('Potássio urinário de 24 horas', 'Potassium 24 h urine', '2829-0', '54', 'mEq/24 h')
    ca24 = R('Cálcio urinário de 24 horas', 'Calcium 24 h urine', '6874-2', '182', 'mg/24 h')
    t_24 = Table(W, [
        Sec('URINA DE 24 HORAS ² - material entregue em 18/06/2025 07:15'),
        rw(vol, 'não se aplica', label='Volume urinário\nde 24 horas'),
        rw(pr24, 'inferior a 150 mg/24 h', label='Proteinúria de\n24 horas'),
        rw(al24, 'inferior a 30 mg/24 h', label='Albuminúria de\n24 horas'),
        rw(cu24, 'homens: 800 a 2.000 mg/24 h', label='Creatinina urinária\nde 24 horas'),
        rw(clr, 'homens: 97 a 137 mL/min', label='Clearance de\ncreatinina ³'),
        rw(clc, 'homens: 90 a 140 mL/min/1,73 m²', label='Clearance de creatinina\ncorrigido (SC 1,92 m²)'),
        rw(na24, '40 a 220 mEq/24 h', label='Sódio urinário\nde 24 horas'),
        rw(k24, '25 a 125 mEq/24 h', label='Potássio urinário\nde 24 horas'),
        rw(ca24, 'homens: até 300 mg/24 h', label='Cálcio urinário\nde 24 horas'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.5)
    rep.page(t_ser, Space(2.5), t_24,
             Lines([L('¹ Estimativa sem coeficiente racial (Inker, 2021). Estágios KDIGO: G3a 45 a 59; G3b 30 a 44 mL/min/1,73 m².', sty='note'),
                    L('² Coleta domiciliar: início em 17/06/2025 às 07:00 (primeira urina desprezada) e término em 18/06/2025 às 07:00.', sty='note'),
                    L('³ Clearance calculado com a creatinina sérica de 18/06/2025; corrigido pela superfície corporal informada.', sty='note')], mt=1.5))

    D_SPOT = '2025-06-16'
    mab = R('Microalbuminúria', 'Microalbumin (urine)', '14957-5', '312', 'mg/L', date=D_SPOT)
    cru = R('Creatinina urinária', 'Creatinine (urine)', '2161-8', '98', 'mg/dL', date=D_SPOT)
    rac = R('Relação albumina/creatinina', 'Albumin/creatinine ratio (urine)', '9318-7', '318', 'mg/g', ['14959-1'], date=D_SPOT)
    pru = R('Proteína urinária', 'Protein (urine)', '2888-6', '60', 'mg/dL', date=D_SPOT)
    rpc = R('Relação proteína/creatinina', 'Protein/creatinine ratio (urine)', '2890-2', '0,61', 'g/g', date=D_SPOT)
    t_spot = Table(W, [
        Sec('AMOSTRA ISOLADA DE URINA - coletada em 16/06/2025 07:10 (1ª urina da manhã)'),
        rw(mab, 'não se aplica isoladamente'), rw(cru, 'não se aplica isoladamente'),
        rw(rac, 'normal: inferior a 30 mg/g\naumentada: 30 a 300 mg/g\nmuito aumentada: superior a 300 mg/g',
           label='Relação albumina/\ncreatinina'),
        rw(pru, 'não se aplica isoladamente'),
        rw(rpc, 'inferior a 0,15 g/g', label='Relação proteína/\ncreatinina'),
    ], cols=COLS, aligns=AL, border='grid', padv=0.5)

    den = R('Densidade', 'Specific gravity (urine)', '5811-5', '1,012', '', ['2965-2'])
    ph = R('pH', 'pH (urine)', '5803-2', '6,0', '', ['2756-5'])
    prt = R('Proteínas', 'Protein (urine, test strip)', '20454-5', 'Positivo (++)', '')
    gli = R('Glicose', 'Glucose (urine, test strip)', '25428-4', 'Ausente', '')
    cet = R('Corpos cetônicos', 'Ketones (urine, test strip)', '2514-8', 'Ausente', '')
    hbu = R('Hemoglobina', 'Hemoglobin (urine, test strip)', '5794-3', 'Traços', '')
    leu = R('Leucócitos', 'Leukocytes (urine sediment, per HPF)', '5821-4', '4', 'p/c')
    hem = R('Hemácias', 'Erythrocytes (urine sediment, per HPF)', '13945-1', '6', 'p/c')
    cil = R('Cilindros hialinos', 'Hyaline casts (urine sediment)', '25162-9', 'Raros', '')
    bac = R('Bactérias', 'Bacteria (urine sediment)', '25145-4', 'Ausentes', '')
    W2 = [58, 50, 78]
    t_eas = Table(W2, [
        Sec('URINA TIPO I (EAS) - amostra de 18/06/2025 07:40'),
        ['Densidade', C(den.V, sty='val'), '1,005 a 1,030'],
        ['pH', C(ph.V, sty='val'), '5,0 a 7,0'],
        ['Proteínas', C(prt.V, sty='val'), 'Ausente'],
        ['Glicose', C(gli.V, sty='val'), 'Ausente'],
        ['Corpos cetônicos', C(cet.V, sty='val'), 'Ausente'],
        ['Hemoglobina', C(hbu.V, sty='val'), 'Ausente'],
        ['Leucócitos', C(S(leu.V, sty='val'), ' p/c'), 'até 5 p/c'],
        ['Hemácias', C(S(hem.V, sty='val'), ' p/c'), 'até 3 p/c'],
        ['Cilindros hialinos', C(cil.V, sty='val'), 'Ausentes / raros'],
        ['Bactérias', C(bac.V, sty='val'), 'Ausentes'],
    ], cols=['Parâmetro', 'Resultado', 'Valores de referência'], aligns=['L', 'L', 'L'], border='grid', padv=0.5)
    rep.page(t_spot, Space(2.5), t_eas,
             Lines([L('Métodos: creatinina (Jaffé cinético), ureia (urease), ácido úrico (uricase), eletrólitos (ISE indireto), PTH', sty='notei'),
                    L('(eletroquimioluminescência), albumina urinária (imunoturbidimetria), proteína urinária (vermelho de pirogalol).', sty='notei'),
                    L('EAS: tira reagente com leitura automatizada e sedimentoscopia (p/c = por campo de 400x).', sty='notei')], mt=1.5),
             Lines([L('Liberado por Dra. Camila Toledo Furlan - CRBM-1 31.466 em 19/06/2025 17:30.', sty='notei')], mt=5))
    return rep
