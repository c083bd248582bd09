"""The 12 report descriptions (set r). Every printed result is a C(...) cell; gold is derived from them."""
from model import C, Row, Exam, Evol, Cols, Text, fdate as F

REPORTS = []


def R(**kw):
    REPORTS.append(kw)


def leuco(rows, unit="/mm³", pu="%", dates=None):
    """rows: (name, key_p, key_a, pct, abs, ref_p, ref_a, flag_abs)."""
    out = []
    for name, kp, ka, p, a, rp, ra, *fl in rows:
        out.append(Row(name, [C(p, pu, kp), C(a, unit, ka, flag=(fl[0] if fl else ""))], rp, ref2=ra))
    return out


# ---------------------------------------------------------------- r01 Divinópolis-MG, tables, 2 pages
d = "2025-03-14"
R(id="r01", collected=d,
  lab={"name": "Laboratório São Lucas de Análises Clínicas",
       "lines": ["Rua Goiás, 812 - Centro - Divinópolis/MG - CEP 35500-001 - Tel. (37) 3221-4470",
                 "CNES 2158671 - CNPJ 18.352.449/0001-07 - Resp. Técnica: Dra. Helena M. Rezende - CRF-MG 11.482"]},
  style={"font": "DejaVu Sans", "size": 9, "color": "#0b5a8a"},
  pinfo=[[("Paciente:", "MARIA APARECIDA DE SOUZA"), ("Nascimento:", "22/07/1968"), ("Sexo:", "Feminino")],
         [("Médico:", "Dr. Paulo R. Lacerda - CRM-MG 41.207"), ("Convênio:", "Particular"), ("Protocolo:", "2503-014877")],
         [("Data da coleta:", "14/03/2025 07:18"), ("Recebido em:", "14/03/2025"), ("Liberado em:", "17/03/2025 15:42")]],
  pinfo2=[[("Paciente:", "MARIA APARECIDA DE SOUZA"), ("Protocolo:", "2503-014877"), ("Coleta:", "14/03/2025")]],
  footer="Impresso em 18/03/2025 08:03 - Documento assinado eletronicamente. Valores de referência conforme idade e sexo.",
  pages=[[
      Exam("HEMOGRAMA COMPLETO", [
          Row("Hemácias", [C("4,38", "milhões/mm³", "rbc")], "3,90 a 5,03"),
          Row("Hemoglobina", [C("12,9", "g/dL", "hb")], "12,0 a 15,5"),
          Row("Hematócrito", [C("38,7", "%", "ht")], "35,0 a 45,0"),
          Row("VCM", [C("88,4", "fL", "mcv")], "81,0 a 99,0"),
          Row("HCM", [C("29,5", "pg", "mch")], "27,0 a 33,0"),
          Row("CHCM", [C("33,3", "g/dL", "mchc")], "31,0 a 36,0"),
          Row("RDW", [C("13,1", "%", "rdw")], "11,5 a 14,5"),
      ], material="Sangue total (EDTA)", method="Automatizado - citometria de fluxo", head=("Eritrograma", "Resultado", "Unidade", "Valores de referência")),
      Exam("Leucograma", [Row("Leucócitos", [C("6.240", "/mm³", "wbc")], "3.500 a 10.500")] + leuco([
          ("Bastonetes", "band_p", "band_a", "1", "62", "0 a 5", "0 a 500"),
          ("Segmentados", "seg_p", "seg_a", "58", "3.619", "45 a 70", "1.700 a 7.000"),
          ("Eosinófilos", "eos_p", "eos_a", "3", "187", "1 a 5", "50 a 500"),
          ("Basófilos", "bas_p", "bas_a", "1", "62", "0 a 2", "0 a 100"),
          ("Linfócitos típicos", "lym_p", "lym_a", "30", "1.872", "20 a 45", "900 a 2.900"),
          ("Monócitos", "mon_p", "mon_a", "7", "437", "2 a 10", "300 a 900"),
      ]), layout="leuco"),
      Exam("Plaquetas", [Row("Plaquetas", [C("254.000", "/mm³", "plt")], "150.000 a 450.000")],
           note="Série plaquetária sem alterações morfológicas."),
      Text(["Resultados anteriores do hemograma disponíveis no portal do paciente. Próxima consulta agendada: 02/04/2025."]),
  ], [
      Text(["BIOQUÍMICA"], "section"),
      Exam("Glicose", [Row("Glicose em jejum", [C("96", "mg/dL", "glu")], "70 a 99 - normal\n100 a 125 - glicemia alterada\n≥ 126 - diabetes")],
           material="Plasma fluoreto", method="Enzimático (hexoquinase)"),
      Exam("Hemoglobina glicada", [Row("HbA1c", [C("5,7", "%", "hba1c", flag="*")], "< 5,7 %: normal\n5,7 a 6,4 %: risco aumentado")],
           material="Sangue total (EDTA)", method="HPLC (certificado NGSP)"),
      Exam("Perfil lipídico", [
          Row("Colesterol total", [C("214", "mg/dL", "chol", flag="*")], "Desejável: < 190"),
          Row("HDL-COLESTEROL", [C("52", "mg/dL", "hdl")], "> 40"),
          Row("LDL-Colesterol", [C("138", "mg/dL", "ldl")], "Conforme risco cardiovascular"),
          Row("VLDL-Colesterol", [C("24", "mg/dL", "vldl")], "< 30"),
          Row("Colesterol não-HDL", [C("162", "mg/dL", "nonhdl")], "< 160 (baixo risco)"),
          Row("Triglicérides", [C("118", "mg/dL", "tg")], "< 150 (jejum)"),
      ], material="Soro", method="Colorimétrico enzimático; LDL por Martin-Hopkins",
          note="Jejum de 12 horas informado. Data da última dosagem informada pela paciente: 10/2024."),
      Exam("Função renal", [
          Row("Creatinina", [C("0,82", "mg/dL", "creat")], "0,50 a 0,90"),
          Row("TFG estimada (CKD-EPI 2021)", [C("82", "mL/min/1,73m²", "egfr")], "> 60"),
          Row("Ureia", [C("31", "mg/dL", "urea")], "15 a 40"),
      ], material="Soro"),
      Exam("Função hepática", [
          Row("TGO (AST)", [C("22", "U/L", "ast")], "até 32"),
          Row("TGP (ALT)", [C("27", "U/L", "alt")], "até 33"),
      ], material="Soro", method="Cinético UV IFCC"),
      Exam("Tireoide", [
          Row("TSH", [C("2,84", "µUI/mL", "tsh")], "0,27 a 4,20"),
          Row("T4 livre", [C("1,18", "ng/dL", "ft4")], "0,93 a 1,70"),
      ], material="Soro", method="Eletroquimioluminescência"),
      Text(["Dra. Helena M. Rezende", "Farmacêutica-Bioquímica - CRF-MG 11.482", "Liberado em 17/03/2025"], "sign"),
  ]])

