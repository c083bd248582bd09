package rest

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	_ "embed" // the operators' sign-in page
	"encoding/base64"
	"html/template"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/metrics"
)

// This file is what operators reach on the API's address: /metrics (Prometheus, bearer token
// only), the /ops sign-in page and asynqmon under /ops/queues (bearer token or the session
// cookie /ops sets). All of it is behind SERVICE_OPERATOR_TOKEN; without one it answers 401.

// OpsSessionLifetime is how long an operator's session cookie lasts.
const OpsSessionLifetime = 12 * time.Hour

// opsCookie names the operator session cookie. Its value is "<expiry unix>.<HMAC-SHA256 of the
// expiry keyed by the operator token>": it never holds the token, and a new token makes every
// earlier cookie invalid.
const opsCookie = "clinic_ops"

// maxOpsForm bounds the sign-in form body; maxTokenInput bounds the token field.
const (
	maxOpsForm    = 4 << 10
	maxTokenInput = 1024
)

//go:embed ops/signin.html
var opsPageHTML string

var opsPage = template.Must(template.New("ops").Parse(opsPageHTML))

// opsPageData fills the sign-in page.
type opsPageData struct {
	Closed, SignedIn bool
	Until            string
	Error            string
	MaxLen           int
	Lifetime         string
}

// mountOps adds /metrics and the /ops pages to r.
func (s *server) mountOps(r chi.Router) {
	promHandler := s.deps.Metrics.Handler()
	r.Get("/metrics", func(w http.ResponseWriter, r *http.Request) {
		if s.operatorGate(w, r, false) {
			promHandler.ServeHTTP(w, r)
		}
	})
	r.Get("/ops", s.opsHome)
	r.Post("/ops", s.opsSignIn)
	r.Post("/ops/signout", s.opsSignOut)
	r.Handle("/ops/queues", http.HandlerFunc(s.opsQueues))
	r.Handle("/ops/queues/*", http.HandlerFunc(s.opsQueues))
}

// validOpsCookie reports whether r carries a live session cookie for the operator token.
func (s *server) validOpsCookie(r *http.Request) bool {
	c, err := r.Cookie(opsCookie)
	return err == nil && validOpsSession(s.deps.OperatorToken, c.Value, time.Now())
}

// operatorGate lets an operator's request through (true): one with a live session cookie (when
// cookies is true; a cookie cannot be guessed, so a stale one is not counted as a failure) or,
// unless its address is blocked for failed authentications (429 before the token is even
// compared), with the operator token as a bearer token. A wrong bearer token counts against the
// address like a wrong API key. Otherwise: a browser asking for a page under /ops is sent to the
// sign-in page; anything else gets 401 JSON.
func (s *server) operatorGate(w http.ResponseWriter, r *http.Request, cookies bool) bool {
	if cookies && s.validOpsCookie(r) {
		return true
	}
	addr, now := clientAddr(r, s.deps.TrustedProxies), time.Now()
	wait := time.Duration(0)
	switch until := s.guard.until(addr, now); {
	case !until.IsZero():
		wait = until.Sub(now)
	case metrics.BearerMatches(r, s.deps.OperatorToken):
		return true
	case r.Header.Get("Authorization") != "":
		wait = s.countFailure(r, addr, now)
	}
	switch {
	case wait > 0:
		s.deps.Metrics.RateLimited(metrics.LimitAuthFailures)
		writeError(w, r, s.log, tooManyFailures(wait))
	case cookies && wantsHTML(r):
		http.Redirect(w, r, "/ops", http.StatusSeeOther)
	default:
		metrics.WriteUnauthorized(w)
	}
	return false
}

// countFailure counts a wrong operator token from addr and returns how long addr must now wait.
// Like a wrong API key's, the count survives a client that hangs up.
func (s *server) countFailure(r *http.Request, addr netip.Addr, now time.Time) time.Duration {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), authLookupTimeout)
	defer cancel()
	return s.guard.fail(ctx, addr, now)
}

// opsQueues serves asynqmon to operators; a browser without a session is sent to /ops. An
// action (any method but GET and HEAD) sent from another origin is refused, on top of the
// SameSite=Strict cookie: asynqmon's actions delete, archive and run tasks.
func (s *server) opsQueues(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead && !sameOrigin(r) {
		writeError(w, r, s.log, errs.New(errs.Forbidden, "Cross-site queue action refused"))
		return
	}
	if !s.operatorGate(w, r, true) {
		return
	}
	if s.deps.QueueUI == nil {
		writeError(w, r, s.log, errs.New(errs.Unavailable, "The queue UI is not configured on this server"))
		return
	}
	s.deps.QueueUI.ServeHTTP(w, r)
}

// opsHome shows the sign-in form, or the links of a signed-in operator.
func (s *server) opsHome(w http.ResponseWriter, r *http.Request) {
	d := opsPageData{Closed: s.deps.OperatorToken == ""}
	if c, err := r.Cookie(opsCookie); err == nil {
		if until, ok := opsSessionExpiry(s.deps.OperatorToken, c.Value, time.Now()); ok {
			d.SignedIn, d.Until = true, until.UTC().Format(time.RFC3339)
		}
	}
	s.renderOps(w, http.StatusOK, d)
}

