package rest

import (
	"slices"

	"github.com/danielgtaylor/huma/v2"

	"clinic/internal/platform/br"
	"clinic/internal/scheduling/localtime"
)

// This file names the shapes of text a client sends that struct tags cannot state (their patterns
// live beside the code that parses them), and the helpers the request types' TransformSchema
// methods use to state them. huma validates every request against these schemas before a handler
// runs, so the document and the server agree by construction; each pattern has a fuzz test
// beside the function it mirrors.

// textShape is a kind of text: the pattern the document states, how a client is told, and the
// longest such text.
type textShape struct {
	pattern, says string
	max           int
}

var (
	cpfText   = textShape{br.CPFPattern, "a CPF: 11 digits, dots, hyphens and spaces allowed", 20}
	phoneText = textShape{br.PhonePattern, "a phone number: 8 to 15 digits; spaces, +, parentheses, dots and hyphens allowed", 32}
	emailText = textShape{br.EmailPattern, "an e-mail address", 254}
	ufText    = textShape{br.UFPattern, "a Brazilian state (UF), e.g. SP", 2}
	cepText   = textShape{br.CEPPattern, "a CEP: 8 digits, the hyphen optional (01310-100)", 9}
	startText = textShape{localtime.StartClockPattern, "a time HH:MM between 00:00 and 23:59", 5}
	endText   = textShape{localtime.EndClockPattern, "a time HH:MM between 00:00 and 24:00", 5}
)

// state states the shape on s.
func (t textShape) state(s *huma.Schema) *huma.Schema {
	s.Pattern, s.PatternDescription, s.MaxLength = t.pattern, t.says, ptrTo(t.max)
	s.PrecomputeMessages()
	return s
}

// shapeFields states the shape of each named property of s (of its items, for a list).
func shapeFields(s *huma.Schema, shapes map[string]textShape) *huma.Schema {
	for name, shape := range shapes {
		p := s.Properties[name]
		if p.Items != nil {
			p = p.Items
		}
		shape.state(p)
	}
	return s
}

// requireFields marks properties of s required (a create schema built on its update schema).
func requireFields(s *huma.Schema, names ...string) *huma.Schema {
	for _, n := range names {
		if !slices.Contains(s.Required, n) {
			s.Required = append(s.Required, n)
		}
		if p := s.Properties[n]; p != nil && p.Type == huma.TypeString && p.MinLength == nil {
			p.MinLength = ptrTo(1)
			p.PrecomputeMessages()
		}
	}
	s.PrecomputeMessages()
	return s
}

// itemsOf states the schema of a list property's items (what tags cannot reach).
func itemsOf(s *huma.Schema, name string, items *huma.Schema) *huma.Schema {
	items.PrecomputeMessages()
	s.Properties[name].Items = items
	return s
}

// specialtyItem is one specialty of a list: trimmed, 1 to 100 characters.
func specialtyItem() *huma.Schema {
	return &huma.Schema{Type: huma.TypeString, MinLength: ptrTo(1), MaxLength: ptrTo(100)}
}

// zoneSchema lists the IANA zones a location may name (localtime.ZoneNames).
func zoneSchema(s *huma.Schema, name string) *huma.Schema {
	p := s.Properties[name]
	p.Enum = make([]any, len(localtime.ZoneNames))
	for i, z := range localtime.ZoneNames {
		p.Enum[i] = z
	}
	p.PrecomputeMessages()
	return s
}
