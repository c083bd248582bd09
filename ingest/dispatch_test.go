package ingest_test

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"clinic/ingest"
	"clinic/internal/documents"
	"clinic/internal/documents/ocr"
	"clinic/internal/testkit"
)

// dispatchQueueDB holds this test's queues alone (no worker serves it).
const dispatchQueueDB = 12

// Dispatching a job twice queues one task; a task that exhausted its retries (archived under
// its id) is replaced by a fresh one instead of blocking every later dispatch.
func TestDispatchDeduplicatesAndReplacesArchivedTasks(t *testing.T) {
	env := testkit.Setup(t)
	rdb, _ := env.QueueRedisDB(dispatchQueueDB).MakeRedisClient().(redis.UniversalClient)
	defer rdb.Close()
	insp := asynq.NewInspectorFromRedisClient(rdb)
	d := ingest.NewDispatcher(rdb, time.Minute)
	ctx := context.Background()
	for _, j := range []documents.Job{
		{Kind: documents.JobOCR, TenantID: uuid.New(), DocumentID: uuid.New()},
		{Kind: documents.JobGraph, TenantID: uuid.New(), DocumentID: uuid.New()},
	} {
		queue := map[documents.JobKind]string{documents.JobOCR: ingest.QueueDocuments, documents.JobGraph: ingest.QueueGraph}[j.Kind]
		id := string(j.Kind) + ":" + j.DocumentID.String()
		t.Cleanup(func() { _ = insp.DeleteTask(queue, id) })
		for range 2 {
			if err := d.Dispatch(ctx, j); err != nil {
				t.Fatal(err)
			}
		}
		info, err := insp.GetTaskInfo(queue, id)
		if err != nil || info.State != asynq.TaskStatePending {
			t.Fatalf("%s after two dispatches: %v %v", id, info, err)
		}
		if err := insp.ArchiveTask(queue, id); err != nil {
			t.Fatal(err)
		}
		if err := d.Dispatch(ctx, j); err != nil {
			t.Fatal(err)
		}
		if info, err := insp.GetTaskInfo(queue, id); err != nil || info.State != asynq.TaskStatePending || info.Retried != 0 {
			t.Errorf("%s after dispatching an archived task: %+v %v", id, info, err)
		}
	}
}

// The periodic sweep removes OCR temporary directories that a killed run left behind (older than
// ocr.StaleTempAge) and keeps the fresh ones of runs in progress.
func TestSweepRemovesStaleOCRTempDirs(t *testing.T) {
	env := testkit.Setup(t)
	stale, err := os.MkdirTemp("", "ocr-")
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := os.MkdirTemp("", "ocr-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(stale); _ = os.RemoveAll(fresh) })
	if err := os.WriteFile(filepath.Join(stale, "page-1.pgm"), []byte("P5"), 0o600); err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-2 * ocr.StaleTempAge)
	if err := os.Chtimes(stale, past, past); err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	sweep := ingest.HandleDocumentSweepTask(env.Documents(t, time.Minute, log), time.Hour, log)
	if err := sweep(context.Background(), ingest.NewDocumentSweepTask(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale OCR directory still there: %v", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("fresh OCR directory removed: %v", err)
	}
}
