package calendar

import "strings"

// The SQL text of the package: every statement the calendar runs, the column lists its scanners
// read, and the fragments its list and update statements are built from. The Go code that runs a
// statement names it here; list filters use page.Query's convention, %d standing for the number
// of the filter's parameter.

// Fragments used by more than one statement.
const (
	// activeFilterSQL keeps active rows; no parameter.
	activeFilterSQL = "is_active"
	// providerFilterSQL keeps the rows of one provider: $%d the provider.
	providerFilterSQL = "provider_id = $%d"
	// forUpdateSQL, appended to a select, locks the rows it reads until the transaction ends.
	forUpdateSQL = " for update"
)

// Locations.
const (
	// locationColumnsSQL are the columns scanLocation reads, in its order.
	locationColumnsSQL = "id, name, address, city, state, zip_code, phone, timezone, operating_hours, metadata, is_active, created_at, updated_at"

	// locationsTableSQL is the table of locations, for ListLocations and deactivate.
	locationsTableSQL = "locations"

	// insertLocationSQL creates a location of the caller's tenant: $1 id, $2 name, $3 address, $4 city, $5 state,
	// $6 zip_code, $7 phone, $8 timezone, $9 operating_hours, $10 metadata, $11 is_active; returns locationColumnsSQL.
	insertLocationSQL = `insert into locations (id, tenant_id, name, address, city, state, zip_code, phone,
			timezone, operating_hours, metadata, is_active)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
		returning ` + locationColumnsSQL

	// getLocationSQL reads location $1 (locationColumnsSQL).
	getLocationSQL = "select " + locationColumnsSQL + " from locations where id = $1"

	// locationZonesSQL reads every location's time zone (LocationZones).
	locationZonesSQL = "select id, timezone from locations"

	// updateLocationSQL sets the fields of location $1 that are not null among $2 name, $3 address, $4 city,
	// $5 state, $6 zip_code, $7 phone, $8 timezone, $9 operating_hours, $10 metadata, $11 is_active; returns locationColumnsSQL.
	updateLocationSQL = `update locations set
			name = coalesce($2, name), address = coalesce($3, address), city = coalesce($4, city),
			state = coalesce($5, state), zip_code = coalesce($6, zip_code), phone = coalesce($7, phone),
			timezone = coalesce($8, timezone), operating_hours = coalesce($9, operating_hours),
			metadata = coalesce($10, metadata), is_active = coalesce($11, is_active), updated_at = now()
		where id = $1 returning ` + locationColumnsSQL

	// cityFilterSQL keeps the locations of a city, ignoring case and accents: $%d the city.
	cityFilterSQL = "unaccent(lower(city)) = unaccent(lower($%d))"

	// shareLocationSQL reads whether location $1 is active, holding a share lock on it (it cannot be
	// deactivated meanwhile).
	shareLocationSQL = "select is_active from locations where id = $1 for share"

	// locationExistsSQL reads whether location $1 exists (active or not).
	locationExistsSQL = "select exists(select 1 from locations where id = $1)"
)

// deactivateSQL soft-deletes row $1 of table (locationsTableSQL or appointmentTypesTableSQL):
// is_active false, updated_at bumped only when it was active.
func deactivateSQL(table string) string {
	return "update " + table + " set is_active = false, updated_at = case when is_active then now() else updated_at end where id = $1"
}

