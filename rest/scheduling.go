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
