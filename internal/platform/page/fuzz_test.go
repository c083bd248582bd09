package page

import (
	"regexp"
	"testing"

	"github.com/google/uuid"
)

// FuzzDecode feeds arbitrary cursors to Decode: it never panics, refuses what does not match
// CursorPattern, and whatever it accepts is the one canonical cursor of the id it names.
func FuzzDecode(f *testing.F) {
	f.Add("")
	f.Add(Encode(uuid.MustParse("0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b")))
	pattern := regexp.MustCompile(CursorPattern)
	f.Fuzz(func(t *testing.T, cursor string) {
		id, err := Decode(cursor)
		if err != nil {
			if id != uuid.Nil {
				t.Fatalf("error with id %v", id)
			}
			return
		}
		if cursor == "" {
			if id != uuid.Nil {
				t.Fatalf("empty cursor decoded to %v", id)
			}
			return
		}
		if !pattern.MatchString(cursor) {
			t.Fatalf("accepted %q, which does not match %s", cursor, CursorPattern)
		}
		if Encode(id) != cursor {
			t.Fatalf("accepted non-canonical %q for %v (canonical %q)", cursor, id, Encode(id))
		}
	})
}

// FuzzEncode checks the other direction: every id's cursor matches the pattern and decodes back.
func FuzzEncode(f *testing.F) {
	f.Add(make([]byte, 16))
	f.Fuzz(func(t *testing.T, raw []byte) {
		if len(raw) != 16 {
			return
		}
		id := uuid.UUID(raw)
		c := Encode(id)
		if !regexp.MustCompile(CursorPattern).MatchString(c) {
			t.Fatalf("cursor %q of %v does not match %s", c, id, CursorPattern)
		}
		if got, err := Decode(c); err != nil || got != id {
			t.Fatalf("round trip of %v: %v %v", id, got, err)
		}
	})
}
