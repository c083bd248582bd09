package extract

import (
	"sort"
	"strings"
)

// markerSynonyms maps each canonical marker name to the names it is printed
// as. Keys of the lookup are folded (lower case, no accents, punctuation as
// spaces), so case and accents never matter.
var markerSynonyms = map[string][]string{
	"Glicose":             {"glicose", "glicemia", "glicemia de jejum", "glicose em jejum", "glicose de jejum", "glicose plasmatica", "glicemia plasmatica", "glicose jejum", "glicemia jejum"},
	"Hemoglobina glicada": {"hemoglobina glicada", "hba1c", "a1c", "hb glicada", "hemoglobina glicosilada", "hemoglobina a1c", "hbalc", "glicohemoglobina"},
	"Hemoglobina":         {"hemoglobina", "hb", "hgb"},
	"Hematócrito":         {"hematocrito", "ht", "hct"},
	"Hemácias":            {"hemacias", "eritrocitos", "globulos vermelhos", "contagem de hemacias"},
	"Leucócitos":          {"leucocitos", "leucocitos totais", "globulos brancos", "contagem de leucocitos"},
	"Plaquetas":           {"plaquetas", "contagem de plaquetas", "plaquetometria"},
	"Colesterol total":    {"colesterol total", "colesterol", "ct"},
	"HDL":                 {"hdl", "hdl colesterol", "colesterol hdl", "hdl c", "colesterol hdl c"},
	"LDL":                 {"ldl", "ldl colesterol", "colesterol ldl", "ldl c", "colesterol ldl c"},
	"VLDL":                {"vldl", "vldl colesterol", "colesterol vldl"},
	"Triglicerídeos":      {"triglicerideos", "triglicerides", "triglicerideo", "tg", "triacilglicerois"},
	"TSH":                 {"tsh", "hormonio tireoestimulante", "hormonio tireoestimulante tsh", "tireotrofina", "tsh ultrassensivel", "hormonio tireo estimulante"},
	"T4 livre":            {"t4 livre", "t4l", "tiroxina livre"},
	"Creatinina":          {"creatinina", "creatinina serica"},
	"Ureia":               {"ureia", "ureia serica"},
	"Ácido úrico":         {"acido urico", "urato"},
	"AST":                 {"ast", "tgo", "aspartato aminotransferase", "ast tgo", "tgo ast", "transaminase oxalacetica"},
	"ALT":                 {"alt", "tgp", "alanina aminotransferase", "alt tgp", "tgp alt", "transaminase piruvica"},
	"Gama-GT":             {"gama gt", "ggt", "gama glutamil transferase", "gamaglutamiltransferase", "gama glutamiltransferase", "gamagt"},
	"Fosfatase alcalina":  {"fosfatase alcalina", "fa"},
	"Sódio":               {"sodio", "na"},
	"Potássio":            {"potassio", "k"},
	"Cálcio":              {"calcio", "calcio total", "ca"},
	"Ferritina":           {"ferritina"},
	"Vitamina D":          {"vitamina d", "25 oh vitamina d", "25 hidroxivitamina d", "vitamina d 25 oh", "25 oh d", "vitamina d 25 hidroxi"},
	"Vitamina B12":        {"vitamina b12", "b12", "cobalamina"},
	"PCR":                 {"pcr", "proteina c reativa", "pcr ultrassensivel", "proteina c reativa ultrassensivel"},
	"TFG":                 {"tfg", "egfr", "taxa de filtracao glomerular", "tfg estimada", "filtracao glomerular estimada", "ritmo de filtracao glomerular"},
	"Microalbuminúria":    {"microalbuminuria", "albuminuria", "microalbumina"},
	"Insulina":            {"insulina", "insulina basal", "insulina de jejum"},
}

var markerIndex = buildMarkerIndex()

func buildMarkerIndex() map[string]string {
	idx := make(map[string]string)
	for canon, syns := range markerSynonyms {
		idx[markerKey(canon)] = canon
		for _, s := range syns {
			idx[markerKey(s)] = canon
		}
	}
	return idx
}

// markerKey folds a marker name for lookup: lower case, no accents,
// punctuation as single spaces.
func markerKey(name string) string {
	f := []rune(fold(name))
	for i, r := range f {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			f[i] = ' '
		}
	}
	return strings.Join(strings.Fields(string(f)), " ")
}

// CanonicalMarker maps a marker name as printed (any case, accents or not,
// common abbreviations, a parenthesised alias as in "Hemoglobina Glicada
// (HbA1c)" or a heading such as "TSH - HORMÔNIO TIREOESTIMULANTE") to its
// canonical name; ok is false for an unknown name.
func CanonicalMarker(name string) (canonical string, ok bool) {
	for _, cand := range markerCandidates(name) {
		if c, ok := markerIndex[markerKey(cand)]; ok {
			return c, true
		}
	}
	for _, cand := range markerCandidates(name) {
		if c, ok := fuzzyMarker(markerKey(cand)); ok {
			return c, true
		}
	}
	return "", false
}

// markerCandidates lists the readings of a printed name to look up: the
// whole name, the name without its parenthesis, the parenthesis content and
// each side of a " - " heading.
func markerCandidates(name string) []string {
	cands := []string{name}
	if i := strings.IndexAny(name, "(["); i > 0 {
		if j := strings.IndexAny(name[i:], ")]"); j > 0 {
			cands = append(cands, name[:i]+name[i+j+1:], name[i+1:i+j])
		}
	}
	for _, sep := range []string{" - ", " – ", " — "} {
		if parts := strings.Split(name, sep); len(parts) > 1 {
			cands = append(cands, parts...)
		}
	}
	return cands
}

// fuzzyMarker accepts one OCR error (edit distance 1) in names of seven or
// more letters, when exactly one canonical marker is that close.
func fuzzyMarker(key string) (string, bool) {
	if len(key) < 7 {
		return "", false
	}
	found := ""
	for k, canon := range markerIndex {
		if len(k) < 7 || !withinOneEdit(k, key) {
			continue
		}
		if found != "" && found != canon {
			return "", false
		}
		found = canon
	}
	return found, found != ""
}

// withinOneEdit reports whether a and b differ by at most one insertion,
// deletion or substitution.
func withinOneEdit(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return a[i+min(1, len(a)-i):] == b[i+min(1, len(b)-i):]
	}
	return a[i+1:] == b[i:]
}

// Markers lists the canonical marker names, sorted.
func Markers() []string {
	out := make([]string, 0, len(markerSynonyms))
	for c := range markerSynonyms {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}
