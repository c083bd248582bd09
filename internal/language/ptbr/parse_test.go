package ptbr_test

import (
	"maps"
	"slices"
	"testing"
	"time"

	"clinic/internal/language/ptbr"
	"clinic/internal/language/ptbr/ptbrtest"
)

// read parses a table's sentence as the table's fields.
func read(t *testing.T, lex ptbr.Lexicon, s ptbrtest.Sentence) map[string]string {
	zone, _ := time.LoadLocation(ptbrtest.Zone)
	ref, err := time.ParseInLocation("2006-01-02T15:04", s.Reference, zone)
	if err != nil {
		t.Fatalf("%q: reference: %v", s.Message, err)
	}
	r := ptbr.Parse(s.Message, ref, lex)
	out := map[string]string{"intent": string(r.Intent), "specialty": r.Specialty, "provider_name": r.ProviderName,
		"period": r.Period, "location_name": r.LocationName, "appointment_type": r.AppointmentType}
	if r.DateFrom != nil {
		out["date_from"], out["date_to"] = r.DateFrom.Format(time.DateOnly), r.DateTo.Format(time.DateOnly)
	}
	if r.Time != nil {
		out["time"] = ptbr.Clock(*r.Time)
	}
	maps.DeleteFunc(out, func(_, v string) bool { return v == "" })
	return out
}

// TestSentenceTables scores the parser on each sentence table: sentences.jsonl, written with the
// parser, and the tables written apart from it from the rules alone. Each must reach 95 % on the
// strict field accuracy. (The API's test scores the same tables through HTTP.)
func TestSentenceTables(t *testing.T) {
	lex := ptbr.Lexicon{Providers: slices.Sorted(maps.Keys(ptbrtest.Providers)), Locations: ptbrtest.Locations,
		Types: ptbrtest.Types}
	scores := map[string]*ptbrtest.Score{}
	for _, s := range ptbrtest.Tables(t, "testdata") {
		if scores[s.File] == nil {
			scores[s.File] = &ptbrtest.Score{}
		}
		got := read(t, lex, s)
		for _, k := range scores[s.File].Add(s.Want, got) {
			t.Logf("%s %s | %q: %s = %q, want %q", s.File, s.Reference, s.Message, k, got[k], s.Want[k])
		}
	}
	for file, sc := range scores {
		t.Logf("%s: %d sentences, %d wholly right; field accuracy %.3f, strict (filled fields) %.3f",
			file, sc.Sentences, sc.Whole, sc.All(), sc.Strict())
		if sc.Strict() < 0.95 {
			t.Errorf("%s: strict field accuracy %.3f, want ≥ 0.95", file, sc.Strict())
		}
	}
}
