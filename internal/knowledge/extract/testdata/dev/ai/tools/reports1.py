from model import r, R, A

def prev(x, vt, iso, disp):
    p = R(x.name, vt, x.unit, x.loinc, x.analyte, x.alts, "", "", iso)
    x.prev = p; x.prev_disp = disp
    return x

def grid(key, col, unit, times, vts, date=None, keys=None):
    """column of timed results; printed_name = column label + ' ' + time label"""
    out = []
    for i, (t, v) in enumerate(zip(times, vts)):
        if v is None: out.append(None); continue
        flag = ""
        if isinstance(v, tuple): v, flag = v
        k = keys[i] if keys else key
        out.append(r(k, f"{col} {t}", v, unit, flag=flag, date=date))
    return out

def T(*cols):  # transpose columns into rows
    return [list(x) for x in zip(*cols)]

REPORTS = []

# ---------------------------------------------------------------- ai01  São Paulo, table + previous results
tsh = prev(r("tsh", "TSH - HORMÔNIO TIREOESTIMULANTE", "6,84", "µUI/mL", "H", "0,45 a 4,50 µUI/mL"), "5,12", "2024-09-12", "12/09/2024")
ft4 = prev(r("ft4", "T4 LIVRE", "0,92", "ng/dL", "", "0,70 a 1,48 ng/dL"), "1,01", "2024-09-12", "12/09/2024")
tpo = prev(r("tpo", "ANTICORPOS ANTI-|TIREOPEROXIDASE (ANTI-TPO)", "387", "UI/mL", "H", "Inferior a 34 UI/mL"), "412", "2024-09-12", "12/09/2024")
REPORTS.append(dict(
    id="ai01", lab="Laboratório Vitallis Análises Clínicas", city="São Paulo/SP", default="2025-03-14",
    footer="Vitallis Análises Clínicas Ltda - CNPJ 12.345.678/0001-90 - Rua Vergueiro, 2045 - Vila Mariana - São Paulo/SP - (11) 3555-0142",
    features="table with 'Resultado anterior' column (previous results with own dates); H flags; marker split over two lines; leaders on page 2",
    style=dict(font="'Liberation Sans', sans-serif", fs="9pt", ffont="LibSans", acc="#0b5c8a", rowline="1px solid #ddd"),
    pages=[[
        ("hdr", dict(name="VITALLIS ANÁLISES CLÍNICAS", lines=["Unidade Vila Mariana - CNES 2078511", "Resp. Técnico: Dr. Fábio Minami Kato - CRF-SP 41.882"],
                     right=["Laudo nº 250314-08872", "Impresso em 17/03/2025 10:22"])),
        ("pat", dict(ncols=3, fields=[("Paciente:", "MARIANA TEIXEIRA LOPES"), ("Nasc.:", "22/07/1981 (43a)"), ("Sexo:", "Feminino"),
                                      ("Médico:", "Dra. Helena Cardoso - CRM-SP 118.204"), ("Pedido:", "10/03/2025"), ("Convênio:", "Particular"),
                                      ("Data da coleta:", "14/03/2025 07:48"), ("Liberado em:", "15/03/2025 16:05"), ("Protocolo:", "0887-2514")])),
        ("band", "HORMÔNIOS TIREOIDIANOS E AUTOIMUNIDADE"),
        ("exam", dict(title="Perfil tireoidiano", meta=["Material: Soro   Método: Eletroquimioluminescência (ECLIA)"], style="table", prevcol=True,
                      head=["Exame", "Resultado", "Unidade", "Valores de referência", "Resultado anterior"],
                      rows=[tsh, ft4,
                            r("t3", "T3 TOTAL", "98", "ng/dL", "", "80 a 200 ng/dL"),
                            r("ft3", "T3 LIVRE", "2,9", "pg/mL", "", "2,3 a 4,2 pg/mL"),
                            tpo,
                            r("atg", "ANTICORPOS ANTI-TIREOGLOBULINA", "< 10,0", "UI/mL", "", "Inferior a 115 UI/mL"),
                            r("tg", "TIREOGLOBULINA", "14,2", "ng/mL", "", "3,5 a 77,0 ng/mL (tireoide tópica)"),
                            r("trab", "TRAb - ANTICORPO ANTI-|RECEPTOR DE TSH", "< 0,80", "UI/L", "", "Negativo: inferior a 1,75 UI/L\nPositivo: igual ou superior a 1,75 UI/L")],
                      notes=["Resultado anterior obtido neste laboratório, mesma metodologia.",
                             "TSH: valores de referência para gestantes - 1º trim. 0,10 a 2,50; 2º trim. 0,20 a 3,00; 3º trim. 0,30 a 3,00 µUI/mL."])),
        ("text", ["Nota: resultados de anticorpos anti-TPO acima de 34 UI/mL são compatíveis com tireoidite autoimune, devendo ser",
                  "correlacionados com o quadro clínico. Retorno agendado pelo médico solicitante para 02/04/2025."]),
    ], [
        ("hdr", dict(name="VITALLIS ANÁLISES CLÍNICAS", lines=["Paciente: MARIANA TEIXEIRA LOPES - Protocolo 0887-2514"], right=["Coleta: 14/03/2025"])),
        ("band", "OUTROS EXAMES"),
        ("exam", dict(title="", style="leader", rows=[
            r("prl", "PROLACTINA", "18,4", "ng/mL", "", "Mulheres não gestantes: 4,8 a 23,3 ng/mL"),
            r("cort", "CORTISOL - 8 HORAS", "14,6", "µg/dL", "", "Coleta entre 7 e 9 h: 6,2 a 19,4 µg/dL"),
            r("vitd", "25-HIDROXIVITAMINA D", "23,8", "ng/mL", "", "População saudável até 60 anos: acima de 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL"),
            r("pth", "PARATORMÔNIO (PTH) INTACTO", "48", "pg/mL", "", "15 a 65 pg/mL"),
            r("ca", "CÁLCIO TOTAL", "9,4", "mg/dL", "", "8,6 a 10,3 mg/dL"),
            r("glu", "GLICOSE DE JEJUM", "92", "mg/dL", "", "Normal: 70 a 99 mg/dL  |  Glicemia de jejum alterada: 100 a 125 mg/dL"),
            r("ferr", "FERRITINA", "36,5", "ng/mL", "", "Mulheres: 13 a 150 ng/mL"),
            r("b12", "VITAMINA B12", "288", "pg/mL", "", "197 a 771 pg/mL"),
            r("mg", "MAGNÉSIO", "1,9", "mg/dL", "", "1,6 a 2,6 mg/dL"),
            r("calcit", "CALCITONINA", "< 2,0", "pg/mL", "", "Mulheres: até 6,4 pg/mL")],
            meta=["Material: soro. Métodos: quimioluminescência (PRL, cortisol, vitamina D, PTH, ferritina, B12, calcitonina); colorimétrico (cálcio, magnésio); enzimático (glicose)."])),
        ("sig", ["Liberado eletronicamente por Dra. Sílvia Ramos Prado - CRBM-1 12.771 em 15/03/2025",
                 "Assinatura digital ICP-Brasil"]),
        ("text", ["Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos.",
                  "Laboratório participante do Programa de Excelência para Laboratórios Médicos (PELM)."], "small"),
    ]]))

