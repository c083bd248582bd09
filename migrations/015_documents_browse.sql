-- The tenant's documents of every patient in upload (id) order, as the analytics API pages them
-- (documents.Browse): an index led by tenant_id, like every tenant index.
CREATE INDEX patient_documents_browse_idx ON patient_documents (tenant_id, id) WHERE is_active;
