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
	Header  bool   `json:"header,omitempty"`  // a section header: it sends later sentences to its section
	Line    bool   `json:"line,omitempty"`    // it begins a line (a new speaker turn or paragraph)
	Patient bool   `json:"patient,omitempty"` // said by the patient or a companion
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
			regexp.MustCompile(`\bao exame\b|\bexame fisico\b|\bvamos examinar\b|\bvou examinar\b|\bdeixa eu (?:ver|examinar|auscultar|olhar)\b|\bausculta|\bbulhas\b|\bmurmurio\b|\bruidos hidroaereos\b|\babdome\b|\bflacid[oa]\b|\bindolor\b|\bpalpa(?:cao|vel|veis)\b|\bpercussao\b|\binspecao\b|\bedema\b|\bafebril\b|\b(?:des)?corad[oa]\b|\b(?:des)?hidratad[oa]\b|\beupneic[oa]\b|\btaquipneic|\banicteric|\bacianotic|\blucid[oa]\b|\borientad[oa] em\b|\botoscopia\b|\boroscopia\b|\borofaringe\b|\bmembranas? timpanica|\bhiperemi|\bmmhg\b|\bbpm\b|\birpm\b|\bsinais vitais\b|\bexame neurologico\b|\bpupilas\b|\bturgencia\b|\bamigdalas\b|\bsopro\b|\bcrepita|\bsibil|\broncos\b|\bestertores\b|\bnormofonetic|\britmic[oa]s?\b|\bpulsos\b|\breflexos\b|\bforca (?:muscular|preservada|grau)\b|\bmucosas\b|\blinfonodos\b|\blesao|\blesoes\b|\beritema|\bdescamac|\bpapulas?\b|\bvesiculas?\b|\bbcf\b|\baltura uterina\b|\btoque\b|\bespecular\b|\bescoriac|\bequimose|\bdeformidade|\bamplitude de movimento\b|\bteste de\b|\bsinal de\b|\bfundo de olho\b|\bgeral\b|\bbom estado\b|\bbeg\b|\breg\b|\bglasgow\b|\bextremidades\b|\bperfusao\b|\benchimento capilar\b|\bsem alteracoes\b|\bnormal\b`),
			// Results read or measured in the room, and the exam announced.
			regexp.MustCompile(`\b(?:mostra|mostrou|veio|vieram|evidencia|revela|revelou|resultado d[oae]s?)\b|\bvamos (?:medir|ver como|examinar|auscultar)\b|\bvou (?:fazer o exame|examinar|medir|auscultar|olhar)\b|\babra a boca\b|\brespire fundo\b|\bexame ginecologico\b|\b(?:hemoglobina glicada|glicemia(?: de jejum)?|tsh|t4(?: livre)?|creatinina|potassio|sodio|colesterol|ldl|hdl|triglicerides|hemoglobina|leucocitos|plaquetas|pcr|ureia|inr|psa)\b(?: (?:de|em|esta em|veio|foi de))?\s*:?\s*\d`),
			vitalCue,
		},
		Assessment: {
			regexp.MustCompile(`\bhipotese|\bdiagnostic|\bimpressao\b|\bcid\b|\bcompativel com\b|\bsuspeita de\b|\bsugestiv|\bsugere\b|\bprovavel\b|\bprovavelmente\b|\bquadro (?:de|compativel|sugestivo|e|clinico)\b|\bconclusao\b|\bdescompensad|\bcontrolad[oa]\b|\btrata-se\b|\bparece\b|\bnao parece\b|\ba confirmar\b|\bdeve ser\b|\bdescart|\bafastad[oa]\b|\bsem sinais de\b|\bpensando em\b|\bvirose\b|\bcrise\b|\bexacerbac|\bestavel\b|\bdiferencial\b`),
			regexp.MustCompile(`\b[a-tv-z]\d{2}(?:\.\d{1,2})?\b`),
		},
		Plan: {
			regexp.MustCompile(`\bprescrevo\b|\bprescrev|\bprescrit|\bprescricao\b|\biniciar?\b|\binicio\b|\bmanter\b|\bmantenho\b|\bmantem\b|\bsuspend|\bsolicit|\bpeco\b|\bvou pedir\b|\bvou passar\b|\bvou prescrever\b|\bvou encaminhar\b|\bvamos (?:iniciar|comecar|fazer|pedir|trocar|aumentar|reduzir|manter|suspender|marcar|encaminhar|repetir|solicitar)\b|\bpedido de\b|\bretorno (?:em|daqui|com|para|no|na|agendado)\b|\bproxima consulta\b|\bretorne\b|\bretornar\b|\bvolte\b|\bvoltar (?:em|daqui|com)\b|\borientad[oa] (?:a|sobre)\b|\borientac|\borientei\b|\boriento\b|\bencaminh|\breceita\b|\bdieta\b|\brepouso\b|\bconduta\b|\bagendar\b|\bmarcar\b|\breavali|\bvacina|\btomar\b|\btome\b|\bevitar\b|\bevite\b|\bfisioterapia\b|\bexames? (?:de|laboratoriais|de sangue|de controle)\b|\bhemograma\b|\bultrassom|\bultrassonografia\b|\braio[ -]?x\b|\bradiografia\b|\btomografia\b|\bressonancia\b|\beletrocardiograma\b|\becocardiograma\b|\bde \d{1,2} em \d{1,2} horas\b|\b\d{1,2}\s*/\s*\d{1,2}\s*h\b|\bpor \d+ dias\b|\bsolicitados?\b|\bse (?:piorar|nao melhorar|houver|tiver|a febre)\b|\bsinais de alarme\b|\bprocurar (?:o )?pronto|\bpronto[- ]socorro\b|\d+\s*(?:mg|mcg|ui|ml)\b`),
			// The plan said as orders: "Continue o sulfato ferroso", "Faça lavagem nasal".
			regexp.MustCompile(`^(?:e\s+)?(?:continue|continuar|deixe|deixar|faca|passe|use|aplique|beba|beber|aumente|aumentar|reduza|reduzir|mantenha|suspenda|retire|procure|gelo|compressas?|lavagem|imobilizacao|avaliacao d[ao]s?|internar)\b|\bvamos (?:internar|acompanhar|observar|tratar)\b|\bvezes ao dia\b|\bao dia\b|\bdose unica\b|\bem jejum\b|\bcreme\b|\bpomada\b`),
		},
		Subjective: {
			regexp.MustCompile(`\brefere\b|\bqueix|\brelata\b|\bnega\b|\bha \d+ (?:dias|semanas|meses|anos)\b|\bha (?:uns|umas|cerca de|mais de)\b|\bdesde\b|\bhistoria\b|\bantecedente|\bsente\b|\bsentindo\b|\bdor\b|\bdores\b|\bfebre\b|\btosse\b|\bcansaco\b|\bsintoma|\bcomecou\b|\bpiora\b|\bmelhora\b|\bestou\b|\btenho\b|\btive\b|\bfaz (?:uns|umas|\d+)\b|\bestava\b|\bfumante\b|\btabagis|\betilis|\bem uso de\b|\btomando\b|\bfilh[oa]\b|\bnoite\b|\bontem\b|\bsemana passada\b|\b(?:tele)?consulta de retorno\b`),
		},
	}
	// cueWeight: what a match says, beyond mentioning a symptom.
	cueWeight = map[string]int{Objective: 2, Assessment: 3, Plan: 3, Subjective: 1}
	vitalCue  = regexp.MustCompile(`\b(?:pa|pressao(?: arterial)?|fc|frequencia cardiaca|pulso|fr|frequencia respiratoria|temperatura|tax|sat(?:uracao)?(?: de)?(?: o2| oxigenio)?|spo2|sato2|peso|altura|glicemia capilar|hgt|dextro)\b\s*(?:de|:|=|é|e)?\s*\d`)
)

