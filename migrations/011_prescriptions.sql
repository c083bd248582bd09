-- Prescriptions (internal/clinical/prescriptions): items as JSON, the safety gate's verdict and
-- findings as of the last change or signature. A signed prescription is immutable; it can only
-- be cancelled (and re-issued as a new one). A blocked one is signed only with an override
-- reason, kept here.
CREATE TABLE prescriptions (
    id              uuid PRIMARY KEY,
    tenant_id       uuid NOT NULL REFERENCES tenants (id),
    patient_id      uuid NOT NULL REFERENCES patients (id),
    patient_token   text NOT NULL, -- the patient's pat_ token, as it was resolved at creation
    doctor_id       uuid NOT NULL REFERENCES doctors (id),
    status          text NOT NULL CHECK (status IN ('draft', 'signed', 'cancelled')),
    items           jsonb NOT NULL,
    notes           text,
    gate            text NOT NULL CHECK (gate IN ('passed', 'warnings', 'blocked')),
    findings        jsonb NOT NULL,
    override_reason text,
    signed_at       timestamptz,
    cancelled_at    timestamptz,
    cancel_reason   text,
    version         integer NOT NULL DEFAULT 1,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CHECK (status <> 'signed' OR signed_at IS NOT NULL),
    CHECK (gate <> 'blocked' OR status <> 'signed' OR override_reason IS NOT NULL)
);
CREATE INDEX prescriptions_tenant_patient_idx ON prescriptions (tenant_id, patient_id, id);
ALTER TABLE prescriptions ENABLE ROW LEVEL SECURITY;
ALTER TABLE prescriptions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON prescriptions
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
GRANT SELECT, INSERT, UPDATE ON prescriptions TO clinic_app;
