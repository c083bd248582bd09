package availability

import (
	"regexp"
	"testing"
	"time"

	"github.com/google/uuid"
)

// FuzzSlotCursor checks that a string is accepted exactly when it matches SlotCursorPattern (the
// OpenAPI document states it) and that every slot's cursor matches it and decodes to its position.
func FuzzSlotCursor(f *testing.F) {
	pattern := regexp.MustCompile(SlotCursorPattern)
	s := Position{Date: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), Start: 9 * 60, ProviderID: uuid.New(), LocationID: uuid.New()}
	f.Add(EncodeCursor(s))
	f.Add("")
	f.Add("MjAyNi0xMS0zMHw1NDB8")
	f.Fuzz(func(t *testing.T, c string) {
		got, err := DecodeCursor(c)
		if (err == nil) != pattern.MatchString(c) {
			t.Fatalf("%q: decode error %v, pattern match %v", c, err, pattern.MatchString(c))
		}
		if err != nil || got == nil {
			return
		}
		if again := EncodeCursor(*got); again != c {
			t.Fatalf("%q decodes to a position whose cursor is %q", c, again)
		}
	})
}

func TestSlotCursorRoundTrip(t *testing.T) {
	pattern := regexp.MustCompile(SlotCursorPattern)
	for _, d := range []time.Time{time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 8, 0, 0, 0, 0, time.UTC),
		time.Date(9998, 12, 31, 0, 0, 0, 0, time.UTC)} {
		s := Position{Date: d, Start: 23*60 + 59, ProviderID: uuid.New(), LocationID: uuid.New()}
		c := EncodeCursor(s)
		got, err := DecodeCursor(c)
		if err != nil || !pattern.MatchString(c) || got.Compare(s) != 0 {
			t.Errorf("%v: cursor %q decodes to %+v, %v", d, c, got, err)
		}
	}
}
