package ocr

import (
	"fmt"
	"strings"
	"testing"

	"clinic/internal/testkit/hostile"
)

// cidFontPDF is a one-page PDF whose content shows text in a Type0 font with Identity-H
// encoding, every glyph 500/1000 wide (5 points at 10 points), code i+1 mapping to the i-th rune
// of the texts' runes. content holds the page's text operators with %s for each text's codes.
func cidFontPDF(t *testing.T, content string, texts ...string) string {
	t.Helper()
	var runes []rune
	seen := map[rune]bool{}
	for _, r := range strings.Join(texts, "") {
		if !seen[r] {
			seen[r] = true
			runes = append(runes, r)
		}
	}
	code := map[rune]int{}
	var cmap strings.Builder
	cmap.WriteString("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n1 begincodespacerange <0000> <FFFF> endcodespacerange\n")
	fmt.Fprintf(&cmap, "%d beginbfchar\n", len(runes))
	for i, r := range runes {
		code[r] = i + 1
		fmt.Fprintf(&cmap, "<%04X> <%04X>\n", i+1, r)
	}
	cmap.WriteString("endbfchar\nendcmap CMapName currentdict /CMap defineresource pop end end\n")
	args := make([]any, len(texts))
	for i, s := range texts {
		var hex strings.Builder
		for _, r := range s {
			fmt.Fprintf(&hex, "%04X", code[r])
		}
		args[i] = "<" + hex.String() + ">"
	}
	return writePDF(t, []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		hostile.Stream("", []byte(fmt.Sprintf(content, args...))),
		"<< /Type /Font /Subtype /Type0 /BaseFont /DejaVuSans /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>",
		fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /DejaVuSans /DW 1000 /W [1 %d 500] >>", len(runes)),
		hostile.Stream("", []byte(cmap.String())),
	})
}

// Cells drawn one text object each, as go-pdf/fpdf draws them with a cell margin of 0, read as
// separate words even where they touch or overflow into each other; a line shown glyph by glyph
// in one text object (as Chromium does) reads as its positions say.
func TestCIDCellsAndRuns(t *testing.T) {
	for name, tc := range map[string]struct {
		content string
		texts   []string
		want    string
	}{
		"touching cells": {
			// "1,34" right-aligned to end at x=150 (4 glyphs × 5 pt), "0,70 a 1,30" from x=150
			"BT /F1 10 Tf 60 700 Td %s Tj ET BT /F1 10 Tf 130 700 Td %s Tj ET BT /F1 10 Tf 150 700 Td %s Tj ET",
			[]string{"Glicose", "1,34", "0,70 a 1,30"}, "Glicose 1,34 0,70 a 1,30",
		},
		"overflowing cell": {
			// "4,12 milhões/mm³" (16 glyphs, 80 pt from x=100) runs past the next cell at x=150
			"BT /F1 10 Tf 40 700 Td %s Tj ET BT /F1 10 Tf 100 700 Td %s Tj ET BT /F1 10 Tf 150 700 Td %s Tj ET",
			[]string{"Hemácias", "4,12 milhões/mm³", "Homens: 4,50"}, "Hemácias 4,12 milhões/mm³ Homens: 4,50",
		},
		"glyph by glyph": {
			// one text object, each glyph placed by Td: "Glicose" then, 20 pt on, "92"
			"BT /F1 10 Tf 60 700 Tm %s Tj 5 0 Td %s Tj 5 0 Td %s Tj 5 0 Td %s Tj 5 0 Td %s Tj 5 0 Td %s Tj 5 0 Td %s Tj 25 0 Td %s Tj 5 0 Td %s Tj ET",
			[]string{"G", "l", "i", "c", "o", "s", "e", "9", "2"}, "Glicose 92",
		},
	} {
		t.Run(name, func(t *testing.T) {
			tc.content = strings.Replace(tc.content, "60 700 Tm", "1 0 0 1 60 700 Tm", 1)
			if got := firstPageLayout(t, cidFontPDF(t, tc.content, tc.texts...)); got != tc.want {
				t.Errorf("layoutText = %q, want %q", got, tc.want)
			}
		})
	}
}

// go-pdf/fpdf's fonts show each character by its code point and map every code to itself with
// one range ("<0000> <FFFF> <0000>"); characters past U+00FF ("–", "≤", "→") read as themselves,
// not as the control character of their last byte.
func TestCIDIdentityRange(t *testing.T) {
	const text = "70 – 99 ≤ 5 → —"
	var hex strings.Builder
	for _, r := range text {
		fmt.Fprintf(&hex, "%04X", r)
	}
	cmap := "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n" +
		"1 beginbfrange\n<0000> <FFFF> <0000>\nendbfrange\nendcmap CMapName currentdict /CMap defineresource pop end end\n"
	path := writePDF(t, []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		hostile.Stream("", []byte("BT /F1 10 Tf 60 700 Td <"+hex.String()+"> Tj ET")),
		"<< /Type /Font /Subtype /Type0 /BaseFont /DejaVuSans /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>",
		"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /DejaVuSans /DW 500 >>",
		hostile.Stream("", []byte(cmap)),
	})
	if got := firstPageLayout(t, path); got != text {
		t.Errorf("layoutText = %q, want %q", got, text)
	}
}

// firstPageLayout is the text layer of the PDF's first page, read and laid out as Read does.
func firstPageLayout(t *testing.T, path string) string {
	t.Helper()
	doc, closeDoc, err := openPDF(path)
	if err != nil {
		t.Fatal(err)
	}
	defer closeDoc()
	gs, err := pageGlyphs(pageList(doc, 1)[0], &decodeBudget{left: maxContentBytes})
	if err != nil {
		t.Fatal(err)
	}
	return layoutText(gs)
}
