package main

import "os"

// collapsed writes cid_collapsed.pdf: a lab report table typeset by fpdf
// with an embedded UTF-8 TrueType font. fpdf writes such fonts as Type0
// (CIDFontType2, Identity-H) and shows each cell with one Tj; ledongthuc/pdf
// gives Type0 glyphs no width, so every glyph of a cell lands on the cell's
// origin.
func collapsed(out string) error {
	pdf := newDoc()
	for style, file := range map[string]string{"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf"} {
		ttf, err := os.ReadFile(dejavu + file)
		if err != nil {
			return err
		}
		pdf.AddUTF8FontFromBytes("DejaVu", style, ttf)
	}
	pdf.SetFont("DejaVu", "B", 14)
	pdf.CellFormat(0, 8, "Laboratório São Lucas", "", 1, "L", false, 0, "")
	pdf.SetFont("DejaVu", "", 10)
	for _, l := range []string{
		"Paciente: Maria Aparecida dos Santos",
		"Médico solicitante: Dr. Carlos Eduardo Pereira - CRM-SP 123456",
		"Data da coleta: 10/03/2026",
	} {
		pdf.CellFormat(0, 6, l, "", 1, "L", false, 0, "")
	}
	pdf.Ln(4)
	widths := []float64{55, 30, 30, 55}
	row := func(style string, cells ...string) {
		pdf.SetFont("DejaVu", style, 10)
		for i, c := range cells {
			pdf.CellFormat(widths[i], 7, c, "B", 0, "L", false, 0, "")
		}
		pdf.Ln(-1)
	}
	row("B", "Exame", "Resultado", "Unidade", "Referência")
	row("", "Glicose", "131", "mg/dL", "70 - 99")
	row("", "Colesterol total", "212", "mg/dL", "< 190")
	row("", "Ácido Úrico", "5,1", "mg/dL", "2,4 - 5,7")
	row("", "TSH", "5,87", "µUI/mL", "0,45 - 4,50")
	row("", "Leucócitos", "6.840", "/mm³", "3.500 - 10.500")
	pdf.Ln(6)
	pdf.SetFont("DejaVu", "", 8)
	pdf.CellFormat(0, 5, "Laudo liberado eletronicamente.", "", 1, "L", false, 0, "")
	return pdf.OutputFileAndClose(out)
}
