package rest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// ErrorBody is the one error shape of the API: {"detail": "..."} and, for 422, the fields.
type ErrorBody struct {
	status int
	Detail string       `json:"detail" doc:"Human-readable explanation" example:"Patient not found"`
	Errors []FieldIssue `json:"errors,omitempty" doc:"Every offending field (422 only)"`
}

// FieldIssue names one offending field of a request.
type FieldIssue struct {
	Field   string `json:"field" doc:"Where: body.<path>, query.<name> or path.<name>" example:"body.cpf"`
	Message string `json:"message" example:"is not a valid CPF"`
	Code    string `json:"code" enum:"invalid,reference,rule" example:"rule" doc:"invalid: the value breaks what this OpenAPI document states (type, range, pattern, enum, required). reference: an id that does not name a usable object of this clinic (unknown, another clinic's, or inactive). rule: a rule stated in the field's description that JSON Schema cannot express (CPF check digits, an end after its start, a span, a date relative to today, windows that must not overlap)."`
}

// codedIssue carries a domain finding, with its code, through huma's validation (see domainIssues).
type codedIssue struct{ FieldIssue }

func (c *codedIssue) Error() string { return c.Field + ": " + c.Message }

// ruleIssue is a finding of a rule JSON Schema cannot state, for an input's Resolve method.
func ruleIssue(field, msg string) error {
	return &codedIssue{FieldIssue{Field: field, Message: msg, Code: errs.CodeRule}}
}

func issueOf(f errs.FieldError, prefix string) FieldIssue {
	code := f.Code
	if code == "" {
		code = errs.CodeInvalid
	}
	return FieldIssue{Field: prefix + f.Field, Message: f.Message, Code: code}
}

func (e *ErrorBody) Error() string  { return e.Detail }
func (e *ErrorBody) GetStatus() int { return e.status }

const internalDetail = "Internal server error"

// statusOf is the REST mapping of the error vocabulary, the only one.
var statusOf = map[errs.Kind]int{
	errs.Internal:        http.StatusInternalServerError,
	errs.BadRequest:      http.StatusBadRequest,
	errs.Invalid:         http.StatusUnprocessableEntity,
	errs.NotFound:        http.StatusNotFound,
	errs.Conflict:        http.StatusConflict,
	errs.Unauthenticated: http.StatusUnauthorized,
	errs.Forbidden:       http.StatusForbidden,
	errs.TooLarge:        http.StatusRequestEntityTooLarge,
	errs.RateLimited:     http.StatusTooManyRequests,
	errs.Unavailable:     http.StatusServiceUnavailable,
}

// init makes huma's own errors (validation, malformed JSON, body too large) use ErrorBody.
// The value a client sent is never echoed back, and an internal error's text never leaves the log.
func init() {
	// JSON field names are exact: {"NAME": ...} is an unknown field, not name (encoding/json alone
	// would accept it, which makes a misspelt client look like it works).
	huma.ValidateStrictCasing = true
	huma.NewError = func(status int, msg string, details ...error) huma.StatusError {
		body := &ErrorBody{status: status, Detail: msg}
		for _, d := range details {
			var ci *codedIssue
			var ed *huma.ErrorDetail
			switch {
			case errors.As(d, &ci):
				body.Errors = append(body.Errors, ci.FieldIssue)
			case errors.As(d, &ed):
				body.Errors = append(body.Errors, requiredAtField(FieldIssue{Field: ed.Location, Message: ed.Message,
					Code: errs.CodeInvalid}))
			}
		}
		body.Errors = firstPerField(body.Errors)
		switch {
		case status == http.StatusInternalServerError && msg == "cannot read request body":
			// Reading the body is reading the client's bytes: a chunked body cut short or malformed.
			body.status, body.Detail, body.Errors = http.StatusBadRequest, "The request body could not be read: malformed or cut short", nil
		case status >= 500:
			body.Detail, body.Errors = internalDetail, nil
		case status == http.StatusBadRequest && len(body.Errors) > 0 && body.Errors[0].Field == "body":
			body.Detail, body.Errors = "Malformed JSON body", nil
		case status == http.StatusUnsupportedMediaType:
			body.Detail, body.Errors = "Unsupported Content-Type: send application/json", nil
		case status == http.StatusRequestEntityTooLarge:
			body.Detail = "Request body too large"
		case status == http.StatusUnprocessableEntity && len(body.Errors) > 0:
			body.Detail = fieldsDetail(body.Errors)
		case msg != "":
			body.Detail = strings.ToUpper(msg[:1]) + msg[1:]
		default:
			body.Detail = http.StatusText(status)
		}
		return body
	}
}

