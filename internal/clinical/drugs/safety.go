package drugs

import (
	"io"
	"strconv"
	"strings"
)

// What a prescription's safety gate asks of the base besides interactions: which drugs a name
// names, which classes an allergy names, which classes make two drugs one therapy, and the
// usual adult dose limits.

// Recognise returns the drugs a product's name names (a combination's parts) and the parts
// that name none, as given.
func (b *Base) Recognise(name string) (found []*Drug, unknown []string) {
	for _, p := range parts(name) {
		if d, ok := b.lookup(p); ok {
			found = append(found, d)
		} else if nameKey(p) != "" {
			unknown = append(unknown, p)
		}
	}
	return found, unknown
}

// crossAllergyClasses are the classes whose members share allergic reactions often enough
// that an allergy to one member is a warning for another (penicillins, sulfonamide
// antibiotics, NSAIDs, ...). Pharmacokinetic groupings (CYP3A4 inhibitors) are not among them.
var crossAllergyClasses = map[string]bool{
	"penicilina": true, "cefalosporina": true, "carbapenem": true, "sulfonamida": true, "aine": true,
	"fluoroquinolona": true, "macrolideo": true, "tetraciclina": true, "aminoglicosideo": true,
	"opioide": true, "benzodiazepinico": true, "azol_antifungico": true,
}

// classAliases are how an allergy record names a class: "alergia a sulfa", "AINEs",
// "betalactâmicos". Keys are folded; plural "s" is dropped before the look-up.
var classAliases = map[string][]string{
	"sulfa":                           {"sulfonamida"},
	"sulfas":                          {"sulfonamida"},
	"sulfonamida":                     {"sulfonamida"},
	"aine":                            {"aine"},
	"anti inflamatorio":               {"aine"},
	"antiinflamatorio":                {"aine"},
	"anti inflamatorio nao esteroide": {"aine"},
	"antiinflamatorio nao hormonal":   {"aine"},
	"anti inflamatorio nao hormonal":  {"aine"},
	"penicilina":                      {"penicilina"},
	"betalactamico":                   {"penicilina", "cefalosporina", "carbapenem"},
	"beta lactamico":                  {"penicilina", "cefalosporina", "carbapenem"},
	"cefalosporina":                   {"cefalosporina"},
	"carbapenem":                      {"carbapenem"},
	"carbapenemico":                   {"carbapenem"},
	"quinolona":                       {"fluoroquinolona"},
	"fluoroquinolona":                 {"fluoroquinolona"},
	"macrolideo":                      {"macrolideo"},
	"tetraciclina":                    {"tetraciclina"},
	"aminoglicosideo":                 {"aminoglicosideo"},
	"opioide":                         {"opioide"},
	"opiaceo":                         {"opioide"},
	"benzodiazepinico":                {"benzodiazepinico"},
	"azol":                            {"azol_antifungico"},
	"iodo":                            nil,
	"contraste iodado":                nil,
}

// AllergyClasses returns the classes an allergy record names ("sulfa", "penicilinas",
// "AINEs"); none for a drug's or a substance's name.
func (b *Base) AllergyClasses(allergy string) []Class {
	k := nameKey(allergy)
	k = strings.TrimPrefix(strings.TrimPrefix(k, "alergia a "), "alergico a ")
	var ids []string
	if v, ok := classAliases[k]; ok {
		ids = v
	} else if v, ok := classAliases[strings.TrimSuffix(strings.ReplaceAll(k, "s ", " "), "s")]; ok {
		ids = v
	}
	out := make([]Class, 0, len(ids))
	for _, id := range ids {
		if c, ok := b.classes[id]; ok {
			out = append(out, c)
		}
	}
	return out
}

// CrossAllergy returns the class through which an allergy to drug a warns against drug b
// (both in one of crossAllergyClasses); ok is false when there is none or a and b are one drug.
func (b *Base) CrossAllergy(a, d *Drug) (Class, bool) {
	if a.Name == d.Name {
		return Class{}, false
	}
	for _, x := range a.Classes {
		for _, y := range d.Classes {
			if x == y && crossAllergyClasses[x] {
				return b.classes[x], true
			}
		}
	}
	return Class{}, false
}

// therapyClasses are the classes in which two different drugs taken together are usually one
// therapy twice (two NSAIDs, two statins, an ACE inhibitor with an ARB, ...).
var therapyClasses = map[string]bool{
	"aine": true, "ieca": true, "bra": true, "estatina": true, "isrs": true, "irsn": true,
	"antidepressivo_triciclico": true, "benzodiazepinico": true, "ibp": true, "betabloqueador": true,
	"anticoagulante_cumarinico": true, "anticoagulante_oral_direto": true, "sulfonilureia": true,
	"inibidor_dpp4": true, "inibidor_sglt2": true, "agonista_glp1": true, "bcc_di_hidropiridinico": true,
	"diuretico_tiazidico": true, "diuretico_alca": true, "antipsicotico": true, "opioide": true,
	"corticosteroide": true, "hormonio_tireoidiano": true, "antitireoidiano": true, "inibidor_pde5": true,
	"triptano": true, "fluoroquinolona": true, "macrolideo": true, "cefalosporina": true, "penicilina": true,
	"tetraciclina": true, "azol_antifungico": true, "anti_histaminico": true, "antiemetico": true,
}

// sameTherapy pairs the ACE-inhibitor and ARB classes: either with the other is a dual
// blockade of one system.
var sameTherapy = map[[2]string]bool{{"bra", "ieca"}: true}

// SameTherapy returns the class that makes two different drugs one therapy; ok is false when
// none does (or a and b are one drug, which is a plain duplicate).
func (b *Base) SameTherapy(a, d *Drug) (Class, bool) {
	if a.Name == d.Name {
		return Class{}, false
	}
	for _, x := range a.Classes {
		for _, y := range d.Classes {
			if (x == y && therapyClasses[x]) || sameTherapy[pairKey(x, y)] {
				return b.classes[x], true
			}
		}
	}
	return Class{}, false
}

// DoseLimit is a drug's usual adult limit by one route, in milligrams (0: none stated).
type DoseLimit struct {
	MaxSingleMg, MaxDailyMg float64
	Source                  string
}

// doseKey indexes the dose limits.
type doseKey struct{ drug, route string }

// DoseLimit returns the usual adult limits of a drug by route ("oral" or "parenteral").
func (b *Base) DoseLimit(drug, route string) (DoseLimit, bool) {
	l, ok := b.doses[doseKey{drug, route}]
	return l, ok
}

// readDoses parses doses.csv: drug,route,max_single_mg,max_daily_mg,source.
func readDoses(r io.Reader) (map[doseKey]DoseLimit, error) {
	out := map[doseKey]DoseLimit{}
	var bad error
	err := readCSV(r, []string{"drug", "route", "max_single_mg", "max_daily_mg", "source"}, func(line int, rec []string) {
		num := func(s string) float64 {
			if s == "" {
				return 0
			}
			v, err := strconv.ParseFloat(s, 64)
			if err != nil || v <= 0 {
				bad = errorAt(line, "dose %q is not a positive number", s)
			}
			return v
		}
		out[doseKey{rec[0], rec[1]}] = DoseLimit{MaxSingleMg: num(rec[2]), MaxDailyMg: num(rec[3]), Source: rec[4]}
	})
	if err == nil {
		err = bad
	}
	return out, err
}