# ---------------------------------------------------------------- ai02  Belo Horizonte, leaders + refs by menstrual phase
REPORTS.append(dict(
    id="ai02", lab="Centro de Medicina Laboratorial Serra Verde", city="Belo Horizonte/MG", default="2025-03-05",
    footer="CML Serra Verde - Av. do Contorno, 8120 - Lourdes - Belo Horizonte/MG - CNPJ 23.456.789/0001-12 - CNES 6602114",
    features="leaders (CSS dotted fill / dot characters in fpdf); reference ranges by menstrual phase and menopause; DUM date; 'Alto' flags; 'inferior a' result",
    style=dict(font="'Liberation Serif', serif", fs="9.5pt", ffont="LibSerif", ffs=9.2, acc="#6b2a5e", band="#f1e4ee", tt="uppercase"),
    pages=[[
        ("hdr", dict(name="Serra Verde Medicina Laboratorial", lines=["CNES 6602114  |  CNPJ 23.456.789/0001-12",
                      "Responsável técnica: Dra. Luciana Ferraz Queiroz - CRM-MG 38.115 (Patologia Clínica)"], right=["Atendimento 77104-2", "Recebido em: 05/03/2025"])),
        ("pat", dict(ncols=2, fields=[("Nome:", "Camila Rezende Antunes"), ("Data de nascimento:", "03/11/1993"),
                                      ("Sexo:", "F"), ("Médico solicitante:", "Dr. Otávio Brandão - CRM-MG 51.207"),
                                      ("Colhido em:", "05/mar/2025 08:12"), ("DUM informada:", "02/03/2025 (3º dia do ciclo)"),
                                      ("Requisição:", "SV-2025-031877"), ("Emissão:", "07/03/2025")])),
        ("band", "Endocrinologia - eixo gonadal"),
        ("exam", dict(title="", style="leader", meta=["Amostra: soro. Método: quimioluminescência (CLIA)."], rows=[
            r("fsh", "FSH - HORMÔNIO FOLÍCULO ESTIMULANTE", "6,8", "mUI/mL", "", "Fase folicular: 3,5 a 12,5  |  Pico ovulatório: 4,7 a 21,5  |  Fase lútea: 1,7 a 7,7\nPós-menopausa: 25,8 a 134,8 mUI/mL"),
            r("lh", "LH - HORMÔNIO LUTEINIZANTE", "5,2", "mUI/mL", "", "Fase folicular: 2,4 a 12,6  |  Pico ovulatório: 14,0 a 95,6  |  Fase lútea: 1,0 a 11,4\nPós-menopausa: 7,7 a 58,5 mUI/mL"),
            r("e2", "ESTRADIOL", "41", "pg/mL", "", "Fase folicular: 12,5 a 166  |  Ovulatória: 85,8 a 498  |  Lútea: 43,8 a 211\nPós-menopausa: até 54,7 pg/mL"),
            r("prog", "PROGESTERONA", "0,31", "ng/mL", "", "Fase folicular: 0,2 a 1,5  |  Fase lútea: 1,7 a 27,0  |  Pós-menopausa: 0,1 a 0,8 ng/mL"),
            r("prl", "PROLACTINA", "12,7", "ng/mL", "", "Mulheres não grávidas: 4,8 a 23,3 ng/mL"),
            r("amh", "HORMÔNIO ANTI-MÜLLERIANO (AMH)", "8,74", "ng/mL", "Alto", "Mulheres 30 a 34 anos: 0,96 a 6,52 ng/mL"),
            r("bhcg", "BETA-HCG QUANTITATIVO", "inferior a 1,2", "mUI/mL", "", "Não gestantes: inferior a 5,0 mUI/mL"),
            ])),
        ("band", "Androgênios"),
        ("exam", dict(title="", style="leader", meta=["Amostra: soro. Testosterona livre calculada pela fórmula de Vermeulen."], rows=[
            r("testo", "TESTOSTERONA TOTAL", "62", "ng/dL", "Alto", "Mulheres: 8,4 a 48,1 ng/dL"),
            r("ftesto", "TESTOSTERONA LIVRE (calculada)", "11,4", "pg/mL", "Alto", "Mulheres em idade reprodutiva: até 6,4 pg/mL"),
            r("shbg", "SHBG - GLOBULINA LIGADORA DE HORMÔNIOS SEXUAIS", "28,5", "nmol/L", "", "Mulheres 20 a 49 anos: 32,4 a 128,0 nmol/L"),
            r("dheas", "SULFATO DE DEHIDROEPIANDROSTERONA (SDHEA)", "312", "µg/dL", "", "Mulheres 25 a 34 anos: 98,8 a 340,0 µg/dL"),
            ])),
        ("text", ["Observação: a interpretação de FSH, LH, estradiol e progesterona depende da fase do ciclo. Coleta no 3º dia do ciclo."]),
    ], [
        ("hdr", dict(name="Serra Verde Medicina Laboratorial", lines=["Camila Rezende Antunes - Atendimento 77104-2 - Colhido em 05/mar/2025"], right=[])),
        ("exam", dict(title="", style="leader", rows=[
            r("andro", "ANDROSTENEDIONA", "3,42", "ng/mL", "Alto", "Mulheres pré-menopausa: 0,49 a 2,60 ng/mL"),
            r("17ohp", "17-ALFA-HIDROXIPROGESTERONA", "1,18", "ng/mL", "", "Fase folicular: 0,10 a 1,30  |  Fase lútea: 0,60 a 2,30 ng/mL\nValores basais superiores a 2,0 ng/mL na fase folicular sugerem investigação de HAC não clássica."),
            ], meta=["Método: LC-MS/MS (espectrometria de massas em tandem)."])),
        ("band", "Metabolismo glicídico e tireoide"),
        ("exam", dict(title="", style="leader", rows=[
            r("glu", "Glicose", "94", "mg/dL", "", "70 a 99 mg/dL"),
            r("ins", "Insulina", "18,6", "µUI/mL", "", "Adultos, jejum: 2,6 a 24,9 µUI/mL"),
            r("tsh", "TSH", "2,10", "µUI/mL", "", "0,27 a 4,20 µUI/mL"),
            r("ft4", "T4 Livre", "1,21", "ng/dL", "", "0,93 a 1,70 ng/dL"),
            ], meta=["Glicose: plasma fluoretado, hexoquinase. Insulina, TSH e T4 livre: soro, eletroquimioluminescência."])),
        ("text", ["Próxima consulta informada pela paciente: 21/03/2025.",
                  "Laudo liberado em 07/03/2025 às 11:40 por Dr. Rafael Moura Sales - CRBM-3 8.904."]),
        ("sig", ["Dra. Luciana Ferraz Queiroz", "CRM-MG 38.115 - Responsável Técnica"]),
    ]]))

