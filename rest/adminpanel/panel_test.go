package adminpanel_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// Sign-in: the form, a valid admin key opens a session (cookie flags), an invalid or non-admin
// key gets a clear message and no session, a missing form token is 403, and failures count
// against the API's failed-authentication limit.
func TestPanelSignIn(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	srv := env.Server(t, testkit.ServerOptions{AuthFailures: 3})
	b := newBrowser(t, srv)

	p := b.get("/admin")
	if p.status != 200 {
		t.Fatalf("GET /admin: %d", p.status)
	}
	p.has(t, `<form id="signin" method="post" action="/admin/signin"`, `name="api_key"`, `<button type="submit">`)
	for h, want := range map[string]string{"Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY",
		"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"} {
		if !strings.Contains(p.header.Get(h), want) {
			t.Errorf("%s: %q, want %q", h, p.header.Get(h), want)
		}
	}
	css := b.get("/admin/static/admin.css")
	if css.status != 200 || !strings.HasPrefix(css.header.Get("Content-Type"), "text/css") || !strings.Contains(css.body, "table") {
		t.Errorf("stylesheet: %d %q", css.status, css.header.Get("Content-Type"))
	}

	reader, _ := env.NewKey(t, tn.ID, tenancy.PatientsRead, tenancy.SchedulingWrite)
	bad := b.signIn("clk_" + strings.Repeat("x", 43))
	if bad.status != http.StatusUnauthorized || !strings.Contains(bad.text("flash"), "not valid") {
		t.Errorf("invalid key: %d, flash %q", bad.status, bad.text("flash"))
	}
	nonAdmin := b.signIn(reader)
	if nonAdmin.status != http.StatusForbidden || !strings.Contains(nonAdmin.text("flash"), "lacks the admin permission") {
		t.Errorf("non-admin key: %d, flash %q", nonAdmin.status, nonAdmin.text("flash"))
	}
	if b.get("/admin").lacks(t, `id="keys"`); t.Failed() {
		t.Fatal("a refused sign-in opened a session")
	}
	noToken := b.do("POST", "/admin/signin", url.Values{"api_key": {tn.Key}})
	if noToken.status != http.StatusForbidden {
		t.Errorf("sign-in without the form token: %d, want 403", noToken.status)
	}

	ok := b.do("POST", "/admin/signin", url.Values{"csrf": {b.get("/admin").csrf(t)}, "api_key": {tn.Key}})
	if ok.status != http.StatusSeeOther || ok.header.Get("Location") != "/admin" {
		t.Fatalf("admin sign-in: %d to %q, want 303 to /admin", ok.status, ok.header.Get("Location"))
	}
	var session *http.Cookie
	for _, c := range (&http.Response{Header: ok.header}).Cookies() {
		if c.Name == "clinic_admin" {
			session = c
		}
	}
	if session == nil || !session.HttpOnly || session.SameSite != http.SameSiteStrictMode || session.Path != "/admin" || session.Secure ||
		len(session.Value) != 43 || strings.Contains(session.Value, tn.Key) {
		t.Fatalf("session cookie %+v: want HttpOnly, SameSite=Strict, Path=/admin, not Secure over plain HTTP, a random id", session)
	}
	dash := b.get("/admin")
	dash.has(t, `<table id="keys">`, `<form id="signout"`, `<section id="webhooks">`, `<section id="pipeline">`,
		`class="count" data-track="ocr" data-status="pending">0<`, `<form id="create-key"`)
	for _, perm := range tenancy.AllPermissions {
		dash.has(t, `name="permissions" value="`+string(perm)+`"`)
	}
	dash.lacks(t, tn.Key)

	// Failures from this address are limited (3 per minute here; the invalid key above counted): the
	// fourth is refused, from a fresh browser too.
	var last page
	other := newBrowser(t, srv)
	for range 3 {
		last = other.signIn("clk_" + strings.Repeat("y", 43))
	}
	if last.status != http.StatusTooManyRequests || last.header.Get("Retry-After") == "" {
		t.Errorf("repeated failed sign-ins: %d (Retry-After %q), want 429", last.status, last.header.Get("Retry-After"))
	}

	out := b.post("/admin/signout", url.Values{"csrf": {dash.csrf(t)}})
	out.has(t, `<form id="signin"`)
	b.get("/admin").lacks(t, `id="keys"`)
}

