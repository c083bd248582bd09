-- Scheduling: locations, rooms, appointment types, provider profiles, weekly templates, overrides,
-- appointments with their status history, and the outbox of events.
-- Every table follows the tenant pattern (see migrations.go). Instants are timestamptz (UTC);
-- template and override times are wall-clock times of the location's IANA zone.

-- Exclusion constraints mixing = (tenant, room) with && (time range) need btree_gist (trusted).
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE locations (
    id              uuid PRIMARY KEY,
    tenant_id       uuid NOT NULL REFERENCES tenants (id),
    name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    address         text,
    city            text,
    state           text CHECK (state ~ '^[A-Z]{2}$'),
    zip_code        text,
    phone           text,
    timezone        text NOT NULL DEFAULT 'America/Sao_Paulo',
    -- {"mon": [{"start": "08:00", "end": "12:00"}], ..., "sun": []}
    operating_hours jsonb NOT NULL DEFAULT '{}',
    metadata        jsonb NOT NULL DEFAULT '{}',
    is_active       boolean NOT NULL DEFAULT true,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT locations_tenant_id_key UNIQUE (tenant_id, id)
);

CREATE TABLE rooms (
    id          uuid PRIMARY KEY,
    tenant_id   uuid NOT NULL REFERENCES tenants (id),
    location_id uuid NOT NULL,
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    is_active   boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT rooms_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT rooms_location_fkey FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);
CREATE INDEX rooms_location_idx ON rooms (tenant_id, location_id);

CREATE TABLE appointment_types (
    id               uuid PRIMARY KEY,
    tenant_id        uuid NOT NULL REFERENCES tenants (id),
    name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    duration_minutes int NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
    specialty        text,
    description      text,
    is_active        boolean NOT NULL DEFAULT true,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT appointment_types_tenant_id_key UNIQUE (tenant_id, id)
);

CREATE TABLE provider_profiles (
    id                                   uuid PRIMARY KEY,
    tenant_id                            uuid NOT NULL REFERENCES tenants (id),
    name                                 text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    doctor_id                            uuid,
    specialties                          text[] NOT NULL DEFAULT '{}',
    default_appointment_duration_minutes int NOT NULL DEFAULT 30 CHECK (default_appointment_duration_minutes BETWEEN 5 AND 480),
    buffer_between_appointments_minutes  int NOT NULL DEFAULT 0 CHECK (buffer_between_appointments_minutes BETWEEN 0 AND 240),
    max_daily_appointments               int CHECK (max_daily_appointments > 0),
    max_concurrent_appointments          int NOT NULL DEFAULT 1 CHECK (max_concurrent_appointments BETWEEN 1 AND 100),
    primary_location_id                  uuid,
    is_accepting_new_patients            boolean NOT NULL DEFAULT true,
    metadata                             jsonb NOT NULL DEFAULT '{}',
    is_active                            boolean NOT NULL DEFAULT true,
    created_at                           timestamptz NOT NULL DEFAULT now(),
    updated_at                           timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT provider_profiles_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT provider_profiles_doctor_fkey FOREIGN KEY (tenant_id, doctor_id) REFERENCES doctors (tenant_id, id),
    CONSTRAINT provider_profiles_location_fkey FOREIGN KEY (tenant_id, primary_location_id) REFERENCES locations (tenant_id, id)
);

CREATE TABLE schedule_templates (
    id                   uuid PRIMARY KEY,
    tenant_id            uuid NOT NULL REFERENCES tenants (id),
    provider_id          uuid NOT NULL,
    location_id          uuid NOT NULL,
    weekday              smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7), -- 1 = Monday ... 7 = Sunday
    start_time           time NOT NULL,
    end_time             time NOT NULL,
    valid_from           date,
    valid_until          date,
    appointment_type_ids uuid[] NOT NULL DEFAULT '{}', -- empty: every type
    is_active            boolean NOT NULL DEFAULT true,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT schedule_templates_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT schedule_templates_times_check CHECK (end_time > start_time),
    CONSTRAINT schedule_templates_validity_check CHECK (valid_until IS NULL OR valid_from IS NULL OR valid_until >= valid_from),
    CONSTRAINT schedule_templates_provider_fkey FOREIGN KEY (tenant_id, provider_id) REFERENCES provider_profiles (tenant_id, id),
    CONSTRAINT schedule_templates_location_fkey FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);
CREATE INDEX schedule_templates_provider_idx ON schedule_templates (tenant_id, provider_id, weekday);

CREATE TABLE schedule_overrides (
    id          uuid PRIMARY KEY,
    tenant_id   uuid NOT NULL REFERENCES tenants (id),
    provider_id uuid NOT NULL,
    kind        text NOT NULL CHECK (kind IN ('blocked', 'modified', 'added')),
    date        date NOT NULL, -- local date of the location
    start_time  time,
    end_time    time,
    location_id uuid, -- null: every location
    reason      text,
    created_at  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT schedule_overrides_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT schedule_overrides_times_check CHECK (
        (start_time IS NULL AND end_time IS NULL AND kind = 'blocked')
        OR (start_time IS NOT NULL AND end_time IS NOT NULL AND end_time > start_time)),
    CONSTRAINT schedule_overrides_provider_fkey FOREIGN KEY (tenant_id, provider_id) REFERENCES provider_profiles (tenant_id, id),
    CONSTRAINT schedule_overrides_location_fkey FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);
