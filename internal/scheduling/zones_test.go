package scheduling

import (
	"archive/zip"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// ZoneNames is what Go's tz database holds (go generate refreshes it after a Go upgrade), and
// every name in it loads.
func TestZoneNamesAreGosTZDatabase(t *testing.T) {
	zr, err := zip.OpenReader(filepath.Join(runtime.GOROOT(), "lib", "time", "zoneinfo.zip"))
	if err != nil {
		t.Skipf("no tz database in GOROOT: %v", err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		if !strings.HasSuffix(f.Name, "/") {
			names = append(names, f.Name)
		}
	}
	slices.Sort(names)
	if !slices.Equal(names, ZoneNames) {
		t.Fatalf("zones_gen.go is stale (%d names, the database has %d): run go generate ./internal/scheduling", len(ZoneNames), len(names))
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
