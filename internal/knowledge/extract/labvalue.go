package extract

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// token is one word of a result line: as printed and folded for name lookup.
type token struct {
	text string
	key  string // markerKey(text); "" for punctuation
}

var (
	leaders = regexp.MustCompile(`(?:\s?\.){3,}|…+|_{3,}|\s\|\s|^\||\|$`)
	// valueAndUnit reads a value with its unit attached: "6,4%", "131mg/dL".
	valueAndUnit = regexp.MustCompile(`^([0-9OolIS]*[0-9][0-9OolIS.,]*?)\**(%|[a-zA-Zµμ/][^\s]*)?$`) // and a flag's asterisk glued between: "231*mg/dL"
	comparatorOf = map[string]string{"<": "<", "<=": "<=", "≤": "<=", ">": ">", ">=": ">=", "≥": ">=",
		"inferior a": "<", "menor que": "<", "menor do que": "<", "superior a": ">", "maior que": ">", "maior do que": ">"}
)

// tokenize splits a line into tokens after turning dotted leaders and table bars into spaces.
func tokenize(line string) []token {
	if strings.ContainsAny(line, ".…_|") {
		line = leaders.ReplaceAllString(line, " ")
	}
	if strings.Contains(line, "|") {
		// a table's rule glued between two cells: "7%|420/uL", "3%|180/uL"
		line = ruleBetweenCells.ReplaceAllString(line, "$1 | $2")
	}
	fields := strings.Fields(line)
	out := make([]token, 0, len(fields))
	for _, f := range fields {
		if f == "→" || f == "⇒" || f == "➔" {
			continue // an arrow that leads the eye to the result holds none: "Ref.: 40 a 52 % → 34,9 %"
		}
		if k := strings.ToLower(f); k == "inferiora" || k == "superiora" {
			// the space of "inferior a" lost on a scan
			out = append(out, token{text: f[:len(f)-1], key: markerKey(f[:len(f)-1])}, token{text: "a", key: "a"})
			continue
		}
		f = specklessUnit(f)
		if !strings.ContainsAny(f, "0123456789") { // neither pattern below matches without a digit
			out = append(out, token{text: f, key: markerKey(f)})
			continue
		}
		if m := unitThenNumber.FindStringSubmatch(f); m != nil && unitEnds(m[1]) && !isNameKey(markerKey(f)) {
			// a cell that ran into the next: "4,62milhões/mm³4,30", "g/dL13,0"
			out = append(out, token{text: m[1], key: markerKey(m[1])}, token{text: m[2], key: markerKey(m[2])})
			continue
		}
		if m := gluedFlag.FindStringSubmatch(strings.TrimRight(f, ".")); m != nil && numericToken.MatchString(m[1]) && !hourOfDay.MatchString(f) {
			// (not an hour with a leading zero: "CORTISOL 08H")
			// a flag printed against its value: "1,38↑", "10,6(H)", "1,24*", "9,8L" (a scan's speck after it: "81L.")
			out = append(out, token{text: m[1], key: markerKey(m[1])}, token{text: m[2], key: markerKey(m[2])})
			continue
		}
		out = append(out, token{text: f, key: markerKey(f)})
	}
	return out
}

// ruleBetweenCells is a bar between a cell that ends in a digit or a unit's letter or "%" and
// one that starts with a digit.
var ruleBetweenCells = regexp.MustCompile(`([0-9%A-Za-z])\|([0-9])`)

// specklessUnit is f without the marks OCR reads from a table's rule or a speck right before a
// unit ("|mg/dL", "!ng/dl", "'pg/mL", "(U/L", "|jmg/dL": the bar read twice; "*mg/dL": a flag's
// asterisk), when what is left is a unit and f is not.
func specklessUnit(f string) string {
	if perCubicMM.MatchString(f) {
		return "/mm³"
	}
	t := strings.TrimLeft(f, "|!'‘’`(/*")
	if t == f || t == "" || KnownUnit(f) || strings.HasSuffix(f, ")") { // "(mg/dL)" is a unit in a name
		return f
	}
	if KnownUnit(t) {
		return t
	}
	if u := t[1:]; (t[0] == 'j' || t[0] == 'l' || t[0] == 'i') && u != "" && KnownUnit(u) {
		return u
	}
	return f
}

// gluedFlag is a number followed at once by a result's flag; a bare letter only H or L, as a
// typesetter that prints the flag in bold against the value does ("9,8L", "18.400H").
var gluedFlag = regexp.MustCompile(`^(.*[0-9])(↑|↓|\*{1,2}|\((?:H|L|A|B)\)|H|L)$`)

// unitThenNumber is a field that ends in a number right after a letter or a superscript.
var unitThenNumber = regexp.MustCompile(`^(.*[^\d\s.,^x×/+\-])(\d+(?:[.,]\d+)*)$`)

