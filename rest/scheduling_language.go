package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/language"
	"clinic/internal/language/ptbr"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// NaturalLanguageRequest is the body of POST /v1/scheduling/natural-language.
type NaturalLanguageRequest struct {
	Message       string     `json:"message" minLength:"1" maxLength:"1000" example:"marca um cardio pra quinta à tarde" doc:"What the patient wrote, in Portuguese"`
	PatientID     string     `json:"patient_id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient: pat_ token (recommended) or internal UUID (deprecated). Their appointments are matched for reschedule and cancel"`
	ReferenceTime *time.Time `json:"reference_time,omitempty" doc:"When the message was said; relative dates (amanhã, quinta) count from its local date in timezone. Default: now"`
	Timezone      *string    `json:"timezone,omitempty" maxLength:"64" example:"America/Sao_Paulo" doc:"IANA zone the message is read in. Default: the zone of the clinic's first location, else America/Sao_Paulo"`
}

// TransformSchema states the required fields.
func (NaturalLanguageRequest) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "message", "patient_id")
}

// NLEntities are what the message says, as said (dates resolved).
type NLEntities struct {
	Specialty       *string `json:"specialty" example:"cardiologia" doc:"Canonical specialty: lower case, no accents (cardiologia, clinica geral, otorrinolaringologia...)"`
	ProviderName    *string `json:"provider_name" example:"Ana Souza" doc:"The provider's name as said, without Dr./Dra. Kept even when the clinic has no such provider (then missing names provider)"`
	DateFrom        *string `json:"date_from" format:"date" doc:"First local date meant"`
	DateTo          *string `json:"date_to" format:"date" doc:"Last local date meant; equal to date_from for one day"`
	Time            *string `json:"time" pattern:"^([01][0-9]|2[0-3]):[0-5][0-9]$" example:"14:30" doc:"Local clock time said, HH:MM"`
	Period          *string `json:"period" enum:"manha,tarde,noite" doc:"Period said when no clock time is: manha before 12:00, tarde 12:00-18:00, noite after"`
	LocationName    *string `json:"location_name" doc:"The clinic's location named (its name as the clinic has it), else as said"`
	AppointmentType *string `json:"appointment_type" doc:"The appointment type named (the clinic's name for it), else the common name said"`
}

// NLResolved are the clinic's records the message points at.
type NLResolved struct {
	ProviderIDs       []uuid.UUID `json:"provider_ids" doc:"Providers named, or all providers of the specialty said"`
	LocationID        *uuid.UUID  `json:"location_id" doc:"The location named"`
	AppointmentTypeID *uuid.UUID  `json:"appointment_type_id" doc:"The type named; else the type the suggestions are for (the appointment's own for a reschedule, the type of the specialty, one named Consulta, else the clinic's first)"`
	AppointmentIDs    []uuid.UUID `json:"appointment_ids" doc:"For reschedule and cancel: the patient's upcoming requested or confirmed appointments that match what was said (provider, specialty, type; for a cancel also date, time and period)"`
}

// NaturalLanguageResponse is what a message was understood to say.
type NaturalLanguageResponse struct {
	Intent         string          `json:"intent" enum:"schedule,reschedule,cancel,availability,unknown"`
	Entities       NLEntities      `json:"entities"`
	Resolved       NLResolved      `json:"resolved"`
	Slots          []AvailableSlot `json:"slots" maxItems:"5" doc:"Up to 5 suggestions for schedule, reschedule and availability: on the dates said (else the next 14 days, at most 30 days), from today, at the location said, nearest the time said or in the period said"`
	Missing        []string        `json:"missing" doc:"What is still needed to act: intent (not about appointments), specialty_or_provider, date, time_or_period (schedule), appointment (not exactly one match), provider, location, appointment_type (named but the clinic has none such)"`
	Confidence     float64         `json:"confidence" minimum:"0" maximum:"1" doc:"How sure the reading is: the strength of the intent's cues and how much of the message the rules explained, lowered when a name did not resolve"`
	Interpretation string          `json:"interpretation" example:"Consulta de cardiologia na quinta-feira, 26/11, à tarde" doc:"One Portuguese sentence saying back what was understood, to show the patient before acting"`
	Timezone       string          `json:"timezone" example:"America/Sao_Paulo" doc:"The zone the message was read in"`
	ReferenceTime  time.Time       `json:"reference_time" doc:"The instant relative dates were counted from"`
}

