package rest

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/clinical/prescriptions"
	"clinic/internal/patients"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// PrescriptionItemIn is one medicine of a prescription, its fields as the prescriber writes them.
type PrescriptionItemIn struct {
	Drug          string `json:"drug" minLength:"1" maxLength:"200" example:"Amoxicilina" doc:"Generic name (DCB), brand or synonym; checked against the drug base"`
	Concentration string `json:"concentration,omitempty" maxLength:"200" example:"500 mg"`
	Form          string `json:"form,omitempty" maxLength:"200" example:"cápsula"`
	Route         string `json:"route,omitempty" maxLength:"200" example:"oral" doc:"oral, sublingual, intramuscular, intravenosa, subcutânea, inalatória, tópica, oftálmica, or as written"`
	Dose          string `json:"dose,omitempty" maxLength:"200" example:"1 cápsula" doc:"Per administration: a count of units (with concentration) or a mass (\"1 g\")"`
	Frequency     string `json:"frequency,omitempty" maxLength:"200" example:"de 8 em 8 horas"`
	Duration      string `json:"duration,omitempty" maxLength:"200" example:"por 7 dias"`
	Quantity      string `json:"quantity,omitempty" maxLength:"200" example:"21 cápsulas" doc:"Amount dispensed"`
	Instructions  string `json:"instructions,omitempty" maxLength:"200" example:"após as refeições"`
}

// TransformSchema states the required drug.
func (PrescriptionItemIn) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "drug")
}

func toItems(in []PrescriptionItemIn) []prescriptions.Item {
	return mapItems(in, func(i PrescriptionItemIn) prescriptions.Item { return prescriptions.Item(i) })
}

// PrescriptionCreate is the body of POST /v1/prescriptions.
type PrescriptionCreate struct {
	PatientID string               `json:"patient_id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient: pat_ token (recommended) or internal UUID (deprecated)"`
	DoctorID  string               `json:"doctor_id" format:"uuid" doc:"The prescribing doctor: an active doctor of the clinic"`
	Items     []PrescriptionItemIn `json:"items" minItems:"1" maxItems:"30"`
	Notes     *string              `json:"notes,omitempty" nullable:"true" maxLength:"4000"`
}

// TransformSchema states the required fields.
func (PrescriptionCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "patient_id", "doctor_id", "items")
}

// Resolve runs the domain's checks while huma validates the request.
func (b *PrescriptionCreate) Resolve(huma.Context) []error {
	return domainIssues(prescriptions.Content{Items: toItems(b.Items), Notes: b.Notes}.Validate(), "body.")
}

// PrescriptionUpdate is the body of PUT /v1/prescriptions/{prescription_id}.
type PrescriptionUpdate struct {
	Version int                  `json:"version" minimum:"1" maximum:"2147483647" doc:"The version read; a stale one is 409"`
	Items   []PrescriptionItemIn `json:"items" minItems:"1" maxItems:"30"`
	Notes   *string              `json:"notes,omitempty" nullable:"true" maxLength:"4000"`
}

// TransformSchema states the required fields.
func (PrescriptionUpdate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "version", "items")
}

// Resolve runs the domain's checks while huma validates the request.
func (b *PrescriptionUpdate) Resolve(huma.Context) []error {
	return domainIssues(prescriptions.Content{Items: toItems(b.Items), Notes: b.Notes}.Validate(), "body.")
}

// PrescriptionSign is the body of POST /v1/prescriptions/{prescription_id}/sign.
type PrescriptionSign struct {
	Version        int     `json:"version" minimum:"1" maximum:"2147483647"`
	OverrideReason *string `json:"override_reason,omitempty" nullable:"true" minLength:"1" maxLength:"1000" doc:"Required when the safety gate blocks the prescription (422 with code rule otherwise); kept with it. Ignored when the gate does not block"`
}

// TransformSchema states the required version.
func (PrescriptionSign) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "version")
}

