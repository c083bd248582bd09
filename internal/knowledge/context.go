package knowledge

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j/dbtype"

	"clinic/internal/knowledge/extract"
	"clinic/internal/platform/errs"
)

// AlertWindowDays is how far back out-of-range results count as recent lab alerts.
const AlertWindowDays = 90

// Fact is one clinical fact with every document that states it (newest first). Its fields are
// the newest document's, completed by older ones where the newest says nothing.
type Fact struct {
	Kind    string            // allergy, condition, medication, smoking, alcohol, physical_activity, occupation
	Fields  map[string]string // the fact's properties, e.g. name, icd10, status; substance, reaction
	Sources []DocumentRef
}

// Consultation is a completed appointment (from Postgres).
type Consultation struct {
	AppointmentID   uuid.UUID
	StartTime       time.Time
	EndTime         time.Time
	Provider        string
	AppointmentType string
	Notes           *string
}

// LabAlert is an out-of-range result of the alert window. Point is in the marker's canonical
// unit; Printed is the value and unit as the report printed them (RefText is in that unit).
type LabAlert struct {
	Marker  string
	Point   Point
	Printed string // e.g. "6,1 mmol/L"
	// Converted says the report printed another unit than Point's.
	Converted bool
	RefText   string
	Source    DocumentRef
}

// PatientContext is everything the graph (and the schedule) knows about a patient.
type PatientContext struct {
	Allergies     []Fact
	Conditions    []Fact
	Medications   []Fact
	Lifestyle     []Fact // smoking, alcohol, physical activity
	Social        []Fact // occupation
	Consultations []Consultation
	LabAlerts     []LabAlert
}

const cypherPatientFacts = `MATCH (p:Patient {tenant_id: $tenant_id, id: $patient_id})-[r:HAS_CONDITION|TAKES_MEDICATION|ALLERGIC_TO|HAS_FACTOR]->(f)
WHERE f.tenant_id = $tenant_id
MATCH (f)-[:EXTRACTED_FROM]->(d:Document {tenant_id: $tenant_id})
RETURN type(r), properties(f), d.id, d.document_type, d.title, d.document_date
ORDER BY d.document_date DESC, d.id, f.id`

// cypherPatientsFacts is cypherPatientFacts for the patients $patient_ids, each record ending
// with its patient's id.
const cypherPatientsFacts = `MATCH (p:Patient {tenant_id: $tenant_id})-[r:HAS_CONDITION|TAKES_MEDICATION|ALLERGIC_TO|HAS_FACTOR]->(f)
WHERE p.id IN $patient_ids AND f.tenant_id = $tenant_id
MATCH (f)-[:EXTRACTED_FROM]->(d:Document {tenant_id: $tenant_id})
RETURN type(r), properties(f), d.id, d.document_type, d.title, d.document_date, p.id
ORDER BY p.id, d.document_date DESC, d.id, f.id`

const cypherLabAlerts = `MATCH (p:Patient {tenant_id: $tenant_id, id: $patient_id})-[:HAS_LAB_RESULT]->(l:LabResult)
WHERE l.tenant_id = $tenant_id AND l.flag IN ['low', 'high'] AND l.observed_at >= $since
MATCH (l)-[:EXTRACTED_FROM]->(d:Document {tenant_id: $tenant_id})
RETURN l.marker, l.value, l.unit, l.observed_at, l.flag, l.ref_text, d.id, d.document_type, d.title, d.document_date,
  l.value_text, l.unit_printed
ORDER BY l.observed_at DESC, l.marker, d.id`

// maxConsultations bounds the recent consultations listed.
const maxConsultations = 10

// Context returns the patient's clinical context. Errors: Unavailable when Neo4j (or Postgres)
// cannot be reached.
func (s *Service) Context(ctx context.Context, patientID uuid.UUID) (PatientContext, error) {
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	var out PatientContext
	if err := s.contextFacts(ctx, patientID, &out); err != nil {
		return PatientContext{}, err
	}
	if err := s.labAlerts(ctx, patientID, &out); err != nil {
		return PatientContext{}, err
	}
	var err error
	out.Consultations, err = s.consultations(ctx, patientID)
	return out, err
}

