package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// The /v1/admin endpoints behind the administration panel (/admin): the clinic's own keys with
// their request counts, its webhooks overview and its document pipeline. Each needs `admin`.

// usageDoc says what the request counts are, stated on the list and in the README.
const usageDoc = "Request counts include every authenticated request of the key (also those refused for permission or " +
	"rate limit) and are current: requests not yet moved from Redis to Postgres are added in. A day is the calendar " +
	"day in America/Sao_Paulo (never the server's zone): `requests_today` counts today there, `requests_30d` today " +
	"and the 29 days before it, `requests_total` every request since the key was created (also those before daily " +
	"counts existed)."

// AdminKeyOut is a key as the administration API shows it; the secret is never listed.
type AdminKeyOut struct {
	ID            uuid.UUID  `json:"id"`
	Name          string     `json:"name" maxLength:"255"`
	Prefix        string     `json:"prefix" minLength:"12" maxLength:"12" doc:"The first 12 characters of the secret (clk_ and 8 more): how a key is recognised"`
	Permissions   []string   `json:"permissions" maxItems:"10"`
	CreatedAt     time.Time  `json:"created_at"`
	LastUsedAt    *time.Time `json:"last_used_at" doc:"null when never used"`
	RevokedAt     *time.Time `json:"revoked_at" doc:"null while the key is active"`
	RequestsToday int64      `json:"requests_today" minimum:"0"`
	Requests30d   int64      `json:"requests_30d" minimum:"0"`
	RequestsTotal int64      `json:"requests_total" minimum:"0"`
	SignedIn      bool       `json:"signed_in" doc:"true for the key of this request (which cannot be revoked through it)"`
}

func toAdminKeyOut(k tenancy.KeyUsage, self uuid.UUID) AdminKeyOut {
	perms := make([]string, len(k.Permissions))
	for i, p := range k.Permissions {
		perms[i] = string(p)
	}
	return AdminKeyOut{ID: k.ID, Name: k.Name, Prefix: k.Prefix, Permissions: perms, CreatedAt: k.CreatedAt.UTC(),
		LastUsedAt: utcPtr(k.LastUsedAt), RevokedAt: utcPtr(k.RevokedAt), RequestsToday: k.Today,
		Requests30d: k.Last30Days, RequestsTotal: k.RequestCount, SignedIn: k.ID == self}
}

