package wire

import (
	"context"

	"github.com/google/uuid"

	"clinic/internal/clinical/drugs"
	"clinic/internal/knowledge"
)

// Medications is drugs.PatientMedications over the knowledge graph.
type Medications struct {
	Knowledge *knowledge.Service
}

var _ drugs.PatientMedications = Medications{}

// MedicationNames returns the name of each medication fact of the patient's graph.
func (m Medications) MedicationNames(ctx context.Context, patientID uuid.UUID) ([]string, error) {
	facts, err := m.Knowledge.Medications(ctx, patientID)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(facts))
	for _, f := range facts {
		if n := f.Fields["name"]; n != "" {
			out = append(out, n)
		}
	}
	return out, nil
}
