// Package ptbrtest reads the parser's sentence tables (internal/language/ptbr/testdata/*.jsonl)
// and scores a reader of them, so the parser's own test and the API's test score alike.
package ptbrtest

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clinic/internal/platform/fold"
)

// Fields are the fields each sentence is scored on.
var Fields = []string{"intent", "specialty", "provider_name", "date_from", "date_to", "time", "period",
	"location_name", "appointment_type"}

// Providers, Locations and Types are the clinic every sentence is read against.
var (
	Providers = map[string]string{"Dr. Carlos Mendes": "cardiologia", "Dra. Ana Souza": "clinica geral",
		"Dra. Beatriz Lima": "dermatologia", "Dr. João Pereira": "otorrinolaringologia",
		"Dra. Fernanda Rocha": "pediatria", "Dr. Marcos Oliveira": "ortopedia", "Dra. Juliana Castro": "ginecologia"}
	Locations = []string{"Unidade Centro", "Unidade Paulista", "Unidade Barra"}
	Types     = []string{"Primeira consulta", "Retorno", "Teleconsulta", "Exame"}
)

// Zone is the zone of every reference.
const Zone = "America/Sao_Paulo"

// Sentence is one row of a table: a message, when it was said (local, "2006-01-02T15:04"), and
// the expected value of each field (absent: null).
type Sentence struct {
	File      string
	Message   string
	Reference string
	Want      map[string]string
}

// Tables reads every table in dir (the *.jsonl files).
func Tables(tb testing.TB, dir string) []Sentence {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no sentence tables in %s", dir)
	}
	var out []Sentence
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var raw map[string]any
			if err := json.Unmarshal(sc.Bytes(), &raw); err != nil {
				tb.Fatalf("%s: %v", file, err)
			}
			s := Sentence{File: filepath.Base(file), Want: map[string]string{}}
			s.Message, _ = raw["message"].(string)
			s.Reference, _ = raw["reference"].(string)
			for _, k := range Fields {
				if v, ok := raw[k].(string); ok {
					s.Want[k] = v
				}
			}
			out = append(out, s)
		}
		f.Close()
	}
	return out
}

// Score counts, over a table, the fields right of all fields, and of the fields that either the
// table or the reader fills (Strict: an empty field read as empty does not count).
type Score struct{ Right, Total, RightFilled, Filled, Sentences, Whole int }

// All is the field accuracy over every field.
func (s Score) All() float64 { return float64(s.Right) / float64(max(s.Total, 1)) }

// Strict is the field accuracy over the fields the table or the reader fills.
func (s Score) Strict() float64 { return float64(s.RightFilled) / float64(max(s.Filled, 1)) }

// Add scores one sentence read as got (absent: null) and returns the fields read wrong.
func (s *Score) Add(want, got map[string]string) []string {
	var wrong []string
	for _, k := range Fields {
		w, wok := want[k]
		g, gok := got[k]
		s.Total++
		if wok || gok {
			s.Filled++
		}
		if wok == gok && fold.String(strings.TrimSpace(w)) == fold.String(strings.TrimSpace(g)) {
			s.Right++
			if wok {
				s.RightFilled++
			}
			continue
		}
		wrong = append(wrong, k)
	}
	s.Sentences++
	if len(wrong) == 0 {
		s.Whole++
	}
	return wrong
}
