package prescriptions

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"clinic/internal/platform/fold"
)

// Reading a prescription dictated or typed in Portuguese: "Amoxicilina 500 mg, 1 cápsula de 8
// em 8 horas por 7 dias; dipirona 1 g se dor". Items are separated by ";", by lines and by
// list numbers ("1.", "2)"); within an item the drug is what precedes its first number or
// posology phrase, and each field is the first phrase of its kind. Patterns match the folded
// text (fold.Text); every field is cut from the text as written.

var (
	itemSplit  = regexp.MustCompile(`;|\n|\s\d{1,2}[.)]\s+|\s[-•*]\s+`)
	sentenceUp = regexp.MustCompile(`\.\s+\p{Lu}`) // "… se dor. Buscopan …": a sentence, on the text as written
	listMark   = regexp.MustCompile(`^\s*(?:\d{1,2}\s*[.)]|[-•*])\s+`)
	leadWords  = regexp.MustCompile(`^(?:(?:uso (?:oral|interno|externo|topico|oftalmico)|receita|receituario|prescricao|prescrevo(?: para casa)?|iniciar|manter)\s*:?\s*)+`)
	// verbLead: an instruction's verb; what follows it is the posology of the item before
	// ("— aplicar nas lesões 2x ao dia") unless a name follows ("Tomar Amoxil 500 mg").
	verbLead      = regexp.MustCompile(`^(?:tomar|tome|usar|use|aplicar|aplique|administrar|pingar|pingue|instilar|dar|passar|passe|inalar|fazer|faca|colocar|diluir|dissolver|mastigar)\b(?:\s+tambem\b)?\s*`)
	posologyStart = regexp.MustCompile(`^(?:\d|(?:meio|meia|um|uma|dois|duas|tres|quatro|cinco|na|nas|no|nos|em|sobre|a|o|as|os|ate|de|por|toda|todo|qtd|quantidade|total)\b)`)
	headingRe     = regexp.MustCompile(`^(?:uso (oral|continuo|topico|externo|oftalmico|injetavel|inalatorio|sublingual)|receita|receituario|prescricao|prescrevo para casa)\s*:?$`)
	numberRe      = `(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)`
	unitRe        = `(?:mg|g|mcg|µg|ug|ui|u|%|miligramas?|microgramas?|gramas?)`
	strength      = regexp.MustCompile(`\b` + numberRe + `(?:\s*/\s*` + numberRe + `)?\s*` + unitRe + `(?:\s*(?:/|por)\s*(?:ml|gota|dose|5\s?ml))?(?:\s*/\s*` + numberRe + `\s*` + unitRe + `)?(?:\b|\s|$)`)
	formWords     = `(?:comprimidos?|comp\.?|cps?|capsulas?|caps?\.?|drageas?|gotas?|ml|jatos?|puffs?|ampolas?|saches?|envelopes?|colher(?:es)?(?: de sopa| de cha)?|aplicac(?:ao|oes)|inalac(?:ao|oes)|borrifad(?:a|as)|medidas?|unidades?|ui|adesivos?|supositorios?|ovulos?|flaconetes?)`
	countWord     = `(?:` + numberRe + `|meio|meia|um|uma|dois|duas|tres|quatro|cinco)`
	doseRe        = regexp.MustCompile(`\b` + countWord + `(?:\s+a\s+` + countWord + `)?\s+` + formWords + `\b`)
	// quantityRe: the amount dispensed ("---- 60 comprimidos", "(30 cápsulas)", "2 caixas").
	packWords  = `(?:caixas?|frascos?|tubos?|bisnagas?|cartelas?|canetas?)`
	quantityRe = regexp.MustCompile(`(?:-{2,}|\(|\bquantidade\s*:?|\bqtd\.?\s*:?|\btotal(?: de)?)\s*(` + numberRe + `\s+(?:` + formWords + `|` + packWords + packSize + `))\b|\b(` + numberRe + `\s+` + packWords + packSize + `)\b`)
	packSize   = `(?:\s+de\s+` + numberRe + `\s*(?:ml|g|comprimidos?|capsulas?|doses?))?`
	freqRe     = regexp.MustCompile(`\b(?:(?:ate |a )?de\s+\d{1,2}\s+em\s+\d{1,2}\s*(?:h|horas)\b|(?:de\s+)?\d{1,2}\s*/\s*\d{1,2}\s*(?:h|horas)\b|(?:a )?cada\s+\d{1,2}\s*(?:h|horas)\b|` + countWord + `\s*(?:x|vez(?:es)?)\s*(?:ao|por|/)\s*dia\b|\d+\s*x\s*/?\s*dia\b|(?:uma vez|1x) por semana\b|semanalmente\b|dose unica\b|ao dia\b|por dia\b|diariamente\b|a noite\b|a tarde\b|pela manha\b)`)
	durationRe = regexp.MustCompile(`\b(?:por|durante)\s+` + countWord + `\s+(?:dias?|semanas?|meses|mes)\b|\buso continuo\b|\bpor tempo indeterminado\b|\bate (?:melhora|o retorno|nova avaliacao)\b`)
	routeRes   = []struct {
		re    *regexp.Regexp
		route string
	}{
		{regexp.MustCompile(`\b(?:via oral|v\.?o\.?|uso oral|oral)\b`), "oral"},
		{regexp.MustCompile(`\b(?:sublingual|s\.?l\.?)\b`), "sublingual"},
		{regexp.MustCompile(`\b(?:intramuscular|i\.?m\.?)\b`), "intramuscular"},
		{regexp.MustCompile(`\b(?:endovenos[oa]|intravenos[oa]|e\.?v\.?|i\.?v\.?)\b`), "intravenosa"},
		{regexp.MustCompile(`\b(?:subcutane[oa]|s\.?c\.?)\b`), "subcutânea"},
		{regexp.MustCompile(`\b(?:inalatori[oa]|inalac(?:ao|oes)|jatos?|puffs?|bombinha)\b`), "inalatória"},
		{regexp.MustCompile(`\b(?:uso (?:topico|externo)|topic[oa]|creme|pomada|gel|locao)\b`), "tópica"},
		{regexp.MustCompile(`\b(?:colirio|oftalmic[oa]|nos? olhos?|em (?:cada|ambos os) olhos?)\b`), "oftálmica"},
	}
	oralForms    = regexp.MustCompile(`\b(?:comprimidos?|comp\.?|cps?|capsulas?|caps?\.?|drageas?|gotas?|xarope|suspensao oral|saches?|envelopes?|solucao oral|flaconetes?)\b`)
	formRe       = regexp.MustCompile(`\b(?:comprimidos?(?: revestidos?| efervescentes?| mastigaveis?)?|capsulas?|drageas?|gotas|xarope|suspensao(?: oral)?|solucao(?: oral| injetavel)?|ampolas?|creme|pomada|gel|locao|colirio|spray|aerossol|adesivos?|supositorios?|saches?|injetavel)\b`)
	symptom      = `(?:dor|febre|necessario|nauseas?|vomitos?|falta de ar|insonia|crise|colica|prurido|coceira|diarreia|tontura|ansiedade|enjoo|azia|tosse|chiado)`
	instructRe   = regexp.MustCompile(`\b(?:se ` + symptom + `(?:\s+(?:ou|e)\s+` + symptom + `)?(?:\s+(?:forte|intensa|no peito|de cabeca))?|em caso de ` + symptom + `|(?:\d+ minutos )?(?:apos|antes)\s+(?:d?[ao]s? )?(?:refeicoes|cafe(?: da manha)?|almoco|jantar|banho)(?:\s+e\s+(?:d?[ao] )?(?:almoco|jantar|cafe))?|(?:no|junto (?:com o|ao|as)|junto com as) (?:jantar|almoco|cafe|refeicoes)|antes de dormir|ao deitar|no inicio da crise|no mesmo horario|em jejum|com (?:um copo de )?agua|com alimentos|longe das refeicoes|nao mastigar|agitar antes de usar|(?:pode )?repetir (?:em|apos) \d+ (?:dias|horas|minutos)|nao ingerir bebida alcoolica)\b`)
	digitRe      = regexp.MustCompile(`\d`)
	routeStart   = regexp.MustCompile(`\b(?:via|uso (?:oral|topico|externo)|v\.?o\.?\b)`)
	unitsOnly    = regexp.MustCompile(`^\d+\s*ui$`)
	trailingJunk = regexp.MustCompile(`[\s,.:;—–-]+$`)
	formAround   = regexp.MustCompile(`^(?:colirio|pomada|creme|xarope|locao)\s+|\s+(?:colirio|creme|pomada|gotas|xarope|locao|spray|suspensao|comprimidos?|capsulas?)$`)
	// runStart: inside a dictated run, a new medicine: a name of one to three words, then its
	// strength, after the posology of the one before ("… se dor ibuprofeno 400 mg …").
	runStart = regexp.MustCompile(`(?:^|\s)(?:(?:e|tomar tambem|e tomar)\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})\s+` + numberRe + `\s*` + unitRe + `\b`)
	runStop  = regexp.MustCompile(`^(?:de|em|por|a|o|as|os|e|ou|com|se|ate|cada|dose|doses|comprimidos?|capsulas?|gotas?|ml|dia|dias|vez|vezes|tomar|dar|aplicar|pingar|usar|uso|mais|ao|no|na|nos|nas|apos|antes|durante|pela|pelo|meio|meia|um|uma|dois|duas|tres|tambem)\b`)
)

