package extract

import (
	"regexp"
	"strings"
)

var (
	leaders      = regexp.MustCompile(`(?:\s?\.){3,}|…+|_{3,}`)
	valueAndUnit = regexp.MustCompile(`^([0-9OolIS]*[0-9][0-9OolIS.,]*?)(%|[a-zA-Zµμ/][^\s]*)?$`)
	resultLabel  = regexp.MustCompile(`^resultado\s*:?\s*`)
	refLineStart = regexp.MustCompile(`^[\[(]?\s*(?:v\.?\s?r\.?|valor(?:es)? de referencia|referencia|ref\.?|intervalo de referencia|desejavel)\b`)
)

// simpleUnits are units without "/" or "%".
var simpleUnits = map[string]bool{
	"fl": true, "pg": true, "u": true, "ui": true, "mg": true, "g": true, "ng": true,
	"mcg": true, "ug": true, "seg": true, "s": true, "mmhg": true, "ratio": true,
}

// unitRepairs undoes OCR misreadings of units seen in Tesseract output.
var unitRepairs = map[string]string{
	"HUI/mL": "µUI/mL", "pUI/mL": "µUI/mL", "Y%": "%", "mEqg/L": "mEq/L", "%.": "%",
}

// isUnit reports whether tok reads as a unit of measure.
func isUnit(tok string) bool {
	if tok == "" || len(tok) > 20 || strings.ContainsAny(tok[:1], "0123456789<>([") {
		return false
	}
	if _, ok := unitRepairs[tok]; ok {
		return true
	}
	return strings.ContainsAny(tok, "/%") || simpleUnits[fold(tok)]
}

func repairUnit(u string) string {
	u = strings.TrimRight(u, ".,;")
	if r, ok := unitRepairs[u]; ok {
		return r
	}
	return u
}

// splitValue reads a value token, possibly with its unit attached ("6,4%").
func splitValue(tok string) (text string, v float64, unit string, ok bool) {
	tok = strings.TrimRight(tok, ".,;:")
	if numericToken.MatchString(tok) {
		text = repairDigits(tok)
		v, ok = parseNumber(text)
		return text, v, "", ok
	}
	m := valueAndUnit.FindStringSubmatch(tok)
	if m == nil {
		return "", 0, "", false
	}
	text = repairDigits(m[1])
	v, ok = parseNumber(text)
	return text, v, m[2], ok
}

// parseResultLine reads a dotted-leader or table result line:
// "Hemoglobina ....... 12,8 g/dL (12,0 a 15,5)", "Glicose 131 mg/dL 70 - 99".
func parseResultLine(line string) (Lab, bool) {
	toks := strings.Fields(leaders.ReplaceAllString(line, " "))
	for i := 1; i < len(toks) && i <= 7; i++ {
		text, v, unit, ok := splitValue(toks[i])
		if !ok {
			continue
		}
		if strings.ContainsAny(toks[i-1], "<>≤≥") {
			return Lab{}, false
		}
		return buildLab(strings.Join(toks[:i], " "), text, v, unit, toks[i+1:])
	}
	return Lab{}, false
}

// buildLab assembles a Lab from a name, value and the tokens after the value.
func buildLab(name, text string, v float64, unit string, after []string) (Lab, bool) {
	name = strings.Trim(name, " :-–—")
	if name == "" || strings.Contains(name, ":") {
		return Lab{}, false
	}
	if unit == "" && len(after) > 0 && isUnit(after[0]) {
		unit, after = after[0], after[1:]
	}
	unit = repairUnit(unit)
	ref, hasRef := parseReference(strings.Join(after, " "))
	canon, known := CanonicalMarker(name)
	if !known {
		if unit == "" || !hasRef || (ref.low == nil && ref.high == nil) || !startsWithLetter(name) || !plausibleName(name) {
			return Lab{}, false
		}
		canon = cleanMarkerName(name)
	} else if unit == "" && !hasRef {
		return Lab{}, false
	}
	lab := Lab{Marker: canon, RawMarker: name, Value: v, ValueText: text, Unit: unit}
	if hasRef {
		lab.RefText, lab.RefLow, lab.RefHigh = ref.text, ref.low, ref.high
		lab.Flag = flagFor(v, ref.low, ref.high)
	}
	return lab, true
}

func startsWithLetter(s string) bool {
	for _, r := range s {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0xbf
	}
	return false
}

// nonMarkerWords start lines that carry numbers but are not results.
var nonMarkerWords = map[string]bool{
	"data": true, "paciente": true, "protocolo": true, "medico": true, "rua": true, "av": true,
	"cnpj": true, "tel": true, "idade": true, "resultado": true, "liberado": true, "exame": true,
	"material": true, "metodo": true, "crm": true, "pa": true, "fc": true, "fr": true, "peso": true,
	"altura": true, "imc": true, "tomar": true, "retorno": true, "coleta": true, "pagina": true,
	"temperatura": true, "sat": true, "spo2": true, "glicemia": true, "uso": true, "jejum": true,
}

