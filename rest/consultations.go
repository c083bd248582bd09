package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/clinical/consultations"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// SOAPRequest is the body of POST /v1/consultation/progressive-soap/stream.
type SOAPRequest struct {
	PatientID        string  `json:"patient_id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient: pat_ token (recommended) or internal UUID (deprecated)"`
	AppointmentID    *string `json:"appointment_id,omitempty" nullable:"true" format:"uuid" doc:"The patient's appointment this consultation is (422, code reference, for another patient's or an unknown one)"`
	Transcript       string  `json:"transcript" minLength:"1" maxLength:"100000" doc:"The consultation so far, in Portuguese (speaker labels such as \"Paciente:\" and \"Médico:\" allowed; section headers said aloud, such as \"Ao exame:\" or \"Conduta:\", are followed)"`
	PreviousSOAPHash *string `json:"previous_soap_hash,omitempty" nullable:"true" maxLength:"128" doc:"The soap_hash of the last note received. When the transcript only grew since, only the new part is processed and merged into that consultation's note; when it has not changed, the stored note returns at once. A hash the server does not know (or of another patient) is not an error: the transcript is processed in full as a new consultation"`
}

// TransformSchema states the required fields.
func (SOAPRequest) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "patient_id", "transcript")
}

// Resolve refuses a transcript of spaces only.
func (b *SOAPRequest) Resolve(huma.Context) []error {
	return blankIssue("body.transcript", b.Transcript, "what was said")
}

// SOAPOut is a SOAP note.
type SOAPOut struct {
	Subjective string `json:"subjective" doc:"Complaints and history"`
	Objective  string `json:"objective" doc:"Vital signs (normalised, first) and exam findings"`
	Assessment string `json:"assessment" doc:"Hypotheses, diagnoses, CID codes"`
	Plan       string `json:"plan" doc:"Prescriptions, requested exams, orientations, follow-up"`
}

// VitalsOut are the vital signs the note states, as numbers (null: not stated).
type VitalsOut struct {
	SystolicMmHg         *int     `json:"systolic_mmhg"`
	DiastolicMmHg        *int     `json:"diastolic_mmhg"`
	HeartRateBpm         *int     `json:"heart_rate_bpm"`
	RespiratoryRateIrpm  *int     `json:"respiratory_rate_irpm"`
	TemperatureC         *float64 `json:"temperature_c"`
	SpO2Percent          *int     `json:"spo2_percent"`
	WeightKg             *float64 `json:"weight_kg"`
	HeightM              *float64 `json:"height_m"`
	CapillaryGlucoseMgDL *int     `json:"capillary_glucose_mg_dl"`
}

// SOAPSection is the data of a `section` event.
type SOAPSection struct {
	Section string `json:"section" enum:"subjective,objective,assessment,plan"`
	Text    string `json:"text"`
}

// SOAPDone is the data of the `done` event (and the JSON answer).
type SOAPDone struct {
	SOAP           SOAPOut   `json:"soap"`
	SOAPHash       string    `json:"soap_hash" doc:"Send it as previous_soap_hash on the next call"`
	ConsultationID uuid.UUID `json:"consultation_id"`
	Vitals         VitalsOut `json:"vitals"`
	Processed      string    `json:"processed" enum:"full,incremental,unchanged" doc:"full: the whole transcript was read; incremental: only what it added since previous_soap_hash; unchanged: the stored note"`
	Engine         string    `json:"engine" enum:"rules,llm" doc:"rules: the deterministic engine; llm: the configured language model"`
	Model          *string   `json:"model" doc:"The language model's name; null for the rules"`
	PromptVersion  string    `json:"prompt_version" doc:"Version of the rules or prompt that wrote the note"`
}

func toSOAPOut(s consultations.SOAP) SOAPOut {
	return SOAPOut{Subjective: s.Subjective, Objective: s.Objective, Assessment: s.Assessment, Plan: s.Plan}
}

// ConsultationNoteOut is a consultation as the API shows it.
type ConsultationNoteOut struct {
	ID            uuid.UUID  `json:"id"`
	PatientID     uuid.UUID  `json:"patient_id" doc:"Internal UUID of the patient (deprecated form; see patient_token)"`
	PatientToken  string     `json:"patient_token"`
	AppointmentID *uuid.UUID `json:"appointment_id"`
	Status        string     `json:"status" enum:"open,completed" doc:"An open consultation's note still grows; a completed one's is final"`
	Transcript    string     `json:"transcript"`
	SOAP          SOAPOut    `json:"soap"`
	SOAPHash      string     `json:"soap_hash"`
	Vitals        VitalsOut  `json:"vitals"`
	Engine        string     `json:"engine" enum:"rules,llm"`
	Model         *string    `json:"model"`
	PromptVersion string     `json:"prompt_version"`
	CompletedAt   *time.Time `json:"completed_at"`
	CreatedAt     time.Time  `json:"created_at"`
	UpdatedAt     time.Time  `json:"updated_at"`
}

func toConsultationNoteOut(c consultations.Consultation) ConsultationNoteOut {
	var done *time.Time
	if c.CompletedAt != nil {
		t := c.CompletedAt.UTC()
		done = &t
	}
	return ConsultationNoteOut{ID: c.ID, PatientID: c.PatientID, PatientToken: c.PatientToken, AppointmentID: c.AppointmentID,
		Status: string(c.Status), Transcript: c.Transcript, SOAP: toSOAPOut(c.SOAP), SOAPHash: c.Hash, Vitals: VitalsOut(c.Vitals),
		Engine: c.Engine, Model: nonEmpty(c.Model), PromptVersion: c.PromptVersion, CompletedAt: done,
		CreatedAt: c.CreatedAt.UTC(), UpdatedAt: c.UpdatedAt.UTC()}
}

