from model import R, Text, Row, G, Table, BLine, Block, LRow, Leader, Cols, Spacer, Report
import reports as _r


def add(rep):
    _r.REPORTS.append(rep)
    return rep


# ------------------------------------------------------------------ bj08
add(Report(
    'bj08', 'Lumen Medicina Diagnóstica', 'Rio de Janeiro/RJ',
    dict(font='sans', size=9, accent='#00707a', hdr='bar', patbox=True, hsize=15),
    ['Unidade Tijuca — Rua Conde de Bonfim, 655 — Rio de Janeiro/RJ · CNPJ 31.774.058/0012-35 · CNES 9140251',
     'Responsável técnico: Dr. Fábio Loureiro Campos — CRM-RJ 52.88412-0 · Atendimento (21) 4003-5866'],
    [('Nome:', 'CARLOS EDUARDO VIANNA MOTTA'), ('Ordem de serviço:', '7702-1184-0935'),
     ('Data de nascimento:', '25/12/1972'), ('Sexo:', 'Masculino'),
     ('Médico solicitante:', 'Dra. Isabela Caldas — CRM-RJ 52.10477-3'), ('Data do pedido:', '29/05/2025'),
     ('Data de coleta:', '03/06/2025 09:12'), ('Data de liberação:', '06/06/2025 18:30')],
    [[Text('METABOLISMO DO FERRO', 'h1'),
      Block('FERRO SÉRICO', 'soro', 'colorimétrico (ferrozina)',
            [BLine('Resultado:', R('48', 'fe', 'µg/dL', flag='↓'), '65 a 175 µg/dL')]),
      Block('CAPACIDADE TOTAL DE LIGAÇÃO DO FERRO (CTLF)', 'soro', 'cálculo (ferro + capacidade latente)',
            [BLine('Resultado:', R('412', 'tibc', 'µg/dL'), '250 a 425 µg/dL')]),
      Block('ÍNDICE DE SATURAÇÃO DA TRANSFERRINA', 'soro', 'cálculo',
            [BLine('Resultado:', R('11,7', 'tsat', '%', flag='↓'), '20 a 50 %')]),
      Block('FERRITINA', 'soro', 'eletroquimioluminescência',
            [BLine('Resultado:', R('9,8', 'ferr', 'ng/mL', flag='↓'), 'Homens: 30 a 400 ng/mL')],
            note='Ferritina reduzida indica depleção dos estoques de ferro. Correlacionar com hemograma.'),
      Text('VITAMINAS', 'h1'),
      Block('VITAMINA B12 (COBALAMINA)', 'soro', 'eletroquimioluminescência',
            [BLine('Resultado:', R('312', 'b12', 'pg/mL'), '197 a 771 pg/mL')]),
      Block('ÁCIDO FÓLICO (FOLATO SÉRICO)', 'soro', 'eletroquimioluminescência',
            [BLine('Resultado:', R('superior a 20,0', 'fol', 'ng/mL'), 'superior a 3,9 ng/mL')],
            note='Resultado acima do limite superior de quantificação do ensaio.'),
      ],
     [Text('VITAMINA D E METABOLISMO MINERAL', 'h1'),
      Block('25-HIDROXIVITAMINA D (25-OH VITAMINA D)', 'soro', 'quimioluminescência',
            [BLine('Resultado:', R('21,4', 'vitd', 'ng/mL'),
                   'Acima de 20 ng/mL: população saudável\n30 a 60 ng/mL: grupos de risco')],
            extra='Recoleta: amostra colhida em 05/06/2025 (primeira amostra hemolisada).', date='2025-06-05'),
      Block('PARATORMÔNIO (PTH INTACTO)', 'soro', 'eletroquimioluminescência',
            [BLine('Resultado:', R('48', 'pth', 'pg/mL'), '15 a 65 pg/mL')],
            extra='Amostra colhida em 05/06/2025 junto com a recoleta.', date='2025-06-05'),
      Block('CÁLCIO TOTAL', 'soro', 'colorimétrico (arsenazo III)',
            [BLine('Resultado:', R('9,6', 'ca', 'mg/dL'), '8,6 a 10,3 mg/dL')]),
      Block('MAGNÉSIO', 'soro', 'colorimétrico (azul de xilidil)',
            [BLine('Resultado:', R('2,1', 'mg', 'mg/dL'), '1,6 a 2,6 mg/dL')]),
      Text('MARCADORES INFLAMATÓRIOS', 'h1'),
      Block('PROTEÍNA C REATIVA ULTRASSENSÍVEL', 'soro', 'imunoturbidimetria',
            [BLine('Resultado:', R('1,8', 'hscrp', 'mg/L'), 'Risco cardiovascular:\nbaixo < 1,0 · médio 1,0 a 3,0 · alto > 3,0')]),
      Block('VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)', 'sangue total (EDTA)', 'Westergren modificado',
            [BLine('Resultado:', R('22', 'esr', 'mm', flag='↑'), '1ª hora — homens até 50 anos: até 15 mm')]),
      Block('HOMOCISTEÍNA', 'plasma (EDTA)', 'quimioluminescência',
            [BLine('Resultado:', R('9,6', 'hcy', 'µmol/L'), '5,0 a 15,0 µmol/L')]),
      Text('Liberado por Dr. Fábio Loureiro Campos — CRM-RJ 52.88412-0 em 06/06/2025 18:30. '
           'Assinatura eletrônica conforme MP 2.200-2/2001.', 'sig'),
      ]],
    '2025-06-03',
    lambda i, n: ('Lumen Medicina Diagnóstica · impresso em 07/06/2025 10:04', f'Página {i} de {n}'),
))


