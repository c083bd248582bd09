"""ao02 – Labora+ Diagnósticos (Rio de Janeiro/RJ).
House style: one block per exam (heading / material / method / result), reference printed
under the result in small print, dashed separators, word flags (Alto/Baixo) after the unit,
PSA panel with a distractor 'última ejaculação' date."""
from kit import C, S, V, br, ckd_epi_2021, d, eag, kv, para
from model import Box, Grid, HRule, Logo, Page, Report, Res, Row, Space

NAVY, ORANGE = "#1d3557", "#e76f24"
DATE = d("18/02/2025")
W = 186.0


def header(page):
    g = Grid([60, 126], [Row([
        C(S("labora", bold=True, size=22, color=NAVY), S("+", bold=True, size=22, color=ORANGE),
          S("\nDIAGNÓSTICOS", bold=True, size=7.5, color=NAVY)),
        C(S("Labora+ Diagnósticos Ltda. – CNPJ 27.604.118/0001-72 – CNES 3390417\n", size=7),
          S("Av. das Américas, 4.112, bloco 3, loja 108 – Barra da Tijuca – Rio de Janeiro/RJ – CEP 22640-102\n", size=7),
          S("Central de atendimento (21) 3064-2200 – resultados: labora.mais.exemplo.br", size=7),
          align="R", valign="B"),
    ], pad=(0.2, 0.5))])
    if page == 1:
        pat = kv([26, 76, 30, 50], [
            [("Paciente", "JOSÉ ANTÔNIO FERREIRA LOBO"), ("Pedido nº", "RJ-2502-183377")],
            [("Nascimento", "02/09/1961 (63 anos)"), ("Sexo", "Masculino")],
            [("Solicitante", "Dra. Cláudia M. Ribas – CRM-RJ 52-77419-3"), ("Data do pedido", "10/02/2025")],
            [("Coleta", "18/02/2025 às 08:05"), ("Recebido no lab.", "18/02/2025 às 10:22")],
            [("Unidade", "Barra – Shopping Downtown"), ("Liberado em", "19/02/2025 às 11:40")],
        ], size=7.8, label_color=NAVY, pad=(0.3, 1.0))
    else:
        pat = kv([26, 76, 30, 50], [
            [("Paciente", "JOSÉ ANTÔNIO FERREIRA LOBO"), ("Pedido nº", "RJ-2502-183377")],
            [("Coleta", "18/02/2025 às 08:05"), ("Liberado em", "19/02/2025 às 11:40")],
        ], size=7.8, label_color=NAVY, pad=(0.3, 1.0))
    return [g, HRule(1.0, ORANGE, 1.0, 1.0), Box([pat], 0.8, NAVY, fill="#f1f4f8", pad=1.2, left_only=True), Space(2.5)]


def exam(title, material, method, lines, note=None):
    """lines: list of (label, Res, flagword, reference text)."""
    rows = [Row([C(S(title, bold=True, size=9.4, color=NAVY), span=3)], pad=(0.4, 0.5)),
            Row([C(S("Material: ", bold=True), S(material), S("     Método: ", bold=True), S(method), span=3)],
                size=6.9, color="#555555", pad=(0.1, 0.5))]
    for label, r, flag, ref in lines:
        segs = [V(r, bold=True, size=10.2), S(" " + r.unit if r.unit else "", size=8.6)]
        if flag:
            segs.append(S("   " + flag, bold=True, color="#c0392b", size=8.2))
        rows.append(Row([C(S(label, size=8.4)), C(*segs, span=2)], pad=(0.35, 0.5)))
        rows.append(Row([C(""), C(S(ref, size=6.8, color="#444444"), span=2)], pad=(0.0, 0.5)))
    if note:
        rows.append(Row([C(S(note, size=6.6, italic=True, color="#555555"), span=3)], pad=(0.6, 0.5)))
    return [Grid([44, 60, W - 104], rows, size=8.4), HRule(0.2, "#9aa3ad", 1.2, 1.4, dash=True)]


