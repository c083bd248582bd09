// Package patients registers patients, searches them and resolves the two shapes of a patient
// reference (the pat_ token and the deprecated internal UUID) under the caller's tenant.
package patients

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/br"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/metadata"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
)

// Sexes are the accepted values of Patient.Sex.
var Sexes = []string{"female", "male", "other", "unknown"}

// Patient is a registered patient of one tenant.
type Patient struct {
	ID        uuid.UUID // internal, deprecated in the API
	Token     string    // pat_ + 22 characters, what clients should use
	Name      string
	BirthDate *time.Time // a date; midnight UTC
	Sex       *string
	CPF       *string // 11 digits
	Phone     *string
	Email     *string
	Metadata  map[string]any
	CreatedAt time.Time
	UpdatedAt time.Time
}

// NewPatient is the input of Create.
type NewPatient struct {
	Name      string
	BirthDate *time.Time
	Sex       *string
	CPF       *string
	Phone     *string
	Email     *string
	Metadata  map[string]any
}

// Query filters List. Name is matched without regard to case or accents.
type Query struct {
	Q         string
	CPF       string
	BirthDate *time.Time
	Limit     int
	Cursor    string
}

// Page is one page of List.
type Page struct {
	Items      []Patient
	NextCursor *string
}

// Service stores patients in Postgres under the caller's tenant.
type Service struct {
	db  *pg.DB
	now func() time.Time
}

// NewService returns a Service over db.
func NewService(db *pg.DB) *Service { return &Service{db: db, now: time.Now} }

// tenantZone is where "today" is computed for birth dates (a tenant setting later).
var tenantZone = mustZone("America/Sao_Paulo")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// Validate normalises in (trimmed name, CPF as 11 digits) and returns Invalid naming every bad
// field (names without a transport prefix). now bounds the birth date to the clinic's today.
func (in *NewPatient) Validate(now time.Time) error {
	var f errs.Fields
	in.Name = strings.TrimSpace(in.Name)
	if n := len([]rune(in.Name)); n < 1 || n > 255 {
		f.Add("name", "must be 1 to 255 characters")
	}
	if in.BirthDate != nil {
		today := now.In(tenantZone).Format(time.DateOnly)
		if d := in.BirthDate.Format(time.DateOnly); d > today || d < "1900-01-01" {
			f.Rule("birth_date", "must be between 1900-01-01 and today")
		}
	}
	if in.CPF != nil {
		if d, ok := br.NormalizeCPF(*in.CPF); ok {
			in.CPF = &d
		} else {
			f.Rule("cpf", "is not a valid CPF (11 digits with valid check digits, punctuation optional)")
		}
	}
	if in.Phone != nil {
		if _, ok := br.NormalizePhone(*in.Phone); !ok {
			f.Add("phone", "must hold 8 to 15 digits (spaces, +, parentheses, dots and hyphens allowed)")
		}
	}
	if in.Email != nil {
		if !br.ValidEmail(*in.Email) {
			f.Add("email", "is not a valid e-mail address")
		}
	}
	metadata.Check(&f, "metadata", in.Metadata)
	return f.Err()
}

// Create registers a patient. Errors: Invalid (fields named without prefix); Conflict when the CPF
// is already registered in the tenant.
func (s *Service) Create(ctx context.Context, in NewPatient) (Patient, error) {
	if err := in.Validate(s.now()); err != nil {
		return Patient{}, err
	}
	if in.Metadata == nil {
		in.Metadata = map[string]any{}
	}
	p := Patient{ID: uuid.Must(uuid.NewV7()), Name: in.Name, BirthDate: in.BirthDate, Sex: in.Sex,
		CPF: in.CPF, Phone: in.Phone, Email: in.Email, Metadata: in.Metadata}
	for attempt := 0; ; attempt++ {
		p.Token = NewToken()
		err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, `insert into patients (id, tenant_id, public_id, name, birth_date, sex, cpf, phone, email, metadata)
				values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8, $9)
				returning created_at, updated_at`,
				p.ID, p.Token, p.Name, p.BirthDate, p.Sex, p.CPF, p.Phone, p.Email, p.Metadata).Scan(&p.CreatedAt, &p.UpdatedAt)
		})
		switch {
		case pg.IsUniqueViolation(err, "patients_cpf_key"):
			return Patient{}, errs.Conflictf("A patient with this CPF is already registered")
		case pg.IsUniqueViolation(err, "patients_public_id_key") && attempt < 3:
			continue // a 131-bit collision: practically never, but never an error either
		case err != nil:
			return Patient{}, fmt.Errorf("create patient: %w", err)
		}
		return p, nil
	}
}

