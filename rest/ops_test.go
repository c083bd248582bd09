package rest_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"clinic/internal/testkit"
)

// opsClient calls /ops as a browser would, one request at a time, without following redirects.
type opsClient struct {
	t    *testing.T
	base string
	http *http.Client
}

func newOpsClient(t *testing.T, c *testkit.Client) opsClient {
	hc := *c.HTTP
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return opsClient{t: t, base: c.URL, http: &hc}
}

// do sends method path with body (a form when not empty), cookie (if any) and headers.
func (o opsClient) do(method, path string, form url.Values, cookie *http.Cookie, headers ...string) (*http.Response, string) {
	o.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, o.base+path, body)
	if err != nil {
		o.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ":")
		req.Header.Set(strings.TrimSpace(k), strings.TrimSpace(v))
	}
	resp, err := o.http.Do(req)
	if err != nil {
		o.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// signIn posts token to /ops as a browser and returns the answer.
func (o opsClient) signIn(token string) (*http.Response, string) {
	return o.do("POST", "/ops", url.Values{"token": {token}}, nil, "Accept: text/html")
}

// sessionCookie returns the session cookie an answer sets, failing when there is none.
func sessionCookie(t *testing.T, resp *http.Response) *http.Cookie {
	t.Helper()
	for _, c := range resp.Cookies() {
		if c.Name == "clinic_ops" {
			return c
		}
	}
	t.Fatalf("no session cookie in %v", resp.Header.Values("Set-Cookie"))
	return nil
}

const browser = "Accept: text/html,application/xhtml+xml"

// The sign-in page is a small embedded form with security headers; the right token gets an
// HttpOnly, SameSite=Strict cookie scoped to /ops that never holds the token, and the queues;
// a wrong one gets 401 and no cookie.
func TestOpsSignIn(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, OpsQueueDB: testkit.OpsQueueDB, AuthFailures: 1000})
	o := newOpsClient(t, a.c)

	resp, page := o.do("GET", "/ops", nil, nil, browser)
	if resp.StatusCode != 200 || !strings.Contains(page, `<form id="ops-signin" method="post" action="/ops">`) ||
		!strings.Contains(page, `name="token"`) {
		t.Fatalf("sign-in page %d:\n%s", resp.StatusCode, page)
	}
	for h, want := range map[string]string{"Content-Type": "text/html; charset=utf-8", "X-Frame-Options": "DENY",
		"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin", "Cache-Control": "no-store"} {
		if got := resp.Header.Get(h); got != want {
			t.Errorf("%s = %q, want %q", h, got, want)
		}
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("Content-Security-Policy %q", csp)
	}
	if strings.Contains(page, "http://") || strings.Contains(page, "https://") {
		t.Error("the sign-in page loads something from elsewhere")
	}

	resp, page = o.signIn("not-the-token")
	if resp.StatusCode != 401 || !strings.Contains(page, `id="ops-error"`) || len(resp.Cookies()) != 0 {
		t.Fatalf("wrong token: %d %v\n%s", resp.StatusCode, resp.Cookies(), page)
	}
	resp, _ = o.do("POST", "/ops", url.Values{"token": {"nope"}}, nil) // an API client
	if resp.StatusCode != 401 || resp.Header.Get("Content-Type") != "application/json" {
		t.Errorf("wrong token from an API client: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}

	resp, _ = o.signIn(opsToken)
	if resp.StatusCode != 303 || resp.Header.Get("Location") != "/ops/queues" {
		t.Fatalf("sign-in: %d, Location %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	c := sessionCookie(t, resp)
	raw := resp.Header.Get("Set-Cookie")
	if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/ops" || c.MaxAge <= 0 || c.Expires.IsZero() || c.Secure {
		t.Errorf("cookie flags: %s", raw)
	}
	if strings.Contains(raw, opsToken) || strings.Contains(raw, opsToken[:16]) {
		t.Errorf("the cookie carries the token: %s", raw)
	}
	resp, page = o.do("GET", "/ops", nil, c, browser)
	if resp.StatusCode != 200 || !strings.Contains(page, `id="ops-signout"`) {
		t.Errorf("signed-in page %d:\n%s", resp.StatusCode, page)
	}

	// Sign-out clears the cookie.
	resp, _ = o.do("POST", "/ops/signout", url.Values{}, c, browser)
	if resp.StatusCode != 303 || resp.Header.Get("Location") != "/ops" {
		t.Errorf("sign-out: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	if cleared := sessionCookie(t, resp); cleared.Value != "" || cleared.MaxAge >= 0 {
		t.Errorf("sign-out does not clear the cookie: %s", resp.Header.Get("Set-Cookie"))
	}

	// A form posted from another site is refused.
	resp, _ = o.do("POST", "/ops", url.Values{"token": {opsToken}}, nil, browser, "Origin: https://evil.example")
	if resp.StatusCode != 403 || len(resp.Cookies()) != 0 {
		t.Errorf("cross-site sign-in: %d %v", resp.StatusCode, resp.Cookies())
	}
	// And from an opaque origin (a sandboxed frame, a page under no-referrer): the sign-in page's
	// own Referrer-Policy is same-origin so that its form sends the real Origin.
	resp, _ = o.do("POST", "/ops", url.Values{"token": {opsToken}}, nil, browser, "Origin: null")
	if resp.StatusCode != 403 || len(resp.Cookies()) != 0 {
		t.Errorf("sign-in from an opaque origin: %d %v", resp.StatusCode, resp.Cookies())
	}
}

// asynqmon's page and its JSON API answer the session cookie or the bearer token, and nothing
// else: a browser is sent to /ops, an API client gets 401 {"detail"}.
func TestOpsQueuesNeedASession(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, OpsQueueDB: testkit.OpsQueueDB, AuthFailures: 1000})
	o := newOpsClient(t, a.c)
	queue := "ops-test-" + uuid.NewString()
	opt := env.QueueRedisDB(testkit.OpsQueueDB)
	client, inspector := asynq.NewClient(opt), asynq.NewInspector(opt)
	t.Cleanup(func() {
		_, _ = inspector.DeleteAllPendingTasks(queue)
		_ = inspector.DeleteQueue(queue, true)
		_ = client.Close()
		_ = inspector.Close()
	})
	if _, err := client.Enqueue(asynq.NewTask("test:noop", nil), asynq.Queue(queue)); err != nil {
		t.Fatal(err)
	}

	for _, path := range []string{"/ops/queues", "/ops/queues/", "/ops/queues/api/queues"} {
		resp, _ := o.do("GET", path, nil, nil, browser)
		if resp.StatusCode != 303 || resp.Header.Get("Location") != "/ops" {
			t.Errorf("browser without a session at %s: %d %q", path, resp.StatusCode, resp.Header.Get("Location"))
		}
		r := a.c.Do(t, "GET", path, "", nil)
		r.Expect(t, 401)
		wantDetail(t, r, "Invalid or missing operator token")
		wantDetail(t, a.c.Do(t, "GET", path, "", nil, "Authorization: Bearer wrong").Expect(t, 401), "Invalid or missing operator token")
		forged := &http.Cookie{Name: "clinic_ops", Value: "99999999999.AAAA"}
		if resp, _ := o.do("GET", path, nil, forged); resp.StatusCode != 401 {
			t.Errorf("forged cookie at %s: %d", path, resp.StatusCode)
		}
	}

	resp, _ := o.signIn(opsToken)
	c := sessionCookie(t, resp)
	resp, page := o.do("GET", "/ops/queues", nil, c, browser)
	if resp.StatusCode != 200 || !strings.Contains(strings.ToLower(page), "<html") || !strings.Contains(page, "/ops/queues") {
		t.Fatalf("asynqmon page with the cookie: %d\n%.400s", resp.StatusCode, page)
	}
	resp, body := o.do("GET", "/ops/queues/api/queues", nil, c)
	if resp.StatusCode != 200 {
		t.Fatalf("asynqmon API with the cookie: %d %s", resp.StatusCode, body)
	}
	if !queueListed(t, body, queue) {
		t.Errorf("asynqmon does not list %s: %.500s", queue, body)
	}
	r := a.c.Do(t, "GET", "/ops/queues/api/queues", "", nil, "Authorization: Bearer "+opsToken).Expect(t, 200)
	if !queueListed(t, string(r.Body), queue) {
		t.Errorf("asynqmon with the bearer token does not list %s", queue)
	}

	// An action from another origin is refused even with the cookie; from this one it runs.
	pending := "/ops/queues/api/queues/" + queue + "/pending_tasks:delete_all"
	if resp, body := o.do("DELETE", pending, nil, c, "Origin: https://evil.example"); resp.StatusCode != 403 {
		t.Errorf("cross-site asynqmon action: %d %s", resp.StatusCode, body)
	}
	if info, err := inspector.GetQueueInfo(queue); err != nil || info.Pending != 1 {
		t.Fatalf("the cross-site action touched the queue: %+v %v", info, err)
	}
	if resp, body := o.do("DELETE", pending, nil, c, "Origin: "+a.c.URL); resp.StatusCode >= 300 {
		t.Errorf("same-origin asynqmon action: %d %s", resp.StatusCode, body)
	}
	if info, err := inspector.GetQueueInfo(queue); err != nil || info.Pending != 0 {
		t.Errorf("the same-origin action did not run: %+v %v", info, err)
	}
}

// queueListed reports whether asynqmon's /api/queues answer names queue.
func queueListed(t *testing.T, body, queue string) bool {
	t.Helper()
	var out struct {
		Queues []struct {
			Queue string `json:"queue"`
			Size  int    `json:"size"`
		} `json:"queues"`
	}
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		t.Fatalf("asynqmon answer is not JSON: %v", err)
	}
	for _, q := range out.Queues {
		if q.Queue == queue && q.Size == 1 {
			return true
		}
	}
	return false
}