# ------------------------------------------------------------------ bj09
_c = ['name', 'res', 'unit', 'ref']
_w = [38, 19, 15, 28]
_h = ['Exame', 'Result.', 'Unid.', 'Referência']
add(Report(
    'bj09', 'Laboratório Pró-Análise', 'Recife/PE',
    dict(font='cond', size=8, accent='#1f3c88', hdr='center', hsize=16),
    ['Av. Conselheiro Rosa e Silva, 1460 — Aflitos — Recife/PE · (81) 3427-2200 · CNPJ 10.553.982/0001-17',
     'Diretor técnico: Dr. Eduardo Lins Cavalcanti — CRM-PE 12.037'],
    [('Paciente:', 'FRANCISCO DE ASSIS MELO BEZERRA'), ('Nº atendimento:', 'PA-25-0227614'),
     ('Nascimento:', '11/06/1961'), ('Sexo/idade:', 'M / 63 anos'),
     ('Médico:', 'Dr. Henrique Falcão — CRM-PE 18.552'), ('Recepção:', '25/02/2025 07:10'),
     ('Coleta:', '25/02/2025 07:22'), ('Liberação:', '27/02/2025 12:05')],
    [[Text('AVALIAÇÃO LABORATORIAL — CHECK-UP MASCULINO', 'h1'),
      Cols(
        [Text('MARCADORES TUMORAIS', 'h2'),
         Table(_c, _h, [
             Row('PSA total', R('1,84', 'psa', 'ng/mL'), ref='até 4,00'),
             Row('PSA livre', R('0,41', 'fpsa', 'ng/mL'), ref='—'),
             Row('Relação PSA\nlivre/total', R('22', 'psar', '%'), ref='superior a 15'),
             Row('CEA', R('1,9', 'cea', 'ng/mL'), ref='não fumantes: até 3,8'),
             Row('Alfafetoproteína', R('3,1', 'afp', 'ng/mL'), ref='até 8,0'),
             Row('CA 19-9', R('< 2,0', 'ca199', 'U/mL'), ref='até 37,0'),
         ], _w, ruled='none'),
         Text('HORMÔNIOS', 'h2'),
         Table(_c, _h, [
             Row('Testosterona total', R('412', 'testo', 'ng/dL'), ref='249 a 836'),
         ], _w, ruled='none'),
         Text('ENZIMAS', 'h2'),
         Table(_c, _h, [
             Row('Creatinofosfoquinase\n(CK)', R('188', 'ck', 'U/L'), ref='39 a 308'),
             Row('Desidrogenase lática\n(LDH)', R('176', 'ldh', 'U/L'), ref='135 a 225'),
             Row('Amilase', R('64', 'amy', 'U/L'), ref='28 a 100'),
             Row('Lipase', R('32', 'lip', 'U/L'), ref='13 a 60'),
         ], _w, ruled='none'),
         ],
        [Text('FUNÇÃO HEPÁTICA', 'h2'),
         Table(_c, _h, [
             Row('AST / TGO', R('32', 'ast', 'U/L'), ref='até 40'),
             Row('ALT / TGP', R('44', 'alt', 'U/L', flag='↑'), ref='até 41'),
             Row('Gama-glutamiltransferase', R('71', 'ggt', 'U/L', flag='↑'), ref='8 a 61'),
             Row('Fosfatase alcalina', R('88', 'alp', 'U/L'), ref='40 a 129'),
             Row('Bilirrubina total', R('1,24', 'tbil', 'mg/dL', flag='↑'), ref='até 1,20'),
             Row('Bilirrubina direta', R('0,28', 'dbil', 'mg/dL'), ref='até 0,30'),
             Row('Bilirrubina indireta', R('0,96', 'ibil', 'mg/dL'), ref='até 1,00'),
         ], _w, ruled='none'),
         Text('PROTEÍNAS TOTAIS E FRAÇÕES', 'h2'),
         Table(_c, _h, [
             Row('Proteínas totais', R('7,3', 'tprot', 'g/dL'), ref='6,4 a 8,3'),
             Row('Albumina', R('4,5', 'alb', 'g/dL'), ref='3,5 a 5,2'),
             Row('Globulinas', R('2,8', 'glob', 'g/dL'), ref='2,0 a 3,5'),
             Row('Relação A/G', R('1,61', 'agr', ''), ref='1,10 a 2,20'),
         ], _w, ruled='none'),
         Text('Bilirrubina indireta e globulinas obtidas por cálculo. Valores marcados com ↑ acima da referência.',
              'note'),
         ]),
      Spacer(3),
      Text('Material: soro. Métodos: imunoensaios por quimioluminescência (marcadores e hormônios); '
           'cinéticos e colorimétricos automatizados (enzimas, bilirrubinas e proteínas).', 'small'),
      Text('Liberado por Dr. Eduardo Lins Cavalcanti — CRM-PE 12.037 — 27/02/2025 12:05', 'sig'),
      ]],
    '2025-02-25',
    lambda i, n: ('Pró-Análise — 2ª via emitida em 03/03/2025 16:48', f'Folha {i}/{n}'),
))