// Facts returns the clinical facts the patient's documents state (allergies, conditions,
// medications, lifestyle and social facts; no lab alerts or consultations), each with every
// document that states it. Errors: Unavailable when Neo4j cannot be reached.
func (s *Service) Facts(ctx context.Context, patientID uuid.UUID) (PatientContext, error) {
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	var out PatientContext
	err := s.contextFacts(ctx, patientID, &out)
	return out, err
}

func (s *Service) contextFacts(ctx context.Context, patientID uuid.UUID, out *PatientContext) error {
	st, err := tenantStatement(ctx, cypherPatientFacts, map[string]any{"patient_id": patientID.String()})
	if err != nil {
		return err
	}
	recs, err := s.graph.read(ctx, st)
	if err != nil {
		return fmt.Errorf("patient facts: %w", err)
	}
	mergeFacts(recs, out)
	return nil
}

// MaxFactsBatch bounds the patients FactsOf reads in one statement.
const MaxFactsBatch = 200

// FactsOf returns the facts (allergies, conditions, medications, lifestyle and social facts) of
// each given patient, as Facts does, in one statement: the batch read behind the GraphQL
// dataloaders. Patients with no facts, of another tenant or of none are absent.
// Errors: Invalid for more than MaxFactsBatch ids; Unavailable when Neo4j cannot be reached.
func (s *Service) FactsOf(ctx context.Context, patientIDs []uuid.UUID) (map[uuid.UUID]PatientContext, error) {
	if len(patientIDs) > MaxFactsBatch {
		return nil, errs.InvalidFields(errs.FieldError{Field: "patient_ids", Message: fmt.Sprintf("at most %d", MaxFactsBatch)})
	}
	ctx, cancel := s.graph.bound(ctx)
	defer cancel()
	ids := make([]string, len(patientIDs))
	for i, id := range patientIDs {
		ids[i] = id.String()
	}
	st, err := tenantStatement(ctx, cypherPatientsFacts, map[string]any{"patient_ids": ids})
	if err != nil {
		return nil, err
	}
	recs, err := s.graph.read(ctx, st)
	if err != nil {
		return nil, fmt.Errorf("patients' facts: %w", err)
	}
	byPatient := map[uuid.UUID][]*neo4j.Record{}
	for _, r := range recs {
		id, err := uuid.Parse(fmt.Sprint(r.Values[6]))
		if err != nil {
			continue // not a patient the product wrote
		}
		byPatient[id] = append(byPatient[id], r)
	}
	out := make(map[uuid.UUID]PatientContext, len(byPatient))
	for id, rs := range byPatient {
		var pc PatientContext
		mergeFacts(rs, &pc)
		out[id] = pc
	}
	return out, nil
}

// mergeFacts files records of cypherPatientFacts's shape (newest document first) into out, one
// fact per identity with every document that states it.
func mergeFacts(recs []*neo4j.Record, out *PatientContext) {
	merged := map[string]*Fact{}
	var order []string
	for _, r := range recs {
		rel, _ := r.Values[0].(string)
		props, _ := r.Values[1].(map[string]any)
		f := factOf(rel, props)
		key := f.Kind + "|" + foldKey(f.Fields)
		if m, ok := merged[key]; ok {
			m.Sources = append(m.Sources, docRef(r.Values[2:6]))
			for k, v := range f.Fields {
				if _, has := m.Fields[k]; !has {
					m.Fields[k] = v // an older document may state what the newest leaves out
				}
			}
			continue
		}
		f.Sources = []DocumentRef{docRef(r.Values[2:6])}
		merged[key] = &f
		order = append(order, key)
	}
	for _, k := range order {
		f := *merged[k]
		switch f.Kind {
		case "allergy":
			out.Allergies = append(out.Allergies, f)
		case "condition":
			out.Conditions = append(out.Conditions, f)
		case "medication":
			out.Medications = append(out.Medications, f)
		case "occupation":
			out.Social = append(out.Social, f)
		default:
			out.Lifestyle = append(out.Lifestyle, f)
		}
	}
}

