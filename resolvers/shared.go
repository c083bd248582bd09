package resolvers

import (
	"context"
	"errors"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"clinic/graph"
	"clinic/internal/scheduling/booking"
	"clinic/resolvers/model"
)

// What more than one resolver reads.

// appointmentConnection reads one page of appointments as a connection.
func (r *Resolver) appointmentConnection(ctx context.Context, q booking.AppointmentQuery) (*graph.AppointmentConnection, error) {
	pg, err := r.Deps.Booking.ListAppointments(ctx, q)
	if err != nil {
		return nil, check(err)
	}
	sel, l := nodeFields(ctx, "AppointmentConnection", "AppointmentEdge", "Appointment"), loadersFrom(ctx)
	prefetch(ctx, sel["patient"], l.patients, pg.Items, func(a booking.Appointment) uuid.UUID { return a.PatientID })
	prefetch(ctx, sel["provider"], l.providers, pg.Items, func(a booking.Appointment) uuid.UUID { return a.ProviderProfileID })
	prefetch(ctx, sel["location"], l.locations, pg.Items, func(a booking.Appointment) uuid.UUID { return a.LocationID })
	prefetch(ctx, sel["appointmentType"], l.appointmentTypes, pg.Items,
		func(a booking.Appointment) uuid.UUID { return a.AppointmentTypeID })
	prefetch(ctx, sel["statusHistory"], l.histories, pg.Items, func(a booking.Appointment) uuid.UUID { return a.ID })
	e, info := edges(pg.Items, pg.NextCursor, func(a booking.Appointment) uuid.UUID { return a.ID },
		func(c string, a booking.Appointment) graph.AppointmentEdge {
			return graph.AppointmentEdge{Cursor: c, Node: toAppointment(a)}
		})
	return &graph.AppointmentConnection{Edges: e, PageInfo: info}, nil
}

// patient loads one patient through the request's loader.
func (r *Resolver) patient(ctx context.Context, id uuid.UUID) (*model.Patient, error) {
	p, err := loadersFrom(ctx).patients.Load(ctx, id)
	if err != nil {
		return nil, loadError(err)
	}
	return toPatient(p), nil
}

// provider loads one provider through the request's loader.
func (r *Resolver) provider(ctx context.Context, id uuid.UUID) (*model.Provider, error) {
	p, err := loadersFrom(ctx).providers.Load(ctx, id)
	if err != nil {
		return nil, loadError(err)
	}
	return toProvider(p), nil
}

// location loads one location through the request's loader.
func (r *Resolver) location(ctx context.Context, id uuid.UUID) (*graph.Location, error) {
	l, err := loadersFrom(ctx).locations.Load(ctx, id)
	if err != nil {
		return nil, loadError(err)
	}
	return toLocation(l), nil
}

// loadError is a loader's error as the presenter must see it. An object another row names that
// cannot be read (dataloadgen.ErrNotFound) breaks an invariant of the database: internal.
func loadError(err error) error {
	if errors.Is(err, dataloadgen.ErrNotFound) {
		return internalError{err}
	}
	return check(err)
}

// nodeFields returns the names of the fields selected on a connection's nodes
// (edges { node { ... } }) in the field ctx resolves; types name the connection, edge and node
// types, for fragments.
func nodeFields(ctx context.Context, connection, edge, node string) map[string]bool {
	oc, fc := graphql.GetOperationContext(ctx), graphql.GetFieldContext(ctx)
	out := map[string]bool{}
	if fc == nil {
		return out
	}
	for _, e := range graphql.CollectFields(oc, fc.Field.Selections, []string{connection}) {
		if e.Name != "edges" {
			continue
		}
		for _, n := range graphql.CollectFields(oc, e.Selections, []string{edge}) {
			if n.Name != "node" {
				continue
			}
			for _, f := range graphql.CollectFields(oc, n.Selections, []string{node}) {
				out[f.Name] = true
			}
		}
	}
	return out
}

// prefetch queues, in one batch, the loads a page's items will make, when the query selects them:
// the items' own resolvers then find them loaded, however the loader's wait falls.
func prefetch[T any, V any](ctx context.Context, selected bool, l *dataloadgen.Loader[uuid.UUID, V], items []T, key func(T) uuid.UUID) {
	if !selected || len(items) == 0 {
		return
	}
	keys := make([]uuid.UUID, len(items))
	for i, it := range items {
		keys[i] = key(it)
	}
	l.LoadAllThunk(ctx, keys) // the results stay in the loader's cache; errors reach each item's Load
}
