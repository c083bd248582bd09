package extract

import (
	"regexp"
	"sort"
	"strings"
)

// MarkerInfo describes one canonical marker of the synonym table.
type MarkerInfo struct {
	Name        string  // canonical name, e.g. "Glicose"
	LOINC       string  // LOINC code, e.g. "2345-7"
	Unit        string  // canonical unit every result converts to; "" when dimensionless or qualitative
	Qualitative bool    // results are words ("Reagente", "Negativo"), not numbers
	Signed      bool    // results may be negative (base excess)
	Molar       float64 // molar mass in g/mol, for mass ↔ molar conversions; 0: none
	Valence     int     // ionic charge, for mEq ↔ mmol; 0: none
	Section     string  // "urine", "gas", "csf", "fluid" or "spep" when the marker belongs to that part of a report; "" otherwise
	Percent     string  // for an absolute count, its relative (%) twin, chosen when the unit is "%"
	Urine       string  // for a blood marker, its urinalysis twin, chosen in a urine section
	Alt         string  // another marker of the same name measured otherwise (CK-MB → CK-MB massa), chosen by unit
	Daily       string  // the marker's 24-hour urine excretion (sodium → 24-hour urinary sodium), chosen by a unit per 24 h
	// PresenceLOINC is the LOINC code of a qualitative result ("Negativo") of a marker whose
	// LOINC code is for a quantity (urine protein: 5804-0 in mg/dL, 20454-5 present or not).
	PresenceLOINC string
	// MolarLOINC is the code of the marker measured in moles (creatinine 14682-9 in µmol/L, where
	// 2160-0 is in mg/dL), chosen when the printed unit is molar (mmol/L, µmol/L, mmol/mol).
	MolarLOINC string
	// MassLOINC is, for a marker whose canonical unit is molar, its code in mass units (ionised
	// calcium 17863-2 in mg/dL, where 1994-3 is in mmol/L), chosen when the printed unit is one.
	MassLOINC string
	// CountLOINC is the code of a urine sediment count per volume (leukocytes 30405-5 in /mL,
	// where 5821-4 is per field), chosen when the printed unit is a count per volume.
	CountLOINC string
	// GasLOINC is the code of the marker measured in whole blood by a blood-gas analyser (sodium
	// 2947-0, where 2951-2 is in serum), chosen inside a blood-gas section; GasMolarLOINC its
	// code in moles where that is another (glucose 15074-8 in mmol/L, 2339-0 in mg/dL).
	GasLOINC, GasMolarLOINC string
	// FastingLOINC and FastingMolarLOINC are the codes of a fasting measurement, chosen when the
	// printed name says "jejum" (glucose in mmol/L 14771-0; in mg/dL 2345-7 as when not fasting:
	// 131 of the dev sets' 132 fasting glucoses accept it, 123 the fasting 1558-6).
	FastingLOINC, FastingMolarLOINC string
	// DirectLOINC is the code of a direct assay of a marker most reports calculate (LDL 18262-6,
	// where 13457-7 is the calculated one), chosen when the printed name says "direto" or
	// "dosagem direta".
	DirectLOINC string
	// variants are the codes of named variants of the measurement, chosen when the printed
	// name holds their words: an estimated GFR by another equation than CKD-EPI 2021 ("CKD-EPI
	// 2009" 62238-1, "MDRD" 33914-3, cystatin C's 50210-4).
	variants []variantCode
	Synonyms []string
	local    []string // names read only inside Section ("pH", "Glicose" in a urinalysis)
	// results are the words this marker's result may be besides the common qualitative ones
	// (a blood group "O", "AB"); organism says its result may name a microorganism
	// ("Escherichia coli"), as a culture's does.
	results  []resultWord
	organism bool
	titre    bool // results are a dilution ("1/640", "1:80")
	anyFluid bool // not a blood marker: read in a body fluid's section too (a Gram stain)
	// finding says the result may be a sentence of what the microscope found ("Cistos de
	// Giardia lamblia", "Não foram encontrados ovos, larvas ou cistos de parasitos"), read to the
	// end of its line
	finding bool
	// susceptibility says the result is an antibiogram's interpretation ("Sensível"), printed
	// after the halo or MIC it was read from
	susceptibility bool
}