# ------------------------------------------------------------------ bj10
_c = ['name', 'ref', 'res', 'unit']
_h = ['EXAME', 'VALORES DE REFERÊNCIA', 'RESULTADO', 'UNIDADE']
_w = [36, 30, 18, 16]
add(Report(
    'bj10', 'Laboratório Dra. Iolanda Werneck', 'Florianópolis/SC',
    dict(font='serif', size=8.5, accent='#234e70', hdr='left', thfill='#dde7ef', grpfill='#eef3f7',
         patbox=True, hsize=15),
    ['Análises Clínicas · Rua Felipe Schmidt, 717 — Centro — Florianópolis/SC · Fone (48) 3224-6130',
     'CNPJ 79.415.220/0001-06 · CNES 2692011 · Resp. técnica: Dra. Iolanda Werneck — CRF-SC 3.417'],
    [('PACIENTE:', 'GILBERTO HOFFMANN DA SILVEIRA'), ('REGISTRO:', '19-22871'),
     ('NASCIMENTO:', '08/03/1958'), ('SEXO:', 'MASCULINO'),
     ('MÉDICO:', 'DR. OTÁVIO R. KUERTEN — CRM-SC 9.871'), ('CONVÊNIO:', 'SC Saúde'),
     ('DATA DA REQUISIÇÃO:', '02/07/2025'), ('DATA DA COLETA:', '08/07/2025'),
     ('DATA DE RECEBIMENTO:', '08/07/2025'), ('DATA DE EMISSÃO:', '10/07/2025')],
    [[Text('HEMOGRAMA COMPLETO', 'h1'),
      Text('Material: sangue total com EDTA — Método: automação (Sysmex XN) e microscopia', 'small'),
      Table(_c, _h, [
          G('ERITROGRAMA'),
          Row('Eritrócitos', R('4,88', 'rbc'), unit='milhões/mm³', ref='4,50 a 6,10'),
          Row('Hemoglobina', R('14,6', 'hgb'), unit='g/dL', ref='13,0 a 17,5'),
          Row('Hematócrito', R('43,1', 'hct'), unit='%', ref='40,0 a 52,0'),
          Row('VCM', R('88,3', 'mcv'), unit='fL', ref='80,0 a 100,0'),
          Row('HCM', R('29,9', 'mch'), unit='pg', ref='27,0 a 34,0'),
          Row('CHCM', R('33,9', 'mchc'), unit='g/dL', ref='32,0 a 36,0'),
          Row('RDW', R('13,2', 'rdw'), unit='%', ref='11,6 a 14,8'),
      ], _w, ruled='full'),
      Table(['name', 'ref', 'res', 'r1'], ['LEUCOGRAMA', 'REFERÊNCIA (/mm³)', '%', '/mm³'], [
          Row('Leucócitos', None, R('11.850', 'wbc', '/mm³', flag='Alto'), ref='4.000 a 11.000'),
          Row('Bastonetes', R('2', 'band%', '%'), R('237', 'band#', '/mm³'), ref='0 a 500', indent=True),
          Row('Segmentados', R('71', 'seg%', '%'), R('8.414', 'seg#', '/mm³', flag='Alto'), ref='1.800 a 7.000',
              indent=True),
          Row('Linfócitos', R('19', 'lym%', '%'), R('2.252', 'lym#', '/mm³'), ref='1.000 a 4.000', indent=True),
          Row('Monócitos', R('6', 'mon%', '%'), R('711', 'mon#', '/mm³'), ref='200 a 1.000', indent=True),
          Row('Eosinófilos', R('2', 'eos%', '%'), R('237', 'eos#', '/mm³'), ref='40 a 500', indent=True),
          Row('Basófilos', R('0', 'bas%', '%'), R('0', 'bas#', '/mm³'), ref='0 a 200', indent=True),
      ], [36, 30, 18, 16], ruled='full'),
      Table(_c, ['PLAQUETAS', 'VALORES DE REFERÊNCIA', 'RESULTADO', 'UNIDADE'], [
          Row('Contagem de plaquetas', R('312.000', 'plt'), unit='/mm³', ref='150.000 a 450.000'),
      ], _w, ruled='full'),
      Text('Observações: leucocitose com neutrofilia. Ausência de granulações tóxicas. Morfologia eritrocitária normal.',
           'note'),
      ],
     [Text('BIOQUÍMICA', 'h1'),
      Text('Material: soro — Métodos enzimáticos colorimétricos automatizados — Jejum: 12 horas', 'small'),
      Table(_c, _h, [
          Row('GLICOSE', R('102', 'glu_f', flag='Alto'), unit='mg/dL', ref='70 a 99'),
          Row('COLESTEROL TOTAL', R('241', 'chol', flag='Alto'), unit='mg/dL', ref='Desejável: inferior a 190'),
          Row('HDL-COLESTEROL', R('39', 'hdl', flag='Baixo'), unit='mg/dL', ref='Desejável: superior a 40'),
          Row('LDL-COLESTEROL', R('167', 'ldl', flag='Alto'), unit='mg/dL', ref='Meta conforme risco'),
          Row('VLDL-COLESTEROL', R('35', 'vldl'), unit='mg/dL', ref='Até 40'),
          Row('TRIGLICÉRIDES', R('176', 'tg', flag='Alto'), unit='mg/dL', ref='Desejável: inferior a 150'),
      ], _w, ruled='full'),
      Text('INFLAMAÇÃO', 'h1'),
      Table(_c, _h, [
          Row('PROTEÍNA C REATIVA (PCR)', R('12,4', 'crp', flag='Alto'), unit='mg/L', ref='Inferior a 6,0'),
          Row('VHS — 1ª HORA', R('28', 'esr', flag='Alto'), unit='mm', ref='Até 20'),
      ], _w, ruled='full'),
      Text('COAGULAÇÃO', 'h1'),
      Text('Material: plasma citratado — Método: coagulométrico', 'small'),
      Table(_c, _h, [
          Row('TEMPO DE PROTROMBINA', R('12,8', 'pt_s'), unit='seg', ref='10,5 a 13,5'),
          Row('ATIVIDADE DE PROTROMBINA', R('94', 'pt_act'), unit='%', ref='70 a 100'),
          Row('RNI', R('1,04', 'inr'), unit='', ref='0,90 a 1,25'),
      ], _w, ruled='full'),
      Text('Plasma normal (controle) do lote: 12,1 seg.', 'small'),
      Text('Conferido e assinado eletronicamente por Dra. Iolanda Werneck — CRF-SC 3.417 — 09/07/2025 18:22', 'sig'),
      ]],
    '2025-07-08',
    lambda i, n: ('Lab. Dra. Iolanda Werneck — este laudo só tem validade com assinatura eletrônica',
                  f'Página {i} de {n} — impresso em 10/07/2025'),
))


