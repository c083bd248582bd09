package extract

import (
	"slices"
	"strings"
	"time"
	"unicode"
)

// A band is a table printed across the page: a line of marker names, one per column ("Hemácias
// Hemoglobina Hematócrito VCM"), maybe a line of their units ("(milhões/mm³) (g/dL) (%)"), and
// lines of one value per column below it; each of those lines may begin with its own collection
// date (an evolution table with a row per collection: "Data/hora Hb Leucócitos ..." over
// "02/06/25 05:40 10,8 18.420 ..."). A report of "cards" prints the values line above the
// names instead ("4,86 ng/mL 0,62 ng/mL" over "PSA total PSA livre").

// minBandColumns is the fewest names a band has, unless each of its values prints its unit:
// two names alone over two values are otherwise an ordinary line's pieces.
const minBandColumns = 3

// allWithUnits reports whether every cell of a band's row is a number with its unit.
func allWithUnits(cells []value) bool {
	for _, c := range cells {
		if c.text == "" || c.qualitative != "" || c.unit == "" {
			return false
		}
	}
	return len(cells) > 0
}

// bandHeader is a band's names: each column's marker, name as printed and unit when the header
// prints it ("Hb (g/dL)"); dated says the first column holds each row's collection date.
type bandHeader struct {
	names []nameMatch
	raws  []string
	units []string
	dated bool
	// lead is the columns between the date and the first name that hold no result (a
	// newborn's "Horas de vida"); trailing says a column of words follows the last name (a
	// "Zona de risco"), whose cells are not results.
	lead     int
	trailing bool
	// unitsBelow says a dated band of two names lacks a unit its columns need: a band only when a
	// units line below prints them
	unitsBelow bool
}

// leadColumnLabel is the label of a column beside an evolution table's date that counts time,
// not a result: a newborn's hours of life, a stay's day.
var leadColumnLabel = map[string]bool{"horas": true, "hora": true, "horas de vida": true, "idade": true, "dia": true,
	"dias": true, "vida": true, "vida h": true, "dia de vida": true, "dias de vida": true, "dia de internacao": true, "di": true}

// clockColumnLabel is the folded label of a column of the time of day a sample was drawn.
var clockColumnLabel = map[string]bool{"hora": true, "horario": true}

// leadLabelAt returns how many tokens from toks[i] label a lead column (leadColumnLabel), or 0.
func leadLabelAt(toks []token, i int) int {
	for n := 3; n >= 1; n-- {
		if i+n <= len(toks) && leadColumnLabel[strings.Join(keysOf(toks[i:i+n]), " ")] {
			return n
		}
	}
	return 0
}

// dateColumnLabel is the label of an evolution table's date column.
var dateColumnLabel = map[string]bool{"data": true, "data hora": true, "data da coleta": true, "data hora da coleta": true, "coleta": true}

