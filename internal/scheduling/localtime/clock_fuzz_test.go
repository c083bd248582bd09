package localtime

import (
	"regexp"
	"testing"
)

// FuzzClockPatterns checks that the patterns the document states accept exactly what ParseClock does.
func FuzzClockPatterns(f *testing.F) {
	for _, s := range []string{"00:00", "23:59", "24:00", "24:01", "7:30", "07:60", "12:00 ", "ab:cd"} {
		f.Add(s)
	}
	start, end := regexp.MustCompile(StartClockPattern), regexp.MustCompile(EndClockPattern)
	f.Fuzz(func(t *testing.T, s string) {
		if _, ok := ParseClock(s, false); ok != start.MatchString(s) {
			t.Errorf("%q: ParseClock %v, StartClockPattern %v", s, ok, !ok)
		}
		if _, ok := ParseClock(s, true); ok != end.MatchString(s) {
			t.Errorf("%q: ParseClock(end) %v, EndClockPattern %v", s, ok, !ok)
		}
	})
}
