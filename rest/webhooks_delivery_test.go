package rest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
	"clinic/internal/webhooks"
)

// eventsByAppointment groups what the receiver got by appointment, in arrival order.
func eventsByAppointment(got []delivered) map[string][]string {
	out := map[string][]string{}
	for _, d := range got {
		id := fmt.Sprint(d.event.Data["id"])
		out[id] = append(out[id], d.event.Type)
	}
	return out
}

// Every event reaches the subscriptions that want it, once, signed, in order per appointment,
// without internal notes; each attempt is in the history.
func TestWebhooksDeliverEveryEventSignedAndInOrder(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	w.env.PumpWebhooks(t, w.tenant.ID)
	before := w.book(t, apptT0.Add(-2*time.Hour), 30, nil) // happened before anyone subscribed
	all, cancels := newReceiver(t), newReceiver(t)
	allID, secret := subscribe(t, w.api, all.srv.URL+"/hooks", "*")
	_, cancelSecret := subscribe(t, w.api, cancels.srv.URL, "appointment.cancelled")

	a := w.book(t, apptT0, 30, map[string]any{"internal_notes": "paciente difícil"})
	b := w.book(t, apptT0.Add(time.Hour), 30, nil)
	w.act(t, a["id"], "confirm", nil).Expect(t, 200)
	w.act(t, b["id"], "cancel", map[string]any{"reason": "viagem"}).Expect(t, 200)
	w.act(t, a["id"], "cancel", map[string]any{"reason": "doente"}).Expect(t, 200)

	got := all.waitFor(t, 5, 15*time.Second)
	cancelled := cancels.waitFor(t, 2, 15*time.Second)
	time.Sleep(500 * time.Millisecond) // anything extra would arrive by now
	if got, cancelled = all.requests(), cancels.requests(); len(got) != 5 || len(cancelled) != 2 {
		t.Fatalf("receivers got %d and %d requests, want 5 and 2 (once each)", len(got), len(cancelled))
	}
	byAppt := eventsByAppointment(got)
	if fmt.Sprint(byAppt[a["id"].(string)]) != "[appointment.created appointment.confirmed appointment.cancelled]" ||
		fmt.Sprint(byAppt[b["id"].(string)]) != "[appointment.created appointment.cancelled]" {
		t.Errorf("events per appointment = %v", byAppt)
	}
	if _, ok := byAppt[before["id"].(string)]; ok {
		t.Error("an event from before the subscription was delivered")
	}
	signedWith := map[*delivered]string{}
	for i := range got {
		signedWith[&got[i]] = secret
	}
	for i := range cancelled {
		signedWith[&cancelled[i]] = cancelSecret
	}
	for d, key := range signedWith {
		if !VerifyWebhook(key, d.header, d.body, time.Now()) {
			t.Errorf("signature of %s does not verify: %v", d.event.Type, d.header)
		}
		if d.header.Get("webhook-id") != d.event.ID || d.header.Get("Content-Type") != "application/json" {
			t.Errorf("headers %v for event %s", d.header, d.event.ID)
		}
		if _, ok := d.event.Data["internal_notes"]; ok || strings.Contains(string(d.body), "paciente difícil") {
			t.Errorf("an event carries internal notes: %s", d.body)
		}
		if _, err := time.Parse(time.RFC3339Nano, d.event.CreatedAt); err != nil || !strings.HasSuffix(d.event.CreatedAt, "Z") {
			t.Errorf("created_at = %q", d.event.CreatedAt)
		}
	}
	for _, d := range cancelled {
		if d.event.Type != "appointment.cancelled" {
			t.Errorf("a cancellations-only subscription got %s", d.event.Type)
		}
	}
	// A tampered body or an old timestamp does not verify.
	if d := got[0]; VerifyWebhook(secret, d.header, append([]byte(" "), d.body...), time.Now()) ||
		VerifyWebhook(secret, d.header, d.body, time.Now().Add(10*time.Minute)) {
		t.Error("VerifyWebhook accepts a tampered body or a stale timestamp")
	}

	var history []map[string]any
	waitUntil(t, "five attempts recorded", 5*time.Second, func() bool { history = attempts(t, w.api, allID); return len(history) >= 5 })
	if len(history) != 5 {
		t.Fatalf("history has %d attempts, want 5", len(history))
	}
	for _, h := range history {
		if h["status"] != "succeeded" || h["attempt"] != float64(1) || h["response_status"] != float64(200) ||
			h["delivery_status"] != "succeeded" || h["next_retry_at"] != nil || h["error"] != nil || h["trigger"] != "scheduled" {
			t.Errorf("attempt = %v", h)
		}
	}
}

