package extract

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// lineContext is what earlier lines say about the current one.
type lineContext struct {
	section string // "urine", "gas" or ""
	// curve: the time labels of a dynamic test's columns ("basal", "60 min"), in order, under an
	// oral glucose tolerance test's heading (glucose at 60 and 120 min is then its own marker)
	curve    []string
	table    bool // under a header row (Exame | Resultado | Unidade | Referência)
	refFirst bool // the header puts the reference before the result
	// methodFirst: the header puts a method column between the name and the result ("Exame
	// Método / material Resultado"), so a row's method words come before its value
	methodFirst bool
	// previousColumn: the header has a second result column, the earlier result ("Exame
	// Resultado Unidade Resultado anterior Valores de referência"), dated on the line below
	previousColumn bool
	// previousLast: that column comes after the reference ("Exame Resultado Unidade Valores de
	// referência Resultado anterior")
	previousLast bool
	// previousFirst: that column comes before the current result's, in the order of the
	// collections ("Exame Valores de referência Resultado anterior Resultado Unidade")
	previousFirst bool
	// previousDate: the earlier-result column's date, printed once under its header ("ANTERIOR" /
	// "14/10/2024"); nil when each row dates its own
	previousDate *time.Time
	// previousDates: the dates of several earlier-result columns after the reference ("Resultado
	// Referência Anterior Anterior" over "14/07/2025 20/01/2025 08/07/2024"), nearest first
	previousDates []time.Time
	currentDate   *time.Time // the result column's date printed before previousDates', when it is
	// dateColumn: the header ends with the collection's column ("Exame Resultado Unidade
	// Referência Coleta"), so a row's last cell is its own collection date
	dateColumn bool
	// releaseAfter: a release column follows the collection's ("... Data/hora da coleta
	// Liberação"), so a row's collection date is its last date but one
	releaseAfter bool
	relFirst     bool // a differential's relative (%) column comes before the absolute one
	// scanned: the text was read by OCR from page images, whose misreadings of printed marks
	// (an arrow glued to its value) may be undone
	scanned bool
}

// earlierColumnsAfterReference notes earlier-result columns after the reference, dated ds (one
// date or one per column): the earlier results' cells follow each row's reference.
func (ctx *lineContext) earlierColumnsAfterReference(ds []time.Time) {
	ctx.previousColumn, ctx.previousLast, ctx.previousFirst = true, true, false
	ctx.previousDate, ctx.previousDates, ctx.currentDate = nil, nil, nil
	if len(ds) == 1 {
		ctx.previousDate = &ds[0]
	} else {
		ctx.previousDates = ds
	}
}

// nameMatch is a marker name found in a line: tokens [start, end).
type nameMatch struct {
	canon      string
	start, end int
}

// matchName finds the longest marker name starting at toks[i].
func matchName(toks []token, i int, sect string) (nameMatch, bool) {
	return matchNameUpTo(toks, i, sect, maxNameWords)
}

// matchNameUpTo is matchName for names of at most maxTokens tokens.
func matchNameUpTo(toks []token, i int, sect string, maxTokens int) (nameMatch, bool) {
	if i >= len(toks) || toks[i].key == "" || numericToken.MatchString(strings.TrimRight(toks[i].text, ".,;:")) {
		return nameMatch{}, false
	}
	if c, ok := chargedNames[toks[i].text]; ok {
		return nameMatch{c, i, i + 1}, true
	}
	for n := min(maxTokens, len(toks)-i); n >= 1; n-- {
		keys := make([]string, 0, n)
		for _, t := range toks[i : i+n] {
			if t.key != "" {
				keys = append(keys, t.key)
			}
		}
		k := strings.Join(keys, " ")
		if toks[i+n-1].key == "" {
			continue // a name ends on a word
		}
		if c, ok := sectionIndex[sect+"|"+k]; ok && sect != "" {
			return nameMatch{c, i, i + n}, true
		}
		if c, ok := markerIndex[k]; ok {
			return withAlias(toks, nameMatch{c, i, i + n}, k, maxTokens-n), true
		}
		if c, ok := fuzzyMarker(k); ok {
			return nameMatch{c, i, i + n}, true
		}
	}
	return nameMatch{}, false
}

// withAlias extends a name matched as key over the other name of the same marker printed right
// after it without parentheses ("Hemoglobina glicada A1c", "Vitamina D 25-OH"): one or two
// words that name that marker alone, not the same name again (a curve's header "Glicose Glicose")
// nor the start of a longer name, at most spare more tokens.
func withAlias(toks []token, m nameMatch, key string, spare int) nameMatch {
	for n := min(2, len(toks)-m.end, spare); n >= 1; n-- {
		keys := keysOf(toks[m.end : m.end+n])
		if slices.Contains(keys, "") {
			continue
		}
		if k := strings.Join(keys, " "); k != key && !strings.HasSuffix(key, " "+k) && markerIndex[k] == m.canon {
			if next, ok := matchName(toks, m.end, ""); ok && next.end > m.end+n {
				return m // the start of a longer name, the next column's: "Bilirrubina total Bilirrubina direta"
			}
			m.end += n
			return m
		}
	}
	return m
}

// chargedNames are the ions whose charge tells them apart: a gas analyser's "Ca++" is the
// ionized calcium, not the total.
var chargedNames = map[string]string{"Ca++": "Cálcio ionizado", "Ca2+": "Cálcio ionizado", "iCa": "Cálcio ionizado", "iCa++": "Cálcio ionizado"}

// sampleOrdinal numbers the samples of a serial exam: "1ª", "2a", and as OCR reads the
// superscript "ª" of a single digit, "12", "22" (no series has a twelfth sample).
var sampleOrdinal = regexp.MustCompile(`^(?:\d{1,2}[ªºa]|[1-9]2)$`)

// nameQualifiers are the folded words a report may print after a marker's name that leave the
// analyte and its code as they are (the sample's moment in a dialysis session, the assay's form).
var nameQualifiers = map[string]bool{"pre dialise": true, "pos dialise": true, "pre hd": true, "pos hd": true,
	"intacto": true, "intacta": true,
	"hep 2": true, "hep2": true, // the cells an ANA is read on: "FAN - HEp-2"
	"ifcc": true, "ngsp": true, "dcct": true, // the standard a glycated haemoglobin is reported in: "HbA1c IFCC 42 mmol/mol"
	"basal": true, // the sample before a stimulus: "GH BASAL 0,21 ng/mL"
	"jejum": true} // "Insulina jejum", and "em jejum" (a glucose's fasting code is read from its printed name)

// flagWords are the folded words a report prints as a result's flag.
var flagWords = map[string]bool{"alterado": true, "alterada": true, "alto": true, "alta": true, "baixo": true, "baixa": true,
	"elevado": true, "elevada": true}

// unitAt reports whether a unit starts at toks[i].
func unitAt(toks []token, i int) bool {
	_, n := readUnit(toks, i)
	return n > 0
}

// interpretations are the qualitative readings a serology prints beside its number.
var interpretations = map[string]bool{"Reagente": true, "Não reagente": true, "Indeterminado": true, "Positivo": true, "Negativo": true}

// skipNameTail skips what follows a name before its value: a parenthesised alias or material
// without digits ("(HbA1c)", "(soro)"), separators (":", "-", "=") and the word "Resultado".
func skipNameTail(toks []token, i int) int {
	if i > 0 && i < len(toks) && strings.HasPrefix(toks[i-1].text, "(") && !strings.Contains(toks[i-1].text, ")") {
		// the name took the start of a parenthesis: "Glicose (jejum 10 h)"
		for j := i; j < len(toks) && j < i+4; j++ {
			if strings.HasSuffix(toks[j].text, ")") {
				if parenthesisedWords(strings.Join(tokenTexts(toks[i-1:j+1]), " ")) {
					i = j + 1
				}
				break
			}
		}
	}
	for i < len(toks) {
		t := toks[i].text
		switch {
		case separator(toks[i]):
			i++ // separators and what OCR makes of leaders: ":", "-", "=.", "|"
		case isDebris(toks, i) && (i+1 < len(toks) && followsValue(toks, i+1) || i+2 < len(toks) && isDebris(toks, i+1) && followsValue(toks, i+2)):
			i++ // what OCR leaves of a leader: "VCM Ê 85,4", "HCM tie 27,7"
		case (t == "%" || t == "(%)") && i+1 < len(toks) && followsValue(toks, i+1):
			i++ // "Neutrófilos % 82,2 %": the unit that follows says it is the relative count
		case strings.HasPrefix(t, "(") && detectsWords[toks[i].key] && skipAlias(toks, i) > i:
			i = skipAlias(toks, i) // what a serology detects, in whole brackets: "(anticorpos + Ag p24)"
		case detectsWords[toks[i].key]:
			// what a serology detects, its parenthesis cut by the cell's wrap: "HIV 1 e 2 (antígeno
			// p24 e" / "anticorpos)", "HBsAg (antígeno de superfície"
			for i++; i < len(toks) && (detectsWords[toks[i].key] || toks[i].key == "4" && strings.HasPrefix(toks[i].text, "(") ||
				(toks[i].key == "e" || toks[i].key == "de" || toks[i].key == "da") && i+1 < len(toks) && detectsWords[toks[i+1].key] ||
				toks[i-1].key == "hepatite" && len(toks[i].key) == 1 && toks[i].key >= "a" && toks[i].key <= "e"); i++ {
			} // "HBsAg – Antígeno de superfície da hepatite B"
			if i < len(toks) && (toks[i].key == "e" || toks[i].key == "de") && (i+1 == len(toks) || !detectsWords[toks[i+1].key]) {
				i++ // the connector the wrap left at the cell's end
			}
		case strings.HasPrefix(t, "(") || strings.HasPrefix(t, "["):
			j := skipAlias(toks, i)
			if j == i {
				return i
			}
			i = j
		case toks[i].key == "resultado" || toks[i].key == "result":
			i++
		case toks[i].key == "anterior" && i+1 < len(toks) && strings.HasPrefix(toks[i+1].text, "(") && anyDate.MatchString(toks[i+1].text):
			i += 2 // an earlier result in a row of its own, dated after the name: "Colesterol Total – resultado anterior (12/09/2024) 171 mg/dL"
		case toks[i].text == "/" && i > 0 && englishName(toks, i+1) > 0:
			i += 1 + englishName(toks, i+1) // the name in English after a slash: "Hemoglobina / Haemoglobin 138 g/L"
		case nameQualifiers[toks[i].key] && i+1 < len(toks):
			i++ // a word that names when or what form of the same analyte: "Ureia pré-diálise", "PTH intacto"
		case (toks[i].key == "em" || toks[i].key == "de") && i+2 < len(toks) && toks[i+1].key == "jejum":
			i += 2 // "Insulina em jejum 11,3 µUI/mL"
		case toks[i].key == "visita" && i+1 < len(toks) && visitNumber.MatchString(toks[i+1].text):
			i += 2 // a research visit's number: "Creatinina sérica - visita 2"
		case toks[i].key == "apos" && i+2 < len(toks) && numericToken.MatchString(toks[i+1].text) && toks[i+2].key == "g" && i+3 < len(toks) && numericToken.MatchString(toks[i+3].text):
			i += 3 // the load a tolerance test's sample follows: "Glicose – 120 minutos após 75 g 168"
		case strings.Trim(t, footnoteMarks) == "" && t != "":
			i++ // a footnote's mark: "Carga viral do HIV-1 ¹ < 40 cópias/mL"
		case strings.HasSuffix(t, ")") && equationYear.MatchString(strings.TrimSuffix(t, ")")) && i > 0 && equationNames[toks[i-1].key]:
			i++ // the year closing an equation the name took: "TFG (CKD-EPI 2021)"
		case equationYear.MatchString(strings.TrimRight(t, ":")) && i > 0 && equationNames[toks[i-1].key] && i+1 < len(toks) &&
			(numericToken.MatchString(toks[i+1].text) || strings.ContainsAny(toks[i+1].text[:1], "<>≤≥") || unitAt(toks, i+1) || equationInput(toks, i+1) > i+1):
			// the year of an equation the name took, before the value, a reference printed first, a
			// unit column or what the equation takes: "eGFR CKD-EPI 2021 73", "TFG CKD-EPI 2021: 91",
			// "TFGe - CKD-EPI 2009 > 60 mL/min/1,73 m² 35", "TFGe CKD-EPI 2021 mL/min/1,73m² 74 77
			// 68", "TFGe – CKD-EPI 2021 (creatinina) > 60"
			i = equationInput(toks, i+1)
		case equationNames[toks[i].key]:
			i++ // the equation of an estimate: "TFG estimada CKD-EPI 2021 75 mL/min/1,73m²"
			if i < len(toks) && equationYear.MatchString(toks[i].text) {
				i++
			}
			i = equationInput(toks, i) // "TFGe – MDRD (4 variáveis) > 60"
		case (sampleOrdinal.MatchString(t) || sampleOrdinal.MatchString(toks[i].key)) && i+1 < len(toks) && toks[i+1].key == "amostra":
			i += 2 // "Troponina I – 2ª amostra (3 h)"
		case toks[i].key == "para" && i+2 < len(toks) && bodySurface.MatchString(toks[i+1].text+" "+toks[i+2].text):
			i += 3 // what a clearance is corrected to: "corrigido para 1,73 m²"
		case (toks[i].key == "do" || toks[i].key == "da") && i+1 < len(toks) && whose[toks[i+1].key]:
			i += 2 // whose blood it is: "Grupo sanguíneo (ABO) do RN A"
		default:
			return i
		}
	}
	return i
}

