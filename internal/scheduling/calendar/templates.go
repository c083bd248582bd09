package calendar

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/localtime"
)

// Template is one weekly window of a provider's availability at a location: every local date of
// Weekday within [ValidFrom, ValidUntil] (inclusive, nil = unbounded), from StartTime to EndTime
// in the location's wall-clock time.
type Template struct {
	ID                 uuid.UUID
	ProviderID         uuid.UUID
	LocationID         uuid.UUID
	Weekday            int // 1 = Monday ... 7 = Sunday
	StartTime          localtime.Clock
	EndTime            localtime.Clock // up to 24:00
	ValidFrom          *time.Time
	ValidUntil         *time.Time
	AppointmentTypeIDs []uuid.UUID // empty: every type
	IsActive           bool
	CreatedAt          time.Time
	UpdatedAt          time.Time
}

// NewTemplate is the input of CreateTemplate. Times are "HH:MM" (the end may be "24:00"); dates
// are midnight UTC standing for local dates.
type NewTemplate struct {
	LocationID         uuid.UUID
	Weekday            int
	StartTime          string
	EndTime            string
	ValidFrom          *time.Time
	ValidUntil         *time.Time
	AppointmentTypeIDs []uuid.UUID
	IsActive           *bool // default true
}

// TemplatePatch is the input of UpdateTemplate: nil fields stay as they are; a Clear flag sets its
// date to null (unbounded).
type TemplatePatch struct {
	LocationID         *uuid.UUID
	Weekday            *int
	StartTime          *string
	EndTime            *string
	ValidFrom          *time.Time
	ClearValidFrom     bool
	ValidUntil         *time.Time
	ClearValidUntil    bool
	AppointmentTypeIDs []uuid.UUID // nil: unchanged; empty: every type
	IsActive           *bool
}

// TemplateQuery filters ListTemplates.
type TemplateQuery struct {
	IncludeInactive bool
	LocationID      *uuid.UUID
	Weekday         *int
	Limit           int
	Cursor          string
}

// TemplatePage is one page of ListTemplates.
type TemplatePage struct {
	Items      []Template
	NextCursor *string
}

// TemplateNotFound is the uniform answer for a template that is missing, another provider's or
// another tenant's.
var TemplateNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Schedule template not found"}

// TemplateMaxAppointmentTypes bounds appointment_type_ids.
const TemplateMaxAppointmentTypes = 50

// parseClockField parses a start (end=false) or end time into f's findings.
func parseClockField(f *errs.Fields, field, s string, end bool) (localtime.Clock, bool) {
	c, ok := localtime.ParseClock(s, end)
	if !ok {
		if end {
			f.Add(field, "must be a local time HH:MM between 00:01 and 24:00")
		} else {
			f.Add(field, "must be a local time HH:MM between 00:00 and 23:59")
		}
	}
	return c, ok
}

