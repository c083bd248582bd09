"""The twelve reports of set 'bi', each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers (CNPJ, CNES, CRM, CRF, CRBM) and values.
"""
from model import (KV, Col, Cols, H, Lab, P, Report, Row, Rule, Sig, Space, Style, Sub, Table, V)


# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------
def cols4(name="Exame", res="Resultado", unit="Unidade", ref="Valores de referência",
          w=(0.34, 0.15, 0.14, 0.37), align="R"):
    return [Col(name, w[0], "name"), Col(res, w[1], "value", align), Col(unit, w[2], "unit"),
            Col(ref, w[3], "ref")]


def r4(name, val, unit, ref, code, flag="", **kw):
    """name | value | unit | reference row."""
    return Row([name, V(val, flag, **kw), unit, ref], code=code, unit=unit)


def block_table(rows, w=(0.22, 0.15, 0.15, 0.48)):
    """A header-less table used inside block layouts ('Resultado: 92 mg/dL   ref')."""
    return Table([Col("", w[0], "name"), Col("", w[1], "value", "R"), Col("", w[2], "unit"),
                  Col("", w[3], "ref")], rows, header=False, rules="none", pad=0.4)


def exam(title, material, method, rows, note=None, right="", meta_extra=""):
    """Block layout: heading / material / method / result lines / reference."""
    meta = f"Material: {material}    Método: {method}" + (f"    {meta_extra}" if meta_extra else "")
    out = [H(title, 2, right=right), P(meta, italic=True, color="#333333"), block_table(rows)]
    if note:
        out.append(P(note, italic=True, color="#333333"))
    out.append(Rule("#bbbbbb", 0.15))
    return out


def res(label, val, unit, ref, code, name, flag="", **kw):
    return Row([label, V(val, flag, name=name, **kw), unit, ref], code=code, unit=unit)


# ===========================================================================
# bi01 - national chain, São Paulo: full blood count + block-layout chemistry
# ===========================================================================
def bi01():
    lab = Lab("Vitalis Medicina Diagnóstica", "Análises clínicas · Imagem · Vacinas",
              "Vitalis Serviços Médicos Ltda. – CNPJ 21.487.330/0001-62 – CNES 7245186 – "
              "Resp. técnica: Dra. Helena M. Prado – CRF-SP 31.482",
              "Av. Brigadeiro Faria Lima, 2.140 – Jardim Paulistano – São Paulo/SP – CEP 01452-001",
              "Central (11) 3230-4400 · www.vitalisdiagnostica.com.br")
    st = Style(font="Liberation Sans", size=9, accent="#0b5394", header="band", margin=12)
    pat = [("Paciente", "JULIANA COSTA MENDES"), ("Data de nascimento", "14/03/1986"),
           ("Sexo", "Feminino"), ("Pedido", "2025-0318-44721"),
           ("Médico", "Dr. Paulo R. Siqueira – CRM-SP 112.457"), ("Convênio", "Particular"),
           ("Cadastro", "17/03/2025 18:02"), ("Coleta", "18/03/2025 07:41"),
           ("Liberado em", "18/03/2025 15:26")]
    red = Table(cols4("Eritrograma", w=(0.30, 0.16, 0.16, 0.38)), [
        r4("Hemácias", "4,21", "milhões/mm³", "3,90 a 5,03", "rbc"),
        r4("Hemoglobina", "12,6", "g/dL", "12,0 a 15,5", "hb"),
        r4("Hematócrito", "37,9", "%", "35,0 a 45,0", "hct"),
        r4("VCM", "90,0", "fL", "81,6 a 98,3", "mcv"),
        r4("HCM", "29,9", "pg", "26,0 a 34,0", "mch"),
        r4("CHCM", "33,2", "g/dL", "31,0 a 36,0", "mchc"),
        r4("RDW", "15,8", "%", "11,8 a 15,6", "rdw", flag="↑"),
    ], rules="rows", head_fill="#dde7f3")

    def d(name, p, a, rp, ra, cp, ca):
        return Row([name, V(p, code=cp, unit="%"), V(a, code=ca, unit="/mm³"), rp, ra])
    white = Table([Col("Leucograma", 0.26, "name"), Col("%", 0.12, "value", "R"),
                   Col("/mm³", 0.14, "value", "R"), Col("Ref. %", 0.18, "ref", "C"),
                   Col("Ref. /mm³", 0.30, "ref", "C")], [
        Row(["Leucócitos", "", V("6.840"), "", "3.600 a 11.000"], code="wbc", unit="/mm³"),
        d("Neutrófilos", "58,2", "3.981", "40,0 a 70,0", "1.500 a 7.000", "neut_p", "neut_a"),
        d("Bastonetes", "1,0", "68", "0,0 a 5,0", "0 a 500", "band_p", "band_a"),
        d("Segmentados", "57,2", "3.913", "40,0 a 65,0", "1.500 a 6.500", "seg_p", "seg_a"),
        d("Eosinófilos", "3,1", "212", "1,0 a 5,0", "40 a 500", "eos_p", "eos_a"),
        d("Basófilos", "0,6", "41", "0,0 a 2,0", "0 a 200", "baso_p", "baso_a"),
        d("Linfócitos", "30,4", "2.079", "20,0 a 45,0", "1.000 a 4.500", "lymph_p", "lymph_a"),
        d("Monócitos", "7,7", "527", "2,0 a 10,0", "100 a 1.000", "mono_p", "mono_a"),
    ], rules="rows", head_fill="#dde7f3")
    plt = Table(cols4("Plaquetograma", w=(0.30, 0.16, 0.16, 0.38)), [
        r4("Plaquetas", "218.000", "/mm³", "150.000 a 450.000", "plt"),
        r4("VPM", "10,4", "fL", "9,2 a 12,6", "mpv"),
    ], rules="rows", head_fill="#dde7f3")
    page1 = [
        H("HEMOGRAMA COMPLETO", right="Coletado em 18/03/2025 07:41"),
        P("Material: Sangue total com EDTA    Método: Citometria de fluxo e impedância (Sysmex XN), "
          "revisão microscópica da lâmina", italic=True),
        red, white, plt,
        P("Observações: série vermelha com discreta anisocitose. Séries branca e plaquetária sem "
          "alterações morfológicas dignas de nota.", italic=True),
        P("Os valores de referência acima referem-se a adultos do sexo feminino. Resultados de "
          "exames anteriores podem ser consultados no portal do paciente.", size=7, color="#444444"),
    ]
    lip_rows = [
        r4("Colesterol total", "212", "mg/dL", "Desejável: < 190", "chol", flag="Alto"),
        r4("HDL-Colesterol", "58", "mg/dL", "Desejável: > 40", "hdl"),
        r4("LDL-Colesterol", "128", "mg/dL", "Conforme risco cardiovascular", "ldl_c"),
        r4("VLDL-Colesterol", "26", "mg/dL", "Não estabelecido", "vldl"),
        r4("Colesterol não-HDL", "154", "mg/dL", "Conforme risco cardiovascular", "nonhdl"),
        r4("Triglicerídeos", "118", "mg/dL", "Jejum: < 150 / Sem jejum: < 175", "tg"),
    ]
    page2 = [
        H("BIOQUÍMICA", right="Coletado em 18/03/2025 07:41"),
        *exam("GLICOSE", "Plasma (fluoreto)", "Enzimático – hexoquinase", [
            res("Resultado:", "92", "mg/dL",
                "Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\n"
                "Diabetes mellitus: igual ou superior a 126 mg/dL", "glu_f", "GLICOSE")],
              note="Jejum informado: 10 horas."),
        *exam("HEMOGLOBINA GLICADA (HbA1c)", "Sangue total com EDTA",
              "Cromatografia líquida de alta eficiência (HPLC), certificado NGSP", [
                  res("Resultado:", "5,4", "%", "Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\n"
                      "Diabetes: igual ou superior a 6,5 %", "hba1c_hplc", "HEMOGLOBINA GLICADA (HbA1c)"),
                  Row(["Glicose média estimada:", V("108"), "mg/dL", ""], code="eag", unit="mg/dL",
                      name="Glicose média estimada")]),
        H("PERFIL LIPÍDICO", 2, right="Jejum: 10 horas"),
        P("Material: Soro    Método: Enzimático colorimétrico; LDL calculado pela equação de "
          "Martin/Hopkins", italic=True, color="#333333"),
        Table(cols4("Análise", w=(0.30, 0.16, 0.12, 0.42)), lip_rows, rules="head"),
        P("Referências segundo a Atualização da Diretriz Brasileira de Dislipidemias (2017). "
          "O colesterol não-HDL corresponde ao colesterol total menos o HDL-colesterol.",
          size=7, color="#444444", italic=True),
        Sig([["Dra. Helena M. Prado", "Farmacêutica-Bioquímica – CRF-SP 31.482", "Responsável técnica"],
             ["Dr. Ricardo A. Tavares", "Biomédico – CRBM 1 – 28.415", "Liberação eletrônica"]],
            note="Laudo assinado digitalmente. A interpretação dos resultados deve ser feita pelo "
                 "médico assistente, considerando dados clínicos e outros exames."),
    ]
    return Report("bi01", lab, st, "São Paulo/SP", pat, [page1, page2], "2025-03-18",
                  footer="Impresso em 19/03/2025 09:12 pelo portal do paciente – Código de "
                         "verificação 7F3K-Q81A",
                  features="banded header, ruled tables with shaded heads, differential in % and "
                           "/mm³ columns, flags ↑ and Alto, block layout (heading/material/method/"
                           "result) on page 2",
                  ocr_check=True)


