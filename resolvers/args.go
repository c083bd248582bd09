package resolvers

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"clinic/graph"
	"clinic/internal/documents"
	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/booking"
)

// Argument parsing shared by the resolvers: every bad value is an Invalid error naming its
// argument (BAD_USER_INPUT).

// maxText bounds free-text arguments (search, specialty, city, type).
const maxText = 200

// maxMarkers bounds the markers a lab field takes.
const maxMarkers = 50

func optionalID(field string, s *string) (*uuid.UUID, error) {
	if s == nil {
		return nil, nil
	}
	id, err := uuid.Parse(*s)
	if err != nil {
		return nil, errs.InvalidFields(errs.FieldError{Field: field, Message: "must be a UUID", Code: errs.CodeInvalid})
	}
	return &id, nil
}

func text(field string, s *string) (string, error) {
	if s == nil {
		return "", nil
	}
	if len([]rune(*s)) > maxText || strings.ContainsRune(*s, 0) {
		return "", errs.InvalidFields(errs.FieldError{Field: field, Message: fmt.Sprintf("at most %d characters, no NUL", maxText),
			Code: errs.CodeInvalid})
	}
	return *s, nil
}

func markerList(markers []string) ([]string, error) {
	if len(markers) > maxMarkers {
		return nil, errs.InvalidFields(errs.FieldError{Field: "markers", Message: fmt.Sprintf("at most %d", maxMarkers),
			Code: errs.CodeInvalid})
	}
	var out []string
	for _, m := range markers {
		if m = strings.TrimSpace(m); m != "" {
			if len([]rune(m)) > maxText || strings.ContainsRune(m, 0) {
				return nil, errs.InvalidFields(errs.FieldError{Field: "markers", Message: fmt.Sprintf("each at most %d characters, no NUL", maxText),
					Code: errs.CodeInvalid})
			}
			out = append(out, m)
		}
	}
	return out, nil
}

// appointmentQuery converts a filter (and a patient, for Patient.appointments) to the domain's.
func appointmentQuery(first *int, after *string, f *graph.AppointmentFilter) (booking.AppointmentQuery, error) {
	n, err := pageSize(first)
	if err != nil {
		return booking.AppointmentQuery{}, err
	}
	q := booking.AppointmentQuery{Limit: n}
	if after != nil {
		q.Cursor = *after
	}
	if f == nil {
		return q, nil
	}
	q.From, q.To, q.Statuses = f.StartFrom, f.StartTo, f.Status
	if q.ProviderProfileID, err = optionalID("filter.providerId", f.ProviderID); err != nil {
		return q, err
	}
	if q.LocationID, err = optionalID("filter.locationId", f.LocationID); err != nil {
		return q, err
	}
	if q.AppointmentTypeID, err = optionalID("filter.appointmentTypeId", f.AppointmentTypeID); err != nil {
		return q, err
	}
	return q, nil
}

// statsQuery converts a date range and filter to the domain's.
func statsQuery(r graph.DateRange, f *graph.StatsFilter) (booking.StatsQuery, error) {
	q := booking.StatsQuery{From: r.From.Time, To: r.To.Time}
	if f == nil {
		return q, nil
	}
	var err error
	if q.ProviderID, err = optionalID("filter.providerId", f.ProviderID); err != nil {
		return q, err
	}
	q.LocationID, err = optionalID("filter.locationId", f.LocationID)
	return q, err
}

// maxOffset bounds how far a document list pages (as the REST list does).
const maxOffset = 1_000_000

// documentOffset reads a document cursor (offsetCursor's).
func documentOffset(after *string) (int, error) {
	if after == nil || *after == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(*after, "o"))
	if !strings.HasPrefix(*after, "o") || err != nil || n < 0 || n > maxOffset {
		return 0, errs.BadRequestf("Invalid cursor")
	}
	return n, nil
}

// dateRange converts an optional date range to the bounds [from, to). Errors: Invalid unless to
// is after from.
func dateRange(r *graph.DateRange) (from, to *time.Time, err error) {
	if r == nil {
		return nil, nil, nil
	}
	if !r.To.After(r.From.Time) {
		return nil, nil, errs.InvalidFields(errs.FieldError{Field: "range.to", Message: "must be after range.from", Code: errs.CodeRule})
	}
	return &r.From.Time, &r.To.Time, nil
}

// documentFilter converts a document filter to the domain's terms: type, OCR statuses, range.
func documentFilter(f *graph.DocumentFilter) (typ string, statuses []string, from, to *time.Time, err error) {
	if f == nil {
		return "", nil, nil, nil, nil
	}
	if typ, err = text("filter.type", f.Type); err != nil {
		return "", nil, nil, nil, err
	}
	if typ != "" && !slices.Contains(documents.Types, typ) {
		return "", nil, nil, nil, errs.InvalidFields(errs.FieldError{Field: "filter.type", Code: errs.CodeInvalid,
			Message: fmt.Sprintf("must be one of %v", documents.Types)})
	}
	if f.CreatedFrom != nil && f.CreatedTo != nil && f.CreatedTo.Before(*f.CreatedFrom) {
		return "", nil, nil, nil, errs.InvalidFields(errs.FieldError{Field: "filter.createdTo", Code: errs.CodeRule,
			Message: "must not be before filter.createdFrom"})
	}
	return typ, f.Status, f.CreatedFrom, f.CreatedTo, nil
}
