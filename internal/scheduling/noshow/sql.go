package noshow

// The statements of the package, under the caller's tenant (row-level security). They read
// appointments with their location's zone and their patient's birth date and token.

// historySQL is the tenant's attended and no-show visits in start order (scanned by Train).
const historySQL = `select a.id, a.patient_id, a.appointment_type_id, a.start_time, a.created_at, a.confirmed_at,
		a.status = 'no_show', l.timezone, p.birth_date
	from appointments a join locations l on l.id = a.location_id join patients p on p.id = a.patient_id
	where a.status in ('completed', 'no_show')
	order by a.start_time, a.id`

// visitsSQL reads the appointments meeting where, each with its patient's attended and no-show
// visits that started before it (scanned by scanRisks).
func visitsSQL(where string) string {
	return `select a.id, a.patient_id, a.appointment_type_id, a.start_time, a.created_at, a.confirmed_at, l.timezone,
			p.birth_date, a.status, a.provider_id, a.location_id, p.public_id, h.attended, h.no_shows, h.last_attended
		from appointments a join locations l on l.id = a.location_id join patients p on p.id = a.patient_id
		cross join lateral (
			select count(*) filter (where x.status = 'completed') as attended,
				count(*) filter (where x.status = 'no_show') as no_shows,
				max(x.start_time) filter (where x.status = 'completed') as last_attended
			from appointments x
			where x.patient_id = a.patient_id and x.status in ('completed', 'no_show') and x.start_time < a.start_time) h
		where ` + where + `
		order by a.start_time, a.id`
}

// upsertModelSQL stores the tenant's model, one version after the last: $1 source, $2 trained_at,
// $3 training_samples, $4 holdout_samples, $5 auc, $6 brier, $7 model. It returns the version.
const upsertModelSQL = `insert into noshow_models (tenant_id, version, source, trained_at, training_samples,
		holdout_samples, auc, brier, model)
	values (current_setting('app.tenant_id')::uuid, 1, $1, $2, $3, $4, $5, $6, $7::jsonb || '{"version": 1}')
	on conflict (tenant_id) do update set version = noshow_models.version + 1, source = excluded.source,
		trained_at = excluded.trained_at, training_samples = excluded.training_samples,
		holdout_samples = excluded.holdout_samples, auc = excluded.auc, brier = excluded.brier,
		model = excluded.model || jsonb_build_object('version', noshow_models.version + 1)
	returning version`
