package rest_test

import (
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"clinic/internal/testkit"
)

// The panel's and the operators' cookies are Secure when the client came over TLS, also through a
// trusted proxy that says so (X-Forwarded-Proto: https); an untrusted peer's header is ignored.
func TestCookiesAreSecureBehindATrustedTLSProxy(t *testing.T) {
	t.Parallel()
	loopback := []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	trusting := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken, TrustedProxies: loopback})
	untrusting := newAPI(t, testkit.ServerOptions{OperatorToken: opsToken})
	cookie := func(a api, method, path string, form url.Values, proto, name string) *http.Cookie {
		t.Helper()
		var body *strings.Reader
		if form != nil {
			body = strings.NewReader(form.Encode())
		} else {
			body = strings.NewReader("")
		}
		req, _ := http.NewRequest(method, a.c.URL+path, body)
		if form != nil {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		req.Header.Set("Accept", "text/html")
		if proto != "" {
			req.Header.Set("X-Forwarded-Proto", proto)
		}
		client := &http.Client{Transport: a.c.HTTP.Transport,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		for _, c := range resp.Cookies() {
			if c.Name == name {
				return c
			}
		}
		t.Fatalf("%s %s (X-Forwarded-Proto %q): %d without the cookie %s", method, path, proto, resp.StatusCode, name)
		return nil
	}
	signIn := url.Values{"token": {opsToken}}
	for _, tc := range []struct {
		name   string
		a      api
		proto  string
		secure bool
	}{
		{"trusted proxy, https", trusting, "https", true},
		{"trusted proxy, http", trusting, "http", false},
		{"no header", trusting, "", false},
		{"untrusted peer, https", untrusting, "https", false},
	} {
		if c := cookie(tc.a, http.MethodGet, "/admin", nil, tc.proto, "clinic_admin_signin"); c.Secure != tc.secure || !c.HttpOnly {
			t.Errorf("%s: the panel's sign-in cookie Secure=%v HttpOnly=%v, want Secure=%v", tc.name, c.Secure, c.HttpOnly, tc.secure)
		}
		if c := cookie(tc.a, http.MethodPost, "/ops", signIn, tc.proto, "clinic_ops"); c.Secure != tc.secure || !c.HttpOnly {
			t.Errorf("%s: the operators' cookie Secure=%v HttpOnly=%v, want Secure=%v", tc.name, c.Secure, c.HttpOnly, tc.secure)
		}
	}
}
