package extract

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

var (
	// bareReferenceLabel is a line that only announces the reference printed below it
	bareReferenceLabel = regexp.MustCompile(`^(?:valor(?:es)? de referencia|referencia|intervalo de referencia)\s*:?$`)
	resultLabel        = regexp.MustCompile(`^resultado[\s.…]*:?\s*`)
	refLineStart       = regexp.MustCompile(`^[\[(]?\s*(?:v\.?\s?r\.?|valor(?:es)? de referencia|referencia|ref\.?|intervalo de referencia|desejavel)\b`)
	urineHeading       = regexp.MustCompile(`\b(?:urina tipo (?:i|1)|eas|sumario de urina|exame (?:qualitativo )?de urina|urinalise|elementos anormais|sedimentoscopia|sedimento urinario|rotina de urina|urina rotina|parcial de urina|analise fisico quimica|exame fisico da urina|material\s*:?\s*urina)\b`)
	// bareUrine is a heading "URINA", "URINA — V2 (2025-02-17)", "Urina - exame químico": a urinalysis
	// when it is no spot sample's chemistry (urinaryChemistry), whose rows name the urine themselves
	bareUrine        = regexp.MustCompile(`^urina\s*(?:[-–—:(]|$)`)
	urinaryChemistry = regexp.MustCompile(`\bamostra isolada\b|\b24\s*h`)
	gasHeading       = regexp.MustCompile(`\bgasometria\b|\bsangue arterial\b|\bgases (?:arteriais|sanguineos)\b`)
	// csfHeading and fluidHeading open the report of a body fluid other than blood and urine
	// (CSF; pleural, ascitic, synovial): its glucose, protein and cell counts are not the blood's
	csfHeading   = regexp.MustCompile(`\b(?:liquido cefalorraquidiano|liquido cefalorraqueano|liquido cerebrospinal|liquor|lcr)\b`)
	fluidHeading = regexp.MustCompile(`\b(?:liquidos? (?:pleural|ascitico|sinovial|peritoneal|pericardico|cavitario)|derrame pleural|liquido de (?:paracentese|toracocentese|ascite))\b`)
	// bloodMaterial is a heading that names blood itself, which ends a fluid's section (a
	// fluid report's own "Bioquímica" or "Citologia" subheadings do not)
	bloodMaterial = regexp.MustCompile(`\b(?:hemograma|eritrograma|leucograma|plaquetograma|avaliacao hormonal|material\s*:?\s*(?:soro|plasma|sangue)|monitoramento terapeutico)\b|` + bloodOnly)
	// microHeading opens an antibiogram, where an antibiotic's name is its susceptibility's (a
	// culture's own line, "Urocultura: negativa", is a result and opens nothing); also a table's
	// header "Antimicrobiano (TSA – disco-difusão) Interpretação"
	microHeading = regexp.MustCompile(`\b(?:antibiograma|teste de sensibilidade (?:aos?|a) antimicrobianos)\b|^antimicrobianos?\b.*\b(?:interpretacao|sensibilidade|resultado)\b|\btsa\b`)
	// spepHeading opens a serum protein electrophoresis, whose "Albumina" is a fraction's
	// semenHeading opens a semen analysis, whose volume, colour and leukocytes are the semen's
	semenHeading = regexp.MustCompile(`\b(?:espermograma|analise seminal|seminograma|analise do semen)\b`)
	spepHeading  = regexp.MustCompile(`\b(?:eletroforese (?:de|das) proteinas|proteinograma|eletroforese de proteinas sericas)\b`)
	bloodHeading = regexp.MustCompile(`\b(?:hemograma|hematologia|eritrograma|leucograma|plaquetograma|bioquimica|lipidograma|exames d[ao] (?:coleta atual|dia)|perfil lipidico|coagulograma|sorologias?|hormonios|avaliacao hormonal|imunologia|material\s*:?\s*(?:soro|plasma|sangue)|monitoramento terapeutico)\b|` + bloodOnly)
	headerRow    = regexp.MustCompile(`\bresultados?\b|\bresult\.|\batual\b`) // "Atual" beside "Anterior" in a delta-check report
	headerOther  = regexp.MustCompile(`\b(?:referencia|unidades?|exames?|valor(?:es)?|desejavel|desejaveis)\b`)
	// earlierResult marks a line quoting an earlier result ("Resultado anterior: 5,9 % (coleta
	// em 10/10/2024)").
	earlierResult = regexp.MustCompile(`\b` + earlierWords + `\b|\bhistorico\s*(?::|\d)|\bhistorico\b[^:]{0,40}:\s*\d`)
	bulletPrefix  = regexp.MustCompile(`^(?:[-•*·>|:+!]|\d{1,2}[.)])$`) // and what OCR leaves of a table's left border
	// examLabel is the label of a table's first column
	examLabel = regexp.MustCompile(`\bexames?\b`)
	// dateColumnLast is a header's last column when it holds each row's collection date
	dateColumnLast = regexp.MustCompile(`\b(?:coleta|data(?: da)? coleta|dt\.? coleta|data/hora(?: da)? coleta|data e hora)(\s+(?:liberacao|liberado|data(?:/hora)? (?:da )?liberacao))?\s*$`)
	// methodHeader is a table header with a method column and no result column read
	methodHeader = regexp.MustCompile(`^exames?\b.*\bmetodo\b.*\breferencia`)
)

// bloodOnly is a heading that names only blood materials: "SORO / SANGUE" after a CSF's rows.
const bloodOnly = `^(?:soro|sangue|plasma)(?:\s*(?:/|,|e|-)\s*(?:soro|sangue|plasma))*(?:\s*\(.*\))?$`

// sectionOf returns the section a heading line opens ("urine", "gas", "micro", "csf", "fluid",
// "spep", "blood") or "".
func sectionOf(folded string) string {
	switch {
	case urineHeading.MatchString(folded), bareUrine.MatchString(folded) && !urinaryChemistry.MatchString(folded):
		return "urine"
	case gasHeading.MatchString(folded):
		return "gas"
	case microHeading.MatchString(folded):
		return "micro"
	case csfHeading.MatchString(folded):
		return "csf"
	case fluidHeading.MatchString(folded):
		return "fluid"
	case semenHeading.MatchString(folded):
		return "semen"
	case spepHeading.MatchString(folded):
		return "spep"
	case bloodHeading.MatchString(folded):
		return "blood"
	}
	return ""
}

// admissionColumn is the label of an admission exam's column, folded.
var admissionColumn = regexp.MustCompile(`\badmissional\b`)

// labelAbove is a folded line that only labels the column under it as an earlier result's.
var labelAbove = regexp.MustCompile(`^\s*(?:resultado\s+)?anterior\s*$`)

// bareColumnDate is a header's date between the result's label (and its unit's) and the next
// column's: "Resultado 22/08/2024 Unidade", "RESULTADO UNID. 14/10/2024 VALOR DE REFERENCIA",
// "Resultado atual Unidade (03/09/2024) Valores de referência".
var bareColumnDate = regexp.MustCompile(`\bresultado\s+(?:atual\s+)?(?:unid(?:ade|\.)?\s+)?\(?(\d{1,2}/\d{1,2}/\d{2,4})\)?\s+(?:unidade|valor|referencia)`)

// earlierColumnLabel is a header's earlier-result column named by its date: "em 18/06/2025",
// "ant. 03/04/2025", "anterior 03/04/2025".
var earlierColumnLabel = regexp.MustCompile(`\b(?:em|ant\.?|anterior)\s+(\d{1,2}/\d{1,2}/\d{2,4})\b`)

// earlierColumnLabelled reads a folded header row with one date, labelled as an earlier result's
// column (earlierColumnLabel), or by "Anterior" alone on the line above (labelled): the header
// with "anterior" for that column, and the date.
func earlierColumnLabelled(folded string, labelled bool) (string, time.Time, bool) {
	m := earlierColumnLabel.FindStringSubmatchIndex(folded)
	cut := m // the label and the date, replaced by "anterior"
	if m == nil && labelled {
		// "Anterior" over "Exame Resultado 22/08/2024 Unidade": the date alone
		if m = bareColumnDate.FindStringSubmatchIndex(folded); m != nil {
			cut = m[2:4]
		}
	}
	if m == nil || len(numericDate.FindAllStringIndex(folded, -1)) != 1 {
		return "", time.Time{}, false
	}
	d, ok := parseDate(folded[m[2]:m[3]])
	if !ok {
		return "", time.Time{}, false
	}
	return folded[:cut[0]] + "anterior" + folded[cut[1]:], d, true
}

// dateParens blanks the parentheses a header may print around its columns' dates.
var dateParens = strings.NewReplacer("(", " ", ")", " ")

// datedEarlierHeader reads a header row that ends with the dates of its earlier-result columns,
// after its result's and its reference's labels ("exame resultado unidade valores de referencia
// 12/11/2024 03/06/2024", folded): the header without them and the dates.
func datedEarlierHeader(folded string) (string, []time.Time, bool) {
	folded = dateParens.Replace(folded) // "anterior (26/08/2025)"
	locs := numericDate.FindAllStringIndex(folded, -1)
	if len(locs) == 0 || strings.TrimSpace(folded[locs[len(locs)-1][1]:]) != "" {
		return "", nil, false
	}
	head := folded[:locs[0][0]]
	res := headerRow.FindStringIndex(head)
	if res == nil || !refColumnLabel.MatchString(head[res[1]:]) {
		return "", nil, false
	}
	var ds []time.Time
	for k, loc := range locs {
		if k > 0 && strings.TrimSpace(folded[locs[k-1][1]:loc[0]]) != "" {
			return "", nil, false
		}
		d, ok := parseDate(folded[loc[0]:loc[1]])
		if !ok {
			return "", nil, false
		}
		ds = append(ds, d)
	}
	return head, ds, true
}

// wrappedReferenceLabel is a header's reference label cut by its cell's wrap: "valores de" before
// the next column's label, "referência" on the line below.
var wrappedReferenceLabel = regexp.MustCompile(`\bvalor(?:es)? de\s+(?:resultado|unidade|anterior|exame)`)

// wrappedLabelDate is the line under a header that holds the rest of a wrapped label and the
// earlier column's date: "referencia 14/10/2024", or the date first: "02/10/2024 homens adultos"
// (under "... Anterior Unidade Valores de referência").
var wrappedLabelDate = regexp.MustCompile(`^\s*(?:(?:referencia|ref\.?)\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(?:\s+[a-z]+){1,3})\s*$`)

// refColumnLabel is a header's label of the reference column, however abbreviated: "Referência",
// "Ref.", "VR".
var refColumnLabel = regexp.MustCompile(`referencia|\bref\b|\bv\.?r\b`)

// ageGroupParens is an age group in brackets qualifying a column: "Referência (4 a 6 anos)".
var ageGroupParens = regexp.MustCompile(`\([^()/]*\b(?:anos|meses|dias|semanas)\)`)

// readHeader updates ctx from a table header row; ok is false when the line is not one.
func readHeader(folded string, ctx *lineContext) bool {
	if strings.ContainsAny(ageGroupParens.ReplaceAllString(folded, ""), "0123456789") {
		return false // (an age group's numbers may qualify a column: "Referência (4 a 6 anos)")
	}
	res := headerRow.FindStringIndex(folded)
	if res == nil && methodHeader.MatchString(folded) {
		// OCR lost the "Resultado" of "Exame Método / material Resultado Valores de referência":
		// the result column is the one after the method
		*ctx = lineContext{section: ctx.section, relFirst: ctx.relFirst, table: true, methodFirst: true, scanned: ctx.scanned}
		return true
	}
	if res == nil || !headerOther.MatchString(folded) {
		return false
	}
	ctx.table, ctx.previousDate, ctx.previousDates, ctx.currentDate = true, nil, nil, nil
	ref := strings.Index(folded, "referencia")
	if ref < 0 {
		if m := wrappedReferenceLabel.FindStringIndex(folded); m != nil {
			ref = m[0] // "EXAME VALORES DE RESULTADO UNIDADE ANTERIOR" over "REFERÊNCIA 14/10/2024"
		}
	}
	ctx.refFirst = ref >= 0 && ref < res[0]
	method := strings.Index(folded, "metodo")
	ctx.methodFirst = method >= 0 && method < res[0]
	ctx.previousColumn = strings.Contains(folded[res[1]:], "anterior")
	// the earlier columns after the reference: "Resultado Referência Anterior Anterior"
	ant := strings.Index(folded[res[1]:], "anterior")
	ctx.previousLast = ant >= 0 && ref > res[1] && ref < res[1]+ant
	if rs := headerRow.FindAllStringIndex(folded, -1); len(rs) >= 2 {
		// a second result column is the earlier result's, unless the header is two tables'
		// side by side ("Exame Resultado Referência Exame Resultado Referência")
		between := folded[rs[0][1]:rs[1][0]]
		twoTables := refColumnLabel.MatchString(between) && examLabel.MatchString(between)
		ctx.previousColumn = ctx.previousColumn || !twoTables
		ctx.previousLast = ctx.previousColumn && strings.Contains(between, "referencia")
	}
	// the earlier column before the current one: "Resultado anterior Resultado"
	rs := headerRow.FindAllStringIndex(folded, -1)
	ctx.previousFirst = len(rs) >= 2 && strings.HasPrefix(folded[res[1]:], " anterior") && !strings.HasPrefix(folded[rs[1][1]:], " anterior")
	if ctx.previousFirst {
		ctx.previousColumn, ctx.previousLast = true, false
	}
	m := dateColumnLast.FindStringSubmatch(folded[res[1]:])
	ctx.dateColumn, ctx.releaseAfter = m != nil, m != nil && m[1] != ""
	return true
}

// differentialHeaderBeside reads a differential's header at the start of a line whose rest is
// the other column's row (a known name, then its value): it notes the order of the columns and
// returns that rest.
func differentialHeaderBeside(line string, ctx *lineContext) (string, bool) {
	toks := tokenize(line)
	for k := 2; k < len(toks) && k <= 6; k++ {
		m, ok := matchName(toks, k, ctx.section)
		if !ok || !readsValue(toks, m, *ctx) {
			continue
		}
		head := fold(strings.Join(tokenTexts(toks[:k]), " "))
		rel, abs := strings.Index(head, "%"), max(strings.Index(head, "/mm"), strings.Index(head, "/ul"), strings.Index(head, "/µl"))
		if rel < 0 || abs < 0 {
			return "", false
		}
		ctx.relFirst = rel < abs
		return strings.Join(tokenTexts(toks[k:]), " "), true
	}
	return "", false
}

// refColumnUnit is a reference column's label with its unit in brackets, folded:
// "referencia (/mm³)".
var refColumnUnit = regexp.MustCompile(`referencia\s*\([^()]*\)`)

// readDifferentialHeader notes the order of a differential's columns ("% /mm³", "Relativo
// Absoluto"); ok is false when the line is not such a header.
func readDifferentialHeader(folded string, ctx *lineContext) bool {
	rel := strings.Index(folded, "relativ")
	abs := strings.Index(folded, "absolut")
	if rel < 0 || abs < 0 {
		// (a reference column's unit in brackets names no column: "LEUCOGRAMA REFERÊNCIA (/mm³) % /mm³")
		cols := refColumnUnit.ReplaceAllString(folded, "referencia")
		rel, abs = strings.Index(cols, "%"), strings.Index(cols, "/mm")
		fields := strings.Fields(ageGroupParens.ReplaceAllString(folded, ""))
		if rel < 0 || abs < 0 || len(fields) > 4 && fields[0] != "leucograma" && !strings.HasPrefix(folded, "contagem diferencial") {
			return false
		}
		if len(fields) > 4 {
			// a white count's own header row, references included: "Leucograma % /mm³ Ref. % Ref.
			// /mm³ (2 a 6 anos)", "Contagem diferencial % /mm³ Referência (% | /mm³)" starts a table
			// of its own, without the earlier column above
			for _, f := range fields {
				if hasNumber(f) {
					return false
				}
			}
			ctx.previousColumn, ctx.previousLast, ctx.previousFirst, ctx.previousDate, ctx.previousDates = false, false, false, nil, nil
		}
		for _, f := range strings.Fields(folded) {
			if numericToken.MatchString(strings.TrimRight(f, "%")) {
				return false // a row's values, not a header's labels: "Monócitos 77% 524 /mm³"
			}
		}
	}
	ctx.relFirst = rel < abs
	return true
}

// parseLine reads every result of a line: one, or several side by side (two-column layouts).
func parseLine(line string, ctx lineContext) []result {
	toks := tokenize(line)
	start := 0
	for start < len(toks)-1 && bulletPrefix.MatchString(toks[start].text) {
		start++
	}
	m, ok := matchName(toks, start, ctx.section)
	if !ok || !readsValue(toks, m, ctx) {
		// an analyser's code before the name: "WBC Leucócitos 14,62", "MCV VCM 88,7", "NEUT# Neutrófilos # 12,02"
		// (not a reference's label: "VR anti-Tg: inferior a 4,1 UI/mL" is the row above's reference)
		for p := start + 1; p < len(toks) && p <= start+2 && isAnalyserCode(toks[p-1].text) && !refLabelKey[toks[p-1].key]; p++ {
			if n, found := matchName(toks, p, ctx.section); found && len(toks[p].key) >= 3 && readsValue(toks, n, ctx) {
				m, ok, start = n, true, p
				break
			}
		}
	}
	for p := start + 1; !ok && p < len(toks) && p <= start+4 && isHeadingWord(toks[p-1].text); p++ {
		m, ok = matchName(toks, p, ctx.section) // a heading of the other column before the name
		ok = ok && len(strings.Join(keysOf(toks[m.start:m.end]), "")) >= 4
	}
	for p := start + 1; !ok && p < len(toks) && p <= start+3 && lowerWord(toks[p-1].text); p++ {
		// the end of the left column's name, wrapped, before the right column's row: "corpuscular
		// média Bilirrubina direta 0,21 mg/dL até 0,30"
		if n, found := matchName(toks, p, ctx.section); found && titleCase(toks[p].text) && n.end-n.start >= 2 && readsValue(toks, n, ctx) {
			m, ok = n, true
		}
	}
	if !ok && start < len(toks) && strings.HasPrefix(toks[start].text, "(") {
		// the left column's name ended on this line with its equation in brackets, before the
		// right column's row: "(CKD-EPI 2021) CA 19-9 inferior a 2,0 U/mL até 37,0"
		for p := start; p < len(toks) && p <= start+3; p++ {
			if strings.HasSuffix(toks[p].text, ")") && equationYear.MatchString(strings.TrimSuffix(toks[p].text, ")")) {
				if n, found := matchName(toks, p+1, ctx.section); found && readsValue(toks, n, ctx) {
					m, ok = n, true
				}
				break
			}
		}
	}
	for p, needed := start+1, !ok || !readsValue(toks, m, ctx); needed && p < len(toks); p++ {
		// the left column's note, ended by a full stop, before the right column's row: "HBsAg:
		// quimioluminescência. CEA < 1,7 ng/mL", "... (antígeno p24 e anticorpos anti-HIV-1/2).
		// Relação PSA livre/total 0,13 superior a 0,25"
		if sentenceEnd(toks[p-1].text) && unicode.IsUpper([]rune(toks[p].text)[0]) && !slices.ContainsFunc(toks[p:], func(t token) bool {
			// prose goes on ("RNI 3,62 comunicado ao Dr. Iago às 07:20."), a formula ("GME = 28,7 ×")
			return strings.HasSuffix(t.text, ".") || strings.HasSuffix(t.text, ",") || t.text == "=" || t.text == "×"
		}) && !strings.HasSuffix(toks[len(toks)-1].text, ":") {
			if n, found := matchName(toks, p, ctx.section); found && readsValue(toks, n, ctx) {
				m, ok, needed = n, true, false
			}
		}
	}
	if !ok {
		// the disease or group before a dash: "Hepatite B - Anticorpos anti-HBs", "Zika - IgM"
		if dash := groupDash(toks, start); dash > 0 {
			if n, found := matchName(toks, dash+1, ctx.section); found && readsValue(toks, n, ctx) {
				m, ok = nameMatch{n.canon, start, n.end}, true
			}
		}
	}
	if !ok {
		return unknownResult(toks, start, ctx)
	}
	var out []result
	first := true
	limit := func(from int) int {
		for j := from; j < len(toks); j++ {
			if n, ok := matchName(toks, j, ctx.section); ok && nextColumnName(toks, n) && readsValue(toks, n, ctx) {
				return j
			}
		}
		return len(toks)
	}
	longEnd := 0 // the end of the longest name, once a shorter one is tried
	for {
		res, end, ok := readSegment(toks, m, ctx, limit)
		if ok && longEnd > 0 && res[0].val.next <= longEnd {
			ok = false // a number of the longer name ("HIV 1 e 2 - antígeno p24 ...") is no value
		}
		if !ok && first && m.end-m.start > 1 {
			// a shorter name may be the one followed by the value ("HIV 1 e 2 (anticorpos ...)")
			if shorter, found := matchNameUpTo(toks, m.start, ctx.section, m.end-m.start-1); found {
				longEnd = max(longEnd, m.end)
				m = shorter
				continue
			}
		}
		if !ok {
			break
		}
		first = false
		out = append(out, res...)
		if m, ok = matchName(toks, end, ctx.section); !ok || !nextColumnName(toks, m) {
			break
		}
	}
	if len(out) == 0 {
		return unknownResult(toks, start, ctx)
	}
	return out
}

