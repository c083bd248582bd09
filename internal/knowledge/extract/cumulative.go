package extract

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"time"
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

// columnDates returns the dates of a header row of a cumulative report: at least two dates,
// and otherwise only words and times of day; nil when the line is not one.
func columnDates(line string) []time.Time {
	f := fold(line)
	locs := numericDate.FindAllStringIndex(f, -1)
	if len(locs) < 2 {
		return nil
	}
	var dates []time.Time
	rest := f
	for i := len(locs) - 1; i >= 0; i-- {
		rest = rest[:locs[i][0]] + " " + rest[locs[i][1]:]
	}
	for _, w := range strings.Fields(rest) {
		if strings.HasSuffix(w, ":") || strings.ContainsAny(w, "0123456789") && !clockTime.MatchString(w) {
			return nil
		}
	}
	for _, loc := range locs {
		if before := strings.Fields(f[:loc[0]]); len(before) > 0 && proseBeforeDate[before[len(before)-1]] {
			return nil // "amostras de 03/06/2025 a 05/06/2025 - emitido em 05/06/2025": a sentence
		}
		t, ok := parseDate(f[loc[0]:loc[1]])
		if !ok {
			return nil
		}
		dates = append(dates, t)
	}
	return dates
}

// missingCell reads a cell of a collection without that exam.
func missingCell(t string) bool {
	switch t {
	case "—", "–", "-", "--", "---", "nr", "NR", "n/r", "*":
		return true
	}
	return false
}

// flagCell reads a flag printed after a value: arrows, H/L, (A), asterisks.
func flagCell(t string) bool {
	switch t {
	case "↑", "↓", "H", "L", "A", "B", "(A)", "(B)", "(H)", "(L)", "*", "**", "+", "!":
		return true
	}
	return false
}

// cumulativeRow reads a row of a cumulative table with one cell per date; ok is false when
// the line is not such a row. rowUnit is the row's unit when printed apart (on the line below).
func cumulativeRow(line string, dates []time.Time, ctx lineContext, rowUnit string) ([]Lab, bool) {
	toks := tokenize(line)
	m, ok := matchName(toks, 0, ctx.section)
	if !ok {
		return nil, false
	}
	i := skipNameTail(toks, m.end)
	unit, n := readUnit(toks, i)
	i += n
	if t := toks[min(m.end, len(toks)-1)].text; unit == "" && m.end < len(toks) && strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && KnownUnit(strings.Trim(t, "()")) {
		unit, i = strings.Trim(t, "()"), m.end+1 // the unit beside the name: "Glicose (mg/dL) 98 104 101"
	}
	type cell struct {
		v     value
		date  time.Time
		empty bool
	}
	var cells []cell
	residue := ctx.scanned && arrowResidueRow(toks, i, len(dates))
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
		if missingCell(toks[i].text) {
			cells = append(cells, cell{date: dates[len(cells)], empty: true})
			i++
			continue
		}
		v, ok := readValue(toks, i)
		if !ok {
			return nil, false
		}
		i = v.next
		if v.unit == "" && v.qualitative == "" {
			if u, k := readUnit(toks, i); k > 0 && u != "" {
				v.unit, i = u, i+k // each cell with its unit: "38 ng/L 96 ng/L"
			}
		}
		cells = append(cells, cell{v: v, date: dates[len(cells)]})
		for i < len(toks) && flagCell(toks[i].text) {
			i++
		}
	}
	if len(cells) != len(dates) {
		return nil, false
	}
	if i < len(toks) && missingCell(toks[i].text) {
		return nil, false // more cells than dates
	}
	if unit == "" {
		unit, n = readUnit(toks, i)
		i += n
	}
	if unit == "" {
		unit = rowUnit
	}
	ref, refN := findReference(toks[i:])
	if cellValue := func(c cell) value { return c.v }; ctx.scanned && refN > 0 && (residue || unevenDecimals(cells, cellValue)) {
		// arrows glued to values: taken off in a row where OCR read other arrows as numbers, or
		// when that leaves the row evenly printed
		stripped := slices.Clone(cells)
		for k := range stripped {
			if !stripped[k].empty {
				stripped[k].v = stripGluedArrow(stripped[k].v, ref)
			}
		}
		if residue || !unevenDecimals(stripped, cellValue) {
			cells = stripped
		}
	}
	if ctx.scanned {
		for k := range cells {
			cells[k].v = lostComma(cells[k].v, cells, func(c cell) value { return c.v })
		}
	}
	raw := strings.Trim(strings.Join(tokenTexts(toks[m.start:m.end]), " "), " :-–—")
	var out []Lab
	for _, c := range cells {
		if c.empty {
			continue
		}
		r := result{name: m, raw: raw, val: c.v, unit: c.v.unit, first: true, ref: ref, hasRef: refN > 0}
		if r.unit == "" {
			r.unit = unit
		}
		labs := toLabs([]result{r}, lineContext{section: ctx.section, table: true})
		for _, l := range labs {
			if d := c.date; !d.IsZero() {
				l.CollectedAt = &d // a curve's times leave the report's date
			}
			l.history = true
			out = append(out, l)
		}
	}
	return out, len(out) > 0
}