# ------------------------------------------------------------------ bj11
U = '2025-08-20'
add(Report(
    'bj11', 'Laboratório Santa Clara', 'Belém/PA',
    dict(font='mono', size=8.5, accent='#1b5e20', hdr='center', hsize=14),
    ['Tv. Quintino Bocaiúva, 1525 - Nazaré - Belém/PA - (91) 3241-7788',
     'CNPJ 04.226.871/0001-52 - CNES 2337134 - Bioq. resp.: Dra. Keila M. Sarmento - CRF-PA 4.109'],
    [('PACIENTE..:', 'RAIMUNDO NONATO PANTOJA'), ('PEDIDO...:', '250819-0442'),
     ('NASC.....:', '14/01/1966'), ('SEXO.....:', 'MASCULINO'),
     ('MÉDICO...:', 'DR. LEANDRO AFONSO - CRM-PA 8.216'), ('CONVÊNIO.:', 'PARTICULAR'),
     ('COLETA...:', '19/08/2025 07:35'), ('ENTREGA..:', '22/08/2025')],
    [[Text('ACOMPANHAMENTO DO DIABETES', 'h3'),
      Leader([
          '=' * 84,
          'EXAME'.ljust(33) + 'RESULTADO'.ljust(22) + 'REFERÊNCIA',
          '=' * 84,
          'SORO/PLASMA - coleta 19/08/2025 - jejum de 10 h',
          LRow('GLICOSE EM JEJUM', R('148', 'glu_f', 'mg/dL', flag='↑'), '70 a 99 mg/dL'),
          LRow('HEMOGLOBINA GLICADA\n(HbA1c - HPLC)', R('7,8', 'hba1c', '%', flag='↑'), 'inferior a 5,7 %'),
          LRow('GLICOSE MÉDIA ESTIMADA', R('177', 'eag', 'mg/dL'), '-'),
          LRow('INSULINA', R('18,4', 'insulin', 'µUI/mL'), '2,6 a 24,9 µUI/mL'),
          LRow('COLESTEROL TOTAL', R('168', 'chol', 'mg/dL'), 'inferior a 190 mg/dL'),
          LRow('HDL COLESTEROL', R('38', 'hdl', 'mg/dL', flag='↓'), 'superior a 40 mg/dL'),
          LRow('LDL COLESTEROL', R('96', 'ldl', 'mg/dL'), 'meta DM: inferior a 70'),
          LRow('TRIGLICERÍDEOS', R('172', 'tg', 'mg/dL', flag='↑'), 'inferior a 150 mg/dL'),
          LRow('CREATININA', R('1,21', 'crea', 'mg/dL', flag='↑'), '0,70 a 1,20 mg/dL'),
          LRow('TFG ESTIMADA (CKD-EPI)', R('62', 'egfr', 'mL/min/1,73m²'), '>= 60'),
          LRow('POTÁSSIO', R('4,9', 'k', 'mmol/L'), '3,5 a 5,1 mmol/L'),
          '',
          'URINA (amostra isolada, 1a da manhã) - coleta 20/08/2025',
          LRow('MICROALBUMINÚRIA', R('68,0', 'ualb', 'mg/L', date=U, flag='↑'), 'inferior a 20 mg/L'),
          LRow('CREATININA URINÁRIA', R('104,5', 'ucrea', 'mg/dL', date=U), '-'),
          LRow('RELAÇÃO ALBUMINA/\nCREATININA', R('65,1', 'uacr', 'mg/g', date=U, flag='↑'), 'inferior a 30 mg/g'),
          LRow('GLICOSE (URINA)', R('Positivo', 'u_glu', '', date=U, flag='↑'), 'Negativo'),
          '=' * 84,
      ], namew=31, valw=22),
      Text('↑ acima / ↓ abaixo do valor de referência. HbA1c por HPLC (método certificado NGSP). '
           'Glicose média estimada: GME = 28,7 × HbA1c − 46,7.', 'small'),
      Text('Resultado anterior de HbA1c (10/04/2025): consultar histórico no portal do paciente.', 'small'),
      Text('Liberado em 21/08/2025 16:02 por Dra. Keila M. Sarmento - CRF-PA 4.109', 'sig'),
      ]],
    '2025-08-19',
    lambda i, n: ('LabSC v3 - impresso 22/08/2025 08:30', f'PAG. {i}/{n}'),
))


