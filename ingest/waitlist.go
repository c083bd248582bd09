package ingest

import (
	"context"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"clinic/internal/scheduling/waitlist"
)

// TypeWaitlistSweep ends the waitlist holds that ran out (offering their slots to the next
// entries) and expires entries past their dates, across tenants.
const TypeWaitlistSweep = "waitlist:sweep"

// WaitlistSweepInterval is how often the sweep runs: a hold ends at most this long after it ran
// out (it stops blocking the slot at once).
const WaitlistSweepInterval = 5 * time.Second

// NewWaitlistSweepTask returns the periodic sweep, unique for most of an interval so several
// schedulers enqueue it once.
func NewWaitlistSweepTask() *asynq.Task {
	return asynq.NewTask(TypeWaitlistSweep, nil, asynq.MaxRetry(1), asynq.Timeout(time.Minute),
		asynq.Unique(WaitlistSweepInterval*9/10))
}

// HandleWaitlistSweepTask runs the sweep. It is safe to run twice at once: each entry is
// settled under its row lock.
func HandleWaitlistSweepTask(svc *waitlist.Service, log *slog.Logger) asynq.HandlerFunc {
	return func(ctx context.Context, _ *asynq.Task) error {
		res, err := svc.Sweep(ctx)
		if err != nil {
			return err
		}
		if res.HoldsEnded > 0 || res.EntriesExpired > 0 {
			log.InfoContext(ctx, "waitlist swept", "holds_ended", res.HoldsEnded, "entries_expired", res.EntriesExpired)
		}
		return nil
	}
}
