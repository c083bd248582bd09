package rest_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/testkit"
)

// A dead letter shows in /v1/admin/webhooks and in the panel's webhooks section with a replay
// form; replaying it from the panel delivers it, and it leaves the dead letters.
func TestAdminDeadLetterReplay(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	cfg := testkit.WebhookConfig()
	cfg.RetrySchedule = []time.Duration{time.Second} // two attempts, then a dead letter
	w.env.PumpWebhooksInline(t, w.tenant.ID, w.env.WebhookService(cfg))
	rcv := newReceiver(t)
	rcv.status.Store(http.StatusServiceUnavailable)
	id, _ := subscribe(t, w.api, rcv.srv.URL, "appointment.created")
	w.book(t, apptT0, 30, nil)
	var o struct {
		Items []struct {
			ID               string `json:"id"`
			RecentDeliveries []struct {
				Status string `json:"status"`
			} `json:"recent_deliveries"`
			DeadLetters []struct {
				ID        string `json:"id"`
				EventType string `json:"event_type"`
			} `json:"dead_letters"`
		} `json:"items"`
	}
	waitUntil(t, "dead letter", 15*time.Second, func() bool {
		if err := json.Unmarshal(w.c.Do(t, "GET", "/v1/admin/webhooks", w.tenant.Key, nil).Expect(t, 200).Body, &o); err != nil {
			t.Fatal(err)
		}
		return len(o.Items) == 1 && len(o.Items[0].DeadLetters) == 1
	})
	rcv.status.Store(http.StatusOK)
	if len(o.Items) != 1 || o.Items[0].ID != id || len(o.Items[0].DeadLetters) != 1 || len(o.Items[0].RecentDeliveries) != 2 ||
		o.Items[0].RecentDeliveries[0].Status != "failed" || o.Items[0].DeadLetters[0].EventType != "appointment.created" {
		t.Fatalf("overview %+v", o)
	}
	letter := o.Items[0].DeadLetters[0].ID

	// The panel, through a cookie-keeping client that follows redirects as a browser does.
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	client := &http.Client{Jar: jar}
	page := func(method, path string, form url.Values) (int, string) {
		t.Helper()
		var resp *http.Response
		var err error
		if method == "GET" {
			resp, err = client.Get(w.c.URL + path)
		} else {
			resp, err = client.PostForm(w.c.URL+path, form)
		}
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	csrf := func(body string) string {
		m := regexp.MustCompile(`name="csrf" value="([^"]+)"`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no csrf in %s", body)
		}
		return m[1]
	}
	_, signin := page("GET", "/admin", nil)
	status, dash := page("POST", "/admin/signin", url.Values{"csrf": {csrf(signin)}, "api_key": {w.tenant.Key}})
	form := `<form class="replay" method="post" action="/admin/dead-letters/` + letter + `/replay">`
	if status != 200 || !strings.Contains(dash, `<section id="webhooks">`) || !strings.Contains(dash, form) {
		t.Fatalf("dashboard %d lacks the replay form %s:\n%s", status, form, dash)
	}
	if status, _ := page("POST", "/admin/dead-letters/"+uuid.NewString()+"/replay", url.Values{"csrf": {csrf(dash)}}); status != 404 {
		t.Errorf("replay of an unknown dead letter: %d, want 404", status)
	}
	status, after := page("POST", "/admin/dead-letters/"+letter+"/replay", url.Values{"csrf": {csrf(dash)}})
	if status != 200 || !strings.Contains(after, `id="flash"`) || !strings.Contains(after, "Replayed") || strings.Contains(after, form) {
		t.Errorf("after the replay (%d):\n%s", status, after)
	}
	if n := len(rcv.requests()); n != 3 {
		t.Errorf("the receiver got %d requests, want 3 (two failed attempts and the replay)", n)
	}
	w.c.Do(t, "POST", "/v1/admin/webhooks/dead-letters/"+letter+"/replay", w.tenant.Key, nil).Expect(t, 404)
}
