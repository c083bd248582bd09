package extract

import (
	"iter"
	"math"
	"regexp"
	"strings"
	"unicode/utf8"
)

// What Tesseract makes of a scanned report's printed marks, undone for ExtractScanned (a text
// layer never has them): a flag's arrow beside an out-of-range value read as digits, apart from
// the value or glued to it ("8,114" for "8,1↓"), and a decimal comma lost ("64" for "6,4").
// Each repair needs the value's reference, and leaves a value alone unless the repaired one is
// consistent with it.

// arrowResidue are what Tesseract reads of a flag's arrow (↑, ↓) printed after a value: it has no
// arrow glyphs, so it reads a digit, a bar or a letter.
var arrowResidue = map[string]bool{"1": true, "|": true, "!": true, "1!": true, "|!": true, "t": true, "l": true,
	"I": true, "7": true, "4": true, "14": true, "11": true, "1)": true, "1.": true, "?": true, "1?": true, "7?": true, "4?": true}

// arrowResidueRow reports whether a cumulative row from toks[i] holds more numbers before its
// reference than it has dates: OCR read some flags' arrows as numbers.
func arrowResidueRow(toks []token, i, dates int) bool {
	n := 0
	for ; i < len(toks); i++ {
		t := toks[i].text
		if _, ok := rangeAt(toks, i); ok && n >= dates {
			break // the reference: "0,7 a 1,2"
		}
		switch {
		case numericToken.MatchString(strings.TrimRight(t, ".)!|")) || missingCell(t):
			n++ // a value, or an empty cell's dash
		case cellDebris(t) || flagCell(t) || arrowResidue[t]:
		default:
			return n > dates // the reference, or words
		}
	}
	return n > dates
}

// dashIsArrow reports whether a cumulative row from toks[i], read as arrowResidueRow reads it,
// holds a number for every date and a dash more: OCR read an arrow as the dash ("18.400 —
// 21.300 15.900 11.200" under four dates).
func dashIsArrow(toks []token, i, dates int) bool {
	cells, numbers := 0, 0
	for ; i < len(toks); i++ {
		t := toks[i].text
		if _, ok := rangeAt(toks, i); ok && cells >= dates {
			break // the reference: "0,7 a 1,2"
		}
		switch {
		case missingCell(t):
			cells++
		case numbers > 0 && arrowResidue[t]:
		case numericToken.MatchString(strings.TrimRight(t, ".)!|")):
			cells, numbers = cells+1, numbers+1
		case cellDebris(t) || flagCell(t) || arrowResidue[t]:
		default:
			// and the cells end at the row's unit or reference, not at words a garbled
			// reference left ("24 - * 31 20240 (meta)": "20 a 40" read as a number)
			_, unit := readUnit(toks, i)
			_, ref := findReference(toks[i:])
			return numbers == dates && cells > dates && (unit > 0 || ref > 0)
		}
	}
	return numbers == dates && cells > dates
}

// unevenDecimals reports whether a row's values are printed with different numbers of
// decimals, which one laboratory's analyte never is: something was glued to one of them.
func unevenDecimals[T any](cells []T, val func(T) value) bool {
	seen := -1
	for _, c := range cells {
		v := val(c)
		if v.text == "" || v.qualitative != "" {
			continue
		}
		d := decimals(v.text)
		if seen >= 0 && d != seen {
			return true
		}
		seen = d
	}
	return false
}

// decimals is the number of digits after a printed number's decimal comma (or point when it has
// no comma and is no thousands' group).
func decimals(t string) int {
	t = strings.TrimLeft(t, "<>≤≥= ")
	if k := strings.LastIndexByte(t, ','); k >= 0 {
		return len(t) - k - 1
	}
	if k := strings.LastIndexByte(t, '.'); k >= 0 && len(t)-k-1 != 3 {
		return len(t) - k - 1
	}
	return 0
}

// gluedArrows are the digits an arrow glued to its value reads as, shortest first.
var gluedArrows = []string{"1", "4", "7", "14", "71", "11"}

// arrowStrips yields the readings of a printed value without what an arrow glued to it reads as
// (gluedArrows, shortest first): the text left and its number.
func arrowStrips(text string) iter.Seq2[string, float64] {
	return func(yield func(string, float64) bool) {
		for _, s := range gluedArrows {
			t, ok := strings.CutSuffix(text, s)
			if !ok || t == "" || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ".") {
				continue
			}
			if n, ok := parseSigned(t); ok && !yield(t, n) {
				return
			}
		}
	}
}

