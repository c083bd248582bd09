package tenancy

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/redis/go-redis/v9"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
)

// ErrInvalidKey is returned by Authenticate for a missing, unknown or revoked key.
var ErrInvalidKey = &errs.Error{Kind: errs.Unauthenticated, Detail: "Invalid or missing API key"}

// keyPrefix starts every key so that leaked keys are easy to recognise (secret scanners).
const keyPrefix = "clk_"

// Service provisions tenants and keys and authenticates requests.
// Operator methods (CreateTenant, CreateKey, ListKeys, RevokeKey) need a DB opened with the owner
// role (the CLI); Authenticate, RecordUse and FlushUsage work with the service's app role.
type Service struct {
	db    *pg.DB
	rdb   redis.UniversalClient
	now   func() time.Time
	cache *keyCache // nil unless CacheKeys
	// afterLookup, when set (tests only), runs between Authenticate's database read and its
	// caching of the result: the window a concurrent revocation must not slip through.
	afterLookup func()
}

// NewService returns a Service over db and rdb.
func NewService(db *pg.DB, rdb redis.UniversalClient) *Service {
	return &Service{db: db, rdb: rdb, now: time.Now}
}

// Tenant is a clinic.
type Tenant struct {
	ID        uuid.UUID
	Name      string
	CreatedAt time.Time
}

// Key describes an API key; the secret itself is never stored, only its SHA-256.
type Key struct {
	ID           uuid.UUID
	TenantID     uuid.UUID
	Name         string
	Prefix       string
	Permissions  []Permission
	CreatedAt    time.Time
	LastUsedAt   *time.Time
	RevokedAt    *time.Time
	RequestCount int64
}

// CreateTenant creates a tenant and a first key holding every permission; it returns the secret
// of that key, which is shown only here. Errors: Invalid for a bad name.
func (s *Service) CreateTenant(ctx context.Context, name string) (Tenant, Key, string, error) {
	if name == "" || len([]rune(name)) > 255 {
		return Tenant{}, Key{}, "", errs.InvalidFields(errs.FieldError{Field: "name", Message: "must be 1 to 255 characters"})
	}
	t := Tenant{ID: uuid.Must(uuid.NewV7()), Name: name}
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: t.ID})
	var key Key
	var secret string
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, "insert into tenants(id, name) values ($1, $2) returning created_at", t.ID, t.Name).Scan(&t.CreatedAt); err != nil {
			return fmt.Errorf("insert tenant: %w", err)
		}
		var err error
		key, secret, err = insertKey(ctx, tx, t.ID, "initial", AllPermissions)
		return err
	})
	return t, key, secret, err
}

// TenantIDs lists every tenant, oldest first (operator role only: the app role sees none).
func (s *Service) TenantIDs(ctx context.Context) ([]uuid.UUID, error) {
	var ids []uuid.UUID
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, "select id from tenants order by created_at, id")
		var err error
		ids, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list tenants: %w", err)
	}
	return ids, nil
}

// CreateKey creates a key for tenant with perms and returns its secret, shown only here.
// Errors: NotFound when the tenant does not exist.
func (s *Service) CreateKey(ctx context.Context, tenantID uuid.UUID, name string, perms []Permission) (Key, string, error) {
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
	var key Key
	var secret string
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var exists bool
		if err := tx.QueryRow(ctx, "select exists(select 1 from tenants where id = $1)", tenantID).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			return errs.NotFoundf("Tenant not found")
		}
		var err error
		key, secret, err = insertKey(ctx, tx, tenantID, name, perms)
		return err
	})
	return key, secret, err
}

func insertKey(ctx context.Context, tx pgx.Tx, tenantID uuid.UUID, name string, perms []Permission) (Key, string, error) {
	secret, err := newSecret()
	if err != nil {
		return Key{}, "", err
	}
	k := Key{ID: uuid.Must(uuid.NewV7()), TenantID: tenantID, Name: name, Prefix: secret[:12], Permissions: perms}
	hash := sha256.Sum256([]byte(secret))
	err = tx.QueryRow(ctx, `insert into api_keys(id, tenant_id, name, prefix, key_hash, permissions)
		values ($1, $2, $3, $4, $5, $6) returning created_at`,
		k.ID, tenantID, name, k.Prefix, hash[:], permStrings(perms)).Scan(&k.CreatedAt)
	if err != nil {
		return Key{}, "", fmt.Errorf("insert api key: %w", err)
	}
	return k, secret, nil
}

