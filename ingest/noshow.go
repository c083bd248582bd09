package ingest

import (
	"context"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"clinic/internal/scheduling/noshow"
)

// TypeNoShowTrain trains every clinic's no-show model on its history.
const TypeNoShowTrain = "noshow:train"

// NoShowTrainInterval is how often the models are trained again.
const NoShowTrainInterval = 6 * time.Hour

// NewNoShowTrainTask returns the training task, unique for an hour so several schedulers (and
// worker starts) enqueue it once.
func NewNoShowTrainTask() *asynq.Task {
	return asynq.NewTask(TypeNoShowTrain, nil, asynq.MaxRetry(2), asynq.Timeout(30*time.Minute), asynq.Unique(time.Hour))
}

// HandleNoShowTrainTask trains the models. Safe to run twice: each run stores a newer version.
func HandleNoShowTrainTask(svc *noshow.Service, log *slog.Logger) asynq.HandlerFunc {
	return func(ctx context.Context, _ *asynq.Task) error {
		n, err := svc.TrainAll(ctx)
		log.InfoContext(ctx, "no-show models trained", "tenants", n)
		return err
	}
}
