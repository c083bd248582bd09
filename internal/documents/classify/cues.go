package classify

import "strings"

// cues are strong, hand-picked phrases: those of the first model, then a
// few from the type rules (what each type is, and the documents it must not
// be confused with). Each is matched against the
// normalized text with all spaces removed, so an OCR-broken phrase such as
// "VALO RES DE REFE RENCIA" still fires "valoresderef"; a cue written
// "=words" must match whole words of the normalized text instead (short
// abbreviations such as "=rx" would match inside other words). The model
// learns how much each cue counts for each type; the cues carry no label.
var cues = []string{
	// laboratory
	"valoresderef", "valorderef", "intervaloderef", "materialsangue", "materialurina",
	"datadacoleta", "hemograma", "eritrograma", "leucograma", "plaquetas", "mgdl",
	"urocultura", "urinatipo", "sedimentoscopia", "colesterol", "glicemia", "creatinina",
	"metodo", "laboratorio", "antibiograma",
	// imaging
	"birads", "radiografia", "ultrassonografia", "ultrasson", "ecografia", "tomografia",
	"ressonancia", "mamografia", "densitometria", "impressaodiagnostica", "achados",
	"incidencia", "contraste", "ecotextura", "cortesaxiais", "sequencias",
	// other diagnostic exams
	"eletrocardiograma", "espirometria", "ergometric", "holter", "monitorizacaoambulatorial",
	"audiometria", "endoscopia", "colonoscopia", "eletroencefalograma", "ecocardiograma",
	"ritmosinusal", "fracaodeejecao", "frequenciacardiaca", "limiar", "tracado",
	// clinical note
	"queixaprincipal", "anamnese", "historiadadoenca", "examefisico", "evolucao",
	"subjetivo", "objetivo", "hipotesediagnostica", "conduta", "antecedentes",
	"regulares", "bega", "orientado", "retorno",
	// prescription
	"usooral", "usocontinuo", "usotopico", "comprimido", "capsula", "receituario",
	"controleespecial", "posologia", "tomar", "horaspor", "gotas", "aplicar", "uso00",
	// referral
	"encaminh", "aocolega", "prezadocolega", "solicitoavaliacao", "avaliacaoeconduta",
	"contrarreferencia", "referencia", "especialista",
	// consent
	"consentimento", "livreeesclarecido", "tcle", "fuiinformad", "declaroque", "riscos",
	"autorizo", "responsavellegal", "complicacoes", "esclarecid",
	// insurance
	"guiasp", "sadt", "tiss", "operadora", "carteira", "beneficiario", "registroans",
	"senha", "negativa", "cobertura", "faturamento", "demonstrativo", "notafiscal",
	"recibo", "glosa", "autorizacao", "convenio", "cnpj", "valortotal",
	// other
	"atestado", "devidosfins", "comparecimento", "vacina", "dose", "dieta", "cardapio",
	"afastamento", "declaracao",
	// from the type rules, for what the list above missed
	"ecodoppler", "doppler", "transtoracico", "ventriculoesquerdo", "tscore", "=dxa", "=rx", // imaging, echo included
	"gasometria", "hemocultura", "reagente", "sorologia", "parasitologico", // laboratory
	"polissonografia", "broncodilatador", "repolarizacao", // other diagnostic tests
	"sisreg", "regulacao", // referral
	"anestesi", "transfus", "usodeimagem", "pesquisa", // consent
	"=tuss", "elegibilidade", "carencia", "prestador", // health plan
	"recebide", "aimportancia", "atesto", "confirmacao", "lembrete", "retirada", "preparo", // other
	"viaoral", "insulina", "subcutane", "aodia", // prescription
}

// cueIndex holds, for the first two bytes of each squashed cue, the cues
// starting with them; wordCues are the "=words" cues, as " words ".
var cueIndex, wordCues = indexCues(cues)

// indexCues splits cues into squashed cues indexed by their first two bytes
// (every cue has at least two) and whole-word cues.
func indexCues(list []string) (map[[2]byte][]string, []string) {
	index := map[[2]byte][]string{}
	var words []string
	for _, c := range list {
		if w, ok := strings.CutPrefix(c, "="); ok {
			words = append(words, " "+w+" ")
			continue
		}
		k := [2]byte{c[0], c[1]}
		index[k] = append(index[k], c)
	}
	return index, words
}

// appendCueHashes appends one feature hash per distinct cue found in norm
// (normalized text), in a fixed order: squashed cues by first position,
// then whole-word cues in list order.
func appendCueHashes(dst []uint64, norm string, blk block) []uint64 {
	squashed := strings.ReplaceAll(norm, " ", "")
	seen := map[string]bool{}
	for i := 0; i+1 < len(squashed); i++ {
		for _, c := range cueIndex[[2]byte{squashed[i], squashed[i+1]}] {
			if !seen[c] && strings.HasPrefix(squashed[i:], c) {
				seen[c] = true
				dst = append(dst, hashBytes(seed(blk, 1), c))
			}
		}
	}
	spaced := " " + norm + " "
	for _, w := range wordCues {
		if strings.Contains(spaced, w) {
			dst = append(dst, hashBytes(seed(blk, 1), "="+strings.TrimSpace(w)))
		}
	}
	return dst
}
