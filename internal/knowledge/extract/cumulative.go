package extract

import (
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// A cumulative report prints one column per collection, dated in the header row:
//
//	Exame 10/03/2025 08/01/2025 15/10/2024 Unidade Referência
//	Glicose de jejum 128 134 141 mg/dL 70 a 99 mg/dL
//	Hemoglobina g/dL 9,8 ↓ 10,4 ↓ 11,2 ↓ 13,0 a 17,0
//	TGO (AST) 24 — — U/L Inferior a 40 U/L
//
// Each value is a result dated by its column; "—" is a collection without that exam. A row is
// read this way only when it has exactly one cell per date, so a single-result line after the
// table is read as usual.

// clockTime is a time of day printed under or beside a column's date ("06:10").
var clockTime = regexp.MustCompile(`^\d{1,2}[:h]\d{2}$`)

// proseBeforeDate are the words that put a date in a sentence, never in a column header.
var proseBeforeDate = map[string]bool{"de": true, "a": true, "em": true, "ate": true, "entre": true, "desde": true, "e": true}

// fieldBeforeDate are the folded labels of a report's header fields whose dates are not a
// cumulative table's columns: "Coleta 13/01/2026 08:14 Cadastro 12/01/2026", "Recebido 07.04.25 09:40
// Emitido 08.04.25 16:22".
var fieldBeforeDate = map[string]bool{"cadastro": true, "nascimento": true, "nasc": true, "emissao": true, "impressao": true,
	"liberacao": true, "liberado": true, "entrada": true, "recebimento": true, "solicitacao": true, "pedido": true,
	"admissao": true, "internacao": true, "dum": true, "atendimento": true, "validade": true,
	"emitido": true, "emitida": true, "recebido": true, "recebida": true, "liberada": true, "impresso": true, "assinado": true}

// columnDates returns the dates of a header row of a cumulative report: at least two dates,
// and otherwise only words and times of day; nil when the line is not one.
func columnDates(line string) []time.Time {
	f := fold(line)
	locs := numericDate.FindAllStringIndex(f, -1)
	if len(locs) < 2 {
		locs = isoDate.FindAllStringIndex(f, -1) // "2025-02-03 2025-02-17"
	}
	if len(locs) < 2 {
		locs = abbrevDate.FindAllStringIndex(f, -1) // "14/mar/2025 13/mar/2025"
	}
	if len(locs) < 2 {
		return nil
	}
	var dates []time.Time
	rest := f
	for i := len(locs) - 1; i >= 0; i-- {
		rest = rest[:locs[i][0]] + " " + rest[locs[i][1]:]
	}
	for _, w := range strings.Fields(rest) {
		if strings.HasSuffix(w, ":") || strings.ContainsAny(w, "0123456789") && !clockTime.MatchString(w) && !visitLabel.MatchString(w) && !namedWithDigits(w) {
			return nil
		}
	}
	for k, loc := range locs {
		w := ""
		if before := strings.Fields(f[:loc[0]]); len(before) > 0 {
			w = before[len(before)-1]
		}
		if proseBeforeDate[w] && (k > 0 || w != "a" && w != "e") || fieldBeforeDate[strings.Trim(w, ".")] {
			// "amostras de 03/06/2025 a 05/06/2025 - emitido em 05/06/2025": a sentence ("a" and "e"
			// join two dates; before the first they are a scan's debris: "Exame a 05/11/2024 12/08/2024")
			return nil
		}
		t, ok := parseDate(f[loc[0]:loc[1]])
		if !ok {
			return nil
		}
		dates = append(dates, t)
	}
	return dates
}

// visitLabel is a research visit's label beside its column's date: "V1 20/01/25", "(V3)".
var visitLabel = regexp.MustCompile(`^\(?v\d{1,2}\)?$`)

// missingCell reads a cell of a collection without that exam.
func missingCell(t string) bool {
	switch t {
	case "—", "–", "-", "--", "---", "nr", "NR", "n/r", "*":
		return true
	}
	return false
}

// afterFlags returns the index of the first token from i on that is no flag (flagCell).
func afterFlags(toks []token, i int) int {
	for i < len(toks) && flagCell(toks[i].text) {
		i++
	}
	return i
}

// arrowBefore are the arrows a cumulative table may print before a cell's value.
var arrowBefore = map[string]bool{"↑": true, "↓": true, "▲": true, "▼": true}

// flagCell reads a flag printed after a value: arrows, H/L, (A), asterisks.
func flagCell(t string) bool {
	switch t {
	case "↑", "↓", "H", "L", "A", "B", "(A)", "(B)", "(H)", "(L)", "*", "**", "+", "!":
		return true
	}
	return false
}

// flagWord is a flag printed as a word after a cumulative table's cell: "198 Alto 231 Alto mg/dL".
var flagWord = map[string]bool{"Alto": true, "Baixo": true, "ALTO": true, "BAIXO": true, "Alta": true, "Baixa": true, "ALTA": true, "BAIXA": true}

// cellSpeck reports whether a scanned cumulative row's token that reads as no cell is too short
// to be a word: one or two letters or marks, no digit ("l", "É", "NE", "'"), and not a range's
// "a" or "e" ("39,0 a 50,0" is a reference). A flag's arrow printed between cells comes out of
// OCR so.
func cellSpeck(t string) bool {
	switch t {
	case "a", "e", "à", "de", "x", "A":
		return false
	}
	return utf8.RuneCountInString(t) <= 2 && !strings.ContainsAny(t, "0123456789") && !missingCell(t)
}

// parenthesisedNote is a word in parentheses without digits: "(DRC)", "(idosos)".
func parenthesisedNote(t string) bool {
	return len(t) > 2 && strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && !strings.ContainsAny(t, "0123456789")
}

// dashRangeAt reports whether toks[i:] starts with two numbers joined by a dash: "200 – 500".
func dashRangeAt(toks []token, i int) bool {
	if i+2 >= len(toks) || !numericToken.MatchString(toks[i].text) || !numericToken.MatchString(toks[i+2].text) {
		return false
	}
	switch toks[i+1].text {
	case "—", "–", "-":
		return true
	}
	return false
}

// cumulativeRow reads a row of a cumulative table with one cell per date; ok is false when
// the line is not such a row. rowUnit is the row's unit when printed apart (on the line below).
func cumulativeRow(line string, dates []time.Time, ctx lineContext, rowUnit string) ([]Lab, bool) {
	toks := tokenize(line)
	start := 0
	for start < len(toks)-1 && cellDebris(toks[start].text) {
		start++ // what OCR leaves of a rule before the name: "' Hemoglobina g/dL 10,4 10,9"
	}
	m, ok := matchName(toks, start, ctx.section)
	if !ok {
		return nil, false
	}
	i := skipNameTail(toks, m.end)
	tailEnd := i
	if _, n := readUnit(toks, i+1); ctx.scanned && n > 0 && i < len(toks) && len(toks[i].text) == 1 && strings.ContainsAny(toks[i].text, "+*|'") {
		i++ // a speck Tesseract read before the row's unit: "Insulina + HUImL | 9,8 74,2"
	}
	_, un := readUnit(toks, i)
	for d := m.end; d < i; d++ {
		if missingCell(toks[d].text) && cellsFrom(toks, i+un, m.canon) < len(dates) {
			i = d // "HBsAg — — Não reagente": the dashes are the empty columns', not a separator
			break
		}
	}
	unit, n := readUnit(toks, i)
	i += n
	// the reference printed before the cells: "Glicose 3,9 – 5,5 4,9 5,3 mmol/L", "Creatinina
	// mg/dL 0,50 - 0,90 1,62 H 1,41 H 1,18 H"
	var refFirst []token
	r, ok := rangeAt(toks, i)
	if ok && i+r+1 < len(toks) && parenthesisedNote(toks[i+r].text) {
		r++ // the group the reference is for, between it and the unit: "30 a 60 (DRC) ng/mL 19,8 23,5"
		if u, k := readUnit(toks, i+r); u != "" {
			if unit == "" {
				unit = u
			}
			r += k
		}
	}
	if ok && i+r < len(toks) && cellsFrom(toks, i+r, m.canon) == len(dates) && !(dashRangeAt(toks, i) && dashRangeAt(toks, i+r)) {
		// (not when both read as dashed ranges: "388 — 421 200 – 500" is two cells, an empty one
		// between them, then the reference; after a range in words the dash is an empty cell's:
		// "1,15 a 1,33 mmol/L 1,16 — 1,10")
		if _, k := readUnit(toks, i+r); k == 0 {
			refFirst, i = toks[i:i+r], i+r
		}
	}
	if t := toks[min(m.end, len(toks)-1)].text; unit == "" && m.end < len(toks) && strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && KnownUnit(strings.Trim(t, "()")) {
		unit, i = strings.Trim(t, "()"), m.end+1 // the unit beside the name: "Glicose (mg/dL) 98 104 101"
	}
	type cell struct {
		v     value
		date  time.Time
		empty bool
		low   bool // flagged as below the reference ("89 L")
	}
	var cells []cell
	residue := ctx.scanned && arrowResidueRow(toks, i, len(dates))
	dashArrows := residue && dashIsArrow(toks, i, len(dates))
	if residue {
		toks = slices.Clone(toks)
		for k := i; k < len(toks); k++ {
			if t := strings.TrimRight(toks[k].text, ".)!|"); t != toks[k].text && numericToken.MatchString(t) {
				toks[k].text = t // "9,81)": an arrow's stroke after the value
			}
		}
	}
	for len(cells) < len(dates) && i < len(toks) {
		if cellDebris(toks[i].text) || residue && len(cells) > 0 && arrowResidue[toks[i].text] {
			i++ // what OCR leaves of a rule, a speck or a flag's arrow between cells
			continue
		}
		if missingCell(toks[i].text) && dashArrows {
			i++ // an arrow OCR read as a dash, in a row with a value for every date
			continue
		}
		if missingCell(toks[i].text) {
			cells = append(cells, cell{date: dates[len(cells)], empty: true})
			i++
			continue
		}
		low := false
		if arrowBefore[toks[i].text] && i+1 < len(toks) && numericToken.MatchString(toks[i+1].text) {
			low = toks[i].text == "↓" || toks[i].text == "▼"
			i++ // a flag's arrow printed before its cell: "Hemoglobina g/dL ↓ 9,8 ↓ 9,1"
		}
		v, ok := resultValue(toks, i, m.canon) // a signed marker's cells may be negative ("-13,8")
		if !ok && ctx.scanned && cellSpeck(toks[i].text) {
			i++ // what OCR made of a flag's arrow between cells: "9,8 ' 9,1 l 8,7", "98,4 NE 87,2"
			continue
		}
		if !ok || len(cells) > 0 && isRangeStart(toks, i, v) && (toks[v.next].key == "a" || toks[v.next].key == "ate") {
			return nil, false // fewer cells than dates: the reference's "0,70 a 1,20" is none
		}
		i = v.next
		if v.unit == "" && v.qualitative == "" {
			if u, k := readUnit(toks, i); k > 0 && u != "" {
				v.unit, i = u, i+k // each cell with its unit: "38 ng/L 96 ng/L"
			}
		}
		cells = append(cells, cell{v: v, date: dates[len(cells)], low: low})
		for i < len(toks) && (flagCell(strings.TrimRight(toks[i].text, ".,:")) || flagWord[toks[i].text]) {
			cells[len(cells)-1].low = cells[len(cells)-1].low || lowFlags[strings.TrimRight(toks[i].text, ".,:")]
			i++ // and a speck after it: "148 H. 145"
		}
	}
	if len(cells) != len(dates) {
		return nil, false
	}
	if last := cells[len(cells)-1]; unit == "" && last.v.unit != "" && !slices.ContainsFunc(cells[:len(cells)-1], func(c cell) bool { return c.v.unit != "" }) {
		unit = last.v.unit // the row's unit after its last cell: "4,9 5,3 mmol/L"
	}
	if i+1 < len(toks) && missingCell(toks[i].text) && anotherCell(toks, i+1) {
		return nil, false // more cells than dates (a dash before the reference or a delta is that column's)
	}
	if unit == "" && i < len(toks) && !missingCell(toks[i].text) && anotherCell(toks, i) {
		j := i + 1
		j = afterFlags(toks, j)
		if _, n := readUnit(toks, j); n > 0 {
			return nil, false // one more value before the row's unit: more cells than dates ("142 H 156 H 171 H mg/dL")
		}
	}
	if unit == "" {
		unit, n = readUnit(toks, i)
		i += n
	}
	if unit == "" {
		unit = rowUnit
	}
	ref, refN := findReference(toks[i:])
	if refFirst != nil {
		ref, refN = findReference(refFirst)
	}
	if cellValue := func(c cell) value { return c.v }; ctx.scanned && refN > 0 && (residue || unevenDecimals(cells, cellValue)) {
		// arrows glued to values: taken off in a row where OCR read other arrows as numbers, or
		// when that leaves the row evenly printed
		stripped := slices.Clone(cells)
		for k := range stripped {
			if !stripped[k].empty {
				stripped[k].v = stripGluedArrow(stripped[k].v, ref)
			}
		}
		for k := range stripped { // a whole number among them may have lost its comma too
			stripped[k].v = lostComma(stripped[k].v, stripped, cellValue, ref)
		}
		if residue || !unevenDecimals(stripped, cellValue) {
			cells = stripped
		}
	}
	if ctx.scanned {
		for k := range cells {
			cells[k].v = lostComma(cells[k].v, cells, func(c cell) value { return c.v }, ref)
			if refN > 0 { // against the row's reference, as a result alone on its line
				cells[k].v = restoreComma(cells[k].v, ref)
				if cells[k].low {
					cells[k].v = flaggedLow(cells[k].v, ref)
				}
			}
			if !cells[k].empty { // and beyond what a living patient's blood reaches ("53" mmol/L of potassium)
				cells[k].v = stripBeyondLife(cells[k].v, ref, m.canon, repairUnit(unit))
			}
		}
	}
	raw := printedName(toks, m, tailEnd)
	var out []Lab
	for k, c := range cells {
		if c.empty {
			continue
		}
		r := result{name: m, raw: raw, val: c.v, unit: c.v.unit, first: true, ref: ref, hasRef: refN > 0}
		if r.unit == "" {
			r.unit = unit
		}
		fasting := false
		if k < len(ctx.curve) {
			r.name.canon, fasting = timedMarker(m.canon, ctx.curve[k])
		}
		labs := toLabs([]result{r}, lineContext{section: ctx.section, table: true})
		for _, l := range labs {
			if fasting {
				l.LOINC = basalCode(l, ctx.section) // the curve's basal sample
			}
			if d := c.date; !d.IsZero() {
				l.CollectedAt = &d // a curve's times leave the report's date
			}
			l.history = true
			out = append(out, l)
		}
	}
	return out, len(out) > 0
}

// anotherCell reports whether toks[i] is one more dated cell: an unsigned value that starts no
// range, or a missing cell ("—"); not a reference nor a signed delta ("+7,4").
func anotherCell(toks []token, i int) bool {
	if missingCell(toks[i].text) {
		return true
	}
	if strings.IndexAny(toks[i].text, "+-−") == 0 {
		return false
	}
	v, ok := readValue(toks, i)
	return ok && v.qualitative == "" && v.comparator == "" && !isRangeStart(toks, i, v)
}

// cellsFrom counts the cells of a cumulative row from toks[i]: values (with their units) and
// missing cells, up to the first token that is neither.
func cellsFrom(toks []token, i int, canon string) int {
	n := 0
	for i < len(toks) {
		if missingCell(toks[i].text) {
			n, i = n+1, i+1
			continue
		}
		if n > 0 && (flagCell(toks[i].text) || cellDebris(toks[i].text)) {
			i++ // a flag or what OCR leaves of a rule between cells
			continue
		}
		v, ok := resultValue(toks, i, canon)
		if !ok {
			break
		}
		n, i = n+1, v.next
		if _, k := readUnit(toks, i); k > 0 {
			i += k
		}
	}
	return n
}

// rowDate is a date (and maybe a time) at the start of a result row, maybe after a row number
// ("12:02/03/2025 22:40 CK total 210 U/L"), or after a speck a scan's OCR read as a bullet or a
// dash ("- 10/02/2025 05:40 Albumina 28 g/L"; a quote is taken off by lines).
var rowDate = regexp.MustCompile(`^(?:[•*-]\s?)?(?:\d{1,3}[:.)]\s?)?(\d{1,2}/\d{1,2}/\d{2,4})(?:\s+\d{1,2}[:h]\d{2})?\s+`)

// leadingDate splits a row that starts with its collection date into the date and the rest.
func leadingDate(line string) (time.Time, string, bool) {
	m := rowDate.FindStringSubmatchIndex(line)
	if m == nil {
		return time.Time{}, "", false
	}
	d, ok := parseDate(line[m[2]:m[3]])
	return d, line[m[1]:], ok
}

// timeLabel is a column of a dynamic test's curve: "-15 min", "0'", "120 minutos", "basal".
var timeLabel = regexp.MustCompile(`^-?\d{1,3}\s?(?:min|minutos|')$|^basal$|^jejum$`)

// curveHeaderLabel is the label of a curve's first column.
var curveHeaderLabel = map[string]bool{"parametro": true, "exame": true, "exames": true, "analito": true, "tempo": true, "dosagem": true}

// timeColumns returns the time labels of a dynamic test's header row ("Parâmetro -15 min 0 min
// 30 min 60 min 90 min 120 min"): at least three, after the first column's label (and a unit
// column's); nil when the line is not one.
func timeColumns(line string) []string {
	f := strings.Fields(fold(line))
	if len(f) < 4 || !curveHeaderLabel[f[0]] {
		return nil
	}
	var labels []string
	for i := 1; i < len(f); i++ {
		switch {
		case i == 1 && (f[i] == "unidade" || f[i] == "unidades" || f[i] == "unid." || f[i] == "unid" || f[i] == "un."):
			continue // a unit column before the times: "Exame Unidade Basal 30 min 60 min"
		case i+1 < len(f) && (f[i+1] == "min" || f[i+1] == "minutos") && timeLabel.MatchString(f[i]+" "+f[i+1]):
			labels = append(labels, f[i]+" "+f[i+1])
			i++
		case timeLabel.MatchString(f[i]):
			labels = append(labels, f[i])
		case cellDebris(f[i]):
			continue // what OCR leaves of a rule: "60 min | 90min"
		default:
			return nil
		}
	}
	if len(labels) < 3 {
		return nil
	}
	return labels
}

// timedMarker is the marker of a glucose tolerance test's cell at a time label (glucose "60 min"
// is "Glicose 1 h após 75 g"), and whether it was taken fasting ("basal", "jejum", "0 min").
func timedMarker(canon, label string) (string, bool) {
	label = strings.ReplaceAll(label, "'", " min")
	switch strings.Fields(label)[0] {
	case "basal", "jejum", "0":
		return canon, true
	}
	if timed, ok := markerIndex[markerKey("totg "+label)]; ok && canon == "Glicose" {
		return timed, false
	}
	return canon, false
}

// basalCode is the code of a curve's basal sample l: its marker's fasting code when it has one
// (glucose 14771-0 in mmol/L), else the code it has.
func basalCode(l Lab, section string) string {
	if info, ok := markerByName[l.Marker]; ok && info.FastingLOINC != "" {
		return codeFor(info, "jejum", l.Unit, section)
	}
	return l.LOINC
}

// unitLine reads a line that holds only a unit in parentheses, the row's above: "(ng/mL)".
func unitLine(l string) (string, bool) {
	t := strings.TrimRight(strings.TrimSpace(l), " .|!") // and OCR's specks after it
	if !strings.HasPrefix(t, "(") || !strings.HasSuffix(t, ")") {
		return "", false
	}
	u := strings.TrimSpace(t[1 : len(t)-1])
	return u, u != "" && KnownUnit(u)
}

// namedWithDigits is a folded word of a name that holds digits after its first letter, such as
// an exam's heading over its dates: "hemoglobina glicada (hba1c) – % 18/03/2025 09/12/2024".
// A value's word starts with its digits ("5,2mg/dl").
func namedWithDigits(w string) bool {
	w = strings.TrimLeft(w, "([")
	return w != "" && w[0] >= 'a' && w[0] <= 'z'
}

// earlierLabelWord is a folded header word that labels an earlier result's column without its
// date: "ant.", "anterior".
var earlierLabelWord = regexp.MustCompile(`^(?:ant\.?|anterior)$`)

// datesBelowLabels reads a cumulative table's header that dates its current column in the row
// and labels its earlier ones only, their dates on the line below: "Exame 22/09/25 Ant. Unidade"
// over "17/03/25", or twice on a two-column page ("Exame 22/09/25 Ant. Unidade Exame 22/09/25
// Ant. Unidade" over "17/03/25 17/03/25"). It returns the header with each label replaced by its
// date, in order, for columnDates to read.
func datesBelowLabels(header, below string) (string, bool) {
	ds := strings.Fields(below)
	if len(onlyDates(below)) == 0 {
		return "", false
	}
	ws := strings.Fields(header)
	labels, dated := 0, 0
	for _, w := range ws {
		if earlierLabelWord.MatchString(fold(w)) {
			labels++
		} else if _, ok := parseDate(w); ok && anyDate.MatchString(w) {
			dated++
		}
	}
	if labels != len(ds) || dated == 0 {
		return "", false
	}
	k := 0
	for j, w := range ws {
		if earlierLabelWord.MatchString(fold(w)) {
			ws[j], k = ds[k], k+1
		}
	}
	return strings.Join(ws, " "), true
}

// sideBySide reports whether a cumulative header's dates are one table's printed twice, side by
// side (a two-column page: "Exame 22/09/25 17/03/25 Unidade Exame 22/09/25 17/03/25 Unidade"),
// and returns one table's. Each must date two columns or more: "Atual 14/11/2023 Atual
// 14/11/2023" dates an earlier column beside an undated current one, read elsewhere.
func sideBySide(folded string, cols []time.Time) ([]time.Time, bool) {
	n := len(cols) / 2
	if n < 2 || len(cols) != 2*n || !slices.EqualFunc(cols[:n], cols[n:], time.Time.Equal) {
		return cols, false
	}
	for k := 1; k < n; k++ {
		if slices.ContainsFunc(cols[:k], cols[k].Equal) {
			return cols, false // one collection's dates, not columns ("Coleta 10/02/2025 · análise 10/02/2025")
		}
	}
	words := strings.Fields(numericDate.ReplaceAllString(folded, " "))
	if len(words) < 2 || len(words)%2 != 0 || !slices.Equal(words[:len(words)/2], words[len(words)/2:]) {
		return cols, false
	}
	return cols[:n], true
}

// besideRows reads a line of a side-by-side cumulative table: one row of each column ("Ureia 42
// 39 mg/dL Colesterol total 198 Alto 231 Alto mg/dL"), split before the second row's name, the
// first split at which both halves read as rows of the table's dates.
func besideRows(line string, dates []time.Time, ctx lineContext) ([]Lab, bool) {
	toks := tokenize(line)
	for p := 2; p < len(toks)-1; p++ {
		if m, ok := matchName(toks, p, ctx.section); !ok || m.canon == "" || !slices.ContainsFunc(toks[:p], func(t token) bool { return numericToken.MatchString(t.text) }) {
			continue
		}
		left, ok := cumulativeRow(strings.Join(tokenTexts(toks[:p]), " "), dates, ctx, "")
		if !ok {
			continue
		}
		right, ok := cumulativeRow(strings.Join(tokenTexts(toks[p:]), " "), dates, ctx, "")
		if !ok {
			continue
		}
		return append(left, right...), true
	}
	if labs, ok := cumulativeRow(line, dates, ctx, ""); ok {
		return labs, true
	}
	// the first column's side holds no row (a heading, a wrapped name's end: "2021)
	// Triglicerídeos 173 Alto 199 Alto mg/dL"): the second's row alone
	for p := 1; p < len(toks)-1; p++ {
		if m, ok := matchName(toks, p, ctx.section); ok && m.canon != "" {
			if right, ok := cumulativeRow(strings.Join(tokenTexts(toks[p:]), " "), dates, ctx, ""); ok {
				return right, true
			}
		}
	}
	return nil, false
}
