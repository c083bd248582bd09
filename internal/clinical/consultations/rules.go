package consultations

import (
	"regexp"
	"strconv"
	"strings"

	"clinic/internal/platform/fold"
)

// The deterministic SOAP engine: the transcript is cut into sentences, and each goes to the
// section its Portuguese clinical cues point to (complaints and history → S; vital signs and
// exam findings → O; hypotheses, diagnoses and CID codes → A; prescriptions, requested exams,
// orientations and follow-up → P). A section header said aloud ("Ao exame:", "Conduta:") sends
// the sentences after it to its section until the next one. Vital signs are read into numbers.

// Section names, in note order.
const (
	Subjective = "subjective"
	Objective  = "objective"
	Assessment = "assessment"
	Plan       = "plan"
)

// Sections lists the sections in note order.
var Sections = []string{Subjective, Objective, Assessment, Plan}

// Sentence is one sentence of the transcript and the section it went to. Start is its byte
// offset in the transcript, so a transcript that only grew is read again from its last sentence.
type Sentence struct {
	Start   int    `json:"start"`
	Text    string `json:"text"`
	Section string `json:"section"`
	Header  bool   `json:"header,omitempty"` // a section header: it sends later sentences to its section
}

var (
	sentenceEnd = regexp.MustCompile(`[.!?;]+(?:\s+|$)|\n+`)
	speaker     = regexp.MustCompile(`^(?:medic[oa]|dr[a]?\.?|doutor[a]?|paciente|pac\.?|acompanhante|mae|pai|enfermeir[oa])\s*:\s*`)
	headers     = []struct {
		re      *regexp.Regexp
		section string
	}{
		{regexp.MustCompile(`^(?:s|subjetivo|queixa(?: principal)?|qp|hda|historia(?: da doenca atual)?|anamnese)\s*:`), Subjective},
		{regexp.MustCompile(`^(?:o|objetivo|exame fisico|ao exame(?: fisico)?|sinais vitais)\s*:`), Objective},
		{regexp.MustCompile(`^(?:a|avaliacao|impressao(?: diagnostica)?|hipoteses?(?: diagnosticas?)?|hd|diagnosticos?)\s*:`), Assessment},
		{regexp.MustCompile(`^(?:p|plano|conduta|prescricao|orientacoes)\s*:`), Plan},
	}
	cues = map[string][]*regexp.Regexp{
		Objective: {
			regexp.MustCompile(`\bao exame\b|\bexame fisico\b|\bausculta\b|\bbulhas\b|\bmurmurio\b|\babdome\b|\bflacido\b|\bpalpacao\b|\bedema\b|\bafebril\b|\bcorad[oa]\b|\bhidratad[oa]\b|\beupneic[oa]\b|\blucid[oa]\b|\borientad[oa] em\b|\botoscopia\b|\boroscopia\b|\borofaringe\b|\bhiperemi|\bmmhg\b|\bbpm\b|\birpm\b|\bsinais vitais\b|\bexame neurologico\b|\bpupilas\b|\bturgencia\b|\bamigdalas\b|\bsopro\b|\bcrepita`),
			vitalCue,
		},
		Assessment: {
			regexp.MustCompile(`\bhipotese|\bdiagnostic|\bimpressao\b|\bcid\b|\bcompativel com\b|\bsuspeita de\b|\bsugestiv|\bprovavel\b|\bquadro (?:de|compativel|sugestivo)\b|\bconclusao\b|\bdescompensad|\bcontrolad[oa]\b`),
			regexp.MustCompile(`\b[a-tv-z]\d{2}(?:\.\d{1,2})?\b`),
		},
		Plan: {
			regexp.MustCompile(`\bprescrevo\b|\bprescrit|\bprescricao\b|\biniciar?\b|\binicio\b|\bmanter\b|\bmantenho\b|\bsuspend|\bsolicit|\bpeco\b|\bpedido de\b|\bretorno\b|\bretornar\b|\borientad[oa] (?:a|sobre)\b|\borientac|\borientei\b|\bencaminh|\breceita\b|\bdieta\b|\brepouso\b|\bconduta\b|\bagendar\b|\breavali|\bvacina|\btomar\b|\bde \d{1,2} em \d{1,2} horas\b|\b\d{1,2}\s*/\s*\d{1,2}\s*h\b|\bpor \d+ dias\b|\bsolicitados?\b`),
		},
		Subjective: {
			regexp.MustCompile(`\brefere\b|\bqueix|\brelata\b|\bnega\b|\bha \d+ (?:dias|semanas|meses|anos)\b|\bdesde\b|\bhistoria\b|\bantecedente|\bsente\b|\bdor\b|\bfebre\b|\btosse\b|\bcansaco\b|\bsintoma|\bcomecou\b|\bpiora\b|\bmelhora\b`),
		},
	}
	// cueWeight: what a match says, beyond mentioning a symptom.
	cueWeight = map[string]int{Objective: 2, Assessment: 3, Plan: 3, Subjective: 1}
	vitalCue  = regexp.MustCompile(`\b(?:pa|pressao(?: arterial)?|fc|frequencia cardiaca|pulso|fr|frequencia respiratoria|temperatura|tax|sat(?:uracao)?(?: de)?(?: o2| oxigenio)?|spo2|sato2|peso|altura|glicemia capilar|hgt|dextro)\b\s*(?:de|:|=|é|e)?\s*\d`)
)