// Rooms.
const (
	// roomColumnsSQL are the columns scanRoom reads, in its order.
	roomColumnsSQL = "id, location_id, name, is_active, created_at, updated_at"

	// insertRoomSQL creates a room of the caller's tenant: $1 id, $2 location, $3 name; returns roomColumnsSQL.
	insertRoomSQL = `insert into rooms (id, tenant_id, location_id, name)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3) returning ` + roomColumnsSQL

	// listRoomsSQL reads one page of location $1's rooms: ids after $2, inactive ones too when $3, at most $4 rows.
	listRoomsSQL = "select " + roomColumnsSQL + ` from rooms where location_id = $1 and id > $2
		and (is_active or $3) order by id limit $4`

	// deactivateRoomSQL soft-deletes room $1 of location $2 (updated_at bumped only when it was active).
	deactivateRoomSQL = `update rooms set is_active = false,
			updated_at = case when is_active then now() else updated_at end
		where id = $1 and location_id = $2`

	// getRoomSQL reads room $1 of location $2 (roomColumnsSQL).
	getRoomSQL = "select " + roomColumnsSQL + " from rooms where id = $1 and location_id = $2"

	// shareRoomLocationSQL reads whether the location of room $1 (at location $2) is active, holding a share
	// lock on the location.
	shareRoomLocationSQL = `select l.is_active from rooms r join locations l on l.id = r.location_id
		where r.id = $1 and r.location_id = $2 for share of l`

	// updateRoomSQL sets room $1 of location $2's name to $3 and is_active to $4 where they are not null;
	// returns roomColumnsSQL.
	updateRoomSQL = `update rooms set name = coalesce($3, name), is_active = coalesce($4, is_active),
		updated_at = now() where id = $1 and location_id = $2 returning ` + roomColumnsSQL
)

// Appointment types.
const (
	// appointmentTypeColumnsSQL are the columns scanAppointmentType reads, in its order.
	appointmentTypeColumnsSQL = "id, name, duration_minutes, specialty, description, is_active, created_at, updated_at"

	// appointmentTypesTableSQL is the table of appointment types, for deactivate.
	appointmentTypesTableSQL = "appointment_types"

	// insertAppointmentTypeSQL creates a type of the caller's tenant: $1 id, $2 name, $3 duration_minutes,
	// $4 specialty, $5 description, $6 is_active (null: true); returns appointmentTypeColumnsSQL.
	insertAppointmentTypeSQL = `insert into appointment_types (id, tenant_id, name, duration_minutes, specialty, description, is_active)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, coalesce($6, true))
		returning ` + appointmentTypeColumnsSQL

	// getAppointmentTypeSQL reads type $1 (appointmentTypeColumnsSQL).
	getAppointmentTypeSQL = "select " + appointmentTypeColumnsSQL + " from appointment_types where id = $1"

	// updateAppointmentTypeSQL sets the fields of type $1 that are not null among $2 name, $3 duration_minutes,
	// $4 specialty, $5 description, $6 is_active; returns appointmentTypeColumnsSQL.
	updateAppointmentTypeSQL = `update appointment_types set name = coalesce($2, name),
			duration_minutes = coalesce($3, duration_minutes), specialty = coalesce($4, specialty),
			description = coalesce($5, description), is_active = coalesce($6, is_active), updated_at = now()
		where id = $1 returning ` + appointmentTypeColumnsSQL

	// listAppointmentTypesSQL reads one page of types: ids after $1, inactive ones too when $2, at most $3 rows.
	listAppointmentTypesSQL = "select " + appointmentTypeColumnsSQL + " from appointment_types where id > $1 and (is_active or $2) order by id limit $3"
)

// Providers.
const (
	// providerColumnsSQL are the columns scanProvider reads, in its order.
	providerColumnsSQL = `id, name, doctor_id, specialties, default_appointment_duration_minutes,
	buffer_between_appointments_minutes, max_daily_appointments, max_concurrent_appointments, primary_location_id,
	is_accepting_new_patients, metadata, is_active, created_at, updated_at`

	// providersTableSQL is the table of provider profiles, for ListProviders.
	providersTableSQL = "provider_profiles"

	// checkProviderRefsSQL reads whether doctor $1 is null or the tenant's, and whether location $2 is null or an
	// active location of the tenant.
	checkProviderRefsSQL = `select $1::uuid is null or exists (select 1 from doctors where id = $1),
		$2::uuid is null or exists (select 1 from locations where id = $2 and is_active)`

	// insertProviderSQL creates a provider of the caller's tenant: $1 id, $2 name, $3 doctor_id, $4 specialties,
	// $5 default_appointment_duration_minutes, $6 buffer_between_appointments_minutes, $7 max_daily_appointments,
	// $8 max_concurrent_appointments, $9 primary_location_id, $10 is_accepting_new_patients, $11 metadata,
	// $12 is_active; returns created_at, updated_at.
	insertProviderSQL = `insert into provider_profiles (id, tenant_id, name, doctor_id, specialties,
			default_appointment_duration_minutes, buffer_between_appointments_minutes, max_daily_appointments,
			max_concurrent_appointments, primary_location_id, is_accepting_new_patients, metadata, is_active)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
		returning created_at, updated_at`

	// getProviderSQL reads provider $1 (providerColumnsSQL).
	getProviderSQL = "select " + providerColumnsSQL + " from provider_profiles where id = $1"

	// specialtyFilterSQL keeps the providers with a specialty, ignoring case and accents: $%d the specialty.
	specialtyFilterSQL = "exists (select 1 from unnest(specialties) s where lower(unaccent(s)) = lower(unaccent($%d)))"

	// primaryLocationFilterSQL keeps the providers whose primary location is $%d.
	primaryLocationFilterSQL = "primary_location_id = $%d"

	// deactivateProviderSQL soft-deletes provider $1 (updated_at bumped only when it was active).
	deactivateProviderSQL = `update provider_profiles set is_active = false,
		updated_at = case when is_active then now() else updated_at end where id = $1`

	// lockProviderRowSQL takes provider $1's row lock (no key update: references to it may still be written).
	lockProviderRowSQL = "select 1 from provider_profiles where id = $1 for no key update"

	// providerExistsSQL reads provider $1 when it exists (active or not).
	providerExistsSQL = "select 1 from provider_profiles where id = $1"
)

