package capacity_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/scheduling/capacity"
	"clinic/internal/testkit"
)

// The capacity check, the daily count and slot search's busy time read a bounded range of one
// provider's (or the searched providers') appointments and holds through an index, never the
// provider's whole history: with ten years of completed visits behind a provider, each plan is
// an index scan bounded on the start at both ends. The plans are logged (go test -v).
func TestWindowQueryPlans(t *testing.T) {
	env := testkit.Setup(t)
	ctx, provider, at := env.ProviderHistory(t)
	for _, q := range []struct {
		name, sql string
		args      []any
	}{
		{"capacity", capacity.CapacitySQL, []any{provider, uuid.Nil, at.Add(40 * time.Minute), at.Add(-13 * time.Hour), uuid.Nil}},
		{"daily", capacity.DailySQL, []any{provider, uuid.Nil, at.Add(-12 * time.Hour), at.Add(12 * time.Hour), uuid.Nil}},
		{"busy", capacity.BusySQL, []any{[]uuid.UUID{provider}, at.Add(-36 * time.Hour), at.Add(60 * time.Hour)}},
	} {
		env.CheckBoundedPlan(t, ctx, q.name, q.sql, q.args...)
	}
}