// resultWord is a result in words read after one marker's name only: its folded key and display.
type resultWord struct{ key, display string }

// opt adjusts a table row.
type opt func(*MarkerInfo)

func molar(g float64) opt       { return func(m *MarkerInfo) { m.Molar = g } }
func valence(z int) opt         { return func(m *MarkerInfo) { m.Valence = z } }
func percentTwin(n string) opt  { return func(m *MarkerInfo) { m.Percent = n } }
func urineTwin(n string) opt    { return func(m *MarkerInfo) { m.Urine = n } }
func presence(code string) opt  { return func(m *MarkerInfo) { m.PresenceLOINC = code } }
func molarCode(code string) opt { return func(m *MarkerInfo) { m.MolarLOINC = code } }
func massCode(code string) opt  { return func(m *MarkerInfo) { m.MassLOINC = code } }
func countCode(code string) opt { return func(m *MarkerInfo) { m.CountLOINC = code } }
func gasCode(code string) opt   { return func(m *MarkerInfo) { m.GasLOINC = code } }
func gasCodes(mass, mol string) opt {
	return func(m *MarkerInfo) { m.GasLOINC, m.GasMolarLOINC = mass, mol }
}
func fastingCodes(mass, mol string) opt {
	return func(m *MarkerInfo) { m.FastingLOINC, m.FastingMolarLOINC = mass, mol }
}
func directCode(c string) opt { return func(m *MarkerInfo) { m.DirectLOINC = c } }

// variantCode is a named variant's code: chosen when a printed name's folded words hold words.
type variantCode struct{ words, code string }

// variant adds a named variant's code (see MarkerInfo.variants); words are folded.
func variant(words, code string) opt {
	return func(m *MarkerInfo) { m.variants = append(m.variants, variantCode{words, code}) }
}
func altTwin(n string) opt        { return func(m *MarkerInfo) { m.Alt = n } }
func dailyTwin(n string) opt      { return func(m *MarkerInfo) { m.Daily = n } }
func qualitative() opt            { return func(m *MarkerInfo) { m.Qualitative = true } }
func signed() opt                 { return func(m *MarkerInfo) { m.Signed = true } }
func section(s string) opt        { return func(m *MarkerInfo) { m.Section = s } }
func localNames(names string) opt { return func(m *MarkerInfo) { m.local = strings.Split(names, "|") } }
func organism() opt               { return func(m *MarkerInfo) { m.organism = true } }
func titre() opt                  { return func(m *MarkerInfo) { m.titre = true } }
func anyFluid() opt               { return func(m *MarkerInfo) { m.anyFluid = true } }
func finding() opt                { return func(m *MarkerInfo) { m.finding = true } }

// antibiotic is an antibiogram row: the susceptibility of the isolate to the antibiotic, read
// by these names only in a culture's section.
func antibiotic(name, loinc, names string) MarkerInfo {
	return mk(name, loinc, "", "", section("micro"), localNames(names), qualitative(),
		func(m *MarkerInfo) { m.susceptibility = true })
}

// results lists the words a marker's result may be, as printed ("O|A|B|AB"), folded for matching.
func results(words string) opt {
	return func(m *MarkerInfo) {
		for _, w := range strings.Split(words, "|") {
			m.results = append(m.results, resultWord{markerKey(w), w})
		}
	}
}

// mk builds a table row; synonyms are separated by "|".
func mk(name, loinc, unit, synonyms string, opts ...opt) MarkerInfo {
	m := MarkerInfo{Name: name, LOINC: loinc, Unit: unit}
	if synonyms != "" {
		m.Synonyms = strings.Split(synonyms, "|")
	}
	for _, o := range opts {
		o(&m)
	}
	return m
}

