-- The waitlist: patients waiting for a slot of a type (with a provider, a specialty, a location,
-- dates and periods they accept), and the holds a freed slot gets while it is offered to one of
-- them. A hold occupies the provider like an appointment: booking and slot search count it.

CREATE TABLE waitlist_entries (
    id                  uuid PRIMARY KEY,
    tenant_id           uuid NOT NULL REFERENCES tenants (id),
    patient_id          uuid NOT NULL,
    appointment_type_id uuid NOT NULL,
    provider_profile_id uuid,
    specialty           text,
    location_id         uuid,
    earliest_date       date,
    latest_date         date,
    preferred_periods   text[] NOT NULL DEFAULT '{}',
    priority            integer NOT NULL DEFAULT 5 CHECK (priority BETWEEN 0 AND 10),
    notes               text,
    status              text NOT NULL DEFAULT 'waiting'
                        CHECK (status IN ('waiting', 'offered', 'booked', 'expired', 'removed')),
    -- The slot on offer while status is 'offered', held until hold_expires_at.
    offered_provider_id uuid,
    offered_location_id uuid,
    offered_start       timestamptz,
    offered_end         timestamptz,
    hold_expires_at     timestamptz,
    appointment_id      uuid, -- the appointment that booked it
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT waitlist_entries_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT waitlist_entries_dates_check CHECK (earliest_date IS NULL OR latest_date IS NULL OR earliest_date <= latest_date),
    CONSTRAINT waitlist_entries_offer_check CHECK (status <> 'offered' OR
        (offered_provider_id IS NOT NULL AND offered_start IS NOT NULL AND offered_end IS NOT NULL AND hold_expires_at IS NOT NULL)),
    CONSTRAINT waitlist_entries_patient_fkey FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id),
    CONSTRAINT waitlist_entries_type_fkey FOREIGN KEY (tenant_id, appointment_type_id) REFERENCES appointment_types (tenant_id, id),
    CONSTRAINT waitlist_entries_provider_fkey FOREIGN KEY (tenant_id, provider_profile_id) REFERENCES provider_profiles (tenant_id, id),
    CONSTRAINT waitlist_entries_location_fkey FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
    CONSTRAINT waitlist_entries_appointment_fkey FOREIGN KEY (tenant_id, appointment_id) REFERENCES appointments (tenant_id, id)
);
CREATE INDEX waitlist_entries_tenant_idx ON waitlist_entries (tenant_id, id);
-- Matching a freed slot, and positions: the waiting entries of a type, best first.
CREATE INDEX waitlist_entries_waiting_idx ON waitlist_entries (tenant_id, appointment_type_id, priority DESC, created_at, id)
    WHERE status = 'waiting';
-- Holds, as booking and slot search read them (like appointments_provider_active_idx).
CREATE INDEX waitlist_entries_holds_idx ON waitlist_entries (tenant_id, offered_provider_id, offered_start)
    INCLUDE (offered_end, hold_expires_at) WHERE status = 'offered';
CREATE INDEX waitlist_entries_hold_expiry_idx ON waitlist_entries (hold_expires_at) WHERE status = 'offered';

-- Every offer made, so a slot is never offered twice to the same entry (after its hold expired).
CREATE TABLE waitlist_offers (
    id          uuid PRIMARY KEY,
    tenant_id   uuid NOT NULL REFERENCES tenants (id),
    entry_id    uuid NOT NULL,
    provider_id uuid NOT NULL,
    location_id uuid NOT NULL,
    start_time  timestamptz NOT NULL,
    end_time    timestamptz NOT NULL,
    offered_at  timestamptz NOT NULL DEFAULT now(),
    outcome     text CHECK (outcome IN ('booked', 'expired', 'removed', 'superseded')),
    CONSTRAINT waitlist_offers_entry_fkey FOREIGN KEY (tenant_id, entry_id) REFERENCES waitlist_entries (tenant_id, id)
);
CREATE INDEX waitlist_offers_entry_idx ON waitlist_offers (tenant_id, entry_id, provider_id, start_time);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['waitlist_entries', 'waitlist_offers']
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

-- waitlist_due lists, across tenants, the entries whose hold has run out and the waiting or
-- offered entries whose latest_date is over everywhere (in UTC-12, Etc/GMT+12, the last zone
-- where a date ends), up to max_entries; the worker settles each under its tenant.
CREATE FUNCTION waitlist_due(max_entries integer) RETURNS TABLE (tenant_id uuid, entry_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
    SELECT e.tenant_id, e.id FROM waitlist_entries e
    WHERE (e.status = 'offered' AND e.hold_expires_at <= now())
       OR (e.status IN ('waiting', 'offered') AND e.latest_date < (now() AT TIME ZONE 'Etc/GMT+12')::date)
    ORDER BY e.hold_expires_at NULLS LAST
    LIMIT max_entries
$$;
REVOKE ALL ON FUNCTION waitlist_due(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION waitlist_due(integer) TO clinic_app;