// heading is what a heading line says of the items under it.
type heading struct{ duration, route string }

// ParseText reads the items of a prescription written in Portuguese:
//   - a heading line ("Uso contínuo:", "Uso tópico") gives its duration or route to the items
//     under it that do not state their own;
//   - a piece that starts with posology or an instruction's verb ("— aplicar nas lesões 2x ao
//     dia", "1 frasco") continues the item before it, which may be a name alone ("Colírio
//     Maxitrol —");
//   - a name without any posology that nothing continues is not a medicine ("bom dia");
//   - a dictated run is cut where a new name and strength follow an item's posology.
//
// Fields not stated stay empty.
func ParseText(text string) []Item {
	var out []Item
	var pending *Item
	var head heading
	flush := func(it Item) { out = append(out, finish(it, head)) }
	for _, piece := range pieces(text) {
		if h, ok := headingOf(piece); ok {
			head, pending = h, nil
			continue
		}
		for _, sub := range runs(piece) {
			it, ok := parseItem(sub)
			switch {
			case !ok:
			case it.Drug == "" && pending != nil:
				mergeInto(pending, it)
				flush(*pending)
				pending = nil
			case it.Drug == "" && len(out) > 0:
				mergeInto(&out[len(out)-1], it)
			case it.Drug == "":
			case !it.hasPosology():
				pending = &it
			default:
				pending = nil
				flush(it)
			}
		}
	}
	return out
}

