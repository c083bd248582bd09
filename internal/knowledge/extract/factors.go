package extract

import (
	"regexp"
	"strings"
)

// factorRule finds one kind of factor; negated gives the Value for a
// negation ("nega tabagismo" → "não tabagista").
type factorRule struct {
	kind     string
	keyword  *regexp.Regexp // the word a negation refers to
	negated  string
	hints    []string // a sentence without any of these is skipped (speed)
	patterns []*regexp.Regexp
}

var factorRules = []factorRule{
	{"smoking", regexp.MustCompile(`\b(?:tabagismo|fumo|cigarros?)\b`), "não tabagista", []string{"tabag", "fum", "cigarr"}, []*regexp.Regexp{
		regexp.MustCompile(`\b(?:ex-?\s?tabagista|ex-?\s?fumante)\b[^,.;]*`),
		regexp.MustCompile(`\bnao (?:tabagista|fumante)\b`),
		regexp.MustCompile(`\b(?:tabagista|fumante)\b[^,.;]*`),
		regexp.MustCompile(`\btabagismo\s*:\s*[^,.;]+`),
	}},
	{"alcohol", regexp.MustCompile(`\b(?:etilismo|alcool|bebida alcoolica|bebidas alcoolicas|alcoolismo)\b`), "não etilista", []string{"etil", "alcool", "bebe"}, []*regexp.Regexp{
		regexp.MustCompile(`\bex-?\s?etilista\b[^,.;]*`),
		regexp.MustCompile(`\bnao etilista\b`),
		regexp.MustCompile(`\betilis(?:ta|mo)\s+(?:social|ocasional|cronico|leve|moderado|pesado|importante|diario|de fim de semana|\d)[^,.;]*`),
		regexp.MustCompile(`\betilista\b[^,.;]*`),
		regexp.MustCompile(`\betilismo\s*:\s*[^,.;]+`),
		regexp.MustCompile(`\b(?:bebe|consome (?:bebida alcoolica|alcool))\b[^,.;]*`),
	}},
	{"physical_activity", regexp.MustCompile(`\b(?:atividade fisica|atividades fisicas|exercicios? fisicos?)\b`), "não pratica atividade física", []string{"sedentar", "pratica", "atividade", "exercic", "caminhada", "musculacao", "academia"}, []*regexp.Regexp{
		regexp.MustCompile(`\bsedentari(?:o|a|smo)\b`),
		regexp.MustCompile(`\bnao pratica\b[^,.;]*`),
		regexp.MustCompile(`\bpratica\s+[^,.;]+`),
		regexp.MustCompile(`\batividade fisica\s*:\s*[^,.;]+`),
		regexp.MustCompile(`\batividade fisica (?:regular|diaria|\d)[^,.;]*`),
		regexp.MustCompile(`\b(?:faz|realiza) (?:caminhada|musculacao|academia|atividade fisica|exercicios?)[^,.;]*`),
	}},
	{"occupation", nil, "", []string{"profiss", "ocupac", "trabalha", "aposentad"}, []*regexp.Regexp{
		regexp.MustCompile(`\b(?:profissao|ocupacao)\s*:\s*([^,.;]+)`),
		regexp.MustCompile(`\btrabalha como\s+([^,.;]+)`),
		regexp.MustCompile(`\b(aposentad[oa])\b`),
	}},
}

var (
	negation = regexp.MustCompile(`\b(?:nega|sem)\b`)
	// family marks sentences about relatives, not the patient.
	family = regexp.MustCompile(`\b(?:antecedentes familiares|historia familiar|mae|pai|irmao|irma|esposo|esposa|marido|filho|filha)\b`)
)

// advice marks sentences that recommend rather than describe.
var advice = regexp.MustCompile(`\b(?:orientad[oa]|orienta|oriento|orientacao|recomend|estimul|incentiv|cessacao|abandono|parar de)`)

// extractFactors returns at most one factor per kind: the first stated.
func extractFactors(text string) []Factor {
	f := newFolded(text)
	var out []Factor
	for _, r := range factorRules {
		if v, ok := findFactor(f, r); ok {
			out = append(out, Factor{Kind: r.kind, Value: v})
		}
	}
	return out
}

// findFactor finds the earliest statement for rule r, sentence by sentence.
func findFactor(f foldedText, r factorRule) (string, bool) {
	start := 0
	for _, sentence := range sentenceBounds(f.s) {
		s := f.s[sentence[0]:sentence[1]]
		start = sentence[0]
		if !containsAny(s, r.hints) || advice.MatchString(s) || family.MatchString(s) {
			continue
		}
		if r.keyword != nil && negates(s, r.keyword) {
			return r.negated, true
		}
		best := []int(nil)
		for _, p := range r.patterns {
			if m := p.FindStringSubmatchIndex(s); m != nil && (best == nil || m[0] < best[0]) {
				best = m
			}
		}
		if best != nil {
			i, j := best[0], best[1]
			if len(best) > 2 && best[2] >= 0 {
				i, j = best[2], best[3]
			}
			return strings.TrimSpace(f.span(start+i, start+j)), true
		}
	}
	return "", false
}

// negates reports whether "nega" (or "sem") comes before the keyword in s.
func negates(s string, keyword *regexp.Regexp) bool {
	k := keyword.FindStringIndex(s)
	if k == nil {
		return false
	}
	n := negation.FindStringIndex(s)
	return n != nil && n[0] < k[0]
}

// sentenceBounds splits folded text into sentences on ".", ";" and newlines.
func sentenceBounds(s string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			continue
		}
		if s[i] == '.' || s[i] == ';' || s[i] == '\n' {
			out = append(out, [2]int{start, i})
			start = i + 1
		}
	}
	return append(out, [2]int{start, len(s)})
}

// containsAny reports whether s contains one of the substrings.
func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