// rowDate is a date (and maybe a time) at the start of a result row, maybe after a row number
// ("12:02/03/2025 22:40 CK total 210 U/L").
var rowDate = regexp.MustCompile(`^(?:\d{1,3}[:.)]\s?)?(\d{1,2}/\d{1,2}/\d{2,4})(?:\s+\d{1,2}[:h]\d{2})?\s+`)

// leadingDate splits a row that starts with its collection date into the date and the rest.
func leadingDate(line string) (time.Time, string, bool) {
	m := rowDate.FindStringSubmatchIndex(line)
	if m == nil {
		return time.Time{}, "", false
	}
	d, ok := parseDate(line[m[2]:m[3]])
	return d, line[m[1]:], ok
}

// arrowResidue are what Tesseract reads of a flag's arrow (↑, ↓) printed after a value: it has no
// arrow glyphs, so it reads a digit, a bar or a letter.
var arrowResidue = map[string]bool{"1": true, "|": true, "!": true, "1!": true, "|!": true, "t": true, "l": true,
	"I": true, "7": true, "4": true, "14": true, "11": true, "1)": true, "1.": true}

// arrowResidueRow reports whether a cumulative row from toks[i] holds more numbers before its
// reference than it has dates: OCR read some flags' arrows as numbers.
func arrowResidueRow(toks []token, i, dates int) bool {
	n := 0
	for ; i < len(toks); i++ {
		t := toks[i].text
		if _, ok := rangeAt(toks, i); ok && n >= dates {
			break // the reference: "0,7 a 1,2"
		}
		switch {
		case numericToken.MatchString(strings.TrimRight(t, ".)!|")):
			n++
		case cellDebris(t) || missingCell(t) || flagCell(t) || arrowResidue[t]:
		default:
			return n > dates // the reference, or words
		}
	}
	return n > dates
}

// unevenDecimals reports whether a row's values are printed with different numbers of
// decimals, which one laboratory's analyte never is: something was glued to one of them.
func unevenDecimals[T any](cells []T, val func(T) value) bool {
	seen := -1
	for _, c := range cells {
		v := val(c)
		if v.text == "" || v.qualitative != "" {
			continue
		}
		d := decimals(v.text)
		if seen >= 0 && d != seen {
			return true
		}
		seen = d
	}
	return false
}

// decimals is the number of digits after a printed number's decimal comma (or point when it has
// no comma and is no thousands' group).
func decimals(t string) int {
	t = strings.TrimLeft(t, "<>≤≥= ")
	if k := strings.LastIndexByte(t, ','); k >= 0 {
		return len(t) - k - 1
	}
	if k := strings.LastIndexByte(t, '.'); k >= 0 && len(t)-k-1 != 3 {
		return len(t) - k - 1
	}
	return 0
}

// gluedArrows are the digits an arrow glued to its value reads as, shortest first.
var gluedArrows = []string{"1", "4", "7", "14", "71", "11"}

// stripGluedArrow removes from a value what OCR read of an arrow glued to it ("8,114" for
// "8,1↓", "13114" for "131↓"): digits beyond the reference's decimals, or, for a whole number
// against a range with both bounds (an analyte the body keeps within them, not a CRP or a
// triglyceride that may lie ten times over its limit), trailing digits that make it ten times
// the range's top when the rest lies near the range. Either way what is left must lie out of the
// range, since only such a value is flagged.
func stripGluedArrow(v value, ref reference) value {
	if ref.low == nil && ref.high == nil || v.comparator != "" {
		return v
	}
	refDec := max(decimals(refBoundText(ref.text, true)), decimals(refBoundText(ref.text, false)))
	d := decimals(v.text)
	for _, s := range gluedArrows {
		t, ok := strings.CutSuffix(v.text, s)
		if !ok || t == "" || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ".") {
			continue
		}
		n, ok := parseNumber(t)
		if !ok {
			continue
		}
		switch {
		case d > refDec && decimals(t) == refDec:
		case d == 0 && refDec == 0 && ref.low != nil && ref.high != nil && v.v > 10**ref.high && n <= 3**ref.high && n >= *ref.low/2:
		default:
			continue
		}
		if inside := (ref.low == nil || n >= *ref.low) && (ref.high == nil || n <= *ref.high); inside {
			continue // a flag's arrow is printed only beside a value out of its range
		}
		v.text, v.v = t, n
		return v
	}
	return v
}

