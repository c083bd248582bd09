-- Patient documents: the uploaded file and its OCR record, the patient-document links, and the
-- durable processing jobs.

-- One uploaded file and what OCR found in it. The file lives in the blob store under storage_key.
CREATE TABLE ocr_documents (
    id                    uuid PRIMARY KEY,
    tenant_id             uuid NOT NULL REFERENCES tenants (id),
    storage_key           text NOT NULL,
    original_filename     text CHECK (length(original_filename) <= 255),
    mime_type             text NOT NULL CHECK (mime_type IN ('application/pdf', 'image/png', 'image/jpeg', 'application/dicom')),
    file_size_bytes       bigint NOT NULL CHECK (file_size_bytes > 0),
    sha256                bytea NOT NULL CHECK (length(sha256) = 32),
    page_count            integer CHECK (page_count >= 0),
    ocr_status            text NOT NULL DEFAULT 'pending'
                          CHECK (ocr_status IN ('pending', 'processing', 'completed', 'failed', 'skipped')),
    ocr_error             text,
    ocr_text              text,
    -- How each page was read, e.g. {text_layer,text_layer,tesseract}.
    ocr_methods           text[],
    dicom_modality        text,
    dicom_study_date      date,
    uploaded_by           uuid,
    attempts              integer NOT NULL DEFAULT 0,
    created_at            timestamptz NOT NULL DEFAULT now(),
    updated_at            timestamptz NOT NULL DEFAULT now(),
    -- The SLA promised at upload: unfinished by then, the reaper fails the document.
    deadline_at           timestamptz NOT NULL,
    processing_started_at timestamptz,
    processed_at          timestamptz,
    CONSTRAINT ocr_documents_tenant_id_key UNIQUE (tenant_id, id)
);
-- The reaper looks for unfinished documents across tenants.
CREATE INDEX ocr_documents_unfinished_idx ON ocr_documents (deadline_at) WHERE ocr_status IN ('pending', 'processing');

-- A document shown in a patient's record. The upload creates one; POST .../documents links an
-- existing OCR document to (another) patient.
CREATE TABLE patient_documents (
    id                        uuid PRIMARY KEY,
    tenant_id                 uuid NOT NULL REFERENCES tenants (id),
    patient_id                uuid NOT NULL,
    document_id               uuid NOT NULL,
    document_type             text NOT NULL CHECK (document_type IN ('clinical_note', 'consent_form', 'exam_result',
                              'imaging', 'insurance_doc', 'lab_report', 'other', 'prescription', 'referral')),
    title                     text CHECK (length(title) <= 500),
    notes                     text CHECK (length(notes) <= 2000),
    uploaded_by               uuid,
    is_active                 boolean NOT NULL DEFAULT true,
    classification_status     text NOT NULL CHECK (classification_status IN ('pending', 'completed', 'failed', 'skipped')),
    classification_confidence double precision CHECK (classification_confidence BETWEEN 0 AND 1),
    classifier_version        text,
    created_at                timestamptz NOT NULL DEFAULT now(),
    updated_at                timestamptz NOT NULL DEFAULT now(),
    deleted_at                timestamptz,
    CONSTRAINT patient_documents_patient_fk FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id),
    CONSTRAINT patient_documents_document_fk FOREIGN KEY (tenant_id, document_id) REFERENCES ocr_documents (tenant_id, id)
);
-- Linking is idempotent: one active link per patient and document.
CREATE UNIQUE INDEX patient_documents_active_key ON patient_documents (tenant_id, patient_id, document_id) WHERE is_active;
CREATE INDEX patient_documents_list_idx ON patient_documents (tenant_id, patient_id, created_at DESC, id DESC) WHERE is_active;
CREATE INDEX patient_documents_document_idx ON patient_documents (tenant_id, document_id);

