// Package resolvers is the GraphQL transport of the analytics API: the resolvers of the schema in
// schema/ (executable code generated in graph/), their dataloaders, limits and error presenter.
// It holds no business rule and no SQL: every field reads through the same domain services, and
// so under the same row-level security, as the REST API.
package resolvers

import (
	"log/slog"

	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/patients"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
)

// Deps are the domain services the resolvers read through.
type Deps struct {
	Log       *slog.Logger
	Patients  *patients.Service
	Calendar  *calendar.Service
	Booking   *booking.Service
	Documents *documents.Service
	Knowledge *knowledge.Service
}

// Resolver is the root resolver; it holds the dependencies and nothing else.
type Resolver struct {
	Deps
}