// separator reports whether a token is punctuation between a name and its value (":", "-",
// "=.", "|" and what OCR makes of leaders), not a comparator, a sign, a unit or a parenthesis.
func separator(t token) bool {
	return t.key == "" && !strings.ContainsAny(t.text, "<>≤≥+%/(")
}

// englishName returns how many words from toks[i] (one to three, letters only) come before a
// value, or before a separator and a value: a bilingual report's name in English ("Total
// cholesterol"), else 0.
func englishName(toks []token, i int) int {
	for n := 1; n <= 3 && i+n <= len(toks); n++ {
		if !startsWithLetter(toks[i+n-1].text) || hasNumber(toks[i+n-1].text) {
			return 0
		}
		if i+n < len(toks) && followsValue(toks, i+n) {
			return n
		}
		if j := i + n; j+1 < len(toks) && separator(toks[j]) && followsValue(toks, j+1) {
			return n // a separator before the value: "Ureia / Urea . 5,8 mmol/L", "Calcium - 2.38"
		}
	}
	return 0
}

// detectsWords are the folded words a serology's name says what it detects with ("antígeno p24
// e anticorpos", "4ª geração", "antígeno de superfície da hepatite B").
var detectsWords = map[string]bool{"antigeno": true, "antigenos": true, "p24": true, "anticorpos": true, "anticorpo": true,
	"4a": true, "geracao": true, "superficie": true, "hepatite": true}

// footnoteMarks are the superscripts a report puts after a name to send to a footnote.
const footnoteMarks = "¹²³⁴⁵⁶⁷⁸⁹⁰*†‡"

// equationNames are the equations an estimated filtration rate or clearance names after its
// equationInput skips, at toks[i], what an estimate's equation takes or how many variables, in
// parentheses after its name: "(creatinina)", "(cistatina C)", "(4 variáveis)"; up to three
// words, the last closing the parenthesis. It returns i unchanged when there is none.
func equationInput(toks []token, i int) int {
	if i >= len(toks) || !strings.HasPrefix(toks[i].text, "(") {
		return i
	}
	for j := i; j < len(toks) && j < i+3; j++ {
		if strings.HasSuffix(toks[j].text, ")") {
			if j == i && numericToken.MatchString(strings.Trim(toks[j].text, "()")) {
				return i // a number alone in parentheses is a value's
			}
			return j + 1
		}
	}
	return i
}

// name (folded), and equationYear the year of the equation's version, perhaps with a footnote's
// mark that OCR read as a digit ("20218").
var (
	equationNames = map[string]bool{"ckd epi": true, "ckdepi": true, "mdrd": true, "cockcroft gault": true, "cockcroft": true, "schwartz": true}
	equationYear  = regexp.MustCompile(`^(?:19|20)\d\d(?:\d|[¹²³⁴⁵⁶⁷⁸⁹⁰])?$`)
)

// skipAlias skips a parenthesis of words after a name at toks[i] (an alias, a material, a method:
// "(HbA1c)", "(CKD-EPI 2021)"), returning i when there is none.
func skipAlias(toks []token, i int) int {
	if i >= len(toks) || !strings.HasPrefix(toks[i].text, "(") && !strings.HasPrefix(toks[i].text, "[") {
		return i
	}
	j := i
	for j < len(toks) && j < i+6 && !strings.ContainsAny(toks[j].text, ")]") {
		j++
	}
	if j >= len(toks) || j >= i+6 || !parenthesisedWords(strings.Join(tokenTexts(toks[i:j+1]), " ")) {
		return i
	}
	return j + 1
}

// isDebris reports whether a token between a name and its value is what OCR makes of a dotted
// leader: one to three characters, no digit, not a unit, a comparator, a "+" or a word of a
// range ("a", "até", "de").
func isDebris(toks []token, i int) bool {
	t := toks[i]
	if _, n := readQualitative(toks, i); n > 0 {
		return false // "Não reagente"
	}
	n := len([]rune(t.text))
	if n == 0 || n > 3 || strings.ContainsAny(t.text, "0123456789<>≤≥+%(") || KnownUnit(t.text) {
		return false
	}
	switch strings.ToLower(t.text) {
	case "a", "à", "até", "ate", "de", "e", "do", "da", "não", "nao", "x", "×":
		// words of a range, and the sign of a factor ("colesterol x 0,02586")
		return false
	}
	return true
}

// parenthesisedWords reports whether a parenthesis after a name holds words (an alias, a
// material, a method: "(HbA1c)", "(anticorpos e antígeno p24)", "(8 h)"), not a reference or a
// value.
func parenthesisedWords(p string) bool {
	if strings.ContainsAny(p, "<>≤≥") {
		return false
	}
	if r, ok := parseReference(p); ok && (r.low != nil || r.high != nil) {
		return false
	}
	inner := strings.Trim(p, "()[] ")
	_, _, _, isValue := splitValue(inner)
	return !isValue && inner != ""
}

// unitless reports whether marker canon is printed without a unit (a ratio such as the INR).
func unitless(canon string) bool {
	info, ok := markerByName[canon]
	return ok && info.Unit == "" && !info.Qualitative
}

// sameDecimals reports whether two printed numbers have as many decimals.
func sameDecimals(a, b string) bool {
	dec := func(s string) int {
		if k := strings.LastIndexByte(s, ','); k >= 0 {
			return len(s) - k - 1
		}
		return 0
	}
	return dec(a) == dec(b)
}

// nearRange reports whether v lies within a factor of three of the reference's bounds.
func nearRange(v float64, ref reference) bool {
	return (ref.low == nil || v >= *ref.low/3) && (ref.high == nil || v <= *ref.high*3)
}

// unitEnding is the unit toks end with, "" when none.
func unitEnding(toks []token) string {
	for m := 1; m <= 3 && m < len(toks); m++ {
		if u, n := readUnit(toks, len(toks)-m); n == m {
			return u
		}
	}
	return ""
}

// labelledRangeStarts reports whether toks[i:] starts with a reference, maybe after its label
// of a few words ending in a colon: "0,38 a 5,33", "Fase folicular: 3,0 a 8,1".
func labelledRangeStarts(toks []token, i int) bool {
	for k := i; k < len(toks) && k < i+4; k++ {
		if k == i && rangeStarts(toks, k) {
			return true
		}
		if hasDigit(toks[k].text) {
			return false
		}
		if strings.HasSuffix(toks[k].text, ":") {
			return rangeStarts(toks, k+1)
		}
	}
	return false
}

// rangeStarts reports whether a reference range or bound starts at toks[i].
func rangeStarts(toks []token, i int) bool {
	_, ok := rangeAt(toks, i)
	return ok
}

// rangeAt reports whether toks[i:] starts with a reference written as a range or a bound
// ("70 a 99", "70-99", "até 32", "< 190"), and the tokens it takes with the unit that may
// follow it.
func rangeAt(toks []token, i int) (int, bool) {
	if i >= len(toks) || !mayStartReference(toks[i]) {
		return 0, false
	}
	for n := 1; n <= 6 && i+n <= len(toks); n++ {
		r, ok := parseReference(strings.Join(tokenTexts(toks[i:i+n]), " "))
		if !ok || (r.low == nil && r.high == nil) {
			continue
		}
		if u, k := readUnit(toks, i+n); u != "" {
			n += k
		}
		return n, true
	}
	return 0, false
}

