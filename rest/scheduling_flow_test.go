package rest_test

import (
	"testing"
)

// The whole front-desk flow through the public API only: a clinic sets up a location, a type, a
// provider and a weekly template; a patient's slot is found, booked (by two clerks at once: one
// wins), and disappears from the search; the visit goes through its lifecycle; cancelling it
// frees the slot again.
func TestBookingFlowEndToEnd(t *testing.T) {
	t.Parallel()
	w := slotSetup(t, "America/Sao_Paulo", 30)
	p := w.provider(t, map[string]any{"specialties": []string{"Dermatologia"}})
	w.template(t, p, 1, "08:00", "09:00")
	patient := w.c.Do(t, "POST", "/v1/patients", w.tenant.Key, map[string]any{"name": "Joana"}).Expect(t, 201).JSON(t)["id"].(string)
	search := "/v1/scheduling/slots?appointment_type_id=" + w.typ + "&specialty=dermatologia&date_from=" + slotMonday + "&date_to=" + slotMonday
	items := w.c.Do(t, "GET", search, w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any)
	if len(items) != 2 {
		t.Fatalf("slots before booking: %v", items)
	}
	slot := items[0].(map[string]any)
	body := map[string]any{"provider_profile_id": p, "patient_id": patient, "appointment_type_id": w.typ,
		"location_id": w.location, "start_time": slot["starts_at"], "end_time": slot["ends_at"]}

	statuses := make(chan int, 2)
	bodies := make(chan map[string]any, 2)
	for range 2 {
		go func() {
			r := w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, body)
			statuses <- r.Status
			if r.Status == 201 {
				bodies <- r.JSON(t)
			}
		}()
	}
	got := []int{<-statuses, <-statuses}
	if !(got[0] == 201 && got[1] == 409 || got[0] == 409 && got[1] == 201) {
		t.Fatalf("two clerks booking one slot: %v, want one 201 and one 409", got)
	}
	appt := <-bodies
	if appt["status"] != "requested" || appt["start_time"] != slot["starts_at"] {
		t.Errorf("booked = %v", appt)
	}
	after := w.c.Do(t, "GET", search, w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any)
	if len(after) != 1 || after[0].(map[string]any)["start_time"] != "08:30" {
		t.Errorf("slots after booking 08:00: %v", after)
	}
	path := "/v1/scheduling/appointments/" + appt["id"].(string)
	w.c.Do(t, "POST", path+"/confirm", w.tenant.Key, map[string]any{"confirmed_by": "recepção"}).Expect(t, 200)
	w.c.Do(t, "POST", path+"/start", w.tenant.Key, nil).Expect(t, 409) // must check in first
	w.c.Do(t, "DELETE", path, w.tenant.Key, nil).Expect(t, 204)
	final := w.c.Do(t, "GET", path, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	history := final["status_history"].([]any)
	if final["status"] != "cancelled" || len(history) != 3 {
		t.Errorf("after cancel: status %v, history %v", final["status"], history)
	}
	if again := w.c.Do(t, "GET", search, w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any); len(again) != 2 {
		t.Errorf("a cancelled appointment still holds its slot: %v", again)
	}
	// The schedule shows the cancelled appointment on its day.
	sched := w.c.Do(t, "GET", "/v1/scheduling/providers/"+p+"/locations-schedule?date_from="+slotMonday+"&date_to="+slotMonday,
		w.tenant.Key, nil).Expect(t, 200).JSON(t)
	days := sched["locations"].([]any)[0].(map[string]any)["days"].([]any)
	if appts := days[0].(map[string]any)["appointments"].([]any); len(appts) != 1 || appts[0].(map[string]any)["status"] != "cancelled" {
		t.Errorf("schedule appointments %v", appts)
	}
}
