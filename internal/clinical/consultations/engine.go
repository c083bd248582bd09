package consultations

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"clinic/internal/clinical/llm"
	"clinic/internal/platform/errs"
)

// SOAP is a consultation note.
type SOAP struct {
	Subjective, Objective, Assessment, Plan string
}

// section returns one section's text by name.
func (s SOAP) section(name string) string {
	switch name {
	case Subjective:
		return s.Subjective
	case Objective:
		return s.Objective
	case Assessment:
		return s.Assessment
	}
	return s.Plan
}

// Engine names, recorded with every note.
const (
	EngineRules = "rules"
	EngineModel = "llm"
)

// Prompt versions: a note records the version of the rules or prompt that wrote it.
const (
	RulesVersion  = "soap-rules-1"
	PromptVersion = "soap-prompt-1"
)

// draft is what an engine made of a transcript.
type draft struct {
	soap      SOAP
	vitals    Vitals
	sentences []Sentence // the rules engine's; nil for the model's
}

// rulesDraft reads the transcript with the deterministic engine. With the sentences of the
// transcript's earlier version (prev, for a transcript that only grew), only the part from the
// last earlier sentence on is read again.
func rulesDraft(transcript string, prev []Sentence) draft {
	var ss []Sentence
	from, line := 0, true
	if len(prev) > 0 {
		last := prev[len(prev)-1]
		ss = append(ss, prev[:len(prev)-1]...)
		from, line = last.Start, last.Line
	}
	ss = append(ss, classify(splitSentences(transcript[from:], from, line), contextAfter(ss))...)
	soap, v := compose(ss)
	return draft{soap: soap, vitals: v, sentences: ss}
}

// The model's instructions. The answer is a JSON object, so a section is never half a sentence.
const systemPrompt = `Você é um assistente de documentação clínica em português do Brasil.
Organize a transcrição de uma consulta em uma nota SOAP. Use apenas o que foi dito; não invente
dados, diagnósticos ou condutas. Subjetivo: queixas e história. Objetivo: sinais vitais e exame
físico (sinais vitais no formato "PA 130/80 mmHg; FC 82 bpm; Tax 37,8 °C; SatO2 97%"). Avaliação:
hipóteses e diagnósticos (com CID-10 se dito). Plano: prescrições, exames solicitados,
orientações e retorno. Responda somente com um objeto JSON com as chaves "subjective",
"objective", "assessment" e "plan" (textos; vazio quando nada foi dito).`

// modelDraft asks the model for the note. With the note of the transcript's earlier version
// (prev, for a transcript that only grew), only the new part is sent, with that note to merge into.
func modelDraft(ctx context.Context, m llm.Model, transcript string, prev *SOAP, prevLen int) (draft, error) {
	user := "Transcrição:\n" + transcript
	if prev != nil {
		old, _ := json.Marshal(soapJSON(*prev))
		user = "Nota SOAP até aqui:\n" + string(old) + "\n\nContinuação da transcrição (integre à nota, sem repetir):\n" + transcript[prevLen:]
	}
	text, err := m.Complete(ctx, llm.Request{JSON: true, Temperature: 0, Messages: []llm.Message{
		{Role: "system", Content: systemPrompt}, {Role: "user", Content: user}}}, nil)
	if err != nil {
		return draft{}, err
	}
	var out soapWire
	if err := json.Unmarshal([]byte(jsonObject(text)), &out); err != nil {
		return draft{}, errs.Unavailablef(fmt.Errorf("model answer: %w", err), "The language model's answer is not a SOAP note")
	}
	soap := SOAP{Subjective: strings.TrimSpace(out.Subjective), Objective: strings.TrimSpace(out.Objective),
		Assessment: strings.TrimSpace(out.Assessment), Plan: strings.TrimSpace(out.Plan)}
	// The vital signs are read from the objective text the model wrote, as numbers.
	return draft{soap: soap, vitals: readVitals([]Sentence{{Text: soap.Objective, Section: Objective}})}, nil
}

// soapWire is a note as JSON (the model's answer and the stored form).
type soapWire struct {
	Subjective string `json:"subjective"`
	Objective  string `json:"objective"`
	Assessment string `json:"assessment"`
	Plan       string `json:"plan"`
}

func soapJSON(s SOAP) soapWire {
	return soapWire{Subjective: s.Subjective, Objective: s.Objective, Assessment: s.Assessment, Plan: s.Plan}
}

// jsonObject returns the outermost {...} of a model's answer (some wrap it in prose or fences).
func jsonObject(s string) string {
	i, j := strings.Index(s, "{"), strings.LastIndex(s, "}")
	if i < 0 || j < i {
		return s
	}
	return s[i : j+1]
}
