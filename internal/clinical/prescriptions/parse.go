package prescriptions

import (
	"regexp"
	"strings"

	"clinic/internal/platform/fold"
)

// Reading a prescription dictated or typed in Portuguese: "Amoxicilina 500 mg, 1 cápsula de 8
// em 8 horas por 7 dias; dipirona 1 g se dor". Items are separated by ";", by lines and by
// list numbers ("1.", "2)"); within an item the drug is what precedes its first number or
// posology phrase, and each field is the first phrase of its kind. Patterns match the folded
// text (fold.Text); every field is cut from the text as written.

var (
	itemSplit = regexp.MustCompile(`;|\n|\s\d{1,2}[.)]\s+|\s[-•*]\s+`)
	listMark  = regexp.MustCompile(`^\s*(?:\d{1,2}\s*[.)]|[-•*])\s+`)
	leadWords = regexp.MustCompile(`^(?:(?:uso (?:oral|interno|externo|topico)|uso continuo\s*(?::|$)|receita|prescricao|prescrevo|tomar|usar|aplicar|administrar|iniciar|manter)\s*:?\s*)+`)
	numberRe  = `(?:\d+(?:[.,]\d+)?)`
	strength  = regexp.MustCompile(`\b` + numberRe + `(?:\s*/\s*` + numberRe + `)?\s*(?:mg|g|mcg|µg|ug|ui|u|mg/ml|mg/5\s?ml|%)(?:/(?:ml|gota|dose|5\s?ml))?\b`)
	formWords = `(?:comprimidos?|comp\.?|cp|capsulas?|caps?\.?|drageas?|gotas?|ml|jatos?|puffs?|ampolas?|saches?|envelopes?|colher(?:es)?(?: de sopa| de cha)?|aplicac(?:ao|oes)|unidades?|ui|adesivos?|supositorios?|ovulos?|flaconetes?)`
	countWord = `(?:` + numberRe + `|meio|meia|um|uma|dois|duas|tres|quatro|cinco)`
	doseRe    = regexp.MustCompile(`\b` + countWord + `\s+` + formWords + `\b`)
	// quantityRe: the amount dispensed ("---- 60 comprimidos", "(30 cápsulas)", "2 caixas").
	packWords  = `(?:caixas?|frascos?|tubos?|bisnagas?|cartelas?)`
	quantityRe = regexp.MustCompile(`(?:-{2,}|—|\(|\bquantidade\s*:?|\bqtd\.?\s*:?|\btotal(?: de)?)\s*(` + numberRe + `\s+(?:` + formWords + `|` + packWords + `))\b|\b(` + numberRe + `\s+` + packWords + `)\b`)
	freqRe     = regexp.MustCompile(`\b(?:(?:ate |a )?de\s+\d{1,2}\s+em\s+\d{1,2}\s*(?:h|horas)\b|(?:de\s+)?\d{1,2}\s*/\s*\d{1,2}\s*(?:h|horas)\b|(?:a )?cada\s+\d{1,2}\s*(?:h|horas)\b|` + countWord + `\s*(?:x|vezes?)\s*(?:ao|por|/)\s*dia\b|\d+\s*x\s*/?\s*dia\b|(?:uma vez|1x) por semana\b|semanalmente\b|em dose unica\b|dose unica\b|ao dia\b|diariamente\b|a noite\b|pela manha\b|ao deitar\b|antes de dormir\b)`)
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
		{regexp.MustCompile(`\b(?:uso (?:topico|externo)|topic[oa]|creme|pomada|gel)\b`), "tópica"},
		{regexp.MustCompile(`\b(?:colirio|oftalmic[oa])\b`), "oftálmica"},
	}
	oralForms    = regexp.MustCompile(`\b(?:comprimidos?|comp\.?|cp|capsulas?|caps?\.?|drageas?|gotas?|xarope|suspensao oral|saches?|envelopes?|solucao oral|flaconetes?)\b`)
	formRe       = regexp.MustCompile(`\b(?:comprimidos?(?: revestidos?| efervescentes?| mastigaveis?)?|capsulas?|drageas?|gotas|xarope|suspensao(?: oral)?|solucao(?: oral| injetavel)?|ampolas?|creme|pomada|gel|colirio|spray|aerossol|adesivos?|supositorios?|saches?|injetavel)\b`)
	instructRe   = regexp.MustCompile(`\b(?:se (?:dor|febre|necessario|nauseas?|vomitos?|falta de ar|insonia|crise)|em caso de (?:dor|febre|nauseas?|crise)|apos (?:as |o )?(?:refeicoes|cafe(?: da manha)?|almoco|jantar)|antes (?:das |do )?(?:refeicoes|cafe(?: da manha)?|almoco|jantar)|em jejum|com agua|com alimentos|longe das refeicoes|nao mastigar|agitar antes de usar)\b`)
	digitRe      = regexp.MustCompile(`\d`)
	routeStart   = regexp.MustCompile(`\b(?:via|uso (?:oral|topico|externo)|v\.?o\.?\b)`)
	trailingJunk = regexp.MustCompile(`[\s,.:;—–-]+$`)
)

