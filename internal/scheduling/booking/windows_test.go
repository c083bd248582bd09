package booking_test

import (
	"testing"

	"clinic/internal/scheduling/booking"
	"clinic/internal/testkit"
)

// Booking's window queries read a bounded range of one provider's appointments through an
// index, never the provider's whole history: with ten years of completed visits behind a
// provider, the plan of each is an index scan bounded on start_time at both ends (capacity's
// queries have the same test). The plans are logged (go test -v -run TestWindowQueryPlans).
func TestWindowQueryPlans(t *testing.T) {
	env := testkit.Setup(t)
	ctx, provider, at := env.ProviderHistory(t)
	for _, q := range []struct {
		name, sql string
		args      []any
	}{
		{"conflicts", booking.ConflictsSQL, []any{provider, at.AddDate(0, 0, -1), at.AddDate(0, 0, 2)}},
		{"schedule", booking.ScheduleSQL, []any{provider, at.Add(-booking.BusyBefore), at.Add(booking.BusyAfter)}},
	} {
		env.CheckBoundedPlan(t, ctx, q.name, q.sql, q.args...)
	}
}