# ---------------------------------------------------------------- r02 São Carlos-SP, previous results column
d = "2025-03-11"
R(id="r02", collected=d,
  lab={"name": "Vida & Saúde Laboratório Clínico",
       "lines": ["Av. São Carlos, 2.145 - São Carlos - SP  |  CNES 6743117  |  CNPJ 07.614.220/0001-93",
                 "Responsável técnico: Dr. Marcos A. Furlan - CRBM-1 20.118"]},
  style={"font": "Liberation Sans", "size": 9.5, "color": "#2b6e3f"},
  pinfo=[[("Paciente:", "José Roberto Bianchi"), ("Idade:", "61 anos (nasc. 03/02/1964)"), ("Sexo:", "M")],
         [("Solicitante:", "Dra. Cláudia Menezes CRM-SP 98.431"), ("Pedido:", "05/03/2025"), ("OS:", "778.204-1")],
         [("Coleta:", "11/mar/2025"), ("Emissão:", "13/mar/2025"), ("Unidade:", "Vila Prado")]],
  footer="Resultados anteriores: exames realizados neste laboratório. Laudo emitido em 13/mar/2025 10:21.",
  pages=[[
      Exam("Bioquímica - glicemia", [
          Row("Glicose", [C("118", "mg/dL", "glu", flag="H")], "70 a 99", prev=[("10/09/24", C("112", "mg/dL", "glu", "2024-09-10")), ("14/03/24", C("104", "mg/dL", "glu", "2024-03-14"))]),
          Row("Hemoglobina glicada\n(HbA1c)", [C("6,6", "%", "hba1c", flag="H")], "até 5,6", prev=[("10/09/24", C("6,3", "%", "hba1c", "2024-09-10")), ("14/03/24", C("6,1", "%", "hba1c", "2024-03-14"))]),
      ], layout="prevcol", material="Plasma / sangue total", method="Hexoquinase; HPLC"),
      Exam("Lipidograma", [
          Row("Colesterol total", [C("187", "mg/dL", "chol")], "< 190", prev=[("10/09/24", C("205", "mg/dL", "chol", "2024-09-10"))]),
          Row("Colesterol HDL", [C("41", "mg/dL", "hdl")], "> 40", prev=[("10/09/24", C("39", "mg/dL", "hdl", "2024-09-10"))]),
          Row("Colesterol LDL", [C("112", "mg/dL", "ldl")], "< 100 (meta individual)", prev=[("10/09/24", C("131", "mg/dL", "ldl", "2024-09-10"))]),
          Row("Triglicerídeos", [C("171", "mg/dL", "tg", flag="H")], "< 150", prev=[("10/09/24", C("176", "mg/dL", "tg", "2024-09-10"))]),
      ], layout="prevcol", material="Soro", method="Enzimático colorimétrico"),
      Exam("Função renal e eletrólitos", [
          Row("Creatinina", [C("1,08", "mg/dL", "creat")], "0,70 a 1,20", prev=[("10/09/24", C("1,02", "mg/dL", "creat", "2024-09-10"))]),
          Row("Ácido úrico", [C("6,9", "mg/dL", "uric")], "3,4 a 7,0"),
          Row("Potássio", [C("4,6", "mEq/L", "k")], "3,5 a 5,1"),
          Row("Sódio", [C("139", "mEq/L", "na")], "136 a 145"),
      ], layout="prevcol", material="Soro"),
      Exam("Hormônios", [
          Row("TSH", [C("3,12", "mUI/L", "tsh")], "0,45 a 4,50", prev=[("14/03/24", C("2,75", "mUI/L", "tsh", "2024-03-14"))]),
      ], layout="prevcol", material="Soro", method="Quimioluminescência"),
      Text(["H = acima do valor de referência. Data de validade do pedido médico: 05/04/2025.",
            "Observação: paciente em uso de metformina 850 mg, informado na coleta."]),
      Text(["Dr. Marcos A. Furlan - CRBM-1 20.118", "Biomédico responsável - assinado digitalmente em 13/03/2025"], "sign"),
  ]])

# ---------------------------------------------------------------- r03 Cascavel-PR, two columns, ref before result
d = "2025-03-19"
R(id="r03", collected=d,
  lab={"name": "BIOLAB OESTE Análises Clínicas",
       "lines": ["Rua Paraná, 3.090 - Centro - Cascavel - PR  ·  (45) 3225-1188",
                 "CNES 3451097  ·  CNPJ 76.301.552/0001-40  ·  RT: Dr. Anderson Kuhn CRF-PR 19.776"]},
  style={"font": "DejaVu Sans Condensed", "size": 8.5, "color": "#7a2222", "align": "center"},
  pinfo=[[("Paciente:", "Luciana Dal Pozzo Wagner"), ("DN:", "11.09.81"), ("Sexo:", "F")],
         [("Médico:", "Dr. Felipe Gasparin CRM 28.551-PR"), ("Atendimento:", "19.03.25 06:55"), ("Nº:", "450.331")],
         [("Entrada:", "19.03.25"), ("Liberação:", "20.03.25 17:10"), ("Impressão:", "21.03.25")]],
  footer="BIOLAB OESTE - laudo válido somente com assinatura digital. Coleta domiciliar agendada: 26.03.25.",
  pages=[[
      Text(["Material: soro - coleta em 19.03.25 - jejum de 10 h"]),
      Cols([
          Exam("Bioquímica", [
              Row("Glicose", [C("84", "mg/dL", "glu")], "70 - 99"),
              Row("Ureia", [C("26", "mg/dL", "urea")], "17 - 43"),
              Row("Creatinina", [C("0,71", "mg/dL", "creat")], "0,51 - 0,95"),
              Row("Ácido úrico", [C("4,2", "mg/dL", "uric")], "2,4 - 5,7"),
              Row("AST / TGO", [C("19", "U/L", "ast")], "< 32"),
              Row("ALT / TGP", [C("15", "U/L", "alt")], "< 33"),
              Row("Gama-GT", [C("21", "U/L", "ggt")], "6 - 42"),
              Row("Fosfatase\nalcalina", [C("73", "U/L", "alp")], "35 - 104"),
              Row("Bilirrubina total", [C("0,62", "mg/dL", "bilt")], "até 1,20"),
              Row("Bilirrubina direta", [C("0,18", "mg/dL", "bild")], "até 0,30"),
              Row("Bilirrubina\nindireta", [C("0,44", "mg/dL", "bili")], "até 0,90"),
          ], layout="refirst", head=("Exame", "Referência", "Resultado", "Unid.")),
      ], [
          Exam("Hormônios e vitaminas", [
              Row("TSH", [C("1,96", "µUI/mL", "tsh")], "0,27 - 4,20"),
              Row("T4 livre", [C("1,31", "ng/dL", "ft4")], "0,93 - 1,70"),
              Row("25-OH Vitamina D", [C("27,4", "ng/mL", "vitd")], "> 20 (pop. saudável)\n30 - 60 (grupos de risco)"),
              Row("Vitamina B12", [C("389", "pg/mL", "b12")], "197 - 771"),
              Row("Ferritina", [C("41,7", "ng/mL", "ferr")], "13 - 150"),
              Row("Ferro sérico", [C("88", "µg/dL", "fe")], "50 - 170"),
          ], layout="refirst", head=("Exame", "Referência", "Resultado", "Unid.")),
          Exam("Outros", [
              Row("Proteína C reativa", [C("< 0,5", "mg/dL", "crp")], "< 0,5"),
              Row("Cálcio total", [C("9,4", "mg/dL", "ca")], "8,6 - 10,3"),
          ], layout="refirst", head=("Exame", "Referência", "Resultado", "Unid.")),
      ]),
      Text(["Métodos: enzimático/colorimétrico (bioquímica), quimioluminescência (hormônios, vitaminas e ferritina),",
            "imunoturbidimetria (PCR). Referências de Vitamina D segundo SBPC/ML 2017."]),
      Text(["Dr. Anderson Kuhn", "CRF-PR 19.776 - Farmacêutico Bioquímico", "Conferido em 20.03.25"], "sign"),
  ]])

