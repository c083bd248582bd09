// Package br validates Brazilian identifiers and contact data: CPF, UF, CEP, phone numbers,
// e-mail addresses. Each syntax has a Pattern that the OpenAPI document states and that accepts
// exactly what the function accepts (br_test.go checks both ways); what a pattern cannot say
// (check digits) is the function's alone.
package br

import (
	"regexp"
	"slices"
	"strings"
)

// CPFPattern is the syntax NormalizeCPF accepts: 11 digits, with dots, hyphens or spaces anywhere.
// The check digits are a rule beyond it.
const CPFPattern = `^[-. ]*([0-9][-. ]*){11}$`

// PhonePattern is what NormalizePhone accepts: 8 to 15 digits, with spaces, +, parentheses, dots
// and hyphens anywhere.
const PhonePattern = `^[-+(). ]*([0-9][-+(). ]*){8,15}$`

// CEPPattern is a CEP (postal code): 8 digits, the hyphen optional.
const CEPPattern = `^[0-9]{5}-?[0-9]{3}$`

// EmailPattern is an e-mail address as HTML forms define a valid one (WHATWG), which is what the
// service stores: a local part of letters, digits and !#$%&'*+/=?^_{|}~.- and the backquote, an
// @, and host labels of letters, digits and inner hyphens.
const EmailPattern = "^[a-zA-Z0-9.!#$%&'*+/=?^_\\x60{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$"

var emailRe = regexp.MustCompile(EmailPattern)

// ValidEmail reports whether s is an e-mail address of EmailPattern, at most 254 characters.
func ValidEmail(s string) bool { return len(s) <= 254 && emailRe.MatchString(s) }

// UFPattern is what NormalizeUF accepts: one of the 27 UFs, in either case.
var UFPattern = ufPattern()

func ufPattern() string {
	alts := make([]string, len(UFs))
	for i, uf := range UFs {
		for _, r := range uf {
			alts[i] += "[" + string(r) + strings.ToLower(string(r)) + "]"
		}
	}
	return "^(" + strings.Join(alts, "|") + ")$"
}

// UFs are the 27 federative units.
var UFs = []string{"AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
	"PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"}

// NormalizeUF returns the upper-case UF and whether it is one of the 27.
func NormalizeUF(s string) (string, bool) {
	u := strings.ToUpper(s)
	return u, slices.Contains(UFs, u)
}

// Digits returns only the ASCII digits of s.
func Digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// NormalizeCPF accepts "123.456.789-09" or "12345678909" and returns the 11 digits and whether
// the punctuation is of a CPF and both check digits are right. Repeated digits (111.111.111-11)
// pass the arithmetic but are not valid CPFs.
func NormalizeCPF(s string) (string, bool) {
	for _, r := range s {
		if !(r >= '0' && r <= '9') && r != '.' && r != '-' && r != ' ' {
			return "", false
		}
	}
	d := Digits(s)
	if len(d) != 11 || strings.Count(d, d[:1]) == 11 {
		return "", false
	}
	for _, n := range []int{9, 10} {
		sum := 0
		for i := 0; i < n; i++ {
			sum += int(d[i]-'0') * (n + 1 - i)
		}
		check := sum * 10 % 11 % 10
		if check != int(d[n]-'0') {
			return "", false
		}
	}
	return d, true
}

// NormalizePhone returns the digits of a phone number written with digits, spaces, + ( ) - .
// and whether it has 8 to 15 digits (E.164 maximum).
func NormalizePhone(s string) (string, bool) {
	for _, r := range s {
		if !(r >= '0' && r <= '9') && !strings.ContainsRune(" +()-.", r) {
			return "", false
		}
	}
	d := Digits(s)
	return d, len(d) >= 8 && len(d) <= 15
}

var cepRe = regexp.MustCompile(CEPPattern)

// NormalizeCEP returns a CEP as NNNNN-NNN and whether s is one (CEPPattern).
func NormalizeCEP(s string) (string, bool) {
	if !cepRe.MatchString(s) {
		return "", false
	}
	d := Digits(s)
	return d[:5] + "-" + d[5:], true
}
