package calendar

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/instant"
	"clinic/internal/platform/metadata"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
)

// Provider is a bookable professional of one tenant: the profile slots and appointments hang on.
type Provider struct {
	ID                                uuid.UUID
	Name                              string
	DoctorID                          *uuid.UUID
	Specialties                       []string
	DefaultAppointmentDurationMinutes int
	BufferBetweenAppointmentsMinutes  int
	MaxDailyAppointments              *int
	MaxConcurrentAppointments         int
	PrimaryLocationID                 *uuid.UUID
	IsAcceptingNewPatients            bool
	Metadata                          map[string]any
	IsActive                          bool
	CreatedAt                         time.Time
	UpdatedAt                         time.Time
}

// NewProvider is the input of CreateProvider; nil pointers take the documented defaults.
type NewProvider struct {
	Name                              string
	DoctorID                          *uuid.UUID // a doctor of the tenant
	Specialties                       []string
	DefaultAppointmentDurationMinutes *int       // default 30
	BufferBetweenAppointmentsMinutes  *int       // default 0
	MaxDailyAppointments              *int       // default none
	MaxConcurrentAppointments         *int       // default 1
	PrimaryLocationID                 *uuid.UUID // an active location of the tenant
	IsAcceptingNewPatients            *bool      // default true
	Metadata                          map[string]any
	IsActive                          *bool // default true
}

// ProviderPatch is the input of UpdateProvider: nil fields stay as they are; a Clear flag sets
// its nullable field to null (and wins over a value given with it).
type ProviderPatch struct {
	Name                              *string
	DoctorID                          *uuid.UUID
	ClearDoctorID                     bool
	Specialties                       []string // nil: unchanged; empty: none
	DefaultAppointmentDurationMinutes *int
	BufferBetweenAppointmentsMinutes  *int
	MaxDailyAppointments              *int
	ClearMaxDailyAppointments         bool
	MaxConcurrentAppointments         *int
	PrimaryLocationID                 *uuid.UUID
	ClearPrimaryLocationID            bool
	IsAcceptingNewPatients            *bool
	Metadata                          map[string]any // nil: unchanged; replaced as a whole
	IsActive                          *bool
}

// ProviderQuery filters ListProviders. Specialty matches one of the provider's specialties,
// ignoring case and accents; LocationID matches the primary location.
type ProviderQuery struct {
	Specialty       string
	LocationID      *uuid.UUID
	IncludeInactive bool
	Limit           int
	Cursor          string
}

// ProviderPage is one page of ListProviders.
type ProviderPage struct {
	Items      []Provider
	NextCursor *string
}

// ProviderNotFound is the uniform answer for a provider that is missing, another tenant's or
// named by a malformed id.
var ProviderNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Provider not found"}

// Limits of a provider profile's fields.
const (
	ProviderMaxSpecialties = 20
	ProviderMaxDaily       = 1000
	maxSpecialtyLength     = 100
	defaultDuration        = 30
	defaultMaxConcurrent   = 1
)

func checkName(f *errs.Fields, name *string) {
	*name = strings.TrimSpace(*name)
	if n := len([]rune(*name)); n < 1 || n > 255 || metadata.HasNUL(*name) {
		f.Add("name", "must be 1 to 255 characters (no NUL)")
	}
}

// cleanSpecialties trims every specialty and names the bad ones; the result is never nil.
func cleanSpecialties(f *errs.Fields, in []string) []string {
	if len(in) > ProviderMaxSpecialties {
		f.Add("specialties", "at most %d", ProviderMaxSpecialties)
	}
	out := make([]string, 0, len(in))
	for i, s := range in {
		s = strings.TrimSpace(s)
		if s == "" || len([]rune(s)) > maxSpecialtyLength || metadata.HasNUL(s) {
			f.Add(fmt.Sprintf("specialties[%d]", i), "must be 1 to %d characters (no NUL)", maxSpecialtyLength)
		}
		out = append(out, s)
	}
	return out
}

func checkRange(f *errs.Fields, field string, v *int, lo, hi int) {
	if v != nil && (*v < lo || *v > hi) {
		f.Add(field, "must be between %d and %d", lo, hi)
	}
}

