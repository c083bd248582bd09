package webhooks

// Every statement of the package. Statements run under the caller's tenant (row-level security)
// except the three functions of migration 007, which span tenants and reveal only ids.
const (
	// subscriptionColumnsSQL are the columns scanSubscription reads, in its order.
	subscriptionColumnsSQL = `id, url, events, description, is_active, deactivated_reason, failing_since,
		case when previous_secret_until > now() then previous_secret_until end, created_at, updated_at`

	// insertSubscriptionSQL: $1 id, $2 url, $3 events, $4 description, $5 is_active, $6 secret.
	insertSubscriptionSQL = `insert into webhook_subscriptions (id, tenant_id, url, events, description, is_active, secret)
		values ($1, current_setting('app.tenant_id')::uuid, $2, $3, $4, $5, $6)
		returning ` + subscriptionColumnsSQL

	getSubscriptionSQL = "select " + subscriptionColumnsSQL + " from webhook_subscriptions where id = $1"

	// listSubscriptionsSQL: ids after $1, at most $2 rows.
	listSubscriptionsSQL = "select " + subscriptionColumnsSQL + " from webhook_subscriptions where id > $1 order by id limit $2"

	// updateSubscriptionSQL sets the non-null fields of subscription $1 among $2 url, $3 events,
	// $4 description, $5 is_active; $6, when not null, is a new secret and $7 the end of the old
	// one's grace. Reactivation clears the failure record.
	updateSubscriptionSQL = `update webhook_subscriptions set
		url = coalesce($2, url), events = coalesce($3, events), description = coalesce($4, description),
		failing_since = case when $5::boolean and not is_active then null else failing_since end,
		deactivated_reason = case when $5::boolean then null else deactivated_reason end,
		is_active = coalesce($5, is_active),
		previous_secret = case when $6::text is null then previous_secret else secret end,
		previous_secret_until = case when $6::text is null then previous_secret_until else $7 end,
		secret = coalesce($6, secret),
		updated_at = now()
		where id = $1
		returning ` + subscriptionColumnsSQL

	deactivateSubscriptionSQL = `update webhook_subscriptions set is_active = false,
		updated_at = case when is_active then now() else updated_at end where id = $1`

	// secretsSQL: the secrets that sign for subscription $1 now, current first.
	secretsSQL = `select secret, case when previous_secret_until > now() then previous_secret end
		from webhook_subscriptions where id = $1`

	// claimedDeliverySQL reads delivery $1 under claim $2 while it is pending and leased, with what
	// an attempt needs of its subscription.
	claimedDeliverySQL = `select d.subscription_id, d.event_id, d.event_type, d.body, d.attempts, d.kind,
		s.url, s.is_active, s.secret, case when s.previous_secret_until > now() then s.previous_secret end
		from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id
		where d.id = $1 and d.claim = $2 and d.status = 'pending'`

	// insertAttemptSQL: $1 id, $2 subscription, $3 delivery, $4 attempt, $5 trigger, $6 attempted_at,
	// $7 duration_ms, $8 succeeded, $9 response_status, $10 error, $11 next_retry_at.
	insertAttemptSQL = `insert into webhook_attempts (id, tenant_id, subscription_id, delivery_id, attempt, trigger,
		attempted_at, duration_ms, succeeded, response_status, error, next_retry_at)
		values ($1, current_setting('app.tenant_id')::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`

	// settleDeliverySQL records the outcome of an attempt on delivery $1 if claim $2 still holds:
	// $3 status, $4 next_attempt_at, $5 last_error, $6 last_response_status. It returns the
	// number of attempts made.
	settleDeliverySQL = `update webhook_deliveries set status = $3, next_attempt_at = $4, last_error = $5,
		last_response_status = $6, attempts = attempts + 1, leased_until = null, updated_at = now(),
		finished_at = case when $3 = 'pending' then null else now() end
		where id = $1 and claim = $2 and status = 'pending'
		returning attempts`

	// deadUnsentSQL makes delivery $1, under claim $2, a dead letter for reason $3 without an attempt.
	deadUnsentSQL = `update webhook_deliveries set status = 'dead', last_error = $3, next_attempt_at = null,
		leased_until = null, finished_at = now(), updated_at = now()
		where id = $1 and claim = $2 and status = 'pending'`

	// healthySQL clears subscription $1's failure record after a success.
	healthySQL = `update webhook_subscriptions set failing_since = null where id = $1 and failing_since is not null`

	// failingSQL starts subscription $1's failure record if it is not running, and returns when it started.
	failingSQL = `update webhook_subscriptions set failing_since = coalesce(failing_since, now()) where id = $1
		returning failing_since`

	// deactivateFailingSQL deactivates subscription $1 with reason $2 and makes its pending
	// deliveries dead letters with the same reason.
	deactivateFailingSQL = `with s as (
			update webhook_subscriptions set is_active = false, deactivated_reason = $2, updated_at = now()
			where id = $1 and is_active returning id)
		update webhook_deliveries d set status = 'dead', last_error = $2, next_attempt_at = null, leased_until = null,
			finished_at = now(), updated_at = now()
		from s where d.subscription_id = s.id and d.status = 'pending'`

	// insertTestDeliverySQL creates a test delivery of subscription $1, already claimed (claim 1,
	// leased until now + $5): $2 id, $3 event id, $4 body. Nothing is inserted for an unknown
	// subscription.
	insertTestDeliverySQL = `insert into webhook_deliveries (id, tenant_id, subscription_id, kind, event_id, event_type,
			event_created_at, body, claim, leased_until)
		select $2, tenant_id, id, 'test', $3, 'webhook.test', now(), $4, 1, now() + $5 from webhook_subscriptions where id = $1
		returning claim`

	// claimReplaySQL claims dead delivery $1 for a replay (pending, due after the lease $2 so a
	// crash mid-replay leaves it to the workers), when its subscription is active. It returns
	// the claim, or the reason it cannot be replayed.
	claimReplaySQL = `with d as (
			select d.id, d.status, s.is_active from webhook_deliveries d
			join webhook_subscriptions s on s.id = d.subscription_id where d.id = $1 and d.kind = 'event' for update of d
		), claimed as (
			update webhook_deliveries w set status = 'pending', claim = w.claim + 1, leased_until = now() + $2,
				next_attempt_at = now() + $2, finished_at = null, updated_at = now()
			from d where w.id = d.id and d.status = 'dead' and d.is_active
			returning w.claim)
		select d.status, d.is_active, (select claim from claimed) from d`

	// attemptColumnsSQL are the columns scanAttempt reads, in its order (a attempts, d deliveries).
	attemptColumnsSQL = `a.id, a.delivery_id, d.event_id, d.event_type, a.attempt, a.trigger, a.attempted_at,
		a.duration_ms, a.succeeded, a.response_status, a.error, a.next_retry_at, d.status`

	// attemptsSQL: the attempts of subscription $1 before id $2 (uuid nil: from the newest), newest
	// first, at most $3.
	attemptsSQL = "select " + attemptColumnsSQL + ` from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
		where a.subscription_id = $1 and ($2 = '00000000-0000-0000-0000-000000000000'::uuid or a.id < $2)
		order by a.id desc limit $3`

	// attemptSQL reads attempt $1.
	attemptSQL = "select " + attemptColumnsSQL + ` from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
		where a.id = $1`

	// deadLetterColumnsSQL are the columns scanDeadLetter reads, in its order.
	deadLetterColumnsSQL = `id, subscription_id, event_id, event_type, attempts, last_error, last_response_status,
		body, created_at, finished_at`

	// deadLettersSQL: dead deliveries of subscription $1 (all when null) before id $2 (uuid nil: from
	// the newest), newest first, at most $3.
	deadLettersSQL = "select " + deadLetterColumnsSQL + ` from webhook_deliveries
		where status = 'dead' and ($1::uuid is null or subscription_id = $1)
		and ($2 = '00000000-0000-0000-0000-000000000000'::uuid or id < $2)
		order by id desc limit $3`
)
