package page

import (
	"slices"
	"testing"

	"github.com/google/uuid"
)

func TestQueryNumbersPlaceholdersInOrder(t *testing.T) {
	after := uuid.New()
	q := NewQuery(after)
	q.WhereSQL("is_active")
	q.Where("city = $%d", "Recife")
	q.Where("(location_id = $%d or location_id is null)", 7)
	sql, args := q.SQL("id, name", "locations", 50)
	want := "select id, name from locations where id > $1 and is_active and city = $2 and (location_id = $3 or location_id is null) order by id limit $4"
	if sql != want {
		t.Errorf("sql\n%s\nwant\n%s", sql, want)
	}
	if !slices.Equal(args, []any{after, "Recife", 7, 51}) {
		t.Errorf("args %v", args)
	}
	// SQL does not change the query: a second call gives the same statement and arguments.
	sql2, args2 := q.SQL("id, name", "locations", 50)
	if sql2 != sql || len(args2) != 4 {
		t.Errorf("second call: %s %v", sql2, args2)
	}
}

func TestCursorRoundTrip(t *testing.T) {
	id := uuid.New()
	got, err := Decode(Encode(id))
	if err != nil || got != id {
		t.Errorf("round trip: %v %v", got, err)
	}
	for _, bad := range []string{"!!", "AAAA", "bm9wZQ"} {
		if _, err := Decode(bad); err == nil {
			t.Errorf("cursor %q accepted", bad)
		}
	}
}
