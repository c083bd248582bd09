package main

import (
	"encoding/json"
	"os"
	"strings"
)

// line is one printed line: its cells, left to right (a two-column report has the cells of
// both columns); the text layer and OCR read them joined by single spaces.
type line struct {
	cells []string
	bold  bool
	row   bool // a table row (results, or a column header within the table)
}

// goldLab is one expected result, in the shape of extract.Lab's JSON.
type goldLab struct {
	Marker      string
	Value       float64
	Unit        string
	Qualitative string   `json:",omitempty"`
	RefLow      *float64 `json:"RefLow"`
	RefHigh     *float64 `json:"RefHigh"`
	Flag        string
	CollectedAt string `json:",omitempty"`
}

// report is one lab report: its lines and the results a correct reader finds in it.
type report struct {
	name      string
	collected string // the first collection date, YYYY-MM-DD
	document  string // the date of issue ("Emissão"), YYYY-MM-DD, when printed
	columns   int    // 2: cells alternate between a left and a right column
	lines     []line
	gold      []goldLab
	date      string // collection date of the results added next
	// simulatedOCR marks a report whose text is written as Tesseract reads a poor scan.
	simulatedOCR bool
}

func f(v float64) *float64 { return &v }

// text adds a line of text cells.
func (r *report) text(cells ...string) { r.lines = append(r.lines, line{cells: cells}) }

// heading adds a bold line.
func (r *report) heading(cells ...string) { r.lines = append(r.lines, line{cells: cells, bold: true}) }

// lab describes one printed result: its cells as printed and what it means.
type lab struct {
	cells  []string // as printed, e.g. {"Glicose", "92 mg/dL", "70 a 99"}
	marker string   // canonical marker
	value  float64
	unit   string // as printed (the gold compares it folded)
	qual   string
	lo, hi *float64
}

// expect records the gold of a printed result (with the report's current collection date).
func (r *report) expect(l lab) {
	g := goldLab{Marker: l.marker, Value: l.value, Unit: l.unit, Qualitative: l.qual, RefLow: l.lo, RefHigh: l.hi}
	if l.qual == "" && (l.lo != nil || l.hi != nil) {
		g.Flag = "normal"
		if l.lo != nil && l.value < *l.lo {
			g.Flag = "low"
		} else if l.hi != nil && l.value > *l.hi {
			g.Flag = "high"
		}
	}
	if r.date != "" {
		g.CollectedAt = r.date + "T00:00:00Z"
	}
	r.gold = append(r.gold, g)
}

// row prints results on one line (two results for a two-column report) and records them.
func (r *report) row(labs ...lab) {
	var cells []string
	for _, l := range labs {
		if l.marker == "" {
			cells = append(cells, "", "", "")
			continue
		}
		cells = append(cells, l.cells...)
		r.expect(l)
	}
	r.lines = append(r.lines, line{cells: cells, row: true})
}

// textLayer is the report as the text layer or OCR gives it: cells joined by single spaces.
func (r *report) textLayer() string {
	var b strings.Builder
	for _, l := range r.lines {
		var parts []string
		for _, c := range l.cells {
			if c = strings.Join(strings.Fields(c), " "); c != "" {
				parts = append(parts, c)
			}
		}
		b.WriteString(strings.Join(parts, " "))
		b.WriteString("\n")
	}
	return b.String()
}

// writeGold writes the expected facts in the shape of extract.Facts.
func (r *report) writeGold(path string) error {
	var document any
	if r.document != "" {
		document = r.document + "T00:00:00Z"
	}
	facts := map[string]any{"CollectedAt": r.collected + "T00:00:00Z", "DocumentDate": document, "Labs": r.gold,
		"Conditions": []any{}, "Medications": []any{}, "Allergies": []any{}, "Factors": []any{}}
	b, err := json.MarshalIndent(facts, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
