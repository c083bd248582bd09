package clients_test

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
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
	lat := &latencies{}
	srv := env.Server(t, testkit.ServerOptions{RateLimit: 1 << 30, AuthFailures: 1 << 30, KeyCacheTTL: time.Minute,
		Speech: stt.Client(), Log: slog.New(lat)})

	dir := filepath.Join(root, "clients", "schemathesis")
	args := []string{"--no-color", "--config-file", filepath.Join(dir, "schemathesis.toml"), "run", srv.URL + "/openapi.json",
		"-H", "x-api-key: " + tenant.Key,
		// make test runs this beside the race pass and the classifier's training on two cores: a
		// request may wait seconds for a CPU, which is not what this test checks (the log of the
		// server's slowest routes below says when it happens).
		"--request-timeout", "30",
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
	t.Logf("slowest routes (server side, from the access log):\n%s", lat.slowest(8))
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

// latencies is a slog handler that keeps the access log's route and duration of every request, so
// a run that times out says which routes were slow on the server's side and how slow.
type latencies struct {
	mu      sync.Mutex
	byRoute map[string][]float64
}

func (l *latencies) Enabled(context.Context, slog.Level) bool { return true }
func (l *latencies) WithAttrs([]slog.Attr) slog.Handler       { return l }
func (l *latencies) WithGroup(string) slog.Handler            { return l }

func (l *latencies) Handle(_ context.Context, r slog.Record) error {
	if r.Message != "request" {
		return nil
	}
	var method, route string
	var ms float64
	r.Attrs(func(a slog.Attr) bool {
		switch a.Key {
		case "method":
			method = a.Value.String()
		case "route":
			route = a.Value.String()
		case "duration_ms":
			ms = a.Value.Float64()
		}
		return true
	})
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byRoute == nil {
		l.byRoute = map[string][]float64{}
	}
	k := method + " " + route
	l.byRoute[k] = append(l.byRoute[k], ms)
	return nil
}

// slowest lists the n routes with the longest single request: count, median and maximum.
func (l *latencies) slowest(n int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	type row struct {
		route       string
		count       int
		median, max float64
	}
	var rows []row
	for k, d := range l.byRoute {
		s := slices.Clone(d)
		slices.Sort(s)
		rows = append(rows, row{k, len(s), s[len(s)/2], s[len(s)-1]})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.max, a.max) })
	var b strings.Builder
	for i, r := range rows {
		if i == n {
			break
		}
		fmt.Fprintf(&b, "  %-60s n=%-4d median %7.1f ms  max %8.1f ms\n", r.route, r.count, r.median, r.max)
	}
	return b.String()
}
