package rest

import (
	"time"

	"github.com/google/uuid"

	"clinic/internal/knowledge"
)

// SourceOut names a document a fact came from.
type SourceOut struct {
	DocumentID   string  `json:"document_id"`
	DocumentType string  `json:"document_type"`
	Title        string  `json:"title"`
	DocumentDate *string `json:"document_date" format:"date"`
}

// FactOut is one fact with its sources.
type FactOut struct {
	Kind    string            `json:"kind" doc:"allergy, condition, medication, smoking, alcohol, physical_activity or occupation"`
	Fields  map[string]string `json:"fields" doc:"condition: name, icd10, status; medication: name, dose, route, frequency; allergy: substance, reaction; others: value"`
	Sources []SourceOut       `json:"sources" doc:"Newest first"`
}

// ConsultationOut is a completed appointment.
type ConsultationOut struct {
	AppointmentID   uuid.UUID `json:"appointment_id"`
	StartTime       time.Time `json:"start_time"`
	EndTime         time.Time `json:"end_time"`
	Provider        string    `json:"provider"`
	AppointmentType string    `json:"appointment_type"`
	Notes           *string   `json:"notes"`
}

// LabAlertOut is an out-of-range result.
type LabAlertOut struct {
	MarkerName string       `json:"marker_name"`
	Result     DataPointOut `json:"result"`
	Printed    *string      `json:"printed" doc:"The value and unit as the report printed them (e.g. \"6,1 mmol/L\"); result is in the marker's canonical unit"`
	Reference  *string      `json:"reference" doc:"As printed, in the printed unit"`
	Source     SourceOut    `json:"source"`
}

// PatientContextOut is the patient's clinical context.
type PatientContextOut struct {
	PatientID           uuid.UUID         `json:"patient_id"`
	Allergies           []FactOut         `json:"allergies"`
	Conditions          []FactOut         `json:"conditions"`
	Medications         []FactOut         `json:"medications"`
	Lifestyle           []FactOut         `json:"lifestyle"`
	SocialFactors       []FactOut         `json:"social_factors"`
	RecentConsultations []ConsultationOut `json:"recent_consultations"`
	RecentLabAlerts     []LabAlertOut     `json:"recent_lab_alerts"`
}

// StatementOut is one sentence of a summary with its sources.
type StatementOut struct {
	Section string   `json:"section"`
	Text    string   `json:"text"`
	Sources []string `json:"sources" doc:"Document ids"`
}

// PatientSummaryOut is the clinical summary.
type PatientSummaryOut struct {
	PatientID   uuid.UUID         `json:"patient_id"`
	Language    string            `json:"language"`
	GeneratedBy string            `json:"generated_by" doc:"deterministic (no language model)"`
	Text        string            `json:"text"`
	Statements  []StatementOut    `json:"statements"`
	Facts       PatientContextOut `json:"facts"`
	LabTrends   []LabSeriesOut    `json:"lab_trends"`
}

func toSourceOut(d knowledge.DocumentRef) SourceOut {
	out := SourceOut{DocumentID: d.DocumentID, DocumentType: d.DocumentType, Title: d.Title}
	if d.DocumentDate != nil {
		s := d.DocumentDate.Format(time.DateOnly)
		out.DocumentDate = &s
	}
	return out
}

func toFactOut(f knowledge.Fact) FactOut {
	return FactOut{Kind: f.Kind, Fields: f.Fields, Sources: mapItems(f.Sources, toSourceOut)}
}

func toConsultationOut(c knowledge.Consultation) ConsultationOut {
	return ConsultationOut{AppointmentID: c.AppointmentID, StartTime: c.StartTime.UTC(), EndTime: c.EndTime.UTC(),
		Provider: c.Provider, AppointmentType: c.AppointmentType, Notes: c.Notes}
}

func toLabAlertOut(a knowledge.LabAlert) LabAlertOut {
	return LabAlertOut{MarkerName: a.Marker, Result: toDataPointOut(a.Point), Printed: nonEmpty(a.Printed), Reference: nonEmpty(a.RefText),
		Source: toSourceOut(a.Source)}
}

func toPatientContextOut(id uuid.UUID, pc knowledge.PatientContext) PatientContextOut {
	return PatientContextOut{PatientID: id, Allergies: mapItems(pc.Allergies, toFactOut),
		Conditions: mapItems(pc.Conditions, toFactOut), Medications: mapItems(pc.Medications, toFactOut),
		Lifestyle: mapItems(pc.Lifestyle, toFactOut), SocialFactors: mapItems(pc.Social, toFactOut),
		RecentConsultations: mapItems(pc.Consultations, toConsultationOut),
		RecentLabAlerts:     mapItems(pc.LabAlerts, toLabAlertOut)}
}

func toStatementOut(s knowledge.Statement) StatementOut {
	return StatementOut{Section: s.Section, Text: s.Text, Sources: s.Sources}
}

func toPatientSummaryOut(id uuid.UUID, s knowledge.Summary) PatientSummaryOut {
	return PatientSummaryOut{PatientID: id, Language: "pt-BR", GeneratedBy: "deterministic", Text: s.Text,
		Statements: mapItems(s.Statements, toStatementOut), Facts: toPatientContextOut(id, s.Context),
		LabTrends: mapItems(s.Trends.Series, toLabSeriesOut)}
}
