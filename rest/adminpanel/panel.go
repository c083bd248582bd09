// Package adminpanel is the administration panel at /admin: a small server-rendered web page
// (html/template, embedded CSS, no JavaScript, no CDN) where a clinic's administrator signs in
// with a key holding the `admin` permission and manages the clinic's keys, sees its webhooks and
// its document pipeline. It is a transport over the same domain services as /v1/admin.
package adminpanel

import (
	"context"
	"crypto/subtle"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"clinic/internal/documents"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

// Defaults of the session timeouts.
const (
	DefaultIdleTimeout = 30 * time.Minute // a session unused this long ends
	DefaultMaxAge      = 12 * time.Hour   // a session ends this long after sign-in, used or not
)

// Config is what the panel needs.
type Config struct {
	Log       *slog.Logger
	Keys      *tenancy.Service
	Webhooks  *webhooks.Service
	Documents *documents.Service
	// Sessions is the Redis the sessions live in (nil: the panel answers 503).
	Sessions redis.UniversalClient
	// SignIn authenticates a presented key the way the API does, counting a failure against the
	// client address's failed-authentication budget. Errors: tenancy.ErrInvalidKey; RateLimited.
	SignIn func(r *http.Request, secret string) (tenancy.Principal, error)
	// OverTLS reports a request that reached the service over TLS through a trusted proxy
	// (X-Forwarded-Proto), so its cookies are Secure too; nil: only direct TLS counts.
	OverTLS func(r *http.Request) bool
	// IdleTimeout and MaxAge of sessions; zero: the Default* constants.
	IdleTimeout, MaxAge time.Duration
	// Now is the clock (tests); nil: time.Now.
	Now func() time.Time
}

type panel struct {
	cfg   Config
	store *store
}

type sessionKey struct{}

// New returns the panel's handler, to be mounted at /admin.
func New(cfg Config) http.Handler {
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = DefaultMaxAge
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	p := &panel{cfg: cfg, store: &store{rdb: cfg.Sessions, idle: cfg.IdleTimeout, maxAge: cfg.MaxAge, now: cfg.Now}}
	r := chi.NewRouter()
	r.Use(securityHeaders, p.available)
	r.Get("/static/admin.css", serveCSS)
	r.Get("/", p.home)
	r.Post("/signin", p.signIn)
	r.Group(func(r chi.Router) {
		r.Use(p.requireSession)
		r.Post("/signout", p.signOut)
		r.Post("/keys", p.createKey)
		r.Post("/keys/{key_id}/revoke", p.confirmRevoke)
		r.Post("/keys/{key_id}/revoke/confirm", p.revoke)
		r.Post("/keys/{key_id}/rotate", p.confirmRotate)
		r.Post("/keys/{key_id}/rotate/confirm", p.rotate)
		r.Post("/dead-letters/{delivery_id}/replay", p.replay)
	})
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		p.message(w, r, http.StatusNotFound, "Not found", "There is no such page in the administration panel.")
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		p.message(w, r, http.StatusMethodNotAllowed, "Method not allowed", "Use the panel's links and buttons.")
	})
	return r
}

// securityHeaders keeps the panel out of frames, caches and other origins' resources.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cache-Control", "no-store")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}

// available answers 503 when the panel has no session store.
func (p *panel) available(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p.cfg.Sessions == nil || p.cfg.Keys == nil {
			p.message(w, r, http.StatusServiceUnavailable, "Unavailable", "The administration panel is not configured on this server.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// current returns the live session of r whose key is still active and still admin, with the
// request's context carrying its tenant. A session whose key was revoked or lost `admin` is ended.
// Errors: errNoSession; Unavailable.
func (p *panel) current(r *http.Request) (*session, context.Context, error) {
	s, err := p.store.load(r)
	if err != nil {
		return nil, nil, err
	}
	ctx := tenantctx.With(r.Context(), tenantctx.Identity{TenantID: s.TenantID, KeyID: s.KeyID})
	pr, err := p.cfg.Keys.ActiveKey(ctx, s.TenantID, s.KeyID)
	if errors.Is(err, tenancy.ErrInvalidKey) || err == nil && !pr.Can(tenancy.Admin) {
		p.store.end(ctx, s)
		return nil, nil, errNoSession
	}
	if err != nil {
		return nil, nil, err
	}
	return s, ctx, nil
}

// requireSession lets a POST through only with a live session and the session's CSRF token; it
// answers 403 otherwise, having changed nothing.
func (p *panel) requireSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, ctx, err := p.current(r)
		if errors.Is(err, errNoSession) {
			p.message(w, r, http.StatusForbidden, "Signed out",
				"Your session has ended (signed out, expired, or its key was revoked). Nothing was changed: sign in again.")
			return
		}
		if err != nil {
			p.fail(w, r, err)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
		if !s.validCSRF(r.PostFormValue("csrf")) {
			p.message(w, r, http.StatusForbidden, "Form expired",
				"The form's security token is missing or wrong, so nothing was changed. Go back to the panel, reload it and try again.")
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(ctx, sessionKey{}, s)))
	})
}

