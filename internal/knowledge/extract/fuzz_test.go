package extract

import (
	"math"
	"reflect"
	"slices"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzExtract feeds arbitrary text to the extractor without Extract's recover, as a text layer
// and as a scan's OCR: it must never panic, answer the same twice, and every fact it returns
// must be well formed (finite values, known flags and statuses, named markers and drugs,
// plausible dates).
func FuzzExtract(f *testing.F) {
	f.Add("Glicose: 98 mg/dL (70 - 99)\nData da coleta: 10/03/2026", false)
	f.Add("Sódio 1311 mEq/L 135 a 145\nCálcio total mg/dL 8,31 8,114 8,0 1 8,6a10,3", true)
	f.Fuzz(func(t *testing.T, text string, scanned bool) {
		got := extract(text, scanned)
		if again := extract(text, scanned); !reflect.DeepEqual(got, again) {
			t.Fatalf("two runs differ:\n%+v\n%+v", got, again)
		}
		checkDate(t, "collected_at", got.CollectedAt)
		checkDate(t, "document_date", got.DocumentDate)
		for _, l := range got.Labs {
			if l.Marker == "" || l.ValueText == "" || !utf8.ValidString(l.Marker) {
				t.Fatalf("lab without marker or value: %+v", l)
			}
			if math.IsNaN(l.Value) || math.IsInf(l.Value, 0) {
				t.Fatalf("non-finite lab value: %+v", l)
			}
			for _, b := range []*float64{l.RefLow, l.RefHigh} {
				if b != nil && (math.IsNaN(*b) || math.IsInf(*b, 0)) {
					t.Fatalf("non-finite reference: %+v", l)
				}
			}
			if !slices.Contains([]string{"", "low", "normal", "high"}, l.Flag) {
				t.Fatalf("unknown flag: %+v", l)
			}
		}
		for _, c := range got.Conditions {
			if c.Name == "" || !slices.Contains([]string{"", "suspected", "confirmed", "history"}, c.Status) {
				t.Fatalf("bad condition: %+v", c)
			}
		}
		for _, m := range got.Medications {
			if m.Name == "" {
				t.Fatalf("medication without a name: %+v", m)
			}
		}
		for _, a := range got.Allergies {
			if a.Substance == "" {
				t.Fatalf("allergy without a substance: %+v", a)
			}
		}
		for _, fa := range got.Factors {
			if !slices.Contains([]string{"smoking", "alcohol", "physical_activity", "occupation"}, fa.Kind) {
				t.Fatalf("unknown factor: %+v", fa)
			}
		}
	})
}

// FuzzParseDate feeds arbitrary folded text to the date reader: no panic, and a date it returns
// is a real calendar date at UTC midnight between 1900 and 2200.
func FuzzParseDate(f *testing.F) {
	f.Add("10/03/2026")
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := parseDate(s)
		if !ok {
			return
		}
		checkDate(t, "date", &d)
	})
}

func checkDate(t *testing.T, what string, d *time.Time) {
	t.Helper()
	if d == nil {
		return
	}
	if d.Location() != time.UTC || d.Hour() != 0 || d.Minute() != 0 || d.Second() != 0 || d.Nanosecond() != 0 {
		t.Fatalf("%s %v is not UTC midnight", what, d)
	}
	if d.Year() < 1900 || d.Year() > 2200 {
		t.Fatalf("%s %v out of range", what, d)
	}
}
