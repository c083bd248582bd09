"""Python models of the 12 reports of set U.  Everything printed and the gold come from here."""
from common import R

def up(s, caps):
    return s.upper() if caps else s

# ---------- reusable panels (labels vary per lab) ----------
def eritro(v, sex="F", caps=False, short=False):
    """v: rbc, hb, ht, vcm, hcm, chcm, rdw (strings)"""
    F = sex == "F"
    rows = [
        R(up("Hemácias", caps), v["rbc"], "milhões/mm³", "3,90 a 5,03" if F else "4,30 a 5,70", "789-8"),
        R(up("Hemoglobina", caps), v["hb"], "g/dL", "12,0 a 15,5" if F else "13,5 a 17,5", "718-7", flag=v.get("hbf", "")),
        R(up("Hematócrito", caps), v["ht"], "%", "35,0 a 45,0" if F else "39,0 a 50,0", "4544-3", flag=v.get("htf", "")),
    ]
    if not short:
        rows += [
            R(up("VCM", caps), v["vcm"], "fL", "80,0 a 98,0", "787-2"),
            R(up("HCM", caps), v["hcm"], "pg", "27,0 a 33,0", "785-6"),
            R(up("CHCM", caps), v["chcm"], "g/dL", "32,0 a 36,0", "786-4"),
            R(up("RDW", caps), v["rdw"], "%", "11,5 a 14,5", "788-0"),
        ]
    return rows

def eas(v, caps=False, per_ml=False, strip_mass=False):
    """Urina tipo 1 / EAS rows. v holds printed values."""
    rows = [
        R(up("Cor", caps), v.get("cor", "Amarelo citrino"), "", "Amarelo citrino", "5778-6"),
        R(up("Aspecto", caps), v.get("asp", "Límpido"), "", "Límpido", "5767-9", alts=["32167-9"]),
        R(up("Densidade", caps), v.get("dens", "1,020"), "", "1,005 a 1,030", "5811-5", alts=["2965-2"]),
        R(up("pH", caps), v.get("ph", "6,0"), "", "5,0 a 7,5", "5803-2", alts=["2756-5"]),
    ]
    if strip_mass:
        rows.append(R(up("Proteínas", caps), v.get("prot", "< 10"), "mg/dL", "< 10 mg/dL", "5804-0", alts=["20454-5"]))
        rows.append(R(up("Glicose", caps), v.get("gli", "< 30"), "mg/dL", "< 30 mg/dL", "5792-7", alts=["25428-4"]))
    else:
        rows.append(R(up("Proteínas", caps), v.get("prot", "Negativo"), "", "Negativo", "20454-5"))
        rows.append(R(up("Glicose", caps), v.get("gli", "Negativo"), "", "Negativo", "25428-4"))
    rows += [
        R(up("Corpos cetônicos", caps), v.get("cet", "Negativo"), "", "Negativo", "2514-8"),
        R(up("Hemoglobina", caps), v.get("hb", "Negativo"), "", "Negativo", "5794-3"),
    ]
    if "bil" in v:
        rows.append(R(up("Bilirrubina", caps), v["bil"], "", "Negativo", "5770-3"))
    if "uro" in v:
        rows.append(R(up("Urobilinogênio", caps), v["uro"], v.get("uro_u", ""), "Normal", "5818-0", alts=["20405-7"]))
    rows.append(R(up("Nitrito", caps), v.get("nit", "Negativo"), "", "Negativo", "5802-4"))
    if "le" in v:
        rows.append(R(up("Esterase leucocitária", caps), v["le"], "", "Negativo", "5799-2"))
    if per_ml:
        rows.append(R(up("Leucócitos", caps), v["leu"], "/mL", "até 10.000/mL", "30405-5", flag=v.get("leuf", "")))
        rows.append(R(up("Hemácias", caps), v["hem"], "/mL", "até 10.000/mL", "30391-7", flag=v.get("hemf", "")))
    else:
        rows.append(R(up("Leucócitos", caps), v["leu"], "p/campo", "até 5 p/campo", "5821-4", flag=v.get("leuf", "")))
        rows.append(R(up("Hemácias", caps), v["hem"], "p/campo", "até 3 p/campo", "13945-1", flag=v.get("hemf", "")))
    if "epi" in v:
        rows.append(R(up("Células epiteliais", caps), v["epi"], "", "Raras a algumas", "11277-1"))
    if "bac" in v:
        rows.append(R(up("Bactérias", caps), v["bac"], "", "Ausentes a raras", "25145-4"))
    if "cri" in v:
        rows.append(R(up("Cristais", caps), v["cri"], "", "Ausentes", "5783-6"))
    return rows

def ex(title, rows, layout="table", meta=(), notes=(), date=None, dateline=None, cols=None):
    return {"t": "exam", "title": title, "rows": rows, "layout": layout, "meta": list(meta),
            "notes": list(notes), "date": date, "dateline": dateline, "cols": cols}

def txt(text, cls="note"):
    return {"t": "text", "text": text, "cls": cls}

def two(left, right):
    return {"t": "two", "left": left, "right": right}

def leuco(title, rows, meta=(), notes=(), caps=False, absunit="/mm³"):
    """rows: (label, pct, abs, pct_code, abs_code, ref_pct, ref_abs, flag)"""
    out = []
    for lab, p, a, pc, ac, rp, ra, *fl in rows:
        f = fl[0] if fl else ""
        out.append((up(lab, caps), R(up(lab, caps), p, "%", rp, pc, flag=f),
                    R(up(lab, caps), a, absunit, ra, ac, flag=f) if a is not None else None))
    return {"t": "leuco", "title": title, "rows": out, "meta": list(meta), "notes": list(notes), "absunit": absunit}

def cumul(title, dates_print, dates_iso, rows, notes=()):
    """rows: (label, unit, [values per date or None], code, ref)"""
    out = []
    for lab, unit, vals, code, ref in rows:
        rr = []
        for v, d in zip(vals, dates_iso):
            rr.append(R(lab, v, unit, ref, code, date=d) if v is not None else None)
        out.append((lab, unit, ref, rr))
    return {"t": "cumul", "title": title, "dates": dates_print, "rows": out, "notes": list(notes)}

SIG = "Assinado eletronicamente"

REPORTS = []

