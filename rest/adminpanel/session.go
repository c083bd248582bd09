package adminpanel

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// Sessions live in Redis under the SHA-256 of their id: the id itself is only in the browser's
// cookie, so reading Redis does not give a session away. A session holds the tenant, the key id
// it was opened with (never a secret), its CSRF token and when it began; Redis expires it after
// the idle timeout, and it is refused after the absolute one.
const (
	cookieName       = "clinic_admin"
	signinCookieName = "clinic_admin_signin" // the CSRF token of the sign-in form, before any session
	sessionPrefix    = "admin:session:"
)

// session is a signed-in administrator.
type session struct {
	id       string // the cookie value (base64url of 32 random bytes)
	TenantID uuid.UUID
	KeyID    uuid.UUID
	CSRF     string
	Started  time.Time
}

// store keeps sessions in Redis.
type store struct {
	rdb          redis.UniversalClient
	idle, maxAge time.Duration
	now          func() time.Time
}

// randomToken returns 32 random bytes, base64url.
func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func redisKey(id string) string {
	h := sha256.Sum256([]byte(id))
	return sessionPrefix + hex.EncodeToString(h[:])
}

// create opens a session for the tenant's key.
func (st *store) create(ctx context.Context, tenantID, keyID uuid.UUID) (*session, error) {
	id, err := randomToken()
	if err != nil {
		return nil, err
	}
	csrf, err := randomToken()
	if err != nil {
		return nil, err
	}
	s := &session{id: id, TenantID: tenantID, KeyID: keyID, CSRF: csrf, Started: st.now()}
	k := redisKey(id)
	pipe := st.rdb.TxPipeline()
	pipe.HSet(ctx, k, "tenant", tenantID.String(), "key", keyID.String(), "csrf", csrf,
		"started", strconv.FormatInt(s.Started.UnixMilli(), 10))
	pipe.PExpire(ctx, k, min(st.idle, st.maxAge))
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("create admin session: %w", err)
	}
	return s, nil
}

// errNoSession means the request carries no live session.
var errNoSession = errors.New("no admin session")

// load returns the session of r and extends its idle timeout. Errors: errNoSession (none, expired,
// or past its absolute age: then it is deleted); a Redis error.
func (st *store) load(r *http.Request) (*session, error) {
	c, err := r.Cookie(cookieName)
	if err != nil || len(c.Value) != 43 {
		return nil, errNoSession
	}
	ctx := r.Context()
	k := redisKey(c.Value)
	m, err := st.rdb.HGetAll(ctx, k).Result()
	if err != nil {
		return nil, fmt.Errorf("read admin session: %w", err)
	}
	tenantID, err1 := uuid.Parse(m["tenant"])
	keyID, err2 := uuid.Parse(m["key"])
	ms, err3 := strconv.ParseInt(m["started"], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil || m["csrf"] == "" {
		return nil, errNoSession
	}
	s := &session{id: c.Value, TenantID: tenantID, KeyID: keyID, CSRF: m["csrf"], Started: time.UnixMilli(ms)}
	left := s.Started.Add(st.maxAge).Sub(st.now())
	if left <= 0 {
		st.end(ctx, s)
		return nil, errNoSession
	}
	if err := st.rdb.PExpire(ctx, k, min(st.idle, left)).Err(); err != nil {
		return nil, fmt.Errorf("extend admin session: %w", err)
	}
	return s, nil
}

// end deletes the session.
func (st *store) end(ctx context.Context, s *session) {
	_ = st.rdb.Del(context.WithoutCancel(ctx), redisKey(s.id)).Err() // a leftover expires by itself
}

// validCSRF reports whether the form's token is the session's, in constant time.
func (s *session) validCSRF(token string) bool {
	return token != "" && subtle.ConstantTimeCompare([]byte(token), []byte(s.CSRF)) == 1
}

// notice is what the page after a redirect shows once: a message and, after creating or rotating
// a key, the new secret and its permissions.
type notice struct {
	Flash       string   `json:"flash,omitempty"`
	Error       bool     `json:"error,omitempty"`
	Secret      string   `json:"secret,omitempty"`
	KeyName     string   `json:"key_name,omitempty"`
	Permissions []string `json:"permissions,omitempty"`
}

// noticeCipher is the AES-GCM key of s's notices, derived from the session id, which only the
// browser holds: a new secret waiting in Redis to be shown cannot be read from Redis alone.
func (s *session) noticeCipher() (cipher.AEAD, error) {
	m := hmac.New(sha256.New, []byte(s.id))
	m.Write([]byte("admin notice"))
	block, err := aes.NewCipher(m.Sum(nil))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// putNotice stores n for the next page of s (replacing one not yet shown).
func (st *store) putNotice(ctx context.Context, s *session, n notice) error {
	plain, err := json.Marshal(n)
	if err != nil {
		return err
	}
	aead, err := s.noticeCipher()
	if err != nil {
		return err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return err
	}
	sealed := aead.Seal(nonce, nonce, plain, nil)
	if err := st.rdb.HSet(ctx, redisKey(s.id), "notice", base64.StdEncoding.EncodeToString(sealed)).Err(); err != nil {
		return fmt.Errorf("store admin notice: %w", err)
	}
	return nil
}

// takeNotice returns and deletes the notice waiting for s, if any.
func (st *store) takeNotice(ctx context.Context, s *session) (*notice, error) {
	k := redisKey(s.id)
	pipe := st.rdb.TxPipeline()
	get := pipe.HGet(ctx, k, "notice")
	pipe.HDel(ctx, k, "notice")
	if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
		return nil, fmt.Errorf("read admin notice: %w", err)
	}
	raw, err := base64.StdEncoding.DecodeString(get.Val())
	if get.Err() != nil || err != nil {
		return nil, nil //nolint:nilerr // none waiting
	}
	aead, err := s.noticeCipher()
	if err != nil {
		return nil, err
	}
	if len(raw) < aead.NonceSize() {
		return nil, nil
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], nil)
	if err != nil {
		return nil, nil //nolint:nilerr // not ours: nothing to show
	}
	var n notice
	if err := json.Unmarshal(plain, &n); err != nil {
		return nil, nil //nolint:nilerr
	}
	return &n, nil
}

// setCookie sends a panel cookie (or, with maxAge < 0, its deletion), Secure when the client
// came over TLS (directly or, as Config.OverTLS tells, through a trusted proxy).
func (p *panel) setCookie(w http.ResponseWriter, r *http.Request, name, value string, maxAge int) {
	secure := r.TLS != nil || (p.cfg.OverTLS != nil && p.cfg.OverTLS(r))
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: "/admin", MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: secure})
}
