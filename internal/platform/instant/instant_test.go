package instant

import (
	"regexp"
	"strconv"
	"testing"
	"time"
)

// Pattern and InRange are the same rule: for every year around the bounds and every offset,
// the string matches exactly when the parsed instant is in range, and an accepted instant
// always survives conversion to UTC and JSON encoding.
func TestPatternAndInRangeAgree(t *testing.T) {
	re := regexp.MustCompile(Pattern)
	years := []int{1, 999, 1000, 1899, 1900, 1901, 1999, 2000, 2026, 8999, 9000, 9899, 9900, 9989, 9990, 9997, 9998, 9999}
	for _, y := range years {
		for _, s := range []string{
			pad(y) + "-01-01",
			pad(y) + "-12-31T22:30:00-03:00",
			pad(y) + "-01-01T00:30:00+14:00",
			pad(y) + "-06-15T12:00:00Z",
		} {
			layout := time.RFC3339
			if len(s) == 10 {
				layout = time.DateOnly
			}
			tm, err := time.Parse(layout, s)
			if err != nil {
				t.Fatalf("parse %s: %v", s, err)
			}
			if re.MatchString(s) != InRange(tm) {
				t.Errorf("%s: pattern %v, InRange %v", s, re.MatchString(s), InRange(tm))
			}
			if InRange(tm) {
				if _, err := tm.UTC().MarshalJSON(); err != nil {
					t.Errorf("%s accepted but its UTC instant does not encode: %v", s, err)
				}
			}
		}
	}
}

func pad(y int) string {
	s := strconv.Itoa(y)
	for len(s) < 4 {
		s = "0" + s
	}
	return s
}
