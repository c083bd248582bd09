package rest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"clinic/internal/tenancy"
)

// Streamed answers (the spec's streaming rules): with `Accept: text/event-stream` the answer is
// a stream of server-sent events, each `event: NAME` and `data: JSON`, ending with `done` (or
// `error`); without it the server does not stream and answers one JSON document, the `done`
// event's data. Everything a client can get wrong is answered before the stream starts, as an
// ordinary error response; a failure after the first event is an `error` event.

// emitFunc sends one event of a streamed answer (nothing in JSON mode).
type emitFunc func(event string, data any) error

// streamJob is the work of a streamed answer once its request is known to be good.
type streamJob[D any] func(ctx context.Context, emit emitFunc) (D, error)

// StreamError is the data of an `error` event.
type StreamError struct {
	Detail string `json:"detail" doc:"What went wrong; the stream ends"`
}

// acceptsEventStream reports whether the request asks for server-sent events.
func acceptsEventStream(accept string) bool {
	for _, part := range strings.Split(accept, ",") {
		mt, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(mt), "text/event-stream") {
			return true
		}
	}
	return false
}

// registerStream adds a streamed operation. prepare checks the request (its errors are
// ordinary responses) and returns the job; events maps each event name to its data's type
// ("done" must map to D). The OpenAPI document states both media types.
func registerStream[I, D any](s *server, op huma.Operation, perm tenancy.Permission, events map[string]any,
	prepare func(ctx context.Context, in *I) (streamJob[D], error)) {
	events["error"] = StreamError{}
	registry := s.api.OpenAPI().Components.Schemas
	names := make([]string, 0, len(events))
	for name := range events {
		names = append(names, name)
	}
	sort.Strings(names)
	var variants []*huma.Schema
	for _, name := range names {
		t := reflect.TypeOf(events[name])
		variants = append(variants, &huma.Schema{
			Title: "Event " + name, Type: huma.TypeObject, Required: []string{"event", "data"},
			Properties: map[string]*huma.Schema{
				"event": {Type: huma.TypeString, Enum: []any{name}},
				"data":  registry.Schema(t, true, name),
			},
		})
	}
	op.Responses = map[string]*huma.Response{"200": {
		Description: "Without `Accept: text/event-stream`: one JSON document, the `done` event's data. With it: " +
			"server-sent events (" + strings.Join(names, ", ") + "), the last being `done` or `error`.",
		Content: map[string]*huma.MediaType{
			"application/json": {Schema: registry.Schema(reflect.TypeOf(events["done"]), true, "done")},
			"text/event-stream": {Schema: &huma.Schema{Type: huma.TypeArray, Description: "One object per event, in order",
				Items: &huma.Schema{OneOf: variants}}},
		},
	}}
	register(s, op, perm, func(ctx context.Context, in *I) (*huma.StreamResponse, error) {
		job, err := prepare(ctx, in)
		if err != nil {
			return nil, err
		}
		return &huma.StreamResponse{Body: func(hc huma.Context) {
			if acceptsEventStream(hc.Header("Accept")) {
				s.runEventStream(ctx, hc, func(c context.Context, emit emitFunc) (any, error) { return job(c, emit) })
				return
			}
			done, err := job(ctx, func(string, any) error { return nil })
			if err != nil {
				writeHumaError(hc, toErrorBody(ctx, s.log, err))
				return
			}
			hc.SetHeader("Content-Type", "application/json")
			hc.SetStatus(http.StatusOK)
			_ = json.NewEncoder(hc.BodyWriter()).Encode(done)
		}}, nil
	})
}

// runEventStream writes job's events as they come, then `done` (or `error`), flushing each.
func (s *server) runEventStream(ctx context.Context, hc huma.Context, job func(context.Context, emitFunc) (any, error)) {
	hc.SetHeader("Content-Type", "text/event-stream")
	hc.SetHeader("Cache-Control", "no-cache")
	hc.SetHeader("X-Accel-Buffering", "no")
	hc.SetStatus(http.StatusOK)
	w := hc.BodyWriter()
	var flush func() error
	if rw, ok := w.(http.ResponseWriter); ok {
		flush = http.NewResponseController(rw).Flush
	}
	emit := func(event string, data any) error {
		b, err := json.Marshal(data)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b); err != nil {
			return err
		}
		if flush != nil {
			return flush()
		}
		return nil
	}
	done, err := job(ctx, emit)
	if err != nil {
		body := toErrorBody(ctx, s.log, err)
		_ = emit("error", StreamError{Detail: body.Detail})
		return
	}
	_ = emit("done", done)
}

// blankIssue refuses a text of spaces only (what it must hold instead names the field's content).
func blankIssue(field, value, what string) []error {
	if strings.TrimSpace(value) == "" {
		return []error{ruleIssue(field, "must hold "+what+", not only spaces")}
	}
	return nil
}
