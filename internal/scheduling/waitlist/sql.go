package waitlist

// Every statement of the package, run under the caller's tenant (row-level security), except
// waitlist_due (migration 008), which spans tenants and reveals only ids.

const (
	// entryColumnsSQL are the columns scanEntry reads, in its order.
	entryColumnsSQL = `id, patient_id, (select p.public_id from patients p where p.id = waitlist_entries.patient_id),
		appointment_type_id, provider_profile_id, specialty, location_id, earliest_date, latest_date, preferred_periods,
		priority, notes, status, offered_provider_id, offered_location_id, offered_start, offered_end, hold_expires_at,
		appointment_id, created_at, updated_at`

	// insertEntrySQL: $1 id, $2 patient, $3 type, $4 provider, $5 specialty, $6 location, $7 earliest, $8 latest,
	// $9 periods, $10 priority, $11 notes.
	insertEntrySQL = `insert into waitlist_entries (id, tenant_id, patient_id, appointment_type_id, provider_profile_id,
			specialty, location_id, earliest_date, latest_date, preferred_periods, priority, notes)
		values ($1, current_setting('app.tenant_id')::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
		returning ` + entryColumnsSQL

	// getEntrySQL reads entry $1; forUpdateSQL may follow.
	getEntrySQL = "select " + entryColumnsSQL + " from waitlist_entries where id = $1"

	forUpdateSQL = " for update"

	// listEntriesSQL: ids after $1 with status in $2 (null: any), patient $3, provider $4, type $5 (null: any),
	// at most $6 rows.
	listEntriesSQL = "select " + entryColumnsSQL + ` from waitlist_entries
		where id > $1 and ($2::text[] is null or status = any($2)) and ($3::uuid is null or patient_id = $3)
		and ($4::uuid is null or provider_profile_id = $4) and ($5::uuid is null or appointment_type_id = $5)
		order by id limit $6`

	// sameQueueSQL holds for o, an entry competing with m: the same type, and the same provider
	// when m names one, else no provider and the same specialty (case and accents ignored), or none.
	sameQueueSQL = `o.appointment_type_id = m.appointment_type_id and case when m.provider_profile_id is not null
		then o.provider_profile_id = m.provider_profile_id
		else o.provider_profile_id is null
			and lower(unaccent(coalesce(o.specialty, ''))) = lower(unaccent(coalesce(m.specialty, ''))) end`

	// positionSQL: entry $1's status, the waiting entries of its queue ahead of it (priority desc,
	// then creation), and all the waiting entries of its queue.
	positionSQL = `select m.status,
		(select count(*) from waitlist_entries o where o.status = 'waiting' and ` + sameQueueSQL + `
			and (o.priority > m.priority or (o.priority = m.priority and (o.created_at, o.id) < (m.created_at, m.id)))),
		(select count(*) from waitlist_entries o where o.status = 'waiting' and ` + sameQueueSQL + `)
		from waitlist_entries m where m.id = $1`

	// matchSQL locks the best waiting entry for a freed slot: $1 type, $2 provider, $3 the provider's
	// specialties, $4 location, $5 the slot's local date, $6 its period, $7 the patient who freed it,
	// $8 the slot's start (entries offered this slot before are skipped).
	matchSQL = `select e.id from waitlist_entries e
		where e.status = 'waiting' and e.appointment_type_id = $1 and e.patient_id <> $7
		and (e.provider_profile_id is null or e.provider_profile_id = $2)
		and (e.specialty is null or lower(unaccent(e.specialty)) in (select lower(unaccent(x)) from unnest($3::text[]) x))
		and (e.location_id is null or e.location_id = $4)
		and (e.earliest_date is null or e.earliest_date <= $5) and (e.latest_date is null or e.latest_date >= $5)
		and (cardinality(e.preferred_periods) = 0 or $6 = any(e.preferred_periods))
		and not exists (select 1 from waitlist_offers o where o.entry_id = e.id and o.provider_id = $2 and o.start_time = $8)
		order by e.priority desc, e.created_at, e.id
		limit 1 for update skip locked`

	// offerSQL puts entry $1 on offer: provider $2, location $3, [$4, $5), held until $6.
	offerSQL = `update waitlist_entries set status = 'offered', offered_provider_id = $2, offered_location_id = $3,
		offered_start = $4, offered_end = $5, hold_expires_at = $6, updated_at = now() where id = $1`

	// insertOfferSQL records the offer: $1 id, $2 entry, $3 provider, $4 location, $5 start, $6 end.
	insertOfferSQL = `insert into waitlist_offers (id, tenant_id, entry_id, provider_id, location_id, start_time, end_time)
		values ($1, current_setting('app.tenant_id')::uuid, $2, $3, $4, $5, $6)`

	// settleOfferSQL records outcome $2 of entry $1's open offer.
	settleOfferSQL = `update waitlist_offers set outcome = $2 where entry_id = $1 and outcome is null`

	// withdrawSQL ends entry $1's offer, leaving it in status $2.
	withdrawSQL = `update waitlist_entries set status = $2, offered_provider_id = null, offered_location_id = null,
		offered_start = null, offered_end = null, hold_expires_at = null, updated_at = now() where id = $1`

	// bookedSQL marks entry $1 booked by appointment $2 (its offer, if any, ends).
	bookedSQL = `update waitlist_entries set status = 'booked', appointment_id = $2, offered_provider_id = null,
		offered_location_id = null, offered_start = null, offered_end = null, hold_expires_at = null, updated_at = now()
		where id = $1`

	// pastSQL reports whether entry $1's latest_date is over everywhere (Etc/GMT+12, as waitlist_due).
	pastSQL = `select latest_date is not null and latest_date < (now() at time zone 'Etc/GMT+12')::date
		from waitlist_entries where id = $1`

	// todaySQL is the latest date that has not ended somewhere (in Etc/GMT+12).
	todaySQL = `select (now() at time zone 'Etc/GMT+12')::date`
)
