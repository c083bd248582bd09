package extract

// endocrineMarkers: thyroid, adrenal, pituitary and sex hormones, beta-hCG, PSA and tumour
// markers.
var endocrineMarkers = []MarkerInfo{
	mk("TSH", "3016-3", "µUI/mL", "tsh|hormonio tireoestimulante|tireotrofina|tsh ultrassensivel|hormonio tireo estimulante|hormonio estimulante da tireoide|tsh 3a geracao|tsh basal|tirotrofina|hormonio tireoestimulante tsh|tsh us"),
	mk("T4 livre", "3024-7", "ng/dL", "t4 livre|t4l|tiroxina livre|t4 l|ft4|tetraiodotironina livre", molar(776.87), molarCode("14920-3")),
	mk("T4 total", "3026-2", "µg/dL", "t4 total|tiroxina|tiroxina total|t4|tetraiodotironina|tetraiodotironina total", molar(776.87)),
	mk("T3 total", "3053-6", "ng/dL", "t3 total|triiodotironina|triiodotironina total|t3", molar(650.97)),
	mk("T3 livre", "3051-0", "pg/mL", "t3 livre|t3l|triiodotironina livre|ft3", molar(650.97), molarCode("14928-6")),
	mk("Anti-TPO", "8099-4", "UI/mL", "anti tpo|anticorpos anti tireoperoxidase|anticorpo anti tireoperoxidase|anti tireoperoxidase|antitpo|anticorpos antitireoperoxidase|anti peroxidase|anticorpo antiperoxidase|anticorpos anti peroxidase|anticorpos antiperoxidase tireoidiana|anticorpos anti tpo"),
	mk("Anti-tireoglobulina", "8098-6", "UI/mL", "anti tireoglobulina|anticorpos anti tireoglobulina|anticorpo anti tireoglobulina|antitireoglobulina|anti tg|anticorpos antitireoglobulina"),
	mk("Tireoglobulina", "3013-0", "ng/mL", "tireoglobulina|tireoglobulina serica"),
	mk("PTH", "2731-8", "pg/mL", "pth|paratormonio|pth intacto|paratormonio intacto|hormonio da paratireoide|pth molecula intacta|paratohormonio"),
	mk("Cortisol", "2143-6", "µg/dL", "cortisol|cortisol basal|cortisol serico|cortisol matinal|cortisol 8h", molar(362.46), molarCode("14675-3")),
	mk("Prolactina", "2842-3", "ng/mL", "prolactina|prolactina serica"),
	mk("LH", "10501-5", "mUI/mL", "lh|hormonio luteinizante"),
	mk("FSH", "15067-2", "mUI/mL", "fsh|hormonio foliculo estimulante|hormonio foliculestimulante"),
	mk("Estradiol", "2243-4", "pg/mL", "estradiol|e2|17 beta estradiol", molar(272.38), molarCode("14715-7")),
	mk("Progesterona", "2839-9", "ng/mL", "progesterona", molar(314.46)),
	mk("Testosterona total", "2986-8", "ng/dL", "testosterona total|testosterona", molar(288.42), molarCode("14913-8")),
	mk("Testosterona livre", "2991-8", "pg/mL", "testosterona livre|testosterona livre calculada", molar(288.42)),
	mk("DHEA-S", "2191-5", "µg/dL", "dhea s|sulfato de dehidroepiandrosterona|sdhea|dheas|s dhea|sulfato de deidroepiandrosterona|sulfato de dhea"),
	mk("SHBG", "13967-5", "nmol/L", "shbg|globulina ligadora de hormonios sexuais|globulina de ligacao dos hormonios sexuais|globulina transportadora de hormonios sexuais"),
	mk("GH", "2963-7", "ng/mL", "gh|hormonio do crescimento|somatotrofina"),
	mk("IGF-1", "2484-4", "ng/mL", "igf 1|igf1|somatomedina c|igf i"),
	mk("ACTH", "2141-0", "pg/mL", "acth|corticotrofina|hormonio adrenocorticotrofico"),
	mk("Beta-hCG", "21198-7", "mUI/mL", "beta hcg|hcg|beta hcg quantitativo|gonadotrofina corionica|gonadotrofina corionica humana|bhcg|b hcg|hcg beta|fracao beta do hcg|beta hcg serico|gonadotrofina corionica fracao beta|hcg quantitativo|gonadotrofina corionica humana beta"),
	mk("PSA total", "2857-1", "ng/mL", "psa total|psa|antigeno prostatico especifico|antigeno prostatico especifico total|psa t"),
	mk("PSA livre", "10886-0", "ng/mL", "psa livre|antigeno prostatico especifico livre|psa l"),
	mk("Relação PSA livre/total", "12841-3", "%", "relacao psa livre psa total|relacao psa livre total|psa livre psa total|relacao psa l psa t|relacao livre total|relacao psa livre e total|psa relacao livre total"),
	mk("CEA", "2039-6", "ng/mL", "cea|antigeno carcinoembrionario"),
	mk("CA 125", "10334-1", "U/mL", "ca 125|ca125"),
	mk("CA 19-9", "24108-3", "U/mL", "ca 19 9|ca19 9|ca 199"),
	mk("CA 15-3", "6875-9", "U/mL", "ca 15 3|ca15 3"),
	mk("Alfafetoproteína", "1834-1", "ng/mL", "alfafetoproteina|alfa fetoproteina|afp"),
}

// immunologyMarkers: serologies (qualitative) and autoantibodies.
var immunologyMarkers = []MarkerInfo{
	mk("HIV 1 e 2", "56888-1", "", "hiv|anti hiv|hiv 1 e 2|anti hiv 1 e 2|hiv 1 2|sorologia para hiv|hiv 1 2 anticorpos e antigeno p24|hiv 1 e 2 anticorpos e antigeno|hiv ag ab|pesquisa de anticorpos anti hiv 1 e 2|hiv 1 2 ag ab|anti hiv 1 2|hiv 1 2 anticorpos|hiv 1 e 2 anticorpos", qualitative()),
	mk("HBsAg", "5196-1", "", "hbsag|antigeno de superficie da hepatite b|antigeno hbs|hepatite b hbsag|ag hbs|hbs ag", qualitative()),
	mk("Anti-HBs", "16935-9", "mUI/mL", "anti hbs|anticorpo anti hbs|hepatite b anti hbs|anticorpos anti hbs|anti hbs quantitativo"),
	mk("Anti-HBc total", "13952-7", "", "anti hbc total|anti hbc|anticorpo anti hbc total|hepatite b anti hbc total|anti hbc igg igm|anticorpos anti hbc total", qualitative()),
	mk("Anti-HCV", "16128-1", "", "anti hcv|hcv anticorpos|anticorpos anti hcv|hepatite c anti hcv|anticorpo anti hcv|sorologia hepatite c|hepatite c anticorpos", qualitative()),
	mk("Anti-HAV IgM", "13950-1", "", "anti hav igm|hepatite a igm|hav igm|anticorpos anti hav igm|hepatite a anti hav igm", qualitative()),
	mk("VDRL", "5292-8", "", "vdrl|sifilis vdrl|vdrl sifilis|vdrl soro", qualitative()),
	mk("FAN", "8061-4", "", "fan|fator antinuclear|pesquisa de fator antinuclear|fan hep 2|anticorpos antinucleo|fan hep2", qualitative()),
	mk("Fator Rh", "10331-7", "", "fator rh|rh|fator rh d|tipagem rh|rh d", qualitative()),
}
