"""aj04 - regional network, Recife/PE: first-trimester prenatal panel.  Value and unit in
one cell, x10⁶/µL and x10³/µL units, blood group/Rh/antibody screen, serology in two boxed
columns (qualitative and index results), urinalysis in two columns, urine culture, urine
collected the day after the blood; DUM/DPP/gestational age as distractor dates."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

PUR = "#5b2a86"
LIL = "#f1eaf7"
URINE = "2025-06-17"


def sec(title, right=""):
    return Table([64, 118], [Row([C(Sp(title, b=True, color="#ffffff")), C(Sp(right, color="#ffffff"), align="R")],
                                 fill=PUR)], lh=4.8, pad=0.2, hpad=2, st={"size": 8.6})


def thead(*cols):
    return Row([C(Sp(c, b=True, color=PUR)) for c in cols], line_below=True)


def build():
    abo = res("abo", "Grupo sanguíneo (sistema ABO)", "O", "")
    rh = res("rh", "Fator Rh (antígeno D)", "Positivo", "")
    coombs = res("abscreen", "Pesquisa de anticorpos irregulares (Coombs indireto)", "Negativo", "")
    cbc = [(res("rbc", "Hemácias", "4,12", "x10⁶/µL"), "3,80 a 5,20 x10⁶/µL"),
           (res("hgb", "Hemoglobina", "11,8", "g/dL"), "11,0 a 15,0 g/dL"),
           (res("hct", "Hematócrito", "35,1", "%"), "33,0 a 45,0 %"),
           (res("mcv", "VCM", "85,2", "fL"), "80,0 a 100,0 fL"),
           (res("mch", "HCM", "28,6", "pg"), "27,0 a 33,0 pg"),
           (res("mchc", "CHCM", "33,6", "g/dL"), "31,5 a 36,0 g/dL"),
           (res("rdw", "RDW", "13,4", "%"), "11,5 a 15,0 %"),
           (res("wbc", "Leucócitos", "8,9", "x10³/µL"), "5,0 a 15,0 x10³/µL"),
           (res("plt", "Plaquetas", "231", "x10³/µL"), "150 a 400 x10³/µL")]
    glu = res("glu_fast", "Glicose", "81", "mg/dL")

    def header(p, n):
        return [
            TwoCol([Para([Sp("LABCLIN", b=True, size=20, color=PUR), Sp(" NORDESTE", b=True, size=11, color="#9a7bb8")],
                         lh=8),
                    Para(Sp("Medicina Laboratorial", i=True, size=8, color="#6d6d6d"), lh=3.6)],
                   [Para("Unidade Boa Viagem · Av. Conselheiro Aguiar, 3.150 · Recife/PE · CEP 51020-021",
                         "CNPJ 27.640.118/0001-45 · CNES 6659411 · Tel. (81) 3039-4410",
                         "Diretora técnica: Dra. Patrícia L. Wanderley · CRF-PE 4.318",
                         align="R", lh=3.8, size=7, color="#555555")], wl=74, gap=4),
            Space(1.5),
            Table([76, 56, 50], [
                Row([C([Sp("Paciente: ", b=True), "LARISSA GOMES CAVALCANTI"]),
                     C([Sp("Nascimento: ", b=True), "30/11/1996"]), C([Sp("Protocolo: ", b=True), "LN-2506-118274"])]),
                Row([C([Sp("Solicitante: ", b=True), "Dra. Renata B. Arcoverde · CRM-PE 22.618"]),
                     C([Sp("Plano: ", b=True), "Saúde Recife Ouro"]), C([Sp("Atendimento: ", b=True), "16/06/2025"])]),
                Row([C([Sp("DUM: ", b=True), "14/04/2025   ", Sp("IG informada: ", b=True), "9 semanas"]),
                     C([Sp("DPP: ", b=True), "19/01/2026"]), C([Sp("Liberação: ", b=True), "19/06/2025 15:20"])]),
            ], lh=4.3, pad=0.3, hpad=1.5, box=True, rule_color=PUR, st={"size": 7.8}),
            Space(2.5),
        ]
    def footer(p, n):
        return [Rule(0.4, PUR, 1.4),
                Table([150, 32], [Row([
                    C("Exames realizados pela Labclin Nordeste. Laudo assinado digitalmente (ICP-Brasil).",
                      "Documento gerado em 19/06/2025 15:27 · Para conferir acesse o portal com o protocolo acima.",
                      size=6.6, color="#666666"),
                    C(Sp(f"{p}/{n}", b=True, color=PUR), align="R", size=9)])], lh=3.4, pad=0, hpad=0)]

    W3 = [84, 40, 58]
    p1 = [Para(Sp("PAINEL PRÉ-NATAL · 1º TRIMESTRE", b=True, size=11, color=PUR), lh=6), Space(1),
          sec("IMUNO-HEMATOLOGIA", "Coleta: 16/06/2025 07:35"),
          Table(W3, [thead("Exame", "Resultado", "Observação"),
                     Row([C(abo.name), C(V(abo, b=True)), C("Hemaglutinação em gel (direta e reversa)")]),
                     Row([C(rh.name), C(V(rh, b=True)), C("Pesquisa de D fraco não realizada")]),
                     Row([C(coombs.name), C(V(coombs, b=True)), C("Teste da antiglobulina indireta em gel")])],
                lh=4.4, pad=0.25, hlines="none"),
          Space(2.5),
          sec("HEMOGRAMA", "Material: sangue total (EDTA) · Método: citometria de fluxo"),
          Table(W3, [thead("Exame", "Resultado", "Referência (gestante, 1º trimestre)")] +
                [Row([C(r.name), C(V(r, unit=True, b=True)), C(ref)]) for r, ref in cbc],
                lh=4.4, pad=0.25),
          Para("Contagem diferencial de leucócitos sem alterações (liberada apenas mediante solicitação médica).",
               size=7.2, i=True, lh=3.8, color="#555555"),
          Space(2.5),
          sec("GLICEMIA DE JEJUM", "Material: plasma fluoretado · Método: hexoquinase"),
          Table(W3, [thead("Exame", "Resultado", "Referência"),
                     Row([C(glu.name), C(V(glu, unit=True, b=True)),
                          C("Gestantes: inferior a 92 mg/dL", "Diabetes gestacional: 92 a 125 mg/dL",
                            "Diabetes franco: 126 mg/dL ou mais")])], lh=4.2, pad=0.25),
          Para("Critérios IADPSG/OMS 2013 · Ministério da Saúde/FEBRASGO/SBD. Repetir TOTG 75 g entre 24 e 28 "
               "semanas se glicemia de jejum inferior a 92 mg/dL.", size=7.2, i=True, lh=3.8, color="#555555"),
          Space(5),
          Para([Sp("Responsável pela liberação: ", i=True), Sp("Dra. Patrícia L. Wanderley", b=True),
                " · CRF-PE 4.318"], align="R", size=7.6)]

    # ---------------------------------------------------------------- page 2
    vdrl = res("vdrl", "VDRL", "Não reagente", "")
    hiv = res("hiv", "Anti-HIV 1 e 2 (antígeno p24 + anticorpos)", "Não reagente", "")
    hbs = res("hbsag", "HBsAg", "Não reagente", "")
    hcv = res("hcv", "Anti-HCV", "Não reagente", "")
    tg = res("toxo_igg", "Toxoplasmose IgG", "58,4", "UI/mL")
    tm = res("toxo_igm", "Toxoplasmose IgM", "0,21", "")
    rub = res("rub_igg", "Rubéola IgG", "112,5", "UI/mL")
    def box(title, rows):
        return Table([56, 31], [Row([C(Sp(title, b=True, color=PUR), colspan=2)], fill=LIL, line_below=True)] + rows,
                     box=True, rule_color=PUR, lh=4.1, pad=0.35, st={"size": 7.9})

    left = [box("ISTs e hepatites virais", [
        Row([C(vdrl.name, Sp("Floculação", size=6.6, color="#666666")), C(V(vdrl, b=True))]),
        Row([C("Anti-HIV 1 e 2 (antígeno p24", "+ anticorpos)", Sp("Quimioluminescência", size=6.6, color="#666666")),
             C(V(hiv, b=True))]),
        Row([C(hbs.name, Sp("Quimioluminescência", size=6.6, color="#666666")), C(V(hbs, b=True))]),
        Row([C(hcv.name, Sp("Quimioluminescência", size=6.6, color="#666666")), C(V(hcv, b=True))])])]
    right = [box("Toxoplasmose e rubéola (CMIA)", [
        Row([C(tg.name, Sp("NR < 1,6 · Indet. 1,6 a 2,9 · R ≥ 3,0 UI/mL", size=6.6, color="#666666")),
             C(V(tg, unit=True, b=True))]),
        Row([C(Sp(tm.name), Sp("Índice: NR < 0,50 · Indet. 0,50 a 0,59 · R ≥ 0,60", size=6.6, color="#666666")),
             C(V(tm, b=True))]),
        Row([C(rub.name, Sp("NR < 5,0 · Indet. 5,0 a 9,9 · R ≥ 10,0 UI/mL", size=6.6, color="#666666")),
             C(V(rub, unit=True, b=True))]),
        Row([C(Sp("NR: não reagente · R: reagente", size=6.6, color="#666666"), colspan=2)])])]

    def ur(key, name, vt, unit="", ref=""):
        r = res(key, name, vt, unit, date=URINE)
        return Row([C(r.name), C(V(r, unit=True, b=True)), C(Sp(ref, color="#555555"))])

    def sub(t):
        return Row([C(Sp(t, b=True, color=PUR), colspan=3)], line_below=True)

    uleft = [Table([30, 26, 31], [
        sub("EXAME FÍSICO"),
        ur("u_color", "Cor", "Amarelo citrino", ref="Amarelo"),
        ur("u_aspect", "Aspecto", "Límpido", ref="Límpido"),
        ur("u_sg", "Densidade", "1,015", ref="1,005 a 1,030"),
        ur("u_ph", "pH", "6,0", ref="5,0 a 7,5"),
        sub("EXAME QUÍMICO (tira reagente)"),
        ur("u_prot", "Proteínas", "Negativo", ref="Negativo"),
        ur("u_glu", "Glicose", "Negativo", ref="Negativo"),
        ur("u_ket", "Corpos cetônicos", "Negativo", ref="Negativo"),
        ur("u_hb", "Hemoglobina", "Negativo", ref="Negativo"),
        ur("u_ubg", "Urobilinogênio", "Normal", ref="Normal"),
        ur("u_nit", "Nitrito", "Negativo", ref="Negativo")], lh=4.1, pad=0.2, st={"size": 7.9})]
    uright = [Table([33, 24, 30], [
        sub("SEDIMENTOSCOPIA"),
        ur("u_wbc_ml", "Leucócitos", "6.000", "/mL", "até 10.000 /mL"),
        ur("u_rbc_ml", "Hemácias", "2.000", "/mL", "até 10.000 /mL"),
        ur("u_epi", "Células epiteliais", "Raras", ref="Raras/algumas"),
        ur("u_mucus", "Muco", "Ausente", ref="Ausente"),
        ur("u_bact", "Flora bacteriana", "Escassa", ref="Escassa")], lh=4.1, pad=0.2, st={"size": 7.9}),
        Space(2),
        Para("Sedimento por citometria (UF-5000)", "com revisão microscópica.", size=6.8, i=True, lh=3.4,
             color="#555555")]
    cult = res("u_culture", "UROCULTURA", "Negativa", "", date=URINE)

    p2 = [sec("SOROLOGIAS", "Material: soro · Coleta: 16/06/2025 07:35"), Space(2),
          TwoCol(left, right, wl=87, gap=8),
          Space(1.5),
          Para("Interpretação: toxoplasmose IgG reagente com IgM não reagente é compatível com infecção "
               "pregressa (imunidade).", size=7.2, i=True, lh=3.7, color="#555555"),
          Para("Rubéola IgG reagente: compatível com imunidade (vacinal ou infecção prévia).", size=7.2, i=True,
               lh=3.7, color="#555555"),
          Space(2.5),
          sec("URINA TIPO I (EAS)", "Coleta: 17/06/2025 06:50 · jato médio, 1ª micção"), Space(1.5),
          TwoCol(uleft, uright, wl=87, gap=8),
          Space(2.5),
          sec("UROCULTURA", "Coleta: 17/06/2025 06:50 · mesma amostra"),
          Table([48, 40, 94], [Row([C(Sp("Resultado:", b=True)), C(V(cult, b=True)),
                                    C("Não houve crescimento bacteriano após 48 horas de incubação.")])],
                lh=4.4, pad=0.3),
          Para("Referência: negativa (ausência de crescimento ou contagem inferior a 10.000 UFC/mL).", size=7.2,
               i=True, lh=3.7, color="#555555"),
          Space(4),
          Para([Sp("Responsável pela liberação: ", i=True), Sp("Dr. Thiago M. Lins", b=True),
                " · Biomédico · CRBM-2 9.547 · 19/06/2025"], align="R", size=7.6)]
    return Doc(id="aj04", lab="Labclin Nordeste Medicina Laboratorial", collected_default="2025-06-16",
               family="DejaVu Sans Condensed", size=8, color="#1d1d1d", margins=(14, 10, 14, 9), header=header,
               footer=footer, pages=[p1, p2], title="Labclin Nordeste - Painel pré-natal",
               meta={"city": "Recife/PE", "kind": "regional network",
                     "features": "prenatal panel; value+unit in one cell; x10⁶/µL, x10³/µL; ABO/Rh/antibody "
                                 "screen; serology in two boxed columns; urinalysis in two columns; urine culture; "
                                 "urine collected on another day; DUM/DPP distractors"})
