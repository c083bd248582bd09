// Package chat answers questions about one patient from that patient's own data only: the facts
// of their knowledge graph, their lab series and the text of their documents (Portuguese
// full-text search). A deterministic engine answers the common questions (a marker's latest
// values and trend, allergies, medications, conditions, what a document said); with a language
// model, the model writes the answer from the same retrieved sources and must cite them.
// Conversations are kept.
package chat

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"

	"clinic/internal/clinical/llm"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Fact is one clinical fact of the patient's graph, with the document that states it.
type Fact struct {
	Kind       string // allergy, condition or medication
	Text       string // e.g. "dipirona (urticária)"
	DocumentID string
	Title      string
}

// Point is one lab result.
type Point struct {
	Value      float64
	Unit       string
	Date       time.Time
	Flag       string // low, normal, high or ""
	DocumentID string
}

// Series is one marker's results, oldest first.
type Series struct {
	Marker  string
	Unit    string
	Trend   string // increasing, decreasing, stable, insufficient_data
	RefText string
	Points  []Point
}

// Passage is a piece of one of the patient's documents.
type Passage struct {
	DocumentID string
	Title      string
	Text       string
}

// Records is what the chat may read of a patient: nothing of anyone else.
type Records interface {
	// Facts returns the patient's allergies, conditions and medications. Errors: Unavailable.
	Facts(ctx context.Context, patientID uuid.UUID) ([]Fact, error)
	// Labs returns the patient's lab series. Errors: Unavailable.
	Labs(ctx context.Context, patientID uuid.UUID) ([]Series, error)
	// Search returns up to limit passages of the patient's documents about query. Errors: Unavailable.
	Search(ctx context.Context, patientID uuid.UUID, query string, limit int) ([]Passage, error)
	// CanonicalMarker maps a marker's name or synonym ("hba1c") to its canonical name.
	CanonicalMarker(name string) (string, bool)
}

// Citation is a source an answer was written from.
type Citation struct {
	Kind string // allergy, condition, medication, lab_result or document
	ID   string // the document (or note) the source is in
	Text string
}

// Engine names and prompt versions, recorded with every answer.
const (
	EngineRules   = "rules"
	EngineModel   = "llm"
	RulesVersion  = "chat-rules-1"
	PromptVersion = "chat-prompt-1"
)

// Answer is one answer of a conversation.
type Answer struct {
	ConversationID uuid.UUID
	MessageID      uuid.UUID
	Text           string
	Citations      []Citation
	Engine         string
	Model          string
	PromptVersion  string
	CreatedAt      time.Time
}

// Limits of a question.
const (
	MaxMessage      = 2000
	historyMessages = 10
	maxPassages     = 3
)

// Service answers and keeps conversations.
type Service struct {
	db      *pg.DB
	records Records
	model   llm.Model // nil: the rules engine
}

// NewService returns the service; model is nil when no language model is configured.
func NewService(db *pg.DB, records Records, model llm.Model) *Service {
	return &Service{db: db, records: records, model: model}
}

// Start checks a question before any work: Invalid for the message, or for a conversation_id
// that names no conversation about this patient (code reference). Errors: those; Unavailable.
func (s *Service) Start(ctx context.Context, patientID uuid.UUID, conversationID *uuid.UUID, message string) error {
	if strings.TrimSpace(message) == "" || len([]rune(message)) > MaxMessage {
		return errs.InvalidFields(errs.FieldError{Field: "message", Code: errs.CodeInvalid,
			Message: fmt.Sprintf("must be 1 to %d characters, not only spaces", MaxMessage)})
	}
	if conversationID == nil {
		return nil
	}
	ok, err := s.conversationOf(ctx, *conversationID, patientID)
	if err != nil {
		return err
	}
	if !ok {
		return errs.InvalidFields(errs.FieldError{Field: "conversation_id", Code: errs.CodeReference,
			Message: "names no conversation about this patient"})
	}
	return nil
}

