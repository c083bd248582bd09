// Package model holds the GraphQL types whose Go shape the resolvers need to control: the ones
// that carry the internal ids their fields are resolved from, and the scalars with the service's
// bounds. gqlgen binds them through gqlgen.yml; every other type is generated in graph/.
package model

import (
	"time"

	"github.com/google/uuid"
)

// Patient is a patient; ID is the public pat_ token, UUID the internal id its fields load by.
type Patient struct {
	ID        string
	UUID      uuid.UUID
	Name      string
	BirthDate *Date
	Sex       *string
	CreatedAt DateTime
}

// Provider is a provider; PrimaryLocationID loads primaryLocation.
type Provider struct {
	ID                                uuid.UUID
	Name                              string
	Specialties                       []string
	DefaultAppointmentDurationMinutes int
	PrimaryLocationID                 *uuid.UUID
	IsAcceptingNewPatients            bool
	IsActive                          bool
	CreatedAt                         DateTime
}

// Appointment is an appointment; the ids load its patient, provider, location and type.
type Appointment struct {
	ID                 uuid.UUID
	StartTime          DateTime
	EndTime            DateTime
	Status             string
	Source             string
	CreatedAt          DateTime
	CancellationReason *string
	PatientID          uuid.UUID
	ProviderID         uuid.UUID
	LocationID         uuid.UUID
	AppointmentTypeID  uuid.UUID
}

// Document is a document of a patient's record; PatientID loads its patient.
type Document struct {
	ID                   string
	Type                 string
	Status               string
	ClassificationStatus string
	Confidence           *float64
	Filename             *string
	PageCount            *int
	CreatedAt            DateTime
	PatientID            uuid.UUID
}

// DateTime is an instant, written RFC 3339 in UTC.
type DateTime = time.Time
