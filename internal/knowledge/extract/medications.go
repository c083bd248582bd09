package extract

import (
	"regexp"
	"strings"
)

const (
	saltPrefix = `(?:cloridrato|dinitrato|mononitrato|maleato|besilato|succinato|tartarato|mesilato|fosfato|sulfato|carbonato|citrato|hemifumarato|dicloridrato|bromidrato|valerato|acetato|propionato)\s+de\s+`
	saltSuffix = `(?:\s+(?:potassic[oa]|sodic[oa]|calcic[oa]|magnesic[oa]|monoidratad[oa]|di-?hidratad[oa]|acetilsalicilico|de liberacao prolongada|xr|retard|cr))?`
	doseUnit   = `(?:mg|mcg|µg|ug|g|ui|u|ml|gotas|%)`
)

var (
	// drugDose matches "[salt de ]name[ salt] <dose>" on folded text.
	drugDose     = regexp.MustCompile(`(?:^|[\s(,;:])((?:` + saltPrefix + `)?[a-z][a-z-]{2,}` + saltSuffix + `)\s+(\d+(?:[.,]\d+)?\s*` + doseUnit + `)(?:/(?:dose|ml|comprimido|cp|kg|dia))?(?:$|[\s.,;)—-])`)
	medTrigger   = regexp.MustCompile(`medica(?:coes|mentos|cao) em uso|medica(?:coes|mentos)\s*:|(?:em|faz) uso de|\bprescrevo\b|\biniciar?\b|\binicio\b|\bmanter\b|\bmantenho\b|\bmantida\b|\bmantido\b|\bprescricao\s*:|\bconduta\s*:|\buso oral\s*:|\bassociar\b|\bassocio\b`)
	medHeading   = regexp.MustCompile(`^(?:conduta|prescricao|medica(?:coes|mentos)(?: em uso)?|uso oral|uso continuo|receita|receituario|plano terapeutico|tratamento)\s*:?\s*$`)
	prescription = regexp.MustCompile(`(?m)^(?:receituario|receita(?: medica)?|prescricao(?: medica)?|uso (?:oral|interno|externo|continuo|sublingual|topico))\s*:?\s*$`)
	numbered     = regexp.MustCompile(`^\d{1,2}\s*[.)-]\s*`)
	routeOral    = regexp.MustCompile(`\bvia oral\b|\bv\.?o\.?\b|\buso oral\b|\bpor via oral\b`)
	routeOther   = regexp.MustCompile(`\b(sublingual|subcutanea|intramuscular|endovenosa|intravenosa|topica|inalatoria|oftalmica|nasal|retal|vaginal)\b`)
	negatedMed   = regexp.MustCompile(`\bsuspend|\bsuspens|\bsuspenso\b|\bnao usa\b|\bnega uso\b|\bparou\b|\bretirad|\bsem uso\b`)
	drugStop     = map[string]bool{
		"iniciar": true, "inicio": true, "manter": true, "mantenho": true, "prescrevo": true, "uso": true,
		"tomar": true, "de": true, "com": true, "e": true, "dose": true, "ate": true, "total": true,
		"dia": true, "peso": true, "glicemia": true, "glicose": true, "associar": true, "associo": true,
		"aumentar": true, "reduzir": true, "passar": true, "para": true, "insulina": false,
	}
)

// extractMedications reads medications from numbered prescription lines, from
// lines after a medication trigger ("Em uso de", "Medicações em uso:",
// "Conduta:", "Prescrevo", "Iniciar") and from the lines under a medication
// heading.
func extractMedications(ls []string) []Medication {
	isRx := prescription.MatchString(fold(strings.Join(ls, "\n")))
	var out []Medication
	route := ""
	inSection := false
	for _, l := range ls {
		f := newFolded(l)
		if medHeading.MatchString(f.s) {
			inSection, route = true, sectionRoute(f.s)
			continue
		}
		start := -1
		if !strings.ContainsAny(l, "0123456789") {
			inSection = inSection && strings.TrimSpace(l) == ""
			continue
		}
		switch {
		case (isRx || inSection) && numbered.MatchString(f.s):
			start = 0
		case medTrigger.MatchString(f.s):
			start = medTrigger.FindStringIndex(f.s)[0]
		case inSection && drugDose.MatchString(f.s):
			start = 0
		default:
			inSection = inSection && strings.TrimSpace(l) == ""
		}
		if start < 0 {
			continue
		}
		out = append(out, medsInText(f, start, route)...)
	}
	return dedupeMeds(out)
}

// sectionRoute gives the route a "Uso oral" heading sets for its items.
func sectionRoute(heading string) string {
	if strings.HasPrefix(heading, "uso oral") {
		return "oral"
	}
	return ""
}

// medsInText reads each "drug dose" occurrence from folded line f after
// start; each medication's posology is the text up to the next drug.
func medsInText(f foldedText, start int, route string) []Medication {
	ms := drugDose.FindAllStringSubmatchIndex(f.s[start:], -1)
	var out []Medication
	for k, m := range ms {
		nameStart, nameEnd := start+m[2], start+m[3]
		segEnd := len(f.s)
		if k+1 < len(ms) {
			segEnd = start + ms[k+1][2]
		}
		name := trimStopWords(f, nameStart, nameEnd)
		if name == "" || negatedMed.MatchString(f.s[max(start, nameStart-25):nameStart]) {
			continue
		}
		seg := f.s[start+m[5] : segEnd]
		med := Medication{
			Name:      upperFirst(name),
			Dose:      normDose(f.span(start+m[4], start+m[5])),
			Route:     routeOf(seg, route),
			Frequency: frequencyOf(f, start+m[5], segEnd),
		}
		out = append(out, med)
	}
	return out
}

// trimStopWords drops leading verbs and connectives from a matched name.
func trimStopWords(f foldedText, i, j int) string {
	words := strings.Fields(f.s[i:j])
	if len(words) == 0 || drugStop[words[0]] {
		return ""
	}
	return strings.TrimSpace(f.span(i, j))
}

// normDose writes a dose as "850 mg".
func normDose(d string) string {
	d = strings.TrimSpace(d)
	for i, r := range d {
		if !(r >= '0' && r <= '9' || r == ',' || r == '.') {
			return strings.TrimSpace(d[:i]) + " " + strings.TrimSpace(d[i:])
		}
	}
	return d
}

// routeOf reads the route from a medication's posology.
func routeOf(seg, def string) string {
	if routeOral.MatchString(seg) {
		return "oral"
	}
	if m := routeOther.FindStringSubmatch(seg); m != nil {
		return m[1]
	}
	return def
}