// markerTable is every canonical marker, from the panel files (markers_*.go).
var markerTable = concat(hematologyMarkers, chemistryMarkers, endocrineMarkers, immunologyMarkers, allergyMarkers, drugMarkers, fluidMarkers, antibioticMarkers)

func concat(parts ...[]MarkerInfo) []MarkerInfo {
	var out []MarkerInfo
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

var (
	markerByName = map[string]*MarkerInfo{}
	// markerIndex maps folded names read anywhere to canonical names; sectionIndex those read
	// only in a section ("urine|ph" → "pH urinário").
	markerIndex  = map[string]string{}
	sectionIndex = map[string]string{}
	localKeys    = map[string]bool{}        // the keys of sectionIndex without their section
	urineTwinOf  = map[string]*MarkerInfo{} // a urinalysis marker's blood twin (urineTwin)
	// headingStems are the names without their last word ("toxoplasmose" of "toxoplasmose igg"):
	// a heading that reads so names an exam whose rows are named by that word alone ("IgG").
	headingStems = map[string]bool{}
	// maxNameWords is the longest synonym in words, bounding the n-grams tried.
	maxNameWords = 1
)

func init() {
	for i := range markerTable {
		m := &markerTable[i]
		markerByName[m.Name] = m
		for _, s := range m.Synonyms {
			k := markerKey(s)
			markerIndex[k] = m.Name
			maxNameWords = max(maxNameWords, len(strings.Fields(k)))
		}
		if m.Urine != "" {
			urineTwinOf[m.Urine] = m
		}
		for _, s := range m.local {
			sectionIndex[m.Section+"|"+markerKey(s)] = m.Name
			localKeys[markerKey(s)] = true
		}
	}
	// A canonical name is a name too, unless a synonym of another marker already reads so
	// ("Neutrófilos (%)" folds to the absolute count's "neutrofilos").
	for _, m := range markerTable {
		if k := markerKey(m.Name); markerIndex[k] == "" {
			markerIndex[k] = m.Name
		}
	}
	for k := range markerIndex {
		if i := strings.LastIndexByte(k, ' '); i > 0 {
			headingStems[k[:i]] = true
		}
		if len(k) >= 7 {
			fuzzyKeys[len(k)] = append(fuzzyKeys[len(k)], k)
		}
	}
	for _, ks := range fuzzyKeys {
		sort.Strings(ks)
	}
}

// isNameKey reports whether a folded word or words name a marker somewhere ("s02" is the gas's
// oxygen saturation as OCR reads it, not seconds and a number).
func isNameKey(k string) bool { return markerIndex[k] != "" || localKeys[k] }

// Marker returns the table row of a canonical marker name.
func Marker(name string) (MarkerInfo, bool) {
	m, ok := markerByName[name]
	if !ok {
		return MarkerInfo{}, false
	}
	return *m, true
}

// MarkerTable returns every row of the synonym table, in table order.
func MarkerTable() []MarkerInfo { return append([]MarkerInfo(nil), markerTable...) }

// initialism is an abbreviation printed with dots: "C.H.C.M.", "V.C.M", "R.D.W.".
var initialism = regexp.MustCompile(`(?:^|\b)(?:[A-Za-z]\.){2,}[A-Za-z]?\.?`)

// markerKey folds a marker name for lookup: lower case, no accents,
// punctuation as single spaces.
func markerKey(name string) string {
	name = strings.ReplaceAll(name, "γ", "gama ") // "γ-GT"
	if strings.Count(name, ".") >= 2 {
		name = initialism.ReplaceAllStringFunc(name, func(w string) string { return strings.ReplaceAll(w, ".", "") })
	}
	f := []rune(fold(name))
	for i, r := range f {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			f[i] = ' '
		}
	}
	return strings.Join(strings.Fields(string(f)), " ")
}

