package rest_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"clinic/internal/scheduling/waitlist"
	"clinic/internal/testkit"
)

const waitlistBase = "/v1/scheduling/waitlist"

// waitlistWorld is an engine world (São Paulo, open all day) with a capacity-1 provider working
// Mondays 08:00-12:00 and 14:00-20:00, and three more patients.
type waitlistWorld struct {
	engineWorld
	provider string
	patients []string // pat_ tokens; patients[0] is the world's own patient
}

func waitlistSetup(t *testing.T, opt testkit.ServerOptions) waitlistWorld {
	t.Helper()
	w := waitlistWorld{engineWorld: engineSetupWith(t, opt, engineZone, engineAllDay())}
	w.provider = w.slotWorld.provider(t, map[string]any{"specialties": []string{"Cardiologia"}})
	w.template(t, w.provider, 1, "08:00", "12:00")
	w.template(t, w.provider, 1, "14:00", "20:00")
	w.patients = []string{w.patientToken}
	for range 3 {
		tok, _ := apptNewPatient(t, w.api)
		w.patients = append(w.patients, tok)
	}
	return w
}

// enqueue adds patient to the waitlist for the 30-minute type with extra fields; 201 expected.
func (w waitlistWorld) enqueue(t *testing.T, patient string, extra map[string]any) map[string]any {
	t.Helper()
	body := map[string]any{"patient_id": patient, "appointment_type_id": w.typ}
	for k, v := range extra {
		body[k] = v
	}
	return w.c.Do(t, "POST", waitlistBase, w.tenant.Key, body).Expect(t, 201).JSON(t)
}

// bookFor books [from, to) local on slotMonday for patient, with extra fields; returns the answer.
func (w waitlistWorld) bookFor(t *testing.T, patient, from, to string, extra map[string]any) *testkit.Response {
	t.Helper()
	body := map[string]any{"provider_profile_id": w.provider, "patient_id": patient, "appointment_type_id": w.typ,
		"location_id": w.location, "start_time": w.at(t, slotMonday, from).UTC().Format(time.RFC3339),
		"end_time": w.at(t, slotMonday, to).UTC().Format(time.RFC3339)}
	for k, v := range extra {
		body[k] = v
	}
	return w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, body)
}

// cancel cancels appointment id (200 expected).
func (w waitlistWorld) cancel(t *testing.T, id any) {
	t.Helper()
	w.c.Do(t, "POST", fmt.Sprintf("/v1/scheduling/appointments/%v/cancel", id), w.tenant.Key,
		map[string]any{"reason": "viagem"}).Expect(t, 200)
}

func (w waitlistWorld) entry(t *testing.T, id any) map[string]any {
	t.Helper()
	return w.c.Do(t, "GET", fmt.Sprint(waitlistBase, "/", id), w.tenant.Key, nil).Expect(t, 200).JSON(t)
}

func (w waitlistWorld) position(t *testing.T, id any) map[string]any {
	t.Helper()
	return w.c.Do(t, "GET", fmt.Sprint(waitlistBase, "/position/", id), w.tenant.Key, nil).Expect(t, 200).JSON(t)
}