// unitEnds reports whether s is a unit, or a number with its unit glued ("4,62milhões/mm³").
func unitEnds(s string) bool {
	if KnownUnit(s) {
		return true
	}
	_, _, unit, ok := splitValue(s)
	return ok && unit != "" && KnownUnit(unit)
}

// value is a result as printed: a number (maybe with a comparator and an attached unit) or a
// qualitative phrase.
type value struct {
	text, unit, comparator, qualitative string
	v                                   float64
	next                                int // index of the first token after the value
}

// readValue reads the value starting at toks[i]: "131", "1O8" (OCR), "<0,5", "< 0,5",
// "inferior a 0,5", "6,4%", "Não reagente", "Negativo", "++".
func readValue(toks []token, i int) (value, bool) {
	if i >= len(toks) {
		return value{}, false
	}
	if q, n := readQualitative(toks, i); n > 0 {
		texts := make([]string, 0, n)
		for _, t := range toks[i : i+n] {
			texts = append(texts, t.text)
		}
		return value{text: strings.Trim(strings.Join(texts, " "), ".,;"), qualitative: q, next: i + n}, true
	}
	cmp, j := "", i
	t := toks[i].text
	for _, pre := range []string{"<=", ">=", "≤", "≥", "<", ">"} {
		if strings.HasPrefix(t, pre) {
			cmp = comparatorOf[pre]
			if t = strings.TrimPrefix(t, pre); t == "" {
				j++
				if j >= len(toks) {
					return value{}, false
				}
				t = toks[j].text
			}
			break
		}
	}
	if cmp == "" && i+2 < len(toks) {
		if c, ok := comparatorOf[toks[i].key+" "+toks[i+1].key]; ok {
			cmp, j, t = c, i+2, toks[i+2].text
		}
	}
	text, v, unit, ok := splitValue(t)
	if !ok {
		return value{}, false
	}
	if cmp != "" {
		text = toks[i].text
		if j > i {
			text = strings.Join(tokenTexts(toks[i:j+1]), " ")
		}
		text = strings.TrimRight(text, ".,;:")
	}
	return value{text: text, v: v, unit: unit, comparator: cmp, next: j + 1}, true
}

func tokenTexts(toks []token) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.text
	}
	return out
}

// splitValue reads a value token, possibly with its unit attached ("6,4%").
func splitValue(tok string) (text string, v float64, unit string, ok bool) {
	tok = strings.TrimRight(tok, ".,;:")
	tok = strings.TrimLeft(tok, "(:") // ":37,1%": a label's colon glued to its value
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
	if ok && m[2] != "" && !KnownUnit(m[2]) && ocrUnit(m[2]) == "" {
		return "", 0, "", false
	}
	return text, v, m[2], ok
}

// qualitativeWords maps folded qualitative results, longest first, to their display form.
var qualitativeWords = []struct{ key, display string }{
	{"nao reagente", "Não reagente"}, {"nao reativo", "Não reagente"}, {"nao detectavel", "Não detectável"},
	{"nao detectado", "Não detectável"}, {"reagente", "Reagente"}, {"reativo", "Reagente"},
	{"negativo", "Negativo"}, {"negativa", "Negativo"}, {"positivo", "Positivo"}, {"positiva", "Positivo"},
	{"ausentes", "Ausente"}, {"ausente", "Ausente"}, {"presentes", "Presente"}, {"presente", "Presente"},
	{"indeterminado", "Indeterminado"}, {"inconclusivo", "Indeterminado"}, {"detectavel", "Detectável"},
	{"detectado", "Detectável"}, {"raros", "Raros"}, {"raras", "Raros"}, {"raro", "Raros"}, {"rara", "Raros"},
	{"numerosos", "Numerosos"}, {"numerosas", "Numerosos"}, {"tracos", "Traços"}, {"traco", "Traços"},
	{"normal", "Normal"}, {"aumentadas", "Aumentados"}, {"aumentados", "Aumentados"}, {"algumas", "Alguns"}, {"alguns", "Alguns"},
	{"moderadas", "Moderados"}, {"moderados", "Moderados"}, {"moderada", "Moderados"}, {"moderado", "Moderados"},
	// urine colour and appearance
	{"amarelo citrino", "Amarelo citrino"}, {"amarelo claro", "Amarelo claro"}, {"amarelo escuro", "Amarelo escuro"},
	{"amarelo palha", "Amarelo palha"}, {"amarelo ouro", "Amarelo ouro"}, {"amarelo", "Amarelo"}, {"amarela clara", "Amarela clara"}, {"amarela escura", "Amarela escura"}, {"amarela", "Amarela"}, {"ambar", "Âmbar"},
	{"incolor", "Incolor"}, {"avermelhado", "Avermelhado"}, {"alaranjado", "Alaranjado"}, {"limpido", "Límpido"},
	{"ligeiramente turvo", "Ligeiramente turvo"}, {"lig turvo", "Ligeiramente turvo"}, {"levemente turvo", "Levemente turvo"}, {"turvo", "Turvo"},
	{"opalescente", "Opalescente"},
	// how many elements a sediment shows, in words
	{"frequentes", "Frequentes"}, {"frequente", "Frequentes"}, {"escassas", "Escassos"}, {"escassos", "Escassos"}, {"escassa", "Escassos"},
	{"escasso", "Escassos"}, {"discretas", "Discretos"}, {"discretos", "Discretos"}, {"incontaveis", "Incontáveis"},
}