# ===========================================================================
# bi02 - independent lab, Ribeirão Preto: monospace, dotted leaders, previous result
# ===========================================================================
def bi02():
    lab = Lab("Laboratório São Lucas de Análises Clínicas", "Desde 1979 – Atendimento particular e convênios",
              "Lab. São Lucas Ltda. – CNPJ 48.112.903/0001-07 – CNES 2081447 – "
              "RT: Dr. Márcio T. Gouveia – CRF-SP 9.114",
              "Rua Duque de Caxias, 1.377 – Centro – Ribeirão Preto/SP – CEP 14015-020",
              "Fone (16) 3625-1190 – WhatsApp (16) 99144-2870 – labsaolucas.com.br")
    st = Style(font="Liberation Mono", size=8.6, accent="#000000", header="mono", margin=14, line=1.3)
    pat = [("PACIENTE", "ANTONIO CARLOS FERREIRA"), ("NASC.", "02/11/1958"),
           ("SEXO", "M"), ("PROTOCOLO", "0058812"),
           ("MÉDICO", "DR. JOSÉ A. BORGES – CRM 54.218"), ("DATA DO PEDIDO", "03/02/2025"),
           ("COLETA", "04/02/2025 07:20"), ("EMISSÃO", "06/02/2025")]
    prev = "2024-08-12"
    cols = [Col("EXAME", 0.34, "name"), Col("RESULTADO", 0.15, "value", "R"), Col("UNIDADE", 0.14, "unit"),
            Col("ANTERIOR\n12/08/2024", 0.13, "prev", "R"), Col("VALOR DE REFERÊNCIA", 0.24, "ref")]

    def r(name, val, unit, ant, ref, code, flag="", aflag=""):
        a = V(ant, aflag, date=prev) if ant else ""
        return Row([name, V(val, flag), unit, a, ref], code=code, unit=unit)
    rows1 = [
        r("GLICOSE", "104", "mg/dL", "98", "70 a 99", "glu", flag="*"),
        r("UREIA", "38", "mg/dL", "", "15 a 45", "urea"),
        r("CREATININA", "1,12", "mg/dL", "1,05", "0,70 a 1,30", "creat"),
        r("TFG ESTIMADA (CKD-EPI 2021)", "superior a 60", "mL/min/1,73m²", "", "superior a 60", "egfr21"),
        r("ÁCIDO ÚRICO", "6,8", "mg/dL", "", "3,5 a 7,2", "urate"),
    ]
    rows2 = [
        r("COLESTEROL TOTAL", "236", "mg/dL", "221", "desejável < 190", "chol", flag="*", aflag="*"),
        r("HDL-COLESTEROL", "41", "mg/dL", "", "desejável > 40", "hdl"),
        r("LDL-COLESTEROL", "162", "mg/dL", "", "ver risco", "ldl_c"),
        r("VLDL-COLESTEROL", "33", "mg/dL", "", "até 30", "vldl", flag="*"),
        r("TRIGLICÉRIDES", "165", "mg/dL", "148", "< 150", "tg", flag="*"),
    ]
    rows3 = [
        r("TGO (AST)", "24", "U/L", "", "até 40", "ast"),
        r("TGP (ALT)", "31", "U/L", "", "até 41", "alt"),
        r("GAMA GT", "45", "U/L", "", "10 a 71", "ggt"),
        r("PSA TOTAL", "1,84", "ng/mL", "1,62", "até 4,00", "psa"),
    ]
    page = [
        P("BIOQUÍMICA – SORO – MÉTODOS ENZIMÁTICOS AUTOMATIZADOS", bold=True, size=8.6),
        Table(cols, rows1, rules="none", leaders=True, pad=0.5),
        P("LIPIDOGRAMA – SORO – JEJUM DE 12 HORAS – LDL CALCULADO (FRIEDEWALD)", bold=True, size=8.6),
        Table(cols, rows2, rules="none", leaders=True, pad=0.5, header=False),
        P("ENZIMAS HEPÁTICAS E PSA – SORO – QUIMIOLUMINESCÊNCIA (PSA)", bold=True, size=8.6),
        Table(cols, rows3, rules="none", leaders=True, pad=0.5, header=False),
        Space(2),
        P("(*) RESULTADO FORA DO VALOR DE REFERÊNCIA.\n"
          "A TFG FOI CALCULADA PELA EQUAÇÃO CKD-EPI 2021 SEM COEFICIENTE RACIAL.\n"
          "O PSA DEVE SER INTERPRETADO COM CAUTELA APÓS EJACULAÇÃO, CICLISMO OU TOQUE RETAL "
          "NAS ÚLTIMAS 48 H.\nPRÓXIMA COLETA SUGERIDA PELO MÉDICO: 04/08/2025.", size=7.6),
        Sig([["MÁRCIO T. GOUVEIA", "FARMACÊUTICO-BIOQUÍMICO", "CRF-SP 9.114"]]),
    ]
    return Report("bi02", lab, st, "Ribeirão Preto/SP", pat, [page], "2025-02-04",
                  footer="Data de impressão: 06/02/2025 11:48 – Via do paciente",
                  features="monospace typewriter style, dotted leaders, no rules, uppercase names, "
                           "previous-result column dated 12/08/2024, '*' flags, word comparator "
                           "'superior a'",
                  ocr_check=True)