# ======================= U01 prenatal 1st trimester, São Paulo =======================
REPORTS.append(dict(
    id="u01", date="2025-03-14",
    lab=dict(name="Laboratório Vita Diagnósticos", sub="Medicina Laboratorial",
             addr="Rua Domingos de Morais, 2187 - Vila Mariana - São Paulo/SP - CEP 04035-000",
             ids="CNPJ 12.345.678/0001-90 · CNES 2077485", rt="Resp. Técnico: Dra. Helena M. Okada - CRF-SP 45.812",
             tel="(11) 3014-2200"),
    style=dict(font="Liberation Sans", size=9.0, accent="#1b4f8a", border=True, caps=False, head="left"),
    patient=[("Paciente", "MARIANA DOS SANTOS OLIVEIRA"), ("Data de nasc.", "11/07/1996 (28 anos)"),
             ("Sexo", "Feminino"), ("Médico(a)", "Dr. Rafael Gouveia - CRM-SP 118.540"),
             ("Protocolo", "2503-140877"), ("Convênio", "Pré-natal SUS / UBS Vila Mariana"),
             ("Data do pedido", "10/03/2025"), ("Coleta", "14/03/2025 07:42"),
             ("DUM", "02/01/2025"), ("Liberação", "17/03/2025 15:20")],
    pages=[[
        txt("PERFIL PRÉ-NATAL - 1º TRIMESTRE", "h"),
        ex("TIPAGEM SANGUÍNEA ABO / FATOR Rh", [
            R("Grupo sanguíneo", "A", "", "", "883-9", alts=["882-1"]),
            R("Fator Rh (D)", "Positivo", "", "", "10331-7"),
            R("Pesquisa de anticorpos irregulares (Coombs indireto)", "Negativo", "", "Negativo", "890-4")],
            meta=[("Material", "Sangue total EDTA"), ("Método", "Hemaglutinação em gel")]),
        ex("HEMOGRAMA", eritro(dict(rbc="4,12", hb="11,4", hbf="L", ht="34,6", htf="L"), short=True)
           + [R("Leucócitos", "9.840", "/mm³", "4.000 a 11.000", "6690-2"),
              R("Neutrófilos segmentados", "68", "%", "40 a 75", "769-0", alts=["770-8"]),
              R("Linfócitos", "24", "%", "20 a 45", "736-9"),
              R("Plaquetas", "248.000", "/mm³", "150.000 a 450.000", "777-3")],
           meta=[("Material", "Sangue total EDTA"), ("Método", "Automatizado (citometria de fluxo) e microscopia")]),
        ex("GLICOSE EM JEJUM", [R("Glicose", "88", "mg/dL", "Gestantes: < 92 mg/dL", "1558-6", alts=["2345-7"])],
           meta=[("Material", "Plasma fluoretado"), ("Método", "Enzimático (hexoquinase)")],
           notes=["Diabetes gestacional: glicemia de jejum entre 92 e 125 mg/dL em qualquer fase da gestação (IADPSG/OMS)."]),
        ex("SOROLOGIAS", [
            R("VDRL", "Não reagente", "", "Não reagente", "5292-8"),
            R("HIV 1/2 - Antígeno p24 e anticorpos", "Não reagente", "", "Não reagente", "56888-1"),
            R("HBsAg - Antígeno de superfície da hepatite B", "Não reagente", "", "Não reagente", "5196-1", alts=["5195-3"]),
            R("Anti-HCV", "Não reagente", "", "Não reagente", "13955-0", alts=["16128-1"]),
            R("Toxoplasmose IgG", "inferior a 0,2", "UI/mL", "Não reagente: < 1,6 UI/mL", "5388-4"),
            R("Toxoplasmose IgM", "0,12", "Índice", "Não reagente: < 0,50", "22580-5"),
            R("Rubéola IgG", "46,8", "UI/mL", "Reagente: ≥ 10,0 UI/mL", "5334-8", alts=["8014-3"]),
            R("Rubéola IgM", "0,21", "Índice", "Não reagente: < 0,80", "8015-0")],
            meta=[("Material", "Soro"), ("Métodos", "VDRL: floculação; demais: quimioluminescência (CMIA)")],
            notes=["Resultado de HIV não reagente não exclui infecção recente (janela imunológica). Repetir no 3º trimestre conforme protocolo do Ministério da Saúde."]),
    ], [
        ex("URINA TIPO I (EAS)", eas(dict(dens="1,018", ph="6,5", leu="4", hem="1", epi="Algumas", bac="Raras", bil="Negativo", uro="Normal")),
           meta=[("Material", "Urina - jato médio, 1ª micção"), ("Método", "Tira reagente e microscopia do sedimento")]),
        ex("UROCULTURA", [R("Resultado", "Negativa", "", "Negativa", "630-4"),
                          R("Contagem de colônias", "< 1.000", "UFC/mL", "< 10.000 UFC/mL", "564-5", alts=["19090-0"])],
           meta=[("Material", "Urina - jato médio"), ("Método", "Semeadura quantitativa em ágar CLED")],
           notes=["Ausência de crescimento bacteriano após 48 horas de incubação."]),
        txt("Próxima consulta de pré-natal agendada na UBS para 11/04/2025. Resultados de 1º trimestre conferidos em 17/03/2025."),
    ]],
    footer="Laudo emitido em 17/03/2025 - impresso em 18/03/2025 08:03 · Página {p} de {n}",
    signature="Dra. Helena M. Okada - CRF-SP 45.812 - Farmacêutica-Bioquímica"))

# ======================= U02 occupational (ASO), Belo Horizonte =======================
REPORTS.append(dict(
    id="u02", date="2025-03-14",
    lab=dict(name="LABORATÓRIO SÃO LUCAS ANÁLISES CLÍNICAS LTDA", sub="SAÚDE OCUPACIONAL - EXAMES COMPLEMENTARES (NR-7 / PCMSO)",
             addr="AV. AMAZONAS, 5120 - NOVA SUÍÇA - BELO HORIZONTE - MG", ids="CNPJ: 21.908.334/0001-07   CNES: 3180921",
             rt="RESP. TÉCNICO: DR. MARCOS V. PIMENTA - CRBM-3 8.114", tel="(31) 3332-1044"),
    style=dict(font="Liberation Mono", size=8.4, accent="#000000", border=False, caps=True, head="center"),
    patient=[("NOME", "JOSE CARLOS FERREIRA LIMA"), ("NASC.", "22.05.81"), ("SEXO", "M"),
             ("EMPRESA", "METALURGICA VALE DO AÇO S/A"), ("FUNÇÃO", "SOLDADOR"), ("ADMISSÃO", "03.02.20"),
             ("EXAME", "PERIÓDICO"), ("PEDIDO Nº", "88412/25"), ("COLETADO EM", "14.03.25 06:55"), ("RECEBIDO EM", "14.03.25 09:10")],
    pages=[[
        ex("HEMOGRAMA", eritro(dict(rbc="5,02", hb="15,1", ht="44,8"), sex="M", caps=True, short=True) + [
            R("LEUCÓCITOS", "6.350", "/mm³", "4.000 a 10.000", "6690-2"),
            R("PLAQUETAS", "212.000", "/mm³", "150.000 a 400.000", "777-3")], layout="leaders",
           meta=[("MATERIAL", "SANGUE EDTA"), ("MÉTODO", "AUTOMAÇÃO")]),
        ex("BIOQUÍMICA", [
            R("GLICOSE", "104", "mg/dL", "70 a 99", "2345-7", flag="H", alts=["1558-6"]),
            R("CREATININA", "1,08", "mg/dL", "0,70 a 1,20", "2160-0"),
            R("TGO (AST)", "31", "U/L", "até 40", "1920-8"),
            R("TGP (ALT)", "44", "U/L", "até 41", "1742-6", flag="H"),
            R("GAMA GT", "67", "U/L", "10 a 71", "2324-2")], layout="leaders",
           meta=[("MATERIAL", "SORO")]),
        ex("CHUMBO NO SANGUE (PLUMBEMIA)", [R("CHUMBO", "6,4", "µg/dL", "VR: até 10 µg/dL  IBMP: 60 µg/dL", "5671-3")],
           layout="leaders", meta=[("MATERIAL", "SANGUE TOTAL HEPARINA"), ("MÉTODO", "ABSORÇÃO ATÔMICA - FORNO DE GRAFITE")],
           notes=["IBMP = ÍNDICE BIOLÓGICO MÁXIMO PERMITIDO (NR-7, ANEXO I)."]),
        ex("COLINESTERASE PLASMÁTICA", [R("COLINESTERASE", "7.420", "U/L", "5.320 a 12.920", "2098-2")],
           layout="leaders", meta=[("MATERIAL", "SORO"), ("MÉTODO", "CINÉTICO - BUTIRILTIOCOLINA")]),
        ex("EAS - ELEMENTOS ANORMAIS E SEDIMENTO", eas(dict(asp="LIGEIRAMENTE TURVO", dens="1,025", ph="5,5", leu="2 a 4", hem="0 a 2", cri="URATOS AMORFOS",
                                                             cor="AMARELO CITRINO", prot="NEGATIVO", gli="NEGATIVO", cet="NEGATIVO", hb="NEGATIVO", nit="NEGATIVO"), caps=True),
           layout="leaders", meta=[("MATERIAL", "URINA 1º JATO")]),
        ex("PARASITOLÓGICO DE FEZES", [R("RESULTADO", "NEGATIVO", "", "NEGATIVO", "10704-5")], layout="leaders",
           meta=[("MATERIAL", "FEZES"), ("MÉTODO", "HOFFMAN / FAUST")],
           notes=["NÃO FORAM ENCONTRADOS OVOS, LARVAS OU CISTOS NA AMOSTRA EXAMINADA."]),
        txt("PRÓXIMO EXAME PERIÓDICO PREVISTO PARA 03.2026.  IMPRESSO EM 18.03.25 09:12."),
    ]],
    footer="LAUDO LIBERADO EM 17.03.25 - PAG. {p}/{n}",
    signature="DR. MARCOS V. PIMENTA - CRBM-3 8.114 - BIOMÉDICO"))

