// Package prescriptions keeps a clinic's prescriptions (draft, signed, cancelled), reads
// prescriptions written or dictated in Portuguese, and runs the safety gate on them against
// the patient's allergies and medications (from the knowledge graph) and the drug base.
package prescriptions

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/llm"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Item is one medicine of a prescription, its fields as written ("500 mg", "1 cápsula",
// "de 8 em 8 horas", "por 7 dias").
type Item struct {
	Drug, Concentration, Form, Route, Dose, Frequency, Duration, Quantity, Instructions string
}

// Status is where a prescription is in its life.
type Status string

// The statuses. Only a draft changes; a signed one may only be cancelled.
const (
	Draft     Status = "draft"
	Signed    Status = "signed"
	Cancelled Status = "cancelled"
)

// Prescription is a stored prescription with its safety verdict.
type Prescription struct {
	ID             uuid.UUID
	PatientID      uuid.UUID
	PatientToken   string
	DoctorID       uuid.UUID
	Status         Status
	Items          []Item
	Notes          *string
	Gate           Gate
	Findings       []Finding
	OverrideReason *string
	SignedAt       *time.Time
	CancelledAt    *time.Time
	CancelReason   *string
	Version        int
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// Limits of a prescription's fields.
const (
	MaxItems      = 30
	MaxFieldChars = 200
	MaxDrugChars  = 200
	MaxNotesChars = 4000
	MaxTextChars  = 8000
	MaxReasonLen  = 1000
)

// Content is what a draft states: its items and notes.
type Content struct {
	Items []Item
	Notes *string
}

// Validate returns Invalid naming each field out of its range.
func (c Content) Validate() error {
	var f errs.Fields
	if len(c.Items) == 0 || len(c.Items) > MaxItems {
		f.Add("items", "must hold 1 to %d items", MaxItems)
	}
	for i, it := range c.Items {
		if strings.TrimSpace(it.Drug) == "" || len([]rune(it.Drug)) > MaxDrugChars {
			f.Add(fmt.Sprintf("items[%d].drug", i), "must be 1 to %d characters, not only spaces", MaxDrugChars)
		}
		for name, v := range map[string]string{"concentration": it.Concentration, "form": it.Form, "route": it.Route,
			"dose": it.Dose, "frequency": it.Frequency, "duration": it.Duration, "quantity": it.Quantity, "instructions": it.Instructions} {
			if len([]rune(v)) > MaxFieldChars {
				f.Add(fmt.Sprintf("items[%d].%s", i, name), "at most %d characters", MaxFieldChars)
			}
		}
	}
	if c.Notes != nil && len([]rune(*c.Notes)) > MaxNotesChars {
		f.Add("notes", "at most %d characters", MaxNotesChars)
	}
	return f.Err()
}

// PatientFacts reads what the patient's knowledge graph states.
type PatientFacts interface {
	// Safety returns the patient's allergies and medications. Errors: Unavailable.
	Safety(ctx context.Context, patientID uuid.UUID) (PatientSafety, error)
}

// DrugBase is the drug base as it is now.
type DrugBase interface {
	// Current returns the base with the installation's imported rules. Errors: Unavailable.
	Current(ctx context.Context) (*drugs.Base, error)
}

// Service keeps prescriptions and runs the gate.
type Service struct {
	db    *pg.DB
	facts PatientFacts
	base  DrugBase
	model llm.Model // nil: Read uses the rules
}

// NewService returns the service.
func NewService(db *pg.DB, facts PatientFacts, base DrugBase) *Service {
	return &Service{db: db, facts: facts, base: base}
}

// Review runs the safety gate on items for a patient (none: uuid.Nil, only the base's own
// checks). Errors: Unavailable.
func (s *Service) Review(ctx context.Context, patientID uuid.UUID, items []Item) (Gate, []Finding, error) {
	b, err := s.base.Current(ctx)
	if err != nil {
		return "", nil, err
	}
	var ps PatientSafety
	if patientID != uuid.Nil {
		if ps, err = s.facts.Safety(ctx, patientID); err != nil {
			return "", nil, fmt.Errorf("patient safety facts: %w", err)
		}
	}
	gate, findings := Evaluate(b, items, ps)
	return gate, findings, nil
}

// Patient names the patient of a new prescription, as the caller resolved it under the tenant.
type Patient struct {
	ID    uuid.UUID
	Token string
}

// Create stores a draft for a patient and doctor the caller resolved under the tenant, with
// the gate's verdict. Errors: Invalid; Unavailable.
func (s *Service) Create(ctx context.Context, patient Patient, doctorID uuid.UUID, c Content) (Prescription, error) {
	if err := c.Validate(); err != nil {
		return Prescription{}, err
	}
	gate, findings, err := s.Review(ctx, patient.ID, c.Items)
	if err != nil {
		return Prescription{}, err
	}
	p := Prescription{ID: uuid.Must(uuid.NewV7()), PatientID: patient.ID, PatientToken: patient.Token, DoctorID: doctorID, Status: Draft,
		Items: c.Items, Notes: c.Notes, Gate: gate, Findings: findings, Version: 1}
	if err := s.db.InTenant(ctx, func(tx pgx.Tx) error { return insert(ctx, tx, &p) }); err != nil {
		return Prescription{}, fmt.Errorf("create prescription: %w", err)
	}
	return p, nil
}

// Get returns a prescription. Errors: NotFound (also for another tenant's); Unavailable.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Prescription, error) {
	return s.get(ctx, id)
}