# ===========================================================================
# bi03 - regional group, Porto Alegre: two-column chemistry / liver
# ===========================================================================
def bi03():
    lab = Lab("Grupo Diagnóstico Pampa", "Medicina laboratorial – unidades em Porto Alegre e região",
              "Pampa Diagnósticos S.A. – CNPJ 09.334.558/0001-21 – CNES 6617402 – "
              "RT: Dra. Luíza F. Kessler – CRF-RS 12.067",
              "Rua Mostardeiro, 800 – Moinhos de Vento – Porto Alegre/RS",
              "(51) 3018-7700 · resultados.grupopampa.com.br", "Unidade coleta: Moinhos")
    st = Style(font="DejaVu Sans Condensed", size=8.3, accent="#2e7d32", header="left", margin=11)
    pat = [("Paciente", "Rodrigo Vieira Lemos"), ("Nascimento", "27/06/1979"), ("Sexo", "Masculino"),
           ("Atendimento", "PA-0987165"), ("Solicitante", "Dra. Cíntia Arend – CRM-RS 33.914"),
           ("Data do pedido médico", "15/04/2025"), ("Coleta", "22/04/2025 07:55"),
           ("Liberação", "23/04/2025 14:02"), ("Previsão de entrega", "24/04/2025")]
    c = [Col("Exame", 0.36, "name"), Col("Resultado", 0.20, "value", "R"), Col("Unid.", 0.16, "unit"),
         Col("Referência", 0.28, "ref")]
    left = [
        H("BIOQUÍMICA"),
        P("Material: soro (eletrólitos: soro) · Métodos: enzimáticos, eletrodo íon-seletivo",
          italic=True, size=7.2),
        Table(c, [
            r4("Glicose", "88", "mg/dL", "70 a 99", "glu"),
            r4("Ureia", "29", "mg/dL", "17 a 43", "urea"),
            r4("Creatinina", "0,78", "mg/dL", "0,70 a 1,20", "creat"),
            r4("Sódio", "139", "mEq/L", "136 a 145", "na"),
            r4("Potássio", "4,6", "mEq/L", "3,5 a 5,1", "k"),
            r4("Cloreto", "103", "mEq/L", "98 a 107", "cl"),
            r4("Cálcio total", "9,4", "mg/dL", "8,6 a 10,3", "ca"),
            r4("Magnésio", "2,0", "mg/dL", "1,6 a 2,6", "mg"),
            r4("Fósforo", "3,6", "mg/dL", "2,5 a 4,5", "phos"),
            r4("Ácido úrico", "4,1", "mg/dL", "3,4 a 7,0", "urate"),
        ], rules="rows", pad=0.7),
    ]
    right = [
        H("FUNÇÃO HEPÁTICA"),
        P("Material: soro · Métodos: cinético UV (IFCC), colorimétrico (bilirrubinas)",
          italic=True, size=7.2),
        Table(c, [
            r4("AST / TGO", "19", "U/L", "até 40", "ast"),
            r4("ALT / TGP", "22", "U/L", "até 41", "alt"),
            r4("Gama-GT", "18", "U/L", "8 a 61", "ggt"),
            r4("Fosfatase alcalina", "71", "U/L", "40 a 129", "alp"),
            r4("Bilirrubina total", "0,62", "mg/dL", "até 1,20", "bili_t"),
            r4("Bilirrubina direta", "0,18", "mg/dL", "até 0,30", "bili_d"),
            r4("Bilirrubina indireta", "0,44", "mg/dL", "até 0,90", "bili_i"),
            r4("Proteínas totais", "7,1", "g/dL", "6,4 a 8,3", "prot"),
            r4("Albumina", "4,3", "g/dL", "3,5 a 5,2", "alb"),
            r4("Globulinas", "2,8", "g/dL", "2,0 a 3,5", "glob"),
            Row(["Relação albumina/\nglobulina", V("1,54"), "", "1,10 a 2,20"], code="ag", unit=""),
        ], rules="rows", pad=0.7),
    ]
    page = [
        Cols(left, right, 0.5, rule=True),
        Space(1),
        H("MARCADORES INFLAMATÓRIOS"),
        Table([Col("Exame", 0.30, "name"), Col("Resultado", 0.14, "value", "R"), Col("Unid.", 0.12, "unit"),
               Col("Material / método", 0.22, "text"), Col("Referência", 0.22, "ref")], [
            Row(["Proteína C reativa", V("< 0,5"), "mg/dL", "Soro / imunoturbidimetria", "inferior a 0,5"],
                code="crp", unit="mg/dL"),
            Row(["VHS – hemossedimentação", V("14"), "mm/h", "Sangue EDTA / Westergren", "até 15"],
                code="esr", unit="mm/h"),
        ], rules="rows", pad=0.7),
        P("Nota: a bilirrubina indireta e as globulinas são obtidas por cálculo (total – direta; "
          "proteínas totais – albumina). Conversão: creatinina (µmol/L) = mg/dL × 88,4.",
          italic=True, size=7),
        Sig([["Dra. Luíza F. Kessler", "CRF-RS 12.067 – Responsável técnica"],
             ["Dr. Henrique Bassani", "CRBM 5 – 4.882 – Bioquímica"]]),
    ]
    return Report("bi03", lab, st, "Porto Alegre/RS", pat, [page], "2025-04-22",
                  footer="Documento emitido em 23/04/2025 14:05. Confira a autenticidade com o código "
                         "PMP-55C1-03Q no site.",
                  features="two-column layout with vertical rule, condensed font, marker name split "
                           "across two lines, '< 0,5' value, calculated values as results")


# ===========================================================================
# bi04 - independent lab, Recife: reference range printed BEFORE the result
# ===========================================================================
def bi04():
    lab = Lab("CentroLab Análises Clínicas", "Laboratório de análises clínicas e hormônios",
              "CentroLab Serviços de Diagnóstico Ltda. – CNPJ 11.870.446/0001-93 – CNES 5523890 – "
              "Diretor técnico: Dr. Otávio Ramos – CRM-PE 19.876",
              "Av. Conselheiro Rosa e Silva, 1.460 – Aflitos – Recife/PE",
              "(81) 3427-5100 · centrolabrecife.com.br")
    st = Style(font="Liberation Serif", size=9.4, accent="#7b1f3a", header="center", margin=13)
    pat = [("Paciente", "Camila Rocha de Andrade"), ("Nascimento", "21/07/1992"), ("Sexo", "F"),
           ("Requisição", "02/06/2025"), ("DUM", "28/05/2025"),
           ("Médico", "Dra. Renata Lins – CRM-PE 22.301"), ("Coleta", "09/06/2025 08:10"),
           ("Liberado em", "11/06/2025"), ("Cód.", "CL-558213")]
    c = [Col("Exame", 0.27, "name"), Col("Valores de referência", 0.43, "ref"),
         Col("Resultado", 0.16, "value", "R"), Col("Unidade", 0.14, "unit")]

    def r(name, ref, val, unit, code, flag="", **kw):
        return Row([name, ref, V(val, flag, **kw), unit], code=code, unit=unit)
    page1 = [
        H("TIREOIDE", right="Soro – eletroquimioluminescência"),
        Table(c, [
            r("TSH", "0,45 a 4,50", "2,87", "µUI/mL", "tsh"),
            r("T4 livre", "0,70 a 1,48", "1,12", "ng/dL", "ft4"),
            r("T3 total", "80 a 200", "112", "ng/dL", "t3"),
            r("Anticorpos anti-TPO", "inferior a 34", "inferior a 9,0", "UI/mL", "atpo"),
        ], rules="rows"),
        H("HORMÔNIOS SEXUAIS E HIPOFISÁRIOS", right="Soro – quimioluminescência"),
        Table(c, [
            r("Prolactina", "Mulheres não grávidas: 4,8 a 23,3", "14,6", "ng/mL", "prl"),
            r("FSH", "Fase folicular: 3,5 a 12,5\nPico ovulatório: 4,7 a 21,5\nFase lútea: 1,7 a 7,7\n"
                     "Pós-menopausa: 25,8 a 134,8", "6,2", "mUI/mL", "fsh"),
            r("LH", "Fase folicular: 2,4 a 12,6\nPico ovulatório: 14,0 a 95,6\nFase lútea: 1,0 a 11,4\n"
                    "Pós-menopausa: 7,7 a 58,5", "5,4", "mUI/mL", "lh"),
            r("Estradiol", "Fase folicular: 12,5 a 166,0\nPico ovulatório: 85,8 a 498,0\n"
                           "Fase lútea: 43,8 a 211,0\nPós-menopausa: inferior a 54,7", "98", "pg/mL", "e2"),
            r("Progesterona", "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0\n"
                              "Pós-menopausa: 0,1 a 0,8", "0,6", "ng/mL", "prog"),
            r("Beta-HCG\nquantitativo", "Não grávidas: inferior a 5,0", "< 1,2", "mUI/mL", "bhcg"),
        ], rules="rows"),
        P("Os valores de referência dos hormônios sexuais variam com a fase do ciclo menstrual; "
          "considerar a DUM informada (28/05/2025). Beta-HCG inferior a 5,0 mUI/mL: resultado "
          "compatível com ausência de gestação.", italic=True, size=8),
    ]
    page2 = [
        H("VITAMINAS E FERRO", right="Soro – quimioluminescência"),
        Table(c, [
            r("Vitamina D\n(25-hidroxivitamina D)", "População saudável até 60 anos: superior a 20\n"
              "Grupos de risco: 30 a 60\nRisco de toxicidade: superior a 100", "27,4", "ng/mL", "vitd"),
            r("Vitamina B12", "197 a 771", "412", "pg/mL", "b12"),
            r("Ácido fólico", "superior a 3,9", "9,8", "ng/mL", "folate"),
            r("Ferritina", "15 a 150", "48", "ng/mL", "ferritin"),
        ], rules="rows"),
        P("Vitamina D: referências segundo posicionamento da SBPC/ML e SBEM (2017). "
          "Retorno da paciente agendado para 30/06/2025.", italic=True, size=8),
        Sig([["Dr. Otávio Ramos", "Patologista Clínico – CRM-PE 19.876"],
             ["Dra. Beatriz C. Moura", "Farmacêutica – CRF-PE 4.719"]]),
    ]
    return Report("bi04", lab, st, "Recife/PE", pat, [page1, page2], "2025-06-09",
                  footer="Impresso em 12/06/2025 – Os resultados deste laudo referem-se somente "
                         "às amostras analisadas.",
                  features="results printed after the reference range (Exame | Referência | "
                           "Resultado | Unidade), serif font, multi-line phase reference tables, "
                           "DUM distractor date, 'inferior a' and '<' values")


