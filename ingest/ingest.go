// Package ingest is the asynq transport: task types, their payloads, NewXTask / HandleXTask and
// the worker mux. An asynq task is a request that arrives from Redis instead of HTTP.
package ingest

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/scheduling/waitlist"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

// TypeKeyUsageFlush moves per-key request counts from Redis into Postgres. It is platform
// maintenance across tenants, so its payload is empty; it runs each tenant's part under that
// tenant's row-level security.
const TypeKeyUsageFlush = "tenancy:flush-key-usage"

// NewKeyUsageFlushTask returns the periodic flush task. Unique for most of an interval, so several
// schedulers (one per worker replica) enqueue it once.
func NewKeyUsageFlushTask(interval time.Duration) *asynq.Task {
	return asynq.NewTask(TypeKeyUsageFlush, nil,
		asynq.MaxRetry(3), asynq.Timeout(interval), asynq.Unique(interval*9/10))
}

// HandleKeyUsageFlushTask flushes the counts. It is safe to run twice: each run takes only the
// counts recorded since the previous one.
func HandleKeyUsageFlushTask(svc *tenancy.Service, log *slog.Logger) asynq.HandlerFunc {
	return func(ctx context.Context, _ *asynq.Task) error {
		n, err := svc.FlushUsage(ctx)
		if err != nil {
			return fmt.Errorf("flush key usage: %w", err)
		}
		log.DebugContext(ctx, "key usage flushed", "keys", n)
		return nil
	}
}

// Deps are the services tasks need.
type Deps struct {
	Log       *slog.Logger
	Tenancy   *tenancy.Service
	Documents *documents.Service
	Processor *documents.Processor
	Knowledge *knowledge.Service
	SweepIdle time.Duration // queued jobs untouched this long are dispatched again
	Webhooks  *webhooks.Service
	Waitlist  *waitlist.Service
	NoShow    *noshow.Service
}

// NewMux routes every task type to its handler.
func NewMux(d Deps) *asynq.ServeMux {
	mux := asynq.NewServeMux()
	mux.HandleFunc(TypeKeyUsageFlush, HandleKeyUsageFlushTask(d.Tenancy, d.Log))
	mux.HandleFunc(TypeDocumentOCR, HandleDocumentOCRTask(d.Processor))
	mux.HandleFunc(TypeDocumentGraph, HandleDocumentGraphTask(d.Knowledge))
	mux.HandleFunc(TypeDocumentSweep, HandleDocumentSweepTask(d.Documents, d.SweepIdle, d.Log))
	if d.Waitlist != nil {
		mux.HandleFunc(TypeWaitlistSweep, HandleWaitlistSweepTask(d.Waitlist, d.Log))
	}
	if d.NoShow != nil {
		mux.HandleFunc(TypeNoShowTrain, HandleNoShowTrainTask(d.NoShow, d.Log))
	}
	if d.Webhooks != nil {
		mux.HandleFunc(TypeWebhookDeliver, HandleWebhookDeliverTask(d.Webhooks))
	}
	return mux
}

// taskCheckInterval is how long an idle worker waits between looks at empty queues (asynq sleeps
// half of it plus up to all of it). asynq's default, 1 s, made an upload to an idle worker wait
// 0.5-1.5 s before processing started, about a tenth of a six-page scan's time; at 200 ms an
// idle worker makes about five small Redis calls a second per queue it serves.
const taskCheckInterval = 200 * time.Millisecond

// ServerConfig is the asynq configuration every worker uses: the queues it serves with their
// priorities, how soon an idle worker sees a new task (taskCheckInterval), and retry delays
// suited to each task.
func ServerConfig(concurrency int, shutdown time.Duration, log asynq.Logger) asynq.Config {
	return asynq.Config{
		Concurrency:       concurrency,
		ShutdownTimeout:   shutdown,
		Logger:            log,
		TaskCheckInterval: taskCheckInterval,
		Queues:            map[string]int{QueueDocuments: 6, QueueWebhooks: 4, QueueGraph: 3, QueueDefault: 2},
		RetryDelayFunc: func(n int, err error, t *asynq.Task) time.Duration {
			if t.Type() == TypeDocumentOCR || t.Type() == TypeDocumentGraph {
				return documentRetryDelay(n, err, t)
			}
			return asynq.DefaultRetryDelayFunc(n, err, t)
		},
	}
}
