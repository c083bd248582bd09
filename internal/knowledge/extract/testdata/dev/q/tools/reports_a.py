from model import R, VU
from common import r, trow, pat_grid, footer, lab_header

def q01():
    D = "2025-03-14"
    hdr = lab_header("LABORATÓRIO CARIRI DIAGNÓSTICOS", "Análises Clínicas e Medicina Laboratorial",
        ["Rua São Pedro, 1.245 - Centro - Juazeiro do Norte/CE - CEP 63010-010 - Fone (88) 3511-2040",
         "CNPJ 12.345.678/0001-90  |  CNES 2561492  |  Resp. Técnica: Dra. Francisca Lima Tavares - CRF-CE 4.312"])
    pat = pat_grid([("Paciente:", "JOSEFA ALENCAR BEZERRA"), ("Protocolo:", "0314-22871"),
                    ("Nascimento:", "22/07/1968 (56 anos)"), ("Sexo:", "Feminino"),
                    ("Médico:", "Dr. Cícero R. Macêdo - CRM-CE 9.871"), ("Convênio:", "Particular"),
                    ("Data da coleta:", "14/03/2025 07:42"), ("Data do pedido:", "12/03/2025")])
    ery = [["**ERITROGRAMA", "", "", "**Ref. (mulher adulta)"],
           trow(r("rbc", "Hemácias", "4,12", "milhões/mm³"), "4,00 a 5,20"),
           trow(r("hb", "Hemoglobina", "11,6", "g/dL", "*"), "12,0 a 16,0"),
           trow(r("ht", "Hematócrito", "35,4", "%", "*"), "36,0 a 46,0"),
           trow(r("vcm", "VCM", "85,9", "fL"), "80 a 100"),
           trow(r("hcm", "HCM", "28,2", "pg"), "27 a 32"),
           trow(r("chcm", "CHCM", "32,8", "g/dL"), "31,5 a 36,0"),
           trow(r("rdw", "RDW", "14,9", "%", "*"), "11,5 a 14,5")]
    leu = [["**LEUCOGRAMA", "**%", "**/mm³", "**Ref. /mm³"],
           ["Leucócitos", "", r("wbc", "Leucócitos", "6.900", "/mm³"), "4.000 a 11.000"],
           ["Bastonetes", r("bast_p", "Bastonetes", "1", "%"), r("bast_a", "Bastonetes", "69", "/mm³"), "0 a 500"],
           ["Segmentados", r("seg_p", "Segmentados", "58", "%"), r("seg_a", "Segmentados", "4.002", "/mm³"), "1.600 a 7.000"],
           ["Eosinófilos", r("eos_p", "Eosinófilos", "4", "%"), r("eos_a", "Eosinófilos", "276", "/mm³"), "40 a 500"],
           ["Basófilos", r("bas_p", "Basófilos", "0", "%"), r("bas_a", "Basófilos", "0", "/mm³"), "0 a 200"],
           ["Linfócitos", r("lin_p", "Linfócitos", "30", "%"), r("lin_a", "Linfócitos", "2.070", "/mm³"), "900 a 3.400"],
           ["Monócitos", r("mon_p", "Monócitos", "7", "%"), r("mon_a", "Monócitos", "483", "/mm³"), "100 a 1.000"]]
    bl = [pat, ("h", "HEMOGRAMA COMPLETO", {"cls": "under"}),
          ("line", ["Material: Sangue total (EDTA)   Método: Automação (impedância/citometria de fluxo) e microscopia"], {"size": 7}),
          ("cols", [("grid", [0.3, 0.16, 0.28, 0.26], ery, {"border": "none", "align": "lrll", "size": 7.8})],
                   [("grid", [0.3, 0.12, 0.2, 0.38], leu, {"border": "none", "align": "lrrl", "size": 7.8})], {"ratio": 0.48}),
          ("line", ["**Plaquetas: ", VU(r("plt", "Plaquetas", "268.000", "/mm³")), "        (Ref.: 150.000 a 450.000 /mm³)"]),
          ("line", ["Observação: série vermelha com discreta anisocitose. Plaquetas de morfologia normal."], {"i": True, "size": 7.2}),
          ("h", "BIOQUÍMICA", {"cls": "under"}),
          ("line", ["Material: Soro   -   Coleta: 14/03/2025"], {"size": 7}),
          ("line", ["GLICOSE (jejum)......................: ", VU(r("glic", "GLICOSE (jejum)", "97", "mg/dL")), "      V.R.: 70 a 99 mg/dL"], {"pre": True}),
          ("line", ["URÉIA................................: ", VU(r("ureia", "URÉIA", "31", "mg/dL")), "      V.R.: 15 a 45 mg/dL"], {"pre": True}),
          ("line", ["CREATININA...........................: ", VU(r("creat", "CREATININA", "0,82", "mg/dL")), "      V.R.: 0,50 a 1,10 mg/dL"], {"pre": True}),
          ("line", ["TFG estimada (CKD-EPI 2021)..........: ", VU(r("tfg", "TFG estimada (CKD-EPI 2021)", "83", "mL/min/1,73m²")), "  V.R.: > 60 mL/min/1,73m²"], {"pre": True}),
          ("line", ["ÁCIDO ÚRICO..........................: ", VU(r("urico", "ÁCIDO ÚRICO", "5,1", "mg/dL")), "      V.R.: 2,4 a 5,7 mg/dL"], {"pre": True}),
          ("line", ["(*) Valor fora do intervalo de referência."], {"size": 7, "i": True}),
          ("space", 4),
          ("line", ["Liberado eletronicamente em 15/03/2025 às 10:18 por Dra. Francisca Lima Tavares - CRF-CE 4.312"], {"size": 7.2}),
          ]
    return {"id": "q01", "lab": {"name": "Laboratório Cariri Diagnósticos", "city": "Juazeiro do Norte/CE"},
            "style": {"font": "dejavu", "size": 8.2, "accent": "#1f5c3a", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["Impresso em 15/03/2025 11:02. Os resultados devem ser interpretados pelo médico, em conjunto com dados clínicos."]),
            "features": "two-column hemogram (erythrogram | leukogram with % and /mm³ columns, units only in header), dot leaders, '*' flags"}

