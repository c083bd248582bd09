package rest_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// adminKey is a key as GET /v1/admin/keys answers it.
type adminKey struct {
	ID            uuid.UUID  `json:"id"`
	Name          string     `json:"name"`
	Prefix        string     `json:"prefix"`
	Permissions   []string   `json:"permissions"`
	LastUsedAt    *time.Time `json:"last_used_at"`
	RevokedAt     *time.Time `json:"revoked_at"`
	RequestsToday int64      `json:"requests_today"`
	Requests30d   int64      `json:"requests_30d"`
	RequestsTotal int64      `json:"requests_total"`
	SignedIn      bool       `json:"signed_in"`
	Secret        string     `json:"secret"`
	RotatedFrom   *uuid.UUID `json:"rotated_from"`
	OldRevoked    *bool      `json:"old_revoked"`
}

func decodeKey(t *testing.T, r *testkit.Response) adminKey {
	t.Helper()
	var k adminKey
	if err := json.Unmarshal(r.Body, &k); err != nil {
		t.Fatalf("%v: %s", err, r.Body)
	}
	return k
}

// Create → the secret works with exactly its permissions; its counts rise at once; a two-step
// rotation keeps the old key until DELETE; revocation is 401 at once with the key cache on.
func TestAdminKeyLifecycle(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{KeyCacheTTL: time.Hour})
	admin := a.tenant.Key

	created := a.c.Do(t, "POST", "/v1/admin/keys", admin, map[string]any{"name": "Recepção", "permissions": []string{"patients:read"}}).Expect(t, 201)
	k := decodeKey(t, created)
	if k.Name != "Recepção" || len(k.Permissions) != 1 || k.Permissions[0] != "patients:read" || !strings.HasPrefix(k.Secret, "clk_") ||
		k.Prefix != k.Secret[:12] || k.RequestsTotal != 0 {
		t.Fatalf("created %s", created.Body)
	}
	a.c.Do(t, "GET", "/v1/patients", k.Secret, nil).Expect(t, 200)
	a.c.Do(t, "GET", "/v1/doctors", k.Secret, nil).Expect(t, 403)
	a.c.Do(t, "GET", "/v1/admin/keys", k.Secret, nil).Expect(t, 403)
	for range 3 {
		a.c.Do(t, "GET", "/v1/patients", k.Secret, nil).Expect(t, 200)
	}
	got := decodeKey(t, a.c.Do(t, "GET", "/v1/admin/keys/"+k.ID.String(), admin, nil).Expect(t, 200))
	if got.RequestsToday != 6 || got.Requests30d != 6 || got.RequestsTotal != 6 || got.LastUsedAt == nil || got.Secret != "" {
		t.Errorf("after 6 requests: today %d, 30d %d, total %d, last used %v; want 6, 6, 6, set (no secret listed)",
			got.RequestsToday, got.Requests30d, got.RequestsTotal, got.LastUsedAt)
	}
	var list struct {
		Items []adminKey `json:"items"`
	}
	if err := json.Unmarshal(a.c.Do(t, "GET", "/v1/admin/keys", admin, nil).Expect(t, 200).Body, &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 2 || !list.Items[0].SignedIn || list.Items[1].ID != k.ID || list.Items[1].RequestsToday != 6 {
		t.Errorf("list %+v, want the initial (signed-in) key then the new one with 6 requests today", list.Items)
	}

	// Step 1: a new key with the same name and permissions; the old one still works.
	rot := decodeKey(t, a.c.Do(t, "POST", "/v1/admin/keys/"+k.ID.String()+"/rotate", admin, nil).Expect(t, 201))
	if rot.Name != k.Name || rot.Permissions[0] != "patients:read" || rot.RotatedFrom == nil || *rot.RotatedFrom != k.ID ||
		rot.OldRevoked == nil || *rot.OldRevoked || rot.Secret == k.Secret {
		t.Fatalf("rotated %+v", rot)
	}
	a.c.Do(t, "GET", "/v1/patients", k.Secret, nil).Expect(t, 200)
	a.c.Do(t, "GET", "/v1/patients", rot.Secret, nil).Expect(t, 200)
	// Step 2: DELETE the old one: 401 at once although this server caches keys.
	a.c.Do(t, "DELETE", "/v1/admin/keys/"+k.ID.String(), admin, nil).Expect(t, 204)
	wantDetail(t, a.c.Do(t, "GET", "/v1/patients", k.Secret, nil).Expect(t, 401), invalidKey)
	a.c.Do(t, "GET", "/v1/patients", rot.Secret, nil).Expect(t, 200)
	a.c.Do(t, "DELETE", "/v1/admin/keys/"+k.ID.String(), admin, nil).Expect(t, 204) // idempotent
	wantDetail(t, a.c.Do(t, "POST", "/v1/admin/keys/"+k.ID.String()+"/rotate", admin, nil).Expect(t, 409), tenancy.ErrKeyRevoked.Detail)

	// revoke_old does both steps at once.
	rot2 := decodeKey(t, a.c.Do(t, "POST", "/v1/admin/keys/"+rot.ID.String()+"/rotate", admin, map[string]any{"revoke_old": true}).Expect(t, 201))
	if rot2.OldRevoked == nil || !*rot2.OldRevoked {
		t.Errorf("rotate with revoke_old: %+v", rot2)
	}
	wantDetail(t, a.c.Do(t, "GET", "/v1/patients", rot.Secret, nil).Expect(t, 401), invalidKey)
	a.c.Do(t, "GET", "/v1/patients", rot2.Secret, nil).Expect(t, 200)

	revoked := decodeKey(t, a.c.Do(t, "GET", "/v1/admin/keys/"+k.ID.String(), admin, nil).Expect(t, 200))
	if revoked.RevokedAt == nil || revoked.RequestsTotal != 7 {
		t.Errorf("revoked key: revoked_at %v, total %d; want set and 7 (401s are not the key's requests)", revoked.RevokedAt, revoked.RequestsTotal)
	}
	if err := json.Unmarshal(a.c.Do(t, "GET", "/v1/admin/keys?include_revoked=true", admin, nil).Expect(t, 200).Body, &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 4 {
		t.Errorf("with revoked: %d keys, want 4", len(list.Items))
	}
}

// Another clinic's key is the same 404 as a missing one on every operation; a key without admin
// gets 403 everywhere under /v1/admin; the key of the request cannot revoke itself.
func TestAdminKeysBoundaries(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	other := a.env.NewTenant(t)
	_, foreignID := a.env.NewKey(t, other.ID, tenancy.PatientsRead)
	admin := a.tenant.Key
	for _, id := range []string{foreignID.String(), uuid.NewString(), "not-a-key"} {
		for _, c := range []struct{ method, path string }{
			{"GET", "/v1/admin/keys/" + id}, {"DELETE", "/v1/admin/keys/" + id}, {"POST", "/v1/admin/keys/" + id + "/rotate"},
		} {
			wantDetail(t, a.c.Do(t, c.method, c.path, admin, nil).Expect(t, 404), "API key not found")
		}
	}
	a.c.Do(t, "GET", "/v1/patients", other.Key, nil).Expect(t, 200) // the foreign key still works

	reader, _ := a.env.NewKey(t, a.tenant.ID, tenancy.PatientsRead, tenancy.PatientsWrite, tenancy.SchedulingWrite)
	for _, c := range []struct{ method, path string }{
		{"GET", "/v1/admin/keys"}, {"POST", "/v1/admin/keys"}, {"GET", "/v1/admin/webhooks"},
		{"GET", "/v1/admin/documents/pipeline"}, {"DELETE", "/v1/admin/keys/" + uuid.NewString()},
		{"POST", "/v1/admin/webhooks/dead-letters/" + uuid.NewString() + "/replay"},
	} {
		wantDetail(t, a.c.Do(t, c.method, c.path, reader, nil).Expect(t, 403), "This API key lacks the permission admin")
	}

	self := listKeys(t, a, admin)[0]
	wantDetail(t, a.c.Do(t, "DELETE", "/v1/admin/keys/"+self.ID.String(), admin, nil).Expect(t, 409), tenancy.ErrOwnKey.Detail)
	wantDetail(t, a.c.Do(t, "POST", "/v1/admin/keys/"+self.ID.String()+"/rotate", admin, map[string]any{"revoke_old": true}).Expect(t, 409),
		tenancy.ErrOwnKey.Detail)
	a.c.Do(t, "GET", "/v1/admin/keys", admin, nil).Expect(t, 200) // still signed in
}

func listKeys(t *testing.T, a api, key string) []adminKey {
	t.Helper()
	var list struct {
		Items []adminKey `json:"items"`
	}
	if err := json.Unmarshal(a.c.Do(t, "GET", "/v1/admin/keys", key, nil).Expect(t, 200).Body, &list); err != nil {
		t.Fatal(err)
	}
	return list.Items
}

// Bad create bodies are 422 naming the field (and the unknown permissions); nothing is created.
func TestAdminCreateKeyValidation(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	for _, c := range []struct {
		body  any
		field string
		says  string
	}{
		{map[string]any{"name": "x", "permissions": []string{"patients:read", "root"}}, "body.permissions[1]", "expected value to be one of"},
		{map[string]any{"name": "x", "permissions": []string{}}, "body.permissions", ""},
		{map[string]any{"name": strings.Repeat("n", 256), "permissions": []string{"admin"}}, "body.name", ""},
		{map[string]any{"name": "   ", "permissions": []string{"admin"}}, "body.name", "white space"},
		{map[string]any{"permissions": []string{"admin"}}, "body.name", ""},
		// An object where a permission belongs (schemathesis found it a 500 while the schema said uniqueItems).
		{map[string]any{"name": "x", "permissions": []any{map[string]any{}}}, "body.permissions[0]", "expected string"},
	} {
		r := a.c.Do(t, "POST", "/v1/admin/keys", a.tenant.Key, c.body).Expect(t, 422)
		if f := fieldsOf(t, r); len(f) == 0 || f[0] != c.field || !strings.Contains(string(r.Body), c.says) {
			t.Errorf("%v: fields %v, body %s; want %s mentioning %q", c.body, f, r.Body, c.field, c.says)
		}
	}
	if n := len(listKeys(t, a, a.tenant.Key)); n != 1 {
		t.Errorf("%d keys after refused creates, want 1", n)
	}
	k := decodeKey(t, a.c.Do(t, "POST", "/v1/admin/keys", a.tenant.Key,
		map[string]any{"name": "x", "permissions": []string{"patients:read", "patients:read"}}).Expect(t, 201))
	if len(k.Permissions) != 1 {
		t.Errorf("a repeated permission: %v, want it once", k.Permissions)
	}
}

// The pipeline lists every status (zero for a fresh clinic) and the webhooks overview shows each
// subscription with its deliveries and dead letters; an unknown dead letter is 404.
func TestAdminOverviews(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	var p struct {
		OCR            map[string]int64 `json:"ocr"`
		Classification map[string]int64 `json:"classification"`
		Oldest         *time.Time       `json:"oldest_unfinished_at"`
	}
	if err := json.Unmarshal(a.c.Do(t, "GET", "/v1/admin/documents/pipeline", a.tenant.Key, nil).Expect(t, 200).Body, &p); err != nil {
		t.Fatal(err)
	}
	if len(p.OCR) != 5 || len(p.Classification) != 4 || p.OCR["pending"] != 0 || p.Oldest != nil {
		t.Errorf("pipeline of a fresh clinic: %+v", p)
	}
	// One DICOM (classification skipped at upload) and one PNG; OCR runs later, so any OCR status.
	patient, _ := a.newPatient(t, "Maria da Silva")
	a.upload(t, patient, filePart("ct.dcm", "application/dicom", dicomBytes())).Expect(t, 202)
	a.upload(t, patient, filePart("scan.png", "image/png", pngBytes(t))).Expect(t, 202)
	if err := json.Unmarshal(a.c.Do(t, "GET", "/v1/admin/documents/pipeline", a.tenant.Key, nil).Expect(t, 200).Body, &p); err != nil {
		t.Fatal(err)
	}
	if p.OCR["skipped"]+p.OCR["pending"]+p.OCR["processing"]+p.OCR["completed"]+p.OCR["failed"] != 2 ||
		p.Classification["skipped"] < 1 || p.Classification["pending"]+p.Classification["completed"]+p.Classification["failed"]+p.Classification["skipped"] != 2 {
		t.Errorf("pipeline after two uploads: %+v", p)
	}
	if p.OCR["pending"] == 1 && p.Oldest == nil {
		t.Error("a pending upload but no oldest_unfinished_at")
	}
	a.c.Do(t, "POST", "/v1/scheduling/webhooks", a.tenant.Key,
		map[string]any{"url": "https://clinica.example.com.br/hooks", "events": []string{"*"}}).Expect(t, http.StatusCreated)
	var o struct {
		Items []struct {
			URL              string `json:"url"`
			RecentDeliveries []any  `json:"recent_deliveries"`
			DeadLetters      []any  `json:"dead_letters"`
		} `json:"items"`
	}
	if err := json.Unmarshal(a.c.Do(t, "GET", "/v1/admin/webhooks?recent=5", a.tenant.Key, nil).Expect(t, 200).Body, &o); err != nil {
		t.Fatal(err)
	}
	if len(o.Items) != 1 || o.Items[0].URL != "https://clinica.example.com.br/hooks" || o.Items[0].RecentDeliveries == nil || o.Items[0].DeadLetters == nil {
		t.Errorf("webhooks overview %+v", o)
	}
	a.c.Do(t, "GET", "/v1/admin/webhooks?recent=51", a.tenant.Key, nil).Expect(t, 422)
	a.c.Do(t, "POST", "/v1/admin/webhooks/dead-letters/"+uuid.NewString()+"/replay", a.tenant.Key, nil).Expect(t, 404)
}