func sessionFrom(r *http.Request) *session { return r.Context().Value(sessionKey{}).(*session) }

// home shows the dashboard to a signed-in administrator, the sign-in form to anyone else.
func (p *panel) home(w http.ResponseWriter, r *http.Request) {
	s, ctx, err := p.current(r)
	if errors.Is(err, errNoSession) {
		p.signInPage(w, r, http.StatusOK, "")
		return
	}
	if err != nil {
		p.fail(w, r, err)
		return
	}
	p.dashboard(w, r.WithContext(ctx), s)
}

// signInPage renders the sign-in form with a fresh CSRF token in its cookie and hidden field.
func (p *panel) signInPage(w http.ResponseWriter, r *http.Request, status int, problem string) {
	token, err := randomToken()
	if err != nil {
		p.fail(w, r, err)
		return
	}
	p.setCookie(w, r, signinCookieName, token, 3600)
	if _, err := r.Cookie(cookieName); err == nil {
		p.setCookie(w, r, cookieName, "", -1)
	}
	p.render(w, r, status, "signin", signInView{CSRF: token, Problem: problem})
}

// signIn opens a session for a valid key holding `admin`.
func (p *panel) signIn(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	c, err := r.Cookie(signinCookieName)
	form := r.PostFormValue("csrf")
	if err != nil || form == "" || subtle.ConstantTimeCompare([]byte(c.Value), []byte(form)) != 1 {
		p.message(w, r, http.StatusForbidden, "Form expired",
			"The sign-in form's security token is missing or wrong. Open the panel again and sign in from there.")
		return
	}
	pr, err := p.cfg.SignIn(r, r.PostFormValue("api_key"))
	switch {
	case errs.KindOf(err) == errs.Unauthenticated:
		p.signInPage(w, r, http.StatusUnauthorized, "That key is not valid (unknown, mistyped or revoked).")
		return
	case errs.KindOf(err) == errs.RateLimited:
		e, _ := errs.As(err)
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", itoa(int(e.RetryAfter/time.Second)))
		}
		p.signInPage(w, r, http.StatusTooManyRequests, e.Detail)
		return
	case err != nil:
		p.fail(w, r, err)
		return
	case !pr.Can(tenancy.Admin):
		p.signInPage(w, r, http.StatusForbidden, "That key is valid but lacks the admin permission: sign in with an admin key.")
		return
	}
	s, err := p.store.create(r.Context(), pr.TenantID, pr.KeyID)
	if err != nil {
		p.fail(w, r, err)
		return
	}
	p.setCookie(w, r, signinCookieName, "", -1)
	p.setCookie(w, r, cookieName, s.id, int(p.cfg.MaxAge/time.Second))
	http.Redirect(w, r, "/admin", http.StatusSeeOther)
}

// signOut ends the session.
func (p *panel) signOut(w http.ResponseWriter, r *http.Request) {
	p.store.end(r.Context(), sessionFrom(r))
	p.setCookie(w, r, cookieName, "", -1)
	http.Redirect(w, r, "/admin", http.StatusSeeOther)
}

// back stores n for the dashboard and redirects there.
func (p *panel) back(w http.ResponseWriter, r *http.Request, n notice) {
	if err := p.store.putNotice(r.Context(), sessionFrom(r), n); err != nil {
		p.fail(w, r, err)
		return
	}
	http.Redirect(w, r, "/admin", http.StatusSeeOther)
}

// key parses the path's key id and reads the key; another tenant's is the same 404.
func (p *panel) key(w http.ResponseWriter, r *http.Request) (tenancy.KeyUsage, bool) {
	raw := chi.URLParam(r, "key_id")
	id, err := uuid.Parse(raw)
	if err != nil || len(raw) != 36 {
		err = tenancy.ErrKeyNotFound
	} else {
		var k tenancy.KeyUsage
		if k, err = p.cfg.Keys.TenantKey(r.Context(), id); err == nil {
			return k, true
		}
	}
	if errs.KindOf(err) == errs.NotFound {
		p.message(w, r, http.StatusNotFound, "Key not found", "This clinic has no such key.")
	} else {
		p.fail(w, r, err)
	}
	return tenancy.KeyUsage{}, false
}

// fail answers an error the user cannot fix with a fixed text; the cause is logged.
func (p *panel) fail(w http.ResponseWriter, r *http.Request, err error) {
	if errs.KindOf(err) == errs.Unavailable {
		p.message(w, r, http.StatusServiceUnavailable, "Unavailable", "A service the panel needs is unavailable. Try again in a moment.")
		return
	}
	if p.cfg.Log != nil {
		p.cfg.Log.ErrorContext(r.Context(), "admin panel", "path", r.URL.Path, "error", err.Error())
	}
	p.message(w, r, http.StatusInternalServerError, "Something went wrong", "The panel could not do that. Nothing secret was shown; try again.")
}