func TestWaitlistEntriesPositionsAndRemoval(t *testing.T) {
	t.Parallel()
	w := waitlistSetup(t, testkit.ServerOptions{})
	other := w.slotWorld.provider(t, map[string]any{})
	a := w.enqueue(t, w.patients[0], map[string]any{"provider_profile_id": w.provider, "preferred_periods": []string{"afternoon", "morning", "morning"},
		"earliest_date": "2027-02-01", "latest_date": "2027-03-31", "notes": "prefere à tarde"})
	b := w.enqueue(t, w.patients[1], map[string]any{"provider_profile_id": w.provider, "priority": 8})
	c := w.enqueue(t, w.patients[2], map[string]any{"provider_profile_id": w.provider})
	d := w.enqueue(t, w.patients[3], map[string]any{"provider_profile_id": other}) // another queue
	e := w.enqueue(t, w.patients[3], map[string]any{"specialty": "cardiologia"})   // a specialty's queue
	if a["status"] != "waiting" || a["priority"] != float64(5) || fmt.Sprint(a["preferred_periods"]) != "[morning afternoon]" ||
		a["earliest_date"] != "2027-02-01" || a["offer"] != nil || a["patient_token"] != w.patients[0] || a["notes"] != "prefere à tarde" {
		t.Errorf("entry = %v", a)
	}
	for id, want := range map[any][3]float64{b["id"]: {1, 0, 3}, a["id"]: {2, 1, 3}, c["id"]: {3, 2, 3}, d["id"]: {1, 0, 1}, e["id"]: {1, 0, 1}} {
		p := w.position(t, id)
		if p["position"] != want[0] || p["ahead"] != want[1] || p["total_waiting"] != want[2] || p["status"] != "waiting" {
			t.Errorf("position of %v = %v, want %v", id, p, want)
		}
	}
	w.c.Do(t, "DELETE", fmt.Sprint(waitlistBase, "/", b["id"]), w.tenant.Key, nil).Expect(t, 204)
	w.c.Do(t, "DELETE", fmt.Sprint(waitlistBase, "/", b["id"]), w.tenant.Key, nil).Expect(t, 204)
	if p := w.position(t, b["id"]); p["position"] != nil || p["status"] != "removed" || p["total_waiting"] != float64(2) {
		t.Errorf("removed entry's position = %v", p)
	}
	if p := w.position(t, c["id"]); p["position"] != float64(2) {
		t.Errorf("after a removal: %v", p)
	}

	list := w.c.Do(t, "GET", waitlistBase+"?status=waiting&provider_profile_id="+w.provider, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	var ids []any
	for _, it := range list["items"].([]any) {
		ids = append(ids, it.(map[string]any)["id"])
	}
	if !slices.Equal(ids, []any{a["id"], c["id"]}) {
		t.Errorf("waiting entries of the provider = %v", ids)
	}
	mine := w.c.Do(t, "GET", waitlistBase+"?patient_id="+w.patients[3], w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if len(mine["items"].([]any)) != 2 {
		t.Errorf("entries of patient 3 = %v", mine)
	}

	// Bad input: 422 naming each field, nothing stored.
	for _, tc := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"patient_id": w.patients[0]}, "body.appointment_type_id"},
		{map[string]any{"patient_id": "pat_nope", "appointment_type_id": w.typ}, "body.patient_id"},
		{map[string]any{"patient_id": w.patients[0], "appointment_type_id": w.typ, "priority": 11}, "body.priority"},
		{map[string]any{"patient_id": w.patients[0], "appointment_type_id": w.typ, "preferred_periods": []string{"dawn"}}, "body.preferred_periods"},
		{map[string]any{"patient_id": w.patients[0], "appointment_type_id": w.typ, "earliest_date": "2027-03-10", "latest_date": "2027-03-01"}, "body.latest_date"},
		{map[string]any{"patient_id": w.patients[0], "appointment_type_id": w.typ, "latest_date": "2020-01-01"}, "body.latest_date"},
		{map[string]any{"patient_id": w.patients[0], "appointment_type_id": w.typ, "provider_profile_id": "0190a0a0-0000-7000-8000-000000000000"}, "body.provider_profile_id"},
		{map[string]any{"patient_id": "0190a0a0-0000-7000-8000-000000000000", "appointment_type_id": w.typ}, "body.patient_id"},
	} {
		r := w.c.Do(t, "POST", waitlistBase, w.tenant.Key, tc.body)
		if r.Status != 422 || !strings.Contains(string(r.Body), tc.field) {
			t.Errorf("%v: %d %s, want 422 naming %s", tc.body, r.Status, r.Body, tc.field)
		}
	}
	if all := w.c.Do(t, "GET", waitlistBase+"?limit=200", w.tenant.Key, nil).Expect(t, 200).JSON(t); len(all["items"].([]any)) != 5 {
		t.Errorf("refused requests stored entries: %d", len(all["items"].([]any)))
	}

	// Another clinic: 404 everywhere, nothing listed, and its references are not ours.
	o := newAPI(t, testkit.ServerOptions{})
	for _, r := range []*testkit.Response{
		o.c.Do(t, "GET", fmt.Sprint(waitlistBase, "/", a["id"]), o.tenant.Key, nil),
		o.c.Do(t, "GET", fmt.Sprint(waitlistBase, "/position/", a["id"]), o.tenant.Key, nil),
		o.c.Do(t, "DELETE", fmt.Sprint(waitlistBase, "/", a["id"]), o.tenant.Key, nil),
	} {
		if r.Status != 404 || strings.Contains(string(r.Body), "tarde") {
			t.Errorf("another clinic: %d %s", r.Status, r.Body)
		}
	}
	if l := o.c.Do(t, "GET", waitlistBase, o.tenant.Key, nil).Expect(t, 200).JSON(t); len(l["items"].([]any)) != 0 {
		t.Errorf("another clinic lists %v", l)
	}
	r := o.c.Do(t, "POST", waitlistBase, o.tenant.Key, map[string]any{"patient_id": w.patients[0], "appointment_type_id": w.typ})
	if r.Status != 422 || !strings.Contains(string(r.Body), "reference") {
		t.Errorf("another clinic's patient and type: %d %s", r.Status, r.Body)
	}
	if got := w.entry(t, a["id"]); got["status"] != "waiting" {
		t.Errorf("another clinic's delete changed the entry: %v", got)
	}
}