// Ask answers message about the patient, in the conversation (nil: a new one), calling
// onDelta with the answer's text once it is checked; the question and the answer are kept.
// Call Start first to refuse a conversation of another patient before any work.
// Errors: Invalid (the message); NotFound (a conversation not about this patient); Unavailable.
func (s *Service) Ask(ctx context.Context, patientID uuid.UUID, conversationID *uuid.UUID, message string, onDelta func(string) error) (Answer, error) {
	// The message only: the conversation is read and written under the patient (history, keep),
	// so a conversation of another patient yields nothing and is refused when the answer is kept.
	if err := s.Start(ctx, patientID, nil, message); err != nil {
		return Answer{}, err
	}
	src, err := s.gather(ctx, patientID, message)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Engine: EngineRules, PromptVersion: RulesVersion}
	if s.model != nil {
		var history []turn
		if conversationID != nil {
			if history, err = s.history(ctx, patientID, *conversationID, historyMessages); err != nil {
				return Answer{}, err
			}
		}
		// The answer is checked before it is shown: one that cites nothing it was given (when it
		// was given anything) is not kept, and the rules answer instead.
		text, cites, err := s.modelAnswer(ctx, message, history, src)
		if err != nil {
			return Answer{}, err
		}
		if len(cites) > 0 || len(src.all()) == 0 {
			a.Text, a.Citations, a.Engine, a.Model, a.PromptVersion = text, cites, EngineModel, s.model.Name(), PromptVersion
		}
	}
	if a.Engine == EngineRules {
		a.Text, a.Citations = rulesAnswer(message, src)
	}
	if onDelta != nil {
		if err := onDelta(a.Text); err != nil {
			return Answer{}, err
		}
	}
	if err := s.keep(ctx, patientID, conversationID, message, &a); err != nil {
		return Answer{}, err
	}
	return a, nil
}

// sources is what was retrieved for a question.
type sources struct {
	facts    []Fact
	labs     []Series // the series the question names (all, when it names none but asks about results)
	named    bool     // the question named markers
	passages []Passage
}

// all lists every source as a citation, in the order the model sees them.
func (s sources) all() []Citation {
	var out []Citation
	for _, f := range s.facts {
		out = append(out, Citation{Kind: f.Kind, ID: f.DocumentID, Text: f.Text})
	}
	for _, l := range s.labs {
		if len(l.Points) > 0 {
			p := l.Points[len(l.Points)-1]
			out = append(out, Citation{Kind: "lab_result", ID: p.DocumentID, Text: labLine(l)})
		}
	}
	for _, p := range s.passages {
		out = append(out, Citation{Kind: "document", ID: p.DocumentID, Text: p.Title + ": " + p.Text})
	}
	return out
}

// gather retrieves the patient's facts, the lab series the question names and passages of
// their documents about it.
func (s *Service) gather(ctx context.Context, patientID uuid.UUID, message string) (sources, error) {
	var src sources
	var err error
	if src.facts, err = s.records.Facts(ctx, patientID); err != nil {
		return src, err
	}
	labs, err := s.records.Labs(ctx, patientID)
	if err != nil {
		return src, err
	}
	names := s.markersIn(message)
	for _, l := range labs {
		if slices.Contains(names, l.Marker) {
			src.labs = append(src.labs, l)
		}
	}
	src.named = len(src.labs) > 0
	if !src.named && resultsCue.MatchString(fold(message)) {
		src.labs = labs
	}
	if src.passages, err = s.records.Search(ctx, patientID, message, maxPassages); err != nil {
		return src, err
	}
	return src, nil
}

// markersIn returns the canonical markers the message names: every run of one to four words
// that the synonym table knows ("hemoglobina glicada", "HbA1c", "TSH").
func (s *Service) markersIn(message string) []string {
	words := strings.FieldsFunc(message, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(",.;:?!\"'", r) })
	var out []string
	for n := 4; n >= 1; n-- {
		for i := 0; i+n <= len(words); i++ {
			if c, ok := s.records.CanonicalMarker(strings.Join(words[i:i+n], " ")); ok && !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

var labDate = "02/01/2006"

// labLine is a series' latest value and trend: "Glicose: 102 mg/dL em 05/11/2026 (acima da
// referência 70 - 99); antes 131, 118; tendência: em queda".
func labLine(l Series) string {
	p := l.Points[len(l.Points)-1]
	var b strings.Builder
	b.WriteString(l.Marker + ": " + number(p.Value) + " " + p.Unit + " em " + p.Date.Format(labDate))
	switch p.Flag {
	case "high":
		b.WriteString(" (acima da referência")
	case "low":
		b.WriteString(" (abaixo da referência")
	case "normal":
		b.WriteString(" (dentro da referência")
	}
	if p.Flag != "" {
		if l.RefText != "" {
			b.WriteString(" " + l.RefText)
		}
		b.WriteString(")")
	}
	if n := len(l.Points); n > 1 {
		var before []string
		for _, q := range l.Points[max(0, n-4) : n-1] {
			before = append(before, number(q.Value))
		}
		b.WriteString("; antes " + strings.Join(before, ", "))
	}
	b.WriteString("; tendência: " + trendPT[l.Trend])
	return b.String()
}

var trendPT = map[string]string{"increasing": "em alta", "decreasing": "em queda", "stable": "estável",
	"insufficient_data": "dados insuficientes", "": "dados insuficientes"}

// number prints a value the Brazilian way (comma decimals).
func number(v float64) string {
	return strings.ReplaceAll(strconv.FormatFloat(v, 'f', -1, 64), ".", ",")
}

var resultsCue = regexp.MustCompile(`\b(?:exames?|resultados?|laboratori|alterad)`)
