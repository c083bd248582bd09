package rest

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/clinical/prescriptions"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// PrescriptionText is the body of POST /v1/prescriptions/stream.
type PrescriptionText struct {
	Text      string  `json:"text" minLength:"1" maxLength:"8000" example:"Amoxicilina 500 mg, 1 cápsula de 8 em 8 horas por 7 dias; dipirona 1 g se dor" doc:"A prescription typed or dictated in Portuguese: items separated by \";\", lines or list numbers"`
	PatientID *string `json:"patient_id,omitempty" nullable:"true" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"With a patient, the gate checks their allergies and medications too (pat_ token or internal UUID)"`
	DoctorID  *string `json:"doctor_id,omitempty" nullable:"true" format:"uuid" doc:"The prescribing doctor, checked like POST /v1/prescriptions' (an active doctor of the clinic; 422, code reference, otherwise); nothing is stored"`
}

// TransformSchema states the required text.
func (PrescriptionText) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "text")
}

// Resolve refuses a text of spaces only.
func (b *PrescriptionText) Resolve(huma.Context) []error {
	return blankIssue("body.text", b.Text, "a prescription")
}

// StreamedItem is the data of an `item` event.
type StreamedItem struct {
	Index int                 `json:"index" doc:"From 0, in the text's order"`
	Item  PrescriptionItemOut `json:"item"`
}

// PrescriptionReview is the data of the `done` event (and the JSON answer).
type PrescriptionReview struct {
	Items         []PrescriptionItemOut `json:"items" doc:"The medicines read, fields as written; ready for POST /v1/prescriptions"`
	Gate          string                `json:"gate" enum:"passed,warnings,blocked"`
	Findings      []FindingOut          `json:"findings"`
	Engine        string                `json:"engine" enum:"rules,llm" doc:"Who read the text: the rules, or the configured language model (whose reading is used only when well formed)"`
	Model         *string               `json:"model" doc:"The language model's name; null for the rules"`
	PromptVersion string                `json:"prompt_version"`
}

func (s *server) registerPrescriptionStream() {
	registerStream(s, huma.Operation{
		OperationID: "stream-prescription", Method: http.MethodPost, Path: "/v1/prescriptions/stream", Tags: []string{"Prescriptions"},
		Summary: "Read a prescription written in Portuguese and run the safety gate on it",
		Description: "Reads the medicines of a free text (\"Amoxicilina 500 mg, 1 cápsula de 8 em 8 horas por 7 dias; dipirona 1 g " +
			"se dor\") and runs the safety gate, with the patient's allergies and medications when `patient_id` is given. " +
			"With `Accept: text/event-stream`: an `item` event per medicine as it is read, a `safety` event per finding, then " +
			"`done`. Nothing is stored: create the prescription with POST /v1/prescriptions. 422 (code rule) when the text " +
			"names no medicine or more than 30. " + gateDoc,
	}, tenancy.ClinicalRead, map[string]any{"item": StreamedItem{}, "safety": FindingOut{}, "done": PrescriptionReview{}},
		func(ctx context.Context, in *struct{ Body PrescriptionText }) (streamJob[PrescriptionReview], error) {
			patientID := uuid.Nil
			if in.Body.PatientID != nil {
				p, err := s.bodyPatient(ctx, *in.Body.PatientID)
				if err != nil {
					return nil, err
				}
				patientID = p.ID
			}
			if in.Body.DoctorID != nil {
				if _, err := s.bodyDoctor(ctx, *in.Body.DoctorID); err != nil {
					return nil, err
				}
			}
			reading := s.deps.Prescriptions.Read(ctx, in.Body.Text)
			items := reading.Items
			switch {
			case len(items) == 0:
				return nil, errs.InvalidFields(errs.FieldError{Field: "body.text", Code: errs.CodeRule, Message: "names no medicine (a drug's name followed by its posology)"})
			case len(items) > prescriptions.MaxItems:
				return nil, errs.InvalidFields(errs.FieldError{Field: "body.text", Code: errs.CodeRule, Message: "names more than 30 medicines"})
			}
			return func(ctx context.Context, emit emitFunc) (PrescriptionReview, error) {
				out := PrescriptionReview{Items: make([]PrescriptionItemOut, len(items)), Engine: reading.Engine,
					Model: nonEmpty(reading.Model), PromptVersion: reading.PromptVersion}
				for i, it := range items {
					out.Items[i] = PrescriptionItemOut(it)
					if err := emit("item", StreamedItem{Index: i, Item: out.Items[i]}); err != nil {
						return out, err
					}
				}
				gate, findings, err := s.deps.Prescriptions.Review(ctx, patientID, items)
				if err != nil {
					return out, err
				}
				out.Gate, out.Findings = string(gate), toFindingsOut(findings)
				for _, f := range out.Findings {
					if err := emit("safety", f); err != nil {
						return out, err
					}
				}
				return out, nil
			}, nil
		})
}
