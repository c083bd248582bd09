package rest_test

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"clinic/internal/language/ptbr/ptbrtest"
	"clinic/internal/testkit"
)

// nlClinic is the clinic of the sentence tables (ptbrtest), set up through the API: every
// provider works every day, 08:00–18:00, at their location (Carlos and Ana at Centro,
// Beatriz at Paulista, the others at Barra).
type nlClinic struct {
	api
	locations map[string]string // name → id
	types     map[string]string
	providers map[string]string
	patient   string
	uuid      string // the patient's internal id
}

func nlSetup(t *testing.T) nlClinic { t.Helper(); return nlSetupWith(t, testkit.ServerOptions{}) }

func nlSetupWith(t *testing.T, opt testkit.ServerOptions) nlClinic {
	t.Helper()
	w := nlClinic{api: newAPI(t, opt), locations: map[string]string{}, types: map[string]string{},
		providers: map[string]string{}}
	for _, name := range ptbrtest.Locations {
		w.locations[name] = locCreate(t, w.api, map[string]any{"name": name, "timezone": ptbrtest.Zone})["id"].(string)
	}
	for i, name := range ptbrtest.Types {
		w.types[name] = w.c.Do(t, "POST", "/v1/scheduling/appointment-types", w.tenant.Key,
			map[string]any{"name": name, "duration_minutes": []int{45, 20, 30, 15}[i]}).Expect(t, 201).JSON(t)["id"].(string)
	}
	at := map[string]string{"Dr. Carlos Mendes": "Unidade Centro", "Dra. Ana Souza": "Unidade Centro",
		"Dra. Beatriz Lima": "Unidade Paulista"}
	for _, name := range slices.Sorted(maps.Keys(ptbrtest.Providers)) {
		loc := w.locations[cmpOr(at[name], "Unidade Barra")]
		id := w.c.Do(t, "POST", "/v1/scheduling/providers", w.tenant.Key, map[string]any{"name": name,
			"specialties": []string{ptbrtest.Providers[name]}, "primary_location_id": loc}).Expect(t, 201).JSON(t)["id"].(string)
		w.providers[name] = id
		for wd := 1; wd <= 7; wd++ {
			w.c.Do(t, "POST", "/v1/scheduling/providers/"+id+"/templates", w.tenant.Key, map[string]any{
				"location_id": loc, "weekday": wd, "start_time": "08:00", "end_time": "18:00"}).Expect(t, 201)
		}
	}
	p := w.c.Do(t, "POST", "/v1/patients", w.tenant.Key, map[string]any{"name": "Maria"}).Expect(t, 201).JSON(t)
	w.patient, w.uuid = p["id"].(string), p["uuid"].(string)
	return w
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// ask sends message as said at reference (local time in São Paulo, "2006-01-02T15:04").
func (w nlClinic) ask(t *testing.T, message, reference string) map[string]any {
	t.Helper()
	zone, _ := time.LoadLocation(ptbrtest.Zone)
	ref, err := time.ParseInLocation("2006-01-02T15:04", reference, zone)
	if err != nil {
		t.Fatal(err)
	}
	return w.c.Do(t, "POST", "/v1/scheduling/natural-language", w.tenant.Key, map[string]any{"message": message,
		"patient_id": w.patient, "reference_time": ref.Format(time.RFC3339), "timezone": ptbrtest.Zone}).Expect(t, 200).JSON(t)
}

// TestNaturalLanguageSentenceTables scores the endpoint on every sentence table, through HTTP: at
// least 150 sentences, a third of them written apart from the parser, each table at ≥ 95 %
// strict field accuracy.
func TestNaturalLanguageSentenceTables(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	sentences := ptbrtest.Tables(t, "../internal/language/ptbr/testdata")
	scores := map[string]*ptbrtest.Score{}
	apart := 0
	for _, s := range sentences {
		if s.File != "sentences.jsonl" {
			apart++
		}
		if scores[s.File] == nil {
			scores[s.File] = &ptbrtest.Score{}
		}
		r := w.ask(t, s.Message, s.Reference)
		got := map[string]string{"intent": r["intent"].(string)}
		for k, v := range r["entities"].(map[string]any) {
			if v != nil {
				got[k] = v.(string)
			}
		}
		for _, k := range scores[s.File].Add(s.Want, got) {
			t.Logf("%s %s | %q: %s = %q, want %q", s.File, s.Reference, s.Message, k, got[k], s.Want[k])
		}
	}
	if len(sentences) < 150 || apart*3 < len(sentences) {
		t.Errorf("%d sentences, %d written apart: want at least 150, a third apart", len(sentences), apart)
	}
	for file, sc := range scores {
		t.Logf("%s: %d sentences, %d wholly right; field accuracy %.3f, strict %.3f", file, sc.Sentences, sc.Whole,
			sc.All(), sc.Strict())
		if sc.Strict() < 0.95 {
			t.Errorf("%s: strict field accuracy %.3f, want ≥ 0.95", file, sc.Strict())
		}
	}
}

// slotsOf returns the suggestions of a response.
func slotsOf(r map[string]any) []map[string]any {
	var out []map[string]any
	for _, s := range r["slots"].([]any) {
		out = append(out, s.(map[string]any))
	}
	return out
}

func ids(r map[string]any, key string) []string {
	var out []string
	for _, v := range r["resolved"].(map[string]any)[key].([]any) {
		out = append(out, v.(string))
	}
	return out
}

// The reference of the resolution tests: Monday 2030-01-07, 10:00 in São Paulo.
const nlMonday = "2030-01-07T10:00"

// A message resolves to the clinic's records, and the suggestions follow what was said.
func TestNaturalLanguageResolvesAndSuggests(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	carlos := w.providers["Dr. Carlos Mendes"]

	r := w.ask(t, "marca um cardio pra quinta à tarde", nlMonday)
	if got := ids(r, "provider_ids"); !slices.Equal(got, []string{carlos}) {
		t.Errorf("provider_ids = %v, want Carlos", got)
	}
	slots := slotsOf(r)
	if len(slots) != 5 {
		t.Fatalf("want 5 suggestions, got %v", slots)
	}
	for _, s := range slots {
		if s["date"] != "2030-01-10" || s["start_time"].(string) < "12:00" || s["provider_id"] != carlos {
			t.Errorf("suggestion outside Thursday afternoon with Carlos: %v", s)
		}
	}
	if r["interpretation"] != "Consulta de cardiologia na quinta-feira, 10/01, à tarde" {
		t.Errorf("interpretation = %q", r["interpretation"])
	}
	if m := r["missing"].([]any); len(m) != 0 {
		t.Errorf("missing = %v", m)
	}
	if c := r["confidence"].(float64); c < 0.7 || c > 1 {
		t.Errorf("confidence = %v", c)
	}

	// A clock time: the nearest slots first. No type said: the clinic's first type (Primeira
	// consulta, 45 minutes from 08:00: ... 14:00, 14:45 ...).
	r = w.ask(t, "quero marcar com a Dra. Ana Souza amanhã às 14h30", nlMonday)
	var starts []string
	for _, s := range slotsOf(r) {
		if s["date"] != "2030-01-08" {
			t.Errorf("suggestion off the day: %v", s)
		}
		starts = append(starts, s["start_time"].(string))
	}
	if !slices.Equal(starts, []string{"14:45", "14:00", "15:30", "13:15", "16:15"}) {
		t.Errorf("suggestions for 14:30, nearest first: %v", starts)
	}
	if r["interpretation"] != "Consulta com Dra. Ana Souza amanhã, 08/01, às 14:30" {
		t.Errorf("interpretation = %q", r["interpretation"])
	}

	// A location and a type said: resolved to their ids; suggestions only there, of that length.
	r = w.ask(t, "retorno com a dermatologista na unidade paulista sexta de manhã", nlMonday)
	res := r["resolved"].(map[string]any)
	if res["location_id"] != w.locations["Unidade Paulista"] || res["appointment_type_id"] != w.types["Retorno"] {
		t.Errorf("resolved = %v", res)
	}
	for _, s := range slotsOf(r) {
		if s["location"].(map[string]any)["id"] != w.locations["Unidade Paulista"] || s["start_time"].(string) >= "12:00" ||
			s["end_time"] != addMinutes(s["start_time"].(string), 20) {
			t.Errorf("suggestion %v: want a 20-minute morning slot at Paulista", s)
		}
	}

	// A provider the clinic does not have stays as said and is reported, never replaced.
	r = w.ask(t, "quero marcar com o Dr. Roberto amanhã de manhã", nlMonday)
	if r["entities"].(map[string]any)["provider_name"] != "Roberto" || len(ids(r, "provider_ids")) != 0 ||
		!slices.Contains(r["missing"].([]any), any("provider")) || len(slotsOf(r)) != 0 ||
		!strings.Contains(r["interpretation"].(string), "não encontrei profissional chamado Roberto") {
		t.Errorf("unknown provider: %v", r)
	}

	// Not about appointments.
	r = w.ask(t, "qual o endereço da clínica?", nlMonday)
	if r["intent"] != "unknown" || !slices.Equal(r["missing"].([]any), []any{"intent"}) || len(slotsOf(r)) != 0 {
		t.Errorf("unknown: %v", r)
	}
}

func addMinutes(hhmm string, m int) string {
	t, _ := time.Parse("15:04", hhmm)
	return t.Add(time.Duration(m) * time.Minute).Format("15:04")
}

// Reschedule and cancel point at the patient's own appointments.
func TestNaturalLanguageFindsThePatientsAppointments(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	carlos := w.providers["Dr. Carlos Mendes"]
	appt := w.c.Do(t, "POST", "/v1/scheduling/appointments", w.tenant.Key, map[string]any{"provider_profile_id": carlos,
		"patient_id": w.patient, "appointment_type_id": w.types["Retorno"], "location_id": w.locations["Unidade Centro"],
		"start_time": "2030-01-10T13:00:00Z", "end_time": "2030-01-10T13:20:00Z"}).Expect(t, 201).JSON(t)["id"].(string)

	r := w.ask(t, "cancela minha consulta de quinta", nlMonday)
	if r["intent"] != "cancel" || !slices.Equal(ids(r, "appointment_ids"), []string{appt}) || len(r["missing"].([]any)) != 0 {
		t.Errorf("cancel Thursday: %v", r)
	}
	r = w.ask(t, "cancela minha consulta de sexta", nlMonday)
	if len(ids(r, "appointment_ids")) != 0 || !slices.Equal(r["missing"].([]any), []any{"appointment"}) {
		t.Errorf("cancel Friday (no appointment then): %v", r)
	}

	r = w.ask(t, "passa minha consulta de quinta pra sexta às 11", nlMonday)
	if r["intent"] != "reschedule" || !slices.Equal(ids(r, "appointment_ids"), []string{appt}) {
		t.Fatalf("reschedule: %v", r)
	}
	slots := slotsOf(r)
	if len(slots) == 0 || slots[0]["date"] != "2030-01-11" || slots[0]["start_time"] != "11:00" ||
		slots[0]["provider_id"] != carlos || slots[0]["end_time"] != "11:20" {
		t.Errorf("reschedule suggestions (Carlos, Friday 11:00, the appointment's 20-minute type): %v", slots)
	}
	if r["interpretation"] != "Remarcar sua consulta para sexta-feira, 11/01, às 11:00" {
		t.Errorf("interpretation = %q", r["interpretation"])
	}
}

// Without a timezone, the message is read in the zone of the clinic's first location, never
// the server's: 23:30 in Manaus is already tomorrow in São Paulo.
func TestNaturalLanguageReadsInTheClinicsZone(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{})
	locCreate(t, a, map[string]any{"name": "Unidade Manaus", "timezone": "America/Manaus"})
	patient := a.c.Do(t, "POST", "/v1/patients", a.tenant.Key, map[string]any{"name": "Ana"}).Expect(t, 201).JSON(t)["id"].(string)
	r := a.c.Do(t, "POST", "/v1/scheduling/natural-language", a.tenant.Key, map[string]any{"message": "tem vaga amanhã?",
		"patient_id": patient, "reference_time": "2030-01-08T03:30:00Z"}).Expect(t, 200).JSON(t)
	e := r["entities"].(map[string]any)
	if r["timezone"] != "America/Manaus" || e["date_from"] != "2030-01-08" || e["date_to"] != "2030-01-08" {
		t.Errorf("read in %v: %v", r["timezone"], e)
	}
}

