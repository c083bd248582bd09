package br

import (
	"regexp"
	"strings"
	"testing"
)

// FuzzPatternsAgree checks that each Pattern the OpenAPI document states accepts exactly what its
// function accepts (for the CPF: the syntax; the check digits are the function's alone).
func FuzzPatternsAgree(f *testing.F) {
	for _, s := range []string{"529.982.247-25", "529.982.247-24", "+55 (11) 98765-4321", "sp", "SP", "Sp ", "01310-100",
		"01310100", "0131-0100", "maria@example.com", "a@b", "a@-b.com", "maria@example.com.", "", " "} {
		f.Add(s)
	}
	cpf, phone, uf := regexp.MustCompile(CPFPattern), regexp.MustCompile(PhonePattern), regexp.MustCompile(UFPattern)
	cep, email := regexp.MustCompile(CEPPattern), regexp.MustCompile(EmailPattern)
	f.Fuzz(func(t *testing.T, s string) {
		if _, ok := NormalizeCPF(s); ok && !cpf.MatchString(s) {
			t.Errorf("CPF %q accepted but does not match CPFPattern", s)
		}
		if cpf.MatchString(s) && len(Digits(s)) != 11 {
			t.Errorf("CPFPattern matches %q, which has not 11 digits", s)
		}
		if _, ok := NormalizePhone(s); ok != phone.MatchString(s) {
			t.Errorf("phone %q: NormalizePhone %v, PhonePattern %v", s, ok, !ok)
		}
		if _, ok := NormalizeUF(s); ok != uf.MatchString(s) {
			t.Errorf("UF %q: NormalizeUF %v, UFPattern %v", s, ok, !ok)
		}
		if _, ok := NormalizeCEP(s); ok != cep.MatchString(s) {
			t.Errorf("CEP %q: NormalizeCEP %v, CEPPattern %v", s, ok, !ok)
		}
		if ValidEmail(s) != (email.MatchString(s) && len(s) <= 254) {
			t.Errorf("e-mail %q: ValidEmail %v, EmailPattern %v", s, ValidEmail(s), email.MatchString(s))
		}
	})
}

func TestUFPatternIsEveryUF(t *testing.T) {
	re := regexp.MustCompile(UFPattern)
	for _, uf := range UFs {
		if !re.MatchString(uf) || !re.MatchString(strings.ToLower(uf)) {
			t.Errorf("UFPattern refuses %s", uf)
		}
	}
}
