// Package migrations embeds the numbered, forward-only SQL migrations (NNN_description.sql).
// They run as the owner role (clinic migrate); the service's role clinic_app owns nothing.
//
// Every tenant table follows one pattern: tenant_id uuid not null, an index led by tenant_id,
// ENABLE + FORCE ROW LEVEL SECURITY, and a tenant_isolation policy on app.tenant_id.
package migrations

import "embed"

// Files holds the migrations.
//
//go:embed *.sql
var Files embed.FS
