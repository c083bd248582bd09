package rest_test

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clinic/internal/language/speech"
	"clinic/internal/testkit"
)

// voiceClips makes the same Portuguese sentence in every accepted format with espeak-ng and ffmpeg.
func voiceClips(t *testing.T) map[string][]byte {
	t.Helper()
	dir := t.TempDir()
	wav := filepath.Join(dir, "clip.wav")
	run(t, "espeak-ng", "-v", "pt-br", "-w", wav, "marca um cardio pra quinta à tarde")
	clips := map[string][]byte{"wav": read(t, wav)}
	for name, args := range map[string][]string{
		"mp3":  {"-c:a", "libmp3lame", "-b:a", "32k"},
		"ogg":  {"-c:a", "libopus", "-b:a", "16k"}, // a WhatsApp voice note
		"m4a":  {"-c:a", "aac", "-b:a", "32k"},
		"aac":  {"-c:a", "aac", "-b:a", "32k", "-f", "adts"},
		"webm": {"-c:a", "libopus", "-b:a", "16k"},
	} {
		out := filepath.Join(dir, "clip."+name)
		run(t, "ffmpeg", append(append([]string{"-hide_banner", "-loglevel", "error", "-i", wav}, args...), out)...)
		clips[name] = read(t, out)
	}
	return clips
}

func run(t *testing.T, name string, args ...string) {
	t.Helper()
	if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}

