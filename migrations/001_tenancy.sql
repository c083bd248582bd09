-- Tenants and API keys.
-- The tenant setting is read with nullif(..., ''): after a transaction-local set_config ends, the
-- setting reads as '' on that connection, and ''::uuid would raise instead of matching nothing.

CREATE TABLE tenants (
    id         uuid PRIMARY KEY,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
-- A tenant sees its own tenant row only.
CREATE POLICY tenant_isolation ON tenants
    USING (id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
-- The operator CLI (clinic tenant/key ..., run as the owner role) provisions tenants.
CREATE POLICY operator_all ON tenants TO clinic_owner USING (true) WITH CHECK (true);

CREATE TABLE api_keys (
    id            uuid PRIMARY KEY,
    tenant_id     uuid NOT NULL REFERENCES tenants (id),
    name          text NOT NULL DEFAULT '' CHECK (length(name) <= 255),
    prefix        text NOT NULL,
    key_hash      bytea NOT NULL,
    permissions   text[] NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_used_at  timestamptz,
    revoked_at    timestamptz,
    request_count bigint NOT NULL DEFAULT 0,
    CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash)
);
CREATE INDEX api_keys_tenant_idx ON api_keys (tenant_id, created_at);
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON api_keys
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
-- Authentication happens before the tenant is known: a transaction that sets app.api_key_hash
-- sees exactly the row with that hash, so it reveals nothing to anyone who does not hold the key.
CREATE POLICY api_key_lookup ON api_keys FOR SELECT TO clinic_app
    USING (key_hash = decode((SELECT nullif(current_setting('app.api_key_hash', true), '')), 'hex'));
CREATE POLICY operator_all ON api_keys TO clinic_owner USING (true) WITH CHECK (true);

GRANT SELECT ON tenants TO clinic_app;
GRANT SELECT ON api_keys TO clinic_app;
GRANT UPDATE (request_count, last_used_at) ON api_keys TO clinic_app;
