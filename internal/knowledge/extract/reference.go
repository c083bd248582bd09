package extract

import (
	"regexp"
	"strings"
)

// reference is a parsed reference interval.
type reference struct {
	text      string // as printed, without brackets and label
	low, high *float64
}

const num = `(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)`

var (
	refLabel = regexp.MustCompile(`^(?:v\.?\s?r\.?|valor(?:es)? de referencia|referencia|ref\.?|intervalo de referencia|desejavel|otimo|normal|adultos?)\s*:?\s*`)
	// Reference forms, tried in order on the folded text; the first match wins.
	// A bound may carry a sign: a base excess's "-2,0 a +2,0".
	refRange = regexp.MustCompile(`^(?:de\s+|entre\s+)?([-+−]?)` + num + `\s*(?:-+|a|ate|à|e)\s*([-+−]?)` + num)
	// refByGroup starts a reference that depends on sex or age: without the patient's, no bound
	// is chosen.
	refByGroup = regexp.MustCompile(`^(?:homens?|mulheres?|masculino|feminino|sexo|criancas?|recem|gestantes?|lactentes?|idosos?|fase|pos menopausa|menopausa|pre menopausa|\d+\s*(?:a|-)\s*\d+\s*anos|acima de \d+ anos|ate \d+ anos|de \d+ a \d+ anos)`)
	refUpper   = regexp.MustCompile(`^(?:ate|<=?|≤|inferior a|menor que|menor ou igual a|abaixo de)\s*` + num)
	refLower   = regexp.MustCompile(`^(?:>=?|≥|superior a|maior que|maior ou igual a|acima de)\s*` + num)
	refEndCut  = regexp.MustCompile(`[;\n]|\s{2,}`)
)

// parseReference reads a reference interval from the text that follows a
// result: "70 - 99", "(12,0 a 15,5)", "[VR: 0,45 a 4,50 µUI/mL]", "até 32
// U/L", "< 190", "inferior a 190", "> 40", "Desejável: < 200". Only the first
// interval is read. An interval whose low bound exceeds its high bound is an OCR misread: a
// whole low bound lost the decimal comma its high bound prints ("39a5,5" is 3,9 a 5,5; see
// lostRangeComma), else the interval gives no bounds.
func parseReference(s string) (reference, bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimLeft(s, "([{")
	if i := strings.IndexAny(s, ")]}"); i >= 0 {
		s = s[:i]
	}
	if loc := refEndCut.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	f := newFolded(repairNumbers(strings.TrimSpace(s)))
	body := f.s
	start := 0
	if loc := refLabel.FindStringIndex(body); loc != nil {
		start = loc[1]
	}
	rest := body[start:]
	text := strings.TrimSpace(f.span(start, len(f.s)))
	if refByGroup.MatchString(rest) {
		return reference{text: strings.TrimSpace(f.orig)}, true
	}
	if m := refRange.FindStringSubmatch(rest); m != nil {
		lo, ok1 := parseNumber(m[2])
		hi, ok2 := parseNumber(m[4])
		if !ok1 || !ok2 {
			return reference{}, false
		}
		lo, hi = withSign(m[1], lo), withSign(m[3], hi)
		if lo > hi && m[1] == "" {
			lo = lostRangeComma(m[2], m[4], lo)
		}
		if lo > hi {
			return reference{text: text}, true
		}
		return reference{text: text, low: &lo, high: &hi}, true
	}
	if m := refUpper.FindStringSubmatch(rest); m != nil {
		if hi, ok := parseNumber(m[1]); ok {
			return reference{text: text, high: &hi}, true
		}
	}
	if m := refLower.FindStringSubmatch(rest); m != nil {
		if lo, ok := parseNumber(m[1]); ok {
			return reference{text: text, low: &lo}, true
		}
	}
	return reference{}, false
}

// flagFor compares a value with a reference: "low" below RefLow, "high"
// above RefHigh, "normal" otherwise; "" when the reference has no bound.
// Bounds are inclusive ("< 190" takes 190 as normal).
func flagFor(v float64, low, high *float64) string {
	switch {
	case low == nil && high == nil:
		return ""
	case low != nil && v < *low:
		return "low"
	case high != nil && v > *high:
		return "high"
	}
	return "normal"
}

// repairNumbers repairs OCR letters inside the numbers of a reference ("7O a 99", "3,5 a 5,l").
func repairNumbers(s string) string {
	fields := strings.Fields(s)
	for i, f := range fields {
		fields[i] = repairDigits(f)
	}
	return strings.Join(fields, " ")
}

// lostRangeComma is the low bound lo printed as low, with the decimal comma put back that OCR
// lost: when low is a whole number longer than the decimals of the high bound printed as high
// ("39" against "5,5" is 3,9; "24" against "5,7" is 2,4), or as long, its "0," lost with it
// ("70" against "1,20" is 0,70). Otherwise lo unchanged.
func lostRangeComma(low, high string, lo float64) float64 {
	d := decimals(high)
	if d < 1 || !allDigits(low) || len(low) < d {
		return lo
	}
	if len(low) == d {
		low = "0" + low
	}
	if n, ok := parseNumber(low[:len(low)-d] + "," + low[len(low)-d:]); ok {
		return n
	}
	return lo
}

// withSign is n with the sign printed before it ("-", "−" or "+"; "" for none).
func withSign(sign string, n float64) float64 {
	if sign == "-" || sign == "−" {
		return -n
	}
	return n
}
