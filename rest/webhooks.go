package rest

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

// WebhookUpdate is the body of PUT /v1/scheduling/webhooks/{webhook_id}: every field is
// optional and only the fields sent change.
type WebhookUpdate struct {
	URL          *string  `json:"url,omitempty" minLength:"1" maxLength:"2048" format:"uri" example:"https://clinica.example.com.br/hooks/agenda" doc:"https; http only for 127.0.0.1 or [::1] when the service allows loopback targets. No credentials, no fragment; private, link-local and reserved addresses are refused"`
	Events       []string `json:"events,omitempty" minItems:"1" maxItems:"32" example:"[\"appointment.created\",\"appointment.cancelled\"]" doc:"Event types to receive, or [\"*\"] for all of them"`
	Description  *string  `json:"description,omitempty" maxLength:"500"`
	IsActive     *bool    `json:"is_active,omitempty" doc:"false stops new events; true reactivates (and forgets past failures)"`
	RotateSecret bool     `json:"rotate_secret,omitempty" doc:"PUT only: issue a new secret (returned once in this answer); the previous one keeps signing for 24 h"`
}

// WebhookCreate is the body of POST /v1/scheduling/webhooks: url and events required.
type WebhookCreate struct {
	URL         *string  `json:"url,omitempty" minLength:"1" maxLength:"2048" format:"uri" example:"https://clinica.example.com.br/hooks/agenda" doc:"https; http only for 127.0.0.1 or [::1] when the service allows loopback targets. No credentials, no fragment; private, link-local and reserved addresses are refused"`
	Events      []string `json:"events,omitempty" minItems:"1" maxItems:"32" example:"[\"*\"]" doc:"Event types to receive, or [\"*\"] for all of them"`
	Description *string  `json:"description,omitempty" maxLength:"500"`
	IsActive    *bool    `json:"is_active,omitempty" doc:"Default true"`
}

// TransformSchema states the required fields and the event enumeration.
func (WebhookCreate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	eventEnum(s)
	return requireFields(s, "url", "events")
}

// TransformSchema states the event enumeration.
func (WebhookUpdate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	eventEnum(s)
	s.PrecomputeMessages()
	return s
}

// eventEnum lists the event types an events array may hold.
func eventEnum(s *huma.Schema) {
	if p := s.Properties["events"]; p != nil && p.Items != nil {
		p.Items.Enum = []any{"*"}
		for _, e := range webhooks.EventTypes {
			p.Items.Enum = append(p.Items.Enum, e)
		}
		p.Items.PrecomputeMessages()
	}
}

// WebhookOut is a subscription as the API shows it.
type WebhookOut struct {
	ID                      uuid.UUID  `json:"id"`
	URL                     string     `json:"url"`
	Events                  []string   `json:"events"`
	Description             *string    `json:"description"`
	IsActive                bool       `json:"is_active"`
	DeactivatedReason       *string    `json:"deactivated_reason" doc:"Why the service deactivated it (every delivery failing for SERVICE_WEBHOOK_DEACTIVATE_AFTER); null otherwise"`
	FailingSince            *time.Time `json:"failing_since" doc:"First failed attempt since the last success; null while deliveries succeed"`
	PreviousSecretExpiresAt *time.Time `json:"previous_secret_expires_at" doc:"Until then the secret replaced by the last rotation signs too (a second v1 signature)"`
	Secret                  *string    `json:"secret,omitempty" doc:"whsec_ + base64 of 32 bytes; the decoded bytes are the HMAC-SHA256 key. Only in the answer to create and to a rotating update: store it then"`
	CreatedAt               time.Time  `json:"created_at"`
	UpdatedAt               time.Time  `json:"updated_at"`
}

func toWebhookOut(s webhooks.Subscription) WebhookOut {
	return WebhookOut{ID: s.ID, URL: s.URL, Events: s.Events, Description: s.Description, IsActive: s.IsActive,
		DeactivatedReason: s.DeactivatedReason, FailingSince: utcPtr(s.FailingSince),
		PreviousSecretExpiresAt: utcPtr(s.PreviousSecretUntil), CreatedAt: s.CreatedAt.UTC(), UpdatedAt: s.UpdatedAt.UTC()}
}