# ---------------------------------------------------------------- r04 Passo Fundo-RS, uppercase mono, EAS
d = "2025-02-25"
R(id="r04", collected=d,
  lab={"name": "LABORATORIO CENTRAL SERRANO",
       "lines": ["RUA MORON, 1.430 - PASSO FUNDO/RS - FONE (54) 3313-2040",
                 "CNES 2246988  CNPJ 89.451.327/0001-15  RESP. TEC.: DR. CARLOS E. ZANELLA CRF-RS 6.214"]},
  style={"font": "Liberation Mono", "size": 8.5, "color": "#222222", "upper": True},
  pinfo=[[("PACIENTE:", "ADEMIR LUIZ PEROTTONI"), ("NASC.:", "30.10.55"), ("SEXO:", "M")],
         [("MEDICO:", "DR. RENATO BORTOLINI CRM 17.330"), ("REQUISICAO:", "20.02.25"), ("PROTOCOLO:", "0225/08812")],
         [("COLETA:", "25.02.25 07:40"), ("RECEBIMENTO:", "25.02.25 08:15"), ("LIBERACAO:", "26.02.25 16:02")]],
  pinfo2=[[("PACIENTE:", "ADEMIR LUIZ PEROTTONI"), ("PROTOCOLO:", "0225/08812"), ("COLETA:", "25.02.25")]],
  footer="LABORATORIO CENTRAL SERRANO - IMPRESSO EM 27.02.25 - ESTE LAUDO NAO SUBSTITUI A AVALIACAO MEDICA",
  pages=[[
      Exam("HEMOGRAMA", [
          Row("ERITROCITOS", [C("4,61", "MILHOES/MM3", "rbc")], "4,50 A 5,90"),
          Row("HEMOGLOBINA", [C("14,2", "G/DL", "hb")], "13,5 A 17,5"),
          Row("HEMATOCRITO", [C("42,5", "%", "ht")], "41,0 A 53,0"),
          Row("V.C.M.", [C("92,2", "FL", "mcv")], "80,0 A 100,0"),
          Row("H.C.M.", [C("30,8", "PG", "mch")], "26,0 A 34,0"),
          Row("C.H.C.M.", [C("33,4", "G/DL", "mchc")], "31,0 A 37,0"),
          Row("R.D.W.", [C("12,6", "%", "rdw")], "11,0 A 15,0"),
      ], layout="leader", material="SANGUE TOTAL EDTA", method="CONTADOR HEMATOLOGICO"),
      Exam("LEUCOGRAMA", [Row("LEUCOCITOS", [C("8.910", "/MM3", "wbc")], "4.000 A 11.000")] + leuco([
          ("SEGMENTADOS", "seg_p", "seg_a", "71,0", "6.326", "40 A 75", "1.800 A 7.500"),
          ("EOSINOFILOS", "eos_p", "eos_a", "2,0", "178", "1 A 6", "40 A 600"),
          ("BASOFILOS", "bas_p", "bas_a", "0,0", "0", "0 A 2", "0 A 200"),
          ("LINFOCITOS", "lym_p", "lym_a", "21,0", "1.871", "20 A 45", "1.000 A 4.500"),
          ("MONOCITOS", "mon_p", "mon_a", "6,0", "535", "2 A 10", "200 A 1.000"),
      ], unit="/MM3"), layout="leuco", head=("", "%", "", "/MM3", "", "REF. %", "REF. /MM3")),
      Exam("PLAQUETAS", [Row("PLAQUETAS", [C("198.000", "/MM3", "plt")], "150.000 A 400.000")], layout="leader"),
      Exam("LIPIDIOS", [
          Row("COLESTEROL TOTAL", [C("231", "MG/DL", "chol", flag="*")], "DESEJAVEL < 190"),
          Row("HDL-COLESTEROL", [C("38", "MG/DL", "hdl", flag="*")], "> 40"),
          Row("LDL-COLESTEROL", [C("159", "MG/DL", "ldl", flag="*")], "CONFORME RISCO"),
          Row("TRIGLICERIDEOS", [C("172", "MG/DL", "tg", flag="*")], "< 150"),
      ], layout="leader", material="SORO", method="ENZIMATICO / FRIEDEWALD",
          note="(*) RESULTADO FORA DO VALOR DE REFERENCIA. DIRETRIZ SBC 2017."),
  ], [
      Exam("EXAME QUALITATIVO DE URINA (EAS)", [
          Row("COR", [C("AMARELO CITRINO", "", "u_color")], "AMARELO"),
          Row("ASPECTO", [C("LIMPIDO", "", "u_asp")], "LIMPIDO"),
          Row("DENSIDADE", [C("1.020", "", "u_sg", dot_decimal=True)], "1.005 A 1.030"),
          Row("PH", [C("6,0", "", "u_ph")], "5,0 A 7,0"),
          Row("PROTEINAS", [C("NEGATIVO", "", "u_prot")], "NEGATIVO"),
          Row("GLICOSE", [C("NEGATIVO", "", "u_glu")], "NEGATIVO"),
          Row("CORPOS CETONICOS", [C("NEGATIVO", "", "u_ket")], "NEGATIVO"),
          Row("SANGUE", [C("NEGATIVO", "", "u_bld")], "NEGATIVO"),
          Row("BILIRRUBINA", [C("NEGATIVO", "", "u_bil")], "NEGATIVO"),
          Row("UROBILINOGENIO", [C("NORMAL", "", "u_ubg")], "NORMAL"),
          Row("NITRITO", [C("NEGATIVO", "", "u_nit")], "NEGATIVO"),
          Row("LEUCOCITOS", [C("4.000", "/ML", "u_wbc_v")], "ATE 10.000"),
          Row("HEMACIAS", [C("1 A 2", "P/CAMPO", "u_rbc")], "ATE 3"),
          Row("CELULAS EPITELIAIS", [C("RARAS", "", "u_epi")], "RARAS"),
          Row("BACTERIAS", [C("DISCRETAS", "", "u_bact")], "AUSENTES"),
      ], layout="leader", material="URINA - PRIMEIRO JATO DA MANHA", method="TIRA REAGENTE E MICROSCOPIA"),
      Text(["OBS.: AMOSTRA COLETADA NO LABORATORIO. DATA DA ULTIMA COLETA DE URINA NESTE LAB: 12.08.24."]),
      Text(["DR. CARLOS E. ZANELLA - CRF-RS 6.214", "LIBERADO ELETRONICAMENTE EM 26.02.25"], "sign"),
  ]])