// plausibleName accepts an unknown marker name: up to five words, letters
// only, not starting with a word that marks a non-result line.
func plausibleName(name string) bool {
	words := strings.Fields(name)
	if len(words) > 5 || nonMarkerWords[markerKey(words[0])] {
		return false
	}
	for _, r := range name {
		if r >= '0' && r <= '9' {
			return false
		}
	}
	return true
}

// cleanMarkerName title-cases an unknown marker name; short all-capital
// abbreviations ("VCM") are kept as printed.
func cleanMarkerName(name string) string {
	if len([]rune(name)) <= 5 && strings.ToUpper(name) == name {
		return name
	}
	if strings.ToUpper(name) == name {
		name = strings.ToLower(name)
	}
	return upperFirst(name)
}

// parseBlock reads the block layout starting at a heading line: a marker
// heading, then within five lines "RESULTADO: 5,87 µUI/mL", then maybe a
// reference on the same or one of the next three lines. It returns the lab
// and the index of the last line used.
func parseBlock(ls, heads []string, i int) (Lab, int, bool) {
	head, canon := strings.TrimSpace(ls[i]), heads[i]
	if canon == "" || head == "" {
		return Lab{}, i, false
	}
	for j := i + 1; j < len(ls) && j <= i+5; j++ {
		f := newFolded(ls[j])
		loc := resultLabel.FindStringIndex(f.s)
		if loc == nil {
			if heads[j] != "" {
				return Lab{}, i, false
			}
			continue
		}
		toks := strings.Fields(f.span(loc[1], len(f.s)))
		if len(toks) == 0 {
			return Lab{}, i, false
		}
		text, v, unit, ok := splitValue(toks[0])
		if !ok {
			return Lab{}, i, false
		}
		after, last := toks[1:], j
		if unit == "" && len(after) > 0 && isUnit(after[0]) {
			unit, after = after[0], after[1:]
		}
		if len(after) == 0 {
			after, last = blockReference(ls, j)
		}
		lab, ok := buildLab(head, text, v, unit, after)
		lab.Marker = canon
		return lab, last, ok
	}
	return Lab{}, i, false
}

// blockReference finds a reference line within three lines after line j.
func blockReference(ls []string, j int) ([]string, int) {
	for k := j + 1; k < len(ls) && k <= j+3; k++ {
		f := newFolded(ls[k])
		if loc := refLineStart.FindStringIndex(f.s); loc != nil {
			return strings.Fields(ls[k]), k
		}
	}
	return nil, j
}

// extractLabs reads every result in document order; a line is used once.
func extractLabs(ls []string) []Lab {
	var labs []Lab
	seen := map[string]bool{}
	add := func(l Lab) {
		key := l.Marker + "|" + l.ValueText + "|" + l.Unit + "|" + l.RefText
		if !seen[key] {
			seen[key] = true
			labs = append(labs, l)
		}
	}
	heads := make([]string, len(ls))
	for i, l := range ls {
		if l != "" && len(l) < 60 && !strings.ContainsAny(l, ":") {
			heads[i], _ = CanonicalMarker(l)
		}
	}
	for i := 0; i < len(ls); i++ {
		if lab, last, ok := parseBlock(ls, heads, i); ok {
			add(lab)
			i = last
			continue
		}
		if lab, ok := parseResultLine(ls[i]); ok {
			add(lab)
			continue
		}
		for _, lab := range examList(ls[i]) {
			add(lab)
		}
	}
	return labs
}

// examListKey introduces results listed in prose: "Últimos exames:
// creatinina 1,4 mg/dL, potássio 5,2 mEq/L".
var examListKey = regexp.MustCompile(`\bexames?\b[^:]{0,30}:`)

// examList reads known markers with a value and unit from a prose list of
// results; unknown names are never taken from prose.
func examList(line string) []Lab {
	f := newFolded(line)
	loc := examListKey.FindStringIndex(f.s)
	if loc == nil {
		return nil
	}
	var out []Lab
	for _, seg := range strings.Split(strings.ReplaceAll(f.span(loc[1], len(f.s)), ";", ","), ", ") {
		seg = strings.TrimRight(strings.TrimSpace(seg), ".")
		lab, ok := parseResultLine(seg)
		if !ok || lab.Unit == "" {
			continue
		}
		if _, known := CanonicalMarker(lab.RawMarker); known {
			out = append(out, lab)
		}
	}
	return out
}