// splitSentences cuts text (from offset base in the transcript) into sentences with offsets;
// lineStart says whether text begins a line.
func splitSentences(text string, base int, lineStart bool) []Sentence {
	var out []Sentence
	start := 0
	add := func(end int) {
		raw := text[start:end]
		trimmed := strings.TrimSpace(raw)
		if trimmed != "" {
			lead := strings.Index(raw, trimmed)
			line := strings.Contains(raw[:lead], "\n") || (start == 0 && lineStart) ||
				(start > 0 && strings.HasSuffix(text[:start], "\n"))
			out = append(out, Sentence{Start: base + start + lead, Text: trimmed, Line: line})
		}
	}
	for _, loc := range sentenceEnd.FindAllStringIndex(text, -1) {
		add(loc[1])
		start = loc[1]
	}
	add(len(text))
	return out
}

// readContext is what classifying a sentence knows of the ones before it.
type readContext struct {
	header  string // the section the last header set ("" for none)
	prev    string // the previous sentence's section
	patient bool   // the current speaker is the patient or a companion
}

// contextAfter returns what classifying knows after the sentences ss.
func contextAfter(ss []Sentence) readContext {
	var c readContext
	c.header = lastHeader(ss)
	if n := len(ss); n > 0 {
		c.prev, c.patient = ss[n-1].Section, ss[n-1].Patient
	}
	return c
}

var patientSide = regexp.MustCompile(`^(?:paciente|pac|acompanhante|mae|pai|filh[oa]|espos[oa]|marido|cuidador[a]?)\b`)

// classify assigns each sentence its section, after the sentences c describes.
func classify(ss []Sentence, c readContext) []Sentence {
	for i := range ss {
		f := strings.TrimSpace(digits(fold.String(ss[i].Text)))
		if loc := speaker.FindStringIndex(f); loc != nil {
			c.patient = patientSide.MatchString(f)
			f = f[loc[1]:]
		} else if ss[i].Line {
			c.patient = false // a new line without a speaker: the doctor's dictation
		}
		ss[i].Patient = c.patient
		header := ""
		for _, h := range headers {
			if h.re.MatchString(f) {
				header = h.section
				break
			}
		}
		if header != "" {
			c.header, ss[i].Header, ss[i].Section = header, true, header
		} else {
			ss[i].Section = sectionOf(f, c)
		}
		c.prev = ss[i].Section
	}
	return ss
}

// sectionOf picks a sentence's section:
//   - once the plan is being discussed, a sentence without a cue of another section (the
//     patient's questions about it, the replies) stays in the plan;
//   - what the patient or a companion says is subjective;
//   - a question is history-taking (subjective) unless it names the exam or the plan;
//   - otherwise the strongest cue of the exam, the assessment or the plan;
//   - a sentence without such a cue continues the section a header opened; else a symptom word
//     makes it subjective; else it continues the section of the sentence before it when that
//     was the exam, the assessment or the plan (findings and orders are dictated one after
//     another); else it is subjective.
func sectionOf(f string, c readContext) string {
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
	case c.prev == Plan && (best == "" || best == Plan):
		return Plan // once the plan is being discussed, its questions and replies belong to it
	case c.patient:
		return Subjective
	case strings.HasSuffix(f, "?") && best != Objective && best != Plan:
		return Subjective
	case best != "" && best != Subjective:
		return best
	case c.header != "":
		return c.header
	case best == Subjective:
		return Subjective
	case c.prev == Objective || c.prev == Assessment || c.prev == Plan:
		return c.prev
	}
	return Subjective
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
		f := digits(fold.String(s.Text))
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
