from model import r, R
from reports1 import REPORTS, grid, T, prev

def hdr(name, lines, right): return ("hdr", dict(name=name, lines=lines, right=right))
def pat(fields, n=2): return ("pat", dict(ncols=n, fields=fields))

# ---------------------------------------------------------------- ai05 Curitiba, cortisol at set hours, dex suppression, several dates
REPORTS.append(dict(
    id="ai05", lab="Instituto Araucária de Patologia Clínica", city="Curitiba/PR", default="2025-03-10",
    footer="Instituto Araucária de Patologia Clínica - R. XV de Novembro, 1299 - Centro - Curitiba/PR - CNES 0015432 - CNPJ 56.789.012/0001-45",
    features="free-line results (name: value unit), each exam with its own collection date (4 dates); cortisol 8 h/16 h, after 1 mg dexamethasone (µg/dL + nmol/L), salivary cortisol 23 h, 24 h urine free cortisol with volume",
    style=dict(font="'Liberation Sans', sans-serif", fs="9pt", ffont="DejaVu", ffs=8.2, acc="#3b3b3b", band="#e6e6e6"),
    pages=[[
        hdr("INSTITUTO ARAUCÁRIA", ["Patologia Clínica e Medicina Laboratorial", "Diretor técnico: Dr. Marcelo Tadeu Wisniewski - CRM-PR 22.018"], ["Protocolo 3.118.204", "Cadastro: 07/03/2025"]),
        pat([("Paciente:", "Roberta Nascimento Kowalski"), ("Nascimento:", "28/02/1972"), ("Sexo:", "Feminino"), ("Médico(a):", "Dr. Caio Yamada - CRM-PR 40.155"),
             ("Convênio:", "Unimed Curitiba"), ("Emitido em:", "14/03/2025")]),
        ("band", "AVALIAÇÃO DO EIXO HIPOTÁLAMO-HIPÓFISE-ADRENAL"),
        ("exam", dict(title="CORTISOL E ACTH - RITMO", style="free", meta=["Data da coleta: 10/03/2025 - amostras às 08:00 e às 16:00. Soro (cortisol) e plasma EDTA refrigerado (ACTH). Quimioluminescência."], rows=[
            r("cort", "Cortisol 8 horas", "21,4", "µg/dL", "", "Coleta entre 7 e 10 h: 6,2 a 19,4 µg/dL"),
            r("cortsi", "Cortisol 8 horas (SI)", "590", "nmol/L", "", "171 a 536 nmol/L"),
            r("acth", "ACTH 8 horas", "38", "pg/mL", "", "Até 46 pg/mL (coleta entre 7 e 10 h)"),
            r("cortpm", "Cortisol 16 horas", "13,8", "µg/dL", "", "Coleta entre 16 e 20 h: 2,3 a 11,9 µg/dL")])),
        ("exam", dict(title="TESTE DE SUPRESSÃO COM DEXAMETASONA 1 mg (OVERNIGHT)", style="free",
                      meta=["Dexametasona 1 mg VO às 23:00 de 10/03/2025. Data da coleta: 11/03/2025 às 08:00. Soro. Quimioluminescência."], rows=[
            r("cort", "Cortisol pós-dexametasona", "4,6", "µg/dL", "Alto", "Supressão normal: inferior a 1,8 µg/dL (50 nmol/L)", date="2025-03-11", alts=[]),
            r("cortsi", "Cortisol pós-dexametasona (SI)", "127", "nmol/L", "Alto", "Inferior a 50 nmol/L", date="2025-03-11")],
            notes=["Ausência de supressão: considerar uso de estrogênios, indutores enzimáticos ou hipercortisolismo. Correlacionar com a clínica."])),
        ("exam", dict(title="CORTISOL SALIVAR - 23 HORAS", style="free",
                      meta=["Saliva (Salivette®). Amostras colhidas em casa: 11/03/2025 às 23:00 e 12/03/2025 às 23:00. Eletroquimioluminescência."], rows=[
            r("cortsal", "Cortisol salivar - 1ª amostra (11/03)", "0,42", "µg/dL", "Alto", "Inferior a 0,32 µg/dL (23 h)", date="2025-03-11"),
            r("cortsal", "Cortisol salivar - 2ª amostra (12/03)", "0,38", "µg/dL", "Alto", "Inferior a 0,32 µg/dL (23 h)", date="2025-03-12")])),
    ], [
        hdr("INSTITUTO ARAUCÁRIA", ["Roberta Nascimento Kowalski - Protocolo 3.118.204"], []),
        ("exam", dict(title="CORTISOL LIVRE URINÁRIO - URINA DE 24 HORAS", style="free",
                      meta=["Início da coleta: 12/03/2025 07:00 - término: 13/03/2025 07:00. Data da coleta (entrega): 13/03/2025.",
                            "Método: cortisol por LC-MS/MS; creatinina por Jaffé cinético."], rows=[
            r("uvol", "Volume urinário de 24 horas", "2.150", "mL", "", "", date="2025-03-13"),
            r("ufc", "Cortisol livre urinário", "186,0", "µg/24 h", "Alto", "Mulheres: 4,3 a 176,0 µg/24 h", date="2025-03-13"),
            r("ucrea", "Creatinina urinária", "1,32", "g/24 h", "", "Mulheres: 0,60 a 1,60 g/24 h (avalia a adequação da coleta)", date="2025-03-13")])),
        ("exam", dict(title="ELETRÓLITOS E GLICEMIA", style="free", meta=["Data da coleta: 10/03/2025 08:00. Soro / plasma fluoretado."], rows=[
            r("na", "Sódio", "141", "mmol/L", "", "136 a 145 mmol/L"),
            r("k", "Potássio", "3,9", "mmol/L", "", "3,5 a 5,1 mmol/L"),
            r("glu", "Glicose", "104", "mg/dL", "Alto", "70 a 99 mg/dL")])),
        ("text", ["Conclusão laboratorial não substitui avaliação médica. Retorno sugerido em 25/03/2025.",
                  "Exames liberados em 14/03/2025 10:12 - Dra. Patrícia Zanetti Lemos - CRF-PR 14.390."]),
        ("sig", ["Dr. Marcelo Tadeu Wisniewski", "CRM-PR 22.018 - Diretor Técnico"]),
    ]]))