// splitSentences cuts text (from offset base in the transcript) into sentences with offsets.
func splitSentences(text string, base int) []Sentence {
	var out []Sentence
	start := 0
	add := func(end int) {
		raw := text[start:end]
		trimmed := strings.TrimSpace(raw)
		if trimmed != "" {
			lead := strings.Index(raw, trimmed)
			out = append(out, Sentence{Start: base + start + lead, Text: trimmed})
		}
	}
	for _, loc := range sentenceEnd.FindAllStringIndex(text, -1) {
		add(loc[1])
		start = loc[1]
	}
	add(len(text))
	return out
}

// classify assigns each sentence its section; current is the section a header said before
// the first sentence ("" for none).
func classify(ss []Sentence, current string) []Sentence {
	for i := range ss {
		f := strings.TrimSpace(fold.String(ss[i].Text))
		patient := false
		if loc := speaker.FindStringIndex(f); loc != nil {
			patient = strings.HasPrefix(f, "paciente") || strings.HasPrefix(f, "pac") ||
				strings.HasPrefix(f, "acompanhante") || strings.HasPrefix(f, "mae") || strings.HasPrefix(f, "pai")
			f = f[loc[1]:]
		}
		header := ""
		for _, h := range headers {
			if h.re.MatchString(f) {
				header = h.section
				break
			}
		}
		if header != "" {
			current = header
			ss[i].Header = true
		}
		ss[i].Section = sectionOf(f, current, patient)
		if header != "" {
			ss[i].Section = header
		}
	}
	return ss
}

// sectionOf picks a sentence's section: the strongest cue, else the section a header set, else
// subjective. What the patient says is subjective unless it is a vital sign.
func sectionOf(f, current string, patient bool) string {
	best, bestScore := "", 0
	for _, sec := range []string{Plan, Assessment, Objective, Subjective} {
		score := 0
		for _, re := range cues[sec] {
			score += len(re.FindAllStringIndex(f, -1)) * cueWeight[sec]
		}
		if score > bestScore {
			best, bestScore = sec, score
		}
	}
	switch {
	case patient && best != Objective:
		return Subjective
	case current != "" && (best == "" || best == Subjective):
		return current
	case best == "":
		return Subjective
	}
	return best
}

// lastHeader returns the section the last header of ss set ("" for none).
func lastHeader(ss []Sentence) string {
	for i := len(ss) - 1; i >= 0; i-- {
		if ss[i].Header {
			return ss[i].Section
		}
	}
	return ""
}

// Vitals are the vital signs a transcript states (nil: not stated).
type Vitals struct {
	SystolicMmHg, DiastolicMmHg *int
	HeartRateBpm                *int
	RespiratoryRateIrpm         *int
	TemperatureC                *float64
	SpO2Percent                 *int
	WeightKg                    *float64
	HeightM                     *float64
	CapillaryGlucoseMgDL        *int
}

var (
	bpRe      = regexp.MustCompile(`\b(?:pa|pressao(?: arterial)?)\s*(?:de|:|=|e|é)?\s*(\d{1,3})\s*(?:x|por|/)\s*(\d{1,3})`)
	hrRe      = regexp.MustCompile(`\b(?:fc|frequencia cardiaca|pulso)\s*(?:de|:|=|e|é)?\s*(\d{2,3})`)
	rrRe      = regexp.MustCompile(`\b(?:fr|frequencia respiratoria)\s*(?:de|:|=|e|é)?\s*(\d{1,2})`)
	tempRe    = regexp.MustCompile(`\b(?:temperatura(?: axilar)?|tax|temp)\s*(?:de|:|=|e|é)?\s*(\d{2}(?:[.,]\d)?)`)
	spo2Re    = regexp.MustCompile(`\b(?:sat(?:uracao)?(?: de)?(?: o2| oxigenio)?|spo2|sato2)\s*(?:de|:|=|e|é)?\s*(\d{2,3})\s*%?`)
	weightRe  = regexp.MustCompile(`\bpeso\s*(?:de|:|=|e|é)?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:kg|quilos)?`)
	heightRe  = regexp.MustCompile(`\baltura\s*(?:de|:|=|e|é)?\s*(\d(?:[.,]\d{1,2})|\d{3})\s*(m|cm)?\b`)
	glucoseRe = regexp.MustCompile(`\b(?:glicemia capilar|hgt|dextro)\s*(?:de|:|=|e|é)?\s*(\d{2,3})`)
)

