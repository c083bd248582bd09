"""Reports bu04-bu06 as data."""
from engine import Doc, Col, RR, Sub, Txt, Builder
from common import r, header, footer, exam, block_title, meta, refs, notes, results, sep, signer
from reports_a import finish


# =========================================================================== bu04
def bu04():
    st = dict(font="DejaVuSerif", size=8.0, accent=(10, 70, 60), fill=(230, 240, 236), rule=(60, 60, 60),
              ml=14, mr=14, mt=9, mb=17, patcols=2, patlw=29, patsize=7.2, patbox="frame", tmode="plain")
    doc = Doc("bu04", st)
    lab = dict(name="NORDESTE ANÁLISES CLÍNICAS", initials="NA",
               brand="Marca regional do Grupo Mar Azul Medicina Diagnóstica",
               addr=["Rua Padre Carapuceiro, 777 – Boa Viagem – Recife/PE – CEP 51020-280",
                     "CNPJ 12.904.338/0007-21 · CNES 5503117 · Responsável técnico: Dr. Caio Lins Barreto – CRM-PE 17.560"])
    pat = [("Nome", "FRANCISCO DE ASSIS MONTEIRO"), ("Protocolo", "NE-2025-0307-11584"),
           ("Data de nascimento", "15/05/1972"), ("Sexo / idade", "Masculino / 52 anos"),
           ("Médico", "Dra. Juliana Cavalcanti – CRM-PE 21.904"), ("Plano", "Cassi Nordeste Executivo"),
           ("Data de cadastro", "06/03/2025"), ("Data da coleta", "07/03/2025 07:30"),
           ("Data de liberação", "08/03/2025 15:05"), ("Data de impressão", "10/03/2025")]
    b = doc.new_page()
    header(b, lab, pat, "center")
    b.T(b.x0, b.y, b.w, 5, "RESULTADOS DE EXAMES", (st["font"], "B", 10), "C", st["accent"])
    b.y += 6.5
    cols = [Col("name", 52, "Exame"), Col("ref", 64, "Valores de referência", wrap=True, size=7.2),
            Col("value", 30, "Resultado", align="R", bold=True), Col("unit", None, "Unidade")]
    rows = [Sub("BIOQUÍMICA – Material: soro / plasma"),
            RR(r("glu_f", "Glicose em jejum", "88", "mg/dL"), "70 a 99 mg/dL"),
            RR(r("hba1c", "Hemoglobina glicada (HbA1c)", "5,4", "%"), "Normal: inferior a 5,7 %"),
            RR(r("urea", "Ureia", "31", "mg/dL"), "15 a 45 mg/dL"),
            RR(r("creat", "Creatinina", "0,94", "mg/dL"), "Homens: 0,70 a 1,30\nMulheres: 0,50 a 1,10"),
            RR(r("urate", "Ácido úrico", "6,2", "mg/dL"), "Homens: 3,4 a 7,0\nMulheres: 2,4 a 5,7"),
            RR(r("ast", "TGO (AST)", "27", "U/L"), "Homens: até 40 U/L · mulheres: até 32 U/L"),
            RR(r("alt", "TGP (ALT)", "35", "U/L"), "Homens: até 41 U/L · mulheres: até 33 U/L"),
            RR(r("ggt", "Gama GT", "58", "U/L"), "Homens: 10 a 71 U/L · mulheres: 6 a 42 U/L"),
            RR(r("crp", "Proteína C reativa", "inferior a 0,30", "mg/dL"), "Inferior a 0,50 mg/dL"),
            Sub("LIPIDOGRAMA – Material: soro (jejum de 12 horas)"),
            RR(r("chol", "Colesterol total", "201", "mg/dL"), "Desejável: inferior a 190 mg/dL"),
            RR(r("hdl", "Colesterol HDL", "39", "mg/dL"), "Desejável: superior a 40 mg/dL"),
            RR(r("ldl_calc", "Colesterol LDL (Friedewald)", "127", "mg/dL"),
               "Conforme categoria de risco cardiovascular"),
            RR(r("vldl", "Colesterol VLDL", "35", "mg/dL"), "Inferior a 30 mg/dL"),
            RR(r("nonhdl", "Colesterol não-HDL", "162", "mg/dL"), "Conforme categoria de risco"),
            RR(r("tg", "Triglicerídeos", "176", "mg/dL"), "Jejum: inferior a 150 mg/dL"),
            Sub("HORMÔNIOS E MARCADORES – Material: soro"),
            RR(r("tsh", "TSH ultrassensível", "1,96", "µUI/mL"), "0,40 a 4,30 µUI/mL"),
            RR(r("ft4", "T4 livre", "1,21", "ng/dL"), "0,80 a 1,90 ng/dL"),
            RR(r("tpo", "Anticorpos anti-TPO", "inferior a 9,0", "UI/mL"), "Inferior a 34,0 UI/mL"),
            RR(r("testo", "Testosterona total", "412", "ng/dL"),
               "Homens 20 a 49 anos: 249 a 836 ng/dL\nHomens ≥ 50 anos: 193 a 740 ng/dL"),
            RR(r("psa", "PSA total", "0,84", "ng/mL"),
               "40 a 49 anos: até 2,5 ng/mL\n50 a 59 anos: até 3,5 ng/mL\n60 a 69 anos: até 4,5 ng/mL"),
            RR(r("vitd", "25-Hidroxivitamina D", "31,2", "ng/mL"), "Superior a 20 ng/mL (população geral)")]
    b.table(cols, rows, rules="h", head_fill=st["fill"], head_color=st["accent"], pad=0.8,
            rule_color=(90, 90, 90), outer=True)
    b.y += 2
    notes(b, ["Métodos: glicose – hexoquinase; HbA1c – HPLC; ureia – urease UV; creatinina – Jaffé cinético; "
              "transaminases e GGT – cinético IFCC; PCR – imunoturbidimetria; lipídios – enzimático colorimétrico "
              "(LDL e VLDL calculados pela fórmula de Friedewald); hormônios, anti-TPO, PSA e vitamina D – "
              "quimioluminescência.",
              "Metas de LDL (SBC 2017): risco baixo inferior a 130 mg/dL; intermediário inferior a 100 mg/dL; "
              "alto inferior a 70 mg/dL; muito alto inferior a 50 mg/dL."])
    b.y += 2
    signer(b, ["Dra. Renata Albuquerque Sá – CRBM-2 9.341 – Bioquímica responsável",
               "Laudo liberado em 08/03/2025 15:05"])
    finish(doc, lambda p: ["Nordeste Análises Clínicas · Grupo Mar Azul · Atendimento (81) 3204-5500",
                           "Documento impresso em 10/03/2025 às 08:44 – a interpretação dos resultados cabe ao "
                           "médico assistente."])
    info = dict(lab="Nordeste Análises Clínicas", city="Recife/PE", date="07/03/2025",
                distractors=["15/05/1972 nascimento", "06/03/2025 cadastro", "08/03/2025 liberação",
                             "10/03/2025 impressão"],
                layout="tabela com grade, ordem Exame / Referência / Resultado / Unidade; subtítulos de seção; "
                       "'inferior a' no resultado")
    return doc, info


