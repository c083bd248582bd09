package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/tenancy"
)

// SlotLocation names the location of a slot.
type SlotLocation struct {
	ID   uuid.UUID `json:"id"`
	Name string    `json:"name"`
}

// AvailableSlot is one bookable slot (the spec's AvailableSlot).
type AvailableSlot struct {
	ProviderID   uuid.UUID    `json:"provider_id"`
	ProviderName string       `json:"provider_name"`
	Specialty    *string      `json:"specialty" doc:"The provider's specialty the search matched, else its first"`
	Location     SlotLocation `json:"location"`
	Date         string       `json:"date" format:"date" doc:"Local date of the location"`
	StartTime    string       `json:"start_time" example:"09:30" doc:"HH:MM, local time of the location"`
	EndTime      string       `json:"end_time" example:"10:00" doc:"HH:MM, local time of the location"`
	StartsAt     time.Time    `json:"starts_at" doc:"The start as an instant (UTC): what to send as start_time when booking"`
	EndsAt       time.Time    `json:"ends_at" doc:"The end as an instant (UTC)"`
	Available    bool         `json:"available" doc:"Always true: only available slots are listed"`
	Score        float64      `json:"score" minimum:"0" maximum:"1" doc:"Higher is better; see the operation's description"`
}

// SlotPage is one page of slots.
type SlotPage struct {
	Items      []AvailableSlot `json:"items"`
	NextCursor *string         `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type findSlotsInput struct {
	DateFrom          string     `query:"date_from" required:"true" format:"date" doc:"First local date"`
	DateTo            string     `query:"date_to" required:"true" format:"date" doc:"Last local date, at most 30 days after date_from"`
	AppointmentTypeID string     `query:"appointment_type_id" required:"true" format:"uuid" doc:"An active appointment type; gives the slot length and filters templates restricted to other types"`
	ProviderID        string     `query:"provider_id" format:"uuid" doc:"One provider; provider_id or specialty is required"`
	Specialty         string     `query:"specialty" maxLength:"100" doc:"Providers with this specialty, case and accents ignored"`
	LocationID        string     `query:"location_id" format:"uuid" doc:"Only this location (default: every location where the provider has templates)"`
	DurationMinutes   int        `query:"duration_minutes" minimum:"5" maximum:"480" doc:"Slot length; default the type's duration, else the provider's default"`
	Limit             int        `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor            slotCursor `query:"cursor"`
}

// slotCursor is the cursor of slot search, which names a position in the result rather than an id.
type slotCursor string

// Schema states the slot cursor's shape (booking.SlotCursorPattern).
func (slotCursor) Schema(huma.Registry) *huma.Schema {
	s := &huma.Schema{Type: huma.TypeString, Description: "next_cursor of the previous page; empty: the first"}
	return textShape{booking.SlotCursorPattern, "a next_cursor of slot search", 51}.state(s)
}

func (in *findSlotsInput) toQuery() booking.SlotQuery {
	q := booking.SlotQuery{Specialty: in.Specialty, Limit: in.Limit, Cursor: string(in.Cursor)}
	q.DateFrom, _ = time.Parse(time.DateOnly, in.DateFrom) // formats checked by the schema
	q.DateTo, _ = time.Parse(time.DateOnly, in.DateTo)
	q.AppointmentTypeID, _ = uuid.Parse(in.AppointmentTypeID)
	q.ProviderID, q.LocationID = optionalUUID(&in.ProviderID), optionalUUID(&in.LocationID)
	if in.DurationMinutes != 0 {
		q.DurationMinutes = &in.DurationMinutes
	}
	return q
}

// Resolve adds the rules spanning parameters to the schema's findings (one 422 for all).
func (in *findSlotsInput) Resolve(huma.Context) []error {
	q := in.toQuery()
	if q.DateFrom.IsZero() || q.DateTo.IsZero() {
		return nil // the schema reports the dates
	}
	return domainIssues(q.Validate(), "query.")
}