// A cookie is bound to the token that issued it: another API instance with the same token
// honours it, one whose token has changed refuses it.
func TestOpsTokenChangeInvalidatesCookie(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, OpsQueueDB: testkit.OpsQueueDB})
	resp, _ := newOpsClient(t, a.c).signIn(opsToken)
	c := sessionCookie(t, resp)

	same := newOpsClient(t, a.env.Server(t, testkit.ServerOptions{OperatorToken: opsToken, OpsQueueDB: testkit.OpsQueueDB}))
	if resp, _ := same.do("GET", "/ops/queues/api/queues", nil, c); resp.StatusCode != 200 {
		t.Errorf("same token, another instance: %d", resp.StatusCode)
	}
	rotated := newOpsClient(t, a.env.Server(t, testkit.ServerOptions{OperatorToken: strings.ToUpper(opsToken), OpsQueueDB: testkit.OpsQueueDB}))
	if resp, _ := rotated.do("GET", "/ops/queues/api/queues", nil, c); resp.StatusCode != 401 {
		t.Errorf("rotated token still honours the old cookie: %d", resp.StatusCode)
	}
	if resp, _ := rotated.do("GET", "/ops/queues", nil, c, browser); resp.StatusCode != 303 {
		t.Errorf("rotated token, browser: %d, want the redirect to sign in", resp.StatusCode)
	}
	if _, page := rotated.do("GET", "/ops", nil, c, browser); !strings.Contains(page, `id="ops-signin"`) {
		t.Error("rotated token: /ops does not ask to sign in again")
	}
	closed := newOpsClient(t, a.env.Server(t, testkit.ServerOptions{OpsQueueDB: testkit.OpsQueueDB}))
	if resp, _ := closed.do("GET", "/ops/queues/api/queues", nil, c); resp.StatusCode != 401 {
		t.Errorf("no token configured still honours a cookie: %d", resp.StatusCode)
	}
}

