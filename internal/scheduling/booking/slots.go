package booking

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/availability"
)

// MaxSlotSpanDays is how far date_to may be after date_from.
const MaxSlotSpanDays = 30

// SlotCursorPattern is the shape of a slot cursor; the OpenAPI document states it.
const SlotCursorPattern = availability.SlotCursorPattern

// SlotQuery is a search for available slots. Dates are local dates of each location.
type SlotQuery struct {
	DateFrom, DateTo  time.Time
	AppointmentTypeID uuid.UUID
	ProviderID        *uuid.UUID
	Specialty         string // matches one of the provider's specialties, case and accents ignored
	LocationID        *uuid.UUID
	DurationMinutes   *int
	Limit             int
	Cursor            string
}

// Slot is one bookable interval of one provider at one location.
type Slot = availability.Slot

// SlotPage is one page of FindSlots, ordered by date, start time, provider and location.
type SlotPage struct {
	Items      []Slot
	NextCursor *string
}

// Validate checks the query's own rules and returns Invalid naming every bad parameter.
func (q *SlotQuery) Validate() error {
	var f errs.Fields
	q.Specialty = strings.TrimSpace(q.Specialty)
	if q.DateTo.Before(q.DateFrom) {
		f.Rule("date_to", "must not be before date_from")
	} else if q.DateTo.Sub(q.DateFrom) > MaxSlotSpanDays*24*time.Hour {
		f.Rule("date_to", "must be at most %d days after date_from", MaxSlotSpanDays)
	}
	if q.ProviderID == nil && q.Specialty == "" {
		f.Rule("provider_id", "provider_id or specialty is required")
	}
	if q.DurationMinutes != nil && (*q.DurationMinutes < 5 || *q.DurationMinutes > 480) {
		f.Add("duration_minutes", "must be 5 to 480")
	}
	return f.Err()
}

// Busy time is read a few dates at a time, as the page needs it: a chunk of dates costs one
// query, and each chunk is twice the last, so a page that ends on the first date reads one date
// of appointments whatever the span, and a page that needs every date reads them in a handful of
// queries. Slots of a local date lie within busyBefore before its midnight UTC and busyAfter
// after it, whatever the zone (offsets −12 to +14 h), with the longest appointment and buffer.
const (
	busyBefore = 36 * time.Hour
	busyAfter  = 60 * time.Hour
)

// FindSlots searches the available slots of the query: the dates from the cursor's on, each laid
// out by availability.Search.Day, until the page is full. A page costs what the first page
// costs: the cursor names a position, and dates before it are never laid out.
// Errors: Invalid (the query's own rules, an unknown or inactive appointment type, provider or
// location); BadRequest for a foreign cursor.
func (s *Service) FindSlots(ctx context.Context, q SlotQuery) (SlotPage, error) {
	if err := q.Validate(); err != nil {
		return SlotPage{}, err
	}
	after, err := availability.DecodeCursor(q.Cursor)
	if err != nil {
		return SlotPage{}, err
	}
	var items []Slot
	var invalid errs.Fields
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var d slotData
		if err := d.load(ctx, tx, q); err != nil || d.invalid != nil {
			invalid = d.invalid
			return err
		}
		search := availability.NewSearch(availability.Search{From: q.DateFrom, To: q.DateTo, TypeID: q.AppointmentTypeID,
			TypeMinutes: d.typeMinutes, DurationMinutes: q.DurationMinutes, Now: s.now()}, d.pairs)
		first := q.DateFrom
		if after != nil && after.Date.After(first) {
			first = after.Date
		}
		loaded, chunk := first.Add(-busyBefore), 1
		for date := first; !date.After(q.DateTo) && len(items) <= q.Limit; date = date.AddDate(0, 0, 1) {
			if date.Add(busyAfter).After(loaded) {
				last := date.AddDate(0, 0, chunk-1)
				if last.After(q.DateTo) {
					last = q.DateTo
				}
				if err := d.loadBusy(ctx, tx, loaded, last.Add(busyAfter)); err != nil {
					return err
				}
				loaded, chunk = last.Add(busyAfter), chunk*2
			}
			items = search.Day(items, date, after, q.Limit+1)
		}
		return nil
	})
	if err != nil {
		return SlotPage{}, fmt.Errorf("find slots: %w", err)
	}
	if invalid != nil {
		return SlotPage{}, invalid.Err()
	}
	var out SlotPage
	if len(items) > q.Limit {
		items = items[:q.Limit]
		c := availability.EncodeCursor(items[len(items)-1].Position)
		out.NextCursor = &c
	}
	out.Items = items
	return out, nil
}