# ---------------------------------------------------------------- r05 Vitória da Conquista-BA, free lines, serology
d = "2025-04-08"
R(id="r05", collected=d,
  lab={"name": "Laboratório Bom Jesus",
       "lines": ["Praça Barão do Rio Branco, 77 - Centro - Vitória da Conquista/BA",
                 "CNES 2402521 | CNPJ 13.584.006/0001-88 | Responsável: Dra. Joana D. Prates - CRBM-3 7.913"]},
  style={"font": "Liberation Serif", "size": 10.5, "color": "#5b3a8c"},
  pinfo=[[("Nome:", "Ana Cristina Oliveira Santos"), ("Data de nascimento:", "15/05/1992")],
         [("Sexo:", "Feminino"), ("DUM:", "02/03/2025")],
         [("Médico(a):", "Dra. Rita de Cássia Lemos - CRM-BA 22.608"), ("Código:", "BJ-118.540")],
         [("Data da coleta:", "08 de abril de 2025"), ("Data de emissão:", "10 de abril de 2025")]],
  pinfo2=[[("Nome:", "Ana Cristina Oliveira Santos"), ("Código:", "BJ-118.540")]],
  footer="Laboratório Bom Jesus - Vitória da Conquista/BA - emitido em 10/04/2025",
  pages=[[
      Exam("GLICOSE", [Row("Glicose", [C("82", "mg/dL", "glu")], "70 a 99 mg/dL")], layout="free",
           material="Plasma fluoretado", method="Enzimático - GOD-Trinder"),
      Exam("HEMOGLOBINA GLICADA", [Row("Hemoglobina\nGlicada (HbA1c)", [C("5,1", "%", "hba1c")], "Normal: abaixo de 5,7 %")],
           layout="free", material="Sangue total", method="Imunoturbidimetria"),
      Exam("COLESTEROL TOTAL E TRIGLICÉRIDES", [
          Row("Colesterol Total", [C("168", "mg/dL", "chol")], "Desejável: inferior a 190 mg/dL"),
          Row("Triglicérides", [C("94", "mg/dL", "tg")], "Com jejum: inferior a 150 mg/dL"),
      ], layout="free", material="Soro"),
      Exam("GAMA-GT", [Row("Gama Glutamil\nTransferase", [C("17", "U/L", "ggt")], "Mulheres: 5 a 36 U/L")],
           layout="free", material="Soro", method="Cinético (Szasz)"),
      Exam("FERRITINA", [Row("Ferritina", [C("22,4", "ng/mL", "ferr")], "Mulheres: 10 a 291 ng/mL")],
           layout="free", material="Soro", method="Quimioluminescência"),
  ], [
      Exam("TSH ULTRASSENSÍVEL", [Row("Hormônio Tireoestimulante\n(TSH)", [C("1,42", "µUI/mL", "tsh")], "0,38 a 5,33 µUI/mL")],
           layout="free", material="Soro", method="Quimioluminescência"),
      Exam("SOROLOGIAS", [
          Row("HBsAg", [C("Não reagente", "", "hbsag")], "Não reagente"),
          Row("Anti-HCV", [C("Não reagente", "", "hcv")], "Não reagente"),
          Row("HIV 1 e 2 (Ag/Ac - 4ª geração)", [C("Não reagente", "", "hiv")], "Não reagente"),
          Row("VDRL", [C("Não reagente", "", "vdrl")], "Não reagente"),
      ], layout="free", material="Soro", method="Quimioluminescência / floculação",
          note="Resultado não reagente não exclui infecção recente (janela imunológica). Repetir após 30 dias se exposição."),
      Exam("HEMOGLOBINA", [Row("Hemoglobina", [C("12,1", "g/dL", "hb")], "12,0 a 16,0 g/dL")], layout="free",
           material="Sangue total EDTA"),
      Text(["Próxima coleta sugerida pelo médico: 08/07/2025."]),
      Text(["Dra. Joana D. Prates", "Biomédica - CRBM-3 7.913", "Assinado em 10 de abril de 2025"], "sign"),
  ]])

# ---------------------------------------------------------------- r06 Chapecó-SC, SI + conventional side by side
d = "2025-05-06"
SIH = ("", "SI", "", "Convencional", "", "Ref. SI", "Ref. conv.")
R(id="r06", collected=d,
  lab={"name": "Serviço de Análises Clínicas - Hospital Universitário do Oeste",
       "lines": ["Av. Getúlio Vargas, 1.800-N - Chapecó/SC - CNES 0019445 - CNPJ 82.804.229/0003-51",
                 "Responsável técnica: Profa. Dra. Sílvia H. Lorenzon - CRF-SC 4.508 | Laudo em unidades SI e convencionais"]},
  style={"font": "DejaVu Serif", "size": 8.8, "color": "#004d4d"},
  pinfo=[[("Paciente:", "Rogério Antunes Camargo"), ("Data nasc.:", "1973-08-21"), ("Sexo:", "Masculino")],
         [("Médico:", "Dr. Tiago Fontana - CRM-SC 15.020"), ("Prontuário:", "HU-0448712"), ("Solicitação:", "2025-04-28")],
         [("Coleta:", "2025-05-06 07:05"), ("Validação:", "2025-05-07 11:40"), ("Emissão:", "2025-05-07")]],
  footer="HU Oeste - Setor de Bioquímica. Fatores de conversão SI conforme tabelas institucionais. Emitido em 2025-05-07.",
  pages=[[
      Exam("Bioquímica sérica", [
          Row("Glicose (jejum)", [C("6.27", "mmol/L", "glu_m", flag="↑"), C("113", "mg/dL", "glu", flag="↑")], "3.9 - 5.5", ref2="70 - 99"),
          Row("Colesterol total", [C("5.15", "mmol/L", "chol_m"), C("199", "mg/dL", "chol")], "< 4.9", ref2="< 190"),
          Row("HDL", [C("1.09", "mmol/L", "hdl_m"), C("42", "mg/dL", "hdl")], "> 1.03", ref2="> 40"),
          Row("Triglicerídeos", [C("1.94", "mmol/L", "tg_m", flag="↑"), C("172", "mg/dL", "tg", flag="↑")], "< 1.70", ref2="< 150"),
          Row("Creatinina", [C("93", "µmol/L", "creat_m"), C("1.05", "mg/dL", "creat")], "62 - 106", ref2="0.70 - 1.20"),
          Row("Ureia", [C("5.8", "mmol/L", "urea_m"), C("35", "mg/dL", "urea")], "2.8 - 7.2", ref2="17 - 43"),
          Row("Ácido úrico", [C("398", "µmol/L", "uric_m"), C("6.7", "mg/dL", "uric")], "202 - 417", ref2="3.4 - 7.0"),
      ], layout="leuco", head=SIH, material="Soro / plasma fluoreto", method="Automação Cobas c503"),
      Exam("Glicemia média / hemoglobina glicada", [
          Row("Hemoglobina A1c", [C("48", "mmol/mol", "hba1c_ifcc", flag="↑"), C("6.5", "%", "hba1c", flag="↑")], "20 - 38", ref2="4.0 - 5.6"),
      ], layout="leuco", head=("", "IFCC", "", "NGSP", "", "Ref. IFCC", "Ref. NGSP"), material="Sangue total EDTA", method="HPLC"),
      Exam("Função tireoidiana", [
          Row("T4 livre", [C("15.2", "pmol/L", "ft4_m"), C("1.18", "ng/dL", "ft4")], "12.0 - 22.0", ref2="0.93 - 1.70"),
      ], layout="leuco", head=SIH, method="ECLIA"),
      Exam("Outros", [
          Row("TSH", [C("2.41", "mUI/L", "tsh")], "0.27 - 4.20"),
          Row("TFG estimada CKD-EPI 2021", [C("84", "mL/min/1.73 m²", "egfr")], "≥ 60"),
      ], layout="table"),
      Text(["↑ acima do intervalo de referência. Resultados numéricos com ponto decimal (padrão do sistema do HU).",
            "Amostra anterior deste paciente no HU: 2024-11-12 (ver prontuário). Retorno ambulatorial: 2025-05-20."]),
      Text(["Profa. Dra. Sílvia H. Lorenzon - CRF-SC 4.508", "Validado eletronicamente em 2025-05-07 11:40"], "sign"),
  ]])