// opsSignIn checks the posted token: right → the session cookie and a redirect to the queues;
// wrong → 401 (counted against the address's failed authentications; 429 once over budget).
func (s *server) opsSignIn(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		writeError(w, r, s.log, errs.New(errs.Forbidden, "Cross-site sign-in refused"))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxOpsForm)
	if err := r.ParseForm(); err != nil {
		writeError(w, r, s.log, errs.New(errs.Invalid, "Send the form field token (at most %d bytes in all)", maxOpsForm))
		return
	}
	token, want := r.PostForm.Get("token"), s.deps.OperatorToken
	addr, now := clientAddr(r, s.deps.TrustedProxies), time.Now()
	if until := s.guard.until(addr, now); !until.IsZero() { // blocked: the guess is not even compared
		s.deps.Metrics.RateLimited(metrics.LimitAuthFailures)
		writeError(w, r, s.log, tooManyFailures(until.Sub(now)))
		return
	}
	if want != "" && len(token) <= maxTokenInput && subtle.ConstantTimeCompare([]byte(token), []byte(want)) == 1 {
		expires := time.Now().Add(OpsSessionLifetime)
		http.SetCookie(w, &http.Cookie{Name: opsCookie, Value: newOpsSession(want, expires), Path: "/ops",
			Expires: expires, MaxAge: int(OpsSessionLifetime / time.Second), HttpOnly: true,
			Secure: s.overTLS(r), SameSite: http.SameSiteStrictMode})
		http.Redirect(w, r, "/ops/queues", http.StatusSeeOther)
		return
	}
	if wait := s.countFailure(r, addr, now); wait > 0 {
		s.deps.Metrics.RateLimited(metrics.LimitAuthFailures)
		writeError(w, r, s.log, tooManyFailures(wait))
		return
	}
	if !wantsHTML(r) {
		metrics.WriteUnauthorized(w)
		return
	}
	s.renderOps(w, http.StatusUnauthorized, opsPageData{Closed: want == "", Error: "Wrong operator token."})
}

// opsSignOut ends the session: the cookie is cleared and the browser goes back to /ops.
func (s *server) opsSignOut(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: opsCookie, Value: "", Path: "/ops", MaxAge: -1,
		Expires: time.Unix(1, 0), HttpOnly: true, Secure: s.overTLS(r), SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, "/ops", http.StatusSeeOther)
}

// renderOps writes the sign-in page with its security headers.
func (s *server) renderOps(w http.ResponseWriter, status int, d opsPageData) {
	d.MaxLen, d.Lifetime = maxTokenInput, OpsSessionLifetime.String()
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	// same-origin, not no-referrer: under no-referrer a browser sends "Origin: null" with the
	// page's own sign-in form, which sameOrigin must refuse (a sandboxed frame of any site sends it).
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := opsPage.Execute(w, d); err != nil {
		s.log.Debug("write ops page", "error", err.Error())
	}
}

// overTLS reports whether the client reached us over TLS: directly, or through a trusted proxy
// that says so in X-Forwarded-Proto.
func (s *server) overTLS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	peer, err := netip.ParseAddrPort(r.RemoteAddr)
	return err == nil && isTrusted(peer.Addr().Unmap(), s.deps.TrustedProxies) &&
		strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

// sameOrigin refuses a form posted from another site (an Origin header naming another host).
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}

// wantsHTML reports a browser (one that accepts text/html).
func wantsHTML(r *http.Request) bool { return strings.Contains(r.Header.Get("Accept"), "text/html") }

// opsSessionMAC authenticates an expiry with the operator token.
func opsSessionMAC(token string, expiry int64) []byte {
	m := hmac.New(sha256.New, []byte(token))
	m.Write([]byte("clinic ops session\x00" + strconv.FormatInt(expiry, 10)))
	return m.Sum(nil)
}

// newOpsSession returns the cookie value of a session ending at expires.
func newOpsSession(token string, expires time.Time) string {
	e := expires.Unix()
	return strconv.FormatInt(e, 10) + "." + base64.RawURLEncoding.EncodeToString(opsSessionMAC(token, e))
}

// opsSessionExpiry returns when the session of value ends, and whether it is valid now for token.
func opsSessionExpiry(token, value string, now time.Time) (time.Time, bool) {
	exp, mac, ok := strings.Cut(value, ".")
	e, err := strconv.ParseInt(exp, 10, 64)
	if !ok || err != nil || token == "" {
		return time.Time{}, false
	}
	until := time.Unix(e, 0)
	if !now.Before(until) || until.After(now.Add(OpsSessionLifetime+time.Minute)) {
		return time.Time{}, false
	}
	got, err := base64.RawURLEncoding.DecodeString(mac)
	return until, err == nil && hmac.Equal(got, opsSessionMAC(token, e))
}

// validOpsSession reports whether value is a live session cookie for token.
func validOpsSession(token, value string, now time.Time) bool {
	_, ok := opsSessionExpiry(token, value, now)
	return ok
}
