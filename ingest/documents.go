package ingest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"clinic/internal/documents"
	"clinic/internal/documents/classify"
	"clinic/internal/documents/ocr"
	"clinic/internal/knowledge"
	"clinic/internal/knowledge/extract"
	"clinic/internal/platform/blob"
	"clinic/internal/platform/pg"
)

// Task types of the document pipeline.
const (
	// TypeDocumentOCR reads a document's text and classifies it.
	TypeDocumentOCR = "document:ocr"
	// TypeDocumentGraph extracts a document's clinical facts into the knowledge graph (queue
	// QueueGraph, so a slow or absent Neo4j never holds up OCR).
	TypeDocumentGraph = "document:graph"
	// TypeDocumentSweep fails documents past the SLA and queues again jobs left behind.
	TypeDocumentSweep = "documents:sweep"
)

// Queues. Documents have their own queue so a burst of uploads does not delay maintenance.
const (
	QueueDefault   = "default"
	QueueDocuments = "documents"
	QueueGraph     = "graph"
)

// DocumentPayload names one document of one tenant.
type DocumentPayload struct {
	TenantID   uuid.UUID `json:"tenant_id"`
	DocumentID uuid.UUID `json:"document_id"`
}

// documentTaskRetries bounds retries of an OCR task; the SLA reaper ends the document anyway.
const documentTaskRetries = 8

// graphTaskRetries keeps a graph task retrying through a long Neo4j outage (with delays growing
// to 10 minutes, about three hours).
const graphTaskRetries = 25

// NewDocumentTask returns the task of a job. Its id is derived from the document, so the queue
// holds at most one task per document and kind: dispatching twice is harmless.
func NewDocumentTask(j documents.Job, timeout time.Duration) (*asynq.Task, error) {
	payload, err := json.Marshal(DocumentPayload{TenantID: j.TenantID, DocumentID: j.DocumentID})
	if err != nil {
		return nil, err
	}
	typ, queue, id, retries := taskOf(j)
	return asynq.NewTask(typ, payload, asynq.TaskID(id), asynq.Queue(queue), asynq.MaxRetry(retries),
		asynq.Timeout(timeout)), nil
}

// taskOf names the task type, queue, id and retry budget of a job.
func taskOf(j documents.Job) (typ, queue, id string, retries int) {
	id = string(j.Kind) + ":" + j.DocumentID.String()
	if j.Kind == documents.JobGraph {
		return TypeDocumentGraph, QueueGraph, id, graphTaskRetries
	}
	return TypeDocumentOCR, QueueDocuments, id, documentTaskRetries
}

// Dispatcher queues document jobs with asynq (documents.Dispatcher).
type Dispatcher struct {
	client    *asynq.Client
	inspector *asynq.Inspector
	timeout   time.Duration
}

// NewDispatcher returns a Dispatcher over the queue's Redis whose tasks may each run for timeout
// (the SLA).
func NewDispatcher(rdb redis.UniversalClient, timeout time.Duration) Dispatcher {
	return Dispatcher{client: asynq.NewClientFromRedisClient(rdb), inspector: asynq.NewInspectorFromRedisClient(rdb),
		timeout: timeout}
}

// Dispatch enqueues j. A task of the same document and kind already queued, scheduled or
// running is left alone; one that exhausted its retries (archived, keeping its id) is replaced,
// so the sweeper can always hand a job over again.
func (d Dispatcher) Dispatch(ctx context.Context, j documents.Job) error {
	t, err := NewDocumentTask(j, d.timeout)
	if err != nil {
		return err
	}
	_, err = d.client.EnqueueContext(ctx, t)
	if !errors.Is(err, asynq.ErrTaskIDConflict) {
		return err
	}
	_, queue, id, _ := taskOf(j)
	info, err := d.inspector.GetTaskInfo(queue, id)
	if err != nil || info.State != asynq.TaskStateArchived {
		return nil
	}
	if err := d.inspector.DeleteTask(queue, id); err != nil && !errors.Is(err, asynq.ErrTaskNotFound) {
		return fmt.Errorf("replace archived task %s: %w", id, err)
	}
	_, err = d.client.EnqueueContext(ctx, t)
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// HandleDocumentOCRTask runs the OCR job. Undecodable payloads are dropped (SkipRetry).
func HandleDocumentOCRTask(p *documents.Processor) asynq.HandlerFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		var pl DocumentPayload
		if err := json.Unmarshal(t.Payload(), &pl); err != nil || pl.TenantID == uuid.Nil || pl.DocumentID == uuid.Nil {
			return fmt.Errorf("document task payload %q: %w", t.Payload(), asynq.SkipRetry)
		}
		return p.ProcessOCR(ctx, pl.TenantID, pl.DocumentID)
	}
}