// refBoundText is the printed low (or high) bound of a reference "8,6 a 10,3", "8,6a10,3".
func refBoundText(text string, low bool) string {
	nums := printedNumber.FindAllString(text, -1)
	switch {
	case len(nums) == 0:
		return ""
	case low:
		return nums[0]
	}
	return nums[len(nums)-1]
}

// printedNumber is a number as printed, with its decimal comma or point.
var printedNumber = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

// timeLabel is a column of a dynamic test's curve: "-15 min", "0'", "120 minutos", "basal".
var timeLabel = regexp.MustCompile(`^-?\d{1,3}\s?(?:min|minutos|')$|^basal$|^jejum$`)

// curveHeaderLabel is the label of a curve's first column.
var curveHeaderLabel = map[string]bool{"parametro": true, "exame": true, "exames": true, "analito": true, "tempo": true, "dosagem": true}

// timeColumns returns how many time columns a dynamic test's header row has ("Parâmetro -15 min
// 0 min 30 min 60 min 90 min 120 min"): at least three, after the first column's label; 0 when
// the line is not one.
func timeColumns(line string) int {
	f := strings.Fields(fold(line))
	if len(f) < 4 || !curveHeaderLabel[f[0]] {
		return 0
	}
	n := 0
	for i := 1; i < len(f); i++ {
		switch {
		case i+1 < len(f) && (f[i+1] == "min" || f[i+1] == "minutos") && timeLabel.MatchString(f[i]+" "+f[i+1]):
			i++
		case timeLabel.MatchString(f[i]):
		case cellDebris(f[i]):
			continue // what OCR leaves of a rule: "60 min | 90min"
		default:
			return 0
		}
		n++
	}
	if n < 3 {
		return 0
	}
	return n
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

// lostComma puts back the decimal comma Tesseract lost in a whole number of a row whose other
// values with a comma all have the same decimals ("71" and "79" beside "7,4" are 7,1 and 7,9),
// when the value it gives lies near theirs.
func lostComma[T any](v value, row []T, val func(T) value) value {
	if v.text == "" || v.qualitative != "" || v.comparator != "" || !allDigits(v.text) {
		return v
	}
	d, lo, hi := -1, math.Inf(1), math.Inf(-1)
	for _, c := range row {
		o := val(c)
		if o.text == "" || o.qualitative != "" || o.text == v.text {
			continue
		}
		od := decimals(o.text)
		if od == 0 && allDigits(o.text) {
			continue // another whole number, which may have lost its comma too
		}
		if d >= 0 && od != d || od == 0 {
			return v
		}
		d, lo, hi = od, math.Min(lo, o.v), math.Max(hi, o.v)
	}
	if d < 1 || len(v.text) <= d {
		return v
	}
	t := v.text[:len(v.text)-d] + "," + v.text[len(v.text)-d:]
	n, ok := parseNumber(t)
	if !ok || n < lo/2 || n > hi*2 {
		return v
	}
	v.text, v.v = t, n
	return v
}

// allDigits reports whether s is only ASCII digits.
func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// restoreComma puts back the decimal comma Tesseract lost in a whole number whose two-sided
// reference prints decimals ("64" against "3,4 a 7,0" is 6,4): when the number is over three
// times the range's top and, with the comma, lies near the range.
func restoreComma(v value, ref reference) value {
	if ref.low == nil || ref.high == nil || v.comparator != "" || !allDigits(v.text) || v.v <= 3**ref.high {
		return v
	}
	d := min(decimals(refBoundText(ref.text, true)), decimals(refBoundText(ref.text, false)))
	if d < 1 || len(v.text) <= d {
		return v
	}
	t := v.text[:len(v.text)-d] + "," + v.text[len(v.text)-d:]
	if n, ok := parseNumber(t); ok && n >= *ref.low/2 && n <= 2**ref.high {
		v.text, v.v = t, n
	}
	return v
}