// stripGluedArrow removes from a value what OCR read of an arrow glued to it ("8,114" for
// "8,1↓", "13114" for "131↓"): digits beyond the reference's decimals, or, for a whole number
// against a range with both bounds (an analyte the body keeps within them, not a CRP or a
// triglyceride that may lie ten times over its limit), trailing digits that make it ten times
// the range's top when the rest lies near the range. Either way what is left must lie out of the
// range, since only such a value is flagged.
func stripGluedArrow(v value, ref reference) value {
	if ref.low == nil && ref.high == nil || v.comparator != "" {
		return v
	}
	refDec := max(decimals(refBoundText(ref.text, true)), decimals(refBoundText(ref.text, false)))
	d := decimals(v.text)
	for t, n := range arrowStrips(v.text) {
		switch {
		case d > refDec && decimals(t) == refDec:
		case d == 0 && refDec == 0 && ref.low != nil && ref.high != nil && v.v > 10**ref.high && n <= 3**ref.high && n >= *ref.low/2:
		default:
			continue
		}
		if inside := (ref.low == nil || n >= *ref.low) && (ref.high == nil || n <= *ref.high); inside {
			continue // a flag's arrow is printed only beside a value out of its range
		}
		v.text, v.v = t, n
		return v
	}
	return v
}

// lifeLimits are, in the canonical unit, values no living patient's blood reaches for markers the
// body keeps within narrow bounds (sodium 200 mEq/L, haemoglobin 30 g/dL) or that never climb
// far (total cholesterol 1500 mg/dL; not triglycerides, which may reach thousands). A scanned
// value beyond its limit is a misreading, most often an arrow glued to it ("1331" for "133 ↓")
// or a decimal comma lost ("58" for "5,8").
var lifeLimits = map[string]float64{
	"Sódio": 200, "Potássio": 15, "Cloro": 200, "Cálcio": 25, "Cálcio ionizado": 5, "Magnésio": 15,
	"Fósforo": 30, "Glicose": 3000, "Hemoglobina": 30, "Hematócrito": 100, "Hemoglobina glicada": 25,
	"VCM": 200, "HCM": 60, "CHCM": 50, "RDW": 50, "Colesterol total": 1500, "HDL": 300, "LDL": 1200,
	"Creatinina": 40, "Ureia": 800, "Ácido úrico": 40, "Albumina": 10, "Proteínas totais": 20,
	"Bicarbonato": 60, "Excesso de bases": 40, "Lactato": 30, "pCO2": 200, "Tempo de protrombina": 100, "INR": 20,
}

// stripBeyondLife removes what OCR read of an arrow glued to a value of marker in unit that lies
// beyond the marker's life limit, when what is left lies within it and out of the reference (a
// flagged value): "1331" mEq/L of sodium against 136 a 145 is 133. Failing that, it puts back a
// decimal comma before the last digit when that brings the value within the limit (and not a
// thousandth of it): "58" mmol/L of potassium is 5,8.
func stripBeyondLife(v value, ref reference, marker, unit string) value {
	limit, ok := lifeLimits[marker]
	if !ok || v.comparator != "" || v.qualitative != "" {
		return v
	}
	if c, ok := ToCanonical(marker, v.v, unit); !ok || math.Abs(c.Value) <= limit {
		return v
	}
	// a reference beyond the limit too lost its commas as the value did ("37" g/dL of albumin
	// beside "35a52" is 3,7): no arrow can be told by it
	refLost := false
	if ref.high != nil {
		c, ok := ToCanonical(marker, *ref.high, unit)
		refLost = ok && math.Abs(c.Value) > limit
	}
	for t, n := range arrowStrips(v.text) {
		if c, ok := ToCanonical(marker, n, unit); refLost || !ok || math.Abs(c.Value) > limit {
			continue
		}
		if (ref.low == nil || n >= *ref.low) && (ref.high == nil || n <= *ref.high) {
			continue // a flag's arrow is printed only beside a value out of its range
		}
		v.text, v.v = t, n
		return v
	}
	if sign, digits := splitSign(v.text); allDigits(digits) && len(digits) >= 2 {
		// no arrow: the decimal comma lost ("58" mmol/L of potassium is 5,8), one digit from the end
		t := sign + withComma(digits, 1)
		if n, ok := parseSigned(t); ok {
			if c, ok := ToCanonical(marker, n, unit); ok && math.Abs(c.Value) <= limit && math.Abs(c.Value) >= limit/1000 {
				v.text, v.v = t, n
				return v
			}
		}
	}
	for t := range arrowStrips(v.text) {
		// failing that, an arrow glued and the comma lost too: "3414" mmol/L of potassium against 3,5-5,1 is 3,4↓
		sign, digits := splitSign(t)
		if !allDigits(digits) || len(digits) < 2 || ref.low == nil && ref.high == nil {
			continue
		}
		t = sign + withComma(digits, 1)
		n, ok := parseSigned(t)
		if c, cok := ToCanonical(marker, n, unit); ok && cok && math.Abs(c.Value) <= limit && (ref.low != nil && n < *ref.low || ref.high != nil && n > *ref.high) {
			v.text, v.v = t, n
			return v
		}
	}
	return v
}

