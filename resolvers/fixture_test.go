package resolvers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// appt is one appointment of a fixture: who, where, when (UTC), in which state, booked when.
type appt struct {
	provider, location, patient int
	start                       time.Time
	status                      string
	created                     time.Time
}

// clinic is a fixture written straight into one tenant (as the app role, under RLS): ids in
// creation order (UUIDv7), as the service writes them.
type clinic struct {
	tenant       uuid.UUID
	locations    []uuid.UUID
	zones        []string
	providers    []uuid.UUID
	patients     []uuid.UUID
	tokens       []string
	names        []string
	typ          uuid.UUID
	appointments []uuid.UUID
	spec         []appt
}

func newID() uuid.UUID { return uuid.Must(uuid.NewV7()) }

// seedClinic writes zones' locations, nProviders providers, nPatients patients, one appointment
// type and the appointments of spec (each with a status history: requested, then its status).
func seedClinic(t *testing.T, db *pg.DB, tenant uuid.UUID, zones []string, nProviders, nPatients int, spec []appt) clinic {
	t.Helper()
	c := clinic{tenant: tenant, zones: zones, typ: newID(), spec: spec}
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant})
	err := db.InTenant(ctx, func(tx pgx.Tx) error {
		exec := func(sql string, args ...any) error { _, err := tx.Exec(ctx, sql, args...); return err }
		for i, z := range zones {
			id := newID()
			c.locations = append(c.locations, id)
			if err := exec(`insert into locations (id, tenant_id, name, city, timezone) values ($1, $2, $3, 'Cidade', $4)`,
				id, tenant, "Unidade "+string(rune('A'+i)), z); err != nil {
				return err
			}
		}
		for i := range nProviders {
			id := newID()
			c.providers = append(c.providers, id)
			if err := exec(`insert into provider_profiles (id, tenant_id, name, specialties, primary_location_id)
				values ($1, $2, $3, '{cardiologia}', $4)`, id, tenant, "Dra. "+string(rune('A'+i)), c.locations[0]); err != nil {
				return err
			}
		}
		if err := exec(`insert into appointment_types (id, tenant_id, name, duration_minutes) values ($1, $2, 'Consulta', 30)`,
			c.typ, tenant); err != nil {
			return err
		}
		for i := range nPatients {
			id, tok, name := newID(), testkit.PatientToken(t), "Paciente "+string(rune('A'+i))
			c.patients, c.tokens, c.names = append(c.patients, id), append(c.tokens, tok), append(c.names, name)
			if err := exec(`insert into patients (id, tenant_id, public_id, name) values ($1, $2, $3, $4)`, id, tenant, tok, name); err != nil {
				return err
			}
		}
		for _, a := range spec {
			id := newID()
			c.appointments = append(c.appointments, id)
			if err := exec(`insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id, location_id,
					start_time, end_time, status, created_at, updated_at)
				values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz + interval '30 minutes', $8, $9, $9)`,
				id, tenant, c.providers[a.provider], c.patients[a.patient], c.typ, c.locations[a.location], a.start, a.status,
				a.created); err != nil {
				return err
			}
			if err := exec(`insert into appointment_status_history (id, tenant_id, appointment_id, from_status, to_status, changed_at)
				values ($1, $2, $3, null, 'requested', $4)`, newID(), tenant, id, a.created); err != nil {
				return err
			}
			if a.status != "requested" {
				if err := exec(`insert into appointment_status_history (id, tenant_id, appointment_id, from_status, to_status, changed_at, reason)
					values ($1, $2, $3, 'requested', $4, $5, 'fixture')`, newID(), tenant, id, a.status, a.start); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("seed clinic: %v", err)
	}
	return c
}

// gqlResult is a GraphQL response.
type gqlResult struct {
	Status int
	Data   map[string]any
	Errors []struct {
		Message    string         `json:"message"`
		Path       []any          `json:"path"`
		Extensions map[string]any `json:"extensions"`
	}
	Raw []byte
}

// gql posts query (with variables) to /graphql with key.
func gql(t *testing.T, c *testkit.Client, key, query string, vars map[string]any) gqlResult {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, err := http.NewRequest(http.MethodPost, c.URL+"/graphql", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("x-api-key", key)
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	out := gqlResult{Status: resp.StatusCode, Raw: buf.Bytes()}
	if err := json.Unmarshal(out.Raw, &out); err != nil {
		t.Fatalf("response is not JSON (%d): %s", resp.StatusCode, out.Raw)
	}
	return out
}

// ok fails the test unless r is a 200 without errors, and returns its data.
func (r gqlResult) ok(t *testing.T) map[string]any {
	t.Helper()
	if r.Status != http.StatusOK || len(r.Errors) > 0 {
		t.Fatalf("status %d, body %s", r.Status, r.Raw)
	}
	return r.Data
}

// code returns the extensions.code of r's only error, failing the test unless there is exactly one.
func (r gqlResult) code(t *testing.T) string {
	t.Helper()
	if len(r.Errors) != 1 {
		t.Fatalf("want one error, got status %d body %s", r.Status, r.Raw)
	}
	code, _ := r.Errors[0].Extensions["code"].(string)
	return code
}

// at walks a decoded JSON value by keys and indexes.
func at(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			l, _ := v.([]any)
			if k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}