// readVitals reads the vital signs of the objective sentences; plausible values only
// (blood pressure said in "13 por 8" is 130/80).
func readVitals(ss []Sentence) Vitals {
	var v Vitals
	for _, s := range ss {
		if s.Section != Objective {
			continue
		}
		f := fold.String(s.Text)
		if m := bpRe.FindStringSubmatch(f); m != nil && v.SystolicMmHg == nil {
			sys, dia := atoi(m[1]), atoi(m[2])
			if sys < 30 && dia < 20 {
				sys, dia = sys*10, dia*10
			}
			if sys >= 50 && sys <= 300 && dia >= 20 && dia < sys {
				v.SystolicMmHg, v.DiastolicMmHg = &sys, &dia
			}
		}
		setInt(&v.HeartRateBpm, hrRe, f, 20, 250)
		setInt(&v.RespiratoryRateIrpm, rrRe, f, 4, 80)
		setInt(&v.SpO2Percent, spo2Re, f, 50, 100)
		setInt(&v.CapillaryGlucoseMgDL, glucoseRe, f, 10, 999)
		setFloat(&v.TemperatureC, tempRe, f, 30, 45)
		setFloat(&v.WeightKg, weightRe, f, 0.5, 400)
		if m := heightRe.FindStringSubmatch(f); m != nil && v.HeightM == nil {
			h := atof(m[1])
			if h > 3 {
				h /= 100 // "altura 160 cm"
			}
			if h >= 0.3 && h <= 2.5 {
				v.HeightM = &h
			}
		}
	}
	return v
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func atof(s string) float64 {
	n, _ := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	return n
}

func setInt(dst **int, re *regexp.Regexp, f string, lo, hi int) {
	if *dst != nil {
		return
	}
	if m := re.FindStringSubmatch(f); m != nil {
		if n := atoi(m[1]); n >= lo && n <= hi {
			*dst = &n
		}
	}
}

func setFloat(dst **float64, re *regexp.Regexp, f string, lo, hi float64) {
	if *dst != nil {
		return
	}
	if m := re.FindStringSubmatch(f); m != nil {
		if n := atof(m[1]); n >= lo && n <= hi {
			*dst = &n
		}
	}
}

// vitalsLine prints the vitals the Brazilian way: "PA 130/80 mmHg; FC 82 bpm; Tax 37,8 °C".
func vitalsLine(v Vitals) string {
	var parts []string
	num := func(x float64) string { return strings.ReplaceAll(strconv.FormatFloat(x, 'f', -1, 64), ".", ",") }
	if v.SystolicMmHg != nil {
		parts = append(parts, "PA "+strconv.Itoa(*v.SystolicMmHg)+"/"+strconv.Itoa(*v.DiastolicMmHg)+" mmHg")
	}
	if v.HeartRateBpm != nil {
		parts = append(parts, "FC "+strconv.Itoa(*v.HeartRateBpm)+" bpm")
	}
	if v.RespiratoryRateIrpm != nil {
		parts = append(parts, "FR "+strconv.Itoa(*v.RespiratoryRateIrpm)+" irpm")
	}
	if v.TemperatureC != nil {
		parts = append(parts, "Tax "+num(*v.TemperatureC)+" °C")
	}
	if v.SpO2Percent != nil {
		parts = append(parts, "SatO2 "+strconv.Itoa(*v.SpO2Percent)+"%")
	}
	if v.WeightKg != nil {
		parts = append(parts, "Peso "+num(*v.WeightKg)+" kg")
	}
	if v.HeightM != nil {
		parts = append(parts, "Altura "+num(*v.HeightM)+" m")
	}
	if v.CapillaryGlucoseMgDL != nil {
		parts = append(parts, "Glicemia capilar "+strconv.Itoa(*v.CapillaryGlucoseMgDL)+" mg/dL")
	}
	return strings.Join(parts, "; ")
}

// headerRest returns what a header sentence says after its speaker and header ("Ao exame: PA
// 130/80" → "PA 130/80").
func headerRest(text string) string {
	t := fold.NewText(text)
	f := t.Folded
	from := 0
	if loc := speaker.FindStringIndex(f); loc != nil {
		from = loc[1]
	}
	for _, h := range headers {
		if loc := h.re.FindStringIndex(f[from:]); loc != nil {
			from += loc[1]
			break
		}
	}
	return strings.TrimSpace(t.Span(from, len(f)))
}

// compose writes the note's sections from the sentences (headers left out); the objective
// section opens with the vital signs, normalised.
func compose(ss []Sentence) (SOAP, Vitals) {
	by := map[string][]string{}
	for _, s := range ss {
		text := s.Text
		if s.Header {
			if text = headerRest(text); text == "" {
				continue
			}
		}
		by[s.Section] = append(by[s.Section], text)
	}
	v := readVitals(ss)
	obj := by[Objective]
	if line := vitalsLine(v); line != "" {
		obj = append([]string{"Sinais vitais: " + line + "."}, obj...)
	}
	return SOAP{Subjective: strings.Join(by[Subjective], " "), Objective: strings.Join(obj, " "),
		Assessment: strings.Join(by[Assessment], " "), Plan: strings.Join(by[Plan], " ")}, v
}