type consultationIDInput struct {
	ID string `path:"consultation_id" format:"uuid"`
}

// consultationID parses a path id; a malformed one is the uniform 404.
func consultationID(raw string) (uuid.UUID, error) {
	id, err := uuid.Parse(raw)
	if err != nil {
		return uuid.Nil, errs.NotFoundf("Consultation not found")
	}
	return id, nil
}

// bodyAppointment resolves the patient's appointment named in a body: an unknown, another
// clinic's or another patient's appointment is 422 with code reference.
func (s *server) bodyAppointment(ctx context.Context, raw string, patientID uuid.UUID) (uuid.UUID, error) {
	ref := errs.InvalidFields(errs.FieldError{Field: "body.appointment_id", Message: "names no appointment of this patient", Code: errs.CodeReference})
	id, err := uuid.Parse(raw)
	if err != nil {
		return uuid.Nil, ref
	}
	a, err := s.deps.Booking.GetAppointment(ctx, id)
	if errs.KindOf(err) == errs.NotFound || (err == nil && a.PatientID != patientID) {
		return uuid.Nil, ref
	}
	return id, err
}

func (s *server) registerConsultations() {
	registerStream(s, huma.Operation{
		OperationID: "progressive-soap", Method: http.MethodPost, Path: "/v1/consultation/progressive-soap/stream",
		Tags: []string{"Consultations"}, Summary: "Write the SOAP note of a consultation as its transcript grows",
		Description: "Sorts the transcript into Subjective, Objective (vital signs normalised), Assessment and Plan and saves " +
			"the note as a consultation of the patient (and of the appointment, when given). With `Accept: text/event-stream`: " +
			"a `section` event per section as it is ready, then `done`. Without a language model configured the deterministic " +
			"engine of Portuguese clinical cues writes the note; with one, the model does (`engine`, `model` and " +
			"`prompt_version` say which). 409 when the consultation of `previous_soap_hash` is completed, or another call moved " +
			"its note on meanwhile.",
		Errors: []int{http.StatusConflict},
	}, tenancy.ClinicalWrite, map[string]any{"section": SOAPSection{}, "done": SOAPDone{}},
		func(ctx context.Context, in *struct{ Body SOAPRequest }) (streamJob[SOAPDone], error) {
			p, err := s.bodyPatient(ctx, in.Body.PatientID)
			if err != nil {
				return nil, err
			}
			req := consultations.ProgressRequest{Patient: consultations.Patient{ID: p.ID, Token: p.Token}, Transcript: in.Body.Transcript}
			if in.Body.PreviousSOAPHash != nil {
				req.PreviousHash = *in.Body.PreviousSOAPHash
			}
			if in.Body.AppointmentID != nil {
				id, err := s.bodyAppointment(ctx, *in.Body.AppointmentID, p.ID)
				if err != nil {
					return nil, err
				}
				req.AppointmentID = &id
			}
			if err := s.deps.Consultations.Check(ctx, req); err != nil {
				return nil, errs.PrefixFields(err, "body.")
			}
			return func(ctx context.Context, emit emitFunc) (SOAPDone, error) {
				n, err := s.deps.Consultations.Progress(ctx, req, func(section, text string) error {
					return emit("section", SOAPSection{Section: section, Text: text})
				})
				if err != nil {
					return SOAPDone{}, errs.PrefixFields(err, "body.")
				}
				return SOAPDone{SOAP: toSOAPOut(n.SOAP), SOAPHash: n.Hash, ConsultationID: n.ID, Vitals: VitalsOut(n.Vitals),
					Processed: n.Processed, Engine: n.Engine, Model: nonEmpty(n.Model), PromptVersion: n.PromptVersion}, nil
			}, nil
		})

	register(s, huma.Operation{
		OperationID: "get-consultation", Method: http.MethodGet, Path: "/v1/consultation/{consultation_id}", Tags: []string{"Consultations"},
		Summary: "Get a consultation and its note", Errors: []int{http.StatusNotFound},
		Description: "404 for a malformed, unknown or another clinic's id (the same body).",
	}, tenancy.ClinicalRead, func(ctx context.Context, in *consultationIDInput) (*struct{ Body ConsultationNoteOut }, error) {
		id, err := consultationID(in.ID)
		if err != nil {
			return nil, err
		}
		c, err := s.deps.Consultations.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return &struct{ Body ConsultationNoteOut }{toConsultationNoteOut(c)}, nil
	})

	register(s, huma.Operation{
		OperationID: "complete-consultation", Method: http.MethodPost, Path: "/v1/consultation/{consultation_id}/complete",
		Tags: []string{"Consultations"}, Summary: "Complete a consultation: its note becomes final and feeds the patient's graph",
		Description: "The conditions (with their CID codes), medications and allergies the note states join the patient's knowledge " +
			"graph with the consultation as their source (document_type `consultation` in context and summary). " +
			"409 when already completed; 503 when the graph is unreachable (the consultation then stays open: retry).",
		Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, tenancy.ClinicalWrite, func(ctx context.Context, in *consultationIDInput) (*struct{ Body ConsultationNoteOut }, error) {
		id, err := consultationID(in.ID)
		if err != nil {
			return nil, err
		}
		c, err := s.deps.Consultations.Complete(ctx, id)
		if err != nil {
			return nil, err
		}
		return &struct{ Body ConsultationNoteOut }{toConsultationNoteOut(c)}, nil
	})
}
