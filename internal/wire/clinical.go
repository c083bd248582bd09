package wire

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"clinic/internal/clinical/chat"
	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/prescriptions"
	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/knowledge/extract"
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

// ChatRecords is chat.Records over the knowledge graph and the documents' text.
type ChatRecords struct {
	Knowledge *knowledge.Service
	Documents *documents.Service
}

var _ chat.Records = ChatRecords{}

// Facts returns the patient's allergies, conditions and medications, each with its newest source.
func (r ChatRecords) Facts(ctx context.Context, patientID uuid.UUID) ([]chat.Fact, error) {
	pc, err := r.Knowledge.Facts(ctx, patientID)
	if err != nil {
		return nil, err
	}
	var out []chat.Fact
	add := func(kind string, facts []knowledge.Fact, text func(map[string]string) string) {
		for _, f := range facts {
			if len(f.Sources) == 0 {
				continue
			}
			out = append(out, chat.Fact{Kind: kind, Text: text(f.Fields), DocumentID: f.Sources[0].DocumentID, Title: f.Sources[0].Title})
		}
	}
	add("allergy", pc.Allergies, func(m map[string]string) string { return joinNonEmpty(" ", m["substance"], paren(m["reaction"])) })
	add("condition", pc.Conditions, func(m map[string]string) string {
		return joinNonEmpty(" ", m["name"], paren(joinNonEmpty(", ", prefixed("CID ", m["icd10"]), statusPT[m["status"]])))
	})
	add("medication", pc.Medications, func(m map[string]string) string {
		return joinNonEmpty(" ", m["name"], m["dose"], m["route"], m["frequency"])
	})
	return out, nil
}

var statusPT = map[string]string{"suspected": "suspeita", "confirmed": "confirmada", "history": "antecedente"}

// joinNonEmpty joins the parts that are not empty with sep.
func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// paren wraps s in parentheses ("" stays "").
func paren(s string) string {
	if s == "" {
		return ""
	}
	return "(" + s + ")"
}

// prefixed puts prefix before s ("" stays "").
func prefixed(prefix, s string) string {
	if s == "" {
		return ""
	}
	return prefix + s
}

// Labs returns the patient's lab series of the last ten years.
func (r ChatRecords) Labs(ctx context.Context, patientID uuid.UUID) ([]chat.Series, error) {
	tr, err := r.Knowledge.LabTrends(ctx, knowledge.TrendsQuery{PatientID: patientID, PeriodMonths: 120})
	if err != nil {
		return nil, err
	}
	out := make([]chat.Series, 0, len(tr.Series))
	for _, s := range tr.Series {
		cs := chat.Series{Marker: s.Marker, Unit: s.Unit, Trend: s.Trend, RefText: s.RefText}
		for _, p := range s.Points {
			cs.Points = append(cs.Points, chat.Point{Value: p.Value, Unit: p.Unit, Date: p.ObservedAt, Flag: p.Flag, DocumentID: p.DocumentID})
		}
		out = append(out, cs)
	}
	return out, nil
}

// Search returns passages of the patient's documents.
func (r ChatRecords) Search(ctx context.Context, patientID uuid.UUID, query string, limit int) ([]chat.Passage, error) {
	ps, err := r.Documents.SearchText(ctx, patientID, query, limit)
	if err != nil {
		return nil, err
	}
	out := make([]chat.Passage, len(ps))
	for i, p := range ps {
		out[i] = chat.Passage{DocumentID: p.DocumentID.String(), Title: p.Title, Text: p.Text}
	}
	return out, nil
}

// CanonicalMarker maps a marker's canonical name, name or synonym to its canonical name.
func (ChatRecords) CanonicalMarker(name string) (string, bool) {
	if _, exact := extract.Marker(name); exact {
		return name, true
	}
	return extract.CanonicalMarker(name)
}
