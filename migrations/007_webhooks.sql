-- Webhooks: subscriptions, one delivery per (subscription, event), and every attempt of each.
-- The outbox (003) is read here: an event is fanned out to the deliveries of the subscriptions
-- that want it, then marked (outbox_events.delivered_at = when it was fanned out).

-- Payloads never carry internal notes (they were written into the outbox until now).
ALTER TABLE outbox_events NO FORCE ROW LEVEL SECURITY;
ALTER TABLE outbox_events DISABLE ROW LEVEL SECURITY;
UPDATE outbox_events SET payload = payload - 'internal_notes' WHERE payload ? 'internal_notes';
ALTER TABLE outbox_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE outbox_events FORCE ROW LEVEL SECURITY;
-- The fan-out and pruning functions below run as the owner, across tenants.
CREATE POLICY maintenance ON outbox_events TO clinic_owner USING (true) WITH CHECK (true);

CREATE TABLE webhook_subscriptions (
    id                         uuid PRIMARY KEY,
    tenant_id                  uuid NOT NULL REFERENCES tenants (id),
    url                        text NOT NULL,
    events                     text[] NOT NULL,
    description                text,
    is_active                  boolean NOT NULL DEFAULT true,
    -- whsec_<base64 of 32 bytes>; the previous one signs too until previous_secret_until.
    secret                     text NOT NULL,
    previous_secret            text,
    previous_secret_until      timestamptz,
    -- First failure since the last success; after SERVICE_WEBHOOK_DEACTIVATE_AFTER the
    -- subscription is deactivated with a reason.
    failing_since              timestamptz,
    deactivated_reason         text,
    created_at                 timestamptz NOT NULL DEFAULT now(),
    updated_at                 timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, id)
);
CREATE INDEX webhook_subscriptions_tenant_idx ON webhook_subscriptions (tenant_id, id);

CREATE TABLE webhook_deliveries (
    id                   uuid PRIMARY KEY,
    tenant_id            uuid NOT NULL REFERENCES tenants (id),
    subscription_id      uuid NOT NULL,
    kind                 text NOT NULL DEFAULT 'event' CHECK (kind IN ('event', 'test')),
    event_id             uuid NOT NULL,
    event_type           text NOT NULL,
    -- Events of one aggregate (an appointment) are delivered in (event_created_at, event_id) order.
    aggregate_id         uuid,
    event_created_at     timestamptz NOT NULL,
    -- The exact bytes sent and signed.
    body                 text NOT NULL,
    -- pending: to send (due at next_attempt_at once no earlier event of its aggregate is pending);
    -- succeeded; failed (a test event that failed: never retried); dead (retries exhausted or
    -- subscription deactivated: listed as a dead letter, replayable).
    status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'dead')),
    attempts             integer NOT NULL DEFAULT 0,
    next_attempt_at      timestamptz,
    -- A worker that claims the delivery holds it until leased_until; claim numbers the claims, so
    -- a worker whose lease ran out (it crashed or stalled) cannot record over a newer claim.
    claim                integer NOT NULL DEFAULT 0,
    leased_until         timestamptz,
    last_error           text,
    last_response_status integer,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    finished_at          timestamptz,
    UNIQUE (tenant_id, id),
    UNIQUE (subscription_id, event_id),
    CONSTRAINT webhook_deliveries_subscription_fkey FOREIGN KEY (tenant_id, subscription_id)
        REFERENCES webhook_subscriptions (tenant_id, id)
);
CREATE INDEX webhook_deliveries_tenant_idx ON webhook_deliveries (tenant_id, subscription_id, id);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_chain_idx ON webhook_deliveries (subscription_id, aggregate_id, event_created_at, event_id)
    WHERE status = 'pending';
CREATE INDEX webhook_deliveries_dead_idx ON webhook_deliveries (tenant_id, finished_at) WHERE status = 'dead';
CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (finished_at) WHERE status <> 'pending';

CREATE TABLE webhook_attempts (
    id              uuid PRIMARY KEY,
    tenant_id       uuid NOT NULL REFERENCES tenants (id),
    subscription_id uuid NOT NULL,
    delivery_id     uuid NOT NULL,
    attempt         integer NOT NULL,
    trigger         text NOT NULL CHECK (trigger IN ('scheduled', 'test', 'replay')),
    attempted_at    timestamptz NOT NULL,
    duration_ms     integer NOT NULL,
    succeeded       boolean NOT NULL,
    response_status integer,
    error           text,
    next_retry_at   timestamptz,
    CONSTRAINT webhook_attempts_delivery_fkey FOREIGN KEY (tenant_id, delivery_id)
        REFERENCES webhook_deliveries (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX webhook_attempts_tenant_idx ON webhook_attempts (tenant_id, subscription_id, id);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (tenant_id, delivery_id);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['webhook_subscriptions', 'webhook_deliveries', 'webhook_attempts']
    LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
            USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
            WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)$p$, t);
        EXECUTE format('CREATE POLICY maintenance ON %I TO clinic_owner USING (true) WITH CHECK (true)', t);
        EXECUTE format('GRANT SELECT, INSERT, UPDATE ON %I TO clinic_app', t);
    END LOOP;
