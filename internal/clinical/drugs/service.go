package drugs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// PatientMedications reads what the patient's graph says they take.
type PatientMedications interface {
	// MedicationNames returns the names of the patient's medications (none when the graph
	// knows none). Errors: Unavailable.
	MedicationNames(ctx context.Context, patientID uuid.UUID) ([]string, error)
}

// Service answers interaction checks and drug searches over the shipped base and the
// installation's imported rules.
type Service struct {
	db   *pg.DB
	meds PatientMedications

	shipped shippedBase

	mu      sync.Mutex
	base    *Base
	version int64 // of the imported rules in base; 0: none
}

// NewService returns the service. meds may be nil when no patient's medications are read.
func NewService(db *pg.DB, meds PatientMedications) *Service {
	return &Service{db: db, meds: meds, shipped: shipped(), base: ShippedBase()}
}

// Limits of a check.
const (
	MaxCheckDrugs = 50
	MaxNameLength = 200
)

// CheckRequest is what a check is asked about.
type CheckRequest struct {
	Drugs     []string
	PatientID *uuid.UUID // nil: no patient
}

// Validate returns Invalid naming each field out of its range.
func (r CheckRequest) Validate() error {
	var f errs.Fields
	if len(r.Drugs) > MaxCheckDrugs {
		f.Add("drugs", "at most %d drugs", MaxCheckDrugs)
	}
	for i, d := range r.Drugs {
		if strings.TrimSpace(d) == "" || len([]rune(d)) > MaxNameLength {
			f.Add(fmt.Sprintf("drugs[%d]", i), "must be 1 to %d characters, not only spaces", MaxNameLength)
		}
	}
	if len(r.Drugs) == 0 && r.PatientID == nil {
		f.Rule("drugs", "name at least one drug, or a patient_id whose medications are checked")
	}
	return f.Err()
}

// Check returns the interactions among the request's drugs and, with a patient, the
// medications of the patient's graph. Errors: Invalid; Unavailable (Postgres or Neo4j).
func (s *Service) Check(ctx context.Context, req CheckRequest) (Report, error) {
	if err := req.Validate(); err != nil {
		return Report{}, err
	}
	names := make([]Named, 0, len(req.Drugs))
	for _, d := range req.Drugs {
		names = append(names, Named{Name: d, Origin: FromRequest})
	}
	if req.PatientID != nil && s.meds != nil {
		meds, err := s.meds.MedicationNames(ctx, *req.PatientID)
		if err != nil {
			return Report{}, fmt.Errorf("patient medications: %w", err)
		}
		for _, m := range meds {
			names = append(names, Named{Name: m, Origin: FromPatient})
		}
	}
	b, err := s.current(ctx)
	if err != nil {
		return Report{}, err
	}
	return b.Check(names), nil
}

// ShippedBase returns the base the service ships with, without any imported rule.
func ShippedBase() *Base {
	b, err := shipped().with(nil)
	if err != nil {
		panic(fmt.Errorf("drug base: %w", err)) // the shipped files are checked by every test
	}
	return b
}

// Current returns the base as it is now, with the installation's imported rules.
// Errors: Unavailable.
func (s *Service) Current(ctx context.Context) (*Base, error) { return s.current(ctx) }

// Search returns up to limit drugs matching q (see Base.Search). Errors: Unavailable.
func (s *Service) Search(ctx context.Context, q string, limit int) ([]Found, error) {
	b, err := s.current(ctx)
	if err != nil {
		return nil, err
	}
	return b.Search(q, limit), nil
}

// current returns the base with the installation's imported rules as they are now: one cheap
// read of the import's version per call, and a reload only when an import changed it.
func (s *Service) current(ctx context.Context) (*Base, error) {
	var version int64
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `select version from drug_base_import`).Scan(&version)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("drug base version: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if version == s.version {
		return s.base, nil
	}
	imported, loaded, err := s.loadImported(ctx)
	if err != nil {
		return nil, err
	}
	b, err := s.shipped.with(imported)
	if err != nil {
		return nil, fmt.Errorf("drug base with imported rules: %w", err)
	}
	s.base, s.version = b, loaded
	return b, nil
}

// loadImported reads the imported rules in one statement (one snapshot), with their version.
func (s *Service) loadImported(ctx context.Context) ([]Rule, int64, error) {
	var out []Rule
	var version int64
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `select version, drug_a, drug_b, severity, mechanism, recommendation, source
			from drug_base_rules order by id`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var r Rule
			var sev string
			if err := rows.Scan(&version, &r.A, &r.B, &sev, &r.Mechanism, &r.Recommendation, &r.Source); err != nil {
				return err
			}
			r.Severity, _ = ParseSeverity(sev)
			r.Imported = true
			out = append(out, r)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, 0, fmt.Errorf("imported drug rules: %w", err)
	}
	return out, version, nil
}

// ImportSummary says what an import replaced.
type ImportSummary struct {
	Version  int64
	Rules    int
	NewDrugs int // drugs the shipped base did not know
}

// Import replaces the installation's imported rules with the rules file r (ReadRules' format),
// in one transaction: on any error nothing changes. It must run as the owner role (the
// service's role may only read the rules). Errors: a plain error naming the offending lines.
func Import(ctx context.Context, owner *pg.DB, r io.Reader, fileName string) (ImportSummary, error) {
	rules, err := ReadRules(r)
	if err != nil {
		return ImportSummary{}, err
	}
	if len(rules) == 0 {
		return ImportSummary{}, errors.New("the file holds no rule")
	}
	base := shipped()
	b, err := base.with(rules)
	if err != nil {
		return ImportSummary{}, err
	}
	sum := ImportSummary{Rules: len(rules), NewDrugs: b.Drugs() - len(base.drugs)}
	err = owner.Operator(ctx, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, `insert into drug_base_import (version, imported_at, file_name, rules)
			values (1, $1, $2, $3)
			on conflict (singleton) do update set version = drug_base_import.version + 1,
				imported_at = excluded.imported_at, file_name = excluded.file_name, rules = excluded.rules
			returning version`, time.Now().UTC(), fileName, len(rules)).Scan(&sum.Version); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `delete from drug_base_rules`); err != nil {
			return err
		}
		_, err := tx.CopyFrom(ctx, pgx.Identifier{"drug_base_rules"},
			[]string{"version", "drug_a", "drug_b", "severity", "mechanism", "recommendation", "source"},
			pgx.CopyFromSlice(len(rules), func(i int) ([]any, error) {
				r := rules[i]
				return []any{sum.Version, r.A, r.B, r.Severity.String(), r.Mechanism, r.Recommendation, r.Source}, nil
			}))
		return err
	})
	if err != nil {
		return ImportSummary{}, fmt.Errorf("import drug rules: %w", err)
	}
	return sum, nil
}