// A cancelled slot goes on hold for the best matching entry: nobody else can book it and slot
// search does not show it; the entry's patient books it with waitlist_entry_id.
func TestWaitlistOffersAFreedSlotAndHoldsIt(t *testing.T) {
	t.Parallel()
	w := waitlistSetup(t, testkit.ServerOptions{})
	w.env.PumpWebhooks(t, w.tenant.ID)
	rcv := newReceiver(t)
	subscribe(t, w.api, rcv.srv.URL, "waitlist.offered", "waitlist.expired")

	appt := w.bookFor(t, w.patients[0], "15:00", "15:30", nil).Expect(t, 201).JSON(t)
	morning := w.enqueue(t, w.patients[1], map[string]any{"priority": 10, "preferred_periods": []string{"morning"}}) // wrong period
	later := w.enqueue(t, w.patients[2], map[string]any{"earliest_date": "2027-03-02"})                              // wrong dates
	low := w.enqueue(t, w.patients[2], map[string]any{"priority": 3, "specialty": "CARDIOLOGIA"})
	best := w.enqueue(t, w.patients[3], map[string]any{"priority": 7, "provider_profile_id": w.provider})
	self := w.enqueue(t, w.patients[0], map[string]any{"priority": 10}) // the patient who cancels

	if got := engineSlotsStartingAt(w.slotsOn(t, 30, w.provider, slotMonday), "15:00"); len(got) != 0 {
		t.Fatalf("15:00 is offered while booked: %v", got)
	}
	w.cancel(t, appt["id"])

	offered := w.entry(t, best["id"])
	offer, _ := offered["offer"].(map[string]any)
	if offered["status"] != "offered" || offer == nil || offer["start_time"] != appt["start_time"] ||
		offer["end_time"] != appt["end_time"] || offer["provider_profile_id"] != w.provider {
		t.Fatalf("best entry after the cancellation = %v", offered)
	}
	if hold, err := time.Parse(time.RFC3339, fmt.Sprint(offer["hold_expires_at"])); err != nil ||
		hold.Sub(time.Now()) < 119*time.Minute || hold.Sub(time.Now()) > 121*time.Minute {
		t.Errorf("hold_expires_at = %v, want about 2 h from now", offer["hold_expires_at"])
	}
	for _, e := range []map[string]any{morning, later, low, self} {
		if got := w.entry(t, e["id"]); got["status"] != "waiting" {
			t.Errorf("entry %v was offered too: %v", e["priority"], got["status"])
		}
	}
	if p := w.position(t, best["id"]); p["position"] != nil || p["status"] != "offered" {
		t.Errorf("offered entry's position = %v", p)
	}

	// The hold: not in slot search, refused to others (409) and to the entry's patient without the entry.
	if got := engineSlotsStartingAt(w.slotsOn(t, 30, w.provider, slotMonday), "15:00"); len(got) != 0 {
		t.Errorf("the held slot is offered by slot search: %v", got)
	}
	if got := engineSlotsStartingAt(w.slotsOn(t, 30, w.provider, slotMonday), "15:30"); len(got) != 1 {
		t.Errorf("the slot after the hold is not offered: %v", got)
	}
	w.bookFor(t, w.patients[1], "15:00", "15:30", nil).Expect(t, 409)
	w.bookFor(t, w.patients[3], "15:00", "15:30", nil).Expect(t, 409)
	r := w.bookFor(t, w.patients[1], "15:00", "15:30", map[string]any{"waitlist_entry_id": best["id"]})
	if r.Status != 422 || !strings.Contains(string(r.Body), "body.waitlist_entry_id") {
		t.Errorf("another patient with the entry: %d %s", r.Status, r.Body)
	}
	booked := w.bookFor(t, w.patients[3], "15:00", "15:30", map[string]any{"waitlist_entry_id": best["id"]}).Expect(t, 201).JSON(t)
	got := w.entry(t, best["id"])
	if got["status"] != "booked" || got["appointment_id"] != booked["id"] || got["offer"] != nil {
		t.Errorf("entry after booking = %v", got)
	}
	r = w.bookFor(t, w.patients[3], "16:00", "16:30", map[string]any{"waitlist_entry_id": best["id"]})
	if r.Status != 422 || !strings.Contains(string(r.Body), "booked") {
		t.Errorf("booking again for a booked entry: %d %s", r.Status, r.Body)
	}
	w.c.Do(t, "DELETE", fmt.Sprint(waitlistBase, "/", best["id"]), w.tenant.Key, nil).Expect(t, 409)

	// waitlist.offered reached the webhook with the slot.
	ev := rcv.waitFor(t, 1, 10*time.Second)[0]
	if ev.event.Type != "waitlist.offered" || ev.event.Data["id"] != best["id"] ||
		ev.event.Data["offer"].(map[string]any)["start_time"] != appt["start_time"] {
		t.Errorf("event %s %v", ev.event.Type, ev.event.Data)
	}
}