def q02():
    D = "2025-04-07"
    hdr = lab_header("Instituto de Patologia Clínica Pampa", "Laboratório de Análises Clínicas — Unidade Moinhos",
        ["Av. Independência, 880 - Porto Alegre/RS - (51) 3022-4410 - www.ipcpampa.com.br",
         "CNES 7104221 - CNPJ 98.765.432/0001-10 - Responsável técnico: Dr. Eduardo Kessler Bins - CRM-RS 22.915"], "center")
    pat = pat_grid([("Nome", "Rafael Augusto Dornelles"), ("Requisição", "PA-25-044718"),
                    ("Data Nasc.", "03.11.1979"), ("Sexo", "Masculino"),
                    ("Solicitante", "Dra. Luciana F. Prates - CRM 31.442"), ("Coleta", "07.04.25 08:05"),
                    ("Recebido", "07.04.25 09:40"), ("Emitido", "08.04.25 16:22")], ncols=2)
    # Left column: glucose, renal, hepatic (SI first, conventional in brackets). Right: lipids with ranges BEFORE results.
    left = [("h", "BIOQUÍMICA — Soro", {"cls": "under"}),
            ("line", ["Unidades SI; entre colchetes, unidade convencional."], {"size": 6.8, "i": True}),
            ("grid", [0.4, 0.3, 0.3], [
                ["**Exame", "**Resultado", "**Referência"],
                ["Glicose", VU(r("glic_mmol", "Glicose", "5,6", "mmol/L")), "3,9 - 5,5"],
                ["", VU(r("glic", "Glicose", "101", "mg/dL", "H")), "[70 - 99]"],
                ["Ureia", VU(r("ureia_mmol", "Ureia", "6,2", "mmol/L")), "2,5 - 7,1"],
                ["", VU(r("ureia", "Ureia", "37", "mg/dL")), "[15 - 43]"],
                ["Creatinina", VU(r("creat_umol", "Creatinina", "88", "µmol/L")), "62 - 106"],
                ["", VU(r("creat", "Creatinina", "1,00", "mg/dL")), "[0,70 - 1,20]"],
                ["Ácido úrico", VU(r("urico_umol", "Ácido úrico", "452", "µmol/L", "H")), "202 - 416"],
                ["", VU(r("urico", "Ácido úrico", "7,6", "mg/dL", "H")), "[3,4 - 7,0]"],
                ["Bilirrubina total", VU(r("bt_umol", "Bilirrubina total", "14", "µmol/L")), "< 21"],
                ["", VU(r("bt", "Bilirrubina total", "0,82", "mg/dL")), "[< 1,20]"],
                ["Sódio", VU(r("na", "Sódio", "140", "mmol/L")), "136 - 145"],
                ["Potássio", VU(r("k", "Potássio", "4,3", "mmol/L")), "3,5 - 5,1"],
                ["Cálcio total", VU(r("ca_mmol", "Cálcio total", "2,36", "mmol/L")), "2,15 - 2,50"],
                ["", VU(r("ca", "Cálcio total", "9,5", "mg/dL")), "[8,6 - 10,0]"],
            ], {"border": "none", "size": 7.6}),
            ("line", ["Fator de conversão glicose: mg/dL × 0,0555 = mmol/L."], {"size": 6.6, "i": True}),
            ("h", "ENZIMAS HEPÁTICAS", {"cls": "under"}),
            ("grid", [0.4, 0.3, 0.3], [
                ["AST (TGO)", VU(r("ast", "AST (TGO)", "24", "U/L")), "< 40"],
                ["ALT (TGP)", VU(r("alt", "ALT (TGP)", "52", "U/L", "H")), "< 41"],
                ["Gama-GT", VU(r("ggt", "Gama-GT", "61", "U/L", "H")), "8 - 61 (homens)"],
            ], {"border": "none", "size": 7.6})]
    right = [("h", "PERFIL LIPÍDICO — Soro (jejum não obrigatório)", {"cls": "under"}),
             ("line", ["**COLESTEROL TOTAL"]),
             ("line", ["Desejável: < 190 mg/dL (< 4,9 mmol/L)"], {"size": 7}),
             ("line", [VU(r("col", "COLESTEROL TOTAL", "214", "mg/dL", "H")), "   —   ", VU(r("col_mmol", "COLESTEROL TOTAL", "5,54", "mmol/L"))]),
             ("line", ["**COLESTEROL HDL"]),
             ("line", ["Desejável: > 40 mg/dL (> 1,0 mmol/L)"], {"size": 7}),
             ("line", [VU(r("hdl", "COLESTEROL HDL", "38", "mg/dL", "L")), "   —   ", VU(r("hdl_mmol", "COLESTEROL HDL", "0,98", "mmol/L"))]),
             ("line", ["**COLESTEROL LDL (calculado - Martin)"]),
             ("line", ["Meta conforme risco cardiovascular:\nBaixo risco: < 130 mg/dL\nRisco intermediário: < 100 mg/dL\nAlto risco: < 70 mg/dL\nMuito alto risco: < 50 mg/dL"], {"size": 7}),
             ("line", [VU(r("ldl", "COLESTEROL LDL (calculado - Martin)", "141", "mg/dL")), "   —   ", VU(r("ldl_mmol", "COLESTEROL LDL (calculado - Martin)", "3,65", "mmol/L"))]),
             ("line", ["**COLESTEROL NÃO-HDL"]),
             ("line", ["Baixo risco: < 160 mg/dL\nRisco intermediário: < 130 mg/dL\nAlto risco: < 100 mg/dL"], {"size": 7}),
             ("line", [VU(r("nhdl", "COLESTEROL NÃO-HDL", "176", "mg/dL"))]),
             ("line", ["**TRIGLICERÍDEOS"]),
             ("line", ["Com jejum: < 150 mg/dL\nSem jejum: < 175 mg/dL"], {"size": 7}),
             ("line", [VU(r("tg", "TRIGLICERÍDEOS", "188", "mg/dL", "H")), "   —   ", VU(r("tg_mmol", "TRIGLICERÍDEOS", "2,12", "mmol/L"))]),
             ("line", ["Referências: Atualização da Diretriz Brasileira de Dislipidemias (SBC, 2017) e Consenso Brasileiro de 2016."], {"size": 6.6, "i": True}),
             ("h", "HORMÔNIOS", {"cls": "under"}),
             ("line", ["TSH: ", VU(r("tsh", "TSH", "2,41", "mUI/L")), "   (0,27 - 4,20)"]),
             ("line", ["T4 livre: ", VU(r("t4l_pmol", "T4 livre", "15,8", "pmol/L")), "   (12,0 - 22,0)"]),
             ]
    bl = [pat, ("space", 1), ("cols", left, right, {"ratio": 0.5}),
          ("line", ["Legenda: H = acima do valor de referência; L = abaixo do valor de referência."], {"size": 6.8}),
          ("line", ["Assinado digitalmente por Dr. Eduardo Kessler Bins - CRM-RS 22.915 em 08.04.25."], {"size": 7})]
    return {"id": "q02", "lab": {"name": "Instituto de Patologia Clínica Pampa", "city": "Porto Alegre/RS"},
            "style": {"font": "lib-sans", "size": 8.4, "accent": "#7a1c1c", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["IPC Pampa — laudo confidencial. Impressão: 08.04.25."], "Pág. {i}/{n}"),
            "features": "whole-page two independent columns (biochemistry | lipids+hormones), SI and conventional values for the same analyte on consecutive lines, lipid results printed after multi-line risk tables, H/L flags"}

