// Package tenancy provisions tenants and API keys, authenticates requests by key and keeps
// per-key usage counts.
package tenancy

import (
	"slices"
	"strings"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
)

// Permission is one capability a key may hold.
type Permission string

// The permissions. Admin implies every other one.
const (
	PatientsRead    Permission = "patients:read"
	PatientsWrite   Permission = "patients:write"
	SchedulingRead  Permission = "scheduling:read"
	SchedulingWrite Permission = "scheduling:write"
	DocumentsRead   Permission = "documents:read"
	DocumentsWrite  Permission = "documents:write"
	ClinicalRead    Permission = "clinical:read"
	ClinicalWrite   Permission = "clinical:write"
	AnalyticsRead   Permission = "analytics:read"
	Admin           Permission = "admin"
)

// AllPermissions lists every permission, in documentation order.
var AllPermissions = []Permission{
	PatientsRead, PatientsWrite, SchedulingRead, SchedulingWrite, DocumentsRead, DocumentsWrite,
	ClinicalRead, ClinicalWrite, AnalyticsRead, Admin,
}

// ParsePermissions parses a comma-separated list; it returns Invalid naming unknown entries.
func ParsePermissions(list string) ([]Permission, error) {
	var out []Permission
	var bad []string
	for _, p := range strings.Split(list, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if !slices.Contains(AllPermissions, Permission(p)) {
			bad = append(bad, p)
			continue
		}
		if !slices.Contains(out, Permission(p)) {
			out = append(out, Permission(p))
		}
	}
	if len(bad) > 0 || len(out) == 0 {
		valid := make([]string, len(AllPermissions))
		for i, p := range AllPermissions {
			valid[i] = string(p)
		}
		return nil, errs.InvalidFields(errs.FieldError{Field: "permissions",
			Message: "unknown or empty: " + strings.Join(bad, ",") + " (valid: " + strings.Join(valid, ",") + ")"})
	}
	return out, nil
}

// Principal is an authenticated caller: a tenant and one of its keys.
type Principal struct {
	TenantID    uuid.UUID
	KeyID       uuid.UUID
	Permissions []Permission
}

// Can reports whether the principal holds p (admin holds everything).
func (p Principal) Can(perm Permission) bool {
	return slices.Contains(p.Permissions, perm) || slices.Contains(p.Permissions, Admin)
}
