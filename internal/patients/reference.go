package patients

import (
	"regexp"

	"github.com/google/uuid"
)

// TokenPattern is the shape of a patient token: pat_ and 22 base62 characters.
const TokenPattern = `^pat_[0-9A-Za-z]{22}$`

// ReferencePattern is every shape a patient reference may take: a token or a canonical UUID (the
// deprecated form). The OpenAPI document states it wherever a client names a patient.
const ReferencePattern = `^(pat_[0-9A-Za-z]{22}|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})$`

var tokenPattern = regexp.MustCompile(TokenPattern)

// parseReference reads a path reference without touching the database: a pat_ token selects by
// public_id, a canonical 36-character UUID by id (usedUUID), anything else is not a patient
// (ok false). It is pure so that it can be fuzzed.
func parseReference(ref string) (where string, arg any, usedUUID, ok bool) {
	switch {
	case tokenPattern.MatchString(ref):
		return "public_id = $1", ref, false, true
	case len(ref) == 36:
		id, err := uuid.Parse(ref)
		if err != nil {
			return "", nil, false, false
		}
		return "id = $1", id, true, true
	default:
		return "", nil, false, false
	}
}