const slotsDescription = `Available slots of the providers (one ` + "`provider_id`" + `, or every active provider with the
` + "`specialty`" + `) for one appointment type, ordered by date, start time, provider and location.

` + availabilityRuleDoc + `

Without ` + "`location_id`" + `, a provider is searched at the
locations of its templates; an ` + "`added`" + ` or ` + "`modified`" + ` override for one specific location also
opens that location on that date, while one for every location applies only where the provider has
templates (it never opens a location the provider does not work at). Slots start at each window's start and step by the slot
length plus the provider's buffer; a slot ends inside its window. Times are laid out in the
location's wall-clock time: a slot whose start or end does not exist that day (DST spring-forward)
is skipped, a repeated time (fall-back) means its first occurrence. A slot is left out when it
starts before now, when booking it would not fit the provider's capacity (the rule below, the
same one booking applies: a slot offered here books), or when the provider has reached
` + "`max_daily_appointments`" + ` that local day.

` + capacityRuleDoc + `

Paging: ` + "`next_cursor`" + ` names the position of the page's last slot; the next page starts after it, so
page N costs what page 1 costs and a slot appears on exactly one page while the calendar is unchanged.

**score** = 0.5 × sooner + 0.5 × compactness, rounded to 4 places. *sooner* falls linearly from 1
on date_from to 0 on date_to. *compactness* is 1 when the slot touches (within the buffer) an
existing appointment or the edge of its window, 0 when it would leave a gap shorter than one slot
on either side, else 0.5. The same data always gives the same scores.

422 names every bad parameter: dates, span over 30 days, neither provider_id nor specialty, an
unknown or inactive appointment type, provider or location (another clinic's ids are unknown).`

func (s *server) registerSlots() {
	register(s, huma.Operation{
		OperationID: "find-slots", Method: http.MethodGet, Path: "/v1/scheduling/slots", Tags: []string{"Slots"},
		Summary: "Search available slots", Description: slotsDescription,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *findSlotsInput) (*struct{ Body SlotPage }, error) {
		p, err := s.deps.Booking.FindSlots(ctx, in.toQuery())
		if err != nil {
			return nil, prefixQuery(err)
		}
		out := SlotPage{Items: make([]AvailableSlot, len(p.Items)), NextCursor: p.NextCursor}
		for i, sl := range p.Items {
			out.Items[i] = toAvailableSlot(sl)
		}
		return &struct{ Body SlotPage }{out}, nil
	})
}

// toAvailableSlot is a slot as the API shows it.
func toAvailableSlot(sl booking.Slot) AvailableSlot {
	return AvailableSlot{ProviderID: sl.ProviderID, ProviderName: sl.ProviderName, Specialty: sl.Specialty,
		Location: SlotLocation{ID: sl.LocationID, Name: sl.LocationName}, Date: sl.Date.Format(time.DateOnly),
		StartTime: sl.Start.String(), EndTime: sl.End.String(), StartsAt: sl.StartsAt, EndsAt: sl.EndsAt,
		Available: true, Score: sl.Score}
}

// prefixQuery names a domain Invalid error's fields as query parameters.
func prefixQuery(err error) error { return errs.PrefixFields(err, "query.") }

// ScheduleWindowOut is an effective window of a day.
type ScheduleWindowOut struct {
	StartTime string     `json:"start_time" example:"08:00" doc:"HH:MM local"`
	EndTime   string     `json:"end_time" example:"12:00" doc:"HH:MM local"`
	StartsAt  *time.Time `json:"starts_at,omitempty" doc:"UTC; absent when that wall time does not exist that day (DST)"`
	EndsAt    *time.Time `json:"ends_at,omitempty" doc:"UTC; absent when that wall time does not exist that day (DST)"`
}

// ScheduleAppointmentOut is an appointment in a schedule.
type ScheduleAppointmentOut struct {
	ID        uuid.UUID `json:"id"`
	Status    string    `json:"status"`
	StartTime time.Time `json:"start_time" doc:"UTC"`
	EndTime   time.Time `json:"end_time" doc:"UTC"`
}

