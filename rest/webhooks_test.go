package rest_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// receiver is a clinic's webhook endpoint: it records every request and answers status.
type receiver struct {
	srv    *httptest.Server
	status atomic.Int32
	mu     sync.Mutex
	got    []delivered
}

// delivered is one request the receiver got.
type delivered struct {
	header http.Header
	body   []byte
	event  struct {
		ID        string         `json:"id"`
		Type      string         `json:"type"`
		CreatedAt string         `json:"created_at"`
		Data      map[string]any `json:"data"`
	}
}

func newReceiver(t *testing.T) *receiver {
	t.Helper()
	r := &receiver{}
	r.status.Store(200)
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		d := delivered{header: req.Header.Clone(), body: body}
		if err := json.Unmarshal(body, &d.event); err != nil {
			t.Errorf("receiver: undecodable body %q", body)
		}
		r.mu.Lock()
		r.got = append(r.got, d)
		r.mu.Unlock()
		w.WriteHeader(int(r.status.Load()))
	}))
	t.Cleanup(r.srv.Close)
	return r
}

// requests returns what the receiver got so far.
func (r *receiver) requests() []delivered {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]delivered(nil), r.got...)
}

// waitFor waits until the receiver has got n requests.
func (r *receiver) waitFor(t *testing.T, n int, within time.Duration) []delivered {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		got := r.requests()
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("receiver got %d requests within %s, want %d", len(got), within, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// subscribe creates a subscription to url for events and returns its id and secret.
func subscribe(t *testing.T, a api, url string, events ...string) (id, secret string) {
	t.Helper()
	s := a.c.Do(t, "POST", "/v1/scheduling/webhooks", a.tenant.Key,
		map[string]any{"url": url, "events": events, "description": "agenda"}).Expect(t, 201).JSON(t)
	return s["id"].(string), s["secret"].(string)
}

// attempts returns subscription id's delivery history, newest first.
func attempts(t *testing.T, a api, id string) []map[string]any {
	t.Helper()
	p := a.c.Do(t, "GET", "/v1/scheduling/webhooks/"+id+"/deliveries?limit=200", a.tenant.Key, nil).Expect(t, 200).JSON(t)
	var out []map[string]any
	for _, it := range p["items"].([]any) {
		out = append(out, it.(map[string]any))
	}
	return out
}

// waitUntil polls cond until it holds or within passes.
func waitUntil(t *testing.T, what string, within time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s", what, within)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestWebhookSubscriptionLifecycle(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	const base = "/v1/scheduling/webhooks"
	created := a.c.Do(t, "POST", base, a.tenant.Key, map[string]any{
		"url": "https://clinica.example.com.br/hooks", "events": []string{"appointment.created", "appointment.created", "*"},
	}).Expect(t, 201).JSON(t)
	secret, _ := created["secret"].(string)
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if !strings.HasPrefix(secret, "whsec_") || err != nil || len(key) != 32 {
		t.Fatalf("secret %q is not whsec_ + base64 of 32 bytes", secret)
	}
	id := created["id"].(string)
	if fmt.Sprint(created["events"]) != "[appointment.created *]" || created["is_active"] != true ||
		created["failing_since"] != nil || created["previous_secret_expires_at"] != nil {
		t.Errorf("created = %v", created)
	}

	got := a.c.Do(t, "GET", base+"/"+id, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if _, ok := got["secret"]; ok {
		t.Error("GET shows the secret")
	}
	list := a.c.Do(t, "GET", base, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if items := list["items"].([]any); len(items) != 1 || items[0].(map[string]any)["id"] != id {
		t.Errorf("list = %v", list)
	} else if _, ok := items[0].(map[string]any)["secret"]; ok {
		t.Error("the list shows the secret")
	}

	// Rotation: a new secret, shown once; the previous one signs for 24 h more.
	rot := a.c.Do(t, "PUT", base+"/"+id, a.tenant.Key, map[string]any{"rotate_secret": true, "description": "nova"}).Expect(t, 200).JSON(t)
	if s, _ := rot["secret"].(string); !strings.HasPrefix(s, "whsec_") || s == secret {
		t.Errorf("rotation secret = %v", rot["secret"])
	}
	until, err := time.Parse(time.RFC3339, fmt.Sprint(rot["previous_secret_expires_at"]))
	if err != nil || until.Sub(time.Now()) < 23*time.Hour || until.Sub(time.Now()) > 25*time.Hour {
		t.Errorf("previous_secret_expires_at = %v", rot["previous_secret_expires_at"])
	}
	if rot["description"] != "nova" || rot["url"] != "https://clinica.example.com.br/hooks" {
		t.Errorf("update = %v", rot)
	}
	plain := a.c.Do(t, "PUT", base+"/"+id, a.tenant.Key, map[string]any{"events": []string{"appointment.cancelled"}}).Expect(t, 200).JSON(t)
	if _, ok := plain["secret"]; ok {
		t.Error("an update without rotation shows the secret")
	}

	// Delete deactivates, idempotently; the subscription stays readable and can come back.
	a.c.Do(t, "DELETE", base+"/"+id, a.tenant.Key, nil).Expect(t, 204)
	a.c.Do(t, "DELETE", base+"/"+id, a.tenant.Key, nil).Expect(t, 204)
	if g := a.c.Do(t, "GET", base+"/"+id, a.tenant.Key, nil).Expect(t, 200).JSON(t); g["is_active"] != false {
		t.Errorf("after delete: %v", g)
	}
	if g := a.c.Do(t, "PUT", base+"/"+id, a.tenant.Key, map[string]any{"is_active": true}).Expect(t, 200).JSON(t); g["is_active"] != true {
		t.Errorf("reactivated: %v", g)
	}

	// The dead-letter list is not a subscription: other methods there are 405, not PUT .../{webhook_id}.
	for _, m := range []string{"PUT", "DELETE", "POST", "OPTIONS"} {
		r := a.c.Do(t, m, base+"/dead-letters", a.tenant.Key, map[string]any{"description": "x"})
		if r.Status != 405 || r.Header.Get("Allow") != "GET" {
			t.Errorf("%s dead-letters: %d Allow %q", m, r.Status, r.Header.Get("Allow"))
		}
	}

	// Another clinic sees none of it, with the same 404 as an unknown id.
	other := newAPI(t, testkit.ServerOptions{})
	unknown := "0190a0a0-0000-7000-8000-000000000000"
	for _, target := range []string{id, unknown, "not-a-uuid"} {
		var bodies []string
		for _, r := range []*testkit.Response{
			other.c.Do(t, "GET", base+"/"+target, other.tenant.Key, nil),
			other.c.Do(t, "PUT", base+"/"+target, other.tenant.Key, map[string]any{"description": "x"}),
			other.c.Do(t, "DELETE", base+"/"+target, other.tenant.Key, nil),
			other.c.Do(t, "POST", base+"/"+target+"/test", other.tenant.Key, nil),
			other.c.Do(t, "GET", base+"/"+target+"/deliveries", other.tenant.Key, nil),
		} {
			if r.Status != 404 {
				t.Errorf("another clinic on %s: %d %s", target, r.Status, r.Body)
			}
			bodies = append(bodies, string(r.Body))
		}
		if target == id && strings.Contains(strings.Join(bodies, ""), "hooks") {
			t.Error("a 404 body mentions the other clinic's subscription")
		}
	}
	if l := other.c.Do(t, "GET", base, other.tenant.Key, nil).Expect(t, 200).JSON(t); len(l["items"].([]any)) != 0 {
		t.Errorf("another clinic lists %v", l)
	}
	if g := a.c.Do(t, "GET", base+"/"+id, a.tenant.Key, nil).Expect(t, 200).JSON(t); g["description"] != "nova" || g["is_active"] != true {
		t.Errorf("another clinic's writes changed it: %v", g)
	}
}

func TestWebhookTargetsAreChecked(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	cfg := testkit.WebhookConfig()
	cfg.AllowLoopback = false
	strict := newAPI(t, testkit.ServerOptions{Webhooks: a.env.WebhookService(cfg)})
	for _, tc := range []struct {
		api    api
		url    string
		events []string
		field  string
	}{
		{a, "http://clinica.example.com.br/hooks", nil, "body.url"},          // http to a public host
		{a, "ftp://clinica.example.com.br/hooks", nil, "body.url"},           // not http(s)
		{a, "https://10.0.0.7/hooks", nil, "body.url"},                       // private
		{a, "https://169.254.169.254/latest/meta-data", nil, "body.url"},     // cloud metadata
		{a, "https://[fd00::1]/hooks", nil, "body.url"},                      // unique local
		{a, "https://[::ffff:192.168.0.1]/hooks", nil, "body.url"},           // private, IPv4-mapped
		{a, "https://100.64.1.1/hooks", nil, "body.url"},                     // carrier-grade NAT
		{a, "https://localhost/hooks", nil, "body.url"},                      // a name of this machine
		{a, "https://user:pw@clinica.example.com.br/hooks", nil, "body.url"}, // credentials
		{a, "/hooks", nil, "body.url"},                                       // relative
		{a, "https://clinica.example.com.br/hooks", []string{"document.ready"}, "body.events[0]"},
		{a, "https://clinica.example.com.br/hooks", []string{}, "body.events"},
		{strict, "http://127.0.0.1:9/hooks", nil, "body.url"},  // loopback refused unless allowed
		{strict, "https://127.0.0.1:9/hooks", nil, "body.url"}, // whatever the scheme
	} {
		events := tc.events
		if events == nil {
			events = []string{"*"}
		}
		r := tc.api.c.Do(t, "POST", "/v1/scheduling/webhooks", tc.api.tenant.Key, map[string]any{"url": tc.url, "events": events})
		if r.Status != 422 || !strings.Contains(string(r.Body), tc.field) {
			t.Errorf("%s %v: %d %s, want 422 naming %s", tc.url, events, r.Status, r.Body, tc.field)
		}
	}
	// Loopback targets, when allowed, and public https ones are accepted.
	for _, url := range []string{"http://127.0.0.1:9/hooks", "http://[::1]:9/hooks", "https://clinica.example.com.br:8443/hooks?c=1"} {
		a.c.Do(t, "POST", "/v1/scheduling/webhooks", a.tenant.Key, map[string]any{"url": url, "events": []string{"*"}}).Expect(t, 201)
	}
	if l := a.c.Do(t, "GET", "/v1/scheduling/webhooks", a.tenant.Key, nil).Expect(t, 200).JSON(t); len(l["items"].([]any)) != 3 {
		t.Errorf("refused requests stored something: %v", l)
	}
}
