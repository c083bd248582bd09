package rest_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// reschedule posts a reschedule of id to start (minutes long) with extra body fields.
func (w apptWorld) reschedule(t *testing.T, id string, start time.Time, minutes int, extra map[string]any) *testkit.Response {
	t.Helper()
	body := map[string]any{"new_start_time": start.Format(time.RFC3339),
		"new_end_time": start.Add(time.Duration(minutes) * time.Minute).Format(time.RFC3339)}
	for k, v := range extra {
		body[k] = v
	}
	return w.act(t, id, "reschedule", body)
}

func TestAppointmentRescheduleCancelsAnOpenOriginal(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 1, buffer: 10})
	for i, state := range []string{"requested", "confirmed", "checked_in"} {
		day := apptT0.Add(time.Duration(i) * 24 * time.Hour)
		id := w.inState(t, state, day)
		w.c.Do(t, "PUT", "/v1/scheduling/appointments/"+id, w.tenant.Key, map[string]any{"version": len(apptPathTo[state]) + 1,
			"notes": "n", "internal_notes": "i", "room_id": w.room, "metadata": map[string]any{"k": "v"}}).Expect(t, 200)
		orig := w.get(t, id)
		// Overlapping the original (and within its buffer) is fine: the original is ignored.
		next := w.reschedule(t, id, day.Add(15*time.Minute), 45, map[string]any{"reason": "pedido da paciente"}).Expect(t, 201).JSON(t)
		for k, v := range map[string]any{"status": "requested", "version": float64(1), "rescheduled_from_id": id,
			"provider_profile_id": orig["provider_profile_id"], "patient_id": orig["patient_id"],
			"patient_token": orig["patient_token"], "appointment_type_id": orig["appointment_type_id"],
			"location_id": orig["location_id"], "room_id": orig["room_id"], "notes": "n", "internal_notes": "i",
			"source": "api", "start_time": day.Add(15 * time.Minute).Format(time.RFC3339),
			"end_time": day.Add(time.Hour).Format(time.RFC3339), "rescheduled_to_id": nil} {
			if next[k] != v {
				t.Errorf("%s: new %s = %v, want %v", state, k, next[k], v)
			}
		}
		if next["id"] == id {
			t.Fatalf("%s: the reschedule answered the original", state)
		}
		got := w.get(t, id)
		if got["status"] != "cancelled" || got["cancellation_reason"] != "rescheduled" || got["rescheduled_to_id"] != next["id"] ||
			got["cancelled_at"] == nil || got["version"] != orig["version"].(float64)+1 {
			t.Errorf("%s: original after reschedule: %v", state, got)
		}
		h := got["status_history"].([]any)
		if last := h[len(h)-1].(map[string]any); last["from_status"] != state || last["to_status"] != "cancelled" ||
			last["reason"] != "pedido da paciente" {
			t.Errorf("%s: original's last history entry %v", state, last)
		}
		nh := w.get(t, next["id"])["status_history"].([]any)
		if len(nh) != 1 || nh[0].(map[string]any)["from_status"] != nil || nh[0].(map[string]any)["reason"] != "pedido da paciente" {
			t.Errorf("%s: new history %v", state, nh)
		}
		ev := apptEvents(t, w.api)
		n := len(ev)
		if ev[n-2].Kind != "appointment.created" || ev[n-2].Aggregate.String() != next["id"] ||
			ev[n-1].Kind != "appointment.rescheduled" || ev[n-1].Aggregate.String() != id {
			t.Errorf("%s: last events %v", state, apptKinds(ev[n-2:], nil))
		}
		if p := ev[n-1].Payload; p["status"] != "cancelled" || p["rescheduled_to_id"] != next["id"] {
			t.Errorf("%s: rescheduled payload %v", state, p)
		}
		// Only once: the replacement is what can be rescheduled next.
		r := w.reschedule(t, id, day.Add(3*time.Hour), 30, nil).Expect(t, 409)
		if !strings.Contains(r.JSON(t)["detail"].(string), "already rescheduled to "+next["id"].(string)) {
			t.Errorf("%s: second reschedule: %s", state, r.Body)
		}
		// Without a reason, the history says "rescheduled".
		third := w.reschedule(t, next["id"].(string), day.Add(4*time.Hour), 30, nil).Expect(t, 201).JSON(t)
		h = w.get(t, next["id"])["status_history"].([]any)
		if last := h[len(h)-1].(map[string]any); last["reason"] != "rescheduled" || third["rescheduled_from_id"] != next["id"] {
			t.Errorf("%s: default reason entry %v", state, last)
		}
	}
}

