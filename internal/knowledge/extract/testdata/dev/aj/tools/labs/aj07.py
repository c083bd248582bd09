"""aj07 - municipal (SUS) laboratory, Pato Branco/PR: primary-care check-up.  Monospaced
print, dotted leaders, upper-case names ('COLESTEROL - HDL'), urinalysis with 'inferior a
1.000 /mL', 'Traços', 'Raros', stool parasitology collected the next day."""
from common import C, Para, Row, Rule, Space, Sp, Table, V, leader, res
from engine import Doc

FAM, SZ = "DejaVu Sans Mono", 7.9
STOOL = "2025-02-11"


def L(name, width):
    return leader(name, width, FAM, SZ, end=":")


W = [76, 44, 64]


def line(r, *ref):
    return Row([C(L(r.name, W[0] - 3)), C(V(r, unit=True, b=True)), C(*ref)])


def head(t, mat):
    return [Space(1.8), Para(Sp(t, b=True, size=8.6), lh=4.6),
            Para(mat, lh=3.8, size=7.2), Space(0.8)]


def build():
    glu = res("glu_fast", "GLICOSE", "112", "mg/dL")
    a1c = res("a1c", "HEMOGLOBINA GLICADA (A1C)", "6,1", "%")
    chol = res("chol", "COLESTEROL TOTAL", "231", "mg/dL")
    hdl = res("hdl", "COLESTEROL - HDL", "44", "mg/dL")
    ldl = res("ldl_calc", "COLESTEROL - LDL", "154", "mg/dL")
    vldl = res("vldl_calc", "COLESTEROL - VLDL", "33", "mg/dL")
    tg = res("trig", "TRIGLICERÍDEOS", "165", "mg/dL")
    cre = res("creat", "CREATININA", "0,91", "mg/dL")
    ure = res("urea", "UREIA", "34", "mg/dL")
    uric = res("urate", "ÁCIDO ÚRICO", "5,6", "mg/dL")
    ast = res("ast", "TGO - TRANSAMINASE OXALACÉTICA", "23", "U/L")
    alt = res("alt", "TGP - TRANSAMINASE PIRÚVICA", "29", "U/L")

    def header(p, n):
        return [
            Para(Sp("PREFEITURA MUNICIPAL DE PATO BRANCO", b=True, size=9.5), align="C", lh=4.6),
            Para("SECRETARIA MUNICIPAL DE SAÚDE", align="C", lh=4),
            Para(Sp("LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS", b=True), align="C", lh=4),
            Para("Rua Itabira, 1.460 - Centro - Pato Branco/PR - Fone (46) 3902-1377 - CNES 6823742", align="C",
                 lh=3.8, size=7.2),
            Para("=" * 107, lh=3.6),
            Para("Paciente: ANTÔNIO CARLOS DE LIMA MACHADO              Cartão SUS: 706 0094 3318 2257", lh=4),
            Para("Data Nasc.: 19/03/1968      Sexo: M      Idade: 56 anos      Prontuário: 33.918", lh=4),
            Para("Unidade: UBS Bairro Bortot    Profissional: Dra. Fernanda K. Zanin - CRM-PR 38.915", lh=4),
            Para("Solicitação: 03/02/2025   Coleta: 10/02/2025 07:45   Impressão: 14/02/2025 10:22", lh=4),
            Para("=" * 107, lh=3.6),
        ]

    def footer(p, n):
        return [Para("-" * 107, lh=3.4),
                Para(f"SMS Pato Branco - Sistema de Gestão Laboratorial v4.2            Folha {p} de {n}", lh=3.8,
                     size=7.2),
                Para("Resultados liberados em 13/02/2025. Retirada também pelo aplicativo Saúde PB.", lh=3.8,
                     size=7.2)]

    colhdr = Table(W, [Row([C(Sp("EXAME", b=True)), C(Sp("RESULTADO", b=True)), C(Sp("VALOR DE REFERÊNCIA", b=True))],
                           line_below=True)], lh=4.4, pad=0.2, rule_color="#000000", rule_w=0.25)

    def tbl(rows):
        return Table(W, rows, lh=4.3, pad=0.15)

    p1 = [Space(1), colhdr]
    p1 += head("BIOQUÍMICA", "Material: Soro (jejum de 8 horas)   Equipamento: Cobas c111")
    p1.append(tbl([line(glu, "70 a 99 mg/dL"),
                   line(a1c, "Normal: até 5,6 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: 6,5 % ou mais"),
                   line(chol, "Desejável: inferior a 190 mg/dL"),
                   line(hdl, "Desejável: superior a 40 mg/dL"),
                   line(ldl, "Conforme risco cardiovascular"),
                   line(vldl, "Até 30 mg/dL"),
                   line(tg, "Desejável: inferior a 150 mg/dL"),
                   line(cre, "0,70 a 1,30 mg/dL"),
                   line(ure, "15 a 45 mg/dL"),
                   line(uric, "3,5 a 7,2 mg/dL"),
                   line(ast, "Até 40 U/L"),
                   line(alt, "Até 41 U/L")]))
    p1 += [Space(2),
           Para("Hemoglobina glicada: material sangue total (EDTA), método imunoturbidimétrico.", lh=3.8, size=7.2),
           Para("LDL e VLDL calculados pela fórmula de Friedewald.", lh=3.8, size=7.2),
           Space(10),
           Para("Responsável: Silvana M. Kuhn - Farmacêutica-Bioquímica - CRF-PR 17.402", lh=4, align="R")]

    def u(key, name, vt, unit="", ref="", date=None):
        r = res(key, name, vt, unit, date=date)
        return Row([C(L(r.name, W[0] - 3)), C(V(r, unit=True, b=True)), C(ref)])

    p2 = [Space(1), colhdr]
    p2 += head("URINA TIPO I (EAS)", "Material: Urina (primeira da manhã, jato médio)   Coleta: 10/02/2025")
    p2.append(tbl([Row([C(Sp("EXAME FÍSICO", b=True), colspan=3)]),
                   u("u_color", "COR", "Amarela", ref="Amarelo citrino"),
                   u("u_aspect", "ASPECTO", "Ligeiramente turvo", ref="Límpido"),
                   u("u_sg", "DENSIDADE", "1,020", ref="1,005 a 1,030"),
                   u("u_ph", "pH", "5,5", ref="5,0 a 7,0"),
                   Row([C(Sp("EXAME QUÍMICO", b=True), colspan=3)]),
                   u("u_prot", "PROTEÍNAS", "Traços", ref="Ausente"),
                   u("u_glu", "GLICOSE", "Ausente", ref="Ausente"),
                   u("u_ket", "CORPOS CETÔNICOS", "Ausente", ref="Ausente"),
                   u("u_hb", "HEMOGLOBINA", "Ausente", ref="Ausente"),
                   u("u_nit", "NITRITO", "Negativo", ref="Negativo"),
                   Row([C(Sp("SEDIMENTOSCOPIA", b=True), colspan=3)]),
                   u("u_wbc_ml", "LEUCÓCITOS", "12.000", "/mL", ref="Até 10.000 /mL"),
                   u("u_rbc_ml", "HEMÁCIAS", "inferior a 1.000", "/mL", ref="Até 5.000 /mL"),
                   u("u_epi", "CÉLULAS EPITELIAIS", "Raras", ref="Raras"),
                   u("u_mucus", "FILAMENTOS DE MUCO", "Raros", ref="Ausentes"),
                   u("u_bact", "FLORA BACTERIANA", "Moderada", ref="Escassa")]))
    p2 += head("PARASITOLÓGICO DE FEZES", "Material: Fezes (amostra única)   Método: Hoffman, Pons e Janer "
                                          "(sedimentação espontânea)   Coleta: 11/02/2025")
    p2.append(tbl([u("stool_op", "PARASITOLÓGICO DE FEZES", "Negativo", date=STOOL)]))
    p2 += [Para("Não foram observados ovos, larvas ou cistos de parasitos na amostra examinada.", lh=4, size=7.4),
           Para("Recomenda-se exame de 3 amostras colhidas em dias alternados para maior sensibilidade.", lh=4,
                size=7.4),
           Space(10),
           Para("Responsável: Silvana M. Kuhn - Farmacêutica-Bioquímica - CRF-PR 17.402", lh=4, align="R")]
    return Doc(id="aj07", lab="Laboratório Municipal de Análises Clínicas de Pato Branco",
               collected_default="2025-02-10", family=FAM, size=SZ, color="#000000", margins=(13, 10, 13, 9),
               header=header, footer=footer, pages=[p1, p2], title="SMS Pato Branco - Laboratório Municipal",
               meta={"city": "Pato Branco/PR", "kind": "municipal (SUS) laboratory",
                     "features": "primary-care check-up; monospaced; dotted leaders; 'COLESTEROL - HDL'; "
                                 "urinalysis ('inferior a 1.000', 'Traços', 'Raros'); stool parasitology "
                                 "collected the next day"})
