-- Consultations (internal/clinical/consultations): the transcript so far, its SOAP note, the
-- sentences the rules engine sorted (so a transcript that only grew is read from its last
-- sentence), and which engine, model and prompt version wrote the note. soap_hash names the
-- note a client holds; a completed consultation's note is final.
CREATE TABLE consultations (
    id             uuid PRIMARY KEY,
    tenant_id      uuid NOT NULL REFERENCES tenants (id),
    patient_id     uuid NOT NULL REFERENCES patients (id),
    patient_token  text NOT NULL,
    appointment_id uuid,
    transcript     text NOT NULL,
    sentences      jsonb,
    soap           jsonb NOT NULL,
    vitals         jsonb NOT NULL,
    soap_hash      text NOT NULL,
    engine         text NOT NULL CHECK (engine IN ('rules', 'llm')),
    model          text NOT NULL DEFAULT '',
    prompt_version text NOT NULL,
    status         text NOT NULL CHECK (status IN ('open', 'completed')),
    completed_at   timestamptz,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, soap_hash)
);
CREATE INDEX consultations_tenant_patient_idx ON consultations (tenant_id, patient_id, id);
ALTER TABLE consultations ENABLE ROW LEVEL SECURITY;
ALTER TABLE consultations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON consultations
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
GRANT SELECT, INSERT, UPDATE ON consultations TO clinic_app;