func TestAppointmentRescheduleKeepsAClosedOriginal(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 1})
	for i, state := range []string{"in_progress", "completed", "no_show", "cancelled"} {
		day := apptT0.Add(time.Duration(i) * 24 * time.Hour)
		id := w.inState(t, state, day)
		orig := w.get(t, id)
		next := w.reschedule(t, id, day.Add(48*time.Hour+time.Hour), 30, nil).Expect(t, 201).JSON(t)
		got := w.get(t, id)
		if got["status"] != state || got["rescheduled_to_id"] != next["id"] || got["version"] != orig["version"].(float64)+1 {
			t.Errorf("%s: original after reschedule: %v", state, got)
		}
		if len(got["status_history"].([]any)) != len(orig["status_history"].([]any)) {
			t.Errorf("%s: the original's history grew without a status change", state)
		}
		if state != "cancelled" && got["cancellation_reason"] != nil {
			t.Errorf("%s: cancellation_reason %v", state, got["cancellation_reason"])
		}
		if next["status"] != "requested" || next["rescheduled_from_id"] != id {
			t.Errorf("%s: new %v", state, next)
		}
		if k := apptKinds(apptEvents(t, w.api), id); k[len(k)-1] != "appointment.rescheduled" {
			t.Errorf("%s: events %v", state, k)
		}
	}
}

func TestAppointmentRescheduleIsCheckedLikeABooking(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 1, buffer: 10})
	id := w.book(t, apptT0, 30, map[string]any{"room_id": w.room})["id"].(string)
	busy := w.book(t, apptT0.Add(2*time.Hour), 30, nil)["id"].(string) // 15:00–15:30
	other := apptNewProvider(t, w.api, apptProviderOpts{})
	w.book(t, apptT0.Add(4*time.Hour), 30, map[string]any{"room_id": w.room, "provider_profile_id": other}) // room busy 17:00
	loc2 := apptNewLocation(t, w.api, "America/Sao_Paulo", true)
	room2 := apptNewRoom(t, w.api, loc2, true)
	inactiveLoc := apptNewLocation(t, w.api, "America/Sao_Paulo", false)
	events := len(apptEvents(t, w.api))
	unchanged := func(when string) {
		t.Helper()
		got := w.get(t, id)
		if got["status"] != "requested" || got["version"] != float64(1) || got["rescheduled_to_id"] != nil {
			t.Errorf("%s: the original changed: %v", when, got)
		}
		if n := len(apptEvents(t, w.api)); n != events {
			t.Errorf("%s: %d events written", when, n-events)
		}
	}
	// Provider busy (buffer included), room busy: 409 and nothing changes.
	w.reschedule(t, id, apptT0.Add(2*time.Hour+35*time.Minute), 30, nil).Expect(t, 409)
	unchanged("provider conflict")
	r := w.reschedule(t, id, apptT0.Add(4*time.Hour+15*time.Minute), 30, nil).Expect(t, 409)
	wantDetail(t, r, "The room is already booked for an overlapping appointment")
	unchanged("room conflict")
	// Bad times, location or room: 422 naming the field.
	for _, tc := range []struct {
		name, field string
		start       time.Time
		minutes     int
		extra       map[string]any
	}{
		{"end before start", "body.new_end_time", apptT0, -30, nil},
		{"over 12 h", "body.new_end_time", apptT0, 12*60 + 1, nil},
		{"inactive location", "body.new_location_id", apptT0.Add(6 * time.Hour), 30, map[string]any{"new_location_id": inactiveLoc}},
		{"room elsewhere", "body.new_room_id", apptT0.Add(6 * time.Hour), 30, map[string]any{"new_room_id": room2}},
		{"malformed room", "body.new_room_id", apptT0.Add(6 * time.Hour), 30, map[string]any{"new_room_id": "x"}},
	} {
		r := w.reschedule(t, id, tc.start, tc.minutes, tc.extra).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Equal(f, []string{tc.field}) {
			t.Errorf("%s: fields %v, want [%s]", tc.name, f, tc.field)
		}
	}
	r = w.act(t, id, "reschedule", map[string]any{"new_start_time": apptT0.Format(time.RFC3339)}).Expect(t, 422)
	if !strings.Contains(string(r.Body), "new_end_time") {
		t.Errorf("missing new_end_time: %s", r.Body)
	}
	unchanged("invalid bodies")

	// A new location without a room drops the room; with new_room_id it takes that room.
	moved := w.reschedule(t, id, apptT0.Add(6*time.Hour), 30, map[string]any{"new_location_id": loc2}).Expect(t, 201).JSON(t)
	if moved["location_id"] != loc2.String() || moved["room_id"] != nil {
		t.Errorf("moved: %v", moved)
	}
	moved2 := w.reschedule(t, moved["id"].(string), apptT0.Add(7*time.Hour), 30,
		map[string]any{"new_room_id": room2}).Expect(t, 201).JSON(t)
	if moved2["location_id"] != loc2.String() || moved2["room_id"] != room2.String() {
		t.Errorf("moved with room: %v", moved2)
	}
	// new_room_id null books no room even at the same location.
	noRoom := w.reschedule(t, moved2["id"].(string), apptT0.Add(8*time.Hour), 30,
		map[string]any{"new_room_id": nil}).Expect(t, 201).JSON(t)
	if noRoom["room_id"] != nil {
		t.Errorf("new_room_id null: %v", noRoom)
	}
	// A provider deactivated since cannot take the new booking: 409.
	apptExec(t, w.env, w.tenant.ID, "update provider_profiles set is_active = false where id = $1", w.provider)
	r = w.reschedule(t, busy, apptT0.Add(10*time.Hour), 30, nil).Expect(t, 409)
	wantDetail(t, r, "Cannot book: the provider is inactive")
}