# ======================= U03 renal / 24-hour urine with SI, Porto Alegre =======================
REPORTS.append(dict(
    id="u03", date="2025-03-14",
    lab=dict(name="Laboratório de Pesquisa Clínica Guaíba", sub="Serviço de Nefrologia - Unidade de Pesquisa",
             addr="Rua Ramiro Barcelos, 1410 - Bom Fim - Porto Alegre/RS", ids="CNES 2237601 - CNPJ 87.020.517/0001-20",
             rt="Responsável: Dr. Paulo R. Schneider - CRM-RS 22.904 / Bioq. Ana L. Kessler - CRF-RS 9.331", tel="(51) 3359-8000"),
    style=dict(font="DejaVu Serif", size=8.6, accent="#5a2d0c", border=True, caps=False, head="left"),
    patient=[("Participante", "Carlos Eduardo Vargas Müller"), ("Nascimento", "04/10/1962"), ("Sexo", "Masculino"),
             ("Estudo / visita", "NEFRO-RS 014 - visita 3"), ("Solicitante", "Dr. Paulo R. Schneider"),
             ("Nº de registro", "PRC-025.611"), ("Peso / altura", "82 kg / 1,74 m"), ("Recebido", "14/03/2025 08:40")],
    pages=[[
        txt("Sangue coletado em 12/03/2025 07:15 (jejum de 10 h). Urina de 24 horas: início 13/03/2025 06:30 - término e data da coleta 14/03/2025 06:30.", "note"),
        ex("Bioquímica sérica - unidades convencionais e SI", [
            R("Creatinina", "1,32", "mg/dL", "0,70 a 1,20", "2160-0", flag="↑", date="2025-03-12"),
            R("Creatinina (SI)", "116,7", "µmol/L", "62 a 106", "14682-9", flag="↑", date="2025-03-12"),
            R("Ureia", "48", "mg/dL", "17 a 43", "3091-6", flag="↑", date="2025-03-12"),
            R("Ureia (SI)", "8,0", "mmol/L", "2,8 a 7,2", "22664-7", flag="↑", date="2025-03-12"),
            R("Glicose", "5,6", "mmol/L", "3,9 a 5,5", "14749-6", flag="↑", date="2025-03-12", alts=["2345-7"]),
            R("Sódio", "139", "mmol/L", "136 a 145", "2951-2", date="2025-03-12"),
            R("Potássio", "4,9", "mmol/L", "3,5 a 5,1", "2823-3", date="2025-03-12"),
            R("Ácido úrico", "7,4", "mg/dL", "3,4 a 7,0", "3084-1", flag="↑", date="2025-03-12")],
           meta=[("Material", "Soro"), ("Métodos", "Creatinina: enzimático rastreável a IDMS; ureia: urease-GLDH")],
           dateline="Coleta: 12/03/2025"),
        ex("Urina de 24 horas", [
            R("Volume urinário", "2.150", "mL/24 h", "800 a 2.000", "3167-4"),
            R("Creatinina urinária", "1.418", "mg/24 h", "955 a 2.936", "2162-6"),
            R("Proteína total - concentração", "22,6", "mg/dL", "", "21482-5"),
            R("Proteína total", "486", "mg/24 h", "< 150 mg/24 h", "2889-4", flag="↑"),
            R("Microalbuminúria", "182,4", "mg/24 h", "< 30 mg/24 h", "14956-7", flag="↑"),
            R("Cálcio urinário", "214", "mg/24 h", "100 a 300", "6874-2"),
            R("Sódio urinário", "168", "mmol/24 h", "40 a 220", "2956-1"),
            R("Potássio urinário", "52,4", "mmol/24 h", "25 a 125", "2829-0"),
            R("Depuração de creatinina", "74,6", "mL/min", "97 a 137", "2164-2", flag="↓")],
           meta=[("Material", "Urina de 24 horas (conservada em geladeira)"), ("Método", "Colorimétrico / ISE indireto")],
           dateline="Coleta: 14/03/2025 (término)",
           notes=["A depuração de creatinina foi calculada com a creatinina sérica de 12/03/2025 e o volume informado. Coleta incompleta invalida o resultado."]),
    ], [
        ex("Urina tipo 1", eas(dict(dens="1,012", ph="6,0", prot="30", gli="< 30", leu="3", hem="8", hemf="↑", epi="Raras", bac="Ausentes"), strip_mass=True),
           meta=[("Material", "Urina - amostra isolada da manhã"), ("Método", "Tira reagente e sedimentoscopia")],
           dateline="Coleta: 14/03/2025"),
        txt("Resultados anteriores do participante (visita 2):", "h2"),
        ex("Creatinina sérica - visita 2", [R("Creatinina", "1,21", "mg/dL", "0,70 a 1,20", "2160-0", flag="↑", date="2024-09-18")],
           layout="free", dateline="Data da coleta: 18/09/2024"),
        txt("Próxima visita do estudo: 15/09/2025. Relatório conferido em 19/03/2025 e liberado em 19/03/2025 11:45."),
    ]],
    footer="LPC-Guaíba · Resultados para uso em pesquisa e assistência · Impresso em 20/03/2025 · Pág. {p}/{n}",
    signature="Ana L. Kessler - Bioquímica - CRF-RS 9.331"))

