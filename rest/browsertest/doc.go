// Package browsertest drives the API's own pages in headless Chromium, as their users do, against
// the full API started by testkit on 127.0.0.1 over the real Postgres, Redis and Neo4j, each test
// with a fresh tenant:
//
//   - TestSwaggerUITryItOut: /docs (Swagger UI): Authorize with a key, "Try it out" and
//     "Execute" on GET /v1/patients; the page shows 200 and the tenant's patient, the request
//     carried x-api-key; with a wrong key it shows 401.
//   - TestRedocListsEveryOperation: /redoc (ReDoc): the side menu lists exactly the operations of
//     /openapi.json, and no error box.
//   - TestLabTrendsChartRenders: GET /v1/patients/{patient_id}/lab-trends.svg in a tab (the key
//     as an extra header): parsed as SVG, one panel per marker, points and out-of-range marks as
//     seeded in the graph.
//   - TestGraphiQLRunsAQuery: GraphiQL at GET /graphql runs a patients query with the key typed
//     into its key field.
//   - TestAdminPanelKeyLifecycle: /admin: sign in with an admin key, create a key, see its
//     request counts rise by the calls the test makes with it, revoke it through the
//     confirmation; the key then gets 401.
//   - TestOpsSignInOpensTheQueueUI: /ops refuses a wrong operator token on the page; the right
//     one lands on asynqmon at /ops/queues, which renders the queues (a queue the test filled).
//
// The tests run in parallel (at most GOMAXPROCS Chromiums at once). Each test runs one node driver of tools/browser (playwright-core with Debian's
// /usr/bin/chromium, no browser download; the DOM each relies on is written at its top), which
// aborts every request to a host other than loopback, reports what the page showed on a
// "RESULT <json>" line for the test to assert on, and stops at "PAUSE" lines while the test does
// its part. Screenshots go to .local/screenshots/ (swagger-ui-try-it-out.png, redoc-operations.png,
// lab-trends-chart.png, graphiql-query.png, admin-request-counts.png, admin-key-revoked.png, ops-queues.png); a
// failing driver saves <driver>.failure.png there and its output is in the test log.
//
// It needs /usr/bin/chromium and tools/browser/node_modules, which scripts/browser-deps.sh
// installs; the tests fail, never skip, when they are missing. make test runs them with the rest;
// make test-browser runs them and the Neo4j Browser test (internal/knowledge/browsertest) alone:
//
//	make test-browser
//	go test -count=1 -v ./rest/browsertest/ -run TestAdminPanelKeyLifecycle
package browsertest
