package booking

// The SQL text of the package: every statement booking runs, the column list scanAppointment
// reads, and the fragments its list and lifecycle statements are built from. The Go code that
// runs a statement names it here; list filters use page.Query's convention, %d standing for the
// number of the filter's parameter.

// The queries that read a provider's appointments in a window of time: a provider's schedule and
// its cross-location conflicts (the capacity check, the daily count and slot search's busy time
// are capacity's: capacity/sql.go). Each is bounded on start_time at both ends (an appointment
// lasts at most availability.MaxAppointment, so one that reaches into a window starts at most
// that long before it), which the index appointments_provider_active_idx (tenant_id,
// provider_id, start_time) include (end_time), partial on activeSQL, serves without visiting the
// provider's past; windows_test.go checks the plans.

// activeSQL is StatusesActive as a literal predicate, the one the partial index is declared
// with (a parameter would not let the planner prove the index applies).
const activeSQL = "status in ('requested', 'confirmed', 'checked_in', 'in_progress')"

const (
	// conflictsSQL: $1 provider, start_time in [$2, $3).
	conflictsSQL = `select id, status, location_id, start_time, end_time from appointments
		where provider_id = $1 and ` + activeSQL + ` and start_time >= $2 and start_time < $3 order by start_time, id`

	// scheduleSQL: $1 provider, start_time in [$2, $3), every status (the schedule shows them all).
	scheduleSQL = `select id, status, start_time, end_time, location_id from appointments
		where provider_id = $1 and start_time >= $2 and start_time < $3 order by start_time, id`
)

// Appointments.
const (
	// appointmentColumnsSQL are read by scanAppointment, in a select or a returning clause over appointments.
	appointmentColumnsSQL = `id, provider_id, patient_id,
	(select p.public_id from patients p where p.id = appointments.patient_id),
	appointment_type_id, location_id, room_id, start_time, end_time, status, source, notes, internal_notes,
	external_reference, metadata, version, confirmed_at, confirmed_by, checked_in_at, checked_in_by, started_at,
	completed_at, no_show_at, cancelled_at, cancelled_by, cancellation_reason, rescheduled_from_id,
	rescheduled_to_id, created_at, updated_at`

	// appointmentsTableSQL is the table of appointments, for ListAppointments.
	appointmentsTableSQL = "appointments"

	// getAppointmentSQL reads appointment $1 (appointmentColumnsSQL); forUpdateSQL may follow.
	getAppointmentSQL = "select " + appointmentColumnsSQL + " from appointments where id = $1"

	// forUpdateSQL, appended to a select, locks the rows it reads until the transaction ends.
	forUpdateSQL = " for update"

	// insertAppointmentSQL books an appointment of the caller's tenant at version 1: $1 id, $2 provider,
	// $3 patient, $4 appointment type, $5 location, $6 room, $7 start_time, $8 end_time, $9 status, $10 source,
	// $11 notes, $12 internal_notes, $13 external_reference, $14 metadata, $15 rescheduled_from_id,
	// $16 created_at and updated_at.
	insertAppointmentSQL = `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id,
			location_id, room_id, start_time, end_time, status, source, notes, internal_notes, external_reference,
			metadata, version, rescheduled_from_id, created_at, updated_at)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8,
			$9, $10, $11, $12, $13, $14, 1, $15, $16, $16)`

	// updateAppointmentSQL is UpdateAppointment's optimistic write of appointment $1 at version $2: notes := $4
	// when $3, internal_notes := $6 when $5, room_id := $8 when $7, metadata := $9 unless null; version + 1,
	// updated_at $10.
	updateAppointmentSQL = `update appointments set
			notes = case when $3 then $4 else notes end,
			internal_notes = case when $5 then $6 else internal_notes end,
			room_id = case when $7 then $8 else room_id end,
			metadata = coalesce($9::jsonb, metadata),
			version = version + 1, updated_at = $10
		where id = $1 and version = $2`

	// appointmentVersionSQL reads the version of appointment $1.
	appointmentVersionSQL = "select version from appointments where id = $1"

	// linkRescheduledSQL points appointment $1 at its replacement $2, version + 1, updated_at $3.
	linkRescheduledSQL = `update appointments set rescheduled_to_id = $2, version = version + 1, updated_at = $3
		where id = $1`

	// cancelRescheduledSQL cancels appointment $1 for its replacement $5: status $2, cancelled_at and updated_at
	// $3, cancellation_reason $4, version + 1.
	cancelRescheduledSQL = `update appointments set status = $2, cancelled_at = $3, cancellation_reason = $4,
			rescheduled_to_id = $5, version = version + 1, updated_at = $3
		where id = $1`
)

