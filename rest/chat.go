package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/clinical/chat"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// ChatQuestion is the body of POST /v1/patients/{patient_id}/chat.
type ChatQuestion struct {
	Message        string  `json:"message" minLength:"1" maxLength:"2000" example:"Qual foi a última hemoglobina glicada e a tendência?" doc:"A question about this patient, in Portuguese"`
	ConversationID *string `json:"conversation_id,omitempty" nullable:"true" format:"uuid" doc:"Continue this conversation about the patient (422, code reference, when it is not one); none: a new conversation"`
}

// TransformSchema states the required message.
func (ChatQuestion) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "message")
}

// Resolve refuses a message of spaces only.
func (b *ChatQuestion) Resolve(huma.Context) []error {
	return blankIssue("body.message", b.Message, "a question")
}

// CitationOut is a source an answer was written from.
type CitationOut struct {
	Kind string `json:"kind" enum:"allergy,condition,medication,lab_result,document"`
	ID   string `json:"id" doc:"The patient's document (or completed consultation) the source is in"`
	Text string `json:"text"`
}

// ChatAnswerOut is the answer (the `done` event's data).
type ChatAnswerOut struct {
	ConversationID uuid.UUID     `json:"conversation_id"`
	MessageID      uuid.UUID     `json:"message_id"`
	Answer         string        `json:"answer" doc:"pt-BR"`
	Citations      []CitationOut `json:"citations" doc:"Every source of the patient the answer was written from; empty when the answer is that nothing was found"`
	Engine         string        `json:"engine" enum:"rules,llm"`
	Model          *string       `json:"model" doc:"The language model's name; null for the rules"`
	PromptVersion  string        `json:"prompt_version"`
	CreatedAt      time.Time     `json:"created_at"`
}

// ChatDelta is the data of an `answer` event: the answer's text.
type ChatDelta struct {
	Text string `json:"text"`
}

func toCitationsOut(cs []chat.Citation) []CitationOut {
	return mapItems(cs, func(c chat.Citation) CitationOut { return CitationOut(c) })
}

// ChatMessageOut is one message of a conversation.
type ChatMessageOut struct {
	ID            uuid.UUID     `json:"id"`
	Role          string        `json:"role" enum:"user,assistant"`
	Content       string        `json:"content"`
	Citations     []CitationOut `json:"citations"`
	Engine        *string       `json:"engine" doc:"An answer's engine; null for a question"`
	Model         *string       `json:"model"`
	PromptVersion *string       `json:"prompt_version"`
	CreatedAt     time.Time     `json:"created_at"`
}

// ChatConversationOut is a conversation about a patient.
type ChatConversationOut struct {
	ConversationID uuid.UUID        `json:"conversation_id"`
	Messages       []ChatMessageOut `json:"messages" doc:"Oldest first"`
}

type chatConversationInput struct {
	PatientID      string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
	ConversationID string `path:"conversation_id" format:"uuid"`
}

func (s *server) registerChat() {
	registerStream(s, huma.Operation{
		OperationID: "patient-chat", Method: http.MethodPost, Path: "/v1/patients/{patient_id}/chat", Tags: []string{"Chat"},
		Summary: "Ask about a patient, answered from the patient's own data",
		Description: "Answers only from this patient's data: the facts of their knowledge graph (allergies, conditions, " +
			"medications), their lab series and the text of their documents (Portuguese full-text search). Without a language " +
			"model the deterministic engine answers the common questions (a marker's latest values and trend, allergies, " +
			"medications, conditions) and otherwise quotes the most relevant passages; with one, the model writes the answer " +
			"from the same sources and must cite them (an answer citing none is replaced by the deterministic one). " +
			"The conversation is kept. With `Accept: text/event-stream`: an `answer` event with the text, then `done`.",
		Errors: []int{http.StatusNotFound},
	}, tenancy.ClinicalRead, map[string]any{"answer": ChatDelta{}, "done": ChatAnswerOut{}},
		func(ctx context.Context, in *struct {
			PatientID string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
			Body      ChatQuestion
		}) (streamJob[ChatAnswerOut], error) {
			p := patientFrom(ctx)
			var conv *uuid.UUID
			if in.Body.ConversationID != nil {
				id, err := uuid.Parse(*in.Body.ConversationID)
				if err != nil {
					return nil, errs.InvalidFields(errs.FieldError{Field: "body.conversation_id", Code: errs.CodeReference, Message: "names no conversation about this patient"})
				}
				conv = &id
			}
			if err := s.deps.Chat.Start(ctx, p.ID, conv, in.Body.Message); err != nil {
				return nil, errs.PrefixFields(err, "body.")
			}
			return func(ctx context.Context, emit emitFunc) (ChatAnswerOut, error) {
				a, err := s.deps.Chat.Ask(ctx, p.ID, conv, in.Body.Message, func(text string) error {
					return emit("answer", ChatDelta{Text: text})
				})
				if err != nil {
					return ChatAnswerOut{}, errs.PrefixFields(err, "body.")
				}
				return ChatAnswerOut{ConversationID: a.ConversationID, MessageID: a.MessageID, Answer: a.Text,
					Citations: toCitationsOut(a.Citations), Engine: a.Engine, Model: nonEmpty(a.Model),
					PromptVersion: a.PromptVersion, CreatedAt: a.CreatedAt.UTC()}, nil
			}, nil
		})

	register(s, huma.Operation{
		OperationID: "get-patient-chat", Method: http.MethodGet, Path: "/v1/patients/{patient_id}/chat/{conversation_id}", Tags: []string{"Chat"},
		Summary: "Read a conversation about a patient", Errors: []int{http.StatusNotFound},
		Description: "404 for an unknown conversation, another patient's or another clinic's (the same body).",
	}, tenancy.ClinicalRead, func(ctx context.Context, in *chatConversationInput) (*struct{ Body ChatConversationOut }, error) {
		id, err := uuid.Parse(in.ConversationID)
		if err != nil {
			return nil, errs.NotFoundf("Conversation not found")
		}
		ms, err := s.deps.Chat.Conversation(ctx, patientFrom(ctx).ID, id)
		if err != nil {
			return nil, err
		}
		return &struct{ Body ChatConversationOut }{ChatConversationOut{ConversationID: id, Messages: mapItems(ms, func(m chat.Message) ChatMessageOut {
			return ChatMessageOut{ID: m.ID, Role: m.Role, Content: m.Content, Citations: orEmpty(toCitationsOut(m.Citations)),
				Engine: nonEmpty(m.Engine), Model: nonEmpty(m.Model), PromptVersion: nonEmpty(m.PromptVersion), CreatedAt: m.CreatedAt.UTC()}
		})}}, nil
	})
}