# ===========================================================================
# bi05 - patient portal, Belo Horizonte: current and previous result side by side
# ===========================================================================
def bi05():
    lab = Lab("Laboratório Horizonte", "Portal do Paciente – resultados on-line",
              "Horizonte Medicina Laboratorial Ltda. – CNPJ 17.205.661/0001-48 – CNES 2194518",
              "Av. Álvares Cabral, 1.600 – Lourdes – Belo Horizonte/MG",
              "(31) 3299-8000", "labhorizonte.com.br/portal")
    st = Style(font="Carlito", size=9.6, accent="#c35a00", header="split", margin=12)
    pat = [("Paciente", "Marcos Antônio Guimarães"), ("Data de nascimento", "30/09/1971"),
           ("Sexo", "Masculino"), ("Atendimento", "14/01/2025 – OS 3341-22871"),
           ("Médico", "Dr. Felipe Andrade – CRM-MG 48.712"), ("Coleta", "15/01/2025 08:12"),
           ("Liberação", "16/01/2025 10:40"), ("Convênio", "Unimed BH")]
    prev = "2024-07-10"
    c = [Col("Exame", 0.29, "name"), Col("Resultado\n15/01/2025", 0.14, "value", "R"),
         Col("Anterior\n10/07/2024", 0.14, "prev", "R"), Col("Unidade", 0.12, "unit"),
         Col("Valores de referência", 0.31, "ref")]

    def r(name, val, ant, unit, ref, code, flag="", aflag=""):
        return Row([name, V(val, flag), V(ant, aflag, date=prev), unit, ref], code=code, unit=unit)
    page = [
        H("Metabolismo da glicose", right="Plasma fluoretado / sangue EDTA"),
        Table(c, [
            r("Glicose em jejum", "112", "104", "mg/dL", "70 a 99", "glu_f", "↑", "↑"),
            r("Hemoglobina glicada\n(HbA1c)", "6,1", "5,9", "%", "Normal: < 5,7\nPré-diabetes: 5,7 a 6,4",
              "hba1c", "↑", "↑"),
        ], rules="rows", zebra=True),
        H("Perfil lipídico", right="Soro – sem jejum"),
        Table(c, [
            r("Colesterol total", "198", "224", "mg/dL", "Desejável: < 190", "chol", "", "↑"),
            r("Colesterol HDL", "44", "39", "mg/dL", "Desejável: > 40", "hdl", "", "↓"),
            r("Colesterol LDL", "121", "146", "mg/dL", "Meta conforme risco", "ldl_c"),
            r("Colesterol não-HDL", "154", "185", "mg/dL", "Meta conforme risco", "nonhdl"),
            r("Triglicérides", "165", "198", "mg/dL", "Sem jejum: < 175", "tg", "", "↑"),
        ], rules="rows", zebra=True, header=False),
        H("Função renal e hepática", right="Soro"),
        Table(c, [
            r("Creatinina", "0,96", "0,91", "mg/dL", "0,70 a 1,30", "creat"),
            r("Ureia", "34", "31", "mg/dL", "19 a 49", "urea"),
            r("TGP (ALT)", "38", "52", "U/L", "até 41", "alt", "", "↑"),
        ], rules="rows", zebra=True, header=False),
        H("Tireoide e reserva de ferro", right="Soro – quimioluminescência"),
        Table(c, [
            r("TSH", "3,41", "2,98", "µUI/mL", "0,38 a 5,33", "tsh"),
            r("Ferritina", "186", "210", "ng/mL", "30 a 400", "ferritin"),
        ], rules="rows", zebra=True, header=False),
        P("↑ acima / ↓ abaixo do valor de referência. A coluna \"Anterior\" reproduz o resultado da "
          "coleta de 10/07/2024 realizada neste laboratório, para comparação. LDL calculado pela "
          "equação de Martin/Hopkins.", size=8, italic=True),
        Sig([["Dra. Adriana S. Lacerda", "Biomédica – CRBM 3 – 11.206"],
             ["Dr. Eduardo P. Vasconcelos", "Responsável técnico – CRM-MG 31.077"]]),
    ]
    return Report("bi05", lab, st, "Belo Horizonte/MG", pat, [page], "2025-01-15",
                  footer="Acesso ao portal em 20/01/2025 21:14 – Laudo válido com assinatura "
                         "digital.",
                  features="patient-portal layout, current and previous result side by side with "
                           "dated column headers, ↑/↓ flags on both, zebra rows, two-line name",
                  ocr_check=True)


# ===========================================================================
# bi06 - Salvador: cumulative (evolutive) table over three dates + coagulation
# ===========================================================================
def bi06():
    lab = Lab("Instituto de Patologia Clínica Atlântico", "IPC Atlântico – laudo evolutivo",
              "IPC Atlântico Ltda. – CNPJ 15.448.072/0001-30 – CNES 3870911 – "
              "RT: Dr. Caio Menezes – CRM-BA 17.552",
              "Rua Marechal Floriano, 212 – Canela – Salvador/BA",
              "(71) 3012-6600 · ipcatlantico.com.br", "Ambulatório de Nefrologia")
    st = Style(font="DejaVu Sans", size=8.2, accent="#37474f", header="box", margin=12)
    pat = [("Paciente", "Raimunda Conceição Santos"), ("Nascimento", "11/02/1954"), ("Sexo", "F"),
           ("Prontuário", "448.207"), ("Médico", "Dr. Jorge Almeida – CRM-BA 20.118"),
           ("Primeiro atendimento", "02/03/2025"), ("Coleta atual", "31/03/2025 06:50"),
           ("Liberado", "01/04/2025 09:30"), ("Impressão", "02/04/2025")]
    d1, d2, d3 = "2025-03-31", "2025-03-17", "2025-03-03"
    c = [Col("Exame", 0.25, "name"), Col("Unidade", 0.11, "unit"), Col("31/03/2025", 0.13, "value", "R"),
         Col("17/03/2025", 0.13, "prev", "R"), Col("03/03/2025", 0.13, "prev", "R"),
         Col("Referência", 0.25, "ref")]

    def r(name, unit, a, b, cc, ref, code):
        vs = []
        for txt, dd in ((a, d1), (b, d2), (cc, d3)):
            t, _, fl = txt.partition(" ")
            vs.append(V(t, fl, date=dd))
        return Row([name, unit, *vs, ref], code=code, unit=unit)
    page = [
        H("LAUDO EVOLUTIVO", right="Resultados das três últimas coletas"),
        Table(c, [
            Sub("Hematologia – sangue total EDTA"),
            r("Hemoglobina", "g/dL", "11,2 L", "10,8 L", "10,1 L", "12,0 a 15,5", "hb"),
            r("Hematócrito", "%", "34,1 L", "32,9 L", "30,8 L", "35,0 a 45,0", "hct"),
            r("Leucócitos", "/mm³", "7.210", "8.050", "9.630", "3.600 a 11.000", "wbc"),
            r("Plaquetas", "/mm³", "245.000", "231.000", "198.000", "150.000 a 450.000", "plt"),
            Sub("Bioquímica – soro"),
            r("Ureia", "mg/dL", "68 H", "74 H", "91 H", "17 a 43", "urea"),
            r("Creatinina", "mg/dL", "1,84 H", "1,97 H", "2,31 H", "0,50 a 0,90", "creat"),
            r("Potássio", "mEq/L", "4,9", "5,3 H", "5,8 H", "3,5 a 5,1", "k"),
            r("Proteína C reativa", "mg/L", "4,2", "11,8 H", "38,5 H", "inferior a 5,0", "crp"),
        ], rules="grid", head_fill="#cfd8dc", pad=0.9),
        P("H = acima do valor de referência; L = abaixo do valor de referência. Resultados anteriores "
          "reproduzidos do histórico do paciente neste instituto.", size=7, italic=True),
        H("COAGULAÇÃO", right="Coleta: 31/03/2025 06:50"),
        P("Material: plasma citratado    Método: coagulométrico automatizado (ACL TOP)", italic=True,
          size=7.5),
        Table([Col("Exame", 0.36, "name"), Col("Resultado", 0.16, "value", "R"), Col("Unidade", 0.14, "unit"),
               Col("Referência", 0.34, "ref")], [
            r4("Tempo de protrombina (TP)", "13,4", "segundos", "10,0 a 14,0", "pt_s"),
            r4("Atividade de protrombina", "86", "%", "70 a 100", "pt_act"),
            r4("RNI", "1,08", "", "0,90 a 1,20", "inr"),
            r4("Tempo de tromboplastina parcial ativada (TTPa)", "31,2", "segundos", "25,0 a 37,0", "aptt_s"),
            r4("Relação TTPa paciente/normal", "1,04", "", "até 1,25", "aptt_r"),
        ], rules="grid", head_fill="#cfd8dc", pad=0.9),
        P("Tempo do plasma normal (pool) do dia: TP 12,4 segundos; TTPa 30,0 segundos. ISI do "
          "reagente: 1,02.", size=7, italic=True),
        Sig([["Dr. Caio Menezes", "Patologista Clínico – CRM-BA 17.552"]]),
    ]
    return Report("bi06", lab, st, "Salvador/BA", pat, [page], "2025-03-31",
                  footer="Os resultados anteriores foram obtidos com a mesma metodologia. "
                         "Próxima consulta: 14/04/2025.",
                  features="cumulative table (three collection dates as columns) with grid rules "
                           "and section rows, H/L flags, coagulation panel (TP, atividade, RNI, TTPa, "
                           "relação), distractor pool-plasma times in a note")


