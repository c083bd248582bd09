package testkit

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// SVGElements parses an SVG (failing the test unless it is well-formed XML) and counts its
// elements by name ("circle") and by class (".point out-of-range").
func SVGElements(tb testing.TB, svg []byte) map[string]int {
	tb.Helper()
	counts := map[string]int{}
	d := xml.NewDecoder(strings.NewReader(string(svg)))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return counts
		}
		if err != nil {
			tb.Fatalf("not well-formed SVG: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			counts[se.Name.Local]++
			for _, a := range se.Attr {
				if a.Name.Local == "class" {
					counts["."+a.Value]++
				}
			}
		}
	}
}
