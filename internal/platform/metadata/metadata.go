// Package metadata holds the one rule for the free-form metadata objects clients attach to
// records (patients, locations, providers, appointments).
package metadata

import (
	"encoding/json"
	"strings"

	"clinic/internal/platform/errs"
)

// MaxBytes is the largest metadata object, measured as JSON.
const MaxBytes = 16 << 10

// Rule is the rule in words, for the OpenAPI document and the error message.
const Rule = "at most 16384 bytes of JSON, without NUL characters in keys or strings"

// Check records on f, under field, a metadata object that breaks Rule: larger than MaxBytes as
// JSON, or holding U+0000, which PostgreSQL's jsonb cannot store. JSON Schema cannot state either,
// so the finding has code rule.
func Check(f *errs.Fields, field string, m map[string]any) {
	if m == nil {
		return
	}
	if b, _ := json.Marshal(m); len(b) > MaxBytes || HasNUL(m) {
		f.Rule(field, "must be %s", Rule)
	}
}

// HasNUL reports whether v (a string, or JSON decoded into any) holds a NUL character.
func HasNUL(v any) bool {
	switch v := v.(type) {
	case string:
		return strings.ContainsRune(v, 0)
	case map[string]any:
		for k, e := range v {
			if HasNUL(k) || HasNUL(e) {
				return true
			}
		}
	case []any:
		for _, e := range v {
			if HasNUL(e) {
				return true
			}
		}
	}
	return false
}