# ===========================================================================
# bi07 - Manaus: urinalysis (EAS) block layout + urine culture on page 2
# ===========================================================================
def bi07():
    lab = Lab("LabNorte Medicina Laboratorial", "Qualidade em diagnóstico na Amazônia",
              "LabNorte Diagnósticos Ltda. – CNPJ 04.661.219/0001-55 – CNES 2013948 – "
              "RT: Dra. Iracema P. Lobo – CRBM 6 – 3.118",
              "Av. Djalma Batista, 1.719 – Chapada – Manaus/AM",
              "(92) 3643-2100 · labnorte.com.br", "Posto: Djalma Batista")
    st = Style(font="Liberation Sans", size=9.2, accent="#00695c", header="left", margin=13)
    pat = [("Paciente", "Francisca das Chagas Monteiro"), ("Nascimento", "05/05/1997"), ("Sexo", "F"),
           ("Pedido", "0512-33871"), ("Solicitante", "Dr. Ivan Pereira – CRM-AM 7.402"),
           ("Emissão do pedido", "08/05/2025"), ("Coleta", "12/05/2025 06:35"),
           ("Recebido", "12/05/2025 07:10"), ("DUM", "20/04/2025")]
    c = [Col("", 0.34, "name"), Col("Resultado", 0.26, "value"), Col("Unidade", 0.10, "unit"),
         Col("Valores de referência", 0.30, "ref")]

    def q(name, val, ref, code, unit=""):
        return Row([name, V(val), unit, ref], code=code, unit=unit)
    page1 = [
        H("URINA TIPO I (EAS)", right="Liberado em 12/05/2025 11:20"),
        P("Material: urina – jato médio, primeira micção da manhã    Método: tira reativa com leitura "
          "automatizada e sedimentoscopia por microscopia óptica", italic=True, size=8),
        Table(c, [
            Sub("Exame físico"),
            q("Cor", "Amarelo citrino", "Amarelo citrino", "u_color"),
            q("Aspecto", "Límpido", "Límpido", "u_aspect"),
            q("Densidade", "1,020", "1,005 a 1,030", "u_sg"),
            q("pH", "6,0", "5,0 a 7,5", "u_ph"),
            Sub("Exame químico"),
            q("Proteínas", "Negativo", "Negativo", "u_prot"),
            q("Glicose", "Negativo", "Negativo", "u_glu"),
            q("Corpos cetônicos", "Negativo", "Negativo", "u_ket"),
            q("Hemoglobina", "Traços", "Negativo", "u_blood"),
            q("Bilirrubina", "Negativo", "Negativo", "u_bili"),
            q("Urobilinogênio", "Normal", "Normal", "u_ubg"),
            q("Nitrito", "Negativo", "Negativo", "u_nit"),
            q("Esterase leucocitária", "Negativo", "Negativo", "u_le"),
            Sub("Sedimentoscopia"),
            q("Células epiteliais", "Raras", "Raras a algumas", "u_epi"),
            q("Leucócitos", "4.000", "até 10.000", "u_wbc", unit="/mL"),
            q("Hemácias", "2.000", "até 10.000", "u_rbc", unit="/mL"),
            q("Cilindros", "Ausentes", "Ausentes", "u_casts"),
            q("Cristais", "Ausentes", "Ausentes", "u_cryst"),
            q("Bactérias", "Raras", "Ausentes a raras", "u_bact"),
            q("Filamentos de muco", "Raros", "Ausentes a raros", "u_mucus"),
        ], rules="head", pad=0.55),
        P("Leucócitos e hemácias quantificados em câmara (por mL de urina não centrifugada). Traços de "
          "hemoglobina podem ocorrer no período perimenstrual; DUM informada: 20/04/2025.",
          italic=True, size=7.8),
    ]
    page2 = [
        *exam("UROCULTURA", "urina – jato médio (mesma amostra do EAS)",
              "semeadura quantitativa em ágar CLED e ágar cromogênico", [
                  res("Resultado:", "Negativa", "", "Negativa", "u_cult", "UROCULTURA")],
              note="Ausência de crescimento bacteriano após 48 horas de incubação a 35 °C. Contagens "
                   "inferiores a 1.000 UFC/mL não são consideradas significativas.",
              right="Liberado em 15/05/2025 09:05"),
        Space(4),
        P("Orientações: o preparo para a coleta de urina incluiu higiene íntima e desprezo do primeiro "
          "jato. O intervalo entre coleta e semeadura foi inferior a 2 horas. A solicitação médica "
          "de 08/05/2025 permanece arquivada no laboratório por cinco anos.", size=8.2),
        Sig([["Dra. Iracema P. Lobo", "Biomédica – CRBM 6 – 3.118", "Responsável técnica"],
             ["Dr. Sérgio Nogueira", "Farmacêutico-Bioquímico – CRF-AM 1.904", "Microbiologia"]]),
    ]
    return Report("bi07", lab, st, "Manaus/AM", pat, [page1, page2], "2025-05-12",
                  footer="Laudo emitido em 15/05/2025 – Este documento contém 2 páginas.",
                  features="urinalysis (physical, chemical, sediment) with section rows, qualitative "
                           "results (Negativo, Raras, Ausentes, Traços, Normal), sediment counts per "
                           "mL, block-layout urine culture on page 2, DUM distractor")


# ===========================================================================
# bi08 - national chain, Curitiba: two-column serology and tumour markers
# ===========================================================================
def bi08():
    lab = Lab("Rede Bem Estar Diagnósticos", "Medicina diagnóstica – unidade Batel",
              "Bem Estar Diagnósticos S.A. – CNPJ 33.901.724/0001-12 – CNES 9182736 – "
              "RT: Dra. Patrícia Wendt – CRF-PR 18.245",
              "Av. do Batel, 1.550 – Batel – Curitiba/PR",
              "0800 725 4411 · redebemestar.com.br")
    st = Style(font="Liberation Sans", size=8.4, accent="#00695c", header="band", margin=12)
    pat = [("Paciente", "Carlos Eduardo Schmidt"), ("Nascimento", "07/12/1970"), ("Sexo", "M"),
           ("Ficha", "BE-77120345"), ("Médico", "Dr. André Kowalski – CRM-PR 25.330"),
           ("Solicitação", "25/08/2025"), ("Coleta", "29/08/2025 09:05"),
           ("Liberação", "02/09/2025"), ("Unidade", "Batel")]

    def sero(title, val, code, ref, unit="", method="Quimioluminescência (CMIA)"):
        return [H(title, 2), P(f"Soro · {method}", italic=True, size=7.2, color="#444444"),
                block_table([res("Resultado:", val, unit, ref, code, title)], w=(0.27, 0.27, 0.14, 0.32))]
    left = [
        H("SOROLOGIAS"),
        *sero("HIV 1 e 2 – anticorpos e antígeno p24", "Não reagente", "hiv", "Não reagente"),
        *sero("HBsAg", "Não reagente", "hbsag", "Não reagente"),
        *sero("Anti-HBc total", "Reagente", "antihbc", "Não reagente"),
        *sero("Anti-HBs", "245", "antihbs", "Imune: igual ou superior a 10", unit="mUI/mL"),
        *sero("Anti-HCV", "Não reagente", "hcv", "Não reagente"),
        *sero("Sífilis – anticorpos treponêmicos", "Não reagente", "trep", "Não reagente"),
        *sero("VDRL", "Não reagente", "vdrl", "Não reagente", method="Floculação"),
        *sero("Rubéola – IgG", "superior a 500,0", "rub_g", "Reagente: igual ou superior a 10,0",
              unit="UI/mL"),
    ]
    c = [Col("Marcador", 0.36, "name"), Col("Resultado", 0.22, "value", "R"), Col("Unidade", 0.16, "unit"),
         Col("Referência", 0.26, "ref")]
    right = [
        H("MARCADORES TUMORAIS"),
        P("Soro · Eletroquimioluminescência (Roche cobas)", italic=True, size=7.2, color="#444444"),
        Table(c, [
            r4("PSA total", "0,92", "ng/mL", "até 4,00", "psa"),
            r4("PSA livre", "0,31", "ng/mL", "–", "fpsa"),
            r4("Relação PSA livre/total", "34", "%", "superior a 25", "psa_ratio"),
            r4("CEA", "2,1", "ng/mL", "Não fumantes: até 3,8", "cea"),
            r4("CA 19-9", "< 2,0", "U/mL", "até 34,0", "ca199"),
            r4("Alfafetoproteína", "3,4", "ng/mL", "até 7,0", "afp"),
        ], rules="none", pad=0.8),
        P("Marcadores tumorais não devem ser usados isoladamente para rastreamento ou diagnóstico. "
          "A relação PSA livre/total é informada apenas quando o PSA total está entre 0,5 e 10,0 ng/mL.",
          italic=True, size=7.2),
        Space(3),
        H("INTERPRETAÇÃO DAS SOROLOGIAS", 2),
        Table([Col("Perfil", 0.5, "text"), Col("Leitura", 0.5, "text")], [
            Row(["HBsAg não reagente + anti-HBc reagente + anti-HBs reagente",
                 "Compatível com infecção passada pelo vírus B com imunidade"]),
            Row(["Anti-HBs reagente isolado", "Compatível com resposta vacinal"]),
        ], rules="box", size=7.4),
    ]
    page = [
        Cols(left, right, 0.5),
        Sig([["Dra. Patrícia Wendt", "CRF-PR 18.245 – Responsável técnica"],
             ["Dr. Gustavo Hoffmann", "CRM-PR 30.411 – Imunologia"]],
            note="Amostra colhida em 29/08/2025; soroteca mantida por 30 dias para eventual "
                 "repetição (até 28/09/2025)."),
    ]
    return Report("bi08", lab, st, "Curitiba/PR", pat, [page], "2025-08-29",
                  footer="Resultado disponibilizado em 02/09/2025 às 16:37 – Autenticidade: "
                         "BE-7712-0345-A9",
                  features="two-column page: serology as small blocks (heading/material/result) on "
                           "the left, tumour-marker table without rules on the right; Não reagente/"
                           "Reagente, 'superior a', '< 2,0'; interpretation table that is not a result")