// ScheduleDayOut is one local date at one location.
type ScheduleDayOut struct {
	Date         string                   `json:"date" format:"date"`
	Windows      []ScheduleWindowOut      `json:"windows" doc:"Template windows after that date's overrides, any appointment type"`
	Appointments []ScheduleAppointmentOut `json:"appointments" doc:"The provider's appointments starting that local date, every status"`
}

// LocationScheduleOut is a provider's schedule at one location.
type LocationScheduleOut struct {
	Location SlotLocation     `json:"location"`
	Timezone string           `json:"timezone"`
	Days     []ScheduleDayOut `json:"days" doc:"Only dates with a window or an appointment"`
}

// LocationsScheduleOut is the full multi-location schedule of a provider.
type LocationsScheduleOut struct {
	ProviderID uuid.UUID             `json:"provider_id"`
	DateFrom   string                `json:"date_from" format:"date"`
	DateTo     string                `json:"date_to" format:"date"`
	Locations  []LocationScheduleOut `json:"locations"`
}

type locationsScheduleInput struct {
	ProviderID string `path:"provider_id"`
	DateFrom   string `query:"date_from" required:"true" format:"date"`
	DateTo     string `query:"date_to" required:"true" format:"date" doc:"At most 31 days after date_from"`
}

func (s *server) registerLocationsSchedule() {
	register(s, huma.Operation{
		OperationID: "get-provider-locations-schedule", Method: http.MethodGet,
		Path: "/v1/scheduling/providers/{provider_id}/locations-schedule", Tags: []string{"Providers"},
		Summary: "Full multi-location schedule of a provider", Errors: []int{http.StatusNotFound},
		Description: "Per location (where the provider has active templates, or appointments in the range) and per local " +
			"date: the effective windows after overrides and the location's operating hours (any appointment type; " +
			"the rule is slot search's), with their instants, and the provider's appointments starting " +
			"that date in that location's zone. Dates without either are left out. 404 for a malformed, unknown or " +
			"another clinic's provider id.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *locationsScheduleInput) (*struct{ Body LocationsScheduleOut }, error) {
		id, err := pathUUID(in.ProviderID, calendar.ProviderNotFound)
		if err != nil {
			return nil, err
		}
		from, _ := time.Parse(time.DateOnly, in.DateFrom)
		to, _ := time.Parse(time.DateOnly, in.DateTo)
		sched, err := s.deps.Booking.LocationsSchedule(ctx, id, from, to)
		if err != nil {
			return nil, prefixQuery(err)
		}
		out := LocationsScheduleOut{ProviderID: id, DateFrom: in.DateFrom, DateTo: in.DateTo, Locations: []LocationScheduleOut{}}
		for _, l := range sched {
			lo := LocationScheduleOut{Location: SlotLocation{ID: l.LocationID, Name: l.LocationName}, Timezone: l.Timezone,
				Days: []ScheduleDayOut{}}
			for _, d := range l.Days {
				do := ScheduleDayOut{Date: d.Date.Format(time.DateOnly), Windows: []ScheduleWindowOut{}, Appointments: []ScheduleAppointmentOut{}}
				for _, w := range d.Windows {
					do.Windows = append(do.Windows, ScheduleWindowOut{StartTime: w.Start.String(), EndTime: w.End.String(),
						StartsAt: instantOrNil(w.StartsAt), EndsAt: instantOrNil(w.EndsAt)})
				}
				for _, a := range d.Appointments {
					do.Appointments = append(do.Appointments, ScheduleAppointmentOut{ID: a.ID, Status: a.Status,
						StartTime: a.Start.UTC(), EndTime: a.End.UTC()})
				}
				lo.Days = append(lo.Days, do)
			}
			out.Locations = append(out.Locations, lo)
		}
		return &struct{ Body LocationsScheduleOut }{out}, nil
	})
}

func instantOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
