// Package page encodes the opaque cursors of cursor-paginated lists. Lists are ordered by id
// (UUIDv7, so creation order); a cursor is the last id of the previous page.
package page

import (
	"encoding/base64"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
)

// Encode returns the cursor that continues after id.
func Encode(id uuid.UUID) string { return base64.RawURLEncoding.EncodeToString(id[:]) }

// Decode returns the id a cursor continues after; an empty cursor is uuid.Nil (first page).
// Errors: BadRequest for a cursor this service did not issue.
func Decode(cursor string) (uuid.UUID, error) {
	if cursor == "" {
		return uuid.Nil, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil || len(b) != 16 {
		return uuid.Nil, errs.BadRequestf("Invalid cursor")
	}
	return uuid.UUID(b), nil
}

// Trim cuts items (fetched with limit+1) to limit and returns the next cursor, nil on the last page.
func Trim[T any](items []T, limit int, id func(T) uuid.UUID) ([]T, *string) {
	if len(items) <= limit {
		return items, nil
	}
	items = items[:limit]
	c := Encode(id(items[len(items)-1]))
	return items, &c
}