// dedupeTypeIDs drops repeated ids, keeping the first occurrence; the result is never nil.
func dedupeTypeIDs(f *errs.Fields, ids []uuid.UUID) []uuid.UUID {
	if len(ids) > TemplateMaxAppointmentTypes {
		f.Add("appointment_type_ids", "at most %d", TemplateMaxAppointmentTypes)
	}
	out := make([]uuid.UUID, 0, len(ids))
	seen := make(map[uuid.UUID]bool, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// checkTemplateWhole adds the rules that span fields: end after start, validity in order.
func checkTemplateWhole(f *errs.Fields, t *Template, timesOK bool) {
	if t.ValidFrom != nil && !DateOK(*t.ValidFrom) {
		f.Add("valid_from", "must be a date between %s", DateSpan)
	}
	if t.ValidUntil != nil && !DateOK(*t.ValidUntil) {
		f.Add("valid_until", "must be a date between %s", DateSpan)
	}
	if timesOK && t.EndTime <= t.StartTime {
		f.Rule("end_time", "must be after start_time (%s)", t.StartTime)
	}
	if t.ValidFrom != nil && t.ValidUntil != nil && t.ValidUntil.Before(*t.ValidFrom) {
		f.Rule("valid_until", "must be on or after valid_from (%s)", t.ValidFrom.Format(time.DateOnly))
	}
}

// build returns the template in describes, with Invalid naming every bad field (references are
// checked against the database separately).
func (in *NewTemplate) build(providerID uuid.UUID) (Template, error) {
	var f errs.Fields
	t := Template{ID: uuid.Must(uuid.NewV7()), ProviderID: providerID, LocationID: in.LocationID, Weekday: in.Weekday,
		ValidFrom: in.ValidFrom, ValidUntil: in.ValidUntil, IsActive: in.IsActive == nil || *in.IsActive}
	if in.LocationID == uuid.Nil {
		f.Add("location_id", "is required")
	}
	if in.Weekday < 1 || in.Weekday > 7 {
		f.Add("weekday", "must be 1 (Monday) to 7 (Sunday)")
	}
	var okStart, okEnd bool
	t.StartTime, okStart = parseClockField(&f, "start_time", in.StartTime, false)
	t.EndTime, okEnd = parseClockField(&f, "end_time", in.EndTime, true)
	t.AppointmentTypeIDs = dedupeTypeIDs(&f, in.AppointmentTypeIDs)
	checkTemplateWhole(&f, &t, okStart && okEnd)
	return t, f.Err()
}

// Validate returns Invalid naming every bad field of in (references are checked by CheckTemplate
// and CreateTemplate).
func (in *NewTemplate) Validate() error {
	_, err := in.build(uuid.Nil)
	return err
}

// apply returns t changed by p, with Invalid naming every bad field, the rules spanning fields
// checked on the result.
func (p *TemplatePatch) apply(t Template) (Template, error) {
	var f errs.Fields
	if p.LocationID != nil {
		t.LocationID = *p.LocationID
	}
	if p.Weekday != nil {
		if *p.Weekday < 1 || *p.Weekday > 7 {
			f.Add("weekday", "must be 1 (Monday) to 7 (Sunday)")
		}
		t.Weekday = *p.Weekday
	}
	timesOK := true
	if p.StartTime != nil {
		c, ok := parseClockField(&f, "start_time", *p.StartTime, false)
		t.StartTime, timesOK = c, timesOK && ok
	}
	if p.EndTime != nil {
		c, ok := parseClockField(&f, "end_time", *p.EndTime, true)
		t.EndTime, timesOK = c, timesOK && ok
	}
	if p.ClearValidFrom {
		t.ValidFrom = nil
	} else if p.ValidFrom != nil {
		t.ValidFrom = p.ValidFrom
	}
	if p.ClearValidUntil {
		t.ValidUntil = nil
	} else if p.ValidUntil != nil {
		t.ValidUntil = p.ValidUntil
	}
	if p.AppointmentTypeIDs != nil {
		t.AppointmentTypeIDs = dedupeTypeIDs(&f, p.AppointmentTypeIDs)
	}
	if p.IsActive != nil {
		t.IsActive = *p.IsActive
	}
	checkTemplateWhole(&f, &t, timesOK)
	return t, f.Err()
}

// checkTemplateRefs adds a field error for a location that is not an active location of the tenant
// and for each appointment type that is not the tenant's (RLS hides other tenants' rows), named by
// its index in typeIDs as the client sent them (before repeated ids collapse).
func checkTemplateRefs(ctx context.Context, tx pgx.Tx, f *errs.Fields, locationID *uuid.UUID, typeIDs []uuid.UUID) error {
	if (locationID == nil || *locationID == uuid.Nil) && len(typeIDs) == 0 {
		return nil
	}
	if locationID != nil && *locationID == uuid.Nil {
		locationID = nil // already reported as missing
	}
	var locationOK bool
	var known []uuid.UUID
	err := tx.QueryRow(ctx, checkTemplateRefsSQL, locationID, typeIDs).Scan(&locationOK, &known)
	if err != nil {
		return fmt.Errorf("check template references: %w", err)
	}
	if !locationOK {
		f.Reference("location_id", "is not an active location of this clinic")
	}
	found := make(map[uuid.UUID]bool, len(known))
	for _, id := range known {
		found[id] = true
	}
	for i, id := range typeIDs {
		if !found[id] {
			f.Reference(fmt.Sprintf("appointment_type_ids[%d]", i), "is not an appointment type of this clinic")
		}
	}
	return nil
}

// checkTemplateRefsWith returns static's field errors plus the reference findings in one Invalid error.
func checkTemplateRefsWith(ctx context.Context, tx pgx.Tx, static error, locationID *uuid.UUID, typeIDs []uuid.UUID) error {
	return withRefChecks(static, func(f *errs.Fields) error { return checkTemplateRefs(ctx, tx, f, locationID, typeIDs) })
}

// CheckTemplate validates in as CreateTemplate will, references included, without writing.
// Errors: Invalid naming every bad field.
func (s *Service) CheckTemplate(ctx context.Context, in *NewTemplate) error {
	static := in.Validate()
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		return checkTemplateRefsWith(ctx, tx, static, &in.LocationID, in.AppointmentTypeIDs)
	})
}

