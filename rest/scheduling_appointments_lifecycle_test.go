package rest_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// apptPathTo are the operations that lead a new appointment to each state.
var apptPathTo = map[string][]string{
	"requested":   nil,
	"confirmed":   {"confirm"},
	"checked_in":  {"confirm", "check-in"},
	"in_progress": {"confirm", "check-in", "start"},
	"completed":   {"confirm", "check-in", "start", "complete"},
	"no_show":     {"confirm", "no-show"},
	"cancelled":   {"cancel"},
}

// apptAllowed is the spec's table: operation → the states it may start from, and where it leads.
var apptAllowed = map[string]struct {
	from []string
	to   string
}{
	"confirm":  {[]string{"requested"}, "confirmed"},
	"check-in": {[]string{"confirmed"}, "checked_in"},
	"start":    {[]string{"checked_in"}, "in_progress"},
	"complete": {[]string{"in_progress"}, "completed"},
	"no-show":  {[]string{"confirmed", "checked_in"}, "no_show"},
	"cancel":   {[]string{"requested", "confirmed", "checked_in"}, "cancelled"},
}

// inState books an appointment at start and drives it to state; it returns its id.
func (w apptWorld) inState(t *testing.T, state string, start time.Time) string {
	t.Helper()
	id := w.book(t, start, 30, nil)["id"].(string)
	for _, op := range apptPathTo[state] {
		w.act(t, id, op, nil).Expect(t, 200)
	}
	if got := w.get(t, id)["status"]; got != state {
		t.Fatalf("driving to %s ended in %v", state, got)
	}
	return id
}

func TestAppointmentEveryInvalidTransitionConflicts(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 10})
	ids := map[string]string{}
	before := map[string]map[string]any{}
	for i, state := range []string{"requested", "confirmed", "checked_in", "in_progress", "completed", "no_show", "cancelled"} {
		ids[state] = w.inState(t, state, apptT0.Add(time.Duration(i)*time.Hour))
		before[state] = w.get(t, ids[state])
	}
	events := len(apptEvents(t, w.api))
	checked := 0
	for state, id := range ids {
		for op, rule := range apptAllowed {
			if slices.Contains(rule.from, state) {
				continue
			}
			r := w.act(t, id, op, nil)
			if r.Status != 409 {
				t.Errorf("%s from %s: status %d, want 409", op, state, r.Status)
				continue
			}
			d := r.JSON(t)["detail"].(string)
			if !strings.Contains(d, "that is "+state) || !strings.Contains(d, "become "+rule.to) {
				t.Errorf("%s from %s: detail %q does not name both states", op, state, d)
			}
			checked++
		}
		// DELETE is the cancel shorthand: the same table row.
		if !slices.Contains(apptAllowed["cancel"].from, state) {
			r := w.c.Do(t, "DELETE", "/v1/scheduling/appointments/"+id, w.tenant.Key, nil).Expect(t, 409)
			wantDetail(t, r, fmt.Sprintf("Cannot cancel an appointment that is %s: only requested, confirmed or checked_in can become cancelled", state))
			checked++
		}
	}
	if checked != 33+4 { // 42 pairs − 9 allowed ones, and DELETE from 4 states
		t.Errorf("checked %d invalid transitions, want 37", checked)
	}
	wantDetail(t, w.act(t, ids["completed"], "confirm", nil),
		"Cannot confirm an appointment that is completed: only requested can become confirmed")
	for state, id := range ids {
		if got := w.get(t, id); !apptSameJSON(got, before[state]) {
			t.Errorf("a refused transition changed the %s appointment:\n%v\n%v", state, got, before[state])
		}
	}
	if n := len(apptEvents(t, w.api)); n != events {
		t.Errorf("refused transitions wrote %d events", n-events)
	}
}

func apptSameJSON(a, b map[string]any) bool { return fmt.Sprint(a) == fmt.Sprint(b) }