// skipMethod skips, under a header whose method column comes before the result, the method
// words between a name and its value ("Hemoglobina automatizado 11,4 g/dL", "TSH
// quimioluminescência (CMIA) 2,1"): up to six words without digits, when a value follows them.
func skipMethod(toks []token, i int, ctx lineContext) int {
	if !ctx.methodFirst {
		return skipMethodWords(toks, i)
	}
	for j := i; j < len(toks) && j < i+6; j++ {
		if j > i && equationNames[toks[j-1].key] && equationYear.MatchString(toks[j].text) {
			continue // the estimate's equation as its method: "Calculado CKD-EPI 2021 80"
		}
		if v, ok := readValue(toks, j); ok && !isRangeStart(toks, j, v) && !(j > 0 && stripMethod[toks[j-1].key]) && strings.Trim(v.text, "+") != "" {
			return j // (a lone "+" joins two methods: "PEG + quimiolum.")
		}
		if strings.ContainsAny(toks[j].text, "0123456789") && !methodGeneration.MatchString(toks[j].text) {
			break
		}
	}
	return i
}

// methodGeneration is an assay's generation in brackets after its method, no value:
// "Quimioluminescência (4ª geração)".
var methodGeneration = regexp.MustCompile(`^\(\d[ªºa]$`)

// skipMethodWords skips, without a method column in view (OCR lost the header), the material and
// method between a name and its value when every word of them is one a laboratory prints there
// (never a material or a site that makes it another measure: "Glicemia capilar", "Sódio urina")
// ("Cálcio total Soro Arsenazo III 9,4", "Potássio Soro Eletrodo íon-seletivo 3,6").
func skipMethodWords(toks []token, i int) int {
	j := i
	for j < len(toks) && j < i+6 && (methodWord(toks[j].key) || toks[j].key == "" && j > i) {
		j++
	}
	if j == i || j >= len(toks) {
		return i
	}
	k := j
	if _, next, ok := rowDateAt(toks, j); ok {
		k = next // the row's collection date after its material: "CK total Soro 07/06/25 168 U/L"
	}
	if v, ok := readValue(toks, k); ok && v.qualitative == "" && !isRangeStart(toks, k, v) {
		return j
	}
	return i
}

// rowDateAt reads the collection date (and time) a row prints before its value, at toks[i]
// ("09/02/2025 20:15 121 µmol/L"): the date and the index after it.
func rowDateAt(toks []token, i int) (time.Time, int, bool) {
	if i+1 >= len(toks) || !rowDate.MatchString(toks[i].text+" ") {
		return time.Time{}, i, false
	}
	d, ok := parseDate(toks[i].text)
	if !ok {
		return time.Time{}, i, false
	}
	i++
	if i < len(toks) && clockTime.MatchString(toks[i].text) {
		i++
	}
	return d, i, true
}

// afterSampleTime skips the time a curve's row prints its sample was drawn at, between the name
// and the value ("Glicose – jejum 07:05 88 mg/dL"): the index after it, else i. A time with no
// number after it is left alone (it may be the result: "Tempo de sangramento 2:30 min").
func afterSampleTime(toks []token, i int) int {
	if i+1 < len(toks) && (clockTime.MatchString(toks[i].text) || hourOfDay.MatchString(toks[i].text)) && numericToken.MatchString(toks[i+1].text) {
		return i + 1
	}
	return i
}

// afterArrowResidue skips what Tesseract read of a flag's triangle printed before a scanned
// value: "A" for ▲ ("Creatinina A 1,37 mg/dL"), a "v" for ▼ glued to the number ("Hemoglobina
// v89 gidL", whose digits it keeps in toks[i]). It returns the value's index.
func afterArrowResidue(toks []token, i int) int {
	if i+1 < len(toks) && toks[i].text == "A" && numericToken.MatchString(strings.TrimLeft(toks[i+1].text, "<>")) {
		return i + 1
	}
	if i < len(toks) && len(toks[i].text) > 1 && (toks[i].text[0] == 'v' || toks[i].text[0] == 'V') && numericToken.MatchString(toks[i].text[1:]) {
		toks[i].text = toks[i].text[1:]
	}
	return i
}

// afterSampleHour skips the hour of a serial sample between the name and the value
// ("Troponina T ultrassensível — 1 h 31 ng/L", a chest-pain protocol's 0/1/3 h): the index after
// it, else i.
func afterSampleHour(toks []token, i int) int {
	if i+2 < len(toks) && allDigits(toks[i].text) && len(toks[i].text) <= 2 && (toks[i+1].key == "h" || toks[i+1].key == "hora" || toks[i+1].key == "horas") &&
		numericToken.MatchString(toks[i+2].text) {
		return i + 2
	}
	return i
}

// glucoseSampleTime reads the time of a tolerance test's sample printed after a glucose's name
// and before its value ("Glicose plasmática 120 min 8,7 mmol/L", "0 min (jejum) 4,9"): the timed
// marker (timedMarker) and the index of the value.
func glucoseSampleTime(toks []token, i int, canon string) (string, int, bool) {
	if canon != "Glicose" || i+2 >= len(toks) || !allDigits(toks[i].text) {
		return canon, i, false
	}
	var unit string
	switch toks[i+1].key {
	case "min", "minutos":
		unit = "min"
	case "h", "hora", "horas":
		unit = "h"
	default:
		return canon, i, false
	}
	j := i + 2
	if toks[j].key == "jejum" || toks[j].key == "basal" {
		j++ // "0 min (jejum)"
	}
	if j >= len(toks) || !numericToken.MatchString(toks[j].text) {
		return canon, i, false
	}
	timed, _ := timedMarker(canon, toks[i].text+" "+unit)
	return timed, j, true
}

// visitNumber is a research visit's number after "visita": "2", "V3", "(3)".
var visitNumber = regexp.MustCompile(`^\(?[vV]?\d{1,2}\)?:?$`)

// thousandsWord reads "mil" printed between a count and its unit per volume ("243 mil /µL") as
// part of the value: 243000.
func thousandsWord(toks []token, v value) value {
	if v.qualitative != "" || v.unit != "" || v.next+1 >= len(toks) || toks[v.next].key != "mil" {
		return v
	}
	if u, n := readUnit(toks, v.next+1); n > 0 {
		if pu, ok := parseUnit(u); ok && pu.dim == dimCountConc {
			v.v *= 1000
			v.text += " " + toks[v.next].text
			v.next++
		}
	}
	return v
}

// hourOfDay is the hour a sample was drawn at, printed after the name in two digits:
// "CORTISOL 08H 412", "Cortisol 16h 8,2" (a value with a glued flag has no leading zero).
var hourOfDay = regexp.MustCompile(`^(?:0\d[hH]|(?:1\d|2[0-3])h)$`)

// methodWord reports whether every word of a token's key is a material's or a method's
// ("ion seletivo", "lc ms ms").
func methodWord(key string) bool {
	ws := strings.Fields(key)
	for _, w := range ws {
		if !methodVocabulary[w] {
			return false
		}
	}
	return len(ws) > 0
}

// methodVocabulary are the folded words of the materials and methods a report prints between a
// name and its value.
var methodVocabulary = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`soro plasma sangue edta heparina naf fluoreto citrato liquor lcr
		quimioluminescencia eletroquimioluminescencia quimiolum enzimatico enzimatica colorimetrico colorimetrica cinetico
		hplc lc ms ms ms lc ms elisa elfa cmia ecli clia imunoturbidimetria imunoturbidimetrico turbidimetria nefelometria
		automacao automatizado citometria fluxo calculado calculo eletrodo ion seletivo ise hexoquinase arsenazo iii
		biureto jaffe urease imunofluorescencia imunoensaio espectrofotometria direto indireto peg`) {
		m[w] = true
	}
	return m
}()

// stripMethod are the words before "reagente" that make it a test strip, not a result ("tira
// reagente Negativo").
var stripMethod = map[string]bool{"tira": true, "fita": true}

// resultValue reads the value of marker canon at toks[i]: readValue, and a signed number for a
// marker whose results may be negative ("BE(B) -2.8 mmol/L"; elsewhere a leading dash is a
// separator or a range's).
func resultValue(toks []token, i int, canon string) (value, bool) {
	info, known := markerByName[canon]
	if !known || i >= len(toks) {
		return readValue(toks, i)
	}
	if t := toks[i].text; len(t) > 1 && strings.ContainsRune("-+−", []rune(t)[0]) {
		sign := 1.0
		r, n := utf8.DecodeRuneInString(t)
		if r != '+' {
			sign = -1
		}
		cp := append([]token(nil), toks...)
		cp[i].text = t[n:]
		if info.Signed {
			if v, ok := readValue(cp, i); ok && v.qualitative == "" && v.comparator == "" {
				v.v *= sign
				v.text = t[:n] + v.text
				return v, true
			}
		} else if r == '-' && numericToken.MatchString(t[n:]) {
			return readValue(cp, i) // a separator's dash glued to a value no patient has below zero: "HDL -41 mg/dL"
		}
	}
	if v, ok := markerWords(toks, i, info); ok {
		return v, true
	}
	return readValue(toks, i)
}

// markerWords reads at toks[i] a result in words that only the marker info takes: one of its
// results words, or the organism a culture isolated ("Escherichia coli", "Candida sp.").
func markerWords(toks []token, i int, info *MarkerInfo) (value, bool) {
	if info.LOINC == "883-9" && groupOAsZero(toks, i) {
		return value{text: "O", qualitative: "O", next: i + 1}, true
	}
	for _, w := range info.results {
		// a one-letter group is a result only when no lower-case word follows it ("O", "O
		// Positivo", not "A partir de")
		if n := keysAt(toks, i, w.key); n > 0 && (len(w.key) > 2 || i+1 == len(toks) || !startsLowerWord(toks[i+1].text)) {
			return value{text: w.display, qualitative: w.display, next: i + n}, true
		}
	}
	if info.Unit == "/campo" {
		if v, ok := perFieldRange(toks, i); ok {
			return v, true
		}
	}
	if info.susceptibility {
		return susceptibilityAt(toks, i)
	}
	if info.finding {
		for _, start := range findingStarts {
			if keysAt(toks, i, start) > 0 {
				text := strings.TrimRight(strings.Join(tokenTexts(toks[i:]), " "), ".;")
				return value{text: text, qualitative: text, next: len(toks)}, true
			}
		}
	}
	if t := strings.TrimRight(toks[i].text, ".,;"); (info.titre || titreTwin(info.Name)) && dilution.MatchString(t) {
		return value{text: t, qualitative: t, next: i + 1}, true
	}
	if info.organism && organismGenus[toks[i].key] && i+1 < len(toks) {
		species := strings.TrimRight(toks[i+1].text, ",;")
		if startsLowerWord(species) {
			name := toks[i].text + " " + species
			return value{text: name, qualitative: name, next: i + 2}, true
		}
	}
	return value{}, false
}