// checkTemplateOverlap returns Conflict when t, active, overlaps another active template of its provider
// at its location on its weekday whose validity range intersects t's.
func checkTemplateOverlap(ctx context.Context, tx pgx.Tx, t Template) error {
	if !t.IsActive {
		return nil
	}
	var other Template
	err := tx.QueryRow(ctx, templateOverlapSQL,
		t.ProviderID, t.LocationID, t.Weekday, t.ID, t.StartTime.String(), t.EndTime.String(), t.ValidFrom, t.ValidUntil).
		Scan(&other.ID, &other.StartTime, &other.EndTime)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("check template overlap: %w", err)
	}
	return errs.Conflictf("The window %s-%s overlaps the active template %s (%s-%s) of this provider at the same location "+
		"on the same weekday with an intersecting validity range", t.StartTime, t.EndTime, other.ID, other.StartTime, other.EndTime)
}

func scanTemplate(row pgx.CollectableRow) (Template, error) {
	var t Template
	err := row.Scan(&t.ID, &t.ProviderID, &t.LocationID, &t.Weekday, &t.StartTime, &t.EndTime, &t.ValidFrom,
		&t.ValidUntil, &t.AppointmentTypeIDs, &t.IsActive, &t.CreatedAt, &t.UpdatedAt)
	return t, err
}

// CreateTemplate adds a weekly window to a provider (active or not). Errors: ProviderNotFound;
// Invalid naming every bad field, references included; Conflict when it overlaps an active
// template of the provider at the same location and weekday with an intersecting validity range.
func (s *Service) CreateTemplate(ctx context.Context, providerID uuid.UUID, in NewTemplate) (Template, error) {
	t, static := in.build(providerID)
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := lockProviderRow(ctx, tx, providerID); err != nil {
			return err
		}
		if err := checkTemplateRefsWith(ctx, tx, static, &in.LocationID, in.AppointmentTypeIDs); err != nil {
			return err
		}
		if err := checkTemplateOverlap(ctx, tx, t); err != nil {
			return err
		}
		return tx.QueryRow(ctx, insertTemplateSQL,
			t.ID, t.ProviderID, t.LocationID, t.Weekday, t.StartTime.String(), t.EndTime.String(), t.ValidFrom,
			t.ValidUntil, t.AppointmentTypeIDs, t.IsActive).Scan(&t.CreatedAt, &t.UpdatedAt)
	})
	if err != nil {
		return Template{}, fmt.Errorf("create template: %w", err)
	}
	return t, nil
}

