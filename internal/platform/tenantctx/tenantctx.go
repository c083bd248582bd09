// Package tenantctx carries the authenticated tenant (and the key that proved it) in a context.
// It is the only way tenant identity reaches the database layer: never a path, query or body.
package tenantctx

import (
	"context"

	"github.com/google/uuid"
)

type key struct{}

// Identity is who is calling: the tenant and the API key id (never the key itself).
type Identity struct {
	TenantID uuid.UUID
	KeyID    uuid.UUID
}

// With returns a context carrying id.
func With(ctx context.Context, id Identity) context.Context {
	return context.WithValue(ctx, key{}, id)
}

// From returns the identity in ctx, and whether there is one.
func From(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(key{}).(Identity)
	return id, ok && id.TenantID != uuid.Nil
}
