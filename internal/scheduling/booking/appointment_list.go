package booking

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/patientref"
)

// AppointmentQuery filters ListAppointments. Zero values do not filter.
type AppointmentQuery struct {
	ProviderProfileID *uuid.UUID
	PatientRef        string // pat_ token or internal UUID; an unknown patient matches nothing
	LocationID        *uuid.UUID
	AppointmentTypeID *uuid.UUID
	Statuses          []string   // any of these
	From              *time.Time // start_time >= From
	To                *time.Time // start_time < To
	Limit             int        // default 50, at most 200
	Cursor            string
}

// AppointmentPage is one page of ListAppointments.
type AppointmentPage struct {
	Items      []Appointment
	NextCursor *string
}

func scanAppointment(row pgx.CollectableRow) (Appointment, error) {
	var a Appointment
	err := row.Scan(&a.ID, &a.ProviderProfileID, &a.PatientID, &a.PatientToken, &a.AppointmentTypeID, &a.LocationID,
		&a.RoomID, &a.StartTime, &a.EndTime, &a.Status, &a.Source, &a.Notes, &a.InternalNotes, &a.ExternalReference,
		&a.Metadata, &a.Version, &a.ConfirmedAt, &a.ConfirmedBy, &a.CheckedInAt, &a.CheckedInBy, &a.StartedAt,
		&a.CompletedAt, &a.NoShowAt, &a.CancelledAt, &a.CancelledBy, &a.CancellationReason, &a.RescheduledFromID,
		&a.RescheduledToID, &a.CreatedAt, &a.UpdatedAt)
	return a, err
}

// selectAppointment reads one appointment in tx, locking its row when forUpdate. Errors:
// ErrAppointmentNotFound.
func selectAppointment(ctx context.Context, tx pgx.Tx, id uuid.UUID, forUpdate bool) (Appointment, error) {
	sql := getAppointmentSQL
	if forUpdate {
		sql += forUpdateSQL
	}
	rows, _ := tx.Query(ctx, sql, id)
	a, err := pgx.CollectExactlyOneRow(rows, scanAppointment)
	if err = pg.NotFoundIfNoRows(err, ErrAppointmentNotFound.Detail); err != nil {
		return Appointment{}, err
	}
	return a, nil
}

// GetAppointment returns one appointment with its status history, oldest first.
// Errors: NotFound (also for another tenant's appointment).
func (s *Service) GetAppointment(ctx context.Context, id uuid.UUID) (Appointment, error) {
	var a Appointment
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var err error
		if a, err = selectAppointment(ctx, tx, id, false); err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, listHistorySQL, id)
		a.History, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (StatusChange, error) {
			var c StatusChange
			err := row.Scan(&c.FromStatus, &c.ToStatus, &c.ChangedAt, &c.ChangedBy, &c.Reason)
			return c, err
		})
		return err
	})
	if err != nil {
		return Appointment{}, writeError("get appointment", err)
	}
	return a, nil
}

// Validate normalises q (default and maximum limit) and returns Invalid naming every bad filter.
func (q *AppointmentQuery) Validate() error {
	var f errs.Fields
	if q.PatientRef != "" {
		if _, ok := patientref.Parse(q.PatientRef); !ok {
			f.Add("patient_id", patientref.Invalid)
		}
	}
	for _, st := range q.Statuses {
		if !slices.Contains(Statuses, st) {
			f.Add("status", "must be one of %s", strings.Join(Statuses, ", "))
			break
		}
	}
	if q.From != nil && q.To != nil && !q.To.After(*q.From) {
		f.Rule("date_to", "must be after date_from")
	}
	switch {
	case q.Limit <= 0:
		q.Limit = 50
	case q.Limit > 200:
		q.Limit = 200
	}
	return f.Err()
}

// ListAppointments returns one page of the tenant's appointments in booking order.
// Errors: Invalid for a bad filter; BadRequest for a foreign cursor.
func (s *Service) ListAppointments(ctx context.Context, q AppointmentQuery) (AppointmentPage, error) {
	if err := q.Validate(); err != nil {
		return AppointmentPage{}, err
	}
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return AppointmentPage{}, err
	}
	lq := page.NewQuery(after)
	add := lq.Where
	if q.ProviderProfileID != nil {
		add(providerFilterSQL, *q.ProviderProfileID)
	}
	if q.PatientRef != "" {
		key, _ := patientref.Parse(q.PatientRef)
		add(key.FilterSQL(), key.Value)
	}
	if q.LocationID != nil {
		add(locationFilterSQL, *q.LocationID)
	}
	if q.AppointmentTypeID != nil {
		add(appointmentTypeFilterSQL, *q.AppointmentTypeID)
	}
	if len(q.Statuses) > 0 {
		add(statusFilterSQL, q.Statuses)
	}
	if q.From != nil {
		add(startFromFilterSQL, *q.From)
	}
	if q.To != nil {
		add(startToFilterSQL, *q.To)
	}
	sql, args := lq.SQL(appointmentColumnsSQL, appointmentsTableSQL, q.Limit)
	var items []Appointment
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sql, args...)
		items, err = pgx.CollectRows(rows, scanAppointment)
		return err
	})
	if err != nil {
		return AppointmentPage{}, fmt.Errorf("list appointments: %w", err)
	}
	var out AppointmentPage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(a Appointment) uuid.UUID { return a.ID })
	return out, nil
}

// StatusHistories returns the status history of each given appointment, oldest first, in one
// statement; appointments of another tenant or of none are absent. It is the batch read behind the
// GraphQL dataloader. Errors: Invalid for more than pg.MaxBatch ids; Unavailable.
func (s *Service) StatusHistories(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID][]StatusChange, error) {
	if len(ids) > pg.MaxBatch {
		return nil, errs.InvalidFields(errs.FieldError{Field: "ids", Message: fmt.Sprintf("at most %d", pg.MaxBatch)})
	}
	out := make(map[uuid.UUID][]StatusChange, len(ids))
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var id uuid.UUID
		var c StatusChange
		_, err := pgx.ForEachRow(rows, []any{&id, &c.FromStatus, &c.ToStatus, &c.ChangedAt, &c.ChangedBy, &c.Reason},
			func() error { out[id] = append(out[id], c); return nil })
		return err
	}, listHistoriesSQL, ids)
	if err != nil {
		return nil, fmt.Errorf("status histories: %w", err)
	}
	return out, nil
}