# ---------------------------------------------------------------- r07 Anápolis-GO, cumulative table
d = "2025-03-21"
DT = [("21/mar/2025", "2025-03-21"), ("18/out/2024", "2024-10-18"), ("05/abr/2024", "2024-04-05")]
R(id="r07", collected=d,
  lab={"name": "Laboratório Santa Clara",
       "lines": ["Rua Engenheiro Portela, 560 - Centro - Anápolis - GO - (62) 3324-9010",
                 "CNES 2437457 - CNPJ 01.228.773/0001-62 - Diretor técnico: Dr. Leandro Queiroz CRM-GO 9.884"]},
  style={"font": "Liberation Sans", "size": 9.5, "color": "#a0522d"},
  pinfo=[[("Paciente:", "Sebastião Ferreira Lima"), ("Nasc.:", "09/jan/1959"), ("Sexo:", "Masculino")],
         [("Médico:", "Dr. Hugo Alencar - CRM-GO 14.221"), ("Atendimento:", "ATD 3.301.985"), ("Pedido:", "17/mar/2025")],
         [("Coleta atual:", "21/mar/2025"), ("Liberação:", "22/mar/2025"), ("Impresso:", "24/mar/2025")]],
  footer="Relatório evolutivo gerado em 24/mar/2025. Colunas: data da coleta de cada atendimento.",
  pages=[[
      Evol("Relatório evolutivo - bioquímica e hormônios", DT, [
          ("Glicose", "mg/dL", ["132", "141", "126"], "70 a 99", "glu"),
          ("Hemoglobina glicada", "%", ["7,2", "7,8", "7,1"], "< 5,7", "hba1c"),
          ("Colesterol total", "mg/dL", ["176", "198", "221"], "< 190", "chol"),
          ("HDL", "mg/dL", ["44", "41", "40"], "> 40", "hdl"),
          ("LDL (calculado)", "mg/dL", ["98", "119", "146"], "< 70 (alto risco)", "ldl"),
          ("Triglicérides", "mg/dL", ["168", "190", "175"], "< 150", "tg"),
          ("Creatinina", "mg/dL", ["1,21", "1,15", None], "0,70 a 1,30", "creat"),
          ("Ureia", "mg/dL", ["44", "39", None], "15 a 45", "urea"),
          ("TGP (ALT)", "U/L", ["29", None, "35"], "até 41", "alt"),
          ("TSH", "µUI/mL", ["3,88", None, "4,02"], "0,45 a 4,50", "tsh"),
      ], note="— = exame não realizado na data. Valores de referência para adultos; metas lipídicas conforme risco (SBC)."),
      Exam("Exames do atendimento atual", [
          Row("Potássio", [C("4,9", "mmol/L", "k")], "3,5 a 5,1"),
          Row("Microalbuminúria", [C("38", "mg/L", "malb", flag="Alto")], "< 30"),
      ], layout="table", material="Soro; urina amostra isolada"),
      Text(["Paciente em acompanhamento de diabetes tipo 2. Data de início do tratamento informada: 03/2019."]),
      Text(["Dr. Leandro Queiroz - CRM-GO 9.884", "Liberado em 22/mar/2025 14:37"], "sign"),
  ]])

# ---------------------------------------------------------------- r08 Caruaru-PE, hemograma in SI, arrows
d = "2025-06-02"
R(id="r08", collected=d,
  lab={"name": "Agreste Diagnósticos",
       "lines": ["Av. Agamenon Magalhães, 444 - Maurício de Nassau - Caruaru/PE",
                 "CNES 5573238 · CNPJ 10.872.115/0001-30 · RT: Dra. Priscila Tavares - CRBM-2 11.027"]},
  style={"font": "DejaVu Sans", "size": 9, "color": "#8b0000"},
  pinfo=[[("Cliente:", "Francisca das Chagas Silva"), ("Nascida em:", "04/12/1979"), ("Sexo:", "F")],
         [("Médico:", "Dr. Igor Carvalho - CRM-PE 23.902"), ("Requisição:", "28/05/2025"), ("Senha:", "AGD-55102")],
         [("Coletado em:", "02.06.2025 08:10"), ("Liberado em:", "03.06.2025"), ("Emitido em:", "03.06.2025 17:54")]],
  footer="Agreste Diagnósticos - resultados em unidades do Sistema Internacional (hematologia).",
  pages=[[
      Exam("Hemograma completo - eritrograma", [
          Row("Eritrócitos", [C("4,12", "×10¹²/L", "rbc")], "4,00 - 5,20"),
          Row("Hemoglobina", [C("108", "g/L", "hb", flag="↓")], "120 - 155"),
          Row("Hematócrito", [C("0,34", "L/L", "ht", flag="↓")], "0,36 - 0,46"),
          Row("VCM", [C("82,5", "fL", "mcv")], "80 - 100"),
          Row("HCM", [C("26,2", "pg", "mch", flag="↓")], "27 - 33"),
          Row("CHCM", [C("318", "g/L", "mchc")], "310 - 360"),
          Row("RDW-CV", [C("15,9", "%", "rdw", flag="↑")], "11,5 - 14,5"),
      ], layout="table", material="Sangue total EDTA", method="Citometria de fluxo / impedância"),
      Exam("Leucograma", [Row("Leucócitos totais", [C("5,8", "×10⁹/L", "wbc")], "4,0 - 10,0")] + leuco([
          ("Neutrófilos", "neu_p", "neu_a", "55,1", "3,20", "40 - 75", "2,0 - 7,0"),
          ("Linfócitos", "lym_p", "lym_a", "34,0", "1,97", "20 - 45", "1,0 - 3,0"),
          ("Monócitos", "mon_p", "mon_a", "7,2", "0,42", "2 - 10", "0,2 - 1,0"),
          ("Eosinófilos", "eos_p", "eos_a", "3,1", "0,18", "1 - 6", "0,02 - 0,5"),
          ("Basófilos", "bas_p", "bas_a", "0,6", "0,03", "0 - 2", "0,0 - 0,1"),
      ], unit="×10⁹/L"), layout="leuco", head=("", "%", "", "Absoluto", "", "Ref. %", "Ref. ×10⁹/L")),
      Exam("Plaquetograma", [
          Row("Plaquetas", [C("312", "×10⁹/L", "plt")], "150 - 450"),
          Row("VPM", [C("9,4", "fL", "mpv")], "7,4 - 10,4"),
      ], layout="table"),
      Exam("Perfil de ferro e vitaminas", [
          Row("Ferritina", [C("9,8", "ng/mL", "ferr", flag="↓")], "15 - 150"),
          Row("Ferro sérico", [C("41", "µg/dL", "fe", flag="↓")], "50 - 170"),
          Row("Vitamina B12", [C("286", "pg/mL", "b12")], "197 - 771"),
          Row("PCR", [C("< 0,3", "mg/dL", "crp")], "< 0,5"),
      ], layout="table", material="Soro", method="Quimioluminescência; imunoturbidimetria"),
      Text(["Microcitose e hipocromia discretas. Anisocitose leve. Sugere-se correlação clínica.",
            "↑ acima / ↓ abaixo do intervalo de referência. Coleta anterior neste laboratório: 11/11/2024."]),
      Text(["Dra. Priscila Tavares - CRBM-2 11.027", "Biomédica responsável"], "sign"),
  ]])

