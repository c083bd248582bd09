package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/documents"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

// AdminWebhookOut is one subscription with its latest delivery attempts and dead letters.
type AdminWebhookOut struct {
	WebhookOut
	RecentDeliveries []WebhookAttemptOut `json:"recent_deliveries" maxItems:"50" doc:"The latest attempts, newest first (at most recent)"`
	DeadLetters      []DeadLetterOut     `json:"dead_letters" maxItems:"50" doc:"The latest dead letters, newest first (at most recent)"`
}

// AdminWebhooksOverview is the webhooks part of the panel.
type AdminWebhooksOverview struct {
	Items      []AdminWebhookOut `json:"items"`
	NextCursor *string           `json:"next_cursor" doc:"Pass as cursor for the next page of subscriptions; null on the last page"`
}

type adminWebhooksInput struct {
	Limit  int    `query:"limit" minimum:"1" maximum:"50" default:"20" doc:"Subscriptions per page"`
	Cursor string `query:"cursor" maxLength:"22"`
	Recent int    `query:"recent" minimum:"1" maximum:"50" default:"10" doc:"Attempts and dead letters shown per subscription"`
}

// AdminPipelineOut is where the clinic's documents stand in processing.
type AdminPipelineOut struct {
	OCR                map[string]int64 `json:"ocr" doc:"Uploaded files by OCR status (every status present: pending, processing, completed, failed, skipped)"`
	Classification     map[string]int64 `json:"classification" doc:"Active patient documents by classification status (pending, completed, failed, skipped)"`
	OldestUnfinishedAt *time.Time       `json:"oldest_unfinished_at" doc:"Upload time of the oldest file still pending or processing OCR; null when none is"`
	OverdueUnfinished  int64            `json:"overdue_unfinished" minimum:"0" doc:"Unfinished files past their processing SLA (the sweeper fails them with \"processing timeout\")"`
}

func toAdminWebhookOut(o webhooks.SubscriptionOverview) AdminWebhookOut {
	return AdminWebhookOut{WebhookOut: toWebhookOut(o.Subscription),
		RecentDeliveries: mapItems(o.RecentAttempts, toWebhookAttemptOut), DeadLetters: mapItems(o.DeadLetters, toDeadLetterOut)}
}

func toAdminPipelineOut(p documents.Pipeline) AdminPipelineOut {
	return AdminPipelineOut{OCR: p.OCR, Classification: p.Classification, OldestUnfinishedAt: utcPtr(p.OldestUnfinishedAt),
		OverdueUnfinished: p.OverdueUnfinished}
}

func (s *server) registerAdminOverview() {
	tags := []string{"Administration"}
	register(s, huma.Operation{
		OperationID: "admin-webhooks-overview", Method: http.MethodGet, Path: "/v1/admin/webhooks", Tags: tags,
		Summary: "Webhook subscriptions with their recent deliveries and dead letters",
		Description: "One page of subscriptions in creation order (inactive ones too), each with its latest `recent` delivery " +
			"attempts and dead letters, newest first. Replay a dead letter with `POST /v1/admin/webhooks/dead-letters/{delivery_id}/replay`.",
	}, tenancy.Admin, func(ctx context.Context, in *adminWebhooksInput) (*struct{ Body AdminWebhooksOverview }, error) {
		p, err := s.deps.Webhooks.Overview(ctx, webhooks.Query{Limit: in.Limit, Cursor: in.Cursor}, in.Recent)
		if err != nil {
			return nil, err
		}
		return &struct{ Body AdminWebhooksOverview }{AdminWebhooksOverview{Items: mapItems(p.Items, toAdminWebhookOut),
			NextCursor: p.NextCursor}}, nil
	})

	register(s, huma.Operation{
		OperationID: "admin-replay-dead-letter", Method: http.MethodPost, Path: "/v1/admin/webhooks/dead-letters/{delivery_id}/replay",
		Tags: tags, Summary: "Replay a dead letter", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "The same operation as `POST /v1/scheduling/webhooks/dead-letters/{delivery_id}/replay`, for the panel: sends " +
			"the dead delivery again now and answers the attempt. 409 while its subscription is inactive or another replay of it runs. " +
			"404 for an id that is not a dead letter of this clinic (unknown, another clinic's, or delivered since).",
	}, tenancy.Admin, func(ctx context.Context, in *deliveryIDInput) (*webhookAttemptOutput, error) {
		return onID(in.DeliveryID, webhooks.ErrDeliveryNotFound, func(id uuid.UUID) (*webhookAttemptOutput, error) {
			return respond(toWebhookAttemptOut)(s.deps.Webhooks.Replay(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "admin-document-pipeline", Method: http.MethodGet, Path: "/v1/admin/documents/pipeline", Tags: tags,
		Summary:     "Document processing counts by status",
		Description: "How many of the clinic's documents are at each OCR and classification status, the oldest unfinished one and how many are past their SLA.",
	}, tenancy.Admin, func(ctx context.Context, _ *struct{}) (*struct{ Body AdminPipelineOut }, error) {
		return respond(toAdminPipelineOut)(s.deps.Documents.PipelineCounts(ctx))
	})
}