// A receiver that is down gets every event once it is back, in order; meanwhile each failed
// attempt is visible with its error and the time of the next one.
func TestWebhookReceiverDownThenUp(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	w.env.PumpWebhooks(t, w.tenant.ID)
	rcv := newReceiver(t)
	rcv.status.Store(http.StatusServiceUnavailable)
	id, _ := subscribe(t, w.api, rcv.srv.URL, "*")
	a := w.book(t, apptT0, 30, nil)
	w.act(t, a["id"], "confirm", nil).Expect(t, 200)
	w.act(t, a["id"], "cancel", map[string]any{"reason": "doente"}).Expect(t, 200)

	down := rcv.waitFor(t, 2, 10*time.Second) // the first attempt and the first retry
	for _, d := range down {
		if d.event.Type != "appointment.created" {
			t.Errorf("%s was sent while appointment.created was still failing", d.event.Type)
		}
	}
	var h []map[string]any // the receiver sees a request before its worker records the attempt
	waitUntil(t, "two attempts recorded", 5*time.Second, func() bool { h = attempts(t, w.api, id); return len(h) >= 2 })
	if h[0]["status"] != "failed" || h[0]["response_status"] != float64(503) || h[0]["error"] != "HTTP 503" {
		t.Fatalf("history while down = %v", h)
	}
	if h[len(h)-1]["attempt"] != float64(1) || h[len(h)-1]["next_retry_at"] == nil {
		t.Errorf("first attempt = %v", h[len(h)-1])
	}
	rcv.status.Store(http.StatusOK)
	n := len(rcv.requests())

	got := rcv.waitFor(t, n+3, 15*time.Second)
	time.Sleep(500 * time.Millisecond)
	got = rcv.requests()
	var after []string
	seen := map[string]int{}
	for _, d := range got[n-1:] { // the request in flight at the switch may have been answered 200
		seen[d.event.ID]++
		if seen[d.event.ID] == 1 {
			after = append(after, d.event.Type)
		}
	}
	if len(after) != 3 || after[len(after)-2] != "appointment.confirmed" || after[len(after)-1] != "appointment.cancelled" {
		t.Errorf("after the receiver came back: %v", after)
	}
	for id, k := range seen {
		if k > 2 {
			t.Errorf("event %s arrived %d times after the receiver came back", id, k)
		}
	}
	succeeded := map[string]int{}
	for _, h := range attempts(t, w.api, id) {
		if h["status"] == "succeeded" {
			succeeded[h["event_id"].(string)]++
		}
	}
	if len(succeeded) != 3 {
		t.Errorf("succeeded attempts per event = %v, want one for each of 3 events", succeeded)
	}
	for e, k := range succeeded {
		if k != 1 {
			t.Errorf("event %s succeeded %d times", e, k)
		}
	}
}