// Update replaces a draft's content when version is its current one, and runs the gate again.
// Errors: Invalid; NotFound; Conflict when it is not a draft or version is stale.
func (s *Service) Update(ctx context.Context, id uuid.UUID, version int, c Content) (Prescription, error) {
	if err := c.Validate(); err != nil {
		return Prescription{}, err
	}
	cur, err := s.get(ctx, id)
	if err != nil {
		return Prescription{}, err
	}
	gate, findings, err := s.Review(ctx, cur.PatientID, c.Items)
	if err != nil {
		return Prescription{}, err
	}
	return s.change(ctx, id, version, Draft, func(p *Prescription) {
		p.Items, p.Notes, p.Gate, p.Findings = c.Items, c.Notes, gate, findings
	})
}

// Sign signs a draft at version: the gate runs again (the patient's graph may have changed);
// a blocked prescription needs a reason, which is kept. Errors: NotFound; Conflict (not a
// draft, stale version); Invalid when blocked without a reason.
func (s *Service) Sign(ctx context.Context, id uuid.UUID, version int, overrideReason *string) (Prescription, error) {
	if overrideReason != nil {
		if r := strings.TrimSpace(*overrideReason); r == "" || len([]rune(r)) > MaxReasonLen {
			return Prescription{}, errs.InvalidFields(errs.FieldError{Field: "override_reason",
				Message: fmt.Sprintf("must be 1 to %d characters, not only spaces", MaxReasonLen), Code: errs.CodeInvalid})
		}
	}
	cur, err := s.get(ctx, id)
	if err != nil {
		return Prescription{}, err
	}
	gate, findings, err := s.Review(ctx, cur.PatientID, cur.Items)
	if err != nil {
		return Prescription{}, err
	}
	if gate == GateBlocked && overrideReason == nil {
		return Prescription{}, errs.InvalidFields(errs.FieldError{Field: "override_reason", Code: errs.CodeRule,
			Message: "the safety gate blocks this prescription: sign it only with the reason for overriding it"})
	}
	now := time.Now().UTC()
	return s.change(ctx, id, version, Draft, func(p *Prescription) {
		p.Status, p.Gate, p.Findings, p.SignedAt = Signed, gate, findings, &now
		if gate == GateBlocked {
			p.OverrideReason = overrideReason
		}
	})
}

// Cancel cancels a draft or a signed prescription at version. Errors: NotFound; Conflict when
// already cancelled or version is stale; Invalid for a reason out of range.
func (s *Service) Cancel(ctx context.Context, id uuid.UUID, version int, reason *string) (Prescription, error) {
	if reason != nil && len([]rune(*reason)) > MaxReasonLen {
		return Prescription{}, errs.InvalidFields(errs.FieldError{Field: "reason",
			Message: fmt.Sprintf("at most %d characters", MaxReasonLen), Code: errs.CodeInvalid})
	}
	now := time.Now().UTC()
	return s.change(ctx, id, version, "", func(p *Prescription) {
		p.Status, p.CancelledAt, p.CancelReason = Cancelled, &now, reason
	})
}