// pieces cuts text at item separators and at sentences that start with a capital letter.
func pieces(text string) []string {
	t := fold.NewText(text)
	var raw []string
	start := 0
	for _, loc := range itemSplit.FindAllStringIndex(t.Folded, -1) {
		raw = append(raw, t.Span(start, loc[0]))
		start = loc[1]
	}
	raw = append(raw, t.Span(start, len(t.Folded)))
	var out []string
	for _, p := range raw {
		from := 0
		for _, loc := range sentenceUp.FindAllStringIndex(p, -1) {
			_, capital := utf8.DecodeLastRuneInString(p[loc[0]:loc[1]])
			out = append(out, p[from:loc[0]+1])
			from = loc[1] - capital // the capital letter starts the next piece
		}
		out = append(out, p[from:])
	}
	return out
}

// headingOf reads a heading line.
func headingOf(piece string) (heading, bool) {
	f := strings.TrimSpace(listMark.ReplaceAllString(fold.String(strings.TrimSpace(piece)), ""))
	m := headingRe.FindStringSubmatch(strings.TrimRight(f, ".: "))
	if m == nil {
		return heading{}, false
	}
	var h heading
	switch m[1] {
	case "continuo":
		t := fold.NewText(strings.TrimSpace(piece))
		if loc := durationRe.FindStringIndex(t.Folded); loc != nil {
			h.duration = t.Span(loc[0], loc[1])
		}
	case "oral", "sublingual":
		h.route = m[1]
	case "topico", "externo":
		h.route = "tópica"
	case "oftalmico":
		h.route = "oftálmica"
	case "inalatorio":
		h.route = "inalatória"
	}
	return h, true
}

