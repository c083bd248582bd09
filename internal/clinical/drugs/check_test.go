package drugs

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// testBase is a small base whose rules exercise every way a rule is chosen.
func testBase(t *testing.T) *Base {
	t.Helper()
	classes := []Class{{"aine", "AINE"}, {"azol", "azóis"}, {"cyp3a4", "inibidores fortes do CYP3A4"}}
	list := []Drug{
		{Name: "varfarina", Brands: []string{"Marevan", "Coumadin"}, Synonyms: []string{"warfarin"}},
		{Name: "ibuprofeno", Classes: []string{"aine"}, Brands: []string{"Advil"}},
		{Name: "naproxeno", Classes: []string{"aine"}},
		{Name: "cetoconazol", Classes: []string{"azol", "cyp3a4"}},
		{Name: "fluconazol", Classes: []string{"azol"}},
		{Name: "sinvastatina", Brands: []string{"Zocor"}},
		{Name: "sulfametoxazol"}, {Name: "trimetoprima"},
		{Name: "ácido acetilsalicílico", Classes: []string{"aine"}, Synonyms: []string{"AAS"}},
		{Name: "levotiroxina", Brands: []string{"Puran T4"}},
		{Name: "metotrexato"},
		{Name: "losartana", Brands: []string{"Cozaar"}},
	}
	rules := []Rule{
		{A: "varfarina", B: "classe:aine", Severity: Major, Mechanism: "m1", Recommendation: "r1", Source: "s1"},
		{A: "varfarina", B: "ácido acetilsalicílico", Severity: Major, Mechanism: "own", Recommendation: "r", Source: "s"},
		{A: "classe:azol", B: "varfarina", Severity: Moderate, Mechanism: "azol", Recommendation: "r", Source: "s"},
		{A: "varfarina", B: "cetoconazol", Severity: Major, Mechanism: "keto", Recommendation: "r", Source: "s"},
		{A: "sinvastatina", B: "classe:cyp3a4", Severity: Contraindicated, Mechanism: "cyp", Recommendation: "r", Source: "s"},
		{A: "metotrexato", B: "trimetoprima", Severity: Major, Mechanism: "mtx", Recommendation: "r", Source: "s"},
		{A: "varfarina", B: "sulfametoxazol", Severity: Major, Mechanism: "smx", Recommendation: "r", Source: "s"},
		{A: "metotrexato", B: "classe:aine", Severity: Moderate, Mechanism: "mtx-aine", Recommendation: "r", Source: "s"},
		{A: "metotrexato", B: "classe:aine", Severity: Moderate, Mechanism: "imported", Recommendation: "r", Source: "s", Imported: true},
	}
	b, err := newBase(classes, list, rules)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestLookupIgnoresCaseAccentsDosesSaltsAndForms(t *testing.T) {
	b := testBase(t)
	for in, want := range map[string]string{
		"Marevan 5 mg":                    "varfarina",
		"WARFARIN":                        "varfarina",
		"Losartana potássica 50 mg":       "losartana",
		"losartana potassica 50mg cp rev": "losartana",
		"Cozaar":                          "losartana",
		"AAS 100 mg":                      "ácido acetilsalicílico",
		"acido acetilsalicilico":          "ácido acetilsalicílico",
		"Ácido Acetilsalicílico 100mg":    "ácido acetilsalicílico",
		"Puran T4 50 mcg":                 "levotiroxina",
		"Ibuprofeno 600 mg comprimido":    "ibuprofeno",
		"cloridrato de sinvastatina":      "sinvastatina",
		"  Zocor\t20 mg ":                 "sinvastatina",
		"metotrexato sódico 2,5 mg":       "metotrexato",
	} {
		d, ok := b.lookup(in)
		if !ok || d.Name != want {
			t.Errorf("lookup(%q) = %v, %v; want %s", in, d, ok, want)
		}
	}
	for _, in := range []string{"", "   ", "50 mg", "paracetamol", "mare", "vitamina"} {
		if d, ok := b.lookup(in); ok {
			t.Errorf("lookup(%q) = %s, want nothing", in, d.Name)
		}
	}
}

func TestCombinationsAreCheckedAsTheirParts(t *testing.T) {
	for in, want := range map[string]string{
		"Sulfametoxazol + Trimetoprima 800/160 mg": "[Sulfametoxazol Trimetoprima 800/160 mg]",
		"amoxicilina/clavulanato":                  "[amoxicilina clavulanato]",
		"losartana 50 mg":                          "[losartana 50 mg]",
		"+ / +":                                    "[]",
	} {
		if got := fmt.Sprint(parts(in)); got != want {
			t.Errorf("parts(%q) = %s, want %s", in, got, want)
		}
	}
	rep := testBase(t).Check([]Named{{"Sulfametoxazol + Trimetoprima 400/80 mg", FromRequest}, {"Marevan", FromRequest},
		{"metotrexato + desconhecido", FromRequest}})
	if got := pairs(rep); got != "sulfametoxazol-varfarina major smx; trimetoprima-metotrexato major mtx" {
		t.Errorf("interactions: %s", got)
	}
	// An unknown part is reported as given; the rest of the product is checked.
	if !slices.Equal(rep.Unknown, []string{"desconhecido"}) {
		t.Errorf("unknown: %q", rep.Unknown)
	}
}

// pairs renders a report's interactions compactly.
func pairs(rep Report) string {
	var out []string
	for _, i := range rep.Interactions {
		out = append(out, fmt.Sprintf("%s-%s %s %s", i.DrugA, i.DrugB, i.Rule.Severity, i.Rule.Mechanism))
	}
	return strings.Join(out, "; ")
}

func TestTheGoverningRuleOfAPair(t *testing.T) {
	b := testBase(t)
	for _, c := range []struct {
		names []string
		want  string
	}{
		// A class rule reaches every member.
		{[]string{"Marevan", "naproxeno"}, "varfarina-naproxeno major m1"},
		// A drug's own rule wins over its class's at equal severity.
		{[]string{"varfarina", "AAS"}, "varfarina-ácido acetilsalicílico major own"},
		// The most severe rule wins whatever its specificity.
		{[]string{"fluconazol", "varfarina"}, "fluconazol-varfarina moderate azol"},
		{[]string{"cetoconazol", "warfarin"}, "cetoconazol-varfarina major keto"},
		// Shipped before imported at equal severity and specificity.
		{[]string{"metotrexato", "Advil"}, "metotrexato-ibuprofeno moderate mtx-aine"},
		// Most severe first, then in the order met.
		{[]string{"Zocor", "ibuprofeno", "Marevan", "cetoconazol"},
			"sinvastatina-cetoconazol contraindicated cyp; ibuprofeno-varfarina major m1; varfarina-cetoconazol major keto"},
		// One drug named twice (brand and generic) is one drug: no pair, no duplicate finding.
		{[]string{"Marevan", "varfarina", "warfarin 5mg"}, ""},
		// Two members of one class are not an interaction unless a rule says so.
		{[]string{"ibuprofeno", "naproxeno"}, ""},
	} {
		var names []Named
		for _, n := range c.names {
			names = append(names, Named{n, FromRequest})
		}
		if got := pairs(b.Check(names)); got != c.want {
			t.Errorf("%v: %q, want %q", c.names, got, c.want)
		}
	}
}

func TestCheckReportsEachDrugAndEachUnknownNameOnce(t *testing.T) {
	rep := testBase(t).Check([]Named{{"Marevan 5 mg", FromRequest}, {"xarope caseiro", FromRequest},
		{"varfarina", FromPatient}, {"Xarope  Caseiro", FromPatient}, {"ibuprofeno", FromPatient}})
	var got []string
	for _, d := range rep.Drugs {
		got = append(got, d.Input+"="+d.Drug+"/"+string(d.Origin))
	}
	if want := "[Marevan 5 mg=varfarina/request varfarina=varfarina/patient ibuprofeno=ibuprofeno/patient]"; fmt.Sprint(got) != want {
		t.Errorf("drugs %v, want %s", got, want)
	}
	if !slices.Equal(rep.Unknown, []string{"xarope caseiro"}) {
		t.Errorf("unknown %q", rep.Unknown)
	}
	if len(rep.Interactions) != 1 || rep.Interactions[0].InputA != "Marevan 5 mg" || rep.Interactions[0].InputB != "ibuprofeno" {
		t.Errorf("interactions %+v", rep.Interactions)
	}
	if len(rep.Drugs[2].Classes) != 1 || rep.Drugs[2].Classes[0].Name != "AINE" {
		t.Errorf("ibuprofeno's classes %v", rep.Drugs[2].Classes)
	}
}

func TestSearchRanksExactThenPrefixThenWordStart(t *testing.T) {
	b := testBase(t)
	names := func(q string, limit int) string {
		var out []string
		for _, f := range b.Search(q, limit) {
			out = append(out, f.Drug.Name)
		}
		return strings.Join(out, ",")
	}
	for _, c := range []struct {
		q     string
		limit int
		want  string
	}{
		{"mare", 10, "varfarina"},
		{"AAS", 10, "ácido acetilsalicílico"},
		{"acetil", 10, "ácido acetilsalicílico"}, // a word of the name
		{"ACIDO", 10, "ácido acetilsalicílico"},
		{"t4", 10, "levotiroxina"}, // a word of a brand
		{"ma", 10, "varfarina"},    // "Marevan"
		{"na", 10, "naproxeno"},
		{"zz", 10, ""},
		{"  ", 10, ""},
		{"fluconazol", 10, "fluconazol"},
		{"c", 10, "cetoconazol,losartana,varfarina"}, // a name first, then brands (Cozaar, Coumadin), alphabetical
		{"c", 2, "cetoconazol,losartana"},
	} {
		if got := names(c.q, c.limit); got != c.want {
			t.Errorf("Search(%q, %d) = %s, want %s", c.q, c.limit, got, c.want)
		}
	}
}

func TestReadRulesNamesEveryBadLine(t *testing.T) {
	in := "drug_a,drug_b,severity,mechanism,recommendation,source\n" +
		"varfarina,ibuprofeno,major,m,r,s\n" +
		"varfarina,ibuprofeno,severe,m,r,s\n" +
		"varfarina,varfarina,minor,m,r,s\n" +
		",ibuprofeno,minor,m,r,s\n" +
		"varfarina,ibuprofeno,minor,,r,s\n"
	_, err := ReadRules(strings.NewReader(in))
	if err == nil {
		t.Fatal("no error")
	}
	want := []string{"line 3: severity \"severe\"", "line 4: drug_a and drug_b are the same", "line 5: drug_a and drug_b must", "line 6: mechanism must"}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q lacks %q", err, w)
		}
	}
	for _, bad := range []string{"", "a,b,c\n", "drug_a,drug_b,severity,mechanism,recommendation\nx,y,minor,m,r\n",
		"drug_a,drug_b,severity,mechanism,recommendation,source\nx,y,minor,m,r\n", "drug_a,drug_b,severity,mechanism,recommendation,source\n\"x,y,minor,m,r,s\n"} {
		if _, err := ReadRules(strings.NewReader(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	rules, err := ReadRules(strings.NewReader("\ufeffdrug_a,drug_b,severity,mechanism,recommendation,source\r\nVarfarina , Classe:AINE,contraindicated,\"m, with comma\",r,s\r\n"))
	if err != nil || len(rules) != 1 || rules[0].A != "varfarina" || rules[0].B != "classe:aine" || rules[0].Severity != Contraindicated || rules[0].Mechanism != "m, with comma" {
		t.Errorf("rules %+v, %v", rules, err)
	}
}

func TestABaseRefusesUnknownClassesAndAmbiguousNames(t *testing.T) {
	_, err := newBase([]Class{{"aine", "AINE"}}, []Drug{{Name: "x"}}, []Rule{{A: "x", B: "classe:nope", Severity: Minor}})
	if err == nil || !strings.Contains(err.Error(), `unknown class "nope"`) {
		t.Errorf("unknown class: %v", err)
	}
	_, err = newBase(nil, []Drug{{Name: "x", Brands: []string{"Dual"}}, {Name: "y", Synonyms: []string{"dual"}}}, nil)
	if err == nil || !strings.Contains(err.Error(), "names both") {
		t.Errorf("ambiguous brand: %v", err)
	}
	// A rule may name a drug the list lacks: it becomes a drug of the base.
	b, err := newBase(nil, []Drug{{Name: "x"}}, []Rule{{A: "x", B: "novodrug", Severity: Minor, Mechanism: "m"}})
	if err != nil || b.Drugs() != 2 || pairs(b.Check([]Named{{"Novodrug 10 mg", FromRequest}, {"x", FromRequest}})) != "novodrug-x minor m" {
		t.Errorf("new drug from a rule: %v", err)
	}
}
