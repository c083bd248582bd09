package rest

import (
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"reflect"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"clinic/internal/language"
	"clinic/internal/language/speech"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/instant"
	"clinic/internal/tenancy"
)

// voicePath is the voice endpoint; its body is a form with a file, like a document upload.
const voicePath = "/v1/scheduling/voice"

// VoiceUploadLimit is the transport cap of a voice request: the 10 MB audio and room for the form.
const VoiceUploadLimit = speech.MaxBytes + 1<<20

// isVoice reports a voice request.
func isVoice(r *http.Request) bool { return r.Method == http.MethodPost && r.URL.Path == voicePath }

// VoiceSchedulingResponse is a voice note understood well enough to show the patient.
type VoiceSchedulingResponse struct {
	Transcript         string  `json:"transcript" doc:"What the speech-to-text provider heard"`
	NeedsClarification bool    `json:"needs_clarification" enum:"false"`
	DurationSeconds    float64 `json:"duration_seconds" minimum:"0" maximum:"120"`
	NaturalLanguageResponse
}

// VoiceClarificationResponse is a voice note that needs a question back before anything else.
type VoiceClarificationResponse struct {
	Transcript         string   `json:"transcript" doc:"What the speech-to-text provider heard (may be empty)"`
	NeedsClarification bool     `json:"needs_clarification" enum:"true"`
	Question           string   `json:"question" example:"Com qual especialidade ou profissional você quer a consulta?" doc:"What to ask the patient, in Portuguese"`
	Missing            []string `json:"missing" doc:"As in the natural-language response: what is still needed"`
}

type voiceInput struct {
	contentType string
	stream      io.Reader
}

// Resolve keeps the body's stream (see uploadInput).
func (in *voiceInput) Resolve(ctx huma.Context) []error {
	in.stream, in.contentType = ctx.BodyReader(), ctx.Header("Content-Type")
	return nil
}

var voiceFields = []string{"audio", "patient_id", "timezone", "reference_time"}

const voiceDoc = "Multipart form: `audio` (required; WAV, MP3, OGG/Opus as WhatsApp sends voice notes, M4A/AAC or WebM, " +
	"recognised by its bytes; at most 10 MB and 2 minutes), `patient_id` (required), and optionally `timezone` and " +
	"`reference_time` as in POST /v1/scheduling/natural-language. The audio is normalised to 16 kHz mono with ffmpeg " +
	"and transcribed by the configured speech-to-text provider (`SERVICE_STT_URL`, the OpenAI transcription wire " +
	"format; the project ships a local one, `make stt`). With none configured: 503 saying how to configure one.\n\n" +
	"The transcript is read as the natural-language endpoint reads a message. A voice note never books: the answer " +
	"is a `VoiceSchedulingResponse` (transcript, interpretation and suggestions, for the patient to confirm) or, when " +
	"the transcript is empty, not about appointments, read with confidence under 0.5, or misses whom to see, the day " +
	"or which appointment, a `VoiceClarificationResponse` with a question to ask (`needs_clarification` tells them " +
	"apart).\n\n400 texts (Portuguese): `O áudio está vazio.`, `Formato de áudio não suportado. Formatos aceitos: WAV, " +
	"MP3, OGG/Opus, M4A/AAC e WebM.`, `O áudio excede o limite de 10 MB.`, `O áudio excede o limite de 2 minutos.`, " +
	"`Não foi possível ler o áudio: ...`. A body over 11 MB is a 413 before parsing."

