// Package clients_test proves that clients generated from the served OpenAPI document work: a
// Python client made by openapi-generator from /openapi.json (3.1) and a Go client made by
// oapi-codegen from /openapi-3.0.json each run a booking flow against the full API over the real
// services: create a patient, a location, a type, a provider and its template, search slots,
// book, confirm, and read the appointment with its status history.
//
// The generators run on every test run, from the document the server serves at that moment, so
// a change that breaks a generated client fails here. What they need beyond the local stack is
// installed by scripts/client-deps.sh (make test runs it); the test fails, naming the script,
// when it is missing.
package clients_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// generatorJar is the openapi-generator-cli that scripts/client-deps.sh fetches.
const generatorJar = "openapi-generator-cli-7.25.0.jar"

// scenarioResult is the line each scenario prints when the flow succeeded.
type scenarioResult struct {
	Patient     string   `json:"patient"`
	Appointment string   `json:"appointment"`
	Status      string   `json:"status"`
	StartsAt    string   `json:"starts_at"`
	History     []string `json:"history"`
}

func TestGeneratedPythonClientBooks(t *testing.T) {
	t.Parallel()
	root := testkit.RepoRoot()
	jar := filepath.Join(root, ".local", "tools", generatorJar)
	python := filepath.Join(root, ".local", "clients-venv", "bin", "python")
	for _, p := range []string{jar, python} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s is missing: run scripts/client-deps.sh (make test runs it)", p)
		}
	}
	url, key := startAPI(t)
	dir := t.TempDir()
	spec := fetch(t, url+"/openapi.json", filepath.Join(dir, "openapi.json"))
	run(t, dir, nil, "java", "-jar", jar, "generate", "-g", "python", "-i", spec, "-o", filepath.Join(dir, "py"),
		"--package-name", "clinic_client",
		"--global-property", "apiTests=false,modelTests=false,apiDocs=false,modelDocs=false")
	out := run(t, dir, []string{"PYTHONPATH=" + filepath.Join(dir, "py"), "CLINIC_URL=" + url, "CLINIC_KEY=" + key},
		python, filepath.Join(root, "clients", "python", "scenario.py"))
	checkResult(t, out)
}

func TestGeneratedGoClientBooks(t *testing.T) {
	t.Parallel()
	root := testkit.RepoRoot()
	url, key := startAPI(t)
	// A copy of the clients/go module, so that generating never touches the source tree.
	dir := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum", "gen/oapi-codegen.yaml", "scenario/main.go"} {
		copyFile(t, filepath.Join(root, "clients", "go", f), filepath.Join(dir, f))
	}
	fetch(t, url+"/openapi-3.0.json", filepath.Join(dir, "gen", "openapi-3.0.json"))
	goEnv := []string{"GOWORK=off", "GOFLAGS=-mod=readonly"}
	run(t, filepath.Join(dir, "gen"), goEnv, "go", "tool", "oapi-codegen", "-config", "oapi-codegen.yaml", "openapi-3.0.json")
	out := run(t, dir, append(goEnv, "CLINIC_URL="+url, "CLINIC_KEY="+key), "go", "run", "./scenario")
	checkResult(t, out)
}

// startAPI serves the full API over the real services for a fresh clinic and returns its URL
// and a key with every permission.
func startAPI(t *testing.T) (url, key string) {
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	return env.Server(t, testkit.ServerOptions{}).URL, tenant.Key
}

// checkResult checks the scenario's last output line: a confirmed appointment whose history
// went requested → confirmed.
func checkResult(t *testing.T, out string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var r scenarioResult
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		t.Fatalf("scenario output is not its result line: %v\n%s", err, out)
	}
	if r.Status != "confirmed" || !slices.Equal(r.History, []string{"requested", "confirmed"}) ||
		!strings.HasPrefix(r.Patient, "pat_") || r.Appointment == "" {
		t.Fatalf("scenario result %+v", r)
	}
	if _, err := time.Parse(time.RFC3339, r.StartsAt); err != nil {
		t.Fatalf("starts_at %q: %v", r.StartsAt, err)
	}
}

// run runs a command in dir with extra environment, failing the test with its output if it fails.
func run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\nstdout:\n%s\nstderr:\n%s", name, strings.Join(args, " "), err, out, stderr.String())
	}
	return string(out)
}

// fetch saves the body of a GET to path and returns path.
func fetch(t *testing.T, url, path string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
