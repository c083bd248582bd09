package extract

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	freqEvery    = regexp.MustCompile(`\b(?:de\s+)?(\d{1,2})\s*/\s*(\d{1,2})\s*(?:h|hs|horas?)\b`)
	freqEveryIn  = regexp.MustCompile(`\bde\s+(\d{1,2})\s+em\s+(\d{1,2})\s+horas?\b`)
	freqTimes    = regexp.MustCompile(`\b(\d)\s*(?:x|vez(?:es)?)\s*(?:ao|por|/)\s*dia\b|\b(\d)\s*x\s*/\s*dia\b`)
	freqUnitsDay = regexp.MustCompile(`\b(\d)\s+(?:comprimidos?|capsulas?|cps?|drageas?)\s+(?:ao|por)\s+dia\b`)
	freqPerDay   = regexp.MustCompile(`\b(?:1\s+vez\s+)?(?:ao|por)\s+dia\b|/dia\b`)
	freqWhen     = regexp.MustCompile(`\b(?:a noite|pela manha|em jejum|ao deitar|antes do cafe|apos (?:o )?almoco|se necessario|se dor|se febre|semanal(?:mente)?|1 vez por semana)\b`)
	freqChronic  = regexp.MustCompile(`\buso continuo\b`)
)

// frequencyOf reads the posology frequency from folded text [i, j), lightly
// normalised: "12/12 horas", "N vez(es) ao dia", a time of day, or "uso
// contínuo" when nothing more specific is stated.
func frequencyOf(f foldedText, i, j int) string {
	s := f.s[i:j]
	if m := freqEvery.FindStringSubmatch(s); m != nil {
		return m[1] + "/" + m[2] + " horas"
	}
	if m := freqEveryIn.FindStringSubmatch(s); m != nil {
		return m[1] + "/" + m[2] + " horas"
	}
	if m := freqTimes.FindStringSubmatch(s); m != nil {
		return timesPerDay(m[1] + m[2])
	}
	if m := freqUnitsDay.FindStringSubmatch(s); m != nil && m[1] == "1" {
		return timesPerDay("1")
	}
	if loc := freqWhen.FindStringIndex(s); loc != nil {
		return f.span(i+loc[0], i+loc[1])
	}
	if freqPerDay.MatchString(s) {
		return timesPerDay("1")
	}
	if loc := freqChronic.FindStringIndex(s); loc != nil {
		return f.span(i+loc[0], i+loc[1])
	}
	return ""
}

func timesPerDay(n string) string {
	if k, _ := strconv.Atoi(n); k > 1 {
		return n + " vezes ao dia"
	}
	return strings.TrimSpace(n) + " vez ao dia"
}

// dedupeMeds keeps the first mention of each drug, completing its empty
// fields from later mentions.
func dedupeMeds(in []Medication) []Medication {
	var out []Medication
	idx := map[string]int{}
	for _, m := range in {
		k := fold(m.Name) + "|" + m.Dose
		j, ok := idx[k]
		if !ok {
			idx[k] = len(out)
			out = append(out, m)
			continue
		}
		if out[j].Route == "" {
			out[j].Route = m.Route
		}
		if out[j].Frequency == "" {
			out[j].Frequency = m.Frequency
		}
	}
	return out
}