// WebhookPage is one page of subscriptions.
type WebhookPage struct {
	Items      []WebhookOut `json:"items"`
	NextCursor *string      `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

// WebhookAttemptOut is one attempt to deliver an event.
type WebhookAttemptOut struct {
	ID             uuid.UUID  `json:"id"`
	DeliveryID     uuid.UUID  `json:"delivery_id" doc:"The delivery (one event to this subscription); a dead one is replayed by this id"`
	EventID        uuid.UUID  `json:"event_id" doc:"Also the webhook-id header: the same on every attempt of the event"`
	EventType      string     `json:"event_type"`
	Attempt        int        `json:"attempt" doc:"1 for the first attempt of the delivery"`
	Trigger        string     `json:"trigger" enum:"scheduled,test,replay"`
	Status         string     `json:"status" enum:"succeeded,failed"`
	ResponseStatus *int       `json:"response_status" doc:"HTTP status of the receiver's answer; null when none came"`
	DurationMS     int64      `json:"duration_ms"`
	Error          *string    `json:"error" doc:"Why it failed (HTTP status, timeout, connection refused, target refused...); null on success"`
	NextRetryAt    *time.Time `json:"next_retry_at" doc:"When the next attempt is due; null when none will follow"`
	AttemptedAt    time.Time  `json:"attempted_at"`
	DeliveryStatus string     `json:"delivery_status" enum:"pending,succeeded,failed,dead" doc:"The delivery now: pending (a retry is due), succeeded, failed (a test event: never retried), dead (a dead letter)"`
}

func toWebhookAttemptOut(a webhooks.Attempt) WebhookAttemptOut {
	status := "failed"
	if a.Succeeded {
		status = "succeeded"
	}
	return WebhookAttemptOut{ID: a.ID, DeliveryID: a.DeliveryID, EventID: a.EventID, EventType: a.EventType,
		Attempt: a.Number, Trigger: a.Trigger, Status: status, ResponseStatus: a.ResponseStatus,
		DurationMS: a.Duration.Milliseconds(), Error: a.Error, NextRetryAt: utcPtr(a.NextRetryAt),
		AttemptedAt: a.AttemptedAt.UTC(), DeliveryStatus: a.DeliveryStatus}
}

// WebhookAttemptPage is one page of attempts, newest first.
type WebhookAttemptPage struct {
	Items      []WebhookAttemptOut `json:"items"`
	NextCursor *string             `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

// DeadLetterOut is a delivery that will not be retried.
type DeadLetterOut struct {
	ID                 uuid.UUID       `json:"id" doc:"The delivery id: POST .../dead-letters/{delivery_id}/replay sends it again"`
	SubscriptionID     uuid.UUID       `json:"subscription_id"`
	EventID            uuid.UUID       `json:"event_id"`
	EventType          string          `json:"event_type"`
	Attempts           int             `json:"attempts"`
	LastError          *string         `json:"last_error"`
	LastResponseStatus *int            `json:"last_response_status"`
	Payload            json.RawMessage `json:"payload" doc:"The event exactly as it was sent: {id, type, created_at, data}"`
	CreatedAt          time.Time       `json:"created_at"`
	DeadAt             time.Time       `json:"dead_at"`
}

func toDeadLetterOut(d webhooks.DeadLetter) DeadLetterOut {
	return DeadLetterOut{ID: d.ID, SubscriptionID: d.SubscriptionID, EventID: d.EventID, EventType: d.EventType,
		Attempts: d.Attempts, LastError: d.LastError, LastResponseStatus: d.LastResponseStatus, Payload: d.Body,
		CreatedAt: d.CreatedAt.UTC(), DeadAt: d.DeadAt.UTC()}
}

// DeadLetterPage is one page of dead letters, newest first.
type DeadLetterPage struct {
	Items      []DeadLetterOut `json:"items"`
	NextCursor *string         `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type webhookOutput = struct{ Body WebhookOut }
type webhookAttemptOutput = struct{ Body WebhookAttemptOut }

type webhookIDInput struct {
	WebhookID string `path:"webhook_id"`
}

type updateWebhookInput struct {
	WebhookID string `path:"webhook_id"`
	Body      WebhookUpdate
}

type listWebhooksInput struct {
	Limit  int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor string `query:"cursor" maxLength:"22"`
}

type webhookAttemptsInput struct {
	WebhookID string `path:"webhook_id"`
	Limit     int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor    string `query:"cursor" maxLength:"22"`
}

type deadLettersInput struct {
	SubscriptionID string `query:"subscription_id" format:"uuid" doc:"Only this subscription's"`
	Limit          int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor         string `query:"cursor" maxLength:"22"`
}

type deliveryIDInput struct {
	DeliveryID string `path:"delivery_id"`
}

func (b *WebhookCreate) toFields() webhooks.Fields {
	return webhooks.Fields{URL: b.URL, Events: b.Events, Description: b.Description, IsActive: b.IsActive}
}

func (b *WebhookUpdate) toFields() webhooks.Fields {
	return webhooks.Fields{URL: b.URL, Events: b.Events, Description: b.Description, IsActive: b.IsActive}
}

const webhookNotFoundDoc = "404 for a malformed, unknown or another clinic's id (the same body)."

// webhooksDoc is how deliveries work, stated once on the create operation.
const webhooksDoc = "Events are delivered by `POST` to `url` with the body `{\"id\": <event uuid>, \"type\", \"created_at\", \"data\": {...}}` " +
	"(`data` of appointment events is the appointment as the API shows it, without `internal_notes`) and the Standard Webhooks headers " +
	"`webhook-id` (the event id: the same on every attempt, so a receiver can drop duplicates), `webhook-timestamp` (Unix seconds) and " +
	"`webhook-signature`: `v1,<base64 HMAC-SHA256 of \"<webhook-id>.<webhook-timestamp>.<body>\">` keyed with the base64-decoded part of " +
	"the secret after `whsec_`; during the 24 h after a rotation, two signatures separated by a space (new secret first). " +
	"Verify one of them in constant time and refuse timestamps more than 5 minutes away; the README has a Go snippet.\n\n" +
	"A 2xx answer within 10 s is success; anything else (a redirect too: they are not followed) is retried after each delay of " +
	"`SERVICE_WEBHOOK_RETRY_SCHEDULE` (default 10s, 1m, 5m, 30m, 2h, 5h, 8h, 8h: 9 attempts over about 24 h, each delay ±10 %), then " +
	"the delivery is a dead letter (`GET .../webhooks/dead-letters`, replayable). Every attempt is listed by `GET .../webhooks/{webhook_id}/deliveries`. " +
	"Events of one appointment arrive in the order they happened: one waits while an earlier one is being retried. Under normal operation " +
	"each event arrives once; after a worker crash it may arrive twice (same `webhook-id`). A subscription whose deliveries all fail for " +
	"`SERVICE_WEBHOOK_DEACTIVATE_AFTER` (default 72 h) is deactivated, with `deactivated_reason`; its pending deliveries become dead letters. " +
	"Only events that happen after the subscription is created are sent. Fanned-out events and finished deliveries are kept for " +
	"`SERVICE_WEBHOOK_RETENTION` (default 30 days).\n\n" +
	"The target must be https on a public address; it is resolved and checked again at every attempt (private, loopback, link-local and " +
	"reserved ranges are refused, so a name that later resolves inward gets nothing). `http://127.0.0.1` and `http://[::1]` are accepted " +
	"only when the service runs with `SERVICE_WEBHOOK_ALLOW_LOOPBACK=true`.\n\n" +
	"Event types: `appointment.created`, `appointment.updated`, `appointment.confirmed`, `appointment.checked_in`, `appointment.started`, " +
	"`appointment.completed`, `appointment.no_show`, `appointment.cancelled`, `appointment.rescheduled`, `waitlist.offered`, " +
	"`waitlist.expired`, `webhook.test`. Document processing sends no events (poll the document)."

func (s *server) registerWebhooks() {
	tags := []string{"Webhooks"}
	const base = "/v1/scheduling/webhooks"
	register(s, huma.Operation{
		OperationID: "create-webhook", Method: http.MethodPost, Path: base, Tags: tags,
		Summary: "Create a webhook subscription", DefaultStatus: http.StatusCreated,
		Description: "`url` and `events` are required. The answer carries `secret`, shown this once.\n\n" + webhooksDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct{ Body WebhookCreate }) (*webhookOutput, error) {
		sub, secret, err := s.deps.Webhooks.Create(ctx, in.Body.toFields())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		out := toWebhookOut(sub)
		out.Secret = &secret
		return &webhookOutput{Body: out}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-webhooks", Method: http.MethodGet, Path: base, Tags: tags,
		Summary: "List webhook subscriptions", Description: "Every subscription, inactive ones too, in creation order. Secrets are never listed.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *listWebhooksInput) (*struct{ Body WebhookPage }, error) {
		p, err := s.deps.Webhooks.List(ctx, webhooks.Query{Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, err
		}
		return &struct{ Body WebhookPage }{WebhookPage{Items: mapItems(p.Items, toWebhookOut), NextCursor: p.NextCursor}}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-webhook-dead-letters", Method: http.MethodGet, Path: base + "/dead-letters", Tags: tags,
		Summary: "List dead letters",
		Description: "Deliveries that will not be retried (retries exhausted, or the subscription was deactivated), newest first, with " +
			"the event as it was sent. Replay one with `POST .../dead-letters/{delivery_id}/replay`.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *deadLettersInput) (*struct{ Body DeadLetterPage }, error) {
		p, err := s.deps.Webhooks.DeadLetters(ctx, webhooks.DeadLetterQuery{SubscriptionID: optionalUUID(&in.SubscriptionID),
			Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, err
		}
		return &struct{ Body DeadLetterPage }{DeadLetterPage{Items: mapItems(p.Items, toDeadLetterOut), NextCursor: p.NextCursor}}, nil
	})

	register(s, huma.Operation{
		OperationID: "replay-webhook-dead-letter", Method: http.MethodPost, Path: base + "/dead-letters/{delivery_id}/replay", Tags: tags,
		Summary: "Replay a dead letter", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "Sends the dead delivery again now (same event id and body, signed with the current secrets) and answers the attempt. " +
			"Success makes it `succeeded` and it leaves the dead letters; a failure keeps it there, with this attempt in its history " +
			"(it is not retried by schedule). 409 while its subscription is inactive, or while another replay of it runs. " +
			"404 for an id that is not a dead letter of this clinic (unknown, another clinic's, or delivered since).",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *deliveryIDInput) (*webhookAttemptOutput, error) {
		return onID(in.DeliveryID, webhooks.ErrDeliveryNotFound, func(id uuid.UUID) (*webhookAttemptOutput, error) {
			return respond(toWebhookAttemptOut)(s.deps.Webhooks.Replay(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "get-webhook", Method: http.MethodGet, Path: base + "/{webhook_id}", Tags: tags,
		Summary: "Get a webhook subscription", Errors: []int{http.StatusNotFound},
		Description: "Deactivated subscriptions stay readable, with `is_active: false`. " + webhookNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *webhookIDInput) (*webhookOutput, error) {
		return onID(in.WebhookID, webhooks.ErrNotFound, func(id uuid.UUID) (*webhookOutput, error) {
			return respond(toWebhookOut)(s.deps.Webhooks.Get(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "update-webhook", Method: http.MethodPut, Path: base + "/{webhook_id}", Tags: tags,
		Summary: "Update a webhook subscription (partial), or rotate its secret", Errors: []int{http.StatusNotFound},
		Description: "Only the fields sent change. `rotate_secret: true` issues a new secret, returned once as `secret`; the previous one " +
			"keeps signing (a second signature) until `previous_secret_expires_at`, 24 h later. `is_active: true` reactivates a " +
			"subscription and clears its failure record; its dead letters can then be replayed. " + webhookNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *updateWebhookInput) (*webhookOutput, error) {
		return onID(in.WebhookID, webhooks.ErrNotFound, func(id uuid.UUID) (*webhookOutput, error) {
			sub, secret, err := s.deps.Webhooks.Update(ctx, id, in.Body.toFields(), in.Body.RotateSecret)
			if err != nil {
				return nil, errs.PrefixFields(err, "body.")
			}
			out := toWebhookOut(sub)
			out.Secret = secret
			return &webhookOutput{Body: out}, nil
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-webhook", Method: http.MethodDelete, Path: base + "/{webhook_id}", Tags: tags,
		Summary: "Delete (deactivate) a webhook subscription", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "Sets `is_active` to false: no new events; deliveries still pending become dead letters. Idempotent (204 again); " +
			"readable afterwards, and `PUT` with `is_active: true` reactivates it. " + webhookNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *webhookIDInput) (*struct{}, error) {
		return onID(in.WebhookID, webhooks.ErrNotFound, func(id uuid.UUID) (*struct{}, error) { return nil, s.deps.Webhooks.Deactivate(ctx, id) })
	})

	register(s, huma.Operation{
		OperationID: "test-webhook", Method: http.MethodPost, Path: base + "/{webhook_id}/test", Tags: tags,
		Summary: "Send a test event", Errors: []int{http.StatusNotFound},
		Description: "Sends a `webhook.test` event (`data`: `subscription_id`, `message`) now, signed like every event, even to an inactive " +
			"subscription, and answers the attempt (200 whatever the receiver said: see `status`, `response_status`, `error`). It takes " +
			"at most 10 s, is never retried and does not count toward deactivation. " + webhookNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *webhookIDInput) (*webhookAttemptOutput, error) {
		return onID(in.WebhookID, webhooks.ErrNotFound, func(id uuid.UUID) (*webhookAttemptOutput, error) {
			return respond(toWebhookAttemptOut)(s.deps.Webhooks.Test(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "list-webhook-deliveries", Method: http.MethodGet, Path: base + "/{webhook_id}/deliveries", Tags: tags,
		Summary: "Delivery history", Errors: []int{http.StatusNotFound},
		Description: "Every attempt to deliver an event to this subscription, newest first: event, attempt number, outcome, the " +
			"receiver's status, duration, error and when the next retry is due. " + webhookNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *webhookAttemptsInput) (*struct{ Body WebhookAttemptPage }, error) {
		return onID(in.WebhookID, webhooks.ErrNotFound, func(id uuid.UUID) (*struct{ Body WebhookAttemptPage }, error) {
			p, err := s.deps.Webhooks.Attempts(ctx, id, webhooks.Query{Limit: in.Limit, Cursor: in.Cursor})
			if err != nil {
				return nil, err
			}
			return &struct{ Body WebhookAttemptPage }{WebhookAttemptPage{Items: mapItems(p.Items, toWebhookAttemptOut), NextCursor: p.NextCursor}}, nil
		})
	})
}