# ======================= U04 hepatitis / HIV / syphilis, Salvador (reference before result) =======================
REPORTS.append(dict(
    id="u04", date="2025-03-14",
    lab=dict(name="Bahia Análises Clínicas", sub="Laboratório de Sorologia e Imunologia",
             addr="Av. Sete de Setembro, 1233 - Campo Grande - Salvador - BA", ids="CNPJ 15.221.904/0001-33 | CNES 0004375",
             rt="RT: Dra. Luciana Brandão Neves - CRBM-1 14.207", tel="(71) 3321-5500"),
    style=dict(font="DejaVu Sans", size=8.4, accent="#0f6b3a", border=False, caps=False, head="center"),
    patient=[("Cliente", "Antônio Raimundo Sacramento"), ("Nasc.", "23/set/1971"), ("Sexo", "Masc."),
             ("Solicitante", "Dra. Fernanda Queiroz (CRM-BA 19.332)"), ("Atendimento", "BA-771205"),
             ("Data de coleta", "14/mar/2025"), ("Entrada", "14/mar/2025"), ("Impressão", "18/mar/2025")],
    pages=[[
        txt("Painel de hepatites virais, HIV e sífilis", "h"),
        ex("HBsAg - Antígeno de superfície do vírus da hepatite B", [R("HBsAg", "Não reagente", "", "Não reagente", "5196-1", alts=["5195-3"])],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Quimioluminescência")]),
        ex("Anti-HBs - Anticorpos contra o antígeno de superfície", [
            R("Anti-HBs", "< 2,0", "mUI/mL", "Não reagente: < 10,0 mUI/mL | Reagente: ≥ 10,0 mUI/mL", "16935-9")],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Quimioluminescência")]),
        ex("Anti-HBs - resultado anterior (mesma metodologia)", [R("Anti-HBs", "< 2,0", "mUI/mL", "", "16935-9", date="2024-09-10")],
           layout="free", dateline="Data da coleta anterior: 10/09/2024"),
        ex("Anti-HBc total", [R("Anti-HBc total", "Reagente", "", "Não reagente", "13952-7", alts=["16933-4"])],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Quimioluminescência")]),
        ex("Anti-HBc IgM", [R("Anti-HBc IgM", "Não reagente", "", "Não reagente", "31204-1")],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Quimioluminescência")],
           notes=["Anti-HBc total reagente com HBsAg e anti-HBc IgM não reagentes: perfil sugestivo de infecção passada pelo HBV; correlacionar com anti-HBs e dados clínicos."]),
        ex("Anti-HCV", [R("Anti-HCV", "Não reagente", "", "Não reagente", "13955-0", alts=["16128-1"])],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Quimioluminescência")]),
        ex("Hepatite A - anticorpos IgM", [R("Anti-HAV IgM", "Não reagente", "", "Não reagente", "13950-1", alts=["22314-9"])],
           layout="refbefore", meta=[("Material", "Soro")]),
        ex("HIV 1 e 2 - Ag/Ac (4ª geração)", [R("HIV 1/2 Ag/Ac", "Não reagente", "", "Não reagente", "56888-1")],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Eletroquimioluminescência")],
           notes=["Amostra não reagente para HIV. Em caso de suspeita de infecção recente, nova amostra após 30 dias."]),
        ex("VDRL", [R("VDRL", "Reagente", "", "Não reagente", "5292-8"), R("Título", "1/4", "", "", "50690-7")],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Floculação (VDRL)")]),
        ex("Sífilis - Anticorpos treponêmicos", [R("Anticorpos anti-Treponema pallidum", "Reagente", "", "Não reagente", "24110-9", alts=["22587-0"])],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Quimioluminescência (teste treponêmico)")],
           notes=["Teste treponêmico reagente com VDRL reagente em baixo título: interpretar com história de tratamento prévio."]),
    ], [
        txt("Função hepática", "h"),
        ex("Bioquímica", [
            R("AST / TGO", "38", "U/L", "Até 40 U/L", "1920-8"),
            R("ALT / TGP", "52", "U/L", "Até 41 U/L", "1742-6", flag="Alto"),
            R("Gama-glutamiltransferase", "88", "U/L", "10 a 71 U/L", "2324-2", flag="Alto"),
            R("Fosfatase alcalina", "96", "U/L", "40 a 129 U/L", "6768-6"),
            R("Bilirrubina total", "0,94", "mg/dL", "Até 1,20 mg/dL", "1975-2"),
            R("Bilirrubina direta", "0,31", "mg/dL", "Até 0,30 mg/dL", "1968-7", flag="Alto"),
            R("Bilirrubina indireta", "0,63", "mg/dL", "Até 0,90 mg/dL", "1971-1"),
            R("Albumina", "4,1", "g/dL", "3,5 a 5,2 g/dL", "1751-7")],
           layout="refbefore", meta=[("Material", "Soro"), ("Método", "Cinético / colorimétrico")]),
        txt("Liberado em 17/mar/2025 16:42 por Dra. Luciana Brandão Neves. Documento assinado digitalmente conforme MP 2.200-2/2001."),
    ]],
    footer="Bahia Análises Clínicas · www.bahiaanalises.com.br · Página {p} de {n}",
    signature="Dra. Luciana Brandão Neves - Biomédica - CRBM-1 14.207"))

# ======================= U05 EAS + urine culture + antibiogram, Curitiba =======================
AB = lambda n, v, code: R(n, v, "", "", code)
REPORTS.append(dict(
    id="u05", date="2025-03-14",
    lab=dict(name="Laboratório Araucária", sub="Análises Clínicas e Microbiologia",
             addr="Rua XV de Novembro, 964 - Centro - Curitiba - PR", ids="CNPJ 76.540.112/0001-48  ·  CNES 0015571",
             rt="Responsável técnica: Dra. Cláudia Wisniewski - CRF-PR 12.097", tel="(41) 3222-7080"),
    style=dict(font="Liberation Serif", size=9.4, accent="#2f4f2f", border=True, caps=False, head="left"),
    patient=[("Paciente", "Luíza Kowalski Andrade"), ("Nascimento", "30/01/1989"), ("Sexo", "F"),
             ("Médico", "Dr. Tiago Bertoldi - CRM-PR 31.775"), ("Pedido", "AR-2025-031487"),
             ("Coletado em", "14/03/2025 08:10"), ("Uso de antimicrobiano", "Nega nos últimos 15 dias (último em 20/02/2025)")],
    pages=[[
        ex("URINA TIPO 1 - EAS", eas(dict(cor="Amarelo escuro", asp="Turvo", dens="1,022", ph="6,5", prot="Traços", hb="+ (1+)", nit="Positivo", le="++ (2+)",
                                         bil="Negativo", uro="Normal", leu="85.000", leuf="*", hem="12.000", hemf="*", epi="Algumas", bac="Numerosas"), per_ml=True),
           meta=[("Material", "Urina - jato médio"), ("Método", "Tira reagente (leitura automatizada) e citometria de fluxo")],
           notes=["Presença de piócitos em grumos."]),
        ex("UROCULTURA COM ANTIBIOGRAMA", [
            R("Microrganismo isolado", "Escherichia coli", "", "", "630-4"),
            R("Contagem de colônias", "> 100.000", "UFC/mL", "Significativo: ≥ 100.000 UFC/mL", "564-5", alts=["19090-0"])],
           meta=[("Material", "Urina - jato médio"), ("Método", "Semeadura quantitativa (CLED / MacConkey); identificação MALDI-TOF")],
           dateline="Semeadura: 14/03/2025 10:30 · Leitura final: 16/03/2025"),
        ex("ANTIBIOGRAMA (Escherichia coli)", [
            AB("Amicacina", "Sensível", "18860-7"), AB("Amoxicilina + ácido clavulânico", "Sensível", "18862-3"),
            AB("Ampicilina", "Resistente", "18864-9"), AB("Cefalotina", "Resistente", "18900-1"),
            AB("Ceftriaxona", "Sensível", "18895-3"), AB("Ciprofloxacino", "Resistente", "18906-8"),
            AB("Gentamicina", "Sensível", "18928-2"), AB("Nitrofurantoína", "Sensível", "18955-5"),
            AB("Norfloxacino", "Resistente", "18957-1"), AB("Sulfametoxazol + trimetoprima", "Resistente", "18998-5")],
           layout="antibio", meta=[("Método", "Disco-difusão (Kirby-Bauer) - interpretação BrCAST 2025")],
           notes=["S = Sensível; I = Sensível aumentando exposição; R = Resistente.", "Cepa não produtora de ESBL (teste de sinergia negativo)."]),
        txt("Material recebido em 14/03/2025 09:02. Laudo liberado em 16/03/2025 17:30. Impresso em 17/03/2025."),
    ]],
    footer="Laboratório Araucária - Curitiba/PR - Página {p}/{n}",
    signature="Dra. Cláudia Wisniewski - CRF-PR 12.097"))

# ======================= U06 stool (3 samples, 3 dates) + CBC with %/absolute, Goiânia =======================
REPORTS.append(dict(
    id="u06", date="2025-03-14",
    lab=dict(name="Laboratório Cerrado Diagnóstico", sub="Unidade Setor Bueno",
             addr="Av. T-7, 1055 - Setor Bueno - Goiânia/GO", ids="CNPJ 03.118.774/0001-52 - CNES 2338424",
             rt="RT: Dr. Henrique Araújo Campos - CRF-GO 6.518", tel="(62) 3251-9090"),
    style=dict(font="DejaVu Sans Condensed", size=8.6, accent="#8a4b08", border=True, caps=False, head="left"),
    patient=[("Paciente", "Pedro Henrique Rocha Silva"), ("DN", "05/08/2016 (8 anos)"), ("Sexo", "Masculino"),
             ("Responsável", "Kelly Rocha Silva"), ("Médico", "Dra. Simone Lacerda - CRM-GO 14.660"), ("OS", "0314-55921"),
             ("Data do pedido", "07/03/2025"), ("Coleta do sangue", "14/03/2025 08:20")],
    pages=[[
        ex("HEMOGRAMA COMPLETO - Eritrograma", eritro(dict(rbc="4,61", hb="12,2", ht="37,1", vcm="80,5", hcm="26,5", hcm_f="", chcm="32,9", rdw="14,9"), sex="M"),
           meta=[("Material", "Sangue total EDTA"), ("Método", "Impedância / citometria")]),
        leuco("Leucograma", [
            ("Neutrófilos", "41,0", "3.731", "770-8", "751-8", "35 a 65", "1.500 a 8.500"),
            ("Eosinófilos", "14,0", "1.274", "713-8", "711-2", "1 a 5", "50 a 500", "↑"),
            ("Basófilos", "0,5", "46", "706-2", "704-7", "0 a 1", "0 a 100"),
            ("Linfócitos", "37,0", "3.367", "736-9", "731-0", "25 a 50", "1.500 a 6.500"),
            ("Monócitos", "7,5", "683", "5905-5", "742-7", "2 a 10", "100 a 1.000")],
            meta=[("Valores absolutos", "por mm³")]),
        ex("Plaquetograma", [R("Leucócitos totais", "9.100", "/mm³", "4.500 a 13.500", "6690-2"),
                              R("Plaquetas", "331.000", "/mm³", "150.000 a 450.000", "777-3")],
           notes=["Eosinofilia. Sugere-se correlação com o exame parasitológico."]),
        ex("PARASITOLÓGICO DE FEZES - 3 AMOSTRAS", [
            R("Amostra 1", "Cistos de Giardia lamblia", "", "Negativo", "10704-5", date="2025-03-10"),
            R("Amostra 2", "Cistos de Giardia lamblia e ovos de Ascaris lumbricoides", "", "Negativo", "10704-5", date="2025-03-12"),
            R("Amostra 3", "Negativo", "", "Negativo", "10704-5", date="2025-03-14")],
           layout="stool", meta=[("Material", "Fezes (conservante MIF)"), ("Método", "Hoffman, Faust e Ritchie")],
           cols=["Amostra", "Data da coleta", "Resultado"]),
    ], [
        ex("PESQUISA DE SANGUE OCULTO NAS FEZES", [R("Resultado", "Negativo", "", "Negativo", "29771-3", alts=["2335-8"], date="2025-03-12")],
           layout="free", meta=[("Material", "Fezes"), ("Método", "Imunocromatográfico (hemoglobina humana)")],
           dateline="Amostra coletada em 12/03/2025"),
        ex("PESQUISA DE LEUCÓCITOS FECAIS", [R("Leucócitos", "Raros", "", "Ausentes", "13655-6", date="2025-03-12")],
           layout="free", meta=[("Material", "Fezes")], dateline="Amostra coletada em 12/03/2025"),
        ex("COPROCULTURA", [R("Resultado", "Negativa para Salmonella sp, Shigella sp e Escherichia coli enteropatogênica", "", "Negativa", "625-4", date="2025-03-12")],
           layout="free", meta=[("Material", "Fezes in natura"), ("Método", "Cultura em meios seletivos")],
           dateline="Amostra coletada em 12/03/2025", notes=["Liberado após 72 h de incubação (15/03/2025)."]),
        txt("Amostras de fezes entregues pelo responsável em 10/03/2025, 12/03/2025 e 14/03/2025. Laudo completo liberado em 15/03/2025. Retorno ao pediatra: 24/03/2025."),
    ]],
    footer="Cerrado Diagnóstico · Goiânia/GO · Emitido em 15/03/2025 19:04 · Pág. {p} de {n}",
    signature="Dr. Henrique Araújo Campos - CRF-GO 6.518"))

# ======================= U07 dengue with serial CBC, Fortaleza (two columns) =======================
REPORTS.append(dict(
    id="u07", date="2025-03-14",
    lab=dict(name="LABNORTE - Laboratório Nordeste", sub="Análises Clínicas · Plantão 24 h",
             addr="Av. Santos Dumont, 3131 - Aldeota - Fortaleza/CE", ids="CNES 6554326 / CNPJ 09.441.226/0001-71",
             rt="Resp. Téc.: Dr. Francisco Wellington Bezerra - CRF-CE 4.902", tel="(85) 3264-1100"),
    style=dict(font="Liberation Sans", size=8.6, accent="#b01e23", border=False, caps=False, head="center"),
    patient=[("Nome", "Raquel Sampaio Holanda"), ("Nascimento", "17.04.1993"), ("Sexo", "Feminino"),
             ("Médico", "Dr. Igor Maia - CRM-CE 15.443"), ("Atendimento", "CE-2503-7761"),
             ("Data da coleta", "14.03.2025 - 09:05"), ("Início dos sintomas", "10.03.2025")],
    pages=[[
        txt("Investigação de arbovirose - dengue", "h"),
        two([ex("Eritrograma", eritro(dict(rbc="4,88", hb="14,6", ht="44,9", htf="↑", vcm="92,0", hcm="29,9", chcm="32,5", rdw="12,6"), short=False),
                meta=[("Material", "Sangue EDTA")])],
            [ex("Leucograma / plaquetas", [
                R("Leucócitos", "2.870", "/mm³", "4.000 a 11.000", "6690-2", flag="↓"),
                R("Segmentados", "52", "%", "40 a 75", "769-0", alts=["770-8"]),
                R("Bastões", "3", "%", "0 a 5", "764-1"),
                R("Linfócitos", "36", "%", "20 a 45", "736-9"),
                R("Monócitos", "9", "%", "2 a 10", "5905-5"),
                R("Plaquetas", "68.000", "/mm³", "150.000 a 450.000", "777-3", flag="↓")],
                meta=[("Material", "Sangue EDTA")], notes=["Plaquetopenia confirmada em lâmina."])]),
        ex("Dengue - antígeno NS1 e anticorpos", [
            R("Antígeno NS1", "Reagente", "", "Não reagente", "75377-2"),
            R("Dengue IgM", "Não reagente", "", "Não reagente", "25338-5"),
            R("Dengue IgG", "Não reagente", "", "Não reagente", "29676-4")],
           meta=[("Material", "Soro"), ("Método", "NS1: ELISA; IgM e IgG: imunocromatografia")],
           notes=["NS1 reagente até o 5º dia de sintomas indica infecção aguda. Anticorpos IgM tornam-se detectáveis a partir do 5º-6º dia."]),
        ex("Bioquímica", [R("TGO", "86", "U/L", "até 32", "1920-8", flag="↑"), R("TGP", "71", "U/L", "até 33", "1742-6", flag="↑"),
                          R("Albumina", "3,6", "g/dL", "3,5 a 5,2", "1751-7")], meta=[("Material", "Soro")]),
        cumul("Evolução - resultados anteriores desta paciente", ["12.03.2025", "13.03.2025"], ["2025-03-12", "2025-03-13"], [
            ("Hematócrito", "%", ["41,2", "43,0"], "4544-3", "35,0 a 45,0"),
            ("Leucócitos", "/mm³", ["4.120", "3.350"], "6690-2", "4.000 a 11.000"),
            ("Plaquetas", "/mm³", ["142.000", "97.000"], "777-3", "150.000 a 450.000")],
            notes=["Hemoconcentração progressiva (aumento > 10% do hematócrito) com queda de plaquetas: sinal de alarme; correlacionar clinicamente."]),
        txt("Resultado comunicado ao médico plantonista em 14.03.2025 às 11:20. Liberado em 14.03.2025 11:32. Reavaliação sugerida em 15.03.2025."),
    ]],
    footer="LABNORTE · Fortaleza/CE · Impresso em 14.03.2025 · {p}/{n}",
    signature="Dr. Francisco Wellington Bezerra - CRF-CE 4.902"))

# ======================= U08 prenatal 2nd/3rd trimester, Rio de Janeiro =======================
REPORTS.append(dict(
    id="u08", date="2025-03-14",
    lab=dict(name="Laboratório Guanabara de Análises Clínicas", sub="Pré-natal · Medicina Fetal · Análises Clínicas",
             addr="Rua Conde de Bonfim, 422 - Tijuca - Rio de Janeiro/RJ", ids="CNPJ 33.019.640/0001-05 · CNES 2269244",
             rt="Diretor técnico: Dr. Ricardo Antunes Lemos - CRM-RJ 52.61234-8", tel="(21) 2568-3030"),
    style=dict(font="DejaVu Serif Condensed", size=8.7, accent="#4b2a7b", border=True, caps=False, head="center"),
    patient=[("Paciente", "Jéssica Aparecida Nascimento"), ("Nascimento", "09/12/2001"), ("Sexo", "Feminino"),
             ("Médico(a)", "Dra. Beatriz Salgado - CRM-RJ 52.90871-3"), ("Requisição", "GB 0893341"),
             ("Coleta", "14 de março de 2025, 07:30"), ("DUM", "14/09/2024"), ("DPP", "21/06/2025"), ("IG", "26 semanas")],
    pages=[[
        txt("Rotina pré-natal - 2º trimestre", "h"),
        ex("Teste oral de tolerância à glicose (TOTG 75 g)", [
            R("Glicose jejum", "86", "mg/dL", "< 92 mg/dL", "1558-6", alts=["2345-7"]),
            R("Glicose 1 hora após 75 g", "192", "mg/dL", "< 180 mg/dL", "20438-8", flag="*"),
            R("Glicose 2 horas após 75 g", "141", "mg/dL", "< 153 mg/dL", "1518-0")],
           meta=[("Material", "Plasma fluoretado"), ("Método", "Hexoquinase"), ("Sobrecarga", "75 g de dextrosol")],
           notes=["Critério IADPSG: um valor alterado (jejum ≥ 92, 1 h ≥ 180 ou 2 h ≥ 153 mg/dL) define diabetes mellitus gestacional."]),
        two([ex("Hemograma (resumo)", eritro(dict(rbc="3,71", hb="10,6", hbf="*", ht="31,9", htf="*"), short=True) +
                [R("Leucócitos", "11.200", "/mm³", "5.000 a 15.000 (gestante)", "6690-2"),
                 R("Plaquetas", "204.000", "/mm³", "150.000 a 450.000", "777-3")], meta=[("Material", "Sangue EDTA")])],
            [ex("Urina tipo I", eas(dict(dens="1,015", ph="6,0", leu="6", leuf="*", hem="2", epi="Numerosas")),
                meta=[("Material", "Urina jato médio")])]),
        ex("Urocultura", [R("Urocultura", "Negativa", "", "Negativa", "630-4")], layout="free",
           meta=[("Material", "Urina jato médio")], notes=["Sem crescimento bacteriano significativo em 48 h."]),
    ], [
        ex("Sífilis", [
            R("VDRL", "Reagente", "", "Não reagente", "5292-8"),
            R("VDRL - título", "1/8", "", "", "50690-7"),
            R("Teste treponêmico (CMIA)", "Reagente", "", "Não reagente", "24110-9", alts=["22587-0"])],
           meta=[("Material", "Soro"), ("Método", "VDRL: floculação; treponêmico: quimioluminescência")]),
        ex("VDRL - resultado anterior", [R("VDRL - título", "1/32", "", "", "50690-7", date="2024-11-20")],
           layout="free", dateline="Coletado em 20/11/2024 (antes do tratamento com penicilina benzatina, iniciado em 25/11/2024)",
           notes=["Queda de duas diluições em relação à amostra anterior: compatível com resposta ao tratamento."]),
        ex("Sorologias de 2º trimestre", [
            R("HIV 1/2 (Ag/Ac)", "Não reagente", "", "Não reagente", "56888-1"),
            R("HBsAg", "Não reagente", "", "Não reagente", "5196-1", alts=["5195-3"]),
            R("Toxoplasmose IgG", "> 300,0", "UI/mL", "Reagente: ≥ 3,0 UI/mL", "5388-4", flag="*"),
            R("Toxoplasmose IgM", "0,21", "índice", "Não reagente: < 0,55", "22580-5")],
           meta=[("Material", "Soro"), ("Método", "Quimioluminescência")],
           notes=["IgG reagente e IgM não reagente: imunidade por infecção pregressa. Dispensa novas sorologias para toxoplasmose nesta gestação."]),
        txt("Exames de 3º trimestre a partir de 28/04/2025 (32 semanas). Resultado liberado em 17/03/2025 às 10:15 · impresso em 17/03/2025."),
    ]],
    footer="Laboratório Guanabara · Rio de Janeiro · Página {p} de {n}",
    signature="Dr. Ricardo Antunes Lemos - CRM-RJ 52.61234-8"))

# ======================= U09 occupational check-up in SI units, Florianópolis (two columns) =======================
REPORTS.append(dict(
    id="u09", date="2025-03-14",
    lab=dict(name="Laboratório Universitário de Saúde do Trabalhador", sub="Serviço de Medicina do Trabalho - Campus Trindade",
             addr="Rua Eng. Agronômico Andrei Cristian Ferreira, s/n - Trindade - Florianópolis/SC", ids="CNES 3157245 · CNPJ 83.899.526/0001-82",
             rt="RT: Profa. Dra. Irene Hoffmann Zanella - CRF-SC 3.876", tel="(48) 3721-9000"),
    style=dict(font="DejaVu Sans", size=8.3, accent="#004b6b", border=True, caps=False, head="left"),
    patient=[("Servidor(a)", "Guilherme Antunes Bittencourt"), ("Data de nascimento", "1979-02-26"), ("Sexo", "M"),
             ("Matrícula", "SIAPE 1.847.551"), ("Lotação", "Hospital Universitário - Enfermagem"),
             ("Exame", "Periódico (PCMSO)"), ("Coleta", "2025-03-14 07:20"), ("Solicitação", "2025-03-05")],
    pages=[[
        txt("Resultados expressos em unidades do Sistema Internacional (SI).", "note"),
        two([ex("Hemograma", [
                R("Eritrócitos", "4,82", "×10¹²/L", "4,30 – 5,70", "789-8"),
                R("Hemoglobina", "142", "g/L", "135 – 175", "718-7"),
                R("Hematócrito", "0,43", "L/L", "0,39 – 0,50", "4544-3"),
                R("VCM", "89,2", "fL", "80 – 98", "787-2"),
                R("Leucócitos", "6,8", "×10⁹/L", "4,0 – 11,0", "6690-2"),
                R("Neutrófilos", "3,9", "×10⁹/L", "1,8 – 7,5", "751-8"),
                R("Linfócitos", "2,1", "×10⁹/L", "1,0 – 4,0", "731-0"),
                R("Plaquetas", "245", "×10⁹/L", "150 – 450", "777-3")], meta=[("Material", "Sangue EDTA")])],
            [ex("Bioquímica", [
                R("Glicose (jejum)", "5,3", "mmol/L", "3,9 – 5,5", "14749-6"),
                R("HbA1c", "5,4", "%", "< 5,7", "4548-4"),
                R("HbA1c (IFCC)", "36", "mmol/mol", "< 39", "59261-8"),
                R("Creatinina", "84", "µmol/L", "62 – 106", "14682-9"),
                R("Ureia", "5,1", "mmol/L", "2,8 – 7,2", "22664-7"),
                R("Colesterol total", "5,6", "mmol/L", "< 5,2", "14647-2", flag="H"),
                R("HDL-colesterol", "1,32", "mmol/L", "> 1,0", "14646-4"),
                R("Triglicerídeos", "1,45", "mmol/L", "< 1,7", "14927-8"),
                R("LDL-colesterol (calculado)", "3,6", "mmol/L", "< 3,4", "39469-2", flag="H", alts=["22748-8"]),
                R("ALT", "28", "U/L", "< 41", "1742-6"),
                R("TSH", "2,14", "mUI/L", "0,27 – 4,20", "3016-3")], meta=[("Material", "Soro / sangue EDTA (HbA1c)")])]),
        ex("Imunização e triagem sorológica (profissional de saúde)", [
            R("Anti-HBs", "128", "mUI/mL", "Imune: ≥ 10", "16935-9"),
            R("HBsAg", "Não reagente", "", "Não reagente", "5196-1", alts=["5195-3"]),
            R("Anti-HCV", "Não reagente", "", "Não reagente", "13955-0", alts=["16128-1"]),
            R("HIV 1/2 Ag/Ac", "Não reagente", "", "Não reagente", "56888-1")],
           meta=[("Material", "Soro"), ("Método", "CMIA")],
           notes=["Anti-HBs ≥ 10 mUI/mL: resposta vacinal adequada. Esquema vacinal registrado: 3 doses (última em 15/08/2019)."]),
        txt("Conversões: glicose mg/dL = mmol/L × 18,0; creatinina mg/dL = µmol/L ÷ 88,4. ASO agendado para 2025-03-21. Laudo liberado em 2025-03-17."),
    ]],
    footer="LUST - Florianópolis/SC · Emissão 2025-03-17 14:02 · Página {p}/{n}",
    signature="Profa. Dra. Irene Hoffmann Zanella - CRF-SC 3.876"))

# ======================= U10 small lab, Manaus: caps monospace, reference before result =======================
REPORTS.append(dict(
    id="u10", date="2025-03-14",
    lab=dict(name="LABORATORIO RIO NEGRO", sub="ANALISES CLINICAS - ATENDIMENTO SUS E PARTICULAR",
             addr="RUA JOAQUIM NABUCO, 1802 - CENTRO - MANAUS/AM", ids="CNPJ 04.556.789/0001-12 - CNES 7012345",
             rt="BIOQUIMICO RESPONSAVEL: RAIMUNDO NONATO BATISTA - CRF-AM 1.904", tel="(92) 3233-4455"),
    style=dict(font="DejaVu Sans Mono", size=8.0, accent="#000000", border=False, caps=True, head="center"),
    patient=[("PACIENTE", "FRANCISCA DAS CHAGAS MONTEIRO"), ("NASCIMENTO", "02/02/1985"), ("SEXO", "F"),
             ("MEDICO", "DR. ELIAS TAVARES - CRM-AM 7.801"), ("ORDEM", "000.451.223"),
             ("DATA DO PEDIDO", "13/03/2025"), ("DATA DA COLETA", "14/03/2025"), ("EMISSAO", "15/03/2025")],
    pages=[[
        ex("HEMOGRAMA", eritro(dict(rbc="4,02", hb="11,8", ht="36,2"), caps=True, short=True) + [
            R("LEUCOCITOS", "5.400", "/mm3", "4.000 A 10.000", "6690-2"),
            R("PLAQUETAS", "176.000", "/mm3", "150.000 A 400.000", "777-3")], layout="refbefore",
           meta=[("MATERIAL", "SANGUE TOTAL")]),
        ex("GLICEMIA DE JEJUM", [R("GLICOSE", "92", "mg/dL", "70 A 99 mg/dL", "1558-6", alts=["2345-7"])], layout="refbefore",
           meta=[("MATERIAL", "PLASMA")]),
        ex("PESQUISA DE PLASMODIUM (GOTA ESPESSA)", [R("RESULTADO", "NEGATIVO", "", "NEGATIVO", "32700-7")], layout="refbefore",
           meta=[("MATERIAL", "SANGUE CAPILAR"), ("METODO", "GOTA ESPESSA - GIEMSA")],
           notes=["NAO FORAM VISUALIZADAS FORMAS DE PLASMODIUM SP. EM 100 CAMPOS."]),
        ex("PARASITOLOGICO DE FEZES", [R("RESULTADO", "CISTOS DE ENTAMOEBA HISTOLYTICA/DISPAR", "", "NEGATIVO", "10704-5")], layout="refbefore",
           meta=[("MATERIAL", "FEZES"), ("METODO", "HOFFMAN")]),
        ex("SOROLOGIAS", [
            R("VDRL", "NAO REAGENTE", "", "NAO REAGENTE", "5292-8"),
            R("HIV 1 E 2 (TESTE RAPIDO)", "NAO REAGENTE", "", "NAO REAGENTE", "56888-1"),
            R("HBSAG (TESTE RAPIDO)", "NAO REAGENTE", "", "NAO REAGENTE", "5196-1", alts=["5195-3"]),
            R("ANTI-HCV (TESTE RAPIDO)", "NAO REAGENTE", "", "NAO REAGENTE", "13955-0", alts=["16128-1"])], layout="refbefore",
           meta=[("MATERIAL", "SORO / SANGUE CAPILAR")]),
        ex("BETA HCG QUANTITATIVO", [R("BETA HCG", "MENOR QUE 2,0", "mUI/mL", "NAO GRAVIDAS: ATE 5,0 mUI/mL", "21198-7", alts=["19080-1"])],
           layout="refbefore", meta=[("MATERIAL", "SORO"), ("METODO", "QUIMIOLUMINESCENCIA")]),
        ex("EAS", eas(dict(cor="AMARELO CLARO", asp="LIMPIDO", dens="1,010", ph="7,0", prot="NEGATIVO", gli="NEGATIVO", cet="NEGATIVO",
                           hb="NEGATIVO", nit="NEGATIVO", leu="3 A 5", hem="1 A 2"), caps=True),
           layout="refbefore", meta=[("MATERIAL", "URINA")]),
        txt("DUM INFORMADA: 20/02/2025. RETORNO AO POSTO EM 28/03/2025."),
    ]],
    footer="LAB. RIO NEGRO - MANAUS - AM - FOLHA {p}/{n}",
    signature="RAIMUNDO NONATO BATISTA - CRF-AM 1.904"))

# ======================= U11 TORCH, table with reference column BEFORE result column, Natal =======================
REPORTS.append(dict(
    id="u11", date="2025-03-13",
    lab=dict(name="Potiguar Medicina Diagnóstica", sub="Laboratório Clínico",
             addr="Av. Prudente de Morais, 4050 - Lagoa Nova - Natal/RN", ids="CNPJ 08.331.902/0001-66 - CNES 2408082",
             rt="Responsável técnico: Dr. Gustavo Medeiros Dantas - CRF-RN 2.755", tel="(84) 3206-7700"),
    style=dict(font="Liberation Sans", size=9.2, accent="#c05800", border=True, caps=False, head="left"),
    patient=[("Paciente", "Ana Clara Fernandes Câmara"), ("Data de nascimento", "28/06/1994"), ("Sexo", "Feminino"),
             ("Médico solicitante", "Dra. Lívia Bezerra - CRM-RN 6.102"), ("Pedido", "PMD-13032025-0457"),
             ("Data/hora da coleta", "13/03/2025 10:05"), ("Data de entrada", "13/03/2025"), ("Liberação", "15/03/2025")],
    pages=[[
        txt("Perfil TORCH e rotina de início de gestação", "h"),
        ex("Sorologias - TORCH", [
            R("Toxoplasma gondii - IgG", "24,6", "UI/mL", "Não reagente: < 1,6 | Reagente: ≥ 3,0", "5388-4"),
            R("Toxoplasma gondii - IgM", "< 0,10", "índice", "Não reagente: < 0,50", "22580-5"),
            R("Rubéola - IgG", "> 500,0", "UI/mL", "Reagente: ≥ 10,0", "5334-8", alts=["8014-3"]),
            R("Rubéola - IgM", "0,18", "índice", "Não reagente: < 0,80", "8015-0"),
            R("Citomegalovírus - IgG", "86,3", "UA/mL", "Não reagente: < 6,0", "7852-7"),
            R("Citomegalovírus - IgM", "0,34", "índice", "Não reagente: < 0,70", "7853-5")],
           layout="refcol", meta=[("Material", "Soro"), ("Método", "Quimioluminescência (CLIA)")],
           notes=["IgG reagente e IgM não reagente para toxoplasmose, rubéola e CMV: perfil de imunidade (infecção pregressa ou vacinação)."]),
        ex("Outras sorologias", [
            R("Sífilis - teste treponêmico", "Não reagente", "", "Não reagente", "24110-9", alts=["22587-0"]),
            R("HIV 1 e 2 - Ag/Ac", "Não reagente", "", "Não reagente", "56888-1"),
            R("HBsAg", "Não reagente", "", "Não reagente", "5196-1", alts=["5195-3"])],
           layout="refcol", meta=[("Material", "Soro")]),
        ex("Hormônios", [
            R("Beta-HCG quantitativo", "15.420", "mUI/mL", "Não gestantes: < 5,0", "21198-7", alts=["19080-1"]),
            R("TSH", "1,86", "µUI/mL", "1º trimestre: 0,10 a 2,50", "3016-3"),
            R("T4 livre", "1,21", "ng/dL", "0,93 a 1,70", "3024-7"),
            R("Ferritina", "18,4", "ng/mL", "15,0 a 150,0", "2276-4")],
           layout="refcol", meta=[("Material", "Soro")],
           notes=["Beta-HCG compatível com gestação de aproximadamente 5 a 6 semanas (DUM 01/02/2025)."]),
        txt("Documento emitido em 15/03/2025 às 12:22 e impresso em 16/03/2025. Validade da requisição: 12/04/2025."),
    ]],
    footer="Potiguar Medicina Diagnóstica - Natal/RN - pág. {p}/{n}",
    signature="Dr. Gustavo Medeiros Dantas - CRF-RN 2.755"))

# ======================= U12 check-up with cumulative history, Brasília =======================
REPORTS.append(dict(
    id="u12", date="2025-03-14",
    lab=dict(name="Laboratório Planalto Central", sub="Medicina Diagnóstica",
             addr="SGAS 915, Bloco C - Asa Sul - Brasília/DF", ids="CNPJ 00.712.345/0001-09 · CNES 0010464",
             rt="Responsável técnico: Dr. Vinícius Ramos Teles - CRM-DF 14.887", tel="(61) 3445-2000"),
    style=dict(font="Liberation Sans", size=8.5, accent="#00558c", border=True, caps=False, head="left"),
    patient=[("Paciente", "Roberto Luiz Cavalcanti"), ("Nascimento", "15/01/1958 - 67 anos"), ("Sexo", "Masculino"),
             ("Médico", "Dra. Patrícia Rangel - CRM-DF 19.406"), ("Ficha", "PC-77.120.443"),
             ("Coleta", "14/03/2025"), ("Impresso", "18/03/2025")],
    pages=[[
        ex("Bioquímica", [
            R("GLICOSE", "131", "mg/dL", "70 a 99", "2345-7", flag="H", alts=["1558-6"]),
            R("HEMOGLOBINA GLICADA (HbA1c)", "7,2", "%", "< 5,7 (normal); ≥ 6,5 (diabetes)", "4548-4", flag="H"),
            R("CREATININA", "1,19", "mg/dL", "0,70 a 1,20", "2160-0"),
            R("TFG estimada (CKD-EPI 2021)", "66", "mL/min/1,73m²", "> 60", "98979-8", alts=["62238-1"]),
            R("COLESTEROL TOTAL", "214", "mg/dL", "< 190", "2093-3", flag="H"),
            R("HDL-COLESTEROL", "41", "mg/dL", "> 40", "2085-9"),
            R("TRIGLICÉRIDES", "188", "mg/dL", "< 150", "2571-8", flag="H"),
            R("LDL-COLESTEROL", "135", "mg/dL", "Meta conforme risco cardiovascular", "13457-7"),
            R("PSA TOTAL", "2,84", "ng/mL", "< 4,0", "2857-1"),
            R("VITAMINA B12", "298", "pg/mL", "197 a 771", "2132-9")],
           meta=[("Material", "Soro / sangue EDTA"), ("Jejum", "12 horas")]),
        ex("Microalbuminúria - amostra isolada", [
            R("Relação albumina/creatinina", "38,5", "mg/g", "< 30 mg/g", "14959-1", flag="H", alts=["9318-7"])],
           meta=[("Material", "Urina - 1ª da manhã")]),
    ], [
        cumul("Histórico de resultados (coletas anteriores)", ["09/09/2024", "11/03/2024"], ["2024-09-09", "2024-03-11"], [
            ("Glicose", "mg/dL", ["118", "109"], "2345-7", "70 a 99"),
            ("Hemoglobina glicada", "%", ["6,8", "6,4"], "4548-4", "< 5,7"),
            ("Creatinina", "mg/dL", ["1,12", "1,05"], "2160-0", "0,70 a 1,20"),
            ("Colesterol total", "mg/dL", ["228", None], "2093-3", "< 190"),
            ("LDL-colesterol", "mg/dL", ["149", None], "13457-7", ""),
            ("Relação albumina/creatinina", "mg/g", ["24,1", "19,7"], "14959-1", "< 30")],
            notes=["Campos em branco: exame não realizado naquela data."]),
        ex("Hepatite B - controle vacinal", [R("Anti-HBs", "inferior a 10,0", "mUI/mL", "Imune: ≥ 10,0 mUI/mL", "16935-9")],
           layout="free", meta=[("Material", "Soro"), ("Método", "Eletroquimioluminescência")],
           notes=["Vacinação contra hepatite B registrada em 2019. Avaliar reforço."]),
        txt("Próxima consulta de retorno: 14/04/2025. Laudo liberado em 17/03/2025 às 18:10."),
    ]],
    footer="Laboratório Planalto Central · Brasília/DF · Página {p} de {n}",
    signature="Dr. Vinícius Ramos Teles - CRM-DF 14.887"))
