package extract

import (
	"regexp"
	"strings"
)

// conditionHeading matches a heading that introduces conditions; the group
// names the status its items get.
var conditionHeading = regexp.MustCompile(`^(?:(hipoteses? diagnosticas?|hd|h\.d\.|impressao diagnostica|suspeitas? diagnosticas?)|(diagnosticos?|diagnosticos? principais?|comorbidades|problemas ativos|lista de problemas)|(antecedentes pessoais|antecedentes patologicos|antecedentes|historia patologica pregressa|hpp|app))\s*(?::|-|$)\s*`)

var (
	listItem = regexp.MustCompile(`^(?:\d{1,2}\s*[.)-]|[-•*·])\s*`)
	// icdCode is a CID-10 code after "CID", "CID-10" or "ICD-10", alone in
	// parentheses, or with its decimal part; a bare "B12" is not a code.
	icdCode       = regexp.MustCompile(`(?i:\b(?:cid|icd)(?:[\s-]*10)?)\s*[:-]?\s*([A-TV-Z]\d{2}(?:\.\d{1,2})?)\b|\(([A-TV-Z]\d{2}(?:\.\d{1,2})?)\)|\b([A-TV-Z]\d{2}\.\d{1,2})\b`)
	icdLead       = regexp.MustCompile(`^([A-TV-Z]\d{2}(?:\.\d{1,2})?)\s*[-–—:]\s*`)
	suspectedItem = regexp.MustCompile(`^(?:suspeita de|sd\.? de|provavel|hipotese(?: diagnostica)? de)\s+|\s+(?:a esclarecer|a/e|\?)$`)
	sinceClause   = regexp.MustCompile(`\s+(?:ha|desde|em uso|diagnosticad[ao]|controlad[ao]|em tratamento)\b.*$`)
	emptyParens   = regexp.MustCompile(`\(\s*(?:cid(?:[\s-]*10)?\s*[:-]?)?\s*\)|\[\s*\]`)
	suspicionFree = regexp.MustCompile(`\bsuspeita de\s+([^.;,()]{3,60})`)
)

// conditionStatus maps the heading group to a Status.
func conditionStatus(m []string) string {
	switch {
	case m[1] != "":
		return "suspected"
	case m[2] != "":
		return "confirmed"
	}
	return "history"
}

// extractConditions reads conditions from headings with an inline list or a
// numbered/bulleted list under them, and "suspeita de X" in free text.
func extractConditions(ls []string) []Condition {
	var out []Condition
	for i := 0; i < len(ls); i++ {
		f := fold(ls[i])
		m := conditionHeading.FindStringSubmatch(f)
		if m == nil || strings.HasPrefix(f, "antecedentes familiares") {
			out = append(out, freeSuspicions(ls[i])...)
			continue
		}
		status := conditionStatus(m)
		rest := ls[i][len(newFolded(ls[i]).span(0, len(m[0]))):]
		if strings.TrimSpace(rest) != "" {
			for _, item := range conditionItems(rest) {
				out = appendCondition(out, item, status)
			}
			continue
		}
		for i+1 < len(ls) && listItem.MatchString(ls[i+1]) {
			i++
			out = appendCondition(out, listItem.ReplaceAllString(ls[i], ""), status)
		}
	}
	return dedupeConditions(out)
}

// conditionItems splits an inline list; a list with ICD codes is split only
// on ";" and on commas outside parentheses.
func conditionItems(s string) []string {
	if icdCode.MatchString(s) {
		var out []string
		for _, p := range splitOutsideParens(strings.ReplaceAll(s, ";", ",")) {
			if p = cleanItem(p); p != "" {
				out = append(out, p)
			}
		}
		return out
	}
	return splitList(s)
}

// appendCondition parses one item and appends it unless it is a negation.
func appendCondition(out []Condition, item, status string) []Condition {
	c, ok := parseCondition(item, status)
	if !ok {
		return out
	}
	return append(out, c)
}

// parseCondition reads "Diabetes mellitus tipo 2 (CID-10 E11.9)",
// "E11.9 - Diabetes mellitus tipo 2", "Hipertensão arterial (I10)".
func parseCondition(item, status string) (Condition, bool) {
	item = cleanItem(item)
	f := fold(item)
	if f == "" || strings.HasPrefix(f, "nega") || strings.HasPrefix(f, "sem ") || f == "nenhum" || f == "nenhuma" || strings.HasPrefix(f, "nada digno") {
		return Condition{}, false
	}
	var c Condition
	if m := icdLead.FindStringSubmatchIndex(item); m != nil {
		c.ICD10 = item[m[2]:m[3]]
		item = item[m[1]:]
	} else if m := icdCode.FindStringSubmatchIndex(item); m != nil {
		c.ICD10 = firstGroup(item, m)
		item = item[:m[0]] + item[m[1]:]
	}
	item = cleanItem(emptyParens.ReplaceAllString(item, ""))
	item = strings.TrimSpace(strings.Trim(item, "()[] ,;"))
	fi := newFolded(item)
	if loc := suspectedItem.FindStringIndex(fi.s); loc != nil {
		status = "suspected"
		item = strings.TrimSpace(fi.span(0, loc[0]) + fi.span(loc[1], len(fi.s)))
		fi = newFolded(item)
	}
	if loc := sinceClause.FindStringIndex(fi.s); loc != nil {
		item = fi.span(0, loc[0])
	}
	item = cleanItem(item)
	if len([]rune(item)) < 2 || len([]rune(item)) > 80 {
		return Condition{}, false
	}
	c.Name, c.Status = upperFirst(item), status
	return c, true
}

// freeSuspicions reads "suspeita de X" outside condition headings.
func freeSuspicions(line string) []Condition {
	f := newFolded(line)
	var out []Condition
	for _, m := range suspicionFree.FindAllStringSubmatchIndex(f.s, -1) {
		if c, ok := parseCondition(f.span(m[2], m[3]), "suspected"); ok {
			out = append(out, c)
		}
	}
	return out
}

// dedupeConditions keeps the first of conditions with the same folded name,
// filling in an ICD-10 code a later mention states.
func dedupeConditions(in []Condition) []Condition {
	var out []Condition
	idx := map[string]int{}
	for _, c := range in {
		k := fold(c.Name)
		if j, ok := idx[k]; ok {
			if out[j].ICD10 == "" {
				out[j].ICD10 = c.ICD10
			}
			continue
		}
		idx[k] = len(out)
		out = append(out, c)
	}
	return out
}

// firstGroup returns the first matched submatch of a FindStringSubmatchIndex result.
func firstGroup(s string, m []int) string {
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 {
			return s[m[g]:m[g+1]]
		}
	}
	return ""
}
