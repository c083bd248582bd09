package rest

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"clinic/internal/tenancy"
	"clinic/rest/docs"
)

// GraphQLPath is where the analytics API answers (POST) and GraphiQL is served (GET).
const GraphQLPath = "/graphql"

// mountGraphQL serves the GraphQL endpoint behind the same edge as /v1 (body limit, key,
// rate limit and usage count) and the analytics:read permission, and GraphiQL beside it.
func (s *server) mountGraphQL(r chi.Router) {
	if s.deps.GraphQL == nil {
		return
	}
	docs.MountGraphiQL(r, GraphQLPath)
	r.Group(func(g chi.Router) {
		g.Use(bodyLimit(func(*http.Request) int64 { return s.deps.BodyLimit }, s.log), s.authenticate, s.rateLimit)
		g.Post(GraphQLPath, s.permitted(tenancy.AnalyticsRead, s.deps.GraphQL))
	})
}

// permitted answers 403 (the API's error shape) unless the request's key holds perm.
func (s *server) permitted(perm tenancy.Permission, next http.Handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p, ok := principalFrom(r.Context())
		if !ok {
			writeError(w, r, s.log, &ErrorBody{status: http.StatusUnauthorized, Detail: tenancy.ErrInvalidKey.Detail})
			return
		}
		if !p.Can(perm) {
			writeError(w, r, s.log, &ErrorBody{status: http.StatusForbidden, Detail: "This API key lacks the permission " + string(perm)})
			return
		}
		next.ServeHTTP(w, r)
	}
}

// RequestIDFrom returns the id of the request ctx belongs to ("" outside a request of New's
// handler), for transports mounted beside REST to log with.
var RequestIDFrom = requestIDFrom