# ---------------------------------------------------------------- r09 Colatina-ES, several collection dates
d = "2025-03-10"
d2 = "2025-03-11"
R(id="r09", collected=d,
  lab={"name": "Laboratório Vale do Rio Doce",
       "lines": ["Rua Expedicionário Abílio dos Santos, 215 - Colatina/ES - Tel. (27) 3722-6060",
                 "CNES 2485362 - CNPJ 27.330.681/0001-04 - Responsável técnico: Dr. Wesley Boone - CRF-ES 2.377"]},
  style={"font": "Liberation Sans", "size": 9.5, "color": "#1f3f7a"},
  pinfo=[[("Paciente:", "Antônio Carlos Venturim"), ("Nascimento:", "18/06/1970"), ("Sexo:", "Masculino")],
         [("Médico:", "Dra. Lívia Sossai - CRM-ES 10.566"), ("Pedido médico:", "06/03/2025"), ("Ficha:", "VRD-204.775")],
         [("Cadastro:", "10/03/2025"), ("Liberação final:", "13/03/2025"), ("Impressão:", "13/03/2025 18:20")]],
  pinfo2=[[("Paciente:", "Antônio Carlos Venturim"), ("Ficha:", "VRD-204.775")]],
  footer="A data de coleta de cada amostra consta junto ao material do exame.",
  pages=[[
      Exam("Glicose em jejum", [Row("Glicose", [C("101", "mg/dL", "glu", flag="*")], "70 a 99")],
           material="Plasma fluoreto - coletado em 10/03/2025 07:32", method="Hexoquinase"),
      Exam("Insulina basal", [Row("Insulina", [C("14,8", "µUI/mL", "ins")], "2,6 a 24,9")],
           material="Soro - coletado em 10/03/2025 07:32", method="Quimioluminescência"),
      Exam("Creatinina", [Row("Creatinina", [C("1,14", "mg/dL", "creat")], "0,70 a 1,20")],
           material="Soro - coletado em 10/03/2025 07:32"),
      Exam("TSH e T4 livre", [
          Row("TSH", [C("5,91", "µUI/mL", "tsh", flag="*")], "0,27 a 4,20"),
          Row("T4 livre", [C("1,02", "ng/dL", "ft4")], "0,93 a 1,70"),
      ], material="Soro - coletado em 10/03/2025 07:32", method="Eletroquimioluminescência"),
      Exam("PSA total", [Row("PSA total", [C("1,36", "ng/mL", "psa")], "até 4,00 (50 a 59 anos: até 3,50)")],
           material="Soro - coletado em 10/03/2025 07:32", method="Quimioluminescência",
           note="Abstinência sexual e ausência de exercício em bicicleta nas 48 h anteriores informadas."),
      Exam("Urina tipo I", [
          Row("pH", [C("5,5", "", "u_ph", d2)], "5,0 a 7,5"),
          Row("Densidade", [C("1,022", "", "u_sg", d2)], "1,005 a 1,030"),
          Row("Proteínas", [C("Negativo", "", "u_prot", d2)], "Negativo"),
          Row("Glicose", [C("Negativo", "", "u_glu", d2)], "Negativo"),
          Row("Nitrito", [C("Negativo", "", "u_nit", d2)], "Negativo"),
          Row("Leucócitos", [C("2-4", "p/campo", "u_wbc", d2)], "até 5 p/campo"),
          Row("Hemácias", [C("0-1", "p/campo", "u_rbc", d2)], "até 3 p/campo"),
      ], material="Urina (jato médio) - coletada em 11/03/2025 06:50 (entregue pelo paciente)", method="Tira reagente e sedimentoscopia"),
  ], [
      Exam("Microalbuminúria - amostra isolada", [
          Row("Microalbumina", [C("12,4", "mg/L", "malb", d2)], "< 30"),
          Row("Creatinina urinária", [C("118,0", "mg/dL", "ucr", d2)], "—"),
          Row("Relação albumina/creatinina", [C("10,5", "mg/g", "acr", d2)], "< 30"),
      ], material="Urina - coletada em 11/03/2025 06:50", method="Imunoturbidimetria"),
      Text(["(*) Resultado fora do intervalo de referência. Confirmado em duplicata em 12/03/2025.",
            "Recomenda-se repetir TSH em 6 a 8 semanas a critério médico."]),
      Text(["Dr. Wesley Boone - CRF-ES 2.377", "Liberado em 13/03/2025"], "sign"),
  ]])