// The SET items of updateProviderSQL: a set item gives its column the parameter whose number
// replaces %d; a clear item sets its nullable column to null.
const (
	touchProviderSQL          = "updated_at = now()"                         // stamps updated_at; no parameter
	setProviderNameSQL        = "name = $%d"                                 // sets name to $%d
	setProviderDoctorSQL      = "doctor_id = $%d"                            // sets doctor_id to $%d
	clearProviderDoctorSQL    = "doctor_id = null"                           // clears doctor_id; no parameter
	setProviderSpecialtiesSQL = "specialties = $%d"                          // sets specialties to $%d
	setProviderDurationSQL    = "default_appointment_duration_minutes = $%d" // sets the default duration to $%d
	setProviderBufferSQL      = "buffer_between_appointments_minutes = $%d"  // sets the buffer to $%d
	setProviderMaxDailySQL    = "max_daily_appointments = $%d"               // sets max_daily_appointments to $%d
	clearProviderMaxDailySQL  = "max_daily_appointments = null"              // clears max_daily_appointments; no parameter
	setProviderConcurrentSQL  = "max_concurrent_appointments = $%d"          // sets max_concurrent_appointments to $%d
	setProviderLocationSQL    = "primary_location_id = $%d"                  // sets primary_location_id to $%d
	clearProviderLocationSQL  = "primary_location_id = null"                 // clears primary_location_id; no parameter
	setProviderAcceptingSQL   = "is_accepting_new_patients = $%d"            // sets is_accepting_new_patients to $%d
	setProviderMetadataSQL    = "metadata = $%d"                             // replaces metadata with $%d
	setProviderActiveSQL      = "is_active = $%d"                            // sets is_active to $%d
)

// updateProviderSQL sets the SET items sets (touchProviderSQL and the set and clear items above,
// numbered by UpdateProvider from $2) on provider $1; returns providerColumnsSQL.
func updateProviderSQL(sets []string) string {
	return "update provider_profiles set " + strings.Join(sets, ", ") + " where id = $1 returning " + providerColumnsSQL
}