// PrescriptionCancel is the body of POST /v1/prescriptions/{prescription_id}/cancel.
type PrescriptionCancel struct {
	Version int     `json:"version" minimum:"1" maximum:"2147483647"`
	Reason  *string `json:"reason,omitempty" nullable:"true" maxLength:"1000"`
}

// TransformSchema states the required version.
func (PrescriptionCancel) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "version")
}

// PrescriptionItemOut is one medicine as stored.
type PrescriptionItemOut PrescriptionItemIn

// FindingOut is one concern of the safety gate.
type FindingOut struct {
	Kind     string   `json:"kind" enum:"allergy,interaction,duplicate_therapy,dose_range,unknown_drug"`
	Level    string   `json:"level" enum:"blocked,warning" doc:"blocked: an allergy to the drug or its class, or a contraindicated interaction; warning: the rest"`
	Items    []int    `json:"items" doc:"Indexes (from 0) of the items concerned"`
	Drugs    []string `json:"drugs" doc:"Generic names concerned, and the allergy or the patient's medication involved"`
	Message  string   `json:"message" doc:"pt-BR"`
	Severity *string  `json:"severity" enum:"contraindicated,major,moderate" doc:"An interaction's severity; null for other kinds"`
	Source   *string  `json:"source" doc:"The rule's or dose limit's reference; null when none"`
}

func toFindingsOut(fs []prescriptions.Finding) []FindingOut {
	return mapItems(fs, func(f prescriptions.Finding) FindingOut {
		return FindingOut{Kind: f.Kind, Level: string(f.Level), Items: orEmpty(f.Items), Drugs: orEmpty(f.Drugs),
			Message: f.Message, Severity: nonEmpty(f.Severity), Source: nonEmpty(f.Source)}
	})
}

// PrescriptionOut is a prescription as the API shows it.
type PrescriptionOut struct {
	ID             uuid.UUID             `json:"id"`
	PatientID      uuid.UUID             `json:"patient_id" doc:"Internal UUID of the patient (deprecated form; see patient_token)"`
	PatientToken   string                `json:"patient_token"`
	DoctorID       uuid.UUID             `json:"doctor_id"`
	Status         string                `json:"status" enum:"draft,signed,cancelled" doc:"Only a draft changes or is signed; a signed prescription is immutable (cancel it and issue a new one)"`
	Items          []PrescriptionItemOut `json:"items"`
	Notes          *string               `json:"notes"`
	Gate           string                `json:"gate" enum:"passed,warnings,blocked" doc:"The safety gate's verdict at the last change or at signature"`
	Findings       []FindingOut          `json:"findings"`
	OverrideReason *string               `json:"override_reason" doc:"Why a blocked prescription was signed"`
	SignedAt       *time.Time            `json:"signed_at"`
	CancelledAt    *time.Time            `json:"cancelled_at"`
	CancelReason   *string               `json:"cancel_reason"`
	Version        int                   `json:"version"`
	CreatedAt      time.Time             `json:"created_at"`
	UpdatedAt      time.Time             `json:"updated_at"`
}

func toPrescriptionOut(p prescriptions.Prescription) PrescriptionOut {
	utc := func(t *time.Time) *time.Time {
		if t == nil {
			return nil
		}
		u := t.UTC()
		return &u
	}
	return PrescriptionOut{ID: p.ID, PatientID: p.PatientID, PatientToken: p.PatientToken, DoctorID: p.DoctorID,
		Status: string(p.Status), Notes: p.Notes, Gate: string(p.Gate), Findings: toFindingsOut(p.Findings),
		Items:          mapItems(p.Items, func(i prescriptions.Item) PrescriptionItemOut { return PrescriptionItemOut(i) }),
		OverrideReason: p.OverrideReason, SignedAt: utc(p.SignedAt), CancelledAt: utc(p.CancelledAt), CancelReason: p.CancelReason,
		Version: p.Version, CreatedAt: p.CreatedAt.UTC(), UpdatedAt: p.UpdatedAt.UTC()}
}