// countRange is a range of whole counts printed as one word: "2-4".
var countRange = regexp.MustCompile(`^(\d{1,3})-(\d{1,3})$`)

// perFieldRange reads at toks[i] a sediment count printed as the range of cells seen per
// microscope field ("25 a 30 p/campo", "4 A 6 * P/CAMPO"): a result in words, as the range is
// what was counted, with its unit. The per-field unit must follow, so a reference range ("0 a 5")
// is not taken for it.
func perFieldRange(toks []token, i int) (value, bool) {
	if i+1 >= len(toks) {
		return value{}, false
	}
	if m := countRange.FindStringSubmatch(toks[i].text); m != nil && perField.MatchString(toks[i+1].key) {
		// the dash glued: "2-4 p/campo"
		lo, _ := strconv.Atoi(m[1])
		if hi, _ := strconv.Atoi(m[2]); lo < hi {
			return value{text: toks[i].text, qualitative: toks[i].text, unit: toks[i+1].text, next: i + 2}, true
		}
	}
	if i+3 >= len(toks) || !wholeCount.MatchString(toks[i].text) || !wholeCount.MatchString(toks[i+2].text) {
		return value{}, false
	}
	if sep := toks[i+1]; sep.key != "a" && sep.text != "-" && sep.text != "à" {
		return value{}, false
	}
	lo, _ := strconv.Atoi(toks[i].text)
	hi, _ := strconv.Atoi(toks[i+2].text)
	j := i + 3
	for j < len(toks) && (toks[j].text == "*" || toks[j].text == "(*)") {
		j++ // a flag between the count and its unit
	}
	unit, next := "", j
	switch {
	case j < len(toks) && perField.MatchString(toks[j].key):
		unit, next = toks[j].text, j+1
	case j+1 < len(toks) && (toks[j].key == "por" || toks[j].key == "p") && toks[j+1].key == "campo":
		unit, next = toks[j].text+" "+toks[j+1].text, j+2
	}
	if unit == "" || lo >= hi {
		return value{}, false
	}
	text := strings.Join(tokenTexts(toks[i:i+3]), " ")
	return value{text: text, qualitative: text, unit: unit, next: next}, true
}

// wholeCount is a count of cells: a whole number of one to three digits.
var wholeCount = regexp.MustCompile(`^\d{1,3}$`)

// perField is the key of a per-field unit token: "p/campo" (key "p campo"), "/campo".
var perField = regexp.MustCompile(`^(?:p )?campos?$`)

// bodySurface is a body surface area: "1,73 m²".
var bodySurface = regexp.MustCompile(`^\d[.,]\d{1,2} m[²2]?$`)

// whose are the folded words for the person a sample came from, after a name: "do RN", "da mãe".
var whose = map[string]bool{"rn": true, "recem": true, "paciente": true, "mae": true, "gestante": true}

// findingStarts are the folded words a microscopy finding starts with.
var findingStarts = []string{"nao foram encontrados", "nao foram encontradas", "nao foram observados", "nao foram visualizados",
	"nao foram detectados", "ausencia de", "cistos de", "cisto de", "ovos de", "ovo de", "larvas de", "larva de",
	"trofozoitos de", "oocistos de", "negativo para", "positivo para"}

// susceptibilityAt reads an antibiogram's interpretation at toks[i], after the halo in mm or the
// MIC it comes from ("8 Resistente", "≤ 0,25 µg/mL S").
func susceptibilityAt(toks []token, i int) (value, bool) {
	for j := i; j < len(toks) && j <= i+3; j++ {
		for _, w := range susceptibilityWords {
			if n := keysAt(toks, j, w.key); n > 0 && (len(w.key) > 1 || j+1 == len(toks) || !startsLowerWord(toks[j+1].text)) {
				printed := strings.Join(tokenTexts(toks[j:j+n]), " ") // "S" as printed, read as Sensível
				return value{text: printed, qualitative: w.display, next: j + n}, true
			}
		}
		if !measurementToken.MatchString(strings.ToLower(toks[j].text)) {
			break
		}
	}
	return value{}, false
}

// susceptibilityWords are an antibiogram's interpretations (BrCAST's "I" is "sensível,
// aumentando exposição"), longest first.
var susceptibilityWords = []resultWord{
	{"sensivel aumentando exposicao", "Sensível, aumentando exposição"}, {"sensivel dose padrao", "Sensível"},
	{"intermediario", "Intermediário"}, {"sensivel", "Sensível"}, {"resistente", "Resistente"},
	{"s", "Sensível"}, {"r", "Resistente"}, {"i", "Intermediário"},
}

// measurementToken is a token of the halo or MIC before an interpretation: a number, a
// comparator or the measure's unit.
var measurementToken = regexp.MustCompile(`^(?:[<>≤≥=]{1,2}\s?)?\d+(?:[.,]\d+)?$|^[<>≤≥=]{1,2}$|^(?:mm|µg/ml|μg/ml|ug/ml|mg/l)$`)

// dilution is a titre: "1/640", "1:80".
var dilution = regexp.MustCompile(`^1\s?[/:]\s?\d{1,5}$`)

// organismGenus are the genera a Brazilian culture report names most (folded).
var organismGenus = map[string]bool{"escherichia": true, "klebsiella": true, "proteus": true, "enterobacter": true,
	"citrobacter": true, "serratia": true, "morganella": true, "providencia": true, "pseudomonas": true,
	"acinetobacter": true, "stenotrophomonas": true, "staphylococcus": true, "streptococcus": true,
	"enterococcus": true, "candida": true, "salmonella": true, "shigella": true, "haemophilus": true,
	"neisseria": true, "burkholderia": true, "corynebacterium": true, "gardnerella": true}

// valueStart returns where the value of the name m should be: after the name's tail (alias,
// separators), a unit column's unit (returned), the method words of a method column and a
// reference printed first (returned).
func valueStart(toks []token, m nameMatch, ctx lineContext) (ref, unit string, i int) {
	i = skipNameTail(toks, m.end)
	if ctx.scanned && i+1 < len(toks) && (toks[i].text == "+" || toks[i].text == "*") {
		// a speck a scan's OCR read as a sign or a star between name and a number: "TGP + 16 U/L"
		// (not a dipstick's "+" before its reference: "Hemoglobina + Negativo")
		if v, ok := readValue(toks, i+1); ok && v.qualitative == "" && !isRangeStart(toks, i+1, v) {
			i++
		}
	}
	if ctx.scanned {
		i = afterLeaderSpecks(toks, i)
	}
	unit, n := leadingUnit(toks, i, m.canon)
	start := skipDosing(toks, skipMethod(toks, i+n, ctx), m.canon)
	for j := start; ctx.scanned && j < len(toks) && j < start+2 && isDebris(toks, j); j++ {
		if _, ok := rangeAt(toks, j+1); ok && ctx.refFirst {
			start = j + 1 // specks before a reference printed first: "Creatinina CC 0,70a1,20"
			break
		}
	}
	ref, i = leadingReference(toks, start, ctx)
	if ref != "" && ctx.scanned {
		// what a scan's OCR made of a rule or specks between the reference and the value:
		// "0,70a1,20 = o 1,05 mg/dL"
		for j := i; j < len(toks) && j < i+3 && (isDebris(toks, j) || cellDebris(toks[j].text)); j++ {
			if followsValue(toks, j+1) {
				return ref, unit, j + 1
			}
		}
	}
	return ref, unit, i
}

// leaderSpeck is what a scan's OCR makes of a dotted leader's dots: small round letters and
// marks ("cocos...", "css", "ce", "o", ".,").
var leaderSpeck = regexp.MustCompile(`^[cosea.,:;'"` + "`" + `]{1,6}$`)

// afterLeaderSpecks skips, from toks[i], a run of at most six leaderSpeck tokens when a value
// or a result in words follows it: "DENSIDADE . cocos... 1.015", "Sódio .., e , ce o 140
// mmol/L". It returns i when there is no such run.
func afterLeaderSpecks(toks []token, i int) int {
	j := i
	for j < len(toks) && j < i+6 && leaderSpeck.MatchString(toks[j].text) {
		j++
	}
	if j == i || j >= len(toks) {
		return i
	}
	if _, n := readQualitative(toks, j); n > 0 || followsValue(toks, j) {
		return j
	}
	return i
}

// leadingUnit reads the unit a table's unit column prints between a name and its value ("CEA
// ng/mL 3,1 até 3,8"): one that suits the marker, followed by a number. It returns the unit and
// its tokens (0: none).
func leadingUnit(toks []token, i int, canon string) (string, int) {
	u, n := readUnit(toks, i)
	if n == 0 || u == "" || u == "%" || i+n >= len(toks) || !numericToken.MatchString(toks[i+n].text) {
		return "", 0
	}
	if _, known := parseUnit(u); !known || !unitSuits(canon, u) {
		return "", 0
	}
	return u, n
}

// skipDosing skips, after a drug level's name, the dosing a monitoring table prints before the
// row's collection date ("Vancomicina 1 g 12/12 h IV 11/08 às 18:00 12/08/2025 VALE 9,8 µg/mL"):
// the index of that date, else i. The skipped cells must name a dose or a time, so a value
// followed by a date of its own is not skipped.
func skipDosing(toks []token, i int, canon string) int {
	if !drugLevel[canon] {
		return i
	}
	dosing := false
	for j := i; j < len(toks) && j < i+14; j++ {
		if _, _, ok := rowDateAt(toks, j); ok && len(toks[j].text) >= 8 {
			if dosing {
				return j
			}
			return i
		}
		dosing = dosing || doseWord[toks[j].key] || clockTime.MatchString(toks[j].text)
	}
	return i
}

// doseWord are the folded words of a dosing scheme: dose units, routes, "às".
var doseWord = map[string]bool{"mg": true, "g": true, "mcg": true, "ug": true, "ui": true, "as": true,
	"iv": true, "ev": true, "vo": true, "im": true, "sc": true}

// drugLevel are the therapeutic drug monitoring markers.
var drugLevel = func() map[string]bool {
	m := map[string]bool{}
	for _, d := range drugMarkers {
		m[d.Name] = true
	}
	return m
}()

