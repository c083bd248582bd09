package resolvers

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"clinic/graph"
	"clinic/internal/platform/errs"
)

// The limits every query is held to, unless Options says otherwise.
const (
	// DefaultMaxDepth bounds how deeply fields nest (introspection fields aside).
	DefaultMaxDepth = 10
	// DefaultMaxComplexity bounds a query's cost: a field costs 1, a connection multiplies its
	// selection's cost by first, a graph read costs 10.
	DefaultMaxComplexity = 5000
)

// The extensions.code values of the errors this API answers, beside gqlgen's own
// (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, COMPLEXITY_LIMIT_EXCEEDED).
const (
	CodeBadUserInput  = "BAD_USER_INPUT"
	CodeNotFound      = "NOT_FOUND"
	CodeForbidden     = "FORBIDDEN"
	CodeUnavailable   = "UNAVAILABLE"
	CodeInternal      = "INTERNAL_SERVER_ERROR"
	CodeDepthExceeded = "DEPTH_LIMIT_EXCEEDED"
)

// Options adjust the handler; zero values take the defaults.
type Options struct {
	MaxDepth      int
	MaxComplexity int
	// RequestID returns the request's id, logged with internal errors (nil: none).
	RequestID func(context.Context) string
}

// NewHandler returns the GraphQL endpoint (POST, JSON): the schema's executable code over the
// resolvers, with per-request dataloaders, the depth and complexity limits, and the error
// presenter. Authentication and the analytics:read permission are the caller's (the REST edge).
func NewHandler(d Deps, opt Options) http.Handler {
	if opt.MaxDepth <= 0 {
		opt.MaxDepth = DefaultMaxDepth
	}
	if opt.MaxComplexity <= 0 {
		opt.MaxComplexity = DefaultMaxComplexity
	}
	cfg := graph.Config{Resolvers: &Resolver{Deps: d}}
	setComplexity(&cfg.Complexity)
	srv := handler.New(graph.NewExecutableSchema(cfg))
	srv.AddTransport(transport.POST{})
	srv.Use(extension.Introspection{})
	srv.Use(depthLimit{max: opt.MaxDepth})
	srv.Use(extension.FixedComplexityLimit(opt.MaxComplexity))
	srv.SetErrorPresenter(presenter(d, opt))
	srv.SetRecoverFunc(func(ctx context.Context, v any) error {
		if d.Log != nil {
			d.Log.ErrorContext(ctx, "graphql resolver panicked", "panic", v, "request_id", requestID(ctx, opt))
		}
		return internalError{fmt.Errorf("panic: %v", v)}
	})
	return withLoaders(d, srv)
}

func requestID(ctx context.Context, opt Options) string {
	if opt.RequestID == nil {
		return ""
	}
	return opt.RequestID(ctx)
}

// internalError marks an error of the service, not of the request: the presenter logs it and
// answers a fixed text.
type internalError struct{ err error }

func (e internalError) Error() string { return e.err.Error() }
func (e internalError) Unwrap() error { return e.err }

// check returns a resolver's error as the presenter must see it: a domain error (errs) as it is,
// anything else marked internal.
func check(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := errs.As(err); ok {
		return err
	}
	return internalError{err}
}

// presenter maps the error vocabulary to extensions.code. A domain error's detail is meant for
// clients and is kept; an internal error is logged with the request id and answered with a fixed
// text, so no SQL, Cypher or internal detail reaches a client. What gqlgen reports itself (parse,
// validation, limits, input coercion) is about the request and keeps its message.
func presenter(d Deps, opt Options) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		out := graphql.DefaultErrorPresenter(ctx, err)
		if out.Extensions == nil {
			out.Extensions = map[string]any{}
		}
		var internal internalError
		e, domain := errs.As(err)
		switch {
		case errors.As(err, &internal) || (domain && e.Kind == errs.Internal):
			if d.Log != nil {
				d.Log.ErrorContext(ctx, "graphql internal error", "error", err.Error(), "request_id", requestID(ctx, opt),
					"path", out.Path.String())
			}
			out.Message = "Internal error"
			out.Extensions["code"] = CodeInternal
		case domain:
			out.Message = e.Detail
			out.Extensions["code"] = map[errs.Kind]string{errs.BadRequest: CodeBadUserInput, errs.Invalid: CodeBadUserInput,
				errs.NotFound: CodeNotFound, errs.Forbidden: CodeForbidden, errs.Unavailable: CodeUnavailable,
				errs.Conflict: CodeBadUserInput, errs.TooLarge: CodeBadUserInput, errs.RateLimited: CodeUnavailable,
				errs.Unauthenticated: CodeForbidden}[e.Kind]
			if e.Kind == errs.Unavailable {
				out.Message = "A dependency is unavailable; retry later"
			}
			if len(e.Fields) > 0 {
				fields := make([]map[string]string, len(e.Fields))
				for i, f := range e.Fields {
					fields[i] = map[string]string{"field": f.Field, "message": f.Message}
				}
				out.Extensions["fields"] = fields
			}
		case out.Extensions["code"] == nil:
			out.Extensions["code"] = CodeBadUserInput
		}
		return out
	}
}
