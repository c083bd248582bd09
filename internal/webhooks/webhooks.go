// Package webhooks delivers the service's events to the clinics' own endpoints: subscriptions
// (subscriptions.go), the fan-out of the outbox into deliveries and the claims a worker takes on
// them (pump.go), one signed attempt over HTTP (send.go, sign.go, target.go), what an attempt's
// outcome makes of a delivery (record.go), and the history an API client reads (history.go).
//
// The life of an event: a domain writes it into outbox_events in the transaction of the change;
// FanOut turns it into one pending delivery per active subscription that wants its type;
// ClaimDue leases due deliveries to a worker, which calls Deliver; a failed attempt is retried
// after the next delay of Config.RetrySchedule, and after the last one the delivery is dead (a
// dead letter, replayable). Events of one aggregate (an appointment) reach a subscription in the
// order they happened: a delivery waits while an earlier one of its aggregate is pending.
package webhooks

import (
	"math/rand/v2"
	"net/http"
	"time"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
)

// Config holds the delivery rules.
type Config struct {
	// RetrySchedule is the delay before each retry of a failed attempt: 1 + len attempts in
	// all, then the delivery is dead. Each delay is stretched or shrunk by up to 10 % (jitter).
	RetrySchedule []time.Duration
	// DeactivateAfter: a subscription whose deliveries have failed, without one success, for this
	// long is deactivated and its pending deliveries become dead letters.
	DeactivateAfter time.Duration
	// AllowLoopback accepts http(s) targets on 127.0.0.0/8 and ::1 (development, tests).
	AllowLoopback bool
	// Timeout bounds one attempt: a 2xx answer within it is success.
	Timeout time.Duration
	// Retention: fanned-out outbox events and finished deliveries older than this are pruned.
	Retention time.Duration
	// SecretGrace is how long a rotated-out secret keeps signing.
	SecretGrace time.Duration
}

// Defaults of Config.
var (
	DefaultRetrySchedule = []time.Duration{10 * time.Second, time.Minute, 5 * time.Minute, 30 * time.Minute,
		2 * time.Hour, 5 * time.Hour, 8 * time.Hour, 8 * time.Hour}
)

// Default values of Config's durations.
const (
	DefaultDeactivateAfter = 72 * time.Hour
	DefaultTimeout         = 10 * time.Second
	DefaultRetention       = 30 * 24 * time.Hour
	DefaultSecretGrace     = 24 * time.Hour
	// leaseMargin is added to twice the Timeout to make a claim's lease: a live attempt always
	// records before its lease ends, so only a crashed or stalled worker's delivery is claimed
	// again (25 s with the default timeout).
	leaseMargin = 5 * time.Second
)

// The event types a subscription may name ("*" names all). The appointment ones are written
// by scheduling's booking in the transaction of each change; webhook.test by Test.
var EventTypes = []string{
	"appointment.created", "appointment.updated", "appointment.confirmed", "appointment.checked_in",
	"appointment.started", "appointment.completed", "appointment.no_show", "appointment.cancelled",
	"appointment.rescheduled", "waitlist.offered", "waitlist.expired", TestEventType,
}

// TestEventType is the type of the event Test sends.
const TestEventType = "webhook.test"

// Errors of the service.
var (
	ErrNotFound         = &errs.Error{Kind: errs.NotFound, Detail: "Webhook subscription not found"}
	ErrDeliveryNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Dead letter not found"}
)

// Service manages subscriptions and delivers events.
type Service struct {
	db     *pg.DB
	cfg    Config
	client *http.Client
	now    func() time.Time
	jitter func() float64 // in [0, 1)
	// onOutcome hears each attempt Deliver records (WithOutcomes); nil: nobody.
	onOutcome func(outcome string, status int)
}

// NewService returns the service over db; zero fields of cfg take their defaults.
func NewService(db *pg.DB, cfg Config) *Service {
	if len(cfg.RetrySchedule) == 0 {
		cfg.RetrySchedule = DefaultRetrySchedule
	}
	if cfg.DeactivateAfter <= 0 {
		cfg.DeactivateAfter = DefaultDeactivateAfter
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.Retention <= 0 {
		cfg.Retention = DefaultRetention
	}
	if cfg.SecretGrace <= 0 {
		cfg.SecretGrace = DefaultSecretGrace
	}
	return &Service{db: db, cfg: cfg, client: newClient(cfg), now: time.Now, jitter: rand.Float64}
}

// Lease is how long a claim holds a delivery: longer than any live attempt takes.
func (s *Service) Lease() time.Duration { return 2*s.cfg.Timeout + leaseMargin }

// retryDelay is the delay after failed attempt n (1-based), jittered, and false when no retry is
// left.
func (s *Service) retryDelay(n int) (time.Duration, bool) {
	if n < 1 || n > len(s.cfg.RetrySchedule) {
		return 0, false
	}
	d := s.cfg.RetrySchedule[n-1]
	return time.Duration(float64(d) * (0.9 + 0.2*s.jitter())), true
}