# ---------------------------------------------------------------- r10 Juazeiro do Norte-CE, comparators and word flags
d = "2025-07-15"
R(id="r10", collected=d,
  lab={"name": "Cariri Análises Clínicas",
       "lines": ["Rua São Pedro, 1.012 - Centro - Juazeiro do Norte/CE  CEP 63010-010",
                 "CNES 2481014  CNPJ 04.667.390/0001-21  Responsável técnico: Dr. Otávio Bezerra Leite - CRF-CE 3.318"]},
  style={"font": "DejaVu Sans Condensed", "size": 9, "color": "#006064"},
  pinfo=[[("Paciente:", "Raimundo Nonato Alencar"), ("Dt. Nasc.:", "27/02/1967"), ("Sexo:", "M")],
         [("Médico:", "Dr. Caio Sampaio - CRM-CE 16.774"), ("Dt. Requisição:", "10/07/2025"), ("Protocolo:", "15072025-0093")],
         [("Dt. Coleta:", "15/07/2025"), ("Dt. Resultado:", "16/07/2025"), ("Posto:", "Unidade Triângulo")]],
  footer="Cariri Análises Clínicas - Juazeiro do Norte/CE - laudo emitido em 16/07/2025 - confira em nosso site.",
  pages=[[
      Exam("Bioquímica", [
          Row("Glicose", [C("88", "mg/dL", "glu")], "70 a 99"),
          Row("Hemoglobina glicada", [C("5,4", "%", "hba1c")], "< 5,7"),
          Row("Insulina", [C("12,4", "µUI/mL", "ins")], "2,6 a 24,9"),
          Row("Creatinina", [C("0,94", "mg/dL", "creat")], "0,70 a 1,20"),
          Row("TFG (CKD-EPI 2021)", [C("> 90", "mL/min/1,73m²", "egfr")], "> 60"),
          Row("AST (TGO)", [C("31", "U/L", "ast")], "até 40"),
          Row("ALT (TGP)", [C("46", "U/L", "alt", flag="Alto")], "até 41"),
          Row("Gama GT", [C("88", "U/L", "ggt", flag="Alto")], "8 a 61"),
      ], layout="table", material="Soro / plasma", method="Automação bioquímica"),
      Exam("Lipídios", [
          Row("Colesterol total", [C("241", "mg/dL", "chol", flag="Alto")], "< 190"),
          Row("HDL", [C("36", "mg/dL", "hdl", flag="Baixo")], "> 40"),
          Row("LDL-colesterol (dosagem direta)", [C("149", "mg/dL", "ldl_d")], "conforme risco"),
          Row("Colesterol não-HDL", [C("205", "mg/dL", "nonhdl", flag="Alto")], "< 160"),
          Row("Triglicerídeos", [C("452", "mg/dL", "tg", flag="Alto")], "< 150"),
      ], layout="table", material="Soro", note="LDL por dosagem direta pois triglicerídeos acima de 400 mg/dL (Friedewald não aplicável)."),
      Exam("Hormônios, vitaminas e marcadores", [
          Row("TSH", [C("inferior a 0,01", "µUI/mL", "tsh", flag="Baixo")], "0,27 a 4,20"),
          Row("T4 livre", [C("1,92", "ng/dL", "ft4", flag="Alto")], "0,93 a 1,70"),
          Row("T3 total", [C("1,41", "ng/mL", "t3")], "0,80 a 2,00"),
          Row("Ferritina", [C("> 1.500", "ng/mL", "ferr", flag="Alto")], "30 a 400"),
          Row("Vitamina B12", [C("> 2.000", "pg/mL", "b12", flag="Alto")], "197 a 771"),
          Row("25-hidroxivitamina D", [C("18,4", "ng/mL", "vitd", flag="Baixo")], "> 20"),
          Row("PCR ultrassensível", [C("4,7", "mg/L", "hscrp")], "< 5,0"),
          Row("PSA total", [C("0,84", "ng/mL", "psa")], "< 4,0"),
      ], layout="table", material="Soro", method="Quimioluminescência / imunoturbidimetria",
          note="Ferritina e B12 acima do limite de linearidade do método; diluição não solicitada. Paciente em uso de levotiroxina."),
      Text(["Nota: resultados 'inferior a' / '<' indicam valor abaixo do limite de quantificação do método.",
            "Última revisão dos valores de referência: 01/02/2025."]),
      Text(["Dr. Otávio Bezerra Leite - CRF-CE 3.318", "Assinatura digital - 16/07/2025 11:02"], "sign"),
  ]])

# ---------------------------------------------------------------- r11 Rondonópolis-MT, previous results below current
d = "2025-08-26"
R(id="r11", collected=d,
  lab={"name": "Laboratório Pantanal Medicina Diagnóstica",
       "lines": ["Av. Marechal Rondon, 2.390 - Centro - Rondonópolis/MT",
                 "CNES 2395614 / CNPJ 33.105.420/0001-76 / RT: Dra. Beatriz Moura Campos - CRF-MT 1.905"]},
  style={"font": "DejaVu Sans", "size": 8.8, "color": "#33691e"},
  pinfo=[[("Paciente:", "Neide Rodrigues da Costa"), ("Nasc.:", "14 de outubro de 1957"), ("Sexo:", "Feminino")],
         [("Solicitante:", "Dr. Márcio Takeda - CRM-MT 6.418"), ("Pedido:", "20 de agosto de 2025"), ("Registro:", "PTN-0826-331")],
         [("Coleta:", "26 de agosto de 2025"), ("Liberação:", "28 de agosto de 2025"), ("Impressão:", "29/08/2025")]],
  pinfo2=[[("Paciente:", "Neide Rodrigues da Costa"), ("Registro:", "PTN-0826-331")]],
  footer="Laboratório Pantanal - acompanhamento de diabetes. Resultados anteriores impressos abaixo do atual.",
  pages=[[
      Exam("GLICOSE DE JEJUM", [Row("Glicose", [C("154", "mg/dL", "glu", flag="H")], "70 a 99 mg/dL",
           prev=[("03/06/2025", C("171", "mg/dL", "glu", "2025-06-03"))])], layout="free", material="Plasma fluoreto"),
      Exam("HEMOGLOBINA GLICADA - HbA1c", [
          Row("Hemoglobina glicada", [C("7,6", "%", "hba1c", flag="H")], "Não diabéticos: < 5,7 %\nMeta para diabéticos: < 7,0 %",
              prev=[("03/06/2025", C("8,1", "%", "hba1c", "2025-06-03")), ("25/02/2025", C("8,9", "%", "hba1c", "2025-02-25"))]),
          Row("Glicose média estimada", [C("171", "mg/dL", "eag")], ""),
      ], layout="free", material="Sangue total EDTA", method="HPLC - NGSP"),
      Exam("FUNÇÃO RENAL", [
          Row("Creatinina", [C("1,12", "mg/dL", "creat", flag="H")], "0,51 a 0,95 mg/dL",
              prev=[("03/06/2025", C("1,04", "mg/dL", "creat", "2025-06-03"))]),
          Row("Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", [C("53", "mL/min/1,73m²", "egfr", flag="L")], "> 60 mL/min/1,73m²"),
          Row("Potássio", [C("5,0", "mEq/L", "k")], "3,5 a 5,1 mEq/L"),
      ], layout="free", material="Soro"),
  ], [
      Exam("MICROALBUMINÚRIA (AMOSTRA ISOLADA)", [
          Row("Albumina urinária", [C("64,0", "mg/L", "malb")], "inferior a 30 mg/L"),
          Row("Creatinina urinária", [C("92,5", "mg/dL", "ucr")], ""),
          Row("Relação albumina/creatinina", [C("69,2", "mg/g", "acr", flag="H")], "inferior a 30 mg/g",
              prev=[("25/02/2025", C("48,7", "mg/g", "acr", "2025-02-25"))]),
      ], layout="free", material="Urina - primeira da manhã", method="Imunoturbidimetria"),
      Exam("PERFIL LIPÍDICO", [
          Row("Colesterol total", [C("182", "mg/dL", "chol")], "< 190"),
          Row("Colesterol HDL", [C("47", "mg/dL", "hdl")], "> 50"),
          Row("Colesterol LDL", [C("96", "mg/dL", "ldl")], "< 70 (alto risco)"),
          Row("Colesterol não HDL", [C("135", "mg/dL", "nonhdl")], "< 100 (alto risco)"),
          Row("Triglicerídeos", [C("194", "mg/dL", "tg", flag="H")], "< 150"),
      ], layout="table", material="Soro", method="Enzimático; LDL por Martin-Hopkins"),
      Text(["H/L: acima/abaixo do valor de referência. Data prevista para o próximo controle: 25/11/2025."]),
      Text(["Dra. Beatriz Moura Campos", "CRF-MT 1.905", "Rondonópolis, 28 de agosto de 2025"], "sign"),
  ]])

