package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// apptT0 is a Monday, 10:00 in São Paulo: the tests' reference instant.
var apptT0 = time.Date(2030, 1, 7, 13, 0, 0, 0, time.UTC)

// apptExec runs sql as the app role inside tenant (RLS applies).
func apptExec(t *testing.T, env *testkit.Env, tenant uuid.UUID, sql string, args ...any) {
	t.Helper()
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: tenant})
	if err := env.App.InTenant(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, sql, args...)
		return err
	}); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// apptProviderOpts are the capacity settings of a provider made by apptNewProvider.
type apptProviderOpts struct {
	maxConcurrent int // default 1
	buffer        int
	maxDaily      *int
	inactive      bool
}

func apptNewProvider(t *testing.T, a api, o apptProviderOpts) uuid.UUID {
	t.Helper()
	if o.maxConcurrent == 0 {
		o.maxConcurrent = 1
	}
	id := uuid.Must(uuid.NewV7())
	apptExec(t, a.env, a.tenant.ID, `insert into provider_profiles (id, tenant_id, name, buffer_between_appointments_minutes,
		max_concurrent_appointments, max_daily_appointments, is_active) values ($1, $2, 'Dra. Ana', $3, $4, $5, $6)`,
		id, a.tenant.ID, o.buffer, o.maxConcurrent, o.maxDaily, !o.inactive)
	return id
}

func apptNewLocation(t *testing.T, a api, zone string, active bool) uuid.UUID {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	apptExec(t, a.env, a.tenant.ID, `insert into locations (id, tenant_id, name, timezone, is_active)
		values ($1, $2, 'Unidade Centro', $3, $4)`, id, a.tenant.ID, zone, active)
	return id
}

func apptNewRoom(t *testing.T, a api, location uuid.UUID, active bool) uuid.UUID {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	apptExec(t, a.env, a.tenant.ID, `insert into rooms (id, tenant_id, location_id, name, is_active)
		values ($1, $2, $3, 'Sala 1', $4)`, id, a.tenant.ID, location, active)
	return id
}

func apptNewType(t *testing.T, a api, active bool) uuid.UUID {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	apptExec(t, a.env, a.tenant.ID, `insert into appointment_types (id, tenant_id, name, duration_minutes, is_active)
		values ($1, $2, 'Consulta', 30, $3)`, id, a.tenant.ID, active)
	return id
}

// apptNewPatient registers a patient through the API and returns its token and internal UUID.
func apptNewPatient(t *testing.T, a api) (token, id string) {
	t.Helper()
	p := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Maria da Silva"}).Expect(t, 201).JSON(t)
	return p["id"].(string), p["uuid"].(string)
}

// apptWorld is a tenant with one provider, a São Paulo location with a room, a type and a patient.
type apptWorld struct {
	api
	provider, location, room, apptType uuid.UUID
	patient, patientUUID               string
}

func apptSetup(t *testing.T, o apptProviderOpts) apptWorld {
	t.Helper()
	w := apptWorld{api: newAPI(t, testkit.ServerOptions{})}
	w.provider = apptNewProvider(t, w.api, o)
	w.location = apptNewLocation(t, w.api, "America/Sao_Paulo", true)
	w.room = apptNewRoom(t, w.api, w.location, true)
	w.apptType = apptNewType(t, w.api, true)
	w.patient, w.patientUUID = apptNewPatient(t, w.api)
	return w
}

// body is a minimal create body for start, minutes long; extra fields override.
func (w apptWorld) body(start time.Time, minutes int, extra map[string]any) map[string]any {
	b := map[string]any{"provider_profile_id": w.provider, "patient_id": w.patient, "appointment_type_id": w.apptType,
		"location_id": w.location, "start_time": start.Format(time.RFC3339),
		"end_time": start.Add(time.Duration(minutes) * time.Minute).Format(time.RFC3339)}
	for k, v := range extra {
		b[k] = v
	}
	return b
}

// book creates an appointment and returns it (201 expected).
func (w apptWorld) book(t *testing.T, start time.Time, minutes int, extra map[string]any) map[string]any {
	t.Helper()
	return w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, w.body(start, minutes, extra)).Expect(t, 201).JSON(t)
}

// try posts a create body and returns the response, whatever the status.
func (w apptWorld) try(t *testing.T, start time.Time, minutes int, extra map[string]any) *testkit.Response {
	t.Helper()
	return w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, w.body(start, minutes, extra))
}

// act runs a lifecycle operation (or "" for GET) on appointment id.
func (w apptWorld) act(t *testing.T, id any, op string, body any) *testkit.Response {
	t.Helper()
	return w.c.Do(t, "POST", fmt.Sprintf("/v1/scheduling/appointments/%v/%s", id, op), w.tenant.Key, body)
}

func (w apptWorld) get(t *testing.T, id any) map[string]any {
	t.Helper()
	return w.c.Do(t, "GET", fmt.Sprintf("/v1/scheduling/appointments/%v", id), w.tenant.Key, nil).Expect(t, 200).JSON(t)
}

// apptEvent is one outbox row.
type apptEvent struct {
	Kind      string
	Aggregate uuid.UUID
	Payload   map[string]any
}

// apptEvents reads the tenant's outbox as the app role, oldest first.
func apptEvents(t *testing.T, a api) []apptEvent {
	t.Helper()
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a.tenant.ID})
	var out []apptEvent
	err := a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, "select kind, aggregate_id, payload from outbox_events order by id")
		var err error
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (apptEvent, error) {
			var e apptEvent
			var raw []byte
			if err := row.Scan(&e.Kind, &e.Aggregate, &raw); err != nil {
				return e, err
			}
			return e, json.Unmarshal(raw, &e.Payload)
		})
		return err
	})
	if err != nil {
		t.Fatalf("read outbox: %v", err)
	}
	return out
}

// apptKinds lists the kinds of events, optionally only those about aggregate.
func apptKinds(events []apptEvent, aggregate any) []string {
	var out []string
	for _, e := range events {
		if aggregate == nil || e.Aggregate.String() == fmt.Sprint(aggregate) {
			out = append(out, e.Kind)
		}
	}
	return out
}

// apptCount counts the tenant's appointments in the given states (all when none).
func apptCount(t *testing.T, a api, statuses ...string) int {
	t.Helper()
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a.tenant.ID})
	var n int
	err := a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		if len(statuses) == 0 {
			return tx.QueryRow(ctx, "select count(*) from appointments").Scan(&n)
		}
		return tx.QueryRow(ctx, "select count(*) from appointments where status = any($1)", statuses).Scan(&n)
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// apptWithout returns m without the given keys.
func apptWithout(m map[string]any, keys ...string) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	for _, k := range keys {
		delete(out, k)
	}
	return out
}

func apptPtr[T any](v T) *T { return &v }
