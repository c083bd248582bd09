// Package patientref reads the patient references scheduling accepts: a patient token (pat_ and
// 22 base62 characters, recommended) or the patient's internal UUID (deprecated). Booking and the
// waitlist resolve them the same way, under the caller's tenant.
package patientref

import (
	"context"
	"regexp"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

var tokenPattern = regexp.MustCompile(`^pat_[0-9A-Za-z]{22}$`)

// Invalid is the message for a reference of neither shape.
const Invalid = "must be a patient token (pat_ + 22 characters) or the patient's UUID"

// Key is the patients column a reference is looked up by, and the value to look up.
type Key struct {
	Column string // public_id or id
	Value  any
}

// Parse returns the key of ref, false when ref has neither shape.
func Parse(ref string) (Key, bool) {
	if tokenPattern.MatchString(ref) {
		return Key{Column: "public_id", Value: ref}, true
	}
	if len(ref) == 36 {
		if id, err := uuid.Parse(ref); err == nil {
			return Key{Column: "id", Value: id}, true
		}
	}
	return Key{}, false
}

// FindSQL reads the id of the patient whose key column is $1.
func (k Key) FindSQL() string { return "select id from patients where " + k.Column + " = $1" }

// FilterSQL keeps the rows whose patient_id is the patient of the key, its value the
// parameter $%d (page.Query's convention).
func (k Key) FilterSQL() string {
	return "patient_id = (select p.id from patients p where p." + k.Column + " = $%d)"
}

// Resolve returns the id of the tenant's patient ref names, inside tx. Errors: pgx.ErrNoRows
// when ref is malformed or names no patient of the tenant.
func Resolve(ctx context.Context, tx pgx.Tx, ref string) (uuid.UUID, error) {
	k, ok := Parse(ref)
	if !ok {
		return uuid.Nil, pgx.ErrNoRows
	}
	var id uuid.UUID
	err := tx.QueryRow(ctx, k.FindSQL(), k.Value).Scan(&id)
	return id, err
}
