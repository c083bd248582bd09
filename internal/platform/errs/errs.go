// Package errs is the one error vocabulary of the service. Domain code returns these kinds; each
// transport maps a kind to its own representation exactly once (REST: rest/errors.go).
package errs

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Kind classifies an error for the transports.
type Kind int

// The kinds of error a client can see. Internal is the zero value so that an unclassified error
// is never mistaken for a client error.
const (
	Internal Kind = iota
	BadRequest
	Invalid
	NotFound
	Conflict
	Unauthenticated
	Forbidden
	TooLarge
	RateLimited
	Unavailable
)

// FieldError names one offending input field, e.g. {"body.cpf", "invalid check digits"}.
type FieldError struct {
	Field   string
	Message string
	// Code says which kind of rule the value breaks (CodeInvalid when empty).
	Code string
}

// The codes of a FieldError. The API documents them: a client (and the contract fuzzer) can tell
// a value the OpenAPI schema already refuses from one that only the clinic's data or a rule that
// JSON Schema cannot express refuses.
const (
	// CodeInvalid: the value breaks a rule the OpenAPI schema states (type, range, pattern, enum).
	CodeInvalid = "invalid"
	// CodeReference: an id that does not name a usable object of this clinic (unknown, another
	// clinic's, or inactive).
	CodeReference = "reference"
	// CodeRule: a rule stated in the field's description that JSON Schema cannot express: check
	// digits, one field relative to another (end after start), a span, a relation to today.
	CodeRule = "rule"
)

// Error is a classified error. Detail is safe to show to the client; Err (if any) is only logged.
type Error struct {
	Kind       Kind
	Detail     string
	Fields     []FieldError
	RetryAfter time.Duration
	Err        error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Detail + ": " + e.Err.Error()
	}
	return e.Detail
}

func (e *Error) Unwrap() error { return e.Err }

// KindOf returns the kind of the first *Error in err's chain, or Internal.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// As returns the first *Error in err's chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// New returns an error of the given kind with a client-safe detail.
func New(kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Detail: fmt.Sprintf(format, args...)}
}

// NotFoundf returns a NotFound error.
func NotFoundf(format string, args ...any) *Error { return New(NotFound, format, args...) }

// Conflictf returns a Conflict error.
func Conflictf(format string, args ...any) *Error { return New(Conflict, format, args...) }

// BadRequestf returns a BadRequest error (malformed input that is not a field validation).
func BadRequestf(format string, args ...any) *Error { return New(BadRequest, format, args...) }

// Unavailablef wraps cause as an Unavailable error (a dependency is down).
func Unavailablef(cause error, format string, args ...any) *Error {
	e := New(Unavailable, format, args...)
	e.Err = cause
	return e
}

// Fields collects field errors; Err returns nil when none were added.
type Fields []FieldError

// Add records a value that breaks a rule the schema states (CodeInvalid).
func (f *Fields) Add(field, format string, args ...any) {
	*f = append(*f, FieldError{Field: field, Message: fmt.Sprintf(format, args...), Code: CodeInvalid})
}

// Reference records an id that does not name a usable object of the clinic (CodeReference).
func (f *Fields) Reference(field, format string, args ...any) {
	*f = append(*f, FieldError{Field: field, Message: fmt.Sprintf(format, args...), Code: CodeReference})
}

// Rule records a value that breaks a rule JSON Schema cannot express (CodeRule).
func (f *Fields) Rule(field, format string, args ...any) {
	*f = append(*f, FieldError{Field: field, Message: fmt.Sprintf(format, args...), Code: CodeRule})
}

// Err returns an Invalid error naming every field, or nil when there are none.
func (f Fields) Err() error {
	if len(f) == 0 {
		return nil
	}
	return InvalidFields(f...)
}

// InvalidFields returns an Invalid error whose detail names every offending field.
func InvalidFields(fields ...FieldError) *Error {
	parts := make([]string, len(fields))
	for i, f := range fields {
		parts[i] = f.Field + ": " + f.Message
	}
	return &Error{Kind: Invalid, Detail: "Validation failed: " + strings.Join(parts, "; "), Fields: fields}
}

// PrefixFields returns err with every field name prefixed (e.g. "body."), when err is Invalid.
func PrefixFields(err error, prefix string) error {
	e, ok := As(err)
	if !ok || e.Kind != Invalid {
		return err
	}
	fields := make([]FieldError, len(e.Fields))
	for i, f := range e.Fields {
		fields[i] = FieldError{Field: prefix + f.Field, Message: f.Message, Code: f.Code}
	}
	return InvalidFields(fields...)
}

// FieldNames returns the names of an Invalid error's fields, space-separated ("" for nil, and a
// "not Invalid: ..." text for any other error): a compact form for tests to compare.
func FieldNames(err error) string {
	if err == nil {
		return ""
	}
	e, ok := As(err)
	if !ok || e.Kind != Invalid {
		return "not Invalid: " + err.Error()
	}
	names := make([]string, len(e.Fields))
	for i, f := range e.Fields {
		names[i] = f.Field
	}
	return strings.Join(names, " ")
}
