// Package browsertest drives the real Neo4j Browser of the local stack (make services) in
// headless Chromium, as an operator would: it seeds one patient's knowledge graph for a fresh
// tenant, logs in to the Browser, sets the :param values, runs the patient-graph query, checks
// that the graph was rendered and saves a screenshot under .local/screenshots/.
//
// It needs /usr/bin/chromium and tools/browser/node_modules (playwright-core, no browser
// download), which scripts/browser-deps.sh installs; make test runs that script first. The test
// fails, never skips, when they are missing.
package browsertest
