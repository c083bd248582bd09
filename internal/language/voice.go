package language

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"clinic/internal/language/ptbr"
	"clinic/internal/language/speech"
	"clinic/internal/platform/errs"
)

// WithSpeech sets the speech-to-text provider of voice scheduling (nil: voice answers 503).
func (s *Service) WithSpeech(t speech.Transcriber) *Service {
	s.stt = t
	return s
}

// ErrNoSpeech answers voice requests when no speech-to-text provider is configured.
var ErrNoSpeech = errs.Unavailablef(nil, "Voice scheduling needs a speech-to-text provider. Set SERVICE_STT_URL "+
	"(with SERVICE_STT_MODEL and SERVICE_STT_API_KEY for a hosted API) to a server of the OpenAI transcription API, "+
	"or run `make stt` for the local one that ships with the service.")

// VoiceRequest is a voice note to understand.
type VoiceRequest struct {
	PatientRef string
	AudioPath  string // the uploaded file, as received
	Timezone   string
	Reference  *time.Time
}

// VoiceAnswer is what a voice note was understood to say. Nothing is booked from a voice note:
// the transcript and the interpretation go back for the patient to confirm.
type VoiceAnswer struct {
	Transcript string
	Duration   time.Duration
	Understanding
	NeedsClarification bool
	Question           string // when NeedsClarification: what to ask the patient, in Portuguese
}

// minVoiceConfidence is the reading confidence under which a transcript is asked back.
const minVoiceConfidence = 0.5

// Voice transcribes a voice note and reads it as Understand reads a message. It needs a
// clarification when the transcript is empty, not about appointments, read with low confidence,
// or missing what to act on (whom to see, the day, which appointment). The request's fields are
// checked first, then whether a provider is configured, then the audio. Errors: Invalid
// (patient_id, timezone), Unavailable (no provider, or it failed), BadRequest (the audio: empty,
// unsupported, over 10 MB or 2 minutes, unreadable).
func (s *Service) Voice(ctx context.Context, req VoiceRequest) (VoiceAnswer, error) {
	var f errs.Fields
	checkZone(&f, req.Timezone)
	if err := f.Err(); err != nil {
		return VoiceAnswer{}, err
	}
	patient, err := s.patient(ctx, req.PatientRef)
	if err != nil {
		return VoiceAnswer{}, err
	}
	if s.stt == nil {
		return VoiceAnswer{}, ErrNoSpeech
	}
	wav, dur, err := speech.Normalize(ctx, req.AudioPath)
	if err != nil {
		return VoiceAnswer{}, err
	}
	text, err := s.stt.Transcribe(ctx, wav)
	if err != nil {
		return VoiceAnswer{}, err
	}
	a := VoiceAnswer{Transcript: text, Duration: dur}
	if strings.TrimSpace(text) == "" {
		a.NeedsClarification, a.Missing = true, []string{MissingIntent}
		a.Question = "Não consegui entender o áudio. Pode repetir ou escrever a mensagem?"
		return a, nil
	}
	u, err := s.understand(ctx, Request{Message: truncate(text, MaxMessageLength), Timezone: req.Timezone,
		Reference: req.Reference}, patient)
	if err != nil {
		return VoiceAnswer{}, fmt.Errorf("voice: %w", err)
	}
	a.Understanding = u
	a.Question = clarification(u)
	a.NeedsClarification = a.Question != ""
	return a, nil
}

// clarification is the question to ask back, or "" when the reading is enough to show the
// patient for confirmation.
func clarification(u Understanding) string {
	blocking := func(m string) bool {
		switch m {
		case MissingIntent, MissingSpecialty, MissingProvider, MissingAppointment:
			return true
		case MissingDate:
			return u.Intent == ptbr.Schedule || u.Intent == ptbr.Reschedule
		}
		return false
	}
	i := slices.IndexFunc(u.Missing, blocking)
	switch {
	case i >= 0 && u.Missing[i] == MissingIntent:
		return "Não entendi se você quer marcar, remarcar ou cancelar uma consulta. Pode repetir?"
	case u.Confidence < minVoiceConfidence:
		return fmt.Sprintf("Entendi: “%s”. Não tenho certeza se entendi bem; pode repetir com mais detalhes?", u.Interpretation)
	case i < 0:
		return ""
	}
	switch u.Missing[i] {
	case MissingSpecialty:
		return "Com qual especialidade ou profissional você quer a consulta?"
	case MissingProvider:
		return u.Interpretation + ". Com qual profissional ou especialidade você quer a consulta?"
	case MissingAppointment:
		if u.Intent == ptbr.Cancel {
			return "Qual consulta você quer cancelar? Diga o dia ou o profissional."
		}
		return "Qual consulta você quer remarcar? Diga o profissional ou a especialidade dela."
	}
	return "Para qual dia você quer a consulta?"
}

// truncate cuts s to at most n runes.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}
