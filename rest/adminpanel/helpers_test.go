package adminpanel_test

import (
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"clinic/internal/testkit"
)

// browser is a cookie-keeping client of the panel that does not follow redirects by itself.
type browser struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowser(t *testing.T, srv *testkit.Client) *browser {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{t: t, base: srv.URL, c: &http.Client{Jar: jar, Transport: srv.HTTP.Transport,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// page is one answer of the panel.
type page struct {
	status int
	header http.Header
	body   string
}

func (b *browser) do(method, path string, form url.Values) page {
	b.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, b.base+path, body)
	if err != nil {
		b.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		b.t.Fatal(err)
	}
	return page{status: resp.StatusCode, header: resp.Header, body: string(raw)}
}

func (b *browser) get(path string) page { b.t.Helper(); return b.do("GET", path, nil) }

// post sends form and, on a 303, follows it with a GET (as a browser does).
func (b *browser) post(path string, form url.Values) page {
	b.t.Helper()
	p := b.do("POST", path, form)
	if p.status == http.StatusSeeOther {
		loc := p.header.Get("Location")
		if loc != "/admin" {
			b.t.Fatalf("POST %s redirected to %q, want /admin", path, loc)
		}
		return b.get(loc)
	}
	return p
}

// signIn opens the sign-in page and signs in with key; it returns the page after the redirect.
func (b *browser) signIn(key string) page {
	b.t.Helper()
	form := b.get("/admin")
	return b.post("/admin/signin", url.Values{"csrf": {form.csrf(b.t)}, "api_key": {key}})
}

var csrfRe = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// csrf returns the page's CSRF token (the same in every form of a page).
func (p page) csrf(t *testing.T) string {
	t.Helper()
	m := csrfRe.FindStringSubmatch(p.body)
	if m == nil {
		t.Fatalf("no csrf field in page %d:\n%s", p.status, p.body)
	}
	return m[1]
}

func (p page) has(t *testing.T, fragments ...string) {
	t.Helper()
	for _, f := range fragments {
		if !strings.Contains(p.body, f) {
			t.Errorf("page (%d) lacks %q:\n%s", p.status, f, p.body)
		}
	}
}

func (p page) lacks(t *testing.T, fragments ...string) {
	t.Helper()
	for _, f := range fragments {
		if strings.Contains(p.body, f) {
			t.Errorf("page (%d) has %q", p.status, f)
		}
	}
}

// text returns the text of the element with id, "" when there is none.
func (p page) text(id string) string {
	m := regexp.MustCompile(`id="` + regexp.QuoteMeta(id) + `"[^>]*>([^<]*)<`).FindStringSubmatch(p.body)
	if m == nil {
		return ""
	}
	return html.UnescapeString(m[1])
}

// row is one tr of table#keys.
type row struct {
	revoked bool
	cells   map[string]string // td class → text
	html    string
}

var (
	rowRe  = regexp.MustCompile(`(?s)<tr data-key-id="([^"]+)" data-key-prefix="([^"]+)"( class="revoked")?>(.*?)</tr>`)
	cellRe = regexp.MustCompile(`(?s)<td class="([a-z0-9-]+)">(.*?)</td>`)
	tagRe  = regexp.MustCompile(`<[^>]+>`)
)

// keyRows returns table#keys' rows by key id.
func (p page) keyRows(t *testing.T) map[string]row {
	t.Helper()
	start := strings.Index(p.body, `<table id="keys">`)
	if start < 0 {
		t.Fatalf("no table#keys in page %d:\n%s", p.status, p.body)
	}
	out := map[string]row{}
	for _, m := range rowRe.FindAllStringSubmatch(p.body[start:], -1) {
		r := row{revoked: m[3] != "", cells: map[string]string{}, html: m[4]}
		for _, c := range cellRe.FindAllStringSubmatch(m[4], -1) {
			r.cells[c[1]] = strings.TrimSpace(html.UnescapeString(tagRe.ReplaceAllString(c[2], "")))
		}
		out[m[1]] = r
	}
	return out
}
