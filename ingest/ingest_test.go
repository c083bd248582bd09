package ingest_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"clinic/ingest"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// The worker's mux runs the periodic key-usage flush: counts recorded on the request path reach
// Postgres through a task that travels through the real Redis queue.
func TestWorkerFlushesKeyUsage(t *testing.T) {
	env := testkit.Setup(t)
	ctx := context.Background()
	tn := env.NewTenant(t)
	_, keyID := env.NewKey(t, tn.ID, tenancy.PatientsRead)
	svc := tenancy.NewService(env.App, env.Redis)
	for range 4 {
		if err := svc.RecordUse(ctx, tenancy.Principal{TenantID: tn.ID, KeyID: keyID}); err != nil {
			t.Fatal(err)
		}
	}

	redisOpt, err := asynq.ParseRedisURI(env.Settings["REDIS_URL"])
	if err != nil {
		t.Fatal(err)
	}
	queue := "test-" + uuid.NewString() // this test's own queue: no other worker takes its task
	srv := asynq.NewServer(redisOpt, asynq.Config{Concurrency: 1, Queues: map[string]int{queue: 1},
		Logger: quiet{}, LogLevel: asynq.FatalLevel})
	log := slog.New(slog.NewJSONHandler(io.Discard, nil))
	if err := srv.Start(ingest.NewMux(ingest.Deps{Log: log, Tenancy: svc})); err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	client := asynq.NewClient(redisOpt)
	defer client.Close()
	if _, err := client.Enqueue(ingest.NewKeyUsageFlushTask(time.Minute), asynq.Queue(queue)); err != nil {
		t.Fatal(err)
	}

	deadline := time.Now().Add(15 * time.Second)
	for {
		var n int64
		err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
			return tx.QueryRow(ctx, "select request_count from api_keys where id = $1", keyID).Scan(&n)
		})
		if err != nil {
			t.Fatal(err)
		}
		if n == 4 {
			break
		}
		if n > 4 || time.Now().After(deadline) {
			t.Fatalf("request_count in Postgres is %d, want 4", n)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

type quiet struct{}

func (quiet) Debug(...any) {}
func (quiet) Info(...any)  {}
func (quiet) Warn(...any)  {}
func (quiet) Error(...any) {}
func (quiet) Fatal(...any) {}
