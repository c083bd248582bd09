// Package ligature spells out the typographic ligatures PDF producers (Chromium, LaTeX) put in
// text layers, so that "Basóﬁlos" reads as "Basófilos" for every reader of a document's text.
package ligature

import "strings"

var expand = strings.NewReplacer("ﬀ", "ff", "ﬁ", "fi", "ﬂ", "fl", "ﬃ", "ffi", "ﬄ", "ffl", "ﬅ", "st", "ﬆ", "st")

// Expand returns s with every ligature (U+FB00–U+FB06) spelled out.
func Expand(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r >= 0xFB00 && r <= 0xFB06 }) {
		return s
	}
	return expand.Replace(s)
}