// Validate normalises in (trimmed name and specialties) and returns Invalid naming every bad
// field. References (doctor, location) are checked by CheckProvider and CreateProvider.
func (in *NewProvider) Validate() error {
	var f errs.Fields
	checkName(&f, &in.Name)
	in.Specialties = cleanSpecialties(&f, in.Specialties)
	checkRange(&f, "default_appointment_duration_minutes", in.DefaultAppointmentDurationMinutes, 5, 480)
	checkRange(&f, "buffer_between_appointments_minutes", in.BufferBetweenAppointmentsMinutes, 0, 240)
	checkRange(&f, "max_daily_appointments", in.MaxDailyAppointments, 1, ProviderMaxDaily)
	checkRange(&f, "max_concurrent_appointments", in.MaxConcurrentAppointments, 1, 100)
	metadata.Check(&f, "metadata", in.Metadata)
	return f.Err()
}

// Validate normalises p and returns Invalid naming every bad field it carries.
func (p *ProviderPatch) Validate() error {
	var f errs.Fields
	if p.Name != nil {
		checkName(&f, p.Name)
	}
	if p.Specialties != nil {
		p.Specialties = cleanSpecialties(&f, p.Specialties)
	}
	checkRange(&f, "default_appointment_duration_minutes", p.DefaultAppointmentDurationMinutes, 5, 480)
	checkRange(&f, "buffer_between_appointments_minutes", p.BufferBetweenAppointmentsMinutes, 0, 240)
	if !p.ClearMaxDailyAppointments {
		checkRange(&f, "max_daily_appointments", p.MaxDailyAppointments, 1, ProviderMaxDaily)
	}
	checkRange(&f, "max_concurrent_appointments", p.MaxConcurrentAppointments, 1, 100)
	metadata.Check(&f, "metadata", p.Metadata)
	return f.Err()
}

// checkProviderRefs adds a field error for a doctor that is not the tenant's and for a location that
// is not an active location of the tenant (RLS hides other tenants' rows, so they are "missing").
func checkProviderRefs(ctx context.Context, tx pgx.Tx, f *errs.Fields, doctorID, locationID *uuid.UUID) error {
	if doctorID == nil && locationID == nil {
		return nil
	}
	var doctorOK, locationOK bool
	err := tx.QueryRow(ctx, checkProviderRefsSQL, doctorID, locationID).
		Scan(&doctorOK, &locationOK)
	if err != nil {
		return fmt.Errorf("check provider references: %w", err)
	}
	if !doctorOK {
		f.Reference("doctor_id", "is not a doctor of this clinic")
	}
	if !locationOK {
		f.Reference("primary_location_id", "is not an active location of this clinic")
	}
	return nil
}

// checkProviderRefsWith runs the field checks and then the reference checks in tx, so one Invalid error
// names every bad field.
func checkProviderRefsWith(ctx context.Context, tx pgx.Tx, static error, doctorID, locationID *uuid.UUID) error {
	return withRefChecks(static, func(f *errs.Fields) error { return checkProviderRefs(ctx, tx, f, doctorID, locationID) })
}

// CheckProvider validates in as CreateProvider will, references included, without writing.
// Errors: Invalid naming every bad field.
func (s *Service) CheckProvider(ctx context.Context, in *NewProvider) error {
	static := in.Validate()
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return checkProviderRefsWith(ctx, tx, static, in.DoctorID, in.PrimaryLocationID)
	})
}

// CheckProviderPatch validates p as UpdateProvider will, references included, without writing.
// Errors: Invalid naming every bad field.
func (s *Service) CheckProviderPatch(ctx context.Context, p *ProviderPatch) error {
	static := p.Validate()
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return checkProviderRefsWith(ctx, tx, static, p.newDoctorID(), p.newLocationID())
	})
}

func (p *ProviderPatch) newDoctorID() *uuid.UUID {
	if p.ClearDoctorID {
		return nil
	}
	return p.DoctorID
}

func (p *ProviderPatch) newLocationID() *uuid.UUID {
	if p.ClearPrimaryLocationID {
		return nil
	}
	return p.PrimaryLocationID
}

func intOr(v *int, def int) int {
	if v == nil {
		return def
	}
	return *v
}