END $$;

-- webhooks_uuid_v7 returns a UUIDv7 (time-ordered, as the service's own ids), for the deliveries
-- the fan-out creates: lists page by id in creation order.
CREATE FUNCTION webhooks_uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
    SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
        substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
        52, 1), 53, 1), 'hex')::uuid
$$;

-- webhooks_fan_out turns up to max_events outbox events, oldest first, into one pending delivery
-- per active subscription of their tenant that wants their type (and existed when they
-- happened), marks them fanned out, and returns how many events it took. The body is the
-- envelope {id, type, created_at, data}; data never carries internal_notes.
CREATE FUNCTION webhooks_fan_out(max_events integer) RETURNS integer
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
    WITH ev AS (
        SELECT e.id, e.tenant_id, e.kind, e.aggregate_id, e.payload, e.created_at FROM outbox_events e
        WHERE e.delivered_at IS NULL
        ORDER BY e.created_at, e.id LIMIT max_events
        FOR UPDATE SKIP LOCKED
    ), fanned AS (
        INSERT INTO webhook_deliveries (id, tenant_id, subscription_id, event_id, event_type, aggregate_id,
                                        event_created_at, body, next_attempt_at)
        SELECT webhooks_uuid_v7(), ev.tenant_id, s.id, ev.id, ev.kind, ev.aggregate_id, ev.created_at,
               jsonb_build_object('id', ev.id, 'type', ev.kind,
                   'created_at', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                   'data', ev.payload - 'internal_notes')::text,
               now()
        FROM ev JOIN webhook_subscriptions s ON s.tenant_id = ev.tenant_id
        WHERE s.is_active AND s.created_at <= ev.created_at AND (ev.kind = ANY (s.events) OR '*' = ANY (s.events))
        ON CONFLICT (subscription_id, event_id) DO NOTHING
    ), marked AS (
        UPDATE outbox_events e SET delivered_at = now() FROM ev WHERE e.id = ev.id RETURNING 1
    )
    SELECT count(*)::integer FROM marked
$$;

-- webhook_deliveries_due claims up to max_deliveries pending deliveries that are due and not
-- leased, each the earliest pending event of its aggregate for its subscription, leasing each for
-- lease; it returns them with their new claim number. only_tenant, when not null, limits it to
-- one tenant's deliveries (a worker dedicated to one clinic; the tests' workers).
CREATE FUNCTION webhook_deliveries_due(max_deliveries integer, lease interval, only_tenant uuid)
RETURNS TABLE (tenant_id uuid, delivery_id uuid, claim integer)
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
    WITH due AS (
        SELECT d.id FROM webhook_deliveries d
        WHERE d.status = 'pending' AND d.next_attempt_at <= now()
          AND (only_tenant IS NULL OR d.tenant_id = only_tenant)
          AND (d.leased_until IS NULL OR d.leased_until < now())
          AND NOT EXISTS (
              SELECT 1 FROM webhook_deliveries p
              WHERE p.status = 'pending' AND p.subscription_id = d.subscription_id AND p.aggregate_id = d.aggregate_id
                AND (p.event_created_at, p.event_id) < (d.event_created_at, d.event_id))
        ORDER BY d.next_attempt_at LIMIT max_deliveries
        FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE webhook_deliveries d SET leased_until = now() + lease, claim = d.claim + 1
    FROM due WHERE d.id = due.id
    RETURNING d.tenant_id, d.id, d.claim
$$;

-- webhooks_prune deletes outbox events fanned out, and finished deliveries (with their
-- attempts), older than keep, and test deliveries a crash left unfinished; it returns how many
-- rows of each it deleted.
CREATE FUNCTION webhooks_prune(keep interval) RETURNS TABLE (events bigint, deliveries bigint)
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
    WITH e AS (
        DELETE FROM outbox_events WHERE delivered_at < now() - keep RETURNING 1
    ), d AS (
        DELETE FROM webhook_deliveries
        WHERE (status <> 'pending' AND finished_at < now() - keep) OR (kind = 'test' AND created_at < now() - keep)
        RETURNING 1
    )
    SELECT (SELECT count(*) FROM e), (SELECT count(*) FROM d)
$$;

REVOKE ALL ON FUNCTION webhooks_fan_out(integer) FROM PUBLIC;
REVOKE ALL ON FUNCTION webhook_deliveries_due(integer, interval, uuid) FROM PUBLIC;
REVOKE ALL ON FUNCTION webhooks_prune(interval) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION webhooks_fan_out(integer) TO clinic_app;
GRANT EXECUTE ON FUNCTION webhook_deliveries_due(integer, interval, uuid) TO clinic_app;
GRANT EXECUTE ON FUNCTION webhooks_prune(interval) TO clinic_app;
