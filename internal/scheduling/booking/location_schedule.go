package booking

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/availability"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/localtime"
)

// MaxScheduleSpanDays is how far date_to may be after date_from in LocationsSchedule.
const MaxScheduleSpanDays = 31

// ScheduleAppointment is one appointment in a provider's schedule.
type ScheduleAppointment struct {
	ID         uuid.UUID
	Status     string
	Start, End time.Time // UTC
}

// ScheduleWindow is an effective window with its instants.
type ScheduleWindow struct {
	availability.Window
	StartsAt, EndsAt time.Time // UTC; zero when that wall time does not exist that day
}

// ScheduleDay is one local date at one location: its effective windows and appointments.
type ScheduleDay struct {
	Date         time.Time
	Windows      []ScheduleWindow
	Appointments []ScheduleAppointment
}

// LocationSchedule is a provider's schedule at one location.
type LocationSchedule struct {
	LocationID   uuid.UUID
	LocationName string
	Timezone     string
	Days         []ScheduleDay // only dates with a window or an appointment
}

// LocationsSchedule returns, per location where the provider has active templates or
// appointments in the range, and per local date, the windows left after overrides (any
// appointment type) and the provider's appointments starting that local date (every status).
// Errors: NotFound (unknown or another tenant's provider); Invalid for the range.
func (s *Service) LocationsSchedule(ctx context.Context, providerID uuid.UUID, from, to time.Time) ([]LocationSchedule, error) {
	if to.Before(from) {
		return nil, errs.InvalidFields(errs.FieldError{Field: "date_to", Message: "must not be before date_from", Code: errs.CodeRule})
	}
	if to.Sub(from) > MaxScheduleSpanDays*24*time.Hour {
		return nil, errs.InvalidFields(errs.FieldError{Field: "date_to", Message: fmt.Sprintf("must be at most %d days after date_from", MaxScheduleSpanDays), Code: errs.CodeRule})
	}
	providers := map[uuid.UUID]*availability.Provider{providerID: {ID: providerID}}
	locations := map[uuid.UUID]*availability.Location{}
	type appt struct {
		ScheduleAppointment
		LocationID uuid.UUID
	}
	var appts []appt
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if err := calendar.ProviderExists(ctx, tx, providerID); err != nil {
			return err
		}
		pairs, err := calendar.Calendars(ctx, tx, providers, nil, from, to)
		if err != nil {
			return err
		}
		for _, p := range pairs {
			locations[p.Location.ID] = p.Location
		}
		rows, _ := tx.Query(ctx, scheduleSQL, providerID, from.Add(-busyBefore), to.Add(busyAfter))
		var a appt
		var others []uuid.UUID
		_, err = pgx.ForEachRow(rows, []any{&a.ID, &a.Status, &a.Start, &a.End, &a.LocationID}, func() error {
			appts = append(appts, a)
			if locations[a.LocationID] == nil && !slices.Contains(others, a.LocationID) {
				others = append(others, a.LocationID)
			}
			return nil
		})
		if err != nil {
			return err
		}
		sites, err := calendar.Sites(ctx, tx, others)
		for id, site := range sites {
			locations[id] = &site.Location
		}
		return err
	})
	if errors.Is(err, calendar.ProviderNotFound) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("locations schedule: %w", err)
	}
	locs := make([]*availability.Location, 0, len(locations))
	for _, l := range locations {
		locs = append(locs, l)
	}
	slices.SortFunc(locs, func(a, b *availability.Location) int { // by name, a stable order for clients
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.ID.String(), b.ID.String()))
	})
	cal := &providers[providerID].Calendar
	var out []LocationSchedule
	for _, l := range locs {
		ls := LocationSchedule{LocationID: l.ID, LocationName: l.Name, Timezone: l.Zone.String()}
		for date := from; !date.After(to); date = date.AddDate(0, 0, 1) {
			day := ScheduleDay{Date: date}
			for _, w := range cal.Day(l.ID, &l.Hours, date, uuid.Nil) {
				sw := ScheduleWindow{Window: w}
				sw.StartsAt, _ = localtime.LocalInstant(date, w.Start, l.Zone)
				sw.EndsAt, _ = localtime.LocalInstant(date, w.End, l.Zone)
				day.Windows = append(day.Windows, sw)
			}
			for _, a := range appts {
				if a.LocationID == l.ID && a.Start.In(l.Zone).Format(time.DateOnly) == date.Format(time.DateOnly) {
					day.Appointments = append(day.Appointments, a.ScheduleAppointment)
				}
			}
			if len(day.Windows) > 0 || len(day.Appointments) > 0 {
				ls.Days = append(ls.Days, day)
			}
		}
		out = append(out, ls)
	}
	return out, nil
}
