package main

import (
	"html"
	"os"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// html renders the report for Chromium: text lines as paragraphs, runs of rows as a table
// whose columns fit their content; a two-column report puts both columns in one row.
func (r *report) html() string {
	var b strings.Builder
	size := "10.5pt"
	if r.columns == 2 {
		size = "8.5pt"
	}
	b.WriteString(`<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 15mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: ` + size + `; }
p { margin: 2pt 0; } p.b { font-weight: bold; margin-top: 8pt; }
table { border-collapse: collapse; } td { padding: 1pt 10pt 1pt 0; vertical-align: top; white-space: nowrap; }
td.gap { width: 8mm; }
</style></head><body>
`)
	inTable := false
	for _, l := range r.lines {
		if l.row != inTable {
			if inTable {
				b.WriteString("</table>\n")
			} else {
				b.WriteString("<table>\n")
			}
			inTable = l.row
		}
		if !l.row {
			class := ""
			if l.bold {
				class = ` class="b"`
			}
			var parts []string
			for _, c := range l.cells {
				if c != "" {
					parts = append(parts, html.EscapeString(c))
				}
			}
			b.WriteString("<p" + class + ">" + strings.Join(parts, " &nbsp;&nbsp;&nbsp; ") + "</p>\n")
			continue
		}
		b.WriteString("<tr>")
		for i, c := range l.cells {
			if r.columns == 2 && i == 3 {
				b.WriteString(`<td class="gap"></td>`)
			}
			b.WriteString("<td>" + html.EscapeString(c) + "</td>")
		}
		b.WriteString("</tr>\n")
	}
	if inTable {
		b.WriteString("</table>\n")
	}
	b.WriteString("</body></html>\n")
	return b.String()
}

const dejavu = "/usr/share/fonts/truetype/dejavu/"

// fpdf typesets the report with go-pdf/fpdf and DejaVu Sans: each cell at its column.
func (r *report) fpdf(out string) error {
	pdf := fpdf.New("P", "mm", "A4", "")
	fixed := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	pdf.SetCreationDate(fixed)
	pdf.SetModificationDate(fixed)
	pdf.SetCatalogSort(true)
	pdf.SetMargins(12, 15, 12)
	pdf.AddPage()
	for style, file := range map[string]string{"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf"} {
		ttf, err := os.ReadFile(dejavu + file)
		if err != nil {
			return err
		}
		pdf.AddUTF8FontFromBytes("DejaVu", style, ttf)
	}
	cols := []float64{12, 92, 130, 200}
	size := 9.0
	if r.columns == 2 {
		cols = []float64{12, 42, 72, 106, 136, 166, 200}
		size = 7.5
	} else if len(r.lines) > 0 && maxCells(r.lines) >= 5 {
		cols = []float64{12, 62, 84, 106, 134, 200}
	}
	for _, l := range r.lines {
		style := ""
		if l.bold {
			style = "B"
		}
		pdf.SetFont("DejaVu", style, size)
		y := pdf.GetY()
		for i, c := range l.cells {
			if i >= len(cols)-1 {
				break
			}
			pdf.SetXY(cols[i], y)
			w := cols[i+1] - cols[i]
			if i == len(l.cells)-1 {
				w = 198 - cols[i]
			}
			pdf.CellFormat(w, size*0.5, c, "", 0, "L", false, 0, "")
		}
		pdf.SetXY(12, y+size*0.5)
	}
	return pdf.OutputFileAndClose(out)
}

func maxCells(ls []line) int {
	n := 0
	for _, l := range ls {
		n = max(n, len(l.cells))
	}
	return n
}
