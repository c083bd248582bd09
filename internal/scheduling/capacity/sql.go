package capacity

// The window queries over what occupies a provider: its active appointments and the live holds
// of waitlist offers. Each is bounded on the start at both ends (an occupancy lasts at most
// availability.MaxAppointment, so one that reaches into a window starts at most that long before
// it), which the partial indexes appointments_provider_active_idx and waitlist_entries_holds_idx
// serve without visiting the provider's past; windows_test.go checks the plans.

// activeSQL is booking's active statuses as a literal predicate, the one the partial index is
// declared with (a parameter would not let the planner prove the index applies).
const activeSQL = "status in ('requested', 'confirmed', 'checked_in', 'in_progress')"

// liveHoldSQL is a waitlist hold that still holds: offered and not yet expired (an expired hold
// stops counting at once; the worker then moves the offer on, checking the slot again).
const liveHoldSQL = "status = 'offered' and hold_expires_at > now()"

const (
	// capacitySQL: $1 provider, $2 the appointment left out, start in ($4, $3), $5 the entry whose hold is left out.
	capacitySQL = `select start_time, end_time from appointments
			where provider_id = $1 and ` + activeSQL + ` and id <> $2 and start_time < $3 and start_time > $4
		union all
		select offered_start, offered_end from waitlist_entries
			where offered_provider_id = $1 and ` + liveHoldSQL + ` and id <> $5 and offered_start < $3 and offered_start > $4`

	// dailySQL: $1 provider, $2 the appointment left out, start in [$3, $4), $5 the entry whose hold is left out.
	dailySQL = `select (select count(*) from appointments
			where provider_id = $1 and ` + activeSQL + ` and id <> $2 and start_time >= $3 and start_time < $4)
		+ (select count(*) from waitlist_entries
			where offered_provider_id = $1 and ` + liveHoldSQL + ` and id <> $5 and offered_start >= $3 and offered_start < $4)`

	// busySQL: every provider of $1, start in [$2, $3), in start order.
	busySQL = `select provider_id, start_time, end_time from appointments
			where provider_id = any($1) and ` + activeSQL + ` and start_time >= $2 and start_time < $3
		union all
		select offered_provider_id, offered_start, offered_end from waitlist_entries
			where offered_provider_id = any($1) and ` + liveHoldSQL + ` and offered_start >= $2 and offered_start < $3
		order by 2`
)
