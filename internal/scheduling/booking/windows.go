package booking

// The queries that read a provider's appointments in a window of time: the capacity check and
// the daily count of a booking (run under the provider's row lock), slot search's busy time, a
// provider's schedule and its cross-location conflicts. Each is bounded on start_time at both
// ends (an appointment lasts at most availability.MaxAppointment, so one that reaches into a
// window starts at most that long before it), which the index
// appointments_provider_active_idx (tenant_id, provider_id, start_time) include (end_time), partial on
// activeSQL, serves without visiting the provider's past; windows_test.go checks the plans.

// activeSQL is StatusesActive as a literal predicate, the one the partial index is declared
// with (a parameter would not let the planner prove the index applies).
const activeSQL = "status in ('requested', 'confirmed', 'checked_in', 'in_progress')"

const (
	// capacitySQL: $1 provider, $2 the appointment left out, start_time in ($4, $3).
	capacitySQL = `select start_time, end_time from appointments
		where provider_id = $1 and ` + activeSQL + ` and id <> $2 and start_time < $3 and start_time > $4`

	// dailySQL: $1 provider, $2 the appointment left out, start_time in [$3, $4).
	dailySQL = `select count(*) from appointments
		where provider_id = $1 and ` + activeSQL + ` and id <> $2 and start_time >= $3 and start_time < $4`

	// busySQL: every provider of $1, start_time in [$2, $3).
	busySQL = `select provider_id, start_time, end_time from appointments
		where provider_id = any($1) and ` + activeSQL + ` and start_time >= $2 and start_time < $3 order by start_time`

	// conflictsSQL: $1 provider, start_time in [$2, $3).
	conflictsSQL = `select id, status, location_id, start_time, end_time from appointments
		where provider_id = $1 and ` + activeSQL + ` and start_time >= $2 and start_time < $3 order by start_time, id`

	// scheduleSQL: $1 provider, start_time in [$2, $3), every status (the schedule shows them all).
	scheduleSQL = `select id, status, start_time, end_time, location_id from appointments
		where provider_id = $1 and start_time >= $2 and start_time < $3 order by start_time, id`
)
