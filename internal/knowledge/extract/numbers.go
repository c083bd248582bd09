package extract

import (
	"regexp"
	"strconv"
	"strings"
)

// ocrDigits repairs letters Tesseract confuses with digits, in a token that is
// otherwise numeric ("1O2" → "102", "l,5" → "1,5").
var ocrDigits = strings.NewReplacer("O", "0", "o", "0", "l", "1", "I", "1", "S", "5")

var (
	ocrNumeric = regexp.MustCompile(`^[0-9OolIS]+(?:[.,][0-9OolIS]+)*$`)
	realDigit  = regexp.MustCompile(`[0-9]`)
)

// numericToken matches a number whose digits OCR may have read as letters ("1O8", "O,86"):
// at least one real digit.
var numericToken = digitsPattern{}

type digitsPattern struct{}

// MatchString reports whether tok is a number, maybe with OCR letters for digits.
func (digitsPattern) MatchString(tok string) bool {
	return ocrNumeric.MatchString(tok) && realDigit.MatchString(tok)
}

// repairDigits applies ocrDigits to a token that is mostly digits.
func repairDigits(tok string) string {
	if !numericToken.MatchString(tok) {
		return tok
	}
	return ocrDigits.Replace(tok)
}

var (
	thousandsOnly = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})+$`)
	brNumber      = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})*,\d+$|^\d+,\d+$`)
	plainNumber   = regexp.MustCompile(`^\d+(?:\.\d+)?$`)
)

// parseNumber reads a number as printed in Brazil: "12,8" → 12.8,
// "6.840" → 6840, "243.000" → 243000, "1.234,5" → 1234.5. A dot followed by
// other than three digits is a decimal point ("1.02" → 1.02).
func parseNumber(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	var norm string
	switch {
	case thousandsOnly.MatchString(s):
		norm = strings.ReplaceAll(s, ".", "")
	case brNumber.MatchString(s):
		norm = strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", ".")
	case plainNumber.MatchString(s):
		norm = s
	default:
		return 0, false
	}
	v, err := strconv.ParseFloat(norm, 64)
	if err != nil {
		return 0, false
	}
	return v, true
}
