package main

import (
	"os"
	"strings"
	"testing"
)

// The README's configuration table is the operator's reference: it must list every setting the
// binary reads, with the default the binary applies.
func TestReadmeDocumentsEverySetting(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	for _, s := range settings {
		def := "(none)"
		if s.def != "" {
			def = "`" + s.def + "`"
		}
		if row := "| `" + s.name + "` | " + def + " |"; !strings.Contains(readme, row) {
			t.Errorf("README lacks the row %q", row)
		}
	}
	for _, cmd := range []string{"make run", "make test"} {
		if !strings.Contains(readme, cmd) {
			t.Errorf("README does not show %s", cmd)
		}
	}
}