// A hold that runs out sends the entry back to waiting, at its position, and the slot to the
// next entry; removing an offered entry passes the slot on at once; when nobody is left the slot
// is free again. An entry past its dates expires.
func TestWaitlistHoldExpiryPassesTheSlotOn(t *testing.T) {
	t.Parallel()
	const hold = 2 * time.Second
	w := waitlistSetup(t, testkit.ServerOptions{WaitlistHold: hold})
	w.env.PumpWebhooks(t, w.tenant.ID)
	rcv := newReceiver(t)
	subscribe(t, w.api, rcv.srv.URL, "waitlist.offered", "waitlist.expired")
	sweeper := waitlist.NewService(w.env.App, hold)

	appt := w.bookFor(t, w.patients[0], "09:00", "09:30", nil).Expect(t, 201).JSON(t)
	first := w.enqueue(t, w.patients[1], map[string]any{"priority": 9})
	second := w.enqueue(t, w.patients[2], map[string]any{"priority": 5})
	third := w.enqueue(t, w.patients[3], map[string]any{"priority": 1})
	w.cancel(t, appt["id"])
	if got := w.entry(t, first["id"]); got["status"] != "offered" {
		t.Fatalf("first = %v", got)
	}

	sweepUntil := func(what string, cond func() bool) {
		t.Helper()
		waitUntil(t, what, 10*time.Second, func() bool {
			if _, err := sweeper.Sweep(context.Background()); err != nil {
				t.Fatal(err)
			}
			return cond()
		})
	}
	sweepUntil("the first hold ends", func() bool { return w.entry(t, first["id"])["status"] == "waiting" })
	if got := w.entry(t, second["id"]); got["status"] != "offered" || got["offer"].(map[string]any)["start_time"] != appt["start_time"] {
		t.Fatalf("second after the first hold ended = %v", got)
	}
	if p := w.position(t, first["id"]); p["position"] != float64(1) {
		t.Errorf("the first entry is not back at its position: %v", p)
	}

	// Removing the offered entry passes the slot to the third at once.
	w.c.Do(t, "DELETE", fmt.Sprint(waitlistBase, "/", second["id"]), w.tenant.Key, nil).Expect(t, 204)
	if got := w.entry(t, third["id"]); got["status"] != "offered" {
		t.Fatalf("third after the second was removed = %v", got)
	}
	sweepUntil("the third hold ends", func() bool { return w.entry(t, third["id"])["status"] == "waiting" })
	if got := engineSlotsStartingAt(w.slotsOn(t, 30, w.provider, slotMonday), "09:00"); len(got) != 1 {
		t.Errorf("the slot is not free after every entry had its turn: %v", got)
	}
	for _, e := range []map[string]any{first, third} {
		if got := w.entry(t, e["id"]); got["status"] != "waiting" {
			t.Errorf("entry %v = %v", e["priority"], got["status"])
		}
	}

	// Events, in order for each entry (webhooks order the events of one entry, not across entries).
	got := rcv.waitFor(t, 5, 10*time.Second)
	perEntry := map[any][]string{}
	var expiredFirst map[string]any
	for _, d := range got {
		perEntry[d.event.Data["priority"]] = append(perEntry[d.event.Data["priority"]], d.event.Type)
		if d.event.Type == "waitlist.expired" && d.event.Data["id"] == first["id"] {
			expiredFirst = d.event.Data
		}
	}
	if want := "map[1:[waitlist.offered waitlist.expired] 5:[waitlist.offered] 9:[waitlist.offered waitlist.expired]]"; fmt.Sprint(perEntry) != want {
		t.Errorf("events per entry priority %v, want %s", perEntry, want)
	}
	if expiredFirst["reason"] != "hold_expired" || expiredFirst["status"] != "waiting" || expiredFirst["expired_offer"] == nil {
		t.Errorf("waitlist.expired data = %v", expiredFirst)
	}

	// An entry whose latest date is over expires.
	apptExec(t, w.env, w.tenant.ID, `update waitlist_entries set latest_date = '2020-01-31' where id = $1`, first["id"])
	sweepUntil("the entry expires", func() bool { return w.entry(t, first["id"])["status"] == "expired" })
	w.c.Do(t, "DELETE", fmt.Sprint(waitlistBase, "/", first["id"]), w.tenant.Key, nil).Expect(t, 409)
	last := rcv.waitFor(t, 6, 10*time.Second)[5]
	if last.event.Type != "waitlist.expired" || last.event.Data["reason"] != "entry_expired" || last.event.Data["status"] != "expired" {
		t.Errorf("entry expiry event %s %v", last.event.Type, last.event.Data)
	}
}

