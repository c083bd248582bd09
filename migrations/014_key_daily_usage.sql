-- Daily request counts per API key, and what the administration panel (issue 17) needs the app
-- role to do with keys inside its own tenant.
--
-- A day is the calendar day in America/Sao_Paulo (the product's default zone), never the server's:
-- a request is counted on the day it arrived, and the Redis counts carry that day, so a flush
-- after midnight adds yesterday's requests to yesterday. Rows are only ever added to (the flush
-- upserts); api_keys.request_count stays the all-time total (it includes the requests made before
-- this table existed, which have no daily rows).

CREATE TABLE api_key_daily_usage (
    tenant_id uuid   NOT NULL REFERENCES tenants (id),
    key_id    uuid   NOT NULL REFERENCES api_keys (id),
    day       date   NOT NULL,
    requests  bigint NOT NULL DEFAULT 0 CHECK (requests >= 0),
    PRIMARY KEY (tenant_id, key_id, day)
);
-- The primary key is the index led by tenant_id; the day range of one tenant uses this one.
CREATE INDEX api_key_daily_usage_tenant_day_idx ON api_key_daily_usage (tenant_id, day);
ALTER TABLE api_key_daily_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE api_key_daily_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON api_key_daily_usage
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
-- The operator CLI lists keys with their counts as the owner role.
CREATE POLICY operator_all ON api_key_daily_usage TO clinic_owner USING (true) WITH CHECK (true);
GRANT SELECT, INSERT, UPDATE ON api_key_daily_usage TO clinic_app;

-- The panel creates, rotates and revokes keys as the app role, under the tenant policy of
-- api_keys (its WITH CHECK keeps every new key in the caller's tenant).
GRANT INSERT ON api_keys TO clinic_app;
GRANT UPDATE (revoked_at) ON api_keys TO clinic_app;