// Create, count, rotate and revoke through the panel, with the key cache on: the secret is shown
// once and works with exactly its permissions, its counts rise at once, a revoked key gets 401 at
// once; forms without the session's token change nothing.
func TestPanelKeyFlow(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	srv := env.Server(t, testkit.ServerOptions{KeyCacheTTL: time.Hour})
	b := newBrowser(t, srv)
	dash := b.signIn(tn.Key)
	csrf := dash.csrf(t)

	create := url.Values{"name": {"Recepção <b>"}, "permissions": {"patients:read", "scheduling:read"}}
	for _, token := range []string{"", "wrong-" + csrf} {
		f := url.Values{"csrf": {token}}
		for k, v := range create {
			f[k] = v
		}
		if p := b.do("POST", "/admin/keys", f); p.status != http.StatusForbidden || !strings.Contains(p.body, "security token") {
			t.Errorf("create with token %q: %d, want 403 with a clear page", token, p.status)
		}
	}
	if n := len(b.get("/admin").keyRows(t)); n != 1 {
		t.Fatalf("%d keys after refused forms, want 1", n)
	}

	create.Set("csrf", csrf)
	p := b.post("/admin/keys", create)
	secret := p.text("new-key-secret")
	if !strings.HasPrefix(secret, "clk_") || len(secret) != 47 || p.text("new-key-permissions") != "patients:read, scheduling:read" ||
		p.text("flash") == "" {
		t.Fatalf("after create: secret %q, permissions %q, flash %q", secret, p.text("new-key-permissions"), p.text("flash"))
	}
	p.has(t, "Recepção &lt;b&gt;")
	if again := b.get("/admin"); again.text("new-key-secret") != "" || strings.Contains(again.body, secret) {
		t.Error("the secret is shown a second time")
	}
	srv.Do(t, "GET", "/v1/patients", secret, nil).Expect(t, 200)
	srv.Do(t, "GET", "/v1/scheduling/providers", secret, nil).Expect(t, 200)
	srv.Do(t, "GET", "/v1/admin/keys", secret, nil).Expect(t, 403)
	srv.Do(t, "POST", "/v1/patients", secret, map[string]any{}).Expect(t, 403)

	var id string
	for kid, r := range b.get("/admin").keyRows(t) {
		if r.cells["prefix"] == secret[:12] {
			id = kid
			if r.cells["requests-today"] != "4" || r.cells["requests-30d"] != "4" || r.cells["requests-total"] != "4" ||
				r.cells["permissions"] != "patients:read, scheduling:read" || r.cells["last-used"] == "never" || r.revoked {
				t.Errorf("row after 4 requests: %v", r.cells)
			}
			if !strings.Contains(r.html, `<form class="rotate"`) || !strings.Contains(r.html, `<form class="revoke"`) {
				t.Errorf("active row without rotate and revoke forms: %s", r.html)
			}
		}
	}
	if id == "" {
		t.Fatal("the new key has no row")
	}

	// Rotate: confirm page, then the new secret once; the old key gets 401 at once.
	confirm := b.post("/admin/keys/"+id+"/rotate", url.Values{"csrf": {csrf}})
	confirm.has(t, `<form id="confirm" method="post" action="/admin/keys/`+id+`/rotate/confirm"`, `<a id="cancel" href="/admin"`)
	if n := len(b.get("/admin").keyRows(t)); n != 2 {
		t.Errorf("the confirmation page changed something: %d keys", n)
	}
	rotated := b.post("/admin/keys/"+id+"/rotate/confirm", url.Values{"csrf": {csrf}})
	newSecret := rotated.text("new-key-secret")
	if len(newSecret) != 47 || newSecret == secret || !strings.Contains(rotated.text("flash"), "rotated") ||
		rotated.text("new-key-permissions") != "patients:read, scheduling:read" {
		t.Fatalf("after rotate: secret %q, flash %q", newSecret, rotated.text("flash"))
	}
	srv.Do(t, "GET", "/v1/patients", secret, nil).Expect(t, 401)
	srv.Do(t, "GET", "/v1/patients", newSecret, nil).Expect(t, 200)
	if r := rotated.keyRows(t)[id]; !r.revoked || strings.Contains(r.html, "<form") {
		t.Errorf("rotated-away key row: revoked %v, %s", r.revoked, r.html)
	}

	// Revoke the new one: confirm, 303 with a flash, 401 at once.
	var newID string
	for kid, r := range rotated.keyRows(t) {
		if r.cells["prefix"] == newSecret[:12] {
			newID = kid
		}
	}
	b.post("/admin/keys/"+newID+"/revoke", url.Values{"csrf": {csrf}}).has(t, `<form id="confirm"`, `<a id="cancel"`)
	if r := b.do("POST", "/admin/keys/"+newID+"/revoke/confirm", url.Values{}); r.status != http.StatusForbidden {
		t.Errorf("confirm without token: %d, want 403", r.status)
	}
	srv.Do(t, "GET", "/v1/patients", newSecret, nil).Expect(t, 200)
	done := b.post("/admin/keys/"+newID+"/revoke/confirm", url.Values{"csrf": {csrf}})
	if !strings.Contains(done.text("flash"), "revoked") || !done.keyRows(t)[newID].revoked {
		t.Errorf("after revoke: flash %q, row %+v", done.text("flash"), done.keyRows(t)[newID])
	}
	srv.Do(t, "GET", "/v1/patients", newSecret, nil).Expect(t, 401)
}

