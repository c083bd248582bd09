// Package drugs is the drug base and the interaction check built on it: generic names as used
// in Brazil (DCB), the brand names and synonyms clinicians type, drug classes, and interaction
// rules between drugs or classes, each with its severity, mechanism, recommendation and source.
//
// The base that ships with the service is embedded (base/*.csv); an installation may import a
// larger licensed list of rules (`clinic drugs import FILE.csv`, kept in Postgres), which is
// read beside it. Names are matched folded (lower case, no accents), without doses, forms and
// salts, so "Losartana potássica 50 mg" and "Cozaar" both name losartana.
package drugs

import (
	"embed"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

//go:embed base/*.csv
var baseFiles embed.FS

// Severity ranks an interaction; a higher value is more severe.
type Severity int

// The severities, least severe first.
const (
	Minor Severity = iota + 1
	Moderate
	Major
	Contraindicated
)

// Severities lists the severities' names, most severe first (the API's enum).
var Severities = []string{"contraindicated", "major", "moderate", "minor"}

// String returns the severity's API name.
func (s Severity) String() string {
	switch s {
	case Minor:
		return "minor"
	case Moderate:
		return "moderate"
	case Major:
		return "major"
	case Contraindicated:
		return "contraindicated"
	}
	return ""
}

// ParseSeverity returns the severity named s; false for any other text.
func ParseSeverity(s string) (Severity, bool) {
	for _, v := range []Severity{Minor, Moderate, Major, Contraindicated} {
		if v.String() == s {
			return v, true
		}
	}
	return 0, false
}

// Class is a group of drugs that interact alike (AINE, strong CYP3A4 inhibitors, ...).
type Class struct {
	ID   string // e.g. "aine"
	Name string // pt-BR display name
}

// Drug is one generic drug.
type Drug struct {
	Name     string   // DCB, lower case with accents: "varfarina"
	Classes  []string // class ids
	Brands   []string // as printed on the box: "Marevan"
	Synonyms []string // other names typed: "warfarin", "AAS"
}

// Rule is one interaction between two drugs, two classes, or a drug and a class. A and B are a
// drug's name or "classe:" and a class id.
type Rule struct {
	A, B           string
	Severity       Severity
	Mechanism      string
	Recommendation string
	Source         string
	Imported       bool // from the installation's licensed base, not the shipped one
}

// classPrefix marks a class in a rule's A or B.
const classPrefix = "classe:"

// Limits of a rule's fields, shared by the shipped base and an import.
const (
	maxNameLen = 120
	maxTextLen = 1000
	// MaxImportRules bounds an imported base.
	MaxImportRules = 200000
)

// ruleHeader is the header of interactions.csv and of an imported file.
var ruleHeader = []string{"drug_a", "drug_b", "severity", "mechanism", "recommendation", "source"}

// ReadRules parses a rules file (the header ruleHeader, then one rule per row). Every row is
// checked before any is returned; the error names each offending line (at most 20).
func ReadRules(r io.Reader) ([]Rule, error) {
	var out []Rule
	var bad []string
	err := readCSV(r, ruleHeader, func(line int, rec []string) {
		if len(out) >= MaxImportRules {
			bad = append(bad, fmt.Sprintf("line %d: more than %d rules", line, MaxImportRules))
			return
		}
		rule, err := parseRule(rec)
		if err != nil {
			bad = append(bad, fmt.Sprintf("line %d: %v", line, err))
			return
		}
		out = append(out, rule)
	})
	if err != nil {
		return nil, err
	}
	if len(bad) > 0 {
		if len(bad) > 20 {
			bad = append(bad[:20], fmt.Sprintf("... and %d more", len(bad)-20))
		}
		return nil, errors.New(strings.Join(bad, "\n"))
	}
	return out, nil
}

// parseRule checks one row of a rules file.
func parseRule(rec []string) (Rule, error) {
	for i, v := range rec {
		rec[i] = strings.TrimSpace(v)
	}
	sev, ok := ParseSeverity(rec[2])
	if !ok {
		return Rule{}, fmt.Errorf("severity %q is not one of %s", rec[2], strings.Join(Severities, ", "))
	}
	rule := Rule{A: lowerName(rec[0]), B: lowerName(rec[1]), Severity: sev, Mechanism: rec[3], Recommendation: rec[4], Source: rec[5]}
	for _, n := range []string{rule.A, rule.B} {
		if n == "" || n == classPrefix || len(n) > maxNameLen {
			return Rule{}, fmt.Errorf("drug_a and drug_b must each be 1 to %d characters", maxNameLen)
		}
	}
	if rule.A == rule.B {
		return Rule{}, errors.New("drug_a and drug_b are the same")
	}
	for _, f := range []struct{ name, v string }{{"mechanism", rule.Mechanism}, {"recommendation", rule.Recommendation}, {"source", rule.Source}} {
		if f.v == "" || len(f.v) > maxTextLen {
			return Rule{}, fmt.Errorf("%s must be 1 to %d characters", f.name, maxTextLen)
		}
	}
	return rule, nil
}

// lowerName is a rule side as stored: trimmed, lower case, single spaces.
func lowerName(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// readCSV reads a CSV file whose first row must equal header, calling row for every later row
// with its line number.
func readCSV(r io.Reader, header []string, row func(line int, rec []string)) error {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(header)
	cr.ReuseRecord = false
	first, err := cr.Read()
	if err != nil {
		return fmt.Errorf("header: %w", err)
	}
	if len(first) > 0 {
		first[0] = strings.TrimPrefix(first[0], "\ufeff")
	}
	if !slices.Equal(first, header) {
		return fmt.Errorf("header must be %q", strings.Join(header, ","))
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err // csv.ParseError names the line
		}
		line, _ := cr.FieldPos(0)
		row(line, rec)
	}
}

// splitList splits a "|"-separated field, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, "|") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// shippedBase is the embedded base as read.
type shippedBase struct {
	classes []Class
	drugs   []Drug
	rules   []Rule
	doses   map[doseKey]DoseLimit
}

// with indexes the shipped base together with extra (imported) rules.
func (s shippedBase) with(extra []Rule) (*Base, error) {
	b, err := newBase(s.classes, s.drugs, append(append([]Rule(nil), s.rules...), extra...))
	if err != nil {
		return nil, err
	}
	b.doses = s.doses
	return b, nil
}

// shipped reads the embedded base. A broken file is a programming error, found by every test.
func shipped() shippedBase {
	var s shippedBase
	open := func(name string) io.Reader {
		f, err := baseFiles.Open("base/" + name)
		if err != nil {
			panic(err)
		}
		return f
	}
	must := func(err error) {
		if err != nil {
			panic(fmt.Errorf("drug base: %w", err))
		}
	}
	must(readCSV(open("classes.csv"), []string{"id", "name"}, func(_ int, rec []string) {
		s.classes = append(s.classes, Class{ID: rec[0], Name: rec[1]})
	}))
	must(readCSV(open("drugs.csv"), []string{"name", "classes", "brands", "synonyms"}, func(_ int, rec []string) {
		s.drugs = append(s.drugs, Drug{Name: rec[0], Classes: splitList(rec[1]), Brands: splitList(rec[2]), Synonyms: splitList(rec[3])})
	}))
	var err error
	s.rules, err = ReadRules(open("interactions.csv"))
	must(err)
	s.doses, err = readDoses(open("doses.csv"))
	must(err)
	return s
}

// errorAt is an error naming a file's line.
func errorAt(line int, format string, args ...any) error {
	return fmt.Errorf("line %d: %s", line, fmt.Sprintf(format, args...))
}
