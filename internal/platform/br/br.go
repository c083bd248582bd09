// Package br validates Brazilian identifiers: CPF, UF, CRM, phone numbers.
package br

import (
	"slices"
	"strings"
)

// UFs are the 27 federative units.
var UFs = []string{"AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
	"PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"}

// NormalizeUF returns the upper-case UF and whether it is one of the 27.
func NormalizeUF(s string) (string, bool) {
	u := strings.ToUpper(strings.TrimSpace(s))
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
	s = strings.TrimSpace(s)
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
