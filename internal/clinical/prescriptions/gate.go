package prescriptions

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"clinic/internal/clinical/drugs"
	"clinic/internal/platform/fold"
)

// Gate is a prescription's safety verdict.
type Gate string

// The verdicts: blocked needs an override reason to sign; warnings informs.
const (
	GatePassed   Gate = "passed"
	GateWarnings Gate = "warnings"
	GateBlocked  Gate = "blocked"
)

// Level is how a finding weighs on the gate.
type Level string

// The levels.
const (
	Blocked Level = "blocked"
	Warning Level = "warning"
)

// The kinds of finding.
const (
	KindAllergy     = "allergy"
	KindInteraction = "interaction"
	KindDuplicate   = "duplicate_therapy"
	KindDose        = "dose_range"
	KindUnknownDrug = "unknown_drug"
)

// Finding is one safety concern about a prescription.
type Finding struct {
	Kind     string
	Level    Level
	Items    []int    // indexes of the items concerned
	Drugs    []string // generic names concerned (and the patient's medication or allergy)
	Message  string   // pt-BR
	Severity string   // an interaction's severity; "" for other kinds
	Source   string   // the rule's or dose limit's reference; "" when none
}

// PatientSafety is what the gate knows of the patient: allergies and current medications,
// as their documents state them.
type PatientSafety struct {
	Allergies   []string
	Medications []string
}

// Evaluate runs the safety gate: an allergy to an item's drug or to one of its classes
// (blocked), and to a drug of the same allergy class (warning, cross-reaction); a
// contraindicated interaction among the items and the patient's medications (blocked), a major
// or moderate one (warning); two items of one drug or one therapy, or an item of one therapy
// with a current medication of another drug (warning); a single or daily dose above the usual
// adult limit (warning); a drug the base does not know (warning: it could not be checked).
func Evaluate(base *drugs.Base, items []Item, patient PatientSafety) (Gate, []Finding) {
	var out []Finding
	itemDrugs := make([][]*drugs.Drug, len(items))
	for i, it := range items {
		found, unknown := base.Recognise(it.Drug)
		itemDrugs[i] = found
		for _, u := range unknown {
			out = append(out, Finding{Kind: KindUnknownDrug, Level: Warning, Items: []int{i}, Drugs: []string{u},
				Message: fmt.Sprintf("%s não consta da base de medicamentos: alergias, interações e dose não foram verificadas.", u)})
		}
	}
	out = append(out, allergyFindings(base, itemDrugs, patient.Allergies)...)
	out = append(out, interactionFindings(base, items, itemDrugs, patient.Medications)...)
	out = append(out, duplicateFindings(base, itemDrugs, patient.Medications)...)
	for i, it := range items {
		out = append(out, doseFindings(base, i, it, itemDrugs[i])...)
	}
	gate := GatePassed
	for _, f := range out {
		if f.Level == Blocked {
			gate = GateBlocked
		} else if gate == GatePassed {
			gate = GateWarnings
		}
	}
	return gate, out
}

// allergyFindings compares each item's drugs with each allergy: the drug itself or a class
// the allergy names blocks; a drug of the same allergy class as the allergen warns.
func allergyFindings(base *drugs.Base, itemDrugs [][]*drugs.Drug, allergies []string) []Finding {
	var out []Finding
	for _, a := range allergies {
		allergen, _ := base.Recognise(a)
		classes := base.AllergyClasses(a)
		for i, ds := range itemDrugs {
			for _, d := range ds {
				if f, ok := allergyFinding(base, a, allergen, classes, d); ok {
					f.Items = []int{i}
					out = append(out, f)
				}
			}
		}
	}
	return out
}

func allergyFinding(base *drugs.Base, allergy string, allergen []*drugs.Drug, classes []drugs.Class, d *drugs.Drug) (Finding, bool) {
	for _, x := range allergen {
		if x.Name == d.Name {
			return Finding{Kind: KindAllergy, Level: Blocked, Drugs: []string{d.Name, allergy},
				Message: fmt.Sprintf("Paciente com alergia registrada a %s: não prescrever %s.", allergy, d.Name)}, true
		}
	}
	for _, c := range classes {
		for _, id := range d.Classes {
			if id == c.ID {
				return Finding{Kind: KindAllergy, Level: Blocked, Drugs: []string{d.Name, allergy},
					Message: fmt.Sprintf("Paciente com alergia registrada a %s; %s pertence a %s.", allergy, d.Name, c.Name)}, true
			}
		}
	}
	for _, x := range allergen {
		if c, ok := base.CrossAllergy(x, d); ok {
			return Finding{Kind: KindAllergy, Level: Warning, Drugs: []string{d.Name, allergy},
				Message: fmt.Sprintf("Paciente com alergia registrada a %s; %s é da mesma classe (%s): risco de reação cruzada.", allergy, d.Name, c.Name)}, true
		}
	}
	return Finding{}, false
}

