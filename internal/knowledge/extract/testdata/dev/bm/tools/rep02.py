from model import *

def build():
    D0 = "2025-04-07"
    R = Res
    ACC = "#0b7a75"
    head = [
        Text([C("vitallis", ACC, True), C(" diagnósticos", "#555555")], size=17),
        Text("Rede Vitallis Diagnósticos · Unidade Vila Mariana · Rua Domingos de Morais, 2.210 — São Paulo/SP · SAC 0800 771 4020",
             size=7, color="#555555"),
        Text("CNPJ 31.442.906/0001-58 · CNES 7719033 · Diretor técnico: Dr. Rafael T. Okamoto — CRBM 1ª Região 18.552", size=7, color="#555555", mb=1.5),
        Box([Table([("", 62, "L"), ("", 58, "L"), ("", 60, "L")], [
            [[B("Cliente: "), "JULIANA MENDES DE SOUZA"], [B("Nascimento: "), "23/08/1996"], [B("Pedido nº: "), "VM-2504-0071182"]],
            [[B("Solicitante: "), "Dra. Cláudia Arantes"], [B("CRM-SP: "), "98.417"], [B("Data do pedido: "), "02/04/2025"]],
            [[B("Coleta: "), "07/04/2025 às 08:05"], [B("DUM: "), "10/02/2025"], [B("Emissão: "), "09/04/2025"]],
        ], style="none", header=False, size=8, pad=0.3)], border=ACC, pad=1.2, radius=1.5),
        Text("PAINEL PRÉ-NATAL — 1º TRIMESTRE", size=10, bold=True, color="#ffffff", bg=ACC, pad=2, mt=1, mb=2),
    ]
    def blk(title, material, method, res, ref):
        segs = [B("Resultado: "), VU(res)]
        return [Text(title, size=8.5, bold=True, color=ACC),
                Text(f"Material: {material} · Método: {method}", size=6.8, color="#555555"),
                Text(segs, size=8.5),
                Text(ref, size=6.8, color="#333333"),
                Rule(0.15, "#bbbbbb", 0.8, 1.2, dashed=True)]
    abo = R("Grupo sanguíneo (ABO)", "O", "", "abo", pname="GRUPO SANGUÍNEO (SISTEMA ABO)")
    rh = R("Fator Rh", "Positivo", "", "rh", pname="FATOR Rh (ANTÍGENO D)")
    coo = R("Coombs indireto", "Negativo", "", "coombs", pname="COOMBS INDIRETO (PESQUISA DE ANTICORPOS)")
    glu = R("Glicose", "84", "mg/dL", "glu", pname="GLICOSE EM JEJUM")
    tsh = R("TSH", "1,84", "µUI/mL", "tsh", pname="TSH — HORMÔNIO TIREOESTIMULANTE")
    vdrl = R("VDRL", "Não reagente", "", "vdrl", pname="VDRL")
    hiv = R("HIV", "Não reagente", "", "hiv", pname="HIV 1 E 2 — ANTÍGENO P24 E ANTICORPOS")
    hbs = R("HBsAg", "Não reagente", "", "hbsag", pname="HEPATITE B — HBsAg")
    ahbs = R("Anti-HBs", "inferior a 10,0", "mUI/mL", "antihbs", pname="HEPATITE B — ANTI-HBs")
    hcv = R("Anti-HCV", "Não reagente", "", "hcv", pname="HEPATITE C — ANTI-HCV")
    txg = R("Toxo IgG", "32,4", "UI/mL", "toxo_g", pname="TOXOPLASMOSE — IgG")
    txm = R("Toxo IgM", "Não reagente", "", "toxo_m", pname="TOXOPLASMOSE — IgM")
    rub = R("Rubéola IgG", "superior a 500,0", "UI/mL", "rub_g", pname="RUBÉOLA — IgG")
    left = (blk("GRUPO SANGUÍNEO (SISTEMA ABO)", "sangue total (EDTA)", "hemaglutinação em gel", abo, "Prova direta e reversa concordantes.")
            + blk("FATOR Rh (ANTÍGENO D)", "sangue total (EDTA)", "hemaglutinação em gel", rh, "Pesquisa de D fraco não realizada (D positivo).")
            + blk("COOMBS INDIRETO (PESQUISA DE ANTICORPOS)", "soro", "gel-teste com 2 hemácias", coo, "Referência: Negativo")
            + blk("GLICOSE EM JEJUM", "plasma (fluoreto)", "hexoquinase", glu, "Gestantes: 65 a 91 mg/dL (IADPSG/OMS)")
            + blk("TSH — HORMÔNIO TIREOESTIMULANTE", "soro", "quimioluminescência", tsh, "1º trimestre: 0,10 a 2,50 µUI/mL")
            + blk("TOXOPLASMOSE — IgG", "soro", "quimioluminescência (CMIA)", txg, "Não reagente: < 1,6 · Reagente: ≥ 3,0 UI/mL"))
    right = (blk("VDRL", "soro", "floculação (lâmina)", vdrl, "Referência: Não reagente")
             + blk("HIV 1 E 2 — ANTÍGENO P24 E ANTICORPOS", "soro", "quimioluminescência (4ª geração)", hiv, "Referência: Não reagente")
             + blk("HEPATITE B — HBsAg", "soro", "quimioluminescência", hbs, "Referência: Não reagente")
             + blk("HEPATITE B — ANTI-HBs", "soro", "quimioluminescência", ahbs, "Imune: igual ou superior a 10,0 mUI/mL")
             + blk("HEPATITE C — ANTI-HCV", "soro", "quimioluminescência", hcv, "Referência: Não reagente")
             + blk("TOXOPLASMOSE — IgM", "soro", "quimioluminescência (CMIA)", txm, "Índice: Não reagente < 0,50")
             + blk("RUBÉOLA — IgG", "soro", "quimioluminescência", rub, "Imune: igual ou superior a 10,0 UI/mL"))
    p1 = head + [TwoCol(left, right, gap=8, divider=True)]
    # page 2: hemograma, unruled table
    ery = [R("Hemácias", "4,18", "milhões/µL", "rbc"), R("Hemoglobina", "12,4", "g/dL", "hb"), R("Hematócrito", "36,8", "%", "hct"),
           R("VCM", "88,0", "fL", "mcv"), R("HCM", "29,7", "pg", "mch"), R("CHCM", "33,7", "g/dL", "mchc"), R("RDW", "13,8", "%", "rdw")]
    eref = ["3,90 a 5,20", "11,0 a 15,0", "33,0 a 45,0", "80,0 a 98,0", "27,0 a 33,0", "32,0 a 36,0", "11,5 a 15,0"]
    wbc = R("Leucócitos", "8.910", "/µL", "wbc")
    rows = [Row(["ERITROGRAMA"], bold=True, span=True)]
    rows += [[N(r), V(r), U(r), ref] for r, ref in zip(ery, eref)]
    rows += [Row(["LEUCOGRAMA"], bold=True, span=True), [N(wbc), V(wbc), U(wbc), "4.000 a 11.000"]]
    t1 = Table([("", 56, "L"), ("Resultado", 26, "R"), ("Unidade", 28, "L"), ("Valores de referência", 76, "L")], rows,
               style="none", size=8.5, head_color=ACC, pad=0.5)
    drows = []
    for nm, p, a, k, rf in [("Neutrófilos", "68,4", "6.094", "neut", "40 a 75 % · 1.600 a 8.250 /µL"),
                            ("Linfócitos", "22,9", "2.040", "lymph", "20 a 45 % · 800 a 4.000 /µL"),
                            ("Monócitos", "6,3", "561", "mono", "2 a 10 % · 80 a 1.100 /µL"),
                            ("Eosinófilos", "2,0", "178", "eos", "1 a 6 % · 40 a 660 /µL"),
                            ("Basófilos", "0,4", "36", "baso", "0 a 1 % · 0 a 110 /µL")]:
        rp, ra = R(nm, p, "%", k + "_p"), R(nm, a, "/µL", k + "_a")
        drows.append([N(rp), VU(rp), VU(ra), rf])
    t2 = Table([("", 56, "L"), ("Relativo", 26, "R"), ("Absoluto", 28, "R"), ("Valores de referência", 76, "L")], drows,
               style="none", size=8.5, head_color=ACC, pad=0.5)
    plt = R("Plaquetas", "236.000", "/µL", "plt")
    t3 = Table([("", 56, "L"), ("", 26, "R"), ("", 28, "L"), ("", 76, "L")], [Row(["PLAQUETOGRAMA"], bold=True, span=True), [N(plt), V(plt), U(plt), "150.000 a 450.000"]],
               style="none", header=False, size=8.5, pad=0.5)
    p2 = head + [Text("HEMOGRAMA COMPLETO", size=8.5, bold=True, color=ACC),
                 Text("Material: sangue total (EDTA) · Método: automatizado (impedância, citometria de fluxo) com revisão de lâmina", size=6.8, color="#555555", mb=1),
                 t1, t2, t3, Rule(0.15, "#bbbbbb", 1, 1, dashed=True),
                 Text("Morfologia eritrocitária sem alterações. Valores de referência adaptados para gestantes.", size=7.5, wrap=True)]
    def foot(p):
        return [Rule(0.4, ACC, 0, 1.2),
                Text("Exames liberados em 09/04/2025 por Dr. Rafael T. Okamoto — CRBM 1ª Região 18.552. Assinatura digital ICP-Brasil.", size=7),
                Text("Próxima consulta de pré-natal agendada: 05/05/2025 · Resultado disponível no app Vitallis com o código do pedido.", size=7, color="#555555"),
                Text(f"Pedido VM-2504-0071182 · Página {p} de 2", size=7, align="R", mt=2, color="#555555")]
    return Report("bm02", "Rede Vitallis Diagnósticos", "São Paulo/SP", "sans", 8.5, D0, [Page(p1, foot(1)), Page(p2, foot(2))],
                  features="block layout (heading/material/method/result) in two columns; qualitative serology; word comparators; unruled CBC table",
                  distractors=[("nascimento", "23/08/1996"), ("pedido", "02/04/2025"), ("DUM", "10/02/2025"), ("emissão/liberação", "09/04/2025"), ("próxima consulta", "05/05/2025")])
