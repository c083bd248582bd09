package ingest_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// killQueueDB is the Redis database of the kill test's queues: only its own child workers
// serve it, so the job is certainly in the child that gets killed.
const killQueueDB = 14

// startWorkerChild runs this test binary as a worker process on killQueueDB and returns once
// it serves the queue (it trains the classifier first: seconds, tens of seconds under -race).
func startWorkerChild(t *testing.T) *exec.Cmd {
	t.Helper()
	return startChild(t, workerDBEnv+"="+strconv.Itoa(killQueueDB))
}

// startChild runs this test binary with env added (which makes it a worker child) and returns
// once the child prints testkit.WorkerReadyLine.
func startChild(t *testing.T, env string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _, _ = cmd.Process.Wait() })
	ready := make(chan bool, 1)
	go func() {
		lines := bufio.NewScanner(out)
		for lines.Scan() {
			if lines.Text() == testkit.WorkerReadyLine {
				ready <- true
				_, _ = io.Copy(io.Discard, out) // keep draining so the child never blocks on a full pipe
				return
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("the worker child exited before it was ready")
		}
	case <-time.After(5 * time.Minute):
		t.Fatal("the worker child was not ready within 5 minutes")
	}
	return cmd
}

// A worker SIGKILLed in the middle of OCR leaves the document processing; after a restart the
// queue gives the job back (its lease expired), it runs again and the document completes, with
// exactly one hand-off to the knowledge graph.
func TestWorkerKilledMidJobDocumentStillCompletesOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the queue's lease to expire (about a minute)")
	}
	t.Parallel()
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	c := env.Server(t, testkit.ServerOptions{Documents: env.DocumentsOn(t, killQueueDB, 10*time.Minute, nil)})
	pat := c.Do(t, "POST", "/v1/patients", tenant.Key, map[string]any{"name": "Maria"}).Expect(t, 201).JSON(t)["id"].(string)

	first := startWorkerChild(t)
	scan, err := os.ReadFile(filepath.Join("..", "internal", "documents", "ocr", "testdata", "scan_multipage.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	body, ct := filePartForm(t, "scan.pdf", "application/pdf", scan)
	docID := c.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", tenant.Key, body, "Content-Type: "+ct).
		Expect(t, 202).JSON(t)["document_id"].(string)
	status := func() map[string]any {
		return c.Do(t, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+docID, tenant.Key, nil).Expect(t, 200).JSON(t)
	}
	waitFor(t, 30*time.Second, func() bool { return status()["ocr_status"] == "processing" })
	time.Sleep(300 * time.Millisecond) // inside the pages
	if err := first.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_, _ = first.Process.Wait()
	killed := time.Now()
	if st := status(); st["ocr_status"] != "processing" {
		t.Fatalf("the job finished before the kill (%v); the fixture is too small", st["ocr_status"])
	}

	// asynq hands back a task whose lease (30 s) expired at least 30 s ago; a worker starting
	// after that recovers it at once.
	time.Sleep(time.Until(killed.Add(62 * time.Second)))
	startWorkerChild(t)
	waitFor(t, 3*time.Minute, func() bool { s := status()["ocr_status"]; return s == "completed" || s == "failed" })
	st := status()
	if st["ocr_status"] != "completed" || st["page_count"] != 6.0 || st["classification_status"] != "completed" {
		t.Fatalf("after restart: %v", st)
	}
	var attempts, graphJobs int
	var ocrJob string
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant.ID})
	err = env.App.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `select d.attempts,
				(select count(*) from document_jobs j where j.document_id = d.id and j.kind = 'graph'),
				(select j.state from document_jobs j where j.document_id = d.id and j.kind = 'ocr')
			from ocr_documents d where d.id = $1`, docID).Scan(&attempts, &graphJobs, &ocrJob)
	})
	if err != nil {
		t.Fatal(err)
	}
	if attempts != 2 || graphJobs != 1 || ocrJob != "done" {
		t.Errorf("attempts %d (want 2), graph jobs %d (want 1), ocr job %q", attempts, graphJobs, ocrJob)
	}
	// The one hand-off reaches the graph worker and is done.
	waitFor(t, time.Minute, func() bool {
		var state string
		err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, `select state from document_jobs where document_id = $1 and kind = 'graph'`, docID).Scan(&state)
		})
		return err == nil && state == "done"
	})
}

func waitFor(t *testing.T, timeout time.Duration, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal(fmt.Sprintf("condition not met within %s", timeout))
		}
		time.Sleep(100 * time.Millisecond)
	}
}
