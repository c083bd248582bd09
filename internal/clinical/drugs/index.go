package drugs

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"clinic/internal/platform/fold"
)

// Base is the drug base indexed for look-ups: every name, brand and synonym under its folded
// key, and the rules under the unordered pair of sides they join. It is read-only once built
// and safe for concurrent use.
type Base struct {
	classes map[string]Class
	drugs   []Drug         // by name
	byKey   map[string]int // folded name, brand or synonym → index in drugs
	rules   map[[2]string][]Rule
	doses   map[doseKey]DoseLimit
}

// newBase indexes classes, drugs and rules. A rule naming a drug the list lacks adds that drug
// (an imported base may know more drugs than the shipped one); a rule naming an unknown class
// is an error, as is a brand or synonym that would name two drugs.
func newBase(classes []Class, list []Drug, rules []Rule) (*Base, error) {
	b := &Base{classes: map[string]Class{}, byKey: map[string]int{}, rules: map[[2]string][]Rule{}}
	for _, c := range classes {
		b.classes[c.ID] = c
	}
	known := map[string]bool{}
	for _, d := range list {
		known[d.Name] = true
	}
	for _, r := range rules {
		for _, side := range []string{r.A, r.B} {
			if id, isClass := strings.CutPrefix(side, classPrefix); isClass {
				if _, ok := b.classes[id]; !ok {
					return nil, fmt.Errorf("rule %s / %s: unknown class %q", r.A, r.B, id)
				}
			} else if !known[side] {
				known[side] = true
				list = append(list, Drug{Name: side})
			}
		}
		k := pairKey(r.A, r.B)
		b.rules[k] = append(b.rules[k], r)
	}
	b.drugs = slices.Clone(list)
	sort.Slice(b.drugs, func(i, j int) bool { return nameKey(b.drugs[i].Name) < nameKey(b.drugs[j].Name) })
	for i, d := range b.drugs {
		for _, c := range d.Classes {
			if _, ok := b.classes[c]; !ok {
				return nil, fmt.Errorf("drug %s: unknown class %q", d.Name, c)
			}
		}
		for _, n := range append(append([]string{d.Name}, d.Brands...), d.Synonyms...) {
			k := nameKey(n)
			if j, dup := b.byKey[k]; dup && j != i {
				return nil, fmt.Errorf("%q names both %s and %s", n, b.drugs[j].Name, d.Name)
			}
			b.byKey[k] = i
		}
	}
	return b, nil
}

// pairKey is the unordered key of two rule sides.
func pairKey(a, b string) [2]string {
	if b < a {
		a, b = b, a
	}
	return [2]string{a, b}
}

// nameKey is the folded form a name is indexed and looked up by: lower case, no accents,
// punctuation as spaces, single spaces.
func nameKey(s string) string {
	f := strings.Map(func(r rune) rune {
		r = fold.Rune(r)
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return ' '
	}, s)
	return strings.Join(strings.Fields(f), " ")
}

// saltWords are the words of a salt or form that a name may carry around the drug's own name:
// "cloridrato de sertralina", "losartana potássica", "amoxicilina tri-hidratada".
var saltWords = map[string]bool{
	"cloridrato": true, "dicloridrato": true, "bromidrato": true, "maleato": true, "besilato": true, "mesilato": true,
	"succinato": true, "tartarato": true, "fumarato": true, "hemifumarato": true, "citrato": true, "fosfato": true,
	"sulfato": true, "acetato": true, "valerato": true, "propionato": true, "dipropionato": true, "mononitrato": true,
	"dinitrato": true, "sodico": true, "sodica": true, "potassico": true, "potassica": true, "calcico": true,
	"calcica": true, "magnesico": true, "magnesica": true, "monoidratado": true, "monoidratada": true,
	"di": true, "tri": true, "hidratado": true, "hidratada": true, "triidratada": true, "triidratado": true,
	"de": true, "liberacao": true, "prolongada": true, "retard": true, "xr": true, "cr": true, "sr": true, "lp": true,
}

// lookup returns the drug a single name (no combination) names: the longest run of its leading
// words that is a name, brand or synonym ("losartana potássica 50 mg" → "losartana potássica",
// a synonym, else "losartana"), then the same without salt and form words ("cloridrato de
// sertralina 50 mg" → "sertralina").
func (b *Base) lookup(name string) (*Drug, bool) {
	words := strings.Fields(nameKey(name))
	var bare []string
	for _, w := range words {
		if !saltWords[w] {
			bare = append(bare, w)
		}
	}
	for _, ws := range [][]string{words, bare} {
		for n := len(ws); n >= 1; n-- {
			if i, ok := b.byKey[strings.Join(ws[:n], " ")]; ok {
				return &b.drugs[i], true
			}
		}
	}
	return nil, false
}

// parts splits a product's name into its components' names: "Sulfametoxazol + Trimetoprima",
// "amoxicilina/clavulanato". A slash between digits ("800/160 mg") is a dose, not a split.
// Folding maps rune for rune, so the parts keep the input's spelling.
func parts(name string) []string {
	rs := []rune(name)
	var out []string
	start := 0
	cut := func(end int) {
		if p := strings.TrimSpace(string(rs[start:end])); p != "" {
			out = append(out, p)
		}
		start = end + 1
	}
	for i, r := range rs {
		switch {
		case r == '+':
			cut(i)
		case r == '/' && !(i > 0 && unicode.IsDigit(rs[i-1]) && i+1 < len(rs) && unicode.IsDigit(rs[i+1])):
			cut(i)
		}
	}
	cut(len(rs))
	return out
}

// sides returns what a drug may appear as in a rule: its name and each of its classes.
func sides(d *Drug) []string {
	out := []string{d.Name}
	for _, c := range d.Classes {
		out = append(out, classPrefix+c)
	}
	return out
}

// ruleFor returns the rule that governs a pair of drugs: the most severe of the rules joining
// any of their sides; among equally severe ones a drug's own rule before a class's, then the
// shipped base before an import. ok is false when no rule joins them.
func (b *Base) ruleFor(x, y *Drug) (r Rule, ok bool) {
	best, bestSpecific := Rule{}, -1
	for _, sx := range sides(x) {
		for _, sy := range sides(y) {
			for _, cand := range b.rules[pairKey(sx, sy)] {
				specific := 0
				for _, s := range []string{sx, sy} {
					if !strings.HasPrefix(s, classPrefix) {
						specific++
					}
				}
				if cand.Severity > best.Severity || (cand.Severity == best.Severity &&
					(specific > bestSpecific || (specific == bestSpecific && best.Imported && !cand.Imported))) {
					best, bestSpecific, ok = cand, specific, true
				}
			}
		}
	}
	return best, ok
}

// Drugs returns how many drugs the base knows.
func (b *Base) Drugs() int { return len(b.drugs) }

// Rules returns how many rules the base holds.
func (b *Base) Rules() int {
	n := 0
	for _, rs := range b.rules {
		n += len(rs)
	}
	return n
}
