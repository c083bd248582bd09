package wire

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/prescriptions"
	"clinic/internal/knowledge"
	"clinic/internal/patients"
	"clinic/internal/scheduling/localtime"
)

// PatientFacts is what the clinical packages read of a patient's knowledge graph:
// drugs.PatientMedications and prescriptions.PatientFacts.
type PatientFacts struct {
	Knowledge *knowledge.Service
}

var (
	_ drugs.PatientMedications   = PatientFacts{}
	_ prescriptions.PatientFacts = PatientFacts{}
)

// MedicationNames returns the name of each medication fact of the patient's graph.
func (p PatientFacts) MedicationNames(ctx context.Context, patientID uuid.UUID) ([]string, error) {
	facts, err := p.Knowledge.Facts(ctx, patientID)
	if err != nil {
		return nil, err
	}
	return factNames(facts.Medications, "name"), nil
}

// Safety returns the patient's allergies (substances) and medications (names).
func (p PatientFacts) Safety(ctx context.Context, patientID uuid.UUID) (prescriptions.PatientSafety, error) {
	facts, err := p.Knowledge.Facts(ctx, patientID)
	if err != nil {
		return prescriptions.PatientSafety{}, err
	}
	return prescriptions.PatientSafety{Allergies: factNames(facts.Allergies, "substance"),
		Medications: factNames(facts.Medications, "name")}, nil
}

// factNames returns each fact's field, skipping empty ones.
func factNames(facts []knowledge.Fact, field string) []string {
	out := make([]string, 0, len(facts))
	for _, f := range facts {
		if n := f.Fields[field]; n != "" {
			out = append(out, n)
		}
	}
	return out
}

// ConsultationNotes connects consultations and the graph: consultations.Graph (a completed
// consultation's note into the graph) and knowledge.NoteSource (every completed note, for a
// rebuild).
type ConsultationNotes struct {
	Knowledge     *knowledge.Service
	Consultations *consultations.Service
	Patients      *patients.Service
}

var (
	_ consultations.Graph  = ConsultationNotes{}
	_ knowledge.NoteSource = ConsultationNotes{}
)

// noteZone dates a consultation by the clinic's day (the service's default zone).
var noteZone = func() *time.Location {
	z, err := localtime.LoadZone("America/Sao_Paulo")
	if err != nil {
		panic(err) // the zone database is embedded
	}
	return z
}()

// RecordNote writes the consultation's note to the graph.
func (w ConsultationNotes) RecordNote(ctx context.Context, c consultations.Consultation) error {
	n, err := w.note(ctx, c)
	if err != nil {
		return err
	}
	return w.Knowledge.SyncNote(ctx, n)
}

// Notes returns the tenant's completed consultations as notes.
func (w ConsultationNotes) Notes(ctx context.Context) ([]knowledge.Note, error) {
	cs, err := w.Consultations.Completed(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]knowledge.Note, 0, len(cs))
	for _, c := range cs {
		n, err := w.note(ctx, c)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// note is a consultation as a graph note, dated by its completion's local day.
func (w ConsultationNotes) note(ctx context.Context, c consultations.Consultation) (knowledge.Note, error) {
	p, _, err := w.Patients.Resolve(ctx, c.PatientToken)
	if err != nil {
		return knowledge.Note{}, fmt.Errorf("patient of consultation %s: %w", c.ID, err)
	}
	when := c.UpdatedAt
	if c.CompletedAt != nil {
		when = *c.CompletedAt
	}
	day := localtime.Date(when, noteZone)
	return knowledge.Note{ID: c.ID, Kind: "consultation", Title: "Consulta de " + day.Format("02/01/2006"), Date: day,
		Text: c.NoteText(), PatientID: c.PatientID, PatientToken: p.Token, PatientName: p.Name}, nil
}
