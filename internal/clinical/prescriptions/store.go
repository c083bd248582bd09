package prescriptions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
)

// The prescriptions table's SQL, in one place.

const columns = `id, patient_id, patient_token, doctor_id, status, items, notes, gate, findings, override_reason,
	signed_at, cancelled_at, cancel_reason, version, created_at, updated_at`

// itemRow and findingRow are the JSON forms of items and findings in the table.
type itemRow struct {
	Drug          string `json:"drug"`
	Concentration string `json:"concentration,omitempty"`
	Form          string `json:"form,omitempty"`
	Route         string `json:"route,omitempty"`
	Dose          string `json:"dose,omitempty"`
	Frequency     string `json:"frequency,omitempty"`
	Duration      string `json:"duration,omitempty"`
	Quantity      string `json:"quantity,omitempty"`
	Instructions  string `json:"instructions,omitempty"`
}

type findingRow struct {
	Kind     string   `json:"kind"`
	Level    string   `json:"level"`
	Items    []int    `json:"items"`
	Drugs    []string `json:"drugs"`
	Message  string   `json:"message"`
	Severity string   `json:"severity,omitempty"`
	Source   string   `json:"source,omitempty"`
}

func itemsJSON(items []Item) []byte {
	rows := make([]itemRow, len(items))
	for i, it := range items {
		rows[i] = itemRow(it)
	}
	b, _ := json.Marshal(rows)
	return b
}

func findingsJSON(fs []Finding) []byte {
	rows := make([]findingRow, len(fs))
	for i, f := range fs {
		rows[i] = findingRow{Kind: f.Kind, Level: string(f.Level), Items: f.Items, Drugs: f.Drugs, Message: f.Message,
			Severity: f.Severity, Source: f.Source}
	}
	b, _ := json.Marshal(rows)
	return b
}

func scan(row pgx.CollectableRow) (Prescription, error) {
	var p Prescription
	var items, findings []byte
	err := row.Scan(&p.ID, &p.PatientID, &p.PatientToken, &p.DoctorID, &p.Status, &items, &p.Notes, &p.Gate, &findings, &p.OverrideReason,
		&p.SignedAt, &p.CancelledAt, &p.CancelReason, &p.Version, &p.CreatedAt, &p.UpdatedAt)
	if err != nil {
		return p, err
	}
	var ir []itemRow
	var fr []findingRow
	if err := json.Unmarshal(items, &ir); err != nil {
		return p, fmt.Errorf("items of %s: %w", p.ID, err)
	}
	if err := json.Unmarshal(findings, &fr); err != nil {
		return p, fmt.Errorf("findings of %s: %w", p.ID, err)
	}
	for _, r := range ir {
		p.Items = append(p.Items, Item(r))
	}
	for _, r := range fr {
		p.Findings = append(p.Findings, Finding{Kind: r.Kind, Level: Level(r.Level), Items: r.Items, Drugs: r.Drugs,
			Message: r.Message, Severity: r.Severity, Source: r.Source})
	}
	return p, nil
}

func insert(ctx context.Context, tx pgx.Tx, p *Prescription) error {
	return tx.QueryRow(ctx, `insert into prescriptions (id, tenant_id, patient_id, patient_token, doctor_id, status, items, notes, gate, findings)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8, $9)
		returning created_at, updated_at`,
		p.ID, p.PatientID, p.PatientToken, p.DoctorID, p.Status, itemsJSON(p.Items), p.Notes, p.Gate, findingsJSON(p.Findings)).
		Scan(&p.CreatedAt, &p.UpdatedAt)
}

// notFound is the uniform answer for a missing or another tenant's prescription.
const notFound = "Prescription not found"

func (s *Service) get(ctx context.Context, id uuid.UUID) (Prescription, error) {
	return pg.ReadOne(ctx, s.db, scan, notFound, "select "+columns+" from prescriptions where id = $1", id)
}

// change applies apply to the prescription under a row lock when it is at version and in
// status want ("" for any status but cancelled), and stores the result at version+1.
func (s *Service) change(ctx context.Context, id uuid.UUID, version int, want Status, apply func(*Prescription)) (Prescription, error) {
	var p Prescription
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, "select "+columns+" from prescriptions where id = $1 for update", id)
		var err error
		p, err = pgx.CollectExactlyOneRow(rows, scan)
		if errors.Is(err, pgx.ErrNoRows) {
			return errs.NotFoundf(notFound)
		}
		if err != nil {
			return err
		}
		switch {
		case p.Version != version:
			return errs.Conflictf("Prescription changed since version %d (now %d): read it again", version, p.Version)
		case want != "" && p.Status != want:
			return errs.Conflictf("Prescription is %s: only a draft changes or is signed; cancel a signed one and issue a new one", p.Status)
		case want == "" && p.Status == Cancelled:
			return errs.Conflictf("Prescription is already cancelled")
		}
		apply(&p)
		p.Version++
		return tx.QueryRow(ctx, `update prescriptions set status = $2, items = $3, notes = $4, gate = $5, findings = $6,
			override_reason = $7, signed_at = $8, cancelled_at = $9, cancel_reason = $10, version = $11, updated_at = now()
			where id = $1 returning updated_at`,
			p.ID, p.Status, itemsJSON(p.Items), p.Notes, p.Gate, findingsJSON(p.Findings), p.OverrideReason, p.SignedAt,
			p.CancelledAt, p.CancelReason, p.Version).Scan(&p.UpdatedAt)
	})
	if err != nil {
		return Prescription{}, fmt.Errorf("change prescription: %w", err)
	}
	return p, nil
}

// Query selects a page of prescriptions.
type Query struct {
	PatientID *uuid.UUID
	Status    Status
	Limit     int
	Cursor    string
}

// Page is one page of prescriptions, oldest first.
type Page struct {
	Items      []Prescription
	NextCursor *string
}

// List returns one page of the tenant's prescriptions. Errors: BadRequest for a foreign cursor.
func (s *Service) List(ctx context.Context, q Query) (Page, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return Page{}, err
	}
	lq := page.NewQuery(after)
	if q.PatientID != nil {
		lq.Where("patient_id = $%d", *q.PatientID)
	}
	if q.Status != "" {
		lq.Where("status = $%d", string(q.Status))
	}
	sql, args := lq.SQL(columns, "prescriptions", q.Limit)
	var items []Prescription
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scan)
		return err
	})
	if err != nil {
		return Page{}, fmt.Errorf("list prescriptions: %w", err)
	}
	var out Page
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(p Prescription) uuid.UUID { return p.ID })
	return out, nil
}