def q03():
    D = "2025-01-22"
    hdr = lab_header("ILHACLIN Laboratório Clínico", "Medicina Diagnóstica desde 1994",
        ["Rua Felipe Schmidt, 390 - sala 12 - Centro - Florianópolis - SC",
         "CNES 3390125 · CNPJ 22.410.987/0001-33 · RT: Bioq. Helena Schüssler Vieira - CRF/SC 2.870"], "left")
    pat = pat_grid([("Paciente", "Ana Cláudia Berkenbrock Souza"), ("Ordem de serviço", "778120-4"),
                    ("Data de nascimento", "15/ago/1987"), ("Sexo", "F"),
                    ("Médico", "Dr. Marcelo Tonon - CRM/SC 14.220"), ("Data de entrada", "21/jan/2025"),
                    ("Posto de coleta", "Unidade Trindade"), ("Previsão de entrega", "24/jan/2025")])
    curve = [["**Tempo", "**Glicose (mg/dL)", "**Insulina (µUI/mL)", "**Hora da coleta"],
             ["Jejum", r("glic", "Glicose jejum", "92"), r("ins", "Insulina jejum", "11,8"), "07:10"],
             ["60 minutos", r("glic", "Glicose 60 minutos", "168"), r("ins", "Insulina 60 minutos", "94,2"), "08:12"],
             ["120 minutos", r("glic", "Glicose 120 minutos", "151", flag="↑"), r("ins", "Insulina 120 minutos", "118,5", flag="↑"), "09:11"]]
    # units in headers: set units on R objects
    for row in curve[1:]:
        row[1].unit = "mg/dL"; row[2].unit = "µUI/mL"
    curve[2][1].alts = []; curve[3][1].alts = []   # 1558-6 is for the fasting sample only
    bl = [pat,
          ("h", "CURVA GLICÊMICA E INSULINÊMICA (TOTG 75 g) — 3 dosagens", {"cls": "bar"}),
          ("line", ["Material: plasma fluoretado (glicose) e soro (insulina). Coleta em 22/jan/2025. Sobrecarga: 75 g de dextrosol às 07:12."], {"size": 7.2}),
          ("grid", [0.22, 0.25, 0.27, 0.26], curve, {"head": 1, "border": "rows", "align": "lrrc"}),
          ("line", ["Valores de referência (glicose, ADA/SBD 2024): jejum < 100 mg/dL; 120 min < 140 mg/dL.\nTolerância diminuída à glicose: 120 min entre 140 e 199 mg/dL.  Insulina basal: 2,6 a 24,9 µUI/mL."], {"size": 7}),
          ("line", ["↑ resultado acima do valor de referência."], {"size": 6.8, "i": True}),
          ("h", "HEMOGLOBINA GLICADA (HbA1c)", {"cls": "bar"}),
          ("line", ["Material: sangue total EDTA  ·  Método: HPLC (certificado NGSP)"], {"size": 7.2}),
          ("line", ["Valores de referência:\n  Normal: inferior a 5,7 %\n  Pré-diabetes: 5,7 a 6,4 %\n  Diabetes: igual ou superior a 6,5 %"], {"size": 7.2}),
          ("line", ["**Resultado:  ", VU(r("hba1c", "HEMOGLOBINA GLICADA (HbA1c)", "6,1", "%", "↑")), "        Glicose média estimada: ",
                    VU(r("eag", "Glicose média estimada", "128", "mg/dL"))]),
          ("line", ["Resultados anteriores:   ", VU(r("hba1c", "HEMOGLOBINA GLICADA (HbA1c)", "5,8", "%", date="2024-09-10")), " em 10/set/2024;   ",
                    VU(r("hba1c", "HEMOGLOBINA GLICADA (HbA1c)", "5,6", "%", date="2024-03-18")), " em 18/mar/2024"], {"size": 7.6}),
          ("h", "INSULINA / ÍNDICE HOMA", {"cls": "bar"}),
          ("line", ["HOMA-IR calculado com glicose e insulina de jejum: 2,68 (referência: até 2,71). Índice informado apenas como apoio, não constitui resultado isolado."], {"size": 7}),
          ("h", "TSH ULTRASSENSÍVEL — segunda amostra", {"cls": "bar"}),
          ("line", ["Amostra coletada em 23/jan/2025 às 07:30 (retorno da paciente; primeira amostra com volume insuficiente)."], {"size": 7.2}),
          ("line", ["TSH ................ ", VU(r("tsh", "TSH", "3,87", "µUI/mL", date="2025-01-23")), "      VR: 0,45 a 4,50 µUI/mL"], {"pre": True}),
          ("line", ["T4 LIVRE ........... ", VU(r("t4l", "T4 LIVRE", "1,08", "ng/dL", date="2025-01-23")), "      VR: 0,70 a 1,80 ng/dL"], {"pre": True}),
          ("h", "PERFIL DE FERRO", {"cls": "bar"}),
          ("grid", [0.32, 0.18, 0.14, 0.36], [
              ["**Exame", "**Resultado", "**Unidade", "**Valores de referência"],
              trow(r("fe", "Ferro sérico", "54", "µg/dL"), "Mulheres: 50 a 170"),
              trow(r("ferr", "Ferritina", "18,4", "ng/mL"), "Mulheres: 15 a 150"),
              trow(r("ctlf", "Capacidade total de\nligação do ferro", "412", "µg/dL"), "250 a 425"),
              trow(r("sat", "Índice de saturação\nda transferrina", "13", "%", "↓"), "20 a 50"),
          ], {"head": 1, "border": "rows", "align": "lrll"}),
          ("space", 3),
          ("line", ["Data de liberação: 24/jan/2025 14:05  —  Bioq. Helena Schüssler Vieira - CRF/SC 2.870"], {"size": 7.2})]
    return {"id": "q03", "lab": {"name": "ILHACLIN Laboratório Clínico", "city": "Florianópolis/SC"},
            "style": {"font": "dejavu-cond", "size": 8.4, "accent": "#0e4d7a", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["ILHACLIN — os exames foram realizados nas amostras identificadas acima. Documento impresso em 24/jan/2025."]),
            "features": "serial samples (glucose + insulin curve, units only in column headers), earlier HbA1c results with their own dates inline, second sample on another day, names split over two lines, ↑/↓ flags"}

