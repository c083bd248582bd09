package rest_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// The limiter's round trip overlaps the resolution of a path's patient, but a refused request is
// answered exactly as when the limiter went first: 429 with the limiter's headers and nothing the
// request had prepared, no handler run (nothing written), and the limit checked before the
// permission. The first refusal of a key on a patient's route takes the overlapping path; the
// next ones wait for the decision first (the key is held until its Retry-After), as do routes
// without a patient.
func TestRefusedRequestRunsNoHandler(t *testing.T) {
	t.Parallel()
	const limit = 2
	a := newAPI(t, testkit.ServerOptions{RateLimit: limit})
	setup, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsWrite)
	patient := a.c.Do(t, "POST", "/v1/patients", setup, map[string]any{"name": "Ana"}).Expect(t, 201).JSON(t)
	byUUID := "/v1/patients/" + patient["uuid"].(string) // the deprecated form: answers carry Deprecation

	spend := func(key string) {
		for range limit {
			a.c.Do(t, "GET", "/v1/patients", key, nil).Expect(t, 200)
		}
	}
	wantRefused := func(what string, r *testkit.Response) {
		t.Helper()
		if r.Status != 429 {
			t.Fatalf("%s: status %d, want 429: %s", what, r.Status, r.Body)
		}
		wantDetail(t, r, "Rate limit exceeded: 2 requests per minute for this API key")
		for _, h := range []string{"Retry-After", "X-RateLimit-Limit", "X-RateLimit-Reset", "X-Request-ID"} {
			if r.Header.Get(h) == "" {
				t.Errorf("%s: no %s header: %v", what, h, r.Header)
			}
		}
		if r.Header.Get("X-RateLimit-Remaining") != "0" {
			t.Errorf("%s: X-RateLimit-Remaining %q, want 0", what, r.Header.Get("X-RateLimit-Remaining"))
		}
		for _, h := range []string{"Deprecation", "Link"} {
			if v := r.Header.Get(h); v != "" {
				t.Errorf("%s: the refused request's prepared %s header (%q) leaked into the 429", what, h, v)
			}
		}
	}

	// Overlapping path: the patient was resolved (and its Deprecation header prepared) meanwhile.
	reader, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead, tenancy.PatientsWrite)
	spend(reader)
	wantRefused("first refusal, read", a.c.Do(t, "GET", byUUID, reader, nil))
	// Held path: waits for the decision before anything else.
	wantRefused("held key, write", a.c.Do(t, "POST", "/v1/patients", reader, map[string]any{"name": "Held"}))

	// A write refused (on a route without a patient: decided first): its handler never ran.
	writer, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead, tenancy.PatientsWrite)
	spend(writer)
	wantRefused("first refusal, write", a.c.Do(t, "POST", "/v1/patients", writer, map[string]any{"name": "Refused"}))
	if n := countPatients(t, a); n != 1 {
		t.Errorf("%d patients after refused creations, want 1", n)
	}

	// The limit is checked before the permission, as when the limiter went first: a key over its
	// limit gets 429, not the 403 that requirePermission prepared meanwhile.
	narrow, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead)
	spend(narrow)
	wantRefused("over the limit and without the permission", a.c.Do(t, "GET", "/v1/doctors", narrow, nil))
}

// countPatients counts the tenant's patients directly in Postgres.
func countPatients(t *testing.T, a api) int {
	t.Helper()
	var n int
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: a.tenant.ID})
	if err := a.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select count(*) from patients").Scan(&n)
	}); err != nil {
		t.Fatal(err)
	}
	return n
}

// An upload (a write on a route whose patient is resolved while the limiter is asked) refused
// for the limit stores no file and queues no job: its handler never ran.
func TestRefusedUploadStoresNothing(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{RateLimit: 2})
	pat, _ := p.newPatient(t, "Bia")
	p.c.Do(t, "GET", "/v1/patients/"+pat, p.tenant.Key, nil).Expect(t, 200)
	r := p.upload(t, pat, filePart("a.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf")))
	if r.Status != 429 {
		t.Fatalf("upload over the limit: %d %s, want 429", r.Status, r.Body)
	}
	if n := p.jobs.count(); n != 0 {
		t.Errorf("%d jobs queued by a refused upload", n)
	}
	if f := p.files(t); len(f) != 0 {
		t.Errorf("a refused upload stored %v", f)
	}
}
