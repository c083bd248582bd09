package browsertest

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"clinic/internal/tenancy"
)

// adminCounts are the request counts of one key row of the panel.
type adminCounts struct {
	Today   int `json:"today"`
	Last30d int `json:"last_30d"`
	Total   int `json:"total"`
}

// The administration panel at /admin: an administrator signs in with an admin key, creates a key
// with patients:read, sees its request counts rise by the calls made with it, and revokes it
// through the confirmation page; the key is refused afterwards.
func TestAdminPanelKeyLifecycle(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	adminKey, _ := s.env.NewKey(t, s.tenant.ID, tenancy.Admin)
	keyName := "browser test " + uuid.NewString()[:8]
	const calls = 3

	var paused bool
	var got struct {
		Secret         string `json:"secret"`
		Prefix         string `json:"prefix"`
		KeyID          string `json:"key_id"`
		NewPermissions string `json:"new_permissions"`
		Listed         struct {
			Prefix      string `json:"prefix"`
			Permissions string `json:"permissions"`
			RevokeForms int    `json:"revoke_forms"`
			RotateForms int    `json:"rotate_forms"`
		} `json:"listed"`
		Before adminCounts `json:"before"`
		After  adminCounts `json:"after"`
		Cookie *struct {
			Name          string `json:"name"`
			HTTPOnly      bool   `json:"http_only"`
			SameSite      string `json:"same_site"`
			SecretInValue bool   `json:"secret_in_value"`
		} `json:"cookie"`
		CancelLink  int    `json:"cancel_link"`
		Flash       string `json:"flash"`
		AfterRevoke struct {
			Rows        int `json:"rows"`
			RevokeForms int `json:"revoke_forms"`
			RotateForms int `json:"rotate_forms"`
		} `json:"after_revoke"`
	}
	driverRun{
		script: "admin-panel.mjs",
		env:    map[string]string{"ADMIN_KEY": adminKey, "KEY_NAME": keyName, "KEY_PERMISSION": string(tenancy.PatientsRead)},
		shots:  []string{"admin-request-counts", "admin-key-revoked"},
		onPause: func(label string, data json.RawMessage) {
			var p struct {
				Secret string `json:"secret"`
			}
			if err := json.Unmarshal(data, &p); label != "calls" || err != nil || p.Secret == "" {
				t.Fatalf("unexpected pause %s %s (%v)", label, data, err)
			}
			// The key the page created works, for what its permission allows only.
			for range calls {
				s.c.Do(t, "GET", "/v1/patients", p.Secret, nil).Expect(t, http.StatusOK)
			}
			paused = true
		},
	}.run(t, s.c.URL, &got)
	if !paused {
		t.Fatal("the driver never paused for the calls")
	}

	// Signed in with a session cookie that scripts cannot read and other sites do not send.
	if got.Cookie == nil || !got.Cookie.HTTPOnly || got.Cookie.SameSite != "Strict" || got.Cookie.SecretInValue {
		t.Errorf("session cookie %+v, want HttpOnly, SameSite=Strict, without the key in it", got.Cookie)
	}
	// Shown once, with its permissions, and listed by its prefix.
	if !strings.HasPrefix(got.Secret, "clk_") || got.Prefix == "" || !strings.HasPrefix(got.Secret, got.Prefix) {
		t.Errorf("new key secret %q does not start with its listed prefix %q", got.Secret, got.Prefix)
	}
	if !strings.Contains(got.NewPermissions, string(tenancy.PatientsRead)) {
		t.Errorf("#new-key-permissions shows %q, want patients:read", got.NewPermissions)
	}
	if strings.Contains(got.NewPermissions, string(tenancy.PatientsWrite)) {
		t.Errorf("#new-key-permissions shows %q: more than patients:read", got.NewPermissions)
	}
	if !strings.Contains(got.Listed.Prefix, got.Prefix) || !strings.Contains(got.Listed.Permissions, string(tenancy.PatientsRead)) ||
		got.Listed.RevokeForms != 1 || got.Listed.RotateForms != 1 {
		t.Errorf("the new key's row %+v, want its prefix %q, patients:read, one rotate and one revoke form", got.Listed, got.Prefix)
	}
	// The counts rose by exactly the calls made with the key.
	if got.After.Today != got.Before.Today+calls || got.After.Last30d != got.Before.Last30d+calls || got.After.Total != got.Before.Total+calls {
		t.Errorf("request counts went from %+v to %+v after %d calls", got.Before, got.After, calls)
	}
	// Revoked through the confirmation page.
	if got.CancelLink != 1 || got.Flash == "" {
		t.Errorf("confirmation page with a#cancel: %d; #flash after revoking: %q", got.CancelLink, got.Flash)
	}
	if got.AfterRevoke.Rows > 0 && (got.AfterRevoke.RevokeForms != 0 || got.AfterRevoke.RotateForms != 0) {
		t.Errorf("the revoked key still offers rotate/revoke: %+v", got.AfterRevoke)
	}
	if r := s.c.Do(t, "GET", "/v1/patients", got.Secret, nil); r.Status != http.StatusUnauthorized || !strings.Contains(string(r.Body), `"detail"`) {
		t.Errorf("the revoked key gets %d %s, want 401 with a detail", r.Status, r.Body)
	}

	// What the service holds agrees with the page.
	keys, err := s.env.Operator.ListKeys(context.Background(), s.tenant.ID)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(keys, func(k tenancy.Key) bool { return k.Prefix == got.Prefix })
	if i < 0 {
		t.Fatalf("no key of the tenant has the prefix %q", got.Prefix)
	}
	k := keys[i]
	if k.ID.String() != got.KeyID || k.Name != keyName || !slices.Equal(k.Permissions, []tenancy.Permission{tenancy.PatientsRead}) ||
		k.RevokedAt == nil || k.RequestCount != calls {
		t.Errorf("the key the page created is %+v; want id %s, name %q, only patients:read, revoked, %d requests",
			k, got.KeyID, keyName, calls)
	}
}