// Templates.
const (
	// templateClockColumnsSQL reads start_time and end_time as minutes after midnight (24:00 is 1440).
	templateClockColumnsSQL = `(extract(epoch from start_time) / 60)::int as start_minutes, (extract(epoch from end_time) / 60)::int as end_minutes`

	// templateColumnsSQL are the columns scanTemplate reads, in its order.
	templateColumnsSQL = `id, provider_id, location_id, weekday, ` + templateClockColumnsSQL + `, valid_from, valid_until,
	appointment_type_ids, is_active, created_at, updated_at`

	// templatesTableSQL is the table of schedule templates, for ListTemplates.
	templatesTableSQL = "schedule_templates"

	// checkTemplateRefsSQL reads whether location $1 is null or an active location of the tenant, and which of
	// the appointment types $2 are the tenant's.
	checkTemplateRefsSQL = `select $1::uuid is null or exists (select 1 from locations where id = $1 and is_active),
		coalesce((select array_agg(id) from appointment_types where id = any($2::uuid[])), '{}')`

	// templateOverlapSQL reads the first other active template (id, clock columns) of provider $1 at location
	// $2 on weekday $3, not $4, whose window meets [$5, $6) and whose validity meets [$7, $8] (null: unbounded).
	templateOverlapSQL = `select id, ` + templateClockColumnsSQL + ` from schedule_templates
		where provider_id = $1 and location_id = $2 and weekday = $3 and is_active and id <> $4
		  and start_time < $6::time and $5::time < end_time
		  and coalesce(valid_from, '-infinity'::date) <= coalesce($8::date, 'infinity'::date)
		  and coalesce($7::date, '-infinity'::date) <= coalesce(valid_until, 'infinity'::date)
		order by id limit 1`

	// insertTemplateSQL creates a template of the caller's tenant: $1 id, $2 provider, $3 location, $4 weekday,
	// $5 start_time, $6 end_time, $7 valid_from, $8 valid_until, $9 appointment_type_ids, $10 is_active;
	// returns created_at, updated_at.
	insertTemplateSQL = `insert into schedule_templates (id, tenant_id, provider_id, location_id, weekday,
			start_time, end_time, valid_from, valid_until, appointment_type_ids, is_active)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4, $5::time, $6::time,
			$7::date, $8::date, $9, $10)
		returning created_at, updated_at`

	// locationFilterSQL keeps the templates at location $%d.
	locationFilterSQL = "location_id = $%d"

	// weekdayFilterSQL keeps the templates of weekday $%d.
	weekdayFilterSQL = "weekday = $%d"

	// getTemplateSQL reads template $1 of provider $2 (templateColumnsSQL); forUpdateSQL may follow.
	getTemplateSQL = "select " + templateColumnsSQL + " from schedule_templates where id = $1 and provider_id = $2"

	// updateTemplateSQL rewrites template $1 of provider $2: $3 location, $4 weekday, $5 start_time, $6 end_time,
	// $7 valid_from, $8 valid_until, $9 appointment_type_ids, $10 is_active; returns updated_at.
	updateTemplateSQL = `update schedule_templates set location_id = $3, weekday = $4, start_time = $5::time,
			end_time = $6::time, valid_from = $7::date, valid_until = $8::date, appointment_type_ids = $9,
			is_active = $10, updated_at = now()
		where id = $1 and provider_id = $2 returning updated_at`

	// deactivateTemplateSQL soft-deletes template $1 of provider $2 (updated_at bumped only when it was active).
	deactivateTemplateSQL = `update schedule_templates set is_active = false,
		updated_at = case when is_active then now() else updated_at end where id = $1 and provider_id = $2`
)

// Overrides.
const (
	// overrideColumnsSQL are the columns scanOverride reads, in its order.
	overrideColumnsSQL = `id, provider_id, kind, date, (extract(epoch from start_time) / 60)::int,
	(extract(epoch from end_time) / 60)::int, location_id, reason, created_at`

	// overridesTableSQL is the table of schedule overrides, for ListOverrides.
	overridesTableSQL = "schedule_overrides"

	// insertOverrideSQL creates an override of the caller's tenant: $1 id, $2 provider, $3 kind, $4 date,
	// $5 start_time, $6 end_time, $7 location, $8 reason; returns created_at.
	insertOverrideSQL = `insert into schedule_overrides (id, tenant_id, provider_id, kind, date, start_time,
			end_time, location_id, reason)
		values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, $3, $4::date, $5::time,
			$6::time, $7, $8)
		returning created_at`

	// dateFromFilterSQL keeps the overrides dated $%d or later.
	dateFromFilterSQL = "date >= $%d::date"

	// dateToFilterSQL keeps the overrides dated $%d or earlier.
	dateToFilterSQL = "date <= $%d::date"

	// overrideLocationFilterSQL keeps the overrides that apply at location $%d: its own and those for every location.
	overrideLocationFilterSQL = "(location_id = $%d or location_id is null)"

	// deleteOverrideSQL deletes override $1 of provider $2.
	deleteOverrideSQL = "delete from schedule_overrides where id = $1 and provider_id = $2"
)