// levelTiming reads at toks[i] a drug level's timing printed in its own cell ("VALE", "PICO"):
// the marker measured then (vancomycin's trough or peak, when the table has it) and the index
// after the word; canon and i when there is none.
func levelTiming(toks []token, i int, canon string) (string, int) {
	if !drugLevel[canon] || i >= len(toks) {
		return canon, i
	}
	if k := toks[i].key; len(k) == 2 && k[0] == 'c' && k[1] >= '0' && k[1] <= '9' && i+1 < len(toks) {
		// the sample's hours after the dose, maybe explained in a parenthesis: "CICLOSPORINA - C0
		// (VALE, 07:30) 142 ng/mL", "C2 (2 H POS-DOSE, 09:30) 688"
		i++
		if strings.HasPrefix(toks[i].text, "(") {
			for j := i; j < len(toks) && j < i+6; j++ {
				if strings.HasSuffix(toks[j].text, ")") {
					return canon, j + 1
				}
			}
		}
		return canon, i
	}
	switch toks[i].key {
	case "vale", "pico":
		if _, ok := markerByName[canon+" ("+toks[i].key+")"]; ok {
			return canon + " (" + toks[i].key + ")", i + 1
		}
		return canon, i + 1
	case "aleatorio", "aleatoria", "randomico":
		return canon, i + 1
	}
	return canon, i
}

// leadingReference reads the reference printed between a name and its value, at toks[i]: a
// range or bound that referenceFirst accepts; under a reference-first header, or after a
// reference's own label, also a label before it ("Mulheres: 12,0 a 15,5 g/dL 10,9", "Ref.:
// Homens: 0,70 a 1,30 1,84"), and under the header a note after it ("até 1,20 (sem
// anticoagulação) 1,04"). A labelled reference that says none applies ("Ref.: Não se aplica
// 42,0") is skipped. It returns the reference ("" when none) and the index after it.
func leadingReference(toks []token, i int, ctx lineContext) (string, int) {
	start := i
	labelled := i < len(toks) && refLabelKey[toks[i].key]
	if ctx.refFirst || labelled {
		// "Ref.: Homens: 0,70 a 1,30 1,84": the last label before the numbers
		for j := i; j < len(toks) && j < i+4 && (!strings.ContainsAny(toks[j].text, "0123456789") || ordinalWord.MatchString(toks[j].text)); j++ {
			if strings.HasSuffix(toks[j].text, ":") {
				start = j + 1
				if !labelled {
					break
				}
			}
		}
	}
	if labelled && start+2 < len(toks) &&
		toks[start].key == "nao" && toks[start+1].key == "se" && toks[start+2].key == "aplica" && followsValue(toks, start+3) {
		return "", start + 3 // "Ref.: Não se aplica 42,0 mg/dL"
	}
	if (labelled || ctx.refFirst) && start < len(toks) {
		// a reference in words before the result in words: "VDRL V.R.: NAO REAGENTE NAO REAGENTE",
		// "COR V.R.: Amarelo citrino AMARELO CLARO", or under a header that puts the reference
		// first: "Nitrito Negativo Positivo"
		if _, n := readQualitative(toks, start); n > 0 && start+n < len(toks) {
			if _, m := readQualitative(toks, start+n); m > 0 {
				return strings.Join(tokenTexts(toks[start:start+n]), " "), start + n
			}
		}
	}
	n, ok := rangeAt(toks, start)
	if ok && labelled {
		// the result's own label after the reference and its unit: "REF: 0,45 A 4,50 uUI/mL
		// RESULTADO: 2,15 uUI/mL"
		j := start + n
		if _, k := readUnit(toks, j); k > 0 {
			j += k
		}
		if j < len(toks) && (toks[j].key == "resultado" || toks[j].key == "result") && followsValue(toks, j+1) {
			return strings.Join(tokenTexts(toks[start:start+n]), " "), j + 1
		}
		if _, ok := perFieldRange(toks, j); ok {
			return strings.Join(tokenTexts(toks[start:start+n]), " "), j // "V.R.: até 5 p/campo 3 A 5 p/campo"
		}
	}
	if ctx.refFirst && ok {
		// a differential's references for its relative and its absolute count, before both
		// values: "Linfócitos 20 a 45 % | 1.000 a 4.500 27,9 % 1.995 /mm³"
		j, _ := rangeAndUnit(toks, start)
		if end, second := rangeAndUnit(toks, j); second && (j > start+n || !followsValue(toks, j)) {
			if v, val := readValue(toks, end); val && v.qualitative == "" && followsValue(toks, end) {
				return strings.Join(tokenTexts(toks[start:end]), " "), end
			}
		}
	}
	if ctx.refFirst && !(ok && followsValue(toks, skipNameTail(toks, start+n))) {
		// a reference the table prints first that is no single range: bounds per phase or
		// group ("Folicular 3,5-12,5 | Lútea 1,7-7,7 7,2 mUI/mL", "Não reagente: < 1,6 |
		// Reagente: ≥ 3,0 24,6 UI/mL") or words ("conforme risco 131 mg/dL"); the result is the
		// row's last cell
		if last := toks[len(toks)-1].text; ctx.previousColumn && !ctx.previousFirst && len(toks)-start > 2 && (numericToken.MatchString(last) || missingCell(last)) {
			// under an earlier column after the result's, the cell before that column's:
			// "conforme risco 131 mg/dL 142"
			if k, ok := lastCellValue(toks[:len(toks)-1], start); ok {
				return strings.Join(tokenTexts(toks[start:k]), " "), k
			}
		}
		if ctx.previousColumn && !ctx.previousFirst && !ok && start < len(toks) {
			// no reference, the result first, maybe after an empty reference's dash: "- 157 mg/dL
			// 171 mg/dL" under "Referência Resultado Anterior"
			at := start
			if missingCell(toks[at].text) && at+1 < len(toks) {
				at++
			}
			if v, isValue := readValue(toks, at); isValue && v.qualitative == "" && !isRangeStart(toks, at, v) {
				return "", at
			}
		}
		if ctx.previousColumn && !ctx.previousFirst && len(toks)-start > 2 {
			// under an earlier column after the result's, the cell before that column's:
			// "conforme risco 131 mg/dL 142", "Conforme risco 122 mg/dL 143 mg/dL"
			end := len(toks)
			if _, n := readUnit(toks, end-1); n == 1 && end-2 > start {
				end--
			}
			if last := toks[end-1].text; (numericToken.MatchString(last) || missingCell(last)) && !strings.HasSuffix(toks[end-2].text, ":") {
				if k, ok := lastCellValue(toks[:end-1], start); ok {
					return strings.Join(tokenTexts(toks[start:k]), " "), k
				}
			}
		}
		if k, ok := lastCellValue(toks, start); ok {
			return strings.Join(tokenTexts(toks[start:k]), " "), k
		}
	}
	if !ok || !referenceFirst(toks, start, n, ctx) {
		return "", i
	}
	next := start + n
	for j := next; j+1 < len(toks) && toks[j].text == "/"; {
		// the bounds for each risk: "< 130 / < 100 / < 70 152 mg/dL"
		m, ok := rangeAt(toks, j+1)
		if !ok {
			break
		}
		if j += 1 + m; followsValue(toks, j) {
			next = j
		}
	}
	ref := strings.Join(tokenTexts(toks[start:next]), " ")
	if ctx.refFirst {
		next = skipNameTail(toks, next)
	}
	return ref, next
}

// afterFlagWords skips the flags after a value, symbols or words: "Alto", "Baixo".
func afterFlagWords(toks []token, i int) int {
	for i < len(toks) && (flagCell(toks[i].text) || flagWord[toks[i].text]) {
		i++
	}
	return i
}

// ordinalWord is an ordinal in a reference's label: "1º trimestre:", "2ª fase:".
var ordinalWord = regexp.MustCompile(`^\d{1,2}[ºª°]$`)

// lastCellValue finds, in a row whose reference comes first, the number that ends the row
// (maybe with its unit and a flag) after a reference starting at toks[start]: its index, when
// the tokens before it are a reference's (no other marker's name, no bound or range left open
// before the number).
func lastCellValue(toks []token, start int) (int, bool) {
	for k := start + 1; k < len(toks); k++ {
		v, ok := readValue(toks, k)
		if !ok || v.qualitative != "" || v.comparator != "" && !strings.ContainsAny(toks[k].text[:1], "<>≤≥") {
			continue // a bound in words ("superior a 20 ng/mL") is a reference's
		}
		end := v.next
		end = afterFlags(toks, end)
		if v.unit == "" {
			_, n := readUnit(toks, end)
			end += n
		}
		end = afterFlags(toks, end)
		if end != len(toks) {
			continue
		}
		if prev := toks[k-1]; (refWords[prev.key] || rangeJoin[prev.key]) && !strings.HasSuffix(prev.text, ")") || strings.HasSuffix(prev.text, "-") || strings.ContainsAny(prev.text, "<>≤≥–") && !strings.ContainsAny(prev.text, "0123456789") {
			return 0, false // the upper bound of a range: "3,5 a 12,5 mUI/mL"
		}
		for j := start; j < k; j++ {
			if _, named := matchName(toks, j, ""); named {
				return 0, false // another marker's row beside this one
			}
		}
		return k, true
	}
	return 0, false
}

// rangeJoin are the folded words that join a range's bounds or open a bound ("3,5 a 12,5",
// "maior que 30").
var rangeJoin = map[string]bool{"a": true, "e": true, "que": true, "ao": true}

// referenceFirst reports whether the range or bound of n tokens at toks[i] is the row's
// reference printed before its value: the table says so, or a value follows it. A bound in
// symbols followed by one in words ("< 0,05 ng/mL Inferior a 0,50 ng/mL") is the value and then
// its reference, and so is a bound followed by another ("< 2,5 ng/L < 19,8 ng/L").
func referenceFirst(toks []token, i, n int, ctx lineContext) bool {
	if ctx.refFirst {
		return true
	}
	if !followsValue(toks, i+n) {
		return false
	}
	if ctx.previousLast && !ctx.methodFirst {
		return false // "Resultado Referência Anterior": "18,4 até 37,0 ..." is the result and its reference
	}
	bound := strings.ContainsAny(toks[i].text, "<>≤≥") || refWords[toks[i].key] && toks[i].key != "de" && toks[i].key != "entre"
	if bound && (ctx.previousColumn && !ctx.previousLast || ctx.table && !ctx.methodFirst) {
		// under "Resultado ... Referência" a bound is the result, what follows it the earlier
		// result or the reference: "inferior a 1,0 milhões/mL < 1,0 milhão/mL"
		return false
	}
	if bound && i+n < len(toks) {
		if v, ok := readValue(toks, i+n); ok && v.qualitative != "" {
			return false // "inferior a 2,00 mUI/mL Não reagente": the bound is the value, the words its reading
		}
		if v, ok := readValue(toks, i+n); ok && v.comparator != "" {
			// two bounds: the result and then its reference, "< 2,5 ng/L < 19,8 ng/L (percentil 99)",
			// "> 90 mL/min/1,73 m² > 60"
			return false
		}
	}
	return !(bound && i+n < len(toks) && refWords[toks[i+n].key])
}

