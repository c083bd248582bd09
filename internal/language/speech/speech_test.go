package speech

import (
	"testing"
	"time"
)

// Formats are told by their first bytes, whatever the file claims to be.
func TestDetect(t *testing.T) {
	for _, c := range []struct {
		head string
		want Format
	}{
		{"RIFF\x24\x00\x00\x00WAVEfmt ", WAV},
		{"ID3\x04\x00\x00\x00\x00\x00\x00", MP3},
		{"\xff\xfb\x90\x64\x00", MP3},
		{"OggS\x00\x02\x00\x00", OGG},
		{"\x00\x00\x00\x20ftypM4A \x00\x00", MP4},
		{"\x1a\x45\xdf\xa3\x9f\x42\x86\x81", WebM},
		{"\xff\xf1\x50\x80\x02\x1f", AAC},
		{"\xff\xf9\x50\x80\x02\x1f", AAC},
	} {
		if got, ok := Detect([]byte(c.head)); !ok || got != c.want {
			t.Errorf("% x: %q %v, want %q", c.head, got, ok, c.want)
		}
	}
	for _, head := range []string{"\x89PNG\r\n\x1a\n", "%PDF-1.7", "RIFF\x00\x00\x00\x00AVI ", "", "\xff", "fLaC\x00\x00"} {
		if got, ok := Detect([]byte(head)); ok {
			t.Errorf("% x: detected %q", head, got)
		}
	}
}

// The duration of ffmpeg's piped WAV comes from its data, not its header's sizes.
func TestWAVDuration(t *testing.T) {
	header := "RIFF\xff\xff\xff\xffWAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\x00\x7d\x00\x00\x02\x00\x10\x00data\xff\xff\xff\xff"
	wav := append([]byte(header), make([]byte, 3*sampleRate*2)...)
	if d := wavDuration(wav); d != 3*time.Second {
		t.Errorf("duration %v, want 3s", d)
	}
	if d := wavDuration([]byte("RIFF")); d != 0 {
		t.Errorf("no data chunk: %v", d)
	}
}

// The base URL may or may not carry /v1 (local servers and hosted APIs differ).
func TestEndpoint(t *testing.T) {
	for base, want := range map[string]string{
		"http://127.0.0.1:8765":      "http://127.0.0.1:8765/v1/audio/transcriptions",
		"http://127.0.0.1:8765/":     "http://127.0.0.1:8765/v1/audio/transcriptions",
		"https://api.openai.com/v1":  "https://api.openai.com/v1/audio/transcriptions",
		"https://api.openai.com/v1/": "https://api.openai.com/v1/audio/transcriptions",
	} {
		if got := (&OpenAI{BaseURL: base}).endpoint(); got != want {
			t.Errorf("%s: %s", base, got)
		}
	}
}