// CreateProvider registers a provider profile. Errors: Invalid naming every bad field, the
// doctor and location references included.
func (s *Service) CreateProvider(ctx context.Context, in NewProvider) (Provider, error) {
	static := in.Validate()
	if in.Metadata == nil {
		in.Metadata = map[string]any{}
	}
	p := Provider{ID: uuid.Must(uuid.NewV7()), Name: in.Name, DoctorID: in.DoctorID, Specialties: in.Specialties,
		DefaultAppointmentDurationMinutes: intOr(in.DefaultAppointmentDurationMinutes, defaultDuration),
		BufferBetweenAppointmentsMinutes:  intOr(in.BufferBetweenAppointmentsMinutes, 0),
		MaxDailyAppointments:              in.MaxDailyAppointments,
		MaxConcurrentAppointments:         intOr(in.MaxConcurrentAppointments, defaultMaxConcurrent),
		PrimaryLocationID:                 in.PrimaryLocationID,
		IsAcceptingNewPatients:            in.IsAcceptingNewPatients == nil || *in.IsAcceptingNewPatients,
		Metadata:                          in.Metadata, IsActive: in.IsActive == nil || *in.IsActive}
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := checkProviderRefsWith(ctx, tx, static, in.DoctorID, in.PrimaryLocationID); err != nil {
			return err
		}
		return tx.QueryRow(ctx, insertProviderSQL,
			p.ID, p.Name, p.DoctorID, p.Specialties, p.DefaultAppointmentDurationMinutes, p.BufferBetweenAppointmentsMinutes,
			p.MaxDailyAppointments, p.MaxConcurrentAppointments, p.PrimaryLocationID, p.IsAcceptingNewPatients,
			p.Metadata, p.IsActive).Scan(&p.CreatedAt, &p.UpdatedAt)
	})
	if err != nil {
		return Provider{}, fmt.Errorf("create provider: %w", err)
	}
	return p, nil
}

func scanProvider(row pgx.CollectableRow) (Provider, error) {
	var p Provider
	err := row.Scan(&p.ID, &p.Name, &p.DoctorID, &p.Specialties, &p.DefaultAppointmentDurationMinutes,
		&p.BufferBetweenAppointmentsMinutes, &p.MaxDailyAppointments, &p.MaxConcurrentAppointments, &p.PrimaryLocationID,
		&p.IsAcceptingNewPatients, &p.Metadata, &p.IsActive, &p.CreatedAt, &p.UpdatedAt)
	return p, err
}

// GetProvider returns one provider, active or not. Errors: ProviderNotFound.
func (s *Service) GetProvider(ctx context.Context, id uuid.UUID) (Provider, error) {
	var p Provider
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, getProviderSQL, id)
		var err error
		p, err = pgx.CollectExactlyOneRow(rows, scanProvider)
		return err
	})
	if err = pg.NotFoundIfNoRows(err, ProviderNotFound.Detail); err != nil {
		return Provider{}, fmt.Errorf("get provider: %w", err)
	}
	return p, nil
}

// ListProviders returns one page of the tenant's providers (active ones unless IncludeInactive)
// in creation order. Errors: BadRequest for a foreign cursor.
func (s *Service) ListProviders(ctx context.Context, q ProviderQuery) (ProviderPage, error) {
	if metadata.HasNUL(q.Specialty) {
		return ProviderPage{}, errs.InvalidFields(errs.FieldError{Field: "specialty", Message: "must not contain NUL"})
	}
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return ProviderPage{}, err
	}
	lq := page.NewQuery(after)
	if !q.IncludeInactive {
		lq.WhereSQL(activeFilterSQL)
	}
	if q.Specialty = strings.TrimSpace(q.Specialty); q.Specialty != "" {
		lq.Where(specialtyFilterSQL, q.Specialty)
	}
	if q.LocationID != nil {
		lq.Where(primaryLocationFilterSQL, *q.LocationID)
	}
	sql, args := lq.SQL(providerColumnsSQL, providersTableSQL, q.Limit)
	var items []Provider
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scanProvider)
		return err
	})
	if err != nil {
		return ProviderPage{}, fmt.Errorf("list providers: %w", err)
	}
	var out ProviderPage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(p Provider) uuid.UUID { return p.ID })
	return out, nil
}