// isRangeStart reports whether a value at toks[i] is the low bound of a range ("70 a 99"),
// not a result.
func isRangeStart(toks []token, i int, v value) bool {
	if v.qualitative != "" || v.unit != "" || v.next >= len(toks) {
		return false
	}
	c := toks[v.next].key
	if c == "ate" && (i == 0 || toks[i-1].key != "de") {
		return false // "1,08 Até 1,20": a value, then its upper bound ("de 70 até 99" is a range)
	}
	if c != "a" && c != "ate" && toks[v.next].text != "-" && toks[v.next].text != "–" && toks[v.next].text != "à" {
		if rest, ok := strings.CutPrefix(toks[v.next].text, "-"); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return true // "70 -99" (not "0,92 --", a dash column's)
		}
		return false
	}
	if v.next+1 >= len(toks) {
		return false
	}
	_, _, _, ok := splitValue(toks[v.next+1].text)
	return ok
}

// result is one value read from a segment of a line, before it becomes a Lab.
type result struct {
	name   nameMatch
	raw    string
	val    value
	unit   string
	ref    reference
	hasRef bool
	first  bool // the first value of its name (a differential row has two)
	// previous: the value of the earlier-result column (lineContext.previousColumn)
	previous bool
	// pair is set on both values of a differential row; rel then says which is the relative one.
	pair, rel bool
	date      *time.Time // the result's own collection date, printed in its row; nil: the report's
	otherUnit bool       // the previous result again, in another unit
	lowFlag   bool       // printed with a flag that says it lies below its reference ("L", "↓")
	flagged   bool       // printed with a flag of its own after it ("(A)", "H", "↑"), so no arrow is glued to it
}

// printedName is the name m as printed, with the parenthesis of its tail (up to end) when that
// names the assay, which decides the code: "Colesterol - LDL (direto)".
func printedName(toks []token, m nameMatch, end int) string {
	raw := strings.Trim(strings.Join(tokenTexts(toks[m.start:m.end]), " "), " :-–—")
	if tail := strings.Join(tokenTexts(toks[m.end:max(end, m.end)]), " "); strings.HasPrefix(tail, "(") && directAssay.MatchString(fold(tail)) {
		raw += " " + strings.TrimRight(tail, " :-–—")
	} else if k := min(skipNameTail(toks, m.end), max(end, m.end)); slices.ContainsFunc(toks[m.end:k], func(t token) bool { return equationNames[t.key] || equationYear.MatchString(t.text) }) {
		raw += " " + strings.Trim(strings.Join(tokenTexts(toks[m.end:k]), " "), " :") // the equation: "TFGe – CKD-EPI 2009"
	}
	return raw
}

// readSegment reads the result whose name is m: its value (after the reference when the line
// prints that first), unit and the tokens that follow until limit. It returns the results (a
// differential gives its relative and absolute values) and the index after the last token used.
func readSegment(toks []token, m nameMatch, ctx lineContext, limit func(from int) int) ([]result, int, bool) {
	preRef, leadUnit, i := valueStart(toks, m, ctx)
	raw := printedName(toks, m, i)
	if ctx.scanned && preRef == "" {
		i = afterArrowResidue(toks, i)
	}
	var date *time.Time // a collection date and time printed between the name and the value
	inParen := false
	for _, t := range toks[m.end:i] {
		// or in a parenthesis after the name: "CD4+ anterior (10/03/2025) 356 células/mm³",
		// "POTÁSSIO (RECOLETA 18/03/25 07:20): 4,6 mEq/L"
		inParen = inParen || strings.HasPrefix(t.text, "(")
		if d, ok := parseDate(strings.Trim(t.text, "()[]:")); ok && inParen && anyDate.MatchString(t.text) {
			date = &d
		}
		inParen = inParen && !strings.Contains(t.text, ")")
	}
	if d, next, ok := rowDateAt(toks, i); ok {
		date, i = &d, next
	}
	i = afterSampleTime(toks, i)
	m.canon, i = levelTiming(toks, i, m.canon)
	i = afterSampleHour(toks, i)
	if timed, j, ok := glucoseSampleTime(toks, i, m.canon); ok {
		raw = strings.Trim(strings.Join(tokenTexts(toks[m.start:j]), " "), " :-–—")
		m.canon, i = timed, j
	}
	v, ok := resultValue(toks, i, m.canon)
	if !ok || isRangeStart(toks, i, v) {
		return nil, i, false
	}
	v = thousandsWord(toks, v)
	if i > 0 && (toks[i-1].text == "x" || toks[i-1].text == "×") && v.qualitative == "" {
		return nil, i, false // a factor of a formula: "Recuperação = pós-PEG / total x 100"
	}
	if ctx.refFirst && preRef == "" && v.qualitative == "" {
		// the reference column did not read as one (OCR): a second value is the result
		if w, j, ok := secondValue(toks, unitEnd(toks, v)); ok {
			v = w
			v.next = j
		}
	}
	var earlier *result // the earlier column's cell before the current one's (previousFirst)
	if ctx.previousFirst && v.qualitative == "" {
		if w, j, ok := secondValue(toks, afterFlags(toks, unitEnd(toks, v))); ok && (v.unit == "" || w.unit == "" || v.unit == w.unit) {
			// "Eritrócitos 4,30 a 5,70 4,35 4,21 L milhões/µL": the earlier result, then this one
			earlier = &result{name: m, raw: raw, val: v, first: true, previous: true}
			v, v.next = w, j
		}
	}
	r := result{name: m, raw: raw, val: v, unit: v.unit, first: true, date: date}
	if r.unit == "" && v.qualitative == "" {
		r.unit = leadUnit // the unit column before the result's, if any
	}
	i = v.next
	for v.qualitative == "" && i+1 < len(toks) && (flagCell(toks[i].text) || flagWords[toks[i].key] && (unitAt(toks, i+1) || unitless(m.canon) && rangeStarts(toks, i+1) ||
		ctx.previousColumn && !ctx.previousLast && numericToken.MatchString(toks[i+1].text))) { // or the earlier cell: "11.860 Alto 7.240 /mm³"
		r.lowFlag = r.lowFlag || lowFlags[toks[i].text]
		r.flagged = r.flagged || flagCell(toks[i].text)
		// a flag between the value and its unit: "11,2 B g/dL", "6,84 A µUI/mL", "142 H mg/dL", "11,4
		// Alterado µUI/mL"; or its reference, for a marker without a unit: "RNI 2,48 Alto 0,80 a 1,20"
		i++
	}
	if _, n := readUnit(toks, i+1); ctx.scanned && v.qualitative == "" && n > 0 && i < len(toks) && arrowResidue[toks[i].text] {
		i++ // a flag's arrow OCR read between the value and its unit: "168 1? umol/L", "96 4 x10⁹/L"
	}
	if q, n := readQualitative(toks, i); v.qualitative == "" && n > 0 && interpretations[q] && unitAt(toks, i+n) {
		i += n // the number's reading in words before its unit: "Toxoplasmose IgG 48,6 Reagente UI/mL"
	}
	if r.unit == "" && v.qualitative == "" {
		if u, n := readUnit(toks, i); n > 0 {
			if strings.HasSuffix(toks[i+n-1].text, ":") && i+n < len(toks) {
				return nil, i, false // a threshold that labels a sentence: "Relação PSA livre/total > 25 %: menor probabilidade ..."
			}
			r.unit, i = u, i+n
		}
	}
	r.lowFlag = r.lowFlag || v.qualitative == "" && i < len(toks) && lowFlags[toks[i].text] // "6,2 ng/mL L"
	r.flagged = r.flagged || v.qualitative == "" && i < len(toks) && flagCell(toks[i].text) // "6,84 ng/mL (A)"
	out := []result{r}
	if earlier != nil {
		earlier.unit = r.unit
		out = append(out, *earlier)
	}
	if r.unit != "" && v.qualitative == "" && earlier == nil {
		// the same result in another unit beside it ("98 mg/dL 5,44 mmol/L"): a second result
		if w, j, ok := secondValue(toks, i); ok && w.unit != "" && w.unit != r.unit && sameQuantity(m.canon, v, r.unit, w) {
			out = append(out, result{name: m, raw: raw, val: w, unit: w.unit, first: true, otherUnit: true})
			i = j
		}
	}
	if ctx.previousColumn && !ctx.previousLast && len(ctx.previousDates) > 1 && v.qualitative == "" {
		// several earlier columns before the reference, each dated by the header: one cell per
		// column, "—" where that collection did not have the exam ("118 * mg/dL 112 104 70 a 99",
		// "81 mL/min/1,73 m² — — superior a 60")
		for k := range ctx.previousDates {
			prev, j, ok := earlierCell(toks, i, r)
			if ok && prev.val.comparator != "" && j == len(toks) {
				break // a bound ending the row is its reference
			}
			if ok {
				prev.date = &ctx.previousDates[k]
				out = append(out, prev)
			}
			if j == i {
				break
			}
			i = j
		}
		if ctx.currentDate != nil {
			out[0].date = ctx.currentDate
		}
	} else if ctx.previousColumn && !ctx.previousLast && earlier == nil && !ctx.previousFirst {
		prev, j, ok := earlierCell(toks, afterFlagWords(toks, i), r) // after the result's flag: "4,82 ng/mL * 18/03/2024 3,91 ng/mL", "131 mg/dL Alto 139 mg/dL
		if ok && prev.val.comparator != "" && j == len(toks) {
			ok, j = false, i // a row's only cell after the result, a bound, is its reference: "57 L mL/min/1,73 m² SUPERIOR A 60"
		}
		if ok {
			if out[0].unit == "" {
				out[0].unit = prev.unit // the unit after both cells is the current one's too
			}
			out = append(out, prev)
		}
		i = j
	}
	if info, ok := markerByName[m.canon]; ok && info.Percent != "" && v.qualitative == "" && len(out) == 1 {
		k := i
		for k < len(toks) && (flagCell(toks[k].text) || toks[k].text == "|") && r.unit != "" {
			k++ // the first value's flag after its unit: "Linfócitos 46,2 % ↑ 1,58 10³/µL"
		}
		if second, j, ok := secondValue(toks, k); ok && !(r.unit == "%" && minMaxColumns(toks, second)) {
			if r.unit == "" && second.unit != "" {
				// both units after both values, in their order: "Neutrófilos 61,2 3.170 % | /µL"
				u := j
				for u < len(toks) && (toks[u].text == "|" || toks[u].text == "/") {
					u++
				}
				if unit, n := readUnit(toks, u); n > 0 && unit != "" && unit != second.unit {
					out[0].unit, second.unit, j = second.unit, unit, u+n
				}
			}
			out, i = append(out, result{name: m, raw: raw, val: second, unit: second.unit, pair: true, rel: !ctx.relFirst}), j
			out[0].pair, out[0].rel = true, ctx.relFirst
		} else if second, ref, j, ok := pairAfterReference(toks, i); ok {
			// each count with its reference: "Neutrófilos 52,4 40,0 a 70,0 3.836 1.600 a 7.700"
			out, i = append(out, result{name: m, raw: raw, val: second, unit: second.unit, pair: true, rel: !ctx.relFirst}), j
			out[0].pair, out[0].rel = true, ctx.relFirst
			out[0].ref, out[0].hasRef = ref, true
		}
	}
	if ctx.previousColumn && ctx.previousLast && len(ctx.previousDates) <= 1 && len(out) == 1 && v.qualitative == "" {
		// one earlier column whose label the header prints after the reference (or above the
		// header row) while the rows print its cell before the reference, right after the unit:
		// "TSH 1,86 µUI/mL 2,45 0,38 a 5,33", "FSH 6,2 mUI/mL 7,1 Fase folicular: 3,0 a 8,1"
		if prev, j, ok := earlierCell(toks, afterFlags(toks, i), r); ok && prev.val.comparator == "" && prev.val.qualitative == "" && labelledRangeStarts(toks, j) {
			out, i = append(out, prev), j
		}
	}
	end := limit(i)
	rest := toks[i:end]
	for k := range out {
		if out[k].previous {
			continue // the reference is the current result's
		}
		if preRef != "" {
			text := preRef
			if rel, abs, ok := pairedReferences(preRef); ok && out[k].pair {
				text = map[bool]string{true: rel, false: abs}[out[k].rel] // each count its own range
			}
			out[k].ref, out[k].hasRef = parseReference(text)
			continue
		}
		ref, n := findReference(rest)
		if n > 0 && out[k].pair && out[k].rel && ref.high != nil && *ref.high > 100 && k+1 < len(out) {
			continue // a count's reference after both values ("55,2 % 3.765 /µL 1.800 – 7.700") is the absolute's
		}
		if n > 0 {
			out[k].ref, out[k].hasRef = ref, true
			if _, known := markerByName[out[k].name.canon]; known && out[k].unit == "" && out[k].val.qualitative == "" && !out[k].pair &&
				(!ctx.scanned || nearRange(out[k].val.v, ref)) {
				// a known marker's unit printed once, after the reference: "Glicose 5,2 3,9 a 5,5
				// mmol/L", "Leucócitos 28.000 * até 10.000 /mL" (an unknown name needs its own; on a
				// scan, a value far from its range is more likely what OCR left of a cell: "Sódio O
				// 39 136a 145 | mmol/L")
				out[k].unit = unitEnding(rest[:n])
			}
			rest = rest[n:]
		}
	}
	if ctx.previousColumn && ctx.previousLast && len(out) == 1 && v.qualitative == "" && len(ctx.previousDates) > 1 {
		// each earlier column's result after the reference, dated by its header: the line's last
		// cells, one per column, whatever words the reference printed ("3,1 Não fumantes: até 3,8
		// 2,7 2,5", "0,92 -- 0,81 0,74")
		for start := range rest {
			if prevs, ok := earlierCells(rest, start, r, ctx.previousDates); ok {
				out = append(out, prevs...)
				break
			}
		}
		if out[0].date == nil {
			out[0].date = ctx.currentDate
		}
	} else if ctx.previousColumn && ctx.previousLast && len(out) == 1 && v.qualitative == "" {
		// the earlier result printed after the reference ("... 70 a 99 mg/dL 162 mg/dL (12/11/2024)")
		if prev, j, ok := earlierCell(rest, 0, r); ok && j == len(rest) {
			out = append(out, prev)
		} else if prev, j, ok := earlierCell(rest, 1, r); ok && j == len(rest) && missingCell(rest[0].text) {
			out = append(out, prev) // after a reference left empty: "Glicose média estimada 166 mg/dL — 180"
		} else {
			// after a reference in words the line's last cell, when dated: "LDL-COLESTEROL 138
			// mg/dL Meta conforme risco 151 (02/09/2024)", "Jejum: < 150 162 (02/09/2024)"
			found := false
			for p := len(rest) - 2; p > 0 && !found; p-- {
				if prev, j, ok := earlierCell(rest, p, r); ok && j == len(rest) && prev.date != nil {
					out, found = append(out, prev), true
				}
			}
			// or when the header dates the earlier column and the reference is words alone: "LDL-
			// Colesterol 139 H mg/dL Ver nota 124"
			for p := len(rest) - 1; p > 0 && !found && ctx.previousDate != nil && wordsOnly(rest[:p]); p-- {
				if prev, j, ok := earlierCell(rest, p, r); ok && j == len(rest) && prev.val.comparator == "" {
					out, found = append(out, prev), true
				}
			}
		}
	}
	if len(out) == 1 && v.qualitative == "" && !ctx.previousColumn {
		// an earlier result labelled and dated in a bracket at the row's end: "12,4 g/dL 12,0 a
		// 15,5 [Ant. 18.03.24: 13,1]", "(anterior em 12/09/2024: 5,8 %)"
		if prev, ok := labelledEarlierCell(rest, r); ok {
			out = append(out, prev)
		} else if prev, j, ok := earlierCell(rest, 0, r); ok && j == len(rest) && prev.date != nil && len(rest) >= 3 && rest[len(rest)-2].key == "em" {
			// or a cell of its own at the row's end, dated with "em": "TSH 5,87 Alto µUI/mL 3,94
			// µUI/mL em 19/09/2024" under "Resultado Resultado anterior"
			out = append(out, prev)
		}
	}
	if ctx.dateColumn {
		if d, ok := trailingDate(rest, ctx.releaseAfter); ok {
			for k := range out {
				if out[k].date == nil && !out[k].previous {
					out[k].date = &d
				}
			}
		}
	}
	return out, end, true
}