// What booking and slot search read (reads.go).
const (
	// lockProviderSQL reads provider $1's terms (is_active, buffer, max concurrent, max daily) holding its row lock.
	lockProviderSQL = `select is_active, buffer_between_appointments_minutes, max_concurrent_appointments,
			max_daily_appointments from provider_profiles where id = $1 for update`

	// providerSpecialtiesSQL reads provider $1's specialties and whether it is active.
	providerSpecialtiesSQL = "select specialties, is_active from provider_profiles where id = $1"

	// typeActiveSQL reads whether appointment type $1 is active.
	typeActiveSQL = "select is_active from appointment_types where id = $1"

	// typeMinutesSQL reads the duration of appointment type $1 when it is active.
	typeMinutesSQL = "select duration_minutes from appointment_types where id = $1 and is_active"

	// sitesSQL reads id, name, timezone, operating_hours and is_active of the locations $1.
	sitesSQL = "select id, name, timezone, operating_hours, is_active from locations where id = any($1)"

	// roomAtSQL reads whether room $1 is active and its location.
	roomAtSQL = "select is_active, location_id from rooms where id = $1"

	// addedWindowsSQL reads provider $1's `added` overrides with times for location $2 or every location dated
	// $3 to $4 (date, start and end minutes, location), each with whether the provider has active templates at $2.
	addedWindowsSQL = `select o.date, (extract(epoch from o.start_time) / 60)::int, (extract(epoch from o.end_time) / 60)::int,
			o.location_id, exists (select 1 from schedule_templates t where t.provider_id = $1 and t.location_id = $2 and t.is_active)
		from schedule_overrides o
		where o.provider_id = $1 and o.kind = 'added' and o.start_time is not null and o.date between $3 and $4
		  and (o.location_id is null or o.location_id = $2)`

	// searchProvidersSQL reads the active providers that are $1 (null: any) and have specialty $2 ('': any),
	// each with the specialty of theirs that matched $2, ignoring case and accents.
	searchProvidersSQL = `select id, name, specialties, default_appointment_duration_minutes,
			buffer_between_appointments_minutes, max_daily_appointments, max_concurrent_appointments,
			(select s from unnest(specialties) s where $2 <> '' and lower(unaccent(s)) = lower(unaccent($2)) limit 1)
		from provider_profiles
		where is_active and ($1::uuid is null or id = $1)
		  and ($2 = '' or exists (select 1 from unnest(specialties) s where lower(unaccent(s)) = lower(unaccent($2))))`

	// calendarTemplatesSQL reads the active templates at active locations of the providers $1, at location $2
	// (null: any), with start and end as minutes.
	calendarTemplatesSQL = `select t.provider_id, t.location_id, t.weekday,
			(extract(epoch from t.start_time) / 60)::int, (extract(epoch from t.end_time) / 60)::int,
			t.valid_from, t.valid_until, t.appointment_type_ids
		from schedule_templates t join locations l on l.id = t.location_id
		where t.is_active and l.is_active and t.provider_id = any($1) and ($2::uuid is null or t.location_id = $2)`

	// calendarOverridesSQL reads the overrides of the providers $1 dated $2 to $3, for every location or an
	// active one, that apply at location $4 (null: any), by id.
	calendarOverridesSQL = `select o.provider_id, o.kind, o.date, (extract(epoch from o.start_time) / 60)::int,
			(extract(epoch from o.end_time) / 60)::int, o.location_id
		from schedule_overrides o left join locations l on l.id = o.location_id
		where o.provider_id = any($1) and o.date between $2 and $3 and (o.location_id is null or l.is_active)
		  and ($4::uuid is null or o.location_id is null or o.location_id = $4)
		order by o.id`

	// activeTemplatesSQL reads provider $1's active templates at active locations (templateColumnsSQL, then the
	// location's name and timezone), by id.
	activeTemplatesSQL = `select t.*, l.name, l.timezone
		from (select ` + templateColumnsSQL + ` from schedule_templates where provider_id = $1 and is_active) t
		join locations l on l.id = t.location_id and l.is_active order by t.id`
)