// nextColumnName reports whether a name found after a result may start the next column's
// result: three letters or more, a longer name ("T4 livre"), an ion with its charge ("Na+") or "pH",
// not a stray short word.
func nextColumnName(toks []token, m nameMatch) bool {
	return len(toks[m.start].key) >= 3 || m.end-m.start >= 2 || ionName.MatchString(toks[m.start].text) || capitalPair(toks, m) ||
		toks[m.start].text == "pH" // a urinalysis column beside another's row: "Glicemia 1 hora 154 mg/dL < 180 pH 6,0 5,0 a 7,5"
}

// capitalPair reports whether a name is a two-capital abbreviation right before a number, as a
// compact table's second column prints it ("UR 31 mg/dL", "FA 82 U/L").
func capitalPair(toks []token, m nameMatch) bool {
	t := toks[m.start].text
	return len(t) == 2 && t == strings.ToUpper(t) && t[0] >= 'A' && t[0] <= 'Z' && t[1] >= 'A' && t[1] <= 'Z' &&
		m.end < len(toks) && numericToken.MatchString(toks[m.end].text)
}

// isAnalyserCode reports whether a word is an analyser's parameter code: two to eight capitals,
// digits and "#%-+" ("WBC", "NEUT#", "RDW-CV", "HCO3-").
func isAnalyserCode(w string) bool {
	if len(w) < 2 || len(w) > 8 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, r := range w {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("#%-+", r)) {
			return false
		}
	}
	return true
}

// isHeadingWord reports whether a word is in capitals (a heading such as "ERITROGRAMA") or is a
// panel's name however printed ("Eritrograma").
func isHeadingWord(w string) bool {
	return len(w) >= 5 && strings.ToUpper(w) == w && strings.ToLower(w) != w || panelWords[markerKey(w)] || columnLabels[markerKey(w)]
}

// columnLabels are the folded labels of a table's header, printed before a name when the other
// column's header shares its line ("Análise Res. Unid. Ref. Folato 21,5 nmol/L").
var columnLabels = map[string]bool{"analise": true, "exame": true, "analito": true, "resultado": true, "res": true,
	"unid": true, "unidade": true, "ref": true, "referencia": true}

// panelWords are the folded names of the panels a report heads its sections with.
var panelWords = map[string]bool{"eritrograma": true, "leucograma": true, "plaquetograma": true, "hemograma": true,
	"bioquimica": true, "lipidograma": true, "ionograma": true, "coagulograma": true, "sorologia": true, "sorologias": true,
	"gasometria": true, "urinalise": true, "hormonios": true}

func keysOf(toks []token) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.key
	}
	return out
}

// readsValue reports whether a name is followed by a value (maybe after a reference).
func readsValue(toks []token, m nameMatch, ctx lineContext) bool {
	_, _, i := valueStart(toks, m, ctx)
	if _, next, ok := rowDateAt(toks, i); ok {
		i = next
	}
	i = afterSampleTime(toks, i)
	_, i = levelTiming(toks, i, m.canon)
	v, ok := resultValue(toks, i, m.canon)
	return ok && !isRangeStart(toks, i, v)
}

// unknownResult reads a line whose name is not found token by token: the words before the
// first value are the name, looked up whole (with its parenthesis and " - " sides), else kept as
// printed when the line has a unit and a reference with a bound.
func unknownResult(toks []token, start int, ctx lineContext) []result {
	first := start + 1
	if m, ok := matchName(toks, start, ctx.section); ok {
		first = m.end // a number of a known name is no value: "HIV 1 e 2 - antígeno p24 ..."
	}
	for i := first; i < len(toks) && i <= start+7; i++ {
		if _, _, _, ok := splitValue(toks[i].text); !ok && !strings.HasPrefix(toks[i].text, "<") && !strings.HasPrefix(toks[i].text, ">") ||
			strings.HasPrefix(toks[i].text, "(") {
			continue // a parenthesis belongs to the name: "Jejum (0 min) 88"
		}
		if strings.ContainsAny(toks[i-1].text, "<>≤≥") {
			return nil
		}
		if _, worded := comparatorOf[toks[max(i-2, start)].key+" "+toks[i-1].key]; worded && i-2 > start {
			if strings.HasSuffix(toks[i-3].text, ":") {
				return nil // a note's threshold: "Anti-HBs: inferior a 10 mUI/mL = não imune"
			}
			i -= 2 // the value's comparator in words: "carga viral inferior a 40 cópias/mL"
		}
		name := strings.Trim(strings.Join(tokenTexts(toks[start:i]), " "), " :-–—")
		if name == "" || strings.Contains(name, ":") {
			return nil
		}
		v, ok := readValue(toks, i)
		if !ok || isRangeStart(toks, i, v) {
			return nil
		}
		canon, known := canonicalIn(name, ctx.section)
		if !known {
			canon = ""
		}
		res, _, ok := readSegment(toks, nameMatch{canon: canon, start: start, end: i}, ctx, func(int) int { return len(toks) })
		if !ok {
			return nil
		}
		for k := range res {
			res[k].raw = name
		}
		return res
	}
	return nil
}

// labLine is a result with the line it was read on.
type labLine struct {
	lab  Lab
	line int
}

// extractLabs reads every result in document order; a line is used once. Each result without a
// date of its own gets the collection date (of dates, collectionDates) printed nearest before it
// (after it when the report prints its dates only below the results).
func extractLabs(ls []string, dates []lineDate, scanned bool) []Lab {
	var found []labLine
	seen := map[string]bool{}
	add := func(l Lab, line int) {
		key := fold(l.Marker + "|" + l.ValueText + "|" + l.Unit + "|" + l.RefText + "|" + l.Qualitative)
		if l.CollectedAt != nil {
			key += "|" + l.CollectedAt.Format(time.DateOnly) // the same value on another day is another result
		}
		if l.Marker != "" && !seen[key] {
			seen[key] = true
			found = append(found, labLine{l, line})
		}
	}
	sections := lineSections(ls)
	names := bareNames(ls, sections)
	rows, used := assembleColumns(ls, names)
	for _, r := range rows {
		ctx := lineContext{section: sections[r.line], relFirst: true, scanned: scanned}
		for _, l := range toLabs(parseLine(r.text, ctx), ctx) {
			add(l, r.line)
		}
	}
	ctx := lineContext{relFirst: true, scanned: scanned}
	pending := ""
	bandEnd := -1                 // the last line a band read
	columnRest := -1              // a line left holding the other column's row after a wrapped name's end
	var columns []time.Time       // the dates of a cumulative table's columns, while in one
	var altColumns []time.Time    // the other reading of the header's dates, for rows that do not fit columns
	beside := false               // whether the cumulative table is printed twice side by side, a row of each on a line
	timeRows := ""                // the marker of a stimulation test's rows named by their time ("Tempo Cortisol Unidade")
	var timeCols []timeColumn     // the markers of a curve's columns, its rows named by their time ("Tempo Glicose Insulina")
	refList := 0                  // the first line under a bare "Valores de referência:", while its list of references may go on
	refTable := 0                 // the first line under a table of references by category ("Desejável Limítrofe Alto"), while it goes on
	heading, headingLine := "", 0 // the last bare marker heading ("TEMPO DE PROTROMBINA (TP)") and its line
	// nearHeading reports whether line i is below the heading, close enough to name its measures
	nearHeading := func(i int) bool { return heading != "" && i > headingLine && i-headingLine <= headingReach }
	aboveHeader := "" // the earlier columns' labels printed above the header row, read with it
	for i := 0; i < len(ls); i++ {
		f := fold(ls[i])
		ctx.section = sections[i]
		if aboveHeader != "" {
			f, aboveHeader = f+" "+aboveHeader, ""
		}
		if strings.HasSuffix(f, " basal") && i+1 < len(ls) && onlyDate.MatchString(ls[i+1]) {
			// a baseline's column after the reference, dated below: "Exame Resultado Unidade Valores de
			// referência Basal" over "05/08/2024" (a pre-exposure sample) is an earlier result's
			f = strings.TrimSuffix(f, "basal") + "anterior"
		}
		if admissionColumn.MatchString(f) && headerRow.MatchString(f) {
			// an occupational report's baseline column: "EXAME ATUAL ADMISSIONAL UNIDADE" over
			// "15/01/2024" is an earlier result's, the admission exam's
			f = admissionColumn.ReplaceAllString(f, "anterior")
		}
		if earlierLabelsOnly.MatchString(f) && i+1 < len(ls) {
			f = strings.ReplaceAll(f, "basal", "anterior")
			// a header whose earlier columns' labels sit above its row, as a two-line header cell
			// centred beside one-line ones prints them: "Anterior Anterior" over "Exame Resultado
			// Unidade Valores de referência" over "16/07/2024 11/07/2023"
			if probe := ctx; readHeader(fold(ls[i+1])+" "+f, &probe) {
				aboveHeader = f
				continue
			}
			if ds, n := onlyDates(ls[i+1]), strings.Count(f, "anterior"); len(ds) == n {
				// the earlier columns labelled and dated with no header row for the others: their
				// cells follow the reference ("Anterior Anterior" over "16/07/2024 11/07/2023", then
				// "Hemoglobina 14,0 g/dL 13,5 a 17,5 14,4 14,9")
				ctx.earlierColumnsAfterReference(ds)
				columns, altColumns, pending, timeRows = nil, nil, "", ""
				i++
				continue
			}
		}
		if strings.Contains(ls[i], "\f") || ls[i] == "" {
			ctx.table, pending, columns, altColumns, heading, ctx.curve, timeRows = false, "", nil, nil, "", nil, ""
		}
		if slices.ContainsFunc(dates, func(d lineDate) bool { return d.line == i }) {
			columns, altColumns = nil, nil // a collection of its own ("URINA ROTINA — coleta 10/06/2025") ends a cumulative table
		}
		if used[i] || controlLine.MatchString(f) {
			pending = "" // a coagulation test's control time ("CONTROLE: 12,4 SEG") is not a result
			continue
		}
		if head, ds, ok := datedEarlierHeader(f); ok && readHeader(head, &ctx) {
			// "Exame Resultado Unidade Valores de referência 12/11/2024 03/06/2024": the earlier
			// results after the reference, each column dated in the header
			ctx.earlierColumnsAfterReference(ds)
			columns, altColumns, pending, timeRows = nil, nil, "", ""
			continue
		}
		if head, d, ok := earlierColumnLabelled(f, i > 0 && labelAbove.MatchString(fold(ls[i-1]))); ok && readHeader(head, &ctx) && ctx.previousColumn && !ctx.previousLast {
			// "Exame Resultado Unidade Em 18/06/2025 Valores de referência", "EXAME RESULTADO ANT.
			// 03/04/2025 VALORES DE REFERENCIA": the earlier result's column between the result and
			// the reference, dated in the header
			ctx.previousDate = &d
			columns, altColumns, pending, timeRows = nil, nil, "", ""
			continue
		}
		if i+1 < len(ls) {
			if merged, ok := datesBelowLabels(ls[i], ls[i+1]); ok {
				if cols := columnDates(merged); cols != nil {
					// the earlier columns' dates under their labels: "Exame 22/09/25 Ant. Unidade" over "17/03/25"
					cols, beside = sideBySide(fold(merged), cols)
					columns, altColumns, pending, ctx.curve, timeRows, i = misreadYears(cols, dates), nil, "", nil, "", i+1
					continue
				}
			}
		}
		if cols := columnDates(ls[i]); cols != nil {
			cols, beside = sideBySide(f, cols)
			columns, altColumns, pending, ctx.curve = misreadYears(cols, dates), nil, "", nil
			latest := slices.MaxFunc(cols, time.Time.Compare)
			if d, ok := parseDate(ls[max(i-1, 0)]); ok && i > 0 && onlyDate.MatchString(ls[i-1]) && d.After(latest) {
				// the current column's date wrapped above the header ("18/02/2025" over "Exame
				// 05/11/2024 12/08/2024 Unidade", "(atual)" below), unless the rows do not fit it
				columns, altColumns = append([]time.Time{d}, columns...), columns
			} else if d, ok := parseDate(ls[min(i+1, len(ls)-1)]); ok && i+1 < len(ls) && onlyDate.MatchString(strings.Trim(ls[i+1], cellRule)) && d.After(latest) {
				// or below it ("Exame Coleta 12/12/2024 09/09/2024 Unidade" over "14/03/2025")
				columns, altColumns = append([]time.Time{d}, columns...), columns
				i++
			} else if current, ok := collectionBefore(dates, i); ok && current.After(latest) {
				// rows with one cell more than the header's dates: the first is the current
				// collection's, its label lost (by a scan's OCR)
				altColumns = append([]time.Time{current}, columns...)
			}
			continue
		}
		if labels := timeColumns(ls[i]); labels != nil {
			columns, altColumns, pending, ctx.curve = make([]time.Time, len(labels)), nil, "", nil // a curve's times, all on the report's day
			if glucoseTolerance(ls[max(0, i-4):i]) {
				ctx.curve = labels
			}
			continue
		}
		if cols, last, ok := timeColumnsHeader(ls, i); ok {
			timeCols, timeRows, pending, i = cols, "", "", last
			continue
		}
		if timeCols != nil {
			if labs, ok := timeColumnsRow(ls[i], timeCols, ctx); ok {
				for _, l := range labs {
					add(l, i)
				}
				continue
			}
			timeCols = nil
		}
		if canon, ok := timeRowsHeader(ls[i]); ok || curveRowsHeader(ls, i) {
			if !ok {
				canon = "Glicose"
			}
			timeRows, pending = canon, ""
			continue
		}
		if timeRows != "" {
			if labs, ok := timeRow(ls[i], timeRows, ctx); ok {
				for _, l := range labs {
					add(l, i)
				}
				continue
			}
		}
		if columns != nil {
			var labs []Lab
			var ok bool
			if beside {
				labs, ok = besideRows(ls[i], columns, ctx) // a row of each of two tables side by side
			} else {
				labs, ok = cumulativeRow(ls[i], columns, ctx, "")
			}
			if joined, wrapped := wrappedRowName(ls, i); wrapped {
				// the name wrapped onto the line below: "Alanina < 33 18 47 ↑ U/L" over
				// "aminotransferase", or "Bilirrubina 0,3 0,4 0,2 mg/dL" over "direta", where the
				// first line's word alone names another marker
				if longer, ok2 := cumulativeRow(joined, columns, ctx, ""); ok2 && (!ok || longer[0].Marker != labs[0].Marker) {
					labs, ok = longer, true
					used[i+1] = true
				}
			}
			if !ok && i > 0 && !used[i-1] && isNameFragment(ls[i-1]) && (startsWithValue(ls[i]) || startsWithEquation(ls[i])) {
				// the name on the line above its cells: "TFG estimada" over "42 45 50 mL/min/1,73 m²"
				// or over "CKD-EPI 2021 42 45 50 mL/min/1,73 m²"
				labs, ok = cumulativeRow(ls[i-1]+" "+ls[i], columns, ctx, "")
			} else if !ok && i > 0 && !used[i-1] && isNameFragment(ls[i-1]) {
				// the name wrapped before its cells: "Gama-Glutamil" over "Transferase (GGT) 88 H 71 H 52 U/L"
				if joined, ok2 := cumulativeRow(ls[i-1]+" "+ls[i], columns, ctx, ""); ok2 && joined[0].LOINC != "" {
					labs, ok = joined, true
				}
			}
			if !ok && altColumns != nil {
				if labs, ok = cumulativeRow(ls[i], altColumns, ctx, ""); ok {
					columns, altColumns = altColumns, nil
				}
			}
			if ok {
				if i+1 < len(ls) && len(labs) > 0 && labs[0].Unit == "" {
					if u, ok := unitLine(ls[i+1]); ok {
						labs, _ = cumulativeRow(ls[i], columns, ctx, u) // the row's unit on the line below: "(ng/mL)"
						i++
					}
				}
				for _, l := range labs {
					add(l, i)
				}
				continue
			}
		}
		if rest, ok := differentialHeaderBeside(ls[i], &ctx); ok {
			// a differential's header beside the other column's row: "Leucograma % /µL Ref. /µL TGO 19 U/L até 32"
			for _, l := range toLabs(parseLine(rest, ctx), ctx) {
				add(l, i)
			}
			continue
		}
		if readHeader(f, &ctx) || readDifferentialHeader(f, &ctx) {
			pending, timeRows = "", ""
			if resultColumn.MatchString(f) {
				columns, altColumns = nil, nil // a table of one result per row ends a cumulative one
			}
			if ctx.previousColumn && i+1 < len(ls) && (onlyDate.MatchString(ls[i+1]) || wrappedLabelDate.MatchString(fold(ls[i+1])) ||
				bracketedDate.MatchString(ls[i+1]) && (strings.Count(f, "resultado") == 1 || ctx.previousFirst)) {
				if d, ok := parseDate(earlierDate.FindString(ls[i+1])); ok {
					// the earlier column's date under its label, maybe beside the rest of a wrapped
					// label: "REFERÊNCIA 14/10/2024", or in brackets: "(12/12/2024)" (under "Resultado
					// anterior Resultado" only when the header puts that column first)
					ctx.previousDate, i = &d, i+1
				}
			} else if n := strings.Count(f, "anterior"); n > 1 && i+1 < len(ls) && (ctx.previousLast || unitBeforeEarlier(f)) {
				// several earlier columns, after the reference or between the unit and the reference
				// ("Exame Resultado Unidade Anterior Anterior Referência"), dated on the line below the
				// header, the current one's first when it is dated too (with the unit after them, "Atual
				// Anterior Anterior Unidade", the dates line heads a cumulative table's columns instead)
				if ds := onlyDates(ls[i+1]); len(ds) == n || len(ds) == n+1 {
					ctx.previousDates, i = ds[len(ds)-n:], i+1
					if len(ds) == n+1 {
						ctx.currentDate = &ds[0]
					}
				}
			} else if ds := onlyDates(ls[min(i+1, len(ls)-1)]); ctx.previousColumn && i+1 < len(ls) && strings.Count(f, "anterior") == 1 && len(ds) == 2 &&
				(ctx.previousLast || unitBetween(f)) {
				// the result's and the earlier column's dates under their labels, in their order:
				// "Resultado ... Anterior" over "14/03/2025 10/03/2025", "Atual Unid. Anterior
				// Valores de referência" over "24/03/2025 20/01/2025" (with the unit after both, "Exame
				// Resultado Anterior Unidade", or before them, "Exame Unidade Atual Anterior", the dates
				// head a cumulative table's columns instead)
				ctx.currentDate, ctx.previousDate, i = &ds[0], &ds[1], i+1
				if ctx.previousFirst {
					ctx.currentDate, ctx.previousDate = &ds[1], &ds[0]
				}
			}
			continue
		}
		if band, last, ok := readBand(ls, i, ctx, i-1 > bandEnd); ok {
			for _, lab := range band {
				add(lab, i)
			}
			i, pending, bandEnd = last, "", last
			continue
		}
		if pair, last, ok := parsePairedBlocks(ls, i, ctx); ok {
			for _, lab := range pair {
				add(lab, i)
			}
			i, pending = last, ""
			continue
		}
		if samplesCount.MatchString(ls[i]) {
			if h := blockHeading(ls[i]); !hasNumber(h) {
				if _, known := canonicalIn(h, ctx.section); known {
					// the heading of an exam's samples, each dated in its row below: its count is no result
					heading, headingLine, pending = h, i, ""
					continue
				}
			}
		}
		if m := datedEarlierLine.FindStringSubmatch(ls[i]); m != nil && len(found) > 0 && found[len(found)-1].line == i-1 && datedEarlierCell.MatchString(ls[i-1]) {
			// another earlier result in the column of the row above: "14/03/24: 104 mg/dL" under
			// "Glicose 118 H mg/dL 70 a 99 10/09/24: 112 mg/dL"
			above := found[len(found)-1].lab
			if d, ok := parseDate(m[1]); ok {
				if labs := readAs(above.Marker, m[2], ctx); len(labs) > 0 && labs[0].Unit == above.Unit {
					labs[0].CollectedAt = &d
					add(labs[0], i)
					continue
				}
			}
		}
		if labs, ok := earlierBesideColumn(ls[i], rowAt(found, i-1), ctx); ok {
			for _, l := range labs {
				add(l, i)
			}
			continue
		}
		if block, last, refLine, ok := parseBlock(ls, i, ctx); ok {
			for _, lab := range block {
				add(lab, last) // dated by a collection line between the heading and the result
			}
			used[refLine] = true // the lines between the result and its reference are read on their own
			// the block's heading names the measures printed below its result ("Título: 1/640")
			heading, headingLine = blockHeading(ls[i]), i
			i, pending = last, ""
			continue
		}
		var labs []Lab
		quoted := false // an earlier result quoted without its date: nothing on the line is read
		if pending != "" {
			// a name begun on the previous line: the joined reading wins when it names a known marker,
			// unless its name ends before this line and the line names a known marker of its own
			// ("Glicemia de jejum" / "Anti-HBs quimioluminescência > 1.000 mUI/mL", a scan's columns)
			if joined := toLabs(parseLine(pending+" "+ls[i], ctx), ctx); len(joined) > 0 && joined[0].LOINC != "" {
				// (a line that starts with a name of its own, which the pending one does not go on
				// into, is its own result: "TEMPO DE PROTROMBINA (TP/RNI)" over "CORTISOL 412 nmol/L")
				// (a line that starts with "da", "de", "do" goes on with the name above whatever that
				// names alone: "ÍNDICE DE SATURAÇÃO" / "DA TRANSFERRINA....: 18,7 %")
				if alone := toLabs(parseLine(ls[i], ctx), ctx); len(alone) == 0 || alone[0].LOINC == "" ||
					nameCrosses(joined[0].RawMarker, pending, ls[i]) && (!separateNames(pending, alone[0], joined[0], ctx.section) || startsWithConnective(ls[i])) {
					labs = joined
				}
			}
		}
		leftName := "" // the start of the left column's name, wrapped before the right column's row
		if labs == nil && i+1 < len(ls) {
			if left, right, ok := nameStartBeforeRow(ls[i], ls[i+1], ctx); ok {
				labs, leftName = right, left
			}
		}
		if labs == nil && ctx.currentDate != nil && len(ctx.previousDates) > 1 && !ctx.previousLast && strings.ContainsAny(ls[i], "-–—") {
			// "Atual Anterior Anterior" dated below is a cumulative table's header: a dash between
			// two cells is an empty one, not a range ("188 - 214 inferior a 190")
			if cum, ok := cumulativeRow(ls[i], append([]time.Time{*ctx.currentDate}, ctx.previousDates...), ctx, ""); ok {
				labs = cum
			}
		}
		if labs == nil {
			labs = toLabs(parseLine(ls[i], ctx), ctx)
		}
		if i+1 < len(ls) {
			// the right column's name going on at the end of the next line, after the left
			// column's row: "Hemoglobina 8,1 ↑ % < 5,7" over "Hematócrito 41,8 % 41 a 53 Glicada (A1c)"
			if joined, next, ok := rightColumnWrap(ls[i], ls[i+1], labs, ctx); ok {
				labs, ls[i+1] = joined, next
				if next == "" {
					i++ // the line held only the name's end: "oxalacética (TGO)"
				}
			}
		}
		if i+1 < len(ls) {
			// a name cut after a slash: "RELAÇÃO PSA LIVRE / 18,6 %" / "PSA TOTAL Inferior a 10 %"
			if joined, ok := slashWrappedName(ls[i], ls[i+1], ctx); ok {
				labs = joined
				i++
			}
		}
		if unknown := len(labs) == 0 || labs[0].LOINC == ""; i+1 < len(ls) && i != columnRest && (unknown || nameGoesOn(ls[i+1], false) || startsLowerWord(ls[i+1])) &&
			!(unknown && nearHeading(i) && measuredUnderHeading(ls[i], heading, ctx)) && !noteSentence(ls[i]) {
			// a name that wraps below its value: "Bilirrubina 0,6 mg/dL" / "indireta" (not on the
			// other column's row left after a name's end: what its line below begins with is the
			// first column's)
			if joined, rest, ok := wrappedName(ls[i], ls[i+1], labs, unknown, ctx); ok {
				labs = joined
				if rest != "" {
					ls[i+1], columnRest = rest, i+1
				} else {
					i++
				}
			}
		}
		if i > 0 && len(labs) > 0 {
			// the right column's name begun at the end of the line above, its end and value after
			// this line's own row: "Ureia 44 mg/dL 15 a 45 CEA – Antígeno" over "Creatinina 1,02
			// Alto mg/dL 0,50 a 0,90 carcinoembrionário 2,1 ng/mL até 3,8"
			labs = append(labs, rightNameAbove(ls[i-1], ls[i], labs, ctx)...)
		}
		if labs == nil {
			// a row that starts with its own collection date and time: "09/02/2025 20:15 Creatinina 121 µmol/L"
			if d, rest, ok := leadingDate(ls[i]); ok {
				labs = toLabs(parseLine(rest, ctx), ctx)
				if len(labs) == 0 && nearHeading(i) {
					labs = historyRow(rest, heading, ctx)
				}
				for k := range labs {
					labs[k].CollectedAt = &d
				}
			}
		}
		if len(labs) > 0 && labs[len(labs)-1].RefText == "" && i+1 < len(ls) && (refLineStart.MatchString(fold(ls[i+1])) || boundLine(ls[i+1])) {
			if ref, ok := parseReference(ls[i+1]); ok {
				last := &labs[len(labs)-1]
				last.RefText, last.RefLow, last.RefHigh = ref.text, ref.low, ref.high
				last.Flag = flagFor(last.Value, ref.low, ref.high)
				i++
				// the reference line may go on with the other column's result
				labs = append(labs, midLineResults(ls[i], ctx)...)
			}
		}
		if earlierResult.MatchString(f) || earlierDated.MatchString(f) {
			// an earlier result quoted beside the current one counts with its own date only
			t, ok := dateAfter(collectKey, f)
			if !ok {
				// unless its row dated it: "Colesterol Total – resultado anterior (12/09/2024) 171 mg/dL"
				labs = slices.DeleteFunc(labs, func(l Lab) bool { return l.CollectedAt == nil })
				quoted = len(labs) == 0
			}
			if ok {
				for k := range labs {
					labs[k].CollectedAt = &t
				}
			}
			if len(labs) == 0 {
				labs = earlierNamed(ls[i], ctx) // "Anterior em 09/12/2024: Colesterol total 195 mg/dL · HDL 39 mg/dL"
			}
			// under the row it is an earlier result of ("T4 LIVRE 0,98 ng/dL 0,70 a 1,48" over
			// "Anterior em 12/11/2024: 1,05 ng/dL"), or else under its exam's heading
			rowAbove := len(found) > 0 && i-found[len(found)-1].line <= 4 && (!nearHeading(i) || found[len(found)-1].line > headingLine)
			if len(labs) == 0 && rowAbove {
				above := found[len(found)-1].lab
				if labs = earlierUnderHeading(ls[i], above.Marker, above.Unit, ctx); len(labs) > 0 && !unitSuits(above.Marker, labs[0].Unit) {
					labs = nil // another exam's ("1,21 mg/dL" under "TFG estimada ...: 54 mL/min/1,73 m²")
				}
			}
			if len(labs) == 0 && nearHeading(i) {
				labs = earlierUnderHeading(ls[i], heading, "", ctx)
			}
		}
		labs = datePrevious(labs, ls, i, ctx.previousDate)
		if (len(labs) == 0 || labs[0].LOINC == "") && nearHeading(i) {
			// a measure named under its exam's heading: "ATIVIDADE ....: 82 %" below "TEMPO DE PROTROMBINA (TP)"
			if named, ok := underHeading(ls[i], heading, ctx); ok {
				labs = named
			}
		}
		if i > 0 && bareReferenceLabel.MatchString(fold(ls[i-1])) && len(found) > 0 && len(labs) > 0 && labs[0].Marker == found[len(found)-1].lab.Marker {
			// "Valor de referência:" / "Relação proteína/creatinina: inferior a 0,20 g/g" names the
			// result above again to give its reference
			labs = nil
		}
		if bareReferenceLabel.MatchString(f) {
			refList = i + 1
		} else if refList > 0 && i-refList < refListReach && labelledBound.MatchString(f) && !strings.Contains(f, "resultado") {
			labs = nil // a list of references under its label: "Triglicerídeos: < 150 mg/dL (jejum)"
		} else if len(labs) > 0 {
			refList = 0
		}
		if refTableHeader.MatchString(f) && !strings.Contains(f, "resultado") {
			refTable = i + 1
		} else if refTable > 0 && i-refTable < refListReach && allBounds(labs) {
			labs = nil // a table of references or targets by category: "Col. total < 190 mg/dL ≥ 190 mg/dL"
		} else if len(labs) > 0 {
			refTable = 0
		}
		for _, l := range labs {
			add(l, i)
		}
		if len(labs) > 0 && i+1 < len(ls) && !used[i+1] {
			if abs, ok := absoluteBelow(labs[0], ls[i+1], ctx); ok {
				add(abs, i+1) // "Eosinófilos 4,1 % 0,0 a 5,0" over "297 /mm³ 0 a 500"
				used[i+1] = true
			}
			if titre, ok := titreBelow(labs[len(labs)-1], ls[i+1], ctx); ok {
				add(titre, i+1) // "VDRL Reagente" over "Título 1:8"
				used[i+1] = true
			}
			if other, ok := sameInOtherUnit(labs[len(labs)-1], ls[i+1], ctx); ok && !used[i+1] {
				// the same result in another unit on the line below, as a report that prints SI units
				// and under each the conventional one does: "Glicose 5,6 mmol/L 3,9 - 5,5" over "101
				// mg/dL H [70 - 99]"
				add(other, i+1)
				used[i+1] = true
			}
		}
		prev := pending
		pending = ""
		if len(labs) == 0 && (isNameFragment(ls[i]) || nameLine(ls[i], ctx.section)) && !inNameRun(names, i) {
			pending = ls[i]
			if prev != "" && len(strings.Fields(prev)) <= 4 && !newName(prev, ls[i], ctx.section) {
				pending = prev + " " + ls[i] // a name wrapped over three lines: "Creatinina" / "urinária em" / "24 horas 1.480 mg/24 h"
			}
		}
		if i+1 < len(ls) && startsWithValue(ls[i+1]) {
			if name, ok := trailingName(ls[i], ctx.section); ok {
				pending = name
			}
		}
		if leftName != "" {
			pending = leftName
		}
		if len(labs) == 0 {
			if h := blockHeading(ls[i]); !strings.Contains(h, ":") && !hasNumber(h) {
				if _, known := canonicalIn(h, ctx.section); known || panelOf(h) != "" || stemHeading(h) {
					heading, headingLine = h, i
				}
			}
		}
		if len(labs) == 0 && !quoted {
			labs = midLineResults(ls[i], ctx)
			for _, l := range labs {
				add(l, i)
			}
		}
		if len(labs) == 0 && !quoted {
			for _, l := range examList(ls[i], ctx) {
				add(l, i)
			}
		}
	}
	sort.SliceStable(found, func(a, b int) bool { return found[a].line < found[b].line })
	labs := repeatedBounds(dateLabs(found, dates, materialDates(ls), sampleDates(ls)))
	segmentedAsNeutrophils(labs)
	if pointDecimals(ls) {
		pointDecimalValues(labs)
	}
	if scanned {
		differentialCommas(labs)
	}
	return labs
}

