package rest_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"clinic/internal/language/speech"
	"clinic/internal/testkit"
)

// TestVoiceThroughTheLocalModel runs voice scheduling through the real local model (the sidecar
// of scripts/stt.sh, which make test starts and announces with CLINIC_STT_E2E=1): an English
// control clip must come back word for word (the model works), and a Portuguese clip through the
// API must come back as an interpretation or a clarification, never an error. Whisper base garbles
// espeak-ng's Portuguese voice, so the Portuguese transcript itself is not checked.
func TestVoiceThroughTheLocalModel(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	url := env.Settings["SERVICE_STT_URL"]
	if url == "" {
		if os.Getenv("CLINIC_STT_E2E") != "" {
			t.Fatal("SERVICE_STT_URL is not in .local/env: scripts/stt.sh start did not run")
		}
		t.Skip("the local speech-to-text sidecar is not running (make stt)")
	}
	dir := t.TempDir()
	control := filepath.Join(dir, "control.wav")
	const said = "Good morning, I would like to book an appointment"
	run(t, "espeak-ng", "-v", "en", "-w", control, said)
	wav, _, err := speech.Normalize(context.Background(), control)
	if err != nil {
		t.Fatal(err)
	}
	en := speech.NewOpenAI(url, "whisper-base", "", time.Minute)
	en.Language = "en"
	text, err := en.Transcribe(context.Background(), wav)
	words := func(s string) string {
		return strings.Join(strings.Fields(regexp.MustCompile(`[^a-z ]`).ReplaceAllString(strings.ToLower(s), "")), " ")
	}
	if err != nil || words(text) != words(said) {
		t.Fatalf("English control: %q, %v; want %q", text, err, said)
	}

	w := nlSetupWith(t, testkit.ServerOptions{Speech: speech.NewOpenAI(url, "whisper-base", "", time.Minute)})
	body, ct := voiceForm(t, [2]any{"audio", voiceClips(t)["ogg"]}, [2]any{"patient_id", w.patient})
	r := w.c.Do(t, "POST", "/v1/scheduling/voice", w.tenant.Key, body, ct).Expect(t, 200).JSON(t)
	switch r["needs_clarification"] {
	case true:
		if r["question"] == "" {
			t.Errorf("a clarification without a question: %v", r)
		}
	case false:
		if r["interpretation"] == "" || r["intent"] == nil {
			t.Errorf("an interpretation without one: %v", r)
		}
	default:
		t.Errorf("neither shape: %v", r)
	}
	t.Logf("Portuguese clip through the model: transcript %q, needs_clarification %v", r["transcript"], r["needs_clarification"])
}
