package rest_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"clinic/internal/testkit"
)

// say sends one message of the patient's conversation on channel.
func (w nlClinic) say(t *testing.T, channel, message string) map[string]any {
	t.Helper()
	return w.c.Do(t, "POST", "/v1/scheduling/conversation", w.tenant.Key, map[string]any{"patient_id": w.patient,
		"channel": channel, "message": message}).Expect(t, 200).JSON(t)
}

func wantState(t *testing.T, r map[string]any, state, replyHas string) {
	t.Helper()
	if r["state"] != state || !strings.Contains(r["reply"].(string), replyHas) {
		t.Fatalf("want state %s and a reply with %q, got %s: %q", state, replyHas, r["state"], r["reply"])
	}
}

func options(r map[string]any) []map[string]any {
	var out []map[string]any
	for _, o := range r["options"].([]any) {
		out = append(out, o.(map[string]any))
	}
	return out
}

// tomorrow is tomorrow's local date in São Paulo, the clinic's zone.
func tomorrow() string {
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	return time.Now().In(zone).AddDate(0, 0, 1).Format(time.DateOnly)
}

// A booking by conversation in six turns, each asking only for what is missing; the state
// can be read, and cleared.
func TestConversationBooksInSixTurns(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	wantState(t, w.say(t, "whatsapp", "oi, quero marcar uma consulta"), "collecting", "especialidade ou profissional")
	wantState(t, w.say(t, "whatsapp", "cardiologia"), "collecting", "Para qual dia")
	wantState(t, w.say(t, "whatsapp", "amanhã"), "collecting", "manhã, à tarde ou à noite")
	r := w.say(t, "whatsapp", "de manhã")
	wantState(t, r, "offering", "Encontrei estes horários")
	opts := options(r)
	if len(opts) != 5 {
		t.Fatalf("offered %v", opts)
	}
	for i, o := range opts {
		sl := o["slot"].(map[string]any)
		if o["number"] != float64(i+1) || sl["provider_id"] != w.providers["Dr. Carlos Mendes"] || sl["date"] != tomorrow() ||
			sl["start_time"].(string) >= "12:00" {
			t.Errorf("option %v: want Carlos tomorrow morning", o)
		}
	}
	chosen := opts[1]
	r = w.say(t, "whatsapp", "a segunda opção")
	wantState(t, r, "confirming", chosen["label"].(string))
	r = w.say(t, "whatsapp", "sim")
	wantState(t, r, "booked", "Pronto! Sua consulta foi marcada")
	appt := r["appointment"].(map[string]any)
	slot := chosen["slot"].(map[string]any)
	if appt["status"] != "requested" || appt["start_time"] != slot["starts_at"] || appt["provider_profile_id"] != w.providers["Dr. Carlos Mendes"] {
		t.Errorf("booked %v for slot %v", appt, slot)
	}
	got := w.c.Do(t, "GET", "/v1/scheduling/appointments/"+appt["id"].(string), w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if got["source"] != "conversation:whatsapp" || got["patient_id"] != w.uuid {
		t.Errorf("appointment %v", got)
	}

	// Going back cannot reopen what was booked.
	wantState(t, w.say(t, "whatsapp", "voltar"), "booked", "Não há passo anterior")
	state := w.c.Do(t, "GET", "/v1/scheduling/conversation/"+w.patient+"/whatsapp/state", w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if state["state"] != "booked" || state["turns"] != float64(7) || state["appointment"].(map[string]any)["id"] != appt["id"] {
		t.Errorf("state %v", state)
	}
	// Another channel is another conversation.
	w.c.Do(t, "GET", "/v1/scheduling/conversation/"+w.patient+"/sms/state", w.tenant.Key, nil).Expect(t, 404)
	w.c.Do(t, "DELETE", "/v1/scheduling/conversation/"+w.patient+"/whatsapp", w.tenant.Key, nil).Expect(t, 204)
	w.c.Do(t, "GET", "/v1/scheduling/conversation/"+w.patient+"/whatsapp/state", w.tenant.Key, nil).Expect(t, 404)
	w.c.Do(t, "DELETE", "/v1/scheduling/conversation/"+w.patient+"/whatsapp", w.tenant.Key, nil).Expect(t, 404)
}

// bookFor books an appointment of the patient through the API and returns its id.
func (w nlClinic) bookFor(t *testing.T, provider, typ, start string, minutes int) string {
	t.Helper()
	s, _ := time.Parse(time.RFC3339, start)
	return w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, map[string]any{"provider_profile_id": w.providers[provider],
		"patient_id": w.patient, "appointment_type_id": w.types[typ], "location_id": w.locations["Unidade Centro"],
		"start_time": start, "end_time": s.Add(time.Duration(minutes) * time.Minute).Format(time.RFC3339)}).Expect(t, 201).JSON(t)["id"].(string)
}

// Cancel and reschedule flows act on the patient's own appointments.
func TestConversationCancelsAndReschedules(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	first := w.bookFor(t, "Dr. Carlos Mendes", "Retorno", "2030-01-10T13:00:00Z", 20)

	wantState(t, w.say(t, "sms", "preciso cancelar minha consulta"), "confirming", "Confirma o cancelamento da consulta de quinta-feira, 10/01/2030, às 10:00 com Dr. Carlos Mendes")
	r := w.say(t, "sms", "sim")
	wantState(t, r, "cancelled", "foi cancelada")
	if a := w.c.Do(t, "GET", "/v1/scheduling/appointments/"+first, w.tenant.Key, nil).Expect(t, 200).JSON(t); a["status"] != "cancelled" ||
		r["appointment"].(map[string]any)["id"] != first {
		t.Errorf("after cancel: %v / %v", a["status"], r["appointment"])
	}

	w.bookFor(t, "Dr. Carlos Mendes", "Retorno", "2030-01-10T13:00:00Z", 20)
	second := w.bookFor(t, "Dra. Ana Souza", "Retorno", "2030-01-11T13:00:00Z", 20)
	r = w.say(t, "sms", "quero remarcar minha consulta")
	wantState(t, r, "choosing_appointment", "Qual consulta?")
	if opts := options(r); len(opts) != 2 || opts[1]["appointment"].(map[string]any)["id"] != second {
		t.Fatalf("appointments offered: %v", opts)
	}
	wantState(t, w.say(t, "sms", "2"), "collecting", "Para qual dia")
	wantState(t, w.say(t, "sms", "15/01/2030"), "collecting", "manhã, à tarde ou à noite")
	r = w.say(t, "sms", "às 10h")
	wantState(t, r, "offering", "Encontrei estes horários")
	first10 := options(r)[0]["slot"].(map[string]any)
	if first10["start_time"] != "10:00" || first10["date"] != "2030-01-15" || first10["provider_id"] != w.providers["Dra. Ana Souza"] ||
		first10["end_time"] != "10:20" {
		t.Fatalf("reschedule options: want Ana's 20-minute slots nearest 10:00, got %v", first10)
	}
	wantState(t, w.say(t, "sms", "1"), "confirming", "Confirma a remarcação para")
	r = w.say(t, "sms", "sim")
	wantState(t, r, "booked", "remarcada")
	moved := r["appointment"].(map[string]any)
	if moved["start_time"] != "2030-01-15T13:00:00Z" {
		t.Errorf("rescheduled to %v", moved)
	}
	if a := w.c.Do(t, "GET", "/v1/scheduling/appointments/"+second, w.tenant.Key, nil).Expect(t, 200).JSON(t); a["status"] != "cancelled" ||
		a["rescheduled_to_id"] != moved["id"] {
		t.Errorf("the original after the reschedule: %v", a)
	}
}

// "voltar" goes back a step, "cancelar" stops, a slot taken meanwhile is re-offered, and what is
// not understood gets a graceful answer.
func TestConversationBackStopRetakenAndNonsense(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	wantState(t, w.say(t, "web", "qual a cor do céu?"), "idle", "Posso marcar, remarcar ou cancelar")
	wantState(t, w.say(t, "web", "marcar dermatologia"), "collecting", "Para qual dia")
	wantState(t, w.say(t, "web", "voltar"), "idle", "voltando")
	wantState(t, w.say(t, "web", "marcar dermatologia amanhã à tarde"), "offering", "Encontrei")
	wantState(t, w.say(t, "web", "blá blá blá"), "offering", "Não entendi")
	wantState(t, w.say(t, "web", "cancelar"), "idle", "parei por aqui")

	r := w.say(t, "web", "marcar dermatologia amanhã à tarde")
	taken := options(r)[0]["slot"].(map[string]any)
	wantState(t, w.say(t, "web", "1"), "confirming", "Responda sim ou não")
	// Another patient books that slot meanwhile.
	other := w.c.Do(t, "POST", "/v1/patients", w.tenant.Key, map[string]any{"name": "Outra"}).Expect(t, 201).JSON(t)["id"].(string)
	w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, map[string]any{"provider_profile_id": taken["provider_id"],
		"patient_id": other, "appointment_type_id": w.types["Primeira consulta"], "location_id": taken["location"].(map[string]any)["id"],
		"start_time": taken["starts_at"], "end_time": taken["ends_at"]}).Expect(t, 201)
	r = w.say(t, "web", "sim")
	wantState(t, r, "offering", "Esse horário acabou de ser ocupado")
	for _, o := range options(r) {
		if o["slot"].(map[string]any)["starts_at"] == taken["starts_at"] {
			t.Errorf("the taken slot is offered again: %v", o)
		}
	}
	wantState(t, w.say(t, "web", "não"), "offering", "Não entendi") // nothing to refuse while offering
}

