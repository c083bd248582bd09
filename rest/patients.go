package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/patients"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// PatientCreate is the body of POST /v1/patients.
type PatientCreate struct {
	Name      string         `json:"name" minLength:"1" maxLength:"255" example:"Maria da Silva"`
	BirthDate *string        `json:"birth_date,omitempty" nullable:"true" format:"date" example:"1985-03-14" doc:"Not after today in the clinic's time zone (a later date is refused with code rule)"`
	Sex       *string        `json:"sex,omitempty" nullable:"true" enum:"female,male,other,unknown"`
	CPF       *string        `json:"cpf,omitempty" nullable:"true" maxLength:"20" example:"529.982.247-25" doc:"With or without punctuation; stored as 11 digits; unique per clinic (409 otherwise). Wrong check digits or eleven equal digits are refused with code rule"`
	Phone     *string        `json:"phone,omitempty" nullable:"true" maxLength:"32" example:"+55 11 98765-4321"`
	Email     *string        `json:"email,omitempty" nullable:"true" maxLength:"254" example:"maria@example.com"`
	Metadata  map[string]any `json:"metadata,omitempty" maxProperties:"64" doc:"Free-form object, at most 16 KiB of JSON (larger: code rule); no NUL characters in its strings (code rule)"`
}

// TransformSchema states the shapes of the contact fields.
func (PatientCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return shapeFields(s, map[string]textShape{"cpf": cpfText, "phone": phoneText, "email": emailText})
}

// PatientOut is a patient as the API shows it.
type PatientOut struct {
	ID        string         `json:"id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"Opaque, tenant-scoped token; use it in paths"`
	UUID      uuid.UUID      `json:"uuid" doc:"Internal id. Deprecated: use id"`
	Name      string         `json:"name"`
	BirthDate *string        `json:"birth_date" format:"date"`
	Sex       *string        `json:"sex"`
	CPF       *string        `json:"cpf" doc:"11 digits"`
	Phone     *string        `json:"phone"`
	Email     *string        `json:"email"`
	Metadata  map[string]any `json:"metadata"`
	CreatedAt time.Time      `json:"created_at"`
	UpdatedAt time.Time      `json:"updated_at"`
}

// toNewPatient converts the body for the domain. A malformed birth_date (the schema reports it)
// is left out.
func (b *PatientCreate) toNewPatient() patients.NewPatient {
	birth, _ := parseDate(b.BirthDate)
	return patients.NewPatient{Name: b.Name, BirthDate: birth, Sex: b.Sex, CPF: b.CPF, Phone: b.Phone,
		Email: b.Email, Metadata: b.Metadata}
}

// Resolve runs the domain's checks while huma validates the request, so one 422 lists every
// offending field, whether the schema or the domain found it.
func (b *PatientCreate) Resolve(huma.Context) []error {
	in := b.toNewPatient()
	return domainIssues(in.Validate(time.Now()), "body.")
}

func toPatientOut(p patients.Patient) PatientOut {
	return PatientOut{ID: p.Token, UUID: p.ID, Name: p.Name, BirthDate: dateString(p.BirthDate), Sex: p.Sex,
		CPF: p.CPF, Phone: p.Phone, Email: p.Email, Metadata: p.Metadata,
		CreatedAt: p.CreatedAt.UTC(), UpdatedAt: p.UpdatedAt.UTC()}
}

// PatientPage is one page of patients.
type PatientPage struct {
	Items      []PatientOut `json:"items"`
	NextCursor *string      `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type patientOutput struct{ Body PatientOut }

type createPatientInput struct{ Body PatientCreate }

type listPatientsInput struct {
	Q         string   `query:"q" maxLength:"255" doc:"Part of the name; case and accents ignored"`
	CPF       cpfParam `query:"cpf" doc:"Exact CPF, with or without punctuation (wrong check digits: 422 with code rule)"`
	BirthDate string   `query:"birth_date" format:"date" doc:"Exact birth date"`
	Limit     int      `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor    string   `query:"cursor" doc:"next_cursor of the previous page"`
}

// cpfParam is a CPF in a query.
type cpfParam string

// Schema states a CPF's shape.
func (cpfParam) Schema(huma.Registry) *huma.Schema {
	return cpfText.state(&huma.Schema{Type: huma.TypeString})
}

type getPatientInput struct {
	PatientID string `path:"patient_id" doc:"pat_ token (recommended) or internal UUID (deprecated)"`
}

type patientPageOutput struct{ Body PatientPage }

func (s *server) registerPatients() {
	register(s, huma.Operation{
		OperationID: "create-patient", Method: http.MethodPost, Path: "/v1/patients", Tags: []string{"Patients"},
		Summary: "Register a patient", DefaultStatus: http.StatusCreated, Errors: []int{http.StatusConflict},
		Description: "409 when the CPF is already registered in the clinic.",
	}, tenancy.PatientsWrite, func(ctx context.Context, in *createPatientInput) (*patientOutput, error) {
		p, err := s.deps.Patients.Create(ctx, in.Body.toNewPatient())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &patientOutput{Body: toPatientOut(p)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-patients", Method: http.MethodGet, Path: "/v1/patients", Tags: []string{"Patients"},
		Summary: "List and search patients",
	}, tenancy.PatientsRead, func(ctx context.Context, in *listPatientsInput) (*patientPageOutput, error) {
		bd, _ := parseDate(&in.BirthDate) // format checked by the schema
		pg, err := s.deps.Patients.List(ctx, patients.Query{Q: in.Q, CPF: string(in.CPF), BirthDate: bd, Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, errs.PrefixFields(err, "query.")
		}
		out := PatientPage{Items: mapItems(pg.Items, toPatientOut), NextCursor: pg.NextCursor}
		return &patientPageOutput{Body: out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-patient", Method: http.MethodGet, Path: "/v1/patients/{patient_id}", Tags: []string{"Patients"},
		Summary: "Get a patient", Errors: []int{http.StatusNotFound},
		Description: "404 for a malformed, unknown or another clinic's identifier (the same body). " +
			"The deprecated UUID form answers with `Deprecation: true`.",
	}, tenancy.PatientsRead, func(ctx context.Context, _ *getPatientInput) (*patientOutput, error) {
		return &patientOutput{Body: toPatientOut(patientFrom(ctx))}, nil
	})
}

// parseDate parses an optional YYYY-MM-DD; nil and "" are no date.
func parseDate(s *string) (*time.Time, error) {
	if s == nil || *s == "" {
		return nil, nil
	}
	t, err := time.Parse(time.DateOnly, *s)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

func dateString(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.Format(time.DateOnly)
	return &s
}
