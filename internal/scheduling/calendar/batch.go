package calendar

import (
	"context"

	"github.com/google/uuid"

	"clinic/internal/platform/pg"
)

// The batch reads behind the GraphQL dataloaders: one statement for many ids, active or not,
// keyed by id; ids of another tenant or of nothing are absent. Errors: Invalid for more than
// pg.MaxBatch ids; Unavailable.

// ProvidersByIDs returns the providers with the given ids.
func (s *Service) ProvidersByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Provider, error) {
	return pg.ReadByIDs(ctx, s.db, providerColumnsSQL, providersTableSQL, ids, scanProvider,
		func(p Provider) uuid.UUID { return p.ID })
}

// LocationsByIDs returns the locations with the given ids.
func (s *Service) LocationsByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Location, error) {
	return pg.ReadByIDs(ctx, s.db, locationColumnsSQL, locationsTableSQL, ids, scanLocation,
		func(l Location) uuid.UUID { return l.ID })
}

// AppointmentTypesByIDs returns the appointment types with the given ids.
func (s *Service) AppointmentTypesByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]AppointmentType, error) {
	return pg.ReadByIDs(ctx, s.db, appointmentTypeColumnsSQL, appointmentTypesTableSQL, ids, scanAppointmentType,
		func(t AppointmentType) uuid.UUID { return t.ID })
}