// plusGrade is the grade printed after a qualitative result: "(+)", "(+++)", "++", "(1+)".
var plusGrade = regexp.MustCompile(`^(?:\(\+{1,4}\)|\+{1,4}|\([1-4]\+\))[.,;]?$`)

// readQualitative reads a qualitative phrase at toks[i]; n is the tokens it takes (0: none, or i
// past the line's end).
func readQualitative(toks []token, i int) (string, int) {
	if i >= len(toks) {
		return "", 0
	}
	if t := strings.TrimRight(toks[i].text, ".,;"); t != "" && strings.Trim(t, "+") == "" && len(t) <= 4 {
		if i+1 < len(toks) && toks[i+1].text == "("+strconv.Itoa(len(t))+"+)" {
			return t + " " + toks[i+1].text, 2 // the crosses and their count: "++ (2+)"
		}
		return t, 1 // "+", "++", "+++"
	}
	for _, w := range qualitativeWords {
		if n := keysAt(toks, i, w.key); n > 0 && !strings.HasSuffix(toks[i+n-1].text, ":") { // "Normal:" labels a reference's group
			if j := i + n; j < len(toks) && plusGrade.MatchString(toks[j].text) {
				return w.display + " " + strings.TrimRight(toks[j].text, ".,;"), n + 1 // "Positivo (++)"
			}
			return w.display, n
		}
	}
	return "", 0
}

// keysAt returns how many tokens from toks[i] read the folded words key ("nao reagente"), 0 when
// they do not.
func keysAt(toks []token, i int, key string) int {
	if i < len(toks) && toks[i].key == key {
		return 1 // the words joined by a hyphen in one token: "Amarelo-citrino"
	}
	words := strings.Fields(key)
	if i+len(words) > len(toks) {
		return 0
	}
	for k, word := range words {
		if toks[i+k].key != word {
			return 0
		}
	}
	return len(words)
}

// readUnit reads the longest unit of one to three tokens at toks[i]; n is the tokens taken.
func readUnit(toks []token, i int) (string, int) {
	if i < len(toks) && flagBeforeUnit(toks[i].text) {
		// a flag between the value and its unit: "5,2 * mmol/L", "11,9 Alto mUI/mL"
		if u, n := readUnit(toks, i+1); n > 0 {
			return u, n + 1
		}
		return "", 0
	}
	for n := min(3, len(toks)-i); n >= 1; n-- {
		joined := strings.Join(tokenTexts(toks[i:i+n]), " ")
		if r := ocrUnit(strings.TrimRight(joined, ".,;")); r != "" && (n == 1 || unitRepairs[strings.TrimRight(joined, ".,;")] != "" || perGigaLitre.MatchString(joined) && !KnownUnit(joined)) {
			return r, n
		}
		if n == 1 && !isUnitToken(joined) {
			continue
		}
		if KnownUnit(joined) && unitKey(joined) != "" {
			return strings.TrimRight(joined, ".,;:"), n
		}
	}
	return "", 0
}

// flagBeforeUnit reports whether a token is a flag in asterisks, in words ("Alto", "Baixa") or "(+)"
// that a report may print between a value and its unit (arrows and letters are read as flags
// where the value is).
func flagBeforeUnit(t string) bool {
	switch fold(t) {
	case "alto", "alta", "baixo", "baixa", "(+)":
		return true
	}
	return strings.Trim(t, "*") == ""
}

// isUnitToken rejects single tokens that read as units by accident: numbers, bare words.
func isUnitToken(tok string) bool {
	if tok == "" || strings.ContainsAny(tok[:1], "0123456789<>([") && !strings.HasPrefix(tok, "10") {
		return false
	}
	return true
}