// runs cuts a dictated piece where a new medicine starts after an item's posology: at the
// first word of a run of one to three words before a strength that is no posology word.
func runs(piece string) []string {
	t := fold.NewText(piece)
	f := t.Folded
	var out []string
	from := 0
	for _, m := range runStart.FindAllStringSubmatchIndex(f, -1) {
		at := m[2]
		for _, w := range wordRe.FindAllStringIndex(f[m[2]:m[3]], -1) {
			start := m[2] + w[0]
			if start <= from || runStop.MatchString(f[start:]) {
				continue
			}
			before := f[from:start]
			if freqRe.MatchString(before) || durationRe.MatchString(before) || instructRe.MatchString(before) {
				at = start
			}
			break
		}
		if at == m[2] && (at <= from || runStop.MatchString(f[at:]) || !hasPosologyText(f[from:at])) {
			continue
		}
		out = append(out, t.Span(from, at))
		from = at
	}
	return append(out, t.Span(from, len(f)))
}

var wordRe = regexp.MustCompile(`\p{L}[\p{L}-]*`)

// hasPosologyText reports whether folded text states a frequency, duration or instruction.
func hasPosologyText(f string) bool {
	return freqRe.MatchString(f) || durationRe.MatchString(f) || instructRe.MatchString(f)
}

// hasPosology reports whether an item states anything beyond its name.
func (it Item) hasPosology() bool {
	return it.Concentration != "" || it.Dose != "" || it.Frequency != "" || it.Duration != "" || it.Instructions != "" || it.Quantity != ""
}

// finish completes an item: the heading's duration and route where it states none, the route
// its form implies, an insulin's units as its dose.
func finish(it Item, h heading) Item {
	if it.Duration == "" {
		it.Duration = h.duration
	}
	if it.Route == "" {
		it.Route = h.route
	}
	f := fold.String(it.Drug)
	if strings.HasPrefix(f, "insulina") && it.Dose == "" && unitsOnly.MatchString(fold.String(it.Concentration)) {
		it.Dose, it.Concentration = it.Concentration, ""
	}
	if it.Route == "" && strings.HasSuffix(fold.String(it.Dose), "ml") {
		it.Route = "oral" // a volume by mouth: syrups, suspensions, solutions
	}
	return it
}