// newSecret returns "clk_" followed by 43 base62 characters (256 random bits).
func newSecret() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random key: %w", err)
	}
	s := new(big.Int).SetBytes(b).Text(62)
	for len(s) < 43 {
		s = "0" + s
	}
	return keyPrefix + s, nil
}

// ListKeys returns the tenant's keys, oldest first, with request counts that include uses not yet
// flushed from Redis.
func (s *Service) ListKeys(ctx context.Context, tenantID uuid.UUID) ([]Key, error) {
	ctx = tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID})
	var keys []Key
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `select id, tenant_id, name, prefix, permissions, created_at, last_used_at,
			revoked_at, request_count from api_keys where tenant_id = $1 order by created_at, id`, tenantID)
		if err != nil {
			return err
		}
		keys, err = pgx.CollectRows(rows, scanKey)
		return err
	})
	if err != nil {
		return nil, err
	}
	pending, err := s.pendingByKey(ctx, s.today())
	if err != nil {
		return nil, err
	}
	for i := range keys {
		pending[keys[i].ID].addTo(&keys[i])
	}
	return keys, nil
}

func scanKey(row pgx.CollectableRow) (Key, error) {
	var k Key
	var perms []string
	err := row.Scan(&k.ID, &k.TenantID, &k.Name, &k.Prefix, &perms, &k.CreatedAt, &k.LastUsedAt, &k.RevokedAt, &k.RequestCount)
	for _, p := range perms {
		k.Permissions = append(k.Permissions, Permission(p))
	}
	return k, err
}

// RevokeKey revokes a key at once; revoking twice is harmless. Errors: NotFound.
// It needs the owner role: the key's tenant is not known to the caller.
func (s *Service) RevokeKey(ctx context.Context, keyID uuid.UUID) error {
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "update api_keys set revoked_at = coalesce(revoked_at, now()) where id = $1", keyID)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return errs.NotFoundf("API key not found")
		}
		return nil
	})
	if err != nil {
		return err
	}
	// Every API instance drops the key from its cache now; one that misses the announcement has
	// dropped its whole cache already (lost subscription) or holds the key at most the cache TTL.
	if err := s.rdb.Publish(ctx, RevocationChannel, keyID.String()).Err(); err != nil {
		return fmt.Errorf("key revoked, but announcing it failed (API instances notice within their key cache TTL): %w", err)
	}
	return nil
}

// Authenticate returns the principal of secret. The key is found by the SHA-256 of the whole
// presented value through a unique index, so the cost does not depend on how close a guess is.
// Errors: ErrInvalidKey (Unauthenticated) for missing, unknown or revoked keys; Unavailable.
func (s *Service) Authenticate(ctx context.Context, secret string) (Principal, error) {
	if !wellFormed(secret) {
		return Principal{}, ErrInvalidKey
	}
	hash := sha256.Sum256([]byte(secret))
	if p, ok := s.cache.get(hash, s.now()); ok {
		return p, nil
	}
	gen := s.cache.generation() // before the lookup: a revocation during it forbids caching
	var p Principal
	var perms []string
	var revoked *time.Time
	err := s.db.InKeyLookup(ctx, hex.EncodeToString(hash[:]), func(rows pgx.Rows) error {
		_, err := pgx.CollectExactlyOneRow(rows, func(r pgx.CollectableRow) (struct{}, error) {
			return struct{}{}, r.Scan(&p.KeyID, &p.TenantID, &perms, &revoked)
		})
		return err
	}, "select id, tenant_id, permissions, revoked_at from api_keys where key_hash = $1", hash[:])
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && revoked != nil) {
		s.cache.forget(hash)
		return Principal{}, ErrInvalidKey
	}
	if err != nil {
		return Principal{}, fmt.Errorf("authenticate: %w", err)
	}
	for _, perm := range perms {
		p.Permissions = append(p.Permissions, Permission(perm))
	}
	if s.afterLookup != nil {
		s.afterLookup()
	}
	s.cache.remember(hash, p.KeyID, s.now())
	s.cache.put(hash, p, s.now(), gen)
	return p, nil
}

func permStrings(perms []Permission) []string {
	out := make([]string, len(perms))
	for i, p := range perms {
		out[i] = string(p)
	}
	return out
}
