package extract

// endocrineMarkers: thyroid, adrenal, pituitary and sex hormones, beta-hCG, PSA and tumour
// markers.
var endocrineMarkers = []MarkerInfo{
	mk("TSH", "3016-3", "µUI/mL", "tsh|hormonio tireoestimulante|tireotrofina|tsh ultrassensivel|hormonio tireo estimulante|hormonio estimulante da tireoide|tsh 3a geracao|tsh basal|tirotrofina|hormonio tireoestimulante tsh|tsh us"),
	// the newborn screening's TSH, in a dried blood spot (29575-8, checked against public LOINC value sets of newborn screening)
	mk("TSH neonatal", "29575-8", "µUI/mL", "tsh neonatal|tsh do teste do pezinho|tsh em papel filtro|tsh neonatal papel filtro"),
	// and its immunoreactive trypsinogen (48633-2, checked likewise)
	mk("Fenilalanina", "29572-5", "mg/dL", "fenilalanina|phe|fenilalanina neonatal|fenilalanina papel filtro"),
	mk("Galactose total", "54084-9", "mg/dL", "galactose total|galactose|galactose neonatal"),
	mk("Tripsina imunorreativa", "48633-2", "ng/mL", "tripsina imunorreativa|tripsinogenio imunorreativo|tripsinogeno imunorreativo|irt"),
	mk("T4 livre", "3024-7", "ng/dL", "t4 livre|t4l|tiroxina livre|t4 l|ft4|tetraiodotironina livre|ta livre", molar(776.87), molarCode("14920-3")),
	mk("T4 total", "3026-2", "µg/dL", "t4 total|tiroxina|tiroxina total|t4|tetraiodotironina|tetraiodotironina total", molar(776.87), molarCode("14921-1")),
	mk("T3 total", "3053-6", "ng/dL", "t3 total|triiodotironina|triiodotironina total|t3", molar(650.97), molarCode("14930-2")),
	mk("T3 livre", "3051-0", "pg/mL", "t3 livre|t3l|triiodotironina livre|ft3", molar(650.97), molarCode("14928-6")),
	mk("TRAb", "5385-0", "UI/L", "trab|anticorpo anti receptor de tsh|anticorpos anti receptor de tsh|anti receptor de tsh|trab anticorpo anti receptor de tsh|anticorpo antirreceptor de tsh|anti rtsh"),
	mk("Anti-TPO", "8099-4", "UI/mL", "anti tpo|anticorpos anti tireoperoxidase|anticorpo anti tireoperoxidase|anti tireoperoxidase|antitpo|anticorpos antitireoperoxidase|anti peroxidase|anticorpo antiperoxidase|anticorpos anti peroxidase|anticorpos antiperoxidase tireoidiana|anticorpos anti tpo"),
	mk("Anti-tireoglobulina", "8098-6", "UI/mL", "anti tireoglobulina|anticorpos anti tireoglobulina|anticorpo anti tireoglobulina|antitireoglobulina|anti tg|anticorpos antitireoglobulina"),
	mk("Tireoglobulina", "3013-0", "ng/mL", "tireoglobulina|tireoglobulina serica"),
	mk("PTH", "2731-8", "pg/mL", "pth|paratormonio|pth intacto|paratormonio intacto|hormonio da paratireoide|pth molecula intacta|paratohormonio", molarCode("14866-8")),
	mk("Cortisol", "2143-6", "µg/dL", "cortisol|cortisol basal|cortisol serico|cortisol matinal|cortisol 8h", molar(362.46), molarCode("14675-3")),
	mk("Prolactina", "2842-3", "ng/mL", "prolactina|prolactina serica"),
	mk("Prolactina monomérica (pós-PEG)", "42607-2", "ng/mL", "prolactina apos precipitacao com peg|prolactina pos peg|prolactina apos peg|prolactina monomerica|prolactina apos precipitacao com peg monomerica|prolactina monomerica pos peg|prolactina livre pos peg"),
	mk("Recuperação de prolactina pós-PEG", "50366-4", "%", "recuperacao de prolactina|recuperacao de prolactina pos peg|recuperacao pos peg|percentual de recuperacao pos peg|recuperacao da prolactina"),
	mk("Cortisol pós-dexametasona", "47844-6", "µg/dL", "cortisol apos dexametasona|cortisol pos dexametasona|cortisol apos supressao com dexametasona|cortisol pos supressao com dexametasona|cortisol apos 1 mg de dexametasona|cortisol teste de supressao", molar(362.46)),
	mk("Aldosterona", "1763-2", "ng/dL", "aldosterona|aldosterona serica|aldosterona plasmatica|aldosterona sentada|aldosterona em pe", molarCode("14586-2")),
	mk("Atividade de renina plasmática", "2915-7", "ng/mL/h", "atividade de renina plasmatica|atividade de renina|atividade plasmatica de renina|arp|renina atividade"),
	mk("LH", "10501-5", "mUI/mL", "lh|hormonio luteinizante"),
	mk("FSH", "15067-2", "mUI/mL", "fsh|hormonio foliculo estimulante|hormonio foliculestimulante"),
	mk("Estradiol", "2243-4", "pg/mL", "estradiol|e2|17 beta estradiol", molar(272.38), molarCode("14715-7")),
	mk("Hormônio antimülleriano", "38476-8", "ng/mL", "hormonio anti mulleriano|hormonio antimulleriano|amh|anti mulleriano|hormonio anti mulleriano amh|hormonio antimulleriano amh"),
	mk("Progesterona", "2839-9", "ng/mL", "progesterona", molar(314.46), molarCode("14890-8")),
	mk("17-OH-progesterona", "1668-3", "ng/dL", "17 alfa hidroxiprogesterona|17 hidroxiprogesterona|17 oh progesterona|17 ohp|17 alfa oh progesterona|17 oh p|17 alfa hidroxi progesterona", molar(330.46), molarCode("14569-8")),
	mk("Testosterona total", "2986-8", "ng/dL", "testosterona total|testosterona", molar(288.42), molarCode("14913-8")),
	mk("Testosterona livre", "2991-8", "pg/mL", "testosterona livre|testosterona livre calculada", molar(288.42), molarCode("14914-6")),
	mk("Androstenediona", "1854-9", "ng/mL", "androstenediona|delta 4 androstenediona|androstenediona serica|d4 androstenediona", molar(286.41)),
	mk("DHEA-S", "2191-5", "µg/dL", "dhea s|sulfato de dehidroepiandrosterona|sdhea|dheas|s dhea|sulfato de deidroepiandrosterona|sulfato de dhea", molarCode("14688-6")),
	mk("SHBG", "13967-5", "nmol/L", "shbg|globulina ligadora de hormonios sexuais|globulina de ligacao dos hormonios sexuais|globulina transportadora de hormonios sexuais"),
	mk("GH", "2963-7", "ng/mL", "gh|hormonio do crescimento|somatotrofina"),
	mk("IGF-1", "2484-4", "ng/mL", "igf 1|igf1|somatomedina c|igf i"),
	mk("IGFBP-3", "2483-6", "µg/mL", "igfbp 3|igfbp3|proteina ligadora 3 do igf|proteina 3 ligadora do fator de crescimento insulina simile"),
	mk("Calcitonina", "1992-7", "pg/mL", "calcitonina|calcitonina serica"),
	// a 24-hour urine's catecholamines and their metabolites (codes checked against public LOINC
	// mapping tables); the plasma's are another measure, not in this table
	mk("Adrenalina urinária", "2232-7", "µg/24h", "adrenalina|epinefrina|adrenalina epinefrina|epinefrina urinaria|adrenalina urinaria|adrenalina livre"),
	mk("Noradrenalina urinária", "2668-2", "µg/24h", "noradrenalina|norepinefrina|noradrenalina norepinefrina|norepinefrina urinaria|noradrenalina urinaria|noradrenalina livre"),
	mk("Dopamina urinária", "2218-6", "µg/24h", "dopamina|dopamina urinaria|dopamina livre"),
	mk("Metanefrina urinária", "19049-6", "µg/24h", "metanefrina|metanefrina urinaria|metanefrinas livres urinarias"),
	mk("Metanefrinas totais urinárias", "2609-6", "µg/24h", "metanefrinas totais|metanefrinas totais urinarias|metanefrinas urinarias|metanefrinas"),
	mk("Catecolaminas totais urinárias", "2058-6", "µg/24h", "catecolaminas totais|catecolaminas totais urinarias|catecolaminas urinarias|catecolaminas"),
	mk("Normetanefrina urinária", "2671-6", "µg/24h", "normetanefrina|normetanefrina urinaria"),
	mk("Ácido vanilmandélico", "3122-9", "mg/24h", "acido vanilmandelico|vma|acido vanil mandelico|acido vanilmandelico urinario"),
	mk("Cortisol salivar", "2142-8", "µg/dL", "cortisol salivar|cortisol na saliva|cortisol salivar noturno|cortisol salivar 23 h|cortisol salivar meia noite"),
	mk("Cortisol livre urinário", "2147-7", "µg/24h", "cortisol livre urinario|cortisol urinario|cortisol livre na urina|cortisol livre urinario de 24 horas|cortisol urinario livre"),
	mk("ACTH", "2141-0", "pg/mL", "acth|corticotrofina|hormonio adrenocorticotrofico", molarCode("14674-6")),
	mk("Beta-hCG", "21198-7", "mUI/mL", "beta hcg|hcg|beta hcg quantitativo|gonadotrofina corionica|gonadotrofina corionica humana|bhcg|b hcg|hcg beta|fracao beta do hcg|beta hcg serico|gonadotrofina corionica fracao beta|hcg quantitativo|gonadotrofina corionica humana beta|beta hcg qualitativo|hcg qualitativo|teste de gravidez|teste imunologico de gravidez|tig", presence("2106-3")),
	mk("PSA total", "2857-1", "ng/mL", "psa total|psa|antigeno prostatico especifico|antigeno prostatico especifico total|psa t"),
	mk("PSA livre", "10886-0", "ng/mL", "psa livre|antigeno prostatico especifico livre|psa l"),
	mk("Relação PSA livre/total", "12841-3", "%", "relacao psa livre psa total|relacao psa livre total|psa livre psa total|relacao psa l psa t|relacao livre total|relacao psa livre e total|psa relacao livre total"),
	mk("CEA", "2039-6", "ng/mL", "cea|antigeno carcinoembrionario"),
	mk("CA 125", "10334-1", "U/mL", "ca 125|ca125|antigeno de cancer 125|antigeno do cancer 125|antigeno carboidrato 125"),
	mk("CA 19-9", "24108-3", "U/mL", "ca 19 9|ca19 9|ca 199|antigeno carboidrato 19 9|antigeno de cancer 19 9"),
	mk("CA 15-3", "6875-9", "U/mL", "ca 15 3|ca15 3|antigeno de cancer 15 3|antigeno carboidrato 15 3"),
	mk("Alfafetoproteína", "1834-1", "ng/mL", "alfafetoproteina|alfa fetoproteina|afp"),
}