// setStatusSQL moves appointment $1 to status $2 with updated_at $3 and version + 1, setting the
// lifecycle fields of set too (one of the *SetSQL items below).
func setStatusSQL(set string) string {
	return "update appointments set status = $2, " + set + ", version = version + 1, updated_at = $3 where id = $1"
}

// The lifecycle fields each operation sets in setStatusSQL: $3 the time of the change, $4 who did it,
// $5 the cancellation reason.
const (
	confirmSetSQL  = "confirmed_at = $3, confirmed_by = $4"                           // confirmed at $3 by $4
	checkInSetSQL  = "checked_in_at = $3, checked_in_by = $4"                         // checked in at $3 by $4
	startSetSQL    = "started_at = $3"                                                // started at $3
	completeSetSQL = "completed_at = $3"                                              // completed at $3
	noShowSetSQL   = "no_show_at = $3"                                                // marked no-show at $3
	cancelSetSQL   = "cancelled_at = $3, cancelled_by = $4, cancellation_reason = $5" // cancelled at $3 by $4 for reason $5
)

// Status history.
const (
	// listHistorySQL reads appointment $1's status history, oldest first.
	listHistorySQL = `select from_status, to_status, changed_at, changed_by, reason
		from appointment_status_history where appointment_id = $1 order by changed_at, id`

	// listHistoriesSQL reads the status histories of the appointments $1 (a uuid[]), each oldest first.
	listHistoriesSQL = `select appointment_id, from_status, to_status, changed_at, changed_by, reason
		from appointment_status_history where appointment_id = any($1) order by appointment_id, changed_at, id`

	// insertHistorySQL appends a status-history entry of the caller's tenant: $1 id, $2 appointment,
	// $3 from_status, $4 to_status, $5 changed_at, $6 changed_by, $7 reason.
	insertHistorySQL = `insert into appointment_status_history (id, tenant_id, appointment_id, from_status,
			to_status, changed_at, changed_by, reason)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7)`
)

// The filters of ListAppointments.
const (
	// providerFilterSQL keeps the appointments of provider $%d.
	providerFilterSQL = "provider_id = $%d"
	// locationFilterSQL keeps the appointments at location $%d.
	locationFilterSQL = "location_id = $%d"
	// appointmentTypeFilterSQL keeps the appointments of type $%d.
	appointmentTypeFilterSQL = "appointment_type_id = $%d"
	// statusFilterSQL keeps the appointments in one of the statuses $%d.
	statusFilterSQL = "status = any($%d)"
	// startFromFilterSQL keeps the appointments starting at $%d or later.
	startFromFilterSQL = "start_time >= $%d"
	// startToFilterSQL keeps the appointments starting before $%d.
	startToFilterSQL = "start_time < $%d"
)

// statsRelationSQL defines a, the appointments of an aggregate (readStats): $1/$2 the locations'
// ids and time zones, $3/$4 a UTC bound on start_time, $5/$6 the local dates [from, to), $7/$8 an
// optional provider and location. The aggregate's select follows.
const statsRelationSQL = `with z(location_id, tz) as (select * from unnest($1::uuid[], $2::text[])),
a as (
  select x.id, x.status, x.provider_id, x.location_id, x.start_time, x.created_at,
    x.start_time at time zone z.tz as local_start
  from appointments x join z on z.location_id = x.location_id
  where x.start_time >= $3 and x.start_time < $4
    and ($7::uuid is null or x.provider_id = $7) and ($8::uuid is null or x.location_id = $8)
    and (x.start_time at time zone z.tz)::date >= $5::date and (x.start_time at time zone z.tz)::date < $6::date
)
`