CREATE INDEX schedule_overrides_provider_idx ON schedule_overrides (tenant_id, provider_id, date);

CREATE TABLE appointments (
    id                  uuid PRIMARY KEY,
    tenant_id           uuid NOT NULL REFERENCES tenants (id),
    provider_id         uuid NOT NULL,
    patient_id          uuid NOT NULL,
    appointment_type_id uuid NOT NULL,
    location_id         uuid NOT NULL,
    room_id             uuid,
    start_time          timestamptz NOT NULL,
    end_time            timestamptz NOT NULL,
    status              text NOT NULL DEFAULT 'requested' CHECK (status IN
                        ('requested', 'confirmed', 'checked_in', 'in_progress', 'completed', 'no_show', 'cancelled')),
    source              text NOT NULL DEFAULT 'api',
    notes               text,
    internal_notes      text,
    external_reference  text,
    metadata            jsonb NOT NULL DEFAULT '{}',
    version             int NOT NULL DEFAULT 1,
    confirmed_at        timestamptz,
    confirmed_by        text,
    checked_in_at       timestamptz,
    checked_in_by       text,
    started_at          timestamptz,
    completed_at        timestamptz,
    no_show_at          timestamptz,
    cancelled_at        timestamptz,
    cancelled_by        text,
    cancellation_reason text,
    rescheduled_from_id uuid,
    rescheduled_to_id   uuid,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT appointments_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT appointments_times_check CHECK (end_time > start_time AND end_time - start_time <= interval '12 hours'),
    CONSTRAINT appointments_provider_fkey FOREIGN KEY (tenant_id, provider_id) REFERENCES provider_profiles (tenant_id, id),
    CONSTRAINT appointments_patient_fkey FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id),
    CONSTRAINT appointments_type_fkey FOREIGN KEY (tenant_id, appointment_type_id) REFERENCES appointment_types (tenant_id, id),
    CONSTRAINT appointments_location_fkey FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
    CONSTRAINT appointments_room_fkey FOREIGN KEY (tenant_id, room_id) REFERENCES rooms (tenant_id, id),
    -- A room never holds two overlapping active appointments, whatever the application does.
    CONSTRAINT appointments_room_overlap EXCLUDE USING gist (
        tenant_id WITH =, room_id WITH =, tstzrange(start_time, end_time) WITH &&)
        WHERE (room_id IS NOT NULL AND status IN ('requested', 'confirmed', 'checked_in', 'in_progress'))
);
-- Provider conflicts honour max_concurrent_appointments and buffers, which an exclusion constraint
-- cannot express: bookings take a row lock on the provider profile in the same transaction.
CREATE INDEX appointments_provider_time_idx ON appointments (tenant_id, provider_id, start_time);
CREATE INDEX appointments_patient_idx ON appointments (tenant_id, patient_id, start_time);
CREATE INDEX appointments_location_idx ON appointments (tenant_id, location_id, start_time);

CREATE TABLE appointment_status_history (
    id             uuid PRIMARY KEY,
    tenant_id      uuid NOT NULL REFERENCES tenants (id),
    appointment_id uuid NOT NULL,
    from_status    text,
    to_status      text NOT NULL,
    changed_at     timestamptz NOT NULL DEFAULT now(),
    changed_by     text,
    reason         text,
    CONSTRAINT appointment_status_history_appointment_fkey FOREIGN KEY (tenant_id, appointment_id) REFERENCES appointments (tenant_id, id)
);
CREATE INDEX appointment_status_history_idx ON appointment_status_history (tenant_id, appointment_id, changed_at);

-- Events clients may want to hear about, written in the transaction of the change; delivered
-- later from here (webhooks issue).
CREATE TABLE outbox_events (
    id           uuid PRIMARY KEY,
    tenant_id    uuid NOT NULL REFERENCES tenants (id),
    kind         text NOT NULL,
    aggregate_id uuid NOT NULL,
    payload      jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz
);
CREATE INDEX outbox_events_tenant_idx ON outbox_events (tenant_id, created_at);
CREATE INDEX outbox_events_pending_idx ON outbox_events (created_at) WHERE delivered_at IS NULL;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['locations', 'rooms', 'appointment_types', 'provider_profiles', 'schedule_templates',
                             'schedule_overrides', 'appointments', 'appointment_status_history', 'outbox_events']
    LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
            USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
            WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)$p$, t);
        EXECUTE format('GRANT SELECT, INSERT, UPDATE ON %I TO clinic_app', t);
    END LOOP;
END $$;
-- Overrides are hard-deleted (the spec's deactivation table); nothing else is.
GRANT DELETE ON schedule_overrides TO clinic_app;