# =========================================================================== bu05
def bu05():
    st = dict(font="DejaVuSerifCondensed", size=8.4, accent=(40, 40, 110), fill=(232, 232, 245),
              rule=(40, 40, 110), ml=15, mr=15, mt=10, mb=18, patcols=2, patlw=30, patsize=7.8,
              patbox="fill", tmode="rule", inline=True, sepmode="none")
    doc = Doc("bu05", st)
    lab = dict(name="Pampa Diagnósticos", initials="PD",
               brand="Laboratório de Análises Clínicas – Grupo Austral de Medicina Diagnóstica",
               addr=["Rua Mostardeiro, 1.210 – Moinhos de Vento – Porto Alegre/RS",
                     "CNPJ 45.120.887/0002-03 · CNES 6120493", "RT: Dra. Sofia Becker Lenz – CRF-RS 11.408",
                     "(51) 3027-1900"])
    pat = [("Paciente", "LUIZA HELENA SCHMITT BORGES"), ("Requisição", "PA 3103-25-5521"),
           ("Data nasc.", "09/12/1949"), ("Idade / sexo", "75 anos / Feminino"),
           ("Médico", "Dr. Augusto Fagundes – CRM-RS 28.117"), ("Origem", "Ambulatório – Hemato"),
           ("Coleta", "31/03/2025 09:14"), ("Entrada no laboratório", "31/03/2025 10:02"),
           ("Liberação", "31/03/2025 17:48"), ("Uso de anticoagulante", "Varfarina – início 02/01/2025")]
    b = doc.new_page()
    header(b, lab, pat, "logo")
    block_title(b, "HEMOGRAMA")
    meta(b, "Sangue total com EDTA", "Automação hematológica (impedância, citometria de fluxo fluorescente)")
    b.y += 1
    CE = [Col("name", 50, "Eritrograma", bold=False), Col("value", 28, "Resultado", align="R", bold=True),
          Col("unit", 26, "Unidade"), Col("ref", None, "Referência (mulheres > 60 anos)")]
    ery = [RR(r("rbc", "Hemácias", "3,92", "milhões/µL", flag="↓"), "4,00 a 5,20"),
           RR(r("hgb", "Hemoglobina", "11,8", "g/dL", flag="↓"), "12,0 a 15,5"),
           RR(r("hct", "Hematócrito", "35,9", "%", flag="↓"), "36,0 a 46,0"),
           RR(r("mcv", "Volume corpuscular médio", "91,6", "fL"), "80,0 a 100,0"),
           RR(r("mch", "Hemoglobina corpuscular média", "30,1", "pg"), "26,0 a 34,0"),
           RR(r("mchc", "Concentração de hemoglobina\ncorpuscular média", "32,9", "g/dL"), "31,0 a 36,0"),
           RR(r("rdw", "RDW-CV", "13,6", "%"), "11,5 a 15,0")]
    b.table(CE, ery, rules="grid", head_fill=st["fill"], pad=0.55, rule_color=(120, 120, 140))
    b.y += 2.5
    CL = [Col("name", 40, "Leucograma"), Col("value", 20, "%", align="R", bold=True),
          Col("prev0", 26, "10³/µL", align="R", bold=True), Col("ref", 30, "Ref. %", align="C"),
          Col("extra", None, "Ref. 10³/µL", align="C")]

    def lk(kp, ka, name, p, a, rp, ra, fp="", fa=""):
        return RR(r(kp, name, p, "%", flag=fp), rp, prev=[r(ka, name, a, "10³/µL", flag=fa)], extra={"extra": ra})
    CW = [Col("name", 40, "Leucograma"), Col("e2", 20, "%", align="R"), Col("value", 26, "10³/µL", align="R",
          bold=True), Col("ref", 30, "Ref. %", align="C"), Col("extra", None, "Ref. 10³/µL", align="C")]
    b.table(CW, [RR(r("wbc", "Leucócitos totais", "3,41", "10³/µL", flag="↓"), "", extra={"extra": "3,60 a 11,00"})],
            rules="grid", head_fill=st["fill"], pad=0.55, rule_color=(120, 120, 140))
    b.table(CL, [lk("neu_p", "neu_a", "Neutrófilos", "48,2", "1,64", "40,0 a 75,0", "1,50 a 7,70"),
                 lk("lym_p", "lym_a", "Linfócitos", "38,7", "1,32", "20,0 a 45,0", "1,00 a 4,00"),
                 lk("mon_p", "mon_a", "Monócitos", "9,1", "0,31", "2,0 a 10,0", "0,20 a 1,00"),
                 lk("eos_p", "eos_a", "Eosinófilos", "3,2", "0,11", "1,0 a 6,0", "0,02 a 0,50"),
                 lk("bas_p", "bas_a", "Basófilos", "0,8", "0,03", "0,0 a 2,0", "0,00 a 0,10")],
            header=False, rules="grid", pad=0.55, rule_color=(120, 120, 140))
    b.y += 2.5
    b.table(CE[:1] + CE[1:], [RR(r("plt", "Plaquetas", "139", "10³/µL", flag="↓"), "150 a 450"),
                              RR(r("mpv", "Volume plaquetário médio", "11,2", "fL"), "9,0 a 13,0")],
            header=False, rules="grid", pad=0.55, rule_color=(120, 120, 140))
    b.y += 2
    notes(b, ["Plaquetopenia discreta confirmada em lâmina (ausência de agregados plaquetários).",
              "↑ valor acima do intervalo de referência · ↓ valor abaixo do intervalo de referência."])
    signer(b, ["Liberado por Dr. Eduardo Kunz Ramos – CRBM-5 3.388 em 31/03/2025 13:26"])
    # page 2
    b = doc.new_page()
    header(b, lab, pat, "logo")
    C2 = [Col("name", 66), Col("value", 26, align="R", bold=True), Col("unit", 22), Col("ref", None, size=7.6)]
    exam(b, "TEMPO DE PROTROMBINA (TP)",
         [RR(r("pt_s", "Tempo de protrombina", "26,8", "segundos", flag="↑"), "Controle do dia: 12,4 segundos"),
          RR(r("pt_act", "Atividade de protrombina", "31", "%", flag="↓"), "70 a 100 %"),
          RR(r("inr", "RNI (INR)", "2,34", "", flag="↑"), "0,90 a 1,20")], C2,
         material="Plasma citratado", method="Coagulométrico – tromboplastina recombinante (ISI 1,02)",
         ref=["Faixa terapêutica para anticoagulação oral (RNI): 2,0 a 3,0; próteses valvares mecânicas: "
              "2,5 a 3,5."], reflabel="Informação:")
    exam(b, "TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)",
         [RR(r("aptt", "Tempo de tromboplastina\nparcial ativada", "33,7", "segundos"), "25,0 a 38,0 segundos")],
         C2, material="Plasma citratado", method="Coagulométrico – ácido elágico",
         note=["Tempo do plasma controle: 30,2 segundos. Relação paciente/controle: 1,12."])
    exam(b, "FIBRINOGÊNIO", [RR(r("fib", "Fibrinogênio", "296", "mg/dL"), "200 a 400 mg/dL")], C2,
         material="Plasma citratado", method="Clauss (coagulométrico)")
    exam(b, "D-DÍMERO", [RR(r("ddimer", "D-dímero", "< 270", "ng/mL FEU"), "Inferior a 500 ng/mL FEU")], C2,
         material="Plasma citratado", method="Imunoturbidimetria (látex)",
         note=["Para pacientes acima de 50 anos pode-se utilizar o ponto de corte ajustado à idade "
               "(idade × 10 ng/mL FEU) na exclusão de tromboembolismo venoso."])
    exam(b, "PESQUISA DE SANGUE OCULTO NAS FEZES",
         [RR(r("stool_ob", "Pesquisa de sangue oculto nas fezes", "Negativo", "", label="Resultado"), "Negativo")],
         C2, material="Fezes – amostra única", method="Imunocromatográfico (hemoglobina humana)",
         note=["Sensibilidade analítica: 50 ng de hemoglobina/mL de tampão."])
    b.y += 4
    signer(b, ["Liberado por Dra. Sofia Becker Lenz – CRF-RS 11.408 em 31/03/2025 17:48"])
    finish(doc, lambda p: ["Pampa Diagnósticos · Grupo Austral de Medicina Diagnóstica · pampadiagnosticos.com.br",
                           "Este laudo só tem validade com assinatura eletrônica. Emitido em 01/04/2025 07:55."])
    info = dict(lab="Pampa Diagnósticos", city="Porto Alegre/RS", date="31/03/2025",
                distractors=["09/12/1949 nascimento", "02/01/2025 início da varfarina", "01/04/2025 emissão",
                             "31/03/2025 entrada/liberação (mesmo dia)"],
                layout="hemograma em tabelas com grade, % e absoluto lado a lado, flags ↑ ↓; coagulograma em "
                       "blocos com tempo do controle (não é resultado); nomes em duas linhas")
    return doc, info