// PrescriptionPage is one page of prescriptions.
type PrescriptionPage struct {
	Items      []PrescriptionOut `json:"items"`
	NextCursor *string           `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type prescriptionOutput struct{ Body PrescriptionOut }

type prescriptionIDInput struct {
	ID string `path:"prescription_id" format:"uuid"`
}

// prescriptionBody is a path id with a body.
type prescriptionBody[B any] struct {
	ID   string `path:"prescription_id" format:"uuid"`
	Body B
}

type listPrescriptionsInput struct {
	PatientID string `query:"patient_id" doc:"Only this patient's: pat_ token or internal UUID"`
	Status    string `query:"status" enum:"draft,signed,cancelled"`
	Limit     int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor    string `query:"cursor" maxLength:"64"`
}

// bodyPatient resolves a patient named in a body: another clinic's, an unknown or a malformed
// one is the same 422 with code reference.
func (s *server) bodyPatient(ctx context.Context, ref string) (patients.Patient, error) {
	p, _, err := s.deps.Patients.Resolve(ctx, ref)
	if errors.Is(err, patients.ErrNotFound) {
		return p, errs.InvalidFields(errs.FieldError{Field: "body.patient_id", Message: "names no patient of this clinic", Code: errs.CodeReference})
	}
	return p, err
}

// prescriptionID parses a path id; a malformed one is the uniform 404.
func prescriptionID(raw string) (uuid.UUID, error) {
	id, err := uuid.Parse(raw)
	if err != nil {
		return uuid.Nil, errs.NotFoundf("Prescription not found")
	}
	return id, nil
}

func (s *server) registerPrescriptions() {
	register(s, huma.Operation{
		OperationID: "create-prescription", Method: http.MethodPost, Path: "/v1/prescriptions", Tags: []string{"Prescriptions"},
		Summary: "Create a prescription (draft)", DefaultStatus: http.StatusCreated,
		Description: "Stores a draft and runs the safety gate against the patient's allergies and medications (from the knowledge graph) " +
			"and the drug base: an allergy to the drug or its class and a contraindicated interaction block; major and moderate " +
			"interactions, duplicate therapy, a dose above the usual adult range and a drug the base does not know warn. " + gateDoc,
	}, tenancy.ClinicalWrite, func(ctx context.Context, in *struct{ Body PrescriptionCreate }) (*prescriptionOutput, error) {
		p, err := s.bodyPatient(ctx, in.Body.PatientID)
		if err != nil {
			return nil, err
		}
		doctorID, err := s.bodyDoctor(ctx, in.Body.DoctorID)
		if err != nil {
			return nil, err
		}
		out, err := s.deps.Prescriptions.Create(ctx, prescriptions.Patient{ID: p.ID, Token: p.Token}, doctorID,
			prescriptions.Content{Items: toItems(in.Body.Items), Notes: in.Body.Notes})
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &prescriptionOutput{Body: toPrescriptionOut(out)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-prescriptions", Method: http.MethodGet, Path: "/v1/prescriptions", Tags: []string{"Prescriptions"},
		Summary: "List prescriptions", Description: "Oldest first. An unknown patient_id lists nothing.",
	}, tenancy.ClinicalRead, func(ctx context.Context, in *listPrescriptionsInput) (*struct{ Body PrescriptionPage }, error) {
		q := prescriptions.Query{Status: prescriptions.Status(in.Status), Limit: in.Limit, Cursor: in.Cursor}
		if in.PatientID != "" {
			p, _, err := s.deps.Patients.Resolve(ctx, in.PatientID)
			if errors.Is(err, patients.ErrNotFound) {
				return &struct{ Body PrescriptionPage }{PrescriptionPage{Items: []PrescriptionOut{}}}, nil
			}
			if err != nil {
				return nil, err
			}
			q.PatientID = &p.ID
		}
		pg, err := s.deps.Prescriptions.List(ctx, q)
		if err != nil {
			return nil, err
		}
		return &struct{ Body PrescriptionPage }{PrescriptionPage{Items: mapItems(pg.Items, toPrescriptionOut), NextCursor: pg.NextCursor}}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-prescription", Method: http.MethodGet, Path: "/v1/prescriptions/{prescription_id}", Tags: []string{"Prescriptions"},
		Summary: "Get a prescription", Errors: []int{http.StatusNotFound},
		Description: "404 for a malformed, unknown or another clinic's id (the same body).",
	}, tenancy.ClinicalRead, func(ctx context.Context, in *prescriptionIDInput) (*prescriptionOutput, error) {
		id, err := prescriptionID(in.ID)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Prescriptions.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return &prescriptionOutput{Body: toPrescriptionOut(p)}, nil
	})

	register(s, huma.Operation{
		OperationID: "update-prescription", Method: http.MethodPut, Path: "/v1/prescriptions/{prescription_id}", Tags: []string{"Prescriptions"},
		Summary: "Replace a draft's items and notes", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "The gate runs again. 409 when the prescription is not a draft or `version` is stale.",
	}, tenancy.ClinicalWrite, func(ctx context.Context, in *prescriptionBody[PrescriptionUpdate]) (*prescriptionOutput, error) {
		id, err := prescriptionID(in.ID)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Prescriptions.Update(ctx, id, in.Body.Version, prescriptions.Content{Items: toItems(in.Body.Items), Notes: in.Body.Notes})
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &prescriptionOutput{Body: toPrescriptionOut(p)}, nil
	})

	register(s, huma.Operation{
		OperationID: "sign-prescription", Method: http.MethodPost, Path: "/v1/prescriptions/{prescription_id}/sign", Tags: []string{"Prescriptions"},
		Summary: "Sign a draft", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "The gate runs again (the patient's graph may have changed since the draft). A blocked prescription is signed " +
			"only with `override_reason` (422, code rule, without it); the reason is kept. Once signed, a prescription never changes. " +
			"409 when it is not a draft or `version` is stale.",
	}, tenancy.ClinicalWrite, func(ctx context.Context, in *prescriptionBody[PrescriptionSign]) (*prescriptionOutput, error) {
		id, err := prescriptionID(in.ID)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Prescriptions.Sign(ctx, id, in.Body.Version, in.Body.OverrideReason)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &prescriptionOutput{Body: toPrescriptionOut(p)}, nil
	})

	register(s, huma.Operation{
		OperationID: "cancel-prescription", Method: http.MethodPost, Path: "/v1/prescriptions/{prescription_id}/cancel", Tags: []string{"Prescriptions"},
		Summary: "Cancel a prescription", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "A draft or a signed prescription; 409 when already cancelled or `version` is stale.",
	}, tenancy.ClinicalWrite, func(ctx context.Context, in *prescriptionBody[PrescriptionCancel]) (*prescriptionOutput, error) {
		id, err := prescriptionID(in.ID)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Prescriptions.Cancel(ctx, id, in.Body.Version, in.Body.Reason)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &prescriptionOutput{Body: toPrescriptionOut(p)}, nil
	})

	s.registerPrescriptionStream()
}

// gateDoc says what the gate's verdicts mean.
const gateDoc = "`gate`: `blocked` when any finding blocks (signing then needs `override_reason`), `warnings` when any warns, " +
	"else `passed`. The gate informs the prescriber and does not replace their judgement: a drug outside the base is " +
	"reported as `unknown_drug`, not as safe."

// bodyDoctor resolves the doctor named in a body: a malformed, unknown, another clinic's or an
// inactive doctor is 422 with code reference.
func (s *server) bodyDoctor(ctx context.Context, raw string) (uuid.UUID, error) {
	ref := errs.InvalidFields(errs.FieldError{Field: "body.doctor_id", Message: "names no active doctor of this clinic", Code: errs.CodeReference})
	id, err := uuid.Parse(raw)
	if err != nil {
		return uuid.Nil, ref
	}
	d, err := s.deps.Doctors.Get(ctx, id)
	if errs.KindOf(err) == errs.NotFound || (err == nil && !d.IsActive) {
		return uuid.Nil, ref
	}
	return id, err
}
