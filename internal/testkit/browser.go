package testkit

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"clinic/internal/patients"
)

// ChromiumPath is the Debian Chromium the browser tests drive (no downloaded browser).
const ChromiumPath = "/usr/bin/chromium"

// BrowserTool returns node and tools/browser, where the browser tests' drivers live, failing the
// test (never skipping) when a prerequisite scripts/browser-deps.sh installs is missing.
func BrowserTool(tb testing.TB) (node, toolDir string) {
	tb.Helper()
	toolDir = filepath.Join(RepoRoot(), "tools", "browser")
	if _, err := os.Stat(ChromiumPath); err != nil {
		tb.Fatalf("%s is missing: run scripts/browser-deps.sh (make test runs it): %v", ChromiumPath, err)
	}
	if _, err := os.Stat(filepath.Join(toolDir, "node_modules", "playwright-core", "package.json")); err != nil {
		tb.Fatalf("tools/browser/node_modules is missing: run scripts/browser-deps.sh (make test runs it): %v", err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		tb.Fatalf("node is missing: run scripts/browser-deps.sh (make test runs it): %v", err)
	}
	return node, toolDir
}

// PatientToken returns a token as the service issues them (patients.NewToken), for fixtures
// written straight into the database or the graph.
func PatientToken(tb testing.TB) string {
	tb.Helper()
	return patients.NewToken()
}