# ---------------------------------------------------------------- ai03  Porto Alegre, TRH stimulation grid + results after refs
times3 = ["Basal (0')", "15 min", "30 min", "60 min", "90 min"]
tshc = grid("tsh", "TSH", "µUI/mL", times3, ["1,92", "9,84", "12,60", "8,15", "5,02"])
prlc = grid("prl", "Prolactina", "ng/mL", times3, ["14,3", "48,9", "41,2", "27,7", "19,8"])
REPORTS.append(dict(
    id="ai03", lab="Laboratório Pampa Diagnóstico Endócrino", city="Porto Alegre/RS", default="2025-03-14",
    footer="Pampa Diagnóstico Endócrino - R. Ramiro Barcelos, 910 - Porto Alegre/RS - CNES 3301589 - CNPJ 34.567.890/0001-23",
    features="TRH stimulation grid (times x analytes, header units); results printed after the reference block; FT4 and cortisol in conventional and SI; dd.mm.yy dates",
    style=dict(font="'DejaVu Sans', sans-serif", fs="8.6pt", ffont="DejaVuCond", ffs=8.8, acc="#1d5e2f", band="#e3efe5"),
    pages=[[
        ("hdr", dict(name="PAMPA Diagnóstico Endócrino", lines=["Responsável técnico: Dr. Gustavo Heinz Flores - CRM-RS 29.440", "CNES 3301589"],
                     right=["Ficha: 2503-14-0061", "Data de entrada: 13.03.25", "Impressão: 18.03.25"])),
        ("pat", dict(ncols=3, fields=[("Paciente:", "JOÃO PEDRO SCHNEIDER"), ("Nascimento:", "09.05.1968"), ("Sexo:", "Masculino"),
                                      ("Solicitante:", "Dra. Beatriz Kuhn CRM-RS 31.602"), ("Coleta:", "14.03.25 08:00"), ("Liberação:", "17.03.25")])),
        ("band", "TESTE DE ESTÍMULO COM TRH (protirelina 200 µg IV)"),
        ("grid", dict(title="TSH e prolactina após TRH", tlabel="Tempo",
                      meta=["Material: soro. Método: eletroquimioluminescência. Amostras colhidas em 14.03.25 a partir das 08:00 (acesso venoso mantido)."],
                      cols=[("TSH", "µUI/mL"), ("Prolactina", "ng/mL")], times=times3, cells=T(tshc, prlc),
                      refs="Interpretação (TSH): resposta normal - incremento de 5 a 25 µUI/mL com pico em 15 a 30 min. Resposta ausente ou bloqueada sugere\nhipertireoidismo; resposta exagerada (pico acima de 30 µUI/mL) sugere hipotireoidismo primário subclínico. Prolactina: incremento\nde 2 a 5 vezes o basal em homens.",
                      notes=["Teste acompanhado pela equipe de enfermagem. Sem intercorrências."])),
        ("band", "HORMÔNIOS - AMOSTRA BASAL"),
        ("exam", dict(title="T4 LIVRE", style="after", meta=["Material: soro   Método: eletroquimioluminescência"],
                      refs="Valores de referência: 0,93 a 1,70 ng/dL  (12,0 a 22,0 pmol/L)",
                      rows=[r("ft4", "RESULTADO", "0,78", "ng/dL", "↓"), r("ft4si", "RESULTADO EM UNIDADE SI", "10,0", "pmol/L", "↓")])),
        ("exam", dict(title="T3 LIVRE", style="after", meta=["Material: soro   Método: eletroquimioluminescência"],
                      refs="Valores de referência: 2,0 a 4,4 pg/mL  (3,1 a 6,8 pmol/L)",
                      rows=[r("ft3", "RESULTADO", "2,6", "pg/mL"), r("ft3si", "RESULTADO EM UNIDADE SI", "4,0", "pmol/L")])),
        ("exam", dict(title="CORTISOL - 8 HORAS", style="after", meta=["Material: soro   Método: eletroquimioluminescência   Coleta às 08:00"],
                      refs="Valores de referência (7 às 10 h): 6,2 a 19,4 µg/dL  (171 a 536 nmol/L)",
                      rows=[r("cort", "RESULTADO", "12,1", "µg/dL"), r("cortsi", "RESULTADO EM UNIDADE SI", "334", "nmol/L", loinc="14675-3", alts=[])])),
        ("sig", ["Conferido e liberado por: Dra. Ana Paula Scherer - CRBM-5 1.203 - 17.03.25 14:31"]),
        ("text", ["Os valores de referência podem variar conforme a metodologia. Este laudo só tem validade com assinatura eletrônica."], "small"),
    ]]))