# ---------------------------------------------------------------- ai06 Salvador, 24 h urine catecholamines/metanephrines
D6 = "2025-03-18"
REPORTS.append(dict(
    id="ai06", lab="Laboratório Baía de Todos os Santos", city="Salvador/BA", default=D6,
    footer="Laboratório Baía de Todos os Santos - Av. Sete de Setembro, 2210 - Vitória - Salvador/BA - CNPJ 67.890.123/0001-56 - CNES 2802317",
    features="24 h urine catecholamines and metanephrines (mcg/24h) with volume and thousands dots; collection-period lines; serum block in table; '<' calcitonin",
    style=dict(font="'DejaVu Sans', sans-serif", fs="8.8pt", ffont="DejaVu", ffs=8.4, acc="#00607a", band="#d8ecf1", rowline="1px solid #e3e3e3", nw="34%"),
    pages=[[
        hdr("Laboratório Baía de Todos os Santos", ["Análises Clínicas e Toxicológicas - CNES 2802317", "RT: Dr. Antônio Carlos Sampaio - CRF-BA 2.941"], ["Requisição 18-03-0417", "Recebimento: 18/03/2025 09:40"]),
        pat([("Paciente:", "EDVALDO SANTOS BONFIM"), ("Data de nascimento:", "14/06/1965"), ("Sexo:", "Masculino"), ("Solicitante:", "Dra. Tânia Guimarães - CRM-BA 17.226"),
             ("Coleta do sangue:", "18/03/2025 08:05"), ("Liberação:", "24/03/2025")]),
        ("band", "CATECOLAMINAS E METANEFRINAS URINÁRIAS - URINA DE 24 HORAS"),
        ("exam", dict(title="", style="table", head=["Exame", "Resultado", "Unidade", "Valores de referência"], fw=[44, 18, 18, 56],
                      meta=["Período de coleta: 17/03/2025 06:30 a 18/03/2025 06:30 (frasco com HCl 6N). Data da coleta: 18/03/2025.",
                            "Método: cromatografia líquida de alta eficiência (HPLC) com detecção eletroquímica."], rows=[
            r("uvol", "Volume urinário", "1.850", "mL", "", "600 a 2.500 mL/24 h"),
            r("ucrea", "Creatinina urinária", "1,21", "g/24h", "", "Homens: 0,80 a 2,00 g/24h"),
            "Catecolaminas livres",
            r("uepi", "Adrenalina (epinefrina)", "12,4", "mcg/24h", "", "Até 20,0 mcg/24h"),
            r("unorepi", "Noradrenalina (norepinefrina)", "58", "mcg/24h", "", "15 a 80 mcg/24h"),
            r("udopa", "Dopamina", "286", "mcg/24h", "", "65 a 400 mcg/24h"),
            r("ucat", "Catecolaminas totais", "356,4", "mcg/24h", "", "Até 500 mcg/24h"),
            "Metanefrinas fracionadas",
            r("umet", "Metanefrina", "142", "mcg/24h", "", "Homens: 44 a 261 mcg/24h"),
            r("unormet", "Normetanefrina", "1.012", "mcg/24h", "↑", "Homens: 111 a 419 mcg/24h"),
            r("umets", "Metanefrinas totais", "1.154", "mcg/24h", "↑", "Até 1.000 mcg/24h"),
            r("uvma", "Ácido vanilmandélico (VMA)", "7,9", "mg/24h", "↑", "Até 6,8 mg/24h")],
            notes=["Dieta orientada por 72 h antes e durante a coleta (sem café, chá, chocolate, banana e baunilha).",
                   "Normetanefrina acima de 2 vezes o limite superior: recomenda-se confirmação com metanefrinas livres plasmáticas."])),
        ("band", "SORO"),
        ("exam", dict(title="", style="table", head=["Exame", "Resultado", "Unidade", "Valores de referência"], fw=[44, 18, 18, 56],
                      meta=["Material: soro, colhido em 18/03/2025. Quimioluminescência / colorimétrico."], rows=[
            r("calcit", "Calcitonina", "< 2,0", "pg/mL", "", "Homens: até 9,52 pg/mL"),
            r("pth", "PTH intacto", "41,2", "pg/mL", "", "15,0 a 68,3 pg/mL"),
            r("ca", "Cálcio total", "10,1", "mg/dL", "", "8,8 a 10,6 mg/dL"),
            r("k", "Potássio", "4,1", "mmol/L", "", "3,5 a 5,1 mmol/L"),
            r("cga", "Cromogranina A", "88", "ng/mL", "", "Até 101,8 ng/mL")])),
        ("sig", ["Liberado em 24/03/2025 por Dra. Lívia Reis Matos - CRBM-3 7.312"]),
    ]]))