// refBoundText is the printed low (or high) bound of a reference "8,6 a 10,3", "8,6a10,3".
func refBoundText(text string, low bool) string {
	nums := printedNumber.FindAllString(text, -1)
	switch {
	case len(nums) == 0:
		return ""
	case low:
		return nums[0]
	}
	return nums[len(nums)-1]
}

// printedNumber is a number as printed, with its decimal comma or point.
var printedNumber = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

// lostComma puts back the decimal comma Tesseract lost in a whole number of a row whose other
// values with a comma all have the same decimals ("71" and "79" beside "7,4" are 7,1 and 7,9),
// when the value it gives lies near theirs (in size: a base excess is negative). When it does
// not, an arrow may also be glued to the number ("211" for "2,1↑" beside "5,8" and "3,9"): the
// number without the arrow's digits, with the comma, is taken when it lies near theirs and out of
// the reference ref, since only a flagged value has an arrow.
func lostComma[T any](v value, row []T, val func(T) value, ref reference) value {
	sign, digits := splitSign(v.text)
	if v.text == "" || v.qualitative != "" || v.comparator != "" || !allDigits(digits) {
		return v
	}
	d, lo, hi := -1, math.Inf(1), math.Inf(-1)
	for _, c := range row {
		o := val(c)
		if o.text == "" || o.qualitative != "" || o.text == v.text {
			continue
		}
		od := decimals(o.text)
		if _, od2 := splitSign(o.text); od == 0 && allDigits(od2) {
			continue // another whole number, which may have lost its comma too
		}
		if d >= 0 && od != d || od == 0 {
			return v
		}
		d, lo, hi = od, math.Min(lo, math.Abs(o.v)), math.Max(hi, math.Abs(o.v))
	}
	near := func(t string) (float64, bool) {
		if d < 1 || len(t) <= d {
			return 0, false
		}
		n, ok := parseNumber(withComma(t, d))
		return n, ok && n >= lo/2 && n <= hi*2
	}
	if n, ok := near(digits); ok {
		v.text, v.v = sign+withComma(digits, d), withSign(sign, n)
		return v
	}
	if ref.low == nil && ref.high == nil {
		return v
	}
	for t := range arrowStrips(digits) {
		n, ok := near(t)
		if !ok {
			continue
		}
		if n = withSign(sign, n); (ref.low == nil || n >= *ref.low) && (ref.high == nil || n <= *ref.high) {
			continue // a flag's arrow is printed only beside a value out of its range
		}
		v.text, v.v = sign+withComma(t, d), n
		return v
	}
	return v
}

// bareWholeRange is a reference of two whole numbers run together as OCR prints a range whose
// commas and spaces it lost ("35a51"; not "40 a 49", which may be an age group's: "40 a 49 anos:
// até 2,5").
var bareWholeRange = regexp.MustCompile(`^\s*\d{2,}(?:a|-|–|—)\d{2,}\s*$`)

// refLostCommas puts back the decimal commas Tesseract lost in both bounds of a reference printed
// with decimals ("35a51" beside "3,31" is 3,5 a 5,1): when both bounds read as whole numbers of
// two digits or more, the value has decimals, and with one decimal each the range lies near the
// value (within a factor of two of it) while as read it lies over five times above it.
func refLostCommas(ref reference, v value) reference {
	if ref.low == nil || ref.high == nil || v.comparator != "" || decimals(v.text) == 0 || v.v <= 0 {
		return ref
	}
	lowText, highText := refBoundText(ref.text, true), refBoundText(ref.text, false)
	if !bareWholeRange.MatchString(ref.text) || len(lowText) < 2 || len(highText) < 2 || *ref.low < 5*v.v {
		return ref
	}
	low, high := *ref.low/10, *ref.high/10
	if low > 2*v.v || high < v.v/2 {
		return ref
	}
	ref.low, ref.high = &low, &high
	if i, j := strings.Index(ref.text, lowText), strings.LastIndex(ref.text, highText); i >= 0 && j > i {
		// the text with its commas, which tells stripGluedArrow the reference's decimals
		ref.text = ref.text[:i] + withComma(lowText, 1) + ref.text[i+len(lowText):j] + withComma(highText, 1) + ref.text[j+len(highText):]
	}
	return ref
}