// Another clinic's key is the panel's 404 at every step; the session's own key cannot be revoked
// or rotated away; a session ends when its key is revoked elsewhere.
func TestPanelBoundaries(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn, other := env.NewTenant(t), env.NewTenant(t)
	_, foreign := env.NewKey(t, other.ID, tenancy.PatientsRead)
	srv := env.Server(t, testkit.ServerOptions{})
	b := newBrowser(t, srv)
	dash := b.signIn(tn.Key)
	csrf := dash.csrf(t)
	for _, path := range []string{"revoke", "revoke/confirm", "rotate", "rotate/confirm"} {
		for _, id := range []string{foreign.String(), uuid.NewString(), "nope"} {
			if p := b.do("POST", "/admin/keys/"+id+"/"+path, url.Values{"csrf": {csrf}}); p.status != 404 || !strings.Contains(p.body, "no such key") {
				t.Errorf("%s of %s: %d", path, id, p.status)
			}
		}
	}
	if ks, err := env.Operator.ListKeys(context.Background(), other.ID); err != nil || ks[1].RevokedAt != nil {
		t.Errorf("the other clinic's key: %+v %v", ks, err)
	}

	var self string
	for id := range dash.keyRows(t) {
		self = id
	}
	b.post("/admin/keys/"+self+"/revoke", url.Values{"csrf": {csrf}}).lacks(t, `id="confirm"`)
	refused := b.post("/admin/keys/"+self+"/revoke/confirm", url.Values{"csrf": {csrf}})
	if !strings.Contains(refused.text("flash"), "signed in with") {
		t.Errorf("revoking the session's own key: flash %q", refused.text("flash"))
	}
	b.post("/admin/keys/"+self+"/rotate/confirm", url.Values{"csrf": {csrf}})
	srv.Do(t, "GET", "/v1/patients", tn.Key, nil).Expect(t, 200)

	// Another administrator revokes this session's key: the session ends at its next request.
	second, _ := env.NewKey(t, tn.ID, tenancy.Admin)
	srv.Do(t, "DELETE", "/v1/admin/keys/"+self, second, nil).Expect(t, 204)
	if p := b.do("POST", "/admin/keys", url.Values{"csrf": {csrf}, "name": {"x"}, "permissions": {"admin"}}); p.status != http.StatusForbidden {
		t.Errorf("POST with a revoked session key: %d, want 403", p.status)
	}
	b.get("/admin").has(t, `<form id="signin"`)
	if n := len(listAll(t, env, tn.ID)); n != 2 {
		t.Errorf("%d keys, want 2 (nothing created by the ended session)", n)
	}
}

// A session unused for the idle timeout is gone.
func TestPanelSessionIdleExpiry(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	b := newBrowser(t, env.Server(t, testkit.ServerOptions{AdminIdleTimeout: time.Second}))
	b.signIn(tn.Key).has(t, `<table id="keys">`)
	time.Sleep(2100 * time.Millisecond)
	b.get("/admin").has(t, `<form id="signin"`)
}

func listAll(t *testing.T, env *testkit.Env, tenant uuid.UUID) []tenancy.Key {
	t.Helper()
	ks, err := env.Operator.ListKeys(context.Background(), tenant)
	if err != nil {
		t.Fatal(err)
	}
	return ks
}

// A session ends at its absolute age however busy it is.
func TestPanelSessionMaxAge(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tn := env.NewTenant(t)
	b := newBrowser(t, env.Server(t, testkit.ServerOptions{AdminIdleTimeout: time.Hour, AdminMaxAge: 2 * time.Second}))
	b.signIn(tn.Key).has(t, `<table id="keys">`)
	time.Sleep(time.Second)
	b.get("/admin").has(t, `<table id="keys">`)
	time.Sleep(1300 * time.Millisecond)
	b.get("/admin").has(t, `<form id="signin"`)
}