def q04():
    D = "2025-02-10"
    hdr = lab_header("LABORATÓRIO PIAUIENSE DE SAÚDE MATERNA", "Exames de pré-natal · Convênios e SUS",
        ["Rua Álvaro Mendes, 2.020 - Centro/Sul - Teresina - PI - CEP 64001-270",
         "CNES 2726602 | CNPJ 05.118.224/0001-47 | Resp.: Dr. Teodoro P. Castelo Branco - CRBM 3ª Região 5.118"], "center")
    pat = pat_grid([("Gestante:", "Luana Kelly Soares da Silva"), ("Nº atendimento:", "2025.02.01873"),
                    ("Nasc.:", "30/09/1999"), ("Idade gestacional:", "10 semanas (DUM 02/12/2024)"),
                    ("Solicitante:", "Enf. Obstetra Karla Veloso - COREN-PI 221.004"), ("DPP:", "08/09/2025"),
                    ("Coleta sangue:", "10/02/2025"), ("Coleta urina:", "11/02/2025")])
    sero = [["**EXAME", "**RESULTADO", "**VALOR DE REFERÊNCIA / INTERPRETAÇÃO"],
            ["HIV 1 e 2 - anticorpos e\nantígeno p24 (4ª geração)", r("hiv", "HIV 1 e 2 - anticorpos e antígeno p24 (4ª geração)", "NÃO REAGENTE"), "Não reagente"],
            ["Sífilis - VDRL", r("vdrl", "Sífilis - VDRL", "Não reagente"), "Não reagente"],
            ["Hepatite B - HBsAg", r("hbsag", "Hepatite B - HBsAg", "Não Reagente"), "Não reagente. Índice < 1,00"],
            ["Anti-HBs", VU(r("antihbs", "Anti-HBs", "superior a 1.000", "mUI/mL")), "Imune: igual ou superior a 10 mUI/mL"],
            ["Hepatite C - Anti-HCV", r("antihcv", "Hepatite C - Anti-HCV", "Negativo"), "Negativo"],
            ["Toxoplasmose IgG", VU(r("toxo_g", "Toxoplasmose IgG", "48,6", "UI/mL")), "Não reagente: < 1,6 UI/mL\nIndeterminado: 1,6 a 2,9\nReagente: ≥ 3,0 UI/mL"],
            ["Toxoplasmose IgM", VU(r("toxo_m", "Toxoplasmose IgM", "0,21", "Índice")), "Não reagente: < 0,50\nIndeterminado: 0,50 a 0,59\nReagente: ≥ 0,60"],
            ["Rubéola IgG", VU(r("rub_g", "Rubéola IgG", "> 500", "UI/mL")), "Reagente (imune): ≥ 10 UI/mL"],
            ]
    bl = [pat,
          ("h", "SOROLOGIAS DO 1º TRIMESTRE", {"cls": "box"}),
          ("line", ["Material: soro · Métodos: quimioluminescência (CMIA) e floculação (VDRL)"], {"size": 7.2}),
          ("grid", [0.34, 0.24, 0.42], sero, {"head": 1, "border": "all", "align": "lll", "size": 7.8}),
          ("line", ["Interpretação Toxoplasmose: IgG reagente e IgM não reagente — perfil compatível com infecção passada (imunidade)."], {"size": 7, "i": True}),
          ("h", "IMUNO-HEMATOLOGIA", {"cls": "box"}),
          ("line", ["Grupo sanguíneo (sistema ABO): ", r("abo", "Grupo sanguíneo (sistema ABO)", "O")]),
          ("line", ["Fator Rh (antígeno D): ", r("rh", "Fator Rh (antígeno D)", "POSITIVO")]),
          ("line", ["Pesquisa de anticorpos irregulares (Coombs indireto): ", r("coombs", "Pesquisa de anticorpos irregulares (Coombs indireto)", "Negativa")]),
          ("h", "GLICEMIA DE JEJUM", {"cls": "box"}),
          ("line", ["Valores de referência para gestantes (IADPSG/OMS):\n  Normal: menor que 92 mg/dL\n  Diabetes gestacional: 92 a 125 mg/dL\n  Diabetes prévio (overt): igual ou maior que 126 mg/dL"], {"size": 7}),
          ("line", ["**RESULTADO: ", VU(r("glic", "GLICEMIA DE JEJUM", "84", "mg/dL"))]),
          ("h", "URINA TIPO I (EAS) — amostra de 11/02/2025", {"cls": "box"}),
          ("grid", [0.25, 0.25, 0.25, 0.25], [
              ["Proteínas", r("u_prot", "Proteínas", "Ausentes", date="2025-02-11"), "Glicose", r("u_glic", "Glicose", "Ausente", date="2025-02-11")],
              ["Nitrito", r("u_nit", "Nitrito", "Negativo", date="2025-02-11"), "Hemoglobina", r("u_hb", "Hemoglobina", "Traços", date="2025-02-11")],
              ["Leucócitos", VU(r("u_leu_c", "Leucócitos", "3 a 5", "/campo", date="2025-02-11", value=None)), "Hemácias", VU(r("u_hem_c", "Hemácias", "1", "/campo", date="2025-02-11"))],
          ], {"border": "rows", "align": "llll"}),
          ("h", "UROCULTURA — amostra de 11/02/2025", {"cls": "box"}),
          ("line", ["Resultado: ", r("urocult", "UROCULTURA", "Negativa", date="2025-02-11"), " — ausência de crescimento bacteriano após 48 horas de incubação."]),
          ("space", 3),
          ("line", ["Laudo liberado em 13/02/2025. Próxima coleta sugerida (2º trimestre): 14/04/2025."], {"size": 7.2}),
          ("line", ["Dr. Teodoro P. Castelo Branco — Biomédico — CRBM 5.118"], {"size": 7.2, "align": "R"})]
    return {"id": "q04", "lab": {"name": "Laboratório Piauiense de Saúde Materna", "city": "Teresina/PI"},
            "style": {"font": "lib-serif", "size": 8.8, "accent": "#5a2d82", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["Este laudo é parte do acompanhamento pré-natal. Documento emitido em 13/02/2025 08:30."]),
            "features": "prenatal serology with many qualitative wordings (NÃO REAGENTE/Não reagente/Negativo/Negativa/Ausentes/Traços/POSITIVO), 'superior a 1.000', '> 500', multi-line cut-off tables, two collection dates (blood/urine), DUM/DPP distractors"}

