package prescriptions

import (
	"context"
	"encoding/json"
	"strings"

	"clinic/internal/clinical/llm"
)

// Engine names and versions of the prescription reader, recorded with what it read.
const (
	EngineRules   = "rules"
	EngineModel   = "llm"
	RulesVersion  = "rx-rules-1"
	PromptVersion = "rx-prompt-1"
)

// Reading is what the reader made of a prescription's text, and which engine read it.
type Reading struct {
	Items         []Item
	Engine        string
	Model         string // "" for the rules
	PromptVersion string
}

// WithModel makes Read ask the language model first.
func (s *Service) WithModel(m llm.Model) *Service {
	s.model = m
	return s
}

const readPrompt = `Você extrai os medicamentos de uma prescrição médica em português do Brasil. Responda somente
com um objeto JSON {"items": [...]} em que cada item tem as chaves "drug", "concentration",
"form", "route", "dose", "frequency", "duration", "quantity" e "instructions", com o texto como
foi escrito (vazio quando não dito). Não invente medicamentos, doses ou posologias.`

// Read reads the medicines of a prescription's text: with a language model, the model's reading
// when it is well formed (every item names a drug, no field over MaxFieldChars, at most MaxItems),
// else the rules' (ParseText). Errors: none; a model that fails leaves the rules' reading.
func (s *Service) Read(ctx context.Context, text string) Reading {
	if s.model != nil {
		answer, err := s.model.Complete(ctx, llm.Request{JSON: true, Messages: []llm.Message{
			{Role: "system", Content: readPrompt}, {Role: "user", Content: text}}}, nil)
		if err == nil {
			if items, ok := modelItems(answer); ok {
				return Reading{Items: items, Engine: EngineModel, Model: s.model.Name(), PromptVersion: PromptVersion}
			}
		}
	}
	return Reading{Items: ParseText(text), Engine: EngineRules, PromptVersion: RulesVersion}
}

// modelItems parses the model's answer; ok is false unless it is a well-formed reading.
func modelItems(answer string) ([]Item, bool) {
	if i, j := strings.Index(answer, "{"), strings.LastIndex(answer, "}"); i >= 0 && j > i {
		answer = answer[i : j+1]
	}
	var out struct {
		Items []itemRow `json:"items"`
	}
	if err := json.Unmarshal([]byte(answer), &out); err != nil || len(out.Items) == 0 || len(out.Items) > MaxItems {
		return nil, false
	}
	items := make([]Item, len(out.Items))
	for i, r := range out.Items {
		items[i] = Item(r)
	}
	if (Content{Items: items}).Validate() != nil {
		return nil, false
	}
	return items, true
}