// readBandHeader reads a line made only of at least minBandColumns marker names (each maybe
// followed by its unit in parentheses), after an optional date-column label.
func readBandHeader(line, sect string) (bandHeader, bool) {
	toks := tokenize(line)
	var h bandHeader
	i := 0
	for n := 3; n >= 1; n-- {
		if n <= len(toks) && dateColumnLabel[strings.Join(keysOf(toks[:n]), " ")] {
			h.dated, i = true, n
			break
		}
	}
	if h.dated {
		// a clock column between the date and a time-counting one is the date's own time,
		// which the row's date takes with it ("Data da coleta Hora Vida (h)" over "11/03/2025
		// 06:10 31 8,42 ...")
		if i < len(toks) && clockColumnLabel[toks[i].key] && leadLabelAt(toks, i+1) > 0 {
			i++
		}
		if n := leadLabelAt(toks, i); n > 0 {
			h.lead, i = 1, i+n
		}
	}
	garbled := false // a column whose abbreviated name OCR garbled ("Plaqg." for "Plaq.") is kept as a blank
	for i < len(toks) {
		if cellDebris(toks[i].text) || len(h.names) > 0 && (statusWord[toks[i].key] || toks[i].text == "-" && i+1 < len(toks)) {
			i++ // and a card's status after its name: "Glicose Acima Hemoglobina glicada Acima"; a scan's dash
			continue
		}
		m, ok := matchName(toks, i, sect)
		if ok && m.end-m.start >= 2 && measureWord[toks[m.end-1].key] {
			// two columns a name took as one: "TP Atividade" is the PT and its activity
			if shorter, found := matchNameUpTo(toks, i, sect, m.end-m.start-1); found && shorter.end == m.end-1 {
				m = shorter
			}
		}
		if !ok && len(h.names) > 0 {
			// a measure named after the column before it: "TP Atividade RNI" (the PT's activity)
			if canon, found := headingMeasure(h.raws[len(h.raws)-1], toks[i].text); found {
				m, ok = nameMatch{canon, i, i + 1}, true
			}
		}
		if !ok && len(h.names) >= minBandColumns && !hasNumber(strings.Join(tokenTexts(toks[i:]), " ")) {
			h.trailing = true // "Zona de risco (Bhutani)"
			break
		}
		if !ok && !garbled && len(h.names) > 0 && garbledAbbreviation(toks[i].text) {
			garbled = true
			h.names, h.raws, h.units = append(h.names, nameMatch{start: i, end: i + 1}), append(h.raws, toks[i].text), append(h.units, "")
			i++
			continue
		}
		if !ok {
			return bandHeader{}, false
		}
		h.names = append(h.names, m)
		h.raws = append(h.raws, strings.Join(tokenTexts(toks[m.start:m.end]), " "))
		i = m.end
		if i < len(toks) && strings.HasSuffix(toks[i].text, ")") && equationYear.MatchString(strings.TrimSuffix(toks[i].text, ")")) {
			i++ // the year closing an equation the name took: "TFG (CKD-EPI 2021)"
		}
		unit := ""
		if i < len(toks) && strings.HasPrefix(toks[i].text, "(") && strings.HasSuffix(toks[i].text, ")") {
			if u := strings.Trim(toks[i].text, "()"); KnownUnit(u) {
				unit, i = u, i+1
			}
		}
		if unit == "" {
			i = skipAlias(toks, i) // "TFG (CKD-EPI 2021)"
		}
		h.units = append(h.units, unit)
	}
	if garbled && len(h.names)-1 < minBandColumns {
		return bandHeader{}, false // a blank column only among enough known ones
	}
	// two names: a dated table's only when each prints its unit ("Data da coleta CEA (ng/mL)
	// CA 15-3 (U/mL)"), here or on a units line below (readBand checks: "Data da coleta RNI
	// TTPA" over "(seg)", an INR having none)
	h.unitsBelow = len(h.names) == 2 && h.dated && slices.Contains(h.units, "")
	return h, len(h.names) >= minBandColumns || len(h.names) == 2 && !h.trailing && h.lead == 0
}

// unitsPrinted reports whether every column of a band whose marker is measured in a unit has one.
func unitsPrinted(names []nameMatch, units []string) bool {
	for k, n := range names {
		if units[k] == "" && measuredInUnit(n.canon) {
			return false
		}
	}
	return true
}

// unitsInCells reports whether the dated row at ls[k] prints, in its cells, the unit of every
// column whose header has none: "15/04/2025 21,0 segundos 1,90" under "DATA DA COLETA TEMPO DE
// PROTROMBINA RNI".
func unitsInCells(ls []string, k int, h bandHeader, units []string) bool {
	if k >= len(ls) {
		return false
	}
	cells, _, date, ok := readBandRow(ls[k], len(h.names), h.dated, h)
	if !ok || date == nil {
		return false
	}
	for c, n := range h.names {
		if units[c] == "" && measuredInUnit(n.canon) && cells[c].unit == "" {
			return false
		}
	}
	return true
}

