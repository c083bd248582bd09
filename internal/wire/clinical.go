package wire

import (
	"context"

	"github.com/google/uuid"

	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/prescriptions"
	"clinic/internal/knowledge"
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