// HandleDocumentGraphTask syncs the document's facts to the knowledge graph. Neo4j being down
// is an error, so the task retries with backoff; the document's own statuses are not touched.
func HandleDocumentGraphTask(k *knowledge.Service) asynq.HandlerFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		var pl DocumentPayload
		if err := json.Unmarshal(t.Payload(), &pl); err != nil || pl.TenantID == uuid.Nil || pl.DocumentID == uuid.Nil {
			return fmt.Errorf("document task payload %q: %w", t.Payload(), asynq.SkipRetry)
		}
		return k.SyncDocument(ctx, pl.TenantID, pl.DocumentID)
	}
}

// NewDocumentSweepTask returns the periodic sweep, unique for most of an interval so several
// schedulers enqueue it once.
func NewDocumentSweepTask(interval time.Duration) *asynq.Task {
	return asynq.NewTask(TypeDocumentSweep, nil, asynq.MaxRetry(1), asynq.Timeout(interval),
		asynq.Unique(interval*9/10))
}

// HandleDocumentSweepTask fails documents past their deadline and queues again jobs idle for
// longer than idle.
func HandleDocumentSweepTask(svc *documents.Service, idle time.Duration, log *slog.Logger) asynq.HandlerFunc {
	return func(ctx context.Context, _ *asynq.Task) error {
		res, err := svc.Sweep(ctx, idle)
		if err != nil {
			return err
		}
		// Temporary directories of OCR runs this machine's workers died in the middle of.
		temps, err := ocr.RemoveStaleTemp("", ocr.StaleTempAge)
		if err != nil {
			log.WarnContext(ctx, "sweep OCR temporary directories", "error", err.Error())
		}
		if res.Reaped > 0 || res.Redispatched > 0 || res.StaleUploads > 0 || temps > 0 {
			log.InfoContext(ctx, "documents swept", "reaped", res.Reaped, "redispatched", res.Redispatched,
				"stale_uploads", res.StaleUploads, "ocr_temp_dirs", temps)
		}
		return nil
	}
}

// documentRetryDelay retries OCR tasks soon (1 s, 2 s, 4 s ... at most 30 s): the SLA is
// minutes, asynq's default delay would spend it waiting. Graph tasks back off further (to 10
// minutes): they wait for Neo4j, not for a deadline.
func documentRetryDelay(n int, _ error, t *asynq.Task) time.Duration {
	d := time.Second << min(n, 10)
	if t.Type() == TypeDocumentGraph {
		return min(d, 10*time.Minute)
	}
	return min(d, 30*time.Second)
}

// NewDocumentPipeline builds what every worker runs for documents: the service (storing through
// blobs, dispatching follow-up jobs to queue) and the processor (the OCR reader and the
// classifier trained once from the embedded corpus; a scanned page is read in two modes and
// keeps the reading the lab reader dates and gets more results from, extract.ScanReadingRank).
// Documents uploaded through this service get sla.
func NewDocumentPipeline(db *pg.DB, blobs blob.Store, queue redis.UniversalClient, sla time.Duration, log *slog.Logger) (*documents.Service, *documents.Processor, error) {
	model, err := classify.Default()
	if err != nil {
		return nil, nil, fmt.Errorf("document classifier: %w", err)
	}
	docs := documents.NewService(db, blobs, NewDispatcher(queue, sla), log, sla)
	reader := ocr.New(ocr.Options{Rank: extract.ScanReadingRank})
	return docs, documents.NewProcessor(docs, reader, model), nil
}