// factFields are the properties each kind of fact shows, the first being its identity.
var factFields = map[string][]string{
	"HAS_CONDITION":    {"name", "icd10", "status"},
	"TAKES_MEDICATION": {"name", "dose", "route", "frequency"},
	"ALLERGIC_TO":      {"substance", "reaction"},
	"HAS_FACTOR":       {"value"},
}

func factOf(rel string, props map[string]any) Fact {
	kind := map[string]string{"HAS_CONDITION": "condition", "TAKES_MEDICATION": "medication", "ALLERGIC_TO": "allergy"}[rel]
	if rel == "HAS_FACTOR" {
		kind, _ = props["kind"].(string)
	}
	f := Fact{Kind: kind, Fields: map[string]string{}}
	for _, name := range factFields[rel] {
		if v, _ := props[name].(string); v != "" {
			f.Fields[name] = v
		}
	}
	return f
}

// foldKey identifies a fact for merging its sources: its first field, without case or accents
// (the same condition in two documents is one fact with two sources).
func foldKey(fields map[string]string) string {
	for _, k := range []string{"name", "substance", "value"} {
		if v, ok := fields[k]; ok {
			return extract.Fold(v)
		}
	}
	return ""
}

func docRef(v []any) DocumentRef {
	ref := DocumentRef{}
	ref.DocumentID, _ = v[0].(string)
	ref.DocumentType, _ = v[1].(string)
	ref.Title, _ = v[2].(string)
	if d, ok := v[3].(dbtype.Date); ok {
		t := d.Time()
		ref.DocumentDate = &t
	}
	return ref
}

func (s *Service) labAlerts(ctx context.Context, patientID uuid.UUID, out *PatientContext) error {
	today := since(s.now(), 0)
	st, err := tenantStatement(ctx, cypherLabAlerts, map[string]any{"patient_id": patientID.String(),
		"since": neo4j.DateOf(today.AddDate(0, 0, -AlertWindowDays))})
	if err != nil {
		return err
	}
	recs, err := s.graph.read(ctx, st)
	if err != nil {
		return fmt.Errorf("lab alerts: %w", err)
	}
	for _, r := range recs {
		v := r.Values
		a := LabAlert{Source: docRef(v[6:10])}
		a.Marker, _ = v[0].(string)
		a.Point.Value, _ = v[1].(float64)
		a.Point.Unit, _ = v[2].(string)
		if d, ok := v[3].(dbtype.Date); ok {
			a.Point.ObservedAt = d.Time()
		}
		a.Point.Flag, _ = v[4].(string)
		a.RefText, _ = v[5].(string)
		text, _ := v[10].(string)
		unit, _ := v[11].(string)
		a.Printed = strings.TrimSpace(text + " " + unit)
		a.Converted = unit != "" && extract.NormalizeUnit(unit) != a.Point.Unit
		a.Point.DocumentID = a.Source.DocumentID
		out.LabAlerts = append(out.LabAlerts, a)
	}
	return nil
}

func (s *Service) consultations(ctx context.Context, patientID uuid.UUID) ([]Consultation, error) {
	var out []Consultation
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		out, err = pgx.CollectRows(rows, pgx.RowToStructByPos[Consultation])
		return err
	}, `select a.id, a.start_time, a.end_time, pp.name, t.name, a.notes
		from appointments a
		join provider_profiles pp on pp.tenant_id = a.tenant_id and pp.id = a.provider_id
		join appointment_types t on t.tenant_id = a.tenant_id and t.id = a.appointment_type_id
		where a.patient_id = $1 and a.status = 'completed'
		order by a.start_time desc limit $2`, patientID, maxConsultations)
	if err != nil {
		return nil, fmt.Errorf("recent consultations: %w", err)
	}
	return out, nil
}