// AdminKeyPage is one page of keys, oldest first.
type AdminKeyPage struct {
	Items      []AdminKeyOut `json:"items"`
	NextCursor *string       `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

// AdminKeyCreate is the body of POST /v1/admin/keys.
type AdminKeyCreate struct {
	Name        string   `json:"name" minLength:"1" maxLength:"255" example:"Recepção" doc:"Leading and trailing spaces are trimmed; the rest must be 1 to 255 characters"`
	Permissions []string `json:"permissions" minItems:"1" maxItems:"10" example:"[\"patients:read\",\"scheduling:write\"]" doc:"Exactly the permissions the key gets (a repeated one counts once); admin implies every other one"`
}

// TransformSchema lists the permissions a key may hold.
func (AdminKeyCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	if p := s.Properties["permissions"]; p != nil && p.Items != nil {
		p.Items.Enum = nil
		for _, perm := range tenancy.AllPermissions {
			p.Items.Enum = append(p.Items.Enum, string(perm))
		}
		p.Items.PrecomputeMessages()
	}
	return requireFields(s, "name", "permissions")
}

// AdminKeyRotate is the optional body of POST /v1/admin/keys/{key_id}/rotate.
type AdminKeyRotate struct {
	RevokeOld bool `json:"revoke_old,omitempty" doc:"true revokes the old key in the same step (the confirmation given up front); default false: it stays active until DELETE"`
}

// AdminNewKeyOut is a key just created, with its secret shown this once.
type AdminNewKeyOut struct {
	AdminKeyOut
	Secret      string     `json:"secret" minLength:"47" maxLength:"47" doc:"clk_ and 43 base62 characters. Shown only in this answer: store it now"`
	RotatedFrom *uuid.UUID `json:"rotated_from,omitempty" doc:"Rotation only: the key this one replaces"`
	OldRevoked  *bool      `json:"old_revoked,omitempty" doc:"Rotation only: whether the replaced key is revoked already"`
}

type adminKeysInput struct {
	Limit          int    `query:"limit" minimum:"1" maximum:"200" default:"100"`
	Cursor         string `query:"cursor" maxLength:"22"`
	IncludeRevoked bool   `query:"include_revoked" doc:"Also list revoked keys (default: active keys only)"`
}

type adminKeyIDInput struct {
	KeyID string `path:"key_id" maxLength:"36"`
}

type adminRotateInput struct {
	KeyID string `path:"key_id" maxLength:"36"`
	Body  *AdminKeyRotate
}

type adminNewKeyOutput = struct{ Body AdminNewKeyOut }

const adminKeyNotFoundDoc = "404 for a malformed, unknown or another clinic's key id (the same body)."

// callerKey returns the id of the key that authenticated this request.
func callerKey(ctx context.Context) uuid.UUID {
	p, _ := principalFrom(ctx)
	return p.KeyID
}

func newKeyOut(k tenancy.Key, secret string) AdminNewKeyOut {
	return AdminNewKeyOut{AdminKeyOut: toAdminKeyOut(tenancy.KeyUsage{Key: k}, uuid.Nil), Secret: secret}
}

func (s *server) registerAdminKeys() {
	tags := []string{"Administration"}
	const base = "/v1/admin/keys"
	register(s, huma.Operation{
		OperationID: "admin-list-keys", Method: http.MethodGet, Path: base, Tags: tags,
		Summary:     "List the clinic's API keys with their request counts",
		Description: "Oldest first. Revoked keys only with `include_revoked=true`. " + usageDoc,
	}, tenancy.Admin, func(ctx context.Context, in *adminKeysInput) (*struct{ Body AdminKeyPage }, error) {
		p, err := s.deps.Tenancy.TenantKeys(ctx, tenancy.KeyQuery{Limit: in.Limit, Cursor: in.Cursor, IncludeRevoked: in.IncludeRevoked})
		if err != nil {
			return nil, err
		}
		self := callerKey(ctx)
		return &struct{ Body AdminKeyPage }{AdminKeyPage{NextCursor: p.NextCursor,
			Items: mapItems(p.Items, func(k tenancy.KeyUsage) AdminKeyOut { return toAdminKeyOut(k, self) })}}, nil
	})

	register(s, huma.Operation{
		OperationID: "admin-get-key", Method: http.MethodGet, Path: base + "/{key_id}", Tags: tags,
		Summary: "Get one API key with its request counts", Errors: []int{http.StatusNotFound},
		Description: "Revoked keys too. " + adminKeyNotFoundDoc + " " + usageDoc,
	}, tenancy.Admin, func(ctx context.Context, in *adminKeyIDInput) (*struct{ Body AdminKeyOut }, error) {
		return onID(in.KeyID, tenancy.ErrKeyNotFound, func(id uuid.UUID) (*struct{ Body AdminKeyOut }, error) {
			self := callerKey(ctx)
			return respond(func(k tenancy.KeyUsage) AdminKeyOut { return toAdminKeyOut(k, self) })(s.deps.Tenancy.TenantKey(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "admin-create-key", Method: http.MethodPost, Path: base, Tags: tags, DefaultStatus: http.StatusCreated,
		Summary: "Create an API key",
		Description: "The key gets exactly `permissions` (422 naming any unknown one). The answer carries `secret`, shown " +
			"this once: only its SHA-256 is stored.",
	}, tenancy.Admin, func(ctx context.Context, in *struct{ Body AdminKeyCreate }) (*adminNewKeyOutput, error) {
		k, secret, err := s.deps.Tenancy.CreateTenantKey(ctx, in.Body.Name, in.Body.Permissions)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &adminNewKeyOutput{Body: newKeyOut(k, secret)}, nil
	})

	register(s, huma.Operation{
		OperationID: "admin-rotate-key", Method: http.MethodPost, Path: base + "/{key_id}/rotate", Tags: tags,
		DefaultStatus: http.StatusCreated, Errors: []int{http.StatusNotFound, http.StatusConflict},
		Summary: "Rotate an API key (step 1 of 2: a new key with the same name and permissions)",
		Description: "Creates a new key with the old one's name and permissions and answers it with its `secret` (shown this " +
			"once). Rotation takes two steps so that nothing breaks while the new secret is deployed: the old key stays " +
			"active until `DELETE /v1/admin/keys/{key_id}` (step 2, the confirmation). `revoke_old: true` does both at " +
			"once. 409 for a revoked key, and for `revoke_old` on the key of this request. " + adminKeyNotFoundDoc,
	}, tenancy.Admin, func(ctx context.Context, in *adminRotateInput) (*adminNewKeyOutput, error) {
		return onID(in.KeyID, tenancy.ErrKeyNotFound, func(id uuid.UUID) (*adminNewKeyOutput, error) {
			revokeOld := in.Body != nil && in.Body.RevokeOld
			k, secret, err := s.deps.Tenancy.RotateKey(ctx, id, callerKey(ctx), revokeOld)
			if err != nil {
				return nil, err
			}
			out := newKeyOut(k, secret)
			out.RotatedFrom, out.OldRevoked = &id, &revokeOld
			return &adminNewKeyOutput{Body: out}, nil
		})
	})

	register(s, huma.Operation{
		OperationID: "admin-revoke-key", Method: http.MethodDelete, Path: base + "/{key_id}", Tags: tags,
		DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound, http.StatusConflict},
		Summary: "Revoke an API key",
		Description: "The key gets 401 from the next request on, on every instance. Idempotent (204 again). 409 for the key " +
			"of this request: revoking it would lock the caller out; use another admin key. " + adminKeyNotFoundDoc,
	}, tenancy.Admin, func(ctx context.Context, in *adminKeyIDInput) (*struct{}, error) {
		return onID(in.KeyID, tenancy.ErrKeyNotFound, func(id uuid.UUID) (*struct{}, error) {
			return nil, s.deps.Tenancy.RevokeTenantKey(ctx, id, callerKey(ctx))
		})
	})
}