// naturalLanguageDoc is the contract of the parser, stated once for the REST and voice endpoints.
const naturalLanguageDoc = "Reads a patient's message in Brazilian Portuguese. Dates are resolved in `timezone` from the local " +
	"date of `reference_time`:\n\n" +
	"- hoje, amanhã, depois de amanhã; daqui a N dias/semanas (the single day N or 7·N days ahead).\n" +
	"- A weekday name (with or without -feira, accents or not) is its next occurrence strictly after today (\"segunda\" " +
	"said on a Monday is next week's, unless \"hoje\" is said); \"<weekday> que vem\" is the same day; \"<weekday> da " +
	"semana que vem\" is that weekday in next week.\n" +
	"- semana que vem = próxima semana = next Monday to Sunday; fim de semana = the coming Saturday and Sunday (today " +
	"and tomorrow on a Saturday); mês que vem = the whole next month; a bare month = the whole month (next year once " +
	"it has passed; the current month from today).\n" +
	"- dia N = this month when N is after today, else next month; d de <mês>, d/m = this year unless past, else next year; d/m/aaaa as written.\n" +
	"- Clock times: 14h, 14h30, 8h30, 10:15, às duas da tarde, 7 e meia da manhã, meio-dia. A bare hour from 1 to 6 is " +
	"in the afternoon. With a clock time, `period` is omitted. cedo = manha, no fim da tarde = tarde.\n" +
	"- For a reschedule the dates and time are the new slot's (\"de terça pra quarta às 11\" → quarta, 11:00); for a cancel, " +
	"the appointment's.\n" +
	"- Intent: asking whether there is a slot (tem vaga, tem horário) is `availability`; asking to be booked, even as a " +
	"question (consigo encaixe?, dá pra marcar?), is `schedule`; messages not about appointments are `unknown`.\n\n" +
	"Nothing is booked: `interpretation` says back what was understood, for the patient to confirm."

func (s *server) registerLanguage() {
	s.registerConversation()
	s.registerVoice()
	register(s, huma.Operation{
		OperationID: "understand-natural-language", Method: http.MethodPost, Path: "/v1/scheduling/natural-language",
		Tags: []string{"Natural language"}, Summary: "Understand a booking message in Portuguese",
		Description: naturalLanguageDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *struct{ Body NaturalLanguageRequest }) (*struct{ Body NaturalLanguageResponse }, error) {
		req := language.Request{Message: in.Body.Message, PatientRef: in.Body.PatientID, Reference: in.Body.ReferenceTime}
		if in.Body.Timezone != nil {
			req.Timezone = *in.Body.Timezone
		}
		u, err := s.deps.Language.Understand(ctx, req)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &struct{ Body NaturalLanguageResponse }{toNaturalLanguageResponse(u)}, nil
	})
}

// toNLEntities is what a message says, as the API shows it.
func toNLEntities(r ptbr.Result) NLEntities {
	str := func(v string) *string {
		if v == "" {
			return nil
		}
		return &v
	}
	e := NLEntities{Specialty: str(r.Specialty), ProviderName: str(r.ProviderName), Period: str(r.Period),
		LocationName: str(r.LocationName), AppointmentType: str(r.AppointmentType),
		DateFrom: dateString(r.DateFrom), DateTo: dateString(r.DateTo)}
	if r.Time != nil {
		e.Time = str(ptbr.Clock(*r.Time))
	}
	return e
}

// toNaturalLanguageResponse is an understanding as the API shows it.
func toNaturalLanguageResponse(u language.Understanding) NaturalLanguageResponse {
	out := NaturalLanguageResponse{Intent: string(u.Intent), Entities: toNLEntities(u.Result),
		Resolved: NLResolved{ProviderIDs: orEmpty(u.Resolved.ProviderIDs), LocationID: u.Resolved.LocationID,
			AppointmentIDs: mapItems(u.Appointments, func(a language.Appointment) uuid.UUID { return a.ID })},
		Slots: mapItems(u.Slots, toAvailableSlot), Missing: orEmpty(u.Missing), Confidence: u.Confidence,
		Interpretation: u.Interpretation, Timezone: u.Zone, ReferenceTime: u.Reference.UTC()}
	if u.Type != nil {
		out.Resolved.AppointmentTypeID = &u.Type.ID
	}
	return out
}

// orEmpty makes a nil slice an empty one, so JSON shows [] rather than null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