# ===========================================================================
# bi09 - Fortaleza: CBC in x10³/µL, iron/vitamins, lipids recollected, urine another day
# ===========================================================================
def bi09():
    lab = Lab("Laboratório Santa Clara", "Análises clínicas – Aldeota",
              "Santa Clara Análises Clínicas Ltda. – CNPJ 07.552.318/0001-84 – CNES 2471299 – "
              "RT: Dra. Aline Bezerra – CRF-CE 5.302",
              "Rua Barbosa de Freitas, 1.020 – Aldeota – Fortaleza/CE",
              "(85) 3244-9010 · labsantaclara.com.br")
    st = Style(font="DejaVu Serif", size=8.3, accent="#4a148c", header="center", margin=12)
    pat = [("Paciente", "Lívia Maria Sampaio Ribeiro"), ("Nascimento", "18/08/1989"), ("Sexo", "F"),
           ("Registro", "SC-2024-118092"), ("Médica", "Dra. Tereza Holanda – CRM-CE 14.227"),
           ("Cadastro", "04/11/2024"), ("Coleta", "05/11/2024 07:30"), ("Emissão", "11/11/2024"),
           ("Convênio", "Hapvida")]
    c = cols4("Hemograma", w=(0.32, 0.15, 0.15, 0.38))
    cbc = Table(c, [
        Sub("Eritrograma"),
        r4("Hemácias", "4,02", "x10⁶/µL", "4,00 a 5,20", "rbc"),
        r4("Hemoglobina", "10,9", "g/dL", "12,0 a 16,0", "hb", flag="L"),
        r4("Hematócrito", "34,0", "%", "36,0 a 46,0", "hct", flag="L"),
        r4("VCM", "84,6", "fL", "80,0 a 100,0", "mcv"),
        r4("HCM", "27,1", "pg", "27,0 a 33,0", "mch"),
        r4("CHCM", "32,1", "g/dL", "31,0 a 36,0", "mchc"),
        r4("RDW-CV", "16,4", "%", "11,5 a 14,5", "rdw", flag="H"),
        Sub("Leucograma"),
        r4("Leucócitos", "5,92", "x10³/µL", "4,00 a 10,00", "wbc"),
    ], rules="rows")

    def d(name, p, a, rp, ra, cp, ca):
        return Row([name, V(p, code=cp, unit="%"), V(a, code=ca, unit="x10³/µL"), rp, ra])
    diff = Table([Col("Diferencial", 0.32, "name"), Col("Relativo (%)", 0.15, "value", "R"),
                  Col("Absoluto (x10³/µL)", 0.17, "value", "R"), Col("Ref. (%)", 0.14, "ref"),
                  Col("Ref. (x10³/µL)", 0.22, "ref")], [
        d("Neutrófilos", "53,0", "3,14", "45 a 70", "1,80 a 7,00", "neut_p", "neut_a"),
        d("Linfócitos", "36,5", "2,16", "20 a 45", "1,00 a 4,80", "lymph_p", "lymph_a"),
        d("Monócitos", "7,4", "0,44", "3 a 10", "0,20 a 0,95", "mono_p", "mono_a"),
        d("Eosinófilos", "2,6", "0,15", "1 a 5", "0,05 a 0,50", "eos_p", "eos_a"),
        d("Basófilos", "0,5", "0,03", "0 a 1", "0,00 a 0,20", "baso_p", "baso_a"),
    ], rules="rows")
    plt = Table(cols4("Plaquetas", w=(0.32, 0.15, 0.15, 0.38)), [
        r4("Contagem de plaquetas", "267", "x10³/µL", "150 a 450", "plt"),
    ], rules="rows")
    page1 = [
        H("HEMOGRAMA", right="Sangue total EDTA – automação Mindray BC-6800"),
        cbc, diff, plt,
        P("Morfologia: hipocromia discreta (+), anisocitose (+). Sugere-se correlação com o perfil "
          "de ferro abaixo.", italic=True, size=7.6),
        H("PERFIL DE FERRO E VITAMINAS", right="Soro – coleta 05/11/2024"),
        Table(cols4(w=(0.40, 0.13, 0.12, 0.35)), [
            r4("Ferro sérico", "54", "µg/dL", "50 a 170", "iron"),
            r4("Capacidade total de ligação do ferro", "412", "µg/dL", "250 a 450", "tibc"),
            r4("Índice de saturação da transferrina", "13", "%", "20 a 50", "tsat", flag="L"),
            r4("Ferritina", "11,8", "ng/mL", "13 a 150", "ferritin", flag="L"),
            r4("Vitamina B12", "298", "pg/mL", "197 a 771", "b12"),
            r4("Ácido fólico", "7,2", "ng/mL", "superior a 3,9", "folate"),
        ], rules="rows"),
    ]
    lip = "2024-11-08"
    uri = "2024-11-06"

    def u(name, val, ref, code):
        return Row([name, V(val, date=uri), "", ref], code=code, unit="")
    page2 = [
        H("LIPIDOGRAMA", right="Amostra recoletada em 08/11/2024 (soro lipêmico em 05/11)"),
        P("Material: soro – jejum de 12 h    Método: enzimático colorimétrico; LDL por Friedewald",
          italic=True, size=7.6),
        Table(cols4(w=(0.34, 0.14, 0.14, 0.38)), [
            r4("COLESTEROL TOTAL", "176", "mg/dL", "desejável: inferior a 190", "chol", date=lip),
            r4("HDL", "52", "mg/dL", "desejável: superior a 40", "hdl", date=lip),
            r4("LDL", "104", "mg/dL", "conforme risco cardiovascular", "ldl_c", date=lip),
            r4("TRIGLICÉRIDES", "98", "mg/dL", "inferior a 150", "tg", date=lip),
        ], rules="rows"),
        H("URINA ROTINA", right="Coleta: 06/11/2024 06:40 (amostra trazida pela paciente)"),
        Table(cols4("Urina tipo 1", w=(0.32, 0.18, 0.12, 0.38)), [
            u("Densidade", "1,015", "1,005 a 1,030", "u_sg"),
            u("pH", "5,5", "5,0 a 7,0", "u_ph"),
            u("Proteínas", "Ausentes", "Ausentes", "u_prot"),
            u("Glicose", "Ausente", "Ausente", "u_glu"),
            u("Leucócitos (sedimento)", "Raros", "até 5 por campo", "u_wbc_hpf"),
            u("Hemácias (sedimento)", "Raras", "até 3 por campo", "u_rbc_hpf"),
            u("Bactérias", "Ausentes", "Ausentes", "u_bact"),
        ], rules="rows"),
        P("Nota: os exames deste laudo foram coletados em datas diferentes (sangue em 05/11/2024, "
          "urina em 06/11/2024 e recoleta do lipidograma em 08/11/2024).", italic=True, size=7.6),
        Sig([["Dra. Aline Bezerra", "Farmacêutica-Bioquímica – CRF-CE 5.302"]]),
    ]
    return Report("bi09", lab, st, "Fortaleza/CE", pat, [page1, page2], "2024-11-05",
                  footer="Laudo impresso em 11/11/2024 14:03 – Santa Clara: resultados também pelo "
                         "aplicativo.",
                  features="serif font, CBC in x10⁶/µL and x10³/µL with relative/absolute "
                           "differential columns, H/L flags, three collection dates (blood, urine, "
                           "lipid recollection), short urinalysis with 'Raros'/'Ausentes', 'HDL' "
                           "variant")


