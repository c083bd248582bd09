package rest

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/language"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// ConversationMessage is the body of POST /v1/scheduling/conversation.
type ConversationMessage struct {
	PatientID string `json:"patient_id" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"The patient: pat_ token (recommended) or internal UUID (deprecated)"`
	Channel   string `json:"channel" enum:"whatsapp,sms,web,phone" doc:"Each patient has one conversation per channel"`
	Message   string `json:"message" minLength:"1" maxLength:"1000" example:"quero marcar uma consulta" doc:"What the patient wrote, in Portuguese"`
}

// TransformSchema states the required fields.
func (ConversationMessage) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(s, "patient_id", "channel", "message")
}

// ConversationAppointment is an appointment a conversation points at, booked or changed.
type ConversationAppointment struct {
	ID                uuid.UUID `json:"id"`
	Status            string    `json:"status"`
	ProviderProfileID uuid.UUID `json:"provider_profile_id"`
	LocationID        uuid.UUID `json:"location_id"`
	AppointmentTypeID uuid.UUID `json:"appointment_type_id"`
	StartTime         time.Time `json:"start_time"`
	EndTime           time.Time `json:"end_time"`
}

// ConversationOption is one numbered choice the patient answers with its number.
type ConversationOption struct {
	Number      int                      `json:"number" minimum:"1" maximum:"5"`
	Label       string                   `json:"label" example:"quinta-feira, 26/11, às 14:00 com Dr. Carlos Mendes (Unidade Centro)"`
	Slot        *AvailableSlot           `json:"slot" doc:"The slot offered (state offering)"`
	Appointment *ConversationAppointment `json:"appointment" doc:"One of the patient's appointments (state choosing_appointment)"`
}

// ConversationReply is the answer to one message.
type ConversationReply struct {
	State       string                   `json:"state" enum:"idle,collecting,choosing_appointment,offering,confirming,booked,cancelled" doc:"The state after this message"`
	Reply       string                   `json:"reply" example:"Com qual especialidade ou profissional você quer a consulta?" doc:"What to send the patient, in Portuguese"`
	Options     []ConversationOption     `json:"options" maxItems:"5" doc:"Numbered choices of the reply (offering, choosing_appointment, and the one being confirmed)"`
	Appointment *ConversationAppointment `json:"appointment" doc:"The appointment this message booked, rescheduled to or cancelled"`
}

// ConversationState is a conversation as GET .../state shows it.
type ConversationState struct {
	Channel     string                   `json:"channel" enum:"whatsapp,sms,web,phone"`
	State       string                   `json:"state" enum:"idle,collecting,choosing_appointment,offering,confirming,booked,cancelled"`
	Flow        *string                  `json:"flow" enum:"schedule,reschedule,cancel" doc:"What the conversation is doing"`
	Entities    NLEntities               `json:"entities" doc:"What was collected so far, merged message by message"`
	Options     []ConversationOption     `json:"options" maxItems:"5"`
	Chosen      *ConversationOption      `json:"chosen" doc:"The option being confirmed"`
	Changing    *ConversationAppointment `json:"changing" doc:"The patient's appointment being rescheduled or cancelled"`
	Appointment *ConversationAppointment `json:"appointment" doc:"The appointment the conversation booked, rescheduled to or cancelled"`
	Turns       int                      `json:"turns" doc:"Messages handled"`
	UpdatedAt   time.Time                `json:"updated_at"`
	ExpiresAt   time.Time                `json:"expires_at" doc:"When the conversation is forgotten (SERVICE_CONVERSATION_TTL after its last message)"`
}

type conversationPath struct {
	PatientID string `path:"patient_id" doc:"pat_ token or internal UUID"`
	Channel   string `path:"channel" enum:"whatsapp,sms,web,phone"`
}