// garbledAbbreviation reports whether a header's token may be an abbreviated name OCR garbled:
// letters ending in a period ("Plaqg.").
func garbledAbbreviation(t string) bool {
	w, ok := strings.CutSuffix(t, ".")
	if !ok || len(w) < 2 || len(w) > 8 {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// measureWord are the folded words that name a measure of the exam before them, each a column
// of its own in a band's header ("TP Atividade RNI").
var measureWord = map[string]bool{"atividade": true, "relacao": true, "rni": true, "inr": true, "tempo": true, "titulo": true}

// readBandUnits reads a line of one unit per column of names, in parentheses or bare, after the
// rest of a date column's label ("da coleta g/dL /mm³ ..."), or of units over the columns that
// have one only; a unit that does not read is "".
func readBandUnits(line string, names []nameMatch) ([]string, bool) {
	n := len(names)
	toks := slices.DeleteFunc(tokenize(line), func(t token) bool { return cellDebris(t.text) })
	for len(toks) > n && !KnownUnit(strings.Trim(toks[0].text, "()")) && !hasNumber(toks[0].text) {
		toks = toks[1:] // the rest of a date or time column's label: "da coleta", "de vida"
	}
	if len(toks) < n {
		return unitsOfUnitColumns(toks, names)
	}
	if len(toks) != n {
		return nil, false
	}
	units := make([]string, n)
	known := 0
	for i, t := range toks {
		u := strings.TrimSuffix(strings.TrimPrefix(t.text, "("), ")")
		if r := ocrUnit(u); r != "" {
			u = r
		}
		if KnownUnit(u) {
			units[i] = u
			known++
		}
	}
	// a unit OCR garbled ("imm?" for "/mm³") is left out; most must read as units
	return units, known*2 > n
}

// unitsOfUnitColumns reads a band's units line that prints units only over the columns that
// have one ("seg % seg" under "TP Atividade RNI TTPa Relação"): each unit, in order, is the next
// column's whose marker is measured in a unit and suits it; every unit must find its column.
func unitsOfUnitColumns(toks []token, names []nameMatch) ([]string, bool) {
	units := make([]string, len(names))
	c := 0
	for _, t := range toks {
		u := strings.TrimSuffix(strings.TrimPrefix(t.text, "("), ")")
		if !KnownUnit(u) || u == "" {
			return nil, false
		}
		for c < len(names) && !measuredInUnit(names[c].canon) {
			c++ // a unitless measure's column: an INR, a ratio
		}
		if c == len(names) || !unitSuits(names[c].canon, u) {
			return nil, false
		}
		units[c], c = u, c+1
	}
	return units, len(toks) > 0
}

// measuredInUnit reports whether the marker canon is a known one with a canonical unit.
func measuredInUnit(canon string) bool {
	info, ok := markerByName[canon]
	return ok && info.Unit != ""
}

// cellDebris is what OCR makes of a table's rules and specks between a band's cells: "|", ".", "!".
func cellDebris(t string) bool {
	return t != "" && strings.Trim(t, "|.!:;,'\"`") == ""
}

// readBandRow reads a line of exactly n cells, each a value (with its unit, maybe, and then
// maybe its reference) or a missing cell ("—"), after its collection date when dated and the
// header's lead cells; a missing cell is a zero value, a cell without a reference a zero one.
// With a trailing column, what follows the n cells is its words.
func readBandRow(line string, n int, dated bool, h bandHeader) ([]value, []reference, *time.Time, bool) {
	var date *time.Time
	line = strings.TrimLeft(line, "|!:;.' ")
	if dated {
		d, rest, ok := leadingDate(line)
		if !ok {
			return nil, nil, nil, false
		}
		date, line = &d, rest
	}
	toks := tokenize(line)
	var cells []value
	var refs []reference
	j := 0
	for k := 0; k < h.lead && j < len(toks); k++ {
		if !hasNumber(toks[j].text) {
			return nil, nil, nil, false
		}
		j++
		if j < len(toks) && (toks[j].key == "h" || toks[j].key == "d") {
			j++ // "24 h"
		}
	}
	for j < len(toks) {
		if h.trailing && len(cells) == n {
			break
		}
		if missingCell(toks[j].text) {
			cells, refs, j = append(cells, value{}), append(refs, reference{}), j+1
			continue
		}
		if cellDebris(toks[j].text) {
			j++
			continue
		}
		v, ok := readValue(toks, j)
		if !ok {
			return nil, nil, nil, false
		}
		j = v.next
		if v.unit == "" && v.qualitative == "" {
			if u, k := readUnit(toks, j); k > 0 {
				v.unit, j = u, j+k
			} else if len(cells) < n {
				v.unit, j = unitAfterNote(toks, j, h.names[len(cells)].canon, v.unit)
			}
		}
		for j < len(toks) && flagCell(toks[j].text) && v.qualitative == "" {
			j++
		}
		var ref reference
		if v.unit != "" && v.qualitative == "" {
			k := skipCellReference(toks, j)
			if k > j {
				ref, _ = parseReference(strings.Join(tokenTexts(toks[j:k]), " "))
			}
			j = skipCellNote(toks, k)
		}
		cells, refs = append(cells, v), append(refs, ref)
	}
	return cells, refs, date, len(cells) == n
}

// statusWord are the folded words a patient app prints beside a card's name for where the value
// falls ("Acima", "Abaixo").
var statusWord = map[string]bool{"acima": true, "abaixo": true, "alterado": true, "alterada": true}

// unitAfterNote reads the unit a card prints after a note on its value ("104 Jejum de 10 horas
// mg/dL", "139 Calculado (Martin-Hopkins) mg/dL"): the first unit within five tokens that suits
// marker canon, when the note starts with a word; else unit and j unchanged.
func unitAfterNote(toks []token, j int, canon, unit string) (string, int) {
	if j >= len(toks) || !startsWithLetter(toks[j].text) || KnownUnit(toks[j].text) {
		return unit, j
	}
	for k := j + 1; k < len(toks) && k <= j+5; k++ {
		if u, n := readUnit(toks, k); n > 0 && u != "" {
			if _, known := parseUnit(u); known && unitSuits(canon, u) {
				return u, k + n
			}
			return unit, j
		}
	}
	return unit, j
}

// skipCellReference skips the reference a band's cell prints after its value and unit ("3,92
// milhões/mm³ 3,80 a 5,20 33,3 g/dL ...", "11,3 g/dL gestante: igual ou superior a 11,0 13,9 %"):
// from a range or a reference's word to the next value printed with its unit, or to the line's
// end. Anything else is left for the row to read.
func skipCellReference(toks []token, j int) int {
	if j >= len(toks) || cellWithUnit(toks, j) {
		return j
	}
	if _, ok := rangeAt(toks, j); !ok && !refWords[toks[j].key] && !refByGroup.MatchString(toks[j].key) {
		return j
	}
	for k := j + 1; k < len(toks); k++ {
		if cellWithUnit(toks, k) {
			return k
		}
	}
	return len(toks)
}

// skipCellNote skips a note a card prints after its value and unit ("104 mg/dL Jejum de 10 horas
// 5,9 %"): words up to the next value printed with its unit. Anything else is left.
func skipCellNote(toks []token, j int) int {
	if j >= len(toks) || !startsWithLetter(toks[j].text) || KnownUnit(toks[j].text) {
		return j
	}
	if _, n := readQualitative(toks, j); n > 0 {
		return j
	}
	for k := j + 1; k < len(toks) && k <= j+6; k++ {
		if cellWithUnit(toks, k) {
			return k
		}
	}
	return j
}

// cellWithUnit reports whether a value printed with its unit starts at toks[j] (no range's bound).
func cellWithUnit(toks []token, j int) bool {
	v, ok := readValue(toks, j)
	if !ok || v.qualitative != "" || isRangeStart(toks, j, v) {
		return false
	}
	if v.unit != "" {
		return true
	}
	_, k := readUnit(toks, v.next)
	return k > 0
}

// readBand reads the band whose header is ls[i]: the values below it (after a units line), or
// the values line above it when aboveFree (no other band read it). It returns the results and
// the last line used.
func readBand(ls []string, i int, ctx lineContext, aboveFree bool) ([]Lab, int, bool) {
	h, ok := readBandHeader(ls[i], ctx.section)
	if !ok {
		return nil, i, false
	}
	n, last := len(h.names), i
	units := slices.Clone(h.units)
	if i+1 < len(ls) {
		if us, ok := readBandUnits(ls[i+1], h.names); ok {
			for k := range units {
				if units[k] == "" {
					units[k] = us[k]
				}
			}
			last = i + 1
		}
	}
	if h.unitsBelow && !unitsPrinted(h.names, units) && !unitsInCells(ls, last+1, h, units) {
		return nil, i, false
	}
	var labs []Lab
	cellCtx := ctx
	cellCtx.table = true // a cell is a result by its column, even when its unit did not read
	emit := func(cells []value, refs []reference, date *time.Time) {
		for k, v := range cells {
			if v.text == "" || h.names[k].canon == "" {
				continue // an empty cell, or the garbled column's
			}
			u := v.unit
			if u == "" && v.qualitative == "" {
				u = units[k]
			}
			r := result{name: h.names[k], raw: h.raws[k], val: v, unit: u, first: true, date: date}
			if ref := refs[k]; ref.low != nil || ref.high != nil || ref.text != "" {
				r.ref, r.hasRef = ref, true
			}
			labs = append(labs, toLabs([]result{r}, cellCtx)...)
		}
	}
	for last+1 < len(ls) {
		if stray := strings.TrimSpace(ls[last+1]); last+2 < len(ls) && len([]rune(stray)) <= 2 && !hasNumber(stray) && len(labs) > 0 {
			last++ // a speck OCR read as a line between two rows ("E")
			continue
		}
		cells, refs, date, ok := readBandRow(ls[last+1], n, h.dated, h)
		if !ok || n < minBandColumns && !allWithUnits(cells) && !(h.dated && date != nil) {
			break // two names over two values are a band only when each value has its unit, or its row its date
		}
		emit(cells, refs, date)
		last++
	}
	if len(labs) == 0 && !h.dated && i > 0 && aboveFree {
		if cells, refs, _, ok := readBandRow(ls[i-1], n, false, h); ok && (n >= minBandColumns || allWithUnits(cells)) {
			emit(cells, refs, nil)
		}
	}
	return labs, last, len(labs) > 0
}