func TestAppointmentEveryValidTransition(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 20})
	i := 0
	for op, rule := range apptAllowed {
		for _, from := range rule.from {
			id := w.inState(t, from, apptT0.Add(time.Duration(i)*time.Hour))
			i++
			v := w.get(t, id)["version"].(float64)
			got := w.act(t, id, op, nil).Expect(t, 200).JSON(t)
			if got["status"] != rule.to || got["version"] != v+1 {
				t.Errorf("%s from %s: status %v version %v, want %s and %v", op, from, got["status"], got["version"], rule.to, v+1)
			}
			h := w.get(t, id)["status_history"].([]any)
			last := h[len(h)-1].(map[string]any)
			if last["from_status"] != from || last["to_status"] != rule.to {
				t.Errorf("%s from %s: last history entry %v", op, from, last)
			}
			if k := apptKinds(apptEvents(t, w.api), id); k[len(k)-1] != "appointment."+strings.ReplaceAll(rule.to, "in_progress", "started") {
				t.Errorf("%s from %s: last event %v", op, from, k)
			}
		}
	}
	for _, from := range apptAllowed["cancel"].from {
		id := w.inState(t, from, apptT0.Add(time.Duration(i)*time.Hour))
		i++
		w.c.Do(t, "DELETE", "/v1/scheduling/appointments/"+id, w.tenant.Key, nil).Expect(t, 204)
		if got := w.get(t, id); got["status"] != "cancelled" || got["cancelled_at"] == nil {
			t.Errorf("DELETE from %s: %v", from, got)
		}
	}
}

func TestAppointmentLifecycleHappyPath(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	a := w.book(t, apptT0, 30, map[string]any{"notes": "primeira consulta"})
	id := a["id"].(string)
	c := w.act(t, id, "confirm", map[string]any{"confirmed_by": "recepcao"}).Expect(t, 200).JSON(t)
	if c["status"] != "confirmed" || c["confirmed_by"] != "recepcao" || c["confirmed_at"] == nil || c["version"] != float64(2) {
		t.Errorf("confirmed: %v", c)
	}
	ci := w.act(t, id, "check-in", map[string]any{"checked_in_by": "enfermagem"}).Expect(t, 200).JSON(t)
	if ci["status"] != "checked_in" || ci["checked_in_by"] != "enfermagem" || ci["checked_in_at"] == nil || ci["version"] != float64(3) {
		t.Errorf("checked in: %v", ci)
	}
	st := w.act(t, id, "start", nil).Expect(t, 200).JSON(t)
	if st["status"] != "in_progress" || st["started_at"] == nil || st["version"] != float64(4) {
		t.Errorf("started: %v", st)
	}
	done := w.act(t, id, "complete", map[string]any{"notes": "alta"}).Expect(t, 200).JSON(t)
	if done["status"] != "completed" || done["completed_at"] == nil || done["version"] != float64(5) {
		t.Errorf("completed: %v", done)
	}
	if done["notes"] != "primeira consulta" || done["confirmed_by"] != "recepcao" || done["checked_in_by"] != "enfermagem" {
		t.Errorf("completion lost earlier fields: %v", done)
	}
	for _, f := range []string{"confirmed_at", "checked_in_at", "started_at", "completed_at", "updated_at"} {
		if s, _ := done[f].(string); !strings.HasSuffix(s, "Z") {
			t.Errorf("%s = %v", f, done[f])
		}
	}
	got := w.get(t, id)
	type entry struct{ from, to, by, reason any }
	var h []entry
	for _, e := range got["status_history"].([]any) {
		m := e.(map[string]any)
		h = append(h, entry{m["from_status"], m["to_status"], m["changed_by"], m["reason"]})
	}
	want := []entry{{nil, "requested", nil, nil}, {"requested", "confirmed", "recepcao", nil},
		{"confirmed", "checked_in", "enfermagem", nil}, {"checked_in", "in_progress", nil, nil},
		{"in_progress", "completed", nil, "alta"}}
	if !slices.Equal(h, want) {
		t.Errorf("history %v, want %v", h, want)
	}
	ev := apptEvents(t, w.api)
	if k := apptKinds(ev, id); !slices.Equal(k, []string{"appointment.created", "appointment.confirmed",
		"appointment.checked_in", "appointment.started", "appointment.completed"}) {
		t.Errorf("events %v", k)
	}
	for i, e := range ev {
		if e.Payload["version"] != float64(i+1) || e.Payload["id"] != id {
			t.Errorf("event %d (%s): version %v, id %v", i, e.Kind, e.Payload["version"], e.Payload["id"])
		}
	}
	if !apptSameJSON(ev[4].Payload, apptWithout(got, "status_history", "internal_notes")) {
		t.Errorf("completed payload differs from the API:\n%v\n%v", ev[4].Payload, got)
	}
}