// UpdateProvider changes the fields p carries (is_active included: true reactivates).
// Errors: ProviderNotFound; Invalid naming every bad field, references included.
func (s *Service) UpdateProvider(ctx context.Context, id uuid.UUID, p ProviderPatch) (Provider, error) {
	static := p.Validate()
	sets := []string{touchProviderSQL}
	args := []any{id}
	set := func(item string, v any) { // item: a set item of sql.go, %d for the parameter's number
		args = append(args, v)
		sets = append(sets, fmt.Sprintf(item, len(args)))
	}
	if p.Name != nil {
		set(setProviderNameSQL, *p.Name)
	}
	if p.ClearDoctorID {
		sets = append(sets, clearProviderDoctorSQL)
	} else if p.DoctorID != nil {
		set(setProviderDoctorSQL, *p.DoctorID)
	}
	if p.Specialties != nil {
		set(setProviderSpecialtiesSQL, p.Specialties)
	}
	if p.DefaultAppointmentDurationMinutes != nil {
		set(setProviderDurationSQL, *p.DefaultAppointmentDurationMinutes)
	}
	if p.BufferBetweenAppointmentsMinutes != nil {
		set(setProviderBufferSQL, *p.BufferBetweenAppointmentsMinutes)
	}
	if p.ClearMaxDailyAppointments {
		sets = append(sets, clearProviderMaxDailySQL)
	} else if p.MaxDailyAppointments != nil {
		set(setProviderMaxDailySQL, *p.MaxDailyAppointments)
	}
	if p.MaxConcurrentAppointments != nil {
		set(setProviderConcurrentSQL, *p.MaxConcurrentAppointments)
	}
	if p.ClearPrimaryLocationID {
		sets = append(sets, clearProviderLocationSQL)
	} else if p.PrimaryLocationID != nil {
		set(setProviderLocationSQL, *p.PrimaryLocationID)
	}
	if p.IsAcceptingNewPatients != nil {
		set(setProviderAcceptingSQL, *p.IsAcceptingNewPatients)
	}
	if p.Metadata != nil {
		set(setProviderMetadataSQL, p.Metadata)
	}
	if p.IsActive != nil {
		set(setProviderActiveSQL, *p.IsActive)
	}
	var out Provider
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := checkProviderRefsWith(ctx, tx, static, p.newDoctorID(), p.newLocationID()); err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, updateProviderSQL(sets), args...)
		var err error
		out, err = pgx.CollectExactlyOneRow(rows, scanProvider)
		return pg.NotFoundIfNoRows(err, ProviderNotFound.Detail)
	})
	if err != nil {
		return Provider{}, fmt.Errorf("update provider: %w", err)
	}
	return out, nil
}

// DeactivateProvider soft-deletes a provider: hidden from lists and slot search, still readable.
// Deactivating an inactive provider succeeds again. Errors: ProviderNotFound.
func (s *Service) DeactivateProvider(ctx context.Context, id uuid.UUID) error {
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, deactivateProviderSQL, id)
		if err == nil && tag.RowsAffected() == 0 {
			return ProviderNotFound
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("deactivate provider: %w", err)
	}
	return nil
}

// lockProviderRow takes the provider's row lock for the rest of tx (template writes serialise on it)
// and reports ProviderNotFound when the provider is not the tenant's.
func lockProviderRow(ctx context.Context, tx pgx.Tx, id uuid.UUID) error {
	var one int
	err := tx.QueryRow(ctx, lockProviderRowSQL, id).Scan(&one)
	return pg.NotFoundIfNoRows(err, ProviderNotFound.Detail)
}

// providerExists reports ProviderNotFound when the provider is not the tenant's.
func providerExists(ctx context.Context, tx pgx.Tx, id uuid.UUID) error {
	var one int
	err := tx.QueryRow(ctx, providerExistsSQL, id).Scan(&one)
	return pg.NotFoundIfNoRows(err, ProviderNotFound.Detail)
}

// DateSpan is the range of dates the calendar accepts, in words: the instant rule's years.
var DateSpan = fmt.Sprintf("%d-01-01 and %d-12-31", instant.MinYear, instant.MaxYear)

// DateOK reports whether d (a date) is within DateSpan.
func DateOK(d time.Time) bool { return instant.InRange(d) }