// segmentedAsNeutrophils codes a segmented neutrophil count as the neutrophil count (751-8)
// when its collection prints no neutrophil count of its own: a differential of bands and
// segmented cells whose total the report leaves to the reader. 36 of the dev sets' 44 such
// counts accept 751-8, 29 the segmented cells' 768-2; where a total is printed, the segmented
// count keeps 768-2, so the two never share a code.
func segmentedAsNeutrophils(labs []Lab) {
	for i, l := range labs {
		if l.Marker != "Segmentados" || l.LOINC != markerByName["Segmentados"].LOINC {
			continue
		}
		total := slices.ContainsFunc(labs, func(o Lab) bool { return o.Marker == "Neutrófilos" && sameDay(o, l) })
		if !total {
			labs[i].LOINC = markerByName["Neutrófilos"].LOINC
		}
	}
}

// repeatedBounds drops a bound ("< 190", "superior a 40") without a unit and a reference of its own read
// for a marker already read as a plain number of the same day above it: a target or reference
// the report prints again with the marker's name, in a cell beside other rows' results
// ("HDL-colesterol 58 mg/dL Colesterol total: inferior a 190 mg/dL") that no reference label
// heads on a line of its own, or a row of a table of targets ("LDL-colesterol (mg/dL) < 130 < 100
// < 70"). A serial sample's "Troponina I < 2,0 ng/L < 34,2" is kept.
func repeatedBounds(labs []Lab) []Lab {
	out := make([]Lab, 0, len(labs))
	for i, l := range labs {
		repeated := false
		for _, above := range labs[:i] {
			if l.Comparator != "" && l.Qualitative == "" && (l.RefText == "" || l.Unit == "") && above.Marker == l.Marker && above.Comparator == "" &&
				above.Qualitative == "" && above.ValueText != "" && sameDay(above, l) {
				repeated = true
				break
			}
		}
		if !repeated {
			out = append(out, l)
		}
	}
	return out
}

// differentialCommas puts back the decimal comma Tesseract lost in a differential's percentage
// ("Eosinófilos 31% 211 /mm³" is 3,1 %): every row that prints both counts gives the leucocyte
// count as absolute ÷ percentage; with three rows or more agreeing (their median), a whole
// percentage ten times what its own absolute count gives is a tenth of what was read.
func differentialCommas(labs []Lab) {
	type pair struct{ rel, abs int }
	var pairs []pair
	for a := range labs {
		info, ok := markerByName[labs[a].Marker]
		if !ok || info.Percent == "" || labs[a].Qualitative != "" {
			continue
		}
		for r := range labs {
			if labs[r].Marker == info.Percent && labs[r].Qualitative == "" && labs[r].Value > 0 && sameDay(labs[r], labs[a]) {
				pairs = append(pairs, pair{r, a})
				break
			}
		}
	}
	if len(pairs) < 3 {
		return
	}
	ratios := make([]float64, 0, len(pairs))
	for _, p := range pairs {
		ratios = append(ratios, labs[p.abs].Value/labs[p.rel].Value)
	}
	sort.Float64s(ratios)
	median := ratios[len(ratios)/2]
	near := func(x float64) bool { return x > median*0.85 && x < median*1.15 }
	for _, p := range pairs {
		rel := &labs[p.rel]
		if !allDigits(rel.ValueText) || len(rel.ValueText) < 2 || rel.Comparator != "" {
			continue
		}
		if ratio := labs[p.abs].Value / rel.Value; !near(ratio) && near(ratio*10) {
			rel.ValueText = withComma(rel.ValueText, 1)
			rel.Value /= 10
			if rel.RefText != "" {
				rel.Flag = flagFor(rel.Value, rel.RefLow, rel.RefHigh)
			}
		}
	}
}

// sameDay reports whether two results were collected on the same day (or neither is dated).
func sameDay(a, b Lab) bool {
	if a.CollectedAt == nil || b.CollectedAt == nil {
		return a.CollectedAt == nil && b.CollectedAt == nil
	}
	return a.CollectedAt.Equal(*b.CollectedAt)
}

// pointDecimals reports whether a report prints its decimals with a point, as old systems and
// some research services do ("HEMOGLOBINA 13.5 - 17.5 15.1 g/dL"): several numbers with one or
// two decimals after a point and hardly any after a comma.
func pointDecimals(ls []string) bool {
	points, commas := 0, 0
	for _, l := range ls {
		for _, f := range strings.Fields(l) {
			f = strings.Trim(f, "()[]:;*")
			switch {
			case pointDecimal.MatchString(f):
				points++
			case commaDecimal.MatchString(f):
				commas++
			}
		}
	}
	return points >= 5 && commas*5 <= points
}

var (
	pointDecimal = regexp.MustCompile(`^\d{1,3}\.\d{1,2}$`)
	commaDecimal = regexp.MustCompile(`^\d+,\d+$`)
	// pointThousandths is a number a comma report would read as thousands: "3.120"
	pointThousandths = regexp.MustCompile(`\b(\d{1,3})\.(\d{3})\b`)
)

// pointDecimalValues reads again, in a report that prints decimals with a point, the values
// and reference bounds read as thousands ("TSH 0.270 - 4.200 3.120 uUI/mL" is 3.12), except
// counts per volume, which such a report may still group by thousands.
func pointDecimalValues(labs []Lab) {
	for k := range labs {
		l := &labs[k]
		if u, ok := parseUnit(l.Unit); l.Qualitative != "" || ok && u.dim == dimCountConc {
			continue
		}
		if m := pointThousandths.FindStringSubmatch(l.ValueText); m != nil && !strings.Contains(l.ValueText, ",") {
			if v, ok := parseNumber(m[1] + "," + m[2]); ok {
				l.Value = v
			}
		}
		if l.RefText != "" && pointThousandths.MatchString(l.RefText) {
			if ref, ok := parseReference(pointThousandths.ReplaceAllString(l.RefText, "$1,$2")); ok {
				l.RefLow, l.RefHigh = ref.low, ref.high
			}
		}
		if l.RefText != "" {
			l.Flag = flagFor(l.Value, l.RefLow, l.RefHigh)
		}
	}
}

// lineSections returns the report section ("urine", "gas", "micro", "csf", "fluid", "spep" or
// "") each line is in.
func lineSections(ls []string) []string {
	out := make([]string, len(ls))
	cur := ""
	for i, l := range ls {
		f := fold(l)
		if s := sectionOf(headingText(f)); s != "" && len(headingText(f)) < 80 && !(bodyFluid(cur) && s == "blood" && !bloodMaterial.MatchString(f)) &&
			!(cur == "spep" && s == "blood" && strings.HasPrefix(f, "material")) && !(s == "gas" && materialList.MatchString(f)) {
			cur = strings.TrimPrefix(s, "blood")
		} else if cur == "spep" && capitalsHeading(l) {
			cur = "" // an electrophoresis is one exam: the next exam's heading ends it
		} else if numberedCollection.MatchString(f) {
			cur = "" // "Coleta 2 - 15/12/2025 06:10 (controle)": another collection's block
		}
		out[i] = cur
	}
	return out
}

// cellRule is what a table's rules and a scan's specks leave around a cell: "— 14/03/2025 |".
const cellRule = " —–-|'\"“”"

// datedEarlierLine is a line that holds an earlier result dated first and nothing else: "14/03/24:
// 104 mg/dL".
var datedEarlierLine = regexp.MustCompile(`^\s*(` + anyDate.String() + `):\s+(\S.*)$`)

// datedEarlierCell is an earlier result's cell dated first, at a line's end: "10/09/24: 112 mg/dL".
var datedEarlierCell = regexp.MustCompile(anyDate.String() + `:\s+\S+(?:\s+\S+)?\s*$`)