def q05():
    D = "2025-06-03"
    hdr = lab_header("CENTRO DE ANÁLISES CLÍNICAS RIO NEGRO", "Laboratório de Análises Clínicas e Parasitologia",
        ["Av. Djalma Batista, 1.661 - Chapada - Manaus/AM - (92) 3233-9012",
         "CNES 6033512  -  CNPJ 34.556.781/0001-02  -  Responsável Técnico: Dr. Raimundo Nonato Saraiva - CRF-AM 1.944"], "left")
    pat = pat_grid([("Paciente:", "Davi Lucas Ferreira Tikuna"), ("Pedido:", "RN-556012"),
                    ("Data de nasc.:", "19/04/2016 (9 anos)"), ("Sexo:", "Masculino"),
                    ("Responsável:", "Marlene Ferreira (mãe)"), ("Médico:", "Dra. Ivone Sales - CRM-AM 6.310"),
                    ("Cadastro:", "02/06/2025"), ("Laudo emitido:", "10/06/2025")])
    U = lambda key, name, vt, unit="", **k: r(key, name, vt, unit, **k)
    fis = [["**EXAME FÍSICO", "", "**Referência"],
           ["Cor", U("u_cor", "Cor", "Amarelo citrino"), "Amarelo"],
           ["Aspecto", U("u_asp", "Aspecto", "Ligeiramente turvo"), "Límpido"],
           ["Densidade", U("u_dens", "Densidade", "1.025", value=1.025), "1.005 a 1.030"],
           ["**EXAME QUÍMICO", "", ""],
           ["pH", U("u_ph", "pH", "6,0"), "5,0 a 7,5"],
           ["Proteínas", U("u_prot", "Proteínas", "Negativo"), "Negativo"],
           ["Glicose", U("u_glic", "Glicose", "Negativo"), "Negativo"],
           ["Corpos cetônicos", U("u_cet", "Corpos cetônicos", "Negativo"), "Negativo"],
           ["Hemoglobina", U("u_hb", "Hemoglobina", "Negativo"), "Negativo"],
           ["Bilirrubina", U("u_bil", "Bilirrubina", "Negativo"), "Negativo"],
           ["Urobilinogênio", U("u_ubg", "Urobilinogênio", "Normal"), "Normal"],
           ["Nitrito", U("u_nit", "Nitrito", "Positivo", flag="(A)"), "Negativo"],
           ["Esterase\nleucocitária", U("u_le", "Esterase leucocitária", "Positivo ++", flag="(A)"), "Negativo"]]
    sed = [["**SEDIMENTOSCOPIA", "", "**Referência"],
           ["Leucócitos", VU(U("u_leu_ml", "Leucócitos", "48.000", "/mL", flag="(A)")), "até 10.000 /mL"],
           ["Leucócitos", VU(U("u_leu_c", "Leucócitos", "18", "p/campo")), "até 5 p/campo"],
           ["Hemácias", VU(U("u_hem_c", "Hemácias", "2", "p/campo")), "até 3 p/campo"],
           ["Células\nepiteliais", U("u_epi", "Células epiteliais", "Raras"), "Raras"],
           ["Bactérias", U("u_bac", "Bactérias", "Numerosas", flag="(A)"), "Ausentes/raras"]]
    bl = [pat,
          ("h", "URINA TIPO I (EAS) — Coleta: 03/06/2025 06:50 — jato médio, 1ª urina da manhã", {"cls": "bar"}),
          ("cols", [("grid", [0.4, 0.32, 0.28], fis, {"border": "rows", "size": 7.8})],
                   [("grid", [0.33, 0.3, 0.37], sed, {"border": "rows", "size": 7.8})], {"ratio": 0.52}),
          ("line", ["(A) = alterado. Método: tiras reativas (leitura automatizada) e microscopia do sedimento (400x); contagem em câmara."], {"size": 6.8, "i": True}),
          ("h", "UROCULTURA COM ANTIBIOGRAMA — mesma amostra (03/06/2025)", {"cls": "bar"}),
          ("line", ["Contagem de colônias: ", VU(R("Contagem de colônias", "superior a 100.000", "UFC/mL", "19090-0", "Urine colony count", ["564-5"]), " "), "   ", "Microrganismo isolado: ", r("urocult", "Microrganismo isolado", "Escherichia coli")]),
          ("line", ["Antibiograma (CLSI 2025): sensível a nitrofurantoína, fosfomicina e ceftriaxona; resistente a ampicilina e sulfametoxazol-trimetoprima."], {"size": 7.2}),
          ("h", "PARASITOLÓGICO DE FEZES — 3 amostras (método de Hoffman, Pons e Janer e Faust)", {"cls": "bar"}),
          ("grid", [0.22, 0.22, 0.56], [
              ["**Amostra", "**Coleta", "**Resultado"],
              ["1ª amostra", "03/06/2025", r("epf", "PARASITOLÓGICO DE FEZES 1ª amostra", "Cistos de Giardia lamblia")],
              ["2ª amostra", "05/06/2025", r("epf", "PARASITOLÓGICO DE FEZES 2ª amostra", "Negativo", date="2025-06-05")],
              ["3ª amostra", "07/06/2025", r("epf", "PARASITOLÓGICO DE FEZES 3ª amostra", "Ovos de Ascaris lumbricoides", date="2025-06-07")],
          ], {"head": 1, "border": "rows"}),
          ("line", ["Valor de referência: negativo (não foram encontrados ovos, cistos ou larvas de parasitos). Material entregue pelo responsável; data de entrega da última amostra: 08/06/2025."], {"size": 7}),
          ("h", "HEMOGLOBINA E FERRITINA", {"cls": "bar"}),
          ("line", ["Hemoglobina ", VU(r("hb", "Hemoglobina", "11,2", "g/dL", "(A)")), "  (ref. 11,5 a 15,5 g/dL para 6-11 anos)   ·   Ferritina ",
                    VU(r("ferr", "Ferritina", "inferior a 10,0", "ng/mL", "(A)")), "  (ref. 15 a 150 ng/mL)"]),
          ("line", ["Eosinófilos ", VU(r("eos_p", "Eosinófilos", "9", "%", "(A)")), "  (ref. 1 a 5 %)   ·   Eosinófilos absolutos ", VU(r("eos_a", "Eosinófilos absolutos", "810", "/µL", "(A)")), "  (ref. até 500 /µL)"]),
          ("space", 3),
          ("line", ["Conferido e liberado por Dr. Raimundo Nonato Saraiva — CRF-AM 1.944 — 10/06/2025"], {"size": 7.2, "align": "R"})]
    return {"id": "q05", "lab": {"name": "Centro de Análises Clínicas Rio Negro", "city": "Manaus/AM"},
            "style": {"font": "dejavu", "size": 8.0, "accent": "#2b5d2b", "vweight": "normal", "top": 9},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["CAC Rio Negro — Amostras de fezes recebidas em 03, 05 e 07/06/2025. Impresso em 10/06/2025."]),
            "features": "two-column urinalysis (physical+chemical | sediment), density 1.025 with dot decimal, leukocytes per mL with thousands dot and per field, many qualitative words, urine culture 'superior a 100.000', three stool samples on different days, '(A)' flags, 'inferior a' ferritin"}

