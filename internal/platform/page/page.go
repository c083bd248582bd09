// Package page encodes the opaque cursors of cursor-paginated lists. Lists are ordered by id
// (UUIDv7, so creation order); a cursor is the last id of the previous page.
package page

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
)

// CursorPattern is the shape of every cursor this service issues: the 16 bytes of an id in
// unpadded base64url; empty is the first page. The OpenAPI document states it for every cursor
// parameter, and every string it admits is accepted (a forged cursor only moves the page).
const CursorPattern = `^([A-Za-z0-9_-]{21}[AQgw])?$`

// cursorEncoding is strict so that exactly one cursor names each id (no trailing-bit variants).
var cursorEncoding = base64.RawURLEncoding.Strict()

// Encode returns the cursor that continues after id.
func Encode(id uuid.UUID) string { return cursorEncoding.EncodeToString(id[:]) }

// Decode returns the id a cursor continues after; an empty cursor is uuid.Nil (first page).
// Errors: BadRequest for a cursor this service did not issue.
func Decode(cursor string) (uuid.UUID, error) {
	if cursor == "" {
		return uuid.Nil, nil
	}
	if len(cursor) != 22 { // checked first: a long cursor costs nothing to refuse
		return uuid.Nil, errs.BadRequestf("Invalid cursor")
	}
	b, err := cursorEncoding.DecodeString(cursor)
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

// Query builds the statement of one page of a cursor list: the rows after the cursor's id that
// meet every condition added, ordered by id, one more than the page so Trim can tell whether a
// next page exists.
type Query struct {
	conds []string
	args  []any
}

// NewQuery starts the query of the rows after id (uuid.Nil: from the first).
func NewQuery(after uuid.UUID) *Query { return &Query{conds: []string{"id > $1"}, args: []any{after}} }

// Where adds a condition; %d in cond stands for the placeholder of arg.
func (q *Query) Where(cond string, arg any) {
	q.args = append(q.args, arg)
	q.conds = append(q.conds, fmt.Sprintf(cond, len(q.args)))
}

// WhereSQL adds a condition that takes no argument.
func (q *Query) WhereSQL(cond string) { q.conds = append(q.conds, cond) }

// SQL returns the statement selecting columns from table, and its arguments.
func (q *Query) SQL(columns, table string, limit int) (string, []any) {
	args := append(q.args[:len(q.args):len(q.args)], limit+1)
	return fmt.Sprintf("select %s from %s where %s order by id limit $%d",
		columns, table, strings.Join(q.conds, " and "), len(args)), args
}