// startsWithEquation reports whether a line starts with an estimate's equation: "CKD-EPI 2021 42".
func startsWithEquation(l string) bool {
	toks := tokenize(l)
	return len(toks) > 0 && equationNames[toks[0].key]
}

// numberedCollection starts a folded line that opens the block of a report's numbered collection:
// "coleta 2 - 15/12/2025".
var numberedCollection = regexp.MustCompile(`^co[l1i|]eta\s+\d{1,2}\s*[-–—]\s*\d`)

// materialList is a folded line listing a report's materials, the arterial blood among others
// ("Material: soro, sangue total EDTA e sangue arterial"): no blood gas's heading.
var materialList = regexp.MustCompile(`^(?:materia(?:l|is)|amostras?)\b[^.]*(?:,| e )`)

// boundLine reports whether a line is only a reference's bound, the reference of the result
// above it ("Até 25,0 U/mL.", "Inferior a 5,0 mg/L").
func boundLine(l string) bool {
	f := strings.TrimRight(fold(l), ". ")
	if len(f) > 40 || !(refUpper.MatchString(f) || refLower.MatchString(f)) {
		return false
	}
	toks := tokenize(f)
	n, ok := rangeAt(toks, 0)
	return ok && n == len(toks)
}

// headingText is what of a line may be a section's heading: the line, or when it is too long for
// one, the title before its parenthesis ("GASOMETRIA ARTERIAL (Material: sangue arterial - radial
// D - FiO2 0,21 - Temp. 36,8 °C)").
func headingText(f string) string {
	if k := strings.IndexAny(f, "(["); len(f) >= 80 && k > 0 {
		return f[:k]
	}
	return f
}

// bodyFluid reports whether a section is a body fluid's other than urine (CSF, pleural, ...).
func bodyFluid(section string) bool {
	return section == "csf" || section == "fluid" || section == "semen"
}

// capitalsHeading reports whether a line is an exam's heading in capitals: two words or more,
// no number, no lower-case letter.
func capitalsHeading(l string) bool {
	return len(strings.Fields(l)) >= 2 && !hasNumber(l) && strings.ToUpper(l) == l && strings.ToLower(l) != l
}

// inNameRun reports whether line i is one of several bare marker names in a row (a column that
// OCR read apart from its values): such a name never joins the next line.
func inNameRun(names []bool, i int) bool {
	return names[i] && (i > 0 && names[i-1] || i+1 < len(names) && names[i+1])
}

// midLineResults reads the results that start inside a line after other text (the other
// column's reference or method: "Ref.: 136 a 145 mmol/L · ISE indireto Bilirrubina direta
// 0,92mg/dL"): a capitalised known name followed by a number with a unit, not after a colon
// and without a comparator. Qualitative words are not taken there (prose says "VDRL reagente",
// "Interpretação: HbA1c ≥ 6,5 %").
func midLineResults(line string, ctx lineContext) []Lab {
	toks := tokenize(line)
	for j := 1; j < len(toks); j++ {
		r, _ := utf8.DecodeRuneInString(toks[j].text)
		if !unicode.IsUpper(r) {
			continue
		}
		if strings.HasSuffix(toks[j-1].text, ":") {
			continue // "Interpretação: HbA1c ≥ 6,5 % é compatível com diabetes" is prose
		}
		m, ok := matchName(toks, j, ctx.section)
		if !ok || !distinctName(toks[m.start:m.end]) || !readsValue(toks, m, ctx) {
			continue
		}
		// one result, read from a window of the line: name, value, unit and reference
		labs := toLabs(parseLine(strings.Join(tokenTexts(toks[j:min(len(toks), j+midLineWindow)]), " "), ctx), ctx)
		if len(labs) == 0 || labs[0].Qualitative != "" || labs[0].Comparator != "" || labs[0].Unit == "" || labs[0].LOINC == "" ||
			!unitSuits(labs[0].Marker, labs[0].Unit) {
			continue // (in prose a name may stand before another's value: "SHBG e albumina (4,5 g/dL")
		}
		return labs[:1]
	}
	return nil
}

// nameStartBeforeRow reads a line that begins with the start of the left column's name, wrapped,
// before the right column's row, the rest of the name and its value on the next line:
// "Hemoglobina Eosinófilos 3 175 40 a 500" over "Corpuscular Média 25,6 ↓ pg 26,0 a 34,0 ...". It
// returns the name's start and the right column's results, when the name's start reads no value
// and, joined to the next line, names a known marker whose own start alone does not name it.
func nameStartBeforeRow(line, next string, ctx lineContext) (string, []Lab, bool) {
	toks := tokenize(line)
	m, ok := matchName(toks, 0, ctx.section)
	if !ok || readsValue(toks, m, ctx) || m.end >= len(toks) {
		return "", nil, false
	}
	r, ok := matchName(toks, m.end, ctx.section)
	if !ok || !readsValue(toks, r, ctx) {
		return "", nil, false
	}
	left := strings.Join(tokenTexts(toks[:m.end]), " ")
	joined := toLabs(parseLine(left+" "+next, ctx), ctx)
	alone := toLabs(parseLine(next, ctx), ctx)
	if len(joined) == 0 || joined[0].LOINC == "" || joined[0].Marker == m.canon || len(alone) > 0 && alone[0].LOINC != "" {
		return "", nil, false
	}
	right := toLabs(parseLine(strings.Join(tokenTexts(toks[m.end:]), " "), ctx), ctx)
	if len(right) == 0 || right[0].LOINC == "" {
		return "", nil, false
	}
	return left, right, true
}

// distinctName reports whether a name found inside a line is distinct enough to start a result
// there: four letters or more, an acronym of three capitals ("CPK", "TSH") or an ion with its
// charge ("Na+"); "Na", "Ca", "Hb" are too often part of other text.
func distinctName(name []token) bool {
	key := strings.Join(keysOf(name), "")
	return len(key) >= 4 || len(key) == 3 && len(name) == 1 && strings.ToUpper(name[0].text) == name[0].text ||
		len(name) == 1 && ionName.MatchString(name[0].text)
}

// ionName is an electrolyte written with its charge, as blood-gas analysers print it ("Na+",
// "Ca++", "Cl-"): distinct however short.
var ionName = regexp.MustCompile(`^[A-Z][a-z]?(?:\+{1,2}|-)$`)

// midLineWindow bounds the tokens read for a result found inside a line, so a long line costs
// linear time.
const midLineWindow = 16

// nameGoesOn reports whether a line may end the name of the result above it: a few words
// without a value, starting in lower case or with a parenthesis ("indireta", "láctica (LDH)",
// "(CKD-EPI 2021)", "glomerular estimada"), or in capitals too when capitals is set (the line
// above named no known marker: "CAPACIDADE TOTAL DE 310 ug/dL" / "LIGAÇÃO DO FERRO (CTLF)").
func nameGoesOn(l string, capitals bool) bool {
	if l == "" || len(strings.Fields(l)) > 5 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(l)
	if !(unicode.IsLower(r) || r == '(' || capitals && unicode.IsUpper(r) || dayPeriod.MatchString(l)) {
		return false
	}
	toks := tokenize(l)
	for i := range toks {
		if i+1 < len(toks) && (toks[i+1].key == "horas" || toks[i+1].key == "h") {
			continue // "de 24 horas": part of the name
		}
		if v, ok := readValue(toks, i); ok && v.qualitative == "" && !strings.HasPrefix(toks[i].text, "(") {
			return false
		}
	}
	return true
}

// dayPeriod starts the end of a 24-hour urine test's name wrapped to the next line ("24 horas").
var dayPeriod = regexp.MustCompile(`^24\s?h(?:oras)?\b`)

// nameWords returns the words a line starts with, up to its first number, colon or capitalised
// word after a parenthesis ("estimulante (FSH) Pico ovulatório: 4,7" → "estimulante (FSH)").
func nameWords(l string) string {
	var out []string
	for i, w := range strings.Fields(l) {
		if strings.ContainsAny(w, "0123456789:") && !strings.HasPrefix(w, "(") {
			break
		}
		if i > 0 && strings.HasSuffix(out[len(out)-1], ")") {
			break
		}
		if i > 0 && titleCase(w) && !titleCase(out[len(out)-1]) {
			break // "hidroxiprogesterona Fase folicular: 15 a 70", "IgG Fracamente positivo:": the reference's label
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// lowerWord reports whether w is a word in lower case ("corpuscular", "média").
func lowerWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return w != ""
}

// titleCase reports whether w starts with a capital and goes on in lower case ("Fase", not "HDL").
func titleCase(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && strings.ToLower(w[n:]) == w[n:] && len(w) > n
}

// wrappedName reads a result whose name goes on in the next line: the continuation is put after
// the name part (the words before the value); ok when that names a known marker other than the
// one read from the line alone (alone, what the caller read). rest is what next holds after the
// name's end when that is the other column's row, to be read as a line of its own ("" when the
// name's end is all next holds).
func wrappedName(line, next string, alone []Lab, capitals bool, ctx lineContext) (labs []Lab, rest string, ok bool) {
	if f := strings.Fields(line); len(f) == 0 || numericToken.MatchString(f[0]) || strings.ContainsAny(f[0], "<>≤≥") || refLineStart.MatchString(fold(line)) ||
		refUpper.MatchString(fold(line)) || refLower.MatchString(fold(line)) {
		return nil, "", false // "30 a 60 ng/mL (grupos de risco)", "> 5,0: secreção autônoma", "V.R.: ...", "Até 25,0 U/mL." are a reference's, not a name's
	}
	if _, _, dated := leadingDate(line); dated {
		return nil, "", false // a history's row, dated first ("05/11/2024 0,88 ng/dL"): no name starts with a date
	}
	if toks := tokenize(line); len(toks) > 0 && equationNames[toks[0].key] {
		return nil, "", false // an estimate's equation under it ("CKD-EPI 2021 ..."), not the start of the next row's name
	}
	if dailyDose.MatchString(fold(line)) {
		return nil, "", false // a drug's daily dose ("Varfarina 5 mg/dia (informado)"), not a result
	}
	if resultLabel.MatchString(fold(line)) {
		return nil, "", false // a block's labelled result ("Resultado: 73,2 %") is its heading's, not the next block's
	}
	for _, rest := range continuations(next, capitals) {
		if labs, ok := joinedName(line, rest, alone, ctx); ok {
			// the other column's row after the name's end: "indireta Colesterol LDL 158 H mg/dL"
			if other, cut := strings.CutPrefix(strings.TrimSpace(next), rest+" "); cut && ownRow(other, ctx) {
				return labs, other, true
			}
			if ownRow(next, ctx) {
				return nil, "", false
			}
			return labs, "", true
		}
	}
	if last := len(alone) - 1; last > 0 && alone[last].RawMarker != "" {
		// the line's last row is the right column's, its name wrapping alone onto the line below:
		// "Anti-HCV Não reagente Não reagente Bilirrubina 1,34 H mg/dL até 0,90" / "indireta"
		if at := strings.LastIndex(line, alone[last].RawMarker); at > 0 {
			for _, rest := range continuations(next, capitals) {
				if rest != strings.TrimSpace(next) {
					continue
				}
				if labs, ok := joinedName(line[at:], rest, alone[last:], ctx); ok {
					return append(slices.Clone(alone[:last]), labs...), "", true
				}
			}
		}
	}
	return nil, "", false
}

// ownRow reports whether a line is a known marker's row of its own, with its unit, words or, for
// a marker without a unit, its reference ("eTFG CKD-EPI 2021 81 mL/min/1,73m²", "spKt/V 1,31 ≥
// 1,2"), so it ends no name above it.
func ownRow(line string, ctx lineContext) bool {
	own := parseLine(line, ctx)
	if len(own) == 0 || own[0].name.canon == "" || own[0].name.start != 0 {
		return false
	}
	r := own[0]
	info, known := markerByName[r.name.canon]
	return r.unit != "" || r.val.qualitative != "" || r.hasRef && known && info.Unit == ""
}

// labelledBound is a folded line that names a marker and gives a bound after a colon, as a list of
// references does: "triglicerideos: < 150 mg/dl (jejum)", "hdl: superior a 40 mg/dl".
var labelledBound = regexp.MustCompile(`^[^0-9:]{2,60}:\s*(?:<|>|≤|≥|inferior\b|superior\b|menor\b|maior\b|ate\b|acima\b|abaixo\b|desejavel\b|otimo\b)`)

// refTableHeader is the folded header of a table of references or targets by category, whose
// rows are bounds, not results: "Valores de referência (adultos) Desejável Limítrofe / Alto",
// "Categoria de risco (SBC 2017) Meta LDL-c Meta não-HDL-c".
var refTableHeader = regexp.MustCompile(`^(?:valor(?:es)? de referencia|categorias? de risco|classificacao|referencias?)\b.*\b(?:desejavel|limitrofe|otimo|metas?)\b`)

// allBounds reports whether every result read on a line is a bound ("< 130", "≥ 190"): the line
// is a row of a table of references.
func allBounds(labs []Lab) bool {
	for _, l := range labs {
		if l.Comparator == "" {
			return false
		}
	}
	return len(labs) > 0
}

// refListReach is how many lines a list of references under its bare label may run.
const refListReach = 8

// dailyDose is a drug's dose per day, folded: "5 mg/dia", "50 mcg/d", "1 comprimido/dia".
var dailyDose = regexp.MustCompile(`\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|ug|µg|g|ui|comprimidos?|cp)\s*/\s*(?:dia|d)\b`)

// materialAfter reports whether the words of line after name are a material or method, maybe
// with the row's collection date, and then a value ("Plasma 07/06/25 12,8 s").
func materialAfter(line, name string) bool {
	toks := tokenize(line)
	n := len(tokenize(name))
	return n < len(toks) && skipMethodWords(toks, n) > n
}

// startsLowerWord reports whether a line starts with a lower-case letter (it may end the name
// above it before the row's reference: "ultrassensível risco intermediário: 1,0 a 3,0").
func startsLowerWord(l string) bool {
	r, _ := utf8.DecodeRuneInString(l)
	return unicode.IsLower(r)
}

// continuations are the readings of a line that may end the name above it, longest first: the
// whole line, or the words it starts with, fewer and fewer (the rest may be the row's reference:
// "estimulante (FSH) Pico ovulatório: 4,7 a 21,5", "ultrassensível risco intermediário: 1,0").
func continuations(next string, capitals bool) []string {
	if nameGoesOn(next, capitals) {
		out := []string{next}
		words := strings.Fields(next)
		for n := len(words) - 1; n >= 1; n-- {
			if w := strings.Join(words[:n], " "); otherColumnsEnd(words[n:]) && nameGoesOn(w, capitals) {
				out = append(out, w) // the material's and the time's ends after the name's: "protrombina citrato 23:50"
			}
		}
		return out
	}
	words := strings.Fields(nameWords(next))
	var out []string
	for n := len(words); n >= 1; n-- {
		if w := strings.Join(words[:n], " "); nameGoesOn(w, capitals) {
			out = append(out, w)
		}
	}
	return out
}

// otherColumnsEnd reports whether words are the ends of a row's material and collection columns
// wrapped like its name: materials, methods, a time ("citrato 23:50", "EDTA").
func otherColumnsEnd(words []string) bool {
	for _, w := range words {
		if !methodWord(fold(w)) && !clockTime.MatchString(w) {
			return false
		}
	}
	return len(words) > 0
}

// joinedName reads line with rest put after its name part (the words before the value); ok
// when that names a known marker other than the one read from the line alone.
func joinedName(line, rest string, alone []Lab, ctx lineContext) ([]Lab, bool) {
	if slices.ContainsFunc(strings.Fields(rest), sentenceEnd) {
		return nil, false // a note's sentence ("SBPC/ML e SBEM). LDL calculado"), no name's end
	}
	toks := tokenize(line)
	first := 1
	if m, ok := matchName(toks, 0, ctx.section); ok {
		first = m.end // a number of a known name is no value: "HIV 1 e 2 - antígeno p24 ..."
		if m.end < len(toks) && rangeStarts(toks, m.end) {
			// the reference first, then the value: "Bilirrubina até 0,90 0,96 * mg/dL" / "indireta"
			joined := strings.Join(tokenTexts(toks[:m.end]), " ") + " " + rest + " " + strings.Join(tokenTexts(toks[m.end:]), " ")
			if labs := toLabs(parseLine(joined, ctx), ctx); len(labs) > 0 && labs[0].LOINC != "" && !sameMarker(alone, labs) {
				return labs, true
			}
		}
	}
	for k := first; k < len(toks) && k <= 6; k++ {
		if _, ok := readValue(toks, k); !ok {
			continue
		}
		head := strings.Join(tokenTexts(toks[:k]), " ")
		sep := " "
		if strings.HasSuffix(head, "-") {
			sep = "" // "Hormônio folículo-" / "estimulante (FSH)"
		}
		joined := head + sep + rest + " " + strings.Join(tokenTexts(toks[k:]), " ")
		labs := toLabs(parseLine(joined, ctx), ctx)
		if name := nameWords(line); (len(labs) == 0 || labs[0].LOINC == "" || sameMarker(alone, labs)) &&
			startsWithLetter(name) && name != head && strings.HasPrefix(line, name) && (ctx.methodFirst || materialAfter(line, name)) {
			// a method or material column between the name and the value: the name's end goes after
			// its start ("Prolactina após precipitação Soro PEG 9,6" / "com PEG (monomérica)";
			// "Tempo de Plasma 07/06/25 12,8 s" / "protrombina citrato 23:50")
			labs = toLabs(parseLine(name+" "+rest+line[len(name):], ctx), ctx)
			head = name
		}
		if len(labs) == 0 || labs[0].LOINC == "" {
			return nil, false
		}
		if sameMarker(alone, labs) {
			return nil, false // the continuation changed nothing: keep the line as it was
		}
		if len(alone) > 0 && alone[0].LOINC != "" && !nameGoesInto(head, rest, ctx) {
			return nil, false // a known name the words below do not go on: "Colesterol - HDL 46 mg/dL" over "... conforme risco"
		}
		return labs, true
	}
	return nil, false
}

// nameGoesInto reports whether the marker name at the start of head goes on into rest, the words
// printed below it: "Bilirrubina" / "indireta", not "Colesterol - HDL" / "conforme risco".
func nameGoesInto(head, rest string, ctx lineContext) bool {
	m, ok := matchName(tokenize(head+" "+rest), 0, ctx.section)
	return !ok || m.end > len(tokenize(head))
}

// sameMarker reports whether a line read with its continuation names the marker it names alone
// (whatever its code: "Toxoplasmose IgG 124,6 UI/mL" over "soro (Reagente)" is still toxoplasma IgG).
func sameMarker(alone, joined []Lab) bool {
	return len(alone) > 0 && len(joined) > 0 && alone[0].Marker == joined[0].Marker
}

// datePrevious dates the results of line i read from an earlier-result column by the column's
// date under its header (column), else the first date of the line below ("14/08/2024", "Soro ·
// Quimioluminescência em 12/09/2024"); one without such a date is dropped, since its collection
// is unknown.
func datePrevious(labs []Lab, ls []string, i int, column *time.Time) []Lab {
	if !slices.ContainsFunc(labs, func(l Lab) bool { return l.previous }) {
		return labs
	}
	d := column
	if d == nil && i+1 < len(ls) {
		if t, ok := parseDate(anyDate.FindString(ls[i+1])); ok {
			d = &t
		}
	}
	out := labs[:0]
	for _, l := range labs {
		if l.previous && l.CollectedAt != nil {
			l.previous = false // dated in its own column: "11,2 11/05/2026 06:05"
		} else if l.previous {
			if d == nil {
				continue
			}
			l.CollectedAt, l.previous = d, false
		}
		out = append(out, l)
	}
	return out
}

// onlyDates returns the dates of a line that holds dates and nothing else, else nil.
func onlyDates(line string) []time.Time {
	var ds []time.Time
	for _, w := range strings.Fields(line) {
		d, ok := parseDate(w)
		if !ok || !anyDate.MatchString(w) {
			return nil
		}
		ds = append(ds, d)
	}
	return ds
}

// unitBeforeEarlier reports whether a folded header prints its unit column before its first
// earlier-result column: "Exame Resultado Unidade Anterior Anterior Referência".
func unitBeforeEarlier(folded string) bool {
	u, a := strings.Index(folded, "unid"), strings.Index(folded, "anterior")
	return u >= 0 && u < a
}

// unitBetween reports whether a folded header puts the unit's label between the result's and
// the earlier result's: "Atual Unid. Anterior Valores de referência".
func unitBetween(folded string) bool {
	res := headerRow.FindStringIndex(folded)
	return res != nil && unitBeforeEarlier(folded) && res[0] < strings.Index(folded, "unid")
}

// onlyDate is a line that holds a date and nothing else.
var onlyDate = regexp.MustCompile(`^\s*\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\s*$`)

// bracketedDate is a line that holds a date in brackets and nothing else: "(12/12/2024)".
var bracketedDate = regexp.MustCompile(`^\s*\(\s*\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\s*\)\s*$`)

// anyDate is a date written with slashes anywhere in a line.
var anyDate = regexp.MustCompile(`\b\d{1,2}/\d{1,2}/\d{2,4}\b`)

// headingReach is how many lines below a bare marker heading its measures are named after it.
const headingReach = 8

// underHeading reads a line whose name is not a marker on its own as a measure of the exam in
// heading ("TEMPO" under "TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)" is the aPTT in seconds).
func underHeading(line, heading string, ctx lineContext) ([]Lab, bool) {
	if labs := sampleUnderHeading(line, heading, ctx); len(labs) > 0 {
		return labs, true
	}
	res := parseLine(line, ctx)
	if len(res) == 0 {
		return labelUnderHeading(line, heading, ctx)
	}
	if res[0].name.canon != "" {
		return nil, false
	}
	var canon string
	ok := false
	for _, label := range markerCandidates(res[0].raw) { // "Jejum (0 min)", then "Jejum"
		if canon, ok = headingMeasure(heading, label); ok {
			break
		}
		// the patient's time beside the control's: "Tempo do paciente" is the exam's time
		if short := patientWords.ReplaceAllString(label, ""); short != label {
			if canon, ok = headingMeasure(heading, short); ok {
				break
			}
		}
	}
	if !ok {
		return nil, false
	}
	res[0].name.canon = canon
	labs := toLabs(res[:1], ctx)
	return labs, len(labs) > 0 && labs[0].LOINC != ""
}

// sampleLabel is a numbered sample's (or dosage's) label before its result, with the day it was
// collected: "1ª amostra colhida em 19/03/2025", "Amostra 2 (21/03/2025):", "2ª dosagem – coleta
// em 22/01/2025:", and "12 amostra" where Tesseract read the ª as a 2.
var sampleLabel = regexp.MustCompile(`(?i)^\s*(?:(?:\d\s?[ªºa°o]\.?|[1-9]2)\s*(?:amostra|dosagem)|amostra\s*(?:n[º°o.]\s*)?\d)\s*(?:\(?\s*(?:[-–]\s*)?(?:(?:colhida|coletada|recebida|coleta)\s+)?(?:em\s+)?(\d{1,2}/\d{1,2}/\d{2,4})\s*\)?)?\s*[:\-–]?\s*`)

// sampleUnderHeading reads a numbered sample's result under its exam's heading (a stool
// examination of three samples, each collected on its own day): "1ª amostra colhida em
// 19/03/2025 Cistos de Giardia lamblia" under "PARASITOLÓGICO DE FEZES".
func sampleUnderHeading(line, heading string, ctx lineContext) []Lab {
	m := sampleLabel.FindStringSubmatchIndex(line)
	canon, known := canonicalIn(heading, ctx.section)
	if m == nil || !known || m[1] == len(line) {
		return nil
	}
	labs := toLabs(parseLine(canon+" "+line[m[1]:], ctx), ctx)
	if len(labs) == 0 || labs[0].Marker != canon {
		return nil
	}
	labs[0].RawMarker = heading + " – " + strings.TrimSpace(line[:m[1]])
	if m[2] >= 0 {
		if d, ok := parseDate(line[m[2]:m[3]]); ok {
			labs[0].CollectedAt = &d
		}
	}
	return labs[:1]
}

// historyRow reads the rest of a dated row under an exam's heading that holds only a value, maybe
// drawn beside a bar ("25/08/2025 ████ 142" in a patient's history of beta-hCG), as that exam's
// result.
func historyRow(rest, heading string, ctx lineContext) []Lab {
	rest = strings.TrimSpace(strings.Map(func(r rune) rune {
		if r >= 0x2580 && r <= 0x259F { // block elements: a chart's bar
			return ' '
		}
		return r
	}, rest))
	canon, known := canonicalIn(heading, ctx.section)
	toks := tokenize(rest)
	if !known || len(toks) == 0 {
		return nil
	}
	v, ok := readValue(toks, 0)
	if !ok || v.qualitative != "" {
		return nil
	}
	if u, n := readUnit(toks, v.next); v.next+n != len(toks) || n > 0 && u == "" {
		return nil // more than a value and its unit: not a history's row
	}
	t := ctx
	t.table = true // a chart's row is a result by its place, as a table's cell
	labs := toLabs(parseLine(canon+" "+rest, t), t)
	if len(labs) == 0 || labs[0].Marker != canon {
		return nil
	}
	labs[0].history = true // the current result's row repeats it
	return labs[:1]
}

// earlierLabelsOnly is a line of nothing but earlier columns' labels, folded: "Anterior Anterior",
// "Resultado anterior", "Basal" (a baseline sample's).
var earlierLabelsOnly = regexp.MustCompile(`^(?:\s*(?:(?:resultados?\s+)?anterior(?:es)?|basal))+\s*$`)

// earlierWords name an earlier result, folded: "resultado anterior", "valores previos" (a
// history, "historico", only before a colon or a number).
const earlierWords = `(?:resultados?|valor(?:es)?|exames?|check.?up|coleta) (?:anterior(?:es)?|previos?)`

// unitSuits reports whether a result of marker may print unit: none, one the reader does not
// know, or one that converts to the marker's. Under "Chumbo no sangue", a marker the table lacks,
// the heading above is another exam's and "3,8 µg/dL" not its result.
func unitSuits(marker, unit string) bool {
	info, ok := markerByName[marker]
	if !ok || unit == "" || info.Unit == "" {
		return true
	}
	if _, known := parseUnit(unit); !known {
		return true
	}
	_, _, ok = convertUnit(info, 1, unit)
	return ok
}

// earlierList reads a list of earlier results, each with its date: "5,8 % em 10/set/2024; 5,6 %
// em 18/mar/2024" under "HEMOGLOBINA GLICADA", "5,7 % (20/09/2024); 5,8 % (15/03/2024)", or
// dated first and split by bars, "11/09/2024: 4,12 | 02/04/2024: 3,87", a bare number then in
// unit, the current result's. An item without a date gives nothing.
func earlierList(canon, list, unit string, ctx lineContext) []Lab {
	var out []Lab
	for _, item := range strings.FieldsFunc(list, func(r rune) bool { return r == ';' || r == '|' || r == '·' }) {
		item = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(item), "."))
		d := earlierDate.FindStringIndex(item)
		if d == nil {
			continue
		}
		date, ok := parseDate(fold(item[d[0]:d[1]]))
		if !ok {
			continue
		}
		// the value after the date ("11/09/2024: 4,12") or before it ("5,8 % em 10/set/2024",
		// "5,7 % (20/09/2024)")
		value := strings.TrimLeft(item[d[1]:], " :)")
		if d[0] > 0 || value == "" {
			value = strings.TrimSuffix(strings.TrimSuffix(strings.TrimRight(strings.TrimSpace(item[:d[0]]), " ("), " em"), " de")
		}
		labs := readAs(canon, value, ctx)
		if len(labs) == 0 && unit != "" {
			labs = readAs(canon, value+" "+unit, ctx) // a bare number in the current result's unit
		}
		if len(labs) > 0 {
			labs[0].CollectedAt = &date
			out = append(out, labs[0])
		}
	}
	return out
}