# ---------------------------------------------------------------- ai07 Goiânia, pediatric GnRH test, Tanner references
times7 = ["Basal", "15'", "30'", "45'", "60'"]
lh7 = grid("lh", "LH", "UI/L", times7, ["< 0,10", "3,8", "6,9", "6,1", "5,2"])
fsh7 = grid("fsh", "FSH", "UI/L", times7, ["2,4", "7,9", "10,8", "11,6", "12,1"])
REPORTS.append(dict(
    id="ai07", lab="Laboratório Infantil Cerrado", city="Goiânia/GO", default="2025-03-20",
    footer="Laboratório Infantil Cerrado Ltda - Av. T-63, 1450 - Setor Bueno - Goiânia/GO - CNES 7790411 - CNPJ 78.901.234/0001-67",
    features="paediatric GnRH test grid (LH/FSH with '< 0,10'); references by Tanner stage and age; '<' estradiol and testosterone; birth date and bone-age date distractors",
    style=dict(font="'Liberation Sans', sans-serif", fs="8.8pt", ffont="LibSans", ffs=8.6, acc="#b0521c", band="#fbe9dc", tt="uppercase"),
    pages=[[
        hdr("Laboratório Infantil Cerrado", ["Endocrinologia Pediátrica Laboratorial", "Resp. técnica: Dra. Cláudia Arantes Borges - CRM-GO 12.930 / RQE 6.114"], ["Pedido nº 20250320-118", "Impresso: 21/03/2025"]),
        pat([("Paciente:", "Alice Fernandes Vilela"), ("Nascimento:", "04/08/2017 (7 anos e 7 meses)"), ("Sexo:", "Feminino"), ("Estágio puberal informado:", "Tanner M2 P1"),
             ("Médica:", "Dra. Renata Prado - CRM-GO 20.417"), ("Idade óssea (RX de 10/02/2025):", "9 anos"), ("Data/hora coleta:", "20/03/2025 08:05"), ("Liberação:", "21/03/2025 15:20")]),
        ("band", "Teste de estímulo com GnRH (gonadorelina 100 µg EV)"),
        ("grid", dict(title="LH e FSH - curva", tlabel="Tempo", meta=["Soro - eletroquimioluminescência (ECLIA), limite de detecção do LH: 0,10 UI/L."],
                      cols=[("LH", "UI/L"), ("FSH", "UI/L")], times=times7, cells=T(lh7, fsh7),
                      refs="Interpretação: pico de LH igual ou superior a 5,0 UI/L (ECLIA) é compatível com ativação do eixo gonadotrófico (puberdade central).\nRelação pico LH/FSH superior a 0,6 reforça o diagnóstico. LH basal pré-puberal: inferior a 0,3 UI/L.")),
        ("band", "Hormônios basais"),
        ("exam", dict(title="", style="table", head=["Exame", "Resultado", "Unidade", "Valores de referência"], fw=[42, 18, 14, 62], rows=[
            r("e2", "Estradiol", "< 10", "pg/mL", "", "Meninas pré-púberes (Tanner 1): inferior a 10 pg/mL\nTanner 2: 10 a 24 pg/mL   Tanner 3: 7 a 60 pg/mL"),
            r("testo", "Testosterona total", "< 2,5", "ng/dL", "", "Meninas 1 a 9 anos: inferior a 2,5 a 10 ng/dL"),
            r("dheas", "S-DHEA", "48", "µg/dL", "", "Meninas 6 a 9 anos: 2,5 a 140 µg/dL"),
            r("17ohp", "17-OH-Progesterona", "0,42", "ng/mL", "", "Pré-puberal: 0,03 a 0,90 ng/mL"),
            r("prl", "Prolactina", "7,6", "ng/mL", "", "Crianças: 3,0 a 18,0 ng/mL")])),
        ("exam", dict(title="Eixo GH / IGF-1", style="table", head=["Exame", "Resultado", "Unidade", "Valores de referência (sexo feminino)"], fw=[42, 18, 14, 62], rows=[
            r("igf1", "IGF-1 (Somatomedina C)", "312", "ng/mL", "H", "Tanner 1: 57 a 316 ng/mL  |  Tanner 2: 115 a 428\nTanner 3: 180 a 513  |  Tanner 4: 209 a 563 ng/mL\n7 anos: 64 a 345 ng/mL"),
            r("igfbp3", "IGFBP-3", "4,6", "µg/mL", "", "7 a 8 anos: 2,1 a 5,5 µg/mL"),
            r("tsh", "TSH", "2,35", "mUI/L", "", "6 a 10 anos: 0,60 a 4,84 mUI/L"),
            r("ft4", "T4 livre", "1,18", "ng/dL", "", "6 a 10 anos: 0,95 a 1,65 ng/dL")],
            notes=["IGF-1: valor no limite superior para Tanner 1 e adequado para Tanner 2 (estágio informado M2)."])),
        ("text", ["Observação: teste iniciado às 08:05 com acesso venoso periférico; criança acompanhada pela mãe. Sem intercorrências.",
                  "Retorno ao ambulatório de endocrinologia pediátrica: 09/04/2025."]),
        ("sig", ["Dra. Cláudia Arantes Borges - CRM-GO 12.930"]),
    ]]))

