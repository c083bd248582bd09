package drugs

import (
	"strings"
	"testing"
)

// The shipped base loads, is as large as promised, holds each unordered pair once, and every
// rule names its source.
func TestShippedBase(t *testing.T) {
	base := shipped()
	list, rules := base.drugs, base.rules
	b, err := base.with(nil)
	if err != nil {
		t.Fatal(err)
	}
	if b.Drugs() != len(list) || len(list) < 180 || len(rules) < 80 {
		t.Errorf("%d drugs (%d in the list), %d rules", b.Drugs(), len(list), len(rules))
	}
	seen := map[[2]string]bool{}
	bySeverity := map[Severity]int{}
	for _, r := range rules {
		k := pairKey(r.A, r.B)
		if seen[k] {
			t.Errorf("pair %v twice", k)
		}
		seen[k] = true
		bySeverity[r.Severity]++
		if !strings.Contains(r.Source, "FDA") && !strings.Contains(r.Source, "EMA") {
			t.Errorf("%s / %s: source %q names no regulator's document", r.A, r.B, r.Source)
		}
	}
	for _, s := range []Severity{Contraindicated, Major, Moderate, Minor} {
		if bySeverity[s] == 0 {
			t.Errorf("no %s rule", s)
		}
	}
}