const columns = "id, public_id, name, birth_date, sex, cpf, phone, email, metadata, created_at, updated_at"

func scan(row pgx.CollectableRow) (Patient, error) {
	var p Patient
	err := row.Scan(&p.ID, &p.Token, &p.Name, &p.BirthDate, &p.Sex, &p.CPF, &p.Phone, &p.Email, &p.Metadata, &p.CreatedAt, &p.UpdatedAt)
	return p, err
}

// ErrNotFound is the uniform answer for a patient that does not exist in the caller's tenant,
// whether it is missing, belongs to another tenant or the reference is malformed.
var ErrNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Patient not found"}

// Resolve finds the patient a path reference names: a pat_ token, or an internal UUID
// (deprecated: usedUUID reports it). Errors: ErrNotFound for anything that does not resolve
// under the caller's tenant, malformed references included.
func (s *Service) Resolve(ctx context.Context, ref string) (p Patient, usedUUID bool, err error) {
	where, arg, usedUUID, ok := parseReference(ref)
	if !ok {
		return Patient{}, false, ErrNotFound
	}
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		p, err = pgx.CollectExactlyOneRow(rows, scan)
		return err
	}, "select "+columns+" from patients where "+where, arg)
	if errors.Is(err, pgx.ErrNoRows) {
		return Patient{}, false, ErrNotFound
	}
	if err != nil {
		return Patient{}, false, fmt.Errorf("resolve patient: %w", err)
	}
	return p, usedUUID, nil
}

// List returns one page of the tenant's patients in registration order.
// Errors: Invalid for a malformed CPF filter; BadRequest for a foreign cursor.
func (s *Service) List(ctx context.Context, q Query) (Page, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return Page{}, err
	}
	lq := page.NewQuery(after)
	if q.Q = strings.TrimSpace(q.Q); q.Q != "" {
		lq.Where("unaccent(name) ilike unaccent($%d)", "%"+escapeLike(q.Q)+"%")
	}
	if q.CPF != "" {
		d, ok := br.NormalizeCPF(q.CPF)
		if !ok {
			return Page{}, errs.InvalidFields(errs.FieldError{Field: "cpf", Message: "is not a valid CPF", Code: errs.CodeRule})
		}
		lq.Where("cpf = $%d", d)
	}
	if q.BirthDate != nil {
		lq.Where("birth_date = $%d", *q.BirthDate)
	}
	sql, args := lq.SQL(columns, "patients", q.Limit)
	var items []Patient
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scan)
		return err
	})
	if err != nil {
		return Page{}, fmt.Errorf("list patients: %w", err)
	}
	var out Page
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(p Patient) uuid.UUID { return p.ID })
	return out, nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

const tokenAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// NewToken returns a new pat_ token: pat_ + 22 random base62 characters (about 131 bits),
// unbiased. Create issues one per patient; fixtures that write patients directly use it too.
func NewToken() string {
	b := make([]byte, 0, 26)
	b = append(b, "pat_"...)
	buf := make([]byte, 32)
	for len(b) < 26 {
		if _, err := rand.Read(buf); err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		for _, c := range buf {
			if c < 248 && len(b) < 26 { // 248 = 4*62: keep the distribution uniform
				b = append(b, tokenAlphabet[c%62])
			}
		}
	}
	return string(b)
}

// ByIDs returns the tenant's patients with the given internal ids, in one statement, keyed by id;
// ids of another tenant or of no patient are absent (the GraphQL dataloaders' batch read).
// Errors: Invalid for more than pg.MaxBatch ids; Unavailable.
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Patient, error) {
	return pg.ReadByIDs(ctx, s.db, columns, "patients", ids, scan, func(p Patient) uuid.UUID { return p.ID })
}