// interactionFindings checks the items (itemDrugs: the drugs each names) with the patient's
// medications: contraindicated blocks, major and moderate warn (minor ones are left to the
// interaction endpoint).
func interactionFindings(base *drugs.Base, items []Item, itemDrugs [][]*drugs.Drug, meds []string) []Finding {
	names := make([]drugs.Named, 0, len(items)+len(meds))
	for _, it := range items {
		names = append(names, drugs.Named{Name: it.Drug, Origin: drugs.FromRequest})
	}
	for _, m := range meds {
		names = append(names, drugs.Named{Name: m, Origin: drugs.FromPatient})
	}
	rep := base.Check(names)
	origin := map[string]drugs.Origin{} // a drug's first origin
	for _, c := range rep.Drugs {
		if _, ok := origin[c.Drug]; !ok {
			origin[c.Drug] = c.Origin
		}
	}
	var out []Finding
	for _, in := range rep.Interactions {
		if origin[in.DrugA] == drugs.FromPatient && origin[in.DrugB] == drugs.FromPatient {
			continue // between two current medications: not this prescription's
		}
		level := Warning
		switch in.Rule.Severity {
		case drugs.Contraindicated:
			level = Blocked
		case drugs.Minor:
			continue
		}
		f := Finding{Kind: KindInteraction, Level: level, Drugs: []string{in.DrugA, in.DrugB},
			Severity: in.Rule.Severity.String(), Source: in.Rule.Source,
			Message: fmt.Sprintf("Interação %s: %s + %s. %s %s", severityPT[in.Rule.Severity], in.DrugA, in.DrugB, in.Rule.Mechanism, in.Rule.Recommendation)}
		for i, found := range itemDrugs {
			if containsDrug(found, in.DrugA) || containsDrug(found, in.DrugB) {
				f.Items = append(f.Items, i)
			}
		}
		out = append(out, f)
	}
	return out
}

var severityPT = map[drugs.Severity]string{drugs.Contraindicated: "contraindicada", drugs.Major: "grave",
	drugs.Moderate: "moderada", drugs.Minor: "leve"}

func containsDrug(ds []*drugs.Drug, name string) bool {
	for _, d := range ds {
		if d.Name == name {
			return true
		}
	}
	return false
}

// duplicateFindings warns of one drug in two items, two items of one therapy, and an item of the
// same therapy as a current medication of another drug (renewing the same drug is not a
// duplicate).
func duplicateFindings(base *drugs.Base, itemDrugs [][]*drugs.Drug, meds []string) []Finding {
	var out []Finding
	for i := range itemDrugs {
		for j := i + 1; j < len(itemDrugs); j++ {
			for _, a := range itemDrugs[i] {
				for _, b := range itemDrugs[j] {
					if a.Name == b.Name {
						out = append(out, Finding{Kind: KindDuplicate, Level: Warning, Items: []int{i, j}, Drugs: []string{a.Name},
							Message: fmt.Sprintf("%s prescrito em dois itens.", a.Name)})
					} else if c, ok := base.SameTherapy(a, b); ok {
						out = append(out, Finding{Kind: KindDuplicate, Level: Warning, Items: []int{i, j}, Drugs: []string{a.Name, b.Name},
							Message: fmt.Sprintf("%s e %s são da mesma classe terapêutica (%s).", a.Name, b.Name, c.Name)})
					}
				}
			}
		}
	}
	for _, m := range meds {
		current, _ := base.Recognise(m)
		for i, ds := range itemDrugs {
			for _, a := range ds {
				for _, b := range current {
					if c, ok := base.SameTherapy(a, b); ok {
						out = append(out, Finding{Kind: KindDuplicate, Level: Warning, Items: []int{i}, Drugs: []string{a.Name, b.Name},
							Message: fmt.Sprintf("%s é da mesma classe terapêutica (%s) que %s, em uso pelo paciente.", a.Name, c.Name, b.Name)})
					}
				}
			}
		}
	}
	return out
}

var (
	amountRe   = regexp.MustCompile(`(\d+(?:[.,]\d+)?|meio|meia|um|uma|dois|duas|tres|quatro|cinco)\s*(mg|g|mcg|ug|comprimidos?|comp\.?|cp|capsulas?|caps?\.?|drageas?|saches?|envelopes?)\b`)
	everyHours = regexp.MustCompile(`(\d{1,2})\s*(?:em|/)\s*(\d{1,2})\s*(?:h|horas)|cada\s+(\d{1,2})\s*(?:h|horas)`)
	timesADay  = regexp.MustCompile(`(\d+|uma|duas|tres|quatro|cinco|seis)\s*(?:x|vezes?)\s*(?:ao|por|/)?\s*dia|(\d+)\s*x\s*/?\s*dia`)
	onceADay   = regexp.MustCompile(`\b(?:ao dia|diariamente|a noite|pela manha|ao deitar|antes de dormir|dose unica)\b`)
	weekly     = regexp.MustCompile(`\bsemana`)
)