// ocrUnit is the unit Tesseract misread as u, or "": one of unitRepairs, or a unit whose slash
// it read as a letter or a bar ("mgldL", "gidL", "UlmL", "UIL", "gil" for mg/dL, g/dL, U/mL,
// U/L, g/L) or, failing that (one misreading is likelier than two), lost ("mgdl", "ngmL"), or a
// unit with a flag glued before it ("Hmg/dl", "HU/L") or after it ("U/LH", "UILH"). Only a spelling that is no unit as it stands and is one with that slash is taken,
// with a letter before the slash or a "/mm³" after it.
func ocrUnit(u string) string {
	if r := unitRepairs[u]; r != "" {
		return r
	}
	if perGigaLitre.MatchString(u) && !KnownUnit(u) {
		return "×10⁹/L"
	}
	if len(u) < 3 || KnownUnit(u) {
		return ""
	}
	if t := strings.Replace(u, "lL", "L", 1); t != u && KnownUnit(t) {
		return NormalizeUnit(t) // "g/dlL", "/ulL", "mlL/min/1,73 m²": the L read twice
	}
	if k := strings.LastIndex(u, "/mm"); k > 0 && perCubicMM.MatchString(u[k:]) && KnownUnit(u[:k]+"/mm³") {
		return NormalizeUnit(u[:k] + "/mm³") // "milhões/mm?"
	}
	for i, r := range u {
		if !strings.ContainsRune("ilI1|!'", r) {
			continue
		}
		c := u[:i] + "/" + u[i+1:]
		if (i > 0 && startsWithLetter(u[:i]) || strings.HasPrefix(c, "/mm")) && KnownUnit(c) {
			return NormalizeUnit(c)
		}
	}
	if !strings.ContainsAny(u, "/0123456789") {
		for i := 1; i < len(u); i++ { // the slash lost: "mgdl", "ngmL"
			if c := u[:i] + "/" + u[i:]; KnownUnit(c) && startsWithLetter(u[i:]) {
				return NormalizeUnit(c)
			}
		}
	}
	if (u[0] == 'H' || u[0] == 'L') && len(u) > 3 {
		if KnownUnit(u[1:]) {
			return NormalizeUnit(u[1:]) // a flag glued before the unit: "7,9Hmg/dl", "42 HU/L"
		}
		if r := ocrUnit(u[1:]); r != "" {
			return r
		}
	}
	if last, n := utf8.DecodeLastRuneInString(u); strings.ContainsRune("HL*↑↓", last) && len(u)-n >= 2 {
		if KnownUnit(u[:len(u)-n]) {
			return NormalizeUnit(u[:len(u)-n]) // a flag glued after the unit: "U/LH", "mg/dL↑"
		}
		if r := ocrUnit(u[:len(u)-n]); r != "" {
			return r // and the unit misread: "UILH"
		}
	}
	return ""
}

// perGigaLitre is ×10⁹/L as Tesseract reads its superscript and slash: "x10º/L", "x10º%/L",
// "x10º%L", "x10%YL" (no count per litre is printed with another power below 10¹²).
var perGigaLitre = regexp.MustCompile(`^[x×] ?10[º°%9⁹'"*]{1,2}[/Y]?L$`) // "x 10%L" too

// unitRepairs undoes OCR misreadings of units seen in Tesseract output, and completes a unit cut
// at the end of a table cell.
// perCubicMM is "/mm³" as Tesseract reads its superscript: "/mm:", "/mm:?", "/mmº?".
var perCubicMM = regexp.MustCompile(`^[/Ii]mm[:;º°?*³ê]{1,3}$`)

var unitRepairs = map[string]string{
	"HUI/mL": "µUI/mL", "pUI/mL": "µUI/mL", "/pL": "/µL", "Y%": "%", "Yo": "%", "uUImL": "µUI/mL", "mUImL": "mUI/mL", // I is no slash here
	// units with their slash lost that ocrUnit does not put back (too short, or µ read as y)
	"ymolL": "µmol/L", "gL": "g/L", "LL": "L/L", "mEqg/L": "mEq/L", "%.": "%", "uUl/mL": "µUI/mL",
	"mL/min/": "mL/min/1,73 m²", "ml/min/": "mL/min/1,73 m²", // eGFR's unit wrapped after its slash
	"&": "%", "&%": "%", // Tesseract's "%" in light type
	"x10º/uL": "x10³/µL", "x10º/µL": "x10³/µL", "mUlI/mL": "mUI/mL", "UL": "U/L",
	"ImL": "/mL", "Jul": "/µL", "JuL": "/µL", "ju": "/µL", "mUV/'mL": "mUI/mL", "pUV/'mL": "µUI/mL", "logl0": "log10", // seen on the dev scans
	"pmot/L": "pmol/L", "icampo": "/campo",
	"mg/dl.": "mg/dL", "rng/dL": "mg/dL", "rng/dl": "mg/dL", "rng/L": "mg/L", "rnL": "mL", "rnmol/L": "mmol/L", "g/dl.": "g/dL", "/mm?": "/mm³", "/mm*": "/mm³", "mm?": "/mm³", "Ul/mL": "UI/mL", "mUl/mL": "mUI/mL", "mEg/L": "mEq/L", "mg/dLl": "mg/dL", "U/l": "U/L",
}