# ---------------------------------------------------------------- ai08 Fortaleza, clonidine GH test, two-column layout
ln8 = ["BASAL", "30 MIN", "60 MIN", "90 MIN", "120 MIN"]
gh8 = [r("gh", f"GH {t}", v, "ng/mL", f) for t, v, f in zip(ln8, ["0,21", "1,84", "4,92", "3,10", "1,05"], ["", "", "", "", ""])]
REPORTS.append(dict(
    id="ai08", lab="Laboratório do Hospital Jangada", city="Fortaleza/CE", default="2025-03-14",
    footer="Hospital e Maternidade Jangada - Laboratório Clínico - Rua Barão de Studart, 2360 - Aldeota - Fortaleza/CE - CNES 2497654",
    features="two-column layout (left: clonidine GH test as leader lines; right: basal hormones); '14/mar/2025' dates; '< 0,10' LH",
    style=dict(font="'DejaVu Sans', sans-serif", fs="8.4pt", ffont="DejaVuCond", ffs=8.4, acc="#004d40", band="#dcefe9",
               css=".ld .u{min-width:12mm}"),
    pages=[[
        hdr("HOSPITAL JANGADA - LABORATÓRIO CLÍNICO", ["CNPJ 89.012.345/0001-78 - CNES 2497654", "Responsável: Dr. Francisco Holanda Pinheiro - CRM-CE 9.870"], ["Atendimento 14MAR-2291", "Internação: não (ambulatorial)"]),
        pat([("Paciente:", "Davi Lucas Holanda Rocha"), ("DN:", "02/mar/2013"), ("Sexo:", "Masculino"), ("Idade:", "12 anos"),
             ("Médico:", "Dr. Messias Cordeiro - CRM-CE 15.448"), ("Estatura:", "132,4 cm (Z -2,4)"), ("Coletado em:", "14/mar/2025 07:30"), ("Emissão:", "17/mar/2025")], n=4),
        ("cols2", [
            ("band", "TESTE DA CLONIDINA - GH"),
            ("exam", dict(title="", style="leader", meta=["Clonidina 0,1 mg/m² VO às 07:40.", "Soro - quimioluminescência (IRP 98/574)."], rows=gh8,
                          notes=["Resposta normal: pico de GH igual ou superior a 5,0 ng/mL (ensaio quimioluminescente).",
                                 "Pico obtido: 4,92 ng/mL aos 60 minutos.", "PA mínima durante o teste: 88 x 52 mmHg (90 min)."])),
        ], [
            ("band", "HORMÔNIOS BASAIS"),
            ("exam", dict(title="", style="leader", meta=["Soro - coleta basal às 07:30."], rows=[
                r("igf1", "IGF-1", "98", "ng/mL", "↓", "12 anos, masc.: 143 a 506 ng/mL"),
                r("igfbp3", "IGFBP-3", "2,9", "µg/mL", "", "12 anos: 2,7 a 8,9 µg/mL"),
                r("tsh", "TSH", "1,84", "µUI/mL", "", "0,51 a 4,30 µUI/mL"),
                r("ft4", "T4 LIVRE", "1,05", "ng/dL", "", "0,98 a 1,63 ng/dL"),
                r("cort", "CORTISOL 8H", "9,8", "µg/dL", "", "5,0 a 25,0 µg/dL"),
                r("prl", "PROLACTINA", "6,2", "ng/mL", "", "2,5 a 17,0 ng/mL"),
                r("lh", "LH", "< 0,10", "mUI/mL", "", "Pré-puberal: inferior a 0,30"),
                r("fsh", "FSH", "0,9", "mUI/mL", "", "Pré-puberal: 0,3 a 2,4"),
                r("glu", "GLICEMIA", "81", "mg/dL", "", "60 a 99 mg/dL")])),
        ]),
        ("text", ["Exame realizado no setor de provas funcionais, sob supervisão médica. Paciente em jejum de 8 horas.",
                  "Próxima avaliação: 30/abr/2025 (teste de tolerância à insulina, se indicado)."]),
        ("sig", ["Laudo liberado em 17/mar/2025 por Dra. Iara Bezerra Lima - CRF-CE 5.602", "Assinado digitalmente"]),
    ]]))
