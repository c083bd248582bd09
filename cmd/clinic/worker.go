package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"clinic/ingest"
	"clinic/internal/knowledge"
	"clinic/internal/platform/blob"
	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/logging"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/scheduling/waitlist"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

// worker runs the asynq server, the scheduler of periodic tasks and, on SERVICE_ADMIN_ADDR,
// /metrics behind the operator token (the queue UI is the API's /ops/queues).
func worker(ctx context.Context, cfg config) error {
	log := logging.New(os.Stdout, cfg.LogLevel)
	db, err := pg.Open(ctx, cfg.DatabaseURL, cfg.DatabaseMaxConns)
	if err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	defer db.Close()
	rdb, err := openRedis(cfg.RedisURL)
	if err != nil {
		return err
	}
	defer rdb.Close()
	redisOpt, err := asynq.ParseRedisURI(cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("parse REDIS_URL: %w", err)
	}

	graph, err := graphdb.Open(cfg.Neo4jURI, cfg.Neo4jUser, cfg.Neo4jPassword, cfg.Neo4jDatabase)
	if err != nil {
		return err
	}
	defer graph.Close(context.WithoutCancel(ctx))
	reg := metrics.New()
	if err := watchPools(reg, db, graph); err != nil {
		return err
	}
	deps, err := workerDeps(cfg, db, rdb, graph, log)
	if err != nil {
		return err
	}
	ingest.ObserveOCR(deps.Processor, reg)
	deps.Webhooks.WithOutcomes(reg.ObserveWebhook)
	srv := asynq.NewServer(redisOpt, ingest.ServerConfig(cfg.WorkerConcurrency, cfg.ShutdownTimeout, asynqLogger{log}))
	sched := asynq.NewScheduler(redisOpt, &asynq.SchedulerOpts{Logger: asynqLogger{log}, Location: time.UTC})
	if _, err := sched.Register(fmt.Sprintf("@every %s", cfg.KeyUsageFlush), ingest.NewKeyUsageFlushTask(cfg.KeyUsageFlush)); err != nil {
		return fmt.Errorf("schedule key usage flush: %w", err)
	}
	if _, err := sched.Register(fmt.Sprintf("@every %s", cfg.DocumentSweep), ingest.NewDocumentSweepTask(cfg.DocumentSweep)); err != nil {
		return fmt.Errorf("schedule document sweep: %w", err)
	}
	if _, err := sched.Register(fmt.Sprintf("@every %s", ingest.WaitlistSweepInterval), ingest.NewWaitlistSweepTask()); err != nil {
		return fmt.Errorf("schedule waitlist sweep: %w", err)
	}
	if _, err := sched.Register(fmt.Sprintf("@every %s", ingest.NoShowTrainInterval), ingest.NewNoShowTrainTask()); err != nil {
		return fmt.Errorf("schedule no-show training: %w", err)
	}
	if err := srv.Start(ingest.Instrument(ingest.NewMux(deps), reg)); err != nil {
		return fmt.Errorf("asynq server: %w", err)
	}
	queue, inspector := asynq.NewClient(redisOpt), asynq.NewInspector(redisOpt)
	defer queue.Close()
	defer inspector.Close()
	// Train the no-show models once at start too: the schedule's first run is hours away.
	if _, err := queue.EnqueueContext(ctx, ingest.NewNoShowTrainTask()); err != nil && !errors.Is(err, asynq.ErrDuplicateTask) {
		log.Warn("queue no-show training", "error", err.Error())
	}
	pumpCtx, stopPump := context.WithCancel(ctx)
	pumped := make(chan struct{})
	go func() {
		defer close(pumped)
		ingest.WebhookPump{Service: deps.Webhooks, Interval: cfg.WebhookPoll, Log: log,
			Queue: ingest.WebhookQueue{Client: queue, Inspector: inspector, Lease: deps.Webhooks.Lease()}}.Run(pumpCtx)
	}()
	defer func() { stopPump(); <-pumped }()
	if err := sched.Start(); err != nil {
		srv.Shutdown()
		return fmt.Errorf("asynq scheduler: %w", err)
	}
	ui := &http.Server{Addr: cfg.AdminAddr, ReadHeaderTimeout: 10 * time.Second,
		Handler: adminHandler(reg, cfg.OperatorToken)}
	go func() {
		if err := ui.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("worker metrics server stopped", "error", err.Error())
		}
	}()
	log.Info("worker running", "metrics", "http://"+cfg.AdminAddr+"/metrics")
	<-ctx.Done()
	log.Info("worker shutting down")
	sched.Shutdown()
	srv.Shutdown()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return ui.Shutdown(sctx)
}

// workerDeps builds the services the tasks need: the document pipeline reads files from the same
// blob store as the API and classifies with the model trained (once) from the embedded corpus.
func workerDeps(cfg config, db *pg.DB, rdb *redis.Client, graph *graphdb.Graph, log *slog.Logger) (ingest.Deps, error) {
	blobs, err := blob.NewDir(cfg.StorageDir)
	if err != nil {
		return ingest.Deps{}, err
	}
	docs, proc, err := ingest.NewDocumentPipeline(db, blobs, rdb, cfg.OCRTimeout, log)
	if err != nil {
		return ingest.Deps{}, err
	}
	return ingest.Deps{Log: log, Tenancy: tenancy.NewService(db, rdb), Documents: docs, Processor: proc,
		Knowledge: knowledge.NewService(db, graph, time.Minute), SweepIdle: 2 * cfg.DocumentSweep,
		Webhooks: webhooks.NewService(db, cfg.Webhooks), Waitlist: waitlist.NewService(db, cfg.WaitlistHold),
		NoShow: noshow.NewService(db)}, nil
}

// asynqLogger sends asynq's logs to the service's JSON logger.
type asynqLogger struct{ log *slog.Logger }

func (l asynqLogger) Debug(args ...any) { l.log.Debug(fmt.Sprint(args...), "component", "asynq") }
func (l asynqLogger) Info(args ...any)  { l.log.Info(fmt.Sprint(args...), "component", "asynq") }
func (l asynqLogger) Warn(args ...any)  { l.log.Warn(fmt.Sprint(args...), "component", "asynq") }
func (l asynqLogger) Error(args ...any) { l.log.Error(fmt.Sprint(args...), "component", "asynq") }
func (l asynqLogger) Fatal(args ...any) { l.log.Error(fmt.Sprint(args...), "component", "asynq") }
