package resolvers_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"clinic/internal/testkit"
)

// TestGeneratedCodeIsCurrent regenerates graph/ from schema/ and gqlgen.yml into a scratch
// folder and fails when the result differs from what is checked in: run `go generate ./...`.
func TestGeneratedCodeIsCurrent(t *testing.T) {
	t.Parallel()
	root := testkit.RepoRoot()
	cfg, err := os.ReadFile(filepath.Join(root, "gqlgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	// The scratch folder is inside the module (gqlgen needs an import path) under testdata, which
	// the go tool ignores, so a build running beside this test never sees it.
	if err := os.MkdirAll(filepath.Join(root, "resolvers", "testdata"), 0o755); err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp(filepath.Join(root, "resolvers", "testdata"), "gen-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	rel, _ := filepath.Rel(root, dir)
	scratch := strings.NewReplacer("filename: graph/", "filename: "+rel+"/graph/", "dir: resolvers", "dir: "+rel+"/resolvers").
		Replace(string(cfg)) + "\nskip_validation: true\nskip_mod_tidy: true\n"
	if err := os.WriteFile(filepath.Join(dir, "gqlgen.yml"), []byte(scratch), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "tool", "gqlgen", "generate", "--config", filepath.Join(dir, "gqlgen.yml"))
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gqlgen generate: %v\n%s", err, out)
	}
	// Only the scratch folder's own path differs: in mangled type names and in schema paths.
	pkg := regexp.MustCompile(`clinicᚋresolversᚋtestdataᚋgenᚑ[0-9]+ᚋgraph`)
	schemaPath := regexp.MustCompile(`"(\.\./)+schema/`)
	for _, f := range []string{"exec.go", "models.go"} {
		got, err := os.ReadFile(filepath.Join(dir, "graph", f))
		if err != nil {
			t.Fatal(err)
		}
		got = schemaPath.ReplaceAll(pkg.ReplaceAll(got, []byte("clinicᚋgraph")), []byte(`"../schema/`))
		want, err := os.ReadFile(filepath.Join(root, "graph", f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("graph/%s is stale: run `go generate ./...` and commit the result", f)
		}
	}
}