-- Work the worker owes a document, written in the transaction that makes it due, before anything
-- is queued: a crash between commit and enqueue loses nothing (the sweeper enqueues it again).
CREATE TABLE document_jobs (
    tenant_id   uuid NOT NULL REFERENCES tenants (id),
    document_id uuid NOT NULL,
    kind        text NOT NULL CHECK (kind IN ('ocr', 'graph')),
    state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done')),
    enqueues    integer NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    done_at     timestamptz,
    PRIMARY KEY (tenant_id, document_id, kind),
    CONSTRAINT document_jobs_document_fk FOREIGN KEY (tenant_id, document_id) REFERENCES ocr_documents (tenant_id, id)
);
CREATE INDEX document_jobs_queued_idx ON document_jobs (updated_at) WHERE state = 'queued';

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['ocr_documents', 'patient_documents', 'document_jobs']
    LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
            USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
            WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)$p$, t);
        -- The two maintenance functions below run as the owner, across tenants.
        EXECUTE format('CREATE POLICY maintenance ON %I TO clinic_owner USING (true) WITH CHECK (true)', t);
        EXECUTE format('GRANT SELECT, INSERT, UPDATE ON %I TO clinic_app', t);
    END LOOP;
END $$;

-- Terminal states never change again, whoever updates the row.
CREATE FUNCTION documents_keep_terminal_ocr() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.ocr_status IN ('completed', 'failed', 'skipped') AND NEW.ocr_status IS DISTINCT FROM OLD.ocr_status THEN
        RAISE EXCEPTION 'ocr_status % is terminal', OLD.ocr_status USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER ocr_documents_keep_terminal BEFORE UPDATE OF ocr_status ON ocr_documents
    FOR EACH ROW EXECUTE FUNCTION documents_keep_terminal_ocr();

CREATE FUNCTION documents_keep_terminal_classification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.classification_status IN ('completed', 'failed', 'skipped')
       AND NEW.classification_status IS DISTINCT FROM OLD.classification_status THEN
        RAISE EXCEPTION 'classification_status % is terminal', OLD.classification_status USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER patient_documents_keep_terminal BEFORE UPDATE OF classification_status ON patient_documents
    FOR EACH ROW EXECUTE FUNCTION documents_keep_terminal_classification();

-- documents_reap ends every document still unfinished at its deadline: OCR failed with
-- 'processing timeout', pending classifications failed, its OCR job done. It returns what it
-- ended. It runs as the owner because it spans tenants; it reveals ids only to the worker.
CREATE FUNCTION documents_reap() RETURNS TABLE (tenant_id uuid, document_id uuid)
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
    WITH reaped AS (
        UPDATE ocr_documents d SET ocr_status = 'failed', ocr_error = 'processing timeout',
               processed_at = now(), updated_at = now()
        WHERE d.ocr_status IN ('pending', 'processing') AND d.deadline_at < now()
        RETURNING d.tenant_id, d.id
    ), links AS (
        UPDATE patient_documents l SET classification_status = 'failed', updated_at = now()
        FROM reaped r WHERE l.tenant_id = r.tenant_id AND l.document_id = r.id AND l.classification_status = 'pending'
    ), jobs AS (
        UPDATE document_jobs j SET state = 'done', done_at = now(), updated_at = now()
        FROM reaped r WHERE j.tenant_id = r.tenant_id AND j.document_id = r.id AND j.kind = 'ocr' AND j.state = 'queued'
    )
    SELECT r.tenant_id, r.id FROM reaped r
$$;

-- documents_jobs_due lists queued jobs not touched for idle (lost on the way to the queue, or
-- left by a crash), oldest first, and marks them touched so the next sweep waits again.
CREATE FUNCTION documents_jobs_due(idle interval, max_jobs integer)
RETURNS TABLE (tenant_id uuid, document_id uuid, kind text)
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
    WITH due AS (
        SELECT j.tenant_id, j.document_id, j.kind FROM document_jobs j
        WHERE j.state = 'queued' AND j.updated_at < now() - idle
        ORDER BY j.updated_at LIMIT max_jobs
        FOR UPDATE SKIP LOCKED
    )
    UPDATE document_jobs j SET updated_at = now(), enqueues = j.enqueues + 1
    FROM due WHERE j.tenant_id = due.tenant_id AND j.document_id = due.document_id AND j.kind = due.kind
    RETURNING j.tenant_id, j.document_id, j.kind
$$;
REVOKE ALL ON FUNCTION documents_reap() FROM PUBLIC;
REVOKE ALL ON FUNCTION documents_jobs_due(interval, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION documents_reap() TO clinic_app;
GRANT EXECUTE ON FUNCTION documents_jobs_due(interval, integer) TO clinic_app;
