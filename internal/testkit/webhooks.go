package testkit

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"clinic/ingest"
	"clinic/internal/webhooks"
)

// WebhookQueueDB is the Redis database of the tests' webhook attempts, apart from every
// document queue of the tests (QueueDB 15, the ingest suites' 11, 12 and 14, the benchmarks' 13), whose workers have no
// webhook service; the webhook worker serves only the webhooks queue.
const WebhookQueueDB = 10

// WebhookConfig is the delivery rules of tests: loopback receivers allowed, a short retry
// schedule (1 s, 1 s, 2 s: four attempts within about 4 s), 2 s per attempt (a 9 s lease).
func WebhookConfig() webhooks.Config {
	return webhooks.Config{AllowLoopback: true, Timeout: 2 * time.Second,
		RetrySchedule: []time.Duration{time.Second, time.Second, 2 * time.Second}}
}

// WebhookService returns a webhook service over the test Postgres with cfg.
func (e *Env) WebhookService(cfg webhooks.Config) *webhooks.Service {
	return webhooks.NewService(e.App, cfg)
}

var (
	webhookWorkerOnce sync.Once
	webhookWorker     *webhooks.Service
	webhookWorkerErr  error
)

// webhookQueue returns the asynq side of the tests' webhook worker: one per test process,
// started on first use, serving WebhookQueueDB with WebhookConfig's rules. Every test process's
// worker serves the same queue with the same rules, so it does not matter which one runs an
// attempt.
func (e *Env) webhookQueue(tb testing.TB) ingest.WebhookQueue {
	tb.Helper()
	opt := e.QueueRedisDB(WebhookQueueDB)
	webhookWorkerOnce.Do(func() {
		webhookWorker = e.WebhookService(WebhookConfig())
		cfg := ingest.ServerConfig(4, 5*time.Second, quietAsynq{})
		cfg.Queues = map[string]int{ingest.QueueWebhooks: 1}
		srv := asynq.NewServer(opt, cfg)
		webhookWorkerErr = srv.Start(ingest.NewMux(ingest.Deps{Log: discard(), Webhooks: webhookWorker}))
	})
	if webhookWorkerErr != nil {
		tb.Fatalf("start webhook worker: %v", webhookWorkerErr)
	}
	client, inspector := asynq.NewClient(opt), asynq.NewInspector(opt)
	tb.Cleanup(func() { _ = client.Close(); _ = inspector.Close() })
	return ingest.WebhookQueue{Client: client, Inspector: inspector, Lease: webhookWorker.Lease()}
}

// PumpWebhooks runs a webhook pump for tenant's deliveries until the test ends, every 100 ms,
// handing attempts to the test process's asynq webhook worker (WebhookConfig's rules).
func (e *Env) PumpWebhooks(tb testing.TB, tenant uuid.UUID) {
	tb.Helper()
	e.runPump(tb, ingest.WebhookPump{Service: e.WebhookService(WebhookConfig()), Queue: e.webhookQueue(tb), Tenant: tenant})
}

// PumpWebhooksInline runs a webhook pump for tenant's deliveries with svc's rules until the test
// ends, every 100 ms, making each attempt itself (no queue): for tests that need other rules
// than WebhookConfig.
func (e *Env) PumpWebhooksInline(tb testing.TB, tenant uuid.UUID, svc *webhooks.Service) {
	tb.Helper()
	e.runPump(tb, ingest.WebhookPump{Service: svc, Queue: inlineQueue{svc}, Tenant: tenant})
}

func (e *Env) runPump(tb testing.TB, p ingest.WebhookPump) {
	p.Interval, p.Log = 100*time.Millisecond, discard()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); p.Run(ctx) }()
	tb.Cleanup(func() { cancel(); <-done })
}

// inlineQueue makes each attempt as it is handed over.
type inlineQueue struct{ svc *webhooks.Service }

func (inlineQueue) Busy() bool { return false }

func (q inlineQueue) Enqueue(ctx context.Context, c webhooks.Claim) error {
	return q.svc.Deliver(ctx, c)
}

func discard() *slog.Logger { return slog.New(slog.NewJSONHandler(io.Discard, nil)) }

// RunWebhookWorkerProcess is the body of a webhook worker child process (see the webhook
// worker-kill test): an asynq webhook worker on queue database queueDB and a pump for tenant's
// deliveries, with WebhookConfig's rules, until the process is killed. It never returns normally.
func RunWebhookWorkerProcess(queueDB int, tenant uuid.UUID) error {
	e, err := connectOnce()
	if err != nil {
		return err
	}
	svc := e.WebhookService(WebhookConfig())
	opt := e.QueueRedisDB(queueDB)
	cfg := ingest.ServerConfig(1, time.Second, quietAsynq{})
	cfg.Queues = map[string]int{ingest.QueueWebhooks: 1}
	if err := asynq.NewServer(opt, cfg).Start(ingest.NewMux(ingest.Deps{Log: discard(), Webhooks: svc})); err != nil {
		return err
	}
	queue := ingest.WebhookQueue{Client: asynq.NewClient(opt), Inspector: asynq.NewInspector(opt), Lease: svc.Lease()}
	go ingest.WebhookPump{Service: svc, Queue: queue, Interval: 100 * time.Millisecond, Log: discard(), Tenant: tenant}.Run(context.Background())
	fmt.Println(WorkerReadyLine)
	select {}
}