// earlierCell reads at toks[i] the earlier-result column's cell of the result r: a value (in r's
// unit, maybe printed) and maybe its own collection date, or a dash when there is none. It returns
// the earlier result (ok false for a dash or no value) and the index after the cell.
func earlierCell(toks []token, i int, r result) (result, int, bool) {
	if i >= len(toks) {
		return result{}, i, false
	}
	if missingCell(toks[i].text) {
		return result{}, i + 1, false
	}
	var dateFirst *time.Time // the cell's date before its value: "10/09/24: 112 mg/dL", "18/03/2024 3,91 ng/mL"
	if t := toks[i].text; i+1 < len(toks) && anyDate.MatchString(t) && (strings.HasSuffix(t, ":") || startsWithValue(toks[i+1].text)) {
		if d, ok := parseDate(strings.TrimSuffix(t, ":")); ok {
			dateFirst, i = &d, i+1
		}
	}
	p, ok := readValue(toks, i)
	if !ok || isRangeStart(toks, i, p) || p.unit != "" && r.unit != "" && p.unit != r.unit {
		return result{}, i, false
	}

	prev := result{name: r.name, raw: r.raw, val: p, unit: r.unit, first: true, previous: true, date: dateFirst}
	if r.unit == "" {
		prev.unit = p.unit // one unit after both cells: "8,4 6,1 µg/dL" under "Atual Anterior Unidade"
	}
	start := i
	i = p.next
	if p.unit == "" {
		if u, n := readUnit(toks, i); n > 0 && u != "" {
			// r's unit, maybe spelt (or misread) otherwise ("3,95 uUl/mL 5,12 uUI/mL"); another
			// unit is another measure, not the earlier result ("Bastonetes 8 % 1.350 /mm³" under
			// "Resultado Resultado": the absolute count)
			if r.unit != "" && u != r.unit && NormalizeUnit(repairUnit(u)) != NormalizeUnit(repairUnit(r.unit)) {
				return result{}, start, false
			}
			if r.unit == "" {
				prev.unit = u
			}
			i += n
		}
	}
	if r.unit == "" && prev.unit != "" && !sameDecimals(r.val.text, p.text) {
		// with one unit after both cells the two are written alike ("8,4 6,1 µg/dL", "7.950
		// 8.310 U/L"); a lone "1" before "1,38 mg/dL" is what a scan left of a flag
		return result{}, start, false
	}
	i = afterFlags(toks, i) // its own flag: "162 H 12/05/2025"
	if i+1 < len(toks) && (toks[i].key == "em" || toks[i].key == "de") && anyDate.MatchString(toks[i+1].text) {
		i++ // "124 em 12/09/2024"
	}
	if i < len(toks) && anyDate.MatchString(toks[i].text) {
		if d, ok := parseDate(toks[i].text); ok {
			prev.date, i = &d, i+1 // the earlier collection's own column
			if i < len(toks) && clockTime.MatchString(toks[i].text) {
				i++
			}
		}
	}
	return prev, i, true
}