# ---------------------------------------------------------------- ai04  Recife, OGTT with insulin (mg/dL + mmol/L), HbA1c, lipids
times4 = ["0 min (jejum)", "30 min", "60 min", "90 min", "120 min"]
gmg = grid("glut", "Glicose", "mg/dL", times4, ["104", "178", ("212", "↑"), "186", ("164", "↑")], keys=["glu", "glut", "glu1h", "glut", "glu2h"])
gsi = grid("glutsi", "Glicose", "mmol/L", times4, ["5,8", "9,9", ("11,8", "↑"), "10,3", ("9,1", "↑")], keys=["glusi", "glutsi", "glutsi", "glutsi", "glu2hsi"])
ins4 = grid("ins", "Insulina", "µUI/mL", times4, ["16,2", "98,4", "142,0", "131,5", ("118,7", "↑")])
REPORTS.append(dict(
    id="ai04", lab="LabNordeste Análises Clínicas", city="Recife/PE", default="2025-03-18",
    footer="LabNordeste Análises Clínicas - Av. Agamenon Magalhães, 4318 - Derby - Recife/PE - CNPJ 45.678.901/0001-34 - CNES 5512307",
    features="OGTT 75 g grid with glucose in mg/dL and mmol/L and insulin at 5 times (↑ flags); HbA1c % and mmol/mol; lipid panel with 'Colesterol HDL' variant; two-column lipids",
    style=dict(font="'DejaVu Serif', serif", fs="8.6pt", ffont="DejaVuSerif", ffs=8.2, acc="#8a3b0b", band="#f5e6da"),
    pages=[[
        ("hdr", dict(name="LabNordeste", lines=["Análises Clínicas - CNES 5512307 - CNPJ 45.678.901/0001-34", "Responsável técnico: Dr. Severino Albuquerque Lins - CRF-PE 3.118"],
                     right=["O.S. 0318-44721", "Data de impressão: 20/03/2025"])),
        ("pat", dict(ncols=2, fields=[("Cliente:", "Josefa Maria da Conceição Alves"), ("Data nasc.:", "17/01/1976"), ("Sexo:", "Feminino"),
                                      ("Médico:", "Dr. Ícaro Menezes - CRM-PE 19.552"), ("Data de coleta:", "18/03/2025 07:10"),
                                      ("Data do pedido:", "11/03/2025"), ("Peso informado:", "82 kg"), ("Liberado:", "19/03/2025 17:48")])),
        ("band", "CURVA GLICÊMICA E INSULINÊMICA - TOTG 75 g"),
        ("grid", dict(title="Teste oral de tolerância à glicose com dosagem de insulina (5 tempos)", tlabel="Tempo",
                      meta=["Sobrecarga: 75 g de glicose anidra VO às 07:14. Glicose: plasma fluoretado, hexoquinase. Insulina: soro, quimioluminescência."],
                      cols=[("Glicose", "mg/dL"), ("Glicose", "mmol/L"), ("Insulina", "µUI/mL")], times=times4, cells=T(gmg, gsi, ins4),
                      refs="Glicose (ADA/SBD 2025): jejum 70 a 99 mg/dL (3,9 a 5,5 mmol/L); 2 h após sobrecarga: inferior a 140 mg/dL (7,8 mmol/L).\nTolerância diminuída: 140 a 199 mg/dL na 2ª hora; diabetes: igual ou superior a 200 mg/dL na 2ª hora.\nGlicemia de 1 hora igual ou superior a 155 mg/dL (8,6 mmol/L) indica risco aumentado. Insulina basal: 2,6 a 24,9 µUI/mL.",
                      notes=["A paciente permaneceu em repouso durante o exame. Não houve vômitos."])),
        ("band", "HEMOGLOBINA GLICADA E PEPTÍDEO C"),
        ("exam", dict(title="", style="table", head=["Exame", "Resultado", "Unidade", "Referência"], fw=[40, 16, 16, 60], rows=[
            r("a1c", "Hemoglobina glicada (HbA1c)", "6,1", "%", "↑", "Normal: inferior a 5,7%  Pré-diabetes: 5,7 a 6,4%  Diabetes: 6,5% ou mais"),
            r("a1csi", "HbA1c (unidade IFCC)", "43", "mmol/mol", "", "Normal: inferior a 39 mmol/mol"),
            r("eag", "Glicose média estimada", "128", "mg/dL", "", "-"),
            r("cpep", "Peptídeo C (jejum)", "3,4", "ng/mL", "", "1,1 a 4,4 ng/mL")],
            meta=["HbA1c: sangue total EDTA, HPLC (certificado NGSP). Peptídeo C: soro, quimioluminescência."])),
    ], [
        ("hdr", dict(name="LabNordeste", lines=["Josefa Maria da Conceição Alves - O.S. 0318-44721"], right=["Coleta: 18/03/2025"])),
        ("band", "PERFIL LIPÍDICO"),
        ("cols2", [
            ("exam", dict(title="", style="free", rows=[
                r("chol", "Colesterol total", "212", "mg/dL", "", "Desejável: inferior a 190 mg/dL"),
                r("hdl", "Colesterol HDL", "41", "mg/dL", "", "Desejável: superior a 40 mg/dL"),
                r("tgl", "Triglicérides", "165", "mg/dL", "", "Jejum: inferior a 150 mg/dL\nSem jejum: inferior a 175 mg/dL")])),
        ], [
            ("exam", dict(title="", style="free", rows=[
                r("ldl", "Colesterol LDL (Martin-|Hopkins)", "138", "mg/dL", "", "Metas conforme risco cardiovascular:\nbaixo inferior a 130; intermediário inferior a 100;\nalto inferior a 70; muito alto inferior a 50 mg/dL"),
                r("nhdl", "Colesterol não-HDL", "171", "mg/dL", "", "Baixo risco: inferior a 160 mg/dL")])),
        ]),
        ("text", ["Material: soro. Jejum de 12 horas informado. Métodos enzimáticos colorimétricos. LDL calculado pela equação de Martin/Hopkins.",
                  "Referências conforme Atualização da Diretriz Brasileira de Dislipidemias (SBC 2017) e consenso SBPC/ML 2016."]),
        ("sig", ["Resultados conferidos e liberados por Dra. Fernanda Cavalcanti - CRBM-2 4.761", "Recife, 19/03/2025"]),
    ]]))
