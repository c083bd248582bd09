package ingest_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

// workerDBEnv, when set, makes this test binary a worker child process on that queue database
// (the worker-kill test starts and SIGKILLs such children).
const workerDBEnv = "CLINIC_TEST_WORKER_QUEUE_DB"

// webhookWorkerEnv, when set to "<queue db>:<tenant id>", makes this test binary a webhook
// worker child process (the webhook worker-kill test).
const webhookWorkerEnv = "CLINIC_TEST_WEBHOOK_WORKER"

func TestMain(m *testing.M) {
	if v := os.Getenv(webhookWorkerEnv); v != "" {
		db, tenant, _ := strings.Cut(v, ":")
		n, err := strconv.Atoi(db)
		if err == nil {
			err = testkit.RunWebhookWorkerProcess(n, uuid.MustParse(tenant))
		}
		fmt.Fprintln(os.Stderr, "webhook worker child:", err)
		os.Exit(2)
	}
	if v := os.Getenv(workerDBEnv); v != "" {
		db, err := strconv.Atoi(v)
		if err == nil {
			err = testkit.RunWorkerProcess(db)
		}
		fmt.Fprintln(os.Stderr, "worker child:", err)
		os.Exit(2)
	}
	os.Exit(m.Run())
}
