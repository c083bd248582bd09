-- Patients and doctors.

CREATE TABLE patients (
    id         uuid PRIMARY KEY,
    tenant_id  uuid NOT NULL REFERENCES tenants (id),
    -- The opaque, tenant-scoped pat_ token clients should use (random; never derived from id).
    public_id  text NOT NULL CHECK (public_id ~ '^pat_[0-9A-Za-z]{22}$'),
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    birth_date date,
    sex        text CHECK (sex IN ('female', 'male', 'other', 'unknown')),
    cpf        text CHECK (cpf ~ '^[0-9]{11}$'),
    phone      text,
    email      text,
    metadata   jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT patients_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT patients_public_id_key UNIQUE (tenant_id, public_id),
    CONSTRAINT patients_cpf_key UNIQUE (tenant_id, cpf)
);
CREATE INDEX patients_tenant_birth_date_idx ON patients (tenant_id, birth_date);
ALTER TABLE patients ENABLE ROW LEVEL SECURITY;
ALTER TABLE patients FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON patients
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
GRANT SELECT, INSERT, UPDATE, DELETE ON patients TO clinic_app;

CREATE TABLE doctors (
    id          uuid PRIMARY KEY,
    tenant_id   uuid NOT NULL REFERENCES tenants (id),
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    crm         text NOT NULL CHECK (crm ~ '^[0-9]{1,10}$'),
    crm_uf      text NOT NULL CHECK (crm_uf ~ '^[A-Z]{2}$'),
    specialties text[] NOT NULL DEFAULT '{}',
    email       text,
    phone       text,
    is_active   boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT doctors_tenant_id_key UNIQUE (tenant_id, id),
    CONSTRAINT doctors_crm_key UNIQUE (tenant_id, crm_uf, crm)
);
ALTER TABLE doctors ENABLE ROW LEVEL SECURITY;
ALTER TABLE doctors FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON doctors
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
GRANT SELECT, INSERT, UPDATE, DELETE ON doctors TO clinic_app;

-- Accent-insensitive name search ("Joao" finds "João").
CREATE EXTENSION IF NOT EXISTS unaccent;
