-- No-show models: one per tenant, trained by the worker on the tenant's own attended and no-show
-- history (scheduling/noshow). A tenant without one is scored by the documented prior model.
CREATE TABLE noshow_models (
    tenant_id        uuid PRIMARY KEY REFERENCES tenants (id),
    version          integer NOT NULL,
    source           text NOT NULL CHECK (source IN ('tenant', 'prior')),
    trained_at       timestamptz NOT NULL,
    training_samples integer NOT NULL,
    holdout_samples  integer NOT NULL,
    auc              double precision,
    brier            double precision,
    model            jsonb NOT NULL
);
ALTER TABLE noshow_models ENABLE ROW LEVEL SECURITY;
ALTER TABLE noshow_models FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON noshow_models
    USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
    WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid);
GRANT SELECT, INSERT, UPDATE ON noshow_models TO clinic_app;

-- Training reads a tenant's attended and no-show appointments in time order.
CREATE INDEX appointments_outcome_idx ON appointments (tenant_id, start_time) WHERE status IN ('completed', 'no_show');

-- The owner reads which tenants have history (below), nothing more.
CREATE POLICY noshow_maintenance ON appointments FOR SELECT TO clinic_owner USING (true);

-- noshow_tenants lists the tenants with any attended or no-show appointment, for the worker's
-- training run (it trains each under its own tenant).
CREATE FUNCTION noshow_tenants() RETURNS TABLE (tenant_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
    SELECT t.id FROM tenants t
    WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.tenant_id = t.id AND a.status IN ('completed', 'no_show'))
$$;
REVOKE ALL ON FUNCTION noshow_tenants() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION noshow_tenants() TO clinic_app;
