"""e02 - Laboratório Potengi, Natal/RN: results portal e-mail export in PLAIN TEXT (monospace), with
pipes `|` as column rules and `+----+` lines, as a patient prints it from the e-mail body.
52-year-old woman with type 2 diabetes and treated hypothyroidism: HbA1c above target, moderately
increased albuminuria, LDL above target, low vitamin D."""
from lib import *

W = [34, 11, 14, 31]


def rule(ch='-'):
    return '+' + '+'.join(ch * (w + 2) for w in W) + '+'


def row(name, res=None, ref='', vt=None, unit=None):
    cells = []
    c0 = '| ' + name.ljust(W[0]) + ' | '
    if res is None:
        return L(c0 + (vt or '').ljust(W[1]) + ' | ' + (unit or '').ljust(W[2]) + ' | ' + ref.ljust(W[3]) + ' |')
    return L(c0, res.V, ' ' * (W[1] - len(res.vt)) + ' | ', res.U, ' ' * (W[2] - len(res.unit)) + ' | ' + ref.ljust(W[3]) + ' |')


def build():
    st = style(base=dict(font='mono', size=7.6, lh=1.3), hdr=dict(color='#333333'))
    rep = Report('e02', 'Laboratório Potengi de Análises Clínicas', '2025-07-12', st, title='Resultado online')
    E = lambda *s: items(rep, s)
    sections = [
        ('BIOQUÍMICA - SORO', E(
            ('Glicose (jejum)', 'Glicose', '2345-7', '142', 'mg/dL', '70 a 99'),
            ('Hemoglobina glicada (HbA1c)', 'Hemoglobina glicada', '4548-4', '7,4', '%', 'inferior a 5,7'),
            ('Glicose média estimada', 'Glicose média estimada', '27353-2', '166', 'mg/dL', 'não se aplica'),
            ('Ureia', 'Ureia', '3091-6', '34', 'mg/dL', '15 a 40'),
            ('Creatinina', 'Creatinina', '2160-0', '0,92', 'mg/dL', '0,50 a 0,90'),
            ('TFG estimada CKD-EPI 2021', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(0.92, 52, True), 0), 'mL/min/1,73m²', 'superior a 60', ('62238-1',)),
            ('Ácido úrico', 'Ácido úrico', '3084-1', '5,8', 'mg/dL', '2,4 a 5,7'),
            ('Sódio', 'Sódio', '2951-2', '139', 'mEq/L', '136 a 145'),
            ('Potássio', 'Potássio', '2823-3', '4,4', 'mEq/L', '3,5 a 5,1'),
            ('Magnésio', 'Magnésio', '19123-9', '1,9', 'mg/dL', '1,6 a 2,6'),
            ('AST (TGO)', 'AST', '1920-8', '28', 'U/L', 'até 32'),
            ('ALT (TGP)', 'ALT', '1742-6', '41', 'U/L', 'até 33'),
            ('Gama-GT', 'Gama-glutamiltransferase', '2324-2', '52', 'U/L', '5 a 36'),
            ('Fosfatase alcalina', 'Fosfatase alcalina', '6768-6', '88', 'U/L', '35 a 104'),
            ('Proteína C reativa ultrassensível', 'Proteína C reativa ultrassensível', '30522-7', '3,8', 'mg/L', 'inferior a 3,0'),
        )),
        ('LIPIDOGRAMA - SORO (jejum de 12 h)', E(
            ('Colesterol total', 'Colesterol total', '2093-3', '214', 'mg/dL', 'desejável < 190'),
            ('HDL-colesterol', 'HDL-colesterol', '2085-9', '46', 'mg/dL', 'desejável > 40'),
            ('Triglicerídeos', 'Triglicerídeos', '2571-8', '188', 'mg/dL', 'desejável < 150'),
            ('LDL-colesterol (Friedewald)', 'LDL-colesterol', '13457-7', f(friedewald(214, 46, 188), 0), 'mg/dL', 'meta < 100 (diabetes)'),
            ('VLDL-colesterol', 'VLDL-colesterol', '13458-5', f(188 / 5, 0), 'mg/dL', 'não se aplica'),
            ('Colesterol não-HDL', 'Colesterol não-HDL', '43396-1', '168', 'mg/dL', 'meta < 130 (diabetes)'),
        )),
        ('HORMÔNIOS E VITAMINAS - SORO', E(
            ('TSH', 'TSH', '3016-3', '3,12', 'mUI/L', '0,45 a 4,50'),
            ('T4 livre', 'T4 livre', '3024-7', '1,18', 'ng/dL', '0,70 a 1,80'),
            ('25-hidroxivitamina D', '25-hidroxivitamina D', '62292-8', '24,6', 'ng/mL', '30 a 100 (grupo de risco)', ('1989-3',)),
            ('Vitamina B12', 'Vitamina B12', '2132-9', '389', 'pg/mL', '197 a 771'),
            ('Ferritina', 'Ferritina', '2276-4', '96', 'ng/mL', '15 a 150'),
        )),
        ('HEMOGRAMA (resumo) - SANGUE TOTAL EDTA', E(
            ('Hemácias', 'Hemácias', '789-8', '4,41', 'milhões/mm3', '3,90 a 5,00'),
            ('Hemoglobina', 'Hemoglobina', '718-7', '13,1', 'g/dL', '12,0 a 15,5'),
            ('Hematócrito', 'Hematócrito', '4544-3', '39,4', '%', '35,0 a 45,0'),
            ('Leucócitos', 'Leucócitos', '6690-2', '6.830', '/mm3', '4.000 a 10.000'),
            ('Plaquetas', 'Plaquetas', '777-3', '251.000', '/mm3', '150.000 a 450.000'),
        )),
        ('URINA - AMOSTRA ISOLADA (1ª urina da manhã)', E(
            ('Microalbuminúria', 'Albumina urinária', '14957-5', '42', 'mg/L', 'inferior a 20'),
            ('Creatinina urinária', 'Creatinina urinária', '2161-8', '118', 'mg/dL', '28 a 217'),
            ('Relação albumina/creatinina', 'Relação albumina/creatinina', '9318-7', '35,6', 'mg/g', 'inferior a 30', ('14959-1',)),
        )),
    ]
    head = [L('De: Laboratório Potengi <resultados@labpotengi.com.br>'),
            L('Para: m.dasdores.freitas@provedor.com.br'),
            L('Data: sáb, 12 jul 2025 16:42:07 -0300'),
            L('Assunto: Seu resultado está disponível - protocolo 2507-118342'),
            L(''),
            L('=' * 104),
            L('LABORATÓRIO POTENGI DE ANÁLISES CLÍNICAS - Av. Prudente de Morais, 2210 - Lagoa Nova - Natal/RN'),
            L('CNPJ 11.482.906/0001-37 - Resp. técnico: Dr. Severino Dantas Cortez - CRF-RN 2215'),
            L('=' * 104),
            L('Paciente.....: MARIA DAS DORES FREITAS BEZERRA           Protocolo....: 2507-118342'),
            L('Nascimento...: 03/02/1973 (52 anos)  Sexo: F            Convênio.....: Unimed Natal'),
            L('Solicitante..: Dra. Kátia Medeiros Fonseca CRM-RN 6021  Cadastro.....: 10/07/2025'),
            L('Coleta.......: 12/07/2025 07:15 (unidade Lagoa Nova)     Liberação....: 12/07/2025 16:30'),
            L('')]
    out1, out2 = list(head), []
    for k, (title, rs) in enumerate(sections):
        tgt = out1 if k < 3 else out2
        tgt.append(L(title))
        tgt.append(L(rule()))
        tgt.append(L('| ' + 'EXAME'.ljust(W[0]) + ' | ' + 'RESULTADO'.ljust(W[1]) + ' | ' + 'UNIDADE'.ljust(W[2]) + ' | ' + 'VALOR DE REFERÊNCIA'.ljust(W[3]) + ' |'))
        tgt.append(L(rule('=')))
        for r, ref in rs:
            tgt.append(row(r.name, r, ref))
        tgt.append(L(rule()))
        tgt.append(L(''))
    out2 += [L('Observações:'),
             L('  - TFG estimada pela equação CKD-EPI 2021 (sem coeficiente de raça).'),
             L('  - Glicose média estimada = 28,7 x HbA1c - 46,7 (ADAG).'),
             L('  - Resultado enviado automaticamente. Para o laudo assinado (PDF), acesse o portal com o'),
             L('    protocolo e a senha impressos no comprovante de atendimento.'),
             L(''),
             L('Atenciosamente,'),
             L('Equipe Laboratório Potengi - (84) 3206-4400 - WhatsApp (84) 98811-0420')]
    rep.footer = lambda pn, n: [Lines([L(f'--- impresso do webmail em 14/07/2025 09:03 --- pág. {pn}/{n} ---', align='R')], sty='small')]
    rep.page(Lines(out1))
    rep.page(Lines(out2))
    return rep