// dottedDate is a date written with dots, "18.03.24", which earlierCell reads with slashes.
var dottedDate = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b`)

// labelledEarlierCell reads a row's last cell when it is an earlier result of r in brackets,
// labelled "Ant." or "anterior" and dated: "[Ant. 18.03.24: 13,1]", "(anterior em 12/09/2024:
// 5,8 %)", "[Ant.: 13,1 em 18.03.24]". A cell without a date gives nothing.
func labelledEarlierCell(toks []token, r result) (result, bool) {
	for i, t := range toks {
		if !strings.HasPrefix(t.text, "[") && !strings.HasPrefix(t.text, "(") {
			continue
		}
		label := strings.TrimRight(fold(strings.TrimLeft(t.text, "[(")), ".:")
		if label != "ant" && label != "anterior" {
			continue
		}
		last := toks[len(toks)-1].text
		if !strings.HasSuffix(last, "]") && !strings.HasSuffix(last, ")") {
			return result{}, false
		}
		texts := tokenTexts(toks[i+1:])
		cell := strings.TrimRight(strings.Join(texts, " "), "])")
		cell = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(cell), ":"), "em "))
		inner := tokenize(dottedDate.ReplaceAllString(cell, "$1/$2/$3"))
		prev, j, ok := earlierCell(inner, 0, r)
		if !ok || j != len(inner) || prev.date == nil {
			return result{}, false
		}
		return prev, true
	}
	return result{}, false
}

// earlierCells reads from toks[start] one earlier-result cell per date of dates, up to the
// line's end: the results of the cells that hold one, dated by their column.
func earlierCells(toks []token, start int, r result, dates []time.Time) ([]result, bool) {
	var prevs []result
	j := start
	for k := range dates {
		prev, next, ok := earlierCell(toks, j, r)
		if next == j {
			return nil, false
		}
		if ok {
			prev.date = &dates[k]
			prevs = append(prevs, prev)
		}
		j = next
	}
	return prevs, j == len(toks)
}

// trailingDate reads the collection column's cell a row ends with: a date, maybe with its time
// ("12/04/25 05:30"), and nothing else.
func trailingDate(rest []token, releaseAfter bool) (time.Time, bool) {
	n := len(rest)
	for skip := releaseAfter; ; skip = false {
		if n > 0 && clockTime.MatchString(rest[n-1].text) {
			n--
		}
		if n == 0 || !anyDate.MatchString(rest[n-1].text) {
			return time.Time{}, false
		}
		if !skip {
			return parseDate(rest[n-1].text)
		}
		n-- // the release's date
	}
}

// sameQuantity reports whether value a in unit ua and value b (with its unit) are the same
// quantity of the marker canon in two units: both convert to its canonical unit and agree within
// 3 % (rounding of the printed values).
func sameQuantity(canon string, a value, ua string, b value) bool {
	ca, ok1 := ToCanonical(canon, a.v, ua)
	cb, ok2 := ToCanonical(canon, b.v, b.unit)
	if !ok1 || !ok2 {
		return false
	}
	return math.Abs(ca.Value-cb.Value) <= 0.03*math.Max(math.Abs(ca.Value), math.Abs(cb.Value))
}

// unitEnd returns the index after a value's unit, when one follows it.
func unitEnd(toks []token, v value) int {
	if v.unit != "" || v.qualitative != "" {
		return v.next
	}
	_, n := readUnit(toks, v.next)
	return v.next + n
}

// followsValue reports whether a result value (not another bound) starts at toks[i].
func followsValue(toks []token, i int) bool {
	v, ok := readValue(toks, i)
	return ok && !isRangeStart(toks, i, v)
}

// zeroAsLetter are what OCR makes of a lone "0": the letter, maybe in brackets.
var zeroAsLetter = map[string]bool{"O": true, "o": true, "(0)": true, "(O)": true, "[0]": true, "[o]": true, "(o)": true}

// groupOAsZero reports whether toks[i] is blood group O written or read as a zero: "Grupo ABO
// (0)", "GRUPO SANGUINEO (ABO) 0" (not a zero that starts a phrase in lower case).
func groupOAsZero(toks []token, i int) bool {
	t := toks[i].text
	return zeroAsLetter[t] || t == "0" && (i+1 == len(toks) || !startsLowerWord(toks[i+1].text))
}

// secondValue reads the other value of a differential row ("58,0 % 3.944 /mm³").
func secondValue(toks []token, i int) (value, int, bool) {
	if i < len(toks) && zeroAsLetter[toks[i].text] && i+1 < len(toks) {
		if u, n := readUnit(toks, i+1); n > 0 && strings.Contains(repairUnit(u), "/") {
			// a count of zero whose 0 a scan read as a letter: "Basófilos 0 % O mm?", "(0) Imm?"
			return value{text: "0", next: i + 1, unit: u}, i + 1 + n, true
		}
	}
	v, ok := readValue(toks, i)
	if !ok || v.qualitative != "" || v.comparator != "" || isRangeStart(toks, i, v) {
		return value{}, i, false
	}
	j := v.next
	if v.unit == "" {
		k := j
		k = afterFlags(toks, k) // its flag: "6,2 H mmol/L"
		if u, n := readUnit(toks, k); n > 0 {
			v.unit, j = u, k+n
		}
	}
	return v, j, true
}

// rangeAndUnit returns the index after a range at toks[i] and the unit that may follow it; ok is
// false, and the index i, when no range starts there.
func rangeAndUnit(toks []token, i int) (int, bool) {
	n, ok := rangeAt(toks, i)
	if !ok {
		return i, false
	}
	j := i + n
	if _, k := readUnit(toks, j); k > 0 {
		j += k
	}
	return j, true
}

// pairedReferences splits a differential's references printed before both its values, the
// relative count's range and then the absolute's ("20 a 45 % | 1.000 a 4.500").
func pairedReferences(ref string) (rel, abs string, ok bool) {
	toks := tokenize(ref)
	j, ok := rangeAndUnit(toks, 0)
	if !ok {
		return "", "", false
	}
	if _, ok := rangeAt(toks, j); !ok {
		return "", "", false
	}
	first, second := strings.Join(tokenTexts(toks[:j]), " "), strings.Join(tokenTexts(toks[j:]), " ")
	if !strings.Contains(first, "%") && strings.Contains(second, "%") {
		return second, first, true // the absolute count's range printed first
	}
	return first, second, true
}

// pairAfterReference reads, at toks[i], a differential row's first reference and then its second
// count, which its own reference or the line's end follows: the second value, the first
// reference and the index after the second value.
func pairAfterReference(toks []token, i int) (value, reference, int, bool) {
	n, ok := rangeAt(toks, i)
	if !ok {
		return value{}, reference{}, i, false
	}
	ref, ok := parseReference(strings.Join(tokenTexts(toks[i:i+n]), " "))
	if !ok {
		return value{}, reference{}, i, false
	}
	second, j, ok := secondValue(toks, i+n)
	if !ok {
		return value{}, reference{}, i, false
	}
	k := j
	k = afterFlags(toks, k)
	if _, ranged := rangeAt(toks, k); k < len(toks) && !ranged {
		return value{}, reference{}, i, false
	}
	return second, ref, j, true
}

// findReference reads the first reference among toks, skipping at most four tokens of a
// previous result ("118 mg/dL") or a date before it; n is the tokens used (0: none).
func findReference(toks []token) (reference, int) {
	for start := 0; start < len(toks) && start <= 4; start++ {
		if start > 0 && !skippable(toks[start-1]) {
			return reference{}, 0
		}
		if !mayStartReference(toks[start]) {
			continue
		}
		if _, ok := parseReference(strings.Join(tokenTexts(toks[start:min(len(toks), start+8)]), " ")); !ok {
			continue
		}
		for n := 1; n <= 8 && start+n <= len(toks); n++ {
			if ref, ok := parseReference(strings.Join(tokenTexts(toks[start:start+n]), " ")); ok {
				if start+n < len(toks) && ageWords[toks[start+n].key] {
					// an age group, not a reference: "40 a 49 anos: até 2,5 ng/mL" takes the bound after it
					after := start + n + 1
					if r, m := findReference(toks[after:]); m > 0 {
						return r, after + m
					}
					return reference{}, 0
				}
				if u, k := readUnit(toks, start+n); u != "" {
					n += k
				}
				return ref, start + n
			}
		}
	}
	return reference{}, 0
}

// ageWords end an age group printed like a range before its reference: "40 a 49 anos:".
var ageWords = map[string]bool{"anos": true, "meses": true, "dias": true, "semanas": true}

// refWords may start a reference: its labels and the words of bounds and groups.
var refWords = map[string]bool{"ate": true, "de": true, "entre": true, "inferior": true, "superior": true, "menor": true,
	"maior": true, "acima": true, "abaixo": true, "v": true, "vr": true, "valor": true, "valores": true, "referencia": true,
	"ref": true, "intervalo": true, "desejavel": true, "otimo": true, "normal": true, "adulto": true, "adultos": true}

// refLabelKey are the folded labels that open a reference ("Ref.:", "VR:").
var refLabelKey = map[string]bool{"ref": true, "vr": true, "referencia": true}

// mayStartReference is a cheap test before parseReference: a number, a comparator, a bracket
// or a word of refWords or of refByGroup.
func mayStartReference(t token) bool {
	c := t.text[0]
	if (c == '-' || c == '+') && len(t.text) > 1 && t.text[1] >= '0' && t.text[1] <= '9' {
		return true // a signed bound: "-2,0 a +2,0"
	}
	if c >= '0' && c <= '9' || strings.ContainsRune("<>([{≤≥", rune(c)) || strings.HasPrefix(t.text, "≤") || strings.HasPrefix(t.text, "≥") {
		return true
	}
	w, _, _ := strings.Cut(t.key, " ")
	return refWords[w] || refByGroup.MatchString(w) || numericToken.MatchString(strings.TrimRight(t.text, ".,;:)"))
}

// skippable reports whether a token before a reference may be passed over: a number, a unit,
// a date or punctuation.
func skippable(t token) bool {
	return t.key == "" || strings.ContainsAny(t.text, "0123456789") || KnownUnit(t.text) || flagCell(t.text)
}

// minMaxColumns reports whether a bare number read after a percentage is the first of the
// reference's Mín. and Máx. columns ("Bastonetes 1 % 0 5"): another bare number follows it and
// starts no range, where an absolute count is followed by its unit or by a range ("58 % 4.292
// 45 a 70").
func minMaxColumns(toks []token, v value) bool {
	if v.unit != "" || v.next >= len(toks) || !numericToken.MatchString(toks[v.next].text) {
		return false
	}
	w, ok := readValue(toks, v.next)
	return ok && !isRangeStart(toks, v.next, w)
}

// wordsOnly reports whether every one of toks is a word of letters and none a bound's: a
// reference in words ("Ver nota"), not a bound ("FEU < 500", "não fumantes até 5,0").
func wordsOnly(toks []token) bool {
	for _, t := range toks {
		if boundWords[fold(t.text)] {
			return false
		}
		for _, r := range t.text {
			if !unicode.IsLetter(r) {
				return false
			}
		}
	}
	return true
}

// boundWords are the words that print a reference's bound before its number.
var boundWords = map[string]bool{"ate": true, "a": true, "de": true, "que": true, "inferior": true, "superior": true,
	"acima": true, "abaixo": true, "menor": true, "maior": true}
