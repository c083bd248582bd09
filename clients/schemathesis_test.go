package clients_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// TestSchemathesisFindsNothing runs schemathesis 4 (every check, and its stateful phase following
// the document's links) against the full API over the real services, for a fresh clinic, with the
// settings and the one custom check in clients/schemathesis. Any failure it finds fails the test:
// a 5xx, a response that breaks the document, a schema-valid request refused for a reason the
// document does not give, an invalid one accepted, a 405 without Allow. Voice is served by
// testkit.FakeSTT, a speech-to-text provider speaking the OpenAI wire format.
//
// make test runs it with a fixed seed and a bounded number of examples per operation; make fuzz
// runs it longer with a new seed (CLINIC_SCHEMATHESIS_EXAMPLES, CLINIC_SCHEMATHESIS_SEED). What it
// needs beyond the local stack is installed by scripts/client-deps.sh.
func TestSchemathesisFindsNothing(t *testing.T) {
	t.Parallel()
	root := testkit.RepoRoot()
	st := filepath.Join(root, ".local", "schemathesis-venv", "bin", "schemathesis")
	if _, err := os.Stat(st); err != nil {
		t.Fatalf("%s is missing: run scripts/client-deps.sh (make test runs it)", st)
	}
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	// Production settings, except the limits a fuzzer exists to exceed: its requests all come from
	// one address and one key, and ignored_auth sends requests without a key on purpose.
	stt := testkit.NewFakeSTT(t)
	stt.Say("quero marcar cardiologia amanhã de manhã")
	srv := env.Server(t, testkit.ServerOptions{RateLimit: 1 << 30, AuthFailures: 1 << 30, KeyCacheTTL: time.Minute,
		Speech: stt.Client()})

	dir := filepath.Join(root, "clients", "schemathesis")
	args := []string{"--no-color", "--config-file", filepath.Join(dir, "schemathesis.toml"), "run", srv.URL + "/openapi.json",
		"-H", "x-api-key: " + tenant.Key,
		"--max-examples", strconv.Itoa(envInt(t, "CLINIC_SCHEMATHESIS_EXAMPLES", 25)),
		"--seed", strconv.Itoa(envInt(t, "CLINIC_SCHEMATHESIS_SEED", 1))}
	ctx, cancel := context.WithCancel(context.Background())
	if d, ok := t.Deadline(); ok { // leave a moment to report
		ctx, cancel = context.WithDeadline(context.Background(), d.Add(-10*time.Second))
	}
	defer cancel()
	cmd := exec.CommandContext(ctx, st, args...)
	cmd.Dir = t.TempDir() // schemathesis writes its reports and caches where it runs
	cmd.Env = append(os.Environ(), "SCHEMATHESIS_HOOKS="+filepath.Join(dir, "hooks.py"))
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("schemathesis ran %v: %s", time.Since(start).Round(time.Second), lastLines(string(out), 8))
	if err != nil {
		t.Fatalf("schemathesis (%s): %v\n%s", strings.Join(args[len(args)-4:], " "), err, out)
	}
}

// envInt reads a positive integer setting of the test from the environment, else def.
func envInt(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive integer", name, v)
	}
	return n
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
