package ptbr_test

import (
	"testing"
	"time"

	"clinic/internal/language/ptbr"
)

// FuzzParse: any text is read without a panic, and what comes back keeps the contract: a known
// intent, dates in order within the API's years, a clock time within the day and no period
// beside it, a confidence in [0, 1].
func FuzzParse(f *testing.F) {
	for _, s := range []string{"marca um cardio pra quinta à tarde", "passa minha consulta de terça pra quarta às 11",
		"daqui a 99999999 meses", "10/12/9999 às 25:61", "dia 31 de fevereiro", "Dra. . com o A de B de C",
		"às às às 2 e e meia da da tarde", "5ª feira 3a feira 1º/12", "meio-dia e meia", "\x00\xff"} {
		f.Add(s)
	}
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	ref := time.Date(2026, 11, 23, 10, 0, 0, 0, zone)
	lex := ptbr.Lexicon{Providers: []string{"Dr. Carlos Mendes"}, Locations: []string{"Unidade Centro"}, Types: []string{"Retorno"}}
	f.Fuzz(func(t *testing.T, msg string) {
		r := ptbr.Parse(msg, ref, lex)
		switch r.Intent {
		case ptbr.Schedule, ptbr.Reschedule, ptbr.Cancel, ptbr.Availability, ptbr.Unknown:
		default:
			t.Fatalf("intent %q", r.Intent)
		}
		if (r.DateFrom == nil) != (r.DateTo == nil) || r.DateFrom != nil && (r.DateTo.Before(*r.DateFrom) ||
			r.DateFrom.Year() < 1900 || r.DateTo.Year() > 9998) {
			t.Fatalf("dates %v %v", r.DateFrom, r.DateTo)
		}
		if r.Time != nil && (*r.Time < 0 || *r.Time >= 24*60 || r.Period != "") {
			t.Fatalf("time %v period %q", *r.Time, r.Period)
		}
		if r.Confidence < 0 || r.Confidence > 1 {
			t.Fatalf("confidence %v", r.Confidence)
		}
	})
}