const conversationDoc = "A state machine per patient and channel, kept for `SERVICE_CONVERSATION_TTL` (24 h) after its last " +
	"message. `idle` → `collecting` (asks only for what is missing: specialty or provider, then the day, then the " +
	"period or a time) → `offering` (up to 5 numbered slots; answer with the number, or say another day or period) → " +
	"`confirming` (the choice said back; answer sim or não) → `booked`. A reschedule or cancel first finds the " +
	"patient's appointment (`choosing_appointment` when several match). At any step \"voltar\" goes back one step " +
	"and \"cancelar\" (alone) stops the flow. Booking goes through the same rules as POST /v1/scheduling/appointments; " +
	"a slot taken meanwhile is answered with fresh options. Messages are read as POST /v1/scheduling/natural-language " +
	"reads them, in the zone of the clinic's first location. Two messages of one conversation at once: the second " +
	"gets 409 and should be sent again."

func (s *server) registerConversation() {
	tags := []string{"Conversation"}
	register(s, huma.Operation{
		OperationID: "converse", Method: http.MethodPost, Path: "/v1/scheduling/conversation", Tags: tags,
		Summary: "Handle one message of a booking conversation", Description: conversationDoc,
		Errors: []int{http.StatusConflict},
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *struct{ Body ConversationMessage }) (*struct{ Body ConversationReply }, error) {
		r, err := s.deps.Language.Converse(ctx, language.Message{PatientRef: in.Body.PatientID, Channel: in.Body.Channel,
			Text: in.Body.Message})
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		out := ConversationReply{State: r.Conversation.State, Reply: r.Text, Options: toConversationOptions(r.Conversation),
			Appointment: toConversationAppointment(r.Appointment)}
		return &struct{ Body ConversationReply }{out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-conversation-state", Method: http.MethodGet, Tags: tags,
		Path:    "/v1/scheduling/conversation/{patient_id}/{channel}/state",
		Summary: "Get a conversation's state", Errors: []int{http.StatusNotFound},
		Description: "The state machine's state and what it collected (for debugging). 404 when the patient has no " +
			"conversation on the channel (never started, expired or cleared), or is not a patient of the clinic.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *conversationPath) (*struct{ Body ConversationState }, error) {
		c, expires, err := s.deps.Language.ConversationState(ctx, patientFrom(ctx).ID, in.Channel)
		if err != nil {
			return nil, err
		}
		out := ConversationState{Channel: c.Channel, State: c.State, Entities: toNLEntities(c.Entities),
			Options: toConversationOptions(c), Changing: toConversationAppointment(c.Moving),
			Appointment: toConversationAppointment(c.Booked), Turns: c.Turns, UpdatedAt: c.UpdatedAt, ExpiresAt: expires}
		if c.Flow != "" {
			out.Flow = &c.Flow
		}
		if c.Chosen != nil {
			o := toConversationOption(*c.Chosen)
			out.Chosen = &o
		}
		return &struct{ Body ConversationState }{out}, nil
	})

	register(s, huma.Operation{
		OperationID: "clear-conversation", Method: http.MethodDelete, Tags: tags,
		Path:    "/v1/scheduling/conversation/{patient_id}/{channel}",
		Summary: "Clear a conversation", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "Forgets the conversation: the next message starts afresh. Appointments it booked stay. 404 when " +
			"there is none.",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *conversationPath) (*struct{}, error) {
		return nil, s.deps.Language.ClearConversation(ctx, patientFrom(ctx).ID, in.Channel)
	})
}

// toConversationOptions are the options a conversation shows: the one being confirmed, else
// those offered.
func toConversationOptions(c language.Conversation) []ConversationOption {
	if c.State == language.StateConfirm && c.Chosen != nil {
		return []ConversationOption{toConversationOption(*c.Chosen)}
	}
	return orEmpty(mapItems(c.Options, toConversationOption))
}

func toConversationOption(o language.Option) ConversationOption {
	out := ConversationOption{Number: o.Number, Label: o.Label, Appointment: toConversationAppointment(o.Appointment)}
	if o.Slot != nil {
		sl := toAvailableSlot(*o.Slot)
		out.Slot = &sl
	}
	return out
}

func toConversationAppointment(a *language.Appointment) *ConversationAppointment {
	if a == nil {
		return nil
	}
	return &ConversationAppointment{ID: a.ID, Status: a.Status, ProviderProfileID: a.ProviderID, LocationID: a.LocationID,
		AppointmentTypeID: a.TypeID, StartTime: a.Start, EndTime: a.End}
}
