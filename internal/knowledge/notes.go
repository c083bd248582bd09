package knowledge

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
)

// Note is a clinical text written in the service itself (a completed consultation's SOAP note)
// whose facts join the patient's graph with the note as their source: a Document node of
// document_type Kind, so context, summary and every fact's sources name it like any document.
type Note struct {
	ID           uuid.UUID
	Kind         string // e.g. "consultation"
	Title        string
	Date         time.Time
	Text         string
	PatientID    uuid.UUID
	PatientToken string
	PatientName  string
}

// NoteSource lists the notes of the caller's tenant, for a rebuild (the domain that owns them
// answers; wired in cmd).
type NoteSource interface {
	// Notes returns every note whose facts belong in the tenant's graph. Errors: Unavailable.
	Notes(ctx context.Context) ([]Note, error)
}

// WithNotes makes Rebuild restore the notes src lists after the documents.
func (s *Service) WithNotes(src NoteSource) *Service {
	s.notes = src
	return s
}

// SyncNote makes the graph hold exactly what the note states: its facts are extracted from its
// text as a clinical note's are and replace any earlier ones. The tenant is the caller's.
// Errors: Unavailable when Neo4j cannot be reached.
func (s *Service) SyncNote(ctx context.Context, n Note) error {
	title := n.Title
	src := source{found: true, ocrStatus: "completed", text: n.Text, createdAt: n.Date,
		links: []linkRow{{PatientID: n.PatientID, Token: n.PatientToken, Name: n.PatientName, DocumentType: n.Kind, Title: &title}}}
	before, err := s.documentPatients(ctx, n.ID)
	if err != nil {
		return err
	}
	stmts, err := s.documentStatements(ctx, n.ID, src, before)
	if err != nil {
		return err
	}
	if err := s.graph.write(ctx, stmts...); err != nil {
		return fmt.Errorf("write note %s to the graph: %w", n.ID, err)
	}
	return nil
}