// fanPatterns are the patterns of a FAN (HEp-2 immunofluorescence) as Brazilian reports name
// them (the Brazilian consensus and ICAP), longer names first.
const fanPatterns = "Nuclear pontilhado fino denso|Nuclear pontilhado fino|Nuclear pontilhado grosso|Nuclear pontilhado quasi-homogêneo|" +
	"Nuclear pontilhado centromérico|Nuclear pontilhado pleomórfico|Nuclear pontos isolados|Nuclear pontos nucleares múltiplos|" +
	"Nuclear homogêneo|Nuclear centromérico|Nuclear nucleolar homogêneo|Nuclear nucleolar pontilhado|Nuclear nucleolar|" +
	"Nuclear membrana nuclear|Nuclear periférico|Nuclear pontilhado|Citoplasmático pontilhado reticular|" +
	"Citoplasmático pontilhado fino denso|Citoplasmático pontilhado fino|Citoplasmático pontilhado polar|Citoplasmático fibrilar|" +
	"Citoplasmático pontilhado|Citoplasmático|Aparelho mitótico|Misto|Nuclear"

// immunologyMarkers: serologies (qualitative) and autoantibodies.
var immunologyMarkers = []MarkerInfo{
	mk("HIV 1 e 2", "56888-1", "", "hiv|teste rapido hiv|teste rapido hiv 1 2|teste rapido para hiv|teste rapido anti hiv|anti hiv 1 2 ag p24|anti hiv 1 2 e ag p24|hiv 1 2 antigeno p24 e anticorpos|hiv 1 2 ag p24 e anticorpos|anti hiv|hiv 1 e 2|anti hiv 1 e 2|hiv 1 2|sorologia para hiv|hiv 1 2 anticorpos e antigeno p24|hiv 1 e 2 anticorpos e antigeno|hiv ag ab|pesquisa de anticorpos anti hiv 1 e 2|hiv 1 2 ag ab|hiv ag ac|hiv 1 2 ag ac|hiv 1 e 2 ag ac|anti hiv 1 2 ag ac|anti hiv 1 e 2 ag ac|anti hiv 1 2|hiv 1 2 anticorpos|hiv 1 e 2 anticorpos|pesquisa de anticorpos anti hiv 1 2 e antigeno p24|anti hiv 1 2 e antigeno p24|anticorpos anti hiv 1 2 e antigeno p24|hiv 1 2 anticorpos anti hiv 1 2 e antigeno p24", qualitative()),
	// "HBSsAg" is how Tesseract reads a bold "HBsAg" on 200-dpi scans
	mk("HBsAg", "5196-1", "", "hbsag|hbssag|antigeno de superficie da hepatite b|antigeno hbs|hepatite b hbsag|ag hbs|hbs ag|teste rapido hepatite b hbsag|teste rapido hepatite b|teste rapido hbsag|teste rapido para hepatite b|antigeno australia|hbsag antigeno australia", qualitative()),
	mk("Anti-HBs", "16935-9", "mUI/mL", "anti hbs|anticorpo anti hbs|hepatite b anti hbs|anticorpos anti hbs|anti hbs quantitativo", presence("22322-2")),
	mk("Anti-HBc total", "13952-7", "", "anti hbc total|anti hbc|anticorpo anti hbc total|hepatite b anti hbc total|anti hbc igg igm|anticorpos anti hbc total", qualitative()),
	mk("Anti-HBc IgM", "31204-1", "", "anti hbc igm|hepatite b anti hbc igm|anticorpo anti hbc igm|anticorpos anti hbc igm|hbc igm|anti core igm", qualitative()),
	mk("HBeAg", "13954-3", "", "hbeag|antigeno hbe|antigeno e da hepatite b|hepatite b hbeag|ag hbe|hbe ag", qualitative()),
	mk("Anti-HBe", "13953-5", "", "anti hbe|anticorpo anti hbe|anticorpos anti hbe|hepatite b anti hbe", qualitative()),
	mk("Carga viral do HCV", "11011-4", "UI/mL", "carga viral do hcv|carga viral hcv|hcv carga viral|rna do hcv|rna do hcv quantitativo|hcv rna|hcv rna quantitativo|rna hcv quantitativo|carga viral da hepatite c|pcr quantitativo para hcv"),
	mk("Carga viral do HCV (log)", "38180-6", "log", "carga viral do hcv log|rna do hcv log|carga viral do hcv log10|carga viral hcv log10|rna do hcv quantitativo log|hcv rna log|carga viral hcv log"),
	// 42595-9: HBV DNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection
	mk("Carga viral do HBV", "42595-9", "UI/mL", "carga viral do hbv|carga viral hbv|hbv carga viral|dna do hbv|dna do hbv quantitativo|hbv dna|hbv dna quantitativo|dna hbv quantitativo|carga viral da hepatite b|pcr quantitativo para hbv"),
	mk("SARS-CoV-2 (RT-PCR)", "94500-6", "", "sars cov 2|sars cov 2 rt pcr|rt pcr sars cov 2|rt pcr para sars cov 2|pesquisa de sars cov 2|sars cov 2 rna|covid 19 rt pcr|rt pcr covid 19|sars cov 2 gene n rdrp|coronavirus sars cov 2 rt pcr", qualitative()),
	mk("Carga viral do HIV-1", "20447-9", "cópias/mL", "carga viral do hiv 1|carga viral hiv 1|carga viral do hiv|carga viral hiv|hiv 1 rna|rna do hiv 1|hiv rna quantitativo|carga viral hiv 1 rna|quantificacao do rna do hiv 1|carga viral plasmatica do hiv 1"),
	mk("Carga viral do HIV-1 (log)", "29541-0", "log", "carga viral do hiv 1 log|carga viral hiv 1 log|carga viral do hiv 1 log10|carga viral hiv 1 log10|carga viral hiv log10|carga viral do hiv log|carga viral hiv log|log da carga viral|carga viral log|log10 carga viral"),
	mk("Linfócitos T CD4+", "24467-3", "células/mm³", "linfocitos t cd4|linfocitos cd4|cd4|t cd4|contagem de cd4|contagem de linfocitos t cd4|cd4 absoluto|linfocitos t auxiliares cd4|cd4 anterior", percentTwin("Linfócitos T CD4+ (%)")),
	mk("Linfócitos T CD4+ (%)", "8123-2", "%", "linfocitos t cd4 percentual|cd4 percentual|cd4 relativo"),
	mk("Linfócitos T CD8+", "14135-8", "células/mm³", "linfocitos t cd8|linfocitos cd8|cd8|t cd8|contagem de cd8|contagem de linfocitos t cd8|cd8 absoluto", percentTwin("Linfócitos T CD8+ (%)")),
	mk("Linfócitos T CD8+ (%)", "8101-8", "%", "linfocitos t cd8 percentual|cd8 percentual|cd8 relativo"),
	mk("Relação CD4/CD8", "54218-3", "", "relacao cd4 cd8|razao cd4 cd8|relacao cd4 cd8 linfocitos|indice cd4 cd8|cd4 cd8"),
	mk("Anti-HCV", "13955-0", "", "anti hcv|hcv anticorpos|anticorpos anti hcv|hepatite c anti hcv|anticorpo anti hcv|sorologia hepatite c|hepatite c anticorpos|teste rapido hepatite c anti hcv|teste rapido hepatite c|teste rapido anti hcv|teste rapido para hepatite c", qualitative()),
	mk("Anti-HAV IgM", "13950-1", "", "anti hav igm|hepatite a igm|hav igm|anticorpos anti hav igm|hepatite a anti hav igm", qualitative()),
	mk("Anti-HAV IgG", "40724-7", "", "anti hav igg|hepatite a igg|hav igg|anticorpos anti hav igg|hepatite a anti hav igg|hepatite a anticorpos igg", qualitative()),
	mk("Rubéola IgG", "5334-8", "UI/mL", "rubeola igg|rubeola anticorpos igg|anti rubeola igg|rubeola igg quantitativo|igg anti rubeola|anticorpos igg anti rubeola|anticorpos anti rubeola igg|rubeola ac igg", presence("40667-8")),
	// Codes of the Swiss FOPH's results concept map (fhir.ch ch-elm) where it has them; HTLV and
	// Leptospira from two public LOINC mapping tables.
	// An IgM printed as an index (a number) takes its [Units/volume] code, printed in words its
	// presence code: the index is no presence.
	mk("Rubéola IgM", "8015-0", "", "rubeola igm|rubeola anticorpos igm|anti rubeola igm|igm anti rubeola|anticorpos anti rubeola igm|rubeola ac igm", qualitative(), presence("24116-6")),
	mk("Citomegalovírus IgG", "13949-3", "", "citomegalovirus igg|cmv igg|anti cmv igg|citomegalovirus anticorpos igg|anticorpos anti citomegalovirus igg|igg anti citomegalovirus|citomegalovirus ac igg", qualitative()),
	mk("Citomegalovírus IgM", "24119-0", "", "citomegalovirus igm|cmv igm|anti cmv igm|citomegalovirus anticorpos igm|anticorpos anti citomegalovirus igm|igm anti citomegalovirus|citomegalovirus ac igm", qualitative()),
	mk("Dengue NS1", "75377-2", "", "dengue antigeno ns1|dengue ns1|antigeno ns1|ns1|antigeno ns1 dengue|pesquisa de antigeno ns1|dengue ag ns1|pesquisa do antigeno ns1|dengue pesquisa do antigeno ns1|dengue pesquisa de antigeno ns1", qualitative()),
	mk("Dengue IgM", "25338-5", "", "dengue anticorpos igm|dengue igm|anti dengue igm|igm anti dengue|anticorpos anti dengue igm|dengue ac igm", qualitative()),
	mk("Dengue IgG", "29661-6", "", "dengue anticorpos igg|dengue igg|anti dengue igg|igg anti dengue|anticorpos anti dengue igg|dengue ac igg", qualitative()),
	mk("Chikungunya IgM", "88629-1", "", "chikungunya anticorpos igm|chikungunya igm|anti chikungunya igm|igm anti chikungunya|chikungunya ac igm", qualitative()),
	mk("Chikungunya IgG", "88630-9", "", "chikungunya anticorpos igg|chikungunya igg|anti chikungunya igg|igg anti chikungunya|chikungunya ac igg", qualitative()),
	mk("Zika IgM", "80824-6", "", "zika anticorpos igm|zika igm|anti zika igm|igm anti zika|zika virus igm|zika ac igm", qualitative()),
	mk("Leptospirose IgM", "23201-7", "", "leptospirose anticorpos igm|leptospirose igm|leptospira igm|anti leptospira igm|igm anti leptospira", qualitative()),
	mk("HTLV I/II", "7942-6", "", "htlv i ii anticorpos|htlv i ii|htlv 1 2|htlv 1 e 2|anti htlv i ii|anti htlv 1 2|htlv anticorpos|htlv i e ii", qualitative()),
	// Toxoplasma IgG in UI/mL: 8039-0 ([Units/volume] in Serum), the code most dev writers accept
	// (20 of 28 results; 5388-4, by immunoassay, 16), like the IgM index's 8040-8.
	mk("Toxoplasmose IgG", "8039-0", "UI/mL", "toxoplasmose igg|toxoplasmose anticorpos igg|toxoplasma igg|anti toxoplasma igg|igg anti toxoplasma|anticorpos anti toxoplasma igg|anticorpos anti toxoplasma gondii igg|toxoplasmose igg quantitativo|toxoplasmose ac igg|toxoplasma gondii igg", presence("40677-7")),
	mk("Toxoplasmose IgM", "8040-8", "", "toxoplasmose igm|toxoplasmose anticorpos igm|toxoplasma igm|anti toxoplasma igm|igm anti toxoplasma|anticorpos anti toxoplasma igm|anticorpos anti toxoplasma gondii igm|toxoplasmose ac igm|toxoplasma gondii igm", qualitative(), presence("25542-2")),
	mk("Anticorpos anti-Treponema pallidum", "24110-9", "", "teste treponemico|teste rapido sifilis|teste rapido sifilis treponemico|teste rapido para sifilis|teste rapido treponemico|anticorpos anti treponema pallidum|anticorpos anti treponema|anti treponema pallidum|treponema pallidum anticorpos|sifilis teste treponemico|sifilis treponemico|sifilis treponemica|sifilis anticorpos treponemicos|sifilis anticorpos treponemicos totais|anticorpos treponemicos|anticorpos treponemicos totais|teste treponemico anticorpos anti treponema pallidum|teste treponemico anticorpos totais anti treponema pallidum|sifilis teste treponemico anticorpos totais anti treponema pallidum|sifilis anticorpos anti treponema pallidum|treponema pallidum anticorpos totais", qualitative()),
	mk("Pesquisa de anticorpos irregulares", "890-4", "", "pesquisa de anticorpos irregulares|anticorpos irregulares|pesquisa de anticorpos irregulares coombs indireto|coombs indireto|teste de coombs indireto|pesquisa de anticorpos antieritrocitarios|triagem de anticorpos irregulares", qualitative()),
	mk("Coombs direto", "1007-4", "", "coombs direto|teste de coombs direto|teste da antiglobulina direta|antiglobulina direta|teste de antiglobulina direto", qualitative()),
	mk("VDRL", "5292-8", "", "vdrl|sifilis vdrl|vdrl sifilis|vdrl soro", qualitative()),
	mk("Complemento C3", "4485-9", "mg/dL", "complemento c3|c3|c3 complemento|fracao c3 do complemento|c3 serico"),
	mk("Complemento C4", "4498-2", "mg/dL", "complemento c4|c4|c4 complemento|fracao c4 do complemento|c4 serico"),
	mk("VDRL (título)", "50690-7", "", "vdrl titulo|titulo vdrl|vdrl titulacao|titulo do vdrl|sifilis vdrl titulo", qualitative(), titre()),
	mk("FAN (título)", "5048-4", "", "fan titulo|titulo do fan|fator antinuclear titulo|titulo fan|anticorpos antinucleo titulo|fan hep 2 titulo|fan hep2 titulo", qualitative(), titre()),
	mk("FAN (padrão)", "13068-2", "", "fan padrao|padrao do fan|fator antinuclear padrao|padrao fan|anticorpos antinucleo padrao|fan hep 2 padrao|fan hep2 padrao|padrao de fluorescencia", qualitative(), results(fanPatterns)),
	mk("Anti-Ro/SSA", "17792-3", "U/mL", "anti ro|anti ssa|anti ro ssa|anti ssa ro|anticorpos anti ro|anticorpos anti ro ssa|anticorpos anti ssa|anticorpo anti ro ssa", presence("5351-2")),
	mk("Anti-La/SSB", "17791-5", "U/mL", "anti la|anti ssb|anti la ssb|anti ssb la|anticorpos anti la|anticorpos anti la ssb|anticorpos anti ssb|anticorpo anti la ssb", presence("5353-8")),
	mk("Anti-Sm", "11090-8", "U/mL", "anti sm|anticorpos anti sm|anti smith|anticorpo anti sm|anti sm smith", presence("5356-1")),
	mk("Anti-RNP", "29374-6", "U/mL", "anti rnp|anticorpos anti rnp|anti u1 rnp|anti u1rnp|anti sm rnp|anticorpo anti rnp", presence("8091-1")),
	mk("Antitransglutaminase IgA", "31017-7", "U/mL", "anticorpo antitransglutaminase iga|anticorpos antitransglutaminase iga|antitransglutaminase iga|anti transglutaminase iga|anti ttg iga|transglutaminase tecidual iga|anticorpo antitransglutaminase tecidual iga|anti transglutaminase tecidual iga|antitransglutaminase tecidual iga"),
	mk("Anti-CCP", "33935-8", "U/mL", "anti ccp|anticorpos anti ccp|anticorpo anti ccp|anti peptideo citrulinado ciclico|anticorpos antipeptideo citrulinado ciclico|anticorpos anti peptideo citrulinado ciclico|acpa"),
	mk("Anti-DNA nativo", "5130-0", "UI/mL", "anti dna nativo|anti dna|anti dsdna|anticorpos anti dna nativo|anti dna dupla helice|anti dna de dupla helice|anticorpos anti dna dupla helice|anti dna nativo dupla helice"),
	mk("Anticardiolipina IgG", "3181-5", "GPL", "anticardiolipina igg|anticorpos anticardiolipina igg|anticorpo anticardiolipina igg|anti cardiolipina igg|anticorpos anti cardiolipina igg"),
	mk("Anticardiolipina IgM", "3182-3", "MPL", "anticardiolipina igm|anticorpos anticardiolipina igm|anticorpo anticardiolipina igm|anti cardiolipina igm|anticorpos anti cardiolipina igm"),
	mk("FAN", "8061-4", "", "fan|fator antinuclear|pesquisa de fator antinuclear|fan hep 2|anticorpos antinucleo|fan hep2|fator antinucleo|pesquisa de anticorpos antinucleo|fan reatividade|fan resultado", qualitative()),
	mk("Fator Rh", "10331-7", "", "fator rh|rh|fator rh d|tipagem rh|rh d", qualitative()),
	mk("Grupo sanguíneo ABO", "883-9", "", "grupo sanguineo|grupo sanguineo abo|grupo sanguineo sistema abo|tipagem abo|tipagem sanguinea abo|sistema abo|grupo abo|tipo sanguineo|tipo sanguineo abo|abo", qualitative(), results("O|A|B|AB")),
	// cultures: the organism isolated, or a word when nothing grew ("Negativa")
	mk("Urocultura", "630-4", "", "urocultura|cultura de urina|microrganismo isolado|microorganismo isolado|agente isolado|germe isolado|organismo isolado|bacteria isolada|urocultura microrganismo isolado", qualitative(), organism(), results(noGrowth)),
	mk("Hemocultura", "600-7", "", "hemocultura|hemocultura aerobia|cultura de sangue", qualitative(), organism(), results(noGrowth)),
	mk("Parasitológico de fezes", "10704-5", "", "parasitologico de fezes|pesquisa de ovos e cistos|pesquisa de ovos e cistos de parasitas|ovos e cistos|exame parasitologico de fezes|exame parasitologico|protoparasitologico de fezes|protoparasitologico|pesquisa de parasitos|pesquisa de parasitas|epf|parasitologico", qualitative(), finding()),
	mk("Pesquisa de Plasmodium", "32700-7", "", "pesquisa de plasmodium|pesquisa de plasmodium sp|pesquisa de plasmodium gota espessa|pesquisa de plasmodio|pesquisa de hematozoarios|pesquisa de malaria", qualitative(), finding()),
	mk("Elastase pancreática fecal", "25907-7", "µg/g", "elastase pancreatica fecal|elastase fecal|elastase pancreatica|elastase 1 fecal|elastase nas fezes|elastase pancreatica nas fezes"),
	mk("Antígeno de H. pylori nas fezes", "17780-8", "", "antigeno de helicobacter pylori nas fezes|antigeno helicobacter pylori nas fezes|helicobacter pylori antigeno fecal|antigeno fecal de helicobacter pylori|pesquisa de antigeno de helicobacter pylori nas fezes|antigeno de h pylori nas fezes|h pylori antigeno nas fezes|pesquisa de h pylori nas fezes", qualitative()),
	mk("Leucócitos nas fezes", "13655-6", "", "pesquisa de leucocitos nas fezes|leucocitos nas fezes|leucocitos fecais|pesquisa de leucocitos fecais", qualitative()),
	mk("Complemento hemolítico total (CH50)", "4532-8", "U/mL", "complemento hemolitico total|ch50|complemento total ch50|complemento hemolitico ch50|complemento total hemolitico|ch 50"),
	mk("Calprotectina fecal", "38445-3", "µg/g", "calprotectina fecal|calprotectina|calprotectina fecal quantitativa|calprotectina nas fezes"),
	mk("Sangue oculto nas fezes", "2335-8", "", "sangue oculto nas fezes|pesquisa de sangue oculto|pesquisa de sangue oculto nas fezes|sangue oculto fezes|psof|pesquisa de hemoglobina nas fezes", qualitative()),
	mk("IgE total", "19113-0", "UI/mL", "ige total|ige|imunoglobulina e|imunoglobulina e total|ige serica|imunoglobulina e ige total"),
	mk("Antitrombina", "27811-9", "%", "antitrombina|antitrombina iii|antitrombina atividade|antitrombina iii atividade|at iii|atividade de antitrombina"),
}