# ------------------------------------------------------------------ bj12
D = ['2024-12-04', '2025-03-12', '2025-06-10', '2025-09-15']
add(Report(
    'bj12', 'Rede Labvida Diagnósticos', 'Fortaleza/CE',
    dict(font='sans', size=8.5, accent='#c0392b', hdr='left', thfill='#f6e1de', hsize=16),
    ['Unidade Aldeota — Av. Santos Dumont, 2789 — Fortaleza/CE · CNPJ 07.339.516/0001-82 · CNES 5521380',
     'Resp. técnico: Dr. Victor Hugo Aragão — CRF-CE 6.044 · Central (85) 3486-1000'],
    [('Paciente:', 'FRANCISCA HELENA DE SOUSA ALENCAR'), ('Código:', 'LV-3390127'),
     ('Nascimento:', '19/10/1955'), ('Sexo:', 'Feminino'),
     ('Médico:', 'Dra. Natália Bezerra — CRM-CE 15.508'), ('Convênio:', 'Hapvida'),
     ('Coleta:', '15/09/2025 07:05'), ('Liberado:', '16/09/2025 14:18'),
     ('Próxima consulta agendada:', '13/10/2025'), ('Impressão:', '17/09/2025')],
    [[Text('HISTÓRICO DE RESULTADOS — ACOMPANHAMENTO CLÍNICO', 'h1'),
      Text('Quadro comparativo das quatro últimas coletas realizadas na Rede Labvida. A coluna de 15/09/2025 '
           'corresponde à coleta atual.', 'small'),
      Table(['name', 'res', 'r1', 'r2', 'r3', 'unit', 'ref'],
            ['Exame', '04/12/2024', '12/03/2025', '10/06/2025', '15/09/2025', 'Unidade', 'Referência'], [
          G('Metabolismo glicídico'),
          Row('Glicose', R('132', 'glu_f'), R('121', 'glu_f'), R('114', 'glu_f'), R('109', 'glu_f'),
              unit='mg/dL', ref='70 a 99'),
          Row('Hemoglobina glicada', R('7,4', 'hba1c'), R('7,0', 'hba1c'), R('6,6', 'hba1c'), R('6,4', 'hba1c'),
              unit='%', ref='inferior a 5,7'),
          G('Lípides'),
          Row('Colesterol total', R('236', 'chol'), R('214', 'chol'), R('198', 'chol'), R('187', 'chol'),
              unit='mg/dL', ref='inferior a 190'),
          Row('Colesterol - HDL', R('44', 'hdl'), R('46', 'hdl'), R('49', 'hdl'), R('52', 'hdl'),
              unit='mg/dL', ref='superior a 50'),
          Row('Colesterol - LDL', R('158', 'ldl'), R('139', 'ldl'), R('121', 'ldl'), R('108', 'ldl'),
              unit='mg/dL', ref='conforme risco'),
          Row('Triglicérides', R('171', 'tg'), R('145', 'tg'), R('140', 'tg'), R('135', 'tg'),
              unit='mg/dL', ref='inferior a 150'),
          G('Função renal e tireoide'),
          Row('Creatinina', R('0,84', 'crea'), None, R('0,88', 'crea'), R('0,86', 'crea'),
              unit='mg/dL', ref='0,50 a 0,90'),
          Row('TSH', R('5,62', 'tsh'), R('4,10', 'tsh'), None, R('3,35', 'tsh'),
              unit='µUI/mL', ref='0,40 a 4,30'),
          Row('Vitamina D (25-OH)', None, None, R('18,2', 'vitd'), R('superior a 30,0', 'vitd'),
              unit='ng/mL', ref='superior a 20'),
      ], [22, 10, 10, 10, 13, 11, 24], ruled='none', dates=D),
      Text('--- exame não solicitado na data.', 'small'),
      Text('Observação: vitamina D em 15/09/2025 informada como "superior a 30,0 ng/mL" por triagem semiquantitativa; '
           'dosagem quantitativa disponível mediante solicitação.', 'note'),
      Text('Este quadro não substitui os laudos individuais de cada coleta, disponíveis no portal Labvida.', 'note'),
      Text('Liberado eletronicamente por Dr. Victor Hugo Aragão — CRF-CE 6.044 — 16/09/2025 14:18', 'sig'),
      ]],
    '2025-09-15',
    lambda i, n: ('Rede Labvida Diagnósticos — www.labvida.com.br', f'Página {i}/{n}'),
))
