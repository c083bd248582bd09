package tenancy

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
)

// This file is the administration of a tenant's keys by the tenant itself (the panel and
// /v1/admin): everything runs as the app role inside the tenant of ctx (db.InTenant), so RLS keeps
// each clinic to its own keys.

// UsageWindowDays is the span of the "last 30 days" count: the UsageZone day of today and the 29
// days before it.
const UsageWindowDays = 30

// MaxKeyName is the longest key name, in characters.
const MaxKeyName = 255

// Errors of the key administration.
var (
	ErrKeyNotFound = &errs.Error{Kind: errs.NotFound, Detail: "API key not found"}
	ErrOwnKey      = &errs.Error{Kind: errs.Conflict,
		Detail: "This is the key you are signed in with: revoking it would lock you out. Sign in with another admin key to revoke it"}
	ErrKeyRevoked = &errs.Error{Kind: errs.Conflict, Detail: "The key is revoked already: create a new key instead of rotating it"}
)

// KeyUsage is a key with its request counts: Key.RequestCount is the total, Today and Last30Days
// count UsageZone calendar days. All three include the requests not yet flushed from Redis.
type KeyUsage struct {
	Key
	Today      int64
	Last30Days int64
}

// KeyQuery pages TenantKeys. Limit is already within its bounds.
type KeyQuery struct {
	Limit          int
	Cursor         string
	IncludeRevoked bool
}

// KeyPage is one page of keys, oldest first.
type KeyPage struct {
	Items      []KeyUsage
	NextCursor *string
}

// ValidatePermissions returns names as permissions, each once, in the order given. Errors:
// Invalid (field "permissions") naming every unknown entry, or saying the list is empty.
func ValidatePermissions(names []string) ([]Permission, error) {
	return ParsePermissions(strings.Join(names, ","))
}

// validKeyName trims name and checks its length. Errors: Invalid (field "name").
func validKeyName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > MaxKeyName || strings.ContainsAny(name, "\x00") {
		return "", errs.InvalidFields(errs.FieldError{Field: "name", Message: fmt.Sprintf("must be 1 to %d characters", MaxKeyName)})
	}
	return name, nil
}

// TenantKeys returns one page of the keys of ctx's tenant, oldest first, with their request
// counts. Errors: BadRequest for a foreign cursor; Unavailable.
func (s *Service) TenantKeys(ctx context.Context, q KeyQuery) (KeyPage, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return KeyPage{}, err
	}
	pq := page.NewQuery(after)
	if !q.IncludeRevoked {
		pq.WhereSQL("revoked_at is null")
	}
	sql, args := pq.SQL("id, tenant_id, name, prefix, permissions, created_at, last_used_at, revoked_at, request_count", "api_keys", q.Limit)
	today := s.today()
	var keys []KeyUsage
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sql, args...)
		list, err := pgx.CollectRows(rows, scanKey)
		if err != nil {
			return fmt.Errorf("list keys: %w", err)
		}
		for _, k := range list {
			keys = append(keys, KeyUsage{Key: k})
		}
		return s.addDailyCounts(ctx, tx, keys, today)
	})
	if err != nil {
		return KeyPage{}, err
	}
	items, next := page.Trim(keys, q.Limit, func(k KeyUsage) uuid.UUID { return k.ID })
	pending, err := s.pendingByKey(ctx, today)
	if err != nil {
		return KeyPage{}, err
	}
	for i := range items {
		p := pending[items[i].ID]
		p.addTo(&items[i].Key)
		items[i].Today += p.today
		items[i].Last30Days += p.last30
	}
	return KeyPage{Items: items, NextCursor: next}, nil
}

// addDailyCounts fills Today and Last30Days of keys from the flushed daily rows.
func (s *Service) addDailyCounts(ctx context.Context, tx pgx.Tx, keys []KeyUsage, today time.Time) error {
	if len(keys) == 0 {
		return nil
	}
	ids := make([]uuid.UUID, len(keys))
	for i, k := range keys {
		ids[i] = k.ID
	}
	rows, _ := tx.Query(ctx, `select key_id, coalesce(sum(requests) filter (where day = $2), 0)::bigint, sum(requests)::bigint
		from api_key_daily_usage where key_id = any($1) and day between $3 and $2 group by key_id`,
		ids, today, today.AddDate(0, 0, -(UsageWindowDays-1)))
	type count struct {
		id           uuid.UUID
		today, month int64
	}
	counts, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (count, error) {
		var c count
		return c, r.Scan(&c.id, &c.today, &c.month)
	})
	if err != nil {
		return fmt.Errorf("daily usage: %w", err)
	}
	for _, c := range counts {
		i := slices.IndexFunc(keys, func(k KeyUsage) bool { return k.ID == c.id })
		keys[i].Today, keys[i].Last30Days = c.today, c.month
	}
	return nil
}

// TenantKey returns one key of ctx's tenant with its counts. Errors: ErrKeyNotFound (also for
// another tenant's key); Unavailable.
func (s *Service) TenantKey(ctx context.Context, id uuid.UUID) (KeyUsage, error) {
	var k KeyUsage
	today := s.today()
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `select id, tenant_id, name, prefix, permissions, created_at, last_used_at, revoked_at,
			request_count from api_keys where id = $1`, id)
		key, err := pgx.CollectExactlyOneRow(rows, scanKey)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrKeyNotFound
		}
		if err != nil {
			return fmt.Errorf("read key: %w", err)
		}
		one := []KeyUsage{{Key: key}}
		err = s.addDailyCounts(ctx, tx, one, today)
		k = one[0]
		return err
	})
	if err != nil {
		return KeyUsage{}, err
	}
	pending, err := s.pendingByKey(ctx, today)
	if err != nil {
		return KeyUsage{}, err
	}
	p := pending[k.ID]
	p.addTo(&k.Key)
	k.Today += p.today
	k.Last30Days += p.last30
	return k, nil
}