// CanonicalMarker maps a marker name as printed (any case, accents or not,
// common abbreviations, a parenthesised alias as in "Hemoglobina Glicada
// (HbA1c)" or a heading such as "TSH - HORMÔNIO TIREOESTIMULANTE") to its
// canonical name; ok is false for an unknown name.
func CanonicalMarker(name string) (canonical string, ok bool) {
	return canonicalIn(name, "")
}

// canonicalIn is CanonicalMarker inside a report section ("urine", "gas"), where section names
// come first.
func canonicalIn(name, sect string) (string, bool) {
	if _, ok := markerByName[name]; ok {
		return name, true
	}
	for _, cand := range markerCandidates(name) {
		k := markerKey(cand)
		if c, ok := sectionIndex[sect+"|"+k]; ok && sect != "" {
			return c, true
		}
		if c, ok := markerIndex[k]; ok {
			return c, true
		}
	}
	for _, cand := range markerCandidates(name) {
		if c, ok := fuzzyMarker(markerKey(cand)); ok {
			return c, true
		}
	}
	return "", false
}

// examCode is a laboratory's exam number before a heading: "[40211] FATOR ANTINÚCLEO (FAN)".
var examCode = regexp.MustCompile(`^\s*\[\d+\]\s*`)

// markerCandidates lists the readings of a printed name to look up: the
// whole name, the name without its parenthesis, the parenthesis content and
// each side of a " - " heading.
func markerCandidates(name string) []string {
	name = examCode.ReplaceAllString(name, "")
	cands := []string{name}
	if i := strings.IndexAny(name, "(["); i > 0 {
		if j := strings.IndexAny(name[i:], ")]"); j > 0 {
			cands = append(cands, name[:i]+name[i+j+1:], name[i+1:i+j])
		}
	}
	for _, sep := range []string{" - ", " – ", " — "} {
		if parts := strings.Split(name, sep); len(parts) > 1 {
			cands = append(cands, parts...)
		}
	}
	return cands
}

// fuzzyKeys are the index keys of seven letters or more by length, sorted, for fuzzyMarker.
var fuzzyKeys = map[int][]string{}

// fuzzyMarker accepts one OCR error (edit distance 1) in names of seven or
// more letters, when exactly one canonical marker is that close.
func fuzzyMarker(key string) (string, bool) {
	if len(key) < 7 {
		return "", false
	}
	if strings.Contains(key, "rn") { // Tesseract reads "m" as "rn" ("jejurn")
		if c, ok := markerIndex[strings.ReplaceAll(key, "rn", "m")]; ok {
			return c, true
		}
	}
	found := ""
	for n := len(key) - 1; n <= len(key)+1; n++ {
		for _, k := range fuzzyKeys[n] {
			if !withinOneEdit(k, key) || !editInLongWord(k, key) {
				continue
			}
			canon := markerIndex[k]
			if found != "" && found != canon {
				return "", false
			}
			found = canon
		}
	}
	return found, found != ""
}

// editInLongWord reports whether the first difference between a and b falls in a word of five
// letters or more: an OCR error is accepted there ("creatinlna"), never in a short word where
// one letter changes the test ("igg" / "igm", "t3" / "t4").
func editInLongWord(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if a[i] == ' ' || i < len(b) && b[i] == ' ' {
		return true // words glued or split: "hdlcolesterol"
	}
	start := strings.LastIndexByte(a[:i], ' ') + 1
	end := strings.IndexByte(a[i:], ' ')
	if end < 0 {
		end = len(a)
	} else {
		end += i
	}
	return end-start >= 5
}

// withinOneEdit reports whether a and b differ by at most one insertion,
// deletion or substitution.
func withinOneEdit(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return a[i+min(1, len(a)-i):] == b[i+min(1, len(b)-i):]
	}
	return a[i+1:] == b[i:]
}

// Markers lists the canonical marker names, sorted.
func Markers() []string {
	out := make([]string, 0, len(markerTable))
	for _, m := range markerTable {
		out = append(out, m.Name)
	}
	sort.Strings(out)
	return out
}
