package br

import "testing"

func TestNormalizeCPF(t *testing.T) {
	cases := []struct {
		in   string
		want string
		ok   bool
	}{
		{"529.982.247-25", "52998224725", true},
		{"52998224725", "52998224725", true},
		{" 529.982.247-25 ", "52998224725", true},
		{"529.982.247-24", "", false}, // second check digit wrong
		{"529.982.247-15", "", false}, // first check digit wrong
		{"111.111.111-11", "", false}, // repeated digits
		{"5299822472", "", false},     // 10 digits
		{"529982247250", "", false},   // 12 digits
		{"529a982b247c25", "", false}, // letters
		{"", "", false},
	}
	for _, c := range cases {
		got, ok := NormalizeCPF(c.in)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("NormalizeCPF(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestNormalizeUF(t *testing.T) {
	for in, want := range map[string]bool{"sp": true, "SP": true, "DF": true, "XX": false, "": false, "SPA": false} {
		if _, ok := NormalizeUF(in); ok != want {
			t.Errorf("NormalizeUF(%q) ok = %v, want %v", in, ok, want)
		}
	}
}

func TestNormalizePhone(t *testing.T) {
	for in, want := range map[string]bool{"+55 (11) 98765-4321": true, "1133334444": true, "123": false, "11 9abc": false} {
		if _, ok := NormalizePhone(in); ok != want {
			t.Errorf("NormalizePhone(%q) ok = %v, want %v", in, ok, want)
		}
	}
}
