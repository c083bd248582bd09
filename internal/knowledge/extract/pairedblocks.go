package extract

import (
	"regexp"
	"strings"
)

// cellLabel is a labelled cell of a block's lines: its result or its reference, maybe with
// leaders before the colon ("Resultado ...................: 38 µg/dL").
var cellLabel = regexp.MustCompile(`(?:^|\s)(resultado|v\.?\s?r\.?|valor(?:es)? de referencia)\s*(?:\.{2,}\s*)?:`)

// parsePairedBlocks reads two blocks printed side by side: a line of two marker names
// ("Glicose Hemoglobina glicada (HbA1c)") over lines of labelled cells ("Resultado: 104 mg/dL
// Resultado: 5,9 %", "V.R.: 70 a 99 V.R.: < 5,7"). The n-th "Resultado" of the lines below is
// the n-th name's, and so is the n-th reference, wherever a cell wrapped to ("V.R.: 3,4 a 7,0
// Resultado: 84 mL/min"). It returns the results and the index of the last line used.
func parsePairedBlocks(ls []string, i int, ctx lineContext) ([]Lab, int, bool) {
	if i+1 >= len(ls) || strings.Contains(ls[i], ":") {
		return nil, i, false
	}
	first := i + 1
	if !strings.Contains(ls[first], ":") && first+1 < len(ls) && pairedLabels.MatchString(fold(strings.TrimSpace(ls[first+1]))) {
		first++ // the names' ends, wrapped: "(CEA) CARCINOGÊNICO 125"
	}
	for refs := false; first < len(ls) && first <= i+6; first++ {
		f := fold(strings.TrimSpace(ls[first]))
		if first <= i+4 && pairedLabels.MatchString(f) {
			continue // each block's material and method: "Material: Soro Material: Soro"
		}
		if pairedReferenceLabels.MatchString(f) {
			refs = true // "Valores de referência: Valores de referência:" over the references
			continue
		}
		if !refs || strings.HasPrefix(f, "resultado") {
			break
		}
	}
	if first >= len(ls) || !strings.HasPrefix(fold(strings.TrimSpace(ls[first])), "resultado") {
		return nil, i, false
	}
	names, ok := twoNames(ls[i], ctx)
	if !ok {
		return nil, i, false
	}
	rs := make([]result, len(names))
	nres, nref, last := 0, 0, i
	for k := first; k < len(ls) && k <= first+3; k++ {
		f := newFolded(strings.TrimSpace(ls[k]))
		cells := cellLabel.FindAllStringSubmatchIndex(f.s, -1)
		if len(cells) == 0 || cells[0][0] != 0 {
			break // a line that is not made of cells ends the pair
		}
		for c, m := range cells {
			end := len(f.s)
			if c+1 < len(cells) {
				end = cells[c+1][0]
			}
			text := strings.TrimSpace(f.span(m[1], end))
			if strings.HasPrefix(f.s[m[2]:m[3]], "resultado") {
				if nres == len(names) {
					return nil, i, false
				}
				toks := tokenize(text)
				v, ok := resultValue(toks, 0, names[nres].canon) // (a blood group's "O" too)
				if !ok {
					return nil, i, false
				}
				r := result{name: names[nres].nameMatch, raw: names[nres].raw, val: v, unit: v.unit, first: true}
				if r.unit == "" && v.qualitative == "" {
					r.unit, _ = readUnit(toks, v.next)
				}
				rs[nres] = r
				nres++
			} else if nref < nres {
				rs[nref].ref, rs[nref].hasRef = parseReference(text)
				nref++
			}
		}
		last = k
	}
	if nres != len(names) {
		return nil, i, false
	}
	labs := toLabs(rs, ctx)
	return labs, last, len(labs) > 0
}

// pairedLabels is a folded line of two blocks' material or method cells side by side: "material:
// soro material: soro", "metodo: quimioluminescencia metodo: eclia".
var pairedLabels = regexp.MustCompile(`^(material|metodo|amostra)\s*:.*\b(material|metodo|amostra)\s*:`)

// maxNameTail is the most words without digits a names line prints after its first name.
const maxNameTail = 6

// pairedReferenceLabels is a folded line that opens two blocks' references side by side, which
// the lines below it print up to the results: "valores de referencia: valores de referencia:".
var pairedReferenceLabels = regexp.MustCompile(`^valor(?:es)? de referencia\s*:\s*valor(?:es)? de referencia\s*:\s*$`)

// namedCell is a marker name of a names line, with the name as printed.
type namedCell struct {
	nameMatch
	raw string
}

// twoNames splits a line into two marker names and what follows each (an alias in parentheses,
// a word such as "basal" or "estimada", what the name stands for: "HBsAg - ANTÍGENO DE
// SUPERFÍCIE DO VÍRUS B"); ok only when the line holds exactly that.
func twoNames(line string, ctx lineContext) ([]namedCell, bool) {
	toks := tokenize(line)
	first, ok := matchName(toks, 0, ctx.section)
	if !ok || first.start != 0 {
		return nil, false
	}
	tail := skipNameTail(toks, first.end)
	pair := func(j int, second nameMatch) ([]namedCell, bool) {
		end := skipNameTail(toks, second.end)
		if second.end < len(toks) && dashes[toks[second.end].text] && len(toks)-second.end <= maxNameTail {
			end = len(toks) // what the second name stands for, after a dash: "HIV 1 E 2 — ANTÍGENO P24 E ANTICORPOS"
		}
		if len(toks)-end > 2 || namesAfter(toks, end, ctx.section) {
			return nil, false // a third block's name: "FERRO SÉRICO | VITAMINA B12"
		}
		return []namedCell{{first, strings.Join(tokenTexts(toks[:j]), " ")}, {second, strings.Join(tokenTexts(toks[j:]), " ")}}, true
	}
	// the second name: the first that names another marker (the first name again in words is
	// what it stands for: "TSH - HORMÔNIO TIREOESTIMULANTE"), else the first name again ("URÉIA
	// PRÉ-DIÁLISE URÉIA PÓS-DIÁLISE")
	again, againAt := nameMatch{}, -1
	// (from the first name's end: what skipNameTail takes for a leader's debris before a value
	// may be the second name, "FATOR Rh HIV 1 E 2")
	for j := first.end; j < len(toks) && j < tail+maxNameTail; j++ {
		second, ok := matchName(toks, j, ctx.section)
		if ok && second.start == j && second.canon != first.canon {
			return pair(j, second)
		}
		if ok && second.start == j && againAt < 0 {
			again, againAt = second, j
		}
		if j >= tail && strings.ContainsAny(toks[j].text, "0123456789") {
			break // a value: no names line
		}
	}
	if againAt >= 0 {
		return pair(againAt, again)
	}
	return nil, false
}

// dashes are the dashes a name's gloss follows.
var dashes = map[string]bool{"-": true, "–": true, "—": true}

// namesAfter reports whether a marker's name starts at one of toks[from:].
func namesAfter(toks []token, from int, section string) bool {
	for k := from; k < len(toks); k++ {
		if m, ok := matchName(toks, k, section); ok && m.start == k {
			return true
		}
	}
	return false
}