// CreateTenantKey creates a key named name with perms in ctx's tenant and returns it with its
// secret, which is shown only here. Errors: Invalid naming "name" or "permissions"; Unavailable.
func (s *Service) CreateTenantKey(ctx context.Context, name string, perms []string) (Key, string, error) {
	name, nameErr := validKeyName(name)
	valid, permErr := ValidatePermissions(perms)
	if err := joinInvalid(nameErr, permErr); err != nil {
		return Key{}, "", err
	}
	tenantID, err := tenantOf(ctx)
	if err != nil {
		return Key{}, "", err
	}
	var key Key
	var secret string
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		key, secret, err = insertKey(ctx, tx, tenantID, name, valid)
		return err
	})
	return key, secret, err
}

// RotateKey creates a new key with the name and permissions of key id and returns it with its
// secret (shown only here). The old key stays active unless revokeOld, in which case it is revoked
// in the same transaction. signedIn is the caller's own key: it may be rotated, but not with
// revokeOld. Errors: ErrKeyNotFound; ErrKeyRevoked; ErrOwnKey; Unavailable.
func (s *Service) RotateKey(ctx context.Context, id, signedIn uuid.UUID, revokeOld bool) (Key, string, error) {
	if revokeOld && id == signedIn {
		return Key{}, "", ErrOwnKey
	}
	var key Key
	var secret string
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var old Key
		var perms []string
		err := tx.QueryRow(ctx, "select tenant_id, name, permissions, revoked_at from api_keys where id = $1 for update", id).
			Scan(&old.TenantID, &old.Name, &perms, &old.RevokedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrKeyNotFound
		}
		if err != nil {
			return fmt.Errorf("read key: %w", err)
		}
		if old.RevokedAt != nil {
			return ErrKeyRevoked
		}
		for _, p := range perms {
			old.Permissions = append(old.Permissions, Permission(p))
		}
		if key, secret, err = insertKey(ctx, tx, old.TenantID, old.Name, old.Permissions); err != nil {
			return err
		}
		if revokeOld {
			_, err = tx.Exec(ctx, "update api_keys set revoked_at = now() where id = $1", id)
			return err
		}
		return nil
	})
	if err != nil {
		return Key{}, "", err
	}
	if revokeOld {
		if err := s.announceRevocation(ctx, id); err != nil {
			return key, secret, err
		}
	}
	return key, secret, nil
}

// RevokeTenantKey revokes key id of ctx's tenant at once; revoking twice is harmless. signedIn is
// the caller's own key, which it may not revoke. Errors: ErrKeyNotFound (also for another
// tenant's key); ErrOwnKey; Unavailable.
func (s *Service) RevokeTenantKey(ctx context.Context, id, signedIn uuid.UUID) error {
	if id == signedIn {
		return ErrOwnKey
	}
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "update api_keys set revoked_at = coalesce(revoked_at, now()) where id = $1", id)
		if err != nil {
			return fmt.Errorf("revoke key: %w", err)
		}
		if tag.RowsAffected() == 0 {
			return ErrKeyNotFound
		}
		return nil
	})
	if err != nil {
		return err
	}
	return s.announceRevocation(ctx, id)
}

// announceRevocation drops id from this instance's key cache and tells every other instance.
func (s *Service) announceRevocation(ctx context.Context, id uuid.UUID) error {
	if s.cache != nil {
		s.cache.drop(id)
	}
	if err := s.rdb.Publish(ctx, RevocationChannel, id.String()).Err(); err != nil {
		return fmt.Errorf("key revoked, but announcing it failed (API instances notice within their key cache TTL): %w", err)
	}
	return nil
}

// ActiveKey returns the principal of key id of tenantID when the key exists and is not revoked
// (how the panel re-checks its session on every request). Errors: ErrInvalidKey; Unavailable.
func (s *Service) ActiveKey(ctx context.Context, tenantID, id uuid.UUID) (Principal, error) {
	p := Principal{TenantID: tenantID, KeyID: id}
	var perms []string
	err := s.db.InTenant(withTenant(ctx, tenantID, id), func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select permissions from api_keys where id = $1 and revoked_at is null", id).Scan(&perms)
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Principal{}, ErrInvalidKey
	}
	if err != nil {
		return Principal{}, fmt.Errorf("check key: %w", err)
	}
	for _, perm := range perms {
		p.Permissions = append(p.Permissions, Permission(perm))
	}
	return p, nil
}

// joinInvalid merges the field lists of Invalid errors (nil ones skipped) into one.
func joinInvalid(list ...error) error {
	var fields []errs.FieldError
	for _, err := range list {
		if err == nil {
			continue
		}
		e, ok := errs.As(err)
		if !ok || e.Kind != errs.Invalid {
			return err
		}
		fields = append(fields, e.Fields...)
	}
	if len(fields) == 0 {
		return nil
	}
	return errs.InvalidFields(fields...)
}

// tenantOf returns the tenant of ctx. Errors: pg.ErrNoTenant when there is none.
func tenantOf(ctx context.Context) (uuid.UUID, error) {
	id, ok := tenantctx.From(ctx)
	if !ok {
		return uuid.Nil, pg.ErrNoTenant
	}
	return id.TenantID, nil
}

// withTenant returns ctx carrying tenantID and keyID as the caller.
func withTenant(ctx context.Context, tenantID, keyID uuid.UUID) context.Context {
	return tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantID, KeyID: keyID})
}
