package fold

import (
	"strings"
	"testing"
)

func TestTextMapsFoldedOffsetsBackToTheOriginal(t *testing.T) {
	tx := NewText("Losartana POTÁSSICA — 50 mg, cápsula")
	if tx.Folded != "losartana potassica - 50 mg, capsula" {
		t.Fatalf("folded %q", tx.Folded)
	}
	for _, c := range []struct {
		from, to string
		want     string
	}{
		{"potassica", "potassica", "POTÁSSICA"},
		{"- 50", "- 50", "— 50"},
		{"capsula", "capsula", "cápsula"},
	} {
		i := strings.Index(tx.Folded, c.from)
		if got := tx.Span(i, i+len(c.to)); got != c.want {
			t.Errorf("Span of %q = %q, want %q", c.from, got, c.want)
		}
	}
	if tx.Span(-1, 3) != "" || tx.Span(3, 3) != "" || tx.Span(0, len(tx.Folded)+1) != "" {
		t.Error("an invalid range gave text")
	}
	if got := tx.Span(0, len(tx.Folded)); got != tx.Orig {
		t.Errorf("whole span %q", got)
	}
}
