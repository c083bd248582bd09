package ocr

import "testing"

func TestLayoutLigatureAndColumns(t *testing.T) {
	gs := []glyph{
		{x: 200, y: 700, w: 6, size: 10, s: "1"}, {x: 206, y: 700, w: 6, size: 10, s: "3"},
		{x: 60, y: 700.4, w: 6, size: 10, s: "G"}, {x: 66, y: 700.4, w: 3, size: 10, s: "l"},
		{x: 60, y: 686, w: 6, size: 10, s: "ﬁ"}, {x: 66, y: 686, w: 3, size: 10, s: "m"},
		{x: 66, y: 686, w: 3, size: 10, s: "m"}, // overprinted
	}
	if got, want := layoutText(gs), "Gl 13\nfim"; got != want { // the ligature spelled out
		t.Errorf("layoutText = %q, want %q", got, want)
	}
}

func TestNormalizeLineSpellsOutLigatures(t *testing.T) {
	for in, want := range map[string]string{
		"  Basóﬁlos   1 % ":      "Basófilos 1 %",
		"ﬂuxo ﬂuorescente, Jaﬀé": "fluxo fluorescente, Jaffé",
		"eﬃciência\tﬄ ﬅ":         "efficiência ffl st",
		"Glicose 92 mg/dL":       "Glicose 92 mg/dL",
	} {
		if got := normalizeLine(in); got != want {
			t.Errorf("normalizeLine(%q) = %q, want %q", in, got, want)
		}
	}
}