func TestAppointmentNoShowCancelAndDelete(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 5})
	ns := w.inState(t, "checked_in", apptT0)
	got := w.act(t, ns, "no-show", map[string]any{"notes": "não compareceu"}).Expect(t, 200).JSON(t)
	if got["status"] != "no_show" || got["no_show_at"] == nil || got["version"] != float64(4) || got["notes"] != nil {
		t.Errorf("no-show: %v", got)
	}
	h := w.get(t, ns)["status_history"].([]any)
	if last := h[len(h)-1].(map[string]any); last["reason"] != "não compareceu" || last["from_status"] != "checked_in" {
		t.Errorf("no-show entry %v", last)
	}

	c := w.inState(t, "confirmed", apptT0.Add(time.Hour))
	got = w.act(t, c, "cancel", map[string]any{"reason": "paciente viajou", "cancelled_by": "paciente"}).Expect(t, 200).JSON(t)
	if got["status"] != "cancelled" || got["cancellation_reason"] != "paciente viajou" || got["cancelled_by"] != "paciente" ||
		got["cancelled_at"] == nil || got["version"] != float64(3) {
		t.Errorf("cancel: %v", got)
	}
	h = w.get(t, c)["status_history"].([]any)
	if last := h[len(h)-1].(map[string]any); last["reason"] != "paciente viajou" || last["changed_by"] != "paciente" {
		t.Errorf("cancel entry %v", last)
	}

	d := w.inState(t, "requested", apptT0.Add(2*time.Hour))
	r := w.c.Do(t, "DELETE", "/v1/scheduling/appointments/"+d, w.tenant.Key, nil).Expect(t, 204)
	if len(r.Body) != 0 {
		t.Errorf("204 with a body: %s", r.Body)
	}
	got = w.get(t, d)
	if got["status"] != "cancelled" || got["cancellation_reason"] != nil || got["version"] != float64(2) {
		t.Errorf("after DELETE: %v", got)
	}
	// Not idempotent: the table allows no cancel from cancelled.
	w.c.Do(t, "DELETE", "/v1/scheduling/appointments/"+d, w.tenant.Key, nil).Expect(t, 409)
	// Over-long lifecycle fields are refused and change nothing.
	r = w.act(t, w.inState(t, "requested", apptT0.Add(3*time.Hour)), "confirm",
		map[string]any{"confirmed_by": strings.Repeat("x", 256)}).Expect(t, 422)
	if f := fieldsOf(t, r); !slices.Equal(f, []string{"body.confirmed_by"}) {
		t.Errorf("fields %v", f)
	}
	for _, id := range []string{ns, c, d} {
		if k := apptKinds(apptEvents(t, w.api), id); len(k) < 2 || !strings.HasPrefix(k[len(k)-1], "appointment.") {
			t.Errorf("events of %s: %v", id, k)
		}
	}
	if k := apptKinds(apptEvents(t, w.api), d); !slices.Equal(k, []string{"appointment.created", "appointment.cancelled"}) {
		t.Errorf("DELETE events %v", k)
	}
}
