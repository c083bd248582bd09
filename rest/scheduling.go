package rest

import (
	"clinic/internal/platform/errs"

	"github.com/google/uuid"
)

// registerScheduling adds every /v1/scheduling operation; each resource has its own file.
func (s *server) registerScheduling() {
	s.registerLocations()
	s.registerAppointmentTypes()
	s.registerProviders()
	s.registerAppointments()
	s.registerSlots()
	s.registerLocationsSchedule()
	s.registerWaitlist()
	s.registerNoShow()
	s.registerWebhooks()
	s.registerLanguage()
}

// Most scheduling handlers share one shape: parse the path id, call the service, name the body
// fields of an Invalid answer with "body.", convert the result. onID and respond are that shape,
// once:
//
//	return onID(in.LocationID, calendar.ErrLocationNotFound, func(id uuid.UUID) (*locationOutput, error) {
//		return respond(toLocationOut)(s.deps.Calendar.GetLocation(ctx, id))
//	})

// pathUUID parses a path id; anything that is not a UUID in its 36-character form is notFound,
// the same answer as an unknown or another clinic's id.
func pathUUID(s string, notFound *errs.Error) (uuid.UUID, error) {
	id, err := uuid.Parse(s)
	if err != nil || len(s) != 36 {
		return uuid.Nil, notFound
	}
	return id, nil
}

// onID parses the path id raw (notFound when malformed) and hands it to then.
func onID[Out any](raw string, notFound *errs.Error, then func(uuid.UUID) (*Out, error)) (*Out, error) {
	id, err := pathUUID(raw, notFound)
	if err != nil {
		return nil, err
	}
	return then(id)
}

// respond returns the function that turns a service's answer into a response: the value
// converted into the body, or the error with the fields of an Invalid one prefixed "body.".
func respond[T, Out any](convert func(T) Out) func(T, error) (*struct{ Body Out }, error) {
	return func(v T, err error) (*struct{ Body Out }, error) {
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &struct{ Body Out }{convert(v)}, nil
	}
}

// capacityRuleDoc is the capacity rule, shared by booking and slot search (one function decides
// both: availability.Busy.Admits).
const capacityRuleDoc = "**Capacity** (`max_concurrent_appointments`, `buffer_between_appointments_minutes`): every active " +
	"appointment (requested, confirmed, checked_in, in_progress) occupies its provider from its start to its end plus the " +
	"buffer, `[start, end + buffer)`. A new one fits when, at every instant of its own occupancy, fewer than " +
	"`max_concurrent_appointments` occupancies of the others run: the peak number running at one instant counts, not " +
	"the number touching the window. Intervals are half-open, so touching ends never overlap; at capacity 1 two " +
	"visits need a gap of at least the buffer. Example, capacity 2, buffer 0:\n\n" +
	"```\n" +
	"          09:00     09:30     10:00\n" +
	"booked A  [=========)\n" +
	"booked B            [=========)\n" +
	"new    C  [===================)      at most 2 run at any instant → fits (201)\n" +
	"new    D  [===================)      A and C, then B and C already run → 409\n" +
	"```\n\n" +
	"With a 10-minute buffer at capacity 2, after A and C (both 09:00-09:30) a visit may start at 09:40, not " +
	"09:35: both still occupy the provider until 09:40. `max_daily_appointments` counts the provider's active " +
	"appointments (at any location) that start on the local date of the new one in its location's zone."

// availabilityRuleDoc is how templates, overrides and operating hours make a day's windows
// (availability.Calendar.Day).
const availabilityRuleDoc = "**Availability** of a provider at a location on a local date: the active templates of " +
	"that weekday valid on the date that allow the type — or, when the date has `modified` overrides, their windows " +
	"instead — intersected with the location's `operating_hours` of that weekday (a closed day offers nothing); " +
	"then `added` override windows are added, even beyond operating hours or on a closed day (they are the explicit " +
	"way to open extra hours); then `blocked` windows are removed (a `blocked` override without times removes the " +
	"whole day). Overlapping or touching windows merge."