// ListTemplates returns one page of a provider's templates (active ones unless IncludeInactive)
// in creation order. Errors: ProviderNotFound; BadRequest for a foreign cursor.
func (s *Service) ListTemplates(ctx context.Context, providerID uuid.UUID, q TemplateQuery) (TemplatePage, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return TemplatePage{}, err
	}
	lq := page.NewQuery(after)
	lq.Where(providerFilterSQL, providerID)
	if !q.IncludeInactive {
		lq.WhereSQL(activeFilterSQL)
	}
	if q.LocationID != nil {
		lq.Where(locationFilterSQL, *q.LocationID)
	}
	if q.Weekday != nil {
		lq.Where(weekdayFilterSQL, *q.Weekday)
	}
	sql, args := lq.SQL(templateColumnsSQL, templatesTableSQL, q.Limit)
	var items []Template
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := providerExists(ctx, tx, providerID); err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scanTemplate)
		return err
	})
	if err != nil {
		return TemplatePage{}, fmt.Errorf("list templates: %w", err)
	}
	var out TemplatePage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(t Template) uuid.UUID { return t.ID })
	return out, nil
}

// getTemplate reads one template of the provider, optionally locking it.
func getTemplate(ctx context.Context, tx pgx.Tx, providerID, id uuid.UUID, lock bool) (Template, error) {
	sql := getTemplateSQL
	if lock {
		sql += forUpdateSQL
	}
	rows, _ := tx.Query(ctx, sql, id, providerID)
	t, err := pgx.CollectExactlyOneRow(rows, scanTemplate)
	return t, pg.NotFoundIfNoRows(err, TemplateNotFound.Detail)
}

// CheckTemplatePatch validates p against the current template as UpdateTemplate will, references
// included, without writing. A missing provider or template is not reported here (nil): the
// update answers NotFound. Errors: Invalid naming every bad field.
func (s *Service) CheckTemplatePatch(ctx context.Context, providerID, id uuid.UUID, p *TemplatePatch) error {
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		cur, err := getTemplate(ctx, tx, providerID, id, false)
		if errs.KindOf(err) == errs.NotFound {
			return nil
		} else if err != nil {
			return err
		}
		_, static := p.apply(cur)
		return checkTemplateRefsWith(ctx, tx, static, p.LocationID, p.AppointmentTypeIDs)
	})
}

// UpdateTemplate changes the fields p carries; the result must satisfy every rule of a new
// template (is_active true reactivates, checked for overlaps). Errors: ProviderNotFound,
// TemplateNotFound; Invalid naming every bad field; Conflict as CreateTemplate.
func (s *Service) UpdateTemplate(ctx context.Context, providerID, id uuid.UUID, p TemplatePatch) (Template, error) {
	var t Template
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := lockProviderRow(ctx, tx, providerID); err != nil {
			return err
		}
		cur, err := getTemplate(ctx, tx, providerID, id, true)
		if err != nil {
			return err
		}
		var static error
		t, static = p.apply(cur)
		if err := checkTemplateRefsWith(ctx, tx, static, p.LocationID, p.AppointmentTypeIDs); err != nil {
			return err
		}
		if err := checkTemplateOverlap(ctx, tx, t); err != nil {
			return err
		}
		return tx.QueryRow(ctx, updateTemplateSQL,
			t.ID, providerID, t.LocationID, t.Weekday, t.StartTime.String(), t.EndTime.String(), t.ValidFrom,
			t.ValidUntil, t.AppointmentTypeIDs, t.IsActive).Scan(&t.UpdatedAt)
	})
	if err != nil {
		return Template{}, fmt.Errorf("update template: %w", err)
	}
	return t, nil
}

// DeactivateTemplate soft-deletes a template: slot search and the default list ignore it.
// Deactivating an inactive template succeeds again. Errors: ProviderNotFound, TemplateNotFound.
func (s *Service) DeactivateTemplate(ctx context.Context, providerID, id uuid.UUID) error {
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := providerExists(ctx, tx, providerID); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, deactivateTemplateSQL, id, providerID)
		if err == nil && tag.RowsAffected() == 0 {
			return TemplateNotFound
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("deactivate template: %w", err)
	}
	return nil
}