// A reschedule frees the original time for the waitlist, unless the new time takes it again.
func TestWaitlistRescheduleFreesTheOriginalSlot(t *testing.T) {
	t.Parallel()
	w := waitlistSetup(t, testkit.ServerOptions{})
	moved := w.bookFor(t, w.patients[0], "10:00", "10:30", nil).Expect(t, 201).JSON(t)
	overlap := w.bookFor(t, w.patients[0], "11:00", "11:30", nil).Expect(t, 201).JSON(t)
	e := w.enqueue(t, w.patients[1], nil)
	resched := func(id any, from, to string) {
		w.c.Do(t, "POST", fmt.Sprintf("/v1/scheduling/appointments/%v/reschedule", id), w.tenant.Key, map[string]any{
			"new_start_time": w.at(t, slotMonday, from).UTC().Format(time.RFC3339),
			"new_end_time":   w.at(t, slotMonday, to).UTC().Format(time.RFC3339)}).Expect(t, 201)
	}
	resched(overlap["id"], "11:15", "11:45") // the new time overlaps the old: 11:00-11:30 does not fit
	if got := w.entry(t, e["id"]); got["status"] != "waiting" {
		t.Errorf("an overlapping reschedule offered the old slot: %v", got)
	}
	resched(moved["id"], "16:00", "16:30")
	got := w.entry(t, e["id"])
	if got["status"] != "offered" || got["offer"].(map[string]any)["start_time"] != moved["start_time"] {
		t.Errorf("after a reschedule the entry = %v", got)
	}
}
