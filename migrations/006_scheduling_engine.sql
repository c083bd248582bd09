-- Operating hours now bound availability and booking. Until now they were stored and never used,
-- and a location created without them was stored as closed every day; applying them as written
-- would close those locations. Such a location (no window on any day) becomes open every day
-- 00:00-24:00, which is what it has behaved as, and is what a location created without
-- operating_hours (through the API or by the column default) gets from now on. The owner role is subject to row-level security, so the
-- policy is lifted for this one statement, inside this migration's transaction.
ALTER TABLE locations NO FORCE ROW LEVEL SECURITY;
ALTER TABLE locations DISABLE ROW LEVEL SECURITY;
UPDATE locations
   SET operating_hours = '{"mon": [{"start": "00:00", "end": "24:00"}], "tue": [{"start": "00:00", "end": "24:00"}],
                          "wed": [{"start": "00:00", "end": "24:00"}], "thu": [{"start": "00:00", "end": "24:00"}],
                          "fri": [{"start": "00:00", "end": "24:00"}], "sat": [{"start": "00:00", "end": "24:00"}],
                          "sun": [{"start": "00:00", "end": "24:00"}]}'
 WHERE NOT jsonb_path_exists(operating_hours, '$.*[*]');
ALTER TABLE locations ALTER COLUMN operating_hours SET DEFAULT
    '{"mon": [{"start": "00:00", "end": "24:00"}], "tue": [{"start": "00:00", "end": "24:00"}],
      "wed": [{"start": "00:00", "end": "24:00"}], "thu": [{"start": "00:00", "end": "24:00"}],
      "fri": [{"start": "00:00", "end": "24:00"}], "sat": [{"start": "00:00", "end": "24:00"}],
      "sun": [{"start": "00:00", "end": "24:00"}]}';
ALTER TABLE locations ENABLE ROW LEVEL SECURITY;
ALTER TABLE locations FORCE ROW LEVEL SECURITY;

-- Capacity and busy-time queries read a provider's active appointments in a bounded window of
-- start_time; this index serves them without visiting the provider's completed or cancelled
-- history, and carries end_time so the sweep's input is read from the index alone.
CREATE INDEX appointments_provider_active_idx ON appointments (tenant_id, provider_id, start_time) INCLUDE (end_time)
    WHERE status IN ('requested', 'confirmed', 'checked_in', 'in_progress');
