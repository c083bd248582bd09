"""bc05 - Instituto de Patologia Clínica Taquaral (Campinas/SP): elderly man,
CKD follow-up on warfarin, PSA rising.  Monospace 'system printout' look,
dotted leaders, arrows before values, a previous-result column whose date is
in the column header, coagulation, electrolytes, tumour markers, '<' value,
a 'Reagente' serology and a name split over two lines."""
from engine import Ctx, Lines, Table, Row, HRule, Space, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged, join_name

COLL = "2024-05-21"
PREV = "2023-12-12"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(Lines([Segs([("INSTITUTO DE PATOLOGIA CLÍNICA TAQUARAL", "B")])], size=12))
    p.append(Lines(["Av. Dr. Heitor Penteado, 1.780 - Taquaral - Campinas/SP - CEP 13087-000 - Tel.: (19) 3252-7400",
                    f"CNPJ {cnpj('615039270001')} - CNES 2080511 - Resp. técnico: Dr. Augusto Ferraz Bittencourt - CRM-SP 61.920"],
                   size=7.4))
    p.append(Lines(["=" * 107], size=8, pad_top=0.5))
    rows = [
        Row([kv("Paciente..: ", "JOSÉ RAIMUNDO BEZERRA"), kv("Prontuário: ", "0051.337")]),
        Row([kv("Nascimento: ", "02/08/1955  Idade: 68a 9m  Sexo: M"), kv("Convênio..: ", "SAÚDE CAMPINAS")]),
        Row([kv("Médico....: ", "DR. HENRIQUE S. MATTOS - CRM-SP 98.114"), kv("Pedido....: ", "14/05/2024")]),
        Row([kv("Coleta....: ", d(COLL) + " 07:05"), kv("Liberação.: ", "22/05/2024 17:48")]),
    ]
    p.append(Table([(112, "L"), (70, "L")], rows, rule="none", pad=0.2, hpad=0, size=8))
    p.append(Lines(["=" * 107], size=8))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(Lines(["-" * 107], size=8, pad_top=2))
    p.append(Lines(["Impresso em 23/05/2024 08:30 - usuário RECEP04 - Laudo assinado eletronicamente (MP 2.200-2/2001).",
                    f"Pág. {page + 1}/{npages}"], size=7.2))


COLS = [(56, "L"), (22, "R"), (25, "L"), (45, "L"), (34, "R")]


def table(rep, p, rows):
    out = []
    for name, key, vt, unit, ref, flag, prev in rows:
        lines = name if isinstance(name, list) else [name]
        res = rep.r(join_name(lines), key, vt, unit, flag)
        prev_cell = ""
        if prev is not None:
            pr = rep.r(join_name(lines), key, prev[0], unit, prev[1], date=PREV)
            prev_cell = pr.vt
        cells = [lines, flagged(res, "arrow"), unit, ref, prev_cell]
        out.append(Row(cells, leader=(0,) if len(lines) == 1 else ()))
    p.append(Table(COLS, out, rule="none", pad=0.45, hpad=0.6, size=8))


def colhead(p):
    p.append(Table(COLS, [], header=["EXAME", "RESULTADO", "UNIDADE", "VALORES DE REFERÊNCIA", "ANTERIOR " + d(PREV)],
                   rule="none", pad=0.4, hpad=0.6, size=7.6))


def section(p, title, mat):
    p.append(Lines([Segs([(f"--- {title} ", "B"), ("-" * (100 - len(title)), "")])], size=8, pad_top=2))
    p.append(Lines([Segs([(mat, "I")])], size=7.4))