# ---------------------------------------------------------------- r12 Santarém-PA, two-column hemograma + urine
d = "2025-09-09"
R(id="r12", collected=d,
  lab={"name": "Laboratório Tapajós",
       "lines": ["Av. Rui Barbosa, 1.520 - Santarém/PA - (93) 3523-7788 - CNES 2332981 - CNPJ 05.118.964/0001-09",
                 "Responsável técnico: Dr. Gilberto Sarmento Lobato - CRBM-4 3.660"]},
  style={"font": "Liberation Sans", "size": 8.8, "color": "#0d47a1", "align": "center"},
  pinfo=[[("Paciente:", "Kauã Batista Figueira"), ("Data de Nascimento:", "03/03/2001"), ("Sexo:", "Masculino")],
         [("Médico:", "Dra. Eliana Pantoja - CRM-PA 12.840"), ("Nº do pedido:", "TPJ 91.224"), ("Data do pedido:", "01/09/2025")],
         [("Coleta:", "09/09/2025 - 07:12"), ("Liberação:", "09/09/2025 - 16:48"), ("Reimpressão:", "11/09/2025")]],
  pinfo2=[[("Paciente:", "Kauã Batista Figueira"), ("Nº do pedido:", "TPJ 91.224")]],
  footer="Laboratório Tapajós - Santarém/PA. Laudo conferido e liberado eletronicamente.",
  pages=[[
      Text(["HEMOGRAMA COMPLETO - Sangue total EDTA - Automação Sysmex XN"], "section"),
      Cols([
          Exam("Eritrograma", [
              Row("Hemácias", [C("5,21", "milhões/µL", "rbc")], "4,50 a 5,90"),
              Row("Hemoglobina", [C("15,6", "g/dL", "hb")], "13,5 a 17,5"),
              Row("Hematócrito", [C("46,1", "%", "ht")], "41 a 53"),
              Row("VCM", [C("88,5", "fL", "mcv")], "80 a 100"),
              Row("HCM", [C("29,9", "pg", "mch")], "26 a 34"),
              Row("CHCM", [C("33,8", "g/dL", "mchc")], "31 a 36"),
              Row("RDW", [C("12,2", "%", "rdw")], "11,5 a 14,5"),
              Row("Plaquetas", [C("221", "mil/µL", "plt")], "150 a 400"),
              Row("VPM", [C("10,1", "fL", "mpv")], "9,2 a 12,6"),
          ], layout="table", head=("", "Result.", "Unid.", "Ref.")),
      ], [
          Exam("Leucograma", [Row("Leucócitos", [C("9.870", "/µL", "wbc")], "")] + leuco([
              ("Neutrófilos", "neu_p", "neu_a", "48,2", "4.757", "", ""),
              ("Eosinófilos", "eos_p", "eos_a", "9,6", "948", "", "", "↑"),
              ("Basófilos", "bas_p", "bas_a", "0,5", "49", "", ""),
              ("Linfócitos", "lym_p", "lym_a", "35,1", "3.464", "", "", "↑"),
              ("Monócitos", "mon_p", "mon_a", "6,6", "651", "", ""),
          ], unit="/µL"), layout="leuco", head=("", "%", "", "/µL", "", "", "")),
          Text(["Ref. leucócitos: 3.600 a 11.000 /µL;", "neutrófilos 1.500 a 7.000; eosinófilos até 500;",
                "linfócitos 1.000 a 3.000 /µL. Eosinofilia discreta."]),
      ]),
      Exam("Bioquímica", [
          Row("Glicose", [C("91", "mg/dL", "glu")], "70 a 99"),
          Row("Creatinina", [C("1,01", "mg/dL", "creat")], "0,70 a 1,30"),
          Row("Ureia", [C("28", "mg/dL", "urea")], "10 a 50"),
          Row("TGP / ALT", [C("24", "U/L", "alt")], "até 45"),
      ], layout="leader", material="Soro", head=("", "", "", "")),
  ], [
      Exam("URINA TIPO 1 (EAS)", [
          Row("Cor", [C("Amarelo citrino", "", "u_color")], "Amarelo"),
          Row("Aspecto", [C("Límpido", "", "u_asp")], "Límpido"),
          Row("Densidade", [C("1,015", "", "u_sg")], "1,005 a 1,030"),
          Row("pH", [C("5,5", "", "u_ph")], "5,0 a 7,0"),
          Row("Proteínas", [C("Ausente", "", "u_prot")], "Ausente"),
          Row("Glicose", [C("Ausente", "", "u_glu")], "Ausente"),
          Row("Corpos cetônicos", [C("Ausente", "", "u_ket")], "Ausente"),
          Row("Hemoglobina", [C("Traços", "", "u_bld")], "Ausente"),
          Row("Nitrito", [C("Negativo", "", "u_nit")], "Negativo"),
          Row("Leucócitos", [C("5", "p/campo", "u_wbc")], "até 5 p/campo"),
          Row("Hemácias", [C("2", "p/campo", "u_rbc")], "até 3 p/campo"),
          Row("Células epiteliais", [C("Algumas", "", "u_epi")], "Raras a algumas"),
          Row("Bactérias", [C("Raras", "", "u_bact")], "Ausentes a raras"),
      ], layout="table", material="Urina jato médio - coletada em 09/09/2025", method="Tira reagente + microscopia"),
      Exam("Sorologia", [Row("HBsAg", [C("Não reagente", "", "hbsag")], "Não reagente")], layout="table",
           material="Soro", method="Imunocromatografia"),
      Text(["Parasitológico de fezes: amostra não entregue até a data de 11/09/2025."]),
      Text(["Dr. Gilberto Sarmento Lobato", "Biomédico - CRBM-4 3.660"], "sign"),
  ]])
