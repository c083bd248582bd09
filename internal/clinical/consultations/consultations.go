// Package consultations keeps a patient's consultations and writes their SOAP notes from the
// transcript as it grows: a deterministic engine of Portuguese clinical cues, or the language
// model when one is configured. A note is identified by its soap_hash: a client that sends the
// hash of its last note gets only the new part of the transcript processed.
package consultations

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"

	"clinic/internal/clinical/llm"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Status is where a consultation is.
type Status string

// The statuses: an open consultation's note still grows; a completed one is final.
const (
	Open      Status = "open"
	Completed Status = "completed"
)

// How a note was obtained.
const (
	ProcessedFull        = "full"        // the whole transcript was read
	ProcessedIncremental = "incremental" // only what the transcript added since the previous note
	ProcessedUnchanged   = "unchanged"   // the transcript had not changed: the stored note
)

// Consultation is a stored consultation with its note.
type Consultation struct {
	ID            uuid.UUID
	PatientID     uuid.UUID
	PatientToken  string
	AppointmentID *uuid.UUID
	Transcript    string
	Sentences     []Sentence
	SOAP          SOAP
	Vitals        Vitals
	Hash          string
	Engine        string // rules or llm
	Model         string // the model's name; "" for the rules
	PromptVersion string
	Status        Status
	CompletedAt   *time.Time
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

// Note is a consultation as a progress call leaves it, and how the call got it.
type Note struct {
	Consultation
	Processed string
}

// Patient names a consultation's patient, as the caller resolved it under the tenant.
type Patient struct {
	ID    uuid.UUID
	Token string
}

// MaxTranscript bounds a transcript, in characters.
const MaxTranscript = 100000

// ProgressRequest is one progress call.
type ProgressRequest struct {
	Patient       Patient
	AppointmentID *uuid.UUID // resolved by the caller: the patient's appointment
	Transcript    string
	PreviousHash  string // "" or unknown: the transcript is read in full
}

// Service keeps consultations.
type Service struct {
	db    *pg.DB
	model llm.Model // nil: the rules engine
	graph Graph     // nil: completing feeds no graph
}

// NewService returns the service; model is nil when no language model is configured.
func NewService(db *pg.DB, model llm.Model) *Service { return &Service{db: db, model: model} }

var hashPattern = regexp.MustCompile(`^[0-9a-f]{64}$`)

// noteHash identifies a note: its consultation, transcript and engine.
func noteHash(id uuid.UUID, transcript, engine string) string {
	h := sha256.New()
	h.Write(id[:])
	h.Write([]byte{0})
	h.Write([]byte(engine))
	h.Write([]byte{0})
	h.Write([]byte(transcript))
	return hex.EncodeToString(h.Sum(nil))
}

// Progress writes the note of the transcript so far and calls onSection with each section, in
// note order, once it is ready. With the hash of an earlier note of the same open consultation
// of this patient, only what the transcript added is processed and merged (an unchanged
// transcript returns the stored note at once); any other hash is processed in full as a new
// consultation. Errors: Invalid (an empty or too long transcript); Conflict when the
// consultation is completed or another call moved it on meanwhile; Unavailable.
func (s *Service) Progress(ctx context.Context, req ProgressRequest, onSection func(section, text string) error) (Note, error) {
	prev, err := s.previous(ctx, req)
	if err != nil {
		return Note{}, err
	}
	engine, modelName, version := EngineRules, "", RulesVersion
	if s.model != nil {
		engine, modelName, version = EngineModel, s.model.Name(), PromptVersion
	}
	n := Note{Processed: ProcessedFull}
	var d draft
	switch {
	case prev != nil && prev.Transcript == req.Transcript && prev.Engine == engine:
		n.Consultation, n.Processed = *prev, ProcessedUnchanged
		return n, emitSections(n.SOAP, onSection)
	case prev != nil && prev.Engine == engine && strings.HasPrefix(req.Transcript, prev.Transcript):
		n.Processed = ProcessedIncremental
		if engine == EngineRules {
			d = rulesDraft(req.Transcript, prev.Sentences)
		} else {
			d, err = modelDraft(ctx, s.model, req.Transcript, &prev.SOAP, len(prev.Transcript))
		}
	case engine == EngineRules:
		d = rulesDraft(req.Transcript, nil)
	default:
		d, err = modelDraft(ctx, s.model, req.Transcript, nil, 0)
	}
	if err != nil {
		return Note{}, err
	}
	if err := emitSections(d.soap, onSection); err != nil {
		return Note{}, err
	}
	c := Consultation{ID: uuid.Must(uuid.NewV7()), PatientID: req.Patient.ID, PatientToken: req.Patient.Token,
		AppointmentID: req.AppointmentID, Status: Open}
	if prev != nil {
		c = *prev
		if c.AppointmentID == nil {
			c.AppointmentID = req.AppointmentID
		}
	}
	c.Transcript, c.Sentences, c.SOAP, c.Vitals = req.Transcript, d.sentences, d.soap, d.vitals
	c.Engine, c.Model, c.PromptVersion = engine, modelName, version
	c.Hash = noteHash(c.ID, c.Transcript, engine)
	if prev != nil {
		err = s.update(ctx, &c, prev.Hash)
	} else {
		err = s.insert(ctx, &c)
	}
	if err != nil {
		return Note{}, err
	}
	n.Consultation = c
	return n, nil
}

// Check returns the error Progress would answer for req before any work: Invalid for the
// transcript, Conflict for a completed consultation's note. Errors: those; Unavailable.
func (s *Service) Check(ctx context.Context, req ProgressRequest) error {
	_, err := s.previous(ctx, req)
	return err
}

// previous validates req and returns the consultation whose note req.PreviousHash names, when
// it is this patient's (nil otherwise: the transcript is read in full as a new consultation).
func (s *Service) previous(ctx context.Context, req ProgressRequest) (*Consultation, error) {
	if strings.TrimSpace(req.Transcript) == "" || len([]rune(req.Transcript)) > MaxTranscript {
		return nil, errs.InvalidFields(errs.FieldError{Field: "transcript", Code: errs.CodeInvalid,
			Message: fmt.Sprintf("must be 1 to %d characters, not only spaces", MaxTranscript)})
	}
	if !hashPattern.MatchString(req.PreviousHash) {
		return nil, nil
	}
	c, err := s.byHash(ctx, req.PreviousHash)
	if err != nil || c == nil || c.PatientID != req.Patient.ID {
		return nil, err
	}
	if c.Status == Completed {
		return nil, errs.Conflictf("This consultation is completed; its note no longer changes")
	}
	return c, nil
}

func emitSections(s SOAP, onSection func(section, text string) error) error {
	if onSection == nil {
		return nil
	}
	for _, name := range Sections {
		if err := onSection(name, s.section(name)); err != nil {
			return err
		}
	}
	return nil
}

// Get returns a consultation. Errors: NotFound (also another tenant's); Unavailable.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Consultation, error) {
	return s.get(ctx, id)
}