// Conversations are the tenant's: another clinic's patient is no patient; a second message while
// one is handled gets 409; bad messages get 422.
func TestConversationRejects(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	w.say(t, "phone", "quero marcar")
	other := newAPI(t, testkit.ServerOptions{})
	other.c.Do(t, "GET", "/v1/scheduling/conversation/"+w.patient+"/phone/state", other.tenant.Key, nil).Expect(t, 404)
	other.c.Do(t, "DELETE", "/v1/scheduling/conversation/"+w.patient+"/phone", other.tenant.Key, nil).Expect(t, 404)
	other.c.Do(t, "POST", "/v1/scheduling/conversation", other.tenant.Key, map[string]any{"patient_id": w.patient,
		"channel": "phone", "message": "oi"}).Expect(t, 422)
	for _, body := range []map[string]any{
		{"patient_id": w.patient, "channel": "telegram", "message": "oi"},
		{"patient_id": w.patient, "channel": "phone", "message": ""},
		{"patient_id": w.patient, "channel": "phone", "message": strings.Repeat("a", 1001)},
		{"channel": "phone", "message": "oi"},
	} {
		w.c.Do(t, "POST", "/v1/scheduling/conversation", w.tenant.Key, body).Expect(t, 422)
	}
	w.c.Do(t, "GET", "/v1/scheduling/conversation/"+w.patient+"/telegram/state", w.tenant.Key, nil).Expect(t, 422)

	lock := "conversation:" + w.tenant.ID.String() + ":" + w.uuid + ":phone:lock"
	if err := w.env.Redis.Set(context.Background(), lock, "someone", time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	w.c.Do(t, "POST", "/v1/scheduling/conversation", w.tenant.Key, map[string]any{"patient_id": w.patient,
		"channel": "phone", "message": "cardiologia"}).Expect(t, 409)
	w.env.Redis.Del(context.Background(), lock)
	wantState(t, w.say(t, "phone", "cardiologia"), "collecting", "Para qual dia")
}

// Two confirmations of one conversation at once book once: the second waits its turn (409, or
// it arrives after the booking and starts afresh).
func TestConversationConfirmsOnceUnderConcurrency(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	w.say(t, "whatsapp", "marcar dermatologia amanhã de manhã")
	wantState(t, w.say(t, "whatsapp", "1"), "confirming", "Responda sim ou não")
	statuses := make(chan int, 2)
	for range 2 {
		go func() {
			statuses <- w.c.Do(t, "POST", "/v1/scheduling/conversation", w.tenant.Key, map[string]any{"patient_id": w.patient,
				"channel": "whatsapp", "message": "sim"}).Status
		}()
	}
	for range 2 {
		if s := <-statuses; s != 200 && s != 409 {
			t.Errorf("status %d", s)
		}
	}
	if n := apptCountAll(t, w); n != 1 {
		t.Errorf("%d appointments booked, want 1", n)
	}
}