// After the last retry a delivery is a dead letter; it replays on demand, and the events after
// it are not held back.
func TestWebhookDeadLetterAndReplay(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	w.env.PumpWebhooks(t, w.tenant.ID)
	rcv := newReceiver(t)
	rcv.status.Store(http.StatusInternalServerError)
	sub, secret := subscribe(t, w.api, rcv.srv.URL, "appointment.created", "appointment.confirmed")
	a := w.book(t, apptT0, 30, nil)

	const dead = "/v1/scheduling/webhooks/dead-letters"
	var letter map[string]any
	waitUntil(t, "dead letter", 20*time.Second, func() bool {
		items := w.c.Do(t, "GET", dead, w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any)
		if len(items) == 1 {
			letter = items[0].(map[string]any)
		}
		return letter != nil
	})
	retries := len(testkit.WebhookConfig().RetrySchedule)
	if letter["attempts"] != float64(1+retries) || letter["last_error"] != "HTTP 500" || letter["last_response_status"] != float64(500) ||
		letter["subscription_id"] != sub || letter["event_type"] != "appointment.created" {
		t.Errorf("dead letter = %v", letter)
	}
	payload, _ := letter["payload"].(map[string]any)
	if payload["id"] != letter["event_id"] || payload["type"] != "appointment.created" || payload["data"].(map[string]any)["id"] != a["id"] {
		t.Errorf("dead letter payload = %v", payload)
	}
	if got := len(rcv.requests()); got != 1+retries {
		t.Errorf("receiver got %d attempts, want %d", got, 1+retries)
	}
	if h := attempts(t, w.api, sub); h[0]["delivery_status"] != "dead" || h[0]["next_retry_at"] != nil || h[0]["attempt"] != float64(1+retries) {
		t.Errorf("last attempt = %v", h[0])
	}

	// The next event of the appointment is not held back by the dead one.
	rcv.status.Store(http.StatusOK)
	w.act(t, a["id"], "confirm", nil).Expect(t, 200)
	got := rcv.waitFor(t, 2+retries, 10*time.Second)
	if last := got[len(got)-1]; last.event.Type != "appointment.confirmed" {
		t.Errorf("after the dead letter the receiver got %s", last.event.Type)
	}

	// Replay: while the receiver fails the letter stays dead, with the attempt in the history.
	other := newAPI(t, testkit.ServerOptions{})
	replay := dead + "/" + letter["id"].(string) + "/replay"
	other.c.Do(t, "POST", replay, other.tenant.Key, nil).Expect(t, 404)
	rcv.status.Store(http.StatusBadGateway)
	r := w.c.Do(t, "POST", replay, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if r["status"] != "failed" || r["trigger"] != "replay" || r["delivery_status"] != "dead" || r["error"] != "HTTP 502" ||
		r["attempt"] != float64(2+retries) {
		t.Errorf("failed replay = %v", r)
	}
	rcv.status.Store(http.StatusOK)
	r = w.c.Do(t, "POST", replay, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if r["status"] != "succeeded" || r["delivery_status"] != "succeeded" || r["event_id"] != letter["event_id"] {
		t.Errorf("replay = %v", r)
	}
	last := rcv.requests()[len(rcv.requests())-1]
	if last.event.ID != letter["event_id"] || !VerifyWebhook(secret, last.header, last.body, time.Now()) {
		t.Errorf("the replay sent %s (verifies: %v)", last.event.ID, VerifyWebhook(secret, last.header, last.body, time.Now()))
	}
	if items := w.c.Do(t, "GET", dead, w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("dead letters after the replay: %v", items)
	}
	w.c.Do(t, "POST", replay, w.tenant.Key, nil).Expect(t, 404)
	if items := other.c.Do(t, "GET", dead, other.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(items) != 0 {
		t.Errorf("another clinic lists dead letters: %v", items)
	}
}

// The test event is sent at once, signed, never retried; a redirect is not followed; during a
// rotation both secrets sign.
func TestWebhookTestEventRedirectAndRotation(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	rcv := newReceiver(t)
	id, secret := subscribe(t, a, rcv.srv.URL, "appointment.created")
	test := "/v1/scheduling/webhooks/" + id + "/test"

	r := a.c.Do(t, "POST", test, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if r["status"] != "succeeded" || r["response_status"] != float64(200) || r["event_type"] != "webhook.test" ||
		r["trigger"] != "test" || r["delivery_status"] != "succeeded" {
		t.Errorf("test attempt = %v", r)
	}
	got := rcv.waitFor(t, 1, time.Second)
	if d := got[0]; d.event.Type != "webhook.test" || d.event.Data["subscription_id"] != id || d.event.ID != r["event_id"] ||
		!VerifyWebhook(secret, d.header, d.body, time.Now()) {
		t.Errorf("test event %s %v (verifies: %v)", d.event.Type, d.event.Data, VerifyWebhook(secret, d.header, d.body, time.Now()))
	}

	rcv.status.Store(http.StatusNotFound)
	r = a.c.Do(t, "POST", test, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if r["status"] != "failed" || r["delivery_status"] != "failed" || r["error"] != "HTTP 404" || r["next_retry_at"] != nil {
		t.Errorf("failed test attempt = %v", r)
	}

	// A redirect is an answer, not a new target.
	target := newReceiver(t)
	redirect := httptest.NewServer(http.RedirectHandler(target.srv.URL, http.StatusFound))
	t.Cleanup(redirect.Close)
	a.c.Do(t, "PUT", "/v1/scheduling/webhooks/"+id, a.tenant.Key, map[string]any{"url": redirect.URL}).Expect(t, 200)
	r = a.c.Do(t, "POST", test, a.tenant.Key, nil).Expect(t, 200).JSON(t)
	if r["status"] != "failed" || r["response_status"] != float64(302) || !strings.Contains(fmt.Sprint(r["error"]), "redirect") {
		t.Errorf("redirected attempt = %v", r)
	}
	if n := len(target.requests()); n != 0 {
		t.Errorf("the redirect was followed (%d requests)", n)
	}

	// Rotation: the new and the previous secret both sign until the grace period ends.
	rcv.status.Store(http.StatusOK)
	a.c.Do(t, "PUT", "/v1/scheduling/webhooks/"+id, a.tenant.Key, map[string]any{"url": rcv.srv.URL}).Expect(t, 200)
	rot := a.c.Do(t, "PUT", "/v1/scheduling/webhooks/"+id, a.tenant.Key, map[string]any{"rotate_secret": true}).Expect(t, 200).JSON(t)
	a.c.Do(t, "POST", test, a.tenant.Key, nil).Expect(t, 200)
	got = rcv.requests()
	d := got[len(got)-1]
	if sigs := strings.Fields(d.header.Get("webhook-signature")); len(sigs) != 2 ||
		!VerifyWebhook(secret, d.header, d.body, time.Now()) || !VerifyWebhook(rot["secret"].(string), d.header, d.body, time.Now()) {
		t.Errorf("after rotation: signatures %q; old verifies %v, new verifies %v", d.header.Get("webhook-signature"),
			VerifyWebhook(secret, d.header, d.body, time.Now()), VerifyWebhook(rot["secret"].(string), d.header, d.body, time.Now()))
	}

	// Tests never retry: the history holds exactly the four tests.
	time.Sleep(2 * time.Second)
	if h := attempts(t, a, id); len(h) != 4 {
		t.Errorf("history = %d attempts, want the 4 tests", len(h))
	}
	if n := len(rcv.requests()); n != 3 {
		t.Errorf("the receiver got %d requests, want 3", n)
	}
}

// A subscription whose deliveries fail for SERVICE_WEBHOOK_DEACTIVATE_AFTER is deactivated with
// the reason, its pending deliveries become dead letters, and it gets no new events.
func TestWebhookSubscriptionDeactivatedAfterFailing(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	cfg := testkit.WebhookConfig()
	cfg.DeactivateAfter = 2 * time.Second
	cfg.RetrySchedule = []time.Duration{time.Second, time.Second, time.Second, time.Second, time.Second, time.Second}
	w.env.PumpWebhooksInline(t, w.tenant.ID, w.env.WebhookService(cfg))
	rcv := newReceiver(t)
	rcv.status.Store(http.StatusServiceUnavailable)
	id, _ := subscribe(t, w.api, rcv.srv.URL, "*")
	a := w.book(t, apptT0, 30, nil)
	w.act(t, a["id"], "confirm", nil).Expect(t, 200)

	var sub map[string]any
	waitUntil(t, "deactivation", 15*time.Second, func() bool {
		sub = w.c.Do(t, "GET", "/v1/scheduling/webhooks/"+id, w.tenant.Key, nil).Expect(t, 200).JSON(t)
		return sub["is_active"] == false
	})
	if reason := fmt.Sprint(sub["deactivated_reason"]); !strings.Contains(reason, "HTTP 503") || sub["failing_since"] == nil {
		t.Errorf("deactivated subscription = %v", sub)
	}
	letters := w.c.Do(t, "GET", "/v1/scheduling/webhooks/dead-letters?subscription_id="+id, w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any)
	types := map[string]bool{}
	for _, l := range letters {
		types[l.(map[string]any)["event_type"].(string)] = true
	}
	if len(letters) != 2 || !types["appointment.created"] || !types["appointment.confirmed"] {
		t.Errorf("dead letters = %v", letters)
	}
	n := len(rcv.requests())
	w.act(t, a["id"], "cancel", map[string]any{"reason": "x"}).Expect(t, 200)
	time.Sleep(1500 * time.Millisecond)
	if len(rcv.requests()) != n {
		t.Error("a deactivated subscription got a new event")
	}
	// Replaying needs the subscription back.
	replay := "/v1/scheduling/webhooks/dead-letters/" + letters[0].(map[string]any)["id"].(string) + "/replay"
	w.c.Do(t, "POST", replay, w.tenant.Key, nil).Expect(t, 409)
	rcv.status.Store(http.StatusOK)
	back := w.c.Do(t, "PUT", "/v1/scheduling/webhooks/"+id, w.tenant.Key, map[string]any{"is_active": true}).Expect(t, 200).JSON(t)
	if back["deactivated_reason"] != nil || back["failing_since"] != nil {
		t.Errorf("reactivated = %v", back)
	}
	w.c.Do(t, "POST", replay, w.tenant.Key, nil).Expect(t, 200)
}

// A worker that claimed a delivery and died (its lease runs out, nothing recorded) loses
// nothing: the delivery is claimed again and sent once; the dead worker's claim, if it ever
// wakes, does nothing.
func TestWebhookWorkerCrashLosesNothing(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	rcv := newReceiver(t)
	id, _ := subscribe(t, w.api, rcv.srv.URL, "*")
	w.book(t, apptT0, 30, nil)

	cfg := testkit.WebhookConfig()
	cfg.Timeout = 500 * time.Millisecond // the crashed worker's lease: 6 s
	crashed := w.env.WebhookService(cfg)
	ctx := context.Background()
	var claims []webhooks.Claim
	waitUntil(t, "claim", 10*time.Second, func() bool {
		if _, err := crashed.FanOut(ctx); err != nil {
			t.Fatal(err)
		}
		var err error
		claims, err = crashed.ClaimDue(ctx, 10, w.tenant.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(claims) == 1
	})
	// The worker dies here. A live pump takes over once the lease has run out.
	w.env.PumpWebhooks(t, w.tenant.ID)
	time.Sleep(3 * time.Second)
	if n := len(rcv.requests()); n != 0 {
		t.Fatalf("the delivery was sent %d times while the dead worker's lease held", n)
	}
	got := rcv.waitFor(t, 1, 15*time.Second)
	if got[0].event.Type != "appointment.created" {
		t.Errorf("got %s", got[0].event.Type)
	}
	// The dead worker wakes with its stale claim: nothing is sent or recorded.
	if err := crashed.Deliver(ctx, claims[0]); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	if n := len(rcv.requests()); n != 1 {
		t.Errorf("the event arrived %d times", n)
	}
	var h []map[string]any
	waitUntil(t, "the attempt recorded", 5*time.Second, func() bool { h = attempts(t, w.api, id); return len(h) >= 1 })
	if len(h) != 1 || h[0]["status"] != "succeeded" {
		t.Errorf("history = %v", h)
	}
}
