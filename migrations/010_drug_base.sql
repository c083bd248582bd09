-- The installation's licensed drug-interaction rules (clinic drugs import FILE.csv), read beside
-- the base the service ships with (internal/clinical/drugs/base). Reference data of the whole
-- installation, not of a tenant: no tenant_id and no row-level security. The service may only
-- read it; the import runs as the owner role and replaces every row in one transaction.
CREATE TABLE drug_base_import (
    singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    version     bigint NOT NULL,
    imported_at timestamptz NOT NULL,
    file_name   text NOT NULL,
    rules       integer NOT NULL
);

CREATE TABLE drug_base_rules (
    id             bigserial PRIMARY KEY,
    version        bigint NOT NULL,
    drug_a         text NOT NULL,
    drug_b         text NOT NULL,
    severity       text NOT NULL CHECK (severity IN ('contraindicated', 'major', 'moderate', 'minor')),
    mechanism      text NOT NULL,
    recommendation text NOT NULL,
    source         text NOT NULL
);

GRANT SELECT ON drug_base_import, drug_base_rules TO clinic_app;
