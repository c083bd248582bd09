package extract

import (
	"strings"
)

// Tesseract's page segmentation reads a table with wide gaps column by column: the names of a
// block, then their values, then their references, each as a run of lines. assembleColumns
// puts such a table back into rows. It is strict, because a row joined to the wrong value would
// invent a result: the names must be a run of at least three lines that are each a marker name
// alone, the values and references that follow must come as one run of exactly one, two or
// three times as many lines, each chunk all values or all references, and no value may lie
// twenty times outside its own reference.

// columnRow is a table row put back together, with the line of its name.
type columnRow struct {
	text string
	line int
}

// minColumnRun is the shortest run of bare names read as a column.
const minColumnRun = 3

// bareName reports whether a line is a marker name alone (maybe with a colon or leaders).
func bareName(l, sect string) bool {
	l = strings.TrimSpace(strings.TrimRight(leaders.ReplaceAllString(l, " "), " :"))
	if l == "" || len(l) > 60 || len(strings.Fields(l)) > 8 {
		return false
	}
	toks := tokenize(l)
	m, ok := matchName(toks, 0, sect)
	return ok && skipNameTail(toks, m.end) == len(toks)
}

// cellKind classifies a line of a value or reference column: 'v' a value (maybe with unit and
// reference), 'r' a reference only, 0 neither.
func cellKind(l string) byte {
	toks := tokenize(l)
	if len(toks) == 0 {
		return 0
	}
	if n, ok := rangeAt(toks, 0); ok && n == len(toks) {
		if v, _ := readValue(toks, 0); v.comparator == "" || isRangeStart(toks, 0, v) {
			return 'r'
		}
	}
	v, ok := readValue(toks, 0)
	if !ok || isRangeStart(toks, 0, v) {
		if _, ok := parseReference(l); ok && refByGroup.MatchString(fold(l)) {
			return 'r'
		}
		return 0
	}
	return 'v'
}

// bareNames marks the lines that are a marker name alone.
func bareNames(ls, sections []string) []bool {
	out := make([]bool, len(ls))
	for i, l := range ls {
		out[i] = bareName(l, sections[i])
	}
	return out
}

// assembleColumns returns the rows of the column-wise tables in ls and the lines they use;
// names marks the lines that are a marker name alone.
func assembleColumns(ls []string, names []bool) ([]columnRow, map[int]bool) {
	used := map[int]bool{}
	var rows []columnRow
	for i := 0; i < len(ls); i++ {
		j := i
		for j < len(ls) && !used[j] && names[j] {
			j++
		}
		n := j - i
		if n < minColumnRun {
			continue
		}
		got, cells := zipColumn(ls, used, i, j)
		if got != nil {
			rows = append(rows, got...)
			for k := i; k < j; k++ {
				used[k] = true
			}
			for _, k := range cells {
				used[k] = true
			}
		}
		i = j - 1
	}
	return rows, used
}

// zipColumn joins the names in lines [start, end) with the value (and reference) run that
// follows within 40 lines; nil when no run fits exactly.
func zipColumn(ls []string, used map[int]bool, start, end int) ([]columnRow, []int) {
	n := end - start
	k := end
	for k < len(ls) && k < end+40 && (used[k] || cellKind(ls[k]) == 0) {
		k++
	}
	var run []int
	for ; k < len(ls) && !used[k] && cellKind(ls[k]) != 0 && len(run) < 3*n+1; k++ {
		run = append(run, k)
	}
	if len(run) == 0 || len(run)%n != 0 || len(run) > 3*n {
		return nil, nil
	}
	values, refs := -1, -1
	for c := 0; c < len(run)/n; c++ {
		kinds := map[byte]int{}
		for _, at := range run[c*n : (c+1)*n] {
			kinds[cellKind(ls[at])]++
		}
		switch {
		case kinds['v'] == n && values < 0:
			values = c
		case kinds['r'] >= n-1 && refs < 0:
			refs = c
		default:
			return nil, nil
		}
	}
	if values < 0 {
		return nil, nil
	}
	rows := make([]columnRow, n)
	for r := 0; r < n; r++ {
		text := ls[start+r] + " " + ls[run[values*n+r]]
		if refs >= 0 {
			text += " " + ls[run[refs*n+r]]
		}
		rows[r] = columnRow{text: text, line: start + r}
	}
	if !plausibleRows(rows) {
		return nil, nil
	}
	return rows, run
}

// plausibleRows rejects a zip where a value lies more than twenty times outside its reference,
// the sign of names joined to another row's values.
func plausibleRows(rows []columnRow) bool {
	for _, r := range rows {
		for _, l := range toLabs(parseLine(r.text, lineContext{}), lineContext{}) {
			if l.RefHigh != nil && *l.RefHigh > 0 && l.Value > 20**l.RefHigh {
				return false
			}
			if l.RefLow != nil && *l.RefLow > 0 && l.Value < *l.RefLow/20 {
				return false
			}
		}
	}
	return true
}