# ===========================================================================
# bi10 - Goiânia: method and reference columns BEFORE the result
# ===========================================================================
def bi10():
    lab = Lab("Laboratório Alvorada", "Análises clínicas e toxicológicas",
              "Alvorada Laboratório Clínico Eireli – CNPJ 26.774.105/0001-66 – CNES 5093227",
              "Av. T-63, 1.296 – Setor Bueno – Goiânia/GO",
              "(62) 3251-7300 · laboratorioalvorada.com.br", "RT: Dr. Fábio Caiado – CRF-GO 6.018")
    st = Style(font="DejaVu Serif", size=8.0, accent="#bf360c", header="box", margin=12,
               head_font="DejaVu Sans")
    pat = [("Paciente", "Leonardo Batista Rezende"), ("Nascimento", "13/04/1982"), ("Sexo", "M"),
           ("OS", "AV-301455"), ("Médico", "Dr. Rafael Peixoto – CRM-GO 16.902"),
           ("Data da requisição", "18/09/2025"), ("Coleta", "23/09/2025 07:48"),
           ("Liberado em", "25/09/2025"), ("Impresso em", "26/09/2025")]
    c = [Col("Exame", 0.25, "name"), Col("Método", 0.22, "text"), Col("Valores de referência", 0.29, "ref"),
         Col("Resultado", 0.13, "value", "R"), Col("Unidade", 0.11, "unit")]

    def r(name, meth, ref, val, unit, code, flag=""):
        return Row([name, meth, ref, V(val, flag), unit], code=code, unit=unit)
    page = [
        H("COAGULAÇÃO", right="Plasma citratado"),
        Table(c, [
            r("Tempo de protrombina", "Coagulométrico", "10,0 a 13,5", "12,8", "s", "pt_s"),
            r("Atividade de protrombina", "Coagulométrico", "70 a 120", "94", "%", "pt_act"),
            r("RNI", "Cálculo (ISI 1,01)", "0,90 a 1,25", "1,03", "", "inr"),
            r("TTPa", "Coagulométrico", "25,0 a 36,0", "29,6", "s", "aptt_s"),
            r("Fibrinogênio", "Clauss", "200 a 400", "287", "mg/dL", "fib"),
        ], rules="rows", head_fill="#fbe9e7"),
        H("HORMÔNIOS", right="Soro"),
        Table(c, [
            r("Testosterona total", "Quimioluminescência", "Homens 20 a 49 anos: 249 a 836", "412", "ng/dL",
              "testo"),
            r("Testosterona livre\n(calculada)", "Vermeulen", "Homens: 4,3 a 22,0", "8,1", "ng/dL",
              "ftesto"),
            r("SHBG", "Quimioluminescência", "18,3 a 54,1", "38,4", "nmol/L", "shbg"),
            r("Cortisol (coleta às 8 h)", "Quimioluminescência", "Manhã (7 a 10 h): 6,2 a 19,4", "13,6",
              "µg/dL", "cortisol"),
            r("DHEA-S", "Quimioluminescência", "Homens 35 a 44 anos: 160 a 449", "186", "µg/dL", "dheas"),
            r("PTH intacto", "Eletroquimiolum. (ECLIA)", "15 a 65", "42", "pg/mL", "pth"),
            r("Prolactina", "Quimioluminescência", "Homens: 4,0 a 15,2", "9,4", "ng/mL", "prl"),
        ], rules="rows", head_fill="#fbe9e7"),
        H("METABOLISMO GLICÍDICO", right="Plasma fluoretado / soro – jejum de 8 h"),
        Table(c, [
            r("Glicose", "Hexoquinase", "70 a 99", "96", "mg/dL", "glu_f"),
            r("Insulina", "Quimioluminescência", "2,6 a 24,9", "9,8", "µUI/mL", "insulin"),
        ], rules="rows", head_fill="#fbe9e7"),
        P("Índice HOMA-IR calculado a partir da glicose e da insulina de jejum: 2,3 (referência: "
          "inferior a 2,7). A testosterona livre foi estimada pela fórmula de Vermeulen a partir da "
          "testosterona total, SHBG e albumina (4,5 g/dL, dosada em 18/09/2025 em outro serviço).",
          italic=True, size=7.4),
        Sig([["Dr. Fábio Caiado", "Farmacêutico-Bioquímico – CRF-GO 6.018"],
             ["Dra. Mirela Sousa", "Biomédica – CRBM 3 – 19.554"]]),
    ]
    return Report("bi10", lab, st, "Goiânia/GO", pat, [page], "2025-09-23",
                  footer="Laudo liberado eletronicamente. Resultados válidos somente com assinatura.",
                  features="column order Exame | Método | Referência | Resultado | Unidade (result "
                           "after the range), coagulation and hormone panels, HOMA-IR only in a note "
                           "(not a result), two-line name, distractor albumin date")


# ===========================================================================
# bi11 - São José dos Campos: kidney/electrolytes with previous result and a second sample
# ===========================================================================
def bi11():
    lab = Lab("Hemolab Diagnósticos do Vale", "Laboratório de apoio hospitalar e ambulatorial",
              "Hemolab Vale Ltda. – CNPJ 52.318.940/0001-05 – CNES 2746581 – "
              "RT: Dr. Nelson Hirata – CRM-SP 87.330",
              "Rua Paraibuna, 455 – Jardim São Dimas – São José dos Campos/SP",
              "(12) 3941-2200", "hemolabvale.com.br")
    st = Style(font="Liberation Sans", size=8.6, accent="#1565c0", header="split", margin=12)
    pat = [("Paciente", "Sebastião Aparecido Moraes"), ("Nascimento", "29/01/1949"), ("Sexo", "Masculino"),
           ("Atendimento", "HV-5510982"), ("Médico", "Dr. Luís G. Prado – CRM-SP 98.145"),
           ("Internação anterior", "02/12/2024"), ("Coleta", "20/01/2025 06:30"),
           ("Liberação", "21/01/2025 17:45"), ("Origem", "Ambulatório")]
    prev = "2024-12-12"
    c = [Col("Exame", 0.31, "name"), Col("Resultado", 0.15, "value", "R"), Col("Unidade", 0.13, "unit"),
         Col("Anterior\n(12/12/2024)", 0.14, "prev", "R"), Col("Referência", 0.27, "ref")]

    def r(name, val, unit, ant, ref, code, flag="", aflag="", date=None):
        a = V(ant, aflag, date=prev) if ant else "—"
        return Row([name, V(val, flag, date=date), unit, a, ref], code=code, unit=unit)
    second = "2025-01-21"
    page = [
        H("ELETRÓLITOS", right="Soro – eletrodo íon-seletivo / colorimétrico"),
        Table(c, [
            r("Sódio", "141", "mmol/L", "138", "136 a 145", "na"),
            r("Potássio", "3,3", "mmol/L", "3,9", "3,5 a 5,1", "k", flag="L"),
            r("Cloro", "104", "mmol/L", "101", "98 a 107", "cl"),
            r("Cálcio iônico", "1,21", "mmol/L", "", "1,15 a 1,32", "ica"),
            r("Magnésio", "1,7", "mg/dL", "1,9", "1,6 a 2,6", "mg"),
            r("Fósforo", "2,9", "mg/dL", "", "2,5 a 4,5", "phos"),
        ], rules="rows"),
        H("FUNÇÃO RENAL", right="Soro – enzimático / Jaffé compensado"),
        Table(c, [
            r("Ureia", "41", "mg/dL", "48", "17 a 49", "urea"),
            r("Creatinina", "1,21", "mg/dL", "1,38", "0,70 a 1,20", "creat", flag="H", aflag="H"),
            r("Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "61", "mL/min/1,73 m²", "52",
              "superior a 60", "egfr21", aflag="L"),
            r("Ácido úrico", "7,9", "mg/dL", "8,4", "3,4 a 7,0", "urate", flag="H", aflag="H"),
        ], rules="rows"),
        H("ENZIMAS E INFLAMAÇÃO", right="Segunda amostra – coleta: 21/01/2025 08:10"),
        Table(c, [
            r("Creatinoquinase (CK)", "312", "U/L", "", "39 a 308", "ck", flag="Alto", date=second),
            r("Desidrogenase lática (LDH)", "198", "U/L", "", "135 a 225", "ldh", date=second),
            r("Amilase", "64", "U/L", "", "28 a 100", "amyl", date=second),
            r("Lipase", "38", "U/L", "", "13 a 60", "lipase", date=second),
            r("Proteína C reativa", "0,8", "mg/dL", "2,6", "inferior a 1,0", "crp", date=second, aflag="Alto"),
        ], rules="rows"),
        P("A segunda amostra (21/01/2025) foi colhida a pedido médico após exercício físico relatado "
          "na véspera. L = baixo; H/Alto = acima da referência. Resultados anteriores: coleta de "
          "12/12/2024, alta hospitalar em 10/12/2024.", italic=True, size=7.4),
        Sig([["Dr. Nelson Hirata", "Patologista Clínico – CRM-SP 87.330"],
             ["Dra. Keiko Yamamoto", "Farmacêutica – CRF-SP 44.120"]]),
    ]
    return Report("bi11", lab, st, "São José dos Campos/SP", pat, [page], "2025-01-20",
                  footer="Emitido em 22/01/2025 08:02 – Para uso exclusivo do médico assistente e "
                         "do paciente.",
                  features="previous-result column after the unit, a second sample with its own "
                           "collection date (next day), flags L/H/Alto on current and previous "
                           "values, eGFR name split over two lines")


