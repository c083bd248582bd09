from model import *

def build():
    D0, DADM = "2025-05-06", "2024-01-15"
    R = Res
    head = [
        Text("OCUPALAB - LABORATORIO DE MEDICINA DO TRABALHO LTDA", size=10, bold=True),
        Text("R. Barão de Jaguara, 977 - Centro - Campinas/SP - CEP 13015-001 - (19) 3231-5570", size=7.5),
        Text("CNPJ 08.664.215/0001-90   CNES 5520819   RT: Dra. Silvia Albuquerque Prado CRF-SP 41.206", size=7.5),
        Text("=" * 90, size=7.5),
        Text("EMPRESA......: METALURGICA VALE DO CAPIVARI LTDA (contrato 0412)", size=8),
        Text("FUNCIONARIO..: ROBERTO CARLOS NUNES DA SILVA       MATRICULA: 22.184", size=8),
        Text("NASCIMENTO...: 04/11/1979   FUNCAO: SOLDADOR II   SETOR: CALDEIRARIA", size=8),
        Text("TIPO EXAME...: PERIODICO (PCMSO/NR-7)   ADMISSAO: 15/01/2024", size=8),
        Text("COLETA.......: 06/05/2025 06:55   GUIA: OC-778120   EMISSAO: 08/05/2025", size=8),
        Text("=" * 90, size=7.5, mb=1.5),
    ]
    cols = [("EXAME", 74, "L"), ("RESULTADO", 26, "R"), ("UNIDADE", 26, "L"), ("REFERENCIA", 60, "L")]
    def tbl(rows, header=True):
        return Table(cols, rows, style="none", size=8, leader=True, header=header, pad=0.35, mt=0.3, mb=0.3)
    hem = [("Hemacias", "4,96", "milhoes/mm³", "rbc", "4,50 a 5,90"), ("Hemoglobina", "15,2", "g/dL", "hb", "13,5 a 17,5"),
           ("Hematocrito", "45,1", "%", "hct", "39,0 a 50,0"), ("Leucocitos", "6.120", "/mm³", "wbc", "4.000 a 11.000"),
           ("Plaquetas", "214.000", "/mm³", "plt", "150.000 a 450.000"), ("Reticulocitos", "1,1", "%", "retic", "0,5 a 2,0")]
    rows = []
    for nm, v, u, k, ref in hem:
        r = R(nm, v, u, k); rows.append([N(r), V(r), U(r), ref])
    bio = [("Glicose (jejum)", "91", "mg/dL", "glu", "70 a 99"), ("Creatinina", "0,87", "mg/dL", "creat", "0,70 a 1,20"),
           ("TGO (AST)", "24", "U/L", "ast", "ate 40"), ("TGP (ALT)", "31", "U/L", "alt", "ate 41"),
           ("Gama GT", "38", "U/L", "ggt", "8 a 61")]
    brow = []
    for nm, v, u, k, ref in bio:
        r = R(nm, v, u, k); brow.append([N(r), V(r), U(r), ref])
    pb = R("Chumbo no sangue", "8,4", "µg/dL", "lead")
    pb0 = R("Chumbo no sangue", "6,1", "µg/dL", "lead", date=DADM)
    che = R("Colinesterase plasmatica", "7.950", "U/L", "che")
    che0 = R("Colinesterase plasmatica", "8.310", "U/L", "che", date=DADM)
    ache = R("Acetilcolinesterase eritrocitaria", "31,6", "U/g Hb", "ache_rbc")
    tox = Table([("EXAME", 62, "L"), ("ATUAL", 22, "R"), ("ADMISSIONAL\n15/01/2024", 28, "R"), ("UNIDADE", 20, "L"), ("IBMP / VR", 54, "L")],
                [[N(pb), V(pb), V(pb0), U(pb), "VR ate 10 / IBMP 60 (NR-7)"],
                 [N(che), V(che), V(che0), U(che), "5.320 a 12.920"],
                 [N(ache), V(ache), "-", U(ache), "28,0 a 40,0"]],
                style="none", size=8, leader=True, pad=0.35)
    items = head + [
        Text("*** HEMATOLOGIA ***   material: sangue total EDTA   metodo: automacao (Mindray BC-6200)", size=8, bold=True, mb=0.5),
        tbl(rows),
        Text("-" * 90, size=7.5),
        Text("*** BIOQUIMICA ***   material: soro   metodo: cinetico / enzimatico automatizado", size=8, bold=True, mb=0.5),
        tbl(brow),
        Text("-" * 90, size=7.5),
        Text("*** INDICADORES BIOLOGICOS DE EXPOSICAO (NR-7, Quadro 1) ***", size=8, bold=True),
        Text("Chumbo: sangue total heparinizado, absorcao atomica (forno de grafite) - laboratorio de apoio", size=7.5),
        Text("Colinesterases: soro / hemacias lavadas, metodo de Ellman modificado", size=7.5, mb=0.5),
        tox,
        Text("-" * 90, size=7.5),
        Text("Obs.: reducao da colinesterase plasmatica inferior a 30% em relacao ao valor basal (admissional). "
             "Interpretacao dos indicadores a cargo do medico coordenador do PCMSO.", size=7.5, wrap=True, mt=1),
        Text("Proximo exame periodico previsto para: 05/2026", size=7.5, mt=1),
    ]
    foot = [Text("-" * 90, size=7.5),
            Text("Conferido e liberado em 08/05/2025 14:20 por Silvia Albuquerque Prado - CRF-SP 41.206", size=7.5),
            Text("Impresso em 08/05/2025 14:22 - via empresa - pag. 1/1", size=7.5),
            Text("Documento confidencial - sigilo medico (CFM 1.605/2000)", size=7, mt=1)]
    return Report("bm03", "OcupaLab — Laboratório de Medicina do Trabalho", "Campinas/SP", "mono", 8, D0, [Page(items, foot)],
                  features="monospace system printout; dotted leaders; admission (baseline) column for exposure indicators",
                  distractors=[("nascimento", "04/11/1979"), ("emissão/liberação", "08/05/2025")])