def build():
    rep = Report("bc05", "Instituto de Patologia Clínica Taquaral", "Campinas/SP", Ctx("libmono", 8.0, lh_factor=1.28), COLL,
                 margins=(14, 11, 14), patient="M, 68 a",
                 features="monospace printout; dotted leaders; arrows before values; previous-result column dated in its header; coagulation; electrolytes; tumour markers; '<' value; 'Reagente'; name split over two lines")
    npages = 2
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    colhead(p)
    section(p, "BIOQUÍMICA", "Material: soro - Método: automação (fotometria / eletrodo íon-seletivo)")
    table(rep, p, [
        ("Ureia", "urea", "52", "mg/dL", "17 a 49", "H", ("48", "")),
        ("Creatinina", "creat", "1,38", "mg/dL", "0,70 a 1,20", "H", ("1,29", "H")),
        ("TFG estimada CKD-EPI 2021", "egfr_ckdepi21", "56", "mL/min/1,73m²", "superior a 60", "L", None),
        ("Sódio", "na", "141", "mmol/L", "136 a 145", "", None),
        ("Potássio", "k", "5,3", "mmol/L", "3,5 a 5,1", "H", ("4,9", "")),
        ("Cloreto", "cl", "104", "mmol/L", "98 a 107", "", None),
        ("Cálcio total", "ca", "9,4", "mg/dL", "8,6 a 10,3", "", None),
        ("Ácido úrico", "urate", "7,9", "mg/dL", "3,4 a 7,0", "H", ("7,1", "H")),
    ])
    p.append(Lines(["TFG: equação CKD-EPI 2021 (creatinina), sem ajuste racial. Estágio G3a: 45 a 59 mL/min/1,73m²."], size=7.2, style="I", pad_top=0.5))
    section(p, "COAGULAÇÃO", "Material: plasma citratado 3,2% - Método: coagulométrico (tromboplastina ISI 1,02)")
    table(rep, p, [
        ("Tempo de protrombina", "pt_s", "28,6", "s", "10,0 a 13,5", "H", None),
        ("Atividade de protrombina", "pt_act", "31", "%", "70 a 100", "L", None),
        ("RNI (INR)", "inr", "2,48", "", "terapêutico 2,0 a 3,0", "", ("2,91", "")),
        ("TTPA", "aptt_s", "33,1", "s", "25,0 a 36,0", "", None),
        ("Relação TTPA paciente/normal", "aptt_ratio", "1,08", "", "até 1,25", "", None),
    ])
    p.append(Lines(["Paciente em uso de varfarina sódica 5 mg/dia (informação do cadastro). Tempo controle normal: 12,3 s."],
                   size=7.2, style="I", pad_top=0.5))
    p.append(Signatures([["Dr. Augusto Ferraz Bittencourt", "Médico patologista clínico", "CRM-SP 61.920"]], size=7.6, before=11, width=64))
    footer(rep, 0, npages)

    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    colhead(p)
    section(p, "MARCADORES TUMORAIS", "Material: soro - Método: eletroquimioluminescência")
    table(rep, p, [
        ("PSA total", "psa", "6,42", "ng/mL", "até 4,00", "H", ("5,10", "H")),
        ("PSA livre", "fpsa", "0,91", "ng/mL", "-", "", None),
        (["Relação PSA livre /", "PSA total"], "fpsa_ratio", "14", "%", "superior a 25", "L", None),
        ("CEA", "cea", "2,1", "ng/mL", "não fumantes até 5,0", "", None),
        ("CA 19-9", "ca199", "< 2,00", "U/mL", "até 37,0", "", None),
    ])
    p.append(Lines(["Relação PSA livre/total: inferior a 10% - maior probabilidade de neoplasia; 10 a 25% - zona intermediária.",
                    "Valores de PSA podem elevar-se após ejaculação, exercício em bicicleta ou manipulação prostática recentes."],
                   size=7.2, style="I", pad_top=0.5))
    section(p, "SOROLOGIA", "Material: soro - Método: quimioluminescência (CMIA)")
    table(rep, p, [
        ("Anti-HCV", "hcv", "Reagente", "", "Não reagente", "", None),
    ])
    p.append(Lines(["Anti-HCV reagente: recomenda-se pesquisa de HCV-RNA (carga viral) para confirmação de infecção ativa.",
                    "Amostra reprocessada em duplicata, com resultado concordante."], size=7.2, style="I", pad_top=0.5))
    p.append(Space(3))
    p.append(Lines(["Observações do atendimento:",
                    "  - Jejum referido: 9 horas.   - Última dose de varfarina: 20/05/2024 às 21:00.",
                    "  - Retorno para nova coleta de RNI solicitado para 18/06/2024."], size=7.4))
    p.append(Signatures([["Dr. Augusto Ferraz Bittencourt", "Médico patologista clínico", "CRM-SP 61.920"],
                         ["Dra. Sílvia Helena Prado", "Farmacêutica-Bioquímica", "CRF-SP 40.118"]], size=7.6, before=11, width=64))
    footer(rep, 1, npages)
    return rep