// earlierDate is the date of an earlier result as printed: "18/09/2024", "10.09.24",
// "10/set/2024".
var earlierDate = regexp.MustCompile(`(?i)\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|` + abbrevDate.String())

// earlierSegment is a folded earlier result with its date at the start of a line, and the
// other column's text after it: "resultado anterior: 41 h u/l em 12/02/2025 proteinas totais 7,1 g/dl".
var earlierSegment = regexp.MustCompile(`^resultado anterior\s*:\s*(.+?)\s+em\s+(\d{1,2}/\d{1,2}/\d{2,4})(?:\s+|$)`)

// rowAt returns the results found on line i, in order.
func rowAt(found []labLine, i int) []Lab {
	var out []Lab
	for k := len(found) - 1; k >= 0 && found[k].line >= i; k-- {
		if found[k].line == i {
			out = append(out, found[k].lab)
		}
	}
	slices.Reverse(out)
	return out
}

// earlierBesideColumn reads a line of a two-column page whose left column prints the earlier
// result of its row above, dated, and whose right column goes on beside it: with its own row
// ("Resultado anterior: 41 H U/L em 12/02/2025 Proteínas totais 7,1 g/dL 6,4 a 8,3") or with
// the earlier result of its row above ("... em 12/02/2025 Resultado anterior: 4,1 g/dL em
// 12/02/2025"). above is the row above, its left column's result first and its right one's
// last (when it has one); each earlier result must read in its row's unit.
func earlierBesideColumn(line string, above []Lab, ctx lineContext) ([]Lab, bool) {
	if len(above) == 0 {
		return nil, false
	}
	f := newFolded(strings.TrimSpace(line))
	m := earlierSegment.FindStringSubmatchIndex(f.s)
	if m == nil || m[1] == len(f.s) {
		return nil, false
	}
	earlier := func(row Lab, value, date string) []Lab {
		d, ok := parseDate(date)
		labs := readAs(row.Marker, value, ctx)
		if !ok || len(labs) == 0 || labs[0].Unit != row.Unit {
			return nil
		}
		labs[0].CollectedAt = &d
		return labs[:1]
	}
	left := earlier(above[0], f.span(m[2], m[3]), f.span(m[4], m[5]))
	if left == nil {
		return nil, false
	}
	rest := f.span(m[1], len(f.s))
	var right []Lab
	if n := earlierSegment.FindStringSubmatchIndex(f.s[m[1]:]); n != nil && m[1]+n[1] == len(f.s) {
		if len(above) < 2 {
			return nil, false
		}
		right = earlier(above[len(above)-1], f.span(m[1]+n[2], m[1]+n[3]), f.span(m[1]+n[4], m[1]+n[5]))
	} else if labs := toLabs(parseLine(rest, ctx), ctx); len(labs) > 0 && labs[0].LOINC != "" {
		right = labs
	}
	if right == nil {
		return nil, false
	}
	return append(left, right...), true
}

// earlierDated opens a folded line quoting an earlier result by its date alone:
// "anterior (19/08/2024): ", "anterior em 12/11/2024: ", "resultado de 12/06/2025 ", "resultado
// anterior 12/06/2025 05:10 (3 h) " (the time it was drawn, and when in a protocol).
var earlierDated = regexp.MustCompile(`^\s*(?:(?:resultado\s+)?anterior(?:es)?\s*(?:\(\s*(\d{1,2}/\d{1,2}/\d{2,4})\s*\)|em\s+(\d{1,2}/\d{1,2}/\d{2,4}))|resultados?\s+(?:de|em)\s+(\d{1,2}/\d{1,2}/\d{2,4})|resultado\s+anterior\s+(\d{1,2}/\d{1,2}/\d{2,4})(?:\s+\d{1,2}:\d{2})?(?:\s*\(\s*\d{1,3}\s*h\s*\))?)\s*:?\s*`)

// earlierDatedAt returns the date earlierDated opens a folded line with, and where the label ends.
func earlierDatedAt(folded string) (string, int, bool) {
	m := earlierDated.FindStringSubmatchIndex(folded)
	if m == nil {
		return "", 0, false
	}
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 {
			return folded[m[g]:m[g+1]], m[1], true
		}
	}
	return "", 0, false
}

// earlierLabel is the label of an earlier result and what follows it, in a folded line:
// "resultado anterior: ".
var earlierLabel = regexp.MustCompile(`^.*?\b(?:` + earlierWords + `|historico(?:[^:]{0,40}:)?)\s*:?\s*`)

// earlierCellDate is the date an earlier result is printed after, folded: "12/03/2024",
// "15/mar/2024", "02 de setembro de 2024".
var earlierCellDate = regexp.MustCompile(earlierDate.String() + `|` + longDate.String())

// earlierDatedFirst reads the rest of an earlier-result label's line when it is one or more
// cells dated first: "12/03/2024: 98 mg/dL", "15/mar/2024: 3,85 ng/mL 12/set/2024: 4,21 ng/mL",
// "02 de setembro de 2024: 5,12 mUI/L" (results of canon in a unit that suits it); nil
// otherwise.
func earlierDatedFirst(canon, rest string, ctx lineContext) []Lab {
	f := newFolded(rest)
	locs := earlierCellDate.FindAllStringIndex(f.s, -1)
	if len(locs) == 0 || strings.TrimSpace(f.s[:locs[0][0]]) != "" {
		return nil
	}
	var out []Lab
	for k, loc := range locs {
		after := strings.TrimLeft(f.s[loc[1]:], " ")
		if !strings.HasPrefix(after, ":") {
			return nil
		}
		colon := len(f.s) - len(after)
		end := len(f.s)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		date, ok := parseDate(f.s[loc[0]:loc[1]])
		labs := readAs(canon, strings.TrimSpace(f.span(colon+1, end)), ctx)
		if !ok || len(labs) == 0 || !unitSuits(canon, labs[0].Unit) {
			return nil
		}
		labs[0].CollectedAt = &date
		out = append(out, labs[0])
	}
	return out
}

// earlierUnderHeading reads an earlier result of the exam in heading, printed below the current
// one with its own date: "Resultado anterior: 1,02 mg/dL em 18/09/2024" under "CREATININA"
// (unit: the current result's, for a list of bare numbers). A line without a date gives
// nothing: the result's day is unknown.
func earlierUnderHeading(line, heading, unit string, ctx lineContext) []Lab {
	canon, known := canonicalIn(heading, ctx.section)
	if !known {
		return nil
	}
	f := newFolded(line)
	var dateText, rest string
	dateFirst := false
	if d, end, ok := earlierDatedAt(f.s); ok {
		// "Anterior (19/08/2024): 15,4 g/dL", "Anterior em 12/11/2024: 1,05 ng/dL", "Resultado de
		// 12/06/2025 9,4 ng/mL": the date first
		dateText, rest, dateFirst = d, line[f.off[end]:], true
	} else {
		d := earlierDate.FindStringIndex(line)
		loc := earlierLabel.FindStringIndex(f.s)
		if loc != nil {
			if labs := earlierDatedFirst(canon, line[f.off[loc[1]]:], ctx); len(labs) > 0 {
				return labs
			}
		}
		if loc != nil && strings.ContainsAny(line[f.off[loc[1]]:], ";|·") { // "Histórico: 18,4 U/mL (13/08/2025) · 22,9 U/mL (14/05/2025)"
			return earlierList(canon, line[f.off[loc[1]]:], unit, ctx)
		}
		if d == nil || loc == nil || d[0] < f.off[loc[1]] {
			return nil
		}
		dateText = line[d[0]:d[1]]
		rest = strings.TrimSuffix(strings.TrimSuffix(strings.TrimRight(strings.TrimSpace(line[f.off[loc[1]]:d[0]]), " ("), " em"), " de")
	}
	date, ok := parseDate(dateText)
	if !ok {
		return nil
	}
	labs := readAs(canon, rest, ctx)
	if dateFirst && unit != "" && (len(labs) == 0 || labs[0].Unit == "" && labs[0].Qualitative == "") && startsWithValue(strings.TrimSpace(rest)) {
		labs = readAs(canon, rest+" "+unit, ctx) // a bare number in the current result's unit: "Resultado anterior 12/06/2025 02:05 3,2"
	}
	if len(labs) == 0 || dateFirst && !unitSuits(canon, labs[0].Unit) {
		return nil
	}
	labs[0].CollectedAt = &date
	return labs[:1]
}

// earlierNamed reads a line quoting earlier results by their date first and then naming them
// ("Anterior em 09/12/2024: Hemoglobina glicada 6,0 %", "Anterior em 09/12/2024: Colesterol
// total 195 mg/dL · HDL 39 mg/dL"): each named result, dated so; nil unless every part names one.
func earlierNamed(line string, ctx lineContext) []Lab {
	f := newFolded(line)
	d, end, found := earlierDatedAt(f.s)
	if !found {
		return nil
	}
	date, ok := parseDate(d)
	if !ok {
		return nil
	}
	rest := line[f.off[end]:]
	splits := [][]string{strings.FieldsFunc(rest, func(r rune) bool { return r == '·' || r == ';' })}
	if strings.Contains(rest, " - ") {
		splits = append([][]string{strings.Split(rest, " - ")}, splits...) // the middle dots as a scan reads them
	}
next:
	for _, parts := range splits {
		var out []Lab
		for _, part := range parts {
			labs := toLabs(parseLine(strings.TrimSpace(part), ctx), ctx)
			if len(labs) != 1 || labs[0].Qualitative != "" && labs[0].LOINC == "" {
				continue next
			}
			labs[0].CollectedAt = &date
			out = append(out, labs[0])
		}
		return out
	}
	return nil
}

// labelUnderHeading reads a line whose label (its first one to three words) names a measure of
// the exam in heading that takes its own kind of result (a titre, a pattern, a word):
// "Título: 1/640" under "PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN)" is the FAN's titre.
func labelUnderHeading(line, heading string, ctx lineContext) ([]Lab, bool) {
	words := strings.Fields(line)
	for n := min(3, len(words)-1); n >= 1; n-- {
		label := strings.TrimRight(strings.Join(words[:n], " "), ":")
		canon, ok := headingMeasure(heading, label)
		if !ok || markerKey(label) == "" {
			continue
		}
		res := parseLine(canon+" "+strings.Join(words[n:], " "), ctx)
		if len(res) == 0 || res[0].name.canon != canon {
			return nil, false
		}
		if info := markerByName[canon]; !info.titre && len(info.results) == 0 && !(info.Qualitative && res[0].val.qualitative != "") {
			return nil, false
		}
		res[0].raw = label
		labs := toLabs(res[:1], ctx)
		return labs, len(labs) > 0 && labs[0].LOINC != ""
	}
	return nil, false
}

// hasNumber reports whether a line has a word that is a number (a result, a date): a heading has
// none, though it may have digits inside a word ("HEp-2", "TSH - 3ª geração").
func hasNumber(l string) bool {
	for _, w := range strings.Fields(l) {
		if strings.HasPrefix(w, "(") || strings.HasSuffix(w, ")") {
			continue // a parenthesis: "(75 g)", "(3ª geração)"
		}
		if numericToken.MatchString(strings.Trim(w, ".,;:[]")) || anyDate.MatchString(w) {
			return true
		}
	}
	return false
}

// headingMeasure looks a measure's label up after each reading of its exam's heading: "TTPa" +
// "Relação" is the aPTT ratio.
func headingMeasure(heading, label string) (string, bool) {
	for _, base := range append(markerCandidates(heading), panelOf(heading)) {
		if canon, ok := markerIndex[markerKey(base+" "+label)]; ok && base != "" {
			return canon, true
		}
	}
	return "", false
}

// panelHeadings are headings of a panel whose rows are named by a label only ("60 minutos" under
// "CURVA GLICÊMICA – TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)"), and the name their labels
// follow in the synonym table ("totg 60 minutos").
var panelHeadings = []struct {
	heading *regexp.Regexp
	name    string
}{
	{regexp.MustCompile(`\b(?:teste oral de tolerancia a glicose|curva glicemica|curva de tolerancia a glicose|totg|gtt oral)\b`), "totg"},
}

// stemHeading reports whether a heading, or a part of it, is a name's stem that its rows'
// labels complete: "TOXOPLASMOSE – ANTICORPOS IgG E IgM" over "IgG 86,2 UI/mL".
func stemHeading(h string) bool {
	for _, c := range markerCandidates(h) {
		if k := markerKey(c); k != "" && headingStems[k] {
			return true
		}
	}
	return false
}

