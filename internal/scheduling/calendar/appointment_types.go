package calendar

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
)

// AppointmentType is a kind of appointment (first visit, follow-up, exam...) and its duration.
type AppointmentType struct {
	ID              uuid.UUID
	Name            string
	DurationMinutes int
	Specialty       *string
	Description     *string
	IsActive        bool
	CreatedAt       time.Time
	UpdatedAt       time.Time
}

// AppointmentTypeFields are the writable fields; for an update, nil means unchanged.
type AppointmentTypeFields struct {
	Name            *string
	DurationMinutes *int
	Specialty       *string
	Description     *string
	IsActive        *bool
}

// AppointmentTypeQuery filters ListAppointmentTypes.
type AppointmentTypeQuery struct {
	IncludeInactive bool
	Limit           int
	Cursor          string
}

// AppointmentTypePage is one page of ListAppointmentTypes.
type AppointmentTypePage struct {
	Items      []AppointmentType
	NextCursor *string
}

// ErrAppointmentTypeNotFound is the uniform answer for a type that is missing or another tenant's.
var ErrAppointmentTypeNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Appointment type not found"}

// Validate trims in and returns Invalid naming every bad field; creating requires name and
// duration_minutes.
func (in *AppointmentTypeFields) Validate(creating bool) error {
	var f errs.Fields
	for _, p := range []**string{&in.Name, &in.Specialty, &in.Description} {
		if *p != nil {
			s := strings.TrimSpace(**p)
			*p = &s
		}
	}
	switch {
	case in.Name == nil && creating:
		f.Add("name", "is required")
	case in.Name != nil && (len([]rune(*in.Name)) < 1 || len([]rune(*in.Name)) > 255):
		f.Add("name", "must be 1 to 255 characters")
	}
	switch {
	case in.DurationMinutes == nil && creating:
		f.Add("duration_minutes", "is required")
	case in.DurationMinutes != nil && (*in.DurationMinutes < 5 || *in.DurationMinutes > 480):
		f.Add("duration_minutes", "must be 5 to 480")
	}
	if in.Specialty != nil && len([]rune(*in.Specialty)) > 100 {
		f.Add("specialty", "must be at most 100 characters")
	}
	if in.Description != nil && len([]rune(*in.Description)) > 2000 {
		f.Add("description", "must be at most 2000 characters")
	}
	return f.Err()
}

func scanAppointmentType(row pgx.CollectableRow) (AppointmentType, error) {
	var t AppointmentType
	err := row.Scan(&t.ID, &t.Name, &t.DurationMinutes, &t.Specialty, &t.Description, &t.IsActive, &t.CreatedAt, &t.UpdatedAt)
	return t, err
}

// CreateAppointmentType stores a type (active unless said). Errors: Invalid.
func (s *Service) CreateAppointmentType(ctx context.Context, in AppointmentTypeFields) (AppointmentType, error) {
	if err := in.Validate(true); err != nil {
		return AppointmentType{}, err
	}
	var t AppointmentType
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, insertAppointmentTypeSQL,
			uuid.Must(uuid.NewV7()), *in.Name, *in.DurationMinutes, in.Specialty, in.Description, in.IsActive)
		var err error
		t, err = pgx.CollectExactlyOneRow(rows, scanAppointmentType)
		return err
	})
	if err != nil {
		return AppointmentType{}, fmt.Errorf("create appointment type: %w", err)
	}
	return t, nil
}

// GetAppointmentType returns a type, active or not. Errors: ErrAppointmentTypeNotFound.
func (s *Service) GetAppointmentType(ctx context.Context, id uuid.UUID) (AppointmentType, error) {
	return pg.ReadOne(ctx, s.db, scanAppointmentType, ErrAppointmentTypeNotFound.Detail, getAppointmentTypeSQL, id)
}

// UpdateAppointmentType changes the fields given (nil = unchanged; is_active true reactivates).
// Errors: ErrAppointmentTypeNotFound, Invalid.
func (s *Service) UpdateAppointmentType(ctx context.Context, id uuid.UUID, in AppointmentTypeFields) (AppointmentType, error) {
	if err := in.Validate(false); err != nil {
		return AppointmentType{}, err
	}
	var t AppointmentType
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, updateAppointmentTypeSQL,
			id, in.Name, in.DurationMinutes, in.Specialty, in.Description, in.IsActive)
		var err error
		t, err = pgx.CollectExactlyOneRow(rows, scanAppointmentType)
		return err
	})
	if err = pg.NotFoundIfNoRows(err, ErrAppointmentTypeNotFound.Detail); err != nil {
		return AppointmentType{}, fmt.Errorf("update appointment type: %w", err)
	}
	return t, nil
}

// DeactivateAppointmentType soft-deletes a type; doing it again is harmless.
// Errors: ErrAppointmentTypeNotFound.
func (s *Service) DeactivateAppointmentType(ctx context.Context, id uuid.UUID) error {
	return s.deactivate(ctx, appointmentTypesTableSQL, id, ErrAppointmentTypeNotFound)
}

// ListAppointmentTypes returns one page of types in creation order, active ones unless asked.
// Errors: BadRequest for a foreign cursor.
func (s *Service) ListAppointmentTypes(ctx context.Context, q AppointmentTypeQuery) (AppointmentTypePage, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return AppointmentTypePage{}, err
	}
	var items []AppointmentType
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		items, err = pgx.CollectRows(rows, scanAppointmentType)
		return err
	}, listAppointmentTypesSQL, after, q.IncludeInactive, q.Limit+1)
	if err != nil {
		return AppointmentTypePage{}, fmt.Errorf("list appointment types: %w", err)
	}
	var out AppointmentTypePage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(t AppointmentType) uuid.UUID { return t.ID })
	return out, nil
}
