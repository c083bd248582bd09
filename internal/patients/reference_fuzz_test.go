package patients

import (
	"regexp"
	"strings"
	"testing"

	"github.com/google/uuid"
)

// FuzzParseReference feeds arbitrary path references to parseReference: it never panics,
// accepts exactly what ReferencePattern states: a pat_ token (passed through unchanged) or a
// 36-character UUID, and every token
// NewToken issues is accepted.
func FuzzParseReference(f *testing.F) {
	f.Add(NewToken())
	f.Add(uuid.NewString())
	stated := regexp.MustCompile(ReferencePattern)
	f.Fuzz(func(t *testing.T, ref string) {
		where, arg, usedUUID, ok := parseReference(ref)
		if ok != stated.MatchString(ref) { // the OpenAPI document states ReferencePattern
			t.Fatalf("%q: accepted %v, but ReferencePattern says %v", ref, ok, !ok)
		}
		if !ok {
			if where != "" || arg != nil || usedUUID {
				t.Fatalf("refused %q but returned %q %v %v", ref, where, arg, usedUUID)
			}
			return
		}
		switch {
		case usedUUID:
			id, isUUID := arg.(uuid.UUID)
			if !isUUID || len(ref) != 36 || where != "id = $1" || !strings.EqualFold(id.String(), ref) {
				t.Fatalf("uuid reference %q read as %q %v", ref, where, arg)
			}
		default:
			if arg != ref || where != "public_id = $1" || !tokenPattern.MatchString(ref) {
				t.Fatalf("token reference %q read as %q %v", ref, where, arg)
			}
		}
	})
}

func TestNewTokensAreReferences(t *testing.T) {
	for range 1000 {
		tok := NewToken()
		if _, _, usedUUID, ok := parseReference(tok); !ok || usedUUID {
			t.Fatalf("issued token %q is not accepted as a token", tok)
		}
	}
}