// timeRowsHeader reads the header of a stimulation test whose rows are named by the sample's time
// and whose one result column is a marker's: "Tempo Cortisol Unidade", "Amostra GH (ng/mL)". It
// returns the marker.
func timeRowsHeader(line string) (string, bool) {
	toks := tokenize(line)
	if len(toks) < 2 || len(toks) > 12 || !timeRowsLabel[toks[0].key] {
		return "", false
	}
	m, ok := matchName(toks, 1, "")
	if !ok || m.end < len(toks) && numericToken.MatchString(toks[m.end].text) {
		return "", false
	}
	return m.canon, true
}

// curveRowsHeader reports whether line i is the header of a glucose tolerance test's table whose
// rows are named by the sample's time and whose columns are a result's ("Tempo Resultado Unidade
// Referência"), the test named in the lines above it.
func curveRowsHeader(ls []string, i int) bool {
	toks := tokenize(ls[i])
	if len(toks) < 2 || !timeRowsLabel[toks[0].key] || toks[1].key != "resultado" {
		return false
	}
	return glucoseTolerance(ls[max(0, i-3):i])
}

// timeRowsLabel are the folded labels of a stimulation test's first column.
var timeRowsLabel = map[string]bool{"tempo": true, "amostra": true, "horario": true, "coleta": true}

// sampleTime is a stimulation test's row label: "Basal", "30 min", "60'", "120 minutos", maybe
// with the clock time it was drawn at: "30 min (08:30)".
var sampleTime = regexp.MustCompile(`(?i)^(?:basal|jejum|-?\d{1,3}\s?(?:min|minutos|'))(?:\s*\(?\d{1,2}[:h]\d{2}\)?)?\s+`)

// timeRow reads a row of a stimulation test under timeRowsHeader: its label, then the value of
// the header's marker canon.
func timeRow(line, canon string, ctx lineContext) ([]Lab, bool) {
	line = strings.TrimSpace(line)
	if ctx.scanned {
		line = scannedSampleTime(line)
	}
	loc := sampleTime.FindStringIndex(line)
	if loc == nil {
		return nil, false
	}
	label := strings.ToLower(strings.TrimSpace(line[:loc[1]]))
	timed, fasting := timedMarker(canon, label)
	labs := readAs(timed, line[loc[1]:], ctx)
	if len(labs) == 0 {
		return nil, false
	}
	if fasting {
		labs[0].LOINC = basalCode(labs[0], ctx.section)
	}
	labs[0].RawMarker = canon
	return labs[:1], true
}

// timeColumn is a column of a curve whose rows are its samples' times: the marker and the unit
// its header prints.
type timeColumn struct {
	canon, unit string
	earlier     []string // the values of the rows read so far, as printed
}

// timeColumnsHeader reads, at line i, the header of a curve whose columns are two or more
// markers and whose rows are named by the sample's time: the markers' names, "Tempo" (before
// them or on a line of its own, as a cell centred beside two-line ones prints it) and their
// units in parentheses on the line below ("Glicose Glicose Insulina" / "Tempo" / "(mg/dL)
// (mmol/L) (µUI/mL)"). It returns the columns and the header's last line.
func timeColumnsHeader(ls []string, i int) ([]timeColumn, int, bool) {
	toks := tokenize(ls[i])
	timed := len(toks) > 0 && timeRowsLabel[toks[0].key]
	if timed {
		toks = toks[1:]
	}
	var canons, inline []string
	for j := 0; j < len(toks); {
		m, ok := matchName(toks, j, "")
		if (!ok || m.start != j) && len(canons) > 0 && drawTimeLabel[strings.Join(keysOf(toks[j:]), " ")] {
			break // the time each sample was drawn, after the markers: "Hora da coleta"
		}
		if !ok || m.start != j {
			return nil, i, false
		}
		canons, j = append(canons, m.canon), m.end
		if j < len(toks) && strings.HasPrefix(toks[j].text, "(") && strings.HasSuffix(toks[j].text, ")") {
			inline, j = append(inline, toks[j].text), j+1 // each unit after its name: "Glicose (mg/dL) Insulina (µUI/mL)"
		}
	}
	if len(canons) < 2 {
		return nil, i, false
	}
	if timed && len(inline) == len(canons) {
		if cols, ok := timeColumnUnits(canons, inline); ok {
			return cols, i, true
		}
	}
	k := i + 1
	if !timed && k < len(ls) && timeRowsLabel[markerKey(strings.TrimSpace(ls[k]))] {
		timed, k = true, k+1
	}
	if !timed || k >= len(ls) {
		return nil, i, false
	}
	cols, ok := timeColumnUnits(canons, strings.Fields(ls[k]))
	return cols, k, ok
}

// timeColumnUnits pairs a curve's markers with their units, printed in parentheses.
func timeColumnUnits(canons, units []string) ([]timeColumn, bool) {
	if len(units) != len(canons) {
		return nil, false
	}
	cols := make([]timeColumn, len(canons))
	for c, u := range units {
		u = strings.TrimSuffix(strings.TrimPrefix(u, "("), ")")
		if !KnownUnit(u) {
			return nil, false
		}
		cols[c] = timeColumn{canon: canons[c], unit: u}
	}
	return cols, true
}

// timeColumnsRow reads a row of a curve under timeColumnsHeader: its time ("0 min (jejum)",
// "Basal (0')", "60 min"), then one value per column, each maybe flagged. A glucose's cell takes
// the timed marker of its time (timedMarker), the basal sample the fasting code.
func timeColumnsRow(line string, cols []timeColumn, ctx lineContext) ([]Lab, bool) {
	line = strings.TrimSpace(line)
	if ctx.scanned {
		line = scannedSampleTime(line)
	}
	loc := sampleTime.FindStringIndex(line)
	if loc == nil {
		return nil, false
	}
	label := strings.TrimSpace(line[:loc[1]])
	rest := strings.TrimSpace(line[loc[1]:])
	if strings.HasPrefix(rest, "(") {
		if end := strings.Index(rest, ")"); end > 0 {
			rest = strings.TrimSpace(rest[end+1:]) // "(jejum)", "(0')"
		}
	}
	toks := tokenize(rest)
	var out []Lab
	var texts []string
	k := 0
	for _, col := range cols {
		k = afterFlags(toks, k)
		if k >= len(toks) {
			return nil, false
		}
		v, ok := readValue(toks, k)
		if !ok || v.qualitative != "" || v.unit != "" {
			return nil, false
		}
		k = v.next
		if ctx.scanned {
			v = curveArrow(v, col.earlier)
		}
		texts = append(texts, v.text)
		canon, fasting := timedMarker(col.canon, strings.ToLower(label))
		labs := readAs(canon, v.text+" "+col.unit, ctx)
		if len(labs) == 0 {
			return nil, false
		}
		l := labs[0]
		if fasting {
			l.LOINC = basalCode(l, ctx.section)
		}
		l.RawMarker = col.canon + " " + label
		out = append(out, l)
	}
	k = afterFlags(toks, k)
	if k == len(toks)-1 && clockTime.MatchString(toks[k].text) {
		k++ // the time the sample was drawn: "60 minutos 168 94,2 08:12"
	}
	for ctx.scanned && k < len(toks) && (arrowResidue[toks[k].text] || cellDebris(toks[k].text)) {
		k++ // what a scan's OCR made of the last cell's arrow: "118,7, 1"
	}
	if k != len(toks) {
		return nil, false
	}
	for c := range cols {
		cols[c].earlier = append(cols[c].earlier, texts[c])
	}
	return out, true
}

// curveArrow removes from a scanned curve's value what OCR read of a flag's arrow glued to it,
// told by the values of its column above it: a decimal more than each of them has ("11,81"
// under "5,8", "9,9"), or, in a column of whole numbers of 50 or more, a digit more than any of
// them and five times the largest while what is left lies near them ("2121" under "104",
// "178"; not an insulin's "141" under "16").
func curveArrow(v value, earlier []string) value {
	if len(earlier) == 0 || v.comparator != "" {
		return v
	}
	d, least, most := decimals(earlier[0]), math.Inf(1), 0.0
	for _, e := range earlier {
		n, ok := parseNumber(e)
		if !ok || decimals(e) != d {
			return v
		}
		least, most = min(least, n), max(most, n)
	}
	longer := len(strconv.Itoa(int(v.v))) > len(strconv.Itoa(int(most)))
	for t, n := range arrowStrips(v.text) {
		if decimals(v.text) == d+1 && decimals(t) == d ||
			d == 0 && decimals(v.text) == 0 && least >= 50 && longer && v.v > 5*most && n >= least/2 && n <= 3*most {
			v.text, v.v = t, n
			return v
		}
	}
	return v
}

// scannedZeroMinutes is a curve's first sample time whose zero a scan's OCR read as a letter.
var scannedZeroMinutes = regexp.MustCompile(`^[Oo]\s?(min|minutos|')`)

// scannedSampleTime puts back in a scanned curve row the zero of "0 min" that OCR read as the
// letter O ("O min (Gejum) 104 5,8 16,2").
func scannedSampleTime(line string) string {
	return scannedZeroMinutes.ReplaceAllString(line, "0 $1")
}

// drawTimeLabel are the folded labels of a curve's last column when it prints the time each
// sample was drawn.
var drawTimeLabel = map[string]bool{"hora da coleta": true, "horario da coleta": true, "hora": true, "horario": true, "horario coleta": true, "hora coleta": true}

// absoluteBelow reads the absolute count a differential prints on the line below its relative
// one: a line that starts with a count per volume, under a line whose first result is a
// relative count.
func absoluteBelow(above Lab, line string, ctx lineContext) (Lab, bool) {
	absolute := relativeOf[above.Marker]
	toks := tokenize(line)
	if absolute == "" || len(toks) < 2 {
		return Lab{}, false
	}
	v, ok := readValue(toks, 0)
	if !ok || v.qualitative != "" {
		return Lab{}, false
	}
	unit, n := v.unit, 0
	if unit == "" {
		unit, n = readUnit(toks, v.next)
	}
	if u, known := parseUnit(unit); n == 0 && v.unit == "" || !known || u.dim != dimCountConc {
		return Lab{}, false
	}
	labs := readAs(absolute, line, ctx)
	if len(labs) == 0 {
		return Lab{}, false
	}
	labs[0].RawMarker, labs[0].CollectedAt = above.RawMarker, above.CollectedAt
	return labs[0], true
}

// sameInOtherUnit reads text, which starts with a value and a unit of the marker of above other
// than above's, as the same result in that unit: the two must be equal once converted (within
// 3 %).
func sameInOtherUnit(above Lab, text string, ctx lineContext) (Lab, bool) {
	info, known := markerByName[above.Marker]
	if !known || above.Unit == "" || above.Qualitative != "" || !startsWithValue(text) {
		return Lab{}, false
	}
	labs := readAs(above.Marker, text, ctx)
	if len(labs) == 0 || labs[0].Unit == "" || NormalizeUnit(labs[0].Unit) == NormalizeUnit(above.Unit) || labs[0].Comparator != above.Comparator {
		return Lab{}, false
	}
	a, _, okA := convertUnit(info, above.Value, above.Unit)
	b, _, okB := convertUnit(info, labs[0].Value, labs[0].Unit)
	if !okA || !okB || math.Abs(a-b) > 0.03*math.Max(math.Abs(a), math.Abs(b)) {
		return Lab{}, false
	}
	labs[0].RawMarker, labs[0].CollectedAt = above.RawMarker, above.CollectedAt
	return labs[0], true
}

// readAs reads rest as a result of the marker canon printed before it (a label, a heading or a
// column named it): the results, nil unless the first is canon's.
func readAs(canon, rest string, ctx lineContext) []Lab {
	info, ok := markerByName[canon]
	if !ok {
		return nil
	}
	labs := toLabs(parseLine(info.Synonyms[0]+" "+rest, ctx), ctx)
	if len(labs) == 0 || labs[0].Marker != canon {
		return nil
	}
	return labs
}

// titreOf returns the titre twin of a marker whose result may also be a dilution ("VDRL" →
// "VDRL (título)").
func titreOf(canon string) (*MarkerInfo, bool) {
	t, ok := markerByName[canon+" (título)"]
	return t, ok
}

// titreTwin reports whether a marker has a titre twin.
func titreTwin(canon string) bool {
	_, ok := titreOf(canon)
	return ok
}

// relativeOf maps a relative (%) count to its absolute count: "Eosinófilos (%)" → "Eosinófilos".
var relativeOf = func() map[string]string {
	m := map[string]string{}
	for _, info := range markerTable {
		if info.Percent != "" {
			m[info.Percent] = info.Name
		}
	}
	return m
}()

// titreLine is a line that gives only a titre under its label: "Título 1:8", "Titulo: 1/32".
var titreLine = regexp.MustCompile(`^titulo\s*:?\s*(1\s?[:/]\s?\d{1,5})\b`)

// titreBelow reads the titre printed on the line below a qualitative result whose marker has a
// titre twin ("VDRL Reagente" / "Título 1:8" is VDRL (título) 1:8).
func titreBelow(above Lab, line string, ctx lineContext) (Lab, bool) {
	m := titreLine.FindStringSubmatch(fold(strings.TrimSpace(line)))
	titre, ok := titreOf(above.Marker)
	if m == nil || !ok || above.Qualitative == "" {
		return Lab{}, false
	}
	labs := readAs(titre.Name, m[1], ctx)
	if len(labs) != 1 {
		return Lab{}, false
	}
	labs[0].RawMarker = strings.TrimRight(strings.Fields(line)[0], ":")
	labs[0].CollectedAt = above.CollectedAt
	return labs[0], true
}

// glucoseTolerance reports whether lines (those above a curve's header) name an oral glucose
// tolerance test.
func glucoseTolerance(lines []string) bool {
	for _, l := range lines {
		if panelOf(l) == "totg" {
			return true
		}
	}
	return false
}

// panelOf returns the name a panel heading's labels follow, or "".
func panelOf(heading string) string {
	f := fold(heading)
	for _, p := range panelHeadings {
		if p.heading.MatchString(f) {
			return p.name
		}
	}
	return ""
}

// slashWrappedName reads a line whose name ends with a slash before its value as a name that
// goes on at the start of the next line: the longest start of four words or fewer that makes a
// known name with it.
func slashWrappedName(line, next string, ctx lineContext) ([]Lab, bool) {
	toks := tokenize(line)
	for k := 2; k < len(toks) && k <= 6; k++ {
		if toks[k-1].text != "/" {
			continue
		}
		if _, ok := readValue(toks, k); !ok {
			return nil, false
		}
		head := strings.Join(tokenTexts(toks[:k]), " ")
		words := strings.Fields(next)
		for n := min(4, len(words)); n >= 1; n-- {
			name := head + " " + strings.Join(words[:n], " ")
			if _, known := canonicalIn(name, ctx.section); !known {
				continue
			}
			labs := toLabs(parseLine(name+" "+strings.Join(tokenTexts(toks[k:]), " "), ctx), ctx)
			if len(labs) == 0 || labs[0].LOINC == "" {
				return nil, false
			}
			return labs, true
		}
		return nil, false
	}
	return nil, false
}

// trailingName is the marker name a reference line ends with when the next column's row began
// on it and its value went to the next line ("VR: 11,5 a 14,5 % Ácido úrico" / "6,9 mg/dL"): the
// words after the reference's last number, when they name a known marker.
func trailingName(l, section string) (string, bool) {
	if !refLineStart.MatchString(fold(l)) {
		return "", false
	}
	f := strings.Fields(l)
	last := -1
	for k, w := range f {
		if strings.ContainsAny(w, "0123456789") {
			last = k
		}
	}
	for k := max(last+1, len(f)-4); k < len(f); k++ {
		if w := f[k]; KnownUnit(w) || strings.ContainsAny(w, ":<>≤≥") {
			continue
		}
		name := strings.Join(f[k:], " ")
		if _, ok := canonicalIn(name, section); ok && startsWithLetter(name) {
			return name, true
		}
	}
	return "", false
}

// startsWithValue reports whether a line starts with a number.
func startsWithValue(l string) bool {
	f := strings.Fields(l)
	return len(f) > 0 && numericToken.MatchString(f[0])
}

// nameCrosses reports whether the name raw, read from pending joined to line, goes on into line:
// it holds line's first word ("Colesterol não" / "HDL 130 mg/dL").
func nameCrosses(raw, pending, line string) bool {
	w := strings.Fields(fold(line))
	return len(w) > 0 && strings.Contains(fold(raw), w[0]) && !strings.Contains(fold(pending), w[0])
}

// startsWithConnective reports whether a line starts with a preposition that only goes on a name
// begun above ("da transferrina", "DO FERRO"): no marker's name starts with one.
func startsWithConnective(l string) bool {
	f := strings.Fields(fold(l))
	return len(f) > 1 && (f[0] == "da" || f[0] == "de" || f[0] == "do" || f[0] == "das" || f[0] == "dos")
}

// separateNames reports whether a pending name and the line below's result are two markers' names, not
// one name wrapped: each names a marker of its own, and the joined reading is another marker.
func separateNames(pending string, alone, joined Lab, section string) bool {
	_, known := canonicalIn(pending, section)
	return known && alone.Marker != joined.Marker && startsWithLetter(alone.RawMarker)
}

// newName reports whether line, a name fragment after the fragment prev, starts a name of its
// own: it names a known marker alone and not joined to prev ("Soro – quimioluminescência." /
// "Ferritina" / "28,4 ng/mL", where "Colesterol" / "HDL" is one name).
func newName(prev, line, section string) bool {
	_, alone := canonicalIn(line, section)
	_, joined := canonicalIn(prev+" "+line, section)
	return alone && !joined
}

// nameLine reports whether a line is a known marker's name alone, maybe with a parenthesis after
// it, whose result is on the next line ("Coombs indireto (pesquisa de anticorpos irregulares)" /
// "Negativo"; "HIV 1 e 2 (antígeno e anticorpos)" / "Não reagente").
func nameLine(l, section string) bool {
	head, _, _ := strings.Cut(l, " (")
	_, ok := canonicalIn(strings.TrimSpace(head), section)
	return ok && !strings.Contains(l, ":") && startsWithLetter(l)
}

// isNameFragment reports whether a line may be the first part of a marker name that goes on
// in the next line: a few words, no colon, and no digits but in an alias in parentheses
// ("glicada (HbA1c)").
func isNameFragment(l string) bool {
	return l != "" && len(strings.Fields(l)) <= 4 && !strings.ContainsAny(parenthesised.ReplaceAllString(l, ""), "0123456789:") && startsWithLetter(l)
}

// parenthesised is a word or words in parentheses.
var parenthesised = regexp.MustCompile(`\([^()]*\)`)

// rightColumnWrap reads line again with the end of its last column's name wrapped to the end of
// next (after next's own row), or to next alone when line has two columns: the words after
// next's last number, joined after that name, when they make it a known marker other than the
// one read. It returns the results and next without those words.
func rightColumnWrap(line, next string, labs []Lab, ctx lineContext) ([]Lab, string, bool) {
	f := strings.Fields(next)
	k := len(f)
	numberish := func(t string) bool { return hasDigit(t) && !strings.HasPrefix(t, "(") && !strings.HasSuffix(t, ")") }
	for k > 0 && !numberish(f[k-1]) && !flagCell(f[k-1]) && !KnownUnit(strings.Trim(f[k-1], "()")) && len(f)-k < 3 {
		k--
	}
	if k == len(f) || k > 0 && !hasDigit(strings.Join(f[:k], " ")) {
		return nil, "", false
	}
	frag := strings.Join(f[k:], " ")
	if !unicode.IsLetter([]rune(frag)[0]) || refWords[markerKey(f[k])] {
		return nil, "", false
	}
	for t, toks := 0, tokenize(frag); t < len(toks); t++ {
		if _, n := readQualitative(toks, t); n > 0 {
			return nil, "", false // a result in words ("Anti-HBc total Não reagente"), not a name's end
		}
	}
	raw := lastNameRun(line)
	pos := strings.LastIndex(line, raw)
	if raw == "" || pos < 0 || pos == 0 && (k == 0 || !unicode.IsLower([]rune(frag)[0])) {
		// a line of words alone goes on the first column's name when there is one column, and
		// a one-column line's name goes on in lower case ("Proteína C" ... "reativa")
		return nil, "", false
	}
	old := ""
	if len(labs) > 0 && labs[len(labs)-1].RawMarker == raw {
		old = labs[len(labs)-1].Marker
	}
	if old != "" && !nameGoesInto(raw, frag, ctx) {
		return nil, "", false // a known name the words do not go on: "Colesterol - HDL" / "conforme risco"
	}
	joined := toLabs(parseLine(line[:pos]+raw+" "+frag+line[pos+len(raw):], ctx), ctx)
	for _, l := range joined {
		if strings.HasPrefix(l.RawMarker, raw+" "+f[k]) && l.Marker != old && l.LOINC != "" {
			return joined, strings.Join(f[:k], " "), true
		}
	}
	return nil, "", false
}

