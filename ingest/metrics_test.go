package ingest_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"
	"github.com/redis/go-redis/v9"

	"clinic/ingest"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/outbox"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
	"clinic/internal/webhooks"
)

// workerToken is the operator token of the worker's /metrics in this test.
const workerToken = "worker-operator-token-0123456789abcdef"

// The worker's metrics, as cmd wires them: a real asynq worker (the instrumented mux) on the
// operator tests' queue database reads a text-layer PDF and a scanned image uploaded through the
// API, and delivers webhook events to a receiver that answers and to one that fails until its
// delivery is a dead letter. Its /metrics (behind the operator token) then shows task latency
// per queue, type and outcome, OCR seconds per page by engine and webhook outcomes.
func TestWorkerMetrics(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	reg := metrics.New()
	log := slog.New(slog.NewJSONHandler(io.Discard, nil))
	opt := env.QueueRedisDB(testkit.OpsQueueDB)
	queue, _ := opt.MakeRedisClient().(redis.UniversalClient)
	t.Cleanup(func() { _ = queue.Close() })
	docs, proc, err := ingest.NewDocumentPipeline(env.App, env.BlobDir(t), queue, 5*time.Minute, log)
	if err != nil {
		t.Fatal(err)
	}
	ingest.ObserveOCR(proc, reg)
	whCfg := testkit.WebhookConfig()
	whCfg.RetrySchedule = []time.Duration{time.Second} // two attempts, then a dead letter
	hooks := env.WebhookService(whCfg).WithOutcomes(reg.ObserveWebhook)

	cfg := ingest.ServerConfig(2, 5*time.Second, quiet{})
	cfg.Queues = map[string]int{ingest.QueueDocuments: 6, ingest.QueueWebhooks: 4, ingest.QueueGraph: 3, ingest.QueueDefault: 2}
	srv := asynq.NewServer(opt, cfg)
	mux := ingest.NewMux(ingest.Deps{Log: log, Documents: docs, Processor: proc, Knowledge: env.Knowledge(time.Minute, nil),
		SweepIdle: time.Minute, Webhooks: hooks})
	if err := srv.Start(ingest.Instrument(mux, reg)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)

	tenant := env.NewTenant(t)
	api := env.Server(t, testkit.ServerOptions{Documents: docs, Webhooks: hooks})
	pat := api.Do(t, "POST", "/v1/patients", tenant.Key, map[string]any{"name": "Maria"}).Expect(t, 201).JSON(t)["id"].(string)
	var ids []string
	for _, f := range []struct{ name, ct string }{{"lab_ps2pdf.pdf", "application/pdf"}, {"lab_scan.png", "image/png"}} {
		data, err := os.ReadFile(filepath.Join("..", "internal", "documents", "ocr", "testdata", f.name))
		if err != nil {
			t.Fatal(err)
		}
		body, ct := filePartForm(t, f.name, f.ct, data)
		r := api.Do(t, "POST", "/v1/patients/"+pat+"/prontuario-documents", tenant.Key, body, "Content-Type: "+ct).Expect(t, 202)
		ids = append(ids, r.JSON(t)["document_id"].(string))
	}

	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant.ID})
	ok, failing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(204) })),
		httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(503) }))
	t.Cleanup(ok.Close)
	t.Cleanup(failing.Close)
	for _, u := range []string{ok.URL + "/hooks", failing.URL + "/hooks"} {
		if _, _, err := hooks.Create(ctx, webhooks.Fields{URL: &u, Events: []string{"appointment.created"}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		return outbox.Write(ctx, tx, "appointment.created", uuid.New(), map[string]any{"id": uuid.NewString()})
	}); err != nil {
		t.Fatal(err)
	}
	client, inspector := asynq.NewClient(opt), asynq.NewInspector(opt)
	t.Cleanup(func() { _ = client.Close(); _ = inspector.Close() })
	pumpCtx, stop := context.WithCancel(context.Background())
	pumped := make(chan struct{})
	go func() {
		defer close(pumped)
		ingest.WebhookPump{Service: hooks, Interval: 100 * time.Millisecond, Log: log, Tenant: tenant.ID,
			Queue: ingest.WebhookQueue{Client: client, Inspector: inspector, Lease: hooks.Lease()}}.Run(pumpCtx)
	}()
	t.Cleanup(func() { stop(); <-pumped })
	// An undecodable task fails for good (SkipRetry): outcome "dead".
	if _, err := client.Enqueue(asynq.NewTask(ingest.TypeWebhookDeliver, []byte("not json"), asynq.Queue(ingest.QueueWebhooks),
		asynq.MaxRetry(0), asynq.Retention(time.Minute))); err != nil {
		t.Fatal(err)
	}

	start := time.Now()
	for _, id := range ids {
		st := pollTerminal(t, func(id string) map[string]any {
			return api.Do(t, "GET", "/v1/patients/"+pat+"/prontuario-documents/"+id, tenant.Key, nil).Expect(t, 200).JSON(t)
		}, id, 2*time.Minute)
		if st["ocr_status"] != "completed" {
			t.Fatalf("document %s ended %v", id, st)
		}
	}

	t.Logf("documents read in %s", time.Since(start).Round(time.Millisecond))
	start = time.Now()
	// The worker's /metrics as cmd serves it: only with the operator token.
	metricsSrv := httptest.NewServer(metrics.Protect(workerToken, reg.Handler()))
	t.Cleanup(metricsSrv.Close)
	c := &testkit.Client{URL: metricsSrv.URL, HTTP: metricsSrv.Client()}
	c.Do(t, "GET", "/metrics", "", nil).Expect(t, 401)
	c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer wrong").Expect(t, 401)
	want := map[string]map[string]string{
		"delivered": {"outcome": "delivered", "status_class": "2xx"},
		"failed":    {"outcome": "failed", "status_class": "5xx"},
		"dead":      {"outcome": "dead_lettered", "status_class": "5xx"},
	}
	var m testkit.Metrics
	deadline := time.Now().Add(30 * time.Second)
	for {
		m = testkit.ParseMetrics(t, c.Do(t, "GET", "/metrics", "", nil, "Authorization: Bearer "+workerToken).Expect(t, 200).Body)
		done := true
		for _, labels := range want {
			if n, _ := m.Value("clinic_webhook_deliveries_total", labels); n != 1 {
				done = false
			}
		}
		if done || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Logf("webhook outcomes seen after %s more", time.Since(start).Round(time.Millisecond))
	for name, labels := range want {
		if n, _ := m.Value("clinic_webhook_deliveries_total", labels); n != 1 {
			t.Errorf("webhook %s = %v, want 1 (%v)", name, n, m.LabelValues("clinic_webhook_deliveries_total", "outcome"))
		}
	}
	for _, tc := range []struct {
		labels map[string]string
		min    float64
	}{
		{map[string]string{"queue": "documents", "task_type": ingest.TypeDocumentOCR, "outcome": "success"}, 2},
		{map[string]string{"queue": "webhooks", "task_type": ingest.TypeWebhookDeliver, "outcome": "success"}, 3},
		{map[string]string{"queue": "webhooks", "task_type": ingest.TypeWebhookDeliver, "outcome": "dead"}, 1},
	} {
		if n, _ := m.Value("clinic_task_duration_seconds", tc.labels); n < tc.min {
			t.Errorf("task runs %v = %v, want ≥ %v", tc.labels, n, tc.min)
		}
	}
	if n, _ := m.Value("clinic_ocr_page_seconds", map[string]string{"engine": "text_layer"}); n < 1 {
		t.Errorf("text-layer pages observed: %v", n)
	}
	if n, _ := m.Value("clinic_ocr_page_seconds", map[string]string{"engine": "tesseract"}); n != 1 {
		t.Errorf("tesseract pages observed: %v, want the scan's 1", n)
	}
	if n, ok := m.Value("clinic_ocr_page_seconds", nil); !ok || n < 2 {
		t.Errorf("OCR pages observed in all: %v", n)
	}
}
