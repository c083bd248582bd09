package consultations

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// The consultations table's SQL, in one place.

const columns = `id, patient_id, patient_token, appointment_id, transcript, sentences, soap, vitals, soap_hash,
	engine, model, prompt_version, status, completed_at, created_at, updated_at`

// vitalsWire is the stored and API form of the vital signs.
type vitalsWire struct {
	SystolicMmHg         *int     `json:"systolic_mmhg,omitempty"`
	DiastolicMmHg        *int     `json:"diastolic_mmhg,omitempty"`
	HeartRateBpm         *int     `json:"heart_rate_bpm,omitempty"`
	RespiratoryRateIrpm  *int     `json:"respiratory_rate_irpm,omitempty"`
	TemperatureC         *float64 `json:"temperature_c,omitempty"`
	SpO2Percent          *int     `json:"spo2_percent,omitempty"`
	WeightKg             *float64 `json:"weight_kg,omitempty"`
	HeightM              *float64 `json:"height_m,omitempty"`
	CapillaryGlucoseMgDL *int     `json:"capillary_glucose_mg_dl,omitempty"`
}

func scan(row pgx.CollectableRow) (Consultation, error) {
	var c Consultation
	var sentences, soap, vitals []byte
	err := row.Scan(&c.ID, &c.PatientID, &c.PatientToken, &c.AppointmentID, &c.Transcript, &sentences, &soap, &vitals, &c.Hash,
		&c.Engine, &c.Model, &c.PromptVersion, &c.Status, &c.CompletedAt, &c.CreatedAt, &c.UpdatedAt)
	if err != nil {
		return c, err
	}
	var sw soapWire
	var vw vitalsWire
	if len(sentences) > 0 {
		if err := json.Unmarshal(sentences, &c.Sentences); err != nil {
			return c, fmt.Errorf("sentences of %s: %w", c.ID, err)
		}
	}
	if err := json.Unmarshal(soap, &sw); err != nil {
		return c, fmt.Errorf("soap of %s: %w", c.ID, err)
	}
	if err := json.Unmarshal(vitals, &vw); err != nil {
		return c, fmt.Errorf("vitals of %s: %w", c.ID, err)
	}
	c.SOAP, c.Vitals = SOAP(sw), Vitals(vw)
	return c, nil
}

// rowValues are the stored forms of a consultation's JSON columns.
func rowValues(c *Consultation) (sentences, soap, vitals []byte) {
	if c.Sentences != nil {
		sentences, _ = json.Marshal(c.Sentences)
	}
	soap, _ = json.Marshal(soapJSON(c.SOAP))
	vitals, _ = json.Marshal(vitalsWire(c.Vitals))
	return
}

func (s *Service) insert(ctx context.Context, c *Consultation) error {
	sentences, soap, vitals := rowValues(c)
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `insert into consultations (id, tenant_id, patient_id, patient_token, appointment_id, transcript,
				sentences, soap, vitals, soap_hash, engine, model, prompt_version, status)
			values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
			returning created_at, updated_at`,
			c.ID, c.PatientID, c.PatientToken, c.AppointmentID, c.Transcript, sentences, soap, vitals, c.Hash, c.Engine, c.Model,
			c.PromptVersion, c.Status).Scan(&c.CreatedAt, &c.UpdatedAt)
	})
	if err != nil {
		return fmt.Errorf("create consultation: %w", err)
	}
	return nil
}

// update stores c's new note when the row still holds the note of prevHash and is open.
// Errors: Conflict when another call moved it on (or completed it) meanwhile.
func (s *Service) update(ctx context.Context, c *Consultation, prevHash string) error {
	sentences, soap, vitals := rowValues(c)
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `update consultations set appointment_id = $3, transcript = $4, sentences = $5, soap = $6,
				vitals = $7, soap_hash = $8, engine = $9, model = $10, prompt_version = $11, updated_at = now()
			where id = $1 and soap_hash = $2 and status = 'open' returning updated_at`,
			c.ID, prevHash, c.AppointmentID, c.Transcript, sentences, soap, vitals, c.Hash, c.Engine, c.Model, c.PromptVersion).
			Scan(&c.UpdatedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return errs.Conflictf("The consultation's note changed meanwhile (another call, or it was completed): send the latest soap_hash")
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("update consultation: %w", err)
	}
	return nil
}

// byHash returns the consultation whose note has hash h; nil when none of the tenant's does.
func (s *Service) byHash(ctx context.Context, h string) (*Consultation, error) {
	c, err := pg.ReadOne(ctx, s.db, scan, "none", "select "+columns+" from consultations where soap_hash = $1", h)
	if errs.KindOf(err) == errs.NotFound {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("consultation by note: %w", err)
	}
	return &c, nil
}

func (s *Service) get(ctx context.Context, id uuid.UUID) (Consultation, error) {
	return pg.ReadOne(ctx, s.db, scan, "Consultation not found", "select "+columns+" from consultations where id = $1", id)
}

// markCompleted completes an open consultation. Errors: Conflict when it is not open (any more).
func (s *Service) markCompleted(ctx context.Context, c *Consultation) error {
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `update consultations set status = 'completed', completed_at = $2, updated_at = now()
			where id = $1 and status = 'open' returning updated_at`, c.ID, c.CompletedAt).Scan(&c.UpdatedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return errs.Conflictf("This consultation is already completed")
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("complete consultation: %w", err)
	}
	return nil
}

// Completed returns the tenant's completed consultations, oldest first.
func (s *Service) Completed(ctx context.Context) ([]Consultation, error) {
	var out []Consultation
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, "select "+columns+" from consultations where status = 'completed' order by id")
		var err error
		out, err = pgx.CollectRows(rows, scan)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("completed consultations: %w", err)
	}
	return out, nil
}