// rightNameAbove reads the right column's result whose name began at the end of prev, after the
// left column's row, and goes on in lower case after line's own row, with its value: the
// result, when the joined name is a known marker that line's words alone do not name and that
// line's results do not hold already.
func rightNameAbove(prev, line string, labs []Lab, ctx lineContext) []Lab {
	cell := func(w string) bool { return hasDigit(w) || KnownUnit(w) || flagCell(w) }
	pf := strings.Fields(prev)
	k := len(pf)
	for k > 0 && len(pf)-k < 3 && !cell(pf[k-1]) && !strings.ContainsAny(pf[k-1], ".;:()") {
		k--
	}
	if k == len(pf) || k == 0 || !cell(pf[k-1]) || !unicode.IsUpper([]rune(pf[k])[0]) {
		return nil // (the name's start follows the left row's last cell: not a sentence's words)
	}
	for t, toks := 0, tokenize(strings.Join(pf[k:], " ")); t < len(toks); t++ {
		if _, n := readQualitative(toks, t); n > 0 {
			return nil // the right column's result in words ("Proteínas Negativo"), not a name's start
		}
	}
	f := strings.Fields(line)
	for j := 1; j+1 < len(f); j++ {
		if !unicode.IsLower([]rune(f[j])[0]) || len([]rune(f[j])) < 4 || strings.HasSuffix(f[j], ":") || refWords[markerKey(f[j])] ||
			!(hasDigit(f[j-1]) || KnownUnit(f[j-1])) || !hasDigit(f[j+1]) {
			continue
		}
		rest := strings.Join(f[j:], " ")
		if alone := toLabs(parseLine(rest, ctx), ctx); len(alone) > 0 && alone[0].LOINC != "" {
			return nil
		}
		joined := toLabs(parseLine(strings.Join(pf[k:], " ")+" "+rest, ctx), ctx)
		if len(joined) == 0 || joined[0].LOINC == "" || !strings.HasPrefix(joined[0].RawMarker, pf[k]) ||
			slices.ContainsFunc(labs, func(l Lab) bool { return l.Marker == joined[0].Marker }) {
			return nil
		}
		return joined[:1]
	}
	return nil
}

// lastNameRun is the last run of words in line that a number follows: the name of its last
// (or only) column's result ("Transaminase" in "CHCM 33,3 g/dL 31 a 37 Transaminase 27 U/L").
func lastNameRun(line string) string {
	w := strings.Fields(line)
	word := func(t string) bool {
		return !hasDigit(t) && !KnownUnit(t) && !flagCell(t) && !refWords[markerKey(t)] && markerKey(t) != "a" && !strings.ContainsAny(t, "<>≤≥")
	}
	for j := len(w) - 1; j > 0; j-- {
		if !hasDigit(w[j]) || !word(w[j-1]) {
			continue
		}
		k := j - 1
		for k > 0 && word(w[k-1]) {
			k--
		}
		return strings.Join(w[k:j], " ")
	}
	return ""
}

// hasDigit reports whether s holds a digit.
func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// wrappedLabel is a date label cut after "Data da" by a narrow cell, and the date beside it.
var wrappedLabel = regexp.MustCompile(`(?:^|\s)data d[ae]\s+(\d{1,2}/\d{1,2}/\d{2,4})`)

// wrappedCollectionLabel reads the collection date of a label wrapped in its cell: "Data da
// 14/03/2025 07:42 Cadastro: ..." over "coleta:". f is ls[i] folded.
func wrappedCollectionLabel(f string, ls []string, i int) (time.Time, bool) {
	m := wrappedLabel.FindStringSubmatch(f)
	if m == nil || i+1 >= len(ls) {
		return time.Time{}, false
	}
	next := strings.Fields(fold(ls[i+1]))
	if len(next) == 0 || strings.TrimRight(next[0], ":") != "coleta" || hasNumber(ls[i+1]) {
		return time.Time{}, false
	}
	return parseDate(m[1])
}

// wrappedRowName joins to the start of row ls[i] the rest of its name wrapped onto the line
// below (a few words alone): the words before the row's first number (and its unit, when a
// column of units comes before the values), the line below, the rest.
func wrappedRowName(ls []string, i int) (string, bool) {
	if i+1 >= len(ls) || !isNameFragment(ls[i+1]) {
		return "", false
	}
	f := strings.Fields(ls[i])
	k := slices.IndexFunc(f, func(w string) bool { return hasNumber(w) || strings.ContainsAny(w[:1], "<>≤≥") })
	if k < 1 {
		return "", false
	}
	if k > 1 && KnownUnit(f[k-1]) && !isNameKey(markerKey(f[k-1])) {
		k-- // a unit column before the values: "Proteína C mg/dL 24,6 ..." over "reativa"
	}
	return strings.Join(f[:k], " ") + " " + ls[i+1] + " " + strings.Join(f[k:], " "), true
}

// resultColumn is a header's label of a single result column ("Resultado", "Result.").
var resultColumn = regexp.MustCompile(`\bresult(?:ado|\.)?\b`)

// collectionBefore is the collection date printed last before line i.
func collectionBefore(dates []lineDate, i int) (time.Time, bool) {
	var t time.Time
	for _, d := range dates {
		if d.line < i {
			t = d.date
		}
	}
	return t, !t.IsZero()
}

// namesMarker reports whether a line names a marker the table knows.
func namesMarker(l string) bool {
	toks := tokenize(l)
	for i := range toks {
		if _, ok := matchName(toks, i, ""); ok {
			return true
		}
	}
	return false
}

// datedHeading reads a section heading that dates the samples of its section in a parenthesis
// at its end: "EXAMES DO DIA (14/03/2025)", "URINA ISOLADA (AMOSTRA DE 14/03/2025)",
// "COAGULAÇÃO — V2 (2025-02-17)". The heading is in capitals and prints no other number.
func datedHeading(l string) (time.Time, bool) {
	l = strings.TrimSpace(l)
	open := strings.LastIndexByte(l, '(')
	if open < 1 || !strings.HasSuffix(l, ")") {
		return time.Time{}, false
	}
	head, inner := l[:open], fold(l[open+1:len(l)-1])
	letters, upper := 0, 0
	for _, w := range strings.Fields(head) {
		if hasDigit(w) && !visitLabel.MatchString(strings.ToLower(w)) {
			return time.Time{}, false
		}
		for _, r := range w {
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					upper++
				}
			}
		}
	}
	if letters < 4 || upper*10 < letters*9 || otherCollection.MatchString(fold(head)) {
		return time.Time{}, false
	}
	inner = strings.TrimSpace(headingDateWords.ReplaceAllString(inner, ""))
	if !onlyDate.MatchString(inner) && !isoDate.MatchString(inner) || len(inner) > 10 {
		return time.Time{}, false
	}
	return parseDate(inner)
}

// headingDateWords are the words a dated heading may print before its date: "amostra de",
// "coleta em".
var headingDateWords = regexp.MustCompile(`^(?:(?:amostra|coleta|coletada|colhida|do|de|da|dia|em)\s+)+`)

// sampleSeriesHeader is the folded header of a table of one exam's samples, each row dated by
// its own collection ("Amostra Data da coleta Resultado"): its first row's date is not the
// report's.
var sampleSeriesHeader = regexp.MustCompile(`^\s*amostras?\b.*\bresultados?\s*$`)

// historyHeader is the folded header of an exam's history, whose rows are earlier collections,
// each dated in its row ("Histórico Data da coleta Resultado"): no date of the report's own.
var historyHeader = regexp.MustCompile(`^historico\b`)

// lineDate is a collection date and the line it is printed on.
type lineDate struct {
	line int
	date time.Time
}

// ownSampleLine is a folded line under a result row that names its sample and when it was
// collected: "soro • coletada em 21/01/2025".
var ownSampleLine = regexp.MustCompile(`^\s*(?:soro|plasma|sangue(?: total)?|urina)\s*[•·]\s*(?:[^•·]*[•·]\s*)?(?:coletad[oa]|colhid[oa])\s+em\s+\d`)

// collectionDates lists the collection dates printed in the text, in order; a report that
// prints none is dated by the day it says the sample was received ("Data de entrada", "Recebido
// em"), its first such date.
func collectionDates(ls []string) []lineDate {
	var out []lineDate
	for i, l := range ls {
		f := fold(l)
		if materialFirstKey.MatchString(f) || i > 0 && ownSampleLine.MatchString(f) {
			continue // the urine's or stool's own day (materialDates), a row's own sample (sampleDates)
		}
		if m := sampleLabel.FindStringSubmatchIndex(l); m != nil && m[2] >= 0 && startsWithValue(l[m[1]:]) {
			continue // a numbered sample's own day before its result, read with it (sampleUnderHeading)
		}
		if t, ok := collectionDate(f); ok {
			out = append(out, lineDate{line: i, date: t})
		} else if t, ok := wrappedCollectionLabel(f, ls, i); ok {
			out = append(out, lineDate{line: i, date: t})
		} else if t, ok := dayMonthCollection(f, out); ok {
			out = append(out, lineDate{line: i, date: t})
		} else if t, ok := datedHeading(l); ok {
			out = append(out, lineDate{line: i, date: t})
		} else if i+1 < len(ls) {
			// (a history table's header names its markers: "Data da coleta CEA (ng/mL) CA 15-3", and
			// a series of samples dates each row; the cheap date test runs first, the name match
			// only on a header that dates a row)
			if t, ok := headerRowDate(f, fold(ls[i+1])); ok && !namesMarker(l) && !sampleSeriesHeader.MatchString(f) && !historyHeader.MatchString(f) {
				out = append(out, lineDate{line: i + 1, date: t})
			}
		}
	}
	if len(out) > 0 {
		return blockSamples(out, ls)
	}
	// no collection date: the day the sample was received dates the report ("Data de entrada")
	for i, l := range ls {
		if t, ok := dateAfter(receiptKey, fold(l)); ok {
			return []lineDate{{line: i, date: t}}
		}
		if m := wrappedLabel.FindStringSubmatch(fold(l)); m != nil && i+1 < len(ls) && wrappedReceipt.MatchString(fold(ls[i+1])) {
			// the label cut by its cell: "Data de 09/04/2024 08:26" over "atendimento:"
			if t, ok := parseDate(m[1]); ok {
				return []lineDate{{line: i, date: t}}
			}
		}
	}
	return nil
}

// wrappedReceipt is the folded rest of a label wrapped below its date that says the day the
// patient was seen or the sample received: "atendimento:", "entrada:".
var wrappedReceipt = regexp.MustCompile(`^(?:atendimento|entrada|recebimento)\s*:?\s*$`)

// blockSamples scopes to its block a sample's own day printed inside an exam block, between its
// heading and material and its "Resultado:" line ("PARATORMÔNIO (PTH INTACTO)" / "Material: soro"
// / "Amostra colhida em 05/06/2025 junto com a recoleta." / "Resultado: 48 pg/mL"): the blocks
// after it are the report's collection's again, from the line after the result on.
func blockSamples(dates []lineDate, ls []string) []lineDate {
	var out []lineDate
	base := -1 // the last date that is no block's own
	for k, d := range dates {
		out = append(out, d)
		end := -1 // the block's result line, when d is a block's own day
		above := d.line > 0 && strings.HasPrefix(fold(ls[d.line-1]), "material")
		own := strings.HasPrefix(fold(ls[d.line]), "material")
		if base >= 0 && (above || own) {
			// (or on the material's own line, "Material: fezes — coleta em 03/12/2025", above a
			// labelled "Resultado:", not a header row's "Resultado Valores de referência")
			for r := d.line + 1; r < len(ls) && r <= d.line+2 && end < 0; r++ {
				if f := fold(ls[r]); resultLabel.MatchString(f) && (above || labelledResult.MatchString(f)) {
					end = r
				}
			}
		}
		if end < 0 || own && !above && sameMaterialNext(ls, d.line, end) {
			base = k // (a block of the same material next, "Material: Fezes", shares the sample's day)
			continue
		}
		if k+1 == len(dates) || dates[k+1].line > end+1 {
			out = append(out, lineDate{line: end + 1, date: dates[base].date})
		}
	}
	return blockFooters(out, ls)
}

// sameMaterialNext reports whether the next block after a block's result line (end) names the
// same stool or urine sample as that block's material line, at, one specimen several exams read:
// "Material: Fezes (amostra de 20/05/2025)" then "CALPROTECTINA FECAL" / "Material: Fezes".
func sameMaterialNext(ls []string, at, end int) bool {
	word := func(l string) string {
		f := strings.Fields(materialPunctuation.Replace(fold(l)))
		if len(f) < 2 || f[0] != "material" {
			return ""
		}
		return f[1]
	}
	own := word(ls[at])
	if own != "fezes" && own != "urina" {
		return false // a blood sample's own day is a timed draw's, one exam's ("Material: Soro · Coleta: 15/07/2025 07:40, após repouso")
	}
	for r := end + 1; r < len(ls) && r <= end+6 && own != ""; r++ {
		if w := word(ls[r]); w != "" {
			return w == own
		}
	}
	return false
}

// materialPunctuation blanks the marks around a material line's words: "material: fezes (amostra".
var materialPunctuation = strings.NewReplacer(":", " ", "(", " ", "—", " ", "-", " ", ".", " ", ",", " ")

// labelledResult is a folded block line that labels its result: "resultado: negativo".
var labelledResult = regexp.MustCompile(`^resultado\s*:`)

// sampleFooter is a folded line that closes an exam block with the day its own sample was
// collected: "coletada em 03/06/2025 às 22:40.", "segunda amostra coletada em 04/06/2025 às 01:45.".
var sampleFooter = regexp.MustCompile(`^(?:(?:primeira|segunda|terceira|\d+\s*[ªa])\s+)?(?:amostra\s+)?(?:coletad[oa]|colhid[oa])\s+em\s+\d`)

// blockFooters moves to its block a sample's day printed after the block's "Resultado:" line,
// within its reference's lines (TROPONINA ... 2ª AMOSTRA / "Resultado: 46,3 ng/L" / "Segunda
// amostra coletada em 04/06/2025 às 01:45."): it dates that result, and the blocks after it are
// the collection's of before again.
func blockFooters(dates []lineDate, ls []string) []lineDate {
	var moved []lineDate // the footers' days, at their blocks' result lines
	for k := 1; k < len(dates); k++ {
		d := dates[k]
		if !sampleFooter.MatchString(fold(ls[d.line])) {
			continue
		}
		res := -1
		for r := d.line - 1; r >= 0 && r >= d.line-3 && r > dates[k-1].line; r-- {
			if resultLabel.MatchString(fold(ls[r])) {
				res = r
				break
			}
		}
		if res < 0 {
			continue
		}
		dates[k] = lineDate{line: d.line, date: dates[k-1].date}
		moved = append(moved, lineDate{line: res, date: d.date})
	}
	if moved == nil {
		return dates
	}
	dates = append(dates, moved...)
	slices.SortStableFunc(dates, func(a, b lineDate) int { return a.line - b.line })
	return dates
}

// sampleDates returns, by the line of the result row above it, the collection date a sample's
// own line prints ("Glicose em jejum – 2ª amostra 131 mg/dL" over "Soro • coletada em
// 21/01/2025"): it dates that row's results only, never the rows after it.
func sampleDates(ls []string) map[int]time.Time {
	out := map[int]time.Time{}
	for i := 1; i < len(ls); i++ {
		if f := fold(ls[i]); ownSampleLine.MatchString(f) {
			if t, ok := collectionDate(f); ok {
				out[i-1] = t
			}
		}
	}
	return out
}

// misreadYears corrects a cumulative table's column dated after every collection the report
// prints whose day and month are one of them ("10/03/2028" in the header where the report was
// collected on 10/03/2025): Tesseract misread the year, since a column is never later than the
// collection it reports.
func misreadYears(cols []time.Time, collections []lineDate) []time.Time {
	out := slices.Clone(cols)
	for k, c := range out {
		later := len(collections) > 0
		for _, d := range collections {
			later = later && c.After(d.date)
		}
		if !later {
			continue
		}
		for _, d := range collections {
			if d.date.Day() == c.Day() && d.date.Month() == c.Month() {
				out[k] = d.date
				break
			}
		}
	}
	return out
}

// dayMonth is a day and month without a year: "10/06".
var dayMonth = regexp.MustCompile(`^\s*(\d{1,2})/(\d{1,2})\b(?:\s|$|[^/\d])`)

// dayMonthCollection reads a collection date printed without its year after a result ("- coleta
// 10/06 10:00"), in the year that puts it nearest the collection dated before it.
func dayMonthCollection(f string, before []lineDate) (time.Time, bool) {
	loc := collectKeyIndex(f)
	if loc == nil || len(before) == 0 || otherCollection.MatchString(f) {
		return time.Time{}, false
	}
	end := loc[1]
	if c := f[end-1]; c >= '0' && c <= '9' {
		end--
	}
	m := dayMonth.FindStringSubmatch(f[end:])
	if m == nil {
		return time.Time{}, false
	}
	prev := before[len(before)-1].date
	var best time.Time
	for _, y := range []int{prev.Year() - 1, prev.Year(), prev.Year() + 1} {
		t, ok := parseDate(m[1] + "/" + m[2] + "/" + strconv.Itoa(y))
		if ok && (best.IsZero() || t.Sub(prev).Abs() < best.Sub(prev).Abs()) {
			best = t
		}
	}
	return best, !best.IsZero()
}

// dateLabs gives each result its collection date: a urine or stool result the day its material
// was collected when the report prints it apart (byMaterial, materialDates), a row with its own
// sample's line below it that line's (bySample, sampleDates), else the last one printed before
// it, or the first one after it when none comes before.
func dateLabs(found []labLine, dates []lineDate, byMaterial map[string]time.Time, bySample map[int]time.Time) []Lab {
	out := make([]Lab, 0, len(found))
	for _, f := range found {
		l := f.lab
		if l.CollectedAt != nil { // dated by its column
			out = append(out, l)
			continue
		}
		if t, ok := byMaterial[materialOf(l)]; ok {
			l.CollectedAt = &t // a urine or stool sample collected on another day than the blood
			out = append(out, l)
			continue
		}
		if t, ok := bySample[f.line]; ok {
			l.CollectedAt = &t // its own sample's line below it
			out = append(out, l)
			continue
		}
		for _, d := range dates {
			if d.line > f.line && l.CollectedAt != nil {
				break
			}
			t := d.date
			l.CollectedAt = &t
			if d.line > f.line {
				break
			}
		}
		out = append(out, l)
	}
	return withoutReadings(withoutRepeats(out))
}

// withoutReadings drops a qualitative result of a marker that has a number on the same
// collection date: the words are that number's reading ("48,3 UI/mL Reagente"), or a note
// that repeats it in prose ("Toxoplasmose IgG reagente com IgM não reagente").
func withoutReadings(labs []Lab) []Lab {
	type key struct {
		marker string
		date   time.Time
	}
	keyOf := func(l Lab) key {
		k := key{marker: l.Marker}
		if l.CollectedAt != nil {
			k.date = *l.CollectedAt
		}
		return k
	}
	numeric := map[key]bool{}
	for _, l := range labs {
		if l.Qualitative == "" {
			numeric[keyOf(l)] = true
		}
	}
	out := labs[:0]
	for _, l := range labs {
		if l.Qualitative != "" && numeric[keyOf(l)] {
			continue
		}
		out = append(out, l)
	}
	return out
}

