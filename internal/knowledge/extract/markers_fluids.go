package extract

// fluidMarkers: urinalysis (EAS, urina tipo I) and arterial blood gas. Their names that are
// also blood markers' ("pH", "Glicose", "Leucócitos") are read as these only inside a
// urinalysis or blood-gas section (see localNames). Tesseract reads a gas's subscript 2 as "z"
// ("pcoz", "poz") and its O as a zero ("p02", "HC03"): those readings are synonyms.
var fluidMarkers = []MarkerInfo{
	mk("Densidade urinária", "5811-5", "", "densidade urinaria|densidade|densidade da urina|densidade urina", section("urine")),
	mk("pH urinário", "5803-2", "", "ph urinario|ph da urina|ph urina", section("urine"), localNames("ph")),
	mk("Proteínas na urina", "2888-6", "mg/dL", "proteinas na urina|proteina urinaria|proteinuria|proteinas urina|proteinas urinarias", section("urine"), localNames("proteinas|proteina|proteinas totais|albumina"), presence("20454-5"), dailyTwin("Proteinúria de 24 horas")),
	mk("Glicose na urina", "5792-7", "mg/dL", "glicose na urina|glicosuria|glicose urinaria|glicose urina", section("urine"), localNames("glicose"), molar(180.16), presence("25428-4"), molarCode("22705-8")),
	mk("Corpos cetônicos", "5797-6", "mg/dL", "corpos cetonicos|cetonas|cetonuria|corpos cetonicos na urina|acetona|cetonas urina", section("urine"), presence("2514-8"), molarCode("22702-5")),
	mk("Esterase leucocitária", "5799-2", "", "esterase leucocitaria|leucocito esterase|esterase de leucocitos", section("urine"), qualitative()),
	mk("Leucócitos na urina", "5821-4", "/campo", "leucocitos na urina|leucocituria|piocitos|leucocitos urina", section("urine"), localNames("leucocitos"), countCode("30405-5")),
	mk("Hemácias na urina", "13945-1", "/campo", "hemacias na urina|hematuria|eritrocitos na urina|hemacias urina", section("urine"), localNames("hemacias|eritrocitos"), countCode("30391-7")),
	mk("Hemoglobina na urina", "5794-3", "", "hemoglobina na urina|sangue na urina|sangue oculto na urina|hemoglobina urina", section("urine"), localNames("hemoglobina|sangue"), qualitative()),
	mk("Nitrito", "5802-4", "", "nitrito|nitritos|nitrito urina", section("urine"), qualitative()),
	mk("Bilirrubina na urina", "5770-3", "", "bilirrubina na urina|bilirrubinuria|bilirrubina urina", section("urine"), localNames("bilirrubina|bilirrubinas"), qualitative()),
	mk("Urobilinogênio", "20405-7", "mg/dL", "urobilinogenio|urobilinogenio urina", section("urine"), presence("5818-0")),
	mk("Cor da urina", "5778-6", "", "cor da urina|cor urina", section("urine"), qualitative(), localNames("cor")),
	mk("Aspecto da urina", "5767-9", "", "aspecto da urina|aspecto urina", section("urine"), qualitative(), localNames("aspecto")),
	mk("Células epiteliais", "5787-7", "", "celulas epiteliais|celulas epiteliais escamosas|epitelios|celulas de descamacao|celulas epiteliais de descamacao|cel epiteliais", section("urine")),
	mk("Cristais", "5782-8", "", "cristais|cristais urina|cristais na urina|cristaluria", section("urine"), qualitative()),
	mk("Cilindros hialinos", "5796-8", "", "cilindros hialinos|cilindro hialino", section("urine")),
	mk("Cilindros", "9842-6", "", "cilindros|cilindruria|cilindros urina", section("urine")),
	mk("Bactérias", "25145-4", "", "bacterias|flora bacteriana|bacteriuria|bacterias urina", section("urine"), qualitative()),
	mk("Leveduras", "32356-8", "", "leveduras|levedura|leveduras urina|fungos leveduriformes", section("urine"), qualitative()),
	mk("Filamentos de muco", "8247-9", "", "filamentos de muco|muco|filamento de muco|filamentos mucoides", section("urine"), qualitative()),
	mk("Contagem de colônias", "19090-0", "UFC/mL", "contagem de colonias|numero de colonias|contagem de colonias ufc|contagem de ufc", section("urine")),

	// CSF and the other body fluids (pleural, ascitic, synovial; LOINC's "Body fluid" codes):
	// their names are a blood marker's and are read as these only inside the fluid's section
	mk("Aspecto do líquor", "10333-3", "", "aspecto do liquor|aspecto do lcr", section("csf"), qualitative(), localNames("aspecto")),
	mk("Cor do líquor", "10335-8", "", "cor do liquor|cor do lcr", section("csf"), qualitative(), localNames("cor")),
	mk("Leucócitos no líquor", "806-0", "/mm³", "leucocitos no liquor|celularidade do liquor|leucocitos no lcr", section("csf"), localNames(fluidCells)),
	mk("Hemácias no líquor", "26454-9", "/mm³", "hemacias no liquor|hemacias no lcr", section("csf"), localNames(fluidRedCells)),
	mk("Neutrófilos no líquor (%)", "26512-4", "%", "", section("csf"), localNames(fluidNeutrophils)),
	mk("Linfócitos no líquor (%)", "26479-6", "%", "", section("csf"), localNames("linfocitos")),
	mk("Monócitos no líquor (%)", "26486-1", "%", "", section("csf"), localNames("monocitos")),
	mk("Proteínas no líquor", "2880-3", "mg/dL", "proteinorraquia|proteinas no liquor|proteinas totais no liquor|proteina liquorica|proteinas no lcr", section("csf"), localNames(fluidProtein)),
	mk("Glicose no líquor", "2342-4", "mg/dL", "glicorraquia|glicose no liquor|glicose liquorica|glicose no lcr", section("csf"), localNames("glicose"), molar(180.16), molarCode("14744-7")),
	mk("Cultura do líquor", "606-4", "", "cultura do liquor|cultura de liquor|cultura do lcr", section("csf"), localNames(fluidCulture), qualitative(), organism(), results(noGrowth)),
	mk("Aspecto do líquido biológico", "9335-1", "", "", section("fluid"), qualitative(), localNames("aspecto")),
	mk("Cor do líquido biológico", "6824-7", "", "", section("fluid"), qualitative(), localNames("cor")),
	mk("Leucócitos no líquido biológico", "26466-3", "/mm³", "", section("fluid"), localNames(fluidCells)),
	mk("Hemácias no líquido biológico", "26455-6", "/mm³", "", section("fluid"), localNames(fluidRedCells)),
	mk("Neutrófilos no líquido biológico (%)", "26513-2", "%", "", section("fluid"), localNames(fluidNeutrophils)),
	mk("Linfócitos no líquido biológico (%)", "11031-2", "%", "", section("fluid"), localNames("linfocitos")),
	mk("Proteínas no líquido biológico", "2881-1", "g/dL", "", section("fluid"), localNames(fluidProtein)),
	mk("DHL no líquido biológico", "2529-6", "U/L", "", section("fluid"), localNames("dhl|ldh|desidrogenase latica|desidrogenase lactica|lactato desidrogenase|desidrogenase latica dhl|desidrogenase lactica dhl|dhl desidrogenase latica")),
	mk("Glicose no líquido biológico", "2344-0", "mg/dL", "", section("fluid"), localNames("glicose"), molar(180.16), molarCode("14745-4")),
	mk("pH do líquido biológico", "2748-2", "", "", section("fluid"), localNames("ph")),
	mk("Cultura do líquido biológico", "610-6", "", "", section("fluid"), localNames(fluidCulture), qualitative(), organism(), results(noGrowth)),
	// a semen analysis (espermograma): WHO 2021's measures, read by their names only in its section
	mk("Volume seminal", "3160-9", "mL", "volume seminal|volume do ejaculado|volume de semen", section("semen"), localNames("volume")),
	mk("Cor do sêmen", "10569-2", "", "cor do semen|cor do esperma", section("semen"), qualitative(), localNames("cor")),
	mk("Concentração de espermatozoides", "9780-8", "milhões/mL", "concentracao de espermatozoides|concentracao espermatica|densidade espermatica", section("semen"),
		localNames("concentracao|espermatozoides por ml|numero de espermatozoides por ml")),
	mk("Motilidade não progressiva", "10620-3", "%", "motilidade nao progressiva|espermatozoides nao progressivos", section("semen"), localNames("nao progressivos|motilidade c")),
	mk("Espermatozoides imóveis", "10611-2", "%", "espermatozoides imoveis", section("semen"), localNames("imoveis|imoveis d|motilidade d")),
	mk("Vitalidade espermática", "10613-8", "%", "vitalidade espermatica|vitalidade dos espermatozoides", section("semen"), localNames("vitalidade|vitalidade eosina|espermatozoides vivos")),
	mk("Morfologia espermática normal", "10622-9", "%", "morfologia espermatica normal|formas normais kruger", section("semen"), localNames("morfologia normal|formas normais|morfologia normal kruger|morfologia estrita de kruger")),
	mk("Leucócitos no sêmen", "10579-1", "milhões/mL", "leucocitos no semen|leucocitos seminais", section("semen"), localNames("leucocitos|leucocitos peroxidase|celulas peroxidase positivas")),

	mk("Bacterioscopia (Gram)", "664-3", "", "bacterioscopia|bacterioscopia gram|bacterioscopia pelo gram|coloracao de gram|gram|bacterioscopico|exame bacterioscopico", qualitative(), anyFluid(), organism(),
		results("Ausência de bactérias|Ausência de microrganismos|Não foram observadas bactérias|Não foram observados microrganismos|Bacilos gram-negativos|Bacilos gram-positivos|Cocos gram-positivos|Cocos gram-negativos|Diplococos gram-negativos")),

	mk("pH sanguíneo", "2744-1", "", "ph arterial|ph sanguineo|ph do sangue arterial|ph sangue arterial", section("gas"), localNames("ph")),
	mk("pCO2", "2019-8", "mmHg", "pco2|pressao parcial de co2|paco2|pressao parcial de dioxido de carbono|pco 2|pcoz|pacoz|pc02|pac02|pccoz|pcc02", section("gas")),
	mk("pO2", "2703-7", "mmHg", "po2|pressao parcial de o2|pao2|pressao parcial de oxigenio|po 2|poz|paoz|p02|pa02", section("gas")),
	mk("HCO3 arterial", "1960-4", "mmol/L", "hco3|bicarbonato arterial|hco3 arterial|bicarbonato real|hco3 real|hc03", section("gas"), localNames("bicarbonato"), valence(1), molar(61.02)),
	mk("Excesso de bases", "1925-7", "mmol/L", "excesso de bases|be|base excess|excesso de base|bea|be ecf|excesso de base be|be b|be sangue|abe|sbe", section("gas"), signed()),
	mk("Saturação de O2", "2708-6", "%", "saturacao de o2 arterial|saturacao arterial de o2|sao2", section("gas"), localNames("so2|so2 c|saturacao de o2|sato2|sat o2|saturacao de oxigenio|so2|saturacao o2|s02|s02 c")),
	mk("Lactato", "2524-7", "mmol/L", "lactato|lac|acido latico|acido lactico|lactato serico|lactato arterial|lactato venoso", molar(90.08), gasCode("2518-9"), variant("venoso", "2519-7")),
	mk("Osmolalidade sérica", "2692-2", "mOsm/kg", "osmolalidade|osmolalidade serica|osmolaridade serica|osmolaridade|osmolalidade plasmatica"),
}

// The names a body fluid's cell counts, protein and culture are printed under, read as the
// fluid's markers only inside its section.
const (
	fluidCells       = "leucocitos|celulas nucleadas|celularidade|contagem de leucocitos|leucometria|celulas|contagem global de celulas|celulas nucleadas totais|contagem de celulas nucleadas"
	fluidRedCells    = "hemacias|eritrocitos|contagem de hemacias"
	fluidNeutrophils = "neutrofilos|polimorfonucleares|segmentados|pmn"
	fluidProtein     = "proteinas|proteinas totais|proteina|proteina total"
	fluidCulture     = "cultura|cultura para bacterias|cultura aerobia|cultura bacteriana|cultura para germes comuns|cultura geral"
	// noGrowth are the words of a culture in which nothing grew
	noGrowth = "Sem crescimento bacteriano|Ausência de crescimento bacteriano|Ausência de crescimento|Não houve crescimento bacteriano|Não houve crescimento|Sem crescimento"
)