// withComma is digits with a decimal comma put back d digits from the end ("84", 1 → "8,4");
// callers check that digits has more than d.
func withComma(digits string, d int) string {
	return digits[:len(digits)-d] + "," + digits[len(digits)-d:]
}

// splitSign splits a printed number into its sign ("-", "−", "+" or "") and the rest.
func splitSign(t string) (string, string) {
	if r, n := utf8.DecodeRuneInString(t); (r == '-' || r == '−' || r == '+') && len(t) > n {
		return t[:n], t[n:]
	}
	return "", t
}

// allDigits reports whether s is only ASCII digits.
func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// restoreComma puts back the decimal comma Tesseract lost in a whole number whose two-sided
// reference prints decimals ("64" against "3,4 a 7,0" is 6,4): when the number is over three
// times the range's top and, with the comma, lies near the range. An arrow may also be glued to
// it ("211" for "2,1↑" against "0,5 a 1,6"): without the arrow's digits, with the comma, it
// must then lie near the range and out of it.
func restoreComma(v value, ref reference) value {
	if ref.low == nil || ref.high == nil || v.comparator != "" || !allDigits(v.text) || v.v <= 3**ref.high {
		return v
	}
	lowText := refBoundText(ref.text, true)
	dLow, dHigh := decimals(lowText), decimals(refBoundText(ref.text, false))
	if printed, ok := parseNumber(lowText); ok && dLow == 0 && printed != math.Abs(*ref.low) {
		dLow = dHigh // the low bound lost its comma too, and parseReference put it back ("20-4,0")
	}
	d := min(dLow, dHigh)
	near := func(t string) (string, float64, bool) {
		if d < 1 || len(t) <= d {
			return "", 0, false
		}
		t = withComma(t, d)
		n, ok := parseNumber(t)
		return t, n, ok && n >= *ref.low/2 && n <= 2**ref.high
	}
	if t, n, ok := near(v.text); ok {
		v.text, v.v = t, n
		return v
	}
	for s := range arrowStrips(v.text) {
		if t, n, ok := near(s); ok && (n < *ref.low || n > *ref.high) {
			v.text, v.v = t, n
			return v
		}
	}
	return v
}

// leadingZeroComma puts back the decimal comma Tesseract lost after a whole number's leading
// zero: no report prints "091", it printed "0,91" (two digits may be a count printed with a
// zero before it: "Basófilos 01 %").
func leadingZeroComma(v value) value {
	if len(v.text) < 3 || v.text[0] != '0' || v.comparator != "" || !allDigits(v.text) {
		return v
	}
	t := withComma(v.text, len(v.text)-1)
	if n, ok := parseNumber(t); ok {
		v.text, v.v = t, n
	}
	return v
}

// lowFlags are the flags a report prints beside a value below its reference.
var lowFlags = map[string]bool{"L": true, "(L)": true, "↓": true, "B": true, "(B)": true, "Baixo": true, "BAIXO": true, "Baixa": true, "BAIXA": true}

// flaggedLow puts back the decimal comma Tesseract lost in a whole number flagged as low that
// reads as no lower than its reference's low bound ("62 L" against "7,0 a 140,0" is 6,2): with
// the comma one or two digits from the end (the reference's decimals first), the first reading
// that lies below the bound, and no further below it than a tenth.
func flaggedLow(v value, ref reference) value {
	if ref.low == nil || v.comparator != "" || !allDigits(v.text) || v.v < *ref.low {
		return v
	}
	d := max(decimals(refBoundText(ref.text, true)), decimals(refBoundText(ref.text, false)), 1)
	for _, k := range []int{d, 3 - d} {
		if k < 1 || k > 2 || len(v.text) <= k {
			continue
		}
		t := withComma(v.text, k)
		if n, ok := parseNumber(t); ok && n < *ref.low && n >= *ref.low/10 {
			v.text, v.v = t, n
			return v
		}
	}
	return v
}

// parseSigned is parseNumber for a number that may be printed with its sign ("-13,8").
func parseSigned(t string) (float64, bool) {
	sign, digits := splitSign(t)
	v, ok := parseNumber(digits)
	return withSign(sign, v), ok
}

// hydroxyMisread is a hydroxy prefix whose O Tesseract read as a zero: "25-0H", "17-0H".
var hydroxyMisread = regexp.MustCompile(`\b(\d{1,2})-0H\b`)