def footer(page, n):
    return [HRule(0.3, NAVY, 0, 0.8), Grid([146, 40], [Row([
        C(S("Resultados liberados eletronicamente. Responsável técnico: Dr. Henrique T. Bastos – CRM-RJ 52-61204-8. "
            "Este laudo só tem validade com a assinatura digital do responsável pela liberação.", size=6.4,
            color="#555555")),
        C(S(f"Folha {page}/{n}", size=7.5, bold=True, color=NAVY), align="R")])])]


def build() -> Report:
    egfr = round(ckd_epi_2021(1.12, 63, False))
    p1 = header(1)
    p1 += exam("GLICOSE", "Soro", "Enzimático – hexoquinase",
               [("Resultado:", Res("GLICOSE", "glu_fast", "94", "mg/dL"), "",
                 "Valores de referência: 70 a 99 mg/dL (jejum de 8 horas)")])
    p1 += exam("HEMOGLOBINA GLICADA (HbA1c)", "Sangue total – EDTA", "Cromatografia líquida de alta eficiência (HPLC)",
               [("Resultado:", Res("HEMOGLOBINA GLICADA (HbA1c)", "hba1c", "5,6", "%"), "",
                 "Normal: inferior a 5,7 % | Pré-diabetes: 5,7 a 6,4 % | Diabetes: igual ou superior a 6,5 %"),
                ("Glicose média estimada:", Res("Glicose média estimada", "eag", br(eag(5.6)), "mg/dL"), "",
                 "Calculada pela fórmula de Nathan (ADAG): 28,7 × HbA1c – 46,7")],
               note="Método certificado pelo NGSP. Hemoglobinas variantes não detectadas no cromatograma.")
    p1 += exam("UREIA", "Soro", "Cinético UV – urease/GLDH",
               [("Resultado:", Res("UREIA", "urea", "38", "mg/dL"), "", "Valores de referência: 17 a 49 mg/dL")])
    p1 += exam("CREATININA", "Soro", "Cinético colorimétrico (Jaffé compensado)",
               [("Resultado:", Res("CREATININA", "creat", "1,12", "mg/dL"), "",
                 "Valores de referência – homens: 0,70 a 1,20 mg/dL"),
                ("TFG estimada (CKD-EPI 2021):", Res("TFG estimada (CKD-EPI 2021)", "egfr", str(egfr),
                                                     "mL/min/1,73 m²"), "",
                 "Superior a 60 mL/min/1,73 m² (estimativa sem coeficiente racial)")])
    p1 += exam("ÁCIDO ÚRICO", "Soro", "Enzimático – uricase/peroxidase",
               [("Resultado:", Res("ÁCIDO ÚRICO", "uric", "6,4", "mg/dL"), "",
                 "Valores de referência – homens: 3,4 a 7,0 mg/dL")])
    p1 += exam("SÓDIO", "Soro", "Eletrodo íon seletivo (indireto)",
               [("Resultado:", Res("SÓDIO", "na", "140", "mmol/L"), "", "Valores de referência: 136 a 145 mmol/L")])
    p1 += exam("POTÁSSIO", "Soro", "Eletrodo íon seletivo (indireto)",
               [("Resultado:", Res("POTÁSSIO", "k", "4,6", "mmol/L"), "", "Valores de referência: 3,5 a 5,1 mmol/L")])
    p1 += exam("CÁLCIO", "Soro", "Colorimétrico – arsenazo III",
               [("Resultado:", Res("CÁLCIO", "ca", "9,4", "mg/dL"), "", "Valores de referência: 8,6 a 10,3 mg/dL")])
    p1 += exam("PROTEÍNA C REATIVA (PCR)", "Soro", "Imunoturbidimetria",
               [("Resultado:", Res("PROTEÍNA C REATIVA (PCR)", "crp", "inferior a 3,0", "mg/L"), "",
                 "Valores de referência: inferior a 5,0 mg/L")])

    p2 = header(2)
    p2 += exam("TGO – TRANSAMINASE OXALACÉTICA (AST)", "Soro", "Cinético UV (IFCC) sem piridoxal",
               [("Resultado:", Res("TGO – TRANSAMINASE OXALACÉTICA (AST)", "ast", "24", "U/L"), "",
                 "Valores de referência – homens: até 40 U/L")])
    p2 += exam("TGP – TRANSAMINASE PIRÚVICA (ALT)", "Soro", "Cinético UV (IFCC) sem piridoxal",
               [("Resultado:", Res("TGP – TRANSAMINASE PIRÚVICA (ALT)", "alt", "31", "U/L"), "",
                 "Valores de referência – homens: até 41 U/L")])
    p2 += exam("GAMA GLUTAMIL TRANSFERASE (GAMA GT)", "Soro", "Cinético colorimétrico (IFCC)",
               [("Resultado:", Res("GAMA GLUTAMIL TRANSFERASE (GAMA GT)", "ggt", "72", "U/L", flag="Alto"), "Alto",
                 "Valores de referência – homens: 8 a 61 U/L")])
    p2 += exam("FOSFATASE ALCALINA", "Soro", "Cinético colorimétrico (IFCC – AMP)",
               [("Resultado:", Res("FOSFATASE ALCALINA", "alp", "78", "U/L"), "",
                 "Valores de referência – adultos: 40 a 129 U/L")])
    p2 += exam("BILIRRUBINAS", "Soro", "Colorimétrico – diazo (DPD)",
               [("Bilirrubina total:", Res("Bilirrubina total", "bil_t", "0,72", "mg/dL"), "",
                 "Valores de referência: até 1,20 mg/dL"),
                ("Bilirrubina direta:", Res("Bilirrubina direta", "bil_d", "0,18", "mg/dL"), "",
                 "Valores de referência: até 0,30 mg/dL"),
                ("Bilirrubina indireta:", Res("Bilirrubina indireta", "bil_i", "0,54", "mg/dL"), "",
                 "Valores de referência: até 0,90 mg/dL (calculada)")])
    p2 += exam("TSH – HORMÔNIO TIREOESTIMULANTE", "Soro", "Eletroquimioluminescência (3ª geração)",
               [("Resultado:", Res("TSH – HORMÔNIO TIREOESTIMULANTE", "tsh", "2,31", "µUI/mL"), "",
                 "Valores de referência – adultos: 0,45 a 4,50 µUI/mL")])
    p2 += exam("T4 LIVRE", "Soro", "Eletroquimioluminescência",
               [("Resultado:", Res("T4 LIVRE", "ft4", "1,12", "ng/dL"), "", "Valores de referência: 0,70 a 1,48 ng/dL")])
    p2 += exam("PSA TOTAL E LIVRE", "Soro", "Quimioluminescência (calibração WHO 96/670)",
               [("PSA total:", Res("PSA total", "psa", "3,84", "ng/mL"), "",
                 "Valores de referência – 60 a 69 anos: até 4,50 ng/mL"),
                ("PSA livre:", Res("PSA livre", "fpsa", "0,62", "ng/mL"), "", "Sem valor de referência isolado"),
                ("Relação PSA livre/total:", Res("Relação PSA livre/total", "psa_ratio", "16,1", "%",
                                                 flag="Baixo"), "Baixo",
                 "Relação sugestiva de benignidade: superior a 25 % (aplicável a PSA total entre 4 e 10 ng/mL)")],
               note="Informações do paciente: última ejaculação em 15/02/2025; sem manipulação prostática recente. "
                    "Valores de PSA obtidos por metodologias diferentes não são intercambiáveis.")
    p2 += [Space(2), Grid([100, 86], [Row([
        C(S("Conferido e liberado por:\n", size=7, color="#555555"), S("Dra. Letícia Andrade Vianna\n", bold=True),
          S("Biomédica – CRBM-1 18.442 – 19/02/2025 11:40", size=7)),
        C(S("Documento emitido em 19/02/2025 às 11:52", size=7, color="#555555"), align="R", valign="B")])],
        size=8.4)]
    return Report("ao02", "Labora+ Diagnósticos", "Rio de Janeiro/RJ", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="carlito", size=8.4,
                  features="one block per exam (heading/material/method/result); reference under the result in "
                           "small print; word flags Alto/Baixo; 'inferior a' value; eGFR and eAG inside other "
                           "blocks; PSA total/livre/ratio")