func read(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// voiceForm builds the multipart body of a voice request; fields in order, "audio" as a file.
func voiceForm(t *testing.T, fields ...[2]any) ([]byte, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for _, f := range fields {
		name := f[0].(string)
		if name == "audio" {
			w, _ := mw.CreateFormFile("audio", "nota.bin")
			w.Write(f[1].([]byte))
			continue
		}
		_ = mw.WriteField(name, f[1].(string))
	}
	mw.Close()
	return b.Bytes(), "Content-Type: " + mw.FormDataContentType()
}

type voiceWorld struct {
	nlClinic
	stt *testkit.FakeSTT
}

func voiceSetup(t *testing.T) voiceWorld {
	t.Helper()
	stt := testkit.NewFakeSTT(t)
	w := nlSetupWith(t, testkit.ServerOptions{Speech: stt.Client()})
	return voiceWorld{nlClinic: w, stt: stt}
}

func (w voiceWorld) send(t *testing.T, audio []byte, extra ...[2]any) *testkit.Response {
	t.Helper()
	body, ct := voiceForm(t, append([][2]any{{"audio", audio}, {"patient_id", w.patient},
		{"reference_time", "2030-01-07T13:00:00Z"}, {"timezone", "America/Sao_Paulo"}}, extra...)...)
	return w.c.Do(t, "POST", "/v1/scheduling/voice", w.tenant.Key, body, ct)
}

// Every accepted format is normalised, transcribed and read; nothing is booked.
func TestVoiceEveryFormat(t *testing.T) {
	t.Parallel()
	w := voiceSetup(t)
	w.stt.Say("Marca um cardio pra quinta à tarde.")
	for format, clip := range voiceClips(t) {
		r := w.send(t, clip).Expect(t, 200).JSON(t)
		e := r["entities"].(map[string]any)
		if r["needs_clarification"] != false || r["transcript"] != "Marca um cardio pra quinta à tarde." || r["intent"] != "schedule" ||
			e["specialty"] != "cardiologia" || e["date_from"] != "2030-01-10" || e["period"] != "tarde" ||
			len(r["slots"].([]any)) != 5 || r["interpretation"] != "Consulta de cardiologia na quinta-feira, 10/01, à tarde" {
			t.Errorf("%s: %v", format, r)
		}
		if d := r["duration_seconds"].(float64); d < 1 || d > 10 {
			t.Errorf("%s: duration %v", format, d)
		}
	}
	if n := apptCountAll(t, w.nlClinic); n != 0 {
		t.Errorf("a voice note booked %d appointments", n)
	}
}

func apptCountAll(t *testing.T, w nlClinic) int {
	return len(w.c.Do(t, "GET", "/v1/scheduling/appointments", w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any))
}

// What is not enough to act on is asked back.
func TestVoiceAsksBack(t *testing.T) {
	t.Parallel()
	w := voiceSetup(t)
	clip := voiceClips(t)["ogg"]
	for transcript, want := range map[string]string{
		"quero marcar uma consulta amanhã": "especialidade ou profissional",
		"":                                 "Não consegui entender o áudio",
		"qual o endereço da clínica":       "marcar, remarcar ou cancelar",
		"cancela minha consulta":           "Qual consulta você quer cancelar",
	} {
		w.stt.Say(transcript)
		r := w.send(t, clip).Expect(t, 200).JSON(t)
		if r["needs_clarification"] != true || r["transcript"] != transcript || !strings.Contains(r["question"].(string), want) ||
			len(r["missing"].([]any)) == 0 || r["intent"] != nil {
			t.Errorf("%q: %v", transcript, r)
		}
	}
}

// Bad audio gets 400 in Portuguese, a body over the cap 413, and nothing reaches the provider.
func TestVoiceRejectsBadAudio(t *testing.T) {
	t.Parallel()
	w := voiceSetup(t)
	long := filepath.Join(t.TempDir(), "long.ogg")
	run(t, "ffmpeg", "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono", "-t", "125",
		"-c:a", "libopus", "-b:a", "8k", long)
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	for _, c := range []struct {
		audio  []byte
		detail string
	}{
		{nil, "O áudio está vazio."},
		{png, "Formato de áudio não suportado. Formatos aceitos: WAV, MP3, OGG/Opus, M4A/AAC e WebM."},
		{[]byte("OggS" + strings.Repeat("\x00garbage", 200)), "Não foi possível ler o áudio: o arquivo está corrompido ou não é do formato que diz ser."},
		{append([]byte("RIFF\x00\x00\x00\x00WAVE"), make([]byte, speech.MaxBytes)...), "O áudio excede o limite de 10 MB."},
		{read(t, long), "O áudio excede o limite de 2 minutos."},
	} {
		wantDetail(t, w.send(t, c.audio).Expect(t, 400), c.detail)
	}
	if n := w.stt.Calls(); n != 0 {
		t.Errorf("bad audio reached the provider %d times", n)
	}
	huge, ct := voiceForm(t, [2]any{"audio", make([]byte, 12<<20)}, [2]any{"patient_id", w.patient})
	w.c.Do(t, "POST", "/v1/scheduling/voice", w.tenant.Key, huge, ct).Expect(t, 413)
}

// The provider: none configured is 503 saying how to configure one; one that fails is 503.
// Fields: unknown, missing or another clinic's patient are 422.
func TestVoiceProviderAndFields(t *testing.T) {
	t.Parallel()
	w := voiceSetup(t)
	clip := voiceClips(t)["wav"]
	w.stt.Fail(http.StatusInternalServerError)
	r := w.send(t, clip).Expect(t, 503)
	if !strings.Contains(string(r.Body), "Speech-to-text provider failed") {
		t.Errorf("provider failure: %s", r.Body)
	}

	none := nlSetup(t)
	body, ct := voiceForm(t, [2]any{"audio", clip}, [2]any{"patient_id", none.patient})
	r = none.c.Do(t, "POST", "/v1/scheduling/voice", none.tenant.Key, body, ct).Expect(t, 503)
	if !strings.Contains(string(r.Body), "SERVICE_STT_URL") || !strings.Contains(string(r.Body), "make stt") {
		t.Errorf("no provider: %s", r.Body)
	}

	other := newAPI(t, testkit.ServerOptions{})
	foreign := other.c.Do(t, "POST", "/v1/patients", other.tenant.Key, map[string]any{"name": "X"}).Expect(t, 201).JSON(t)["id"].(string)
	for _, c := range []struct {
		fields [][2]any
		field  string
	}{
		{[][2]any{{"audio", clip}, {"patient_id", foreign}}, "body.patient_id"},
		{[][2]any{{"audio", clip}}, "body.patient_id"},
		{[][2]any{{"patient_id", w.patient}}, "body.audio"},
		{[][2]any{{"audio", clip}, {"patient_id", w.patient}, {"voz", "x"}}, "body.voz"},
		{[][2]any{{"audio", clip}, {"patient_id", w.patient}, {"timezone", "Mars/Base"}}, "body.timezone"},
		{[][2]any{{"audio", clip}, {"patient_id", w.patient}, {"reference_time", "ontem"}}, "body.reference_time"},
	} {
		body, ct := voiceForm(t, c.fields...)
		r := w.c.Do(t, "POST", "/v1/scheduling/voice", w.tenant.Key, body, ct).Expect(t, 422)
		if f := fieldsOf(t, r); len(f) == 0 || f[0] != c.field {
			t.Errorf("%v: fields %v, want %s", c.fields[len(c.fields)-1][0], f, c.field)
		}
	}
	w.c.Do(t, "POST", "/v1/scheduling/voice", w.tenant.Key, `{"audio": "x"}`, "Content-Type: application/json").Expect(t, 400)
}