// ParseText reads the items of a prescription written in Portuguese. A piece without a drug's
// name (only posology) continues the item before it; a piece without posology (no strength,
// dose, frequency, duration, quantity or instruction) is not a medicine. Fields not stated stay
// empty.
func ParseText(text string) []Item {
	var out []Item
	t := fold.NewText(text)
	start := 0
	pieces := []string{}
	for _, loc := range itemSplit.FindAllStringIndex(t.Folded, -1) {
		pieces = append(pieces, t.Span(start, loc[0]))
		start = loc[1]
	}
	pieces = append(pieces, t.Span(start, len(t.Folded)))
	for _, piece := range pieces {
		it, ok := parseItem(piece)
		switch {
		case !ok:
		case it.Drug == "" && len(out) > 0:
			mergeInto(&out[len(out)-1], it)
		case it.Drug != "":
			out = append(out, it)
		}
	}
	return out
}

// parseItem reads one piece: the drug (the text before the first number, posology phrase or
// comma) and the first phrase of each field. ok is false for a piece that states nothing.
func parseItem(piece string) (Item, bool) {
	t := fold.NewText(strings.TrimSpace(piece))
	f := t.Folded
	from := len(listMark.FindString(f))
	from += len(leadWords.FindString(f[from:]))
	if strings.TrimSpace(f[from:]) == "" {
		return Item{}, false
	}
	var it Item
	if m := quantityRe.FindStringSubmatchIndex(f); m != nil {
		g := 2
		if m[g] < 0 {
			g = 4
		}
		it.Quantity = t.Span(m[g], m[g+1])
		// Blank the quantity out (same length) so it is not read as the dose.
		f = f[:m[0]] + strings.Repeat(" ", m[1]-m[0]) + f[m[1]:]
	}
	cut := func(re *regexp.Regexp) string {
		if loc := re.FindStringIndex(f[from:]); loc != nil {
			return strings.TrimSpace(t.Span(from+loc[0], from+loc[1]))
		}
		return ""
	}
	end := len(f)
	for _, re := range []*regexp.Regexp{digitRe, doseRe, freqRe, durationRe, instructRe, routeStart} {
		if loc := re.FindStringIndex(f[from:]); loc != nil && from+loc[0] < end {
			end = from + loc[0]
		}
	}
	if i := strings.IndexAny(f[from:], ",("); i >= 0 && from+i < end {
		end = from + i
	}
	it.Drug = trailingJunk.ReplaceAllString(strings.TrimSpace(t.Span(from, end)), "")
	it.Concentration = cut(strength)
	it.Dose = cut(doseRe)
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
	if it.Concentration == "" && it.Dose == "" && it.Frequency == "" && it.Duration == "" && it.Instructions == "" && it.Quantity == "" {
		return Item{}, false // no posology: not a medicine ("bom dia, tudo bem?")
	}
	return it, true
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
