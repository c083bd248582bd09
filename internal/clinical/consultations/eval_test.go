package consultations

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The rules engine measured on consultations written apart from it (testdata/eval: written by a
// helper from the section rules alone, without seeing this code; never tuned on, and only its
// aggregate figures are printed). The test fails below the floors, set under the first
// measurement.

type soapCase struct {
	ID        string `json:"id"`
	Sentences []struct {
		Text    string `json:"text"`
		Section string `json:"section"`
	} `json:"sentences"`
	Vitals map[string]float64 `json:"vitals"`
}

// soapFloors sit under the latest measurement (29 consultations, 533 sentences):
//   - first, at 93274de5: sections 0.685 (365 right; gold rows vs read columns S O A P:
//     subjective 186 0 0 7, objective 63 73 1 2, assessment 34 0 33 0, plan 61 0 0 73); vitals
//     F1 0.922 (83 right, 0 extra or wrong, 14 missed);
//   - second, after one round on the development set (more cues, the plan's dialogue kept in
//     the plan, findings and orders dictated in a row, numbers said in words): sections 0.880
//     (469 right; subjective 175 3 0 15, objective 8 121 2 8, assessment 3 8 54 2, plan 7 2 6
//     119); vitals F1 0.957 (90 right, 1 extra or wrong, 7 missed).
var soapFloors = struct{ sectionAccuracy, vitalsF1 float64 }{0.85, 0.93}

var speakerStart = regexp.MustCompile(`^[\p{L}]+:`)

func TestSOAPRulesOnTheEvaluationSet(t *testing.T) {
	acc, vf1 := measureSOAP(t, "testdata/eval/cases.json", false)
	if acc < soapFloors.sectionAccuracy || vf1 < soapFloors.vitalsF1 {
		t.Errorf("below the floors %+v", soapFloors)
	}
}

// TestSOAPRulesOnTheDevelopmentSet measures the rules on the set they are tuned on (written by
// another helper from the same brief), printing each sentence filed wrongly.
func TestSOAPRulesOnTheDevelopmentSet(t *testing.T) {
	acc, vf1 := measureSOAP(t, "testdata/dev/cases.json", true)
	if acc < devFloors.sectionAccuracy || vf1 < devFloors.vitalsF1 {
		t.Errorf("below the floors %+v", devFloors)
	}
}

// devFloors sit under the development set's figures (27 consultations, 566 sentences): on
// arrival (with the cues of the first round) sections 0.832, vitals F1 0.919; after the round
// 0.938 and 0.965.
var devFloors = struct{ sectionAccuracy, vitalsF1 float64 }{0.91, 0.94}

// measureSOAP runs the rules over a set and returns section accuracy and vitals F1; verbose
// prints every sentence filed wrongly and every vital sign missed (development sets only).
func measureSOAP(t *testing.T, path string, verbose bool) (float64, float64) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases []soapCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	var right, total, unaligned int
	confusion := map[string]map[string]int{}
	var vTP, vFP, vFN int
	for _, c := range cases {
		var sb strings.Builder
		starts := make([]int, len(c.Sentences))
		for i, s := range c.Sentences {
			if i > 0 {
				if speakerStart.MatchString(s.Text) {
					sb.WriteString("\n")
				} else {
					sb.WriteString(" ")
				}
			}
			starts[i] = sb.Len()
			sb.WriteString(s.Text)
		}
		d := rulesDraft(sb.String(), nil)
		byStart := map[int]string{}
		for _, s := range d.sentences {
			byStart[s.Start] = s.Section
		}
		for i, s := range c.Sentences {
			total++
			got, ok := byStart[starts[i]]
			if !ok {
				unaligned++
				continue
			}
			if confusion[s.Section] == nil {
				confusion[s.Section] = map[string]int{}
			}
			confusion[s.Section][got]++
			if got == s.Section {
				right++
			} else if verbose {
				t.Logf("%s: %s read as %s: %q", c.ID, s.Section, got, s.Text)
			}
		}
		read := vitalsMap(d.vitals)
		for k, want := range c.Vitals {
			if got, ok := read[k]; ok && math.Abs(got-want) < 0.011 {
				vTP++
			} else {
				vFN++
				if verbose {
					t.Logf("%s: vital %s = %v read as %v", c.ID, k, want, got)
				}
			}
		}
		for k, got := range read {
			if want, ok := c.Vitals[k]; !ok || math.Abs(got-want) >= 0.011 {
				vFP++
			}
		}
	}
	acc := float64(right) / float64(total)
	vf1 := 2 * float64(vTP) / float64(2*vTP+vFP+vFN)
	var rows []string
	for _, sec := range Sections {
		row := sec + ":"
		for _, g := range Sections {
			row += fmt.Sprintf(" %d", confusion[sec][g])
		}
		rows = append(rows, row)
	}
	t.Logf("SOAP rules on %s (%d consultations): sections %.3f (%d of %d sentences; %d not split as written); vitals F1 %.3f (%d right, %d extra or wrong, %d missed); gold rows vs read columns S O A P: %s",
		path, len(cases), acc, right, total, unaligned, vf1, vTP, vFP, vFN, strings.Join(rows, "; "))
	return acc, vf1
}

// vitalsMap is the vitals by the evaluation set's keys.
func vitalsMap(v Vitals) map[string]float64 {
	out := map[string]float64{}
	ints := map[string]*int{"systolic_mmhg": v.SystolicMmHg, "diastolic_mmhg": v.DiastolicMmHg, "heart_rate_bpm": v.HeartRateBpm,
		"respiratory_rate_irpm": v.RespiratoryRateIrpm, "spo2_percent": v.SpO2Percent, "capillary_glucose_mg_dl": v.CapillaryGlucoseMgDL}
	for k, p := range ints {
		if p != nil {
			out[k] = float64(*p)
		}
	}
	floats := map[string]*float64{"temperature_c": v.TemperatureC, "weight_kg": v.WeightKg, "height_m": v.HeightM}
	for k, p := range floats {
		if p != nil {
			out[k] = *p
		}
	}
	return out
}
