package drugs

import (
	"slices"
	"sort"
	"strings"
)

// Origin says where a name in a check came from.
type Origin string

// The origins of a name.
const (
	FromRequest Origin = "request" // the caller named it
	FromPatient Origin = "patient" // a medication in the patient's graph
)

// Named is one name given to a check.
type Named struct {
	Name   string
	Origin Origin
}

// Checked is one drug a check recognised.
type Checked struct {
	Input   string // the name (or the part of a combination) as given
	Drug    string // the generic name (DCB)
	Classes []Class
	Origin  Origin
}

// Interaction is the rule that governs one pair of the checked drugs.
type Interaction struct {
	DrugA, DrugB   string // generic names, in the order the check met them
	InputA, InputB string // as given
	Rule           Rule
}

// Report is the outcome of a check.
type Report struct {
	Drugs        []Checked
	Interactions []Interaction // most severe first, then in the order the pairs were met
	Unknown      []string      // names (or parts of combinations) that name no drug, as given, once each
}

// Check recognises each name (a generic name, brand or synonym; doses, forms and salts ignored;
// a combination "A + B" or "A/B" as its parts) and returns the rule governing every pair of
// distinct drugs. The same drug named twice (a brand and its generic) is one drug; duplicate
// therapy is not an interaction.
func (b *Base) Check(names []Named) Report {
	var rep Report
	seenUnknown := map[string]bool{}
	var distinct []int // index in rep.Drugs of each drug's first mention
	for _, n := range names {
		for _, p := range parts(n.Name) {
			d, ok := b.lookup(p)
			if !ok {
				if k := nameKey(p); k != "" && !seenUnknown[k] {
					seenUnknown[k] = true
					rep.Unknown = append(rep.Unknown, p)
				}
				continue
			}
			c := Checked{Input: p, Drug: d.Name, Classes: b.classesOf(d), Origin: n.Origin}
			if !slices.ContainsFunc(distinct, func(i int) bool { return rep.Drugs[i].Drug == d.Name }) {
				distinct = append(distinct, len(rep.Drugs))
			}
			rep.Drugs = append(rep.Drugs, c)
		}
	}
	for i, x := range distinct {
		for _, y := range distinct[i+1:] {
			dx, dy := b.drug(rep.Drugs[x].Drug), b.drug(rep.Drugs[y].Drug)
			if r, ok := b.ruleFor(dx, dy); ok {
				rep.Interactions = append(rep.Interactions, Interaction{DrugA: dx.Name, DrugB: dy.Name,
					InputA: rep.Drugs[x].Input, InputB: rep.Drugs[y].Input, Rule: r})
			}
		}
	}
	sort.SliceStable(rep.Interactions, func(i, j int) bool {
		return rep.Interactions[i].Rule.Severity > rep.Interactions[j].Rule.Severity
	})
	return rep
}

// classesOf returns a drug's classes.
func (b *Base) classesOf(d *Drug) []Class {
	out := make([]Class, len(d.Classes))
	for i, id := range d.Classes {
		out[i] = b.classes[id]
	}
	return out
}

// drug returns the drug of a generic name the base holds.
func (b *Base) drug(name string) *Drug {
	i := b.byKey[nameKey(name)]
	return &b.drugs[i]
}

// Found is one drug a search matched.
type Found struct {
	Drug    Drug
	Classes []Class
}

// Search returns up to limit drugs whose name, brand or synonym starts with q (folded; a
// word's start inside the name counts too), names first, then brands and synonyms, then
// alphabetically. An empty q finds nothing.
func (b *Base) Search(q string, limit int) []Found {
	q = nameKey(q)
	if q == "" || limit <= 0 {
		return nil
	}
	type hit struct{ rank, i int }
	var hits []hit
	for i, d := range b.drugs {
		rank := 0
		for j, n := range append(append([]string{d.Name}, d.Brands...), d.Synonyms...) {
			k := nameKey(n)
			r := 0
			switch {
			case k == q:
				r = 1
			case strings.HasPrefix(k, q):
				r = 2
			case strings.Contains(k, " "+q):
				r = 4
			}
			if r > 0 && j > 0 {
				r++ // a brand or synonym ranks after the generic name
			}
			if r > 0 && (rank == 0 || r < rank) {
				rank = r
			}
		}
		if rank > 0 {
			hits = append(hits, hit{rank, i})
		}
	}
	sort.SliceStable(hits, func(x, y int) bool { return hits[x].rank < hits[y].rank })
	if len(hits) > limit {
		hits = hits[:limit]
	}
	out := make([]Found, len(hits))
	for n, h := range hits {
		out[n] = Found{Drug: b.drugs[h.i], Classes: b.classesOf(&b.drugs[h.i])}
	}
	return out
}