// parseItem reads one piece: the drug (the text before the first number, posology phrase or
// comma) and the first phrase of each field. ok is false for a piece that states nothing.
func parseItem(piece string) (Item, bool) {
	t := fold.NewText(strings.TrimSpace(piece))
	f := t.Folded
	from := len(listMark.FindString(f))
	from += len(leadWords.FindString(f[from:]))
	continuation := false
	if v := verbLead.FindString(f[from:]); v != "" {
		from += len(v)
		continuation = posologyStart.MatchString(f[from:])
	}
	if strings.TrimSpace(f[from:]) == "" {
		return Item{}, false
	}
	var it Item
	f0 := f // before the quantity is blanked out: where the name ends
	// The amount dispensed comes last: "---- 1 comprimido à noite ---- 10 comprimidos".
	if all := quantityRe.FindAllStringSubmatchIndex(f, -1); len(all) > 0 && all[len(all)-1][0] >= from {
		m := all[len(all)-1]
		g := 2
		if m[g] < 0 {
			g = 4
		}
		it.Quantity = t.Span(m[g], m[g+1])
		// Blank the quantity out (same length) so it is not read as the dose.
		f = f[:m[0]] + strings.Repeat(" ", m[1]-m[0]) + f[m[1]:]
	}
	cutFrom := func(re *regexp.Regexp, at int) (string, int) {
		if loc := re.FindStringIndex(f[at:]); loc != nil {
			return strings.TrimSpace(t.Span(at+loc[0], at+loc[1])), at + loc[1]
		}
		return "", at
	}
	cut := func(re *regexp.Regexp) string { s, _ := cutFrom(re, from); return s }
	end := len(f)
	if !continuation {
		for _, re := range []*regexp.Regexp{digitRe, doseRe, freqRe, durationRe, instructRe, routeStart} {
			if loc := re.FindStringIndex(f0[from:]); loc != nil && from+loc[0] < end {
				end = from + loc[0]
			}
		}
		if i := strings.IndexAny(f0[from:], ",("); i >= 0 && from+i < end {
			end = from + i
		}
		it.Drug = cleanDrug(t.Span(from, end))
	}
	// The dose is looked for after the strength, then before it, never inside it ("100 UI/mL").
	strengthAt, afterStrength := from, from
	if loc := strength.FindStringIndex(f[from:]); loc != nil {
		strengthAt, afterStrength = from+loc[0], from+loc[1]
		it.Concentration = strings.TrimSpace(t.Span(strengthAt, afterStrength))
	}
	if it.Dose, _ = cutFrom(doseRe, afterStrength); it.Dose == "" {
		if loc := doseRe.FindStringIndex(f[from:strengthAt]); loc != nil {
			it.Dose = strings.TrimSpace(t.Span(from+loc[0], from+loc[1]))
		}
	}
	if it.Dose == "" && it.Concentration != "" && freqRe.MatchString(f[from:]) {
		it.Dose = it.Concentration // "dipirona 1 g de 6 em 6 horas": the strength is the dose
	}
	it.Form = cut(formRe)
	it.Frequency = cut(freqRe)
	it.Duration = cut(durationRe)
	for _, r := range routeRes {
		if r.re.MatchString(f[from:]) {
			it.Route = r.route
			break
		}
	}
	if it.Route == "" && oralForms.MatchString(f[from:]) {
		it.Route = "oral"
	}
	var instr []string
	for _, loc := range instructRe.FindAllStringIndex(f[from:], -1) {
		instr = append(instr, t.Span(from+loc[0], from+loc[1]))
	}
	it.Instructions = strings.Join(instr, "; ")
	if it.Drug == "" && !it.hasPosology() {
		return Item{}, false
	}
	return it, true
}

// cleanDrug trims a name's punctuation and the form words around it ("Colírio Maxitrol",
// "Systane UL colírio").
func cleanDrug(name string) string {
	name = trailingJunk.ReplaceAllString(strings.TrimSpace(name), "")
	for {
		t := fold.NewText(name)
		loc := formAround.FindStringIndex(t.Folded)
		if loc == nil || loc[1]-loc[0] == len(t.Folded) {
			return name
		}
		name = strings.TrimSpace(t.Span(0, loc[0]) + t.Span(loc[1], len(t.Folded)))
	}
}

// mergeInto fills the fields of it that a continuation states and it does not.
func mergeInto(it *Item, more Item) {
	for _, p := range []struct {
		dst *string
		src string
	}{
		{&it.Concentration, more.Concentration}, {&it.Form, more.Form}, {&it.Route, more.Route},
		{&it.Dose, more.Dose}, {&it.Frequency, more.Frequency}, {&it.Duration, more.Duration},
		{&it.Quantity, more.Quantity}, {&it.Instructions, more.Instructions},
	} {
		if *p.dst == "" {
			*p.dst = p.src
		}
	}
}
