package chat

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"clinic/internal/clinical/llm"
)

// The model's instructions: the numbered sources are all it may use, and it cites them.
const systemPrompt = `Você é um assistente clínico que responde em português do Brasil a perguntas de profissionais
de saúde sobre UM paciente. Use somente as fontes numeradas abaixo (dados do próprio paciente);
não use conhecimento externo sobre o paciente nem invente dados. Cite cada informação com o número
da fonte entre colchetes, por exemplo [2]. Se as fontes não respondem, diga que não encontrou a
informação nos dados do paciente. Seja breve.`

// turn is one earlier message of the conversation.
type turn struct{ role, content string }

var citeMark = regexp.MustCompile(`\[(\d{1,3})\]`)

// modelAnswer asks the model, with the sources numbered, and returns its answer and the
// sources it cited (by their numbers).
func (s *Service) modelAnswer(ctx context.Context, message string, history []turn, src sources) (string, []Citation, error) {
	all := src.all()
	var b strings.Builder
	b.WriteString(systemPrompt + "\n\nFontes:\n")
	if len(all) == 0 {
		b.WriteString("(nenhuma)\n")
	}
	for i, c := range all {
		fmt.Fprintf(&b, "[%d] (%s) %s\n", i+1, c.Kind, c.Text)
	}
	msgs := []llm.Message{{Role: "system", Content: b.String()}}
	for _, t := range history {
		msgs = append(msgs, llm.Message{Role: t.role, Content: t.content})
	}
	msgs = append(msgs, llm.Message{Role: "user", Content: message})
	text, err := s.model.Complete(ctx, llm.Request{Messages: msgs, Temperature: 0}, nil)
	if err != nil {
		return "", nil, err
	}
	var cites []Citation
	for _, m := range citeMark.FindAllStringSubmatch(text, -1) {
		if n, _ := strconv.Atoi(m[1]); n >= 1 && n <= len(all) {
			cites = append(cites, all[n-1])
		}
	}
	return strings.TrimSpace(text), dedupe(cites), nil
}
