package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/doctors"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// DoctorCreate is the body of POST /v1/doctors.
type DoctorCreate struct {
	Name        string   `json:"name" minLength:"1" maxLength:"255" example:"Dra. Ana Souza"`
	CRM         string   `json:"crm" minLength:"1" maxLength:"10" pattern:"^[0-9]+$" example:"123456" doc:"CRM number, digits only"`
	CRMUF       string   `json:"crm_uf" example:"SP" doc:"State (UF) of the CRM, either case"`
	Specialties []string `json:"specialties,omitempty" maxItems:"20" example:"[\"cardiologia\"]" doc:"Each 1 to 100 characters, trimmed"`
	Email       *string  `json:"email,omitempty" nullable:"true" maxLength:"254"`
	Phone       *string  `json:"phone,omitempty" nullable:"true" maxLength:"32"`
	IsActive    *bool    `json:"is_active,omitempty" doc:"Default true"`
}

// TransformSchema states the shapes of the UF, the contact fields and the specialties.
func (DoctorCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	provSpecialties(s)
	return shapeFields(s, map[string]textShape{"crm_uf": ufText, "email": emailText, "phone": phoneText})
}

// DoctorOut is a doctor as the API shows it.
type DoctorOut struct {
	ID          uuid.UUID `json:"id"`
	Name        string    `json:"name"`
	CRM         string    `json:"crm"`
	CRMUF       string    `json:"crm_uf"`
	Specialties []string  `json:"specialties"`
	Email       *string   `json:"email"`
	Phone       *string   `json:"phone"`
	IsActive    bool      `json:"is_active"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

func (b *DoctorCreate) toNewDoctor() doctors.NewDoctor {
	return doctors.NewDoctor{Name: b.Name, CRM: b.CRM, CRMUF: b.CRMUF, Specialties: b.Specialties,
		Email: b.Email, Phone: b.Phone, IsActive: b.IsActive}
}

// Resolve runs the domain's checks while huma validates the request (one 422 for every field).
func (b *DoctorCreate) Resolve(huma.Context) []error {
	in := b.toNewDoctor()
	return domainIssues(in.Validate(), "body.")
}

func toDoctorOut(d doctors.Doctor) DoctorOut {
	if d.Specialties == nil {
		d.Specialties = []string{}
	}
	return DoctorOut{ID: d.ID, Name: d.Name, CRM: d.CRM, CRMUF: d.CRMUF, Specialties: d.Specialties,
		Email: d.Email, Phone: d.Phone, IsActive: d.IsActive, CreatedAt: d.CreatedAt.UTC(), UpdatedAt: d.UpdatedAt.UTC()}
}

// DoctorPage is one page of doctors.
type DoctorPage struct {
	Items      []DoctorOut `json:"items"`
	NextCursor *string     `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type doctorOutput struct{ Body DoctorOut }

type doctorPageOutput struct{ Body DoctorPage }

type listDoctorsInput struct {
	Specialty string `query:"specialty" maxLength:"100" doc:"One of the doctor's specialties, case ignored"`
	Limit     int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor    string `query:"cursor" maxLength:"64"`
}

type getDoctorInput struct {
	ID string `path:"doctor_id"`
}

func (s *server) registerDoctors() {
	register(s, huma.Operation{
		OperationID: "create-doctor", Method: http.MethodPost, Path: "/v1/doctors", Tags: []string{"Doctors"},
		Summary: "Register a doctor", DefaultStatus: http.StatusCreated, Errors: []int{http.StatusConflict},
		Description: "409 when a doctor with the same CRM number and UF is already registered in the clinic.",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct{ Body DoctorCreate }) (*doctorOutput, error) {
		d, err := s.deps.Doctors.Create(ctx, in.Body.toNewDoctor())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &doctorOutput{Body: toDoctorOut(d)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-doctors", Method: http.MethodGet, Path: "/v1/doctors", Tags: []string{"Doctors"},
		Summary: "List doctors",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *listDoctorsInput) (*doctorPageOutput, error) {
		pg, err := s.deps.Doctors.List(ctx, doctors.Query{Specialty: in.Specialty, Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, err
		}
		out := DoctorPage{Items: mapItems(pg.Items, toDoctorOut), NextCursor: pg.NextCursor}
		return &doctorPageOutput{Body: out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-doctor", Method: http.MethodGet, Path: "/v1/doctors/{doctor_id}", Tags: []string{"Doctors"},
		Summary: "Get a doctor", Errors: []int{http.StatusNotFound},
		Description: "404 for a malformed, unknown or another clinic's id (the same body).",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *getDoctorInput) (*doctorOutput, error) {
		id, err := uuid.Parse(in.ID)
		if err != nil {
			return nil, errs.NotFoundf("Doctor not found")
		}
		d, err := s.deps.Doctors.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return &doctorOutput{Body: toDoctorOut(d)}, nil
	})
}