# ===========================================================================
# bi12 - Florianópolis: check-up, dotted leaders, two pages, thyroid/markers/serology
# ===========================================================================
def bi12():
    lab = Lab("Laboratório Modelo – LMAC", "Análises clínicas · check-up e medicina preventiva",
              "LMAC Análises Clínicas Ltda. – CNPJ 81.220.457/0001-90 – CNES 2659212 – "
              "RT: Dra. Joana Zimmermann – CRF-SC 7.731",
              "Rua Felipe Schmidt, 390 – Centro – Florianópolis/SC",
              "(48) 3222-5600 · lmac.com.br", "Posto Centro")
    st = Style(font="DejaVu Sans", size=8.8, accent="#8e0000", header="left", margin=13)
    pat = [("Paciente", "Helena Beatriz Cardoso"), ("Nascimento", "03/10/1967"), ("Sexo", "F"),
           ("Requisição", "R-2025-09-44120"), ("Médico", "Dr. Tiago Brüggemann – CRM-SC 12.876"),
           ("Data do pedido", "29/09/2025"), ("Coletado em", "06/10/2025 07:15"),
           ("Liberado em", "08/10/2025"), ("Emitido em", "08/10/2025 18:20")]
    c = [Col("Exame", 0.42, "name"), Col("Resultado", 0.14, "value", "R"), Col("Unidade", 0.16, "unit"),
         Col("Referência", 0.28, "ref")]
    page1 = [
        H("BIOQUÍMICA", right="Soro / plasma – jejum de 10 h"),
        Table(c, [
            r4("Glicose", "91", "mg/dL", "70 a 99", "glu_f"),
            r4("Hemoglobina glicada (HbA1c)", "5,2", "%", "inferior a 5,7", "hba1c"),
            r4("Ureia", "27", "mg/dL", "15 a 40", "urea"),
            r4("Creatinina", "0,71", "mg/dL", "0,50 a 0,90", "creat"),
            r4("Filtração glomerular estimada (CKD-EPI)", "> 90", "mL/min/1,73 m²", "> 90", "egfr09"),
            r4("Ácido úrico", "4,6", "mg/dL", "2,4 a 5,7", "urate"),
        ], rules="none", leaders=True, pad=0.6),
        H("LIPÍDIOS", right="Soro – enzimático"),
        Table(c, [
            r4("Colesterol total", "187", "mg/dL", "desejável < 190", "chol"),
            r4("Colesterol - HDL", "63", "mg/dL", "> 40", "hdl"),
            r4("Colesterol - LDL", "103", "mg/dL", "conforme risco", "ldl"),
            r4("Triglicerídeos", "104", "mg/dL", "< 150", "tg"),
        ], rules="none", leaders=True, header=False, pad=0.6),
        H("FÍGADO E FERRO", right="Soro"),
        Table(c, [
            r4("TGO – aspartato aminotransferase", "21", "U/L", "até 32", "ast"),
            r4("TGP – alanina aminotransferase", "17", "U/L", "até 33", "alt"),
            r4("Gama-glutamiltransferase", "24", "U/L", "5 a 36", "ggt"),
            r4("Fosfatase alcalina", "88", "U/L", "35 a 104", "alp"),
            r4("Bilirrubina total", "0,48", "mg/dL", "até 1,20", "bili_t"),
            r4("Ferro", "96", "µg/dL", "33 a 193", "iron"),
            r4("Ferritina", "64", "ng/mL", "13 a 150", "ferritin"),
            r4("Transferrina", "262", "mg/dL", "200 a 360", "transf"),
        ], rules="none", leaders=True, header=False, pad=0.6),
        P("Jejum informado pela paciente: 10 horas. Medicamentos em uso: levotiroxina 50 µg/dia "
          "(última dose em 05/10/2025, 06:00).", italic=True, size=7.8),
    ]
    page2 = [
        H("TIREOIDE", right="Soro – eletroquimioluminescência"),
        Table(c, [
            r4("TSH – hormônio tireoestimulante", "1,94", "µUI/mL", "0,27 a 4,20", "tsh"),
            r4("T4 livre", "1,31", "ng/dL", "0,93 a 1,70", "ft4"),
            r4("T3 livre", "3,05", "pg/mL", "2,00 a 4,40", "ft3"),
            r4("Anti-TPO (anticorpos antiperoxidase)", "12,0", "UI/mL", "< 34,0", "atpo"),
            r4("Anti-tireoglobulina", "< 1,3", "UI/mL", "< 115", "atg"),
        ], rules="none", leaders=True, pad=0.6),
        H("MARCADORES TUMORAIS", right="Soro – eletroquimioluminescência"),
        Table(c, [
            r4("CA 125", "12,4", "U/mL", "até 35,0", "ca125"),
            r4("CA 15-3", "14,8", "U/mL", "até 25,0", "ca153"),
            r4("CEA – antígeno carcinoembrionário", "1,1", "ng/mL", "até 5,0", "cea"),
        ], rules="none", leaders=True, header=False, pad=0.6),
        H("SOROLOGIA PARA HEPATITES", right="Soro – quimioluminescência"),
        Table(c, [
            r4("HBsAg", "Não reagente", "", "Não reagente", "hbsag"),
            r4("Anti-HBc total", "Reagente", "", "Não reagente", "antihbc"),
            r4("Anti-HCV", "Não reagente", "", "Não reagente", "hcv"),
        ], rules="none", leaders=True, header=False, pad=0.6),
        P("Anti-HBc total reagente com HBsAg não reagente: sugere-se pesquisa de anti-HBs para "
          "caracterizar infecção prévia pelo vírus da hepatite B.", italic=True, size=7.8),
        Sig([["Dra. Joana Zimmermann", "Farmacêutica-Bioquímica – CRF-SC 7.731"],
             ["Dr. Paulo Roberto Lenzi", "Patologista Clínico – CRM-SC 9.448"]]),
    ]
    return Report("bi12", lab, st, "Florianópolis/SC", pat, [page1, page2], "2025-10-06",
                  footer="LMAC – Acreditado PALC. Resultados disponíveis por 12 meses no site.",
                  features="check-up over two pages, dotted leaders without rules, 'Colesterol - HDL' "
                           "variant, '> 90' and '< 1,3', Reagente/Não reagente, medication-time "
                           "distractor date")


REPORTS = [bi01(), bi02(), bi03(), bi04(), bi05(), bi06(), bi07(), bi08(), bi09(), bi10(), bi11(),
           bi12()]
BY_ID = {r.id: r for r in REPORTS}