// Wrong tokens count against the address's failed-authentication budget: once over it, even
// the right token gets 429 (it is not compared), so the token cannot be guessed at speed.
func TestOpsSignInFailuresAreLimited(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, AuthFailures: 2})
	o := newOpsClient(t, a.c)
	if resp, _ := o.signIn("guess-1"); resp.StatusCode != 401 {
		t.Fatalf("first wrong token: %d", resp.StatusCode)
	}
	if resp, _ := o.signIn("guess-2"); resp.StatusCode != 401 {
		t.Fatalf("second wrong token: %d", resp.StatusCode)
	}
	resp, body := o.signIn("guess-3")
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("third wrong token: %d %q %s", resp.StatusCode, resp.Header.Get("Retry-After"), body)
	}
	if resp, _ := o.signIn(opsToken); resp.StatusCode != 429 || len(resp.Cookies()) != 0 {
		t.Errorf("right token from a blocked address: %d %v", resp.StatusCode, resp.Cookies())
	}
	a.c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer "+opsToken).Expect(t, 429)
}

// With no operator token configured, /ops says so and signs nobody in.
func TestOpsClosedWithoutToken(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{OpsQueueDB: testkit.OpsQueueDB, AuthFailures: 1000})
	o := newOpsClient(t, a.c)
	if resp, page := o.do("GET", "/ops", nil, nil, browser); resp.StatusCode != 200 || !strings.Contains(page, `id="ops-closed"`) {
		t.Errorf("closed page: %d\n%s", resp.StatusCode, page)
	}
	for _, guess := range []string{"", " ", opsToken} {
		if resp, _ := o.signIn(guess); resp.StatusCode != 401 || len(resp.Cookies()) != 0 {
			t.Errorf("sign-in with %q while closed: %d %v", guess, resp.StatusCode, resp.Cookies())
		}
	}
	a.c.Do(t, "GET", "/ops/queues/api/queues", "", nil, "Authorization: Bearer ").Expect(t, 401)
}