// withoutRepeats drops a result of a cumulative table that repeats one printed in full
// elsewhere in the report (same marker, value and collection date): a history table's first
// column is the current result again.
func withoutRepeats(labs []Lab) []Lab {
	type key struct {
		marker string
		value  float64
		qual   string
		date   time.Time
	}
	full := map[key]bool{}
	keyOf := func(l Lab) key {
		k := key{marker: l.Marker, value: l.Value, qual: fold(l.Qualitative)}
		if l.CollectedAt != nil {
			k.date = *l.CollectedAt
		}
		return k
	}
	for _, l := range labs {
		if !l.history {
			full[keyOf(l)] = true
		}
	}
	out := labs[:0]
	for _, l := range labs {
		if l.history && full[keyOf(l)] {
			continue
		}
		l.history = false
		out = append(out, l)
	}
	return out
}

// blockNear is how many lines below its heading a block's labelled result may be, whatever
// lines come between; blockReach how many when the lines past blockNear are a list of references
// under its bare label ("Valores de referência:" over "Fase folicular 3,5 a 12,5 mUI/mL", one per
// phase).
const (
	blockNear  = 5
	blockReach = 9
)

// referencesBetween reports whether the lines between a block's heading and its result are its
// material and method and a list of at least two labelled references ("Fase folicular: 3,85 a
// 8,78 mUI/mL"), by phase or group, without a label of their own.
func referencesBetween(ls []string) bool {
	refs := 0
	for _, l := range ls {
		switch f := fold(l); {
		case referenceLike.MatchString(f) && strings.Contains(f, ":"):
			refs++
		case listLabel(f):
		case !materialOrMethod.MatchString(f):
			return false
		}
	}
	return refs >= 2
}

// listLabel reports whether a block's folded line labels a list of references or targets: words
// ending in a colon, no digit ("Meta conforme risco cardiovascular:").
func listLabel(f string) bool {
	return strings.HasSuffix(strings.TrimSpace(f), ":") && !hasDigit(f)
}

// referencesOnly reports whether a block's lines before its unlabelled result are only its
// material, method and references: bounds or ranges, and labels ending in a colon ("Meta
// conforme risco cardiovascular:"), no value first.
func referencesOnly(ls []string) bool {
	for _, l := range ls {
		f := strings.TrimSpace(fold(l))
		if startsWithValue(f) || !referenceLike.MatchString(f) && !materialOrMethod.MatchString(f) && !listLabel(f) {
			return false
		}
	}
	return true
}

// sentenceEnd reports whether a word ends a sentence: a full stop after a word of four letters
// or more or after a bracket ("quimioluminescência.", "anti-HIV-1/2)."), not an abbreviation's
// ("Ref.", "Dr.") nor a number's.
func sentenceEnd(w string) bool {
	body, ok := strings.CutSuffix(w, ".")
	if !ok || strings.HasSuffix(body, ".") || body == "" {
		return false
	}
	if strings.HasSuffix(body, ")") {
		return true
	}
	letters := 0
	for _, r := range body {
		if unicode.IsLetter(r) {
			letters++
		} else {
			letters = 0
		}
	}
	return letters >= 4
}

// noteSentence reports whether a line is a note's sentence, no row whose name could wrap below
// it: many words ending in a full stop ("Relação inferior a 10 % associa-se a maior
// probabilidade de neoplasia; 10 a 25 %: zona intermediária.").
func noteSentence(line string) bool {
	line = strings.TrimSpace(line)
	return strings.HasSuffix(line, ".") && !strings.HasSuffix(line, "..") && len(strings.Fields(line)) > 8
}

// materialsOnly reports whether a block's lines between its heading and its header row are all
// its material or method (or none).
func materialsOnly(ls []string) bool {
	for _, l := range ls {
		if !materialOrMethod.MatchString(fold(l)) {
			return false
		}
	}
	return true
}

// materialOrMethod is a block's folded line naming its material or method.
var materialOrMethod = regexp.MustCompile(`^\s*(?:material|amostra|metodo|metodologia)\s*:`)

// referenceThenResult is a block's folded line that prints the reference before the result:
// "valor de referencia: nao reagente resultado: nao reagente".
var referenceThenResult = regexp.MustCompile(`^valor(?:es)? de referencia\s*:\s*(.+?)\s+(resultado\s*:\s*)`)

// referenceLike is a folded line that reads as a reference: a range or a bound.
var referenceLike = regexp.MustCompile(`\d\s*(?:a|ate|-|–)\s*\d|[<>≤≥]\s*\d|\b(?:inferior|superior|ate|acima|abaixo)\b.*\d`)

// parseBlock reads the block layout starting at a heading line: a marker heading, then within
// five lines "RESULTADO: 5,87 µUI/mL" (or labelled measures: "RESULTADO: Tempo: 15,8 segundos
// RNI: 1,32"), then maybe a reference on the same or one of the next three lines. It returns the
// results, the index of the result line and that of the reference line (the result's when the
// reference is on it).
func parseBlock(ls []string, i int, ctx lineContext) ([]Lab, int, int, bool) {
	head := blockHeading(ls[i])
	if head == "" || utf8.RuneCountInString(head) > 72 || strings.Contains(head, ":") {
		return nil, i, i, false
	}
	canon, ok := canonicalIn(head, ctx.section)
	if !ok && (strings.HasSuffix(head, "-") || strings.HasSuffix(head, "/")) && i+1 < len(ls) {
		// a heading broken after a hyphen or a slash: "ANTICORPOS ANTI-" / "TIREOPEROXIDASE",
		// "RELAÇÃO PSA LIVRE/" / "PSA TOTAL"; the block goes on from its second line
		if joined := head + blockHeading(ls[i+1]); !strings.Contains(joined, ":") {
			if canon, ok = canonicalIn(joined, ctx.section); ok {
				head, i = joined, i+1
			}
		}
	}
	if !ok {
		return nil, i, i, false
	}
	refLabel := false // a bare "Valores de referência:" opened a list of references
	for j := i + 1; j < len(ls) && j <= i+blockReach; j++ {
		f := newFolded(ls[j])
		loc := resultLabel.FindStringIndex(f.s)
		refBefore := ""
		if m := referenceThenResult.FindStringSubmatchIndex(f.s); loc == nil && m != nil {
			loc, refBefore = m[4:6], f.span(m[2], m[3]) // "Valor de referência: Não reagente Resultado: NÃO REAGENTE"
		}
		if probe := ctx; loc == nil && j <= i+blockNear && readHeader(f.s, &probe) && materialsOnly(ls[i+1:j]) && len(parseLine(ls[i], ctx)) == 0 {
			// a header row of the block's own columns, its cells on the next line without the
			// name: "Valor de referência Resultado Resultados anteriores" over "Até 4,0 ng/mL
			// 4,82 ng/mL * 18/03/2024 3,91 ng/mL"
			if labs, at, ok := headedBlockRow(ls, j, head, canon, probe); ok {
				return labs, at, at, true
			}
			return nil, i, i, false
		}
		bare := false // a result without its label, after the references: "214 mg/dL H — 5,54 mmol/L"
		if loc == nil && j > i+1 && referencesOnly(ls[i+1:j]) && bareBlockResult(ls[j], canon, ctx) && (j+1 == len(ls) || !startsWithValue(ls[j+1])) {
			// (after nothing but references, not on the heading's next line, where a row's name
			// may have wrapped above its cells; and not one of a run of values, which the names
			// above share out: "41 U/L" / "52 U/L")
			loc, bare = []int{0, 0}, true
		}
		if loc == nil {
			if _, other := canonicalIn(ls[j], ctx.section); other && !strings.Contains(ls[j], ":") {
				return nil, i, i, false
			}
			if j > i+blockNear && !referenceLike.MatchString(f.s) {
				return nil, i, i, false // past blockNear lines, only a list of references (by phase, maybe under its label)
			}
			refLabel = refLabel || bareReferenceLabel.MatchString(f.s)
			continue
		}
		if j > i+blockNear && !refLabel && !referencesBetween(ls[i+1:j]) {
			return nil, i, i, false
		}
		toks := tokenize(f.span(loc[1], len(f.s)))
		v, ok := resultValue(toks, 0, canon) // words only its marker takes too: "RESULTADO: CISTOS DE GIARDIA LAMBLIA"
		if !ok {
			if labs := labeledResults(head, f.span(loc[1], len(f.s)), ctx); len(labs) > 0 {
				return labs, j, j, true
			}
			return nil, i, i, false
		}
		r := result{name: nameMatch{canon: canon}, raw: head, val: v, unit: v.unit, first: true}
		k, refLine := v.next, j
		if r.unit == "" && v.qualitative == "" {
			for k < len(toks) && (flagCell(toks[k].text) || flagBeforeUnit(toks[k].text)) {
				k++ // a flag between the value and its unit: "Resultado: 142 H mg/dL", "8,94 Alto mg/dL"
			}
			if u, n := readUnit(toks, k); n > 0 {
				r.unit, k = u, k+n
			}
		}
		if j > i+blockNear && r.unit != "" && !unitSuits(canon, r.unit) {
			return nil, i, i, false // past the list, another exam's result OCR put out of place: "LH" over "Resultado: 48 pg/mL"
		}
		if ref, n := findReference(toks[k:]); n > 0 {
			r.ref, r.hasRef = ref, true
		} else if refBefore != "" {
			r.ref, r.hasRef = parseReference(refBefore)
		} else if after, at := blockReference(ls, j); after != "" {
			r.ref, r.hasRef = parseReference(after)
			refLine = at
		}
		if r.unit == "" && v.qualitative == "" {
			// the unit printed only in the reference above the result ("Desejável: < 190 mg/dL"
			// over "Resultado: 232 Alto")
			if u, ref, ok := referenceAbove(ls[i+1 : j]); ok {
				r.unit = u
				if !r.hasRef {
					r.ref, r.hasRef = ref, true
				}
			}
		}
		labelled := ctx
		if info, ok := markerByName[canon]; ok && info.Unit == "%" && r.unit == "" && !bare && v.qualitative == "" && v.v < 1 {
			labelled.table = true // a ratio printed as a fraction: "RELAÇÃO PSA LIVRE/PSA TOTAL" … "Resultado: 0,15"
		}
		labs := toLabs([]result{r}, labelled)
		if len(labs) == 0 {
			return nil, i, i, false
		}
		labs = labs[:1]
		if bare {
			// the same result in the other unit after a dash: "— 5,54 mmol/L"
			for k < len(toks) && flagCell(toks[k].text) {
				k++
			}
			if k < len(toks) && (toks[k].text == "—" || toks[k].text == "–" || toks[k].text == "-") {
				if other, ok := sameInOtherUnit(labs[0], strings.Join(tokenTexts(toks[k+1:]), " "), ctx); ok {
					labs = append(labs, other)
				}
			}
		}
		return labs, j, refLine, true
	}
	return nil, i, i, false
}

// headedBlockRow reads the row of cells under a block's header row (line j), skipping a blank
// line, as the heading's marker canon's: a row that names no marker of its own. It returns the
// results, printed under the heading's name, and the row's line.
func headedBlockRow(ls []string, j int, head, canon string, ctx lineContext) ([]Lab, int, bool) {
	k := j + 1
	if k < len(ls) && strings.TrimSpace(ls[k]) == "" {
		k++
	}
	if k >= len(ls) || strings.Contains(ls[k], "\f") {
		return nil, j, false
	}
	if _, named := matchName(tokenize(ls[k]), 0, ctx.section); named {
		return nil, j, false // a table's first row, named
	}
	labs := readAs(canon, ls[k], ctx)
	if len(labs) == 0 || labs[0].LOINC == "" {
		return nil, j, false
	}
	for n := range labs {
		labs[n].RawMarker = head
	}
	return labs, k, true
}

// bareBlockResult reports whether a block's line is its result printed without a label: a
// value first, in a unit of the heading's marker canon ("214 mg/dL H — 5,54 mmol/L" under
// "COLESTEROL TOTAL" and its targets).
func bareBlockResult(line, canon string, ctx lineContext) bool {
	if !startsWithValue(line) {
		return false
	}
	labs := readAs(canon, line, ctx)
	return len(labs) > 0 && labs[0].Unit != "" && unitSuits(canon, labs[0].Unit)
}

// blockHeading is the marker heading of a block: the line without the labelled fields that may
// follow the name ("GLICOSE EM JEJUM MATERIAL: SORO METODO: GOD-TRINDER").
func blockHeading(line string) string {
	head := strings.TrimSpace(sectionNumber.ReplaceAllString(examCode.ReplaceAllString(line, ""), ""))
	if loc := headingFields.FindStringIndex(head); loc != nil {
		head = strings.TrimSpace(head[:loc[0]])
	}
	if loc := samplesCount.FindStringIndex(head); loc != nil {
		head = strings.TrimSpace(head[:loc[0]]) // "PARASITOLÓGICO DE FEZES - 3 AMOSTRAS"
	}
	if loc := calculatedBy.FindStringIndex(head); loc != nil && loc[0] > 0 {
		head = strings.TrimSpace(head[:loc[0]]) // "LDL-COLESTEROL Calculado pela equação de Martin/Hopkins"
	}
	if _, ok := canonicalIn(head, ""); ok {
		return head // "Chumbo no sangue"
	}
	// the material and method printed beside the name: "COLESTEROL TOTAL Soro · Enzimático",
	// "TIROXINA LIVRE Quimioluminescência"
	if k := strings.IndexAny(head, "·•"); k > 0 {
		head = strings.TrimSpace(head[:k])
	}
	for ws := strings.Fields(head); len(ws) > 1 && methodWord(fold(ws[len(ws)-1])); ws = ws[:len(ws)-1] {
		head = strings.TrimSpace(head[:strings.LastIndex(head, ws[len(ws)-1])])
	}
	// a word after the name that says when or what form of it: "URÉIA PRÉ-DIÁLISE", "PTH INTACTO"
	if ws := strings.Fields(head); len(ws) > 1 && nameQualifiers[markerKey(ws[len(ws)-1])] {
		name := strings.Join(ws[:len(ws)-1], " ")
		if _, ok := canonicalIn(name, ""); ok {
			return name
		}
	}
	return head
}

// calculatedBy is what a heading says after the exam's name of how it is calculated: "Calculado
// pela equação de Martin/Hopkins", "Calculado".
var calculatedBy = regexp.MustCompile(`(?i)\s+calculad[oa]\b.*$`)

// samplesCount is what a heading says after the exam's name of the samples it reports: "- 3
// AMOSTRAS", "— 3 amostras (método de Hoffman)".
var samplesCount = regexp.MustCompile(`(?i)\s*[-–—]\s*\d+\s+amostras\b.*$`)

// sectionNumber numbers a report's sections: "2. CURVA GLICÊMICA".
var sectionNumber = regexp.MustCompile(`^\s*\d{1,2}[.)]\s+`)

// headingFields starts the labelled fields printed after a marker heading.
var headingFields = regexp.MustCompile(`(?i)\s+(?:material|m[ée]todo|amostra|t[ée]cnica|equipamento|coleta|libera[çc][ãa]o)\s*:`)

// resultPart is one "Label: value unit" of a result line that gives several measures of the
// exam in its heading ("RESULTADO: Tempo: 15,8 segundos Atividade: 64 % RNI: 1,32").
var resultPart = regexp.MustCompile(`([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ/ ]{0,30}?):\s*([^:]+?)(?:\s+(?:[A-ZÀ-Ý][A-Za-zÀ-ÿ/ ]{0,30}):|$)`)

// labeledResults reads the labelled measures of a result line under heading head: each label is
// looked up after each reading of the heading ("TTPa" + "Relação" is the aPTT ratio).
func labeledResults(head, rest string, ctx lineContext) []Lab {
	var out []Lab
	for len(rest) > 0 {
		m := resultPart.FindStringSubmatchIndex(rest)
		if m == nil {
			break
		}
		label, val := strings.TrimSpace(rest[m[2]:m[3]]), strings.TrimSpace(rest[m[4]:m[5]])
		rest = rest[m[5]:]
		canon, ok := headingMeasure(head, label)
		if !ok {
			if canon, ok = canonicalIn(label, ctx.section); !ok {
				continue
			}
		}
		toks := tokenize(val)
		v, ok := readValue(toks, 0)
		if !ok {
			continue
		}
		r := result{name: nameMatch{canon: canon}, raw: label, val: v, unit: v.unit, first: true}
		if r.unit == "" && v.qualitative == "" {
			r.unit, _ = readUnit(toks, v.next)
		}
		out = append(out, toLabs([]result{r}, ctx)...)
	}
	return out
}

// referenceAbove reads, in a block's lines between its heading and its result, the first
// reference that ends in a unit ("Adultos: 0,38 a 5,33 µUI/mL", "Desejável: < 190 mg/dL"): the
// unit and the reference.
func referenceAbove(ls []string) (string, reference, bool) {
	for _, l := range ls {
		toks := tokenize(l)
		for k := len(toks) - 1; k > 0; k-- {
			u, n := readUnit(toks, k)
			if n == 0 || k+n != len(toks) || !numericToken.MatchString(toks[k-1].text) {
				continue
			}
			body := l
			if c := strings.LastIndexByte(body, ':'); c >= 0 {
				body = body[c+1:]
			}
			if ref, ok := parseReference(body); ok && (ref.low != nil || ref.high != nil) {
				return u, ref, true
			}
			break
		}
	}
	return "", reference{}, false
}

// blockReference finds a reference line within three lines after line j, before the heading of
// the next block (whose reference it would be).
func blockReference(ls []string, j int) (string, int) {
	for k := j + 1; k < len(ls) && k <= j+3; k++ {
		if refLineStart.MatchString(fold(ls[k])) {
			return ls[k], k
		}
		if _, next := canonicalIn(blockHeading(ls[k]), ""); next {
			break
		}
	}
	return "", j
}

// examListKey introduces results listed in prose: "Últimos exames:
// creatinina 1,4 mg/dL, potássio 5,2 mEq/L".
var examListKey = regexp.MustCompile(`\bexames?\b[^:]{0,30}:`)

// examList reads known markers with a value and unit from a prose list of
// results; unknown names are never taken from prose.
func examList(line string, ctx lineContext) []Lab {
	f := newFolded(line)
	loc := examListKey.FindStringIndex(f.s)
	if loc == nil {
		return nil
	}
	var out []Lab
	for _, seg := range strings.Split(strings.ReplaceAll(f.span(loc[1], len(f.s)), ";", ","), ", ") {
		seg = strings.TrimRight(strings.TrimSpace(seg), ".")
		for _, lab := range toLabs(parseLine(seg, lineContext{section: ctx.section}), ctx) {
			if _, known := markerByName[lab.Marker]; known && lab.Unit != "" {
				out = append(out, lab)
			}
		}
	}
	return out
}

// controlLine is a line that gives a test's control (normal plasma) rather than the patient's
// result: "Controle: 12,4 s", "1. Controle normal do dia: TP 12,3 s; TTPA 30,0 s", "Tempo do
// plasma normal (pool) do dia: TP 12,4 segundos; TTPa 30,0 segundos".
var controlLine = regexp.MustCompile(`^(?:\d{1,2}[.)]\s*)?(?:tempo (?:do |de )?)?(?:controles?\b|plasma normal\b)`)

// patientWords end a measure's label that says it is the patient's: "Tempo do paciente".
var patientWords = regexp.MustCompile(`(?i)\s+(?:d[oa] |de )?paciente$`)

// measuredUnderHeading reports whether a line names a measure of the exam in heading ("Atividade
// ....31 %" under "TEMPO DE PROTROMBINA (TP)"), which is then not a name wrapped onto the next line.
func measuredUnderHeading(line, heading string, ctx lineContext) bool {
	_, ok := underHeading(line, heading, ctx)
	return ok
}

// groupDash returns the index of the dash that ends a group label of one to three words at
// toks[start] ("Hepatite B -", "Doença de Chagas -"), 0 when there is none.
func groupDash(toks []token, start int) int {
	for k := start + 1; k < len(toks) && k <= start+3; k++ {
		switch t := toks[k].text; {
		case t == "-" || t == "–" || t == "—":
			return k
		case strings.ContainsAny(t, "0123456789:") && toks[k].key != "b" && !strings.EqualFold(t, "1/2"):
			return 0
		}
	}
	return 0
}