func (s *server) registerVoice() {
	op := huma.Operation{
		OperationID: "schedule-by-voice", Method: http.MethodPost, Path: voicePath, Tags: []string{"Natural language"},
		Summary: "Understand a voice note (multipart audio)", Description: voiceDoc,
		Errors: []int{http.StatusRequestTimeout}, MaxBodyBytes: VoiceUploadLimit,
	}
	register(s, op, tenancy.SchedulingRead, s.voice)
	// Documented after registering, as the upload is: huma would otherwise read the body itself.
	oapi := s.api.OpenAPI()
	reg := oapi.Components.Schemas
	post := oapi.Paths[voicePath].Post
	post.RequestBody = &huma.RequestBody{Required: true, Content: map[string]*huma.MediaType{
		"multipart/form-data": {Schema: &huma.Schema{Type: "object", Required: []string{"audio", "patient_id"},
			AdditionalProperties: false, Properties: map[string]*huma.Schema{
				"audio":          {Type: "string", Format: "binary", Description: "WAV, MP3, OGG/Opus, M4A/AAC or WebM; at most 10 MB and 2 minutes"},
				"patient_id":     {Type: "string", Description: "pat_ token or internal UUID"},
				"timezone":       {Type: "string", MaxLength: ptrTo(64), Description: "IANA zone; default the clinic's first location's"},
				"reference_time": {Type: "string", Format: "date-time", Description: "Default now"},
			}},
			Encoding: map[string]*huma.Encoding{"audio": {ContentType: "audio/wav, audio/mpeg, audio/ogg, audio/mp4, audio/aac, audio/webm, application/octet-stream"}},
		}}}
	post.Responses["200"].Content["application/json"].Schema = &huma.Schema{OneOf: []*huma.Schema{
		reg.Schema(reflect.TypeFor[VoiceSchedulingResponse](), true, ""),
		reg.Schema(reflect.TypeFor[VoiceClarificationResponse](), true, ""),
	}}
}

func (s *server) voice(ctx context.Context, in *voiceInput) (*struct{ Body any }, error) {
	req, cleanup, err := readVoiceForm(in)
	defer cleanup()
	if err != nil {
		_, _ = io.Copy(io.Discard, in.stream)
		return nil, err
	}
	a, err := s.deps.Language.Voice(ctx, req)
	if err != nil {
		return nil, errs.PrefixFields(err, "body.")
	}
	if a.NeedsClarification {
		return &struct{ Body any }{VoiceClarificationResponse{Transcript: a.Transcript, NeedsClarification: true,
			Question: a.Question, Missing: orEmpty(a.Missing)}}, nil
	}
	return &struct{ Body any }{VoiceSchedulingResponse{Transcript: a.Transcript, DurationSeconds: a.Duration.Seconds(),
		NaturalLanguageResponse: toNaturalLanguageResponse(a.Understanding)}}, nil
}

// readVoiceForm reads the form: the audio goes to a temporary file (at most 10 MB + 1 byte, so a
// larger one is told apart), the fields are kept. cleanup removes the file.
func readVoiceForm(in *voiceInput) (language.VoiceRequest, func(), error) {
	var req language.VoiceRequest
	var f *os.File
	cleanup := func() {
		if f != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}
	err := readMultipart(in.contentType, in.stream, voiceFields, func(part *multipart.Part) error {
		body := clientBody{part}
		if part.FormName() == "audio" {
			var err error
			if f, err = os.CreateTemp("", "voice-*"); err != nil {
				return err
			}
			n, err := io.Copy(f, io.LimitReader(body, speech.MaxBytes+1))
			if err != nil {
				return bodyReadError(err)
			}
			if n > speech.MaxBytes {
				return speech.ErrTooLarge
			}
			req.AudioPath = f.Name()
			return nil
		}
		v, err := readFormText(body, 256)
		switch part.FormName() {
		case "patient_id":
			req.PatientRef = strings.TrimSpace(v)
		case "timezone":
			req.Timezone = strings.TrimSpace(v)
		case "reference_time":
			if v = strings.TrimSpace(v); v != "" {
				t, perr := time.Parse(time.RFC3339, v)
				if perr != nil || !instant.InRange(t) {
					return errs.InvalidFields(errs.FieldError{Field: "body.reference_time", Message: "must be an RFC 3339 date-time in 1900–9998"})
				}
				req.Reference = &t
			}
		}
		return err
	})
	if err != nil {
		return req, cleanup, err
	}
	var missing errs.Fields
	if req.AudioPath == "" {
		missing.Add("body.audio", "is required")
	}
	if req.PatientRef == "" {
		missing.Add("body.patient_id", "is required")
	}
	return req, cleanup, missing.Err()
}
