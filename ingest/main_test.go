package ingest_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"clinic/internal/testkit"
)

// workerDBEnv, when set, makes this test binary a worker child process on that queue database
// (the worker-kill test starts and SIGKILLs such children).
const workerDBEnv = "CLINIC_TEST_WORKER_QUEUE_DB"

func TestMain(m *testing.M) {
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
