package browsertest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"clinic/internal/testkit"
)

const (
	// screenshotDir is the one folder every flow writes its screenshots to, under the repository.
	screenshotDir = ".local/screenshots"
	// driverTimeout bounds one driver run, Chromium start included (the driver has its own
	// overall bound a little below it, so that it can still save its failure screenshot).
	driverTimeout = 90 * time.Second
	driverBudget  = 75 * time.Second
	minShotBytes  = 5 * 1024
)

// site is the API under test with a fresh tenant, as a browser reaches it.
type site struct {
	env    *testkit.Env
	tenant testkit.Tenant
	c      *testkit.Client
}

// newSite starts the full API on loopback over the real services with a fresh tenant.
func newSite(t *testing.T) site {
	t.Helper()
	env := testkit.Setup(t)
	return site{env: env, tenant: env.NewTenant(t), c: env.Server(t, testkit.ServerOptions{})}
}

// driverRun is one run of a node driver of tools/browser.
type driverRun struct {
	script string            // file name in tools/browser, e.g. "swagger-ui.mjs"
	env    map[string]string // settings beside BASE_URL, SCREENSHOT_DIR, CHROMIUM_PATH, TIMEOUT_MS
	shots  []string          // the screenshot labels the run must write (<label>.png)
	// onPause does the test's part when the driver prints "PAUSE <label> <json>"; the driver
	// goes on when it returns.
	onPause func(label string, data json.RawMessage)
}

// shotPath returns where the screenshot label is written.
func shotPath(label string) string {
	return filepath.Join(testkit.RepoRoot(), screenshotDir, label+".png")
}

// run starts the driver against base, answers its pauses, logs its output and returns the JSON
// of its RESULT line decoded into out. It fails the test when the prerequisites are missing, when
// the driver fails or when a screenshot it must write is missing or not a PNG.
func (d driverRun) run(t *testing.T, base string, out any) {
	t.Helper()
	root := testkit.RepoRoot()
	node, toolDir := testkit.BrowserTool(t)
	dir := filepath.Join(root, screenshotDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	name := strings.TrimSuffix(d.script, ".mjs")
	for _, label := range append([]string{name + ".failure"}, d.shots...) {
		_ = os.Remove(filepath.Join(dir, label+".png"))
	}

	ctx, cancel := context.WithTimeout(context.Background(), driverTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, filepath.Join(toolDir, d.script))
	cmd.Dir = toolDir
	cmd.Env = append(os.Environ(), "BASE_URL="+base, "SCREENSHOT_DIR="+dir, "CHROMIUM_PATH="+testkit.ChromiumPath,
		"TIMEOUT_MS="+fmt.Sprint(driverBudget.Milliseconds()))
	for k, v := range d.env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var logMu sync.Mutex
	var logBuf bytes.Buffer
	cmd.Stderr = lockedWriter{&logMu, &logBuf}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", d.script, err)
	}
	var result []byte
	finished := false
	defer func() {
		if !finished { // a t.Fatal in onPause: stop the driver and show what it said
			cancel()
			_ = cmd.Wait()
			logMu.Lock()
			t.Logf("%s output (stopped after %s):\n%s", d.script, time.Since(start).Round(100*time.Millisecond), strings.TrimSpace(logBuf.String()))
			logMu.Unlock()
		}
	}()
	lines := bufio.NewScanner(stdout)
	lines.Buffer(make([]byte, 64*1024), 4<<20)
	for lines.Scan() {
		line := lines.Text()
		switch {
		case strings.HasPrefix(line, "RESULT "):
			result = []byte(strings.TrimPrefix(line, "RESULT "))
		case strings.HasPrefix(line, "PAUSE "):
			label, data, _ := strings.Cut(strings.TrimPrefix(line, "PAUSE "), " ")
			logMu.Lock()
			logBuf.WriteString("PAUSE " + label + "\n")
			logMu.Unlock()
			if d.onPause == nil {
				t.Fatalf("%s paused at %s and the test has nothing to do there", d.script, label)
			}
			d.onPause(label, json.RawMessage(data))
			if _, err := io.WriteString(stdin, "go\n"); err != nil {
				t.Fatalf("resume %s after %s: %v", d.script, label, err)
			}
		default:
			logMu.Lock()
			logBuf.WriteString(line + "\n")
			logMu.Unlock()
		}
	}
	err = cmd.Wait()
	finished = true
	logMu.Lock()
	t.Logf("%s (%s):\n%s", d.script, time.Since(start).Round(100*time.Millisecond), strings.TrimSpace(logBuf.String()))
	logMu.Unlock()
	if err != nil {
		t.Fatalf("%s failed: %v (failure screenshot: %s)", d.script, err, shotPath(name+".failure"))
	}
	if result == nil {
		t.Fatalf("%s printed no RESULT line", d.script)
	}
	if err := json.Unmarshal(result, out); err != nil {
		t.Fatalf("%s RESULT is not the expected JSON: %v\n%s", d.script, err, result)
	}
	for _, label := range d.shots {
		checkShot(t, shotPath(label))
	}
}

// checkShot fails unless path is a PNG of a real page (not a blank few bytes).
func checkShot(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("screenshot %s is not a PNG: %v", path, err)
	}
	if len(b) < minShotBytes || img.Bounds().Dx() < 300 || img.Bounds().Dy() < 200 {
		t.Fatalf("screenshot %s is %d bytes, %dx%d: too small to show the page", path, len(b), img.Bounds().Dx(), img.Bounds().Dy())
	}
	t.Logf("screenshot: %s (%d bytes, %dx%d)", path, len(b), img.Bounds().Dx(), img.Bounds().Dy())
}

// lockedWriter serialises the driver's stderr with the lines the test copies from its stdout.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
