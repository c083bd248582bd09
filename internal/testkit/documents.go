package testkit

import (
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"clinic/ingest"
	"clinic/internal/documents"
	"clinic/internal/platform/blob"
)

// QueueDB is the Redis database of the test queues, apart from a development worker's (0), so a
// running `make run` never takes a test's task.
const QueueDB = 15

// QueueRedis returns the connection options of the test queues.
func (e *Env) QueueRedis() asynq.RedisClientOpt { return e.QueueRedisDB(QueueDB) }

// QueueRedisDB returns the connection options of queues in Redis database db (a test that must
// own its queue, like the worker-kill test, uses one of its own).
func (e *Env) QueueRedisDB(db int) asynq.RedisClientOpt {
	opt, _ := redis.ParseURL(e.Settings["REDIS_URL"])
	return asynq.RedisClientOpt{Addr: opt.Addr, Username: opt.Username, Password: opt.Password, DB: db}
}

// queueClient connects to the queues in Redis database db until the test ends.
func (e *Env) queueClient(tb testing.TB, db int) redis.UniversalClient {
	c, _ := e.QueueRedisDB(db).MakeRedisClient().(redis.UniversalClient)
	tb.Cleanup(func() { _ = c.Close() })
	return c
}

// BlobDir returns the blob store every test process shares (.local/test-documents), so any test
// worker can read any test upload.
func (e *Env) BlobDir(tb testing.TB) *blob.Dir {
	tb.Helper()
	d, err := blob.NewDir(filepath.Join(RepoRoot(), ".local", "test-documents"))
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// Documents returns a documents service over the shared test blob store and test queues, whose
// uploads must finish within sla.
func (e *Env) Documents(tb testing.TB, sla time.Duration, log *slog.Logger) *documents.Service {
	return e.DocumentsOn(tb, QueueDB, sla, log)
}

// DocumentsOn is Documents queueing in Redis database queueDB.
func (e *Env) DocumentsOn(tb testing.TB, queueDB int, sla time.Duration, log *slog.Logger) *documents.Service {
	tb.Helper()
	return documents.NewService(e.App, e.BlobDir(tb), ingest.NewDispatcher(e.queueClient(tb, queueDB), sla), log, sla)
}

// WorkerOptions adjust StartWorker.
type WorkerOptions struct {
	Concurrency int           // default 2
	SweepIdle   time.Duration // default 1 minute
	Log         *slog.Logger  // default: discards
	QueueDB     int           // Redis database of the queues; default QueueDB
}

// StartWorker runs a real worker in this process (the ingest mux, the OCR reader, the trained
// classifier) on the test queues until the test ends. Workers of parallel tests share the queue:
// any of them may run any test's task, which the shared blob store makes harmless.
func (e *Env) StartWorker(tb testing.TB, opt WorkerOptions) {
	tb.Helper()
	srv, err := e.startWorker(tb, opt)
	if err != nil {
		tb.Fatalf("start worker: %v", err)
	}
	tb.Cleanup(srv.Shutdown)
}

func (e *Env) startWorker(tb testing.TB, opt WorkerOptions) (*asynq.Server, error) {
	if opt.Concurrency == 0 {
		opt.Concurrency = 2
	}
	if opt.SweepIdle == 0 {
		opt.SweepIdle = time.Minute
	}
	if opt.Log == nil {
		opt.Log = slog.New(slog.NewJSONHandler(io.Discard, nil))
	}
	if opt.QueueDB == 0 {
		opt.QueueDB = QueueDB
	}
	docs, proc, err := ingest.NewDocumentPipeline(e.App, e.BlobDir(tb), e.queueClient(tb, opt.QueueDB), 5*time.Minute, opt.Log)
	if err != nil {
		return nil, err
	}
	mux := ingest.NewMux(ingest.Deps{Log: opt.Log, Documents: docs, SweepIdle: opt.SweepIdle, Processor: proc,
		Knowledge: e.Knowledge(time.Minute, nil)})
	srv := asynq.NewServer(e.QueueRedisDB(opt.QueueDB), ingest.ServerConfig(opt.Concurrency, 5*time.Second, quietAsynq{}))
	return srv, srv.Start(mux)
}

// WorkerReadyLine is what RunWorkerProcess prints on its standard output once its worker serves
// the queue.
const WorkerReadyLine = "clinic test worker: ready"

// RunWorkerProcess is the body of a worker child process (see the worker-kill test): it runs a
// worker on queue database queueDB until the process is killed. It never returns normally.
func RunWorkerProcess(queueDB int) error {
	e, err := connectOnce()
	if err != nil {
		return err
	}
	tb := &processTB{}
	if _, err := e.startWorker(tb, WorkerOptions{Concurrency: 1, QueueDB: queueDB}); err != nil {
		return err
	}
	fmt.Println(WorkerReadyLine) // the parent waits for this: training the classifier takes a while under -race
	select {}
}

// processTB stands in for testing.TB in a child process, where cleanups never run (it is killed).
type processTB struct{ testing.TB }

func (*processTB) Helper()                   {}
func (*processTB) Cleanup(func())            {}
func (*processTB) Fatal(a ...any)            { panic(fmt.Sprint(a...)) }
func (*processTB) Fatalf(f string, a ...any) { panic(fmt.Sprintf(f, a...)) }

// quietAsynq keeps asynq's own logging out of test output.
type quietAsynq struct{}

func (quietAsynq) Debug(...any) {}
func (quietAsynq) Info(...any)  {}
func (quietAsynq) Warn(...any)  {}
func (quietAsynq) Error(...any) {}
func (quietAsynq) Fatal(...any) {}