def q06():
    D = "2025-05-14"
    hdr = lab_header("Laboratório Capibaribe", "análises clínicas · imunologia · hormônios",
        ["Rua do Hospício, 471 - Boa Vista - Recife/PE  ·  (81) 3421-7788  ·  CNES 5628344  ·  CNPJ 41.227.903/0001-61",
         "Responsável técnico: Dr. Severino Arcoverde Lins - CRM-PE 12.090 (Patologia Clínica)"], "right")
    pat = pat_grid([("Cliente", "Maria Eduarda Cavalcanti Wanderley"), ("Código", "CAP 1405-0112"),
                    ("Data de nascimento", "07 de junho de 1962"), ("Sexo", "Feminino"),
                    ("Requisitante", "Dr. Artur Pessoa Gusmão"), ("Data da coleta", "14 de maio de 2025"),
                    ("Cadastro", "13 de maio de 2025"), ("Liberação", "15 de maio de 2025")])
    def block(title, mat, refs, name, vt, unit, key, flag="", extra=None):
        x = r(key, name, vt, unit, flag)
        bl = [("line", ["**" + title]), ("line", [mat], {"size": 7, "i": True}),
              ("line", ["Valores de referência:\n" + refs], {"size": 7.2, "indent": 4}),
              ("grid", [0.5, 0.2, 0.15, 0.15], [["", "**Resultado:", x, flag and "" or ""]], {"border": "none", "align": "lrll"})]
        return bl
    bl = [pat, ("h", "PERFIL LIPÍDICO", {"cls": "under"})]
    items = [
        ("COLESTEROL TOTAL", "Soro · Enzimático colorimétrico", "Desejável: < 190 mg/dL", "COLESTEROL TOTAL", "232", "mg/dL", "col", "Alto"),
        ("HDL-COLESTEROL", "Soro · Homogêneo direto", "Desejável: > 40 mg/dL\n(homens e mulheres, adultos)", "HDL-COLESTEROL", "63", "mg/dL", "hdl", ""),
        ("LDL-COLESTEROL", "Calculado pela equação de Martin/Hopkins", "Baixo risco: < 130 mg/dL\nIntermediário: < 100 mg/dL\nAlto risco: < 70 mg/dL\nMuito alto risco: < 50 mg/dL", "LDL-COLESTEROL", "139", "mg/dL", "ldl", ""),
        ("VLDL-COLESTEROL", "Calculado", "Não há valores de referência estabelecidos", "VLDL-COLESTEROL", "30", "mg/dL", "vldl", ""),
        ("TRIGLICÉRIDES", "Soro · GPO-PAP", "Com jejum: < 150 mg/dL\nSem jejum: < 175 mg/dL", "TRIGLICÉRIDES", "152", "mg/dL", "tg", "Alto"),
    ]
    for title, mat, refs, name, vt, unit, key, flag in items:
        x = r(key, name, vt, unit)
        bl += [("line", ["**" + title + "   ", mat], {"size": 8}),
               ("line", [refs], {"size": 7, "indent": 5}),
               ("grid", [0.55, 0.15, 0.15, 0.15], [["", "Resultado:", x, flag]], {"border": "rows", "align": "lrrl"})]
    bl += [("h", "TIREOIDE", {"cls": "under"})]
    th = [
        ("HORMÔNIO TIREOESTIMULANTE\nULTRASSENSÍVEL\n(TSH)", "Quimioluminescência", "Adultos: 0,38 a 5,33 µUI/mL\nGestantes 1º trim.: 0,05 a 3,70 µUI/mL", "5,91", "µUI/mL", "tsh", "Alto"),
        ("TIROXINA LIVRE\n(T4 LIVRE)", "Quimioluminescência", "0,54 a 1,24 ng/dL", "0,86", "ng/dL", "t4l", ""),
        ("TRIIODOTIRONINA\nLIVRE (T3 LIVRE)", "Quimioluminescência", "2,5 a 3,9 pg/mL", "2,4", "pg/mL", "t3l", "Baixo"),
    ]
    for name, met, refs, vt, unit, key, flag in th:
        x = r(key, name, vt, unit)
        bl += [("grid", [0.4, 0.6], [["**" + name, met + "\n" + "Valores de referência:\n" + refs]], {"border": "none", "size": 7.6}),
               ("grid", [0.55, 0.15, 0.15, 0.15], [["", "Resultado:", x, flag]], {"border": "rows", "align": "lrrl"})]
    bl += [("h", "OUTROS", {"cls": "under"}),
           ("grid", [0.36, 0.16, 0.12, 0.36], [
               ["**Exame", "**Resultado", "**Unid.", "**Valores de referência"],
               trow(r("vitd", "25-HIDROXIVITAMINA D\n(D2 + D3)", "22,4", "ng/mL"), "População saudável (até 60 anos): > 20\nGrupos de risco: 30 a 60\nRisco de toxicidade: > 100"),
               trow(r("b12", "VITAMINA B12", "1.450", "pg/mL", "Alto"), "197 a 771"),
               trow(r("pcr_us", "PROTEÍNA C REATIVA\nULTRASSENSÍVEL", "menor que 0,03", "mg/dL"), "Baixo risco CV: < 0,10 mg/dL"),
           ], {"head": 1, "border": "rows", "align": "lrll", "size": 7.8}),
           ("line", ["Exames conferidos. Recife, 15 de maio de 2025. Dr. Severino Arcoverde Lins - CRM-PE 12.090."], {"size": 7.2})]
    return {"id": "q06", "lab": {"name": "Laboratório Capibaribe", "city": "Recife/PE"},
            "style": {"font": "dejavu-serif", "size": 8.0, "accent": "#8a4b08", "vweight": "bold", "top": 8},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["Laboratório Capibaribe — documento válido com assinatura eletrônica. Próxima revisão do cadastro: 14 de maio de 2026."]),
            "features": "results printed after multi-line reference ranges, names split over two and three lines, word flags Alto/Baixo in their own column, 'menor que', dates written out ('14 de maio de 2025')"}