// Graph receives completed consultations' notes.
type Graph interface {
	// RecordNote writes the facts of a completed consultation's note (its conditions,
	// medications, allergies) to the patient's graph, with the consultation as their source; run
	// again, it replaces them. Errors: Unavailable.
	RecordNote(ctx context.Context, c Consultation) error
}

// WithGraph makes Complete feed the graph.
func (s *Service) WithGraph(g Graph) *Service {
	s.graph = g
	return s
}

// Complete makes a consultation's note final and feeds its facts to the patient's graph, with
// the consultation as their source. Errors: NotFound; Conflict when already completed;
// Unavailable (nothing is marked completed then).
func (s *Service) Complete(ctx context.Context, id uuid.UUID) (Consultation, error) {
	c, err := s.get(ctx, id)
	if err != nil {
		return Consultation{}, err
	}
	if c.Status == Completed {
		return Consultation{}, errs.Conflictf("This consultation is already completed")
	}
	now := time.Now().UTC()
	c.Status, c.CompletedAt = Completed, &now
	if s.graph != nil {
		if err := s.graph.RecordNote(ctx, c); err != nil {
			return Consultation{}, fmt.Errorf("feed the graph: %w", err)
		}
	}
	if err := s.markCompleted(ctx, &c); err != nil {
		return Consultation{}, err
	}
	return c, nil
}

// NoteText is the note as the graph's document reader reads it: the complaints, the exam, each
// sentence of the assessment as an item under "Diagnósticos:" (one said as a hypothesis, "Hipótese
// de ...", is read as suspected) and the plan under "Conduta:", where prescriptions are read.
func (c Consultation) NoteText() string {
	var b strings.Builder
	b.WriteString("Queixa: " + oneLine(c.SOAP.Subjective) + "\nExame físico: " + oneLine(c.SOAP.Objective) + "\nDiagnósticos:\n")
	for _, s := range splitSentences(c.SOAP.Assessment, 0, true) {
		b.WriteString("- " + strings.TrimRight(oneLine(s.Text), ".;") + "\n")
	}
	b.WriteString("\nConduta: " + oneLine(c.SOAP.Plan) + "\n")
	return b.String()
}

// oneLine joins a text's lines with spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
