package localtime

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// zones_gen.go is what gen_zones.go makes from this Go's tz database (go generate refreshes it
// after a Go upgrade), and every name in it loads.
func TestZoneNamesAreGosTZDatabase(t *testing.T) {
	fresh := filepath.Join(t.TempDir(), "zones_gen.out") // not .go: go run would take it for a source
	if out, err := exec.Command("go", "run", "gen_zones.go", fresh).CombinedOutput(); err != nil {
		t.Fatalf("go run gen_zones.go: %v\n%s", err, out)
	}
	want, err := os.ReadFile(fresh)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile("zones_gen.go"); !bytes.Equal(got, want) {
		t.Fatal("zones_gen.go is stale: run go generate ./internal/scheduling")
	}
	for _, n := range ZoneNames {
		if _, err := LoadZone(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
	for _, bad := range []string{"", "Local", "america/sao_paulo", " America/Sao_Paulo", "Mars/Olympus"} {
		if _, err := LoadZone(bad); err == nil {
			t.Errorf("LoadZone(%q) accepted", bad)
		}
	}
}
