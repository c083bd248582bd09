-- Patient chat (internal/clinical/chat): conversations about one patient and their messages,
-- each answer with the citations it was written from and the engine, model and prompt version
-- that wrote it.
CREATE TABLE chat_conversations (
    id         uuid PRIMARY KEY,
    tenant_id  uuid NOT NULL REFERENCES tenants (id),
    patient_id uuid NOT NULL REFERENCES patients (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_tenant_patient_idx ON chat_conversations (tenant_id, patient_id, id);

CREATE TABLE chat_messages (
    id              uuid PRIMARY KEY,
    tenant_id       uuid NOT NULL REFERENCES tenants (id),
    conversation_id uuid NOT NULL REFERENCES chat_conversations (id),
    role            text NOT NULL CHECK (role IN ('user', 'assistant')),
    content         text NOT NULL,
    citations       jsonb NOT NULL DEFAULT '[]',
    engine          text,
    model           text,
    prompt_version  text,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_tenant_conversation_idx ON chat_messages (tenant_id, conversation_id, id);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['chat_conversations', 'chat_messages'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
            USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)
            WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid)$p$, t);
        EXECUTE format('GRANT SELECT, INSERT, UPDATE ON %I TO clinic_app', t);
    END LOOP;
END $$;

-- The chat's passages: Portuguese full-text search over documents' OCR text.
CREATE INDEX ocr_documents_text_search_idx ON ocr_documents
    USING gin (to_tsvector('portuguese', coalesce(ocr_text, '')));