# =========================================================================== bu06
def bu06():
    st = dict(font="DejaVuSans", size=8.0, accent=(200, 90, 20), fill=(252, 236, 222), rule=(200, 90, 20),
              ml=14, mr=14, mt=10, mb=18, patcols=2, patlw=37, patsize=7.6, patbox="rules", tmode="rule")
    doc = Doc("bu06", st)
    lab = dict(name="Baía Labs Medicina Diagnóstica", initials="BL", brand="Uma empresa da Rede Cidade Diagnósticos",
               addr=["Av. Tancredo Neves, 2.539 – Caminho das Árvores – Salvador/BA",
                     "CNPJ 19.773.402/0015-90 · CNES 3340127",
                     "RT: Dr. Leandro Matos Queiroz – CRF-BA 6.651"])
    pat = [("Cliente", "ROBERTO CARLOS NASCIMENTO FILHO"), ("Código", "BA-77.310.442"),
           ("Nascimento", "28/02/1963"), ("Sexo", "Masculino"),
           ("Médico", "Dr. Fábio Santana – CRM-BA 19.288"), ("Convênio", "Planserv"),
           ("Data da solicitação", "12/03/2025"), ("Data da coleta atual", "14/03/2025 07:40"),
           ("Liberação", "15/03/2025 10:18"), ("Próxima coleta sugerida", "14/06/2025")]
    b = doc.new_page()
    header(b, lab, pat, "logo")
    block_title(b, "ACOMPANHAMENTO CARDIOMETABÓLICO – RELATÓRIO EVOLUTIVO")
    notes(b, ["A primeira coluna de resultados refere-se à coleta atual; as demais, às coletas anteriores "
              "realizadas na Rede Cidade Diagnósticos."], size=7.2)
    D = ["14/03/2025", "10/12/2024", "03/09/2024"]
    cols = [Col("name", 40, "Exame"), Col("value", 20, D[0], align="R", bold=True),
            Col("prev0", 21, D[1], align="R"), Col("prev1", 21, D[2], align="R"), Col("unit", 25, "Unidade"),
            Col("ref", None, "Valores de referência", size=7.2)]

    def cum(key, name, unit, vals, ref, flags=("", "", "")):
        cur = r(key, name, vals[0], unit, flag=flags[0])
        prev = [r(key, name, v, unit, flag=f, date=d) if v is not None else None
                for v, f, d in zip(vals[1:], flags[1:], D[1:])]
        return RR(cur, ref, prev=prev, extra={"prev0": "—", "prev1": "—"})
    rows = [Sub("Glicemia"),
            cum("glu_f", "Glicose de jejum", "mg/dL", ["118", "124", "131"], "70 a 99", ("*", "*", "*")),
            cum("hba1c", "Hemoglobina glicada", "%", ["6,6", "6,9", "7,4"], "Inferior a 5,7", ("*", "*", "*")),
            cum("eag", "Glicose média estimada", "mg/dL", ["143", "151", "166"], "—"),
            Sub("Lípides"),
            cum("chol", "Colesterol total", "mg/dL", ["178", "196", "221"], "Inferior a 190"),
            cum("hdl", "HDL", "mg/dL", ["44", "41", "39"], "Superior a 40", ("", "", "*")),
            cum("ldl_calc", "LDL", "mg/dL", ["104", "121", "148"], "Conforme risco"),
            cum("tg", "Triglicérides", "mg/dL", ["152", "170", "171"], "Inferior a 150", ("*", "*", "*")),
            Sub("Função renal"),
            cum("creat", "Creatinina", "mg/dL", ["1,02", "0,98", None], "0,70 a 1,30"),
            cum("egfr", "TFG estimada (CKD-EPI)", "mL/min/1,73m²", ["81", "85", None], "Superior a 60"),
            cum("k", "Potássio", "mmol/L", ["4,6", "4,4", "4,7"], "3,5 a 5,1"),
            Sub("Tireoide"),
            cum("tsh", "TSH", "mUI/L", ["3,12", None, "2,76"], "0,38 a 5,33")]
    b.table(cols, rows, rules="head", head_color=st["accent"], pad=0.7, zebra=(250, 246, 242))
    b.L(b.x0, b.y, b.x1, b.y, 0.3, st["accent"])
    b.y += 3
    refs(b, ["Glicose de jejum – normal: 70 a 99 mg/dL; glicemia de jejum alterada: 100 a 125 mg/dL; "
             "diabetes: igual ou superior a 126 mg/dL.",
             "Hemoglobina glicada – meta terapêutica para a maioria dos adultos com diabetes: inferior a 7,0 %.",
             "Creatinina – homens: 0,70 a 1,30 mg/dL; mulheres: 0,50 a 1,00 mg/dL. TSH – adultos: 0,38 a 5,33 "
             "mUI/L; acima de 70 anos: até 6,50 mUI/L."], "Valores de referência detalhados:")
    notes(b, ["Materiais e métodos: plasma fluoretado (glicose – hexoquinase); sangue total EDTA (HbA1c – HPLC); "
              "soro (lípides – enzimático colorimétrico, LDL calculado por Martin/Hopkins; creatinina – Jaffé; "
              "potássio – eletrodo íon seletivo; TSH – quimioluminescência).",
              "(*) resultado fora do intervalo de referência. (—) exame não realizado nessa data."], size=7.0)
    b.y += 3
    signer(b, ["Assinado eletronicamente por Dra. Tatiane Ribeiro Cerqueira – CRBM-1 33.207",
               "Liberado em 15/03/2025 10:18"])
    finish(doc, lambda p: ["Baía Labs Medicina Diagnóstica · Rede Cidade Diagnósticos · Central (71) 3311-9000",
                           "Impresso em 17/03/2025 12:30 pelo portal do paciente."])
    info = dict(lab="Baía Labs Medicina Diagnóstica", city="Salvador/BA", date="14/03/2025",
                distractors=["28/02/1963 nascimento", "12/03/2025 solicitação", "15/03/2025 liberação",
                             "17/03/2025 impressão", "14/06/2025 próxima coleta sugerida"],
                layout="relatório evolutivo (tabela cumulativa sem grade, três datas de coleta, faixas zebradas); "
                       "flags *; 'HDL'")
    return doc, info
