from model import *

def build():
    D0, DS1, DS2, DS3 = "2025-05-23", "2025-05-19", "2025-05-21", "2025-05-23"
    R = Res
    OR = "#b35c00"
    head = [
        Text("SESMT LAB AMAZÔNIA", size=14, bold=True, color=OR),
        Text("Laboratório de Saúde Ocupacional — serviço contratado pela Amazônia Pescados do Norte S.A.", size=8),
        Text("Av. Djalma Batista, 2.100, sala 14 — Chapada — Manaus/AM · CNPJ 24.118.509/0001-66 · CNES 9301427", size=7.2, color="#444444"),
        Rule(0.3, "#000000", 1, 1),
        Table([("", 35, "L"), ("", 58, "L"), ("", 35, "L"), ("", 58, "L")], [
            [B("Colaborador"), "Raimundo Nonato Saraiva", B("CPF"), "***.482.117-**"],
            [B("Data nasc."), "14/02/1990", B("Cargo"), "Manipulador de alimentos"],
            [B("Exame"), "Periódico — PCMSO", B("Data do ASO"), "30/05/2025"],
            [B("Protocolo"), "SLA-25-05-3321", B("Entrega"), "26/05/2025"],
        ], style="grid", header=False, size=8, pad=0.4, border_color="#999999"),
        Spacer(1.5),
    ]
    def blk(title, material, method, lines, extra=None):
        out = [Text(title, size=9, bold=True, color="#ffffff", bg=OR, pad=1.5, mt=1.5),
               Text(f"Material: {material}", size=7.5), Text(f"Método: {method}", size=7.5, mb=0.5)]
        out += lines
        if extra:
            out.append(Text(extra, size=7, color="#444444", wrap=True))
        return out
    s1 = R("Amostra 1", "Negativo", "", "stool_op", date=DS1)
    s2 = R("Amostra 2", "Cistos de Entamoeba coli", "", "stool_op", date=DS2)
    s3 = R("Amostra 3", "Negativo", "", "stool_op", date=DS3)
    stool = Table([("Amostra", 30, "L"), ("Data da coleta", 36, "L"), ("Resultado", 120, "L")],
                  [[N(s1), "19/05/2025", V(s1)], [N(s2), "21/05/2025", V(s2)], [N(s3), "23/05/2025", V(s3)]],
                  style="lines", size=8.5, pad=0.6)
    hb = R("Hemoglobina", "14,8", "g/dL", "hb"); wbc = R("Leucócitos", "6.730", "/mm³", "wbc"); eos = R("Eosinófilos", "4,2", "%", "eos_p")
    vdrl = R("VDRL", "Não reagente", "", "vdrl", pname="VDRL")
    p1 = head + blk("PARASITOLÓGICO DE FEZES — 3 AMOSTRAS", "fezes (conservante MIF), amostras em dias alternados",
                    "Hoffman, Pons e Janer (sedimentação espontânea) e Faust", [stool],
                    "Entamoeba coli: protozoário comensal, sem patogenicidade reconhecida. Referência: Negativo.")
    p1 += blk("HEMOGRAMA — PARÂMETROS SOLICITADOS NO PCMSO", "sangue total (EDTA)", "automatizado",
              [Table([("Parâmetro", 60, "L"), ("Resultado", 30, "R"), ("Unidade", 30, "L"), ("Referência", 66, "L")],
                     [[N(hb), V(hb), U(hb), "13,0 a 17,5"], [N(wbc), V(wbc), U(wbc), "4.000 a 11.000"], [N(eos), V(eos), U(eos), "1 a 5"]],
                     style="lines", size=8.5, pad=0.6)])
    p1 += blk("VDRL", "soro", "floculação — RPR automatizado confirmado em lâmina",
              [Text([B("Resultado: "), V(vdrl)], size=9)], "Valor de referência: Não reagente")
    # page 2 urine
    u = [("Cor", "Amarelo citrino", "", "u_color", "Amarelo citrino"), ("Aspecto", "Límpido", "", "u_aspect", "Límpido"),
         ("Densidade", "1,018", "", "u_sg", "1,005 a 1,030"), ("pH", "5,5", "", "u_ph", "5,0 a 7,0")]
    q = [("Proteínas", "Ausentes", "", "u_prot", "Ausentes"), ("Glicose", "Ausente", "", "u_glu", "Ausente"),
         ("Corpos cetônicos", "Ausentes", "", "u_ket", "Ausentes"), ("Hemoglobina", "Ausente", "", "u_hb", "Ausente"),
         ("Bilirrubina", "Ausente", "", "u_bil", "Ausente"), ("Urobilinogênio", "Normal", "", "u_ubg", "Normal"),
         ("Nitrito", "Negativo", "", "u_nit", "Negativo")]
    s = [("Leucócitos", "3", "p/campo", "u_wbc", "até 5 p/campo"), ("Hemácias", "1", "p/campo", "u_rbc", "até 3 p/campo"),
         ("Células epiteliais", "Raras", "", "u_epi", "Raras a algumas"), ("Filamentos de muco", "Presentes", "", "u_mucus", "Ausentes a presentes")]
    def ut(spec):
        rows = []
        for nm, v, un, k, ref in spec:
            r = R(nm, v, un, k); rows.append([N(r), VU(r), ref])
        return Table([("", 60, "L"), ("", 56, "L"), ("Valores de referência", 70, "L")], rows, style="none", size=8.5, pad=0.5)
    p2 = head + blk("URINA TIPO I — EAS", "urina (primeira da manhã), coletada em 23/05/2025", "tira reativa (leitura automatizada) e sedimentoscopia",
                    [Text("Exame físico", size=8.5, bold=True, mt=0.5), ut(u),
                     Text("Exame químico", size=8.5, bold=True, mt=0.5), ut(q),
                     Text("Sedimentoscopia (400x)", size=8.5, bold=True, mt=0.5), ut(s)])
    p2 += [Text("Conclusão do laboratório encaminhada ao médico do trabalho responsável pelo PCMSO para emissão do ASO.", size=7.5, mt=3, wrap=True)]
    def foot(p):
        return [Rule(0.3, "#000000", 0, 1),
                Text("Responsável técnico: Dr. Henrique Tavares Bastos — CRF-AM 1.982 · Liberado em 26/05/2025 10:30", size=7.5),
                Text("Próxima coleta periódica: 05/2026 · Uso exclusivo do SESMT", size=7.2, color="#444444"),
                Text(f"Página {p} / 2", size=7.5, align="R", mt=2)]
    return Report("bm09", "SESMT Lab Amazônia — Laboratório de Saúde Ocupacional", "Manaus/AM", "sans", 8.5, D0, [Page(p1, foot(1)), Page(p2, foot(2))],
                  features="block layout with orange section banners; three stool samples collected on different days; qualitative urine",
                  distractors=[("nascimento", "14/02/1990"), ("data do ASO", "30/05/2025"), ("entrega/liberação", "26/05/2025")])
