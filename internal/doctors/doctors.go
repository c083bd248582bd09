// Package doctors registers the tenant's doctors (name, CRM number and state, specialties).
package doctors

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/br"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
)

// Doctor is a registered doctor of one tenant.
type Doctor struct {
	ID          uuid.UUID
	Name        string
	CRM         string // digits
	CRMUF       string // the CRM's state
	Specialties []string
	Email       *string
	Phone       *string
	IsActive    bool
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// NewDoctor is the input of Create.
type NewDoctor struct {
	Name        string
	CRM         string
	CRMUF       string
	Specialties []string
	Email       *string
	Phone       *string
	IsActive    *bool // default true
}

// Query filters List. Specialty matches one of the doctor's specialties, ignoring case.
type Query struct {
	Specialty string
	Limit     int
	Cursor    string
}

// Page is one page of List.
type Page struct {
	Items      []Doctor
	NextCursor *string
}

// Service stores doctors in Postgres under the caller's tenant.
type Service struct{ db *pg.DB }

// NewService returns a Service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db} }

// Validate normalises in (trimmed name and specialties, upper-case UF) and returns Invalid naming
// every bad field (names without a transport prefix).
func (in *NewDoctor) Validate() error {
	var f errs.Fields
	in.Name = strings.TrimSpace(in.Name)
	if n := len([]rune(in.Name)); n < 1 || n > 255 {
		f.Add("name", "must be 1 to 255 characters")
	}
	in.CRM = strings.TrimSpace(in.CRM)
	if in.CRM == "" || len(in.CRM) > 10 || br.Digits(in.CRM) != in.CRM {
		f.Add("crm", "must be the CRM number: 1 to 10 digits")
	}
	if uf, ok := br.NormalizeUF(in.CRMUF); ok {
		in.CRMUF = uf
	} else {
		f.Add("crm_uf", "must be a Brazilian state (UF), e.g. SP")
	}
	if len(in.Specialties) > 20 {
		f.Add("specialties", "at most 20")
	}
	clean := make([]string, 0, len(in.Specialties)) // never nil: the column is NOT NULL
	for i, s := range in.Specialties {
		s = strings.TrimSpace(s)
		if s == "" || len([]rune(s)) > 100 {
			f.Add(fmt.Sprintf("specialties[%d]", i), "must be 1 to 100 characters")
		}
		clean = append(clean, s)
	}
	in.Specialties = clean
	if in.Email != nil {
		if !br.ValidEmail(*in.Email) {
			f.Add("email", "is not a valid e-mail address")
		}
	}
	if in.Phone != nil {
		if _, ok := br.NormalizePhone(*in.Phone); !ok {
			f.Add("phone", "must hold 8 to 15 digits (spaces, +, parentheses, dots and hyphens allowed)")
		}
	}
	return f.Err()
}

// Create registers a doctor. Errors: Invalid; Conflict when the CRM (number and UF) is taken in
// the tenant.
func (s *Service) Create(ctx context.Context, in NewDoctor) (Doctor, error) {
	if err := in.Validate(); err != nil {
		return Doctor{}, err
	}
	d := Doctor{ID: uuid.Must(uuid.NewV7()), Name: in.Name, CRM: in.CRM, CRMUF: in.CRMUF,
		Specialties: in.Specialties, Email: in.Email, Phone: in.Phone, IsActive: in.IsActive == nil || *in.IsActive}
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `insert into doctors (id, tenant_id, name, crm, crm_uf, specialties, email, phone, is_active)
			values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8)
			returning created_at, updated_at`,
			d.ID, d.Name, d.CRM, d.CRMUF, d.Specialties, d.Email, d.Phone, d.IsActive).Scan(&d.CreatedAt, &d.UpdatedAt)
	})
	if pg.IsUniqueViolation(err, "doctors_crm_key") {
		return Doctor{}, errs.Conflictf("A doctor with CRM %s/%s is already registered", d.CRM, d.CRMUF)
	}
	if err != nil {
		return Doctor{}, fmt.Errorf("create doctor: %w", err)
	}
	return d, nil
}

const columns = "id, name, crm, crm_uf, specialties, email, phone, is_active, created_at, updated_at"

func scan(row pgx.CollectableRow) (Doctor, error) {
	var d Doctor
	err := row.Scan(&d.ID, &d.Name, &d.CRM, &d.CRMUF, &d.Specialties, &d.Email, &d.Phone, &d.IsActive, &d.CreatedAt, &d.UpdatedAt)
	return d, err
}

// Get returns one doctor. Errors: NotFound (also for another tenant's doctor).
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Doctor, error) {
	return pg.ReadOne(ctx, s.db, scan, "Doctor not found", "select "+columns+" from doctors where id = $1", id)
}

// List returns one page of the tenant's doctors in registration order.
// Errors: BadRequest for a foreign cursor.
func (s *Service) List(ctx context.Context, q Query) (Page, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return Page{}, err
	}
	lq := page.NewQuery(after)
	if q.Specialty = strings.TrimSpace(q.Specialty); q.Specialty != "" {
		lq.Where("exists (select 1 from unnest(specialties) s where lower(s) = lower($%d))", q.Specialty)
	}
	sql, args := lq.SQL(columns, "doctors", q.Limit)
	var items []Doctor
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scan)
		return err
	})
	if err != nil {
		return Page{}, fmt.Errorf("list doctors: %w", err)
	}
	var out Page
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(d Doctor) uuid.UUID { return d.ID })
	return out, nil
}
