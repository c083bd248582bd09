-- A graph job can be requested again (a document linked to another patient, or unlinked): the
-- worker marks it done only if no request came while it ran.
ALTER TABLE document_jobs ADD COLUMN requested_at timestamptz NOT NULL DEFAULT now();