func fieldsDetail(issues []FieldIssue) string {
	parts := make([]string, len(issues))
	for i, f := range issues {
		parts[i] = f.Field + ": " + f.Message
	}
	return "Validation failed: " + strings.Join(parts, "; ")
}

// toErrorBody maps any error to the body and status a client sees, logging what the client must
// not see (internal errors with the request id).
func toErrorBody(ctx context.Context, log *slog.Logger, err error) *ErrorBody {
	var eb *ErrorBody
	if errors.As(err, &eb) {
		return eb
	}
	if pg.IsInvalidText(err) {
		return &ErrorBody{status: http.StatusBadRequest, Detail: "Text must be valid UTF-8 without NUL characters"}
	}
	e, ok := errs.As(err)
	if !ok || e.Kind == errs.Internal {
		if !errors.Is(err, context.Canceled) {
			log.ErrorContext(ctx, "internal error", "request_id", requestIDFrom(ctx), "error", err.Error())
		}
		return &ErrorBody{status: http.StatusInternalServerError, Detail: internalDetail}
	}
	if e.Kind == errs.Unavailable {
		log.WarnContext(ctx, "dependency unavailable", "request_id", requestIDFrom(ctx), "error", err.Error())
	}
	body := &ErrorBody{status: statusOf[e.Kind], Detail: e.Detail}
	for _, f := range e.Fields {
		body.Errors = append(body.Errors, issueOf(f, ""))
	}
	return body
}

// writeError writes err in the API's shape; for use outside huma (middleware, routing).
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	body := toErrorBody(r.Context(), log, err)
	if e, ok := errs.As(err); ok && e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int((e.RetryAfter+999_999_999)/1_000_000_000)))
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(body.status)
	if err := json.NewEncoder(w).Encode(body); err != nil {
		log.DebugContext(r.Context(), "write error body", "error", fmt.Sprint(err))
	}
}

// domainIssues turns a domain Invalid error into huma error details under prefix (e.g. "body."),
// so that an input's Resolve method reports the domain's findings in the same 422 as the schema's.
func domainIssues(err error, prefix string) []error {
	e, ok := errs.As(err)
	if !ok || e.Kind != errs.Invalid {
		return nil
	}
	out := make([]error, len(e.Fields))
	for i, f := range e.Fields {
		out[i] = &codedIssue{issueOf(f, prefix)}
	}
	return out
}

// requiredAtField names the missing property itself ("body.name: is required") where huma names
// its parent ("body: expected required property name to be present"), so that a missing field and
// the domain's finding on it count as one field.
func requiredAtField(f FieldIssue) FieldIssue {
	var prop string
	if _, err := fmt.Sscanf(f.Message, "expected required property %s to be present", &prop); err == nil && prop != "" {
		return FieldIssue{Field: f.Field + "." + prop, Message: "is required", Code: f.Code}
	}
	return f
}

// firstPerField keeps the first issue of each field: the schema and the domain may both object to
// one field, and one clear message per field is enough.
func firstPerField(issues []FieldIssue) []FieldIssue {
	seen := make(map[string]bool, len(issues))
	out := issues[:0]
	for _, f := range issues {
		if !seen[f.Field] {
			seen[f.Field] = true
			out = append(out, f)
		}
	}
	return out
}