var countWords = map[string]float64{"meio": 0.5, "meia": 0.5, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3,
	"quatro": 4, "cinco": 5, "seis": 6}

// number reads "2,5", "500" or a count word.
func number(s string) (float64, bool) {
	if v, ok := countWords[s]; ok {
		return v, true
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	return v, err == nil && v > 0
}

// milligrams reads an amount in mg ("1 g", "500 mg"); for a count of units ("2 comprimidos")
// it multiplies by the strength per unit. ok is false when the amount is not in mass.
func milligrams(amount, strengthText string) (float64, bool) {
	m := amountRe.FindStringSubmatch(fold.String(amount))
	if m == nil {
		return 0, false
	}
	n, ok := number(m[1])
	if !ok {
		return 0, false
	}
	switch m[2] {
	case "mg":
		return n, true
	case "g":
		return n * 1000, true
	case "mcg", "ug":
		return n / 1000, true
	}
	per, ok := milligrams(strengthText, "")
	if !ok || strings.Contains(strengthText, "/") {
		return 0, false // a count of units needs a single strength per unit
	}
	return n * per, true
}

// perDay returns how many doses a frequency gives in a day; ok is false when it does not say
// (a weekly regimen included).
func perDay(freq string) (float64, bool) {
	f := fold.String(freq)
	if weekly.MatchString(f) {
		return 0, false
	}
	if m := everyHours.FindStringSubmatch(f); m != nil {
		h := m[2]
		if h == "" {
			h = m[3]
		}
		if v, ok := number(h); ok && v <= 24 {
			return 24 / v, true
		}
	}
	if m := timesADay.FindStringSubmatch(f); m != nil {
		for _, g := range m[1:] {
			if v, ok := number(g); ok {
				return v, true
			}
		}
	}
	if onceADay.MatchString(f) {
		return 1, true
	}
	return 0, false
}

// weeklyDrug is dosed once a week; a daily frequency is the classic, sometimes fatal, error.
const weeklyDrug = "metotrexato"

// doseFindings compares an item's single and daily dose with its drug's usual adult limits by
// the item's route (oral unless it says parenteral). Items whose dose is not in mass, or whose
// frequency says nothing per day, are not judged.
func doseFindings(base *drugs.Base, i int, it Item, ds []*drugs.Drug) []Finding {
	if len(ds) != 1 {
		return nil // a combination's strength belongs to its parts
	}
	route := "oral"
	switch it.Route {
	case "intravenosa", "intramuscular", "subcutânea":
		route = "parenteral"
	case "", "oral", "sublingual":
	default:
		return nil
	}
	if n, daily := perDay(it.Frequency); ds[0].Name == weeklyDrug && daily && n >= 1 {
		return []Finding{{Kind: KindDose, Level: Warning, Items: []int{i}, Drugs: []string{weeklyDrug},
			Message: "Metotrexato em dose diária: nas doenças reumatológicas e na psoríase a dose é semanal (uma vez por semana); a tomada diária por engano causa toxicidade grave. Confirme a frequência."}}
	}
	limit, ok := base.DoseLimit(ds[0].Name, route)
	if !ok {
		return nil
	}
	dose := it.Dose
	if dose == "" {
		dose = it.Concentration
	}
	single, ok := milligrams(dose, it.Concentration)
	if !ok {
		return nil
	}
	var out []Finding
	mk := func(msg string) Finding {
		return Finding{Kind: KindDose, Level: Warning, Items: []int{i}, Drugs: []string{ds[0].Name}, Message: msg, Source: limit.Source}
	}
	if limit.MaxSingleMg > 0 && single > limit.MaxSingleMg*1.0001 {
		out = append(out, mk(fmt.Sprintf("Dose de %s por tomada (%s mg) acima da usual para adultos (até %s mg).",
			ds[0].Name, mgText(single), mgText(limit.MaxSingleMg))))
	}
	if n, ok := perDay(it.Frequency); ok && limit.MaxDailyMg > 0 && single*n > limit.MaxDailyMg*1.0001 {
		out = append(out, mk(fmt.Sprintf("Dose diária de %s (%s mg) acima da usual para adultos (até %s mg/dia).",
			ds[0].Name, mgText(single*n), mgText(limit.MaxDailyMg))))
	}
	return out
}

// mgText prints milligrams the Brazilian way ("2.500", "0,25").
func mgText(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	intPart, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for k, r := range intPart {
		if k > 0 && (len(intPart)-k)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	if frac != "" {
		b.WriteString("," + frac)
	}
	return b.String()
}
