package extract

import (
	"regexp"
	"strings"
)

var (
	// allergyList is "Alergias: ..." / "Alergia medicamentosa: ..." with a list.
	allergyList = regexp.MustCompile(`\balergias?(?:\s+(?:medicamentosas?|conhecidas?|a medicamentos))?\s*:\s*([^.]*)`)
	// allergyTo is "alergia a X", "alérgico(a) a X", "refere alergia à X".
	allergyTo    = regexp.MustCompile(`\b(?:alergia|alergic[oa](?:\s*\(a\))?|hipersensibilidade)\s+(?:a|as|ao|aos|à|às)\s+([^.;:]*)`)
	allergyNone  = regexp.MustCompile(`^(?:nega|nenhuma|nao|sem\b|desconhece|ndn|nada|ausentes?|-$)`)
	allergyNeg   = regexp.MustCompile(`\b(?:nega|sem|nenhuma|desconhece|nao (?:ha|tem|possui|refere))\s+(?:\w+\s+){0,2}$`)
	leadingTo    = regexp.MustCompile(`^(?:a|à|ao|as|às|aos)\s+`)
	reactionWith = regexp.MustCompile(`\s+(?:com|causando|gerando|-|–|—)\s+(.+)$`)
)

// extractAllergies reads allergies; negations ("Nega alergias", "Alergias:
// nega", "sem alergias conhecidas") give none.
func extractAllergies(ls []string) []Allergy {
	var out []Allergy
	for _, l := range ls {
		f := newFolded(l)
		if m := allergyList.FindStringSubmatchIndex(f.s); m != nil {
			out = append(out, allergyItems(f, m[2], m[3])...)
			continue
		}
		for _, m := range allergyTo.FindAllStringSubmatchIndex(f.s, -1) {
			if allergyNeg.MatchString(f.s[:m[0]]) {
				continue
			}
			out = append(out, allergyItems(f, m[2], m[3])...)
		}
	}
	return dedupeAllergies(out)
}

// allergyItems parses the list in folded range [i, j).
func allergyItems(f foldedText, i, j int) []Allergy {
	list := strings.TrimSpace(f.span(i, j))
	if list == "" || allergyNone.MatchString(fold(list)) {
		return nil
	}
	var out []Allergy
	for _, item := range splitList(list) {
		if a, ok := parseAllergy(item); ok {
			out = append(out, a)
		}
	}
	return out
}

// parseAllergy reads "dipirona (urticária)", "penicilina com edema de glote".
func parseAllergy(item string) (Allergy, bool) {
	var a Allergy
	if i := strings.Index(item, "("); i > 0 {
		a.Reaction = cleanItem(strings.Trim(item[i:], "() "))
		item = item[:i]
	} else if m := reactionWith.FindStringSubmatchIndex(item); m != nil {
		a.Reaction = cleanItem(item[m[2]:m[3]])
		item = item[:m[0]]
	}
	item = leadingTo.ReplaceAllString(cleanItem(item), "")
	if len([]rune(item)) < 3 || len(strings.Fields(item)) > 4 || allergyNone.MatchString(fold(item)) {
		return Allergy{}, false
	}
	a.Substance = upperFirst(item)
	return a, true
}

func dedupeAllergies(in []Allergy) []Allergy {
	var out []Allergy
	seen := map[string]bool{}
	for _, a := range in {
		if k := fold(a.Substance); !seen[k] {
			seen[k] = true
			out = append(out, a)
		}
	}
	return out
}