// Bad requests get 422 naming the field and change nothing; another clinic's patient is no
// patient; the endpoint needs scheduling:read.
func TestNaturalLanguageRejects(t *testing.T) {
	t.Parallel()
	w := nlSetup(t)
	other := newAPI(t, testkit.ServerOptions{})
	foreign := other.c.Do(t, "POST", "/v1/patients", other.tenant.Key, map[string]any{"name": "X"}).Expect(t, 201).JSON(t)["id"].(string)
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"message": "", "patient_id": w.patient}, "body.message"},
		{map[string]any{"message": strings.Repeat("á", 1001), "patient_id": w.patient}, "body.message"},
		{map[string]any{"message": "marca amanhã"}, "body.patient_id"},
		{map[string]any{"message": "marca amanhã", "patient_id": foreign}, "body.patient_id"},
		{map[string]any{"message": "marca amanhã", "patient_id": w.patient, "timezone": "Mars/Olympus"}, "body.timezone"},
		{map[string]any{"message": "marca amanhã", "patient_id": w.patient, "timezone": "Local"}, "body.timezone"},
		{map[string]any{"message": "marca amanhã", "patient_id": w.patient, "reference_time": "amanhã"}, "body.reference_time"},
	} {
		r := w.c.Do(t, "POST", "/v1/scheduling/natural-language", w.tenant.Key, c.body).Expect(t, 422)
		if f := fieldsOf(t, r); !slices.Contains(f, c.field) {
			t.Errorf("%v: fields %v, want %s", c.body, f, c.field)
		}
	}
	w.c.Do(t, "POST", "/v1/scheduling/natural-language", w.tenant.Key,
		map[string]any{"message": strings.Repeat("á", 1000), "patient_id": w.patient}).Expect(t, 200)
	key, _ := w.env.NewKey(t, w.tenant.ID)
	w.c.Do(t, "POST", "/v1/scheduling/natural-language", key, map[string]any{"message": "oi", "patient_id": w.patient}).Expect(t, 403)
	w.c.Do(t, "POST", "/v1/scheduling/natural-language", "", map[string]any{"message": "oi", "patient_id": w.patient}).Expect(t, 401)
}
